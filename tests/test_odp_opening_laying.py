"""Open domino on the field, games 18, 19, 21, 22, 24 and 25 (od_placement, opening_laying.py): each
game's start, its kinds of turn, the contact test, its interaction, its endings and scoring, each variant
option, the 3–4 player forms, and random matches with invariants."""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import replace

import pytest

from compendium.core.actions import Action
from compendium.core.rules import CHANCE, IllegalAction
from compendium.games.od_placement.games import QUARTER
from compendium.games.od_placement.rules import OdPlacementRules
from compendium.games.open_domino import equipment as eq
from compendium.games.open_domino.equipment import Piece, Tile
from compendium.games.open_domino.field import ACROSS, ALONG

R = OdPlacementRules()
CYRILLIC = re.compile("[А-Яа-яЁё]")


# --- helpers ---------------------------------------------------------------------------------------------
def start(game: int, players: int = 2, seed: int = 0, **opts):
    st = R.new_match(players, {"game": game, **opts})
    rng = random.Random(seed)
    while R.to_move(st) == CHANCE:
        st = R.apply(st, R.sample_chance(st, rng))
    return st


def T(set_: str, a: int, b: int, group: int = 0) -> Tile:
    return Tile(set_, group, min(a, b), max(a, b))


def P(tile: Tile, upper: int | None = None, face_up: bool = True) -> Piece:
    """A piece of ``tile`` turned so that ``upper`` is the digit toward the top edge."""
    if upper is None or tile.is_double:
        return Piece(tile, True, face_up)
    return Piece(tile, tile.head == upper, face_up)


def place(state, pieces: dict, fill: Piece | None = None):
    """The field of ``state`` replaced: ``pieces`` by cell name; every other cell empty or ``fill``."""
    geo = state.geo
    cells = [((fill,) if fill is not None else ()) for _ in range(geo.size)]
    for name, piece in pieces.items():
        cells[geo.parse(name)] = (piece,) if piece is not None else ()
    return replace(state, cells=tuple(cells))


def turn(state):
    """The turn of ``state.mover`` begins (its forced steps taken)."""
    return R._turn(state, state.mover, fresh=True)


def acts(state):
    return [a for a in R.legal_actions(state, R.to_move(state)) if a.verb not in ("resign", "offer-draw")]


def act(*words):
    return Action(words[0], tuple(words[1:]))


def dests(actions, verb="move"):
    return {str(a.args[-2]) for a in actions if a.verb == verb}


def cell(state, name):
    s = state.cells[state.geo.parse(name)]
    return s[-1] if s else None


def refused(state, action):
    with pytest.raises(IllegalAction) as err:
        R.apply(state, action)
    assert err.value.text.en and err.value.text.ru


# --- game 18 ----------------------------------------------------------------------------------------------
FD = Piece(T("A", 6, 6), True, False)  # a face-down filler


def ready18(players=2, **opts):
    """Game 18 after everybody has taken his tile (hands emptied; the field to be built)."""
    st = start(18, players, **opts)
    return replace(st, moved=tuple(1 for _ in range(players)), hands=tuple(() for _ in range(players)))


def test_18_start_dark_face_down_light_face_up_and_takes():
    st = start(18)
    tiles = [s[-1] for s in st.cells if s]
    assert len(tiles) == 64 and st.owners == () and st.supply == ()
    assert Counter(p.tile for p in tiles) == Counter(eq.full_set("A") + eq.full_set("B"))
    for c, s in enumerate(st.cells):
        assert s[-1].face_up == (not ALONG.is_dark(c))
    a = acts(st)
    assert {x.verb for x in a} == {"take"} and len(a) == 32  # C18.1: an open tile
    st = R.apply(st, act("take", "b1"))
    assert st.hands[0] and not cell(st, "b1") and st.mover == 1
    st = R.apply(st, act("take", "a2"))
    assert st.mover == 0 and {x.verb for x in acts(st)} <= {"play", "open"}


def test_18_three_and_four_players_each_take_first():
    for n in (3, 4):
        st = start(18, n)
        for seat in range(n):
            assert st.mover == seat and {x.verb for x in acts(st)} == {"take"}
            st = R.apply(st, acts(st)[seat])
        assert st.mover == 0 and all(len(h) == 1 for h in st.hands)
        assert "take" not in {x.verb for x in acts(st)}


