"""Computer players for dice poker (Qt-free).

Two levels:

* ``simple`` — keeps the largest group of equal dice and throws the rest; writes the dice where
  they score most now. In the ranking game it stands on a full house or better.
* ``strong`` — a one-turn expectimax. The sheet game: every way of keeping dice and every free
  line is weighed; a line left open is worth what a whole turn spent on it would bring on
  average, and the first-stage bonus is weighed by its chance (a normal estimate from the rows
  still open). The ranking game: the chance to win against the hands already shown and an
  ordinary hand for every player still to throw.

Dice are reasoned about as sorted tuples (multisets): 252 throws of five dice, 462 ways of
keeping dice. The tables are built on first use and kept for the life of the program.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from functools import lru_cache
from itertools import combinations, combinations_with_replacement, product
from typing import Callable, Optional

from compendium.core import diskcache
from compendium.core.actions import Action
from compendium.core.ai import Advice, Player, make_level
from compendium.core.plugin import read_levels
from compendium.core.text import Text
from compendium.games.dice_poker.rules import (
    DICE,
    FULL,
    LINE_NAMES,
    SAVED_THROW_POINTS,
    SCHOOL,
    STAGES,
    STAND,
    THROW,
    THROWS,
    RankState,
    Variant,
    hand_dice,
    hand_key,
    hand_kind,
    hand_text,
    line_score,
    school_total,
)

# --- dice as multisets ---------------------------------------------------------------------------------


def _multinomial(ms: tuple[int, ...]) -> float:
    n = math.factorial(len(ms))
    for c in Counter(ms).values():
        n //= math.factorial(c)
    return n / 6 ** len(ms)


@lru_cache(maxsize=1)
def tables():
    """(FIVE, INDEX, ROLLS, HOLDS, TRANS, SUBS):
    FIVE — the 252 sorted throws of five dice; INDEX — throw -> its place in FIVE;
    ROLLS[k] — [(sorted throw of k dice, chance)]; HOLDS — the 462 sorted ways of keeping dice;
    TRANS[hold] — [(index in FIVE, chance)] after throwing the rest; SUBS[ms] — its distinct
    sub-multisets (what may be kept of it)."""
    rolls = {k: [(ms, _multinomial(ms)) for ms in combinations_with_replacement(range(1, 7), k)]
             for k in range(DICE + 1)}
    five = [ms for ms, _ in rolls[DICE]]
    index = {ms: i for i, ms in enumerate(five)}
    holds = [ms for k in range(DICE + 1) for ms, _ in rolls[k]]
    trans = {h: [(index[tuple(sorted(h + y))], p) for y, p in rolls[DICE - len(h)]] for h in holds}
    subs = {}
    for h in holds:  # every choice of how many of each face to keep
        counts = sorted(Counter(h).items())
        subs[h] = sorted(tuple(v for (v, _), n in zip(counts, choice) for _ in range(n))
                         for choice in product(*(range(c + 1) for _, c in counts)))
    return five, index, rolls, holds, trans, subs


def expect(values: list[float]) -> dict[tuple, float]:
    """For every way of keeping dice, the mean of ``values`` (one a throw of five) after throwing the rest."""
    _, _, _, holds, trans, _ = tables()
    return {h: sum(values[i] * p for i, p in trans[h]) for h in holds}


def keep_places(dice: tuple[int, ...], keep: tuple[int, ...], allowed=range(DICE)) -> tuple[int, ...]:
    """The places (0-4) to throw so that the dice ``keep`` stay (among the places ``allowed``)."""
    left = Counter(keep)
    throw = []
    for place in allowed:
        if left[dice[place]] > 0:
            left[dice[place]] -= 1
        else:
            throw.append(place)
    return tuple(throw)


def throw_action(places) -> Action:
    return Action("throw", tuple(p + 1 for p in sorted(places)))


def _dice(ms) -> str:
    return " ".join(str(v) for v in ms)


def _keep_text(kept, n_throw: int) -> Text:
    if not kept:
        return Text("Throw all five dice again", "Перебросить все пять костей")
    return Text(f"Keep {_dice(kept)} and throw the other {n_throw}",
                f"Оставить {_dice(kept)} и перебросить остальные ({n_throw})")


# --- the sheet game --------------------------------------------------------------------------------------


@lru_cache(maxsize=None)
def scores(variant: Variant, line: str, first: bool) -> tuple[int, ...]:
    """What ``line`` scores for each of the 252 throws (first: made on the first throw)."""
    five = tables()[0]
    return tuple(line_score(variant, line, d, first) for d in five)


def plan(finals: Callable[[int], list[float]], start: int, last: int, cost: Callable[[int], float]):
    """One turn's expectimax. ``finals(t)`` — the value of stopping after throw t for each throw of
    five; throws go up to ``last``; ``cost(t)`` — what making throw t costs. Returns
    {t: (stop values, hold values)} for t from ``start`` to ``last``: hold values map each way of
    keeping dice to the expected value of throwing the rest."""
    five, _, _, _, _, subs = tables()
    out = {}
    after = finals(last)
    out[last] = (after, None)
    for t in range(last - 1, start - 1, -1):
        held = expect(after)
        c = cost(t + 1)
        stop = finals(t)
        now = []
        for i, d in enumerate(five):
            best = stop[i]
            for h in subs[d]:
                if len(h) < DICE and held[h] - c > best:
                    best = held[h] - c
            now.append(best)
        out[t] = (stop, {h: v - c for h, v in held.items()})
        after = now
    return out


# The tables below take a second or two to build; they are kept in the cache folder
# (compendium.core.diskcache) under this version: bump it when what they mean changes.
TABLES_VERSION = 1


@lru_cache(maxsize=None)
def solo(variant: Variant, line: str) -> tuple[float, float]:
    """(mean, variance) of what ``line`` scores when a whole turn of three throws is spent on it."""
    return _solos(variant)[line]


@lru_cache(maxsize=None)
def _solos(variant: Variant) -> dict[str, tuple[float, float]]:
    """``solo`` of every line of a variant, built once and kept on disk."""
    return diskcache.kept("dice-poker-solo", TABLES_VERSION, variant,
                          lambda: {line: _solo(variant, line) for line in LINE_NAMES})


def _solo(variant: Variant, line: str) -> tuple[float, float]:
    five, _, _, _, trans, subs = tables()
    mean = list(scores(variant, line, False))
    square = [v * v for v in mean]
    for t in (2, 1):
        held_m = expect(mean)
        held_s = expect(square)
        stop = scores(variant, line, t == 1)
        new_m, new_s = [], []
        for i, d in enumerate(five):
            best, best_s = float(stop[i]), float(stop[i]) ** 2
            for h in subs[d]:
                if len(h) < DICE and held_m[h] > best:
                    best, best_s = held_m[h], held_s[h]
            new_m.append(best)
            new_s.append(best_s)
        mean, square = new_m, new_s
    start = trans[()]
    m = sum(mean[i] * p for i, p in start)
    s = sum(square[i] * p for i, p in start)
    return m, max(0.0, s - m * m)


def _phi(x: float) -> float:
    return 0.5 * (1 + math.erf(x / math.sqrt(2)))


@lru_cache(maxsize=None)
def school_excess(school: str) -> dict[tuple, float]:
    """For each set of open rows from ones to sixes, how much more they bring together than a
    turn spent on each alone (``solo``): with several rows open, the row is chosen after the
    throws. Each turn's gain is solved exactly; the turns after it are averaged over the row
    it fills. Kept on disk."""
    return diskcache.kept("dice-poker-school-excess", TABLES_VERSION, school, lambda: _school_excess(school))


def _school_excess(school: str) -> dict[tuple, float]:
    v = Variant(school=school)
    mean = {r: solo(v, r)[0] for r in SCHOOL}
    excess: dict[tuple, float] = {(): 0.0}
    for k in range(1, len(SCHOOL) + 1):
        for rows in combinations(SCHOOL, k):
            columns = [[x - mean[r] for x in scores(v, r, False)] for r in rows]
            best = [max(c) for c in zip(*columns)]
            turn = plan(lambda t, best=best: best, 0, THROWS, lambda t: 0.0)[0][1][()]
            excess[rows] = turn + sum(excess[tuple(x for x in rows if x != r)] for r in rows) / k
    return excess


@lru_cache(maxsize=None)
def first_stage_values(school: str, bonus: int, saved: bool) -> tuple[int, dict]:
    """The first stage solved exactly (when it is played before everything else): for each set of
    open rows and each first-stage total so far, the expected points still to come from it — the
    rows, the bonus, and the saved throws. Returns (lowest total, {open rows: array by total}).
    Takes a second or so with numpy, once per variant; kept on disk."""
    return diskcache.kept("dice-poker-first-stage", TABLES_VERSION, (school, bonus, saved),
                          lambda: _first_stage_values(school, bonus, saved))


def _first_stage_values(school: str, bonus: int, saved: bool) -> tuple[int, dict]:
    import numpy as np

    v = Variant(school=school)
    five, index, _, holds, trans, _ = tables()
    row_scores = {r: np.array(scores(v, r, False)) for r in SCHOOL}
    lo = sum(int(row_scores[r].min()) for r in SCHOOL)
    hi = sum(int(row_scores[r].max()) for r in SCHOOL)
    totals = np.arange(lo, hi + 1)
    # Keeping dice and throwing the rest, as a sparse table: outcome indices and chances, hold by hold.
    outcome = np.array([j for h in holds for j, _ in trans[h]])
    chance = np.array([p for h in holds for _, p in trans[h]])[:, None]
    first = np.cumsum([0] + [len(trans[h]) for h in holds[:-1]])
    # Each hold's sub-holds one die smaller, layer by layer (holds are listed by size).
    hold_index = {h: i for i, h in enumerate(holds)}
    layers = []
    for k in range(1, DICE + 1):
        members = [h for h in holds if len(h) == k]
        parents = [sorted({hold_index[h[:i] + h[i + 1:]] for i in range(k)}) for h in members]
        width = max(len(q) for q in parents)
        layers.append((np.array([hold_index[h] for h in members]),
                       np.array([q + [q[0]] * (width - len(q)) for q in parents])))
    start = np.array([p for _, p in sorted(trans[()])])
    values = {(): np.where(totals >= 0, float(bonus), 0.0)}
    for k in range(1, len(SCHOOL) + 1):
        for rows in combinations(SCHOOL, k):
            best = np.full((len(five), len(totals)), -np.inf)
            for r in rows:
                x = row_scores[r][:, None]
                after = np.clip(np.arange(len(totals))[None, :] + x, 0, len(totals) - 1)
                rest = values[tuple(q for q in rows if q != r)]
                best = np.maximum(best, x + rest[after])
            value = best
            for t in (2, 1):
                held = np.add.reduceat(value[outcome] * chance, first, axis=0)
                for members, parents in layers[:-1]:  # the best hold within each hold
                    held[members] = np.maximum(held[members], held[parents].max(axis=1))
                members, parents = layers[-1]  # five dice: some must be thrown
                stop = best + (SAVED_THROW_POINTS * (THROWS - t) if saved else 0)
                value = np.maximum(stop, held[parents].max(axis=1))  # holds of five are listed as FIVE
            values[rows] = start @ value
    return lo, values


class SheetJudge:
    """What each final choice is worth to the player to move: the points now, plus what the lines
    still open will bring, plus saved throws. While the first stage comes first, what its open
    rows will bring is solved exactly (``first_stage_values``); otherwise each open line is worth
    a turn spent on it, the rows ones to sixes what choosing among them adds, and the bonus is
    weighed by its chance (a normal estimate)."""

    def __init__(self, rules, state):
        self.state = state
        self.variant = v = state.variant
        sheet = state.sheets[state.player]
        self.lines = rules.scorable_lines(state)
        open_ = state.open_lines(state.player)
        last = len(open_) == 1  # the last line: nothing is left to play for
        self.future = {line: 0.0 if last else solo(v, line)[0] for line in open_}
        self.school_open = tuple(line for line in SCHOOL if line in open_)
        self.school_now = school_total(sheet)
        self.bonus = v.school_bonus if self.school_open else 0
        self.exact = None
        if v.order == STAGES and self.school_open:  # the first stage is solved exactly
            self.exact = first_stage_values(v.school, v.school_bonus, v.saved_throws)
        else:
            self.excess = school_excess(v.school) if self.school_open else {(): 0.0}
        self._cache: dict = {}
        self._finals: dict = {}

    def _school_after(self, line: str, points: int) -> float:
        """What the rows ones to sixes left open will still bring, with the bonus."""
        rest = tuple(r for r in self.school_open if r != line)
        if self.exact is not None:
            lo, values = self.exact
            table = values[rest]
            return float(table[min(len(table) - 1, self.school_now + points - lo)])
        value = self.excess[rest]
        if self.bonus:
            total = self.school_now + (points if line in SCHOOL else 0)
            mean = sum(solo(self.variant, r)[0] for r in rest) + self.excess[rest]
            var = sum(solo(self.variant, r)[1] for r in rest)
            chance = (1.0 if total + mean >= 0 else 0.0) if var <= 0 else _phi((total + mean + 0.5) / math.sqrt(var))
            value += self.bonus * chance
        return value

    def worth(self, line: str, points: int, t: int) -> float:
        key = (line, points, t)
        if key not in self._cache:
            value = points - self.future[line] + self._school_after(line, points)
            if line in SCHOOL and self.variant.saved_throws and t < THROWS:
                value += SAVED_THROW_POINTS * (THROWS - t)
            self._cache[key] = value
        return self._cache[key]

    def finals(self, t: int) -> list[float]:
        """For each throw of five, the best line's worth when writing after throw ``t``."""
        key = (t == 1, min(t, THROWS))
        if key not in self._finals:
            columns = [[self.worth(line, x, key[1]) for x in scores(self.variant, line, key[0])]
                       for line in self.lines]
            self._finals[key] = [max(vals) for vals in zip(*columns)]
        return self._finals[key]

    def best_line(self, dice) -> tuple[str, float]:
        t = self.state.throws
        return max(((line, self.worth(line, line_score(self.variant, line, dice, t == 1), min(t, THROWS)))
                    for line in self.lines), key=lambda lv: lv[1])


