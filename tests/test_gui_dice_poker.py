"""GUI: whole dice poker matches against the computer, played through the real widgets — dice
clicked or chosen with the keys 1–5, throws with the button or Space, lines chosen on the score
sheet — and stored in the database when finished."""

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
from PySide6.QtWidgets import QLabel

from compendium.games.dice_poker.rules import RANKING, SCHOOL
from compendium.ui import controller as ctl


def keep_largest_group(qtbot, view, c, by_keys: bool):
    """Keeps the dice of the most common value (clicking them, or pressing their numbers)."""
    dice = c.state.dice
    value = max(set(dice), key=lambda v: (Counter(dice)[v], v))
    for place, v in enumerate(dice):
        if v == value and place in c.rules.throwable(c.state) and place not in view.held:
            if by_keys:
                qtbot.keyClick(view.window(), getattr(Qt.Key, f"Key_{place + 1}"))
            else:
                qtbot.mouseClick(view.tray.dice[place], Qt.MouseButton.LeftButton)
    wanted = {p for p, v in enumerate(dice) if v == value and p in c.rules.throwable(c.state)}
    assert wanted <= view.held and all(view.tray.dice[p].held for p in view.held)


def finish_checks(window, c):
    rows, _ = check_stored(window, c, "dice-poker")
    assert rows[0]["profile"] is not None and rows[1]["kind"] == "computer"
    return rows


def test_whole_sheet_match_against_the_computer(qtbot, window):
    c = start_game(window, "dice-poker", [0, "strong"], preset=0)
    view = window.match_screen.view
    assert view.sheet.isVisible() and not view.stand_button.isVisible()
    turns = 0
    for s in person_decisions(qtbot, c):
        if not s.throws:
            qtbot.mouseClick(view.throw_button, Qt.MouseButton.LeftButton)
            turns += 1
            continue
        if s.throws < 3 and turns % 3 != 0:
            keep_largest_group(qtbot, view, c, by_keys=turns % 2 == 0)
            if view.throw_button.isEnabled():
                if turns % 2:
                    qtbot.mouseClick(view.throw_button, Qt.MouseButton.LeftButton)
                else:
                    qtbot.keyClick(view.window(), Qt.Key.Key_Space)
                continue
        # choose the offer that scores most; only legal lines are offered
        offers = view.sheet.clickable_cells()
        assert offers and all(col == s.player for _, col in offers)
        lines = {view._rows[row] for row, _ in offers}
        assert set(c.rules.scorable_lines(s)) == lines
        if any(v is None for v in s.sheets[s.player][:len(SCHOOL)]):
            assert lines <= set(SCHOOL)  # the first stage before the second
        row, col = max(offers, key=lambda rc: int(view.sheet.cell(*rc).text.replace("—", "0").replace("−", "-")))
        before = len(c.match.record.actions)
        click_cell(qtbot, view.sheet, row, col)
        assert c.match.record.actions[before].verb == "score"
        assert turns < 100
    assert turns == 17  # one turn a line
    rows = finish_checks(window, c)
    assert {"total"} <= set(rows[0]["extra"])
    res = c.rules.result(c.state)
    totals = [e["total"] for e in res.extra]
    assert sum(res.scores) in (-1, 0, 1) and res.ranks[0] == (1 if totals[0] >= totals[1] else 2)


def test_whole_ranking_match_by_keys(qtbot, window):
    c = start_game(window, "dice-poker", [0, "strong"], preset=4)
    view = window.match_screen.view
    assert c.match.options["mode"] == RANKING
    assert view.stand_button.isVisible() and not view.sheet.isVisible()
    steps = 0
    for s in person_decisions(qtbot, c):
        if s.throws == 1:
            keep_largest_group(qtbot, view, c, by_keys=True)
            qtbot.keyClick(view.window(), Qt.Key.Key_Space)
        elif s.throws == 2:
            locked = [p for p in range(5) if p not in s.free]
            for p in locked:  # dice left standing on the second throw cannot be taken
                qtbot.mouseClick(view.tray.dice[p], Qt.MouseButton.LeftButton)
                assert p not in view.held
            qtbot.keyClick(view.window(), Qt.Key.Key_Return)
        else:
            qtbot.keyClick(view.window(), Qt.Key.Key_Space)
        steps += 1
        assert steps < 60
    rows = finish_checks(window, c)
    assert sum(r["won"] for r in rows) == 1
    assert any(label.text().startswith("Hands") for label in view.hands.findChildren(QLabel))


def test_table_dice_are_typed_in(qtbot, window):
    c = start_game(window, "dice-poker", [0], table_dice=True)
    screen = window.match_screen
    wait_for_person(qtbot, c)
    qtbot.mouseClick(screen.view.throw_button, Qt.MouseButton.LeftButton)
    assert c.phase == ctl.TYPING
    type_dice(qtbot, screen, "3 3 7 1 2")
    assert "impossible" in screen.message_label.text()
    type_dice(qtbot, screen, "3 3 6 1 2")
    wait_for_person(qtbot, c)
    assert c.state.dice == (3, 3, 6, 1, 2)
    qtbot.mouseClick(screen.view.tray.dice[0], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.view.tray.dice[1], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.view.throw_button, Qt.MouseButton.LeftButton)
    assert c.match.record.actions[-1].notation == "throw 3 4 5"
    type_dice(qtbot, screen, "3 5 5")
    wait_for_person(qtbot, c)
    assert c.state.dice == (3, 3, 3, 5, 5)
