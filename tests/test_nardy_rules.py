"""The match of short nardy (backgammon) and long nardy (compendium/games/nardy/rules.py): the opening
throw, the dice, long nardy's first-turn head exceptions, the doubling cube, gammons and mars, matches
to N points with the Crawford rule, resigning, the log lines in both languages, the view's helpers,
records (the documented ones and random ones replay), and random matches played to their end with
the invariants checked after every action (a quick run here, 1,000 games a variant marked slow)."""

import json
import random
import re
from dataclasses import replace
from pathlib import Path

import pytest
from play_helpers import dice
from play_helpers import play as play_with

from compendium.core.actions import Action
from compendium.core.record import Record, load_record, replay
from compendium.core.rules import CHANCE, LOSS, WIN, IllegalAction, OptionsError
from compendium.core.text import name_seats
from compendium.games.nardy.options import NardyOptions
from compendium.games.nardy.position import make, opp_point, start
from compendium.games.nardy.rules import (
    ANSWER,
    CUBE_MAX,
    DECIDE,
    DOUBLE,
    MOVE,
    OPENING,
    OVER,
    RESIGN,
    ROLL,
    ROLL_ACTION,
    TAKE,
    NardyRules,
    action_for,
    bar_of,
    game_end_text,
    head_limit,
    may_double,
    off_of,
    own_to_abs,
    pips_of,
    points_of,
    sequences_of,
)

R = NardyRules()
RECORDS = Path(__file__).resolve().parent.parent / "docs" / "records.md"


def new(variant="short", **options):
    return R.new_match(2, {"variant": variant, **options})


def play(state, *actions):
    return play_with(R, state, *actions)


def notations(state, seat=None):
    seat = R.to_move(state) if seat is None else seat
    return [a.notation for a in R.legal_actions(state, seat)]


def moves_of(state):
    return [a for a in R.legal_actions(state, R.to_move(state)) if a.verb == "move"]


def head_departures(action):
    return sum(1 for step in action.args if str(step).startswith("24/"))


def refused(state, action, en_part, ru_part):
    with pytest.raises(IllegalAction) as err:
        R.apply(state, Action.parse(action) if isinstance(action, str) else action)
    assert en_part in err.value.text.en and ru_part in err.value.text.ru
    return err.value.text


def near_end(state, winner, theirs, mine=None, dice_=(6, 5)):
    """``state`` put at the moment ``winner`` bears off his last checker (on his point 1) with
    ``dice_``; ``theirs`` is the loser's {own point: count} (the missing ones borne off)."""
    pos = make(state.variant, mine or {1: 1}, theirs)
    return replace(state, pos=pos, turn=winner, phase=MOVE, dice=dice_, moved=(5, 5), first_seat=0)


# --- options ----------------------------------------------------------------------------------------------
def test_options_are_declared_once_with_their_defaults():
    assert R.Options is NardyOptions
    assert R.resolve_options({}) == {"variant": "short", "match_to": 1, "gammons": False, "mars": False,
                                     "cube": False, "crawford": True}
    opts = {o.key: o for o in R.options()}
    assert opts["variant"].fixed and not opts["variant"].applies({"variant": "short"})
    assert opts["gammons"].applies({"variant": "short"}) and not opts["gammons"].applies({"variant": "long"})
    assert opts["mars"].applies({"variant": "long"}) and not opts["mars"].applies({"variant": "short"})
    assert not opts["cube"].applies({"variant": "long"})
    crawford = opts["crawford"]
    assert crawford.applies({"variant": "short", "cube": True, "match_to": 5})
    assert not crawford.applies({"variant": "short", "cube": True, "match_to": 1})
    assert not crawford.applies({"variant": "short", "cube": False, "match_to": 5})
    with pytest.raises(OptionsError):
        R.resolve_options({"match_to": 26})
    with pytest.raises(OptionsError):
        R.resolve_options({"variant": "medium"})
    assert R.player_range({"variant": "long"}) == (2, 2)
    with pytest.raises(OptionsError) as err:
        R.new_match(3, {})
    assert "2" in err.value.text.ru


def test_a_new_match_starts_with_the_opening_throw():
    for variant in ("short", "long"):
        s = new(variant)
        assert s.phase == OPENING and R.to_move(s) == CHANCE and R.turn_of(s) is None
        assert s.pos == start(variant) and s.score == (0, 0) and s.cube == 1 and s.cube_owner is None
        assert not R.is_over(s) and R.legal_actions(s, 0) == [] == R.legal_actions(s, 1)


