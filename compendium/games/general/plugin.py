"""General's plugin object. Golden General is an engine of its own (``compendium.games.golden_general``)
that plays with this folder's rules, computer players and view."""

from compendium.core.plugin import game_plugin
from compendium.core.text import Text


def _make_ai(level: str, rules=None):
    from compendium.games.general.ai import make_player

    return make_player(level, False)


plugin = game_plugin(__package__, default_ai="strong", hint_level="strong", make_ai=_make_ai,
                     extra_columns=(("served", Text("First throw", "С 1-го броска")),))
