"""What the catalog knows of a game (Qt-free), apart from its rules: a module of its own so that
the catalog and the rules contract can both use it without importing each other."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from compendium.core.text import Text


@dataclass(frozen=True)
class GameInfo:
    """What the catalog and the sidebar know of a game, without importing its code."""

    id: str
    name: Text
    category: str  # "1".."23" for the book's categories, or a section id ("domino", ...)
    players: str = "~"  # as the book writes it: "~" any number, "2", "2-4"
    players_min: int = 1
    players_max: Optional[int] = None  # None: any number
    dice: str = ""
    chips: str = ""
    page: Optional[int] = None
    difficulty: str = ""  # I..V
    pace: str = ""  # А, Б or В
    author: bool = False  # invented by the book's author (+)
    simultaneous: bool = False  # "!!!"
    no_dice: bool = False  # "*": playable without dice
    source: str = ""
    playable: bool = False
    variant_of: Optional[str] = None
    note: Optional[Text] = None  # what is known of a game whose rules are not in the sources
    blurb: Optional[Text] = None  # one line for the start page's card of a playable game
    picture: tuple[str, ...] = ()  # the card's art: paths in compendium/assets ("dice/die-5.svg")
    see_also: tuple[str, ...] = ()  # ids of related games, linked from the game's page

    def allows_players(self, n: int) -> bool:
        return n >= self.players_min and (self.players_max is None or n <= self.players_max)
