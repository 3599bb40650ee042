"""The start page: unfinished matches to continue (newest first) and the games played lately on
top, then every playable game as a large card (a small picture, the name, one line on the game).

The cards are built from the catalog alone (names, ``blurb``, ``picture``, playability): no game's
code is imported for them. Their pictures are the shipped art (``compendium/assets``), read small
and once, after the page is first painted; a game without art gets a die or a domino tile drawn
with QPainter."""

from __future__ import annotations

import datetime
from typing import Optional

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImageReader, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from compendium.catalog import load_catalog
from compendium.core.plugin import seat_name
from compendium.resources import resources_dir
from compendium.ui.i18n import lang, t
from compendium.ui.widgets.style import enlarge

GREEN = "#2e7d4f"
DOMINO_GROUPS = ("domino", "open-domino")


def _levels(game: str) -> tuple:
    """The computer levels of a saved match's game (none if the game is not installed), which name
    its computer seats in the interface's language."""
    from compendium.core import registry

    try:
        return tuple(registry.load(game).ai_levels)
    except Exception:  # a game no longer installed: its seats keep their stored names
        return ()


def card_games(catalog=None) -> list:
    """The games the start page shows as cards: every playable game of the catalog, the games of
    their own first (in the catalog's order), then the variants."""
    cat = catalog or load_catalog()
    playable = cat.playable()
    return [g for g in playable if not g.variant_of] + [g for g in playable if g.variant_of]


# --- pictures ------------------------------------------------------------------------------------
_pictures: dict = {}  # (paths, domino, side in device pixels) -> QPixmap, made once


def _read(path: str, fit: int) -> Optional[QPixmap]:
    """One shipped picture read at a size that fits a ``fit``-pixel square, or None if it is missing."""
    file = resources_dir() / path
    if not file.is_file():
        return None
    reader = QImageReader(str(file))
    size = reader.size()
    if size.isValid() and size.width() > 0 and size.height() > 0:
        reader.setScaledSize(size.scaled(fit, fit, Qt.AspectRatioMode.KeepAspectRatio))
    image = reader.read()
    return None if image.isNull() else QPixmap.fromImage(image)


def _draw_die(p: QPainter, rect: QRectF, value: int) -> None:
    from compendium.ui.widgets.dice import paint_die

    paint_die(p, rect, value)


