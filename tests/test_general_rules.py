"""General and Golden General: scoring of every line, the first-throw bonus and its options,
the book's facts about Golden General (ten dice in five colours, two groups, five turns, a general
always 40), illegal moves, typed dice, and random matches that replay from their records."""

import random

import pytest
from play_helpers import finish_match, play, replayed

from compendium.core import chance
from compendium.core.actions import Action
from compendium.core.match import Match
from compendium.core.rules import CHANCE, IllegalAction
from compendium.games.general.rules import (
    ACE_HIGH,
    BONUS,
    DOUBLE,
    GOLDEN_COLOURS,
    LINES,
    PLAIN,
    WIN,
    WRAP,
    GeneralRules,
    GoldenGeneralRules,
    Scoring,
    colour_of,
    golden_groups,
    golden_score_action,
    golden_splits,
    group_problem,
    line_points,
    points,
)


def act(text):
    return Action.parse(text)


@pytest.fixture
def general():
    return GeneralRules()


@pytest.fixture
def golden():
    return GoldenGeneralRules()


# --- scoring -----------------------------------------------------------------------------------------


def test_ten_lines_as_the_book_counts_them():
    assert len(LINES) == 10


@pytest.mark.parametrize("line, dice, expected", [
    ("ones", (1, 1, 2, 3, 1), 3),
    ("threes", (3, 3, 3, 5, 6), 9),
    ("sixes", (6, 6, 6, 6, 2), 24),
    ("fives", (1, 2, 3, 4, 6), 0),
    ("straight", (3, 1, 2, 5, 4), 20),
    ("straight", (6, 4, 2, 3, 5), 20),
    ("straight", (3, 4, 5, 6, 1), 0),
    ("straight", (1, 2, 3, 4, 4), 0),
    ("full", (3, 3, 3, 5, 5), 30),
    ("full", (3, 3, 3, 3, 3), 0),
    ("full", (3, 3, 4, 4, 5), 0),
    ("four", (4, 4, 4, 4, 2), 40),
    ("four", (4, 4, 4, 4, 4), 40),
    ("four", (4, 4, 4, 2, 2), 0),
    ("general", (5, 5, 5, 5, 5), 40),
    ("general", (5, 5, 5, 5, 6), 0),
])
def test_line_points(line, dice, expected):
    assert line_points(Scoring(), line, dice) == expected


def test_straight_options():
    assert line_points(Scoring(straight=ACE_HIGH), "straight", (3, 4, 5, 6, 1)) == 20
    assert line_points(Scoring(straight=ACE_HIGH), "straight", (1, 2, 4, 5, 6)) == 0
    assert line_points(Scoring(straight=WRAP), "straight", (1, 2, 4, 5, 6)) == 20
    assert line_points(Scoring(straight=WRAP), "straight", (1, 2, 4, 5, 5)) == 0


def test_first_throw_bonus_common_figures():
    s = Scoring()
    assert points(s, "straight", (1, 2, 3, 4, 5), True) == 25
    assert points(s, "full", (2, 2, 6, 6, 6), True) == 35
    assert points(s, "four", (1, 1, 1, 1, 6), True) == 45
    assert points(s, "general", (2, 2, 2, 2, 2), True) == 80  # doubled
    assert points(s, "sixes", (6, 6, 6, 1, 2), True) == 18  # no bonus on ones to sixes
    assert points(s, "full", (2, 2, 6, 6, 5), True) == 0  # nothing made, no bonus
    assert points(Scoring(bonus=10), "straight", (2, 3, 4, 5, 6), True) == 30
    assert points(Scoring(served_general=BONUS), "general", (2, 2, 2, 2, 2), True) == 45
    assert points(Scoring(general=60), "general", (2, 2, 2, 2, 2), False) == 60


def test_golden_general_has_no_first_throw_bonus_and_a_general_is_always_40(golden):
    s = golden.new_match(1)
    assert s.scoring.general == 40 and s.n_dice == 10
    for line, dice in (("general", (4,) * 5), ("straight", (1, 2, 3, 4, 5)), ("full", (1, 1, 2, 2, 2))):
        assert points(s.scoring, line, dice, True) == points(s.scoring, line, dice, False)
    assert points(s.scoring, "general", (4,) * 5, True) == 40


# --- a turn of General --------------------------------------------------------------------------------


