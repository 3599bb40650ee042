"""Cross («Крест»): the recorded four-player round of the source, the options, the blocked game,
the titles, illegal moves, and random matches that end and replay."""

import random
from dataclasses import replace

import pytest
from play_helpers import computer_moves, finish_match, replayed

from compendium.core.actions import Action
from compendium.core.domino import (
    ALL_TILES,
    SPINNER_CLOSED,
    Layout,
    deal_action,
    parse_tile,
)
from compendium.core.match import Match
from compendium.core.rules import CHANCE, IllegalAction
from compendium.core.text import name_seats
from compendium.games.cross.ai import make_player
from compendium.games.cross.rules import (
    DEAL,
    DRAW,
    NEXT,
    OVER,
    PASS,
    PENALTIES,
    PLAY,
    ROUND_OVER,
    CrossRules,
    ends_score,
    layout_score,
    round_up_5,
)

# The recorded round: the tiles each player laid, in order, then what was left in hand.
HANDS = (
    "5:5 5:3 6:5 3:4 2:2 6:4 6:3",
    "5:0 0:6 1:1 0:3 2:1 4:2 4:5",
    "0:0 2:6 1:0 3:2 1:4 4:4 5:1",
    "5:2 6:1 3:3 4:0 6:6 0:2 3:1",
)
# Seven rows of moves, players 1-4 in turn; the end each tile goes to is the one the source's
# running sums imply (6:6 and the tiles after it could mirror between arms with the same sums).
ROWS = (
    ("5:5 centre", "5:0 west", "0:0 west", "5:2 east"),
    ("5:3 north", "0:6 west", "2:6 east", "6:1 east"),
    ("6:5 south", "1:1 east", "1:0 east", "3:3 north"),
    ("3:4 north", "0:3 east", "3:2 east", "4:0 north"),
    ("2:2 east", "2:1 east", "1:4 east", "6:6 south"),
    ("6:4 west", "4:2 west", "4:4 east", "0:2 west"),
    ("6:3 south",),
)
# The running totals the source prints after each row (rows 1-5 agree with the rules).
SOURCE_TOTALS = (
    (0, 10, 10, 0), (5, 10, 25, 10), (5, 10, 40, 10), (5, 10, 40, 10), (5, 10, 40, 10),
    (25, 10, 40, 10), (25, 10, 40, 10),
)


def named(text: str) -> str:
    """A rules message as the screen shows it, the seats named A, B, C, D."""
    return name_seats(text, ["A", "B", "C", "D"])


def play(text):
    return Action.parse("play " + text)


def recorded_deal():
    order = [parse_tile(t) for hand in HANDS for t in hand.split()]
    assert sorted(order) == sorted(ALL_TILES)  # the record holds all 28 tiles
    return deal_action(order)


def apply_all(rules, state, actions):
    for a in actions:
        state = rules.apply(state, a)
    return state


def recorded_round(options=None):
    """(rules, states after each row) for the recorded round under the given options."""
    rules = CrossRules()
    state = rules.apply(rules.new_match(4, options), recorded_deal())
    rows = []
    for row in ROWS:
        for move in row:
            state = rules.apply(state, play(move))
        rows.append(state)
    return rules, rows


@pytest.fixture
def rules():
    return CrossRules()


# --- the source's recorded round ---------------------------------------------------------------------

def test_recorded_round_deal_gives_each_player_the_recorded_tiles(rules):
    state = rules.apply(rules.new_match(4), recorded_deal())
    for seat, hand in enumerate(HANDS):
        assert set(state.hands[seat]) == {parse_tile(t) for t in hand.split()}
    assert state.boneyard == () and state.player == 0 and state.opening == (5, 5)
    assert rules.legal_actions(state, 0) == [play("5:5 centre")]


