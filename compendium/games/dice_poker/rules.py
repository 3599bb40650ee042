"""Dice poker ("Покер на костях"), Qt-free rules.

Two games share this plugin (the option ``mode``):

* **The sheet game** (the article's main game and three of its variants). Five dice, up to three
  throws a turn; after any throw the player may keep any dice and throw the rest, or write the
  dice into a free line of the sheet. The first stage (the "school": ones to sixes) scores
  (count - 3) x value, and a first stage of 0 or more earns 50; the second stage holds poker
  combinations scored as the sum of their dice, doubled on the first throw (chance excepted),
  poker 50 more, a line not made a dash. At the end each player's result is the total minus the
  average of all players.
* **The ranking game**: each player throws once, twice or three times (the third throw only among
  the dice thrown on the second); the best hand wins, equal best hands play again.

Notation: ``throw`` (the first throw of a turn: all five dice), ``throw 2 4 5`` (throw dice 2, 4
and 5 again, the others are kept), ``score fours`` (write the dice into a line), ``stand`` (the
ranking game: keep the hand); chance: ``dice 3 3 6`` (the values of the dice just thrown, in the
order of their places).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Optional

from compendium.core.actions import Action
from compendium.core.dice import (
    NUMBER_LINE_NAMES,
    NUMBER_LINES,
    THROW_FIRST,
    chance_or,
    check_throw,
    dice_chances,
    landed,
    read_dice,
    sample_dice,
    throw_due,
)
from compendium.core.options import Options, option
from compendium.core.rules import IllegalAction, Result, Rules
from compendium.core.text import Text, seats_ref

DICE = 5
THROWS = 3
SAVED_THROW_POINTS = 3  # a throw saved in the first stage and never used is worth 3 at the end

SHEET = "sheet"
RANKING = "ranking"

# How the first stage (the "school") scores a row of value v made with n dice of that value.
CLASSIC = "classic"  # (n - 3) x v
NO_PLUS = "no_plus"  # the same, but never above 0
SUM = "sum"  # n x v
MINUS20 = "minus20"  # -20 below three, (n - 3) x v from three on

STAGES = "stages"  # all six school rows before any other line
FREE = "free"  # any line at any time

TOTAL = "total"  # ranking game: equal hands compared by the pips of all five dice
COMBO = "combo"  # ... by the pips of the dice that form the hand, then of all five

THROW = Action("throw")
STAND = Action("stand")

SCHOOL = NUMBER_LINES
COMBOS = ("pair", "two_pairs", "three", "small", "large", "even", "odd", "full", "four", "poker", "chance")

LINE_NAMES = {
    **NUMBER_LINE_NAMES,
    "pair": Text("Pair", "Пара"),
    "two_pairs": Text("Two pairs", "Две пары"),
    "three": Text("Three of a kind", "Сет"),
    "small": Text("Small straight", "Малый стрит"),
    "large": Text("Large straight", "Большой стрит"),
    "even": Text("Even", "Чёт"),
    "odd": Text("Odd", "Нечет"),
    "full": Text("Full house", "Фул-хаус"),
    "four": Text("Four of a kind", "Каре"),
    "poker": Text("Poker", "Покер"),
    "chance": Text("Chance", "Шанс"),
}

# The ranking game's hands, from the lowest to the highest.
HIGH, PAIR, TWO_PAIRS, THREE, FULL, FOUR, POKER = range(7)
HAND_NAMES = (
    Text("highest points", "наивысшее очко"),
    Text("a pair", "пара"),
    Text("two pairs", "две пары"),
    Text("three of a kind", "тройка"),
    Text("full house", "фул-хаус"),
    Text("four of a kind", "каре"),
    Text("poker", "покер"),
)


@dataclass(frozen=True)
class Variant(Options):
    """The options of a match, declared once: checked and frozen."""

    mode: str = option(SHEET, Text("How to play", "Как играть"), choices=(
        (SHEET, Text("Fill in a score sheet, line by line", "Заполнять таблицу, графу за графой")),
        (RANKING, Text("The ranking game: one round, the best hand wins",
                       "Игра на старшинство: один круг, побеждает лучшая комбинация")),
    ))
    order: str = option(STAGES, Text("Which lines may be filled when", "Когда какие графы можно заполнять"), choices=(
        (STAGES, Text("Ones to sixes first, then the rest",
                      "Сначала единицы–шестёрки, потом остальное")),
        (FREE, Text("Any line at any time", "Любая графа в любой момент")),
    ))
    school: str = option(CLASSIC, Text("Ones to sixes: what a line scores",
                                       "Единицы–шестёрки: сколько даёт графа"), choices=(
        (CLASSIC, Text("Three dice of the number score 0; each die more adds the number, each die fewer takes it off",
                       "Три кости этого числа — 0; каждая кость сверх трёх прибавляет число, "
                       "каждой недостающей оно вычитается")),
        (NO_PLUS, Text("Each die fewer than three takes the number off; extra dice add nothing",
                       "Каждой недостающей до трёх кости число вычитается; лишние кости ничего не дают")),
        (SUM, Text("The dice showing the number, added up", "Сумма костей с этим числом")),
        (MINUS20, Text("Fewer than three dice: minus 20; each die over three adds the number",
                       "Меньше трёх костей — минус 20; каждая кость сверх трёх прибавляет число")),
    ))
    school_bonus: int = option(50, Text("Bonus when ones to sixes together score 0 or more",
                                        "Премия, если единицы–шестёрки вместе дали 0 или больше"),
                               minimum=0, maximum=100)
    even_odd: bool = option(True, Text("Play the lines «even» and «odd»", "Играть графы «чёт» и «нечет»"))
    fixed_scores: bool = option(False, Text("Straights and poker score a fixed amount: small straight 25, "
                                            "large straight 30, poker 50",
                                            "Стриты и покер дают твёрдые очки: малый стрит 25, большой 30, покер 50"))
    double_first: bool = option(True, Text("A combination made on the first throw counts double",
                                           "Комбинация с первого броска — вдвойне"))
    four_bonus: bool = option(False, Text("Four of a kind earns 30 more", "Премия 30 очков за каре"))
    saved_throws: bool = option(False, Text("Throws left unused in ones to sixes are saved: 3 points each at the end",
                                            "Неиспользованные на единицах–шестёрках броски копятся: "
                                            "по 3 очка в конце"))
    tie_break: str = option(TOTAL, Text("Ranking game: when two hands are equal, the winner is", "Игра на "
                                        "старшинство: при равных комбинациях побеждает"), choices=(
        (TOTAL, Text("the one with more points on all five dice", "у кого больше очков на всех пяти костях")),
        (COMBO, Text("the one with more points on the hand's own dice, then on all five",
                     "у кого больше очков на костях комбинации, затем на всех пяти")),
    ))

    @property
    def lines(self) -> tuple[str, ...]:
        combos = COMBOS if self.even_odd else tuple(c for c in COMBOS if c not in ("even", "odd"))
        return SCHOOL + combos


# --- scoring (shared by the views and the computer players) -------------------------------------------


def school_score(school: str, value: int, dice) -> int:
    """What a school row of ``value`` scores with these dice."""
    n = sum(1 for d in dice if d == value)
    if school == SUM:
        return n * value
    if school == MINUS20 and n < 3:
        return -20
    score = (n - 3) * value
    return min(0, score) if school == NO_PLUS else score


def combo_points(line: str, dice) -> Optional[int]:
    """The sum of the dice that make ``line`` (the best way, if there are several), or None when
    the dice do not make it. Five alike also make a pair, three and four of a kind; a full house
    and two pairs need two different values."""
    counts = Counter(dice)
    at_least = lambda k: [v for v, c in counts.items() if c >= k]
    if line == "pair":
        found = at_least(2)
        return 2 * max(found) if found else None
    if line == "two_pairs":
        found = sorted(at_least(2), reverse=True)
        return 2 * (found[0] + found[1]) if len(found) >= 2 else None
    if line == "three":
        found = at_least(3)
        return 3 * max(found) if found else None
    if line == "four":
        found = at_least(4)
        return 4 * max(found) if found else None
    if line == "poker":
        return 5 * dice[0] if len(counts) == 1 else None
    if line == "full":
        return sum(dice) if sorted(counts.values()) == [2, 3] else None
    if line == "small":
        runs = [sum(range(a, a + 4)) for a in (3, 2, 1) if all(v in counts for v in range(a, a + 4))]
        return runs[0] if runs else None
    if line == "large":
        return sum(dice) if sorted(counts) in ([1, 2, 3, 4, 5], [2, 3, 4, 5, 6]) else None
    if line == "even":
        return sum(dice) if all(d % 2 == 0 for d in dice) else None
    if line == "odd":
        return sum(dice) if all(d % 2 == 1 for d in dice) else None
    if line == "chance":
        return sum(dice)
    raise ValueError(f"no line {line!r}")


FIXED = {"small": 25, "large": 30, "poker": 50}


def line_score(variant: Variant, line: str, dice, first_throw: bool = False) -> int:
    """What writing ``dice`` into ``line`` scores (0 for a line not made: a dash)."""
    if line in SCHOOL:
        return school_score(variant.school, SCHOOL.index(line) + 1, dice)
    points = combo_points(line, dice)
    if points is None:
        return 0
    if variant.fixed_scores and line in FIXED:
        points = FIXED[line]
    if variant.double_first and first_throw and line != "chance":
        points *= 2
    if line == "poker" and not variant.fixed_scores:
        points += 50
    if line == "four" and variant.four_bonus:
        points += 30
    return points


def line_made(line: str, dice) -> bool:
    return line in SCHOOL or combo_points(line, dice) is not None


def school_total(sheet) -> int:
    return sum(sheet[i] or 0 for i in range(len(SCHOOL)))


def school_done(sheet) -> bool:
    return all(sheet[i] is not None for i in range(len(SCHOOL)))


def bonus(variant: Variant, sheet) -> int:
    """The first-stage bonus: earned once the six school rows are filled with a total of 0 or more."""
    return variant.school_bonus if school_done(sheet) and school_total(sheet) >= 0 else 0


def sheet_total(variant: Variant, sheet, bank: int = 0) -> int:
    saved = SAVED_THROW_POINTS * bank if variant.saved_throws else 0
    return sum(v or 0 for v in sheet) + bonus(variant, sheet) + saved


def relative(totals) -> list[float]:
    """Each total minus the average of all of them."""
    mean = sum(totals) / len(totals)
    return [t - mean for t in totals]


def round_half_away(x: float) -> int:
    """2.5 -> 3, -2.5 -> -3 (the relative score of a player is shown as a whole number)."""
    return int(math.copysign(math.floor(abs(x) + 0.5), x))


# --- the ranking game's hands ----------------------------------------------------------------------


def hand_kind(dice) -> int:
    shape = sorted(Counter(dice).values(), reverse=True)
    if shape[0] == 5:
        return POKER
    if shape[0] == 4:
        return FOUR
    if shape[:2] == [3, 2]:
        return FULL
    if shape[0] == 3:
        return THREE
    if shape[:2] == [2, 2]:
        return TWO_PAIRS
    if shape[0] == 2:
        return PAIR
    return HIGH


def hand_dice(dice) -> tuple[int, ...]:
    """The dice that form the hand (all five for highest points and full house)."""
    counts = Counter(dice)
    kind = hand_kind(dice)
    if kind in (HIGH, FULL, POKER):
        return tuple(sorted(dice))
    return tuple(sorted(d for d in dice if counts[d] >= 2))


def hand_key(dice, tie_break: str = TOTAL) -> tuple[int, ...]:
    """Compares hands: a higher key is a better hand, equal keys are equal hands."""
    if tie_break == COMBO:
        return hand_kind(dice), sum(hand_dice(dice)), sum(dice)
    return hand_kind(dice), sum(dice)


def hand_text(dice) -> Text:
    shown = " ".join(str(d) for d in dice)
    name = HAND_NAMES[hand_kind(dice)]
    return Text(f"{name.en} ({shown})", f"{name.ru} ({shown})")


def thrown(state, values) -> tuple[int, ...]:
    """The five dice after the pending throw showed ``values``."""
    return landed(state.dice, DICE, state.pending, values)


# --- states --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SheetState:
    variant: Variant
    sheets: tuple[tuple[Optional[int], ...], ...]  # one a player, in the order of variant.lines
    bank: tuple[int, ...]  # throws saved in the first stage (the "saved throws" option)
    player: int = 0
    dice: tuple[int, ...] = ()  # the five dice by place, () before the first throw
    throws: int = 0  # throws made this turn
    pending: tuple[int, ...] = ()  # places (0-4) being thrown: the dice are to be thrown (chance)
    last: Optional[tuple] = None  # (seat, line, dice, points) of the last line written

    @property
    def lines(self) -> tuple[str, ...]:
        return self.variant.lines

    @property
    def over(self) -> bool:
        return all(v is not None for sheet in self.sheets for v in sheet)

    def open_lines(self, seat: int) -> list[str]:
        return [line for line, v in zip(self.lines, self.sheets[seat]) if v is None]


@dataclass(frozen=True)
class RankState:
    variant: Variant
    players: int
    contenders: tuple[int, ...]  # the seats playing this round, in playing order
    rounds: tuple[tuple[tuple[int, tuple[int, ...]], ...], ...] = ()  # finished rounds: (seat, hand)
    hands: tuple[tuple[int, ...], ...] = ()  # the hands of this round so far
    dice: tuple[int, ...] = ()
    throws: int = 0
    pending: tuple[int, ...] = ()
    free: tuple[int, ...] = tuple(range(DICE))  # places that may still be thrown
    over: bool = False

    @property
    def player(self) -> int:
        return self.contenders[min(len(self.hands), len(self.contenders) - 1)]

    def all_rounds(self) -> tuple[tuple[tuple[int, tuple[int, ...]], ...], ...]:
        """The finished rounds and the hands shown so far in this one."""
        if self.over:
            return self.rounds
        return self.rounds + (tuple(zip(self.contenders, self.hands)),)


# --- messages ---------------------------------------------------------------------------------------

_THROW_NOW = Text("The dice are being thrown now.", "Сейчас бросаются кости.")
_FIRST_THROW = THROW_FIRST
_CHOOSE_FIRST = Text("Choose to throw first; then the dice are thrown.", "Сначала решите бросать, потом бросаются кости.")


def _places_text(places) -> str:
    return " ".join(str(p + 1) for p in places)


class DicePokerRules(Rules):
    rules_version = 1
    Options = Variant

    game_id = "dice-poker"

    # --- variants ------------------------------------------------------------------------------
    def presets(self) -> list[tuple[Text, dict]]:
        base = {o.key: o.default for o in self.options()}
        return [
            (Text("The article's game: two stages", "Как в статье: два этапа"), dict(base)),
            (Text("No plus points, saved throws, 30 for four of a kind",
                  "Без плюсовых очков, с запасом бросков, каре +30"),
             {**base, "school": NO_PLUS, "four_bonus": True, "saved_throws": True}),
            (Text("Free order: ones to sixes as the sum of the dice", "Свободный порядок, «школа» — сумма костей"),
             {**base, "order": FREE, "school": SUM, "school_bonus": 0, "even_odd": False, "fixed_scores": True,
              "double_first": False}),
            (Text("Free order: −20 for a row of ones to sixes not made", "Свободный порядок, −20 за невыполненную "
                  "графу «школы»"),
             {**base, "order": FREE, "school": MINUS20, "school_bonus": 0, "even_odd": False,
              "fixed_scores": True, "double_first": False}),
            (Text("The ranking game: the best hand wins", "Игра на старшинство: побеждает лучшая комбинация"),
             {**base, "mode": RANKING}),
        ]

    # --- the game ------------------------------------------------------------------------------
    def new_match(self, players: int, options: Optional[dict] = None):
        variant = self.typed_options(options)
        if players < 1:
            raise ValueError("Dice poker needs at least one player")
        if variant.mode == RANKING:
            return RankState(variant=variant, players=players, contenders=tuple(range(players)))
        empty = (None,) * len(variant.lines)
        return SheetState(variant=variant, sheets=(empty,) * players, bank=(0,) * players)

    def to_move(self, state) -> Optional[int]:
        return chance_or(state.over, bool(state.pending), state.player)

    def turn_of(self, state) -> Optional[int]:
        return None if state.over else state.player

    def max_throws(self, state: SheetState) -> int:
        """Three, plus the saved throws once the player's first stage is complete."""
        p = state.player
        if state.variant.saved_throws and school_done(state.sheets[p]):
            return THROWS + state.bank[p]
        return THROWS

    def may_throw(self, state) -> bool:
        if isinstance(state, RankState):
            return 0 < state.throws < THROWS
        return 0 < state.throws < self.max_throws(state)

    def throwable(self, state) -> tuple[int, ...]:
        """The places of the dice that may be thrown again now."""
        if isinstance(state, RankState):
            return state.free if self.may_throw(state) else ()
        return tuple(range(DICE)) if self.may_throw(state) else ()

    def scorable_lines(self, state: SheetState) -> list[str]:
        """The lines the player to move may write into now (after at least one throw)."""
        if state.over or state.pending or not state.throws:
            return []
        sheet = state.sheets[state.player]
        open_ = state.open_lines(state.player)
        if state.variant.order == STAGES and not school_done(sheet):
            return [line for line in open_ if line in SCHOOL]
        return open_

    def legal_actions(self, state, seat: int) -> list[Action]:
        if state.over or state.pending or seat != state.player:
            return []
        if not state.throws:
            return [THROW]
        places = self.throwable(state)
        throws = [Action("throw", tuple(p + 1 for p in c))
                  for k in range(1, len(places) + 1) for c in combinations(places, k)]
        if isinstance(state, RankState):
            return throws + [STAND]
        return throws + [Action("score", (line,)) for line in self.scorable_lines(state)]

    def chance_outcomes(self, state) -> list[tuple[Action, float]]:
        return dice_chances(len(state.pending))

    def sample_chance(self, state, rng) -> Action:
        """Each die thrown on its own (the same chances as ``chance_outcomes``, without walking
        the 7776 throws of five dice)."""
        return sample_dice(rng, len(state.pending))

    def chance_from_text(self, state, text: str) -> Action:
        action = read_dice(text)
        self._check_dice(state, action)
        return action

    def _check_dice(self, state, action: Action) -> None:
        check_throw(action.args, len(state.pending))

    def apply(self, state, action: Action):
        if throw_due(state.over, bool(state.pending), action, now=_THROW_NOW, early=_CHOOSE_FIRST):
            self._check_dice(state, action)
            state = replace(state, dice=thrown(state, action.args), throws=state.throws + 1, pending=())
            if isinstance(state, RankState) and state.throws == THROWS:
                return self._stand(state)  # after the third throw the hand stands as it is
            return state
        if action.verb == "throw":
            return self._throw(state, action)
        if action.verb == "score" and isinstance(state, SheetState):
            return self._score(state, action)
        if action == STAND and isinstance(state, RankState):
            if not state.throws:
                raise IllegalAction(_FIRST_THROW)
            return self._stand(state)
        raise IllegalAction(Text(f"Dice poker has no move «{action.notation}» here.",
                                 f"В этой игре нет хода «{action.notation}»."))

    def _throw(self, state, action: Action):
        if not state.throws:
            if action.args:
                raise IllegalAction(Text("The first throw of a turn is of all five dice: «throw».",
                                         "Первым броском хода бросают все пять костей: «throw»."))
            return replace(state, pending=tuple(range(DICE)))
        if not action.args:
            raise IllegalAction(Text("Name the dice to throw again, e.g. «throw 2 5».",
                                     "Укажите, какие кости перебросить, например «throw 2 5»."))
        if not self.may_throw(state):
            if isinstance(state, SheetState):
                raise IllegalAction(Text("No throws are left: choose a line for these dice.",
                                         "Броски кончились: выберите графу для этих костей."))
            raise IllegalAction(Text("No throws are left.", "Броски кончились."))
        places = []
        for a in action.args:
            if not isinstance(a, int) or not 1 <= a <= DICE:
                raise IllegalAction(Text(f"The dice are numbered 1 to 5; there is no die {a}.",
                                         f"Кости пронумерованы от 1 до 5; кости {a} нет."))
            if a - 1 in places:
                raise IllegalAction(Text(f"Die {a} is named twice.", f"Кость {a} названа дважды."))
            if a - 1 not in self.throwable(state):
                raise IllegalAction(Text(
                    f"Die {a} was left standing on the second throw and may not be thrown again.",
                    f"Кость {a} не перебрасывалась во второй раз, и трогать её больше нельзя."))
            places.append(a - 1)
        places = tuple(sorted(places))
        if isinstance(state, RankState) and state.throws == 1:
            state = replace(state, free=places)  # only these may be thrown a third time
        return replace(state, pending=places)

    def _score(self, state: SheetState, action: Action) -> SheetState:
        if len(action.args) != 1 or action.args[0] not in state.lines:
            names = ", ".join(state.lines)
            raise IllegalAction(Text(f"There is no such line; the lines are: {names}.",
                                     f"Такой графы нет; графы: {names}."))
        line = action.args[0]
        if not state.throws:
            raise IllegalAction(_FIRST_THROW)
        p = state.player
        sheet = state.sheets[p]
        i = state.lines.index(line)
        if sheet[i] is not None:
            raise IllegalAction(Text(f"«{LINE_NAMES[line].en}» is already filled.",
                                     f"Графа «{LINE_NAMES[line].ru}» уже заполнена."))
        if line not in self.scorable_lines(state):
            raise IllegalAction(Text("Fill every row from ones to sixes (the first stage) before the other lines.",
                                     "Сначала заполните все графы от единиц до шестёрок (первый этап)."))
        points = line_score(state.variant, line, state.dice, first_throw=state.throws == 1)
        new_sheet = sheet[:i] + (points,) + sheet[i + 1:]
        bank = list(state.bank)
        if state.variant.saved_throws:
            if line in SCHOOL:
                bank[p] += THROWS - state.throws
            else:
                bank[p] -= max(0, state.throws - THROWS)
        sheets = state.sheets[:p] + (new_sheet,) + state.sheets[p + 1:]
        return replace(state, sheets=sheets, bank=tuple(bank), player=(p + 1) % len(sheets), dice=(), throws=0,
                       last=(p, line, state.dice, points))

    def _stand(self, state: RankState) -> RankState:
        hands = state.hands + (tuple(state.dice),)
        state = replace(state, hands=hands, dice=(), throws=0, pending=(), free=tuple(range(DICE)))
        if len(hands) < len(state.contenders):
            return state
        played = tuple(zip(state.contenders, hands))
        keys = [hand_key(h, state.variant.tie_break) for h in hands]
        best = max(keys)
        tied = tuple(seat for seat, k in zip(state.contenders, keys) if k == best)
        rounds = state.rounds + (played,)
        if len(tied) == 1:
            return replace(state, rounds=rounds, over=True)
        return replace(state, rounds=rounds, contenders=tied, hands=())

    # --- results ---------------------------------------------------------------------------------
    def result(self, state) -> Result:
        if isinstance(state, RankState):
            return self._rank_result(state)
        totals = [sheet_total(state.variant, s, b) for s, b in zip(state.sheets, state.bank)]
        scores = [round_half_away(x) for x in relative(totals)]
        res = Result.ranked(totals)  # ranked by the exact totals, so rounding makes no false tie
        return Result(tuple(scores), res.ranks, tuple({"total": t} for t in totals))

    def _rank_result(self, state: RankState) -> Result:
        keys = {seat: () for seat in range(state.players)}
        for played in state.all_rounds():
            for seat, hand in played:
                keys[seat] = keys[seat] + (hand_key(hand, state.variant.tie_break),)
        beaten = [sum(1 for other in keys.values() if other < keys[s]) for s in range(state.players)]
        ranks = tuple(1 + sum(1 for other in keys.values() if other > keys[s]) for s in range(state.players))
        return Result(tuple(beaten), ranks, tuple({} for _ in range(state.players)))

    def totals(self, state: SheetState) -> list[int]:
        return [sheet_total(state.variant, s, b) for s, b in zip(state.sheets, state.bank)]

    # --- presentation ---------------------------------------------------------------------------
    def describe(self, state, action: Action) -> Text:
        if action == THROW:
            return Text("", "")  # the throw is logged with its dice
        if action.verb == "throw":
            kept = [state.dice[p] for p in range(DICE) if p + 1 not in action.args]
            if not kept:
                return Text("throws all five dice again", "перебрасывает все пять костей")
            shown = " ".join(str(v) for v in kept)
            return Text(f"keeps {shown}", f"оставляет {shown}")
        if action.verb == "dice":
            try:
                after = self.apply(state, action)
            except IllegalAction:
                return Text(action.notation, action.notation)
            n = state.throws + 1
            shown = " ".join(str(v) for v in thrown(state, action.args))
            text = Text(f"throw {n}: {shown}", f"бросок {n}: {shown}")
            if isinstance(state, RankState) and n == THROWS:
                text = text + self._stand_text(state, after)
            return text
        if action.verb == "score" and isinstance(state, SheetState):
            line = action.args[0] if action.args else ""
            if line not in LINE_NAMES:
                return Text(action.notation, action.notation)
            points = line_score(state.variant, line, state.dice, first_throw=state.throws == 1)
            name = LINE_NAMES[line]
            if line not in SCHOOL and not line_made(line, state.dice):
                return Text(f"{name.en}: a dash (not made)", f"{name.ru}: прочерк (не выполнено)")
            text = Text(f"{name.en}: {points:+d}" if line in SCHOOL else f"{name.en}: {points}",
                        f"{name.ru}: {points:+d}" if line in SCHOOL else f"{name.ru}: {points}")
            if line not in SCHOOL and state.throws == 1 and state.variant.double_first and line != "chance":
                text = text + Text(" (first throw: doubled)", " (с первого броска: вдвойне)")
            try:
                after = self.apply(state, action)
            except IllegalAction:
                return text
            p = state.player
            if not school_done(state.sheets[p]) and school_done(after.sheets[p]):
                total = school_total(after.sheets[p])
                got = bonus(state.variant, after.sheets[p])
                text = text + (Text(f"; first stage {total:+d}, bonus +{got}", f"; первый этап {total:+d}, премия +{got}")
                               if got else Text(f"; first stage {total:+d}", f"; первый этап {total:+d}"))
            return text
        if action == STAND:
            after = self.apply(state, action)
            return Text("stands: ", "остаётся: ") + hand_text(state.dice) + self._stand_text(state, after)
        return Text(action.notation, action.notation)

    def _stand_text(self, before: RankState, after: RankState) -> Text:
        """What the end of a hand decided: nothing yet, a winner, or a replay."""
        if after.over:
            best = max((hand for _, hand in after.rounds[-1]), key=lambda h: hand_key(h, after.variant.tie_break))
            return Text("; the best hand wins the round: ", "; круг выигрывает лучшая комбинация: ") + hand_text(best)
        if len(after.rounds) > len(before.rounds):
            return (Text("; equal best hands, played again: ", "; равные лучшие комбинации, разыгрывают заново: ")
                    + seats_ref(after.contenders))
        return Text("", "")
