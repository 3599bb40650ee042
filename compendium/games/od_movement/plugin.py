"""The plugin of the open-domino movement games 1–9: the catalog's ``open-domino-01`` … ``-09`` are
this engine with ``{"game": N}``."""

from compendium.core.plugin import game_plugin
from compendium.core.text import Text

plugin = game_plugin(__package__, default_ai="medium", hint_level="strong", extra_columns=(
    ("removed", Text("Removed", "Снято")),
))
