#!/usr/bin/env python3
"""Writes the pictures of the open-domino field that the rules pages of the movement games show,
into ``compendium/assets/field/`` (inside the package, so that a wheel ships them; see
``compendium/resources.py``). Run it from anywhere after changing a colour, a size or a figure:

    python3 resources/make_field_art.py

Only the standard library and the Qt-free equipment of the game
(``compendium/games/open_domino/equipment.py``: the sets, their groups, arrows and back marks, the
printed figures) are used; the output is the same at every run, and a file whose content does not
change is left untouched.

What is drawn: the 8×8 field of the book (tile-shaped cells, width : height = 1 : 2, a chequer
of light and dark cells with a1 dark, files a–h under and over it, ranks 1–8 on both sides, rank 1
at the bottom), the tiles on it standing along the files (ivory, black pips, the upper digit on the
half toward rank 8), each with its coloured circle holding a white arrowhead that points at the
owner's opponent, and face-down tiles (dark backs, with the back marks: a dark circle for set B, a
cross for the group printed on ranks 8–7 of Fig. 1).

Files (the figures of the book, transcribed in ``FIGURE_ROWS`` from the English digest's
Appendix A, which tests/test_field_art.py checks them against):

    fig1a.svg, fig1b.svg      the two groups of set A / set B in their starting cells
    fig2.svg, fig5.svg        two 0–4 reduced sets (set A above, set B below)
    fig3.svg                  two 0–5 reduced sets
    fig4.svg                  two 0–3 reduced sets on the cells of one colour each
    fig4a.svg, fig4b.svg      the groups of one set without the sixes (Game 4, variant)
    fig7.svg                  two 0–4 reduced sets, every front contact equal (Game 10)
    game1-start.svg           Fig. 1(A) with each player's 0/0 face down as his scoring tile
    game7-across.svg          the field turned crosswise (16 × 4), each side's 16 start cells marked
    game8-stacks.svg          two face-up stacks in the corners a1 and h8
    game9-hole.svg            one half filled with a shuffled set: one hole, one face-down pair
    card.svg                  a corner of the field, for the start page's cards

The relocation and laying games 10–32 (part 2): their pictures have no words at all (no title; only
numbers and the field's notation), since the rules pages of both languages show them:

    start-NN.svg              game NN's start with the default options (NN = 10…32): the printed
                              one (10: Fig. 1(A)), one example of a random deal (seeded with NN), or
                              the empty field with the face-down stacks beside it (their counts in
                              digits; seat 0's under the field, seat 1's over it, a common one on
                              the right; 25: the 4×4 quarter; 30: a1 framed as the first cell)
    order-fig8.svg, order-fig9.svg, order-fig10.svg
                              game 29's orders of cells: the numbers 1–64 in the cells
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Optional

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from make_art import TILE_PIPS, _n, write_changed  # noqa: E402  (the art's other script: pips, numbers, writing)
ASSETS = HERE.parent / "compendium" / "assets"
FIELD = ASSETS / "field"

# --- the figures, as printed ------------------------------------------------------------------
# One line per printed rank: figure, rank, then files a–h; "." an empty cell; a tile "x/y" with x
# the digit on the half toward rank 8 and y the one toward rank 1. Ranks not listed are empty. The
# tiles of ranks 5–8 belong to the player sitting at rank 8 (arrows down), those of ranks 1–4 to
# the player at rank 1 (arrows up).
FIGURE_ROWS = """
Fig1A 8: 3/1 1/4 5/6 0/0 2/2 4/5 0/3 6/2
Fig1A 7: 3/3 5/1 2/0 6/6 4/4 0/5 4/2 1/6
Fig1A 2: 5/5 2/3 0/1 4/4 6/6 1/2 6/0 3/4
Fig1A 1: 4/0 5/3 6/4 2/2 0/0 2/5 3/6 1/1
Fig1B 8: 4/5 0/3 6/1 0/0 1/1 2/6 3/4 5/2
Fig1B 7: 3/3 5/6 0/2 6/6 5/5 1/4 2/1 4/0
Fig1B 2: 2/2 1/3 6/0 5/5 6/6 0/1 3/5 4/4
Fig1B 1: 5/0 2/4 6/3 1/1 0/0 4/6 1/5 3/2
Fig2  8: 2/0 3/3 2/2 0/0 0/0 1/1 4/4 4/3
Fig2  7: 3/2 0/3 1/4 2/1 1/0 4/2 3/1 0/4
Fig2  2: 0/4 1/3 2/4 0/1 1/2 4/1 3/0 2/0
Fig2  1: 3/2 4/4 1/1 0/0 0/0 2/2 3/3 4/3
Fig3  8: 4/2 1/4 3/5 0/0 0/3 5/1 0/4 3/2
Fig3  7: 2/2 4/4 5/5 0/0 3/3 1/1 4/4 2/2
Fig3  6: 2/0 4/3 5/2 0/5 3/1 1/0 4/5 2/1
Fig3  3: 4/1 3/5 0/4 1/3 2/0 3/2 2/5 0/1
Fig3  2: 1/1 5/5 4/4 3/3 0/0 2/2 5/5 1/1
Fig3  1: 1/5 5/4 4/3 3/0 0/0 2/4 5/0 1/2
Fig4  8: 0/3 . 2/2 . 1/0 . 2/1 .
Fig4  7: . 0/0 . 1/1 . 3/3 . 0/0
Fig4  6: 2/0 . 2/2 . 3/2 . 3/1 .
Fig4  3: 0/1 . 1/1 . 1/3 . 3/2 .
Fig4  2: . 0/0 . 2/2 . 3/3 . 0/0
Fig4  1: 3/0 . 1/1 . 2/0 . 1/2 .
Fig4A 8: 3/1 . 0/3 . 0/0 . 1/4 .
Fig4A 7: . 4/4 . 5/1 . 4/2 . 2/2
Fig4A 6: 4/5 . 2/0 . 3/3 . 0/5 .
Fig4A 3: 0/1 . 4/0 . 3/4 . 2/5 .
Fig4A 2: . 2/2 . 1/1 . 5/5 . 4/4
Fig4A 1: 2/3 . 5/3 . 0/0 . 1/2 .
Fig4B 8: 2/1 . 3/4 . 0/0 . 4/5 .
Fig4B 7: . 5/5 . 5/2 . 1/4 . 1/1
Fig4B 6: 0/3 . 4/0 . 3/3 . 0/2 .
Fig4B 3: 5/0 . 1/3 . 1/5 . 0/1 .
Fig4B 2: . 1/1 . 4/4 . 2/2 . 5/5
Fig4B 1: 2/4 . 3/5 . 0/0 . 3/2 .
Fig5  8: 1/1 4/3 3/2 0/0 0/0 1/4 2/1 2/2
Fig5  7: 4/4 2/0 0/3 4/2 3/1 1/0 0/4 3/3
Fig5  2: 1/1 3/0 0/1 1/2 4/3 2/0 0/4 2/2
Fig5  1: 4/4 2/4 3/2 0/0 0/0 4/1 1/3 3/3
Fig7  8: 0/0 2/2 4/3 4/4 1/1 2/0 3/3 1/0
Fig7  7: 0/3 2/1 3/2 4/2 1/4 0/4 3/1 0/0
Fig7  2: 0/0 1/3 2/0 2/4 4/1 4/3 1/2 3/0
Fig7  1: 0/1 3/3 0/4 4/4 1/1 3/2 2/2 0/0
"""

# The circle colours of each figure: (the upper half's, the lower half's). Fig. 1 shows the two
# groups of one set (set A: red above, yellow below; set B: blue above, green below); Figs. 2, 3,
# 4, 5 and 7 show set A above and set B below; Figs. 4(A)/4(B) the groups of set A / set B.
FIGURE_COLOURS = {
    "Fig1A": ("red", "yellow"), "Fig1B": ("blue", "green"),
    "Fig2": ("red", "blue"), "Fig3": ("red", "blue"), "Fig4": ("red", "blue"),
    "Fig4A": ("red", "yellow"), "Fig4B": ("blue", "green"),
    "Fig5": ("red", "blue"), "Fig7": ("red", "blue"),
}

# Which digit of a non-double tile lies at its arrow's head (the digest's §1.6): (a, b) -> (A, B).
ARROW_HEAD = {
    (0, 1): (0, 0), (0, 2): (0, 2), (0, 3): (3, 3), (0, 4): (4, 0), (0, 5): (5, 5), (0, 6): (6, 6),
    (1, 2): (1, 1), (1, 3): (1, 1), (1, 4): (4, 4), (1, 5): (1, 1), (1, 6): (6, 1),
    (2, 3): (2, 3), (2, 4): (2, 2), (2, 5): (2, 2), (2, 6): (2, 6),
    (3, 4): (3, 4), (3, 5): (5, 3), (3, 6): (3, 6),
    (4, 5): (5, 5), (4, 6): (6, 4), (5, 6): (6, 6),
}


def parse_figures(text: str = FIGURE_ROWS) -> dict[str, dict[int, list]]:
    """Figure name -> rank -> eight cells, each None or (upper, lower)."""
    figures: dict[str, dict[int, list]] = {}
    for line in text.strip().splitlines():
        head, cells = line.split(":")
        name, rank = head.split()
        row = [None if c == "." else tuple(int(d) for d in c.split("/")) for c in cells.split()]
        assert len(row) == 8, line
        figures.setdefault(name, {})[int(rank)] = row
    return figures


FIGURES = parse_figures()

# Game 9: set A shuffled face up onto ranks 1–4, arrows at random ("^" up, "v" down), the tile
# drawn from set B (here 1/4) taken away (the hole, "."), and the one pair the deal left in equal
# contact (f3 over f2, on 0) turned face down ("#"). Found once by a seeded search and kept here as
# data; tests/test_field_art.py checks it.
GAME9_ROWS = """
4: 6/4^ 0/0v 2/6^ 6/6^ 1/6v 2/2^ 3/2v 3/4^
3: 3/3v 1/1v 3/5v 0/3v 1/5^ #0/0v 4/0^ 1/3^
2: 2/4^ 5/4^ 6/0^ 2/0v 2/2v #0/5v . 4/4v
1: 5/5v 5/2v 6/6v 4/4v 6/5^ 2/1v 6/3v 1/0v
"""


def parse_game9(text: str = GAME9_ROWS) -> dict[int, list]:
    """Rank -> eight cells, each None (the hole) or (upper, lower, arrow up?, face up?)."""
    rows: dict[int, list] = {}
    for line in text.strip().splitlines():
        rank, cells = line.split(":")
        row = []
        for c in cells.split():
            if c == ".":
                row.append(None)
                continue
            face_up = not c.startswith("#")
            c = c.lstrip("#")
            x, y = c[:-1].split("/")
            row.append((int(x), int(y), c[-1] == "^", face_up))
        rows[int(rank)] = row
    return rows


GAME9 = parse_game9()

# --- drawing ----------------------------------------------------------------------------------
CW, CH = 24.0, 48.0  # one cell: a tile's shape, width : height = 1 : 2
EDGE = 16.0  # the band around the field holding the notation
LIGHT, DARK, LINE = "#eadfc6", "#b8906a", "#6d5841"
IVORY, RIM, PIP = "#fbfaf3", "#8d8c88", "#1d1d1d"
BACK, BACK_RIM, BACK_MARK, BACK_DOT = "#2f4f6f", "#1d3145", "#dbe6f0", "#121c26"
COLOURS = {"red": "#d2232a", "yellow": "#e9b21c", "blue": "#2f64c0", "green": "#2f9a4f"}
RING = "#d08a00"  # a scoring tile's ring
MARK = "#f4e27a"  # the marked start cells of the crosswise field
TEXT = "#3b3b3b"
FILES = "abcdefghijklmnop"

class Picture:
    """An SVG picture of a field of ``files`` × ``ranks`` tile-shaped cells."""

    def __init__(self, files: int, ranks: int, title: Optional[str], top: float = 0.0, bottom: float = 0.0,
                 right: float = 0.0):
        """``title``: None writes none (a picture without words); ``top``, ``bottom``, ``right``: room
        beside the field (its notation included) for what lies off it, the stacks."""
        self.files, self.ranks, self.title = files, ranks, title
        self.top = top
        self.width = files * CW + 2 * EDGE + right
        self.height = ranks * CH + 2 * EDGE + top + bottom
        self.parts: list[str] = []
        self._field()

    def cell(self, f: int, r: int) -> tuple[float, float]:
        """The top-left corner of the cell of file f, rank r (both from 0; rank 0 at the bottom)."""
        return EDGE + f * CW, self.top + EDGE + (self.ranks - 1 - r) * CH

    def _field(self) -> None:
        p = self.parts
        for r in range(self.ranks):
            for f in range(self.files):
                x, y = self.cell(f, r)
                colour = DARK if (f + r) % 2 == 0 else LIGHT  # a1 dark
                p.append(f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(CW)}" height="{_n(CH)}" fill="{colour}"/>')
        p.append(f'<rect x="{_n(EDGE)}" y="{_n(self.top + EDGE)}" width="{_n(self.files * CW)}" '
                 f'height="{_n(self.ranks * CH)}" fill="none" stroke="{LINE}" stroke-width="1.2"/>')
        font = f'font-family="sans-serif" font-size="11" fill="{TEXT}" text-anchor="middle"'
        outer_w, outer_h = self.files * CW + 2 * EDGE, self.ranks * CH + 2 * EDGE
        for f in range(self.files):
            x = EDGE + (f + 0.5) * CW
            for y in (self.top + EDGE - 4, self.top + outer_h - 4):
                p.append(f'<text x="{_n(x)}" y="{_n(y)}" {font}>{FILES[f]}</text>')
        for r in range(self.ranks):
            y = self.top + EDGE + (self.ranks - r - 0.5) * CH + 4
            for x in (EDGE / 2, outer_w - EDGE / 2):
                p.append(f'<text x="{_n(x)}" y="{_n(y)}" {font}>{r + 1}</text>')

    def _body(self, x: float, y: float, fill: str, rim: str, dx: float = 0.0, dy: float = 0.0) -> None:
        i = 1.6
        self.parts.append(f'<rect x="{_n(x + i + dx)}" y="{_n(y + i + dy)}" width="{_n(CW - 2 * i)}" '
                          f'height="{_n(CH - 2 * i)}" rx="3" fill="{fill}" stroke="{rim}" stroke-width="0.9"/>')

    def tile(self, f: int, r: int, upper: int, lower: int, colour: str, up: bool) -> None:
        """A face-up tile: ``upper`` on the half toward the top; its circle's arrowhead up or down."""
        x, y = self.cell(f, r)
        self._body(x, y, IVORY, RIM)
        cx, cy = x + CW / 2, y + CH / 2
        self.parts.append(f'<path d="M {_n(x + 4)} {_n(cy)} L {_n(x + CW - 4)} {_n(cy)}" stroke="{PIP}" '
                          'stroke-width="0.8"/>')
        half = CW - 3.2  # the square of one half, inside the body
        pips = []
        for top, value in ((y + 1.6, upper), (cy, lower)):
            for fx, fy in TILE_PIPS[value]:
                px = x + 1.6 + (0.5 + (fx - 0.5) * 1.02) * half
                py = top + (0.5 + (fy - 0.5) * 1.02) * half + (0.8 if top == cy else -0.8)
                pips.append(f'<circle cx="{_n(px)}" cy="{_n(py)}" r="1.75"/>')
        if pips:
            self.parts.append(f'<g fill="{PIP}">' + "".join(pips) + "</g>")
        radius = 4.2
        self.parts.append(f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(radius)}" fill="{COLOURS[colour]}" '
                          'stroke="#ffffff" stroke-width="0.6"/>')
        s = 1 if up else -1  # the arrowhead: its point toward the opponent
        tip, base = cy - s * 2.7, cy + s * 1.9
        self.parts.append(f'<path d="M {_n(cx)} {_n(tip)} L {_n(cx - 2.4)} {_n(base)} L {_n(cx + 2.4)} {_n(base)} Z" '
                          'fill="#ffffff"/>')

    def back(self, f: int, r: int, marks: tuple[str, ...] = (), ring: bool = False) -> None:
        """A face-down tile with its back marks ("circle", "cross"); ``ring``: a scoring tile."""
        x, y = self.cell(f, r)
        self._body(x, y, BACK, BACK_RIM)
        cx, cy = x + CW / 2, y + CH / 2
        if "circle" in marks:
            self.parts.append(f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="6.5" fill="{BACK_DOT}" '
                              f'stroke="{BACK_MARK}" stroke-width="0.8"/>')
        if "cross" in marks:
            d = 4.2
            self.parts.append(f'<path d="M {_n(cx - d)} {_n(cy - d)} L {_n(cx + d)} {_n(cy + d)} M {_n(cx + d)} '
                              f'{_n(cy - d)} L {_n(cx - d)} {_n(cy + d)}" stroke="{BACK_MARK}" stroke-width="1.6"/>')
        if ring:
            self.parts.append(f'<rect x="{_n(x + 0.4)}" y="{_n(y + 0.4)}" width="{_n(CW - 0.8)}" height="{_n(CH - 0.8)}" '
                              f'rx="3.5" fill="none" stroke="{RING}" stroke-width="1.8"/>')

    def stack(self, f: int, r: int, upper: int, lower: int, colour: str, up: bool, layers: int = 3) -> None:
        """A face-up stack: a few tile edges showing under its top tile."""
        x, y = self.cell(f, r)
        step = 1.0
        back = step * layers / 2  # the whole stack stays inside its cell
        for k in range(layers, 0, -1):
            self._body(x, y, IVORY, RIM, dx=step * k - back, dy=back - step * k)
        self.parts.append(f'<g transform="translate({_n(-back)} {_n(back)})">')
        self.tile(f, r, upper, lower, colour, up)
        self.parts.append("</g>")

    def mark_start(self, f: int, r: int, up: bool) -> None:
        """A start cell of the crosswise field: a light band with an arrow toward the opponent."""
        x, y = self.cell(f, r)
        self.parts.append(f'<rect x="{_n(x + 2)}" y="{_n(y + 2)}" width="{_n(CW - 4)}" height="{_n(CH - 4)}" rx="3" '
                          f'fill="{MARK}" fill-opacity="0.85" stroke="{LINE}" stroke-width="0.6"/>')
        cx, cy = x + CW / 2, y + CH / 2
        s = 1 if up else -1
        self.parts.append(f'<path d="M {_n(cx)} {_n(cy + s * 12)} L {_n(cx)} {_n(cy - s * 8)}" stroke="{TEXT}" '
                          'stroke-width="1.6"/>')
        self.parts.append(f'<path d="M {_n(cx)} {_n(cy - s * 13)} L {_n(cx - 4.5)} {_n(cy - s * 6)} L {_n(cx + 4.5)} '
                          f'{_n(cy - s * 6)} Z" fill="{TEXT}"/>')

    def svg(self) -> str:
        w, h = _n(self.width), _n(self.height)
        head = [f'<svg xmlns="http://www.w3.org/2000/svg"{self._namespaces()} width="{w}" height="{h}" '
                f'viewBox="0 0 {w} {h}">']
        if self.title is not None:
            head.append(f"  <title>{self.title}</title>")
        return "\n".join(head + self._defs() + ["  " + part for part in self.parts]) + "\n</svg>\n"

    def _namespaces(self) -> str:
        return ""

    def _defs(self) -> list[str]:
        return []


