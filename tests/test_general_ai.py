"""Computer players of General and Golden General: the turn arithmetic checked against hand
calculations and brute force, sensible decisions, never an illegal action, the strong level
scoring more than the simple one, and the time a decision takes."""

import random
import statistics
from itertools import product

import pytest
from play_helpers import play, play_to_end, timed

from compendium.core.actions import Action
from compendium.games.general.ai import (
    HANDS,
    KEEPS,
    EasyGeneral,
    StrongGeneral,
    StrongGolden,
    baselines,
    golden_best_score,
    hold_values,
    line_tables,
    make_player,
    rolls,
)
from compendium.games.general.rules import (
    LINES,
    WIN,
    GeneralRules,
    GoldenGeneralRules,
    Scoring,
    golden_groups,
    line_points,
)


def with_free(state, free):
    """The state with every line but ``free`` already filled (with 0) for the seat to move."""
    sheet = tuple(None if line in free else 0 for line in LINES)
    return state.__class__(**{**state.__dict__, "sheets": (sheet,) + state.sheets[1:]})


def test_the_dice_arithmetic():
    assert len(HANDS) == 252 and len(KEEPS) == 462
    for n in range(6):
        assert abs(sum(p for _, p in rolls(n)) - 1) < 1e-12
    # Keeping four sixes with one throw to come makes a general one time in six.
    stop, after = line_tables(Scoring(), "general")
    assert after[1][(6, 6, 6, 6)] == pytest.approx(40 / 6)
    # A general from scratch in up to three throws (the known 4.6 %).
    assert baselines(Scoring(golden=True))["general"] / 40 == pytest.approx(0.046, abs=0.001)
    # Ones: each die has three chances to show a 1.
    assert baselines(Scoring())["ones"] == pytest.approx(5 * (1 - (5 / 6) ** 3))


def test_hold_values_match_a_direct_sum():
    value = {h: float(sum(h)) for h in HANDS}
    held = hold_values(value)
    assert held[()] == pytest.approx(17.5)
    assert held[(6, 6)] == pytest.approx(12 + 3 * 3.5)


def test_strong_general_writes_a_served_straight():
    rules = GeneralRules()
    s = play(rules, rules.new_match(2), "roll", "dice 5 3 2 6 4")
    assert StrongGeneral().choose(rules, s, 0, random.Random(0)) == Action("score", ("straight",))


def test_strong_general_takes_the_outright_win():
    rules = GeneralRules()
    s = play(rules, rules.new_match(2, {"served_general": WIN}), "roll", "dice 2 2 2 2 2")
    assert StrongGeneral().choose(rules, s, 0, random.Random(0)) == Action("score", ("general",))


def test_strong_general_aims_at_the_last_line():
    rules = GeneralRules()
    s = with_free(play(rules, rules.new_match(1), "roll", "dice 3 3 1 3 2"), ("general",))
    a = StrongGeneral().choose(rules, s, 0, random.Random(0))
    assert a == Action("roll", (3, 5))  # keep the three threes


def test_strong_general_puts_a_poor_last_throw_where_it_costs_least():
    rules = GeneralRules()
    s = play(rules, rules.new_match(1), "roll", "dice 1 2 4 6 6", "roll 3 4 5", "dice 3 4 5", "roll 5",
             "dice 6")
    assert s.dice == (1, 2, 3, 4, 6) and s.throws == 3
    a = StrongGeneral().choose(rules, s, 0, random.Random(0))
    # 1 in ones gives up about 1.1 of what ones are worth later; every other line gives up more
    assert a == Action("score", ("ones",))
    assert StrongGeneral().advise(rules, s, 0).why.en == "Write 1 in Ones"


def test_golden_split_search_is_exact():
    """The best way to write ten dice, against a brute force over all 32 x 32 pairs of groups."""
    scoring = Scoring(golden=True)
    rng = random.Random(5)
    groups = golden_groups()
    for _ in range(40):
        dice = tuple(rng.randint(1, 6) for _ in range(10))
        free = tuple(rng.sample(LINES, rng.randint(2, 10)))
        best = max(line_points(scoring, l1, [dice[d] for d in g1]) + line_points(scoring, l2, [dice[d] for d in g2])
                   for g1, g2 in product(groups, groups) if not set(g1) & set(g2)
                   for l1 in free for l2 in free if l1 != l2)
        assert golden_best_score(scoring, dice, free, None)[0] == best


def test_strong_golden_finds_the_hidden_general():
    rules = GoldenGeneralRules()
    s = play(rules, rules.new_match(1), "roll", "dice 4 6 4 6 4 6 4 6 4 6", "roll 1", "dice 4", "roll 1", "dice 4")
    s = with_free(s, ("general", "sixes"))
    a = StrongGolden().choose(rules, s, 0, random.Random(0))
    after = rules.apply(s, a)
    assert after.total(0) == 70  # general 40 (all fours) and sixes 30 (all sixes)


def legal_check(rules, level, games, players, seed):
    rng = random.Random(seed)
    ai = make_player(level, rules.golden)

    def choose(s, mover):
        view = rules.view_for(s, mover)
        a = ai.choose(rules, view, mover, rng)
        assert a in rules.legal_actions(s, mover), a
        advice = ai.advise(rules, view, mover)
        assert advice.action in rules.legal_actions(s, mover) and advice.why.en and advice.why.ru
        return a

    for _ in range(games):
        play_to_end(rules, rules.new_match(players), choose, rng)


@pytest.mark.parametrize("level", ["easy", "strong"])
@pytest.mark.parametrize("golden", [False, True])
def test_computer_players_never_choose_an_illegal_action(level, golden):
    rules = GoldenGeneralRules() if golden else GeneralRules()
    legal_check(rules, level, games=2, players=2, seed=11)


def solo_scores(rules, player, n, seed):
    out = []
    for k in range(n):
        rng = random.Random(seed + k)
        s = play_to_end(rules, rules.new_match(1), lambda s, seat, rng=rng: player.choose(rules, s, seat, rng), rng)
        out.append(s.total(0))
    return out


@pytest.mark.parametrize("golden", [False, True])
@pytest.mark.slow
def test_the_strong_level_scores_more_than_the_simple_one(golden):
    rules = GoldenGeneralRules() if golden else GeneralRules()
    easy = statistics.mean(solo_scores(rules, make_player("easy", golden), 60, 1000))
    strong = statistics.mean(solo_scores(rules, make_player("strong", golden), 60, 1000))
    assert strong > easy + 10


def test_easy_general_keeps_what_it_has_most_of():
    rules = GeneralRules()
    s = play(rules, rules.new_match(1), "roll", "dice 5 2 5 6 2")
    assert EasyGeneral().choose(rules, s, 0, random.Random(0)) == Action("roll", (2, 4, 5))  # keeps 5 5
    s = play(rules, rules.new_match(1), "roll", "dice 5 2 5 1 3")
    assert EasyGeneral().choose(rules, s, 0, random.Random(0)) == Action("roll", (3,))  # 1 2 3 5: a straight draw


@pytest.mark.parametrize("golden", [False, True])
def test_decisions_are_quick(golden):
    rules = GoldenGeneralRules() if golden else GeneralRules()
    ai = make_player("strong", golden)
    rng = random.Random(2)
    times = []
    play_to_end(rules, rules.new_match(2), timed(lambda s, mover: ai.choose(rules, s, mover, rng), times), rng)
    assert statistics.median(times) < 0.5 and max(times) < 2.0
