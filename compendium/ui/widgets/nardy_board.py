"""The nardy (backgammon) board: 24 points in two rows, the bar, the two trays on the right, the
checkers, the dice, the doubling cube, the last turn marked.

The board is drawn from a list of 24 absolute points (seat 0's numbering: 1..12 along the bottom
from right to left, 13..24 along the top from left to right), each ``(seat, count)`` (seat -1: empty),
the checkers on the bar and borne off by seat. ``bottom`` is the seat seen at the bottom: 1 turns
the board so that seat 1's own point 1 lies at the bottom right, as seat 0's does (short nardy: the
rows swap; long nardy: the board turns round). The small numbers along the edges are the bottom
seat's own numbers, the ones the notation uses.

Cells: the absolute points 1..24, ``BAR`` (25) and ``OFF`` (0), both meaning the seat to move's.
The board knows no rule: the view gives it the cells a checker may be taken from (``set_choices``:
source → {target: dice it takes}); a person clicks a checker then a point (or drags it, or moves
the keyboard's cursor with the arrows and picks with Enter or Space); the board emits
``step_chosen(src, dst)``, ``quick(src)`` for a double-click on a checker, and ``confirmed`` for
Enter when the turn is complete (``complete``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Optional, Sequence

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from compendium.ui.widgets.dice import paint_die

BAR, OFF = 25, 0
SHORT, LONG = "short", "long"

FRAME = QColor("#5b3a21")
FRAME_EDGE = QColor("#3e2715")
BED = QColor("#2f6b4c")
POINT_A = QColor("#c8412f")
POINT_B = QColor("#efe3c4")
BAR_COLOUR = QColor("#6b4528")
TRAY = QColor("#24503a")
NUMBER = QColor("#f3e6c8")
CHECKER = {0: (QColor("#f7f3ea"), QColor("#8a7f6c"), QColor("#222222")),  # body, rim, text
           1: (QColor("#2b2b2b"), QColor("#b59a6a"), QColor("#f3f3f3"))}
SOURCE = QColor(255, 225, 77)
TARGET = QColor(80, 220, 120)
FAR_TARGET = QColor(120, 190, 255)
LAST = QColor(255, 255, 255, 40)
LAST_FROM = QColor(255, 255, 255, 150)
HINT = QColor(120, 190, 255, 110)
CURSOR = QColor("#ff8c1a")

COLUMNS = 13  # six points, the bar, six points
SHOWN = 5  # checkers drawn on a point before a number tells the rest


def other_number(variant: str, point: int) -> int:
    """The other seat's own number of a point (the same formula both ways)."""
    return 25 - point if variant == SHORT else ((point + 11) % 24) + 1


def slot_column(slot: int) -> tuple[int, int]:
    """Where the bottom seat's own point ``slot`` lies: (row 0 top / 1 bottom, column 0..12, 6 the bar)."""
    if slot <= 6:
        return 1, 13 - slot
    if slot <= 12:
        return 1, 12 - slot
    if slot <= 18:
        return 0, slot - 13
    return 0, slot - 12


@dataclass(frozen=True)
class _Geometry:
    cw: float  # a column's width (a checker's diameter)
    x0: float  # the points' left edge
    y0: float  # the points' top edge
    cube_x: float  # the cube's column (left of the frame)
    tray_x: float  # the trays' left edge
    width: float  # the whole picture
    height: float
    left: float  # the picture's left and top
    top: float

    @property
    def bed_h(self) -> float:
        return self.cw * 11.4

    def column_x(self, col: int) -> float:
        return self.x0 + col * self.cw


