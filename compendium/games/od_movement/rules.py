"""Open domino on the field, the movement games 1–9 (source 003), Qt-free rules.

One engine plays all nine: the catalog entries ``open-domino-01`` … ``-09`` are this engine with
``{"game": N}``, their variants are options. The players sit at opposite edges: seat 0 at rank 1
(the bottom; his tiles' arrows point up), seat 1 at rank 8. Tiles travel over free cells; only the
tile just moved (or opened) interacts, and only through front contact with equal digits
(``compendium.games.open_domino.field``). What an interaction does, and how a game ends, is the
game's own:

1. reach the opponent's face-down scoring tile (0/0) with any tile; touching removes enemy tiles;
2. bring tiles out over the far edge, the most pips wins;
3. remove more (or a target of tiles or pips);
4. diagonal steps and jumps over one's own tiles, on one colour of cells;
5. giveaway: fewest tiles left;
6. touching turns the enemy tile round: it becomes yours, with chains along the file;
7. across the field (16 × 4), rook moves, bring out exactly 32 pips;
8. queen moves from face-up stacks; touching a stack's top removes the stack;
9. one hole, anybody's tiles: whoever makes an equal contact loses.

Every game also ends by resignation, by a draw agreed, when neither side can move, and (but game 9,
which counts all moves) when 40 moves each pass without a capture or a tile brought out (an
option): the game is then scored as it stands.

Notation: ``move c2 c3`` (a step, slide or long move; ``move h8 off`` brings a tile out; ``move c3 e5
c7`` a chain of jumps), ``open a1`` (a face-down tile opened where it lies), ``slide b3`` (game 9),
``resign``, ``offer-draw``, ``accept-draw``, ``decline-draw``; chance: ``first 0|1`` (who begins, by
lot) and ``deal …`` (a random start: the order of the tiles onto their cells, then for game 9 the
arrows and the tile drawn from the second set).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Optional

from compendium.core.actions import Action
from compendium.core.options import Options, OptionsError, option
from compendium.core.rules import LOSS, WIN, IllegalAction, Result
from compendium.core.text import Text
from compendium.games.open_domino import equipment as eq
from compendium.games.open_domino.turns import (  # noqa: F401  (the engine's names too)
    ACCEPT, DEAL, DECLINE, LOT, OFFER, OFFER_DRAW, OVER, PLAY, RESIGN, FieldTurns)
from compendium.games.open_domino.equipment import Piece, Tile
from compendium.games.open_domino.field import (
    ACROSS,
    ALONG,
    BISHOP,
    KING,
    OFF,
    ROOK,
    Geometry,
    equal_contacts,
)


ALL = tuple(range(1, 10))
NO_LIMIT_GAMES = (9,)
MULTI_TARGETS = (12, 24, 36, 48)


@lru_cache(maxsize=65536)
def _action(geo: Geometry, verb: str, src: int, path: tuple) -> Action:
    """The action of a move (the same few thousand are written again and again: kept)."""
    return Action(verb, (geo.name(src), *(geo.name(c) for c in path)))


def _games(*numbers: int) -> tuple:
    return (("game", tuple(numbers)),)


@dataclass(frozen=True)
class OdOptions(Options):
    game: int = option(1, Text("Game", "Игра"), choices=tuple((n, Text(f"Game {n}", f"Игра {n}")) for n in ALL),
                       fixed=True)
    first: str = option("bottom", Text("First move", "Первый ход"), choices=(
        ("bottom", Text("The player at rank 1 (the bottom)", "Игрок у 1-й горизонтали (внизу)")),
        ("top", Text("The player at rank 8 (the top)", "Игрок у 8-й горизонтали (вверху)")),
        ("lot", Text("Drawn by lot", "По жребию")),
    ))
    limit: int = option(40, Text("No-capture limit", "Предел без взятий"), minimum=10, maximum=200,
                        when=_games(1, 2, 3, 4, 5, 6, 7, 8),
                        help=Text("The game ends when both players have made this many moves without removing, "
                                  "turning or bringing out a tile; it is then scored as it stands.",
                                  "Игра кончается, когда оба сделали столько ходов, не сняв, не перевернув и не "
                                  "выведя ни одного элемента; тогда её итог считают по положению на поле."))
    set: str = option("A", Text("Set", "Комплект"), choices=(
        ("A", Text("Set A (Figure 1(A))", "Комплект «А» (рис. 1(А))")),
        ("B", Text("Set B (Figure 1(B))", "Комплект «В» (рис. 1(В))")),
    ), when=_games(1, 2, 3, 6, 7, 9))
    movement: str = option("king", Text("Movement", "Ходы"), choices=(
        ("king", Text("One cell in any direction, like a chess king", "На одну клетку в любую сторону, как король")),
        ("queen", Text("Any distance in a line over free cells, like a queen",
                       "На любое число свободных клеток по линии, как ферзь")),
        ("forward", Text("One cell, only straight or diagonally forward", "На одну клетку, только вперёд или "
                         "вперёд по диагонали")),
    ), when=_games(1, 2, 3))
    start: str = option("figure", Text("Start", "Начальная позиция"), choices=(
        ("figure", Text("As printed (Figure 1)", "Как на рисунке 1")),
        ("random", Text("Shuffled onto ranks 1–2 and 8–7", "Вперемешку на 1–2 и 8–7 горизонталях")),
        ("hidden", Text("Shuffled face down, opened when moved", "Вперемешку рубашкой вверх, открываются при ходе")),
    ), when=_games(2, 3, 6))
    scoring_capture: bool = option(False, Text("Scoring tiles may capture", "Зачётный элемент может снимать"),
                         help=Text("Scoring tiles may land on enemy tiles and remove them",
                                               "Зачётный элемент может вставать на элементы противника и снимать их"),
                         when=_games(1))
    own_contact: bool = option(False, Text("Own equal contacts punished", "Свои равные касания наказываются"),
                         help=Text("Your own tiles touching with equal digits are removed",
                                           "Свои элементы, сопоставленные одинаковыми цифрами, снимаются"),
                         when=_games(1))
    goal: str = option("more", Text("Goal", "Цель"), choices=(
        ("more", Text("Keep more tiles on the field", "Сохранить на поле больше элементов")),
        ("count", Text("Be first to remove a number of enemy tiles", "Первым снять условленное число элементов")),
        ("reach", Text("Be first to remove 48 pips", "Первым снять элементы на 48 очков")),
        ("exact", Text("Remove exactly 48 pips (over 48 loses)", "Снять ровно 48 очков (больше — проигрыш)")),
        ("multi", Text("Remove exactly 12, 24, 36 or 48 pips (over 48 loses)",
                       "Снять ровно 12, 24, 36 или 48 очков (больше 48 — проигрыш)")),
    ), when=_games(3))
    count: int = option(5, Text("Tiles to remove", "Сколько снять"), minimum=1, maximum=16,
                        when=(("game", (3,)), ("goal", ("count",))))
    tiles4: str = option("fig4", Text("Tiles", "Элементы"), choices=(
        ("fig4", Text("Two sets of 0–3 (Figure 4)", "Два комплекта 0–3 (рис. 4)")),
        ("fig4a", Text("The groups of set A without sixes (Figure 4(A))", "Группы комплекта «А» без шестёрок (рис. 4(А))")),
        ("fig4b", Text("The groups of set B without sixes (Figure 4(B))", "Группы комплекта «В» без шестёрок (рис. 4(В))")),
    ), when=_games(4))
    forward: bool = option(False, Text("Forward only", "Только вперёд"),
                         help=Text("Only forward moves", "Ходить только вперёд"),
                         when=_games(4, 5))
    race: bool = option(False, Text("Race across the middle", "Гонка через середину"),
                         help=Text("Race: first to bring every tile over the middle wins",
                                    "Гонка: выигрывает первый, чьи элементы все перешли середину поля"),
                         when=_games(4))
    start5: str = option("random", Text("Start", "Начальная позиция"), choices=(
        ("random", Text("Shuffled onto ranks 1–2 and 8–7", "Вперемешку на 1–2 и 8–7 горизонталях")),
        ("fig2", Text("As Figure 2", "Как на рисунке 2")),
        ("fig5", Text("As Figure 5", "Как на рисунке 5")),
    ), when=_games(5))
    compulsory: bool = option(True, Text("Capture is compulsory", "Взятие обязательно"),
                         help=Text("A move that can remove an enemy tile must be made",
                                         "Ход со снятием элемента противника обязателен"),
                         when=_games(5))
    own_removed: bool = option(False, Text("Remove your own tiles", "Снимать свои элементы"),
                         help=Text("The tile that touches is removed, not the enemy's",
                                           "Снимается свой коснувшийся элемент, а не элемент противника"),
                         when=_games(5))
    tiles6: str = option("groups", Text("Tiles", "Элементы"), choices=(
        ("groups", Text("The two groups of one set", "Две группы одного комплекта")),
        ("fig2", Text("Two sets of 0–4 (Figure 2)", "Два комплекта 0–4 (рис. 2)")),
        ("fig3", Text("Two sets of 0–5 (Figure 3)", "Два комплекта 0–5 (рис. 3)")),
    ), when=_games(6))
    reverse: bool = option(False, Text("Reverse", "Обратная игра"),
                         help=Text("Reverse: your touching tile turns over to the opponent; "
                                       "whoever has no tiles left wins",
                                       "Наоборот: коснувшийся элемент переходит к противнику; "
                                       "выигрывает тот, у кого не осталось элементов"),
                         when=_games(6))
    hidden: bool = option(False, Text("Face down", "Закрыто"),
                         help=Text("Tiles start face down, opened when moved",
                                      "Элементы лежат рубашкой вверх и открываются при ходе"),
                         when=_games(7))
    stacks: str = option("corner", Text("Start", "Начальная позиция"), choices=(
        ("corner", Text("One stack in a corner each", "По одной стопке в углу")),
        ("four", Text("Four stacks of 8 on the dark cells of the back rank",
                      "Четыре стопки по 8 на тёмных клетках крайней горизонтали")),
        ("two", Text("Two stacks of 16 in the corners of the back rank", "Две стопки по 16 в углах крайней горизонтали")),
    ), when=_games(8))
    stack_end: bool = option(False, Text("End when a stack cell empties", "Конец при пустой клетке стопки"),
                         help=Text("The game ends when a stack's cell is empty",
                                         "Игра кончается, когда клетка стопки опустела"),
                         when=_games(8))
    moves9: int = option(100, Text("Move limit", "Предел ходов"), minimum=20, maximum=400,
                         when=_games(9))
    own_groups: bool = option(False, Text("Own groups", "Свои группы"),
                         help=Text("Each of two players moves only his colour group",
                                          "Каждый из двух игроков ходит только своей цветной группой"),
                         when=_games(9))

    def refuse(self) -> None:
        if self.start == "hidden" and self.game != 2:
            raise OptionsError(Text("Only game 2 starts with its tiles face down this way.",
                                    "Так, рубашкой вверх, начинается только игра 2."))


@dataclass(frozen=True)
class OdState:
    game: int
    opts: OdOptions
    players: int
    phase: str
    mover: int
    cells: tuple  # per cell a stack of Pieces, bottom first
    across: bool = False
    removed: tuple = ()  # per seat: the tiles this seat removed from the opponent (or turned, game 6)
    lost_own: tuple = ()  # per seat: own tiles removed by its own moves (games 1 V2, 5 V1)
    out: tuple = ()  # per seat: own tiles brought out over the far edge
    quiet: int = 0  # moves in a row without a capture, a turn or a tile brought out
    plies: int = 0
    last: tuple = ()  # the last move's path of cells (OFF for over the edge)
    last_tile: Optional[Tile] = None  # the tile moved last (game 9: the next player may not move it)
    stack_cells: tuple = ()  # per seat: where its stacks started (game 8)
    ended: Optional[tuple] = None  # ("win", seat) | ("lose", seat) | ("draw",) | ("score",)
    reason: str = ""
    offer_from: Optional[int] = None  # who offered the draw now answered
    offered_at: int = -1  # the ply of the last offer (one offer a move)
    event: Optional[Text] = None  # what the last action did, for the log

    @property
    def geo(self) -> Geometry:
        return ACROSS if self.across else ALONG


# --- starting positions -------------------------------------------------------------------------
def _empty(geo: Geometry) -> list:
    return [()] * geo.size


def _place_figure(name: str) -> list:
    cells = _empty(ALONG)
    for cell, piece in eq.figure(name).items():
        cells[cell] = (piece,)
    return cells


def _ranks(geo: Geometry, seat: int, count: int) -> list[int]:
    """The cells of a seat's ``count`` nearest ranks, nearest rank first, files left to right."""
    rows = range(count) if seat == 0 else range(geo.ranks - 1, geo.ranks - 1 - count, -1)
    return [geo.cell(f, r) for r in rows for f in range(geo.files)]


