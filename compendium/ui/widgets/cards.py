"""Playing cards on the table (cribbage): the cards are painted from the project's own art
(``compendium/assets/cards/``, made by ``resources/make_card_art.py``), each SVG's renderer made once
(``board.svg_renderer``).

- ``paint_card(painter, rect, code, ...)``: one card face up or face down, selected (lifted by the
  caller, framed in gold), highlighted (a scoring combination: an orange frame), dimmed (not
  playable now) or under the keyboard's cursor (a blue frame);
- ``CardWidget``: one card in a widget of its own (the starter);
- ``HandRow``: a row of cards (a hand, the crib), overlapping when the row is narrow. The person
  selects up to ``max_select`` cards by click or by keyboard (the arrows move the cursor, Space
  toggles the card under it, Enter confirms), ``selection_changed(list)`` tells the codes selected,
  ``chosen(list)`` the selection confirmed (Enter, or a double click once enough are selected).
  Face-down cards and cards outside ``playable`` are never selected;
- ``PileRow``: the cards of the play laid so far with the running count ("Count: 21").

A card is its two-character code (``compendium/games/cribbage/cards.py``): "QH", "TD"; a card the
person may not see is "??" (drawn face down). The widgets never know a rule: the game's view tells
them the cards, which may be chosen and how many.
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from compendium.games.cribbage.cards import HIDDEN, card_name, is_card
from compendium.ui import i18n
from compendium.ui.widgets.board import svg_renderer
from compendium.ui.widgets.dice import WindowWatch, grown
from compendium.ui.widgets.field import CURSOR, MARK, SELECT

ASPECT = 1.4  # a card's height over its width (the art's 100 × 140)
SHADOW = QColor(0, 0, 0, 60)
DIM = QColor(90, 90, 90, 110)
HIGHLIGHT_TINT = QColor(255, 170, 60, 28)


def card_renderer(code: str, face_down: bool = False):
    """The renderer of a card's art (the back for a hidden card or one face down)."""
    name = code if is_card(code) and not face_down else "back"
    return svg_renderer("cards", name + ".svg")


def paint_card(p: QPainter, rect: QRectF, code: str, face_down: bool = False, selected: bool = False,
               highlighted: bool = False, dim: bool = False, cursor: bool = False) -> None:
    """Paints one card filling ``rect`` (which should be 5 : 7), with its marks."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.07
    shadow = QPainterPath()
    shadow.addRoundedRect(rect.translated(0, max(1.0, rect.width() * 0.025)), radius, radius)
    p.fillPath(shadow, SHADOW)
    card_renderer(code, face_down).render(p, rect)
    outline = QPainterPath()
    outline.addRoundedRect(rect, radius, radius)
    if highlighted:
        p.fillPath(outline, HIGHLIGHT_TINT)
    if dim:
        p.fillPath(outline, DIM)
    width = max(2.0, rect.width() * 0.05)
    p.setBrush(Qt.BrushStyle.NoBrush)
    inset = width / 2
    frame = rect.adjusted(inset, inset, -inset, -inset)
    if selected or highlighted:
        p.setPen(QPen(SELECT.darker(115) if selected else MARK, width))
        p.drawRoundedRect(frame, radius, radius)
    if cursor:
        pen = QPen(CURSOR, max(2.0, width * 0.8))
        pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        grow = width * 0.9
        p.drawRoundedRect(frame.adjusted(-grow, -grow, grow, grow), radius, radius)
    p.restore()


def follow_window(widget: QWidget, height: int, large: Optional[int], ratio: float, apply) -> None:
    """Gives ``widget`` the height ``height`` (through ``apply(h)``) in a laptop's window (1366×700),
    growing to ``large`` (None: ``height × ratio``) on a full-HD screen (1920×1080), and follows
    its window's size from then on."""
    big = large if large is not None else round(height * ratio)
    apply(height)
    widget._watch = WindowWatch(widget, lambda: apply(round(grown(widget, height, big))))


