"""Nardy positions and the turn generator (Qt-free), for short nardy (backgammon) and long nardy.

Numbering: each seat counts its own points 1..24. Own point 24 is where its checkers start (short:
its furthest point; long: its head), 1..6 is its home; checkers move from higher to lower numbers
and are borne off below 1. A position is seen by the seat to move: ``mine`` and ``theirs`` hold 26
counts each, index p (1..24) = checkers on that seat's own point p, index 25 = on the bar (short
only), index 0 = borne off. The opponent's own number of my point p is ``opp_point(variant, p)``:
short 25 - p, long ((p + 11) % 24) + 1 (the same formula both ways).

One step moves one checker by one die (``Step = (from, to)``, from 25 = the bar, to 0 = off):

- short: a checker on the bar enters first (to 25 - die); the target must not hold two or more of
  theirs; landing on a single one of theirs hits it (it goes to their bar);
- long: no bar and no hitting; one checker of theirs blocks a point; at most ``head_limit``
  checkers leave own point 24 in one turn; a step must not build a six-block (six consecutive
  points of their track held by me) that shuts in all their checkers, i.e. with none of theirs
  ahead of it;
- both: bearing off only when all 15 are in the home or off; by the exact number, or by a larger
  one from the highest occupied point.

A turn uses as many dice as it can (four for a double); when only one die can be played, the
larger one if either could be. ``turns`` gives every distinct resulting position with one step
sequence that reaches it; ``sequences`` every legal full step sequence (all orders and paths).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping, Optional

SHORT, LONG = "short", "long"
VARIANTS = (SHORT, LONG)
CHECKERS = 15
BAR, OFF, HEAD = 25, 0, 24

Step = tuple[int, int]

# the opponent's own number of my own point p (index 1..24); 0 and 25 map to themselves
_OPP = {
    SHORT: tuple([0] + [25 - p for p in range(1, 25)] + [25]),
    LONG: tuple([0] + [(p + 11) % 24 + 1 for p in range(1, 25)] + [25]),
}
_OPP_LONG = _OPP[LONG]


def opp_point(variant: str, p: int) -> int:
    """The opponent's own number of my own point ``p`` (1..24); also the other way round."""
    if not 1 <= p <= 24:
        raise ValueError(f"not a point: {p}")
    return _OPP[variant][p]


def abs_point(variant: str, seat: int, p: int) -> int:
    """The absolute point (seat 0's numbering, the board picture) of ``seat``'s own point ``p``."""
    return p if seat == 0 else opp_point(variant, p)


@dataclass(frozen=True, slots=True)
class Position:
    """A position seen by the seat to move (see the module's docstring for the numbering)."""

    variant: str
    mine: tuple[int, ...]
    theirs: tuple[int, ...]

    def swapped(self) -> "Position":
        """The same position seen by the other seat."""
        return Position(self.variant, self.theirs, self.mine)

    def pips(self) -> tuple[int, int]:
        """(mine, theirs) pip counts; a checker on the bar counts 25."""
        return _pips(self.mine), _pips(self.theirs)

    def over(self) -> bool:
        """Whether a seat has borne off all its checkers."""
        return self.mine[OFF] == CHECKERS or self.theirs[OFF] == CHECKERS

    def all_home(self) -> bool:
        """Whether the seat to move may bear off: all its checkers in its home or off."""
        return _highest(self.mine) <= 6


def _pips(counts: tuple[int, ...]) -> int:
    return sum(p * counts[p] for p in range(1, 26))


def _highest(m) -> int:
    """The highest occupied index of a seat (25 = the bar), 0 when all are off."""
    for p in range(25, 0, -1):
        if m[p]:
            return p
    return 0


def _counts(points: Mapping[int, int]) -> tuple[int, ...]:
    out = [0] * 26
    for p, n in points.items():
        if not 1 <= p <= 25 or n < 0:
            raise ValueError(f"bad point or count: {p}: {n}")
        out[p] += n
    on_board = sum(out)
    if on_board > CHECKERS:
        raise ValueError(f"{on_board} checkers, more than {CHECKERS}")
    out[OFF] = CHECKERS - on_board
    return tuple(out)


def make(variant: str, mine: Mapping[int, int], theirs: Mapping[int, int]) -> Position:
    """A position from {own point: count} maps (25 = the bar); the missing checkers are off."""
    pos = Position(variant, _counts(mine), _counts(theirs))
    check(pos)
    return pos


