"""The specs of games 18, 19, 21, 22, 24 and 25 (opening, choosing, laying): see ``games.py`` for the hooks.

- 18: open a face-down tile and leave or relocate it, or lay a tile from the hand; fewest in hand wins.
- 19: open an own tile, leave or relocate it (into an equal contact where one is possible); the
  longest line of own tiles wins.
- 21: a second set chooses which field tile is relocated; it and the tiles it touches are removed.
- 22: lay from one's stack, from the back rank forward; enemy tiles touched are removed.
- 24: one common stack; a tile that fits nowhere stays in the hand; fewest in hand wins.
- 25: the small game on one quarter (4 × 4) with two 0–2 sets.

Choices made here (beyond OD2_SPEC's C18.1, C18.2, C19.2, C25.1, C25.2):
- 18: laying from the hand, when any hand tile fits, is compulsory and comes instead of opening (any
  fitting hand tile may be chosen); with ``out18`` the game ends when one player is left in, and those
  who went out rank first, in the order they left.
- 19: "must touch" counts staying where it was opened as one more placement (an equal contact anywhere,
  staying included, makes contact compulsory); a line is own open tiles on consecutive adjacent cells.
- 21: the used choosing tiles are kept in ``PState.data`` (visible); ``reshuffle21`` shuffles them again
  when anything was removed since the last shuffle, else the game ends (it does not apply with
  ``hands21``); with ``hands21`` a chosen tile that cannot move is spent and the turn passes, and the
  remainder of an unequal deal lies unused; with ``move21`` the tile slides keeping its arrow, unequal
  contacts do nothing, and ``pass`` is offered only when no reachable cell gives an equal contact (the
  book: "if it cannot be matched … he may decline").
- 22: the back-rank cells stay free to use all game; the score counts own tiles still in the other half.
- 24: with three players the odd tile lies face up on a cell drawn by the shuffle itself; ``hand24``:
  a turn turns up a tile (then lay or keep) or lays a hand tile; the game ends when the stack is used up;
  ``clear24`` removes every touched tile at once (C-G6).
- 25: ``show25`` ``order`` is the stack laid open: the next place is taken up and laid, or goes to the
  hand when it fits nowhere; the game ends when nobody can lay any more.
"""

from __future__ import annotations

from dataclasses import replace

from compendium.core.actions import Action
from compendium.core.text import Text
from compendium.games.open_domino import equipment as eq
from compendium.games.open_domino.equipment import Piece
from compendium.games.open_domino.field import ACROSS, ALONG, BISHOP, Geometry
from compendium.games.od_placement.state import Pool
from compendium.games.od_placement.games import (
    DRAW_TILE, KEEP, PASS, QUARTER, Spec, dark_cells, full_for, in_half, lift, ranks_cells, words,
)


def orient(up: bool) -> str:
    return "up" if up else "down"


def _pool(*args, **kwargs):
    return Pool(*args, **kwargs)


def _hand_plays(rules, state, seat, tiles) -> list:
    """``play`` actions for each distinct tile of ``tiles``."""
    acts: list = []
    seen = set()
    for tile in tiles:
        if tile in seen:
            continue
        seen.add(tile)
        acts += rules.put_actions(state, seat, "play", tile, "hand", prefix=(tile.name,))
    return acts


def _face_down_left(state) -> bool:
    return any(s and not s[-1].face_up for s in state.cells)


def _set_seq(seq: tuple, k: int, value) -> tuple:
    out = list(seq)
    out[k] = value
    return tuple(out)


