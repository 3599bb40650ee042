"""Dice drawn with QPainter: a die face, and a tray of dice with a rolling animation.

Shared by every dice game: colours per die (the red die of Pig, the five colours of Golden
General), held dice (Yacht, poker) marked and toggled by a click, special dice faces later.
"""

from __future__ import annotations

import random
from typing import Optional, Sequence

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QWidget

PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}

COLOURS = {
    "white": (QColor("#fbfbf8"), QColor("#222222")),
    "red": (QColor("#d23a32"), QColor("#ffffff")),
    "green": (QColor("#2f9a4f"), QColor("#ffffff")),
    "blue": (QColor("#2f64c0"), QColor("#ffffff")),
    "yellow": (QColor("#f2c230"), QColor("#222222")),
    "black": (QColor("#2a2a2a"), QColor("#ffffff")),
}


# The sizes of dice and tiles follow the window: a view names a size for a laptop's window
# (1366×700, a 1366×768 screen less its task bar) and one for a full-HD screen's (1920×1080); in
# between the size is interpolated, below the first and above the second it stays put.
SMALL_WINDOW = (1366, 700)
LARGE_WINDOW = (1920, 1080)


def window_growth(widget: QWidget) -> float:
    """How far ``widget``'s window is from a laptop's (0.0) to a full-HD screen's (1.0), by the
    narrower of its width and height; 0 for a widget not yet in a window."""
    win = widget.window()
    if win is widget and not widget.isWindow():
        return 0.0
    w, h = win.width(), win.height()
    fw = (w - SMALL_WINDOW[0]) / (LARGE_WINDOW[0] - SMALL_WINDOW[0])
    fh = (h - SMALL_WINDOW[1]) / (LARGE_WINDOW[1] - SMALL_WINDOW[1])
    return max(0.0, min(1.0, fw, fh))


def grown(widget: QWidget, small: float, large: float) -> float:
    """A size: ``small`` in a laptop's window, ``large`` on a full-HD screen, in between between."""
    return small + (large - small) * window_growth(widget)


class WindowWatch(QObject):
    """Calls ``callback`` when the window its owner lies in is resized (and when the owner is
    first shown in a window): sizes that follow the window's, not the owner's own."""

    def __init__(self, owner: QWidget, callback):
        super().__init__(owner)
        self._owner = owner
        self._callback = callback
        self._window: Optional[QWidget] = None
        owner.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        kind = event.type()
        if obj is self._owner:
            if kind in (QEvent.Type.Show, QEvent.Type.ParentChange):
                self._attach()
        elif kind == QEvent.Type.Resize:
            self._callback()
        return False

    def _attach(self) -> None:
        win = self._owner.window()
        if win is self._window:
            return
        if self._window is not None:
            try:
                self._window.removeEventFilter(self)
            except RuntimeError:  # the old window is gone
                pass
        self._window = win if win is not self._owner else None
        if self._window is not None:
            self._window.installEventFilter(self)
        self._callback()


def grow_text(owner: QWidget, *widgets: QWidget, large: float = 1.3) -> WindowWatch:
    """The text of ``widgets`` grows with ``owner``'s window as the dice and tiles do: its size
    now in a laptop's window, ``large`` times it on a full-HD screen."""
    base = [w.font().pointSizeF() for w in widgets]

    def rescale() -> None:
        k = 1 + (large - 1) * window_growth(owner)
        for w, point in zip(widgets, base):
            if point > 0 and abs(w.font().pointSizeF() - point * k) > 0.05:
                f = w.font()
                f.setPointSizeF(point * k)
                w.setFont(f)

    return WindowWatch(owner, rescale)


def paint_die(p: QPainter, rect: QRectF, value: Optional[int], colour: str = "white",
              held: bool = False, dim: bool = False) -> None:
    body, pip = COLOURS.get(colour, COLOURS["white"])
    if dim:
        body = body.lighter(130)
    radius = rect.width() * 0.16
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    shadow = rect.translated(rect.width() * 0.03, rect.width() * 0.04)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 60))
    p.drawRoundedRect(shadow, radius, radius)
    p.setBrush(body)
    p.setPen(QPen(QColor("#f0b400") if held else body.darker(150), rect.width() * (0.06 if held else 0.025)))
    p.drawRoundedRect(rect, radius, radius)
    if value in PIPS:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(pip)
        r = rect.width() * 0.085
        for fx, fy in PIPS[value]:
            p.drawEllipse(QPointF(rect.x() + fx * rect.width(), rect.y() + fy * rect.height()), r, r)
    elif value is None:
        p.setPen(QPen(pip, rect.width() * 0.04))
        f = p.font()
        f.setPixelSize(int(rect.height() * 0.5))
        p.setFont(f)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")


# A die's picture, painted once (antialiased, with its shadow) for each look and size and then only
# copied: a throw or an entry repaints dice without drawing them again.
_PICTURES: dict[tuple, QPixmap] = {}
_PICTURES_MAX = 512  # a few hundred looks at most in practice (6 values, 6 colours, held, dim, sizes)


