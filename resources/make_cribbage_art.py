#!/usr/bin/env python3
"""Writes the pictures of the cribbage rules pages into ``compendium/assets/cribbage/`` (inside the
package, so that a wheel ships them; see ``compendium/resources.py``). Run it from anywhere after
changing the card art (``resources/make_card_art.py``), a colour, a size or an example:

    python3 resources/make_cribbage_art.py

The figures are made of the project's own cards: each card is the content of its file in
``compendium/assets/cards/`` (a 100 × 140 drawing; ``back.svg`` for a card face down) placed and
scaled in a group. Only the standard library is used; the output is the same at every run, and a
file whose content does not change is left untouched. The pictures carry no words (the cards'
titles are left out; the only text is numbers: counts, points), so one picture serves the pages of
both languages, which say what each shows.

    table.svg          a two-player table: the opponent's hand face down at the top, the crib face
                       down beside the dealer's side, the starter on the deck, the person's hand face
                       up at the bottom, a cribbage board with its two tracks and pegs on the right
                       (the catalog picture of the cribbage games)
    hand-29.svg        the best hand: 5♣ 5♦ 5♥ J♠ with the 5♠ turned as the starter (29 points)
    show-example.svg   the source's worked example: ace, 4, 5, jack in hand and a 6 as the starter;
                       below, its three fifteens (running totals 2, 4, 6) and its run of three (9)
    pegging.svg        one count of the play, two players laying in turn: 2 3 4 (a run: 3), 6 (fifteen:
                       2), 6 (a pair: 2), 10 (thirty-one: 2); the count under each card, the points
                       above the cards that score them
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from make_art import _n, write_changed  # noqa: E402  (the art's other script: numbers, writing)

ASSETS = HERE.parent / "compendium" / "assets"
CARDS = ASSETS / "cards"
CRIBBAGE = ASSETS / "cribbage"
XLINK = "http://www.w3.org/1999/xlink"

CARD_W, CARD_H = 100.0, 140.0  # the card files' own size

FELT = "#2f6b45"
FELT_EDGE = "#1f4a30"
WOOD = "#b07a45"
WOOD_EDGE = "#6e4a26"
HOLE = "#3b2612"
TRACKS = ("#c0392b", "#1f5fa8")  # the pegs of the two players (the tracks' colours)
MARK = "#f2b705"  # the frame round the cards that score
INK = "#1c1c1c"
PAPER = "#fbf8ef"

# --- the examples (the test checks each against compendium/games/cribbage/scoring.py) -------------------
HAND_29 = (("5C", "5D", "5H", "JS"), "5S")
SHOW_EXAMPLE = (("AH", "4C", "5D", "JS"), "6H")
SHOW_FIFTEENS = (("5D", "JS"), ("AH", "4C", "JS"), ("4C", "5D", "6H"))
SHOW_RUN = ("4C", "5D", "6H")
PEGGING = ("2H", "3C", "4D", "6S", "6C", "TD")  # laid in turn by two players, the first one first
PEGGING_POINTS = (0, 0, 3, 2, 2, 2)  # what each card scores when it is laid
TABLE_HAND = ("5H", "6C", "7D", "JH")
TABLE_STARTER = "5S"


def _card_body(name: str) -> str:
    """The drawing of one card file without its <svg> wrapper and its title."""
    text = (CARDS / f"{name}.svg").read_text(encoding="utf-8")
    body = text[text.index(">", text.index("<svg")) + 1:text.rindex("</svg>")]
    body = re.sub(r"\s*<title>.*?</title>", "", body, flags=re.DOTALL)
    return "\n".join("  " + line.strip() for line in body.strip().splitlines())


class Figure:
    """An SVG drawing in the making: elements are added in painting order."""

    def __init__(self, width: float, height: float):
        self.width, self.height = width, height
        self.parts: list[str] = []
        self.defined: dict[str, str] = {}  # card name -> its drawing, defined once and used by reference

    def add(self, element: str) -> "Figure":
        self.parts.append(element)
        return self

    def rect(self, x, y, w, h, fill, stroke="none", width=1.0, rx=0.0, extra="") -> "Figure":
        return self.add(f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="{_n(rx)}" '
                        f'ry="{_n(rx)}" fill="{fill}" stroke="{stroke}" stroke-width="{_n(width)}"{extra}/>')

    def circle(self, x, y, r, fill, stroke="none", width=1.0) -> "Figure":
        return self.add(f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r)}" fill="{fill}" stroke="{stroke}" '
                        f'stroke-width="{_n(width)}"/>')

    def text(self, x, y, words: str, size=14.0, fill=INK, bold=True) -> "Figure":
        weight = ' font-weight="bold"' if bold else ""
        return self.add(f'<text x="{_n(x)}" y="{_n(y)}" font-size="{_n(size)}" font-family="sans-serif"{weight} '
                        f'fill="{fill}" text-anchor="middle">{words}</text>')

    def card(self, name: str, x: float, y: float, width: float, angle: float = 0.0) -> "Figure":
        """A card ``width`` wide with its top left corner at (x, y), turned ``angle`` degrees about
        its centre; ``name`` is a card code or "back"."""
        s = width / CARD_W
        turn = f" rotate({_n(angle)} {_n(CARD_W / 2)} {_n(CARD_H / 2)})" if angle else ""
        if name not in self.defined:
            self.defined[name] = f'<g id="card-{name}">\n{_card_body(name)}\n</g>'
        return self.add(f'<use xlink:href="#card-{name}" transform="translate({_n(x)},{_n(y)}) scale({_n(s)}){turn}"/>')

    def frame(self, x: float, y: float, width: float, pad: float = 3.0) -> "Figure":
        """A frame round a card drawn at (x, y), ``width`` wide."""
        h = width * CARD_H / CARD_W
        return self.rect(x - pad, y - pad, width + 2 * pad, h + 2 * pad, "none", MARK, 3.0, rx=width * 0.09)

    def svg(self) -> str:
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="{XLINK}" width="{_n(self.width)}" '
                f'height="{_n(self.height)}" viewBox="0 0 {_n(self.width)} {_n(self.height)}">')
        defs = ["<defs>", *self.defined.values(), "</defs>"] if self.defined else []
        return "\n".join([head, *defs, *self.parts, "</svg>"]) + "\n"


def _felt(fig: Figure) -> Figure:
    return fig.rect(1, 1, fig.width - 2, fig.height - 2, FELT, FELT_EDGE, 2.0, rx=14)


def _row(fig: Figure, names, x: float, y: float, width: float, step: float, frames=()) -> list[float]:
    """Cards side by side from (x, y), ``step`` apart (less than ``width``: they overlap); returns
    their x. Cards whose index is in ``frames`` are framed."""
    xs = []
    for i, name in enumerate(names):
        cx = x + i * step
        fig.card(name, cx, y, width)
        xs.append(cx)
    for i in frames:
        fig.frame(xs[i], y, width)
    return xs


# --- the board ------------------------------------------------------------------------------------------
def pegboard(fig: Figure, x: float, y: float, w: float, h: float, scores) -> Figure:
    """A sketch of a cribbage board standing upright: two tracks (one a player) of 30 holes, up one
    side and down the other (60 a lap), in groups of five, the game hole at the top; each track's
    two pegs at ``scores`` = ((front, back), ...)."""
    fig.rect(x, y, w, h, WOOD, WOOD_EDGE, 2.0, rx=w * 0.35)
    groups, per = 6, 5
    top, bottom = y + w * 0.55, y + h - w * 0.3
    gap = (bottom - top) / (groups * per + groups - 1)
    lanes = [x + w * f for f in (0.14, 0.32, 0.68, 0.86)]  # up: tracks 0, 1; down: tracks 1, 0 mirrored

    def hole_y(i: int) -> float:  # i = 0 .. 29 from the bottom
        group, k = divmod(i, per)
        return bottom - (group * (per + 1) + k) * gap

    for lane in lanes:
        for i in range(groups * per):
            fig.circle(lane, hole_y(i), gap * 0.28, HOLE)
    fig.circle(x + w / 2, y + w * 0.28, gap * 0.45, HOLE)  # the game hole
    for track, (front, back) in enumerate(scores):
        for score in (back, front):
            if score <= 0:
                continue
            i = (score - 1) % 60
            lane = lanes[track] if i < 30 else lanes[3 - track]
            yy = hole_y(i if i < 30 else 59 - i)
            fig.circle(lane, yy, gap * 0.48, TRACKS[track], "#ffffff", 1.2)
    return fig


# --- the figures ----------------------------------------------------------------------------------------
def table_svg() -> str:
    """Two players at the table after the discard: the dealer (top) has the crib beside him."""
    fig = _felt(Figure(460, 340))
    width, step = 62.0, 40.0
    _row(fig, ["back"] * 4, 70, 18, width, step)  # the opponent's hand
    for i in range(4):  # the crib: four cards face down, a little askew
        fig.card("back", 262 + i * 3, 20 + i * 2, 56, angle=-8 + 4 * i)
    for i in range(4):  # the deck, and the starter turned on it
        fig.card("back", 36 + i * 1.5, 128 - i * 1.5, 56)
    fig.card(TABLE_STARTER, 110, 120, 58)
    fig.frame(110, 120, 58)
    _row(fig, TABLE_HAND, 70, 232, 68, 46)  # the person's hand
    pegboard(fig, 380, 14, 64, 312, ((17, 12), (9, 4)))
    return fig.svg()


def hand_29_svg() -> str:
    hand, starter = HAND_29
    fig = _felt(Figure(400, 150))
    width = 76.0
    _row(fig, hand, 18, 22, width, 66)
    fig.card(starter, 300, 22, width)
    fig.frame(300, 22, width)
    return fig.svg()


def show_example_svg() -> str:
    """The hand and the starter; under them each fifteen in a little row with the running total,
    then the run with the hand's total."""
    hand, starter = SHOW_EXAMPLE
    fig = _felt(Figure(520, 272))
    width = 70.0
    _row(fig, hand, 87, 16, width, 62)
    fig.card(starter, 363, 16, width)
    fig.frame(363, 16, width)
    small, step = 46.0, 30.0
    x = 32.0
    groups = [(cards, str(2 * (i + 1))) for i, cards in enumerate(SHOW_FIFTEENS)] + [(SHOW_RUN, "9")]
    for k, (cards, total) in enumerate(groups):
        if k == len(groups) - 1:
            x += 14  # the run stands a little apart from the fifteens
        _row(fig, cards, x, 146, small, step)
        right = x + (len(cards) - 1) * step + small
        fig.rect(x + (right - x) / 2 - 19, 224, 38, 28, PAPER, INK, 1.2, rx=6)
        fig.text(x + (right - x) / 2, 245, total, 18)
        x = right + 16
    return fig.svg()


