"""Yacht's rules: every example of the book, its finished four-player table, the flow of a turn,
the options, typed dice, and random matches that replay from their records."""

import random
from dataclasses import replace

import pytest
from play_helpers import dice, finish_match, play, random_moves, replayed

from compendium.core.actions import Action
from compendium.core.match import Match
from compendium.core.record import Record, RecordError, replay
from compendium.core.rules import CHANCE, IllegalAction
from compendium.games.yacht.rules import (
    LINES,
    ROLL,
    SCHOOL,
    YachtRules,
    keep_action,
    line_score,
    possible_entries,
    score_action,
    sub_keeps,
)


@pytest.fixture
def rules():
    return YachtRules()


def thrown(rules, values, throw=1, players=1, options=None):
    """A state in which the player to move has ``values`` on the table after throw number ``throw``."""
    s = rules.new_match(players, options)
    s = play(rules, s, ROLL, dice(*values))
    for _ in range(throw - 1):  # throw the five again and land on the same values
        s = play(rules, s, ROLL, dice(*values))
    assert s.throws == throw and s.dice == tuple(values)
    return s


def written(rules, values, line, throw=1, options=None):
    """What the engine writes in ``line`` for ``values`` thrown on throw number ``throw``."""
    s = play(rules, thrown(rules, values, throw, options=options), score_action(line))
    return s.entry(0, line)


# --- the book's examples -----------------------------------------------------------------------

@pytest.mark.parametrize("line, points", [("3+2", 3 + 3 + 4 + 4 + 4), ("2+2", 4 + 4 + 3 + 3), ("three", 4 + 4 + 4),
                                          ("pair", 4 + 4)])
def test_book_example_33444_in_four_lines(rules, line, points):
    # 3-3-4-4-4 (not on the first throw): 18, 14, 12 and 8 (the pair of fours beats the pair of threes)
    assert written(rules, (3, 3, 4, 4, 4), line, throw=2) == points


def test_book_example_first_throw_doubles(rules):
    assert written(rules, (3, 3, 3, 2, 2), "3+2") == (3 + 3 + 3 + 2 + 2) * 2 == 26
    assert written(rules, (4, 4, 5, 6, 3), "pair") == (4 + 4) * 2 == 16
    # the premium of the yacht is not doubled
    assert written(rules, (2, 2, 2, 2, 2), "yacht") == (2 * 5) * 2 + 50 == 70


def test_book_example_school_below_three_costs_ten_each(rules):
    # 2-2-3-4-5: in "2" -10, in "3" -20 (the printed formula (K-3)*(-10) would give +10 and +20)
    assert written(rules, (2, 2, 3, 4, 5), "2") == -10
    assert written(rules, (2, 2, 3, 4, 5), "3") == -20
    printed_formula = [(k - 3) * -10 for k in (2, 1)]
    assert printed_formula == [10, 20]  # the book's sign error, which the engine does not follow


def test_book_example_school_four_or_five_score_their_pips(rules):
    assert written(rules, (2, 2, 2, 2, 2), "2") == 10
    assert written(rules, (2, 2, 2, 2, 4), "2") == 8


def test_school_scale_and_never_doubled(rules):
    for k in range(6):
        values = (2,) * k + (5,) * (5 - k)
        expected = -10 * (3 - k) if k <= 3 else 2 * k
        assert written(rules, values, "2", throw=1) == written(rules, values, "2", throw=3) == expected


def test_book_definitions_of_the_combinations(rules):
    # 4-4-4-4-4 may go into "four" as well as "yacht"; 4-4-5-5-5 into "2+2" as well as "3+2";
    # 6-6-6-2-2 into "chance" as well as "3+2"
    assert written(rules, (4, 4, 4, 4, 4), "four", throw=2) == 16 + 10
    assert written(rules, (4, 4, 4, 4, 4), "yacht", throw=2) == 20 + 50
    assert written(rules, (4, 4, 5, 5, 5), "2+2", throw=2) == 4 + 4 + 5 + 5
    assert written(rules, (4, 4, 5, 5, 5), "3+2", throw=2) == 23
    assert written(rules, (6, 6, 6, 2, 2), "chance", throw=2) == 22
    assert written(rules, (3, 3, 3, 3, 5), "four", throw=2) == 12 + 10
    assert written(rules, (2, 3, 4, 5, 6), "big-straight", throw=2) == 20 + 20
    assert written(rules, (5, 4, 3, 2, 1), "small-straight", throw=3) == 15 + 20


def test_premiums_and_chance_are_not_doubled(rules):
    assert written(rules, (6, 5, 4, 3, 2), "big-straight") == 2 * 20 + 20
    assert written(rules, (1, 2, 3, 4, 5), "small-straight") == 2 * 15 + 20
    assert written(rules, (3, 3, 3, 3, 6), "four") == 2 * 12 + 10
    assert written(rules, (6, 6, 6, 2, 2), "chance") == 22


