"""Computer players for General and Golden General (Qt-free).

Both games use the same arithmetic of five dice: a throw is a multiset of values, a hold is a
sub-multiset, and the chance of each re-throw is multinomial. Over the 252 hands of five dice and
the 462 holds this is small enough to solve a turn exactly.

* ``easy`` — a rule of thumb: keep the dice of the value seen most often (or a straight draw),
  write a combination as soon as it is made, otherwise the line that scores most.
* ``strong`` — General: a one-turn expectimax over every hold and every line. A line is worth its
  points minus what that line is expected to bring if it is kept for later (its *baseline*: the
  mean score of a whole turn spent aiming at it alone), so a weak throw goes where it costs least.
  Golden General: every one of the 16 splits into two colour-complete groups (32 groups, taken as
  first or second) and every pair of lines is searched exactly; for throws still to come each
  group is valued by the exact single-line expectimax of its five dice, and the hold is the best
  such plan's.
"""

from __future__ import annotations

import random
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial
from typing import Optional

from compendium.core.actions import Action
from compendium.core.ai import Advice, Player
from compendium.core.plugin import read_levels
from compendium.core.text import Text
from compendium.games.general.rules import (
    COMBINATIONS,
    LINE_NAMES,
    LINES,
    ROLL,
    THROWS,
    Scoring,
    golden_groups,
    golden_score_action,
    golden_splits,
    line_points,
    points,
    wins_outright,
)

LEVELS = read_levels(__file__)  # levels.json beside this file: what the setup dialog lists

WIN_VALUE = 10_000.0  # a general on the first throw that wins the match outright

Hand = tuple[int, ...]  # a sorted multiset of dice values


# --- the arithmetic of five dice ---------------------------------------------------------------------


@lru_cache(maxsize=None)
def rolls(n: int) -> tuple[tuple[Hand, float], ...]:
    """Every sorted outcome of ``n`` dice with its chance."""
    out = []
    for combo in combinations_with_replacement(range(1, 7), n):
        ways = factorial(n)
        for v in set(combo):
            ways //= factorial(combo.count(v))
        out.append((combo, ways / 6 ** n))
    return tuple(out)


HANDS: tuple[Hand, ...] = tuple(h for h, _ in rolls(5))
KEEPS: tuple[Hand, ...] = tuple(k for n in range(6) for k, _ in rolls(n))


@lru_cache(maxsize=None)
def _transitions() -> dict[Hand, tuple[tuple[Hand, float], ...]]:
    """For every hold: the hands it can become after the other dice are thrown, with chances."""
    return {k: tuple((tuple(sorted(k + r)), p) for r, p in rolls(5 - len(k))) for k in KEEPS}


@lru_cache(maxsize=None)
def sub_holds(hand: Hand) -> tuple[Hand, ...]:
    """The different holds a hand allows, the hand itself (keep everything) included."""
    return tuple(sorted({tuple(v for i, v in enumerate(hand) if mask >> i & 1) for mask in range(32)}))


def hold_values(value: dict[Hand, float]) -> dict[Hand, float]:
    """The expected ``value`` of every hold after one throw of the other dice."""
    return {k: sum(p * value[h] for h, p in trans) for k, trans in _transitions().items()}


def best_hold(hand: Hand, now: float, after: dict[Hand, float]) -> tuple[float, Hand]:
    """(value, hold) of the best decision on ``hand``: stop now (hold = the whole hand) or keep a
    hold and throw the rest."""
    best = (now, hand)
    for k in sub_holds(hand):
        if len(k) < 5 and after[k] > best[0] + 1e-9:
            best = (after[k], k)
    return best


def decide(now: dict[Hand, float]) -> tuple[dict[Hand, float], dict[Hand, float]]:
    """From the value of stopping on each hand: (hold values with one throw left, value of a hand
    on which one more throw may be made)."""
    after = hold_values(now)
    return after, {h: best_hold(h, now[h], after)[0] for h in HANDS}


# --- single lines: what a turn aimed at one line brings ------------------------------------------------


