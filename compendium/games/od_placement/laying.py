"""The specs of games 26 to 31 (laying): see ``games.py`` for the hooks.

26 lay out exactly 25, 27 five in a row, 28 capture for an extra turn (captured tiles go back under
their owner's stack), 29 a fixed order of cells with hidden hands, 30 build up to rank 8 for points
(with bets), 31 lay, relocate and turn enemy tiles face down.

Choices made here beyond the lead's design (OD2_SPEC.md) are marked "Choice:" in the comments.
"""

from __future__ import annotations

from dataclasses import replace

from compendium.core.actions import Action
from compendium.core.text import Text
from compendium.games.od_placement.games import (action, DRAW_TILE, PASS, Spec, full_for, lift, two_groups, two_sets,
                                                 words)
from compendium.games.od_placement.state import Pool
from compendium.games.open_domino import equipment as eq
from compendium.games.open_domino.equipment import Piece, Tile

LINES = ((1, 0), (0, 1), (1, 1), (1, -1))  # along a rank, along a file, the two diagonals


def _pool(tiles, stack):
    return Pool(tuple(tiles), stack=stack, face_up=False)


def _unique(tiles) -> list[Tile]:
    seen: list[Tile] = []
    for t in tiles:
        if t not in seen:
            seen.append(t)
    return seen


def _orient(up: bool) -> str:
    return "up" if up else "down"


def _noted(state, en: str, ru: str):
    """Adds an interaction's words to the event the way ``Spec.interact`` does (": …")."""
    ev = state.event
    if ev is not None and ev.en.startswith(":"):
        return replace(state, event=Text(f"{ev.en}, {en}", f"{ev.ru}, {ru}"))
    if ev is not None and ev.en:  # after the move's own words (``Spec.with_event``)
        sep = ", " if ":" in ev.en else ": "
        return replace(state, event=Text(f"{ev.en}{sep}{en}", f"{ev.ru}{sep}{ru}"))
    return replace(state, event=Text(": " + en, ": " + ru))


class _LowWater:
    """A no-progress rule for laying games that could go round for ever (28, 29): a move is progress
    when the mover reaches a new low of tiles still to lay (kept per seat in ``PState.data``)."""

    def still_to_lay(self, state, seat) -> int:
        raise NotImplementedError

    def lows(self, state) -> tuple:
        return tuple(state.data[:state.players]) if len(state.data) >= state.players else \
            tuple(10 ** 6 for _ in range(state.players))

    def with_low(self, state, seat):
        lows = list(self.lows(state))
        now = self.still_to_lay(state, seat)
        better = now < lows[seat]
        lows[seat] = min(lows[seat], now)
        return replace(state, data=tuple(lows) + tuple(state.data[state.players:])), better


