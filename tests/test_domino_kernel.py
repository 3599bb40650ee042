"""The shared domino kernel: tiles, the layout (line, spinner, cross), the sum of the ends, dealing."""

import random

import pytest

from compendium.core.actions import Action
from compendium.core.domino import (
    ALL_TILES,
    ARM_NAMES,
    ARMS,
    CENTRE,
    SPINNER_CLOSED,
    DominoError,
    Layout,
    deal,
    deal_action,
    hand_pips,
    is_double,
    order_from_action,
    parse_tile,
    pips,
    shuffled,
    tile,
    tile_text,
)
from compendium.core.rules import IllegalAction


def lay(*moves, **kw):
    layout = Layout(**kw)
    for text, arm in moves:
        layout = layout.play(parse_tile(text), arm)
    return layout


def test_the_28_tiles():
    assert len(ALL_TILES) == 28 == len(set(ALL_TILES))
    assert ALL_TILES[0] == (0, 0) and ALL_TILES[-1] == (6, 6)
    assert all(a >= b for a, b in ALL_TILES)
    assert sum(1 for t in ALL_TILES if is_double(t)) == 7
    assert sum(pips(t) for t in ALL_TILES) == 168
    assert set(ARM_NAMES) == set(ARMS)


def test_tile_text_round_trip():
    assert tile(3, 5) == (5, 3) == parse_tile("3:5") == parse_tile("5-3") == parse_tile(" 5:3 ")
    assert parse_tile("6 6") == (6, 6)
    for t in ALL_TILES:
        assert parse_tile(tile_text(t)) == t
    assert tile_text((5, 3)) == "5:3"


@pytest.mark.parametrize("bad", ["7:1", "5", "a:b", "", "1:2:3", "-1:2"])
def test_parse_tile_refuses_with_a_message(bad):
    with pytest.raises(ValueError) as info:
        parse_tile(bad)
    assert isinstance(info.value, IllegalAction) and info.value.text.ru


def test_first_tile_goes_in_the_centre_any_tile():
    empty = Layout()
    assert empty.is_empty() and empty.open_ends() == () and empty.ends_sum() == 0
    assert empty.fits((5, 3)) == (CENTRE,)
    with pytest.raises(DominoError):
        empty.play((5, 3), "west")
    line = empty.play((5, 3), CENTRE)
    assert [(e.arm, e.value, e.count) for e in line.open_ends()] == [("west", 5, 5), ("east", 3, 3)]
    assert line.spinner is None and line.tiles() == ((5, 3),)


def test_muggins_examples_a_to_d():
    a = lay(("5:5", CENTRE))
    assert a.ends_sum() == 10 and a.spinner == (CENTRE, 0) and a.spinner_tile() == (5, 5)
    assert a.fits((5, 0)) == ("west", "east")  # both line sides of the lone double
    b = a.play((5, 0), "east")
    assert b.ends_sum() == 10 and not b.cross_open()  # 5 + 5 (the double, one side taken) + 0
    c = b.play((5, 3), "west")
    assert c.cross_open() and c.ends_sum() == 3  # the free sides of the cross count nothing
    assert [e.arm for e in c.open_ends()] == list(ARMS)
    c2 = c.play((2, 0), "east")
    assert c2.ends_sum() == 5
    d = c2.play((5, 4), "north").play((2, 2), "east").play((5, 2), "east").play((3, 3), "west")
    assert d.ends_sum() == 15
    ends = {e.arm: (e.value, e.double, e.count) for e in d.open_ends()}
    assert ends == {"west": (3, True, 6), "east": (5, False, 5), "north": (4, False, 4), "south": (5, False, 0)}
    # later doubles are ordinary: 2:2 and 3:3 open no arms of their own
    assert d.spinner == (CENTRE, 0) and len(d.open_ends()) == 4


def test_spinner_inside_an_arm():
    layout = lay(("5:3", CENTRE), ("3:3", "east"))
    assert layout.spinner == ("east", 0) and not layout.cross_open()
    assert layout.ends_sum() == 5 + 6  # the double at the end counts whole
    assert layout.fits((3, 1)) == ("east",)
    layout = layout.play((3, 1), "east")
    assert layout.cross_open()
    assert {e.arm: e.value for e in layout.open_ends()} == {"west": 5, "east": 1, "north": 3, "south": 3}
    assert layout.ends_sum() == 6
    layout = layout.play((6, 3), "south")
    assert layout.south[0].inner == 3 and layout.south[0].outer == 6 and layout.ends_sum() == 12


