"""The shared field of the open-domino games (and, later, of checkers): a board of ``files`` ×
``ranks`` tile-shaped cells (8 × 8 along, 16 × 4 across), a chequer with a1 dark, the edge
notation on its wooden frame, ivory tiles with black pips standing in the cells (stacks with a
count), the tiles set aside beside the field, the choices of the player to move (sources, the
selected tile's destinations, the band beyond the far edge), the targets of a tile from beside
the field (``set_targets``: cells with no source on the field, chosen by ``target_chosen``), the
tile as it will be put down (``set_carried``; drawn faintly on the destination pointed at), the
last move, an animation of a move, and the person's input by click, drag or keyboard.

What to draw is told by ``FieldPicture`` and ``TileFace``, plain Qt-free values: the game's view
builds them from its state; the widget never knows a rule. Digits, arrows and the back's marks are
given in the field's terms ("upper" is the half toward rank 8, the top edge of an unflipped
field); a ``flipped`` picture is the same board seen from the other side: every tile turned
round.

Speed: the frame, the cells and the notation are painted once per size into a pixmap; tiles are
painted once per look and size (``TileFace``, pixels) and then copied; ``show_picture`` and every
change of the choices or of the selection ask for a repaint of the cells that changed only.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Optional

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap, QPolygonF, QRegion
from PySide6.QtWidgets import QApplication, QSizePolicy, QToolTip, QWidget

from compendium.ui.i18n import tr_with_base
from compendium.ui.widgets.dice import COLOURS as DIE_COLOURS
from compendium.ui.widgets.domino import BACK, paint_tile

# --- what to draw (Qt-free values) ----------------------------------------------------------------
OFF = -1  # a destination over the far edge of the field


@dataclass(frozen=True)
class TileFace:
    """How the widget draws one domino lying on the field (or set aside)."""

    upper: Optional[int]  # digit on the half toward the top of the field; None = face down
    lower: Optional[int]
    colour: str = ""  # "red" | "yellow" | "blue" | "green" | "" : the circle's colour
    arrow: int = 0  # +1 the arrow points up (toward the top of the field), -1 down, 0 none drawn
    back: tuple[str, ...] = ()  # marks drawn on a face-down tile: "circle", "cross"
    marked: bool = False  # a special tile (a scoring tile): drawn with a ring

    @property
    def face_down(self) -> bool:
        return self.upper is None or self.lower is None


@dataclass(frozen=True)
class FieldPicture:
    """Everything the field shows: the stacks of its cells and the tiles set aside per seat."""

    files: int  # 8 (along) or 16 (across)
    ranks: int  # 8 or 4
    cells: tuple[tuple[TileFace, ...], ...]  # per cell index (r*files+f), a stack bottom→top; () empty
    aside: tuple[tuple[TileFace, ...], ...] = ()  # per seat: tiles removed/brought out, shown beside
    aside_titles: tuple[str, ...] = ()  # per seat, e.g. "Anna: removed 3"
    flipped: bool = False  # draw from the seat-1 side (rank 8 at the bottom)

    def top(self, cell: int) -> Optional[TileFace]:
        """The top tile of ``cell``'s stack, or None for an empty cell (or OFF)."""
        if not 0 <= cell < len(self.cells):
            return None
        stack = self.cells[cell]
        return stack[-1] if stack else None


def empty_picture(files: int = 8, ranks: int = 8, flipped: bool = False) -> FieldPicture:
    return FieldPicture(files, ranks, ((),) * (files * ranks), flipped=flipped)


FILE_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def cell_name(cell: int, files: int) -> str:
    """"a1", "h8", "p4": the file's letter and the rank's number (rank 1 is r = 0)."""
    return f"{FILE_LETTERS[cell % files]}{cell // files + 1}"


def turned(face: TileFace) -> TileFace:
    """The tile turned round (seen from the other side of the field)."""
    return replace(face, upper=face.lower, lower=face.upper, arrow=-face.arrow, back=tuple(reversed(face.back)))


# --- the look -------------------------------------------------------------------------------------
WOOD = QColor("#6b3f1e")
WOOD_LIGHT = QColor("#8a5630")
WOOD_TEXT = QColor("#f4e4c1")
FELT_LIGHT = QColor("#4f9468")
FELT_DARK = QColor("#2a6341")
GRID = QColor("#1c4730")
LAST = QColor(255, 221, 87, 120)  # the last move's cells
SELECT = QColor("#ffe14d")
TARGET = QColor("#8dff9c")
SOURCE = QColor(255, 255, 255, 150)
CURSOR = QColor("#3ea6ff")
MARK = QColor("#ff6d00")
BADGE = QColor("#1d1d1d")
TILE_WIDTH = 0.84  # a tile's width as a share of its cell's width


def paint_face(p: QPainter, rect: QRectF, face: TileFace) -> None:
    """One domino standing in ``rect`` (taller than wide), drawn as ``domino.paint_tile`` draws a
    tile, with the open-domino marks: the coloured circle on the dividing line with the arrow in
    it, the back's circle and cross, and the ring of a marked tile."""
    halves = None if face.face_down else (face.upper, face.lower)
    paint_tile(p, rect, halves)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    unit = min(rect.width(), rect.height())
    c = rect.center()
    if halves is not None:
        body, ink = DIE_COLOURS.get(face.colour, (None, QColor("#1d1d1d")))
        rad = unit * 0.175
        if body is not None:
            p.setPen(QPen(QColor("#1d1d1d"), max(1.0, unit * 0.03)))
            p.setBrush(body)
            p.drawEllipse(c, rad, rad)
        if face.arrow:
            k = -1 if face.arrow > 0 else 1  # screen y grows downwards
            tip = rad * 0.78 if body is not None else rad * 1.05
            wide = tip * 0.78
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(ink if body is not None else QColor("#1d1d1d"))
            p.drawPolygon(QPolygonF([QPointF(c.x(), c.y() + k * tip), QPointF(c.x() - wide, c.y() - k * tip * 0.62),
                                     QPointF(c.x() + wide, c.y() - k * tip * 0.62)]))
    else:
        marks = [m for m in face.back if m in ("circle", "cross")]
        if len(marks) == 1:
            spots = [c]
        else:
            spots = [QPointF(c.x(), rect.top() + rect.height() * (i + 0.5) / max(1, len(marks))) for i in range(len(marks))]
        rad = unit * 0.24
        for mark, at in zip(marks, spots):
            if mark == "circle":
                p.setPen(QPen(BACK.lighter(190), max(1.0, unit * 0.04)))
                p.setBrush(QColor("#0d141c"))
                p.drawEllipse(at, rad, rad)
            else:
                pen = QPen(QColor("#f3ead2"), max(1.5, unit * 0.09))
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                p.setPen(pen)
                d = rad * 0.85
                p.drawLine(QPointF(at.x() - d, at.y() - d), QPointF(at.x() + d, at.y() + d))
                p.drawLine(QPointF(at.x() - d, at.y() + d), QPointF(at.x() + d, at.y() - d))
    if face.marked:
        radius = unit * 0.16
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(MARK, max(2.0, unit * 0.1)))
        p.drawRoundedRect(rect.adjusted(unit * 0.02, unit * 0.02, -unit * 0.02, -unit * 0.02), radius, radius)
        p.setPen(QPen(QColor("#fff3e0"), max(1.0, unit * 0.03)))
        inset = unit * 0.1
        p.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius * 0.6, radius * 0.6)
    p.restore()


