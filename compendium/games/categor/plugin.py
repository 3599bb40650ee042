"""Categor's plugin object. Its variants are the catalog's entries whose engine is "categor"."""

from compendium.core.plugin import game_plugin
from compendium.core.text import Text

plugin = game_plugin(__package__, default_ai="expert", hint_level="expert",
                     extra_columns=(("columns", Text("Columns won", "Взято столбцов")),))
