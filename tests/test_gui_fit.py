"""GUI: every playable engine fits a laptop's screen. The window is opened at 1366×700 (a 1366×768
screen less its task bar) and each match is played against a computer into the middle and to its
end: every visible button of the match screen (and the last row of the view's score sheet) lies
inside the window, and the window's minimum size fits 1366×700 (and 1280×720) all the while. The
set-up dialog of every game fits too, its Start and Cancel in view. And the window opens within
the screen's available geometry."""

import random

import pytest
from gui_helpers import start_game
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QApplication

from compendium.ui import controller as ctl

WIDTH, HEIGHT = 1366, 700

GAMES = [
    ("pig", [0, "kper"], {"target": 40}, None),
    ("yacht", [0, "best"], None, None),
    ("general", [0, "strong"], None, None),
    ("golden-general", [0, "strong"], None, None),
    ("categor", [0, "simple"], None, None),
    ("categor-no-dice", [0, "simple"], None, None),
    ("thirteen", [0, "best"], {"rounds": 1}, None),
    ("vertushka", [0, "easy"], {}, None),
    ("dice-poker", [0, "strong"], None, 0),
    ("dice-poker-ranking", [0, "strong"], None, 4),
    ("cross", [0, "easy"], None, None),
    ("muggins", [0, "simple"], {"target": 50}, None),
    ("all-threes", [0, "simple"], None, None),
    ("checkers", [0, "easy"], None, None),
    ("chess", [0, "beginner"], None, None),
    ("short-nardy", [0, "easy"], {"cube": True, "match_to": 3}, None),
    ("long-nardy", [0, "easy"], {"match_to": 3}, None),
    ("cribbage", [0, "easy"], {"target": 61}, None),
    ("cribbage-five-card", [0, "easy"], None, None),
    ("cribbage-seven-card", [0, "easy"], {"target": 61}, None),
    ("cribbage-three-players", [0, "easy", "easy"], {"target": 61}, None),
    ("cribbage-four-players", [0, "easy", "easy", "easy"], {"target": 61}, None),
    ("cribbage-partners", [0, "easy", "easy", "easy"], {"target": 61}, None),
    ("cribbage-losing", [0, "easy"], {"target": 61}, None),
    ("cribbage-muggins", [0, "easy"], {"target": 61}, None),
]


def fits(size, width=WIDTH, height=HEIGHT) -> bool:
    return size.width() <= width and size.height() <= height


def check_fit(window, where: str) -> None:
    QApplication.processEvents()
    hint = window.minimumSizeHint()
    assert fits(hint), f"{where}: the window needs at least {hint.toTuple()}"
    assert fits(hint, 1280, 720), f"{where}: the window needs at least {hint.toTuple()}"
    inside = window.rect()
    screen = window.match_screen
    for button in screen.findChildren(QAbstractButton):
        if not button.isVisibleTo(window):
            continue
        box = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
        assert inside.contains(box), f"{where}: {button.text()!r} at {box.getRect()} is outside {inside.getRect()}"
    sheet = getattr(screen.view, "sheet", None)
    if sheet is not None and sheet.isVisibleTo(window) and hasattr(sheet, "table"):
        table = sheet.table
        last = table.rowCount() - 1
        if last >= 0 and not table.isRowHidden(last):
            bottom = table.rowViewportPosition(last) + table.rowHeight(last)
            assert 0 <= table.rowViewportPosition(last) and bottom <= table.viewport().height(), \
                f"{where}: the score sheet's last row is scrolled out of view"
            low = table.viewport().mapTo(window, QPoint(0, bottom)).y()
            assert low <= inside.bottom() + 1, f"{where}: the score sheet's last row is below the window"


def play_to_the_end(qtbot, window, c, seed: int, middle=(3, 8, 20)):
    """A person's decisions are random legal actions; after each number in ``middle`` of them the
    screen is checked (and by the caller at the end)."""
    rng = random.Random(seed)
    decisions = 0
    while True:
        qtbot.waitUntil(lambda: c.phase in (ctl.PERSON, ctl.OVER, ctl.HANDOVER), timeout=30000)
        if c.phase == ctl.OVER:
            return decisions
        if c.phase == ctl.HANDOVER:
            c.handover_done()
            continue
        if decisions in middle:
            check_fit(window, "in the middle")
        legal = c.rules.legal_actions(c.state, c.acting_seat())
        c.person_action(rng.choice(legal))
        decisions += 1
        assert decisions < 3000


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name, seats, options, preset", GAMES, ids=[g[0] for g in GAMES])
def test_the_match_screen_fits_a_laptop(qtbot, open_window, monkeypatch, name, seats, options, preset, lang):
    monkeypatch.setenv("COMPENDIUM_LANG", lang)
    window = open_window("Anna")
    if lang == "ru":
        window.language.setCurrentIndex(1)
    window.resize(WIDTH, HEIGHT)
    game = {"dice-poker-ranking": "dice-poker"}.get(name, name)
    c = start_game(window, game, seats, options, preset=preset)
    qtbot.waitUntil(lambda: c.phase in (ctl.PERSON, ctl.OVER, ctl.HANDOVER), timeout=30000)
    check_fit(window, "at the start")
    play_to_the_end(qtbot, window, c, seed=len(name))
    assert c.phase == ctl.OVER
    check_fit(window, "at the end")
    assert window.match_screen.again_button.isVisible()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_setup_dialog_fits_a_laptop(qtbot, open_window, lang):
    from compendium.catalog import load_catalog
    from compendium.core import registry
    from compendium.ui.setup_dialog import SetupDialog

    window = open_window("Anna")
    if lang == "ru":
        window.language.setCurrentIndex(1)
    for info in load_catalog().games():
        if not info.playable:
            continue
        dlg = SetupDialog(window.db, registry.load(info.id), info, window)
        qtbot.addWidget(dlg)
        dlg.show()
        QApplication.processEvents()
        hint = dlg.minimumSizeHint()
        assert fits(hint), f"{info.id}: the set-up dialog needs at least {hint.toTuple()}"
        dlg.count.setValue(dlg.count.maximum())  # the most seats the game has
        QApplication.processEvents()
        hint = dlg.minimumSizeHint()
        assert fits(hint), f"{info.id}: with every seat the set-up dialog needs at least {hint.toTuple()}"
        dlg.resize(dlg.sizeHint().boundedTo(hint.expandedTo(dlg.sizeHint()).boundedTo(
            type(hint)(WIDTH, HEIGHT))))
        for button in (dlg.start_button, dlg.cancel_button):
            box = QRect(button.mapTo(dlg, QPoint(0, 0)), button.size())
            assert dlg.rect().contains(box), f"{info.id}: {button.text()!r} is outside the dialog"
        dlg.reject()
        dlg.deleteLater()


def test_the_window_opens_within_the_screen(qtbot, open_window):
    window = open_window("Anna")
    small = window.fit_to_screen()
    avail = window.screen().availableGeometry()
    assert window.width() <= avail.width() and window.height() <= avail.height()
    assert small == (avail.width() < 1400 or avail.height() < 900)
