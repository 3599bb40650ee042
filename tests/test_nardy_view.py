"""GUI: short and long nardy through their view (compendium/games/nardy/view.py, the board
compendium/ui/widgets/nardy_board.py): a whole game against the computer played with the mouse
(clicks, drags, combined moves, double-clicks; Done) for each variant; one by the keyboard alone;
a step taken back; a forced turn played for the person; the board turned to seat 1 between two
people; the cube's buttons with the option on; the hint marked; the window fitting 1366×700."""

from __future__ import annotations

import pytest
from gui_helpers import check_stored, start_game
from nardy_helpers import NardyDriver, nardy_keys
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication

from compendium.core import registry
from compendium.core.actions import Action
from compendium.core.match import Match
from compendium.games.nardy.position import make
from compendium.games.nardy.rules import MOVE
from compendium.games.nardy.view import cell_of
from compendium.ui import controller as ctl


def play_game(qtbot, window, variant: str, seed: int, ways) -> NardyDriver:
    c = start_game(window, f"{variant}-nardy", [0, "easy"])
    d = NardyDriver(qtbot, window, seed)
    turns = 0
    while True:
        d.wait()
        if c.phase == ctl.OVER:
            break
        assert d.board.bottom == 0  # Anna plays white, at the bottom
        legal = d.legal()
        moves = [a for a in legal if a.verb == "move"]
        assert c.state.phase == MOVE and moves
        if len(moves) == 1:  # forced (or nothing to play): played for the person
            n = len(c.match.record.actions)
            assert "played for you" in d.view.status_label.text() or "turn passes" in d.view.status_label.text()
            qtbot.waitUntil(lambda n=n: len(c.match.record.actions) > n, timeout=5000)
            d.ways.add("forced")
            continue
        d.play_turn(ways[turns % len(ways)])
        turns += 1
        assert turns < 400
    return d


@pytest.mark.parametrize("variant", ["short", "long"])
def test_a_whole_game_against_the_computer_with_the_mouse(qtbot, window, variant):
    d = play_game(qtbot, window, variant, seed=3, ways=("click", "drag", "combined", "double"))
    assert {"click", "drag", "combined", "double"} <= d.ways
    c = d.c
    rows, rec = check_stored(window, c, f"{variant}-nardy")
    assert d.view.move_list.count() >= 10
    assert d.view.prompt.text().endswith("wins.")
    assert sum(c.state.seat_side(s)[0] for s in (0, 1)) >= 15  # somebody bore off everything


def test_a_game_by_the_keyboard_alone(qtbot, window):
    c = start_game(window, "short-nardy", [0, "easy"])
    view = window.match_screen.view
    presses = 0
    while True:
        qtbot.waitUntil(lambda: c.phase in (ctl.PERSON, ctl.OVER), timeout=30000)
        if c.phase == ctl.OVER:
            break
        assert QApplication.focusWidget() is view.board
        keys = nardy_keys(c, view)  # nothing: a forced turn, made for the person meanwhile
        for k in keys:
            qtbot.keyClick(QApplication.focusWidget(), k)
        presses += 1
        assert presses < 6000
    assert c.match.over


def people(window, variant="short", options=None, actions=()):
    plugin = registry.load("nardy")
    opts = {"variant": variant, **(options or {})}
    m = Match.new(plugin.rules, f"{variant}-nardy", [{"kind": "person", "name": "Anna"},
                                                     {"kind": "person", "name": "Boris"}], opts)
    for a in actions:
        m.apply(a)
    return window.start_match(plugin, m)


def dice(a, b) -> Action:
    return Action("dice", (a, b))


