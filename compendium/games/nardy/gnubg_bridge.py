"""GNU Backgammon's engine (the ``gnubg`` package on PyPI) for short nardy's master level (Qt-free).

This is the only module of the program that imports ``gnubg``, and only when the master level is
first asked (``available``, ``best_turn``, ``cube_action``, ``take_decision``); without the
package, or with a broken one, ``available()`` is False and nothing here raises on import.

The numbering needs no conversion: gnubg, like ``position.Position``, counts each side's points
from its own home (1..6 its home, 24 its furthest point, 25 the bar), with the side on roll second
on its board (``board[1]``); a gnubg step (from, to) is ours, 0 being off.

Turns: ``gnubg.findbestmove`` at ``PLIES`` (gnubg's own move filters). Its answer is checked against
our legal turns (``position.turns``); the package's move tuples lose every step after a checker
borne off, so such answers (and any that do not match) are decided here instead with gnubg's
evaluation of every legal result (the bear-off databases make it exact enough near the end).

The cube: the package's ``evaluate`` gives cubeless chances (win, gammon, backgammon each way; it
has no cube analysis), so the cube decisions put them into Janowski's model of a cube with
``CUBE_LIFE`` (money play), or weigh the match equities of gnubg's table (match play; the
Crawford rule as the match has it). GNU Backgammon is GPL-3.0-or-later.

Threads: the package keeps state in the thread that imported it (its move search crashes in other
threads), so it is imported, and every call is made, in one thread of the bridge's own
(``_in_engine``), one call at a time, whichever thread asks.
"""

from __future__ import annotations

import logging
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Optional

from compendium.games.nardy.position import CHECKERS, SHORT, Position, Step, apply_steps, turns

log = logging.getLogger(__name__)

PLIES = 2  # gnubg's look-ahead for turns ("world class" in its own terms)
CUBE_PLIES = 2  # and for the chances the cube decisions are made on
CUBE_LIFE = 0.68  # Janowski's cube efficiency x (0: a dead cube, 1: a fully live one)
RECUBE_VIG = 0.05  # match play: what a live cube in the taker's hands is worth, of the 2-cube's spread

# The package keeps thread-local state made in the thread that imports it (other threads crash
# in its move search): it is imported, and every call made, in one thread of its own, one at a time.
_thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="gnubg")
_thread_id: Optional[int] = None
_gnubg = None
_failed: Optional[str] = None


def _in_engine(fn, *args):
    """``fn(*args)`` in the engine's thread (at once when already there), its result or exception."""
    if threading.get_ident() == _thread_id:
        return fn(*args)
    return _thread.submit(fn, *args).result()


def _load():
    global _gnubg, _failed, _thread_id
    _thread_id = threading.get_ident()
    if _gnubg is None and _failed is None:
        try:
            import gnubg  # noqa: PLC0415 - lazily, the only import of gnubg in the program
            board = _board(Position(SHORT, *_start_sides()))
            gnubg.evaluate(board, gnubg.cubeinfo(), gnubg.evalcontext(0, 0, 1, 0, 0.0))
            _gnubg = gnubg
        except Exception as exc:  # missing, or a build that does not load or evaluate
            _failed = f"{type(exc).__name__}: {exc}"
            log.info("GNU Backgammon's package is not usable: %s", _failed)
    return _gnubg


def _engine():
    """The ``gnubg`` module, imported on first use (in the engine's thread); None when it cannot be
    (the reason logged)."""
    if _gnubg is not None or _failed is not None:
        return _gnubg
    return _in_engine(_load)


def _start_sides():
    side = [0] * 26
    side[24], side[13], side[8], side[6] = 2, 5, 3, 5
    return tuple(side), tuple(side)


def available() -> bool:
    """Whether gnubg can be imported and evaluates a position (checked once, then remembered)."""
    return _engine() is not None


def why_unavailable() -> str:
    """The reason ``available()`` is False ("" when it is True or not yet checked)."""
    return _failed or ""


# --- conversions ------------------------------------------------------------------------------------
def _side(counts) -> tuple[int, ...]:
    """One side of gnubg's board: points 1..24 at 0..23, the bar at 24 (the borne-off are left out)."""
    return tuple(counts[1:26])