# --- game 26 -------------------------------------------------------------------------------------------
class Game26(Spec):
    """Lay out exactly 25: turn up a tile and lay it anywhere free (never against a different digit),
    or decline; enemy tiles it touches with equal digits are removed. Own pips on the field: exactly
    25 wins at once, over 25 loses at once."""

    number = 26
    lay = True
    own_stacks = True
    interaction = "remove"
    TARGET = 25

    def pools(self, state):
        return [_pool(full_for(0), 0), _pool(full_for(1), 1)]

    def need(self, state, seat, tile, origin):
        # Choice: with compulsory contact (V2) "the first tile anywhere" is read as "a tile laid on an
        # empty field": should every tile have been removed, the next one starts the field again.
        if state.opts.contact26 and any(state.cells):
            return "equal"
        return "free"

    def hand_on(self, state) -> bool:
        return state.opts.contact26 and state.opts.later26

    def spare_puts(self, rules, state, seat, verb, tile, origin, prefix=()) -> list[Action]:
        """The put actions; with ``own26`` = may, a placement touching own tiles has a second form
        ending in ``spare``: the own tiles touched stay (without it they are removed)."""
        geo = state.geo
        out = []
        for c, up in rules.placements(state, seat, tile, origin):
            out.append(Action(verb, prefix + (geo.name(c), _orient(up))))
            if state.opts.own26 == "may":
                hits = rules.contacts(state, state.cells, c, Piece(tile, up)) or []
                if any(state.owner_of(state.cells[h][-1].tile) == seat for h in hits):
                    out.append(Action(verb, prefix + (geo.name(c), _orient(up), "spare")))
        return out

    def actions(self, rules, state, seat):
        if state.drawn is not None:
            return self.spare_puts(rules, state, seat, "lay", state.drawn, "drawn")
        acts: list[Action] = []
        if self.hand_on(state):
            for tile in _unique(state.hands[seat]):
                acts += self.spare_puts(rules, state, seat, "play", tile, "hand", (tile.name,))
        if state.supply[seat]:
            acts.append(DRAW_TILE)
        if acts:  # declining is allowed before turning up; with nothing else to do the turn just passes
            acts.append(PASS)
        return acts

    def act(self, rules, state, seat, action):
        if action.verb in ("lay", "play") and action.args and action.args[-1] == "spare":
            return super().act(rules, replace(state, data=("spare",)), seat, action)
        return super().act(rules, state, seat, action)

    def after_put(self, rules, before, state, seat, dst, progress):
        return super().after_put(rules, before, replace(state, data=()), seat, dst, progress)

    def interact(self, rules, state, seat, dst, hits):
        own26 = state.opts.own26
        own_go = own26 == "must" or (own26 == "may" and state.data != ("spare",))
        cells = list(state.cells)
        taken = [list(t) for t in state.taken]
        aside = [list(a) for a in state.aside]
        en, ru = [], []
        for h in hits:
            tile = cells[h][-1].tile
            owner = state.owner_of(tile)
            if owner == seat and not own_go:
                continue
            cells[h] = cells[h][:-1]
            if owner == seat:  # own tiles removed leave the game (beside their owner)
                aside[seat].append(tile)
                en.append(f"removes his own {tile}")
                ru.append(f"снимает свой {tile}")
            else:
                taken[seat].append(tile)
                en.append(f"removes {tile}")
                ru.append(f"снимает {tile}")
        if not en:
            return state
        return replace(state, cells=tuple(cells), taken=tuple(map(tuple, taken)), aside=tuple(map(tuple, aside)),
                       event=Text(": " + ", ".join(en), ": " + ", ".join(ru)))

    def cannot_lay(self, rules, state, seat, tile):
        # Choice (C26.2): in the main game a tile that fits nowhere is put aside; with compulsory
        # contact it goes to the hand (to be laid later only with ``later26``).
        st = self.stow(state, seat, tile, "hand" if state.opts.contact26 else "aside")
        return rules.end_turn(replace(st, drawn=None, last=()), seat, progress=True)

    def totals(self, state) -> list[int]:
        return [eq.pips(self.on_field(state, s)) for s in range(state.players)]

    def decided(self, rules, state, seat):
        totals = self.totals(state)
        for s in [seat] + [o for o in range(state.players) if o != seat]:  # the mover first
            if totals[s] == self.TARGET:
                return ("win", s), "exact", Text("Exactly 25 on the field: the game is won.",
                                                 "Ровно 25 на поле: партия выиграна.")
            if totals[s] > self.TARGET:
                return ("lose", s), "over", Text(f"{totals[s]} on the field, over 25: the game is lost.",
                                                 f"{totals[s]} на поле, больше 25: партия проиграна.")
        if any(state.supply) or state.drawn is not None:
            return None
        if self.hand_on(state) and any(rules.placements(state, s, t, "hand")
                                       for s in range(state.players) for t in _unique(state.hands[s])):
            return None
        return ("score",), "stacks", Text("The stacks are used up: the game ends.", "Стопки кончились: игра окончена.")

    def criterion(self, rules, state):
        return [t if t <= self.TARGET else -1 for t in self.totals(state)], True

    def extra(self, rules, state, seat):
        return {"pips": self.totals(state)[seat], "removed": len(state.taken[seat]),
                "on_field": len(self.on_field(state, seat))}


