"""English checkers (American draughts), source 001 section 1: Qt-free rules.

Two players, twelve men each on the dark squares of the three ranks nearest to them. Seat 0 plays
dark, sits at rank 1 (the bottom) and moves first; seat 1 plays light from rank 8. A man steps one
square diagonally forward; a king one square diagonally in any direction. A capture jumps an
adjacent enemy piece onto the free square behind it and goes on jumping while it can: men capture
forwards only, kings forwards and backwards, one square at a time. Capturing is compulsory, but any
capture may be chosen (not necessarily the longest). A man that reaches the far rank is crowned and
its move ends there, even in the middle of a capture.

The game ends when the player to move has no piece or no legal move (he loses), by resignation, by
a draw agreed (``offer-draw`` then ``accept-draw``), by the third occurrence of a position with the
same side to move (a draw, automatic) and after 40 moves of each player (80 plies) without a
capture or a man's move (a draw, automatic).

Squares are ints ``rank * 8 + file`` (a1 = 0, h8 = 63), the numbering of ``chess.SQUARES``; only
the dark squares (a1, c1, … b2, …) are used. The state keeps the pieces as three 64-bit masks
(dark, light, kings) over that numbering.

Notation (docs/records.md): ``move c3 d4`` (a step), ``move c3 e5 c7`` (a capture: every landing
square in order; one action is one whole move), ``resign``, ``offer-draw``, ``accept-draw``,
``decline-draw``. The log writes "c3–d4" and "c3×e5×c7".
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Optional

from compendium.core.actions import Action
from compendium.core.options import Options, OptionsError
from compendium.core.rules import LOSS, WIN, IllegalAction, Result, Rules
from compendium.core.text import Text

PLAY, OFFER, OVER = "play", "offer", "over"

RESIGN = Action("resign")
OFFER_DRAW = Action("offer-draw")
ACCEPT = Action("accept-draw")
DECLINE = Action("decline-draw")

NO_PROGRESS_PLIES = 80  # 40 moves of each player without a capture or a man's move: a draw
REPETITIONS = 3  # the third occurrence of a position (same side to move): a draw

DARK, LIGHT = 0, 1
FILES = "abcdefgh"

# piece codes for the view (``board_of``)
DARK_MAN, DARK_KING, LIGHT_MAN, LIGHT_KING = "dm", "dk", "lm", "lk"

# --- the board --------------------------------------------------------------------------------------
PLAYABLE = tuple(sq for sq in range(64) if ((sq >> 3) + (sq & 7)) % 2 == 0)  # the dark squares
PLAYABLE_MASK = sum(1 << sq for sq in PLAYABLE)
RANK_MASK = tuple(sum(1 << (r * 8 + f) for f in range(8)) for r in range(8))
CROWN_MASK = (RANK_MASK[7], RANK_MASK[0])  # where each seat's men are crowned
START_DARK = sum(1 << sq for sq in PLAYABLE if sq >> 3 <= 2)
START_LIGHT = sum(1 << sq for sq in PLAYABLE if sq >> 3 >= 5)

_DIRS = ((1, 1), (-1, 1), (1, -1), (-1, -1))  # (file, rank): NE, NW, SE, SW
_KIND_DIRS = ((0, 1), (2, 3), (0, 1, 2, 3))  # a dark man, a light man, a king


def _target(sq: int, df: int, dr: int, n: int) -> int:
    f, r = (sq & 7) + df * n, (sq >> 3) + dr * n
    return r * 8 + f if 0 <= f < 8 and 0 <= r < 8 else -1


def _tables():
    steps, jumps = [], []
    for dirs in _KIND_DIRS:
        st, ju = [], []
        for sq in range(64):
            st.append(tuple((t, 1 << t) for t in (_target(sq, *_DIRS[d], 1) for d in dirs) if t >= 0))
            ju.append(tuple((1 << _target(sq, *_DIRS[d], 1), land, 1 << land)
                            for d in dirs for land in (_target(sq, *_DIRS[d], 2),) if land >= 0))
        steps.append(tuple(st))
        jumps.append(tuple(ju))
    return tuple(steps), tuple(jumps)


STEPS, JUMPS = _tables()  # [kind][square] -> ((target, bit), ...) / ((over bit, landing, bit), ...)


def name(sq: int) -> str:
    """The name of a square: 0 -> "a1", 63 -> "h8"."""
    return FILES[sq & 7] + str((sq >> 3) + 1)


def parse_square(text) -> Optional[int]:
    """The square a name stands for ("c3" -> 18), or None."""
    if not isinstance(text, str) or len(text) != 2 or text[0] not in FILES or text[1] not in "12345678":
        return None
    return (int(text[1]) - 1) * 8 + FILES.index(text[0])


def _bits(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


# --- moves over the masks (also the computer players' fast path) ------------------------------------
def _jumps_from(sq: int, path: tuple, captured: int, table, op: int, empty: int, crown: int, out: list) -> None:
    found = False
    for over_bit, land, land_bit in table[sq]:
        if op & over_bit and not captured & over_bit and empty & land_bit:
            found = True
            new = path + (land,)
            if crown & land_bit:  # a man crowned: the move ends here
                out.append(new)
            else:
                _jumps_from(land, new, captured | over_bit, table, op, empty, crown, out)
    if not found and len(path) > 1:
        out.append(path)


_FILES_TO_F = sum(1 << (r * 8 + f) for r in range(8) for f in range(6))  # files a-f: may jump right
_FILES_FROM_C = sum(1 << (r * 8 + f) for r in range(8) for f in range(2, 8))  # files c-h: may jump left


def capturers(me: int, op: int, kings: int, seat: int) -> int:
    """The mask of ``seat``'s pieces that can capture now (found on the masks, without a loop)."""
    empty = PLAYABLE_MASK & ~(me | op)
    up = me if seat == 0 else me & kings  # the pieces that may jump towards rank 8
    down = me if seat == 1 else me & kings
    found = 0
    if up:
        found |= up & ((_FILES_TO_F & (op >> 9) & (empty >> 18)) | (_FILES_FROM_C & (op >> 7) & (empty >> 14)))
    if down:
        found |= down & ((_FILES_TO_F & (op << 7) & (empty << 14)) | (_FILES_FROM_C & (op << 9) & (empty << 18)))
    return found


