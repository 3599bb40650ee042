"""The sidebar's list of categories and their games, painted by one widget.

It replaces a QTreeWidget with an item delegate: the start window then makes no item view, no
header and no delegate (their classes' set-up, enums and polish were the largest part of building
the sidebar, and a megabyte and more of memory). The list draws its rows itself: a category's row
with its arrow, opened or closed, and under an opened one its games, the book's subgroup headings
and, for a category without games, the line that says so. Long names wrap onto more lines; each
row has a tooltip. The keyboard: Up, Down, Page Up, Page Down, Home, End move the cursor, Right and
Left open and close a category (or go to its first game and back), Enter chooses; letters typed
go to the search box (``typed``). The mouse: a click chooses a game or opens and closes a
category; the row under a resting mouse is reported (``itemEntered``).

The rows answer the calls of ``QTreeWidgetItem`` that the sidebar's users make (``text``,
``data``, ``toolTip``, ``child``, ``childCount``, ``parent``, ``isExpanded``, ``setExpanded``,
``font``), and the list those of ``QTreeWidget`` (``topLevelItem``, ``currentItem``,
``setCurrentItem``, ``visualItemRect``, ``scrollToItem``, ``itemClicked``, ``itemActivated``,
``currentItemChanged``, ``itemEntered``), so that code written for the tree keeps working.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, QPointF, QRect, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QFontMetricsF, QPainter, QPainterPath, QPalette, QPolygonF
from PySide6.QtWidgets import QAbstractScrollArea, QToolTip, QWidget

from compendium.ui.qt import USER_ROLE, Qt, solid_pen
from compendium.ui.widgets.style import own_viewport

# Assistive technology's view of the rows (compendium.ui.category_list_access): loaded this long after
# the list is first shown, then kept here.
ACCESS_DELAY_MS = 400
_access = None

# the roles ``Row.data`` answers (as the tree's items had them): the values of Qt.ItemDataRole's
# DisplayRole, ToolTipRole and UserRole (an IntEnum: its members compare equal to these), written
# as numbers so that the start makes no Qt enum for them (see ``compendium.ui.qt``)
DISPLAY_ROLE, TOOLTIP_ROLE = 0, 3
# USER_ROLE (from compendium.ui.qt): a game's id
GROUP_ROLE = USER_ROLE + 1  # a category's id


def wrap(text: str, fm: QFontMetricsF, width: int) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` pixels (a word longer than that has
    a line of its own). Each candidate line is measured whole, as it will be drawn, and in
    fractions of a pixel: a name's pieces measured one by one, or rounded to whole pixels, can add
    up to less than Qt lays out (a star from a fallback font, kerning)."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        candidate = f"{line} {word}" if line else word
        if not line or fm.horizontalAdvance(candidate) <= width:
            line = candidate
        else:
            lines.append(line)
            line = word
    lines.append(line)
    return lines


class Row:
    """One row: a category (``group_id``), a game (``game_id``), a subgroup's heading or the line
    of an empty category (neither)."""

    __slots__ = ("text_", "tip", "game_id", "group_id", "bold", "italic", "colour", "children", "parent_",
                 "expanded", "owner")

    def __init__(self, text: str, tip: str = "", game_id: Optional[str] = None, group_id: Optional[str] = None,
                 bold: bool = False, italic: bool = False, colour: Optional[str] = None):
        self.text_, self.tip = text, tip
        self.game_id, self.group_id = game_id, group_id
        self.bold, self.italic, self.colour = bold, italic, colour
        self.children: list[Row] = []
        self.parent_: Optional[Row] = None
        self.expanded = False
        self.owner: Optional[CategoryList] = None

    # --- as a QTreeWidgetItem ------------------------------------------------------------------
    def text(self, column: int = 0) -> str:
        return self.text_

    def toolTip(self, column: int = 0) -> str:
        return self.tip

    def data(self, column: int, role) -> object:
        if role == USER_ROLE:
            return self.game_id
        if role == GROUP_ROLE:
            return self.group_id
        if role == DISPLAY_ROLE:
            return self.text_
        if role == TOOLTIP_ROLE:
            return self.tip
        return None

    def addChild(self, row: "Row") -> None:
        row.parent_ = self
        row.owner = self.owner
        self.children.append(row)

    def child(self, index: int) -> Optional["Row"]:
        return self.children[index] if 0 <= index < len(self.children) else None

    def childCount(self) -> int:
        return len(self.children)

    def parent(self) -> Optional["Row"]:
        return self.parent_

    def isExpanded(self) -> bool:
        return self.expanded

    def setExpanded(self, on: bool) -> None:
        if bool(on) != self.expanded and self.children:
            self.expanded = bool(on)
            if self.owner is not None:
                self.owner.rows_changed()

    def font(self, column: int = 0) -> QFont:
        return self.owner.row_font(self) if self.owner is not None else QFont()


class CategoryList(QAbstractScrollArea):
    itemClicked = Signal(object, int)
    itemActivated = Signal(object, int)
    itemEntered = Signal(object, int)
    currentItemChanged = Signal(object, object)
    typed = Signal(str)  # printable text typed while the list has the keyboard (for the search box)

    INDENT = 14  # each level (and the categories' arrows) is this much in from the left
    MARGIN = 3  # text from the row's edges (as the tree's focus frame left it)
    PAD = 2  # a row is this much taller than its lines

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        own_viewport(self)
        self._tops: list[Row] = []
        self._shown: list[Row] = []  # the rows on show, top to bottom (the opened categories' rows)
        self._tops_y: list[int] = []  # each shown row's top, and the end
        self._current: Optional[Row] = None
        self._hover: Optional[Row] = None
        self._pressed: Optional[Row] = None
        self._fonts: Optional[dict] = None
        self._wrapped: dict[tuple, list[str]] = {}  # (text, width, font) -> its lines, measured once
        self._width = 0
        self.viewport().setMouseTracking(True)

    # --- as a QTreeWidget -------------------------------------------------------------------------
    def clear(self) -> None:
        self._tops = []
        old, self._current, self._hover, self._pressed = self._current, None, None, None
        self.rows_changed()
        if old is not None:
            self.currentItemChanged.emit(None, old)

    def addTopLevelItem(self, row: Row) -> None:
        row.owner = self
        for c in row.children:
            c.owner = self
        self._tops.append(row)
        self.rows_changed()

    def topLevelItemCount(self) -> int:
        return len(self._tops)

    def topLevelItem(self, index: int) -> Optional[Row]:
        return self._tops[index] if 0 <= index < len(self._tops) else None

    def currentItem(self) -> Optional[Row]:
        return self._current

    def setCurrentItem(self, row: Optional[Row]) -> None:
        if row is self._current:
            return
        if row is not None and row.parent_ is not None and not row.parent_.expanded:
            row.parent_.setExpanded(True)
        old, self._current = self._current, row
        self.viewport().update()
        if row is not None:
            self.scrollToItem(row)
            self.setAccessibleDescription(row.text_.replace("★", "").strip())
            if _access is not None:
                _access.current_changed(self, row)
        self.currentItemChanged.emit(row, old)

    def visualItemRect(self, row: Row) -> QRect:
        """The row's place in the viewport (left of it, the indentation and arrow); empty when the
        row is not on show (its category closed)."""
        self._lay_out()
        try:
            i = self._shown.index(row)
        except ValueError:
            return QRect()
        x = self.INDENT * (self._depth(row) + 1)
        return QRect(x, self._tops_y[i] - self.verticalScrollBar().value(), self.viewport().width() - x,
                     self._tops_y[i + 1] - self._tops_y[i])

    def scrollToItem(self, row: Row) -> None:
        self._lay_out()
        try:
            i = self._shown.index(row)
        except ValueError:
            return
        bar = self.verticalScrollBar()
        top, bottom = self._tops_y[i], self._tops_y[i + 1]
        if top < bar.value():
            bar.setValue(top)
        elif bottom > bar.value() + self.viewport().height():
            bar.setValue(bottom - self.viewport().height())

    def doItemsLayout(self) -> None:
        self.rows_changed()
        self._lay_out()

    def itemAt(self, pos) -> Optional[Row]:
        self._lay_out()
        y = pos.y() + self.verticalScrollBar().value()
        lo, hi = 0, len(self._shown)
        while lo < hi:  # the last row whose top is at or above y
            mid = (lo + hi) // 2
            if self._tops_y[mid] <= y:
                lo = mid + 1
            else:
                hi = mid
        i = lo - 1
        return self._shown[i] if 0 <= i < len(self._shown) and y < self._tops_y[i + 1] else None

    # --- measuring --------------------------------------------------------------------------------
    def row_font(self, row: Row) -> QFont:
        if self._fonts is None:
            plain = QFont(self.font())
            bold, italic = QFont(plain), QFont(plain)
            bold.setBold(True)
            italic.setItalic(True)
            self._fonts = {(False, False): plain, (True, False): bold, (False, True): italic}
            self._metrics = {k: QFontMetrics(f) for k, f in self._fonts.items()}
            self._exact = {k: QFontMetricsF(f) for k, f in self._fonts.items()}
        return self._fonts[(row.bold, row.italic)]

    def _fm(self, row: Row) -> QFontMetrics:
        self.row_font(row)
        return self._metrics[(row.bold, row.italic)]

    def _depth(self, row: Row) -> int:
        return 0 if row.parent_ is None else 1

    def lines(self, row: Row) -> list[str]:
        """The row's text broken to its width (each text measured once for a width and a font)."""
        width = max(40, self.viewport().width() - self.INDENT * (self._depth(row) + 1) - 2 * self.MARGIN)
        key = (row.text_, width, row.bold, row.italic)
        found = self._wrapped.get(key)
        if found is None:
            if len(self._wrapped) > 4000:  # widths seen while the window was resized
                self._wrapped.clear()
            self.row_font(row)
            found = self._wrapped[key] = wrap(row.text_, self._exact[(row.bold, row.italic)], width)
        return found

    def rows_changed(self) -> None:
        """The rows on show changed (made, opened, closed): measured again when next needed."""
        self._shown = []
        self._tops_y = []
        self.viewport().update()
        self._laid = False

    def _lay_out(self) -> None:
        if getattr(self, "_laid", False) and self._width == self.viewport().width():
            return
        self._laid, self._width = True, self.viewport().width()
        shown: list[Row] = []
        for top in self._tops:
            shown.append(top)
            if top.expanded:
                shown.extend(top.children)
        ys, y = [], 0
        for row in shown:
            ys.append(y)
            fm = self._fm(row)
            y += (len(self.lines(row)) - 1) * fm.lineSpacing() + fm.height() + self.PAD
        ys.append(y)
        self._shown, self._tops_y = shown, ys
        bar = self.verticalScrollBar()
        bar.setRange(0, max(0, y - self.viewport().height()))
        bar.setPageStep(self.viewport().height())
        bar.setSingleStep(max(1, QFontMetrics(self.font()).lineSpacing() + self.PAD))

    # --- painting ---------------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        self._lay_out()
        p = QPainter(self.viewport())
        pal = self.palette()
        focus = self.hasFocus()
        area = event.rect()
        top_y = self.verticalScrollBar().value()
        width = self.viewport().width()
        # The pen is set only where its colour changes (the painter starts with the text colour):
        # the first screen's rows, all in that colour, are then painted without Python's Qt
        # namespace, which a painter's setPen makes (see ``compendium.ui.qt``).
        pen = [p.pen().color().rgba()]
        edge = solid_pen(pal.color(QPalette.ColorRole.WindowText))  # the categories' arrows, filled and outlined
        fill = edge.brush()

        def use_pen(colour: QColor) -> None:
            if colour.rgba() != pen[0]:
                p.setPen(colour)
                pen[0] = colour.rgba()

        for i, row in enumerate(self._shown):
            y = self._tops_y[i] - top_y
            h = self._tops_y[i + 1] - self._tops_y[i]
            if y + h < area.top():
                continue
            if y > area.bottom():
                break
            x = self.INDENT * (self._depth(row) + 1)
            ink = QColor(row.colour) if row.colour else pal.color(QPalette.ColorRole.Text)
            if row is self._current:
                group = QPalette.ColorGroup.Active if focus else QPalette.ColorGroup.Inactive
                p.fillRect(QRect(x, y, width - x, h), pal.color(group, QPalette.ColorRole.Highlight))
                ink = pal.color(group, QPalette.ColorRole.HighlightedText)
            elif row is self._hover:
                light = QColor(pal.color(QPalette.ColorRole.Highlight))
                light.setAlpha(40)
                p.fillRect(QRect(x, y, width - x, h), light)
            if row.children:  # a category's arrow: pointing right (closed) or down (opened)
                fm = self._fm(row)
                cx, cy, r = x - self.INDENT / 2, y + self.PAD / 2 + fm.height() / 2, 3.5
                arrow = ([QPointF(cx - r, cy - r / 1.5), QPointF(cx + r, cy - r / 1.5), QPointF(cx, cy + r / 1.5)]
                         if row.expanded else
                         [QPointF(cx - r / 1.5, cy - r), QPointF(cx + r / 1.5, cy), QPointF(cx - r / 1.5, cy + r)])
                shape = QPainterPath()
                shape.addPolygon(QPolygonF(arrow))
                shape.closeSubpath()
                p.fillPath(shape, fill)
                p.strokePath(shape, edge)
            p.setFont(self.row_font(row))
            use_pen(ink)
            fm = self._fm(row)
            base = y + self.PAD // 2 + fm.ascent()
            for line in self.lines(row):
                p.drawText(QPointF(x + self.MARGIN, base), line)
                base += fm.lineSpacing()
        p.end()

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        self.viewport().update()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._laid = False
        self._lay_out()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.FontChange:  # a new text size: the fonts and the rows anew
            self._fonts = None
            self._wrapped.clear()
            self.rows_changed()
        super().changeEvent(event)

    _access_asked = False

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if _access is None and not self._access_asked:  # once a list, until installed for the process
            self._access_asked = True
            QTimer.singleShot(ACCESS_DELAY_MS, self, self.install_access)

    def install_access(self) -> None:
        """Gives assistive technology one item a row (see compendium.ui.category_list_access)."""
        global _access
        from compendium.ui import category_list_access

        category_list_access.install(self)
        _access = category_list_access

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    # --- the keyboard -----------------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:
        K = Qt.Key
        key = event.key()
        self._lay_out()
        row = self._current
        i = self._shown.index(row) if row in self._shown else -1
        if key in (K.Key_Return, K.Key_Enter):
            if row is not None:
                if row.children:
                    row.setExpanded(not row.expanded)
                self.itemActivated.emit(row, 0)
            return
        if key == K.Key_Space:  # opens or closes a category (on a game: nothing, as in the tree)
            if row is not None and row.children:
                row.setExpanded(not row.expanded)
            return
        if key == K.Key_Right and row is not None:
            if row.children and not row.expanded:
                row.setExpanded(True)
            elif row.children:
                self.setCurrentItem(row.children[0])
            return
        if key == K.Key_Left and row is not None:
            if row.children and row.expanded:
                row.setExpanded(False)
            elif row.parent_ is not None:
                self.setCurrentItem(row.parent_)
            return
        page = max(1, self.viewport().height() // max(1, QFontMetrics(self.font()).lineSpacing() + self.PAD))
        target = {K.Key_Up: i - 1, K.Key_Down: i + 1, K.Key_Home: 0, K.Key_End: len(self._shown) - 1,
                  K.Key_PageUp: max(0, i - page), K.Key_PageDown: min(len(self._shown) - 1, i + page)}.get(key)
        if target is not None:
            if i < 0 and key in (K.Key_Up, K.Key_Down):
                target = 0
            if 0 <= target < len(self._shown):
                self.setCurrentItem(self._shown[target])
            return
        text = event.text()
        if text and text.isprintable() and not (event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                                                     | Qt.KeyboardModifier.AltModifier)):
            self.typed.emit(text)  # a letter typed: the search box takes it
            return
        super().keyPressEvent(event)

    # --- the mouse --------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        row = self.itemAt(event.position().toPoint())
        self._pressed = row if event.button() == Qt.MouseButton.LeftButton else None
        if row is not None:
            self.setCurrentItem(row)
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        row = self.itemAt(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and row is not None and row is self._pressed:
            self.itemClicked.emit(row, 0)
        self._pressed = None
        super().mouseReleaseEvent(event)

    def mouseMoveEvent(self, event) -> None:
        row = self.itemAt(event.position().toPoint())
        if row is not self._hover:
            self._hover = row
            self.viewport().update()
            if row is not None:
                self.itemEntered.emit(row, 0)
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:
        if self._hover is not None:
            self._hover = None
            self.viewport().update()
        super().leaveEvent(event)

    def viewportEvent(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            row = self.itemAt(event.pos())
            if row is not None and row.tip:
                QToolTip.showText(event.globalPos(), row.tip, self.viewport(), self.visualItemRect(row))
            else:
                QToolTip.hideText()
            return True
        if event.type() == QEvent.Type.Leave:
            self.leaveEvent(event)
        return super().viewportEvent(event)
