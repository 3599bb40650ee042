"""The equipment of open domino on the field: tiles, the two 32-tile sets, their colour groups and
arrows, the reduced sets, and the start positions printed in the source (Qt-free data).

Set A is the 28-tile double-six set with a second 0/0, 6/6, 2/2 and 4/4; set B has a second 0/0,
6/6, 1/1 and 5/5. Each set splits into two colour groups of 16 tiles with the same digits in the
same amounts (96 pips each). Every tile carries an arrow, and once the tile points at the opponent a
fixed one of its digits is at the arrow's head (``HEAD``: read off the printed figures, which all
agree with it).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Optional

SETS = ("A", "B")
EXTRA_DOUBLES = {"A": (0, 6, 2, 4), "B": (0, 6, 1, 5)}

# The digit at the arrow's head of each non-double, per set (the same in both sets but for ten).
_HEAD_A = {(0, 1): 0, (0, 2): 0, (0, 3): 3, (0, 4): 4, (0, 5): 5, (0, 6): 6, (1, 2): 1, (1, 3): 1,
           (1, 4): 4, (1, 5): 1, (1, 6): 6, (2, 3): 2, (2, 4): 2, (2, 5): 2, (2, 6): 2, (3, 4): 3,
           (3, 5): 5, (3, 6): 3, (4, 5): 5, (4, 6): 6, (5, 6): 6}
_DIFFERS_IN_B = {(0, 2): 2, (0, 4): 0, (1, 6): 1, (2, 3): 3, (2, 6): 6, (3, 4): 4, (3, 5): 3,
                 (3, 6): 6, (4, 6): 4}
HEAD = {"A": dict(_HEAD_A), "B": {**_HEAD_A, **_DIFFERS_IN_B}}

# The colour groups, as Figure 1 places them: group 0 on ranks 8–7, group 1 on ranks 2–1.
_GROUPS = {
    ("A", 0): "0/0 0/2 0/3 0/5 1/3 1/4 1/5 1/6 2/2 2/4 2/6 3/3 4/4 4/5 5/6 6/6",
    ("A", 1): "0/0 0/1 0/4 0/6 1/1 1/2 2/2 2/3 2/5 3/4 3/5 3/6 4/4 4/6 5/5 6/6",
    ("B", 0): "0/0 0/2 0/3 0/4 1/1 1/2 1/4 1/6 2/5 2/6 3/3 3/4 4/5 5/5 5/6 6/6",
    ("B", 1): "0/0 0/1 0/5 0/6 1/1 1/3 1/5 2/2 2/3 2/4 3/5 3/6 4/4 4/6 5/5 6/6",
}
COLOURS = {("A", 0): "red", ("A", 1): "yellow", ("B", 0): "blue", ("B", 1): "green"}
"""Which colour circle each group's faces carry (the source does not pair colours with the printed
groups: a choice)."""


def back_marks(set_: str, group: int) -> tuple[str, ...]:
    """The marks on a tile's back: set B's backs have the dark circle, group 0 the cross (the source
    says the sets differ by circles and the groups by crosses, not which has them: a choice)."""
    marks = []
    if set_ == "B":
        marks.append("circle")
    if group == 0:
        marks.append("cross")
    return tuple(marks)


@dataclass(frozen=True, order=True)
class Tile:
    """One physical tile: its set, its colour group and its digits (``a`` <= ``b``)."""

    set: str
    group: int
    a: int
    b: int

    @property
    def head(self) -> int:
        """The digit at the arrow's head."""
        return self.a if self.a == self.b else HEAD[self.set][(self.a, self.b)]

    @property
    def tail(self) -> int:
        return self.b if self.head == self.a else self.a

    @property
    def pips(self) -> int:
        return self.a + self.b

    @property
    def is_double(self) -> bool:
        return self.a == self.b

    @property
    def colour(self) -> str:
        return COLOURS[(self.set, self.group)]

    @property
    def name(self) -> str:
        return f"{self.set}{self.group}:{self.a}-{self.b}"

    def __str__(self) -> str:
        return f"{self.a}/{self.b}"


@dataclass(frozen=True)
class Piece:
    """A tile lying on the field. ``up``: its arrow points at the top edge (the seat sitting at the
    bottom, rank 1, plays it); ``face_up``: its digits are shown."""

    tile: Tile
    up: bool
    face_up: bool = True

    @property
    def upper(self) -> Optional[int]:
        """The digit on the half toward the top edge (None face down)."""
        if not self.face_up:
            return None
        return self.tile.head if self.up else self.tile.tail

    @property
    def lower(self) -> Optional[int]:
        """The digit on the half toward the bottom edge (None face down)."""
        if not self.face_up:
            return None
        return self.tile.tail if self.up else self.tile.head

    def turned(self) -> "Piece":
        """The same tile turned 180° where it lies: its arrow now points the other way."""
        return Piece(self.tile, not self.up, self.face_up)

    def opened(self) -> "Piece":
        return Piece(self.tile, self.up, True)

    def closed(self) -> "Piece":
        return Piece(self.tile, self.up, False)


