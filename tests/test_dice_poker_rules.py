"""Dice poker's rules: the article's examples, every variant, the ranking game, records."""

import random
from dataclasses import replace

import pytest
from play_helpers import dice, finish_match, play, replayed

from compendium.core.actions import Action
from compendium.core.match import Match
from compendium.core.rules import CHANCE, IllegalAction
from compendium.games.dice_poker.rules import (
    COMBO,
    FULL,
    NO_PLUS,
    PAIR,
    POKER,
    RANKING,
    SCHOOL,
    STAND,
    SUM,
    THROW,
    TWO_PAIRS,
    DicePokerRules,
    Variant,
    hand_key,
    hand_kind,
    line_score,
    round_half_away,
)


def throw(*places):
    return Action("throw", tuple(places))


def score(line):
    return Action("score", (line,))


def entry(state, seat, line):
    return state.sheets[seat][state.lines.index(line)]


@pytest.fixture
def rules():
    return DicePokerRules()


# --- the article's examples ------------------------------------------------------------------------

ARTICLE_SCHOOL = [
    ("ones", (1, 1, 2, 3, 6), -1),
    ("twos", (2, 2, 2, 3, 5), 0),
    ("threes", (3, 3, 3, 3, 4), 3),
    ("fours", (1, 4, 4, 4, 5), 0),
    ("fives", (2, 3, 5, 5, 6), -5),
    ("sixes", (1, 6, 6, 6, 6), 6),
]


@pytest.mark.parametrize("line,values,expected", ARTICLE_SCHOOL)
def test_article_first_stage_rows(rules, line, values, expected):
    s = play(rules, rules.new_match(2), THROW, dice(*values), score(line))
    assert entry(s, 0, line) == expected
    assert s.player == 1 and s.dice == () and s.throws == 0


def test_article_table_filled_earns_the_bonus(rules):
    # The article's six rows add up to -1 + 0 + 3 + 0 - 5 + 6 = +3, which is 0 or more: +50.
    s = rules.new_match(1)
    for line, values, _ in ARTICLE_SCHOOL:
        s = play(rules, s, THROW, dice(*values), score(line))
    assert [entry(s, 0, line) for line, _, _ in ARTICLE_SCHOOL] == [e for _, _, e in ARTICLE_SCHOOL]
    assert rules.totals(s) == [sum(e for _, _, e in ARTICLE_SCHOOL) + 50]


def test_first_stage_below_zero_earns_no_bonus(rules):
    s = rules.new_match(1)
    for line, values, _ in ARTICLE_SCHOOL[:-1]:
        s = play(rules, s, THROW, dice(*values), score(line))
    s = play(rules, s, THROW, dice(1, 2, 3, 4, 6), score("sixes"))  # one six: -12
    assert entry(s, 0, "sixes") == -12
    assert rules.totals(s) == [-1 + 0 + 3 + 0 - 5 - 12]


def _second_stage(rules, players=1, **options):
    """A state in which every seat has its first stage filled with zeros."""
    s = rules.new_match(players, options)
    sheets = tuple(tuple(0 if line in SCHOOL else None for line in s.lines) for _ in range(players))
    return replace(s, sheets=sheets)


def test_article_two_pairs_18_and_36_on_the_first_throw(rules):
    s = _second_stage(rules)
    first = play(rules, s, THROW, dice(3, 3, 6, 6, 1), score("two_pairs"))
    assert entry(first, 0, "two_pairs") == 36
    later = play(rules, s, THROW, dice(3, 1, 6, 2, 5), throw(2, 4, 5), dice(3, 6, 1), score("two_pairs"))
    assert entry(later, 0, "two_pairs") == 18


def test_the_dice_kept_stay_in_their_places(rules):
    s = play(rules, rules.new_match(1), THROW, dice(4, 1, 4, 2, 4), throw(2, 4))
    assert rules.to_move(s) == CHANCE and s.pending == (1, 3)
    s = rules.apply(s, dice(6, 4))
    assert s.dice == (4, 6, 4, 4, 4) and s.throws == 2


