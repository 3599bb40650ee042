"""Pig's plugin object: what the application needs to offer, play and explain the game."""

from __future__ import annotations

from pathlib import Path

from compendium.core.plugin import Plugin, lazy, resolve
from compendium.core.text import Text


def _make_ai(level: str, rules):
    from compendium.games.pig.ai import make_player
    from compendium.storage.paths import cache_dir

    return make_player(level, cache_dir=cache_dir())


plugin = Plugin(
    id="pig",
    make_rules=lazy("compendium.games.pig.rules:PigRules"),
    ai_levels=list(resolve("compendium.games.pig.ai:LEVELS")),  # imports ai.py (and rules.py) now
    make_ai=_make_ai,
    make_view=lazy("compendium.games.pig.view:PigView"),
    folder=Path(__file__).resolve().parent,
    default_ai="kper",
    hint_level="optimal",
    extra_columns=(("burned", Text("Burned on «чирик»", "Сгорело на «чириках»")),),
)
