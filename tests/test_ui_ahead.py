"""Work done ahead or left out so that an action fits a 60 Hz frame (issue 12): the rules page of
the game under the sidebar's cursor made on idle, the sidebar's search and categories. Structural
checks only (what is made, laid out or recomputed), never a wall-clock time."""

from __future__ import annotations

from gui_helpers import counting
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTextBrowser


def _tree_item(sidebar, game_id):
    tree = sidebar.tree
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        for j in range(top.childCount()):
            if top.child(j).data(0, Qt.ItemDataRole.UserRole) == game_id:
                return top.child(j)
    raise AssertionError(game_id)


# --- the rules page made ahead ----------------------------------------------------------------------------
def test_the_game_under_the_sidebars_cursor_is_pointed_once_on_idle(qtbot, window):
    side = window.sidebar
    pointed = []
    side.game_pointed.connect(pointed.append)
    side.select("pig")
    side.select("yacht")  # moved on before the event loop ran: only the last one counts
    assert pointed == []  # not while the cursor moves: on the next idle turn
    qtbot.waitUntil(lambda: pointed == ["yacht"], timeout=2000)
    qtbot.wait(20)
    assert pointed == ["yacht"]
    # a category's row points at no game
    side.tree.setCurrentItem(side.tree.topLevelItem(0))
    qtbot.wait(20)
    assert pointed == ["yacht"]


def test_a_rules_page_made_ahead_is_the_one_shown_and_shows_without_a_new_layout(qtbot, window):
    window.sidebar.select("yacht")
    page = window.game_page
    qtbot.waitUntil(lambda: ("yacht", "en") in page._rendered, timeout=2000)
    browser = page._rendered[("yacht", "en")]
    assert not browser.isVisible()
    viewport = browser.viewport()
    pending = Qt.WidgetAttribute.WA_PendingResizeEvent
    # laid out while hidden: its size, its resize events delivered, the text at the viewport's width
    assert not browser.testAttribute(pending) and not viewport.testAttribute(pending)
    assert browser.size() == page.browsers.contentsRect().size()
    assert browser.document().pageSize().width() == viewport.width()
    assert browser.verticalScrollBar().maximum() > 0  # the scroll bar it needs, already there
    relaid = []
    browser.document().documentLayout().update.connect(lambda rect: relaid.append(rect))
    count = page.browsers.count()
    window.open_game("yacht")
    assert page.browser is browser and page.browsers.currentWidget() is browser
    assert page.browsers.count() == count  # nothing made again
    qtbot.wait(20)
    # shown at the width it was laid out at (its height may follow the texts above): no new layout
    # of its text on showing (a layout at the same width would tell its layout's update)
    assert relaid == []
    assert browser.document().pageSize().width() == viewport.width()
    assert "Yacht" in browser.toPlainText()


def test_pages_made_ahead_are_kept_within_the_limit_and_never_the_one_shown(qtbot, window):
    from compendium.catalog import load_catalog
    from compendium.ui import game_page

    window.open_game("pig")
    page = window.game_page
    shown = page.browser
    others = [g.id for g in load_catalog().games() if g.playable and g.id != "pig"]
    for gid in others[: game_page.KEEP_PAGES + 3]:
        assert page.prepare(gid)
        assert not page.prepare(gid)  # made once
    assert len(page._rendered) == game_page.KEEP_PAGES
    assert shown in page._rendered.values()  # the page shown now stays
    assert page.browsers.currentWidget() is shown
    # a game that cannot be played has no rules page to make
    other = next(g.id for g in load_catalog().games() if not g.playable)
    assert not page.prepare(other)
    assert not page.prepare("no-such-game")
    assert all(isinstance(b, QTextBrowser) for b in page._rendered.values())


# --- the sidebar ---------------------------------------------------------------------------------------------
_counting = counting  # the shared helper


def _shown_games(sidebar):
    tree = sidebar.tree
    return [tree.topLevelItem(i).child(j).data(0, Qt.ItemDataRole.UserRole)
            for i in range(tree.topLevelItemCount()) for j in range(tree.topLevelItem(i).childCount())
            if tree.topLevelItem(i).child(j).data(0, Qt.ItemDataRole.UserRole)]


def test_a_keystroke_that_leaves_the_same_games_does_not_make_the_list_again(qtbot, window):
    side = window.sidebar
    cleared = _counting(side.tree, "clear")
    side.search.setText("gene")
    assert len(cleared) == 1
    shown = _shown_games(side)
    assert "general" in shown
    for text in ("gener", "genera", "general"):  # the same games: the list stays as it is
        side.search.setText(text)
        assert _shown_games(side) == shown
    assert len(cleared) == 1
    side.search.setText("general poker nothing")
    assert len(cleared) == 2 and _shown_games(side) == []
    side.search.setText("")
    assert len(cleared) == 3 and side.tree.topLevelItemCount() > 0
    # a filter, and the language, make it again
    side.playable_only.setChecked(True)
    assert len(cleared) == 4
    side.retranslate()
    assert len(cleared) == 5