def figure_picture(name: str, title: str, face_down: dict | None = None) -> Picture:
    """A printed figure; ``face_down``: cell name -> (back marks, ring) for tiles lying face down."""
    pic = Picture(8, 8, title)
    upper_colour, lower_colour = FIGURE_COLOURS[name]
    for rank, row in FIGURES[name].items():
        for f, cell in enumerate(row):
            if cell is None:
                continue
            name_of = f"{FILES[f]}{rank}"
            if face_down and name_of in face_down:
                marks, ring = face_down[name_of]
                pic.back(f, rank - 1, marks, ring)
                continue
            upper_half = rank >= 5
            pic.tile(f, rank - 1, cell[0], cell[1], upper_colour if upper_half else lower_colour, up=not upper_half)
    return pic


def game7_picture() -> Picture:
    pic = Picture(16, 4, "open domino across the field: the start cells of each side")
    for f in range(16):
        pic.mark_start(f, 0, up=True)
        pic.mark_start(f, 3, up=False)
    return pic


def game8_picture() -> Picture:
    pic = Picture(8, 8, "open domino, Game 8: a face-up stack in each of two opposite corners")
    pic.stack(0, 0, 3, 5, "green", up=True)  # the rank-1 player's stack on a1
    pic.stack(7, 7, 6, 2, "red", up=False)  # the rank-8 player's stack on h8
    return pic


