"""Thirteen's computer players: always legal, the strong one's search is exact, and it scores more."""

import random
import statistics

import pytest
from play_helpers import play_to_end, timed

from compendium.core.actions import Action
from compendium.games.thirteen.ai import (
    BestPlayer,
    EasyPlayer,
    best_choice,
    future_value,
    make_player,
)
from compendium.games.thirteen.rules import (
    OPS,
    ThirteenRules,
    op_value,
    score_of,
    throw_sums,
)


def play_out(rules, state, players, rng, check=None):
    def choose(state, seat):
        view = rules.view_for(state, seat)
        action = players[seat].choose(rules, view, seat, rng)
        if check:
            check(rules, view, seat, action)
        return action

    return play_to_end(rules, state, choose, rng)


def legal(rules, view, seat, action):
    assert action in rules.legal_actions(view, seat)


@pytest.mark.parametrize("options", [{}, {"modulus": 11}, {"modulus": 17, "die": "coloured"},
                                     {"simultaneous": True}, {"simultaneous": True, "rounds": 2}])
def test_computer_players_never_choose_an_illegal_action(options):
    rules = ThirteenRules()
    rng = random.Random(3)
    for level in ("easy", "best"):
        players = [make_player(level), make_player("easy"), make_player("best")]
        play_out(rules, rules.new_match(3, options), players, rng, legal)


def brute_force(total, left, modulus):
    """The expected points of the remaining throws, by plain recursion (no memo)."""
    if left == 0:
        return 0.0
    out = 0.0
    for s, p in throw_sums().items():
        out += p * max(score_of(op_value(op, total, s), modulus) + brute_force(op_value(op, total, s), left - 1, modulus)
                       for op in OPS)
    return out


@pytest.mark.parametrize("total,left,modulus", [(9, 2, 13), (0, 1, 11), (39, 2, 17), (12, 3, 13)])
def test_memoised_search_equals_brute_force(total, left, modulus):
    assert future_value(total, left, modulus) == pytest.approx(brute_force(total, left, modulus))


def test_best_player_on_the_book_position():
    # total 9, a throw of 10 with three throws still to come: multiplying by 3 (39, three points)
    # is worth more than any other choice, counting what the later throws can bring.
    op, value = best_choice(9, 10, 3, 13)
    assert value >= 3 + future_value(39, 3, 13) - 1e-9
    for other in OPS:
        t = op_value(other, 9, 10)
        assert value >= score_of(t, 13) + future_value(t, 3, 13) - 1e-9
    r = ThirteenRules()
    s = r.apply(r.apply(r.new_match(1), Action.parse("dice 5 4")), Action.parse("dice 6 4"))
    advice = BestPlayer().advise(r, s, 0)
    assert advice.action == Action.parse(op if op in ("add", "sub") else f"{op[:3]} {op[3]}")
    assert advice.why.en and advice.why.ru


def test_on_the_last_throw_the_biggest_score_is_taken():
    for total in range(0, 80):
        for s in range(3, 14):
            op, value = best_choice(total, s, 0, 13)
            assert value == max(score_of(op_value(o, total, s), 13) for o in OPS)


def test_strong_player_scores_more_than_easy():
    rules = ThirteenRules()
    totals = {"easy": 0, "best": 0}
    for level in totals:
        rng = random.Random(11)
        for _ in range(150):
            s = play_out(rules, rules.new_match(1), [make_player(level)], rng)
            totals[level] += s.scores[0]
    assert totals["best"] > 1.3 * totals["easy"]
    # and about what the exact search expects: 150 turns × the value of a turn
    expected = sum(p * future_value(s, 4, 13) for s, p in throw_sums().items())
    assert abs(totals["best"] / 150 - expected) < 1.5


def test_easy_player_takes_a_visible_score():
    r = ThirteenRules()
    s = r.apply(r.apply(r.new_match(1), Action.parse("dice 5 4")), Action.parse("dice 6 4"))
    assert EasyPlayer().choose(r, s, 0, random.Random(1)) == Action.parse("mul 3")


def test_unknown_level():
    with pytest.raises(ValueError):
        make_player("grandmaster")


def test_decision_time():
    rules = ThirteenRules()
    rng = random.Random(5)
    times = []
    for _ in range(20):
        play_to_end(rules, rules.new_match(1), timed(lambda s, seat: BestPlayer().choose(rules, s, seat, rng), times), rng)
    assert statistics.median(times) < 0.05


def test_the_search_agrees_with_the_recursion():
    """The strong player's expectimax (core.search) gives best_choice's operation and value."""
    from compendium.games.thirteen.ai import search_choice
    from compendium.games.thirteen.rules import THROWS

    for modulus in (13, 11):
        for left in range(THROWS):
            for total in range(0, 160, 3):
                for s in throw_sums():
                    op, value = search_choice(total, s, left, modulus)
                    assert (op, value) == pytest.approx(best_choice(total, s, left, modulus)), (total, s, left)


def test_the_search_answers_within_a_spent_budget():
    import time

    from compendium.core.search import Budget
    from compendium.games.thirteen.ai import search_choice

    op, _ = search_choice(5, 7, 4, 19, Budget(deadline=time.monotonic() - 1))
    assert op in OPS
