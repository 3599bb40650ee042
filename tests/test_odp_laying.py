"""The laying games 26–31 of the open-domino placement engine (``od_placement/laying.py``): each rule
of each game on a hand-built position, every variant option, and random matches with invariants."""

import random
from collections import Counter
from dataclasses import replace

import pytest

from compendium.core.actions import Action
from compendium.core.rules import CHANCE, DRAW, LOSS, WIN, IllegalAction
from compendium.games.od_placement.laying import ORDERS29  # noqa: E402
from compendium.games.od_placement.rules import DEAL, OVER, PLAY, OdPlacementRules
from compendium.games.open_domino import equipment as eq
from compendium.games.open_domino.equipment import Piece, Tile
from compendium.games.open_domino.field import ALONG

R = OdPlacementRules()
DRAW_A = Action("draw")
PASS_A = Action("pass")


# --- helpers -------------------------------------------------------------------------------------------
def tl(set_: str, a: int, b: int, group: int = -1) -> Tile:
    """A tile of ``set_`` (of ``group`` if given) with the digits a/b."""
    a, b = min(a, b), max(a, b)
    for t in eq.full_set(set_):
        if (t.a, t.b) == (a, b) and (group < 0 or t.group == group):
            return t
    raise ValueError(f"no {a}/{b} in {set_}{group}")


def pc(tile: Tile, upper: int, face_up: bool = True) -> Piece:
    """The tile lying with ``upper`` toward the top edge."""
    for up in (True, False):
        p = Piece(tile, up)
        if p.upper == upper:
            return p if face_up else p.closed()
    raise ValueError(f"{tile} has no {upper}")


def begin(game: int, players: int = 2, seed: int = 0, **opts):
    s = R.new_match(players, {"game": game, **opts})
    while s.phase == DEAL:
        s = R.apply(s, R.sample_chance(s, random.Random(seed)))
    return s


def field(state, layout: dict):
    cells = [() for _ in range(state.geo.size)]
    for name, piece in layout.items():
        cells[state.geo.parse(name)] = (piece,)
    return replace(state, cells=tuple(cells))


def at(state, name):
    stack = state.cells[state.geo.parse(name)]
    return stack[-1] if stack else None


def drawn(state, tile: Tile, seat: int = 0):
    """``seat`` to move with ``tile`` turned up."""
    return replace(state, mover=seat, drawn=tile, phase=PLAY)


def acts(state, seat=None):
    return R.legal_actions(state, state.mover if seat is None else seat)


def cells_of(actions, verb="lay"):
    return {a.args[-2] if a.args[-1] in ("up", "down") else a.args[-3] for a in actions if a.verb == verb}


def pips_on(state, seat):
    return sum(s[-1].tile.pips for s in state.cells if s and state.owner_of(s[-1].tile) == seat)


# --- game 26: lay out exactly 25 -------------------------------------------------------------------------
def test_26_start_stacks_owners_and_turn_choices():
    s = begin(26)
    assert s.phase == PLAY and s.mover == 0
    assert [len(x) for x in s.supply] == [32, 32]
    assert Counter(s.supply[0]) == Counter(eq.full_set("B")) and Counter(s.supply[1]) == Counter(eq.full_set("A"))
    assert s.owner_of(tl("B", 2, 5)) == 0 and s.owner_of(tl("A", 2, 5)) == 1
    assert not any(s.cells)
    a = acts(s)
    assert DRAW_A in a and PASS_A in a  # the draw is a choice: declining is allowed


def test_26_draw_and_lay_then_decline_keeps_the_stack():
    s = begin(26)
    top = s.supply[0][-1]
    s = R.apply(s, DRAW_A)
    assert s.drawn == top and len(s.supply[0]) == 31
    lays = acts(s)
    assert lays and all(a.verb in ("lay", "resign", "offer-draw") for a in lays)
    assert PASS_A not in lays  # declining is before turning up
    s = R.apply(s, Action("lay", ("d4", "up")))
    assert at(s, "d4").tile == top and s.mover == 1 and s.drawn is None
    before = s.supply
    s = R.apply(s, PASS_A)
    assert s.mover == 0 and s.supply == before and s.phase == PLAY
    s = R.apply(s, PASS_A)  # both declined in a row: scored
    assert s.phase == OVER and s.reason == "declined"


def test_26_unequal_contact_refused_and_free_cell_allowed():
    s = field(begin(26), {"d4": pc(tl("A", 1, 3), 3)})
    s = drawn(s, tl("B", 2, 5))
    a = acts(s)
    assert Action("lay", ("d5", "up")) not in a and Action("lay", ("d5", "down")) not in a  # 2 or 5 on a 3
    assert Action("lay", ("a8", "up")) in a  # anywhere free, even with a contact elsewhere
    with pytest.raises(IllegalAction) as e:
        R.apply(s, Action("lay", ("d5", "up")))
    assert e.value.text.en and e.value.text.ru


