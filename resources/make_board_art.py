#!/usr/bin/env python3
"""Writes the diagrams of the checkers and chess rules pages into ``compendium/assets/board/``
(inside the package, so that a wheel ships them; see ``compendium/resources.py``). Run it from
anywhere after changing a colour, a shape or an example:

    python3 resources/make_board_art.py

Only the standard library is used; the output is the same at every run, and a file whose content
does not change is left untouched.

What is drawn: the 8×8 board (light and dark squares, a1 dark, files a–h under and over it, ranks
1–8 on both sides, rank 1 at the bottom: the first player's side), the project's own simple pieces
(round men, a king with a crown on it; chess pieces as plain silhouettes, white and black), and the
marks of a worked example: a move's path as an arrow through the squares it visits, a piece taken
by it crossed out, a move that came before it as a dashed arrow, squares that matter framed. The
pictures carry no words (no title; only the board's notation), so one picture serves the pages of
both languages, which say what each shows.

    checkers-start.svg      twelve men a side on the dark squares of the three nearest rows
    checkers-jump.svg       a multi-jump as one move: c3×e5×c7 takes d4 and d6
    checkers-crown.svg      a man jumping into the last row: b6×d8 takes c7 ...
    checkers-crowned.svg    ... and is crowned there; the move ends (the king's jump over e7 waits)
    chess-start.svg         the chess start, white at the bottom
    chess-castling.svg      castling short: the king e1–g1, the rook h1–f1; e1, f1, g1 framed
    chess-en-passant.svg    black's d7–d5 (dashed), white's e5×d6 taking the pawn on d5
    chess-promotion.svg     b7–b8 and the four pieces the pawn may become, the queen framed
"""

from __future__ import annotations

import math
import sys
from pathlib import Path
from typing import Iterable, Optional

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from make_art import _n, write_changed  # noqa: E402  (the art's other script: numbers, writing)

BOARD = HERE.parent / "compendium" / "assets" / "board"
XLINK = "http://www.w3.org/1999/xlink"

CELL = 40.0  # a square
EDGE = 20.0  # the notation's margin
SIDE = 64.0  # room on the right of the board (the promotion's four pieces)
FILES = "abcdefgh"

LIGHT, DARK = "#ecd9b4", "#a97c50"
LINE, TEXT = "#5b4330", "#333333"
MOVE = "#c8372d"  # a move's arrow and the pieces it takes
BEFORE = "#3d6fb6"  # the move that came before (dashed)
FRAME = "#1f9e3c"  # squares that matter
START_MARK = "#f3e27a"  # the square a move starts from

