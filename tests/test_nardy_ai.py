"""Short and long nardy: the computer players (compendium/games/nardy/ai.py) and their evaluations
(compendium/games/nardy/evaluate.py).

Every level answers a legal turn in positions of random games (checkers on the bar, bearing off)
and keeps to a small budget; each sees an obvious hit, an obvious bear-off and an obvious safe
play; the cube rule doubles a clearly won race and not an even one, takes a close one and drops a
lost one. A few dozen games strong against easy (slow) show the difference."""

import random
import statistics
import threading
import time
from dataclasses import replace

import pytest

from compendium.core.actions import Action
from compendium.core.search import Budget, Cancelled
from compendium.games.nardy import ai, evaluate
from compendium.games.nardy.position import LONG, SHORT, make, start
from compendium.games.nardy.rules import NardyRules
from nardy_states import random_states, state_at

R = NardyRules()
LEVELS = ("easy", "medium", "strong")


def mv(*steps: str) -> Action:
    return Action("move", tuple(steps))




def pick(level: str, state, seconds: float = 2.0, seed: int = 0) -> Action:
    return ai.make_player(level).next_move(R, state, R.to_move(state), random.Random(seed), Budget.seconds(seconds))


# --- the levels ----------------------------------------------------------------------------------------


def test_the_levels():
    assert [lv.key for lv in ai.LEVELS][:3] == list(LEVELS)
    for level in LEVELS:
        p = ai.make_player(level)
        assert p.level == level and p.name.en and p.name.ru
    for lv in ai.LEVELS:
        assert lv.about.en and lv.about.ru
    with pytest.raises(ValueError):
        ai.make_player("grandmaster")


@pytest.mark.parametrize("variant", (SHORT, LONG))
@pytest.mark.parametrize("level", LEVELS)
def test_every_answer_is_legal(level, variant):
    p = ai.make_player(level)
    rng = random.Random(1)
    states = random_states(variant, 30, seed=LEVELS.index(level))
    for s in states:
        seat = R.to_move(s)
        legal = R.legal_actions(s, seat)
        a = p.think(R, s, seat, rng, Budget.seconds(0.05))
        assert a in legal and a.verb != "resign", a


def test_legal_on_the_bar_and_bearing_off():
    bar = state_at(SHORT, {25: 2, 6: 5, 8: 3, 13: 5}, {6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 8: 5}, dice=(5, 3))
    off = state_at(SHORT, {6: 3, 5: 3, 3: 2, 2: 1}, {24: 2, 13: 5, 8: 3}, dice=(6, 4))
    off_long = state_at(LONG, {6: 4, 4: 3, 2: 2}, {24: 10, 20: 2}, dice=(5, 5))
    closed = state_at(SHORT, {25: 1, 6: 5, 8: 4, 13: 5}, {6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2, 8: 3}, dice=(6, 6))
    for s in (bar, off, off_long, closed):
        legal = R.legal_actions(s, 0)
        for level in LEVELS:
            a = pick(level, s, seconds=0.2)
            assert a in legal and a.verb == "move", (level, a)
    assert pick("strong", closed) == Action("move")  # shut out: nothing to play


def test_the_random_states_include_the_bar_and_the_bear_off():
    states = random_states(SHORT, 120, seed=5)
    assert any(s.pos.mine[25] for s in states)
    assert any(s.pos.all_home() for s in states)


def test_a_small_budget_is_kept():
    p = ai.make_player("strong")
    rng = random.Random(2)
    took = []
    for s in random_states(SHORT, 10, seed=9) + random_states(LONG, 10, seed=9):
        t = time.monotonic()
        p.think(R, s, R.to_move(s), rng, Budget.seconds(0.05))
        took.append(time.monotonic() - t)
    # the deadline is checked between the replies to each throw (its own 0.6 s are not used up);
    # the one-look scoring of every turn comes first, so the bound is loose for a busy machine
    assert statistics.median(took) < 0.3 and max(took) < 1.0, took


