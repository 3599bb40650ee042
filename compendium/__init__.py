"""Dice & Domino Compendium: the games of a Russian encyclopedia of dice games, playable by a family."""

__version__ = "0.1.0"
