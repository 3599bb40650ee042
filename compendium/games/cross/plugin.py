"""Cross's plugin object: what the application needs to offer, play and explain the game."""

from compendium.core.plugin import game_plugin
from compendium.core.text import Text

plugin = game_plugin(__package__, default_ai="counter", hint_level="counter", extra_columns=(
    ("penalties", Text("Penalties", "Штраф")),
    ("rounds_won", Text("Rounds won", "Выиграно кругов")),
    ("goat", Text("Goat", "«Козёл»")),
))
