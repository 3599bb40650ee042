"""The square board of checkers and chess: 8 × 8 square cells, a1 dark at the bottom left (or at the
top right, ``flipped``), the notation on the wooden frame, the pieces painted from the project's
own art (``compendium/assets/pieces/``, made by ``resources/make_piece_art.py``).

``SquareBoard`` is the open-domino ``FieldBoard``'s sibling: it is a ``FieldBoard`` with square cells
(``cell_aspect=1.0``), so it shares its geometry, the marks of the choices, the last move, the
animation, the input by click, drag or keyboard, the tooltips and the accessible description of the
keyboard's cell. What it adds:

- the position is a plain ``dict`` square → piece code (checkers ``"dm" "dk" "lm" "lk"``, chess
  ``"P N B R Q K"`` white / ``"p n b r q k"`` black), squares numbered ``rank * 8 + file``;
- the legal moves come as paths (``set_paths``: action → squares visited); a ``PathPicker``
  (``compendium/core/picker.py``) turns the squares clicked, dragged or keyed into an ``Action``
  (``action_chosen``). A multi-jump is picked by its start and the squares where captures part (its
  last square is enough when it is the only one); meanwhile the piece stands on the last square
  picked and the squares passed are marked; Escape steps back;
- several actions on the same path (a pawn's promotions) are chosen in a small chooser of pieces
  over the board: a click, or the arrows and Enter (or the piece's letter, or 1–4); Escape cancels;
- the square of a king in check is marked.

The board never knows a rule: the game's view gives it the position and the paths.
"""

from __future__ import annotations

from typing import Mapping, Optional, Sequence

from PySide6.QtCore import QEvent, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient, QRegion
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QWidget

from compendium.core.actions import Action
from compendium.core.picker import BAD, CHOOSE, DONE, MORE, PathPicker
from compendium.resources import resource
from compendium.ui.widgets.field import CURSOR, SELECT, FieldBoard, FieldPicture, cell_name

FILES = RANKS = 8
CHECK = QColor(230, 30, 30)
TRAIL = QColor(255, 225, 77, 70)  # the squares a multi-jump picked so far has passed
ROUTE = QColor(255, 225, 77, 150)  # ... and the line through them
CHOOSER_BACK = QColor("#fbf6ea")
_RENDERERS: dict[str, QSvgRenderer] = {}


def square_name(square: int) -> str:
    """"a1" … "h8"."""
    return cell_name(square, FILES)


def art_name(code: str) -> str:
    """The art's file for a piece code: "dm" → "checkers-dm", "N" → "chess-wn", "q" → "chess-bq"."""
    if len(code) == 2:
        return f"checkers-{code}"
    return f"chess-{'w' if code.isupper() else 'b'}{code.lower()}"


def svg_renderer(*parts: str) -> QSvgRenderer:
    """The renderer of a shipped SVG (``resource(*parts)``), made once and kept: the board's pieces,
    the cards of ``compendium/ui/widgets/cards.py``."""
    key = "/".join(parts)
    found = _RENDERERS.get(key)
    if found is None:
        found = QSvgRenderer(str(resource(*parts)))
        _RENDERERS[key] = found
    return found


def renderer(code: str) -> QSvgRenderer:
    """A piece's renderer, by its code."""
    return svg_renderer("pieces", art_name(code) + ".svg")