# --- game 18 -------------------------------------------------------------------------------------------
class Game18(Spec):
    """Open, place or take into the hand: two full sets lie at random over the whole field, face down on
    the dark cells, face up on the light ones; nobody owns a tile. Each player first takes one open tile
    into his hand. A turn lays a hand tile when one can be laid (compulsory), else opens a face-down tile
    and leaves or relocates it; a tile that fits nowhere joins the hand. When no face-down tile is left,
    the fewest tiles in hand (``pips18``: the smallest pip total) wins."""

    number = 18
    open_tiles = True
    hand_play = True
    unopenable = "hand"

    def owners(self, o, players):
        return ()

    def pools(self, state):
        if any(state.cells):
            return []
        tiles = eq.full_set("A") + eq.full_set("B")
        # dealt face up over all 64 cells; ``after_deal`` turns the tiles on the dark cells face down
        return [_pool(tiles, cells=tuple(range(ALONG.size)), arrows="random")]

    def after_deal(self, state):
        geo = state.geo
        cells = tuple((Piece(s[-1].tile, s[-1].up, not geo.is_dark(c)),) if s else s
                      for c, s in enumerate(state.cells))
        return replace(state, cells=cells)

    @staticmethod
    def taking(state, seat) -> bool:
        """A seat's first turn is the take (C18.1: an open tile, so every hand is public)."""
        return state.moved[seat] == 0

    def actions(self, rules, state, seat):
        geo = state.geo
        if state.opened is not None:
            return super().actions(rules, state, seat)
        if self.taking(state, seat):
            return [Action("take", (geo.name(c),)) for c, s in enumerate(state.cells) if s and s[-1].face_up]
        plays = _hand_plays(rules, state, seat, state.hands[seat])
        if plays:  # laying from the hand, when possible, comes instead of opening
            return plays
        return [Action("open", (geo.name(c),)) for c in self.openable(state, seat)]

    def other_act(self, rules, state, seat, action):
        if action.verb == "take":
            c = rules.parse_cell(state, action.args[0])
            tile = state.cells[c][-1].tile
            st = replace(state, cells=tuple(lift(state.cells, c)),
                         hands=_set_seq(state.hands, seat, state.hands[seat] + (tile,)), last=(c,),
                         event=words(f"takes {tile} from {state.geo.name(c)} into the hand",
                                     f"берёт {tile} с {state.geo.name(c)} в руку"))
            return rules.end_turn(st, seat, progress=True)
        return super().other_act(rules, state, seat, action)

    def after_put(self, rules, before, state, seat, dst, progress):
        if state.opts.out18 and before.hands[seat] and not state.hands[seat] and before.opened is None:
            # ``out18``: whoever lays out his whole hand wins and leaves; the others play on
            st = replace(state, left=state.left + ((seat, "won"),))
            st = self.with_event(st, st.event.en + ": the hand is empty, this player goes out and wins",
                                 st.event.ru + ": рука пуста, игрок выходит и выигрывает")
            if len(rules.in_game(st)) < 2 or not _face_down_left(st):
                moved = _set_seq(st.moved, seat, st.moved[seat] + 1)
                return rules._finish(replace(st, moved=moved, plies=st.plies + 1), ("score",), "out",
                                     Text("The game ends.", "Игра окончена."), keep_event=True)
            return rules.end_turn(st, seat, progress=True)
        return super().after_put(rules, before, state, seat, dst, progress)

    def decided(self, rules, state, seat):
        if not _face_down_left(state):
            return ("score",), "all-open", Text("Every tile on the field is open: the game ends.",
                                                "Все элементы на поле открыты: игра окончена.")
        return None

    def criterion(self, rules, state):
        if state.opts.pips18:
            return [eq.pips(h) for h in state.hands], False
        return [len(h) for h in state.hands], False

    def extra(self, rules, state, seat):
        return {"in_hand": len(state.hands[seat]), "pips": eq.pips(state.hands[seat])}


# --- game 19 -------------------------------------------------------------------------------------------
class Game19(Spec):
    """Longest line: two 0–4 sets lie face down on each player's two nearest ranks (``dark19``: on the
    dark cells of his half). A turn opens an own tile and leaves or relocates it, into an equal contact
    whenever one is possible (``any19``: never compulsory); a tile that fits nowhere is removed. When
    every tile is open, the longest line of own tiles wins."""

    number = 19
    open_tiles = True
    need_kind = "if-possible"
    unopenable = "aside"  # C19.2: an opened tile that fits nowhere leaves the field (as in game 16)

    def pools(self, state):
        o = state.opts
        if o.dark19:
            cells = [tuple(c for c in ranks_cells(ALONG, s, 4) if ALONG.is_dark(c)) for s in (0, 1)]
        else:
            cells = [ranks_cells(ALONG, s, 2) for s in (0, 1)]
        return [_pool(eq.reduced_set("B", 4), cells=cells[0], face_up=False, arrows="random"),
                _pool(eq.reduced_set("A", 4), cells=cells[1], face_up=False, arrows="random")]

    def need(self, state, seat, tile, origin):
        return "free" if state.opts.any19 else "if-possible"

    def decided(self, rules, state, seat):
        if not _face_down_left(state):
            return ("score",), "all-open", Text("Every tile is open: the game ends.", "Все элементы открыты: игра окончена.")
        return None

    def directions(self, state) -> tuple:
        """Vertical and diagonal lines; with ``dark19`` horizontal ones too (the start gives no rows)."""
        dirs = ((0, 1),) + tuple(d for d in BISHOP if d[1] == 1)
        return dirs + ((1, 0),) if state.opts.dark19 else dirs

    def longest(self, state, seat) -> int:
        geo = state.geo

        def own(f, r):
            c = geo.cell(f, r)
            if c is None or not state.cells[c]:
                return False
            p = state.cells[c][-1]
            return p.face_up and state.owner_of(p.tile) == seat

        best = 0
        for c in range(geo.size):
            f, r = geo.fr(c)
            if not own(f, r):
                continue
            for df, dr in self.directions(state):
                if own(f - df, r - dr):
                    continue  # not the start of its line
                n = 1
                while own(f + df * n, r + dr * n):
                    n += 1
                best = max(best, n)
        return best

    def criterion(self, rules, state):
        return [self.longest(state, s) for s in range(state.players)], True

    def extra(self, rules, state, seat):
        mine, other = self.longest(state, seat), self.longest(state, 1 - seat)
        return {"line": mine, "margin": mine - other, "removed": len(state.aside[seat])}


