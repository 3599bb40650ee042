"""GUI: a whole match of each open-domino movement game (1–9) against the computer, played through
the real field widget: each move by a click on the tile and a click on its destination, by dragging,
or by the keyboard alone (arrows, Enter), in turn; the recorded move must be exactly the one
intended, and the finished match is stored and named."""

import random

import pytest
from gui_helpers import check_stored, person_decisions, start_game
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from compendium.games.open_domino.field import OFF

GAMES = [("open-domino-01", {}), ("open-domino-02", {"start": "random"}), ("open-domino-03", {"goal": "count", "count": 3}),
         ("open-domino-04", {}), ("open-domino-05", {}), ("open-domino-06", {}), ("open-domino-07", {}),
         ("open-domino-08", {}), ("open-domino-09", {})]


class FieldDriver:
    """A person at the field: each decision a random move (never resigning), made through the board."""

    def __init__(self, qtbot, window, seed: int):
        self.qtbot = qtbot
        self.window = window
        self.rng = random.Random(seed)
        self.ways: set[str] = set()
        self.turn = 0

    @property
    def view(self):
        return self.window.match_screen.view

    def point(self, cell: int) -> QPoint:
        board = self.view.board
        return (board.off_rect() if cell == OFF else board.cell_rect(cell)).center()

    def click(self, cell: int) -> None:
        self.qtbot.mouseClick(self.view.board, Qt.MouseButton.LeftButton, pos=self.point(cell))

    def drag(self, src: int, dst: int) -> None:
        board = self.view.board
        a, b = self.point(src), self.point(dst)
        self.qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=a)
        mid = (a + b) / 2
        self.qtbot.mouseMove(board, pos=mid)
        self.qtbot.mouseMove(board, pos=b)
        self.qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=b)

    def keys_to(self, cell: int) -> None:
        """Moves the board's keyboard cursor onto ``cell`` with the arrows, then presses Enter."""
        board = self.view.board
        board.setFocus()
        if board.key_cell is None:
            self.qtbot.keyClick(board, Qt.Key.Key_Right)  # the first arrow shows the cursor
        for _ in range(40):
            now = board.key_cell
            if now == cell:
                break
            (fa, ra), (fb, rb) = board._screen_pos(now), board._screen_pos(cell)
            key = (Qt.Key.Key_Right if fb > fa else Qt.Key.Key_Left) if fa != fb else \
                (Qt.Key.Key_Down if rb > ra else Qt.Key.Key_Up)
            self.qtbot.keyClick(board, key)
        assert board.key_cell == cell
        self.qtbot.keyClick(board, Qt.Key.Key_Return)

    def move(self, c) -> None:
        snap = c.snapshot()
        legal = [a for a in snap.legal if a.verb in ("move", "open", "slide")]
        assert legal, "a person to move has a move"
        action = self.rng.choice(legal)
        geo = c.state.geo
        src = geo.parse(str(action.args[0]))
        if action.verb == "open":
            dst = src
        elif action.verb == "slide":
            dst = c.rules.hole(c.state)
        else:
            dst = geo.parse(str(action.args[-1]))
        # two routes of jumps to one cell end alike: the view plays the first it was given
        intended = self.view._moves[(src, dst)]
        before = len(c.match.record.actions)
        way = ("click", "drag", "keys")[self.turn % 3]
        if dst == OFF and way == "keys":
            way = "click"
        self.turn += 1
        if way == "click":
            self.click(src)
            self.click(dst)
        elif way == "drag" and dst != src:
            self.drag(src, dst)
        else:
            way = "keys"
            self.keys_to(src)
            self.keys_to(dst)
        self.ways.add(way)
        QApplication.processEvents()
        assert len(c.match.record.actions) > before, f"{way} of {intended.notation} did nothing"
        assert c.match.record.actions[before] == intended


@pytest.mark.parametrize("gid,options", GAMES)
def test_whole_match_against_the_computer(qtbot, window, gid, options):
    options = {"limit": 10, **options} if gid != "open-domino-09" else {"moves9": 40}
    c = start_game(window, gid, [0, "easy"], options)
    driver = FieldDriver(qtbot, window, seed=7)
    moves = 0
    for _ in person_decisions(qtbot, c):
        driver.move(c)
        moves += 1
        assert moves < 400
    assert moves >= 1
    if moves >= 3:
        assert len(driver.ways) >= 2
    check_stored(window, c, gid)


def test_a_draw_offered_and_accepted_between_two_people(qtbot, open_window):
    window = open_window("Anna", "Boris")
    c = start_game(window, "open-domino-03", [0, 1])
    screen = window.match_screen
    view = screen.view
    assert view.draw_button.isVisible() and view.resign_button.isVisible()
    assert not view.accept_button.isVisible()
    qtbot.mouseClick(view.draw_button, Qt.MouseButton.LeftButton)
    assert c.state.phase == "offer" and c.match.to_move == 1
    if screen.stack.currentWidget() is screen.handover:
        qtbot.mouseClick(screen.handover.button, Qt.MouseButton.LeftButton)
    assert view.accept_button.isVisible() and view.decline_button.isVisible() and not view.draw_button.isVisible()
    assert "offers a draw" in view.prompt.text()
    qtbot.mouseClick(view.accept_button, Qt.MouseButton.LeftButton)
    assert c.rules.is_over(c.state) and c.rules.result(c.state).drawn
    check_stored(window, c, "open-domino-03")


def test_resigning_against_the_computer(qtbot, window):
    c = start_game(window, "open-domino-06", [0, "strong"])
    view = window.match_screen.view
    qtbot.mouseClick(view.draw_button, Qt.MouseButton.LeftButton)  # the computer answers at once
    qtbot.waitUntil(lambda: c.state.phase != "offer" and c.phase in ("person", "over"), timeout=20000)
    if not c.rules.is_over(c.state):
        assert not view.draw_button.isVisible()  # one offer a move
        qtbot.mouseClick(view.resign_button, Qt.MouseButton.LeftButton)
    res = c.rules.result(c.state)
    assert c.rules.is_over(c.state) and (res.drawn or res.outcomes == ("loss", "win"))
    check_stored(window, c, "open-domino-06")
