"""Thirteen ("Тринадцать"): rules, computer players, view and rules pages."""

from compendium.games.thirteen.plugin import plugin

__all__ = ["plugin"]