def test_26_enemy_touched_removed_own_stays():
    enemy, own = tl("A", 1, 3), tl("B", 3, 4)
    s = field(begin(26), {"d4": pc(enemy, 3), "e4": pc(own, 4)})
    s = drawn(s, tl("B", 3, 3))
    s2 = R.apply(s, Action("lay", ("d5", "up")))
    assert at(s2, "d4") is None and enemy in s2.taken[0]
    s = drawn(s, tl("B", 4, 4))
    s3 = R.apply(s, Action("lay", ("e5", "up")))
    assert at(s3, "e4").tile == own and not s3.taken[0]


@pytest.mark.parametrize("mode", ["may", "must"])
def test_26_own_tiles_removed_variant(mode):
    own = tl("B", 3, 4)
    s = field(begin(26, own26=mode), {"e4": pc(own, 4)})
    s = drawn(s, tl("B", 4, 4))
    a = acts(s)
    spare = Action("lay", ("e5", "up", "spare"))
    assert (spare in a) == (mode == "may")
    assert Action("lay", ("a8", "up", "spare")) not in a  # no own contact: one form only
    s2 = R.apply(s, Action("lay", ("e5", "up")))
    assert at(s2, "e4") is None and own in s2.aside[0]
    if mode == "may":
        s3 = R.apply(s, spare)
        assert at(s3, "e4").tile == own and not s3.aside[0] and s3.data == ()


def test_26_exact_25_wins_over_25_loses_mover_first():
    base = begin(26)
    # seat 0 has 6/6 + 4/4 (20 pips) on the field
    lay = {"a1": pc(tl("B", 6, 6, 0), 6), "e1": pc(tl("B", 4, 4, 1), 4)}
    s = drawn(field(base, lay), tl("B", 0, 5))
    assert pips_on(s, 0) == 20
    won = R.apply(s, Action("lay", ("h8", "up")))
    assert won.phase == OVER and won.reason == "exact"
    r = R.result(won)
    assert r.outcomes == (WIN, LOSS)
    s = drawn(field(base, lay), tl("B", 2, 6))
    lost = R.apply(s, Action("lay", ("h8", "up")))
    assert lost.phase == OVER and lost.reason == "over" and R.result(lost).outcomes == (LOSS, WIN)


def test_26_stacks_used_up_higher_total_not_over_25_wins():
    s = field(begin(26), {"a1": pc(tl("B", 6, 6, 0), 6), "h8": pc(tl("A", 1, 2), 1)})
    s = replace(s, supply=((tl("B", 0, 1),), ()), mover=0, drawn=None)
    s = R.apply(s, DRAW_A)
    s = R.apply(s, Action("lay", ("d4", "up")))
    assert s.phase == OVER and s.reason == "stacks"
    r = R.result(s)
    assert r.scores == (13, 3) and r.outcomes == (WIN, LOSS)


def test_26_unlayable_goes_aside():
    # every free cell would touch a different digit: the field is full but for d5, between 3 and 3
    cells = {ALONG.name(c): Piece(Tile("A", 0, 0, 0), True) for c in range(64)
             if ALONG.name(c) not in ("d5", "d4", "d6")}
    s = begin(26)
    s = field(s, {**cells, "d4": pc(tl("A", 1, 3), 3), "d6": pc(tl("A", 3, 4), 4)})
    s = replace(s, supply=(s.supply[0][:-1] + (tl("B", 5, 5),), s.supply[1]))
    s = R.apply(s, DRAW_A)
    assert s.mover == 1 and tl("B", 5, 5) in s.aside[0] and s.drawn is None


def test_26_contact_variant_first_anywhere_then_equal_hand_and_later():
    s = begin(26, contact26=True)
    s = drawn(s, tl("B", 2, 5))
    assert len(cells_of(acts(s))) == 64  # the first tile anywhere
    s = field(s, {"d4": pc(tl("A", 1, 3), 3)})
    assert cells_of(acts(drawn(s, tl("B", 3, 5)))) == {"d5"}  # then only equal contacts
    s = replace(s, supply=(s.supply[0][:-1] + (tl("B", 2, 5),), s.supply[1]), drawn=None)
    s2 = R.apply(s, DRAW_A)  # 2/5 touches nothing equal: to the hand
    assert tl("B", 2, 5) in s2.hands[0] and s2.mover == 1
    assert not any(a.verb == "play" for a in acts(replace(s2, mover=0, hands=((tl("B", 3, 6),), ()))))
    later = begin(26, contact26=True, later26=True)
    later = field(later, {"d4": pc(tl("A", 1, 3), 3)})
    later = replace(later, hands=((tl("B", 3, 6),), ()))
    play = Action("play", (tl("B", 3, 6).name, "d5", "down" if Piece(tl("B", 3, 6), False).lower == 3 else "up"))
    assert play in acts(later)
    after = R.apply(later, play)
    assert at(after, "d5").tile == tl("B", 3, 6) and not after.hands[0] and tl("A", 1, 3) in after.taken[0]


