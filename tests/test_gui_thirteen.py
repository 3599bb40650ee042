"""GUI: a whole Thirteen match against the computer played through the real buttons and keys,
stored in the database, and the simultaneous variant once the controller offers it."""

import pytest
from gui_helpers import (
    check_stored,
    person_decisions,
    start_game,
    type_dice,
    wait_for_person,
)
from PySide6.QtCore import Qt

from compendium.games.thirteen.rules import OPS, op_value, score_of
from compendium.storage.db import FINISHED
from compendium.ui import controller as ctl


def pick(s, seat):
    """A sensible person: the operation that scores most now, else add."""
    return max(OPS, key=lambda op: (score_of(op_value(op, s.totals[seat], s.last_sum), s.modulus), op == "add"))


def test_whole_match_against_the_computer_by_clicks_and_keys(qtbot, window):
    c = start_game(window, "thirteen", [0, "best"], {"rounds": 2})
    view = window.match_screen.view
    decisions = 0
    for s in person_decisions(qtbot, c):
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
    rows, _ = check_stored(window, c, "thirteen")
    assert sorted(r["score"] for r in rows) == sorted(res.scores)
    assert {r["kind"] for r in rows} == {"person", "computer"}


def test_buttons_are_off_while_the_computer_plays(qtbot, window):
    c = start_game(window, "thirteen", [0, "best"], {})
    view = window.match_screen.view
    wait_for_person(qtbot, c)
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
    c = start_game(window, "thirteen", [0, "best"], {"simultaneous": True})
    view = window.match_screen.view
    decisions = 0
    for _ in person_decisions(qtbot, c):
        seat = c.acting_seat()
        assert seat == 0
        op = pick(view.snapshot.state, 0)
        qtbot.mouseClick(view.buttons[op], Qt.MouseButton.LeftButton)
        decisions += 1
        assert decisions <= 4
    assert decisions == 4
    assert len(window.db.matches(FINISHED)) == 1


def test_table_dice_refuses_impossible_values_and_hint_explains(qtbot, window):
    c = start_game(window, "thirteen", [0], table_dice=True)
    screen = window.match_screen
    qtbot.waitUntil(lambda: c.phase == ctl.TYPING, timeout=5000)
    type_dice(qtbot, screen, "1 4")  # the special die has no 1
    assert "2 to 7" in screen.message_label.text() and c.phase == ctl.TYPING
    for typed in ("5 4", "6 4"):
        type_dice(qtbot, screen, typed)
    wait_for_person(qtbot, c)
    assert c.state.totals == (9,) and c.state.last_sum == 10
    assert "3" in screen.view.buttons["mul3"].text() and "39" in screen.view.buttons["mul3"].text()
    screen.hint_button.click()
    qtbot.waitUntil(lambda: screen.hint_label.text().startswith("Hint:"), timeout=10000)
    assert "39" in screen.hint_label.text()
