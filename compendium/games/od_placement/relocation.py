"""The specs of games 11, 12, 13, 14, 15, 17 and 20 (relocation): see ``games.py`` for the hooks.

Every one of them is a relocation game: a turn takes an own open tile from its cell and puts it on a
free cell that passes the game's contact test. What differs is the start, what a placement needs,
what an equal contact does and how the game ends.

``PState.data`` of the games that race into the other half (11, 12, 13, 20) starts with the best
count of tiles each seat has had in its target half so far (a new best is progress for the
no-progress limit); game 13 adds who finished first and after how many of his moves.

Choices made here beyond OD2_SPEC.md (the lead lists them on the pages):
- 11/12/13/20: a voluntary ``pass`` is offered only when the player also has a move (a player with no
  move passes by himself); a decline and a forced pass in a row end the game as two declines do.
- 11: winning at once needs at least one own tile left on the field (V1 could strip a player bare).
- 11 alone: the tiles are set A (one set or 0–5) or B then A (two 0–4 sets), dealt in a random order
  onto a1, b1, … (ranks filled from rank 1); ``pass`` stops and scores the tiles in ranks 5–8;
  ``forward`` applies alone too.
- 13: only the player who has finished may pass; the margin of the win is the loser's moves after the
  winner finished, less the one move he is owed when the winner moved first (margin 0: a draw). The
  one still to finish loses at once when he cannot move. A scored end with a finisher (the limit)
  goes to the finisher: his score shows 100 + his tiles across, as game 10 does.
- 14: with ``spare14`` the tiles taken off at the start (the 0/0, or the corner tiles with
  ``holes14`` = corners) wait in their owner's hand; without it they leave the game. With
  ``remove14`` nothing is taken off; ``take`` is offered whenever an enemy tile touches an own one
  with equal digits (such a contact can only come from the deal: a relocation resolves its own).
- 15: the 0/0 leave the game in V1 too (there would be no free cell otherwise). In V1 a player over
  25 drops out and is placed below everybody still in (the first to drop out last).
- 17: the removed own tiles go to the mover's ``aside``; the 0/0 leave the game.
- 20: a four counts in any of the eight directions; the blocked or limit end is always a draw.
"""

from __future__ import annotations

from dataclasses import replace

from compendium.core.actions import Action
from compendium.core.text import Text
from compendium.games.open_domino import equipment as eq
from compendium.games.open_domino.equipment import Piece
from compendium.games.open_domino.field import ACROSS, ALONG, Geometry
from compendium.games.od_placement.state import Pool
from compendium.games.od_placement.games import (
    PASS, Spec, dark_cells, in_half, ranks_cells, two_groups, two_sets)


def _pool(*args, **kw):
    return Pool(*args, **kw)


def _drop(state, test) -> "object":
    """Take the top tiles for which ``test(cell, tile)`` holds off the field (out of the game)."""
    cells = list(state.cells)
    gone = []
    for c, stack in enumerate(cells):
        if stack and test(c, stack[-1].tile):
            gone.append(stack[-1].tile)
            cells[c] = stack[:-1]
    return replace(state, cells=tuple(cells)), gone


def _zero(c, tile) -> bool:
    return tile.a == 0 and tile.b == 0


_NEIGHBOURS: dict = {}


def _neighbours(geo: Geometry) -> tuple:
    """Per cell of ``geo`` the cell above it and the cell below it (None at the edge), and its name."""
    hit = _NEIGHBOURS.get(geo)
    if hit is None:
        hit = _NEIGHBOURS[geo] = (tuple(geo.above(c) for c in range(geo.size)),
                                  tuple(geo.below(c) for c in range(geo.size)),
                                  tuple(geo.name(c) for c in range(geo.size)))
    return hit


_MOVES: dict = {}


def _move(src: str, dst: str, up: bool) -> Action:
    """``move src dst up|down``, made once (an Action checks its words when it is made)."""
    key = (src, dst, up)
    hit = _MOVES.get(key)
    if hit is None:
        hit = _MOVES[key] = Action("move", (src, dst, "up" if up else "down"))
    return hit


