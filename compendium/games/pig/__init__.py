"""Pig ("Свинья"): rules, computer players, view and rules pages."""

from compendium.games.pig.plugin import plugin

__all__ = ["plugin"]
