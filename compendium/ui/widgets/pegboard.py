"""The cribbage board: a wooden board with a track of holes for every player (or team), two pegs a
track that leapfrog each other as the score goes up.

The board lies across the window. A track is two rows of holes: out along the upper row from the
left, back along the lower one; a lap is 60 holes (30 a row, in groups of five) for a game to 61 or
121 (one or two laps) and 50 holes (25 a row) for a game to 151 (three laps). Every track starts in
its two start holes at the left, and the last lap ends next to them, at the game hole (the target:
61, 121 or 151), one for all the tracks. Its name and its score stand before each track in the
track's colour.

``set_scores([(front, back), ...])``: a track's two pegs show its score (the front peg) and the
score before it (the back peg). When a score goes up, the back peg jumps over the front one into
its new hole — the move animated (``animation_ms``; 0: at once) — so each peg keeps its identity
(``peg_scores``). The board never knows a rule: the game's view gives it the scores.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFontMetrics, QLinearGradient, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QSizePolicy, QWidget

from compendium.ui.widgets.dice import WindowWatch, grown

TARGETS = (61, 121, 151)
COLOURS = (QColor("#d62839"), QColor("#1f6fd6"), QColor("#2a9d47"))  # the tracks' pegs and names
WOOD_TOP, WOOD_BOTTOM = QColor("#c9965d"), QColor("#a8733f")
WOOD_EDGE = QColor("#6b4523")
HOLE = QColor("#3b2412")
GROUP = 5  # holes in a group
GROUP_GAP = 0.6  # the gap between groups, in holes
TRACK_GAP = 0.7  # the gap between tracks, in holes
SIDE = 1.5  # the start holes' and the game hole's columns, in holes


def lap_of(target: int) -> int:
    """The holes of a lap: 60 (a game to 61 or 121), 50 (a game to 151)."""
    return 60 if (target - 1) % 60 == 0 else 50


@dataclass(frozen=True)
class _Geometry:
    pitch: float  # from a hole to the next
    x0: float  # the left edge of the board
    y0: float  # its top edge
    width: float
    height: float
    label_x: float  # where the names start


class PegBoard(QWidget):
    """The cribbage board (see the module's text)."""

    def __init__(self, parent: Optional[QWidget] = None, names: Sequence[str] = ("", ""), target: int = 121,
                 row_height: int = 21, large: Optional[int] = None):
        """``row_height``: a row of holes in a laptop's window (1366×700), ``large`` on a full-HD
        screen (1920×1080; by default 1.45 times it): the board grows with the window."""
        super().__init__(parent)
        self.names: list[str] = []
        self.colours: list[QColor] = []
        self.target = 121
        self.pegs: list[list[int]] = []  # each track's two pegs: their scores
        self.animation_ms = 400
        self._small = row_height
        self._large = large if large is not None else round(row_height * 1.45)
        self._moving: Optional[tuple[int, int, QPointF]] = None  # track, peg, the hole it left
        self._progress = 1.0
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.valueChanged.connect(self._anim_step)
        self._anim.finished.connect(self._anim_done)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.set_target(target)
        self.set_tracks(names)
        self._watch = WindowWatch(self, self._rescale)

    # --- the public interface ---------------------------------------------------------------------
    def set_target(self, target: int) -> None:
        """The game hole: 61, 121 or 151 (any number above 1 works; a lap of 60 or 50 holes)."""
        self.target = max(2, int(target))
        self._describe()
        self.update()

    def set_tracks(self, names: Sequence[str], colours: Optional[Sequence] = None) -> None:
        """A track for each of 2–3 players or teams, named (``colours``: the pegs', by default red,
        blue, green). The pegs go back to the start when the number of tracks changes."""
        names = list(names)
        if len(names) != len(self.pegs):
            self.pegs = [[0, 0] for _ in names]
        self.names = names
        self.colours = [QColor(c) for c in colours] if colours else [COLOURS[i % len(COLOURS)] for i in range(len(names))]
        self._rescale()
        self._describe()
        self.update()

    def set_scores(self, scores: Sequence[tuple[int, int]], animate: bool = True) -> None:
        """Each track's (front, back) score. A track whose back score is where one of its pegs stands
        moves its other peg to the front score (leapfrogging, animated); otherwise both pegs are
        set at once."""
        scores = [(int(f), int(b)) for f, b in scores]
        if len(scores) != len(self.pegs):
            self.pegs = [[0, 0] for _ in scores]
        moved: Optional[tuple[int, int, QPointF]] = None
        for t, (front, back) in enumerate(scores):
            pegs = self.pegs[t]
            if sorted(pegs) == sorted((front, back)):
                continue
            if back in pegs:
                stay = 1 if pegs[1] == back else 0
                move = 1 - stay
                start = self.peg_center(t, move)
                pegs[move] = front
                moved = (t, move, start)
            else:
                self.pegs[t] = [front, back]
        self._anim.stop()
        self._moving = None
        self._progress = 1.0
        if moved is not None and animate and self.animation_ms > 0 and self.isVisible():
            self._moving = moved
            self._progress = 0.0
            self._anim.setDuration(self.animation_ms)
            self._anim.start()
        self._describe()
        self.update()

    def scores(self) -> list[tuple[int, int]]:
        """Each track's (front, back) score."""
        return [(max(p), min(p)) for p in self.pegs]

    def peg_scores(self, track: int) -> tuple[int, int]:
        """The scores of a track's two pegs, each peg in its own place (peg 0, peg 1)."""
        return tuple(self.pegs[track])

    @property
    def animating(self) -> bool:
        return self._moving is not None

    # --- geometry -----------------------------------------------------------------------------------
    def lap(self) -> int:
        return lap_of(self.target)

    def columns(self) -> int:
        """The holes of a row."""
        return self.lap() // 2

    def _units(self) -> tuple[float, float]:
        """The board's width and height in holes."""
        cols = self.columns()
        groups = (cols + GROUP - 1) // GROUP
        n = max(1, len(self.names))
        return 2 * SIDE + cols + (groups - 1) * GROUP_GAP + 1.0, 2 * n + (n - 1) * TRACK_GAP + 1.0

    def _label_font(self):
        f = self.font()
        f.setBold(True)
        _, uy = self._units()
        f.setPixelSize(max(11, min(22, round(self.height() / uy * 0.85))))
        return f

    def label_width(self) -> float:
        fm = QFontMetrics(self._label_font())
        widest = max([fm.horizontalAdvance(n) for n in self.names] + [0])
        return min(self.width() * 0.28, widest + fm.horizontalAdvance("151") + fm.height() + 20)

    def _geometry(self) -> _Geometry:
        ux, uy = self._units()
        label = self.label_width()
        pitch = max(4.0, min((self.width() - label - 8) / ux, (self.height() - 4) / uy))
        width, height = ux * pitch, uy * pitch
        x0 = label + 4 + max(0.0, (self.width() - label - 8 - width) / 2)
        y0 = (self.height() - height) / 2
        return _Geometry(pitch, x0, y0, width, height, max(2.0, x0 - label))

    def _row_y(self, g: _Geometry, track: int, row: int) -> float:
        return g.y0 + g.pitch * (1.0 + track * (2 + TRACK_GAP) + row)

    def _col_x(self, g: _Geometry, col: int) -> float:
        return g.x0 + g.pitch * (2 * SIDE + 0.5 + col + (col // GROUP) * GROUP_GAP)

    def hole_center(self, track: int, score: int, peg: int = 0) -> QPointF:
        """The centre of the hole a peg of ``track`` stands in at ``score`` (0: its start hole,
        ``peg`` 0 or 1; the target or more: the game hole)."""
        g = self._geometry()
        if score <= 0:
            return QPointF(g.x0 + g.pitch * (SIDE + SIDE / 2), self._row_y(g, track, peg))
        if score >= self.target:
            return QPointF(g.x0 + g.pitch * SIDE / 2, g.y0 + g.height / 2)
        pos = (score - 1) % self.lap()
        cols = self.columns()
        if pos < cols:
            return QPointF(self._col_x(g, pos), self._row_y(g, track, 0))
        return QPointF(self._col_x(g, cols - 1 - (pos - cols)), self._row_y(g, track, 1))

    def peg_center(self, track: int, peg: int) -> QPointF:
        """Where a peg stands (at the end of its move, if moving)."""
        return self.hole_center(track, self.pegs[track][peg], peg)

    def peg_centers(self, track: int) -> tuple[QPointF, QPointF]:
        """The (front, back) pegs' centres of a track."""
        a, b = self.pegs[track]
        front = 0 if a > b or (a == b and a > 0) else 1
        return self.peg_center(track, front), self.peg_center(track, 1 - front)

    def peg_radius(self) -> float:
        return self._geometry().pitch * 0.37

    def sizeHint(self) -> QSize:
        ux, uy = self._units()
        return QSize(round(ux * self.height() / uy + self.label_width() + 8), self.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(320, self.height())

    def _rescale(self) -> None:
        _, uy = self._units()
        h = round(uy * grown(self, self._small, self._large) + 4)
        if h != self.height():
            self.setFixedHeight(h)

    # --- animation --------------------------------------------------------------------------------------
    def _anim_step(self, value) -> None:
        self._progress = float(value)
        self.update()

    def _anim_done(self) -> None:
        self._moving = None
        self._progress = 1.0
        self.update()

    def _drawn_center(self, track: int, peg: int) -> tuple[QPointF, float]:
        """A peg's centre as painted now and how high it is lifted (0..1) on its jump."""
        end = self.peg_center(track, peg)
        if self._moving is None or self._moving[:2] != (track, peg):
            return end, 0.0
        start, k = self._moving[2], self._progress
        at = start + (end - start) * k
        lift = 4 * k * (1 - k)
        return QPointF(at.x(), at.y() - lift * self._geometry().pitch * 0.8), lift

    # --- words --------------------------------------------------------------------------------------
    def track_text(self, track: int) -> str:
        front, back = self.scores()[track]
        name = self.names[track] or self.tr("Track %1").replace("%1", str(track + 1))
        return self.tr("%1: score %2 (before: %3)").replace("%1", name).replace("%2", str(front)) \
            .replace("%3", str(back))

    def _describe(self) -> None:
        self.setAccessibleName(self.tr("Cribbage board"))
        parts = [self.track_text(t) for t in range(len(self.pegs))]
        parts.append(self.tr("the game hole: %1").replace("%1", str(self.target)))
        self.setAccessibleDescription("; ".join(parts))
        self.setToolTip("\n".join(parts))

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._describe()

    # --- painting -----------------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        g = self._geometry()
        board = QRectF(g.x0, g.y0, g.width, g.height)
        wood = QLinearGradient(board.topLeft(), board.bottomLeft())
        wood.setColorAt(0.0, WOOD_TOP)
        wood.setColorAt(1.0, WOOD_BOTTOM)
        p.setPen(QPen(WOOD_EDGE, max(1.0, g.pitch * 0.08)))
        p.setBrush(wood)
        p.drawRoundedRect(board, g.pitch * 0.6, g.pitch * 0.6)
        hole_r = max(1.5, g.pitch * 0.16)
        cols = self.columns()
        for t in range(len(self.pegs)):
            colour = self.colours[t]
            lane = QColor(colour)
            lane.setAlpha(55)
            top = self._row_y(g, t, 0) - g.pitch * 0.5
            lane_rect = QRectF(g.x0 + g.pitch * SIDE, top, g.width - g.pitch * (SIDE + 0.3), 2 * g.pitch)
            edge = QColor(colour)
            edge.setAlpha(170)
            p.setPen(QPen(edge, max(1.0, g.pitch * 0.08)))
            p.setBrush(lane)
            p.drawRoundedRect(lane_rect, g.pitch * 0.4, g.pitch * 0.4)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(HOLE)
            for row in (0, 1):
                y = self._row_y(g, t, row)
                for c in range(cols):
                    p.drawEllipse(QPointF(self._col_x(g, c), y), hole_r, hole_r)
                p.drawEllipse(self.hole_center(t, 0, row), hole_r, hole_r)  # the start holes
        # the game hole, ringed
        game = self.hole_center(0, self.target)
        p.setBrush(HOLE)
        p.drawEllipse(game, hole_r * 1.3, hole_r * 1.3)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(WOOD_EDGE, max(1.0, g.pitch * 0.07)))
        p.drawEllipse(game, g.pitch * 0.45, g.pitch * 0.45)
        self._paint_labels(p, g)
        # the pegs: the moving one last, over the others
        order = [(t, k) for t in range(len(self.pegs)) for k in (0, 1) if self._moving is None or self._moving[:2] != (t, k)]
        if self._moving is not None:
            order.append(self._moving[:2])
        for t, k in order:
            self._paint_peg(p, g, t, k)
        p.end()

    def _paint_peg(self, p: QPainter, g: _Geometry, track: int, peg: int) -> None:
        centre, lift = self._drawn_center(track, peg)
        r = g.pitch * 0.37 * (1 + 0.25 * lift)
        colour = self.colours[track]
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawEllipse(centre + QPointF(g.pitch * 0.07, g.pitch * (0.09 + 0.3 * lift)), r, r)
        shine = QRadialGradient(centre - QPointF(r * 0.35, r * 0.35), r * 1.3)
        shine.setColorAt(0.0, colour.lighter(165))
        shine.setColorAt(0.6, colour)
        shine.setColorAt(1.0, colour.darker(140))
        p.setBrush(shine)
        p.setPen(QPen(colour.darker(220), max(1.0, g.pitch * 0.06)))
        p.drawEllipse(centre, r, r)

    def _paint_labels(self, p: QPainter, g: _Geometry) -> None:
        font = self._label_font()
        p.setFont(font)
        fm = QFontMetrics(font)
        score_w = fm.horizontalAdvance("151") + 6
        dot = fm.height() * 0.22
        right = g.x0 - 6
        name_w = max(0.0, right - score_w - g.label_x - 4 * dot)
        for t, (front, _) in enumerate(self.scores()):
            y = (self._row_y(g, t, 0) + self._row_y(g, t, 1)) / 2
            colour = self.colours[t].darker(130) if self.colours[t].lightness() > 110 else self.colours[t]
            p.setPen(colour)
            box = QRectF(right - score_w, y - fm.height() / 2, score_w, fm.height())
            p.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(front))
            name = fm.elidedText(self.names[t], Qt.TextElideMode.ElideRight, int(name_w))
            p.setPen(self.palette().windowText().color())
            p.drawText(QRectF(g.label_x, y - fm.height() / 2, name_w, fm.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, name)
            p.setPen(QPen(self.colours[t].darker(200), 1.0))
            p.setBrush(self.colours[t])
            p.drawEllipse(QPointF(right - score_w - 2 * dot, y), dot, dot)  # the pegs' colour


__all__ = ["COLOURS", "PegBoard", "TARGETS", "lap_of"]