# --- the opening throw and the dice -------------------------------------------------------------------------
def test_the_opening_throw_has_thirty_unequal_outcomes():
    outcomes = R.chance_outcomes(new())
    assert len(outcomes) == 30
    assert all(a.verb == "dice" and a.args[0] != a.args[1] for a, _ in outcomes)
    assert all(p == pytest.approx(1 / 30) for _, p in outcomes)
    assert sum(p for _, p in outcomes) == pytest.approx(1)


@pytest.mark.parametrize("variant", ["short", "long"])
def test_a_typed_tie_at_the_opening_is_refused(variant):
    s = new(variant)
    action = R.chance_from_text(s, "3 3")
    assert action == dice(3, 3)
    refused(s, action, "Equal numbers: throw again.", "Выпали равные числа: бросьте ещё раз.")
    assert "throw again" in R.describe(s, action).en


def test_short_the_higher_die_starts_and_plays_those_numbers():
    s = R.apply(new("short"), dice(3, 5))  # seat 0 threw 3, seat 1 threw 5
    assert s.phase == MOVE and s.turn == 1 and R.to_move(s) == 1 and s.dice == (5, 3)
    assert s.first_seat == 1 and s.opening == (3, 5)
    assert "move 13/8 13/10" in notations(s)
    s = R.apply(new("short"), dice(6, 1))
    assert s.turn == 0 and s.dice == (6, 1) and "move 13/7 8/7" in notations(s)


def test_long_the_higher_die_starts_and_throws_anew():
    s = R.apply(new("long"), dice(2, 6))
    assert s.phase == ROLL and s.turn == 1 and R.to_move(s) == CHANCE and R.turn_of(s) == 1
    assert s.dice is None and s.first_seat == 1
    assert len(R.chance_outcomes(s)) == 21
    s = R.apply(s, dice(6, 6))  # the first throw may be a double
    assert s.phase == MOVE and s.dice == (6, 6) and R.to_move(s) == 1


def test_later_throws_have_twenty_one_outcomes_and_read_in_any_order():
    s = R.apply(new("long"), dice(5, 1))
    outcomes = R.chance_outcomes(s)
    assert len(outcomes) == 21 and sum(p for _, p in outcomes) == pytest.approx(1)
    chances = {a.args: p for a, p in outcomes}
    assert chances[(6, 6)] == pytest.approx(1 / 36) and chances[(5, 3)] == pytest.approx(2 / 36)
    assert all(a >= b for a, b in chances)
    for typed in ("3 5", "5 3", "3-5", "35"):
        after = R.apply(s, R.chance_from_text(s, typed))
        assert after.dice == (5, 3)
    refused(s, dice(3), "two numbers", "два числа")
    refused(s, dice(3, 7), "impossible", "невозможно")
    with pytest.raises(IllegalAction):
        R.chance_from_text(s, "three five")
    refused(s, Action("move", ("24/20",)), "dice are to be thrown", "бросить кости")


def test_dice_are_refused_when_a_player_must_decide():
    s = R.apply(new("short"), dice(3, 1))
    refused(s, dice(3, 1), "not the moment", "не время")


# --- moves --------------------------------------------------------------------------------------------------
def test_a_whole_turn_in_any_order_of_its_steps_is_one_action():
    s = R.apply(new("short"), dice(3, 1))
    a = R.apply(s, Action.parse("move 8/5 6/5"))
    b = R.apply(s, Action.parse("move 6/5 8/5"))
    assert a == b and a.turn == 1 and a.last == ((8, 5), (6, 5)) and a.last_seat == 0
    assert action_for(s, ((6, 5), (8, 5))) == Action.parse("move 8/5 6/5")
    assert ((6, 5), (8, 5)) in sequences_of(s) and ((8, 5), (6, 5)) in sequences_of(s)
    # one checker by both dice: both orders reach the same point
    assert R.apply(s, Action.parse("move 24/21 21/20")) == R.apply(s, Action.parse("move 24/23 23/20"))
    assert len(set(notations(s))) == len(notations(s))


def test_illegal_turns_are_refused_in_both_languages():
    s = R.apply(new("short"), dice(3, 1))
    text = refused(s, "move 8/5", "not a legal play of 3 and 1", "Так 3 и 1 не сыграть")
    assert "2" in text.en
    refused(s, "move 24/18 6/5", "not a legal play", "не сыграть")
    refused(s, "move 8/x", "A move names its steps", "Ход называет")
    refused(s, "move 24/20", "not a legal play", "не сыграть")
    refused(s, "roll", "no move «roll»", "нет хода «roll»")
    refused(s, "double", "no move «double»", "нет хода «double»")