GRAIN_SIZE = (240, 480)
_GRAIN: list = []


def _wood_grain() -> QPixmap:
    """Long faint strokes of a wood's grain on a transparent pixmap, painted once."""
    if _GRAIN:
        return _GRAIN[0]
    w, h = GRAIN_SIZE
    pm = QPixmap(w, h)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rng = random.Random(7)
    for i in range(h // 5):
        y = i * 5 + rng.uniform(0, 4)
        shade = QColor(40, 20, 5, rng.randint(14, 40)) if i % 2 else QColor(255, 225, 180, rng.randint(8, 22))
        p.setPen(QPen(shade, rng.uniform(0.6, 1.6)))
        path = QPainterPath(QPointF(0, y))
        wave = rng.uniform(-3, 3)
        path.cubicTo(QPointF(w * 0.33, y + wave), QPointF(w * 0.66, y - wave), QPointF(w, y + wave * 0.4))
        p.drawPath(path)
    p.end()
    _GRAIN.append(pm)
    return pm


_PIECES: dict = {}  # painted pieces by (painter class, face, width, height, pixel ratio)
_RINGS: dict = {}  # the frames of movable tiles and landing places, by kind and cell size


# --- the widget -----------------------------------------------------------------------------------
@dataclass
class _Geometry:
    """Where everything lies in the widget, in whole pixels."""

    w: int  # a cell's width
    h: int  # ... and height
    x0: int  # the top left corner of the cells
    y0: int
    strip: int  # the frame's width: the notation is written on it; the OFF band covers it
    board: QRect  # the frame's outer edge
    slots: tuple[QRect, QRect]  # the tiles set aside: the seat at the top's, the seat at the bottom's
    aside_cell: tuple[int, int]  # a cell of the aside grid (width, height)
    title_px: int


class FieldBoard(QWidget):
    """The field: shows a ``FieldPicture``; a person chooses a move by clicking a source then a
    destination, by dragging, or with the keyboard (arrows, Enter or Space, Esc)."""

    move_chosen = Signal(int, int)  # source cell, destination cell (or OFF; the source itself: act in place)
    cell_chosen = Signal(int)  # a source with exactly one way to act was clicked (selected)
    target_chosen = Signal(int)  # a destination with no source on the field (``set_targets``) was chosen
    targets_dropped = Signal()  # the field gave the targets up: Esc, or a source on the field was selected

    tr = tr_with_base("FieldBoard")  # a subclass's own strings first, then these

    MAX_CELL = 96  # the largest cell width in pixels
    CELL_LIGHT, CELL_DARK, CELL_GRID = FELT_LIGHT, FELT_DARK, GRID  # the chequer (a subclass may paint its own)
    ASIDE_CAPACITY = 16  # the room kept beside the field for each seat's tiles set aside

    def __init__(self, parent: Optional[QWidget] = None, cell_aspect: float = 2.0):
        super().__init__(parent)
        self.cell_aspect = float(cell_aspect)  # a cell's height / width: 2.0 dominoes, 1.0 checkers
        self.picture: Optional[FieldPicture] = None
        self._previous: Optional[FieldPicture] = None
        self.choices: dict[int, frozenset[int]] = {}
        self.off_up: Optional[bool] = None  # the OFF band beyond the top rank (True) or rank 1 (False)
        self.selected: Optional[int] = None
        self.targets: frozenset[int] = frozenset()  # destinations of a tile from beside the field
        self.target_face: Optional[TileFace] = None  # that tile, as it will be put down
        self.carried: dict[int, TileFace] = {}  # a source's tile as it will be put down (turned round)
        self._hover: Optional[int] = None  # the destination under the mouse
        self.key_cell: Optional[int] = None  # the keyboard's cell (or OFF: the band)
        self.last_move: tuple[int, ...] = ()
        self._geo: Optional[_Geometry] = None
        self._geo_key: tuple = ()
        self._base: Optional[QPixmap] = None
        self._base_key: tuple = ()
        self._press: Optional[tuple[QPointF, int]] = None  # where a press began and on which source
        self._drag: Optional[QPointF] = None  # the dragged tile's centre
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.valueChanged.connect(self._anim_step)
        self._anim.finished.connect(self._anim_done)
        self._anim_face: Optional[TileFace] = None
        self._anim_points: list[QPointF] = []
        self._anim_hide: Optional[int] = None  # the destination cell: its top tile is the moving one
        self._anim_at: Optional[QPointF] = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(220, 220)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setAccessibleName(self.tr("Field"))

    def sizeHint(self) -> QSize:
        return QSize(640, 640)

    # --- the public interface ---------------------------------------------------------------------
    def show_picture(self, pic: FieldPicture) -> None:
        """Draws ``pic``: only the cells (and the strips of tiles set aside) that differ from the
        picture shown before are repainted."""
        old = self.picture
        if pic == old:
            return
        self._previous = old
        self.picture = pic
        if old is None or (old.files, old.ranks, old.flipped, bool(old.aside)) != \
                (pic.files, pic.ranks, pic.flipped, bool(pic.aside)):
            n = pic.files * pic.ranks
            if self.key_cell is not None and self.key_cell >= n:
                self.key_cell = None
            self.choices = {s: d for s, d in self.choices.items() if s < n}
            self.targets = frozenset(c for c in self.targets if c < n)
            self._hover = None
            self.selected = self.selected if self.selected in self.choices else None
            self.update()
            self._describe_cursor()
            return
        if not self.isVisible():
            return
        region = QRegion()
        for i, (a, b) in enumerate(zip(old.cells, pic.cells)):
            if a != b:
                region += self.cell_rect(i)
        geo = self._geometry()
        for seat in range(max(len(old.aside), len(pic.aside))):
            if self._aside_of(old, seat) != self._aside_of(pic, seat):
                region += geo.slots[self._slot(seat)]
        if not region.isEmpty():
            self.update(region)
        if self.key_cell is not None and self.key_cell >= 0 and old.cells[self.key_cell] != pic.cells[self.key_cell]:
            self._describe_cursor()

    def set_choices(self, moves: dict[int, set[int]], off_up: Optional[bool] = None) -> None:
        """What the person may do now: source cell → destination cells (OFF: over the far edge;
        the source itself: act in place). An empty dict: nothing (clicks are ignored). ``off_up``
        puts the OFF band beyond the top rank (True) or beyond rank 1 (False); by default it lies
        where the source's arrow points (beyond the top rank for a tile without an arrow)."""
        new = {int(s): frozenset(int(d) for d in ds) for s, ds in moves.items()}
        if new == self.choices and off_up == self.off_up:
            return
        before = self._marks_region()
        self.choices = new
        self.off_up = off_up
        if self.selected not in new:
            self.selected = None
        if self._press is not None and self._press[1] not in new:
            self._press = None
            self._drag = None
        self._refresh_marks(before)
        self._describe_cursor()

    def set_targets(self, cells, face: Optional[TileFace] = None) -> None:
        """Destinations with no source on the field (a tile beside the field is to be put down):
        they are marked while no source on the field is selected, and a click on one (or Enter on
        the keyboard's cursor) emits ``target_chosen``. ``face``: the tile as it will be put down,
        shown faintly on the target under the mouse or the cursor. No cells: no targets. Giving
        targets cancels the selection of a source on the field."""
        new = frozenset(int(c) for c in cells if int(c) >= 0)  # cells only: never the band
        if new == self.targets and face == self.target_face:
            return
        before = self._marks_region() + self._ghost_region()
        self.targets = new
        self.target_face = face if new else None
        if new and self.selected is not None:
            self.selected = None
        self._refresh_marks(before + self._ghost_region())
        self._describe_cursor()

    def set_carried(self, faces: dict) -> None:
        """How each source's tile will be put down (drawn under the mouse while dragged, and faintly
        on the destination pointed at): source cell → TileFace; a source not given: as it lies."""
        faces = dict(faces)
        if faces == self.carried:
            return
        self.carried = faces
        region = self._ghost_region()
        if self._drag is not None:
            region += self._drag_rect(self._drag)
        if self.picture is not None and not region.isEmpty():
            self.update(region)

    def set_cursor(self, cell: Optional[int]) -> None:
        """Puts the keyboard's cursor on ``cell`` (None: hides it)."""
        self._set_cursor(cell)

    def set_last_move(self, path: tuple[int, ...]) -> None:
        """Highlights the last move: its cells from the source to the destination (OFF: the band)."""
        path = tuple(path)
        if path == self.last_move:
            return
        region = self._path_region(self.last_move) + self._path_region(path)
        self.last_move = path
        self.update(region)

    def animate_move(self, path: tuple[int, ...], ms: int) -> None:
        """Slides the moved tile along ``path`` in ``ms`` milliseconds. Called after
        ``show_picture`` of the picture after the move: the tile is the destination's top tile
        (for OFF: the source's top tile before the move)."""
        self._anim.stop()
        self._end_animation()
        path = tuple(path)
        if ms <= 0 or len(path) < 2 or self.picture is None:
            return
        dest = path[-1]
        face = self._moved_face(path)
        if face is None:
            return
        top = self._band_top(face)
        points = [self._centre(c, path[i - 1] if c == OFF else None, top) for i, c in enumerate(path)]
        self._anim_face = face
        self._anim_points = points
        self._anim_hide = dest if dest != OFF else None
        self._anim_at = points[0]
        self._anim.setDuration(ms)
        self._anim.start()
        if self._anim_hide is not None:
            self.update(self.cell_rect(self._anim_hide))

    @property
    def animating(self) -> bool:
        return self._anim.state() == QVariantAnimation.State.Running

    # --- geometry ------------------------------------------------------------------------------------
    def _shape(self) -> tuple[int, int]:
        pic = self.picture
        return (pic.files, pic.ranks) if pic is not None else (8, 8)

    def _geometry(self) -> _Geometry:
        pic = self.picture
        key = (self.width(), self.height(), self._shape(), bool(pic and pic.aside), self.cell_aspect,
               self.font().pointSizeF())
        if self._geo is None or key != self._geo_key:
            self._geo = self._compute_geometry()
            self._geo_key = key
        return self._geo

    def _compute_geometry(self) -> _Geometry:
        files, ranks = self._shape()
        aside = bool(self.picture and self.picture.aside)
        W, H = self.width(), self.height()
        margin = 4
        gap = 8
        best = None
        for w in range(self.MAX_CELL, 5, -1):
            h = max(1, round(w * self.cell_aspect))
            strip = max(16, min(34, round(w * 0.6)))
            bw, bh = files * w + 2 * strip, ranks * h + 2 * strip
            title_px = max(11, min(18, round(w * 0.38)))
            title_h = round(title_px * 1.6)
            aw = max(6, round(w * 0.7))
            ah = max(6, round(aw * self.cell_aspect))
            if not aside:
                if bw <= W - 2 * margin and bh <= H - 2 * margin:
                    best = (w, h, strip, bw, bh, None, (aw, ah), title_px)
                    break
                continue
            # beside the field: a column, the upper half for the seat at the top, the lower for the other
            rows = max(1, (bh - gap) // 2 - title_h) // ah
            cols = -(-self.ASIDE_CAPACITY // max(1, rows))
            col_w = max(cols * aw + 8, round(title_px * 12))
            side = bw + gap + col_w <= W - 2 * margin and bh <= H - 2 * margin and rows >= 1
            # above and below the field: a strip each
            cols2 = max(1, bw // aw)
            rows2 = -(-self.ASIDE_CAPACITY // cols2)
            strip_h = title_h + rows2 * ah
            over = bw <= W - 2 * margin and bh + 2 * (strip_h + gap) <= H - 2 * margin
            if side:
                best = (w, h, strip, bw, bh, ("side", col_w), (aw, ah), title_px)
                break
            if over:
                best = (w, h, strip, bw, bh, ("over", strip_h), (aw, ah), title_px)
                break
        if best is None:
            w = 6
            h = round(w * self.cell_aspect)
            best = (w, h, 16, files * w + 32, ranks * h + 32, ("over", 20) if aside else None, (6, 6), 11)
        w, h, strip, bw, bh, how, acell, title_px = best
        if how is None:
            bx, by = (W - bw) // 2, (H - bh) // 2
            slots = (QRect(), QRect())
        elif how[0] == "side":
            total = bw + gap + how[1]
            bx, by = (W - total) // 2, (H - bh) // 2
            half = (bh - gap) // 2
            x = bx + bw + gap
            slots = (QRect(x, by, how[1], half), QRect(x, by + bh - half, how[1], half))
        else:
            total = bh + 2 * (how[1] + gap)
            bx, by0 = (W - bw) // 2, (H - total) // 2
            by = by0 + how[1] + gap
            slots = (QRect(bx, by0, bw, how[1]), QRect(bx, by + bh + gap, bw, how[1]))
        return _Geometry(w, h, bx + strip, by + strip, strip, QRect(bx, by, bw, bh), slots, acell, title_px)

    def _screen_pos(self, cell: int) -> tuple[int, int]:
        """(column from the left, row from the top) of a cell on the screen."""
        files, ranks = self._shape()
        f, r = cell % files, cell // files
        flipped = self.picture is not None and self.picture.flipped
        return (files - 1 - f, r) if flipped else (f, ranks - 1 - r)

    def _cell_at_screen(self, col: int, row: int) -> int:
        files, ranks = self._shape()
        flipped = self.picture is not None and self.picture.flipped
        f, r = (files - 1 - col, row) if flipped else (col, ranks - 1 - row)
        return r * files + f

    def cell_rect(self, cell: int) -> QRect:
        """The cell's rectangle in the widget (OFF: the band beyond the far edge)."""
        if cell == OFF:
            return self.off_rect()
        g = self._geometry()
        col, row = self._screen_pos(cell)
        return QRect(g.x0 + col * g.w, g.y0 + row * g.h, g.w, g.h)

    def _band_top(self, face) -> bool:
        """Whether a tile leaving over the far edge leaves at the top of the screen: beyond the
        top rank (``off_up``, else where its arrow points; without an arrow: the top rank)."""
        up = self.off_up
        if up is None:
            up = not (isinstance(face, TileFace) and face.arrow < 0)
        flipped = self.picture is not None and self.picture.flipped
        return up != flipped

    def _off_at_top(self) -> bool:
        """Whether the OFF band offered now lies at the top of the screen."""
        source = self.selected if self.selected is not None else next(
            (s for s, ds in self.choices.items() if OFF in ds), None)
        face = self.picture.top(source) if self.picture is not None and source is not None else None
        return self._band_top(face)

    def off_rect(self, top: Optional[bool] = None) -> QRect:
        """The band beyond the far edge (at the top of the screen or at the bottom; by default
        where the band offered now lies): a destination OFF is chosen by a click on it."""
        g = self._geometry()
        files, ranks = self._shape()
        if top is None:
            top = self._off_at_top()
        y = g.board.top() if top else g.y0 + ranks * g.h
        return QRect(g.x0, y, files * g.w, g.strip)

    def cell_at(self, pos: QPointF) -> Optional[int]:
        """The cell under a point of the widget, OFF for the band beyond the far edge while OFF is
        offered, or None."""
        g = self._geometry()
        files, ranks = self._shape()
        x, y = pos.x() - g.x0, pos.y() - g.y0
        if 0 <= x < files * g.w and 0 <= y < ranks * g.h:
            return self._cell_at_screen(int(x // g.w), int(y // g.h))
        if self._off_offered() and self.off_rect().adjusted(0, -4, 0, 4).contains(pos.toPoint()):
            return OFF
        return None

    def _centre(self, cell: int, near: Optional[int] = None, top: Optional[bool] = None) -> QPointF:
        """A cell's centre; for OFF the band's point beyond ``near``'s file."""
        if cell != OFF:
            return QPointF(self.cell_rect(cell).center()) + QPointF(0.5, 0.5)
        band = self.off_rect(top)
        x = band.center().x()
        if near is not None and near != OFF:
            x = self.cell_rect(near).center().x()
        return QPointF(x + 0.5, band.center().y() + 0.5)

    def piece_rect(self, cell_rect: QRectF) -> QRectF:
        """Where a piece stands in its cell: a tile of width : height 1 : ``cell_aspect``."""
        w = cell_rect.width() * TILE_WIDTH
        h = min(cell_rect.height() - (cell_rect.width() - w), w * self.cell_aspect)
        return QRectF(round(cell_rect.center().x() - w / 2), round(cell_rect.center().y() - h / 2), round(w), round(h))

    def _slot(self, seat: int) -> int:
        """0: the strip at the top, 1: at the bottom (seat 0 sits at the bottom unless flipped)."""
        flipped = self.picture is not None and self.picture.flipped
        return (1 if seat == 0 else 0) if not flipped else (0 if seat == 0 else 1)

    @staticmethod
    def _aside_of(pic: FieldPicture, seat: int) -> tuple:
        return (pic.aside[seat] if seat < len(pic.aside) else (),
                pic.aside_titles[seat] if seat < len(pic.aside_titles) else "")

    # --- pieces --------------------------------------------------------------------------------------
    def paint_piece(self, painter: QPainter, rect: QRectF, face) -> None:
        """Paints one piece in ``rect`` (a subclass paints its own pieces: checkers' discs)."""
        paint_face(painter, rect, face)

    def screen_face(self, face):
        """The face as the screen shows it: turned round on a flipped field."""
        if self.picture is not None and self.picture.flipped and isinstance(face, TileFace):
            return turned(face)
        return face

    def piece_pixmap(self, face, width: int, height: int) -> tuple[QPixmap, int]:
        """The piece painted on a transparent pixmap (kept for the next time) and the room around
        it for the shadow: draw it at the piece's top left corner less that room."""
        ratio = self.devicePixelRatioF()
        key = (type(self), face, width, height, ratio)
        found = _PIECES.get(key)
        if found is not None:
            return found
        if len(_PIECES) > 1500:
            _PIECES.clear()
        pad = int(min(width, height) * 0.12) + 2
        pm = QPixmap(max(1, round((width + 2 * pad) * ratio)), max(1, round((height + 2 * pad) * ratio)))
        pm.setDevicePixelRatio(ratio)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        self.paint_piece(p, QRectF(pad, pad, width, height), face)
        p.end()
        _PIECES[key] = (pm, pad)
        return pm, pad

    def _draw_piece(self, p: QPainter, rect: QRectF, face) -> None:
        pm, pad = self.piece_pixmap(self.screen_face(face), round(rect.width()), round(rect.height()))
        p.drawPixmap(QPointF(round(rect.x()) - pad, round(rect.y()) - pad), pm)

    # --- what is marked --------------------------------------------------------------------------------
    def _destinations(self) -> frozenset[int]:
        return self.choices.get(self.selected, frozenset()) if self.selected is not None else self.targets

    def _ghost(self) -> Optional[tuple[int, TileFace]]:
        """The tile to be put down, shown faintly on the free destination under the mouse (or, with
        the keyboard, under the cursor): (cell, face), or None."""
        if self.picture is None or self._drag is not None:
            return None
        if self.selected is not None:
            face = self.carried.get(self.selected) or self.picture.top(self.selected)
        else:
            face = self.target_face
        if face is None:
            return None
        dests = self._destinations()
        for cell in (self._hover, self.key_cell if self.hasFocus() else None):
            if cell is not None and cell != OFF and cell in dests and not self.picture.cells[cell]:
                return cell, face
        return None

    def _ghost_region(self) -> QRegion:
        ghost = self._ghost()
        return QRegion(self.cell_rect(ghost[0])) if ghost is not None else QRegion()

    def _off_offered(self) -> bool:
        return OFF in self._destinations()

    def _marks_region(self) -> QRegion:
        """Where the marks of the choices lie now: the sources, the selected tile's destinations,
        the band, the cursor."""
        if self.picture is None:
            return QRegion()
        region = QRegion()
        for s in self.choices:
            region += self.cell_rect(s)
        for d in self._destinations():
            region += self.cell_rect(d)
        if self.key_cell is not None:
            region += self.cell_rect(self.key_cell)
        if self._off_offered():
            region += self.off_rect()
        return region

    def _refresh_marks(self, before: QRegion) -> None:
        if self.picture is not None and self.isVisible():
            self.update(before + self._marks_region())

    def _path_region(self, path: tuple[int, ...]) -> QRegion:
        region = QRegion()
        if self.picture is None:
            return region
        for c in path:
            if c != OFF:
                region += self.cell_rect(c)
            else:  # both edges: the picture may have changed since the band was painted
                region += self._off_piece_rect(path, True)
                region += self._off_piece_rect(path, False)
        return region

    def _moved_face(self, path: tuple[int, ...]):
        """The tile a move along ``path`` moved: on its destination now, or on its source in the
        picture before (a tile that left the field)."""
        if not path or self.picture is None:
            return None
        face = self.picture.top(path[-1]) if path[-1] != OFF else None
        if face is None and self._previous is not None:
            face = self._previous.top(path[0])
        if face is None:
            face = self.picture.top(path[0])
        return face

    def _off_piece_rect(self, path: tuple[int, ...], top: Optional[bool] = None) -> QRect:
        """The part of the band a move over the edge left by: beyond the file it left from."""
        band = self.off_rect(self._band_top(self._moved_face(path)) if top is None else top)
        real = [c for c in path if c != OFF]
        if not real:
            return band
        r = self.cell_rect(real[-1])
        return QRect(r.x(), band.y(), r.width(), band.height())

    def _select(self, cell: Optional[int]) -> None:
        if cell == self.selected:
            return
        before = self._marks_region() + self._ghost_region()
        self.selected = cell
        if self.picture is not None:
            self.update(before + self._marks_region() + self._ghost_region())
        self._describe_cursor()

    def _set_cursor(self, cell: Optional[int]) -> None:
        if cell == self.key_cell:
            return
        region = self._ghost_region()
        if self.key_cell is not None:
            region += self.cell_rect(self.key_cell)
        self.key_cell = cell
        if cell is not None:
            region += self.cell_rect(cell)
        self.update(region + self._ghost_region())
        self._describe_cursor()

    # --- input ----------------------------------------------------------------------------------------
    def _click(self, cell: Optional[int]) -> None:
        """A click (or Enter) on ``cell``: selects a source, chooses a destination, or cancels."""
        if (not self.choices and not self.targets) or self.picture is None:
            return
        if self.selected is not None and cell is not None:
            src = self.selected
            if cell in self.choices.get(src, ()):
                self._choose(src, cell)
                return
        if self.selected is None and cell is not None and cell in self.targets:
            self.target_chosen.emit(cell)
            return
        if cell is not None and cell != self.selected and cell in self.choices:
            self._drop_targets()
            self._select(cell)
            if len(self.choices[cell]) == 1:
                self.cell_chosen.emit(cell)
            return
        self._select(None)

    def _drop_targets(self) -> None:
        """The targets are given up on the field (a source selected, or Esc): the view is told."""
        if not self.targets:
            return
        before = self._marks_region() + self._ghost_region()
        self.targets, self.target_face = frozenset(), None
        self._refresh_marks(before)
        self.targets_dropped.emit()

    def _choose(self, src: int, dst: int) -> None:
        self._select(None)
        self.move_chosen.emit(src, dst)

    def mousePressEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.picture is None:
            return super().mousePressEvent(event)
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        cell = self.cell_at(event.position())
        self._press = (event.position(), cell) if cell is not None and cell in self.choices else None
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        pos = event.position()
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            start, src = self._press
            if self._drag is None and (pos - start).manhattanLength() >= QApplication.startDragDistance():
                self._select(src)
                self._drag = pos
                self.update(self.cell_rect(src))
            if self._drag is not None:
                region = QRegion(self._drag_rect(self._drag)) + self._drag_rect(pos)
                self._drag = pos
                self.update(region)
                return
        cell = self.cell_at(pos)
        hover = cell if cell is not None and cell in self._destinations() else None
        if hover != self._hover:
            region = self._ghost_region()
            self._hover = hover
            region += self._ghost_region()
            if not region.isEmpty():
                self.update(region)
        active = cell is not None and (cell in self.choices or cell in self._destinations())
        shape = Qt.CursorShape.PointingHandCursor if active else Qt.CursorShape.ArrowCursor
        if QWidget.cursor(self).shape() != shape:
            self.setCursor(shape)

    def mouseReleaseEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.picture is None:
            return super().mouseReleaseEvent(event)
        press, self._press = self._press, None
        cell = self.cell_at(event.position())
        if self._drag is not None:
            region = QRegion(self._drag_rect(self._drag))
            self._drag = None
            src = press[1] if press is not None else self.selected
            self.update(region + self.cell_rect(src) if src is not None else region)
            if src is not None and cell is not None and cell != src and cell in self.choices.get(src, ()):
                self._choose(src, cell)
            return
        self._click(cell)

    def _drag_rect(self, pos: QPointF) -> QRect:
        g = self._geometry()
        r = self.piece_rect(QRectF(0, 0, g.w, g.h))
        pad = int(min(r.width(), r.height()) * 0.12) + 3
        return QRect(round(pos.x() - r.width() / 2) - pad, round(pos.y() - r.height() / 2) - pad,
                     round(r.width()) + 2 * pad, round(r.height()) + 2 * pad)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if self.picture is None:
            return super().keyPressEvent(event)
        steps = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        if key in steps:
            self._step(*steps[key])
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if not self.choices and not self.targets:  # nothing to choose: the key is the window's
                return super().keyPressEvent(event)
            if self.key_cell is None:
                self._set_cursor(self._home())
            else:
                self._click(self.key_cell)
            event.accept()
            return
        if key == Qt.Key.Key_Escape and (self.selected is not None or self._drag is not None):
            self._press, self._drag = None, None
            self._select(None)
            self.update()
            event.accept()
            return
        if key == Qt.Key.Key_Escape and self.targets:
            self._drop_targets()
            event.accept()
            return
        super().keyPressEvent(event)

    def _home(self) -> int:
        """Where the cursor starts: on the first target (a tile beside the field is to be put down),
        else on the first source, else the bottom left cell."""
        if self.targets and self.selected is None:
            return min(self.targets, key=lambda c: (-self._screen_pos(c)[1], self._screen_pos(c)[0]))
        if self.choices:
            return min(self.choices, key=lambda c: (-self._screen_pos(c)[1], self._screen_pos(c)[0]))
        files, ranks = self._shape()
        return self._cell_at_screen(0, ranks - 1)

    def _step(self, dx: int, dy: int) -> None:
        if self.key_cell is None:
            self._set_cursor(self._home())
            return
        files, ranks = self._shape()
        top = self._off_at_top()
        if self.key_cell == OFF:
            if (dy > 0 and top) or (dy < 0 and not top):
                src = self.selected
                col = self._screen_pos(src)[0] if src is not None and src != OFF else 0
                self._set_cursor(self._cell_at_screen(col, 0 if top else ranks - 1))
            return
        col, row = self._screen_pos(self.key_cell)
        col2, row2 = col + dx, row + dy
        if self._off_offered() and ((row2 < 0 and top) or (row2 >= ranks and not top)):
            self._set_cursor(OFF)
            return
        col2 = max(0, min(files - 1, col2))
        row2 = max(0, min(ranks - 1, row2))
        self._set_cursor(self._cell_at_screen(col2, row2))

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        if self.key_cell is None and self.picture is not None and event.reason() != Qt.FocusReason.MouseFocusReason:
            self.key_cell = self._home()
            self._describe_cursor()
        if self.key_cell is not None and self.picture is not None:
            self.update(self.cell_rect(self.key_cell))

    def leaveEvent(self, event) -> None:
        super().leaveEvent(event)
        if self._hover is not None:
            region = self._ghost_region()
            self._hover = None
            if not region.isEmpty():
                self.update(region)

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        if self.key_cell is not None and self.picture is not None:
            self.update(self.cell_rect(self.key_cell))

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip and self.picture is not None:
            cell = self.cell_at(QPointF(event.pos()))
            if cell is None:
                QToolTip.hideText()
                event.ignore()
                return True
            QToolTip.showText(event.globalPos(), self.cell_text(cell), self, self.cell_rect(cell))
            return True
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.tr("Field"))
            self._base = None
            self.update()
        return super().event(event)

    # --- words: tooltips and the accessible description ------------------------------------------------
    def colour_name(self, colour: str) -> str:
        names = {"red": self.tr("red"), "yellow": self.tr("yellow"), "blue": self.tr("blue"), "green": self.tr("green")}
        return names.get(colour, colour)

    def face_text(self, face: TileFace) -> str:
        """"2 over 5, red, arrow up", "face down, a cross on the back", in the field's terms."""
        parts = []
        if face.face_down:
            parts.append(self.tr("face down"))
            if "circle" in face.back:
                parts.append(self.tr("a circle on the back"))
            if "cross" in face.back:
                parts.append(self.tr("a cross on the back"))
        else:
            parts.append(self.tr("%1 over %2").replace("%1", str(face.upper)).replace("%2", str(face.lower)))
            if face.colour:
                parts.append(self.colour_name(face.colour))
            if face.arrow > 0:
                parts.append(self.tr("arrow up"))
            elif face.arrow < 0:
                parts.append(self.tr("arrow down"))
        if face.marked:
            parts.append(self.tr("ringed"))
        return ", ".join(parts)

    def cell_text(self, cell: int) -> str:
        """What a cell holds, in words: "c3: 2 over 5, red, arrow up"."""
        if self.picture is None:
            return ""
        if cell == OFF:
            return self.tr("Over the far edge: the tile leaves the field")
        name = cell_name(cell, self.picture.files)
        stack = self.picture.cells[cell]
        if not stack:
            text = self.tr("%1: empty").replace("%1", name)
        else:
            text = f"{name}: {self.face_text(stack[-1])}"
            if len(stack) > 1:
                text += ", " + self.tr("a stack of %1 tiles").replace("%1", str(len(stack)))
        if cell == self.selected:
            text += ", " + self.tr("selected")
        elif cell in self._destinations():
            text += ", " + self.tr("it may go here")
        elif cell in self.choices:
            text += ", " + self.tr("it may move")
        return text

    def _describe_cursor(self) -> None:
        if self.key_cell is not None and self.picture is not None:
            self.setAccessibleDescription(self.cell_text(self.key_cell))

    # --- animation --------------------------------------------------------------------------------------
    def _anim_step(self, value) -> None:
        pts = self._anim_points
        if not pts or self._anim_face is None:
            return
        t = max(0.0, min(1.0, float(value))) * (len(pts) - 1)
        i = min(int(t), len(pts) - 2)
        k = t - i
        at = pts[i] + (pts[i + 1] - pts[i]) * k
        region = QRegion(self._drag_rect(at))
        if self._anim_at is not None:
            region += self._drag_rect(self._anim_at)
        self._anim_at = at
        self.update(region)

    def _anim_done(self) -> None:
        self._end_animation()

    def _end_animation(self) -> None:
        region = QRegion()
        if self._anim_at is not None:
            region += self._drag_rect(self._anim_at)
        if self._anim_hide is not None and self.picture is not None:
            region += self.cell_rect(self._anim_hide)
        self._anim_face, self._anim_points, self._anim_hide, self._anim_at = None, [], None, None
        if not region.isEmpty():
            self.update(region)

    # --- painting -------------------------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._base = None

    def _base_layer(self) -> QPixmap:
        """The wooden frame, the felt cells and the notation: painted once per size."""
        g = self._geometry()
        ratio = self.devicePixelRatioF()
        flipped = self.picture is not None and self.picture.flipped
        key = (self.width(), self.height(), ratio, self._geo_key, flipped)
        if self._base is not None and key == self._base_key:
            return self._base
        pm = QPixmap(max(1, round(self.width() * ratio)), max(1, round(self.height() * ratio)))
        pm.setDevicePixelRatio(ratio)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_board(p, g)
        p.end()
        self._base, self._base_key = pm, key
        return pm

    def paint_board(self, p: QPainter, g: _Geometry) -> None:
        """The board without pieces: frame, cells, notation (a subclass may paint its own)."""
        files, ranks = self._shape()
        board = QRectF(g.board)
        radius = max(4.0, g.strip * 0.35)
        grad = QLinearGradient(board.topLeft(), board.bottomRight())
        grad.setColorAt(0.0, WOOD_LIGHT)
        grad.setColorAt(0.5, WOOD)
        grad.setColorAt(1.0, WOOD.darker(115))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(board.translated(2, 3), radius, radius)
        p.setBrush(grad)
        p.drawRoundedRect(board, radius, radius)
        # the wood's grain: a texture painted once, stretched over the frame
        p.save()
        clip = QPainterPath()
        clip.addRoundedRect(board, radius, radius)
        p.setClipPath(clip)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.drawPixmap(board, _wood_grain(), QRectF(0, 0, GRAIN_SIZE[0], GRAIN_SIZE[1]))
        p.restore()
        p.setPen(QPen(QColor(0, 0, 0, 110), 1.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(board.adjusted(0.75, 0.75, -0.75, -0.75), radius, radius)
        # the cells: a chequer with a1 dark
        field = QRectF(g.x0, g.y0, files * g.w, ranks * g.h)
        p.setPen(Qt.PenStyle.NoPen)
        for cell in range(files * ranks):
            f, r = cell % files, cell // files
            rect = QRectF(self.cell_rect(cell))
            dark = (f + r) % 2 == 0
            base = self.CELL_DARK if dark else self.CELL_LIGHT
            cg = QLinearGradient(rect.topLeft(), rect.bottomRight())
            cg.setColorAt(0, base.lighter(106))
            cg.setColorAt(1, base.darker(106))
            p.setBrush(cg)
            p.drawRect(rect)
        p.setPen(QPen(self.CELL_GRID, 1.0))
        for col in range(1, files):
            x = g.x0 + col * g.w + 0.5
            p.drawLine(QPointF(x, field.top()), QPointF(x, field.bottom()))
        for row in range(1, ranks):
            y = g.y0 + row * g.h + 0.5
            p.drawLine(QPointF(field.left(), y), QPointF(field.right(), y))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor("#1a120a"), 2.0))
        p.drawRect(field.adjusted(-1, -1, 1, 1))
        p.setPen(QPen(QColor(255, 230, 190, 70), 1.0))
        p.drawRect(field.adjusted(-2.5, -2.5, 2.5, 2.5))
        # the notation on the frame
        font = QFont(self.font())
        font.setPixelSize(max(10, round(g.strip * 0.56)))
        font.setBold(True)
        p.setFont(font)
        p.setPen(WOOD_TEXT)
        flipped = self.picture is not None and self.picture.flipped
        for f in range(files):
            col = files - 1 - f if flipped else f
            x = g.x0 + col * g.w
            for y in (g.board.top(), g.y0 + ranks * g.h):
                p.drawText(QRectF(x, y, g.w, g.strip), Qt.AlignmentFlag.AlignCenter, FILE_LETTERS[f])
        for r in range(ranks):
            row = r if flipped else ranks - 1 - r
            y = g.y0 + row * g.h
            for x in (g.board.left(), g.x0 + files * g.w):
                p.drawText(QRectF(x, y, g.strip, g.h), Qt.AlignmentFlag.AlignCenter, str(r + 1))

    def paintEvent(self, event) -> None:
        if self.picture is None:
            return
        p = QPainter(self)
        exposed = event.rect()
        ratio = self.devicePixelRatioF()
        source = exposed if ratio == 1 else QRect(round(exposed.x() * ratio), round(exposed.y() * ratio),
                                                  round(exposed.width() * ratio), round(exposed.height() * ratio))
        p.drawPixmap(exposed, self._base_layer(), source)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        g = self._geometry()
        region = event.region()
        pic = self.picture
        dests = self._destinations()
        last = set(self.last_move)
        dragging = self._drag is not None
        for cell in range(len(pic.cells)):
            rect = self.cell_rect(cell)
            if not region.intersects(rect):
                continue
            self._paint_cell(p, cell, QRectF(rect), pic.cells[cell], dests, cell in last,
                             hide=(dragging and cell == self.selected) or cell == self._anim_hide)
        if OFF in last:
            passed = self._off_piece_rect(self.last_move)
            if region.intersects(passed):
                p.fillRect(passed, LAST)
        band = self.off_rect()
        if self._off_offered() and region.intersects(band):
            self._paint_band(p, band)
        if self.key_cell == OFF and self.hasFocus() and region.intersects(band):
            p.setPen(QPen(CURSOR, max(2.0, g.w * 0.07)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(QRectF(band).adjusted(1.5, 1.5, -1.5, -1.5))
        for seat in range(min(2, len(pic.aside))):
            slot = g.slots[self._slot(seat)]
            if region.intersects(slot):
                self._paint_aside(p, slot, *self._aside_of(pic, seat), g)
        ghost = self._ghost()
        if ghost is not None and region.intersects(self.cell_rect(ghost[0])):
            p.save()
            p.setOpacity(0.55)
            self._draw_piece(p, self.piece_rect(QRectF(self.cell_rect(ghost[0]))), ghost[1])
            p.restore()
        if dragging and self.selected is not None:
            face = self.carried.get(self.selected) or pic.top(self.selected)
            if face is not None:
                self._paint_floating(p, face, self._drag, g)
        if self._anim_face is not None and self._anim_at is not None:
            self._paint_floating(p, self._anim_face, self._anim_at, g)
        p.end()

    def _paint_floating(self, p: QPainter, face, at: QPointF, g: _Geometry) -> None:
        r = self.piece_rect(QRectF(0, 0, g.w, g.h))
        r.moveCenter(at)
        self._draw_piece(p, r, face)

    def _paint_cell(self, p: QPainter, cell: int, rect: QRectF, stack, dests, last: bool, hide: bool) -> None:
        w = rect.width()
        if last:
            p.fillRect(rect, LAST)
        shown = stack[:-1] if hide else stack
        piece = self.piece_rect(rect)
        frame = piece.adjusted(-w * 0.035, -w * 0.035, w * 0.035, w * 0.035)
        pen_w = max(2.0, w * 0.06)
        if cell in dests and not shown:
            p.setPen(QPen(QColor(0, 0, 0, 90), 1.0))
            p.setBrush(TARGET)
            rad = max(4.0, w * 0.17)
            p.drawEllipse(rect.center(), rad, rad)
        if shown:
            self._draw_piece(p, piece, shown[-1])
            if len(shown) > 1:
                self._paint_badge(p, rect, len(shown))
        p.setBrush(Qt.BrushStyle.NoBrush)
        if cell == self.selected:
            p.setPen(QPen(SELECT, pen_w * 1.2))
            p.drawRoundedRect(frame, w * 0.12, w * 0.12)
            if cell in dests:  # acting in place: a green inner ring too
                p.setPen(QPen(TARGET, max(1.5, pen_w * 0.6), Qt.PenStyle.DashLine))
                p.drawRoundedRect(piece.adjusted(w * 0.1, w * 0.1, -w * 0.1, -w * 0.1), w * 0.1, w * 0.1)
        elif cell in dests and shown:
            p.drawPixmap(rect.topLeft(), self._ring(rect, "target"))
        elif cell in self.choices and self.selected is None and shown:
            p.drawPixmap(rect.topLeft(), self._ring(rect, "source"))
        if cell == self.key_cell and self.hasFocus():
            p.setPen(QPen(CURSOR, max(2.0, w * 0.07)))
            p.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5))

    def _ring(self, rect: QRectF, kind: str) -> QPixmap:
        """The frame around a tile that can move ("source") or be landed beside ("target"), painted
        once per cell size: every source of the player to move is framed at each turn, and an
        antialiased translucent rounded frame is slow to draw again and again."""
        ratio = self.devicePixelRatioF()
        key = (kind, round(rect.width()), round(rect.height()), ratio, type(self))
        pix = _RINGS.get(key)
        if pix is None:
            w = rect.width()
            cell = QRectF(0, 0, rect.width(), rect.height())
            piece = self.piece_rect(cell)
            frame = piece.adjusted(-w * 0.035, -w * 0.035, w * 0.035, w * 0.035)
            pen_w = max(2.0, w * 0.06)
            pix = QPixmap(max(1, round(rect.width() * ratio)), max(1, round(rect.height() * ratio)))
            pix.setDevicePixelRatio(ratio)
            pix.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pix)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            if kind == "target":
                painter.setPen(QPen(TARGET, pen_w))
            else:
                painter.setPen(QPen(SOURCE, max(1.5, pen_w * 0.6)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(frame, w * 0.12, w * 0.12)
            painter.end()
            if len(_RINGS) > 64:
                _RINGS.clear()
            _RINGS[key] = pix
        return pix

    def _paint_badge(self, p: QPainter, rect: QRectF, count: int) -> None:
        d = max(13.0, rect.width() * 0.42)
        badge = QRectF(rect.right() - d - 1, rect.top() + 1, d, d)
        p.setPen(QPen(QColor("#f4e4c1"), max(1.0, d * 0.08)))
        p.setBrush(BADGE)
        p.drawEllipse(badge)
        font = QFont(self.font())
        font.setPixelSize(max(8, round(d * 0.6)))
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("#ffffff"))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(count))

    def _paint_band(self, p: QPainter, band: QRect) -> None:
        glow = QColor(TARGET)
        p.setPen(QPen(QColor("#1d5a2e"), 1.5))
        p.setBrush(glow)
        p.drawRoundedRect(QRectF(band).adjusted(1, 1, -1, -1), 5, 5)
        font = QFont(self.font())
        font.setPixelSize(max(10, round(band.height() * 0.55)))
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("#12331c"))
        mark = "▲" if band.center().y() < self._geometry().y0 else "▼"
        words = self.tr("off the field")
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, f"{mark} {words} {mark}")

    def _paint_aside(self, p: QPainter, slot: QRect, faces, title: str, g: _Geometry) -> None:
        """A seat's tiles set aside: the title, then the tiles in rows (smaller when many)."""
        font = QFont(self.font())
        font.setPixelSize(g.title_px)
        font.setBold(True)
        p.setFont(font)
        fm = QFontMetrics(font)
        title_h = round(g.title_px * 1.6)
        p.setPen(self.palette().windowText().color())
        p.drawText(QRect(slot.x() + 2, slot.y(), slot.width() - 4, title_h),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   fm.elidedText(title, Qt.TextElideMode.ElideRight, slot.width() - 4))
        if not faces:
            return
        aw, ah = g.aside_cell
        room_h = slot.height() - title_h
        while aw > 6:
            cols = max(1, slot.width() // aw)
            rows = -(-len(faces) // cols)
            if rows * ah <= room_h:
                break
            aw -= 1
            ah = max(6, round(aw * self.cell_aspect))
        cols = max(1, slot.width() // aw)
        for i, face in enumerate(faces):
            row, col = divmod(i, cols)
            cell = QRectF(slot.x() + col * aw, slot.y() + title_h + row * ah, aw, ah)
            self._draw_piece(p, self.piece_rect(cell), face)


__all__ = ["OFF", "FieldBoard", "FieldPicture", "TileFace", "cell_name", "empty_picture", "paint_face", "turned"]