def _sides(o: OdOptions) -> tuple[list[Tile], list[Tile]]:
    """The tiles of seat 0 and seat 1 for a random start (seat 0 plays the group printed lower)."""
    g = o.game
    if g in (5,) or (g == 6 and o.tiles6 == "fig2"):
        return list(eq.reduced_set("B", 4)), list(eq.reduced_set("A", 4))
    if g == 6 and o.tiles6 == "fig3":
        return list(eq.reduced_set("B", 5)), list(eq.reduced_set("A", 5))
    if g == 8:
        return list(eq.full_set("B")), list(eq.full_set("A"))
    return list(eq.group(o.set, 1)), list(eq.group(o.set, 0))


def deal_slots(o: OdOptions) -> list[tuple[list[Tile], list[int], bool]]:
    """What a random start shuffles: for each seat, its tiles and the cells (or stack cells) they
    go to, and whether they lie face down. Empty for a printed start."""
    g = o.game
    if g == 9:
        return []
    if g == 7:
        zero, one = _sides(o)
        return [(zero, _ranks(ACROSS, 0, 1), o.hidden), (one, _ranks(ACROSS, 1, 1), o.hidden)]
    if g == 8:
        zero, one = _sides(o)
        return [(zero, [], False), (one, [], False)]
    random_start = (g in (2, 3, 6) and o.start != "figure") or (g == 5 and o.start5 == "random")
    if not random_start:
        return []
    zero, one = _sides(o)
    rows = 3 if len(zero) > 16 else 2
    hidden = g == 2 and o.start == "hidden"
    return [(zero, _ranks(ALONG, 0, rows), hidden), (one, _ranks(ALONG, 1, rows), hidden)]