def to_board(pos: Position) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """gnubg's board of a short-nardy position: (the opponent's side, the side on roll)."""
    if pos.variant != SHORT:
        raise ValueError("GNU Backgammon plays short nardy (backgammon) only")
    return _side(pos.theirs), _side(pos.mine)


_board = to_board


def from_board(board, variant: str = SHORT) -> Position:
    """Our position from gnubg's board (the side on roll is ``board[1]``); the borne-off are the rest."""
    def side(row):
        row = tuple(int(n) for n in row)
        return (CHECKERS - sum(row),) + row

    return Position(variant, side(board[1]), side(board[0]))


def steps_from_gnubg(move) -> tuple[Step, ...]:
    """Our steps from gnubg's move tuple (from, to, from, to, ...): the same numbers (25 bar, 0 off).
    A trailing lone number (the package cuts a move after a checker borne off) becomes (from, 0)."""
    move = tuple(int(n) for n in move)
    steps = [(move[i], move[i + 1]) for i in range(0, len(move) - 1, 2)]
    if len(move) % 2:
        steps.append((move[-1], 0))
    return tuple(steps)


def steps_to_gnubg(steps) -> tuple[int, ...]:
    """gnubg's move tuple of our steps."""
    return tuple(n for step in steps for n in step)


# --- turns ----------------------------------------------------------------------------------------
def best_turn(pos: Position, dice: tuple[int, int], *, plies: int = PLIES, cube: Optional[dict] = None,
              gammons: bool = True) -> tuple[Step, ...]:
    """gnubg's best turn for the seat that sees ``pos`` with ``dice``: one of ``position.turns``'
    step sequences (the canonical one of the position it reaches). ``cube``: ``cube_info``'s
    arguments when the cube or a match is in play (in a match the turns are then chosen by the
    match's equities at the score); ``gammons`` False: only winning counts, so the turn with the best
    chance to win."""
    legal = turns(pos, tuple(dice))
    if len(legal) == 1:
        return next(iter(legal.values()))
    for after, steps in legal.items():
        if after.mine[0] == CHECKERS:
            return steps  # the last checker borne off: the game is won
    g = _engine()
    if g is None:
        raise RuntimeError("GNU Backgammon's package is not available: " + why_unavailable())
    ci = cube_info(**(cube or {}))
    if not gammons:
        return _in_engine(_best_by_evaluation, g, legal, ci, plies, True)

    def search():
        # cubeless: the package's money cubeinfo applies the Jacoby rule (gammons not counted with
        # the cube centred), which our rules do not have; in a match the score's equities still count
        ec = g.evalcontext(0, plies, 1, 0, 0.0)
        return g.findbestmove(to_board(pos), ci, ec, tuple(dice))

    move = _in_engine(search)
    steps = steps_from_gnubg(move)
    if len(move) % 2 == 0:
        try:
            after = apply_steps(pos, steps)
        except (ValueError, IndexError):
            after = None
        if after in legal:
            return legal[after]
    return _in_engine(_best_by_evaluation, g, legal, ci, plies)


def _best_by_evaluation(g, legal: dict, ci: dict, plies: int, by_chance: bool = False) -> tuple[Step, ...]:
    """The legal turn whose result is worst for the opponent on roll (its equity, or with
    ``by_chance`` its chance to win): all at 0 plies, the best few (as gnubg's move filter keeps
    them) again at ``plies`` - 1 (gnubg's n-ply move is its result evaluated at n - 1 plies)."""
    opp_ci = dict(ci)
    opp_ci["move"] = 1 - ci.get("move", 0)
    margin = 0.08 if by_chance else 0.16

    def value(out) -> tuple[float, float]:  # the opponent's: lower is better for us
        # by chance first (equal chances, e.g. both sure, are told apart by the equity), or by equity
        return (round(out[0], 4), out[5]) if by_chance else (out[5], 0.0)

    results = list(legal.items())
    opp_ci = g.cubeinfo(opp_ci["cube"], opp_ci["cubeowner"], opp_ci["move"], opp_ci["matchto"],
                        tuple(opp_ci["score"]), opp_ci["crawford"])
    ec0 = g.evalcontext(0, 0, 1, 0, 0.0)
    scored = sorted((value(g.evaluate(to_board(after.swapped()), opp_ci, ec0)), i)
                    for i, (after, _) in enumerate(results))
    if plies <= 1 or len(scored) == 1:
        return results[scored[0][1]][1]
    deep = g.evalcontext(0, plies - 1, 1, 0, 0.0)
    best = scored[0][0][0]
    few = [i for v, i in scored[:8] if v[0] <= best + margin]
    rescored = sorted((value(g.evaluate(to_board(results[i][0].swapped()), opp_ci, deep)), i) for i in few)
    return results[rescored[0][1]][1]


