"""Pig's plugin object: what the application needs to offer, play and explain the game."""

from __future__ import annotations

from pathlib import Path

from compendium.core.plugin import Plugin
from compendium.core.text import Text


def _rules():
    from compendium.games.pig.rules import PigRules

    return PigRules()


def _make_ai(level: str, rules):
    from compendium.games.pig.ai import make_player
    from compendium.storage.paths import cache_dir

    return make_player(level, cache_dir=cache_dir())


def _make_view(parent=None):
    from compendium.games.pig.view import PigView

    return PigView(parent)


def _levels():
    from compendium.games.pig.ai import LEVELS

    return list(LEVELS)


plugin = Plugin(
    id="pig",
    make_rules=_rules,
    ai_levels=_levels(),
    make_ai=_make_ai,
    make_view=_make_view,
    folder=Path(__file__).resolve().parent,
    default_ai="kper",
    hint_level="optimal",
    extra_columns=(("burned", Text("Burned on «чирик»", "Сгорело на «чириках»")),),
)
