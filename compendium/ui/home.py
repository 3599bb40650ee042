"""The start page: unfinished matches to continue (newest first) and the games played lately on
top, then every playable game as a large card (a small picture, the name, one line on the game).

The cards are built from the catalog alone (names, ``blurb``, ``picture``, playability): no game's
code is imported for them. Their pictures are the shipped art (``compendium/assets``), read small
and once, after the page is first painted; a game without art gets a die or a domino tile drawn
with QPainter."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Optional

from PySide6.QtCore import QEvent, QRect, QRectF, QSize, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QStylePainter,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from compendium.catalog import load_catalog
from compendium.resources import resources_dir
from compendium.ui.i18n import lang, t
from compendium.ui.qt import USER_ROLE, Qt, set_enum, solid_pen
from compendium.ui.widgets.style import enlarge

if TYPE_CHECKING:
    from PySide6.QtGui import QPixmap
    from PySide6.QtWidgets import QListWidget, QPushButton

# The Qt classes the first screen does not show (the list of unfinished matches and its buttons, the
# cards' pictures read after the first paint) are imported where they are used: each Qt class first
# named costs the making of its type and its enums (QListWidget and the item views under it: 2-3 ms).

GREEN = "#2e7d4f"
LIGHT, PAPER, EDGE, INK, GREY = (QColor(c) for c in ("#eef6f0", "#fbfbf8", "#c9d3cc", "#1d3b2a", "#444444"))
# the cards' edges and fills (a pen's brush is a solid brush of its colour)
RING_PEN, EDGE_PEN = solid_pen(QColor(GREEN), 3), solid_pen(EDGE, 1)
LIGHT_FILL, PAPER_FILL = solid_pen(LIGHT).brush(), solid_pen(PAPER).brush()
ALIGN_LEFT = 0x0001  # Qt.AlignmentFlag.AlignLeft as the alignment an int takes (no Qt enum at start)
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


@lru_cache(maxsize=64)
def _read(path: str, fit: int) -> Optional[QPixmap]:
    """One shipped picture read at a size that fits a ``fit``-pixel square, or None if it is missing."""
    from PySide6.QtGui import QImageReader, QPixmap

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
    from PySide6.QtGui import QPixmap

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
    elided ("…") when the text does not fit. Each word is measured once."""
    lines: list[str] = []
    words = text.split()
    space = fm.horizontalAdvance(" ")
    line, used, i = "", 0, 0
    while i < len(words):
        w = fm.horizontalAdvance(words[i])
        if not line or used + space + w <= width:
            line, used = (f"{line} {words[i]}" if line else words[i]), (used + space + w if line else w)
            i += 1
            continue
        lines.append(line)
        line, used = "", 0
        if len(lines) == most:
            break
    if line and len(lines) < most:
        lines.append(line)
    if i < len(words) or (lines and used > width):
        rest = " ".join([lines[-1]] + words[i:]) if lines else " ".join(words[i:])
        lines[-1:] = [fm.elidedText(rest, Qt.TextElideMode.ElideRight, width)]
    return lines