# --- game 27: five in a row ----------------------------------------------------------------------------
def row_of_sixes(seat_set="B"):
    ts = [t for t in eq.full_set(seat_set) if 6 in (t.a, t.b) and not t.is_double][:4]
    return {f"{f}1": pc(t, 6) for f, t in zip("abcd", ts)}


def test_27_start_and_if_possible_rule():
    s = begin(27)
    assert [len(x) for x in s.supply] == [31, 32] and s.owners
    assert s.drawn is not None  # the only move is to turn up: done at once
    s = field(s, {"d4": pc(tl("A", 1, 3), 3)})
    a = acts(drawn(s, tl("B", 3, 5)))
    assert cells_of(a) == {"d5"}  # a contact is possible: it must be made
    a = acts(drawn(s, tl("B", 0, 5)))
    assert len(cells_of(a)) == 61  # no equal contact anywhere: any free cell not touching d4
    assert "d5" not in cells_of(a) and "d3" not in cells_of(a)


def test_27_five_in_a_row_removed_and_credited():
    s = field(begin(27), row_of_sixes())
    s = drawn(s, tl("B", 0, 1))
    s = R.apply(s, Action("lay", ("e1", "up")))
    assert not any(s.cells[c] for c in range(5)) and len(s.taken[0]) == 5
    assert s.mover == 1


def test_27_enemy_tile_breaks_the_row_and_common_counts_any():
    lay = row_of_sixes()
    lay["c1"] = pc(tl("A", 1, 6), 6)
    s = drawn(field(begin(27), lay), tl("B", 0, 1))
    s = R.apply(s, Action("lay", ("e1", "up")))
    assert not s.taken[0] and at(s, "e1") is not None
    c = begin(27, common27=True)
    assert c.owners == () and len(c.supply) == 1 and len(c.supply[0]) == 63 and c.drawn is not None
    c = drawn(field(c, lay), tl("B", 0, 1))
    c = R.apply(c, Action("lay", ("e1", "up")))
    assert len(c.taken[0]) == 5


def test_27_diagonal_and_longer_lines():
    # digits 0-3 on the diagonal, 4/5 turned up: no equal contact anywhere, so any free cell
    diag = [tl("B", 0, 2), tl("B", 0, 3), tl("B", 1, 2), tl("B", 0, 1), tl("B", 1, 3)]
    s = field(begin(27), {n: Piece(t, True) for n, t in zip(("a1", "b2", "c3", "e5", "f6"), diag)})
    s = drawn(s, tl("B", 4, 5))
    assert len(cells_of(acts(s))) == 50  # 64 - 5 taken - 9 next to them (a different digit)
    s = R.apply(s, Action("lay", ("d4", "up")))
    assert len(s.taken[0]) == 6 and not any(s.cells)  # a line of six goes whole


@pytest.mark.parametrize("players", [3, 4])
def test_27_three_four_players_common_stack(players):
    s = begin(27, players=players)
    assert s.owners == () and len(s.supply) == 1 and len(s.supply[0]) + 1 == 64
    seen = set()
    for _ in range(players):
        seen.add(s.mover)
        s = R.apply(s, acts(s)[0])
    assert seen == set(range(players))


def test_27_hand_variant_three_in_hand_refilled():
    s = begin(27, hand27=True)
    assert [len(h) for h in s.hands] == [3, 3] and [len(x) for x in s.supply] == [29, 29]
    a = acts(s)
    assert a and all(x.verb in ("play", "resign", "offer-draw") for x in a) and DRAW_A not in a
    s = R.apply(s, a[0])
    assert len(s.hands[0]) == 3 and len(s.supply[0]) == 28
    assert R.view_for(s, 1).hands[0] == s.hands[0]  # the hands are open


def test_27_end_most_credited_wins():
    s = field(begin(27), row_of_sixes())
    s = replace(s, supply=((tl("B", 0, 1),), ()), drawn=None, taken=((), (tl("A", 0, 0),) * 3))
    s = R.apply(s, DRAW_A) if s.drawn is None and DRAW_A in acts(s) else s
    s = R.apply(s, Action("lay", ("e1", "up")))
    assert s.phase == OVER and s.reason == "stacks"
    assert R.result(s).scores == (5, 3) and R.result(s).outcomes == (WIN, LOSS)


