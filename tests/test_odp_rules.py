"""The interpreter of the open-domino relocation and laying games (``OdPlacementRules``) and the lead's
games 10, 16, 23 and 32, each rule on a hand-built position (source 003, L268–L292, L369–L381,
L467–L476, L605–L617, and the choices of the rules pages)."""

import random
from dataclasses import replace

import pytest

from compendium.core.actions import Action
from compendium.core.rules import CHANCE, DRAW, LOSS, SOLO, WIN, IllegalAction, OptionsError
from compendium.games.od_placement.rules import DEAL, OFFER, OVER, PLAY, OdPlacementRules
from compendium.games.od_placement.state import PState
from compendium.games.open_domino import equipment as eq
from compendium.games.open_domino.equipment import Piece, Tile
from compendium.games.open_domino.field import ALONG

R = OdPlacementRules()


def tile(set_: str, a: int, b: int, group: int = -1) -> Tile:
    """The tile a/b of a set (of ``group`` when given, else the first group that has it)."""
    for t in eq.full_set(set_):
        if (t.a, t.b) == (min(a, b), max(a, b)) and group in (-1, t.group):
            return t
    raise ValueError((set_, a, b, group))


def shows(t: Tile, upper: int, lower: int) -> Piece:
    """The piece of ``t`` lying with ``upper`` toward the top edge."""
    for up in (True, False):
        p = Piece(t, up)
        if (p.upper, p.lower) == (upper, lower):
            return p
    raise ValueError((t, upper, lower))


def dealt(game: int, players: int = 2, seed: int = 0, **opts) -> PState:
    s = R.new_match(players, {"game": game, **opts})
    rng = random.Random(seed)
    while R.to_move(s) == CHANCE:
        s = R.apply(s, R.sample_chance(s, rng))
    return s


def position(game: int, layout: dict, mover: int = 0, players: int = 2, **opts) -> PState:
    s = dealt(game, players, **opts)
    cells = [()] * s.geo.size
    for name, p in layout.items():
        cells[s.geo.parse(name)] = tuple(p) if isinstance(p, list) else (p,)
    return replace(s, cells=tuple(cells), mover=mover, phase=PLAY, drawn=None, opened=None)


def go(state, *notations):
    for n in notations:
        state = R.apply(state, Action.parse(n))
    return state


def at(state, name):
    stack = state.cells[state.geo.parse(name)]
    return stack[-1] if stack else None


def legal(state):
    return {a.notation for a in R.legal_actions(state, R.to_move(state))}


# --- the interpreter ---------------------------------------------------------------------------------
def test_a_placed_tile_never_touches_a_different_digit():
    b = tile("B", 2, 5)  # seat 0's
    a = tile("A", 1, 3, 0)  # seat 1's
    s = position(10, {"c4": shows(a, 3, 1), "c2": shows(b, 2, 5)}, start10="fig7")
    # c3 lies between: its upper half meets c4's lower 1, its lower half meets c2's upper 2
    piece_ok = shows(tile("B", 1, 2), 1, 2)
    assert R.contacts(s, s.cells, ALONG.parse("c3"), piece_ok) == [ALONG.parse("c4"), ALONG.parse("c2")]
    piece_bad = shows(tile("B", 1, 2), 2, 1)
    assert R.contacts(s, s.cells, ALONG.parse("c3"), piece_bad) is None


def test_face_down_tiles_have_no_digits_to_touch():
    s = position(10, {"c4": shows(tile("A", 1, 3, 0), 3, 1).closed()}, start10="fig7")
    assert R.contacts(s, s.cells, ALONG.parse("c3"), shows(tile("B", 5, 6), 5, 6)) == []


def test_every_game_refuses_a_wrong_number_of_players():
    with pytest.raises(OptionsError):
        R.new_match(3, {"game": 10})
    with pytest.raises(OptionsError):
        R.new_match(5, {"game": 32})
    assert R.player_range({"game": 32}) == (1, 4)


def test_a_deal_is_checked():
    s = R.new_match(2, {"game": 23})
    assert s.phase == DEAL and R.to_move(s) == CHANCE
    with pytest.raises(IllegalAction):
        R.apply(s, Action("deal", (0, 1, 2)))
    good = R.sample_chance(s, random.Random(1))
    bad = Action("deal", (0,) * len(good.args))
    with pytest.raises(IllegalAction) as err:
        R.apply(s, bad)
    assert err.value.text.ru
    with pytest.raises(IllegalAction):
        R.chance_from_text(s, "3 4")