def test_a_line_not_made_takes_zero(rules):
    assert written(rules, (1, 2, 3, 4, 6), "yacht") == 0
    assert written(rules, (1, 2, 3, 4, 6), "small-straight") == 0
    assert written(rules, (1, 2, 3, 4, 6), "pair") == 0
    assert written(rules, (5, 5, 5, 5, 5), "3+2") == 0  # groups of one value are not "3+2" in the book
    assert written(rules, (5, 5, 5, 5, 2), "2+2") == 0


def test_loose_option_lets_groups_share_a_value(rules):
    loose = {"loose": True}
    assert written(rules, (5, 5, 5, 5, 5), "3+2", throw=2, options=loose) == 25
    assert written(rules, (5, 5, 5, 5, 2), "2+2", throw=2, options=loose) == 20
    assert written(rules, (6, 6, 6, 6, 6), "2+2", throw=2, options=loose) == 24
    assert written(rules, (4, 4, 5, 5, 5), "2+2", throw=2, options=loose) == 18


def test_without_doubling(rules):
    assert written(rules, (3, 3, 3, 2, 2), "3+2", options={"double": False}) == 13
    assert written(rules, (2, 2, 2, 2, 2), "yacht", options={"double": False}) == 60


# --- the book's finished table --------------------------------------------------------------------

BOOK_SHEETS = {  # the book's finished game, one column a player
    "Sasha": {"yacht": 75, "big-straight": 40, "small-straight": 35, "four": 0, "3+2": 17, "2+2": 10, "three": 15, "pair": 10,
        "chance": 17, "6": 24, "5": 0, "4": 0, "3": 12, "2": -20, "1": -10},
    "Dima": {"yacht": 0, "big-straight": 60, "small-straight": 35, "four": 22, "3+2": 28, "2+2": 21, "three": 6, "pair": 12,
        "chance": 27, "6": 24, "5": 20, "4": 0, "3": 0, "2": 0, "1": 0},
    "Valya": {"yacht": 55, "big-straight": 40, "small-straight": 0, "four": 26, "3+2": 7, "2+2": 14, "three": 36, "pair": 6,
        "chance": 19, "6": -20, "5": -10, "4": 16, "3": 0, "2": 2, "1": 5},
    "Anya": {"yacht": 110, "big-straight": 40, "small-straight": 35, "four": 30, "3+2": 13, "2+2": 12, "three": 15, "pair": 2,
        "chance": 22, "6": 12, "5": 20, "4": -30, "3": 0, "2": -20, "1": -10},
}
BOOK_TOTALS = (225, 255, 196, 251)
NAMES = tuple(BOOK_SHEETS)


def test_book_table_totals_are_the_sums_of_its_entries(rules):
    columns = [tuple(BOOK_SHEETS[name][line] for line in LINES) for name in NAMES]
    assert tuple(sum(c) for c in columns) == BOOK_TOTALS
    # the engine adds the sheet up the same way; Dima wins without a yacht
    state = replace(rules.new_match(4), sheets=tuple(columns))
    res = rules.result(state)
    assert res.scores == BOOK_TOTALS
    assert NAMES[res.winners[0]] == "Dima" and BOOK_SHEETS["Dima"]["yacht"] == 0
    assert [e["yacht"] for e in res.extra] == [1, 0, 1, 1]


def test_engine_refuses_exactly_the_three_impossible_entries_of_the_book_table(rules):
    refused = {}
    for name, sheet in BOOK_SHEETS.items():
        for line, value in sheet.items():
            try:
                rules.check_entry(line, value)
            except IllegalAction as exc:
                refused[(name, line, value)] = exc.text
    assert set(refused) == {("Valya", "2", 2), ("Anya", "6", 12), ("Dima", "2+2", 21)}
    assert "always even" in refused[("Dima", "2+2", 21)].en and "чётные" in refused[("Dima", "2+2", 21)].ru
    assert "four or five" in refused[("Anya", "6", 12)].en and "24 or 30" in refused[("Anya", "6", 12)].en
    assert "8 or 10" in refused[("Valya", "2", 2)].en
    # a whole sheet typed in is refused at its first impossible entry
    columns = [dict(BOOK_SHEETS[name]) for name in NAMES]
    with pytest.raises(IllegalAction):
        rules.filled_sheets(columns)
    # with the three entries put right (here: the nearest possible values) the sheets are accepted
    columns[2]["2"], columns[3]["6"], columns[1]["2+2"] = 0, 24, 22
    state = rules.filled_sheets(columns)
    assert rules.is_over(state)
    assert rules.result(state).scores == tuple(sum(c.values()) for c in columns)


