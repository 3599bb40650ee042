"""Vertushka's computer players and the exact solution: the book's position, consistency of the
solved chances, legality, strength and speed."""

import random
import statistics

import pytest
from play_helpers import computer_moves, play, play_to_end, timed

from compendium.core.actions import Action
from compendium.games.vertushka.ai import (
    EasyPlayer,
    MatchSolver,
    MediumPlayer,
    PerfectPlayer,
    game_value,
    make_player,
    match_solver,
    move_value,
)
from compendium.games.vertushka.rules import VertushkaRules, settle, tipped, tips


def book_24(rules):
    """Total 24 with 3 on top (2 on top before), as in the book's example."""
    s = play(rules, rules.new_match(2), "dice 5", *(f"tip {f}" for f in (1, 2, 3, 1, 2, 4, 1, 2, 3)))
    assert s.total == 24 and s.tops == (3,) and s.barred == (0, 2)
    return s


def test_book_example_at_24_six_wins_five_loses():
    s = book_24(VertushkaRules())
    assert move_value(31, s.total, s.tops, s.barred, 0, 6) > 0  # the opponent is forced past 31
    assert move_value(31, s.total, s.tops, s.barred, 0, 5) < 0  # the opponent answers with 1 and wins
    # ... and in the match as well: tipping to 6 gives the better chance of winning it
    solver = match_solver(31, 6)
    threw = s.mover == s.first
    six = solver.after(0, 0, threw, s.total, s.tops, s.barred, 0, 6)
    five = solver.after(0, 0, threw, s.total, s.tops, s.barred, 0, 5)
    assert six > 0.5 > five


def test_hint_at_24_says_the_game_is_won():
    rules = VertushkaRules()
    s = book_24(rules)
    advice = PerfectPlayer().advise(rules, s, s.mover)
    d, f = 0, advice.action.args[0]
    assert move_value(31, s.total, s.tops, s.barred, d, f) > 0
    assert "won" in advice.why.en and "выиграна" in advice.why.ru
    assert 0.5 < advice.win_chance <= 1


def test_hint_says_when_the_game_is_lost():
    rules = VertushkaRules()
    s = play(rules, book_24(rules), "tip 6")  # 30: every reply passes 31
    advice = PerfectPlayer().advise(rules, s, s.mover)
    assert advice.action == Action.parse("tip 2")  # gives away the least: one point
    assert "lost" in advice.why.en


def minimax(target, total, tops, barred):
    """The point difference of a game by plain recursion (no memo), for comparison."""
    best = None
    for d, f in tips(tops, barred):
        new = tipped(tops, d, f)
        t = total + sum(new)
        mine, theirs = settle(t, target)
        v = mine - theirs if (mine or theirs) else -minimax(target, t, new, (d, tops[d]))
        best = v if best is None else max(best, v)
    return best


@pytest.mark.parametrize("total,tops,barred", [(20, (3,), (0, 2)), (24, (3,), None), (17, (1,), (0, 5)),
                                               (18, (2, 5), (1, 4)), (14, (6, 6), None)])
def test_memoised_game_value_equals_plain_minimax(total, tops, barred):
    assert game_value(31, total, tops, barred) == minimax(31, total, tops, barred)


def test_match_chances_are_consistent():
    solver = match_solver(31, 6)
    for a in range(6):
        for b in range(6):
            # my chance when I throw + the opponent's chance when I throw = 1
            assert solver.start(a, b, True) + solver.start(b, a, False) == pytest.approx(1.0)
            assert 0.0 <= solver.start(a, b, True) <= 1.0
    assert solver.start(5, 0, True) > solver.start(0, 0, True) > solver.start(0, 5, True)
    # the chance at a game's start is the average over the six throws of the chance after it
    expected = sum((1 - solver.win(0, 0, False, v, (v,), None)) / 6 for v in range(1, 7))
    assert solver.start(0, 0, True) == pytest.approx(expected)
    assert MatchSolver(31, 1).start(0, 0, False) == pytest.approx(1 - MatchSolver(31, 1).start(0, 0, True))


def play_match(rules, options, players, rng, check=False):
    """A match to its end (with ``check``: every action must be legal)."""
    return play_to_end(rules, rules.new_match(2, options), computer_moves(rules, players, rng, check=check), rng)


@pytest.mark.parametrize("options", [{}, {"dice": 2}, {"target": 20, "goal": 3}, {"dice": 2, "target": 45}])
def test_computer_players_never_choose_an_illegal_action(options):
    rules = VertushkaRules()
    rng = random.Random(4)
    for pair in (("easy", "perfect"), ("perfect", "medium"), ("medium", "easy")):
        play_match(rules, options, [make_player(k) for k in pair], rng, check=True)


@pytest.mark.parametrize("strong,weak", [(PerfectPlayer, MediumPlayer), (MediumPlayer, EasyPlayer)])
def test_stronger_levels_win_most_matches(strong, weak):
    rules = VertushkaRules()
    rng = random.Random(9)
    wins = 0
    for k in range(40):
        players = [strong(), weak()] if k % 2 == 0 else [weak(), strong()]
        s = play_match(rules, {}, players, rng)
        wins += isinstance(players[s.winner], strong)
    assert wins >= 32


def test_easy_player_hits_31_when_it_can():
    rules = VertushkaRules()
    s = play(rules, book_24(rules), "tip 1", "tip 2")  # 27 with 2 on top: 4 makes 31
    assert EasyPlayer().choose(rules, s, s.mover, random.Random(0)) == Action.parse("tip 4")


def test_unknown_level():
    with pytest.raises(ValueError):
        make_player("grandmaster")


@pytest.mark.parametrize("options", [{}, {"dice": 2}])
def test_decision_time(options):
    rules = VertushkaRules()
    rng = random.Random(2)
    times = []
    for _ in range(3):
        play_to_end(rules, rules.new_match(2, options),
                    timed(lambda s, mover: PerfectPlayer().choose(rules, s, mover, rng), times), rng)
    assert statistics.median(times) < 0.1
