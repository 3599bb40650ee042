"""Issue 12: a computer player's one-time work (solved tables) is done by ``Player.prepare`` ahead
of its first decision and kept in the cache folder under a version key; a second preparation is
instant, and a new version key makes it build the tables again."""

from __future__ import annotations

import time

import numpy as np
import pytest

from compendium.core import config, registry
from compendium.core.ai import Player, as_player


@pytest.fixture
def cache(tmp_path):
    before = config.cache_dir()
    folder = tmp_path / "cache"
    folder.mkdir()
    config.configure(cache_dir=folder)
    yield folder
    config.configure(cache_dir=before)


def start_view(game: str, options=None, players: int = 2, seat: int = 0):
    plugin = registry.load(game)
    rules = plugin.rules
    state = rules.new_match(players, rules.resolve_options(options or registry.options(game)))
    return plugin, rules, rules.view_for(state, seat)


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


# --- the contract --------------------------------------------------------------------------------------
def test_a_player_without_preparations_is_always_prepared():
    class Plain(Player):
        def choose(self, rules, view, seat, rng):
            return None

    player = Plain()
    assert player.is_prepared(None, None, 0) is True
    assert player.prepare(None, None, 0) is None


def test_an_adapted_player_passes_the_preparation_on():
    calls = []

    class Bare:  # only choose and prepare, no Player base
        def choose(self, rules, view, seat, rng):
            return None

        def prepare(self, rules, view, seat):
            calls.append(seat)

    player = as_player(Bare())
    assert not player.is_prepared(None, None, 1)  # it cannot tell: the controller prepares it
    player.prepare(None, None, 1)
    assert calls == [1]

    class Unprepared:
        def choose(self, rules, view, seat, rng):
            return None

    assert as_player(Unprepared()).is_prepared(None, None, 1)


def test_every_level_tells_at_once_whether_it_is_prepared():
    """The controller asks on the GUI thread: the answer must not do the work."""
    for game in ("pig", "general", "golden-general", "yacht", "dice-poker", "vertushka", "thirteen", "cross",
                 "muggins", "categor"):
        plugin, rules, view = start_view(game)
        for level in plugin.ai_levels:
            player = as_player(plugin.make_ai(level.key, rules))
            start = time.perf_counter()
            answer = player.is_prepared(rules, view, 0)
            assert isinstance(answer, bool) and time.perf_counter() - start < 0.05, (game, level.key)


# --- Yacht: the solved table -----------------------------------------------------------------------------
@pytest.fixture
def yacht_fresh(cache, monkeypatch):
    """Yacht's best player as in a new process: no table in memory, an empty cache folder."""
    from compendium.games.yacht import ai

    monkeypatch.setattr(ai, "_TABLES", {})
    return ai


def test_yacht_best_prepares_its_table_into_the_cache_folder(yacht_fresh, cache):
    ai = yacht_fresh
    plugin, rules, view = start_view("yacht")
    player = plugin.make_ai("best", rules)
    assert not player.is_prepared(rules, view, 0)
    player.prepare(rules, view, 0)
    assert player.is_prepared(rules, view, 0)
    path = cache / ai.table_name(view.double, view.loose)
    assert path.exists() and ai.TABLE_FORMAT and f"-v{ai.TABLE_FORMAT}-" in path.name
    assert timed(lambda: player.prepare(rules, view, 0)) < 0.01  # a second preparation is instant
    # a new process reads the table instead of solving it
    ai._TABLES.clear()
    solved = []
    original = ai.solve
    ai.solve = lambda *a, **k: solved.append(a) or original(*a, **k)
    try:
        other = plugin.make_ai("best", rules)
        assert not other.is_prepared(rules, view, 0)
        other.prepare(rules, view, 0)
        assert not solved and other.is_prepared(rules, view, 0)
        assert np.array_equal(other.table(view.double, view.loose), np.load(path))
    finally:
        ai.solve = original


def test_yacht_a_new_table_version_solves_again(yacht_fresh, cache, monkeypatch):
    ai = yacht_fresh
    plugin, rules, view = start_view("yacht")
    solved = []
    monkeypatch.setattr(ai, "solve", lambda double, loose: solved.append(1) or np.arange(ai.FULL + 1, dtype=float))
    plugin.make_ai("best", rules).prepare(rules, view, 0)
    assert solved == [1]
    ai._TABLES.clear()
    plugin.make_ai("best", rules).prepare(rules, view, 0)
    assert solved == [1]  # read back
    ai._TABLES.clear()
    monkeypatch.setattr(ai, "TABLE_FORMAT", ai.TABLE_FORMAT + 1)
    plugin.make_ai("best", rules).prepare(rules, view, 0)
    assert solved == [1, 1]  # the old file is not read under the new version
    assert len(list(cache.glob("yacht-best-*.npy"))) == 2


