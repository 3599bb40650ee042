"""Cribbage and its variants (six-, five- and seven-card, three and four players, partners, losing
cribbage, cribbage with muggins): one engine, the variant fixed by each catalog entry."""

from compendium.core.plugin import game_plugin

plugin = game_plugin(__package__, default_ai="medium", hint_level="strong")
