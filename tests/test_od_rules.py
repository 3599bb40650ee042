"""The rules of the open-domino movement games 1–9 (``OdMovementRules``): each rule of each game on a
hand-built position (the source 003, games 1–9, and the lead's choices in rules.py's options)."""

import random
from dataclasses import replace

import pytest

from compendium.core.actions import Action
from compendium.core.rules import CHANCE, DRAW, LOSS, WIN, IllegalAction, OptionsError
from compendium.games.od_movement.rules import DEAL, OFFER, OVER, PLAY, OdMovementRules
from compendium.games.open_domino import equipment as eq
from compendium.games.open_domino.equipment import Piece, Tile
from compendium.games.open_domino.field import ACROSS, ALONG, OFF, equal_contacts

R = OdMovementRules()


# --- helpers -------------------------------------------------------------------------------------------
def pc(text: str, seat: int, face_up: bool = True, set_: str = "", group: int = -1) -> Piece:
    """A piece of ``seat`` showing ``upper/lower`` as a figure prints it (seat 0's arrows point up,
    seat 1's down), from set A or B, whichever has its arrow that way. Seat 0 plays group 1, seat 1
    group 0 (as the figures place them) unless ``group`` says otherwise."""
    u, lo = (int(d) for d in text.split("/"))
    a, b = min(u, lo), max(u, lo)
    g = group if group >= 0 else (1 if seat == 0 else 0)
    for s in ([set_] if set_ else eq.SETS):
        p = Piece(Tile(s, g, a, b), seat == 0)
        if (p.upper, p.lower) == (u, lo):
            return p if face_up else p.closed()
    raise ValueError(f"no tile shows {text} for seat {seat}")


def position(game: int, layout: dict, mover: int = 0, players: int = 2, **opts):
    """A match of ``game`` with these options, in play, whose field holds exactly ``layout``:
    cell name -> Piece or a list of Pieces (a stack, bottom first)."""
    s = R.new_match(players, {"game": game, **opts})
    if s.phase == DEAL:
        s = R.apply(s, R.sample_chance(s, random.Random(0)))
    geo = s.geo
    cells = [()] * geo.size
    for name, p in layout.items():
        c = geo.parse(name)
        assert c is not None and c != OFF, name
        cells[c] = tuple(p) if isinstance(p, (list, tuple)) else (p,)
    return replace(s, cells=tuple(cells), mover=mover, phase=PLAY)


def go(state, *notations):
    for n in notations:
        state = R.apply(state, Action.parse(n))
    return state


def at(state, name):
    stack = state.cells[state.geo.parse(name)]
    return stack[-1] if stack else None


def stack_at(state, name):
    return state.cells[state.geo.parse(name)]


def dests(state, name, seat=None):
    """Where the tile on ``name`` may go in one move (the last cell of each path), as names."""
    seat = state.mover if seat is None else seat
    src = state.geo.parse(name)
    return {state.geo.name(p[-1]) for p in R.moves(state, seat).get(src, [])}


def moves_text(state, seat=None):
    seat = R.to_move(state) if seat is None else seat
    return {a.notation for a in R.legal_actions(state, seat)}


def tiles_on_field(state):
    return [p.tile for stack in state.cells for p in stack]


def illegal(state, notation):
    with pytest.raises(IllegalAction) as info:
        R.apply(state, Action.parse(notation))
    text = info.value.text
    assert text.en and text.ru and text.en != text.ru
    assert any("а" <= ch <= "я" for ch in text.ru.lower())
    return text


def neighbours(name):
    c = ALONG.parse(name)
    return {ALONG.name(x) for x in ALONG.steps(c)}


# --- the start positions -------------------------------------------------------------------------------
def test_game_1_starts_from_figure_1a_with_face_down_scoring_tiles():
    s = R.new_match(2, {"game": 1})
    assert s.phase == PLAY and s.mover == 0 and R.to_move(s) == 0
    fig = eq.figure("1A")
    for c in range(64):
        if c in fig:
            assert s.cells[c][-1].tile == fig[c].tile and s.cells[c][-1].up == fig[c].up
        else:
            assert s.cells[c] == ()
    down = {ALONG.name(c) for c, st in enumerate(s.cells) if st and not st[-1].face_up}
    assert down == {"d8", "e1"}
    assert at(s, "d8").tile.pips == 0 and at(s, "e1").tile.pips == 0


def test_game_1_set_b_and_who_begins():
    s = R.new_match(2, {"game": 1, "set": "B", "first": "top"})
    assert s.mover == 1 and at(s, "a8").tile.set == "B"
    s = R.new_match(2, {"game": 1, "first": "lot"})
    assert R.to_move(s) == CHANCE
    s2 = R.apply(s, Action("first", (1,)))
    assert s2.phase == PLAY and R.to_move(s2) == 1
    illegal(s, "first 2")


def test_random_starts_point_at_the_opponent():
    s = R.new_match(2, {"game": 2, "start": "random"})
    assert R.to_move(s) == CHANCE and s.phase == DEAL
    s = R.apply(s, R.sample_chance(s, random.Random(5)))
    assert s.phase == PLAY
    for c, st in enumerate(s.cells):
        r = ALONG.fr(c)[1]
        if r in (0, 1):
            assert st[-1].up and st[-1].tile.group == 1
        elif r in (6, 7):
            assert not st[-1].up and st[-1].tile.group == 0
        else:
            assert st == ()


def test_a_deal_is_checked():
    s = R.new_match(2, {"game": 2, "start": "random"})
    illegal(s, "deal 1 2 3")
    illegal(s, "move a2 a3")
    with pytest.raises(IllegalAction):
        R.apply(s, Action("deal", tuple([0] * 32)))
    with pytest.raises(IllegalAction):
        R.chance_from_text(s, "anything")


# --- movement (games 1–3) ------------------------------------------------------------------------------
def test_king_moves_to_free_cells_only():
    s = position(1, {"d4": pc("1/2", 0), "d5": pc("3/3", 1), "c5": pc("4/4", 0), "e3": pc("6/6", 1),
                     "a8": pc("0/0", 1, face_up=False), "h1": pc("0/0", 0, face_up=False)})
    assert dests(s, "d4") == neighbours("d4") - {"d5", "c5", "e3"}  # no stacking, own or enemy
    assert dests(s, "h1") == {"g1", "g2", "h2"}  # the scoring tile moves like any tile
    assert "d5" not in dests(s, "d4")
    assert dests(s, "d5", seat=1) == neighbours("d5") - {"d4", "c5"}


def test_queen_moves_through_free_cells_only():
    s = position(1, {"a1": pc("1/1", 0), "a4": pc("2/2", 0), "d4": pc("3/3", 1), "c1": pc("5/5", 1),
                     "h8": pc("0/0", 1, face_up=False), "h2": pc("0/0", 0, face_up=False)}, movement="queen")
    assert dests(s, "a1") == {"a2", "a3", "b1", "b2", "c3"}  # stops before a4, c1 and d4; never jumps


def test_forward_moves_only_ahead():
    s = position(2, {"d4": pc("1/1", 0), "e5": pc("2/2", 1)}, movement="forward")
    assert dests(s, "d4") == {"c5", "d5"}  # e5 taken
    assert dests(s, "e5", seat=1) == {"d4", "e4", "f4"} - {"d4"}


