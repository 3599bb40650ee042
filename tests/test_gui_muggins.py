"""GUI: whole matches of Muggins (All Fives), All Threes and Muggins without a cross against the
computer, played through the real widgets of the domino view (see ``DominoDriver`` in
gui_helpers.py: every way of choosing a tile and an end, drawing, passing, the next hand,
and at every decision a check that the screen shows only what the person may see)."""

import pytest
from gui_helpers import DominoDriver, check_stored, start_game


@pytest.mark.parametrize("game_id,options", [("muggins", {"target": 100}), ("all-threes", {}),
                                             ("muggins", {"target": 100, "cross": False})])
def test_whole_match_against_the_computer(qtbot, window, game_id, options):
    c = start_game(window, game_id, [0, "strong"], options)
    driver = DominoDriver(qtbot, window, seed=3)
    assert driver.play_to_the_end() > 10
    assert {"tile click", "tile keys"} <= driver.ways  # «next» is said by the winner of a hand
    state = c.state
    assert len(c.rules.score_history(state)) >= 1
    assert max(c.rules.match_scores(state)) >= c.rules.target(state)
    assert state.setup.multiple == (3 if game_id == "all-threes" else 5)
    assert state.setup.cross == options.get("cross", True)
    check_stored(window, c, game_id)


def test_the_score_table_and_the_ends_follow_the_match(qtbot, window):
    c = start_game(window, "muggins", [0, "simple"], {"target": 100})
    driver = DominoDriver(qtbot, window, seed=8)
    view = window.match_screen.view
    while not c.rules.score_history(c.state):  # play the first hand through
        driver.wait()
        driver.move()
    driver.wait()
    sheet = view.sheet
    history = c.rules.score_history(c.state)
    totals = c.rules.match_scores(c.state)
    columns = [sheet.table.horizontalHeaderItem(i).text() for i in range(sheet.table.columnCount())]
    assert columns[0] == "1" and columns[-1] == "Total"
    for seat in range(2):
        assert sheet.cell(seat, 0).text == str(history[0][seat])
        assert sheet.cell(seat, len(columns) - 1).text == str(totals[seat])
    layout = c.rules.layout(c.state)
    if not layout.is_empty():
        assert view.ends_label.text().endswith(str(c.rules.end_points(c.state))) or "scores" in view.ends_label.text()