def captures(me: int, op: int, kings: int, seat: int) -> list[tuple[int, ...]]:
    """Every capture of ``seat`` (pieces ``me``, enemy ``op``): the squares each one visits, the
    start first. Captured pieces stay on their squares until the move is over (they can neither be
    jumped twice nor landed on)."""
    out: list = []
    can = capturers(me, op, kings, seat)
    if not can:
        return out
    empty = PLAYABLE_MASK & ~(me | op)
    crown = CROWN_MASK[seat]
    for sq in _bits(can):
        low = 1 << sq
        if kings & low:
            _jumps_from(sq, (sq,), 0, JUMPS[2], op, empty | low, 0, out)
        else:
            _jumps_from(sq, (sq,), 0, JUMPS[seat], op, empty | low, crown, out)
    return out


def paths_of(me: int, op: int, kings: int, seat: int) -> list[tuple[int, ...]]:
    """Every legal move of ``seat``: the captures when there are any (capturing is compulsory),
    otherwise the steps; each as the squares it visits."""
    out = captures(me, op, kings, seat)
    if out:
        return out
    empty = PLAYABLE_MASK & ~(me | op)
    for sq in _bits(me):
        for t, bit in STEPS[2 if kings & (1 << sq) else seat][sq]:
            if empty & bit:
                out.append((sq, t))
    return out


def play_path(me: int, op: int, kings: int, seat: int, path: tuple[int, ...]) -> tuple[int, int, int, bool]:
    """The masks after ``seat`` plays ``path``: (me, op, kings, progress), where progress is True
    for a capture or a man's move (what resets the no-progress count)."""
    src, dst = path[0], path[-1]
    sb, db = 1 << src, 1 << dst
    king = kings & sb
    me = (me & ~sb) | db
    progress = not king
    prev = src
    for land in path[1:]:
        if abs((land >> 3) - (prev >> 3)) == 2:
            over = ~(1 << ((land + prev) >> 1))
            op &= over
            kings &= over
            progress = True
        prev = land
    if king:
        kings = (kings & ~sb) | db
    elif db & CROWN_MASK[seat]:
        kings |= db
    return me, op, kings, progress


def perft(dark: int, light: int, kings: int, mover: int, depth: int) -> int:
    """The number of move sequences of ``depth`` plies (a multi-jump is one move) from a position;
    a position without a move ends a sequence early and counts nothing."""
    me, op = (dark, light) if mover == DARK else (light, dark)
    paths = paths_of(me, op, kings, mover)
    if depth <= 1:
        return len(paths) if depth == 1 else 1
    total = 0
    for p in paths:
        m, o, k, _ = play_path(me, op, kings, mover, p)
        d, l_ = (m, o) if mover == DARK else (o, m)
        total += perft(d, l_, k, 1 - mover, depth - 1)
    return total


