"""The plugin of nardy (engine ``nardy``): the catalog's ``short-nardy`` and ``long-nardy`` are this
engine with ``{"variant": "short"}`` and ``{"variant": "long"}``."""

from compendium.core.plugin import game_plugin

plugin = game_plugin(__package__, default_ai="medium", hint_level="strong")