# --- the ranking game ------------------------------------------------------------------------------------


def _greedy_keep(dice: tuple[int, ...]) -> tuple[int, ...]:
    """What a plain player keeps of a hand: all of it from a full house up, else the dice of the
    hand (the highest die when nothing matches)."""
    if hand_kind(dice) >= FULL:
        return tuple(sorted(dice))
    own = hand_dice(dice)
    return own if len(own) < DICE else (max(dice),)


def _greedy_second(locked: tuple, free: tuple) -> tuple[int, ...]:
    """What a plain player keeps of the free dice on the third throw."""
    want = Counter(_greedy_keep(tuple(sorted(locked + free)))) - Counter(locked)
    return tuple(sorted((Counter(free) & want).elements()))


@lru_cache(maxsize=None)
def ordinary_hands(tie_break: str) -> tuple[list, dict]:
    """The distribution of an ordinary player's final hand (the plain player's), as a sorted list
    of hand keys and {key: chance}."""
    five, _, rolls, _, _, _ = tables()
    final: Counter = Counter()
    second: Counter = Counter()
    for d, p in rolls[DICE]:
        keep = _greedy_keep(d)
        if len(keep) == DICE:
            final[d] += p
            continue
        for x, q in rolls[DICE - len(keep)]:
            second[(keep, x)] += p * q
    for (locked, free), p in second.items():
        keep = _greedy_second(locked, free)
        if keep == free:
            final[tuple(sorted(locked + free))] += p
            continue
        for y, q in rolls[len(free) - len(keep)]:
            final[tuple(sorted(locked + keep + y))] += p * q
    dist: dict = {}
    for d, p in final.items():
        k = hand_key(d, tie_break)
        dist[k] = dist.get(k, 0.0) + p
    return sorted(dist), dist


