"""Yacht's computer players: the dice tables, the solved game checked against a plain recursion and
against play, sensible decisions, advice, legality, caching and decision time."""

import random
import statistics
import time
from dataclasses import replace
from functools import lru_cache
from itertools import combinations, product

import numpy as np
import pytest
from play_helpers import computer_moves, play_to_end

from compendium.core.ai import Advice, Player
from compendium.core.plugin import AILevel
from compendium.core.rules import CHANCE
from compendium.core.text import Text
from compendium.games.yacht import ai
from compendium.games.yacht.plugin import plugin
from compendium.games.yacht.rules import (
    LINES,
    ROLL,
    YachtRules,
    keep_action,
    line_score,
    score_action,
)


@pytest.fixture(scope="module")
def best():
    player = ai.BestPlayer()
    player.table(True, False)
    return player


def play_turns(rules, state, seat_players, rng):
    """Plays a match to its end; returns the final state."""
    return play_to_end(rules, state, computer_moves(rules, seat_players, rng), rng)


# --- the tables -------------------------------------------------------------------------------------

def test_dice_tables():
    d = ai.dice()
    assert len(d.outcomes) == 252 and d.p.sum() == pytest.approx(1)
    assert len(d.keeps) == 210 and d.keeps[0] == ()
    assert np.allclose(d.move.sum(axis=1), 1)
    assert np.allclose(d.move[0], d.p)  # keeping nothing is a fresh throw of five
    # the best keep a throw allows is the best over its different sub-sets of 0..4 dice
    values = np.random.default_rng(1).normal(size=(3, len(d.keeps)))
    best = ai.best_keep(values)
    for i, out in enumerate(d.outcomes):
        allowed = [d.keeps.index(tuple(sorted(c))) for n in range(5) for c in combinations(out, n)]
        assert np.array_equal(best[:, i], values[:, allowed].max(axis=1))


def _brute_single_line(line: str, double: bool, loose: bool) -> float:
    """The best average score of one turn played for ``line`` alone, by plain recursion over ordered dice."""

    @lru_cache(maxsize=None)
    def keep_value(keep: tuple, throws_after: int) -> float:
        n = 5 - len(keep)
        total = sum(position(tuple(sorted(keep + fresh)), throws_after) for fresh in product(range(1, 7), repeat=n))
        return total / 6 ** n

    @lru_cache(maxsize=None)
    def position(dice: tuple, throws: int) -> float:
        value = line_score(line, dice, throws == 1, double, loose)
        if throws < 3:
            for n in range(5):
                for kept in combinations(dice, n):
                    value = max(value, keep_value(tuple(sorted(kept)), throws + 1))
        return value

    return keep_value((), 1)


@pytest.mark.parametrize("double, loose", [(True, False), (False, True)])
@pytest.mark.slow
def test_solver_agrees_with_a_plain_recursion_on_one_line_games(double, loose):
    V = ai.solve(double, loose)
    worth = ai.line_worth(double, loose)
    for i, line in enumerate(LINES):
        expected = _brute_single_line(line, double, loose)
        assert V[1 << i] == pytest.approx(expected, abs=1e-9)
        assert worth[i] == pytest.approx(expected, abs=1e-9)


@pytest.mark.slow
def test_solved_value_is_what_the_best_player_scores(best):
    """The expected final score the table promises is what the best player makes in play."""
    rules = YachtRules()
    promised = best.table(True, False)[ai.FULL]
    rng = random.Random(3)
    scores = [rules.result(play_turns(rules, rules.new_match(1), [best], rng)).scores[0] for _ in range(150)]
    spread = statistics.stdev(scores) / len(scores) ** 0.5
    assert abs(statistics.mean(scores) - promised) < 4 * spread
    # and the table is the Bellman fixed point: each set of free lines is worth its best turn plus the rest
    V = best.table(True, False)
    for mask in (ai.FULL, 0b101010101010101, 0b11, 1 << 14):
        after = np.array([V[mask ^ (1 << i)] if mask >> i & 1 else -np.inf for i in range(15)])
        assert ai.plan_turn(after, True, False).start == pytest.approx(V[mask])


@pytest.mark.slow
def test_levels_are_ordered_in_strength(best):
    """The same dice for every level (common random numbers): best >= steady > greedy on average."""
    rules = YachtRules()
    means = {}
    for player in (ai.GreedyPlayer(), ai.SteadyPlayer(), best):
        rng = random.Random(5)
        means[player.level] = statistics.mean(
            rules.result(play_turns(rules, rules.new_match(1), [player], rng)).scores[0] for _ in range(60))
    assert means["best"] > means["greedy"] + 10 and means["steady"] > means["greedy"] + 5


# --- decisions ---------------------------------------------------------------------------------------

def state_with(rules, values, throws, free=LINES, options=None):
    s = rules.new_match(2, options)
    sheet = tuple(None if line in free else 0 for line in LINES)
    return replace(s, sheets=(sheet, s.sheets[1]), dice=tuple(values), throws=throws)


