"""Vertushka's view: the die seen from above — its top face large in the middle, the four side
faces around it with the total each would make; the face it may not go back to is greyed and
crossed out. Clicking a side face tips the die onto it; so do the arrow keys (and, with one die,
the number keys). With two dice there is one such cross for each die (arrows: die 1; W A S D: die 2).

The picture keeps the die's orientation from one tip to the next, as a real die would roll; the
rules know only the faces.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from compendium.games.vertushka.rules import sides, tip_action, tipped
from compendium.ui.widgets.dice import paint_die
from compendium.core.snapshot import Snapshot
from compendium.ui.widgets.game_view import GameView
from compendium.ui.widgets.style import enlarge

# Where each face points on a right-handed die (1, 2, 3 run anticlockwise around their corner).
VEC = {1: (0, 0, 1), 6: (0, 0, -1), 2: (1, 0, 0), 5: (-1, 0, 0), 3: (0, 1, 0), 4: (0, -1, 0)}
FACE = {v: f for f, v in VEC.items()}
DIRS = ("north", "east", "south", "west")


def _cross(a, b):
    return a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]


def layout(top: int, north: int) -> dict[str, int]:
    """The side faces seen from above with ``north`` at the top of the picture."""
    east = FACE[_cross(VEC[north], VEC[top])]
    return {"north": north, "east": east, "south": 7 - north, "west": 7 - east}


def rolled(top: int, north: int, new_top: int) -> int:
    """The face at the north after the die rolls so that ``new_top`` comes up."""
    sides_now = layout(top, north)
    if new_top == sides_now["north"]:
        return 7 - top
    if new_top == sides_now["south"]:
        return top
    return north


class DieCross(QWidget):
    """One die seen from above with its four side faces; emits ``tipped(face)`` on a click."""

    tipped = Signal(int)

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.top: Optional[int] = None
        self.north = 2
        self.totals: dict[int, int] = {}  # side face -> the total it would make
        self.barred: Optional[int] = None
        self.target = 31
        self.enabled_faces: set[int] = set()
        self.keys: dict[str, str] = {}  # direction -> key name shown under the face
        self.no_way_back = ""  # the note under the barred face (translated by the view)
        self._hover: Optional[int] = None
        self.setMouseTracking(True)
        self.setMinimumSize(260, 260)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(520, 420)

    def set_die(self, top: Optional[int], prev: Optional[int]) -> None:
        """Shows ``top``; keeps the picture's orientation when the die was tipped from the face
        shown before, otherwise puts the face it came from (if any) at the south."""
        if top is None:
            self.top = None
        elif self.top is not None and prev == self.top and top in sides(self.top):
            self.north = rolled(self.top, self.north, top)
            self.top = top
        elif self.top != top or self.north not in sides(top):
            self.top = top
            self.north = 7 - prev if prev is not None else min(sides(top))
        self.update()

    def side_rects(self) -> dict[str, QRectF]:
        big, small = self._sizes()
        cx, cy = self.width() / 2, self.height() / 2
        off = big / 2 + small / 2 + small * 0.6  # room for the label under the north face
        centres = {"north": (cx, cy - off), "east": (cx + off, cy), "south": (cx, cy + off), "west": (cx - off, cy)}
        return {d: QRectF(x - small / 2, y - small / 2, small, small) for d, (x, y) in centres.items()}

    def _sizes(self) -> tuple[float, float]:
        side = min(self.width(), self.height())
        return side * 0.3, side * 0.18

    def face_at(self, pos: QPointF) -> Optional[int]:
        if self.top is None:
            return None
        faces = layout(self.top, self.north)
        for d, r in self.side_rects().items():
            if r.adjusted(-6, -6, 6, 6).contains(pos):
                return faces[d]
        return None

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        big, small = self._sizes()
        cx, cy = self.width() / 2, self.height() / 2
        centre = QRectF(cx - big / 2, cy - big / 2, big, big)
        paint_die(p, centre, self.top, "white")
        if self.top is None:
            p.end()
            return
        faces = layout(self.top, self.north)
        font = QFont(self.font())
        font.setPixelSize(max(12, int(small * 0.22)))
        font.setBold(True)
        p.setFont(font)
        for d, r in self.side_rects().items():
            face = faces[d]
            barred = face == self.barred
            paint_die(p, r, face, "white", held=face == self._hover and face in self.enabled_faces,
                      dim=barred or face not in self.enabled_faces)
            label = self._label_rect(r, small)
            align = Qt.AlignmentFlag.AlignCenter
            if barred:
                p.setPen(QPen(QColor(192, 57, 43, 170), small * 0.06))
                p.drawLine(r.topLeft() + QPointF(6, 6), r.bottomRight() - QPointF(6, 6))
                p.drawLine(r.topRight() + QPointF(-6, 6), r.bottomLeft() + QPointF(6, -6))
                p.setPen(QColor("#b03020"))
                p.drawText(label, align, self.no_way_back)
                continue
            total = self.totals.get(face)
            if total is None:
                continue
            colour = "#1d7a3a" if total == self.target else ("#b03020" if total > self.target else "#333333")
            p.setPen(QColor(colour))
            text = f"{total}" + (" ✓" if total == self.target else "")
            key = self.keys.get(d)
            if key:
                text += f"  [{key}]"
            p.drawText(label, align, text)
        p.end()

    def _label_rect(self, r: QRectF, small: float) -> QRectF:
        """Where a side face's new total is written: just below it, kept inside the widget."""
        w, h = small * 2.2, small * 0.4
        rect = QRectF(r.center().x() - w / 2, r.bottom() + 1, w, h)
        dx = max(0.0, -rect.left()) - max(0.0, rect.right() - self.width())
        return rect.translated(dx, 0)

    def mouseMoveEvent(self, event) -> None:
        face = self.face_at(event.position())
        if face != self._hover:
            self._hover = face
            self.setCursor(Qt.CursorShape.PointingHandCursor if face in self.enabled_faces else Qt.CursorShape.ArrowCursor)
            self.update()

    def leaveEvent(self, event) -> None:
        self._hover = None
        self.update()

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            face = self.face_at(event.position())
            if face is not None and face in self.enabled_faces:
                self.tipped.emit(face)

    def face_towards(self, direction: str) -> Optional[int]:
        return layout(self.top, self.north)[direction] if self.top is not None else None

    def click_point(self, face: int) -> QPointF:
        """Where to click to tip onto ``face`` (for tests and key handling)."""
        faces = layout(self.top, self.north)
        d = next(d for d in DIRS if faces[d] == face)
        return self.side_rects()[d].center()


