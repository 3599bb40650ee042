"""The field: 8 files × 8 ranks of tile-shaped cells along, or 16 × 4 across (Qt-free).

A cell is an int, ``rank * files + file`` counted from 0, rank 0 being the bottom edge (rank 1, where
the first seat sits). Cells are named like a chessboard: a file letter and a rank number ("a1", "h8";
across, files run a…p). a1 is a dark cell.

Only front contact counts: two tiles touch when they stand in the same file on neighbouring ranks;
the touching digits are the upper tile's lower digit and the lower tile's upper digit. Tiles side by
side or on a diagonal never touch, and a face-down tile has no digits to touch with.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Iterator, Optional, Sequence

from compendium.games.open_domino.equipment import Piece

OFF = -1
"""A destination beyond the mover's far edge (a tile brought out)."""

KING = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))
ROOK = ((0, -1), (-1, 0), (1, 0), (0, 1))
BISHOP = ((-1, -1), (1, -1), (-1, 1), (1, 1))
QUEEN = KING


@dataclass(frozen=True)
class Geometry:
    files: int
    ranks: int

    @property
    def size(self) -> int:
        return self.files * self.ranks

    def cell(self, f: int, r: int) -> Optional[int]:
        if 0 <= f < self.files and 0 <= r < self.ranks:
            return r * self.files + f
        return None

    def fr(self, cell: int) -> tuple[int, int]:
        return cell % self.files, cell // self.files

    def name(self, cell: int) -> str:
        if cell == OFF:
            return "off"
        f, r = self.fr(cell)
        return f"{'abcdefghijklmnop'[f]}{r + 1}"

    def parse(self, text: str) -> Optional[int]:
        """The cell named ``text`` ("c3", "off"), or None when there is no such cell."""
        text = str(text).strip().lower()
        if text == "off":
            return OFF
        if len(text) < 2 or not text[1:].isdigit():
            return None
        f = "abcdefghijklmnop".find(text[0])
        return self.cell(f, int(text[1:]) - 1) if f >= 0 else None

    @staticmethod
    def dark(cell_fr: tuple[int, int]) -> bool:
        f, r = cell_fr
        return (f + r) % 2 == 0

    def is_dark(self, cell: int) -> bool:
        return self.dark(self.fr(cell))

    def above(self, cell: int) -> Optional[int]:
        f, r = self.fr(cell)
        return self.cell(f, r + 1)

    def below(self, cell: int) -> Optional[int]:
        f, r = self.fr(cell)
        return self.cell(f, r - 1)

    def far_rank(self, seat: int) -> int:
        """The rank (from 0) at the far edge for a seat: the top for seat 0, the bottom for seat 1."""
        return self.ranks - 1 if seat == 0 else 0

    def forward(self, seat: int) -> int:
        return 1 if seat == 0 else -1

    def steps(self, cell: int, dirs: tuple = KING) -> tuple[int, ...]:
        return _steps(self, cell, dirs)

    def rays(self, cell: int, dirs: tuple = QUEEN) -> tuple[tuple[int, ...], ...]:
        """For each direction, the cells from ``cell`` to the edge (nearest first)."""
        return _rays(self, cell, dirs)


@lru_cache(maxsize=None)  # two geometries, 64 cells, a few direction sets: a small, fixed table
def _steps(self: Geometry, cell: int, dirs: tuple) -> tuple[int, ...]:
    f, r = self.fr(cell)
    out = []
    for df, dr in dirs:
        c = self.cell(f + df, r + dr)
        if c is not None:
            out.append(c)
    return tuple(out)


@lru_cache(maxsize=None)
def _rays(self: Geometry, cell: int, dirs: tuple) -> tuple[tuple[int, ...], ...]:
    f, r = self.fr(cell)
    out = []
    for df, dr in dirs:
        ray = []
        k = 1
        while True:
            c = self.cell(f + df * k, r + dr * k)
            if c is None:
                break
            ray.append(c)
            k += 1
        if ray:
            out.append(tuple(ray))
    return tuple(out)


ALONG = Geometry(8, 8)
ACROSS = Geometry(16, 4)

Cells = Sequence[tuple[Piece, ...]]  # per cell a stack, bottom first; () for an empty cell


def top(cells: Cells, cell: int) -> Optional[Piece]:
    stack = cells[cell]
    return stack[-1] if stack else None


def touching(geo: Geometry, cells: Cells, cell: int) -> Iterator[tuple[int, Optional[int], Optional[int]]]:
    """The front contacts of the tile on ``cell``: (neighbour cell, this tile's touching digit, the
    neighbour's touching digit) for the tile above and the tile below, where there is one."""
    me = top(cells, cell)
    if me is None:
        return
    up = geo.above(cell)
    if up is not None:
        other = top(cells, up)
        if other is not None:
            yield up, me.upper, other.lower
    down = geo.below(cell)
    if down is not None:
        other = top(cells, down)
        if other is not None:
            yield down, me.lower, other.upper


def equal_contacts(geo: Geometry, cells: Cells, cell: int,
                   which: Optional[Callable[[Piece], bool]] = None) -> list[int]:
    """The neighbours the tile on ``cell`` touches with equal digits (face-down tiles never do),
    only those whose top tile passes ``which`` when given."""
    out = []
    for other, mine, theirs in touching(geo, cells, cell):
        if mine is not None and mine >= 0 and mine == theirs:  # -1: a digit nobody has seen
            if which is None or which(cells[other][-1]):
                out.append(other)
    return out
