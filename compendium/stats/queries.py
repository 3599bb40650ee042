"""Statistics over finished matches, as plain values (no Qt here).

Everything is computed from the results table (one row a seat of every finished match) by SQL
aggregates (``Database.result_groups`` and its neighbours): each view reads a few rows per person and
game, however many matches were played, and no row's ``extra`` JSON is decoded in Python.

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

import weakref
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


def _higher_is_better(counts: Optional[tuple[int, int]]) -> bool:
    """Whether a game's winners have the highest scores (most games) or the lowest.

    The results table does not store the direction, so it is read from the matches themselves
    (``Database.result_directions``): in how many matches was the winner's score the top one, and
    in how many the bottom one.
    """
    top, bottom = counts or (0, 0)
    return top >= bottom


# --- what the views share, kept until the results change ----------------------------------------
_kept: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()  # db -> (stamp, {what: value})


def _memo(db, what: tuple, compute):
    """``compute()``, kept for ``db`` under ``what`` until its results change (``results_stamp``):
    reopening the page or choosing another game reads nothing again that it has read."""
    stamp = db.results_stamp()
    try:
        kept_stamp, values = _kept[db]
    except (KeyError, TypeError):
        kept_stamp, values = None, {}
    if kept_stamp != stamp:
        values = {}
        try:
            _kept[db] = (stamp, values)
        except TypeError:  # a database object that cannot be referred to weakly: nothing is kept
            pass
    if what not in values:
        values[what] = compute()
    return values[what]


def _who(kind: str, profile, level, name) -> tuple:
    if kind == COMPUTER:
        return (2, level or name)
    if profile is not None:
        return (0, profile)
    return (1, name)


class _Tally:
    """One participant's figures in one game, merged from the stored rows' groups."""

    __slots__ = ("matches", "wins", "draws", "losses", "solos", "points", "hi", "lo", "total", "solo_hi",
                 "solo_lo", "newest", "newest_contest", "stored", "totals")

    def __init__(self):
        self.matches = self.wins = self.draws = self.losses = self.solos = 0
        self.points = 0.0
        self.hi = self.lo = self.solo_hi = self.solo_lo = None
        self.total = 0
        self.newest = self.newest_contest = None  # (finish time, (kind, profile, level, name))
        self.stored: list = []  # the (kind, profile, level, name) groups merged here
        self.totals: dict = {}


def _max(a, b):
    return b if a is None else a if b is None else max(a, b)


def _min(a, b):
    return b if a is None else a if b is None else min(a, b)


def warm(db):
    """Reads the figures every view starts from, a query at a time (a generator: each step a few
    milliseconds at ten thousand matches), so that a window can read them on idle."""
    for what, method in _READS:
        _memo(db, (what,), getattr(db, method))
        yield
    _tallies(db)


_READS = (("rows", "result_tallies"), ("totals", "result_totals"), ("directions", "result_directions"))


def _tallies(db) -> dict:
    """{game: {participant: _Tally}} over every finished match, and the games' directions."""
    def compute():
        out: dict = {}
        for (game, kind, profile, level, name, matches, wins, draws, losses, solos, points, hi, lo, total,
             solo_hi, solo_lo, newest, newest_contest) in _memo(db, ("rows",), db.result_tallies):
            t = out.setdefault(game, {}).setdefault(_who(kind, profile, level, name), _Tally())
            stored = (kind, profile, level, name)
            t.stored.append(stored)
            t.matches += matches
            t.wins += wins
            t.draws += draws
            t.losses += losses
            t.solos += solos
            t.points += points
            t.total += total
            t.hi, t.lo = _max(t.hi, hi), _min(t.lo, lo)
            t.solo_hi, t.solo_lo = _max(t.solo_hi, solo_hi), _min(t.solo_lo, solo_lo)
            if t.newest is None or newest > t.newest[0]:
                t.newest = (newest, stored)
            if newest_contest is not None and (t.newest_contest is None or newest_contest > t.newest_contest[0]):
                t.newest_contest = (newest_contest, stored)
        for game, kind, profile, level, name, k, v in _memo(db, ("totals",), db.result_totals):
            t = out[game][_who(kind, profile, level, name)]
            t.totals[k] = t.totals.get(k, 0) + v
        return out, _memo(db, ("directions",), db.result_directions)

    return _memo(db, ("tallies",), compute)


