"""The kernel of open domino on the field: the tiles, the two sets and their colour groups, the
arrows, the reduced sets, the printed figures (every printed sum of Figures 1(A) and 1(B) checked
against the digits the kernel places) and the field's geometry and front contact.

The expected numbers are transcribed from the source (003, the Russian text: Fig. 1(A) lines 45–56,
Fig. 1(B) lines 57–68 of the compacted text) and from the digest's checks, never computed from the
kernel itself."""

from collections import Counter

import pytest

from compendium.games.open_domino import equipment as eq
from compendium.games.open_domino.equipment import Piece, Tile
from compendium.games.open_domino.field import ACROSS, ALONG, OFF, equal_contacts, touching

FILES = "abcdefgh"

# --- Figure 1: the printed sums ----------------------------------------------------------------------
# name -> (sums above the field: files a–h, ranks 8–7; sums below: ranks 2–1;
#          per rank: (sum of the upper digits, sum of the lower digits) printed at the right)
PRINTED = {
    "1A": ((10, 11, 13, 12, 12, 14, 9, 15), (14, 13, 11, 12, 12, 10, 15, 9),
           {8: (21, 23), 7: (25, 27), 2: (27, 25), 1: (23, 21)}),
    "1B": ((15, 14, 9, 12, 12, 13, 10, 11), (9, 10, 15, 12, 12, 11, 14, 13),
           {8: (21, 22), 7: (26, 27), 2: (27, 26), 1: (22, 21)}),
}
PRINTED_TOTAL = 24  # the bottom row: every file of both figures


def at(fig: dict, file: int, rank: int) -> Piece:
    """The piece a figure places on a file (0 = a) and a rank (1–8, as printed)."""
    return fig[ALONG.cell(file, rank - 1)]


def digits(p: Piece) -> int:
    return p.upper + p.lower


@pytest.mark.parametrize("name", ["1A", "1B"])
def test_column_sums_above_the_field(name):
    fig = eq.figure(name)
    above, _, _ = PRINTED[name]
    assert tuple(digits(at(fig, f, 8)) + digits(at(fig, f, 7)) for f in range(8)) == above


@pytest.mark.parametrize("name", ["1A", "1B"])
def test_column_sums_below_the_field(name):
    fig = eq.figure(name)
    _, below, _ = PRINTED[name]
    assert tuple(digits(at(fig, f, 2)) + digits(at(fig, f, 1)) for f in range(8)) == below


@pytest.mark.parametrize("name", ["1A", "1B"])
def test_every_file_sums_to_24(name):
    fig = eq.figure(name)
    above, below, _ = PRINTED[name]
    for f in range(8):
        assert above[f] + below[f] == PRINTED_TOTAL
        assert sum(digits(at(fig, f, r)) for r in (8, 7, 2, 1)) == PRINTED_TOTAL


@pytest.mark.parametrize("name", ["1A", "1B"])
def test_row_sums_at_the_right(name):
    fig = eq.figure(name)
    _, _, rows = PRINTED[name]
    for rank, (upper, lower) in rows.items():
        assert sum(at(fig, f, rank).upper for f in range(8)) == upper, rank
        assert sum(at(fig, f, rank).lower for f in range(8)) == lower, rank


def test_figure_1a_as_printed():
    """A few cells read straight off the source's Fig. 1(A) (upper/lower digits as printed)."""
    fig = eq.figure("1A")
    assert (at(fig, 0, 8).upper, at(fig, 0, 8).lower) == (3, 1)
    assert (at(fig, 7, 8).upper, at(fig, 7, 8).lower) == (6, 2)
    assert (at(fig, 3, 8).upper, at(fig, 3, 8).lower) == (0, 0)  # d8: the upper player's 0/0
    assert (at(fig, 4, 1).upper, at(fig, 4, 1).lower) == (0, 0)  # e1: the lower player's 0/0
    assert (at(fig, 0, 1).upper, at(fig, 0, 1).lower) == (4, 0)
    assert (at(fig, 7, 1).upper, at(fig, 7, 1).lower) == (1, 1)


# --- groups and sets -----------------------------------------------------------------------------------
GROUP_DIGITS = {  # the digest §1.3 (checked there): both groups of a set hold these digits
    "A": {0: 5, 1: 4, 2: 5, 3: 4, 4: 5, 5: 4, 6: 5},
    "B": {0: 5, 1: 5, 2: 4, 3: 4, 4: 4, 5: 5, 6: 5},
}


