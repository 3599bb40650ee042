"""Dominoes drawn with QPainter, shared by every domino game: a tile, the table with the line of
play (a snake that turns before the table's edge, doubles across, the four arms of a cross), a hand,
and ``DominoGameView``, the whole game view over the domino rules protocol
(``compendium/core/domino.py``: ``rules.layout``, ``rules.hand``, ``rules.end_points`` ...).

The geometry is computed in half-tile units (one half of a tile is a 1×1 square) by ``arrange``,
which is Qt-free; the widgets only scale it to the space they have.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Sequence

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QLinearGradient,
    QPalette,
    QPainter,
    QPen,
    QPixmap,
    QRegion,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from compendium.core.actions import Action
from compendium.core.domino import (
    ARM_NAMES,
    ARMS,
    CENTRE,
    Layout,
    Placed,
    Tile,
    parse_tile,
    tile_text,
)
from compendium.core.text import name_seats
from compendium.ui.i18n import t, tr_with_base
from compendium.ui.widgets.dice import PIPS, WindowWatch, grow_text, grown
from compendium.core.snapshot import Snapshot
from compendium.ui.widgets.game_view import GameView
from compendium.ui.widgets.scoresheet import Cell, ScoreSheet
from compendium.ui.widgets.style import enlarge

# --- geometry (Qt-free) ---------------------------------------------------------------------------
Vec = tuple[float, float]
Rect = tuple[float, float, float, float]  # x0, y0, x1, y1 in half-tile units; y grows downwards

NORTH, SOUTH, WEST, EAST = (0, -1), (0, 1), (-1, 0), (1, 0)
_EPS = 1e-6


def _add(p: Vec, d: Vec, k: float = 1.0) -> Vec:
    return (p[0] + k * d[0], p[1] + k * d[1])


def _neg(d: Vec) -> Vec:
    return (-d[0], -d[1])


def _clockwise(d: Vec) -> Vec:
    return (-d[1], d[0])


def _square(c: Vec) -> Rect:
    return (c[0] - 0.5, c[1] - 0.5, c[0] + 0.5, c[1] + 0.5)


def _union(a: Rect, b: Rect) -> Rect:
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))


def _overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[2] - _EPS and b[0] < a[2] - _EPS and a[1] < b[3] - _EPS and b[1] < a[3] - _EPS


def _inside(r: Rect, bounds: Rect) -> bool:
    return r[0] >= bounds[0] - _EPS and r[1] >= bounds[1] - _EPS and r[2] <= bounds[2] + _EPS and r[3] <= bounds[3] + _EPS


@dataclass(frozen=True)
class Spot:
    """One tile on the table: where it lies and which value shows on which half."""

    arm: str  # "centre" or one of ARMS
    index: int
    placed: Placed
    rect: Rect
    direction: Vec  # the direction of play through this tile
    halves: tuple[int, int]  # the values on the left and right half (or top and bottom)

    @property
    def horizontal(self) -> bool:
        return self.rect[2] - self.rect[0] > self.rect[3] - self.rect[1]

    def half_rects(self) -> tuple[Rect, Rect]:
        x0, y0, x1, y1 = self.rect
        if self.horizontal:
            xm = (x0 + x1) / 2
            return (x0, y0, xm, y1), (xm, y0, x1, y1)
        ym = (y0 + y1) / 2
        return (x0, y0, x1, ym), (x0, ym, x1, y1)


@dataclass
class _Turtle:
    """The open end of an arm while it is being laid out: the middle of the edge a next tile
    touches, the direction of play, and the snake's state (running along ``main`` or turning)."""

    p: Vec
    d: Vec
    main: Vec
    out: Vec  # the side the snake moves towards at each turn
    turning: bool = False

    def copy(self) -> "_Turtle":
        return _Turtle(self.p, self.d, self.main, self.out, self.turning)


def _halves(inner: int, outer: int, d: Vec) -> tuple[int, int]:
    """Values on the (left, right) or (top, bottom) halves of a tile played in direction d."""
    return (inner, outer) if d in (EAST, SOUTH) else (outer, inner)


def _moves(tr: _Turtle, double: bool):
    """Candidate placements for the next tile, best first: (rect, the arm's new end, direction)."""
    p, d = tr.p, tr.d
    if double:  # a double lies across the line and never turns a corner
        c = _add(p, d, 0.5)
        ax, ay = 0.5 * abs(d[0]) + abs(d[1]), 0.5 * abs(d[1]) + abs(d[0])
        nt = tr.copy()
        nt.p = _add(p, d)
        yield (c[0] - ax, c[1] - ay, c[0] + ax, c[1] + ay), nt, d
        return

    def straight():
        nt = tr.copy()
        nt.p = _add(p, d, 2)
        return _union(_square(_add(p, d, 0.5)), _square(_add(p, d, 1.5))), nt, d

    def corner(e: Vec, main: Vec, turning: bool):
        c1 = _add(p, d, 0.5)
        nt = _Turtle(_add(c1, e, 1.5), e, main, tr.out, turning)
        return _union(_square(c1), _square(_add(c1, e))), nt, e

    if tr.turning:  # just turned towards ``out``: run back along the line, or keep to the edge
        yield corner(_neg(tr.main), _neg(tr.main), False)
        yield straight()
        yield corner(tr.main, tr.main, False)
    else:
        yield straight()
        yield corner(tr.out, tr.main, True)
        yield corner(_neg(tr.out), tr.main, True)


@dataclass
class Arrangement:
    """Where every tile of a layout lies, and where each open end's next tile would go."""

    spots: list[Spot] = field(default_factory=list)
    ghosts: dict[str, Rect] = field(default_factory=dict)  # arm -> the next tile's rect
    ghost_first: dict[str, Rect] = field(default_factory=dict)  # arm -> that tile's half at the end
    table: tuple[float, float] = (16.0, 10.0)  # the table's width and height in units, centred on 0
    flipped: frozenset = frozenset()  # the arms that snake to their other side than usual

    def bbox(self) -> Rect:
        rects = [s.rect for s in self.spots] + list(self.ghosts.values())
        if not rects:
            return (-1.0, -1.0, 1.0, 1.0)
        box = rects[0]
        for r in rects[1:]:
            box = _union(box, r)
        return box

    def spot(self, arm: str, index: int) -> Optional[Spot]:
        return next((s for s in self.spots if s.arm == arm and s.index == index), None)


class _NoRoom(Exception):
    pass


