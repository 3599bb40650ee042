"""The database: one SQLite file, WAL mode, one transaction per write.

A match is stored as its record (JSON) and rewritten after every action. A file that is not a
usable database is moved aside (kept as a backup) and a fresh one is started; the caller shows
``Database.recovered_from`` to the person. The schema version lives in ``PRAGMA user_version``.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from compendium.storage import paths

# A seat's outcome, as compendium.core.rules names it (the storage does not import the rules).
WIN, DRAW, LOSS, SOLO = "win", "draw", "loss", "solo"
_DEFAULT_POINTS = {WIN: 1.0, LOSS: 0.0, SOLO: None}  # a draw's share depends on how many drew

ACTIVE = "active"
FINISHED = "finished"
DAMAGED = "damaged"

# 2: each seat's outcome ("win", "draw", "loss"; "solo" for a match of one player) and its match
# points (1, a draw's share, 0; NULL alone). Earlier rows knew only "won" (rank 1): a first place
# shared by several seats becomes a draw for them (points shared), a one-player row a solitaire.
# "won" now means a win only (not a draw, not a solitaire). The old rows do not say who partnered
# whom, so the records of those draws are replayed (``_outcomes_from_records``): partners of a pair
# who won together get their win back. Scores may be fractions from now on: the INTEGER column
# (numeric affinity) keeps 2.5 as is, 3 as a whole.
_V2_SQL = """
    ALTER TABLE results ADD COLUMN outcome TEXT NOT NULL DEFAULT 'loss';
    ALTER TABLE results ADD COLUMN points REAL;
    UPDATE results SET outcome = CASE
        WHEN players = 1 THEN 'solo'
        WHEN rank != 1 THEN 'loss'
        WHEN (SELECT COUNT(*) FROM results AS o WHERE o.match_id = results.match_id AND o.rank = 1) > 1
            THEN 'draw'
        ELSE 'win' END;
    UPDATE results SET points = CASE outcome
        WHEN 'win' THEN 1.0
        WHEN 'loss' THEN 0.0
        WHEN 'draw' THEN 1.0 / (SELECT COUNT(*) FROM results AS o WHERE o.match_id = results.match_id AND o.rank = 1)
        ELSE NULL END;
    UPDATE results SET won = (outcome = 'win');
    CREATE INDEX results_game_outcome ON results(game, outcome);
    """


def _migrate_2(conn: sqlite3.Connection) -> None:
    for statement in _statements(_V2_SQL):
        conn.execute(statement)
    _outcomes_from_records(conn)


def _outcomes_from_records(conn: sqlite3.Connection) -> None:
    """Old matches that migration 2 made draws get the outcomes their game gives, where the stored
    record still replays to the stored ranks: partners of a pair who shared first place won together.
    Best effort: a record that does not replay (or a game since removed) keeps the draw."""
    found = conn.execute("SELECT DISTINCT m.id, m.record FROM results AS r JOIN matches AS m ON m.id = r.match_id"
                         " WHERE r.outcome = 'draw'").fetchall()
    if not found:
        return  # nothing to look at: no game module is imported
    try:
        from compendium.core import registry
        from compendium.core.record import Record, replay
    except Exception:  # pragma: no cover - the program's own modules
        return
    for match_id, text in found:
        try:
            record = Record.loads(text)
            rules = registry.load(record.game).rules
            state, _, _ = replay(rules, record)
            if not rules.is_over(state):
                continue
            res = rules.result(state)
            stored = conn.execute("SELECT seat, rank FROM results WHERE match_id = ? ORDER BY seat",
                                  (match_id,)).fetchall()
            if [tuple(r) for r in stored] != list(enumerate(res.ranks)):
                continue  # the rules of today do not reach the stored standings: keep the draw
            for seat, _ in stored:
                conn.execute("UPDATE results SET outcome = ?, points = ?, won = ? WHERE match_id = ? AND seat = ?",
                             (res.outcomes[seat], res.points[seat], int(res.outcomes[seat] == WIN), match_id, seat))
        except Exception:  # a record that no longer loads keeps what the rule above gave it
            continue


# Each migration brings the schema from version i to i + 1: a script, or a function of the connection.
MIGRATIONS: list = [
    """
    CREATE TABLE profiles (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        colour TEXT NOT NULL DEFAULT '#3b7dd8',
        archived INTEGER NOT NULL DEFAULT 0,
        created REAL NOT NULL
    );
    CREATE TABLE matches (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,
        status TEXT NOT NULL,
        record TEXT NOT NULL,
        created REAL NOT NULL,
        updated REAL NOT NULL,
        finished REAL
    );
    CREATE INDEX matches_status ON matches(status, updated);
    CREATE TABLE results (
        match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        game TEXT NOT NULL,
        profile_id INTEGER REFERENCES profiles(id),
        kind TEXT NOT NULL,
        level TEXT,
        name TEXT NOT NULL,
        score INTEGER NOT NULL,
        rank INTEGER NOT NULL,
        won INTEGER NOT NULL,
        players INTEGER NOT NULL,
        extra TEXT NOT NULL DEFAULT '{}',
        finished REAL NOT NULL,
        PRIMARY KEY (match_id, seat)
    );
    CREATE INDEX results_profile ON results(profile_id, game);
    CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    """,
    _migrate_2,
]
SCHEMA_VERSION = len(MIGRATIONS)

COLOURS = ["#d64541", "#3b7dd8", "#2e9e5b", "#e6a100", "#8e44ad", "#16a2b8", "#e8710a", "#6d6d6d"]


@dataclass(frozen=True)
class Profile:
    id: int
    name: str
    colour: str
    archived: bool


@dataclass(frozen=True)
class SavedMatch:
    id: int
    game: str
    status: str
    record: str
    created: float
    updated: float


class DatabaseTooNew(Exception):
    pass


class Database:
    def __init__(self, path: Optional[Path] = None):
        self.path = Path(path) if path else paths.data_dir() / "compendium.sqlite3"
        self.recovered_from: Optional[Path] = None  # where a damaged file was moved, if it was
        try:
            self.conn = self._open()
        except (sqlite3.DatabaseError, DatabaseTooNew):
            self.recovered_from = self._move_aside()
            self.conn = self._open()

    # --- opening, checking, migrating ----------------------------------------------------------
    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(str(self.path), isolation_level=None, check_same_thread=False)
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            row = conn.execute("PRAGMA quick_check").fetchone()
            if not row or row[0] != "ok":
                raise sqlite3.DatabaseError(f"quick_check: {row}")
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = NORMAL")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise DatabaseTooNew(f"database schema {version} is newer than this program ({SCHEMA_VERSION})")
            for v in range(version, SCHEMA_VERSION):
                conn.execute("BEGIN")
                if callable(MIGRATIONS[v]):
                    MIGRATIONS[v](conn)
                else:
                    for statement in _statements(MIGRATIONS[v]):
                        conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {v + 1}")
                conn.execute("COMMIT")
        except BaseException:
            conn.close()
            raise
        return conn

    def _move_aside(self) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        n = 1
        while target.exists():
            target = self.path.with_name(f"{self.path.name}.damaged-{stamp}-{n}")
            n += 1
        shutil.move(str(self.path), str(target))
        for suffix in ("-wal", "-shm"):
            side = Path(str(self.path) + suffix)
            if side.exists():
                shutil.move(str(side), str(target) + suffix)
        return target

    def close(self) -> None:
        self.conn.close()

    def _write(self, sql: str, params=()) -> sqlite3.Cursor:
        with self.conn:  # one transaction per write
            return self.conn.execute(sql, params)

    # --- profiles --------------------------------------------------------------------------------
    def profiles(self, include_archived: bool = False) -> list[Profile]:
        sql = "SELECT id, name, colour, archived FROM profiles"
        if not include_archived:
            sql += " WHERE archived = 0"
        return [Profile(r[0], r[1], r[2], bool(r[3])) for r in self.conn.execute(sql + " ORDER BY id")]

    def profile(self, profile_id: int) -> Optional[Profile]:
        r = self.conn.execute("SELECT id, name, colour, archived FROM profiles WHERE id = ?", (profile_id,)).fetchone()
        return Profile(r[0], r[1], r[2], bool(r[3])) if r else None

    def add_profile(self, name: str, colour: Optional[str] = None) -> Profile:
        name = name.strip()
        if not name:
            raise ValueError("a profile needs a name")
        if colour is None:
            used = {p.colour for p in self.profiles(True)}
            colour = next((c for c in COLOURS if c not in used), COLOURS[len(used) % len(COLOURS)])
        cur = self._write("INSERT INTO profiles(name, colour, archived, created) VALUES (?, ?, 0, ?)",
                          (name, colour, time.time()))
        return Profile(cur.lastrowid, name, colour, False)

    def rename_profile(self, profile_id: int, name: str) -> None:
        name = name.strip()
        if not name:
            raise ValueError("a profile needs a name")
        self._write("UPDATE profiles SET name = ? WHERE id = ?", (name, profile_id))

    def set_profile_colour(self, profile_id: int, colour: str) -> None:
        self._write("UPDATE profiles SET colour = ? WHERE id = ?", (colour, profile_id))

    def archive_profile(self, profile_id: int, archived: bool = True) -> None:
        self._write("UPDATE profiles SET archived = ? WHERE id = ?", (int(archived), profile_id))

    # --- matches ---------------------------------------------------------------------------------
    def create_match(self, game: str, record_json: str) -> int:
        now = time.time()
        cur = self._write("INSERT INTO matches(game, status, record, created, updated) VALUES (?, ?, ?, ?, ?)",
                          (game, ACTIVE, record_json, now, now))
        return cur.lastrowid

    def save_match(self, match_id: int, record_json: str) -> None:
        self._write("UPDATE matches SET record = ?, updated = ? WHERE id = ?", (record_json, time.time(), match_id))

    def finish_match(self, match_id: int, record_json: str, rows: list[dict]) -> None:
        """Stores the final record and one results row a seat, in one transaction.

        A row names its ``outcome`` ("win", "draw", "loss", "solo") and ``points`` (``Result.outcomes``
        and ``Result.points``); a row that gives only ``won`` (a caller of schema 1) gets "solo" when it
        is the only seat, else "win" or "loss", and the points of that. ``won`` is stored as
        outcome == "win". Scores and points may be fractions (½)."""
        now = time.time()
        with self.conn:
            self.conn.execute("UPDATE matches SET record = ?, status = ?, updated = ?, finished = ? WHERE id = ?",
                              (record_json, FINISHED, now, now, match_id))
            self.conn.execute("DELETE FROM results WHERE match_id = ?", (match_id,))
            for row in rows:
                outcome, points = _outcome_of(row)
                self.conn.execute(
                    "INSERT INTO results(match_id, seat, game, profile_id, kind, level, name, score, rank, won,"
                    " players, extra, finished, outcome, points) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    (match_id, row["seat"], row["game"], row.get("profile"), row["kind"], row.get("level"),
                     row["name"], _number(row["score"]), int(row["rank"]), int(outcome == WIN),
                     int(row["players"]), json.dumps(row.get("extra", {})), now, outcome, points))

    def mark_damaged(self, match_id: int) -> Path:
        """Keeps a copy of a record that no longer loads and takes it off the Continue list."""
        row = self.conn.execute("SELECT record FROM matches WHERE id = ?", (match_id,)).fetchone()
        target = paths.backups_dir() / f"match-{match_id}-{time.strftime('%Y%m%d-%H%M%S')}.json"
        target.write_text(row[0] if row else "", encoding="utf-8")
        self._write("UPDATE matches SET status = ?, updated = ? WHERE id = ?", (DAMAGED, time.time(), match_id))
        return target

    def delete_match(self, match_id: int) -> None:
        self._write("DELETE FROM matches WHERE id = ?", (match_id,))

    def match(self, match_id: int) -> Optional[SavedMatch]:
        r = self.conn.execute("SELECT id, game, status, record, created, updated FROM matches WHERE id = ?",
                              (match_id,)).fetchone()
        return SavedMatch(*r) if r else None

    def matches(self, status: str = ACTIVE) -> list[SavedMatch]:
        rows = self.conn.execute(
            "SELECT id, game, status, record, created, updated FROM matches WHERE status = ? ORDER BY updated DESC, id DESC",
            (status,))
        return [SavedMatch(*r) for r in rows]

    # --- results, for statistics -------------------------------------------------------------------
    def results(self, game: Optional[str] = None, profile_id: Optional[int] = None) -> list[dict]:
        """One dict a seat of every finished match (oldest first): match_id, seat, game, profile, kind,
        level, name, score, rank, won (a bool: the outcome is a win), players, extra, finished, outcome
        ("win", "draw", "loss" or "solo") and points (a float; None for a solitaire)."""
        sql = ("SELECT match_id, seat, game, profile_id, kind, level, name, score, rank, won, players, extra, finished,"
               " outcome, points FROM results WHERE 1=1")
        params: list = []
        if game:
            sql += " AND game = ?"
            params.append(game)
        if profile_id is not None:
            sql += " AND profile_id = ?"
            params.append(profile_id)
        keys = ["match_id", "seat", "game", "profile", "kind", "level", "name", "score", "rank", "won", "players",
                "extra", "finished", "outcome", "points"]
        out = []
        for r in self.conn.execute(sql + " ORDER BY finished, match_id, seat", params):
            d = dict(zip(keys, r))
            d["won"] = bool(d["won"])
            try:
                d["extra"] = json.loads(d["extra"])
            except (TypeError, ValueError):
                d["extra"] = {}
            out.append(d)
        return out

    # --- statistics as SQL aggregates (compendium.stats.queries) ------------------------------------
    # Who a row belongs to, as two columns: 0 and the profile id for a family member, 1 and the name
    # for a person seat without a profile, 2 and the level (else the name) for a computer.
    _WHO_KIND = "CASE WHEN kind = 'computer' THEN 2 WHEN profile_id IS NOT NULL THEN 0 ELSE 1 END"
    _WHO_ID = ("CASE WHEN kind = 'computer' THEN COALESCE(NULLIF(level, ''), name)"
               " WHEN profile_id IS NOT NULL THEN profile_id ELSE name END")
    # the newest row of a participant first (its name, level and profile are the ones shown)
    _NEWEST = "ORDER BY finished DESC, match_id DESC, seat DESC"

    @staticmethod
    def _where(game: Optional[str], profile_id: Optional[int], extra: str = "") -> tuple[str, list]:
        sql, params = " WHERE 1=1" + extra, []
        if game:
            sql += " AND game = ?"
            params.append(game)
        if profile_id is not None:
            sql += " AND profile_id = ?"
            params.append(profile_id)
        return sql, params

    def results_stamp(self) -> tuple:
        """Changes whenever the results may have changed (a write through this connection, or a commit
        through another): what the statistics keep their figures under."""
        return (self.conn.total_changes, self.conn.execute("PRAGMA data_version").fetchone()[0])

    def result_count(self, game: Optional[str] = None, profile_id: Optional[int] = None) -> int:
        where, params = self._where(game, profile_id)
        return self.conn.execute("SELECT COUNT(*) FROM results" + where, params).fetchone()[0]

    def result_directions(self) -> dict[str, tuple[int, int]]:
        """game -> (in how many matches a winner had the top score, in how many the bottom one),
        over the matches of two seats or more whose scores are not all equal."""
        where, params = "", []
        sql = ("WITH m AS (SELECT match_id, MAX(score) AS hi, MIN(score) AS lo FROM results" + where
               + " GROUP BY match_id HAVING COUNT(*) >= 2 AND hi > lo)"
               " SELECT r.game, SUM(r.score = m.hi), SUM(r.score = m.lo) FROM results AS r"
               " JOIN m ON m.match_id = r.match_id WHERE r.rank = 1 GROUP BY r.game")
        return {g: (int(top or 0), int(bottom or 0)) for g, top, bottom in self.conn.execute(sql, params)}

    def result_tallies(self) -> list[tuple]:
        """One tuple per (game, kind, profile id, level, name) as stored: game, kind, profile id, level,
        name, matches, wins, draws, losses, solitaires, points (of the matches against somebody),
        highest score, lowest score, sum of the scores, highest and lowest score alone (None without a
        solitaire), the latest finish time, and the latest finish time of a match against somebody
        (None without one). A few dozen rows, however many matches were played."""
        sql = ("SELECT game, kind, profile_id, level, name, COUNT(*), SUM(outcome = 'win'), SUM(outcome = 'draw'),"
               " SUM(outcome = 'loss'), SUM(outcome = 'solo'),"
               " TOTAL(CASE WHEN outcome != 'solo' THEN COALESCE(points, 0) END), MAX(score), MIN(score), SUM(score),"
               " MAX(CASE WHEN outcome = 'solo' THEN score END), MIN(CASE WHEN outcome = 'solo' THEN score END),"
               " MAX(finished), MAX(CASE WHEN outcome != 'solo' THEN finished END)"
               " FROM results GROUP BY game, kind, profile_id, level, name")
        return self.conn.execute(sql).fetchall()

    def newest_result(self, game: Optional[str], kind: str, profile_id: Optional[int], level: Optional[str],
                      name: Optional[str], against_somebody: bool = False) -> Optional[tuple]:
        """(name, level, profile id) of a participant's newest row (a family member: by profile; a
        computer: by level, else by name; a person seat without a profile: by name)."""
        sql = "SELECT name, level, profile_id FROM results WHERE kind = ?"
        params: list = [kind]
        if game:
            sql += " AND game = ?"
            params.append(game)
        if kind == "computer":
            if level:
                sql += " AND level = ?"
                params.append(level)
            else:
                sql += " AND COALESCE(level, '') = '' AND name = ?"
                params.append(name)
        elif profile_id is not None:
            sql += " AND profile_id = ?"
            params.append(profile_id)
        else:
            sql += " AND profile_id IS NULL AND name = ?"
            params.append(name)
        if against_somebody:
            sql += " AND outcome != 'solo'"
        return self.conn.execute(sql + f" {self._NEWEST} LIMIT 1", params).fetchone()

    def result_totals(self) -> list[tuple]:
        """(game, kind, profile id, level, name, key, sum) of every number in the rows' ``extra``
        (true/false are not numbers), summed per game and stored participant columns."""
        sql = ("SELECT game, kind, profile_id, level, name, je.key, SUM(je.value)"
               " FROM results, json_each(CASE WHEN json_valid(results.extra) THEN results.extra ELSE '{}' END)"
               " AS je WHERE je.type IN ('integer', 'real') GROUP BY game, kind, profile_id, level, name, je.key")
        return self.conn.execute(sql).fetchall()

    def result_points(self, game: str, profile_id: Optional[int] = None, computers: bool = True) -> list[tuple]:
        """(who kind, who id, match id, finished, score, outcome, name, profile id) of every seat of a
        game's finished matches, oldest first (the columns a chart needs; ``extra`` is not read)."""
        where, params = self._where(game, profile_id, "" if computers else " AND kind != 'computer'")
        sql = (f"SELECT {self._WHO_KIND}, {self._WHO_ID}, match_id, finished, score, outcome, name, profile_id"
               f" FROM results{where} ORDER BY finished, match_id, seat")
        return self.conn.execute(sql, params).fetchall()

    def result_scores(self, game: Optional[str] = None, profile_id: Optional[int] = None) -> list:
        """Every final score (of one person, or of every seat), lowest first."""
        where, params = self._where(game, profile_id)
        return [r[0] for r in self.conn.execute("SELECT score FROM results" + where + " ORDER BY score", params)]

    # --- settings ----------------------------------------------------------------------------------
    def setting(self, key: str, default: Optional[str] = None) -> Optional[str]:
        r = self.conn.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
        return r[0] if r else default

    def set_setting(self, key: str, value: str) -> None:
        self._write("INSERT INTO settings(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    (key, value))


def _number(value):
    """A score as stored: a whole number as an int, a fraction (½) as a float."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value if isinstance(value, float) else int(value)


def _outcome_of(row: dict) -> tuple[str, Optional[float]]:
    outcome = row.get("outcome")
    if outcome is None:  # a row of the first schema: only "won"
        outcome = SOLO if int(row["players"]) == 1 else (WIN if row.get("won") else LOSS)
    if outcome not in (WIN, DRAW, LOSS, SOLO):
        raise ValueError(f"unknown outcome {outcome!r}")
    points = row.get("points", _DEFAULT_POINTS.get(outcome))
    if points is None and outcome != SOLO:
        raise ValueError(f"a {outcome} needs its points")
    return outcome, (None if points is None else float(points))


def _statements(script: str) -> list[str]:
    return [s.strip() for s in script.split(";") if s.strip()]
