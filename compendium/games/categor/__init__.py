"""Categor ("Катего") and its variants: rules, computer players, view and rules pages."""

from compendium.games.categor.plugin import plugin

__all__ = ["plugin"]
