"""Nardy positions and the turn generator (compendium/games/nardy/position.py).

The examples of source 001 section 4 (Fig. 3-5; Fig. 4's lost numbers read as a roll of 6-4), the
single-step rules of both variants, and a cross-check of ``turns`` and ``sequences`` against a slow
reference generator written here from the rules' text over random positions and every kind of roll.
"""

from __future__ import annotations

import random

import pytest

from compendium.games.nardy.position import (
    LONG,
    SHORT,
    Position,
    abs_point,
    apply_steps,
    check,
    hit_flags,
    hits,
    make,
    marked_text,
    opp_point,
    parse_steps,
    play_sequences,
    sequences,
    start,
    step_ok,
    step_text,
    steps_text,
    turns,
)

ROLLS = [(a, b) for a in range(1, 7) for b in range(1, a + 1)]  # the 21 kinds of roll


def results(pos, dice, **kw):
    return set(turns(pos, dice, **kw))


def all_steps(pos, dice, **kw):
    return {s for seq in sequences(pos, dice, **kw) for s in seq}


def reaches(pos, dice, steps, **kw):
    """Whether the step sequence is a legal full turn."""
    return tuple(steps) in set(sequences(pos, dice, **kw))


# --- numbering and the starting positions ---------------------------------------------------------

def test_start_short():
    pos = start(SHORT)
    for side in (pos.mine, pos.theirs):
        assert {p: n for p, n in enumerate(side) if n} == {24: 2, 13: 5, 8: 3, 6: 5}
    assert pos.pips() == (167, 167)
    assert pos.swapped() == pos
    check(pos)


def test_start_long():
    pos = start(LONG)
    for side in (pos.mine, pos.theirs):
        assert {p: n for p, n in enumerate(side) if n} == {24: 15}
    assert pos.pips() == (360, 360)
    check(pos)


def test_points_of_both_seats():
    for p in range(1, 25):
        assert opp_point(SHORT, p) == 25 - p
        for v in (SHORT, LONG):
            assert opp_point(v, opp_point(v, p)) == p
            assert abs_point(v, 0, p) == p
    # long: the second seat's head (own 24) is absolute 12, its home (own 1..6) absolute 13..18
    assert abs_point(LONG, 1, 24) == 12
    assert [abs_point(LONG, 1, p) for p in range(1, 7)] == list(range(13, 19))
    # my 12 and 13 are their 24 and 1; my 24 and 1 are their 12 and 13
    assert (opp_point(LONG, 12), opp_point(LONG, 13)) == (24, 1)
    assert (opp_point(LONG, 24), opp_point(LONG, 1)) == (12, 13)
    with pytest.raises(ValueError):
        opp_point(SHORT, 0)


def test_make_and_check():
    pos = make(SHORT, {6: 5, 25: 1}, {1: 2})
    assert pos.mine[0] == 9 and pos.mine[25] == 1 and pos.theirs[0] == 13
    with pytest.raises(ValueError):
        make(SHORT, {6: 2}, {19: 1})  # my 6 is their 19: held by both
    with pytest.raises(ValueError):
        make(LONG, {25: 1}, {24: 15})  # no bar in long nardy
    with pytest.raises(ValueError):
        make(SHORT, {6: 16}, {})


# --- notation ---------------------------------------------------------------------------------------

def test_step_text_and_parse():
    assert step_text((24, 18)) == "24/18"
    assert step_text((25, 22)) == "bar/22"
    assert step_text((6, 0)) == "6/off"
    steps = ((24, 18), (25, 22), (6, 0), (13, 11))
    assert parse_steps(steps_text(steps)) == steps
    assert parse_steps("") == () and parse_steps("  ") == ()
    assert parse_steps("Bar/22 6/OFF") == ((25, 22), (6, 0))
    assert parse_steps("24/18/12") == ((24, 18), (18, 12))
    assert parse_steps("8/2(2)") == ((8, 2), (8, 2))
    assert parse_steps("24/18* 13/11") == ((24, 18), (13, 11))
    for bad in ("24", "24-18", "x/3", "3/5", "24/16", "9/off", "26/20", "off/3", "6/off/2", "8/2(5)"):
        with pytest.raises(ValueError):
            parse_steps(bad)