def test_no_stacking_on_a_move():
    s = position(3, {"d4": pc("1/1", 0), "d5": pc("2/2", 1)})
    illegal(s, "move d4 d5")


# --- front contact -------------------------------------------------------------------------------------
def test_equal_contact_removes_the_enemy_tiles_above_and_below_at_once():
    mover = pc("2/3", 0)  # upper 2, lower 3
    above = pc("4/2", 1)  # its lower 2 touches the mover's upper 2
    below = pc("3/1", 1)  # its upper 3 touches the mover's lower 3
    s = position(3, {"c4": mover, "d5": above, "d3": below, "h8": pc("6/6", 1), "a1": pc("6/6", 0)})
    s2 = go(s, "move c4 d4")
    assert at(s2, "d4") == mover and at(s2, "d5") is None and at(s2, "d3") is None
    assert sorted(s2.removed[0]) == sorted([above.tile, below.tile])
    assert s2.removed[1] == () and s2.quiet == 0 and s2.mover == 1
    assert "removes" in s2.event.en and "снимает" in s2.event.ru


def test_unequal_contact_does_nothing():
    s = position(3, {"c4": pc("2/3", 0), "d5": pc("1/4", 1), "h8": pc("6/6", 1)})
    s2 = go(s, "move c4 d4")
    assert at(s2, "d5") is not None and s2.removed == ((), ()) and s2.quiet == 1


@pytest.mark.parametrize("where", ["c5", "e5", "c3", "e3", "c4", "e4"])
def test_side_and_diagonal_contact_never_count(where):
    mover = pc("2/2", 0)
    enemy = pc("2/2", 1, set_="B")
    s = position(3, {"d3": mover, where: enemy, "h8": pc("6/6", 1)})
    s2 = go(s, "move d3 d4")
    assert at(s2, where) == enemy and s2.removed == ((), ())


def test_own_equal_contact_does_nothing():
    s = position(1, {"c4": pc("2/3", 0), "d5": pc("0/2", 0, set_="A"), "h8": pc("0/0", 1, face_up=False),
                     "a1": pc("0/0", 0, face_up=False)})
    s2 = go(s, "move c4 d4")
    assert at(s2, "d5") is not None and at(s2, "d4") is not None
    assert s2.removed == ((), ()) and s2.lost_own == ((), ())


def test_game_1_own_contact_removes_both_own_tiles():
    other = Piece(Tile("A", 1, 4, 6), True)  # set A 4/6: head 6, seat 0 shows 6/4
    mine = Piece(Tile("A", 1, 0, 4), True)  # set A 0/4: head 4, shows 4/0: its upper 4 touches other's lower 4
    s = position(1, {"c4": mine, "d5": other, "h8": pc("0/0", 1, face_up=False), "a1": pc("0/0", 0, face_up=False)},
                 own_contact=True)
    assert other.lower == mine.upper == 4
    s2 = go(s, "move c4 d4")
    assert at(s2, "d4") is None and at(s2, "d5") is None
    assert sorted(s2.lost_own[0]) == sorted([mine.tile, other.tile])
    assert sorted(s2.removed[1]) == sorted([mine.tile, other.tile])  # the opponent's right: his capture
    assert s2.quiet == 0


def test_game_1_own_contact_keeps_the_enemy_removal():
    mine = Piece(Tile("A", 1, 0, 4), True)  # shows 4/0
    own_above = Piece(Tile("A", 1, 4, 6), True)  # shows 6/4: lower 4 touches
    enemy_below = pc("0/5", 1)  # upper 0 touches the mover's lower 0
    s = position(1, {"c4": mine, "d5": own_above, "d3": enemy_below, "h8": pc("0/0", 1, face_up=False),
                     "a1": pc("0/0", 0, face_up=False)}, own_contact=True)
    s2 = go(s, "move c4 d4")
    assert s2.removed[0] == (enemy_below.tile,)
    assert at(s2, "d3") is None and at(s2, "d4") is None and at(s2, "d5") is None


def test_a_contact_already_there_does_nothing():
    # e4 (mine, upper 2) already touches e5 (enemy, lower 2): moving another tile removes nothing
    s = position(3, {"e4": pc("2/3", 0), "e5": pc("4/2", 1), "a1": pc("1/1", 0), "h8": pc("6/6", 1)})
    assert equal_contacts(ALONG, s.cells, ALONG.parse("e4"))
    s2 = go(s, "move a1 a2")
    assert at(s2, "e5") is not None and s2.removed == ((), ())
    s3 = go(s2, "move h8 h7")  # nor for the other side
    assert at(s3, "e4") is not None and s3.removed == ((), ())


def test_the_pre_existing_f1_f2_contact_of_figure_1a_never_fires():
    s = R.new_match(2, {"game": 1, "own_contact": True})
    s2 = go(s, "move a2 a3", "move a7 a6")
    assert at(s2, "f1") is not None and at(s2, "f2") is not None and s2.lost_own == ((), ())


def test_face_down_tiles_have_no_digits():
    # game 2 hidden: an open tile moving against a face-down enemy removes nothing
    s = position(2, {"c4": pc("2/3", 0), "d5": pc("4/2", 1, face_up=False), "h8": pc("6/6", 1)}, start="hidden")
    s2 = go(s, "move c4 d4")
    assert at(s2, "d5") is not None and s2.removed == ((), ())
    assert at(s2, "d5").upper is None and at(s2, "d5").lower is None


def test_moving_off_a_contact_then_back_triggers():
    s = position(3, {"d4": pc("2/3", 0), "d5": pc("4/2", 1), "h8": pc("6/6", 1)})
    s2 = go(s, "move d4 c4", "move h8 h7", "move c4 d4")
    assert at(s2, "d5") is None and len(s2.removed[0]) == 1


# --- game 1 --------------------------------------------------------------------------------------------
def g1(layout, **opts):
    base = {"d8": pc("0/0", 1, face_up=False), "e1": pc("0/0", 0, face_up=False)}
    return position(1, {**base, **layout}, **opts)


def test_game_1_any_tile_on_the_enemy_scoring_tile_wins():
    s = g1({"d7": pc("3/5", 0)})
    assert "d8" in dests(s, "d7")
    s2 = go(s, "move d7 d8")
    assert s2.phase == OVER and s2.reason == "scoring"
    assert len(stack_at(s2, "d8")) == 2 and not stack_at(s2, "d8")[0].face_up
    res = R.result(s2)
    assert res.ranks == (1, 2) and res.outcomes == (WIN, LOSS)
    assert R.legal_actions(s2, 1) == [] and R.to_move(s2) is None
    illegal(s2, "resign")


def test_game_1_own_scoring_tile_cannot_be_landed_on():
    s = g1({"e2": pc("3/5", 0)})
    assert "e1" not in dests(s, "e2")


def test_game_1_scoring_tiles_land_nowhere_else():
    s = g1({"d2": pc("3/3", 1), "e2": pc("5/5", 0), "f2": pc("1/1", 1)})
    assert dests(s, "e1") == {"d1", "f1"}  # d2, f2 enemy, e2 own: no stacking
    s = g1({"e2": pc("0/0", 1, face_up=False, set_="B")})  # the enemy scoring tile beside it
    assert "e2" not in dests(s, "e1")