def test_a_hit_may_be_marked_and_the_log_marks_it():
    s = play(new("short", cube=True), "dice 3 1", "move 8/5 6/5", "roll", "dice 6 4", "move 24/18 13/9",
             "roll", "dice 6 5")
    plain, marked = Action.parse("move 13/7 13/8"), Action.parse("move 13/7* 13/8")
    assert plain in R.legal_actions(s, 0)
    assert R.apply(s, marked) == R.apply(s, plain)
    assert R.describe(s, plain).en == "13/7* 13/8" == R.describe(s, plain).ru
    after = R.apply(s, plain)
    assert bar_of(after) == (0, 1)


def test_an_empty_move_is_the_only_play_when_nothing_can_be_played():
    s = play(new("short"), "dice 4 1", "move 24/20 24/23", "dice 6 3", "move 8/2* 13/10", "dice 6 6")
    assert bar_of(s) == (1, 0)
    assert notations(s) == ["move", "resign"]
    assert R.describe(s, Action("move")) .en == "cannot move"
    assert R.describe(s, Action("move")).ru == "не может сходить"
    refused(s, "move bar/19", "Nothing can be played with 6 and 6", "сходить нельзя")
    after = R.apply(s, Action("move"))
    assert after.turn == 1 and after.moved == (2, 1) and after.pos == s.pos.swapped()


# --- long nardy: the first-turn head exceptions ---------------------------------------------------------------
def first_turn(first_roll, opening=(5, 2)):
    """Long: the first player (seat 0 or 1 by ``opening``) has thrown ``first_roll``."""
    return play(new("long"), dice(*opening), dice(*first_roll))


def second_turn(first_roll, second_roll):
    """Long: seat 0 started with ``first_roll`` (its first legal turn played), seat 1 threw ``second_roll``."""
    s = first_turn(first_roll)
    s = R.apply(s, moves_of(s)[0])
    return R.apply(s, dice(*second_roll))


@pytest.mark.parametrize("roll", [(6, 6), (4, 4), (3, 3)])
@pytest.mark.parametrize("opening", [(5, 2), (1, 4)])
def test_the_first_turn_may_take_two_from_the_head_with_6_6_4_4_3_3(roll, opening):
    s = first_turn(roll, opening)
    assert head_limit(s) == 2
    assert max(head_departures(a) for a in moves_of(s)) == 2
    if roll == (6, 6):  # the third six cannot pass the other's head: two checkers to 18 and no more
        assert notations(s) == ["move 24/18 24/18", "resign"]


@pytest.mark.parametrize("roll", [(5, 5), (2, 2), (1, 1), (6, 2), (6, 5), (2, 1)])
def test_other_first_throws_take_one_from_the_head(roll):
    s = first_turn(roll)
    assert head_limit(s) == 1
    assert max(head_departures(a) for a in moves_of(s)) == 1


@pytest.mark.parametrize("first_roll", [(2, 1), (6, 2), (5, 5)])
@pytest.mark.parametrize("roll", [(5, 5), (6, 2)])
def test_the_second_player_takes_two_with_5_5_or_6_2_after_2_1_6_2_5_5(first_roll, roll):
    s = second_turn(first_roll, roll)
    assert s.turn == 1 and s.first_roll == first_roll and head_limit(s) == 2
    assert max(head_departures(a) for a in moves_of(s)) == 2


@pytest.mark.parametrize("first_roll", [(4, 1), (6, 6), (3, 2)])
@pytest.mark.parametrize("roll", [(5, 5), (6, 2)])
def test_the_second_player_takes_one_with_5_5_or_6_2_after_other_throws(first_roll, roll):
    s = second_turn(first_roll, roll)
    assert head_limit(s) == 1
    assert max(head_departures(a) for a in moves_of(s)) == 1


@pytest.mark.parametrize("roll", [(6, 6), (4, 4), (3, 3)])
def test_the_second_player_takes_two_with_the_doubles_of_any_first_turn(roll):
    assert head_limit(second_turn((4, 1), roll)) == 2


