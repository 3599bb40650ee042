"""Cribbage scores, as pure functions (Qt-free, fast: the computer players call them a lot).

``show`` scores a hand (or the crib) with the starter, combination by combination, in the order a
player says them ("fifteen 2, fifteen 4, a pair is 6, ..."); ``show_points`` is the same total
without the combinations. ``peg`` scores the last card laid on the pile of the play.

A combination is ``Combo(kind, cards, points)``; the kinds are "fifteen", "pair", "pair-royal",
"double-pair-royal" (in the play only: the show counts every two cards of a rank as a pair of
their own, so three of a kind is three pairs, 6, and four of a kind six pairs, 12), "run",
"flush", "nobs", and the ones the rules give: "heels", "go", "last", "thirty-one", "three" (the
five-card game's three points to the dealer's opponent) and "muggins" (points claimed).

Choices made here:
- A flush is every card of the hand in one suit: as many points as the hand has cards, one more
  when the starter matches (4 or 5 for a hand of four, 3 or 4 for the five-card game's three, 5 or
  6 for the seven-card game's five). The crib scores a flush only together with the starter (5;
  in the seven-card game, with a crib of five, 6).
- In the play a run is the longest group of the last cards laid (three or more) whose ranks are
  consecutive in any order; it scores one point a card. Runs up to ace..seven fit under 31 (their
  values add up to 28): that run of seven scores 7.
"""

from __future__ import annotations

from itertools import combinations, product
from typing import NamedTuple, Sequence

from compendium.games.cribbage.cards import RANK, VALUE
from compendium.core.text import Text, plural_ru


class Combo(NamedTuple):
    kind: str
    cards: tuple[str, ...]
    points: int


# --- the show -----------------------------------------------------------------------------------------
_RANK_POINTS: dict[tuple[int, ...], int] = {}


def _rank_points(ranks: tuple[int, ...]) -> int:
    """Fifteens, pairs and runs of the cards with these ranks (sorted): they depend on ranks only."""
    pts = _RANK_POINTS.get(ranks)
    if pts is not None:
        return pts
    ways = [1] + [0] * 15
    for r in ranks:
        v = r if r < 10 else 10
        for s in range(15, v - 1, -1):
            ways[s] += ways[s - v]
    pts = 2 * ways[15]
    counts = [0] * 15
    for r in ranks:
        counts[r] += 1
    for n in counts:
        pts += n * (n - 1)  # every two cards of a rank: 2
    i = 1
    while i <= 13:
        if not counts[i]:
            i += 1
            continue
        j, ways_run = i, 1
        while counts[j]:
            ways_run *= counts[j]
            j += 1
        if j - i >= 3:
            pts += (j - i) * ways_run
        i = j
    _RANK_POINTS[ranks] = pts
    return pts


def _flush_points(hand: Sequence[str], starter: str, crib: bool) -> int:
    s = hand[0][1]
    for c in hand:
        if c[1] != s:
            return 0
    if starter[1] == s:
        return len(hand) + 1
    return 0 if crib else len(hand)


def show_points(hand: Sequence[str], starter: str, crib: bool = False) -> int:
    """The hand's (or the crib's) score with the starter."""
    pts = _rank_points(tuple(sorted([RANK[c] for c in hand] + [RANK[starter]])))
    pts += _flush_points(hand, starter, crib)
    nobs = "J" + starter[1]
    for c in hand:
        if c == nobs:
            pts += 1
    return pts


def show(hand: Sequence[str], starter: str, crib: bool = False) -> list[Combo]:
    """Every combination the hand (or the crib) scores with the starter, in the spoken order:
    fifteens, pairs, runs, the flush, his nobs."""
    cards = list(hand) + [starter]
    out: list[Combo] = []
    for size in range(2, len(cards) + 1):
        for group in combinations(cards, size):
            if sum(VALUE[c] for c in group) == 15:
                out.append(Combo("fifteen", group, 2))
    for a, b in combinations(cards, 2):
        if RANK[a] == RANK[b]:
            out.append(Combo("pair", (a, b), 2))
    by_rank: dict[int, list[str]] = {}
    for c in cards:
        by_rank.setdefault(RANK[c], []).append(c)
    i = 1
    while i <= 13:
        if i not in by_rank:
            i += 1
            continue
        j = i
        while j in by_rank:
            j += 1
        if j - i >= 3:
            for group in product(*(by_rank[r] for r in range(i, j))):
                out.append(Combo("run", tuple(group), j - i))
        i = j
    flush = _flush_points(hand, starter, crib)
    if flush:
        out.append(Combo("flush", tuple(cards) if flush > len(hand) else tuple(hand), flush))
    for c in hand:
        if c == "J" + starter[1]:
            out.append(Combo("nobs", (c,), 1))
    return out


_ORDER = {"fifteen": 0, "pair": 1, "pair-royal": 1, "double-pair-royal": 1, "run": 2, "flush": 3, "nobs": 4}