# --- game 27 -------------------------------------------------------------------------------------------
class Game27(Spec):
    """Five in a row: turn up a tile and lay it, touching with equal digits if it can anywhere; five or
    more of one's own tiles in a line through it (along a rank or a file, or diagonally) are removed and
    credited to the mover."""

    number = 27
    lay = True
    need_kind = "if-possible"

    ROW = 5

    def common(self, o, players) -> bool:
        return players > 2 or o.common27

    def owners(self, o, players):
        return () if self.common(o, players) else two_sets(players)

    def supplies(self, o, players):
        return 1 if self.common(o, players) else players

    def stack_of(self, state, seat):
        return 0 if self.common(state.opts, state.players) else seat

    def pools(self, state):
        if self.common(state.opts, state.players):
            return [_pool(eq.full_set("A") + eq.full_set("B"), 0)]
        return [_pool(full_for(0), 0), _pool(full_for(1), 1)]

    def after_deal(self, state):
        if not state.opts.hand27:
            return state
        # V2: three tiles in hand, open to all (Choice: the book does not hide them), refilled after a move
        st = state
        for seat in range(state.players):
            st = self.refill(st, seat)
        return st

    def refill(self, state, seat):
        k = self.stack_of(state, seat)
        supply = list(state.supply)
        hands = list(state.hands)
        while len(hands[seat]) < 3 and supply[k]:
            hands[seat] = hands[seat] + (supply[k][-1],)
            supply[k] = supply[k][:-1]
        return replace(state, supply=tuple(supply), hands=tuple(hands))

    def actions(self, rules, state, seat):
        if state.opts.hand27:
            acts: list[Action] = []
            for tile in _unique(state.hands[seat]):
                acts += rules.put_actions(state, seat, "play", tile, "hand", prefix=(tile.name,))
            # Choice: with three in hand, a player none of whose tiles fits anywhere passes
            return acts
        return super().actions(rules, state, seat)

    def after_put(self, rules, before, state, seat, dst, progress):
        if state.opts.hand27:
            state = self.refill(state, seat)
        return super().after_put(rules, before, state, seat, dst, progress)

    def row_cells(self, state, cells, dst, seat) -> set:
        """The cells of every line of five or more through ``dst`` (own tiles; common: any tiles)."""
        geo = state.geo
        common = not state.owners

        def counts(c):
            s = cells[c]
            return bool(s) and s[-1].face_up and (common or state.owner_of(s[-1].tile) == seat)

        out: set = set()
        f0, r0 = geo.fr(dst)
        for df, dr in LINES:
            line = [dst]
            for sign in (1, -1):
                k = 1
                while True:
                    c = geo.cell(f0 + sign * df * k, r0 + sign * dr * k)
                    if c is None or not counts(c):
                        break
                    line.append(c)
                    k += 1
            if len(line) >= self.ROW:
                out.update(line)
        return out

    def interact(self, rules, state, seat, dst, hits):
        # Choice: only lines through the tile just laid count (G5); several lines at once and lines
        # longer than five are removed whole; every tile removed is credited to the mover.
        row = self.row_cells(state, state.cells, dst, seat)
        if not row:
            return state
        cells = list(state.cells)
        taken = [list(t) for t in state.taken]
        for c in sorted(row):
            taken[seat].append(cells[c][-1].tile)
            cells[c] = cells[c][:-1]
        return replace(state, cells=tuple(cells), taken=tuple(map(tuple, taken)),
                       event=Text(f": {len(row)} in a row, removed and credited",
                                  f": {len(row)} в ряд, сняты и засчитаны"))

    def decided(self, rules, state, seat):
        if any(state.supply) or state.drawn is not None or any(state.hands):
            return None
        return ("score",), "stacks", Text("The stacks are used up: the game ends.", "Стопки кончились: игра окончена.")

    def extra(self, rules, state, seat):
        return {"removed": len(state.taken[seat])}