@lru_cache(maxsize=64)
def line_tables(scoring: Scoring, line: str):
    """For one line alone: (stop, {throws left: hold values}) — hand → points, and the hold values
    with one and two throws to come."""
    stop = {h: float(line_points(scoring, line, h)) for h in HANDS}
    after1, one_left = decide(stop)
    after2 = hold_values(one_left)
    return stop, {1: after1, 2: after2}


@lru_cache(maxsize=16)
def baselines(scoring: Scoring) -> dict[str, float]:
    """The mean score of a whole turn aimed at each line alone (with the first-throw bonus in
    General): what a line is worth when it is kept for later."""
    out = {}
    for line in LINES:
        stop, after = line_tables(scoring, line)
        first = 0.0
        for h, p in rolls(5):
            served = float(points(scoring, line, h, not scoring.golden))
            first += p * best_hold(h, max(served, stop[h]), after[2])[0]
        out[line] = first
    return out


def line_value(scoring: Scoring, line: str, hand: Hand, served: bool, base: Optional[dict]) -> float:
    if wins_outright(scoring, line, hand, served):
        return WIN_VALUE
    got = float(points(scoring, line, hand, served))
    return got - base[line] if base else got


# --- General: the whole turn ---------------------------------------------------------------------------


@lru_cache(maxsize=256)
def general_turn(scoring: Scoring, free: tuple[str, ...]):
    """(stop-not-served, stop-served, hold values with one throw left, with two throws left) for a
    seat with these free lines; values are points less the line's baseline while other lines remain."""
    base = baselines(scoring) if len(free) > 1 else None
    stop = {h: max(line_value(scoring, line, h, False, base) for line in free) for h in HANDS}
    served = {h: max(line_value(scoring, line, h, True, base) for line in free) for h in HANDS}
    after1, one_left = decide(stop)
    after2 = hold_values(one_left)
    return stop, served, after1, after2


def best_line(scoring: Scoring, free, hand: Hand, served: bool, base: Optional[dict]) -> str:
    return max(free, key=lambda line: (line_value(scoring, line, hand, served, base), -LINES.index(line)))


def positions_to_throw(dice: tuple[int, ...], hold: Hand, among=None) -> list[int]:
    """The dice (0-based, from ``among``) to throw so that ``hold`` stays on the table."""
    left = list(hold)
    throw = []
    for d in (range(len(dice)) if among is None else among):
        if dice[d] in left:
            left.remove(dice[d])
        else:
            throw.append(d)
    return throw


def roll_action(n_dice: int, throw: list[int]) -> Action:
    return ROLL if len(throw) == n_dice else Action("roll", tuple(d + 1 for d in sorted(throw)))


def _values(hand) -> str:
    return " ".join(str(v) for v in hand)


class GeneralPlayer(Player):
    """Shared part of every level: a move and the hint come from one decision with its reason."""

    def decide(self, view, seat: int) -> tuple[Action, Text]:
        """The turn's first throw is always taken; after it, each level decides on the dice."""
        if view.throws == 0:
            return ROLL, Text("Throw the dice", "Бросайте кости")
        return self.decide_thrown(view, seat, view.free_lines(seat))

    def decide_thrown(self, s, seat: int, free: list[str]) -> tuple[Action, Text]:
        raise NotImplementedError

    def choose(self, rules, view, seat: int, rng: random.Random) -> Action:
        return self.decide(view, seat)[0]

    def advise(self, rules, view, seat: int) -> Advice:
        action, why = self.decide(view, seat)
        return Advice(action, why)


def _score_why(scoring: Scoring, line: str, dice, served: bool) -> Text:
    name = LINE_NAMES[line]
    got = points(scoring, line, dice, served)
    if wins_outright(scoring, line, dice, served):
        return Text("Write the general: on the first throw it wins the match", "Запишите «генерала»: с первого броска это победа")
    if got == 0:
        return Text(f"Close {name.en} with 0", f"Закройте «{name.ru}» нулём")
    return Text(f"Write {got} in {name.en}", f"Запишите {got} в «{name.ru}»")


def _roll_why(kept: Hand, value: Optional[float]) -> Text:
    """Words for a hold; ``value`` (expected points) when it is a plain number of points."""
    if not kept:
        why = Text("Throw every die again", "Перебросьте все кости")
    else:
        why = Text(f"Keep {_values(kept)} and throw the rest", f"Оставьте {_values(kept)}, остальные перебросьте")
    if value is None:
        return why
    return why + Text(f": about {value:.1f} points expected", f": в среднем около {value:.1f} очка")