def test_recorded_round_running_totals(rules):
    rules, rows = recorded_round()
    # Rows 1-5: the rules and the source agree on every total.
    for k in range(5):
        assert rules.match_scores(rows[k]) == SOURCE_TOTALS[k]
    assert rules.layout(rows[4]).ends_sum() == 22  # 6+12+0+4 in the source: the 6:6 counts 12
    # Row 6: the first player's 6:4 scores 20 (12 + 4 + 0 + 4), as in the source.
    s = rules.apply(recorded_round_until(5, 0), play("6:4 west"))
    assert rules.match_scores(s) == SOURCE_TOTALS[5] == (25, 10, 40, 10)
    # Row 6, fourth move: 0:2 on the 2 end leaves 0 + 8 (4:4) + 0 (free north side) + 12 (6:6).
    after = rules.apply(recorded_round_until(5, 3), play("0:2 west"))
    assert [e.count for e in rules.layout(after).open_ends()] == [0, 8, 0, 12]
    assert rules.end_points(after) == 20 and rules.round_scores(after)[3] == 30
    # Difference from the source: it writes 6+0+0+8 = 14 and scores nothing, counting the 6:6 as 6
    # although it had counted the same 6:6 as 12 one move earlier; the rules score 20.
    assert rules.match_scores(rows[5]) == (25, 10, 40, 30) != SOURCE_TOTALS[5]
    # Row 7: 6:3 on the 6:6 leaves 0 + 8 + 0 + 3 = 11 and the first player is out.
    assert rules.end_points(rows[6]) == 11 and rules.round_scores(rows[6]) == (25, 10, 40, 30)


def recorded_round_until(row, moves):
    """The state before move ``moves`` (0-based) of ``row`` (0-based)."""
    rules = CrossRules()
    state = rules.apply(rules.new_match(4), recorded_deal())
    for r, line in enumerate(ROWS):
        for k, move in enumerate(line):
            if (r, k) == (row, moves):
                return state
            state = rules.apply(state, play(move))
    return state


def test_recorded_round_end_and_penalties(rules):
    rules, rows = recorded_round()
    end = rows[-1]
    assert end.phase == ROUND_OVER and end.hands[0] == ()
    assert end.hands[1:] == (((5, 4),), ((5, 1),), ((3, 1),))
    # Pips left: 9 (player 2), 6 (player 3), 4 (player 4), rounded up to multiples of 5. The third
    # player passed 25 in row 3, so they count.
    assert rules.round_scores(end) == (25, 10, 40, 30)
    assert end.round_penalty == (0, 10, 10, 5)
    assert rules.match_scores(end) == (25, 0, 30, 25)
    # Difference from the source: it prints 0 / 0 / 30 / 5 — its 6:6 slip costs the fourth player
    # 20, and it zeroes the first player, who went out holding nothing (25 - 0 = 25 by its own rule).
    assert rules.match_scores(end) != (0, 0, 30, 5)
    assert rules.score_history(end) == ((25, 0, 30, 25),)
    assert "Goes out" in rules.last_event(end).en and "D −5" in named(rules.last_event(end).en)
    # The round's leader is the third player, as the source says; the match goes on, and the first
    # player, who went out, opens the next round with any tile.
    assert not rules.is_over(end) and rules.to_move(end) == 0
    assert rules.legal_actions(end, 0) == [NEXT]
    nxt = rules.apply(end, NEXT)
    assert nxt.phase == DEAL and rules.round_number(nxt) == 2 and rules.to_move(nxt) == CHANCE
    dealt = rules.apply(nxt, rules.sample_chance(nxt, random.Random(3)))
    if dealt.phase == PLAY:  # (a redeal keeps the phase DEAL)
        assert dealt.player == 0 and dealt.opening is None
        assert len(rules.legal_actions(dealt, 0)) == 7


def test_recorded_round_with_penalties_from_the_start_is_the_same():
    rules, rows = recorded_round({"penalties": "start"})
    assert rules.match_scores(rows[-1]) == (25, 0, 30, 25)


def test_recorded_round_counting_down_from_125():
    rules, rows = recorded_round({"count": "down"})
    assert rules.match_scores(rows[0]) == (125, 115, 115, 125)
    assert rules.match_scores(rows[-1]) == (100, 125, 95, 100)
    assert rules.score_history(rows[-1]) == ((25, 0, 30, 25),)  # written off this round
    assert rules.result(rows[-1]).ranks[2] == 1  # the lowest remaining leads


def test_recorded_round_with_an_entry_threshold_of_15():
    # The source: with a threshold of 15 the third player keeps +25 from move 1 and ends at +30.
    rules, rows = recorded_round({"entry": 15})
    assert rules.match_scores(rows[0]) == (0, 0, 0, 0)  # 10s held back
    assert rules.match_scores(rows[1]) == (0, 0, 25, 0)  # 10 + 15 reaches 15: 25 written
    assert rows[1].held == (5, 10, 0, 10)
    assert rules.match_scores(rows[-1]) == (25, -10, 30, 25)
    # Difference: the source gives the first player +20 (only the 20 of row 6), but 5 + 20 held
    # together reach 15 the same way as the third player's 10 + 15; the rules write 25.


