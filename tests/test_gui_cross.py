"""GUI: whole matches of Cross against the computer, played through the real widgets of the domino
view in every way it offers (a click on a tile, ←/→ and Enter, a click on a glowing end of the
table, an end button, ↑/↓, D, P, «Next round»), checking at every decision that the screen shows
only what the person may see (``DominoDriver`` in gui_helpers.py); two people at one laptop with the
hand-over screen between them."""

import pytest
from gui_helpers import DominoDriver, check_stored, start_game


@pytest.fixture
def window(open_window):
    return open_window("Anna", "Boris")


@pytest.mark.parametrize("options", [{}, {"target": 60, "variant": "penalties", "sealing": True}])
def test_whole_match_against_the_computer(qtbot, window, options):
    c = start_game(window, "cross", [0, "counter"], options)
    driver = DominoDriver(qtbot, window, seed=5)
    assert driver.play_to_the_end() > 10
    assert {"tile click", "tile keys", "next button"} <= driver.ways
    if not options:  # the long match: every way of choosing was used
        assert {"next key", "end table", "end button", "end keys", "draw button", "draw key"} <= driver.ways
    check_stored(window, c, "cross")
    view = window.match_screen.view
    assert not view.hand.isVisible() and all(p.faces is not None for p in view._piles.values())


def test_two_people_hand_the_laptop_over(qtbot, window):
    c = start_game(window, "cross", [0, 1, "easy"])
    driver = DominoDriver(qtbot, window, seed=11)
    acted = set()
    for _ in range(16):  # check_view: each person sees only their own hand
        driver.wait()
        acted.add(c.acting_seat())
        driver.move()
    assert acted == {0, 1} and "handover" in driver.ways