def test_game_1_scoring_capture():
    enemy = pc("3/3", 1)
    s = g1({"d2": enemy, "e2": pc("5/5", 0), "f2": pc("0/0", 1, face_up=False, set_="B")}, scoring_capture=True)
    assert dests(s, "e1") == {"d1", "f1", "d2"}  # onto enemy tiles, never own, never the scoring tile
    s2 = go(s, "move e1 d2")
    assert s2.removed[0] == (enemy.tile,)
    assert len(stack_at(s2, "d2")) == 1 and not at(s2, "d2").face_up and s2.phase == PLAY


def test_game_1_scoring_tile_never_interacts():
    # an enemy tile with a 0 below lands above seat 0's face-down 0/0; seat 0's 0/0 steps under an
    # enemy tile with a 0 below: nothing happens either way
    s = g1({"d3": pc("1/0", 1), "a5": pc("2/0", 1), "h4": pc("3/3", 0)}, mover=1)
    s2 = go(s, "move d3 e2")
    assert at(s2, "e2").lower == 0 and s2.removed == ((), ())
    s = g1({"f2": pc("1/0", 1), "h4": pc("3/3", 0), "a6": pc("4/4", 1)})
    s2 = go(s, "move e1 f1")
    assert at(s2, "f2") is not None and s2.removed == ((), ())


def test_game_1_scored_end_is_a_draw():
    s = replace(g1({"a4": pc("1/1", 0), "h5": pc("2/2", 1)}, limit=10), quiet=19)
    s2 = go(s, "move a4 a5")
    assert s2.phase == OVER and s2.reason == "limit"
    assert R.result(s2).outcomes == (DRAW, DRAW)


# --- game 2 --------------------------------------------------------------------------------------------
def test_game_2_exit_only_from_the_far_rank():
    s = position(2, {"h8": pc("1/1", 0), "h7": pc("5/5", 0), "a1": pc("6/6", 1), "a2": pc("3/3", 1)})
    assert "off" in dests(s, "h8") and "off" not in dests(s, "h7")
    assert "move h8 off" in moves_text(s)
    s2 = go(s, "move h8 off")
    assert at(s2, "h8") is None and s2.out[0] == (at(s, "h8").tile,) and s2.quiet == 0
    assert "off" in dests(s2, "a1", seat=1) and "off" not in dests(s2, "a2", seat=1)
    s3 = go(s2, "move a1 off")
    assert s3.out[1] == (at(s, "a1").tile,)
    illegal(s3, "move h7 off")


def test_game_2_ends_when_all_are_out_and_the_most_pips_win():
    s = position(2, {"h8": pc("2/2", 0)})
    s = replace(s, out=((Tile("A", 1, 1, 1),), (Tile("A", 0, 3, 3),)))
    s2 = go(s, "move h8 off")
    assert s2.phase == OVER and s2.reason == "all-out"
    res = R.result(s2)
    assert res.scores == (6.0, 6.0) and res.outcomes == (DRAW, DRAW)
    s = replace(s, out=((Tile("A", 1, 1, 1),), (Tile("A", 0, 3, 4),)))
    assert R.result(go(s, "move h8 off")).ranks == (2, 1)


def test_game_2_the_automatic_end():
    # seat 0 brings out 6/6 (12); seat 1's only tile is 5/5 (10): the result can no longer change
    s = position(2, {"a8": pc("6/6", 0), "a1": pc("1/1", 0), "h8": pc("5/5", 1)})
    s2 = go(s, "move a8 off")
    assert s2.phase == OVER and s2.reason == "decided"
    res = R.result(s2)
    assert res.scores == (12.0, 0.0) and res.ranks == (1, 2)


def test_game_2_continues_while_the_result_can_change():
    s = position(2, {"a8": pc("2/2", 0), "a1": pc("1/1", 0), "h8": pc("5/5", 1)})
    s2 = go(s, "move a8 off")
    assert s2.phase == PLAY  # 4 out, seat 1 can still make 10


def test_game_2_removed_tiles_do_not_count():
    mover = pc("2/3", 0)
    enemy = pc("4/2", 1)
    s = position(2, {"c4": mover, "d5": enemy, "a8": pc("1/1", 0), "h1": pc("6/6", 1)})
    s2 = go(s, "move c4 d4", "move h1 off")
    assert s2.removed[0] == (enemy.tile,)
    assert R.result(s2).scores == (0.0, 12.0)


def test_game_2_hidden_start_and_open_in_place():
    s = R.new_match(2, {"game": 2, "start": "hidden"})
    s = R.apply(s, R.sample_chance(s, random.Random(2)))
    assert all(not st[-1].face_up for st in s.cells if st)
    assert len([st for st in s.cells if st]) == 32
    acts = moves_text(s)
    assert "open a2" in acts and "open a1" in acts
    s2 = go(s, "open a2")
    assert at(s2, "a2").face_up and at(s2, "a2").up and s2.mover == 1
    s3 = go(s2, "move b7 b6")  # a face-down tile moves and is opened by the move
    assert at(s3, "b6").face_up and not at(s3, "b6").up and at(s3, "b7") is None
    illegal(s3, "open a2")  # an open tile cannot be opened again


def test_game_2_hidden_opened_in_place_captures():
    mine = pc("2/3", 0, face_up=False)
    enemy = pc("4/2", 1)
    s = position(2, {"d4": mine, "d5": enemy, "h8": pc("6/6", 1)}, start="hidden")
    s2 = go(s, "open d4")
    assert at(s2, "d5") is None and s2.removed[0] == (enemy.tile,)


def test_game_2_hidden_no_stacking_on_face_down_tiles():
    s = position(2, {"d4": pc("2/3", 0, face_up=False), "d5": pc("4/2", 1, face_up=False)}, start="hidden")
    assert "d5" not in dests(s, "d4")


def test_view_hides_face_down_digits():
    s = position(2, {"d4": pc("2/3", 0, face_up=False), "d5": pc("4/2", 1)}, start="hidden")
    v = R.view_for(s, 0)
    hidden = at(v, "d4")
    assert not hidden.face_up and hidden.tile.a == -1 and hidden.tile.b == -1
    assert at(v, "d5") == at(s, "d5")
    # a game 1 scoring tile is a known 0/0
    s1 = R.new_match(2, {"game": 1})
    assert R.view_for(s1, 0) is s1


# --- game 3 --------------------------------------------------------------------------------------------
def capture_setup(game=3, enemy_text="4/2", **opts):
    """Seat 0 to move c4–d4 and remove the enemy tile on d5 (plus a spare tile each)."""
    enemy = pc(enemy_text, 1)
    s = position(game, {"c4": pc("2/3", 0), "d5": enemy, "a1": pc("1/1", 0), "h8": pc("6/6", 1, set_="A"),
                        "g8": pc("5/5", 1, set_="B")}, **opts)
    return s, enemy


def with_removed(s, seat, *pairs):
    tiles = tuple(Tile("B", 0, a, b) for a, b in pairs)
    removed = list(s.removed)
    removed[seat] = tiles
    return replace(s, removed=tuple(removed))