def _parse(text: str) -> list[tuple[int, int]]:
    out = []
    for word in text.split():
        x, y = (int(d) for d in word.split("/"))
        out.append((min(x, y), max(x, y)))
    return out


@lru_cache(maxsize=None)
def group(set_: str, g: int) -> tuple[Tile, ...]:
    """One colour group of a set: 16 tiles."""
    return tuple(Tile(set_, g, a, b) for a, b in _parse(_GROUPS[(set_, g)]))


@lru_cache(maxsize=None)
def full_set(set_: str) -> tuple[Tile, ...]:
    """A whole set: 32 tiles (the 28 of double six and the four extra doubles)."""
    return group(set_, 0) + group(set_, 1)


@lru_cache(maxsize=None)
def reduced_set(set_: str, top: int) -> tuple[Tile, ...]:
    """A set reduced to the digits 0…``top``. With ``top`` = 4 the extra doubles go as well, but for
    the second 0/0 (16 tiles, the same digits in both sets); with 5, 3 or 2 every extra double with
    low enough digits stays (24, 12 or 8 tiles)."""
    tiles = [t for t in full_set(set_) if t.b <= top]
    if top == 4:
        seen: set[tuple[int, int]] = set()
        kept = []
        for t in tiles:
            key = (t.a, t.b)
            if key in seen and key != (0, 0):
                continue
            seen.add(key)
            kept.append(t)
        tiles = kept
    return tuple(tiles)


@lru_cache(maxsize=None)
def reduced_group(set_: str, g: int) -> tuple[Tile, ...]:
    """A colour group without its tiles with a 6: 12 tiles."""
    return tuple(t for t in group(set_, g) if t.b < 6)


@lru_cache(maxsize=None)
def without_doubles(set_: str) -> tuple[Tile, ...]:
    return tuple(t for t in full_set(set_) if not t.is_double)


def pips(tiles: Iterable[Tile]) -> int:
    return sum(t.pips for t in tiles)


# --- the printed start positions -----------------------------------------------------------------
# Each row: rank, then files a–h as printed, "upper/lower" ("." an empty cell). The upper half
# belongs to the player at rank 8 (arrows down), the lower half to the player at rank 1 (arrows up).
FIGURES_TEXT = {
    "1A": ("A", "A", """
8: 3/1 1/4 5/6 0/0 2/2 4/5 0/3 6/2
7: 3/3 5/1 2/0 6/6 4/4 0/5 4/2 1/6
2: 5/5 2/3 0/1 4/4 6/6 1/2 6/0 3/4
1: 4/0 5/3 6/4 2/2 0/0 2/5 3/6 1/1"""),
    "1B": ("B", "B", """
8: 4/5 0/3 6/1 0/0 1/1 2/6 3/4 5/2
7: 3/3 5/6 0/2 6/6 5/5 1/4 2/1 4/0
2: 2/2 1/3 6/0 5/5 6/6 0/1 3/5 4/4
1: 5/0 2/4 6/3 1/1 0/0 4/6 1/5 3/2"""),
    "2": ("A", "B", """
8: 2/0 3/3 2/2 0/0 0/0 1/1 4/4 4/3
7: 3/2 0/3 1/4 2/1 1/0 4/2 3/1 0/4
2: 0/4 1/3 2/4 0/1 1/2 4/1 3/0 2/0
1: 3/2 4/4 1/1 0/0 0/0 2/2 3/3 4/3"""),
    "3": ("A", "B", """
8: 4/2 1/4 3/5 0/0 0/3 5/1 0/4 3/2
7: 2/2 4/4 5/5 0/0 3/3 1/1 4/4 2/2
6: 2/0 4/3 5/2 0/5 3/1 1/0 4/5 2/1
3: 4/1 3/5 0/4 1/3 2/0 3/2 2/5 0/1
2: 1/1 5/5 4/4 3/3 0/0 2/2 5/5 1/1
1: 1/5 5/4 4/3 3/0 0/0 2/4 5/0 1/2"""),
    "4": ("A", "B", """
8: 0/3 . 2/2 . 1/0 . 2/1 .
7: . 0/0 . 1/1 . 3/3 . 0/0
6: 2/0 . 2/2 . 3/2 . 3/1 .
3: 0/1 . 1/1 . 1/3 . 3/2 .
2: . 0/0 . 2/2 . 3/3 . 0/0
1: 3/0 . 1/1 . 2/0 . 1/2 ."""),
    "4A": ("A", "A", """
8: 3/1 . 0/3 . 0/0 . 1/4 .
7: . 4/4 . 5/1 . 4/2 . 2/2
6: 4/5 . 2/0 . 3/3 . 0/5 .
3: 0/1 . 4/0 . 3/4 . 2/5 .
2: . 2/2 . 1/1 . 5/5 . 4/4
1: 2/3 . 5/3 . 0/0 . 1/2 ."""),
    "4B": ("B", "B", """
8: 2/1 . 3/4 . 0/0 . 4/5 .
7: . 5/5 . 5/2 . 1/4 . 1/1
6: 0/3 . 4/0 . 3/3 . 0/2 .
3: 5/0 . 1/3 . 1/5 . 0/1 .
2: . 1/1 . 4/4 . 2/2 . 5/5
1: 2/4 . 3/5 . 0/0 . 3/2 ."""),
    "5": ("A", "B", """
8: 1/1 4/3 3/2 0/0 0/0 1/4 2/1 2/2
7: 4/4 2/0 0/3 4/2 3/1 1/0 0/4 3/3
2: 1/1 3/0 0/1 1/2 4/3 2/0 0/4 2/2
1: 4/4 2/4 3/2 0/0 0/0 4/1 1/3 3/3"""),
    "7": ("A", "B", """
8: 0/0 2/2 4/3 4/4 1/1 2/0 3/3 1/0
7: 0/3 2/1 3/2 4/2 1/4 0/4 3/1 0/0
2: 0/0 1/3 2/0 2/4 4/1 4/3 1/2 3/0
1: 0/1 3/3 0/4 4/4 1/1 3/2 2/2 0/0"""),
}
"""The figures as printed (the digest's Appendix A), with the set of the upper and the lower half."""