def stack_cells(o: OdOptions) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Game 8: where each seat's stacks stand, and (by position) how many tiles each holds."""
    if o.stacks == "four":
        zero = tuple(c for c in _ranks(ALONG, 0, 1) if ALONG.is_dark(c))
        one = tuple(c for c in _ranks(ALONG, 1, 1) if ALONG.is_dark(c))
    elif o.stacks == "two":
        zero, one = (ALONG.cell(0, 0), ALONG.cell(7, 0)), (ALONG.cell(0, 7), ALONG.cell(7, 7))
    else:
        zero, one = (ALONG.cell(0, 0),), (ALONG.cell(7, 7),)
    return zero, one


def _printed(o: OdOptions) -> Optional[str]:
    g = o.game
    if g in (1, 2, 3, 6) and (g == 1 or o.start == "figure"):
        if g == 6 and o.tiles6 != "groups":
            return "2" if o.tiles6 == "fig2" else "3"
        return "1" + o.set
    if g == 4:
        return {"fig4": "4", "fig4a": "4A", "fig4b": "4B"}[o.tiles4]
    if g == 5 and o.start5 != "random":
        return "2" if o.start5 == "fig2" else "5"
    return None


class OdMovementRules(FieldTurns):
    game_id = "open-domino-01"
    rules_version = 1
    has_hidden_information = False  # the face-down tiles are hidden from both alike (view_for)
    Options = OdOptions

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._memo: dict = {}  # seat -> (cells, options, compulsory, moves): the last moves found

    def player_range(self, options: Optional[dict] = None) -> tuple[int, Optional[int]]:
        o = self.typed_options(options or {})
        if o.game == 9 and not o.own_groups:
            return 2, 4
        return 2, 2

    # --- the start ----------------------------------------------------------------------------------
    def new_match(self, players: int, options: Optional[dict] = None) -> OdState:
        o = self.typed_options(options)
        self.check_players(players, o.to_dict())
        across = o.game == 7
        geo = ACROSS if across else ALONG
        cells = _empty(geo)
        name = _printed(o)
        if name is not None:
            cells = _place_figure(name)
            if o.game == 1:  # each player's 0/0 lies face down: his scoring tile
                for c, stack in enumerate(cells):
                    if stack and stack[-1].tile.is_double and stack[-1].tile.a == 0:
                        cells[c] = (stack[-1].closed(),)
        empty = tuple(() for _ in range(players))
        state = OdState(game=o.game, opts=o, players=players, phase=PLAY, mover=0, cells=tuple(cells),
                        across=across, removed=empty, lost_own=empty, out=empty,
                        stack_cells=stack_cells(o) if o.game == 8 else ())
        if name is None:
            state = replace(state, phase=DEAL)
        elif o.first == "lot":
            state = replace(state, phase=LOT)
        else:
            state = replace(state, mover=self._first(o))
        return state

    @staticmethod
    def _first(o: OdOptions) -> int:
        return 1 if o.first == "top" else 0

    def sample_chance(self, state: OdState, rng) -> Action:
        if state.phase == LOT:
            return Action("first", (rng.randrange(2),))
        o = state.opts
        args: list[int] = []
        if o.game == 9:
            args = list(range(32))
            rng.shuffle(args)
            args += [rng.randrange(2) for _ in range(32)]
            args.append(rng.randrange(32))
            return Action("deal", tuple(args))
        for tiles, _, _ in deal_slots(o):
            order = list(range(len(tiles)))
            rng.shuffle(order)
            args += order
        return Action("deal", tuple(args))

    def _deal(self, state: OdState, action: Action) -> OdState:
        o = state.opts
        args = list(action.args)
        if not all(isinstance(a, int) for a in args):
            raise IllegalAction(Text("A deal is a list of numbers.", "Раздача — это список чисел."))
        geo = state.geo
        cells = list(state.cells)
        if o.game == 9:
            if len(args) != 65 or sorted(args[:32]) != list(range(32)) or any(a not in (0, 1) for a in args[32:64]) \
                    or not 0 <= args[64] < 32:
                raise IllegalAction(Text("This deal does not fit game 9.", "Эта раздача не подходит к игре 9."))
            tiles = eq.full_set(o.set)
            half = _ranks(ALONG, 0, 4)
            for i, t in enumerate(args[:32]):
                cells[half[i]] = (Piece(tiles[t], bool(args[32 + i])),)
            drawn = eq.full_set("B" if o.set == "A" else "A")[args[64]]
            twin = next(c for c in half if (cells[c][-1].tile.a, cells[c][-1].tile.b) == (drawn.a, drawn.b))
            cells[twin] = ()
            touching = [c for c in half if cells[c] and equal_contacts(geo, cells, c)]
            for c in touching:  # every tile the shuffle left in an equal contact goes face down
                cells[c] = (cells[c][-1].closed(),)
        else:
            slots = deal_slots(o)
            if len(args) != sum(len(t) for t, _, _ in slots):
                raise IllegalAction(Text("This deal has the wrong number of tiles.",
                                         "В этой раздаче не то число элементов."))
            pos = 0
            for seat, (tiles, where, hidden) in enumerate(slots):
                order = args[pos:pos + len(tiles)]
                pos += len(tiles)
                if sorted(order) != list(range(len(tiles))):
                    raise IllegalAction(Text("A deal must use every tile once.",
                                             "В раздаче каждый элемент должен быть один раз."))
                pieces = [Piece(tiles[i], seat == 0, not hidden) for i in order]
                if o.game == 8:
                    homes = state.stack_cells[seat]
                    size = len(pieces) // len(homes)
                    for k, home in enumerate(homes):
                        cells[home] = tuple(pieces[k * size:(k + 1) * size])
                else:
                    for cell, piece in zip(where, pieces):
                        cells[cell] = (piece,)
        phase = LOT if o.first == "lot" else PLAY
        return self._begin(replace(state, cells=tuple(cells), phase=phase, mover=self._first(o),
                                   event=Text("The tiles are shuffled and laid out.", "Элементы перемешаны и разложены.")))

    def _begin(self, state: OdState) -> OdState:
        """The first move is due: a first player without a move passes it, and when nobody can move
        (game 9: a deal that leaves only face-down tiles beside the hole) the game ends at once."""
        if state.phase != PLAY or self._has_move(state, state.mover):
            return state
        return self._advance(state, (state.mover - 1) % state.players)

    # --- whose tiles --------------------------------------------------------------------------------
    @staticmethod
    def owner(state: OdState, piece: Piece) -> Optional[int]:
        """The seat a tile belongs to (None: anybody's, game 9)."""
        if state.game == 9:
            if state.opts.own_groups:
                return piece.tile.group
            return None
        return 0 if piece.up else 1

    def _mine(self, state: OdState, seat: int):
        return lambda p: self.owner(state, p) == seat

    def _enemy(self, state: OdState, seat: int):
        return lambda p: self.owner(state, p) not in (seat, None)

    # --- turn ---------------------------------------------------------------------------------------
    # --- moves --------------------------------------------------------------------------------------
    def moves(self, state: OdState, seat: int) -> dict[int, list[tuple[int, ...]]]:
        """Every move of ``seat``: source cell -> the paths (without the source) it may take; a path
        of ``(source,)`` opens a face-down tile in place, ``(OFF,)`` brings the tile out."""
        return {src: list(paths) for src, paths in self._moves(state, seat, True).items()}

    def _moves(self, state: OdState, seat: int, compulsory: bool) -> dict[int, list[tuple[int, ...]]]:
        """``moves`` (not to be changed by the caller); without ``compulsory`` game 5's compulsory
        capture is left out (whether a seat has a move at all does not depend on it). The last answer
        is kept: a move's state is asked for its moves by the player, by ``apply`` and by the turn
        that follows it, all alike (the moves depend on the field and the options only)."""
        compulsory = compulsory and state.game == 5 and state.opts.compulsory
        memo = self._memo.get(seat)
        if memo is not None and memo[0] is state.cells and memo[1] is state.opts and memo[2] == compulsory:
            return memo[3]
        out = self._find_moves(state, seat, compulsory)
        self._memo[seat] = (state.cells, state.opts, compulsory, out)
        return out

    def _find_moves(self, state: OdState, seat: int, compulsory: bool) -> dict[int, list[tuple[int, ...]]]:
        g = state.game
        geo = state.geo
        cells = state.cells
        o = state.opts
        out: dict[int, list[tuple[int, ...]]] = {}
        if g == 9:
            return out
        fwd = geo.forward(seat)
        for src in range(geo.size):
            stack = cells[src]
            if not stack:
                continue
            piece = stack[-1]
            if self.owner(state, piece) != seat:
                continue
            paths: list[tuple[int, ...]] = []
            if g == 4:
                paths = self._diagonal_paths(state, seat, src)
            else:
                style = "king"
                if g in (1, 2, 3):
                    style = o.movement
                elif g == 5 and o.forward:
                    style = "forward"
                elif g == 7:
                    style = "rook"
                elif g == 8:
                    style = "queen"
                if style == "king":
                    for c in geo.steps(src):
                        if not cells[c] or self._may_land(state, seat, piece, c):
                            paths.append((c,))
                elif style == "forward":
                    f, r = geo.fr(src)
                    for df, dr in KING:
                        if dr != fwd:
                            continue
                        c = geo.cell(f + df, r + dr)
                        if c is None:
                            continue
                        if not cells[c] or self._may_land(state, seat, piece, c):
                            paths.append((c,))
                else:
                    dirs = ROOK if style == "rook" else KING
                    for ray in geo.rays(src, dirs):
                        for c in ray:
                            if cells[c]:
                                if self._may_land(state, seat, piece, c):
                                    paths.append((c,))
                                break
                            paths.append((c,))
                # over the far edge (games 2 and 7)
                if g == 2 and geo.fr(src)[1] == geo.far_rank(seat):
                    paths.append((OFF,))
                elif g == 7:
                    f, r = geo.fr(src)
                    ahead = [geo.cell(f, rr) for rr in (range(r + 1, geo.ranks) if seat == 0 else range(r - 1, -1, -1))]
                    if all(not cells[c] for c in ahead):
                        paths.append((OFF,))
                if not piece.face_up and g in (2, 7):
                    paths.append((src,))  # opened where it lies
            if paths:
                out[src] = paths
        if g == 5 and o.compulsory and compulsory:
            capturing = {src: [p for p in paths if self._captures(state, seat, src, p)] for src, paths in out.items()}
            capturing = {s: ps for s, ps in capturing.items() if ps}
            if capturing:
                out = capturing
        return out

    def _may_land(self, state: OdState, seat: int, piece: Piece, cell: int) -> bool:
        """Whether ``piece`` may land on the occupied ``cell`` (game 1 only)."""
        if state.game != 1:
            return False
        target = state.cells[cell][-1]
        if len(state.cells[cell]) > 1 or self.owner(state, target) == seat:
            return False
        if self.is_scoring(state, target):  # any tile but a scoring tile on the enemy's scoring tile wins
            return not self.is_scoring(state, piece)
        return state.opts.scoring_capture and self.is_scoring(state, piece)

    @staticmethod
    def is_scoring(state: OdState, piece: Piece) -> bool:
        return state.game == 1 and not piece.face_up and piece.tile.a == 0 and piece.tile.b == 0

    def _diagonal_paths(self, state: OdState, seat: int, src: int) -> list[tuple[int, ...]]:
        geo = state.geo
        cells = state.cells
        forward = state.opts.forward or state.opts.race  # the race is played forward only
        fwd = geo.forward(seat)
        piece = cells[src][-1]
        enemy = self._enemy(state, seat)
        out: list[tuple[int, ...]] = []
        f, r = geo.fr(src)
        for df, dr in BISHOP:
            if forward and dr != fwd:
                continue
            c = geo.cell(f + df, r + dr)
            if c is not None and not cells[c]:
                out.append((c,))
        # chains of jumps over own tiles; a landing that touches an enemy with equal digits ends the move
        base = list(cells)
        base[src] = ()

        def walk(at: int, path: tuple[int, ...], seen: frozenset) -> None:
            fa, ra = geo.fr(at)
            for df, dr in BISHOP:
                if forward and dr != fwd:
                    continue
                over = geo.cell(fa + df, ra + dr)
                land = geo.cell(fa + 2 * df, ra + 2 * dr)
                if over is None or land is None or land in seen or not base[over] or base[land]:
                    continue
                if self.owner(state, base[over][-1]) != seat:
                    continue
                new = path + (land,)
                out.append(new)
                base[land] = (piece,)
                stop = bool(equal_contacts(geo, base, land, enemy))
                if not stop:
                    walk(land, new, seen | {land})
                base[land] = ()

        walk(src, (), frozenset({src}))
        return out

    def _captures(self, state: OdState, seat: int, src: int, path: tuple[int, ...]) -> bool:
        """Whether the move would touch an enemy tile with equal digits (the field as it would be,
        read without copying it: this is asked of every move of game 5)."""
        dst = path[-1]
        if dst == OFF:
            return False
        cells = state.cells
        piece = cells[src][-1]
        geo = state.geo
        for other, mine, above in ((geo.above(dst), piece.upper, True), (geo.below(dst), piece.lower, False)):
            if other is None or mine is None or mine < 0:
                continue
            stack = cells[other][:-1] if other == src else cells[other]
            if not stack:
                continue
            top = stack[-1]
            theirs = top.lower if above else top.upper
            if mine == theirs and self.owner(state, top) not in (seat, None):
                return True
        return False

    def legal_actions(self, state: OdState, seat: int) -> list[Action]:
        if self.to_move(state) != seat or state.phase in (DEAL, LOT, OVER):
            return []
        if state.phase == OFFER:
            return [ACCEPT, DECLINE]
        geo = state.geo
        out: list[Action] = []
        if state.game == 9:
            out = [_action(geo, "slide", c, ()) for c in self._slides(state, seat)]
        else:
            for src, paths in self._moves(state, seat, True).items():
                for path in paths:
                    out.append(_action(geo, "open", src, ()) if path == (src,) else _action(geo, "move", src, path))
        if not out:
            return []  # a player without a move is passed over by the rules (see _advance)
        out.append(RESIGN)
        if state.players == 2 and state.offered_at != state.plies:
            out.append(OFFER_DRAW)
        return out

    def hole(self, state: OdState) -> Optional[int]:
        for c in _ranks(ALONG, 0, 4):
            if not state.cells[c]:
                return c
        return None

    def _slides(self, state: OdState, seat: int) -> list[int]:
        hole = self.hole(state)
        if hole is None:
            return []
        out = []
        for c in ALONG.steps(hole, ROOK):
            if ALONG.fr(c)[1] >= 4 or not state.cells[c]:
                continue
            p = state.cells[c][-1]
            if not p.face_up or p.tile == state.last_tile:
                continue
            if state.opts.own_groups and p.tile.group != seat:
                continue
            out.append(c)
        return sorted(out)

    # --- applying -------------------------------------------------------------------------------------
    def apply(self, state: OdState, action: Action) -> OdState:
        if state.phase == DEAL:
            if action.verb != "deal":
                raise IllegalAction(Text("The tiles must be laid out first.", "Сначала нужно разложить элементы."))
            return self._deal(state, action)
        if state.phase == LOT:
            if action.verb != "first" or action.args not in ((0,), (1,)):
                raise IllegalAction(Text("The lot decides who begins.", "Жребий решает, кто начинает."))
            who = action.args[0]
            return self._begin(replace(state, phase=PLAY, mover=who,
                                       event=Text(f"The lot: seat {who + 1} begins.", f"Жребий: начинает место {who + 1}.")))
        if state.phase == OVER:
            raise IllegalAction(Text("The game is over.", "Игра окончена."))
        seat = self.to_move(state)
        if not self._is_legal(state, seat, action):
            raise IllegalAction(self._why(state, seat, action))
        return self.successor(state, action)

    def _is_legal(self, state: OdState, seat: int, action: Action) -> bool:
        """``action in self.legal_actions(state, seat)``, answered without writing every action out
        (a move is looked up among its tile's paths)."""
        verb = action.verb
        if state.phase != PLAY or verb not in ("move", "open", "slide"):
            return action in self.legal_actions(state, seat)
        geo = state.geo
        cells = []
        for a in action.args:
            c = geo.parse(a) if isinstance(a, str) else None
            if c is None or geo.name(c) != a:
                return False  # only the names legal_actions writes
            cells.append(c)
        if state.game == 9:
            return verb == "slide" and len(cells) == 1 and cells[0] in self._slides(state, seat)
        if verb == "slide" or not cells or cells[0] == OFF:
            return False
        src, path = cells[0], tuple(cells[1:])
        if verb == "open":
            if path:
                return False
            path = (src,)
        elif not path or path == (src,):
            return False
        return path in self._moves(state, seat, True).get(src, ())

    def _why(self, state: OdState, seat: int, action: Action) -> Text:
        if state.phase == OFFER:
            return Text("First answer the offer of a draw.", "Сначала ответьте на предложение ничьей.")
        if action.verb in ("move", "open", "slide") and action.args:
            src = state.geo.parse(str(action.args[0]))
            if src is None or src == OFF:
                return Text(f"There is no cell {action.args[0]}.", f"Клетки {action.args[0]} нет.")
            if not state.cells[src]:
                return Text(f"There is no tile on {action.args[0]}.", f"На {action.args[0]} нет элемента.")
            piece = state.cells[src][-1]
            if state.game != 9 and self.owner(state, piece) != seat:
                return Text("That tile is not yours.", "Это не ваш элемент.")
            if state.game == 9:
                if piece.tile == state.last_tile:
                    return Text("You may not move the tile your opponent has just moved.",
                                "Нельзя ходить элементом, которым только что ходил противник.")
                return Text("Only an open tile beside the hole (not diagonally) can slide into it.",
                            "В пустую клетку можно сдвинуть только открытый элемент рядом с ней (не по диагонали).")
            if state.game == 5 and state.opts.compulsory and self.moves(state, seat) and src not in self.moves(state, seat):
                return Text("A move that removes an enemy tile must be made.",
                            "Обязателен ход, при котором снимается элемент противника.")
            return Text("That tile cannot go there.", "Этот элемент туда пойти не может.")
        return Text(f"{action.notation} is not a move of this game.", f"{action.notation} — не ход этой игры.")

    def successor(self, state: OdState, action: Action) -> OdState:
        seat = self.to_move(state)
        verb = action.verb
        other = 1 - seat if state.players == 2 else None
        if verb == "resign":
            return self._finish(state, ("lose", seat), "resigned", Text("Resigns.", "Сдаётся."))
        if verb == "offer-draw":
            return replace(state, phase=OFFER, offer_from=seat, offered_at=state.plies,
                           event=Text("Offers a draw.", "Предлагает ничью."))
        if verb == "accept-draw":
            return self._finish(replace(state, offer_from=None), ("draw",), "agreed",
                                Text("Accepts the draw.", "Соглашается на ничью."))
        if verb == "decline-draw":
            return replace(state, phase=PLAY, offer_from=None, event=Text("Declines the draw.", "Отказывается от ничьей."))
        geo = state.geo
        if verb == "slide":
            return self._slide(state, seat, geo.parse(str(action.args[0])))
        src = geo.parse(str(action.args[0]))
        path = tuple(geo.parse(str(a)) for a in action.args[1:]) if verb == "move" else (src,)
        return self._move(state, seat, other, src, path)

    def _move(self, state: OdState, seat: int, other, src: int, path: tuple[int, ...]) -> OdState:
        g = state.game
        o = state.opts
        geo = state.geo
        cells = list(state.cells)
        removed = [list(x) for x in state.removed]
        lost = [list(x) for x in state.lost_own]
        out = [list(x) for x in state.out]
        piece = cells[src][-1]
        cells[src] = cells[src][:-1]
        if not piece.face_up and not self.is_scoring(state, piece):
            piece = piece.opened()
        dst = path[-1]
        progress = False
        words_en, words_ru = [], []
        if dst == OFF:
            out[seat].append(piece.tile)
            progress = True
            words_en.append(f"brings {piece.tile} out")
            words_ru.append(f"выводит {piece.tile}")
        else:
            if cells[dst]:  # game 1: onto the enemy's scoring tile, or a scoring tile capturing
                target = cells[dst][-1]
                if self.is_scoring(state, target):
                    cells[dst] = cells[dst] + (piece,)
                    st = self._commit(state, cells, removed, lost, out, seat, src, path, piece, True)
                    return self._finish(st, ("win", seat), "scoring",
                                        Text("Reaches the opponent's scoring tile and wins.",
                                             "Ставит элемент на зачётный элемент противника и выигрывает."))
                removed[seat].append(target.tile)
                cells[dst] = ()
                progress = True
                words_en.append(f"removes {target.tile} with the scoring tile")
                words_ru.append(f"снимает {target.tile} зачётным элементом")
            cells[dst] = (piece,)
            enemy = self._enemy(state, seat)
            hits = equal_contacts(geo, cells, dst, enemy) if piece.face_up else []
            if g == 6:
                if hits:
                    progress = True
                    if o.reverse:  # the moved tile turns over to the opponent, and the chain runs from it
                        cells[dst] = (piece.turned(),)
                        given = [piece.tile] + self._convert(
                            state, cells, other, equal_contacts(geo, cells, dst, self._mine(state, seat)))
                        removed[other].extend(given)
                        words_en.append("touches and hands over " + ", ".join(str(t) for t in given))
                        words_ru.append("касается и отдаёт " + ", ".join(str(t) for t in given))
                    else:
                        turned = self._convert(state, cells, seat, hits)
                        removed[seat].extend(turned)
                        words_en.append("turns " + ", ".join(str(t) for t in turned))
                        words_ru.append("переворачивает " + ", ".join(str(t) for t in turned))
            elif g == 5 and o.own_removed:
                if hits:
                    cells[dst] = ()
                    lost[seat].append(piece.tile)
                    progress = True
                    words_en.append(f"touches and removes his own {piece.tile}")
                    words_ru.append(f"касается и снимает свой {piece.tile}")
            elif g != 9:
                for h in hits:
                    stack = cells[h]
                    whole = g == 8 and len(stack) > 1
                    taken = stack if whole else stack[-1:]
                    cells[h] = () if whole else stack[:-1]
                    removed[seat].extend(p.tile for p in taken)
                    progress = True
                    if whole:
                        words_en.append(f"removes a stack of {len(taken)}")
                        words_ru.append(f"снимает стопку из {len(taken)}")
                    else:
                        words_en.append(f"removes {taken[-1].tile}")
                        words_ru.append(f"снимает {taken[-1].tile}")
                if g == 1 and o.own_contact and cells[dst]:
                    own = equal_contacts(geo, cells, dst, self._mine(state, seat))
                    if own:
                        for h in own + [dst]:
                            lost[seat].append(cells[h][-1].tile)
                            removed[other].append(cells[h][-1].tile)
                            cells[h] = cells[h][:-1]
                        progress = True
                        words_en.append("touches his own tile: both are removed")
                        words_ru.append("касается своего элемента: оба сняты")
        st = self._commit(state, cells, removed, lost, out, seat, src, path, piece, progress)
        head = f"{geo.name(src)}–{'–'.join(geo.name(c) for c in path)}" if path != (src,) else f"{geo.name(src)}"
        verb_en = "opens" if path == (src,) else ""
        verb_ru = "открывает" if path == (src,) else ""
        en = " ".join(x for x in (verb_en, head) if x) + (": " + ", ".join(words_en) if words_en else "")
        ru = " ".join(x for x in (verb_ru, head) if x) + (": " + ", ".join(words_ru) if words_ru else "")
        return self._advance(replace(st, event=Text(en, ru)), seat)

    def _convert(self, state: OdState, cells: list, seat: int, hits: list[int]) -> list[Tile]:
        """Game 6: the touched enemy tiles turn round and become ``seat``'s; each turned tile that
        now touches further enemy tiles with equal digits turns them too."""
        geo = state.geo
        turned: list[Tile] = []
        todo = list(hits)
        enemy = self._enemy(state, seat)
        while todo:
            c = todo.pop()
            p = cells[c][-1]
            if not enemy(p):
                continue
            cells[c] = cells[c][:-1] + (p.turned(),)
            turned.append(p.tile)
            todo.extend(equal_contacts(geo, cells, c, enemy))
        return turned

    def _commit(self, state, cells, removed, lost, out, seat, src, path, piece, progress) -> OdState:
        return replace(state, cells=tuple(cells), removed=tuple(tuple(x) for x in removed),
                       lost_own=tuple(tuple(x) for x in lost), out=tuple(tuple(x) for x in out),
                       quiet=0 if progress else state.quiet + 1, plies=state.plies + 1,
                       last=(src, *path) if path != (src,) else (src,), last_tile=piece.tile)

    def _slide(self, state: OdState, seat: int, src: int) -> OdState:
        hole = self.hole(state)
        cells = list(state.cells)
        piece = cells[src][-1]
        cells[src] = ()
        cells[hole] = (piece,)
        st = replace(state, cells=tuple(cells), plies=state.plies + 1, last=(src, hole), last_tile=piece.tile,
                     event=Text(f"{ALONG.name(src)}–{ALONG.name(hole)}", f"{ALONG.name(src)}–{ALONG.name(hole)}"))
        if equal_contacts(ALONG, cells, hole):
            return self._finish(st, ("lose", seat), "matched",
                                Text(f"{ALONG.name(src)}–{ALONG.name(hole)}: equal digits touch; this player loses.",
                                     f"{ALONG.name(src)}–{ALONG.name(hole)}: сошлись одинаковые цифры; "
                                     f"этот игрок проиграл."))
        return self._advance(st, seat)

    # --- after a move: who is next, and the ends ---------------------------------------------------
    def _has_move(self, state: OdState, seat: int) -> bool:
        if state.game == 9:
            return bool(self._slides(state, seat))
        return bool(self._moves(state, seat, True))  # as the player will ask for them next

    def _on_field(self, state: OdState, seat: int) -> list[Piece]:
        return [p for stack in state.cells for p in stack if self.owner(state, p) == seat]

    def _advance(self, state: OdState, seat: int) -> OdState:
        ended = self._decided(state, seat)
        if ended is not None:
            kind, reason, text = ended
            return self._finish(state, kind, reason, text, keep_event=True)
        n = state.players
        nxt = (seat + 1) % n
        for k in range(n):
            # after a pass the tile moved last is nobody's "opponent's last tile" any more (game 9)
            probe = state if k == 0 else replace(state, last_tile=None)
            if self._has_move(probe, nxt):
                if k:
                    passed = Text("; the next player cannot move and passes", "; следующему некуда ходить, он пропускает ход")
                    probe = replace(probe, event=(probe.event or Text("", "")) + passed)
                return replace(probe, mover=nxt, phase=PLAY)
            if state.game == 9 and not state.opts.own_groups:
                break  # game 9: a player who cannot move ends the game in a draw
            nxt = (nxt + 1) % n
        return self._finish(state, ("score",) if state.game != 9 else ("draw",), "blocked",
                            Text("Nobody can move: the game ends.", "Ходить некому: игра окончена."), keep_event=True)

    def _decided(self, state: OdState, seat: int):
        """An end the last move brought about: (kind, reason, Text) or None."""
        g = state.game
        o = state.opts
        other = 1 - seat
        if g == 9:
            if state.plies >= o.moves9:
                return ("draw",), "limit", Text("The move limit is reached: a draw.", "Ходы исчерпаны: ничья.")
            return None
        if g == 3 and o.goal != "more":
            got = [sum(t.pips for t in state.removed[s]) for s in (0, 1)]
            if o.goal == "count" and len(state.removed[seat]) >= o.count:
                return ("win", seat), "target", Text(f"Removes {o.count} tiles and wins.", f"Снял {o.count} элементов и выиграл.")
            if o.goal == "reach" and got[seat] >= 48:
                return ("win", seat), "target", Text("Reaches 48 pips and wins.", "Набрал 48 очков и выиграл.")
            if o.goal in ("exact", "multi"):
                if got[seat] > 48:
                    return ("lose", seat), "bust", Text("Over 48 pips: loses.", "Больше 48 очков: проигрыш.")
                hit = got[seat] == 48 or (o.goal == "multi" and got[seat] in MULTI_TARGETS)
                if hit and state.quiet == 0:
                    return ("win", seat), "target", Text(f"Exactly {got[seat]} pips: wins.", f"Ровно {got[seat]} очков: выигрыш.")
        if g == 7:
            total = sum(t.pips for t in state.out[seat])
            if total > 32:
                return ("lose", seat), "bust", Text("Over 32 pips brought out: loses.", "Выведено больше 32 очков: проигрыш.")
            if total == 32:
                return ("win", seat), "target", Text("Exactly 32 pips brought out: wins.", "Выведено ровно 32 очка: выигрыш.")
        if g == 4 and o.race:
            for s in (seat, other):
                if self._race_home(state, s):
                    return ("win", s), "race", Text("Every tile is over the middle: wins the race.",
                                                    "Все элементы за серединой поля: гонка выиграна.")
        mine, theirs = self._on_field(state, seat), self._on_field(state, other)
        if g in (6, 8) and (not mine or not theirs):
            empty = other if not theirs else seat
            if g == 6 and o.reverse:
                return ("win", empty), "none-left", Text("No tiles left: wins.", "Элементов не осталось: выигрыш.")
            return ("lose", empty), "none-left", Text("No tiles left: loses.", "Элементов не осталось: проигрыш.")
        if g == 8 and o.stack_end:
            for s in (0, 1):
                if any(not state.cells[c] for c in state.stack_cells[s]):
                    return ("score",), "stack", Text("A stack's cell is empty: the game ends.",
                                                     "Клетка стопки опустела: игра окончена.")
        if g == 2:
            fixed = [sum(t.pips for t in state.out[s]) for s in (0, 1)]
            most = [fixed[s] + sum(p.tile.pips for p in self._on_field(state, s)) for s in (0, 1)]
            if not mine and not theirs:
                return ("score",), "all-out", Text("All tiles are out: the game ends.", "Все элементы выведены: игра окончена.")
            if fixed[0] > most[1] or fixed[1] > most[0]:
                return ("score",), "decided", Text("The result can no longer change: the game ends.",
                                                   "Итог уже не изменится: игра окончена.")
        if g in (3, 5) and (not mine or not theirs):
            return ("score",), "none-left", Text("A player has no tiles left: the game ends.",
                                                 "У игрока не осталось элементов: игра окончена.")
        if g == 5 and o.forward and not (self._has_move(state, other) and self._has_move(state, seat)):
            return ("score",), "stuck", Text("A player cannot move: the game ends.", "Игроку некуда ходить: игра окончена.")
        if state.quiet >= 2 * o.limit:
            return ("score",), "limit", Text(f"{o.limit} moves each without a capture: the game ends.",
                                             f"{o.limit} ходов каждого без взятия: игра окончена.")
        return None

    def _race_home(self, state: OdState, seat: int) -> bool:
        for c, stack in enumerate(state.cells):
            if stack and self.owner(state, stack[-1]) == seat:
                r = ALONG.fr(c)[1]
                if (seat == 0 and r < 4) or (seat == 1 and r >= 4):
                    return False
        return True

    # --- the result -------------------------------------------------------------------------------
    def criterion(self, state: OdState) -> tuple[list[float], bool]:
        """The figure each seat is judged by at a scored end, and whether higher is better."""
        g = state.game
        n = state.players
        if g == 2:
            return [sum(t.pips for t in state.out[s]) for s in range(n)], True
        if g == 7:
            return [sum(t.pips for t in state.out[s]) for s in range(n)], True
        if g == 3 and state.opts.goal in ("count", "reach", "exact", "multi"):
            return [sum(t.pips for t in state.removed[s]) if state.opts.goal != "count" else len(state.removed[s])
                    for s in range(n)], True
        if g == 4 and not state.opts.race:
            return [len(state.removed[s]) for s in range(n)], True
        if g == 4:
            return [-self.race_margin(state, s) for s in range(n)], True
        if g == 5:
            return [len(self._on_field(state, s)) for s in range(n)], False
        if g == 9:
            return [0] * n, True
        return [len(self._on_field(state, s)) for s in range(n)], True  # 1, 3 (more), 6, 8: tiles on the field

    def race_margin(self, state: OdState, seat: int) -> int:
        """Game 4 race: the diagonal steps the seat's tiles still need to be over the middle."""
        need = 0
        for c, stack in enumerate(state.cells):
            if stack and self.owner(state, stack[-1]) == seat:
                r = ALONG.fr(c)[1]
                need += max(0, 4 - r) if seat == 0 else max(0, r - 3)
        return need

    def result(self, state: OdState) -> Result:
        n = state.players
        values, higher = self.criterion(state)
        if state.game == 7:
            values = [v if v <= 32 else -1 for v in values]
        extra = tuple(self._extra(state, s) for s in range(n))
        kind = state.ended
        if kind is None or kind[0] == "score":
            if state.game in (1, 6, 9) and kind is not None:
                return Result(tuple(values), tuple(1 for _ in range(n)), extra)
            return Result.ranked(list(values), extra, higher_is_better=higher)
        if kind[0] == "draw":
            return Result(tuple(values), tuple(1 for _ in range(n)), extra)
        if kind[0] == "win":
            ranks = tuple(1 if s == kind[1] else 2 for s in range(n))
        else:  # "lose": the others share first place
            ranks = tuple(n if s == kind[1] else 1 for s in range(n))
        outcomes = tuple(WIN if r == 1 else LOSS for r in ranks)  # several who did not lose share the win
        return Result(tuple(values), ranks, extra, outcomes=outcomes)

    def _extra(self, state: OdState, seat: int) -> dict:
        d = {"removed": len(state.removed[seat]), "left": len(self._on_field(state, seat))}
        if state.game in (2, 7):
            d["pips_out"] = sum(t.pips for t in state.out[seat])
        if state.game == 4 and state.opts.race:
            d["steps_needed"] = self.race_margin(state, seat)
        return d

    # --- what a seat may see ------------------------------------------------------------------------
    def view_for(self, state: OdState, seat: int) -> OdState:
        """Face-down tiles are hidden from everybody: their digits become unknown (-1); a scoring
        tile stays a known 0/0."""
        hidden = False
        cells = []
        for stack in state.cells:
            new = []
            for p in stack:
                if not p.face_up and not self.is_scoring(state, p):
                    hidden = True
                    new.append(Piece(Tile(p.tile.set, p.tile.group, -1, -1), p.up, False))
                else:
                    new.append(p)
            cells.append(tuple(new))
        return replace(state, cells=tuple(cells)) if hidden else state

    def describe(self, state: OdState, action: Action) -> Text:
        try:
            after = self.apply(state, action)
        except (IllegalAction, ValueError):
            return Text(action.notation, action.notation)
        return after.event or Text(action.notation, action.notation)

