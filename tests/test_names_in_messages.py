"""Names, never seat numbers: every line a rules engine writes into the log of a match (in English
and in Russian) speaks of the players by their names once the interface has put them in place of
the seat references (core/text.py ``seat_ref`` / ``name_seats``)."""

import random
import re

import pytest
from play_helpers import play_to_end

from compendium.core import registry
from compendium.core.text import name_seats

GAMES = sorted(registry.playable_ids())
NAMES = ["Anna", "Boris", "Vera", "Gleb"]
SEAT_WORDS = re.compile(r"\bseats?\b|\bмест[оаы]?\b|#\d", re.IGNORECASE)


@pytest.mark.parametrize("gid", GAMES)
def test_every_log_line_names_the_players(gid):
    plugin = registry.load(gid)
    rules = plugin.rules
    presets = ([values for _, values in rules.presets()] or [{}]) if gid == plugin.id else [plugin.variants[gid]]
    rng = random.Random(11)
    lines = 0
    for values in presets:
        least, most = rules.player_range(values)
        n = max(least, min(3, most if most is not None else 3))
        options = rules.resolve_options(values)
        names = NAMES[:n]

        def check(state, action, names=names, values=values):
            nonlocal lines
            text = rules.describe(state, action)
            for lang in ("en", "ru"):
                shown = name_seats(text.get(lang), names)
                assert not SEAT_WORDS.search(shown), f"{gid} {values}: {shown!r}"
                lines += 1

        play_to_end(rules, rules.new_match(n, options), lambda s, seat: rng.choice(rules.legal_actions(s, seat)),
                    rng, each=check)
    assert lines > 0
