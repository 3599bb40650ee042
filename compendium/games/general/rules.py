"""General ("Генерал") and Golden General ("Золотой генерал"), Qt-free rules.

General: five dice, up to three throws a turn (after each throw any dice may be thrown again),
then one of ten lines is filled: ones to sixes (the sum of the matching dice), straight (20),
full house (30), four of a kind (40), general (five alike, 40 here). A straight, full house or
four of a kind made on the first throw of a turn ("served") earns a bonus (+5); a served general
is doubled. Ten turns fill the sheet; the highest total wins. The book gives General only by
name; the options cover the common disagreements (see the rules page).

Golden General (the book's differences from General): ten dice in five colours, two of each;
up to three throws of any dice; then the ten are split into two groups of five, each group holding
one die of every colour, and two lines are filled at once, one from each group. Five turns fill the
sheet. No bonus for the first throw: a general is always 40.

Notation: ``roll`` (throw every die), ``roll 2 5`` (throw dice 2 and 5 again, the rest stay);
chance: ``dice 3 6`` (what the thrown dice show, in die order); ``score full`` (General);
``score full fours 1 7 3 9 5`` (Golden General: dice 1, 7, 3, 9, 5 go to full house, the other five
to fours). Dice are numbered from 1; in Golden General dice 1–5 are red, green, blue, yellow,
white and dice 6–10 the same colours again.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Optional, Sequence

from compendium.core.actions import Action
from compendium.core.dice import (
    NUMBER_LINE_NAMES,
    NUMBER_LINES,
    THROW_FIRST,
    chance_or,
    dice_chances,
    read_dice,
    sample_dice,
    throw_due,
    throw_lands,
)
from compendium.core.options import Options, option
from compendium.core.rules import IllegalAction, Result, Rules
from compendium.core.text import Text

LINES = NUMBER_LINES + ("straight", "full", "four", "general")
NUMBERS = LINES[:6]
COMBINATIONS = LINES[6:]
LINE_NAMES = {
    **NUMBER_LINE_NAMES,
    "straight": Text("Straight", "Стрит"),
    "full": Text("Full house", "Фул-хаус"),
    "four": Text("Four of a kind", "Каре"),
    "general": Text("General", "Генерал"),
}
BASE_POINTS = {"straight": 20, "full": 30, "four": 40}
THROWS = 3  # throws a turn at most

# Straights
PLAIN = "plain"  # 1-2-3-4-5 and 2-3-4-5-6
ACE_HIGH = "ace_high"  # also 3-4-5-6-1
WRAP = "wrap"  # round the corner: any five different values

# A general made on the first throw
DOUBLE = "double"
WIN = "win"
BONUS = "bonus"

GOLDEN_COLOURS = ("red", "green", "blue", "yellow", "white")
GOLDEN_COLOUR_NAMES = (Text("red", "красная"), Text("green", "зелёная"), Text("blue", "синяя"),
                       Text("yellow", "жёлтая"), Text("white", "белая"))
GOLDEN_GENERAL = 40  # the book: a general is always worth 40 in Golden General

ROLL = Action("roll")


def _straight():
    """The straights option, shared by General and Golden General."""
    return option(PLAIN, Text("Straights", "Стриты"), choices=(
        (PLAIN, Text("1-2-3-4-5 and 2-3-4-5-6", "1-2-3-4-5 и 2-3-4-5-6")),
        (ACE_HIGH, Text("also 3-4-5-6-1 (a 1 after the 6)", "ещё 3-4-5-6-1 (единица после шестёрки)")),
        (WRAP, Text("round the corner: any five different values", "по кругу: любые пять разных значений")),
    ))


@dataclass(frozen=True)
class GeneralOptions(Options):
    general: int = option(40, Text("A general is worth", "«Генерал» стоит"), choices=(
        (40, Text("40 (the book's figure)", "40 (как в книге)")),
        (50, Text("50", "50")),
        (60, Text("60", "60")),
    ))
    bonus: int = option(5, Text("First-throw bonus for straight, full house, four of a kind",
                                "Надбавка за стрит, фул-хаус и каре с первого броска"), choices=(
        (5, Text("+5", "+5")),
        (10, Text("+10", "+10")),
    ))  # added to a served straight, full house or four of a kind
    served_general: str = option(DOUBLE, Text("A general on the first throw", "«Генерал» с первого броска"),
                                 choices=(
        (DOUBLE, Text("counts double", "считается вдвойне")),
        (WIN, Text("wins the match at once", "сразу выигрывает партию")),
        (BONUS, Text("gets the same bonus as the others", "получает ту же надбавку, что и остальные")),
    ))
    straight: str = _straight()


@dataclass(frozen=True)
class GoldenOptions(Options):
    straight: str = _straight()


@dataclass(frozen=True)
class Scoring(GeneralOptions):
    """How lines are scored: everything the options change (the fields of ``GeneralOptions``) and
    whether the game is Golden General, kept in the state."""

    golden: bool = False

    @property
    def n_dice(self) -> int:
        return 10 if self.golden else 5

    @property
    def turns(self) -> int:
        """Turns a player makes in a whole match."""
        return 5 if self.golden else 10


def is_straight(dice: Sequence[int], kind: str = PLAIN) -> bool:
    values = set(dice)
    if len(values) != 5 or len(dice) != 5:
        return False
    if kind == WRAP:
        return True
    if values in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6}):
        return True
    return kind == ACE_HIGH and values == {1, 3, 4, 5, 6}


def line_points(scoring: Scoring, line: str, dice: Sequence[int]) -> int:
    """What five dice score in ``line`` when not served (0: the line is closed with nothing)."""
    counts = Counter(dice)
    if line in NUMBERS:
        value = NUMBERS.index(line) + 1
        return value * counts[value]
    if line == "straight":
        return BASE_POINTS["straight"] if is_straight(dice, scoring.straight) else 0
    if line == "full":
        return BASE_POINTS["full"] if sorted(counts.values()) == [2, 3] else 0
    if line == "four":
        return BASE_POINTS["four"] if max(counts.values()) >= 4 else 0
    if line == "general":
        return scoring.general if len(counts) == 1 else 0
    raise KeyError(line)


def served_points(scoring: Scoring, line: str, dice: Sequence[int]) -> int:
    """What five dice score in ``line`` when made on the first throw (General only)."""
    base = line_points(scoring, line, dice)
    if scoring.golden or base == 0 or line in NUMBERS:
        return base
    if line == "general":
        return 2 * base if scoring.served_general == DOUBLE else base + (scoring.bonus if scoring.served_general == BONUS else 0)
    return base + scoring.bonus


def points(scoring: Scoring, line: str, dice: Sequence[int], served: bool) -> int:
    return served_points(scoring, line, dice) if served else line_points(scoring, line, dice)


def wins_outright(scoring: Scoring, line: str, dice: Sequence[int], served: bool) -> bool:
    """A general on the first throw wins the match at once (when that option is chosen)."""
    return (not scoring.golden and served and scoring.served_general == WIN and line == "general"
            and len(set(dice)) == 1)


# --- Golden General's dice and groups --------------------------------------------------------------


def colour_of(die: int) -> int:
    """The colour (0..4) of a die (0-based): dice 0–4 and 5–9 run through the five colours."""
    return die % 5


def golden_groups() -> list[tuple[int, ...]]:
    """The 32 colour-complete groups of five (0-based dice): one die of every colour."""
    return [tuple(c + 5 * ((mask >> c) & 1) for c in range(5)) for mask in range(32)]


def golden_splits() -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """The 16 ways to split the ten dice into two colour-complete groups, the first group holding
    die 1 (0-based die 0); each group lists its dice in colour order."""
    return [(g, tuple((d + 5) % 10 for d in g)) for g in golden_groups() if 0 in g]


def group_problem(group: Sequence[int]) -> Optional[Text]:
    """Why five dice (0-based) cannot form a group of Golden General, or None."""
    if len(group) != 5 or len(set(group)) != 5:
        return Text("A group is five different dice.", "Группа — это пять разных костей.")
    for d in group:
        if not 0 <= d < 10:
            return Text(f"There is no die {d + 1}: the dice are numbered 1 to 10.",
                        f"Кости {d + 1} нет: кости пронумерованы от 1 до 10.")
    seen: dict[int, int] = {}
    for d in group:
        c = colour_of(d)
        if c in seen:
            name = GOLDEN_COLOUR_NAMES[c]
            return Text(f"Dice {seen[c] + 1} and {d + 1} are both {name.en}: each group needs one die of every colour.",
                        f"Кости {seen[c] + 1} и {d + 1} обе — {name.ru}: в каждой группе должна быть "
                        f"одна кость каждого цвета.")
        seen[c] = d
    return None


def golden_score_action(line1: str, line2: str, group1: Sequence[int]) -> Action:
    """The scoring action for a split (0-based dice of the first group), written canonically:
    the first group is the one holding die 1, its dice in order."""
    group1 = set(group1)
    if 0 not in group1:
        line1, line2 = line2, line1
        group1 = set(range(10)) - group1
    return Action("score", (line1, line2, *(d + 1 for d in sorted(group1))))


@lru_cache(maxsize=None)
def _rethrows(n: int) -> tuple[Action, ...]:
    """A throw of all ``n`` dice, then of each proper subset of them (1-based dice): the throws after
    the first (made once per number of dice: Golden General's ten dice have 1023)."""
    out = [ROLL]
    for mask in range(1, 2 ** n - 1):
        out.append(Action("roll", tuple(d + 1 for d in range(n) if mask >> d & 1)))
    return tuple(out)


@lru_cache(maxsize=None)
def _golden_score_table() -> dict[tuple[int, str, str], Action]:
    """Every scoring action of Golden General (a split, then the line of each group), made once."""
    return {(k, a, b): golden_score_action(a, b, g1)
            for k, (g1, _) in enumerate(golden_splits()) for a in LINES for b in LINES if a != b}


@lru_cache(maxsize=64)
def _golden_scores(free: tuple[str, ...]) -> tuple[Action, ...]:
    """Golden General's scoring actions with these lines free (about 1,400 with all twelve), taken
    from the table of them all instead of made again at every look at the legal actions."""
    table = _golden_score_table()
    return tuple(table[k, a, b] for k in range(len(golden_splits())) for a in free for b in free if a != b)


# --- the state -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class GeneralState:
    scoring: Scoring
    sheets: tuple[tuple[Optional[int], ...], ...]  # a seat's entry in each line (None: still free)
    served: tuple[tuple[str, ...], ...]  # the lines a seat made on the first throw
    player: int = 0
    dice: tuple[int, ...] = ()  # the dice on the table this turn (none before the first throw)
    throws: int = 0  # throws made this turn
    thrown: tuple[int, ...] = ()  # the dice (0-based) of the last throw, or of the throw under way
    rolling: bool = False  # the player has asked to throw: the dice are to be thrown (chance)
    winner: Optional[int] = None  # a served general won outright
    last_turn: tuple = ()  # (seat, dice, ((line, points, group), ...)) of the turn that just ended

    @property
    def n_dice(self) -> int:
        return self.scoring.n_dice

    def free_lines(self, seat: Optional[int] = None) -> tuple[str, ...]:
        sheet = self.sheets[self.player if seat is None else seat]
        return tuple(line for line, entry in zip(LINES, sheet) if entry is None)

    def total(self, seat: int) -> int:
        return sum(e for e in self.sheets[seat] if e is not None)

    @property
    def over(self) -> bool:
        return self.winner is not None or all(e is not None for sheet in self.sheets for e in sheet)


def _dice_args(action: Action) -> tuple[int, ...]:
    for a in action.args:
        if not isinstance(a, int):
            raise IllegalAction(Text(f"«{a}» is not a die number.", f"«{a}» — не номер кости."))
    return tuple(action.args)


class GeneralRules(Rules):
    rules_version = 1
    golden = False
    Options = GeneralOptions

    game_id = "general"

    # --- variants ----------------------------------------------------------------------------
    def presets(self) -> list[tuple[Text, dict]]:
        return [
            (Text("General as played here (a general is 40, doubled on the first throw)",
                  "«Генерал» как здесь принято («генерал» — 40, с первого броска вдвойне)"),
             {"general": 40, "bonus": 5, "served_general": DOUBLE, "straight": PLAIN}),
            (Text("Generala: a general is 50, on the first throw it wins",
                  "«Генерала»: «генерал» — 50, с первого броска — победа"),
             {"general": 50, "bonus": 5, "served_general": WIN, "straight": ACE_HIGH}),
            (Text("Generous: a general is 60, bonuses +10, straights round the corner",
                  "Щедрый: «генерал» — 60, надбавки +10, стриты по кругу"),
             {"general": 60, "bonus": 10, "served_general": DOUBLE, "straight": WRAP}),
        ]

    def scoring(self, options: GeneralOptions) -> Scoring:
        return Scoring(**options.values())

    # --- the game ------------------------------------------------------------------------------
    def new_match(self, players: int, options: Optional[dict] = None) -> GeneralState:
        o = self.typed_options(options)
        if players < 1:
            raise ValueError("General needs at least one player")
        return GeneralState(scoring=self.scoring(o), sheets=((None,) * len(LINES),) * players,
                            served=((),) * players)

    def to_move(self, state: GeneralState) -> Optional[int]:
        return chance_or(state.over, state.rolling, state.player)

    def turn_of(self, state: GeneralState) -> Optional[int]:
        return None if state.over else state.player

    def roll_actions(self, state: GeneralState) -> list[Action]:
        if state.throws >= THROWS:
            return []
        if state.throws == 0:
            return [ROLL]
        return list(_rethrows(state.n_dice))

    def score_actions(self, state: GeneralState) -> list[Action]:
        if state.throws == 0:
            return []
        free = state.free_lines()
        if not self.golden:
            return [Action("score", (line,)) for line in free]
        return list(_golden_scores(free))

    def legal_actions(self, state: GeneralState, seat: int) -> list[Action]:
        if state.over or state.rolling or seat != state.player:
            return []
        return self.roll_actions(state) + self.score_actions(state)

    def chance_outcomes(self, state: GeneralState) -> list[tuple[Action, float]]:
        """Every outcome of the throw under way; listed for throws of up to six dice (a throw of
        more is drawn by ``sample_chance``)."""
        n = len(state.thrown)
        if n > 6:
            raise ValueError(f"a throw of {n} dice has too many outcomes to list")
        return dice_chances(n)

    def sample_chance(self, state: GeneralState, rng: random.Random) -> Action:
        return sample_dice(rng, len(state.thrown))

    def chance_from_text(self, state: GeneralState, text: str) -> Action:
        return read_dice(text)

    def apply(self, state: GeneralState, action: Action) -> GeneralState:
        if throw_due(state.over, state.rolling, action):
            return self._throw(state, action)
        if action.verb == "roll":
            return self._roll(state, action)
        if action.verb == "score":
            if state.throws == 0:
                raise IllegalAction(THROW_FIRST)
            return self._score_golden(state, action) if self.golden else self._score(state, action)
        raise IllegalAction(Text(f"{self.info.name.en} has no move «{action.notation}».",
                                 f"В «{self.info.name.ru}» нет хода «{action.notation}»."))

    def _roll(self, state: GeneralState, action: Action) -> GeneralState:
        n = state.n_dice
        if state.throws >= THROWS:
            raise IllegalAction(Text("Three throws are made: choose a line now.",
                                     "Три броска сделаны: теперь выберите строку."))
        dice = _dice_args(action)
        if state.throws == 0 and dice and len(set(dice)) != n:
            raise IllegalAction(Text("The first throw of a turn is made with every die.",
                                     "Первый бросок хода делается всеми костями."))
        for d in dice:
            if not 1 <= d <= n:
                raise IllegalAction(Text(f"There is no die {d}: the dice are numbered 1 to {n}.",
                                         f"Кости {d} нет: кости пронумерованы от 1 до {n}."))
        if len(set(dice)) != len(dice):
            raise IllegalAction(Text("Name each die to throw once.", "Каждую кость назовите один раз."))
        thrown = tuple(sorted(d - 1 for d in dice)) if dice else tuple(range(n))
        return replace(state, rolling=True, thrown=thrown)

    def _throw(self, state: GeneralState, action: Action) -> GeneralState:
        dice = throw_lands(state.dice, state.n_dice, state.thrown, action.args)
        return replace(state, rolling=False, dice=dice, throws=state.throws + 1)

    def _check_line(self, state: GeneralState, line) -> str:
        if line not in LINES:
            raise IllegalAction(Text(f"There is no line «{line}»; the lines are: {', '.join(LINES)}.",
                                     f"Строки «{line}» нет; строки: {', '.join(LINES)}."))
        if state.sheets[state.player][LINES.index(line)] is not None:
            name = LINE_NAMES[line]
            raise IllegalAction(Text(f"{name.en} is already filled in.", f"Строка «{name.ru}» уже заполнена."))
        return line

    def _score(self, state: GeneralState, action: Action) -> GeneralState:
        if len(action.args) != 1:
            raise IllegalAction(Text("Name one line, e.g. «score full».", "Назовите одну строку, например «score full»."))
        line = self._check_line(state, action.args[0])
        served = state.throws == 1
        got = points(state.scoring, line, state.dice, served)
        winner = state.player if wins_outright(state.scoring, line, state.dice, served) else None
        made_served = served and got > 0 and line in COMBINATIONS
        return self._end_turn(state, ((line, got, ()),), winner, made_served)

    def _score_golden(self, state: GeneralState, action: Action) -> GeneralState:
        if len(action.args) != 7:
            raise IllegalAction(Text("Name two lines and the five dice of the first group, e.g. «score full fours 1 7 3 9 5».",
                                     "Назовите две строки и пять костей первой группы, например «score full fours 1 7 3 9 5»."))
        line1 = self._check_line(state, action.args[0])
        line2 = self._check_line(state, action.args[1])
        if line1 == line2:
            raise IllegalAction(Text("The two groups go to two different lines.",
                                     "Две группы записываются в две разные строки."))
        group1 = tuple(d - 1 for d in _dice_args(Action("dice", action.args[2:])))
        problem = group_problem(group1)
        if problem is not None:
            raise IllegalAction(problem)
        group2 = tuple(d for d in range(10) if d not in group1)
        entries = tuple((line, line_points(state.scoring, line, [state.dice[d] for d in group]), tuple(sorted(group)))
                        for line, group in ((line1, group1), (line2, group2)))
        return self._end_turn(state, entries, None, False)

    def _end_turn(self, state: GeneralState, entries, winner, made_served: bool) -> GeneralState:
        p = state.player
        sheet = list(state.sheets[p])
        for line, got, _ in entries:
            sheet[LINES.index(line)] = got
        sheets = state.sheets[:p] + (tuple(sheet),) + state.sheets[p + 1:]
        served = state.served
        if made_served:
            served = served[:p] + (served[p] + (entries[0][0],),) + served[p + 1:]
        return replace(state, sheets=sheets, served=served, winner=winner,
                       player=p if winner is not None else (p + 1) % len(state.sheets),
                       dice=(), throws=0, thrown=(), rolling=False, last_turn=(p, state.dice, entries))

    def result(self, state: GeneralState) -> Result:
        scores = [state.total(i) for i in range(len(state.sheets))]
        extra = [{"served": len(state.served[i]),
                  "generals": sum(1 for line, e in zip(LINES, state.sheets[i]) if line == "general" and e),
                  "zeros": sum(1 for e in state.sheets[i] if e == 0)} for i in range(len(scores))]
        res = Result.ranked(scores, extra)
        w = state.winner
        if w is not None:  # a served general: its maker is first, the others follow by their totals
            ranks = tuple(1 if i == w else 2 + sum(1 for j, s in enumerate(scores) if j != w and s > scores[i])
                          for i in range(len(scores)))
            res = Result(res.scores, ranks, res.extra)
        return res

    # --- presentation ---------------------------------------------------------------------------
    def describe_dice(self, state: GeneralState, dice: Sequence[int]) -> str:
        shown = " ".join(str(v) for v in dice)
        if self.golden and len(dice) == 10:
            shown = " ".join(str(v) for v in dice[:5]) + " · " + " ".join(str(v) for v in dice[5:])
        return shown

    def describe(self, state: GeneralState, action: Action) -> Text:
        if action.verb == "roll":
            kept = [state.dice[d] for d in range(state.n_dice) if d + 1 not in action.args] if action.args else []
            if state.throws == 0:
                return Text("", "")
            if not kept:
                return Text("throws every die again", "перебрасывает все кости")
            shown = " ".join(str(v) for v in sorted(kept))
            return Text(f"keeps {shown}", f"оставляет {shown}")
        if action.verb == "dice":
            after = self._throw(state, action)
            shown = self.describe_dice(after, after.dice)
            return Text(f"throw {after.throws}: {shown}", f"бросок {after.throws}: {shown}")
        if action.verb == "score":
            after = self.apply(state, action)
            entries = after.last_turn[2]
            parts_en, parts_ru = [], []
            for line, got, group in entries:
                name = LINE_NAMES[line]
                dice = f" ({' '.join(str(state.dice[d]) for d in group)})" if group else ""
                parts_en.append(f"{name.en}{dice}: {got}")
                parts_ru.append(f"{name.ru}{dice}: {got}")
            text = Text(" and ".join(parts_en), " и ".join(parts_ru))
            if after.winner is not None:
                return text + Text(" — a general on the first throw wins!", " — «генерал» с первого броска, победа!")
            if len(after.served[state.player]) > len(state.served[state.player]):
                return text + Text(" (first throw)", " (с первого броска)")
            return text
        return Text(action.notation, action.notation)


class GoldenGeneralRules(GeneralRules):
    golden = True
    Options = GoldenOptions

    game_id = "golden-general"

    def presets(self) -> list[tuple[Text, dict]]:
        return []

    def scoring(self, options: GoldenOptions) -> Scoring:
        return Scoring(golden=True, straight=options.straight, general=GOLDEN_GENERAL)
