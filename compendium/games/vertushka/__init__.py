"""Vertushka ("Вертушка"): rules, computer players, view and rules pages."""

from compendium.games.vertushka.plugin import plugin

__all__ = ["plugin"]
