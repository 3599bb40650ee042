"""Computer players for Pig (Qt-free).

Three levels:

* ``easy`` — the book's Strategy No. 2: throw until the series reaches 20 points (one die), then
  stop.  With two dice a throw that is not "чирик" adds more on average, so the 20 is scaled by that
  mean (see :func:`easy_hold_at`).
* ``kper`` — "Keep Pace and End Race" (Neller and Presser), exactly as the book states it for one die
  to 100, and a scaled version of it for other targets and dice (see :func:`kper_hold_at`).
* ``optimal`` — two players: the exact best decision from the solved table (``solver.py``).  With
  more players, or with the overtaking rule (the table knows nothing of it), it plays ``kper`` and
  says so in its advice.

This module is imported when the game is opened; numpy and the solver are imported only when the
optimal player first needs its table.
"""

from __future__ import annotations

import math
import random
import threading
from functools import lru_cache
from pathlib import Path
from typing import Optional

from compendium.core.actions import Action
from compendium.core.ai import Advice, Player, make_level
from compendium.core.plugin import read_levels
from compendium.core.text import Text, points
from compendium.games.pig.rules import ONE, ROLL, STOP, TWO, gain_distribution

# --- the numbers the strategies are built from ----------------------------------------------------


@lru_cache(maxsize=None)
def mean_gain(dice: str) -> float:
    """Mean points added by a throw that is not "чирик" (4 with one die, 7.5 red+white, 7 same colour)."""
    bust, dist = gain_distribution(dice)
    return sum(g * p for g, p in dist.items()) / (1.0 - bust)


def gain_ratio(dice: str) -> float:
    """How much more a good throw brings than with one die (1 for one die)."""
    return mean_gain(dice) / mean_gain(ONE)


def _ceil(x: float) -> int:
    """The smallest whole series that reaches ``x`` (guarding against 23.000000001)."""
    return int(math.ceil(x - 1e-9))


def easy_hold_at(dice: str = ONE) -> int:
    """Strategy No. 2's stopping point: 20 with one die, ``20 * mean gain / 4`` with two (38, 35)."""
    return _ceil(20 * gain_ratio(dice))


def kper_end_race(target: int = 100, dice: str = ONE) -> int:
    """The score from which "End Race" applies: 71 for one die to 100, ``target - 29 * r_g`` in general."""
    return _ceil(target - 29 * gain_ratio(dice))


def kper_hold_at(me: int, opp: int, target: int = 100, dice: str = ONE) -> int:
    """The series at which "Keep Pace and End Race" stops (at or above it, stop).

    For one die to 100 it is exactly the book's rule:

    * if you or the (leading) opponent have 71 or more, throw until you win — the answer is then
      ``target - me``;
    * otherwise ``N = 21 + m`` with ``m = (opp - me) / 8``, the fraction dropped toward zero
      (50 vs 30 gives 23; 30 vs 50 gives 21 - 2 = 19).

    For other targets and dice, with ``r_g = mean gain / 4`` (:func:`gain_ratio`: 1, 1.875, 1.75)
    and ``r_t = target / 100``::

        end race when me or opp >= target - 29 * r_g
        m = trunc((opp - me) / (8 * sqrt(r_g * r_t)))
        N = ceil(r_g * (21 + m)), at least 1

    Why: 21 and 29 are turn-sized quantities (about one good turn, and a turn and a half from the
    finish), so they grow with the points a throw brings, not with the target.  The gap divisor
    measures how much a lead matters; a lead counts less the more turns remain, and a random walk of
    ``n`` turns of size ``r_g`` spreads by ``r_g * sqrt(n)`` with ``n ~ r_t / r_g`` — hence
    ``sqrt(r_g * r_t)``.  Evaluated exactly against the optimal player (both seats in turn), this
    version keeps within about 1–1.2 % of an even game in the modes tried (e.g. 49.5 % for one die
    to 100, the book's case; 48.8 % for two dice to 200; 49.4 % for two dice of one colour to 200).
    """
    rg = gain_ratio(dice)
    if max(me, opp) >= kper_end_race(target, dice):
        return max(1, target - me)
    divisor = 8 * math.sqrt(rg * target / 100)
    m = math.trunc((opp - me) / divisor)  # toward zero, as the book's second example requires
    n = _ceil(rg * (21 + m))
    return max(1, min(n, target - me))


