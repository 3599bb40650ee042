"""The shared domino widgets: the table's geometry (a snake that turns before the edge, doubles
across, the arms of a cross, nothing overlapping, every tile touching the one it was played
against with matching halves), its scaling to the widget, tiles painted with pips, the hand and the
clicks that choose a tile and an end."""

import random

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from compendium.core.domino import ALL_TILES, CENTRE, SPINNER_CLOSED, Layout, parse_tile
from compendium.ui.widgets.domino import DominoHand, DominoTable, arrange, paint_tile

EPS = 1e-6


def lay(*moves, **kw) -> Layout:
    layout = Layout(**kw)
    for text, arm in moves:
        layout = layout.play(parse_tile(text), arm)
    return layout


def random_layouts(seed: int, games: int):
    """Every position of random games played on the kernel's layout (any tile that fits, any end)."""
    rng = random.Random(seed)
    for _ in range(games):
        layout = Layout(spinner_rule=rng.choice(["placed", SPINNER_CLOSED]), use_spinner=rng.random() < 0.85)
        tiles = list(ALL_TILES)
        rng.shuffle(tiles)
        layout = layout.play(tiles.pop(), CENTRE)
        for _ in range(200):
            fitting = [(t, arm) for t in tiles for arm in layout.fits(t)]
            if not fitting:
                break
            t, arm = rng.choice(fitting)
            layout = layout.play(t, arm)
            tiles.remove(t)
            yield layout


def overlap(a, b) -> bool:
    return a[0] < b[2] - EPS and b[0] < a[2] - EPS and a[1] < b[3] - EPS and b[1] < a[3] - EPS


def touching(a, b) -> bool:
    """The two rectangles share a piece of an edge."""
    if abs(a[2] - b[0]) < EPS or abs(b[2] - a[0]) < EPS:
        return min(a[3], b[3]) - max(a[1], b[1]) > EPS
    if abs(a[3] - b[1]) < EPS or abs(b[3] - a[1]) < EPS:
        return min(a[2], b[2]) - max(a[0], b[0]) > EPS
    return False


def predecessor(arr, layout, spot):
    if spot.index > 0:
        return arr.spot(spot.arm, spot.index - 1)
    if spot.arm in ("west", "east"):
        return arr.spot(CENTRE, 0)
    return arr.spot(*layout.spinner)


def check_arrangement(layout: Layout, arr) -> None:
    spots = arr.spots
    assert sorted(s.placed.tile for s in spots) == sorted(layout.tiles())
    ghosts = list(arr.ghosts.values())
    assert set(arr.ghosts) == {e.arm for e in layout.open_ends()}
    rects = [s.rect for s in spots] + ghosts
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not overlap(a, b), (layout, a, b)
    width, height = arr.table
    x0, y0, x1, y1 = arr.bbox()
    # everything lies on the table (a double may stand out by its own length where a line turns)
    assert x1 - x0 <= width + 1 + EPS and y1 - y0 <= height + 1 + EPS
    for s in spots:
        w, h = s.rect[2] - s.rect[0], s.rect[3] - s.rect[1]
        assert sorted((w, h)) == [1, 2]
        if s.placed.double:
            assert s.halves[0] == s.halves[1]
            # across the line: its long side is perpendicular to the direction of play
            assert (w == 2) == (s.direction[0] == 0)
        else:
            assert (w == 2) == (s.direction[1] == 0)
        if s.arm == CENTRE:
            continue
        prev = predecessor(arr, layout, s)
        v = s.placed.inner
        assert any(touching(h1, h2) and s.halves[i] == v and prev.halves[j] == v
                   for i, h1 in enumerate(s.half_rects()) for j, h2 in enumerate(prev.half_rects())), (layout, s, prev)


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.slow
def test_random_games_lay_out_without_overlaps_and_with_matching_halves(seed):
    count = 0
    for layout in random_layouts(seed, 60):
        check_arrangement(layout, arrange(layout, random.Random(count).choice([1.0, 1.6, 2.4]), 22))
        count += 1
    assert count > 600


def test_a_long_line_snakes_before_the_edge():
    layout = lay(("6:6", "centre"), use_spinner=False)
    chain = [(6, 5), (5, 4), (4, 3), (3, 2), (2, 1), (1, 0), (0, 6), (6, 1), (1, 5), (5, 0), (0, 4), (4, 2)]
    for a, b in chain:
        layout = layout.play((max(a, b), min(a, b)), "east")
    arr = arrange(layout, 1.6, 16)
    assert arr.table[0] == 16  # no need to shrink the tiles: the line turns instead
    xs = [s.rect[2] for s in arr.spots]
    assert max(xs) <= 8 + EPS
    turns = [s for s in arr.spots if s.direction == (0, 1)]  # the east line snakes downwards
    back = [s for s in arr.spots if s.direction == (-1, 0) and s.arm == "east"]
    assert turns and back
    check_arrangement(layout, arr)