def test_recorded_round_losers_points_to_the_leader():
    rules, rows = recorded_round({"leader_takes": True})
    end = rows[-1]
    # Round nets 25, 0, 30, 25: the third player leads and takes 25 + 10 + 30.
    assert rules.match_scores(end) == (0, -10, 95, -5) == rules.score_history(end)[0]
    assert "takes 65 points" in rules.last_event(end).en


def test_recorded_round_in_variant_2_counts_only_penalties():
    rules, rows = recorded_round({"variant": PENALTIES})
    assert rules.match_scores(rows[0]) == (0, 0, 0, 0)
    assert rules.scores_now(rows[5]) == 0
    assert rules.match_scores(rows[-1]) == (0, 10, 10, 5) == rules.score_history(rows[-1])[0]
    assert rules.result(rows[-1]).ranks == (1, 3, 3, 2)  # fewest penalties first


# --- counting ----------------------------------------------------------------------------------------

def test_counting_helpers():
    assert [round_up_5(n) for n in (0, 1, 4, 5, 6, 9, 10, 26)] == [0, 5, 5, 5, 10, 10, 10, 30]
    assert [ends_score(n) for n in (0, 3, 5, 20, 22)] == [0, 0, 5, 20, 0]
    alone = Layout(spinner_rule=SPINNER_CLOSED).play((5, 5), "centre")
    assert alone.ends_sum() == 10 and layout_score(alone) == 0  # the opening 5-5 alone scores nothing
    assert layout_score(alone.play((5, 0), "west")) == 10


def test_first_closed_double_becomes_the_cross(rules):
    lay = Layout(spinner_rule=SPINNER_CLOSED)
    for t, arm in (((6, 3), "centre"), ((3, 3), "east"), ((6, 6), "west"), ((6, 2), "west")):
        lay = lay.play(t, arm)
    # 3:3 was laid first, but 6:6 is closed first: the cross opens on 6:6.
    assert lay.cross_open() and lay.spinner_tile() == (6, 6)
    assert [e.count for e in lay.open_ends()] == [2, 6, 0, 0]


# --- the deal and who opens ----------------------------------------------------------------------------

def order_for(hands, rest=()):
    tiles = [parse_tile(t) for h in hands for t in h.split()] + [parse_tile(t) for t in rest]
    tiles += [t for t in ALL_TILES if t not in tiles]
    return deal_action(tiles)


def test_redeal_when_a_hand_holds_six_of_a_kind(rules):
    s = rules.new_match(2)
    s2 = rules.apply(s, order_for(["5:0 5:1 5:2 5:3 5:4 5:5 1:1", "6:6 2:2 3:3 4:4 0:0 6:1 6:2"]))
    assert s2.phase == DEAL and s2.redeals == 1 and "6 fives" in s2.event.en
    s3 = rules.apply(s, order_for(["0:0 1:1 2:2 3:3 4:4 5:5 6:1", "6:6 6:2 6:3 6:4 6:5 6:0 1:0"]))
    assert s3.phase == DEAL and "6 doubles" in s3.event.en and "6 шестёрок" not in s3.event.ru


def test_without_5_5_the_doubles_in_order_then_the_lot(rules):
    # Three players, 5:5 in the bazaar: 1:1 would open, but nobody holds it; 2:2 is held by player 3.
    s = rules.apply(rules.new_match(3), order_for(
        ["6:0 6:1 6:2 6:3 5:0 5:1 5:2", "4:0 4:1 4:2 4:3 3:0 3:1 3:2", "2:0 2:1 1:0 2:2 6:6 0:0 4:4"]))
    assert s.phase == PLAY and s.player == 2 and s.opening == (2, 2)
    assert rules.legal_actions(s, 2) == [play("2:2 centre")]
    # Two players without a double: lots from the bazaar, the highest tile opens with any tile.
    s = rules.apply(rules.new_match(2), order_for(
        ["6:0 6:1 6:2 6:3 5:0 5:1 5:2", "4:0 4:1 4:2 4:3 3:0 3:1 3:2"], rest=["2:1", "6:5"]))
    assert s.player == 1 and s.opening is None and (6, 5) in s.hands[1] and (2, 1) in s.hands[0]
    assert len(s.boneyard) == 12 and "tiles drawn by lot" in s.event.en
    assert len(rules.legal_actions(s, 1)) == 8


