"""The shared search (compendium/core/search.py) on small games with known values."""

from __future__ import annotations

import random
import threading
import time

import pytest

from compendium.core.actions import Action
from compendium.core.rules import CHANCE, Result, Rules
from compendium.core.search import (
    Budget,
    Cancelled,
    Model,
    RulesModel,
    alphabeta,
    determinized,
    expectimax,
    world_search,
)


class Nim(Rules):
    """One heap; take 1-3; who takes the last wins. State: (heap, seat to move)."""

    def new_match(self, players=2, options=None):
        return (10, 0)

    def to_move(self, state):
        return None if state[0] == 0 else state[1]

    def legal_actions(self, state, seat):
        return [Action("take", (k,)) for k in (1, 2, 3) if k <= state[0]]

    def apply(self, state, action):
        return (state[0] - action.args[0], 1 - state[1])

    def result(self, state):
        if state[0]:
            return Result((0, 0), (1, 1))
        winner = 1 - state[1]
        return Result.ranked([1 if s == winner else -1 for s in (0, 1)])


class TicTacToe(Rules):
    """State: (board of 9 chars, seat to move)."""

    LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))

    def new_match(self, players=2, options=None):
        return ("." * 9, 0)

    def winner(self, board):
        for a, b, c in self.LINES:
            if board[a] != "." and board[a] == board[b] == board[c]:
                return "XO".index(board[a])
        return None

    def to_move(self, state):
        board, seat = state
        if self.winner(board) is not None or "." not in board:
            return None
        return seat

    def legal_actions(self, state, seat):
        return [Action("put", (i,)) for i, c in enumerate(state[0]) if c == "."]

    def apply(self, state, action):
        board, seat = state
        i = action.args[0]
        return (board[:i] + "XO"[seat] + board[i + 1:], 1 - seat)

    def result(self, state):
        w = self.winner(state[0])
        if w is None:
            return Result((0, 0), (1, 1))
        return Result.ranked([1 if s == w else -1 for s in (0, 1)])


class KeepOrReroll(Rules):
    """Throw a die; keep it or throw once more and keep that. Best play is worth 4.25."""

    faces = 6

    def new_match(self, players=1, options=None):
        return ("throw", 0, 0)

    def to_move(self, state):
        return {"throw": CHANCE, "decide": 0, "again": CHANCE, "done": None}[state[0]]

    def legal_actions(self, state, seat):
        return [Action("keep"), Action("again")] if state[0] == "decide" else []

    def chance_outcomes(self, state):
        return [(Action("die", (v,)), 1 / self.faces) for v in range(1, self.faces + 1)]

    def apply(self, state, action):
        phase, value, _ = state
        if phase == "throw":
            return ("decide", action.args[0], 0)
        if phase == "again":
            return ("done", action.args[0], 0)
        if action.verb == "keep":
            return ("done", value, 0)
        return ("again", value, 0)

    def result(self, state):
        return Result((state[1],), (1,))


class Hundred(KeepOrReroll):
    faces = 100  # more outcomes than a search enumerates by default: sampled


class Wide(Rules):
    """An endless game of 12 moves a turn, for budgets: no state is ever over."""

    def to_move(self, state):
        return len(state) % 2

    def legal_actions(self, state, seat):
        return [Action("m", (k,)) for k in range(12)]

    def apply(self, state, action):
        return state + (action.args[0],)

    def result(self, state):
        s = sum(state) % 7
        return Result((s, 0), (1, 2))


def unhashed(rules):
    return RulesModel(rules, key=lambda s: None)


# --- alpha-beta ------------------------------------------------------------------------------------


@pytest.mark.parametrize("heap", range(1, 14))
def test_nim_values_and_winning_moves(heap):
    rules = Nim()
    res = alphabeta(rules, (heap, 0), 0, Budget())
    assert res.complete
    if heap % 4 == 0:
        assert res.value == -2  # the default value: own score minus the best other
    else:
        assert res.value == 2
        assert res.action == Action("take", (heap % 4,))


def test_nim_without_a_transposition_table_agrees():
    rules = Nim()
    for heap in range(1, 12):
        a = alphabeta(rules, (heap, 1), 1, Budget())
        b = alphabeta(unhashed(rules), (heap, 1), 1, Budget())
        assert (a.value, a.action) == (b.value, b.action)


