"""Short nardy (backgammon) and long nardy, source 001 section 4: the match, Qt-free.

One engine for both variants (``NardyOptions.variant``, fixed by the catalog entry). The checkers'
moves are ``compendium.games.nardy.position`` (its ``turns`` is every legal whole turn); this module
is the match around them: the opening throw, the dice, the doubling cube, gammons and mars, matches
to N points with the Crawford rule, the result, the log lines and what a view needs.

Each seat counts its own points 1..24: 24 is where it starts (short: its furthest point; long: its
head), 1..6 its home; checkers move to lower numbers and are borne off below 1. Seat 0 is white and
sits at the bottom of the board picture, whose numbering is seat 0's own (``own_to_abs``).

The flow of a game (``NState.phase``):

- ``opening``: one die each (chance ``dice A B``: A is seat 0's die, B seat 1's); equal numbers are
  thrown again (a typed tie is refused). Short: the higher die's seat plays those two numbers at
  once. Long: the higher die's seat starts and throws both dice anew.
- ``decide`` (the cube is on and the seat to act may double): ``roll`` or ``double``; after a
  double the other seat ``take``\\ s (the cube doubles and is the taker's) or ``drop``\\ s (the
  doubler wins the game at the cube's value before the double).
- ``roll``: the seat's dice (chance ``dice A B``, any order; the outcomes are listed higher first).
- ``move``: one action is one whole turn, ``move 24/18 13/11`` (the seat's own numbers; ``bar``
  and ``off``), ``move`` alone when nothing can be played.
- ``over``: a seat has reached the match's points, or somebody resigned (``resign`` concedes the
  match).

A game ends the moment a seat bears off its fifteenth checker (in long nardy too: the other gets no
last throw). It is worth 1 point, × 2 for a gammon and × 3 for a backgammon (short, option
``gammons``) or × 2 for a mars (long, option ``mars``), × the cube. Until a seat has ``match_to``
points the next game starts with a new opening throw, the cube in the middle; with the Crawford rule
the game after a seat first comes within one point of the match is played without the cube.

Long nardy's first turn: at most one checker leaves the head a turn, except on a seat's first turn
of a game with 6-6, 4-4 or 3-3 (two may), and for the second player also with 5-5 or 6-2 when the
first player's first throw was 2-1, 6-2 or 5-5 (``head_limit``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Optional

from compendium.core.actions import Action
from compendium.core.dice import MATCH_OVER, check_throw, numbers_wanted, read_dice
from compendium.core.rules import CHANCE, LOSS, WIN, IllegalAction, OptionsError, Result, Rules
from compendium.core.text import Text, points, seat_ref
from compendium.games.nardy.options import LONG, SHORT, NardyOptions
from compendium.games.nardy.position import (
    Position,
    abs_point,
    apply_steps,
    marked_text,
    parse_steps,
    sequences,
    start,
    step_text,
    turns,
)

OPENING, DECIDE, ROLL, MOVE, ANSWER, OVER = "opening", "decide", "roll", "move", "answer", "over"

ROLL_ACTION = Action("roll")
DOUBLE = Action("double")
TAKE = Action("take")
DROP = Action("drop")
RESIGN = Action("resign")
NO_MOVE = Action("move")

CUBE_MAX = 64  # the cube's highest face: no double beyond it

# long nardy's first-turn head exceptions (the document's list)
HEAD_TWO_FIRST = ((6, 6), (4, 4), (3, 3))  # any seat's first turn
HEAD_TWO_SECOND = ((5, 5), (6, 2))  # the second player's first turn, after one of ...
AFTER_FIRST = ((2, 1), (6, 2), (5, 5))  # ... these first throws of the first player

# how a game was won (``NState.game_over``)
SINGLE, GAMMON, BACKGAMMON, MARS, DROPPED = "single", "gammon", "backgammon", "mars", "drop"
BASE_POINTS = {SINGLE: 1, GAMMON: 2, BACKGAMMON: 3, MARS: 2, DROPPED: 1}


@dataclass(frozen=True)
class NState:
    """A match of nardy. ``pos`` is seen by ``turn`` (its ``mine`` is ``turn``'s checkers); ``dice``
    are the numbers to play (higher first) in the phase ``move``; ``score`` the match points;
    ``crawford``: this game is the Crawford game (no doubling); ``moved``: the turns each seat has
    played in this game; ``first_seat`` the seat that started it and ``first_roll`` (long) its first
    throw; ``last`` the steps of the last turn (``last_seat``'s own numbers); ``game_over`` the end
    of the last finished game, (winner, points, how: "single", "gammon", "backgammon", "mars",
    "drop"); ``winner`` the match's, ``resigned`` the seat that resigned."""

    opts: NardyOptions
    pos: Position
    turn: int = 0
    phase: str = OPENING
    dice: Optional[tuple[int, int]] = None
    cube: int = 1
    cube_owner: Optional[int] = None
    score: tuple[int, int] = (0, 0)
    game_no: int = 1
    crawford: bool = False
    crawford_used: bool = False  # the Crawford game has been flagged in this match
    moved: tuple[int, int] = (0, 0)
    first_seat: Optional[int] = None
    first_roll: Optional[tuple[int, int]] = None
    last: tuple = ()
    last_seat: Optional[int] = None
    opening: Optional[tuple[int, int]] = None  # the opening throw of this game (seat 0's, seat 1's)
    game_over: Optional[tuple[int, int, str]] = None
    winner: Optional[int] = None
    resigned: Optional[int] = None

    @property
    def variant(self) -> str:
        return self.opts.variant

    def seat_side(self, seat: int) -> tuple[int, ...]:
        """``seat``'s 26 counts in its own numbering (1..24 points, 25 the bar, 0 borne off)."""
        return self.pos.mine if seat == self.turn else self.pos.theirs


# --- the numbering -------------------------------------------------------------------------------------
def own_to_abs(variant: str, seat: int, p: int) -> int:
    """The absolute point (the board picture, seat 0's numbering) of ``seat``'s own point ``p``."""
    return abs_point(variant, seat, p)


def head_limit(state: NState) -> int:
    """How many checkers may leave the head (own point 24) in the turn being played: 1 but on a
    seat's first turn of a long-nardy game with the throws of the document's exception."""
    if state.variant != LONG or state.dice is None or state.moved[state.turn]:
        return 1
    dice = tuple(sorted(state.dice, reverse=True))
    if dice in HEAD_TWO_FIRST:
        return 2
    if state.turn != state.first_seat and state.first_roll in AFTER_FIRST and dice in HEAD_TWO_SECOND:
        return 2
    return 1


@lru_cache(maxsize=8192)
def _turns(pos: Position, dice: tuple[int, int], limit: int) -> dict:
    return turns(pos, dice, head_limit=limit)


@lru_cache(maxsize=2048)
def _sequence_set(pos: Position, dice: tuple[int, int], limit: int) -> frozenset:
    return frozenset(tuple(s) for s in sequences(pos, dice, head_limit=limit))


@lru_cache(maxsize=65536)
def _move_action(steps: tuple) -> Action:
    return Action("move", tuple(step_text(s) for s in steps))


@lru_cache(maxsize=65536)
def _steps_of(action: Action) -> Optional[tuple]:
    """The steps an action names (a hit's "*" allowed), or None when they cannot be read."""
    text = " ".join(str(a) for a in action.args).replace("*", "")
    try:
        return tuple(tuple(s) for s in parse_steps(text))
    except (ValueError, TypeError, IndexError):
        return None


def turn_table(state: NState) -> dict:
    """Every legal whole turn of the seat to move: resulting position -> its canonical steps."""
    if state.phase != MOVE:
        return {}
    return _turns(state.pos, state.dice, head_limit(state))


# --- what a view needs -----------------------------------------------------------------------------------
def points_of(state: NState) -> list[tuple[int, int]]:
    """The 24 points of the board picture, absolute point 1 first: (seat or -1, checkers)."""
    out = [(-1, 0)] * 24
    for seat in (0, 1):
        side = state.seat_side(seat)
        for p in range(1, 25):
            if side[p]:
                out[own_to_abs(state.variant, seat, p) - 1] = (seat, side[p])
    return out


def bar_of(state: NState) -> tuple[int, int]:
    """The checkers of each seat on the bar (short nardy)."""
    return state.seat_side(0)[25], state.seat_side(1)[25]


def off_of(state: NState) -> tuple[int, int]:
    """The checkers each seat has borne off."""
    return state.seat_side(0)[0], state.seat_side(1)[0]


def pips_of(state: NState) -> tuple[int, int]:
    """Each seat's pip count (a checker on the bar counts 25)."""
    mine, theirs = state.pos.pips()
    return (mine, theirs) if state.turn == 0 else (theirs, mine)


def sequences_of(state: NState) -> list[tuple]:
    """The seat to move's legal step sequences (own numbers; every order and path), for a picker."""
    if state.phase != MOVE:
        return []
    return [tuple(s) for s in sequences(state.pos, state.dice, head_limit=head_limit(state))]


def action_for(state: NState, steps) -> Action:
    """The legal action (one of ``legal_actions``) that the steps ``steps`` reach."""
    steps = tuple(tuple(s) for s in steps)
    table = turn_table(state)
    try:
        after = apply_steps(state.pos, steps)
    except (ValueError, IndexError):
        after = None
    canonical = table.get(after)
    if canonical is None or (tuple(canonical) != steps
                             and steps not in _sequence_set(state.pos, state.dice, head_limit(state))):
        raise IllegalAction(_not_a_play(state))
    return _move_action(tuple(canonical))


def may_double(state: NState, seat: int) -> bool:
    """Whether ``seat`` may offer a double before its throw now."""
    o = state.opts
    if o.variant != SHORT or not o.cube or state.crawford or state.winner is not None:
        return False
    if state.cube_owner not in (None, seat) or state.cube >= CUBE_MAX:
        return False
    if o.match_to > 1 and state.score[seat] + state.cube >= o.match_to:
        return False  # the cube as it stands already wins the match: a double would not matter
    return True


# --- texts ----------------------------------------------------------------------------------------------
def _dice_text(dice) -> Text:
    a, b = dice
    return Text(f"{a} and {b}", f"{a} и {b}")


def _score_text(score) -> Text:
    s = f"{score[0]}–{score[1]}"
    return Text(s, s)


_HOW = {
    SINGLE: Text("", ""),
    GAMMON: Text(" (a gammon)", " (марс)"),
    BACKGAMMON: Text(" (a backgammon)", " (домашний марс)"),
    MARS: Text(" (a mars)", " (марс)"),
    DROPPED: Text("", ""),
}


def game_end_text(state: NState) -> Optional[Text]:
    """How the last finished game (or the match) ended, in words; None while the first game goes on."""
    if state.resigned is not None:
        return seat_ref(1 - state.resigned) + Text(" wins the match: the opponent resigned.",
                                                   " выигрывает матч: соперник сдался.")
    if state.game_over is None:
        return None
    w, pts, how = state.game_over
    text = seat_ref(w) + Text(" wins the game, ", " выигрывает партию, ") + points(pts) + _HOW[how]
    if state.opts.match_to > 1:
        text = text + Text("; the score is ", "; счёт ") + _score_text(state.score)
    if state.winner is not None and state.opts.match_to > 1:
        text = text + Text(": ", ": ") + seat_ref(state.winner) + Text(" wins the match", " выигрывает матч")
    text = text + Text(".", ".")
    return text


def _not_a_play(state: NState) -> Text:
    table = turn_table(state)
    longest = max((len(s) for s in table.values()), default=0)
    dice = _dice_text(state.dice)
    if longest == 0:
        return Text(f"Nothing can be played with {dice.en}: the turn is an empty move.",
                    f"С {dice.ru} сходить нельзя: ход пустой.")
    return Text(f"That is not a legal play of {dice.en}: play as many dice as you can ({longest} here), "
                "each checker by one die at a time.",
                f"Так {dice.ru} не сыграть: нужно использовать столько костей, сколько возможно (здесь "
                f"{longest}), каждая шашка идёт на одну кость за раз.")


class NardyRules(Rules):
    # The catalog entry this engine's ``info`` is read from: the family's first game (the engine,
    # ``nardy``, is not a catalog entry; od_placement does the same).
    game_id = "short-nardy"
    Options = NardyOptions
    rules_version = 1
    has_hidden_information = False
    uses_dice = True

    points_of = staticmethod(points_of)
    bar_of = staticmethod(bar_of)
    off_of = staticmethod(off_of)
    pips_of = staticmethod(pips_of)
    own_to_abs = staticmethod(own_to_abs)
    sequences_of = staticmethod(sequences_of)
    action_for = staticmethod(action_for)
    head_limit = staticmethod(head_limit)
    may_double = staticmethod(may_double)
    game_end_text = staticmethod(game_end_text)

    # --- the start ------------------------------------------------------------------------------------
    def player_range(self, options: Optional[dict] = None) -> tuple[int, Optional[int]]:
        return 2, 2

    def new_match(self, players: int = 2, options: Optional[dict] = None) -> NState:
        o = self.typed_options(options)
        if players != 2:
            raise OptionsError(Text("Nardy is for 2 players.", "В нарды играют 2 игрока."))
        return NState(opts=o, pos=start(o.variant))

    # --- whose turn -----------------------------------------------------------------------------------
    def to_move(self, state: NState) -> Optional[int]:
        phase = state.phase
        if phase == OVER:
            return None
        if phase in (OPENING, ROLL):
            return CHANCE
        if phase == ANSWER:
            return 1 - state.turn
        return state.turn

    def turn_of(self, state: NState) -> Optional[int]:
        if state.phase in (OVER, OPENING):
            return None
        return self.to_move(state) if state.phase != ROLL else state.turn

    def is_over(self, state: NState) -> bool:
        return state.phase == OVER

    def players_in(self, state: NState) -> int:
        return 2

    def chance_outcomes(self, state: NState) -> list[tuple[Action, float]]:
        if state.phase == OPENING:
            return list(_OPENING_OUTCOMES)
        if state.phase == ROLL:
            return list(_ROLL_OUTCOMES)
        return []

    def chance_from_text(self, state: NState, text: str) -> Action:
        return read_dice(text, 2, message=numbers_wanted("3 5"))

    # --- decisions ------------------------------------------------------------------------------------
    def legal_actions(self, state: NState, seat: int) -> list[Action]:
        if self.to_move(state) != seat:
            return []
        if state.phase == DECIDE:
            return [ROLL_ACTION, DOUBLE, RESIGN] if may_double(state, seat) else [ROLL_ACTION, RESIGN]
        if state.phase == ANSWER:
            return [TAKE, DROP]
        out = [_move_action(tuple(steps)) for steps in turn_table(state).values()]
        out.append(RESIGN)
        return out

    # --- applying -------------------------------------------------------------------------------------
    def apply(self, state: NState, action: Action) -> NState:
        phase = state.phase
        if phase == OVER:
            raise IllegalAction(MATCH_OVER)
        if phase in (OPENING, ROLL):
            if action.verb != "dice":
                raise IllegalAction(Text("The dice are to be thrown now.", "Сейчас нужно бросить кости."))
            values = check_throw(action.args, 2, Text("Two dice are thrown: type two numbers, e.g. «3 5».",
                                                      "Бросают две кости: введите два числа, например «3 5»."))
            if phase == OPENING and values[0] == values[1]:
                raise IllegalAction(Text("Equal numbers: throw again.", "Выпали равные числа: бросьте ещё раз."))
            return self.successor(state, Action("dice", values))
        verb = action.verb
        if verb == "dice":
            raise IllegalAction(Text("It is not the moment to throw the dice.", "Сейчас не время бросать кости."))
        if verb == "resign" and phase in (DECIDE, MOVE) and not action.args:
            return self.successor(state, RESIGN)
        if phase == DECIDE:
            if action == ROLL_ACTION:
                return self.successor(state, action)
            if action == DOUBLE:
                if not may_double(state, state.turn):
                    raise IllegalAction(self._why_no_double(state))
                return self.successor(state, action)
            if verb == "move":
                raise IllegalAction(Text("Throw the dice first (or double).", "Сначала бросьте кости (или удвойте)."))
        elif phase == ANSWER:
            if action in (TAKE, DROP):
                return self.successor(state, action)
            raise IllegalAction(Text("First answer the double: take or drop.",
                                     "Сначала ответьте на удвоение: принять или отказаться."))
        elif phase == MOVE and verb == "move":
            steps = _steps_of(action)
            if steps is None:
                raise IllegalAction(Text("A move names its steps, such as «24/18 13/11», «bar/22» or «6/off».",
                                         "Ход называет свои шаги, например «24/18 13/11», «bar/22» или «6/off»."))
            return self.successor(state, action_for(state, steps))
        raise IllegalAction(Text(f"Nardy has no move «{action.notation}» now.",
                                 f"Сейчас в нардах нет хода «{action.notation}»."))

    def _why_no_double(self, state: NState) -> Text:
        o = state.opts
        if o.variant != SHORT or not o.cube:
            return Text("This game is played without the doubling cube.", "Эта игра идёт без кубика удвоения.")
        if state.crawford:
            return Text("This is the Crawford game: nobody may double.", "Это партия Кроуфорда: удваивать нельзя.")
        if state.cube_owner not in (None, state.turn):
            return Text("The cube is your opponent's: only its owner may double.",
                        "Кубик у соперника: удваивать может только его владелец.")
        if state.cube >= CUBE_MAX:
            return Text(f"The cube is at {CUBE_MAX}, its highest.", f"Кубик уже на {CUBE_MAX}, выше некуда.")
        return Text("The cube as it stands already wins you the match: a double would not matter.",
                    "Кубик и так приносит вам победу в матче: удвоение ничего не изменит.")

    def successor(self, state: NState, action: Action) -> NState:
        verb = action.verb
        phase = state.phase
        if verb == "dice":
            a, b = action.args
            if phase == OPENING:
                first = 0 if a > b else 1
                pos = state.pos if first == state.turn else state.pos.swapped()
                state = replace(state, turn=first, pos=pos, first_seat=first, opening=(a, b))
                if state.variant == SHORT:
                    return replace(state, phase=MOVE, dice=(max(a, b), min(a, b)))
                return replace(state, phase=ROLL)
            return replace(state, phase=MOVE, dice=(max(a, b), min(a, b)))
        if verb == "resign":
            seat = self.to_move(state)
            return replace(state, phase=OVER, winner=1 - seat, resigned=seat)
        if verb == "roll":
            return replace(state, phase=ROLL)
        if verb == "double":
            return replace(state, phase=ANSWER)
        if verb == "take":
            return replace(state, phase=ROLL, cube=state.cube * 2, cube_owner=1 - state.turn)
        if verb == "drop":
            return self._game_won(state, state.turn, state.cube, DROPPED)
        # a whole turn
        seat = state.turn
        steps = _steps_of(action)
        pos = apply_steps(state.pos, steps)
        moved = tuple(m + 1 if s == seat else m for s, m in enumerate(state.moved))
        first_roll = state.first_roll
        if state.variant == LONG and seat == state.first_seat and state.moved[seat] == 0:
            first_roll = state.dice
        if pos.mine[0] >= 15:
            state = replace(state, pos=pos, moved=moved, first_roll=first_roll, last=steps, last_seat=seat)
            how = self._how(state)
            return self._game_won(state, seat, BASE_POINTS[how] * state.cube, how)
        other = 1 - seat  # (one replace: a search makes many of these)
        return replace(state, pos=pos.swapped(), turn=other, dice=None, moved=moved, first_roll=first_roll,
                       last=steps, last_seat=seat, phase=DECIDE if may_double(state, other) else ROLL)

    def _how(self, state: NState) -> str:
        """How the game the seat to move has just won counts (its ``pos`` seen by the winner)."""
        loser = state.pos.theirs
        if loser[0]:
            return SINGLE
        if state.variant == LONG:
            return MARS if state.opts.mars else SINGLE
        if not state.opts.gammons:
            return SINGLE
        if loser[25] or any(loser[p] for p in range(19, 25)):  # on the bar or in the winner's home
            return BACKGAMMON
        return GAMMON

    def _game_won(self, state: NState, winner: int, pts: int, how: str) -> NState:
        score = tuple(s + pts if i == winner else s for i, s in enumerate(state.score))
        state = replace(state, score=score, game_over=(winner, pts, how), dice=None)
        o = state.opts
        if score[winner] >= o.match_to:
            return replace(state, phase=OVER, winner=winner)
        crawford = False
        used = state.crawford_used
        if o.variant == SHORT and o.cube and o.crawford and o.match_to > 1 and not used \
                and o.match_to - 1 in score:
            crawford = used = True
        return replace(state, pos=start(o.variant), turn=0, phase=OPENING, cube=1, cube_owner=None,
                       game_no=state.game_no + 1, crawford=crawford, crawford_used=used, moved=(0, 0),
                       first_seat=None, first_roll=None, last=(), last_seat=None, opening=None)

    # --- the result -----------------------------------------------------------------------------------
    def result(self, state: NState) -> Result:
        scores = tuple(float(s) for s in state.score)
        extra = tuple({"pips": p, "off": off} for p, off in zip(pips_of(state), off_of(state)))
        if state.winner is None:
            return Result.ranked(scores, extra)
        ranks = tuple(1 if s == state.winner else 2 for s in (0, 1))
        return Result(scores, ranks, extra, outcomes=tuple(WIN if r == 1 else LOSS for r in ranks))

    def view_for(self, state: NState, seat: int) -> NState:
        return state  # nothing is hidden

    # --- presentation ---------------------------------------------------------------------------------
    def describe(self, state: NState, action: Action) -> Text:
        verb = action.verb
        if verb == "dice" and len(action.args) == 2:
            a, b = action.args
            if state.phase == OPENING:
                if a == b:
                    return Text(f"Opening throw: {a} and {b}, equal: throw again",
                                f"Первый бросок: {a} и {b}, поровну — бросить ещё раз")
                first = 0 if a > b else 1
                line = Text("Opening throw: ", "Первый бросок: ") + seat_ref(0) + Text(f" {a}, ", f" — {a}, ") + \
                    seat_ref(1) + Text(f" {b}; ", f" — {b}; ") + seat_ref(first)
                if state.variant == SHORT:
                    hi, lo = max(a, b), min(a, b)
                    return line + Text(f" starts with {hi} and {lo}", f" начинает и играет {hi} и {lo}")
                return line + Text(" starts and throws both dice", " начинает и бросает обе кости")
            hi, lo = max(a, b), min(a, b)
            if hi == lo:
                return Text(f"throws double {hi}", f"бросает дубль {hi}")
            return Text(f"throws {hi} and {lo}", f"бросает {hi} и {lo}")
        if verb == "roll":
            return Text("", "")  # the throw itself is logged with its dice
        if verb == "double":
            n = state.cube * 2
            return Text(f"doubles to {n}", f"удваивает до {n}")
        if verb == "take":
            return Text(f"takes: the cube is at {state.cube * 2}", f"принимает: кубик на {state.cube * 2}")
        if verb == "resign":
            return Text("resigns the match", "сдаёт матч")
        if verb == "drop":
            line = Text("drops", "отказывается")
        elif verb == "move":
            steps = _steps_of(action)
            if steps is None:
                return Text(action.notation, action.notation)
            if not steps:
                line = Text("cannot move", "не может сходить")
            else:
                shown = marked_text(state.pos, steps)
                line = Text(shown, shown)
        else:
            return Text(action.notation, action.notation)
        try:
            after = self.apply(state, action)
        except IllegalAction:
            return line
        if after.game_no != state.game_no or after.phase == OVER:
            end = game_end_text(after)
            if end is not None:
                line = line + Text(". ", ". ") + end
        return line


_OPENING_OUTCOMES = tuple((Action("dice", (a, b)), 1 / 30) for a in range(1, 7) for b in range(1, 7) if a != b)
_ROLL_OUTCOMES = tuple((Action("dice", (a, b)), (1 if a == b else 2) / 36)
                       for a in range(6, 0, -1) for b in range(a, 0, -1))
