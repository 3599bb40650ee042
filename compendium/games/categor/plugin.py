"""Categor's plugin object: the base game and every playable variant of the book's list, each a
set of options of the one engine (``variants``: catalog id -> options)."""

from __future__ import annotations

from pathlib import Path

from compendium.core.plugin import Plugin, lazy, lazy_ai, resolve
from compendium.core.text import Text

plugin = Plugin(
    id="categor",
    make_rules=lazy("compendium.games.categor.rules:CategorRules"),
    ai_levels=list(resolve("compendium.games.categor.ai:LEVELS")),  # imports ai.py (and rules.py) now
    make_ai=lazy_ai("compendium.games.categor.ai:make_player"),
    make_view=lazy("compendium.games.categor.view:CategorView"),
    folder=Path(__file__).resolve().parent,
    default_ai="expert",
    hint_level="expert",
    extra_columns=(("columns", Text("Columns won", "Взято столбцов")),),
    variants=dict(resolve("compendium.games.categor.rules:VARIANTS")),
)