def test_second_stage_lines(rules):
    s = _second_stage(rules)
    v = s.variant
    assert line_score(v, "pair", (2, 2, 5, 5, 6)) == 10  # the better pair
    assert line_score(v, "three", (1, 1, 1, 4, 5)) == 3
    assert line_score(v, "small", (1, 2, 3, 4, 6)) == 10
    assert line_score(v, "small", (1, 2, 3, 4, 5)) == 14  # the better run of four
    assert line_score(v, "large", (2, 3, 4, 5, 6)) == 20
    assert line_score(v, "even", (2, 2, 4, 4, 6)) == 18
    assert line_score(v, "even", (2, 2, 2, 4, 6)) == 16
    assert line_score(v, "odd", (1, 3, 3, 5, 5)) == 17
    assert line_score(v, "odd", (1, 1, 1, 1, 5)) == 9
    assert line_score(v, "full", (1, 1, 3, 3, 3)) == 11
    assert line_score(v, "four", (4, 4, 4, 4, 2)) == 16
    assert line_score(v, "poker", (5, 5, 5, 5, 5)) == 25 + 50
    assert line_score(v, "poker", (5, 5, 5, 5, 5), first_throw=True) == 50 + 50
    assert line_score(v, "chance", (1, 2, 4, 5, 6), first_throw=True) == 18  # chance is never doubled
    assert line_score(v, "full", (5, 5, 5, 5, 5)) == 0  # a full house needs two different values
    assert line_score(v, "odd", (1, 3, 3, 5, 6)) == 0


def test_a_line_not_made_takes_a_dash_never_a_negative(rules):
    s = _second_stage(rules)
    s = play(rules, s, THROW, dice(1, 2, 4, 5, 6))
    text = rules.describe(s, score("poker"))
    s = rules.apply(s, score("poker"))
    assert entry(s, 0, "poker") == 0
    assert "dash" in text.en and "прочерк" in text.ru


def test_second_stage_waits_for_the_first(rules):
    s = play(rules, rules.new_match(1), THROW, dice(3, 3, 6, 6, 1))
    assert Action("score", ("two_pairs",)) not in rules.legal_actions(s, 0)
    with pytest.raises(IllegalAction) as e:
        rules.apply(s, score("two_pairs"))
    assert "first stage" in e.value.text.en and "первый этап" in e.value.text.ru


def test_no_fourth_throw(rules):
    s = play(rules, rules.new_match(1), THROW, dice(1, 2, 3, 4, 5), throw(1), dice(6), throw(1), dice(6))
    assert not any(a.verb == "throw" for a in rules.legal_actions(s, 0))
    with pytest.raises(IllegalAction) as e:
        rules.apply(s, throw(2))
    assert "line" in e.value.text.en


@pytest.mark.parametrize("bad,why", [
    (throw(1, 2), "all five"),  # the first throw names no dice
])
def test_first_throw_is_of_all_dice(rules, bad, why):
    with pytest.raises(IllegalAction) as e:
        rules.apply(rules.new_match(1), bad)
    assert why in e.value.text.en


def test_illegal_moves_are_explained(rules):
    s = play(rules, rules.new_match(2), THROW, dice(1, 2, 3, 4, 5))
    for action, words in [(throw(), "Name the dice"), (throw(6), "no die 6"), (throw(2, 2), "twice"),
                          (score("nonsense"), "no such line"), (dice(3), "Choose to throw"),
                          (Action("stand"), "no move")]:
        with pytest.raises(IllegalAction) as e:
            rules.apply(s, action)
        assert words in e.value.text.en and e.value.text.ru
    s = rules.apply(s, score("ones"))
    s = play(rules, s, THROW, dice(1, 1, 1, 2, 2), score("ones"))  # seat 2
    s = play(rules, s, THROW, dice(1, 1, 1, 2, 2))
    with pytest.raises(IllegalAction) as e:
        rules.apply(s, score("ones"))
    assert "already filled" in e.value.text.en
    with pytest.raises(IllegalAction):
        rules.apply(rules.new_match(1), score("ones"))


def test_typed_dice_are_checked(rules):
    s = rules.apply(rules.new_match(1), THROW)
    assert rules.chance_from_text(s, "3 5 6 1 1") == dice(3, 5, 6, 1, 1)
    for text, words in [("3 5 7 1 1", "impossible"), ("3 5", "type 5 values"), ("a b", "numbers"),
                        ("0 1 2 3 4", "impossible")]:
        with pytest.raises(IllegalAction) as e:
            rules.chance_from_text(s, text)
        assert words in e.value.text.en and e.value.text.ru
    s = play(rules, s, dice(3, 5, 6, 1, 1), throw(4, 5))
    assert rules.chance_from_text(s, "2, 2") == dice(2, 2)
    with pytest.raises(IllegalAction):
        rules.chance_from_text(s, "2 2 2")


def test_result_is_total_minus_average(rules):
    s = rules.new_match(3)
    full = tuple(0 for _ in s.lines)
    sheets = (full[:-1] + (20,), full[:-1] + (25,), full[:-1] + (9,))  # totals with the +50 bonus
    s = replace(s, sheets=sheets)
    assert rules.is_over(s)
    res = rules.result(s)
    totals = [70, 75, 59]
    mean = sum(totals) / 3  # 68
    assert [e["total"] for e in res.extra] == totals
    assert list(res.scores) == [round_half_away(t - mean) for t in totals] == [2, 7, -9]
    assert res.ranks == (2, 1, 3)


