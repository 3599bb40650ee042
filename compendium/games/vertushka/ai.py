"""Computer players for Vertushka (Qt-free), and the exact solution of the game.

* ``easy`` — hits the target when it can, otherwise avoids passing it and tips at random; when every
  tip passes the target it gives away as little as possible.
* ``medium`` — looks one reply ahead (see :class:`MediumPlayer`).
* ``perfect`` — with one die, the move that gives the best chance of winning the match, from the
  exact solution (:class:`MatchSolver`): the only chance left is each game's opening throw, so the
  chance of winning is computed exactly, memoised on the match score and the position. With two
  dice that table would be too slow to build, so it plays each game perfectly for the points of
  that game (:func:`game_value`) without weighing the match score.

"Won" in the hints means: with best play on both sides the player to move is the one who scores
in this game (the opponent is forced past the target, or the player reaches it exactly).
"""

from __future__ import annotations

import random
import threading
from functools import lru_cache
from typing import Optional

from compendium.core import diskcache
from compendium.core.actions import Action
from compendium.core.ai import Advice, Player, make_level
from compendium.core.plugin import read_levels
from compendium.core.text import Text
from compendium.games.vertushka.rules import settle, tip_action, tipped, tips

Barred = Optional[tuple[int, int]]


def _moves(total: int, tops: tuple[int, ...], barred: Barred):
    """(die, face, new total, new tops, barred after it) for every legal tip."""
    for d, f in tips(tops, barred):
        new = tipped(tops, d, f)
        yield d, f, total + sum(new), new, (d, tops[d])


@lru_cache(maxsize=None)
def game_value(target: int, total: int, tops: tuple[int, ...], barred: Barred) -> int:
    """Best result of this game for the player to move, as their points minus the opponent's,
    both sides playing for the points of this game. Positive: the game is won."""
    return max(move_value(target, total, tops, barred, d, f) for d, f in tips(tops, barred))


def move_value(target: int, total: int, tops: tuple[int, ...], barred: Barred, die: int, face: int) -> int:
    """:func:`game_value` after the given tip (from the mover's side)."""
    new = tipped(tops, die, face)
    t = total + sum(new)
    mine, theirs = settle(t, target)
    if mine or theirs:
        return mine - theirs
    return -game_value(target, t, new, (die, tops[die]))


def _openings(n_dice: int) -> list[tuple[tuple[int, ...], float]]:
    if n_dice == 1:
        return [((v,), 1 / 6) for v in range(1, 7)]
    return [((v, w), 1 / 36) for v in range(1, 7) for w in range(1, 7)]


STARTS_VERSION = 1  # of the kept table of game starts: bump it when what it means changes


class MatchSolver:
    """The chance of winning the match for the player to move, with best play on both sides.

    ``win(a, b, threw, total, tops, barred)``: a = the mover's points, b = the opponent's, threw =
    whether the mover threw the die in this game (the other player throws the next game).
    ``start(a, b, throws)``: my chance at the start of a game, ``throws`` = whether I throw it.
    The starts are filled from the highest match scores down, so that no recursion crosses more
    than one game.
    """

    def __init__(self, target: int, goal: int, n_dice: int = 1):
        self.target, self.goal, self.n_dice = target, goal, n_dice
        self._win: dict = {}
        # The start of every game is kept in the cache folder (compendium.core.diskcache): a later
        # run only works out the positions of the game being played, when asked.
        self._start: dict = diskcache.kept("vertushka-starts", STARTS_VERSION, (target, goal, n_dice),
                                           self._starts)

    def _starts(self) -> dict:
        self._start = {}
        goal = self.goal
        for s in range(2 * goal - 2, -1, -1):
            for a in range(max(0, s - goal + 1), min(goal - 1, s) + 1):
                for throws in (True, False):
                    self._start[a, s - a, throws] = self._start_value(a, s - a, throws)
        return self._start

    def start(self, a: int, b: int, throws: bool) -> float:
        if a >= self.goal:
            return 1.0
        if b >= self.goal:
            return 0.0
        return self._start[a, b, throws]

    def _start_value(self, a: int, b: int, throws: bool) -> float:
        out = 0.0
        for tops, p in _openings(self.n_dice):
            if throws:  # the opponent makes the first tip
                out += p * (1.0 - self.win(b, a, False, sum(tops), tops, None))
            else:
                out += p * self.win(a, b, False, sum(tops), tops, None)
        return out

    def win(self, a: int, b: int, threw: bool, total: int, tops: tuple[int, ...], barred: Barred) -> float:
        key = (a, b, threw, total, tops, barred)
        v = self._win.get(key)
        if v is None:
            v = max(self.after(a, b, threw, total, tops, barred, d, f) for d, f in tips(tops, barred))
            self._win[key] = v
        return v

    def after(self, a: int, b: int, threw: bool, total: int, tops: tuple[int, ...], barred: Barred,
              die: int, face: int) -> float:
        """The mover's chance after the given tip."""
        new = tipped(tops, die, face)
        t = total + sum(new)
        mine, theirs = settle(t, self.target)
        if mine or theirs:  # the game ends; whoever did not throw this game throws the next
            return self.start(a + mine, b + theirs, not threw)
        return 1.0 - self.win(b, a, not threw, t, new, (die, tops[die]))


