"""Categor's rules: the book's example table, the base game, and every playable variant."""

import random
from dataclasses import replace

import pytest
from play_helpers import dice, finish_match, play, play_to_end, random_moves

from compendium.core import chance
from compendium.core.actions import Action
from compendium.core.match import Match
from compendium.core.record import Record, replay
from compendium.core.rules import CHANCE, SIMULTANEOUS, IllegalAction
from compendium.games.categor.rules import (
    AGAIN,
    CANCELLED,
    DASH,
    HIDDEN,
    OVER,
    CategorRules,
    OptionsError,
    catalog_variants,
    column_outcome,
    current_value,
    open_boxes,
    outcomes,
    seat_points,
    variant_options,
)

VARIANTS = catalog_variants()  # the catalog's variants of Categor: id -> options


def write(c, *row):
    return Action("write", (c, *row))


@pytest.fixture
def rules():
    return CategorRules()


def options(**given):
    return {**variant_options("categor"), **given}


# --- the book's example ------------------------------------------------------------------------------

# The book's sheet for four players А, Б, В, Г (seats 0..3), three entries each:
#   А: 4 in column 6, 6 in column 9, 7 in column 12
#   Б: 9 in column 4, 8 in column 9, 11 in column 12
#   В: 12 in column 5, 8 in column 9, 5 in column 12
#   Г: 4 in column 8, 10 in column 9, 11 in column 12
BOOK_ROUNDS = [
    [((1, 3), 6), ((4, 5), 4), ((6, 6), 5), ((1, 3), 8)],
    [((3, 3), 9), ((4, 4), 9), ((2, 6), 9), ((4, 6), 9)],
    [((3, 4), 12), ((5, 6), 12), ((1, 4), 12), ((6, 5), 12)],
]


def book_sheet(rules):
    s = rules.new_match(4)
    for round_ in BOOK_ROUNDS:
        for throw, column in round_:
            s = play(rules, s, dice(*throw), write(column))
    return s


def test_book_example_table(rules):
    s = book_sheet(rules)
    assert [s.cells[r][11][0] for r in range(4)] == [7, 11, 5, 11]
    assert [s.cells[r][8][0] for r in range(4)] == [6, 8, 8, 10]
    # Column 12: Б and Г share the highest entry, 11, so the column burns and both are crossed out.
    twelve = column_outcome(s.cfg, s.cells, s.closed, 0, 11)
    assert twelve.kind == "burned" and twelve.side is None
    assert set(twelve.burned) == {(1, 11), (3, 11)}
    # Column 9: Г's 10 beats 8, 8 and 6; the tie of Б and В below the top does not matter.
    nine = column_outcome(s.cfg, s.cells, s.closed, 0, 8)
    assert nine.kind == "lead" and nine.side == 3 and nine.best == ((3, 8),)
    pts, won = seat_points(s)
    assert pts == [6, 4, 5, 8 + 9]  # columns 6, 4, 5 and (8, 9); column 12 goes to nobody
    assert won == [1, 1, 1, 2]


def test_a_column_nobody_wrote_in_is_open(rules):
    s = book_sheet(rules)
    assert outcomes(s)[0][0].kind == "open"


# --- the base game ---------------------------------------------------------------------------------------


def test_each_throw_goes_once_into_a_free_box_of_ones_own_row(rules):
    s = rules.new_match(2)
    assert rules.to_move(s) == CHANCE
    s = rules.apply(s, dice(2, 5))
    assert rules.to_move(s) == 0 and current_value(s) == 7
    assert {a.args[0] for a in rules.legal_actions(s, 0)} == set(range(1, 13))
    assert rules.legal_actions(s, 1) == []
    s = rules.apply(s, write(9))
    assert s.cells[0][8] == (7,) and rules.to_move(s) == CHANCE and s.seat == 1
    s = rules.apply(s, dice(6, 6))
    with pytest.raises(IllegalAction):
        rules.apply(s, write(13))
    s = rules.apply(s, write(9))
    s = rules.apply(s, dice(1, 1))
    with pytest.raises(IllegalAction) as err:
        rules.apply(s, write(9))  # seat 0 has written in column 9 already
    assert "already filled" in err.value.text.en
    with pytest.raises(IllegalAction):
        rules.apply(s, dice(3, 3))  # the dice were thrown already


