"""Shared game-tree search for computer players (Qt-free).

Every search takes a ``Budget`` — a deadline in ``time.monotonic()`` seconds and/or a node limit,
plus a cancel flag (a ``threading.Event`` or anything with ``is_set()``) — and behaves the same way:

* when the deadline or the node limit is reached it stops and returns the best move found so far
  (``SearchResult.complete`` is then False);
* when the cancel flag is set it raises ``Cancelled`` at the next node, so a thinking computer
  player can be abandoned at once (leaving a match, undo).

The searches run over a ``Model``: how to move from a state to the next (by default the game's
``Rules``, through the fast ``Rules.successor`` path) and how good a state is for a seat. A game may
also hand in a small model of its own (a running total and the throws left) when the full state
carries more than the decision needs.

* ``alphabeta`` — iterative deepening minimax with alpha-beta pruning at decision nodes, a
  transposition table keyed by ``Model.key(state)`` and a move-ordering hook. The seat searched for
  maximises, every other seat minimises (paranoid: exact for two players and zero-sum values);
  chance nodes take the expectation of their outcomes (expectiminimax). Depth counts decisions;
  chance nodes do not use it up.
* ``expectimax`` — the same search where other seats follow a given policy (or minimise): for one
  seat's turn of throws and choices, as in most dice games.
* ``determinized`` — for hidden information: worlds consistent with what the seat sees are drawn by
  a game's sampler, each is evaluated (by default with ``alphabeta``), and the moves' values are
  averaged (or the worlds vote).

Chance nodes with more outcomes than ``chance_limit`` are sampled (``chance_samples`` outcomes drawn
with the search's ``rng``) instead of enumerated.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Iterable, Optional, Sequence

from compendium.core.rules import CHANCE

INF = math.inf


class OutOfBudget(Exception):
    """Raised inside a search when its budget is spent; the search returns its best so far."""


class Cancelled(OutOfBudget):
    """Raised when the budget's cancel flag is set: the answer is no longer wanted."""


class _Flag:
    """A cancel flag that is never set."""

    @staticmethod
    def is_set() -> bool:
        return False


@dataclass
class Budget:
    """How long a decision may take. ``deadline`` is a ``time.monotonic()`` instant, ``nodes`` a
    limit on the nodes searched, ``cancel`` anything with ``is_set()`` (``threading.Event``).
    ``nodes_used`` counts the nodes searched against this budget (shared by nested searches)."""

    deadline: Optional[float] = None
    nodes: Optional[int] = None
    cancel: Any = None
    nodes_used: int = 0

    @classmethod
    def seconds(cls, seconds: Optional[float] = None, nodes: Optional[int] = None, cancel: Any = None) -> "Budget":
        """A budget of ``seconds`` from now (None: no deadline)."""
        deadline = None if seconds is None else time.monotonic() + seconds
        return cls(deadline=deadline, nodes=nodes, cancel=cancel)

    def within(self, seconds: float, nodes: Optional[int] = None) -> "Budget":
        """A budget for a decision of its own: at most ``seconds`` from now and ``nodes`` positions
        (None: no limit of its own), and never past this budget's deadline or node limit; the same
        cancel flag."""
        own = time.monotonic() + seconds
        deadline = own if self.deadline is None else min(self.deadline, own)
        limit = self.nodes if nodes is None else min(nodes, self.nodes or nodes)
        return Budget(deadline=deadline, nodes=limit, cancel=self.cancel)

    @classmethod
    def unlimited(cls, cancel: Any = None) -> "Budget":
        return cls(cancel=cancel)

    @property
    def cancelled(self) -> bool:
        return self.cancel is not None and self.cancel.is_set()

    def remaining(self) -> float:
        """Seconds left before the deadline (inf: none)."""
        return INF if self.deadline is None else self.deadline - time.monotonic()

    def expired(self) -> bool:
        """True when cancelled, past the deadline or over the node limit."""
        if self.cancelled:
            return True
        if self.deadline is not None and time.monotonic() >= self.deadline:
            return True
        return self.nodes is not None and self.nodes_used >= self.nodes

    def check(self) -> None:
        """Raises ``Cancelled`` or ``OutOfBudget`` when the search must stop."""
        if self.cancelled:
            raise Cancelled()
        if self.deadline is not None and time.monotonic() >= self.deadline:
            raise OutOfBudget()
        if self.nodes is not None and self.nodes_used >= self.nodes:
            raise OutOfBudget()

    def tick(self, soft: bool = False) -> None:
        """Counts one node and stops the search if the budget is spent. ``soft``: only a cancel
        stops it (the first, cheapest iteration of a search always completes)."""
        self.nodes_used += 1
        if soft:
            if self.cancelled:
                raise Cancelled()
        else:
            self.check()


