"""Computer players for Yacht (Qt-free).

Every level plays a turn by exact expectimax over the 252 sorted throws of five dice: for each
throw still to come it weighs every set of dice to keep and every free line, and it differs only
in what it thinks a line left open is worth for the turns after this one:

* ``greedy`` — nothing: the most points this turn, whatever lines it uses up;
* ``steady`` — each free line is worth what it scores on average when a whole turn is played for
  it alone (so writing a poor 2 in «yacht» costs that line's usual worth);
* ``best`` — the exact expected score of the rest of the match for every set of free lines,
  solved once for the whole game (2^15 sets; see :func:`solve`): it maximises its expected final
  score. It does not look at the other players' scores.

The tables are numpy arrays. The ``best`` table is solved on first need (about two seconds) and
kept in the cache folder; ``BestPlayer.prepare`` does that ahead of the first decision (the
application calls it in a background thread when a match is set up).
"""

from __future__ import annotations

import random
import threading
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial
from pathlib import Path
from typing import Optional

import numpy as np

from compendium.core.actions import Action
from compendium.core.ai import Advice, Player, make_level
from compendium.core.text import Text
from compendium.core.plugin import read_levels
from compendium.games.yacht.rules import (
    LINE_NAMES,
    LINES,
    N_DICE,
    ROLL,
    keep_action,
    line_score,
    score_action,
    shown,
    sub_keeps,
)

N_LINES = len(LINES)
FULL = (1 << N_LINES) - 1
TABLE_FORMAT = 1  # part of the cached file names: bump it if the meaning of a table changes


# --- the dice: outcomes, keeps and the chances between them ----------------------------------------

def _multinomial(values: tuple) -> int:
    out = factorial(len(values))
    for v in set(values):
        out //= factorial(values.count(v))
    return out


@dataclass(frozen=True)
class Dice:
    outcomes: tuple  # the 252 sorted throws of five dice
    p: np.ndarray  # (252,) the chance of each throw of five fresh dice
    keeps: tuple  # every sorted set of 0 to 4 dice (210); keeps[0] = () throws all five
    keep_index: dict
    move: np.ndarray  # (210, 252) the chance of each final five when a keep's other dice are thrown
    layers: tuple  # for 1 to 4 dice: (the keeps of that size, for each the keeps of one die fewer)
    drop: np.ndarray  # (252, 5) for each throw, its keeps of four dice


@lru_cache(maxsize=1)
def dice() -> Dice:
    outcomes = tuple(combinations_with_replacement(range(1, 7), N_DICE))
    index = {d: i for i, d in enumerate(outcomes)}
    p = np.array([_multinomial(d) / 6 ** N_DICE for d in outcomes])
    keeps = tuple(k for n in range(N_DICE) for k in combinations_with_replacement(range(1, 7), n))
    keep_index = {k: i for i, k in enumerate(keeps)}
    move = np.zeros((len(keeps), len(outcomes)))
    for i, k in enumerate(keeps):
        n = N_DICE - len(k)
        for fresh in combinations_with_replacement(range(1, 7), n):
            move[i, index[tuple(sorted(k + fresh))]] += _multinomial(fresh) / 6 ** n

    def smaller(dice_: tuple) -> list[int]:
        return [keep_index[dice_[:i] + dice_[i + 1:]] for i in range(len(dice_))]

    layers = tuple((np.array([keep_index[k] for k in keeps if len(k) == n]),
                    np.array([smaller(k) for k in keeps if len(k) == n])) for n in range(1, N_DICE))
    drop = np.array([smaller(d) for d in outcomes])
    return Dice(outcomes, p, keeps, keep_index, move, layers, drop)


@lru_cache(maxsize=None)
def score_table(double: bool, loose: bool) -> tuple[np.ndarray, np.ndarray]:
    """(later, first): (15, 252) points of each line for each throw, after a later throw and after the first."""
    outs = dice().outcomes
    later = np.array([[line_score(line, d, False, double, loose) for d in outs] for line in LINES], dtype=float)
    first = np.array([[line_score(line, d, True, double, loose) for d in outs] for line in LINES], dtype=float)
    return later, first


def best_keep(values: np.ndarray) -> np.ndarray:
    """values (..., 210) of the keeps -> (..., 252) the best keep each throw allows, climbing the
    keeps one die at a time (a keep allows every keep with one die fewer)."""
    d = dice()
    best = values.copy()
    for idx, smaller in d.layers:
        best[..., idx] = np.maximum(best[..., idx], best[..., smaller].max(axis=-1))
    return best[..., d.drop].max(axis=-1)


# --- one turn ------------------------------------------------------------------------------------

@dataclass
class Turn:
    """Values of one turn's positions, given what each free line's use leaves for later."""

    keep_before_second: np.ndarray  # (210,) value of each keep before the second throw
    keep_before_third: np.ndarray  # (210,)
    start: float  # the value of the turn before its first throw