def win_values(state: RankState, seat: int) -> list[float]:
    """For each final hand (of the 252), the chance to win the round with it: it must beat every
    hand already shown (an equal one means a replay, counted as half), and an ordinary hand of
    every player still to throw."""
    five = tables()[0]
    tb = state.variant.tie_break
    shown = [hand_key(h, tb) for h in state.hands]
    later = len(state.contenders) - len(state.hands) - 1
    keys, dist = ordinary_hands(tb)
    out = []
    for d in five:
        k = hand_key(d, tb)
        v = 1.0
        for s in shown:
            v *= 1.0 if k > s else 0.5 if k == s else 0.0
        if later:
            below = sum(dist[x] for x in keys if x < k) + 0.5 * dist.get(k, 0.0)
            v *= below ** later
        out.append(v)
    return out


def rank_plan(state: RankState, seat: int) -> tuple[float, Optional[tuple], Optional[tuple], float]:
    """(value of standing, best keep or None, places to throw for it, its value)."""
    five, index, rolls, _, _, subs = tables()
    if len(state.contenders) > 1:
        u = win_values(state, seat)
    else:  # alone at the table: simply the strongest hand
        strength = [hand_key(d, state.variant.tie_break) for d in five]
        order = {k: i for i, k in enumerate(sorted(set(strength)))}
        u = [order[k] / len(order) for k in strength]
    held = expect(u)
    dice = state.dice
    now = u[index[tuple(sorted(dice))]]
    best_keep, best_value = None, -1.0
    if state.throws == 2:
        free = tuple(sorted(dice[p] for p in state.free))
        locked = tuple(sorted(dice[p] for p in range(DICE) if p not in state.free))
        for s in subs[free]:
            if len(s) < len(free):
                v = held[tuple(sorted(locked + s))]
                if v > best_value:
                    best_keep, best_value = s, v
        if best_keep is None:
            return now, None, None, now
        places = keep_places(dice, best_keep, state.free)
        return now, tuple(sorted(locked + best_keep)), places, best_value
    second: dict = {}

    def v2(locked, x):
        key = (locked, x)
        if key not in second:
            best = u[index[tuple(sorted(locked + x))]]
            for s in subs[x]:
                if len(s) < len(x):
                    best = max(best, held[tuple(sorted(locked + s))])
            second[key] = best
        return second[key]

    d = tuple(sorted(dice))
    for k in subs[d]:
        if len(k) == DICE:
            continue
        v = sum(q * v2(k, x) for x, q in rolls[DICE - len(k)])
        if v > best_value:
            best_keep, best_value = k, v
    return now, best_keep, keep_places(dice, best_keep), best_value


