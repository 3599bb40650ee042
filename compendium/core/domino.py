"""The shared domino kernel (Qt-free): the 28 tiles 0-6, dealing, and a layout of lines that may
become a cross at a spinner double, with its open ends and their sum.

Geometry (the domino view follows it):

- The first tile is the centre. Its ``inner`` half faces west and its ``outer`` half east (a tile
  played as ``centre`` lies high half west: ``play 5:3 centre`` shows 5 to the west, 3 to the east).
- ``west`` and ``east`` grow from the centre along the line of play; each ``Placed`` tile touches
  the one before it with ``inner`` and shows ``outer`` outwards.
- The spinner is the first double (``spinner_rule="placed"``, Muggins) or the first double closed
  on both sides (``spinner_rule="closed"``, Cross). Once it has tiles on both of its line sides,
  the arms ``north`` and ``south`` open on it; an empty side counts 0 and takes a tile matching
  the spinner. ``spinner = ("east", 2)`` means the third tile of the east arm: north and south
  then branch from that tile.
- Doubles lie across the line and count both halves while they stand at an end. A lone first
  double counts both halves once (5:5 alone -> 10: its west and east ends count 5 each).
- ``sealed`` arms end in a double laid upside down (an optional Cross rule): nothing more may be
  played there and their end no longer counts.

The deal is a chance action holding the whole order of the 28 tiles (``deal 5:5 3:1 ...``), so a
record replays exactly; drawing from the boneyard takes the next tile of that order.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Iterable, Optional, Sequence

from compendium.core.actions import Action
from compendium.core.rules import IllegalAction
from compendium.core.text import Text

Tile = tuple[int, int]

ALL_TILES: tuple[Tile, ...] = tuple((a, b) for a in range(7) for b in range(a + 1))  # (0,0), (1,0), (1,1) ... (6,6)

ARMS = ("west", "east", "north", "south")
CENTRE = "centre"
ARM_NAMES: dict[str, Text] = {
    "west": Text("left", "налево"),
    "east": Text("right", "направо"),
    "north": Text("up", "вверх"),
    "south": Text("down", "вниз"),
}

SPINNER_PLACED = "placed"  # the first double laid becomes the spinner
SPINNER_CLOSED = "closed"  # the first double with tiles on both sides becomes the spinner


class DominoError(IllegalAction, ValueError):
    """A tile or a move the layout refuses; ``text`` says why in both languages."""

    def __init__(self, text: Text):
        super().__init__(text)
        self.args = (text.en, text)


def arm_text(arm: str) -> Text:
    """An arm's name for messages, also for the centre."""
    return ARM_NAMES.get(arm) or Text("in the centre", "в центр")


# --- tiles ------------------------------------------------------------------------------------
def tile(a: int, b: int) -> Tile:
    """The tile with halves a and b, high half first."""
    for v in (a, b):
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 6:
            raise DominoError(Text(f"A domino half shows 0 to 6 pips, not {v}.",
                                   f"На половинке кости от 0 до 6 очков, а не {v}."))
    return (a, b) if a >= b else (b, a)


def parse_tile(text: str) -> Tile:
    """"5:3", "3:5", "5-3", "5 3" or "53" -> (5, 3)."""
    s = str(text).strip()
    for sep in (":", "-", "/", " "):
        if sep in s:
            parts = [p for p in s.split(sep) if p.strip()]
            break
    else:
        parts = list(s)
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        raise DominoError(Text(f"«{s}» is not a domino: write its two halves, e.g. 5:3.",
                               f"«{s}» — не кость домино: напишите две половинки, например 5:3."))
    return tile(int(parts[0]), int(parts[1]))


def tile_text(t: Tile) -> str:
    return f"{t[0]}:{t[1]}"


def is_double(t: Tile) -> bool:
    return t[0] == t[1]


def pips(t: Tile) -> int:
    return t[0] + t[1]


def hand_pips(hand: Iterable[Tile]) -> int:
    return sum(pips(t) for t in hand)


# --- the layout -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Placed:
    tile: Tile
    inner: int  # the half touching the tile before it (for the centre tile: the west half)
    outer: int  # the half facing outwards (for the centre tile: the east half)

    @property
    def double(self) -> bool:
        return self.tile[0] == self.tile[1]


