"""Yacht ("Яхта"): rules, computer players, view and rules pages."""

from compendium.games.yacht.plugin import plugin

__all__ = ["plugin"]
