"""GUI: whole matches of Cross against the computer, played through the real widgets of the domino
view in every way it offers (a click on a tile, ←/→ and Enter, a click on a glowing end of the
table, an end button, ↑/↓, D, P, «Next round»), checking at every decision that the screen shows
only what the person may see; two people at one laptop with the hand-over screen between them.

``DominoDriver`` is shared with ``test_gui_muggins.py``."""

import random

import pytest
from PySide6.QtCore import Qt

from compendium.core.domino import parse_tile
from compendium.core.match import Match
from compendium.core.record import Record
from compendium.storage.db import ACTIVE, FINISHED, Database
from compendium.ui import controller as ctl
from compendium.ui.app import build_window, make_app


@pytest.fixture
def window(qtbot):
    make_app([])
    db = Database()
    db.add_profile("Anna")
    db.add_profile("Boris")
    w = build_window(db, "en")
    w.computer_delay_ms = 0
    w.animation_ms = 0
    w.seed = 20261121  # the same deals every run
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    yield w
    w.close()
    db.close()


def start(window, game_id: str, seats, options=None):
    """Opens a game with these seats: a profile index (0 Anna, 1 Boris) or an AI level key."""

    def fill(dlg):
        dlg.count.setValue(len(seats))
        for combo, who in zip(dlg.seat_combos, seats):
            if isinstance(who, int):
                combo.setCurrentIndex(next(i for i in range(combo.count())
                                           if (combo.itemData(i) or {}).get("kind") == "person"
                                           and combo.itemText(i) == ("Anna", "Boris")[who]))
            else:
                combo.setCurrentIndex(next(i for i in range(combo.count()) if (combo.itemData(i) or {}).get("level") == who))
        dlg.set_options(options or {})

    window.play(game_id, dialog_hook=fill)
    return window.match_screen.controller


