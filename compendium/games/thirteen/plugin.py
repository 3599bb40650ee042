"""Thirteen's plugin object: what the application needs to offer, play and explain the game."""

from __future__ import annotations

from pathlib import Path

from compendium.core.plugin import Plugin, lazy, lazy_ai, resolve
from compendium.core.text import Text

plugin = Plugin(
    id="thirteen",
    make_rules=lazy("compendium.games.thirteen.rules:ThirteenRules"),
    ai_levels=list(resolve("compendium.games.thirteen.ai:LEVELS")),  # imports ai.py (and rules.py) now
    make_ai=lazy_ai("compendium.games.thirteen.ai:make_player"),
    make_view=lazy("compendium.games.thirteen.view:ThirteenView"),
    folder=Path(__file__).resolve().parent,
    default_ai="best",
    hint_level="best",
    extra_columns=(("hits", Text("Multiples hit", "Попаданий")),),
)