# --- players ---------------------------------------------------------------------------------------------


class PokerPlayer(Player):
    def choose(self, rules, view, seat: int, rng: random.Random) -> Action:
        return self.advise(rules, view, seat).action

    def advise(self, rules, view, seat: int) -> Advice:
        legal = rules.legal_actions(view, seat)
        if not legal:
            raise ValueError("Dice poker: this seat has no decision to make now")
        if not view.throws:
            return Advice(THROW, Text("Throw the five dice.", "Бросить пять костей."))
        if isinstance(view, RankState):
            advice = self.rank(rules, view, seat)
        else:
            advice = self.sheet(rules, view, seat)
        return advice

    def fallback(self, rules, view, seat: int, legal: list[Action]) -> Action:
        return legal[-1]  # write down (or stand) rather than throw


class SimplePlayer(PokerPlayer):
    level = "simple"
    name = Text("Computer (simple)", "Компьютер (простой)")

    def sheet(self, rules, view, seat):
        lines = rules.scorable_lines(view)
        first = view.throws == 1
        order = list(reversed(view.lines))  # on equal points, a dash goes to poker first
        line = max(lines, key=lambda x: (line_score(view.variant, x, view.dice, first), order.index(x)))
        points = line_score(view.variant, line, view.dice, first)
        good = points >= 20 or (line in SCHOOL and points > 0)
        if rules.may_throw(view) and view.throws < THROWS and not good:
            counts = Counter(view.dice)
            wanted = [v for v in counts if line not in SCHOOL or SCHOOL[v - 1] in lines] or list(counts)
            value = max(wanted, key=lambda v: (counts[v], v))
            places = tuple(p for p in range(DICE) if view.dice[p] != value)
            if places:
                kept = tuple(v for v in view.dice if v == value)
                return Advice(throw_action(places), _keep_text(kept, len(places)))
        name = LINE_NAMES[line]
        return Advice(Action("score", (line,)), Text(f"Write {points} in «{name.en}».",
                                                     f"Записать {points} в графу «{name.ru}»."))

    def rank(self, rules, view, seat):
        dice = view.dice
        if view.throws == 1:
            keep = _greedy_keep(tuple(sorted(dice)))
            places = keep_places(dice, keep)
        else:
            free = tuple(sorted(dice[p] for p in view.free))
            locked = tuple(sorted(dice[p] for p in range(DICE) if p not in view.free))
            keep = _greedy_second(locked, free)
            places = keep_places(dice, keep, view.free)
        if not places:
            return Advice(STAND, Text("Stand: ", "Остаться: ") + hand_text(dice))
        return Advice(throw_action(places), _keep_text(keep, len(places)))