def test_the_first_player_is_an_option():
    assert R.new_match(2, {"game": 10}).mover == 0
    assert R.new_match(2, {"game": 10, "first": "top"}).mover == 1
    s = R.new_match(2, {"game": 10, "first": "lot"})
    assert R.to_move(s) == CHANCE
    assert R.apply(s, Action("first", (1,))).mover == 1


def test_an_illegal_move_says_why_in_both_languages():
    s = dealt(10)
    for bad in ("move a1 a1 up", "move h8 h6 down", "move a1 z9 up", "lay c3 up", "fly"):
        with pytest.raises(IllegalAction) as err:
            R.apply(s, Action.parse(bad))
        assert err.value.text.en and err.value.text.ru


def test_resign_and_a_draw_by_agreement():
    s = dealt(10)
    over = go(s, "resign")
    assert over.phase == OVER and R.result(over).outcomes == (LOSS, WIN)
    offered = go(s, "offer-draw")
    assert offered.phase == OFFER and R.to_move(offered) == 1
    assert legal(offered) == {"accept-draw", "decline-draw"}
    assert R.result(go(offered, "accept-draw")).outcomes == (DRAW, DRAW)
    back = go(offered, "decline-draw")
    assert back.phase == PLAY and back.mover == 0
    assert "offer-draw" not in legal(back)  # one offer a move


def test_a_player_who_cannot_move_passes_and_nobody_moving_ends_the_game():
    # game 10: neither side has an own tile to make an equal contact with
    s = position(10, {"a1": shows(tile("A", 0, 1, 1), 0, 1), "h8": shows(tile("A", 2, 3, 1), 3, 2)})
    after = R._turn(s, 0, fresh=True)
    assert after.phase == OVER and after.reason == "blocked"


def test_view_for_hides_stacks_and_face_down_digits():
    s = dealt(16)
    v = R.view_for(s, 0)
    assert all(p.tile.a == -1 for stack in v.cells for p in stack if not p.face_up)
    s23 = dealt(23)
    v23 = R.view_for(s23, 1)
    assert all(t.a == -1 for stack in v23.supply for t in stack)
    assert [len(x) for x in v23.supply] == [len(x) for x in s23.supply]


# --- game 10 ---------------------------------------------------------------------------------------------
def test_game_10_starts_from_figure_1_with_arrows_kept():
    s = R.new_match(2, {"game": 10})
    assert s.phase == PLAY and sum(1 for c in s.cells if c) == 32
    assert all(p.up == (s.owner_of(p.tile) == 0) for c in s.cells for p in c)
    s7 = R.new_match(2, {"game": 10, "start10": "fig7"})
    assert sum(1 for c in s7.cells if c) == 32 and s7.owner_of(at(s7, "a1").tile) == 0


def test_game_10_needs_an_equal_contact_with_an_own_tile():
    # seat 0 plays group 1 of set A with arrows up: 0/4 on d1 shows 4 on top, 3/4 shows 3 over 4
    own = Piece(tile("A", 0, 4, 1), True)
    mover = Piece(tile("A", 3, 4, 1), True)
    enemy = Piece(tile("A", 4, 5, 0), False)  # seat 1's arrows point down: upper 4, lower 5
    assert (own.upper, mover.upper, mover.lower, enemy.upper, enemy.lower) == (4, 3, 4, 4, 5)
    s = position(10, {"d1": own, "a1": mover, "f6": enemy})
    moves = legal(s)
    assert "move a1 d2 up" in moves  # its 4 meets the own 4 on d1
    assert "move a1 f7 up" not in moves  # an equal contact with the enemy only is not enough
    assert "move a1 f5 up" not in moves  # its 3 would meet the enemy's 5: unequal
    assert "move a1 d2 down" not in moves  # arrows are kept


def test_game_10_removes_an_enemy_tile_touched_with_equal_digits():
    own = Piece(tile("A", 0, 4, 1), True)
    mover = Piece(tile("A", 3, 4, 1), True)
    enemy = Piece(tile("A", 0, 3, 0), False)  # lower 3 (its head), upper 0
    s = position(10, {"d1": own, "a1": mover, "d3": enemy, "h8": Piece(tile("A", 5, 6, 0), False)})
    after = go(s, "move a1 d2 up")
    assert at(after, "d3") is None and after.taken[0] == (enemy.tile,)


def test_game_10_beyond_the_far_edge_wins_when_the_round_is_complete():
    top = Piece(tile("A", 1, 2, 1), True)  # seat 0's tile on c8 shows 1 on its far end
    runner = Piece(tile("A", 0, 1, 1), True)  # its near (lower) digit is 1
    assert (top.upper, runner.lower) == (1, 1)
    enemy = Piece(tile("A", 5, 6, 0), False)
    s = position(10, {"c8": top, "a1": runner, "h1": enemy})
    assert "move a1 off up" in legal(s)
    after = go(s, "move a1 off up")
    # seat 1 cannot move (no own tile to touch), passes: the round is complete and seat 0 wins
    assert after.phase == OVER and R.result(after).outcomes == (WIN, LOSS)
    assert after.out[0] == (runner.tile,)