def test_later_rounds_always_5_5_option():
    rules, rows = recorded_round({"later": "55"})
    s = rules.apply(rows[-1], NEXT)
    s = rules.apply(s, order_for(["1:0 1:1 2:0 2:1 2:2 3:0 3:1", "5:5 3:2 3:3 4:0 4:1 4:2 4:3",
                                  "6:0 6:1 5:0 5:1 4:4 0:0 5:2"]))
    assert s.player == 1 and s.opening == (5, 5)  # not the first player, who won round 1
    rules, rows = recorded_round()
    s = rules.apply(rules.apply(rows[-1], NEXT), s_order := order_for(
        ["1:0 1:1 2:0 2:1 2:2 3:0 3:1", "5:5 3:2 3:3 4:0 4:1 4:2 4:3", "6:0 6:1 5:0 5:1 4:4 0:0 5:2"]))
    assert s.player == 0 and s.opening is None and s_order.verb == "deal"


# --- drawing, passing, the blocked game ---------------------------------------------------------------

def test_draw_until_a_tile_fits_but_never_the_last(rules):
    s = rules.apply(rules.new_match(2), order_for(
        ["5:5 6:6 6:1 6:2 6:3 4:4 6:0", "5:0 1:1 1:0 2:1 2:0 3:2 3:0"]))
    # The bazaar in drawing order: 0:0 2:2 3:1 3:3 4:0 4:1 4:2 4:3 5:1 5:2 5:3 5:4 6:4 6:5
    assert rules.boneyard_size(s) == 14
    s = apply_all(rules, s, [play("5:5 centre"), play("5:0 west")])  # 0 + 10: scores 10
    assert rules.legal_actions(s, 0) == [play("6:0 west")]
    s = rules.apply(s, play("6:0 west"))  # ends 6 and 5:5
    with pytest.raises(IllegalAction) as e:
        rules.apply(s, PASS)
    assert "draw one" in e.value.text.en
    assert rules.describe(s, DRAW).en == "draws from the boneyard (13 left)"  # the tile stays secret
    draws = 0
    while rules.legal_actions(s, 1) == [DRAW]:
        s = rules.apply(s, DRAW)
        draws += 1
        assert s.player == 1 and s.voids[1] == frozenset({6, 5})
    assert draws == 9 and rules.boneyard_size(s) == 5 and rules.hand_size(s, 1) == 15
    assert rules.legal_actions(s, 1) == [play("5:1 east")]
    with pytest.raises(IllegalAction) as e:
        rules.apply(s, DRAW)
    assert "fits" in e.value.text.en
    # With one tile left in the bazaar it is never drawn: a player with nothing to lay passes.
    s = replace(s, hands=(s.hands[0], tuple(t for t in s.hands[1] if 5 not in t and 6 not in t)),
                boneyard=((6, 5),))
    assert rules.legal_actions(s, 1) == [PASS]
    with pytest.raises(IllegalAction) as e:
        rules.apply(s, DRAW)
    assert "last tile" in e.value.text.en
    s = rules.apply(s, PASS)
    assert s.player == 0 and "passes" in s.event.en and s.voids[1] == frozenset({6, 5})


def fish_position(rules, options=None, prize=(0, 0, 0, 0)):
    """Four players; the first is about to lay 6:0, after which every 0 is on the table and both
    ends show 0: nobody can play."""
    lay = Layout(spinner_rule=SPINNER_CLOSED)
    for t, arm in (("1:0", "centre"), ("1:2", "west"), ("2:0", "west"), ("0:3", "west"), ("3:4", "west"),
                   ("4:0", "west"), ("0:0", "west"), ("0:5", "east"), ("5:6", "east")):
        lay = lay.play(parse_tile(t), arm)
    hands = tuple(tuple(parse_tile(t) for t in h.split()) for h in (
        "6:0 1:1", "6:6 5:5 4:4", "6:5 6:4 5:4",
        "2:1 2:2 3:1 3:2 3:3 4:1 4:2 5:1 5:2 5:3 6:1 6:2 6:3"))
    s = rules.new_match(4, options)
    return replace(s, phase=PLAY, hands=hands, layout=lay, player=0, prize=prize)