def test_the_exception_is_for_the_first_turn_only():
    s = first_turn((6, 6))
    s = play(s, "move 24/18 24/18", "dice 3 1")
    s = R.apply(s, moves_of(s)[0])
    s = R.apply(s, dice(6, 6))  # the first player's second turn
    assert s.turn == 0 and s.moved == (1, 1) and head_limit(s) == 1
    assert max(head_departures(a) for a in moves_of(s)) <= 1
    # the first player's own first throw 6-2 does not open the second player's exception for him
    s = first_turn((6, 2))
    assert head_limit(s) == 1
    # short nardy has no head rule
    assert head_limit(play(new("short"), "dice 6 5")) == 1


# --- the doubling cube ----------------------------------------------------------------------------------------
def cube_game(**options):
    """Short with the cube: white opened with 3-1 and played; black is to decide."""
    return play(new("short", cube=True, **options), "dice 3 1", "move 8/5 6/5")


def test_without_the_cube_the_dice_are_thrown_at_once():
    s = play(new("short"), "dice 3 1", "move 8/5 6/5")
    assert s.phase == ROLL and R.to_move(s) == CHANCE and R.turn_of(s) == 1
    assert not may_double(s, 1)
    assert play(new("long"), "dice 3 1", "dice 4 2", "move 24/20 20/18").phase == ROLL


def test_double_take_and_ownership():
    s = cube_game()
    assert s.phase == DECIDE and R.to_move(s) == 1 and notations(s) == ["roll", "double", "resign"]
    refused(s, "move 24/18", "Throw the dice first", "Сначала бросьте кости")
    assert R.apply(s, ROLL_ACTION).phase == ROLL
    s = R.apply(s, DOUBLE)
    assert s.phase == ANSWER and R.to_move(s) == 0 and R.turn_of(s) == 0 and notations(s) == ["take", "drop"]
    refused(s, "resign", "answer the double", "ответьте на удвоение")
    s = R.apply(s, TAKE)
    assert s.phase == ROLL and s.cube == 2 and s.cube_owner == 0 and s.turn == 1
    s = play(s, "dice 6 4", "move 24/18 13/9")
    # white owns the cube: he may redouble before his throw
    assert s.phase == DECIDE and s.turn == 0 and "double" in notations(s)
    s = play(s, "double", "take")
    assert s.cube == 4 and s.cube_owner == 1 and s.turn == 0 and s.phase == ROLL
    s = play(s, "dice 2 1", "move 13/11 6/5")
    assert s.phase == DECIDE and may_double(s, 1) and not may_double(s, 0)
    s = play(s, "roll", "dice 2 1", "move 13/11 6/5")
    assert s.phase == ROLL and s.turn == 0  # the cube is black's: white throws at once
    assert s.cube in (1, 2, 4, 8, 16, 32, 64)


def test_a_drop_scores_the_value_before_the_double():
    s = cube_game(match_to=5)
    s = play(s, "double", "take", "dice 6 4", "move 24/18 13/9")  # the cube at 2, white's
    s = play(s, "double", "drop")  # white doubles to 4, black drops: white wins 2
    assert s.score == (2, 0) and s.game_over == (0, 2, "drop")
    assert s.phase == OPENING and s.game_no == 2 and s.cube == 1 and s.cube_owner is None
    single = play(cube_game(), "double", "drop")
    assert single.phase == OVER and single.score == (0, 1) and single.winner == 1
    assert R.result(single).outcomes == (LOSS, WIN)


def test_no_double_beyond_the_highest_cube_or_when_it_would_not_matter():
    s = cube_game(match_to=5)
    assert may_double(replace(cube_game(), cube=32, cube_owner=1), 1)
    top = replace(cube_game(), cube=CUBE_MAX, cube_owner=1)
    assert not may_double(top, 1) and "double" not in notations(top)
    refused(top, DOUBLE, f"at {CUBE_MAX}", f"на {CUBE_MAX}")
    assert not may_double(replace(s, score=(0, 4)), 1)  # one point wins him the match already
    assert not may_double(replace(s, score=(0, 3), cube=2, cube_owner=1), 1)
    assert may_double(replace(s, score=(0, 3)), 1)
    refused(replace(s, score=(0, 4)), DOUBLE, "would not matter", "ничего не изменит")
    refused(replace(s, cube_owner=0), DOUBLE, "only its owner", "только его владелец")
    assert may_double(replace(cube_game(), cube=16, cube_owner=1), 1)  # a single game: any stake


