"""The shared field widget of the open-domino games (compendium/ui/widgets/field.py): it draws every
feature of a FieldPicture, a person chooses a move by click, drag or keyboard (the OFF band too),
nothing is chosen without choices, a flipped field maps clicks to the right cells, a changed
picture repaints only its changed cells and within a frame, and the across field (16×4) is wide."""

import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent, QRegion
from PySide6.QtWidgets import QApplication

from compendium.ui.widgets.field import OFF, FieldBoard, FieldPicture, TileFace, cell_name, empty_picture

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from field_frame import figure_1a, moved  # noqa: E402


def C(name: str, files: int = 8) -> int:
    """A cell by its name: "b2" -> 9."""
    return (int(name[1:]) - 1) * files + "abcdefghijklmnop".index(name[0])


class PaintSpy(QObject):
    """Keeps the region of every paint event of a widget."""

    def __init__(self, widget):
        super().__init__(widget)
        self.regions: list[QRegion] = []
        widget.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.regions.append(QRegion(event.region()))
        return False


@pytest.fixture
def board(qtbot):
    from compendium.ui import i18n

    i18n.set_language("en")  # an earlier test in this process may have left the interface in Russian
    b = FieldBoard()
    qtbot.addWidget(b)
    b.resize(700, 640)
    b.show_picture(figure_1a())
    b.show()
    qtbot.waitExposed(b)
    return b


def settle(qtbot=None) -> None:
    QApplication.processEvents()
    QApplication.processEvents()


def not_blank(widget) -> int:
    """The number of different colours in a picture of the widget (a blank one has one or two)."""
    img = widget.grab().toImage()
    colours = set()
    for y in range(0, img.height(), 7):
        for x in range(0, img.width(), 7):
            colours.add(img.pixel(x, y))
    return len(colours)


def full_picture() -> FieldPicture:
    """A picture with every feature: stacks, face-down tiles with each back mark, marked tiles,
    every colour and arrow, tiles set aside with titles."""
    pic = figure_1a()
    pic = moved(pic, C("e2"), C("e4"))
    pic = moved(pic, C("d2"), C("e4"))
    pic = moved(pic, C("c2"), C("e4"))
    cells = list(pic.cells)
    cells[C("a5")] = (TileFace(None, None, back=("circle",)),)
    cells[C("b5")] = (TileFace(None, None, back=("circle", "cross"), marked=True),)
    cells[C("c5")] = (TileFace(2, 5, "blue", 1, marked=True),)
    cells[C("d5")] = (TileFace(6, 0, "green", 0),)
    cells[C("h5")] = (TileFace(4, 4, "", -1),)
    return replace(pic, cells=tuple(cells),
                   aside=((TileFace(1, 1, "yellow", 1),) * 5, (TileFace(None, None, back=("cross",)),) * 17),
                   aside_titles=("Anna: removed 5", "Boris: brought out 17"))


# --- drawing --------------------------------------------------------------------------------------
def test_every_feature_is_drawn(board, qtbot):
    plain = not_blank(board)
    assert plain > 20
    pic = full_picture()
    board.show_picture(pic)
    board.set_last_move((C("c2"), C("e4")))
    board.set_choices({C("g2"): {C("g3"), C("g4"), OFF}, C("e4"): {C("e5"), C("e4")}})
    board._click(C("g2"))
    board.setFocus()
    settle()
    assert not_blank(board) > plain
    for flipped in (False, True):
        board.show_picture(replace(pic, flipped=flipped))
        board.animate_move((C("e2"), C("e3"), C("e4")), 200)
        assert board.animating
        assert not_blank(board) > 20
        qtbot.waitUntil(lambda: not board.animating, timeout=3000)
    board.set_last_move((C("h2"), OFF))
    board.animate_move((C("h2"), OFF), 100)  # the tile leaves: drawn from the picture before
    assert not_blank(board) > 20


def test_a_tile_cell_shows_ivory_and_pips(board):
    img = board.grab().toImage()
    ratio = board.devicePixelRatioF()
    r = board.piece_rect(board.cell_rect(C("c1")).toRectF())
    colours = {img.pixelColor(round((r.x() + r.width() * fx) * ratio), round((r.y() + r.height() * fy) * ratio)).name()
               for fx in (0.2, 0.3, 0.5, 0.7, 0.8) for fy in (0.1, 0.15, 0.25, 0.35, 0.65, 0.75, 0.85, 0.9)}
    assert "#fbfaf3" in colours  # the ivory of compendium/ui/widgets/domino.py
    assert any(QColorDark(c) for c in colours)  # and black pips


