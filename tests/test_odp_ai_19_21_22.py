"""Open domino games 19, 21 and 22: the computer players' own terms (game 19 the lines growing, game 22
the advance into the other half and what a tile risks to the other's next tile) and decisions in
constructed positions."""

import random
from dataclasses import replace

from compendium.core.rules import CHANCE
from compendium.core.search import Budget
from compendium.games.od_placement import ai
from compendium.games.od_placement.rules import OdPlacementRules
from compendium.games.open_domino.equipment import Piece, Tile

RULES = OdPlacementRules()


def dealt(game, seed=0, options=None):
    s = RULES.new_match(2, dict(options or {}, game=game))
    rng = random.Random(seed)
    while RULES.to_move(s) == CHANCE:
        s = RULES.apply(s, RULES.sample_chance(s, rng))
    return s


def put(s, placed: dict):
    """``s`` with the cells named in ``placed`` (name -> Piece or None) set."""
    cells = list(s.cells)
    for name, piece in placed.items():
        cells[s.geo.parse(name)] = () if piece is None else (piece,)
    return replace(s, cells=tuple(cells))


def piece(set_, a, b, upper, face_up=True):
    """A piece of ``set_`` whose digit toward the top edge is ``upper``."""
    tile = Tile(set_, 0, min(a, b), max(a, b))
    for up in (True, False):
        p = Piece(tile, up, face_up)
        if p.upper == upper:
            return p
    raise AssertionError("no such orientation")


# --- game 22 --------------------------------------------------------------------------------------------
def empty22():
    s = dealt(22)
    return replace(s, cells=tuple(() for _ in s.cells))


def test_22_a_tile_further_up_is_worth_more():
    s = empty22()
    low = put(s, {"a1": piece("B", 1, 2, 2), "a2": piece("B", 2, 3, 3)})
    high = put(s, {"a1": piece("B", 1, 2, 2), "a2": piece("B", 2, 3, 3), "a3": piece("B", 3, 4, 4)})
    assert ai._term22(RULES, high, 0) > ai._term22(RULES, low, 0)
    assert ai._term22(RULES, high, 1) < ai._term22(RULES, low, 1)


def test_22_risk_needs_the_enemy_tile_that_fits_both_sides():
    s = empty22()
    # seat 0's a4 shows 3 at its top; seat 1's a6 shows 5 at its bottom; a5 is free between them
    pos = put(s, {"a4": piece("B", 2, 3, 3), "a6": piece("A", 5, 6, 6)})
    assert pos.geo.fr(pos.geo.parse("a6"))[1] == 5
    with_it = replace(pos, supply=(pos.supply[0], (Tile("A", 0, 3, 5), Tile("A", 0, 1, 1))))
    without = replace(pos, supply=(pos.supply[0], (Tile("A", 0, 1, 2), Tile("A", 0, 1, 1))))
    assert ai._risk22(with_it, 0) > 0
    assert ai._risk22(without, 0) == 0
    # a free cell with nothing of the enemy beyond it (and not his back rank) is no risk
    alone = replace(put(s, {"a4": piece("B", 2, 3, 3)}), supply=with_it.supply)
    assert ai._risk22(alone, 0) == 0


def test_22_medium_and_strong_lay_up_the_column_rather_than_on_the_back_rank():
    s = empty22()
    s = put(s, {"c1": piece("B", 1, 4, 4), "c2": piece("B", 4, 2, 2), "c3": piece("B", 2, 5, 5)})
    s = replace(s, mover=0, drawn=Tile("B", 1, 5, 6))
    legal = RULES.legal_actions(s, 0)
    assert any(a.args[0] == "c4" for a in legal) and any(a.args[0].endswith("1") for a in legal)
    view = RULES.view_for(s, 0)
    for level in ("medium", "strong"):
        player = ai.make_player(level)
        for seed in range(3):
            action = player.next_move(RULES, view, 0, random.Random(seed), Budget(nodes=2400))
            assert action.args[0] == "c4", (level, action)