def test_whole_game_ends_when_the_sheet_is_full(rules):
    s = rules.new_match(3)
    rng = random.Random(3)
    turns = 0
    while not rules.is_over(s):
        s = rules.apply(s, chance.sample(rules, s, rng))
        s = rules.apply(s, rng.choice(rules.legal_actions(s, s.seat)))
        turns += 1
    assert turns == 3 * 12 and s.phase == OVER
    res = rules.result(s)
    pts, won = seat_points(s)
    assert list(res.scores) == pts and sum(won) + sum(o.kind == "burned" for o in outcomes(s)[0]) == 12


@pytest.mark.parametrize("players,columns", [(1, 12), (6, 12), (7, 15), (9, 15), (10, 18), (12, 18)])
def test_more_columns_for_more_players(rules, players, columns):
    s = rules.new_match(players)
    assert s.cfg.n_cols == columns and s.cfg.col_values == tuple(range(1, columns + 1))
    assert rules.new_match(players, options(columns=12)).cfg.n_cols == 12


def test_typed_dice_are_checked(rules):
    s = rules.new_match(2)
    assert rules.chance_from_text(s, "3 5") == dice(3, 5)
    assert rules.chance_from_text(s, "3-5") == dice(3, 5)
    for bad, word in (("7 2", "impossible"), ("0 3", "impossible"), ("3", "two dice"), ("a b", "numbers")):
        with pytest.raises(IllegalAction) as err:
            rules.chance_from_text(s, bad)
        assert word in err.value.text.en and err.value.text.ru
    village = rules.new_match(2, variant_options("categor-village"))
    assert rules.chance_from_text(village, "4") == dice(4)
    with pytest.raises(IllegalAction):
        rules.chance_from_text(village, "4 4")


def test_notation_round_trips_through_a_record(rules):
    s = book_sheet(rules)
    record = Record(game="categor", options=rules.resolve_options({}),
                    players=[{"kind": "person", "name": n} for n in "АБВГ"])
    for round_ in BOOK_ROUNDS:
        for throw, column in round_:
            record.actions += [Action.parse(f"dice {throw[0]} {throw[1]}"), Action.parse(f"write {column}")]
    again, _, _ = replay(rules, Record.loads(record.dumps()))
    assert again == s


# --- simple variants ---------------------------------------------------------------------------------------


def test_big_two_entries_per_column_and_their_sum(rules):
    s = rules.new_match(2, variant_options("categor-big"))
    s = play(rules, s, dice(6, 6), write(12), dice(5, 5), write(12), dice(1, 1), write(12))
    assert s.cells[0][11] == (12, 2) and s.cells[1][11] == (10, None)
    out = column_outcome(s.cfg, s.cells, s.closed, 0, 11)
    assert out.kind == "lead" and out.side == 0  # 12 + 2 = 14 against 10 so far
    s = play(rules, s, dice(1, 2))
    assert write(12) in rules.legal_actions(s, 1)
    s = play(rules, s, write(12), dice(1, 1))
    assert write(12) not in rules.legal_actions(s, 0)  # both boxes of column 12 are filled
    # 6 + 2 = 8 and 4 + 4 = 8: equal totals burn a column even without equal entries
    s = play(rules, s, write(1), dice(2, 2), write(1), dice(3, 3), write(1), dice(1, 3), write(1))
    assert (s.cells[0][0], s.cells[1][0]) == ((2, 6), (4, 4))
    assert column_outcome(s.cfg, s.cells, s.closed, 0, 0).kind == "burned"


def test_big_column_sum_decides(rules):
    s = rules.new_match(2, variant_options("categor-big"))
    s = play(rules, s, dice(6, 6), write(12), dice(5, 5), write(12), dice(1, 1), write(12), dice(1, 1), write(12))
    out = column_outcome(s.cfg, s.cells, s.closed, 0, 11)
    assert (s.cells[0][11], s.cells[1][11]) == ((12, 2), (10, 2))
    assert out.kind == "lead" and out.side == 0


