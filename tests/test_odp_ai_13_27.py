"""Open domino games 13 and 27: the computer players' own terms (game 13 the race's last tiles, game 27
the free cells where one tile completes a five) on constructed positions (the strength itself:
benchmarks/od_strength.py, 200 matches a game)."""

import random
from dataclasses import replace

from compendium.core.rules import CHANCE
from compendium.core.search import Budget
from compendium.games.od_placement import ai
from compendium.games.od_placement.rules import OdPlacementRules
from compendium.games.open_domino.equipment import Piece

from tests.test_odp_ai_19_21_22 import dealt

RULES = OdPlacementRules()


# --- game 13 --------------------------------------------------------------------------------------------
def last_tile13(crosses: bool):
    """Seat 0 with 15 tiles across on rank 3 (under seat 1's full rank 4) and one at home on p1: the one
    free cell across is p3, under seat 1's tile on p4; the tile at home crosses there when its upper
    digit is p4's lower one (``crosses``)."""
    s = dealt(13)
    geo = s.geo
    mine = [s.cells[c][-1] for c in range(16)]  # rank 1: seat 0's tiles (arrows up)
    need = s.cells[geo.parse("p4")][-1].lower
    fits = [p for p in mine if p.upper == need]
    rest = [p for p in mine if p.upper != need]
    assert fits and rest
    last = fits[0] if crosses else rest[0]
    others = [p for p in mine if p is not last]
    cells = [() for _ in s.cells]
    for k, p in enumerate(others):
        cells[32 + k] = (p,)  # a3 … o3
    cells[geo.parse("p1")] = (last,)
    for c in range(48, 64):
        cells[c] = s.cells[c]
    return replace(s, cells=tuple(cells), mover=0)


def test_13_a_last_tile_that_can_cross_counts_most_for_the_player_to_move():
    s = last_tile13(crosses=True)
    assert ai._crossers13(RULES, s, 0) == (1, 1)
    assert ai._crossers13(RULES, s, 1) == (16, 0)  # far from the end: not looked at
    assert ai._term13(RULES, s, 0) == ai._NEXT13
    assert ai._term13(RULES, s, 1) == -ai._NEXT13
    assert ai._term13(RULES, replace(s, mover=1), 0) == ai._SOON13
    assert ai._NEXT13 > ai._SOON13 > ai._CROSS13 > 0


def test_13_a_last_tile_that_cannot_cross_counts_nothing():
    s = last_tile13(crosses=False)
    assert ai._crossers13(RULES, s, 0) == (1, 0)
    assert ai._term13(RULES, s, 0) == 0.0


def threat13():
    """Seat 1 with 15 tiles across on rank 2 (above seat 0's full rank 1) and its last one on p4; the one
    free cell across for it is p2, above seat 0's tile on p1, which it fits: seat 1 finishes next unless
    seat 0, to move, blocks it."""
    s = dealt(13)
    geo = s.geo
    mine = [s.cells[c][-1] for c in range(16)]
    his = [s.cells[c][-1] for c in range(48, 64)]
    for p1 in mine:
        last = next((h for h in his if h.lower == p1.upper), None)
        if last is not None:
            break
    assert last is not None
    cells = [() for _ in s.cells]
    for k, p in enumerate([p for p in mine if p is not p1]):
        cells[k] = (p,)  # a1 … o1
    cells[geo.parse("p1")] = (p1,)
    for k, h in enumerate([h for h in his if h is not last]):
        cells[16 + k] = (h,)  # a2 … o2
    cells[geo.parse("p4")] = (last,)
    return replace(s, cells=tuple(cells), mover=0)


def test_13_strong_blocks_the_last_tile_of_the_other():
    s = threat13()
    assert ai._crossers13(RULES, s, 1) == (1, 1)
    moves = ai.candidates(RULES, s, 0)
    left = [ai._crossers13(RULES, RULES.apply(s, a), 1)[1] for a in moves]
    assert 0 in left and any(left)  # some moves block it, others do not
    a = ai.StrongPlayer(seconds=3600).next_move(RULES, RULES.view_for(s, 0), 0, random.Random(0),
                                                Budget(nodes=2400))
    assert ai._crossers13(RULES, RULES.apply(s, a), 1)[1] == 0


def test_13_the_variants_have_no_race_term():
    s = last_tile13(crosses=True)
    assert ai._term13(RULES, replace(s, opts=replace(s.opts, v2_13=True)), 0) == 0.0


