"""Pig's solver and computer players: the published figure, the book's examples, legality."""

from __future__ import annotations

import random
from dataclasses import replace

import numpy as np
import pytest

from compendium.core.ai import Advice, Player
from compendium.core.plugin import AILevel
from compendium.core.text import Text
from compendium.games.pig import solver
from compendium.games.pig.ai import (
    LEVELS,
    EasyPlayer,
    KperPlayer,
    OptimalPlayer,
    easy_hold_at,
    gain_ratio,
    kper_end_race,
    kper_hold_at,
    make_player,
)
from compendium.games.pig.rules import (
    ONE,
    ROLL,
    STOP,
    TWO,
    TWO_SAME,
    PigRules,
    gain_distribution,
)

MODES = (ONE, TWO, TWO_SAME)


@pytest.fixture(scope="module")
def classic():
    """One die to 100, solved once for the whole module (well under a second)."""
    return solver.solve(100, ONE)


@pytest.fixture(scope="module")
def small_tables():
    """Small two-dice games, quick to solve, for the properties that do not need a big target."""
    return {mode: solver.solve(60, mode) for mode in MODES}


# --- the solver -----------------------------------------------------------------------------------

def test_published_first_player_chance(classic):
    # Neller and Presser: the optimal first player wins 53.06 % of games of one-die Pig to 100
    assert round(classic.W[0, 0], 4) == 0.5306
    assert classic.W.shape == (100, 100) and classic.W.dtype == np.float64


def _brute_force(target: int, dice: str) -> np.ndarray:
    """Plain value iteration over every (i, j, k), independent of the layered solver."""
    bust, dist = gain_distribution(dice)
    T = target
    P = np.zeros((T, T, T + 13))
    won = np.arange(T)[:, None] + np.arange(T + 13)[None, :] >= T  # (i, k)
    P[:, :, :][np.broadcast_to(won[:, None, :], P.shape)] = 1.0
    for _ in range(2000):
        old = P.copy()
        for i in range(T):
            for j in range(T):
                for k in range(T - i - 1, -1, -1):
                    roll = bust * (1 - P[j, i, 0]) + sum(p * P[i, j, k + g] for g, p in dist.items())
                    P[i, j, k] = roll if k == 0 else max(roll, 1 - P[j, i + k, 0])
        if np.max(np.abs(P - old)) < 1e-13:
            break
    return P[:, :, 0]


@pytest.mark.parametrize("dice,target", [(ONE, 12), (TWO, 20), (TWO_SAME, 18)])
def test_layers_agree_with_plain_value_iteration(dice, target):
    table = solver.solve(target, dice)
    assert np.max(np.abs(table.W - _brute_force(target, dice))) < 1e-10


def test_values_satisfy_the_equations(small_tables):
    # every state's value is the better of throwing and stopping, each computed from the table
    for dice, table in small_tables.items():
        bust, dist = gain_distribution(dice)
        T = table.target
        rng = random.Random(5)
        for _ in range(200):
            i, j = rng.randrange(T), rng.randrange(T)
            k = rng.randrange(0, T - i)
            r, s = table.values(i, j, k)
            expect = bust * (1 - table.W[j, i]) + sum(p * table.win_chance(i, j, k + g) if i + k + g < T else p
                                                      for g, p in dist.items())
            assert r == pytest.approx(expect, abs=1e-12)
            if k == 0:
                assert s is None and table.win_chance(i, j, 0) == pytest.approx(table.W[i, j], abs=1e-12)
            else:
                assert s == pytest.approx(1 - table.W[j, i + k], abs=1e-15)


