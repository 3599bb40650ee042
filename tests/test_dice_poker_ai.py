"""Dice poker's computer players: always legal, sensible in clear cases, stronger at the strong
level, and quick."""

import math
import random
import statistics
import time
from dataclasses import replace

import pytest
from play_helpers import dice, finish_match

from compendium.core.actions import Action
from compendium.core.match import Match
from compendium.games.dice_poker.ai import (
    LEVELS,
    first_stage_values,
    make_player,
    ordinary_hands,
    school_excess,
    solo,
)
from compendium.games.dice_poker.rules import (
    RANKING,
    SCHOOL,
    STAND,
    THROW,
    DicePokerRules,
    Variant,
)


@pytest.fixture(scope="module")
def rules():
    return DicePokerRules()


def computer_match(rules, options, levels, seed, check=None):
    rng = random.Random(seed)
    m = Match.new(rules, "dice-poker", [{"kind": "computer", "name": lv} for lv in levels], options, seed=seed)
    players = [make_player(lv) for lv in levels]

    def choose(state, seat):
        action = players[seat].choose(rules, rules.view_for(state, seat), seat, rng)
        if check:
            check(state, seat, action)
        return action

    return finish_match(m, choose)


def test_levels_are_offered():
    assert [lv.key for lv in LEVELS] == ["simple", "strong"]
    with pytest.raises(ValueError):
        make_player("perfect")


@pytest.mark.parametrize("preset", range(5))
def test_computer_players_never_choose_an_illegal_action(rules, preset):
    options = rules.presets()[preset][1]
    seen = []

    def check(state, seat, action):
        assert action in rules.legal_actions(state, seat)
        seen.append(action.verb)

    for seed in range(2):
        computer_match(rules, options, ["strong", "simple", "strong"], seed=seed, check=check)
    assert "throw" in seen and set(seen) <= {"throw", "score", "stand"}
    assert ("score" in seen) == (options["mode"] != RANKING)


def test_advice_has_a_reason_in_both_languages(rules):
    for options in ({}, {"mode": RANKING}):
        s = rules.apply(rules.apply(rules.new_match(2, options), THROW), dice(2, 2, 5, 6, 6))
        for level in ("simple", "strong"):
            advice = make_player(level).advise(rules, s, 0)
            assert advice.action in rules.legal_actions(s, 0)
            assert advice.why.en and advice.why.ru


def test_strong_takes_a_poker_on_the_first_throw(rules):
    s = rules.new_match(1)
    s = replace(s, sheets=(tuple(0 if line in SCHOOL else None for line in s.lines),))
    s = rules.apply(rules.apply(s, THROW), dice(6, 6, 6, 6, 6))
    assert make_player("strong").choose(rules, s, 0, random.Random(1)) == Action("score", ("poker",))


def test_strong_keeps_four_sixes_in_the_first_stage(rules):
    s = rules.apply(rules.apply(rules.new_match(1), THROW), dice(6, 6, 2, 6, 6))
    assert make_player("strong").choose(rules, s, 0, random.Random(1)) == Action("throw", (3,))


def test_strong_puts_a_poor_last_throw_where_it_hurts_least(rules):
    # first stage, no throws left, 1 2 3 5 6: one of each; ones lose least (-2)
    s = rules.new_match(1)
    for throw in (THROW, dice(1, 2, 3, 5, 6), Action("throw", (1,)), dice(1), Action("throw", (1,)), dice(1)):
        s = rules.apply(s, throw)
    assert make_player("strong").choose(rules, s, 0, random.Random(1)) == Action("score", ("ones",))


def test_ranking_strong_stands_on_a_winning_hand_and_chases_a_losing_one(rules):
    s = rules.new_match(2, {"mode": RANKING})
    s = rules.apply(rules.apply(rules.apply(rules.apply(s, THROW), dice(2, 2, 3, 4, 6)), STAND), THROW)
    strong = make_player("strong")
    # seat 1 has seen a pair of twos: a full house beats it
    won = rules.apply(s, dice(5, 5, 5, 1, 1))
    assert strong.choose(rules, won, 1, random.Random(1)) == STAND
    lost = rules.apply(s, dice(1, 3, 4, 5, 6))  # highest points loses to the pair: throw again
    assert strong.choose(rules, lost, 1, random.Random(1)).verb == "throw"


def test_ordinary_hands_are_a_distribution():
    keys, dist = ordinary_hands("total")
    assert abs(sum(dist.values()) - 1) < 1e-9 and keys == sorted(dist)


def test_turn_estimates_are_sound():
    v = Variant()
    # a turn spent on sixes: each die ends a six with chance 1 - (5/6)^3, so the mean is 6 x (5p - 3)
    p = 1 - (5 / 6) ** 3
    assert solo(v, "sixes")[0] == pytest.approx(6 * (5 * p - 3))
    excess = school_excess(v.school)
    assert excess[("ones",)] == pytest.approx(0, abs=1e-9)
    assert excess[tuple(SCHOOL)] > excess[("fives", "sixes")] > 0  # choosing among more rows gains more


def test_first_stage_solution_for_the_last_row():
    # With only sixes left, keeping every six is best: each die ends a six with chance p, so the
    # count is binomial, and the bonus comes when the total reaches 0.
    lo, values = first_stage_values("classic", 50, False)
    p = 1 - (5 / 6) ** 3
    for total in (-20, -6, 0, 5):
        expected = sum(math.comb(5, n) * p ** n * (1 - p) ** (5 - n)
                       * ((n - 3) * 6 + (50 if total + (n - 3) * 6 >= 0 else 0)) for n in range(6))
        assert values[("sixes",)][total - lo] == pytest.approx(expected)
    everything = values[tuple(SCHOOL)]
    assert all(a <= b + 1e-9 for a, b in zip(everything, everything[1:]))  # more points so far never hurt


@pytest.mark.slow
def test_strong_scores_more_over_whole_matches(rules):
    totals = {"strong": [], "simple": []}
    for seed in range(6):
        m = computer_match(rules, {}, ["strong", "simple"], seed)
        for seat, level in enumerate(("strong", "simple")):
            totals[level].append(rules.totals(m.state)[seat])
    assert sum(totals["strong"]) > sum(totals["simple"])


@pytest.mark.parametrize("options", [{}, {"mode": RANKING}, {"saved_throws": True, "school": "no_plus"}])
def test_decisions_are_quick(rules, options):
    times = []
    strong = make_player("strong")
    for seed in range(2):
        m = computer_match(rules, options, ["strong", "strong"], seed)
        for k in range(len(m.record.actions)):
            before = m.state_before(k)
            if rules.to_move(before) >= 0 and before.throws:
                t = time.perf_counter()
                strong.choose(rules, before, rules.to_move(before), random.Random(k))
                times.append(time.perf_counter() - t)
    assert statistics.median(times) < 0.5