# --- game 21 -------------------------------------------------------------------------------------------
class Game21(Spec):
    """The second set chooses the tile: one set lies face up on the 32 dark cells, the other is a
    common face-down stack. Each turn its top tile is turned up (``PState.selector``) and the player
    relocates an identical field tile into an equal contact; that tile and every tile it touches with
    equal digits are removed and credited to him. Most removed wins.

    ``PState.data`` = (the selector tiles used, tiles removed in all when the stack was last shuffled).
    """

    number = 21
    need_kind = "equal"
    interaction = "remove-all"
    common_stack = True  # the choosing stack (supply index 0)

    def inventory(self, state):
        return super().inventory(state) + list(state.data[0] if state.data else ())

    def owners(self, o, players):
        return ()

    @staticmethod
    def sets(o) -> tuple[str, str]:
        """(the set on the field, the choosing set)."""
        return ("B", "A") if o.swap21 else ("A", "B")

    @staticmethod
    def used(state) -> tuple:
        return state.data[0] if state.data else ()

    @staticmethod
    def removed(state) -> int:
        return sum(len(t) for t in state.taken)

    def pools(self, state):
        if not state.data:  # the start
            field, chooser = self.sets(state.opts)
            return [_pool(eq.full_set(field), cells=dark_cells(ALONG), arrows="random"),
                    _pool(eq.full_set(chooser), stack=0, face_up=False)]
        return [_pool(self.used(state), stack=0, face_up=False)]  # ``reshuffle21``: the used ones again

    def after_deal(self, state):
        if state.data:  # a reshuffle: the used tiles are the stack again
            return replace(state, data=((), self.removed(state)),
                           event=Text("The choosing tiles are shuffled again.", "Выбирающие элементы перемешаны снова."))
        if not state.opts.hands21:
            return replace(state, data=((), 0))
        # ``hands21``: the choosing set is dealt equally into the hands (public); the rest is unused
        tiles = state.supply[0]
        n = state.players
        each = len(tiles) // n
        hands = tuple(tiles[k * each:(k + 1) * each] for k in range(n))
        return replace(state, hands=hands, supply=((),), data=(tuple(tiles[n * each:]), 0))

    def use(self, state):
        """The selector tile is put aside for good (or until a reshuffle)."""
        if state.selector is None:
            return state
        return replace(state, selector=None, data=(self.used(state) + (state.selector,), state.data[1]))

    def copies(self, state) -> list[int]:
        sel = state.selector
        return [c for c, s in enumerate(state.cells)
                if s and s[-1].face_up and (s[-1].tile.a, s[-1].tile.b) == (sel.a, sel.b)]

    # --- V3: the chosen tile moves like a queen; any contact is allowed ------------------------------------
    @staticmethod
    def equal_hits(state, cells, cell, piece) -> list[int]:
        """The face-up tiles above and below ``cell`` the piece touches with equal digits (unequal
        contacts are allowed in the movement version and do nothing)."""
        geo = state.geo
        hits = []
        up, down = geo.above(cell), geo.below(cell)
        if up is not None and cells[up] and cells[up][-1].face_up and cells[up][-1].lower == piece.upper:
            hits.append(up)
        if down is not None and cells[down] and cells[down][-1].face_up and cells[down][-1].upper == piece.lower:
            hits.append(down)
        return hits

    def queen_moves(self, state, c) -> list[int]:
        out = []
        for ray in state.geo.rays(c):
            for cell in ray:
                if state.cells[cell]:
                    break
                out.append(cell)
        return out

    def actions(self, rules, state, seat):
        geo = state.geo
        o = state.opts
        if state.selector is None:
            if o.hands21:
                seen: list = []
                for t in state.hands[seat]:
                    if t not in seen:
                        seen.append(t)
                return [Action("select", (t.name,)) for t in seen]
            return []
        acts: list = []
        reaches = False
        for c in self.copies(state):
            piece = state.cells[c][-1]
            if o.move21:
                cells = lift(state.cells, c)
                for dst in self.queen_moves(state, c):
                    acts.append(Action("move", (geo.name(c), geo.name(dst), orient(piece.up))))
                    reaches = reaches or bool(self.equal_hits(state, cells, dst, piece))
            else:
                acts += rules.put_actions(state, seat, "move", piece.tile, c, prefix=(geo.name(c),))
        if o.move21 and acts and not reaches:
            acts.append(PASS)  # the book: he may decline a move that can reach no equal contact
        return acts

    def turn_starts(self, rules, state, seat):
        st = self.use(state)  # a tile left turned up by a player who resigned
        if state.opts.hands21:
            return st
        notes_en: list[str] = []
        notes_ru: list[str] = []
        while True:
            if not st.supply[0]:
                if state.opts.reshuffle21 and self.removed(st) > st.data[1]:
                    return replace(st, phase="deal", event=self._noted(st, notes_en, notes_ru,
                                   "the stack is used up and shuffled again", "стопка кончилась и перемешивается снова"))
                st = replace(st, event=self._noted(st, notes_en, notes_ru, "", ""))
                return rules._finish(st, ("score",), "stack",
                                     Text("The choosing stack is used up: the game ends.",
                                          "Выбирающая стопка кончилась: игра окончена."), keep_event=True)
            tile = st.supply[0][-1]
            st = replace(st, supply=(st.supply[0][:-1],) + st.supply[1:], selector=tile,
                         event=words(f"turns up {tile}", f"открывает {tile}"))
            if self.actions(rules, st, st.mover):
                if notes_en:
                    st = replace(st, event=self._noted(st, notes_en, notes_ru, st.event.en, st.event.ru))
                return st
            # no identical tile, or nowhere to put it: the turn passes
            notes_en.append(f"{tile} turned up: nothing to move, the turn passes")
            notes_ru.append(f"открыт {tile}: ходить нечем, ход переходит")
            st = replace(self.use(st), mover=rules._next_seat(st, st.mover))

    @staticmethod
    def _noted(state, en: list, ru: list, more_en: str, more_ru: str) -> Text:
        e = "; ".join(en[-2:] + ([more_en] if more_en else []))
        r = "; ".join(ru[-2:] + ([more_ru] if more_ru else []))
        return Text(e, r)

    def act(self, rules, state, seat, action):
        o = state.opts
        if action.verb == "pass":
            st = replace(self.use(state), last=(), event=words(f"declines to move {state.selector}",
                                                               f"отказывается ходить {state.selector}"))
            return rules.end_turn(st, seat, progress=False)
        if action.verb == "move" and o.move21:
            geo = state.geo
            src = rules.parse_cell(state, action.args[0])
            dst = rules.parse_cell(state, action.args[1])
            piece = state.cells[src][-1]
            cells = lift(state.cells, src)
            hits = self.equal_hits(state, cells, dst, piece)
            cells[dst] = (piece,)
            taken = list(state.taken)
            en = f"{geo.name(src)}–{geo.name(dst)}"
            ru = en
            if hits:
                gone = [cells[h][-1].tile for h in hits] + [piece.tile]
                for h in hits + [dst]:
                    cells[h] = ()
                taken[seat] = taken[seat] + tuple(gone)
                en += ": removes " + ", ".join(str(t) for t in gone)
                ru += ": снимает " + ", ".join(str(t) for t in gone)
            st = replace(self.use(state), cells=tuple(cells), taken=tuple(taken), last=(src, dst), event=Text(en, ru))
            return rules.end_turn(st, seat, progress=bool(hits))
        return super().act(rules, state, seat, action)

    def other_act(self, rules, state, seat, action):
        if action.verb == "select":
            tile = self.hand_tile(state, seat, str(action.args[0]))
            st = replace(self.take_from_hand(state, seat, tile), selector=tile,
                         event=words(f"chooses {tile}", f"выбирает {tile}"))
            if self.actions(rules, st, seat):
                return st
            st = replace(self.use(st), last=(), event=words(f"chooses {tile}: nothing to move, the turn passes",
                                                            f"выбирает {tile}: ходить нечем, ход переходит"))
            return rules.end_turn(st, seat, progress=False)
        return super().other_act(rules, state, seat, action)

    def after_put(self, rules, before, state, seat, dst, progress):
        return rules.end_turn(self.use(state), seat, progress=True)

    def decided(self, rules, state, seat):
        if state.opts.hands21 and not any(state.hands) and state.selector is None:
            return ("score",), "hands", Text("The choosing tiles are used up: the game ends.",
                                             "Выбирающие элементы кончились: игра окончена.")
        return None

    def extra(self, rules, state, seat):
        return {"removed": len(state.taken[seat])}