def test_multiplication_writes_the_product(rules):
    s = rules.new_match(2, variant_options("categor-multiplication"))
    s = play(rules, s, dice(6, 5), write(12))
    assert s.cells[0][11] == (30,)


def test_super_writes_into_any_row_and_multiplies_a_rows_entries(rules):
    s = rules.new_match(2, variant_options("categor-super"))
    s = rules.apply(s, dice(1, 1))
    legal = rules.legal_actions(s, 0)
    assert write(12, 1) in legal and write(12, 0) in legal and write(12) not in legal
    s = play(rules, s, write(12, 1), dice(6, 6), write(12, 1), dice(3, 3), write(12, 0), dice(4, 4), write(12, 0))
    assert s.cells[1][11] == (2, 12) and s.cells[0][11] == (6, 8)
    out = column_outcome(s.cfg, s.cells, s.closed, 0, 11)
    assert out.side == 0  # 6 × 8 = 48 beats 2 × 12 = 24
    assert "in the row of {seat:1}" in rules.describe(play(rules, s, dice(1, 2)), write(1, 1)).en


def test_cancelling_equal_entries_close_the_column_at_once(rules):
    s = rules.new_match(2, variant_options("categor-cancelling"))
    s = play(rules, s, dice(2, 3), write(5), dice(3, 4), write(5), dice(1, 4), write(6))
    assert s.closed[4] is None
    text = rules.describe(play(rules, s, dice(2, 2)), write(6))
    s = play(rules, s, dice(2, 2), write(6))  # 4 = 1 × 4 of seat 0: the column is cancelled
    assert s.closed[5] == CANCELLED and "cancelled" in text.en
    out = column_outcome(s.cfg, s.cells, s.closed, 0, 5)
    assert out.kind == "cancelled" and set(out.burned) == {(0, 5), (1, 5)}
    s = rules.apply(s, dice(6, 6))
    assert write(6) not in rules.legal_actions(s, 0)
    with pytest.raises(IllegalAction) as err:
        rules.apply(s, write(6))
    assert "closed" in err.value.text.en


def test_cancelling_a_player_without_free_columns_finishes_early(rules):
    s = rules.new_match(3, variant_options("categor-cancelling"))
    s = play(rules, s, dice(2, 2), write(12), dice(1, 4), write(12))  # 4 and 4: column 12 is cancelled
    assert s.closed[11] == CANCELLED and s.seat == 2
    assert len(open_boxes(s, 2)) == 11  # seat 2 never wrote there and has lost that box
    rng = random.Random(1)
    while not rules.is_over(s):  # the rest avoids cancelling where it can
        s = rules.apply(s, chance.sample(rules, s, rng))
        v = current_value(s)
        legal = rules.legal_actions(s, s.seat)
        safe = [a for a in legal if all(v not in s.cells[r][a.args[0] - 1] for r in range(3))]
        s = rules.apply(s, (safe or legal)[0])
    assert s.turns[2] < s.turns[0]  # seat 2 finished with fewer entries


def test_power_entries_must_fall_and_dashes_give_columns_up(rules):
    s = rules.new_match(2, variant_options("categor-power"))
    assert s.bank == (11, 10)  # ten spare throws, and the one the first turn brings
    s = play(rules, s, dice(4, 4), write(6))
    assert s.bank[0] == 10
    s = play(rules, s, dice(1, 1), write(1), dice(5, 5))
    legal = rules.legal_actions(s, 0)
    assert write(7) not in legal and write(5) in legal and AGAIN in legal
    assert Action("dash", (7,)) in legal
    with pytest.raises(IllegalAction) as err:
        rules.apply(s, write(7))  # 10 after 8 in column 6 would rise
    assert "fall" in err.value.text.en and "убывать" in err.value.text.ru
    s = rules.apply(s, AGAIN)
    assert rules.to_move(s) == CHANCE
    s = play(rules, s, dice(1, 2), Action("dash", (1,)))
    assert s.bank[0] == 9
    assert s.cells[0][0] == (DASH,)
    assert rules.legal_actions(rules.apply(s, dice(3, 3)), 1)


