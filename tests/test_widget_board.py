"""The square board of checkers and chess (compendium/ui/widgets/board.py): a path clicked, dragged
or keyed becomes the right Action, a multi-jump wants clicks only where captures part, several
actions on one path open the chooser of pieces (mouse and keyboard), a flipped board maps clicks to
the right squares, no paths no input, the words of the keyboard's square in both languages, and it
paints at every size without error."""

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from compendium.core.actions import Action
from compendium.ui.widgets.board import SquareBoard, art_name, square_name


def sq(name: str) -> int:
    return (int(name[1]) - 1) * 8 + "abcdefgh".index(name[0])


def uci(*moves: str) -> dict:
    return {Action("move", (m,)): (sq(m[:2]), sq(m[2:4])) for m in moves}


def jumps(*moves: tuple) -> dict:
    return {Action("move", m): tuple(sq(s) for s in m) for m in moves}


CHESS = {"e1": "K", "e7": "P", "f3": "N", "a2": "P", "e8": "k", "d8": "r", "d5": "q"}
CHESS_PATHS = uci("e7d8q", "e7d8r", "e7d8b", "e7d8n", "f3e5", "f3d4", "a2a3", "a2a4", "e1e2")
CHECKERS = {"c3": "dm", "g3": "dm", "d4": "lm", "d6": "lm", "f6": "lm", "b6": "lm", "h8": "lk"}
CHECKERS_PATHS = jumps(("c3", "e5", "g7"), ("c3", "e5", "c7"), ("g3", "h4"), ("g3", "f4"))


@pytest.fixture
def board(qtbot):
    from compendium.ui import i18n

    i18n.set_language("en")
    b = SquareBoard()
    qtbot.addWidget(b)
    b.resize(700, 640)
    b.show_position({sq(s): c for s, c in CHESS.items()}, False, last=(sq("d8"), sq("d5")))
    b.set_paths(CHESS_PATHS)
    b.show()
    qtbot.waitExposed(b)
    return b


def chosen_list(board) -> list:
    out = []
    board.action_chosen.connect(out.append)
    return out


def click(qtbot, board, name: str) -> None:
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_rect(sq(name)).center())


def send_mouse(board, kind, pos, buttons) -> None:
    button = Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton
    QApplication.sendEvent(board, QMouseEvent(kind, QPointF(pos), QPointF(board.mapToGlobal(pos)), button, buttons,
                                              Qt.KeyboardModifier.NoModifier))


def drag(board, a: str, b: str) -> None:
    start, end = board.cell_rect(sq(a)).center(), board.cell_rect(sq(b)).center()
    left = Qt.MouseButton.LeftButton
    send_mouse(board, QEvent.Type.MouseButtonPress, start, left)
    for k in range(1, 6):
        send_mouse(board, QEvent.Type.MouseMove, start + (end - start) * k / 5, left)
    board.grab()  # the dragged piece is drawn under the mouse
    send_mouse(board, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)


def test_names_and_art():
    assert square_name(0) == "a1" and square_name(63) == "h8" and square_name(sq("e4")) == "e4"
    assert art_name("dm") == "checkers-dm" and art_name("N") == "chess-wn" and art_name("q") == "chess-bq"


def test_clicking_a_path_emits_its_action(board, qtbot):
    chosen = chosen_list(board)
    assert set(board.choices) == {sq("e7"), sq("f3"), sq("a2"), sq("e1")}
    click(qtbot, board, "f3")
    assert board.selected == sq("f3") and board._destinations() == {sq("e5"), sq("d4")}
    click(qtbot, board, "h8")  # not a target: the selection goes
    assert board.selected is None and not chosen
    click(qtbot, board, "a2")
    click(qtbot, board, "f3")  # another piece: selected instead
    assert board.selected == sq("f3")
    click(qtbot, board, "e5")
    assert chosen == [Action("move", ("f3e5",))] and board.selected is None