def test_the_search_finds_russian_and_english_names_and_ids(qtbot, window):
    side = window.sidebar
    side.search.setText("свин")
    assert "pig" in _shown_games(side)
    side.search.setText("PIG")
    assert "pig" in _shown_games(side)
    side.search.setText("golden-gen")
    assert _shown_games(side) == ["golden-general"]


def test_rows_are_measured_once_for_their_text_width_and_font(qtbot, window):
    side = window.sidebar
    tree = side.tree
    sizes = tree._wrapped  # the painted list's measures (the tree's delegate kept them before)
    side.search.setText("dice")
    qtbot.wait(20)
    tree.doItemsLayout()
    measured = len(sizes)
    assert measured > 0
    side.search.setText("pig")
    side.search.setText("dice")
    qtbot.wait(20)
    tree.doItemsLayout()
    assert len(sizes) == measured  # the same rows again: nothing measured again
    # another width is measured anew (rows wrap to the list's width)
    side.tree.resize(side.tree.width() - 40, side.tree.height())
    qtbot.wait(20)
    tree.doItemsLayout()
    assert len(sizes) > measured


def test_the_cursor_put_by_the_list_itself_points_at_no_game(qtbot, window):
    side = window.sidebar
    pointed = []
    side.game_pointed.connect(pointed.append)
    side.search.setText("pig")
    side.search.setFocus()
    qtbot.wait(10)
    side.focus_results()  # the keyboard goes to the list: the first game gets the cursor
    qtbot.wait(20)
    assert side.selected_game() is not None
    side.tree.setFocus()
    side.search.setText("pi")  # the list made again keeps the game under the cursor, quietly
    qtbot.wait(20)
    # focus_results is a person's choice (Down/Tab/Enter from the search box): it points
    assert set(pointed) <= {side.selected_game()}


# --- the domino table's texts --------------------------------------------------------------------------------
def test_the_ends_sum_turns_green_by_its_palette_not_a_style_sheet(qtbot):
    from PySide6.QtGui import QPalette

    from compendium.ui.app import make_app
    from compendium.ui.widgets.domino import DominoGameView

    make_app([])
    view = DominoGameView()
    qtbot.addWidget(view)
    styled = _counting(view.ends_label, "setStyleSheet")
    painted = _counting(view.ends_label, "setPalette")
    role = QPalette.ColorRole.WindowText
    plain = view.ends_label.palette().color(role)
    view._colour_ends(True)
    assert view.ends_label.palette().color(role) == DominoGameView.SCORING_TEXT
    view._colour_ends(True)  # no change: nothing set
    view._colour_ends(False)
    assert view.ends_label.palette().color(role) == plain
    assert len(painted) == 2 and styled == []


def test_another_players_turn_does_not_refit_the_sheets_row_names(qtbot, window):
    from gui_helpers import DominoDriver, start_game

    start_game(window, "cross", [0, "easy"])
    view = window.match_screen.view
    driver = DominoDriver(qtbot, window, seed=5)
    driver.wait()
    fitted = _counting(view, "_fit_row_names")
    heights = _counting(view.sheet, "setFixedHeight")
    written = _counting(view.sheet, "set_sheet")
    for _ in range(8):  # the round's first moves: the same players and columns, the turn going round
        driver.wait()
        driver.move()
    driver.wait()
    assert len(written) >= 4  # the turn went round: the bold row was written again
    assert fitted == [] and heights == []  # the same players and columns: the sheet keeps its heads
    table = view.sheet.table
    mover = view.snapshot.turn
    if mover is not None and not view.snapshot.over:  # the bold row follows whose turn it is
        assert table.item(mover, 0).font().bold()


def test_a_game_the_mouse_rests_on_is_pointed(qtbot, window):
    side = window.sidebar
    pointed = []
    side.game_pointed.connect(pointed.append)
    side.select("pig")
    qtbot.waitUntil(lambda: pointed == ["pig"], timeout=2000)
    item = _tree_item(side, "yacht")
    side.tree.itemEntered.emit(item, 0)  # the mouse over a row
    # crossing a row points at nothing yet: only a mouse resting on it (no event loop ran here)
    assert side._point_timer.isActive() and side._point_timer.interval() == side.HOVER_MS
    assert pointed == ["pig"]
    qtbot.waitUntil(lambda: pointed == ["pig", "yacht"], timeout=2000)