def _newest(db, game: Optional[str], key: tuple, tallies: list, against_somebody: bool = False) -> tuple:
    """(name, level, profile id) of a participant's newest row, over the given tallies."""
    attr = "newest_contest" if against_somebody else "newest"
    stored = [s for t in tallies for s in t.stored]
    if len(stored) == 1:  # one stored name: it is the newest
        kind, profile, level, name = stored[0]
        return name, level, profile
    kind, profile, level, name = max((getattr(t, attr) for t in tallies if getattr(t, attr) is not None),
                                     key=lambda x: x[0])[1]
    if key[0] == 0:
        profile = key[1]
    found = _memo(db, ("newest", game, key, against_somebody),
                  lambda: db.newest_result(game, kind, profile, key[1] if key[0] == 2 else level, name,
                                           against_somebody))
    return found if found is not None else (name, level, profile)


def _profiles(db) -> dict:
    """Profile id -> profile, kept until the database changes (``results_stamp`` counts every write,
    a profile's too): a page filled in asked for them four or five times, each a query."""
    return _memo(db, ("profiles",), lambda: {p.id: p for p in db.profiles(include_archived=True)})


def _sort_key(key: tuple) -> tuple:
    kind, ident = key
    return (kind, ident if kind == 0 else str(ident).casefold())


def _score(value):
    """A score as the results table gives it back from an aggregate (a whole float as an int)."""
    return int(value) if isinstance(value, float) and value.is_integer() else value


# --- queries ------------------------------------------------------------------------------------------
# Each figure is an SQL aggregate (compendium.storage.db: result_groups, result_totals, ...): a page
# over ten thousand matches reads a few dozen rows, not every seat of every match.
def summary(db, profile_id: Optional[int] = None, game: Optional[str] = None) -> list[Row]:
    """Figures per (participant, game), ordered by game id, then family members (by profile id),
    then person seats without a profile, then computers.

    With ``profile_id`` only that person's rows are returned; without it computers are included.
    """
    tallies, directions = _tallies(db)
    profiles = _profiles(db) if tallies else {}
    out: list[Row] = []
    for game_id in sorted(tallies):
        if game and game_id != game:
            continue
        higher = _higher_is_better(directions.get(game_id))
        found = tallies[game_id]
        for key in sorted(found, key=_sort_key):
            if profile_id is not None and key != (0, profile_id):
                continue
            t = found[key]
            last_name, last_level, last_profile = _newest(db, game_id, key, [t])
            profile = profiles.get(last_profile) if key[0] == 0 else None
            contests = t.wins + t.draws + t.losses
            out.append(Row(
                game=game_id,
                kind=COMPUTER if key[0] == 2 else PERSON,
                profile=last_profile if key[0] == 0 else None,
                level=last_level if key[0] == 2 else None,
                name=profile.name if profile else last_name,
                archived=bool(profile and profile.archived),
                colour=profile.colour if profile else None,
                matches=t.matches,
                wins=t.wins,
                win_rate=t.wins / contests if contests else 0.0,
                best=_score(t.hi if higher else t.lo),
                average=t.total / t.matches,
                totals=dict(t.totals),
                draws=t.draws,
                losses=t.losses,
                solos=t.solos,
                points=t.points,
                solo_best=_score(t.solo_hi if higher else t.solo_lo) if t.solos else None,
            ))
    return out


def results_over_time(db, profile_id: int, game: str) -> list[tuple[float, float, bool]]:
    """``(finished time, score, won)`` of every finished match of a person in a game, oldest first
    (``won`` only for a win: not for a draw, nor for a solitaire)."""
    return [(finished, score, outcome == WIN)
            for _, _, _, finished, score, outcome, _, _ in db.result_points(game, profile_id=profile_id)]


TIMELINE_MATCHES = 100  # the timeline shows a game's newest matches, as many as a chart can tell apart