def test_the_budget_s_cancel_flag_is_honoured():
    flag = threading.Event()
    flag.set()
    s = random_states(SHORT, 1, seed=3)[0]
    for level in LEVELS:
        with pytest.raises(Cancelled):
            ai.make_player(level).next_move(R, s, R.to_move(s), random.Random(0), Budget(cancel=flag))


# --- obvious turns ----------------------------------------------------------------------------------------


def test_an_obvious_hit():
    # their blot on my 5 point (their 20); 8/5 6/5 hits it and makes the point
    s = state_at(SHORT, {6: 5, 8: 3, 13: 5, 24: 2}, {20: 1, 24: 1, 13: 5, 8: 3, 6: 5}, dice=(3, 1))
    for level in ("medium", "strong"):
        assert pick(level, s) == mv("8/5", "6/5"), level
    assert sum(pick("easy", s, seed=k) == mv("8/5", "6/5") for k in range(5)) >= 3


@pytest.mark.parametrize("level", LEVELS)
def test_an_obvious_bear_off(level):
    s = state_at(SHORT, {6: 1, 5: 1}, {24: 2, 13: 5, 8: 3, 6: 5}, dice=(6, 5))
    assert pick(level, s) == mv("6/off", "5/off")
    s = state_at(LONG, {6: 2, 3: 1}, {24: 5, 20: 3, 12: 4}, dice=(6, 3))
    assert pick(level, s) == mv("6/off", "3/off") or pick(level, s) == mv("6/off", "6/3")
    # the whole game ends now: all three off with 6-6
    s = state_at(LONG, {6: 2, 3: 1}, {24: 5, 20: 3, 12: 4}, dice=(6, 6))
    after = R.apply(s, pick(level, s))
    assert R.is_over(after)


def test_an_obvious_safe_play():
    # 9/3 9/6 leaves no blot; any other 6-3 leaves one in front of their two back checkers
    s = state_at(SHORT, {9: 2, 6: 4, 5: 4, 4: 3, 3: 2}, {24: 2, 6: 5, 5: 4, 4: 4}, dice=(6, 3))
    for level in ("medium", "strong"):
        assert pick(level, s) == mv("9/3", "9/6") or pick(level, s) == mv("9/6", "9/3"), level


def test_long_nardy_leaves_the_head():
    # early in the game the head is played from
    s = R.new_match(2, {"variant": LONG})
    s = replace(s, phase="move", dice=(5, 3), turn=0, first_seat=0)
    for level in ("medium", "strong"):
        a = pick(level, s)
        assert any(step.startswith("24/") for step in a.args), a


# --- the cube ---------------------------------------------------------------------------------------------


def test_the_cube_in_clear_races():
    # seat 0 on roll, far ahead in a race: doubles; even: just rolls
    ahead = state_at(SHORT, {6: 2, 5: 3, 4: 3, 3: 2, 2: 2, 1: 1}, {6: 5, 5: 4, 4: 3, 8: 3}, cube=True)
    even = state_at(SHORT, {6: 3, 5: 3, 4: 3, 3: 3, 2: 3}, {6: 3, 5: 3, 4: 3, 3: 3, 2: 3}, cube=True)
    for level in LEVELS:
        assert "double" in {a.verb for a in R.legal_actions(ahead, 0)}
        assert pick(level, ahead) == Action("double"), level
        assert pick(level, even) == Action("roll"), level
    # the other seat answers: a hopeless race is dropped, a close one (61 pips against 66) taken
    hopeless = replace(ahead, phase="answer")
    close = replace(state_at(SHORT, {6: 4, 5: 3, 4: 3, 3: 2, 2: 2}, {6: 4, 5: 4, 4: 3, 3: 2, 2: 2},
                             cube=True), phase="answer")
    assert R.to_move(hopeless) == 1
    for level in LEVELS:
        assert pick(level, hopeless) == Action("drop"), level
        assert pick(level, close) == Action("take"), level


