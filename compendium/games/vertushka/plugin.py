"""Vertushka's plugin object: what the application needs to offer, play and explain the game."""

from compendium.core.plugin import game_plugin
from compendium.core.text import Text

plugin = game_plugin(__package__, default_ai="perfect", hint_level="perfect",
                     extra_columns=(("exact", Text("Exact hits", "Точных попаданий")),))