def timeline(db, game: str, profile_id: Optional[int] = None, computers: bool = False,
             last: Optional[int] = None) -> list[Series]:
    """Every participant's scores in a game, oldest first.

    The matches shown are numbered 1, 2, ... in the order they finished: with several people their
    lines line up match by match; with ``profile_id`` (that person's line only) the numbers count
    that person's own matches. Computers are left out unless asked for. With ``last`` only the
    newest ``last`` matches are given (still numbered among all of them; one SQL query however many
    were played), and the personal best alone is the one over every match.
    """
    if last is not None:
        return _memo(db, ("recent", game, profile_id, computers, last),
                     lambda: _recent(db, game, profile_id, computers, last))
    profiles = _profiles(db)
    groups: dict[tuple, list[tuple]] = {}
    numbers: dict[int, int] = {}
    higher = _higher_is_better(_tallies(db)[1].get(game))
    rows = _memo(db, ("points", game, profile_id, computers),
                 lambda: db.result_points(game, profile_id=profile_id, computers=computers))
    for r in rows:  # ordered by finish time
        numbers.setdefault(r[2], len(numbers) + 1)
        groups.setdefault((r[0], r[1]), []).append(r)
    out = []
    for key in sorted(groups, key=_sort_key):
        seats = groups[key]
        profile = profiles.get(seats[-1][7]) if key[0] == 0 else None
        alone = [s[4] for s in seats if s[5] == SOLO]
        out.append(_series(key, seats, profile, lambda match_id: numbers[match_id],
                           (max(alone) if higher else min(alone)) if alone else None))
    return out


def _series(key: tuple, seats: list[tuple], profile, number, solo_best) -> Series:
    """One participant's line from their stored rows (``(kind, who, match, finished, score,
    outcome, name, profile)``, oldest first); ``number(match)`` is the match's number on the chart."""
    return Series(
        name=profile.name if profile else seats[-1][6],
        kind=COMPUTER if key[0] == 2 else PERSON,
        profile=profile.id if profile else None,
        colour=profile.colour if profile else None,
        archived=bool(profile and profile.archived),
        points=[Point(number(match), finished, score, outcome == WIN, outcome)
                for _, _, match, finished, score, outcome, _, _ in seats],
        solo_best=solo_best,
    )


def _recent(db, game: str, profile_id: Optional[int], computers: bool, last: int) -> list[Series]:
    profiles = _profiles(db)
    tallies, directions = _tallies(db)
    higher = _higher_is_better(directions.get(game))
    groups: dict[tuple, list[tuple]] = {}
    for r in db.result_recent(game, last, profile_id=profile_id, computers=computers):  # oldest first
        groups.setdefault((r[0], r[1]), []).append(r)
    out = []
    for key in sorted(groups, key=_sort_key):
        seats = groups[key]
        profile = profiles.get(seats[-1][7]) if key[0] == 0 else None
        t = tallies.get(game, {}).get(key)
        solo_best = _score(t.solo_hi if higher else t.solo_lo) if t is not None and t.solos else None
        out.append(_series(key, seats, profile, lambda number: number, solo_best))  # numbered by the query
    return out


def round_step(span: float, most: int = 8) -> int:
    """A round step (1, 2, 5, 10, 20, 25, 50, ...) that cuts ``span`` into at most about ``most`` steps."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000):
        if span / step <= most:
            return step
    return 10000


@dataclass
class Bars:
    """One participant's bars of a score histogram: ``counts[i]`` scores in [start + i × width, ...)."""

    name: str
    kind: str  # PERSON or COMPUTER (every computer together, named "Computer": the page translates it)
    profile: Optional[int]
    colour: Optional[str]
    counts: list


@dataclass
class Histogram:
    start: float
    width: int
    bars: int  # how many bars every participant has
    series: list  # Bars, family members first (in profile order), then computers


def score_histogram(db, game: str, profile_id: Optional[int] = None) -> Optional[Histogram]:
    """How a game's final scores are spread, per participant (every computer together): about a
    dozen bars of a round width over the range of the scores. One SQL aggregate; None without a
    score. The same bars for everyone, so that their counts can stand side by side."""
    return _memo(db, ("histogram", game, profile_id), lambda: _histogram(db, game, profile_id))


