"""Dice poker ("Покер на костях"): rules, computer players, view and rules pages."""

from compendium.games.dice_poker.plugin import plugin

__all__ = ["plugin"]