def digit_counts(tiles) -> dict:
    c = Counter()
    for t in tiles:
        c[t.a] += 1
        c[t.b] += 1
    return dict(c)


@pytest.mark.parametrize("set_", eq.SETS)
@pytest.mark.parametrize("g", [0, 1])
def test_each_group_has_16_tiles_and_96_pips(set_, g):
    tiles = eq.group(set_, g)
    assert len(tiles) == 16
    assert eq.pips(tiles) == 96  # "the full sum of the digits in each proportional group is 96" (Game 3)
    assert all(t.set == set_ and t.group == g for t in tiles)
    assert sum(1 for t in tiles if (t.a, t.b) == (0, 0)) == 1  # one 0/0 each: game 1's scoring tile


@pytest.mark.parametrize("set_", eq.SETS)
def test_groups_are_proportional(set_):
    assert digit_counts(eq.group(set_, 0)) == GROUP_DIGITS[set_]
    assert digit_counts(eq.group(set_, 1)) == GROUP_DIGITS[set_]


@pytest.mark.parametrize("set_", eq.SETS)
def test_each_set_is_double_six_and_four_extra_doubles(set_):
    tiles = eq.full_set(set_)
    assert len(tiles) == 32
    assert eq.pips(tiles) == 192
    pairs = Counter((t.a, t.b) for t in tiles)
    standard = {(a, b) for a in range(7) for b in range(a, 7)}
    assert set(pairs) == standard
    extra = {"A": {0, 6, 2, 4}, "B": {0, 6, 1, 5}}[set_]  # the source: A adds 0/0 6/6 2/2 4/4, B 0/0 6/6 1/1 5/5
    assert {k for k, n in pairs.items() if n == 2} == {(d, d) for d in extra}
    assert all(n in (1, 2) for n in pairs.values())


def test_colours_and_backs():
    assert {eq.group("A", g)[0].colour for g in (0, 1)} == {"red", "yellow"}
    assert {eq.group("B", g)[0].colour for g in (0, 1)} == {"blue", "green"}
    # the sets differ by the circle on the back, the groups by the cross
    marks = {(s, g): eq.back_marks(s, g) for s in eq.SETS for g in (0, 1)}
    assert len(set(marks.values())) == 4
    assert ("circle" in marks[("A", 0)]) == ("circle" in marks[("A", 1)])
    assert ("circle" in marks[("A", 0)]) != ("circle" in marks[("B", 0)])
    assert ("cross" in marks[("A", 0)]) != ("cross" in marks[("A", 1)])


# --- the arrows ----------------------------------------------------------------------------------------
# The digest's §1.6 table: the digit at the arrow's head of each non-double, set A and set B.
HEAD_TABLE = """
0-1 0 0
0-2 0 2
0-3 3 3
0-4 4 0
0-5 5 5
0-6 6 6
1-2 1 1
1-3 1 1
1-4 4 4
1-5 1 1
1-6 6 1
2-3 2 3
2-4 2 2
2-5 2 2
2-6 2 6
3-4 3 4
3-5 5 3
3-6 3 6
4-5 5 5
4-6 6 4
5-6 6 6
"""


def test_head_table_matches_the_digest():
    for line in HEAD_TABLE.split("\n"):
        if not line.strip():
            continue
        pair, a_head, b_head = line.split()
        a, b = (int(x) for x in pair.split("-"))
        assert Tile("A", 0, a, b).head == int(a_head), pair
        assert Tile("B", 0, a, b).head == int(b_head), pair
    assert sum(1 for k in eq.HEAD["A"] if eq.HEAD["A"][k] != eq.HEAD["B"][k]) == 9


def test_piece_digits_follow_the_arrow():
    t = Tile("A", 1, 2, 5)  # the head is 2 in set A
    assert (Piece(t, True).upper, Piece(t, True).lower) == (2, 5)
    assert (Piece(t, False).upper, Piece(t, False).lower) == (5, 2)
    assert Piece(t, True).turned() == Piece(t, False)
    closed = Piece(t, True).closed()
    assert closed.upper is None and closed.lower is None and not closed.face_up
    assert closed.opened() == Piece(t, True)
    assert t.tail == 5 and t.pips == 7 and not t.is_double


def forward_digits(tiles) -> list[int]:
    return [t.head for t in tiles]


@pytest.mark.parametrize("g", [0, 1])
def test_arrow_balance_of_set_a(g):
    heads = forward_digits(eq.group("A", g))
    assert sum(heads) == 50
    assert eq.pips(eq.group("A", g)) - sum(heads) == 46
    assert Counter(heads) == Counter({0: 2, 1: 2, 2: 3, 3: 2, 4: 2, 5: 2, 6: 3})