def test_the_cross_has_four_arms_at_the_spinner():
    layout = lay(("5:5", "centre"), ("5:3", "west"), ("5:1", "east"), ("5:6", "north"), ("5:2", "south"),
                 ("3:3", "west"), ("6:4", "north"))
    arr = arrange(layout, 1.6, 22)
    check_arrangement(layout, arr)
    centre = arr.spot(CENTRE, 0)
    assert centre.rect == (-0.5, -1.0, 0.5, 1.0)  # the spinner stands across the line
    north, south = arr.spot("north", 0), arr.spot("south", 0)
    assert north.rect[3] == centre.rect[1] and south.rect[1] == centre.rect[3]
    assert north.direction == (0, -1) and south.direction == (0, 1)
    assert set(arr.ghosts) == {"west", "east", "north", "south"}


def test_a_spinner_inside_an_arm_branches_there():
    layout = lay(("6:1", "centre"), ("1:2", "east"), ("2:2", "east"), ("2:3", "east"), ("2:4", "north"),
                 ("2:0", "south"))
    assert layout.spinner == ("east", 1)
    arr = arrange(layout, 1.6, 22)
    check_arrangement(layout, arr)
    spinner = arr.spot("east", 1)
    for arm in ("north", "south"):
        assert touching(arr.spot(arm, 0).rect, spinner.rect)


def test_the_table_fits_the_widget(qtbot):
    table = DominoTable()
    qtbot.addWidget(table)
    layouts = list(random_layouts(7, 6))
    for size in [(320, 220), (640, 400), (900, 340), (500, 600)]:
        table.resize(*size)
        for layout in layouts[::5]:
            table.set_layout(layout, {e.arm: e.count for e in layout.open_ends()}, False)
            bounds = QRectF(table.rect()).adjusted(-0.5, -0.5, 0.5, 0.5)
            arr = table.arrangement()
            for s in arr.spots:
                assert bounds.contains(table.to_pixels(s.rect)), (size, layout)
            for g in arr.ghosts.values():
                assert bounds.contains(table.to_pixels(g))


def dark_pixels(image: QImage, rect: QRectF) -> int:
    n = 0
    for x in range(int(rect.left()) + 3, int(rect.right()) - 3):
        for y in range(int(rect.top()) + 3, int(rect.bottom()) - 3):
            if QColor(image.pixel(x, y)).lightness() < 90:
                n += 1
    return n


def test_tiles_are_painted_with_pips(qapp):
    image = QImage(400, 100, QImage.Format.Format_ARGB32)
    image.fill(QColor("#2e6b46"))
    p = QPainter(image)
    paint_tile(p, QRectF(10, 10, 160, 80), (6, 0))
    paint_tile(p, QRectF(200, 10, 160, 80), (1, 3))
    p.end()
    six, blank = dark_pixels(image, QRectF(10, 10, 76, 80)), dark_pixels(image, QRectF(94, 10, 76, 80))
    one, three = dark_pixels(image, QRectF(200, 10, 76, 80)), dark_pixels(image, QRectF(284, 10, 76, 80))
    assert blank == 0 and 0 < one < three < six
    assert abs(six / one - 6) < 1.5 and abs(three / one - 3) < 1  # pips of one size: counted, not digits


def test_table_click_chooses_one_of_the_offered_ends(qtbot):
    table = DominoTable()
    qtbot.addWidget(table)
    table.resize(640, 400)
    layout = lay(("5:5", "centre"), ("5:3", "west"), ("5:1", "east"))
    table.set_layout(layout, {e.arm: e.count for e in layout.open_ends()}, False)
    table.set_targets({"north": (5, 2), "south": (5, 2)}, "north")
    rects = table.target_rects()
    assert set(rects) == {"north", "south"} and not rects["north"].intersects(rects["south"])
    with qtbot.waitSignal(table.end_clicked) as sig:
        qtbot.mouseClick(table, Qt.MouseButton.LeftButton, pos=rects["south"].center().toPoint())
    assert sig.args == ["south"]
    table.grab()  # paints the offered tile at both places without trouble


@pytest.mark.parametrize("count", [1, 7, 20])
def test_hand_fits_and_clicks_name_the_tile(qtbot, count):
    hand = DominoHand(height=104)
    qtbot.addWidget(hand)
    hand.resize(500, 104)
    tiles = ALL_TILES[:count]
    hand.set_hand(tiles, playable=[0], selected=0, choosing=True)
    rects = hand.tile_rects()
    assert len(rects) == count
    area = QRectF(hand.rect())
    for i, r in enumerate(rects):
        assert area.contains(r)
        if i:
            assert r.left() >= rects[i - 1].right()
    with qtbot.waitSignal(hand.tile_clicked) as sig:
        qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=rects[-1].center().toPoint())
    assert sig.args == [count - 1]
    assert rects[0].top() < rects[-1].top() or count == 1  # the chosen tile is lifted
    hand.grab()


def test_table_paints_a_sealed_double_face_down(qtbot):
    table = DominoTable()
    qtbot.addWidget(table)
    table.resize(400, 300)
    layout = lay(("4:4", "centre"), ("4:3", "west"), ("4:2", "east"))
    layout = layout.play((3, 3), "west", seal=True)
    table.set_layout(layout, {}, False)
    image = table.grab().toImage()
    spot = table.arrangement().spot("west", 1)
    centre = table.to_pixels(spot.rect).center()
    back = QColor(image.pixel(QPointF(centre.x(), centre.y() - 8).toPoint()))
    assert back.blue() > back.red() + 30  # the blue back, not the ivory face
