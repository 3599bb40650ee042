"""Categor's plugin object: the base game and every playable variant of the book's list, each a
set of options of the one engine (``variants``: catalog id -> options)."""

from __future__ import annotations

from pathlib import Path

from compendium.core.plugin import Plugin
from compendium.core.text import Text


def _rules():
    from compendium.games.categor.rules import CategorRules

    return CategorRules()


def _make_ai(level: str, rules):
    from compendium.games.categor.ai import make_player

    return make_player(level)


def _make_view(parent=None):
    from compendium.games.categor.view import CategorView

    return CategorView(parent)


def _levels():
    from compendium.games.categor.ai import LEVELS

    return list(LEVELS)


def _variants():
    from compendium.games.categor.rules import VARIANTS

    return dict(VARIANTS)


plugin = Plugin(
    id="categor",
    make_rules=_rules,
    ai_levels=_levels(),
    make_ai=_make_ai,
    make_view=_make_view,
    folder=Path(__file__).resolve().parent,
    default_ai="expert",
    hint_level="expert",
    extra_columns=(("columns", Text("Columns won", "Взято столбцов")),),
    variants=_variants(),
)