def test_optimal_policy_is_sensible(classic):
    T = classic.target
    # a turn always starts with a throw; with the opponent one throw from victory, never stop short
    assert classic.should_roll(0, 0, 0)
    for i in range(0, 90, 7):
        assert classic.hold_at(i, 99) == T - i  # the opponent is about to win: throw to the end
    # the chance to win rises with one's own score and falls with the opponent's
    W = classic.W
    assert np.all(np.diff(W, axis=0) >= -1e-12)
    assert np.all(np.diff(W, axis=1) <= 1e-12)
    assert np.all((W > 0) & (W < 1))
    # the first player is favoured in every mode
    assert 0.5 < W[0, 0] < 0.6
    # with 99 and the opponent nowhere, stopping after any throw wins (a throw of 2+ reaches 100)
    assert classic.win_chance(99, 0, 0) == pytest.approx(5 / 6 + 1 / 6 * (1 - W[0, 99]), abs=1e-12)
    # at the start, stop at around 20 points (the expectation-maximising figure is 20)
    assert 18 <= classic.hold_at(0, 0) <= 26


def test_table_rejects_positions_outside_the_game(classic):
    with pytest.raises(ValueError):
        classic.win_chance(100, 0, 0)
    with pytest.raises(ValueError):
        solver.solve(5, ONE)
    with pytest.raises(ValueError):
        solver.solve(50, "three")


def test_win_chance_at_or_past_the_target_is_one(classic):
    assert classic.win_chance(90, 40, 10) == 1.0


# --- the cache and the command line --------------------------------------------------------------

@pytest.fixture
def cache(tmp_path):
    """An empty directory of our own (the shared conftest puts a data directory in tmp_path)."""
    d = tmp_path / "cache"
    d.mkdir()
    return d


def test_cache_round_trip(cache):
    tmp_path = cache
    first = solver.load_or_solve(30, TWO, tmp_path)
    files = list(tmp_path.iterdir())
    assert [f.name for f in files] == [solver.cache_name(30, TWO)]
    again = solver.load_or_solve(30, TWO, tmp_path)
    assert np.array_equal(first.W, again.W)
    assert again.target == 30 and again.dice == TWO


@pytest.mark.parametrize("damage", [b"", b"not a numpy file at all", "truncate", "wrong shape"])
def test_damaged_cache_is_ignored_and_rewritten(cache, damage):
    tmp_path = cache
    good = solver.solve(25, ONE)
    path = tmp_path / solver.cache_name(25, ONE)
    if damage == "truncate":
        solver.load_or_solve(25, ONE, tmp_path)
        path.write_bytes(path.read_bytes()[:200])
    elif damage == "wrong shape":
        np.save(path, np.zeros((3, 3)))
    else:
        path.write_bytes(damage)
    table = solver.load_or_solve(25, ONE, tmp_path)
    assert np.array_equal(table.W, good.W)
    with open(path, "rb") as fh:
        assert np.array_equal(np.load(fh), good.W)  # rewritten
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no temporary file left behind


def test_cache_directory_that_cannot_be_written_is_not_an_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    table = solver.load_or_solve(20, ONE, blocker / "cache")  # a directory cannot be made under a file
    assert table.W.shape == (20, 20)


def test_main_solve_prints_the_published_chance(capsys, tmp_path):
    assert solver.main_solve(["--dice", "1", "--target", "100"], cache_dir=tmp_path) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "0.5306"
    assert len(lines) >= 2 and "first player" in lines[1]
    # the second run reads the cache
    assert solver.main_solve(["pig", "--dice", "1"], cache_dir=tmp_path) == 0
    assert capsys.readouterr().out.splitlines()[0] == "0.5306"


def test_main_solve_rejects_bad_arguments(capsys):
    assert solver.main_solve(["--dice", "3"]) == 2
    assert solver.main_solve(["--dice", "1", "--target", "5"]) == 2


# --- strategies ----------------------------------------------------------------------------------

def test_kper_book_examples():
    assert kper_hold_at(30, 50) == 23  # opponent 50, you 30: 21 + 2
    assert kper_hold_at(50, 30) == 19  # opponent 30, you 50: 21 - 2 (toward zero, not floor)
    assert kper_hold_at(40, 40) == 21
    assert kper_hold_at(45, 30) == 20  # -15/8 = -1.875 -> -1
    assert kper_end_race(100, ONE) == 71