def _try(layout: Layout, width: float, height: float, flipped: frozenset = frozenset()) -> Arrangement:
    """One attempt of ``arrange`` on a table of this size, with the arms in ``flipped`` snaking to
    their other side; ``_NoRoom`` when a tile (or the next tile of an open end) finds no place."""
    shift = _spinner_shift(layout, width)
    bounds = (-width / 2 + shift, -height / 2, width / 2 + shift, height / 2)
    out = Arrangement(table=(width, height), flipped=frozenset(flipped))
    taken: list[Rect] = []
    reserved: list[Rect] = []  # the spinner's future north and south arms: the line keeps off them
    turtles: dict[str, _Turtle] = {}

    def lay(tr: _Turtle, double: bool, avoid_reserved: bool):
        """Places the next tile of an arm: first where the tile after it will still have room
        (the square beyond its end is free), else anywhere it fits."""
        blocked = taken + (reserved if avoid_reserved else [])
        moves = list(_moves(tr, double))
        for look_ahead in (True, False):
            for rect, nt, d in moves:
                if not (_inside(rect, bounds) or double) or any(_overlap(rect, r) for r in blocked):
                    continue
                if look_ahead:
                    look = _square(_add(nt.p, nt.d, 0.5))
                    if not _inside(look, bounds) or any(_overlap(look, r) for r in blocked):
                        continue
                taken.append(rect)
                return rect, nt, d
        raise _NoRoom

    def side_of(arm: str, main: Vec) -> Vec:
        return _neg(_clockwise(main)) if arm in flipped else _clockwise(main)

    def branch_from(spot: Spot) -> None:
        d = spot.direction
        perp = sorted([(d[1], -d[0]), (-d[1], d[0])], key=lambda v: (v[1], v[0]))
        cx, cy = (spot.rect[0] + spot.rect[2]) / 2, (spot.rect[1] + spot.rect[3]) / 2
        for name, b in zip(("north", "south"), perp):
            start = _add((cx, cy), b)
            turtles[name] = _Turtle(start, b, b, side_of(name, b))
            far = _add(start, b, max(width, height))
            across = (abs(b[1]), abs(b[0]))
            reserved.append((min(start[0], far[0]) - across[0], min(start[1], far[1]) - across[1],
                             max(start[0], far[0]) + across[0], max(start[1], far[1]) + across[1]))

    first = layout.first
    if first is None:
        return out
    if first.double:
        rect: Rect = (-0.5, -1.0, 0.5, 1.0)
        half = 0.5
    else:
        rect = (-1.0, -0.5, 1.0, 0.5)
        half = 1.0
    turtles["west"] = _Turtle((-half, 0.0), WEST, WEST, side_of("west", WEST))
    turtles["east"] = _Turtle((half, 0.0), EAST, EAST, side_of("east", EAST))
    centre = Spot(CENTRE, 0, first, rect, EAST, (first.inner, first.outer))
    out.spots.append(centre)
    taken.append(rect)
    spinner = layout.spinner if layout.use_spinner else None
    if spinner == (CENTRE, 0):
        branch_from(centre)
    for arm in ARMS:
        if arm not in turtles:
            continue
        tr = turtles[arm]
        for i, placed in enumerate(layout.arm(arm)):
            rect, tr, d = lay(tr, placed.double, arm in ("west", "east"))
            spot = Spot(arm, i, placed, rect, d, (placed.inner, placed.inner) if placed.double
                        else _halves(placed.inner, placed.outer, d))
            out.spots.append(spot)
            if spinner == (arm, i):
                branch_from(spot)
        turtles[arm] = tr
    for end in layout.open_ends():
        tr = turtles.get(end.arm)
        if tr is None:
            continue
        rect, nt, d = lay(tr, False, end.arm in ("west", "east"))  # ghosts keep off each other too
        out.ghosts[end.arm] = rect
        out.ghost_first[end.arm] = _square(_add(tr.p, tr.d, 0.5))
    return out


def _spinner_shift(layout: Layout, width: float) -> float:
    """How far to move the table along the line so that an arm reaches its spinner before it
    turns (a spinner beyond a turn would have no room for its own arms)."""
    if not layout.use_spinner or layout.spinner is None or layout.spinner[0] == CENTRE:
        return 0.0
    arm, i = layout.spinner
    reach = (0.5 if layout.first.double else 1.0) + sum(1 if p.double else 2 for p in layout.arm(arm)[:i + 1]) + 3
    shift = min(max(0.0, reach - width / 2), max(0.0, width / 2 - 3))
    return shift if arm == "east" else -shift


def arrange_like(layout: Layout, before: Arrangement, grow: float = 1.0) -> Optional[Arrangement]:
    """``layout`` on the table ``before`` was laid out on (its size times ``grow``, its arms'
    sides), or None when it does not fit there: a tile laid keeps the others where they were (or
    about, on a grown table), and a full search is not needed for every move."""
    try:
        return _try(layout, before.table[0] * grow, before.table[1] * grow, before.flipped)
    except _NoRoom:
        return None


def arrange(layout: Layout, aspect: float = 1.6, min_width: float = 16.0,
            prefer: Optional[frozenset] = None) -> Arrangement:
    """Lays ``layout`` out on the smallest table of this aspect (width / height), at least
    ``min_width`` half-tiles wide, on which no tile overlaps another and every line turns before
    the edge. Lines run west and east from the first tile; the west one snakes upwards, the east
    one downwards; the arms of a cross leave the spinner upwards and downwards. When that leaves
    no room, some arms snake to their other side before the table grows (the arms in ``prefer``
    tried first: those of the table before)."""
    width = max(min_width, 4.0)
    aspect = max(0.3, min(aspect, 4.0))
    used = {a for a in ARMS if layout.arm(a)}
    flips = [f for f in _FLIPS if f <= used]
    if prefer is not None and prefer in flips:
        flips.remove(prefer)
        flips.insert(0, prefer)
    for _ in range(60):
        for flipped in flips:
            try:
                return _try(layout, width, width / aspect, flipped)
            except _NoRoom:
                pass
        width *= 1.12
    return _try(layout, 1000.0, 1000.0 / aspect)  # everything straight: always room


# Which arms snake to the other side than usual: the usual pinwheel first, then one arm, two ...
_FLIPS = sorted((frozenset(a for k, a in enumerate(ARMS) if m >> k & 1) for m in range(16)), key=len)


# --- painting ---------------------------------------------------------------------------------------
IVORY = QColor("#fbfaf3")
PIP = QColor("#1d1d1d")
BACK = QColor("#2f4f6f")
FELT = QColor("#2e6b46")
GOLD = QColor("#f0b400")
GREEN = QColor("#38c172")


