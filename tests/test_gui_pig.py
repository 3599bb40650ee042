"""GUI: a whole Pig match against the computer played by clicks, saving and resuming, language
switching, the hand-over screen, and a damaged saved match."""

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

from gui_helpers import (
    check_stored,
    person_decisions,
    start_game,
    type_dice,
    wait_for_person,
)
from PySide6.QtCore import Qt

from compendium.storage.db import ACTIVE, DAMAGED, Database
from compendium.ui import controller as ctl
from compendium.ui.app import build_window, make_app

ROOT = Path(__file__).resolve().parent.parent


def start_pig_by_clicks(qtbot, window, target=40):
    """Opens Pig from the sidebar, presses Play and fills the setup dialog: Anna against the computer."""
    window.sidebar.search.setText("pig")
    tree = window.sidebar.tree
    item = tree.topLevelItem(0).child(0)
    rect = tree.visualItemRect(item)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.pages.currentWidget() is window.game_page
    assert window.game_page.play_button.isVisible()
    return start_game(window, "pig", [0, "kper"], {"target": target})


def test_whole_match_against_the_computer_by_clicks(qtbot, window):
    c = start_pig_by_clicks(qtbot, window)
    view = window.match_screen.view
    clicks = 0
    for s in person_decisions(qtbot, c):
        button = view.stop_button if s.series >= 8 else view.roll_button
        assert button.isEnabled()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        clicks += 1
        assert clicks < 2000
    res = c.rules.result(c.state)
    assert max(res.scores) >= 40
    rows, rec = check_stored(window, c, "pig")  # the finished record replays to the same standings
    assert sum(r["won"] for r in rows) == 1
    assert rows[0]["profile"] is not None and rows[1]["kind"] == "computer"
    assert rec.actions
    # "Play again": the same variant, and the next seat begins
    screen = window.match_screen
    assert screen.again_button.isVisible()
    screen.again_button.click()
    c2 = screen.controller
    assert c2 is not None and c2 is not c
    assert [p["name"] for p in c2.match.record.players] == [p["name"] for p in rec.players][::-1]
    assert c2.match.options == rec.options
    wait_for_person(qtbot, c2)
    screen.leave_button.click()
    assert window.pages.currentWidget() is window.home
    assert window.home.list.count() == 1  # the new match waits in "Continue"


def test_keyboard_space_and_enter(qtbot, window):
    c = start_pig_by_clicks(qtbot, window)
    for _ in range(100):
        wait_for_person(qtbot, c)
        qtbot.keyClick(window.match_screen, Qt.Key.Key_Space)
        wait_for_person(qtbot, c)
        if c.phase == ctl.PERSON and c.state.throws:
            break
    assert c.match.record.actions[0].verb == "roll"
    series = c.state.series
    qtbot.keyClick(window.match_screen, Qt.Key.Key_Return)
    assert c.state.scores[0] == series and c.state.player == 1


def test_undo_and_hint(qtbot, window):
    c = start_pig_by_clicks(qtbot, window)
    screen = window.match_screen
    # Play until the person has thrown at least once without «чирик».
    for _ in range(200):
        wait_for_person(qtbot, c)
        if c.state.player == 0 and c.state.throws:
            break
        qtbot.mouseClick(screen.view.roll_button, Qt.MouseButton.LeftButton)
    assert not screen.undo_button.isEnabled()  # a throw can never be taken back
    screen.hint_button.click()
    qtbot.waitUntil(lambda: screen.hint_label.text().startswith("Hint:"), timeout=60000)
    # "Enough!" and then undo before the computer throws: hold the computer back for that moment
    c.computer_delay_ms = 60000
    series = c.state.series
    qtbot.mouseClick(screen.view.stop_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.phase == ctl.COMPUTER, timeout=5000)
    assert c.state.scores[0] >= series
    qtbot.waitUntil(lambda: screen.undo_button.isEnabled(), timeout=5000)
    screen.undo_button.click()
    wait_for_person(qtbot, c)
    assert c.state.player == 0 and c.state.series == series