def test_fish_penalties_eggs_and_the_fisher(rules):
    s = rules.apply(fish_position(rules), play("6:0 east"))
    assert s.phase == ROUND_OVER and s.fish == 1
    # Nobody had passed 25, so only the hands of more than 25 pips are written: 30, 30, 78 -> 80.
    assert s.round_penalty == (0, 30, 30, 80)
    assert s.eggs == (30,)  # two equal hands of more than 25: «eggs» weighing 30
    assert "Fish" in s.event.en and "fisher" in s.event.en and "Eggs" in s.event.en
    assert s.starter == 0 and rules.legal_actions(s, 0) == [NEXT]
    # A player who had points before the fish pays for a small hand too (1:1 -> 2 -> 5).
    s = rules.apply(fish_position(rules, prize=(10, 0, 0, 0)), play("6:0 east"))
    assert s.round_penalty == (5, 30, 30, 80)


def test_fish_penalties_to_the_biggest_hand():
    rules = CrossRules()
    s = rules.apply(fish_position(rules, {"fish_to_biggest": True}), play("6:0 east"))
    assert s.round_penalty == (0, 0, 0, 140)


def test_lone_double_penalties(rules):
    cfg = rules.new_match(2).cfg
    assert rules.hand_penalty(cfg, ((0, 0),)) == 25 and rules.hand_penalty(cfg, ((6, 6),)) == 50
    cfg10 = rules.new_match(2, {"lone_00": 10, "lone_66": 12}).cfg
    assert rules.hand_penalty(cfg10, ((0, 0),)) == 10 and rules.hand_penalty(cfg10, ((6, 6),)) == 12
    assert rules.hand_penalty(cfg, ((6, 6), (0, 0))) == 15
    # Written even before anyone has passed 25.
    s = replace(rules.new_match(3), hands=((), ((0, 0),), ((6, 6),)))
    assert rules.round_penalties(s, fish=False) == (0, 25, 50)
    s = replace(s, hands=((), ((5, 4),), ((6, 6),)))
    assert rules.round_penalties(s, fish=False) == (0, 0, 50)


# --- optional rules ---------------------------------------------------------------------------------

def cross_position(rules, options, hand0, other=("1:1 2:1 3:1",)):
    """Two players; a cross on 5:5 with 5:0 west and 5:2 east; the first player to move."""
    lay = Layout(spinner_rule=SPINNER_CLOSED)
    for t, arm in (("5:5", "centre"), ("5:0", "west"), ("5:2", "east")):
        lay = lay.play(parse_tile(t), arm)
    hands = (tuple(parse_tile(t) for t in hand0.split()), tuple(parse_tile(t) for t in other[0].split()))
    s = rules.new_match(2, options)
    used = set(lay.tiles()) | set(hands[0]) | set(hands[1])
    return replace(s, phase=PLAY, hands=hands, layout=lay, boneyard=tuple(t for t in ALL_TILES if t not in used))


def test_double_upside_down_closes_its_arm():
    rules = CrossRules()
    s = cross_position(rules, {"sealing": True}, "0:0 2:2 6:4")
    legal = rules.legal_actions(s, 0)
    assert Action("play", ("0:0", "west", "down")) in legal and Action("play", ("2:2", "east", "down")) in legal
    after = rules.apply(s, Action("play", ("2:2", "east", "down")))
    assert "east" in after.layout.sealed
    assert [e.arm for e in after.layout.open_ends()] == ["west", "north", "south"]
    assert rules.end_points(after) == 0  # the sealed end no longer counts
    plain = cross_position(CrossRules(), {}, "0:0 2:2 6:4")
    with pytest.raises(IllegalAction) as e:
        rules.apply(plain, Action("play", ("2:2", "east", "down")))
    assert "upside down" in e.value.text.en
    with pytest.raises(IllegalAction):  # not a double
        rules.apply(s, Action("play", ("6:4", "north", "down")))


def test_two_doubles_at_once():
    rules = CrossRules()
    s = cross_position(rules, {"two_doubles": True}, "0:0 2:2 6:4")
    both = Action("play", ("2:2", "east", "0:0", "west"))
    assert both in rules.legal_actions(s, 0)
    after = rules.apply(s, both)
    assert after.hands[0] == ((6, 4),) and rules.end_points(after) == 4  # 0 + 4 + 0 + 0
    with pytest.raises(IllegalAction) as e:
        rules.apply(cross_position(CrossRules(), {}, "0:0 2:2 6:4"), both)
    assert "two doubles" in e.value.text.en.lower()