def test_the_crawford_game_is_flagged_once():
    s = new("short", cube=True, match_to=3)
    s = R.apply(near_end(s, 0, {13: 15}), Action.parse("move 1/off"))  # white 1
    assert s.score == (1, 0) and not s.crawford and not s.crawford_used
    s = R.apply(near_end(replace(s, cube=2), 1, {13: 15}), Action.parse("move 1/off"))  # black 2
    assert s.score == (1, 2) and s.crawford and s.crawford_used and s.game_no == 3
    # the Crawford game: nobody may double
    g = play(s, "dice 3 1", "move 8/5 6/5")
    assert g.phase == ROLL and not may_double(g, 1) and not may_double(g, 0)
    refused(replace(g, phase=DECIDE), DOUBLE, "Crawford game", "партия Кроуфорда")
    s = R.apply(near_end(s, 0, {13: 15}), Action.parse("move 1/off"))  # white 1: 2-2
    assert s.score == (2, 2) and not s.crawford and s.crawford_used and s.game_no == 4
    g = play(s, "dice 3 1", "move 8/5 6/5")
    assert g.phase == ROLL  # both need one point: a double would not matter
    # without the rule, or in a single game, there is no Crawford game
    s = new("short", cube=True, match_to=3, crawford=False)
    s = R.apply(near_end(replace(s, cube=2), 1, {13: 15}), Action.parse("move 1/off"))
    assert s.score == (0, 2) and not s.crawford
    assert play(s, "dice 1 3", "move 8/5 6/5").phase == DECIDE  # white may double


# --- gammons and mars -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("theirs, gammons, points, how", [
    ({18: 2, 13: 13}, True, 2, "gammon"),
    ({18: 15}, True, 2, "gammon"),
    ({19: 1, 13: 14}, True, 3, "backgammon"),  # the loser's 19 is in the winner's home
    ({25: 1, 13: 14}, True, 3, "backgammon"),  # on the bar
    ({13: 14}, True, 1, "single"),  # one borne off
    ({23: 2, 13: 13}, False, 1, "single"),  # the loser's 23 is the winner's 2
    ({23: 2, 13: 13}, True, 3, "backgammon"),
    ({25: 1, 13: 14}, False, 1, "single"),
])
def test_short_gammons_and_backgammons_with_the_option(theirs, gammons, points, how):
    s = new("short", gammons=gammons, match_to=5)
    s = R.apply(near_end(s, 1, theirs), Action.parse("move 1/off"))
    assert s.score == (0, points) and s.game_over == (1, points, how)
    text = game_end_text(s)
    assert "wins the game" in text.en and "выигрывает партию" in text.ru
    if how == "gammon":
        assert "(a gammon)" in text.en and "(марс)" in text.ru


def test_the_cube_multiplies_a_gammon():
    s = replace(new("short", gammons=True, cube=True, match_to=9), cube=4, cube_owner=0)
    s = R.apply(near_end(s, 0, {13: 15}), Action.parse("move 1/off"))
    assert s.score == (8, 0)


@pytest.mark.parametrize("theirs, mars, points", [
    ({24: 15}, True, 2), ({6: 15}, True, 2), ({6: 14}, True, 1), ({24: 15}, False, 1),
])
def test_long_mars_with_the_option(theirs, mars, points):
    s = new("long", mars=mars, match_to=5)
    s = R.apply(near_end(s, 0, theirs), Action.parse("move 1/off"))
    assert s.score == (points, 0) and s.game_over[1] == points
    assert s.game_over[2] == ("mars" if points == 2 else "single")


def test_long_the_game_ends_when_the_first_seat_bears_off_its_last_checker():
    s = new("long")
    s = near_end(s, 0, {1: 1}, dice_=(2, 1))  # black too has one checker left: no last throw for him
    s = R.apply(s, Action.parse("move 1/off"))
    assert s.phase == OVER and R.is_over(s) and s.winner == 0 and R.to_move(s) is None
    assert off_of(s) == (15, 14)
    res = R.result(s)
    assert res.outcomes == (WIN, LOSS) and res.scores == (1.0, 0.0)
    refused(s, dice(3, 1), "over", "окончена")
    # in a match the next game starts at once with its own opening throw
    s = near_end(new("long", match_to=3), 1, {1: 1}, dice_=(2, 1))
    s = R.apply(s, Action.parse("move 1/off"))
    assert s.phase == OPENING and s.score == (0, 1) and s.pos == start("long") and s.moved == (0, 0)
    assert s.first_roll is None and s.first_seat is None