def test_tic_tac_toe_is_a_draw_and_a_win_is_taken():
    rules = TicTacToe()
    res = alphabeta(rules, rules.new_match(), 0, Budget())
    assert res.complete and res.value == 0
    # X to move can win at 2 (X X .)
    state = ("XX.OO....", 0)
    res = alphabeta(rules, state, 0, Budget())
    assert res.value == 2 and res.action == Action("put", (2,))
    # O to move must block at 2
    state = ("XX..O....", 1)
    res = alphabeta(rules, state, 1, Budget())
    assert res.action == Action("put", (2,))


def test_move_ordering_hook_is_used_and_keeps_the_value():
    rules = TicTacToe()
    seen = []

    def order(state, seat, actions):
        seen.append(seat)
        return list(reversed(actions))

    res = alphabeta(RulesModel(rules, order=order), rules.new_match(), 0, Budget())
    assert seen and res.value == 0


def test_depth_one_completes_even_with_a_spent_budget():
    rules = Wide()
    res = alphabeta(rules, (), 0, Budget(deadline=time.monotonic() - 1.0))
    assert res.depth == 1
    assert res.action in rules.legal_actions((), 0)
    res = alphabeta(rules, (), 0, Budget(nodes=1))
    assert res.depth == 1 and res.action in rules.legal_actions((), 0)


def test_deadline_is_respected():
    # the best of three tries: on a busy machine another process may hold the processor a while
    rules = Wide()
    for seconds in (0.05, 0.2):
        overshoot = []
        for _ in range(3):
            start = time.monotonic()
            res = alphabeta(unhashed(rules), (), 0, Budget.seconds(seconds), max_depth=40)
            overshoot.append(time.monotonic() - start - seconds)
            assert not res.complete and res.depth >= 1
            assert res.action in rules.legal_actions((), 0)
        assert min(overshoot) < 0.05, overshoot


def test_node_limit_is_respected():
    rules = Wide()
    budget = Budget(nodes=2000)
    res = alphabeta(unhashed(rules), (), 0, budget, max_depth=40)
    assert budget.nodes_used <= 2000 + 1 + 12  # depth 1 is never cut short
    assert res.depth >= 2


def test_cancel_returns_promptly():
    rules = Wide()

    def attempt() -> float:
        flag = threading.Event()
        out = {}

        def think():
            try:
                alphabeta(unhashed(rules), (), 0, Budget(cancel=flag), max_depth=40)
                out["how"] = "finished"
            except Cancelled:
                out["how"] = "cancelled"
            out["at"] = time.monotonic()

        t = threading.Thread(target=think)
        t.start()
        time.sleep(0.15)
        set_at = time.monotonic()
        flag.set()
        t.join(2.0)
        assert out["how"] == "cancelled"
        return out["at"] - set_at

    delays = [attempt() for _ in range(3)]  # the best of three, as for the deadline
    assert min(delays) < 0.05, delays


def test_cancel_before_the_search_raises_at_once():
    flag = threading.Event()
    flag.set()
    with pytest.raises(Cancelled):
        alphabeta(Wide(), (), 0, Budget(cancel=flag))


# --- expectimax ------------------------------------------------------------------------------------


def test_expectimax_keep_or_reroll():
    rules = KeepOrReroll()
    # the whole game is worth 4.25: the mean over the first throw of each face's best decision
    total = 0.0
    for face in range(1, 7):
        res = expectimax(rules, ("decide", face, 0), 0, Budget())
        assert res.complete
        assert res.action == (Action("keep") if face >= 4 else Action("again"))
        assert res.values[Action("again")] == pytest.approx(3.5)
        total += res.value / 6
    assert total == pytest.approx(4.25)


def test_expectimax_samples_many_outcome_chance_nodes():
    rules = Hundred()
    res = expectimax(rules, ("decide", 40, 0), 0, Budget(), chance_limit=64, chance_samples=400,
                     rng=random.Random(3))
    assert res.values[Action("again")] == pytest.approx(50.5, abs=4.0)
    assert res.action == Action("again")
    res = expectimax(rules, ("decide", 60, 0), 0, Budget(), chance_samples=400, rng=random.Random(3))
    assert res.action == Action("keep")