class CardGrid(QWidget):
    """Every playable game as a card (its picture, name and one line), as many columns as the width
    allows. One widget paints all the cards (cheap to build at start-up): it is one stop for Tab,
    the arrow keys, Home and End move between its cards, Enter, Space or a click open one."""

    activated = Signal(str)
    SPACING = 10
    MARGIN = 3
    LEAST_WIDTH = 300  # a card is at least this wide; the columns share the rest
    PICTURES_AFTER_MS = 40  # after the first paint: the window is on the screen without waiting for them

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        cat = load_catalog()
        self.games = card_games(cat)
        self.paths = [cat.picture(g.id) for g in self.games]
        self.domino = [cat.category_of(g.id).id in DOMINO_GROUPS for g in self.games]
        self.pixmaps: list[Optional[QPixmap]] = [None] * len(self.games)
        self.current = 0
        self.hover = -1
        self.columns = 1
        self.card_width = self.LEAST_WIDTH
        self._loaded = False
        self._pressed = -1
        self._fonts: Optional[tuple] = None
        self._lines: dict[int, tuple] = {}
        set_enum(self, "focusPolicy", "StrongFocus")
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        self._layout(self.width())

    # --- geometry ---------------------------------------------------------------------------
    def fonts(self) -> tuple:
        """(the name's font, its metrics, the description's metrics), made once per text size."""
        if self._fonts is None:
            f = QFont(self.font())
            f.setPointSizeF(f.pointSizeF() + 1.5)
            f.setBold(True)
            self._fonts = (f, QFontMetrics(f), QFontMetrics(self.font()))
        return self._fonts

    def card_height(self) -> int:
        _, big, fm = self.fonts()
        return max(84, big.height() + fm.height() * 3 + 22)

    def picture_side(self) -> int:
        return min(64, self.card_height() - 24)

    def _layout(self, width: int) -> None:
        n = max(1, len(self.games))
        inner = max(self.LEAST_WIDTH, width - 2 * self.MARGIN)
        self.columns = max(1, min(n, (inner + self.SPACING) // (self.LEAST_WIDTH + self.SPACING)))
        self.card_width = (inner - (self.columns - 1) * self.SPACING) // self.columns
        rows = (len(self.games) + self.columns - 1) // self.columns
        self.setMinimumHeight(2 * self.MARGIN + rows * self.card_height() + max(0, rows - 1) * self.SPACING)

    def card_rect(self, index: int) -> QRect:
        row, col = divmod(index, self.columns)
        return QRect(self.MARGIN + col * (self.card_width + self.SPACING),
                     self.MARGIN + row * (self.card_height() + self.SPACING), self.card_width, self.card_height())

    def index_at(self, pos) -> int:
        for i in range(len(self.games)):
            if self.card_rect(i).contains(pos):
                return i
        return -1

    def sizeHint(self) -> QSize:
        return QSize(2 * self.LEAST_WIDTH, self.minimumHeight())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._lines.clear()
            self._layout(event.size().width())

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.FontChange:  # a new text size: the fonts, lines and rows anew
            self._fonts = None
            self._lines.clear()
            self._layout(self.width())
        super().changeEvent(event)

    # --- texts ------------------------------------------------------------------------------
    def name(self, index: int) -> str:
        return t(self.games[index].name)

    def blurb(self, index: int) -> str:
        blurb = self.games[index].blurb
        return t(blurb) if blurb else ""

    def tooltip(self, index: int) -> str:
        blurb = self.blurb(index)
        return f"<b>{self.name(index)}</b><br>{blurb}" if blurb else self.name(index)

    def text_lines(self, index: int) -> tuple[list[str], list[str]]:
        """A card's name in at most two lines and its description in the rest, for the cards' width."""
        done = self._lines.get(index)
        if done is None:
            _, big, fm = self.fonts()
            width = max(40, self.card_width - self.picture_side() - 36)
            name = wrap_lines(self.name(index), big, width, 2)
            room = max(1, (self.card_height() - 20 - len(name) * big.height()) // fm.height())
            done = self._lines[index] = (name, wrap_lines(self.blurb(index), fm, width, room))
        return done

    def retranslate(self) -> None:
        self._lines.clear()
        self.setAccessibleName(self.tr("Games to play"))
        self._describe()
        self.update()

    def _describe(self) -> None:
        if self.games:
            self.setAccessibleDescription(f"{self.name(self.current)}: {self.blurb(self.current)}")

    # --- painting ---------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        # The first screen is painted without Python's Qt namespace (``compendium.ui.qt``): the
        # painter's setPen, setBrush and fillRect, and QPen's and QBrush's constructors from a
        # colour, take Qt enums in other overloads and would make it. So each card is a path filled
        # and stroked, and the text is drawn in a palette's colour by the style (``drawItemText``
        # sets the pen itself), as QPainter.drawText would in the same rectangle.
        p = QStylePainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        font, big, fm = self.fonts()
        side = self.picture_side()
        focus = self.hasFocus()
        area = event.rect()
        ink = self.palette()
        ink.setColor(QPalette.ColorRole.WindowText, INK)
        grey = self.palette()
        grey.setColor(QPalette.ColorRole.WindowText, GREY)
        role = QPalette.ColorRole.WindowText
        for i in range(len(self.games)):
            rect = self.card_rect(i)
            if not rect.intersects(area):
                continue
            ring = focus and i == self.current
            card = QPainterPath()
            card.addRoundedRect(QRectF(rect).adjusted(1.5, 1.5, -1.5, -1.5), 10, 10)
            p.fillPath(card, LIGHT_FILL if (ring or i == self.hover) else PAPER_FILL)
            p.strokePath(card, RING_PEN if ring else EDGE_PEN)
            if self.pixmaps[i] is not None:
                p.drawPixmap(rect.x() + 14, rect.y() + (rect.height() - side) // 2, self.pixmaps[i])
            x, y, width = rect.x() + side + 24, rect.y() + 10, rect.width() - side - 36
            names, lines = self.text_lines(i)
            p.setFont(font)
            for line in names:
                p.drawItemText(QRect(x, y, width, big.height()), ALIGN_LEFT, ink, True, line, role)
                y += big.height()
            p.setFont(self.font())
            for line in lines:
                p.drawItemText(QRect(x, y, width, fm.height()), ALIGN_LEFT, grey, True, line, role)
                y += fm.height()
        p.end()
        if not self._loaded:  # the pictures come once the page is on the screen
            self._loaded = True
            QTimer.singleShot(self.PICTURES_AFTER_MS, self, self.load_pictures)

    def load_pictures(self) -> None:
        self._loaded = True
        ratio = self.devicePixelRatioF()
        side = self.picture_side()
        for i in range(len(self.games)):
            self.pixmaps[i] = picture(self.paths[i], self.domino[i], side, ratio)
        self.update()

    # --- keys and mouse ---------------------------------------------------------------------
    def set_current(self, index: int) -> None:
        if not self.games:
            return
        index = max(0, min(len(self.games) - 1, index))
        old, self.current = self.current, index
        self.update(self.card_rect(old))
        self.update(self.card_rect(index))
        self._describe()
        scroll = self._scroll_area()
        if scroll is not None:
            rect = self.card_rect(index)
            scroll.ensureVisible(rect.center().x(), rect.center().y(), rect.width() // 2 + 4, rect.height() // 2 + 6)

    def _scroll_area(self) -> Optional[QScrollArea]:
        w = self.parentWidget()
        while w is not None and not isinstance(w, QScrollArea):
            w = w.parentWidget()
        return w

    def keyPressEvent(self, event) -> None:
        key, i, cols = event.key(), self.current, self.columns
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.games:
                self.activated.emit(self.games[i].id)
            return
        target = {Qt.Key.Key_Left: i - 1, Qt.Key.Key_Right: i + 1, Qt.Key.Key_Up: i - cols,
                  Qt.Key.Key_Down: i + cols, Qt.Key.Key_Home: 0, Qt.Key.Key_End: len(self.games) - 1}.get(key)
        if target is None:
            super().keyPressEvent(event)
            return
        if 0 <= target < len(self.games):
            self.set_current(target)

    def mousePressEvent(self, event) -> None:
        self._pressed = self.index_at(event.position().toPoint()) if event.button() == Qt.MouseButton.LeftButton else -1
        if self._pressed >= 0:
            self.set_current(self._pressed)
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        index = self.index_at(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and index >= 0 and index == self._pressed:
            self.activated.emit(self.games[index].id)
        self._pressed = -1
        super().mouseReleaseEvent(event)

    def mouseMoveEvent(self, event) -> None:
        index = self.index_at(event.position().toPoint())
        if index != self.hover:
            for old in (self.hover, index):
                if old >= 0:
                    self.update(self.card_rect(old))
            self.hover = index
            self.setCursor(Qt.CursorShape.PointingHandCursor if index >= 0 else Qt.CursorShape.ArrowCursor)
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:
        if self.hover >= 0:
            self.update(self.card_rect(self.hover))
            self.hover = -1
        super().leaveEvent(event)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.set_current(self.current)

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        if self.games:
            self.update(self.card_rect(self.current))

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            index = self.index_at(event.pos())
            if index >= 0:
                QToolTip.showText(event.globalPos(), self.tooltip(index), self, self.card_rect(index))
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def index_of(self, game_id: str) -> int:
        return next((i for i, g in enumerate(self.games) if g.id == game_id), -1)


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
        # The list of unfinished matches and its buttons are made when there is a match to list
        # (``continue_box``): a first start, or one with nothing saved, does not make them.
        self._continue_box: Optional[QWidget] = None
        self.recent = QLabel(self)
        set_enum(self.recent, "textFormat", "RichText")
        set_enum(self.recent, "textInteractionFlags", "LinksAccessibleByMouse|LinksAccessibleByKeyboard")
        self.recent.linkActivated.connect(self._link)
        self.games_title = QLabel(self)
        enlarge(self.games_title, 3, bold=True)
        self.cards = CardGrid(self)
        self.cards.activated.connect(self.game_requested)
        self.scroll = QScrollArea(self)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        set_enum(self.scroll, "horizontalScrollBarPolicy", "ScrollBarAlwaysOff")
        set_enum(self.scroll, "focusPolicy", "NoFocus")
        self.scroll.setWidget(self.cards)

        lay = self._lay = QVBoxLayout(self)
        lay.setSpacing(4)
        lay.addWidget(self.title)
        lay.addWidget(self.intro)
        lay.addSpacing(8)
        head = QHBoxLayout()
        head.addWidget(self.continue_title)
        head.addWidget(self.empty, 1)
        lay.addLayout(head)
        lay.addWidget(self.recent)
        lay.addSpacing(8)
        lay.addWidget(self.games_title)
        lay.addWidget(self.scroll, 1)
        # Tab: the unfinished matches and their buttons (when made), the games played lately, then the cards
        QWidget.setTabOrder(self.recent, self.cards)
        self.retranslate()

    # --- the list of unfinished matches, made on first need -----------------------------------------
    @property
    def continue_box(self) -> QWidget:
        """The list of unfinished matches with its Continue and Delete buttons, under the
        "Continue" heading; made the first time it is needed (a start with nothing saved shows
        only the one quiet line, ``empty``, and makes none of it)."""
        if self._continue_box is None:
            self._make_continue_box()
        return self._continue_box

    @property
    def list(self) -> QListWidget:
        return self.continue_box.list

    @property
    def continue_button(self) -> QPushButton:
        return self.continue_box.continue_button

    @property
    def delete_button(self) -> QPushButton:
        return self.continue_box.delete_button

    def _make_continue_box(self) -> None:
        from PySide6.QtWidgets import QListWidget, QPushButton

        before = self.recent.previousInFocusChain()  # where the list comes in the Tab order
        box = self._continue_box = QWidget(self)
        box.setVisible(False)
        box.list = QListWidget(box)
        box.list.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        box.list.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        box.list.itemActivated.connect(lambda item: self.continue_requested.emit(item.data(USER_ROLE)))
        box.continue_button = QPushButton(box)
        box.continue_button.setObjectName("primary")
        box.continue_button.clicked.connect(self._continue)
        box.delete_button = QPushButton(box)
        box.delete_button.clicked.connect(self._delete)
        box.list.currentRowChanged.connect(lambda _: self._buttons())
        buttons = QHBoxLayout()
        buttons.addWidget(box.continue_button)
        buttons.addWidget(box.delete_button)
        buttons.addStretch(1)
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        lay.addWidget(box.list)
        lay.addLayout(buttons)
        self._lay.insertWidget(self._lay.indexOf(self.recent), box)  # under the "Continue" heading
        # Tab: the unfinished matches and their buttons, the games played lately, then the cards
        QWidget.setTabOrder(before, box.list)
        QWidget.setTabOrder(box.list, box.continue_button)
        QWidget.setTabOrder(box.continue_button, box.delete_button)
        QWidget.setTabOrder(box.delete_button, self.recent)
        QWidget.setTabOrder(self.recent, self.cards)
        self._continue_texts()

    def _continue_texts(self) -> None:
        box = self._continue_box
        if box is not None:
            box.continue_button.setText(self.tr("Continue this match"))
            box.delete_button.setText(self.tr("Delete"))

    def retranslate(self) -> None:
        self.title.setText(self.tr("Dice & Domino Compendium"))
        self.intro.setText(self.tr(
            "The book's dice games in 23 categories and the domino, board and card games are on the left, "
            "each with its rules. The games below can be played here, by people in turn and by the computer."))
        self.continue_title.setText(self.tr("Continue"))
        self.empty.setText(self.tr("Nothing to continue yet: choose a game below and press “Play”."))
        self._continue_texts()
        self.games_title.setText(self.tr("Games to play"))
        self.cards.retranslate()
        self.reload()

    def reload(self) -> None:
        cat = load_catalog()
        try:
            saved = self.db.matches()
        except Exception:  # a database that cannot be read: nothing to continue, the page still shows
            saved = []
        if not saved and self._continue_box is None:  # nothing to list, and no list made yet
            self.empty.setVisible(True)
            self._recent(cat)
            return
        from PySide6.QtWidgets import QListWidgetItem

        self.list.clear()
        for m in saved:
            # the record reader and the seat names only where there is a match to list (the
            # start page of a new collection imports neither)
            from compendium.core.plugin import seat_name
            from compendium.core.record import parse_json

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
            import datetime  # (only where there is a match to list)

            try:
                when = datetime.datetime.fromtimestamp(m.updated).strftime("%d.%m.%Y %H:%M")
            except (ValueError, OverflowError, OSError, TypeError):
                when = "?"
            item = QListWidgetItem(f"{game} — {names}   ({when}, " + self.tr("%1 moves").replace("%1", str(moves)) + ")")
            item.setData(USER_ROLE, m.id)
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
        box = self._continue_box
        return (box.list if box is not None else self).fontMetrics().height() + 8

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
        if self._continue_box is None:
            return
        has = self.list.currentItem() is not None
        self.continue_button.setEnabled(has)
        self.delete_button.setEnabled(has)

    def _continue(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.continue_requested.emit(item.data(USER_ROLE))

    def _delete(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.delete_requested.emit(item.data(USER_ROLE))