def test_18_laying_from_the_hand_is_compulsory_and_unequal_refused():
    st = place(ready18(), {"d4": None, "d5": P(T("A", 1, 1))}, fill=FD)
    st = replace(st, hands=((T("B", 1, 1),), ()))
    assert acts(st) == [act("play", "B0:1-1", "d4", "up")]
    after = R.apply(st, acts(st)[0])
    assert cell(after, "d4").tile == T("B", 1, 1) and after.hands[0] == () and after.mover == 1
    assert cell(after, "d5").tile == T("A", 1, 1)  # no interaction: the touched tile stays
    # a hand tile that fits nowhere (2 under a 1): the player opens instead
    st2 = replace(st, hands=((T("B", 2, 2),), ()))
    assert {x.verb for x in acts(st2)} == {"open"}
    refused(st2, act("play", "B0:2-2", "d4", "up"))


def test_18_open_and_stay_or_relocate():
    st = place(ready18(), {"c2": P(T("A", 3, 3), face_up=False), "f6": P(T("B", 4, 4), face_up=False)})
    st = R.apply(st, act("open", "c2"))
    assert st.opened == ALONG.parse("c2") and cell(st, "c2").face_up and st.mover == 0
    a = acts(st)
    assert act("move", "c2", "c2", "up") in a and act("move", "c2", "h8", "up") in a
    # the other face-down tile: no digits, no contact (c2 under f6's file is far anyway)
    stay = R.apply(st, act("move", "c2", "c2", "up"))
    assert cell(stay, "c2").face_up and stay.mover == 1 and stay.opened is None
    moved = R.apply(st, act("move", "c2", "f5", "up"))
    assert not cell(moved, "c2") and cell(moved, "f5").tile == T("A", 3, 3)  # f6 face down: any digit


def test_18_opened_tile_fitting_nowhere_goes_to_the_hand():
    st = place(ready18(), {"c2": P(T("A", 3, 3), face_up=False), "c3": P(T("B", 1, 1))}, fill=FD)
    after = R.apply(st, act("open", "c2"))
    assert after.hands[0] == (T("A", 3, 3),) and not cell(after, "c2") and after.mover == 1


def test_18_the_end_fewest_in_hand_or_pips():
    for pips, winner in ((False, 0), (True, 1)):
        # no free cell: the hand tiles cannot be laid, the last face-down tile is opened
        st = place(ready18(pips18=pips), {"a1": P(T("A", 5, 5), face_up=False)}, fill=P(T("B", 5, 5)))
        st = replace(st, hands=((T("A", 6, 6),), (T("A", 0, 1), T("A", 0, 0))))
        st = R.apply(st, act("open", "a1"))
        st = R.apply(st, act("move", "a1", "a1", "up"))
        assert R.is_over(st) and st.reason == "all-open"
        res = R.result(st)
        assert res.winners == (winner,)
        assert res.extra[0]["pips"] == 12 and res.extra[1]["in_hand"] == 2


def test_18_empty_hand_keeps_playing_unless_out18():
    base = place(ready18(3), {"d4": None, "d5": P(T("A", 1, 1))}, fill=FD)
    base = replace(base, hands=((T("B", 1, 1),), (T("B", 2, 2),), ()))
    kept = R.apply(base, act("play", "B0:1-1", "d4", "up"))
    assert not kept.left and R.in_game(kept) == [0, 1, 2] and not R.is_over(kept)
    out = R.apply(replace(base, opts=replace(base.opts, out18=True)), act("play", "B0:1-1", "d4", "up"))
    assert out.left == ((0, "won"),) and R.in_game(out) == [1, 2] and out.mover == 1
    # two players: the other is the last one in, the game ends and the one who went out is first
    two = place(ready18(out18=True), {"d4": None, "d5": P(T("A", 1, 1))}, fill=FD)
    two = R.apply(replace(two, hands=((T("B", 1, 1),), (T("B", 2, 2),))), act("play", "B0:1-1", "d4", "up"))
    assert R.is_over(two) and R.result(two).winners == (0,)


def test_18_view_hides_face_down_digits():
    st = start(18)
    v = R.view_for(st, 1)
    for c, s in enumerate(v.cells):
        assert (s[-1].tile.a == -1) == ALONG.is_dark(c)


# --- game 19 ----------------------------------------------------------------------------------------------
def ready19(**opts):
    st = start(19, **opts)
    return st