def _draw_tile(p: QPainter, rect: QRectF) -> None:
    """A standing domino tile (5 over 3), for a domino game without art of its own."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w = rect.height() / 2
    body = QRectF(rect.center().x() - w / 2, rect.y(), w, rect.height())
    p.setPen(QPen(QColor("#8a7f66"), max(1.0, w * 0.04)))
    p.setBrush(QColor("#fffaf0"))
    p.drawRoundedRect(body, w * 0.14, w * 0.14)
    p.drawLine(body.left() + w * 0.15, body.center().y(), body.right() - w * 0.15, body.center().y())
    from compendium.ui.widgets.dice import PIPS

    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#151515"))
    r = w * 0.08
    for value, top in ((5, body.top()), (3, body.center().y())):
        for fx, fy in PIPS[value]:
            p.drawEllipse(body.left() + fx * w - r, top + fy * w - r, 2 * r, 2 * r)


def picture(paths: tuple, domino: bool, side: int, ratio: float = 1.0) -> QPixmap:
    """A card's picture, ``side`` pixels square: the shipped art of ``paths`` laid from the top left
    to the bottom right, overlapping (one picture fills the square), or, if there is none, a die or
    a domino tile drawn here. Made once for each size."""
    key = (tuple(paths), domino, side, ratio)
    done = _pictures.get(key)
    if done is not None:
        return done
    full = max(1, round(side * ratio))
    pix = QPixmap(full, full)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    n = len(paths)
    one = round(full * 0.84) if n <= 1 else round(full * 0.64)
    step = 0 if n <= 1 else (full - one) / (n - 1)
    drawn = 0
    for i, path in enumerate(paths):
        art = _read(path, one)
        if art is None:
            continue
        x = i * step + (one - art.width()) / 2 + (full - one) / 2 * (n <= 1)
        y = i * step + (one - art.height()) / 2 + (full - one) / 2 * (n <= 1)
        p.drawPixmap(round(x), round(y), art)
        drawn += 1
    if not drawn:
        box = QRectF(full * 0.1, full * 0.1, full * 0.8, full * 0.8)
        if domino:
            _draw_tile(p, box)
        else:
            _draw_die(p, box, 5)
    p.end()
    pix.setDevicePixelRatio(ratio)
    _pictures[key] = pix
    return pix


# --- the cards -----------------------------------------------------------------------------------
def wrap_lines(text: str, fm, width: int, most: int) -> list[str]:
    """``text`` broken at spaces into at most ``most`` lines of ``width`` pixels; the last line is
    elided ("…") when the text does not fit."""
    lines: list[str] = []
    words = text.split()
    line = ""
    while words:
        word = words[0]
        trial = f"{line} {word}" if line else word
        if fm.horizontalAdvance(trial) <= width or not line:
            line = trial
            words.pop(0)
            continue
        lines.append(line)
        line = ""
        if len(lines) == most:
            break
    if line and len(lines) < most:
        lines.append(line)
    if words or (lines and fm.horizontalAdvance(lines[-1]) > width):
        rest = " ".join([lines[-1]] + words) if lines else " ".join(words)
        lines[-1:] = [fm.elidedText(rest, Qt.TextElideMode.ElideRight, width)]
    return lines


class GameCard(QWidget):
    """One playable game: its picture, name and one line. A click, Enter or Space opens it; the
    arrow keys move to the neighbouring cards (the grid keeps one card in the Tab order)."""

    activated = Signal(str)

    def __init__(self, game, pictures: tuple, domino: bool, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.game = game
        self.paths = pictures
        self.domino = domino
        self.pixmap: Optional[QPixmap] = None
        self._hover = False
        self._pressed = False
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover, True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(t(game.name))

    def name(self) -> str:
        return t(self.game.name)

    def blurb(self) -> str:
        return t(self.game.blurb) if self.game.blurb else ""

    def retranslate(self) -> None:
        self.setAccessibleName(self.name())
        self.setAccessibleDescription(self.blurb())
        self.setToolTip(f"<b>{self.name()}</b><br>{self.blurb()}" if self.blurb() else self.name())
        self.update()

    TEXT_LINES = 4  # the name (one or two lines) and the line on the game below it

    def picture_side(self) -> int:
        return min(64, self.height() - 24)

    def name_font(self) -> QFont:
        f = QFont(self.font())
        f.setPointSizeF(f.pointSizeF() + 1.5)
        f.setBold(True)
        return f

    def text_lines(self) -> tuple[list[str], list[str]]:
        """The name's lines (at most two) and the description's (the rest), for the card's width."""
        width = max(40, self.width() - self.picture_side() - 36)
        name = wrap_lines(self.name(), QFontMetrics(self.name_font()), width, 2)
        fm = self.fontMetrics()
        room = max(1, (self.height() - 20 - len(name) * QFontMetrics(self.name_font()).height()) // fm.height())
        return name, wrap_lines(self.blurb(), fm, width, room)

    def sizeHint(self) -> QSize:
        fm = self.fontMetrics()
        return QSize(260, max(84, QFontMetrics(self.name_font()).height() + fm.height() * 3 + 22))

    def minimumSizeHint(self) -> QSize:
        return QSize(200, self.sizeHint().height())

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        focused = self.hasFocus()
        path = QPainterPath()
        path.addRoundedRect(r, 10, 10)
        p.fillPath(path, QColor("#eef6f0") if (self._hover or focused) else QColor("#fbfbf8"))
        p.setPen(QPen(QColor(GREEN), 3) if focused else QPen(QColor("#c9d3cc"), 1))
        p.drawPath(path)
        side = self.picture_side()
        if self.pixmap is not None:
            p.drawPixmap(14, (self.height() - side) // 2, self.pixmap)
        x, y, width = side + 24, 10, self.width() - side - 36
        names, lines = self.text_lines()
        p.setFont(self.name_font())
        p.setPen(QColor("#1d3b2a"))
        step = p.fontMetrics().height()
        for line in names:
            p.drawText(QRectF(x, y, width, step), Qt.AlignmentFlag.AlignLeft, line)
            y += step
        p.setFont(self.font())
        p.setPen(QColor("#444444"))
        step = p.fontMetrics().height()
        for line in lines:
            p.drawText(QRectF(x, y, width, step), Qt.AlignmentFlag.AlignLeft, line)
            y += step

    def event(self, event) -> bool:
        if event.type() in (QEvent.Type.HoverEnter, QEvent.Type.HoverLeave):
            self._hover = event.type() == QEvent.Type.HoverEnter
            self.update()
        return super().event(event)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        grid = self.parent()
        if isinstance(grid, CardGrid):
            grid.became_current(self)
        self.update()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.update()

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._pressed = True
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._pressed and self.rect().contains(event.position().toPoint()):
            self.activated.emit(self.game.id)
        self._pressed = False
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.activated.emit(self.game.id)
            return
        grid = self.parent()
        if isinstance(grid, CardGrid) and grid.move_from(self, key):
            return
        super().keyPressEvent(event)


class CardGrid(QWidget):
    """The cards in as many columns as the width allows; one card (the current one) takes part in
    the Tab order, the arrow keys, Home and End move between them."""

    activated = Signal(str)
    SPACING = 10

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.cards: list[GameCard] = []
        self.current = 0
        self.columns = 0
        self._loaded = False
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(2, 2, 2, 2)
        self.grid.setSpacing(self.SPACING)
        cat = load_catalog()
        for g in card_games(cat):
            domino = cat.category_of(g.id).id in DOMINO_GROUPS
            card = GameCard(g, cat.picture(g.id), domino, self)
            card.activated.connect(self.activated)
            self.cards.append(card)
        if self.cards:
            self.cards[0].setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._arrange(self._columns_for(self.width()))

    def _columns_for(self, width: int) -> int:
        least = self.cards[0].minimumSizeHint().width() + 100 if self.cards else 300
        return max(1, min(len(self.cards) or 1, (width + self.SPACING) // (least + self.SPACING)))

    def _arrange(self, columns: int) -> None:
        if columns == self.columns:
            return
        self.columns = columns
        for card in self.cards:
            self.grid.removeWidget(card)
        for i, card in enumerate(self.cards):
            self.grid.addWidget(card, i // columns, i % columns)
        for c in range(self.grid.columnCount()):
            self.grid.setColumnStretch(c, 1 if c < columns else 0)
        rows = (len(self.cards) + columns - 1) // columns
        for r in range(self.grid.rowCount()):  # the cards keep to the top; the room left stays below
            self.grid.setRowStretch(r, 1 if r == rows else 0)
        if self.grid.rowCount() <= rows:
            self.grid.setRowStretch(rows, 1)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._arrange(self._columns_for(event.size().width()))

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self._loaded:  # the pictures come once the page is on the screen
            self._loaded = True
            QTimer.singleShot(0, self, self.load_pictures)

    def load_pictures(self) -> None:
        self._loaded = True
        ratio = self.devicePixelRatioF()
        for card in self.cards:
            card.pixmap = picture(card.paths, card.domino, card.picture_side(), ratio)
            card.update()

    def retranslate(self) -> None:
        for card in self.cards:
            card.retranslate()

    def became_current(self, card: GameCard) -> None:
        index = self.cards.index(card)
        if index != self.current:
            self.cards[self.current].setFocusPolicy(Qt.FocusPolicy.ClickFocus)
            self.current = index
            card.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        scroll = self._scroll_area()
        if scroll is not None:
            scroll.ensureWidgetVisible(card, 0, 6)

    def _scroll_area(self) -> Optional[QScrollArea]:
        w = self.parentWidget()
        while w is not None and not isinstance(w, QScrollArea):
            w = w.parentWidget()
        return w

    def focus_card(self, index: int) -> None:
        if self.cards:
            self.cards[max(0, min(len(self.cards) - 1, index))].setFocus(Qt.FocusReason.OtherFocusReason)

    def move_from(self, card: GameCard, key) -> bool:
        i, cols = self.cards.index(card), max(1, self.columns)
        target = {Qt.Key.Key_Left: i - 1, Qt.Key.Key_Right: i + 1, Qt.Key.Key_Up: i - cols,
                  Qt.Key.Key_Down: i + cols, Qt.Key.Key_Home: 0, Qt.Key.Key_End: len(self.cards) - 1}.get(key)
        if target is None:
            return False
        if 0 <= target < len(self.cards):
            self.focus_card(target)
        return True

    def card(self, game_id: str) -> Optional[GameCard]:
        return next((c for c in self.cards if c.game.id == game_id), None)


# --- the page ------------------------------------------------------------------------------------
class HomePage(QWidget):
    continue_requested = Signal(int)
    delete_requested = Signal(int)
    game_requested = Signal(str)  # a card or a recently played game: open its page

    MAX_ROWS = 4  # unfinished matches shown without scrolling the list

    def __init__(self, db, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.db = db
        self.title = QLabel(self)
        enlarge(self.title, 6, bold=True)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.continue_title = QLabel(self)
        enlarge(self.continue_title, 3, bold=True)
        self.empty = QLabel(self)
        self.empty.setStyleSheet("color: #555;")
        self.list = QListWidget(self)
        self.list.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.list.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.list.itemActivated.connect(lambda item: self.continue_requested.emit(item.data(Qt.ItemDataRole.UserRole)))
        self.continue_button = QPushButton(self)
        self.continue_button.setObjectName("primary")
        self.continue_button.clicked.connect(self._continue)
        self.delete_button = QPushButton(self)
        self.delete_button.clicked.connect(self._delete)
        self.list.currentRowChanged.connect(lambda _: self._buttons())
        self.recent = QLabel(self)
        self.recent.setTextFormat(Qt.TextFormat.RichText)
        self.recent.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.recent.linkActivated.connect(self._link)
        self.games_title = QLabel(self)
        enlarge(self.games_title, 3, bold=True)
        self.cards = CardGrid(self)
        self.cards.activated.connect(self.game_requested)
        self.scroll = QScrollArea(self)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scroll.setWidget(self.cards)

        buttons = QHBoxLayout()
        buttons.addWidget(self.continue_button)
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        self.continue_box = QWidget(self)
        box = QVBoxLayout(self.continue_box)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(4)
        box.addWidget(self.list)
        box.addLayout(buttons)
        lay = QVBoxLayout(self)
        lay.setSpacing(4)
        lay.addWidget(self.title)
        lay.addWidget(self.intro)
        lay.addSpacing(8)
        head = QHBoxLayout()
        head.addWidget(self.continue_title)
        head.addWidget(self.empty, 1)
        lay.addLayout(head)
        lay.addWidget(self.continue_box)
        lay.addWidget(self.recent)
        lay.addSpacing(8)
        lay.addWidget(self.games_title)
        lay.addWidget(self.scroll, 1)
        # Tab: the unfinished matches and their buttons, the games played lately, then the cards
        QWidget.setTabOrder(self.list, self.continue_button)
        QWidget.setTabOrder(self.continue_button, self.delete_button)
        QWidget.setTabOrder(self.delete_button, self.recent)
        if self.cards.cards:
            QWidget.setTabOrder(self.recent, self.cards.cards[0])
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Dice & Domino Compendium"))
        self.intro.setText(self.tr(
            "The book's dice games in 23 categories and the domino, board and card games are on the left, "
            "each with its rules. The games below can be played here, by people in turn and by the computer."))
        self.continue_title.setText(self.tr("Continue"))
        self.empty.setText(self.tr("Nothing to continue yet: choose a game below and press “Play”."))
        self.continue_button.setText(self.tr("Continue this match"))
        self.delete_button.setText(self.tr("Delete"))
        self.games_title.setText(self.tr("Games to play"))
        self.cards.retranslate()
        self.reload()

    def reload(self) -> None:
        from compendium.core.record import parse_json

        self.list.clear()
        cat = load_catalog()
        try:
            saved = self.db.matches()
        except Exception:  # a database that cannot be read: nothing to continue, the page still shows
            saved = []
        for m in saved:
            try:
                rec = parse_json(m.record)  # the loader's safe reading: a damaged record shows "?"
                levels = _levels(m.game)
                names = ", ".join((seat_name(p, levels, lang()) if isinstance(p, dict) else str(p)) or "?"
                                  for p in rec.get("players", []))
                moves = len(rec.get("actions", []))
            except Exception:  # any odd record (deeply nested, not an object...) is listed as unknown
                names, moves = "?", 0
            try:
                game = t(cat.game(m.game).name)
            except KeyError:
                game = m.game
            try:
                when = datetime.datetime.fromtimestamp(m.updated).strftime("%d.%m.%Y %H:%M")
            except (ValueError, OverflowError, OSError, TypeError):
                when = "?"
            item = QListWidgetItem(f"{game} — {names}   ({when}, " + self.tr("%1 moves").replace("%1", str(moves)) + ")")
            item.setData(Qt.ItemDataRole.UserRole, m.id)
            item.setSizeHint(QSize(0, self.row_height()))
            self.list.addItem(item)
        count = self.list.count()
        self.empty.setVisible(count == 0)
        self.continue_box.setVisible(count > 0)
        if count:
            rows = min(count, self.MAX_ROWS)
            self.list.setFixedHeight(self.row_height() * rows + 2 * self.list.frameWidth() + 2)
            self.list.setCurrentRow(0)
        self._recent(cat)
        self._buttons()

    def row_height(self) -> int:
        return self.list.fontMetrics().height() + 8

    def _recent(self, cat) -> None:
        """The games of the latest finished matches, as links to their pages (hidden if none)."""
        try:
            games = [g for g in self.db.recent_games(6) if g in cat]
        except Exception:  # an older or unreadable database: the line is left out
            games = []
        links = " &nbsp;·&nbsp; ".join(f'<a href="game:{g}">{t(cat.game(g).name)}</a>' for g in games)
        self.recent.setText("<b>" + self.tr("Played lately:") + "</b> &nbsp;" + links if games else "")
        self.recent.setVisible(bool(games))

    def _link(self, href: str) -> None:
        if href.startswith("game:"):
            self.game_requested.emit(href[len("game:"):])

    def _buttons(self) -> None:
        has = self.list.currentItem() is not None
        self.continue_button.setEnabled(has)
        self.delete_button.setEnabled(has)

    def _continue(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.continue_requested.emit(item.data(Qt.ItemDataRole.UserRole))

    def _delete(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.delete_requested.emit(item.data(Qt.ItemDataRole.UserRole))