# --- a match to N -------------------------------------------------------------------------------------------------
def test_a_match_carries_the_score_over_several_games():
    s = new("short", match_to=3, gammons=True)
    s = R.apply(near_end(s, 0, {13: 14}), Action.parse("move 1/off"))
    assert s.score == (1, 0) and s.phase == OPENING and s.game_no == 2 and not R.is_over(s)
    assert R.result(s).scores == (1.0, 0.0)
    s = play(s, "dice 2 5")  # a new opening throw: black starts this one
    assert s.turn == 1 and s.phase == MOVE and s.dice == (5, 2)
    s = R.apply(near_end(s, 1, {13: 15}), Action.parse("move 1/off"))  # a gammon: 1-2
    assert s.score == (1, 2) and s.game_no == 3 and s.phase == OPENING
    s = R.apply(near_end(s, 1, {13: 14}), Action.parse("move 1/off"))
    assert s.phase == OVER and s.score == (1, 3) and s.winner == 1
    res = R.result(s)
    assert res.outcomes == (LOSS, WIN) and res.scores == (1.0, 3.0) and res.points == (0.0, 1.0)
    assert "wins the match" in game_end_text(s).en and "выигрывает матч" in game_end_text(s).ru


# --- resigning ------------------------------------------------------------------------------------------------------
def test_resigning_concedes_the_match():
    s = play(new("short", match_to=5), "dice 3 1")
    assert "resign" in notations(s)
    over = R.apply(s, RESIGN)
    assert over.phase == OVER and over.winner == 1 and over.resigned == 0 and R.is_over(over)
    assert R.result(over).outcomes == (LOSS, WIN)
    assert R.describe(s, RESIGN).en == "resigns the match" and R.describe(s, RESIGN).ru == "сдаёт матч"
    assert "opponent resigned" in game_end_text(over).en and "соперник сдался" in game_end_text(over).ru
    decide = cube_game()
    assert R.apply(decide, RESIGN).winner == 0  # before his throw, too
    refused(over, RESIGN, "over", "окончена")
    assert R.legal_actions(over, 0) == [] == R.legal_actions(over, 1)


# --- the log ---------------------------------------------------------------------------------------------------------
def test_describe_in_both_languages_with_the_players_names():
    names = ["Anna", "Boris"]

    def shown(state, action):
        text = R.describe(state, Action.parse(action) if isinstance(action, str) else action)
        return name_seats(text.en, names), name_seats(text.ru, names)

    s = new("short", cube=True, match_to=3)
    assert shown(s, "dice 4 1") == ("Opening throw: Anna 4, Boris 1; Anna starts with 4 and 1",
                                    "Первый бросок: Anna — 4, Boris — 1; Anna начинает и играет 4 и 1")
    assert shown(new("long"), "dice 1 6") == (
        "Opening throw: Anna 1, Boris 6; Boris starts and throws both dice",
        "Первый бросок: Anna — 1, Boris — 6; Boris начинает и бросает обе кости")
    s = play(s, "dice 4 1", "move 24/20 24/23")
    assert shown(s, "roll") == ("", "")
    assert shown(s, "double") == ("doubles to 2", "удваивает до 2")
    d = R.apply(s, DOUBLE)
    assert shown(d, "take") == ("takes: the cube is at 2", "принимает: кубик на 2")
    assert shown(d, "drop") == ("drops. Boris wins the game, 1 point; the score is 0–1.",
                                "отказывается. Boris выигрывает партию, 1 очко; счёт 0–1.")
    r = R.apply(s, ROLL_ACTION)
    assert shown(r, "dice 3 6") == ("throws 6 and 3", "бросает 6 и 3")
    assert shown(r, "dice 5 5") == ("throws double 5", "бросает дубль 5")
    m = R.apply(r, dice(6, 3))
    assert shown(m, "move 8/2 13/10") == ("8/2* 13/10", "8/2* 13/10")
    end = near_end(replace(s, score=(0, 2)), 1, {13: 15}, dice_=(6, 5))
    assert shown(end, "move 1/off") == ("1/off. Boris wins the game, 1 point; the score is 0–3: Boris wins the match.",
                                        "1/off. Boris выигрывает партию, 1 очко; счёт 0–3: Boris выигрывает матч.")
    single = near_end(new("short", gammons=True), 0, {13: 15}, dice_=(6, 5))
    assert shown(single, "move 1/off") == ("1/off. Anna wins the game, 2 points (a gammon).",
                                           "1/off. Anna выигрывает партию, 2 очка (марс).")


