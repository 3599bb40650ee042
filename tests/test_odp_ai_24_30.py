"""Open domino games 24, 25, 29 and 30: the strong level's own terms (game 29 the parity of the moves
left before the no-progress limit, game 30 the columns one tile short of rank 8) on hand-built
positions, and the benchmark-only cheating player of benchmarks/od_ceiling.py."""

import random
import sys
from dataclasses import replace
from pathlib import Path

from compendium.core.search import Budget
from compendium.games.od_placement import ai
from compendium.games.od_placement.rules import PLAY, OdPlacementRules
from compendium.games.open_domino import equipment as eq
from compendium.games.open_domino.equipment import Piece

R = OdPlacementRules()
ROOT = Path(__file__).resolve().parent.parent


def begin(game: int, seed: int = 0, **opts):
    s = R.new_match(2, {"game": game, **opts})
    while R.to_move(s) == -1 or s.phase != PLAY:
        s = R.apply(s, R.sample_chance(s, random.Random(seed)))
    return s


def with_cells(state, layout: dict):
    cells = list(state.cells)
    for name, piece in layout.items():
        cells[state.geo.parse(name)] = (piece,)
    return replace(state, cells=tuple(cells))


def piece_up(tile, upper: int) -> Piece:
    return next(p for p in (Piece(tile, True), Piece(tile, False)) if p.upper == upper)


# --- game 30 -------------------------------------------------------------------------------------------
def column_h_to_rank_7(top: int):
    """Game 30, seat 0 to move (nothing turned up): file h filled from rank 1 to 7, a ``top`` on top."""
    s = begin(30)
    tiles = [t for t in eq.full_set("A") if top in (t.a, t.b)][:7]
    s = with_cells(s, {f"h{r + 1}": piece_up(t, top) for r, t in enumerate(tiles)})
    return replace(s, drawn=None, mover=0, aside=((), ()))


def test_30_a_column_short_of_rank_8_counts_for_whoever_is_likely_to_fill_it():
    s = column_h_to_rank_7(4)
    four = next(t for t in eq.full_set("B") if 4 in (t.a, t.b) and all(p.tile != t for st in s.cells for p in st))
    mine = replace(s, aside=((four,), ()))  # seat 0 must lay a waiting 4 next: h8 is his
    assert ai._term30(R, mine, 0) > 0 > ai._term30(R, mine, 1)
    theirs = replace(s, mover=1, aside=((), (four,)))
    assert ai._term30(R, theirs, 1) > 0 > ai._term30(R, theirs, 0)
    closed = with_cells(mine, {"h8": Piece(four, True)})  # rank 8 filled: nothing left to win there
    assert ai._term30(R, closed, 0) == 0.0


def test_30_strong_lays_the_tile_that_scores_on_rank_8():
    s = column_h_to_rank_7(4)
    s = with_cells(s, {"a1": piece_up(eq.full_set("B")[0], eq.full_set("B")[0].a)})
    four = next(t for t in eq.full_set("B") if 4 in (t.a, t.b) and not t.is_double
                and all(p.tile != t for st in s.cells for p in st))
    s = replace(s, drawn=four, supply=(tuple(t for t in s.supply[0] if t != four), s.supply[1]))
    legal = [a for a in R.legal_actions(s, 0) if a.verb == "lay"]
    assert any(a.args[0] == "h8" for a in legal) and any(a.args[0] != "h8" for a in legal)
    player = ai.StrongPlayer(seconds=3600.0)
    a = player.next_move(R, R.view_for(s, 0), 0, random.Random(1), Budget(nodes=2400))
    assert a.verb == "lay" and a.args[0] == "h8"


# --- game 29 -------------------------------------------------------------------------------------------
def test_29_the_parity_before_the_limit_favours_the_player_who_can_send_back_last():
    s = begin(29)
    tile = next(t for t in s.supply[0])  # any tile fits a1, the first cell
    s = replace(s, drawn=None, mover=0, hands=((tile,), ()), supply=(tuple(t for t in s.supply[0] if t != tile),
                                                                         s.supply[1]))
    limit = s.opts.limit * 2
    odd = replace(s, quiet=limit - 1)  # one move left: the mover's
    assert ai._term29(R, odd, 0) > 0 > ai._term29(R, odd, 1)
    assert ai._term29(R, replace(s, quiet=limit - 2), 0) == 0.0  # the last move is the other's
    assert ai._term29(R, replace(odd, hands=((), ())), 0) == 0.0  # nothing in hand to lay


# --- the cheating benchmark player ----------------------------------------------------------------------
def test_the_ceiling_benchmark_plays_whole_matches_seeing_everything():
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        import od_ceiling
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    for index in range(2):
        points, plies, reason = od_ceiling.play_match(25, {}, ("cheat", "easy"), index, 1, 200)
        assert points in (0.0, 0.5, 1.0) and plies > 0 and reason
