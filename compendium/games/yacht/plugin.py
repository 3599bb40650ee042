"""Yacht's plugin object: what the application needs to offer, play and explain the game."""

from __future__ import annotations

from pathlib import Path

from compendium.core.plugin import AILevel, Plugin, lazy
from compendium.core.text import Text


def _make_ai(level: str, rules):
    from compendium.games.yacht.ai import make_player
    from compendium.storage.paths import cache_dir

    return make_player(level, cache_dir=cache_dir())


# The levels are listed here, not imported from ai.py, so that showing them does not import numpy.
LEVELS = [
    AILevel("greedy", Text("Greedy", "Жадный"),
            Text("Plays each turn for the most points it can write at its end, whichever line that uses up.",
                 "Каждый ход стремится записать как можно больше очков, не думая, какую графу тратит.")),
    AILevel("steady", Text("Steady", "Расчётливый"),
            Text("Plays each turn exactly, and counts a line it uses up at what that line usually brings.",
                 "Точно разыгрывает ход и учитывает, сколько обычно приносит графа, которую тратит.")),
    AILevel("best", Text("Best", "Сильнейший"),
            Text("Maximises its expected final score: every throw, kept die and line is weighed against the "
                 "exact value of the lines left, solved in advance for the whole game.",
                 "Добивается наибольшего ожидаемого итога: каждый бросок, каждая оставленная кость и графа "
                 "взвешены по точной ценности оставшихся граф, рассчитанной заранее для всей игры.")),
]

plugin = Plugin(
    id="yacht",
    make_rules=lazy("compendium.games.yacht.rules:YachtRules"),
    ai_levels=LEVELS,
    make_ai=_make_ai,
    make_view=lazy("compendium.games.yacht.view:YachtView"),
    folder=Path(__file__).resolve().parent,
    default_ai="best",
    hint_level="best",
    extra_columns=(
        ("yacht", Text("Yachts", "Яхты")),
        ("first_throw", Text("Doubled", "Вдвойне")),
        ("school", Text("School", "Школа")),
    ),
)