@pytest.mark.parametrize("g", [0, 1])
def test_arrow_balance_of_set_b(g):
    heads = forward_digits(eq.group("B", g))
    assert sum(heads) == 49
    assert Counter(heads) == Counter({0: 2, 1: 3, 2: 2, 3: 2, 4: 2, 5: 2, 6: 3})


@pytest.mark.parametrize("name", ["2", "5", "7"])
def test_arrow_balance_of_the_two_reduced_sets(name):
    fig = eq.figure(name)
    for up in (True, False):
        heads = [p.tile.head for p in fig.values() if p.up == up]
        assert sum(heads) == 30
        assert Counter(heads) == Counter({0: 4, 1: 3, 2: 3, 3: 3, 4: 3})


# --- the figures ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(eq.FIGURES_TEXT))
def test_figure_holds_exactly_its_tiles(name):
    fig = eq.figure(name)
    upper = sorted(p.tile for p in fig.values() if not p.up)
    lower = sorted(p.tile for p in fig.values() if p.up)
    assert upper == eq.figure_tiles(name, "upper")
    assert lower == eq.figure_tiles(name, "lower")
    for cell, p in fig.items():
        rank = ALONG.fr(cell)[1] + 1
        assert p.up == (rank <= 4)  # the upper half's tiles point down at the rank-1 player, and back
        assert p.face_up


EXPECTED_HALVES = {  # what each half of each figure is made of (the source's text and the digest)
    "1A": (eq.group("A", 0), eq.group("A", 1)),
    "1B": (eq.group("B", 0), eq.group("B", 1)),
    "2": (eq.reduced_set("A", 4), eq.reduced_set("B", 4)),
    "5": (eq.reduced_set("A", 4), eq.reduced_set("B", 4)),
    "7": (eq.reduced_set("A", 4), eq.reduced_set("B", 4)),
    "3": (eq.reduced_set("A", 5), eq.reduced_set("B", 5)),
    "4": (eq.reduced_set("A", 3), eq.reduced_set("B", 3)),
    "4A": (eq.reduced_group("A", 0), eq.reduced_group("A", 1)),
    "4B": (eq.reduced_group("B", 0), eq.reduced_group("B", 1)),
}


@pytest.mark.parametrize("name", sorted(EXPECTED_HALVES))
def test_figure_halves_are_the_named_tiles(name):
    upper, lower = EXPECTED_HALVES[name]
    assert eq.figure_tiles(name, "upper") == sorted(upper)
    assert eq.figure_tiles(name, "lower") == sorted(lower)


@pytest.mark.parametrize("name", sorted(eq.FIGURES_TEXT))
def test_figure_shows_the_printed_digits(name):
    fig = eq.figure(name)
    for rank, row in eq.figure_rows(name).items():
        for f, printed in enumerate(row):
            cell = ALONG.cell(f, rank - 1)
            if printed is None:
                assert cell not in fig
            else:
                assert (fig[cell].upper, fig[cell].lower) == printed


def _figure_with(monkeypatch, name: str, old: str, new: str):
    s_up, s_low, text = eq.FIGURES_TEXT[name]
    assert old in text
    monkeypatch.setitem(eq.FIGURES_TEXT, name, (s_up, s_low, text.replace(old, new, 1)))
    return eq.figure.__wrapped__(name)


def test_figure_refuses_a_tile_against_its_arrow(monkeypatch):
    with pytest.raises(ValueError, match="against its arrow"):
        _figure_with(monkeypatch, "1A", "8: 3/1", "8: 1/3")  # A 1/3: the arrow's head is 1


def test_figure_refuses_a_tile_not_in_its_set(monkeypatch):
    with pytest.raises(ValueError, match="not in its set"):
        _figure_with(monkeypatch, "1A", "8: 3/1", "8: 3/2")  # 2/3 belongs to the lower group


def test_figure_refuses_a_tile_printed_twice(monkeypatch):
    with pytest.raises(ValueError, match="not in its set"):
        _figure_with(monkeypatch, "2", "8: 2/0 3/3", "8: 2/0 2/0")


def equal_front_contacts(fig: dict) -> list[tuple[str, str]]:
    cells = [()] * 64
    for c, p in fig.items():
        cells[c] = (p,)
    out = []
    for c in range(64):
        for other in equal_contacts(ALONG, cells, c):
            if other > c:
                out.append((ALONG.name(c), ALONG.name(other)))
    return out