# --- the pieces: shapes in a 40 × 40 square, defined once and used by reference ------------------
MEN = {  # checkers: body, rim, the ring on its face, the crown of a king
    "d": ("#2e2825", "#0c0a09", "#6b5d53", "#e8b53b"),
    "l": ("#f4e9d2", "#6f5f48", "#b9a37f", "#b0790f"),
}
SIDES = {"w": ("#faf6ec", "#1e1e1e", "#1e1e1e"), "b": ("#2f2f2f", "#000000", "#e6e6e6")}  # fill, outline, detail
BASE = "M 10.5 35 L 29.5 35 L 29.5 31.5 Q 20 29.5 10.5 31.5 Z"
SHAPES = {  # chess: the outline of each piece (its base included); details drawn in the detail colour
    "p": (BASE + " M 14 31.5 L 16.5 22.5 Q 20 20 23.5 22.5 L 26 31.5 Z", [("circle", 20, 15.5, 5.2)], []),
    "r": (BASE + " M 13.5 31.5 L 14.5 17.5 L 25.5 17.5 L 26.5 31.5 Z"
          " M 12 17.5 L 12 9 L 15.5 9 L 15.5 12 L 18.3 12 L 18.3 9 L 21.7 9 L 21.7 12 L 24.5 12 L 24.5 9 L 28 9 L 28 17.5 Z",
          [], [(14.5, 17.5, 25.5, 17.5)]),
    "n": (BASE + " M 13 31.5 L 28 31.5 Q 28.5 17 21 10.5 L 19.5 6.5 L 17 10 Q 11.5 13.5 10 20 L 11.5 22.5"
          " L 15 21 L 18 19.5 Q 13.5 25 13 31.5 Z", [("dot", 17.2, 13.6, 1.3)], []),
    "b": (BASE + " M 14.5 31.5 L 16.5 26.5 Q 11.5 19 20 11 Q 28.5 19 23.5 26.5 L 25.5 31.5 Z",
          [("circle", 20, 8.6, 2.4)], [(22.2, 16.5, 18.6, 21.5), (16.5, 26.5, 23.5, 26.5)]),
    "q": (BASE + " M 12.5 31.5 L 10 13.5 L 15 22 L 15 10.5 L 18.3 21 L 20 8.5 L 21.7 21 L 25 10.5 L 25 22"
          " L 30 13.5 L 27.5 31.5 Z",
          [("circle", 10, 12.3, 1.9), ("circle", 15, 9.3, 1.9), ("circle", 20, 7.3, 1.9), ("circle", 25, 9.3, 1.9),
           ("circle", 30, 12.3, 1.9)], [(13, 27.5, 27, 27.5)]),
    "k": (BASE + " M 12.5 31.5 L 10.5 21 Q 10.5 16.5 15 16.5 Q 18.5 16.5 20 20.5 Q 21.5 16.5 25 16.5"
          " Q 29.5 16.5 29.5 21 L 27.5 31.5 Z M 18.8 4.5 L 21.2 4.5 L 21.2 7.5 L 24 7.5 L 24 9.9 L 21.2 9.9"
          " L 21.2 15 L 18.8 15 L 18.8 9.9 L 16 9.9 L 16 7.5 L 18.8 7.5 Z", [], [(13, 27.5, 27, 27.5)]),
}
CHESS_CODES = "PNBRQKpnbrqk"  # python-chess symbols: white upper case, black lower case
CHECKERS_CODES = ("dm", "dk", "lm", "lk")


def shape_id(code: str) -> str:
    """The id of a piece's shape: "dm", "dk", "lm", "lk" for checkers, "w-k", "b-p", ... for chess
    (ids that differ only in case are avoided)."""
    if code in CHECKERS_CODES:
        return code
    return ("w-" if code.isupper() else "b-") + code.lower()


def _man(code: str) -> str:
    body, rim, ring, crown = MEN[code[0]]
    parts = [f'<circle cx="20" cy="20" r="15" fill="{body}" stroke="{rim}" stroke-width="1.4"/>',
             f'<circle cx="20" cy="20" r="10.5" fill="none" stroke="{ring}" stroke-width="1.6"/>']
    if code[1] == "k":
        parts.append(f'<path d="M 13 24.5 L 12 15.5 L 16 19 L 20 13 L 24 19 L 28 15.5 L 27 24.5 Z" fill="{crown}" '
                     f'stroke="{rim}" stroke-width="0.8" stroke-linejoin="round"/>')
    return f'<g id="{code}">' + "".join(parts) + "</g>"


def _chess(code: str) -> str:
    fill, outline, detail = SIDES["w" if code.isupper() else "b"]
    path, extras, lines = SHAPES[code.lower()]
    parts = [f'<path d="{path}" fill="{fill}" stroke="{outline}" stroke-width="1.3" stroke-linejoin="round"/>']
    for kind, cx, cy, r in extras:
        if kind == "circle":
            parts.append(f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r)}" fill="{fill}" stroke="{outline}" '
                         f'stroke-width="1.3"/>')
        else:  # a dot in the detail colour (the knight's eye)
            parts.append(f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r)}" fill="{detail}"/>')
    for x1, y1, x2, y2 in lines:
        parts.append(f'<path d="M {_n(x1)} {_n(y1)} L {_n(x2)} {_n(y2)}" stroke="{detail}" stroke-width="1.2" '
                     f'stroke-linecap="round"/>')
    # a little larger than drawn, about the middle of the square (the base stays on it)
    return f'<g id="{shape_id(code)}" transform="translate(20 21) scale(1.12) translate(-20 -21)">' + "".join(parts) + "</g>"