def test_anyas_110_needs_a_first_throw_yacht_of_sixes(rules):
    # the book breaks off at "which is possible only ...": 110 = (6 * 5) * 2 + 50, a first-throw yacht of sixes
    assert [v for v in range(1, 7) if line_score("yacht", (v,) * 5, True) == 110] == [6]
    assert max(line_score("yacht", (v,) * 5, False) for v in range(1, 7)) == 6 * 5 + 50
    assert 110 in possible_entries("yacht") and 110 not in possible_entries("yacht", double=False)
    rules.check_entry("yacht", 110)
    with pytest.raises(IllegalAction):
        rules.check_entry("yacht", 110, {"double": False})


def test_possible_entries_of_the_school_lines():
    for line in SCHOOL:
        v = int(line)
        assert possible_entries(line) == {-30, -20, -10, 0, 4 * v, 5 * v}


# --- a turn ---------------------------------------------------------------------------------------

def test_turn_flow_and_legal_actions(rules):
    s = rules.new_match(2)
    assert rules.legal_actions(s, 0) == [ROLL] and rules.legal_actions(s, 1) == []
    s = rules.apply(s, ROLL)
    assert rules.to_move(s) == CHANCE and rules.legal_actions(s, 0) == []
    outcomes = rules.chance_outcomes(s)
    assert len(outcomes) == 6 ** 5 and sum(p for _, p in outcomes) == pytest.approx(1)
    s = rules.apply(s, dice(6, 1, 6, 3, 6))
    legal = rules.legal_actions(s, 0)
    assert legal[0] == ROLL and len([a for a in legal if a.verb == "score"]) == 15
    assert keep_action((6, 6, 6)) in legal and keep_action((1, 3, 6, 6, 6)) not in legal
    assert len([a for a in legal if a.verb == "keep"]) == len(sub_keeps((6, 1, 6, 3, 6)))
    s = rules.apply(s, Action.parse("keep 6 6 6"))
    assert rules.to_move(s) == CHANCE and len(rules.chance_outcomes(s)) == 36
    s = rules.apply(s, dice(2, 5))  # the thrown dice land in the free places, the sixes stay
    assert s.dice == (6, 2, 6, 5, 6) and s.throws == 2
    s = play(rules, s, Action.parse("keep 6 6 6 5"), dice(6))
    assert s.dice == (6, 6, 6, 5, 6) and s.throws == 3
    assert [a.verb for a in rules.legal_actions(s, 0)] == ["score"] * 15
    s = rules.apply(s, Action.parse("score four"))
    assert s.entry(0, "four") == 24 + 10 and s.player == 1 and s.throws == 0 and s.dice == ()
    assert s.last == (0, "four", 34, (6, 6, 6, 5, 6), 3)


def test_the_rules_page_example_turn(rules):
    s = play(rules, rules.new_match(1), *map(Action.parse, ["roll", "dice 3 3 4 1 4", "keep 3 3 4 4", "dice 4",
                                                            "score 3+2"]))
    assert s.entry(0, "3+2") == 18 and s.last[3] == (3, 3, 4, 4, 4)


def test_illegal_actions_have_clear_messages(rules):
    s = rules.new_match(2)
    for action, words in [(Action.parse("score chance"), "Throw the dice first"),
                          (Action.parse("keep 3"), "Throw the dice first"),
                          (dice(3, 4, 5, 6, 1), "«throw» first"),
                          (Action("jump"), "no move")]:
        with pytest.raises(IllegalAction) as e:
            rules.apply(s, action)
        assert words in e.value.text.en and e.value.text.ru
    s = play(rules, s, ROLL)
    for action, words in [(dice(7, 1, 1, 1, 1), "7 is impossible"), (dice(0, 1, 1, 1, 1), "0 is impossible"),
                          (dice(3, 4), "type 5 values"), (ROLL, "to be thrown now")]:
        with pytest.raises(IllegalAction) as e:
            rules.apply(s, action)
        assert words in e.value.text.en and e.value.text.ru
    s = play(rules, s, dice(3, 3, 4, 4, 4))
    for action, words in [(Action.parse("keep 5"), "cannot keep 5"), (Action.parse("keep 3 3 3"), "cannot keep 3"),
                          (Action.parse("keep 3 3 4 4 4"), "one to four"), (Action("keep"), "one to four"),
                          (Action.parse("score seven"), "no line «seven»"), (Action.parse("score 7"), "no line")]:
        with pytest.raises(IllegalAction) as e:
            rules.apply(s, action)
        assert words in e.value.text.en and e.value.text.ru
    s = play(rules, s, Action.parse("score 3+2"), ROLL, dice(1, 1, 1, 1, 1), ROLL, dice(1, 1, 1, 1, 1), ROLL,
             dice(1, 1, 1, 1, 1), Action.parse("score 3+2"), ROLL, dice(3, 3, 4, 4, 4))
    with pytest.raises(IllegalAction) as e:
        rules.apply(s, Action.parse("score 3+2"))
    assert "already filled" in e.value.text.en and "уже заполнена" in e.value.text.ru
    s = play(rules, s, ROLL, dice(1, 2, 3, 4, 5), ROLL, dice(1, 2, 3, 4, 5))
    for action in (ROLL, Action.parse("keep 1")):
        with pytest.raises(IllegalAction) as e:
            rules.apply(s, action)
        assert "three times" in e.value.text.en