# --- game 22 -------------------------------------------------------------------------------------------
class Game22(Spec):
    """Columns into the enemy half: each player turns up the tiles of his own stack and lays them, on
    his back rank anywhere, elsewhere only in equal contact with an own tile (never against a different
    digit); enemy tiles touched with equal digits are removed. When the stacks are used up, more own
    tiles in the other half wins. ``across22``: the field across (16 × 4)."""

    number = 22
    lay = True
    own_stacks = True
    need_kind = "own"
    interaction = "remove"

    def geometry(self, o) -> Geometry:
        return ACROSS if o.across22 else ALONG

    def pools(self, state):
        return [_pool(full_for(0), stack=0, face_up=False), _pool(full_for(1), stack=1, face_up=False)]

    def need(self, state, seat, tile, origin):
        # the back rank takes any tile (still never against a different digit); reading adopted: the
        # back-rank cells stay free to use all game long, not only for the first eight tiles
        return "free" if origin == "back" else "own"

    def lays(self, rules, state, seat, tile) -> list:
        back = set(ranks_cells(state.geo, seat, 1))
        free = [c for c in range(state.geo.size) if not state.cells[c]]
        return (rules.placements(state, seat, tile, "back", targets=[c for c in free if c in back])
                + rules.placements(state, seat, tile, "drawn", targets=[c for c in free if c not in back]))

    def actions(self, rules, state, seat):
        if state.drawn is not None:
            geo = state.geo
            return [Action("lay", (geo.name(c), orient(up))) for c, up in self.lays(rules, state, seat, state.drawn)]
        return super().actions(rules, state, seat)

    def turn_up(self, rules, state, seat):
        k = self.stack_of(state, seat)
        tile = state.supply[k][-1]
        st = replace(state, supply=_set_seq(state.supply, k, state.supply[k][:-1]), drawn=tile,
                     event=words(f"turns up {tile}", f"открывает {tile}"))
        if self.lays(rules, st, seat, tile):
            return st
        return self.cannot_lay(rules, st, seat, tile)

    def across(self, state, seat) -> int:
        return sum(1 for c, s in enumerate(state.cells) if s and s[-1].face_up and state.owner_of(s[-1].tile) == seat
                   and in_half(state.geo, c, 1 - seat))

    def criterion(self, rules, state):
        return [self.across(state, s) for s in range(state.players)], True

    def extra(self, rules, state, seat):
        return {"across": self.across(state, seat), "removed": len(state.taken[seat]),
                "on_field": len(self.on_field(state, seat)), "aside": len(state.aside[seat])}