def test_relative_score_rounds_half_away_from_zero(rules):
    s = rules.new_match(2)
    full = tuple(0 for _ in s.lines)
    s = replace(s, sheets=(full[:-1] + (11,), full[:-1] + (10,)))
    res = rules.result(s)
    assert res.scores == (1, -1) and res.ranks == (1, 2)


# --- variants ---------------------------------------------------------------------------------------


def test_no_plus_points_saved_throws_and_four_bonus(rules):
    opts = {"school": NO_PLUS, "four_bonus": True, "saved_throws": True}
    s = rules.new_match(1, opts)
    s = play(rules, s, THROW, dice(3, 3, 3, 3, 4), score("threes"))  # no plus points: 0, two throws saved
    assert entry(s, 0, "threes") == 0 and s.bank == (2,)
    s = play(rules, s, THROW, dice(1, 1, 2, 3, 6), throw(3, 4, 5), dice(2, 3, 6), score("ones"))
    assert entry(s, 0, "ones") == -1 and s.bank == (3,)
    for line in ("twos", "fours", "fives", "sixes"):
        s = play(rules, s, THROW, dice(*([SCHOOL.index(line) + 1] * 3 + [1, 1])), throw(4), dice(1),
                 throw(4), dice(1), score(line))
    assert s.bank == (3,) and entry(s, 0, "pair") is None
    # the second stage: three throws plus the three saved
    assert rules.max_throws(s) == 6
    s = play(rules, s, THROW, dice(4, 4, 4, 1, 2), throw(4, 5), dice(2, 3), throw(4, 5), dice(1, 2),
             throw(4, 5), dice(4, 3))
    assert s.throws == 4
    s = rules.apply(s, score("four"))
    assert entry(s, 0, "four") == 16 + 30 and s.bank == (2,)
    assert rules.totals(s) == [-1 + 16 + 30 + 2 * 3]  # -1: no bonus; two saved throws left: 3 each


def test_free_order_school_as_sum(rules):
    opts = dict(rules.presets()[2][1])
    s = rules.new_match(1, opts)
    assert "even" not in s.lines and "odd" not in s.lines
    s = play(rules, s, THROW, dice(2, 2, 2, 4, 5))
    # the article's example: twos 2 x 3 = 6, fours 4, fives 5
    assert [line_score(s.variant, x, s.dice) for x in ("twos", "fours", "fives")] == [6, 4, 5]
    assert score("pair") in rules.legal_actions(s, 0)  # free order: the combinations at once
    assert line_score(s.variant, "poker", (1, 1, 1, 1, 1)) == 50
    assert line_score(s.variant, "small", (1, 2, 3, 4, 6)) == 25
    assert line_score(s.variant, "large", (2, 3, 4, 5, 6)) == 30
    s = play(rules, s, score("full"))
    assert entry(s, 0, "full") == 0  # not made: zero
    s = play(rules, s, THROW, dice(6, 6, 6, 6, 6), score("poker"))
    assert entry(s, 0, "poker") == 50  # always 50, and nothing doubled on the first throw


def test_free_order_minus_twenty(rules):
    s = rules.new_match(1, dict(rules.presets()[3][1]))
    v = s.variant
    assert line_score(v, "fives", (5, 5, 5, 5, 5)) == 10  # the article's «+10» for five fives
    assert line_score(v, "twos", (2, 2, 2, 2, 1)) == 2
    assert line_score(v, "twos", (2, 2, 2, 1, 1)) == 0
    assert line_score(v, "sixes", (6, 6, 1, 1, 1)) == -20
    assert line_score(v, "ones", (2, 3, 4, 5, 6)) == -20


def test_options_change_what_they_say():
    r = DicePokerRules()
    v = Variant(double_first=False)
    assert line_score(v, "two_pairs", (3, 3, 6, 6, 1), first_throw=True) == 18
    v = Variant(school=SUM)
    assert line_score(v, "sixes", (6, 6, 1, 6, 2)) == 18
    s = replace(_second_stage(r, school_bonus=20), sheets=((0,) * 17,))
    assert r.totals(s) == [20]


# --- the ranking game ---------------------------------------------------------------------------------


def test_hands_in_order():
    hands = [(6, 6, 6, 6, 6), (2, 2, 2, 2, 5), (1, 1, 3, 3, 3), (4, 4, 4, 2, 1), (5, 5, 6, 6, 1),
             (6, 6, 1, 2, 3), (2, 3, 4, 5, 6)]
    kinds = [hand_kind(h) for h in hands]
    assert kinds == sorted(kinds, reverse=True)
    assert kinds[0] == POKER and kinds[2] == FULL and kinds[4] == TWO_PAIRS and kinds[5] == PAIR
    keys = [hand_key(h) for h in hands]
    assert keys == sorted(keys, reverse=True)
    # equal hands: the points on the dice decide
    assert hand_key((4, 4, 4, 4, 6)) > hand_key((5, 5, 5, 5, 1))
    assert hand_key((4, 4, 4, 4, 6), COMBO) < hand_key((5, 5, 5, 5, 1), COMBO)
    assert hand_key((1, 2, 3, 4, 6)) > hand_key((1, 2, 3, 4, 5))


