"""The database: one SQLite file, WAL mode, one transaction per write.

An unfinished match is stored as its header and one row an action, appended after every action
(``save_actions``); a finished one as its whole record (JSON). Opening never raises: see
``Database`` for a damaged file (moved aside, its readable rows copied into a fresh one), a file of
a newer version, and files or folders that cannot be used (a temporary database in memory). The schema version lives in ``PRAGMA user_version``.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sqlite3
import time
from contextlib import contextmanager
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


# 3: an unfinished match is stored as its header (the record without its actions) in matches.record
# and one row an action in ``actions``, so that saving after an action appends a row instead of
# rewriting the whole record (which made a save cost grow with the match). Each action row keeps
# the time it was saved (the Continue list's order). A record that is not a JSON object with a list
# of actions stays whole in its row.
_V3_SQL = """
    CREATE TABLE actions (
        match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        action TEXT NOT NULL,
        saved REAL NOT NULL,
        PRIMARY KEY (match_id, idx)
    ) WITHOUT ROWID
    """


def _migrate_3(conn: sqlite3.Connection) -> None:
    conn.execute(_V3_SQL)
    for match_id, text, updated in conn.execute("SELECT id, record, updated FROM matches WHERE status = ?",
                                                (ACTIVE,)).fetchall():
        head, actions = _split(text)
        if actions is None:
            continue  # kept whole: loading it will say what is wrong
        conn.executemany("INSERT INTO actions(match_id, idx, action, saved) VALUES (?, ?, ?, ?)",
                         [(match_id, i, a, _time(updated)) for i, a in enumerate(actions)])
        conn.execute("UPDATE matches SET record = ? WHERE id = ?", (head, match_id))


def _migrate(conn: sqlite3.Connection, start: int, stop: int) -> None:
    """Runs the migrations from schema ``start`` to ``stop`` (inside the caller's transaction) and
    sets the version."""
    for v in range(start, stop):
        if callable(MIGRATIONS[v]):
            MIGRATIONS[v](conn)
        else:
            for statement in _statements(MIGRATIONS[v]):
                conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {v + 1}")


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
    _migrate_3,
]
SCHEMA_VERSION = len(MIGRATIONS)

COLOURS = ["#d64541", "#3b7dd8", "#2e9e5b", "#e6a100", "#8e44ad", "#16a2b8", "#e8710a", "#6d6d6d"]

FILE_NAME = "compendium.sqlite3"

# Why the program runs on a temporary database, or what happened to the file (``Database.problem``).
DAMAGED_FILE = "damaged"      # moved aside (kept), readable rows copied into a fresh file
NEWER = "newer"               # written by a newer version: left untouched, temporary database
READ_ONLY = "read-only"       # the file or its folder cannot be written: left untouched, temporary
UNREADABLE = "unreadable"     # no permission to read the file: left untouched, temporary
UNAVAILABLE = "unavailable"   # the data folder cannot be created or used: temporary


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
    problem: Optional[str] = None  # why the stored record cannot be put together (bad rows), if so


class DatabaseTooNew(Exception):
    pass


def _access(path: Path, mode: int) -> bool:
    """``os.access``; a seam for the tests, which run as root (for whom every file is writable)."""
    return os.access(path, mode)


def _text(raw: bytes) -> str:
    """SQLite TEXT as str: bytes that are not UTF-8 (a damaged or foreign file) become U+FFFD."""
    return raw.decode("utf-8", "replace")


def _clean(value):
    """A value SQLite can store: a str with a lone surrogate (from a record's "\\udc80") gets '?'."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return value.encode("utf-8", "replace").decode("utf-8")
    return value


def _time(value) -> float:
    try:
        return float(value)
    except (TypeError, ValueError, OverflowError):
        return 0.0


def _quick_check(conn: sqlite3.Connection) -> None:
    """Reads the whole file through (SQLite's quick check): DatabaseError when it is damaged."""
    row = conn.execute("PRAGMA quick_check").fetchone()
    if not row or row[0] != "ok":
        raise sqlite3.DatabaseError(f"quick_check: {row[0] if row else None}")


def _connect(target: str) -> sqlite3.Connection:
    conn = sqlite3.connect(target, isolation_level=None, check_same_thread=False)
    conn.text_factory = _text
    return conn


class Database:
    """The program's database. Opening never raises: a damaged file is moved aside (kept) and what
    can still be read of it is copied into a fresh one (``salvaged``: how many profiles, finished
    matches and unfinished matches); a file of a newer version, a read-only or unreadable file or
    folder, or a folder that cannot be created leave everything untouched and the program runs on
    a temporary database in memory (``temporary``; nothing is kept). ``problem`` names what
    happened (None, or one of DAMAGED_FILE, NEWER, READ_ONLY, UNREADABLE, UNAVAILABLE) and
    ``detail`` the error seen.

    ``check_later``: the full read-through of an existing file (``PRAGMA quick_check``, which costs
    in proportion to the file) is left for ``check()``, which the program calls once its first
    screen is painted; a file that cannot be opened at all, a file about to be migrated and a new
    file are checked at once as before."""

    def __init__(self, path: Optional[Path] = None, check_later: bool = False):
        self.check_pending = False  # check_later: the read-through is still to come (``check``)
        self.settle_pending = False  # check_later, a new file: the wait for the disk is still to come (``settle``)
        self.recovered_from: Optional[Path] = None  # where a damaged file was moved, if it was
        self.problem: Optional[str] = None
        self.detail = ""
        self.temporary = False
        self.salvaged: Optional[dict] = None  # {"profiles": n, "finished": n, "unfinished": n}
        self._saved: dict[int, tuple[Optional[str], list]] = {}  # a match's header and actions as stored
        self.path = Path(path) if path else paths.data_dir() / FILE_NAME
        problem = self._unusable()
        if problem:
            self._run_temporary(*problem)
            return
        try:
            self.conn = self._open(str(self.path), check=not check_later)
        except DatabaseTooNew as exc:
            self._run_temporary(NEWER, str(exc))
        except sqlite3.DatabaseError as exc:
            text = str(exc).lower()
            if "readonly" in text or "read-only" in text:
                self._run_temporary(READ_ONLY, str(exc))
            elif "locked" in text or "busy" in text or "unable to open" in text and self.path.is_file():
                self._run_temporary(UNAVAILABLE, str(exc))
            else:
                self._recover(str(exc))
        except OSError as exc:
            self._run_temporary(UNAVAILABLE, str(exc))

    # --- opening, checking, migrating ----------------------------------------------------------
    def _unusable(self) -> Optional[tuple[str, str]]:
        folder = self.path.parent
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return UNAVAILABLE, str(exc)
        if not folder.is_dir():
            return UNAVAILABLE, f"{folder} is not a folder"
        if self.path.is_dir():
            return None  # a folder where the file should be: moved aside as damage
        if self.path.exists():
            if not _access(self.path, os.R_OK):
                return UNREADABLE, f"no permission to read {self.path}"
            if not _access(self.path, os.W_OK):
                return READ_ONLY, f"{self.path} is read-only"
        if not _access(folder, os.W_OK | os.X_OK):
            return READ_ONLY, f"the folder {folder} is read-only"
        return None

    def _run_temporary(self, problem: str, detail: str) -> None:
        self.check_pending = False
        self.problem, self.detail, self.temporary = problem, detail, True
        self.conn = self._open(":memory:")

    def _recover(self, detail: str) -> None:
        self.check_pending = False
        self.problem, self.detail = DAMAGED_FILE, detail
        try:
            self.recovered_from = self._move_aside()
        except OSError as exc:
            self._run_temporary(UNAVAILABLE, f"{detail}; {exc}")
            return
        from compendium.storage.salvage import salvage_read  # only for a damaged file

        version, tables = salvage_read(self.recovered_from, _connect)
        if tables:
            try:
                self._fill(version, tables)
            except Exception as exc:  # the fresh file is not kept half-filled
                self.detail += f"; salvage: {exc}"
                for suffix in ("", "-wal", "-shm"):
                    Path(str(self.path) + suffix).unlink(missing_ok=True)
        try:
            self.conn = self._open(str(self.path))
        except (sqlite3.DatabaseError, DatabaseTooNew, OSError) as exc:
            self._run_temporary(UNAVAILABLE, f"{detail}; {exc}")
            return
        c = self.conn
        self.salvaged = {
            "profiles": c.execute("SELECT COUNT(*) FROM profiles").fetchone()[0],
            "finished": c.execute("SELECT COUNT(DISTINCT match_id) FROM results").fetchone()[0],
            "unfinished": c.execute("SELECT COUNT(*) FROM matches WHERE status = ?", (ACTIVE,)).fetchone()[0],
        }

    def _fill(self, version: int, tables: dict) -> None:
        """A fresh file at the damaged file's schema version, holding the rows read from it (the
        later migrations then run on them as on any old file)."""
        conn = _connect(str(self.path))
        try:
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("BEGIN")
            _migrate(conn, 0, max(1, min(version, SCHEMA_VERSION)))
            for table, (columns, rows) in tables.items():
                have = [r[1] for r in conn.execute(f"PRAGMA table_info({table})")]
                keep = [i for i, name in enumerate(columns) if name in have]
                if not keep or not rows:
                    continue
                names = ", ".join(columns[i] for i in keep)
                marks = ", ".join("?" for _ in keep)
                conn.executemany(f"INSERT OR IGNORE INTO {table}({names}) VALUES ({marks})",
                                 [tuple(_clean(row[i]) for i in keep) for row in rows])
            conn.execute("COMMIT")
        finally:
            conn.close()

    def settle(self) -> None:
        """Makes a new file made for the start (``check_later``) safe on the disk: a checkpoint that
        waits for the disk, for the log and the file (what every later checkpoint does)."""
        if not self.settle_pending:
            return
        self.settle_pending = False
        try:
            self.conn.execute("PRAGMA wal_checkpoint(FULL)")
        except sqlite3.Error:  # (a busy file: the next checkpoint does it)
            pass

    def check(self) -> bool:
        """The read-through left for later by ``check_later``: True when it finds the file damaged
        now, which is then handled as at opening (moved aside, what can be read copied into a fresh
        file: ``problem``, ``recovered_from``, ``salvaged``; the pages should read again). A new
        file is settled on the disk (``settle``) instead."""
        self.settle()
        if not self.check_pending:
            return False
        self.check_pending = False
        try:
            _quick_check(self.conn)
            return False
        except sqlite3.DatabaseError as exc:
            detail = str(exc)
        try:
            self.conn.close()
        except sqlite3.Error:
            pass
        self._saved.clear()
        self._recover(detail)
        return True

    def _open(self, target: str, check: bool = True) -> sqlite3.Connection:
        # A new file opened for the start (``check_later``) is made without waiting for the disk:
        # its schema's writes (some eight waits for the disk, 5-40 ms) are made safe by ``settle``,
        # once the first screen is painted. Nothing is in it to lose meanwhile.
        new = not check and target != ":memory:" and (not os.path.exists(target) or os.path.getsize(target) == 0)
        conn = _connect(target)
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            if check:
                _quick_check(conn)
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise DatabaseTooNew(f"database schema {version} is newer than this program ({SCHEMA_VERSION})")
            if not check:
                if version < SCHEMA_VERSION:  # a new file, or one about to be migrated: checked first
                    _quick_check(conn)
                else:
                    self.check_pending = True
            conn.execute("PRAGMA synchronous = OFF" if new else "PRAGMA synchronous = NORMAL")
            conn.execute("PRAGMA journal_mode = WAL")
            for v in range(version, SCHEMA_VERSION):
                conn.execute("BEGIN")
                try:
                    _migrate(conn, v, v + 1)
                    conn.execute("COMMIT")
                except BaseException:
                    conn.execute("ROLLBACK")
                    raise
            if new:
                conn.execute("PRAGMA synchronous = NORMAL")
                self.settle_pending = True
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
        self.settle()
        self.conn.close()

    @contextmanager
    def _transaction(self):
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self.conn
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    def _write(self, sql: str, params=()) -> sqlite3.Cursor:
        with self._transaction():  # one transaction per write
            return self.conn.execute(sql, tuple(_clean(p) for p in params))

    # --- profiles --------------------------------------------------------------------------------
    def profiles(self, include_archived: bool = False) -> list[Profile]:
        sql = "SELECT id, name, colour, archived FROM profiles"
        if not include_archived:
            sql += " WHERE archived = 0"
        return [_profile(r) for r in self.conn.execute(sql + " ORDER BY id")]

    def profile(self, profile_id: int) -> Optional[Profile]:
        r = self.conn.execute("SELECT id, name, colour, archived FROM profiles WHERE id = ?", (profile_id,)).fetchone()
        return _profile(r) if r else None

    def add_profile(self, name: str, colour: Optional[str] = None) -> Profile:
        name = _clean(name.strip())
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
    # An unfinished match is a header (its record without the actions: game, options, players,
    # seed, table dice...) in ``matches.record`` and one ``actions`` row an action, appended in a
    # short transaction as the match goes (undo deletes the last rows). A finished match, or a
    # record that is not a JSON object with a list of actions, keeps its whole record in the row.
    def create_match(self, game: str, record_json: str) -> int:
        now = time.time()
        head, actions = _split(record_json)
        with self._transaction():
            cur = self.conn.execute("INSERT INTO matches(game, status, record, created, updated) VALUES (?, ?, ?, ?, ?)",
                                    (_clean(game), ACTIVE, _clean(head), now, now))
            match_id = cur.lastrowid
            if actions:
                self._append(match_id, 0, actions, now)
        self._saved[match_id] = (head, list(actions or []))
        return match_id

    def save_match(self, match_id: int, record_json: str) -> None:
        """Stores a match's record as it is now. Only what changed is written: the actions added
        since the last save (one row each), the rows of the actions undone, the header if it
        changed; a text that is not a record with a list of actions is stored whole."""
        head, actions = _split(record_json)
        if actions is None:
            self._saved.pop(match_id, None)
            with self._transaction():
                self.conn.execute("DELETE FROM actions WHERE match_id = ?", (match_id,))
                self.conn.execute("UPDATE matches SET record = ?, updated = ? WHERE id = ?",
                                  (_clean(record_json), time.time(), match_id))
            return
        self.save_actions(match_id, [json.loads(a) for a in actions], head)

    def save_actions(self, match_id: int, actions: list, head: Optional[str] = None) -> None:
        """Stores an unfinished match's actions (JSON values: each action's notation), and its
        header (the record's JSON without "actions") when given and changed. One short
        transaction; what it writes does not grow with the match."""
        stored_head, stored = self._stored(match_id)
        n = len(stored)
        if n <= len(actions) and stored == actions[:n]:
            keep = n
        else:
            keep = 0
            for a, b in zip(stored, actions):
                if a != b:
                    break
                keep += 1
        new = actions[keep:]
        head_changed = head is not None and head != stored_head
        if keep == n and not new and not head_changed:
            return
        now = time.time()
        with self._transaction():
            if keep < n:
                self.conn.execute("DELETE FROM actions WHERE match_id = ? AND idx >= ?", (match_id, keep))
            if new:
                self._append(match_id, keep, [json.dumps(a, ensure_ascii=False) for a in new], now)
            if head_changed:
                self.conn.execute("UPDATE matches SET record = ?, updated = ? WHERE id = ?", (_clean(head), now, match_id))
            elif keep < n:
                self.conn.execute("UPDATE matches SET updated = ? WHERE id = ?", (now, match_id))
        if keep == n:
            stored.extend(new)  # the list kept in memory grows with the match; nothing is copied
        else:
            stored = list(actions)
        self._saved[match_id] = (head if head is not None else stored_head, stored)

    def save_tail(self, match_id: int, keep: int, new: list) -> None:
        """The match's stored actions become their first ``keep`` followed by ``new`` (JSON
        values: the actions' notations). One short transaction whose cost depends on ``new``
        alone: the controller knows what it saved, so nothing already stored is read or compared."""
        now = time.time()
        cached = self._saved.get(match_id)
        cut = cached is None or len(cached[1]) > keep  # an undo took stored actions back (or unknown)
        with self._transaction():
            if cut:
                self.conn.execute("DELETE FROM actions WHERE match_id = ? AND idx >= ?", (match_id, keep))
                self.conn.execute("UPDATE matches SET updated = ? WHERE id = ?", (now, match_id))
            if new:
                self._append(match_id, keep, [json.dumps(a, ensure_ascii=False) for a in new], now)
        if cached is not None and len(cached[1]) >= keep:
            del cached[1][keep:]
            cached[1].extend(new)
        else:
            self._saved.pop(match_id, None)

    def _append(self, match_id: int, start: int, texts: list[str], now: float) -> None:
        self.conn.executemany("INSERT OR REPLACE INTO actions(match_id, idx, action, saved) VALUES (?, ?, ?, ?)",
                              [(match_id, start + i, _clean(t), now) for i, t in enumerate(texts)])

    def _stored(self, match_id: int) -> tuple[Optional[str], list]:
        """The header and actions stored for a match (kept in memory after the first look; checked
        against the last stored action's number, so another connection's change is seen)."""
        row = self.conn.execute("SELECT MAX(idx) FROM actions WHERE match_id = ?", (match_id,)).fetchone()
        count = 0 if row[0] is None else int(row[0]) + 1
        cached = self._saved.get(match_id)
        if cached is not None and len(cached[1]) == count:
            return cached
        head_row = self.conn.execute("SELECT record FROM matches WHERE id = ?", (match_id,)).fetchone()
        actions = []
        for (text,) in self.conn.execute("SELECT action FROM actions WHERE match_id = ? ORDER BY idx", (match_id,)):
            try:
                actions.append(json.loads(text))
            except (TypeError, ValueError, RecursionError):
                actions.append(None)  # rewritten by the next save if it differs
        found = (head_row[0] if head_row else None, actions)
        self._saved[match_id] = found
        return found

    def finish_match(self, match_id: int, record_json: str, rows: list[dict]) -> None:
        """Stores the final record and one results row a seat, in one transaction.

        A row names its ``outcome`` ("win", "draw", "loss", "solo") and ``points`` (``Result.outcomes``
        and ``Result.points``); a row that gives only ``won`` (a caller of schema 1) gets "solo" when it
        is the only seat, else "win" or "loss", and the points of that. ``won`` is stored as
        outcome == "win". Scores and points may be fractions (½)."""
        now = time.time()
        self._saved.pop(match_id, None)
        with self._transaction():
            self.conn.execute("UPDATE matches SET record = ?, status = ?, updated = ?, finished = ? WHERE id = ?",
                              (_clean(record_json), FINISHED, now, now, match_id))
            self.conn.execute("DELETE FROM actions WHERE match_id = ?", (match_id,))
            self.conn.execute("DELETE FROM results WHERE match_id = ?", (match_id,))
            for row in rows:
                outcome, points = _outcome_of(row)
                self.conn.execute(
                    "INSERT INTO results(match_id, seat, game, profile_id, kind, level, name, score, rank, won,"
                    " players, extra, finished, outcome, points) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    tuple(_clean(v) for v in (
                        match_id, row["seat"], row["game"], row.get("profile"), row["kind"], row.get("level"),
                        row["name"], _number(row["score"]), int(row["rank"]), int(outcome == WIN),
                        int(row["players"]), json.dumps(row.get("extra", {})), now, outcome, points)))

    def mark_damaged(self, match_id: int) -> Optional[Path]:
        """Keeps a copy of a record that no longer loads (in the data folder's ``backups``) and
        takes it off the Continue list. Returns the copy, or None if it could not be written (the
        match is taken off the list all the same)."""
        target: Optional[Path] = None
        try:
            saved = self.match(match_id)
            raw = self.conn.execute("SELECT record FROM matches WHERE id = ?", (match_id,)).fetchone()
            folder = paths.backups_dir()
            target = folder / f"match-{match_id}-{time.strftime('%Y%m%d-%H%M%S')}.json"
            if raw is not None and isinstance(raw[0], bytes):
                target.write_bytes(raw[0])
            else:
                text = saved.record if saved is not None else ""
                target.write_bytes(text.encode("utf-8", "replace"))
        except Exception:  # the copy is best effort; the list must not keep a match that never loads
            target = None
        self._saved.pop(match_id, None)
        self._write("UPDATE matches SET status = ?, updated = ? WHERE id = ?", (DAMAGED, time.time(), match_id))
        return target

    def delete_match(self, match_id: int) -> None:
        self._saved.pop(match_id, None)
        with self._transaction():
            self.conn.execute("DELETE FROM actions WHERE match_id = ?", (match_id,))
            self.conn.execute("DELETE FROM matches WHERE id = ?", (match_id,))

    _MATCH_SQL = ("SELECT m.id, m.game, m.status, m.record, m.created, m.updated,"
                  " (SELECT a.saved FROM actions AS a WHERE a.match_id = m.id ORDER BY a.idx DESC LIMIT 1)"
                  " FROM matches AS m")

    def match(self, match_id: int) -> Optional[SavedMatch]:
        r = self.conn.execute(self._MATCH_SQL + " WHERE m.id = ?", (match_id,)).fetchone()
        return self._saved_match(r) if r else None

    def matches(self, status: str = ACTIVE) -> list[SavedMatch]:
        """The matches of a status, the latest change first. Never raises on odd rows: a record
        that cannot be put together comes with its ``problem``."""
        rows = self.conn.execute(self._MATCH_SQL + " WHERE m.status = ?", (status,)).fetchall()
        out = [self._saved_match(r) for r in rows]
        out.sort(key=lambda m: (m.updated, m.id), reverse=True)
        return out

    def _saved_match(self, r) -> SavedMatch:
        match_id, game, status, record, created, updated, last = r
        problem = None
        if isinstance(record, bytes):
            problem = "the record is stored as bytes, not text"
            record = record.decode("utf-8", "replace")
        elif not isinstance(record, str):
            problem = f"the record is not text ({type(record).__name__})"
            record = "" if record is None else str(record)
        if last is not None and problem is None:
            record, problem = self._with_actions(match_id, record)
        return SavedMatch(_int(match_id), str(game), str(status), record, _time(created),
                          max(_time(updated), _time(last)), problem)

    def _with_actions(self, match_id: int, head: str) -> tuple[str, Optional[str]]:
        try:
            data = json.loads(head)
            if not isinstance(data, dict):
                return head, "the match's header is not a JSON object"
            actions = []
            for n, (idx, text) in enumerate(self.conn.execute(
                    "SELECT idx, action FROM actions WHERE match_id = ? ORDER BY idx", (match_id,))):
                if idx != n:
                    return head, f"action {n + 1} is missing"
                actions.append(json.loads(text))
            data["actions"] = actions
            return json.dumps(data, ensure_ascii=False), None
        except (TypeError, ValueError, RecursionError) as exc:
            return head, f"the stored match cannot be read ({exc})"

    # --- results, for statistics -------------------------------------------------------------------
    def results(self, game: Optional[str] = None, profile_id: Optional[int] = None) -> list[dict]:
        """One dict a seat of every finished match (oldest first): match_id, seat, game, profile, kind,
        level, name, score, rank, won (a bool: the outcome is a win), players, extra, finished, outcome
        ("win", "draw", "loss" or "solo") and points (a float; None for a solitaire)."""
        where, params = self._where(game, profile_id)
        sql = ("SELECT match_id, seat, game, profile_id, kind, level, name, score, rank, won, players, extra, finished,"
               " outcome, points FROM results" + where)
        keys = ["match_id", "seat", "game", "profile", "kind", "level", "name", "score", "rank", "won", "players",
                "extra", "finished", "outcome", "points"]
        out = []
        for r in self.conn.execute(sql + " ORDER BY finished, match_id, seat", params):
            d = dict(zip(keys, r))
            d["won"] = bool(d["won"])
            d["finished"] = _time(d["finished"])
            try:
                d["extra"] = json.loads(d["extra"])
            except (TypeError, ValueError, RecursionError):
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

    def recent_games(self, limit: int = 6) -> list[str]:
        """The games of the finished matches, the most recently finished first, each once."""
        sql = "SELECT game FROM results GROUP BY game ORDER BY MAX(finished) DESC, MAX(match_id) DESC LIMIT ?"
        return [str(g) for (g,) in self.conn.execute(sql, (int(limit),))]

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

    def result_recent(self, game: str, last: int, profile_id: Optional[int] = None,
                      computers: bool = True) -> list[tuple]:
        """(who kind, who id, match number, finished, score, outcome, name, profile id) of every seat of
        the ``last`` newest finished matches of a game, oldest first. The matches are numbered 1, 2, ...
        in the order they finished among all the game's matches in scope (a person's own, with
        ``profile_id``; those with a person at the table, without ``computers``): one query however
        many matches were played."""
        seats = "" if computers else " AND kind != 'computer'"
        where, params = self._where(game, profile_id, seats)
        # the seats of the chosen matches are found by their match (the primary key), not by person
        outer, outer_params = " WHERE 1=1" + seats, []
        if profile_id is not None:
            outer += " AND +profile_id = ?"
            outer_params.append(profile_id)
        sql = (f"WITH m AS (SELECT match_id, MAX(finished) AS f,"
               f" ROW_NUMBER() OVER (ORDER BY MAX(finished), match_id) AS n FROM results{where}"
               f" GROUP BY match_id ORDER BY f DESC, match_id DESC LIMIT ?)"
               f" SELECT {self._WHO_KIND}, {self._WHO_ID}, m.n, finished, score, outcome, name, profile_id"
               f" FROM m CROSS JOIN results ON results.match_id = m.match_id{outer}"
               f" ORDER BY m.n, seat")
        return self.conn.execute(sql, params + [int(last)] + outer_params).fetchall()

    def result_histogram(self, game: str, start: float, width: float,
                         profile_id: Optional[int] = None) -> list[tuple]:
        """(who kind, who id, bar, count): how many final scores of each participant fall in each bar
        [start + bar × width, start + (bar + 1) × width) of a game (of one person with ``profile_id``)."""
        where, params = self._where(game, profile_id)
        sql = (f"SELECT {self._WHO_KIND}, {self._WHO_ID}, CAST((score - ?) / ? AS INTEGER) AS bar, COUNT(*)"
               f" FROM results{where} GROUP BY 1, 2, 3")
        return self.conn.execute(sql, [start, width] + params).fetchall()

    def result_scores(self, game: Optional[str] = None, profile_id: Optional[int] = None) -> list:
        """Every final score (of one person, or of every seat), lowest first."""
        where, params = self._where(game, profile_id)
        return [r[0] for r in self.conn.execute("SELECT score FROM results" + where + " ORDER BY score", params)]

    # --- settings ----------------------------------------------------------------------------------
    def setting(self, key: str, default: Optional[str] = None) -> Optional[str]:
        r = self.conn.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
        return r[0] if r and isinstance(r[0], str) else default

    def set_setting(self, key: str, value: str) -> None:
        self._write("INSERT INTO settings(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    (key, value))


def _int(value) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0


def _profile(r) -> Profile:
    name = r[1] if isinstance(r[1], str) else (r[1].decode("utf-8", "replace") if isinstance(r[1], bytes) else str(r[1]))
    colour = r[2] if isinstance(r[2], str) and re.fullmatch(r"#[0-9a-fA-F]{6}", r[2]) else COLOURS[0]
    return Profile(_int(r[0]), name, colour, bool(r[3]))


def _split(record_json) -> tuple[object, Optional[list[str]]]:
    """A record's JSON as (header without "actions", one JSON text an action); (the text, None)
    when it is not a JSON object with a list of actions."""
    try:
        data = json.loads(record_json)
    except (TypeError, ValueError, RecursionError):
        return record_json, None
    if not isinstance(data, dict) or not isinstance(data.get("actions"), list):
        return record_json, None
    try:
        actions = [json.dumps(a, ensure_ascii=False) for a in data.pop("actions")]
        return json.dumps(data, ensure_ascii=False), actions
    except (TypeError, ValueError, RecursionError):
        return record_json, None


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
