"""Thirteen's plugin object: what the application needs to offer, play and explain the game."""

from __future__ import annotations

from pathlib import Path

from compendium.core.plugin import Plugin
from compendium.core.text import Text


def _rules():
    from compendium.games.thirteen.rules import ThirteenRules

    return ThirteenRules()


def _make_ai(level: str, rules):
    from compendium.games.thirteen.ai import make_player

    return make_player(level)


def _make_view(parent=None):
    from compendium.games.thirteen.view import ThirteenView

    return ThirteenView(parent)


def _levels():
    from compendium.games.thirteen.ai import LEVELS

    return list(LEVELS)


plugin = Plugin(
    id="thirteen",
    make_rules=_rules,
    ai_levels=_levels(),
    make_ai=_make_ai,
    make_view=_make_view,
    folder=Path(__file__).resolve().parent,
    default_ai="best",
    hint_level="best",
    extra_columns=(("hits", Text("Multiples hit", "Попаданий")),),
)
