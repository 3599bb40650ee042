"""How good a nardy position is, for the computer players (Qt-free).

Every function here takes a ``Position`` (``compendium.games.nardy.position``) as the seat that has
just moved sees it: ``mine`` is that seat's checkers, ``theirs`` the opponent's, and **the opponent
throws next**. The answer is that seat's chance to win the game (0..1), or its logit.

* ``win_chance(pos)`` — the full evaluation (medium and strong levels):
  - the race (both variants, and short once contact is over): each side's pips plus its wastage
    (checkers piled on low points, gaps, too few points to bear off from), turned into throws
    (8.17 pips a throw, at least half the checkers left), and the chance that the side behind
    in throws, not on roll, still arrives first (a normal approximation);
  - short, with contact: the pip difference, each blot weighted by the share of the opponent's
    36 throws that hit it directly or indirectly (made points in the way block the indirect
    shots) and by what a hit costs (the pips lost, the opponent's home points to enter against),
    made points (the home points and the bar point most), the longest prime in front of the
    opponent's back checkers, anchors in the opponent's home, checkers on the bar against the
    home points that keep them there;
  - long: everything counted in pips (the race is the whole game there): for each checker, how
    many of the six points in front of it the other side holds, and the longest block of
    consecutive held points with checkers behind it; the head left late (only one checker may
    leave it a turn); piling on few points; the home and the bear-off as in the race.
* ``plain_chance(pos)`` — the easy level's plain evaluation: pips, blots (short), made or held points.

The numbers are a hand-tuned estimate, not a trained network; ``benchmarks/nardy_strength.py``
measures what they are worth.
"""

from __future__ import annotations

import math

from compendium.games.nardy.position import LONG, Position

PIPS_PER_THROW = 8.17
ON_ROLL = 4.0  # pips: what being on roll is worth in a race

# --- the 36 ordered throws, as bits, and the shots at each distance --------------------------------


def _bit(a: int, b: int) -> int:
    return 1 << ((a - 1) * 6 + (b - 1))


def _shot_paths() -> dict[int, list[tuple[tuple[int, ...], int]]]:
    """distance -> [(offsets of the points passed on the way, mask of the throws that go that way)]."""
    paths: dict[int, dict[tuple[int, ...], int]] = {}
    for a in range(1, 7):
        for b in range(1, 7):
            bit = _bit(a, b)
            if a == b:
                for k in range(1, 5):
                    via = tuple(a * i for i in range(1, k))
                    paths.setdefault(a * k, {}).setdefault(via, 0)
                    paths[a * k][via] |= bit
            else:
                for d, via in ((a, ()), (b, ()), (a + b, (a,)), (a + b, (b,))):
                    paths.setdefault(d, {}).setdefault(via, 0)
                    paths[d][via] |= bit
    return {d: sorted(v.items(), key=lambda e: len(e[0])) for d, v in paths.items()}


SHOT_PATHS = _shot_paths()


def _pop(mask: int) -> int:
    return bin(mask).count("1")


# --- the race ----------------------------------------------------------------------------------


def wastage(side: tuple[int, ...]) -> float:
    """Pips a side will waste bearing off beyond its pip count (a rough count: checkers on the low
    points, piles, gaps in the home board)."""
    w = 2.0 * side[1] + 1.5 * side[2] + 1.0 * side[3] + 0.5 * side[4]
    for p in range(1, 7):
        if side[p] > 3:
            w += 0.6 * (side[p] - 3)
    home = sum(side[1:7])
    if home:
        gaps = sum(1 for p in range(1, 7) if not side[p] and any(side[q] for q in range(p + 1, 7)))
        w += 0.8 * gaps
    return w


def throws_left(side: tuple[int, ...], pips: int) -> float:
    """Throws a side needs to bear everything off, estimated."""
    left = 15 - side[0]
    if left <= 0:
        return 0.0
    by_pips = (pips + wastage(side)) / PIPS_PER_THROW
    by_count = left / 2.0 * 0.86  # doubles bear off four: a little under half the checkers
    return max(by_pips, by_count, 1.0)


def race_chance(mine_throws: float, their_throws: float) -> float:
    """The chance of the side not on roll (``mine``) to finish first: it wins only if it needs
    fewer throws than the side on roll."""
    if their_throws <= 0:
        return 0.0
    if mine_throws <= 0:
        return 1.0
    sd = math.sqrt(0.22 * (mine_throws + their_throws) + 0.25)
    z = (their_throws - mine_throws - 0.5) / sd
    return 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))


def race_logit(mine_throws: float, their_throws: float) -> float:
    """``race_chance`` as a logit, with a small share of the throws' difference added, so that a
    race won (or lost) for certain still prefers the turn that gets home sooner."""
    return _logit(race_chance(mine_throws, their_throws)) + 0.02 * (their_throws - mine_throws)


def _logit(p: float) -> float:
    p = min(max(p, 1e-6), 1 - 1e-6)
    return math.log(p / (1 - p))


