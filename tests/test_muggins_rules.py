"""Pyaterka (Muggins, All Fives) and All Threes: the book's examples a-d, the hand's bonus, the
boneyard, blocks, hidden hands, and random matches that end and replay for every option."""

import random
from dataclasses import fields, is_dataclass, replace

import pytest
from play_helpers import finish_match, random_moves, replayed

from compendium.core.actions import Action
from compendium.core.domino import (
    ALL_TILES,
    Layout,
    deal_action,
    hand_pips,
    parse_tile,
    tile_text,
)
from compendium.core.match import Match
from compendium.core.record import Record, RecordError, replay
from compendium.core.rules import CHANCE, IllegalAction
from compendium.games.muggins.rules import (
    BETWEEN,
    DEAL,
    DRAW,
    FULL,
    NEXT,
    OVER,
    PASS,
    PLAY,
    MugginsRules,
    end_points,
    hand_bonus,
    round_to,
    scored,
)


@pytest.fixture
def rules():
    return MugginsRules()


def play(text, arm):
    return Action("play", (tile_text(parse_tile(text)), arm))


def order_with(*hands):
    """A deal order giving each seat the tiles listed (filled up with the rest in order)."""
    rest = [t for t in ALL_TILES if t not in {parse_tile(x) for h in hands for x in h}]
    order = []
    for h in hands:
        tiles = [parse_tile(x) for x in h]
        while len(tiles) < 7:
            tiles.append(rest.pop())
        order += tiles
    return tuple(order + rest)


def started(rules, players=2, options=None, hands=(), lot=None):
    s = rules.new_match(players, options)
    s = rules.apply(s, Action("lot", lot or tuple(tile_text(t) for t in ALL_TILES[1:players + 1])))
    return rules.apply(s, deal_action(order_with(*hands)))


# the book's examples: seat 0 lays 5:5, 5:3, 5:4, 5:2; seat 1 lays 5:0, 2:0, 2:2, 3:3
BOOK_HANDS = (("5:5", "5:3", "5:4", "5:2", "6:6", "6:5", "6:4"), ("5:0", "2:0", "2:2", "3:3", "6:3", "6:2", "6:1"))
BOOK_MOVES = [play("5:5", "centre"), play("5:0", "east"), play("3:5", "west"), play("0:2", "east"),
              play("5:4", "north"), play("2:2", "east"), play("2:5", "east"), play("3:3", "west")]


def test_lot_lowest_tile_leads(rules):
    s = rules.apply(rules.new_match(3), Action("lot", ("3:1", "0:0", "6:5")))
    assert s.phase == DEAL and s.opener == 1 and rules.to_move(s) == CHANCE
    s = rules.apply(rules.new_match(2), Action("lot", ("2:0", "1:1")))
    assert s.opener == 1  # equal pips: the double 1:1 is lower than 2:0
    for bad in [("3:1",), ("3:1", "3:1"), ("3:1", "9:9")]:
        with pytest.raises(IllegalAction):
            rules.apply(rules.new_match(2), Action("lot", bad))
    with pytest.raises(IllegalAction):
        rules.apply(rules.new_match(2), deal_action(ALL_TILES))  # the lot comes first


def test_deal_seven_each_rest_is_boneyard(rules):
    for n, bone in [(2, 14), (3, 7), (4, 0)]:
        s = started(rules, n)
        assert s.phase == PLAY and s.round == 1
        assert [rules.hand_size(s, i) for i in range(n)] == [7] * n
        assert rules.boneyard_size(s) == bone and rules.layout(s).is_empty()


def test_book_examples_a_to_d(rules):
    s = started(rules, hands=BOOK_HANDS)
    expected = [(10, 10), (10, 10), (3, 0), (5, 5), (9, 0), (11, 0), (12, 0), (15, 15)]
    gained = [0, 0]
    for action, (total, points) in zip(BOOK_MOVES, expected):
        seat = rules.to_move(s)
        s = rules.apply(s, action)
        assert rules.end_points(s) == total
        assert rules.scores_now(s) == points
        gained[seat] += points
        assert rules.match_scores(s) == tuple(gained) == rules.round_scores(s)
    assert rules.match_scores(s) == (10, 30)
    # d: four ends open: the foot of the cross, 3:3, the 4 and the 5
    assert {e.arm: e.value for e in s.layout.open_ends()} == {"west": 3, "east": 5, "north": 4, "south": 5}