def shape(code: str) -> str:
    return _man(code) if code in CHECKERS_CODES else _chess(code)


# --- squares ----------------------------------------------------------------------------------------
def square(name: str) -> int:
    """a1 = 0, b1 = 1, ..., h8 = 63 (the project's numbering)."""
    return (int(name[1]) - 1) * 8 + FILES.index(name[0])


def name(sq: int) -> str:
    return FILES[sq % 8] + str(sq // 8 + 1)


def is_dark(sq: int) -> bool:
    return (sq % 8 + sq // 8) % 2 == 0  # a1 dark


def position(**groups: str) -> dict[int, str]:
    """``position(dm="a1 c1", lm="b8")``, or chess ``position(K="e1", p="d5 e7")`` → square: code."""
    return {square(s): code for code, squares in groups.items() for s in squares.split()}


# --- a picture --------------------------------------------------------------------------------------
class Diagram:
    """An SVG picture of the 8×8 board (rank 1 at the bottom) with pieces and marks, no words."""

    def __init__(self, right: float = 0.0):
        self.width = 8 * CELL + 2 * EDGE + right
        self.height = 8 * CELL + 2 * EDGE
        self.below: list[str] = []  # square marks, under the pieces
        self.pieces: list[str] = []
        self.above: list[str] = []  # arrows and crosses
        self.used: dict[str, str] = {}

    @staticmethod
    def corner(sq: int) -> tuple[float, float]:
        return EDGE + (sq % 8) * CELL, EDGE + (7 - sq // 8) * CELL

    @classmethod
    def centre(cls, sq: int) -> tuple[float, float]:
        x, y = cls.corner(sq)
        return x + CELL / 2, y + CELL / 2

    def _put(self, x: float, y: float, code: str, into: list[str]) -> None:
        self.used[shape_id(code)] = shape(code)
        into.append(f'<g transform="translate({_n(x)} {_n(y)})"><use xlink:href="#{shape_id(code)}"/></g>')

    def place(self, pieces: dict[int, str]) -> "Diagram":
        for sq in sorted(pieces):
            self._put(*self.corner(sq), pieces[sq], self.pieces)
        return self

    def start_square(self, sq: int) -> "Diagram":
        x, y = self.corner(sq)
        self.below.append(f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(CELL)}" height="{_n(CELL)}" '
                          f'fill="{START_MARK}" fill-opacity="0.75"/>')
        return self

    def frame(self, squares: Iterable[int]) -> "Diagram":
        for sq in squares:
            x, y = self.corner(sq)
            self.below.append(f'<rect x="{_n(x + 2.5)}" y="{_n(y + 2.5)}" width="{_n(CELL - 5)}" '
                              f'height="{_n(CELL - 5)}" rx="3" fill="none" stroke="{FRAME}" stroke-width="2.6"/>')
        return self

    def arrow(self, path: Iterable[int], colour: str = MOVE, dashed: bool = False,
              shift: tuple[float, float] = (0.0, 0.0)) -> "Diagram":
        """An arrow from the first square's centre through the others to the last (moved by
        ``shift`` where two arrows would lie on one line)."""
        points = [(x + shift[0], y + shift[1]) for x, y in (self.centre(sq) for sq in path)]
        (x1, y1), (x2, y2) = points[-2], points[-1]
        length = math.hypot(x2 - x1, y2 - y1)
        ux, uy = (x2 - x1) / length, (y2 - y1) / length
        head, half = 13.0, 7.5
        bx, by = x2 - ux * head, y2 - uy * head  # the shaft ends where the head begins
        shaft = " ".join(f"{'M' if i == 0 else 'L'} {_n(x)} {_n(y)}" for i, (x, y) in enumerate(points[:-1] + [(bx, by)]))
        dash = ' stroke-dasharray="7 5"' if dashed else ""
        self.above.append(f'<path d="{shaft}" fill="none" stroke="{colour}" stroke-width="5" stroke-opacity="0.85" '
                          f'stroke-linecap="round" stroke-linejoin="round"{dash}/>')
        tip = [(x2, y2), (bx - uy * half, by + ux * half), (bx + uy * half, by - ux * half)]
        self.above.append('<path d="M ' + " L ".join(f"{_n(x)} {_n(y)}" for x, y in tip) +
                          f' Z" fill="{colour}" fill-opacity="0.9"/>')
        return self

    def taken(self, squares: Iterable[int]) -> "Diagram":
        """A cross over each piece a move takes."""
        for sq in squares:
            cx, cy = self.centre(sq)
            d = 11.0
            self.above.append(f'<path d="M {_n(cx - d)} {_n(cy - d)} L {_n(cx + d)} {_n(cy + d)} M {_n(cx + d)} '
                              f'{_n(cy - d)} L {_n(cx - d)} {_n(cy + d)}" stroke="{MOVE}" stroke-width="4" '
                              f'stroke-linecap="round"/>')
        return self

    def choices(self, codes: str, chosen: str) -> "Diagram":
        """The pieces a pawn may become, in a column right of the board, the one chosen framed."""
        x = 8 * CELL + 2 * EDGE + (SIDE - CELL) / 2
        top = EDGE
        self.above.append(f'<rect x="{_n(x - 4)}" y="{_n(top - 4)}" width="{_n(CELL + 8)}" '
                          f'height="{_n(len(codes) * CELL + 8)}" rx="5" fill="#ffffff" stroke="{LINE}" stroke-width="1.2"/>')
        for i, code in enumerate(codes):
            y = top + i * CELL
            if code == chosen:
                self.above.append(f'<rect x="{_n(x + 1)}" y="{_n(y + 1)}" width="{_n(CELL - 2)}" height="{_n(CELL - 2)}" '
                                  f'rx="3" fill="none" stroke="{FRAME}" stroke-width="2.6"/>')
            self._put(x, y, code, self.above)
        return self

    def _board(self) -> list[str]:
        out = []
        for sq in range(64):
            x, y = self.corner(sq)
            out.append(f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(CELL)}" height="{_n(CELL)}" '
                       f'fill="{DARK if is_dark(sq) else LIGHT}"/>')
        out.append(f'<rect x="{_n(EDGE)}" y="{_n(EDGE)}" width="{_n(8 * CELL)}" height="{_n(8 * CELL)}" fill="none" '
                   f'stroke="{LINE}" stroke-width="1.2"/>')
        font = f'font-family="sans-serif" font-size="11" fill="{TEXT}" text-anchor="middle"'
        outer = 8 * CELL + 2 * EDGE
        for f in range(8):
            for y in (EDGE - 6, outer - 6):
                out.append(f'<text x="{_n(EDGE + (f + 0.5) * CELL)}" y="{_n(y)}" {font}>{FILES[f]}</text>')
        for r in range(8):
            for x in (EDGE / 2, outer - EDGE / 2):
                out.append(f'<text x="{_n(x)}" y="{_n(EDGE + (7.5 - r) * CELL + 4)}" {font}>{r + 1}</text>')
        return out

    def svg(self) -> str:
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="{XLINK}" width="{_n(self.width)}" '
                f'height="{_n(self.height)}" viewBox="0 0 {_n(self.width)} {_n(self.height)}">')
        lines = [head]
        if self.used:
            lines += ["  <defs>"] + [f"    {self.used[k]}" for k in sorted(self.used)] + ["  </defs>"]
        lines += [f"  {p}" for p in self._board() + self.below + self.pieces + self.above]
        lines.append("</svg>")
        return "\n".join(lines) + "\n"


