"""Computer players for Thirteen (Qt-free).

* ``easy`` — takes the biggest score it can see on this throw; when nothing scores, it picks an
  operation at random.
* ``best`` — maximises the expected points of the rest of the turn: an exact expectimax over the
  throws still to come (``compendium.core.search.expectimax`` over ``TurnModel``, within the
  decision's budget). The value of a running total with k throws still to come depends on nothing
  else, so the transposition table, keyed on (total, k), is kept between decisions.
  ``best_choice`` and ``future_value`` compute the same values by plain memoised recursion.

Both decide the same way turn by turn and in simultaneous play: a seat's points do not depend on
what the others choose.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Optional

from compendium.core.actions import Action
from compendium.core.ai import Advice, Player, make_level
from compendium.core.plugin import read_levels
from compendium.core.rules import CHANCE
from compendium.core.search import Budget, Model, expectimax
from compendium.core.text import Text
from compendium.games.thirteen.rules import (
    OP_TEXT,
    OPS,
    THROWS,
    marks,
    op_action,
    op_value,
    score_of,
    throw_sums,
)

_SUMS = tuple(throw_sums().items())


@lru_cache(maxsize=None)
def future_value(total: int, left: int, modulus: int) -> float:
    """Expected points from the ``left`` throws still to come, playing each of them best."""
    if left == 0:
        return 0.0
    return sum(p * best_choice(total, s, left - 1, modulus)[1] for s, p in _SUMS)


@lru_cache(maxsize=None)
def best_choice(total: int, s: int, left: int, modulus: int) -> tuple[str, float]:
    """(operation, expected points from now: its score plus the value of what follows) for a
    throw of sum ``s`` on ``total`` with ``left`` throws after this one. Ties go to the operation
    listed first."""
    best_op, best = OPS[0], -1.0
    for op in OPS:
        t = op_value(op, total, s)
        v = score_of(t, modulus) + future_value(t, left, modulus)
        if v > best + 1e-12:
            best_op, best = op, v
    return best_op, best


class TurnModel(Model):
    """The rest of one seat's turn, for ``expectimax``: ("choose", total, sum thrown, throws after
    this one) while an operation is to be chosen, ("throw", total, throws left) before a throw.
    Choosing earns the points the new total scores."""

    def __init__(self, modulus: int):
        self.modulus = modulus

    def to_move(self, state):
        if state[0] == "choose":
            return 0
        return CHANCE if state[2] else None

    def actions(self, state, seat):
        return OPS

    def chance_outcomes(self, state):
        return _SUMS

    def successor(self, state, action):
        if state[0] == "throw":
            return ("choose", state[1], action, state[2] - 1)
        _, total, s, left = state
        return ("throw", op_value(action, total, s), left)

    def reward(self, state, action):
        if state[0] == "throw":
            return 0.0
        return score_of(op_value(action, state[1], state[2]), self.modulus)

    def value(self, state, seat):
        return 0.0  # the turn is over (or the search stops early): nothing more is counted

    def key(self, state):
        return state


_models: dict[int, tuple[TurnModel, dict]] = {}


def search_choice(total: int, s: int, left: int, modulus: int, budget: Optional[Budget] = None) -> tuple[str, float]:
    """(operation, expected points from now) as ``best_choice``, by ``expectimax`` within
    ``budget``; its table of positions is kept for the modulus."""
    if modulus not in _models:
        _models[modulus] = (TurnModel(modulus), {})
    model, table = _models[modulus]
    res = expectimax(model, ("choose", total, s, left), 0, budget, max_depth=left + 1, table=table)
    return res.action, res.value


def _seat_data(view, seat: int) -> tuple[int, int, int]:
    """(running total, sum on the table, throws still to come) of the seat deciding now."""
    return view.totals[seat], view.last_sum, THROWS - view.throws


def _action(view, seat: int, op: str) -> Action:
    return op_action(op, seat if view.simultaneous else None)


class ThirteenPlayer(Player):
    def pick(self, view, seat: int, rng: random.Random, budget: Budget) -> tuple[str, Text]:
        raise NotImplementedError

    def choose(self, rules, view, seat: int, rng: random.Random) -> Action:
        return self.think(rules, view, seat, rng, Budget())

    def think(self, rules, view, seat: int, rng: random.Random, budget: Budget) -> Action:
        if not rules.legal_actions(view, seat):
            raise ValueError("Thirteen: this seat has nothing to decide now")
        return _action(view, seat, self.pick(view, seat, rng, budget)[0])

    def advise(self, rules, view, seat: int) -> Advice:
        op, why = self.pick(view, seat, random.Random(0), Budget())
        return Advice(_action(view, seat, op), why)


def _scores_now(op: str, total: int, s: int, modulus: int) -> Text:
    t = op_value(op, total, s)
    g = score_of(t, modulus)
    if g:
        return Text(f"{OP_TEXT[op].en} makes {t}, which scores {marks(g).en} now",
                    f"«{OP_TEXT[op].ru}» даёт {t}, это сразу {marks(g).ru}")
    return Text(f"{OP_TEXT[op].en} makes {t}", f"«{OP_TEXT[op].ru}» даёт {t}")


class EasyPlayer(ThirteenPlayer):
    level = "easy"
    name = Text("Computer (easy)", "Компьютер (лёгкий)")

    def pick(self, view, seat, rng, budget):
        total, s, _ = _seat_data(view, seat)
        gains = {op: score_of(op_value(op, total, s), view.modulus) for op in OPS}
        top = max(gains.values())
        if top:
            op = next(o for o in OPS if gains[o] == top)
            return op, Text("Take the points on the table: ", "Берите баллы сразу: ") + _scores_now(op, total, s, view.modulus) + Text(".", ".")
        op = rng.choice(OPS)
        return op, Text(f"Nothing scores on this throw; any choice will do, say: {OP_TEXT[op].en}.",
                        f"Этот бросок ничего не приносит; можно что угодно, например: {OP_TEXT[op].ru}.")


_prepared: set = set()  # (modulus, total) whose turn BestPlayer.prepare has searched


class BestPlayer(ThirteenPlayer):
    level = "best"
    name = Text("Computer (strong)", "Компьютер (сильный)")

    def prepare(self, rules, view, seat):
        """Fills the table of positions of a whole turn from the seat's total (a few tens of ms)."""
        key = (view.modulus, view.totals[seat])
        if key not in _prepared:
            for s, _ in _SUMS:
                search_choice(key[1], s, THROWS - 1, view.modulus)
            _prepared.add(key)

    def is_prepared(self, rules, view, seat):
        return (view.modulus, view.totals[seat]) in _prepared

    def pick(self, view, seat, rng, budget):
        total, s, left = _seat_data(view, seat)
        op, value = search_choice(total, s, left, view.modulus, budget)
        now = _scores_now(op, total, s, view.modulus)
        if left == 0:
            return op, now + Text(" (the last throw of the turn).", " (последний бросок хода).")
        return op, now + Text(f"; with best play this throw and the {left} still to come bring {value:.2f} points on average.",
                              f"; при лучшей игре этот бросок и ещё {left} впереди дадут в среднем {value:.2f} балла.")


LEVELS = read_levels(__file__)  # levels.json beside this file: what the setup dialog lists

_PLAYERS = {"easy": EasyPlayer, "best": BestPlayer}


def make_player(level: str) -> Player:
    return make_level(_PLAYERS, level, "Thirteen")