def check(pos: Position) -> None:
    """Raise ValueError unless ``pos`` is a possible position of its variant."""
    if pos.variant not in VARIANTS:
        raise ValueError(f"unknown variant: {pos.variant!r}")
    opp = _OPP[pos.variant]
    for side in (pos.mine, pos.theirs):
        if len(side) != 26 or any(n < 0 for n in side) or sum(side) != CHECKERS:
            raise ValueError("each side needs 26 counts summing to 15")
        if pos.variant == LONG and side[BAR]:
            raise ValueError("long nardy has no bar")
    for p in range(1, 25):
        if pos.mine[p] and pos.theirs[opp[p]]:
            raise ValueError(f"point {p} held by both seats")


def start(variant: str) -> Position:
    """The starting position (the same for both seats): short 2 on 24, 5 on 13, 3 on 8, 5 on 6;
    long all 15 on the head (24)."""
    if variant == SHORT:
        side = _counts({24: 2, 13: 5, 8: 3, 6: 5})
    elif variant == LONG:
        side = _counts({24: 15})
    else:
        raise ValueError(f"unknown variant: {variant!r}")
    return Position(variant, side, side)


# --- single steps -----------------------------------------------------------------------------------

def _shuts(m, th, f: int, t: int) -> bool:
    """Long: whether moving a checker from my f to my empty point t builds a six-block (on their
    track) with none of their checkers ahead of it while some are still on the board."""
    opp = _OPP_LONG
    qt = opp[t]
    lo = qt
    while lo > 1:
        p = opp[lo - 1]
        if m[p] - (p == f) > 0:
            lo -= 1
        else:
            break
    hi = qt
    while hi < 24:
        p = opp[hi + 1]
        if m[p] - (p == f) > 0:
            hi += 1
        else:
            break
    if hi - lo < 5:
        return False
    q0 = max(lo, qt - 5)  # the window containing t with the fewest points ahead of it
    for q in range(1, q0):
        if th[q]:
            return False  # one of theirs is ahead: it is not shut in
    return any(th[q] for q in range(q0 + 6, 25))


def _moves(short: bool, m, th, d: int, head_left: int, top: int = 25) -> list[Step]:
    """Every legal single step by die d (from points <= top: the canonical order for doubles)."""
    out = []
    hi = _highest(m)
    if short:
        if m[25]:
            if th[d] < 2:
                out.append((25, 25 - d))
            return out
        home = hi <= 6
        for f in range(min(hi, top), 0, -1):
            if m[f]:
                t = f - d
                if t > 0:
                    if th[25 - t] < 2:
                        out.append((f, t))
                elif home and (t == 0 or f == hi):
                    out.append((f, 0))
        return out
    opp = _OPP_LONG
    home = hi <= 6
    for f in range(min(hi, top), 0, -1):
        if m[f]:
            if f == 24 and head_left <= 0:
                continue
            t = f - d
            if t > 0:
                if th[opp[t]]:
                    continue
                if not m[t] and _shuts(m, th, f, t):
                    continue
                out.append((f, t))
            elif home and (t == 0 or f == hi):
                out.append((f, 0))
    return out


def _apply(short: bool, m, th, f: int, t: int):
    m2 = list(m)
    m2[f] -= 1
    m2[t] += 1
    if short and t and th[25 - t] == 1:
        th2 = list(th)
        th2[25 - t] = 0
        th2[25] += 1
        th = tuple(th2)
    return tuple(m2), th


def _canonical_ok(m, th, steps: int) -> bool:
    """Long: whether no six-block can arise within ``steps`` steps, so that the order of a
    double's steps cannot matter (then playing them from the highest point down finds all)."""
    opp = _OPP_LONG
    first = 25
    for q in range(1, 25):
        if th[q]:
            first = q
            break
    if first == 25:
        return True
    held = [0] + [1 if m[opp[q]] else 0 for q in range(1, 25)]
    for q in range(1, min(first, 19) + 1):
        if sum(held[q:q + 6]) + steps >= 6:
            return False
    return True


def _basic_ok(short: bool, m, th, step: Step) -> bool:
    """A step on its own: a checker there, the bar first (short), one die's distance, an open
    target, bearing off only with all home. Not the die, the head limit or the six-block."""
    f, t = step
    if not (1 <= f <= 25 and 0 <= t <= 24 and 1 <= f - t <= 6) or not m[f]:
        return False
    if short:
        if m[25] and f != 25:
            return False
    elif f == 25:
        return False
    if t == 0:
        return _highest(m) <= 6
    return th[25 - t] < 2 if short else not th[_OPP_LONG[t]]


