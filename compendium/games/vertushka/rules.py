"""Vertushka ("Вертушка"), Qt-free rules.

Dudeney's die-tipping game as the book extends it. Two players, one true die (opposite faces add
up to 7). The first player of a game throws it; its top face starts the total. Then the players
take turns tipping the die a quarter turn onto one of the four side faces — never back onto the
face that was on top before the previous tip — and add the new top face to the total. Whoever
brings the total to exactly 31 earns 3 points; whoever passes 31 gives the opponent the excess
(33 gives 2). Then a new game starts, thrown by the other player, until someone has 6 points.

The book's two-dice form breaks off mid-sentence; this module completes it (see the rules page):
the opening throw adds both dice, a move tips one die, the sum of both top faces is added, and
only the die tipped by the previous move may not be tipped straight back.

Notation: chance ``dice N`` (``dice N M`` with two dice); a move ``tip F`` (the new top face), with
two dice ``tip D F`` (D = 1 or 2, the die tipped).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional

from compendium.core.actions import Action
from compendium.core.dice import (
    chance_or,
    check_count,
    check_faces,
    dice_chances,
    read_dice,
    throw_due,
)
from compendium.core.options import Options, option
from compendium.core.rules import IllegalAction, Result, Rules
from compendium.core.text import Text, plural_ru, seat_ref

EXACT_POINTS = 3


def marks(n: int) -> Text:
    """'+3 points' / '+3 балла'."""
    return Text(f"+{n} point" + ("" if n == 1 else "s"), f"+{n} " + plural_ru(n, "балл", "балла", "баллов"))


def sides(face: int) -> tuple[int, ...]:
    """The four faces a die can be tipped onto from ``face``: all but the top and the bottom."""
    return tuple(f for f in range(1, 7) if f != face and f != 7 - face)


def tips(tops: tuple[int, ...], barred: Optional[tuple[int, int]]) -> list[tuple[int, int]]:
    """The moves from a position: (die index, new top face), the barred way back left out."""
    return [(d, f) for d, top in enumerate(tops) for f in sides(top) if barred != (d, f)]


def tipped(tops: tuple[int, ...], die: int, face: int) -> tuple[int, ...]:
    return tops[:die] + (face,) + tops[die + 1:]


def settle(total: int, target: int) -> tuple[int, int]:
    """How a total ends a game: (points to the player who made it, points to the opponent);
    (0, 0) while the game goes on."""
    if total == target:
        return EXACT_POINTS, 0
    if total > target:
        return 0, total - target
    return 0, 0


@dataclass(frozen=True)
class GameEnd:
    """How a finished game ended: the last position, who made the last move, who scored what."""

    total: int
    tops: tuple[int, ...]
    mover: int
    scorer: int
    points: int
    exact: bool


@dataclass(frozen=True)
class VertushkaOptions(Options):
    n_dice: int = option(1, Text("Dice", "Кости"), key="dice", choices=(
        (1, Text("One die (the book's game)", "Одна кость (как в книге)")),
        (2, Text("Two dice (completed here: tip one die, add both top faces)",
                 "Две кости (дополнено здесь: поворачивают одну кость, прибавляют обе верхние грани)")),
    ))
    target: int = option(31, Text("Total to reach", "Сумма, которую нужно набрать"), minimum=20, maximum=60)
    goal: int = option(6, Text("Points to win the match", "Баллов для победы в матче"), minimum=1, maximum=12)


@dataclass(frozen=True)
class VertushkaState(VertushkaOptions):
    """A match of Vertushka; its options (the dice, the target, the goal) are the fields of
    ``VertushkaOptions`` (the number of dice is the option «dice»)."""

    scores: tuple[int, int] = (0, 0)
    exact: tuple[int, int] = (0, 0)  # games won by hitting the target exactly
    over: tuple[int, int] = (0, 0)  # games lost by passing the target
    first: int = 0  # who throws in this game
    game: int = 0  # games finished
    total: int = 0
    tops: tuple[int, ...] = ()  # empty: the opening throw is due
    prev: tuple[Optional[int], ...] = ()  # each die's top face before its last tip (None: not tipped)
    last_die: Optional[int] = None  # the die the previous move tipped
    mover: int = 1
    winner: Optional[int] = None
    last_game: Optional[GameEnd] = None

    @property
    def barred(self) -> Optional[tuple[int, int]]:
        """(die, face) the next move may not tip to: the way back of the previous tip."""
        if self.last_die is None:
            return None
        return self.last_die, self.prev[self.last_die]


def tip_action(n_dice: int, die: int, face: int) -> Action:
    return Action("tip", (face,)) if n_dice == 1 else Action("tip", (die + 1, face))


class VertushkaRules(Rules):
    rules_version = 1
    Options = VertushkaOptions

    game_id = "vertushka"

    def presets(self) -> list[tuple[Text, dict]]:
        return [
            (Text("The book's game: one die, 31, to 6 points", "Как в книге: одна кость, 31, до 6 баллов"),
             {"dice": 1, "target": 31, "goal": 6}),
            (Text("One game only (first to 1 point)", "Одна игра (до первого балла)"),
             {"dice": 1, "target": 31, "goal": 1}),
            (Text("Two dice (completed here)", "Две кости (дополнено здесь)"),
             {"dice": 2, "target": 31, "goal": 6}),
        ]

    # --- the game ------------------------------------------------------------------------------
    def new_match(self, players: int, options: Optional[dict] = None) -> VertushkaState:
        o = self.typed_options(options)
        if players != 2:
            raise ValueError("Vertushka is a game for two players")
        return VertushkaState(**o.values())

    def to_move(self, state: VertushkaState) -> Optional[int]:
        return chance_or(state.winner is not None, not state.tops, state.mover)

    def turn_of(self, state: VertushkaState) -> Optional[int]:
        if state.winner is not None:
            return None
        return state.first if not state.tops else state.mover

    def legal_actions(self, state: VertushkaState, seat: int) -> list[Action]:
        if self.to_move(state) != seat:
            return []
        return [tip_action(state.n_dice, d, f) for d, f in tips(state.tops, state.barred)]

    def chance_outcomes(self, state: VertushkaState) -> list[tuple[Action, float]]:
        return dice_chances(state.n_dice)

    def chance_from_text(self, state: VertushkaState, text: str) -> Action:
        return read_dice(text, message=Text(
            "Type what the die shows on top as a number, e.g. «5».",
            "Введите цифрой, что выпало на верхней грани, например «5»."))

    def apply(self, state: VertushkaState, action: Action) -> VertushkaState:
        if throw_due(state.winner is not None, not state.tops, action,
                     now=Text("The die is to be thrown now.", "Сейчас нужно бросить кость."),
                     early=Text("The die is thrown only at the start of a game; now it is tipped.",
                                "Кость бросают только в начале игры; теперь её переворачивают.")):
            return self._throw(state, action)
        die, face = self._parse_tip(state, action)
        if face == state.tops[die]:
            raise IllegalAction(Text(f"{face} is already on top: tip the die onto a side face.",
                                     f"{face} уже сверху: переверните кость на боковую грань."))
        if face == 7 - state.tops[die]:
            raise IllegalAction(Text(f"{face} is underneath (opposite {state.tops[die]}); a quarter turn cannot bring it up.",
                                     f"{face} внизу (напротив {state.tops[die]}); за четверть оборота её не поднять."))
        if state.barred == (die, face):
            raise IllegalAction(Text(f"{face} was on top before the last tip: the die may not be tipped straight back.",
                                     f"{face} была сверху перед прошлым ходом: сразу возвращать кость нельзя."))
        tops = tipped(state.tops, die, face)
        prev = state.prev[:die] + (state.tops[die],) + state.prev[die + 1:]
        total = state.total + sum(tops)
        mine, theirs = settle(total, state.target)
        if not (mine or theirs):
            return replace(state, total=total, tops=tops, prev=prev, last_die=die, mover=1 - state.mover)
        return self._end_game(state, total, tops, mine, theirs)

    def _parse_tip(self, state: VertushkaState, action: Action) -> tuple[int, int]:
        args = action.args
        usage = (Text("Write a move as «tip F», F being the new top face, e.g. «tip 4».",
                      "Ход записывается «tip F», где F — новая верхняя грань, например «tip 4».")
                 if state.n_dice == 1 else
                 Text("Write a move as «tip D F»: die 1 or 2 and its new top face, e.g. «tip 2 4».",
                      "Ход записывается «tip D F»: кость 1 или 2 и её новая верхняя грань, например «tip 2 4»."))
        if action.verb != "tip" or len(args) != state.n_dice or not all(isinstance(a, int) for a in args):
            raise IllegalAction(usage)
        die, face = (0, args[0]) if state.n_dice == 1 else (args[0] - 1, args[1])
        if not 0 <= die < state.n_dice:
            raise IllegalAction(usage)
        if not 1 <= face <= 6:
            raise IllegalAction(Text(f"A die has faces 1 to 6; {face} is impossible.",
                                     f"У кости грани от 1 до 6; {face} — невозможно."))
        return die, face

    def _throw(self, state: VertushkaState, action: Action) -> VertushkaState:
        values = action.args
        count = Text("Type one value, what the die shows on top." if state.n_dice == 1
                     else "Type two values, what each die shows on top.",
                     "Введите одно значение — что сверху на кости." if state.n_dice == 1
                     else "Введите два значения — что сверху на каждой кости.")
        check_count(values, state.n_dice, count)
        if not all(isinstance(v, int) for v in values):
            raise IllegalAction(count)
        check_faces(values)
        return replace(state, tops=tuple(values), total=sum(values), prev=(None,) * state.n_dice,
                       last_die=None, mover=1 - state.first)

    def _end_game(self, state: VertushkaState, total: int, tops: tuple[int, ...], mine: int,
                  theirs: int) -> VertushkaState:
        me = state.mover
        scorer = me if mine else 1 - me
        gained = mine or theirs
        scores = list(state.scores)
        scores[scorer] += gained
        exact, over = list(state.exact), list(state.over)
        if mine:
            exact[me] += 1
        else:
            over[me] += 1
        end = GameEnd(total=total, tops=tops, mover=me, scorer=scorer, points=gained, exact=bool(mine))
        winner = scorer if scores[scorer] >= state.goal else None
        first = state.first if winner is not None else 1 - state.first
        return replace(state, scores=tuple(scores), exact=tuple(exact), over=tuple(over), first=first,
                       game=state.game + 1, total=0, tops=(), prev=(), last_die=None, mover=1 - first,
                       winner=winner, last_game=end)

    def result(self, state: VertushkaState) -> Result:
        extra = [{"exact": e, "over": o} for e, o in zip(state.exact, state.over)]
        res = Result.ranked(list(state.scores), extra)
        if state.winner is not None:
            res = Result(res.scores, tuple(1 if i == state.winner else 2 for i in range(2)), res.extra)
        return res

    # --- presentation ---------------------------------------------------------------------------
    def describe(self, state: VertushkaState, action: Action) -> Text:
        try:
            after = self.apply(state, action)
        except IllegalAction:
            return Text(action.notation, action.notation)
        if action.verb == "dice":
            shown = " + ".join(str(v) for v in action.args)
            return Text(f"throws {shown}: the total is {after.total}", f"бросает {shown}: сумма {after.total}")
        die, face = self._parse_tip(state, action)
        which = Text("", "поворот ") if state.n_dice == 1 else Text(f"die {die + 1} ", f"поворот кости {die + 1} ")
        tops = tipped(state.tops, die, face)
        added = " + ".join(str(v) for v in tops)
        total = state.total + sum(tops)
        text = which + Text(f"tips to {face}: {state.total} + {added} = {total}",
                            f"на {face}: {state.total} + {added} = {total}")
        end = after.last_game if after.game > state.game else None
        if end is None:
            return text
        if end.exact:
            text = text + Text(f", exactly {state.target}: {marks(end.points).en}",
                               f", ровно {state.target}: {marks(end.points).ru}")
        else:
            text = text + Text(f", past {state.target}: the opponent gets {marks(end.points).en}",
                               f", перебор: сопернику {marks(end.points).ru}")
        if after.winner is not None:
            text = text + Text("; ", "; ") + seat_ref(after.winner) + Text(" wins the match", " выигрывает матч")
        return text
