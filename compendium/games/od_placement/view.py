"""The view of the open-domino relocation and laying games 10–32: the shared field widget
(``FieldBoard``) with the tiles as the state has them, and a panel beside it (under it when the
field lies across): what to do, what just happened, the stacks and the tile turned up, each
player's hand and the tiles set aside, taken or brought out, and the buttons of the verbs legal now.

A person moves a tile on the field as in the movement games (click or drag it, then its
destination; a click on the same cell acts in place: opens, takes, or leaves an opened tile where
it lies). A tile beside the field (the tile turned up, a hand tile) is picked by a click in the
panel, then put on a cell of the field. "Turn round" (R) chooses which way the next tile points
when both ways are legal. The keyboard does everything: the arrows, Enter or Space and Esc on the
field, Tab to the panel, D turns a tile up, T picks the tile turned up, K keeps it, P passes.

The view holds no rules: every choice comes from the snapshot's legal actions, and a chosen move is
emitted as one of them.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QBoxLayout, QGridLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from compendium.core.actions import Action
from compendium.core.snapshot import Snapshot
from compendium.core.text import name_seats
from compendium.games.open_domino.equipment import Piece, Tile, back_marks
from compendium.ui.i18n import t
from compendium.ui.widgets.dice import grow_text, grown
from compendium.ui.widgets.field import FieldBoard, FieldPicture, TileFace, paint_face
from compendium.ui.widgets.game_view import GameView
from compendium.ui.widgets.style import enlarge

ANIMATION_MS = 180
DRAWN = "drawn"  # the key of the tile turned up among the tiles beside the field
BET = "bet"  # the key of a bet on a cell (game 30 V3): targets with no tile


def tile_face(tile: Tile, up: bool, face_up: bool = True) -> TileFace:
    """How a tile is drawn lying with its arrow up (or down); a tile whose digits nobody at the
    screen may see (-1) is drawn face down, its back's marks only."""
    colour = tile.colour if tile.set in ("A", "B") and tile.a >= 0 else ""
    if not face_up or tile.a < 0 or tile.b < 0:
        return TileFace(None, None, back=back_marks(tile.set, tile.group))
    piece = Piece(tile, up, True)
    return TileFace(upper=piece.upper, lower=piece.lower, colour=colour, arrow=1 if up else -1)


def piece_face(piece: Piece) -> TileFace:
    return tile_face(piece.tile, piece.up, piece.face_up)


def parse_tile(name: str) -> Optional[Tile]:
    """"A1:2-5" → Tile("A", 1, 2, 5) (the notation's name of a tile), or None."""
    try:
        head, digits = str(name).split(":")
        a, b = digits.split("-")
        return Tile(head[0], int(head[1:]), int(a), int(b))
    except (ValueError, IndexError):
        return None


def orientation(action: Action) -> Optional[bool]:
    """The arrow of a put-down action: its last "up"/"down" word (None: it names none)."""
    for arg in reversed(action.args):
        if arg in ("up", "down"):
            return arg == "up"
    return None


