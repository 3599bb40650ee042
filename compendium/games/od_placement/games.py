"""The games 10–32, one ``Spec`` each: what the shared interpreter (``rules.py``) asks a game.

A ``Spec`` describes a game by a few class attributes (which kinds of move a turn offers, what a
placement needs, what an equal contact does) and overrides a hook where the game is its own (its
start, an ending, its scoring). Every hook has the default most games share; a new game is one more
subclass here, registered in ``SPECS``, plus its catalog entry and its rules page.

Origins of a tile being put down: a cell (relocated from there), ``("open", cell)`` (the tile just
opened there: it may stay), ``"drawn"`` (turned up from a stack), ``"hand"``.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any, Iterable

from compendium.core.actions import Action
from compendium.core.rules import IllegalAction
from compendium.core.text import Text
from compendium.games.open_domino import equipment as eq
from compendium.games.open_domino.equipment import Piece, Tile
from compendium.games.open_domino.field import ALONG, OFF, Geometry
from compendium.games.od_placement.options import LIMITED
from compendium.games.od_placement.state import Pool, PState

Interpreter = Any
"""The rules object calling a hook (``rules.OdPlacementRules``, which imports this module)."""

QUARTER = Geometry(4, 4)

DRAW_TILE = Action("draw")
KEEP = Action("keep")
PASS = Action("pass")
CANNOT = Action("cannot")


@lru_cache(maxsize=1 << 16)
def action(verb: str, args: tuple) -> Action:
    """The action ``verb args`` (the same few thousand are made again and again: kept)."""
    return Action(verb, args)


def ranks_cells(geo: Geometry, seat: int, count: int) -> tuple[int, ...]:
    """The cells of a seat's ``count`` nearest ranks, nearest first, files left to right."""
    rows = range(count) if seat == 0 else range(geo.ranks - 1, geo.ranks - 1 - count, -1)
    return tuple(geo.cell(f, r) for r in rows for f in range(geo.files))