@dataclass
class SearchResult:
    action: Any  # the best move found (None only when there was nothing to choose)
    value: float  # its value for the seat searched for
    depth: int = 0  # the deepest iteration completed
    nodes: int = 0
    complete: bool = True  # False: the budget ran out before the search finished
    values: dict = field(default_factory=dict)  # action -> value (for alpha-beta, bounds for moves not best)
    worlds: int = 0  # determinised search: how many worlds were searched


class Model:
    """How a search sees a game. Subclass it, or use ``RulesModel`` over a game's ``Rules``."""

    def to_move(self, state) -> Optional[int]:
        """A seat, ``CHANCE``, or None when the game (or the part searched) is over."""
        raise NotImplementedError

    def actions(self, state, seat: int) -> Sequence:
        raise NotImplementedError

    def chance_outcomes(self, state) -> Sequence[tuple[Any, float]]:
        raise NotImplementedError

    def successor(self, state, action):
        raise NotImplementedError

    def value(self, state, seat: int) -> float:
        """How good ``state`` is for ``seat``: exact when it is over, an estimate otherwise."""
        raise NotImplementedError

    def reward(self, state, action) -> float:
        """What ``action`` (or chance outcome) earns on the way, for the seat searched for (0 by
        default): a search's value is the rewards along the line plus ``value`` at its end, so a
        state need not carry the points made so far (and transpositions meet more often)."""
        return 0.0

    def key(self, state) -> Optional[Hashable]:
        """A hashable key of ``state`` for the transposition table (None: not stored)."""
        return None

    def order(self, state, seat: int, actions: Sequence) -> Sequence:
        """Move ordering: the most promising first (alpha-beta prunes more)."""
        return actions


class RulesModel(Model):
    """A ``Model`` over a game's ``Rules``. ``value(state, seat)`` estimates a state (by default the
    seat's score minus the best other score in ``rules.result``); ``key`` makes states hashable for
    the transposition table (by default the state itself when it is hashable); ``order`` sorts
    moves."""

    def __init__(self, rules, value: Optional[Callable[[Any, int], float]] = None,
                 key: Optional[Callable[[Any], Optional[Hashable]]] = None,
                 order: Optional[Callable[[Any, int, Sequence], Sequence]] = None):
        self.rules = rules
        self._value = value
        self._key = key
        self._order = order

    def to_move(self, state):
        mover = self.rules.to_move(state)
        return None if mover is None else mover

    def actions(self, state, seat):
        return self.rules.legal_actions(state, seat)

    def chance_outcomes(self, state):
        return self.rules.chance_outcomes(state)

    def successor(self, state, action):
        return self.rules.successor(state, action)

    def value(self, state, seat):
        if self._value is not None:
            return self._value(state, seat)
        scores = self.rules.result(state).scores
        others = [s for q, s in enumerate(scores) if q != seat]
        return scores[seat] - (max(others) if others else 0)

    def key(self, state):
        if self._key is not None:
            return self._key(state)
        try:
            hash(state)
        except TypeError:
            return None
        return state

    def order(self, state, seat, actions):
        return self._order(state, seat, actions) if self._order is not None else actions


def as_model(game) -> Model:
    return game if isinstance(game, Model) else RulesModel(game)


# --- the search -----------------------------------------------------------------------------------

_EXACT, _LOWER, _UPPER = 0, 1, 2


