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


STARTS = [f"start-{n}" for n in range(10, 33)]
ORDERS = ["order-fig8", "order-fig9", "order-fig10"]


def test_the_script_writes_every_picture():
    names = sorted(path.stem for path in art.all_files())
    assert names == sorted(EXPECTED + STARTS + ORDERS)
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



# --- the starts of games 10–32 (and game 29's orders of cells) ----------------------------------
eq = art.eq
FIELD = ROOT / "compendium" / "assets" / "field"
XLINK = "{http://www.w3.org/1999/xlink}href"
NOTATION = re.compile(r"\d+|[a-p]")


def _root(stem):
    return ET.fromstring(art.all_files()[FIELD / f"{stem}.svg"])


@pytest.mark.parametrize("stem", STARTS + ORDERS)
def test_every_start_picture_is_shipped_current_small_and_without_words(stem):
    """The pictures of part 2 carry no words (the pages say what they show in their own language):
    no title, and no text but numbers and the field's notation (files a–p)."""
    path = FIELD / f"{stem}.svg"
    assert path.is_file(), f"{path.name} missing: run python3 resources/make_field_art.py"
    text = path.read_text(encoding="utf-8")
    assert text == art.all_files()[path], f"{path.name} is stale: run python3 resources/make_field_art.py"
    assert len(text.encode("utf-8")) < 40_000
    root = ET.fromstring(text)
    assert root.tag == f"{SVG}svg" and float(root.get("width")) > 0 and float(root.get("height")) > 0
    assert root.find(f"{SVG}title") is None and root.find(f".//{SVG}desc") is None
    for element in root.iter():
        for chunk in (element.text, element.tail):
            if chunk and chunk.strip():
                assert NOTATION.fullmatch(chunk.strip()), (stem, chunk)
    ids = {e.get("id") for e in root.iter() if e.get("id")}
    for use in root.iter(f"{SVG}use"):
        assert use.get(XLINK)[1:] in ids, use.get(XLINK)


@pytest.mark.parametrize("stem", STARTS + ORDERS)
def test_every_start_picture_draws_in_qt(stem):
    QtSvg = pytest.importorskip("PySide6.QtSvg")
    renderer = QtSvg.QSvgRenderer(str(FIELD / f"{stem}.svg"))
    assert renderer.isValid()
    root = _root(stem)
    size = renderer.defaultSize()
    assert (size.width(), size.height()) == (round(float(root.get("width"))), round(float(root.get("height"))))