def _best_line(scores: np.ndarray, after: np.ndarray) -> np.ndarray:
    """For each throw (columns), the best of scores[l] + after[l] over the lines with a finite ``after``."""
    return (scores + after[:, None]).max(axis=0)


def plan_turn(after: np.ndarray, double: bool, loose: bool) -> Turn:
    """``after[l]``: what the match is worth after writing line l (-inf for a line already used)."""
    d = dice()
    later, first = score_table(double, loose)
    third = _best_line(later, after)
    k3 = d.move @ third
    second = np.maximum(third, best_keep(k3))
    k2 = d.move @ second
    now_first = _best_line(first, after)
    first_value = np.maximum(now_first, best_keep(k2))
    return Turn(k2, k3, float(d.p @ first_value))


# --- the whole game, solved ------------------------------------------------------------------------

def solve(double: bool = True, loose: bool = False, chunk: int = 512) -> np.ndarray:
    """V[mask]: the expected score still to come with the free lines of ``mask`` (bit i = LINES[i]),
    playing to maximise it. Layer by layer in the number of free lines, many masks at once."""
    d = dice()
    later, first = score_table(double, loose)
    V = np.zeros(FULL + 1)
    masks = np.arange(FULL + 1)
    popcount = np.array([bin(m).count("1") for m in masks])
    moveT = d.move.T
    for k in range(1, N_LINES + 1):
        layer = masks[popcount == k]
        for start in range(0, len(layer), chunk):
            ms = layer[start:start + chunk]
            after = np.full((len(ms), N_LINES), -np.inf)
            for line in range(N_LINES):
                has = (ms >> line) & 1 == 1
                after[has, line] = V[ms[has] ^ (1 << line)]
            third = (later[None, :, :] + after[:, :, None]).max(axis=1)  # (m, 252)
            k3 = third @ moveT  # (m, 210)
            second = np.maximum(third, best_keep(k3))
            k2 = second @ moveT
            now_first = (first[None, :, :] + after[:, :, None]).max(axis=1)
            value = np.maximum(now_first, best_keep(k2))
            V[ms] = value @ d.p
    return V


def table_name(double: bool, loose: bool) -> str:
    return f"yacht-best-v{TABLE_FORMAT}-{'double' if double else 'single'}-{'loose' if loose else 'strict'}.npy"


def load_or_solve(double: bool, loose: bool, cache_dir: Optional[Path] = None) -> np.ndarray:
    """The table from ``cache_dir`` if a sound copy is there; otherwise solved (and cached).
    A damaged cache file is solved anew; failing to write one is not an error."""
    path = Path(cache_dir) / table_name(double, loose) if cache_dir is not None else None
    if path is not None:
        try:
            V = np.load(path, allow_pickle=False)
            if V.shape == (FULL + 1,) and V.dtype == np.float64 and np.isfinite(V).all():
                return V
        except (OSError, ValueError):
            pass
    V = solve(double, loose)
    if path is not None:
        try:
            with open(path.with_suffix(".tmp"), "wb") as f:
                np.save(f, V, allow_pickle=False)
            path.with_suffix(".tmp").replace(path)
        except OSError:
            pass
    return V


# --- players -------------------------------------------------------------------------------------

def free_mask(view, seat: int) -> int:
    return sum(1 << i for i, e in enumerate(view.sheets[seat]) if e is None)


class YachtPlayer(Player):
    """Shared part: plan the turn with this level's worth of open lines, pick the best action."""

    def worth_after(self, view, mask: int) -> np.ndarray:
        """(15,) what the rest of the match is worth after writing each line (-inf: not free)."""
        raise NotImplementedError

    def options(self, rules, view, seat: int) -> list[tuple[float, Action]]:
        """Every sensible action with its value (the expected points from now on), best first."""
        if view.rolling or view.player != seat or view.over:
            raise ValueError("Yacht: this seat has no decision to make now")
        mask = free_mask(view, seat)
        after = self.worth_after(view, mask)
        turn = plan_turn(after, view.double, view.loose)
        if view.throws == 0:
            return [(turn.start, ROLL)]
        d = dice()
        first = view.throws == 1
        out = []
        for i, line in enumerate(LINES):
            if mask >> i & 1:
                points = line_score(line, view.dice, first, view.double, view.loose)
                out.append((points + after[i], score_action(line)))
        if view.throws < 3:
            keeps = turn.keep_before_second if first else turn.keep_before_third
            out.append((float(keeps[0]), ROLL))
            for k in sub_keeps(view.dice):
                out.append((float(keeps[d.keep_index[k]]), keep_action(k)))
        out.sort(key=lambda va: (-va[0], _prefer(va[1])))
        return out

    def choose(self, rules, view, seat: int, rng: random.Random) -> Action:
        return self.options(rules, view, seat)[0][1]

    def prepare(self, rules, view, seat):
        """The dice's tables and the match's points of every line (tens of milliseconds)."""
        dice()
        score_table(view.double, view.loose)
        _prepared.add((self.level, view.double, view.loose))

    def is_prepared(self, rules, view, seat):
        return (self.level, view.double, view.loose) in _prepared

    def advise(self, rules, view, seat: int) -> Advice:
        ranked = self.options(rules, view, seat)
        value, action = ranked[0]
        base = view.total(seat)
        return Advice(action, self.explain(view, action, base + value, ranked, base))

    def explain(self, view, action: Action, expected: float, ranked, base: int) -> Text:
        goal = self.goal(expected)
        if action == ROLL and view.throws == 0:
            return Text("Throw the dice.", "Бросайте кости.") + goal
        if action == ROLL:
            return Text("Throw all five dice again.", "Перебросьте все пять костей.") + goal
        if action.verb == "keep":
            n = N_DICE - len(action.args)
            return Text(f"Keep {shown(action.args)} and throw the other {n}.",
                        f"Оставьте {shown(action.args)} и бросьте остальные ({n}).") + goal
        line = str(action.args[0])
        points = line_score(line, view.dice, view.throws == 1, view.double, view.loose)
        name = LINE_NAMES[line]
        return Text(f"Write {points} in «{name.en}».", f"Запишите {points} в графу «{name.ru}».") + goal

    def goal(self, expected: float) -> Text:
        return Text("", "")