def test_table_dice_mode_checks_values(qtbot, window):
    c = start_game(window, "pig", [0], table_dice=True)
    screen = window.match_screen
    wait_for_person(qtbot, c)
    qtbot.mouseClick(screen.view.roll_button, Qt.MouseButton.LeftButton)
    assert c.phase == ctl.TYPING and screen.dice_row.isVisible()
    type_dice(qtbot, screen, "7 2")
    assert "impossible" in screen.message_label.text()
    assert c.phase == ctl.TYPING
    type_dice(qtbot, screen, "3 5")
    wait_for_person(qtbot, c)
    assert c.state.series == 8


def test_language_switch_keeps_the_match(qtbot, window):
    c = start_pig_by_clicks(qtbot, window)
    wait_for_person(qtbot, c)
    qtbot.mouseClick(window.match_screen.view.roll_button, Qt.MouseButton.LeftButton)
    wait_for_person(qtbot, c)
    actions = list(c.match.record.actions)
    window.language.setCurrentIndex(1)
    qtbot.waitUntil(lambda: window.match_screen.hint_button.text().startswith("Подсказка"), timeout=3000)
    assert window.match_screen.controller is c and c.match.record.actions == actions
    assert window.windowTitle() == "Собрание игр в кости и домино"
    window.language.setCurrentIndex(0)
    qtbot.waitUntil(lambda: window.match_screen.hint_button.text().startswith("Hint"), timeout=3000)


def test_leave_and_continue(qtbot, window):
    c = start_pig_by_clicks(qtbot, window, target=200)
    wait_for_person(qtbot, c)
    qtbot.mouseClick(window.match_screen.view.roll_button, Qt.MouseButton.LeftButton)
    wait_for_person(qtbot, c)
    state = c.state
    window.match_screen.leave_button.click()
    assert window.pages.currentWidget() is window.home
    assert window.home.list.count() == 1
    window.home.continue_button.click()
    c2 = window.match_screen.controller
    assert c2 is not c and c2.state == state


def test_damaged_saved_match_gets_a_message_and_a_backup(qtbot, window, monkeypatch):
    db = window.db
    bad = {"format": "compendium-record", "version": 1, "game": "pig", "options": {},
           "players": [{"kind": "person", "name": "A"}], "actions": ["roll", "dice 9 9"]}
    mid = db.create_match("pig", json.dumps(bad))
    window.home.reload()
    shown = []
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    assert window.continue_match(mid) is None
    assert shown and "action 2" in shown[0]
    assert db.match(mid).status == DAMAGED
    assert window.home.list.count() == 0
    assert any(p.name.startswith(f"match-{mid}-") for p in (Path(os.environ["COMPENDIUM_DATA_DIR"]) / "backups").iterdir())


KILLED_CHILD = textwrap.dedent("""
    import os, sys, time
    sys.path.insert(0, {root!r})
    from compendium.core import registry
    from compendium.core.match import Match
    from compendium.storage.db import Database
    from compendium.ui.app import make_app
    from compendium.ui.controller import MatchController, PERSON
    app = make_app([])
    db = Database()
    plugin = registry.load("pig")
    m = Match.new(plugin.rules, "pig", [{{"kind": "person", "name": "A"}}, {{"kind": "person", "name": "B"}}], seed=5)
    c = MatchController(plugin, m, db, computer_delay_ms=0, animation_ms=0)
    c.start()
    from compendium.games.pig.rules import ROLL, STOP
    for i in range(12):
        while c.phase != PERSON:
            app.processEvents()
        c.person_action(STOP if c.state.series >= 10 else ROLL)
    while c.phase != PERSON:
        app.processEvents()
    print(len(m.record.actions), flush=True)
    time.sleep(60)
""")


def test_save_kill_and_resume(qtbot, data_dir):
    code = KILLED_CHILD.format(root=str(ROOT))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        n_actions = int(line)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    make_app([])
    db = Database()
    active = db.matches(ACTIVE)
    assert len(active) == 1
    w = build_window(db, "en")
    qtbot.addWidget(w)
    w.home.reload()
    assert w.home.list.count() == 1  # offered in "Continue"
    c = w.continue_match(active[0].id)
    assert len(c.match.record.actions) == n_actions  # nothing lost
    w.close()