# --- game 28 -------------------------------------------------------------------------------------------
class Game28(_LowWater, Spec):
    """Capture for an extra turn: lay anywhere free (never against a different digit); enemy tiles
    touched with equal digits go back under their owner's stack and the mover lays again. The first to
    lay out his whole stack wins."""

    number = 28
    lay = True
    own_stacks = True
    interaction = "remove"
    unlayable = "under"

    def tiles_of(self, state, seat):
        return full_for(seat) if state.opts.doubles28 else eq.without_doubles("B" if seat == 0 else "A")

    def pools(self, state):
        return [_pool(self.tiles_of(state, 0), 0), _pool(self.tiles_of(state, 1), 1)]

    def still_to_lay(self, state, seat):
        return len(state.supply[seat])

    def interact(self, rules, state, seat, dst, hits):
        cells = list(state.cells)
        supply = list(state.supply)
        en, ru = [], []
        for h in hits:
            tile = cells[h][-1].tile
            owner = state.owner_of(tile)
            if owner is None or owner == seat:
                continue
            cells[h] = cells[h][:-1]
            supply[owner] = (tile,) + supply[owner]  # under the owner's stack: he must lay it again
            en.append(f"removes {tile} (under its owner's stack)")
            ru.append(f"снимает {tile} (под стопку хозяина)")
        if not en:
            return state
        return replace(state, cells=tuple(cells), supply=tuple(supply),
                       event=Text(": " + ", ".join(en), ": " + ", ".join(ru)))

    def turn_up(self, rules, state, seat):
        tile = state.supply[seat][-1]
        if not (state.opts.doubles28 and tile.is_double):
            return super().turn_up(rules, state, seat)
        k = seat
        # V1: a double turned up loses the turn; Choice: it is put aside for good (under the stack
        # it would come back for ever)
        supply = list(state.supply)
        supply[k] = supply[k][:-1]
        st = replace(state, supply=tuple(supply), last=(),
                     event=words(f"turns up the double {tile}: the turn is lost",
                                 f"открывает дубль {tile}: ход пропущен"))
        st = self.stow(st, seat, tile, "aside")
        st, better = self.with_low(st, seat)
        return rules.end_turn(st, seat, progress=better)

    def cannot_lay(self, rules, state, seat, tile):
        # C28.1: a tile that fits nowhere goes under one's own stack
        st = self.stow(state, seat, tile, "under")
        st, better = self.with_low(replace(st, drawn=None, last=()), seat)
        return rules.end_turn(st, seat, progress=better)

    def after_put(self, rules, before, state, seat, dst, progress):
        removed = len(state.supply[1 - seat]) > len(before.supply[1 - seat])
        st, better = self.with_low(state, seat)
        if removed:
            st = replace(st, data=self.lows(st) + (self.removed(st, 0) + (seat == 0),
                                                   self.removed(st, 1) + (seat == 1)))
        return rules.end_turn(st, seat, progress=better, again=removed)

    def removed(self, state, seat) -> int:
        """How many moves of ``seat`` removed enemy tiles (for the statistics)."""
        return state.data[state.players + seat] if len(state.data) >= 2 * state.players else 0

    def decided(self, rules, state, seat):
        if not state.supply[seat] and state.drawn is None:
            return ("win", seat), "laid-out", Text("Every tile of the stack is laid: the game is won.",
                                                   "Вся стопка выложена: партия выиграна.")
        return None

    def limited(self, state):
        return True

    def criterion(self, rules, state):
        return [len(state.supply[s]) for s in range(state.players)], False

    def extra(self, rules, state, seat):
        return {"stack": len(state.supply[seat]), "captures": self.removed(state, seat),
                "on_field": len(self.on_field(state, seat))}


# --- game 29 -------------------------------------------------------------------------------------------
def order29(kind: str) -> tuple[int, ...]:
    """The cells (index = number − 1) of game 29's order: Figure 8 (to and fro), 9 (every rank left
    to right), 10 (file by file, bottom to top)."""
    out = []
    for n in range(64):
        if kind == "fig10":
            f, r = n // 8, n % 8
        else:
            r, k = n // 8, n % 8
            f = 7 - k if kind == "fig8" and r % 2 else k
        out.append(r * 8 + f)
    return tuple(out)


ORDERS29 = {k: order29(k) for k in ("fig8", "fig9", "fig10")}