def _histogram(db, game: str, profile_id: Optional[int]) -> Optional[Histogram]:
    found = _tallies(db)[0].get(game, {})
    if profile_id is not None:
        found = {k: t for k, t in found.items() if k == (0, profile_id)}
    if not found:
        return None
    lo = min(t.lo for t in found.values())
    hi = max(t.hi for t in found.values())
    width = round_step((hi - lo + 1) * 8 / 12)  # about a dozen bars at most
    start = (lo // width) * width
    bars = int((hi - start) // width) + 1
    counts: dict[tuple, list] = {}
    for kind, ident, bar, count in db.result_histogram(game, start, width, profile_id=profile_id):
        key = (2, "") if kind == 2 else (kind, ident)
        row = counts.setdefault(key, [0] * bars)
        row[min(max(int(bar), 0), bars - 1)] += count
    profiles = _profiles(db)
    out = []
    for key in sorted(counts, key=_sort_key):
        if key[0] == 2:
            out.append(Bars("Computer", COMPUTER, None, None, counts[key]))
            continue
        profile = profiles.get(key[1]) if key[0] == 0 else None
        name = profile.name if profile else _newest(db, game, key, [found[key]])[0]
        out.append(Bars(name, PERSON, profile.id if profile else None, profile.colour if profile else None,
                        counts[key]))
    return Histogram(start, width, bars, out)


def win_share(db, game: Optional[str] = None) -> list[Share]:
    """Wins and draws by person (everyone who finished a match against somebody in scope, with 0
    wins too; solitaires are left out), family members in profile order, then any person seat
    without a profile, and last one entry for all computers together (``computer=True``, named
    "Computer"; the page shows its own translated word)."""
    tallies, _ = _tallies(db)
    found: dict[tuple, list] = {}
    for game_id, participants in tallies.items():
        if game and game_id != game:
            continue
        for key, t in participants.items():
            if t.wins + t.draws + t.losses:
                found.setdefault((2, "") if key[0] == 2 else key, []).append(t)
    if not found:
        return []
    profiles = _profiles(db)
    out = []
    for key in sorted(found, key=_sort_key):
        ts = found[key]
        wins = sum(t.wins for t in ts)
        draws = sum(t.draws for t in ts)
        played = sum(t.wins + t.draws + t.losses for t in ts)
        if key[0] == 2:
            out.append(Share("Computer", wins, True, None, None, played, draws))
            continue
        profile = profiles.get(key[1]) if key[0] == 0 else None
        name = profile.name if profile else _newest(db, game, key, ts, against_somebody=True)[0]
        out.append(Share(name, wins, False, profile.id if profile else None, profile.colour if profile else None,
                         played, draws))
    return out


def score_distribution(db, game: str, profile_id: Optional[int] = None) -> list[int]:
    """Every final score in a game (of one person, or of every seat, computers too), lowest first."""
    return list(_memo(db, ("scores", game, profile_id), lambda: db.result_scores(game=game, profile_id=profile_id)))


def games_played(db) -> list[str]:
    """Ids of the games that have at least one finished match, sorted."""
    return sorted(_tallies(db)[0])


_playable_kept: list = [None]  # [(catalog data, installed engines, registry.playable_ids())]


def extra_heading(key: str, games: Iterable[str] = ()) -> Optional[Text]:
    """The readable heading of a game-specific figure, as the game's own plugin names it
    (``Plugin.extra_columns``), or None when no playable game among ``games`` names it."""
    from compendium.core import registry

    # The games that can be played, worked out once per catalog and set of installed engines (each
    # time it looked for every game's module: about a millisecond, asked once per row and figure).
    found = (registry.catalog_data(), registry._external())
    if _playable_kept[0] is None or _playable_kept[0][0] is not found[0] or _playable_kept[0][1] is not found[1]:
        _playable_kept[0] = (found[0], found[1], registry.playable_ids())
    playable = _playable_kept[0][2]
    for game in games:
        if game not in playable:
            continue
        for k, heading in registry.load(game).extra_columns:
            if k == key:
                return heading
    return None