def paint_tile(p: QPainter, rect: QRectF, halves: Optional[tuple[int, int]], dim: bool = False,
               frame: Optional[QColor] = None, ghost: bool = False) -> None:
    """A domino in ``rect`` (wider than tall: lying; else standing). ``halves`` are the values on
    the left and right (or top and bottom) halves; None paints the tile's back."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    horizontal = rect.width() > rect.height()
    unit = min(rect.width(), rect.height())
    radius = unit * 0.14
    if not ghost:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawRoundedRect(rect.translated(unit * 0.04, unit * 0.06), radius, radius)
    body = IVORY if halves is not None else BACK
    if dim:
        body = QColor("#d8d6cc") if halves is not None else BACK.lighter(140)
    if ghost:
        body = QColor(255, 255, 255, 190)
    p.setBrush(body)
    edge = frame if frame is not None else body.darker(160)
    p.setPen(QPen(edge, unit * (0.09 if frame is not None else 0.03),
                  Qt.PenStyle.DashLine if ghost else Qt.PenStyle.SolidLine))
    p.drawRoundedRect(rect, radius, radius)
    if halves is None:  # the back: a lighter inner frame and a dot in the middle
        p.setPen(QPen(body.lighter(150), unit * 0.04))
        p.setBrush(Qt.BrushStyle.NoBrush)
        inset = unit * 0.16
        p.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius * 0.6, radius * 0.6)
        p.restore()
        return
    pip = PIP if not dim else QColor("#7d7b72")
    if ghost:
        pip = QColor(0, 0, 0, 170)
    # the dividing line and the brass pin in its middle
    p.setPen(QPen(pip, unit * 0.035))
    c = rect.center()
    if horizontal:
        p.drawLine(QPointF(c.x(), rect.top() + unit * 0.14), QPointF(c.x(), rect.bottom() - unit * 0.14))
        squares = (QRectF(rect.left(), rect.top(), rect.width() / 2, rect.height()),
                   QRectF(c.x(), rect.top(), rect.width() / 2, rect.height()))
    else:
        p.drawLine(QPointF(rect.left() + unit * 0.14, c.y()), QPointF(rect.right() - unit * 0.14, c.y()))
        squares = (QRectF(rect.left(), rect.top(), rect.width(), rect.height() / 2),
                   QRectF(rect.left(), c.y(), rect.width(), rect.height() / 2))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#b8913a") if not ghost else pip)
    p.drawEllipse(c, unit * 0.05, unit * 0.05)
    p.setBrush(pip)
    r = unit * 0.075
    for square, value in zip(squares, halves):
        for fx, fy in PIPS.get(value, []):
            if horizontal:  # a lying tile shows its sixes as two rows of three
                fx, fy = fy, fx
            fx = 0.5 + (fx - 0.5) * 1.08
            fy = 0.5 + (fy - 0.5) * 1.08
            p.drawEllipse(QPointF(square.x() + fx * square.width(), square.y() + fy * square.height()), r, r)
    p.restore()


_PIXMAPS: dict = {}  # drawn tiles by size and look: a tile is painted once, then copied


def tile_pixmap(width: int, height: int, halves: Optional[tuple[int, int]], dim: bool = False,
                frame: Optional[QColor] = None, ghost: bool = False, ratio: float = 1.0) -> tuple[QPixmap, int]:
    """A tile of ``width`` × ``height`` pixels painted by ``paint_tile`` on a transparent pixmap
    (kept for the next time), and the room around it for the shadow and the frame: draw it at the
    tile's top left corner less that room."""
    key = (width, height, halves, dim, frame.rgba() if frame is not None else None, ghost, ratio)
    found = _PIXMAPS.get(key)
    if found is not None:
        return found
    if len(_PIXMAPS) > 800:
        _PIXMAPS.clear()
    pad = int(min(width, height) * 0.12) + 2
    pm = QPixmap(max(1, round((width + 2 * pad) * ratio)), max(1, round((height + 2 * pad) * ratio)))
    pm.setDevicePixelRatio(ratio)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    paint_tile(p, QRectF(pad, pad, width, height), halves, dim=dim, frame=frame, ghost=ghost)
    p.end()
    _PIXMAPS[key] = (pm, pad)
    return pm, pad


def draw_tile(p: QPainter, rect: QRectF, halves: Optional[tuple[int, int]], dim: bool = False,
              frame: Optional[QColor] = None, ghost: bool = False) -> None:
    """``paint_tile`` through the pixmaps kept by ``tile_pixmap`` (whole pixels)."""
    ratio = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    pm, pad = tile_pixmap(max(1, round(rect.width())), max(1, round(rect.height())), halves, dim, frame, ghost, ratio)
    p.drawPixmap(QPointF(round(rect.x()) - pad, round(rect.y()) - pad), pm)