class TileStrip(QWidget):
    """A row of tiles beside the field (a hand, the tiles set aside, the stacks, the tile turned
    up), as large as its room allows up to ``max_height`` per tile; groups are kept apart by a gap
    (``None`` between them). Tiles that may be chosen are framed; a click, or Enter or Space on the
    keyboard's cursor (the arrows move it among them), emits ``picked`` with the tile's key."""

    picked = Signal(str)

    def __init__(self, parent: Optional[QWidget] = None, max_height: int = 44, min_height: int = 24):
        super().__init__(parent)
        self.max_height = max_height
        self.items: list = []  # (TileFace, key or "", badge or None) or None for a gap
        self.selected: str = ""
        self.cursor = 0
        self.setMinimumHeight(min_height)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def sizeHint(self) -> QSize:
        return QSize(200, round(grown(self, self.max_height, self.max_height * 1.4)) + 6)

    def set_items(self, items: list, selected: str = "") -> None:
        items = list(items)
        while items and items[-1] is None:
            items.pop()
        if items == self.items and selected == self.selected:
            return
        self.items = items
        self.selected = selected
        keys = self.keys()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if keys else Qt.FocusPolicy.NoFocus)
        if selected in keys:
            self.cursor = keys.index(selected)
        self.cursor = min(self.cursor, max(0, len(keys) - 1))
        names = [k for k in keys]
        self.setAccessibleDescription(", ".join(names))
        self.update()

    def keys(self) -> list[str]:
        return [it[1] for it in self.items if it is not None and it[1]]

    def _layout(self) -> list[tuple[int, QRectF]]:
        """Where each item is drawn: (index, rectangle), the tiles as large as fit."""
        n = sum(1 for it in self.items if it is not None)
        gaps = sum(1 for it in self.items if it is None)
        if not n:
            return []
        W, H = self.width() - 4, self.height() - 4
        h = round(grown(self, self.max_height, self.max_height * 1.4))
        while h > 10:
            w = h / 2
            step = w + max(2.0, w * 0.12)
            per_row = max(1, int((W + step * 0.12) // step))
            rows = -(-(n + gaps) // per_row)
            if rows * (h + 3) <= H:
                break
            h -= 1
        w = h / 2
        step = w + max(2.0, w * 0.12)
        per_row = max(1, int((W + step * 0.12) // step))
        out = []
        k = 0
        for i, it in enumerate(self.items):
            row, col = divmod(k, per_row)
            k += 1
            if it is None:
                continue
            out.append((i, QRectF(2 + col * step, 2 + row * (h + 3), w, h)))
        return out

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        keys = self.keys()
        current = keys[self.cursor] if keys and self.hasFocus() else None
        for i, rect in self._layout():
            face, key, badge = self.items[i]
            paint_face(p, rect, face)
            if key:
                colour = QColor("#ffe14d") if key == self.selected else QColor("#3fbf5f")
                p.setPen(QPen(colour, max(2.0, rect.width() * 0.1)))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 4, 4)
            if key and key == current:
                p.setPen(QPen(QColor("#3ea6ff"), 2.0, Qt.PenStyle.DashLine))
                p.drawRect(rect.adjusted(-4, -4, 4, 4))
            if badge is not None:
                d = max(14.0, rect.width() * 0.8)
                box = QRectF(rect.right() + 1, rect.top(), d, d)  # in the gap after the tile
                p.setPen(QPen(QColor("#f4e4c1"), 1.0))
                p.setBrush(QColor("#1d1d1d"))
                p.drawEllipse(box)
                font = QFont(self.font())
                font.setPixelSize(max(8, round(d * 0.55)))
                font.setBold(True)
                p.setFont(font)
                p.setPen(QColor("#ffffff"))
                p.drawText(box, Qt.AlignmentFlag.AlignCenter, str(badge))
        p.end()

    def key_at(self, pos) -> str:
        for i, rect in self._layout():
            if rect.adjusted(-2, -2, 2, 2).contains(pos):
                return self.items[i][1]
        return ""

    def mousePressEvent(self, event) -> None:
        key = self.key_at(event.position())
        if key and event.button() == Qt.MouseButton.LeftButton:
            keys = self.keys()
            self.cursor = keys.index(key)
            self.picked.emit(key)
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event) -> None:
        keys = self.keys()
        k = event.key()
        if keys and k in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            step = -1 if k in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1
            self.cursor = (self.cursor + step) % len(keys)
            self.update()
            event.accept()
            return
        if keys and k in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.picked.emit(keys[min(self.cursor, len(keys) - 1)])
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.update()


class OdPlacementView(GameView):
    PANEL_WIDTH = 320  # the panel beside a field standing along (in a laptop's window)
    PANEL_WIDTH_LARGE = 420  # ... on a full-HD screen

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self._field_puts: dict[tuple[int, int], dict[bool, Action]] = {}  # (source, destination) -> up -> action
        self._in_place: dict[int, Action] = {}  # open, take, choose: a click on the tile itself
        self._beside: dict[str, dict[int, dict[bool, Action]]] = {}  # DRAWN / tile name -> cell -> up -> action
        self._direct: dict[str, Action] = {}  # a tile beside the field chosen with no cell (select)
        self._bets: dict[int, Action] = {}
        self._variants: dict[tuple, Action] = {}  # a put-down with a word after its arrow (game 26's "spare")
        self._spare = False  # the "Spare my tiles" choice
        self._picked: str = ""  # the tile beside the field picked to be put down (or BET)
        self._turned = False  # "Turn round": the next tile points the other way than the natural one
        self._no_auto = False  # the person put the tile turned up back (Esc): it is not picked again by itself
        self._turn_key: tuple = ()  # whose turn the choices were made for (a new turn forgets them)
        self._last_shown: tuple = ()
        self._seat = 0
        self.board = FieldBoard(self)
        self.board.move_chosen.connect(self._move_chosen)
        self.board.target_chosen.connect(self._target_chosen)
        self.board.targets_dropped.connect(self._targets_dropped)
        self.prompt = QLabel(self)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.prompt.setWordWrap(True)
        enlarge(self.prompt, 2, bold=True)
        self.event_label = QLabel(self)
        self.event_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.event_label.setWordWrap(True)
        self.event_label.setStyleSheet("color: #1f6f3f;")
        # the stacks and the tile turned up
        self.stacks_title = QLabel(self)
        self.stacks = TileStrip(self, max_height=56, min_height=40)
        self.drawn_title = QLabel(self)
        self.drawn_tile = TileStrip(self, max_height=96, min_height=64)
        self.drawn_tile.setMinimumWidth(48)
        self.drawn_tile.picked.connect(self._pick)
        for title in (self.stacks_title, self.drawn_title):
            title.setWordWrap(True)
            title.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
        self.table_box = QWidget(self)
        tl = QGridLayout(self.table_box)
        tl.setContentsMargins(0, 0, 0, 0)
        tl.addWidget(self.stacks_title, 0, 0)
        tl.addWidget(self.drawn_title, 0, 1)
        tl.addWidget(self.stacks, 1, 0)
        tl.addWidget(self.drawn_tile, 1, 1)
        tl.setColumnStretch(0, 2)
        tl.setColumnStretch(1, 1)
        # each player's tiles beside the field
        self.seats_box = QWidget(self)
        self.seats_layout = QVBoxLayout(self.seats_box)
        self.seats_layout.setContentsMargins(0, 0, 0, 0)
        self.seats_layout.setSpacing(2)
        self.seat_titles: list[QLabel] = []
        self.seat_strips: list[TileStrip] = []
        # the buttons of the verbs legal now
        self.turn_button = QPushButton(self)
        self.spare_button = QPushButton(self)
        self.spare_button.setCheckable(True)
        self.spare_button.toggled.connect(self._spare_toggled)
        self.draw_tile_button = QPushButton(self)
        self.keep_button = QPushButton(self)
        self.pass_button = QPushButton(self)
        self.cannot_button = QPushButton(self)
        self.draw_button = QPushButton(self)  # offer a draw (the name part 1's view and tests use)
        self.resign_button = QPushButton(self)
        self.accept_button = QPushButton(self)
        self.decline_button = QPushButton(self)
        self.turn_button.clicked.connect(self.turn_round)
        self.draw_tile_button.clicked.connect(lambda: self.choose_verb("draw"))
        self.keep_button.clicked.connect(lambda: self.choose_verb("keep"))
        self.pass_button.clicked.connect(lambda: self.choose_verb("pass"))
        self.cannot_button.clicked.connect(lambda: self.choose_verb("cannot"))
        self.draw_button.clicked.connect(lambda: self.choose_verb("offer-draw"))
        self.resign_button.clicked.connect(lambda: self.choose_verb("resign"))
        self.accept_button.clicked.connect(lambda: self.choose_verb("accept-draw"))
        self.decline_button.clicked.connect(lambda: self.choose_verb("decline-draw"))
        self.accept_button.setObjectName("primary")
        self.draw_tile_button.setObjectName("primary")
        self.buttons = [self.draw_tile_button, self.keep_button, self.turn_button, self.spare_button, self.pass_button,
                        self.cannot_button, self.accept_button, self.decline_button, self.draw_button,
                        self.resign_button]
        self.buttons_box = QWidget(self)
        self.buttons_grid = QGridLayout(self.buttons_box)
        self.buttons_grid.setContentsMargins(0, 0, 0, 0)
        self.buttons_grid.setSpacing(4)
        for b in self.buttons:
            b.setMinimumHeight(32)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            b.hide()
        self._shown_buttons: tuple = ()
        self.words_box = QWidget(self)
        wl = QVBoxLayout(self.words_box)
        wl.setContentsMargins(0, 0, 0, 0)
        wl.addWidget(self.prompt)
        wl.addWidget(self.event_label)
        wl.addWidget(self.buttons_box)
        # beside the field when it stands along, under it when it lies across (16 × 4: wide)
        self.panel = QWidget(self)
        self.panel_layout = QBoxLayout(QBoxLayout.Direction.TopToBottom, self.panel)
        self.panel_layout.setContentsMargins(4, 0, 4, 0)
        self.panel_layout.addWidget(self.words_box)
        self.panel_layout.addWidget(self.table_box)
        self.panel_layout.addWidget(self.seats_box)
        self.panel_layout.addStretch(1)
        # the words, the buttons and the tiles beside the field grow with the window
        self._text_watch = grow_text(self, self.prompt, self.event_label, self.table_box, self.seats_box,
                                     self.buttons_box)
        self.main_layout = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.main_layout.setContentsMargins(0, 0, 0, 0)
        self.main_layout.addWidget(self.board, 1)
        self.main_layout.addWidget(self.panel)
        self._arrange(across=False)
        self.add_shortcut(Qt.Key.Key_R, self.turn_round)
        self.add_shortcut(Qt.Key.Key_D, lambda: self.press(self.draw_tile_button))
        self.add_shortcut(Qt.Key.Key_K, lambda: self.press(self.keep_button))
        self.add_shortcut(Qt.Key.Key_P, lambda: self.press(self.pass_button))
        self.add_shortcut(Qt.Key.Key_T, self.pick_drawn)
        self.add_shortcut(Qt.Key.Key_S, lambda: self.press(self.spare_button))
        self.retranslate_buttons()

    def focus_target(self) -> QWidget:
        return self.board

    def retranslate_buttons(self) -> None:
        self._turn_text()
        self.turn_button.setToolTip(self.tr("Turn the next tile you put down the other way round"))
        self.draw_tile_button.setText(self.tr("Turn up a tile (D)"))
        self.spare_button.setText(self.tr("Spare my tiles (S)"))
        self.spare_button.setToolTip(self.tr("Your own tiles the tile you lay touches with equal digits stay on "
                                             "the field (else they are removed too)"))
        self.keep_button.setText(self.tr("Keep it (K)"))
        self.keep_button.setToolTip(self.tr("Do not lay the tile turned up: it goes to your hand"))
        self.pass_button.setText(self.tr("Pass (P)"))
        self.cannot_button.setText(self.tr("I cannot lay it"))
        self.cannot_button.setToolTip(self.tr("Give up the tile turned up: you lose the game"))
        self.draw_button.setText(self.tr("Offer a draw"))
        self.resign_button.setText(self.tr("Resign"))
        self.accept_button.setText(self.tr("Accept the draw"))
        self.decline_button.setText(self.tr("Play on"))
        self.resign_button.setToolTip(self.tr("Give the game up: the opponent wins"))
        self.draw_button.setToolTip(self.tr("Ask the opponent to end the game as a draw"))
        self.drawn_title.setText(self.tr("Turned up (T)"))
        self.drawn_tile.setAccessibleName(self.tr("The tile turned up"))
        self.stacks.setAccessibleName(self.tr("The stacks"))

    def retranslate(self) -> None:
        self.retranslate_buttons()
        super().retranslate()

    # --- drawing ----------------------------------------------------------------------------------------
    def setup(self, snapshot: Snapshot) -> None:
        self._last_shown = ()
        self._picked = ""
        self._turned = False
        self._arrange(across=bool(snapshot.state.across))
        self.clear_layout(self.seats_layout)
        self.seat_titles, self.seat_strips = [], []
        for _ in range(snapshot.state.players):
            title = QLabel(self.seats_box)
            title.setWordWrap(True)
            strip = TileStrip(self.seats_box, max_height=40, min_height=28)
            strip.picked.connect(self._pick)
            self.seats_layout.addWidget(title)
            self.seats_layout.addWidget(strip)
            self.seat_titles.append(title)
            self.seat_strips.append(strip)
        self.seats_layout.addStretch(1)

    def _arrange(self, across: bool) -> None:
        if across:
            self.main_layout.setDirection(QBoxLayout.Direction.TopToBottom)
            self.panel_layout.setDirection(QBoxLayout.Direction.LeftToRight)
            self.panel.setMaximumWidth(16777215)
            self.panel.setMinimumWidth(0)
            self.panel.setMaximumHeight(230)
            for box, k in ((self.words_box, 3), (self.table_box, 2), (self.seats_box, 3)):
                self.panel_layout.setStretchFactor(box, k)
        else:
            self.main_layout.setDirection(QBoxLayout.Direction.LeftToRight)
            self.panel_layout.setDirection(QBoxLayout.Direction.TopToBottom)
            self.panel.setMaximumHeight(16777215)
            self.panel.setFixedWidth(round(grown(self, self.PANEL_WIDTH, self.PANEL_WIDTH_LARGE)))
            for box in (self.words_box, self.table_box, self.seats_box):
                self.panel_layout.setStretchFactor(box, 0)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.main_layout.direction() == QBoxLayout.Direction.LeftToRight:
            width = round(grown(self, self.PANEL_WIDTH, self.PANEL_WIDTH_LARGE))
            if width != self.panel.width():
                self.panel.setFixedWidth(width)

    def _flipped(self, snapshot: Snapshot) -> bool:
        """The field is seen from the player at rank 8 when he is the only person playing."""
        people = [i for i, p in enumerate(snapshot.players) if not p.is_computer]
        return people == [1]

    def picture(self, snapshot: Snapshot) -> FieldPicture:
        state = snapshot.state
        geo = state.geo
        cells = tuple(tuple(piece_face(p) for p in stack) for stack in state.cells)
        return FieldPicture(files=geo.files, ranks=geo.ranks, cells=cells, flipped=self._flipped(snapshot))

    def natural_up(self) -> bool:
        """Which way a tile points unless turned round: at the opponent (seat 1 sits at the top)."""
        return self._seat != 1

    @property
    def preferred_up(self) -> bool:
        return self.natural_up() != self._turned

    def _up_for(self, ways: dict) -> Optional[bool]:
        """The arrow a put-down will have: the preferred one when legal, else the only legal one."""
        if self.preferred_up in ways:
            return self.preferred_up
        return next(iter(ways), None)

    def _up_among(self, dests: dict) -> bool:
        """The arrow a tile will have wherever it goes: the preferred one if it is legal somewhere."""
        ups = {up for ways in dests.values() for up in ways}
        return self.preferred_up if self.preferred_up in ups or not ups else next(iter(ups))

    def draw(self, snapshot: Snapshot) -> None:
        state = snapshot.state
        geo = state.geo
        self.board.show_picture(self.picture(snapshot))
        legal = snapshot.legal if snapshot.may_act else ()
        key = (snapshot.acting, state.plies, state.phase, state.drawn, state.opened, state.relocations)
        if key != self._turn_key:
            if not self._turn_key or self._turn_key[0] != snapshot.acting or self._turn_key[1] != state.plies:
                self._turned = False
            self._turn_key = key
            self._picked = ""
            self._no_auto = False
        self._seat = snapshot.acting if snapshot.acting is not None else (snapshot.turn or 0)
        self._field_puts, self._in_place, self._beside, self._direct, self._bets = {}, {}, {}, {}, {}
        self._variants = {}
        verbs = set()
        for action in legal:
            verb = action.verb
            verbs.add(verb)
            args = [str(a) for a in action.args]
            up = orientation(action)
            if verb in ("move", "lay", "play") and up is not None and args[-1] not in ("up", "down"):
                # a second form of a put-down (a word after the arrow): chosen by its own button
                at = max(i for i, a in enumerate(args) if a in ("up", "down"))
                self._variants[(verb, tuple(args[:at + 1]))] = action
                continue
            if verb == "move" and len(args) >= 2:
                src, dst = geo.parse(args[0]), geo.parse(args[1])
                if src is not None and dst is not None:
                    self._field_puts.setdefault((src, dst), {}).setdefault(True if up is None else up, action)
            elif verb in ("open", "take", "choose") and args:
                cell = geo.parse(args[0])
                if cell is not None:
                    self._in_place.setdefault(cell, action)
            elif verb == "lay" and args:
                dst = geo.parse(args[0])
                if dst is not None:
                    self._beside.setdefault(DRAWN, {}).setdefault(dst, {}).setdefault(True if up is None else up, action)
            elif verb == "play" and len(args) >= 2:
                dst = geo.parse(args[1])
                if dst is not None:
                    self._beside.setdefault(args[0], {}).setdefault(dst, {}).setdefault(True if up is None else up, action)
            elif verb == "bet" and args:
                cell = geo.parse(args[0])
                if cell is not None:
                    self._bets[cell] = action
            elif verb not in ("draw", "keep", "pass", "cannot", "resign", "offer-draw", "accept-draw",
                              "decline-draw") and len(args) == 1 and parse_tile(args[0]) is not None:
                self._direct[args[0]] = action  # a tile chosen with no cell (game 21's selection)
        if self._picked and self._picked not in self._beside and not (self._picked == BET and self._bets):
            self._picked = ""
        if not self._picked and DRAWN in self._beside and not self._no_auto:
            self._picked = DRAWN  # the tile turned up is to be laid: its places are shown at once
        if not self._picked and self._bets:
            self._picked = BET
        self._show_choices(state)
        # the last move, slid into place when it is new
        last = tuple(state.last)
        if last and last != self._last_shown and len(last) > 1 and last[0] != last[-1] and snapshot.animation_ms >= 0:
            self.board.animate_move(last, ANIMATION_MS)
        else:
            self.board.set_last_move(last)
        self._last_shown = last
        self._show_panel(snapshot, verbs)
        self.event_label.setText(name_seats(t(state.event), snapshot.names) if state.event is not None else "")
        self.prompt.setText(self._prompt(snapshot, verbs))

    def _show_choices(self, state) -> None:
        """The field's sources and destinations, the targets of the tile picked beside the field,
        and every tile as it will be put down (the "Turn round" choice)."""
        choices: dict[int, set[int]] = {}
        carried: dict[int, TileFace] = {}
        per_source: dict[int, dict] = {}
        for (src, dst), ways in self._field_puts.items():
            choices.setdefault(src, set()).add(dst)
            per_source.setdefault(src, {})[dst] = ways
        for cell in self._in_place:
            choices.setdefault(cell, set()).add(cell)
        for src, dests in per_source.items():
            stack = state.cells[src] if 0 <= src < len(state.cells) else ()
            if stack:
                carried[src] = tile_face(stack[-1].tile, self._up_among(dests))
        self.board.set_choices(choices)
        self.board.set_carried(carried)
        if self._picked == BET:
            self.board.set_targets(self._bets)
        elif self._picked:
            dests = self._beside.get(self._picked, {})
            tile = self._picked_tile(state)
            face = tile_face(tile, self._up_among(dests)) if tile is not None else None
            self.board.set_targets(dests, face)
        else:
            self.board.set_targets(())

    def _picked_tile(self, state) -> Optional[Tile]:
        if self._picked == DRAWN:
            return state.drawn
        return parse_tile(self._picked) if self._picked else None

    def _any_choice_of_arrow(self) -> bool:
        if any(len(w) > 1 for w in self._field_puts.values()):
            return True
        return any(len(w) > 1 for dests in self._beside.values() for w in dests.values())

    def _show_panel(self, snapshot: Snapshot, verbs: set) -> None:
        state = snapshot.state
        # the stacks and the tile turned up
        selector = getattr(state, "selector", None)  # game 21: the tile that says which tile moves
        has_table = bool(state.supply) or state.drawn is not None or selector is not None
        self.table_box.setVisible(has_table)
        if has_table:
            backs = []
            for stack in state.supply:
                tile = stack[-1] if stack else None
                face = tile_face(tile, True, False) if tile is not None else TileFace(None, None)
                backs += [(face, "", len(stack)), None]  # a gap: room for the count
            self.stacks.set_items(backs)
            if len(state.supply) == 1:
                self.stacks_title.setText(self.tr("Stack"))
            else:
                self.stacks_title.setText(self.tr("Stacks: %1").replace(
                    "%1", ", ".join(snapshot.name(s) for s in range(len(state.supply)))))
            drawn = []
            if state.drawn is not None:
                up = self._up_among(self._beside.get(DRAWN, {}))
                drawn.append((tile_face(state.drawn, up), DRAWN if DRAWN in self._beside else "", None))
            elif selector is not None:
                drawn.append((tile_face(selector, self.natural_up()), "", None))
            self.drawn_tile.set_items(drawn, self._picked)
        # each player's tiles beside the field
        shown: set[str] = set()
        for seat in range(min(state.players, len(self.seat_strips))):
            items: list = []
            parts = []
            groups = (
                (state.hands, self.tr("hand %1")),
                (state.aside, self.tr("aside %1")),
                (state.taken, self.tr("removed %1")),
                (state.out, self.tr("beyond the edge %1")),
            )
            for pile, words in groups:
                tiles = pile[seat] if seat < len(pile) else ()
                if not tiles:
                    continue
                parts.append(words.replace("%1", str(len(tiles))))
                for tile in tiles:
                    key = ""
                    if seat == snapshot.acting or pile is not state.hands:
                        if tile.name in self._beside or tile.name in self._direct:
                            key = tile.name
                            shown.add(key)
                    if key and key == self._picked:  # as it will be put down
                        up = self._up_among(self._beside.get(key, {}))
                    else:
                        up = state.owner_of(tile) != 1
                    items.append((tile_face(tile, up), key, None))
                items.append(None)
            flips = state.flips[seat] if seat < len(state.flips) else 0
            if flips:
                parts.append(self.tr("turned %1").replace("%1", str(flips)))
            if snapshot.acting == seat:  # playable tiles shown nowhere else (laid back from elsewhere)
                extra = [k for k in list(self._beside) + list(self._direct) if k not in (DRAWN,) and k not in shown]
                for name in extra:
                    tile = parse_tile(name)
                    if tile is not None:
                        items.append((tile_face(tile, state.owner_of(tile) != 1), name, None))
                        shown.add(name)
            gone = dict(state.left).get(seat)
            name = snapshot.name(seat)
            if gone == "won":
                name = self.tr("%1 (out: won)").replace("%1", name)
            elif gone == "lost":
                name = self.tr("%1 (out)").replace("%1", name)
            title = name + (": " + ", ".join(parts) if parts else "")
            self.seat_titles[seat].setText(title)
            self.seat_strips[seat].setAccessibleName(title)
            self.seat_strips[seat].set_items(items, self._picked)
            self.seat_strips[seat].setVisible(bool(items))
        # the buttons of the verbs legal now
        may = snapshot.may_act
        wanted = {
            self.draw_tile_button: "draw" in verbs,
            self.keep_button: "keep" in verbs,
            self.turn_button: may and self._any_choice_of_arrow(),
            self.spare_button: may and bool(self._variants),
            self.pass_button: "pass" in verbs,
            self.cannot_button: "cannot" in verbs,
            self.accept_button: "accept-draw" in verbs,
            self.decline_button: "decline-draw" in verbs,
            self.draw_button: "offer-draw" in verbs,
            self.resign_button: "resign" in verbs,
        }
        shown_buttons = tuple(b for b in self.buttons if wanted[b])
        if shown_buttons != self._shown_buttons:
            for b in self.buttons:
                self.buttons_grid.removeWidget(b)
                b.setVisible(False)
            cols = 3 if snapshot.state.across else 2
            for i, b in enumerate(shown_buttons):
                self.buttons_grid.addWidget(b, i // cols, i % cols)
                b.setVisible(True)
            self._shown_buttons = shown_buttons
        self._turn_text()

    def _turn_text(self) -> None:
        self.turn_button.setText(self.tr("Turn round (R): arrow %1").replace("%1", "▲" if self.preferred_up else "▼"))

    def _prompt(self, snapshot: Snapshot, verbs: set) -> str:
        state = snapshot.state
        if snapshot.over:
            return self.outcome_text(snapshot)
        who = snapshot.name(snapshot.turn)
        if not snapshot.may_act:
            return self.tr("%1 is to move.").replace("%1", who)
        if state.phase == "offer":
            return self.tr("%1 offers a draw. %2, do you accept?").replace(
                "%1", snapshot.name(state.offer_from)).replace("%2", who)
        what = []
        if self._bets:
            what.append(self.tr("Bet on a cell of rank 8."))
        if DRAWN in self._beside:
            what.append(self.tr("Lay the tile turned up on a marked cell."))
        elif state.drawn is not None and "cannot" in verbs:
            what.append(self.tr("The tile turned up fits nowhere: move tiles on the field to make room, or give up."))
        if state.opened is not None:
            what.append(self.tr("Leave the opened tile where it lies (click it) or move it."))
        elif "move" in verbs and state.drawn is None:
            what.append(self.tr("Choose a tile on the field, then where it goes."))
        if "open" in verbs:
            what.append(self.tr("Open a face-down tile: click it twice."))
        if "take" in verbs:
            what.append(self.tr("Take a tile: click it twice."))
        if any(k != DRAWN for k in self._beside) or self._direct:
            what.append(self.tr("Choose a tile beside the field, then a cell."))
        if "draw" in verbs:
            what.append(self.tr("Turn up a tile."))
        if "keep" in verbs:
            what.append(self.tr("Or keep it."))
        if "pass" in verbs:
            what.append(self.tr("Or pass."))
        return self.tr("%1 to move.").replace("%1", who) + " " + " ".join(what)

    # --- input ----------------------------------------------------------------------------------------
    def turn_round(self) -> None:
        """The next tile put down points the other way (when both ways are legal)."""
        if not self.may_act:
            return
        self._turned = not self._turned
        self.refresh()

    def pick_drawn(self) -> None:
        """T: the tile turned up is picked; the field takes the keyboard."""
        if self.may_act and DRAWN in self._beside:
            self._pick(DRAWN)

    def _pick(self, key: str) -> None:
        if not self.may_act:
            return
        if key in self._direct and key not in self._beside:
            self.choose(self._direct[key])
            return
        if key not in self._beside:
            return
        self._picked = key
        self.refresh()
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)
        if self.board.targets and self.board.key_cell not in self.board.targets:
            self.board.set_cursor(self.board._home())

    def _targets_dropped(self) -> None:
        self._picked = ""
        self._no_auto = True
        self.refresh()

    def _move_chosen(self, src: int, dst: int) -> None:
        ways = self._field_puts.get((src, dst))
        if ways:
            self._put(ways)
            return
        if src == dst and src in self._in_place:
            self.choose(self._in_place[src])

    def _target_chosen(self, cell: int) -> None:
        if self._picked == BET:
            action = self._bets.get(cell)
            if action is not None:
                self.choose(action)
            return
        ways = self._beside.get(self._picked, {}).get(cell)
        if ways:
            self._put(ways)

    def _put(self, ways: dict) -> None:
        up = self._up_for(ways)
        if up is None:
            return
        action = ways[up]
        if self._spare:
            action = self._variants.get((action.verb, tuple(str(a) for a in action.args)), action)
        self._picked = ""
        self._turned = False
        self.choose(action)

    def _spare_toggled(self, on: bool) -> None:
        self._spare = bool(on)

    def show_hint(self, action: Action) -> None:
        """The hint's move is shown on the field as the last move is (nothing is played)."""
        if self.snapshot is None:
            return
        geo = self.snapshot.state.geo
        args = [str(a) for a in action.args]
        if action.verb == "move" and len(args) >= 2:
            path = (geo.parse(args[0]), geo.parse(args[1]))
        elif action.verb in ("open", "take", "choose", "bet", "lay") and args:
            path = (geo.parse(args[0]),)
        elif action.verb == "play" and len(args) >= 2:
            path = (geo.parse(args[1]),)
        else:
            return
        self.board.set_last_move(tuple(dict.fromkeys(c for c in path if c is not None)))


__all__ = ["OdPlacementView", "TileStrip", "parse_tile", "tile_face"]