def test_kper_end_race_rolls_on():
    assert kper_hold_at(71, 10) == 29  # your own 71: throw until 100
    assert kper_hold_at(10, 71) == 90  # the opponent's 71: the same
    assert kper_hold_at(70, 70) == 21  # 70 is not yet the end race
    rules = PigRules()
    state = rules.new_match(2, {"dice": ONE, "target": 100})
    state = replace(state, scores=(72, 20), series=27, throws=((6,),) * 4 + ((3,),))
    assert KperPlayer().choose(rules, state, 0, random.Random(1)) == ROLL
    state = replace(state, scores=(20, 75), series=60, throws=((6,),) * 10)
    assert KperPlayer().choose(rules, state, 0, random.Random(1)) == ROLL
    state = replace(state, scores=(30, 50), series=23, throws=((5,),) * 4 + ((3,),))
    assert KperPlayer().choose(rules, state, 0, random.Random(1)) == STOP


def test_kper_leading_opponent_among_several():
    rules = PigRules()
    state = rules.new_match(3, {"dice": ONE, "target": 100})
    state = replace(state, scores=(30, 10, 50), series=22, throws=((6,),) * 3 + ((4,),))
    advice = KperPlayer().advise(rules, state, 0)
    assert advice.action == ROLL  # 22 < 23: keeps pace with the leader at 50, not with the 10
    state = replace(state, scores=(30, 10, 74))
    assert KperPlayer().advise(rules, state, 0).action == ROLL


