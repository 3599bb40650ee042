"""What the GUI tests (tests/test_gui_*.py) share: filling the setup dialog, waiting for a person's
decisions, passing the hand-over cover, typing dice thrown on the table, clicking a cell of the
score sheet, checking that a finished match is stored, and ``DominoDriver``, a person at the domino
view. The main window itself is the ``window`` fixture of conftest.py (``open_window`` for other
family members)."""

import random

from PySide6.QtCore import Qt

from compendium.core.domino import parse_tile
from compendium.core.match import Match
from compendium.core.record import Record
from compendium.storage.db import ACTIVE, FINISHED
from compendium.ui import controller as ctl


def choose_seat(combo, who) -> None:
    """Sets a seat of the setup dialog: an int is a family member by their place in the list
    (0 Anna, 1 Boris), a string the key of a computer level."""
    if isinstance(who, int):
        combo.setCurrentIndex(who)
    else:
        combo.setCurrentIndex(next(i for i in range(combo.count()) if (combo.itemData(i) or {}).get("level") == who))


def start_game(window, game_id: str, seats, options=None, *, preset=None, table_dice=None):
    """Starts ``game_id`` through its setup dialog: the seats (see ``choose_seat``), then a preset
    by its place in the list, the options, and dice typed in from the table or not (each only when
    given); returns the match's controller."""

    def fill(dlg):
        dlg.count.setValue(len(seats))
        for combo, who in zip(dlg.seat_combos, seats):
            choose_seat(combo, who)
        if preset is not None:
            dlg.preset.setCurrentIndex(preset)
        if options is not None:
            dlg.set_options(options)
        if table_dice is not None:
            dlg.table_dice.setChecked(table_dice)

    window.play(game_id, dialog_hook=fill)
    return window.match_screen.controller


def wait_for_person(qtbot, c, handover: bool = False, timeout: int = 30000) -> None:
    """Waits until the controller wants a person's decision or the match is over (with
    ``handover``: or the hand-over cover is up)."""
    phases = (ctl.PERSON, ctl.OVER, ctl.HANDOVER) if handover else (ctl.PERSON, ctl.OVER)
    qtbot.waitUntil(lambda: c.phase in phases, timeout=timeout)


def person_decisions(qtbot, c, handover: bool = False):
    """Until the match is over: waits for each decision of a person (with ``handover``: or for the
    hand-over cover) and yields the state then."""
    while True:
        wait_for_person(qtbot, c, handover)
        if c.phase == ctl.OVER:
            return
        yield c.state


def pass_cover(qtbot, screen) -> None:
    """The hand-over cover is up; the next person presses its button and may decide."""
    assert screen.stack.currentWidget() is screen.handover
    qtbot.mouseClick(screen.handover.button, Qt.MouseButton.LeftButton)
    assert screen.controller.phase == ctl.PERSON


def type_dice(qtbot, screen, text: str) -> None:
    """Types the values of dice thrown on the table and presses Enter."""
    screen.dice_edit.setText(text)
    qtbot.keyClick(screen.dice_edit, Qt.Key.Key_Return)


def click_cell(qtbot, sheet, row: int, col: int) -> None:
    """Clicks the cell (``row``, ``col``) of a score sheet, scrolled into view."""
    table = sheet.table
    item = table.item(row + sheet._band, col)
    table.scrollToItem(item)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualItemRect(item).center())


def check_stored(window, c, game_id: str, seats: int = 2):
    """The finished match is stored: no match is left active, the one finished match replays from
    its record to the final state, each seat has a row of results (someone among them won), and
    the screen names the winner (or the draw). Returns the rows and the record."""
    db = window.db
    assert db.matches(ACTIVE) == [] and len(db.matches(FINISHED)) == 1
    rec = Record.loads(db.matches(FINISHED)[0].record)
    assert rec.game == game_id and Match(c.rules, rec).state == c.state
    rows = db.results(game_id)
    res = c.rules.result(c.state)
    assert len(rows) == seats and [r["outcome"] for r in rows] == list(res.outcomes)
    assert [r["points"] for r in rows] == list(res.points)
    assert sum(r["won"] for r in rows) >= 1 or "draw" in res.outcomes
    assert ("winner" if "win" in res.outcomes else "draw") in window.match_screen.turn_label.text()
    return rows, rec


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
        wait_for_person(self.qtbot, self.c, handover=True)
        if self.c.phase == ctl.HANDOVER:
            self.ways.add("handover")
            pass_cover(self.qtbot, self.screen)

    def check_view(self) -> None:
        """The view shows the acting person's hand, the others as backs with their counts, the
        playable tiles marked, the boneyard's count and the sum of the ends."""
        c, view = self.c, self.view
        rules, state, seat = c.rules, c.state, c.acting_seat()
        assert c.snapshot().viewer == seat and view.snapshot.viewer == seat
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


def counting(obj, name):
    """Counts the calls of ``obj.name`` made from Python (the screen's own code) from now on: the
    list of their arguments."""
    calls = []
    original = getattr(obj, name)

    def counted(*args, **kwargs):
        calls.append(args)
        return original(*args, **kwargs)

    setattr(obj, name, counted)
    return calls
