"""Categor's computer players: legal moves in every variant, sensible choices, quick decisions."""

import random
import statistics
from dataclasses import replace

import pytest
from play_helpers import computer_moves, play_to_end

from compendium.core.actions import Action
from compendium.games.categor.ai import (
    LEVELS,
    make_player,
    order_stats,
    throw_dist,
)
from compendium.games.categor.rules import (
    AGAIN,
    DASH,
    CategorRules,
    catalog_variants,
    variant_options,
)

VARIANTS = catalog_variants()  # the catalog's variants of Categor: id -> options

PLAYERS = {"categor-fir-tree": 2, "categor-competition": 4, "categor-olympic": 4, "categor-pairs": 4,
           "categor-pairs-cancelling": 4, "categor-pairs-capture": 4}


@pytest.fixture(scope="module")
def rules():
    return CategorRules()


def self_play(rules, variant, levels, seed, timings=None):
    rng = random.Random(seed)
    s = rules.new_match(len(levels), variant_options(variant))
    players = [make_player(level) for level in levels]
    return play_to_end(rules, s, computer_moves(rules, players, rng, timings), rng)


@pytest.mark.parametrize("variant", ["categor", *VARIANTS])
def test_both_levels_play_every_variant_legally(rules, variant):
    n = PLAYERS.get(variant, 3)
    levels = [LEVELS[i % 2].key for i in range(n)]
    s = self_play(rules, variant, levels, seed=len(variant))
    assert rules.is_over(s)


def test_order_statistics_of_two_dice():
    dist = throw_dist("sum")
    assert abs(sum(p for _, p in dist) - 1) < 1e-9 and dict(dist)[7] == pytest.approx(6 / 36)
    top, low = order_stats(dist, 2)
    assert dict(top)[12] == pytest.approx(1 - (35 / 36) ** 2)  # the larger of two throws
    assert dict(low)[2] == pytest.approx(1 - (35 / 36) ** 2)
    assert throw_dist("product", 3) == ((3, 1 / 6), (6, 1 / 6), (9, 1 / 6), (12, 1 / 6), (15, 1 / 6), (18, 1 / 6))


def test_expert_keeps_a_poor_throw_out_of_the_valuable_columns(rules):
    s = rules.apply(rules.new_match(3), Action("dice", (1, 1)))
    action = make_player("expert").choose(rules, s, 0, random.Random(0))
    assert action.args[0] <= 3
    s = rules.apply(rules.new_match(3), Action("dice", (6, 6)))
    action = make_player("expert").choose(rules, s, 0, random.Random(0))
    assert action.args[0] >= 8


def test_expert_takes_a_column_it_can_win_outright(rules):
    # Seat 0 has columns 1 and 12 free; seat 1 wrote 12 in column 1 and 5 in column 12.
    s = rules.new_match(2)
    row0 = tuple((None,) if c in (0, 11) else (7,) for c in range(12))
    row1 = tuple((12,) if c == 0 else (5,) if c == 11 else (7,) for c in range(12))
    s = replace(s, cells=(row0, row1))
    s = rules.apply(s, Action("dice", (3, 3)))
    assert make_player("expert").choose(rules, s, 0, random.Random(0)) == Action("write", (12,))
    advice = make_player("expert").advise(rules, s, 0)
    assert "100%" in advice.why.en


def test_expert_spends_spare_throws_on_poor_throws_only(rules):
    s = rules.apply(rules.new_match(2, variant_options("categor-limited-throws")), Action("dice", (1, 1)))
    assert make_player("expert").choose(rules, s, 0, random.Random(0)) == AGAIN
    s = rules.apply(rules.new_match(2, variant_options("categor-limited-throws")), Action("dice", (6, 5)))
    assert make_player("expert").choose(rules, s, 0, random.Random(0)) != AGAIN


def test_expert_in_power_gives_up_cheap_columns_rather_than_valuable_ones(rules):
    for seed in range(3):
        s = self_play(rules, "categor-power", ["expert", "expert"], seed=seed)
        for r in range(2):
            numbers = [e[0] for e in s.cells[r] if e[0] > 0]
            assert numbers == sorted(numbers, reverse=True) and len(set(numbers)) == len(numbers)
            dashes = [c for c in range(12) if s.cells[r][c][0] == DASH]
            assert len([c for c in dashes if c < 6]) >= len([c for c in dashes if c >= 6])


def test_advice_explains_itself(rules):
    s = rules.apply(rules.new_match(2), Action("dice", (4, 5)))
    for level in LEVELS:
        advice = make_player(level.key).advise(rules, s, 0)
        assert advice.action in rules.legal_actions(s, 0)
        assert "9" in advice.why.en and advice.why.ru


def test_expert_beats_the_simple_player(rules):
    points = {"expert": 0, "simple": 0}
    for game in range(8):
        levels = ["expert", "simple"] if game % 2 == 0 else ["simple", "expert"]
        s = self_play(rules, "categor", levels, seed=100 + game)
        for seat, score in enumerate(rules.result(s).scores):
            points[levels[seat]] += score
    assert points["expert"] > points["simple"]


def test_decisions_are_quick(rules):
    """Median decision time of the expert over matches of several variants (measured here at well
    under 50 ms; the limit is 0.5 s)."""
    timings = []
    for variant in ("categor", "categor-super", "categor-power", "categor-pairs"):
        n = PLAYERS.get(variant, 3)
        self_play(rules, variant, ["expert"] * n, seed=1, timings=timings)
    assert statistics.median(timings) < 0.5
