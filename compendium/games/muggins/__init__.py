"""Pyaterka (Muggins, All Fives) and All Threes: rules, computer players and rules pages."""

from compendium.games.muggins.plugin import plugin

__all__ = ["plugin"]