def show_order(combos: Sequence[Combo]) -> list[Combo]:
    """The combinations in the order they are said: fifteens, pairs, runs, the flush, his nobs."""
    return sorted(combos, key=lambda c: _ORDER.get(c.kind, 5))


_NUMBER_RU = {3: "трёх", 4: "четырёх", 5: "пяти", 6: "шести", 7: "семи"}
_NUMBER_EN = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}


def call_text(combos: Sequence[Combo]) -> list[Text]:
    """What a player says counting a hand, one line a combination with the running total:
    "fifteen 2", "fifteen 4", "a pair is 6", "a run of three is 9", "a flush is 13", "his nobs is 14"."""
    total = 0
    out = []
    for c in show_order(combos):
        total += c.points
        if c.kind == "fifteen":
            out.append(Text(f"fifteen {total}", f"пятнадцать — {total}"))
        elif c.kind == "pair":
            out.append(Text(f"a pair is {total}", f"пара — {total}"))
        elif c.kind == "run":
            n = len(c.cards)
            out.append(Text(f"a run of {_NUMBER_EN.get(n, n)} is {total}",
                            f"последовательность из {_NUMBER_RU.get(n, n)} — {total}"))
        elif c.kind == "flush":
            out.append(Text(f"a flush is {total}", f"масть — {total}"))
        elif c.kind == "nobs":
            out.append(Text(f"his nobs is {total}", f"валет масти старта — {total}"))
        else:
            out.append(Text(f"{c.kind} is {total}", f"{c.kind} — {total}"))
    return out


# --- the play -----------------------------------------------------------------------------------------
def count_of(pile: Sequence[str]) -> int:
    """The running count of the cards laid since the last reset."""
    return sum(VALUE[c] for c in pile)


_PAIRS = {2: ("pair", 2), 3: ("pair-royal", 6), 4: ("double-pair-royal", 12)}


def peg(pile: Sequence[str]) -> list[Combo]:
    """The points for the last card of ``pile`` (the cards laid since the last reset, in order):
    fifteen and thirty-one 2, a pair 2, three of a rank in a row 6, four 12, a run of the last k
    cards (k >= 3, any order) k. The go and the last card are the rules' to give."""
    if not pile:
        return []
    out: list[Combo] = []
    total = 0
    for c in pile:
        total += VALUE[c]
    if total == 15:
        out.append(Combo("fifteen", tuple(pile), 2))
    elif total == 31:
        out.append(Combo("thirty-one", tuple(pile), 2))
    n = len(pile)
    last = RANK[pile[-1]]
    k = 1
    while k < n and RANK[pile[-1 - k]] == last:
        k += 1
    if k >= 2:
        kind, pts = _PAIRS[k]
        out.append(Combo(kind, tuple(pile[-k:]), pts))
    elif n >= 3:
        best = 0
        low = high = last
        seen = {last}
        for k in range(2, n + 1):
            r = RANK[pile[-k]]
            if r in seen:
                break
            seen.add(r)
            low, high = min(low, r), max(high, r)
            if k >= 3 and high - low == k - 1:
                best = k
        if best:
            out.append(Combo("run", tuple(pile[-best:]), best))
    return out


def peg_points(pile: Sequence[str]) -> int:
    return sum(c.points for c in peg(pile))


_KIND = {
    "fifteen": ("fifteen", "пятнадцать"),
    "thirty-one": ("thirty-one", "тридцать одно"),
    "pair": ("a pair", "пара"),
    "pair-royal": ("a pair royal", "тройка"),
    "double-pair-royal": ("a double pair royal", "квартет"),
    "flush": ("a flush", "масть"),
    "nobs": ("his nobs", "валет масти старта"),
    "heels": ("his heels", "валет в старте"),
    "go": ("the go", "«пропускаю»"),
    "last": ("the last card", "последняя карта"),
    "three": ("three for the dealer's opponent", "три очка противнику сдающего"),
    "muggins": ("muggins", "«зевок»"),
}


def combo_text(c: Combo) -> Text:
    """"fifteen for 2", "a run of four for 4" / "пятнадцать — 2 очка"."""
    pts_en = f"{c.points} point" + ("" if c.points == 1 else "s")
    pts_ru = f"{c.points} " + plural_ru(c.points, "очко", "очка", "очков")
    if c.kind == "run":
        n = len(c.cards)
        return Text(f"a run of {_NUMBER_EN.get(n, n)} for {c.points}",
                    f"последовательность из {_NUMBER_RU.get(n, n)} — {pts_ru}")
    en, ru = _KIND.get(c.kind, (c.kind, c.kind))
    if c.kind in ("fifteen", "thirty-one"):
        return Text(f"{en} for {c.points}", f"{ru} — {pts_ru}")
    return Text(f"{en}: {pts_en}", f"{ru} — {pts_ru}")