def test_a_multi_jump_needs_clicks_only_where_captures_part(board, qtbot):
    chosen = chosen_list(board)
    board.show_position({sq(s): c for s, c in CHECKERS.items()}, False)
    board.set_paths(CHECKERS_PATHS)
    click(qtbot, board, "c3")
    assert board._destinations() == {sq("e5"), sq("g7"), sq("c7")}
    click(qtbot, board, "g7")  # the last landing square is enough: the captures part at e5
    assert chosen == [Action("move", ("c3", "e5", "g7"))]
    # landing on the shared square first: the piece waits there, the square passed is marked
    click(qtbot, board, "c3")
    click(qtbot, board, "e5")
    assert not chosen[1:] and board.picker.picked() == (sq("c3"), sq("e5"))
    assert board.picture.top(sq("e5")) == "dm" and board.picture.top(sq("c3")) is None
    assert board._trail() == {sq("c3")} and board.selected == sq("e5")
    assert board._destinations() == {sq("g7"), sq("c7")}
    board.grab()
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # steps back: c3 selected again, the real position
    assert board.picker.picked() == () and board.selected == sq("c3") and board.picture.top(sq("c3")) == "dm"
    click(qtbot, board, "e5")
    click(qtbot, board, "h8")  # beside the targets: start again
    assert board.picker.picked() == () and board.selected is None and board.picture.top(sq("c3")) == "dm"
    click(qtbot, board, "c3")
    click(qtbot, board, "e5")
    click(qtbot, board, "c7")
    assert chosen[1:] == [Action("move", ("c3", "e5", "c7"))]
    assert board.picture.top(sq("c3")) == "dm"  # the real position until the view shows the new one


def test_the_promotion_chooser_by_mouse(board, qtbot):
    chosen = chosen_list(board)
    click(qtbot, board, "e7")
    click(qtbot, board, "d8")
    assert board.choosing and not chosen
    assert [c for _, c in board.offered] == ["Q", "R", "B", "N"]
    rects = board.chooser_rects()
    assert rects[0] == board.cell_rect(sq("d8")) and rects[3] == board.cell_rect(sq("d5"))  # toward the middle
    board.grab()
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=rects[3].center())
    assert chosen == [Action("move", ("e7d8n",))] and not board.choosing
    # a click beside the chooser cancels it: the pawn is selected again
    click(qtbot, board, "e7")
    click(qtbot, board, "d8")
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_rect(sq("h1")).center())
    assert not board.choosing and board.selected == sq("e7") and len(chosen) == 1


def test_the_promotion_chooser_on_a_flipped_board_opens_toward_the_middle(board, qtbot):
    board.show_position({sq(s): c for s, c in CHESS.items()}, True)
    click(qtbot, board, "e7")
    click(qtbot, board, "d8")
    rects = board.chooser_rects()
    assert rects[0] == board.cell_rect(sq("d8")) and rects[3] == board.cell_rect(sq("d5"))
    assert rects[0].top() > rects[3].bottom()  # d8 at the bottom: upward


def test_keyboard_only(board, qtbot):
    chosen = chosen_list(board)
    board.setFocus()
    board.key_cell = None
    qtbot.keyClick(board, Qt.Key.Key_Up)  # the cursor appears on the first piece that may move
    assert board.key_cell is not None
    board.set_cursor(sq("e7"))
    assert board.accessibleDescription() == "e7, white pawn, it may move"
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert board.selected == sq("e7")
    qtbot.keyClick(board, Qt.Key.Key_Up)
    qtbot.keyClick(board, Qt.Key.Key_Left)
    assert board.key_cell == sq("d8")
    assert board.accessibleDescription() == "d8, black rook, it may go here"
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert board.choosing
    assert board.accessibleDescription() == "Promotion: white queen (1 of 4)"
    qtbot.keyClick(board, Qt.Key.Key_Down)
    qtbot.keyClick(board, Qt.Key.Key_Down)
    assert board.accessibleDescription() == "Promotion: white bishop (3 of 4)"
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # cancels: the pawn stays selected
    assert not board.choosing and board.selected == sq("e7") and not chosen
    qtbot.keyClick(board, Qt.Key.Key_Return)  # the cursor is still on d8
    assert board.choosing
    qtbot.keyClick(board, Qt.Key.Key_Up)  # round to the knight
    qtbot.keyClick(board, Qt.Key.Key_Enter)
    assert chosen == [Action("move", ("e7d8n",))]
    # the piece's letter picks it at once
    board.set_cursor(sq("e7"))
    qtbot.keyClick(board, Qt.Key.Key_Return)
    board.set_cursor(sq("d8"))
    qtbot.keyClick(board, Qt.Key.Key_Return)
    qtbot.keyClick(board, Qt.Key.Key_R)
    assert chosen[1:] == [Action("move", ("e7d8r",))]
    # Escape without anything picked leaves the selection
    qtbot.keyClick(board, Qt.Key.Key_Return)  # on d8: nothing selected, not a piece to move
    board.set_cursor(sq("a2"))
    qtbot.keyClick(board, Qt.Key.Key_Return)
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert board.selected is None