def test_game_3_more_goal_scored_by_tiles_on_the_field():
    s, _ = capture_setup()
    s = replace(s, quiet=2 * s.opts.limit - 2)
    s2 = go(s, "move c4 d4")  # a capture: the count starts again
    assert s2.phase == PLAY and s2.quiet == 0
    s3 = replace(s2, quiet=2 * s.opts.limit - 1)
    s4 = go(s3, "move h8 h7")
    assert s4.phase == OVER and s4.reason == "limit"
    res = R.result(s4)
    assert res.scores == (2.0, 2.0) and res.outcomes == (DRAW, DRAW)


def test_game_3_count_goal():
    s, _ = capture_setup(goal="count", count=2)
    s2 = go(s, "move c4 d4")
    assert s2.phase == PLAY
    s, enemy = capture_setup(goal="count", count=2)
    s = with_removed(s, 0, (1, 1))
    s2 = go(s, "move c4 d4")
    assert s2.phase == OVER and s2.reason == "target" and R.result(s2).ranks == (1, 2)


def test_game_3_reach_48():
    s, _ = capture_setup(goal="reach")  # the enemy tile 2/4: 6 pips
    s48 = go(with_removed(s, 0, (6, 6), (6, 6), (5, 6), (2, 5)), "move c4 d4")  # 42 + 6 = 48
    assert s48.phase == OVER and s48.reason == "target" and R.result(s48).ranks == (1, 2)
    s53 = go(with_removed(s, 0, (6, 6), (6, 6), (5, 6), (4, 6), (1, 1)), "move c4 d4")  # 47 + 6: no bust here
    assert s53.phase == OVER and s53.reason == "target" and R.result(s53).ranks == (1, 2)
    assert go(with_removed(s, 0, (6, 6), (6, 6), (5, 6), (1, 5)), "move c4 d4").phase == PLAY  # 41 + 6 = 47


def test_game_3_exact_48_and_bust():
    s, _ = capture_setup(goal="exact")
    exact = go(with_removed(s, 0, (6, 6), (6, 6), (5, 6), (2, 5)), "move c4 d4")  # 42 + 6
    assert exact.phase == OVER and exact.reason == "target" and R.result(exact).ranks == (1, 2)
    bust = go(with_removed(s, 0, (6, 6), (6, 6), (5, 6), (3, 5)), "move c4 d4")  # 43 + 6 = 49
    assert bust.phase == OVER and bust.reason == "bust"
    assert R.result(bust).ranks == (2, 1) and R.result(bust).outcomes == (LOSS, WIN)
    under = go(with_removed(s, 0, (6, 6), (6, 6), (1, 5)), "move c4 d4")  # 30 + 6
    assert under.phase == PLAY  # 36 is not a target of the exact goal


def test_game_3_exact_scored_end_highest_not_over_48():
    s, _ = capture_setup(goal="exact")
    s = with_removed(with_removed(s, 0, (6, 6)), 1, (5, 5), (4, 4))  # 12 against 18
    s = replace(s, quiet=2 * s.opts.limit - 1)
    s2 = go(s, "move a1 a2")
    assert s2.reason == "limit" and R.result(s2).ranks == (2, 1)


def test_game_3_multi_targets():
    s, _ = capture_setup(goal="multi")
    for before, pairs, ended in ((6, ((3, 3),), True), (18, ((6, 6), (3, 3)), True),
                                 (30, ((6, 6), (6, 6), (3, 3)), True), (42, ((6, 6),) * 3 + ((3, 3),), True),
                                 (8, ((4, 4),), False), (44, ((6, 6),) * 3 + ((4, 4),), None)):
        got = go(with_removed(s, 0, *pairs), "move c4 d4")
        assert sum(t.pips for t in got.removed[0]) == before + 6
        if ended is True:
            assert got.reason == "target" and R.result(got).ranks == (1, 2), before
        elif ended is False:
            assert got.phase == PLAY, before
        else:
            assert got.reason == "bust" and R.result(got).ranks == (2, 1)


def test_game_3_a_player_without_tiles_ends_the_game():
    enemy = pc("4/2", 1)
    s = position(3, {"c4": pc("2/3", 0), "d5": enemy})
    s2 = go(s, "move c4 d4")
    assert s2.phase == OVER and s2.reason == "none-left" and R.result(s2).ranks == (1, 2)


# --- game 4 --------------------------------------------------------------------------------------------
def test_game_4_starts_from_figure_4():
    for tiles, name in (("fig4", "4"), ("fig4a", "4A"), ("fig4b", "4B")):
        s = R.new_match(2, {"game": 4, "tiles4": tiles})
        fig = eq.figure(name)
        assert {c for c, st in enumerate(s.cells) if st} == set(fig)


def test_game_4_diagonal_steps_only():
    s = position(4, {"d4": pc("1/1", 0), "h7": pc("2/2", 1)})
    assert dests(s, "d4") == {"c3", "e3", "c5", "e5"}


def test_game_4_jumps_over_own_tiles_only():
    s = position(4, {"d4": pc("1/1", 0), "e5": pc("3/3", 0), "c5": pc("2/2", 1), "h7": pc("0/0", 1)})
    d = dests(s, "d4")
    assert "f6" in d and "b6" not in d  # over its own e5, never over the enemy's c5
    assert d == {"c3", "e3", "f6"}


def test_game_4_multi_jumps():
    s = position(4, {"b2": pc("1/1", 0), "c3": pc("3/3", 0), "e5": pc("3/0", 0), "a8": pc("2/2", 1)})
    paths = {tuple(ALONG.name(c) for c in p) for p in R.moves(s, 0)[ALONG.parse("b2")]}
    assert ("d4",) in paths and ("d4", "f6") in paths
    s2 = go(s, "move b2 d4 f6")
    assert at(s2, "f6") is not None and at(s2, "b2") is None and at(s2, "c3") is not None
    assert s2.last == tuple(ALONG.parse(n) for n in ("b2", "d4", "f6"))


def test_game_4_a_contact_ends_the_chain():
    mover = pc("1/2", 0)  # upper 1
    enemy = pc("5/1", 1)  # lower 1: touches a tile landing below it
    s = position(4, {"b2": mover, "c3": pc("3/3", 0), "e5": pc("0/0", 0), "d5": enemy})
    paths = {tuple(ALONG.name(c) for c in p) for p in R.moves(s, 0)[ALONG.parse("b2")]}
    assert ("d4",) in paths and ("d4", "f6") not in paths
    s2 = go(s, "move b2 d4")
    assert at(s2, "d5") is None and s2.removed[0] == (enemy.tile,)
    illegal(s, "move b2 d4 f6")


def test_game_4_forward_only():
    s = position(4, {"d4": pc("1/1", 0), "c3": pc("3/3", 0), "e5": pc("2/2", 0), "h7": pc("0/0", 1)},
                 forward=True)
    assert dests(s, "d4") == {"c5", "f6"}
    s1 = position(4, {"d4": pc("1/1", 1), "a1": pc("0/0", 0)}, mover=1, forward=True)
    assert dests(s1, "d4") == {"c3", "e3"}


