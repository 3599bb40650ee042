"""Thirteen's rules: the book's worked turn, every operation, the variants, simultaneous play,
table dice, and random matches of every option replayed from their records."""

import itertools
import random

import pytest
from play_helpers import play, replayed

from compendium.core import chance
from compendium.core.actions import Action
from compendium.core.match import Match
from compendium.core.rules import CHANCE, SIMULTANEOUS, IllegalAction
from compendium.games.thirteen.rules import (
    COLOURED,
    HIDDEN,
    OPS,
    SPECIAL,
    ThirteenRules,
    op_action,
    op_value,
    score_of,
    throw_sums,
)


@pytest.fixture
def rules():
    return ThirteenRules()


def test_book_example_turn(rules):
    # 5-4 makes 9; 6-4 is 10, "multiply by three and add": 10×3 + 9 = 39, which is 3×13 and scores 3;
    # 3-2 is 5, "multiply by four and add": 5×4 + 39 = 59, not a multiple of 13, nothing.
    s = play(rules, rules.new_match(2), "dice 5 4")
    assert s.totals[0] == 9 and s.scores[0] == 0 and rules.to_move(s) == CHANCE
    s = play(rules, s, "dice 6 4")
    assert rules.to_move(s) == 0 and s.last_sum == 10
    s = play(rules, s, "mul 3")
    assert s.totals[0] == 39 and s.scores[0] == 3
    s = play(rules, s, "dice 3 2", "mul 4")
    assert s.totals[0] == 59 and s.scores[0] == 3
    assert [(st.sum, st.op, st.total, st.gained) for st in s.steps[0]] == [
        (9, None, 9, 0), (10, "mul3", 39, 3), (5, "mul4", 59, 0)]
    assert "10×3 + 9 = 39" in rules.describe(play(rules, rules.new_match(1), "dice 5 4", "dice 6 4"),
                                               Action.parse("mul 3")).en


def test_every_operation():
    # total 20, a throw of 11
    expected = {"add": 31, "sub": 9, "mul2": 42, "mul3": 53, "mul4": 64, "div2": 25, "div3": 23, "div4": 22}
    assert {op: op_value(op, 20, 11) for op in OPS} == expected


def test_subtraction_never_goes_below_zero():
    assert op_value("sub", 4, 11) == 0
    r = ThirteenRules()
    s = play(r, r.new_match(1), "dice 2 1", "dice 6 6", "sub")
    assert s.totals[0] == 0 and s.scores[0] == 0  # 0 is no multiple worth points


def test_division_drops_the_fraction():
    assert op_value("div4", 0, 11) == 2 and op_value("div3", 0, 11) == 3 and op_value("div2", 0, 11) == 5


def test_scores_are_the_quotient():
    assert score_of(39, 13) == 3 and score_of(26, 13) == 2 and score_of(40, 13) == 0
    assert score_of(44, 11) == 4 and score_of(51, 17) == 3


def test_eleven_and_seventeen():
    for m, throws in ((11, ("dice 4 3", "dice 2 2", "add")), (17, ("dice 5 4", "dice 4 4", "add"))):
        r = ThirteenRules()
        s = play(r, r.new_match(1, {"modulus": m}), *throws)
        assert s.totals[0] in (11, 17) and s.scores[0] == 1


def test_five_throws_then_the_next_player(rules):
    s = play(rules, rules.new_match(2), "dice 2 1", *["dice 2 1", "add"] * 4)
    assert len(s.steps[0]) == 5 and s.player == 1 and s.throws == 0 and not s.over
    s = play(rules, s, "dice 2 1", *["dice 2 1", "add"] * 4)
    assert s.over and rules.to_move(s) is None and s.totals == (15, 15)


def test_several_rounds_add_up():
    r = ThirteenRules()
    s = r.new_match(1, {"rounds": 2})
    turn = ["dice 7 6", "dice 7 6", "add", "dice 2 1", "add", "dice 2 1", "add", "dice 2 1", "add"]  # 26: 2 points
    s = play(r, s, *turn)
    assert not s.over and s.scores == (2,) and s.round == 1
    s = play(r, s, *turn)
    assert s.over and s.scores == (4,) and r.result(s).extra[0] == {"hits": 2, "best": 2}


def test_first_throw_scores_only_with_the_option():
    r = ThirteenRules()
    assert play(r, r.new_match(1), "dice 7 6").scores == (0,)
    assert play(r, r.new_match(1, {"first_scores": True}), "dice 7 6").scores == (1,)


def test_throw_sums_cover_3_to_13():
    sums = throw_sums()
    assert sorted(sums) == list(range(3, 14)) and abs(sum(sums.values()) - 1) < 1e-12
    assert abs(sums[8] - 6 / 36) < 1e-12


def test_coloured_die_one_counts_as_seven():
    r = ThirteenRules()
    s = play(r, r.new_match(1, {"die": COLOURED}), "dice 1 6")
    assert s.totals[0] == 13
    faces = {a.args[0] for a, _ in r.chance_outcomes(s)}
    assert faces == set(range(1, 7))
    assert {a.args[0] for a, _ in r.chance_outcomes(r.new_match(1))} == set(range(2, 8))


