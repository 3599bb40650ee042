"""GUI: the sidebar's painted list of categories and games (``ui/category_list.py``): the keyboard,
the mouse, letters typed into the search box, tooltips, texts in both languages."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from compendium.ui import i18n


@pytest.fixture
def window(open_window):
    return open_window()


def _top(tree, group_id):
    return next(tree.topLevelItem(i) for i in range(tree.topLevelItemCount())
                if tree.topLevelItem(i).group_id == group_id)


def _click(qtbot, tree, row):
    tree.scrollToItem(row)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=tree.visualItemRect(row).center())


def test_the_keyboard_moves_opens_closes_and_chooses(qtbot, window):
    side = window.sidebar
    tree = side.tree
    chosen = []
    side.game_chosen.connect(chosen.append)
    tree.setFocus()  # the keyboard comes in: the cursor on the first game
    qtbot.wait(10)
    first = tree.topLevelItem(0)
    assert first.isExpanded() and tree.currentItem() is first.child(0)
    qtbot.keyClick(tree, Qt.Key.Key_Left)  # to its category
    qtbot.keyClick(tree, Qt.Key.Key_Left)  # which closes
    assert tree.currentItem() is first and not first.isExpanded()
    qtbot.keyClick(tree, Qt.Key.Key_Right)  # opens the category
    assert first.isExpanded() and tree.currentItem() is first
    qtbot.keyClick(tree, Qt.Key.Key_Right)  # then goes to its first row
    assert tree.currentItem() is first.child(0)
    qtbot.keyClick(tree, Qt.Key.Key_Down)
    assert tree.currentItem() is first.child(1)
    qtbot.keyClick(tree, Qt.Key.Key_Left)  # back to the category
    assert tree.currentItem() is first
    qtbot.keyClick(tree, Qt.Key.Key_Left)  # and closes it
    assert not first.isExpanded()
    qtbot.keyClick(tree, Qt.Key.Key_Down)  # the next category: the closed one's games are passed over
    assert tree.currentItem() is tree.topLevelItem(1)
    second = tree.topLevelItem(1)
    qtbot.keyClick(tree, Qt.Key.Key_Space)  # Space opens and closes a category too
    assert second.isExpanded()
    qtbot.keyClick(tree, Qt.Key.Key_Space)
    assert not second.isExpanded() and side.search.text() == ""
    qtbot.keyClick(tree, Qt.Key.Key_End)
    assert tree.currentItem() is tree.topLevelItem(tree.topLevelItemCount() - 1)
    qtbot.keyClick(tree, Qt.Key.Key_Home)
    assert tree.currentItem() is first
    side.select("pig")
    assert tree.currentItem().game_id == "pig" and tree.hasFocus()
    qtbot.keyClick(tree, Qt.Key.Key_Return)  # Enter chooses the game
    assert chosen == ["pig"]
    assert window.pages.currentWidget() is window.game_page and window.game_page.game_id == "pig"


def test_letters_typed_in_the_list_go_to_the_search_box(qtbot, window):
    side = window.sidebar
    side.tree.setFocus()
    qtbot.wait(10)
    qtbot.keyClicks(side.tree, "yac")
    assert side.search.text() == "yac" and side.search.hasFocus()
    assert "yacht" in [side.tree.topLevelItem(i).child(j).game_id for i in range(side.tree.topLevelItemCount())
                       for j in range(side.tree.topLevelItem(i).childCount())]


def test_a_click_opens_and_closes_a_category_and_chooses_a_game(qtbot, window):
    side = window.sidebar
    tree = side.tree
    chosen = []
    side.game_chosen.connect(chosen.append)
    dice = _top(tree, "1")
    _click(qtbot, tree, dice)
    assert dice.isExpanded() and chosen == []
    pig = next(r for r in dice.children if r.game_id == "pig")
    rect = tree.visualItemRect(pig)
    assert rect.isValid() and tree.itemAt(rect.center()) is pig
    _click(qtbot, tree, pig)
    assert chosen == ["pig"] and side.selected_game() == "pig"
    _click(qtbot, tree, dice)
    assert not dice.isExpanded() and not tree.visualItemRect(pig).isValid()


def test_rows_wrap_to_the_width_and_have_tooltips(qtbot, window):
    side = window.sidebar
    tree = side.tree
    long_one = _top(tree, "12")
    rect = tree.visualItemRect(long_one)
    fm = tree._fm(long_one)
    lines = tree.lines(long_one)
    assert " ".join(line.strip() for line in lines).split() == long_one.text().split()
    assert rect.height() >= len(lines) * fm.height()
    for line in lines:
        assert fm.horizontalAdvance(line) <= rect.width()
    narrower = len(lines)
    tree.resize(tree.width() - 80, tree.height())
    qtbot.wait(10)
    assert len(tree.lines(long_one)) >= narrower  # narrower: as many lines or more
    # a tooltip over a row: its text whole
    QToolTip.hideText()
    pos = tree.visualItemRect(long_one).center()
    event = QHelpEvent(QEvent.Type.ToolTip, pos, tree.viewport().mapToGlobal(pos))
    QApplication.sendEvent(tree.viewport(), event)
    assert QToolTip.isVisible() and "Categor" in QToolTip.text()
    QToolTip.hideText()


def test_the_list_speaks_both_languages(qtbot, window):
    side = window.sidebar
    assert side.tree.accessibleName() == "Categories and their games"
    i18n.set_language("ru")
    QApplication.processEvents()
    try:
        assert side.tree.accessibleName() == "Разделы и их игры"
        assert "Свинья" in [r.text().strip("★ ") for r in _top(side.tree, "1").children]
        side.select("pig")
        assert "Свинья" in side.tree.accessibleDescription()
    finally:
        i18n.set_language("en")
        QApplication.processEvents()
    assert "Pig" in [r.text().strip("★ ") for r in _top(side.tree, "1").children]


def test_the_mouse_over_a_row_marks_it_and_reports_it(qtbot, window):
    side = window.sidebar
    tree = side.tree
    side.select("pig")
    yacht_group = next(tree.topLevelItem(i) for i in range(tree.topLevelItemCount())
                       if any(r.game_id == "yacht" for r in tree.topLevelItem(i).children))
    yacht_group.setExpanded(True)
    yacht = next(r for r in yacht_group.children if r.game_id == "yacht")
    tree.scrollToItem(yacht)
    entered = []
    tree.itemEntered.connect(lambda row, _col: entered.append(row))
    qtbot.mouseMove(tree.viewport(), tree.visualItemRect(yacht).center())
    qtbot.waitUntil(lambda: yacht in entered, timeout=2000)
    assert tree._hover is yacht
    qtbot.mouseMove(tree.viewport(), QPoint(2, tree.viewport().height() - 2))


def test_assistive_technology_sees_one_item_a_row(qtbot, window):
    """A screen reader asks the list for its items: one a row on show, with the row's name, tooltip,
    place on the screen and state (current, opened or closed); a new current row is announced. The
    view is installed a moment after the list is shown (not at the start: it costs milliseconds)."""
    from PySide6.QtGui import QAccessible

    from compendium.ui import category_list, category_list_access

    side = window.sidebar
    tree = side.tree
    window.show()
    qtbot.waitUntil(lambda: category_list._access is not None, timeout=5000)  # installed on its own
    was_active = QAccessible.isActive()
    iface = QAccessible.queryAccessibleInterface(tree)
    assert isinstance(iface, category_list_access.ListAccess)
    assert iface.role() == QAccessible.Role.Tree
    shown = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    assert iface.childCount() == len(shown)  # every category closed: one item each
    first = iface.child(0)
    assert first.text(QAccessible.Text.Name) == shown[0].text(0).replace("★", "").strip()
    assert first.text(QAccessible.Text.Description) == shown[0].toolTip(0)
    assert first.role() == QAccessible.Role.TreeItem and first.parent() is iface
    assert iface.indexOfChild(first) == 0 and iface.child(len(shown)) is None
    state = first.state()
    assert state.expandable and state.collapsed and not state.expanded
    # opened: its games become items after it
    shown[0].setExpanded(True)
    games = shown[0].childCount()
    assert games > 0 and iface.childCount() == len(shown) + games
    game = iface.child(1)
    assert game.text(QAccessible.Text.Name) == shown[0].child(0).text(0).replace("★", "").strip()
    assert iface.child(0).state().expanded
    assert not game.state().expandable
    # the place: on the screen where the row is drawn, and found there again
    place = game.rect()
    drawn = tree.visualItemRect(shown[0].child(0))
    assert place.topLeft() == tree.viewport().mapToGlobal(drawn.topLeft())
    assert iface.childAt(place.center().x(), place.center().y()) is game
    # the current row, and its announcement (Qt passes it on only while a reader listens)
    QAccessible.setActive(True)
    try:
        tree.setFocus()
        tree.setCurrentItem(shown[0].child(0))
        assert game.state().selected
        assert iface.focusChild() is game
        assert not iface.child(0).state().selected
    finally:
        QAccessible.setActive(was_active)
    # rows closed again: the items follow, and a closed category's game is no longer valid to show
    shown[0].setExpanded(False)
    assert iface.childCount() == len(shown)
    assert iface.indexOfChild(game) == -1


def test_an_item_outlives_its_list_without_an_error(qtbot):
    """A screen reader may keep an item after the list is gone (a window closed): the item then says
    it is no longer valid, with no place and no parent, and raises nothing."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QAccessible

    from compendium.ui import category_list_access
    from compendium.ui.category_list import CategoryList, Row

    tree = CategoryList()
    top = Row("Pig and its kin", tip="Race to a target", group_id="c1")
    tree.addTopLevelItem(top)
    top.addChild(Row("Pig", game_id="pig"))
    tree.resize(300, 200)
    tree.show()
    category_list_access.install(tree)
    iface = QAccessible.queryAccessibleInterface(tree)
    item = iface.child(0)
    assert item.isValid() and item.text(QAccessible.Text.Description) == "Race to a target"
    tree.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not item.isValid()
    assert item.parent() is None and item.window() is None and item.rect().isEmpty()
    assert item.state().invisible
    assert item.text(QAccessible.Text.Name) == "Pig and its kin"