def test_19_start_face_down_on_the_near_ranks_or_dark_cells():
    st = start(19)
    for c, s in enumerate(st.cells):
        r = ALONG.fr(c)[1]
        if r in (0, 1):
            assert s and not s[-1].face_up and s[-1].tile.set == "B"
        elif r in (6, 7):
            assert s and not s[-1].face_up and s[-1].tile.set == "A"
        else:
            assert not s
    assert Counter(s[-1].tile for s in st.cells if s) == Counter(eq.reduced_set("A", 4) + eq.reduced_set("B", 4))
    assert {x.verb for x in acts(st)} == {"open"} and len(acts(st)) == 16
    d = start(19, dark19=True)
    used = [c for c, s in enumerate(d.cells) if s]
    assert len(used) == 32 and all(ALONG.is_dark(c) for c in used)
    assert all(d.cells[c][-1].tile.set == ("B" if ALONG.fr(c)[1] < 4 else "A") for c in used)


def test_19_equal_contact_compulsory_when_possible_any19_not():
    pieces = {"a1": P(T("B", 1, 2), face_up=False), "d4": P(T("B", 2, 2)), "e5": P(T("A", 1, 1)),
              "h8": P(T("A", 0, 0), face_up=False)}
    st = place(start(19), pieces)
    st = R.apply(st, act("open", "a1"))
    assert dests(acts(st)) == {"e4", "e6", "d3", "d5"}  # staying on a1 touches nothing: not allowed
    refused(st, act("move", "a1", "a1", "up"))
    free = R.apply(place(start(19, any19=True), pieces), act("open", "a1"))
    assert "a1" in dests(acts(free)) and len(dests(acts(free))) > 50
    # never unequal: under e5 only with the 1 up
    assert all(not (str(a.args[1]) == "e4" and P(T("B", 1, 2), 2).up == (a.args[2] == "up")) for a in acts(free))
    after = R.apply(st, [a for a in acts(st) if a.args[1] == "e4"][0])
    assert cell(after, "e4").upper == 1 and cell(after, "e5")  # no interaction: all tiles stay


def test_19_opened_tile_fitting_nowhere_is_removed():
    filler = Piece(T("A", 4, 4), True, False)
    st = place(start(19), {"a1": P(T("B", 3, 3), face_up=False), "a2": P(T("A", 1, 1))}, fill=filler)
    after = R.apply(st, act("open", "a1"))
    assert after.aside[0] == (T("B", 3, 3),) and not cell(after, "a1") and after.mover == 1


def line_position(**opts):
    b = {f"a{r}": P(T("B", r, r)) for r in (1, 2, 3)}
    b.update({f"{f}1": P(T("B", 0, 1)) for f in "bcdefg"})
    b["h1"] = P(T("B", 6, 6), face_up=False)
    b.update({c: P(T("A", 5, 5)) for c in ("h8", "g7", "f6", "e5")})
    return place(start(19, **opts), b)


def test_19_the_end_longest_line_vertical_or_diagonal():
    st = R.apply(line_position(), act("open", "h1"))
    st = R.apply(st, act("move", "h1", "h1", "up"))
    assert R.is_over(st) and st.reason == "all-open"
    res = R.result(st)
    assert res.scores == (3, 4) and res.winners == (1,) and res.extra[1]["margin"] == 1


def test_19_dark19_counts_rows_along_a_rank():
    st = R.apply(line_position(dark19=True), act("open", "h1"))
    st = R.apply(st, act("move", "h1", "h1", "up"))
    res = R.result(st)
    assert res.scores == (8, 4) and res.winners == (0,) and res.extra[0]["margin"] == 4


# --- game 21 ----------------------------------------------------------------------------------------------
def ready21(players=2, **opts):
    st = start(21, players, **opts)
    return replace(st, selector=None, data=((), 0))


def test_21_start_field_set_on_dark_cells_and_the_selector():
    st = start(21)
    assert st.owners == ()
    field = [s[-1] for c, s in enumerate(st.cells) if s]
    assert len(field) == 32 and all(p.face_up and p.tile.set == "A" for p in field)
    assert all(ALONG.is_dark(c) for c, s in enumerate(st.cells) if s)
    assert st.selector is not None and st.selector.set == "B"
    assert len(st.supply[0]) + len(st.data[0]) + 1 == 32
    sw = start(21, swap21=True)
    assert all(s[-1].tile.set == "B" for s in sw.cells if s) and sw.selector.set == "A"


