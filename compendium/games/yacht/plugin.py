"""Yacht's plugin object: what the application needs to offer, play and explain the game."""

from compendium.core import config
from compendium.core.plugin import game_plugin
from compendium.core.text import Text


def _make_ai(level: str, rules=None):
    """The best player keeps its solved table in the cache folder the application gave."""
    from compendium.games.yacht.ai import make_player

    return make_player(level, cache_dir=config.cache_dir())


plugin = game_plugin(__package__, default_ai="best", hint_level="best", make_ai=_make_ai,
                     extra_columns=(
                         ("yacht", Text("Yachts", "Яхты")),
                         ("first_throw", Text("Doubled", "Вдвойне")),
                         ("school", Text("Ones to sixes", "Школа")),
                     ))
