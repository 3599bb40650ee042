"""General ("Генерал"): rules, computer players, view and rules pages. Golden General
(``compendium.games.golden_general``) plays with the same rules, players and view modules."""

from compendium.games.general.plugin import plugin

__all__ = ["plugin"]