# --- single steps, short ----------------------------------------------------------------------------

def test_blocked_point():
    pos = start(SHORT)
    # my 12 is their 13 (five of theirs), my 1 is their 24 (two)
    assert not step_ok(pos, (13, 12))
    assert not step_ok(pos, (6, 1))
    assert step_ok(pos, (13, 11))
    for steps in sequences(pos, (1, 5)):
        assert (13, 12) not in steps and (6, 1) not in steps
    with pytest.raises(ValueError):
        apply_steps(pos, ((13, 12),))


def test_hitting_a_blot_sends_it_to_the_bar():
    pos = make(SHORT, {24: 2, 13: 13}, {7: 1, 6: 14})  # their 7 is my 18: a blot
    steps = ((24, 18), (18, 16))
    assert hit_flags(pos, steps) == (True, False)
    assert hits(pos, steps) == 1
    assert marked_text(pos, steps) == "24/18* 18/16"
    after = apply_steps(pos, steps)
    assert after.theirs[25] == 1 and after.theirs[7] == 0
    assert after in results(pos, (6, 2))
    # two blots hit by one checker
    pos = make(SHORT, {24: 1, 6: 14}, {7: 1, 10: 1, 20: 13})  # my 18 and 15
    assert hits(pos, ((24, 18), (18, 15))) == 2
    assert apply_steps(pos, ((24, 18), (18, 15))).theirs[25] == 2


def test_entering_from_the_bar_first():
    pos = make(SHORT, {25: 1, 13: 14}, {1: 2, 13: 13})
    assert not step_ok(pos, (13, 7))
    assert step_ok(pos, (25, 19))
    for steps in sequences(pos, (6, 1)):
        assert steps[0][0] == 25


def test_a_roll_that_cannot_enter_is_lost():
    pos = make(SHORT, {25: 1, 13: 14}, {5: 2, 3: 2, 13: 11})  # their 5 and 3 are my 20 and 22
    assert turns(pos, (5, 3)) == {pos: ()}
    assert sequences(pos, (5, 3)) == [()]
    assert turns(pos, (5, 5)) == {pos: ()}


def test_partial_entry_with_two_on_the_bar():
    pos = make(SHORT, {25: 2, 13: 13}, {6: 2, 13: 13})  # their 6 is my 19: the 6 cannot enter
    got = turns(pos, (6, 4))
    assert list(got.values()) == [((25, 21),)]
    (after,) = got
    assert after.mine[25] == 1
    # a double that enters both and then goes on
    pos = make(SHORT, {25: 2, 13: 13}, {6: 2, 13: 13})
    for steps in sequences(pos, (4, 4)):
        assert steps[:2] == ((25, 21), (25, 21)) and len(steps) == 4


def test_unused_dice_after_entering_are_used_by_any_checker():
    pos = make(SHORT, {25: 1, 13: 14}, {13: 15})
    seqs = set(sequences(pos, (6, 4)))
    assert ((25, 21), (13, 7)) in seqs  # another checker
    assert ((25, 21), (21, 15)) in seqs  # the one that entered
    assert ((25, 19), (13, 9)) in seqs
    assert all(s[0][0] == 25 for s in seqs)


# --- the source's figures ---------------------------------------------------------------------------

def test_fig3_two_checkers_or_one_by_eight_through_an_open_point():
    pos = make(SHORT, {13: 5, 6: 10}, {1: 15})  # all of theirs on their 1 (my 24)
    seqs = set(sequences(pos, (5, 3)))
    assert ((13, 8), (6, 3)) in seqs and ((6, 3), (13, 8)) in seqs  # two checkers
    assert ((13, 8), (8, 5)) in seqs and ((13, 10), (10, 5)) in seqs  # one checker 8 in one go


