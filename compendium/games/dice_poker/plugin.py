"""Dice poker's plugin object: what the application needs to offer, play and explain the game."""

from __future__ import annotations

from pathlib import Path

from compendium.core.plugin import Plugin
from compendium.core.text import Text


def _rules():
    from compendium.games.dice_poker.rules import DicePokerRules

    return DicePokerRules()


def _make_ai(level: str, rules):
    from compendium.games.dice_poker.ai import make_player

    return make_player(level)


def _make_view(parent=None):
    from compendium.games.dice_poker.view import DicePokerView

    return DicePokerView(parent)


def _levels():
    from compendium.games.dice_poker.ai import LEVELS

    return list(LEVELS)


plugin = Plugin(
    id="dice-poker",
    make_rules=_rules,
    ai_levels=_levels(),
    make_ai=_make_ai,
    make_view=_make_view,
    folder=Path(__file__).resolve().parent,
    default_ai="strong",
    hint_level="strong",
    extra_columns=(("total", Text("Total points", "Сумма очков")),),
)