# --- the examples -----------------------------------------------------------------------------------
def checkers_start() -> dict[int, str]:
    return {sq: ("dm" if sq < 24 else "lm") for sq in range(64) if is_dark(sq) and (sq < 24 or sq >= 40)}


# Each example: the position before, the move's squares (the first player's), the squares it takes.
CHECKERS_JUMP = (position(dm="c3 a3 e1 g1", lm="d4 d6 b8 f8 g7"), ("c3", "e5", "c7"), ("d4", "d6"))
CHECKERS_CROWN = (position(dm="b6 c1 g3", lm="c7 e7 h8 a5"), ("b6", "d8"), ("c7",))
CHESS_START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
# FEN of each chess example (white to move) and its move in UCI
CHESS_CASTLING = ("r3k2r/ppp2ppp/2n1bn2/3pp3/4P3/3B1N2/PPPP1PPP/RNBQK2R w KQkq - 0 1", "e1g1")
CHESS_EN_PASSANT = ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6")
CHESS_PROMOTION = ("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q")


def from_fen(fen: str) -> dict[int, str]:
    """The pieces of a FEN's board field (square → python-chess symbol)."""
    out = {}
    for i, row in enumerate(fen.split()[0].split("/")):
        rank, f = 7 - i, 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
            else:
                out[rank * 8 + f] = ch
                f += 1
    return out