# --- dice poker: the strong player's tables ---------------------------------------------------------------
@pytest.fixture
def poker_fresh(cache, monkeypatch):
    """Dice poker's strong player as in a new process (its tables forgotten before and after)."""
    from compendium.games.dice_poker import ai

    def forget():
        for fn in (ai._solos, ai.solo, ai.school_excess, ai.first_stage_values, ai.ordinary_hands):
            fn.cache_clear()

    forget()
    monkeypatch.setattr(ai, "_PREPARED", set())
    yield ai
    forget()


def test_dice_poker_strong_prepares_its_tables_into_the_cache_folder(poker_fresh, cache, monkeypatch):
    ai = poker_fresh
    plugin, rules, view = start_view("dice-poker")
    player = plugin.make_ai("strong", rules)
    assert not player.is_prepared(rules, view, 0)
    player.prepare(rules, view, 0)
    assert player.is_prepared(rules, view, 0)
    kept = {p.name.split("-v")[0] for p in cache.iterdir()}
    assert {"dice-poker-solo", "dice-poker-first-stage"} <= kept
    assert timed(lambda: player.prepare(rules, view, 0)) < 0.01
    # a new process reads them back: nothing is computed
    ai._PREPARED.clear()
    for fn in (ai._solos, ai.solo, ai.first_stage_values):
        fn.cache_clear()

    def refuse(*args):
        raise AssertionError("computed instead of read")

    monkeypatch.setattr(ai, "_first_stage_values", refuse)
    monkeypatch.setattr(ai, "_solo", refuse)
    player.prepare(rules, view, 0)
    assert player.is_prepared(rules, view, 0)
    # a new version key computes them again
    ai._PREPARED.clear()
    for fn in (ai._solos, ai.solo, ai.first_stage_values):
        fn.cache_clear()
    monkeypatch.setattr(ai, "TABLES_VERSION", ai.TABLES_VERSION + 1)
    with pytest.raises(AssertionError, match="computed instead of read"):
        player.prepare(rules, view, 0)


def test_dice_poker_ranking_game_prepares_the_ordinary_hands(poker_fresh):
    plugin, rules, view = start_view("dice-poker", {"mode": "ranking"})
    player = plugin.make_ai("strong", rules)
    assert not player.is_prepared(rules, view, 0)
    player.prepare(rules, view, 0)
    assert player.is_prepared(rules, view, 0) and poker_fresh.ordinary_hands.cache_info().currsize == 1


# --- Vertushka, Pig, General, Thirteen --------------------------------------------------------------------
def test_vertushka_perfect_prepares_the_match_solution(cache, monkeypatch):
    from compendium.games.vertushka import ai

    monkeypatch.setattr(ai, "_solvers", {})
    monkeypatch.setattr(ai, "_prepared", set())
    plugin, rules, view = start_view("vertushka")
    player = plugin.make_ai("perfect", rules)
    assert not player.is_prepared(rules, view, 0)
    player.prepare(rules, view, 0)
    assert player.is_prepared(rules, view, 0)
    assert any(p.name.startswith(f"vertushka-starts-v{ai.STARTS_VERSION}-") for p in cache.iterdir())
    assert timed(lambda: player.prepare(rules, view, 0)) < 0.01


def test_pig_optimal_prepares_its_table_for_two_players_only(cache):
    from compendium.games.pig import solver

    plugin, rules, view = start_view("pig", {"dice": "one", "target": 30})
    player = plugin.make_ai("optimal", rules)
    assert not player.is_prepared(rules, view, 0)
    player.prepare(rules, view, 0)
    assert player.is_prepared(rules, view, 0)
    assert (cache / solver.cache_name(view.target, view.dice)).exists()
    _, rules3, view3 = start_view("pig", {"dice": "one", "target": 30}, players=3)
    assert player.is_prepared(rules3, view3, 0)  # plays "keep pace": no table to prepare


@pytest.mark.parametrize("game, level", [("general", "strong"), ("golden-general", "strong"), ("thirteen", "best")])
def test_small_tables_are_prepared_in_memory(game, level):
    plugin, rules, view = start_view(game)
    player = plugin.make_ai(level, rules)
    player.prepare(rules, view, 0)
    assert player.is_prepared(rules, view, 0)
    assert timed(lambda: player.prepare(rules, view, 0)) < 0.01


@pytest.mark.parametrize("game, level", [("yacht", "best"), ("dice-poker", "strong"), ("vertushka", "perfect")])
def test_after_preparation_the_first_decision_is_quick(cache, game, level):
    """The issue's bound is 50 ms in a new process (benchmarks/first_decision.py); here, loosely,
    well below the second or so an unprepared first decision takes on an empty cache folder."""
    import random

    from compendium.core.rules import CHANCE

    plugin, rules, view = start_view(game)
    player = plugin.make_ai(level, rules)
    player.prepare(rules, view, 0)
    state, rng = view, random.Random(2)
    while rules.to_move(state) == CHANCE:
        state = rules.apply(state, rules.sample_chance(state, rng))
    seat = rules.to_move(state)
    assert timed(lambda: player.choose(rules, rules.view_for(state, seat), seat, rng)) < 0.25