class DominoTable(QWidget):
    """The table: a layout scaled to the space available, the open ends marked with what they
    count, and (while a tile is being placed) the ends it may go to, which a click chooses."""

    end_clicked = Signal(str)  # an arm, or "centre"

    MAX_UNIT = 40.0  # the largest half-tile in pixels in a laptop's window (1366×700)
    MAX_UNIT_LARGE = 64.0  # ... and on a full-HD screen (1920×1080)

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 150)  # a laptop's screen: the tiles are drawn to the room there is
        self.layout_value = Layout()
        self.end_counts: dict[str, int] = {}
        self.scoring = False  # the ends' sum scores now
        self.targets: dict[str, Tile] = {}  # arm -> the tile that would go there (a choice offered)
        self.chosen: Optional[str] = None  # the end the keyboard points at
        self.fresh: Optional[Tile] = None  # the tile just played (drawn with a fading glow)
        self._glow = 0.0
        self._cache: tuple = ()
        self._arrangement = Arrangement()
        self._max_unit = self.MAX_UNIT
        self._transform_key: tuple = ()
        self._transform_value = (1.0, 0.0, 0.0)
        self._base: Optional[QPixmap] = None  # the felt and the tiles laid, painted once per change
        self._base_key: tuple = ()
        self._base_spots: frozenset = frozenset()
        self._overlay = QRegion()  # what was painted over the base last time (ends, offers, glow)
        self._watch = WindowWatch(self, self._rescale)
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(1.0)
        self._anim.setEndValue(0.0)
        self._anim.valueChanged.connect(self._glow_step)
        self.setMouseTracking(True)

    def sizeHint(self) -> QSize:
        return QSize(640, 400)

    def _rescale(self) -> None:
        unit = grown(self, self.MAX_UNIT, self.MAX_UNIT_LARGE)
        if unit != self._max_unit:
            self._max_unit = unit
            self.update()

    def set_layout(self, layout: Layout, end_counts: dict[str, int], scoring: bool) -> None:
        if layout == self.layout_value and end_counts == self.end_counts and scoring == self.scoring:
            return
        self.layout_value = layout
        self.end_counts = dict(end_counts)
        self.scoring = scoring
        self._update_changed()

    def set_targets(self, targets: dict[str, Tile], chosen: Optional[str] = None) -> None:
        if targets == self.targets and chosen == self.chosen:
            return
        self.targets = dict(targets)
        self.chosen = chosen
        self._update_changed()

    def _update_changed(self) -> None:
        """Asks for a repaint of only what changed: the tiles just laid, the ends' badges, the
        offered places and the glow, unless the whole table moved or was scaled."""
        if self._base is None or not self.isVisible():
            self.update()
            return
        key = self._layer_key()
        spots = self._spot_looks()
        if key != self._base_key or not self._base_spots <= spots:
            self.update()
            return
        region = QRegion(self._overlay)
        for spot, _sealed in spots - self._base_spots:
            region += self._dirty(self.to_pixels(spot.rect))
        region += self._overlay_region()
        self.update(region)

    def _dirty(self, r: QRectF) -> QRect:
        unit = self._transform()[0]
        grow = unit * 0.45 + 3
        return r.adjusted(-grow, -grow, grow, grow).toAlignedRect()

    def flash(self, tile_value: Tile, ms: int) -> None:
        """Makes the tile just played glow for ``ms`` milliseconds."""
        self.fresh = tile_value
        self._anim.stop()
        if ms <= 0:
            self._glow = 0.0
            return
        self._anim.setDuration(ms)
        self._anim.start()

    @property
    def animating(self) -> bool:
        return self._anim.state() == QVariantAnimation.State.Running

    def _glow_step(self, value) -> None:
        self._glow = float(value)
        r = self._fresh_rect()
        if r is None or self._base is None:
            self.update()
        else:
            self.update(self._dirty(r))

    def _fresh_rect(self) -> Optional[QRectF]:
        if self.fresh is None:
            return None
        spot = next((s for s in self.arrangement().spots if s.placed.tile == self.fresh), None)
        return self.to_pixels(spot.rect) if spot is not None else None

    # --- geometry in pixels ---------------------------------------------------------------------
    def arrangement(self) -> Arrangement:
        w, h = max(1, self.width()), max(1, self.height())
        key = (self.layout_value, w, h, self._max_unit)
        if self._cache != key:
            before = self._cache
            arr = None
            least = max(16.0, w / self._max_unit)
            if before and before[3] == key[3] and self._arrangement.spots \
                    and set(before[0].tiles()) <= set(self.layout_value.tiles()) \
                    and abs(max(0.3, min(w / h, 4.0)) / (self._arrangement.table[0] / self._arrangement.table[1]) - 1) \
                    < 0.12:
                # a tile laid, or a line of text more or less above or below: the table stays, or
                # grows from its size (more tiles never fit a smaller table)
                old = self._arrangement
                for grow in (1.0, 1.12, 1.12 ** 2, 1.12 ** 3):
                    arr = arrange_like(self.layout_value, old, grow)
                    if arr is not None:
                        break
                if arr is None:
                    arr = arrange(self.layout_value, w / h, max(least, old.table[0]), old.flipped)
            if arr is None:
                arr = arrange(self.layout_value, w / h, least)
            self._arrangement = arr
            self._cache = key
        return self._arrangement

    def _transform(self) -> tuple[float, float, float]:
        """(unit in pixels, x and y of the point 0,0): the table fills the widget, the origin
        stays in the middle unless the tiles need the room on one side."""
        arr = self.arrangement()
        key = (id(arr), self.width(), self.height(), self._max_unit)
        if self._transform_key != key:
            self._transform_value = self._compute_transform(arr)
            self._transform_key = key
        return self._transform_value

    def _compute_transform(self, arr: Arrangement) -> tuple[float, float, float]:
        margin = 10.0
        w, h = self.width() - 2 * margin, self.height() - 2 * margin
        width, height = arr.table
        x0, y0, x1, y1 = arr.bbox()
        unit = min(w / width, h / height, w / (x1 - x0), h / (y1 - y0), self._max_unit)
        ox = self.width() / 2
        oy = self.height() / 2
        ox += max(0.0, margin - (ox + x0 * unit)) - max(0.0, ox + x1 * unit - (self.width() - margin))
        oy += max(0.0, margin - (oy + y0 * unit)) - max(0.0, oy + y1 * unit - (self.height() - margin))
        return unit, ox, oy

    def to_pixels(self, r: Rect) -> QRectF:
        unit, ox, oy = self._transform()
        return QRectF(ox + r[0] * unit, oy + r[1] * unit, (r[2] - r[0]) * unit, (r[3] - r[1]) * unit)

    def target_rects(self) -> dict[str, QRectF]:
        """Where a click chooses each offered end, in pixels."""
        arr = self.arrangement()
        out = {}
        for arm in self.targets:
            if arm == CENTRE:
                unit, ox, oy = self._transform()
                out[arm] = QRectF(ox - unit, oy - unit / 2, 2 * unit, unit)
            elif arm in arr.ghosts:
                out[arm] = self.to_pixels(arr.ghosts[arm])
        return out

    # --- events -----------------------------------------------------------------------------------
    def mouseReleaseEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        pos = event.position()
        for arm, r in self.target_rects().items():
            if r.adjusted(-6, -6, 6, 6).contains(pos):
                self.end_clicked.emit(arm)
                return

    def mouseMoveEvent(self, event) -> None:
        over = any(r.contains(event.position()) for r in self.target_rects().values())
        self.setCursor(Qt.CursorShape.PointingHandCursor if over else Qt.CursorShape.ArrowCursor)

    # --- painting ---------------------------------------------------------------------------------
    def _sealed(self, spot: Spot) -> bool:
        return spot.arm in self.layout_value.sealed and spot.index == len(self.layout_value.arm(spot.arm)) - 1

    def _spot_looks(self) -> frozenset:
        return frozenset((s, self._sealed(s)) for s in self.arrangement().spots)

    def _layer_key(self) -> tuple:
        return (self.width(), self.height(), self.devicePixelRatioF(), self._transform())

    def _paint_spot(self, p: QPainter, spot: Spot, sealed: bool, unit: float, frame: Optional[QColor] = None) -> None:
        gap = unit * 0.035
        r = self.to_pixels(spot.rect).adjusted(gap, gap, -gap, -gap)
        draw_tile(p, r, None if sealed else spot.halves, frame=frame)  # a sealing double lies face down

    def _base_layer(self) -> QPixmap:
        """The felt and every tile laid: painted whole when the table moves or is scaled, else
        only the tiles laid since are added."""
        key = self._layer_key()
        spots = self._spot_looks()
        unit = key[3][0]
        if self._base is not None and key == self._base_key and self._base_spots <= spots:
            new = spots - self._base_spots
            if new:
                p = QPainter(self._base)
                for spot, sealed in sorted(new, key=lambda x: (ARMS.index(x[0].arm) if x[0].arm in ARMS else -1,
                                                               x[0].index)):
                    self._paint_spot(p, spot, sealed, unit)
                p.end()
            self._base_spots = spots
            return self._base
        ratio = self.devicePixelRatioF()
        pm = QPixmap(max(1, round(self.width() * ratio)), max(1, round(self.height() * ratio)))
        pm.setDevicePixelRatio(ratio)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        grad = QLinearGradient(0, 0, 0, self.height())
        grad.setColorAt(0, FELT.lighter(112))
        grad.setColorAt(1, FELT.darker(115))
        p.setPen(QPen(FELT.darker(160), 3))
        p.setBrush(grad)
        p.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 14, 14)
        for spot in self.arrangement().spots:
            self._paint_spot(p, spot, self._sealed(spot), unit)
        p.end()
        self._base, self._base_key, self._base_spots = pm, key, spots
        return pm

    def _badges(self, arr: Arrangement, unit: float) -> dict[str, QRectF]:
        out = {}
        for arm in self.end_counts:
            if arm not in arr.ghost_first or arm in self.targets:
                continue
            r = self.to_pixels(arr.ghost_first[arm])
            size = max(18.0, min(unit * 0.95, 40.0 * self._max_unit / self.MAX_UNIT))
            out[arm] = QRectF(r.center().x() - size / 2, r.center().y() - size / 2, size, size)
        return out

    def _overlay_region(self) -> QRegion:
        """Where the things painted over the base lie now."""
        arr = self.arrangement()
        unit = self._transform()[0]
        region = QRegion()
        for r in list(self._badges(arr, unit).values()) + list(self.target_rects().values()):
            region += self._dirty(r)
        fresh = self._fresh_rect()
        if fresh is not None and self._glow > 0:
            region += self._dirty(fresh)
        return region

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        arr = self.arrangement()
        unit, ox, oy = self._transform()
        p.drawPixmap(event.rect(), self._base_layer(), QRectF(event.rect()).toRect()
                     if self.devicePixelRatioF() == 1 else self._scaled(event.rect()))
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.fresh is not None and self._glow > 0:
            spot = next((s for s in arr.spots if s.placed.tile == self.fresh), None)
            if spot is not None:
                gap = unit * 0.035
                r = self.to_pixels(spot.rect).adjusted(gap, gap, -gap, -gap)
                glow = QColor(GOLD)
                glow.setAlphaF(min(1.0, self._glow))
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(glow)
                grow = unit * 0.35 * self._glow
                p.drawRoundedRect(r.adjusted(-grow, -grow, grow, grow), unit * 0.3, unit * 0.3)
                self._paint_spot(p, spot, self._sealed(spot), unit, GOLD)
        self._paint_ends(p, arr, unit)
        gap = unit * 0.035
        for arm, r in self.target_rects().items():
            value = self.targets[arm]
            halves = self._ghost_halves(arr, arm, value)
            frame = GOLD if arm == self.chosen or len(self.targets) == 1 else QColor("#ffffff")
            draw_tile(p, r.adjusted(gap, gap, -gap, -gap), halves, frame=frame, ghost=True)
        p.end()
        self._overlay = self._overlay_region()

    def _scaled(self, r: QRect) -> QRect:
        k = self.devicePixelRatioF()
        return QRect(round(r.x() * k), round(r.y() * k), round(r.width() * k), round(r.height() * k))

    def _ghost_halves(self, arr: Arrangement, arm: str, value: Tile) -> tuple[int, int]:
        """The offered tile as it would lie at that end (its matching half towards the line)."""
        if arm == CENTRE or arm not in arr.ghosts:
            return value
        rect, first = arr.ghosts[arm], arr.ghost_first[arm]
        end = next((e for e in self.layout_value.open_ends() if e.arm == arm), None)
        inner = end.value if end is not None and end.value in value else value[0]
        outer = value[1] if value[0] == inner else value[0]
        first_is_left_or_top = first[0] <= rect[0] + _EPS and first[1] <= rect[1] + _EPS
        return (inner, outer) if first_is_left_or_top else (outer, inner)

    def _paint_ends(self, p: QPainter, arr: Arrangement, unit: float) -> None:
        """A badge at every open end with what it counts; green while the sum scores."""
        colour = GREEN if self.scoring else GOLD
        f = p.font()
        for arm, badge in self._badges(arr, unit).items():
            count = self.end_counts[arm]
            size = badge.width()
            p.setPen(QPen(QColor("#1d1d1d"), 1.5))
            p.setBrush(colour)
            p.drawEllipse(badge)
            f.setPixelSize(int(size * 0.55))
            f.setBold(True)
            p.setFont(f)
            p.setPen(QColor("#1d1d1d"))
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(count))


