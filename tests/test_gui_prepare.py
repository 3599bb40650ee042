"""GUI (issue 12): a computer player's one-time preparation runs in the background when a match is
set up: the match screen says so, the window keeps serving its events, the computer moves once it
is prepared and the note goes away; leaving the match ignores a preparation still running, and a
failing preparation leaves the decision to do the work itself."""

from __future__ import annotations

import dataclasses
import threading
import time

import pytest
from gui_helpers import start_game, wait_for_person
from PySide6.QtCore import QTimer

from compendium.core import config, registry
from compendium.core.ai import Player
from compendium.core.match import Match
from compendium.games.pig.rules import ROLL
from compendium.ui import controller as ctl
from compendium.ui.controller import MatchController


@pytest.fixture
def fresh_yacht(monkeypatch, tmp_path):
    """Yacht's best player as on a computer that never played it: no table in memory, an empty
    cache folder (a main window configures its own, in the test's data folder: empty too)."""
    from compendium.games.yacht import ai

    monkeypatch.setattr(ai, "_TABLES", {})
    before = config.cache_dir()
    (tmp_path / "fresh-cache").mkdir()
    config.configure(cache_dir=tmp_path / "fresh-cache")
    yield ai
    config.configure(cache_dir=before)


def computer_moves(c) -> int:
    return sum(1 for e in c.match.log if e.actor == 0)


def test_yacht_best_is_prepared_in_the_background_with_a_note(qtbot, window, fresh_yacht):
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(5)
    c = start_game(window, "yacht", ["best", 0])  # the computer begins
    screen = window.match_screen
    try:
        assert c.preparing and c.phase == ctl.COMPUTER
        qtbot.waitUntil(screen.preparing_label.isVisible, timeout=5000)
        assert screen.preparing_label.text() == "Preparing the computer player…"
        assert computer_moves(c) == 0  # the computer's first move waits for its table
        began = time.perf_counter()
        qtbot.waitUntil(lambda: not c.preparing, timeout=60000)
        ended = time.perf_counter()
        # the window kept serving its timers meanwhile (how evenly: see the controller's test below;
        # the main window also loads the statistics page on idle at this time)
        assert len([t for t in ticks if began <= t <= ended]) >= 2
        assert not screen.preparing_label.isVisible()
        wait_for_person(qtbot, c)
        assert computer_moves(c) > 0  # then the computer played its turn
        assert any(p.name.startswith("yacht-best-") for p in config.cache_dir().iterdir())  # kept for later
    finally:
        timer.stop()


def test_a_person_plays_while_the_computer_is_prepared(qtbot, window, fresh_yacht):
    c = start_game(window, "yacht", [0, "best"])  # the person begins
    assert c.preparing
    wait_for_person(qtbot, c)
    assert c.phase == ctl.PERSON  # nobody waits for the preparation but the computer
    thread = c.preparation
    qtbot.waitUntil(lambda: not c.preparing, timeout=60000)
    assert not thread.is_alive() or thread.join(5) is None


def test_leaving_while_preparing_ignores_the_preparation(qtbot, window, fresh_yacht):
    c = start_game(window, "yacht", ["best", 0])
    screen = window.match_screen
    thread = c.preparation
    assert thread is not None
    screen.leave()
    assert not c.preparing and not screen.preparing_label.isVisible()
    thread.join(60)
    assert not thread.is_alive()  # it ends on its own
    qtbot.wait(100)
    assert computer_moves(c) == 0 and c.phase == ctl.COMPUTER  # and nothing happens to the left match


def test_the_gui_thread_is_never_held_while_a_table_is_solved(qtbot, fresh_yacht):
    plugin = registry.load("yacht")
    players = [{"kind": "computer", "level": "best", "name": "C"}, {"kind": "person", "name": "A"}]
    c = MatchController(plugin, Match.new(plugin.rules, "yacht", players, seed=3), None,
                        computer_delay_ms=0, animation_ms=0)
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(2)
    began = time.perf_counter()
    c.start()
    assert c.preparing
    qtbot.waitUntil(lambda: c.phase == ctl.PERSON, timeout=60000)
    ended = time.perf_counter()
    timer.stop()
    marks = [began] + [t for t in ticks if began <= t <= ended] + [ended]
    longest = max(b - a for a, b in zip(marks, marks[1:]))
    # Frozen, the GUI thread would miss its timer for the whole solve (a second or more); served,
    # it waits at most a few milliseconds at a time (a loose bound for a loaded machine).
    assert len(marks) > 20 and longest < 0.25 * (ended - began), (longest, ended - began)
    c.stop()


class SlowToPrepare(Player):
    """Prepares for a while (or fails to); then throws."""

    def __init__(self, fail=False):
        self.fail = fail
        self.prepared = threading.Event()
        self.release = threading.Event()
        self.done = False

    def prepare(self, rules, view, seat):
        self.release.wait(10)
        if self.fail:
            raise RuntimeError("no table today")
        self.done = True
        self.prepared.set()

    def is_prepared(self, rules, view, seat):
        return self.done

    def choose(self, rules, view, seat, rng):
        return ROLL


def pig_controller(player):
    plugin = dataclasses.replace(registry.load("pig"), make_ai=lambda level, rules: player)
    players = [{"kind": "computer", "level": "slow", "name": "C"}, {"kind": "person", "name": "A"}]
    match = Match.new(plugin.rules, "pig", players, seed=3)
    return MatchController(plugin, match, None, computer_delay_ms=0, animation_ms=0)


def test_the_computer_waits_for_its_preparation_without_blocking(qtbot):
    player = SlowToPrepare()
    c = pig_controller(player)
    changes = []
    c.preparing_changed.connect(changes.append)
    c.start()
    assert c.preparing and c.phase == ctl.COMPUTER and changes == [True]
    qtbot.wait(100)  # the event loop runs; the computer has not moved
    assert computer_moves(c) == 0
    player.release.set()
    qtbot.waitUntil(lambda: computer_moves(c) > 0, timeout=5000)
    assert changes == [True, False] and player.done
    c.stop()


def test_a_failed_preparation_falls_back_to_the_decision(qtbot):
    player = SlowToPrepare(fail=True)
    player.release.set()
    c = pig_controller(player)
    c.start()
    thread = c.preparation
    qtbot.waitUntil(lambda: not c.preparing, timeout=5000)
    qtbot.waitUntil(lambda: computer_moves(c) > 0, timeout=5000)  # the computer played all the same
    thread.join(5)
    assert not thread.is_alive()
    c.stop()


def test_a_prepared_player_is_not_prepared_again(qtbot):
    player = SlowToPrepare()
    player.done = True
    c = pig_controller(player)
    c.start()
    assert not c.preparing and c.preparation is None
    c.stop()