def test_21_relocating_the_identical_tile_removes_it_and_its_contacts():
    t = T("A", 1, 3)
    st = place(ready21(), {"c3": P(t), "e5": P(T("A", 3, 3)), "a8": P(T("A", 6, 6)), "h5": P(T("A", 6, 6, 1))})
    st = replace(st, selector=T("B", 1, 3), supply=((T("B", 6, 6),),))
    a = acts(st)
    assert a and all(x.verb == "move" and x.args[0] == "c3" for x in a)
    assert dests(a) == {"e4", "e6"}  # only into an equal contact
    up = P(t, 3).up
    after = R.apply(st, act("move", "c3", "e4", "up" if up else "down"))
    assert Counter(after.taken[0]) == Counter([t, T("A", 3, 3)])
    assert not cell(after, "c3") and not cell(after, "e4") and not cell(after, "e5")
    assert after.data[0] == (T("B", 1, 3),) and after.mover == 1
    refused(st, act("move", "c3", "h1", "up"))  # no contact: refused


def test_21_either_copy_may_move():
    st = place(ready21(), {"a1": P(T("A", 2, 2, 0)), "h6": P(T("A", 2, 2, 1)), "d5": P(T("A", 2, 4), 4)})
    st = replace(st, selector=T("B", 2, 2), supply=((T("B", 0, 0),),))
    assert {str(x.args[0]) for x in acts(st)} == {"a1", "h6"}


def test_21_no_identical_tile_the_turn_passes():
    st = place(ready21(), {"c3": P(T("A", 1, 3)), "e5": P(T("A", 3, 3))})
    st = replace(st, supply=((T("B", 1, 3), T("B", 5, 5)),))
    after = turn(st)
    assert after.data[0] == (T("B", 5, 5),) and after.mover == 1 and after.selector == T("B", 1, 3)


def test_21_the_end_when_the_stack_is_used_up():
    t = T("A", 1, 3)
    st = place(ready21(), {"c3": P(t), "e5": P(T("A", 3, 3))})
    st = replace(st, selector=T("B", 1, 3), supply=((),), taken=((), (T("A", 0, 0),) * 3))
    after = R.apply(st, act("move", "c3", "e4", "up" if P(t, 3).up else "down"))
    assert R.is_over(after) and after.reason == "stack"
    assert R.result(after).winners == (1,)  # 3 removed against 2


def test_21_reshuffle_goes_on_until_a_stack_removes_nothing():
    t = T("A", 1, 3)
    st = place(ready21(reshuffle21=True), {"c3": P(t), "e5": P(T("A", 3, 3)), "a1": P(T("A", 0, 0)),
                                           "g2": P(T("A", 5, 5)), "g4": P(T("A", 3, 5), 3)})
    st = replace(st, selector=T("B", 1, 3), supply=((),), data=((T("B", 5, 5), T("B", 0, 0)), 0))
    after = R.apply(st, act("move", "c3", "e4", "up" if P(t, 3).up else "down"))
    assert after.phase == "deal" and R.to_move(after) == CHANCE
    dealt = R.apply(after, R.sample_chance(after, random.Random(1)))
    assert dealt.phase == "play" and dealt.data[1] == 2 and dealt.selector == T("B", 5, 5)
    assert Counter(dealt.supply[0] + dealt.data[0] + (dealt.selector,)) == Counter(
        [T("B", 5, 5), T("B", 0, 0), T("B", 1, 3)])
    # a whole stack without a removal ends the game
    quiet = replace(dealt, selector=None, supply=((T("B", 6, 6),),), data=((), 2))
    over = turn(quiet)
    assert R.is_over(over) and over.reason == "stack"


