"""Names, never seat numbers: every line a rules engine writes into the log of a match (in English
and in Russian) speaks of the players by their names once the interface has put them in place of
the seat references (core/text.py ``seat_ref`` / ``name_seats``)."""

import re

import pytest
from play_helpers import random_log_lines

from compendium.core import registry
from compendium.core.text import name_seats

GAMES = sorted(registry.playable_ids())
NAMES = ["Anna", "Boris", "Vera", "Gleb"]
SEAT_WORDS = re.compile(r"\bseats?\b|\bмест[оаы]?\b|#\d", re.IGNORECASE)


@pytest.mark.parametrize("gid", GAMES)
def test_every_log_line_names_the_players(gid):
    lines = 0
    for values, names, text in random_log_lines(gid, 11, NAMES):
        for lang in ("en", "ru"):
            shown = name_seats(text.get(lang), names)
            assert not SEAT_WORDS.search(shown), f"{gid} {values}: {shown!r}"
            lines += 1
    assert lines > 0
