"""Open domino on the field, the relocation and laying games 10–32 (source 003): one engine,
``od-placement``; a catalog entry chooses the game with ``{"game": N}``."""

from compendium.games.od_placement.plugin import plugin

__all__ = ["plugin"]
