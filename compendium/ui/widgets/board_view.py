"""What the views of checkers and chess share: the square board (``SquareBoard``) with a panel beside
it — whose turn it is and what to do, the pieces each side has taken, the list of the moves, and the
buttons for what may be done now besides a move (offer a draw, claim one, resign, answer an offer).

A game's view (``compendium/games/checkers/view.py``, ``compendium/games/chess/view.py``) says how its
rules name things: the position, the legal moves' paths, the last move, the check, the lines of the
move list and the captured pieces. The board is seen from the side of the person to move when people
play each other, and from the person's side against the computer. The view holds no rules: the moves
come from the snapshot's legal actions through the rules' ``move_path``.

Keys (on while a person is to decide): the arrows, Enter or Space and Esc on the board; Ctrl+D
offers a draw, Ctrl+Shift+D claims one, Ctrl+Shift+R resigns, Y and N answer an offer.
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from compendium.core.actions import Action
from compendium.core.snapshot import Snapshot
from compendium.ui.widgets.board import SquareBoard, renderer
from compendium.ui.widgets.dice import grow_text
from compendium.ui.widgets.game_view import GameView
from compendium.ui.widgets.style import enlarge

ANIMATION_MS = 200
VERB_BUTTONS = (("accept-draw", "accept_button"), ("decline-draw", "decline_button"),
                ("claim-draw", "claim_button"), ("offer-draw", "draw_button"), ("resign", "resign_button"))


class PieceRow(QWidget):
    """A row of small pieces (the ones a side has taken), drawn closer together when many."""

    SIZE = 22

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.codes: tuple[str, ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(self.SIZE)

    def set_pieces(self, codes: Sequence[str]) -> None:
        codes = tuple(codes)
        if codes != self.codes:
            self.codes = codes
            self.update()

    def sizeHint(self) -> QSize:
        return QSize(8 * self.SIZE, self.SIZE)

    def paintEvent(self, event) -> None:
        if not self.codes:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        n = len(self.codes)
        step = min(self.SIZE * 0.8, (self.width() - self.SIZE) / max(1, n - 1))
        for i, code in enumerate(self.codes):
            renderer(code).render(p, QRectF(i * step, 0, self.SIZE, self.SIZE))
        p.end()


class PanelGameView(GameView):
    """What the views of board games (the square board, the nardy board) share: a panel beside the
    board with the prompt (whose turn, what to do), a status line and the list of the moves, and the
    board seen from the side of the person to decide. A subclass makes ``self.board`` (with a
    ``flipped`` attribute), adds its own parts to ``panel_layout`` and fills ``move_lines``."""

    PANEL_WIDTH = 290

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self._shown_moves = 0  # how many moves the list shows
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        enlarge(self.prompt, 2, bold=True)
        self.status_label = QLabel(self)
        self.status_label.setWordWrap(True)
        self.status_label.setStyleSheet("color: #1f6f3f;")
        self._text_watch = grow_text(self, self.prompt, self.status_label)
        self.moves_title = QLabel(self)
        enlarge(self.moves_title, 0, bold=True)
        self.move_list = QListWidget(self)
        self.move_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays on the board
        self.move_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.move_list.setMinimumHeight(60)
        self.panel = QWidget(self)
        self.panel.setFixedWidth(self.PANEL_WIDTH)
        self.panel_layout = QVBoxLayout(self.panel)
        self.panel_layout.setContentsMargins(8, 0, 0, 0)
        self.panel_layout.addWidget(self.prompt)
        self.panel_layout.addWidget(self.status_label)
        self.seat_grid = QGridLayout()  # a line or two for each seat (a subclass fills it)
        self.seat_grid.setContentsMargins(0, 4, 0, 4)
        self.seat_grid.setVerticalSpacing(0)
        self.panel_layout.addLayout(self.seat_grid)

    def focus_target(self) -> QWidget:
        return self.board

    def make_verb_buttons(self, buttons: Sequence[tuple[str, str]]) -> None:
        """A button for each (verb, attribute name): a click chooses the verb's legal action."""
        for verb, attr in buttons:
            button = QPushButton(self)
            button.setMinimumHeight(30)
            button.clicked.connect(lambda _=False, v=verb: self.choose_verb(v))
            setattr(self, attr, button)

    def move_lines(self, snapshot: Snapshot) -> list[str]:
        """The move list's lines (e.g. "1. e4 e5")."""
        return []

    def retranslate(self) -> None:
        self.retranslate_texts()
        self._shown_moves = -1  # the lines again, in the new language
        super().retranslate()

    def retranslate_texts(self) -> None:
        self.moves_title.setText(self.tr("Moves"))

    def setup(self, snapshot: Snapshot) -> None:
        self._shown_moves = -1
        self.move_list.clear()

    def flipped(self, snapshot: Snapshot) -> bool:
        """Seen from seat 1's side: when the only person plays seat 1, or when people play each
        other and seat 1 is to move."""
        people = [i for i, p in enumerate(snapshot.players) if not p.is_computer]
        if len(people) == 1:
            return people[0] == 1
        if len(people) == 2:
            seat = snapshot.acting if snapshot.acting is not None else snapshot.turn
            if seat is None:  # the game is over: as it was seen last
                return self.board.flipped
            return seat == 1
        return False

    def _fill_moves(self, snapshot: Snapshot) -> None:
        lines = self.move_lines(snapshot)
        if self._shown_moves < 0 or len(lines) < self.move_list.count():
            self.move_list.clear()
        n = self.move_list.count()
        for i, line in enumerate(lines):
            if i < n:
                item = self.move_list.item(i)
                if item.text() != line:
                    item.setText(line)
            else:
                self.move_list.addItem(line)
        self._shown_moves = len(lines)
        self.move_list.scrollToBottom()