def test_scaled_strategies():
    assert gain_ratio(ONE) == pytest.approx(1.0)
    assert gain_ratio(TWO) == pytest.approx(7.5 / 4)
    assert gain_ratio(TWO_SAME) == pytest.approx(7 / 4)
    assert easy_hold_at(ONE) == 20 and easy_hold_at(TWO) == 38 and easy_hold_at(TWO_SAME) == 35
    assert kper_hold_at(100, 100, 200, TWO) == 40  # ceil(21 * 1.875)
    assert kper_end_race(200, TWO) == 146  # 200 - 29 * 1.875 = 145.6
    for dice in MODES:
        for target in (10, 50, 200, 1000):
            for me in range(0, target, max(1, target // 17)):
                for opp in range(0, target, max(1, target // 13)):
                    n = kper_hold_at(me, opp, target, dice)
                    assert 1 <= n <= target - me


# --- players ------------------------------------------------------------------------------------

def _random_states(rules, rng, dice, target, players, overtaking=False, count=150):
    """Random positions where some seat has to decide (with and without a series)."""
    base = rules.new_match(players, {"dice": dice, "target": target, "overtaking": overtaking})
    for _ in range(count):
        scores = tuple(rng.randrange(target) for _ in range(players))
        seat = rng.randrange(players)
        room = target - scores[seat] - 1
        throws = ()
        series = 0
        if room >= 2 and rng.random() < 0.8:
            # a series of non-"чирик" throws that stays under the target
            while True:
                throw = tuple(rng.randint(1, 6) for _ in range(base.n_dice))
                if dice == ONE and throw[0] == 1 or dice == TWO and throw[0] == 1 \
                        or dice == TWO_SAME and throw[0] == throw[1]:
                    continue
                if series + sum(throw) > room:
                    break
                throws += (throw,)
                series += sum(throw)
                if rng.random() < 0.3:
                    break
        yield replace(base, scores=scores, player=seat, series=series, throws=throws), seat


@pytest.mark.parametrize("dice", MODES)
def test_every_level_plays_only_legal_actions(dice, classic, small_tables, tmp_path):
    rules = PigRules()
    rng = random.Random(2024)
    target = 100 if dice == ONE else 60
    players = {level.key: make_player(level.key, cache_dir=tmp_path) for level in LEVELS}
    for p in players.values():
        if isinstance(p, OptimalPlayer):  # reuse the module's tables instead of solving again
            p._tables[(target, dice)] = classic if dice == ONE else small_tables[dice]
    for n_players, overtaking in ((2, False), (3, False), (2, True), (1, False)):
        for state, seat in _random_states(rules, rng, dice, target, n_players, overtaking):
            legal = rules.legal_actions(state, seat)
            for key, player in players.items():
                action = player.choose(rules, state, seat, rng)
                assert action in legal, (key, state)
                advice = player.advise(rules, state, seat)
                assert isinstance(advice, Advice) and advice.action == action
                assert advice.why.en and advice.why.ru
                if key == "optimal" and n_players == 2 and not overtaking:
                    assert advice.win_chance is not None and 0 <= advice.win_chance <= 1
                else:
                    assert advice.win_chance is None


def test_players_refuse_when_there_is_nothing_to_decide():
    rules = PigRules()
    state = replace(rules.new_match(2, {"dice": ONE, "target": 100}), rolling=True)
    with pytest.raises(ValueError):
        EasyPlayer().choose(rules, state, 0, random.Random(0))
    with pytest.raises(ValueError):
        KperPlayer().choose(rules, rules.new_match(2, {"dice": ONE}), 1, random.Random(0))


def test_optimal_advice_names_the_chances(classic):
    rules = PigRules()
    player = OptimalPlayer()
    player._tables[(100, ONE)] = classic
    state = rules.new_match(2, {"dice": ONE, "target": 100})
    advice = player.advise(rules, state, 0)
    assert advice.action == ROLL and advice.win_chance == pytest.approx(0.5306, abs=5e-5)
    assert "53" in advice.why.en and "53" in advice.why.ru
    # a big series at the start: stop, and say both chances
    state = replace(state, series=30, throws=((6,), (6,), (6,), (6,), (6,)))
    advice = player.advise(rules, state, 0)
    assert advice.action == STOP
    assert advice.why.en.startswith("Stop") and advice.why.ru.startswith("Хватит")
    assert "%" in advice.why.en and advice.win_chance == pytest.approx(1 - classic.W[0, 30])
    # the second seat reads the table from its own side
    state = replace(rules.new_match(2, {"dice": ONE, "target": 100}), scores=(40, 10), player=1)
    assert player.advise(rules, state, 1).win_chance == pytest.approx(classic.W[10, 40])
    # overtaking or more players: keep pace, and say so
    state = rules.new_match(2, {"dice": ONE, "target": 100, "overtaking": True})
    assert "overtaking" in player.advise(rules, state, 0).why.en
    state = rules.new_match(3, {"dice": ONE, "target": 100})
    assert "two players" in player.advise(rules, state, 0).why.en


def test_optimal_player_prepares_and_caches(tmp_path):
    player = make_player("optimal", cache_dir=tmp_path)
    assert isinstance(player, OptimalPlayer) and not player._tables  # nothing solved at creation
    table = player.prepare_table(40, TWO_SAME)
    assert (tmp_path / solver.cache_name(40, TWO_SAME)).exists()
    assert player.table(40, TWO_SAME) is table
    other = OptimalPlayer(cache_dir=tmp_path, target=40, dice=TWO_SAME)
    assert np.array_equal(other.prepare_table().W, table.W)


def test_levels_and_factory():
    assert [lv.key for lv in LEVELS] == ["easy", "kper", "optimal"]
    for lv in LEVELS:
        assert isinstance(lv, AILevel) and isinstance(lv.name, Text) and lv.about.en and lv.about.ru
        player = make_player(lv.key)
        assert isinstance(player, Player) and player.level == lv.key
    with pytest.raises(ValueError):
        make_player("grandmaster")


def test_optimal_beats_easy_in_self_play(small_tables):
    """Matches played through the real rules: the perfect player wins clearly more often."""
    rules = PigRules()
    rng = random.Random(7)
    optimal = OptimalPlayer()
    optimal._tables[(60, TWO)] = small_tables[TWO]
    easy = EasyPlayer()
    wins = 0
    games = 300
    for g in range(games):
        seats = (optimal, easy) if g % 2 == 0 else (easy, optimal)
        state = rules.new_match(2, {"dice": TWO, "target": 60})
        while not rules.is_over(state):
            mover = rules.to_move(state)
            if mover == -1:
                outcomes = rules.chance_outcomes(state)
                action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
            else:
                action = seats[mover].choose(rules, rules.view_for(state, mover), mover, rng)
            state = rules.apply(state, action)
        wins += seats[state.winner] is optimal
    assert wins / games > 0.53
