"""Statistics over finished matches, as plain values (no Qt here).

Everything is computed from ``Database.results()``: one row a seat of every finished match. A family
plays a few hundred matches at most, so the rows are read whole and grouped in Python; that keeps
the figures in one place and easy to test.

Who a row belongs to (a "participant"):

- a family member: the profile id (the current profile name is shown, so renaming follows);
- a person seat without a profile (not made by the set-up dialog today, but possible in a record):
  the name written in the row;
- a computer seat: its level, so "easy" and "optimal" computers get separate lines in a game's table.
  In ``win_share`` every computer is counted together under one entry.

What a row counts (``Database.results()`` gives each seat's ``outcome``): a win, a draw (first place
shared with other sides: see ``compendium.core.rules.derive_outcomes``), a loss, or a solitaire (a
match of one player: a score and a personal best, never a win). Win rates and the win share count
the matches played against somebody only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, NamedTuple, Optional

from compendium.core.text import Text

PERSON = "person"
COMPUTER = "computer"

WIN, DRAW, LOSS, SOLO = "win", "draw", "loss", "solo"  # as in compendium.core.rules

# Readable headings for game-specific figures stored in a result's ``extra``; other keys are shown
# as they are written. (A game plugin also knows these headings, but loading a plugin's module only
# to name a column would import game code that the statistics page does not otherwise need.)
@dataclass
class Row:
    """One line of the summary table: a participant's figures in one game."""

    game: str
    kind: str  # PERSON or COMPUTER
    profile: Optional[int]  # the profile id; None for a computer (or a person seat without a profile)
    level: Optional[str]  # the computer's level; None for a person
    name: str
    archived: bool
    colour: Optional[str]  # the profile's colour, None when there is no profile
    matches: int  # every finished match, solitaires too
    wins: int
    win_rate: float  # 0..1: wins of the matches against somebody (0 when there were none)
    best: float  # the best score: the highest, or the lowest in a game where the lowest score wins
    average: float
    totals: dict = field(default_factory=dict)  # every numeric ``extra`` key, summed over the matches
    draws: int = 0
    losses: int = 0
    solos: int = 0  # matches played alone
    points: float = 0.0  # match points: 1 a win, a draw's share (½ of two), 0 a loss
    solo_best: Optional[float] = None  # the personal best of the solitaires; None without one

    @property
    def contests(self) -> int:
        """Matches played against somebody: wins, draws and losses."""
        return self.wins + self.draws + self.losses

    @property
    def burned(self):
        """Pig: points lost on «чирик» over all these matches (0 in other games)."""
        return self.totals.get("burned", 0)


class Share(NamedTuple):
    """One bar of the win-share chart."""

    name: str
    wins: int
    computer: bool = False  # True for the single entry that gathers every computer seat
    profile: Optional[int] = None
    colour: Optional[str] = None
    matches: int = 0  # matches against somebody (solitaires are not counted)
    draws: int = 0


class Point(NamedTuple):
    """One finished match of one participant, numbered within its game (1 = the first finished)."""

    number: int
    finished: float
    score: float
    won: bool
    outcome: str = ""  # WIN, DRAW, LOSS or SOLO


@dataclass
class Series:
    """A participant's scores match after match in one game."""

    name: str
    kind: str
    profile: Optional[int]
    colour: Optional[str]
    archived: bool
    points: list = field(default_factory=list)  # Point values, oldest first
    solo_best: Optional[float] = None  # the best score of the matches played alone, if any


# --- helpers ------------------------------------------------------------------------------------------
def _participant(row: dict) -> tuple:
    if row["kind"] == COMPUTER:
        return (2, row.get("level") or row["name"])
    if row.get("profile") is not None:
        return (0, row["profile"])
    return (1, row["name"])


def _outcome(row: dict) -> str:
    return row.get("outcome") or (WIN if row.get("won") else LOSS)


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _higher_is_better(rows: list[dict]) -> bool:
    """Whether a game's winners have the highest scores (most games) or the lowest.

    The results table does not store the direction, so it is read from the matches themselves:
    in how many matches was the winner's score the top one, and in how many the bottom one.
    """
    by_match: dict[int, list[dict]] = {}
    for r in rows:
        by_match.setdefault(r["match_id"], []).append(r)
    top = bottom = 0
    for seats in by_match.values():
        scores = [s["score"] for s in seats]
        if len(seats) < 2 or len(set(scores)) < 2:
            continue
        for s in seats:
            if s["rank"] == 1:
                top += s["score"] == max(scores)
                bottom += s["score"] == min(scores)
    return top >= bottom


def _profiles(db) -> dict:
    return {p.id: p for p in db.profiles(include_archived=True)}


def _sort_key(key: tuple) -> tuple:
    kind, ident = key
    return (kind, ident if kind == 0 else str(ident).casefold())