class Game29(_LowWater, Spec):
    """A fixed order of cells: each tile goes on the next numbered cell; a rank-1 cell takes any tile,
    any other cell needs an equal contact with the tile below it. A tile that cannot go there goes to
    the (hidden) hand. An enemy tile touched goes back to its owner's hand; an own tile touched earns
    an extra move. Fewer tiles left in hand wins."""

    number = 29
    lay = True
    own_stacks = True
    hand_play = True
    unlayable = "hand"

    def owners(self, o, players):
        return two_groups(o.set)

    def pools(self, state):
        return [_pool(eq.group(state.opts.set, 1), 0), _pool(eq.group(state.opts.set, 0), 1)]

    def next_cell(self, state):
        """C29.1: the lowest-numbered empty cell (the order comes back to holes left by take-backs)."""
        for c in ORDERS29[state.opts.order29]:
            if not state.cells[c]:
                return c
        return None

    def targets(self, state, seat, tile, origin, cells):
        # C29.2: every cell before the next one is filled, so a cell off rank 1 always has the tile
        # below it; the contact test (never unequal) then means an equal contact with it.
        c = self.next_cell(state)
        return [] if c is None else [c]

    def hand_tiles(self, state, seat):
        return state.hands[seat] + state.aside[seat]

    def known(self, state) -> tuple:
        """Per seat, the names of the tiles in his hidden hand that everybody saw go there: enemy
        tiles sent back from the field (the log names them) and not laid again since. Kept in
        ``PState.data`` after the lows, as names (a record, not tiles in play)."""
        n = state.players
        got = tuple(state.data[n:2 * n])
        return got if len(got) == n else tuple(() for _ in range(n))

    def with_known(self, state, known: tuple):
        n = state.players
        return replace(state, data=tuple(self.lows(state)) + tuple(known) + tuple(state.data[2 * n:]))

    def take_from_hand(self, state, seat, tile):
        if tile in state.hands[seat]:
            known = list(self.known(state))
            if tile.name in known[seat]:
                mine = list(known[seat])
                mine.remove(tile.name)  # a copy laid: one fewer that everybody knows is there
                known[seat] = tuple(mine)
                state = self.with_known(state, tuple(known))
            return super().take_from_hand(state, seat, tile)
        aside = list(state.aside)
        a = list(aside[seat])
        a.remove(tile)
        aside[seat] = tuple(a)
        return replace(state, aside=tuple(aside))

    def still_to_lay(self, state, seat):
        return len(state.supply[seat]) + len(state.hands[seat]) + len(state.aside[seat])

    def interact(self, rules, state, seat, dst, hits):
        cells = list(state.cells)
        hands = list(state.hands)
        aside = list(state.aside)
        en, ru = [], []
        seen_back = []
        for h in hits:
            tile = cells[h][-1].tile
            owner = state.owner_of(tile)
            if owner is None or owner == seat:
                continue
            cells[h] = cells[h][:-1]
            if state.opts.open29:  # V1: taken back face up beside the field (public)
                aside[owner] = aside[owner] + (tile,)
            else:
                hands[owner] = hands[owner] + (tile,)
                seen_back.append((owner, tile.name))  # everybody saw it go back: not a secret
            en.append(f"{tile} goes back to its owner")
            ru.append(f"{tile} возвращается к хозяину")
        if not en:
            return state
        if seen_back:
            known = list(self.known(state))
            for owner, name in seen_back:
                known[owner] = known[owner] + (name,)
            state = self.with_known(state, tuple(known))
        return replace(state, cells=tuple(cells), hands=tuple(hands), aside=tuple(aside),
                       event=Text(": " + ", ".join(en), ": " + ", ".join(ru)))

    def after_put(self, rules, before, state, seat, dst, progress):
        geo = state.geo
        own_touch = any(n is not None and state.cells[n] and state.owner_of(state.cells[n][-1].tile) == seat
                        for n in (geo.above(dst), geo.below(dst)))
        st, better = self.with_low(state, seat)
        if own_touch:
            st = _noted(st, "touches his own tile: another move", "касание своего: ещё ход")
        return rules.end_turn(st, seat, progress=better, again=own_touch)

    def cannot_lay(self, rules, state, seat, tile):
        # the hand is hidden: the words do not name the tile that goes into it
        cell = self.next_cell(state)
        where = state.geo.name(cell) if cell is not None else "?"
        st = replace(self.stow(state, seat, tile, "hand"), drawn=None, last=(),
                     event=words(f"turns up a tile that cannot go on {where}: it goes to the hand",
                                 f"открывает элемент, который нельзя положить на {where}: он уходит в руку"))
        st, better = self.with_low(st, seat)
        return rules.end_turn(st, seat, progress=better)

    def decided(self, rules, state, seat):
        if any(state.supply) or state.drawn is not None:
            return None
        if any(rules.placements(state, s, t, "hand") for s in range(state.players)
               for t in _unique(self.hand_tiles(state, s))):
            return None
        return ("score",), "stuck", Text("The stacks are used up and nobody can lay: the game ends.",
                                         "Стопки кончились, и выложить никто не может: игра окончена.")

    def limited(self, state):
        # Choice: a tile taken back can be laid back at once, taking the other one back: the
        # no-progress limit (moves each without a new low of tiles still to lay) ends such a round.
        return True

    def criterion(self, rules, state):
        return [len(state.hands[s]) + len(state.aside[s]) for s in range(state.players)], False

    def extra(self, rules, state, seat):
        return {"in_hand": len(state.hands[seat]) + len(state.aside[seat]),
                "on_field": len(self.on_field(state, seat))}

    def hand_open(self, state, owner, viewer):
        return owner == viewer

    def hand_seen(self, state, owner, viewer) -> tuple:
        """The tiles of ``owner``'s hidden hand that ``viewer`` knows are there (the ones he saw sent
        back and not laid since), as names, once each copy."""
        return self.known(state)[owner]

    def private(self, state):
        return True