def step_ok(pos: Position, step: Step, *, head_moved: int = 0, head_limit: int = 1,
            die: Optional[int] = None) -> bool:
    """Whether one step is legal now: ``head_moved`` checkers have already left the head this turn
    (long). With ``die`` the step must also be that die's (a bear-off by a larger number only from
    the highest occupied point); without it any die that could make the step is assumed."""
    f, t = step
    m, th = pos.mine, pos.theirs
    short = pos.variant == SHORT
    if not _basic_ok(short, m, th, step):
        return False
    if die is not None:
        if t == 0:
            if die != f and not (die > f and f == _highest(m)):
                return False
        elif f - t != die:
            return False
    if not short:
        if f == 24 and head_moved >= head_limit:
            return False
        if t and not m[t] and _shuts(m, th, f, t):
            return False
    return True


def apply_steps(pos: Position, steps: Iterable[Step]) -> Position:
    """The position after the steps (seen by the same seat). Each step must be possible on its own
    (a checker there, the bar first, an open target, bearing off only with all home); the dice, the
    head limit and the six-block are not checked here. Raises ValueError."""
    short = pos.variant == SHORT
    m, th = pos.mine, pos.theirs
    for step in steps:
        if not _basic_ok(short, m, th, step):
            raise ValueError(f"illegal step {step_text(step)}")
        m, th = _apply(short, m, th, step[0], step[1])
    return Position(pos.variant, m, th)


def hit_flags(pos: Position, steps: Iterable[Step]) -> tuple[bool, ...]:
    """For each step, whether it hits a blot (short; long never hits)."""
    if pos.variant != SHORT:
        return tuple(False for _ in steps)
    m, th = pos.mine, pos.theirs
    out = []
    for f, t in steps:
        out.append(bool(t) and th[25 - t] == 1)
        m, th = _apply(True, m, th, f, t)
    return tuple(out)


def hits(pos: Position, steps: Iterable[Step]) -> int:
    """How many blots the steps hit (short)."""
    return sum(hit_flags(pos, steps))


# --- whole turns -----------------------------------------------------------------------------------

def turns(pos: Position, dice: tuple[int, int], *, head_limit: int = 1) -> dict[Position, tuple[Step, ...]]:
    """Every legal full turn: resulting position (seen by the same seat) -> one step sequence that
    reaches it. When nothing can be played: ``{pos: ()}``."""
    a, b = dice
    short = pos.variant == SHORT
    m0, th0 = pos.mine, pos.theirs
    head_left = CHECKERS if short else head_limit
    variant = pos.variant
    if a == b:
        return _double_turns(pos, a, head_left)
    big, small = (a, b) if a > b else (b, a)
    two: dict = {}
    one_big: dict = {}
    one_small: dict = {}
    for d1, d2, ones in ((big, small, one_big), (small, big, one_small)):
        for f, t in _moves(short, m0, th0, d1, head_left):
            m1, th1 = _apply(short, m0, th0, f, t)
            hl = head_left - 1 if f == 24 else head_left
            cont = _moves(short, m1, th1, d2, hl)
            if cont:
                for f2, t2 in cont:
                    key = _apply(short, m1, th1, f2, t2)
                    if key not in two:
                        two[key] = ((f, t), (f2, t2))
            elif not two:
                key = (m1, th1)
                if key not in ones:
                    ones[key] = ((f, t),)
    found = two or one_big or one_small
    if not found:
        return {pos: ()}
    return {Position(variant, m, th): steps for (m, th), steps in found.items()}


def _double_turns(pos: Position, d: int, head_left: int) -> dict[Position, tuple[Step, ...]]:
    short = pos.variant == SHORT
    m0, th0 = pos.mine, pos.theirs
    head0 = m0[24]
    canon = short or _canonical_ok(m0, th0, 4)
    level: dict = {(m0, th0): ((), 25)}
    for _ in range(4):
        nxt: dict = {}
        for (m, th), (steps, top) in level.items():
            hl = head_left - (head0 - m[24]) if not short else head_left
            for f, t in _moves(short, m, th, d, hl, top if canon else 25):
                key = _apply(short, m, th, f, t)
                got = nxt.get(key)
                if got is None:
                    nxt[key] = (steps + ((f, t),), f)
                elif f > got[1]:
                    nxt[key] = (got[0], f)
        if not nxt:
            break
        level = nxt
    variant = pos.variant
    return {Position(variant, m, th): steps for (m, th), (steps, _) in level.items()}