def half(geo: Geometry, seat: int) -> tuple[int, ...]:
    """A seat's own half of the field (seat 0: the lower ranks)."""
    return ranks_cells(geo, seat, geo.ranks // 2)


def in_half(geo: Geometry, cell: int, seat: int) -> bool:
    r = geo.fr(cell)[1]
    return r < geo.ranks // 2 if seat == 0 else r >= geo.ranks // 2


def dark_cells(geo: Geometry) -> tuple[int, ...]:
    return tuple(c for c in range(geo.size) if geo.is_dark(c))


def two_sets(players: int) -> tuple:
    """Owners when each of two players has a set: seat 0 set B, seat 1 set A."""
    return ((("B", 0), 0), (("B", 1), 0), (("A", 0), 1), (("A", 1), 1))


def two_groups(set_: str) -> tuple:
    """Owners when the two players have the two groups of one set (seat 0 the group printed lower)."""
    return (((set_, 1), 0), ((set_, 0), 1))


def full_for(seat: int) -> tuple[Tile, ...]:
    return eq.full_set("B" if seat == 0 else "A")


def name_tile(tile: Tile) -> str:
    return str(tile)


def lift(cells, cell: int) -> list:
    out = list(cells)
    out[cell] = out[cell][:-1]
    return out


def words(en: str, ru: str) -> Text:
    return Text(en, ru)


class Spec:
    """A game's description. The defaults: two players, relocation games' orientation free."""

    number = 0
    # the kinds of move a turn offers
    relocate = False  # relocate an own open tile on the field
    open_tiles = False  # open an own face-down tile, then leave it or relocate it
    lay = False  # turn up the top tile of one's stack and lay it
    hand_play = False  # lay a tile from one's hand
    may_keep = False  # keep the tile turned up (it goes to the hand)
    arrows_free = True  # the player chooses which way a tile points
    need_kind = "free"  # "free" | "equal" | "own" | "if-possible"
    interaction = "none"  # "none" | "remove" | "flip" | "remove-own" | "remove-all"
    unlayable = "aside"  # where a tile turned up that fits nowhere goes: "aside" | "hand" | "under"
    unopenable = "aside"  # where an opened tile that fits nowhere goes
    common_stack = False  # one stack for everybody (supply index 0)
    own_stacks = False  # one stack per seat

    # --- the start -------------------------------------------------------------------------------------
    def geometry(self, o) -> Geometry:
        return ALONG

    def owners(self, o, players: int) -> tuple:
        return two_sets(players)

    def supplies(self, o, players: int) -> int:
        if self.common_stack:
            return 1
        return players if self.own_stacks else 0

    def check_players(self, o, players: int) -> None:
        return None

    def setup(self, state: PState) -> PState:
        """The start before any shuffle (a printed position)."""
        return state

    def pools(self, state: PState) -> list:
        """What the deal shuffles (``rules.Pool``s); empty: nothing to shuffle."""
        return []

    def after_deal(self, state: PState) -> PState:
        return state

    def begin(self, state: PState) -> PState:
        return state

    def turn_starts(self, rules: Interpreter, state: PState, seat: int) -> PState:
        return state

    # --- which tiles, which cells ------------------------------------------------------------------
    def stack_of(self, state: PState, seat: int) -> int:
        """The index of the stack ``seat`` turns tiles up from."""
        return 0 if self.common_stack else seat

    def movable(self, state: PState, seat: int) -> Iterable[int]:
        """The cells whose tile ``seat`` may relocate: his own open tiles by default."""
        for c, stack in enumerate(state.cells):
            if stack and stack[-1].face_up and self.mine(state, seat, stack[-1].tile):
                yield c

    def openable(self, state: PState, seat: int) -> Iterable[int]:
        for c, stack in enumerate(state.cells):
            if stack and not stack[-1].face_up and self.mine(state, seat, stack[-1].tile):
                yield c

    def mine(self, state: PState, seat: int, tile: Tile) -> bool:
        owner = state.owner_of(tile)
        return owner is None or owner == seat

    def enemy(self, state: PState, seat: int, tile: Tile) -> bool:
        owner = state.owner_of(tile)
        return owner is not None and owner != seat

    def orientations(self, state: PState, seat: int, tile: Tile, origin) -> tuple[bool, ...]:
        if not self.arrows_free:
            owner = state.owner_of(tile)
            return (owner != 1,) if owner is not None else (True,)
        if tile.is_double:
            return (state.owner_of(tile) != 1,)
        return (True, False)

    def need(self, state: PState, seat: int, tile: Tile, origin) -> str:
        return self.need_kind

    def targets(self, state: PState, seat: int, tile: Tile, origin, cells) -> Iterable[int]:
        """The free cells a tile may go to before the contact test (all free cells; a relocation
        not back onto its own cell)."""
        return [c for c in range(state.geo.size) if not cells[c] and c != origin]

    def may_go_off(self, state: PState, seat: int, piece: Piece, cells) -> bool:
        return False

    # --- the turn ---------------------------------------------------------------------------------------
    def may_pass(self, state: PState, seat: int) -> bool:
        return False

    def hand_tiles(self, state: PState, seat: int) -> tuple:
        """The tiles ``seat`` may play from (his hand)."""
        return state.hands[seat]

    def actions(self, rules: Interpreter, state: PState, seat: int) -> list[Action]:
        geo = state.geo
        if state.drawn is not None:
            acts = rules.put_actions(state, seat, "lay", state.drawn, "drawn")
            if self.may_keep:
                acts.append(KEEP)
            return acts
        if state.opened is not None:
            c = state.opened
            return rules.put_actions(state, seat, "move", state.cells[c][-1].tile, ("open", c), prefix=(geo.name(c),),
                                     cells=lift(state.cells, c))
        acts: list[Action] = []
        if self.relocate:
            for c in self.movable(state, seat):
                acts += rules.put_actions(state, seat, "move", state.cells[c][-1].tile, c, prefix=(geo.name(c),))
        if self.open_tiles:
            acts += [Action("open", (geo.name(c),)) for c in self.openable(state, seat)]
        if self.hand_play:
            seen = set()
            for tile in self.hand_tiles(state, seat):
                if tile in seen:
                    continue
                seen.add(tile)
                acts += rules.put_actions(state, seat, "play", tile, "hand", prefix=(tile.name,))
        if self.lay and state.supply and state.supply[self.stack_of(state, seat)]:
            acts.append(DRAW_TILE)
        if self.may_pass(state, seat):
            acts.append(PASS)
        return acts

    def act(self, rules: Interpreter, state: PState, seat: int, action: Action) -> PState:
        geo = state.geo
        verb = action.verb
        if verb == "pass":
            return rules.declined(state, seat)
        if verb == "draw":
            return self.turn_up(rules, state, seat)
        if verb == "keep":
            hands = list(state.hands)
            hands[seat] = hands[seat] + (state.drawn,)
            st = replace(state, hands=tuple(hands), last=(),
                         event=words(f"keeps {state.drawn}", f"оставляет себе {state.drawn}"))
            return rules.end_turn(st, seat, progress=True)
        if verb == "open":
            c = rules.parse_cell(state, action.args[0])
            cells = list(state.cells)
            piece = cells[c][-1]
            cells[c] = cells[c][:-1] + (Piece(piece.tile, piece.up, True),)
            st = replace(state, cells=tuple(cells), opened=c, last=(c,),
                         event=words(f"opens {geo.name(c)}: {piece.tile}", f"открывает {geo.name(c)}: {piece.tile}"))
            if rules.placements(st, seat, piece.tile, ("open", c), cells=lift(st.cells, c)):
                return st
            return self.cannot_stay(rules, st, seat, c)
        if verb == "move":
            src = rules.parse_cell(state, action.args[0])
            dst = rules.parse_cell(state, action.args[1])
            up = action.args[2] == "up"
            piece = state.cells[src][-1]
            cells = lift(state.cells, src)
            st = replace(state, opened=None, last=(src, dst) if dst != src else (src,))
            opened = state.opened is not None
            st = rules.put(st, seat, piece.tile, dst, up, cells)
            where = "off" if dst == OFF else geo.name(dst)
            en = f"{geo.name(src)}–{where}" if dst != src else f"leaves {geo.name(src)}"
            ru = f"{geo.name(src)}–{where}" if dst != src else f"оставляет на {geo.name(src)}"
            st = self.with_event(st, en, ru)
            return self.after_put(rules, state, st, seat, dst, progress=opened)
        if verb == "lay":
            dst = rules.parse_cell(state, action.args[0])
            up = action.args[1] == "up"
            tile = state.drawn
            st = replace(state, drawn=None, last=(dst,))
            st = rules.put(st, seat, tile, dst, up, list(st.cells))
            st = self.with_event(st, f"lays {tile} on {geo.name(dst)}", f"кладёт {tile} на {geo.name(dst)}")
            return self.after_put(rules, state, st, seat, dst, progress=True)
        if verb == "play":
            tile = self.hand_tile(state, seat, str(action.args[0]))
            dst = rules.parse_cell(state, action.args[1])
            up = action.args[2] == "up"
            st = self.take_from_hand(state, seat, tile)
            st = replace(st, last=(dst,))
            st = rules.put(st, seat, tile, dst, up, list(st.cells))
            st = self.with_event(st, f"lays {tile} from the hand on {geo.name(dst)}",
                                 f"кладёт {tile} из руки на {geo.name(dst)}")
            return self.after_put(rules, state, st, seat, dst, progress=True)
        return self.other_act(rules, state, seat, action)

    def other_act(self, rules, state, seat, action) -> PState:
        raise IllegalAction(Text(f"“{action.notation}” is not a move in this game.",
                                 f"«{action.notation}» — не ход в этой игре."))

    @staticmethod
    def with_event(state: PState, en: str, ru: str) -> PState:
        """The move's words first, then what its interaction did (already in ``state.event``)."""
        ev = state.event
        if ev is not None and ev.en.startswith(":"):
            return replace(state, event=Text(en + ev.en, ru + ev.ru))
        return replace(state, event=Text(en, ru))

    def hand_tile(self, state: PState, seat: int, name: str) -> Tile:
        for tile in self.hand_tiles(state, seat):
            if tile.name == name:
                return tile
        raise IllegalAction(Text("That tile is not in the hand.", "Этого элемента нет в руке."))

    def take_from_hand(self, state: PState, seat: int, tile: Tile) -> PState:
        hands = list(state.hands)
        h = list(hands[seat])
        h.remove(tile)
        hands[seat] = tuple(h)
        return replace(state, hands=tuple(hands))

    def turn_up(self, rules: Interpreter, state: PState, seat: int) -> PState:
        """The top tile of the seat's stack is turned up; a tile that fits nowhere goes where the
        game says (``unlayable``) and the turn passes."""
        k = self.stack_of(state, seat)
        supply = list(state.supply)
        tile = supply[k][-1]
        supply[k] = supply[k][:-1]
        st = replace(state, supply=tuple(supply), drawn=tile,
                     event=words(f"turns up {tile}", f"открывает {tile}"))
        if rules.placements(st, seat, tile, "drawn") or self.may_keep:
            return st
        return self.cannot_lay(rules, st, seat, tile)

    def cannot_lay(self, rules: Interpreter, state: PState, seat: int, tile: Tile) -> PState:
        st = self.stow(state, seat, tile, self.unlayable)
        return rules.end_turn(replace(st, drawn=None, last=()), seat, progress=True)

    def cannot_stay(self, rules: Interpreter, state: PState, seat: int, cell: int) -> PState:
        """The tile opened on ``cell`` fits nowhere: it leaves the field (``unopenable``)."""
        tile = state.cells[cell][-1].tile
        cells = lift(state.cells, cell)
        st = self.stow(replace(state, cells=tuple(cells), opened=None), seat, tile, self.unopenable)
        return rules.end_turn(st, seat, progress=True)

    def stow(self, state: PState, seat: int, tile: Tile, where: str) -> PState:
        """A tile that could not be put down goes to the seat's aside, hand, or under his stack."""
        owner = state.owner_of(tile)
        holder = seat if owner is None else owner
        if where == "hand":
            hands = list(state.hands)
            hands[holder] = hands[holder] + (tile,)
            st = replace(state, hands=tuple(hands))
            en, ru = "it fits nowhere and goes to the hand", "положить некуда: он уходит в руку"
        elif where == "under":
            supply = list(state.supply)
            k = self.stack_of(state, holder)
            supply[k] = (tile,) + supply[k]
            st = replace(state, supply=tuple(supply))
            en, ru = "it fits nowhere and goes under the stack", "положить некуда: он уходит под стопку"
        else:
            aside = list(state.aside)
            aside[holder] = aside[holder] + (tile,)
            st = replace(state, aside=tuple(aside))
            en, ru = "it fits nowhere and is put aside", "положить некуда: он отложен"
        ev = state.event or Text("", "")
        return replace(st, event=Text(f"{ev.en}: {en}" if ev.en else en, f"{ev.ru}: {ru}" if ev.ru else ru))

    def after_put(self, rules: Interpreter, before: PState, state: PState, seat: int, dst: int,
                  progress: bool) -> PState:
        """A tile is down and has interacted: the turn ends (the game may give another)."""
        changed = progress or self.progress(before, state, seat)
        return rules.end_turn(state, seat, progress=changed, again=self.again(state, seat))

    def again(self, state: PState, seat: int) -> bool:
        """Whether the move just made earns another one."""
        return False

    def progress(self, before: PState, after: PState, seat: int) -> bool:
        """Whether a move changed something that counts (for the no-progress limit)."""
        return (sum(map(len, before.taken)) != sum(map(len, after.taken)) or before.flips != after.flips
                or sum(map(len, before.out)) != sum(map(len, after.out)))

    # --- what an equal contact does ---------------------------------------------------------------
    def interact(self, rules: Interpreter, state: PState, seat: int, dst: int, hits: list) -> PState:
        kind = self.interaction_of(state)
        if kind == "none" or not hits:
            return state
        cells = list(state.cells)
        taken = [list(t) for t in state.taken]
        flips = list(state.flips)
        aside = [list(a) for a in state.aside]
        en, ru = [], []
        for h in hits:
            piece = cells[h][-1]
            tile = piece.tile
            if kind in ("remove", "flip") and not (self.enemy(state, seat, tile) or state.owner_of(tile) is None
                                                   and self.anybody_removed(state)):
                continue
            if kind == "remove-own" and state.owner_of(tile) != seat:
                continue
            if kind == "flip":
                cells[h] = cells[h][:-1] + (Piece(tile, piece.up, False),)
                flips[seat] += 1
                en.append(f"turns {tile} on {state.geo.name(h)} face down")
                ru.append(f"переворачивает {tile} на {state.geo.name(h)}")
                continue
            stack = cells[h]
            gone = stack if self.whole_stack(state) else stack[-1:]
            cells[h] = () if self.whole_stack(state) else stack[:-1]
            if kind == "remove-own":
                aside[seat].extend(p.tile for p in gone)
            else:
                taken[seat].extend(p.tile for p in gone)
            en.append(f"removes {tile}" + (f" and its stack of {len(gone)}" if len(gone) > 1 else ""))
            ru.append(f"снимает {tile}" + (f" со стопкой из {len(gone)}" if len(gone) > 1 else ""))
        if kind == "remove-all" and en:
            tile = cells[dst][-1].tile
            cells[dst] = cells[dst][:-1]
            taken[seat].append(tile)
        if not en:
            return state
        return replace(state, cells=tuple(cells), taken=tuple(tuple(t) for t in taken), flips=tuple(flips),
                       aside=tuple(tuple(a) for a in aside),
                       event=Text(": " + ", ".join(en), ": " + ", ".join(ru)))

    def interaction_of(self, state: PState) -> str:
        return self.interaction

    def anybody_removed(self, state: PState) -> bool:
        """With nobody owning tiles, whether touched tiles are removed all the same."""
        return False

    def whole_stack(self, state: PState) -> bool:
        return False

    # --- the end ------------------------------------------------------------------------------------------
    def decided(self, rules: Interpreter, state: PState, seat: int):
        """An end brought about by the move just made: (kind, reason, Text), or None."""
        if self.lay and not self.hand_play and not self.relocate and not any(state.supply) and state.drawn is None:
            return ("score",), "stacks", Text("The stacks are used up: the game ends.", "Стопки кончились: игра окончена.")
        return None

    def after_pass(self, rules: Interpreter, state: PState, seat: int):
        """An end brought about by a player passing because he cannot move (a round completed),
        like ``decided``; None by default."""
        return None

    def limited(self, state: PState) -> bool:
        return state.opts.game in LIMITED

    def blocked_ends(self, state: PState) -> bool:
        return False

    def may_offer(self, state: PState) -> bool:
        return True

    def on_field(self, state: PState, seat: int, open_only: bool = True) -> list[Tile]:
        return [s[-1].tile for s in state.cells if s and (s[-1].face_up or not open_only)
                and state.owner_of(s[-1].tile) == seat]

    def criterion(self, rules: Interpreter, state: PState) -> tuple[list, bool]:
        return [len(t) for t in state.taken], True

    def extra(self, rules: Interpreter, state: PState, seat: int) -> dict:
        return {"removed": len(state.taken[seat]), "turned": state.flips[seat],
                "on_field": len(self.on_field(state, seat))}

    def hand_seen(self, state: PState, owner: int, viewer: int) -> tuple:
        """The names of the tiles of ``owner``'s hidden hand that ``viewer`` saw go into it (game 29:
        sent back from the field); none by default."""
        return ()

    def hand_open(self, state: PState, owner: int, viewer: int) -> bool:
        return True

    def inventory(self, state: PState) -> list:
        """Every tile the game holds wherever it is (the tests count them: none is lost or made)."""
        out = [p.tile for stack in state.cells for p in stack]
        for group in (state.supply, state.hands, state.aside, state.taken, state.out):
            for tiles in group:
                out.extend(tiles)
        out.extend(t for t in (state.drawn, state.selector) if t is not None)
        return out

    def private(self, state: PState) -> bool:
        return False


# --- game 10 -------------------------------------------------------------------------------------------
class Game10(Spec):
    """Relocation ladder to the far edge: relocate an own tile into an equal contact with another own
    tile; enemy tiles touched are removed; the first to put a tile beyond the far edge (after as many
    moves as the other) wins."""

    number = 10
    relocate = True
    need_kind = "own"
    interaction = "remove"

    arrows_free = False

    def orientations(self, state, seat, tile, origin):
        if state.opts.arrows == "free":
            return (True, False) if not tile.is_double else (state.owner_of(tile) != 1,)
        return super().orientations(state, seat, tile, origin)

    def owners(self, o, players):
        if o.start10 in ("fig7", "stacks"):
            return two_sets(players)
        return two_groups(o.set)

    def setup(self, state):
        o = state.opts
        if o.start10 == "figure":
            cells = list(state.cells)
            for cell, piece in eq.figure("1" + o.set).items():
                cells[cell] = (piece,)
            return replace(state, cells=tuple(cells))
        if o.start10 == "fig7":
            cells = list(state.cells)
            for cell, piece in eq.figure("7").items():
                cells[cell] = (piece,)
            return replace(state, cells=tuple(cells))
        return state

    def pools(self, state):
        o = state.opts
        if state.cells and any(state.cells):
            return []
        arrows = "random" if o.arrows == "free" else "owner"
        if o.start10 == "random":
            return [Pool(eq.group(o.set, 1), cells=ranks_cells(ALONG, 0, 2), arrows=arrows),
                    Pool(eq.group(o.set, 0), cells=ranks_cells(ALONG, 1, 2), arrows=arrows)]
        if o.start10 == "stacks":
            back0 = ranks_cells(ALONG, 0, 1) * 4
            back1 = ranks_cells(ALONG, 1, 1) * 4
            return [Pool(eq.full_set("B"), cells=back0, arrows=arrows), Pool(eq.full_set("A"), cells=back1, arrows=arrows)]
        return []

    def targets(self, state, seat, tile, origin, cells):
        out = [c for c in range(state.geo.size) if not cells[c] and c != origin]
        out.append(OFF)
        return out

    def may_go_off(self, state, seat, piece, cells):
        """Beyond the far edge: the tile's near digit meets the outer digit of an own tile on the
        far rank (seat 0's far rank is the top)."""
        geo = state.geo
        rank = geo.ranks - 1 if seat == 0 else 0
        near = piece.lower if seat == 0 else piece.upper
        for f in range(geo.files):
            stack = cells[geo.cell(f, rank)]
            if stack and stack[-1].face_up and state.owner_of(stack[-1].tile) == seat:
                outer = stack[-1].upper if seat == 0 else stack[-1].lower
                if outer == near:
                    return True
        return False

    def whole_stack(self, state):
        return state.opts.start10 == "stacks"

    def decided(self, rules, state, seat):
        # checked when a round is complete: both have moved equally often
        if state.moved[0] != state.moved[1]:
            return None
        a, b = len(state.out[0]), len(state.out[1])
        if a != b:
            winner = 0 if a > b else 1
            return ("win", winner), "edge", Text("A tile is beyond the far edge: the game is won.",
                                                  "Элемент за дальним краем: партия выиграна.")
        return None

    def after_pass(self, rules, state, seat):
        return self.decided(rules, state, seat)  # a pass completes a round too

    def criterion(self, rules, state):
        return [len(state.out[s]) * 100 + len(self.on_field(state, s)) for s in range(state.players)], True

    def extra(self, rules, state, seat):
        return {"beyond": len(state.out[seat]), "removed": len(state.taken[seat]),
                "on_field": len(self.on_field(state, seat))}


# --- game 16 -------------------------------------------------------------------------------------------
class Game16(Spec):
    """Open your tiles one by one: open an own face-down tile, leave it or relocate it; enemy tiles it
    touches with equal digits are removed; a tile that fits nowhere leaves the field."""

    number = 16
    open_tiles = True
    interaction = "remove"

    def check_players(self, o, players):
        return None

    def owners(self, o, players):
        return two_sets(players) if players == 2 else ()

    def pools(self, state):
        tiles = list(eq.full_set("A") + eq.full_set("B"))
        extra = len(tiles) % state.players
        if extra:  # everybody makes the same number of moves: a few 0/0 stay out
            zeros = [t for t in tiles if t.a == 0 and t.b == 0][:extra]
            for z in zeros:
                tiles.remove(z)
        cells = tuple(range(64))[:len(tiles)]
        return [Pool(tuple(tiles), cells=cells, face_up=False, arrows="random")]

    def interaction_of(self, state):
        return "remove" if state.players == 2 else "none"

    def actions(self, rules, state, seat):
        acts = super().actions(rules, state, seat)
        if state.opts.relay16 and state.drawn is None and state.opened is None and state.players == 2:
            # lay back one of one's removed tiles (they are in the opponent's ``taken``, or aside)
            for tile in self.removed_of(state, seat):
                acts += rules.put_actions(state, seat, "play", tile, "hand", prefix=(tile.name,))
        return acts

    def removed_of(self, state, seat) -> tuple:
        other = 1 - seat
        seen = []
        for t in state.taken[other] + state.aside[seat]:
            if state.owner_of(t) == seat and t not in seen:
                seen.append(t)
        return tuple(seen)

    def hand_tiles(self, state, seat):
        return self.removed_of(state, seat)

    def take_from_hand(self, state, seat, tile):
        other = 1 - seat
        taken = list(state.taken)
        aside = list(state.aside)
        if tile in taken[other]:
            t = list(taken[other])
            t.remove(tile)
            taken[other] = tuple(t)
        else:
            a = list(aside[seat])
            a.remove(tile)
            aside[seat] = tuple(a)
        return replace(state, taken=tuple(taken), aside=tuple(aside))

    def limited(self, state):
        return state.opts.relay16  # laying back and removing again could go on for ever

    def after_put(self, rules, before, state, seat, dst, progress):
        # only opening a tile counts as progress: tiles laid back and removed again could cycle
        return rules.end_turn(state, seat, progress=before.opened is not None)

    def openable(self, state, seat):
        for c, stack in enumerate(state.cells):
            if stack and not stack[-1].face_up and (state.players > 2 or state.owner_of(stack[-1].tile) == seat):
                yield c

    def decided(self, rules, state, seat):
        if not any(s and not s[-1].face_up for s in state.cells):
            if state.opts.relay16 and state.players == 2 and any(
                    rules.placements(state, s, t, "hand") for s in (0, 1) for t in self.removed_of(state, s)):
                return None
            return ("score",), "all-open", Text("Every tile is open: the game ends.", "Все элементы открыты: игра окончена.")
        return None

    def criterion(self, rules, state):
        if state.players > 2:
            return [len(state.aside[s]) for s in range(state.players)], False
        return [len(self.on_field(state, s)) for s in range(2)], True

    def extra(self, rules, state, seat):
        return {"on_field": len(self.on_field(state, seat)), "removed": len(state.taken[seat]),
                "failed": len(state.aside[seat])}


# --- game 23 -------------------------------------------------------------------------------------------
class Game23(Spec):
    """Lay and flip: turn up a tile and lay it on any free cell (never against a different digit);
    enemy tiles it touches with equal digits are turned face down."""

    number = 23
    lay = True
    own_stacks = True
    interaction = "flip"

    def pools(self, state):
        return [Pool(full_for(0), stack=0, face_up=False), Pool(full_for(1), stack=1, face_up=False)]

    def continuing(self, state) -> bool:
        return state.opts.then16 and not any(state.supply) and state.drawn is None

    def actions(self, rules, state, seat):
        if self.continuing(state) and state.opened is None:
            geo = state.geo
            return [Action("open", (geo.name(c),)) for c, s in enumerate(state.cells)
                    if s and not s[-1].face_up and state.owner_of(s[-1].tile) == seat]
        return super().actions(rules, state, seat)

    def interaction_of(self, state):
        return "remove" if self.continuing(state) else "flip"

    def decided(self, rules, state, seat):
        if any(state.supply) or state.drawn is not None:
            return None
        if state.opts.then16 and any(s and not s[-1].face_up for s in state.cells):
            return None
        return ("score",), "stacks", Text("The stacks are used up: the game ends.", "Стопки кончились: игра окончена.")

    def criterion(self, rules, state):
        if state.opts.score23 == "flipped":
            return list(state.flips), True
        return [len(self.on_field(state, s)) for s in range(2)], True


# --- game 32 -------------------------------------------------------------------------------------------
class Game32(Spec):
    """Lay everything: set A lies on the dark cells, set B is one common stack; a tile turned up must
    be laid touching with equal digits; only when it cannot may field tiles be relocated (each into an
    equal contact) to make room. Whoever cannot lay his tile loses; all laid is a draw (alone: solved)."""

    number = 32
    lay = True
    common_stack = True
    need_kind = "equal"
    MAX_RELOCATIONS = 20

    def owners(self, o, players):
        return ()

    def pools(self, state):
        return [Pool(eq.full_set("A"), cells=dark_cells(ALONG), arrows="random"),
                Pool(eq.full_set("B"), stack=0, face_up=False)]

    def turn_up(self, rules, state, seat):
        k = self.stack_of(state, seat)
        supply = list(state.supply)
        tile = supply[k][-1]
        supply[k] = supply[k][:-1]
        st = replace(state, supply=tuple(supply), drawn=tile, relocations=0,
                     event=words(f"turns up {tile}", f"открывает {tile}"))
        if self.actions(rules, st, seat) == [CANNOT]:  # neither a place nor a relocation: lost at once
            return self.gives_up(rules, st, seat)
        return st

    def actions(self, rules, state, seat):
        if state.drawn is None:
            return [DRAW_TILE] if state.supply[0] else []
        acts = rules.put_actions(state, seat, "lay", state.drawn, "drawn")
        if acts:
            return acts
        geo = state.geo
        if state.relocations < self.MAX_RELOCATIONS:
            for c, stack in enumerate(state.cells):
                if stack:
                    acts += rules.put_actions(state, seat, "move", stack[-1].tile, c, prefix=(geo.name(c),))
        acts.append(CANNOT)
        return acts

    def act(self, rules, state, seat, action):
        if action.verb == "move":
            src = rules.parse_cell(state, action.args[0])
            dst = rules.parse_cell(state, action.args[1])
            piece = state.cells[src][-1]
            cells = lift(state.cells, src)
            cells[dst] = (Piece(piece.tile, action.args[2] == "up"),)
            geo = state.geo
            return replace(state, cells=tuple(cells), relocations=state.relocations + 1, last=(src, dst),
                           event=words(f"{geo.name(src)}–{geo.name(dst)} to make room for {state.drawn}",
                                       f"{geo.name(src)}–{geo.name(dst)}, чтобы освободить место для {state.drawn}"))
        if action.verb == "cannot":
            return self.gives_up(rules, state, seat)
        return super().act(rules, state, seat, action)

    def gives_up(self, rules, state, seat):
        text = Text(f"Cannot lay {state.drawn}: this player loses.", f"Не может выложить {state.drawn}: проигрыш.")
        if state.players == 1:
            return rules._finish(state, ("score",), "stuck", text)
        return rules._finish(state, ("lose", seat), "stuck", text)

    def decided(self, rules, state, seat):
        if not state.supply[0]:
            if state.players == 1:
                return ("score",), "solved", Text("Every tile is laid: solved!", "Все элементы выложены: пасьянс сошёлся!")
            return ("draw",), "all-laid", Text("Every tile is laid: a draw.", "Все элементы выложены: ничья.")
        return None

    def criterion(self, rules, state):
        laid = 32 - len(state.supply[0]) - (1 if state.drawn is not None else 0)
        return [laid for _ in range(state.players)], True

    def extra(self, rules, state, seat):
        return {"laid": 32 - len(state.supply[0]) - (1 if state.drawn is not None else 0)}


SPECS: dict[int, Spec] = {s.number: s for s in (Game10(), Game16(), Game23(), Game32())}
"""The games of this module by number (``rules.ALL_SPECS`` gathers every module's)."""