# --- players -------------------------------------------------------------------------------------


def _pct(x: float, other: Optional[float] = None) -> str:
    """A chance as a percentage, with enough decimals to tell it from ``other``."""
    for digits in (0, 1, 2):
        a = f"{100 * x:.{digits}f}"
        if other is None or a != f"{100 * other:.{digits}f}":
            return a
    return f"{100 * x:.3f}"


def _decision(roll: bool) -> Text:
    return Text("Throw", "Бросать") if roll else Text("Stop", "Хватит")


class PigPlayer(Player):
    """Shared part: find the legal actions and decide (``Player.decide`` checks the answer)."""

    def decide(self, view, seat: int) -> tuple[bool, Text, Optional[float]]:
        """(throw?, why, chance to win or None) for a seat whose turn it is."""
        raise NotImplementedError

    def advise(self, rules, view, seat: int) -> Advice:
        legal = rules.legal_actions(view, seat)
        if not legal:
            raise ValueError("Pig: this seat has no decision to make now")
        roll, why, chance = self.decide(view, seat)
        return Advice(ROLL if roll else STOP, why, chance)

    def choose(self, rules, view, seat: int, rng: random.Random) -> Action:
        return self.advise(rules, view, seat).action


def _leader(view, seat: int) -> Optional[int]:
    """The best score among the other players (None when playing alone)."""
    others = [s for q, s in enumerate(view.scores) if q != seat]
    return max(others) if others else None


class EasyPlayer(PigPlayer):
    level = "easy"
    name = Text("Computer (easy)", "Компьютер (лёгкий)")

    def decide(self, view, seat):
        k = view.series
        n = easy_hold_at(view.dice)
        if not view.throws or k < n:
            return True, Text(f"Throw: the series is {k}; stop once it reaches {n}.",
                              f"Бросать: в серии {k}; остановиться, когда наберётся {n}."), None
        return False, Text(f"Stop: the series has reached {k} (the aim is {points(n).en} a turn).",
                           f"Хватит: в серии уже {k} (цель — {points(n).ru} за ход)."), None


class KperPlayer(PigPlayer):
    level = "kper"
    name = Text("Computer (keep pace)", "Компьютер (держи темп)")

    def decide(self, view, seat):
        me, k, target = view.scores[seat], view.series, view.target
        opp = _leader(view, seat)
        rival = opp if opp is not None else me
        end = kper_end_race(target, view.dice)
        n = kper_hold_at(me, rival, target, view.dice)
        if max(me, rival) >= end:
            if me >= end:
                why = Text(f"Throw: you have {me}, the finish is near — throw until you win.",
                           f"Бросать: у вас {me}, финиш близко — бросайте до победы.")
            else:
                why = Text(f"Throw: an opponent has {rival}, the finish is near — throw until you win.",
                           f"Бросать: у соперника {rival}, финиш близко — бросайте до победы.")
            return True, why, None
        roll = not view.throws or k < n
        who = Text("the opponent", "у соперника") if len(view.scores) == 2 else Text("the leader", "у лидера")
        d = _decision(roll)
        why = Text(f"{d.en}: the series is {k}; with you at {me} and {who.en} at {rival}, stop at {n}.",
                   f"{d.ru}: в серии {k}; у вас {me}, {who.ru} {rival} — останавливаться на {n}.")
        return roll, why, None


_FALLBACK_MANY = Text(" (More than two players: the exact table covers two, so this is “Keep pace”.)",
                      " (Игроков больше двух, а точная таблица — для двоих, поэтому здесь «Держи темп».)")
_FALLBACK_OVERTAKING = Text(" (The overtaking rule is on and the exact table ignores it, so this is “Keep pace”.)",
                            " (Включено правило обгона, которого точная таблица не учитывает, поэтому здесь «Держи темп».)")


