"""GUI: a whole Thirteen match against the computer played through the real buttons and keys,
stored in the database, and the simultaneous variant once the controller offers it."""

import pytest
from PySide6.QtCore import Qt

from compendium.core.match import Match
from compendium.core.record import Record
from compendium.games.thirteen.rules import OPS, op_value, score_of
from compendium.storage.db import ACTIVE, FINISHED, Database
from compendium.ui import controller as ctl
from compendium.ui.app import build_window, make_app


@pytest.fixture
def window(qtbot):
    make_app([])
    db = Database()
    db.add_profile("Anna")
    w = build_window(db, "en")
    w.computer_delay_ms = 0
    w.animation_ms = 0
    w.seed = 20261121
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    yield w
    w.close()
    db.close()


def start(window, options, level="best", seats=2):
    def fill(dlg):
        dlg.count.setValue(seats)
        dlg.seat_combos[0].setCurrentIndex(0)  # Anna
        for combo in dlg.seat_combos[1:]:
            combo.setCurrentIndex(next(i for i in range(combo.count()) if combo.itemData(i).get("level") == level))
        dlg.set_options(options)

    window.play("thirteen", dialog_hook=fill)
    return window.match_screen.controller


def wait(qtbot, c):
    qtbot.waitUntil(lambda: c.phase in (ctl.PERSON, ctl.OVER), timeout=10000)


def pick(s, seat):
    """A sensible person: the operation that scores most now, else add."""
    return max(OPS, key=lambda op: (score_of(op_value(op, s.totals[seat], s.last_sum), s.modulus), op == "add"))


def test_whole_match_against_the_computer_by_clicks_and_keys(qtbot, window):
    c = start(window, {"rounds": 2})
    view = window.match_screen.view
    decisions = 0
    while True:
        wait(qtbot, c)
        if c.phase == ctl.OVER:
            break
        s = c.state
        assert s.player == 0 and s.choosing
        op = pick(s, 0)
        button = view.buttons[op]
        assert button.isEnabled() and str(op_value(op, s.totals[0], s.last_sum)) in button.text()
        before = len(c.match.record.actions)
        if decisions % 2:
            qtbot.keyClick(window.match_screen, str(OPS.index(op) + 1))
        else:
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert c.match.record.actions[before].notation == ("add" if op == "add" else f"{op[:3]} {op[3]}")
        decisions += 1
    assert decisions == 8  # two turns of four decisions
    res = c.rules.result(c.state)
    assert view.prompt.text().startswith("The match is over") and str(max(res.scores)) in view.prompt.text()
    db = window.db
    assert db.matches(ACTIVE) == [] and len(db.matches(FINISHED)) == 1
    rows = db.results("thirteen")
    assert len(rows) == 2 and sorted(r["score"] for r in rows) == sorted(res.scores)
    assert {r["kind"] for r in rows} == {"person", "computer"}
    rec = Record.loads(db.matches(FINISHED)[0].record)
    assert Match(c.rules, rec).state == c.state


def test_buttons_are_off_while_the_computer_plays(qtbot, window):
    c = start(window, {})
    view = window.match_screen.view
    wait(qtbot, c)
    c.computer_delay_ms = 60000  # hold the computer's first decision back
    for _ in range(4):
        op = pick(c.state, 0)
        qtbot.mouseClick(view.buttons[op], Qt.MouseButton.LeftButton)
        if c.phase != ctl.PERSON:
            wait_or_computer = c.phase
            if wait_or_computer == ctl.COMPUTER:
                break
            qtbot.waitUntil(lambda: c.phase in (ctl.PERSON, ctl.COMPUTER), timeout=5000)
            if c.phase == ctl.COMPUTER:
                break
    assert c.phase == ctl.COMPUTER and c.state.player == 1
    assert not any(b.isEnabled() for b in view.buttons.values())
    assert "Computer" in view.prompt.text()


def test_simultaneous_match_against_the_computer(qtbot, window):
    if not hasattr(ctl.MatchController, "acting_seat"):
        pytest.skip("the match controller does not run simultaneous decisions yet")
    c = start(window, {"simultaneous": True})
    view = window.match_screen.view
    decisions = 0
    while True:
        wait(qtbot, c)
        if c.phase == ctl.OVER:
            break
        seat = c.acting_seat()
        assert seat == 0
        op = pick(c.visible_state(), 0)
        qtbot.mouseClick(view.buttons[op], Qt.MouseButton.LeftButton)
        decisions += 1
        assert decisions <= 4
    assert decisions == 4
    assert len(window.db.matches(FINISHED)) == 1


def test_table_dice_refuses_impossible_values_and_hint_explains(qtbot, window):
    def fill(dlg):
        dlg.count.setValue(1)
        dlg.seat_combos[0].setCurrentIndex(0)
        dlg.table_dice.setChecked(True)

    window.play("thirteen", dialog_hook=fill)
    c = window.match_screen.controller
    screen = window.match_screen
    qtbot.waitUntil(lambda: c.phase == ctl.TYPING, timeout=5000)
    screen.dice_edit.setText("1 4")  # the special die has no 1
    qtbot.keyClick(screen.dice_edit, Qt.Key.Key_Return)
    assert "2 to 7" in screen.message_label.text() and c.phase == ctl.TYPING
    for typed in ("5 4", "6 4"):
        screen.dice_edit.setText(typed)
        qtbot.keyClick(screen.dice_edit, Qt.Key.Key_Return)
    wait(qtbot, c)
    assert c.state.totals == (9,) and c.state.last_sum == 10
    assert "3" in screen.view.buttons["mul3"].text() and "39" in screen.view.buttons["mul3"].text()
    screen.hint_button.click()
    qtbot.waitUntil(lambda: screen.hint_label.text().startswith("Hint:"), timeout=10000)
    assert "39" in screen.hint_label.text()
