"""A score sheet: rows of lines, one column a player (or the other way round), shared by Yacht,
Categor, dice poker and General.

The sheet holds no rules: a view tells it what every cell shows and which cells may be chosen
now. A chosen cell (a click, or the arrow keys and Enter) comes back as ``cell_chosen(row, col)``.

Cell kinds: ``""`` an entry; ``"offer"`` what a free line would score now (pale, clickable);
``"zero"`` a line closed with 0 or a dash; ``"negative"``; ``"burned"`` (crossed out);
``"best"`` the leading entry of a column; ``"hidden"`` (shown as "?"); ``"total"`` (bold).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from compendium.ui.widgets.style import enlarge, own_viewport


@dataclass(frozen=True)
class Cell:
    text: str = ""
    kind: str = ""
    tooltip: str = ""
    clickable: bool = False


_BACKGROUND = {
    "offer": QColor("#fff6cc"),
    "burned": QColor("#ececec"),
    "best": QColor("#dff3e2"),
    "hidden": QColor("#eef1f6"),
    "total": QColor("#f3f3f3"),
}
_FOREGROUND = {
    "offer": QColor("#8a6d00"),
    "zero": QColor("#9a9a9a"),
    "negative": QColor("#b03a2e"),
    "burned": QColor("#9a9a9a"),
    "best": QColor("#1e7b34"),
    "hidden": QColor("#5d6d7e"),
}
_ACTIVE = QColor("#eaf2fd")  # the column of the player to move
_ROLE = Qt.ItemDataRole.UserRole  # (row, col) of the sheet, or None on the group band


def two_lines(label: str, width: int = 12) -> str:
    """A long column heading ("Computer: strong 2") broken at the space nearest its middle, so
    that narrow columns still show whole names."""
    if len(label) <= width or " " not in label:
        return label
    middle = len(label) // 2
    cut = min((i for i, ch in enumerate(label) if ch == " "), key=lambda i: abs(i - middle))
    return label[:cut] + "\n" + label[cut + 1:]


class ScoreSheet(QWidget):
    cell_chosen = Signal(int, int)

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.table = QTableWidget(self)
        self.table_viewport = own_viewport(self.table)  # not table.viewport(): see own_viewport
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setAlternatingRowColors(False)
        self.table.setMouseTracking(True)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        enlarge(self.table, 2)
        enlarge(self.table.horizontalHeader(), 2, bold=True)
        enlarge(self.table.verticalHeader(), 1)
        # The keyboard's current cell: a warm frame that does not hide what the cell says.
        self.table.setStyleSheet("QTableWidget::item:selected { background: #ffe08a; color: #222222;"
                                 " border: 2px solid #f0b400; }")
        self.table.cellClicked.connect(self._clicked)
        self.table.cellActivated.connect(self._clicked)  # Enter on the current cell
        self.table.cellEntered.connect(self._hover)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.table)
        self._band = 0  # 1 when a band of column groups (teams) sits above the first row
        self._cells: dict[tuple[int, int], Cell] = {}
        # What the table shows now, to write only what changes: its shape (rows, columns, groups),
        # each cell's and each column head's signature, the rows' labels.
        self._shape: Optional[tuple] = None
        self._signatures: dict[tuple[int, int], tuple] = {}
        self._head_signatures: dict[int, tuple] = {}
        self._row_labels: Optional[list[str]] = None
        # Every row stays in view: the rows share the sheet's height (between MIN_ROW and MAX_ROW
        # pixels), the text shrinking with them; the sheet asks for room enough for MIN_ROW rows.
        self._point: Optional[float] = None  # the table's own text size, read when first filled
        self._row = 0
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setMinimumSectionSize(self.MIN_ROW)
        self.table.verticalHeader().setDefaultSectionSize(self.MAX_ROW)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    MIN_ROW = 16
    MAX_ROW = 30

    def _rows_height(self, row: int) -> int:
        t = self.table
        head = max(t.horizontalHeader().minimumHeight(), t.horizontalHeader().sizeHint().height())
        bar = t.horizontalScrollBar().sizeHint().height() if t.horizontalScrollBar().isVisible() else 0
        return head + row * t.rowCount() + 2 * t.frameWidth() + bar + 2

    def _fit_rows(self) -> None:
        t = self.table
        n = t.rowCount()
        if n == 0:
            return
        t.setMinimumHeight(self._rows_height(self.MIN_ROW))
        spare = t.height() - self._rows_height(0)
        row = max(self.MIN_ROW, min(self.MAX_ROW, spare // n))
        if row == self._row:
            return
        self._row = row
        if self._point is None:
            self._point = t.font().pointSizeF()
        t.verticalHeader().setDefaultSectionSize(row)
        for r in range(n):
            t.verticalHeader().resizeSection(r, row)
        self._set_point(self._point_for(row))

    def _point_for(self, row: int) -> float:
        """The largest text size, up to the table's own, whose line fits a row of ``row`` pixels
        with a little air (a row of 18 px still holds 9-point text: the old proportional rule
        shrank it to 7 points, hard to read)."""
        from PySide6.QtGui import QFontMetricsF

        font = QFont(self.table.font())
        point = self._point
        while point > 7.0:
            font.setPointSizeF(point)
            if QFontMetricsF(font).height() <= row - 3:
                break
            point -= 0.5
        return max(7.0, point)

    def _set_point(self, point: float) -> None:
        t = self.table
        f = t.font()
        if abs(f.pointSizeF() - point) > 0.01:
            f.setPointSizeF(point)
            t.setFont(f)
            vf = t.verticalHeader().font()
            vf.setPointSizeF(point)
            t.verticalHeader().setFont(vf)
            self._fit_row_names()
        for r in range(t.rowCount()):
            for c in range(t.columnCount()):
                item = t.item(r, c)
                if item is not None and abs(item.font().pointSizeF() - point) > 0.01:
                    itf = item.font()
                    itf.setPointSizeF(point)
                    item.setFont(itf)

    def _fit_row_names(self) -> None:
        """The row names are written in the header's font (each name's own font, which Qt paints
        with, is set to it) and their column is as wide as the longest: otherwise a name painted in
        an older, larger font was cut ("Первый эта…" in dice poker's Russian sheet)."""
        t = self.table
        head = t.verticalHeader()
        font = head.font()
        metrics = head.fontMetrics()
        widest = 0
        for r in range(t.rowCount()):
            item = t.verticalHeaderItem(r)
            if item is None:
                continue
            if item.font() != font:
                item.setFont(font)
            widest = max(widest, metrics.horizontalAdvance(item.text()))
        head.setMinimumWidth(widest + 2 * metrics.averageCharWidth() + 4)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_rows()

    # --- filling -----------------------------------------------------------------------------------
    def set_sheet(self, rows: Sequence[str], columns: Sequence[str], cells: dict[tuple[int, int], Cell],
                  bold_rows: Sequence[int] = (), active_column: Optional[int] = None,
                  column_colours: Optional[Sequence[str]] = None,
                  column_groups: Optional[Sequence[str]] = None) -> None:
        t = self.table
        current = (t.currentRow() - self._band, t.currentColumn())
        self._cells = dict(cells)
        band = 1 if column_groups else 0
        # What changed is written again, nothing else: new items for every cell, new header items
        # or spans laid out and repainted the whole table after every action.
        shape = (len(rows) + band, len(columns), tuple(column_groups or ()))
        reshaped = shape != self._shape
        if reshaped:
            self._shape = shape
            self._band = band
            self._signatures = {}
            self._head_signatures = {}
            self._row_labels = None
            t.clearSpans()
            t.setRowCount(len(rows) + self._band)
            t.setColumnCount(len(columns))
        labels = ([""] if self._band else []) + list(rows)
        if labels != self._row_labels:
            self._row_labels = labels
            t.setVerticalHeaderLabels(labels)
            self._fit_row_names()
        for c, label in enumerate(columns):
            colour = column_colours[c] if column_colours and c < len(column_colours) else ""
            signature = (label, colour, c == active_column)
            if self._head_signatures.get(c) == signature:
                continue
            self._head_signatures[c] = signature
            head = QTableWidgetItem(two_lines(label))
            head.setToolTip(label)
            if colour:
                head.setForeground(QBrush(QColor(colour).darker(120)))
            font = head.font()
            font.setBold(c == active_column)
            head.setFont(font)
            t.setHorizontalHeaderItem(c, head)
        if reshaped:
            header = t.horizontalHeader()
            lines = max((1 + two_lines(label).count("\n") for label in columns), default=1)
            header.setMinimumHeight(header.fontMetrics().lineSpacing() * lines + 10)
            if self._band:
                self._fill_band(list(column_groups))
        bold = set(bold_rows)
        point = t.font().pointSizeF()
        for r in range(len(rows)):
            for c in range(len(columns)):
                cell = self._cells.get((r, c), Cell())
                signature = (cell, r in bold, c == active_column, point)
                if self._signatures.get((r, c)) == signature:
                    continue
                old = self._signatures.get((r, c))
                self._signatures[(r, c)] = signature
                item = t.item(r + self._band, c) if old is not None else None
                if item is not None and old[3] == point:
                    self._restyle(item, old, signature)  # a changed cell's new look, in its own item
                else:
                    t.setItem(r + self._band, c, self._item(cell, r in bold, c == active_column, (r, c)))
        if (current[0], current[1]) in self._cells and self._cells[current].clickable:
            if (t.currentRow(), t.currentColumn()) != (current[0] + self._band, current[1]):
                t.setCurrentCell(current[0] + self._band, current[1])
        else:
            first = next((k for k, v in sorted(self._cells.items()) if v.clickable), None)
            if first is not None:
                t.setCurrentCell(first[0] + self._band, first[1])
            else:
                t.setCurrentCell(-1, -1)
        if reshaped:
            self._row = 0
        self._fit_rows()

    def _fill_band(self, groups: list[str]) -> None:
        start = 0
        while start < len(groups):
            end = start
            while end + 1 < len(groups) and groups[end + 1] == groups[start]:
                end += 1
            item = QTableWidgetItem(groups[start])
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            item.setBackground(QBrush(QColor("#dde6f3")))
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            item.setData(_ROLE, None)
            self.table.setItem(0, start, item)
            if end > start:
                self.table.setSpan(0, start, 1, end - start + 1)
            start = end + 1

    @staticmethod
    def _look(cell: Cell, bold_row: bool, active: bool) -> tuple:
        """What a cell shows: its text, background, text colour, (bold, italic, struck out),
        tooltip and item flags."""
        text = "?" if cell.kind == "hidden" and not cell.text else cell.text
        background = _BACKGROUND.get(cell.kind)
        if background is None and active:
            background = _ACTIVE
        flags = Qt.ItemFlag.ItemIsEnabled
        if cell.clickable:
            flags |= Qt.ItemFlag.ItemIsSelectable
        return (text, background, _FOREGROUND.get(cell.kind),
                (bold_row or cell.kind in ("total", "best"), cell.kind == "offer", cell.kind == "burned"),
                cell.tooltip, flags)

    def _font(self, style: tuple) -> QFont:
        font = QFont(self.table.font())
        font.setBold(style[0])
        font.setItalic(style[1])
        font.setStrikeOut(style[2])
        return font

    def _item(self, cell: Cell, bold_row: bool, active: bool, where: tuple[int, int]) -> QTableWidgetItem:
        text, background, foreground, style, tooltip, flags = self._look(cell, bold_row, active)
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        item.setData(_ROLE, where)
        if background is not None:
            item.setBackground(QBrush(background))
        if foreground is not None:
            item.setForeground(QBrush(foreground))
        item.setFont(self._font(style))
        if tooltip:
            item.setToolTip(tooltip)
        item.setFlags(flags)
        return item

    def _restyle(self, item: QTableWidgetItem, old: tuple, new: tuple) -> None:
        """Writes into ``item`` only what differs between two signatures (cell, bold row, active,
        point) of its cell: a new item for each changed cell cost several times more (the old one
        deleted, the new one inserted), and the column of the player to move changes every turn."""
        was = self._look(*old[:3])
        now = self._look(*new[:3])
        text, background, foreground, style, tooltip, flags = now
        if text != was[0]:
            item.setText(text)
        if background != was[1]:
            item.setBackground(QBrush(background) if background is not None else QBrush())
        if foreground != was[2]:
            item.setForeground(QBrush(foreground) if foreground is not None else QBrush())
        if style != was[3]:
            item.setFont(self._font(style))
        if tooltip != was[4]:
            item.setToolTip(tooltip)
        if flags != was[5]:
            item.setFlags(flags)

    # --- choosing ------------------------------------------------------------------------------------
    def cell(self, row: int, col: int) -> Cell:
        return self._cells.get((row, col), Cell())

    def clickable_cells(self) -> list[tuple[int, int]]:
        return sorted(k for k, v in self._cells.items() if v.clickable)

    def choose(self, row: int, col: int) -> None:
        """As if the person clicked the cell (tests and keyboard use this too)."""
        self._clicked(row + self._band, col)

    def choose_current(self) -> bool:
        """Chooses the keyboard's current cell if it may be chosen (Enter); True if it was."""
        t = self.table
        item = t.item(t.currentRow(), t.currentColumn()) if t.currentRow() >= 0 else None
        where = item.data(_ROLE) if item is not None else None
        if where is None or not self.cell(*where).clickable:
            return False
        self.cell_chosen.emit(*where)
        return True

    def _clicked(self, table_row: int, col: int) -> None:
        item = self.table.item(table_row, col)
        where = item.data(_ROLE) if item is not None else None
        if where is None:
            return
        row, col = where
        if self.cell(row, col).clickable:
            self.cell_chosen.emit(row, col)

    def _hover(self, table_row: int, col: int) -> None:
        item = self.table.item(table_row, col)
        where = item.data(_ROLE) if item is not None else None
        clickable = where is not None and self.cell(*where).clickable
        self.table_viewport.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)


__all__ = ["Cell", "ScoreSheet"]
