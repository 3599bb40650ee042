"""The view of short and long nardy: the board (``NardyBoard``, compendium/ui/widgets/nardy_board.py)
and a panel beside it (``PanelGameView``: whose turn and what to do, the pips of both, the dice to
play, the buttons, the list of the turns).

A turn is picked checker by checker (``TurnPicker``, compendium/games/nardy/picker.py): click a
checker then a point (or drag it, or double-click it to move it by the larger number left; or the
arrows and Enter or Space); a point two or more numbers away is reached in one go. Backspace or
Ctrl+Z takes the last step back, Esc lets the checker go, Done (or Enter) ends the turn. A turn
with a single legal play (or nothing to play) is made for the person after a short pause. With the
doubling cube: Roll (R), Double (D); the answer Take (Y) or Drop (N). Ctrl+Shift+R resigns.

The board is seen from the person's side against the computer, and from the side of the person to
move when two people play. The view holds no rules: the steps come from ``sequences_of`` and the
action from ``action_for``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Optional

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from compendium.core.actions import Action
from compendium.core.rules import IllegalAction
from compendium.core.snapshot import Snapshot
from compendium.core.text import name_seats
from compendium.games.nardy.picker import TurnPicker, dice_of
from compendium.games.nardy.position import apply_steps, parse_steps
from compendium.games.nardy.rules import (
    ANSWER,
    DECIDE,
    MOVE,
    OPENING,
    bar_of,
    game_end_text,
    off_of,
    own_to_abs,
    pips_of,
    points_of,
    sequences_of,
)
from compendium.ui.i18n import t
from compendium.ui.widgets.board_view import PanelGameView
from compendium.ui.widgets.nardy_board import BAR, OFF, NardyBoard

FORCED_MS = 800  # the pause before a forced turn is made for the person
BUTTONS = (("roll", "roll_button"), ("double", "double_button"), ("take", "take_button"),
           ("drop", "drop_button"), ("resign", "resign_button"))


def cell_of(variant: str, seat: int, own: int) -> int:
    """The board's cell of ``seat``'s own point (25: the bar, 0: off)."""
    if own in (BAR, OFF):
        return own
    return own_to_abs(variant, seat, own)


class NardyView(PanelGameView):
    """The view of nardy (see the module's text)."""

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.picker: Optional[TurnPicker] = None
        self._picker_state = None  # the state the picker was made for
        self._forced_state = None  # the state whose forced turn is waiting to be made
        self._lines: list[str] = []  # the move list, and the replay it was made from
        self._replayed = 0
        self._replay_state = None
        self.board = NardyBoard(self)
        self.board.step_chosen.connect(self._step)
        self.board.quick.connect(self._quick)
        self.board.confirmed.connect(self._confirm)
        self.forced_timer = QTimer(self)
        self.forced_timer.setSingleShot(True)
        self.forced_timer.timeout.connect(self._play_forced)

        self.names = [QLabel(self), QLabel(self)]
        self.pips = [QLabel(self), QLabel(self)]
        self.dice_label = QLabel(self)
        self.dice_label.setWordWrap(True)
        self.make_verb_buttons(BUTTONS)
        self.done_button = QPushButton(self)
        self.back_button = QPushButton(self)
        self.done_button.setObjectName("primary")
        self.roll_button.setObjectName("primary")
        self.done_button.clicked.connect(self._confirm)
        self.back_button.clicked.connect(self._back)
        for button in (self.roll_button, self.double_button, self.take_button, self.drop_button,
                       self.done_button, self.back_button, self.resign_button):
            button.setMinimumHeight(30)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays on the board
        self.add_shortcut(Qt.Key.Key_R, lambda: self.press(self.roll_button))
        self.add_shortcut(Qt.Key.Key_D, lambda: self.press(self.double_button))
        self.add_shortcut(Qt.Key.Key_Y, lambda: self.press(self.take_button))
        self.add_shortcut(Qt.Key.Key_N, lambda: self.press(self.drop_button))
        self.board.take_back.connect(self._back)  # Backspace and Ctrl+Z on the board
        self.add_shortcut("Ctrl+Shift+R", lambda: self.press(self.resign_button))

        pl = self.panel_layout
        grid = self.seat_grid
        for seat in range(2):  # the name on one line, the pips (and the match's points) under it
            grid.addWidget(self.names[seat], seat * 2, 0)
            grid.addWidget(self.pips[seat], seat * 2 + 1, 0)
            self.pips[seat].setIndent(12)
            self.names[seat].setWordWrap(True)
        pl.addWidget(self.dice_label)
        pl.addWidget(self.moves_title)
        pl.addWidget(self.move_list, 1)
        box = QVBoxLayout()
        box.setSpacing(4)
        for pair in ((self.roll_button, self.double_button), (self.take_button, self.drop_button),
                     (self.done_button, self.back_button)):
            row = QHBoxLayout()
            for b in pair:
                row.addWidget(b)
            box.addLayout(row)
        box.addWidget(self.resign_button)
        pl.addLayout(box)

        main = QHBoxLayout(self)
        main.setContentsMargins(0, 0, 0, 0)
        main.addWidget(self.board, 1)
        main.addWidget(self.panel)
        self.retranslate_texts()

    # --- words ----------------------------------------------------------------------------------------
    def retranslate_texts(self) -> None:
        super().retranslate_texts()
        self.roll_button.setText(self.tr("Roll"))
        self.roll_button.setToolTip(self.tr("Throw the dice (key: R)"))
        self.double_button.setText(self.tr("Double"))
        self.double_button.setToolTip(self.tr("Offer to double the stake before throwing (key: D)"))
        self.take_button.setText(self.tr("Take"))
        self.take_button.setToolTip(self.tr("Accept the double: the cube is yours (key: Y)"))
        self.drop_button.setText(self.tr("Drop"))
        self.drop_button.setToolTip(self.tr("Refuse the double and lose this game at the stake before (key: N)"))
        self.done_button.setText(self.tr("Done"))
        self.done_button.setToolTip(self.tr("End the turn as played (Enter)"))
        self.back_button.setText(self.tr("Take back"))
        self.back_button.setToolTip(self.tr("Take the last checker's step back (Backspace or Ctrl+Z)"))
        self.resign_button.setText(self.tr("Resign"))
        self.resign_button.setToolTip(self.tr("Give the match up: the opponent wins it (Ctrl+Shift+R)"))

    def dice_words(self, dice) -> str:
        return self.tr(" and ").join(str(d) for d in dice)

    # --- the match ------------------------------------------------------------------------------------
    def setup(self, snapshot: Snapshot) -> None:
        super().setup(snapshot)
        self.picker = None
        self._picker_state = None
        self._forced_state = None
        self._lines, self._replayed, self._replay_state = [], 0, None
        self.board.set_hint(())

    def _own_picker(self, snapshot: Snapshot) -> Optional[TurnPicker]:
        """The picker of the turn a person is to play now (kept while the state stays)."""
        state = snapshot.state
        if not snapshot.may_act or state.phase != MOVE:
            self.picker, self._picker_state = None, None
            return None
        if self.picker is None or self._picker_state != state:
            self.picker = TurnPicker(sequences_of(state), state.dice)
            self._picker_state = state
            self.board.set_hint(())
        return self.picker

    def draw(self, snapshot: Snapshot) -> None:
        state = snapshot.state
        variant = state.variant
        picker = self._own_picker(snapshot)
        shown = state
        if picker is not None and picker.steps():
            shown = replace(state, pos=apply_steps(state.pos, picker.steps()))
        bottom = 1 if self.flipped(snapshot) else 0
        self.board.show_position(variant, points_of(shown), bar_of(shown), off_of(shown), bottom,
                                 state.turn if state.phase != OPENING else None)
        # the dice
        if state.phase == MOVE and state.dice:
            every = dice_of(state.dice)
            left = list(picker.remaining_dice()) if picker is not None else list(every)
            dice = []
            for d in every:
                if d in left:
                    left.remove(d)
                    dice.append((d, False))
                else:
                    dice.append((d, True))
            dice.sort(key=lambda x: x[1])  # the numbers still to play first
            self.board.set_dice(dice, state.turn)
        elif state.opening is not None and state.phase != OPENING and state.moved == (0, 0):
            self.board.set_dice([(state.opening[0], False), (state.opening[1], False)], None)
        else:
            self.board.set_dice((), None)
        self.board.set_cube((state.cube, state.cube_owner) if state.opts.cube else None)
        if state.last and state.last_seat is not None:
            seat = state.last_seat
            self.board.set_last([(cell_of(variant, seat, f), cell_of(variant, seat, t)) for f, t in state.last])
        else:
            self.board.set_last(())
        self._set_choices(snapshot)
        # the panel
        verbs = {a.verb for a in snapshot.legal}
        for verb, attr in BUTTONS:
            getattr(self, attr).setVisible(snapshot.may_act and verb in verbs)
        moving = picker is not None
        self.done_button.setVisible(moving)
        self.back_button.setVisible(moving)
        self.done_button.setEnabled(moving and picker.done())
        self.back_button.setEnabled(moving and bool(picker.steps()))
        self.enable_shortcuts(snapshot.may_act)
        pips = pips_of(state)
        score = state.opts.match_to > 1
        for seat in range(2):
            colour = self.tr("white") if seat == 0 else self.tr("black")
            self.names[seat].setText(f"{snapshot.name(seat)} ({colour})")
            text = self.tr("%1 pips").replace("%1", str(pips[seat]))
            if score:
                text = self.tr("%1; %2 of %3 points").replace("%1", text).replace("%2", str(state.score[seat])) \
                    .replace("%3", str(state.opts.match_to))
            self.pips[seat].setText(text)
        self.dice_label.setText(self._dice_text(snapshot, picker))
        self.prompt.setText(self._prompt(snapshot, picker))
        self.status_label.setText(self._status(snapshot))
        self._fill_moves(snapshot)
        self._plan_forced(snapshot)

    def _set_choices(self, snapshot: Snapshot) -> None:
        picker = self.picker
        if picker is None:
            self.board.set_choices({})
            self.board.steps_picked = False
            return
        state = snapshot.state
        seat, variant = state.turn, state.variant
        choices = {}
        if self._forced_state is None:
            for src in picker.sources():
                choices[cell_of(variant, seat, src)] = {cell_of(variant, seat, dst): n
                                                        for dst, n in picker.targets(src).items()}
        self.board.set_choices(choices, complete=picker.done() and self._forced_state is None)
        self.board.steps_picked = bool(picker.steps())

    def _dice_text(self, snapshot: Snapshot, picker: Optional[TurnPicker]) -> str:
        state = snapshot.state
        if state.phase != MOVE or not state.dice:
            return ""
        if picker is None:
            return self.tr("Thrown: %1").replace("%1", self.dice_words(state.dice))
        left = picker.remaining_dice()
        if picker.done():
            return self.tr("Thrown: %1").replace("%1", self.dice_words(state.dice))
        return self.tr("To play: %1").replace("%1", self.dice_words(left))

    def _prompt(self, snapshot: Snapshot, picker: Optional[TurnPicker]) -> str:
        state = snapshot.state
        if snapshot.over:
            return self.outcome_text(snapshot)
        if state.phase == OPENING:
            return self.tr("The opening throw: one die each.")
        if not snapshot.may_act:
            return self.tr("%1 is to move.").replace("%1", snapshot.name(state.turn))
        who = snapshot.name(snapshot.acting)
        if state.phase == DECIDE:
            return self.tr("%1: roll the dice or double.").replace("%1", who)
        if state.phase == ANSWER:
            return self.tr("%1 doubles to %2. %3, take or drop?").replace("%1", snapshot.name(state.turn)) \
                .replace("%2", str(state.cube * 2)).replace("%3", who)
        if picker is not None and picker.done() and picker.steps():
            return self.tr("%1: press Done (Enter) to end the turn.").replace("%1", who)
        return self.tr("%1: your move.").replace("%1", who)

    def _status(self, snapshot: Snapshot) -> str:
        state = snapshot.state
        if self._forced_state is not None and self._forced_state == state:
            moves = [a for a in snapshot.legal if a.verb == "move"]
            if moves and not moves[0].args:
                return self.tr("Nothing can be played with %1: the turn passes.").replace(
                    "%1", self.dice_words(state.dice))
            return self.tr("Only one way to play %1: it is played for you.").replace("%1", self.dice_words(state.dice))
        if state.phase == OPENING or snapshot.over:
            end = game_end_text(state)
            if end is not None:
                return name_seats(t(end), snapshot.names)
        if state.crawford and state.phase != OPENING:
            return self.tr("The Crawford game: nobody may double.")
        return ""

    # --- the move list ---------------------------------------------------------------------------------
    def move_lines(self, snapshot: Snapshot) -> list[str]:
        history = snapshot.history
        rules = snapshot.rules
        if self._replay_state is None or len(history) < self._replayed:
            self._lines, self._replayed = [], 0
            self._replay_state = rules.new_match(2, dict(snapshot.options))
        state = self._replay_state
        for action in history[self._replayed:]:
            try:
                line = self._line(snapshot, state, action)
                before = state.game_no
                state = rules.apply(state, action)
            except (IllegalAction, ValueError):  # a history that does not replay: the lines so far
                self._replay_state = None
                return list(self._lines)
            if line is not None:
                self._lines.append(line)
            if state.game_no != before and state.phase != "over":
                self._lines.append(self.tr("Game %1").replace("%1", str(state.game_no)))
        self._replay_state, self._replayed = state, len(history)
        return list(self._lines)

    def _line(self, snapshot: Snapshot, state, action: Action) -> Optional[str]:
        """The move list's line of ``action`` (a turn, a double, a take or a drop) made in ``state``."""
        words = name_seats(t(snapshot.rules.describe(state, action)), snapshot.names)
        if action.verb == "move":
            dice = "".join(str(d) for d in state.dice)
            return self.tr("%1 %2: %3").replace("%1", snapshot.name(state.turn)).replace("%2", dice).replace("%3", words)
        if action.verb in ("double", "take", "drop"):
            seat = state.turn if action.verb == "double" else 1 - state.turn
            return f"{snapshot.name(seat)} {words}"
        return None

    def retranslate(self) -> None:
        self._replay_state = None  # the lines again, in the new language
        super().retranslate()

    # --- input --------------------------------------------------------------------------------------
    def _redraw_pick(self) -> None:
        if self.snapshot is not None:
            self.draw(self.snapshot)

    def _step(self, src: int, dst: int) -> None:
        picker, snapshot = self.picker, self.snapshot
        if picker is None or snapshot is None or not snapshot.may_act:
            return
        state = snapshot.state
        own = self._own_of(state, src), self._own_of(state, dst)
        if picker.step(*own):
            self._redraw_pick()

    def _own_of(self, state, cell: int) -> int:
        if cell in (BAR, OFF):
            return cell
        for p in range(1, 25):
            if own_to_abs(state.variant, state.turn, p) == cell:
                return p
        return -1

    def _quick(self, src: int) -> None:
        picker, snapshot = self.picker, self.snapshot
        if picker is None or snapshot is None:
            return
        own = self._own_of(snapshot.state, src)
        for die in sorted(set(picker.remaining_dice()), reverse=True):
            dst = picker.target_with(own, die)
            if dst is not None and picker.step(own, dst):
                self._redraw_pick()
                return

    def _back(self) -> None:
        if self.picker is not None and self.picker.back() is not None:
            self.board.select(None)
            self._redraw_pick()

    def _confirm(self) -> None:
        picker, snapshot = self.picker, self.snapshot
        if picker is None or snapshot is None or not snapshot.may_act or not picker.done():
            return
        action = snapshot.rules.action_for(snapshot.state, picker.steps())
        self.choose(action)

    def _plan_forced(self, snapshot: Snapshot) -> None:
        """A turn with one legal play (or none) is made for the person after a short pause."""
        state = snapshot.state
        moves = [a for a in snapshot.legal if a.verb == "move"]
        forced = snapshot.may_act and state.phase == MOVE and len(moves) == 1
        if not forced:
            if self._forced_state is not None:
                self._forced_state = None
                self.forced_timer.stop()
            return
        if self._forced_state != state:
            self._forced_state = state
            self.board.set_choices({})
            self.status_label.setText(self._status(snapshot))
            self.forced_timer.start(FORCED_MS)

    def _play_forced(self) -> None:
        snapshot = self.snapshot
        if snapshot is None or self._forced_state is None or snapshot.state != self._forced_state:
            return
        moves = [a for a in snapshot.legal if a.verb == "move"]
        if snapshot.may_act and len(moves) == 1:
            self._forced_state = None
            self.choose(moves[0])

    def show_hint(self, action: Action) -> None:
        """The hint's turn is marked on the board (nothing is played)."""
        if self.snapshot is None or action.verb != "move":
            return
        state = self.snapshot.state
        try:
            steps = parse_steps(" ".join(str(a) for a in action.args).replace("*", ""))
        except ValueError:
            return
        seat = state.turn
        self.board.set_hint([(cell_of(state.variant, seat, f), cell_of(state.variant, seat, t)) for f, t in steps])


__all__ = ["NardyView"]
