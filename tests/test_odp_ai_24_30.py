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


def sending_back_29(quiet: int):
    """Game 29, seat 0 to move: rank 1 full, the enemy's tile on h1; in seat 0's hand a tile that
    fits h2 (the next cell) and would send it back; ``quiet`` moves made without progress."""
    s = begin(29)
    own = [t for t in eq.full_set(s.opts.set) if s.owner_of(t) == 0]
    enemy = next(t for t in eq.full_set(s.opts.set) if s.owner_of(t) == 1 and not t.is_double)
    mine = next(t for t in own if enemy.a in (t.a, t.b))
    row = [t for t in own if t != mine][:7]
    layout = {f"{f}1": piece_up(t, t.a) for f, t in zip("abcdefg", row)}
    layout["h1"] = piece_up(enemy, enemy.a)
    s = with_cells(s, layout)
    used = set(row) | {mine, enemy}
    stacks = tuple(tuple(t for t in stack if t not in used)[:5] for stack in s.supply)
    return replace(s, drawn=None, mover=0, hands=((mine,), ()), supply=stacks, quiet=quiet,
                   data=tuple(len(x) for x in stacks))


def test_29_strong_and_medium_lay_the_hand_tile_back_rather_than_turn_one_up():
    s = sending_back_29(quiet=s_limit(begin(29)) - 3)  # before the prune, strong turned up here
    assert {a.verb for a in ai.candidates(R, s, 0)} == {"play", "draw"}
    assert R.spec(s).next_cell(s) == s.geo.parse("h2")
    for player in (ai.StrongPlayer(seconds=3600.0), ai.MediumPlayer()):
        for k in range(3):
            budget = Budget(nodes=2400) if player.level == "strong" else Budget.seconds(2.0)
            assert player.next_move(R, R.view_for(s, 0), 0, random.Random(k), budget).verb == "play"


def s_limit(state) -> int:
    return state.opts.limit * state.players


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
