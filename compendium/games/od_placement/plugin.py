"""The plugin of the open-domino relocation and laying games 10–32: the catalog's ``open-domino-10`` …
``-32`` are this engine with ``{"game": N}``."""

from compendium.core.plugin import game_plugin
from compendium.core.text import Text

plugin = game_plugin(__package__, default_ai="medium", hint_level="strong", extra_columns=(
    ("removed", Text("Removed", "Снято")),
))
