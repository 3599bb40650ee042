"""Open domino game 30 (build up to rank 8), the strong level: the races for rank 8 (``ai._race30``),
the evaluation made a chance to win (``ai._shaped30``) and the search a few decisions deep in
sampled worlds (``ai._pick30``, kept for the variants) and the playouts that now decide
(``ai._playouts30``), on hand-built positions, node-limited (never a deadline)."""

import random
from dataclasses import replace

from compendium.core.search import Budget
from compendium.games.od_placement import ai
from compendium.games.od_placement.rules import PLAY, OdPlacementRules
from compendium.games.open_domino import equipment as eq
from compendium.games.open_domino.equipment import Piece

R = OdPlacementRules()


def begin(seed: int = 0):
    s = R.new_match(2, {"game": 30})
    while R.to_move(s) == -1 or s.phase != PLAY:
        s = R.apply(s, R.sample_chance(s, random.Random(seed)))
    return s


def piece_up(tile, upper: int) -> Piece:
    return next(p for p in (Piece(tile, True), Piece(tile, False)) if p.upper == upper)


def position(columns: dict, drawn=None, aside=((), ()), mover: int = 0):
    """Game 30, ``mover`` to move: ``columns`` {file letter: [tiles from rank 1 up, each (tile, upper
    digit)]}; the stacks hold every tile of their set that is nowhere else (seat 0 plays set B,
    seat 1 set A, as the rules deal them: 32 tiles each)."""
    s = begin()
    geo = s.geo
    cells = [() for _ in range(geo.size)]
    used = set()
    for file, tiles in columns.items():
        for r, (tile, upper) in enumerate(tiles):
            cells[geo.parse(f"{file}{r + 1}")] = (piece_up(tile, upper),)
            used.add(tile)
    used.update(t for a in aside for t in a)
    if drawn is not None:
        used.add(drawn)
    stacks = tuple(tuple(t for t in s.supply[k] if t not in used) for k in range(2))
    return replace(s, cells=tuple(cells), supply=stacks, aside=aside, drawn=drawn, mover=mover)


def tiles_of(seat: int) -> list:
    s = begin()
    return [t for t in eq.full_set("A") + eq.full_set("B") if s.owner_of(t) == seat]


def with_digit(seat: int, d: int, n: int = 1, but=()) -> list:
    return [t for t in tiles_of(seat) if d in (t.a, t.b) and t not in but][:n]


def filler(tiles, upper_of_top: int, height: int = 6):
    """A column of ``height`` tiles, the last showing ``upper_of_top`` on top (the rest as they come;
    the test positions do not depend on their digits)."""
    col = [(t, t.a) for t in tiles[:height - 1]]
    last = tiles[height - 1]
    col.append((last, upper_of_top if upper_of_top in (last.a, last.b) else last.a))
    return col


def test_a_race_for_rank_8_goes_to_whoever_is_likely_to_have_the_digit_first():
    # file h one tile short of rank 8 with a 4 on top; seat 1 to move with a waiting 4: h8 is his
    four = with_digit(1, 4)[0]
    col = [(t, 4) for t in with_digit(0, 4, 7)]
    s = position({"h": col}, aside=((), (four,)), mover=1)
    assert ai._race30(R, s, 1) == -ai._race30(R, s, 0)
    assert ai._race30(R, s, 1) > 0.9 * ai.CRIT * 8
    # the same column in file a is worth one point, not eight
    low = position({"a": col}, aside=((), (four,)), mover=1)
    assert 0 < ai._race30(R, low, 1) < ai._race30(R, s, 1) / 4
    # nobody has a 4 left anywhere (all of both sets on the field): nobody gets it
    all_fours = with_digit(0, 4, 99) + with_digit(1, 4, 99)
    assert len(all_fours) == 15
    fours = {"h": [(t, 4) for t in all_fours[:7]], "g": [(t, 4) for t in all_fours[7:14]],
             "f": [(all_fours[14], 4)]}
    dead = position(fours, mover=0)
    assert ai._race30(R, dead, 0) == 0.0
    # rank 8 filled: nothing to race for
    full = position({"h": col + [(four, 4)]}, mover=0)
    assert ai._race30(R, full, 0) == 0.0