def test_game_4_race_and_margin():
    s = position(4, {"d4": pc("1/1", 0), "a5": pc("3/3", 0), "h6": pc("2/2", 1), "c3": pc("0/0", 1)},
                 race=True)
    assert dests(s, "d4") == {"c5", "e5"}  # forward only
    assert R.race_margin(s, 0) == 1 and R.race_margin(s, 1) == 2
    s2 = go(s, "move d4 e5")
    assert s2.phase == OVER and s2.reason == "race"
    res = R.result(s2)
    assert res.ranks == (1, 2) and res.extra[1]["steps_needed"] == 2 and res.scores == (0.0, -2.0)


def test_game_4_scored_by_tiles_removed():
    s = position(4, {"d4": pc("1/1", 0), "h6": pc("2/2", 1)}, limit=10)
    s = replace(with_removed(s, 1, (0, 1)), quiet=19)
    s2 = go(s, "move d4 e5")
    assert s2.reason == "limit" and R.result(s2).ranks == (2, 1)


# --- game 5 --------------------------------------------------------------------------------------------
def test_game_5_starts():
    for start, name in (("fig2", "2"), ("fig5", "5")):
        s = R.new_match(2, {"game": 5, "start5": start})
        assert {c: st[-1] for c, st in enumerate(s.cells) if st} == eq.figure(name)
    s = R.new_match(2, {"game": 5})
    assert s.phase == DEAL
    s = R.apply(s, R.sample_chance(s, random.Random(1)))
    assert sorted(p.tile for p in (st[-1] for st in s.cells if st) if p.up) == sorted(eq.reduced_set("B", 4))


def g5_capture(**opts):
    mover = pc("2/3", 0)
    enemy = pc("4/2", 1)
    s = position(5, {"c4": mover, "d5": enemy, "a1": pc("1/1", 0), "h8": pc("6/6", 1)}, **opts)
    return s, mover, enemy


def test_game_5_capture_is_compulsory():
    s, _, _ = g5_capture()
    assert moves_text(s) == {"move c4 d4", "resign", "offer-draw"}
    text = illegal(s, "move a1 a2")
    assert "must" in text.en
    s2 = go(s, "move c4 d4")
    assert s2.removed[0] != ()


def test_game_5_capture_not_compulsory():
    s, _, _ = g5_capture(compulsory=False)
    assert "move a1 a2" in moves_text(s) and "move c4 d4" in moves_text(s)


def test_game_5_own_removed():
    s, mover, enemy = g5_capture(own_removed=True)
    s2 = go(s, "move c4 d4")
    assert at(s2, "d4") is None and at(s2, "d5") == enemy
    assert s2.lost_own[0] == (mover.tile,) and s2.removed == ((), ())


def test_game_5_fewer_tiles_win():
    s, _, _ = g5_capture(limit=10)
    s = replace(s, quiet=19)
    s2 = go(s, "move c4 d4")
    assert s2.phase == PLAY  # a capture: the count starts again
    s2 = replace(s2, quiet=19)
    s3 = go(s2, "move h8 h7")
    assert s3.reason == "limit"
    res = R.result(s3)
    assert res.scores == (2.0, 1.0) and res.ranks == (2, 1)  # seat 1 has fewer: wins


def test_game_5_forward_variant_ends_when_a_player_cannot_move():
    # seat 1's only tile is on rank 1: it cannot move forward any more
    s = position(5, {"c4": pc("1/1", 0), "a5": pc("3/3", 0), "d1": pc("2/2", 1)}, forward=True)
    assert dests(s, "c4") == {"b5", "c5", "d5"}
    s2 = go(s, "move c4 c5")
    assert s2.phase == OVER and s2.reason == "stuck"
    assert R.result(s2).ranks == (2, 1)


# --- game 6 --------------------------------------------------------------------------------------------
def test_game_6_conversion_chains_along_the_file():
    mover = pc("2/5", 0)  # upper 2
    d4 = pc("4/2", 1)  # lower 2: turned, it shows 2/4 (upper 2)
    d5 = pc("5/2", 1, set_="B")  # lower 2: touches d4's new upper 2, turns too
    d6 = pc("6/3", 1)  # lower 3: does not match d5's new upper 2
    c5 = pc("2/2", 1)  # beside: never
    s = position(6, {"d2": mover, "d4": d4, "d5": d5, "d6": d6, "c5": c5, "a1": pc("1/1", 0)})
    s2 = go(s, "move d2 d3")
    assert at(s2, "d4") == d4.turned() and at(s2, "d4").up
    assert at(s2, "d5") == d5.turned() and at(s2, "d5").up
    assert at(s2, "d6") == d6 and at(s2, "c5") == c5
    assert sorted(s2.removed[0]) == sorted([d4.tile, d5.tile])
    assert len(tiles_on_field(s2)) == 6
    assert "d4" in {ALONG.name(c) for c in R.moves(replace(s2, mover=0), 0)}  # now seat 0's tile


def test_game_6_reverse_hands_the_touching_tile_over():
    mover = pc("2/5", 0)
    enemy = pc("4/2", 1)
    s = position(6, {"d2": mover, "d4": enemy, "a1": pc("1/1", 0)}, reverse=True)
    s2 = go(s, "move d2 d3")
    assert at(s2, "d3") == mover.turned() and at(s2, "d4") == enemy
    assert s2.removed[1] == (mover.tile,)
    assert s2.phase == PLAY


def test_game_6_reverse_chain_runs_from_the_tile_handed_over():
    mover = pc("2/5", 0)  # upper 2 touches d4's lower 2; handed over it shows 5/2: its lower 2 ...
    d4 = pc("4/2", 1)
    d2 = pc("2/3", 0)  # ... touches d2's upper 2: d2 is handed over too and shows 3/2
    d1 = pc("2/4", 0, set_="B")  # whose lower 2 touches d1's upper 2: handed over as well
    e3 = pc("2/2", 0, set_="B")  # beside: never
    s = position(6, {"c2": mover, "d4": d4, "d2": d2, "d1": d1, "e3": e3, "a8": pc("1/1", 0)}, reverse=True)
    s2 = go(s, "move c2 d3")
    assert at(s2, "d3") == mover.turned() and at(s2, "d2") == d2.turned() and at(s2, "d1") == d1.turned()
    assert at(s2, "d4") == d4 and at(s2, "e3") == e3
    assert sorted(s2.removed[1]) == sorted([mover.tile, d2.tile, d1.tile])
    assert s2.phase == PLAY and len(R.moves(replace(s2, mover=0), 0)) == 2  # e3 and a8 are left to seat 0


def test_game_6_a_player_without_tiles_loses():
    s = position(6, {"d2": pc("2/5", 0), "d4": pc("4/2", 1)})
    s2 = go(s, "move d2 d3")
    assert s2.phase == OVER and s2.reason == "none-left"
    assert R.result(s2).ranks == (1, 2) and R.result(s2).outcomes == (WIN, LOSS)


def test_game_6_reverse_a_player_without_tiles_wins():
    s = position(6, {"d2": pc("2/5", 0), "d4": pc("4/2", 1), "h8": pc("6/6", 1)}, reverse=True)
    s2 = go(s, "move d2 d3")
    assert s2.phase == OVER and s2.reason == "none-left"
    assert R.result(s2).ranks == (1, 2)