class BoardGameView(PanelGameView):
    """The view of a game on the square board (see the module's text)."""

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self._last_shown: Optional[tuple] = None
        self._person_was_to_move = False  # the last snapshot drawn had a person to decide
        self.board = SquareBoard(self)
        self.board.action_chosen.connect(self.choose)
        # the pieces each side has taken: a name and a row of pieces (chess) or a count (checkers)
        self.taken_names = [QLabel(self), QLabel(self)]
        self.taken_rows = [PieceRow(self), PieceRow(self)]
        self.taken_counts = [QLabel(self), QLabel(self)]
        self.make_verb_buttons(VERB_BUTTONS)
        self.accept_button.setObjectName("primary")
        self.add_shortcut("Ctrl+D", lambda: self.press(self.draw_button))
        self.add_shortcut("Ctrl+Shift+D", lambda: self.press(self.claim_button))
        self.add_shortcut("Ctrl+Shift+R", lambda: self.press(self.resign_button))
        # Y and N only while an offer is answered (N is also a knight in the chooser of a promotion)
        self.answer_keys = [self.add_shortcut(Qt.Key.Key_Y, lambda: self.press(self.accept_button)),
                            self.add_shortcut(Qt.Key.Key_N, lambda: self.press(self.decline_button))]

        pl = self.panel_layout
        taken = self.seat_grid
        for seat in range(2):
            taken.addWidget(self.taken_names[seat], seat * 2, 0)
            taken.addWidget(self.taken_counts[seat], seat * 2, 1, Qt.AlignmentFlag.AlignRight)
            taken.addWidget(self.taken_rows[seat], seat * 2 + 1, 0, 1, 2)
        pl.addWidget(self.moves_title)
        pl.addWidget(self.move_list, 1)
        self.button_box = QVBoxLayout()
        self.button_box.setSpacing(4)
        row = QHBoxLayout()
        row.addWidget(self.accept_button)
        row.addWidget(self.decline_button)
        self.button_box.addLayout(row)
        for b in (self.claim_button, self.draw_button, self.resign_button):
            self.button_box.addWidget(b)
        pl.addLayout(self.button_box)

        main = QHBoxLayout(self)
        main.setContentsMargins(0, 0, 0, 0)
        main.addWidget(self.board, 1)
        main.addWidget(self.panel)
        self.retranslate_texts()

    # --- what each game says ----------------------------------------------------------------------
    def pieces(self, snapshot: Snapshot) -> dict[int, str]:
        return snapshot.rules.board_of(snapshot.state)

    def check_square(self, snapshot: Snapshot) -> Optional[int]:
        return None

    def taken(self, snapshot: Snapshot, seat: int) -> tuple[tuple[str, ...], str]:
        """The pieces ``seat`` has taken: piece codes to show small, and a count in words."""
        return (), ""

    def status(self, snapshot: Snapshot) -> str:
        """A line on the position (check, a draw that may be claimed, how it ended)."""
        return ""

    def paths(self, snapshot: Snapshot) -> dict[Action, tuple[int, ...]]:
        move_path = snapshot.rules.move_path
        return {a: tuple(move_path(a)) for a in snapshot.legal if a.verb == "move"}

    # --- words --------------------------------------------------------------------------------------
    def retranslate_texts(self) -> None:
        self.accept_button.setText(self.tr("Accept the draw"))
        self.accept_button.setToolTip(self.tr("Key: Y"))
        self.decline_button.setText(self.tr("Play on"))
        self.decline_button.setToolTip(self.tr("Decline the offer of a draw (key: N)"))
        self.claim_button.setText(self.tr("Claim a draw"))
        self.claim_button.setToolTip(self.tr("The rules allow a draw now: end the game as a draw (Ctrl+Shift+D)"))
        self.draw_button.setText(self.tr("Offer a draw"))
        self.draw_button.setToolTip(self.tr("Ask the opponent to end the game as a draw (Ctrl+D)"))
        self.resign_button.setText(self.tr("Resign"))
        self.resign_button.setToolTip(self.tr("Give the game up: the opponent wins (Ctrl+Shift+R)"))
        super().retranslate_texts()

    # --- drawing --------------------------------------------------------------------------------------
    def setup(self, snapshot: Snapshot) -> None:
        self._last_shown = None  # the position a match opens with is shown, not slid into
        super().setup(snapshot)

    def draw(self, snapshot: Snapshot) -> None:
        state = snapshot.state
        rules = snapshot.rules
        last = tuple(rules.last_move_path(state))
        self.board.show_position(self.pieces(snapshot), self.flipped(snapshot), (), self.check_square(snapshot))
        # The computer's moves (and any move the screen did not see made) slide into place; a person's
        # own move, just made on the board, is not played again.
        if last and last != self._last_shown and self._last_shown is not None and not self._person_was_to_move \
                and snapshot.animation_ms > 0 and self.isVisible():
            self.board.animate_move(last, ANIMATION_MS)
        self._person_was_to_move = snapshot.may_act
        self.board.set_last_move(last)
        self._last_shown = last
        self.board.set_paths(self.paths(snapshot) if snapshot.may_act else {})
        verbs = {a.verb for a in snapshot.legal}
        for verb, attr in VERB_BUTTONS:
            getattr(self, attr).setVisible(snapshot.may_act and verb in verbs)
        self.enable_shortcuts(snapshot.may_act)
        offered = "accept-draw" in verbs
        for sc in self.answer_keys:
            sc.setEnabled(snapshot.may_act and offered)
        self.prompt.setText(self._prompt(snapshot, offered))
        if snapshot.over and snapshot.flag is not None:
            self.status_label.setText(self.tr("%1 ran out of time.").replace("%1", snapshot.name(snapshot.flag)))
        else:
            self.status_label.setText(self.status(snapshot))
        for seat in range(2):
            codes, words = self.taken(snapshot, seat)
            self.taken_names[seat].setText(self.tr("%1 took:").replace("%1", snapshot.name(seat)))
            self.taken_counts[seat].setText(words)
            self.taken_rows[seat].set_pieces(codes)
            self.taken_rows[seat].setVisible(bool(codes) or self.shows_taken_pieces)
        self._fill_moves(snapshot)

    shows_taken_pieces = False  # chess shows the pieces taken as small icons, checkers a count

    def _prompt(self, snapshot: Snapshot, offered: bool) -> str:
        if snapshot.over:
            return self.outcome_text(snapshot)
        who = snapshot.name(snapshot.turn)
        if not snapshot.may_act:
            return self.tr("%1 is to move.").replace("%1", who)
        if offered:
            other = snapshot.name(1 - snapshot.acting) if snapshot.acting in (0, 1) else ""
            return self.tr("%1 offers a draw. %2, do you accept?").replace("%1", other).replace("%2", who)
        return self.tr("%1: your move.").replace("%1", who)

    # --- input --------------------------------------------------------------------------------------
    def show_hint(self, action: Action) -> None:
        """The hint's move is marked on the board as the last move is (nothing is played)."""
        if self.snapshot is None or action.verb != "move":
            return
        self.board.set_last_move(tuple(self.snapshot.rules.move_path(action)))


__all__ = ["BoardGameView", "PanelGameView", "PieceRow", "ANIMATION_MS"]