# --- the cube -------------------------------------------------------------------------------------
def cube_info(cube: int = 1, owner: Optional[int] = None, score: tuple[int, int] = (0, 0), match_to: int = 1,
              crawford: bool = False) -> dict:
    """gnubg's cubeinfo with the side on roll as player 0: ``owner`` None (centred), 0 (the side on
    roll) or 1; ``score`` (the side on roll's, the other's); ``match_to`` 1 is money play."""
    g = _engine()
    if g is None:
        return {"cube": cube, "cubeowner": -1 if owner is None else owner, "move": 0,
                "matchto": 0 if match_to <= 1 else match_to, "score": tuple(score), "crawford": int(crawford)}
    return _in_engine(g.cubeinfo, int(cube), -1 if owner is None else int(owner), 0,
                      0 if match_to <= 1 else int(match_to), (int(score[0]), int(score[1])), int(bool(crawford)))


def chances(pos: Position, *, plies: int = CUBE_PLIES) -> tuple[float, float, float, float, float]:
    """gnubg's cubeless chances for the side on roll before its throw: (win, win a gammon or more,
    win a backgammon, lose a gammon or more, lose a backgammon)."""
    g = _engine()
    if g is None:
        raise RuntimeError("GNU Backgammon's package is not available: " + why_unavailable())
    if pos.mine[0] == CHECKERS:
        return (1.0, 0.0, 0.0, 0.0, 0.0)
    if pos.theirs[0] == CHECKERS:
        return (0.0, 0.0, 0.0, 0.0, 0.0)
    board = to_board(pos)
    out = _in_engine(lambda: g.evaluate(board, g.cubeinfo(), g.evalcontext(0, plies, 1, 0, 0.0)))
    return tuple(float(x) for x in out[:5])


def _janowski(p: float, w: float, l: float, owner: str) -> float:
    """Janowski's cubeful equity (per unit of the cube) of the side on roll with the cube ``owner``
    ("centre", "me", "them"): a mix, by ``CUBE_LIFE``, of the dead cube's equity and the live cube's
    piecewise line through the take point and the cash point."""
    dead = p * (w + l) - l
    tp = (l - 0.5) / (w + l + 0.5)
    cp = (l + 1.0) / (w + l + 0.5)

    def line(x0, y0, x1, y1):
        return y0 + (y1 - y0) * (p - x0) / (x1 - x0) if x1 > x0 else y1

    if owner == "me":
        live = line(0.0, -l, cp, 1.0) if p < cp else line(cp, 1.0, 1.0, w)
    elif owner == "them":
        live = line(0.0, -l, tp, -1.0) if p < tp else line(tp, -1.0, 1.0, w)
    else:
        live = line(0.0, -l, tp, -1.0) if p < tp else (line(tp, -1.0, cp, 1.0) if p < cp else line(cp, 1.0, 1.0, w))
    return CUBE_LIFE * live + (1.0 - CUBE_LIFE) * dead


def _values(ch, gammons: bool) -> tuple[float, float, float]:
    """(win chance, the average points of a win, of a loss) per unit of the cube."""
    p, wg, wbg, lg, lbg = ch
    p = min(max(p, 1e-6), 1.0 - 1e-6)
    if not gammons:
        return p, 1.0, 1.0
    return p, 1.0 + (wg + wbg) / p, 1.0 + (lg + lbg) / (1.0 - p)


def _met(g, size: int):
    return _in_engine(g.met, size)


