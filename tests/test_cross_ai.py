"""Cross's computer players: legal moves only, the view only, points, blocking, strength, speed."""

import random
import statistics
from dataclasses import replace

import pytest
from play_helpers import computer_moves, play_to_end

from compendium.core.actions import Action
from compendium.core.ai import Advice
from compendium.core.domino import ALL_TILES, SPINNER_CLOSED, Layout, parse_tile
from compendium.games.cross.ai import LEVELS, CounterPlayer, EasyPlayer, make_player
from compendium.games.cross.rules import DRAW, NEXT, PASS, PENALTIES, PLAY, CrossRules


def tiles(text):
    return tuple(parse_tile(t) for t in text.split())


def position(options, layout_moves, hands, voids=None, bazaar=None):
    rules = CrossRules()
    lay = Layout(spinner_rule=SPINNER_CLOSED)
    for t, arm in layout_moves:
        lay = lay.play(parse_tile(t), arm)
    hands = tuple(tiles(h) for h in hands)
    used = set(lay.tiles()) | {t for h in hands for t in h}
    rest = tuple(t for t in ALL_TILES if t not in used)
    s = rules.new_match(len(hands), options)
    s = replace(s, phase=PLAY, layout=lay, hands=hands, boneyard=rest if bazaar is None else bazaar, player=0)
    if voids:
        s = replace(s, voids=tuple(frozenset(v) for v in voids))
    return rules, s


def play_match(rules, n, options, levels, seed):
    rng = random.Random(seed)
    s = rules.new_match(n, options)
    players = [make_player(level) for level in levels]
    times = []
    return play_to_end(rules, s, computer_moves(rules, players, rng, times), rng), times


def test_levels():
    assert [lv.key for lv in LEVELS] == ["easy", "counter"]
    assert all(lv.name.ru and lv.about.en and lv.about.ru for lv in LEVELS)
    assert isinstance(make_player("easy"), EasyPlayer) and isinstance(make_player("counter"), CounterPlayer)
    with pytest.raises(ValueError):
        make_player("perfect")


@pytest.mark.parametrize("preset", [p for _, p in CrossRules().presets()])
def test_players_only_make_legal_moves_from_the_view(preset):
    rules = CrossRules()
    for n in (2, 4):
        s, _ = play_match(rules, n, preset, ["counter", "easy", "counter", "counter"][:n], seed=n)
        assert rules.is_over(s)


def test_forced_moves_are_explained():
    rules, s = position({}, [("6:6", "centre")], ["1:0 2:1", "6:5 6:4"])
    for level in ("easy", "counter"):
        advice = make_player(level).advise(rules, rules.view_for(s, 0), 0)
        assert advice.action == DRAW and "boneyard" in advice.why.en and advice.why.ru
    rules, s = position({}, [("6:6", "centre")], ["1:0 2:1", "6:5 6:4"], bazaar=((3, 3),))
    assert make_player("counter").advise(rules, rules.view_for(s, 0), 0).action == PASS
    s = replace(s, phase="round_over")
    assert make_player("easy").choose(rules, rules.view_for(s, 0), 0, random.Random(1)) == NEXT


def test_both_take_the_points_on_offer():
    # A cross on 5:5 with ends 0 and 2 and two free sides: 5:3 up or down makes 0+2+3+0 = 5.
    rules, s = position({}, [("5:5", "centre"), ("5:0", "west"), ("5:2", "east")], ["5:3 2:1", "1:1 3:1"])
    for player in (EasyPlayer(), CounterPlayer()):
        advice = player.advise(rules, rules.view_for(s, 0), 0)
        assert advice.action in (Action("play", ("5:3", "north")), Action("play", ("5:3", "south")))
        assert "5" in advice.why.en and advice.why.ru
        assert isinstance(advice, Advice)


def test_counter_goes_out_rather_than_scoring():
    rules, s = position({}, [("5:5", "centre"), ("5:0", "west"), ("5:2", "east")], ["2:1", "1:1 3:1"])
    advice = CounterPlayer().advise(rules, rules.view_for(s, 0), 0)
    assert advice.action == Action("play", ("2:1", "east")) and "goes out" in advice.why.en


