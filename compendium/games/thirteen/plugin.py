"""Thirteen's plugin object: what the application needs to offer, play and explain the game."""

from compendium.core.plugin import game_plugin
from compendium.core.text import Text

plugin = game_plugin(__package__, default_ai="best", hint_level="best",
                     extra_columns=(("hits", Text("Multiples hit", "Попаданий")),))