class DominoHand(QWidget):
    """A row of standing tiles: a person's hand. Playable tiles stand up, green-framed; the others
    are greyed while the person chooses; the chosen tile is lifted and framed in gold."""

    tile_clicked = Signal(int)

    def __init__(self, parent: Optional[QWidget] = None, height: int = 110, large: Optional[int] = None):
        """``height`` in a laptop's window (1366×700), ``large`` on a full-HD screen (1920×1080;
        by default 1.5 times ``height``): the hand grows with the window."""
        super().__init__(parent)
        self.tiles: tuple[Tile, ...] = ()
        self.playable: set[int] = set()
        self.selected: Optional[int] = None
        self.choosing = False
        self._small = height
        self._large = large if large is not None else round(height * 1.5)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(height)
        self._watch = WindowWatch(self, self._rescale)

    def _rescale(self) -> None:
        h = round(grown(self, self._small, self._large))
        if h != self.height():
            self.setFixedHeight(h)

    def set_hand(self, tiles: Sequence[Tile], playable: Sequence[int] = (), selected: Optional[int] = None,
                 choosing: bool = False) -> None:
        self.tiles = tuple(tiles)
        self.playable = set(playable)
        self.selected = selected
        self.choosing = choosing
        self.update()

    def tile_rects(self) -> list[QRectF]:
        n = len(self.tiles)
        if n == 0:
            return []
        lift = self.height() * 0.12
        th = self.height() - lift - 6
        tw = th / 2
        gap = tw * 0.18
        if n * (tw + gap) > self.width() - 8:
            tw = (self.width() - 8) / n / 1.18
            gap = tw * 0.18
            th = 2 * tw
        total = n * tw + (n - 1) * gap
        x = (self.width() - total) / 2
        y = lift + 2 + (self.height() - lift - 6 - th) / 2
        rects = []
        for i in range(n):
            up = lift if i == self.selected else (lift * 0.4 if self.choosing and i in self.playable else 0)
            rects.append(QRectF(x + i * (tw + gap), y - up, tw, th))
        return rects

    def mouseReleaseEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not self.tiles:
            return
        for i, r in enumerate(self.tile_rects()):
            if r.contains(event.position()):
                self.tile_clicked.emit(i)
                return

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        for i, r in enumerate(self.tile_rects()):
            frame = None
            if i == self.selected:
                frame = GOLD
            elif self.choosing and i in self.playable:
                frame = GREEN
            draw_tile(p, r, self.tiles[i], dim=self.choosing and i not in self.playable, frame=frame)
        p.end()