def test_game_6_reduced_sets():
    s = R.new_match(2, {"game": 6, "tiles6": "fig3"})
    assert len(tiles_on_field(s)) == 48
    s = R.new_match(2, {"game": 6, "tiles6": "fig3", "start": "random"})
    s = R.apply(s, R.sample_chance(s, random.Random(3)))
    ranks = {ALONG.fr(c)[1] for c, st in enumerate(s.cells) if st}
    assert ranks == {0, 1, 2, 5, 6, 7}


# --- game 7 --------------------------------------------------------------------------------------------
def test_game_7_starts_across():
    s = R.new_match(2, {"game": 7})
    assert s.across and s.geo == ACROSS and s.phase == DEAL
    s = R.apply(s, R.sample_chance(s, random.Random(4)))
    assert {ACROSS.name(c) for c, st in enumerate(s.cells) if st and st[-1].up} == {f"{f}1" for f in "abcdefghijklmnop"}
    assert {ACROSS.name(c) for c, st in enumerate(s.cells) if st and not st[-1].up} == \
        {f"{f}4" for f in "abcdefghijklmnop"}


def test_game_7_rook_moves_and_exit_with_a_clear_path():
    s = position(7, {"c2": pc("1/1", 0), "c4": pc("2/2", 1), "f2": pc("3/3", 1), "a1": pc("5/5", 0)})
    assert dests(s, "c2") == {"c1", "c3", "a2", "b2", "d2", "e2"}  # no diagonals, blocked by c4 and f2
    assert "off" in dests(s, "a1")  # a2…a4 free: out in one long move
    s2 = go(s, "move a1 off")
    assert s2.out[0] == (at(s, "a1").tile,)
    assert "off" in dests(s2, "f2", seat=1)


def test_game_7_exactly_32_wins_and_over_32_loses():
    s = position(7, {"a1": pc("3/3", 0), "b1": pc("2/3", 0), "p4": pc("6/6", 1)})
    s = replace(s, out=((Tile("B", 1, 6, 6), Tile("B", 1, 5, 5), Tile("A", 1, 0, 6)), ()))  # 28
    win = go(s, "move b1 off")  # + 5 = 33: over
    assert win.reason == "bust" and R.result(win).ranks == (2, 1)
    s = replace(s, out=((Tile("B", 1, 6, 6), Tile("B", 1, 5, 5), Tile("A", 1, 0, 4)), ()))  # 26
    win = go(s, "move a1 off")  # + 6 = 32
    assert win.reason == "target" and R.result(win).ranks == (1, 2)


def test_game_7_scored_end_best_not_over_32():
    s = position(7, {"a2": pc("3/3", 0), "p3": pc("6/6", 1)}, limit=10)
    s = replace(s, out=((Tile("B", 1, 6, 6),), (Tile("A", 0, 5, 5),)), quiet=19)
    s2 = go(s, "move a2 b2")
    assert s2.reason == "limit" and R.result(s2).ranks == (1, 2)


def test_game_7_hidden_tiles_open_on_the_move():
    s = R.new_match(2, {"game": 7, "hidden": True})
    s = R.apply(s, R.sample_chance(s, random.Random(6)))
    assert all(not st[-1].face_up for st in s.cells if st)
    assert "open c1" in moves_text(s) and "move c1 c3" in moves_text(s)
    s2 = go(s, "move c1 c3")
    assert at(s2, "c3").face_up


# --- game 8 --------------------------------------------------------------------------------------------
def test_game_8_stacks():
    for stacks, homes in (("corner", ({"a1"}, {"h8"})), ("four", ({"a1", "c1", "e1", "g1"}, {"b8", "d8", "f8", "h8"})),
                          ("two", ({"a1", "h1"}, {"a8", "h8"}))):
        s = R.new_match(2, {"game": 8, "stacks": stacks})
        s = R.apply(s, R.sample_chance(s, random.Random(7)))
        for seat, names in enumerate(homes):
            assert {ALONG.name(c) for c in s.stack_cells[seat]} == names
            for n in names:
                st = stack_at(s, n)
                assert len(st) == 32 // len(names) and all(p.face_up and p.up == (seat == 0) for p in st)
        assert len(tiles_on_field(s)) == 64
        assert sorted(p.tile for st in s.cells for p in st if p.up) == sorted(eq.full_set("B"))


def test_game_8_moves_the_top_tile():
    s = R.new_match(2, {"game": 8})
    s = R.apply(s, R.sample_chance(s, random.Random(8)))
    top = at(s, "a1")
    assert set(R.moves(s, 0)) == {ALONG.parse("a1")}
    assert dests(s, "a1") == {f"a{r}" for r in range(2, 9)} | {f"{f}1" for f in "bcdefgh"} | \
        {"b2", "c3", "d4", "e5", "f6", "g7"}  # a queen's lines, h8 taken
    s2 = go(s, "move a1 c3")
    assert at(s2, "c3") == top and len(stack_at(s2, "a1")) == 31 and len(stack_at(s2, "c3")) == 1


def test_game_8_contact_with_a_stacks_top_removes_the_stack():
    mover = pc("2/3", 0)
    stack = [pc("1/1", 1), pc("3/3", 1), pc("4/2", 1)]  # top 4/2: lower 2
    s = position(8, {"c4": mover, "d5": stack, "a1": [pc("5/5", 0), pc("6/6", 0)]})
    s2 = go(s, "move c4 d4")
    assert stack_at(s2, "d5") == () and sorted(s2.removed[0]) == sorted(p.tile for p in stack)
    assert "stack of 3" in s2.event.en


def test_game_8_only_a_stacks_top_counts():
    s = position(8, {"c4": pc("2/3", 0), "d5": [pc("4/2", 1), pc("3/3", 1)], "a1": pc("5/5", 0)})
    s2 = go(s, "move c4 d4")
    assert len(stack_at(s2, "d5")) == 2 and s2.removed == ((), ())


def test_game_8_no_stacking_in_play():
    s = position(8, {"c4": pc("2/3", 0), "c6": [pc("4/2", 1), pc("3/3", 1)], "a4": pc("5/5", 0)})
    assert "c6" not in dests(s, "c4") and "a4" not in dests(s, "c4") and "c5" in dests(s, "c4")


def test_game_8_stack_end():
    s = R.new_match(2, {"game": 8, "stacks": "four", "stack_end": True})
    s = R.apply(s, R.sample_chance(s, random.Random(9)))
    a1 = ALONG.parse("a1")
    cells = list(s.cells)
    cells[a1] = cells[a1][-1:]
    s = replace(s, cells=tuple(cells))
    s2 = go(s, "move a1 a2")
    assert s2.phase == OVER and s2.reason == "stack"


def test_game_8_a_player_without_tiles_loses():
    s = position(8, {"c4": pc("2/3", 0), "d5": [pc("1/1", 1), pc("4/2", 1)]})
    s2 = go(s, "move c4 d4")
    assert s2.reason == "none-left" and R.result(s2).ranks == (1, 2)


# --- game 9 --------------------------------------------------------------------------------------------
def g9_deal(seed, **opts):
    s = R.new_match(opts.pop("players", 2), {"game": 9, **opts})
    deal = R.sample_chance(s, random.Random(seed))
    return s, deal, R.apply(s, deal)