def test_21_hands21_select_a_hand_tile():
    st = start(21, hands21=True)
    assert [len(h) for h in st.hands] == [16, 16] and st.supply == ((),) and st.selector is None
    assert {x.verb for x in acts(st)} == {"select"}
    three = start(21, 3, hands21=True)
    assert [len(h) for h in three.hands] == [10, 10, 10] and len(three.data[0]) == 2
    t = T("A", 1, 3)
    pos = place(ready21(hands21=True), {"c3": P(t), "e5": P(T("A", 3, 3))})
    pos = replace(pos, hands=((T("B", 1, 3), T("B", 6, 6)), (T("B", 0, 0),)), supply=((),))
    chosen = R.apply(pos, act("select", "B0:1-3"))
    assert chosen.selector == T("B", 1, 3) and chosen.hands[0] == (T("B", 6, 6),) and chosen.mover == 0
    assert dests(acts(chosen)) == {"e4", "e6"}
    dead = R.apply(pos, act("select", "B0:6-6"))  # no 6/6 on the field: the turn passes
    assert dead.mover == 1 and dead.data[0] == (T("B", 6, 6),)
    # the end: every choosing tile used
    last = replace(pos, hands=((T("B", 6, 6),), ()))
    assert R.is_over(R.apply(last, act("select", "B0:6-6")))


def test_21_move21_queen_moves_any_contact_and_pass():
    t = T("A", 1, 3)
    pos = {"c3": P(t, 3), "c6": P(T("A", 3, 3)), "g8": P(T("A", 6, 6))}
    st = replace(place(ready21(move21=True), pos), selector=T("B", 1, 3), supply=((T("B", 0, 0),),))
    a = acts(st)
    assert act("move", "c3", "c5", "up" if P(t, 3).up else "down") in a and PASS_NOT(a)
    assert "g7" in dests(a) and "c7" not in dests(a) and "d5" not in dests(a)  # rays stop at tiles
    unequal = R.apply(st, [x for x in a if x.args[1] == "g7"][0])
    assert cell(unequal, "g7").tile == t and unequal.taken == ((), ())  # unequal contact allowed
    hit = R.apply(st, [x for x in a if x.args[1] == "c5"][0])
    assert Counter(hit.taken[0]) == Counter([t, T("A", 3, 3)])
    # no equal contact in reach: the player may decline
    st2 = replace(place(ready21(move21=True), {"c3": P(t, 3), "g8": P(T("A", 6, 6))}), selector=T("B", 1, 3),
                  supply=((T("B", 0, 0),),))
    assert act("pass") in acts(st2)
    declined = R.apply(st2, act("pass"))
    assert declined.plies == st2.plies + 1 and T("B", 1, 3) in declined.data[0] and not declined.taken[0]


def PASS_NOT(actions):
    return act("pass") not in actions


def test_21_three_and_four_players():
    for n in (3, 4):
        st = start(21, n)
        assert st.players == n and R.to_move(st) == st.mover
        rng = random.Random(n)
        while not R.is_over(st):
            st = R.apply(st, rng.choice(acts(st)))
        assert len(R.result(st).ranks) == n


# --- game 22 ----------------------------------------------------------------------------------------------
def test_22_start_and_the_back_rank():
    st = start(22)
    assert not any(st.cells) and len(st.supply[0]) == 31 and len(st.supply[1]) == 32
    assert st.drawn is not None and st.drawn.set == "B"
    assert dests(acts(st), "lay") == {f"{f}1" for f in "abcdefgh"}
    after = R.apply(st, acts(st)[0])
    assert after.mover == 1 and after.drawn is not None and after.drawn.set == "A"
    assert dests(acts(after), "lay") == {f"{f}8" for f in "abcdefgh"}


def test_22_beyond_the_back_rank_only_touching_an_own_tile():
    st = place(start(22), {"d1": P(T("B", 2, 2)), "f6": P(T("A", 4, 4))})
    st = replace(st, drawn=T("B", 2, 4))
    d = dests(acts(st), "lay")
    assert "d2" in d and "f5" not in d and "f7" not in d and "h5" not in d
    assert {"a1", "b1", "c1", "e1", "f1", "g1", "h1"} <= d
    refused(st, act("lay", "f5", "up" if P(T("B", 2, 4), 4).up else "down"))
    # with the 4 at the bottom on d2 it touches d1's 2 with a 4: unequal, refused
    refused(st, act("lay", "d2", "up" if P(T("B", 2, 4), 2).up else "down"))


def test_22_enemy_tiles_touched_are_removed():
    st = place(start(22), {"d1": P(T("B", 2, 2)), "d3": P(T("A", 2, 2))})
    st = replace(st, drawn=T("B", 2, 2, 1))
    after = R.apply(st, act("lay", "d2", "up"))
    assert after.taken[0] == (T("A", 2, 2),) and not cell(after, "d3") and cell(after, "d1")