_prepared: set = set()  # (golden?, scoring) that a strong player's prepare has made ready


class StrongGeneral(GeneralPlayer):
    level = "strong"
    name = LEVELS[1].name

    def prepare(self, rules, view, seat):
        """The lines' baselines and the first turn's tables (some tens of milliseconds)."""
        if (False, view.scoring) not in _prepared:
            general_turn(view.scoring, view.free_lines(seat))
            _prepared.add((False, view.scoring))

    def is_prepared(self, rules, view, seat):
        return (False, view.scoring) in _prepared

    def decide_thrown(self, s, seat: int, free: list[str]) -> tuple[Action, Text]:
        scoring = s.scoring
        hand = tuple(sorted(s.dice))
        base = baselines(scoring) if len(free) > 1 else None
        stop, served_stop, after1, after2 = general_turn(scoring, free)
        if s.throws >= THROWS:
            value, hold = stop[hand], hand
        elif s.throws == 1:
            value, hold = best_hold(hand, served_stop[hand], after2)
        else:
            value, hold = best_hold(hand, stop[hand], after1)
        if hold == hand:
            served = s.throws == 1
            line = best_line(scoring, free, hand, served, base)
            return Action("score", (line,)), _score_why(scoring, line, s.dice, served)
        throw = positions_to_throw(s.dice, hold)
        return roll_action(5, throw), _roll_why(hold, None if base else value)


def easy_hold(hand: Hand, straight_free: bool) -> Hand:
    """The rule of thumb's hold: a straight draw (four different values in a row) when a straight
    is still wanted, else every die of the value seen most often (the higher on a tie)."""
    values = sorted(set(hand))
    if straight_free and len(values) >= 4:
        for window in ((2, 3, 4, 5, 6), (1, 2, 3, 4, 5)):
            inside = [v for v in values if v in window]
            if len(inside) >= 4:
                return tuple(inside)
    most = max(values, key=lambda v: (hand.count(v), v))
    return (most,) * hand.count(most)


class EasyGeneral(GeneralPlayer):
    level = "easy"
    name = LEVELS[0].name

    def decide_thrown(self, s, seat: int, free: list[str]) -> tuple[Action, Text]:
        scoring = s.scoring
        hand = tuple(sorted(s.dice))
        served = s.throws == 1
        made = [line for line in free if line in COMBINATIONS and line_points(scoring, line, hand) > 0]
        if made or s.throws >= THROWS:
            line = best_line(scoring, made or free, hand, served, None)
            return Action("score", (line,)), _score_why(scoring, line, s.dice, served)
        hold = easy_hold(hand, "straight" in free)
        return roll_action(5, positions_to_throw(s.dice, hold)), Text(
            f"Keep {_values(hold)} and throw the rest", f"Оставьте {_values(hold)}, остальные перебросьте")


# --- Golden General ----------------------------------------------------------------------------------

GROUPS = golden_groups()
SPLITS = [(GROUPS.index(a), GROUPS.index(b)) for a, b in golden_splits()]


def golden_best_score(scoring: Scoring, dice, free, base: Optional[dict]):
    """(value, split, line1, line2) of the best way to write the ten dice now."""
    hands = [tuple(sorted(dice[d] for d in g)) for g in GROUPS]
    vals = [{line: line_value(scoring, line, h, False, base) for line in free} for h in hands]
    best = None
    for a, b in SPLITS:
        for l1 in free:
            for l2 in free:
                if l1 != l2:
                    v = vals[a][l1] + vals[b][l2]
                    if best is None or v > best[0] + 1e-9:
                        best = (v, (a, b), l1, l2)
    return best