def game9_picture() -> Picture:
    pic = Picture(8, 8, "open domino, Game 9: one half filled, one hole, a face-down pair")
    groups = _set_a_groups()
    for rank, row in sorted(GAME9.items(), reverse=True):
        for f, cell in enumerate(row):
            if cell is None:
                continue
            upper, lower, up, face_up = cell
            group = groups[(min(upper, lower), max(upper, lower))].pop(0)
            if face_up:
                pic.tile(f, rank - 1, upper, lower, "red" if group == 0 else "yellow", up)
            else:
                pic.back(f, rank - 1, ("cross",) if group == 0 else ())
    return pic


def card_picture() -> Picture:
    """The small picture of the start page's cards: a corner of the field, a red tile touching a
    yellow one with equal digits (5 on 5), and a face-down tile beside them."""
    pic = Picture(3, 2, "open domino: a corner of the field")
    pic.tile(1, 1, 3, 5, "red", up=False)
    pic.tile(1, 0, 5, 2, "yellow", up=True)
    pic.back(0, 0, ("cross",))
    pic.tile(2, 1, 6, 1, "red", up=False)
    return pic


def _set_a_groups() -> dict[tuple[int, int], list[int]]:
    """Set A's tiles -> the groups of their copies (0: printed on ranks 8–7 of Fig. 1(A), 1: on
    ranks 2–1); a double of which the set has two (0/0, 2/2, 4/4, 6/6) has one copy in each."""
    groups: dict[tuple[int, int], list[int]] = {}
    for rank in (8, 7, 2, 1):
        for cell in FIGURES["Fig1A"][rank]:
            groups.setdefault((min(cell), max(cell)), []).append(0 if rank >= 7 else 1)
    return groups


