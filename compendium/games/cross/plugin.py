"""Cross's plugin object: what the application needs to offer, play and explain the game."""

from __future__ import annotations

from pathlib import Path

from compendium.core.plugin import Plugin
from compendium.core.text import Text


def _rules():
    from compendium.games.cross.rules import CrossRules

    return CrossRules()


def _make_ai(level: str, rules):
    from compendium.games.cross.ai import make_player

    return make_player(level)


def _make_view(parent=None):
    from compendium.games.cross.view import CrossView

    return CrossView(parent)


def _levels():
    from compendium.games.cross.ai import LEVELS

    return list(LEVELS)


plugin = Plugin(
    id="cross",
    make_rules=_rules,
    ai_levels=_levels(),
    make_ai=_make_ai,
    make_view=_make_view,
    folder=Path(__file__).resolve().parent,
    default_ai="counter",
    hint_level="counter",
    extra_columns=(
        ("penalties", Text("Penalties", "Штраф")),
        ("rounds_won", Text("Rounds won", "Выиграно кругов")),
        ("goat", Text("«Goat»", "«Козёл»")),
    ),
)