def QColorDark(name: str) -> bool:
    from PySide6.QtGui import QColor

    return QColor(name).lightness() < 80


def test_cells_are_tile_shaped_and_a1_is_dark(board):
    a1, b1 = board.cell_rect(C("a1")), board.cell_rect(C("b1"))
    assert a1.height() == 2 * a1.width()
    assert a1.left() < b1.left() and a1.bottom() > board.cell_rect(C("a8")).bottom()
    img = board.grab().toImage()
    light = lambda cell: img.pixelColor(board.cell_rect(cell).topLeft() + QPoint(3, 3)).lightness()
    assert light(C("a3")) < light(C("b3")) and light(C("b4")) < light(C("a4"))  # a3, b4 dark like a1


def test_cell_words_for_tooltips_and_accessibility(board):
    pic = full_picture()
    cells = list(pic.cells)
    cells[C("c3")] = (TileFace(2, 5, "red", 1),)
    board.show_picture(replace(pic, cells=tuple(cells)))
    assert board.cell_text(C("c3")) == "c3: 2 over 5, red, arrow up"
    assert board.cell_text(C("c4")) == "c4: empty"
    assert board.cell_text(C("b5")) == "b5: face down, a circle on the back, a cross on the back, ringed"
    assert board.cell_text(C("e4")).endswith("a stack of 3 tiles")
    board.set_choices({C("c3"): {C("c4")}})
    board.key_cell = None
    board._step(0, 0)
    assert "c3" in board.accessibleDescription()
    assert cell_name(C("p4", 16), 16) == "p4"


# --- input -----------------------------------------------------------------------------------------
def click(qtbot, board, cell) -> None:
    pos = board.cell_rect(cell).center() if cell != OFF else board.off_rect().center()
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos)


def test_click_a_source_then_a_destination(board, qtbot):
    board.set_choices({C("b2"): {C("b3"), C("b4")}, C("c2"): {C("c3")}})
    chosen, single = [], []
    board.move_chosen.connect(lambda s, d: chosen.append((s, d)))
    board.cell_chosen.connect(single.append)
    click(qtbot, board, C("b2"))
    assert board.selected == C("b2") and not chosen and not single
    click(qtbot, board, C("e5"))  # not a destination: the selection is cancelled
    assert board.selected is None and not chosen
    click(qtbot, board, C("b2"))
    click(qtbot, board, C("c2"))  # another source: chosen instead
    assert board.selected == C("c2") and single == [C("c2")]  # ... with one way to act
    click(qtbot, board, C("b2"))
    click(qtbot, board, C("b4"))
    assert chosen == [(C("b2"), C("b4"))] and board.selected is None


def test_act_in_place(board, qtbot):
    board.set_choices({C("d1"): {C("d1")}})
    chosen, single = [], []
    board.move_chosen.connect(lambda s, d: chosen.append((s, d)))
    board.cell_chosen.connect(single.append)
    click(qtbot, board, C("d1"))
    assert single == [C("d1")] and not chosen
    click(qtbot, board, C("d1"))
    assert chosen == [(C("d1"), C("d1"))]


