"""The plugin of English checkers (catalog id ``checkers``)."""

from compendium.core.plugin import game_plugin
from compendium.core.text import Text

plugin = game_plugin(__package__, default_ai="medium", hint_level="strong", extra_columns=(
    ("men", Text("Men", "Простые")),
    ("kings", Text("Kings", "Дамки")),
))