class CardWidget(QWidget):
    """One card (the starter): face up, face down or none (an empty place with a dashed outline)."""

    def __init__(self, parent: Optional[QWidget] = None, height: int = 110, large: Optional[int] = None):
        """``height`` in a laptop's window (1366×700), ``large`` on a full-HD screen (1920×1080)."""
        super().__init__(parent)
        self.code: Optional[str] = None
        self.face_down = False
        self.highlighted = False
        follow_window(self, height, large, 1.4, self._set_height)
        self._describe()

    def _set_height(self, h: int) -> None:
        self.setFixedSize(round((h - 4) / ASPECT) + 4, h)

    def set_card(self, code: Optional[str], face_down: bool = False, highlighted: bool = False) -> None:
        self.code, self.face_down, self.highlighted = code, face_down, highlighted
        self._describe()
        self.update()

    def _describe(self) -> None:
        if self.code is None:
            text = self.tr("No card")
        elif self.face_down or not is_card(self.code):
            text = self.tr("A card face down")
        else:
            text = i18n.t(card_name(self.code))
        self.setAccessibleName(text)
        self.setToolTip(text)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        rect = QRectF(2, 2, self.width() - 4, self.height() - 4)
        if self.code is None:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            pen = QPen(self.palette().mid().color(), 1.5)
            pen.setStyle(Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.drawRoundedRect(rect, rect.width() * 0.07, rect.width() * 0.07)
        else:
            paint_card(p, rect, self.code, face_down=self.face_down, highlighted=self.highlighted)
        p.end()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._describe()


class HandRow(QWidget):
    """A row of cards: a person's hand (see the module's text)."""

    selection_changed = Signal(list)  # the codes selected, in the row's order
    chosen = Signal(list)  # the selection confirmed

    def __init__(self, parent: Optional[QWidget] = None, height: int = 120, large: Optional[int] = None):
        """``height`` in a laptop's window (1366×700), ``large`` on a full-HD screen (1920×1080; by
        default 1.45 times ``height``): the row grows with the window."""
        super().__init__(parent)
        self.cards: tuple[str, ...] = ()
        self.face_down = False
        self.max_select = 0
        self.playable: Optional[frozenset[str]] = None  # None: every face-up card
        self.highlighted: frozenset[str] = frozenset()
        self.selected: list[str] = []  # in the order selected
        self.key_index = 0
        self.caption = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        follow_window(self, height, large, 1.45, self.setFixedHeight)
        self._describe()

    # --- the public interface ---------------------------------------------------------------------
    def set_cards(self, cards: Sequence[str], face_down: bool = False, caption: str = "") -> None:
        """Shows ``cards`` (codes; "??" a hidden card), all face down if ``face_down``. The selection
        keeps the cards still in the row."""
        self.cards = tuple(cards)
        self.face_down = bool(face_down)
        self.caption = caption
        self.key_index = max(0, min(self.key_index, len(self.cards) - 1))
        self._set_selection([c for c in self.selected if self._selectable(c)])
        self._describe()
        self.update()

    def set_choice(self, max_select: int, playable: Optional[Sequence[str]] = None) -> None:
        """How many cards the person may select now (0: none, the row only shows) and which (None:
        every face-up card). The selection is cleared."""
        self.max_select = max(0, int(max_select))
        self.playable = None if playable is None else frozenset(playable)
        self._set_selection([])
        if self.max_select and self.cards and not self._selectable(self.cards[self.key_index]):
            first = [i for i, c in enumerate(self.cards) if self._selectable(c)]
            if first:
                self.key_index = first[0]
        self._describe()
        self.update()

    def set_highlighted(self, cards: Sequence[str]) -> None:
        """Marks the cards of a scoring combination."""
        self.highlighted = frozenset(cards)
        self.update()

    def clear_selection(self) -> None:
        self._set_selection([])

    def selection(self) -> list[str]:
        """The codes selected, in the row's order."""
        return [c for c in self.cards if c in self.selected]

    # --- selecting ----------------------------------------------------------------------------------
    def _selectable(self, code: str) -> bool:
        if self.max_select <= 0 or self.face_down or not is_card(code):
            return False
        return self.playable is None or code in self.playable

    def _set_selection(self, codes: list[str]) -> None:
        before = self.selection()
        self.selected = list(codes)
        if self.selection() != before:
            self.update()
            self.selection_changed.emit(self.selection())
        self._describe()

    def toggle(self, index: int) -> None:
        """Selects the card at ``index`` or drops it from the selection; a card more than
        ``max_select`` drops the one selected first."""
        if not 0 <= index < len(self.cards):
            return
        code = self.cards[index]
        if not self._selectable(code):
            return
        codes = list(self.selected)
        if code in codes:
            codes.remove(code)
        else:
            codes.append(code)
            codes = codes[-self.max_select:]
        self._set_selection(codes)

    def confirm(self) -> bool:
        """Confirms a full selection (``chosen``); False when not enough cards are selected."""
        if self.max_select <= 0 or len(self.selected) != self.max_select:
            return False
        self.chosen.emit(self.selection())
        return True

    # --- geometry -----------------------------------------------------------------------------------
    def lift(self) -> float:
        return self.height() * 0.12

    def card_size(self) -> tuple[float, float]:
        h = self.height() - self.lift() - 6
        return h / ASPECT, h

    def card_rects(self) -> list[QRectF]:
        """Each card's place, the selected ones lifted; overlapping when the row is narrow."""
        n = len(self.cards)
        if n == 0:
            return []
        w, h = self.card_size()
        gap = w * 0.1
        room = self.width() - 8
        step = w + gap
        if n > 1 and (n - 1) * step + w > room:
            step = max(w * 0.18, (room - w) / (n - 1))
        total = (n - 1) * step + w
        x = max(4.0, (self.width() - total) / 2)
        y = self.lift() + 3
        rects = []
        for i, code in enumerate(self.cards):
            up = self.lift() if code in self.selected else 0.0
            rects.append(QRectF(x + i * step, y - up, w, h))
        return rects

    def index_at(self, point: QPointF) -> Optional[int]:
        """The card under ``point``: the top one where cards overlap."""
        for i, r in reversed(list(enumerate(self.card_rects()))):
            if r.contains(point):
                return i
        return None

    def sizeHint(self) -> QSize:
        w, _ = self.card_size()
        return QSize(round(max(6, len(self.cards)) * w * 1.1 + 8), self.height())

    def minimumSizeHint(self) -> QSize:
        w, _ = self.card_size()
        return QSize(round(w * 2), self.height())

    # --- input --------------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            i = self.index_at(event.position())
            if i is not None:
                self.key_index = i
                self.toggle(i)
                self._describe()
                self.update()
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            i = self.index_at(event.position())
            if i is not None and self._selectable(self.cards[i]):
                if self.cards[i] not in self.selected:
                    self.toggle(i)
                self.confirm()
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        n = len(self.cards)
        if n and key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End):
            if key == Qt.Key.Key_Left:
                self.key_index = max(0, self.key_index - 1)
            elif key == Qt.Key.Key_Right:
                self.key_index = min(n - 1, self.key_index + 1)
            elif key == Qt.Key.Key_Home:
                self.key_index = 0
            else:
                self.key_index = n - 1
            self._describe()
            self.update()
        elif n and key == Qt.Key.Key_Space:
            self.toggle(self.key_index)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not self.confirm():
                event.ignore()
                return
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.update()

    # --- words --------------------------------------------------------------------------------------
    def card_text(self, index: int) -> str:
        """"queen of hearts, selected, 2 of 6", in the interface language."""
        if not 0 <= index < len(self.cards):
            return ""
        code = self.cards[index]
        parts = [self.tr("a card face down") if self.face_down or not is_card(code) else i18n.t(card_name(code))]
        if code in self.selected:
            parts.append(self.tr("selected"))
        elif self.max_select and self._selectable(code):
            parts.append(self.tr("may be chosen"))
        parts.append(self.tr("%1 of %2").replace("%1", str(index + 1)).replace("%2", str(len(self.cards))))
        return ", ".join(parts)

    def _describe(self) -> None:
        self.setAccessibleName(self.caption or self.tr("Cards"))
        self.setAccessibleDescription(self.card_text(self.key_index) if self.cards else self.tr("No cards"))

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            i = self.index_at(QPointF(event.pos()))
            if i is None:
                QToolTip.hideText()
                event.ignore()
                return True
            QToolTip.showText(event.globalPos(), self.card_text(i), self, self.card_rects()[i].toRect())
            return True
        if event.type() == QEvent.Type.LanguageChange:
            self._describe()
        return super().event(event)

    # --- painting -----------------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        p = QPainter(self)
        choosing = self.max_select > 0
        focused = self.hasFocus()
        for i, (code, rect) in enumerate(zip(self.cards, self.card_rects())):
            paint_card(p, rect, code, face_down=self.face_down, selected=code in self.selected,
                       highlighted=code in self.highlighted,
                       dim=choosing and not self._selectable(code) and is_card(code) and not self.face_down,
                       cursor=focused and i == self.key_index)
        p.end()