def test_a_lead_counts_more_the_less_there_is_left_to_win():
    s = replace(begin(), mover=0)
    a8 = s.geo.parse("a8")
    cells = list(s.cells)
    cells[a8] = (Piece(tiles_of(0)[0], True),)
    early = replace(s, cells=tuple(cells), data=(s.data[0], tuple(0 if c == a8 else -1 for c in range(64)), a8))
    assert ai.material(R, early, 0) == 1  # seat 0 laid a8: one point ahead
    late = replace(early, supply=((), ()), drawn=None)  # the same lead, nothing left to lay
    assert 0 < ai.evaluate(R, early, 0) < ai.evaluate(R, late, 0) <= ai.WIN + 1
    assert ai.evaluate(R, late, 1) < 0 and ai.evaluate(R, late, 0) > 0.9 * ai.WIN


def test_strong_lays_rank_7_where_the_other_player_can_never_answer():
    """Seat 0's tile 2/5 fits two columns of height 6, on rank 7 either way: b (top 2, its 5 goes on
    top: seat 1 has a 5 waiting, so b8 is his at once, 2 points) or h (top 5, its 2 goes on top:
    all eight 2s of seat 1's set are on the field, so only seat 0 can ever fill h8, 8 points)."""
    mine = tiles_of(0)
    theirs = tiles_of(1)
    drawn = next(t for t in mine if {t.a, t.b} == {2, 5})
    twos = [t for t in theirs if 2 in (t.a, t.b)]  # all of seat 1's 2s (eight)
    assert len(twos) == 8
    five = next(t for t in theirs if 5 in (t.a, t.b) and 2 not in (t.a, t.b))
    b_top = next(t for t in mine if 2 in (t.a, t.b) and t != drawn)
    h_top = next(t for t in mine if 5 in (t.a, t.b) and t != drawn and 2 not in (t.a, t.b))
    rest = [t for t in mine + theirs if t not in twos and t not in (drawn, five, b_top, h_top)]
    plain = [t for t in rest if 2 not in (t.a, t.b) and 5 not in (t.a, t.b)]
    other = [t for t in rest if t not in plain]
    columns = {
        "a": [(t, t.a) for t in twos],  # full: seat 1's 2s out of the way
        "b": [(t, t.a) for t in other[1:6]] + [(b_top, 2)],
        "h": [(t, t.a) for t in other[6:11]] + [(h_top, 5)],
    }
    for k, f in enumerate("cdefg"):  # short columns where 2 and 5 fit nowhere
        columns[f] = [(t, t.a) for t in plain[2 * k:2 * k + 2]]
    s = position(columns, drawn=drawn, aside=((), (five,)), mover=0)
    lays = {a.args[0] for a in R.legal_actions(s, 0) if a.verb == "lay"}
    assert lays == {"b7", "h7"}
    player = ai.StrongPlayer(seconds=3600.0)
    for k in range(3):
        a = player.next_move(R, R.view_for(s, 0), 0, random.Random(k), Budget(nodes=2400))
        assert a.args[0] == "h7"


def test_strong_takes_rank_8_even_when_behind_and_the_end_is_near():
    """A lost-looking end: seat 0 behind; his tile scores on d8 at once or goes on b7. Before the
    evaluation was made a chance to win, strong put it on b7 (a position where the end was further
    off looked better than a loss in sight)."""
    mine = tiles_of(0)
    theirs = tiles_of(1)
    drawn = next(t for t in mine if {t.a, t.b} == {5, 6})
    d_top = next(t for t in theirs if 5 in (t.a, t.b) and 6 not in (t.a, t.b))
    b_top = next(t for t in theirs if 6 in (t.a, t.b) and 5 not in (t.a, t.b))
    rest = [t for t in mine + theirs if t not in (drawn, d_top, b_top)]
    plain = [t for t in rest if 5 not in (t.a, t.b) and 6 not in (t.a, t.b)]
    rest = [t for t in rest if t not in plain]
    columns = {"b": [(t, t.a) for t in rest[0:5]] + [(b_top, 6)],
               "d": [(t, t.a) for t in rest[5:11]] + [(d_top, 5)],
               "h": [(t, t.a) for t in rest[11:19]]}  # full
    for k, f in enumerate("aceg" + "f"):  # one tile each, where 5 and 6 fit nowhere
        columns[f] = [(plain[k], plain[k].a)]
    s = position(columns, drawn=drawn, mover=0)
    # seat 1 leads: he laid h8 (8 points); three tiles left in each stack
    h8 = s.geo.parse("h8")
    by = tuple(1 if c == h8 else -1 for c in range(64))
    s = replace(s, data=(s.data[0], by, h8), supply=(s.supply[0][:3], s.supply[1][:3]))
    assert ai.material(R, s, 0) == -8
    lays = {a.args[0] for a in R.legal_actions(s, 0) if a.verb == "lay"}
    assert lays == {"d8", "b7"}
    player = ai.StrongPlayer(seconds=3600.0)
    for k in range(3):
        a = player.next_move(R, R.view_for(s, 0), 0, random.Random(k), Budget(nodes=2400))
        assert a.args[0] == "d8"


