"""The plugin of Pyaterka (Muggins, All Fives); All Threes is a catalog entry of this engine."""

from compendium.core.plugin import game_plugin
from compendium.core.text import Text

plugin = game_plugin(__package__, default_ai="simple", hint_level="strong", extra_columns=(
    ("hands_won", Text("Hands won", "Выиграно конов")),
    ("bonus", Text("Points from hands", "Очки за руки соперников")),
))
