"""Open domino on the field, the relocation and laying games 10–32 (source 003), Qt-free rules.

Relocating (the book's "перекалывание", "переключивание", "перекладывание") and laying ("выкладывание")
are one operation here: a tile is put on a free cell that passes the game's contact test. It comes from
another cell (a relocation), from the face-down tile just opened where it lies, from the top of a
stack (a tile turned up), or from a hand. Whatever the game, a tile put down never touches a different
digit end to end; the games differ in what else a placement needs, which tiles may move, what an equal
contact does, and how the game ends. Those differences live in one ``Spec`` object per game
(``games.py``); this module is the interpreter every game shares: the turn, the deal, the contact
test, passes, resignation and draws, the end and the result.

Notation (cells by name, a1…h8; across a1…p4): ``move c2 d5 up`` (relocate; ``up``/``down`` is where
the arrow points; ``off`` for beyond the far edge; the source cell again leaves an opened tile where it
lies), ``open c2``, ``draw``, ``lay d5 up`` (the tile turned up), ``play A1:2-5 d5 up`` (a tile from the
hand), ``keep``, ``take c2``, ``bet f8``, ``pass``, ``cannot``, ``resign``, ``offer-draw``,
``accept-draw``, ``decline-draw``; chance: ``first 0|1`` and ``deal …`` (the shuffles).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Iterable, Optional

from compendium.core.actions import Action
from compendium.core.rules import DRAW, LOSS, SOLO, WIN, IllegalAction, Result
from compendium.core.text import Text, seat_ref
from compendium.games.open_domino.turns import (  # noqa: F401  (the engine's names too)
    ACCEPT, DEAL, DECLINE, LOT, OFFER, OFFER_DRAW, OVER, PLAY, RESIGN, FieldTurns)
from compendium.games.open_domino.equipment import Piece, Tile
from compendium.games.open_domino.field import OFF
from compendium.games.od_placement.games import SPECS as _SPECS_10_16_23_32
from compendium.games.od_placement.games import CANNOT, DRAW_TILE, KEEP, PASS, Spec, action  # noqa: F401
from compendium.games.od_placement.laying import SPECS as _SPECS_LAYING
from compendium.games.od_placement.opening_laying import SPECS as _SPECS_OPENING_LAYING
from compendium.games.od_placement.relocation import SPECS as _SPECS_RELOCATION
from compendium.games.od_placement.state import Pool, PState  # noqa: F401  (also known from here)
from compendium.games.od_placement.options import PLAYERS, OdpOptions

ALL_SPECS: dict[int, Spec] = {}
"""Every game of the engine by its number: each module's ``SPECS``."""
for _specs in (_SPECS_10_16_23_32, _SPECS_RELOCATION, _SPECS_OPENING_LAYING, _SPECS_LAYING):
    ALL_SPECS.update(_specs)

UNKNOWN = -1  # a digit nobody at the table has seen


def hidden(tile: Tile) -> Tile:
    """The tile as a player who has not seen its face knows it: its set and group (the back)."""
    return Tile(tile.set, tile.group, UNKNOWN, UNKNOWN)


def orient(up: bool) -> str:
    return "up" if up else "down"


def _hidden_hand(hand: tuple, seen: tuple) -> tuple:
    """A hidden hand as another seat sees it: every tile unknown but the ones named in ``seen`` (one
    copy a name), which he saw go into it."""
    left = list(seen)
    out = []
    for t in hand:
        if t.name in left:
            left.remove(t.name)
            out.append(t)
        else:
            out.append(hidden(t))
    return tuple(out)


def _contact_table(geo, cells) -> list:
    """Per cell: (the digit a tile put there must show upward, the cell above; the digit it must
    show downward, the cell below) — None where no face-up tile touches. Kept for the last few
    fields (a player's moves ask it for many tiles over the same field)."""
    key = id(cells)
    hit = _TABLES.get(key)
    if hit is not None and hit[0] is cells:
        return hit[1]
    table = [_contact_entry(geo, cells, c) for c in range(geo.size)]
    if len(_TABLES) > 32:
        _TABLES.clear()
    _TABLES[key] = (cells, table)
    return table


