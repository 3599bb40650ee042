"""Open domino game 22, the computer players' evaluation: what a tile risks is weighed by the game's own
term (``ai._risk22``: only where the other may lay a tile, on his back rank or against his own tile),
not by the shared exposure term, so a column is pushed on where nothing of his is near."""

import random
from collections import Counter
from dataclasses import replace

from compendium.core.search import Budget
from compendium.games.od_placement import ai
from compendium.games.open_domino import equipment as eq
from tests.test_odp_ai_19_21_22 import RULES, empty22, piece, put


def _tile(set_, a, b):
    return next(t for t in eq.full_set(set_) if (t.a, t.b) == (a, b))


def _position():
    """Seat 0 (set B, from rank 1) has turned up 2/3 and may lay it on a2 or h2 (or his back rank).
    On a2 its 3 would face a3, and beyond it seat 1's tile on a4 shows 5: the other's 3/5 laid on a3
    would take it off. Seat 1's stack holds 3/5 and 1/1 only (the rest of his set is put aside, so
    seen), seat 0's two tiles of his own; h2 has nothing of the other's near it."""
    s = empty22()
    field = {"a1": piece("B", 1, 2, 2), "h1": piece("B", 0, 2, 2), "a4": piece("A", 5, 6, 6)}
    s = put(s, field)
    drawn = _tile("B", 2, 3)
    his = (_tile("A", 3, 5), _tile("A", 1, 1))
    mine = (_tile("B", 4, 5), _tile("B", 0, 6))
    on_field = Counter(st[-1].tile for st in s.cells if st)
    aside_b = tuple((Counter(eq.full_set("B")) - on_field - Counter(mine) - Counter([drawn])).elements())
    aside_a = tuple((Counter(eq.full_set("A")) - on_field - Counter(his)).elements())
    return replace(s, mover=0, drawn=drawn, supply=(mine, his), aside=(aside_b, aside_a))


def test_22_strong_keeps_its_tile_away_from_the_one_the_other_may_turn_up():
    s = _position()
    legal = RULES.legal_actions(s, 0)
    assert {a.args[0] for a in legal if a.verb == "lay"} >= {"a2", "h2"}
    view = RULES.view_for(s, 0)
    player = ai.StrongPlayer(seconds=3600)  # positions only, no deadline: the same on a busy machine
    for seed in range(3):
        action = player.next_move(RULES, view, 0, random.Random(seed), Budget(nodes=2400))
        assert action.args[0] == "h2", action


def test_22_the_evaluation_leaves_out_the_shared_exposure_term():
    # seat 0's h2 shows 3 and seat 1 has a 3 on a tile in his stack, but he may lay only on his back
    # rank or against his own tile, and has none near h: nothing is at risk, and the value is the
    # criterion and the game's own term alone
    s = _position()
    after = RULES.apply(s, next(a for a in RULES.legal_actions(s, 0) if a.verb == "lay" and a.args[0] == "h2"))
    assert ai.exposure(RULES, after, 0, 1) > 0  # the shared term would charge for it
    assert ai._risk22(after, 0) == 0
    assert ai.evaluate(RULES, after, 0) == ai.CRIT * ai.material(RULES, after, 0) + ai._term22(RULES, after, 0)


def test_22_medium_too_pushes_the_safe_column_rather_than_lay_on_the_back_rank():
    s = _position()
    view = RULES.view_for(s, 0)
    for seed in range(3):
        action = ai.make_player("medium").next_move(RULES, view, 0, random.Random(seed), Budget(nodes=2400))
        assert action.args[0] == "h2", action


def test_22_strong_with_almost_no_budget_still_lays_legally():
    s = _position()
    view = RULES.view_for(s, 0)
    legal = RULES.legal_actions(s, 0)
    for nodes in (1, 5, 40):
        action = ai.StrongPlayer(seconds=3600).next_move(RULES, view, 0, random.Random(0), Budget(nodes=nodes))
        assert action in legal
