#!/usr/bin/env python3
"""Writes the playing cards of cribbage into ``compendium/assets/cards/`` (inside the package, so that
a wheel ships them; see ``compendium/resources.py``). The card widgets
(``compendium/ui/widgets/cards.py``) paint their cards from these files, and the rules pages may show
them. Run it from anywhere after changing a colour or a shape:

    python3 resources/make_card_art.py

Only the standard library is used; the output is the same at every run, and a file whose content does
not change is left untouched. The faces are this project's own plain drawings (no third-party card
art), each on a 100 × 140 card (the usual 5 : 7), made to be read at 60 pixels wide:

    <rank><suit>.svg   the 52 faces, named by the cards' codes (compendium/games/cribbage/cards.py):
                       rank A 2 3 4 5 6 7 8 9 T J Q K (T: the ten), suit S H D C; e.g. QH.svg, TD.svg
    back.svg           a card face down: a dark blue back with a light frame and a lattice of diamonds

Every face has a large index (the rank over its suit) in the top left corner and the same turned
upside down in the bottom right one; the ranks 2–10 show their pips in the usual places (the lower
half upside down), the ace one large pip, and the jack, queen and king a framed panel with a simple
drawn headgear (a cap with a feather, a tiara, a crown), the big letter and a pip. Hearts and
diamonds are red, spades and clubs black; the suit symbols are drawn paths, the index letters text
in a bold sans-serif face (Latin letters and digits, the same in both languages).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from make_art import _n, write_changed  # noqa: E402  (the art's other script: numbers, writing)

CARDS = HERE.parent / "compendium" / "assets" / "cards"

W, H = 100, 140  # a card
RANKS = "A23456789TJQK"
SUITS = "SHDC"
RANK_NAMES = {"A": "ace", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven",
              "8": "eight", "9": "nine", "T": "ten", "J": "jack", "Q": "queen", "K": "king"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RED, BLACK = "#c81e1e", "#161616"
SUIT_COLOURS = {"S": BLACK, "H": RED, "D": RED, "C": BLACK}
FACE, EDGE = "#ffffff", "#6d6d6d"
PANEL, GOLD, GOLD_LINE = "#fbf1d6", "#e8b923", "#6b4d05"
BACK, BACK_LIGHT, BACK_FRAME = "#1f4e8c", "#3a6fb5", "#f4f1e8"

# The suits' symbols on a 100 × 100 square, centred on (50, 50).
SUIT_SHAPES = {
    "H": '<path d="M50,96 C34,80 4,60 4,32 C4,15 16,5 29,5 C39,5 46,11 50,21 C54,11 61,5 71,5 '
         'C84,5 96,15 96,32 C96,60 66,80 50,96 Z"/>',
    "D": '<path d="M50,2 L88,50 L50,98 L12,50 Z"/>',
    "S": '<path d="M50,3 C60,22 96,38 96,62 C96,76 86,84 74,84 C65,84 57,79 53,72 C54,84 58,92 68,98 '
         'L32,98 C42,92 46,84 47,72 C43,79 35,84 26,84 C14,84 4,76 4,62 C4,38 40,22 50,3 Z"/>',
    "C": '<circle cx="50" cy="27" r="22"/><circle cx="26" cy="60" r="22"/><circle cx="74" cy="60" r="22"/>'
         '<path d="M40,40 L60,40 L62,62 L38,62 Z"/>'
         '<path d="M47,55 C47,78 42,90 32,98 L68,98 C58,90 53,78 53,55 Z"/>',
}

# The pips of 2–10: (x, y) on the card; those below the middle are drawn upside down.
COLUMNS = (37, 50, 63)
TOP, BOTTOM = 21, 119


def _row(k: float) -> float:
    return TOP + (BOTTOM - TOP) * k


PIP_PLACES = {
    2: [(1, 0), (1, 1)],
    3: [(1, 0), (1, 0.5), (1, 1)],
    4: [(0, 0), (2, 0), (0, 1), (2, 1)],
    5: [(0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)],
    6: [(0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)],
    7: [(0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)],
    8: [(0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)],
    9: [(0, 0), (2, 0), (0, 1 / 3), (2, 1 / 3), (1, 0.5), (0, 2 / 3), (2, 2 / 3), (0, 1), (2, 1)],
    10: [(0, 0), (2, 0), (1, 1 / 6), (0, 1 / 3), (2, 1 / 3), (0, 2 / 3), (2, 2 / 3), (1, 5 / 6), (0, 1), (2, 1)],
}
PIP = 16  # a pip's size on 2–10
ACE_PIP = 50

# The court cards' headgear, drawn in the panel's upper part (card coordinates).
HEADGEAR = {
    "K": ['<path d="M33,56 L30,26 L40,38 L45,22 L50,34 L55,22 L60,38 L70,26 L67,56 Z"/>',
          '<rect x="32" y="50" width="36" height="8" rx="2"/>',
          '<circle cx="30" cy="24" r="3.5"/>', '<circle cx="45" cy="20" r="3.5"/>',
          '<circle cx="55" cy="20" r="3.5"/>', '<circle cx="70" cy="24" r="3.5"/>'],
    "Q": ['<path d="M34,56 C32,44 33,36 36,30 C40,38 44,40 50,28 C56,40 60,38 64,30 C67,36 68,44 66,56 Z"/>',
          '<rect x="33" y="50" width="34" height="7" rx="2"/>',
          '<circle cx="36" cy="27" r="3.5"/>', '<circle cx="50" cy="24" r="4"/>', '<circle cx="64" cy="27" r="3.5"/>'],
    "J": ['<path d="M31,56 C31,40 40,32 52,32 C63,32 70,40 70,50 L70,56 Z"/>',
          '<rect x="29" y="51" width="43" height="7" rx="2"/>',
          '<path d="M58,34 C62,24 70,18 78,17 C74,22 68,28 62,36 Z"/>'],
}


def _suit(suit: str, cx: float, cy: float, size: float, turned: bool = False) -> str:
    """A suit's symbol ``size`` wide centred on (cx, cy), upside down if ``turned``."""
    turn = " rotate(180)" if turned else ""
    return (f'  <g transform="translate({_n(cx)},{_n(cy)}){turn} scale({_n(size / 100)}) translate(-50,-50)" '
            f'fill="{SUIT_COLOURS[suit]}">{SUIT_SHAPES[suit]}</g>')


