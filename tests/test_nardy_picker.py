"""The die-by-die picker of a nardy turn (compendium/games/nardy/picker.py, Qt-free): the sources and
targets offered (one die, or several in one go), a combined move taken as its single steps, taking a
step back, a full turn recognised, the dice still to play (a double's four, a bear-off by a larger
number), nothing to play, and (with the generator) every legal sequence reachable step by step."""

import random

import pytest

from compendium.games.nardy.picker import TurnPicker, assignments, dice_of, die_fits

# Short nardy's opening position, white to move with 6-5: every full sequence, all orders and paths
# (as the generator gives them; written out by hand here so that the picker is tested on its own).
OPENING_65 = [
    ((24, 18), (18, 13)), ((24, 19), (19, 13)), ((24, 18), (24, 19)), ((24, 19), (24, 18)),
    ((24, 18), (13, 8)), ((13, 8), (24, 18)), ((24, 18), (8, 3)), ((8, 3), (24, 18)),
    ((24, 18), (6, 1)), ((6, 1), (24, 18)), ((13, 7), (13, 8)), ((13, 8), (13, 7)),
    ((13, 7), (7, 2)), ((13, 8), (8, 2)), ((13, 7), (24, 19)), ((24, 19), (13, 7)),
]


def test_sources_and_targets_with_one_die_and_both():
    p = TurnPicker(OPENING_65, (6, 5))
    assert p.sources() == {24, 13, 8, 6}
    assert p.targets(24) == {18: 1, 19: 1, 13: 2}
    assert p.targets(13) == {7: 1, 8: 1, 2: 2}
    assert p.targets(6) == {1: 1} and p.targets(8) == {3: 1}  # each only with 24/18 after it
    assert 6 not in p.targets(13)
    assert p.remaining_dice() == (6, 5)
    assert not p.done() and p.steps() == ()


def test_a_combined_move_is_its_single_steps_and_back_takes_one_step():
    p = TurnPicker(OPENING_65, (6, 5))
    assert p.step(24, 13)
    assert p.steps() == ((24, 18), (18, 13)) and p.done()
    assert p.remaining_dice() == ()
    assert p.back() == (18, 13)
    assert p.steps() == ((24, 18),) and not p.done()
    assert p.remaining_dice() == (5,)
    assert p.sources() == {24, 18, 13, 8, 6}
    assert p.targets(18) == {13: 1}
    assert p.back() == (24, 18) and p.back() is None
    assert p.sources() == {24, 13, 8, 6}


def test_a_step_that_is_not_offered_changes_nothing():
    p = TurnPicker(OPENING_65, (6, 5))
    assert not p.step(24, 20)
    assert not p.step(6, 0) and not p.step(8, 2)
    assert p.steps() == ()
    assert p.step(6, 1) and p.sources() == {24}  # then only 24/18
    p.back()
    assert p.step(13, 8) and p.step(24, 18) and p.done()
    assert not p.step(8, 3)  # the turn is full
    assert p.sources() == set()


def test_double_click_die_and_the_larger_die_first():
    p = TurnPicker(OPENING_65, (6, 5))
    assert p.target_with(24, 6) == 18 and p.target_with(24, 5) == 19
    assert p.target_with(6, 5) == 1 and p.target_with(6, 6) is None
    p.step(24, 18)
    assert p.target_with(13, 6) is None and p.target_with(13, 5) == 8


def test_a_double_plays_four_numbers():
    seqs = [((24, 22), (22, 20), (20, 18), (18, 16)), ((24, 22), (24, 22), (13, 11), (13, 11)),
            ((13, 11), (13, 11), (24, 22), (24, 22)), ((24, 22), (13, 11), (24, 22), (13, 11))]
    p = TurnPicker(seqs, (2, 2))
    assert p.remaining_dice() == (2, 2, 2, 2)
    assert p.targets(24) == {22: 1, 20: 2, 18: 3, 16: 4}
    assert p.step(24, 18)
    assert p.steps() == ((24, 22), (22, 20), (20, 18)) and p.remaining_dice() == (2,)
    assert p.sources() == {18} and p.step(18, 16) and p.done()


def test_bearing_off_with_a_larger_number():
    # all home: 3 and 2 left, 6-5 thrown: both come off, each die by a larger number
    seqs = [((3, 0), (2, 0)), ((2, 0), (3, 0))]
    p = TurnPicker(seqs, (6, 5))
    assert p.targets(3) == {0: 1}
    assert p.step(3, 0) and p.remaining_dice() == (6,)  # the smaller die played it
    assert p.step(2, 0) and p.done() and p.remaining_dice() == ()
    assert die_fits((3, 0), 6) and die_fits((3, 0), 3) and not die_fits((3, 0), 2)
    assert not die_fits((9, 3), 5)
    assert assignments(((3, 0), (2, 0)), (6, 5)) == [(5, 6), (6, 5)]
    assert dice_of((4, 4)) == (4, 4, 4, 4) and dice_of((2, 5)) == (2, 5)


def test_one_die_only_and_nothing_to_play():
    p = TurnPicker([((8, 2),)], (6, 1))  # only the 6 can be played
    assert p.targets(8) == {2: 1}
    assert p.step(8, 2) and p.done() and p.remaining_dice() == (1,)
    for nothing in ([()], []):
        p = TurnPicker(nothing, (6, 6))
        assert p.done() and p.sources() == set() and p.steps() == ()


def test_entering_from_the_bar_first():
    seqs = [((25, 20), (20, 17)), ((25, 20), (13, 10)), ((25, 22), (22, 17)), ((25, 22), (24, 19))]
    p = TurnPicker(seqs, (5, 3))
    assert p.sources() == {25}
    assert p.targets(25) == {20: 1, 22: 1, 17: 2}
    assert p.step(25, 22) and p.sources() == {22, 24}


def test_every_generated_sequence_can_be_picked_step_by_step():
    position = pytest.importorskip("compendium.games.nardy.position")
    rng = random.Random(16)
    for variant in (position.SHORT, position.LONG):
        pos = position.start(variant)
        for _ in range(40):
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            seqs = position.sequences(pos, dice)
            assert seqs
            full = set(seqs)
            for seq in rng.sample(seqs, min(5, len(seqs))):
                p = TurnPicker(seqs, dice)
                for f, t in seq:
                    assert f in p.sources() and p.targets(f).get(t) == 1
                    assert p.step(f, t)
                assert p.done() and p.steps() in full
            p = TurnPicker(seqs, dice)
            while not p.done():  # random clicks, combined moves included, always end in a legal turn
                src = rng.choice(sorted(p.sources()))
                assert p.step(src, rng.choice(sorted(p.targets(src))))
            assert p.steps() in full
            turns = position.turns(pos, dice)
            pos = rng.choice(list(turns)).swapped()
            if sum(pos.mine[1:]) == 0 or sum(pos.theirs[1:]) == 0:
                break
