"""The plugin of Pyaterka (Muggins, All Fives) and its variant All Threes."""

from __future__ import annotations

from pathlib import Path

from compendium.core.plugin import Plugin, lazy, lazy_ai, resolve
from compendium.core.text import Text

plugin = Plugin(
    id="muggins",
    make_rules=lazy("compendium.games.muggins.rules:MugginsRules"),
    ai_levels=list(resolve("compendium.games.muggins.ai:LEVELS")),  # imports ai.py (and rules.py) now
    make_ai=lazy_ai("compendium.games.muggins.ai:make_player"),
    make_view=lazy("compendium.games.muggins.view:MugginsView"),
    folder=Path(__file__).resolve().parent,
    default_ai="simple",
    hint_level="strong",
    extra_columns=(("hands_won", Text("Hands won", "Выиграно конов")),
                   ("bonus", Text("Points from hands", "Очки за руки соперников"))),
    variants={"all-threes": {"multiple": 3}},
)