# --- game 28: capture for an extra turn ------------------------------------------------------------------
def test_28_start_without_doubles_and_with():
    s = begin(28)
    assert [len(x) + (1 if s.drawn and i == s.mover else 0) for i, x in enumerate(s.supply)] == [21, 21]
    assert not any(t.is_double for x in s.supply for t in x)
    d = begin(28, doubles28=True)
    assert sum(map(len, d.supply)) + (d.drawn is not None) + sum(map(len, d.aside)) == 64


def test_28_removed_goes_under_owner_stack_and_extra_turn():
    enemy = tl("A", 1, 3)
    s = field(begin(28), {"d4": pc(enemy, 3)})
    s = drawn(s, tl("B", 3, 5))
    n1 = len(s.supply[1])
    s2 = R.apply(s, Action("lay", ("d5", "down" if Piece(tl("B", 3, 5), False).lower == 3 else "up")))
    assert at(s2, "d4") is None and s2.supply[1][0] == enemy and len(s2.supply[1]) == n1 + 1
    assert s2.mover == 0 and s2.drawn is not None  # another turn: the next tile is up already
    s3 = R.apply(s, Action("lay", ("a8", "up")))
    assert s3.mover == 1  # no removal: the turn passes


def test_28_unlayable_goes_under_own_stack():
    cells = {ALONG.name(c): pc(tl("A", 1, 2), 1) for c in range(64) if ALONG.name(c) not in ("d5", "d4", "d6")}
    s = field(begin(28), {**cells, "d4": pc(tl("A", 1, 3), 3), "d6": pc(tl("A", 3, 4), 4)})
    s = replace(s, drawn=None, mover=0, supply=((tl("B", 0, 1), tl("B", 2, 5)), s.supply[1]))
    s = R.apply(s, DRAW_A) if DRAW_A in acts(s) else R._turn(s, 0, fresh=True)
    assert s.supply[0][0] == tl("B", 2, 5) and s.mover == 1


def test_28_first_empty_stack_wins():
    s = replace(begin(28), supply=((), begin(28).supply[1]))
    s = drawn(s, tl("B", 0, 1))
    s = R.apply(s, Action("lay", ("a1", "up")))
    assert s.phase == OVER and s.reason == "laid-out" and R.result(s).outcomes == (WIN, LOSS)


def test_28_double_turned_up_loses_the_turn():
    s = begin(28, doubles28=True)
    s = replace(s, drawn=None, mover=0, supply=(s.supply[0] + (tl("B", 3, 3, 0),), s.supply[1]))
    if acts(s) == []:
        s = R._turn(s, 0, fresh=True)
    else:
        s = R.apply(s, DRAW_A)
    assert tl("B", 3, 3, 0) in s.aside[0]
    assert s.mover == 1


def test_28_limit_fewer_in_stack_wins():
    s = begin(28, limit=10)
    s = replace(s, quiet=19, data=(0, 0), mover=0)
    s = drawn(s, s.supply[0][-1])
    s = replace(s, supply=(s.supply[0][:-1], s.supply[1][:-5]))
    assert not any(s.cells)
    s = R.apply(s, Action("lay", ("a1", "up")))  # no removal, no new low: the 20th quiet move
    assert s.phase == OVER and s.reason == "limit" and R.result(s).outcomes == (LOSS, WIN)


# --- game 29: a fixed order of cells ---------------------------------------------------------------------
def test_29_orders_match_the_figures():
    def num(kind, name):
        return ORDERS29[kind].index(ALONG.parse(name)) + 1

    assert [num("fig8", n) for n in ("a1", "h1", "h2", "g2", "a2", "a3", "a8", "h8")] == [1, 8, 9, 10, 16, 17, 64, 57]
    assert [num("fig9", n) for n in ("a2", "h2", "a8", "h8")] == [9, 16, 57, 64]
    assert [num("fig10", n) for n in ("a2", "a8", "b1", "h8", "h1")] == [2, 8, 9, 64, 57]
    for order in ORDERS29.values():
        assert sorted(order) == list(range(64))


def test_29_start_hidden_hands():
    s = begin(29)
    assert [len(x) for x in s.supply] in ([16, 16], [15, 16])
    assert s.owner_of(tl("A", 0, 1, 1)) == 0 and s.owner_of(tl("A", 0, 2, 0)) == 1
    assert R.is_private(s)
    s = replace(s, hands=((tl("A", 0, 1, 1),), (tl("A", 0, 2, 0),)))
    v = R.view_for(s, 0)
    assert v.hands[0] == s.hands[0] and v.hands[1][0].a == -1
    assert R.view_for(s, 1).hands[1] == s.hands[1] and R.view_for(s, 1).hands[0][0].a == -1


