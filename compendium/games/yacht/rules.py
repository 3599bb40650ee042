"""Yacht ("Яхта"), Qt-free rules: the book's game with fifteen lines.

Five dice, one to three throws a turn, any dice kept between throws; each turn ends by writing
the dice into one free line of the player's column. Nine combination lines (yacht, big and small
straight, four of a kind, 3+2, 2+2, three of a kind, pair, chance) score their dice, with premiums
for the first four; a combination made on the first throw counts double, premiums and chance
excepted; a free combination line the dice do not make takes 0. The "school" lines 6 to 1 count
the dice of their value: three score 0, each one fewer costs 10 (down to -30), four or five score
their pips; they are never doubled. The book's printed formula for the school has its sign
reversed; its examples (2-2-3-4-5 gives -10 in "2" and -20 in "3") fix the rule used here.

Notation: ``roll`` (throw the dice not kept: all five to start a turn, or all five again),
``keep 4 4 6`` (keep these dice and throw the others), ``score 3+2`` (write the dice into a line:
``yacht big-straight small-straight four 3+2 2+2 three pair chance 6 5 4 3 2 1``);
chance: ``dice 3 5 6`` (the values of the dice thrown, in the order of the free places).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import Optional, Sequence

from compendium.core.actions import Action
from compendium.core.dice import (
    THROW_FIRST,
    chance_or,
    dice_chances,
    keep_action,
    keep_places,
    read_dice,
    sample_dice,
    sub_keeps,
    throw_due,
    throw_lands,
)
from compendium.core.options import Options, option
from compendium.core.rules import IllegalAction, Result, Rules
from compendium.core.text import Text

N_DICE = 5
MAX_THROWS = 3

LINES = ("yacht", "big-straight", "small-straight", "four", "3+2", "2+2", "three", "pair", "chance",
         "6", "5", "4", "3", "2", "1")
COMBINATIONS = LINES[:9]
SCHOOL = LINES[9:]
PREMIUM = {"yacht": 50, "big-straight": 20, "small-straight": 20, "four": 10}

LINE_NAMES = {
    "yacht": Text("Yacht", "Яхта"),
    "big-straight": Text("Big straight", "Большой стрит"),
    "small-straight": Text("Small straight", "Малый стрит"),
    "four": Text("Four of a kind", "Каре"),
    "3+2": Text("3+2", "3+2"),
    "2+2": Text("2+2", "2+2"),
    "three": Text("Three of a kind", "Тройка"),
    "pair": Text("Pair", "Пара"),
    "chance": Text("Chance", "Шанс"),
    **{s: Text(s, s) for s in SCHOOL},
}

ROLL = Action("roll")


def score_action(line: str) -> Action:
    return Action("score", (int(line),) if line in SCHOOL else (line,))


def line_of(action: Action) -> Optional[str]:
    """The line a ``score`` action names (``score 6`` parses to the number 6), or None."""
    if action.verb != "score" or len(action.args) != 1:
        return None
    name = str(action.args[0])
    return name if name in LINES else None


def shown(dice: Sequence[int]) -> str:
    return "–".join(str(v) for v in dice)


# --- scoring -------------------------------------------------------------------------------------

def made(line: str, dice: Sequence[int], loose: bool = False) -> Optional[int]:
    """The points of a combination line's dice before doubling and premium, or None when the dice
    do not make it. ``loose``: groups may share a value (a yacht is also 3+2, four alike also 2+2)."""
    c = Counter(dice)
    top = max(c.values())
    if line == "yacht":
        return sum(dice) if top == 5 else None
    if line == "big-straight":
        return 20 if sorted(dice) == [2, 3, 4, 5, 6] else None
    if line == "small-straight":
        return 15 if sorted(dice) == [1, 2, 3, 4, 5] else None
    if line == "four":
        return next((4 * v for v, k in c.items() if k >= 4), None)
    if line == "3+2":
        return sum(dice) if sorted(c.values()) == [2, 3] or (loose and top == 5) else None
    if line == "2+2":
        pairs = sorted((v for v, k in c.items() if k >= 2), reverse=True)
        best = 2 * (pairs[0] + pairs[1]) if len(pairs) >= 2 else None
        if loose and top >= 4:
            four = 4 * next(v for v, k in c.items() if k >= 4)
            best = four if best is None else max(best, four)
        return best
    if line == "three":
        return next((3 * v for v, k in c.items() if k >= 3), None)
    if line == "pair":
        return max((2 * v for v, k in c.items() if k >= 2), default=None)
    if line == "chance":
        return sum(dice)
    raise ValueError(f"not a combination line: {line}")


def school_score(value: int, dice: Sequence[int]) -> int:
    """A school line: three dice of its value score 0, each one fewer -10; four or five score their pips."""
    k = sum(1 for d in dice if d == value)
    return k * value if k >= 4 else -10 * (3 - k)


def line_score(line: str, dice: Sequence[int], first_throw: bool, double: bool = True, loose: bool = False) -> int:
    """What writing ``dice`` into ``line`` scores (0 for a combination the dice do not make)."""
    if line in SCHOOL:
        return school_score(int(line), dice)
    points = made(line, dice, loose)
    if points is None:
        return 0
    if first_throw and double and line != "chance":
        points *= 2
    return points + PREMIUM.get(line, 0)


@lru_cache(maxsize=None)
def possible_entries(line: str, double: bool = True, loose: bool = False) -> frozenset:
    """Every number that can stand in ``line`` of a score sheet."""
    out = set()
    for dice in combinations_with_replacement(range(1, 7), N_DICE):
        for first in (False, True):
            out.add(line_score(line, dice, first, double, loose))
    if line in COMBINATIONS:
        out.add(0)
    return frozenset(out)


# --- states --------------------------------------------------------------------------------------

@dataclass(frozen=True)
class YachtOptions(Options):
    double: bool = option(True, Text("A combination made on the first throw counts double (premiums and chance do not)",
                                     "Комбинация с первого броска удваивается (премии и шанс — нет)"))
    loose: bool = option(False, Text("Groups may share a value: a yacht also counts as «3+2», four alike as «2+2»",
                                     "Группы могут совпадать: яхта годится и в «3+2», каре — в «2+2»"),
                         help=Text("The book asks for groups of different values; this option lets them be equal.",
                                   "В книге группы разного достоинства; этот вариант разрешает одинаковые."))


@dataclass(frozen=True, kw_only=True)
class YachtState(YachtOptions):
    """A match of Yacht; its options (double, loose) are the fields of ``YachtOptions``."""

    sheets: tuple[tuple[Optional[int], ...], ...]  # per seat, one entry per line of LINES (None: free)
    firsts: tuple[tuple[bool, ...], ...]  # per seat and line: written after the first throw
    player: int = 0
    dice: tuple[int, ...] = ()  # the five dice on the table; () before the turn's first throw
    throws: int = 0  # throws made this turn
    kept: tuple[bool, ...] = ()  # the places that stay for the throw in flight (or the last throw)
    rolling: bool = False
    last: Optional[tuple] = None  # (seat, line, points, dice, throws) of the last line written

    @property
    def over(self) -> bool:
        return all(e is not None for sheet in self.sheets for e in sheet)

    def free(self, seat: int) -> list[str]:
        return [line for line, e in zip(LINES, self.sheets[seat]) if e is None]

    def total(self, seat: int) -> int:
        return sum(e for e in self.sheets[seat] if e is not None)

    def entry(self, seat: int, line: str) -> Optional[int]:
        return self.sheets[seat][LINES.index(line)]


class YachtRules(Rules):
    rules_version = 1
    Options = YachtOptions

    game_id = "yacht"

    def presets(self) -> list[tuple[Text, dict]]:
        return [
            (Text("The book's game", "Как в книге"), {"double": True, "loose": False}),
            (Text("Without doubling on the first throw", "Без удвоения за первый бросок"),
             {"double": False, "loose": False}),
            (Text("A yacht counts as «3+2» and «2+2»", "Яхта годится в «3+2» и «2+2»"),
             {"double": True, "loose": True}),
        ]

    # --- the game ------------------------------------------------------------------------------
    def new_match(self, players: int, options: Optional[dict] = None) -> YachtState:
        o = self.typed_options(options)
        if players < 1:
            raise ValueError("Yacht needs at least one player")
        return YachtState(**o.values(), sheets=((None,) * len(LINES),) * players,
                          firsts=((False,) * len(LINES),) * players)

    def to_move(self, state: YachtState) -> Optional[int]:
        return chance_or(state.over, state.rolling, state.player)

    def turn_of(self, state: YachtState) -> Optional[int]:
        return None if state.over else state.player

    def legal_actions(self, state: YachtState, seat: int) -> list[Action]:
        if state.over or state.rolling or seat != state.player:
            return []
        if state.throws == 0:
            return [ROLL]
        scores = [score_action(line) for line in state.free(seat)]
        if state.throws >= MAX_THROWS:
            return scores
        return [ROLL] + [keep_action(k) for k in sub_keeps(state.dice)] + scores

    def chance_outcomes(self, state: YachtState) -> list[tuple[Action, float]]:
        return dice_chances(state.kept.count(False))

    def sample_chance(self, state: YachtState, rng) -> Action:
        return sample_dice(rng, state.kept.count(False))

    def chance_from_text(self, state: YachtState, text: str) -> Action:
        n = state.kept.count(False) if state.rolling else N_DICE
        return read_dice(text, count=n)  # "33456" may be typed without spaces

    def apply(self, state: YachtState, action: Action) -> YachtState:
        if throw_due(state.over, state.rolling, action):
            return self._throw(state, action)
        if action == ROLL:
            self._may_throw(state)
            return replace(state, rolling=True, kept=(False,) * N_DICE)
        if action.verb == "keep":
            return self._keep(state, action)
        if action.verb == "score":
            return self._score(state, action)
        raise IllegalAction(Text(f"Yacht has no move «{action.notation}».", f"В «Яхте» нет хода «{action.notation}»."))

    def _may_throw(self, state: YachtState) -> None:
        if state.throws >= MAX_THROWS:
            raise IllegalAction(Text("You have thrown three times: choose a line for these dice.",
                                     "Вы бросили три раза: выберите графу для этих костей."))

    def _keep(self, state: YachtState, action: Action) -> YachtState:
        if state.throws == 0:
            raise IllegalAction(THROW_FIRST)
        self._may_throw(state)
        values = list(action.args)
        if not 1 <= len(values) < N_DICE:
            raise IllegalAction(Text("Keep one to four dice and throw the rest (or throw all five again).",
                                     "Оставьте от одной до четырёх костей и бросьте остальные "
                                     "(или перебросьте все пять)."))
        return replace(state, rolling=True, kept=keep_places(state.dice, values))

    def _throw(self, state: YachtState, action: Action) -> YachtState:
        places = tuple(i for i, keep in enumerate(state.kept) if not keep)
        dice = throw_lands(state.dice, N_DICE, places, action.args)
        return replace(state, dice=dice, throws=state.throws + 1, rolling=False)

    def _score(self, state: YachtState, action: Action) -> YachtState:
        if state.throws == 0:
            raise IllegalAction(THROW_FIRST)
        line = line_of(action)
        if line is None:
            raise IllegalAction(Text(f"There is no line «{' '.join(map(str, action.args))}»; the lines are: "
                                     f"{', '.join(LINES)}.",
                                     f"Графы «{' '.join(map(str, action.args))}» нет; графы: {', '.join(LINES)}."))
        p = state.player
        i = LINES.index(line)
        if state.sheets[p][i] is not None:
            name = LINE_NAMES[line]
            raise IllegalAction(Text(f"«{name.en}» is already filled: choose a free line.",
                                     f"Графа «{name.ru}» уже заполнена: выберите свободную."))
        points = self.offer(state, line)
        sheets = list(state.sheets)
        sheets[p] = sheets[p][:i] + (points,) + sheets[p][i + 1:]
        firsts = list(state.firsts)
        firsts[p] = firsts[p][:i] + (state.throws == 1,) + firsts[p][i + 1:]
        return replace(state, sheets=tuple(sheets), firsts=tuple(firsts), player=(p + 1) % len(sheets),
                       dice=(), throws=0, kept=(), last=(p, line, points, state.dice, state.throws))

    # --- scoring helpers for views and computer players -------------------------------------------
    def offer(self, state: YachtState, line: str) -> int:
        """What the dice on the table would score in ``line`` now."""
        return line_score(line, state.dice, state.throws == 1, state.double, state.loose)

    def offers(self, state: YachtState) -> dict[str, int]:
        """The score each free line of the player to move would get for the dice on the table."""
        if state.over or state.rolling or state.throws == 0:
            return {}
        return {line: self.offer(state, line) for line in state.free(state.player)}

    def check_entry(self, line: str, value: int, options: Optional[dict] = None) -> None:
        """Refuses a number that cannot stand in ``line`` of a score sheet (for sheets typed in)."""
        o = self.typed_options(options)
        if line not in LINES:
            raise IllegalAction(Text(f"There is no line «{line}».", f"Графы «{line}» нет."))
        possible = possible_entries(line, o.double, o.loose)
        if value not in possible:
            name = LINE_NAMES[line]
            if line in SCHOOL:
                v = int(line)
                why = Text(f"with three {v}s it scores 0, with fewer −10, −20 or −30, "
                           f"with four or five {4 * v} or {5 * v}",
                           f"три кости «{v}» дают 0, меньше — −10, −20 или −30, четыре или пять — {4 * v} или {5 * v}")
            elif all(x % 2 == 0 for x in possible) and value % 2:
                why = Text("its scores are always even", "очки в ней всегда чётные")
            else:
                shown_values = ", ".join(str(x) for x in sorted(possible))
                why = Text(f"the possible scores are {shown_values}", f"возможные очки: {shown_values}")
            raise IllegalAction(Text(f"{value} cannot stand in «{name.en}»: {why.en}.",
                                     f"В графе «{name.ru}» не может стоять {value}: {why.ru}."))

    def filled_sheets(self, columns: Sequence[dict], options: Optional[dict] = None) -> YachtState:
        """A finished match from score sheets written on paper (one dict line -> number a player);
        every entry is checked and an impossible one refused."""
        o = self.resolve_options(options)
        sheets = []
        for column in columns:
            if set(column) != set(LINES):
                raise IllegalAction(Text("A score sheet needs all fifteen lines.", "В листе должны быть все пятнадцать граф."))
            for line, value in column.items():
                self.check_entry(line, value, o)
            sheets.append(tuple(column[line] for line in LINES))
        state = self.new_match(len(sheets), o)
        return replace(state, sheets=tuple(sheets))

    def result(self, state: YachtState) -> Result:
        extra = []
        for seat, sheet in enumerate(state.sheets):
            entries = dict(zip(LINES, sheet))
            extra.append({
                "yacht": int((entries["yacht"] or 0) > 0),
                "first_throw": sum(1 for line, f in zip(LINES, state.firsts[seat])
                                   if f and line in COMBINATIONS and line != "chance" and (entries[line] or 0) > 0),
                "school": sum(entries[line] or 0 for line in SCHOOL),
            })
        return Result.ranked([state.total(s) for s in range(len(state.sheets))], extra)

    # --- presentation ---------------------------------------------------------------------------
    def describe(self, state: YachtState, action: Action) -> Text:
        if action == ROLL:
            if state.throws == 0:
                return Text("", "")  # the throw itself is logged with its dice
            return Text("throws all five dice again", "перебрасывает все пять костей")
        if action.verb == "keep":
            return Text(f"keeps {shown(action.args)}", f"оставляет {shown(action.args)}")
        if action.verb == "dice" and state.rolling:
            after = self._throw(state, action)
            return Text(f"throw {after.throws}: {shown(after.dice)}", f"бросок {after.throws}: {shown(after.dice)}")
        line = line_of(action)
        if line is not None and state.throws:
            points = self.offer(state, line)
            name = LINE_NAMES[line]
            text = Text(f"writes {points} in «{name.en}»", f"записывает {points} в графу «{name.ru}»")
            if state.throws == 1 and state.double and line in COMBINATIONS and line != "chance" and \
                    made(line, state.dice, state.loose) is not None:
                text = text + Text(" (first throw: doubled)", " (с первого броска: вдвойне)")
            return text
        return Text(action.notation, action.notation)
