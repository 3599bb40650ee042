"""GUI: whole Categor matches against the computer played through the real widgets — the base
game by clicks on the sheet, Power with spare throws and dashes by keys, Psychological Categor with
two people behind the hand-over screen, and Categor without dice with its value buttons."""

import random

import pytest
from PySide6.QtCore import Qt

from compendium.core.match import Match
from compendium.core.record import Record
from compendium.games.categor.rules import HIDDEN, variant_options
from compendium.storage.db import FINISHED, Database
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
    w.seed = 20261121  # the same dice every run: no flaky test
    w.resize(1280, 800)
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close()
    db.close()


def start(window, variant, seats):
    """Opens Categor with a variant's options; ``seats`` lists profile indices or "expert"/"simple"."""
    def fill(dlg):
        dlg.count.setValue(len(seats))
        for combo, who in zip(dlg.seat_combos, seats):
            if isinstance(who, int):
                combo.setCurrentIndex(who)
            else:
                combo.setCurrentIndex(next(i for i in range(combo.count()) if combo.itemData(i).get("level") == who))
        dlg.set_options(variant_options(variant))

    window.play("categor", dialog_hook=fill)
    return window.match_screen.controller


def click_cell(qtbot, sheet, row, col):
    table = sheet.table
    item = table.item(row + sheet._band, col)
    rect = table.visualItemRect(item)
    table.scrollToItem(item)
    rect = table.visualItemRect(item)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def wait_for_people(qtbot, c):
    qtbot.waitUntil(lambda: c.phase in (ctl.PERSON, ctl.OVER, ctl.HANDOVER), timeout=20000)


def finish_checks(window, c, players):
    res = c.rules.result(c.state)
    assert "winner" in window.match_screen.turn_label.text()
    assert window.db.matches(FINISHED) and len(window.db.results("categor")) == players
    rec = Record.loads(window.db.matches(FINISHED)[0].record)
    assert Match(c.rules, rec).state == c.state
    return res


def test_whole_base_match_against_the_computer_by_clicks(qtbot, window):
    c = start(window, "categor", [0, "expert"])
    view = window.match_screen.view
    rng = random.Random(1)
    moves = 0
    while True:
        wait_for_people(qtbot, c)
        if c.phase == ctl.OVER:
            break
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
    res = finish_checks(window, c, 2)
    sheet = view.sheet
    kinds = {sheet.cell(r, k).kind for r in range(12) for k in range(2)}
    assert "best" in kinds  # the winners of the columns are marked
    assert sheet.cell(12, 0).text == str(res.scores[0])


def test_power_by_keys_spare_throws_and_dashes(qtbot, window):
    c = start(window, "categor-power", [0, "simple"])
    view = window.match_screen.view
    screen = window.match_screen
    dashes = rethrows = 0
    while True:
        wait_for_people(qtbot, c)
        if c.phase == ctl.OVER:
            break
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
    finish_checks(window, c, 2)
    numbers = [e[0] for e in c.state.cells[0] if e[0] > 0]
    assert numbers == sorted(numbers, reverse=True)


def test_psychological_two_people_behind_the_hand_over_screen(qtbot, window):
    c = start(window, "categor-psychological", [0, 1, "expert"])
    screen = window.match_screen
    view = screen.view
    rng = random.Random(2)
    handovers = 0
    while True:
        wait_for_people(qtbot, c)
        if c.phase == ctl.OVER:
            break
        if c.phase == ctl.HANDOVER:
            assert screen.stack.currentWidget() is screen.handover
            qtbot.mouseClick(screen.handover.button, Qt.MouseButton.LeftButton)
            handovers += 1
            continue
        seat = c.acting_seat()
        other = 1 - seat
        shown = view.shown_state()
        assert all(e == (HIDDEN,) for e in shown.cells[other]) and all(e == (HIDDEN,) for e in shown.cells[2])
        assert view.sheet.cell(0, other).kind == "hidden"
        row, col = rng.choice(view.sheet.clickable_cells())
        assert col == seat  # one's own column only
        click_cell(qtbot, view.sheet, row, col)
    assert handovers >= 12
    finish_checks(window, c, 3)
    assert all(view.sheet.cell(r, 2).kind != "hidden" for r in range(12))  # all shown at the end


def test_no_dice_values_are_chosen_with_buttons(qtbot, window):
    c = start(window, "categor-no-dice", [0, "expert"])
    view = window.match_screen.view
    while True:
        wait_for_people(qtbot, c)
        if c.phase == ctl.OVER:
            break
        assert view.values_row.isVisible()
        button = next(b for b in view.value_buttons if b.text() == "11")
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        row, col = view.sheet.clickable_cells()[-1]
        assert view.sheet.cell(row, col).text == "11"
        click_cell(qtbot, view.sheet, row, col)
    finish_checks(window, c, 2)
    assert all(c.state.cells[0][r] == (11,) for r in range(12))