def test_29_next_cell_rank1_any_then_equal_with_the_tile_below():
    s = begin(29)
    assert cells_of(acts(s)) == {"a1"}
    lay = {f"{f}1": pc(t, t.b) for f, t in zip("abcdefgh", eq.group("A", 1)[:8])}
    s = field(s, lay)
    below = at(s, "h1")
    # cell 9 is h2: only a tile showing the digit of h1's top to it
    fits = [t for t in eq.group("A", 1)[8:] if below.upper in (t.a, t.b)]
    misfit = [t for t in eq.group("A", 1)[8:] if below.upper not in (t.a, t.b)][0]
    s2 = drawn(s, fits[0])
    assert cells_of(acts(s2)) == {"h2"}
    assert all(Piece(fits[0], a.args[1] == "up").lower == below.upper for a in acts(s2) if a.verb == "lay")
    s3 = replace(s, drawn=None, mover=0, supply=(s.supply[0] + (misfit,), s.supply[1]), hands=((), ()))
    s3 = R._turn(s3, 0, fresh=True)  # the turn-up is forced
    assert misfit in s3.hands[0] and s3.mover == 1
    assert str(misfit) not in s3.event.en and str(misfit) not in s3.event.ru  # the hand is hidden


@pytest.mark.parametrize("order,second,ninth", [("fig8", "b1", "h2"), ("fig9", "b1", "a2"), ("fig10", "a2", "b1")])
def test_29_orders_in_play(order, second, ninth):
    s = begin(29, order29=order)
    assert cells_of(acts(s)) == {"a1"}
    s = R.apply(s, [a for a in acts(s) if a.verb == "lay"][0])
    assert cells_of(acts(drawn(s, s.supply[1][-1], seat=1))) <= {second}
    wrong = next(ALONG.name(c) for c in range(64) if ALONG.name(c) != second and not s.cells[c])
    with pytest.raises(IllegalAction):
        R.apply(drawn(s, s.supply[1][-1], seat=1), Action("lay", (wrong, "up")))
    filled = field(s, {ALONG.name(c): Piece(Tile("A", 1, 0, 0), True) for c in ORDERS29[order][:8]})
    assert ALONG.name(R.spec(29).next_cell(filled)) == ninth


def test_29_take_back_to_the_hand_then_the_hole_is_next():
    s = begin(29)
    enemy = tl("A", 0, 2, 0)
    own_row = [t for t in eq.group("A", 1) if not t.is_double][:7]
    lay = {f"{f}1": pc(t, t.b) for f, t in zip("abcdefg", own_row)}
    lay["h1"] = pc(enemy, 2)
    s = field(s, lay)
    mine = tl("A", 2, 3, 1)
    s = drawn(s, mine)
    a = [x for x in acts(s) if x.verb == "lay"]
    s = R.apply(s, a[0])
    assert at(s, "h1") is None and enemy in s.hands[1] and at(s, "h2").tile == mine
    assert s.mover == 1 and cells_of(acts(replace(s, drawn=enemy))) == {"h1"}  # the hole is next


def test_29_own_contact_extra_move_and_play_from_hand():
    s = begin(29)
    own_row = [t for t in eq.group("A", 1) if not t.is_double][:8]
    lay = {f"{f}1": pc(t, t.b) for f, t in zip("abcdefgh", own_row)}
    s = field(s, lay)
    top = at(s, "h1").upper
    mine = [t for t in eq.group("A", 1) if t not in own_row and top in (t.a, t.b)][0]
    up = Piece(mine, True).upper if Piece(mine, True).lower == top else Piece(mine, False).upper
    nxt = [t for t in eq.group("A", 1) if t not in own_row and t != mine and at(s, "g1").upper in (t.a, t.b)][0]
    s = replace(s, drawn=None, mover=0, hands=((mine,), ()), supply=((nxt,), s.supply[1]))
    a = [x for x in acts(s) if x.verb == "play"]
    assert a and DRAW_A in acts(s)  # instead of turning up, a hand tile may be laid
    s = R.apply(s, a[0])
    assert at(s, "h2").tile == mine and at(s, "h2").upper == up and not s.hands[0]
    assert s.mover == 0 and s.drawn == nxt and cells_of(acts(s)) == {"g2"}  # own tile touched: again


def test_29_open_variant_taken_back_face_up_beside():
    s = begin(29, open29=True)
    enemy = tl("A", 0, 2, 0)
    own_row = [t for t in eq.group("A", 1) if not t.is_double][:7]
    lay = {f"{f}1": pc(t, t.b) for f, t in zip("abcdefg", own_row)}
    lay["h1"] = pc(enemy, 2)
    s = drawn(field(s, lay), tl("A", 2, 3, 1))
    s = R.apply(s, [x for x in acts(s) if x.verb == "lay"][0])
    assert enemy in s.aside[1] and enemy not in s.hands[1]
    assert R.view_for(s, 0).aside[1] == (enemy,)
    assert any(x.verb == "play" and x.args[0] == enemy.name for x in acts(replace(s, drawn=None)))