def _checkers_example(example, after: bool = False, wait: Optional[tuple[str, str]] = None) -> Diagram:
    pieces, path, taken = example
    sqs = [square(s) for s in path]
    if not after:
        return Diagram().start_square(sqs[0]).place(pieces).arrow(sqs).taken(square(s) for s in taken)
    moved = {sq: code for sq, code in pieces.items() if sq != sqs[0] and name(sq) not in taken}
    moved[sqs[-1]] = "dk" if sqs[-1] >= 56 else pieces[sqs[0]]
    d = Diagram().start_square(sqs[0]).frame([sqs[-1]]).place(moved)
    if wait:
        d.arrow([square(wait[0]), square(wait[1])], BEFORE, dashed=True)
    return d


def all_files() -> dict[Path, str]:
    files = {
        BOARD / "checkers-start.svg": Diagram().place(checkers_start()).svg(),
        BOARD / "checkers-jump.svg": _checkers_example(CHECKERS_JUMP).svg(),
        BOARD / "checkers-crown.svg": _checkers_example(CHECKERS_CROWN).svg(),
        BOARD / "checkers-crowned.svg": _checkers_example(CHECKERS_CROWN, after=True, wait=("d8", "f6")).svg(),
        BOARD / "chess-start.svg": Diagram().place(from_fen(CHESS_START_FEN)).svg(),
    }
    fen, _ = CHESS_CASTLING
    files[BOARD / "chess-castling.svg"] = (
        Diagram().frame(square(s) for s in ("e1", "f1", "g1")).place(from_fen(fen))
        .arrow([square("e1"), square("g1")], shift=(0, -8)).arrow([square("h1"), square("f1")], BEFORE, shift=(0, 8)).svg())
    fen, _ = CHESS_EN_PASSANT
    files[BOARD / "chess-en-passant.svg"] = (
        Diagram().start_square(square("e5")).place(from_fen(fen))
        .arrow([square("d7"), square("d5")], BEFORE, dashed=True, shift=(-9, 0))
        .arrow([square("e5"), square("d6")]).taken([square("d5")]).svg())
    fen, _ = CHESS_PROMOTION
    files[BOARD / "chess-promotion.svg"] = (
        Diagram(right=SIDE).start_square(square("b7")).place(from_fen(fen))
        .arrow([square("b7"), square("b8")]).choices("QRBN", "Q").svg())
    return files


def main() -> None:
    write_changed(all_files())


if __name__ == "__main__":
    main()