class TilePile(QWidget):
    """Tiles seen from the back with their number (another player's hand, the boneyard) under a
    caption; or, when the hands are shown at the end of a round, the tiles face up."""

    def __init__(self, parent: Optional[QWidget] = None, tile_height: int = 28, large: Optional[int] = None):
        """``tile_height`` in a laptop's window (1366×700), ``large`` on a full-HD screen
        (1920×1080; by default 1.4 times it): the pile and its text grow with the window."""
        super().__init__(parent)
        self.caption = ""
        self.count = 0
        self.faces: Optional[tuple[Tile, ...]] = None
        self.active = False
        self._small = tile_height
        self._large = large if large is not None else round(tile_height * 1.4)
        self._th = 0
        self._set_tile_height(tile_height)
        self._watch = WindowWatch(self, lambda: self._set_tile_height(round(grown(self, self._small, self._large))))

    def _set_tile_height(self, th: int) -> None:
        if th == self._th:
            return
        self._th = th
        self.setFixedHeight(th + 22)
        self.setFixedWidth(round(176 * th / 28))

    def set_pile(self, caption: str, count: int, faces: Optional[Sequence[Tile]] = None, active: bool = False) -> None:
        self.caption = caption
        self.count = count
        self.faces = tuple(faces) if faces is not None else None
        self.active = active
        self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        f = p.font()
        f.setBold(self.active)
        p.setFont(f)
        p.setPen(self.palette().windowText().color())
        text = p.fontMetrics().elidedText(("▶ " if self.active else "") + self.caption, Qt.TextElideMode.ElideRight,
                                          self.width())
        p.drawText(QRectF(0, 0, self.width(), 18), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        n = len(self.faces) if self.faces is not None else self.count
        tw = self._th / 2
        room = self.width() - tw - 36  # the number goes after the tiles
        step = min(tw * (1.15 if self.faces is not None else 0.55), room / max(1, n - 1))
        for i in range(n):
            draw_tile(p, QRectF(2 + i * step, 20, tw, self._th), self.faces[i] if self.faces is not None else None)
        f.setBold(True)
        f.setPixelSize(int(self._th * 0.6))
        p.setFont(f)
        x = 2 + max(0, n - 1) * step + tw + 6 if n else 2
        p.drawText(QRectF(x, 20, 40, self._th), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, str(n))
        p.end()


# --- the game view ---------------------------------------------------------------------------------
class DominoGameView(GameView):
    """A domino game's view over the domino rules protocol: the table, the person's hand, the other
    hands face down, the boneyard, the sum of the ends, the score table and the buttons.

    A tile that fits one end is played by a click; a tile that fits several is chosen first, then
    an end (a click on a glowing place on the table, or a button). Keys: ←/→ choose a tile, ↑/↓ an
    end, Enter plays, D draws from the boneyard, P passes.
    """

    tr = tr_with_base("DominoGameView")  # the games' views are subclasses (CrossView, MugginsView)

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self._selected: Optional[Tile] = None
        self._end_index = 0
        self._plays: dict[Tile, list[Action]] = {}
        self._others: list[Action] = []
        self._seen_tiles: Optional[frozenset] = None
        self._sheet_key = None
        self._ends_scoring = False  # the ends' sum is shown in green (it scores)

        self.piles_box = QVBoxLayout()
        self._piles: dict[int, TilePile] = {}
        self.boneyard = TilePile(self)
        self.ends_label = QLabel(self)
        self.ends_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        enlarge(self.ends_label, 4, bold=True)
        self.table = DominoTable(self)
        self.table.end_clicked.connect(self._end_clicked)
        self.event_label = QLabel(self)
        self.event_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.event_label.setWordWrap(True)
        self.event_label.setStyleSheet("color: #1f6f3f;")
        enlarge(self.event_label, 1, bold=True)
        self.prompt = QLabel(self)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.prompt.setWordWrap(True)
        enlarge(self.prompt, 3)
        self._text_watch = grow_text(self, self.ends_label, self.event_label, self.prompt)  # with the window
        self.hand = DominoHand(self, height=92)
        self.hand.tile_clicked.connect(self._tile_clicked)

        self.end_buttons: list[QPushButton] = []
        self.ends_row = QHBoxLayout()
        self.draw_button = QPushButton(self)
        self.pass_button = QPushButton(self)
        self.other_buttons: list[QPushButton] = []
        self.others_row = QHBoxLayout()
        for b in (self.draw_button, self.pass_button):
            b.setMinimumHeight(38)
            enlarge(b, 3, bold=True)
        self.draw_button.clicked.connect(lambda: self._emit_verb("draw"))
        self.pass_button.clicked.connect(lambda: self._emit_verb("pass"))
        self.buttons_row = QWidget(self)  # always its height: the table does not jump as buttons come and go
        self.buttons_row.setFixedHeight(42)
        buttons = QHBoxLayout(self.buttons_row)
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.addStretch(1)
        buttons.addLayout(self.ends_row)
        buttons.addLayout(self.others_row)
        buttons.addWidget(self.draw_button)
        buttons.addWidget(self.pass_button)
        buttons.addStretch(1)

        self.sheet_title = QLabel(self)
        enlarge(self.sheet_title, 1, bold=True)
        self.sheet = ScoreSheet(self)
        self.sheet.table.setFont(self.font())  # compact: the table must fit beside the other hands
        self.sheet.table.horizontalHeader().setFont(self.font())
        self.sheet.table.verticalHeader().setFont(self.font())
        self.sheet.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.sheet.table.horizontalHeader().setMinimumSectionSize(40)
        self.sheet.table.horizontalHeader().setStretchLastSection(True)
        self.sheet.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.sheet.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        keys = [(Qt.Key.Key_Left, lambda: self._step_tile(-1)), (Qt.Key.Key_Right, lambda: self._step_tile(1)),
                (Qt.Key.Key_Up, lambda: self._step_end(-1)), (Qt.Key.Key_Down, lambda: self._step_end(1)),
                (Qt.Key.Key_Return, self._enter), (Qt.Key.Key_Enter, self._enter),
                (Qt.Key.Key_D, lambda: self._key_verb("draw")), (Qt.Key.Key_P, lambda: self._key_verb("pass"))]
        for k, fn in keys:
            self.add_shortcut(k, fn)

        piles = QVBoxLayout()
        piles.setSpacing(2)
        piles.addLayout(self.piles_box)
        piles.addWidget(self.boneyard)
        piles.addStretch(1)
        sheet = QVBoxLayout()
        sheet.setSpacing(2)
        sheet.addWidget(self.sheet_title)
        sheet.addWidget(self.sheet)
        sheet.addStretch(1)
        band = QHBoxLayout()
        band.addLayout(piles)
        band.addLayout(sheet, 1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        lay.addLayout(band)
        lay.addWidget(self.ends_label)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.event_label)
        lay.addWidget(self.prompt)
        lay.addWidget(self.hand)
        lay.addWidget(self.buttons_row)
        self.retranslate()

    def sizeHint(self) -> QSize:
        return QSize(860, 660)  # the table wants the room; the match screen's side panel needs less

    # --- protocol with the match screen --------------------------------------------------------
    def setup(self, snapshot) -> None:
        self._seen_tiles = None
        self._sheet_key = None
        self.clear_layout(self.piles_box)
        self._piles = {}
        for seat in range(len(snapshot.players)):
            pile = TilePile(self)
            self._piles[seat] = pile
            self.piles_box.addWidget(pile)

    def retranslate(self) -> None:
        self.draw_button.setText(self.tr("Draw from the boneyard  [D]"))
        self.draw_button.setToolTip(self.tr("Take a tile from the boneyard"))
        self.pass_button.setText(self.tr("Pass  [P]"))
        self.pass_button.setToolTip(self.tr("No tile fits and there is nothing to draw: the turn passes on"))
        super().retranslate()

    def animate(self, entry, ms: int) -> None:
        """Chance events (the deal) need no animation of their own: the new hands simply show."""
        self.refresh()

    def draw(self, c: Snapshot) -> None:
        rules = c.rules
        visible = c.state
        layout = rules.layout(visible)
        mine = c.may_act
        legal = c.legal
        self._plays = {}
        self._others = []
        for a in legal:
            if a.verb == "play":
                self._plays.setdefault(parse_tile(str(a.args[0])), []).append(a)
            elif a.verb not in ("draw", "pass"):
                self._others.append(a)
        verbs = {a.verb for a in legal}
        if self._selected not in self._plays:
            self._selected = None
            self._end_index = 0
        self.enable_shortcuts(mine)

        self._refresh_piles(visible)
        self._refresh_table(visible, layout)
        viewer = c.viewer
        hand = rules.hand(visible, viewer) if viewer is not None and viewer >= 0 else None
        self.hand.setVisible(hand is not None)
        if hand is not None:
            playable = [i for i, tl in enumerate(hand) if tl in self._plays]
            selected = hand.index(self._selected) if self._selected in hand else None
            self.hand.set_hand(hand, playable, selected, choosing=mine)
        self.draw_button.setVisible("draw" in verbs)
        self.pass_button.setVisible("pass" in verbs)
        self._refresh_end_buttons()
        self._refresh_other_buttons()
        self.event_label.setText(self._last_entry())
        self.prompt.setText(self._prompt(verbs))
        self._refresh_sheet(visible)

    # --- parts of refresh ---------------------------------------------------------------------------
    def _refresh_piles(self, visible) -> None:
        c = self.snapshot
        rules = c.rules
        viewer = c.viewer
        mover = c.turn
        for seat, pile in self._piles.items():
            pile.setVisible(seat != viewer)
            faces = rules.hand(visible, seat)
            n = rules.hand_size(visible, seat)
            pile.set_pile(c.name(seat), n, faces, active=seat == mover)
        left = rules.boneyard_size(visible)
        self.boneyard.setVisible(left > 0 or len(self._piles) < 4)  # four hands of seven take all 28
        self.boneyard.set_pile(self.tr("Boneyard"), left)

    def _refresh_table(self, visible, layout: Layout) -> None:
        c = self.snapshot
        rules = c.rules
        counts = {e.arm: e.count for e in layout.open_ends()}
        scores = rules.scores_now(visible)
        self.table.set_layout(layout, counts, scores > 0)
        if layout.is_empty():
            self.ends_label.setText(self.tr("The table is empty"))
        else:
            total = rules.end_points(visible)
            parts = " + ".join(str(e.count) for e in layout.open_ends())
            text = self.tr("Ends: %1 = %2").replace("%1", parts).replace("%2", str(total))
            if scores > 0:
                text += "  —  " + self.tr("scores %1!").replace("%1", str(scores))
            self.ends_label.setText(text)
        self._colour_ends(scores > 0)
        tiles = frozenset(layout.tiles())
        new = tiles - self._seen_tiles if self._seen_tiles is not None else frozenset()
        if len(new) == 1 and len(tiles) == len(self._seen_tiles) + 1:
            self.table.flash(next(iter(new)), c.animation_ms + 300 if c.animation_ms else 0)
        self._seen_tiles = tiles
        self._refresh_targets()

    SCORING_TEXT = QColor("#1f7a3f")  # the ends' sum while it scores

    def _colour_ends(self, scoring: bool) -> None:
        """The ends' sum in green while it scores. A colour of the label's palette, not a style
        sheet: the sum scores and stops scoring every few moves, and a new style sheet polishes
        the label again and lays the window out again."""
        if scoring == self._ends_scoring:
            return
        self._ends_scoring = scoring
        palette = QPalette(self.palette())
        if scoring:
            palette.setColor(QPalette.ColorRole.WindowText, self.SCORING_TEXT)
        self.ends_label.setPalette(palette)

    def _refresh_targets(self) -> None:
        if self._selected is None:
            self.table.set_targets({})
            return
        ends = [self._arm_of(a) for a in self._plays[self._selected]]
        chosen = ends[self._end_index % len(ends)]
        self.table.set_targets({arm: self._selected for arm in ends}, chosen)

    def _refresh_end_buttons(self) -> None:
        for b in self.end_buttons:
            self.ends_row.removeWidget(b)
            b.hide()
            b.deleteLater()
        self.end_buttons = []
        if self._selected is None or len(self._plays[self._selected]) < 2:
            return
        for i, a in enumerate(self._plays[self._selected]):
            b = QPushButton(self._end_text(a), self)
            b.setMinimumHeight(38)
            enlarge(b, 3, bold=i == self._end_index % len(self._plays[self._selected]))
            b.clicked.connect(lambda _=False, a=a: self._emit(a))
            self.ends_row.addWidget(b)
            self.end_buttons.append(b)

    def _refresh_other_buttons(self) -> None:
        for b in self.other_buttons:
            self.others_row.removeWidget(b)
            b.hide()
            b.deleteLater()
        self.other_buttons = []
        for a in self._others:
            enter = len(self._others) == 1 and not self._plays  # Enter presses it
            b = QPushButton(self._verb_text(a) + ("  [Enter]" if enter else ""), self)
            b.setMinimumHeight(38)
            b.setObjectName("primary")
            enlarge(b, 3, bold=True)
            b.clicked.connect(lambda _=False, a=a: self._emit(a))
            self.others_row.addWidget(b)
            self.other_buttons.append(b)

    def _refresh_sheet(self, visible) -> None:
        """The score table: a row per player; a column for the last finished round, one for the
        rounds before it (summed, so that the table never needs scrolling), the round being
        played (pale) and the running total (bold)."""
        c = self.snapshot
        rules = c.rules
        n = len(c.players)
        history = rules.score_history(visible)
        lines, columns, kinds = [], [], []
        if len(history) > 1:
            lines.append(tuple(sum(col) for col in zip(*history[:-1])))
            columns.append("1" if len(history) == 2 else f"1–{len(history) - 1}")
            kinds.append("")
        if history:
            lines.append(history[-1])
            columns.append(str(len(history)))
            kinds.append("")
        if not c.over:
            lines.append(rules.round_scores(visible))
            columns.append(self.tr("now"))
            kinds.append("offer")
        lines.append(rules.match_scores(visible))
        columns.append(self.tr("Total"))
        kinds.append("total")
        cells = {}
        for col, (line, kind) in enumerate(zip(lines, kinds)):
            for seat, v in enumerate(line):
                cells[(seat, col)] = Cell(str(v), kind or ("zero" if v == 0 else ""))
        mover = c.turn
        names = [c.name(i) for i in range(n)]
        key = (names, columns, cells, mover)
        before = self._sheet_key
        if key == before:  # most moves change no number of the table
            pass
        elif before is not None and before[0] == names and before[1] == columns and before[3] == mover:
            self._sheet_key = key  # the same rows and columns: only the boxes that changed are written
            table = self.sheet.table
            for where, cell in cells.items():
                if before[2].get(where) != cell:
                    self.sheet._cells[where] = cell
                    table.setItem(where[0], where[1], self.sheet._item(cell, where[0] == mover, False, where))
        elif before is not None and before[0] == names and before[1] == columns:
            # another player's turn (the bold row): the sheet writes the boxes that changed; the
            # row names and the sheet's height stay
            self._sheet_key = key
            self.sheet.set_sheet(names, columns, cells, bold_rows=(mover,) if mover is not None else ())
        else:
            self._sheet_key = key
            self.sheet.set_sheet(names, columns, cells, bold_rows=(mover,) if mover is not None else ())
            self._fit_row_names(names)
            self.sheet.setFixedHeight(self.sheet._rows_height(22))  # the sheet draws its rows to this height
        self.sheet_title.setText(self.tr("Points by round (to %1)").replace("%1", str(rules.target(visible))))

    ROW_NAME_CHARS = 22  # a long name is cut to about this many characters, whole in its tooltip

    def _fit_row_names(self, names: list[str]) -> None:
        """The players' names at the rows' heads: a long one cut with "…" (the whole name in its
        tooltip), and the heads as wide as the names shown, so that none is clipped."""
        header = self.sheet.table.verticalHeader()
        font = QFont(header.font())  # the sheet may yet enlarge its text to its rows: measure at the largest
        font.setPointSizeF(max(header.font().pointSizeF(), self.sheet.table.font().pointSizeF(),
                               self.sheet._point or 0.0))
        fm = QFontMetrics(font)
        limit = fm.horizontalAdvance("M") * self.ROW_NAME_CHARS * 0.7
        widest = 0
        for row, name in enumerate(names):
            item = self.sheet.table.verticalHeaderItem(row)
            if item is None:
                continue
            shown = fm.elidedText(name, Qt.TextElideMode.ElideRight, round(limit))
            item.setText(shown)
            item.setToolTip(name)
            widest = max(widest, fm.horizontalAdvance(shown))
        header.setMinimumWidth(widest + 14)

    def _prompt(self, verbs: set) -> str:
        c = self.snapshot
        if not c.may_act:
            return ""
        name = c.name(c.acting)
        if self._selected is not None and len(self._plays[self._selected]) > 1:
            return self.tr("%1: where should %2 go? Click a glowing place on the table or a button below (↑/↓ and Enter).") \
                .replace("%1", name).replace("%2", tile_text(self._selected))
        if self._plays:
            return self.tr("%1: play a tile — the framed ones fit (click, or ←/→ and Enter).").replace("%1", name)
        if "draw" in verbs:
            return self.tr("%1: no tile fits — draw one from the boneyard (D).").replace("%1", name)
        if "pass" in verbs:
            return self.tr("%1: no tile fits — pass (P).").replace("%1", name)
        if self._others:
            return self.tr("%1: press «%2» to go on.").replace("%1", name).replace("%2", self._verb_text(self._others[0]))
        return ""

    # --- texts for actions ---------------------------------------------------------------------------
    def _arm_of(self, action: Action) -> str:
        return str(action.args[1]) if len(action.args) > 1 else CENTRE

    def _end_text(self, action: Action) -> str:
        """A button for one way of playing the chosen tile: "Play left", "Play 6:6 right + 0:0 left",
        "Play right, face down"."""
        args = [str(a) for a in action.args]
        where = lambda arm: t(ARM_NAMES[arm]) if arm in ARM_NAMES else self.tr("in the centre")
        if len(args) >= 4:
            return self.tr("Play %1 %2 + %3 %4").replace("%1", args[0]).replace("%2", where(args[1])) \
                .replace("%3", args[2]).replace("%4", where(args[3]))
        text = self.tr("Play %1").replace("%1", where(args[1]))
        if len(args) == 3:
            text = self.tr("%1, face down").replace("%1", text)
        return text

    def _verb_text(self, action: Action) -> str:
        if action.verb == "next":
            return self.tr("Next round")
        return action.notation

    def _last_entry(self) -> str:
        """What the last action brought about, as the match log says it ("Anna: plays 5:3 left …")."""
        c = self.snapshot
        entry = c.last_entry
        if entry is None:
            return ""
        text = self._named(t(entry.text))
        return f"{c.name(entry.actor)}: {text}" if entry.actor >= 0 and text else text

    def _named(self, text: str) -> str:
        """The rules refer to seats (``seat_ref``); the screen says the players' names."""
        return name_seats(text, self.snapshot.names)

    # --- choosing -------------------------------------------------------------------------------------
    def _emit(self, action: Action) -> None:
        self._selected = None
        self._end_index = 0
        self.table.set_targets({})
        self.action_chosen.emit(action)

    def _emit_verb(self, verb: str) -> None:
        self._emit(Action(verb))

    def _key_verb(self, verb: str) -> None:
        button = self.draw_button if verb == "draw" else self.pass_button
        self.press(button)

    def _tile_clicked(self, index: int) -> None:
        if not self.may_act:
            return
        tile_value = self.hand.tiles[index]
        plays = self._plays.get(tile_value)
        if not plays:
            return
        if len(plays) == 1:
            self._emit(plays[0])
            return
        if self._selected == tile_value:
            self._end_index += 1
        else:
            self._selected, self._end_index = tile_value, 0
        self.refresh()

    def _end_clicked(self, arm: str) -> None:
        if self._selected is None:
            return
        for a in self._plays.get(self._selected, []):
            if self._arm_of(a) == arm:
                self._emit(a)
                return

    def _step_tile(self, step: int) -> None:
        if not self.isVisible():
            return
        playable = [tl for tl in self.hand.tiles if tl in self._plays]
        if not playable:
            return
        if self._selected in playable:
            self._selected = playable[(playable.index(self._selected) + step) % len(playable)]
        else:
            self._selected = playable[0 if step > 0 else -1]
        self._end_index = 0
        self.refresh()

    def _step_end(self, step: int) -> None:
        if self.isVisible() and self._selected is not None:
            self._end_index += step
            self.refresh()

    def _enter(self) -> None:
        if not self.isVisible():
            return
        if self._selected is not None:
            plays = self._plays[self._selected]
            self._emit(plays[self._end_index % len(plays)])
        elif len(self._others) == 1 and not self._plays:
            self._emit(self._others[0])


__all__ = ["Arrangement", "DominoGameView", "DominoHand", "DominoTable", "Spot", "TilePile", "arrange", "arrange_like",
           "draw_tile", "paint_tile", "tile_pixmap"]