def sigmoid(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def pip_counts(pos: Position) -> tuple[int, int]:
    m, t = pos.mine, pos.theirs
    return sum(p * m[p] for p in range(1, 26)), sum(p * t[p] for p in range(1, 26))


# --- short nardy (backgammon) -----------------------------------------------------------------------

# made points by the owner's own number: the home points and the bar point most; anchors deep in the
# opponent's home (own 19..24) hold the game
POINT_VALUE = (0.0, 0.05, 0.12, 0.2, 0.3, 0.4, 0.36, 0.3, 0.12, 0.06, 0.03, 0.02, 0.02,
               0.02, 0.02, 0.02, 0.02, 0.04, 0.12, 0.22, 0.3, 0.26, 0.16, 0.1, 0.06)
PRIME_VALUE = (0.0, 0.0, 0.0, 0.15, 0.4, 0.8, 1.4, 1.4, 1.4, 1.4, 1.4, 1.4, 1.4, 1.4, 1.4, 1.4, 1.4,
               1.4, 1.4, 1.4, 1.4, 1.4, 1.4, 1.4, 1.4)


def _contact_short(m: tuple[int, ...], t: tuple[int, ...]) -> bool:
    """Whether some checker of mine must still pass one of theirs (own numbers: mine p, theirs at my
    25 - q; their bar is at my 0)."""
    my_back = 25 if m[25] else max((p for p in range(24, 0, -1) if m[p]), default=0)
    their_back = 0 if t[25] else min((25 - q for q in range(24, 0, -1) if t[q]), default=25)
    return my_back > their_back


def shot_cost(m: tuple[int, ...], t: tuple[int, ...]) -> float:
    """What the opponent's next throw costs ``mine`` by hitting its blots (logit units): over the
    36 throws, the dearest blot each throw can hit (direct and indirect shots; my made points in
    the way block the indirect ones; checkers of theirs on the bar must come in first)."""
    blots = [p for p in range(1, 25) if m[p] == 1]
    if not blots:
        return 0.0
    # their checkers at my numbers: their own q is my 25 - q, their bar my 0
    if t[25]:
        shooters = [0]
    else:
        shooters = [25 - q for q in range(1, 25) if t[q]]
    if not shooters:
        return 0.0
    their_home = sum(1 for q in range(1, 7) if t[q] >= 2)
    costs = []
    for p in blots:
        hit = 0
        for c in shooters:
            d = p - c
            if d <= 0:
                continue
            for via, mask in SHOT_PATHS.get(d, ()):
                if mask & ~hit and all(m[c + o] < 2 for o in via):
                    hit |= mask
        if hit:
            costs.append((0.3 + 0.028 * (25 - p) + 0.1 * their_home, hit))
    if not costs:
        return 0.0
    costs.sort(reverse=True)
    covered = 0
    total = 0.0
    for cost, hit in costs:
        new = hit & ~covered
        if new:
            total += cost * _pop(new) / 36.0
            covered |= new
    return total


def _side_structure(m: tuple[int, ...], t: tuple[int, ...]) -> float:
    """Made points, the prime in front of the other's back checkers, anchors, piles (logit units)."""
    v = 0.0
    run = best = 0
    best_lo = 0
    for p in range(1, 25):
        n = m[p]
        if n >= 2:
            v += POINT_VALUE[p]
            if n > 4:
                v -= 0.04 * (n - 4)
            run += 1
            if run > best:
                best, best_lo = run, p - run + 1
        else:
            run = 0
    if best >= 3:
        # their checkers behind the prime: at my numbers below its lowest point (their bar is my 0)
        behind = t[25] + sum(t[q] for q in range(1, 25) if 25 - q < best_lo)
        if behind:
            v += PRIME_VALUE[best] * (0.6 + 0.4 * min(behind, 3) / 3.0)
    return v


def _bar_cost(on_bar: int, their_home_points: int) -> float:
    """What checkers on the bar cost their owner against ``their_home_points`` closed points."""
    if not on_bar:
        return 0.0
    closed = their_home_points / 6.0
    return 0.15 + 1.6 * closed * closed + 0.35 * (on_bar - 1) * (0.3 + closed)


def short_logit(pos: Position) -> float:
    m, t = pos.mine, pos.theirs
    if m[0] >= 15:
        return 30.0
    if t[0] >= 15:
        return -30.0
    my_pips, their_pips = pip_counts(pos)
    if not _contact_short(m, t):
        return race_logit(throws_left(m, my_pips), throws_left(t, their_pips))
    v = 0.028 * (their_pips - my_pips - ON_ROLL)
    v += _side_structure(m, t) - _side_structure(t, m)
    my_home = sum(1 for p in range(1, 7) if m[p] >= 2)
    their_home = sum(1 for p in range(1, 7) if t[p] >= 2)
    v += _bar_cost(t[25], my_home) - _bar_cost(m[25], their_home)
    v -= shot_cost(m, t)
    # their blots: they throw first and may mend them, so only a little
    their_blots = sum(1 for q in range(1, 25) if t[q] == 1)
    v += 0.04 * their_blots
    return v


def short_plain(pos: Position) -> float:
    """Pips, blots and made points only (the easy level)."""
    m = pos.mine
    if m[0] >= 15:
        return 30.0
    my_pips, their_pips = pip_counts(pos)
    v = 0.02 * (their_pips - my_pips)
    v -= 0.15 * sum(1 for p in range(1, 25) if m[p] == 1)
    v += 0.1 * sum(1 for p in range(1, 25) if m[p] >= 2)
    return v


# --- long nardy ---------------------------------------------------------------------------------------

# pips a checker loses to the other side's points among the six in front of it
BLOCKED_COST = (0.0, 0.4, 1.0, 2.0, 3.6, 6.0, 9.0)
BLOCK_COST = (0.0, 0.0, 0.0, 0.6, 1.6, 3.2, 5.5, 5.5, 5.5, 5.5, 5.5, 5.5, 5.5)  # per checker behind a run


def _to_other(p: int) -> int:
    """The other seat's own number of my own point ``p`` (long; the same formula both ways)."""
    return ((p + 11) % 24) + 1


TO_OTHER = tuple(_to_other(p) if p else 0 for p in range(25))


def _blocked_pips(m: tuple[int, ...], t: tuple[int, ...]) -> float:
    """Pips ``theirs`` lose to the points ``mine`` holds in front of them (long)."""
    held = [False] * 25  # on their track: their own numbers 1..24 that I hold
    for p in range(1, 25):
        if m[p]:
            held[TO_OTHER[p]] = True
    cost = 0.0
    for q in range(1, 25):
        n = t[q]
        if not n:
            continue
        k = 0
        for x in range(q - 1, max(q - 7, 0), -1):
            if held[x]:
                k += 1
        if k:
            cost += n * BLOCKED_COST[k]
    # runs of consecutive held points (on their track) with their checkers behind them
    run = 0
    for q in range(1, 25):
        if held[q]:
            run += 1
            if run >= 3 and (q == 24 or not held[q + 1]):
                behind = sum(t[x] for x in range(q + 1, 25))
                if behind:
                    cost += BLOCK_COST[min(run, 12)] * min(behind, 8) / 2.0
        else:
            run = 0
    return cost


def _long_extra(m: tuple[int, ...], pips: int) -> float:
    """Pips a long-nardy side loses to its own shape: the head left late, piles, few points."""
    extra = 0.0
    moved = (360 - pips) / PIPS_PER_THROW  # about how many throws it has played
    late = m[24] - max(14.0 - moved, 0.0)
    if late > 0 and m[24]:
        extra += 1.5 * late
    points = 0
    for p in range(1, 24):
        n = m[p]
        if n:
            points += 1
            if n > 3:
                extra += 0.5 * (n - 3)
    left = 15 - m[0]
    if left >= 8 and m[24] < 15:
        extra -= 0.6 * min(points, 8)  # spread out: more points held, more ways to move
    return extra


def long_logit(pos: Position) -> float:
    m, t = pos.mine, pos.theirs
    if m[0] >= 15:
        return 30.0
    if t[0] >= 15:
        return -30.0
    my_pips, their_pips = pip_counts(pos)
    mine = my_pips + _blocked_pips(t, m) + _long_extra(m, my_pips)
    theirs = their_pips + _blocked_pips(m, t) + _long_extra(t, their_pips)
    return race_logit(throws_left(m, max(mine, 0)), throws_left(t, max(theirs, 0)))


def long_plain(pos: Position) -> float:
    """Pips and the points held (the easy level)."""
    m = pos.mine
    if m[0] >= 15:
        return 30.0
    my_pips, their_pips = pip_counts(pos)
    return 0.02 * (their_pips - my_pips) + 0.05 * sum(1 for p in range(1, 24) if m[p])


# --- the entry points --------------------------------------------------------------------------------


def logit(pos: Position) -> float:
    """The full evaluation as a logit of the chance to win (the seat that has just moved)."""
    return long_logit(pos) if pos.variant == LONG else short_logit(pos)


def win_chance(pos: Position) -> float:
    """The chance the seat that has just moved wins, the opponent throwing next (0..1)."""
    if pos.mine[0] >= 15 or pos.theirs[0] >= 15:
        return 1.0 if pos.mine[0] >= 15 else 0.0
    return sigmoid(logit(pos))


def plain_logit(pos: Position) -> float:
    return long_plain(pos) if pos.variant == LONG else short_plain(pos)


def plain_chance(pos: Position) -> float:
    return sigmoid(plain_logit(pos))


def is_race(pos: Position) -> bool:
    """No contact left: short — every checker of each side has passed the other's; long — the
    same on the shared track (a pure race from here)."""
    m, t = pos.mine, pos.theirs
    if pos.variant != LONG:
        return not _contact_short(m, t)
    # long: race once each side's checkers are all in its own 1..12 (the other's 13..24 and 1..12
    # never meet then: their 1..12 are my 13..24)
    return not any(m[13:25]) and not any(t[13:25])