_TABLES: dict = {}


def _contact_entry(geo, cells, c: int) -> tuple:
    files, size = geo.files, geo.size
    up, down = c + files, c - files
    want_up = want_low = None
    if up < size and cells[up]:
        p = cells[up][-1]
        if p.face_up:
            want_up = p.lower
    if down >= 0 and cells[down]:
        p = cells[down][-1]
        if p.face_up:
            want_low = p.upper
    return want_up, up, want_low, down


class OdPlacementRules(FieldTurns):
    game_id = "open-domino-10"
    rules_version = 1
    has_hidden_information = False  # the supplies and face-down tiles are hidden from everybody alike
    Options = OdpOptions

    # --- the game's spec ----------------------------------------------------------------------
    @staticmethod
    def spec(state_or_game) -> Spec:
        game = state_or_game if isinstance(state_or_game, int) else state_or_game.game
        return ALL_SPECS[game]

    def player_range(self, options: Optional[dict] = None) -> tuple[int, Optional[int]]:
        o = self.typed_options(options or {})
        if o.game == 14 and o.four14:
            return 4, 4
        return PLAYERS[o.game]

    def is_private(self, state: PState) -> bool:
        """Whether a seat holds something the others may not see (game 29's hands)."""
        return self.spec(state).private(state)

    # --- the start ----------------------------------------------------------------------------
    def new_match(self, players: int, options: Optional[dict] = None) -> PState:
        o = self.typed_options(options)
        self.check_players(players, o.to_dict())
        spec = self.spec(o.game)
        spec.check_players(o, players)
        empty = tuple(() for _ in range(players))
        state = PState(game=o.game, opts=o, players=players, phase=DEAL, mover=0, geo=spec.geometry(o),
                       cells=(), owners=spec.owners(o, players), supply=(), hands=empty, aside=empty,
                       taken=empty, flips=tuple(0 for _ in range(players)), out=empty,
                       moved=tuple(0 for _ in range(players)))
        state = replace(state, cells=tuple(() for _ in range(state.geo.size)),
                        supply=tuple(() for _ in range(spec.supplies(o, players))))
        state = spec.setup(state)
        if not spec.pools(state):
            return self._start(state)
        return state

    def _start(self, state: PState) -> PState:
        o = state.opts
        if o.first == "lot" and state.players == 2:
            return replace(state, phase=LOT)
        first = 1 if o.first == "top" and state.players >= 2 else 0
        return self._begin(replace(state, phase=PLAY, mover=first, first=first))

    def _begin(self, state: PState) -> PState:
        st = self.spec(state).begin(state)
        return self._turn(st, st.mover, fresh=True)

    def sample_chance(self, state: PState, rng) -> Action:
        if state.phase == LOT:
            return Action("first", (rng.randrange(2),))
        args: list[int] = []
        bits: list[int] = []
        for pool in self.spec(state).pools(state):
            order = list(range(len(pool.tiles)))
            rng.shuffle(order)
            args += order
            if pool.arrows == "random":
                bits += [rng.randrange(2) for _ in pool.tiles]
        return Action("deal", tuple(args + bits))

    def _deal(self, state: PState, action: Action) -> PState:
        spec = self.spec(state)
        pools = spec.pools(state)
        args = list(action.args)
        if not all(isinstance(a, int) for a in args):
            raise IllegalAction(Text("A deal is a list of numbers.", "Раздача — это список чисел."))
        need = sum(len(p.tiles) for p in pools) + sum(len(p.tiles) for p in pools if p.arrows == "random")
        if len(args) != need:
            raise IllegalAction(Text("This deal has the wrong number of tiles.", "В этой раздаче не то число элементов."))
        cells = list(state.cells)
        supply = [list(s) for s in state.supply]
        hands = [list(h) for h in state.hands]
        pos = 0
        orders = []
        for pool in pools:
            order = args[pos:pos + len(pool.tiles)]
            pos += len(pool.tiles)
            if sorted(order) != list(range(len(pool.tiles))):
                raise IllegalAction(Text("A deal must use every tile once.", "В раздаче каждый элемент должен быть один раз."))
            orders.append(order)
        for pool, order in zip(pools, orders):
            tiles = [pool.tiles[i] for i in order]
            ups = [True] * len(tiles)
            if pool.arrows == "random":
                bits = args[pos:pos + len(tiles)]
                pos += len(tiles)
                if any(b not in (0, 1) for b in bits):
                    raise IllegalAction(Text("An arrow is 0 or 1.", "Стрелка — это 0 или 1."))
                ups = [bool(b) for b in bits]
            else:
                ups = [self.natural_up(state, t) for t in tiles]
            if pool.cells:
                for cell, tile, up in zip(pool.cells, tiles, ups):
                    cells[cell] = cells[cell] + (Piece(tile, up, pool.face_up),)
            elif pool.stack is not None:
                supply[pool.stack].extend(tiles)
            elif pool.hand:
                seats = [s for s in range(state.players)]
                each = len(tiles) // len(seats)
                for k, seat in enumerate(seats):
                    hands[seat].extend(tiles[k * each:(k + 1) * each])
        st = replace(state, cells=tuple(cells), supply=tuple(tuple(s) for s in supply),
                     hands=tuple(tuple(h) for h in hands),
                     event=Text("The tiles are shuffled.", "Элементы перемешаны."))
        if state.plies:  # a shuffle during the game (game 21 V1)
            return self._turn(spec.after_deal(replace(st, phase=PLAY)), st.mover, fresh=True)
        return self._start(spec.after_deal(st))

    # --- who is who ---------------------------------------------------------------------------------
    @staticmethod
    def natural_up(state: PState, tile: Tile) -> bool:
        """Where a tile's arrow points when it points at its owner's opponent (nobody's: up)."""
        return state.owner_of(tile) != 1

    def in_game(self, state: PState) -> list[int]:
        gone = {s for s, _ in state.left}
        return [s for s in range(state.players) if s not in gone]

    # --- the contact test --------------------------------------------------------------------------
    @staticmethod
    def contacts(state: PState, cells, cell: int, piece: Piece) -> Optional[list[int]]:
        """The cells the piece would touch with equal digits on ``cell``, or None when it would
        touch a different digit (never allowed for a tile put down). Face-down tiles have no digits."""
        geo = state.geo
        out = []
        up = geo.above(cell)
        if up is not None and cells[up]:
            other = cells[up][-1]
            if other.face_up:
                if other.lower != piece.upper:
                    return None
                out.append(up)
        down = geo.below(cell)
        if down is not None and cells[down]:
            other = cells[down][-1]
            if other.face_up:
                if other.upper != piece.lower:
                    return None
                out.append(down)
        return out

    def placements(self, state: PState, seat: int, tile: Tile, origin, cells=None,
                   targets: Optional[Iterable[int]] = None) -> list[tuple[int, bool]]:
        """Where ``seat`` may put ``tile`` coming from ``origin`` (a cell, "drawn", "hand", "open"),
        as (cell, arrow up) pairs, by the game's contact test. ``cells``: the field with the tile
        already lifted (default: ``state.cells`` with a cell origin's top tile lifted)."""
        spec = self.spec(state)
        table = None
        if cells is None:
            cells = state.cells
            lifted = origin[1] if isinstance(origin, tuple) else origin
            table = _contact_table(state.geo, cells)
            if isinstance(lifted, int) and lifted >= 0:
                cells = list(cells)
                cells[lifted] = cells[lifted][:-1]
                table = list(table)
                for c in (lifted, lifted + state.geo.files, lifted - state.geo.files):
                    if 0 <= c < len(cells):
                        table[c] = _contact_entry(state.geo, cells, c)
        elif table is None:
            table = _contact_table(state.geo, cells)
        ups = spec.orientations(state, seat, tile, origin)
        need = spec.need(state, seat, tile, origin)
        pool = targets if targets is not None else spec.targets(state, seat, tile, origin, cells)
        owner_of = state.owner_of
        faces = [(up, tile.head if up else tile.tail, tile.tail if up else tile.head) for up in ups]
        equal_ones: list[tuple[int, bool]] = []
        others: list[tuple[int, bool]] = []
        for cell in pool:
            if cell == OFF:
                for up in ups:
                    if spec.may_go_off(state, seat, Piece(tile, up), cells):
                        equal_ones.append((OFF, up))
                continue
            if cells[cell]:
                continue
            want_up, cell_up, want_low, cell_low = table[cell]
            for up, upper, lower in faces:
                if (want_up is not None and want_up != upper) or (want_low is not None and want_low != lower):
                    continue  # a different digit would touch
                if want_up is None and want_low is None:
                    if need not in ("own", "equal"):
                        others.append((cell, up))
                    continue
                if need == "own" and not ((want_up is not None and owner_of(cells[cell_up][-1].tile) == seat)
                                          or (want_low is not None and owner_of(cells[cell_low][-1].tile) == seat)):
                    continue
                equal_ones.append((cell, up))
        if need in ("own", "equal"):
            return equal_ones
        if need == "if-possible":
            return equal_ones if equal_ones else others
        return equal_ones + others

    # --- actions ----------------------------------------------------------------------------------
    def legal_actions(self, state: PState, seat: int) -> list[Action]:
        if state.phase == OFFER:
            return [ACCEPT, DECLINE] if seat == 1 - state.offer_from else []
        if state.phase != PLAY or seat != state.mover:
            return []
        acts = list(self._actions(state, seat))
        if acts:
            acts += self._talk(state, seat)
        return acts

    def _talk(self, state: PState, seat: int) -> list[Action]:
        out = []
        if len(self.in_game(state)) >= 2:
            out.append(RESIGN)
            if state.players == 2 and state.offered_at < state.plies and self.spec(state).may_offer(state):
                out.append(OFFER_DRAW)
        return out

    def _actions(self, state: PState, seat: int) -> list[Action]:
        """The moves of the seat to move (memoised on the state's identity: the player, ``apply`` and
        the turn that follows all ask for the same state's moves)."""
        memo = self.__dict__.setdefault("_memo", {})
        key = id(state)
        hit = memo.get(key)
        if hit is not None and hit[0] is state:
            return hit[1]
        acts = self.spec(state).actions(self, state, seat)
        if len(memo) > 64:
            memo.clear()
        memo[key] = (state, acts)
        return acts

    def put_actions(self, state: PState, seat: int, verb: str, tile: Tile, origin, prefix: tuple = (),
                    cells=None, targets=None) -> list[Action]:
        """The actions putting ``tile`` down: ``move <src> <dst> <up|down>``, ``lay <dst> <up|down>``,
        ``play <tile> <dst> <up|down>``."""
        geo = state.geo
        return [action(verb, prefix + (geo.name(c), orient(up)))
                for c, up in self.placements(state, seat, tile, origin, cells=cells, targets=targets)]

    def apply(self, state: PState, action: Action) -> PState:
        if state.phase == OVER:
            raise IllegalAction(Text("The game is over.", "Игра окончена."))
        if state.phase == LOT:
            if action.verb != "first" or len(action.args) != 1 or action.args[0] not in (0, 1):
                raise IllegalAction(Text("The lot says who begins: 0 or 1.", "Жребий называет, кто начинает: 0 или 1."))
            first = action.args[0]
            return self._begin(replace(state, phase=PLAY, mover=first, first=first))
        if state.phase == DEAL:
            if action.verb != "deal":
                raise IllegalAction(Text("The tiles must be shuffled first.", "Сначала элементы перемешивают."))
            return self._deal(state, action)
        seat = self.to_move(state)
        if state.phase == OFFER:
            if action == ACCEPT:
                return self._finish(replace(state, offer_from=None), ("draw",), "agreed",
                                    Text("The draw is agreed.", "Ничья по согласию."))
            if action == DECLINE:
                return replace(state, phase=PLAY, offer_from=None,
                               event=Text("The draw is declined; play goes on.", "От ничьей отказались; игра "
                                          "продолжается."))
            raise IllegalAction(Text("A draw has been offered: accept it or play on.",
                                     "Предложена ничья: примите её или продолжайте игру."))
        if action == RESIGN and RESIGN in self._talk(state, seat):
            return self._resign(state, seat)
        if action == OFFER_DRAW and OFFER_DRAW in self._talk(state, seat):
            return replace(state, phase=OFFER, offer_from=seat, offered_at=state.plies,
                           event=Text("A draw is offered.", "Предложена ничья."))
        if action not in self._actions(state, seat):
            raise IllegalAction(self.why_illegal(state, seat, action))
        return self.spec(state).act(self, state, seat, action)

    def successor(self, state: PState, action: Action) -> PState:
        if state.phase in (PLAY,) and action.verb not in ("resign", "offer-draw"):
            return self.spec(state).act(self, state, self.to_move(state), action)
        return self.apply(state, action)

    def why_illegal(self, state: PState, seat: int, action: Action) -> Text:
        geo = state.geo
        verbs = {a.verb for a in self._actions(state, seat)}
        if action.verb not in verbs:
            return Text(f"“{action.notation}” is not a move now.", f"«{action.notation}» сейчас не ход.")
        if action.verb in ("move", "lay", "play") and action.args:
            dst = geo.parse(str(action.args[-2])) if len(action.args) >= 2 else None
            if dst is None:
                return Text("There is no such cell.", "Такой клетки нет.")
            if dst != OFF and state.cells[dst] and not (action.verb == "move" and geo.parse(str(action.args[0])) == dst):
                return Text("That cell is taken.", "Эта клетка занята.")
            return Text("The tile cannot go there: a placed tile may never touch a different digit end to end, "
                        "and this game asks for an equal contact there.",
                        "Туда элемент положить нельзя: положенный элемент не должен касаться торцом другой "
                        "цифры, а эта игра требует там равного касания.")
        return Text(f"“{action.notation}” is not allowed now.", f"«{action.notation}» сейчас нельзя.")

    # --- shared steps of the games (used by the specs) ---------------------------------------------------
    def parse_cell(self, state: PState, word) -> int:
        cell = state.geo.parse(str(word))
        if cell is None:
            raise IllegalAction(Text("There is no such cell.", "Такой клетки нет."))
        return cell

    def put(self, state: PState, seat: int, tile: Tile, dst: int, up: bool, cells: list, face_up: bool = True) -> PState:
        """``tile`` goes onto ``dst`` (already lifted from where it was, in ``cells``); then the game's
        interaction (``Spec.interact``) with the tiles it touches with equal digits."""
        spec = self.spec(state)
        piece = Piece(tile, up, face_up)
        if dst == OFF:
            out = list(state.out)
            out[seat] = out[seat] + (tile,)
            return replace(state, cells=tuple(cells), out=tuple(out))
        hits = self.contacts(state, cells, dst, piece) or [] if face_up else []
        cells[dst] = cells[dst] + (piece,)
        st = replace(state, cells=tuple(cells))
        return spec.interact(self, st, seat, dst, hits)

    def end_turn(self, state: PState, seat: int, progress: bool, again: bool = False) -> PState:
        """The move is made: the game's own end, then whose turn it is (``again``: the same seat moves
        once more, an extra turn)."""
        spec = self.spec(state)
        moved = list(state.moved)
        moved[seat] += 1
        st = replace(state, moved=tuple(moved), plies=state.plies + 1, passes=0,
                     quiet=0 if progress else state.quiet + 1, drawn=None, opened=None, relocations=0)
        ended = spec.decided(self, st, seat)
        if ended is not None:
            return self._finish(st, *ended, keep_event=True)
        if state.opts.limit and spec.limited(st) and st.quiet >= state.opts.limit * len(self.in_game(st)):
            return self._finish(st, ("score",), "limit",
                                Text(f"{state.opts.limit} moves each without a change: the game ends.",
                                     f"{state.opts.limit} ходов каждого без перемен: игра окончена."),
                                keep_event=True)
        if again and self._any(st, seat):
            return self._turn(replace(st, mover=seat), seat, fresh=True, again=True)
        return self._turn(st, self._next_seat(st, seat), fresh=True)

    def _next_seat(self, state: PState, seat: int) -> int:
        players = self.in_game(state)
        n = state.players
        for k in range(1, n + 1):
            s = (seat + k) % n
            if s in players:
                return s
        return seat

    def _any(self, state: PState, seat: int) -> bool:
        return bool(self._actions(replace(state, mover=seat, phase=PLAY), seat))

    def _turn(self, state: PState, seat: int, fresh: bool, again: bool = False) -> PState:
        """``seat``'s turn begins: the forced steps are taken for him (a tile turned up when that is
        all he can do, a pass when he can do nothing); when every player in the game passes in a row,
        the game ends and is scored."""
        spec = self.spec(state)
        st = replace(state, mover=seat, phase=PLAY)
        st = spec.turn_starts(self, st, seat)
        if st.phase != PLAY:
            return st
        passed = 0
        notes: list[Text] = []
        while True:
            acts = self._actions(st, st.mover)
            if acts == [DRAW_TILE] or (acts and all(a == DRAW_TILE for a in acts)):
                before = st.event
                who = st.mover
                st = spec.act(self, st, st.mover, DRAW_TILE)
                st = self._after_words(st, before, who)
                if st.phase != PLAY or st.drawn is not None:
                    return st
                continue  # the tile could not be laid: the turn went on to the next player
            if acts:
                return self._noted(st, notes)
            passed += 1
            notes.append(Text("cannot move and passes", "ходить нечем, пропуск"))
            # every player in the game passed in a row (declines counted: ``st.passes``)
            if passed >= len(self.in_game(st)) or st.passes + 1 >= len(self.in_game(st)) or spec.blocked_ends(st):
                return self._finish(self._noted(st, notes), ("score",), "blocked",
                                    Text("Nobody can move: the game ends.", "Ходить некому: игра окончена."),
                                    keep_event=True)
            st = self._passed(st, st.mover)  # a pass is a turn (rounds count them: games 10, 13)
            ended = spec.after_pass(self, st, st.mover)
            if ended is not None:
                return self._finish(self._noted(st, notes), *ended, keep_event=True)
            st = replace(st, mover=self._next_seat(st, st.mover), passes=st.passes + 1)

    @staticmethod
    def _after_words(state: PState, before: Optional[Text], seat: int) -> PState:
        """The words of a tile turned up for ``seat`` by itself follow the words of the move before
        it (the log line of that move tells both), the seat named."""
        if before is None or not before.en or state.event is None or state.event is before:
            return state
        if state.event.en.startswith(before.en):  # already told on
            return state
        who = seat_ref(seat)
        sep = " " if before.en.endswith(".") else "; "
        return replace(state, event=Text(f"{before.en}{sep}{who.en} {state.event.en}",
                                         f"{before.ru}{sep}{who.ru} {state.event.ru}"))

    @staticmethod
    def _passed(state: PState, seat: int) -> PState:
        moved = list(state.moved)
        moved[seat] += 1
        return replace(state, moved=tuple(moved))

    @staticmethod
    def _noted(state: PState, notes: list) -> PState:
        if not notes:
            return state
        base = state.event or Text("", "")
        return replace(state, event=Text(base.en + ("; " if base.en else "") + "; ".join(n.en for n in notes[:1]),
                                         base.ru + ("; " if base.ru else "") + "; ".join(n.ru for n in notes[:1])))

    def declined(self, state: PState, seat: int) -> PState:
        """``pass``: the seat declines; when every player in the game has declined in a row, it ends."""
        passes = state.passes + 1
        st = replace(self._passed(state, seat), passes=passes, plies=state.plies + 1, drawn=None, opened=None,
                     event=Text("passes", "пропускает ход"))
        if passes >= len(self.in_game(st)):
            return self._finish(st, ("score",), "declined",
                                Text("Everybody passed: the game ends.", "Все пропустили ход: игра окончена."),
                                keep_event=True)
        spec = self.spec(state)
        ended = spec.decided(self, st, seat)
        if ended is not None:
            return self._finish(st, *ended, keep_event=True)
        nxt = self._turn(st, self._next_seat(st, seat), fresh=True)
        return replace(nxt, passes=max(nxt.passes, passes))

    def _resign(self, state: PState, seat: int) -> PState:
        if state.players == 2:
            return self._finish(state, ("lose", seat), "resigned", Text("Resigns.", "Сдаётся."))
        left = state.left + ((seat, "lost"),)
        st = replace(state, left=left, event=Text("Resigns.", "Сдаётся."))
        if len(self.in_game(st)) <= 1:
            return self._finish(st, ("score",), "resigned", Text("Resigns.", "Сдаётся."))
        return self._turn(st, self._next_seat(st, seat), fresh=True)

    # --- the result ---------------------------------------------------------------------------------
    def result(self, state: PState) -> Result:
        spec = self.spec(state)
        n = state.players
        values, higher = spec.criterion(self, state)
        extra = tuple(spec.extra(self, state, s) for s in range(n))
        if n == 1:
            return Result(tuple(values), (1,), extra, outcomes=(SOLO,))
        kind = state.ended
        gone = dict(state.left)
        if kind is not None and kind[0] == "draw":
            return Result(tuple(values), tuple(1 for _ in range(n)), extra, outcomes=tuple(DRAW for _ in range(n)))
        if kind is not None and kind[0] == "win":
            ranks = tuple(1 if s == kind[1] else 2 for s in range(n))
            return Result(tuple(values), ranks, extra, outcomes=tuple(WIN if r == 1 else LOSS for r in ranks))
        if kind is not None and kind[0] == "lose":
            ranks = tuple(n if s == kind[1] else 1 for s in range(n))
            return Result(tuple(values), ranks, extra, outcomes=tuple(WIN if r == 1 else LOSS for r in ranks))
        # scored: the seats still in are ranked by the criterion; those who went out first rank
        # first ("won"), those who dropped out last ("lost"), in the order they left
        winners = [s for s, how in state.left if how == "won"]
        losers = [s for s, how in state.left if how == "lost"]  # the first to drop out last
        rest = [s for s in range(n) if s not in gone]
        key = {s: (-values[s] if higher else values[s]) for s in rest}
        ranks = [0] * n
        for i, s in enumerate(winners):
            ranks[s] = i + 1
        base = len(winners)
        for s in rest:
            ranks[s] = base + 1 + sum(1 for o in rest if key[o] < key[s])
        for i, s in enumerate(losers):
            ranks[s] = n - i
        if len(set(ranks)) == 1:
            return Result(tuple(values), tuple(ranks), extra, outcomes=tuple(DRAW for _ in range(n)))
        return Result(tuple(values), tuple(ranks), extra)

    # --- what a seat may see ------------------------------------------------------------------------
    def view_for(self, state: PState, seat: int) -> PState:
        """The stacks' order and faces, face-down tiles' digits and other seats' hidden hands become
        unknown (``hidden``); everything else is open."""
        spec = self.spec(state)
        cells = tuple(tuple(p if p.face_up else Piece(hidden(p.tile), p.up, False) for p in stack)
                      for stack in state.cells)
        supply = tuple(tuple(hidden(t) for t in s) for s in state.supply)
        hands = tuple(h if spec.hand_open(state, s, seat) else _hidden_hand(h, spec.hand_seen(state, s, seat))
                      for s, h in enumerate(state.hands))
        return replace(state, cells=cells, supply=supply, hands=hands)

    def describe(self, state: PState, action: Action) -> Text:
        try:
            after = self.apply(state, action)
        except (IllegalAction, ValueError):
            return Text(action.notation, action.notation)
        return after.event or Text(action.notation, action.notation)

