"""The state of an open-domino relocation or laying game, and what a deal shuffles (Qt-free data)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

from compendium.core.text import Text
from compendium.games.open_domino.equipment import Tile
from compendium.games.open_domino.field import Geometry
from compendium.games.od_placement.options import OdpOptions


@dataclass(frozen=True)
class PState:
    game: int
    opts: OdpOptions
    players: int
    phase: str
    mover: int
    geo: Geometry
    cells: tuple  # per cell a stack of Pieces, bottom first; () for an empty cell
    owners: tuple = ()  # ((set, group), seat) pairs; empty: nobody owns tiles
    supply: tuple = ()  # per seat (or one common, index 0) the face-down stack, top = last
    hands: tuple = ()  # per seat the tiles held
    aside: tuple = ()  # per seat the tiles put aside (could not be laid; game 30: waiting beside)
    taken: tuple = ()  # per seat the tiles it removed and is credited with
    flips: tuple = ()  # per seat the enemy tiles it turned face down
    out: tuple = ()  # per seat the tiles beyond the far edge
    left: tuple = ()  # seats out of the game, in the order they left: (seat, "won" | "lost")
    drawn: Optional[Tile] = None  # the tile turned up this turn, waiting to be laid
    opened: Optional[int] = None  # the cell of the tile opened this turn (leave it or relocate it)
    selector: Optional[Tile] = None  # game 21: the tile that chooses which tile moves
    first: int = 0  # who moved first (rounds: games 10, 13)
    moved: tuple = ()  # per seat: turns made
    passes: int = 0  # passes in a row
    quiet: int = 0  # moves in a row without progress
    relocations: int = 0  # relocations made this turn (game 32)
    plies: int = 0
    last: tuple = ()  # the last move's path of cells (OFF beyond the edge)
    ended: Optional[tuple] = None  # ("win", seat) | ("lose", seat) | ("draw",) | ("score",)
    reason: str = ""
    offer_from: Optional[int] = None
    offered_at: int = -1
    event: Optional[Text] = None
    data: tuple = ()  # small values of one game (see its Spec)

    @property
    def across(self) -> bool:
        return self.geo.files == 16

    def owner_of(self, tile: Tile) -> Optional[int]:
        """The seat a tile belongs to (None: anybody's)."""
        return _owner_map(self.owners).get((tile.set, tile.group))



@dataclass(frozen=True)
class Pool:
    """What one shuffle of a deal does: ``tiles`` in a random order go to ``cells`` (one each, in
    order), or to the face-down stack of seat ``stack`` (the last one dealt is the top), or to the
    hands (``hand``: dealt round the seats). ``face_up``: they lie open; ``arrows``: "owner" (seat 0's
    point up, seat 1's down, nobody's up), "random" (one more chance bit per tile)."""

    tiles: tuple
    cells: tuple = ()
    stack: Optional[int] = None
    hand: bool = False
    face_up: bool = True
    arrows: str = "owner"


@lru_cache(maxsize=64)
def _owner_map(owners: tuple) -> dict:
    return dict(owners)