def test_fig3_one_checker_by_eight_needs_an_open_intermediate_point():
    # my 10 and my 8 (13 - 3, 13 - 5) both held by theirs: 13/5 is not possible, 5 itself is open
    pos = make(SHORT, {13: 5, 6: 10}, {15: 2, 17: 2, 1: 11})
    for steps in sequences(pos, (5, 3)):
        assert (13, 10) not in steps and (13, 8) not in steps
    # one intermediate open is enough
    pos = make(SHORT, {13: 5, 6: 10}, {15: 2, 1: 13})  # only my 10 is held
    assert reaches(pos, (5, 3), ((13, 8), (8, 5)))
    assert not reaches(pos, (5, 3), ((13, 10), (10, 5)))


def test_fig4_enter_on_four_when_their_six_point_is_held():
    # a roll of 6-4 (the source lost the numbers): their 6 point (my 19) is held, so the checker
    # enters with the 4 on my 21 (their 4 point) and the 6 is played afterwards
    pos = make(SHORT, {25: 1, 13: 4, 8: 3, 6: 5, 24: 2}, {6: 3, 8: 3, 13: 5, 24: 2, 2: 2})
    seqs = sequences(pos, (6, 4))
    assert seqs and all(s[0] == (25, 21) and len(s) == 2 for s in seqs)
    assert not step_ok(pos, (25, 19))


def test_fig5_bearing_off_two_with_four_and_six():
    pos = make(SHORT, {6: 2, 5: 3, 4: 3, 3: 2, 2: 2, 1: 3}, {13: 5, 12: 5, 8: 5})
    seqs = set(sequences(pos, (4, 6)))
    assert ((6, 0), (4, 0)) in seqs
    after = apply_steps(pos, ((6, 0), (4, 0)))
    assert after.mine[0] == 2
    assert after in results(pos, (4, 6))
    # the player need not bear off when a move can be made instead
    assert ((6, 2), (6, 0)) in seqs or ((6, 0), (6, 2)) in seqs


def test_bearing_off_from_a_lower_point_only_when_the_higher_ones_are_empty():
    pos = make(SHORT, {3: 2, 1: 1}, {12: 15})
    assert set(sequences(pos, (6, 5))) == {((3, 0), (3, 0))}
    pos = make(SHORT, {5: 1, 2: 1}, {12: 15})
    assert step_ok(pos, (5, 0), die=6)
    assert not step_ok(pos, (2, 0), die=6)
    assert step_ok(pos, (2, 0), die=2)
    assert not step_ok(pos, (5, 0), die=4)
    assert set(sequences(pos, (6, 3))) == {((5, 0), (2, 0)), ((5, 2), (2, 0))}


def test_no_bearing_off_while_a_checker_is_outside_the_home():
    pos = make(SHORT, {7: 1, 6: 14}, {12: 15})
    assert not step_ok(pos, (6, 0))
    seqs = set(sequences(pos, (6, 1)))
    assert ((7, 6), (6, 0)) in seqs
    assert all(s[0][1] != 0 for s in seqs)


def test_a_checker_hit_during_the_bear_off_comes_home_first():
    pos = make(SHORT, {25: 1, 6: 4, 5: 4, 4: 3}, {12: 15})
    assert not step_ok(pos, (6, 0))
    for steps in sequences(pos, (6, 5)):
        assert steps[0][0] == 25
        assert all(t != 0 for _, t in steps)
    # once it is home again the bear-off goes on
    pos = make(SHORT, {7: 1, 6: 4, 5: 4, 4: 3}, {12: 15})
    assert any(s[:2] == ((7, 1), (6, 0)) for s in sequences(pos, (6, 6)))


# --- the dice ---------------------------------------------------------------------------------------

def test_doubles_are_played_four_times():
    got = turns(start(SHORT), (6, 6))
    assert len(got) == 11
    assert all(len(s) == 4 for s in got.values())
    assert all(len(s) == 4 for s in sequences(start(SHORT), (6, 6)))