def play_sequences(pos: Position, dice: tuple[int, int], *, head_limit: int = 1
                   ) -> list[tuple[tuple[Step, ...], tuple[int, ...]]]:
    """Every legal full step sequence with the die each step uses, in order (all orders and all
    paths; a sequence played with the dice in two orders appears once per order);
    ``[((), ())]`` when nothing can be played."""
    a, b = dice
    short = pos.variant == SHORT
    head_left = CHECKERS if short else head_limit
    remaining = (a,) * 4 if a == b else (max(a, b), min(a, b))
    memo: dict = {}

    def walk(m, th, rest, hl):
        """The maximal suffixes from here: [(steps, dice)], all of one length."""
        key = (m, th, rest, hl)
        got = memo.get(key)
        if got is not None:
            return got
        out = []
        best = 0
        tried = set()
        for i, d in enumerate(rest):
            if d in tried:
                continue
            tried.add(d)
            left = rest[:i] + rest[i + 1:]
            for f, t in _moves(short, m, th, d, hl):
                m1, th1 = _apply(short, m, th, f, t)
                subs = walk(m1, th1, left, hl - 1 if f == 24 else hl)
                n = 1 + (len(subs[0][0]) if subs else 0)
                if n < best:
                    continue
                if n > best:
                    best = n
                    out = []
                step = ((f, t),)
                if subs:
                    out.extend((step + s, (d,) + ds) for s, ds in subs)
                else:
                    out.append((step, (d,)))
        memo[key] = out
        return out

    full = walk(pos.mine, pos.theirs, remaining, head_left) or [((), ())]
    if full and len(full[0][0]) == 1 and a != b:
        larger = [s for s in full if s[1][0] == max(a, b)]
        if larger:
            full = larger
    return full


def sequences(pos: Position, dice: tuple[int, int], *, head_limit: int = 1) -> list[tuple[Step, ...]]:
    """Every legal full step sequence (all orders, all paths), each once; ``[()]`` when nothing
    can be played."""
    seen: dict = {}
    for steps, _ in play_sequences(pos, dice, head_limit=head_limit):
        seen.setdefault(steps, None)
    return list(seen)


# --- notation --------------------------------------------------------------------------------------

def step_text(step: Step) -> str:
    """"24/18", "bar/22", "6/off" (own numbers)."""
    f, t = step
    return f"{'bar' if f == BAR else f}/{'off' if t == OFF else t}"


def steps_text(steps: Iterable[Step]) -> str:
    """The steps written out, separated by spaces ("" for none)."""
    return " ".join(step_text(s) for s in steps)


def marked_text(pos: Position, steps: Iterable[Step]) -> str:
    """The steps written out with a hit marked "*" ("24/16* 13/10")."""
    steps = tuple(steps)
    flags = hit_flags(pos, steps)
    return " ".join(step_text(s) + ("*" if h else "") for s, h in zip(steps, flags))


def _point_of(word: str, low: int, high: int, named: dict[str, int]) -> int:
    word = word.strip().lower()
    if word in named:
        return named[word]
    if not word.isdigit():
        raise ValueError(f"not a point: {word!r}")
    n = int(word)
    if not low <= n <= high:
        raise ValueError(f"no point {n}")
    return n


def parse_steps(text: str) -> tuple[Step, ...]:
    """Steps from "24/18 13/11", "bar/22 6/off" (also "24/16*" hit marks, a chain "24/18/12" and a
    count "8/2(2)"); "" -> (). Raises ValueError."""
    out: list[Step] = []
    for word in text.replace(",", " ").split():
        count = 1
        if word.endswith(")"):
            body, _, n = word[:-1].partition("(")
            if not n.isdigit() or not 1 <= int(n) <= 4:
                raise ValueError(f"bad count in {word!r}")
            word, count = body, int(n)
        parts = word.replace("*", "").split("/")
        if len(parts) < 2:
            raise ValueError(f"not a step: {word!r}")
        points = [_point_of(parts[0], 1, 25, {"bar": BAR})]
        points += [_point_of(w, 0, 24, {"off": OFF}) for w in parts[1:]]
        for i in range(len(points) - 1):
            if i and points[i] == OFF:
                raise ValueError(f"nothing goes on from off: {word!r}")
            if not 1 <= points[i] - points[i + 1] <= 6 and points[i + 1] != OFF:
                raise ValueError(f"not one die's step: {word!r}")
            if points[i + 1] == OFF and points[i] > 6:
                raise ValueError(f"bearing off only from the home: {word!r}")
        chain = [(points[i], points[i + 1]) for i in range(len(points) - 1)]
        out.extend(chain * count)
    return tuple(out)