class OptimalPlayer(PigPlayer):
    """Perfect play for two players from the solved table, loaded or solved on first need.

    ``cache_dir``: where solved tables are kept (None: solve in memory each time the program runs).
    ``target`` / ``dice``: the game :meth:`prepare_table` should get ready for when called without them.
    """

    level = "optimal"
    name = Text("Computer (perfect)", "Компьютер (безупречный)")

    def __init__(self, cache_dir: Optional[Path] = None, target: Optional[int] = None,
                 dice: Optional[str] = None):
        self.cache_dir = Path(cache_dir) if cache_dir is not None else None
        self.target = target
        self.dice = dice
        self._tables: dict = {}
        self._lock = threading.Lock()
        self._fallback = KperPlayer()

    def _exact(self, view) -> bool:
        """Whether the solved table plays this match (two players, no overtaking rule)."""
        return len(view.scores) == 2 and not view.overtaking

    def prepare(self, rules, view, seat):
        """Reads the match's solved table from the cache folder, or solves it and keeps it there."""
        if self._exact(view):
            self.table(view.target, view.dice)

    def is_prepared(self, rules, view, seat):
        return not self._exact(view) or (int(view.target), view.dice) in self._tables

    def prepare_table(self, target: Optional[int] = None, dice: Optional[str] = None):
        """Load or solve the table now (may take seconds; meant for a background thread).

        Without arguments it uses the ``target``/``dice`` given at construction, or else the book's
        game (two dice to 200).  Returns the table.  Safe to call from several threads.
        """
        target = target if target is not None else (self.target if self.target is not None else 200)
        dice = dice if dice is not None else (self.dice if self.dice is not None else TWO)
        return self.table(target, dice)

    def table(self, target: int, dice: str):
        key = (int(target), dice)
        table = self._tables.get(key)
        if table is None:
            with self._lock:  # one solve per table even if the GUI and a worker ask together
                table = self._tables.get(key)
                if table is None:
                    from compendium.games.pig.solver import load_or_solve

                    table = load_or_solve(key[0], dice, self.cache_dir)
                    self._tables[key] = table
        return table

    def decide(self, view, seat):
        if not self._exact(view):
            roll, why, _ = self._fallback.decide(view, seat)
            return roll, why + (_FALLBACK_OVERTAKING if view.overtaking and len(view.scores) == 2
                                else _FALLBACK_MANY), None
        table = self.table(view.target, view.dice)
        me, opp, k = view.scores[seat], view.scores[1 - seat], view.series
        if not view.throws:
            k = 0
        r, s = table.values(me, opp, k)
        if s is None:
            return True, Text(f"Throw (a turn starts with a throw): your chance to win is {_pct(r)}%.",
                              f"Бросать (ход начинается с броска): ваши шансы на победу — {_pct(r)}%."), r
        if r >= s:
            return True, Text(f"Throw: your chance to win is {_pct(r, s)}% if you throw, {_pct(s, r)}% if you stop.",
                              f"Бросать: шансы на победу {_pct(r, s)}%, если бросать, и {_pct(s, r)}%, "
                              f"если остановиться."), r
        return False, Text(f"Stop: your chance to win is {_pct(s, r)}% if you stop, {_pct(r, s)}% if you throw.",
                           f"Хватит: шансы на победу {_pct(s, r)}%, если остановиться, и {_pct(r, s)}%, "
                           f"если бросать."), s


# --- the levels offered --------------------------------------------------------------------------

LEVELS = read_levels(__file__)  # levels.json beside this file: what the setup dialog lists

_PLAYERS = {"easy": EasyPlayer, "kper": KperPlayer}


def make_player(level: str, cache_dir: Optional[Path] = None, target: Optional[int] = None,
                dice: Optional[str] = None) -> Player:
    """A computer player of the given level key (see ``LEVELS``)."""
    if level == "optimal":
        return OptimalPlayer(cache_dir=cache_dir, target=target, dice=dice)
    return make_level(_PLAYERS, level, "Pig")