def test_power_spare_throws_run_out(rules):
    s = rules.new_match(1, {**variant_options("categor-power"), "stock": 1})
    s = play(rules, s, dice(1, 1), AGAIN, dice(1, 1))
    assert s.bank == (0,) and AGAIN not in rules.legal_actions(s, 0)
    with pytest.raises(IllegalAction):
        rules.apply(s, AGAIN)


def test_fir_tree_values_and_directions(rules):
    s = rules.new_match(2, variant_options("categor-fir-tree"))
    assert s.cfg.col_values == (1, 2, 3, 4, 5, 6, 6, 5, 4, 3, 2, 1)
    assert s.cfg.direction == (-1, 1)
    s = play(rules, s, dice(3, 3), write(6), dice(3, 3), write(6), dice(4, 4))
    assert write(7) not in rules.legal_actions(s, 0) and write(5) in rules.legal_actions(s, 0)
    s = play(rules, s, write(5), dice(4, 4))
    assert write(7) in rules.legal_actions(s, 1) and write(5) not in rules.legal_actions(s, 1)
    with pytest.raises(OptionsError) as err:
        rules.new_match(3, variant_options("categor-fir-tree"))
    assert "two sides" in str(err.value) and err.value.text.ru


# --- pair variants ----------------------------------------------------------------------------------------


def test_pairs_partners_sit_opposite_and_add_their_entries(rules):
    s = rules.new_match(4, variant_options("categor-pairs"))
    assert s.cfg.team_of == (0, 1, 0, 1)
    s = play(rules, s, dice(6, 6), write(12), dice(5, 6), write(12), dice(1, 1), write(12), dice(2, 2), write(12))
    out = column_outcome(s.cfg, s.cells, s.closed, 0, 11)
    assert out.side == 1  # 11 + 4 = 15 beats 12 + 2 = 14
    pts, _ = seat_points(s)
    assert pts == [0, 12, 0, 12]
    with pytest.raises(OptionsError):
        rules.new_match(3, variant_options("categor-pairs"))


def test_pairs_with_three_pairs_equal_entries_of_different_pairs_do_not_count(rules):
    s = rules.new_match(6, variant_options("categor-pairs"))
    assert s.cfg.team_of == (0, 1, 2, 0, 1, 2)
    # pair 0: 6 + 5 = 11; pair 1: 6 + 4 = 10; pair 2: 2 + 3 = 5.  The sixes of pairs 0 and 1 do not
    # count, so pair 0 has 5, pair 1 has 4, pair 2 has 5: a tie at the top that burns the column.
    throws = [(3, 3), (3, 3), (1, 1), (2, 3), (2, 2), (1, 2)]
    for t in throws:
        s = play(rules, s, dice(*t), write(12))
    out = column_outcome(s.cfg, s.cells, s.closed, 0, 11)
    assert out.kind == "burned"
    # the same column among two pairs only: sums are compared in full
    s4 = rules.new_match(4, variant_options("categor-pairs"))
    for t in [(3, 3), (3, 3), (2, 3), (2, 2)]:
        s4 = play(rules, s4, dice(*t), write(12))
    assert column_outcome(s4.cfg, s4.cells, s4.closed, 0, 11).side == 0  # 6 + 5 = 11 against 6 + 4


def test_pairs_cancelling_by_a_double_and_protection_by_ones_own(rules):
    opts = variant_options("categor-pairs-cancelling")
    s = rules.new_match(4, opts)
    # pair 0 (seats 0, 2): 12 + 5 = 17 leads; pair 1 (seats 1, 3): 3 + 3, a double, cancels it
    for t in [(6, 6), (1, 2), (2, 3), (2, 1)]:
        s = play(rules, s, dice(*t), write(12))
    out = column_outcome(s.cfg, s.cells, s.closed, 0, 11)
    assert out.kind == "cancelled"
    # pair 0 protects itself with a double of its own: 6 + 6 against 3 + 3
    for t in [(3, 3), (1, 2), (3, 3), (2, 1)]:
        s = play(rules, s, dice(*t), write(11))
    assert column_outcome(s.cfg, s.cells, s.closed, 0, 10).side == 0