# --- game 19 --------------------------------------------------------------------------------------------
def test_19_lines_count_up_and_along_diagonals_not_along_ranks():
    s = dealt(19)
    empty = replace(s, cells=tuple(() for _ in s.cells))
    diag = put(empty, {"c3": piece("B", 0, 1, 1), "d4": piece("B", 0, 2, 2), "e5": piece("B", 1, 3, 3)})
    row = put(empty, {"c3": piece("B", 0, 1, 1), "d3": piece("B", 0, 2, 2), "e3": piece("B", 1, 3, 3)})
    assert ai._lines19(diag, 0) > 0
    assert ai._lines19(row, 0) == 0
    assert ai._lines19(diag, 1) == 0
    assert ai._term19(RULES, diag, 0) > 0 > ai._term19(RULES, diag, 1)
    longer = put(diag, {"f6": piece("B", 2, 3, 3)})
    assert ai._lines19(longer, 0) > ai._lines19(diag, 0)


# --- game 21 --------------------------------------------------------------------------------------------
def test_21_medium_and_strong_take_the_most_tiles_they_can():
    # deals where one relocation takes three tiles and the others fewer
    for seed in (1, 4, 6, 7, 10):
        s = dealt(21, seed=seed)
        seat = RULES.to_move(s)
        assert s.selector is not None
        view = RULES.view_for(s, seat)
        legal = [a for a in RULES.legal_actions(s, seat) if a.verb == "move"]
        counts = [len(RULES.successor(s, a).taken[seat]) for a in legal]
        assert len(legal) >= 2 and counts.count(max(counts)) == 1
        # the strong level limited in positions only (as the benchmark does), so a busy machine decides alike
        for player in (ai.make_player("medium"), ai.StrongPlayer(seconds=3600)):
            action = player.next_move(RULES, view, seat, random.Random(0), Budget(nodes=2400))
            assert len(RULES.successor(s, action).taken[seat]) == max(counts), (seed, player.level)


# --- the benchmark's cheating player (benchmarks/od_strength.py, never a level of the program) -----------
def test_the_benchmark_cheat_plays_whole_matches_with_legal_moves():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "benchmarks" / "od_strength.py"
    spec = importlib.util.spec_from_file_location("od_strength_for_test", path)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    assert bench.CHEAT not in {lv.key for lv in ai.LEVELS}
    for index in range(2):
        points, times, plies, reason, looked = bench.play_match(
            ("od-placement", 21, {}, ("cheat", "easy"), None, index, 1, None, 150))
        assert points in (0, 0.5, 1) and plies > 0 and reason == "stack"
        assert looked and max(looked) <= 150 + 200  # its node limit (the first iteration always completes)


def _lines19_by_hand(state, seat):
    """Game 19's lines worth, counted cell by cell (what ``ai._scan19`` must agree with)."""
    geo = state.geo

    def own(c):
        return c is not None and bool(state.cells[c]) and state.cells[c][-1].face_up \
            and state.owner_of(state.cells[c][-1].tile) == seat

    def room(c):
        if c is None:
            return 0
        st = state.cells[c]
        return 1 if not st or (not st[-1].face_up and state.owner_of(st[-1].tile) == seat) else 0

    total = 0.0
    for c in range(geo.size):
        f, r = geo.fr(c)
        for df, dr in ai._GAME19.directions(state):
            if not own(c) or own(geo.cell(f - df, r - dr)):
                continue
            n = 1
            while own(geo.cell(f + df * n, r + dr * n)):
                n += 1
            if n >= 2:
                base, per_end = ai._ROOM19
                total += n * n * (base + per_end * (room(geo.cell(f - df, r - dr)) + room(geo.cell(f + df * n, r + dr * n))))
    return total


def test_19_one_scan_gives_the_longest_lines_and_their_worth():
    # positions of seeded random matches, whole states and each player's view (face-down tiles unknown)
    spec = ai._GAME19
    for options in ({}, {"dark19": True}):
        rng = random.Random(5)
        s = RULES.new_match(2, dict(options, game=19))
        seen = 0
        while not RULES.is_over(s):
            mover = RULES.to_move(s)
            if mover == CHANCE:
                s = RULES.apply(s, RULES.sample_chance(s, rng))
                continue
            for st in (s, RULES.view_for(s, 0), RULES.view_for(s, 1)):
                for seat in (0, 1):
                    assert ai._scan19(st)[seat] == (spec.longest(st, seat), _lines19_by_hand(st, seat))
                    assert ai.material(RULES, st, seat) == spec.longest(st, seat) - spec.longest(st, 1 - seat)
                    seen += 1
            s = RULES.apply(s, rng.choice(ai.candidates(RULES, s, mover)))
        assert seen > 100
