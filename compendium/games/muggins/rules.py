"""Pyaterka ("Пятёрка": Muggins, All Fives) and All Threes, Qt-free rules.

Draw dominoes with the 28 tiles 0-6 for two to four players, or two pairs. Seven tiles each, the
rest is the boneyard. Lots decide who opens the first hand (the lowest tile leads); any tile may
open. The first double becomes the spinner: once it has tiles on both line sides, its other two
sides open and the line becomes a cross with four ends. A player with no tile that fits draws from
the boneyard until one fits, and passes when the boneyard is empty. After every tile laid, if the
open ends add up to a multiple of 5 (3 in All Threes; a double at an end counts both halves) the
player scores that sum. A hand ends when someone lays their last tile or nobody can play ("рыба",
a blocked game); its winner (on a block: the lowest hand) takes the others' pips, rounded to the
nearest multiple of 5 and divided by 5 (the book's game without a cross does not divide).
First to the target wins.

Notation: ``play 5:3 west`` (tile, arm: west, east, north, south, or centre for the first tile),
``draw``, ``pass``, ``next`` (start the next hand); chance: ``lot 3:1 0:0 ...`` (one tile drawn
by each player in seat order, the lowest leads) and ``deal 5:5 3:1 ...`` (the order of all 28
tiles: seven for each hand in seat order, the rest is the boneyard, drawn from the front).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional, Sequence

from compendium.core.actions import Action
from compendium.core.domino import (
    DominoError,
    Layout,
    Tile,
    arm_text,
    deal,
    deal_action,
    hand_pips,
    order_from_action,
    parse_tile,
    shuffled,
    tile_text,
)
from compendium.core.options import Options, option
from compendium.core.rules import CHANCE, IllegalAction, Result, Rules
from compendium.core.text import Text, plural_ru, seat_ref

LOT, DEAL, PLAY, BETWEEN, OVER = "lot", "deal", "play", "between", "over"
DIVIDED, FULL = "divided", "full"

DRAW = Action("draw")
PASS = Action("pass")
NEXT = Action("next")


@dataclass(frozen=True)
class MugginsOptions(Options):
    multiple: int = option(5, Text("Scoring sums", "Какие суммы дают очки"), choices=(
        (5, Text("Multiples of 5 (Muggins, «Pyaterka»)", "Кратные 5 («Пятёрка», Muggins)")),
        (3, Text("Multiples of 3 (All Threes)", "Кратные 3 («Все тройки»)")),
    ))
    target: int = option(100, Text("Points to win", "Очки для победы"), choices=(
        (100, Text("100", "100")), (250, Text("250", "250")), (500, Text("500", "500")),
    ))
    cross: bool = option(True, Text("The first double becomes a cross with four ends",
                                    "Первый дубль становится крестом с четырьмя концами"),
                         help=Text("Off: «without a cross», a plain line with two ends.",
                                   "Выключено: «без креста», простая цепочка с двумя концами."))
    free_sides: bool = option(False, Text("The free sides of the cross also count, as in the book's pictures",
                                          "Свободные стороны креста тоже считаются, как на рисунках книги"),
                              help=Text("The book's pictures count them (5:5 closed on both sides adds 5 + 5); "
                                        "its worked text does not.",
                                        "На рисунках книги они считаются (закрытый 5:5 добавляет 5 + 5), "
                                        "в разобранных примерах — нет."))
    bonus: str = option(DIVIDED, Text("The hand's winner also scores the dots left in the others' hands",
                                      "Выигравший кон получает ещё и очки на костях соперников"), choices=(
        (DIVIDED, Text("rounded and divided by 5 (by 3 in All Threes)",
                       "округлённые и делённые на 5 (на 3 во «Всех тройках»)")),
        (FULL, Text("rounded, not divided", "округлённые, без деления")),
    ))
    block_subtract: bool = option(True, Text("When nobody can play, the winner's own dots are taken off",
                                             "При «рыбе» очки на костях победителя вычитаются"))
    teams: bool = option(False, Text("Four players: two pairs, partners sitting opposite",
                                     "Четверо: пара на пару, партнёры сидят напротив"))


@dataclass(frozen=True, kw_only=True)
class Setup(MugginsOptions):
    """The options of a match (the fields of ``MugginsOptions``) and its number of players, fixed at
    its start."""

    players: int

    @property
    def sides(self) -> int:
        return 2 if self.teams else self.players

    def side(self, seat: int) -> int:
        return seat % 2 if self.teams else seat


@dataclass(frozen=True)
class MugginsState:
    setup: Setup
    phase: str = LOT
    scores: tuple[int, ...] = ()  # per side (a player, or a pair with teams)
    hand_points: tuple[int, ...] = ()  # per side, in the hand being played
    history: tuple[tuple[int, ...], ...] = ()  # per finished hand, points per side
    hands_won: tuple[int, ...] = ()  # per side
    bonus_points: tuple[int, ...] = ()  # per side: points taken from the others' hands
    round: int = 0  # the hand being played (1 for the first)
    opener: int = 0  # the seat that opens the current (or next) hand
    lots: tuple[Tile, ...] = ()
    hands: tuple[Optional[tuple[Tile, ...]], ...] = ()  # None: hidden from this view
    sizes: tuple[int, ...] = ()  # how many tiles each hand holds (public)
    boneyard: Optional[tuple[Tile, ...]] = ()  # None: hidden from this view
    boneyard_count: int = 0
    layout: Layout = Layout()
    player: int = 0
    voids: tuple[frozenset, ...] = ()  # per seat: numbers the seat is known to lack (drew or passed on them)
    events: tuple[tuple, ...] = ()  # what the last action brought about (see ``event_text``)
    winner: Optional[int] = None  # the side that won the match

    @property
    def players(self) -> int:
        return self.setup.players


# --- counting helpers (used by the rules, the view and the computer players) ---------------------
def end_points(layout: Layout, free_sides: bool = False) -> int:
    """The sum of the open ends. With ``free_sides`` (the book's pictures) each free side of an
    open cross counts the spinner's number; otherwise it counts nothing."""
    total = layout.ends_sum()
    if free_sides and layout.cross_open():
        value = layout.spinner_tile()[0]
        total += value * sum(1 for arm in ("north", "south") if not layout.arm(arm) and arm not in layout.sealed)
    return total


def scored(total: int, multiple: int) -> int:
    """What a sum of the ends scores: itself when it is a positive multiple, else nothing."""
    return total if total > 0 and total % multiple == 0 else 0


def round_to(value: int, multiple: int) -> int:
    """The nearest multiple (halves upwards: with 5, 3 -> 5 and 2 -> 0; with 3, 2 -> 3)."""
    return (value + multiple // 2) // multiple * multiple


def hand_bonus(others: int, multiple: int, bonus: str) -> int:
    """The points a hand's winner takes for the pips the others hold."""
    rounded = round_to(max(0, others), multiple)
    return rounded // multiple if bonus == DIVIDED else rounded


def lot_key(t: Tile) -> tuple[int, int]:
    """Lower is lower in the lot: fewer pips; on equal pips the tile with the smaller high half."""
    return (t[0] + t[1], t[0])


def player_text(seat: int, names: Optional[Sequence[str]] = None) -> Text:
    if names and seat < len(names) and names[seat]:
        return Text(names[seat], names[seat])
    return seat_ref(seat)  # the interface puts the player's name here


def _pts(n: int) -> Text:
    return Text(f"{n} point" + ("" if n == 1 else "s"), f"{n} " + plural_ru(n, "очко", "очка", "очков"))


def event_text(event: tuple, names: Optional[Sequence[str]] = None, actor: Optional[int] = None) -> Text:
    """A sentence for one event. The acting seat (``actor``) is left unnamed: the match log names
    it already. Other seats are named from ``names`` or by number."""
    kind = event[0]

    def subject(seat: int) -> Text:
        return Text("", "") if seat == actor else player_text(seat, names) + Text(" ", " ")

    if kind == "lot":
        _, first, lots = event
        shown = ", ".join(f"{player_text(i, names).en} {tile_text(t)}" for i, t in enumerate(lots))
        low = tile_text(lots[first])
        text = Text(f"Lots drawn: {shown} — the lowest, {low}, leads",
                    f"Жребий: {shown} — первой ходит наименьшая, {low}")
        return text + Text(" (", " (") + player_text(first, names) + Text(")", ")")
    if kind == "deal":
        _, number, boneyard = event
        return Text(f"Hand {number}: seven tiles each, {boneyard} in the boneyard",
                    f"Кон {number}: по семь костей, в базаре {boneyard}")
    if kind == "play":
        _, seat, t, arm, total, pts = event
        where = arm_text(arm)
        text = subject(seat) + Text(f"plays {tile_text(t)} {where.en}: the ends make {total}",
                                    f"ставит {tile_text(t)} {where.ru}: на концах {total}")
        if pts:
            text = text + Text(f" — {_pts(pts).en}!", f" — {_pts(pts).ru}!")
        return text
    if kind == "draw":
        return subject(event[1]) + Text("draws from the boneyard", "берёт из базара")
    if kind == "pass":
        return subject(event[1]) + Text("has nothing to play and passes", "не может сходить и пропускает ход")
    if kind == "out":
        _, seat, others, bonus = event
        return subject(seat) + Text(f"is out of tiles and takes {_pts(bonus).en} for the {others} pips "
                                    "left in the other hands",
                                    f"выходит и получает {_pts(bonus).ru} за {_pts(others).ru} на руках у остальных")
    if kind == "block":
        _, seat, others, bonus = event
        if seat < 0:
            return Text("Fish! Nobody can play, and the lowest hands are equal: nobody takes a bonus",
                        "Рыба! Ходить некому, а наименьших рук поровну: премии никто не получает")
        who = player_text(seat, names) if seat != actor else Text("this player", "этот игрок")
        return Text(f"Fish! Nobody can play. The lowest hand: {who.en}, who takes {_pts(bonus).en} "
                    f"(difference {others})",
                    f"Рыба! Ходить некому. Наименьшая рука: {who.ru}, премия {_pts(bonus).ru} (разница {others})")
    if kind == "win":
        _, seat, score = event
        return subject(seat) + Text(f"reaches {score} and wins the match!", f"набирает {score} и выигрывает партию!")
    return Text(kind, kind)


class MugginsRules(Rules):
    rules_version = 1
    Options = MugginsOptions
    has_hidden_information = True
    uses_dice = False

    game_id = "muggins"

    # --- variants --------------------------------------------------------------------------------
    def presets(self) -> list[tuple[Text, dict]]:
        book = {"multiple": 5, "target": 100, "cross": True, "free_sides": False, "bonus": DIVIDED,
                "block_subtract": True, "teams": False}
        return [
            (Text("Pyaterka (Muggins) to 100", "«Пятёрка» до 100"), book),
            (Text("Pyaterka to 250", "«Пятёрка» до 250"), {**book, "target": 250}),
            (Text("Without a cross: two ends, full bonus", "Без креста: два конца, премия без деления"),
             {**book, "cross": False, "bonus": FULL, "block_subtract": False}),
            (Text("As the book's pictures count the cross", "Крест считается как на рисунках книги"),
             {**book, "free_sides": True}),
            (Text("All Threes to 100", "«Все тройки» до 100"), {**book, "multiple": 3}),
        ]

    # --- the game ----------------------------------------------------------------------------------
    def new_match(self, players: int, options: Optional[dict] = None) -> MugginsState:
        o = self.typed_options(options)
        if not 2 <= players <= 4:
            raise ValueError("Muggins is played by two to four players")
        setup = Setup(**o.values(), players=players)
        if setup.teams and players != 4:
            raise IllegalAction(Text("Two pairs need four players.", "Для игры пара на пару нужны четыре игрока."))
        zero = (0,) * setup.sides
        return MugginsState(setup=setup, scores=zero, hand_points=zero, hands_won=zero, bonus_points=zero,
                            hands=((),) * players, sizes=(0,) * players, voids=(frozenset(),) * players,
                            layout=Layout(use_spinner=setup.cross))

    def to_move(self, state: MugginsState) -> Optional[int]:
        if state.phase == OVER:
            return None
        if state.phase in (LOT, DEAL):
            return CHANCE
        return state.player

    def turn_of(self, state: MugginsState) -> Optional[int]:
        return state.player if state.phase in (PLAY, BETWEEN) else None

    def legal_actions(self, state: MugginsState, seat: int) -> list[Action]:
        if state.phase == BETWEEN:
            return [NEXT] if seat == state.player else []
        if state.phase != PLAY or seat != state.player or state.hands[seat] is None:
            return []
        plays = self.plays(state.layout, state.hands[seat])
        if plays:
            return [Action("play", (tile_text(t), arm)) for t, arm in plays]
        return [DRAW] if state.boneyard_count else [PASS]

    @staticmethod
    def plays(layout: Layout, hand) -> list[tuple[Tile, str]]:
        """Every (tile, arm) of ``hand`` that may be laid now."""
        return [(t, arm) for t in sorted(hand, reverse=True) for arm in layout.fits(t)]

    def chance_outcomes(self, state: MugginsState) -> list[tuple[Action, float]]:
        raise NotImplementedError("a shuffle of the 28 tiles is too large to list: use sample_chance")

    def sample_chance(self, state: MugginsState, rng) -> Action:
        order = shuffled(rng)
        if state.phase == LOT:
            return Action("lot", tuple(tile_text(t) for t in order[:state.players]))
        return deal_action(order)

    def chance_from_text(self, state: MugginsState, text: str) -> Action:
        raise IllegalAction(Text("The computer shuffles and deals the tiles; there is nothing to type in.",
                                 "Кости перемешивает и раздаёт компьютер; вводить ничего не нужно."))

    # --- applying actions ----------------------------------------------------------------------------
    def apply(self, state: MugginsState, action: Action) -> MugginsState:
        if state.phase == OVER:
            raise IllegalAction(Text("The match is over.", "Партия окончена."))
        if state.phase == LOT:
            return self._lot(state, action)
        if state.phase == DEAL:
            return self._deal(state, action)
        if action.verb in ("lot", "deal"):
            raise IllegalAction(Text("The tiles are not being dealt now.", "Сейчас кости не раздают."))
        if state.phase == BETWEEN:
            if action != NEXT:
                raise IllegalAction(Text("The hand is over: start the next one.", "Кон окончен: начните следующий."))
            return replace(state, phase=DEAL, events=())
        if state.hands[state.player] is None:
            raise IllegalAction(Text("This view cannot see the hand to play.", "В этом виде рука игрока скрыта."))
        if action.verb == "play":
            return self._play(state, action)
        if action == DRAW:
            return self._draw(state)
        if action == PASS:
            return self._pass(state)
        raise IllegalAction(Text(f"Muggins has no move «{action.notation}».",
                                 f"В «Пятёрке» нет хода «{action.notation}»."))

    def _lot(self, state: MugginsState, action: Action) -> MugginsState:
        if action.verb != "lot":
            raise IllegalAction(Text("Lots are drawn first: each player draws one tile.",
                                     "Сначала жребий: каждый игрок тянет одну кость."))
        lots = tuple(parse_tile(str(a)) for a in action.args)
        if len(lots) != state.players or len(set(lots)) != len(lots):
            raise IllegalAction(Text(f"Each of the {state.players} players draws one different tile.",
                                     f"Каждый из {state.players} игроков тянет одну, свою кость."))
        first = min(range(state.players), key=lambda i: lot_key(lots[i]))
        return replace(state, phase=DEAL, lots=lots, opener=first, player=first, events=(("lot", first, lots),))

    def _deal(self, state: MugginsState, action: Action) -> MugginsState:
        order = order_from_action(action)
        hands, boneyard = deal(order, state.players)
        zero = (0,) * state.setup.sides
        number = state.round + 1
        return replace(state, phase=PLAY, round=number, hands=hands, sizes=(7,) * state.players, boneyard=boneyard,
                       boneyard_count=len(boneyard), layout=Layout(use_spinner=state.setup.cross),
                       player=state.opener, hand_points=zero, voids=(frozenset(),) * state.players,
                       events=(("deal", number, len(boneyard)),))

    def _play(self, state: MugginsState, action: Action) -> MugginsState:
        if len(action.args) != 2:
            raise IllegalAction(Text("Say which tile and which end, e.g. «play 5:3 west».",
                                     "Укажите кость и конец, например «play 5:3 west»."))
        t = parse_tile(str(action.args[0]))
        arm = str(action.args[1])
        seat = state.player
        hand = state.hands[seat]
        if t not in hand:
            raise IllegalAction(Text(f"You have no {tile_text(t)}.", f"У вас нет кости {tile_text(t)}."))
        try:
            layout = state.layout.play(t, arm)
        except DominoError as exc:
            raise IllegalAction(exc.text) from None
        total = end_points(layout, state.setup.free_sides)
        pts = scored(total, state.setup.multiple)
        rest = tuple(x for x in hand if x != t)
        state = replace(_with_hand(state, seat, rest), layout=layout, events=(("play", seat, t, arm, total, pts),))
        state = self._add(state, seat, pts)
        if state.phase == OVER:
            return state
        if not rest:
            return self._end_hand(state, seat, blocked=False)
        return self._after_turn(state)

    def _draw(self, state: MugginsState) -> MugginsState:
        seat = state.player
        if self.plays(state.layout, state.hands[seat]):
            raise IllegalAction(Text("You have a tile that fits: play it instead of drawing.",
                                     "У вас есть подходящая кость: ходите ею, а не берите из базара."))
        if not state.boneyard_count:
            raise IllegalAction(Text("The boneyard is empty.", "Базар пуст."))
        if state.boneyard is None:
            raise IllegalAction(Text("This view cannot see the boneyard.", "В этом виде базар скрыт."))
        drawn, rest = state.boneyard[0], state.boneyard[1:]
        voids = _put(state.voids, seat, frozenset(e.value for e in state.layout.open_ends()))
        state = replace(_with_hand(state, seat, state.hands[seat] + (drawn,)), boneyard=rest,
                        boneyard_count=len(rest), voids=voids, events=(("draw", seat),))
        if self._blocked(state):
            return self._end_hand(state, None, blocked=True)
        return state  # the player plays the tile that fits, draws again, or passes

    def _pass(self, state: MugginsState) -> MugginsState:
        seat = state.player
        if self.plays(state.layout, state.hands[seat]) or state.boneyard_count:
            raise IllegalAction(Text("You may pass only when nothing fits and the boneyard is empty.",
                                     "Пропустить ход можно, только если ничего не подходит и базар пуст."))
        voids = _put(state.voids, seat, state.voids[seat] | {e.value for e in state.layout.open_ends()})
        return self._after_turn(replace(state, voids=voids, events=(("pass", seat),)))

    def _after_turn(self, state: MugginsState) -> MugginsState:
        if self._blocked(state):
            return self._end_hand(state, None, blocked=True)
        return replace(state, player=(state.player + 1) % state.players)

    def _blocked(self, state: MugginsState) -> bool:
        """Nobody can lay a tile and nothing is left to draw (needs every hand: the full state)."""
        if state.boneyard_count or any(h is None for h in state.hands):
            return False
        return not any(self.plays(state.layout, h) for h in state.hands)

    def _add(self, state: MugginsState, seat: int, pts: int) -> MugginsState:
        """Adds points to a seat's side; the match ends at once when the side reaches the target."""
        if not pts:
            return state
        side = state.setup.side(seat)
        state = replace(state, scores=_add_at(state.scores, side, pts), hand_points=_add_at(state.hand_points, side, pts))
        if state.scores[side] >= state.setup.target:
            state = replace(state, phase=OVER, winner=side, history=state.history + (state.hand_points,),
                            events=state.events + (("win", seat, state.scores[side]),))
        return state

    def _end_hand(self, state: MugginsState, seat: Optional[int], blocked: bool) -> MugginsState:
        setup = state.setup
        totals = [0] * setup.sides
        for s, h in enumerate(state.hands):
            totals[setup.side(s)] += hand_pips(h)
        if blocked:
            low = min(totals)
            lowest = [s for s in range(setup.sides) if totals[s] == low]
            win_side = lowest[0] if len(lowest) == 1 else None
            # the seat named for the win: the lowest hand of the winning side
            seat = None if win_side is None else min(
                (s for s in range(state.players) if setup.side(s) == win_side), key=lambda s: hand_pips(state.hands[s]))
        else:
            win_side = setup.side(seat)
        if win_side is None:
            state = replace(state, events=state.events + (("block", -1, 0, 0),))
            after, bonus = state, 0
        else:
            others = sum(totals) - totals[win_side]
            if blocked and setup.block_subtract:
                others -= totals[win_side]
            bonus = hand_bonus(others, setup.multiple, setup.bonus)
            event = ("block" if blocked else "out", seat, others, bonus)
            after = replace(state, events=state.events + (event,), hands_won=_add_at(state.hands_won, win_side, 1),
                            bonus_points=_add_at(state.bonus_points, win_side, bonus))
            after = self._add(after, seat, bonus)
            if after.phase == OVER:
                return after
        opener = seat if seat is not None else (state.opener + 1) % state.players
        return replace(after, phase=BETWEEN, history=after.history + (after.hand_points,), opener=opener, player=opener,
                       hand_points=(0,) * setup.sides)

    # --- results and views --------------------------------------------------------------------------
    def result(self, state: MugginsState) -> Result:
        setup = state.setup
        scores = [state.scores[setup.side(s)] for s in range(state.players)]
        extra = [{"hands_won": state.hands_won[setup.side(s)], "bonus": state.bonus_points[setup.side(s)]}
                 for s in range(state.players)]
        res = Result.ranked(scores, extra, sides=[setup.side(s) for s in range(state.players)])  # pairs share a win
        if state.winner is not None:
            ranks = tuple(1 if setup.side(s) == state.winner else max(2, r) for s, r in enumerate(res.ranks))
            res = Result(res.scores, ranks, res.extra, sides=res.sides)
        return res

    def view_for(self, state: MugginsState, seat: int) -> MugginsState:
        if state.phase in (BETWEEN, OVER):
            return replace(state, boneyard=None)  # the hands are shown for the count
        hands = tuple(h if i == seat else None for i, h in enumerate(state.hands))
        return replace(state, hands=hands, boneyard=None)

    def describe(self, state: MugginsState, action: Action) -> Text:
        after = self.apply(state, action)
        return _join([event_text(e, actor=self.turn_of(state)) for e in after.events])

    # --- the protocol every domino game offers to its view ------------------------------------------------
    def layout(self, state: MugginsState) -> Layout:
        return state.layout

    def hand(self, state: MugginsState, seat: int) -> Optional[tuple[Tile, ...]]:
        return state.hands[seat]

    def hand_size(self, state: MugginsState, seat: int) -> int:
        return state.sizes[seat]

    def boneyard_size(self, state: MugginsState) -> int:
        return state.boneyard_count

    def end_points(self, state: MugginsState) -> int:
        return end_points(state.layout, state.setup.free_sides)

    def scores_now(self, state: MugginsState) -> int:
        return scored(self.end_points(state), state.setup.multiple)

    def round_number(self, state: MugginsState) -> int:
        """The hand being played; between hands (and before the first), the one to come."""
        return state.round if state.phase in (PLAY, OVER) else state.round + 1

    def round_scores(self, state: MugginsState) -> tuple[int, ...]:
        return self._per_seat(state, state.hand_points)

    def match_scores(self, state: MugginsState) -> tuple[int, ...]:
        return self._per_seat(state, state.scores)

    def score_history(self, state: MugginsState) -> tuple[tuple[int, ...], ...]:
        return tuple(self._per_seat(state, row) for row in state.history)

    def target(self, state: MugginsState) -> int:
        return state.setup.target

    def last_event(self, state: MugginsState, names: Optional[Sequence[str]] = None) -> Optional[Text]:
        if not state.events:
            return None
        return _join([event_text(e, names) for e in state.events])

    def teams(self, state: MugginsState) -> Optional[tuple[int, ...]]:
        """The side of each seat when pairs play (0 or 1), else None."""
        return tuple(state.setup.side(s) for s in range(state.players)) if state.setup.teams else None

    @staticmethod
    def _per_seat(state: MugginsState, values: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(values[state.setup.side(s)] for s in range(state.players))


# --- small helpers --------------------------------------------------------------------------------------
def _with_hand(state: MugginsState, seat: int, hand: tuple[Tile, ...]) -> MugginsState:
    return replace(state, hands=_put(state.hands, seat, hand), sizes=_put(state.sizes, seat, len(hand)))


def _put(values: tuple, i: int, value) -> tuple:
    return values[:i] + (value,) + values[i + 1:]


def _add_at(values: tuple[int, ...], i: int, amount: int) -> tuple[int, ...]:
    return _put(values, i, values[i] + amount)


def _join(texts: list[Text]) -> Text:
    texts = [t for t in texts if t.en]
    if not texts:
        return Text("", "")
    out = texts[0]
    for t in texts[1:]:
        if t.en[0].islower():  # the same player goes on: "...; is out of tiles"
            sep = Text("; ", "; ")
        else:
            sep = Text(" ", " ") if out.en.endswith(("!", ".")) else Text(". ", ". ")
        out = out + sep + t
    return out