def test_a_step_taken_back_and_the_board_turned_to_seat_one(qtbot, window):
    c = people(window, actions=[dice(3, 5)])  # Boris wins the opening throw: he plays 5 and 3
    d = NardyDriver(qtbot, window)
    d.wait()
    assert c.acting_seat() == 1 and d.board.bottom == 1  # the board is turned to Boris
    # his own point 24 (absolute 1) lies at the bottom right, as Anna's 1 does for her
    assert d.board.cell_rect(1).center().y() < d.board.height() / 2
    assert d.board.cell_rect(24).center().x() > d.board.width() / 2
    assert d.board.cell_rect(24).center().y() > d.board.height() / 2
    view = d.view
    assert not view.back_button.isEnabled() and not view.done_button.isEnabled()
    d.click(d.cell(8))
    d.click(d.cell(3))
    assert view.picker.steps() == ((8, 3),) and view.back_button.isEnabled()
    assert view.dice_label.text() == "To play: 3"
    qtbot.keyClick(d.board, Qt.Key.Key_Backspace)
    assert view.picker.steps() == () and view.dice_label.text() == "To play: 5 and 3"
    d.click(d.cell(8))
    d.click(d.cell(3))
    qtbot.keyClick(d.board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert view.picker.steps() == ()
    d.click(d.cell(8))
    d.click(d.cell(3))
    d.click(d.cell(6))
    d.click(d.cell(3))
    assert view.done_button.isEnabled() and "Done" in view.prompt.text()
    qtbot.mouseClick(view.done_button, Qt.MouseButton.LeftButton)
    assert [a for a in c.match.record.actions if a.verb == "move"][-1] == Action("move", ("8/3", "6/3"))
    qtbot.waitUntil(lambda: c.state.phase == MOVE, timeout=5000)
    d.wait()
    assert c.acting_seat() == 0 and d.board.bottom == 0  # Anna's turn: the board is hers
    assert "Boris 53: 8/3 6/3" in [view.move_list.item(i).text() for i in range(view.move_list.count())]
    assert d.board.last == ((cell_of("short", 1, 8), cell_of("short", 1, 3)),
                            (cell_of("short", 1, 6), cell_of("short", 1, 3)))


def test_a_forced_turn_is_played_for_the_person(qtbot, window, monkeypatch):
    plugin = registry.load("nardy")
    m = Match.new(plugin.rules, "short-nardy", [{"kind": "person", "name": "Anna"},
                                                 {"kind": "person", "name": "Boris"}], {"variant": "short"})
    m.apply(dice(6, 1))
    state = m.state
    # Anna (to move) has one checker on her 8, the rest borne off; Boris holds her 7: only 8/2 2/1
    pos = make("short", {8: 1}, {18: 2})
    from dataclasses import replace

    m.state = replace(state, pos=pos)  # a made-up position (the match is not stored)
    c = window.start_match(plugin, m)
    d = NardyDriver(qtbot, window)
    d.wait()
    moves = [a for a in d.legal() if a.verb == "move"]
    assert len(moves) == 1
    assert d.view.status_label.text() == "Only one way to play 6 and 1: it is played for you."
    assert not d.view.done_button.isEnabled()
    assert d.board.choices == {}
    n = len(c.match.record.actions)
    qtbot.waitUntil(lambda: len(c.match.record.actions) > n, timeout=3000)
    assert c.match.record.actions[n] == moves[0]


def test_the_cube_buttons(qtbot, window):
    c = people(window, options={"cube": True}, actions=[dice(5, 3), Action("move", ("8/3", "6/3"))])
    d = NardyDriver(qtbot, window)
    d.wait()
    view = d.view
    assert c.acting_seat() == 1 and c.state.phase == "decide"
    assert view.roll_button.isVisible() and view.double_button.isVisible()
    assert not view.take_button.isVisible() and not view.done_button.isVisible()
    assert d.board.cube == (1, None)
    qtbot.keyClick(d.board, Qt.Key.Key_D)  # Boris doubles
    d.wait()
    assert c.acting_seat() == 0 and view.take_button.isVisible() and view.drop_button.isVisible()
    assert view.prompt.text() == "Boris doubles to 2. Anna, take or drop?"
    qtbot.keyClick(d.board, Qt.Key.Key_Y)  # Anna takes
    qtbot.waitUntil(lambda: c.state.phase == MOVE, timeout=5000)
    d.wait()
    assert d.board.cube == (2, 0)
    assert c.acting_seat() == 1 and not view.double_button.isVisible()
    assert any("doubles to 2" in view.move_list.item(i).text() for i in range(view.move_list.count()))


def test_the_hint_is_marked_on_the_board(qtbot, window):
    c = start_game(window, "short-nardy", [0, "easy"])
    d = NardyDriver(qtbot, window)
    d.wait()
    while len([a for a in d.legal() if a.verb == "move"]) < 2:
        qtbot.waitUntil(lambda: c.phase != ctl.PERSON, timeout=5000)
        d.wait()
    n = len(c.match.record.actions)
    qtbot.mouseClick(window.match_screen.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.match_screen.hint_label.text().startswith("Hint:"), timeout=30000)
    assert d.board.hint and len(c.match.record.actions) == n


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_window_fits_a_laptop(qtbot, open_window, monkeypatch, lang):
    monkeypatch.setenv("COMPENDIUM_LANG", lang)
    window = open_window("Anna")
    if lang == "ru":
        window.language.setCurrentIndex(1)
    window.resize(1366, 700)
    start_game(window, "short-nardy", [0, "easy"], {"cube": True, "match_to": 5})
    c = window.match_screen.controller
    qtbot.waitUntil(lambda: c.phase in (ctl.PERSON, ctl.OVER), timeout=30000)
    QApplication.processEvents()
    hint = window.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 700, hint
    for button in window.match_screen.findChildren(QAbstractButton):
        if button.isVisibleTo(window):
            box = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
            assert window.rect().contains(box), button.text()
    board = window.match_screen.view.board
    assert board.width() >= 600 and board.height() >= 450
    window.language.setCurrentIndex(0)  # English again for the tests after this one
