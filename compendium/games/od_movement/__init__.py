"""Open domino on the field: the movement games 1–9 (one engine, nine catalog entries)."""

from compendium.games.od_movement.plugin import plugin

__all__ = ["plugin"]