def front_contacts(fig: dict) -> list[tuple[int, int]]:
    return [(c, c + 8) for c in fig if c + 8 in fig]


def test_figure_1a_has_one_equal_contact_f1_f2():
    assert equal_front_contacts(eq.figure("1A")) == [("f1", "f2")]
    fig = eq.figure("1A")
    assert at(fig, 5, 1).upper == at(fig, 5, 2).lower == 2


@pytest.mark.parametrize("name", ["1B", "2", "5"])
def test_no_equal_contact_at_the_start(name):
    assert equal_front_contacts(eq.figure(name)) == []


@pytest.mark.parametrize("name", ["3", "7"])
def test_every_front_contact_is_equal(name):
    fig = eq.figure(name)
    pairs = front_contacts(fig)
    assert len(pairs) == {"3": 32, "7": 16}[name]
    for low, high in pairs:
        assert fig[low].upper == fig[high].lower, (ALONG.name(low), ALONG.name(high))
    assert len(equal_front_contacts(fig)) == len(pairs)


def test_figure_7_contact_digits():
    """The digest's list: a7/a8 on 0, b 2, c 3, d 4, e 1, f 0, g 3, h 0; a1/a2 on 0, b 3, c 0, d 4,
    e 1, f 3, g 2, h 0."""
    fig = eq.figure("7")
    assert [at(fig, f, 8).lower for f in range(8)] == [0, 2, 3, 4, 1, 0, 3, 0]
    assert [at(fig, f, 1).upper for f in range(8)] == [0, 3, 0, 4, 1, 3, 2, 0]


@pytest.mark.parametrize("name", ["4", "4A", "4B"])
def test_figure_4_uses_one_colour_each(name):
    fig = eq.figure(name)
    lower = {ALONG.is_dark(c) for c, p in fig.items() if p.up}
    upper = {ALONG.is_dark(c) for c, p in fig.items() if not p.up}
    assert lower == {True} and upper == {False}  # a1 dark: the rank-1 player on dark cells
    assert front_contacts(fig) == []


# --- reduced sets --------------------------------------------------------------------------------------
def pairs(tiles):
    return sorted((t.a, t.b) for t in tiles)


def test_reduced_set_0_4():
    a, b = eq.reduced_set("A", 4), eq.reduced_set("B", 4)
    assert len(a) == len(b) == 16
    assert eq.pips(a) == eq.pips(b) == 60
    assert pairs(a) == pairs(b)  # the same digits in both sets
    assert pairs(a).count((0, 0)) == 2  # the second 0/0 stays
    assert all(t.b <= 4 for t in a + b)


def test_reduced_set_0_5():
    for s in eq.SETS:
        tiles = eq.reduced_set(s, 5)
        assert len(tiles) == 24
        assert eq.pips(tiles) == 117
        assert all(t.b <= 5 for t in tiles)


def test_reduced_set_0_3():
    a, b = eq.reduced_set("A", 3), eq.reduced_set("B", 3)
    assert len(a) == len(b) == 12
    assert eq.pips(a) == 34 and eq.pips(b) == 32
    assert pairs(a).count((2, 2)) == 2 and pairs(b).count((1, 1)) == 2


def test_reduced_set_0_2():
    a, b = eq.reduced_set("A", 2), eq.reduced_set("B", 2)
    assert len(a) == len(b) == 8
    assert eq.pips(a) == 16 and eq.pips(b) == 14


@pytest.mark.parametrize("set_", eq.SETS)
def test_groups_without_sixes(set_):
    g0, g1 = eq.reduced_group(set_, 0), eq.reduced_group(set_, 1)
    assert len(g0) == len(g1) == 12
    assert eq.pips(g0) == 58 and eq.pips(g1) == 59
    assert all(t.b < 6 for t in g0 + g1)


@pytest.mark.parametrize("set_", eq.SETS)
def test_sets_without_doubles(set_):
    tiles = eq.without_doubles(set_)
    assert len(tiles) == 21 and eq.pips(tiles) == 126


# --- the field -----------------------------------------------------------------------------------------
def test_cell_names_along():
    assert ALONG.size == 64
    assert ALONG.name(0) == "a1" and ALONG.name(7) == "h1" and ALONG.name(8) == "a2" and ALONG.name(63) == "h8"
    names = [ALONG.name(c) for c in range(64)]
    assert len(set(names)) == 64
    for c in range(64):
        assert ALONG.parse(names[c]) == c
        assert ALONG.parse(names[c].upper()) == c
    assert ALONG.name(OFF) == "off" and ALONG.parse("off") == OFF
    for bad in ("i1", "a9", "a0", "", "a", "1a", "z", "aa1"):
        assert ALONG.parse(bad) is None, bad