# --- the starts of games 10–32 ------------------------------------------------------------------
# One picture per game of part 2, ``start-NN.svg``, with the default options: a printed start as
# printed (game 10: Fig. 1(A)); a random start as ONE example deal, shuffled by random.Random(NN)
# by the deal rules of the design of issue 14 (the engine, od_placement/rules.py, deals the same way
# but with its own chance); a laying game's empty field with the face-down stacks beside it (seat 0's
# under the field, seat 1's over it, a common stack on the right; the digits beside a stack are its
# number of tiles). These pictures carry no words (no title either): the rules pages say around them
# what they show, in the page's language; digits and the field's notation are all they write.
# Game 29 also gets its three orders of cells (Figs. 8, 9, 10: the numbers 1–64 in the cells).
# A tile is drawn by reference (<use>) to a few shapes defined once, so that 64 tiles stay small.
ROOT = HERE.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from compendium.games.open_domino import equipment as eq  # noqa: E402  (Qt-free data: the sets, the figures)

STARTS = tuple(range(10, 33))
FIRST = "#1f9e3c"  # the first cell to fill (game 30): a frame like the board's landing-place mark
BAND = CH + 16  # the room for a stack over or under the field
SIDE = CW + 28  # ... and on its right
XLINK = "http://www.w3.org/1999/xlink"


