"""GUI: a whole Yacht match against the computer played through the real widgets (dice clicked to
keep, the throw button and Space, offers clicked on the score sheet), keys 1–5, the hint, and
real dice typed in."""

from collections import Counter

from gui_helpers import (
    check_stored,
    click_cell,
    person_decisions,
    start_game,
    type_dice,
    wait_for_person,
)
from PySide6.QtCore import Qt

from compendium.games.yacht.rules import LINES, MAX_THROWS
from compendium.ui import controller as ctl


def start(window, level="best", table_dice=False):
    c = start_game(window, "yacht", [0, level], table_dice=table_dice)
    return c, window.match_screen.view


def test_whole_match_against_the_computer_through_the_widgets(qtbot, window):
    c, view = start(window)
    screen = window.match_screen
    actions = 0
    for s in person_decisions(qtbot, c):
        assert s.player == 0 and view.throw_button.isVisible()
        if s.throws == 0:
            assert "throw the five dice" in view.prompt.text()
            qtbot.keyClick(screen, Qt.Key.Key_Space)
        elif s.throws == 1:
            # keep the dice of the most frequent value by clicking them, then press the button
            value = Counter(s.dice).most_common(1)[0][0]
            for i, d in enumerate(s.dice):
                if (d == value) != view.held[i]:
                    qtbot.mouseClick(view.tray.dice[i], Qt.MouseButton.LeftButton)
            assert view.tray.dice[s.dice.index(value)].held
            if all(view.held):  # a yacht: write it at once
                qtbot.mouseClick(view.tray.dice[0], Qt.MouseButton.LeftButton)
            assert view.throw_button.isEnabled()
            qtbot.mouseClick(view.throw_button, Qt.MouseButton.LeftButton)
        else:
            # the offers on the sheet are what the rules say each free line would score
            offers = c.rules.offers(s)
            clickable = view.sheet.clickable_cells()
            assert {LINES[r] for r, col in clickable} == set(offers) and all(col == 0 for _, col in clickable)
            for r, col in clickable:
                assert int(view.sheet.cell(r, col).text) == offers[LINES[r]]
            row, _ = max(clickable, key=lambda rc: (offers[LINES[rc[0]]], -rc[0]))
            written_before = sum(e is not None for e in s.sheets[0])
            click_cell(qtbot, view.sheet, row, 0)
            assert sum(e is not None for e in c.state.sheets[0]) == written_before + 1
        actions += 1
        assert actions < 400
    s = c.state
    assert c.rules.is_over(s) and all(e is not None for sheet in s.sheets for e in sheet)
    res = c.rules.result(s)
    assert "winner" in screen.turn_label.text() and "points" in view.prompt.text()
    # the total row shows each column's sum
    for seat in range(2):
        assert view.sheet.cell(len(LINES), seat).text == str(res.scores[seat])
    rows, rec = check_stored(window, c, "yacht")
    assert {r["score"] for r in rows} == set(res.scores)
    assert any(a.verb == "keep" for a in rec.actions)


def test_keys_hold_dice_and_space_throws(qtbot, window):
    c, view = start(window)
    screen = window.match_screen
    wait_for_person(qtbot, c)
    qtbot.keyClick(screen, Qt.Key.Key_Space)
    wait_for_person(qtbot, c)
    first = c.state.dice
    assert c.state.throws == 1 and not any(view.held)
    qtbot.keyClick(screen, Qt.Key.Key_1)
    qtbot.keyClick(screen, Qt.Key.Key_3)
    assert view.held == [True, False, True, False, False]
    assert view.throw_button.text().startswith("Throw 3 dice")
    assert "keeping" in view.throw_label.text()
    qtbot.keyClick(screen, Qt.Key.Key_3)
    assert view.held == [True, False, False, False, False]
    qtbot.keyClick(screen, Qt.Key.Key_Space)
    wait_for_person(qtbot, c)
    assert c.match.record.actions[-2].notation == f"keep {first[0]}"
    assert c.state.throws == 2 and c.state.dice[0] == first[0]
    assert view.held[0]  # the die kept stays marked for the next throw
    for key in (Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5):
        qtbot.keyClick(screen, key)
    assert all(view.held) and not view.throw_button.isEnabled()  # all five kept: choose a line
    qtbot.keyClick(screen, Qt.Key.Key_5)
    qtbot.keyClick(screen, Qt.Key.Key_Space)
    wait_for_person(qtbot, c)
    assert c.state.throws == MAX_THROWS and not view.throw_button.isEnabled()
    assert "click a yellow number" in view.prompt.text()


def test_hint_names_the_decision(qtbot, window):
    c, view = start(window)
    screen = window.match_screen
    wait_for_person(qtbot, c)
    qtbot.mouseClick(view.throw_button, Qt.MouseButton.LeftButton)
    wait_for_person(qtbot, c)
    screen.hint_button.click()
    qtbot.waitUntil(lambda: screen.hint_label.text().startswith("Hint:"), timeout=60000)
    assert "Expected final total" in screen.hint_label.text()


def test_table_dice_mode_types_only_the_dice_thrown(qtbot, window):
    c, view = start(window, level="greedy", table_dice=True)
    screen = window.match_screen
    wait_for_person(qtbot, c)
    qtbot.mouseClick(view.throw_button, Qt.MouseButton.LeftButton)
    assert c.phase == ctl.TYPING and screen.dice_row.isVisible()
    assert "5 dice" in view.prompt.text()
    type_dice(qtbot, screen, "7 2 3 4 5")
    assert "impossible" in screen.message_label.text() and c.phase == ctl.TYPING
    type_dice(qtbot, screen, "6 6 2 6 1")
    wait_for_person(qtbot, c)
    assert c.state.dice == (6, 6, 2, 6, 1)
    for i in (0, 1, 3):
        qtbot.mouseClick(view.tray.dice[i], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.throw_button, Qt.MouseButton.LeftButton)
    assert c.phase == ctl.TYPING and "2 dice" in view.prompt.text()
    assert view.tray.values() == (6, 6, None, 6, None)
    type_dice(qtbot, screen, "6 5 4")
    assert "2 values" in screen.message_label.text()
    type_dice(qtbot, screen, "66")
    wait_for_person(qtbot, c)
    assert c.state.dice == (6, 6, 6, 6, 6)
    row = LINES.index("yacht")
    assert view.sheet.cell(row, 0).text == str(6 * 5 + 50)
    click_cell(qtbot, view.sheet, row, 0)
    assert c.state.sheets[0][row] == 80