def pegging_svg() -> str:
    """The pile of one count, each card a little lower or higher by who laid it (the first player's
    cards higher, with his colour under them), the count under each card, the points above."""
    fig = _felt(Figure(520, 230))
    width, step = 70.0, 80.0
    count = 0
    from_values = {"A": 1, "T": 10, "J": 10, "Q": 10, "K": 10}
    for i, (card, points) in enumerate(zip(PEGGING, PEGGING_POINTS)):
        count += from_values.get(card[0]) or int(card[0])
        x = 18 + i * step
        y = 50 if i % 2 == 0 else 62
        fig.card(card, x, y, width)
        if points:
            fig.frame(x, y, width)
            fig.circle(x + width / 2, 26, 15, MARK, INK, 1.2)
            fig.text(x + width / 2, 32, f"+{points}", 15)
        fig.rect(x + width / 2 - 22, 180, 44, 30, PAPER, TRACKS[i % 2], 3.0, rx=6)
        fig.text(x + width / 2, 202, str(count), 18)
    return fig.svg()


def all_files() -> dict[Path, str]:
    return {
        CRIBBAGE / "table.svg": table_svg(),
        CRIBBAGE / "hand-29.svg": hand_29_svg(),
        CRIBBAGE / "show-example.svg": show_example_svg(),
        CRIBBAGE / "pegging.svg": pegging_svg(),
    }


def main() -> None:
    write_changed(all_files())


if __name__ == "__main__":
    main()