def test_counter_blocks_a_player_known_to_lack_values():
    # Variant 2 (no points): the next player drew with 1 and 3 open, so holds neither. 6:1 leaves
    # ends 1 and 3: blocked. The easy player sheds the heavier 6:2 and leaves a 2 open.
    layout = [("6:3", "centre")]
    hands = ["6:1 6:2 1:1", "0:0 4:0 4:4"]
    rules, s = position({"variant": PENALTIES}, layout, hands, voids=[(), (1, 3)])
    counter = CounterPlayer().advise(rules, rules.view_for(s, 0), 0)
    easy = EasyPlayer().advise(rules, rules.view_for(s, 0), 0)
    assert counter.action == Action("play", ("6:1", "west"))
    assert "cannot follow" in counter.why.en
    assert easy.action == Action("play", ("6:2", "west"))


def test_counter_weighs_the_next_players_reply():
    # In each sampled deal: the best the next player's hand scores in reply, and whether it is blocked.
    closed = Layout(spinner_rule=SPINNER_CLOSED).play((5, 5), "centre").play((5, 0), "west")
    answers = CounterPlayer._answers(closed, [(6, 4), (4, 1)], True)
    # Ends 0 and 5:5: nothing the next player may hold fits, so no reply and a sure block.
    assert answers == {}
    assert CounterPlayer._reply(answers, [(6, 4), (4, 1)]) == (0, 1)
    lay = Layout(spinner_rule=SPINNER_CLOSED).play((5, 0), "centre")  # ends 5 and 0
    answers = CounterPlayer._answers(lay, [(5, 5), (1, 0), (6, 4)], True)
    # 5:5 on the 5 makes 10 + 0 = 10; 1:0 on the 0 makes 5 + 1: nothing, but it fits.
    assert answers == {(5, 5): 10, (1, 0): 0}
    assert CounterPlayer._reply(answers, [(5, 5), (1, 0)]) == (10, 0)
    assert CounterPlayer._reply(answers, [(1, 0), (6, 4)]) == (0, 0)
    assert CounterPlayer._reply(answers, [(6, 4)]) == (0, 1)


@pytest.mark.slow
def test_counter_beats_easy():
    rules = CrossRules()
    won = 0.0
    games = 40
    for seed in range(games):
        seat = seed % 2
        levels = ["easy", "easy"]
        levels[seat] = "counter"
        s, _ = play_match(rules, 2, {}, levels, seed=1000 + seed)
        if seat in s.winners:
            won += 1 / len(s.winners)
    assert won / games > 0.6


@pytest.mark.slow
def test_decisions_are_quick():
    rules = CrossRules()
    times = []
    for seed, n in ((1, 4), (2, 3), (3, 2)):
        _, t = play_match(rules, n, {"two_doubles": True, "sealing": True}, ["counter"] * n, seed)
        times += t
    assert statistics.median(times) < 0.05 and max(times) < 0.5


def test_counter_searches_within_its_budget_and_stops_when_cancelled():
    import threading
    import time

    from compendium.core.search import Budget, Cancelled

    rules, s = position({}, [("6:3", "centre")], ["6:1 6:2 1:1 5:5", "0:0 4:0 4:4 2:1"])
    v = rules.view_for(s, 0)
    player = CounterPlayer()
    player.worlds = 1_000_000
    start = time.monotonic()
    action = player.next_move(rules, v, 0, random.Random(1), Budget.seconds(0.2))
    assert time.monotonic() - start < 0.2 + 0.2
    assert action in rules.legal_actions(v, 0)
    assert player.next_move(rules, v, 0, random.Random(1), Budget(deadline=time.monotonic() - 1)) in rules.legal_actions(v, 0)
    flag = threading.Event()
    flag.set()
    with pytest.raises(Cancelled):
        player.next_move(rules, v, 0, random.Random(1), Budget(cancel=flag))