def test_22_a_tile_that_cannot_be_laid_is_put_aside():
    pieces = {f"{f}1": P(T("B", 0, 0)) for f in "abcdefgh"}
    pieces.update({f"{f}2": P(T("B", 1, 1)) for f in "abcdefgh"})
    st = place(start(22), pieces)
    st = replace(st, drawn=None, supply=((T("B", 3, 3), T("B", 6, 6)), st.supply[1]))
    after = turn(st)
    assert after.aside[0] == (T("B", 6, 6),) and after.mover == 1


def test_22_the_end_more_tiles_in_the_other_half():
    pieces = {"a5": P(T("B", 1, 1)), "b6": P(T("B", 2, 2)), "c4": P(T("A", 3, 3)), "h8": P(T("A", 4, 4))}
    st = place(start(22), pieces)
    st = replace(st, mover=1, drawn=T("A", 5, 5), supply=((), ()))
    after = R.apply(st, act("lay", "e8", "down"))
    assert R.is_over(after) and after.reason == "stacks"
    res = R.result(after)
    assert res.scores == (2, 1) and res.winners == (0,)


def test_22_across22_the_field_across():
    st = start(22, across22=True)
    assert st.geo == ACROSS
    assert dests(acts(st), "lay") == {f"{f}1" for f in "abcdefghijklmnop"}
    after = R.apply(st, acts(st)[0])
    assert dests(acts(after), "lay") == {f"{f}4" for f in "abcdefghijklmnop"}


# --- game 24 ----------------------------------------------------------------------------------------------
def test_24_start_common_stack_and_the_players():
    st = start(24)
    assert st.owners == () and len(st.supply) == 1 and len(st.supply[0]) == 63 and st.drawn is not None
    assert not any(st.cells) and len(dests(acts(st), "lay")) == 64
    three = start(24, 3)
    on = [s for s in three.cells if s]
    assert len(on) == 1 and on[0][-1].face_up and len(three.supply[0]) == 62  # 63 = 3 × 21
    four = start(24, 4)
    assert not any(four.cells) and len(four.supply[0]) == 63


def test_24_lay_anywhere_never_unequal():
    st = replace(place(start(24), {"d4": P(T("A", 2, 2))}), drawn=T("B", 3, 3))
    d = dests(acts(st), "lay")
    assert "d5" not in d and "d3" not in d and len(d) == 61
    refused(st, act("lay", "d5", "up"))
    st2 = replace(st, drawn=T("B", 2, 2))
    after = R.apply(st2, act("lay", "d5", "up"))
    assert cell(after, "d4") and cell(after, "d5")  # no interaction


def test_24_unlayable_tile_stays_in_the_hand_and_the_end():
    fill = P(T("A", 6, 6))
    st = place(start(24), {"a1": None, "a2": P(T("A", 1, 1))}, fill=fill)
    st = replace(st, drawn=None, supply=((T("B", 0, 0), T("B", 3, 3)),))
    after = turn(st)
    assert after.hands[0] == (T("B", 3, 3),) and after.mover == 1
    # the last tile of the stack: the game ends, fewer in hand wins
    last = replace(st, supply=((T("B", 3, 3),),), hands=((), (T("A", 0, 0),)))
    over = turn(last)
    assert R.is_over(over) and over.reason == "stacks"
    assert over.hands == ((T("B", 3, 3),), (T("A", 0, 0),)) and R.result(over).drawn


def test_24_hand24_keep_and_play_from_the_hand():
    st = start(24, hand24=True)
    assert act("keep") in acts(st)
    kept = R.apply(st, act("keep"))
    assert kept.hands[0] == (st.drawn,) and kept.mover == 1
    pos = replace(place(kept, {}), mover=0, drawn=None, hands=((T("B", 4, 4),), ()))
    a = acts(pos)
    assert act("draw") in a and act("play", "B0:4-4", "c3", "up") in a
    played = R.apply(pos, act("play", "B0:4-4", "c3", "up"))
    assert played.hands[0] == () and cell(played, "c3").tile == T("B", 4, 4)


def test_24_clear24_touched_tiles_leave_the_field():
    st = replace(place(start(24, clear24=True), {"d4": P(T("A", 2, 2)), "d6": P(T("A", 2, 2, 1))}),
                 drawn=T("B", 2, 2))
    after = R.apply(st, act("lay", "d5", "up"))
    assert not cell(after, "d4") and not cell(after, "d6") and cell(after, "d5")
    assert len(after.taken[0]) == 2 and R.result(after).scores == (0, 0)  # removals score nothing
    plain = R.apply(replace(st, opts=replace(st.opts, clear24=False)), act("lay", "d5", "up"))
    assert cell(plain, "d4") and cell(plain, "d6")