def test_going_out_on_0_0_makes_officers_goats():
    rules = CrossRules()
    s = cross_position(rules, {"officer": True}, "0:0")
    s = rules.apply(s, play("0:0 west"))
    assert rules.is_over(s) and s.winners == (0,) and s.ending == "officer"
    res = rules.result(s)
    assert res.ranks == (1, 2)
    assert res.extra[1]["goat"] == 1 and res.extra[1]["officer"] == 1 and res.extra[0]["goat"] == 0
    assert "B is an officer's goat" in named(rules.last_event(s).en)
    assert "козёл офицерский" in rules.last_event(s).ru
    # Without the option, going out on 0:0 is an ordinary end of a round.
    s = rules.apply(cross_position(rules, {}, "0:0"), play("0:0 west"))
    assert s.phase == ROUND_OVER


def test_going_out_on_0_0_and_6_6_at_once_makes_generals():
    rules = CrossRules()
    lay = Layout(spinner_rule=SPINNER_CLOSED)
    for t, arm in (("5:5", "centre"), ("5:0", "west"), ("5:6", "east")):
        lay = lay.play(parse_tile(t), arm)
    s = rules.new_match(3, {"officer": True, "two_doubles": True})
    s = replace(s, phase=PLAY, layout=lay, hands=(((6, 6), (0, 0)), ((1, 1),), ((2, 2),)))
    s = rules.apply(s, Action("play", ("6:6", "east", "0:0", "west")))
    assert s.ending == "general" and s.winners == (0,)
    assert [e["general"] for e in rules.result(s).extra] == [0, 1, 1]
    assert "B, C are generals" in named(rules.last_event(s).en)


def test_reaching_the_target_wins_at_once_and_the_others_are_goats():
    rules = CrossRules()
    s = cross_position(rules, {}, "5:3 1:0")  # 5:3 north: ends 0 + 2 + 3 + 0 = 5
    s = replace(s, prize=(122, 40), penalty=(2, 0))
    s = rules.apply(s, play("5:3 north"))
    assert rules.is_over(s) and s.winners == (0,) and rules.match_scores(s) == (125, 40)
    res = rules.result(s)
    assert res.ranks == (1, 2) and res.extra[1]["goat"] == 1
    assert "A wins. B is a goat!" in named(rules.last_event(s).en)
    assert "B — козёл!" in named(rules.last_event(s).ru)


def test_variant_2_ends_when_someone_has_125_penalties():
    rules = CrossRules()
    s = fish_position(rules, {"variant": PENALTIES})
    s = replace(s, penalty=(0, 100, 10, 20))
    s = rules.apply(s, play("6:0 east"))
    assert s.round_penalty == (5, 30, 30, 80)  # variant 2: every hand is written
    assert rules.is_over(s) and s.winners == (0,)
    assert rules.match_scores(s) == (5, 130, 40, 100)
    res = rules.result(s)
    assert res.ranks[0] == 1 and [e["goat"] for e in res.extra] == [0, 1, 0, 0]
    assert res.extra[1]["eggs"] == 1 and res.extra[1]["eggs_weight"] == 30
    assert "with eggs weighing 30" in rules.last_event(s).en


# --- illegal actions and hidden information ----------------------------------------------------------

def test_illegal_actions_have_clear_messages(rules):
    s0 = rules.new_match(4)
    with pytest.raises(IllegalAction):
        rules.apply(s0, play("5:5 centre"))  # not dealt yet
    s = rules.apply(s0, recorded_deal())
    cases = [
        (play("6:4 centre"), "This round opens with 5:5"),
        (play("0:0 centre"), "You do not hold 0:0"),
        (DRAW, "fits"),
        (Action("jump"), "no move"),
        (recorded_deal(), "dealt already"),
        (play("5:5"), "a tile and an end"),
        (play("5:5 nowhere"), "not an end"),
        (play("9:9 centre"), "0 to 6"),
    ]
    for action, words in cases:
        with pytest.raises(IllegalAction) as e:
            rules.apply(s, action)
        assert words in e.value.text.en and e.value.text.ru
    s = rules.apply(s, play("5:5 centre"))
    with pytest.raises(IllegalAction) as e:
        rules.apply(s, play("1:1 west"))
    assert "does not fit" in e.value.text.en
    with pytest.raises(IllegalAction) as e:
        rules.apply(rules.view_for(s, 1), play("5:0 west"))
    assert "view" in e.value.text.en
    with pytest.raises(IllegalAction) as e:
        rules.apply(s0, Action("deal", ("5:5",)))
    assert "28 tiles" in e.value.text.en


