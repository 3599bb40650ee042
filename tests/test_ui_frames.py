"""Every action within one frame, checked by structure rather than by the clock: after an action the
screen writes only what changed — the log gets the new lines appended (never cleared and refilled,
no synchronous layout to scroll), the standings and the score sheet keep their items, Pig's bars
get their style sheet once, a game's rules page is rendered once and shown again as it is. And
benchmarks/ui.py, which measures the frames, runs a tiny configuration."""

import os
import subprocess
import sys
from pathlib import Path

from gui_helpers import counting, start_game, type_dice, wait_for_person
from PySide6.QtCore import Qt

from compendium.ui import controller as ctl
from compendium.ui.app import make_app
from compendium.ui.widgets.scoresheet import Cell, ScoreSheet

ROOT = Path(__file__).resolve().parent.parent
MARK = Qt.ItemDataRole.UserRole + 40  # a test's own mark on an item: kept while the item is kept


_counting = counting  # the shared helper (gui_helpers)


def _throw(qtbot, c, view):
    wait_for_person(qtbot, c)
    if c.phase == ctl.OVER:
        return False
    view.roll_button.click() if c.state.series < 10 else view.stop_button.click()
    return True


def _log_lines(screen):
    return [screen.log.item(i).text() for i in range(screen.log.count())]


# --- the match screen ---------------------------------------------------------------------------------------
def test_the_log_gets_new_lines_appended_not_refilled(qtbot, window):
    c = start_game(window, "pig", [0, "kper"], {"target": 100})
    screen = window.match_screen
    view = screen.view
    _throw(qtbot, c, view)
    wait_for_person(qtbot, c)
    assert screen.log.count() > 0
    first = screen.log.item(0)
    first.setData(MARK, "kept")
    cleared = _counting(screen.log, "clear")
    scrolled = _counting(screen.log, "scrollToBottom")
    added = _counting(screen.log, "addItem")
    before = screen.log.count()
    actions = 0
    for _ in range(6):
        if not _throw(qtbot, c, view):
            break
        actions += 1
    wait_for_person(qtbot, c)
    assert actions >= 3
    assert cleared == [] and scrolled == []  # neither refilled nor scrolled by a synchronous layout
    assert screen.log.count() == before + len(added) > before
    assert screen.log.item(0).data(MARK) == "kept"  # the first line is the same item
    shown = _log_lines(screen)
    screen._clear_log()  # the list filled at once from the whole log says the same
    screen._fill_log()
    assert _log_lines(screen) == shown


def test_the_log_follows_its_end_as_lines_are_appended(qtbot, window):
    window.resize(1280, 500)
    c = start_game(window, "pig", [0, "kper"], {"target": 100})
    screen = window.match_screen
    for _ in range(40):
        if not _throw(qtbot, c, screen.view):
            break
    wait_for_person(qtbot, c)
    qtbot.wait(30)  # the list lays itself out on the event loop, and the scroll bar follows
    bar = screen.log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()


