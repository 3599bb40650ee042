"""Computer players of Pyaterka (Muggins) and All Threes: legal moves from the view only, sensible
choices in set positions, hints with reasons, and the strong player beating the simple one."""

import random
import statistics
import time
from dataclasses import replace

import pytest
from play_helpers import play_to_end

from compendium.core.actions import Action
from compendium.core.domino import ALL_TILES, Layout, deal_action
from compendium.core.rules import CHANCE
from compendium.games.muggins.ai import LEVELS, SimplePlayer, StrongPlayer, make_player
from compendium.games.muggins.plugin import plugin
from compendium.games.muggins.rules import DRAW, NEXT, PLAY, MugginsRules


@pytest.fixture
def rules():
    return MugginsRules()


def position(rules, layout_moves, mine, players=2, scores=None):
    """Seat 0 to play with ``mine``; the other hands hold the unseen tiles (they stay hidden)."""
    s = rules.new_match(players)
    s = rules.apply(s, Action("lot", tuple(f"{i}:0" for i in range(players))))
    s = rules.apply(s, deal_action(ALL_TILES))
    layout = Layout()
    for t, arm in layout_moves:
        layout = layout.play(t, arm)
    rest = [t for t in ALL_TILES if t not in layout.tiles() and t not in mine]
    hands = (tuple(mine),) + tuple(tuple(rest[7 * i:7 * i + 7]) for i in range(players - 1))
    s = replace(s, phase=PLAY, layout=layout, hands=hands, sizes=tuple(len(h) for h in hands),
                boneyard=tuple(rest[7 * (players - 1):]), boneyard_count=len(rest) - 7 * (players - 1), player=0)
    if scores:
        s = replace(s, scores=scores)
    return s


def test_levels_and_plugin():
    assert [lv.key for lv in LEVELS] == ["simple", "strong"]
    assert plugin.default_ai in {lv.key for lv in LEVELS} and plugin.hint_level == "strong"
    from compendium.core import registry

    assert registry.load("all-threes") is plugin  # a catalog entry of this engine
    assert plugin.variants == {"all-threes": {"multiple": 3}}
    assert isinstance(plugin.rules, MugginsRules)
    with pytest.raises(ValueError):
        make_player("grandmaster")


def test_simple_takes_the_points_on_offer_strong_looks_further(rules):
    # ends 5 (west) and 3 (east): 3:0 east makes 5 + 0 = 5 points; 5:1 west makes 1 + 3 = 4,
    # 5:4 west 4 + 3 = 7, 3:3 east 5 + 6 = 11: nothing
    s = position(rules, [((5, 3), "centre")], [(3, 0), (5, 1), (3, 3), (5, 4)])
    v = rules.view_for(s, 0)
    assert SimplePlayer().choose(rules, v, 0, random.Random(1)) == Action("play", ("3:0", "east"))
    # After 3:3 no tile the opponent may hold scores (5:4 and 3:0, the answers, are in this hand),
    # and 3:0 or 5:4 then score next turn; after 3:0 the opponent has scoring answers.
    ranked = StrongPlayer().choose(rules, v, 0, random.Random(1))
    assert ranked == Action("play", ("3:3", "east"))


def test_strong_wins_at_once_when_it_can(rules):
    # 3:0 east makes 5 + 0 = 5 points and reaches the target; 3:3 (above) would be the deeper move
    s = position(rules, [((5, 3), "centre")], [(3, 0), (5, 1), (3, 3), (5, 4)], scores=(95, 95))
    assert StrongPlayer().choose(rules, rules.view_for(s, 0), 0, random.Random(0)) == Action("play", ("3:0", "east"))


def test_strong_plays_to_block_an_opponent_known_to_lack_a_number(rules):
    # ends 5 and 3; the opponent drew on 5 and 3, so it lacks both. Neither move scores:
    # 3:3 east keeps the ends at 5 and 3 (the opponent must draw), 5:1 west opens a 1.
    s = position(rules, [((5, 3), "centre")], [(3, 3), (5, 1), (6, 6)])
    rest = [t for t in s.hands[1] + s.boneyard if 5 not in t and 3 not in t]
    other = [t for t in s.hands[1] + s.boneyard if t not in rest]
    s = replace(s, hands=(s.hands[0], tuple(rest[:7])), boneyard=tuple(rest[7:] + other),
                voids=(frozenset(), frozenset({5, 3})))
    strong = StrongPlayer()
    v = rules.view_for(s, 0)
    ranked = strong._evaluate(rules, v, 0, random.Random(0))
    by_action = {a: blocked for _, a, _, _, blocked in ranked}
    block, open_ = Action("play", ("3:3", "east")), Action("play", ("5:1", "west"))
    assert by_action[block] > by_action[open_]
    assert strong.choose(rules, v, 0, random.Random(0)) == block
    assert "draw or pass" in strong.advise(rules, v, 0).why.en