def test_a_multi_jump_by_keyboard(board, qtbot):
    chosen = chosen_list(board)
    board.show_position({sq(s): c for s, c in CHECKERS.items()}, False)
    board.set_paths(CHECKERS_PATHS)
    board.setFocus()
    for name in ("c3", "e5", "c7"):
        board.set_cursor(sq(name))
        qtbot.keyClick(board, Qt.Key.Key_Return)
    assert chosen == [Action("move", ("c3", "e5", "c7"))]


def test_drag_and_drop(board, qtbot):
    chosen = chosen_list(board)
    drag(board, "f3", "d4")
    assert chosen == [Action("move", ("f3d4",))]
    drag(board, "f3", "f5")  # not a target: nothing
    assert len(chosen) == 1 and board._drag is None
    drag(board, "e7", "d8")  # a promotion dropped: the chooser asks
    assert board.choosing
    qtbot.keyClick(board, Qt.Key.Key_1)
    assert chosen[1:] == [Action("move", ("e7d8q",))]
    board.show_position({sq(s): c for s, c in CHECKERS.items()}, False)
    board.set_paths(CHECKERS_PATHS)
    drag(board, "c3", "e5")  # onto the shared landing square: then on
    assert board.picker.picked() == (sq("c3"), sq("e5"))
    drag(board, "e5", "g7")
    assert chosen[2:] == [Action("move", ("c3", "e5", "g7"))]


def test_flipped_mapping(board, qtbot):
    chosen = chosen_list(board)
    board.show_position({sq(s): c for s, c in CHESS.items()}, True)
    assert board.cell_rect(sq("h8")).left() < board.cell_rect(sq("a8")).left()
    assert board.cell_rect(sq("h8")).bottom() > board.cell_rect(sq("h1")).bottom()
    assert board.cell_at(QPointF(board.cell_rect(sq("f3")).center())) == sq("f3")
    click(qtbot, board, "a2")
    click(qtbot, board, "a4")
    assert chosen == [Action("move", ("a2a4",))]


def test_no_paths_no_input(board, qtbot):
    chosen = chosen_list(board)
    board.set_paths({})
    assert board.choices == {}
    click(qtbot, board, "f3")
    click(qtbot, board, "e5")
    drag(board, "f3", "d4")
    board.setFocus()
    board.set_cursor(sq("f3"))
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert not chosen and board.selected is None
    board.set_paths(CHESS_PATHS)
    click(qtbot, board, "e7")
    click(qtbot, board, "d8")
    board.set_paths({})  # the moves taken away while choosing: the chooser closes
    assert not board.choosing


def test_a_new_position_gives_up_a_pick(board, qtbot):
    board.show_position({sq(s): c for s, c in CHECKERS.items()}, False)
    board.set_paths(CHECKERS_PATHS)
    click(qtbot, board, "c3")
    click(qtbot, board, "e5")
    board.set_paths(CHECKERS_PATHS)  # the same moves again: the pick stays
    assert board.picker.picked() == (sq("c3"), sq("e5"))
    board.show_position({sq("c3"): "dm", sq("d4"): "lm"}, False)
    assert board.picker.picked() == () and board.picture.top(sq("e5")) is None