@dataclass(frozen=True)
class End:
    arm: str
    value: int  # what a tile must match to be played here
    double: bool  # the end tile is a double standing across: it counts both halves
    count: int  # what this end adds to the sum of the ends


@dataclass(frozen=True)
class Layout:
    first: Optional[Placed] = None
    west: tuple[Placed, ...] = ()
    east: tuple[Placed, ...] = ()
    north: tuple[Placed, ...] = ()
    south: tuple[Placed, ...] = ()
    spinner: Optional[tuple[str, int]] = None  # ("centre", 0) or (arm, index in that arm)
    use_spinner: bool = True  # False: "without a cross", a plain line with two ends
    spinner_rule: str = SPINNER_PLACED
    sealed: tuple[str, ...] = ()  # arms closed by a double laid upside down

    def is_empty(self) -> bool:
        return self.first is None

    def arm(self, name: str) -> tuple[Placed, ...]:
        return getattr(self, name) if name in ARMS else ()

    def tiles(self) -> tuple[Tile, ...]:
        if self.first is None:
            return ()
        return (self.first.tile,) + tuple(p.tile for a in ARMS for p in self.arm(a))

    def spinner_tile(self) -> Optional[Tile]:
        placed = self._spinner_placed()
        return placed.tile if placed else None

    def _spinner_placed(self) -> Optional[Placed]:
        if self.spinner is None:
            return None
        where, i = self.spinner
        return self.first if where == CENTRE else self.arm(where)[i]

    def _closed_at(self, where: str, i: int) -> bool:
        """Whether the tile at (where, i) has tiles on both of its line sides."""
        if where == CENTRE:
            return bool(self.west) and bool(self.east)
        return len(self.arm(where)) > i + 1

    def cross_open(self) -> bool:
        return self.use_spinner and self.spinner is not None and self._closed_at(*self.spinner)

    def open_ends(self) -> tuple[End, ...]:
        if self.first is None:
            return ()
        ends = []
        lone = not self.west and not self.east
        for name in ("west", "east"):
            arm = self.arm(name)
            if arm:
                p, v = arm[-1], arm[-1].outer
            else:
                p, v = self.first, (self.first.inner if name == "west" else self.first.outer)
            if p.double:
                count = v if lone else 2 * v  # a lone first double counts its two halves once
            else:
                count = v
            ends.append(End(name, v, p.double, count))
        if self.cross_open():
            sv = self._spinner_placed().tile[0]
            for name in ("north", "south"):
                arm = self.arm(name)
                if arm:
                    ends.append(End(name, arm[-1].outer, arm[-1].double, arm[-1].outer * (2 if arm[-1].double else 1)))
                else:
                    ends.append(End(name, sv, False, 0))
        return tuple(e for e in ends if e.arm not in self.sealed)

    def ends_sum(self) -> int:
        return sum(e.count for e in self.open_ends())

    def fits(self, t: Tile) -> tuple[str, ...]:
        if self.first is None:
            return (CENTRE,)
        if t in self.tiles():
            return ()
        return tuple(e.arm for e in self.open_ends() if e.value in t)

    def play(self, t: Tile, arm: str, seal: bool = False) -> "Layout":
        """The layout with ``t`` played on ``arm`` (``centre`` for the first tile); ``seal`` lays a
        double upside down, closing that arm."""
        t = tile(*t)
        if t in self.tiles():
            raise DominoError(Text(f"{tile_text(t)} is already on the table.", f"{tile_text(t)} уже на столе."))
        if self.first is None:
            if arm != CENTRE:
                raise DominoError(Text("The first tile goes in the centre.", "Первая кость кладётся в центр."))
            out = replace(self, first=Placed(t, t[0], t[1]))
            if self.use_spinner and self.spinner_rule == SPINNER_PLACED and is_double(t):
                out = replace(out, spinner=(CENTRE, 0))
            return out
        end = next((e for e in self.open_ends() if e.arm == arm), None)
        if end is None:
            raise DominoError(Text(f"There is no open end {arm_text(arm).en} now.",
                                   f"Сейчас нет открытого конца {arm_text(arm).ru}."))
        if end.value not in t:
            raise DominoError(Text(f"{tile_text(t)} does not fit the {end.value} {arm_text(arm).en}.",
                                   f"{tile_text(t)} не подходит к {end.value} {arm_text(arm).ru}."))
        if seal and not is_double(t):
            raise DominoError(Text("Only a double can be laid upside down.",
                                   "Перевёрнутым можно положить только дубль."))
        other = t[1] if t[0] == end.value else t[0]
        out = replace(self, **{arm: self.arm(arm) + (Placed(t, end.value, other),)})
        if seal:
            out = replace(out, sealed=out.sealed + (arm,))
        if out.use_spinner and out.spinner is None:
            out = out._with_new_spinner(arm)
        return out

    def _with_new_spinner(self, arm: str) -> "Layout":
        """Names the spinner after a tile was played on ``arm``, if this play made one."""
        if arm in ("north", "south"):
            return self
        pos = (arm, len(self.arm(arm)) - 1)
        if self.spinner_rule == SPINNER_PLACED:
            return replace(self, spinner=pos) if self.arm(arm)[-1].double else self
        # "closed": the double this tile was played against now has tiles on both sides
        if len(self.arm(arm)) == 1:
            return replace(self, spinner=(CENTRE, 0)) if self.first.double and self._closed_at(CENTRE, 0) else self
        before = (arm, len(self.arm(arm)) - 2)
        return replace(self, spinner=before) if self.arm(arm)[-2].double else self