def figure_rows(name: str) -> dict[int, list[Optional[tuple[int, int]]]]:
    """A figure's printed rows: rank -> eight (upper, lower) pairs or None."""
    _, _, text = FIGURES_TEXT[name]
    rows = {}
    for line in text.strip().splitlines():
        rank, _, cells = line.partition(":")
        row = []
        for word in cells.split():
            if word == ".":
                row.append(None)
            else:
                u, lo = (int(d) for d in word.split("/"))
                row.append((u, lo))
        rows[int(rank)] = row
    return rows


def _pool(set_: str, figure: str, half: str) -> list[Tile]:
    """The tiles a half of a figure is made of, to find each printed tile's identity in."""
    if figure in ("1A", "1B"):
        return list(group(set_, 0 if half == "upper" else 1))
    if figure in ("4A", "4B"):
        return list(reduced_group(set_, 0 if half == "upper" else 1))
    top = {"2": 4, "5": 4, "7": 4, "3": 5, "4": 3}[figure]
    return list(reduced_set(set_, top))


@lru_cache(maxsize=None)
def figure(name: str) -> dict[int, Piece]:
    """A printed start position: cell index (rank-major, a1 = 0, see ``field``) -> Piece.
    Raises ValueError when a printed tile is not in its half's set, is printed twice or points
    against its own arrow (none does: the tests hold every figure to this)."""
    upper_set, lower_set, _ = FIGURES_TEXT[name]
    out: dict[int, Piece] = {}
    pools = {"upper": _pool(upper_set, name, "upper"), "lower": _pool(lower_set, name, "lower")}
    for rank, row in figure_rows(name).items():
        half = "upper" if rank >= 5 else "lower"
        up = half == "lower"
        for f, printed in enumerate(row):
            if printed is None:
                continue
            u, lo = printed
            key = (min(u, lo), max(u, lo))
            pool = pools[half]
            match = next((t for t in pool if (t.a, t.b) == key), None)
            if match is None:
                raise ValueError(f"figure {name}: {u}/{lo} on rank {rank} is not in its set")
            pool.remove(match)
            piece = Piece(match, up)
            if (piece.upper, piece.lower) != (u, lo):
                raise ValueError(f"figure {name}: {u}/{lo} on rank {rank} points against its arrow")
            out[(rank - 1) * 8 + f] = piece
    return out


def figure_tiles(name: str, half: str) -> list[Tile]:
    """The tiles a half of a figure should hold exactly (for the tests)."""
    upper_set, lower_set, _ = FIGURES_TEXT[name]
    return sorted(_pool(upper_set if half == "upper" else lower_set, name, half))