def test_a_turn_with_rethrows_and_a_served_bonus(general):
    s = play(general, general.new_match(2), "roll", "dice 2 3 4 5 6")
    assert s.throws == 1 and general.to_move(s) == 0
    s2 = play(general, s, "score straight")
    assert s2.sheets[0][LINES.index("straight")] == 25 and s2.served[0] == ("straight",)
    assert s2.player == 1 and s2.throws == 0 and s2.dice == ()
    # The same straight made on the second throw: no bonus.
    s = play(general, general.new_match(2), "roll", "dice 2 3 4 5 5", "roll 5")
    assert general.to_move(s) == CHANCE and s.thrown == (4,)
    s = play(general, s, "dice 6")
    assert s.dice == (2, 3, 4, 5, 6) and s.throws == 2
    s = play(general, s, "score straight")
    assert s.sheets[0][LINES.index("straight")] == 20 and s.served[0] == ()


def test_kept_dice_stay_and_a_line_that_does_not_fit_is_closed_with_zero(general):
    s = play(general, general.new_match(1), "roll", "dice 6 6 1 2 6", "roll 3 4", "dice 3 4", "roll 3 4", "dice 6 1")
    assert s.dice == (6, 6, 6, 1, 6) and s.throws == 3
    with pytest.raises(IllegalAction):
        general.apply(s, act("roll 4"))  # no fourth throw
    s = play(general, s, "score full")
    assert s.sheets[0][LINES.index("full")] == 0
    assert general.result(s).extra[0]["zeros"] == 1


def test_a_whole_solo_match_fills_ten_lines(general):
    s = general.new_match(1)
    for line in LINES:
        s = play(general, s, "roll", "dice 1 1 1 1 1", "roll", "dice 5 5 5 5 5", f"score {line}")
    assert general.is_over(s)
    # general 40 (not served), four 40, fives 25, and the rest closed with 0
    assert general.result(s).scores == (105,)


def test_served_general_variants(general):
    s = general.new_match(2, {"served_general": WIN})
    s = play(general, s, "roll", "dice 3 3 3 3 3")
    s = play(general, s, "score general")
    assert general.is_over(s) and s.winner == 0
    res = general.result(s)
    assert res.ranks == (1, 2) and res.scores == (40, 0)
    # A general on a later throw is an ordinary 40.
    s = play(general, general.new_match(2, {"served_general": WIN}), "roll", "dice 3 3 3 3 2", "roll 5", "dice 3",
             "score general")
    assert not general.is_over(s) and s.sheets[0][LINES.index("general")] == 40


def test_illegal_moves_are_refused_with_reasons(general):
    s = general.new_match(2)
    for bad in ("score ones", "roll 1 2", "dice 1 2 3 4 5", "pass"):
        with pytest.raises(IllegalAction) as e:
            general.apply(s, act(bad))
        assert e.value.text.en and e.value.text.ru
    s = play(general, s, "roll", "dice 1 2 3 4 5")
    for bad in ("roll 6", "roll 2 2", "score yacht", "score"):
        with pytest.raises(IllegalAction):
            general.apply(s, act(bad))
    s = play(general, s, "score ones", "roll", "dice 1 1 1 1 1", "score twos", "roll", "dice 1 1 1 1 2")
    assert s.player == 0
    with pytest.raises(IllegalAction) as e:
        general.apply(s, act("score ones"))
    assert "already" in e.value.text.en and "уже" in e.value.text.ru
    assert general.legal_actions(s, 1) == []


def test_typed_dice_are_checked(general):
    s = play(general, general.new_match(1), "roll")
    with pytest.raises(IllegalAction) as e:
        general.apply(s, general.chance_from_text(s, "3 4 7 1 2"))
    assert "impossible" in e.value.text.en and "невозможно" in e.value.text.ru
    with pytest.raises(IllegalAction) as e:
        general.apply(s, general.chance_from_text(s, "3 4"))
    assert "5" in e.value.text.en
    with pytest.raises(IllegalAction):
        general.chance_from_text(s, "three")
    s = general.apply(s, general.chance_from_text(s, "3, 4, 5, 6, 6"))
    s = play(general, s, "roll 1 2")
    assert general.apply(s, general.chance_from_text(s, "6 6")).dice == (6, 6, 5, 6, 6)


def test_chance_outcomes_cover_a_throw(general):
    s = play(general, general.new_match(1), "roll", "dice 1 2 3 4 5", "roll 2 4")
    outcomes = general.chance_outcomes(s)
    assert len(outcomes) == 36 and abs(sum(p for _, p in outcomes) - 1) < 1e-9


# --- Golden General -------------------------------------------------------------------------------------


def test_ten_dice_in_five_colours_two_of_each():
    assert len(GOLDEN_COLOURS) == 5
    assert sorted(colour_of(d) for d in range(10)) == [0, 0, 1, 1, 2, 2, 3, 3, 4, 4]