def test_the_script_is_deterministic():
    """The same files twice in one run, and in another interpreter with another hash seed."""
    import hashlib
    import os
    import subprocess
    import sys

    def digest(files):
        return hashlib.sha256("".join(f"{path.name}\n{files[path]}" for path in sorted(files)).encode()).hexdigest()

    first = art.all_files()
    assert first == art.all_files()
    code = ("import importlib.util, hashlib, sys\n"
            f"spec = importlib.util.spec_from_file_location('m', {str(SCRIPT)!r})\n"
            "m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)\n"
            "files = m.all_files()\n"
            "print(hashlib.sha256(''.join(f'{p.name}\\n{files[p]}' for p in sorted(files)).encode()).hexdigest())\n")
    env = dict(os.environ, PYTHONHASHSEED="12345")
    out = subprocess.run([sys.executable, "-c", code], cwd="/", env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == digest(first)


def _field_tiles(stem):
    """The tiles drawn on the field (stacks left out): cell (file, rank from 0) -> the shapes used."""
    root = _root(stem)
    files, ranks = (16, 4) if stem == "start-13" else (4, 4) if stem == "start-25" else (8, 8)
    top = art.BAND if root.find(f"{SVG}g[@id='stack-top']") is not None else 0.0
    tiles = {}
    for g in root.findall(f"{SVG}g"):  # the top level only: a stack is a <g id="stack-…"> of its own
        if g.get("id"):
            continue
        x, y = (float(v) for v in re.fullmatch(r"translate\((\S+) (\S+)\)", g.get("transform")).groups())
        f = round((x - art.EDGE) / art.CW)
        r = ranks - 1 - round((y - top - art.EDGE) / art.CH)
        assert 0 <= f < files and 0 <= r < ranks
        tiles[(f, r)] = [u.get(XLINK)[1:] for u in g.findall(f"{SVG}use")]
    return tiles, files, ranks


def _faces_backs(stem):
    tiles, _, _ = _field_tiles(stem)
    faces = {c for c, uses in tiles.items() if uses[0] == "f"}
    backs = {c for c, uses in tiles.items() if uses[0] == "k"}
    assert faces | backs == set(tiles)
    return faces, backs


def _stacks(stem):
    """where -> the count written beside the stack."""
    out = {}
    for g in _root(stem).findall(f"{SVG}g"):
        if (g.get("id") or "").startswith("stack-"):
            out[g.get("id")[6:]] = int(g.find(f"{SVG}text").text)
    return out


def _dark(cell):
    f, r = cell
    return (f + r) % 2 == 0


def test_the_printed_start_of_game_10_is_figure_1a():
    assert art.start(10).pieces == eq.figure("1A")
    faces, backs = _faces_backs("start-10")
    assert len(faces) == 32 and not backs
    assert {r for _, r in faces} == {0, 1, 6, 7}
    # the same tiles as the part-1 picture of Fig. 1(A): the same pip count
    root = _root("start-10")
    pips = Counter(u.get(XLINK)[2:] for u in root.iter(f"{SVG}use") if u.get(XLINK)[1] in "tb")
    assert sum(int(v) * n for v, n in pips.items()) == 192


def test_start_14_two_sets_on_their_colours_less_the_four_double_zeros():
    faces, backs = _faces_backs("start-14")
    assert len(faces) == 60 and not backs
    holes = {(f, r) for f in range(8) for r in range(8)} - faces
    assert len(holes) == 4
    s = art.start(14)
    tiles = sorted(p.tile for p in s.pieces.values())
    assert tiles == sorted(t for t in eq.full_set("A") + eq.full_set("B") if (t.a, t.b) != (0, 0))
    for cell, piece in s.pieces.items():
        assert _dark((cell % 8, cell // 8)) == (piece.tile.set == "B")  # seat 0 (set B) on the dark cells
    assert {p.up for p in s.pieces.values()} == {True, False}  # arrows free: dealt at random


def test_start_15_each_set_on_a_half_less_the_four_double_zeros():
    faces, backs = _faces_backs("start-15")
    assert len(faces) == 60 and not backs
    for cell, piece in art.start(15).pieces.items():
        assert (cell < 32) == (piece.tile.set == "B")
        assert (piece.tile.a, piece.tile.b) != (0, 0)


def test_start_16_every_tile_face_down_with_its_back_marks():
    faces, backs = _faces_backs("start-16")
    assert len(backs) == 64 and not faces
    tiles, _, _ = _field_tiles("start-16")
    marks = Counter(m for uses in tiles.values() for m in uses[1:])
    assert marks == {"kB": 32, "kX": 32}  # set B's circle, group 0's cross


def test_start_17_one_half_with_two_holes():
    faces, backs = _faces_backs("start-17")
    assert len(faces) == 30 and not backs and {r for _, r in faces} == {0, 1, 2, 3}
    assert sorted(p.tile for p in art.start(17).pieces.values()) == \
        sorted(t for t in eq.full_set("A") if (t.a, t.b) != (0, 0))


def test_start_18_dark_cells_face_down_light_face_up():
    faces, backs = _faces_backs("start-18")
    assert len(backs) == 32 and len(faces) == 32
    assert all(_dark(c) for c in backs) and not any(_dark(c) for c in faces)


def test_start_19_two_reduced_sets_face_down_on_the_back_ranks():
    faces, backs = _faces_backs("start-19")
    assert len(backs) == 32 and not faces and {r for _, r in backs} == {0, 1, 6, 7}
    tiles, _, _ = _field_tiles("start-19")
    assert all(("kB" in tiles[c]) == (c[1] < 2) for c in backs)  # seat 0's set B at the bottom


@pytest.mark.parametrize("game", [11, 12, 20])
def test_the_starts_on_ranks_1_2_and_8_7(game):
    faces, backs = _faces_backs(f"start-{game}")
    assert len(faces) == 32 and not backs and {r for _, r in faces} == {0, 1, 6, 7}
    s = art.start(game)
    if game == 12:  # the groups of set A, arrows kept: at the opponent
        for cell, piece in s.pieces.items():
            assert piece.up == (cell < 16) and piece.tile.group == (1 if cell < 16 else 0)
    else:  # two 0–4 sets, set B at the bottom, arrows at random
        assert sorted(p.tile for c, p in s.pieces.items() if c < 16) == sorted(eq.reduced_set("B", 4))
        assert {p.up for p in s.pieces.values()} == {True, False}


def test_start_13_across_on_the_outermost_ranks():
    faces, backs = _faces_backs("start-13")
    assert len(faces) == 32 and not backs and {r for _, r in faces} == {0, 3}
    for cell, piece in art.start(13).pieces.items():
        assert piece.up == (cell < 16)


@pytest.mark.parametrize("game", [21, 32])
def test_set_a_on_the_dark_cells_and_set_b_a_stack_beside(game):
    faces, backs = _faces_backs(f"start-{game}")
    assert len(faces) == 32 and not backs and all(_dark(c) for c in faces)
    assert _stacks(f"start-{game}") == {"side": 32}
    s = art.start(game)
    assert sorted(s.stacks["side"]) == sorted(eq.full_set("B"))


@pytest.mark.parametrize("game, stacks", [
    (22, {"bottom": 32, "top": 32}), (23, {"bottom": 32, "top": 32}), (24, {"side": 64}),
    (25, {"bottom": 8, "top": 8}), (26, {"bottom": 32, "top": 32}), (27, {"bottom": 32, "top": 32}),
    (28, {"bottom": 21, "top": 21}), (29, {"bottom": 16, "top": 16}), (30, {"bottom": 32, "top": 32}),
    (31, {"bottom": 32, "top": 32}),
])
def test_the_laying_games_start_with_an_empty_field_and_the_stacks(game, stacks):
    faces, backs = _faces_backs(f"start-{game}")
    assert not faces and not backs
    assert _stacks(f"start-{game}") == stacks
    _, files, ranks = _field_tiles(f"start-{game}")
    cells = [r for r in _root(f"start-{game}").findall(f"{SVG}rect") if r.get("fill") in (art.LIGHT, art.DARK)]
    assert len(cells) == files * ranks == (16 if game == 25 else 64)
    s = art.start(game)
    if "bottom" in s.stacks:  # seat 0 (rank 1) holds set B, or group 1 of set A in game 29
        assert {(t.set, t.group) for t in s.stacks["bottom"]} == ({("A", 1)} if game == 29 else {("B", 0), ("B", 1)})
        assert all(not t.is_double for t in s.stacks["bottom"] + s.stacks["top"]) == (game == 28)


def test_start_30_marks_a1_as_the_first_cell():
    frames = [r for r in _root("start-30").findall(f"{SVG}rect") if r.get("stroke") == art.FIRST]
    assert len(frames) == 1
    x, y = float(frames[0].get("x")), float(frames[0].get("y"))
    assert (x - 2, y - 2) == art.DealPicture(8, 8, top=art.BAND, bottom=art.BAND).cell(0, 0)
    assert not any(r.get("stroke") == art.FIRST for g in range(10, 33) if g != 30
                   for r in _root(f"start-{g}").findall(f"{SVG}rect"))


@pytest.mark.parametrize("figure", [8, 9, 10])
def test_the_orders_of_cells_of_game_29(figure):
    order = art.cell_order(figure)
    assert sorted(order) == list(range(1, 65)) and order[0] == 1
    texts = [t for t in _root(f"order-fig{figure}").findall(f"{SVG}text") if t.text.isdigit() and
             float(t.get("x")) > art.EDGE and float(t.get("x")) < art.EDGE + 8 * art.CW and
             art.EDGE < float(t.get("y")) < art.EDGE + 8 * art.CH]
    assert sorted(int(t.text) for t in texts) == list(range(1, 65))
    # in Figs. 8 and 9 every cell from 9 on lies straight above an earlier one
    if figure in (8, 9):
        assert all(order[c - 8] < order[c] for c in range(8, 64))


@pytest.mark.skipif(not DIGEST.is_file(), reason="the digest of the source is not at hand")
def test_the_orders_of_cells_are_the_digest_s_figures_8_to_10():
    text = DIGEST.read_text(encoding="utf-8")
    for figure in (8, 9, 10):
        part = text[text.index(f"**Figure {figure}**"):]
        rows = [line for line in part.splitlines() if re.match(r"\| \d+ \|", line)][:8]
        printed = {}
        for line in rows:
            cells = [c.strip().strip("*") for c in line.strip("|").split("|")]
            rank = int(cells[8])
            for f in range(8):
                printed[(rank - 1) * 8 + f] = int(cells[f])
        assert [printed[c] for c in range(64)] == art.cell_order(figure), figure