# --- queries ------------------------------------------------------------------------------------------
def summary(db, profile_id: Optional[int] = None, game: Optional[str] = None) -> list[Row]:
    """Figures per (participant, game), ordered by game id, then family members (by profile id),
    then person seats without a profile, then computers.

    With ``profile_id`` only that person's rows are returned; without it computers are included.
    """
    rows = db.results(game=game)
    profiles = _profiles(db)
    by_game: dict[str, list[dict]] = {}
    for r in rows:
        by_game.setdefault(r["game"], []).append(r)

    out: list[Row] = []
    for game_id in sorted(by_game):
        game_rows = by_game[game_id]
        higher = _higher_is_better(game_rows)
        groups: dict[tuple, list[dict]] = {}
        for r in game_rows:
            if profile_id is not None and r.get("profile") != profile_id:
                continue
            groups.setdefault(_participant(r), []).append(r)
        for key in sorted(groups, key=_sort_key):
            seats = groups[key]
            scores = [s["score"] for s in seats]
            outcomes = [_outcome(s) for s in seats]
            wins = outcomes.count(WIN)
            draws = outcomes.count(DRAW)
            losses = outcomes.count(LOSS)
            solo_scores = [s["score"] for s, o in zip(seats, outcomes) if o == SOLO]
            points = sum(s.get("points") or 0.0 for s, o in zip(seats, outcomes) if o != SOLO)
            totals: dict = {}
            for s in seats:
                for k, v in (s.get("extra") or {}).items():
                    if _is_number(v):
                        totals[k] = totals.get(k, 0) + v
            last = seats[-1]  # the newest row carries the newest name of a computer or a guest
            profile = profiles.get(last.get("profile")) if key[0] == 0 else None
            out.append(Row(
                game=game_id,
                kind=COMPUTER if key[0] == 2 else PERSON,
                profile=last.get("profile") if key[0] == 0 else None,
                level=last.get("level") if key[0] == 2 else None,
                name=profile.name if profile else last["name"],
                archived=bool(profile and profile.archived),
                colour=profile.colour if profile else None,
                matches=len(seats),
                wins=wins,
                win_rate=wins / (wins + draws + losses) if wins + draws + losses else 0.0,
                best=max(scores) if higher else min(scores),
                average=sum(scores) / len(scores),
                totals=totals,
                draws=draws,
                losses=losses,
                solos=len(solo_scores),
                points=points,
                solo_best=(max(solo_scores) if higher else min(solo_scores)) if solo_scores else None,
            ))
    return out


def results_over_time(db, profile_id: int, game: str) -> list[tuple[float, float, bool]]:
    """``(finished time, score, won)`` of every finished match of a person in a game, oldest first
    (``won`` only for a win: not for a draw, nor for a solitaire)."""
    return [(r["finished"], r["score"], r["won"]) for r in db.results(game=game, profile_id=profile_id)]


def timeline(db, game: str, profile_id: Optional[int] = None, computers: bool = False) -> list[Series]:
    """Every participant's scores in a game, oldest first.

    The matches shown are numbered 1, 2, ... in the order they finished: with several people their
    lines line up match by match; with ``profile_id`` (that person's line only) the numbers count
    that person's own matches. Computers are left out unless asked for.
    """
    profiles = _profiles(db)
    groups: dict[tuple, list[dict]] = {}
    numbers: dict[int, int] = {}
    every = db.results(game=game)
    higher = _higher_is_better(every)
    for r in every:  # ordered by finish time
        if profile_id is not None and r.get("profile") != profile_id:
            continue
        if r["kind"] == COMPUTER and not computers:
            continue
        numbers.setdefault(r["match_id"], len(numbers) + 1)
        groups.setdefault(_participant(r), []).append(r)
    out = []
    for key in sorted(groups, key=_sort_key):
        seats = groups[key]
        profile = profiles.get(seats[-1].get("profile")) if key[0] == 0 else None
        alone = [s["score"] for s in seats if _outcome(s) == SOLO]
        out.append(Series(
            name=profile.name if profile else seats[-1]["name"],
            kind=COMPUTER if key[0] == 2 else PERSON,
            profile=profile.id if profile else None,
            colour=profile.colour if profile else None,
            archived=bool(profile and profile.archived),
            points=[Point(numbers[s["match_id"]], s["finished"], s["score"], _outcome(s) == WIN, _outcome(s))
                    for s in seats],
            solo_best=(max(alone) if higher else min(alone)) if alone else None,
        ))
    return out


def win_share(db, game: Optional[str] = None) -> list[Share]:
    """Wins and draws by person (everyone who finished a match against somebody in scope, with 0
    wins too; solitaires are left out), family members in profile order, then any person seat
    without a profile, and last one entry for all computers together (``computer=True``, named
    "Computer"; the page shows its own translated word)."""
    rows = db.results(game=game)
    profiles = _profiles(db)
    wins: dict[tuple, int] = {}
    draws: dict[tuple, int] = {}
    played: dict[tuple, int] = {}
    names: dict[tuple, str] = {}
    for r in rows:
        outcome = _outcome(r)
        if outcome == SOLO:
            continue
        if r["kind"] == COMPUTER:
            key: tuple = (2, "")
        else:
            key = _participant(r)
        wins[key] = wins.get(key, 0) + (1 if outcome == WIN else 0)
        draws[key] = draws.get(key, 0) + (1 if outcome == DRAW else 0)
        played[key] = played.get(key, 0) + 1
        names[key] = r["name"]
    out = []
    for key in sorted(wins, key=_sort_key):
        if key[0] == 2:
            out.append(Share("Computer", wins[key], True, None, None, played[key], draws[key]))
            continue
        profile = profiles.get(key[1]) if key[0] == 0 else None
        out.append(Share(profile.name if profile else names[key], wins[key], False,
                         profile.id if profile else None, profile.colour if profile else None, played[key],
                         draws[key]))
    return out


def score_distribution(db, game: str, profile_id: Optional[int] = None) -> list[int]:
    """Every final score in a game (of one person, or of every seat, computers too), lowest first."""
    return sorted(r["score"] for r in db.results(game=game, profile_id=profile_id))


def games_played(db) -> list[str]:
    """Ids of the games that have at least one finished match, sorted."""
    return sorted({r["game"] for r in db.results()})


def extra_heading(key: str, games: Iterable[str] = ()) -> Optional[Text]:
    """The readable heading of a game-specific figure, as the game's own plugin names it
    (``Plugin.extra_columns``), or None when no playable game among ``games`` names it."""
    from compendium.core import registry

    for game in games:
        if game not in registry.playable_ids():
            continue
        for k, heading in registry.load(game).extra_columns:
            if k == key:
                return heading
    return None