class NardyBoard(QWidget):
    """The board of short and long nardy (see the module's text)."""

    step_chosen = Signal(int, int)  # (source, target) cells
    quick = Signal(int)  # a checker double-clicked: move it by the larger die
    confirmed = Signal()  # Enter with the turn complete
    take_back = Signal()  # Backspace or Ctrl+Z with a step picked (``steps_picked``)

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.variant = SHORT
        self.points: list[tuple[int, int]] = [(-1, 0)] * 24  # absolute 1..24 at index 0..23
        self.bar = (0, 0)
        self.off = (0, 0)
        self.bottom = 0  # the seat at the bottom
        self.mover: Optional[int] = None  # the seat to move (whose bar and tray BAR and OFF are)
        self.dice: tuple[tuple[int, bool], ...] = ()  # (value, played) shown
        self.dice_seat: Optional[int] = None  # whose dice (None: the opening throw, one die each)
        self.cube: Optional[tuple[int, Optional[int]]] = None  # (value, owner or None), None: no cube
        self.last: tuple[tuple[int, int], ...] = ()  # the last turn's steps, as cells
        self.hint: tuple[tuple[int, int], ...] = ()
        self.choices: dict[int, dict[int, int]] = {}
        self.selected: Optional[int] = None
        self.complete = False
        self.steps_picked = False  # Ctrl+Z takes a step back (not the match screen's decision)
        self.key_pos: Optional[tuple[int, int]] = None  # the keyboard's cursor: (row, column 0..13)
        self._press: Optional[tuple[QPointF, int]] = None
        self._drag: Optional[QPointF] = None
        self._after_double = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(360, 280)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Board"))

    def sizeHint(self) -> QSize:
        return QSize(760, 580)

    # --- the public interface -----------------------------------------------------------------------
    def show_position(self, variant: str, points: Sequence[tuple[int, int]], bar: Sequence[int] = (0, 0),
                      off: Sequence[int] = (0, 0), bottom: int = 0, mover: Optional[int] = None) -> None:
        self.variant = variant
        self.points = [(int(s), int(n)) for s, n in points]
        self.bar, self.off = (int(bar[0]), int(bar[1])), (int(off[0]), int(off[1]))
        self.bottom, self.mover = int(bottom), mover
        self.update()
        self._describe_cursor()

    def set_dice(self, dice: Sequence[tuple[int, bool]], seat: Optional[int]) -> None:
        self.dice, self.dice_seat = tuple((int(v), bool(u)) for v, u in dice), seat
        self.update()

    def set_cube(self, cube: Optional[tuple[int, Optional[int]]]) -> None:
        self.cube = cube
        self.update()

    def set_last(self, steps: Sequence[tuple[int, int]]) -> None:
        self.last = tuple(steps)
        self.update()

    def set_hint(self, steps: Sequence[tuple[int, int]]) -> None:
        self.hint = tuple(steps)
        self.update()

    def set_choices(self, choices: Mapping[int, Mapping[int, int]], complete: bool = False) -> None:
        """The checkers that may move now: source cell → {target cell: dice it takes}. Empty: no input."""
        self.choices = {int(s): {int(t): int(n) for t, n in ts.items()} for s, ts in choices.items()}
        self.complete = complete
        if self.selected not in self.choices:
            self.selected = None
        if not self.choices:
            self._press = self._drag = None
        self.update()
        self._describe_cursor()

    def select(self, cell: Optional[int]) -> None:
        self.selected = cell if cell in self.choices else None
        self.update()
        self._describe_cursor()

    @property
    def flipped(self) -> bool:
        return self.bottom == 1

    @property
    def key_cell(self) -> Optional[int]:
        return None if self.key_pos is None else self.cell_of(*self.key_pos)

    # --- geometry -----------------------------------------------------------------------------------
    def slot_of(self, point: int) -> int:
        """The bottom seat's own number of an absolute point."""
        return point if self.bottom == 0 else other_number(self.variant, point)

    def point_of(self, slot: int) -> int:
        return slot if self.bottom == 0 else other_number(self.variant, slot)

    def _geometry(self) -> _Geometry:
        # units of a column's width: cube 1.0, frame 0.35, 13 columns, frame 0.35, tray 1.3, frame 0.35
        units_w, units_h = 1.0 + 0.35 + COLUMNS + 0.35 + 1.3 + 0.35, 11.4 + 1.1
        cw = max(8.0, min(self.width() / units_w, self.height() / units_h))
        width, height = cw * units_w, cw * units_h
        left, top = (self.width() - width) / 2, (self.height() - height) / 2
        x0 = left + cw * 1.35
        return _Geometry(cw, x0, top + cw * 0.55, left + cw * 0.05, x0 + COLUMNS * cw + cw * 0.35,
                         width, height, left, top)

    def column_rect(self, row: int, col: int) -> QRectF:
        """A point's (or the bar's, or the tray's: column 13) half of the board."""
        g = self._geometry()
        h = g.bed_h / 2
        y = g.y0 + (0 if row == 0 else h)
        if col == 13:
            return QRectF(g.tray_x, y, g.cw * 1.3, h)
        return QRectF(g.column_x(col), y, g.cw, h)

    def cell_of(self, row: int, col: int) -> Optional[int]:
        if col == 13:
            return OFF
        if col == 6:
            return BAR if self.variant == SHORT else None
        if row == 1:
            slot = 13 - col if col > 6 else 12 - col
        else:
            slot = col + 13 if col < 6 else col + 12
        return self.point_of(slot)

    def positions(self, cell: int) -> list[tuple[int, int]]:
        """The cursor's places of a cell (the bar and the trays have two, one in each row)."""
        if cell == OFF:
            return [(0, 13), (1, 13)]
        if cell == BAR:
            return [(0, 6), (1, 6)]
        return [slot_column(self.slot_of(cell))]

    def _row_of_seat(self, seat: Optional[int]) -> int:
        return 1 if seat == self.bottom else 0

    def cell_rect(self, cell: int) -> QRect:
        """Where a cell lies on the screen (the bar and the tray: the seat to move's half)."""
        if cell in (BAR, OFF):
            row = self._row_of_seat(self.mover)
            if cell == BAR:  # a seat's checkers on the bar wait in the half away from its own side
                row = 1 - row
            return self.column_rect(row, 6 if cell == BAR else 13).toRect()
        return self.column_rect(*slot_column(self.slot_of(cell))).toRect()

    def cell_at(self, pos: QPointF) -> Optional[int]:
        for row in (0, 1):
            for col in range(14):
                if self.column_rect(row, col).contains(pos):
                    return self.cell_of(row, col)
        return None

    def checker_centre(self, cell: int, index: int) -> QPointF:
        """The centre of the ``index``-th checker (from the edge) on a point."""
        g = self._geometry()
        row, col = slot_column(self.slot_of(cell))
        x = g.column_x(col) + g.cw / 2
        k = min(index, SHOWN - 1)
        if row == 1:
            return QPointF(x, g.y0 + g.bed_h - g.cw * (k + 0.5))
        return QPointF(x, g.y0 + g.cw * (k + 0.5))

    # --- painting -----------------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        g = self._geometry()
        cw = g.cw
        # the frame and the bed
        frame = QRectF(g.left + cw * 1.0, g.top, g.width - cw * 1.0, g.height)
        p.setPen(QPen(FRAME_EDGE, max(1.0, cw * 0.04)))
        p.setBrush(FRAME)
        p.drawRoundedRect(frame, cw * 0.2, cw * 0.2)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(BED)
        p.drawRect(QRectF(g.x0, g.y0, 6 * cw, g.bed_h))
        p.drawRect(QRectF(g.column_x(7), g.y0, 6 * cw, g.bed_h))
        p.setBrush(BAR_COLOUR)
        p.drawRect(QRectF(g.column_x(6), g.y0 - cw * 0.1, cw, g.bed_h + cw * 0.2))
        for row in (0, 1):
            p.setBrush(TRAY)
            p.drawRect(self.column_rect(row, 13).adjusted(0, cw * 0.05, 0, -cw * 0.05))
        # the marks of the last turn and of a hint, under the points' triangles
        for steps, colour in ((self.last, LAST), (self.hint, HINT)):
            for src, dst in steps:
                for cell in (src, dst):
                    if 1 <= cell <= 24:
                        p.fillRect(self.column_rect(*slot_column(self.slot_of(cell))), colour)
        # the points
        font = QFont(self.font())
        font.setPixelSize(max(7, int(cw * 0.3)))
        p.setFont(font)
        for slot in range(1, 25):
            row, col = slot_column(slot)
            x = g.column_x(col)
            base = g.y0 if row == 0 else g.y0 + g.bed_h
            tip = base + (cw * 5 if row == 0 else -cw * 5)
            colour = POINT_A if slot % 2 else POINT_B
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawPolygon(QPolygonF([QPointF(x + cw * 0.04, base), QPointF(x + cw * 0.96, base), QPointF(x + cw / 2, tip)]))
            p.setPen(NUMBER)
            num = QRectF(x, base - cw * 0.5 if row == 0 else base, cw, cw * 0.5)
            p.drawText(num, Qt.AlignmentFlag.AlignCenter, str(slot))
        # the points the last turn's checkers left: a dashed outline
        for src, _ in self.last:
            if 1 <= src <= 24:
                r = self.column_rect(*slot_column(self.slot_of(src)))
                p.setPen(QPen(LAST_FROM, max(1.0, cw * 0.04), Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(r.adjusted(1, 1, -1, -1))
        # the checkers on the points
        for i, (seat, count) in enumerate(self.points):
            if seat in (0, 1) and count > 0:
                cell = i + 1
                if self._drag is not None and self._press is not None and self._press[1] == cell:
                    count -= 1
                for k in range(min(count, SHOWN)):
                    label = str(count) if k == SHOWN - 1 and count > SHOWN else ""
                    self._paint_checker(p, self.checker_centre(cell, k), cw * 0.46, seat, label)
        # the bar: a seat's checkers in the half away from its own side
        for seat in (0, 1):
            n = self.bar[seat]
            row = 1 - self._row_of_seat(seat)
            rect = self.column_rect(row, 6)
            for k in range(min(n, 3)):
                y = rect.bottom() - cw * (k + 0.6) if row == 0 else rect.top() + cw * (k + 0.6)
                label = str(n) if k == min(n, 3) - 1 and n > 1 else ""
                self._paint_checker(p, QPointF(rect.center().x(), y), cw * 0.44, seat, label)
        # the trays: each seat's borne-off checkers as thin slices, and their count
        for seat in (0, 1):
            n = self.off[seat]
            row = self._row_of_seat(seat)
            rect = self.column_rect(row, 13)
            body, rim, text = CHECKER[seat]
            h = cw * 0.22
            for k in range(n):
                y = rect.bottom() - cw * 0.12 - (k + 1) * h if row == 1 else rect.top() + cw * 0.12 + k * h
                p.setPen(QPen(rim, max(1.0, cw * 0.03)))
                p.setBrush(body)
                p.drawRoundedRect(QRectF(rect.x() + cw * 0.15, y, rect.width() - cw * 0.3, h * 0.9), h * 0.2, h * 0.2)
            if n:
                p.setPen(NUMBER)
                where = QRectF(rect.x(), rect.center().y() - cw * 0.3 if row == 1 else rect.center().y(),
                               rect.width(), cw * 0.3)
                p.drawText(where, Qt.AlignmentFlag.AlignCenter, str(n))
        self._paint_dice(p, g)
        self._paint_cube(p, g)
        self._paint_choices(p, g)
        if self._drag is not None and self._press is not None:
            seat = self.mover if self.mover in (0, 1) else 0
            self._paint_checker(p, self._drag, cw * 0.46, seat, "")
        p.end()

    def _paint_checker(self, p: QPainter, centre: QPointF, radius: float, seat: int, label: str) -> None:
        body, rim, text = CHECKER[seat]
        p.setPen(QPen(QColor(0, 0, 0, 70), radius * 0.08))
        p.setBrush(body)
        p.drawEllipse(centre, radius, radius)
        p.setPen(QPen(rim, radius * 0.12))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(centre, radius * 0.72, radius * 0.72)
        if label:
            f = QFont(self.font())
            f.setPixelSize(max(7, int(radius * 0.9)))
            f.setBold(True)
            p.setFont(f)
            p.setPen(text)
            p.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                       Qt.AlignmentFlag.AlignCenter, label)

    def _paint_dice(self, p: QPainter, g: _Geometry) -> None:
        if not self.dice:
            return
        cw = g.cw
        size = cw * 0.85
        y = g.y0 + g.bed_h / 2 - size / 2
        if self.dice_seat is None:  # the opening throw: each seat's die on its own side of the bar
            for seat, (value, _) in enumerate(self.dice[:2]):
                right = seat == self.bottom
                x = g.column_x(9 if right else 3) - size / 2 + cw / 2
                paint_die(p, QRectF(x, y, size, size), value, "white" if seat == 0 else "black")
            return
        right = self.dice_seat == self.bottom
        n = len(self.dice)
        start = g.column_x(7 if right else 0) + (6 * cw - n * size - (n - 1) * cw * 0.2) / 2
        colour = "white" if self.dice_seat == 0 else "black"
        for i, (value, played) in enumerate(self.dice):
            paint_die(p, QRectF(start + i * (size + cw * 0.2), y, size, size), value, colour, dim=played)
            if played:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(40, 40, 40, 120))
                p.drawRoundedRect(QRectF(start + i * (size + cw * 0.2), y, size, size), size * 0.16, size * 0.16)

    def _paint_cube(self, p: QPainter, g: _Geometry) -> None:
        if self.cube is None:
            return
        value, owner = self.cube
        size = g.cw * 0.85
        if owner is None:
            y = g.y0 + g.bed_h / 2 - size / 2
        elif owner == self.bottom:
            y = g.y0 + g.bed_h - size
        else:
            y = g.y0
        rect = QRectF(g.cube_x, y, size, size)
        p.setPen(QPen(QColor("#333333"), max(1.0, size * 0.04)))
        p.setBrush(QColor("#fbfbf8"))
        p.drawRoundedRect(rect, size * 0.14, size * 0.14)
        f = QFont(self.font())
        f.setPixelSize(max(7, int(size * 0.45)))
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("#222222"))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(64 if owner is None and value == 1 else value))

    def _paint_choices(self, p: QPainter, g: _Geometry) -> None:
        cw = g.cw
        pen_w = max(2.0, cw * 0.07)
        for src in self.choices:
            rect = self.cell_rect(src)
            p.setPen(QPen(SOURCE, pen_w if src == self.selected else pen_w * 0.5))
            p.setBrush(QColor(255, 225, 77, 110) if src == self.selected else Qt.BrushStyle.NoBrush)
            p.drawRect(QRectF(rect).adjusted(pen_w / 2, pen_w / 2, -pen_w / 2, -pen_w / 2))
        if self.selected is not None:
            for dst, n in self.choices.get(self.selected, {}).items():
                rect = QRectF(self.cell_rect(dst))
                colour = TARGET if n == 1 else FAR_TARGET
                p.setPen(QPen(colour.darker(130), max(1.0, cw * 0.04)))
                p.setBrush(colour)
                row = 1 if rect.top() > g.y0 + g.bed_h / 3 else 0
                c = QPointF(rect.center().x(), rect.top() + cw * 0.5 if row == 1 else rect.bottom() - cw * 0.5)
                if dst in (OFF, BAR):
                    c = rect.center()
                r = cw * (0.2 if n == 1 else 0.16)
                p.drawEllipse(c, r, r)
                if n > 1:
                    p.setPen(QColor("#10243a"))
                    f = QFont(self.font())
                    f.setPixelSize(max(7, int(cw * 0.22)))
                    p.setFont(f)
                    p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(n))
        if self.key_pos is not None and self.hasFocus():
            r = self.column_rect(*self.key_pos)
            p.setPen(QPen(CURSOR, max(2.0, cw * 0.08)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(r.adjusted(2, 2, -2, -2))

    # --- input --------------------------------------------------------------------------------------
    def _click(self, cell: Optional[int]) -> None:
        if cell is None or not self.choices:
            self.select(None)
            return
        if self.selected is not None and cell in self.choices.get(self.selected, {}):
            src = self.selected
            self.selected = None
            self.step_chosen.emit(src, cell)
        elif cell in self.choices and cell != self.selected:
            self.select(cell)
        else:
            self.select(None)

    def mousePressEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        cell = self.cell_at(event.position())
        self._press = (event.position(), cell) if cell in self.choices else None
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._press is None:
            return
        if self._drag is None and (event.position() - self._press[0]).manhattanLength() < 8:
            return
        if self._drag is None:
            self.select(self._press[1])
        self._drag = event.position()
        self.update()

    def mouseReleaseEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mouseReleaseEvent(event)
        cell = self.cell_at(event.position())
        press, drag = self._press, self._drag
        self._press = self._drag = None
        if self._after_double:  # the release that ends a double-click: nothing more
            self._after_double = False
            event.accept()
            return
        if drag is not None and press is not None:
            if cell in self.choices.get(press[1], {}):
                self.selected = None
                self.step_chosen.emit(press[1], cell)
            else:
                self.update()
        else:
            self._click(cell)
        event.accept()

    def mouseDoubleClickEvent(self, event) -> None:
        cell = self.cell_at(event.position())
        if event.button() == Qt.MouseButton.LeftButton and cell in self.choices:
            self.selected = None
            self._press = self._drag = None
            self._after_double = True
            self.quick.emit(cell)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def _home(self) -> tuple[int, int]:
        """The cursor's first place: the first checker that may move, else the bottom right point."""
        if self.choices:
            return min((pos for c in self.choices for pos in self.positions(c)), key=lambda rc: (-rc[0], -rc[1]))
        return 1, 12

    def move_cursor(self, drow: int, dcol: int) -> None:
        if self.key_pos is None:
            self.key_pos = self._home()
        else:
            row, col = self.key_pos
            row = max(0, min(1, row + drow))
            col = max(0, min(13, col + dcol))
            if col == 6 and self.variant != SHORT:  # no bar to stop at in long nardy
                col = max(0, min(13, col + (dcol or 1)))
            self.key_pos = (row, col)
        self.update()
        self._describe_cursor()

    def _is_take_back(self, event) -> bool:
        key, mods = event.key(), event.modifiers()
        ctrl_z = key == Qt.Key.Key_Z and mods & Qt.KeyboardModifier.ControlModifier \
            and not mods & Qt.KeyboardModifier.ShiftModifier
        return self.steps_picked and (key == Qt.Key.Key_Backspace or bool(ctrl_z))

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if self._is_take_back(event):
            self.take_back.emit()
            event.accept()
            return
        moves = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}
        if key in moves:
            self.move_cursor(*moves[key])
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.complete:
            self.confirmed.emit()
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.choices:
            if self.key_pos is None:
                self.move_cursor(0, 0)
            else:
                self._click(self.key_cell)
            event.accept()
            return
        if key == Qt.Key.Key_Escape and self.selected is not None:
            self.select(None)
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        if self.key_pos is None and event.reason() != Qt.FocusReason.MouseFocusReason:
            self.key_pos = self._home()
        self._describe_cursor()
        self.update()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.update()

    # --- words --------------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.tr("white") if seat == 0 else self.tr("black")

    def cell_text(self, cell: Optional[int]) -> str:
        """What a cell holds, in words, with what may be done there."""
        if cell is None:
            return ""
        if cell == BAR:
            parts = [self.tr("The bar")]
            for seat in (0, 1):
                if self.bar[seat]:
                    parts.append(self.tr("%1 %2").replace("%1", str(self.bar[seat])).replace("%2", self.seat_name(seat)))
        elif cell == OFF:
            parts = [self.tr("Borne off")]
            for seat in (0, 1):
                parts.append(self.tr("%1 %2").replace("%1", str(self.off[seat])).replace("%2", self.seat_name(seat)))
        else:
            parts = [self.tr("Point %1").replace("%1", str(self.slot_of(cell)))]
            seat, count = self.points[cell - 1]
            parts.append(self.tr("%1 %2").replace("%1", str(count)).replace("%2", self.seat_name(seat))
                         if count else self.tr("empty"))
        if cell == self.selected:
            parts.append(self.tr("selected"))
        elif self.selected is not None and cell in self.choices.get(self.selected, {}):
            parts.append(self.tr("it may go here"))
        elif cell in self.choices:
            parts.append(self.tr("it may move"))
        return ", ".join(parts)

    def _describe_cursor(self) -> None:
        if self.key_pos is not None:
            self.setAccessibleDescription(self.cell_text(self.key_cell))

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            from PySide6.QtWidgets import QToolTip

            cell = self.cell_at(QPointF(event.pos()))
            if cell is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self.cell_text(cell), self, self.cell_rect(cell))
            return True
        if event.type() == QEvent.Type.ShortcutOverride and self._is_take_back(event):
            event.accept()  # the key is the board's: a step back, not the window's undo
            return True
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.tr("Board"))
            self._describe_cursor()
        return super().event(event)


__all__ = ["BAR", "LONG", "NardyBoard", "OFF", "SHORT", "other_number", "slot_column"]