# --- game 24 -------------------------------------------------------------------------------------------
class Game24(Spec):
    """Common stack, avoid keeping tiles: both full sets are one face-down stack, nobody owns a tile;
    each turn the top tile is turned up and laid on any free cell (never against a different digit); a
    tile that fits nowhere stays in the player's hand. When the stack is used up, the fewest tiles in
    hand wins. With three players one tile is laid face up on a random cell first (64 = 3 × 21 + 1).
    ``hand24``: a turn may lay a hand tile instead, and a tile turned up may be kept; ``clear24``: tiles
    touched with equal digits leave the field (they score nothing)."""

    number = 24
    lay = True
    common_stack = True
    unlayable = "hand"

    def owners(self, o, players):
        return ()

    def pools(self, state):
        return [_pool(eq.full_set("A") + eq.full_set("B"), stack=0, face_up=False)]

    def after_deal(self, state):
        extra = len(state.supply[0]) % state.players
        if not extra or any(state.cells):
            return state
        # the remainder is laid face up before the start; the cell and the arrow come from the shuffle
        # itself (where two given tiles ended up in the stack), so the deal stays one permutation
        stack = list(state.supply[0])
        first = eq.full_set("A")
        cells = list(state.cells)
        for k in range(extra):
            cell = stack.index(first[2 * k]) % state.geo.size
            while cells[cell]:
                cell = (cell + 1) % state.geo.size
            up = stack.index(first[2 * k + 1]) % 2 == 0
            tile = stack.pop()
            cells[cell] = (Piece(tile, up or tile.is_double),)
        return replace(state, cells=tuple(cells), supply=(tuple(stack),),
                       event=Text("The tiles are shuffled; the odd tile is laid on the field.",
                                  "Элементы перемешаны; лишний элемент выложен на поле."))

    def actions(self, rules, state, seat):
        hand24 = state.opts.hand24
        if state.drawn is not None:
            acts = rules.put_actions(state, seat, "lay", state.drawn, "drawn")
            if hand24:
                acts.append(KEEP)  # V2: a tile turned up may be kept even when it could be laid
            return acts
        acts = _hand_plays(rules, state, seat, state.hands[seat]) if hand24 else []
        if state.supply[0]:
            acts.append(DRAW_TILE)
        return acts

    def interaction_of(self, state):
        return "remove" if state.opts.clear24 else "none"

    def anybody_removed(self, state):
        return True  # ``clear24``: any tile touched with equal digits (nobody owns tiles); no points

    def decided(self, rules, state, seat):
        if not state.supply[0] and state.drawn is None:
            return ("score",), "stacks", Text("The stack is used up: the game ends.", "Стопка кончилась: игра окончена.")
        return None

    def criterion(self, rules, state):
        return [len(h) for h in state.hands], False

    def extra(self, rules, state, seat):
        return {"in_hand": len(state.hands[seat]), "removed": len(state.taken[seat])}


