"""GUI: a whole match of General and a whole match of Golden General against the computer, played
through the real widgets (dice clicked to keep them, the throw button and Space, the ⇅ buttons,
cells of the score sheet clicked), and stored in the database when finished."""

from gui_helpers import (
    check_stored,
    click_cell,
    person_decisions,
    start_game,
    type_dice,
    wait_for_person,
)
from PySide6.QtCore import Qt

from compendium.games.general.rules import LINES
from compendium.ui import controller as ctl


def test_whole_general_match_against_the_computer(qtbot, window):
    c = start_game(window, "general", [0, "strong"])
    view = window.match_screen.view
    steps = 0
    for s in person_decisions(qtbot, c):
        assert "Anna" in view.prompt.text()
        if s.throws == 0:
            assert view.throw_button.isEnabled()
            qtbot.keyClick(window.match_screen, Qt.Key.Key_Space)  # Space throws
        elif s.throws == 1:
            best = max(set(s.dice), key=s.dice.count)
            for i, face in enumerate(view.tray.dice):
                if s.dice[i] == best:
                    qtbot.mouseClick(face, Qt.MouseButton.LeftButton)  # keep the value seen most
            assert view.held == {i for i in range(5) if s.dice[i] == best}
            if len(view.held) < 5:
                qtbot.mouseClick(view.throw_button, Qt.MouseButton.LeftButton)
            else:
                click_cell(qtbot, view.sheet, LINES.index("general") if s.free_lines().count("general") else
                           LINES.index(s.free_lines()[0]), s.player)
        else:
            offers = view.sheet.clickable_cells()
            assert offers and all(col == 0 for _, col in offers)
            row, col = max(offers, key=lambda rc: int(view.sheet.cell(*rc).text) if view.sheet.cell(*rc).text.isdigit() else 999)
            before = s.total(0)
            click_cell(qtbot, view.sheet, row, col)
            assert c.state.sheets[0][row] is not None and c.state.total(0) >= before
        steps += 1
        assert steps < 500
    assert all(e is not None for e in c.state.sheets[0]) or c.state.winner is not None
    rows, _ = check_stored(window, c, "general")
    assert {r["kind"] for r in rows} == {"person", "computer"}


def test_whole_golden_general_match_against_the_computer(qtbot, window):
    c = start_game(window, "golden-general", [0, "strong"])
    view = window.match_screen.view
    steps = 0
    for s in person_decisions(qtbot, c):
        if s.throws == 0:
            qtbot.mouseClick(view.throw_button, Qt.MouseButton.LeftButton)
        elif s.throws == 1:
            qtbot.mouseClick(view.rows[0].dice[0], Qt.MouseButton.LeftButton)  # keep group 1's red die
            assert view.held == {view.die_at(0, 0)}
            assert view.throw_button.text().startswith("Throw the other 9")
            qtbot.mouseClick(view.swap_buttons[4], Qt.MouseButton.LeftButton)  # white dice change groups
            assert view.die_at(0, 4) == 9
            qtbot.mouseClick(view.throw_button, Qt.MouseButton.LeftButton)
            wait_for_person(qtbot, c)
            assert c.state.throws == 2 and view.die_at(0, 4) == 9  # the groups stay as arranged
        else:
            # Swap the green dice: the groups stay colour-complete.
            green_top = view.die_at(0, 1)
            qtbot.mouseClick(view.swap_buttons[1], Qt.MouseButton.LeftButton)
            assert view.die_at(1, 1) == green_top and view.die_at(0, 1) == (green_top + 5) % 10
            # Dropping a die on a die of another colour in the other group is refused with a message.
            view.move((0, 2), (1, 3))
            assert "blue die" in view.warning.text()
            first = view.sheet.clickable_cells()[0]
            click_cell(qtbot, view.sheet, *first)
            assert view.pending == LINES[first[0]] and "group 2" in view.prompt.text()
            group1 = view.group(0)
            second = next(rc for rc in view.sheet.clickable_cells() if rc != first)
            click_cell(qtbot, view.sheet, *second)
            entries = c.state.last_turn[2]
            assert c.state.last_turn[0] == 0
            assert {e[0] for e in entries} == {LINES[first[0]], LINES[second[0]]}
            assert any(tuple(sorted(group1)) == e[2] for e in entries)
        steps += 1
        assert steps < 200
    assert all(e is not None for sheet in c.state.sheets for e in sheet)
    rows, _ = check_stored(window, c, "golden-general")
    assert {r["kind"] for r in rows} == {"person", "computer"}


def test_general_hint_and_keys(qtbot, window):
    c = start_game(window, "general", [0, "easy"])
    screen = window.match_screen
    wait_for_person(qtbot, c)
    qtbot.keyClick(screen, Qt.Key.Key_Space)
    wait_for_person(qtbot, c)
    assert c.state.throws == 1
    qtbot.keyClick(screen, Qt.Key.Key_1)
    qtbot.keyClick(screen, Qt.Key.Key_2)
    assert screen.view.held == {0, 1}
    screen.hint_button.click()
    qtbot.waitUntil(lambda: screen.hint_label.text().startswith("Hint:"), timeout=20000)


def test_table_dice_are_typed_in_and_checked(qtbot, window):
    c = start_game(window, "golden-general", [0], table_dice=True)
    screen = window.match_screen
    wait_for_person(qtbot, c)
    qtbot.mouseClick(screen.view.throw_button, Qt.MouseButton.LeftButton)
    assert c.phase == ctl.TYPING and screen.dice_row.isVisible()
    assert "red, green, blue, yellow, white, red" in screen.view.prompt.text()
    type_dice(qtbot, screen, "1 2 3 4 5 6 7 1 2 3")
    assert "impossible" in screen.message_label.text() and c.phase == ctl.TYPING
    type_dice(qtbot, screen, "1 2 3 4 5")
    assert "10" in screen.message_label.text() and c.phase == ctl.TYPING
    type_dice(qtbot, screen, "5 5 5 1 5 5 2 3 6 4")
    wait_for_person(qtbot, c)
    assert c.state.dice == (5, 5, 5, 1, 5, 5, 2, 3, 6, 4)
    assert screen.view.group_labels[0].text().count("5") >= 3


def test_golden_dice_dropped_on_their_twin_or_on_another_colour(qtbot, window):
    from PySide6.QtCore import QMimeData, QPointF
    from PySide6.QtGui import QDropEvent

    c = start_game(window, "golden-general", [0, "strong"])
    view = window.match_screen.view
    wait_for_person(qtbot, c)
    qtbot.mouseClick(view.throw_button, Qt.MouseButton.LeftButton)
    wait_for_person(qtbot, c)

    def drop(source, target):
        data = QMimeData()
        data.setText(f"general-die {source[0]} {source[1]}")
        face = view.rows[target[0]].dice[target[1]]
        event = QDropEvent(QPointF(5, 5), Qt.DropAction.MoveAction, data, Qt.MouseButton.LeftButton,
                           Qt.KeyboardModifier.NoModifier)
        # Qt delivers a drop only from a real drag; the view's handler for the die is called directly.
        assert view.eventFilter(face, event)

    drop((0, 2), (1, 3))  # the blue die of group 1 onto the yellow die of group 2
    assert "Group 2 already has a blue die" in view.warning.text()
    assert view.group(0) == (0, 1, 2, 3, 4)
    drop((0, 2), (1, 2))  # onto its twin: the blue dice change groups
    assert view.group(0) == (0, 1, 7, 3, 4) and view.warning.text() == ""
