"""GUI: whole Categor matches against the computer played through the real widgets — the base
game by clicks on the sheet, Power with spare throws and dashes by keys, Psychological Categor with
two people behind the hand-over screen, and Categor without dice with its value buttons."""

import random

import pytest
from gui_helpers import (
    check_stored,
    click_cell,
    pass_cover,
    person_decisions,
    start_game,
)
from PySide6.QtCore import Qt

from compendium.games.categor.rules import HIDDEN, variant_options
from compendium.ui import controller as ctl


@pytest.fixture
def window(open_window):
    return open_window("Anna", "Boris")


def test_whole_base_match_against_the_computer_by_clicks(qtbot, window):
    c = start_game(window, "categor", [0, "expert"], variant_options("categor"))
    view = window.match_screen.view
    rng = random.Random(1)
    moves = 0
    for _ in person_decisions(qtbot, c, handover=True):
        cells = view.sheet.clickable_cells()
        assert cells and view.prompt.text().startswith("Anna")
        row, col = rng.choice(cells)
        before = len(c.match.record.actions)
        click_cell(qtbot, view.sheet, row, col)
        assert len(c.match.record.actions) > before
        assert c.state.cells[0][row] != (None,) or c.state.phase == "over"
        moves += 1
        assert moves <= 12
    assert moves == 12
    check_stored(window, c, "categor")
    res = c.rules.result(c.state)
    sheet = view.sheet
    kinds = {sheet.cell(r, k).kind for r in range(12) for k in range(2)}
    assert "best" in kinds  # the winners of the columns are marked
    assert sheet.cell(12, 0).text == str(res.scores[0])


def test_power_by_keys_spare_throws_and_dashes(qtbot, window):
    c = start_game(window, "categor", [0, "simple"], variant_options("categor-power"))
    view = window.match_screen.view
    screen = window.match_screen
    dashes = rethrows = 0
    for _ in person_decisions(qtbot, c, handover=True):
        if view.again_button.isEnabled() and c.state.bank[0] > 8 and rethrows < 2:
            qtbot.keyClick(screen, Qt.Key.Key_Space)
            rethrows += 1
            continue
        if not view.sheet.clickable_cells() or (dashes == 0 and view.dash_button.isEnabled()):
            qtbot.keyClick(screen, Qt.Key.Key_D)
            assert view.dash_button.isChecked()
            dashes += 1
        row, col = view.sheet.clickable_cells()[0]
        sheet = view.sheet
        sheet.table.setFocus()
        sheet.table.setCurrentCell(row + sheet._band, col)
        qtbot.keyClick(sheet.table, Qt.Key.Key_Return)
    assert rethrows == 2 and dashes >= 1
    check_stored(window, c, "categor")
    numbers = [e[0] for e in c.state.cells[0] if e[0] > 0]
    assert numbers == sorted(numbers, reverse=True)


def test_psychological_two_people_behind_the_hand_over_screen(qtbot, window):
    c = start_game(window, "categor", [0, 1, "expert"], variant_options("categor-psychological"))
    screen = window.match_screen
    view = screen.view
    rng = random.Random(2)
    handovers = 0
    for _ in person_decisions(qtbot, c, handover=True):
        if c.phase == ctl.HANDOVER:
            pass_cover(qtbot, screen)
            handovers += 1
            continue
        seat = c.acting_seat()
        other = 1 - seat
        shown = view.snapshot.state
        assert all(e == (HIDDEN,) for e in shown.cells[other]) and all(e == (HIDDEN,) for e in shown.cells[2])
        assert view.sheet.cell(0, other).kind == "hidden"
        row, col = rng.choice(view.sheet.clickable_cells())
        assert col == seat  # one's own column only
        click_cell(qtbot, view.sheet, row, col)
    assert handovers >= 12
    check_stored(window, c, "categor", 3)
    assert all(view.sheet.cell(r, 2).kind != "hidden" for r in range(12))  # all shown at the end


def test_no_dice_values_are_chosen_with_buttons(qtbot, window):
    c = start_game(window, "categor", [0, "expert"], variant_options("categor-no-dice"))
    view = window.match_screen.view
    for _ in person_decisions(qtbot, c, handover=True):
        assert view.values_row.isVisible()
        button = next(b for b in view.value_buttons if b.text() == "11")
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        row, col = view.sheet.clickable_cells()[-1]
        assert view.sheet.cell(row, col).text == "11"
        click_cell(qtbot, view.sheet, row, col)
    check_stored(window, c, "categor")
    assert all(c.state.cells[0][r] == (11,) for r in range(12))