_solvers: dict = {}
_lock = threading.Lock()


def match_solver(target: int, goal: int) -> MatchSolver:
    """The one-die solution for a target and goal, built on first need (well under a second)."""
    key = (target, goal)
    with _lock:
        if key not in _solvers:
            _solvers[key] = MatchSolver(target, goal)
        return _solvers[key]


# --- players ---------------------------------------------------------------------------------------


def _name(view, d: int, f: int) -> Text:
    return Text(f"Tip to {f}", f"Поворот на {f}") if view.n_dice == 1 else Text(
        f"Tip die {d + 1} to {f}", f"Поворот кости {d + 1} на {f}")


def _new_total(view, d: int, f: int) -> int:
    return view.total + sum(tipped(view.tops, d, f))


class VertushkaPlayer(Player):
    def pick(self, view, seat: int, rng: random.Random) -> tuple[tuple[int, int], Text, Optional[float]]:
        raise NotImplementedError

    def choose(self, rules, view, seat: int, rng: random.Random) -> Action:
        if not rules.legal_actions(view, seat):
            raise ValueError("Vertushka: this seat has no move now")
        (d, f), _, _ = self.pick(view, seat, rng)
        return tip_action(view.n_dice, d, f)

    def advise(self, rules, view, seat: int) -> Advice:
        (d, f), why, chance = self.pick(view, seat, random.Random(0))
        return Advice(tip_action(view.n_dice, d, f), why, chance)


class EasyPlayer(VertushkaPlayer):
    level = "easy"
    name = Text("Computer (easy)", "Компьютер (лёгкий)")

    def pick(self, view, seat, rng):
        moves = tips(view.tops, view.barred)
        totals = {m: _new_total(view, *m) for m in moves}
        hit = [m for m in moves if totals[m] == view.target]
        if hit:
            m = hit[0]
            return m, _name(view, *m) + Text(f": exactly {view.target}!", f": ровно {view.target}!"), None
        safe = [m for m in moves if totals[m] < view.target]
        if safe:
            m = rng.choice(safe)
            return m, _name(view, *m) + Text(f": {totals[m]}, still short of {view.target}.",
                                             f": {totals[m]}, до {view.target} ещё не дошли."), None
        m = min(moves, key=lambda m: totals[m])
        return m, _name(view, *m) + Text(": every tip passes the target; this one gives away the least.",
                                         ": любой ход — перебор; этот отдаёт меньше всего."), None


def _ending(target: int, total: int, tops: tuple[int, ...], d: int, f: int) -> Optional[int]:
    """The mover's points minus the opponent's if the tip ends the game, else None."""
    mine, theirs = settle(total + sum(tipped(tops, d, f)), target)
    return mine - theirs if (mine or theirs) else None