# --- dealing ----------------------------------------------------------------------------------
def shuffled(rng: random.Random) -> tuple[Tile, ...]:
    """A random order of the 28 tiles."""
    order = list(ALL_TILES)
    rng.shuffle(order)
    return tuple(order)


def deal_action(order: Sequence[Tile]) -> Action:
    return Action("deal", tuple(tile_text(t) for t in order))


def order_from_action(action: Action) -> tuple[Tile, ...]:
    """The order of the 28 tiles a ``deal`` action holds; refuses anything else."""
    if action.verb != "deal":
        raise DominoError(Text("The tiles must be dealt now.", "Сейчас нужно раздать кости."))
    order = tuple(parse_tile(str(a)) for a in action.args)
    if len(order) != len(ALL_TILES) or set(order) != set(ALL_TILES):
        raise DominoError(Text("A deal must list each of the 28 tiles once.",
                               "Раздача должна перечислить каждую из 28 костей по одному разу."))
    return order


def deal(order: Sequence[Tile], players: int, per_hand: int = 7) -> tuple[tuple[tuple[Tile, ...], ...], tuple[Tile, ...]]:
    """(hands, boneyard): hand i takes tiles i*per_hand ... of the order; the rest is the boneyard
    in the order it will be drawn."""
    if players * per_hand > len(order):
        raise ValueError("not enough tiles for these hands")
    hands = tuple(tuple(order[i * per_hand:(i + 1) * per_hand]) for i in range(players))
    return hands, tuple(order[players * per_hand:])


def deal_unseen(unseen: Sequence[Tile], seats: Sequence[int], sizes, voids, rng: random.Random,
                tries: int = 20) -> tuple[dict, tuple[Tile, ...]]:
    """One deal of the ``unseen`` tiles to the hands of ``seats`` and the boneyard that keeps what is
    known: ``sizes[s]`` tiles for seat s, none with a value in ``voids[s]`` (values it was seen to
    lack). A world for a determinised search (``compendium.core.search.determinized``). Seats
    with the most known voids are dealt first; after ``tries`` failed deals the voids are ignored.
    Returns ({seat: hand}, boneyard)."""
    for _ in range(tries):
        pool = list(unseen)
        rng.shuffle(pool)
        hands = {}
        ok = True
        for s in sorted(seats, key=lambda s: -len(voids[s])):
            allowed = [x for x in pool if x[0] not in voids[s] and x[1] not in voids[s]]
            if len(allowed) < sizes[s]:
                ok = False
                break
            hands[s] = tuple(allowed[:sizes[s]])
            taken = set(hands[s])
            pool = [x for x in pool if x not in taken]
        if ok:
            return hands, tuple(pool)
    pool = list(unseen)
    rng.shuffle(pool)
    hands, k = {}, 0
    for s in seats:
        hands[s] = tuple(pool[k:k + sizes[s]])
        k += sizes[s]
    return hands, tuple(pool[k:])