def test_the_match_ends_when_every_sheet_is_full(rules):
    s = rules.new_match(2)
    for turn in range(30):
        assert not rules.is_over(s) and s.player == turn % 2
        s = play(rules, s, ROLL, dice(1, 2, 3, 4, 5), score_action(s.free(s.player)[0]))
    assert rules.is_over(s) and rules.to_move(s) is None and rules.legal_actions(s, 0) == []
    res = rules.result(s)
    assert res.scores[0] == res.scores[1] and res.ranks == (1, 1)  # a tie shares first place
    with pytest.raises(IllegalAction):
        rules.apply(s, ROLL)


def test_typed_dice(rules):
    s = play(rules, rules.new_match(1), ROLL)
    assert rules.chance_from_text(s, "3 5 6 1 2") == dice(3, 5, 6, 1, 2)
    assert rules.chance_from_text(s, "3-5-6-1-2") == dice(3, 5, 6, 1, 2)
    assert rules.chance_from_text(s, "35612") == dice(3, 5, 6, 1, 2)
    with pytest.raises(IllegalAction) as e:
        rules.chance_from_text(s, "three five")
    assert "numbers" in e.value.text.en
    s = play(rules, s, dice(6, 6, 2, 6, 1), Action.parse("keep 6 6 6"))
    assert rules.chance_from_text(s, "4 5") == dice(4, 5)
    assert rules.chance_from_text(s, "45") == dice(4, 5)
    for text, words in [("7 5", "7 is impossible"), ("4 5 6", "type 2 values"), ("4", "type 2 values")]:
        with pytest.raises(IllegalAction) as e:
            rules.apply(s, rules.chance_from_text(s, text))
        assert words in e.value.text.en and e.value.text.ru


def test_describe(rules):
    s = play(rules, rules.new_match(1), ROLL)
    assert rules.describe(s, dice(3, 3, 3, 2, 2)).en == "throw 1: 3–3–3–2–2"
    s = rules.apply(s, dice(3, 3, 3, 2, 2))
    text = rules.describe(s, Action.parse("score 3+2"))
    assert text.en == "writes 26 in «3+2» (first throw: doubled)" and "26" in text.ru
    assert rules.describe(s, Action.parse("keep 3 3 3")).en == "keeps 3–3–3"
    assert rules.describe(s, ROLL).en == "throws all five dice again"
    assert rules.describe(s, Action.parse("score yacht")).en == "writes 0 in «Yacht»"
    assert rules.offers(s)["3+2"] == 26 and len(rules.offers(s)) == 15


# --- whole matches --------------------------------------------------------------------------------

@pytest.mark.parametrize("preset", range(3))
def test_random_matches_end_and_replay(rules, preset):
    """Random legal play always ends, and the record replays to the same state."""
    _, options = rules.presets()[preset]
    rng = random.Random(7 + preset)
    for n in (1, 2, 4):
        m = Match.new(rules, "yacht", [{"kind": "person", "name": f"P{i}"} for i in range(n)], options,
                      seed=rng.randrange(1000))
        finish_match(m, random_moves(rules, rng))
        state = replayed(rules, m)
        assert state == m.state and all(e is not None for sheet in state.sheets for e in sheet)
        assert len(m.record.actions) >= 3 * 15 * n
        for seat in range(n):
            for line, value in zip(LINES, state.sheets[seat]):
                rules.check_entry(line, value, options)  # everything written is possible


def test_record_errors_name_the_action(rules):
    rec = Record("yacht", {}, [{"name": "A"}], [ROLL, dice(3, 4, 5, 6, 6), Action.parse("keep 1")])
    with pytest.raises(RecordError) as e:
        replay(rules, rec)
    assert e.value.action_number == 3
    rec = Record("yacht", {}, [{"name": "A"}], [ROLL, dice(9, 4, 1, 1, 1)])
    with pytest.raises(RecordError) as e:
        replay(rules, rec)
    assert e.value.action_number == 2 and "impossible" in str(e.value)
    with pytest.raises(RecordError):
        replay(rules, Record("yacht", {"double": "yes"}, [{"name": "A"}], []))