# --- the state --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class CheckersState:
    """A position and what the draws need. ``dark``, ``light``: the masks of each side's pieces,
    ``kings``: which of them are kings; ``quiet``: plies since the last capture or man's move;
    ``history``: the keys (``position_key``) of the positions since then, before this one."""

    dark: int = START_DARK
    light: int = START_LIGHT
    kings: int = 0
    mover: int = DARK
    phase: str = PLAY
    quiet: int = 0
    plies: int = 0
    history: tuple = ()
    last: tuple = ()  # the squares the last move visited
    ended: Optional[tuple] = None  # ("win", seat) | ("draw",)
    reason: str = ""  # no-pieces, blocked, resigned, agreed, repetition, no-progress
    offer_from: Optional[int] = None
    offered_at: int = -1  # the ply of the last offer (one offer a move)

    @property
    def key(self) -> int:
        return position_key(self.dark, self.light, self.kings, self.mover)

    def pieces(self, seat: int) -> int:
        return self.dark if seat == DARK else self.light


def position_key(dark: int, light: int, kings: int, mover: int) -> int:
    """One int for a position and the side to move (what a repetition compares)."""
    return dark | light << 64 | kings << 128 | mover << 192


@lru_cache(maxsize=65536)
def _move_action(path: tuple[int, ...]) -> Action:
    return Action("move", tuple(name(sq) for sq in path))


@lru_cache(maxsize=65536)
def _path_of(action: Action) -> Optional[tuple[int, ...]]:
    if action.verb != "move" or len(action.args) < 2:
        return None
    squares = tuple(parse_square(a) for a in action.args)
    return None if None in squares else squares


# --- what a view needs ------------------------------------------------------------------------------
def board_of(state: CheckersState) -> dict[int, str]:
    """Square -> piece code: "dm" dark man, "dk" dark king, "lm" light man, "lk" light king."""
    out = {}
    for sq in _bits(state.dark):
        out[sq] = DARK_KING if state.kings >> sq & 1 else DARK_MAN
    for sq in _bits(state.light):
        out[sq] = LIGHT_KING if state.kings >> sq & 1 else LIGHT_MAN
    return out


def move_path(action: Action) -> tuple[int, ...]:
    """The squares a move visits (empty for an action that is not a move)."""
    return _path_of(action) or ()


def last_move_path(state: CheckersState) -> tuple[int, ...]:
    """The squares the last move visited (empty at the start)."""
    return state.last


def describe_path(path: tuple[int, ...]) -> str:
    """"c3–d4" for a step, "c3×e5×c7" for a capture."""
    capture = abs((path[1] >> 3) - (path[0] >> 3)) == 2
    return ("×" if capture else "–").join(name(sq) for sq in path)


_END_TEXTS = {
    "no-pieces": Text("{seat} has no pieces left: {winner} wins.", "У {seat} не осталось шашек: {winner} выигрывают."),
    "blocked": Text("{seat} has no move: {winner} wins.", "{seat} некуда ходить: {winner} выигрывают."),
    "resigned": Text("{seat} resigns: {winner} wins.", "{seat} сдаются: {winner} выигрывают."),
    "agreed": Text("A draw by agreement.", "Ничья по соглашению."),
    "repetition": Text("The same position for the third time: a draw.", "Позиция повторилась в третий раз: ничья."),
    "no-progress": Text("40 moves each without a capture or a man's move: a draw.",
                        "40 ходов каждого без взятия и без хода простой шашкой: ничья."),
}
_SIDES = (Text("Dark", "Тёмные"), Text("Light", "Светлые"))
_SIDES_GEN = (Text("Dark", "тёмных"), Text("Light", "светлых"))  # "У тёмных …"
_SIDES_DAT = (Text("Dark", "Тёмным"), Text("Light", "Светлым"))  # "Тёмным некуда ходить"


def end_text(state: CheckersState) -> Optional[Text]:
    """How the game ended, in words (None while it goes on)."""
    if state.ended is None:
        return None
    template = _END_TEXTS[state.reason]
    if state.ended[0] == "draw":
        return template
    winner = state.ended[1]
    loser = 1 - winner
    seat_ru = {"no-pieces": _SIDES_GEN, "blocked": _SIDES_DAT}.get(state.reason, _SIDES)[loser].ru
    return Text(template.en.format(seat=_SIDES[loser].en, winner=_SIDES[winner].en),
                template.ru.format(seat=seat_ru, winner=_SIDES[winner].ru))


@dataclass(frozen=True)
class CheckersOptions(Options):
    """English checkers has no options: the rules are fixed (the draws are under "Choices made here"); a clock is the match's, not the game's."""