def test_game_10_the_second_player_gets_his_move_of_the_round():
    top = Piece(tile("A", 1, 2, 1), True)
    runner = Piece(tile("A", 0, 1, 1), True)
    e1 = Piece(tile("A", 2, 4, 0), False)  # seat 1: upper 4? (arrow down: upper is the tail)
    e2 = Piece(tile("A", 4, 4, 0), False)
    s = position(10, {"c8": top, "a1": runner, "f4": e1, "h7": e2})
    after = go(s, "move a1 off up")
    assert after.phase == PLAY and after.mover == 1  # seat 1 still has his move of this round
    reply = sorted(a for a in legal(after) if a.startswith("move"))[0]
    done = go(after, reply)
    assert done.phase == OVER and R.result(done).outcomes == (WIN, LOSS)


def test_game_10_stacks_variant_removes_a_whole_stack():
    s = dealt(10, start10="stacks")
    assert all(len(s.cells[ALONG.cell(f, 0)]) == 4 for f in range(8))
    assert all(len(s.cells[ALONG.cell(f, 7)]) == 4 for f in range(8))
    assert R.spec(s).whole_stack(s)


# --- game 16 ---------------------------------------------------------------------------------------------
def test_game_16_deals_everything_face_down_and_a_turn_opens_one_own_tile():
    s = dealt(16)
    assert all(c and not c[-1].face_up for c in s.cells)
    opens = legal(s) - {"resign", "offer-draw"}
    assert all(a.startswith("open ") for a in opens) and len(opens) == 32
    cell = sorted(opens)[0].split()[1]
    o = go(s, sorted(opens)[0])
    assert o.opened == ALONG.parse(cell) and at(o, cell).face_up
    stays = {a for a in legal(o) if a.startswith(f"move {cell} {cell}")}
    # no free cell at the start: it can only stay (either way round when that is legal), or it is removed
    assert legal(o) - {"resign", "offer-draw"} == stays


def test_game_16_an_opened_tile_that_fits_nowhere_leaves_the_field():
    bad = Piece(tile("B", 2, 3), True, False)  # seat 0's (set B)
    filler = Piece(tile("A", 1, 3), True, False)  # seat 1's, still to be opened
    layout = {f"{f}{r}": filler for f in "abcdefgh" for r in range(1, 9)}
    layout.update({"c2": bad, "c3": shows(tile("A", 5, 6), 5, 6), "c1": shows(tile("A", 0, 4), 4, 0)})
    s = position(16, layout)
    after = go(s, "open c2")  # its digits 2 and 3 can meet neither c3's 6 nor c1's 4
    assert at(after, "c2") is None and after.aside[0] == (bad.tile,)
    assert after.mover == 1


def test_game_16_touching_removes_enemy_tiles_and_more_on_the_field_wins():
    mine = Piece(tile("B", 2, 3), True, False)
    assert Piece(mine.tile, True).upper == 3
    enemy = shows(tile("A", 3, 5), 5, 3)
    s = position(16, {"c2": mine, "c3": enemy})
    o = go(s, "open c2")
    assert {"move c2 c2 up", "move c2 c1 up"} <= legal(o)
    after = go(o, "move c2 c2 up")
    assert at(after, "c3") is None and after.taken[0] == (enemy.tile,)
    assert after.phase == OVER and R.result(after).outcomes == (WIN, LOSS)


def test_game_16_with_three_players_leaves_one_zero_double_out():
    s = dealt(16, players=3)
    assert sum(1 for c in s.cells if c) == 63
    assert not s.owners


# --- game 23 ---------------------------------------------------------------------------------------------
def test_game_23_turns_up_the_top_tile_by_itself_and_flips_enemy_tiles():
    s = dealt(23)
    assert s.drawn is not None and s.mover == 0
    assert len(s.supply[0]) == 31 and len(s.supply[1]) == 32
    assert all(a.startswith("lay ") for a in legal(s) - {"resign", "offer-draw"})
    enemy = shows(tile("A", 3, 5), 5, 3)
    drawn = tile("B", 2, 3)
    assert Piece(drawn, True).upper == 3
    st = replace(position(23, {"c3": enemy}), supply=s.supply, drawn=drawn)
    after = go(st, "lay c2 up")
    assert not at(after, "c3").face_up and after.flips[0] == 1
    assert after.mover == 1 and after.drawn is not None  # seat 1's tile is turned up for him