def test_book_pictures_with_free_sides_of_the_cross(rules):
    # The book's pictures count each free side of the closed 5:5 as 5 (15 after the 0:2 of c, 20 in d),
    # and so does its text for c before the 0:2 is laid (13).
    s = started(rules, options={"free_sides": True}, hands=BOOK_HANDS)
    totals = []
    for action in BOOK_MOVES:
        s = rules.apply(s, action)
        totals.append(rules.end_points(s))
    assert totals == [10, 10, 13, 15, 14, 16, 17, 20]
    assert rules.match_scores(s) == (10, 10 + 15 + 20)


def test_all_threes_scores_multiples_of_three(rules):
    s = started(rules, options={"multiple": 3}, hands=BOOK_HANDS)
    points = []
    for action in BOOK_MOVES:
        s = rules.apply(s, action)
        points.append(rules.scores_now(s))
    assert points == [0, 0, 3, 0, 9, 0, 12, 15]


def test_scoring_helpers():
    assert [scored(x, 5) for x in (0, 3, 5, 10, 13, 15)] == [0, 0, 5, 10, 0, 15]
    assert [round_to(x, 5) for x in (2, 3, 26, 28)] == [0, 5, 25, 30]
    assert hand_bonus(5 + 11 + 13 - 3, 5, "divided") == 5  # the book's example: 26 -> 25 -> 5
    assert hand_bonus(29, 5, FULL) == 30
    assert end_points(Layout().play((5, 5), "centre")) == 10


def blocked_position(rules, **options):
    """Four hands of 3, 5, 11 and 13 pips after seat 0 lays 6:5; every six is then on the table."""
    s = started(rules, 4, options)
    layout = Layout(use_spinner=s.setup.cross)
    layout = layout.play((6, 6), "centre")
    for t, arm in [((6, 2), "west"), ((2, 1), "west"), ((6, 1), "west"), ((6, 3), "east"), ((4, 3), "east"),
                   ((6, 4), "east"), ((6, 0), "east"), ((5, 0), "east")]:
        layout = layout.play(t, arm)
    hands = (((6, 5), (3, 0)), ((4, 1),), ((5, 5), (1, 0)), ((4, 4), (3, 2)))
    return replace(s, layout=layout, hands=hands, sizes=tuple(len(h) for h in hands), player=0)


def test_block_book_bonus_example(rules):
    s = rules.apply(blocked_position(rules), play("6:5", "east"))
    assert s.phase == BETWEEN
    assert [hand_pips(h) for h in s.hands] == [3, 5, 11, 13]
    assert rules.match_scores(s) == (5, 0, 0, 0)  # (5 + 11 + 13 - 3 = 26) -> 25 -> 5
    assert rules.score_history(s) == ((5, 0, 0, 0),)
    assert s.opener == 0 and rules.legal_actions(s, 0) == [NEXT]
    assert "Fish" in rules.last_event(s, ["A", "B", "C", "D"]).en
    # without a cross the book counts the losers' pips in full, the winner's own not subtracted
    s = rules.apply(blocked_position(rules, cross=False, bonus=FULL, block_subtract=False), play("6:5", "east"))
    assert rules.match_scores(s) == (30, 0, 0, 0)  # 29 -> 30
    # pairs: 3 + 11 against 5 + 13; the pair with fewer pips takes (18 - 14 = 4) -> 5 -> 1
    s = rules.apply(blocked_position(rules, teams=True), play("6:5", "east"))
    assert rules.match_scores(s) == (1, 0, 1, 0)