_prepared: set = set()  # (level, double, loose) that YachtPlayer.prepare has made ready


def _prefer(action: Action) -> tuple:
    """Among equal values: write before throwing, keep more dice rather than fewer."""
    return (action.verb != "score", -len(action.args) if action.verb == "keep" else 0, action.notation)


class GreedyPlayer(YachtPlayer):
    level = "greedy"
    name = Text("Computer (greedy)", "Компьютер (жадный)")

    def worth_after(self, view, mask):
        return np.array([0.0 if mask >> i & 1 else -np.inf for i in range(N_LINES)])

    def goal(self, expected):
        return Text(" The most points this turn.", " Больше всего очков за этот ход.")


@lru_cache(maxsize=None)
def line_worth(double: bool, loose: bool) -> tuple[float, ...]:
    """What each line scores on average when a whole turn is played for it alone."""
    out = []
    for i in range(N_LINES):
        after = np.full(N_LINES, -np.inf)
        after[i] = 0.0
        out.append(plan_turn(after, double, loose).start)
    return tuple(out)


class SteadyPlayer(YachtPlayer):
    level = "steady"
    name = Text("Computer (steady)", "Компьютер (расчётливый)")

    def prepare(self, rules, view, seat):
        line_worth(view.double, view.loose)
        super().prepare(rules, view, seat)

    def worth_after(self, view, mask):
        worth = line_worth(view.double, view.loose)
        total = sum(w for i, w in enumerate(worth) if mask >> i & 1)
        return np.array([total - worth[i] if mask >> i & 1 else -np.inf for i in range(N_LINES)])

    def goal(self, expected):
        return Text(" Weighs the points now against what the line is usually worth.",
                    " Очки сейчас взвешены с тем, сколько обычно приносит эта графа.")


_TABLES: dict = {}  # (double, loose) -> solved table, shared by every player of the program
_LOCK = threading.Lock()


class BestPlayer(YachtPlayer):
    """Maximises the expected final score with the solved table (loaded or solved on first need)."""

    level = "best"
    name = Text("Computer (best)", "Компьютер (сильнейший)")

    def __init__(self, cache_dir: Optional[Path] = None):
        self.cache_dir = Path(cache_dir) if cache_dir is not None else None

    def table(self, double: bool, loose: bool) -> np.ndarray:
        key = (double, loose)
        V = _TABLES.get(key)
        if V is None:
            with _LOCK:  # one solve per table even if a move and a hint ask together
                V = _TABLES.get(key)
                if V is None:
                    V = _TABLES[key] = load_or_solve(double, loose, self.cache_dir)
        return V

    def prepare(self, rules, view, seat):
        """Reads the solved table from the cache folder, or solves it (a second or two) and keeps
        it there; the dice's tables too."""
        self.table(view.double, view.loose)
        super().prepare(rules, view, seat)

    def is_prepared(self, rules, view, seat):
        return (view.double, view.loose) in _TABLES and super().is_prepared(rules, view, seat)

    def worth_after(self, view, mask):
        V = self.table(view.double, view.loose)
        return np.array([V[mask ^ (1 << i)] if mask >> i & 1 else -np.inf for i in range(N_LINES)])

    def goal(self, expected):
        e = round(expected)
        return Text(f" Expected final total: about {e}.", f" Ожидаемый итог: около {e}.")


LEVELS = read_levels(__file__)  # levels.json beside this file: what the setup dialog lists

_PLAYERS = {"greedy": GreedyPlayer, "steady": SteadyPlayer}


def make_player(level: str, cache_dir: Optional[Path] = None) -> Player:
    """A computer player of the given level key (see ``LEVELS``)."""
    if level == "best":
        return BestPlayer(cache_dir)
    return make_level(_PLAYERS, level, "Yacht")