class Relocation(Spec):
    """A relocation game: relocate an own open tile; the arrows are free (the player turns the tile
    as he likes); a voluntary pass, where the game has one, only next to a real move.

    The relocations are found by an index rather than by trying every tile on every free cell (the
    computer players ask for them a lot): each free cell is filed under the digits a tile must show
    to touch its neighbours equally (None: no open neighbour on that side); a tile then looks up only
    the cells its digits fit. The result is the interpreter's ``put_actions`` over ``movable``, in the
    same order (a test compares the two)."""

    relocate = True
    voluntary_pass = False

    def may_pass(self, state, seat) -> bool:
        return False

    def passing(self, state, seat) -> bool:
        """Whether ``seat`` may decline to move (the game's rule)."""
        return self.voluntary_pass

    def cell_ok(self, state, seat, src: int, cell: int) -> bool:
        """A positional rule on where a relocated tile may go (mirrors ``targets``)."""
        return True

    def actions(self, rules, state, seat):
        if state.drawn is not None or state.opened is not None:
            acts = super().actions(rules, state, seat)
        else:
            acts = self.relocations(rules, state, seat)
            if self.hand_play:
                seen = set()
                for tile in self.hand_tiles(state, seat):
                    if tile not in seen:
                        seen.add(tile)
                        acts += rules.put_actions(state, seat, "play", tile, "hand", prefix=(tile.name,))
        if acts and self.passing(state, seat):
            acts.append(PASS)
        return acts

    @staticmethod
    def _side(cells, owner, seat, n, lower_side: bool):
        """What a tile put next to cell ``n`` must show toward it, and whether ``n``'s tile is the
        seat's: (digit or None, own)."""
        if n is None or not cells[n]:
            return None, False
        p = cells[n][-1]
        if not p.face_up:
            return None, False
        return (p.lower if lower_side else p.upper), owner.get((p.tile.set, p.tile.group)) == seat

    def relocations(self, rules, state, seat) -> list:
        geo = state.geo
        cells = state.cells
        above, below, names = _neighbours(geo)
        owner = {key: s for key, s in state.owners}
        need = self.need(state, seat, None, None)
        free_first = need == "free"
        index: dict = {}
        for c in range(geo.size):
            if cells[c]:
                continue
            u, uo = self._side(cells, owner, seat, above[c], True)
            d, do = self._side(cells, owner, seat, below[c], False)
            index.setdefault((u, d), []).append((c, uo, do))
        acts = []
        for src in self.movable(state, seat):
            tile = cells[src][-1].tile
            ups = self.orientations(state, seat, tile, src)
            lifted = list(cells)
            lifted[src] = cells[src][:-1]
            near = {above[src], below[src]} - {None}
            found = []
            for k, up in enumerate(ups):
                piece = Piece(tile, up)
                hi, lo = piece.upper, piece.lower
                keys = [(hi, lo), (hi, None), (None, lo)]
                if need == "free":
                    keys.append((None, None))
                for key in keys:
                    for c, uo, do in index.get(key, ()):
                        if c in near:
                            continue
                        if need == "own" and not ((key[0] is not None and uo) or (key[1] is not None and do)):
                            continue
                        found.append((free_first and key == (None, None), c, k, up))
                for c in near:  # the cells next to the source see it gone
                    if lifted[c]:
                        continue
                    u, uo = self._side(lifted, owner, seat, above[c], True)
                    d, do = self._side(lifted, owner, seat, below[c], False)
                    if (u is not None and u != hi) or (d is not None and d != lo):
                        continue
                    if need in ("equal", "own") and u is None and d is None:
                        continue
                    if need == "own" and not ((u is not None and uo) or (d is not None and do)):
                        continue
                    found.append((free_first and u is None and d is None, c, k, up))
            found.sort()  # as the interpreter lists them: by cell; with need "free" the contacts first
            src_name = names[src]
            acts += [_move(src_name, names[c], up) for _, c, _, up in found
                     if c != src and self.cell_ok(state, seat, src, c)]
        return acts


