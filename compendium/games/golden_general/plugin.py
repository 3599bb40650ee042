"""Golden General's plugin object: General's engine with its golden rules, players and view."""

from pathlib import Path

from compendium.core.plugin import game_plugin, read_levels
from compendium.core.text import Text


def _make_ai(level: str, rules=None):
    from compendium.games.general.ai import make_player

    return make_player(level, True)


plugin = game_plugin(__package__, default_ai="strong", hint_level="strong", make_ai=_make_ai,
                     rules="compendium.games.general.rules:GoldenGeneralRules",
                     levels=read_levels(Path(__file__).parent.parent / "general"),
                     view="compendium.games.general.view:GoldenGeneralView",
                     extra_columns=(("generals", Text("Generals", "«Генералы»")),))