def test_counts_tiles_seen_and_known_voids(rules):
    # every unseen tile is dealt so that the other hands keep their sizes and lack what they passed on
    s = position(rules, [((6, 4), "centre")], [(6, 1), (4, 2), (0, 0)], players=3)
    s = replace(s, voids=(frozenset(), frozenset({6, 4}), frozenset()))
    v = rules.view_for(s, 0)
    unseen = [t for t in ALL_TILES if t not in v.layout.tiles() and t not in v.hands[0]]
    rng = random.Random(2)
    for _ in range(50):
        hands, boneyard = StrongPlayer()._sample(v, 0, unseen, rng)
        assert sorted([t for h in hands.values() for t in h] + list(boneyard)) == sorted(unseen)
        assert [len(hands[i]) for i in (1, 2)] == [v.sizes[1], v.sizes[2]]
        assert not any(6 in t or 4 in t for t in hands[1])


@pytest.mark.parametrize("level", ["simple", "strong"])
def test_forced_moves_and_hints(rules, level):
    s = position(rules, [((6, 6), "centre")], [(1, 0), (2, 1)])
    player = make_player(level)
    v = rules.view_for(s, 0)
    assert player.choose(rules, v, 0, random.Random(0)) == DRAW
    advice = player.advise(rules, v, 0)
    assert advice.action == DRAW and advice.why.en and advice.why.ru
    s = position(rules, [((5, 3), "centre")], [(3, 0), (6, 1), (4, 4)])
    advice = player.advise(rules, rules.view_for(s, 0), 0)
    assert advice.action.verb == "play" and "3:0" in advice.why.en and advice.why.ru


@pytest.mark.parametrize("n,options", [(2, {}), (3, {}), (4, {"teams": True}), (2, {"multiple": 3}),
                                       (3, {"cross": False}), (2, {"free_sides": True})])
def test_players_only_choose_legal_actions_from_their_view(rules, n, options):
    rng = random.Random(n)
    players = [make_player("strong" if i % 2 == 0 else "simple") for i in range(n)]
    s = rules.new_match(n, options)
    while not rules.is_over(s):
        m = rules.to_move(s)
        if m == CHANCE:
            action = rules.sample_chance(s, rng)
        else:
            action = players[m].choose(rules, rules.view_for(s, m), m, rng)
            assert action in rules.legal_actions(s, m)
        s = rules.apply(s, action)
    assert rules.result(s).winners


def play_match(rules, levels, seed, options=None):
    rng = random.Random(seed)
    players = [make_player(lv) for lv in levels]
    times = []

    def choose(s, m):
        t0 = time.perf_counter()
        action = players[m].choose(rules, rules.view_for(s, m), m, rng)
        if levels[m] == "strong" and len(rules.legal_actions(s, m)) > 1:
            times.append(time.perf_counter() - t0)
        return action

    return rules.result(play_to_end(rules, rules.new_match(len(levels), options), choose, rng)), times


@pytest.mark.slow
def test_strong_beats_simple_and_decides_quickly(rules):
    wins, times = 0, []
    games = 12
    for seed in range(games):
        levels = ["strong", "simple"] if seed % 2 == 0 else ["simple", "strong"]
        result, t = play_match(rules, levels, 100 + seed)
        wins += result.ranks[levels.index("strong")] == 1
        times += t
    assert wins > games // 2
    assert statistics.median(times) < 0.5


def test_next_hand_is_started_by_the_player(rules):
    s = position(rules, [((5, 3), "centre")], [(3, 0)], players=2)
    s = rules.apply(s, Action("play", ("3:0", "east")))
    assert rules.legal_actions(s, 0) == [NEXT]
    for level in ("simple", "strong"):
        assert make_player(level).choose(rules, rules.view_for(s, 0), 0, random.Random(0)) == NEXT


def test_strong_searches_within_its_budget_and_stops_when_cancelled(rules):
    import threading

    from compendium.core.search import Budget, Cancelled

    s = position(rules, [((5, 3), "centre")], [(3, 0), (5, 1), (3, 3), (5, 4)])
    v = rules.view_for(s, 0)
    player = StrongPlayer(samples=10_000)
    start = time.monotonic()
    action = player.next_move(rules, v, 0, random.Random(1), Budget.seconds(0.2))
    assert time.monotonic() - start < 0.2 + 0.2  # 10,000 deals would take far longer
    assert action in rules.legal_actions(v, 0)
    # a spent budget: one deal is still searched
    assert player.next_move(rules, v, 0, random.Random(1), Budget(deadline=time.monotonic() - 1)) in rules.legal_actions(v, 0)
    flag = threading.Event()
    flag.set()
    with pytest.raises(Cancelled):
        player.next_move(rules, v, 0, random.Random(1), Budget(cancel=flag))