class Across(Relocation):
    """A race into the other half: a new best count there is progress (``data`` starts with the best
    count of each seat)."""

    def target_count(self, state, seat) -> int:
        geo = state.geo
        owner = {key: s for key, s in state.owners}
        cells = state.cells
        n = 0
        for c in (range(geo.size // 2, geo.size) if seat == 0 else range(geo.size // 2)):  # the other half
            stack = cells[c]
            if stack and stack[-1].face_up and owner.get((stack[-1].tile.set, stack[-1].tile.group)) == seat:
                n += 1
        return n

    def bests(self, state) -> tuple:
        return tuple(state.data[:state.players]) if len(state.data) >= state.players else \
            tuple(0 for _ in range(state.players))

    def after_deal(self, state):
        return replace(state, data=tuple(self.target_count(state, s) for s in range(state.players)))

    def after_put(self, rules, before, state, seat, dst, progress):
        best = list(self.bests(state))
        moved = False
        for s in range(state.players):
            n = self.target_count(state, s)
            if n > best[s]:
                best[s] = n
                moved = True
        state = replace(state, data=tuple(best) + tuple(state.data[state.players:]))
        changed = progress or moved or self.progress(before, state, seat)
        return rules.end_turn(state, seat, progress=changed, again=self.again(state, seat))

    def extra(self, rules, state, seat):
        return {"across": self.target_count(state, seat), "removed": len(state.taken[seat]),
                "turned": state.flips[seat], "on_field": len(self.on_field(state, seat))}


# --- game 11 -------------------------------------------------------------------------------------------
class Game11(Across):
    """Relocate everything into the other half: relocate an own tile into an equal contact with
    another own tile; all own tiles in the other half wins. Alone: every tile into ranks 5–8."""

    number = 11
    need_kind = "own"
    voluntary_pass = True

    def solo(self, state) -> bool:
        return state.players == 1

    def owners(self, o, players):
        return () if players == 1 else two_sets(players)

    def solo_tiles(self, o) -> tuple:
        if o.tiles11 == "set":
            return eq.full_set("A")
        if o.tiles11 == "one05":
            return eq.reduced_set("A", 5)
        return eq.reduced_set("B", 4) + eq.reduced_set("A", 4)

    def pools(self, state):
        o = state.opts
        if state.players == 1:  # C11.3: dealt by the program onto the lowest ranks, filled from rank 1
            tiles = self.solo_tiles(o)
            cells = ranks_cells(ALONG, 0, 4)[:len(tiles)]
            return [_pool(tiles, cells=cells, arrows="owner" if o.keep_arrows else "random")]
        return [_pool(eq.reduced_set("B", 4), cells=ranks_cells(ALONG, 0, 2), arrows="random"),
                _pool(eq.reduced_set("A", 4), cells=ranks_cells(ALONG, 1, 2), arrows="random")]

    def need(self, state, seat, tile, origin):
        return "equal" if state.players == 1 else "own"

    def orientations(self, state, seat, tile, origin):
        if state.players == 1 and state.opts.keep_arrows:
            return (True,)
        return super().orientations(state, seat, tile, origin)

    def targets(self, state, seat, tile, origin, cells):
        free = [c for c in range(state.geo.size) if not cells[c] and c != origin]
        if state.opts.forward and isinstance(origin, int):
            r0 = state.geo.fr(origin)[1]
            files = state.geo.files
            free = [c for c in free if (c // files > r0 if seat == 0 else c // files < r0)]
        return free

    def cell_ok(self, state, seat, src, cell):
        if not state.opts.forward:
            return True
        files = state.geo.files
        return cell // files > src // files if seat == 0 else cell // files < src // files

    def interaction_of(self, state):
        return "remove" if state.opts.remove11 and state.players == 2 else "none"

    def target_count(self, state, seat):
        if state.players == 1:  # alone: tiles in ranks 5–8
            geo = state.geo
            return sum(1 for c, s in enumerate(state.cells) if s and in_half(geo, c, 1))
        return super().target_count(state, seat)

    def all_across(self, state, seat) -> bool:
        if state.players == 1:
            tiles = sum(1 for s in state.cells if s)
            return tiles > 0 and self.target_count(state, 0) == tiles
        mine = len(self.on_field(state, seat))
        return mine > 0 and self.target_count(state, seat) == mine

    def decided(self, rules, state, seat):
        if state.players == 1:
            if self.all_across(state, 0):
                return ("score",), "solved", Text("Every tile is in the upper half: solved!",
                                                  "Все элементы на верхней половине: пасьянс сошёлся!")
            return None
        for s in (seat, 1 - seat):  # the mover first
            if self.all_across(state, s):
                return ("win", s), "across", Text("Every own tile is in the other half: the game is won.",
                                                  "Все свои элементы на чужой половине: партия выиграна.")
        return None

    def criterion(self, rules, state):
        return [self.target_count(state, s) for s in range(state.players)], True

    def extra(self, rules, state, seat):
        if state.players == 1:
            return {"across": self.target_count(state, 0), "tiles": sum(1 for s in state.cells if s)}
        return super().extra(rules, state, seat)


# --- game 12 -------------------------------------------------------------------------------------------
class Game12(Across):
    """Relocate, capture, occupy the other half: relocate an own tile into an equal contact with any
    tile; enemy tiles touched are removed (V2: turned face down); more own open tiles in the other
    half wins."""

    number = 12
    need_kind = "equal"
    voluntary_pass = True

    def owners(self, o, players):
        return two_groups(o.set)

    def pools(self, state):
        o = state.opts
        arrows = "random" if o.arrows == "free" else "owner"
        return [_pool(eq.group(o.set, 1), cells=ranks_cells(ALONG, 0, 2), arrows=arrows),
                _pool(eq.group(o.set, 0), cells=ranks_cells(ALONG, 1, 2), arrows=arrows)]

    def orientations(self, state, seat, tile, origin):
        if state.opts.arrows == "free" and not tile.is_double:
            return (True, False)
        return (state.owner_of(tile) != 1,)

    def interaction_of(self, state):
        return "flip" if state.opts.effect12 == "flip" else "remove"

    def criterion(self, rules, state):
        return [self.target_count(state, s) for s in range(2)], True


# --- game 13 -------------------------------------------------------------------------------------------
class Game13(Across):
    """Crosswise transfer (16 × 4): relocate an own tile into an equal contact with any tile; who
    has every tile in the other half first wins by the moves the other still needs."""

    number = 13
    need_kind = "equal"

    def geometry(self, o) -> Geometry:
        return ACROSS

    def pools(self, state):
        arrows = "random" if state.opts.remove13 else "owner"  # C13.1: the outermost crosswise ranks
        return [_pool(eq.reduced_set("B", 4), cells=ranks_cells(ACROSS, 0, 1), arrows=arrows),
                _pool(eq.reduced_set("A", 4), cells=ranks_cells(ACROSS, 1, 1), arrows=arrows)]

    def orientations(self, state, seat, tile, origin):
        if state.opts.remove13 and not tile.is_double:
            return (True, False)
        return (state.owner_of(tile) != 1,)

    def interaction_of(self, state):
        return "remove" if state.opts.remove13 else "none"

    def movable(self, state, seat):
        geo = state.geo
        for c in super().movable(state, seat):
            if not state.opts.v2_13 or in_half(geo, c, seat):
                yield c

    # data = (best0, best1, finisher, his moves when he finished) once somebody has finished
    def finisher(self, state):
        return state.data[2] if len(state.data) > 2 else None

    def done(self, state, seat) -> bool:
        mine = len(self.on_field(state, seat))
        return mine > 0 and self.target_count(state, seat) == mine

    def passing(self, state, seat):
        return not state.opts.v2_13 and self.finisher(state) == seat

    def blocked_ends(self, state):
        """The one still to finish cannot move: he loses "absolutely" at once."""
        first = self.finisher(state)
        return first is not None and state.mover != first

    def after_put(self, rules, before, state, seat, dst, progress):
        if not state.opts.v2_13 and self.finisher(state) is None:
            done = [s for s in (0, 1) if self.done(state, s)]
            if len(done) == 1:
                s = done[0]
                data = tuple(self.bests(state)) + (s, state.moved[s] + (1 if s == seat else 0))
                state = replace(state, data=data)
        return super().after_put(rules, before, state, seat, dst, progress)

    def decided(self, rules, state, seat):
        if state.opts.v2_13:
            return None
        first = self.finisher(state)
        if first is None:
            if self.done(state, 0) and self.done(state, 1):
                return ("draw",), "across", Text("Both have every tile across in the same round: a draw.",
                                                 "Оба перевели все элементы в одном круге: ничья.")
            return None
        other = 1 - first
        if self.done(state, other):
            margin = state.moved[other] - state.data[3]
            if margin <= 0:  # C13.2: he finished in the same round (he had moved second)
                return ("draw",), "across", Text("Both have every tile across in the same round: a draw.",
                                                 "Оба перевели все элементы в одном круге: ничья.")
            return ("win", first), "across", Text(
                f"Every tile across, {margin} moves later: the first to finish wins by {margin}.",
                f"Все элементы перешли на {margin} ходов позже: выигрывает закончивший первым, с перевесом {margin}.")
        return None

    def criterion(self, rules, state):
        first = self.finisher(state)
        # a finisher wins a scored end ("absolutely": the other could not finish)
        return [(100 if s == first else 0) + self.target_count(state, s) for s in range(2)], True

    def extra(self, rules, state, seat):
        out = super().extra(rules, state, seat)
        first = self.finisher(state)
        if first is not None and state.ended is not None and state.ended[0] == "win" and state.ended[1] == seat:
            out["margin"] = state.moved[1 - seat] - state.data[3]
        return out


# --- game 14 -------------------------------------------------------------------------------------------
class Game14(Relocation):
    """Relocation with four holes: relocate an own tile into an equal contact; enemy tiles touched
    are turned face down (V3: removed); most turned (removed) wins. V4: four players."""

    number = 14
    need_kind = "equal"
    interaction = "flip"

    def owners(self, o, players):
        if players == 4:  # seats 0–3: groups B1, A0, B0, A1 (the order of turns)
            return ((("B", 1), 0), (("A", 0), 1), (("B", 0), 2), (("A", 1), 3))
        return two_sets(players)

    def pools(self, state):
        if state.players == 4:
            return [_pool(eq.full_set("A") + eq.full_set("B"), cells=tuple(range(64)), arrows="random")]
        dark = dark_cells(ALONG)
        light = tuple(c for c in range(64) if c not in dark)
        return [_pool(eq.full_set("B"), cells=dark, arrows="random"),
                _pool(eq.full_set("A"), cells=light, arrows="random")]

    hand_play = True  # V1: the spare tiles in the hand (empty otherwise)

    def after_deal(self, state):
        o = state.opts
        if o.remove14:
            return state
        corners = {0, 7, 56, 63}
        test = _zero if o.holes14 == "zeros" else (lambda c, t: c in corners)
        st, gone = _drop(state, test)
        if o.spare14:
            hands = [list(h) for h in st.hands]
            for tile in gone:
                hands[st.owner_of(tile)].append(tile)
            st = replace(st, hands=tuple(tuple(h) for h in hands))
        return st

    def interaction_of(self, state):
        return "remove" if state.opts.remove14 else "flip"

    def takeable(self, state, seat):
        """V3: enemy tiles the deal left touching an own tile with equal digits."""
        geo = state.geo
        out = []
        for c, stack in enumerate(state.cells):
            if not stack or not stack[-1].face_up or not self.enemy(state, seat, stack[-1].tile):
                continue
            piece = stack[-1]
            for n, mine_above in ((geo.above(c), True), (geo.below(c), False)):
                if n is None or not state.cells[n]:
                    continue
                other = state.cells[n][-1]
                if not other.face_up or state.owner_of(other.tile) != seat:
                    continue
                if (mine_above and other.lower == piece.upper) or (not mine_above and other.upper == piece.lower):
                    out.append(c)
                    break
        return out

    def actions(self, rules, state, seat):
        acts = super().actions(rules, state, seat)
        if state.opts.remove14:
            acts = [Action("take", (state.geo.name(c),)) for c in self.takeable(state, seat)] + acts
        return acts

    def other_act(self, rules, state, seat, action):
        if action.verb == "take":
            c = rules.parse_cell(state, action.args[0])
            tile = state.cells[c][-1].tile
            cells = list(state.cells)
            cells[c] = cells[c][:-1]
            taken = list(state.taken)
            taken[seat] = taken[seat] + (tile,)
            st = replace(state, cells=tuple(cells), taken=tuple(taken), last=(c,),
                         event=Text(f"takes {tile} off {state.geo.name(c)}", f"снимает {tile} с {state.geo.name(c)}"))
            return rules.end_turn(st, seat, progress=True)
        return super().other_act(rules, state, seat, action)

    def criterion(self, rules, state):
        if state.opts.remove14:
            return [len(t) for t in state.taken], True
        return list(state.flips), True


# --- game 15 -------------------------------------------------------------------------------------------
TARGET15 = 25


class Game15(Relocation):
    """Capture exactly 25: relocate an own tile (need: no unequal contact); enemy tiles touched are
    removed and their pips scored; exactly 25 wins, over 25 loses. V1: nobody owns, 3–4 players."""

    number = 15
    need_kind = "free"
    interaction = "remove"

    def shared(self, o, players) -> bool:
        return players > 2 or o.anyone15

    def owners(self, o, players):
        return () if self.shared(o, players) else two_sets(players)

    def pools(self, state):
        o = state.opts
        if self.shared(o, state.players):
            return [_pool(eq.full_set("A") + eq.full_set("B"), cells=tuple(range(64)), arrows="random")]
        if o.halves15 == "files":
            left = tuple(c for c in range(64) if c % 8 < 4)
            right = tuple(c for c in range(64) if c % 8 >= 4)
            return [_pool(eq.full_set("B"), cells=left, arrows="random"),
                    _pool(eq.full_set("A"), cells=right, arrows="random")]
        return [_pool(eq.full_set("B"), cells=ranks_cells(ALONG, 0, 4), arrows="random"),
                _pool(eq.full_set("A"), cells=ranks_cells(ALONG, 1, 4), arrows="random")]

    def after_deal(self, state):
        return _drop(state, _zero)[0]

    def anybody_removed(self, state):
        return True

    def total(self, state, seat) -> int:
        return eq.pips(state.taken[seat])

    def after_put(self, rules, before, state, seat, dst, progress):
        if state.players > 2 and self.total(state, seat) > TARGET15:
            # V1: over 25 drops out, placed below everybody still in; the others play on
            ev = state.event or Text("", "")
            state = replace(state, left=state.left + ((seat, "lost"),),
                            event=Text(f"{ev.en}: over {TARGET15}, out of the game",
                                       f"{ev.ru}: больше {TARGET15}, выбывает"))
        return super().after_put(rules, before, state, seat, dst, progress)

    def decided(self, rules, state, seat):
        total = self.total(state, seat)
        if total == TARGET15:
            return ("win", seat), "exact", Text(f"Exactly {TARGET15}: the game is won.", f"Ровно {TARGET15}: партия выиграна.")
        if total > TARGET15 and any(s == seat for s in rules.in_game(state)):
            return ("lose", seat), "bust", Text(f"Over {TARGET15}: the game is lost.", f"Больше {TARGET15}: партия проиграна.")
        if len(rules.in_game(state)) == 1:
            return ("score",), "bust", Text(f"The others are over {TARGET15}: the game ends.",
                                            f"Остальные набрали больше {TARGET15}: игра окончена.")
        return None

    def criterion(self, rules, state):
        return [self.total(state, s) for s in range(state.players)], True

    def extra(self, rules, state, seat):
        return {"pips": self.total(state, seat), "removed": len(state.taken[seat])}


# --- game 17 -------------------------------------------------------------------------------------------
class Game17(Relocation):
    """Remove your own tiles: the two groups mixed on ranks 1–4; relocate an own tile into an equal
    contact (within ranks 1–4); own tiles it touches with equal digits are removed; fewer own tiles
    (V1: pips, exactly 12) wins."""

    number = 17
    need_kind = "equal"
    interaction = "remove-own"

    def owners(self, o, players):
        return two_groups(o.set)

    def pools(self, state):
        o = state.opts
        return [_pool(eq.group(o.set, 1) + eq.group(o.set, 0), cells=ranks_cells(ALONG, 0, 4), arrows="random")]

    def after_deal(self, state):
        return _drop(state, _zero)[0]

    def targets(self, state, seat, tile, origin, cells):
        return [c for c in range(32) if not cells[c] and c != origin]  # C17.1: within ranks 1–4

    def cell_ok(self, state, seat, src, cell):
        return cell < 32

    def progress(self, before, after, seat):
        return sum(map(len, before.aside)) != sum(map(len, after.aside))

    def own_pips(self, state, seat) -> int:
        return eq.pips(self.on_field(state, seat))

    def decided(self, rules, state, seat):
        if not state.opts.pips17:
            return None
        total = self.own_pips(state, seat)
        if total == 12:
            return ("win", seat), "exact", Text("Exactly 12 pips left: the game is won.", "Осталось ровно 12 очков: партия выиграна.")
        if total < 12:
            return ("lose", seat), "below", Text("Fewer than 12 pips left: the game is lost.",
                                                 "Осталось меньше 12 очков: партия проиграна.")
        return None

    def criterion(self, rules, state):
        if state.opts.pips17:
            return [self.own_pips(state, s) for s in range(2)], False
        return [len(self.on_field(state, s)) for s in range(2)], False

    def extra(self, rules, state, seat):
        return {"on_field": len(self.on_field(state, seat)), "pips": self.own_pips(state, seat),
                "removed": len(state.aside[seat])}


# --- game 20 -------------------------------------------------------------------------------------------
LINES = ((1, 0), (0, 1), (1, 1), (1, -1))


class Game20(Across):
    """Four in a row in the enemy half: relocate an own tile into an equal contact with any tile;
    four own tiles in a row, all in the other half, win at once."""

    number = 20
    need_kind = "equal"

    def pools(self, state):
        return [_pool(eq.reduced_set("B", 4), cells=ranks_cells(ALONG, 0, 2), arrows="random"),
                _pool(eq.reduced_set("A", 4), cells=ranks_cells(ALONG, 1, 2), arrows="random")]

    def movable(self, state, seat):
        geo = state.geo
        for c in super().movable(state, seat):
            if not state.opts.frozen20 or not in_half(geo, c, 1 - seat):
                yield c

    def row(self, state, seat) -> int:
        """The longest line of own open tiles on adjacent cells, all in the other half."""
        geo = state.geo
        mine = {c for c, s in enumerate(state.cells) if s and s[-1].face_up and state.owner_of(s[-1].tile) == seat
                and in_half(geo, c, 1 - seat)}
        best = 0
        for c in mine:
            f, r = geo.fr(c)
            for df, dr in LINES:
                prev = geo.cell(f - df, r - dr)
                if prev in mine:
                    continue  # not the start of a line
                n = 0
                cur = c
                while cur is not None and cur in mine:
                    n += 1
                    cf, cr = geo.fr(cur)
                    cur = geo.cell(cf + df, cr + dr)
                best = max(best, n)
        return best

    def decided(self, rules, state, seat):
        if self.row(state, seat) >= 4:
            return ("win", seat), "row", Text("Four in a row in the other half: the game is won.",
                                              "Четыре в ряд на чужой половине: партия выиграна.")
        return None

    def criterion(self, rules, state):
        return [0, 0], True  # the blocked or limit end is a draw

    def extra(self, rules, state, seat):
        return {"row": self.row(state, seat), "across": self.target_count(state, seat)}


SPECS: dict = {s.number: s for s in (Game11(), Game12(), Game13(), Game14(), Game15(), Game17(), Game20())}