# --- game 27 --------------------------------------------------------------------------------------------
def four27(drawn_fits_elsewhere: bool):
    """Seat 0's four own tiles on b3 … e3, nothing else on the field; f3 (and a3) complete a five but
    have no neighbour above or below, so only a tile that fits nowhere else may go there. Seat 0 is to
    move with a drawn tile that fits nowhere else, or (``drawn_fits_elsewhere``) one that touches an
    exposed digit above or below the four."""
    s = dealt(27)
    geo = s.geo
    stack = list(s.supply[0])
    four = stack[:4]
    cells = [() for _ in s.cells]
    for name, t in zip(("b3", "c3", "d3", "e3"), four):
        cells[geo.parse(name)] = (Piece(t, True),)
    shown = {d for t in four for d in (t.a, t.b)}
    pool = stack[4:]
    if drawn_fits_elsewhere:
        drawn = next(t for t in pool if t.a in shown or t.b in shown)
    else:
        drawn = next((t for t in pool if t.a not in shown and t.b not in shown), None)
        assert drawn is not None
    rest = tuple(t for t in pool if t != drawn)
    return replace(s, cells=tuple(cells), mover=0, drawn=drawn, supply=(rest, s.supply[1]), taken=((), ()))


def test_27_a_five_one_tile_away_counts_with_the_chance_the_tile_may_go_there(monkeypatch):
    s = four27(drawn_fits_elsewhere=False)
    assert ai._fives27(RULES, s, 0) == 1.0  # the drawn tile may go on f3 (it fits nowhere else)
    assert ai._fives27(RULES, s, 1) == 0.0  # seat 1 has no line
    mine, theirs = ai._term27(RULES, s, 0), ai._term27(RULES, s, 1)
    later = ai._term27(RULES, replace(s, mover=1), 0)
    monkeypatch.setattr(ai, "_NEXT27", 0.0)
    monkeypatch.setattr(ai, "_SOON27", 0.0)
    assert abs(mine - ai._term27(RULES, s, 0) - 40.0) < 1e-9  # _NEXT27 times the chance 1
    assert abs(theirs - ai._term27(RULES, s, 1) + 40.0) < 1e-9
    assert later < mine  # with the other player to move it counts less


def test_27_a_tile_that_must_touch_elsewhere_cannot_complete_the_five():
    s = four27(drawn_fits_elsewhere=True)
    assert ai._fives27(RULES, s, 0) == 0.0


def test_27_strong_completes_the_five():
    s = four27(drawn_fits_elsewhere=False)
    a = ai.StrongPlayer(seconds=3600).next_move(RULES, RULES.view_for(s, 0), 0, random.Random(0),
                                                Budget(nodes=2400))
    assert a.verb == "lay" and a.args[0] in ("a3", "f3")
    after = RULES.apply(s, a)
    assert len(after.taken[0]) == 5


def _runs_by_hand(state, seat):
    """Game 27's unfinished lines counted the plain way (every own open tile, every direction)."""
    geo, cells = state.geo, state.cells

    def own(c):
        st = cells[c]
        return bool(st) and st[-1].face_up and state.owner_of(st[-1].tile) == seat

    total = 0.0
    for c in range(geo.size):
        if not own(c):
            continue
        f, r = geo.fr(c)
        for df, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
            prev = geo.cell(f - df, r - dr)
            if prev is not None and own(prev):
                continue
            n, nxt = 1, geo.cell(f + df, r + dr)
            while nxt is not None and own(nxt):
                n += 1
                nxt = geo.cell(geo.fr(nxt)[0] + df, geo.fr(nxt)[1] + dr)
            room = (prev is not None and not cells[prev]) + (nxt is not None and not cells[nxt])
            if 2 <= n < 5 and room:
                total += n * n * (0.5 + 0.25 * room)
    return total


def test_27_the_lines_counted_by_the_cached_tables_are_the_plain_count():
    rng = random.Random(5)
    s = dealt(27, seed=5)
    checked = 0
    while not RULES.is_over(s) and checked < 60:
        seat = RULES.to_move(s)
        if seat == CHANCE:
            s = RULES.apply(s, RULES.sample_chance(s, rng))
            continue
        for k in (0, 1):
            assert ai._runs(s, k) == _runs_by_hand(s, k)
        checked += 1
        s = RULES.apply(s, rng.choice(ai.candidates(RULES, s, seat)))
    assert checked >= 30