class DominoDriver:
    """A person at the domino view: each decision is a random legal action, made through the
    widgets, the ways of making each kind of decision taken in turn; the recorded action must be
    exactly the one intended."""

    def __init__(self, qtbot, window, seed: int):
        self.qtbot = qtbot
        self.window = window
        self.screen = window.match_screen
        self.c = self.screen.controller
        self.rng = random.Random(seed)
        self.ways: set[str] = set()
        self._turns: dict[str, int] = {}

    def way(self, kind: str, choices: list[str]) -> str:
        n = self._turns.get(kind, 0)
        self._turns[kind] = n + 1
        return choices[n % len(choices)]

    @property
    def view(self):
        return self.screen.view

    def key(self, key) -> None:
        self.qtbot.keyClick(self.screen, key)

    def click(self, widget, point=None) -> None:
        if point is None:
            self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
        else:
            self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point.toPoint())

    def wait(self) -> None:
        c = self.c
        self.qtbot.waitUntil(lambda: c.phase in (ctl.PERSON, ctl.OVER, ctl.HANDOVER), timeout=20000)
        if c.phase == ctl.HANDOVER:
            self.ways.add("handover")
            self.click(self.screen.handover.button)
            assert c.phase == ctl.PERSON

    def check_view(self) -> None:
        """The view shows the acting person's hand, the others as backs with their counts, the
        playable tiles marked, the boneyard's count and the sum of the ends."""
        c, view = self.c, self.view
        rules, state, seat = c.rules, c.state, c.acting_seat()
        assert c.viewer() == seat
        assert view.hand.tiles == rules.hand(state, seat)
        legal = rules.legal_actions(state, seat)
        fits = {parse_tile(str(a.args[0])) for a in legal if a.verb == "play"}
        assert {view.hand.tiles[i] for i in view.hand.playable} == fits
        for other, pile in view._piles.items():
            assert pile.isVisible() == (other != seat)
            if other != seat:
                assert pile.count == rules.hand_size(state, other)
                if state.phase == "play":
                    assert pile.faces is None  # face down: the other hands are hidden
        assert view.boneyard.count == rules.boneyard_size(state)
        if not rules.layout(state).is_empty():
            assert f"= {rules.end_points(state)}" in view.ends_label.text()
        assert view.prompt.text().startswith(c.name(seat))

    def move(self) -> None:
        c, view = self.c, self.view
        self.check_view()
        legal = c.rules.legal_actions(c.state, c.acting_seat())
        action = self.rng.choice(legal)
        before = len(c.match.record.actions)
        if action.verb == "play":
            self.play(action, [a for a in legal if a.verb == "play" and a.args[0] == action.args[0]])
        elif action.verb in ("draw", "pass"):
            button = view.draw_button if action.verb == "draw" else view.pass_button
            assert button.isVisible()
            if self.way(action.verb, ["button", "key"]) == "button":
                self.click(button)
                self.ways.add(action.verb + " button")
            else:
                self.key(Qt.Key.Key_D if action.verb == "draw" else Qt.Key.Key_P)
                self.ways.add(action.verb + " key")
        else:
            (button,) = view.other_buttons
            if self.way(action.verb, ["button", "key"]) == "button":
                self.click(button)
                self.ways.add(action.verb + " button")
            else:
                self.key(Qt.Key.Key_Return)
                self.ways.add(action.verb + " key")
        self.qtbot.waitUntil(lambda: len(c.match.record.actions) > before, timeout=5000)
        assert c.match.record.actions[before] == action

    def play(self, action, options) -> None:
        view = self.view
        tile = parse_tile(str(action.args[0]))
        index = view.hand.tiles.index(tile)
        if self.way("tile", ["click", "keys"]) == "click":
            self.click(view.hand, view.hand.tile_rects()[index].center())
            self.ways.add("tile click")
            if len(options) == 1:
                return
        else:
            for _ in range(len(view.hand.tiles)):
                self.key(Qt.Key.Key_Right)
                if view._selected == tile:
                    break
            assert view._selected == tile
            self.ways.add("tile keys")
            if len(options) == 1:
                self.key(Qt.Key.Key_Return)
                return
        assert view._selected == tile and len(view.end_buttons) == len(options)
        arm = str(action.args[1])
        way = self.way("end", ["table", "button", "keys"])
        if way == "table" and next(a for a in options if str(a.args[1]) == arm) == action:
            self.click(view.table, view.table.target_rects()[arm].center())
        elif way == "button":
            self.click(view.end_buttons[options.index(action)])
        else:
            way = "keys"
            for _ in range(len(options)):
                if options[view._end_index % len(options)] == action:
                    break
                self.key(Qt.Key.Key_Down)
            self.key(Qt.Key.Key_Return)
        self.ways.add("end " + way)

    def play_to_the_end(self, limit: int = 1500) -> int:
        decisions = 0
        while True:
            self.wait()
            if self.c.phase == ctl.OVER:
                return decisions
            self.move()
            decisions += 1
            assert decisions < limit


def check_stored(window, c, game_id: str, seats: int) -> None:
    db = window.db
    assert db.matches(ACTIVE) == [] and len(db.matches(FINISHED)) == 1
    rec = Record.loads(db.matches(FINISHED)[0].record)
    assert rec.game == game_id and Match(c.rules, rec).state == c.state
    rows = db.results(game_id)
    assert len(rows) == seats and sum(r["won"] for r in rows) >= 1
    assert "winner" in window.match_screen.turn_label.text()


@pytest.mark.parametrize("options", [{}, {"target": 60, "variant": "penalties", "sealing": True}])
def test_whole_match_against_the_computer(qtbot, window, options):
    c = start(window, "cross", [0, "counter"], options)
    driver = DominoDriver(qtbot, window, seed=5)
    assert driver.play_to_the_end() > 10
    assert {"tile click", "tile keys", "next button"} <= driver.ways
    if not options:  # the long match: every way of choosing was used
        assert {"next key", "end table", "end button", "end keys", "draw button", "draw key"} <= driver.ways
    check_stored(window, c, "cross", 2)
    view = window.match_screen.view
    assert not view.hand.isVisible() and all(p.faces is not None for p in view._piles.values())


def test_two_people_hand_the_laptop_over(qtbot, window):
    c = start(window, "cross", [0, 1, "easy"])
    driver = DominoDriver(qtbot, window, seed=11)
    acted = set()
    for _ in range(16):  # check_view: each person sees only their own hand
        driver.wait()
        acted.add(c.acting_seat())
        driver.move()
    assert acted == {0, 1} and "handover" in driver.ways