def _index(rank: str, suit: str) -> list[str]:
    """The corner index (rank over suit) at the top left; the caller turns a copy for the other corner."""
    colour = SUIT_COLOURS[suit]
    font = f'font-family="sans-serif" font-weight="bold" fill="{colour}" text-anchor="middle"'
    if rank == "T":  # two digits in the room of one: drawn narrower
        text = f'  <text transform="translate(13,29) scale(0.64,1)" x="0" y="0" font-size="27" {font}>10</text>'
    else:
        text = f'  <text x="13" y="29" font-size="27" {font}>{rank}</text>'
    return [text, _suit(suit, 13, 42, 15)]


def card_svg(code: str) -> str:
    rank, suit = code[0], code[1]
    title = f"{RANK_NAMES[rank]} of {SUIT_NAMES[suit]}"
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">',
           f"  <title>{title}</title>",
           f'  <rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="7" ry="7" fill="{FACE}" stroke="{EDGE}" '
           'stroke-width="1.5"/>']
    corner = _index(rank, suit)
    out += corner
    out.append(f'  <g transform="rotate(180 {W // 2} {H // 2})">')
    out += ["  " + line for line in corner]
    out.append("  </g>")
    colour = SUIT_COLOURS[suit]
    if rank == "A":
        out.append(_suit(suit, W / 2, H / 2, ACE_PIP))
    elif rank in "JQK":
        out.append(f'  <rect x="27" y="13" width="46" height="114" rx="4" fill="{PANEL}" stroke="{colour}" '
                   'stroke-width="2"/>')
        out.append(f'  <g fill="{GOLD}" stroke="{GOLD_LINE}" stroke-width="1.5" stroke-linejoin="round">')
        out += ["    " + shape for shape in HEADGEAR[rank]]
        out.append("  </g>")
        out.append(f'  <text x="50" y="98" font-family="sans-serif" font-weight="bold" font-size="40" fill="{colour}" '
                   f'text-anchor="middle">{rank}</text>')
        out.append(_suit(suit, 50, 113, 18))
    else:
        n = 10 if rank == "T" else int(rank)
        for col, k in PIP_PLACES[n]:
            out.append(_suit(suit, COLUMNS[col], _row(k), PIP, turned=k > 0.5))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def back_svg() -> str:
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">',
           "  <title>card face down</title>",
           f'  <rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="7" ry="7" fill="{BACK}" stroke="{EDGE}" '
           'stroke-width="1.5"/>',
           f'  <rect x="8" y="8" width="{W - 16}" height="{H - 16}" rx="4" ry="4" fill="none" stroke="{BACK_FRAME}" '
           'stroke-width="2.5"/>']
    step = 12.0  # the lattice: rows of diamonds inside the frame
    cols, rows = 6, 9
    x0 = W / 2 - (cols - 1) * step / 2
    y0 = H / 2 - (rows - 1) * step / 2
    out.append(f'  <g fill="{BACK_LIGHT}">')
    for r in range(rows):
        for c in range(cols):
            x, y = x0 + c * step, y0 + r * step
            d = step * 0.42
            out.append(f'    <path d="M{_n(x)},{_n(y - d)} L{_n(x + d)},{_n(y)} L{_n(x)},{_n(y + d)} '
                       f'L{_n(x - d)},{_n(y)} Z"/>')
    out.append("  </g>")
    out.append(f'  <circle cx="{W // 2}" cy="{H // 2}" r="13" fill="{BACK}" stroke="{BACK_FRAME}" stroke-width="2.5"/>')
    out.append(f'  <circle cx="{W // 2}" cy="{H // 2}" r="5" fill="{BACK_FRAME}"/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


CODES = [r + s for s in SUITS for r in RANKS]  # the 52 faces


def all_files() -> dict[Path, str]:
    files: dict[Path, str] = {CARDS / f"{code}.svg": card_svg(code) for code in CODES}
    files[CARDS / "back.svg"] = back_svg()
    return files


def main() -> None:
    write_changed(all_files())


if __name__ == "__main__":
    main()