def test_the_same_position_drawn_again_keeps_the_chooser(board, qtbot):
    """A view drawn again with nothing changed (a clock's tick) leaves a half-picked move alone."""
    click(qtbot, board, "e7")
    click(qtbot, board, "d8")
    for _ in range(2):
        board.show_position({sq(s): c for s, c in CHESS.items()}, False, last=(sq("d8"), sq("d5")))
        board.set_paths(dict(CHESS_PATHS))
    assert board.choosing and board.picture.top(sq("d8")) == "P"


def test_last_move_and_check_are_marked(board, qtbot):
    assert board.last_move == (sq("d8"), sq("d5"))
    img = board.grab().toImage()
    plain = board.grab().toImage()
    board.show_position({sq(s): c for s, c in CHESS.items()}, False, last=(sq("d8"), sq("d5")), check=sq("e1"))
    assert board.check == sq("e1")
    img = board.grab().toImage()
    ratio = board.devicePixelRatioF()
    corner = board.cell_rect(sq("e1")).topLeft() + board.cell_rect(sq("e1")).center() * 0
    at = (round((corner.x() + 6) * ratio), round((corner.y() + board.cell_rect(sq("e1")).height() / 2) * ratio))
    assert img.pixelColor(*at) != plain.pixelColor(*at)
    assert img.pixelColor(*at).red() > img.pixelColor(*at).green() + 40  # reddish
    assert "in check" in board.cell_text(sq("e1"))


def test_animation(board, qtbot):
    board.show_position({**{sq(s): c for s, c in CHESS.items() if s != "f3"}, sq("e5"): "N"}, False,
                        last=(sq("f3"), sq("e5")))
    board.animate_move((sq("f3"), sq("e5")), 150)
    assert board.animating
    board.grab()
    qtbot.waitUntil(lambda: not board.animating, timeout=3000)


def test_words_in_both_languages(board):
    from compendium.ui import i18n

    board.show_position({**{sq(s): c for s, c in CHESS.items()}, sq("e4"): "N", sq("c1"): "lk"}, False)
    assert board.cell_text(sq("e4")) == "e4, white knight"
    assert board.cell_text(sq("e3")) == "e3, empty"
    assert board.cell_text(sq("c1")) == "c1, light king"
    i18n.set_language("ru")
    try:
        assert board.cell_text(sq("e4")) == "e4, белый конь"
        assert board.cell_text(sq("e3")) == "e3, пусто"
        assert board.cell_text(sq("d5")) == "d5, чёрный ферзь"
        assert board.cell_text(sq("c1")) == "c1, светлая дамка"
        QApplication.processEvents()  # the language change reaches the widget
        assert board.accessibleName() == "Доска"
    finally:
        i18n.set_language("en")
    QApplication.processEvents()
    assert board.accessibleName() == "Board"


def colours(widget) -> int:
    img = widget.grab().toImage()
    return len({img.pixel(x, y) for y in range(0, img.height(), 5) for x in range(0, img.width(), 5)})


@pytest.mark.parametrize("size", [(1366, 700), (1920, 1080), (320, 260), (220, 220), (900, 300)])
def test_painting_at_every_size(qtbot, size):
    b = SquareBoard()
    qtbot.addWidget(b)
    b.resize(*size)
    b.show_position({sq(s): c for s, c in CHECKERS.items()}, True, last=(sq("b6"), sq("a5")), check=sq("h8"))
    b.set_paths(CHECKERS_PATHS)
    b.show()
    qtbot.waitExposed(b)
    g = b._geometry()
    assert b.rect().contains(g.board)
    assert g.w == g.h
    assert colours(b) > 10
    b._click(sq("c3"))
    b._click(sq("e5"))
    assert colours(b) > 10
    b.show_position({sq(s): c for s, c in CHESS.items()}, False)
    b.set_paths(CHESS_PATHS)
    b._click(sq("e7"))
    b._click(sq("d8"))
    assert b.choosing and colours(b) > 10


def test_the_board_grows_with_the_window(qtbot):
    b = SquareBoard()
    qtbot.addWidget(b)
    b.resize(500, 500)
    small = b._geometry().w
    b.resize(1200, 1000)
    assert b._geometry().w > small * 1.8