class CheckersRules(Rules):
    game_id = "checkers"
    Options = CheckersOptions
    rules_version = 1
    has_hidden_information = False
    uses_dice = False
    offers_clock = True

    board_of = staticmethod(board_of)
    move_path = staticmethod(move_path)
    last_move_path = staticmethod(last_move_path)
    end_text = staticmethod(end_text)

    # --- the start ------------------------------------------------------------------------------
    def player_range(self, options: Optional[dict] = None) -> tuple[int, Optional[int]]:
        return 2, 2

    def new_match(self, players: int = 2, options: Optional[dict] = None) -> CheckersState:
        self.resolve_options(options)
        if players != 2:
            raise OptionsError(Text("Checkers is for 2 players.", "В шашки играют 2 игрока."))
        return CheckersState()

    def position(self, pieces: dict, mover: int = DARK) -> CheckersState:
        """A state with the pieces given as ``board_of`` writes them ({square or name: code}); for
        tests, puzzles and set-up positions."""
        dark = light = kings = 0
        for sq, code in pieces.items():
            sq = parse_square(sq) if isinstance(sq, str) else sq
            if sq is None or not PLAYABLE_MASK >> sq & 1 or code not in (DARK_MAN, DARK_KING, LIGHT_MAN, LIGHT_KING):
                raise ValueError(f"no piece {code!r} on {sq!r}")
            bit = 1 << sq
            if code[0] == "d":
                dark |= bit
            else:
                light |= bit
            if code[1] == "k":
                kings |= bit
        state = CheckersState(dark=dark, light=light, kings=kings, mover=mover)
        return self._settle(state, 1 - mover, None)

    # --- whose turn ---------------------------------------------------------------------------------
    def to_move(self, state: CheckersState) -> Optional[int]:
        if state.phase == OVER:
            return None
        if state.phase == OFFER:
            return 1 - state.offer_from
        return state.mover

    def is_over(self, state: CheckersState) -> bool:
        return state.phase == OVER

    def players_in(self, state: CheckersState) -> int:
        return 2

    def chance_outcomes(self, state: CheckersState) -> list:
        return []

    # --- moves ------------------------------------------------------------------------------------------
    def paths(self, state: CheckersState, seat: Optional[int] = None) -> list[tuple[int, ...]]:
        """The moves of the side to move as the squares they visit (none when it is not ``seat``'s
        move or the game is over)."""
        if state.phase != PLAY or (seat is not None and seat != state.mover):
            return []
        me, op = (state.dark, state.light) if state.mover == DARK else (state.light, state.dark)
        return paths_of(me, op, state.kings, state.mover)

    def move_paths(self, state: CheckersState, seat: int) -> dict[Action, tuple[int, ...]]:
        """The moves ``seat`` may make now, each with the squares it visits (for the move picker)."""
        return {_move_action(p): p for p in self.paths(state, seat)}

    def legal_actions(self, state: CheckersState, seat: int) -> list[Action]:
        if self.to_move(state) != seat:
            return []
        if state.phase == OFFER:
            return [ACCEPT, DECLINE]
        out = [_move_action(p) for p in self.paths(state)]
        out.append(RESIGN)
        if state.offered_at != state.plies:
            out.append(OFFER_DRAW)
        return out

    # --- applying -------------------------------------------------------------------------------------
    def apply(self, state: CheckersState, action: Action) -> CheckersState:
        if state.phase == OVER:
            raise IllegalAction(Text("The game is over.", "Партия окончена."))
        if state.phase == OFFER:
            if action not in (ACCEPT, DECLINE):
                raise IllegalAction(Text("First answer the offer of a draw.", "Сначала ответьте на предложение ничьей."))
            return self.successor(state, action)
        if action == OFFER_DRAW and state.offered_at == state.plies:
            raise IllegalAction(Text("A draw can be offered once a move.", "Ничью можно предложить один раз за ход."))
        if action in (RESIGN, OFFER_DRAW):
            return self.successor(state, action)
        path = _path_of(action)
        if path is None or path not in self.paths(state):
            raise IllegalAction(self._why(state, action, path))
        return self.successor(state, action)

    def _why(self, state: CheckersState, action: Action, path) -> Text:
        if action.verb != "move":
            return Text(f"{action.notation} is not a move of checkers.", f"{action.notation} — не ход в шашках.")
        if path is None:
            return Text("A move names the squares it visits, such as c3 d4.",
                        "Ход называет поля, которые он проходит, например c3 d4.")
        src = 1 << path[0]
        if not state.pieces(state.mover) & src:
            return Text(f"There is no piece of yours on {name(path[0])}.", f"На {name(path[0])} нет вашей шашки.")
        me, op = (state.dark, state.light) if state.mover == DARK else (state.light, state.dark)
        forced = captures(me, op, state.kings, state.mover)
        if forced and not any(p[:len(path)] == path for p in forced):
            return Text("Capturing is compulsory: make a capture.", "Бить обязательно: сделайте взятие.")
        if any(p[:len(path)] == path for p in forced):
            return Text("The capture goes on: name every square it lands on.",
                        "Взятие продолжается: назовите все поля, на которые шашка встаёт.")
        return Text("That piece cannot go there.", "Эта шашка туда пойти не может.")

    def successor(self, state: CheckersState, action: Action) -> CheckersState:
        verb = action.verb
        if state.phase == OFFER:
            if verb == "accept-draw":
                return replace(state, phase=OVER, ended=("draw",), reason="agreed", offer_from=None)
            return replace(state, phase=PLAY, offer_from=None)
        seat = state.mover
        if verb == "resign":
            return replace(state, phase=OVER, ended=("win", 1 - seat), reason="resigned")
        if verb == "offer-draw":
            return replace(state, phase=OFFER, offer_from=seat, offered_at=state.plies)
        path = _path_of(action)
        me, op = (state.dark, state.light) if seat == DARK else (state.light, state.dark)
        me, op, kings, progress = play_path(me, op, state.kings, seat, path)
        dark, light = (me, op) if seat == DARK else (op, me)
        history = () if progress else state.history + (state.key,)
        after = replace(state, dark=dark, light=light, kings=kings, mover=1 - seat,
                        quiet=0 if progress else state.quiet + 1, plies=state.plies + 1,
                        history=history, last=path)
        return self._settle(after, seat, path)

    def _settle(self, state: CheckersState, seat: int, path) -> CheckersState:
        """The ends a move of ``seat`` may bring about: the opponent without pieces or moves loses;
        the third repetition and the no-progress limit draw."""
        other = 1 - seat
        if not state.pieces(other):
            return replace(state, phase=OVER, ended=("win", seat), reason="no-pieces")
        if not self.paths(state):
            return replace(state, phase=OVER, ended=("win", seat), reason="blocked")
        if state.history and state.history.count(state.key) + 1 >= REPETITIONS:
            return replace(state, phase=OVER, ended=("draw",), reason="repetition")
        if state.quiet >= NO_PROGRESS_PLIES:
            return replace(state, phase=OVER, ended=("draw",), reason="no-progress")
        return state

    # --- the result -------------------------------------------------------------------------------------
    def result(self, state: CheckersState) -> Result:
        counts = tuple(bin(state.pieces(s)).count("1") for s in (DARK, LIGHT))
        extra = tuple({"men": counts[s] - bin(state.pieces(s) & state.kings).count("1"),
                       "kings": bin(state.pieces(s) & state.kings).count("1")} for s in (DARK, LIGHT))
        scores = tuple(float(c) for c in counts)  # the pieces left on the board
        if state.ended is None:
            return Result.ranked(scores, extra)
        if state.ended[0] == "draw":
            return Result(scores, (1, 1), extra)
        winner = state.ended[1]
        ranks = tuple(1 if s == winner else 2 for s in (DARK, LIGHT))
        return Result(scores, ranks, extra, outcomes=tuple(WIN if r == 1 else LOSS for r in ranks))

    def view_for(self, state: CheckersState, seat: int) -> CheckersState:
        return state  # nothing is hidden

    # --- presentation -----------------------------------------------------------------------------------
    def describe(self, state: CheckersState, action: Action) -> Text:
        verb = action.verb
        if verb == "resign":
            line = Text("Resigns.", "Сдаётся.")
        elif verb == "offer-draw":
            line = Text("Offers a draw.", "Предлагает ничью.")
        elif verb == "accept-draw":
            line = Text("Accepts the draw.", "Соглашается на ничью.")
        elif verb == "decline-draw":
            line = Text("Declines the draw.", "Отказывается от ничьей.")
        else:
            path = _path_of(action)
            if path is None:
                return Text(action.notation, action.notation)
            text = describe_path(path)
            line = Text(text, text)
            if not state.kings >> path[0] & 1 and (1 << path[-1]) & CROWN_MASK[state.mover]:
                line = line + Text(", crowned", ", дамка")
            try:
                after = self.apply(state, action)
            except IllegalAction:
                return line
            end = end_text(after)
            if end is not None:
                line = line + Text(". ", ". ") + end
        return line