class MediumPlayer(VertushkaPlayer):
    """Looks one reply ahead: takes the target, and otherwise avoids tips after which the opponent
    can take it (or after which every reply of the opponent is forced past it, which it likes)."""

    level = "medium"
    name = Text("Computer (medium)", "Компьютер (средний)")

    def pick(self, view, seat, rng):
        def value(m) -> int:
            d, f = m
            end = _ending(view.target, view.total, view.tops, d, f)
            if end is not None:
                return end
            new, t = tipped(view.tops, d, f), _new_total(view, d, f)
            replies = [_ending(view.target, t, new, *r) for r in tips(new, (d, view.tops[d]))]
            return -max(0 if r is None else r for r in replies)

        moves = tips(view.tops, view.barred)
        scored = {m: value(m) for m in moves}
        top = max(scored.values())
        m = rng.choice([m for m in moves if scored[m] == top])
        t = _new_total(view, *m)
        if top > 0:
            why = Text(f": {t} — it scores now or leaves only tips past {view.target}.",
                       f": {t} — это очки сразу или у соперника остаются только переборы.")
        elif top == 0:
            why = Text(f": {t} leaves the opponent no way to score at once.",
                       f": после {t} соперник не сможет сразу набрать очки.")
        else:
            why = Text(": every tip lets the opponent score; this one costs the least.",
                       ": любой ход даёт сопернику очки; этот обходится дешевле всего.")
        return m, _name(view, *m) + why, None


def _pct(x: float) -> str:
    return f"{100 * x:.0f}"


_prepared: set = set()  # (n_dice, target, goal) that PerfectPlayer.prepare has made ready


class PerfectPlayer(VertushkaPlayer):
    level = "perfect"
    name = Text("Computer (perfect)", "Компьютер (безупречный)")

    def prepare(self, rules, view, seat):
        """The match solution's game starts (read from the cache folder, or worked out and kept
        there) and the positions of every opening of a game."""
        key = (view.n_dice, view.target, view.goal)
        if key in _prepared:
            return
        for tops, _ in _openings(view.n_dice):
            game_value(view.target, sum(tops), tops, None)
        if view.n_dice == 1:
            solver = match_solver(view.target, view.goal)
            for throws in (True, False):  # fills the memo of the first game's positions
                solver._start_value(0, 0, throws)
        _prepared.add(key)

    def is_prepared(self, rules, view, seat):
        return (view.n_dice, view.target, view.goal) in _prepared

    def pick(self, view, seat, rng):
        moves = tips(view.tops, view.barred)
        game = {m: move_value(view.target, view.total, view.tops, view.barred, *m) for m in moves}
        if view.n_dice == 1:
            solver = match_solver(view.target, view.goal)
            threw = seat == view.first
            a, b = view.scores[seat], view.scores[1 - seat]
            chance = {m: solver.after(a, b, threw, view.total, view.tops, view.barred, *m) for m in moves}
            best = max(moves, key=lambda m: (round(chance[m], 12), game[m]))
            p: Optional[float] = chance[best]
        else:
            best = max(moves, key=lambda m: game[m])
            p = None
        return best, self._why(view, best, game, p), p

    @staticmethod
    def _why(view, best, game: dict, p: Optional[float]) -> Text:
        t = _new_total(view, *best)
        v = game[best]
        head = _name(view, *best) + Text(f" ({t})", f" ({t})")
        if t == view.target:
            text = head + Text(f": exactly {view.target}.", f": ровно {view.target}.")
        elif v > 0:
            text = head + Text(": this game is won — with best play the opponent cannot avoid losing it.",
                               ": эта игра выиграна — при лучшей игре соперник её не спасёт.")
        else:
            text = head + Text(": this game is lost against best play; this move makes it hardest for the opponent.",
                               ": при лучшей игре соперника эта игра проиграна; этот ход усложняет ему задачу больше всего.")
        if p is not None:
            text = text + Text(f" Chance to win the match: {_pct(p)}%.", f" Шансы выиграть матч: {_pct(p)}%.")
        return text


LEVELS = read_levels(__file__)  # levels.json beside this file: what the setup dialog lists

_PLAYERS = {"easy": EasyPlayer, "medium": MediumPlayer, "perfect": PerfectPlayer}


def make_player(level: str) -> Player:
    return make_level(_PLAYERS, level, "Vertushka")


__all__ = ["EasyPlayer", "LEVELS", "MediumPlayer", "MatchSolver", "PerfectPlayer", "game_value", "make_player", "match_solver",
           "move_value"]