# --- game 30 -------------------------------------------------------------------------------------------
class Game30(Spec):
    """Build up to rank 8: the first tile on a1; then a tile goes into equal contact with a tile on the
    field or on the next free cell of rank 1. A tile that fits nowhere waits face up beside the field
    and must be laid as soon as it can. Rank-8 tiles score their file (a = 1 … h = 8).

    ``data`` = (bets per seat: a cell or −1, who laid each cell: a seat or −1, the first rank-8 cell
    filled or −1)."""

    number = 30
    lay = True

    def common(self, o, players) -> bool:
        return players > 2 or o.common30

    def owners(self, o, players):
        return () if self.common(o, players) else two_sets(players)

    def supplies(self, o, players):
        return 1 if self.common(o, players) else players

    def stack_of(self, state, seat):
        return 0 if self.common(state.opts, state.players) else seat

    def pools(self, state):
        if self.common(state.opts, state.players):
            return [_pool(eq.full_set("A") + eq.full_set("B"), 0)]
        return [_pool(full_for(0), 0), _pool(full_for(1), 1)]

    def setup(self, state):
        return replace(state, data=(tuple(-1 for _ in range(state.players)), tuple(-1 for _ in range(64)), -1))

    def bets(self, state) -> tuple:
        return state.data[0]

    def laid_by(self, state) -> tuple:
        return state.data[1]

    def first8(self, state) -> int:
        return state.data[2]

    def betting(self, state) -> bool:
        return state.opts.bets30 and any(b < 0 for b in self.bets(state))

    def next_rank1(self, state, cells):
        for f in range(8):
            if not cells[f]:
                return f
        return None

    def targets(self, state, seat, tile, origin, cells):
        geo = state.geo
        out = []
        nxt = self.next_rank1(state, cells)
        if nxt is not None:
            out.append(nxt)
        if nxt != 0:  # the first tile goes on a1
            for c in range(geo.size):
                if cells[c] or c == nxt:
                    continue
                # every tile is open: a filled neighbour above or below that passes the contact
                # test is an equal contact
                if any(n is not None and cells[n] for n in (geo.above(c), geo.below(c))):
                    out.append(c)
        return out

    def hand_tiles(self, state, seat):
        return state.aside[seat]

    def take_from_hand(self, state, seat, tile):
        aside = list(state.aside)
        a = list(aside[seat])
        a.remove(tile)
        aside[seat] = tuple(a)
        return replace(state, aside=tuple(aside))

    def actions(self, rules, state, seat):
        geo = state.geo
        if self.betting(state):
            return [Action("bet", (geo.name(geo.cell(f, 7)),)) for f in range(8)]
        if state.drawn is not None:
            return rules.put_actions(state, seat, "lay", state.drawn, "drawn")
        acts: list[Action] = []
        for tile in _unique(state.aside[seat]):
            acts += rules.put_actions(state, seat, "play", tile, "hand", prefix=(tile.name,))
        if acts:  # a waiting tile that can be laid must be laid before turning up another
            return acts
        if state.supply[self.stack_of(state, seat)]:
            return [DRAW_TILE]
        return []

    def other_act(self, rules, state, seat, action):
        if action.verb != "bet":
            return super().other_act(rules, state, seat, action)
        cell = rules.parse_cell(state, action.args[0])
        bets = list(self.bets(state))
        bets[seat] = cell
        # Choice: bets are said aloud in turn order (a later bettor hears the earlier ones) and
        # several players may bet on the same cell
        st = replace(state, data=(tuple(bets),) + state.data[1:], plies=state.plies + 1, last=(),
                     event=words(f"bets on {state.geo.name(cell)}", f"ставит на {state.geo.name(cell)}"))
        if self.betting(st):
            return rules._turn(st, rules._next_seat(st, seat), fresh=True)
        return rules._turn(st, st.first, fresh=True)

    def after_put(self, rules, before, state, seat, dst, progress):
        by = list(self.laid_by(state))
        by[dst] = seat
        first8 = self.first8(state)
        if first8 < 0 and state.geo.fr(dst)[1] == 7:
            first8 = dst
        st = replace(state, data=(self.bets(state), tuple(by), first8))
        return super().after_put(rules, before, st, seat, dst, progress)

    def decided(self, rules, state, seat):
        if any(state.supply) or state.drawn is not None:
            return None
        if any(rules.placements(state, s, t, "hand") for s in range(state.players) for t in _unique(state.aside[s])):
            return None
        return ("score",), "stacks", Text("The stacks are used up: the game ends.", "Стопки кончились: игра окончена.")

    def points(self, state, seat) -> int:
        geo = state.geo
        by = self.laid_by(state)
        total = 0
        for f in range(8):
            top = geo.cell(f, 7)
            if by[top] != seat or not state.cells[top]:
                continue
            if state.opts.score30 == "files":  # V1: own tiles in each file one reached rank 8 in
                total += sum(1 for r in range(8) if by[geo.cell(f, r)] == seat and state.cells[geo.cell(f, r)])
            else:
                total += f + 1
        bet = self.bets(state)[seat] if state.opts.bets30 else -1
        if bet >= 0 and bet == self.first8(state):
            total *= geo.fr(bet)[0] + 1
        return total

    def criterion(self, rules, state):
        return [self.points(state, s) for s in range(state.players)], True

    def extra(self, rules, state, seat):
        out = {"points": self.points(state, seat), "waiting": len(state.aside[seat])}
        if state.opts.bets30:
            bet = self.bets(state)[seat]
            out["bet"] = state.geo.name(bet) if bet >= 0 else ""
        return out


