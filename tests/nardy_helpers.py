"""What the GUI tests of nardy share (tests/test_nardy_view.py, tests/test_gui_keyboard.py):
``NardyDriver``, a person at the nardy board who plays a random legal turn through the real widgets
(clicks, drags, combined moves, double-clicks, or the arrows and Enter) and checks the recorded
action; ``key_path`` and ``nardy_keys``, one decision by keys alone."""

from __future__ import annotations

import random

from board_helpers import BoardDriver
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from compendium.games.nardy.rules import sequences_of
from compendium.games.nardy.view import FORCED_MS, cell_of


class NardyDriver(BoardDriver):
    """A person at the nardy board: each turn a random legal sequence of steps, made through the
    widgets in one of several ways; the recorded action must be the one the steps reach. The
    waiting, clicks and drags are the square board's (``BoardDriver``): both boards give a cell's
    rectangle by ``cell_rect``."""

    def __init__(self, qtbot, window, seed: int = 1):
        super().__init__(qtbot, window)
        self.rng = random.Random(seed)

    def cell(self, own: int) -> int:
        s = self.c.state
        return cell_of(s.variant, s.turn, own)

    # --- the board --------------------------------------------------------------------------------
    def double_click(self, cell: int) -> None:
        pos = self.board.cell_rect(cell).center()
        self.qtbot.mouseClick(self.board, Qt.MouseButton.LeftButton, pos=pos)
        self.qtbot.mouseDClick(self.board, Qt.MouseButton.LeftButton, pos=pos)
        self.qtbot.mouseRelease(self.board, Qt.MouseButton.LeftButton, pos=pos)

    def keys_to(self, cell: int) -> None:
        board = self.board
        assert QApplication.focusWidget() is board, f"the keyboard is on {QApplication.focusWidget()!r}"
        for k in key_path(board, cell):
            self.qtbot.keyClick(board, k)
        assert board.key_cell == cell

    # --- a whole turn ---------------------------------------------------------------------------------
    def play_turn(self, way: str) -> tuple:
        """Plays a random legal sequence of the person's turn by ``way`` ("click", "drag", "keys",
        "combined", "double"), then Done (a click, or Enter with "keys"). Returns the steps."""
        c = self.c
        state = c.state
        n = len(c.match.record.actions)
        seqs = sequences_of(state)
        seq = self.rng.choice(seqs)
        picker = self.view.picker
        assert picker is not None and set(picker.sequences) == set(seqs)
        self.ways.add(way)
        i = 0
        while i < len(seq):
            f, t = seq[i]
            src, dst = self.cell(f), self.cell(t)
            assert src in self.board.choices, (seq, i, self.board.choices)
            if way == "combined" and i + 1 < len(seq) and seq[i + 1][0] == t:
                # two steps of the same checker in one go (the route the picker takes may differ:
                # then the rest of the sequence is the picker's own)
                dst2 = self.cell(seq[i + 1][1])
                if self.board.choices[src].get(dst2, 0) >= 2:
                    self.click(src)
                    self.click(dst2)
                    self.ways.add("two in one")
                    done = picker.steps()
                    seq = done + next(s[len(done):] for s in seqs if s[:len(done)] == done)
                    i = len(done)
                    continue
            if way == "double" and self.board.choices and picker.target_with(f, max(picker.remaining_dice())) == t:
                self.double_click(src)
                self.ways.add("double-click")
            elif way == "drag":
                self.drag(src, dst)
            elif way == "keys":
                self.keys_to(src)
                self.qtbot.keyClick(self.board, Qt.Key.Key_Return)
                self.keys_to(dst)
                self.qtbot.keyClick(self.board, Qt.Key.Key_Return)
            else:
                self.click(src)
                self.click(dst)
            assert picker.steps()[:i + 1] == seq[:i + 1], (picker.steps(), seq)
            i += 1
        assert picker.done() and self.view.done_button.isEnabled()
        if way == "keys":
            self.qtbot.keyClick(self.board, Qt.Key.Key_Return)
        else:
            self.qtbot.mouseClick(self.view.done_button, Qt.MouseButton.LeftButton)
        assert len(c.match.record.actions) > n
        assert c.match.record.actions[n] == c.rules.action_for(state, seq)
        return seq


def key_path(board, cell: int) -> list:
    """The arrows that take the board's cursor to ``cell`` (Enter not included)."""
    keys = []
    pos = board.key_pos or board._home()
    if board.key_pos is None:
        keys.append(Qt.Key.Key_Right)  # the first arrow puts the cursor on its first place
    targets = board.positions(cell)
    goal = min(targets, key=lambda rc: abs(rc[0] - pos[0]) * 20 + abs(rc[1] - pos[1]))
    row, col = pos
    while row != goal[0]:
        keys.append(Qt.Key.Key_Down if goal[0] > row else Qt.Key.Key_Up)
        row += 1 if goal[0] > row else -1
    while col != goal[1]:
        step = 1 if goal[1] > col else -1
        keys.append(Qt.Key.Key_Right if step > 0 else Qt.Key.Key_Left)
        col += step
        if col == 6 and board.variant != "short" and col != goal[1]:
            col += step
    return keys


def nardy_keys(c, view) -> list:
    """One decision by keys alone (also used by tests/test_gui_keyboard.py): R to roll, Y to take,
    the arrows and Enter over the first legal sequence's steps, Enter to end the turn."""
    board = view.board
    state = c.state
    legal = c.rules.legal_actions(state, c.acting_seat())
    verbs = {a.verb for a in legal}
    if "take" in verbs:
        return [Qt.Key.Key_Y]
    if "roll" in verbs:
        return [Qt.Key.Key_R]
    picker = view.picker
    if picker is None or view._forced_state is not None:
        QTest.qWait(FORCED_MS + 100)  # a forced turn: it is played for the person
        return []
    if picker.done():
        return [Qt.Key.Key_Return]
    seq = next(s for s in picker.sequences if s[:len(picker.steps())] == picker.steps())
    f, t = seq[len(picker.steps())]
    want = cell_of(state.variant, state.turn, t if board.selected is not None else f)
    if board.selected is not None and board.selected != cell_of(state.variant, state.turn, f):
        return [Qt.Key.Key_Escape]
    keys = key_path(board, want)
    return keys + [Qt.Key.Key_Return]