def test_doubles_played_as_far_as_possible():
    # one checker can go two steps of 5, then my 9 (their 16) is held, the 1s cannot move
    pos = make(SHORT, {24: 1, 1: 14}, {16: 2, 13: 13})
    got = turns(pos, (5, 5))
    assert list(got.values()) == [((24, 19), (19, 14))]
    seqs = sequences(pos, (5, 5))
    assert all(len(s) == len(seqs[0]) for s in seqs)


def test_doubles_as_far_as_possible_two_steps():
    # one checker of mine at 20, my 10 (their 15) held: one step of the four; the 1s cannot move
    pos = make(SHORT, {20: 1, 1: 14}, {15: 2, 22: 13})
    got = turns(pos, (5, 5))
    assert list(got.values()) == [((20, 15),)]
    assert sequences(pos, (5, 5)) == [((20, 15),)]


def test_only_one_die_playable_the_larger_when_either_could_be():
    # 13/7 and 13/8 are each possible, but 7/2 and 8/2 are not (my 2 is held); 14 checkers on my 1
    pos = make(SHORT, {13: 1, 1: 14}, {23: 2, 6: 13})
    assert list(turns(pos, (6, 5)).values()) == [((13, 7),)]
    assert sequences(pos, (6, 5)) == [((13, 7),)]
    # the larger cannot be played at all: then the smaller
    pos = make(SHORT, {13: 1, 1: 14}, {23: 2, 18: 2, 6: 11})  # my 7 held too
    assert list(turns(pos, (6, 5)).values()) == [((13, 8),)]


def test_both_dice_when_only_the_smaller_first_allows_it():
    # 13/7 is blocked (my 7 is their 18) but 13/10/4 plays both dice: it must be played
    pos = make(SHORT, {13: 1, 1: 14}, {18: 2, 2: 13})
    assert list(turns(pos, (6, 3)).values()) == [((13, 10), (10, 4))]
    assert sequences(pos, (6, 3)) == [((13, 10), (10, 4))]


# --- long nardy -------------------------------------------------------------------------------------

def test_long_one_checker_blocks_and_nothing_is_hit():
    # their single checker on their 7 (my 19) blocks my 19
    pos = make(LONG, {24: 14, 20: 1}, {24: 14, 7: 1})
    assert not step_ok(pos, (24, 19))
    assert not step_ok(pos, (20, 19))
    for after, steps in turns(pos, (5, 1)).items():
        assert after.theirs == pos.theirs
        assert (24, 19) not in steps


def test_long_head_limit():
    pos = start(LONG)
    got = turns(pos, (6, 6))
    assert list(got.values()) == [((24, 18),)]  # 18/12 is their head
    got = turns(pos, (6, 6), head_limit=2)
    (after,) = got
    assert after.mine[18] == 2 and after.mine[24] == 13
    for roll in ROLLS:
        for after in turns(pos, roll):
            assert after.mine[24] == 14
        for after in turns(pos, roll, head_limit=2):
            assert after.mine[24] >= 13
    # the first-turn exceptions (head_limit 2): 3-3 and 4-4 take two checkers off the head too
    assert {tuple(a.mine[1:25]) for a in turns(pos, (4, 4), head_limit=2)} == {
        tuple(2 if p == 16 else 13 if p == 24 else 0 for p in range(1, 25))}
    assert all(a.mine[24] == 13 for a in turns(pos, (3, 3), head_limit=2))
    assert len(turns(pos, (3, 3), head_limit=2)) == 2  # 18 and 18, or 21 and 15 (12 is their head)
    # later in the game too: at most one checker leaves the head
    pos = make(LONG, {24: 10, 20: 3, 15: 2}, {24: 10, 20: 5})
    for roll in ROLLS:
        for after in turns(pos, roll):
            assert after.mine[24] >= 9
        assert not step_ok(pos, (24, 20), head_moved=1, head_limit=1)
        assert step_ok(pos, (24, 20), head_moved=1, head_limit=2)


