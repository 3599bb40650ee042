"""The strong level in games 28 (captures give an extra turn) and 31 (lay, relocate, flip): a capture or
a turn face down found in a built position, game 31's settled ending chosen without a search, and
game 31's relocations (the rules' fast path) in the order the computer players rely on. Node limits,
never deadlines: the same decisions on a busy machine."""

import random
from dataclasses import replace

from compendium.core.actions import Action
from compendium.core.search import Budget
from compendium.games.od_placement import ai
from compendium.games.od_placement.games import Spec
from compendium.games.od_placement.rules import PLAY, OdPlacementRules
from compendium.games.open_domino.equipment import Piece

from tests.test_odp_laying import begin, field, pc, tl

R = OdPlacementRules()


def strong_move(state, seat, nodes=400, seed=0):
    budget = Budget(nodes=nodes)
    move = ai.StrongPlayer(seconds=3600).next_move(R, R.view_for(state, seat), seat, random.Random(seed), budget)
    return move, budget


# --- game 31 ----------------------------------------------------------------------------------------------
def test_31_strong_relocates_to_turn_an_enemy_tile_face_down():
    # own 3/6 on b2; the enemy's 1/6 on e7 shows its 6 below: the 3/6 on e6 with the 6 on top turns it
    s = begin(31)
    s = field(s, {"b2": pc(tl("B", 3, 6), 3), "e7": pc(tl("A", 1, 6), 1)})
    s = replace(s, mover=0, drawn=None, phase=PLAY, flips=(0, 0))
    for seed in range(3):
        move, _ = strong_move(s, 0, seed=seed)
        after = R.apply(s, move)
        assert after.flips[0] == 1, move


def test_31_a_settled_lead_is_played_out_without_a_search():
    # seat 0 has turned 10, seat 1 none; seat 0 has two open tiles and nothing in his stack: whatever
    # happens he wins, so he passes (both stacks are used up) at once
    s = begin(31)
    s = field(s, {"a1": pc(tl("B", 2, 5), 5), "c1": pc(tl("B", 0, 4), 4), "h8": pc(tl("A", 1, 2), 1)})
    s = replace(s, mover=0, drawn=None, phase=PLAY, flips=(10, 0), supply=((), ()))
    move, budget = strong_move(s, 0)
    assert move == Action("pass") and budget.nodes_used == 0
    # with a stack left he cannot pass: a relocation that turns nothing (the no-progress limit comes sooner)
    s2 = replace(s, supply=(s.supply[0] or (tl("B", 6, 6),), ()), flips=(11, 0))
    move, budget = strong_move(s2, 0)
    assert move.verb == "move" and budget.nodes_used == 0
    assert R.apply(s2, move).flips == (11, 0)


def test_31_an_open_lead_is_searched():
    s = begin(31)
    s = field(s, {"a1": pc(tl("B", 2, 5), 5), "c1": pc(tl("B", 0, 4), 4), "h8": pc(tl("A", 1, 2), 1)})
    s = replace(s, mover=0, drawn=None, phase=PLAY, flips=(2, 0), supply=((), ()))
    assert ai._settled31(R, s, 0, R.legal_actions(s, 0)) is None
    assert ai._settled31(R, replace(s, opts=replace(s.opts, score31="open"), flips=(10, 0)), 0,
                         R.legal_actions(s, 0)) is None


def test_31_relocations_keep_the_rules_order_and_the_generic_moves():
    """Touching moves first, tile by tile (the computer players' and easy's choices depend on the
    order), and the same moves as the interpreter's generic path."""
    spec = R.spec(31)
    for seed in range(3):
        rng = random.Random(seed)
        s = begin(31, seed=seed)
        for _ in range(60):
            if R.is_over(s):
                break
            if s.drawn is None:
                fast = spec.relocations(s, s.mover)
                slow = [a for a in Spec.actions(spec, R, s, s.mover) if a.verb == "move"]
                assert sorted(fast, key=str) == sorted(slow, key=str) and len(set(fast)) == len(fast)
                srcs = [a.args[0] for a in fast]
                assert srcs == sorted(srcs, key=srcs.index)  # grouped by the tile moved
            s = R.apply(s, rng.choice([a for a in R.legal_actions(s, s.mover)
                                       if a.verb not in ("resign", "offer-draw")]))


# --- game 28 ----------------------------------------------------------------------------------------------
def test_28_strong_captures_for_the_extra_turn():
    # the enemy's 1/5 on g5 shows its 5 below: the 3/5 turned up goes on g4 with the 5 on top and captures
    s = begin(28)
    s = field(s, {"g5": pc(tl("A", 1, 5), 1)})
    s = replace(s, mover=0, drawn=tl("B", 3, 5), phase=PLAY)
    for seed in range(3):
        move, _ = strong_move(s, 0, seed=seed)
        assert move == Action("lay", ("g4", "up" if Piece(tl("B", 3, 5), True).upper == 5 else "down")), move
