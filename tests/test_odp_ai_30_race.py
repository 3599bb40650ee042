"""Open domino game 30 (build up to rank 8): the chances of the race for a rank-8 cell
(``ai._race_chances30``, ``ai._race30``) counted exactly for stacks turned up without putting back."""

from dataclasses import replace

import pytest

from compendium.games.od_placement import ai
from test_odp_ai_30 import R, position, tiles_of


def test_the_player_to_move_wins_a_race_of_equal_stacks_more_often():
    # one good tile in four on each side: the first player gets it when his comes no later than the
    # other's: (1 + 3/4 + 2/4 + 1/4) / 4
    first, second = ai._race_chances30((4, 1, False), (4, 1, False))
    assert first == pytest.approx(0.625) and second == pytest.approx(0.375)


def test_a_good_tile_somewhere_in_a_short_stack_is_sure_to_come():
    # late in the game: one good tile among the last four, none in the other's stack
    assert ai._race_chances30((4, 1, False), (4, 0, False)) == pytest.approx((1.0, 0.0))
    assert ai._race_chances30((4, 0, False), (4, 1, False)) == pytest.approx((0.0, 1.0))
    # nobody has one: nobody gets the cell
    assert ai._race_chances30((4, 0, False), (4, 0, False)) == (0.0, 0.0)
    assert ai._race_chances30((0, 0, False), (0, 0, False)) == (0.0, 0.0)


def test_a_waiting_tile_takes_the_cell_at_its_owners_next_turn():
    assert ai._race_chances30((10, 0, True), (10, 9, False)) == (1.0, 0.0)
    # the other has one waiting: the first player gets it only with his very next tile
    first, second = ai._race_chances30((10, 2, False), (10, 3, True))
    assert first == pytest.approx(0.2) and second == pytest.approx(0.8)


def test_the_chances_of_the_two_add_up_to_at_most_one():
    for n1, k1, n2, k2 in ((5, 2, 4, 1), (3, 1, 4, 2), (12, 3, 11, 5), (2, 0, 6, 1), (1, 1, 0, 0)):
        first, second = ai._race_chances30((n1, k1, False), (n2, k2, False))
        assert 0.0 <= first <= 1.0 and 0.0 <= second <= 1.0
        assert first + second <= 1.0 + 1e-9
        if k1 or k2:  # someone holds a good tile: the cell is taken for sure
            assert first + second == pytest.approx(1.0)


def test_the_race_in_a_position_counts_the_last_tiles_of_the_stacks():
    """File h one tile short of rank 8 with a 4 on top; seat 0 to move. Seat 1 has no 4 left, seat 0
    one 4 among his last three tiles: h8 (8 points) is seat 0's for sure (the chance of a tile per
    turn, as before, put it at 0.80: one in three a turn for four turns)."""
    mine, theirs = tiles_of(0), tiles_of(1)
    their_fours = [t for t in theirs if 4 in (t.a, t.b)]
    my_four = next(t for t in mine if 4 in (t.a, t.b))
    col = [(t, 4) for t in their_fours[:7]]
    s = position({"h": col}, mover=0)
    left = [t for t in s.supply[1] if 4 not in (t.a, t.b)][:3]
    plain = [t for t in s.supply[0] if 4 not in (t.a, t.b)][:2]
    s = replace(s, supply=(tuple(plain + [my_four]), tuple(left)))
    assert ai._race30(R, s, 0) == pytest.approx(ai.CRIT * 8)
    assert ai._race30(R, s, 1) == pytest.approx(-ai.CRIT * 8)