def test_chequer_a1_is_dark():
    assert ALONG.is_dark(ALONG.parse("a1"))
    assert not ALONG.is_dark(ALONG.parse("b1"))
    assert not ALONG.is_dark(ALONG.parse("a2"))
    assert ALONG.is_dark(ALONG.parse("h8"))
    assert not ALONG.is_dark(ALONG.parse("h1"))
    assert sum(ALONG.is_dark(c) for c in range(64)) == 32


def test_above_and_below():
    c3 = ALONG.parse("c3")
    assert ALONG.name(ALONG.above(c3)) == "c4"
    assert ALONG.name(ALONG.below(c3)) == "c2"
    assert ALONG.above(ALONG.parse("e8")) is None
    assert ALONG.below(ALONG.parse("e1")) is None
    assert ALONG.far_rank(0) == 7 and ALONG.far_rank(1) == 0
    assert ALONG.forward(0) == 1 and ALONG.forward(1) == -1


def test_across_is_16_by_4():
    assert (ACROSS.files, ACROSS.ranks, ACROSS.size) == (16, 4, 64)
    names = [ACROSS.name(c) for c in range(64)]
    assert names[0] == "a1" and names[15] == "p1" and names[16] == "a2" and names[63] == "p4"
    assert len(set(names)) == 64
    assert all(ACROSS.parse(n) == c for c, n in enumerate(names))
    assert ACROSS.parse("a5") is None and ACROSS.parse("q1") is None
    assert ACROSS.above(ACROSS.parse("p4")) is None
    assert ACROSS.name(ACROSS.above(ACROSS.parse("k2"))) == "k3"
    assert ACROSS.far_rank(0) == 3
    assert ACROSS.is_dark(0)


def test_steps_and_rays():
    d4 = ALONG.parse("d4")
    assert len(ALONG.steps(d4)) == 8
    assert len(ALONG.steps(ALONG.parse("a1"))) == 3
    rays = ALONG.rays(ALONG.parse("a1"))
    assert sorted(len(r) for r in rays) == [7, 7, 7]


def test_front_contact_only_in_a_file():
    t1 = Piece(Tile("A", 1, 2, 5), True)  # upper 2, lower 5
    t2 = Piece(Tile("A", 0, 2, 4), False)  # set A head 2: pointing down, upper 4, lower 2
    cells = [()] * 64
    c = ALONG.parse("d4")
    cells[c] = (t1,)
    # beside and diagonal: never a contact
    for where in ("c4", "e4", "c5", "e5", "c3", "e3"):
        cells2 = list(cells)
        cells2[ALONG.parse(where)] = (t2,)
        assert list(touching(ALONG, cells2, c)) == []
        assert equal_contacts(ALONG, cells2, c) == []
    # above: my upper 2 against its lower 2
    cells2 = list(cells)
    cells2[ALONG.parse("d5")] = (t2,)
    assert list(touching(ALONG, cells2, c)) == [(ALONG.parse("d5"), 2, 2)]
    assert equal_contacts(ALONG, cells2, c) == [ALONG.parse("d5")]
    assert equal_contacts(ALONG, cells2, ALONG.parse("d5")) == [c]
    assert equal_contacts(ALONG, cells2, c, lambda p: p.up) == []
    # below: my lower 5 against its upper 4: unequal
    cells3 = list(cells)
    cells3[ALONG.parse("d3")] = (t2,)
    assert equal_contacts(ALONG, cells3, c) == []
    # face down: no digits, no contact
    cells2[ALONG.parse("d5")] = (t2.closed(),)
    assert equal_contacts(ALONG, cells2, c) == []


def test_only_a_stacks_top_touches():
    mover = Piece(Tile("A", 1, 2, 5), True)  # upper 2
    under = Piece(Tile("B", 0, 2, 2), False)  # lower 2, but under another tile
    top = Piece(Tile("B", 0, 3, 3), False)
    cells = [()] * 64
    c = ALONG.parse("d4")
    cells[c] = (mover,)
    cells[ALONG.parse("d5")] = (under, top)
    assert equal_contacts(ALONG, cells, c) == []
    cells[ALONG.parse("d5")] = (top, under)
    assert equal_contacts(ALONG, cells, c) == [ALONG.parse("d5")]