def test_no_typed_dice(rules):
    with pytest.raises(IllegalAction) as e:
        rules.chance_from_text(rules.new_match(2), "3 5")
    assert "dealt by the program" in e.value.text.en and e.value.text.ru
    assert rules.uses_dice is False and rules.has_hidden_information


def test_view_hides_the_other_hands_and_the_bazaar(rules):
    s = rules.apply(rules.new_match(2), order_for(["5:5 6:6 6:1 6:2 6:3 4:4 6:0", "5:0 1:1 1:0 2:1 2:0 3:2 3:0"]))
    v = rules.view_for(s, 1)
    assert rules.hand(v, 1) == s.hands[1] and rules.hand(v, 0) is None
    assert rules.hand_size(v, 0) == 7 and rules.boneyard_size(v) == 14 and v.boneyard == ()
    assert rules.legal_actions(v, 0) == []  # the view knows nothing of seat 0's tiles
    assert rules.view_for(v, 1) is v
    rules_, rows = recorded_round()
    shown = rules_.view_for(rows[-1], 0)  # after the round the hands are laid open for the count
    assert rules_.hand(shown, 3) == ((3, 1),)


def test_protocol(rules):
    _, rows = recorded_round()
    s = rows[5]
    assert rules.layout(s).cross_open() and rules.end_points(s) == 20 and rules.scores_now(s) == 20
    assert rules.round_number(s) == 1 and rules.target(s) == 125
    assert rules.round_scores(s) == (25, 10, 40, 30) and rules.score_history(s) == ()
    assert rules.hand_size(s, 0) == 1 and rules.boneyard_size(s) == 0
    assert "scores 20" in rules.last_event(s).en
    assert rules.describe(s, play("6:3 south")).en.startswith("6:3 down")
    assert rules.turn_of(rules.new_match(2)) is None and rules.to_move(rules.new_match(2)) == CHANCE


# --- random matches for every option and preset ---------------------------------------------------------

OPTION_SETS = [
    {}, {"variant": PENALTIES}, {"penalties": "start"}, {"entry": 25}, {"later": "55"},
    {"lone_00": 10, "lone_66": 15}, {"sealing": True}, {"two_doubles": True}, {"officer": True},
    {"leader_takes": True}, {"fish_to_biggest": True}, {"count": "down"}, {"target": 60},
]


def run_match(rules, n, options, seed, levels=("easy", "counter")):
    players = [{"kind": "computer", "name": f"P{i}", "level": levels[i % len(levels)]} for i in range(n)]
    m = Match.new(rules, "cross", players, options, seed=seed)
    ais = [make_player(p["level"]) for p in players]
    return finish_match(m, computer_moves(rules, ais, random.Random(seed)), limit=20000)


@pytest.mark.parametrize("options", OPTION_SETS + [p for _, p in CrossRules().presets()])
def test_random_matches_end_and_replay(rules, options):
    for n in (2, 3, 4):
        m = run_match(rules, n, options, seed=n * 101 + len(options))
        assert m.over
        state = replayed(rules, m)
        assert state == m.state and state.phase == OVER
        res = rules.result(state)
        assert 1 in res.ranks and len(res.extra) == n
        sums = tuple(sum(col) for col in zip(*rules.score_history(state)))
        if options.get("count") == "down":
            sums = tuple(rules.target(state) - v for v in sums)
        assert sums == rules.match_scores(state)
        if not state.ending and options.get("variant") != PENALTIES:
            assert max(rules.net(state, s) for s in range(n)) >= rules.target(state)


def test_random_legal_moves_keep_every_tile_once(rules):
    rng = random.Random(5)
    for options in OPTION_SETS:
        s = rules.new_match(rng.choice((2, 3, 4)), options)
        for _ in range(300):
            if rules.is_over(s):
                break
            mover = rules.to_move(s)
            a = rules.sample_chance(s, rng) if mover == CHANCE else rng.choice(rules.legal_actions(s, mover))
            s = rules.apply(s, a)
            if s.phase == PLAY:
                tiles = [t for h in s.hands for t in h] + list(s.boneyard) + list(s.layout.tiles())
                assert sorted(tiles) == sorted(ALL_TILES)
