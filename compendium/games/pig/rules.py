"""Pig ("Свинья"), Qt-free rules.

The book's game: two dice of different colours (red and white) are thrown as often as the player
likes; the throws of one turn add up to a series; "Хватит!" ("Enough!") banks the series; a red 1
("чирик") burns the series and passes the turn. The first to reach the target (200) wins.
Variants: two dice of one colour (a double is the "чирик"), the classic one-die game to 100
(a 1 ends the series), any target, and the overtaking rule (a player who is caught up with or
overtaken loses 10 points, never going below 0).

Notation: ``roll``, ``stop``; chance: ``dice R W`` (red, white) or ``dice N`` with one die.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional

from compendium.core.actions import Action
from compendium.core.dice import (
    chance_or,
    check_faces,
    dice_chances,
    numbers_wanted,
    ordered_throws,
    read_dice,
    throw_due,
)
from compendium.core.options import Options, option
from compendium.core.rules import IllegalAction, Result, Rules
from compendium.core.text import Text, points, seats_ref

TWO = "two"  # red and white dice; red 1 is "чирик"
TWO_SAME = "two_same"  # two dice of one colour; a double is "чирик"
ONE = "one"  # the classic game with one die; a 1 ends the series

ROLL = Action("roll")
STOP = Action("stop")


@dataclass(frozen=True)
class PigOptions(Options):
    dice: str = option(TWO, Text("Dice", "Кости"), choices=(
        (TWO, Text("Two dice, red and white: a red 1 is a pig-out",
                   "Две кости, красная и белая: единица на красной — «чирик»")),
        (TWO_SAME, Text("Two dice of one colour: a double is a pig-out",
                        "Две кости одного цвета: дубль — «чирик»")),
        (ONE, Text("One die (the classic game): a 1 ends the series",
                   "Одна кость (классическая игра): единица прерывает серию")),
    ))
    target: int = option(200, Text("Points to win", "Очки для победы"), minimum=10, maximum=1000)
    overtaking: bool = option(False, Text("Overtaking rule: whoever is caught up or overtaken loses 10",
                                          "Правило обгона: кого догнали или обогнали, теряет 10 очков"))


@dataclass(frozen=True, kw_only=True)
class PigState(PigOptions):
    """A match of Pig; its options (dice, target, overtaking) are the fields of ``PigOptions``."""

    scores: tuple[int, ...]
    burned: tuple[int, ...]
    player: int = 0
    series: int = 0
    throws: tuple[tuple[int, ...], ...] = ()  # the throws of the current series
    rolling: bool = False  # the player has asked to throw: the dice are to be thrown (chance)
    winner: Optional[int] = None
    last_turn: tuple[tuple[int, ...], ...] = ()  # the throws of the turn that just ended
    last_burned: bool = False  # whether that turn ended on "чирик"

    @property
    def n_dice(self) -> int:
        return 1 if self.dice == ONE else 2


def is_pig_out(dice: str, throw: tuple[int, ...]) -> bool:
    """Whether a throw ends the series with nothing ("чирик")."""
    if dice == ONE:
        return throw[0] == 1
    if dice == TWO:
        return throw[0] == 1  # the red die decides; the white one does not matter
    return throw[0] == throw[1]


def throw_outcomes(dice: str) -> list[tuple[tuple[int, ...], float]]:
    return list(ordered_throws(1 if dice == ONE else 2))


def gain_distribution(dice: str) -> tuple[float, dict[int, float]]:
    """(chance of "чирик", {points a throw adds: chance}) — what the computer players reason with."""
    bust = 0.0
    gains: dict[int, float] = {}
    for throw, p in throw_outcomes(dice):
        if is_pig_out(dice, throw):
            bust += p
        else:
            gains[sum(throw)] = gains.get(sum(throw), 0.0) + p
    return bust, gains


class PigRules(Rules):
    rules_version = 1
    Options = PigOptions

    game_id = "pig"

    def presets(self) -> list[tuple[Text, dict]]:
        return [
            (Text("The book's game: two dice to 200", "Как в книге: две кости до 200"),
             {"dice": TWO, "target": 200, "overtaking": False}),
            (Text("With the overtaking rule", "С правилом обгона"),
             {"dice": TWO, "target": 200, "overtaking": True}),
            (Text("Two dice of one colour to 200", "Две одинаковые кости до 200"),
             {"dice": TWO_SAME, "target": 200, "overtaking": False}),
            (Text("Classic: one die to 100", "Классика: одна кость до 100"),
             {"dice": ONE, "target": 100, "overtaking": False}),
        ]

    # --- the game ------------------------------------------------------------------------------
    def new_match(self, players: int, options: Optional[dict] = None) -> PigState:
        o = self.typed_options(options)
        if players < 1:
            raise ValueError("Pig needs at least one player")
        return PigState(**o.values(), scores=(0,) * players, burned=(0,) * players)

    def to_move(self, state: PigState) -> Optional[int]:
        return chance_or(state.winner is not None, state.rolling, state.player)

    def turn_of(self, state: PigState) -> Optional[int]:
        return None if state.winner is not None else state.player

    def legal_actions(self, state: PigState, seat: int) -> list[Action]:
        if state.winner is not None or state.rolling or seat != state.player:
            return []
        return [ROLL, STOP] if state.throws else [ROLL]

    def chance_outcomes(self, state: PigState) -> list[tuple[Action, float]]:
        return dice_chances(state.n_dice)

    def chance_from_text(self, state: PigState, text: str) -> Action:
        return read_dice(text, message=numbers_wanted("3 5"))

    def apply(self, state: PigState, action: Action) -> PigState:
        if throw_due(state.winner is not None, state.rolling, action):
            return self._throw(state, action)
        if action == ROLL:
            return replace(state, rolling=True)
        if action == STOP:
            if not state.throws:
                raise IllegalAction(Text("Throw at least once before you stop.",
                                         "Прежде чем сказать «Хватит!», бросьте кости хотя бы раз."))
            return self._bank(state)
        raise IllegalAction(Text(f"Pig has no move «{action.notation}».", f"В «Свинье» нет хода «{action.notation}»."))

    def _throw(self, state: PigState, action: Action) -> PigState:
        values = action.args
        if len(values) != state.n_dice:
            raise IllegalAction(Text(
                f"This game is played with {state.n_dice} {'die' if state.n_dice == 1 else 'dice'}: "
                f"type {state.n_dice} {'value' if state.n_dice == 1 else 'values'}.",
                f"В этой игре {'одна кость' if state.n_dice == 1 else 'две кости'}: "
                f"введите {'одно значение' if state.n_dice == 1 else 'два значения'}."))
        check_faces(values)
        throw = tuple(values)
        throws = state.throws + (throw,)
        if is_pig_out(state.dice, throw):
            burned = list(state.burned)
            burned[state.player] += state.series
            return replace(state, rolling=False, series=0, throws=(), burned=tuple(burned),
                           player=(state.player + 1) % len(state.scores),
                           last_turn=throws, last_burned=True)
        state = replace(state, rolling=False, series=state.series + sum(throw), throws=throws)
        if state.scores[state.player] + state.series >= state.target:
            return self._bank(state)  # reaching the target ends the match at once
        return state

    def _bank(self, state: PigState) -> PigState:
        p = state.player
        before = state.scores[p]
        after = before + state.series
        scores = list(state.scores)
        scores[p] = after
        if state.overtaking and state.series > 0:
            for q in range(len(scores)):
                if q != p and before <= scores[q] <= after:
                    scores[q] = max(0, scores[q] - 10)
        winner = p if after >= state.target else None
        return replace(state, scores=tuple(scores), series=0, throws=(), rolling=False,
                       player=p if winner is not None else (p + 1) % len(scores),
                       winner=winner, last_turn=state.throws, last_burned=False)

    def result(self, state: PigState) -> Result:
        scores = list(state.scores)
        res = Result.ranked(scores, [{"burned": b} for b in state.burned])
        if state.winner is not None:  # the one who reached the target wins; the rest lose
            ranks = tuple(1 if i == state.winner else max(2, r) for i, r in enumerate(res.ranks))
            res = Result(res.scores, ranks, res.extra)
        return res

    # --- presentation ---------------------------------------------------------------------------
    def describe(self, state: PigState, action: Action) -> Text:
        if action == ROLL:
            return Text("", "")  # the throw itself is logged with its dice
        if action == STOP:
            total = state.scores[state.player] + state.series
            text = Text(f"«Enough!» — banks {state.series}, now {total}",
                        f"«Хватит!» — записывает {state.series}, теперь {total}")
            after = self._bank(state)
            hit = [q for q in range(len(state.scores))
                   if q != state.player and after.scores[q] < state.scores[q]]
            if hit:
                loses = Text(" loses 10", " теряет 10") if len(hit) == 1 else Text(" lose 10", " теряют 10")
                text = text + Text("; overtaken: ", "; обгон: ") + seats_ref(hit) + loses
            return text
        if action.verb == "dice":
            throw = tuple(action.args)
            shown = "–".join(str(v) for v in throw)
            if is_pig_out(state.dice, throw):
                lost = points(state.series)
                return Text(f"{shown}: pig-out! {lost.en} lost", f"{shown}: «чирик»! Сгорает {lost.ru}")
            series = state.series + sum(throw)
            if state.scores[state.player] + series >= state.target:
                total = state.scores[state.player] + series
                return Text(f"{shown}: series {series}, {total} — wins!",
                            f"{shown}: серия {series}, всего {total} — победа!")
            return Text(f"{shown}: series {series}", f"{shown}: серия {series}")
        return Text(action.notation, action.notation)