class PileRow(QWidget):
    """The cards of the play: those laid since the count was last reset, overlapping left to right,
    and the running count after them; the cards of earlier counts in this play, if given, lie
    dimmed before them."""

    def __init__(self, parent: Optional[QWidget] = None, height: int = 100, large: Optional[int] = None):
        super().__init__(parent)
        self.cards: tuple[str, ...] = ()
        self.earlier: tuple[str, ...] = ()
        self.count = 0
        self.highlighted: frozenset[str] = frozenset()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        follow_window(self, height, large, 1.45, self.setFixedHeight)
        self._describe()

    def set_pile(self, cards: Sequence[str], count: int, earlier: Sequence[str] = (),
                 highlighted: Sequence[str] = ()) -> None:
        self.cards = tuple(cards)
        self.earlier = tuple(earlier)
        self.count = int(count)
        self.highlighted = frozenset(highlighted)
        self._describe()
        self.update()

    def count_text(self) -> str:
        return self.tr("Count: %1").replace("%1", str(self.count))

    def _text_font(self):
        f = self.font()
        f.setBold(True)
        f.setPixelSize(max(12, round(self.height() * 0.2)))
        return f

    def card_rects(self) -> list[QRectF]:
        """The places of the earlier cards and then the current ones."""
        h = self.height() - 8
        w = h / ASPECT
        text_w = QFontMetrics(self._text_font()).horizontalAdvance(self.tr("Count: %1").replace("%1", "31")) + 16
        room = self.width() - text_w - 8 - w
        n_old, n_new = len(self.earlier), len(self.cards)
        old_step, new_step = w * 0.36, w * 0.72
        if n_old + n_new > 1:
            want = max(0, n_old - 1) * old_step + (w * 0.6 if n_old and n_new else 0) + max(0, n_new - 1) * new_step
            if want > room > 0:
                k = room / want
                old_step, new_step = old_step * k, new_step * k
        rects, x = [], 4.0
        for _ in range(n_old):
            rects.append(QRectF(x, 4, w, h))
            x += old_step
        if n_old and n_new:
            x += w * 0.6 - old_step
        for _ in range(n_new):
            rects.append(QRectF(x, 4, w, h))
            x += new_step
        return rects

    def text_rect(self) -> QRectF:
        rects = self.card_rects()
        x = rects[-1].right() + 12 if rects else 4.0
        return QRectF(x, 0, max(0.0, self.width() - x), self.height())

    def sizeHint(self) -> QSize:
        h = self.height()
        return QSize(round(h / ASPECT * 5 + 160), h)

    def minimumSizeHint(self) -> QSize:
        h = self.height()
        return QSize(round(h / ASPECT * 2 + 120), h)

    def _describe(self) -> None:
        self.setAccessibleName(self.tr("Cards played"))
        names = [i18n.t(card_name(c)) for c in self.cards]
        self.setAccessibleDescription(self.count_text() + (": " + ", ".join(names) if names else ""))

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._describe()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        rects = self.card_rects()
        for code, rect in zip(self.earlier, rects):
            paint_card(p, rect, code, dim=True)
        for code, rect in zip(self.cards, rects[len(self.earlier):]):
            paint_card(p, rect, code, highlighted=code in self.highlighted)
        p.setFont(self._text_font())
        p.setPen(self.palette().windowText().color())
        p.drawText(self.text_rect(), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.count_text())
        p.end()


__all__ = ["ASPECT", "HIDDEN", "CardWidget", "HandRow", "PileRow", "card_name", "card_renderer", "is_card",
           "paint_card"]