@pytest.mark.parametrize("seed", range(8))
def test_game_9_deal(seed):
    s, deal, s2 = g9_deal(seed)
    args = deal.args
    full = eq.full_set("A")
    drawn = eq.full_set("B")[args[64]]
    occupied = [c for c, st in enumerate(s2.cells) if st]
    assert len(occupied) == 31 and all(ALONG.fr(c)[1] < 4 for c in occupied)
    hole = [c for c in range(32) if not s2.cells[c]]
    assert len(hole) == 1
    # the tiles laid out as the deal says, without the twin of the drawn tile
    laid = [()] * 64
    for i, t in enumerate(args[:32]):
        laid[i] = (Piece(full[t], bool(args[32 + i])),)
    gone = laid[hole[0]][-1].tile
    assert (gone.a, gone.b) == (drawn.a, drawn.b)
    laid[hole[0]] = ()
    for c in occupied:
        p = s2.cells[c][-1]
        assert p.tile == laid[c][-1].tile and p.up == laid[c][-1].up
        assert p.face_up == (not equal_contacts(ALONG, laid, c))  # face down exactly where a contact was
        if p.face_up:
            assert equal_contacts(ALONG, s2.cells, c) == []


def g9(layout, mover=0, players=2, **opts):
    s = position(9, layout, mover=mover, players=players, **opts)
    return replace(s, last_tile=None)


def fill9(free: str, special: dict):
    """Game 9 position: the lower half full of face-down tiles but ``free`` (the hole) and the
    ``special`` cells."""
    layout = {}
    for c in range(32):
        name = ALONG.name(c)
        if name != free and name not in special:
            layout[name] = Piece(Tile("A", 0, 6, 6), True, False)
    layout.update(special)
    return layout


def test_game_9_slides_orthogonally_into_the_hole():
    s = g9(fill9("c2", {"c3": pc("1/2", 0), "b2": pc("3/4", 0), "d2": pc("6/5", 0), "c1": pc("0/1", 0),
                        "b3": pc("2/2", 0), "d1": pc("4/4", 0)}))
    assert moves_text(s) == {"slide c3", "slide b2", "slide d2", "slide c1", "resign", "offer-draw"}
    s2 = go(s, "slide b2")
    assert at(s2, "c2").tile == Tile("A", 1, 3, 4) and at(s2, "b2") is None
    assert s2.phase == PLAY and s2.mover == 1
    illegal(s, "slide b3")  # diagonal
    illegal(s, "move c3 c2")


def test_game_9_face_down_tiles_do_not_slide():
    s = g9(fill9("c2", {"c3": pc("1/2", 0)}))
    assert moves_text(s) == {"slide c3", "resign", "offer-draw"}


def test_game_9_not_the_tile_just_moved():
    s = g9(fill9("c2", {"c3": pc("1/2", 0), "b2": pc("3/4", 0), "b3": pc("6/5", 0)}))
    s2 = go(s, "slide c3")  # the hole is now c3: c2 holds the tile just moved
    assert "slide c2" not in moves_text(s2)
    assert moves_text(s2) == {"slide b3", "resign", "offer-draw"}
    text = illegal(s2, "slide c2")
    assert "just moved" in text.en


def test_game_9_an_equal_contact_loses():
    # c3 slides to c2 and its lower digit meets c1's upper digit
    s = g9(fill9("c2", {"c3": pc("1/2", 0), "c1": pc("2/0", 0, set_="B"), "b2": pc("3/4", 0)}))
    assert at(s, "c1").upper == 2 and at(s, "c3").lower == 2
    s2 = go(s, "slide c3")
    assert s2.phase == OVER and s2.reason == "matched"
    assert R.result(s2).ranks == (2, 1) and R.result(s2).outcomes == (LOSS, WIN)


def test_game_9_a_face_down_neighbour_is_no_contact():
    s = g9(fill9("c2", {"c3": pc("1/2", 0), "b2": pc("3/4", 0), "d3": pc("6/5", 0)}))
    s2 = go(s, "slide c3")  # lands on c2 between face-down c1 and the hole
    assert s2.phase == PLAY and not at(s2, "c1").face_up


def test_game_9_no_move_is_a_draw():
    s = g9(fill9("c2", {"c3": pc("1/2", 0)}))
    s2 = go(s, "slide c3")  # only c2 (just moved) beside the new hole
    assert s2.phase == OVER and s2.reason == "blocked"
    assert R.result(s2).outcomes == (DRAW, DRAW)


def test_game_9_move_limit():
    s = g9(fill9("c2", {"c3": pc("1/2", 0), "b2": pc("3/4", 0), "b3": pc("6/5", 0)}), moves9=20)
    s = replace(s, plies=19)
    s2 = go(s, "slide c3")
    assert s2.phase == OVER and s2.reason == "limit" and R.result(s2).drawn


def test_game_9_own_groups():
    mine = pc("1/2", 0, group=0)
    theirs = pc("3/4", 0, group=1)
    s = g9(fill9("c2", {"c3": mine, "b2": theirs, "b3": pc("6/5", 0, group=0)}), own_groups=True)
    assert moves_text(s) == {"slide c3", "resign", "offer-draw"}
    assert moves_text(replace(s, mover=1)) == {"slide b2", "resign", "offer-draw"}
    s2 = go(s, "slide c3")
    # seat 1 owns nothing beside the hole (b3 is seat 0's, c2 seat 0's just moved): he passes, and
    # after a pass seat 0 may move his own tile again (the rule forbids only the opponent's last tile)
    assert s2.phase == PLAY and s2.mover == 0
    assert moves_text(s2) == {"slide b3", "slide c2", "resign", "offer-draw"}
    assert "passes" in s2.event.en and "пропускает" in s2.event.ru


def test_game_9_players():
    assert R.player_range({"game": 9}) == (2, 4)
    assert R.player_range({"game": 9, "own_groups": True}) == (2, 2)
    for n in (2, 3, 4):
        s, _, s2 = g9_deal(1, players=n)
        assert s2.players == n
    with pytest.raises(OptionsError):
        R.new_match(5, {"game": 9})
    with pytest.raises(OptionsError):
        R.new_match(3, {"game": 9, "own_groups": True})


def test_game_9_three_players_a_loser_and_two_winners():
    s = g9(fill9("c2", {"c3": pc("1/2", 0), "c1": pc("2/0", 0, set_="B"), "b2": pc("3/4", 0)}), mover=1, players=3)
    s2 = go(s, "slide c3")
    res = R.result(s2)
    assert res.ranks == (1, 3, 1) and res.outcomes == (WIN, LOSS, WIN)
    s = g9(fill9("c2", {"c3": pc("1/2", 0), "b2": pc("3/4", 0), "b3": pc("6/5", 0)}), mover=2, players=3)
    assert go(s, "slide c3").mover == 0
    assert "offer-draw" not in moves_text(s)


# --- every game: resign, draws, the limit --------------------------------------------------------------
def test_resign():
    s = R.new_match(2, {"game": 3})
    s2 = go(s, "resign")
    assert s2.phase == OVER and s2.reason == "resigned"
    assert R.result(s2).ranks == (2, 1)


