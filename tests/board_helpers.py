"""What the GUI tests of checkers and chess share: ``BoardDriver``, a person at the square board who
makes a chosen move through the real widgets (clicks square by square, a drag, or the arrows and
Enter; a promotion's piece in the chooser) and checks that the recorded move is the one intended."""

from __future__ import annotations

from gui_helpers import pass_cover
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from compendium.ui import controller as ctl


class BoardDriver:
    def __init__(self, qtbot, window):
        self.qtbot = qtbot
        self.window = window
        self.screen = window.match_screen
        self.ways: set[str] = set()

    @property
    def c(self):
        return self.screen.controller

    @property
    def view(self):
        return self.screen.view

    @property
    def board(self):
        return self.view.board

    def wait(self, timeout: int = 60000) -> None:
        """Until a person is to decide (the hand-over cover passed) or the match is over."""
        while True:
            self.qtbot.waitUntil(lambda: self.c.phase in (ctl.PERSON, ctl.OVER, ctl.HANDOVER), timeout=timeout)
            if self.c.phase != ctl.HANDOVER:
                return
            pass_cover(self.qtbot, self.screen)

    # --- the board ----------------------------------------------------------------------------------
    def click(self, square: int) -> None:
        self.qtbot.mouseClick(self.board, Qt.MouseButton.LeftButton, pos=self.board.cell_rect(square).center())

    def drag(self, src: int, dst: int) -> None:
        a, b = self.board.cell_rect(src).center(), self.board.cell_rect(dst).center()
        self.qtbot.mousePress(self.board, Qt.MouseButton.LeftButton, pos=a)
        self.qtbot.mouseMove(self.board, pos=(a + b) / 2)
        self.qtbot.mouseMove(self.board, pos=b)
        self.qtbot.mouseRelease(self.board, Qt.MouseButton.LeftButton, pos=b)

    def key(self, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        """A key pressed where the keyboard is (window-wide shortcuts included)."""
        target = QApplication.focusWidget() or self.window
        self.qtbot.keyClick(target, key, modifier)

    def keys_to(self, square: int) -> None:
        board = self.board
        assert QApplication.focusWidget() is board, f"the keyboard is on {QApplication.focusWidget()!r}"
        if board.key_cell is None:
            self.qtbot.keyClick(board, Qt.Key.Key_Right)
        for _ in range(20):
            now = board.key_cell
            if now == square:
                break
            (fa, ra), (fb, rb) = board._screen_pos(now), board._screen_pos(square)
            key = (Qt.Key.Key_Right if fb > fa else Qt.Key.Key_Left) if fa != fb else \
                (Qt.Key.Key_Down if rb > ra else Qt.Key.Key_Up)
            self.qtbot.keyClick(board, key)
        assert board.key_cell == square
        self.qtbot.keyClick(board, Qt.Key.Key_Return)

    # --- a whole move -------------------------------------------------------------------------------
    def play(self, action, way: str = "click", piece: str = "") -> None:
        """Makes ``action`` (a legal move of the person to act) on the board: its squares one by one
        (``way``: "click", "keys", or "drag" for the first step, then clicks), then, when the
        chooser of pieces opens, ``piece`` in it (by a click, or by its letter with "keys").
        Checks that exactly ``action`` was recorded."""
        c = self.c
        n = len(c.match.record.actions)
        path = tuple(c.rules.move_path(action))
        assert path, action
        self.ways.add(way)
        done = lambda: len(c.match.record.actions) > n  # noqa: E731
        if way == "drag":
            self.drag(path[0], path[1])
            rest = path[2:]
        else:
            (self.keys_to if way == "keys" else self.click)(path[0])
            rest = path[1:]
        for square in rest:
            if done() or self.board.choosing:
                break
            (self.keys_to if way == "keys" else self.click)(square)
        if not done() and self.board.choosing:
            self.ways.add("chooser")
            codes = [code for _, code in self.board.offered]
            index = next(i for i, (a, _) in enumerate(self.board.offered) if a == action)
            if way == "keys":
                self.qtbot.keyClick(self.board, piece or codes[index])
            else:
                rect = self.board.chooser_rects()[index]
                self.qtbot.mouseClick(self.board, Qt.MouseButton.LeftButton, pos=rect.center())
        assert done(), f"{action.notation} was not made by {way}"
        assert c.match.record.actions[n] == action, (c.match.record.actions[n].notation, action.notation)

    def button(self, name: str) -> None:
        b = getattr(self.view, name)
        assert b.isVisible() and b.isEnabled(), name
        self.qtbot.mouseClick(b, Qt.MouseButton.LeftButton)

    def legal(self):
        return self.c.rules.legal_actions(self.c.state, self.c.acting_seat())