class SquareBoard(FieldBoard):
    """The board of checkers and chess (see the module's text)."""

    action_chosen = Signal(object)  # the Action chosen by the person

    MAX_CELL = 128
    CELL_LIGHT, CELL_DARK, CELL_GRID = QColor("#ecd9b4"), QColor("#a8774f"), QColor("#7d5535")

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent, cell_aspect=1.0)
        self.pieces: dict[int, str] = {}
        self.flipped = False
        self.check: Optional[int] = None
        self.paths: dict[Action, tuple[int, ...]] = {}
        self.picker = PathPicker({})
        self.promotions: dict[Action, str] = {}
        self.offered: list[tuple[Action, str]] = []  # the chooser's actions and their pieces (empty: closed)
        self.offer_index = 0
        self._route_shown = False
        self._real: FieldPicture = self._picture_of(self.pieces)
        self.show_picture(self._real)
        self.setAccessibleName(self.tr("Board"))

    # --- the public interface ---------------------------------------------------------------------
    def show_position(self, pieces: Mapping[int, str], flipped: bool, last: Sequence[int] = (),
                      check: Optional[int] = None) -> None:
        """Shows ``pieces`` (square → code) from seat 0's side (``flipped``: from seat 1's), the last
        move's squares and the square of a king in check. A move being picked is given up when the
        position changes."""
        pieces = {int(s): str(c) for s, c in pieces.items()}
        if pieces != self.pieces or bool(flipped) != self.flipped:
            self.pieces, self.flipped = pieces, bool(flipped)
            self._real = self._picture_of(pieces)
            self._drop_pick()
            self.show_picture(self._real)
        self.set_last_move(tuple(int(s) for s in last))
        self._set_check(check)

    def set_paths(self, paths: Mapping[Action, Sequence[int]], promotions: Optional[Mapping[Action, str]] = None) -> None:
        """The legal moves of the person to act: action → the squares it visits. Empty: no input.
        ``promotions``: the piece code the chooser shows for an action sharing its path with others
        (by default a chess move's promotion letter in the colour of the piece that moves)."""
        paths = {a: tuple(int(s) for s in p) for a, p in paths.items() if p}
        self.promotions = dict(promotions or {})
        if paths == self.paths:
            return
        self.paths = paths
        self.picker = PathPicker(paths)
        self._drop_pick()

    @property
    def choosing(self) -> bool:
        """Whether the chooser of pieces is open."""
        return bool(self.offered)

    # --- the picture -------------------------------------------------------------------------------
    def _picture_of(self, pieces: Mapping[int, str]) -> FieldPicture:
        cells = tuple((pieces[s],) if s in pieces else () for s in range(FILES * RANKS))
        return FieldPicture(FILES, RANKS, cells, flipped=self.flipped)

    def _provisional(self) -> FieldPicture:
        """The position with the piece being moved on the last square picked."""
        picked = self.picker.picked()
        pieces = dict(self.pieces)
        code = pieces.pop(picked[0], None)
        if code is not None:
            pieces[picked[-1]] = code
        return self._picture_of(pieces)

    def _set_check(self, check: Optional[int]) -> None:
        check = None if check is None else int(check)
        if check == self.check:
            return
        region = QRegion()
        for s in (self.check, check):
            if s is not None:
                region += self.cell_rect(s)
        self.check = check
        self.update(region)

    # --- picking a move ----------------------------------------------------------------------------
    def _drop_pick(self) -> None:
        """Back to nothing picked: the real position, every start offered."""
        self.picker.reset()
        self._close_chooser()
        self._sync()
        FieldBoard._select(self, None)

    def _sync(self) -> None:
        """The field's choices, selection and picture from the picker."""
        picked = self.picker.picked()
        if len(picked) >= 2:
            self.show_picture(self._provisional())
            cur = picked[-1]
            self.set_choices({cur: self.picker.next_squares()} if self.picker.status == MORE else {})
            FieldBoard._select(self, cur if self.picker.status == MORE else None)
        else:
            self.show_picture(self._real)
            self.set_choices({s: self.picker.after(s) for s in self.picker.starts()})
        if len(picked) >= 2 or self._route_shown:  # the route's line, drawn over the cells
            self.update()
        self._route_shown = len(picked) >= 2

    def _trail(self) -> set[int]:
        return set(self.picker.picked()[:-1])

    def _choose(self, src: int, dst: int) -> None:
        """A destination of the selected piece was clicked, dropped on or keyed: one more square."""
        if not self.picker.picked() and self.picker.step(src) == BAD:
            return
        result = self.picker.step(dst)
        if result == DONE:
            self._finish(self.picker.chosen()[0])
        elif result == CHOOSE:
            self._open_chooser(self.picker.chosen())
        elif result == MORE:
            self._sync()
        elif len(self.picker.picked()) == 1:  # not a square of this piece's moves: only selected, as before
            self.picker.reset()

    def _finish(self, action: Action) -> None:
        self._drop_pick()
        self.action_chosen.emit(action)

    def _step_back(self) -> None:
        """Escape while picking: the last square picked is taken back."""
        self.picker.back()
        if len(self.picker.picked()) == 1:
            start = self.picker.picked()[0]
            self.picker.reset()
            self._sync()
            FieldBoard._select(self, start)
        else:
            self._sync()
        self._describe_cursor()

    def _select(self, cell: Optional[int]) -> None:
        if cell is None and self.picker.picked():  # a click beside the targets while picking: start again
            self._drop_pick()
            return
        super()._select(cell)

    def _click(self, cell: Optional[int]) -> None:
        picked = self.picker.picked()
        if picked and cell is not None and cell not in self.choices.get(picked[-1], ()) and cell in self.picker.starts():
            self._drop_pick()  # another piece while picking: pick that one
        super()._click(cell)

    # --- the chooser of pieces ------------------------------------------------------------------------
    def piece_of(self, action: Action) -> str:
        """The piece the chooser shows for ``action``."""
        if action in self.promotions:
            return self.promotions[action]
        mover = self.pieces.get(self.picker.picked()[0], "Q") if self.picker.picked() else "Q"
        text = str(action.args[-1]) if action.args else ""
        if len(text) == 5 and text[-1].lower() in "qrbn":
            return text[-1].upper() if mover.isupper() else text[-1].lower()
        return mover

    def _open_chooser(self, actions: list[Action]) -> None:
        self.offered = [(a, self.piece_of(a)) for a in actions]
        self.offer_index = 0
        self.show_picture(self._provisional())
        self.set_choices({})  # only the chooser takes input now: no marks of the other pieces
        self.update()
        self._describe_cursor()

    def _close_chooser(self) -> None:
        if self.offered:
            self.offered = []
            self.update()

    def _cancel_chooser(self) -> None:
        self._close_chooser()
        self._step_back()

    def chooser_rects(self) -> list[QRect]:
        """The chooser's cells: from the target square toward the middle of the board."""
        if not self.offered:
            return []
        dst = self.picker.picked()[-1]
        col, row = self._screen_pos(dst)
        down = row < RANKS // 2
        g = self._geometry()
        rects = []
        for i in range(len(self.offered)):
            r = row + i if down else row - i
            r = max(0, min(RANKS - 1, r))
            rects.append(QRect(g.x0 + col * g.w, g.y0 + r * g.h, g.w, g.h))
        return rects

    def _offer(self, index: int) -> None:
        if 0 <= index < len(self.offered):
            self.offer_index = index
            self.update()
            self._describe_cursor()

    def _pick_offer(self, index: int) -> None:
        if 0 <= index < len(self.offered):
            self._finish(self.offered[index][0])

    def _chooser_key(self, event) -> bool:
        key = event.key()
        n = len(self.offered)
        if key in (Qt.Key.Key_Down, Qt.Key.Key_Right):
            self._offer((self.offer_index + 1) % n)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Left):
            self._offer((self.offer_index - 1) % n)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._pick_offer(self.offer_index)
        elif key == Qt.Key.Key_Escape:
            self._cancel_chooser()
        elif Qt.Key.Key_1 <= key < Qt.Key.Key_1 + n:
            self._pick_offer(key - Qt.Key.Key_1)
        elif event.text() and event.text().lower() in [c.lower() for _, c in self.offered]:
            self._pick_offer([c.lower() for _, c in self.offered].index(event.text().lower()))
        else:
            return False
        return True

    # --- input --------------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        if self.offered and event.button() == Qt.MouseButton.LeftButton:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if self.offered and event.button() == Qt.MouseButton.LeftButton:
            at = event.position().toPoint()
            hit = [i for i, r in enumerate(self.chooser_rects()) if r.contains(at)]
            if hit:
                self._pick_offer(hit[0])
            else:
                self._cancel_chooser()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self.offered:
            at = event.position().toPoint()
            hit = [i for i, r in enumerate(self.chooser_rects()) if r.contains(at)]
            if hit and hit[0] != self.offer_index:
                self._offer(hit[0])
            return
        super().mouseMoveEvent(event)

    def keyPressEvent(self, event) -> None:
        if self.offered:
            if self._chooser_key(event):
                event.accept()
            else:
                super().keyPressEvent(event)
            return
        if event.key() == Qt.Key.Key_Escape and len(self.picker.picked()) >= 2:
            self._press, self._drag = None, None
            self._step_back()
            event.accept()
            return
        super().keyPressEvent(event)

    # --- painting -----------------------------------------------------------------------------------
    def paint_piece(self, painter: QPainter, rect: QRectF, face) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer(str(face)).render(painter, rect)
        painter.restore()

    def piece_rect(self, cell_rect: QRectF) -> QRectF:
        """A piece fills most of its square."""
        side = round(cell_rect.width() * 0.9)
        c = cell_rect.center()
        return QRectF(round(c.x() - side / 2), round(c.y() - side / 2), side, side)

    def _paint_cell(self, p: QPainter, cell: int, rect: QRectF, stack, dests, last: bool, hide: bool) -> None:
        if cell == self.check:
            glow = QRadialGradient(rect.center(), rect.width() * 0.62)
            glow.setColorAt(0.0, CHECK)
            glow.setColorAt(0.55, QColor(CHECK.red(), CHECK.green(), CHECK.blue(), 150))
            glow.setColorAt(1.0, QColor(CHECK.red(), CHECK.green(), CHECK.blue(), 0))
            p.fillRect(rect, glow)
        if cell in self._trail():
            p.fillRect(rect, TRAIL)
        super()._paint_cell(p, cell, rect, stack, dests, last, hide)

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        picked = self.picker.picked()
        if len(picked) < 2 and not self.offered:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        g = self._geometry()
        if len(picked) >= 2:  # the route picked so far, over the pieces it jumps
            pen = QPen(ROUTE, max(3.0, g.w * 0.09))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            p.setPen(pen)
            points = [self._centre(s) for s in picked]
            step = points[-1] - points[-2]
            length = max(1.0, (step.x() ** 2 + step.y() ** 2) ** 0.5)
            points[-1] -= step * (g.w * 0.42 / length)  # up to the piece's edge, not over it
            p.drawPolyline(points)
        if not self.offered:
            p.end()
            return
        p.fillRect(QRect(g.x0, g.y0, FILES * g.w, RANKS * g.h), QColor(0, 0, 0, 110))
        for i, (rect, (_, code)) in enumerate(zip(self.chooser_rects(), self.offered)):
            r = QRectF(rect).adjusted(1, 1, -1, -1)
            p.setPen(QPen(QColor("#5a4630"), 1.5))
            p.setBrush(CHOOSER_BACK if i != self.offer_index else SELECT.lighter(150))
            p.drawRoundedRect(r, r.width() * 0.12, r.width() * 0.12)
            self._draw_piece(p, self.piece_rect(r), code)
            if i == self.offer_index:
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(CURSOR, max(2.0, g.w * 0.06)))
                p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), r.width() * 0.1, r.width() * 0.1)
        p.end()

    def _marks_region(self) -> QRegion:
        region = super()._marks_region()
        for s in self._trail():
            region += self.cell_rect(s)
        return region

    # --- words ----------------------------------------------------------------------------------------
    def piece_name(self, code: str) -> str:
        """"white knight", "dark king" — in the interface language."""
        names = {
            "dm": self.tr("dark man"), "dk": self.tr("dark king"), "lm": self.tr("light man"), "lk": self.tr("light king"),
            "P": self.tr("white pawn"), "N": self.tr("white knight"), "B": self.tr("white bishop"),
            "R": self.tr("white rook"), "Q": self.tr("white queen"), "K": self.tr("white king"),
            "p": self.tr("black pawn"), "n": self.tr("black knight"), "b": self.tr("black bishop"),
            "r": self.tr("black rook"), "q": self.tr("black queen"), "k": self.tr("black king"),
        }
        return names.get(code, code)

    def cell_text(self, cell: int) -> str:
        """What a square holds, in words: "e4, white knight", "e4, empty", with what may be done there."""
        if self.picture is None or not 0 <= cell < FILES * RANKS:
            return ""
        if self.offered:
            action, code = self.offered[self.offer_index]
            return self.tr("Promotion: %1 (%2 of %3)").replace("%1", self.piece_name(code)) \
                .replace("%2", str(self.offer_index + 1)).replace("%3", str(len(self.offered)))
        top = self.picture.top(cell)
        parts = [square_name(cell), self.piece_name(top) if top is not None else self.tr("empty")]
        if cell == self.check:
            parts.append(self.tr("in check"))
        if cell == self.selected:
            parts.append(self.tr("selected"))
        elif cell in self._destinations():
            parts.append(self.tr("it may go here"))
        elif cell in self.choices:
            parts.append(self.tr("it may move"))
        return ", ".join(parts)

    def event(self, event) -> bool:
        result = super().event(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.tr("Board"))
            self._describe_cursor()
        return result


__all__ = ["SquareBoard", "art_name", "square_name"]