def test_expectimax_with_a_policy_for_the_others():
    rules = Nim()
    # the opponent always takes one: from 6, taking 1 leaves 5, the opponent takes 1, 4 left for us ...
    res = expectimax(rules, (6, 0), 0, Budget(), others=lambda s, seat: Action("take", (1,)))
    assert res.value == 2


class Chain(Model):
    """A model of one's own: a running total and throws left (as Thirteen's player uses)."""

    def to_move(self, state):
        _, left, phase = state
        if left == 0 and phase == "choose":
            return None
        return CHANCE if phase == "throw" else 0

    def actions(self, state, seat):
        return ["stop", "go"] if state[1] else []

    def chance_outcomes(self, state):
        return [(v, 1 / 6) for v in range(1, 7)]

    def successor(self, state, action):
        total, left, phase = state
        if phase == "throw":
            return (total + action, left - 1, "choose") if action != 1 else (0, 0, "choose")
        return (total, 0, "choose") if action == "stop" else (total, left, "throw")

    def value(self, state, seat):
        return state[0]

    def key(self, state):
        return state


def test_a_models_own_state_and_transpositions():
    # a die thrown up to 2 more times, a 1 loses everything (Pig): with 25 on the table, stop
    res = expectimax(Chain(), (25, 2, "choose"), 0, Budget())
    assert res.action == "stop" and res.value == 25
    assert res.values["go"] == pytest.approx((5 * 25 + 20) / 6)
    res = expectimax(Chain(), (2, 2, "choose"), 0, Budget())
    assert res.action == "go"


# --- determinised search ---------------------------------------------------------------------------


def test_determinized_averages_and_votes():
    # a hidden coin: heads with chance 0.7; "call heads" wins 1 on heads, "call tails" wins 2 on tails
    actions = ["heads", "tails"]

    def sampler(rng):
        return rng.random() < 0.7

    def evaluate(world, budget):
        return {"heads": 1.0 if world else 0.0, "tails": 0.0 if world else 2.0}

    res = determinized(actions, sampler, evaluate, Budget(), random.Random(1), worlds=2000)
    assert res.values["heads"] == pytest.approx(0.7, abs=0.05)
    assert res.values["tails"] == pytest.approx(0.6, abs=0.1)
    assert res.action == "heads"
    res = determinized(actions, sampler, evaluate, Budget(), random.Random(1), worlds=2000, vote=True)
    assert res.action == "heads" and res.values["heads"] == pytest.approx(0.7, abs=0.05)


def test_determinized_keeps_its_first_world_and_stops_at_the_deadline():
    calls = []

    def evaluate(world, budget):
        calls.append(world)
        time.sleep(0.02)
        return {"a": 0.0, "b": 1.0}

    res = determinized(["a", "b"], lambda rng: 0, evaluate, Budget(deadline=time.monotonic() - 1), worlds=10)
    assert res.action == "b" and len(calls) == 1 and not res.complete
    calls.clear()
    start = time.monotonic()
    res = determinized(["a", "b"], lambda rng: 0, evaluate, Budget.seconds(0.1), worlds=1000)
    assert time.monotonic() - start < 0.1 + 0.05
    assert res.action == "b" and 2 <= len(calls) < 1000


def test_determinized_cancel():
    flag = threading.Event()

    def evaluate(world, budget):
        flag.set()
        return {"a": 0.0}

    with pytest.raises(Cancelled):
        determinized(["a"], lambda rng: 0, evaluate, Budget(cancel=flag), worlds=5)


def test_world_search_on_tic_tac_toe_worlds():
    rules = TicTacToe()
    # the world is the board; X must win at 2 in every one
    boards = ["XX.OO....", "XX.O..O.."]
    evaluate = world_search(rules, 0, depth=9, prepare=lambda b: (b, 0))
    actions = [Action("put", (i,)) for i in range(9) if i in (2, 5, 7, 8)]
    res = determinized(actions, lambda rng: rng.choice(boards), evaluate, Budget(), random.Random(0), worlds=6)
    assert res.action == Action("put", (2,))


def test_successor_defaults_to_apply():
    rules = Nim()
    assert rules.successor((5, 0), Action("take", (2,))) == rules.apply((5, 0), Action("take", (2,)))