def test_29_end_fewer_in_hand_wins():
    s = begin(29)
    own_row = [t for t in eq.group("A", 1) if not t.is_double][:8]
    s = field(s, {f"{f}1": pc(t, t.b) for f, t in zip("abcdefgh", own_row)})
    top = at(s, "h1").upper
    last = [t for t in eq.group("A", 1) if t not in own_row and top in (t.a, t.b)][0]
    stuck = [t for t in eq.group("A", 0) if top not in (t.a, t.b)][:2]
    s = replace(s, supply=((), ()), hands=((last,), tuple(stuck)), mover=0, drawn=None)
    s = R.apply(s, [x for x in acts(s) if x.verb == "play"][0])
    assert s.phase == OVER, s.event
    r = R.result(s)
    assert r.scores == (0, 2) and r.outcomes == (WIN, LOSS)


# --- game 30: build up to rank 8 -------------------------------------------------------------------------
def test_30_first_tile_on_a1_then_contact_or_next_rank1():
    s = begin(30)
    assert [len(x) for x in s.supply] in ([31, 32],) and s.drawn is not None
    assert cells_of(acts(s)) == {"a1"}
    s = field(s, {"a1": pc(tl("B", 1, 3), 3)})
    s = drawn(s, tl("B", 3, 5))
    assert cells_of(acts(s)) == {"a2", "b1"}
    s = drawn(s, tl("B", 0, 5))
    assert cells_of(acts(s)) == {"b1"}  # no contact: the next rank-1 cell
    with pytest.raises(IllegalAction):
        R.apply(s, Action("lay", ("c1", "up")))  # not the next rank-1 cell


def test_30_rank1_full_then_only_contact_else_aside_and_must_lay_later():
    s = begin(30)
    row = [t for t in eq.full_set("B") if 6 in (t.a, t.b)][:8]
    s = field(s, {f"{f}1": pc(t, 6) for f, t in zip("abcdefgh", row)})
    s = replace(s, supply=(s.supply[0][:-2] + (tl("B", 1, 1, 1), tl("B", 0, 2)), s.supply[1]), drawn=None, mover=0)
    s = R._turn(s, 0, fresh=True)  # 0/2 turned up: nowhere to go
    assert tl("B", 0, 2) in s.aside[0] and s.mover == 1
    s = field(s, {**{f"{f}1": pc(t, 6) for f, t in zip("abcdefgh", row)}, "a2": pc(tl("A", 2, 6), 2)})
    s = replace(s, mover=0, drawn=None)
    a = acts(s)
    assert DRAW_A not in a and {x.verb for x in a} - {"resign", "offer-draw"} == {"play"}


def test_30_scoring_file_points_and_files_variant_and_bets():
    def scored(**opts):
        s = begin(30, **opts)
        by = [-1] * 64
        lay = {}
        for r in range(8):  # file c: seat 0 up to rank 8; file f: seat 1 at rank 8 only
            lay[f"c{r + 1}"] = Piece(tl("B", 0, 0, 0), True)
            by[ALONG.parse(f"c{r + 1}")] = 0
        lay["f8"] = Piece(tl("A", 0, 0, 0), True)
        by[ALONG.parse("f8")] = 1
        s = field(s, lay)
        s = replace(s, supply=((), ()), drawn=None, data=(s.data[0], tuple(by), ALONG.parse("c8")))
        return s

    s = scored()
    assert R.result(replace(s, phase=OVER, ended=("score",))).scores == (3, 6)
    s = scored(score30="files")
    assert R.result(replace(s, phase=OVER, ended=("score",))).scores == (8, 1)
    s = scored(bets30=True)
    s = replace(s, data=((ALONG.parse("c8"), ALONG.parse("f8")),) + s.data[1:])
    assert R.result(replace(s, phase=OVER, ended=("score",))).scores == (9, 6)  # 3 × file 3


def test_30_bets_before_the_first_tile():
    s = begin(30, bets30=True)
    a = acts(s)
    assert {x.verb for x in a} - {"resign", "offer-draw"} == {"bet"} and len([x for x in a if x.verb == "bet"]) == 8
    s = R.apply(s, Action("bet", ("c8",)))
    assert s.mover == 1 and s.drawn is None
    s = R.apply(s, Action("bet", ("e8",)))
    assert s.mover == 0 and s.drawn is not None and s.data[0] == (ALONG.parse("c8"), ALONG.parse("e8"))
    assert cells_of(acts(s)) == {"a1"}


