"""The plugin of Pyaterka (Muggins, All Fives) and its variant All Threes."""

from __future__ import annotations

from pathlib import Path

from compendium.core.plugin import Plugin
from compendium.core.text import Text


def _rules():
    from compendium.games.muggins.rules import MugginsRules

    return MugginsRules()


def _make_ai(level: str, rules):
    from compendium.games.muggins.ai import make_player

    return make_player(level)


def _make_view(parent=None):
    from compendium.games.muggins.view import MugginsView

    return MugginsView(parent)


def _levels():
    from compendium.games.muggins.ai import LEVELS

    return list(LEVELS)


plugin = Plugin(
    id="muggins",
    make_rules=_rules,
    ai_levels=_levels(),
    make_ai=_make_ai,
    make_view=_make_view,
    folder=Path(__file__).resolve().parent,
    default_ai="simple",
    hint_level="strong",
    extra_columns=(("hands_won", Text("Hands won", "Выиграно конов")),
                   ("bonus", Text("Points from hands", "Очки за руки соперников"))),
    variants={"all-threes": {"multiple": 3}},
)