def test_colour_complete_groups():
    groups = golden_groups()
    assert len(groups) == 32 == len(set(groups))
    assert all(group_problem(g) is None for g in groups)
    splits = golden_splits()
    assert len(splits) == 16
    for a, b in splits:
        assert sorted(a + b) == list(range(10)) and group_problem(b) is None
    problem = group_problem((0, 5, 1, 2, 3))  # two red dice
    assert "red" in problem.en and "красная" in problem.ru


def golden_turn(rules, s, dice, score):
    s = play(rules, s, "roll", "dice " + " ".join(str(v) for v in dice))
    return play(rules, s, score)


def test_two_lines_at_once_from_two_colour_complete_groups(golden):
    s = golden.new_match(2)
    # dice 1-5 (red, green, blue, yellow, white) and 6-10 (the same colours)
    dice = (4, 6, 4, 6, 4, 6, 4, 6, 4, 6)
    s = golden_turn(golden, s, dice, "score general sixes 1 7 3 9 5")
    sheet = s.sheets[0]
    assert sheet[LINES.index("general")] == 40  # made on the first throw, still 40
    assert sheet[LINES.index("sixes")] == 30
    assert s.player == 1 and s.served[0] == ()
    assert s.last_turn[2] == (("general", 40, (0, 2, 4, 6, 8)), ("sixes", 30, (1, 3, 5, 7, 9)))


def test_the_same_split_written_from_either_group(golden):
    s = play(golden, golden.new_match(1), "roll", "dice 4 6 4 6 4 6 4 6 4 6")
    a = golden.apply(s, act("score general sixes 1 7 3 9 5"))
    b = golden.apply(s, act("score sixes general 6 2 8 4 10"))
    assert a.sheets == b.sheets
    canonical = golden_score_action("sixes", "general", (5, 1, 7, 3, 9))
    assert canonical == act("score general sixes 1 3 5 7 9")
    assert canonical in golden.legal_actions(s, 0)


def test_a_group_holding_two_dice_of_one_colour_is_refused(golden):
    s = play(golden, golden.new_match(1), "roll", "dice 1 2 3 4 5 6 1 2 3 4")
    with pytest.raises(IllegalAction) as e:
        golden.apply(s, act("score straight fours 1 6 2 3 4"))
    assert "both red" in e.value.text.en and "красная" in e.value.text.ru
    for bad in ("score straight straight 1 2 3 4 5", "score straight fours 1 2 3 4", "score straight fours 1 2 3 4 11",
                "score straight 1 2 3 4 5"):
        with pytest.raises(IllegalAction):
            golden.apply(s, act(bad))


def test_five_turns_fill_the_golden_sheet(golden):
    s = golden.new_match(1)
    pairs = [("ones", "twos"), ("threes", "fours"), ("fives", "sixes"), ("straight", "full"), ("four", "general")]
    for l1, l2 in pairs:
        assert not golden.is_over(s)
        s = golden_turn(golden, s, (1, 2, 3, 4, 5, 6, 6, 6, 6, 6), f"score {l1} {l2} 1 2 3 4 5")
    assert golden.is_over(s)
    # ones 1, threes 3, fives 5, straight 20, four 0 from 1 2 3 4 5; twos 0, fours 0, sixes 30, full 0, general 40
    assert golden.result(s).scores == (1 + 3 + 5 + 20 + 0 + 0 + 0 + 30 + 0 + 40,)


def test_golden_rethrows_any_dice_and_typed_dice(golden):
    s = play(golden, golden.new_match(1), "roll")
    with pytest.raises(IllegalAction):
        golden.apply(s, golden.chance_from_text(s, "1 2 3 4 5"))  # ten dice are thrown
    s = golden.apply(s, golden.chance_from_text(s, "1 2 3 4 5 6 1 2 3 4"))
    s = play(golden, s, "roll 1 10", "dice 6 5")
    assert s.dice == (6, 2, 3, 4, 5, 6, 1, 2, 3, 5) and s.throws == 2
    s = play(golden, s, "roll 2 3 4 5 6 7 8 9")
    with pytest.raises(ValueError):
        golden.chance_outcomes(s)  # eight dice: drawn, not listed
    s = golden.apply(s, golden.sample_chance(s, random.Random(1)))
    assert s.throws == 3 and golden.roll_actions(s) == []


# --- random matches of every option and preset replay from their records -------------------------------


def option_sets(rules):
    sets = [dict(values) for _, values in rules.presets()]
    for opt in rules.options():
        for value, _ in opt.choices:
            sets.append({opt.key: value})
    return sets