# --- what a view needs -------------------------------------------------------------------------------------------------
def test_the_board_picture_in_absolute_points():
    s = new("short")
    board = points_of(s)
    assert len(board) == 24
    assert board[24 - 1] == (0, 2) and board[13 - 1] == (0, 5) and board[8 - 1] == (0, 3) and board[6 - 1] == (0, 5)
    assert board[1 - 1] == (1, 2) and board[12 - 1] == (1, 5) and board[17 - 1] == (1, 3) and board[19 - 1] == (1, 5)
    assert board[2 - 1] == (-1, 0)
    assert pips_of(s) == (167, 167) and bar_of(s) == (0, 0) and off_of(s) == (0, 0)
    long_board = points_of(new("long"))
    assert long_board[24 - 1] == (0, 15) and long_board[12 - 1] == (1, 15)
    assert sum(n for _, n in long_board) == 30 and pips_of(new("long")) == (360, 360)
    assert [own_to_abs("long", 1, p) for p in (24, 13, 1, 6)] == [12, 1, 13, 18]
    assert [own_to_abs("short", 1, p) for p in (24, 1)] == [1, 24] and own_to_abs("long", 0, 7) == 7
    # seen from seat 1 to move, the picture is the same board
    s = play(new("short"), "dice 1 3", "move 8/5 6/5")
    assert s.turn == 0 and points_of(s)[20 - 1] == (1, 2) and pips_of(s) == (167, 163)
    assert R.view_for(s, 1) is s
    assert sequences_of(new("short")) == []


# --- records -------------------------------------------------------------------------------------------------------
def _documented_records():
    text = RECORDS.read_text(encoding="utf-8")
    sections = [s for s in re.split(r"^## ", text, flags=re.MULTILINE) if s.startswith("Short nardy")]
    assert sections, "docs/records.md has no section on nardy"
    return re.findall(r"```json\n(.*?)\n```", sections[0], flags=re.DOTALL)


def test_the_documented_records_replay():
    examples = _documented_records()
    assert len(examples) >= 3
    verbs = set()
    for text in examples:
        record = load_record(text)
        assert record.game in ("short-nardy", "long-nardy")
        state, states, _ = replay(R, record)
        assert len(states) == len(record.actions) and R.is_over(state)
        verbs |= {a.verb for a in record.actions}
    assert {"dice", "move", "roll", "double", "take", "drop", "resign"} <= verbs


def random_match(variant, rng, **options):
    s = new(variant, **options)
    actions = []
    while not R.is_over(s):
        mover = R.to_move(s)
        if mover == CHANCE:
            a = R.sample_chance(s, rng)
        else:
            a = rng.choice([x for x in R.legal_actions(s, mover) if x != RESIGN])
        actions.append(a.notation)
        s = R.apply(s, a)
    return s, actions


@pytest.mark.parametrize("variant, options", [
    ("short", {"match_to": 3, "cube": True, "gammons": True}),
    ("long", {"match_to": 3, "mars": True}),
])
def test_a_random_match_replays_from_its_record_to_the_same_standings(variant, options):
    state, actions = random_match(variant, random.Random(5), **options)
    record = Record(game=f"{variant}-nardy", options=R.resolve_options({"variant": variant, **options}),
                    players=[{"kind": "person", "name": "A"}, {"kind": "person", "name": "B"}],
                    actions=[Action.parse(a) for a in actions])
    back = Record.loads(record.dumps())
    again, _, _ = replay(R, back)
    assert again == state and R.result(again) == R.result(state)
    assert state.game_no > 1 and max(state.score) >= 3
    text = json.dumps({"format": "compendium-record", "version": 1, "game": f"{variant}-nardy",
                       "options": back.options, "players": back.players, "actions": actions})
    assert replay(R, load_record(text))[0] == state


def test_odd_actions_are_refused_with_a_reason_and_nothing_else():
    odd = ["move 24/18/12", "move 6", "move x/y", "move 25/20", "move 24/0", "move 7/off", "move bar/26",
           "move 24/18 24/18 24/18 24/18 24/18", "dice 0 1", "dice 1 2 3", "dice a b", "double 2", "take",
           "drop", "roll", "resign 1", "pass", "move 13/7* 13/8*", "dice -1 3"]
    rng = random.Random(2)
    for variant, options in (("short", {"cube": True, "match_to": 3}), ("long", {"match_to": 3})):
        s = new(variant, **options)
        for _ in range(300):
            if R.is_over(s):
                break
            for text in odd:
                try:
                    R.apply(s, Action.parse(text))
                except IllegalAction as exc:
                    assert exc.text.en and exc.text.ru
            mover = R.to_move(s)
            a = R.sample_chance(s, rng) if mover == CHANCE else rng.choice(
                [x for x in R.legal_actions(s, mover) if x != RESIGN])
            s = R.apply(s, a)


