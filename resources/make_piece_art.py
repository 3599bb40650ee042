#!/usr/bin/env python3
"""Writes the pieces of checkers and chess into ``compendium/assets/pieces/`` (inside the package, so
that a wheel ships them; see ``compendium/resources.py``). The board widget
(``compendium/ui/widgets/board.py``) paints its pieces from these files, and the rules pages may show
them. Run it from anywhere after changing a colour or a shape:

    python3 resources/make_piece_art.py

Only the standard library is used; the output is the same at every run, and a file whose content does
not change is left untouched. The shapes are this project's own simple drawings (no third-party piece
set), each on a 100 × 100 square:

    checkers-dm.svg, checkers-lm.svg   a dark / light man: a round disc seen from above, with two
                                       grooves and a rim showing its thickness
    checkers-dk.svg, checkers-lk.svg   a dark / light king: the man with a golden crown mark
    chess-wp.svg … chess-wk.svg        white pawn, knight, bishop, rook, queen, king: light bodies
                                       with a dark outline
    chess-bp.svg … chess-bk.svg        the black ones: dark bodies with a light outline

Every chess piece stands on the same plinth; the silhouettes: a pawn (a ball on a cone), a knight
(a horse's head with an eye and a mane line), a bishop (a mitre with a slit and a ball), a rook (a
tower with three merlons), a queen (a crown of five points with balls), a king (a domed crown and
a cross).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from make_art import write_changed  # noqa: E402  (the art's other script: writing only what changed)

PIECES = HERE.parent / "compendium" / "assets" / "pieces"

# (body, outline, detail) colours per side
CHESS_COLOURS = {"w": ("#f8f4ea", "#1e1e1e", "#1e1e1e"), "b": ("#2b2a28", "#f0ece2", "#f0ece2")}
CHECKERS_COLOURS = {"d": ("#2a2725", "#0d0c0b", "#8c8379"), "l": ("#f1e5cc", "#5a4630", "#b39c7a")}
CROWN = ("#e8b923", "#6b4d05")  # the king's mark in checkers: gold with a brown outline
NAMES = {"p": "pawn", "n": "knight", "b": "bishop", "r": "rook", "q": "queen", "k": "king"}
SIDES = {"w": "white", "b": "black", "d": "dark", "l": "light"}

PLINTH = "M20,90 L80,90 L80,85 C80,81 77,78 72,78 L28,78 C23,78 20,81 20,85 Z"
SHAPES = {
    # each: a list of ("path" d | "circle" cx cy r | "ellipse" cx cy rx ry, filled) drawn in order;
    # filled False: a line in the detail colour
    "p": [("path", "M31,79 C33,66 40,58 43,50 L57,50 C60,58 67,66 69,79 Z", True),
          ("ellipse", (50, 50, 14, 4.5), True),
          ("circle", (50, 34, 13), True)],
    "r": [("path", "M32,79 L35,44 L65,44 L68,79 Z", True),
          ("path", "M27,45 L27,17 L37,17 L37,26 L45,26 L45,17 L55,17 L55,26 L63,26 L63,17 L73,17 L73,45 Z", True),
          ("path", "M28,36 L72,36", False)],
    "n": [("path", "M30,79 C29,64 36,56 42,48 C36,50 29,54 24,52 C17,49 19,41 26,35 C32,29 37,20 46,15 "
                   "L49,7 L54,14 C68,17 77,31 76,50 C75,62 71,70 72,79 Z", True),
          ("circle", (44, 27, 3), False),
          ("path", "M55,18 C64,26 68,38 66,52", False)],
    "b": [("path", "M33,79 C36,67 42,62 44,58 L56,58 C58,62 64,67 67,79 Z", True),
          ("ellipse", (50, 57, 13, 4.5), True),
          ("path", "M50,18 C63,28 67,39 60,52 L40,52 C33,39 37,28 50,18 Z", True),
          ("path", "M54,29 L46,41", False),
          ("circle", (50, 13, 5), True)],
    "q": [("path", "M30,79 C34,65 38,56 36,46 L64,46 C62,56 66,65 70,79 Z", True),
          ("path", "M31,47 L20,23 L37,36 L35,17 L46,33 L50,12 L54,33 L65,17 L63,36 L80,23 L69,47 Z", True),
          ("circle", (20, 21, 4), True), ("circle", (35, 15, 4), True), ("circle", (50, 9, 4), True),
          ("circle", (65, 15, 4), True), ("circle", (80, 21, 4), True)],
    "k": [("path", "M30,79 C34,65 38,56 36,46 L64,46 C62,56 66,65 70,79 Z", True),
          ("path", "M47,6 L53,6 L53,13 L60,13 L60,19 L53,19 L53,28 L47,28 L47,19 L40,19 L40,13 L47,13 Z", True),
          ("path", "M33,48 C26,40 29,28 41,28 C45,28 48,30 50,33 C52,30 55,28 59,28 C71,28 74,40 67,48 Z", True),
          ("path", "M36,41 L64,41", False)],
}


def _n(x: float) -> str:
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return text if text != "-0" else "0"


def _open(title: str) -> list[str]:
    return ['<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">',
            f"  <title>{title}</title>"]


def chess_svg(side: str, kind: str) -> str:
    body, outline, detail = CHESS_COLOURS[side]
    solid = f'fill="{body}" stroke="{outline}" stroke-width="3" stroke-linejoin="round"'
    line = f'fill="none" stroke="{detail}" stroke-width="2.5" stroke-linecap="round"'
    out = _open(f"{SIDES[side]} {NAMES[kind]}")
    for shape, data, filled in SHAPES[kind]:
        style = solid if filled else line
        if shape == "path":
            out.append(f'  <path d="{data}" {style}/>')
        elif shape == "circle":
            cx, cy, r = data
            look = solid if filled else f'fill="{detail}"'  # not filled: a dot (an eye)
            out.append(f'  <circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r)}" {look}/>')
        else:
            cx, cy, rx, ry = data
            out.append(f'  <ellipse cx="{_n(cx)}" cy="{_n(cy)}" rx="{_n(rx)}" ry="{_n(ry)}" {style}/>')
    out.append(f'  <path d="{PLINTH}" {solid}/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def checkers_svg(side: str, king: bool) -> str:
    body, outline, groove = CHECKERS_COLOURS[side]
    out = _open(f"{SIDES[side]} {'king' if king else 'man'}")
    out.append(f'  <ellipse cx="50" cy="55" rx="44" ry="41" fill="{outline}"/>')  # the disc's side
    out.append(f'  <circle cx="50" cy="48" r="43" fill="{body}" stroke="{outline}" stroke-width="3"/>')
    for r in (34, 24):
        out.append(f'  <circle cx="50" cy="48" r="{r}" fill="none" stroke="{groove}" stroke-width="2.5"/>')
    if king:
        gold, brown = CROWN
        out.append(f'  <path d="M29,61 L25,33 L38,45 L50,27 L62,45 L75,33 L71,61 Z" fill="{gold}" '
                   f'stroke="{brown}" stroke-width="2.5" stroke-linejoin="round"/>')
        for x, y in ((25, 31), (50, 25), (75, 31)):
            out.append(f'  <circle cx="{x}" cy="{y}" r="4" fill="{gold}" stroke="{brown}" stroke-width="2"/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def all_files() -> dict[Path, str]:
    files: dict[Path, str] = {}
    for side in "dl":
        files[PIECES / f"checkers-{side}m.svg"] = checkers_svg(side, False)
        files[PIECES / f"checkers-{side}k.svg"] = checkers_svg(side, True)
    for side in "wb":
        for kind in "pnbrqk":
            files[PIECES / f"chess-{side}{kind}.svg"] = chess_svg(side, kind)
    return files


def main() -> None:
    write_changed(all_files())


if __name__ == "__main__":
    main()