def test_30_first_rank8_cell_recorded_and_end():
    s = begin(30)
    row = [t for t in eq.full_set("B") if 6 in (t.a, t.b)][:7]
    s = field(s, {**{f"{f}1": Piece(Tile("A", 0, 6, 6), True) for f in "abdefgh"},
                  **{f"c{r}": Piece(Tile("B", 0, 6, 6), True) for r in range(1, 8)}})
    s = replace(s, supply=((), ()), drawn=tl("B", 6, 6, 0), mover=0)
    s = replace(s, cells=tuple(s.cells), data=(s.data[0], s.data[1], -1))
    assert "c8" in cells_of(acts(s))
    s = R.apply(s, Action("lay", ("c8", "up")))
    assert s.phase == OVER and s.data[2] == ALONG.parse("c8")
    assert R.result(s).scores == (3, 0) and row


@pytest.mark.parametrize("players", [3, 4])
def test_30_three_four_players_common(players):
    s = begin(30, players=players)
    assert s.owners == () and len(s.supply) == 1
    s = R.apply(s, acts(s)[0])
    assert s.mover == 1 and s.data[1][0] == 0
    c = begin(30, common30=True)
    assert c.owners == () and len(c.supply[0]) == 63


# --- game 31: lay, relocate, flip -------------------------------------------------------------------------
def test_31_start_lay_or_relocate_and_flip():
    s = begin(31)
    assert [len(x) for x in s.supply] == [31, 32] and s.drawn is not None  # only a draw: done at once
    s = replace(s, drawn=None)
    own, enemy = tl("B", 3, 4), tl("A", 1, 3)
    s = field(s, {"a1": pc(own, 4), "d4": pc(enemy, 3)})
    a = acts(s)
    assert DRAW_A in a and any(x.verb == "move" and x.args[0] == "a1" for x in a)
    assert not any(x.verb == "move" and x.args[0] == "d4" for x in a)  # the enemy's
    mv = Action("move", ("a1", "d5", "up" if Piece(own, True).lower == 3 else "down"))
    s2 = R.apply(s, mv)
    assert not at(s2, "d4").face_up and s2.flips[0] == 1 and s2.mover == 1
    # a face-down tile never moves
    s3 = replace(s2, mover=1, drawn=None)
    assert not any(x.verb == "move" and x.args[0] == "d4" for x in acts(s3))


def test_31_unequal_refused_aside_and_pass_after_stacks():
    s = field(begin(31), {"d4": pc(tl("A", 1, 3), 3)})
    s = drawn(s, tl("B", 2, 5))
    assert not {"d5"} & cells_of(acts(s))
    s = replace(s, supply=((), ()), drawn=None, mover=0)
    s = field(s, {"a1": pc(tl("B", 2, 5), 5), "h8": pc(tl("A", 1, 2), 1)})
    assert PASS_A in acts(s)
    s = R.apply(s, PASS_A)
    s = R.apply(s, PASS_A)
    assert s.phase == OVER and s.reason == "declined"


def test_31_scoring_flipped_or_open():
    s = field(begin(31), {"a1": pc(tl("B", 2, 5), 5), "b1": pc(tl("B", 2, 6), 6),
                          "h8": pc(tl("A", 1, 2), 1, face_up=False)})
    s = replace(s, flips=(1, 0), phase=OVER, ended=("score",))
    assert R.result(s).scores == (1, 0)
    s = replace(s, opts=R.typed_options({"game": 31, "score31": "open"}))
    assert R.result(s).scores == (2, 0)


def test_31_moveflipped_relocates_own_face_down_tiles():
    s = field(begin(31, moveflipped31=True), {"a1": pc(tl("B", 2, 5), 5, face_up=False),
                                               "h8": pc(tl("A", 1, 2), 1, face_up=False)})
    s = replace(s, drawn=None, mover=0)
    a = [x for x in acts(s) if x.verb == "move"]
    assert {x.args[0] for x in a} == {"a1"} and len(a) == 62
    s2 = R.apply(s, Action("move", ("a1", "h7", a[0].args[2])))
    assert not at(s2, "h7").face_up and at(s2, "a1") is None and s2.flips == (0, 0)


def test_31_fast_relocations_equal_the_interpreter():
    from compendium.games.od_placement.games import Spec

    spec = R.spec(31)
    for seed in range(6):
        rng = random.Random(seed)
        s = begin(31, seed=seed, half31=bool(seed % 2))
        for _ in range(40 + 10 * seed):
            if R.is_over(s):
                break
            if s.drawn is None:
                slow = Spec.actions(spec, R, s, s.mover)
                slow = [a for a in slow if a.verb == "move"]
                assert sorted(spec.relocations(s, s.mover), key=str) == sorted(slow, key=str)
            s = R.apply(s, rng.choice([a for a in acts(s) if a.verb not in ("resign", "offer-draw")]))