def test_long_six_block_shutting_all_in_is_refused():
    # my 18..22 are their 6..10; 24/23 would make their 6..11 a block with all of theirs behind it
    mine = {24: 10, 22: 1, 21: 1, 20: 1, 19: 1, 18: 1}
    pos = make(LONG, mine, {24: 15})
    assert not step_ok(pos, (24, 23))
    seqs = set(sequences(pos, (1, 2)))
    assert all(steps[0] != (24, 23) for steps in seqs)
    # checked on every single step: after 22/20 has broken the run, 24/23 makes no block
    assert ((22, 20), (24, 23)) in seqs and ((24, 23), (22, 20)) not in seqs
    # the rest of the roll is still played: 1-1 with the block refused
    for after in turns(pos, (1, 1)):
        assert not (after.mine[23] and all(after.mine[p] for p in range(18, 23)))


def test_long_six_block_allowed_when_one_of_theirs_is_ahead():
    mine = {24: 10, 22: 1, 21: 1, 20: 1, 19: 1, 18: 1}
    pos = make(LONG, mine, {24: 14, 3: 1})  # their 3 is my 15: ahead of the block
    assert step_ok(pos, (24, 23))
    assert any((24, 23) in s for s in sequences(pos, (1, 2)))


def test_long_block_counted_on_their_track():
    # my 10..15 are six consecutive points for me but their 22, 23, 24 | 1, 2, 3: no block for them
    pos = make(LONG, {16: 1, 14: 1, 13: 1, 12: 1, 11: 1, 10: 1, 9: 9}, {10: 15})  # theirs at my 22
    assert step_ok(pos, (16, 15))
    # my 24 and 1 are their 12 and 13: neighbours for them. my 21..24 + 1, then 2: their 9..14
    pos = make(LONG, {24: 1, 23: 1, 22: 1, 21: 1, 1: 1, 7: 10}, {20: 15})  # theirs at my 8
    assert opp_point(LONG, 2) == 14 and opp_point(LONG, 21) == 9
    assert not step_ok(pos, (7, 2))
    pos = make(LONG, {24: 1, 23: 1, 22: 1, 21: 1, 1: 1, 7: 10}, {20: 14, 4: 1})  # one ahead (my 16)
    assert step_ok(pos, (7, 2))


def test_long_bear_off():
    pos = make(LONG, {6: 5, 5: 5, 4: 5}, {24: 15})
    seqs = set(sequences(pos, (6, 5)))
    assert ((6, 0), (5, 0)) in seqs
    pos = make(LONG, {7: 1, 6: 14}, {24: 15})
    assert not step_ok(pos, (6, 0))
    assert all(s[0][1] != 0 for s in sequences(pos, (6, 1)))
    pos = make(LONG, {3: 2}, {24: 15})
    assert set(sequences(pos, (6, 5))) == {((3, 0), (3, 0))}


# --- the reference generator ------------------------------------------------------------------------

def _ref_opp(variant, p):
    if variant == SHORT:
        return 25 - p
    # their own numbering starts 12 points further round the board
    return p - 12 if p > 12 else p + 12


_REF_LONG_TRACK = [None] + [_ref_opp(LONG, q) for q in range(1, 25)]  # their q -> my point


def _ref_shut(mine, theirs):
    """Long: is there a six-block (on their track) with none of theirs ahead, some on the board?"""
    ahead_free = 1  # their points 1..ahead_free-1 are empty of theirs
    while ahead_free <= 24 and not theirs[ahead_free]:
        ahead_free += 1
    if ahead_free > 24:
        return False  # none of theirs on the board
    held = [False] + [mine[_REF_LONG_TRACK[q]] > 0 for q in range(1, 25)]
    return any(all(held[q:q + 6]) for q in range(1, min(ahead_free, 19) + 1))