@pytest.mark.parametrize("level", ["greedy", "steady", "best"])
def test_obvious_decisions(level, best):
    rules = YachtRules()
    player = best if level == "best" else ai.make_player(level)
    rng = random.Random(0)
    # a first-throw yacht of sixes: 110 points at once
    assert player.choose(rules, state_with(rules, (6,) * 5, 1), 0, rng) == score_action("yacht")
    # four sixes on the second throw with the yacht free: keep them (80 with one chance in six)
    assert player.choose(rules, state_with(rules, (6, 6, 2, 6, 6), 2), 0, rng) == keep_action((6, 6, 6, 6))
    # the last throw: the best line for the dice
    s = state_with(rules, (2, 3, 4, 5, 6), 3, free=("big-straight", "chance", "1"))
    assert player.choose(rules, s, 0, rng) == score_action("big-straight")
    # a turn starts with a throw
    assert player.choose(rules, rules.new_match(2), 0, rng) == ROLL


def test_best_keeps_lines_open_when_greedy_does_not(best):
    """A poor last throw: greedy takes the most points now, best pays a cheap line instead."""
    rules = YachtRules()
    s = state_with(rules, (1, 1, 3, 5, 6), 3)
    greedy = ai.GreedyPlayer().choose(rules, s, 0, random.Random(0))
    assert greedy == score_action("chance")  # 16 now, the most this throw can write
    choice = best.choose(rules, s, 0, random.Random(0))
    assert choice != greedy
    assert choice.verb == "score" and str(choice.args[0]) in ("yacht", "1", "big-straight", "small-straight")


def test_advice_is_bilingual_and_names_the_expected_total(best):
    rules = YachtRules()
    s = state_with(rules, (6, 6, 2, 6, 6), 2)
    advice = best.advise(rules, s, 0)
    assert isinstance(advice, Advice) and advice.action == keep_action((6, 6, 6, 6))
    assert advice.why.en.startswith("Keep 6–6–6–6 and throw the other 1") and "Ожидаемый итог" in advice.why.ru
    s = state_with(rules, (6,) * 5, 1)
    advice = best.advise(rules, s, 0)
    assert advice.why.en.startswith("Write 110 in «Yacht».") and "110" in advice.why.ru
    assert ai.GreedyPlayer().advise(rules, rules.new_match(1), 0).why.en.startswith("Throw the dice.")
    with pytest.raises(ValueError):
        best.advise(rules, rules.new_match(2), 1)  # not this seat's turn


@pytest.mark.parametrize("options", [{}, {"double": False}, {"loose": True}])
def test_every_level_moves_legally_in_every_variant(options, tmp_path):
    rules = YachtRules()
    rng = random.Random(9)
    seats = [ai.GreedyPlayer(), ai.SteadyPlayer(), ai.BestPlayer(tmp_path)]
    state = play_turns(rules, rules.new_match(3, options), seats, rng)
    assert rules.is_over(state)


def test_best_table_is_cached_and_a_damaged_cache_is_solved_again(tmp_path, monkeypatch):
    V = ai.load_or_solve(False, True, tmp_path)
    path = tmp_path / ai.table_name(False, True)
    assert path.exists()
    solved = []
    monkeypatch.setattr(ai, "solve", lambda double, loose: solved.append(1) or V + 1)
    assert np.array_equal(ai.load_or_solve(False, True, tmp_path), V) and not solved  # read, not solved
    path.write_bytes(b"damaged")
    assert np.array_equal(ai.load_or_solve(False, True, tmp_path), V + 1) and solved == [1]
    assert np.array_equal(np.load(path), V + 1)  # written anew


def test_levels_and_factory():
    assert [lv.key for lv in ai.LEVELS] == ["greedy", "steady", "best"] == [lv.key for lv in plugin.ai_levels]
    for lv in ai.LEVELS:
        assert isinstance(lv, AILevel) and isinstance(lv.name, Text) and lv.about.en and lv.about.ru
        player = ai.make_player(lv.key)
        assert isinstance(player, Player) and player.level == lv.key
    assert plugin.default_ai in {lv.key for lv in ai.LEVELS} and plugin.hint_level == "best"
    with pytest.raises(ValueError):
        ai.make_player("grandmaster")


def test_median_decision_time(best):
    """Well under the half second the application allows (typically a fraction of a millisecond)."""
    rules = YachtRules()
    rng = random.Random(1)
    state = rules.new_match(2)
    times = []
    while not rules.is_over(state):
        mover = rules.to_move(state)
        if mover == CHANCE:
            state = rules.apply(state, rules.sample_chance(state, rng))
            continue
        start = time.perf_counter()
        action = best.choose(rules, rules.view_for(state, mover), mover, rng)
        times.append(time.perf_counter() - start)
        state = rules.apply(state, action)
    assert statistics.median(times) < 0.05