def test_the_search_keeps_to_its_node_limit():
    s = begin(3)
    rng = random.Random(2)
    while s.phase == PLAY and len([a for a in R.legal_actions(s, R.to_move(s)) if a.verb == "lay"]) < 2:
        s = R.apply(s, rng.choice(R.legal_actions(s, R.to_move(s))))
    seat = R.to_move(s)
    budget = Budget(nodes=200)
    acts = ai.candidates(R, R.view_for(s, seat), seat)
    a = ai._pick30(R, R.view_for(s, seat), seat, acts, random.Random(0), budget)
    assert a in acts
    assert budget.nodes_used <= 200 + 400  # the first world always completes, the rest stop at the limit


def test_a_playout_plays_to_the_end_by_the_rules():
    """Every file full but h (its top a 3): seat 1 turns up 1/2, which fits nowhere and waits beside
    the field; seat 0 turns up 3/4 and lays it on h8 (8 points); nothing is left, the playout ends."""
    heights = [8] * 7 + [7]
    tops = [0] * 7 + [3]
    board = (heights, tops, 8, [2, 5], [[(3, 4)], [(1, 2)]], [[], []], 1)
    assert ai._playout30(board, random.Random(0)) == 2 + 8 - 5
    assert board[5] == [[], [(1, 2)]]


def test_a_playout_lays_a_waiting_tile_first_and_takes_rank_8():
    """Seat 0 has 5/6 waiting; a column shows 6 at rank 7: he must lay the waiting tile (not turn
    up), and a random player still takes the rank-8 cell when he can (e8, 5 points); his 2/2, turned
    up next, fits nowhere and waits."""
    heights = [8, 8, 8, 8, 7, 3, 3, 3]
    tops = [0, 0, 0, 0, 6, 1, 1, 1]
    board = (heights, tops, 8, [0, 0], [[(2, 2)], []], [[(5, 6)], []], 0)
    assert ai._playout30(board, random.Random(1)) == 5
    assert board[4][0] == [] and board[5][0] == [(2, 2)]  # then 2/2 turned up: it fits nowhere, it waits


def test_the_playouts_keep_to_their_node_limit_and_see_only_the_view():
    s = begin(3)
    rng = random.Random(2)
    while s.phase == PLAY and len({a.args[0] for a in R.legal_actions(s, R.to_move(s)) if a.verb == "lay"}) < 3:
        s = R.apply(s, rng.choice(R.legal_actions(s, R.to_move(s))))
    seat = R.to_move(s)
    view = R.view_for(s, seat)
    acts = ai.candidates(R, view, seat)
    budget = Budget(nodes=200)
    a = ai._playouts30(R, view, seat, acts, random.Random(0), budget)
    assert a in acts
    assert budget.nodes_used <= 200 + len(acts)  # one playout a move always, the rest stop at the limit
    # the same view with both stacks in another order (each back keeps its places): the same move
    stacks = []
    for st in s.supply:
        st = list(st)
        for back in {(t.set, t.group) for t in st}:
            places = [i for i, t in enumerate(st) if (t.set, t.group) == back]
            for i, t in zip(places, [st[i] for i in reversed(places)]):
                st[i] = t
        stacks.append(tuple(st))
    other = replace(s, supply=tuple(stacks))
    assert other.supply != s.supply
    assert R.view_for(other, seat) == view
    assert ai._playouts30(R, R.view_for(other, seat), seat, acts, random.Random(0), Budget(nodes=200)) == a


def test_the_playouts_leave_the_variants_to_the_search():
    s = begin(3)
    assert ai._board30(R, s) is not None
    assert ai._board30(R, replace(s, opts=replace(s.opts, score30="files"))) is None
    assert ai._board30(R, replace(s, opts=replace(s.opts, bets30=True))) is None