@pytest.mark.parametrize("die,typed,word", [
    (SPECIAL, "1 4", "2 to 7"), (SPECIAL, "8 2", "2 to 7"), (SPECIAL, "3 7", "1 to 6"),
    (COLOURED, "7 2", "1 to 6"), (SPECIAL, "3", "two dice"), (SPECIAL, "x y", "numbers"),
])
def test_impossible_typed_dice_are_refused(die, typed, word):
    r = ThirteenRules()
    s = r.new_match(1, {"die": die})
    with pytest.raises(IllegalAction) as exc:
        r.apply(s, r.chance_from_text(s, typed))
    assert word in exc.value.text.en and exc.value.text.ru


def test_typed_dice_are_accepted(rules):
    s = rules.new_match(1)
    assert rules.apply(s, rules.chance_from_text(s, "7-5")).totals == (12,)


def test_illegal_decisions_are_explained(rules):
    s = rules.new_match(2)
    with pytest.raises(IllegalAction, match="thrown"):
        rules.apply(s, Action.parse("add"))
    s = play(rules, s, "dice 3 3", "dice 4 4")
    for bad in ("mul 5", "div", "times 2", "mul3", "choose 0 add"):
        with pytest.raises(IllegalAction) as exc:
            rules.apply(s, Action.parse(bad))
        assert exc.value.text.ru
    with pytest.raises(IllegalAction, match="decide"):
        rules.apply(s, Action.parse("dice 2 2"))
    assert rules.legal_actions(s, 1) == [] and len(rules.legal_actions(s, 0)) == 8


def test_simultaneous_one_throw_for_everybody_choices_hidden_then_revealed():
    r = ThirteenRules()
    s = play(r, r.new_match(3, {"simultaneous": True}), "dice 5 4", "dice 6 4")
    assert s.totals == (9, 9, 9)
    assert r.to_move(s) == SIMULTANEOUS and r.deciding(s) == [0, 1, 2] and r.turn_of(s) is None
    assert r.legal_actions(s, 1)[0] == op_action("add", 1) == Action.parse("choose 1 add")
    s = play(r, s, "choose 0 mul 3")
    assert r.deciding(s) == [1, 2] and s.totals == (9, 9, 9) and s.scores == (0, 0, 0)
    view = r.view_for(s, 1)
    assert view.pending == (HIDDEN, None, None)  # seat 1 cannot see what seat 0 chose
    assert r.view_for(s, 0).pending[0] == "mul3"
    assert r.legal_actions(s, 0) == []
    with pytest.raises(IllegalAction, match="already"):
        r.apply(s, Action.parse("choose 0 add"))
    with pytest.raises(IllegalAction):
        r.apply(s, Action.parse("add"))
    assert "has chosen" == r.describe(s, Action.parse("choose 2 add")).en
    s = play(r, s, "choose 2 add")
    text = r.describe(s, Action.parse("choose 1 sub"))
    assert "39 (+3)" in text.en and "19" in text.en and "0" in text.en and text.ru
    s = play(r, s, "choose 1 sub")
    assert s.totals == (39, 0, 19) and s.scores == (3, 0, 0) and r.to_move(s) == CHANCE
    assert s.pending == (None, None, None)


def test_simultaneous_match_is_one_round_of_five_throws():
    r = ThirteenRules()
    s = r.new_match(2, {"simultaneous": True})
    s = play(r, s, "dice 2 1", *(["dice 2 1", "choose 0 add", "choose 1 add"] * 4))
    assert s.over and s.totals == (15, 15)


def random_match(rules, players, options, seed):
    m = Match.new(rules, "thirteen", [{"kind": "person", "name": str(i)} for i in range(players)], options, seed=seed)
    rng = random.Random(seed)
    while not m.over:
        mover = m.to_move
        if mover == CHANCE:
            m.apply(chance.sample(rules, m.state, rng))
        elif mover == SIMULTANEOUS:
            seat = rng.choice(rules.deciding(m.state))
            m.apply(rng.choice(rules.legal_actions(rules.view_for(m.state, seat), seat)))
        else:
            m.apply(rng.choice(rules.legal_actions(m.state, mover)))
    return m


OPTION_SETS = [dict(zip(("modulus", "die", "simultaneous", "rounds", "first_scores"), values))
               for values in itertools.product((13, 11, 17), (SPECIAL, COLOURED), (False, True), (1, 3), (False, True))]


@pytest.mark.parametrize("options", OPTION_SETS + [p for _, p in ThirteenRules().presets()])
def test_random_matches_end_and_replay(options):
    rules = ThirteenRules()
    for players, seed in ((1, 1), (3, 2)):
        m = random_match(rules, players, options, seed)
        res = rules.result(m.state)
        assert res.scores == m.state.scores and min(res.ranks) == 1
        n_throws = 5 * options.get("rounds", 1) * (1 if options.get("simultaneous") else players)
        assert sum(1 for a in m.record.actions if a.verb == "dice") == n_throws
        assert replayed(rules, m) == m.state
