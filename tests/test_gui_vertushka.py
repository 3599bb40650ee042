"""GUI: a whole Vertushka match against the perfect computer played by clicking the die's side
faces (and the arrow keys), stored in the database; the hint names a won or lost game."""

import pytest
from PySide6.QtCore import Qt

from compendium.core.match import Match
from compendium.core.record import Record
from compendium.games.vertushka.rules import tipped, tips
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


def start(window, options, level="perfect"):
    def fill(dlg):
        dlg.seat_combos[0].setCurrentIndex(0)  # Anna
        combo = dlg.seat_combos[1]
        combo.setCurrentIndex(next(i for i in range(combo.count()) if combo.itemData(i).get("level") == level))
        dlg.set_options(options)

    window.play("vertushka", dialog_hook=fill)
    return window.match_screen.controller


def wait(qtbot, c):
    qtbot.waitUntil(lambda: c.phase in (ctl.PERSON, ctl.OVER), timeout=10000)


def pick(s):
    """A sensible person: exactly the target if possible, else the largest total still short of it,
    else the smallest excess."""
    moves = tips(s.tops, s.barred)
    totals = {m: s.total + sum(tipped(s.tops, *m)) for m in moves}
    short = [m for m in moves if totals[m] <= s.target]
    return max(short, key=totals.get) if short else min(moves, key=totals.get)


@pytest.mark.parametrize("options", [{}, {"dice": 2}])
def test_whole_match_against_the_computer_by_clicks_and_keys(qtbot, window, options):
    c = start(window, options)
    view = window.match_screen.view
    assert len(view.crosses) == c.state.n_dice
    moves = 0
    while True:
        wait(qtbot, c)
        if c.phase == ctl.OVER:
            break
        s = c.state
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
    db = window.db
    assert db.matches(ACTIVE) == [] and len(db.matches(FINISHED)) == 1
    rows = db.results("vertushka")
    assert len(rows) == 2 and sum(r["won"] for r in rows) == 1
    rec = Record.loads(db.matches(FINISHED)[0].record)
    assert Match(c.rules, rec).state == c.state


def test_barred_face_cannot_be_clicked_and_hint_speaks(qtbot, window):
    c = start(window, {}, level="easy")
    screen = window.match_screen
    view = screen.view
    for _ in range(20):  # play until the person faces a barred face
        wait(qtbot, c)
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