class _Search:
    def __init__(self, model: Model, seat: int, budget: Budget, rng: random.Random,
                 others: Optional[Callable[[Any, int], Any]], chance_limit: int, chance_samples: int,
                 prune: bool):
        self.model = model
        self.seat = seat
        self.budget = budget
        self.rng = rng
        self.others = others
        self.chance_limit = chance_limit
        self.chance_samples = chance_samples
        self.prune = prune
        self.table: dict = {}
        self.soft = False  # the first iteration ignores the deadline and the node limit
        self.cut = False  # a node was cut off by depth in this iteration (a deeper one may differ)

    def outcomes(self, state):
        outs = self.model.chance_outcomes(state)
        if len(outs) <= self.chance_limit:
            return outs
        actions = [a for a, _ in outs]
        weights = [p for _, p in outs]
        drawn = self.rng.choices(actions, weights=weights, k=self.chance_samples)
        return [(a, 1.0 / len(drawn)) for a in drawn]

    def node(self, state, depth: int, alpha: float, beta: float) -> float:
        self.budget.tick(self.soft)
        model = self.model
        mover = model.to_move(state)
        if mover is None:
            return model.value(state, self.seat)
        if depth <= 0:
            self.cut = True
            return model.value(state, self.seat)
        if mover != CHANCE and mover != self.seat and self.others is not None:
            a = self.others(state, mover)
            return model.reward(state, a) + self.node(model.successor(state, a), depth - 1, alpha, beta)
        key = model.key(state)
        entry = self.table.get((key, mover, self.seat)) if key is not None else None
        best_first = None
        if entry is not None:
            e_depth, e_value, e_flag, best_first, e_cut = entry
            # an entry whose tree was seen to its end holds whatever the depth asked
            if (e_depth >= depth or not e_cut) and (e_flag == _EXACT or e_flag == _LOWER and e_value >= beta
                                                    or e_flag == _UPPER and e_value <= alpha):
                self.cut = self.cut or e_cut
                return e_value
        outer_cut, self.cut = self.cut, False
        if mover == CHANCE:
            value = sum(p * (model.reward(state, a) + self.node(model.successor(state, a), depth, -INF, INF))
                        for a, p in self.outcomes(state))
            if key is not None:
                self.table[(key, mover, self.seat)] = (depth, value, _EXACT, None, self.cut)
            self.cut = self.cut or outer_cut
            return value
        actions = list(model.order(state, mover, model.actions(state, mover)))
        if not actions:
            self.cut = outer_cut
            return model.value(state, self.seat)
        if best_first is not None and best_first in actions:
            actions.remove(best_first)
            actions.insert(0, best_first)
        a0, b0 = alpha, beta
        maximising = mover == self.seat
        best_value = -INF if maximising else INF
        best_action = actions[0]
        for a in actions:
            v = model.reward(state, a) + self.node(model.successor(state, a), depth - 1, alpha, beta)
            if maximising:
                if v > best_value:
                    best_value, best_action = v, a
                alpha = max(alpha, v)
            else:
                if v < best_value:
                    best_value, best_action = v, a
                beta = min(beta, v)
            if self.prune and alpha >= beta:
                break
        if key is not None:
            flag = _EXACT
            if not self.prune:
                pass
            elif best_value <= a0:
                flag = _UPPER
            elif best_value >= b0:
                flag = _LOWER
            self.table[(key, mover, self.seat)] = (depth, best_value, flag, best_action, self.cut)
        self.cut = self.cut or outer_cut
        return best_value

    def root(self, state, actions: list, depth: int) -> tuple[Any, float, dict]:
        self.cut = False
        alpha = -INF
        best_action, best_value = actions[0], -INF
        values = {}
        for a in actions:
            # values of later moves are exact when better than the best so far, upper bounds otherwise
            v = self.model.reward(state, a) + self.node(self.model.successor(state, a), depth - 1,
                                                        alpha if self.prune else -INF, INF)
            values[a] = v
            if v > best_value:
                best_action, best_value = a, v
                alpha = v
        return best_action, best_value, values


def _run(model: Model, state, seat: int, budget: Budget, max_depth: int, rng, others, chance_limit: int,
         chance_samples: int, prune: bool, actions: Optional[Sequence], table: Optional[dict] = None) -> SearchResult:
    model = as_model(model)
    budget = budget if budget is not None else Budget()
    rng = rng if rng is not None else random.Random(0)
    start_nodes = budget.nodes_used
    root_actions = list(actions) if actions is not None else list(model.actions(state, seat))
    if not root_actions:
        return SearchResult(None, model.value(state, seat), 0, 0, True)
    root_actions = list(model.order(state, seat, root_actions))
    listed = list(root_actions)
    search = _Search(model, seat, budget, rng, others, chance_limit, chance_samples, prune)
    if table is not None:
        search.table = table
    result = SearchResult(root_actions[0], -INF, 0, 0, False)
    for depth in range(1, max_depth + 1):
        search.soft = depth == 1
        try:
            action, value, values = search.root(state, root_actions, depth)
        except Cancelled:
            raise
        except OutOfBudget:
            break
        if not prune:  # every value is exact: a tie (to rounding) goes to the move listed first
            action = next(a for a in listed if values[a] >= value - 1e-12)
            value = values[action]
        result = SearchResult(action, value, depth, budget.nodes_used - start_nodes, False, values)
        # the best move first in the next iteration
        root_actions.remove(action)
        root_actions.insert(0, action)
        if not search.cut:  # the whole tree was seen: a deeper iteration changes nothing
            result.complete = True
            break
        if budget.expired():
            break
    result.nodes = budget.nodes_used - start_nodes
    return result