def _ref_step(variant, mine, theirs, f, d, head_moved, head_limit):
    """The position after moving a checker from f by die d, or None when it may not."""
    if mine[f] == 0:
        return None
    if variant == SHORT and mine[25] and f != 25:
        return None
    if variant == LONG and f == 24 and head_moved >= head_limit:
        return None
    mine, theirs = list(mine), list(theirs)
    t = f - d
    if t <= 0:
        if any(mine[p] for p in range(7, 26)):
            return None
        if t < 0 and any(mine[p] for p in range(f + 1, 7)):
            return None
        mine[f] -= 1
        mine[0] += 1
        return (f, 0), tuple(mine), tuple(theirs)
    q = _ref_opp(variant, t)
    if variant == SHORT:
        if theirs[q] >= 2:
            return None
        if theirs[q] == 1:
            theirs[q] = 0
            theirs[25] += 1
    elif theirs[q]:
        return None
    mine[f] -= 1
    mine[t] += 1
    if variant == LONG and _ref_shut(mine, theirs):
        return None
    return (f, t), tuple(mine), tuple(theirs)


def ref_sequences(pos, dice, head_limit=1):
    """Every legal full sequence as ((steps), (dice in order), end position), plainly."""
    dice_left = (dice[0],) * 4 if dice[0] == dice[1] else tuple(dice)
    memo = {}

    def played(mine, theirs, left, head_moved):
        """Every way to go on from here (stopping anywhere), remembered per state."""
        key = (mine, theirs, left, head_moved)
        if key not in memo:
            out = [((), (), Position(pos.variant, mine, theirs))]
            for i, d in enumerate(left):
                for f in range(25, 0, -1):
                    got = _ref_step(pos.variant, mine, theirs, f, d, head_moved, head_limit)
                    if got:
                        step, m2, t2 = got
                        later = played(m2, t2, left[:i] + left[i + 1:],
                                       head_moved + (f == 24 and pos.variant == LONG))
                        out.extend(((step,) + s, (d,) + ds, end) for s, ds, end in later)
            memo[key] = out
        return memo[key]

    out = played(pos.mine, pos.theirs, dice_left, 0)
    longest = max(len(s) for s, _, _ in out)
    out = [x for x in out if len(x[0]) == longest]
    if longest == 1 and dice[0] != dice[1]:
        larger = [x for x in out if x[1][0] == max(dice)]
        out = larger or out
    return out


def _random_side(rng, variant, points_free, bar_ok, home_only):
    """15 checkers of one side spread over the free own points (some off, some on the bar)."""
    counts = [0] * 26
    n_off = rng.choice([0, 0, 0, rng.randint(0, 14)])
    counts[0] = n_off
    left = 15 - n_off
    if bar_ok and rng.random() < 0.3:
        b = min(left, rng.randint(1, 3))
        counts[25] = b
        left -= b
    pool = [p for p in points_free if not home_only or p <= 6] or points_free
    spots = rng.sample(pool, min(len(pool), rng.randint(1, 7)))
    for _ in range(left):
        counts[rng.choice(spots)] += 1
    return counts


def random_position(rng, variant):
    while True:
        home_mine = rng.random() < 0.25
        home_theirs = rng.random() < 0.15
        mine = _random_side(rng, variant, list(range(1, 25)), variant == SHORT, home_mine)
        free = [q for q in range(1, 25) if not mine[_ref_opp(variant, q)]]
        if not free:
            continue
        theirs = _random_side(rng, variant, free, variant == SHORT, home_theirs)
        if variant == LONG and rng.random() < 0.4:
            # a run of my points on their track, to meet the six-block rule
            q0 = rng.randint(1, 19)
            run = [_ref_opp(LONG, q) for q in range(q0, q0 + rng.randint(4, 5))]
            if not any(theirs[_ref_opp(LONG, p)] for p in run):
                movable = [p for p in range(1, 25) if mine[p] > 1 and p not in run]
                for p in run:
                    if not mine[p] and movable:
                        src = rng.choice(movable)
                        if mine[src] > 1:
                            mine[src] -= 1
                            mine[p] += 1
        pos = Position(variant, tuple(mine), tuple(theirs))
        try:
            check(pos)
        except ValueError:
            continue
        if variant == LONG and _ref_shut(pos.mine, pos.theirs):
            continue  # a position no game reaches: a shutting block already stands
        return pos