class DealPicture(Picture):
    """A field whose tiles are references to shapes defined once (``<defs>``), with room around it
    for stacks. Face-up tile: ``#f`` (the body), ``#tN``/``#bN`` (the pips of N on the upper/lower
    half), ``#c-COLOUR`` (the circle) and ``#up``/``#dn`` (its arrowhead); face-down tile: ``#k``
    and its back marks ``#kB`` (set B's dark circle) and ``#kX`` (group 0's cross)."""

    def __init__(self, files: int, ranks: int, top: float = 0.0, bottom: float = 0.0, right: float = 0.0):
        self.used: dict[str, str] = {}
        super().__init__(files, ranks, None, top, bottom, right)

    def _use(self, name: str) -> str:
        self.used[name] = _SHAPES[name]
        return f'<use xlink:href="#{name}"/>'

    def _put(self, x: float, y: float, names: list[str]) -> None:
        uses = "".join(self._use(name) for name in names)
        self.parts.append(f'<g transform="translate({_n(x)} {_n(y)})">{uses}</g>')

    def tile(self, f: int, r: int, upper: int, lower: int, colour: str, up: bool) -> None:
        x, y = self.cell(f, r)
        names = ["f"] + ([f"t{upper}"] if upper else []) + ([f"b{lower}"] if lower else [])
        self._put(x, y, names + [f"c-{colour}", "up" if up else "dn"])

    def back(self, f: int, r: int, marks: tuple[str, ...] = (), ring: bool = False) -> None:
        assert not ring
        self.back_at(*self.cell(f, r), marks)

    def back_at(self, x: float, y: float, marks: tuple[str, ...]) -> None:
        self._put(x, y, ["k"] + (["kB"] if "circle" in marks else []) + (["kX"] if "cross" in marks else []))

    def piece(self, cell: int, piece: eq.Piece) -> None:
        f, r = cell % self.files, cell // self.files
        if piece.face_up:
            self.tile(f, r, piece.upper, piece.lower, piece.tile.colour, piece.up)
        else:
            self.back(f, r, eq.back_marks(piece.tile.set, piece.tile.group))

    def face_down_stack(self, where: str, tiles: tuple) -> None:
        """A face-down stack (``tiles`` bottom to top) beside the field: "bottom" (seat 0), "top"
        (seat 1) or "side" (a common stack), three edges under its top tile, its count beside it."""
        outer_w, outer_h = self.files * CW + 2 * EDGE, self.ranks * CH + 2 * EDGE
        if where == "side":
            x, y = outer_w + (SIDE - CW) / 2, self.top + (outer_h - CH) / 2 - 8
            tx, ty, anchor = x + CW / 2, y + CH + 20, "middle"
        else:
            x = (outer_w - CW) / 2
            y = (BAND - CH) / 2 if where == "top" else self.top + outer_h + (BAND - CH) / 2
            tx, ty, anchor = x + CW + 10, y + CH / 2 + 4, "start"
        step, layers = 1.0, 3
        back = step * layers / 2
        self.parts.append(f'<g id="stack-{where}">')
        for k in range(layers, 0, -1):
            self.back_at(x + step * k - back, y + back - step * k, ())
        top = tiles[-1]
        self.back_at(x - back, y + back, eq.back_marks(top.set, top.group))
        self.parts.append(f'<text x="{_n(tx)}" y="{_n(ty)}" font-family="sans-serif" font-size="12" '
                          f'fill="{TEXT}" text-anchor="{anchor}">{len(tiles)}</text>')
        self.parts.append("</g>")

    def mark_first(self, cell: int) -> None:
        """The cell to fill first: a green frame (game 30's a1)."""
        x, y = self.cell(cell % self.files, cell // self.files)
        self.parts.append(f'<rect x="{_n(x + 2)}" y="{_n(y + 2)}" width="{_n(CW - 4)}" height="{_n(CH - 4)}" '
                          f'rx="3.5" fill="none" stroke="{FIRST}" stroke-width="2.4"/>')

    def number(self, cell: int, value: int) -> None:
        x, y = self.cell(cell % self.files, cell // self.files)
        self.parts.append(f'<text x="{_n(x + CW / 2)}" y="{_n(y + CH / 2 + 4)}" font-family="sans-serif" '
                          f'font-size="11" fill="{TEXT}" text-anchor="middle">{value}</text>')

    def _namespaces(self) -> str:
        return f' xmlns:xlink="{XLINK}"' if self.used else ""

    def _defs(self) -> list[str]:
        if not self.used:
            return []
        return ["  <defs>"] + [f"    {self.used[name]}" for name in sorted(self.used)] + ["  </defs>"]


def _shapes() -> dict[str, str]:
    """The shapes a DealPicture's tiles are made of, drawn as Picture.tile and Picture.back draw
    them, at a cell whose top-left corner is (0, 0)."""
    i = 1.6
    body = f'x="{_n(i)}" y="{_n(i)}" width="{_n(CW - 2 * i)}" height="{_n(CH - 2 * i)}" rx="3"'
    cx, cy = CW / 2, CH / 2
    shapes = {
        "f": f'<g id="f"><rect {body} fill="{IVORY}" stroke="{RIM}" stroke-width="0.9"/>'
             f'<path d="M 4 {_n(cy)} L {_n(CW - 4)} {_n(cy)}" stroke="{PIP}" stroke-width="0.8"/></g>',
        "k": f'<rect id="k" {body} fill="{BACK}" stroke="{BACK_RIM}" stroke-width="0.9"/>',
        "kB": f'<circle id="kB" cx="{_n(cx)}" cy="{_n(cy)}" r="6.5" fill="{BACK_DOT}" stroke="{BACK_MARK}" '
              'stroke-width="0.8"/>',
        "kX": f'<path id="kX" d="M {_n(cx - 4.2)} {_n(cy - 4.2)} L {_n(cx + 4.2)} {_n(cy + 4.2)} M {_n(cx + 4.2)} '
              f'{_n(cy - 4.2)} L {_n(cx - 4.2)} {_n(cy + 4.2)}" stroke="{BACK_MARK}" stroke-width="1.6"/>',
    }
    half = CW - 3.2
    for value in range(1, 7):
        for name, top, shift in (("t", i, -0.8), ("b", cy, 0.8)):
            pips = "".join(f'<circle cx="{_n(i + (0.5 + (fx - 0.5) * 1.02) * half)}" '
                           f'cy="{_n(top + (0.5 + (fy - 0.5) * 1.02) * half + shift)}" r="1.75"/>'
                           for fx, fy in TILE_PIPS[value])
            shapes[f"{name}{value}"] = f'<g id="{name}{value}" fill="{PIP}">{pips}</g>'
    for colour, fill in COLOURS.items():
        shapes[f"c-{colour}"] = (f'<circle id="c-{colour}" cx="{_n(cx)}" cy="{_n(cy)}" r="4.2" fill="{fill}" '
                                 'stroke="#ffffff" stroke-width="0.6"/>')
    for name, s in (("up", 1), ("dn", -1)):
        tip, base = cy - s * 2.7, cy + s * 1.9
        shapes[name] = (f'<path id="{name}" d="M {_n(cx)} {_n(tip)} L {_n(cx - 2.4)} {_n(base)} L {_n(cx + 2.4)} '
                        f'{_n(base)} Z" fill="#ffffff"/>')
    return shapes


_SHAPES = _shapes()


class Start:
    """A game's start: the field's size, the pieces on it (cell -> Piece), the face-down stacks
    beside it ("bottom" seat 0's, "top" seat 1's, "side" a common one: tiles bottom to top) and the
    cell to fill first, if the game has one."""

    def __init__(self, files: int = 8, ranks: int = 8):
        self.files, self.ranks = files, ranks
        self.pieces: dict[int, eq.Piece] = {}
        self.stacks: dict[str, tuple] = {}
        self.first: Optional[int] = None

    def ranks_of(self, *ranks: int) -> list[int]:
        """The cells of the given ranks (from 1), rank by rank, a file to h."""
        return [(r - 1) * self.files + f for r in ranks for f in range(self.files)]

    def colour_of(self, dark: bool) -> list[int]:
        return [c for c in range(self.files * self.ranks)
                if ((c % self.files + c // self.files) % 2 == 0) == dark]  # a1 dark

    def scatter(self, rng, tiles, cells, up: Optional[bool] = None, face_up: bool = True) -> None:
        """Shuffles ``tiles`` onto ``cells`` (as many), arrows ``up``/down, or at random (None)."""
        tiles = list(tiles)
        assert len(tiles) == len(cells)
        rng.shuffle(tiles)
        for cell, tile in zip(cells, tiles):
            self.pieces[cell] = eq.Piece(tile, rng.random() < 0.5 if up is None else up, face_up)

    def remove_double_zeros(self) -> None:
        """The 0/0s leave the field: their cells are the holes (games 14, 15, 17)."""
        for cell in [c for c, p in self.pieces.items() if (p.tile.a, p.tile.b) == (0, 0)]:
            del self.pieces[cell]

    def stack(self, rng, where: str, tiles) -> None:
        tiles = list(tiles)
        rng.shuffle(tiles)
        self.stacks[where] = tuple(tiles)


def start(game: int) -> Start:
    """Game ``game``'s start with the default options (2 players); a random one dealt from
    random.Random(game). Seat 0 sits at rank 1: with two sets it has set B, with the two groups of
    one set group 1 (the design of issue 14, "Seats, ownership, arrows")."""
    rng = random.Random(game)
    full_a, full_b = eq.full_set("A"), eq.full_set("B")
    s = Start(*((16, 4) if game == 13 else (4, 4) if game == 25 else (8, 8)))
    if game == 10:  # Fig. 1(A), arrows kept
        s.pieces.update(eq.figure("1A"))
    elif game in (11, 20):  # two 0–4 sets on ranks 1–2 / 8–7, random arrows
        s.scatter(rng, eq.reduced_set("B", 4), s.ranks_of(1, 2))
        s.scatter(rng, eq.reduced_set("A", 4), s.ranks_of(7, 8))
    elif game == 12:  # the groups of set A on ranks 1–2 / 8–7, arrows kept
        s.scatter(rng, eq.group("A", 1), s.ranks_of(1, 2), up=True)
        s.scatter(rng, eq.group("A", 0), s.ranks_of(7, 8), up=False)
    elif game == 13:  # across: two 0–4 sets on the outermost ranks, arrows kept
        s.scatter(rng, eq.reduced_set("B", 4), s.ranks_of(1), up=True)
        s.scatter(rng, eq.reduced_set("A", 4), s.ranks_of(4), up=False)
    elif game == 14:  # set B on the dark cells, set A on the light; the four 0/0 out
        s.scatter(rng, full_b, s.colour_of(dark=True))
        s.scatter(rng, full_a, s.colour_of(dark=False))
        s.remove_double_zeros()
    elif game == 15:  # set B on ranks 1–4, set A on 5–8; the four 0/0 out
        s.scatter(rng, full_b, s.ranks_of(1, 2, 3, 4))
        s.scatter(rng, full_a, s.ranks_of(5, 6, 7, 8))
        s.remove_double_zeros()
    elif game == 16:  # both sets face down over the field, mixed
        s.scatter(rng, full_a + full_b, s.ranks_of(*range(1, 9)), face_up=False)
    elif game == 17:  # both groups of set A mixed on ranks 1–4; the two 0/0 out
        s.scatter(rng, full_a, s.ranks_of(1, 2, 3, 4))
        s.remove_double_zeros()
    elif game == 18:  # both sets mixed: face down on the dark cells, face up on the light
        s.scatter(rng, full_a + full_b, s.ranks_of(*range(1, 9)))
        for cell in s.colour_of(dark=True):
            s.pieces[cell] = s.pieces[cell].closed()
    elif game == 19:  # two 0–4 sets face down on ranks 1–2 / 8–7
        s.scatter(rng, eq.reduced_set("B", 4), s.ranks_of(1, 2), face_up=False)
        s.scatter(rng, eq.reduced_set("A", 4), s.ranks_of(7, 8), face_up=False)
    elif game in (21, 32):  # set A face up on the dark cells, set B the common stack
        s.scatter(rng, full_a, s.colour_of(dark=True))
        s.stack(rng, "side", full_b)
    elif game == 24:  # both sets one common stack
        s.stack(rng, "side", full_a + full_b)
    else:  # the laying games with a stack each
        if game == 25:
            mine, theirs = eq.reduced_set("B", 2), eq.reduced_set("A", 2)
        elif game == 28:
            mine, theirs = eq.without_doubles("B"), eq.without_doubles("A")
        elif game == 29:
            mine, theirs = eq.group("A", 1), eq.group("A", 0)
        else:
            mine, theirs = full_b, full_a
        s.stack(rng, "bottom", mine)
        s.stack(rng, "top", theirs)
        if game == 30:
            s.first = 0  # a1
    return s


def start_picture(game: int) -> DealPicture:
    s = start(game)
    pic = DealPicture(s.files, s.ranks, top=BAND if "top" in s.stacks else 0.0,
                      bottom=BAND if "bottom" in s.stacks else 0.0, right=SIDE if "side" in s.stacks else 0.0)
    for cell in sorted(s.pieces):
        pic.piece(cell, s.pieces[cell])
    if s.first is not None:
        pic.mark_first(s.first)
    for where in ("top", "bottom", "side"):
        if where in s.stacks:
            pic.face_down_stack(where, s.stacks[where])
    return pic


def cell_order(figure: int) -> list[int]:
    """Game 29's order of cells: the number (1–64) of each cell a1, b1, … h8 (Figs. 8, 9, 10)."""
    numbers = []
    for cell in range(64):
        f, r = cell % 8, cell // 8
        if figure == 8:  # to and fro: rank 1 a→h, rank 2 h→a, …
            numbers.append(r * 8 + (f if r % 2 == 0 else 7 - f) + 1)
        elif figure == 9:  # every rank a→h
            numbers.append(r * 8 + f + 1)
        else:  # file by file, each from rank 1 up
            numbers.append(f * 8 + r + 1)
    return numbers


def order_picture(figure: int) -> DealPicture:
    pic = DealPicture(8, 8)
    for cell, number in enumerate(cell_order(figure)):
        pic.number(cell, number)
    return pic


def all_files() -> dict[Path, str]:
    titles = {
        "Fig1A": "open domino, Fig. 1(A): the two groups of set A at the start",
        "Fig1B": "open domino, Fig. 1(B): the two groups of set B at the start",
        "Fig2": "open domino, Fig. 2: two 0-4 reduced sets",
        "Fig3": "open domino, Fig. 3: two 0-5 reduced sets",
        "Fig4": "open domino, Fig. 4: two 0-3 reduced sets on the cells of one colour each",
        "Fig4A": "open domino, Fig. 4(A): the groups of set A without the sixes",
        "Fig4B": "open domino, Fig. 4(B): the groups of set B without the sixes",
        "Fig5": "open domino, Fig. 5: two 0-4 reduced sets",
        "Fig7": "open domino, Fig. 7: two 0-4 reduced sets",
    }
    files = {FIELD / f"{name.lower()}.svg": figure_picture(name, title).svg() for name, title in titles.items()}
    # Game 1: each group's 0/0 face down; set A's backs have no circle, the upper group's a cross
    game1 = figure_picture("Fig1A", "open domino, Game 1: the start, each 0/0 face down as a scoring tile",
                           {"d8": (("cross",), True), "e1": ((), True)})
    files[FIELD / "game1-start.svg"] = game1.svg()
    files[FIELD / "game7-across.svg"] = game7_picture().svg()
    files[FIELD / "game8-stacks.svg"] = game8_picture().svg()
    files[FIELD / "game9-hole.svg"] = game9_picture().svg()
    files[FIELD / "card.svg"] = card_picture().svg()
    for game in STARTS:
        files[FIELD / f"start-{game}.svg"] = start_picture(game).svg()
    for figure in (8, 9, 10):
        files[FIELD / f"order-fig{figure}.svg"] = order_picture(figure).svg()
    return files


def main() -> None:
    write_changed(all_files())


if __name__ == "__main__":
    main()