# --- random matches with the invariants checked after every action ---------------------------------------------
def check_invariants(before, action, after):
    for s in (after,):
        for side in (s.pos.mine, s.pos.theirs):
            assert len(side) == 26 and min(side) >= 0 and sum(side) == 15  # board + bar + off
            if s.variant == "long":
                assert side[25] == 0
        for p in range(1, 25):  # never two colours on one point
            assert not (s.pos.mine[p] and s.pos.theirs[opp_point(s.variant, p)])
        assert sum(n for _, n in points_of(s)) + sum(bar_of(s)) + sum(off_of(s)) == 30
        assert s.cube in (1, 2, 4, 8, 16, 32, 64) and s.cube <= CUBE_MAX  # a power of two
        assert s.cube_owner in (None, 0, 1) and (s.cube == 1) == (s.cube_owner is None)
    assert all(b <= a for b, a in zip(before.score, after.score))  # scores only grow
    if after.phase == OVER and after.resigned is None:
        assert after.winner is not None and after.score[after.winner] >= after.opts.match_to
    ended = after.game_no != before.game_no or (after.phase == OVER and after.resigned is None)
    if not ended:
        if after.variant == "long":  # no hitting: each seat's pips only decrease
            assert all(a <= b for a, b in zip(pips_of(after), pips_of(before)))
            if action.verb == "move" and action.args:
                assert pips_of(after)[before.turn] < pips_of(before)[before.turn]
        assert after.score == before.score
    else:
        if after.phase != OVER:
            assert after.game_no == before.game_no + 1 and after.phase == OPENING
            assert after.pos == start(after.variant) and after.cube == 1
        gained = sum(after.score) - sum(before.score)
        assert gained == after.game_over[1] >= 1 and gained % before.cube == 0


def play_checked(variant, seed, options):
    rng = random.Random(seed)
    s = new(variant, **options)
    crawford_games = 0
    steps = 0
    while not R.is_over(s):
        steps += 1
        assert steps < 20000
        mover = R.to_move(s)
        if mover == CHANCE:
            a = R.sample_chance(s, rng)
            assert a in [x for x, _ in R.chance_outcomes(s)]
        else:
            legal = R.legal_actions(s, mover)
            assert legal and len(set(legal)) == len(legal)
            choices = [x for x in legal if x != RESIGN]
            a = RESIGN if RESIGN in legal and rng.random() < 0.0005 else rng.choice(choices)
        after = R.apply(s, a)
        assert R.successor(s, a) == after
        if a.verb == "move":
            assert R.apply(s, Action.parse(a.notation)) == after
        check_invariants(s, a, after)
        if after.crawford and not s.crawford:
            crawford_games += 1
            assert options.get("match_to", 1) - 1 in after.score
        s = after
    assert crawford_games <= 1
    res = R.result(s)
    assert res.outcomes[s.winner] == WIN and res.outcomes[1 - s.winner] == LOSS
    return s


VARIANT_OPTIONS = {
    "short": [{}, {"cube": True}, {"gammons": True, "cube": True, "match_to": 5},
              {"match_to": 3, "gammons": True}, {"cube": True, "match_to": 7, "crawford": False}],
    "long": [{}, {"mars": True}, {"match_to": 3, "mars": True}, {"match_to": 5}],
}


def _run(variant, games, seed0):
    """Random matches until ``games`` games have been played; how their games ended."""
    options = VARIANT_OPTIONS[variant]
    ends = set()
    played = seed = 0
    while played < games:
        s = play_checked(variant, seed0 + seed, options[seed % len(options)])
        ends.add(s.game_over[2] if s.game_over else "resigned")
        played += s.game_no if s.resigned is None else s.game_no - 1
        seed += 1
    return ends


@pytest.mark.parametrize("variant", ["short", "long"])
def test_random_matches_keep_the_invariants(variant):
    ends = _run(variant, 12, 100)
    assert "single" in ends


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["short", "long"])
def test_a_thousand_random_games_keep_the_invariants(variant):
    ends = _run(variant, 1000, 10_000)
    expected = {"single", "gammon", "backgammon", "drop"} if variant == "short" else {"single", "mars"}
    assert expected <= ends