class VertushkaView(GameView):

    ARROWS = {"north": Qt.Key.Key_Up, "east": Qt.Key.Key_Right, "south": Qt.Key.Key_Down, "west": Qt.Key.Key_Left}
    WASD = {"north": Qt.Key.Key_W, "east": Qt.Key.Key_D, "south": Qt.Key.Key_S, "west": Qt.Key.Key_A}

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.prompt = QLabel(self)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.prompt.setWordWrap(True)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        enlarge(self.prompt, 4, bold=True)
        self.total_caption = QLabel(self)
        self.total_caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        enlarge(self.total_caption, 2)
        self.total_label = QLabel(self)
        self.total_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        enlarge(self.total_label, 24, bold=True)
        self.crosses: list[DieCross] = []
        self.captions: list[QLabel] = []
        self.cross_row = QHBoxLayout()
        self.last_label = QLabel(self)
        self.last_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.last_label.setWordWrap(True)
        enlarge(self.last_label, 2)
        self.match_label = QLabel(self)
        self.match_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        enlarge(self.match_label, 4, bold=True)
        self.goal_label = QLabel(self)
        self.goal_label.setAlignment(Qt.AlignmentFlag.AlignCenter)

        for key in range(1, 7):
            self.add_shortcut(str(key), lambda f=key: self._key_face(f))
        for d in DIRS:
            self.add_shortcut(self.ARROWS[d], lambda d=d: self._key_dir(0, d))
            self.add_shortcut(self.WASD[d], lambda d=d: self._key_dir(1, d))

        lay = QVBoxLayout(self)
        lay.addWidget(self.prompt)
        lay.addWidget(self.total_caption)
        lay.addWidget(self.total_label)
        lay.addLayout(self.cross_row, 1)
        lay.addWidget(self.last_label)
        lay.addWidget(self.match_label)
        lay.addWidget(self.goal_label)
        self.retranslate()

    # --- protocol with the match screen ----------------------------------------------------------
    def setup(self, snapshot) -> None:
        self.clear_layout(self.cross_row)
        self.crosses, self.captions = [], []
        for d in range(snapshot.state.n_dice):
            column = QWidget(self)
            cl = QVBoxLayout(column)
            cl.setContentsMargins(0, 0, 0, 0)
            cross = DieCross(column)
            cross.tipped.connect(lambda face, d=d: self._tip(d, face))
            caption = QLabel(column)
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            caption.setStyleSheet("color: #555555;")
            cl.addWidget(cross, 1)
            cl.addWidget(caption)
            self.cross_row.addWidget(column)
            self.crosses.append(cross)
            self.captions.append(caption)
        self.setMinimumWidth(560 if len(self.crosses) == 1 else 640)  # room for the die and its labels

    def animate(self, entry, ms: int) -> None:
        self.refresh()

    def draw(self, c: Snapshot) -> None:
        s = c.state
        mine = c.may_act
        self.enable_shortcuts(mine)
        self.total_caption.setText(self.tr("Total — aim for exactly %1").replace("%1", str(s.target)))
        end = s.last_game
        showing_end = not s.tops and end is not None
        tops = s.tops if s.tops else (end.tops if end is not None else (None,) * s.n_dice)
        self.total_label.setText(str(s.total if s.tops else (end.total if end is not None else 0)))
        barred = s.barred
        for d, cross in enumerate(self.crosses):
            cross.target = s.target
            cross.set_die(tops[d], s.prev[d] if s.tops else cross.top)  # the last tip of a game rolls too
            cross.barred = barred[1] if barred is not None and barred[0] == d and s.tops else None
            cross.no_way_back = self.tr("not back")
            cross.totals = {}
            cross.enabled_faces = set()
            if s.tops:
                for f in sides(s.tops[d]):
                    if cross.barred != f:
                        cross.totals[f] = s.total + sum(tipped(s.tops, d, f))
                if mine:
                    cross.enabled_faces = set(cross.totals)
            keys = self.ARROWS if d == 0 else self.WASD
            names = {Qt.Key.Key_Up: "↑", Qt.Key.Key_Right: "→", Qt.Key.Key_Down: "↓", Qt.Key.Key_Left: "←",
                     Qt.Key.Key_W: "W", Qt.Key.Key_D: "D", Qt.Key.Key_S: "S", Qt.Key.Key_A: "A"}
            cross.keys = {dr: names[k] for dr, k in keys.items()} if mine else {}
            under = 7 - tops[d] if tops[d] is not None else None
            caption = (self.tr("underneath: %1 (never comes up in one tip)").replace("%1", str(under))
                       if under is not None and s.tops else "")
            if s.n_dice == 2:
                caption = self.tr("Die %1").replace("%1", str(d + 1)) + ("  ·  " + caption if caption else "")
            self.captions[d].setText(caption)
            cross.update()
        self.prompt.setText(self._prompt(s, mine, showing_end))
        self.last_label.setText(self._end_text(end) if end is not None else "")
        self.match_label.setText(f"{c.name(0)}  {s.scores[0]} : {s.scores[1]}  {c.name(1)}")
        self.goal_label.setText(self.tr("The first to %1 points wins the match · game %2").replace(
            "%1", str(s.goal)).replace("%2", str(s.game + (0 if s.winner is not None else 1))))

    # --- texts -----------------------------------------------------------------------------------------
    def _prompt(self, s, mine: bool, showing_end: bool) -> str:
        c = self.snapshot
        if s.winner is not None:
            return self.tr("%1 wins the match!").replace("%1", c.name(s.winner))
        if not s.tops:
            return self.tr("%1 throws the die to start a new game").replace("%1", c.name(s.first))
        if mine:
            if s.n_dice == 2:
                return self.tr("%1: click a side face of either die to tip it").replace("%1", c.name(s.mover))
            return self.tr("%1: click a side face to tip the die onto it").replace("%1", c.name(s.mover))
        return self.tr("%1 is tipping the die…").replace("%1", c.name(s.mover))

    def _end_text(self, end) -> str:
        c = self.snapshot
        s = c.state
        if end.exact:
            return self.tr("Last game: %1 reached exactly %2 and scored %3.").replace("%1", c.name(end.mover)).replace(
                "%2", str(s.target)).replace("%3", str(end.points))
        return self.tr("Last game: %1 went past %2 (%3), so %4 scored %5.").replace("%1", c.name(end.mover)).replace(
            "%2", str(s.target)).replace("%3", str(end.total)).replace("%4", c.name(end.scorer)).replace("%5", str(end.points))

    # --- input ---------------------------------------------------------------------------------------
    def _tip(self, die: int, face: int) -> None:
        if not self.may_act:
            return
        self.action_chosen.emit(tip_action(self.snapshot.state.n_dice, die, face))

    def _key_face(self, face: int) -> None:
        if self.isVisible() and len(self.crosses) == 1 and face in self.crosses[0].enabled_faces:
            self._tip(0, face)

    def _key_dir(self, die: int, direction: str) -> None:
        if not self.isVisible() or die >= len(self.crosses):
            return
        face = self.crosses[die].face_towards(direction)
        if face is not None and face in self.crosses[die].enabled_faces:
            self._tip(die, face)
