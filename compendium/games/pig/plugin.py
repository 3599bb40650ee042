"""Pig's plugin object: what the application needs to offer, play and explain the game."""

from compendium.core import config
from compendium.core.plugin import game_plugin
from compendium.core.text import Text


def _make_ai(level: str, rules=None):
    """The optimal player keeps its solved tables in the cache folder the application gave."""
    from compendium.games.pig.ai import make_player

    return make_player(level, cache_dir=config.cache_dir())


plugin = game_plugin(__package__, default_ai="kper", hint_level="optimal", make_ai=_make_ai,
                     extra_columns=(("burned", Text("Lost to pig-outs", "Сгорело на «чириках»")),))