def die_picture(value: Optional[int], colour: str, held: bool, dim: bool, width: int, height: int,
                ratio: float = 1.0) -> QPixmap:
    """The picture of a die of ``width``×``height`` pixels (as DieFace paints it), from the cache."""
    key = (value, colour, held, dim, width, height, ratio)
    picture = _PICTURES.get(key)
    if picture is None:
        if len(_PICTURES) >= _PICTURES_MAX:
            _PICTURES.clear()
        picture = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        p = QPainter(picture)
        m = width * 0.08
        paint_die(p, QRectF(m, m, width - 2.4 * m, height - 2.4 * m), value, colour, held, dim)
        p.end()
        _PICTURES[key] = picture
    return picture


class DieFace(QWidget):
    """One die; a click emits ``clicked`` (used for holding dice)."""

    clicked = Signal()

    def __init__(self, colour: str = "white", parent: Optional[QWidget] = None, size: int = 72):
        super().__init__(parent)
        self.colour = colour
        self.value: Optional[int] = None
        self.held = False
        self.dim = False
        self._size = size
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFixedSize(size, size)

    def sizeHint(self) -> QSize:
        return QSize(self._size, self._size)

    def set_size(self, size: int) -> None:
        if size != self._size:
            self._size = size
            self.setFixedSize(size, size)

    def set_value(self, value: Optional[int]) -> None:
        self.value = value
        self.show_changes()

    def show_changes(self) -> None:
        """Repaints the die if what it shows (value, colour, held, dim) changed since it was last
        painted: a view redrawing after every action repaints only the dice that changed."""
        if self._look() != self._painted:
            self.update()

    def _look(self) -> tuple:
        return self.value, self.colour, self.held, self.dim

    _painted: Optional[tuple] = None  # the look last painted

    def paintEvent(self, event) -> None:
        self._painted = self._look()
        p = QPainter(self)
        p.drawPixmap(0, 0, die_picture(self.value, self.colour, self.held, self.dim, self.width(), self.height(),
                                       self.devicePixelRatioF()))
        p.end()

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()


class DiceTray(QWidget):
    """A row of dice with a short rolling animation before the thrown values show."""

    rolled = Signal()  # the animation has finished
    hold_toggled = Signal(int)
    die_size_changed = Signal(int)  # the dice grew or shrank with the window: a die's side in pixels

    FRAME_MS = 55

    def __init__(self, colours: Sequence[str] = ("red", "white"), parent: Optional[QWidget] = None, size: int = 84,
                 large: Optional[int] = None):
        """``size`` is a die's side in a laptop's window (1366×700), ``large`` on a full-HD screen
        (1920×1080; by default 1.5 times ``size``): the dice grow with the window, and never get
        wider together than the view they lie in."""
        super().__init__(parent)
        self._layout = QHBoxLayout(self)
        self._layout.setSpacing(14)
        self._small = size
        self._large = large if large is not None else round(size * 1.5)
        self._size = size
        self._watch = WindowWatch(self, self._rescale)
        self.dice: list[DieFace] = []
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._frame)
        self._frames_left = 0
        self._final: tuple[Optional[int], ...] = ()
        self._rng = random.Random()
        self.set_colours(colours)

    def set_colours(self, colours: Sequence[str]) -> None:
        if [d.colour for d in self.dice] == list(colours):
            return
        while self._layout.count():  # the old dice and stretches go (hidden at once, deleted later)
            item = self._layout.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        self.dice = []
        self._layout.addStretch(1)
        for i, c in enumerate(colours):
            d = DieFace(c, self, self._size)
            d.clicked.connect(lambda i=i: self.hold_toggled.emit(i))
            self._layout.addWidget(d)
            self.dice.append(d)
        self._layout.addStretch(1)
        self._rescale()

    @property
    def die_size(self) -> int:
        """A die's side in pixels now."""
        return self._size

    def _rescale(self) -> None:
        size = round(grown(self, self._small, self._large))
        n = max(1, len(self.dice))
        m = self._layout.contentsMargins()
        parent = self.parentWidget()
        room = (parent.width() if parent is not None else self.width()) - m.left() - m.right() \
            - self._layout.spacing() * (n + 1)
        if self.isVisible() and room > 0:
            size = min(size, max(self._small, room // n))  # never wider than the view they lie in
        if size == self._size and all(d.width() == size for d in self.dice):
            return
        self._size = size
        for d in self.dice:
            d.set_size(size)
        self.die_size_changed.emit(size)

    def show_values(self, values: Sequence[Optional[int]], dim: bool = False) -> None:
        self._timer.stop()
        for d, v in zip(self.dice, values):
            d.dim = dim
            d.set_value(v)

    def values(self) -> tuple[Optional[int], ...]:
        return tuple(d.value for d in self.dice)

    def roll(self, final: Sequence[int], duration_ms: int = 450) -> None:
        """Tumbles the dice for ``duration_ms`` and then shows ``final``; emits ``rolled``."""
        self._final = tuple(final)
        self._frames_left = max(1, duration_ms // self.FRAME_MS)
        if duration_ms <= 0:
            self._finish()
            return
        self._timer.start(self.FRAME_MS)

    @property
    def animating(self) -> bool:
        return self._timer.isActive()

    def _frame(self) -> None:
        self._frames_left -= 1
        if self._frames_left <= 0:
            self._finish()
            return
        for d in self.dice:
            if d.held:  # kept dice lie still while the others tumble
                continue
            d.dim = False
            d.set_value(self._rng.randint(1, 6))

    def _finish(self) -> None:
        self._timer.stop()
        for d, v in zip(self.dice, self._final):
            d.dim = False
            d.set_value(v)
        self.rolled.emit()