def _check_against_reference(pos, dice, head_limit):
    ref = ref_sequences(pos, dice, head_limit)
    want_positions = {p for _, _, p in ref}
    got = turns(pos, dice, head_limit=head_limit)
    assert set(got) == want_positions, (pos, dice)
    for after, steps in got.items():
        assert apply_steps(pos, steps) == after
    assert set(sequences(pos, dice, head_limit=head_limit)) == {s for s, _, _ in ref}
    assert {(s, d) for s, d in play_sequences(pos, dice, head_limit=head_limit)} == {
        (s, d) for s, d, _ in ref}


@pytest.mark.parametrize("variant", [SHORT, LONG])
@pytest.mark.parametrize("chunk", range(4))
def test_against_the_reference_on_random_positions(variant, chunk):
    rng = random.Random(f"{variant}-{chunk}")
    for i in range(84):
        pos = random_position(rng, variant)
        dice = ROLLS[(i + chunk * 5) % 21]
        if rng.random() < 0.5:
            dice = dice[::-1]
        head_limit = 1 if variant == SHORT or rng.random() < 0.7 else 2
        _check_against_reference(pos, dice, head_limit)


@pytest.mark.parametrize("variant", [SHORT, LONG])
def test_against_the_reference_at_the_start_with_every_roll(variant):
    for dice in ROLLS:
        for head_limit in (1, 2):
            _check_against_reference(start(variant), dice, head_limit)


def test_against_the_reference_in_games_played_at_random():
    """Positions reached by play (both seats moving in turn) rather than scattered."""
    rng = random.Random(7)
    for variant in (SHORT, LONG):
        for _game in range(3):
            pos = start(variant)
            for ply in range(200):
                if pos.over():
                    break
                dice = (rng.randint(1, 6), rng.randint(1, 6))
                if ply % 3 == 0:
                    _check_against_reference(pos, dice, 1)
                got = turns(pos, dice)
                pos = rng.choice(list(got)).swapped()


def test_against_gnubg():
    # through the bridge, the one module that uses gnubg, and in its thread: the package crashes when
    # called from a thread other than the one that imported it (another test may have done so)
    from compendium.games.nardy import gnubg_bridge

    if not gnubg_bridge.available():
        pytest.skip("GNU Backgammon's package is not usable here: " + gnubg_bridge.why_unavailable())
    g = gnubg_bridge._engine()

    def count_moves(board, dice) -> int:
        return len(g.find_best_moves(board, g.cubeinfo(), g.evalcontext(), dice))

    rng = random.Random(11)
    checked = 0
    for i in range(200):
        pos = random_position(rng, SHORT)
        if pos.over():
            continue
        dice = ROLLS[i % 21]
        board = (tuple(pos.theirs[1:26]), tuple(pos.mine[1:26]))
        moves = gnubg_bridge._in_engine(count_moves, board, dice)
        got = turns(pos, dice)
        assert len(got) == max(1, moves), (pos, dice)
        checked += 1
    assert checked > 150


def test_sequences_reach_the_turns():
    rng = random.Random(3)
    for variant in (SHORT, LONG):
        for _ in range(30):
            pos = random_position(rng, variant)
            dice = rng.choice(ROLLS)
            got = turns(pos, dice)
            ends = {apply_steps(pos, s) for s in sequences(pos, dice)}
            assert ends == set(got)


def test_swapped_twice_is_the_same():
    rng = random.Random(5)
    for variant in (SHORT, LONG):
        pos = random_position(rng, variant)
        assert pos.swapped().swapped() == pos
        assert pos.swapped().pips() == pos.pips()[::-1]