def send_mouse(board, kind, pos, buttons):
    button = Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton
    gpos = QPointF(board.mapToGlobal(pos))
    ev = QMouseEvent(kind, QPointF(pos), gpos, button, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(board, ev)


def test_drag_from_source_to_destination(board, qtbot):
    board.set_choices({C("b2"): {C("b3"), C("b4")}})
    chosen = []
    board.move_chosen.connect(lambda s, d: chosen.append((s, d)))
    start, end = board.cell_rect(C("b2")).center(), board.cell_rect(C("b4")).center()
    left = Qt.MouseButton.LeftButton
    send_mouse(board, QEvent.Type.MouseButtonPress, start, left)
    for k in range(1, 6):
        send_mouse(board, QEvent.Type.MouseMove, start + (end - start) * k / 5, left)
    assert board._drag is not None and board.selected == C("b2")
    board.grab()  # the dragged tile is drawn under the mouse
    send_mouse(board, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)
    assert chosen == [(C("b2"), C("b4"))]
    # a drag to a cell that is not a destination chooses nothing
    send_mouse(board, QEvent.Type.MouseButtonPress, start, left)
    for k in range(1, 6):
        send_mouse(board, QEvent.Type.MouseMove, start + (board.cell_rect(C("e5")).center() - start) * k / 5, left)
    send_mouse(board, QEvent.Type.MouseButtonRelease, board.cell_rect(C("e5")).center(), Qt.MouseButton.NoButton)
    assert chosen == [(C("b2"), C("b4"))] and board._drag is None


def test_keyboard_arrows_enter_and_escape(board, qtbot):
    board.set_choices({C("b2"): {C("b3"), C("b4")}})
    chosen = []
    board.move_chosen.connect(lambda s, d: chosen.append((s, d)))
    board.key_cell = None
    qtbot.keyClick(board, Qt.Key.Key_Up)  # the cursor appears on the first source
    assert board.key_cell == C("b2")
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert board.selected == C("b2")
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # cancels
    assert board.selected is None and not chosen
    qtbot.keyClick(board, Qt.Key.Key_Space)
    qtbot.keyClick(board, Qt.Key.Key_Up)
    qtbot.keyClick(board, Qt.Key.Key_Up)
    qtbot.keyClick(board, Qt.Key.Key_Right)
    qtbot.keyClick(board, Qt.Key.Key_Left)
    assert board.key_cell == C("b4")
    qtbot.keyClick(board, Qt.Key.Key_Enter)
    assert chosen == [(C("b2"), C("b4"))]


def test_the_off_band_is_a_destination(board, qtbot):
    chosen = []
    board.move_chosen.connect(lambda s, d: chosen.append((s, d)))
    board.set_choices({C("g7"): {OFF}})  # a red tile: its arrow points down, the band is below
    click(qtbot, board, C("g7"))
    band = board.off_rect()
    assert band.top() >= board.cell_rect(C("g1")).bottom()
    assert board.cell_at(QPointF(band.center())) == OFF
    click(qtbot, board, OFF)
    assert chosen == [(C("g7"), OFF)]
    # the move shown: the tile is gone; its part of the band below the field is lit
    cells = list(board.picture.cells)
    cells[C("g7")] = ()
    board.show_picture(replace(board.picture, cells=tuple(cells)))
    board.set_choices({})
    board.set_last_move((C("g7"), OFF))
    passed = board._off_piece_rect((C("g7"), OFF))
    assert passed.top() >= board.cell_rect(C("g1")).bottom() and passed.left() == board.cell_rect(C("g1")).left()
    img = board.grab().toImage()
    lit = img.pixelColor(QPoint(passed.left() + 3, passed.center().y()))  # beside the file's letter
    dark = img.pixelColor(QPoint(passed.left() + 3, board.off_rect(True).center().y()))
    assert lit.lightness() > dark.lightness() + 20
    board.set_last_move(())
    board.set_choices({C("g2"): {C("g3"), OFF}})  # a yellow one: above rank 8
    click(qtbot, board, C("g2"))
    assert board.off_rect().bottom() <= board.cell_rect(C("g8")).top()
    # and by keyboard: up past rank 8 onto the band
    board.key_cell = C("g8")
    qtbot.keyClick(board, Qt.Key.Key_Up)
    assert board.key_cell == OFF
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert chosen[-1] == (C("g2"), OFF)


def test_no_choices_no_clicks(board, qtbot):
    board.set_choices({})
    got = []
    board.move_chosen.connect(lambda s, d: got.append((s, d)))
    board.cell_chosen.connect(got.append)
    for cell in (C("b2"), C("b3"), C("e4")):
        click(qtbot, board, cell)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert got == [] and board.selected is None


def test_flipped_maps_clicks(board, qtbot):
    board.show_picture(figure_1a(flipped=True))
    a1, h8 = board.cell_rect(C("a1")), board.cell_rect(C("h8"))
    assert a1.top() < h8.top() and a1.left() > h8.left()  # rank 1 at the top, file a on the right
    for cell in range(64):
        assert board.cell_at(QPointF(board.cell_rect(cell).center())) == cell
    board.set_choices({C("b7"): {C("b6")}})
    chosen = []
    board.move_chosen.connect(lambda s, d: chosen.append((s, d)))
    click(qtbot, board, C("b7"))
    click(qtbot, board, C("b6"))
    assert chosen == [(C("b7"), C("b6"))]
    # the keyboard's up is up the screen: toward rank 1
    board.key_cell = C("d5")
    qtbot.keyClick(board, Qt.Key.Key_Up)
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.key_cell == C("c4")


# --- speed ----------------------------------------------------------------------------------------
def test_a_changed_picture_repaints_only_its_cells(board, qtbot):
    settle()
    spy = PaintSpy(board)
    pic = moved(moved(board.picture, C("b2"), C("b4")), C("f7"), C("f5"))
    board.show_picture(pic)
    settle()
    assert spy.regions, "no repaint"
    region = QRegion()
    for r in spy.regions:
        region += r
    changed = {C("b2"), C("b4"), C("f7"), C("f5")}
    for cell in range(64):
        inside = region.contains(board.cell_rect(cell).center())
        assert inside == (cell in changed), cell_name(cell, 8)
    # the same picture again: nothing at all
    spy.regions.clear()
    board.show_picture(pic)
    settle()
    assert spy.regions == []
    # a last move and choices: their cells only
    board.set_last_move((C("b2"), C("b4")))
    board.set_choices({C("c2"): {C("c3")}})
    settle()
    region = QRegion()
    for r in spy.regions:
        region += r
    assert not region.contains(board.cell_rect(C("h5")).center()) and region.contains(board.cell_rect(C("b4")).center())


def test_frame_time_of_show_picture_and_repaint(board):
    walk = [(8 + f, 16 + f) for f in range(8)] + [(16 + f, 8 + f) for f in range(8)]
    pic = board.picture
    settle()
    times = []
    for i in range(64):
        src, dst = walk[i % len(walk)]
        after = moved(pic, src, dst)
        t0 = time.thread_time()
        board.show_picture(after)
        board.set_last_move((src, dst))
        settle()
        times.append((time.thread_time() - t0) * 1000)
        pic = after
    whole = []
    other = replace(pic, cells=tuple(reversed(pic.cells)))
    for i in range(16):
        t0 = time.thread_time()
        board.show_picture(other if i % 2 == 0 else pic)
        settle()
        whole.append((time.thread_time() - t0) * 1000)
    times = times[4:]  # the first pictures paint the tiles for the cache
    assert sum(1 for t in figure_1a().cells if t) == 32
    assert statistics.median(times) < 16.7 and max(times) < 16.7, times
    assert statistics.median(whole[2:]) < 16.7 and max(whole[2:]) < 16.7, whole


# --- across -----------------------------------------------------------------------------------------
def test_across_field_is_wide(qtbot):
    b = FieldBoard()
    qtbot.addWidget(b)
    b.resize(1000, 560)
    cells = [()] * 64
    for f in range(16):
        cells[f] = (TileFace(f % 7, (f + 3) % 7, "blue", 1),)
        cells[48 + f] = (TileFace(f % 7, (f + 1) % 7, "green", -1),)
    b.show_picture(FieldPicture(16, 4, tuple(cells), aside=((), ()), aside_titles=("Anna", "Boris")))
    b.show()
    qtbot.waitExposed(b)
    a1, p4 = b.cell_rect(C("a1", 16)), b.cell_rect(C("p4", 16))
    assert a1.height() == 2 * a1.width() and a1.width() >= 30
    field_w, field_h = p4.right() - a1.left(), a1.bottom() - p4.top()
    assert field_w > 1.8 * field_h  # 16 tiles' widths against 4 tiles' heights
    for cell in range(64):
        r = b.cell_rect(cell)
        assert b.rect().contains(r)
        assert b.cell_at(QPointF(r.center())) == cell
    assert cell_name(C("p4", 16), 16) == "p4"
    assert not_blank(b) > 20
    chosen = []
    b.move_chosen.connect(lambda s, d: chosen.append((s, d)))
    b.set_choices({C("c1", 16): {C("c2", 16)}})
    click(qtbot, b, C("c1", 16))
    click(qtbot, b, C("c2", 16))
    assert chosen == [(C("c1", 16), C("c2", 16))]


@pytest.mark.parametrize("size", [(1066, 620), (1620, 1000), (400, 300)])
def test_the_field_fits_the_widget(qtbot, size):
    b = FieldBoard()
    qtbot.addWidget(b)
    b.resize(*size)
    b.show_picture(full_picture())
    b.show()
    qtbot.waitExposed(b)
    g = b._geometry()
    assert b.rect().contains(g.board)
    for slot in g.slots:
        assert slot.isEmpty() or b.rect().contains(slot)
        assert not slot.intersects(g.board)
    assert not_blank(b) > 10


def test_a_checkers_board_can_reuse_the_widget(qtbot):
    painted = []

    class Checkers(FieldBoard):
        def paint_piece(self, painter, rect, face):
            painted.append(face)
            painter.setBrush(Qt.GlobalColor.red)
            painter.drawEllipse(rect)

    b = Checkers(cell_aspect=1.0)
    qtbot.addWidget(b)
    b.resize(600, 600)
    pic = empty_picture(8, 8)
    cells = list(pic.cells)
    cells[0] = (TileFace(None, None, colour="red"),)
    b.show_picture(replace(pic, cells=tuple(cells)))
    b.show()
    qtbot.waitExposed(b)
    b.grab()
    r = b.cell_rect(0)
    assert r.width() == r.height() and painted


def test_cell_words_in_russian(board):
    from compendium.ui import i18n

    cells = list(board.picture.cells)
    cells[C("c3")] = (TileFace(2, 5, "red", 1),)
    board.show_picture(replace(board.picture, cells=tuple(cells)))
    i18n.set_language("ru")
    try:
        assert board.cell_text(C("c3")) == "c3: 2 над 5, красный, стрелка вверх"
        assert board.cell_text(C("d8")) == "d8: оборотной стороной наружу, крестик на оборотной стороне, обведён кольцом"
        assert board.cell_text(C("c4")) == "c4: пусто"
    finally:
        i18n.set_language("en")
    assert board.cell_text(C("c4")) == "c4: empty"


def test_a_tooltip_names_the_cell(board, qtbot):
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    pos = board.cell_rect(C("a8")).center()
    QApplication.sendEvent(board, QHelpEvent(QEvent.Type.ToolTip, pos, board.mapToGlobal(pos)))
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    assert QToolTip.text() == "a8: 3 over 1, red, arrow down"
    QToolTip.hideText()
    assert board.accessibleName() == "Field"


# --- targets: destinations of a tile from beside the field ------------------------------------------------
def test_targets_are_chosen_by_click_and_by_keys(board, qtbot):
    chosen, moves, dropped = [], [], []
    board.target_chosen.connect(chosen.append)
    board.move_chosen.connect(lambda s, d: moves.append((s, d)))
    board.targets_dropped.connect(lambda: dropped.append(1))
    face = TileFace(3, 5, "red", 1)
    board.set_targets({C("d4"), C("e5")}, face)
    assert board.targets == {C("d4"), C("e5")} and board._destinations() == {C("d4"), C("e5")}
    assert "it may go here" in board.cell_text(C("d4"))
    click(qtbot, board, C("a4"))  # not a target: nothing, the targets stay
    assert not chosen and board.targets
    click(qtbot, board, C("e5"))
    assert chosen == [C("e5")] and not moves
    # by keys: the cursor starts on a target, Enter chooses it
    board.setFocus()
    board.key_cell = None
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.key_cell in board.targets
    start = board.key_cell
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert chosen == [C("e5"), start]
    # the faint tile on the target under the cursor is drawn
    assert board._ghost() == (start, face)
    board.grab()
    # Esc gives the targets up (the view is told)
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert not board.targets and dropped == [1]
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert len(chosen) == 2


def test_a_source_on_the_field_takes_over_from_targets(board, qtbot):
    chosen, moves, dropped = [], [], []
    board.target_chosen.connect(chosen.append)
    board.move_chosen.connect(lambda s, d: moves.append((s, d)))
    board.targets_dropped.connect(lambda: dropped.append(1))
    board.set_choices({C("b2"): {C("b3"), C("b4")}})
    board.set_targets({C("d4")})
    click(qtbot, board, C("b2"))  # a source selected: the targets are dropped
    assert board.selected == C("b2") and not board.targets and dropped == [1]
    click(qtbot, board, C("b4"))
    assert moves == [(C("b2"), C("b4"))] and not chosen
    # targets given while a source is selected cancel the selection
    click(qtbot, board, C("b2"))
    board.set_targets({C("d4")})
    assert board.selected is None
    click(qtbot, board, C("d4"))
    assert chosen == [C("d4")]
    board.set_targets(())
    click(qtbot, board, C("d4"))
    assert chosen == [C("d4")]


def test_the_carried_tile_is_drawn_as_it_will_be_put_down(board, qtbot):
    board.set_choices({C("b2"): {C("b3"), C("b4")}})
    turned_round = TileFace(1, 2, "blue", -1)
    board.set_carried({C("b2"): turned_round})
    painted = []
    original = board.paint_piece
    board.paint_piece = lambda p, r, face: (painted.append(face), original(p, r, face))
    start, end = board.cell_rect(C("b2")).center(), board.cell_rect(C("b4")).center()
    left = Qt.MouseButton.LeftButton
    send_mouse(board, QEvent.Type.MouseButtonPress, start, left)
    for k in range(1, 4):
        send_mouse(board, QEvent.Type.MouseMove, start + (end - start) * k / 6, left)
    assert board._drag is not None
    board.repaint()
    assert turned_round in painted
