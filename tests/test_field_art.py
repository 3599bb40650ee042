"""The pictures of the open-domino field (resources/make_field_art.py, compendium/assets/field/).

The figures of the book are data in the script, transcribed from the English digest's Appendix A:
they are checked against that appendix (when the digest is at hand), against the sums the book
prints around Figs. 1(A) and 1(B), against what each figure is said to hold (a set, its groups, a
reduced set), and against the one fixed arrow of every physical tile. Every picture exists, is the
script's current output and parses as XML."""

from __future__ import annotations

import importlib.util
import re
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "resources" / "make_field_art.py"
DIGEST = ROOT.parent.parent / "shared" / "seeds" / "003-open-domino-digest.md"  # /work/shared from a worktree
if not DIGEST.is_file():
    DIGEST = ROOT.parent / "shared" / "seeds" / "003-open-domino-digest.md"  # ../shared from the main checkout


def _load():
    spec = importlib.util.spec_from_file_location("make_field_art", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


art = _load()
FIG = art.FIGURES
SVG = "{http://www.w3.org/2000/svg}"


def _tile(cell):
    return (min(cell), max(cell))


def _tiles(name, ranks):
    return Counter(_tile(c) for r in ranks for c in FIG[name].get(r, ()) if c is not None)


def _standard(top):
    return Counter((a, b) for a in range(top + 1) for b in range(a, top + 1))


SET_A = _standard(6) + Counter({(0, 0): 1, (6, 6): 1, (2, 2): 1, (4, 4): 1})
SET_B = _standard(6) + Counter({(0, 0): 1, (6, 6): 1, (1, 1): 1, (5, 5): 1})
UPPER, LOWER = (5, 6, 7, 8), (1, 2, 3, 4)


def _reduced(full, top):
    return Counter({t: n for t, n in full.items() if t[1] <= top})


# --- the transcription ------------------------------------------------------------------------
@pytest.mark.skipif(not DIGEST.is_file(), reason="the digest of the source is not at hand")
def test_the_figure_rows_are_the_digest_s_appendix_a():
    text = DIGEST.read_text(encoding="utf-8")
    appendix = text[text.index("## Appendix A"):]
    block = re.search(r"```\n(.*?)\n```", appendix, flags=re.DOTALL).group(1)
    assert art.parse_figures(block) == FIG
    assert [" ".join(line.split()) for line in block.splitlines()] == \
           [" ".join(line.split()) for line in art.FIGURE_ROWS.strip().splitlines()]


def test_the_figures_and_their_ranks():
    ranks = {name: sorted(rows) for name, rows in FIG.items()}
    assert ranks == {
        "Fig1A": [1, 2, 7, 8], "Fig1B": [1, 2, 7, 8], "Fig2": [1, 2, 7, 8], "Fig3": [1, 2, 3, 6, 7, 8],
        "Fig4": [1, 2, 3, 6, 7, 8], "Fig4A": [1, 2, 3, 6, 7, 8], "Fig4B": [1, 2, 3, 6, 7, 8],
        "Fig5": [1, 2, 7, 8], "Fig7": [1, 2, 7, 8],
    }
    assert set(art.FIGURE_COLOURS) == set(FIG)


@pytest.mark.parametrize("name, above, below, rank_sums", [
    ("Fig1A", [10, 11, 13, 12, 12, 14, 9, 15], [14, 13, 11, 12, 12, 10, 15, 9],
     {8: (21, 23), 7: (25, 27), 2: (27, 25), 1: (23, 21)}),
    ("Fig1B", [15, 14, 9, 12, 12, 13, 10, 11], [9, 10, 15, 12, 12, 11, 14, 13],
     {8: (21, 22), 7: (26, 27), 2: (27, 26), 1: (22, 21)}),
])
def test_figure_1_keeps_the_printed_sums(name, above, below, rank_sums):
    rows = FIG[name]
    assert [sum(rows[8][f]) + sum(rows[7][f]) for f in range(8)] == above
    assert [sum(rows[2][f]) + sum(rows[1][f]) for f in range(8)] == below
    for rank, (upper, lower) in rank_sums.items():
        assert (sum(c[0] for c in rows[rank]), sum(c[1] for c in rows[rank])) == (upper, lower)
    assert sum(sum(c) for r in (7, 8) for c in rows[r]) == 96 == sum(sum(c) for r in (1, 2) for c in rows[r])


def test_figure_1_holds_the_two_sets():
    assert _tiles("Fig1A", (1, 2, 7, 8)) == SET_A
    assert _tiles("Fig1B", (1, 2, 7, 8)) == SET_B
    # each group has one 0/0 (Game 1's scoring tile): d8 above, e1 below
    for name in ("Fig1A", "Fig1B"):
        assert FIG[name][8][3] == (0, 0) and FIG[name][1][4] == (0, 0)
        assert _tiles(name, (7, 8))[(0, 0)] == 1 == _tiles(name, (1, 2))[(0, 0)]


def test_the_reduced_set_figures():
    zero_four = _standard(4) + Counter({(0, 0): 1})
    for name in ("Fig2", "Fig5", "Fig7"):
        assert _tiles(name, UPPER) == zero_four == _tiles(name, LOWER), name
    assert _tiles("Fig3", UPPER) == _reduced(SET_A, 5) and _tiles("Fig3", LOWER) == _reduced(SET_B, 5)
    assert _tiles("Fig4", UPPER) == _reduced(SET_A, 3) and _tiles("Fig4", LOWER) == _reduced(SET_B, 3)
    assert sum(_tiles("Fig4", UPPER).values()) == 12 == sum(_tiles("Fig4", LOWER).values())
    # Figs. 4(A)/4(B): the groups of Fig. 1 without their tiles holding a six
    for name, source in (("Fig4A", "Fig1A"), ("Fig4B", "Fig1B")):
        for mine, theirs in ((UPPER, (7, 8)), (LOWER, (1, 2))):
            without_six = Counter({t: n for t, n in _tiles(source, theirs).items() if 6 not in t})
            assert _tiles(name, mine) == without_six, name


def test_figure_4_puts_each_player_on_one_colour():
    for name in ("Fig4", "Fig4A", "Fig4B"):
        for rank, row in FIG[name].items():
            for f, cell in enumerate(row):
                if cell is not None:
                    dark = (f + rank - 1) % 2 == 0  # a1 dark
                    assert dark == (rank <= 4), (name, rank, f)


def _head(cell, up):
    """The digit at the arrow's head of a tile standing with its arrow up or down."""
    return cell[0] if up else cell[1]


@pytest.mark.parametrize("name", sorted(FIG))
def test_every_tile_points_its_fixed_arrow_at_the_opponent(name):
    """A tile's arrow is printed on it: the digest's table says which digit is at its head. In
    every figure the upper half's arrows point down and the lower half's up, so the head is the
    lower digit above and the upper digit below (set A above, set B below where both sets play)."""
    upper_set = "B" if name == "Fig1B" or name == "Fig4B" else "A"
    lower_set = "A" if name in ("Fig1A", "Fig4A") else "B"
    for rank, row in FIG[name].items():
        for cell in row:
            if cell is None or cell[0] == cell[1]:
                continue
            index = 0 if (upper_set if rank >= 5 else lower_set) == "A" else 1
            head = art.ARROW_HEAD[_tile(cell)][index]
            assert _head(cell, up=rank <= 4) == head, (name, rank, cell)


def test_game_9_picture_is_a_legal_start():
    """One set (A) on ranks 1–4, less the twin of one tile of set B (the hole); every tile's digits
    agree with its arrow; exactly the tiles the deal left in equal contact lie face down."""
    rows = art.GAME9
    assert sorted(rows) == [1, 2, 3, 4]
    cells = {(f, r): c for r, row in rows.items() for f, c in enumerate(row)}
    holes = [k for k, c in cells.items() if c is None]
    assert len(holes) == 1
    present = Counter(_tile(c[:2]) for c in cells.values() if c is not None)
    taken = SET_A - present
    assert sum(taken.values()) == 1 and set(taken) <= set(SET_B)
    for c in cells.values():
        if c is not None and c[0] != c[1]:
            assert _head(c, c[2]) == art.ARROW_HEAD[_tile(c[:2])][0], c
    touching = set()
    for (f, r), c in cells.items():
        above = cells.get((f, r + 1))
        if c is not None and above is not None and c[0] == above[1]:
            touching |= {(f, r), (f, r + 1)}
    face_down = {k for k, c in cells.items() if c is not None and not c[3]}
    assert face_down == touching and len(face_down) == 2


# --- the files ----------------------------------------------------------------------------------
EXPECTED = ["fig1a", "fig1b", "fig2", "fig3", "fig4", "fig4a", "fig4b", "fig5", "fig7",
            "game1-start", "game7-across", "game8-stacks", "game9-hole", "card"]


def test_the_script_writes_every_picture():
    names = sorted(path.stem for path in art.all_files())
    assert names == sorted(EXPECTED)
    assert all(path.parent == ROOT / "compendium" / "assets" / "field" for path in art.all_files())


@pytest.mark.parametrize("stem", EXPECTED)
def test_every_picture_is_shipped_current_and_parses(stem):
    path = ROOT / "compendium" / "assets" / "field" / f"{stem}.svg"
    assert path.is_file(), f"{path.name} missing: run python3 resources/make_field_art.py"
    text = path.read_text(encoding="utf-8")
    assert text == art.all_files()[path], f"{path.name} is stale: run python3 resources/make_field_art.py"
    root = ET.fromstring(text)
    assert root.tag == f"{SVG}svg" and float(root.get("width")) > 0 and float(root.get("height")) > 0
    assert root.find(f"{SVG}title").text


def test_a_figure_picture_draws_its_tiles():
    """Fig. 1(A): 64 chequer cells, 32 tiles with a circle each, pips as printed (the scoring-tile
    picture instead shows two face-down tiles)."""
    root = ET.fromstring(art.all_files()[ROOT / "compendium" / "assets" / "field" / "fig1a.svg"])
    rects = root.findall(f"{SVG}rect")
    cells = [r for r in rects if r.get("fill") in (art.LIGHT, art.DARK)]
    assert len(cells) == 64
    tiles = [r for r in rects if r.get("fill") == art.IVORY]
    assert len(tiles) == 32
    circles = [c for c in root.findall(f"{SVG}circle") if c.get("fill") in art.COLOURS.values()]
    assert Counter(c.get("fill") for c in circles) == {art.COLOURS["red"]: 16, art.COLOURS["yellow"]: 16}
    pips = sum(len(g.findall(f"{SVG}circle")) for g in root.findall(f"{SVG}g"))
    assert pips == 192  # set A's pip total
    start = ET.fromstring(art.all_files()[ROOT / "compendium" / "assets" / "field" / "game1-start.svg"])
    backs = [r for r in start.findall(f"{SVG}rect") if r.get("fill") == art.BACK]
    assert len(backs) == 2


@pytest.mark.parametrize("stem", EXPECTED)
def test_every_picture_draws_in_qt(stem):
    """The rules pages show the pictures through Qt's SVG renderer: each must be valid for it."""
    QtSvg = pytest.importorskip("PySide6.QtSvg")
    renderer = QtSvg.QSvgRenderer(str(ROOT / "compendium" / "assets" / "field" / f"{stem}.svg"))
    assert renderer.isValid()
    size = renderer.defaultSize()
    sizes = {"card": ((104, 128),)}  # the start page's card: a corner of the field
    assert (size.width(), size.height()) in sizes.get(stem, ((224, 416), (416, 224)))
