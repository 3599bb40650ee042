"""GUI: a whole Vertushka match against the perfect computer played by clicking the die's side
faces (and the arrow keys), stored in the database; the hint names a won or lost game."""

import pytest
from gui_helpers import check_stored, person_decisions, start_game, wait_for_person
from PySide6.QtCore import Qt

from compendium.games.vertushka.rules import tipped, tips


def pick(s):
    """A sensible person: exactly the target if possible, else the largest total still short of it,
    else the smallest excess."""
    moves = tips(s.tops, s.barred)
    totals = {m: s.total + sum(tipped(s.tops, *m)) for m in moves}
    short = [m for m in moves if totals[m] <= s.target]
    return max(short, key=totals.get) if short else min(moves, key=totals.get)


@pytest.mark.parametrize("options", [{}, {"dice": 2}])
def test_whole_match_against_the_computer_by_clicks_and_keys(qtbot, window, options):
    c = start_game(window, "vertushka", [0, "perfect"], options)
    view = window.match_screen.view
    assert len(view.crosses) == c.state.n_dice
    moves = 0
    for s in person_decisions(qtbot, c):
        die, face = pick(s)
        cross = view.crosses[die]
        assert face in cross.enabled_faces and cross.barred not in cross.enabled_faces
        before = len(c.match.record.actions)
        direction = next(d for d in ("north", "east", "south", "west") if cross.face_towards(d) == face)
        if moves % 3 == 2 and die == 0:
            key = {"north": Qt.Key.Key_Up, "east": Qt.Key.Key_Right, "south": Qt.Key.Key_Down, "west": Qt.Key.Key_Left}
            qtbot.keyClick(window.match_screen, key[direction])
        else:
            qtbot.mouseClick(cross, Qt.MouseButton.LeftButton, pos=cross.click_point(face).toPoint())
        action = c.match.record.actions[before]
        assert action.verb == "tip" and action.args[-1] == face
        moves += 1
        assert moves < 300
    s = c.state
    assert s.winner is not None and s.scores[s.winner] >= 6
    assert "wins the match" in view.prompt.text()
    rows, _ = check_stored(window, c, "vertushka")
    assert sum(r["won"] for r in rows) == 1


def test_barred_face_cannot_be_clicked_and_hint_speaks(qtbot, window):
    c = start_game(window, "vertushka", [0, "easy"], {})
    screen = window.match_screen
    view = screen.view
    for _ in range(20):  # play until the person faces a barred face
        wait_for_person(qtbot, c)
        if c.state.barred is not None:
            break
        die, face = pick(c.state)
        qtbot.mouseClick(view.crosses[0], Qt.MouseButton.LeftButton, pos=view.crosses[0].click_point(face).toPoint())
    cross = view.crosses[0]
    barred = c.state.barred[1]
    assert cross.barred == barred and barred not in cross.enabled_faces
    before = len(c.match.record.actions)
    qtbot.mouseClick(cross, Qt.MouseButton.LeftButton, pos=cross.click_point(barred).toPoint())
    assert len(c.match.record.actions) == before
    screen.hint_button.click()
    qtbot.waitUntil(lambda: screen.hint_label.text().startswith("Hint:"), timeout=10000)
    assert "game is" in screen.hint_label.text() or "exactly" in screen.hint_label.text()