_GEOMETRY31: dict = {}


def _geometry31(geo):
    """Game 31's relocations: each cell's neighbours above and below, and every relocation's action
    ``made[src][dst][up]`` (made once for a field's geometry)."""
    got = _GEOMETRY31.get(id(geo))
    if got is not None and got[0] is geo:
        return got[1]
    cells = range(geo.size)
    names = [geo.name(c) for c in cells]
    made = [[(action("move", (names[src], names[c], "down")), action("move", (names[src], names[c], "up")))
             for c in cells] for src in cells]
    got = ([geo.above(c) for c in cells], [geo.below(c) for c in cells], made)
    _GEOMETRY31[id(geo)] = (geo, got)
    return got


# --- game 31 -------------------------------------------------------------------------------------------
class Game31(Spec):
    """Lay, relocate, flip: turn up and lay a tile, or relocate one of one's open tiles (anywhere free,
    never against a different digit); enemy tiles touched with equal digits are turned face down. After
    the stacks, relocations or a pass."""

    number = 31
    lay = True
    relocate = True
    own_stacks = True
    interaction = "flip"

    def tiles_of(self, state, seat):
        return eq.reduced_set("B" if seat == 0 else "A", 4) if state.opts.half31 else full_for(seat)

    def pools(self, state):
        return [_pool(self.tiles_of(state, 0), 0), _pool(self.tiles_of(state, 1), 1)]

    def allowed(self, state):
        """The cells in play: the whole field, or (V2) ranks 1–4 (C31: the lower half)."""
        if state.opts.half31:
            return range(32)
        return range(state.geo.size)

    def targets(self, state, seat, tile, origin, cells):
        return [c for c in self.allowed(state) if not cells[c] and c != origin]

    def may_pass(self, state, seat):
        return not any(state.supply) and state.drawn is None

    def relocations(self, state, seat) -> list[Action]:
        """The relocations of one's open tiles (need ``free``): the same as ``rules.put_actions`` for
        each movable tile, computed once per cell (what the tiles above and below ask for) rather
        than per tile and cell, with the field's neighbours and the actions themselves kept between
        calls (the computer players ask for them after every move they look at)."""
        geo = state.geo
        cells = state.cells
        above, below, made = _geometry31(geo)
        free = [c for c in self.allowed(state) if not cells[c]]
        asks = []
        for c in free:
            u, d = above[c], below[c]
            pu = cells[u][-1] if u is not None and cells[u] else None
            pd = cells[d][-1] if d is not None and cells[d] else None
            asks.append((c, pu.lower if pu is not None and pu.face_up else None,
                         pd.upper if pd is not None and pd.face_up else None))
        out: list[Action] = []
        for src in self.movable(state, seat):
            tile = cells[src][-1].tile
            faces = [(up, tile.head if up else tile.tail, tile.tail if up else tile.head)
                     for up in self.orientations(state, seat, tile, src)]
            over, under = above[src], below[src]  # the neighbours it no longer touches once lifted
            row = made[src]
            equal, other = [], []
            for c, upper, lower in asks:
                if c == over:
                    lower = None
                elif c == under:
                    upper = None
                if upper is None and lower is None:
                    for up, _, _ in faces:
                        other.append(row[c][up])
                    continue
                for up, hi, lo in faces:
                    if (upper is None or hi == upper) and (lower is None or lo == lower):
                        equal.append(row[c][up])
            out += equal + other
        return out

    def actions(self, rules, state, seat):
        if state.drawn is not None:
            return super().actions(rules, state, seat)
        acts = self.relocations(state, seat)
        if state.supply[seat]:
            acts.append(DRAW_TILE)
        if self.may_pass(state, seat):
            acts.append(PASS)
        if state.opts.moveflipped31:
            geo = state.geo
            for c, stack in enumerate(state.cells):
                if stack and not stack[-1].face_up and state.owner_of(stack[-1].tile) == seat:
                    piece = stack[-1]  # stays face down: no digits, no contact, its arrow kept
                    cells = lift(state.cells, c)
                    acts += [Action("move", (geo.name(c), geo.name(d), _orient(piece.up)))
                             for d in self.allowed(state) if not cells[d] and d != c]
        if acts == [PASS]:  # nothing but a pass: the turn passes by itself
            return []
        return acts

    def act(self, rules, state, seat, action):
        if action.verb == "move":
            src = rules.parse_cell(state, action.args[0])
            piece = state.cells[src][-1]
            if not piece.face_up:
                dst = rules.parse_cell(state, action.args[1])
                cells = lift(state.cells, src)
                st = rules.put(replace(state, last=(src, dst)), seat, piece.tile, dst, piece.up, cells,
                               face_up=False)
                geo = state.geo
                st = replace(st, event=words(f"{geo.name(src)}–{geo.name(dst)} (face down)",
                                             f"{geo.name(src)}–{geo.name(dst)} (рубашкой вверх)"))
                return rules.end_turn(st, seat, progress=False)
        return super().act(rules, state, seat, action)

    def decided(self, rules, state, seat):
        return None  # the game ends by passes or by the no-progress limit

    def criterion(self, rules, state):
        if state.opts.score31 == "open":
            return [len(self.on_field(state, s)) for s in range(state.players)], True
        return list(state.flips), True

    def extra(self, rules, state, seat):
        return {"turned": state.flips[seat], "on_field": len(self.on_field(state, seat)),
                "aside": len(state.aside[seat])}


SPECS: dict = {s.number: s for s in (Game26(), Game27(), Game28(), Game29(), Game30(), Game31())}
