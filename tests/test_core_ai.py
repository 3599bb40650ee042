"""The shared computer-player contract: ``Player.next_move`` and ``Player.hint`` never give an illegal
move, pass the budget on and stop when cancelled; ``make_level``."""

from __future__ import annotations

import random
import threading

import pytest

from compendium.core.actions import Action
from compendium.core.ai import Advice, Player, make_level
from compendium.core.search import Budget, Cancelled
from compendium.core.text import Text

A, B, C = Action("a"), Action("b"), Action("c")


class Game:
    def __init__(self, legal):
        self.legal = legal

    def legal_actions(self, view, seat):
        return list(self.legal)


class Says(Player):
    def __init__(self, answer):
        self.answer = answer
        self.budgets = []

    def choose(self, rules, view, seat, rng):
        return self.answer

    def advise(self, rules, view, seat):
        return Advice(self.answer, Text("why", "почему"), 0.5)


class Thinks(Says):
    def think(self, rules, view, seat, rng, budget):
        self.budgets.append(budget)
        return self.answer


def test_a_legal_answer_is_kept():
    assert Says(B).next_move(Game([A, B]), None, 0, random.Random(0)) == B
    assert Says(B).hint(Game([A, B]), None, 0) == Advice(B, Text("why", "почему"), 0.5)


def test_an_illegal_answer_falls_back_to_a_legal_move():
    assert Says(C).next_move(Game([A, B]), None, 0, random.Random(0)) == A
    advice = Says(C).hint(Game([A, B]), None, 0)
    assert advice.action == A and advice.why.en == "why"

    class Last(Says):
        def fallback(self, rules, view, seat, legal):
            return legal[-1]

    assert Last(C).next_move(Game([A, B]), None, 0, random.Random(0)) == B


def test_nothing_to_decide_is_refused():
    with pytest.raises(ValueError):
        Says(A).next_move(Game([]), None, 0, random.Random(0))
    with pytest.raises(ValueError):
        Says(A).hint(Game([]), None, 0)


def test_the_budget_reaches_think_and_a_cancel_stops():
    p = Thinks(A)
    budget = Budget.seconds(1.0)
    assert p.next_move(Game([A]), None, 0, random.Random(0), budget) == A
    assert p.budgets == [budget]
    assert p.next_move(Game([A]), None, 0, random.Random(0)) == A  # unlimited by default
    assert p.budgets[1].deadline is None
    flag = threading.Event()
    flag.set()
    with pytest.raises(Cancelled):
        p.next_move(Game([A]), None, 0, random.Random(0), Budget(cancel=flag))


def test_make_level():
    assert isinstance(make_level({"x": lambda: Says(A)}, "x", "Game"), Says)
    with pytest.raises(ValueError, match="Game has no computer level 'y'; choose one of x"):
        make_level({"x": lambda: Says(A)}, "y", "Game")


def test_no_game_replaces_the_shared_entry_points():
    """The application asks every player through ``next_move`` and ``hint``; a game's player must not
    define methods of those names (with other meanings)."""
    from compendium.core import registry

    for gid in sorted(registry.playable_ids()):
        plugin = registry.load(gid)
        for level in plugin.ai_levels:
            player = plugin.make_ai(level.key, plugin.rules)
            for name in ("next_move", "hint"):
                assert getattr(type(player), name) is getattr(Player, name), (gid, level.key, name)


def test_a_player_with_only_choose_is_adapted():
    from compendium.core.ai import as_player

    class Bare:
        def choose(self, rules, view, seat, rng):
            return C

    p = Says(A)
    assert as_player(p) is p
    bare = as_player(Bare())
    assert isinstance(bare, Player)
    assert bare.next_move(Game([A, B]), None, 0, random.Random(0)) == A  # C is illegal: falls back
    assert bare.hint(Game([A, C]), None, 0).action == C


def test_an_illegal_answer_is_reported():
    seen = []
    assert Says(C).next_move(Game([A, B]), None, 0, random.Random(0), on_illegal=lambda *p: seen.append(p)) == A
    assert seen == [(C, A)]
    assert Says(B).next_move(Game([A, B]), None, 0, random.Random(0), on_illegal=lambda *p: seen.append(p)) == B
    assert seen == [(C, A)]