def test_the_trailer_doubles_after_crawford():
    even = state_at(SHORT, {6: 3, 5: 3, 4: 3, 3: 3, 2: 3}, {6: 3, 5: 3, 4: 3, 3: 3, 2: 3}, cube=True, match_to=5)
    assert pick("medium", even) == Action("roll")
    trailing = replace(even, score=(1, 4), crawford=False, crawford_used=True)
    assert "double" in {a.verb for a in R.legal_actions(trailing, 0)}
    assert pick("medium", trailing) == Action("double")
    assert R.legal_actions(replace(trailing, crawford=True), 0) == [Action("roll"), Action("resign")]


def test_the_cube_rule():
    assert ai.should_double(0.8) and not ai.should_double(0.6)
    assert ai.should_take(0.3) and not ai.should_take(0.15)


# --- the evaluation ---------------------------------------------------------------------------------------


def test_the_evaluation_is_a_chance():
    for variant in (SHORT, LONG):
        for s in random_states(variant, 300, seed=4):
            for pos in (s.pos, s.pos.swapped()):
                assert 0.0 <= evaluate.win_chance(pos) <= 1.0
                assert 0.0 <= evaluate.plain_chance(pos) <= 1.0
        p = start(variant)
        assert 0.35 < evaluate.win_chance(p) < 0.5  # the opponent throws first: a little better off
    won = make(SHORT, {}, {6: 2})
    assert evaluate.win_chance(won) == 1.0 and evaluate.win_chance(won.swapped()) == 0.0


def test_the_race_estimate():
    assert evaluate.race_chance(10.0, 10.0) < 0.5  # the side on roll is ahead at even throws
    assert evaluate.race_chance(8.0, 12.0) > 0.85
    assert evaluate.race_chance(14.0, 12.0) < 0.2
    ahead = make(SHORT, {6: 2, 5: 3, 4: 3, 3: 2, 2: 2, 1: 1}, {6: 5, 5: 4, 4: 3, 8: 3})
    assert evaluate.is_race(ahead) and evaluate.win_chance(ahead) > 0.85


def test_shots_count_direct_and_indirect():
    far = make(SHORT, {13: 1, 6: 14}, {24: 2, 6: 13})  # my blot 12 pips from their back checkers
    near = make(SHORT, {7: 1, 6: 14}, {24: 2, 6: 13})  # 6 pips away: a direct shot
    assert 0 < evaluate.shot_cost(far.mine, far.theirs) < evaluate.shot_cost(near.mine, near.theirs)
    safe = make(SHORT, {6: 15}, {24: 2, 6: 13})
    assert evaluate.shot_cost(safe.mine, safe.theirs) == 0


def test_long_blocks_cost_the_blocked_side():
    # five points in front of their head (their 23..19 = my 11..7) against one, the pips equal
    open_ = make(LONG, {24: 9, 9: 5, 1: 1}, {24: 14, 14: 1})
    blocked = make(LONG, {24: 9, 11: 1, 10: 1, 9: 1, 8: 1, 7: 1, 1: 1}, {24: 14, 14: 1})
    assert evaluate.win_chance(blocked) > evaluate.win_chance(open_)


# --- strength -----------------------------------------------------------------------------------------


def _game(variant: str, strong_seat: int, seed: int) -> int:
    """One game strong (its search cut to 150 nodes, about three candidate turns, so that the test
    plays the same games on any machine) against easy; 1 when strong wins."""
    rng = random.Random(seed)
    players = {strong_seat: ai.StrongPlayer(seconds=1.0, nodes=150), 1 - strong_seat: ai.make_player("easy")}
    s = R.new_match(2, {"variant": variant})
    while not R.is_over(s):
        mover = R.to_move(s)
        if mover == -1:
            outs = R.chance_outcomes(s)
            s = R.apply(s, rng.choices([a for a, _ in outs], [p for _, p in outs])[0])
            continue
        s = R.apply(s, players[mover].next_move(R, s, mover, rng, Budget.seconds(1.0)))
    return int(R.result(s).points[strong_seat] > R.result(s).points[1 - strong_seat])


@pytest.mark.slow
@pytest.mark.parametrize("variant", (SHORT, LONG))
def test_strong_beats_easy(variant):
    games = 20
    won = sum(_game(variant, k % 2, 100 + k) for k in range(games))
    assert won > games / 2, won