def test_block_with_equal_lowest_hands_gives_no_bonus(rules):
    s = blocked_position(rules)
    s = replace(s, hands=(((6, 5), (3, 0)), ((1, 1), (1, 0)), ((5, 5), (2, 0)), ((4, 4), (3, 2))))
    s = rules.apply(s, play("6:5", "east"))
    assert s.phase == BETWEEN and rules.match_scores(s) == (0, 0, 0, 0)
    assert s.opener == 1  # nobody won: the next seat opens


def test_going_out_takes_the_others_pips(rules):
    s = started(rules, 3, hands=(("5:5",), (), ()))
    s = replace(s, hands=(((5, 5),), s.hands[1], s.hands[2]), sizes=(1, 7, 7))
    others = hand_pips(s.hands[1]) + hand_pips(s.hands[2])
    s = rules.apply(s, play("5:5", "centre"))
    assert s.phase == BETWEEN
    assert rules.match_scores(s) == (10 + round_to(others, 5) // 5, 0, 0)
    assert s.hands_won == (1, 0, 0) and rules.result(s).extra[0]["hands_won"] == 1
    assert rules.score_history(s) == (rules.match_scores(s),)
    assert rules.round_number(s) == 2 and rules.round_scores(s) == (0, 0, 0)  # the next hand is to come
    s = rules.apply(s, NEXT)
    assert s.phase == DEAL and rules.to_move(s) == CHANCE
    s = rules.apply(s, deal_action(ALL_TILES))
    assert s.round == 2 and s.player == 0 and rules.round_scores(s) == (0, 0, 0)


def test_reaching_the_target_ends_the_match_at_once(rules):
    s = started(rules, hands=BOOK_HANDS)
    before = replace(s, scores=(95, 0))
    s = rules.apply(before, play("5:5", "centre"))
    assert s.phase == OVER and rules.is_over(s) and rules.result(s).winners == (0,)
    assert rules.result(s).scores == (105, 0) and rules.result(s).ranks == (1, 2)
    assert rules.describe(before, play("5:5", "centre")).en == (
        "plays 5:5 in the centre: the ends make 10 — 10 points!; reaches 105 and wins the match!")


def test_draw_until_a_tile_fits_then_pass(rules):
    s = started(rules, hands=(("6:6", "5:5", "5:4", "5:3", "5:2", "5:1", "5:0"), ("1:0", "2:0", "2:1", "3:0", "3:1", "3:2", "4:0")))
    s = rules.apply(s, play("6:6", "centre"))
    assert rules.legal_actions(s, 1) == [DRAW]
    with pytest.raises(IllegalAction):
        rules.apply(s, PASS)
    with pytest.raises(IllegalAction):
        rules.apply(s, play("1:0", "west"))
    drawn = 0
    while rules.legal_actions(s, 1) == [DRAW]:
        s = rules.apply(s, DRAW)
        drawn += 1
    assert drawn == 9 and s.hands[1][-1] == (6, 0)  # 0:0 ... 4:4 do not fit; 6:0 does
    assert s.player == 1 and rules.hand_size(s, 1) == 16 and rules.boneyard_size(s) == 5 and 6 in s.voids[1]
    assert all(a.verb == "play" for a in rules.legal_actions(s, 1))
    with pytest.raises(IllegalAction):
        rules.apply(s, DRAW)  # a tile fits now: it must be played


def test_pass_only_when_the_boneyard_is_empty(rules):
    s = blocked_position(rules)  # ends: 6 west, 5 east, 6 on both free sides of the cross
    s = replace(s, hands=(((5, 3), (3, 0)), ((4, 1),), ((3, 2), (1, 0)), ((4, 4), (5, 5))))
    s = rules.apply(s, play("5:3", "east"))  # the east end is now 3
    assert s.phase == PLAY and s.player == 1
    assert rules.legal_actions(s, 1) == [PASS]
    s = rules.apply(s, PASS)
    assert s.player == 2 and s.voids[1] == frozenset({3, 6})
    assert rules.legal_actions(s, 2) == [play("3:2", "east")]


def test_illegal_actions_are_refused_with_reasons(rules):
    s = started(rules, hands=BOOK_HANDS)
    with pytest.raises(IllegalAction) as info:
        rules.apply(s, play("5:0", "centre"))  # seat 1's tile
    assert "5:0" in info.value.text.en and info.value.text.ru
    s = rules.apply(s, play("5:5", "centre"))
    for bad in [play("6:1", "west"), play("5:0", "north"), Action("play", ("5:0",)), Action("dance")]:
        with pytest.raises(IllegalAction):
            rules.apply(s, bad)
    with pytest.raises(IllegalAction):
        rules.apply(s, Action("play", ("9:9", "west")))
    with pytest.raises(IllegalAction) as info:
        rules.chance_from_text(s, "3 5")
    assert info.value.text.ru


def tiles_in(value) -> set:
    """Every tile-shaped pair of pips anywhere inside a value."""
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(x, int) and 0 <= x <= 6 for x in value) \
            and value[0] >= value[1]:
        return {value}
    if is_dataclass(value):
        return set().union(*(tiles_in(getattr(value, f.name)) for f in fields(value)))
    if isinstance(value, (tuple, list, frozenset, set)):
        return set().union(set(), *(tiles_in(x) for x in value))
    return set()


