"""The view of the open-domino movement games 1–9: the shared field widget (``FieldBoard``) with the
tiles as the state has them, the tiles removed or brought out beside it, a line saying what to do,
and the buttons to offer a draw or resign (and to answer an offer).

A person moves by clicking (or dragging) a tile, then where it goes; a face-down tile clicked twice
is opened where it lies; in game 9 a click on a tile beside the hole slides it. The keyboard does the
same with the arrows, Enter or Space, and Esc. The view holds no rules: the moves come from the
snapshot's legal actions, and a chosen move is emitted as one of them.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from compendium.core.actions import Action
from compendium.core.snapshot import Snapshot
from compendium.core.text import name_seats
from compendium.games.open_domino.equipment import Piece, back_marks
from compendium.games.open_domino.field import OFF
from compendium.ui.i18n import t
from compendium.ui.widgets.dice import grow_text
from compendium.ui.widgets.field import FieldBoard, FieldPicture, TileFace
from compendium.ui.widgets.game_view import GameView
from compendium.ui.widgets.style import enlarge

ANIMATION_MS = 180


def face_of(piece: Piece, scoring: bool = False) -> TileFace:
    """How the field draws a tile."""
    tile = piece.tile
    colour = tile.colour if tile.set in ("A", "B") else ""
    return TileFace(upper=piece.upper, lower=piece.lower, colour=colour, arrow=1 if piece.up else -1,
                    back=() if piece.face_up else back_marks(tile.set, tile.group), marked=scoring)


class OdMovementView(GameView):
    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self._moves: dict[tuple[int, int], Action] = {}  # (source, destination) -> the action
        self._slides: dict[int, Action] = {}  # game 9: the tile's cell -> its slide
        self._last_shown: tuple = ()
        self.board = FieldBoard(self)
        self.board.move_chosen.connect(self._move_chosen)
        self.board.cell_chosen.connect(self._cell_chosen)
        self.prompt = QLabel(self)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.prompt.setWordWrap(True)
        enlarge(self.prompt, 2, bold=True)
        self.event_label = QLabel(self)
        self.event_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.event_label.setWordWrap(True)
        self.event_label.setStyleSheet("color: #1f6f3f;")
        self._text_watch = grow_text(self, self.prompt, self.event_label)
        self.draw_button = QPushButton(self)
        self.resign_button = QPushButton(self)
        self.accept_button = QPushButton(self)
        self.decline_button = QPushButton(self)
        self.draw_button.clicked.connect(lambda: self.choose_verb("offer-draw"))
        self.resign_button.clicked.connect(lambda: self.choose_verb("resign"))
        self.accept_button.clicked.connect(lambda: self.choose_verb("accept-draw"))
        self.decline_button.clicked.connect(lambda: self.choose_verb("decline-draw"))
        self.accept_button.setObjectName("primary")
        buttons_row = QWidget(self)  # always its height: nothing jumps as buttons come and go
        buttons_row.setFixedHeight(40)
        buttons = QHBoxLayout(buttons_row)
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.addStretch(1)
        for b in (self.accept_button, self.decline_button, self.draw_button, self.resign_button):
            b.setMinimumHeight(34)
            buttons.addWidget(b)
        buttons.addStretch(1)
        # The words and the buttons beside the field when it stands along (the field is twice as tall
        # as wide: the height is what limits it), under it when it lies across (16 × 4: wide).
        self.panel = QWidget(self)
        pl = QVBoxLayout(self.panel)
        pl.setContentsMargins(0, 0, 0, 0)
        pl.addStretch(1)
        pl.addWidget(self.prompt)
        pl.addWidget(self.event_label)
        pl.addWidget(buttons_row)
        pl.addStretch(1)
        self.main_layout = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.main_layout.setContentsMargins(0, 0, 0, 0)
        self.main_layout.addWidget(self.board, 1)
        self.main_layout.addWidget(self.panel)
        self._arrange(across=False)
        self.retranslate_buttons()

    def focus_target(self) -> QWidget:
        return self.board

    def retranslate_buttons(self) -> None:
        self.draw_button.setText(self.tr("Offer a draw"))
        self.resign_button.setText(self.tr("Resign"))
        self.accept_button.setText(self.tr("Accept the draw"))
        self.decline_button.setText(self.tr("Play on"))
        self.resign_button.setToolTip(self.tr("Give the game up: the opponent wins"))
        self.draw_button.setToolTip(self.tr("Ask the opponent to end the game as a draw"))

    def retranslate(self) -> None:
        self.retranslate_buttons()
        super().retranslate()

    # --- drawing ----------------------------------------------------------------------------------------
    def setup(self, snapshot: Snapshot) -> None:
        self._last_shown = ()
        self._arrange(across=bool(snapshot.state.across))

    PANEL_WIDTH = 300  # the words and buttons beside a field standing along

    def _arrange(self, across: bool) -> None:
        if across:
            self.main_layout.setDirection(QBoxLayout.Direction.TopToBottom)
            self.panel.setMaximumWidth(16777215)
            self.panel.setMinimumWidth(0)
        else:
            self.main_layout.setDirection(QBoxLayout.Direction.LeftToRight)
            self.panel.setFixedWidth(self.PANEL_WIDTH)

    def _flipped(self, snapshot: Snapshot) -> bool:
        """The field is seen from the player at rank 8 when he is the only person playing."""
        people = [i for i, p in enumerate(snapshot.players) if not p.is_computer]
        return people == [1]

    def picture(self, snapshot: Snapshot) -> FieldPicture:
        state = snapshot.state
        rules = snapshot.rules
        geo = state.geo
        cells = tuple(tuple(face_of(p, rules.is_scoring(state, p)) for p in stack) for stack in state.cells)
        aside = []
        titles = []
        for seat in range(state.players):
            if state.game in (2, 7):
                tiles = state.out[seat]
                pips = sum(t_.pips for t_ in tiles)
                titles.append(self.tr("%1: brought out %2 (%3 pips)").replace("%1", snapshot.name(seat))
                              .replace("%2", str(len(tiles))).replace("%3", str(pips)))
                aside.append(tuple(TileFace(t_.head if seat == 0 else t_.tail, t_.tail if seat == 0 else t_.head,
                                            t_.colour, 1 if seat == 0 else -1) for t_ in tiles))
            elif state.game == 9:
                continue
            else:
                tiles = state.removed[seat]
                if state.game == 6:
                    title = self.tr("%1: turned %2")
                else:
                    title = self.tr("%1: removed %2")
                titles.append(title.replace("%1", snapshot.name(seat)).replace("%2", str(len(tiles))))
                aside.append(tuple(TileFace(t_.head, t_.tail, t_.colour, 0) for t_ in tiles))
        return FieldPicture(files=geo.files, ranks=geo.ranks, cells=cells, aside=tuple(aside),
                            aside_titles=tuple(titles), flipped=self._flipped(snapshot))

    def draw(self, snapshot: Snapshot) -> None:
        state = snapshot.state
        geo = state.geo
        self.board.show_picture(self.picture(snapshot))
        # the moves a person may make now
        self._moves.clear()
        self._slides.clear()
        verbs = set()
        choices: dict[int, set[int]] = {}
        for action in snapshot.legal:
            verbs.add(action.verb)
            if action.verb == "move":
                src = geo.parse(str(action.args[0]))
                dst = geo.parse(str(action.args[-1]))
                self._moves.setdefault((src, dst), action)  # two routes of jumps to one cell end alike
                choices.setdefault(src, set()).add(dst)
            elif action.verb == "open":
                src = geo.parse(str(action.args[0]))
                self._moves[(src, src)] = action
                choices.setdefault(src, set()).add(src)
            elif action.verb == "slide":
                src = geo.parse(str(action.args[0]))
                self._slides[src] = action
                hole = snapshot.rules.hole(state)
                choices.setdefault(src, set()).add(hole)
                self._moves[(src, hole)] = action
        self.board.set_choices(choices if snapshot.may_act else {})
        # the last move, slid into place when it is new
        last = tuple(state.last)
        if last and last != self._last_shown and len(last) > 1 and snapshot.animation_ms >= 0:
            self.board.animate_move(last, ANIMATION_MS)
        else:
            self.board.set_last_move(last)
        self._last_shown = last
        offered = state.phase == "offer"
        self.accept_button.setVisible(snapshot.may_act and "accept-draw" in verbs)
        self.decline_button.setVisible(snapshot.may_act and "decline-draw" in verbs)
        self.draw_button.setVisible(snapshot.may_act and "offer-draw" in verbs)
        self.resign_button.setVisible(snapshot.may_act and "resign" in verbs)
        self.event_label.setText(name_seats(t(state.event), snapshot.names) if state.event is not None else "")
        self.prompt.setText(self._prompt(snapshot, offered))

    def _prompt(self, snapshot: Snapshot, offered: bool) -> str:
        state = snapshot.state
        if snapshot.over:
            return self.outcome_text(snapshot)
        who = snapshot.name(snapshot.turn)
        if not snapshot.may_act:
            return self.tr("%1 is to move.").replace("%1", who)
        if offered:
            return self.tr("%1 offers a draw. %2, do you accept?").replace(
                "%1", snapshot.name(state.offer_from)).replace("%2", who)
        if state.game == 9:
            return self.tr("%1: slide a tile beside the hole into it.").replace("%1", who)
        return self.tr("%1: choose a tile, then where it goes.").replace("%1", who)

    # --- input ----------------------------------------------------------------------------------------
    def _move_chosen(self, src: int, dst: int) -> None:
        action = self._moves.get((src, dst))
        if action is not None:
            self.choose(action)

    def _cell_chosen(self, cell: int) -> None:
        action = self._slides.get(cell)
        if action is not None:
            self.choose(action)

    def show_hint(self, action: Action) -> None:
        """The hint's move is shown on the field as the last move is (nothing is played)."""
        if self.snapshot is None or action.verb not in ("move", "open", "slide"):
            return
        geo = self.snapshot.state.geo
        path = tuple(geo.parse(str(a)) for a in action.args)
        if action.verb == "slide":
            path = (path[0], self.snapshot.rules.hole(self.snapshot.state))
        self.board.set_last_move(tuple(c for c in path if c is not None))


__all__ = ["OdMovementView", "face_of", "OFF"]
