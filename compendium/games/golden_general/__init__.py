"""Golden General ("Золотой генерал"): its plugin and rules pages; the rules, computer players and
view are General's (``compendium.games.general``), which plays both games."""

from compendium.games.golden_general.plugin import plugin

__all__ = ["plugin"]