# --- game 25 ----------------------------------------------------------------------------------------------
def test_25_start_one_quarter_two_small_stacks():
    st = start(25)
    assert st.geo == QUARTER and len(st.cells) == 16
    assert len(st.supply[0]) == 7 and len(st.supply[1]) == 8 and st.drawn is not None
    assert Counter(st.supply[0] + (st.drawn,)) == Counter(eq.reduced_set("B", 2))
    assert Counter(st.supply[1]) == Counter(eq.reduced_set("A", 2))
    assert len(dests(acts(st), "lay")) == 16


def test_25_equal_contact_when_possible_free25_not():
    st = replace(place(start(25), {"b2": P(T("A", 1, 1))}), drawn=T("B", 1, 2))
    assert dests(acts(st), "lay") == {"b1", "b3"}
    refused(st, act("lay", "d4", "up"))
    free = replace(place(start(25, free25=True), {"b2": P(T("A", 1, 1))}), drawn=T("B", 1, 2))
    assert len(dests(acts(free), "lay")) == 15
    # a 2 under b2's 1 is never allowed
    assert act("lay", "b1", "up" if P(T("B", 1, 2), 2).up else "down") not in acts(free)


def test_25_unlayable_to_the_hand_hand_play_and_the_end():
    filled = {f"{f}{r}": P(T("A", 0, 0)) for f in "abcd" for r in (1, 2, 3, 4)}
    filled["d4"] = None
    filled["d3"] = P(T("A", 1, 1))
    st = replace(place(start(25), filled), drawn=None, supply=((T("B", 1, 1), T("B", 2, 2)), (T("A", 1, 1, 1),)))
    after = turn(st)
    assert after.hands[0] == (T("B", 2, 2),) and after.mover == 1
    # a hand tile may be laid instead of turning one up (C25.2)
    pos = replace(st, hands=((T("B", 1, 1, 1),), ()))
    a = acts(pos)
    assert act("draw") in a and act("play", "B1:1-1", "d4", "up") in a
    # nobody can lay any more: the game ends; more left in hand loses
    end = replace(st, supply=((), ()), hands=((T("B", 2, 2),), (T("A", 0, 2), T("A", 2, 2))), mover=1)
    over = turn(end)
    assert R.is_over(over) and R.result(over).winners == (0,)


def test_25_show25_tiles_beside_the_field():
    anyone = start(25, show25="any")
    assert anyone.supply == ((), ()) and [len(h) for h in anyone.hands] == [8, 8]
    assert {x.verb for x in acts(anyone)} == {"play"}
    ordered = start(25, show25="order")
    first = ordered.aside[1][0]
    assert ordered.supply == ((), ()) and len(ordered.aside[0]) + 1 == 8 and len(ordered.aside[1]) == 8
    # the first place is turned up first (forced at the start of the turn)
    nxt = R.apply(ordered, acts(ordered)[0])
    assert nxt.drawn == first and len(nxt.aside[1]) == 7
    assert R.view_for(nxt, 0).aside == nxt.aside  # the places are open to everybody


# --- random matches and their invariants ----------------------------------------------------------------
TILES = {18: eq.full_set("A") + eq.full_set("B"), 19: eq.reduced_set("A", 4) + eq.reduced_set("B", 4),
         21: eq.full_set("A") + eq.full_set("B"), 22: eq.full_set("A") + eq.full_set("B"),
         24: eq.full_set("A") + eq.full_set("B"), 25: eq.reduced_set("A", 2) + eq.reduced_set("B", 2)}

FORMS = [
    (18, 2, {}), (18, 2, {"pips18": True}), (18, 2, {"out18": True}), (18, 3, {}), (18, 4, {"out18": True}),
    (19, 2, {}), (19, 2, {"dark19": True}), (19, 2, {"any19": True}), (19, 2, {"first": "lot"}),
    (21, 2, {}), (21, 2, {"swap21": True}), (21, 2, {"reshuffle21": True}), (21, 2, {"hands21": True}),
    (21, 2, {"move21": True}), (21, 3, {"reshuffle21": True, "move21": True}), (21, 4, {"hands21": True}),
    (22, 2, {}), (22, 2, {"across22": True}), (22, 2, {"first": "top"}),
    (24, 2, {}), (24, 2, {"hand24": True}), (24, 2, {"clear24": True}), (24, 3, {}),
    (24, 4, {"hand24": True, "clear24": True}),
    (25, 2, {}), (25, 2, {"show25": "any"}), (25, 2, {"show25": "order"}), (25, 2, {"free25": True}),
]