def test_pairs_capture_with_equal_entries_closes_the_column(rules):
    s = rules.new_match(4, variant_options("categor-pairs-capture"))
    s = play(rules, s, dice(3, 4), write(12), dice(6, 6), write(12))
    text = rules.describe(play(rules, s, dice(2, 6)), write(12))
    s = play(rules, s, dice(2, 6), write(12))  # 12 = 3 × 4: partners 0 and 2 both wrote 12
    assert s.closed[11] == 0 and "captured" in text.en
    s = rules.apply(s, dice(6, 6))
    assert write(12) not in rules.legal_actions(s, 3)
    pts, _ = seat_points(s)
    assert pts[0] == pts[2] == 12 and pts[1] == 0


def test_competition_deals_each_throw_to_a_player_of_each_sheet(rules):
    s = rules.new_match(4, variant_options("categor-competition"))
    assert s.cfg.tables == ((0, 1), (2, 3))
    s = rules.apply(s, dice(6, 5))
    assert rules.to_move(s) == SIMULTANEOUS and rules.deciding(s) == [0, 3]
    s = rules.apply(s, Action("place", (3, 12)))
    assert rules.view_for(s, 0).pending[3] == ()  # seat 3 has chosen; seat 0 cannot see what
    s = rules.apply(s, Action("place", (0, 12)))
    assert s.cells[0][11] == (11,) and s.cells[3][11] == (11,)
    s = play(rules, s, dice(1, 1))
    assert rules.deciding(s) == [1, 2]
    s = play(rules, s, Action("place", (1, 12)), Action("place", (2, 12)))
    pts, _ = seat_points(s)
    assert pts == [12, 0, 0, 12]  # each sheet has its own winner
    assert list(rules.result(s).scores) == [12, 12, 12, 12]  # partners add their points: a draw
    with pytest.raises(OptionsError):
        rules.new_match(6, variant_options("categor-competition"))


def test_olympic_hides_the_partner_but_shows_the_opponents(rules):
    s = rules.new_match(4, variant_options("categor-olympic"))
    s = rules.apply(s, dice(2, 3))
    assert rules.deciding(s) == [0, 1, 2, 3]
    for seat, col in enumerate((5, 6, 7, 8)):
        s = rules.apply(s, Action("place", (seat, col)))
    v = rules.view_for(s, 0)
    assert v.cells[2][6] == (HIDDEN,) and v.cells[1][5] == (5,) and v.cells[3][7] == (5,)
    assert v.cells[0][4] == (5,)
    assert rules.result(s).scores == (0, 0, 0, 0)  # nothing is told before the end


# --- psychological variants ------------------------------------------------------------------------------


def test_psychological_one_throw_everybody_writes_it_in_secret(rules):
    s = rules.new_match(3, variant_options("categor-psychological"))
    s = rules.apply(s, dice(6, 4))
    assert rules.to_move(s) == SIMULTANEOUS and rules.turn_of(s) is None
    s = rules.apply(s, Action("place", (1, 12)))
    assert rules.legal_actions(s, 1) == [] and rules.deciding(s) == [0, 2]
    hidden = rules.view_for(s, 0)
    assert hidden.pending[1] == () and all(e == (HIDDEN,) for e in hidden.cells[1])
    assert "12" not in rules.describe(s, Action("place", (2, 12))).en
    s = play(rules, s, Action("place", (0, 11)), Action("place", (2, 12)))
    assert rules.to_move(s) == CHANCE
    v = rules.view_for(s, 0)
    assert v.cells[0][10] == (10,) and v.cells[1][11] == (HIDDEN,)
    with pytest.raises(IllegalAction):
        rules.apply(play(rules, s, dice(1, 1), Action("place", (0, 3))), Action("place", (0, 4)))


def test_psychological_sheets_show_at_the_end(rules):
    s = rules.new_match(2, variant_options("categor-psychological"))
    rng = random.Random(2)
    while not rules.is_over(s):
        if rules.to_move(s) == CHANCE:
            s = rules.apply(s, chance.sample(rules, s, rng))
        else:
            seat = rules.deciding(s)[0]
            s = rules.apply(s, rng.choice(rules.legal_actions(s, seat)))
    assert rules.view_for(s, 0) == s
    assert list(rules.result(s).scores) == seat_points(s)[0]