def test_offer_accept_decline_a_draw():
    s = R.new_match(2, {"game": 1})
    s2 = go(s, "offer-draw")
    assert s2.phase == OFFER and R.to_move(s2) == 1
    assert moves_text(s2, 1) == {"accept-draw", "decline-draw"}
    text = illegal(s2, "move a7 a6")
    assert "offer" in text.en
    s3 = go(s2, "decline-draw")
    assert s3.phase == PLAY and R.to_move(s3) == 0
    assert "offer-draw" not in moves_text(s3)  # one offer a move
    s4 = go(s3, "move a2 a3")
    assert "offer-draw" in moves_text(s4)
    s5 = go(s4, "offer-draw", "accept-draw")
    assert s5.phase == OVER and s5.reason == "agreed" and R.result(s5).outcomes == (DRAW, DRAW)


def test_the_no_capture_limit():
    s = R.new_match(2, {"game": 2, "limit": 10})
    s = replace(s, quiet=18)
    s2 = go(s, "move a2 a3")
    assert s2.phase == PLAY and s2.quiet == 19
    s3 = go(s2, "move a7 a6")
    assert s3.phase == OVER and s3.reason == "limit"
    assert R.result(s3).outcomes == (DRAW, DRAW)  # nothing brought out by either


# --- illegal actions ------------------------------------------------------------------------------------
def test_illegal_actions_are_explained_in_both_languages():
    s = R.new_match(2, {"game": 1})
    assert "no cell" in illegal(s, "move z9 a3").en
    assert "no tile" in illegal(s, "move a3 a4").en
    assert "not yours" in illegal(s, "move a7 a6").en
    assert "cannot go" in illegal(s, "move a2 a4").en
    illegal(s, "move a2 b2")  # own tile there
    illegal(s, "slide a2")
    illegal(s, "pass")
    illegal(s, "accept-draw")
    illegal(s, "move a2")
    over = go(s, "resign")
    assert "over" in illegal(over, "move a2 a3").en


# --- options ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("opts", [
    {"game": 10}, {"game": 0}, {"game": 1, "set": "C"}, {"game": 3, "count": 0}, {"game": 3, "count": 17},
    {"game": 1, "limit": 5}, {"game": 9, "moves9": 10}, {"game": 1, "colour": "red"},
    {"game": 3, "start": "hidden"}, {"game": 6, "start": "hidden"}, {"game": 1, "movement": "rook"},
])
def test_options_refused(opts):
    with pytest.raises(OptionsError) as info:
        R.new_match(2, opts)
    text = info.value.text
    assert text.en and text.ru and text.en != text.ru


def test_player_counts():
    for g in range(1, 9):
        assert R.player_range({"game": g}) == (2, 2)
        with pytest.raises(OptionsError) as info:
            R.new_match(3, {"game": g})
        assert "2 players" in info.value.text.en and "2 игрока" in info.value.text.ru
        with pytest.raises(OptionsError):
            R.new_match(1, {"game": g})


# A game 9 deal that leaves only face-down tiles beside the hole (found with seed 76): nobody can move.
STUCK_DEAL = (25, 26, 21, 17, 20, 4, 18, 3, 16, 28, 11, 0, 8, 29, 5, 19, 22, 10, 2, 24, 15, 30, 31, 27, 7, 13, 1,
              9, 6, 12, 14, 23, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 1, 1, 1, 0, 0, 1, 1, 0, 1, 1, 1, 0, 0, 0, 0,
              0, 0, 0, 0, 24)


def test_game_9_a_deal_without_a_move_is_a_draw():
    s = R.new_match(2, {"game": 9})
    s2 = R.apply(s, Action("deal", STUCK_DEAL))
    hole = next(c for c in range(32) if not s2.cells[c])
    beside = [c for c in ALONG.steps(hole, ((0, 1), (0, -1), (1, 0), (-1, 0))) if c < 32]
    assert beside and all(not s2.cells[c][-1].face_up for c in beside)
    assert s2.phase == OVER and s2.reason == "blocked" and R.result(s2).outcomes == (DRAW, DRAW)
    assert "laid out" in s2.event.en


def test_game_9_a_deal_without_a_move_for_a_lot():
    s = R.new_match(2, {"game": 9, "first": "lot"})
    s2 = R.apply(s, Action("deal", STUCK_DEAL))
    assert R.to_move(s2) == CHANCE  # the lot is still drawn
    s3 = R.apply(s2, Action("first", (1,)))
    assert s3.phase == OVER and s3.reason == "blocked"


def test_game_7_no_exit_through_a_tile():
    s = position(7, {"c2": pc("1/1", 0), "c4": pc("2/2", 1), "a3": pc("3/3", 0), "h3": pc("4/4", 1)})
    assert "off" not in dests(s, "c2")  # c4 stands in the way
    assert "off" in dests(s, "a3")
    assert "off" not in dests(s, "c4", seat=1) and "off" in dests(s, "h3", seat=1)  # seat 1 leaves over rank 1
    s = replace(s, mover=1)
    s2 = go(s, "move h3 off")
    assert s2.out[1] == (at(s, "h3").tile,)


def test_only_the_written_notation_is_a_move():
    s = R.new_match(2, {"game": 1})
    assert "move a2 a3" in moves_text(s)
    for bad in ("move A2 A3", "move a02 a3", "move a2 a2", "open a2", "move a2 a3 a4", "move off a3"):
        illegal(s, bad)
    with pytest.raises(IllegalAction):
        R.apply(s, Action("move", (8, 16)))
    s2 = go(s, "move a2 a3")
    assert at(s2, "a3") is not None


def test_moves_may_be_changed_by_the_caller():
    s = R.new_match(2, {"game": 1})
    before = moves_text(s)
    m = R.moves(s, 0)
    m.clear()
    assert R.moves(s, 0) and moves_text(s) == before
    m = R.moves(s, 0)
    for paths in m.values():
        paths.clear()
    assert moves_text(s) == before


def test_describe_tells_what_a_move_does():
    s, _ = capture_setup()
    d = R.describe(s, Action.parse("move c4 d4"))
    assert "c4" in d.en and "d4" in d.en and "removes" in d.en and "снимает" in d.ru
    assert R.describe(s, Action.parse("move h8 h1")).en == "move h8 h1"


def test_every_legal_action_applies_and_only_they():
    """On a few positions of each game, every action in legal_actions applies, and moves to every
    other cell are refused."""
    rng = random.Random(11)
    for game in range(1, 10):
        s = R.new_match(2, {"game": game})
        for _ in range(4):
            while R.to_move(s) == CHANCE:
                s = R.apply(s, R.sample_chance(s, rng))
            if R.is_over(s):
                break
            seat = R.to_move(s)
            legal = R.legal_actions(s, seat)
            for a in legal:
                R.apply(s, a)
            names = [s.geo.name(c) for c in range(s.geo.size)] + ["off"]
            for c, stack in enumerate(s.cells):
                if not stack:
                    continue
                for d in rng.sample(names, 12):
                    verb = "slide" if game == 9 else "move"
                    a = Action(verb, (s.geo.name(c),) if game == 9 else (s.geo.name(c), d))
                    if a not in legal:
                        with pytest.raises(IllegalAction):
                            R.apply(s, a)
            s = R.apply(s, rng.choice([a for a in legal if a.verb not in ("resign", "offer-draw")]))
