"""Vertushka's plugin object: what the application needs to offer, play and explain the game."""

from __future__ import annotations

from pathlib import Path

from compendium.core.plugin import Plugin, lazy, lazy_ai, resolve
from compendium.core.text import Text

plugin = Plugin(
    id="vertushka",
    make_rules=lazy("compendium.games.vertushka.rules:VertushkaRules"),
    ai_levels=list(resolve("compendium.games.vertushka.ai:LEVELS")),  # imports ai.py (and rules.py) now
    make_ai=lazy_ai("compendium.games.vertushka.ai:make_player"),
    make_view=lazy("compendium.games.vertushka.view:VertushkaView"),
    folder=Path(__file__).resolve().parent,
    default_ai="perfect",
    hint_level="perfect",
    extra_columns=(("exact", Text("Exact hits", "Точных попаданий")),),
)