def test_the_log_measures_a_line_once_and_again_at_another_width(qtbot, window, monkeypatch):
    """A new line of the log lays the whole list out again: only the new line is measured (each
    line's size is kept); the sizes kept are those Qt measures, and a narrower log measures its
    lines again (a long line wraps onto more lines)."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

    c = start_game(window, "pig", [0, "kper"], {"target": 30})
    screen = window.match_screen
    qtbot.waitUntil(lambda: c.phase in (ctl.PERSON, ctl.OVER), timeout=10000)
    log = screen.log
    for i in range(40):
        log.addItem(f"Anna: line {i} " + "of the log that wraps " * (i % 6))
    log.scrollToBottom()
    qtbot.wait(20)
    measured = []
    original = QStyledItemDelegate.sizeHint
    monkeypatch.setattr(QStyledItemDelegate, "sizeHint",
                        lambda self, option, index: measured.append(index.row()) or original(self, option, index))
    log.addItem("Anna: one line more")
    log.scrollToBottom()
    qtbot.waitUntil(lambda: bool(measured), timeout=2000)
    qtbot.wait(20)
    assert set(measured) == {log.count() - 1}
    plain = QStyledItemDelegate()

    def qt_height(row: int) -> int:  # the line's height as Qt's own delegate measures it now
        option = QStyleOptionViewItem()
        option.initFrom(log.viewport())
        option.rect = QRect(0, 0, log.viewport().width(), log.viewport().height())
        option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        return original(plain, option, log.model().index(row, 0)).height()

    rows = (1, 5, 11, log.count() - 1)
    assert [log.visualItemRect(log.item(r)).height() for r in rows] == [qt_height(r) for r in rows]
    long = log.visualItemRect(log.item(5)).height()
    log.setFixedWidth(log.width() // 2)
    qtbot.waitUntil(lambda: log.visualItemRect(log.item(5)).height() > long, timeout=2000)
    assert [log.visualItemRect(log.item(r)).height() for r in rows] == [qt_height(r) for r in rows]


def test_an_undo_takes_back_only_the_lines_of_the_undone_entries(qtbot, window):
    c = start_game(window, "pig", [0, "kper"], {"target": 100}, table_dice=True)
    screen = window.match_screen
    view = screen.view

    def throw(values):
        wait_for_person(qtbot, c)
        view.roll_button.click()
        qtbot.waitUntil(lambda: c.phase == ctl.TYPING, timeout=5000)
        type_dice(qtbot, screen, " ".join(values[:c.state.n_dice]))
        wait_for_person(qtbot, c)

    throw(["3", "4"])
    screen.log.item(0).setData(MARK, "kept")
    before = _log_lines(screen)
    throw(["4", "5"])  # a typed throw may be taken back (a typing slip)
    after = _log_lines(screen)
    assert len(after) > len(before) and c.can_undo()
    cleared = _counting(screen.log, "clear")
    screen.undo()
    qtbot.waitUntil(lambda: c.phase == ctl.TYPING, timeout=5000)
    assert cleared == []
    assert screen.log.item(0).data(MARK) == "kept"
    lines = _log_lines(screen)
    assert len(lines) < len(after) and lines == after[:len(lines)] and lines[:len(before)] == before
    screen._clear_log()
    screen._fill_log()
    assert _log_lines(screen) == lines  # the same lines as the log filled at once


def test_the_standings_keep_their_items(qtbot, window):
    c = start_game(window, "pig", [0, "kper"], {"target": 100})
    screen = window.match_screen
    table = screen.standings
    wait_for_person(qtbot, c)
    for r in range(table.rowCount()):
        for k in range(table.columnCount()):
            table.item(r, k).setData(MARK, (r, k))
    heads = _counting(table, "setHorizontalHeaderLabels")
    put = _counting(table, "setItem")
    for _ in range(5):
        if not _throw(qtbot, c, screen.view):
            break
    wait_for_person(qtbot, c)
    assert heads == [] and put == []
    res = c.rules.result(c.state)
    for r in range(table.rowCount()):
        assert table.item(r, 0).data(MARK) == (r, 0)
        assert table.item(r, 1).text() == str(res.scores[r])
    seat = c.seat_to_act()
    assert table.item(seat, 0).text().startswith("▶ ")


def test_pigs_bars_get_their_style_sheet_once(qtbot, window):
    c = start_game(window, "pig", [0, "kper"], {"target": 100})
    view = window.match_screen.view
    wait_for_person(qtbot, c)
    calls = []
    for _, bar, _ in view._rows:
        calls.append(_counting(bar, "setStyleSheet"))
    fonts = [_counting(name, "setFont") for name, _, _ in view._rows]
    for _ in range(4):
        view.refresh()
    for _ in range(4):
        if not _throw(qtbot, c, view):
            break
    wait_for_person(qtbot, c)
    assert all(not cs for cs in calls)
    assert sum(len(f) for f in fonts) <= 2 * 5  # the bold name follows the turn, never set again in between


def test_dice_views_repaint_dice_and_set_tooltips_cursors_and_style_sheets_only_when_they_change(qtbot, window):
    c = start_game(window, "yacht", [0, "greedy"])
    view = window.match_screen.view
    wait_for_person(qtbot, c)
    window.repaint()  # painted as they are now
    calls = [_counting(d, name) for d in view.tray.dice for name in ("setToolTip", "setCursor", "update")]
    for _ in range(3):
        view.refresh()
    assert all(not cs for cs in calls)  # nothing changed: no die is repainted
    die = view.tray.dice[0]
    die.held = not die.held
    view.tray.dice[0].show_changes()
    assert len(calls[2]) == 1  # a die whose look changed is
    window.match_screen.leave()
    c = start_game(window, "thirteen", [0, "easy"], {"rounds": 1})
    view = window.match_screen.view
    wait_for_person(qtbot, c)
    calls = [_counting(b, name) for b in view.buttons.values() for name in ("setStyleSheet", "setToolTip")]
    calls.append(_counting(view.total_label, "setStyleSheet"))
    for _ in range(3):
        view.refresh()
    assert all(not cs for cs in calls)


# --- the rules pages ------------------------------------------------------------------------------------------
def test_a_rules_page_is_rendered_once_and_shown_again(qtbot, window):
    from compendium.ui import game_page

    page = window.game_page
    window.open_game("pig")
    browser = page.browser
    document = browser.document()
    assert "Pig" in browser.toPlainText()
    assert page.browsers.currentWidget() is browser
    window.open_game("yacht")
    assert page.browser is not browser and "Yacht" in page.browser.toPlainText()
    marked = _counting(page.browser, "setMarkdown")
    window.open_game("pig")
    window.open_game("yacht")
    assert marked == []  # shown again: not parsed again
    window.open_game("pig")
    assert page.browser is browser and browser.document() is document
    assert page.browsers.currentWidget() is browser
    # a page not playable shows its note in the shared browser
    from compendium.catalog import load_catalog

    other = next(g.id for g in load_catalog().games() if not g.playable)
    window.open_game(other)
    assert page.browser is page.notes and page.browsers.currentWidget() is page.notes
    # only the pages shown last are kept
    for g in [g.id for g in load_catalog().games() if g.playable][: game_page.KEEP_PAGES + 3]:
        window.open_game(g)
    assert len(page._rendered) == game_page.KEEP_PAGES
    assert page.browsers.count() <= game_page.KEEP_PAGES + 1 + 3  # the notes, and pages deleted later


def test_the_rules_page_follows_the_language(qtbot, window):
    from compendium.ui import i18n

    window.open_game("pig")
    english = window.game_page.browser
    try:
        i18n.set_language("ru")
        qtbot.wait(10)
        assert window.game_page.browser is not english
        assert "Свинья" in window.game_page.browser.toPlainText()
        i18n.set_language("en")
        qtbot.wait(10)
        assert window.game_page.browser is english  # kept: shown again as it was
    finally:
        i18n.set_language("en")


# --- the score sheet -----------------------------------------------------------------------------------------
def _sheet(qtbot):
    make_app([])
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.resize(400, 300)
    sheet.show()
    return sheet


CELLS = {(0, 0): Cell("3"), (0, 1): Cell("6", "offer", clickable=True), (1, 0): Cell("4", "total"),
         (1, 1): Cell("6", "total")}


def test_the_score_sheet_writes_only_the_cells_that_changed(qtbot):
    sheet = _sheet(qtbot)
    sheet.set_sheet(["Threes", "Total"], ["Anna", "Computer"], CELLS, bold_rows=[1], active_column=1)
    t = sheet.table
    for r in range(2):
        for k in range(2):
            t.item(r, k).setData(MARK, (r, k))
    head = t.horizontalHeaderItem(0)
    head.setData(MARK, "head")
    put = _counting(t, "setItem")
    sheet.set_sheet(["Threes", "Total"], ["Anna", "Computer"], CELLS, bold_rows=[1], active_column=1)
    assert put == []
    cells = dict(CELLS)
    cells[(0, 1)] = Cell("6")
    cells[(1, 1)] = Cell("12", "total")
    changed = []
    t.itemChanged.connect(lambda item: changed.append((item.row(), item.column())))
    sheet.set_sheet(["Threes", "Total"], ["Anna", "Computer"], cells, bold_rows=[1], active_column=1)
    # the changed cells get their new look in their own items (no item deleted and made again)
    assert put == [] and sorted(set(changed)) == [(0, 1), (1, 1)]
    assert t.item(0, 1).data(MARK) == (0, 1) and t.item(1, 1).data(MARK) == (1, 1)
    assert t.item(0, 0).data(MARK) == (0, 0) and t.item(1, 0).data(MARK) == (1, 0)
    assert t.horizontalHeaderItem(0).data(MARK) == "head"
    assert t.item(1, 1).text() == "12" and not t.item(0, 1).flags() & Qt.ItemFlag.ItemIsSelectable
    # the turn passes: the columns' shading and heads change
    sheet.set_sheet(["Threes", "Total"], ["Anna", "Computer"], cells, bold_rows=[1], active_column=0)
    assert t.horizontalHeaderItem(0).font().bold() and not t.horizontalHeaderItem(1).font().bold()
    # another shape: everything written again
    sheet.set_sheet(["Threes", "Fours", "Total"], ["Anna"], {(2, 0): Cell("0", "total")})
    assert t.rowCount() == 3 and t.columnCount() == 1 and t.item(2, 0).text() == "0"
    assert t.verticalHeaderItem(1).text() == "Fours"


# --- the benchmark ---------------------------------------------------------------------------------------------
def test_the_ui_benchmark_runs_a_tiny_configuration(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "ui.py"), "--actions", "2", "--games", "pig",
         "--parts", "sidebar,rules", "--repeat", "2", "--matches", "3", "--animation-ms", "60"],
        env=env, capture_output=True, text=True, timeout=240, cwd=tmp_path)
    assert out.returncode == 0, out.stderr[-2000:]
    text = out.stdout
    assert "within 16.7 ms" in text
    for kind in ("throw: Pig", "a rules page opened", "a rules page opened again",
                 "sidebar: a keystroke in the search box",
                 "sidebar: a category opened or closed"):
        assert kind in text, text
