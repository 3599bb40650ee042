"""Cross's plugin object: what the application needs to offer, play and explain the game."""

from __future__ import annotations

from pathlib import Path

from compendium.core.plugin import Plugin, lazy, lazy_ai, resolve
from compendium.core.text import Text

plugin = Plugin(
    id="cross",
    make_rules=lazy("compendium.games.cross.rules:CrossRules"),
    ai_levels=list(resolve("compendium.games.cross.ai:LEVELS")),  # imports ai.py (and rules.py) now
    make_ai=lazy_ai("compendium.games.cross.ai:make_player"),
    make_view=lazy("compendium.games.cross.view:CrossView"),
    folder=Path(__file__).resolve().parent,
    default_ai="counter",
    hint_level="counter",
    extra_columns=(
        ("penalties", Text("Penalties", "Штраф")),
        ("rounds_won", Text("Rounds won", "Выиграно кругов")),
        ("goat", Text("«Goat»", "«Козёл»")),
    ),
)