def _mwc(met, mine_away: int, theirs_away: int, post_crawford: bool) -> float:
    """The chance to win the match needing ``mine_away`` points against ``theirs_away`` (gnubg's table)."""
    if mine_away <= 0:
        return 1.0
    if theirs_away <= 0:
        return 0.0
    pre, post = met[0], met[1]
    if post_crawford and (mine_away == 1 or theirs_away == 1):
        if mine_away == 1 and theirs_away == 1:
            return 0.5
        if mine_away == 1:
            return 1.0 - post[theirs_away - 1]
        return post[mine_away - 1]
    return pre[mine_away - 1][theirs_away - 1]


def _match_eq(ch, cube: int, score, match_to: int, gammons: bool):
    """The doubler's match winning chances: no double (dead cube), double and take (dead cube), double
    and drop, what the taker's live recube is worth, and the spread between winning and losing ``cube``."""
    met = _met(_engine(), match_to)
    mine, theirs = match_to - score[0], match_to - score[1]
    post = mine == 1 or theirs == 1  # this is the Crawford game or after it: no Crawford game to come

    def after(points: int) -> float:  # the doubler's chance after winning (+) or losing (-) points
        return _mwc(met, mine - max(points, 0), theirs - max(-points, 0), post)

    p, wg, wbg, lg, lbg = ch
    if not gammons:
        wg = wbg = lg = lbg = 0.0
    outcomes = ((p - wg, 1), (wg - wbg, 2), (wbg, 3), ((1 - p) - lg, -1), (lg - lbg, -2), (lbg, -3))

    def dead(c: int) -> float:
        return sum(max(pr, 0.0) * after(k * c) for pr, k in outcomes)

    nd, dt, dp = dead(cube), dead(2 * cube), after(cube)
    taker_live = theirs > 2 * cube  # the taker's own redouble would still matter
    vig = RECUBE_VIG * (after(2 * cube) - after(-2 * cube)) if taker_live else 0.0
    return nd, dt, dp, vig, (after(cube) - after(-cube)) / 2.0


def cube_action(pos: Position, *, cube: int = 1, owner: Optional[int] = None, score: tuple[int, int] = (0, 0),
                match_to: int = 1, crawford: bool = False, gammons: bool = True) -> str:
    """"double" or "no double" for the side on roll (``pos``'s seat) before its throw: ``owner`` None
    (centred), 0 (the side on roll) or 1; ``score`` (the side on roll's, the other's); ``match_to``
    1 is money play; ``crawford``: this is the Crawford game (no doubling then)."""
    if owner == 1 or crawford:
        return "no double"
    ch = chances(pos)
    p, w, l = _values(ch, gammons)
    held = "me" if owner == 0 else "centre"
    if match_to <= 1:
        nd = _janowski(p, w, l, held)
        dt = 2.0 * _janowski(p, w, l, "them")
        return "double" if min(dt, 1.0) > nd else "no double"
    mine, theirs = match_to - score[0], match_to - score[1]
    if mine <= cube:
        return "no double"  # the cube as it stands wins the match already
    if theirs == 1 and mine > 1:
        return "double"  # after the Crawford game: the trailer's double costs nothing
    nd, dt, dp, vig, unit = _match_eq(ch, cube, score, match_to, gammons)
    if nd >= dp:
        return "no double"  # too good: play on for more
    # keeping the cube is worth what Janowski's model says it is worth over a dead cube (in units
    # of the cube, made match chances by the spread of winning or losing it)
    keep = max(_janowski(p, w, l, held) - (p * (w + l) - l), 0.0) * unit
    return "double" if min(dt - vig, dp) > nd + keep else "no double"


def take_decision(pos: Position, *, cube: int = 1, score: tuple[int, int] = (0, 0), match_to: int = 1,
                  crawford: bool = False, gammons: bool = True) -> str:
    """"take" or "drop" for the side offered the cube: ``pos`` is seen by the doubler (on roll next),
    ``cube`` the value before the double, ``score`` (the doubler's, the taker's)."""
    ch = chances(pos)
    if match_to <= 1:
        p, w, l = _values(ch, gammons)
        dt = 2.0 * _janowski(p, w, l, "them")
        return "take" if dt <= 1.0 else "drop"
    nd, dt, dp, vig, _ = _match_eq(ch, cube, score, match_to, gammons)
    return "take" if dt - vig <= dp else "drop"