# --- game 25 -------------------------------------------------------------------------------------------
class Game25(Spec):
    """The small game on one quarter (4 × 4): two 0–2 sets, each player's own face-down stack; a tile
    turned up must be laid into an equal contact when one is possible (``free25``: never compulsory),
    never against a different digit; a tile that cannot be laid stays in the hand, and a turn may lay a
    hand tile instead of turning one up (C25.2). When nobody can lay any more, more tiles left in hand
    loses. ``show25``: the tiles lie face up beside the field from the start — ``any``: play any of
    them; ``order``: they are turned up in their order (a stack everybody sees)."""

    number = 25
    lay = True
    own_stacks = True
    hand_play = True
    need_kind = "if-possible"
    unlayable = "hand"

    def geometry(self, o) -> Geometry:
        return QUARTER  # C25.1: the quarter is drawn alone

    def pools(self, state):
        return [_pool(eq.reduced_set("B", 2), stack=0, face_up=False),
                _pool(eq.reduced_set("A", 2), stack=1, face_up=False)]

    def after_deal(self, state):
        show = state.opts.show25
        if show == "no":
            return state
        places = tuple(tuple(reversed(s)) for s in state.supply)  # the first place = the stack's top
        empty = tuple(() for _ in state.supply)
        if show == "any":
            return replace(state, hands=places, supply=empty)
        return replace(state, aside=places, supply=empty)  # ``order``: the places in order, face up

    def need(self, state, seat, tile, origin):
        return "free" if state.opts.free25 else "if-possible"

    def actions(self, rules, state, seat):
        if state.drawn is not None:
            return rules.put_actions(state, seat, "lay", state.drawn, "drawn")
        acts = _hand_plays(rules, state, seat, state.hands[seat])
        if state.supply[seat] or (state.opts.show25 == "order" and state.aside[seat]):
            acts.append(DRAW_TILE)
        return acts

    def turn_up(self, rules, state, seat):
        if state.opts.show25 == "order":
            tile = state.aside[seat][0]
            st = replace(state, aside=_set_seq(state.aside, seat, state.aside[seat][1:]), drawn=tile,
                         event=words(f"takes {tile} from the next place", f"берёт {tile} со следующего места"))
            if rules.placements(st, seat, tile, "drawn"):
                return st
            return self.cannot_lay(rules, st, seat, tile)
        return super().turn_up(rules, state, seat)

    def decided(self, rules, state, seat):
        return None  # the end comes when nobody can lay any more (every player passes in turn)

    def criterion(self, rules, state):
        return [len(h) for h in state.hands], False

    def extra(self, rules, state, seat):
        return {"in_hand": len(state.hands[seat]), "laid": len(self.on_field(state, seat))}


SPECS: dict = {s.number: s for s in (Game18(), Game19(), Game21(), Game22(), Game24(), Game25())}