def random_match(rules, game_id, options, players, seed):
    rng = random.Random(seed)
    m = Match.new(rules, game_id, [{"kind": "person", "name": f"P{i}"} for i in range(players)], options, seed=seed)

    def choose(state, seat):
        legal = rules.legal_actions(state, seat)
        scores = [a for a in legal if a.verb == "score"]
        return rng.choice(scores if scores and rng.random() < 0.4 else legal)

    return finish_match(m, choose)


@pytest.mark.parametrize("golden_game", [False, True])
def test_random_matches_play_to_the_end_and_replay(golden_game):
    rules = GoldenGeneralRules() if golden_game else GeneralRules()
    game_id = "golden-general" if golden_game else "general"
    for k, options in enumerate(option_sets(rules)):
        m = random_match(rules, game_id, options, 1 + k % 3, seed=100 + k)
        assert rules.is_over(m.state)
        res = rules.result(m.state)
        assert sorted(res.ranks)[0] == 1
        turns = len(LINES) // (2 if golden_game else 1)
        if m.state.winner is None:
            assert all(e is not None for sheet in m.state.sheets for e in sheet)
            assert sum(1 for a in m.record.actions if a.verb == "score") == turns * len(m.state.sheets)
        assert replayed(rules, m) == m.state
        for entry in m.log:
            assert entry.text.en is not None


def test_describe_speaks_both_languages(general):
    s = general.new_match(1)
    roll = general.describe(s, act("roll"))
    assert roll.en == "" and roll.ru == ""
    s = play(general, s, "roll")
    assert general.describe(s, act("dice 1 1 1 1 6")).ru.startswith("бросок 1")
    s = play(general, s, "dice 1 1 1 1 6")
    assert general.describe(s, act("roll 5")).en == "keeps 1 1 1 1"
    line = general.describe(s, act("score four"))
    assert line.en == "Four of a kind: 45 (first throw)" and line.ru == "Каре: 45 (с первого броска)"


def test_served_general_win_ranks_the_others_by_their_totals(general):
    s = general.new_match(3, {"served_general": WIN})
    s = play(general, s, "roll", "dice 6 6 6 6 1", "score sixes")  # seat 0: 24
    s = play(general, s, "roll", "dice 2 3 4 5 1", "roll", "dice 4 4 4 4 4", "score fours")  # seat 1: 20
    s = play(general, s, "roll", "dice 1 1 1 1 1", "score general")  # seat 2 wins outright
    res = general.result(s)
    assert res.winners == (2,) and res.ranks == (2, 3, 1)


def test_options_are_checked():
    with pytest.raises(ValueError):
        GeneralRules().new_match(2, {"general": 45})
    with pytest.raises(ValueError):
        GoldenGeneralRules().new_match(2, {"general": 50})  # the book fixes Golden General's general at 40
    assert GeneralRules().resolve_options({})["straight"] == PLAIN
    assert GeneralRules().resolve_options({})["served_general"] == DOUBLE
    assert GoldenGeneralRules().new_match(1, {"straight": WRAP}).scoring.straight == WRAP


def test_sampled_throws_are_fair():
    rules = GeneralRules()
    s = play(rules, rules.new_match(1), "roll")
    rng = random.Random(3)
    counts = [0] * 7
    for _ in range(3000):
        for v in chance.sample(rules, s, rng).args:
            counts[v] += 1
    assert all(2200 < c < 2800 for c in counts[1:])


# --- the worked examples of the rules pages ---------------------------------------------------------------


def test_rules_page_worked_turn(general):
    s = play(general, general.new_match(1), "roll", "dice 6 6 1 6 2", "roll 3 5", "dice 6 3")
    assert s.dice == (6, 6, 6, 6, 3)
    assert points(s.scoring, "four", s.dice, False) == 40 and points(s.scoring, "sixes", s.dice, False) == 24
    s = play(general, s, "roll 5", "dice 5", "score four")
    assert s.sheets[0][LINES.index("four")] == 40
    served = play(general, general.new_match(1), "roll", "dice 6 6 6 6 3", "score four")
    assert served.sheets[0][LINES.index("four")] == 45


def test_rules_page_worked_split(golden):
    s = play(golden, golden.new_match(1), "roll", "dice 5 5 5 1 5 5 2 3 6 4")
    # six fives, but two of them red: no group of five fives exists
    assert all(len({s.dice[d] for d in g}) > 1 for g in golden_groups())
    after = play(golden, s, "score four straight 1 2 3 4 5")
    assert after.sheets[0][LINES.index("four")] == 40 and after.sheets[0][LINES.index("straight")] == 20
    # the yellow dice swapped: 5 5 5 6 5 and 5 2 3 1 4, again four of a kind and a straight
    swapped = play(golden, s, "score four straight 1 2 3 9 5")
    assert swapped.total(0) == after.total(0) == 60