def test_ranking_game_round(rules):
    s = rules.new_match(3, {"mode": RANKING})
    s = play(rules, s, THROW, dice(5, 5, 2, 3, 1), throw(3, 4, 5))
    with pytest.raises(IllegalAction):
        rules.apply(s, throw(1))
    s = play(rules, s, dice(5, 1, 2))
    assert s.free == (2, 3, 4) and s.throws == 2
    # dice 1 and 2 were left standing on the second throw: they may not be thrown again
    with pytest.raises(IllegalAction) as e:
        rules.apply(s, throw(1, 4))
    assert "left standing" in e.value.text.en and e.value.text.ru
    assert all(set(a.args) <= {3, 4, 5} for a in rules.legal_actions(s, 0) if a.verb == "throw")
    s = play(rules, s, throw(4, 5), dice(5, 2))
    # after the third throw the hand stands by itself and the next player throws
    assert s.hands == ((5, 5, 5, 5, 2),) and s.player == 1 and s.throws == 0
    s = play(rules, s, THROW, dice(6, 6, 6, 2, 2), STAND)
    assert rules.result(s).ranks[:2] == (1, 2)
    s = play(rules, s, THROW, dice(1, 2, 3, 4, 6), STAND)
    assert rules.is_over(s)
    res = rules.result(s)
    assert res.winners == (0,) and res.ranks == (1, 2, 3) and res.scores == (2, 1, 0)


def test_equal_hands_play_again(rules):
    s = rules.new_match(3, {"mode": RANKING})
    s = play(rules, s, THROW, dice(3, 3, 3, 6, 6), STAND, THROW, dice(1, 1, 2, 5, 6), STAND)
    text = rules.describe(play(rules, s, THROW, dice(6, 6, 3, 3, 3)), STAND)
    s = play(rules, s, THROW, dice(6, 6, 3, 3, 3), STAND)
    assert "played again: {seat:0}, {seat:2}" in text.en
    assert not rules.is_over(s) and s.contenders == (0, 2) and s.player == 0
    assert rules.legal_actions(s, 1) == []
    s = play(rules, s, THROW, dice(2, 2, 4, 5, 6), STAND, THROW, dice(2, 2, 4, 5, 1), STAND)
    assert rules.is_over(s)
    res = rules.result(s)
    assert res.winners == (0,) and res.ranks == (1, 3, 2)


def test_stand_needs_a_throw(rules):
    with pytest.raises(IllegalAction):
        rules.apply(rules.new_match(2, {"mode": RANKING}), STAND)


# --- whole matches and records ----------------------------------------------------------------------


def _variants(rules):
    yield from (opts for _, opts in rules.presets())
    for opt in rules.options():  # each option away from its default
        if opt.kind == "bool":
            yield {opt.key: not opt.default}
        elif opt.kind == "int":
            yield {opt.key: opt.maximum}
        else:
            for value, _ in opt.choices:
                if value != opt.default:
                    yield {opt.key: value}


def random_match(rules, options, players, seed):
    rng = random.Random(seed)
    m = Match.new(rules, "dice-poker", [{"kind": "person", "name": f"P{i}"} for i in range(players)],
                  options, seed=seed)

    def choose(state, seat):
        legal = rules.legal_actions(state, seat)
        assert legal
        scores = [a for a in legal if a.verb != "throw"]
        # enough writing to finish, enough throwing to visit every throw
        return rng.choice(scores) if scores and rng.random() < 0.45 else rng.choice(legal)

    return finish_match(m, choose, limit=5000)


@pytest.mark.parametrize("players", [1, 3])
def test_random_matches_of_every_variant_finish_and_replay(rules, players):
    for k, options in enumerate(_variants(rules)):
        m = random_match(rules, options, players, seed=100 * players + k)
        res = rules.result(m.state)
        assert len(res.scores) == players and min(res.ranks) == 1
        for seat in range(players):
            assert rules.legal_actions(m.state, seat) == []
        assert replayed(rules, m) == m.state
        for a, before in zip(m.record.actions, (m.state_before(i) for i in range(len(m.record.actions)))):
            assert isinstance(rules.describe(before, a).en, str)


def test_presets_are_valid_options(rules):
    names = set()
    for name, opts in rules.presets():
        assert rules.resolve_options(opts) == opts
        names.add(name.en)
    assert len(names) == 5