def alphabeta(model, state, seat: int, budget: Optional[Budget] = None, max_depth: int = 64,
              rng: Optional[random.Random] = None, chance_limit: int = 64, chance_samples: int = 24,
              actions: Optional[Sequence] = None, table: Optional[dict] = None) -> SearchResult:
    """Iterative-deepening expectiminimax with alpha-beta pruning for ``seat`` from ``state``.
    ``model``: a ``Model`` or a game's ``Rules``. Depth 1 always completes (only a cancel stops it);
    deeper iterations stop at the budget, and the best move of the last completed one is returned.
    ``actions``: the moves to consider at the root (default: all legal). ``table``: a transposition
    table to keep between searches of the same model (a dict the caller holds; one per model)."""
    return _run(model, state, seat, budget, max_depth, rng, None, chance_limit, chance_samples, True, actions, table)


def expectimax(model, state, seat: int, budget: Optional[Budget] = None, max_depth: int = 64,
               rng: Optional[random.Random] = None, others: Optional[Callable[[Any, int], Any]] = None,
               chance_limit: int = 64, chance_samples: int = 24,
               actions: Optional[Sequence] = None, table: Optional[dict] = None) -> SearchResult:
    """Expectimax for ``seat``: its decisions maximise, chance nodes average over their outcomes
    (sampled when there are more than ``chance_limit``), other seats play ``others(state, seat)``
    (or minimise when it is None). No pruning: every move's value in ``SearchResult.values`` is
    exact. ``table`` as for ``alphabeta``."""
    return _run(model, state, seat, budget, max_depth, rng, others, chance_limit, chance_samples, False, actions, table)


def determinized(actions: Sequence, sampler: Callable[[random.Random], Any],
                 evaluate: Callable[[Any, Budget], dict], budget: Optional[Budget] = None,
                 rng: Optional[random.Random] = None, worlds: int = 32, vote: bool = False) -> SearchResult:
    """Determinised (sampled) search for hidden information.

    ``sampler(rng)`` draws one world consistent with what the seat sees (the hidden hands dealt
    anew); ``evaluate(world, budget)`` values every move of ``actions`` in that world
    ({action: value}; ``world_search`` makes one from ``alphabeta``). Up to ``worlds`` worlds are
    drawn one after another until the budget runs out; the first always counts. The moves'
    values are averaged over the worlds (``vote``: each world votes for its best move instead).
    Ties go to the move listed first."""
    budget = budget if budget is not None else Budget()
    rng = rng if rng is not None else random.Random(0)
    actions = list(actions)
    if not actions:
        return SearchResult(None, -INF, 0, 0, True)
    totals = {a: 0.0 for a in actions}
    done = 0
    start_nodes = budget.nodes_used
    complete = True
    for w in range(worlds):
        if budget.cancelled:
            raise Cancelled()
        if w > 0 and budget.expired():
            complete = False
            break
        world = sampler(rng)
        try:
            values = evaluate(world, budget)
        except Cancelled:
            raise
        except OutOfBudget:
            if done:
                complete = False
                break
            raise
        if vote:
            top = max(values[a] for a in actions)
            winner = next(a for a in actions if values[a] >= top)
            totals[winner] += 1.0
        else:
            for a in actions:
                totals[a] += values[a]
        done += 1
    means = {a: totals[a] / done for a in actions}
    best = actions[0]
    for a in actions:
        if means[a] > means[best]:
            best = a
    return SearchResult(best, means[best], 0, budget.nodes_used - start_nodes, complete, means, done)


def world_search(model, seat: int, depth: int, rng: Optional[random.Random] = None,
                 prepare: Callable[[Any], Any] = lambda w: w) -> Callable[[Any, Budget], dict]:
    """An ``evaluate`` for ``determinized``: an ``expectimax`` of ``depth`` in each world (every
    move's value exact), from the state ``prepare(world)``."""

    def evaluate(world, budget: Budget) -> dict:
        state = prepare(world)
        res = expectimax(model, state, seat, budget, max_depth=depth, rng=rng)
        return res.values

    return evaluate


def best_of(values: Iterable[tuple[Any, float]]) -> Any:
    """The move of highest value (the first on a tie)."""
    best, best_v = None, -INF
    for a, v in values:
        if best is None or v > best_v:
            best, best_v = a, v
    return best