def test_game_23_a_tile_that_fits_nowhere_is_put_aside():
    s = dealt(23)
    filler = Piece(tile("B", 1, 1), True, False)
    layout = {f"{f}{r}": filler for f in "abcdefgh" for r in range(1, 9)}
    del layout["a1"]
    layout["a2"] = shows(tile("A", 5, 6), 6, 5)  # shows 5 downwards onto a1
    st = position(23, layout)
    odd = tile("B", 1, 1)
    st = replace(st, supply=(s.supply[0] + (odd,), s.supply[1]))
    after = R.spec(st).turn_up(R, st, 0)
    assert after.aside[0][0] == odd  # and so on: on a full field nothing fits


def test_game_23_ends_when_the_stacks_are_empty_and_scores_either_way():
    s = dealt(23, score23="flipped")
    rng = random.Random(3)
    while not R.is_over(s):
        s = R.apply(s, rng.choice([a for a in R.legal_actions(s, R.to_move(s)) if a.verb == "lay"]))
    assert s.reason == "stacks" and R.result(s).scores == tuple(s.flips)
    assert sum(1 for c in s.cells if c) + sum(len(a) for a in s.aside) == 64


def test_game_23_then_16_opens_the_turned_tiles():
    s = dealt(23, then16=True)
    rng = random.Random(5)
    seen_open = False
    while not R.is_over(s):
        acts = [a for a in R.legal_actions(s, R.to_move(s)) if a.verb not in ("resign", "offer-draw")]
        seen_open |= any(a.verb == "open" for a in acts)
        s = R.apply(s, rng.choice(acts))
    assert seen_open
    assert not any(c and not c[-1].face_up for c in s.cells)


# --- game 32 ---------------------------------------------------------------------------------------------
def test_game_32_deals_set_a_on_the_dark_cells_and_set_b_as_a_common_stack():
    s = dealt(32, players=1)
    assert all(bool(s.cells[c]) == ALONG.is_dark(c) for c in range(64))
    assert len(s.supply) == 1 and len(s.supply[0]) == 31 and s.drawn is not None
    assert not s.owners


def test_game_32_relocations_only_when_the_tile_cannot_be_laid_and_cannot_loses():
    s = dealt(32, players=2, seed=4)
    acts = R.legal_actions(s, s.mover)
    if any(a.verb == "lay" for a in acts):
        assert not any(a.verb == "move" for a in acts)
    layout = {"a1": shows(tile("A", 3, 3), 3, 3), "c1": shows(tile("A", 0, 0), 0, 0),
              "e5": shows(tile("A", 0, 3), 3, 0)}
    st = replace(position(32, layout, players=2), supply=s.supply, drawn=tile("B", 5, 6))
    moves = legal(st)
    assert "cannot" in moves and not any(m.startswith("lay") for m in moves)
    assert "move c1 e4 up" in moves  # 0/0 below e5's 0
    moved = go(st, "move c1 e4 up")
    assert moved.mover == 0 and moved.relocations == 1 and moved.drawn == st.drawn
    lost = go(st, "cannot")
    assert lost.phase == OVER and R.result(lost).outcomes == (LOSS, WIN)


def test_game_32_loses_at_once_when_nothing_can_be_done():
    layout = {"a1": shows(tile("A", 3, 3), 3, 3)}
    st = replace(position(32, layout, players=2), supply=((tile("B", 5, 6),),), drawn=None)
    after = R.spec(st).turn_up(R, st, 0)
    assert after.phase == OVER and R.result(after).outcomes == (LOSS, WIN)


def test_game_32_alone_is_a_solitaire_and_all_laid_is_solved():
    s = dealt(32, players=1, seed=2)
    assert R.result(s).outcomes == (SOLO,)
    st = replace(s, supply=((),), drawn=tile("B", 0, 3, 0))
    lays = [a for a in R.legal_actions(st, 0) if a.verb == "lay"]
    if lays:
        done = R.apply(st, lays[0])
        assert done.phase == OVER and done.reason == "solved" and R.result(done).scores == (32,)


def test_game_32_relocations_are_limited_per_turn():
    s = dealt(32, players=1, seed=1)
    st = replace(s, relocations=R.spec(s).MAX_RELOCATIONS, drawn=tile("B", 5, 6, 0),
                 cells=tuple(() if c != 0 else (shows(tile("A", 3, 3, 0), 3, 3),) for c in range(64)))
    assert legal(st) == {"cannot"} or all(not m.startswith("move") for m in legal(st))