def test_without_a_cross_a_double_never_opens_arms():
    layout = lay(("5:5", CENTRE), ("5:0", "east"), ("5:3", "west"), use_spinner=False)
    assert layout.spinner is None and not layout.cross_open()
    assert [e.arm for e in layout.open_ends()] == ["west", "east"] and layout.ends_sum() == 3


def test_cross_rule_first_double_closed_on_both_sides():
    # 3:3 is laid first but stays open; 5:5 is closed first and becomes the cross
    layout = lay(("5:3", CENTRE), ("3:3", "east"), ("5:5", "west"), spinner_rule=SPINNER_CLOSED)
    assert layout.spinner is None and layout.ends_sum() == 10 + 6
    layout = layout.play((5, 1), "west")
    assert layout.spinner == ("west", 0) and layout.cross_open()
    assert {e.arm: e.count for e in layout.open_ends()} == {"west": 1, "east": 6, "north": 0, "south": 0}
    centre = lay(("6:6", CENTRE), ("6:1", "west"), spinner_rule=SPINNER_CLOSED)
    assert centre.spinner is None
    assert centre.play((6, 2), "east").spinner == (CENTRE, 0)


def test_sealed_arm_takes_nothing_more():
    layout = lay(("5:5", CENTRE), ("5:0", "east"), ("5:3", "west"))
    layout = layout.play((0, 0), "east", seal=True)
    assert "east" not in [e.arm for e in layout.open_ends()]
    with pytest.raises(DominoError):
        layout.play((2, 0), "east")
    with pytest.raises(DominoError):
        layout.play((3, 1), "west", seal=True)


def test_illegal_plays_are_refused_with_a_reason():
    layout = lay(("5:3", CENTRE))
    with pytest.raises(DominoError) as info:
        layout.play((6, 6), "west")
    assert "6:6" in info.value.text.en and info.value.text.ru
    with pytest.raises(DominoError):
        layout.play((5, 3), "west")  # already on the table
    with pytest.raises(DominoError):
        layout.play((5, 1), "north")  # no cross yet
    assert layout.fits((5, 3)) == ()


def test_random_layouts_keep_their_invariants():
    rng = random.Random(5)
    for _ in range(300):
        layout = Layout(use_spinner=rng.random() < 0.8, spinner_rule=rng.choice(["placed", "closed"]))
        for t in shuffled(rng):
            arms = layout.fits(t)
            if arms:
                layout = layout.play(t, rng.choice(arms))
            tiles = layout.tiles()
            assert len(tiles) == len(set(tiles))
            assert layout.ends_sum() == sum(e.count for e in layout.open_ends())
            for name in ARMS:  # each tile matches the one before it
                prev = None
                for p in layout.arm(name):
                    assert p.tile == tile(p.inner, p.outer)
                    if prev is not None:
                        assert p.inner == prev.outer
                    prev = p
            if layout.cross_open():
                assert len(layout.open_ends()) == 4


def test_deal_round_trip_and_refusals():
    order = shuffled(random.Random(1))
    action = deal_action(order)
    assert action.verb == "deal" and len(action.args) == 28
    assert order_from_action(Action.parse(action.notation)) == order
    hands, boneyard = deal(order, 3)
    assert [len(h) for h in hands] == [7, 7, 7] and len(boneyard) == 7
    assert hands[1] == order[7:14] and boneyard == order[21:]
    assert hand_pips([(5, 3), (0, 0), (6, 6)]) == 20
    with pytest.raises(IllegalAction):
        order_from_action(Action("deal", tuple(tile_text(t) for t in order[:-1])))
    with pytest.raises(IllegalAction):
        order_from_action(Action("deal", tuple(tile_text(t) for t in (order[0],) + order[:-1])))
    with pytest.raises(IllegalAction):
        order_from_action(Action("draw"))