def test_view_hides_other_hands_and_the_boneyard(rules):
    rng = random.Random(3)
    s = started(rules, 3, hands=BOOK_HANDS)
    for _ in range(30):
        seat = s.player
        for viewer in range(3):
            v = rules.view_for(s, viewer)
            assert rules.hand(v, viewer) == s.hands[viewer]
            assert all(rules.hand(v, o) is None for o in range(3) if o != viewer)
            assert v.boneyard is None and rules.boneyard_size(v) == rules.boneyard_size(s)
            assert [rules.hand_size(v, o) for o in range(3)] == [len(h) for h in s.hands]
            public = set(s.layout.tiles()) | set(s.hands[viewer])
            assert tiles_in(replace(v, lots=())) <= public
        assert rules.legal_actions(rules.view_for(s, seat), seat) == rules.legal_actions(s, seat)
        s = rules.apply(s, rng.choice(rules.legal_actions(s, seat)))
        if s.phase != PLAY:
            break


def random_match(rules, n, options, seed):
    m = Match.new(rules, "muggins", [{"kind": "computer", "name": f"P{i}"} for i in range(n)], options, seed=seed)
    return finish_match(m, random_moves(rules, random.Random(seed)), limit=5000)


OPTION_SETS = [
    (2, {}), (3, {}), (4, {}), (4, {"teams": True}), (2, {"multiple": 3}), (3, {"cross": False}),
    (2, {"free_sides": True}), (2, {"bonus": FULL, "block_subtract": False}), (2, {"target": 250}),
]


@pytest.mark.parametrize("n,options", OPTION_SETS + [(2, p) for _, p in MugginsRules().presets()])
def test_random_matches_end_and_replay(rules, n, options):
    for seed in range(2):
        m = random_match(rules, n, options, seed)
        state = replayed(rules, m)
        assert state == m.state
        res = rules.result(state)
        target = state.setup.target
        assert max(res.scores) >= target and len(res.winners) in (1, 2)
        assert sum(sum(row) for row in state.history) == sum(state.scores)
        assert len(rules.score_history(state)) == len(state.history) >= 1


def test_a_tampered_record_names_the_action(rules):
    m = random_match(rules, 2, {}, 7)
    data = m.record.to_json()
    k = next(i for i, a in enumerate(data["actions"]) if a.startswith("play") and i > 3)
    data["actions"][k] = "play 6:6 north"
    with pytest.raises(RecordError) as info:
        replay(rules, Record.from_json(data))
    assert info.value.action_number == k + 1 or info.value.action_number is not None


def test_pairs_need_four_players(rules):
    with pytest.raises(IllegalAction) as info:
        rules.new_match(3, {"teams": True})
    assert info.value.text.ru
    s = rules.new_match(4, {"teams": True})
    assert rules.teams(s) == (0, 1, 0, 1) and rules.teams(rules.new_match(4)) is None
