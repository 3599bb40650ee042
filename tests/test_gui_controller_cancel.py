"""The controller gives each computer decision a budget and cancels a thinking computer at once when
the match is left or a move is undone; a late answer is never applied."""

from __future__ import annotations

import dataclasses
import threading
import time

from compendium.core import registry
from compendium.core.ai import Player
from compendium.core.match import Match
from compendium.core.search import Budget, Cancelled
from compendium.games.pig.rules import ROLL, STOP
from compendium.ui.controller import COMPUTER, PERSON, MatchController


class SlowSearcher(Player):
    """Thinks until its budget says stop (as a search does), noting how and when it stopped."""

    def __init__(self):
        self.started = threading.Event()
        self.ended = threading.Event()
        self.how = None
        self.ended_at = None
        self.budgets: list[Budget] = []

    def think(self, rules, view, seat, rng, budget):
        self.budgets.append(budget)
        self.started.set()
        try:
            while True:
                budget.tick()
                time.sleep(0.001)
        except Cancelled:
            self.how = "cancelled"
            raise
        except Exception:
            self.how = "out of time"
            return ROLL
        finally:
            self.ended_at = time.monotonic()
            self.ended.set()


class Stubborn(Player):
    """Ignores the budget: answers after a while, whatever happened meanwhile."""

    def __init__(self, seconds=0.3):
        self.seconds = seconds
        self.started = threading.Event()
        self.answered = threading.Event()

    def choose(self, rules, view, seat, rng):
        self.started.set()
        time.sleep(self.seconds)
        self.answered.set()
        return ROLL


def controller(player, computer_first=True, seconds=60.0, table_dice=False):
    plugin = registry.load("pig")
    plugin = dataclasses.replace(plugin, make_ai=lambda level, rules: player)
    players = [{"kind": "computer", "level": "slow", "name": "C"}, {"kind": "person", "name": "A"}]
    if not computer_first:
        players.reverse()
    match = Match.new(plugin.rules, "pig", players, seed=3, table_dice=table_dice)
    c = MatchController(plugin, match, None, computer_delay_ms=0, animation_ms=0, computer_seconds=seconds)
    return c, match


def test_leaving_cancels_a_thinking_computer_at_once(qtbot):
    player = SlowSearcher()
    c, match = controller(player)
    c.start()
    assert c.phase == COMPUTER
    assert player.started.wait(5)
    time.sleep(0.05)
    before = len(match.record.actions)
    stopped_at = time.monotonic()
    c.stop()
    assert player.ended.wait(2)
    assert player.how == "cancelled"
    assert player.ended_at - stopped_at < 0.1  # promptly (about 50 ms; some slack for a loaded machine)
    qtbot.wait(200)
    assert len(match.record.actions) == before  # nothing was applied after leaving


def test_a_late_answer_is_never_applied(qtbot):
    player = Stubborn(0.3)
    c, match = controller(player)
    c.start()
    assert player.started.wait(5)
    before = len(match.record.actions)
    c.stop()
    assert player.answered.wait(5)
    qtbot.wait(300)
    assert len(match.record.actions) == before
    assert c.phase == COMPUTER  # left as it was: the match moved on without the computer


def test_undo_cancels_the_thinking_computer(qtbot):
    player = SlowSearcher()
    c, _ = controller(player, computer_first=False, table_dice=True)
    c.start()
    assert c.phase == PERSON
    assert c.person_action(ROLL)
    assert c.type_throw("4") or c.type_throw("4 3")  # real dice (one or two): the throw is typed in
    assert c.person_action(STOP)
    assert c.phase == COMPUTER
    assert player.started.wait(5)
    undone_at = time.monotonic()
    assert c.undo()
    assert player.ended.wait(2)
    assert player.how == "cancelled" and player.ended_at - undone_at < 0.1
    qtbot.waitUntil(lambda: c.phase == PERSON, timeout=5000)


def test_each_decision_has_a_deadline(qtbot):
    player = SlowSearcher()
    c, match = controller(player, seconds=0.2)
    c.start()
    assert player.started.wait(5)
    budget = player.budgets[0]
    assert budget.deadline is not None and 0 < budget.deadline - time.monotonic() <= 0.2
    assert player.ended.wait(2)
    assert player.how == "out of time"
    qtbot.waitUntil(lambda: len(match.record.actions) >= 1, timeout=3000)  # its move was made
    c.stop()