def golden_plan(scoring: Scoring, dice, free, throws_left: int):
    """(value, throw) of the best hold: each group of each split is aimed at one line of a pair,
    valued by the exact single-line expectimax of its dice; ``throw`` lists the dice (0-based) to
    throw again (empty: write now)."""
    base = baselines(scoring) if len(free) > 2 else None
    tables = {line: line_tables(scoring, line) for line in free}
    hands = [tuple(sorted(dice[d] for d in g)) for g in GROUPS]
    plans = []  # per group: {line: (value, hold)}
    for h in hands:
        per = {}
        for line in free:
            stop, after = tables[line]
            value, hold = best_hold(h, stop[h], after[throws_left])
            per[line] = (value - (base[line] if base else 0.0), hold)
        plans.append(per)
    best = None
    for a, b in SPLITS:
        for l1 in free:
            for l2 in free:
                if l1 != l2:
                    v = plans[a][l1][0] + plans[b][l2][0]
                    if best is None or v > best[0] + 1e-9:
                        best = (v, a, b, l1, l2)
    v, a, b, l1, l2 = best
    throw = (positions_to_throw(dice, plans[a][l1][1], GROUPS[a])
             + positions_to_throw(dice, plans[b][l2][1], GROUPS[b]))
    return v, sorted(throw)


def _golden_score(scoring: Scoring, dice, free, base) -> tuple[Action, Text]:
    _, (a, b), l1, l2 = golden_best_score(scoring, dice, free, base)
    g1, g2 = GROUPS[a], GROUPS[b]
    h1 = [dice[d] for d in g1]
    h2 = [dice[d] for d in g2]
    p1, p2 = line_points(scoring, l1, h1), line_points(scoring, l2, h2)
    n1, n2 = LINE_NAMES[l1], LINE_NAMES[l2]
    why = Text(f"Group {_values(h1)} → {n1.en} {p1}; group {_values(h2)} → {n2.en} {p2}",
               f"Группа {_values(h1)} → «{n1.ru}» {p1}; группа {_values(h2)} → «{n2.ru}» {p2}")
    return golden_score_action(l1, l2, g1), why


class StrongGolden(GeneralPlayer):
    level = "strong"
    name = LEVELS[1].name

    def prepare(self, rules, view, seat):
        """The lines' baselines and single-line tables (some tens of milliseconds)."""
        if (True, view.scoring) not in _prepared:
            baselines(view.scoring)
            for line in view.free_lines(seat):
                line_tables(view.scoring, line)
            _prepared.add((True, view.scoring))

    def is_prepared(self, rules, view, seat):
        return (True, view.scoring) in _prepared

    def decide_thrown(self, s, seat: int, free: list[str]) -> tuple[Action, Text]:
        base = baselines(s.scoring) if len(free) > 2 else None
        if s.throws < THROWS:
            value, throw = golden_plan(s.scoring, s.dice, free, THROWS - s.throws)
            if throw:
                kept = tuple(sorted(s.dice[d] for d in range(10) if d not in throw))
                return roll_action(10, throw), (
                    Text(f"Keep {_values(kept)} and throw the other {len(throw)}",
                         f"Оставьте {_values(kept)}, остальные ({len(throw)}) перебросьте"))
        return _golden_score(s.scoring, s.dice, free, base)


class EasyGolden(GeneralPlayer):
    level = "easy"
    name = LEVELS[0].name

    def decide_thrown(self, s, seat: int, free: list[str]) -> tuple[Action, Text]:
        _, (a, b), l1, l2 = golden_best_score(s.scoring, s.dice, free, None)
        hands = [[s.dice[d] for d in GROUPS[g]] for g in (a, b)]
        made = all(line in COMBINATIONS and line_points(s.scoring, line, h) > 0 for line, h in zip((l1, l2), hands))
        if made or s.throws >= THROWS:
            return _golden_score(s.scoring, s.dice, free, None)
        counts = sorted(set(s.dice), key=lambda v: (s.dice.count(v), v), reverse=True)[:2]
        throw = [d for d in range(10) if s.dice[d] not in counts]
        if not throw:
            return _golden_score(s.scoring, s.dice, free, None)
        return roll_action(10, throw), Text(f"Keep the {counts[0]}s and {counts[1]}s and throw the rest",
                                            f"Оставьте {counts[0]} и {counts[1]}, остальные перебросьте")


def make_player(level: str, golden: bool) -> Player:
    if golden:
        return EasyGolden() if level == "easy" else StrongGolden()
    return EasyGeneral() if level == "easy" else StrongGeneral()
