"""What assistive technology (a screen reader, a magnifier) sees of the painted category list.

The list draws its rows itself (``compendium.ui.category_list``), so Qt's own accessible view of it
would be one scroll area with no items. Here the list answers as a tree, with one accessible item a
row on show: a category with its arrow's state (opened or closed), a game, a subgroup's heading.
Each item gives its text (the name), its tooltip (the description), where it is on the screen, and
whether it is the current row; a new current row is announced as the focus.

The list installs the factory a moment after it is first shown (``CategoryList.showEvent``): the
``QAccessible`` class alone costs 7-10 ms of enum making, more than a start can spare. A screen reader
that was already listening then has the list's plain interface in Qt's cache; ``install`` takes it out
so that the next question gets these items.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget

_installed = False


class RowAccess(QAccessibleInterface):
    """One row of the list as an item of the tree."""

    def __init__(self, owner: "ListAccess", row):
        super().__init__()
        self._owner = owner
        self.row = row

    def _list(self):
        try:
            return self._owner.widget()
        except RuntimeError:  # the list is gone, and Qt deleted its view with it; this item may outlive them
            return None

    def isValid(self) -> bool:
        widget = self._list()
        return widget is not None and self.row.owner is widget

    def object(self):
        return None

    def window(self):
        return self._owner.window() if self._list() is not None else None

    def parent(self):
        return self._owner if self._list() is not None else None

    def child(self, index: int):
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child) -> int:
        return -1

    def childAt(self, x: int, y: int):
        return None

    def focusChild(self):
        return None

    def text(self, kind) -> str:
        if kind == QAccessible.Text.Name:
            return self.row.text_.replace("★", "").strip()
        if kind == QAccessible.Text.Description:
            return self.row.tip
        return ""

    def setText(self, kind, text: str) -> None:
        pass  # the rows' texts are the catalogue's, not to be changed from outside

    def rect(self) -> QRect:
        widget = self._list()
        if widget is None:
            return QRect()
        place = widget.visualItemRect(self.row)
        if place.isEmpty():
            return QRect()
        port = widget.viewport()
        visible = place.intersected(port.rect())
        return QRect(port.mapToGlobal(visible.topLeft()), visible.size()) if not visible.isEmpty() else QRect()

    def role(self):
        return QAccessible.Role.TreeItem

    def state(self):
        s = QAccessible.State()
        widget = self._list()
        s.focusable = True
        s.selectable = True
        if widget is None:
            s.invisible = True
            return s
        current = widget.currentItem() is self.row
        s.selected = current
        s.focused = current and widget.hasFocus()
        if self.row.children:
            s.expandable = True
            s.expanded = self.row.expanded
            s.collapsed = not self.row.expanded
        if widget.visualItemRect(self.row).intersected(widget.viewport().rect()).isEmpty():
            s.offscreen = True
        return s


class ListAccess(QAccessibleWidget):
    """The list as a tree whose children are the rows on show, top to bottom."""

    def __init__(self, widget):
        super().__init__(widget, QAccessible.Role.Tree)
        self._rows: dict[int, RowAccess] = {}  # id of a row -> its item (kept: Qt holds on to what it is given)

    def _shown(self) -> list:
        list_ = self.widget()
        if list_ is None:
            return []
        list_._lay_out()
        return list_._shown

    def _item(self, row) -> RowAccess:
        found = self._rows.get(id(row))
        if found is None or found.row is not row:
            found = self._rows[id(row)] = RowAccess(self, row)
        return found

    def childCount(self) -> int:
        return len(self._shown())

    def child(self, index: int):
        shown = self._shown()
        return self._item(shown[index]) if 0 <= index < len(shown) else None

    def indexOfChild(self, child) -> int:
        row = getattr(child, "row", None)
        shown = self._shown()
        return shown.index(row) if row is not None and row in shown else -1

    def childAt(self, x: int, y: int):
        list_ = self.widget()
        if list_ is None:
            return None
        row = list_.itemAt(list_.viewport().mapFromGlobal(QRect(x, y, 1, 1).topLeft()))
        return self._item(row) if row is not None else None

    def focusChild(self):
        list_ = self.widget()
        row = list_.currentItem() if list_ is not None else None
        return self._item(row) if row is not None and row in self._shown() else None


_kinds: tuple = ()  # the list classes this view is for (given by ``install``: no import of the list here)


def _factory(key: str, obj) -> Optional[QAccessibleInterface]:
    if _kinds and isinstance(obj, _kinds):
        return ListAccess(obj)
    return None


def install(widget) -> None:
    """Makes Qt ask this module for the accessible view of lists of ``widget``'s class (the factory
    once a process). ``widget`` itself may have its plain view in Qt's cache already (a screen reader
    listening since the start): that is taken out."""
    global _installed, _kinds
    if not isinstance(widget, _kinds):
        _kinds = _kinds + (type(widget),)
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
    if QAccessible.isActive():
        iface = QAccessible.queryAccessibleInterface(widget)
        if iface is not None and not isinstance(iface, ListAccess):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))


def current_changed(widget, row) -> None:
    """Tells a listening screen reader that ``row`` is the list's current row now."""
    if not _installed or row is None or not QAccessible.isActive():
        return
    shown = widget._shown
    if row not in shown:
        return
    event = QAccessibleEvent(widget, QAccessible.Event.Focus if widget.hasFocus() else QAccessible.Event.Selection)
    event.setChild(shown.index(row))
    QAccessible.updateAccessibility(event)