def test_no_dice_each_names_his_value(rules):
    s = rules.new_match(2, variant_options("categor-no-dice"))
    assert rules.to_move(s) == SIMULTANEOUS
    legal = rules.legal_actions(s, 0)
    assert Action("name", (0, 12, 12)) in legal and len(legal) == 12 * 11
    with pytest.raises(IllegalAction) as err:
        rules.apply(s, Action("name", (0, 12, 13)))
    assert "cannot make 13" in err.value.text.en
    s = play(rules, s, Action("name", (0, 12, 12)), Action("name", (1, 12, 11)))
    assert column_outcome(s.cfg, s.cells, s.closed, 0, 11).side == 0
    assert rules.to_move(s) == SIMULTANEOUS
    with pytest.raises(IllegalAction):
        rules.apply(s, dice(1, 1))
    product = rules.new_match(2, {**variant_options("categor-no-dice"), "value": "product"})
    with pytest.raises(IllegalAction):
        rules.apply(product, Action("name", (0, 12, 7)))  # no two dice multiply to 7
    assert rules.apply(product, Action("name", (0, 12, 36)))


# --- throw budgets -----------------------------------------------------------------------------------------


def test_five_spare_throws(rules):
    s = rules.new_match(2, variant_options("categor-five-spare-throws"))
    s = play(rules, s, dice(1, 1), AGAIN, dice(1, 2), AGAIN, dice(6, 6))
    assert s.bank[0] == 3 and current_value(s) == 12
    assert "2 left" in rules.describe(s, AGAIN).en
    s = play(rules, s, write(12))
    assert s.bank == (3, 6)  # seat 1: five spare throws and the one its turn brings


def test_saved_throws_carry_over(rules):
    s = rules.new_match(2, variant_options("categor-saved-throws"))
    s = play(rules, s, dice(6, 6), write(12))
    assert s.bank[0] == 1  # two throws came with the turn, one was used
    s = play(rules, s, dice(1, 1), write(1), dice(1, 1), AGAIN, dice(1, 1), AGAIN, dice(1, 1))
    assert s.bank[0] == 0 and AGAIN not in rules.legal_actions(s, 0)


def test_limited_throws_zeros_when_they_run_out(rules):
    s = rules.new_match(2, {**variant_options("categor-limited-throws"), "stock": 3})
    s = play(rules, s, dice(1, 1), AGAIN, dice(6, 6), write(12))
    assert s.bank[0] == 1
    s = play(rules, s, dice(2, 2), write(12), dice(3, 3), write(11))
    assert s.bank[0] == 0
    s = play(rules, s, dice(2, 2), write(11))  # seat 1 has thrown once; seat 0 now has no throws left
    assert s.out[0] and s.cells[0][0] == (0,) and s.cells[0][11] == (12,)
    assert rules.to_move(s) == CHANCE and s.seat == 1
    assert column_outcome(s.cfg, s.cells, s.closed, 0, 0).kind == "open"  # a 0 takes nothing


def test_town_must_beat_the_previous_player_and_keeps_throwing(rules):
    s = rules.new_match(2, variant_options("categor-town"))
    assert s.bank == (15, 15)
    s = play(rules, s, dice(6, 6), write(12), dice(5, 6))  # 30 cannot beat 36 in column 12
    legal = rules.legal_actions(s, 1)
    assert write(12) not in legal and write(11) in legal
    with pytest.raises(IllegalAction) as err:
        rules.apply(s, write(12))
    assert "not higher" in err.value.text.en


def test_town_a_throw_that_fits_nowhere(rules):
    s = rules.new_match(2, {**variant_options("categor-town"), "stock": 2})
    s = play(rules, s, dice(6, 6), write(12))
    s = replace(s, cells=(((36,),) * 12, s.cells[1]))  # seat 0 has 36 everywhere: nothing beats it
    s = rules.apply(s, dice(2, 2))
    assert rules.legal_actions(s, 1) == [AGAIN]
    assert "fits nowhere" in rules.describe(play(rules, s, AGAIN), dice(1, 1)).en
    s = play(rules, s, AGAIN, dice(1, 1))  # the last throw fits nowhere either: seat 1 is out
    assert s.out[1] and all(e == (0,) for e in s.cells[1])
    assert s.phase == OVER  # seat 0's row is full as well


