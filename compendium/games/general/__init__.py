"""General ("Генерал") and Golden General ("Золотой генерал"): one engine, two plugins."""

from compendium.games.general.plugin import golden, plugin

__all__ = ["golden", "plugin"]