def every_tile(state) -> Counter:
    tiles = [p.tile for s in state.cells for p in s]
    for group in (state.supply, state.hands, state.aside, state.taken, state.out):
        for part in group:
            tiles += list(part)
    if state.drawn is not None:
        tiles.append(state.drawn)
    if state.game == 21:
        tiles += list(state.data[0]) if state.data else []
        if state.selector is not None:
            tiles.append(state.selector)
    return Counter(tiles)


def placed_fairly(before, after, action) -> None:
    """A tile put down touches no different digit end to end."""
    if action.verb not in ("move", "lay", "play") or (before.game == 21 and before.opts.move21):
        return
    dst = after.geo.parse(str(action.args[-2]))
    if not after.cells[dst]:
        return  # removed at once (game 21)
    piece = after.cells[dst][-1]
    assert R.contacts(after, after.cells, dst, piece) is not None, (action, before.game)


def hidden_in_view(state) -> None:
    for seat in range(state.players):
        v = R.view_for(state, seat)
        assert all(t.a == -1 and t.b == -1 for s in v.supply for t in s)
        for s, w in zip(state.cells, v.cells):
            if s:
                assert (w[-1].tile.a == -1) == (not s[-1].face_up)


def form_id(form) -> str:
    game, players, opts = form
    return f"{game}-{players}p-" + ("-".join(f"{k}={v}" for k, v in opts.items()) or "plain")


@pytest.mark.parametrize("game,players,opts", FORMS, ids=[form_id(f) for f in FORMS])
def test_random_matches(game, players, opts):
    want = Counter(TILES[game])
    for seed in range(30):
        rng = random.Random(seed * 7919 + game)
        st = R.new_match(players, {"game": game, **opts})
        steps = 0
        while not R.is_over(st):
            who = R.to_move(st)
            if who == CHANCE:
                st = R.apply(st, R.sample_chance(st, rng))
                assert every_tile(st) == want
                continue
            legal = R.legal_actions(st, who)
            assert legal, (game, seed, st.phase)
            moves = [a for a in legal if a.verb not in ("resign", "offer-draw")]
            assert moves and moves != [act("draw")]  # never a lone forced action
            for probe in rng.sample(legal, min(2, len(legal))):
                after = R.apply(st, probe)  # every legal action applies (resigning and offers too)
                placed_fairly(st, after, probe)
                if probe.verb == "resign" and R.is_over(after) and after.drawn is None:
                    after = replace(after, drawn=st.drawn)  # a resignation: the tile turned up is not laid
                assert every_tile(after) == want
            if steps % 7 == 0:
                hidden_in_view(st)
            action = rng.choice(moves)
            nxt = R.apply(st, action)
            placed_fairly(st, nxt, action)
            st = nxt
            assert every_tile(st) == want, (game, seed, action)
            if st.event is not None:  # the log line in both languages, English without Cyrillic
                assert not CYRILLIC.search(st.event.en) and (st.event.ru or not st.event.en)
            steps += 1
            assert steps < 600, (game, seed, "does not end")
        res = R.result(st)
        assert len(res.ranks) == players and st.reason


# --- refusals and resignations ---------------------------------------------------------------------------
def test_refusals_in_both_languages():
    st = start(18)
    dark = next(ALONG.name(c) for c in range(64) if ALONG.is_dark(c))
    refused(st, act("take", dark))  # C18.1: only an open tile
    refused(start(21, hands21=True), act("select", "A0:1-3"))  # not a choosing tile in the hand
    refused(start(22), act("lay", "d4", "up"))  # off the back rank, touching nothing own


def test_21_resigning_with_a_tile_turned_up_in_a_three_player_game():
    st = start(21, 3)
    sel = st.selector
    after = R.apply(st, act("resign"))
    assert after.left == ((st.mover, "lost"),) and sel in after.data[0] and not R.is_over(after)
    assert after.mover != st.mover and (after.selector is not None or R.is_over(after))