_PREPARED: set = set()  # what StrongPlayer.prepare has made ready in this process


def _prepared_key(view) -> tuple:
    return ("rank", view.variant.tie_break) if isinstance(view, RankState) else ("sheet", view.variant)


class StrongPlayer(PokerPlayer):
    level = "strong"
    name = Text("Computer (strong)", "Компьютер (сильный)")

    def prepare(self, rules, view, seat):
        """Builds (or reads from the cache folder) every table this variant's decisions use."""
        key = _prepared_key(view)
        if key in _PREPARED:
            return
        tables()
        if key[0] == "rank":
            ordinary_hands(view.variant.tie_break)
        else:
            v = view.variant
            for line in LINE_NAMES:
                scores(v, line, False)
                scores(v, line, True)
                solo(v, line)
            if v.order == STAGES:
                first_stage_values(v.school, v.school_bonus, v.saved_throws)
            else:
                school_excess(v.school)
        _PREPARED.add(key)

    def is_prepared(self, rules, view, seat):
        return _prepared_key(view) in _PREPARED

    def sheet(self, rules, view, seat):
        judge = SheetJudge(rules, view)
        line, value = judge.best_line(view.dice)
        throw_plan = None
        if rules.may_throw(view):
            last = min(rules.max_throws(view), max(THROWS, view.throws + 3))  # deeper changes nothing in practice
            table = plan(judge.finals, view.throws, last,
                         lambda t: SAVED_THROW_POINTS if t > THROWS else 0.0)
            _, held = table[view.throws]
            d = tuple(sorted(view.dice))
            subs = tables()[5]
            keep = max((h for h in subs[d] if len(h) < DICE), key=lambda h: held[h])
            if held[keep] > value + 1e-9:
                throw_plan = keep
        if throw_plan is not None:
            places = keep_places(view.dice, throw_plan)
            return Advice(throw_action(places), _keep_text(throw_plan, len(places)))
        points = line_score(view.variant, line, view.dice, view.throws == 1)
        name = LINE_NAMES[line]
        if line not in SCHOOL and points == 0:
            return Advice(Action("score", (line,)), Text(f"Put a dash in «{name.en}»: it is the line least likely "
                                                         "to pay later.",
                                                         f"Поставить прочерк в графе «{name.ru}»: она меньше всех "
                                                         "обещает в будущем."))
        return Advice(Action("score", (line,)), Text(f"Write {points} in «{name.en}».",
                                                     f"Записать {points} в графу «{name.ru}»."))

    def rank(self, rules, view, seat):
        now, keep, places, value = rank_plan(view, seat)
        if keep is None or value <= now + 1e-12:
            why = Text("Stand: ", "Остаться: ") + hand_text(view.dice)
            chance = win_values(view, seat)[tables()[1][tuple(sorted(view.dice))]]
            return Advice(STAND, why + _chance_text(chance), chance)
        kept = [v for p, v in enumerate(view.dice) if p not in places]
        return Advice(throw_action(places), _keep_text(kept, len(places)) + _chance_text(value), min(1.0, value))


def _chance_text(x: float) -> Text:
    pct = round(100 * min(1.0, max(0.0, x)))
    return Text(f" — chance to win about {pct}%.", f" — шансы на победу около {pct}%.")


LEVELS = read_levels(__file__)  # levels.json beside this file: what the setup dialog lists

_PLAYERS = {"simple": SimplePlayer, "strong": StrongPlayer}


def make_player(level: str) -> Player:
    return make_level(_PLAYERS, level, "Dice poker")
