"""Thirteen ("Тринадцать"), Qt-free rules.

Two dice, one of them special: its faces run from 2 to 7 (or it is a die of another colour whose 1
counts as 7). A turn is five throws. The first throw's sum starts a running total; after each later
throw the player combines the new sum with the total in one of eight ways (add; subtract, never
below 0; multiply by 2, 3 or 4 and add; divide by 2, 3 or 4, dropping the fraction, and add).
Whenever the new total is a multiple of 13 the player scores the quotient (39 scores 3).

Variants: 11 or 17 instead of 13; several rounds; the first throw may score too; simultaneous play
(the book's "!!!"): one throw for everybody, every seat decides on it privately, the choices are
revealed together.

Notation: chance ``dice S N`` (the special or coloured die first, then the ordinary die); a seat's
decision ``add``, ``sub``, ``mul K``, ``div K`` (K = 2, 3, 4); in simultaneous play
``choose SEAT add``, ``choose SEAT mul 3`` ... with the seat counted from 0.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional

from compendium.core.actions import Action
from compendium.core.dice import (
    FACES,
    check_count,
    check_faces,
    dice_chances,
    ordered_throws,
    read_dice,
    throw_due,
)
from compendium.core.options import Options, option
from compendium.core.rules import (
    CHANCE,
    SIMULTANEOUS,
    IllegalAction,
    Result,
    Rules,
)
from compendium.core.text import Text, plural_ru, seat_ref

SPECIAL = "special"  # the special die shows 2..7
COLOURED = "coloured"  # a die of another colour shows 1..6, its 1 counts as 7
SPECIAL_FACES = (2, 3, 4, 5, 6, 7)

THROWS = 5
OPS = ("add", "sub", "mul2", "mul3", "mul4", "div2", "div3", "div4")
HIDDEN = "?"  # a decision another seat may not see yet


def marks(n: int) -> Text:
    """'3 points' / '3 балла': what a multiple earns (the book calls them «баллы»)."""
    return Text(f"{n} point" + ("" if n == 1 else "s"), f"{n} " + plural_ru(n, "балл", "балла", "баллов"))


def op_value(op: str, total: int, s: int) -> int:
    """The running total after ``op`` is applied to the total and the new throw's sum ``s``."""
    if op == "add":
        return total + s
    if op == "sub":
        return max(0, total - s)
    k = int(op[3])
    return total + (s * k if op.startswith("mul") else s // k)


def score_of(total: int, modulus: int) -> int:
    """Points a total earns: its quotient by the modulus when it divides exactly (0 scores 0)."""
    return total // modulus if total % modulus == 0 else 0


def special_value(face: int, die: str) -> int:
    """What the special (or coloured) die counts for."""
    return 7 if die == COLOURED and face == 1 else face


def throw_sums() -> dict[int, float]:
    """{sum of a throw: chance}: 3..13, the same for both kinds of special die."""
    out: dict[int, float] = {}
    for (a, b), p in ordered_throws((SPECIAL_FACES, FACES)):
        out[a + b] = out.get(a + b, 0.0) + p
    return out


def op_action(op: str, seat: Optional[int] = None) -> Action:
    """The action for an operation; with a seat, the simultaneous form ``choose SEAT ...``."""
    parts: tuple = (op,) if op in ("add", "sub") else (op[:3], int(op[3]))
    if seat is None:
        return Action(parts[0], tuple(parts[1:]))
    return Action("choose", (seat,) + parts)


def action_op(action: Action, simultaneous: bool) -> tuple[Optional[int], str]:
    """(seat or None, operation) of a decision; raises IllegalAction if it is none."""
    seat = None
    words = (action.verb,) + action.args
    if simultaneous:
        if action.verb != "choose" or not action.args or not isinstance(action.args[0], int):
            raise IllegalAction(Text("Everybody chooses at once now: «choose SEAT add», «choose SEAT mul 3» …",
                                     "Сейчас все выбирают одновременно: «choose МЕСТО add», «choose МЕСТО mul 3» …"))
        seat, words = action.args[0], action.args[1:]
    op = "".join(str(w) for w in words)
    if op not in OPS or op_action(op, seat) != action:
        raise IllegalAction(Text(f"«{action.notation}» is not an operation: add, sub, mul 2/3/4 or div 2/3/4.",
                                 f"«{action.notation}» — не действие: add, sub, mul 2/3/4 или div 2/3/4."))
    return seat, op


OP_TEXT = {
    "add": Text("add", "прибавить"),
    "sub": Text("subtract", "вычесть"),
    "mul2": Text("×2 and add", "×2 и прибавить"),
    "mul3": Text("×3 and add", "×3 и прибавить"),
    "mul4": Text("×4 and add", "×4 и прибавить"),
    "div2": Text("÷2 and add", "÷2 и прибавить"),
    "div3": Text("÷3 and add", "÷3 и прибавить"),
    "div4": Text("÷4 and add", "÷4 и прибавить"),
}


def op_formula(op: str, total: int, s: int, short: bool = False) -> str:
    """The arithmetic of a step as the book writes it: 10×3 + 9 = 39 (a division shows the
    dropped fraction's result too, unless ``short``)."""
    new = op_value(op, total, s)
    if op == "add":
        return f"{total} + {s} = {new}"
    if op == "sub":
        return f"{total} − {s} = {new}" if total >= s else f"{total} − {s} → 0"
    k = op[3]
    if op.startswith("mul"):
        return f"{s}×{k} + {total} = {new}"
    if short:
        return f"{s}÷{k} + {total} = {new}"
    return f"{s}÷{k} + {total} = {s // int(k)} + {total} = {new}"


@dataclass(frozen=True)
class Step:
    """One throw of a turn: its sum, the operation (None for the first throw), the total, points."""

    sum: int
    op: Optional[str]
    total: int
    gained: int


@dataclass(frozen=True)
class ThirteenOptions(Options):
    modulus: int = option(13, Text("Count multiples of", "Считать кратные"), choices=(
        (13, Text("13 (the book's game)", "13 (как в книге)")),
        (11, Text("11 (easier)", "11 (проще)")),
        (17, Text("17 (harder)", "17 (сложнее)")),
    ))
    die: str = option(SPECIAL, Text("Special die", "Особая кость"), choices=(
        (SPECIAL, Text("A die numbered 2 to 7", "Кость с гранями от 2 до 7")),
        (COLOURED, Text("A die of another colour whose 1 counts as 7",
                        "Кость другого цвета, у которой единица считается за 7")),
    ))
    simultaneous: bool = option(False, Text("Simultaneous play: one throw for everybody, each decides privately",
                                            "Одновременная игра: один бросок на всех, каждый решает про себя"))
    rounds: int = option(1, Text("Turns for each player", "Ходов у каждого игрока"), minimum=1, maximum=10,
                         help=Text("The book plays one turn of five throws each; more turns add up.",
                                   "В книге у каждого один ход из пяти бросков; при нескольких ходах очки складываются."))
    first_scores: bool = option(False, Text("The first throw of a turn may score too",
                                            "Первый бросок хода тоже может принести баллы"))


@dataclass(frozen=True, kw_only=True)
class ThirteenState(ThirteenOptions):
    """A match of Thirteen; its options are the fields of ``ThirteenOptions``."""

    scores: tuple[int, ...]
    totals: tuple[int, ...]  # each seat's running total (this turn)
    steps: tuple[tuple[Step, ...], ...]  # each seat's throws of this turn (the last turn it played)
    hits: tuple[int, ...]  # how often each seat hit a multiple
    best: tuple[int, ...]  # each seat's largest single score
    round: int = 0
    player: int = 0  # whose turn (turn by turn); who throws for everybody (simultaneous)
    throws: int = 0  # throws made in this turn
    last: tuple[int, ...] = ()  # the last throw (special die face, ordinary die)
    choosing: bool = False  # a decision on the last throw is awaited
    pending: tuple[Optional[str], ...] = ()  # simultaneous: each seat's hidden choice
    over: bool = False

    @property
    def n(self) -> int:
        return len(self.scores)

    @property
    def last_sum(self) -> int:
        return special_value(self.last[0], self.die) + self.last[1] if self.last else 0


class ThirteenRules(Rules):
    rules_version = 1
    Options = ThirteenOptions

    game_id = "thirteen"

    def presets(self) -> list[tuple[Text, dict]]:
        base = {"modulus": 13, "die": SPECIAL, "simultaneous": False, "rounds": 1, "first_scores": False}
        return [
            (Text("The book's game: multiples of 13", "Как в книге: кратные 13"), base),
            (Text("Easier: multiples of 11", "Проще: кратные 11"), {**base, "modulus": 11}),
            (Text("Harder: multiples of 17", "Сложнее: кратные 17"), {**base, "modulus": 17}),
            (Text("Simultaneous play: one throw for everybody", "Одновременная игра: один бросок на всех"),
             {**base, "simultaneous": True}),
        ]

    # --- the game ------------------------------------------------------------------------------
    def new_match(self, players: int, options: Optional[dict] = None) -> ThirteenState:
        o = self.typed_options(options)
        if players < 1:
            raise ValueError("Thirteen needs at least one player")
        zero = (0,) * players
        return ThirteenState(**o.values(), scores=zero, totals=zero, steps=((),) * players, hits=zero, best=zero,
                             pending=(None,) * players)

    def to_move(self, state: ThirteenState) -> Optional[int]:
        if state.over:
            return None
        if not state.choosing:
            return CHANCE
        return SIMULTANEOUS if state.simultaneous else state.player

    def turn_of(self, state: ThirteenState) -> Optional[int]:
        if state.over or (state.simultaneous and state.choosing):
            return None
        return state.player

    def deciding(self, state: ThirteenState) -> list[int]:
        """Simultaneous play: the seats that have not chosen yet."""
        if state.over or not state.choosing or not state.simultaneous:
            return []
        return [i for i, p in enumerate(state.pending) if p is None]

    def legal_actions(self, state: ThirteenState, seat: int) -> list[Action]:
        if state.over or not state.choosing:
            return []
        if state.simultaneous:
            if not 0 <= seat < state.n or state.pending[seat] is not None:
                return []
            return [op_action(op, seat) for op in OPS]
        return [op_action(op) for op in OPS] if seat == state.player else []

    def chance_outcomes(self, state: ThirteenState) -> list[tuple[Action, float]]:
        return dice_chances((SPECIAL_FACES if state.die == SPECIAL else FACES, FACES))

    def chance_from_text(self, state: ThirteenState, text: str) -> Action:
        return read_dice(text, message=Text(
            "Type the two dice as numbers, the special die first, e.g. «7 5».",
            "Введите очки двух костей цифрами, сначала особую, например «7 5»."))

    def apply(self, state: ThirteenState, action: Action) -> ThirteenState:
        if throw_due(state.over, not state.choosing, action, early=Text(
                "First decide what to do with the throw on the table.",
                "Сначала решите, что делать с выпавшими очками.")):
            return self._throw(state, action)
        seat, op = action_op(action, state.simultaneous)
        if not state.simultaneous:
            return self._step(state, state.player, op)
        if not 0 <= seat < state.n:
            raise IllegalAction(Text(f"There is no seat {seat}.", f"Места {seat} нет."))
        if state.pending[seat] is not None:
            raise IllegalAction(Text("This player has already chosen.", "Этот игрок уже выбрал."))
        pending = state.pending[:seat] + (op,) + state.pending[seat + 1:]
        if any(p is None for p in pending):
            return replace(state, pending=pending)
        for q, p in enumerate(pending):  # everybody has chosen: reveal and apply together
            state = self._step(state, q, p, finish=False)
        return self._after_decision(replace(state, pending=(None,) * state.n))

    def _throw(self, state: ThirteenState, action: Action) -> ThirteenState:
        values = action.args
        two = Text("Thirteen is played with two dice: type two values, the special die first.",
                   "В «Тринадцать» играют двумя костями: введите два значения, сначала особую.")
        check_count(values, 2, two)
        if not all(isinstance(v, int) for v in values):
            raise IllegalAction(two)
        a, b = values
        if state.die == SPECIAL and not 2 <= a <= 7:
            raise IllegalAction(Text(f"The special die shows 2 to 7; {a} is impossible.",
                                     f"На особой кости бывает от 2 до 7; {a} — невозможно."))
        if state.die == COLOURED and not 1 <= a <= 6:
            raise IllegalAction(Text(f"The coloured die shows 1 to 6 (type 1 for the face that counts as 7); "
                                     f"{a} is impossible.",
                                     f"На цветной кости бывает от 1 до 6 (единицу, что считается за 7, вводите как 1); "
                                     f"{a} — невозможно."))
        check_faces((b,))
        state = replace(state, last=(a, b), throws=state.throws + 1)
        if state.throws > 1:
            return replace(state, choosing=True)
        s = state.last_sum  # the first throw starts the running total of every seat that plays now
        gained = score_of(s, state.modulus) if state.first_scores else 0
        seats = range(state.n) if state.simultaneous else (state.player,)
        for q in seats:
            state = self._record(state, q, Step(s, None, s, gained), new_turn=True)
        return state

    def _step(self, state: ThirteenState, seat: int, op: str, finish: bool = True) -> ThirteenState:
        total = op_value(op, state.totals[seat], state.last_sum)
        state = self._record(state, seat, Step(state.last_sum, op, total, score_of(total, state.modulus)))
        return self._after_decision(state) if finish else state

    @staticmethod
    def _record(state: ThirteenState, seat: int, step: Step, new_turn: bool = False) -> ThirteenState:
        def put(values, v):
            return values[:seat] + (v,) + values[seat + 1:]

        steps = (step,) if new_turn else state.steps[seat] + (step,)
        return replace(state, totals=put(state.totals, step.total), steps=put(state.steps, steps),
                       scores=put(state.scores, state.scores[seat] + step.gained),
                       hits=put(state.hits, state.hits[seat] + (1 if step.gained else 0)),
                       best=put(state.best, max(state.best[seat], step.gained)))

    def _after_decision(self, state: ThirteenState) -> ThirteenState:
        state = replace(state, choosing=False)
        if state.throws < THROWS:
            return state
        # the turn is over; in simultaneous play the round is, and the next seat throws for everybody
        if state.simultaneous:
            player, rnd = (state.player + 1) % state.n, state.round + 1
        elif state.player + 1 < state.n:
            player, rnd = state.player + 1, state.round
        else:
            player, rnd = 0, state.round + 1
        return replace(state, player=player, round=rnd, throws=0, over=rnd >= state.rounds)

    def view_for(self, state: ThirteenState, seat: int) -> ThirteenState:
        """Simultaneous play: the other seats' choices stay hidden until everybody has chosen."""
        if not state.simultaneous or not any(state.pending):
            return state
        pending = tuple(p if q == seat or p is None else HIDDEN for q, p in enumerate(state.pending))
        return replace(state, pending=pending)

    def result(self, state: ThirteenState) -> Result:
        extra = [{"hits": h, "best": b} for h, b in zip(state.hits, state.best)]
        return Result.ranked(list(state.scores), extra)

    # --- presentation ---------------------------------------------------------------------------
    def describe(self, state: ThirteenState, action: Action) -> Text:
        if action.verb == "dice":
            try:
                after = self.apply(state, action)
            except IllegalAction:
                return Text(action.notation, action.notation)
            a, b = action.args
            shown = f"{a}–{b}" if special_value(a, state.die) == a else f"{a} (=7)–{b}"
            s = after.last_sum
            if after.throws == 1:
                text = Text(f"throw 1: {shown}, the total starts at {s}", f"бросок 1: {shown}, итог начинается с {s}")
                gained = score_of(s, state.modulus) if state.first_scores else 0
                if gained:
                    text = text + Text(f" — scores {gained}", f" — {marks(gained).ru}")
                return text
            return Text(f"throw {after.throws}: {shown} = {s}", f"бросок {after.throws}: {shown} = {s}")
        try:
            seat, op = action_op(action, state.simultaneous)
        except IllegalAction:
            return Text(action.notation, action.notation)
        if state.simultaneous:
            if sum(p is None for p in state.pending) > 1:
                return Text("has chosen", "сделал выбор")
            pending = state.pending[:seat] + (op,) + state.pending[seat + 1:]
            parts = [self._step_text(state, q, p, named=True) for q, p in enumerate(pending)]
            if len(parts) == 1:
                return self._step_text(state, seat, op)
            return Text("has chosen; all revealed: ", "сделал выбор; все открывают: ") + _join(parts)
        return self._step_text(state, state.player, op)

    def _step_text(self, state: ThirteenState, seat: int, op: str, named: bool = False) -> Text:
        total = op_value(op, state.totals[seat], state.last_sum)
        gained = score_of(total, state.modulus)
        formula = op_formula(op, state.totals[seat], state.last_sum, short=named)
        if named:  # one of several revealed choices: the arithmetic alone says it
            text = seat_ref(seat) + Text(f": {formula}", f": {formula}")
            return text + Text(f" (+{gained})", f" (+{gained})") if gained else text
        text = Text(f"{OP_TEXT[op].en}: {formula}", f"{OP_TEXT[op].ru}: {formula}")
        if gained:
            text = text + Text(f" = {gained}×{state.modulus}, scores {gained}",
                               f" = {gained}×{state.modulus}, {marks(gained).ru}")
        return text


def _join(parts: list[Text]) -> Text:
    return Text("; ".join(p.en for p in parts), "; ".join(p.ru for p in parts))
