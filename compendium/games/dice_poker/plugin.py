"""Dice poker's plugin object: what the application needs to offer, play and explain the game."""

from __future__ import annotations

from pathlib import Path

from compendium.core.plugin import Plugin, lazy, lazy_ai, resolve
from compendium.core.text import Text

plugin = Plugin(
    id="dice-poker",
    make_rules=lazy("compendium.games.dice_poker.rules:DicePokerRules"),
    ai_levels=list(resolve("compendium.games.dice_poker.ai:LEVELS")),  # imports ai.py (and rules.py) now
    make_ai=lazy_ai("compendium.games.dice_poker.ai:make_player"),
    make_view=lazy("compendium.games.dice_poker.view:DicePokerView"),
    folder=Path(__file__).resolve().parent,
    default_ai="strong",
    hint_level="strong",
    extra_columns=(("total", Text("Total points", "Сумма очков")),),
)
