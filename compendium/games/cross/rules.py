"""Cross («Крест»), Qt-free rules.

A domino game for two to four players, each for themselves, seven tiles each. The first double that
gets tiles on both of its sides becomes the cross and opens two more ends. Variant 1: after every
move, if the open ends add up to a multiple of 5, the mover scores that sum; at the end of a round
the pips left in each hand, rounded up to a multiple of 5, are penalties; the first to a net +125
wins and the others are «goats». Variant 2: only the penalties count and 125 of them lose.

A match is a series of rounds. Each round starts with a ``deal`` (a chance action listing the 28
tiles in order: hand 1 takes the first seven, hand 2 the next seven ... the rest is the bazaar in
drawing order). Then the players ``play`` tiles (``play 5:3 west``; ``play 4:4 north down`` lays a
double upside down; ``play 6:6 west 0:0 east`` lays two doubles at once), ``draw`` from the bazaar
or ``pass``; when a round is over, the player who ended it says ``next``.

Every scoring helper lives here so that the view and the computer players reuse it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Optional

from compendium.core.actions import Action
from compendium.core.domino import (
    ARM_NAMES,
    ARMS,
    CENTRE,
    SPINNER_CLOSED,
    Layout,
    Tile,
    deal,
    deal_action,
    hand_pips,
    is_double,
    order_from_action,
    parse_tile,
    pips,
    shuffled,
    tile_text,
)
from compendium.core.options import Options, option
from compendium.core.rules import CHANCE, IllegalAction, Result, Rules
from compendium.core.text import Text, points, seat_ref, seats_ref

# --- option values ----------------------------------------------------------------------------
POINTS = "points"  # variant 1: points for the ends, penalties for the hands, +125 wins
PENALTIES = "penalties"  # variant 2: only the penalties count, 125 loses
UP = "up"  # the totals count up from 0 to +125
DOWN = "down"  # the mirror count: everyone starts at 125 and counts down to 0
THRESHOLD = "threshold"  # penalties are written once someone has more than 25 points
START = "start"  # penalties are written from the first round
ANY = "any"  # later rounds: the winner (or the fisher) opens with any tile
FIVE_FIVE = "55"  # every round opens with 5-5 (or the doubles that stand in for it)

PENALTY_THRESHOLD = 25  # penalties start once some player has more points than this
FISH_HAND = 25  # at a blocked game a hand of more pips than this is written in any case
OPENING_DOUBLES: tuple[Tile, ...] = ((5, 5), (1, 1), (2, 2), (3, 3), (4, 4), (6, 6), (0, 0))
MAX_OF_A_KIND = 5  # more tiles than this of one kind in a hand: the tiles are dealt again
HAND = 7
DOWN_WORD = "down"  # the third argument of ``play`` for a double laid upside down

# --- phases -----------------------------------------------------------------------------------
DEAL = "deal"  # the tiles are to be shuffled and dealt (chance)
PLAY = "play"
ROUND_OVER = "round_over"  # the round is over; the player who ended it says ``next``
OVER = "over"

NEXT = Action("next")
DRAW = Action("draw")
PASS = Action("pass")

_KIND_NAMES = (
    Text("blanks", "пустышек"), Text("ones", "единиц"), Text("twos", "двоек"), Text("threes", "троек"),
    Text("fours", "четвёрок"), Text("fives", "пятёрок"), Text("sixes", "шестёрок"),
    Text("doubles", "дублей"),
)


def seat_text(seat: int) -> Text:
    return seat_ref(seat)  # the interface puts the player's name here


def round_up_5(n: int) -> int:
    """Pips left in a hand as a penalty: rounded up to a multiple of 5 (9 -> 10, 4 -> 5, 0 -> 0)."""
    return 5 * math.ceil(n / 5)


def ends_score(total: int) -> int:
    """What a sum of the open ends scores: itself when it is a positive multiple of 5, else 0."""
    return total if total > 0 and total % 5 == 0 else 0


def layout_score(layout: Layout) -> int:
    """What the layout scores for the player who just made it. The first tile of a round scores
    nothing (the book: the opening 5-5 alone gives no points)."""
    if layout.first is None or len(layout.tiles()) < 2:
        return 0
    return ends_score(layout.ends_sum())


def ends_text(layout: Layout) -> str:
    """The open ends as a sum, in arm order: "6+12+0+4 = 22" (one end: "5")."""
    counts = [e.count for e in layout.open_ends()]
    if len(counts) < 2:
        return str(sum(counts))
    return "+".join(str(c) for c in counts) + f" = {sum(counts)}"


def move_text(parts) -> Text:
    """A move for the log: "6:4 left", "4:4 down, face down", "6:6 right + 0:0 left", "5:5"."""
    en, ru = [], []
    for t, arm, down in parts:
        where = ARM_NAMES.get(arm)
        en.append(tile_text(t) + (f" {where.en}" if where else "") + (", face down" if down else ""))
        ru.append(tile_text(t) + (f" {where.ru}" if where else "") + (", перевёрнутым" if down else ""))
    return Text(" + ".join(en), " + ".join(ru))


def too_many_of_a_kind(hand: tuple[Tile, ...]) -> Optional[int]:
    """The kind (0-6 a suit, 7 doubles) of which the hand holds more than five tiles, or None."""
    for v in range(7):
        if sum(1 for t in hand if v in t) > MAX_OF_A_KIND:
            return v
    if sum(1 for t in hand if is_double(t)) > MAX_OF_A_KIND:
        return 7
    return None


def tile_rank(t: Tile) -> tuple[int, int]:
    """The order of tiles drawn by lot: more pips first, then the higher half."""
    return (pips(t), t[0])


@dataclass(frozen=True)
class Settings(Options):
    """The options of a match, declared once and frozen into the state."""

    variant: str = option(POINTS, Text("Scoring", "Счёт"), choices=(
        (POINTS, Text("Variant 1: points for the ends, penalties for the hands; +125 wins",
                      "Вариант 1: очки за концы, штраф за кости на руках; +125 — победа")),
        (PENALTIES, Text("Variant 2: only penalties; 125 penalties lose",
                         "Вариант 2: только штрафы; 125 штрафных — проигрыш")),
    ))
    target: int = option(125, Text("Points to win (variant 2: penalties that lose)",
                                   "Очки для победы (вариант 2: штраф для проигрыша)"), minimum=25, maximum=1000)
    penalties: str = option(THRESHOLD, Text("Penalties for the hands", "Штраф за кости на руках"), choices=(
        (THRESHOLD, Text("once a player has more than 25 points", "с момента, когда у кого-то больше 25 очков")),
        (START, Text("from the first round", "с первого круга")),
    ), help=Text("Variant 1 only; variant 2 counts penalties from the start.",
                 "Только для варианта 1; в варианте 2 штраф считается сразу."))
    entry: int = option(0, Text("Points start to count from", "Очки идут в зачёт, начиная с"),
                        choices=tuple((v, Text(f"{v} points" if v else "the first point",
                                               f"{v} очков" if v else "первого очка")) for v in (0, 10, 15, 20, 25)),
                        help=Text("A player's points are held back until together they reach this sum.",
                                  "Очки игрока не записываются, пока в сумме не достигнут этого порога."))
    later: str = option(ANY, Text("Later rounds open with", "Следующие круги начинаются"), choices=(
        (ANY, Text("any tile, by the last round's winner", "с любой кости победителем круга")),
        (FIVE_FIVE, Text("5-5, as the first round", "с 5-5, как первый круг")),
    ))
    lone_00: int = option(25, Text("A lone 0-0 left in hand costs", "Одна 0-0 на руках — штраф"),
                          choices=((25, points(25)), (10, points(10))))
    lone_66: int = option(50, Text("A lone 6-6 left in hand costs", "Одна 6-6 на руках — штраф"),
                          choices=((50, points(50)), (15, points(15)), (12, points(12))))
    sealing: bool = option(False, Text("A double laid upside down closes its arm",
                                       "Перевёрнутый дубль закрывает своё направление"))
    two_doubles: bool = option(False, Text("Two doubles may be laid at once", "Можно дублиться: два дубля за ход"))
    officer: bool = option(False, Text("Going out on 0-0 ends the match (officer's goats; with 6-6: generals)",
                                       "Выход дублем 0-0 заканчивает партию (офицерские козлы; с 6-6 — генералы)"))
    leader_takes: bool = option(False, Text("The round's leader takes the others' points",
                                            "Очки проигравших круга записываются лидеру круга"),
                                help=Text("Variant 1 only.", "Только для варианта 1."))
    fish_to_biggest: bool = option(False, Text("In a blocked game all penalties go to the biggest hand",
                                               "При «рыбе» все штрафы записываются тому, у кого их больше всех"),
                                   help=Text("Variant 1 only.", "Только для варианта 1."))
    count: str = option(UP, Text("Count", "Счёт ведётся"), choices=(
        (UP, Text("up from 0 to the target", "нарастанием от 0")),
        (DOWN, Text("down from the target to 0", "убыванием от 125 до 0")),
    ), help=Text("Variant 1 only: the same game, the totals shown as what is left to go.",
                 "Только для варианта 1: та же игра, в таблице — сколько осталось списать."))

    @property
    def points_count(self) -> bool:
        return self.variant == POINTS


@dataclass(frozen=True)
class CrossState:
    cfg: Settings
    players: int
    phase: str = DEAL
    hands: tuple = ()  # a tuple of tiles per seat; None for a hand this view may not see
    boneyard: tuple[Tile, ...] = ()  # the bazaar in drawing order (empty in a view)
    layout: Layout = Layout(spinner_rule=SPINNER_CLOSED)
    player: int = 0  # the seat to act (in ROUND_OVER: the one who says ``next``)
    opening: Optional[Tile] = None  # the tile the round must open with (None: any tile)
    last_player: Optional[int] = None  # who laid the last tile (the «fisher» of a blocked game)
    round_no: int = 1
    starter: Optional[int] = None  # who opens the next round with any tile (None: by 5-5)
    round_points: tuple[int, ...] = ()  # points written this round
    round_penalty: tuple[int, ...] = ()  # penalties written at the end of this round
    prize: tuple[int, ...] = ()  # points written in the match
    held: tuple[int, ...] = ()  # points scored but not yet written (below the entry threshold)
    opened: tuple[bool, ...] = ()  # whether each seat's points count already (entry threshold reached)
    penalty: tuple[int, ...] = ()  # penalties written in the match
    penalties_on: bool = False
    history: tuple[tuple[int, ...], ...] = ()  # each round's result per seat (see score_history)
    voids: tuple[frozenset, ...] = ()  # values each seat is known to lack (seen at draws, passes)
    wins: tuple[int, ...] = ()  # rounds each seat won by going out
    fish: int = 0  # blocked rounds
    eggs: tuple[int, ...] = ()  # the weight of each «eggs» of the match
    winners: tuple[int, ...] = ()
    ending: str = ""  # "", "officer" (went out on 0-0) or "general" (0-0 and 6-6 at once)
    event: Optional[Text] = None
    redeals: int = 0
    sizes: Optional[tuple[int, ...]] = None  # hand sizes, in a view that hides hands
    bone_count: Optional[int] = None  # bazaar size, in a view


def _set(values: tuple, seat: int, value) -> tuple:
    out = list(values)
    out[seat] = value
    return tuple(out)


def _plus(values: tuple, seat: int, amount: int) -> tuple:
    return _set(values, seat, values[seat] + amount)


class CrossRules(Rules):
    rules_version = 1
    Options = Settings
    has_hidden_information = True
    uses_dice = False

    game_id = "cross"

    # --- options -----------------------------------------------------------------------------
    def presets(self) -> list[tuple[Text, dict]]:
        base = {o.key: o.default for o in self.options()}
        every = dict(base, sealing=True, two_doubles=True, officer=True, leader_takes=True, fish_to_biggest=True)
        return [
            (Text("Variant 1: to +125", "Вариант 1: до +125"), dict(base)),
            (Text("Variant 2: penalties only, 125 loses", "Вариант 2: только штрафы, 125 — проигрыш"),
             dict(base, variant=PENALTIES)),
            (Text("Variant 1, counting down from 125", "Вариант 1, счёт убыванием от 125"), dict(base, count=DOWN)),
            (Text("Every 5-5 opening", "Каждый круг с 5-5"), dict(base, later=FIVE_FIVE)),
            (Text("Variant 1 with every optional rule", "Вариант 1 со всеми дополнительными правилами"), every),
        ]

    # --- the match -----------------------------------------------------------------------------
    def new_match(self, players: int, options: Optional[dict] = None) -> CrossState:
        cfg = self.typed_options(options)
        if not 2 <= players <= 4:
            raise ValueError("Cross is played by two, three or four players")
        zero = (0,) * players
        return CrossState(
            cfg=cfg, players=players, hands=((),) * players, round_points=zero, round_penalty=zero,
            prize=zero, held=zero, penalty=zero, penalties_on=cfg.penalties == START or not cfg.points_count,
            voids=(frozenset(),) * players, wins=zero, opened=(cfg.entry == 0,) * players,
        )

    def to_move(self, state: CrossState) -> Optional[int]:
        if state.phase == OVER:
            return None
        if state.phase == DEAL:
            return CHANCE
        return state.player

    def turn_of(self, state: CrossState) -> Optional[int]:
        return state.player if state.phase in (PLAY, ROUND_OVER) else None

    def players_in(self, state: CrossState) -> int:
        return state.players

    def sample_chance(self, state: CrossState, rng) -> Action:
        return deal_action(shuffled(rng))

    def chance_outcomes(self, state: CrossState) -> list[tuple[Action, float]]:
        raise NotImplementedError("a deal has 28! outcomes: use sample_chance")

    def chance_from_text(self, state: CrossState, text: str) -> Action:
        raise IllegalAction(Text("The tiles are shuffled and dealt by the program; there is nothing to type in.",
                                 "Кости перемешивает и раздаёт программа; вводить ничего не нужно."))

    # --- what a seat may do ------------------------------------------------------------------------
    def playable(self, state: CrossState, seat: int) -> list[tuple[Tile, str]]:
        """(tile, arm) for every single tile the seat may lay now."""
        hand = state.hands[seat] or ()
        layout = state.layout
        if layout.is_empty():
            if state.opening is not None:
                return [(state.opening, CENTRE)] if state.opening in hand else []
            return [(t, CENTRE) for t in hand]
        return [(t, arm) for t in hand for arm in layout.fits(t)]

    def legal_actions(self, state: CrossState, seat: int) -> list[Action]:
        if state.phase == ROUND_OVER:
            return [NEXT] if seat == state.player else []
        if state.phase != PLAY or seat != state.player or state.hands[seat] is None:
            return []
        moves = self.playable(state, seat)
        if not moves:
            return [DRAW] if self.boneyard_size(state) > 1 else [PASS]
        out = [Action("play", (tile_text(t), arm)) for t, arm in moves]
        layout = state.layout
        if state.cfg.sealing and layout.cross_open():
            out += [Action("play", (tile_text(t), arm, DOWN_WORD)) for t, arm in moves if is_double(t)]
        if state.cfg.two_doubles and not layout.is_empty():
            doubles = sorted({t for t, _ in moves if is_double(t)}, reverse=True)
            for i, d1 in enumerate(doubles):
                for d2 in doubles[i + 1:]:
                    for arm1 in layout.fits(d1):
                        for arm2 in layout.play(d1, arm1).fits(d2):
                            out.append(Action("play", (tile_text(d1), arm1, tile_text(d2), arm2)))
        return out

    def parse_play(self, action: Action) -> list[tuple[Tile, str, bool]]:
        """[(tile, arm, upside down)] of a ``play`` action; IllegalAction if it is malformed."""
        args = [str(a) for a in action.args]
        if len(args) == 3 and args[2] == DOWN_WORD:
            return [(parse_tile(args[0]), args[1], True)]
        if len(args) not in (2, 4):
            raise IllegalAction(Text("Write a move as «play 5:3 west» (a tile and an end).",
                                     "Ход записывается так: «play 5:3 west» (кость и конец)."))
        out = []
        for k in range(0, len(args), 2):
            arm = args[k + 1]
            if arm not in ARMS and arm != CENTRE:
                raise IllegalAction(Text(f"«{arm}» is not an end: west, east, north, south or centre.",
                                         f"«{arm}» — не конец: west, east, north, south или centre."))
            out.append((parse_tile(args[k]), arm, False))
        return out

    def preview(self, state: CrossState, action: Action) -> tuple[Layout, int, tuple[Tile, ...]]:
        """(the layout after a ``play``, the points it scores, the tiles laid) — without checking the
        hand, so it also works on a view; the layout refuses a tile that does not fit."""
        layout = state.layout
        parts = self.parse_play(action)
        for t, arm, down in parts:
            layout = layout.play(t, arm, seal=down)
        gained = layout_score(layout) if state.cfg.points_count else 0
        return layout, gained, tuple(t for t, _, _ in parts)

    # --- applying actions ----------------------------------------------------------------------------
    def apply(self, state: CrossState, action: Action) -> CrossState:
        if state.sizes is not None:
            raise IllegalAction(Text("This is one player's view of the table; moves are made on the real one.",
                                     "Это вид стола глазами одного игрока; ходы делаются на настоящем столе."))
        if state.phase == OVER:
            raise IllegalAction(Text("The match is over.", "Партия окончена."))
        if state.phase == DEAL:
            return self._deal(state, action)
        if state.phase == ROUND_OVER:
            if action != NEXT:
                raise IllegalAction(Text("The round is over: say «next» to deal the next one.",
                                         "Круг окончен: скажите «next», чтобы раздать следующий."))
            return self._next_round(state)
        if action.verb == "deal":
            raise IllegalAction(Text("The tiles have been dealt already.", "Кости уже розданы."))
        if action.verb == "play":
            return self._play(state, action)
        if action in (DRAW, PASS):
            return self._draw_or_pass(state, action)
        raise IllegalAction(Text(f"Cross has no move «{action.notation}».",
                                 f"В «Кресте» нет хода «{action.notation}»."))

    def _deal(self, state: CrossState, action: Action) -> CrossState:
        order = order_from_action(action)
        hands, bazaar = deal(order, state.players, HAND)
        for seat, hand in enumerate(hands):
            kind = too_many_of_a_kind(hand)
            if kind is not None:
                name = _KIND_NAMES[kind]
                n = sum(1 for t in hand if (is_double(t) if kind == 7 else kind in t))
                return replace(state, redeals=state.redeals + 1, event=Text(
                    f"Dealt again: {seat_text(seat).en} held {n} {name.en}.",
                    f"Раздача заново: у {seat_text(seat).ru} было {n} {name.ru}."))
        hands = [tuple(h) for h in hands]
        opening = None
        lots = Text("", "")
        if state.starter is not None and state.cfg.later == ANY:
            opener = state.starter
        else:
            held = [(d, s) for d in OPENING_DOUBLES for s in range(state.players) if d in hands[s]]
            if held:
                opening, opener = held[0]
            else:  # nobody holds a double: each draws a tile from the bazaar, the highest opens
                drawn = bazaar[:state.players]
                bazaar = bazaar[state.players:]
                for s, t in enumerate(drawn):
                    hands[s] = hands[s] + (t,)
                opener = max(range(state.players), key=lambda s: tile_rank(drawn[s]))
                shown = ", ".join(f"{s + 1}: {tile_text(t)}" for s, t in enumerate(drawn))
                lots = Text(f" No one holds a double; tiles drawn by lot: {shown}.",
                            f" Дублей ни у кого нет; жребий из базара: {shown}.")
        how = (Text(f"with {tile_text(opening)}", f"с {tile_text(opening)}") if opening
               else Text("with any tile", "с любой кости"))
        event = Text(f"Round {state.round_no}: the tiles are dealt.{lots.en} {seat_text(opener).en} "
                     f"opens {how.en}.",
                     f"Круг {state.round_no}: кости розданы.{lots.ru} Начинает {seat_text(opener).ru} {how.ru}.")
        return replace(state, phase=PLAY, hands=tuple(hands), boneyard=tuple(bazaar), player=opener,
                       opening=opening, event=event)

    def _play(self, state: CrossState, action: Action) -> CrossState:
        seat = state.player
        parts = self.parse_play(action)
        hand = state.hands[seat]
        cfg = state.cfg
        layout = state.layout
        if len(parts) == 2:
            if not cfg.two_doubles:
                raise IllegalAction(Text("Two tiles at once only with the «two doubles» rule.",
                                         "Две кости за ход — только по правилу «дублиться»."))
            if not all(is_double(t) for t, _, _ in parts) or parts[0][0] == parts[1][0]:
                raise IllegalAction(Text("Only two different doubles may be laid at once.",
                                         "За один ход можно выставить только два разных дубля."))
            if layout.is_empty():
                raise IllegalAction(Text("The first tile of a round is laid alone.",
                                         "Первая кость круга выставляется одна."))
        for t, arm, down in parts:
            if t not in hand:
                raise IllegalAction(Text(f"You do not hold {tile_text(t)}.", f"У вас нет кости {tile_text(t)}."))
            if layout.is_empty():
                if state.opening is not None and t != state.opening:
                    raise IllegalAction(Text(f"This round opens with {tile_text(state.opening)}.",
                                             f"Этот круг начинается с {tile_text(state.opening)}."))
            if down:
                if not cfg.sealing:
                    raise IllegalAction(Text("Doubles upside down are not agreed in this match.",
                                             "Перевёрнутые дубли в этой партии не условлены."))
                if not layout.cross_open():
                    raise IllegalAction(Text("A double may be laid upside down only once the cross is open.",
                                             "Перевернуть дубль можно только когда крест уже открыт."))
            layout = layout.play(t, arm, seal=down)  # DominoError (an IllegalAction) if it does not fit
        played = tuple(t for t, _, _ in parts)
        hand = tuple(t for t in hand if t not in played)
        state = replace(state, layout=layout, hands=_set(state.hands, seat, hand), last_player=seat)
        gained = layout_score(layout) if cfg.points_count else 0
        where = move_text(parts)
        if len(layout.tiles()) < 2:
            event = Text(f"opens with {where.en}", f"начинает: {where.ru}")
        elif not cfg.points_count:
            event = where
        elif gained:
            event = where + Text(f" — ends {ends_text(layout)}: scores {gained}",
                                 f" — концы {ends_text(layout)}: {points(gained).ru}")
        else:
            event = where + Text(f" — ends {ends_text(layout)}", f" — концы {ends_text(layout)}")
        state = replace(state, event=event)
        if gained:
            state = self._write_points(state, seat, gained)
            if state.phase == OVER:
                return state
        if not hand:
            return self._end_round(state, out=seat, last=played)
        if self._blocked(state):
            return self._end_round(state, out=None, last=played)
        return replace(state, player=(seat + 1) % state.players)

    def _draw_or_pass(self, state: CrossState, action: Action) -> CrossState:
        seat = state.player
        if self.playable(state, seat):
            raise IllegalAction(Text("You have a tile that fits: play it.", "У вас есть подходящая кость: ходите ею."))
        values = frozenset(e.value for e in state.layout.open_ends())
        if action == DRAW:
            if len(state.boneyard) <= 1:
                raise IllegalAction(Text("The last tile of the boneyard is never drawn: pass.",
                                         "Последнюю кость базара не берут: пропустите ход."))
            t, rest = state.boneyard[0], state.boneyard[1:]
            state = replace(state, hands=_plus(state.hands, seat, (t,)), boneyard=rest,
                            voids=_set(state.voids, seat, values),
                            event=Text(f"draws from the boneyard ({len(rest)} left)",
                                       f"берёт кость из базара (осталось {len(rest)})"))
            if self._blocked(state):
                return self._end_round(state, out=None, last=())
            return state
        if len(state.boneyard) > 1:
            raise IllegalAction(Text("There are tiles in the boneyard: draw one.",
                                     "В базаре есть кости: возьмите одну."))
        return replace(state, player=(seat + 1) % state.players, voids=_set(state.voids, seat, state.voids[seat] | values),
                       event=Text("passes: no tile fits", "пропускает ход: подходящей кости нет"))

    def _blocked(self, state: CrossState) -> bool:
        """A «fish»: nobody can lay a tile and nobody may draw one."""
        return len(state.boneyard) <= 1 and not any(self.playable(state, s) for s in range(state.players))

    # --- points, penalties, the end of a round -----------------------------------------------------------
    def net(self, state: CrossState, seat: int) -> int:
        """Variant 1: points minus penalties; variant 2: the penalties."""
        if state.cfg.points_count:
            return state.prize[seat] - state.penalty[seat]
        return state.penalty[seat]

    def _write_points(self, state: CrossState, seat: int, gained: int) -> CrossState:
        """The mover scored ``gained``: write it, or hold it back while the seat's points have not yet
        reached the entry threshold (then all that was held is written at once)."""
        cfg = state.cfg
        held = state.held[seat] + gained
        if not state.opened[seat] and held < cfg.entry:
            return replace(state, held=_set(state.held, seat, held), event=state.event + Text(
                f" (held back until {cfg.entry}: {held} so far)", f" (не в зачёт до {cfg.entry}: пока {held})"))
        if held != gained:
            state = replace(state, event=state.event + Text(f" (with the {held - gained} held back: {held})",
                                                            f" (с отложенными {held - gained}: {held})"))
        state = replace(state, held=_set(state.held, seat, 0), opened=_set(state.opened, seat, True),
                        prize=_plus(state.prize, seat, held), round_points=_plus(state.round_points, seat, held))
        if max(state.prize) > PENALTY_THRESHOLD:
            state = replace(state, penalties_on=True)
        if self.net(state, seat) >= cfg.target:
            state = replace(state, history=state.history + (self.round_result(state),))
            return self._finish(state, (seat,), "")
        return state

    def hand_penalty(self, cfg: Settings, hand: tuple[Tile, ...]) -> int:
        """What a hand left at the end of a round costs: a lone 0-0 or 6-6 as agreed, else its pips
        rounded up to a multiple of 5."""
        if hand == ((0, 0),):
            return cfg.lone_00
        if hand == ((6, 6),):
            return cfg.lone_66
        return round_up_5(hand_pips(hand))

    def round_penalties(self, state: CrossState, fish: bool) -> tuple[int, ...]:
        """The penalties written at the end of a round (before any transfer)."""
        cfg = state.cfg
        out = []
        for seat, hand in enumerate(state.hands):
            lone = hand in (((0, 0),), ((6, 6),))  # written whatever the threshold
            counted = state.penalties_on or lone or (fish and (state.prize[seat] > 0 or hand_pips(hand) > FISH_HAND))
            out.append(self.hand_penalty(cfg, hand) if counted else 0)
        if fish and cfg.points_count and cfg.fish_to_biggest:
            top = max(out)
            if top > 0 and out.count(top) == 1:
                total = sum(out)
                out = [total if p == top else 0 for p in out]
        return tuple(out)

    def _end_round(self, state: CrossState, out: Optional[int], last: tuple[Tile, ...]) -> CrossState:
        cfg = state.cfg
        fish = out is None
        n = state.players
        pen = self.round_penalties(state, fish)
        state = replace(state, penalty=tuple(a + b for a, b in zip(state.penalty, pen)), round_penalty=pen)
        lines_en, lines_ru = [], []
        if fish:
            lines_en.append(f"Fish! The game is blocked; {seat_text(state.last_player).en} is the fisher.")
            lines_ru.append(f"Рыба! Ходить некому; рыбак — {seat_text(state.last_player).ru}.")
            eggs = self.eggs_weight(state.hands)
            if eggs:
                state = replace(state, eggs=state.eggs + (eggs,))
                lines_en.append(f"«Eggs» weighing {eggs}: equal hands of more than 25.")
                lines_ru.append(f"«Яйца» весом {eggs}: равные руки больше 25.")
            state = replace(state, fish=state.fish + 1)
        else:
            state = replace(state, wins=_plus(state.wins, out, 1))
            lines_en.append("Goes out!")
            lines_ru.append("Выходит — костей больше нет!")
        if any(pen):
            lines_en.append("Penalties: " + ", ".join(f"{seat_text(s).en} −{p}" for s, p in enumerate(pen) if p) + ".")
            lines_ru.append("Штраф: " + ", ".join(f"{seat_text(s).ru} −{p}" for s, p in enumerate(pen) if p) + ".")
        if cfg.points_count and cfg.leader_takes:
            nets = [state.round_points[s] - pen[s] for s in range(n)]
            top = max(nets)
            if nets.count(top) == 1:
                leader = nets.index(top)
                taken = sum(state.round_points[s] for s in range(n) if s != leader)
                if taken:
                    prize = tuple(state.prize[s] - state.round_points[s] if s != leader else state.prize[s] + taken
                                  for s in range(n))
                    rp = tuple(0 if s != leader else state.round_points[s] + taken for s in range(n))
                    state = replace(state, prize=prize, round_points=rp)
                    lines_en.append(f"{seat_text(leader).en} leads the round and takes {points(taken).en}.")
                    lines_ru.append(f"Лидер круга — {seat_text(leader).ru}: ему записываются {points(taken).ru}.")
            if max(state.prize) > PENALTY_THRESHOLD:
                state = replace(state, penalties_on=True)
        starter = out if out is not None else state.last_player
        state = replace(state, history=state.history + (self.round_result(state),), starter=starter,
                        phase=ROUND_OVER, player=starter)
        summary = Text(". " + " ".join(lines_en), ". " + " ".join(lines_ru))
        state = replace(state, event=(state.event or Text("", "")) + summary)
        ending = ""
        if cfg.officer and out is not None and (0, 0) in last:
            ending = "general" if (6, 6) in last else "officer"
            return self._finish(state, (out,), ending)
        scores = [self.net(state, s) for s in range(n)]
        if cfg.points_count and max(scores) >= cfg.target:
            top = max(scores)
            return self._finish(state, tuple(s for s in range(n) if scores[s] == top), ending)
        if not cfg.points_count and max(scores) >= cfg.target:
            low = min(scores)
            return self._finish(state, tuple(s for s in range(n) if scores[s] == low), ending)
        return state

    @staticmethod
    def eggs_weight(hands) -> int:
        """At a blocked game: the pips of two (or more) equal hands of more than 25, else 0."""
        sums = [hand_pips(h) for h in hands]
        equal = [v for v in set(sums) if v > FISH_HAND and sums.count(v) >= 2]
        return max(equal, default=0)

    def _finish(self, state: CrossState, winners: tuple[int, ...], ending: str) -> CrossState:
        state = replace(state, phase=OVER, winners=winners, ending=ending)
        event = state.event or Text("", "")
        gap = Text(" ", " ") if event.en.endswith((".", "!")) else Text(". ", ". ")
        return replace(state, event=event + gap + self.titles_text(state))

    def _next_round(self, state: CrossState) -> CrossState:
        n = state.players
        zero = (0,) * n
        return replace(state, phase=DEAL, round_no=state.round_no + 1, hands=((),) * n, boneyard=(),
                       layout=Layout(spinner_rule=SPINNER_CLOSED), opening=None, last_player=None,
                       round_points=zero, round_penalty=zero, voids=(frozenset(),) * n,
                       event=Text(f"on to round {state.round_no + 1}", f"переходим к кругу {state.round_no + 1}"))

    # --- titles and the result -------------------------------------------------------------------------
    def goats(self, state: CrossState) -> tuple[int, ...]:
        """The losers who earn the title «goat» once the match is over."""
        if state.phase != OVER:
            return ()
        if state.cfg.points_count or state.ending:
            return tuple(s for s in range(state.players) if s not in state.winners)
        return tuple(s for s in range(state.players) if state.penalty[s] >= state.cfg.target)

    def titles_text(self, state: CrossState) -> Text:
        """"The match is over: {seat:1} wins. {seat:0}, {seat:2} are goats with eggs weighing 30!"
        (the interface names the seats)."""
        win = seats_ref(state.winners).en
        if len(state.winners) == 1:
            text = Text(f"The match is over: {win} wins.", f"Партия окончена: побеждает {win}.")
        else:
            text = Text(f"The match is over: {win} share the win.",
                        f"Партия окончена: победа у {win}.")
        goats = self.goats(state)
        if not goats:
            return text
        who = seats_ref(goats).en
        one = len(goats) == 1
        if state.ending == "general":
            title = (Text("is a general (a goat of a general's rank)", "— генерал (козёл с генеральским званием)") if one
                     else Text("are generals (goats of a general's rank)", "— генералы (козлы с генеральским званием)"))
        elif state.ending == "officer":
            title = (Text("is an officer's goat", "— козёл офицерский") if one
                     else Text("are officer's goats", "— козлы офицерские"))
        else:
            title = Text("is a goat", "— козёл") if one else Text("are goats", "— козлы")
        text = text + Text(f" {who} ", f" {who} ")
        text = text + title
        if state.eggs:
            weights = ", ".join(str(w) for w in state.eggs)
            times = len(state.eggs)
            en = {1: "", 2: "double ", 3: "triple "}.get(times, f"{times}-fold ")
            ru = {1: "", 2: "двойными ", 3: "тройными "}.get(times, f"{times}-кратными ")
            text = text + Text(f" with {en}eggs weighing {weights}", f" с {ru}яйцами весом {weights}")
        return text + Text("!", "!")

    def result(self, state: CrossState) -> Result:
        cfg = state.cfg
        scores = self.match_scores(state)
        goats = self.goats(state)
        extra = []
        for s in range(state.players):
            goat = s in goats
            extra.append({
                "points": state.prize[s],
                "penalties": state.penalty[s],
                "rounds_won": state.wins[s],
                "goat": int(goat),
                "officer": int(goat and state.ending == "officer"),
                "general": int(goat and state.ending == "general"),
                "eggs": len(state.eggs) if goat else 0,
                "eggs_weight": sum(state.eggs) if goat else 0,
            })
        higher = cfg.points_count and cfg.count == UP
        res = Result.ranked(scores, extra, higher_is_better=higher)
        if state.phase == OVER:
            ranks = tuple(1 if s in state.winners else max(2, r) for s, r in enumerate(res.ranks))
            res = Result(res.scores, ranks, res.extra)
        return res

    # --- hidden information ----------------------------------------------------------------------------
    def view_for(self, state: CrossState, seat: int) -> CrossState:
        if state.sizes is not None:
            return state
        sizes = tuple(len(h) for h in state.hands)
        if state.phase in (ROUND_OVER, OVER):  # the hands are shown to count the penalties
            hands = state.hands
        else:
            hands = tuple(h if s == seat else None for s, h in enumerate(state.hands))
        return replace(state, hands=hands, boneyard=(), sizes=sizes, bone_count=len(state.boneyard))

    # --- the protocol every domino game offers (one view serves them all) ------------------------------
    def layout(self, state: CrossState) -> Layout:
        return state.layout

    def hand(self, state: CrossState, seat: int) -> Optional[tuple[Tile, ...]]:
        return state.hands[seat]

    def hand_size(self, state: CrossState, seat: int) -> int:
        return state.sizes[seat] if state.sizes is not None else len(state.hands[seat])

    def boneyard_size(self, state: CrossState) -> int:
        return state.bone_count if state.bone_count is not None else len(state.boneyard)

    def end_points(self, state: CrossState) -> int:
        return state.layout.ends_sum()

    def scores_now(self, state: CrossState) -> int:
        return layout_score(state.layout) if state.cfg.points_count else 0

    def round_number(self, state: CrossState) -> int:
        return state.round_no

    def round_scores(self, state: CrossState) -> tuple[int, ...]:
        return state.round_points

    def match_scores(self, state: CrossState) -> tuple[int, ...]:
        """The totals as the score table shows them: variant 1 points minus penalties (counting
        down: what is left of the target), variant 2 the penalties."""
        nets = tuple(self.net(state, s) for s in range(state.players))
        if state.cfg.points_count and state.cfg.count == DOWN:
            return tuple(state.cfg.target - v for v in nets)
        return nets

    def round_result(self, state: CrossState) -> tuple[int, ...]:
        """What this round adds to the table: variant 1 the points written minus the penalties
        (counting down, that much is written off), variant 2 the penalties."""
        if state.cfg.points_count:
            return tuple(p - q for p, q in zip(state.round_points, state.round_penalty))
        return state.round_penalty

    def score_history(self, state: CrossState) -> tuple[tuple[int, ...], ...]:
        """One row per finished round (and the round the match ended in): ``round_result``."""
        return state.history

    def target(self, state: CrossState) -> int:
        return state.cfg.target

    def last_event(self, state: CrossState) -> Optional[Text]:
        return state.event

    # --- presentation ----------------------------------------------------------------------------------
    def describe(self, state: CrossState, action: Action) -> Text:
        try:
            after = self.apply(state, action)
        except (IllegalAction, ValueError):
            return Text(action.notation, action.notation)
        return after.event or Text(action.notation, action.notation)