def test_village_rounds_fix_one_die(rules):
    s = rules.new_match(2, variant_options("categor-village"))
    s = play(rules, s, dice(5))
    assert current_value(s) == 5  # round 1: the fixed die shows 1
    s = play(rules, s, AGAIN, dice(6), write(12), dice(2), write(1), dice(4))
    assert current_value(s) == 8  # round 2 for seat 0: 2 × 4
    assert "round die 2" in rules.describe(play(rules, s, AGAIN), dice(3)).en
    assert s.bank[0] == 27


# --- refused combinations ------------------------------------------------------------------------------------


@pytest.mark.parametrize("given,word", [
    ({"order": "falling", "entries": 2}, "one entry per column"),
    ({"anywhere": True, "throws": "shared"}, "other players' rows"),
    ({"cancel": True, "teams": "pairs"}, "pair rules"),
    ({"throws": "shared", "stock": 5}, "no re-throws"),
    ({"hidden": "all"}, "write at once"),
    ({"hidden": "partner", "throws": "shared"}, "needs pairs"),
    ({"beat": "previous"}, "reserve of throws"),
    ({"per_turn": 0}, "reserve"),
    ({"teams": "duplicate", "throws": "named"}, "Competition"),
])
def test_impossible_combinations_are_refused_with_a_reason(rules, given, word):
    with pytest.raises(OptionsError) as err:
        rules.resolve_options(options(**given))
    assert word in err.value.text.en and err.value.text.ru


def test_combinations_the_rules_allow(rules):
    for given, players in [({"entries": 2, "value": "product", "teams": "pairs"}, 4),
                           ({"order": "fir", "column_values": "fir", "teams": "pairs"}, 4),
                           ({"throws": "shared", "hidden": "all", "order": "falling"}, 3),
                           ({"cancel": True, "stock": 5, "entries": 2}, 3),
                           ({"throws": "named", "order": "falling", "value": "product"}, 2)]:
        state = random_match(rules, {**options(), **given}, players, seed=5)
        assert state.phase == OVER


# --- every variant plays to the end and replays --------------------------------------------------------------


def random_match(rules, opts, players, seed):
    rng = random.Random(seed)
    return play_to_end(rules, rules.new_match(players, opts), random_moves(rules, rng), rng, each=rules.describe)


PLAYERS = {"categor-fir-tree": 2, "categor-competition": 4, "categor-olympic": 4, "categor-pairs": 6,
           "categor-pairs-cancelling": 4, "categor-pairs-capture": 4}


@pytest.mark.parametrize("variant", ["categor", *VARIANTS])
def test_every_variant_plays_to_the_end_and_replays(rules, variant):
    players = PLAYERS.get(variant, 3)
    m = Match.new(rules, variant, [{"kind": "person", "name": str(i)} for i in range(players)],
                  variant_options(variant), seed=11)
    finish_match(m, random_moves(rules, random.Random(4)))
    again = Match(rules, Record.loads(m.record.dumps()))
    assert again.state == m.state
    res = rules.result(m.state)
    assert len(res.scores) == players and all(r >= 1 for r in res.ranks)
    assert all("columns" in e for e in res.extra)


def test_presets_name_every_variant(rules):
    names = [name.en for name, _ in rules.presets()]
    assert len(names) == len(VARIANTS) + 1 and names[0].startswith("Categor")
    for _, values in rules.presets():
        assert rules.resolve_options(values) == values


@pytest.mark.parametrize("variant,low,high", [("categor", 1, None), ("categor-fir-tree", 2, 2),
                                              ("categor-competition", 4, 4), ("categor-olympic", 4, None),
                                              ("categor-pairs", 4, None)])
def test_player_range_of_a_variant(rules, variant, low, high):
    assert rules.player_range(variant_options(variant)) == (low, high)
    rules.new_match(low, variant_options(variant))
    if low > 1:
        with pytest.raises(OptionsError):
            rules.new_match(low - 1, variant_options(variant))