def test_31_half_variant_ranks_1_to_4():
    s = begin(31, half31=True)
    assert [len(x) for x in s.supply] == [15, 16] and s.drawn is not None
    assert all(ALONG.parse(c) < 32 for c in cells_of(acts(s)))


def test_31_limit_ends_relocations():
    s = field(begin(31, limit=10), {"a1": pc(tl("B", 2, 5), 5), "h8": pc(tl("A", 1, 2), 1)})
    s = replace(s, supply=((), ()), drawn=None, mover=0, quiet=19)
    s = R.apply(s, Action("move", ("a1", "a3", "up")) if Action("move", ("a1", "a3", "up")) in acts(s)
                else [x for x in acts(s) if x.verb == "move"][0])
    assert s.phase == OVER and s.reason == "limit"


# --- random matches: invariants ---------------------------------------------------------------------------
VARIANTS = [
    (26, 2, {}), (26, 2, {"own26": "may"}), (26, 2, {"own26": "must"}), (26, 2, {"contact26": True}),
    (26, 2, {"contact26": True, "later26": True}),
    (27, 2, {}), (27, 2, {"common27": True}), (27, 2, {"hand27": True}), (27, 3, {}), (27, 4, {"hand27": True}),
    (28, 2, {}), (28, 2, {"doubles28": True}),
    (29, 2, {}), (29, 2, {"order29": "fig9", "set": "B"}), (29, 2, {"order29": "fig10"}), (29, 2, {"open29": True}),
    (30, 2, {}), (30, 2, {"score30": "files"}), (30, 2, {"bets30": True}), (30, 2, {"common30": True}),
    (30, 3, {"bets30": True}), (30, 4, {}),
    (31, 2, {}), (31, 2, {"half31": True, "limit": 20}), (31, 2, {"moveflipped31": True, "limit": 20}),
    (31, 2, {"score31": "open", "limit": 20}),
]


def everything(s) -> Counter:
    c = Counter(p.tile for stack in s.cells for p in stack)
    for group in (s.supply, s.hands, s.aside, s.taken, s.out):
        for x in group:
            c.update(x)
    if s.drawn is not None:
        c[s.drawn] += 1
    return c


def no_unequal(s) -> bool:
    geo = s.geo
    for c, stack in enumerate(s.cells):
        up = geo.above(c)
        if stack and up is not None and s.cells[up]:
            a, b = stack[-1], s.cells[up][-1]
            if a.face_up and b.face_up and a.upper != b.lower:
                return False
    return True


@pytest.mark.parametrize("game,players,opts", VARIANTS, ids=[f"{g}-{p}-{o}" for g, p, o in VARIANTS])
def test_random_matches_keep_the_invariants(game, players, opts):
    for seed in range(30):
        rng = random.Random(seed * 31 + game)
        s = R.new_match(players, {"game": game, **opts})
        s = R.apply(s, R.sample_chance(s, rng))
        while s.phase != PLAY and R.to_move(s) == CHANCE:
            s = R.apply(s, R.sample_chance(s, rng))
        tiles = everything(s)
        k = 0
        while not R.is_over(s):
            who = R.to_move(s)
            assert who != CHANCE
            legal = R.legal_actions(s, who)
            assert legal, (game, seed, s.event)
            if k % 2 == 0:  # any legal action applies (a random other one every second ply)
                R.apply(s, rng.choice(legal))
            choice = [a for a in legal if a.verb not in ("resign", "offer-draw")] or legal
            s = R.apply(s, rng.choice(choice))
            assert everything(s) == tiles, (game, seed, k)
            assert no_unequal(s), (game, seed, k)
            k += 1
            assert k < 3000, (game, "never ends")
            if k % 7 == 0 and not R.is_over(s):
                for seat in range(players):
                    v = R.view_for(s, seat)
                    assert all(t.a == -1 for x in v.supply for t in x)
                    assert all(p.tile.a == -1 for st in v.cells for p in st if not p.face_up)
                    assert everything(v).total() == tiles.total()
                    if game == 29:
                        # the other's hand is hidden but for the tiles everybody saw sent back into it
                        seen = Counter(R.spec(s).known(s)[1 - seat])
                        assert v.hands[seat] == s.hands[seat]
                        assert Counter(t.name for t in v.hands[1 - seat] if t.a != -1) == seen
                        assert seen <= Counter(t.name for t in s.hands[1 - seat])
                        assert v.aside == s.aside
        r = R.result(s)
        assert len(r.ranks) == players
        assert all(o in (WIN, LOSS, DRAW) for o in r.outcomes)
