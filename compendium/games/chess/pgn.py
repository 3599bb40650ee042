"""Chess games in and out as PGN (Portable Game Notation), Qt-free.

``export_pgn`` writes a finished or saved game: the seven standard tags (and ``SetUp``/``FEN`` for a
set-up start, ``TimeControl`` for a clock with increment), the moves in SAN with move numbers, the
result, and a ``{[%clk H:MM:SS]}`` comment after each move when the match had a clock (the time left
on the mover's clock after the move: given as a plain list of seconds a move, so this module needs
nothing of the clock's code).

``import_pgn`` reads the first game of a PGN text into our actions (``move e2e4`` …) with its tags,
its result and its clock comments; a text that is not a game we can play is refused with a
``PgnError`` that says why in English and Russian (never a traceback).
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field
from typing import Optional, Sequence

from compendium.core.actions import Action
from compendium.core.text import Text
from compendium.games.chess import engine
from compendium.games.chess.engine import PgnError
from compendium.games.chess.rules import ChessRules, ChessState

__all__ = ["PgnError", "PgnGame", "export_pgn", "import_pgn", "result_tag", "clock_comment"]

TAG_ORDER = ("Event", "Site", "Date", "Round", "White", "Black", "Result")


@dataclass(frozen=True)
class PgnGame:
    """A game read from PGN: ``actions`` replay it from ``start_fen`` (None: the usual start)."""

    tags: dict
    actions: tuple[Action, ...]
    result: str  # "1-0", "0-1", "1/2-1/2" or "*"
    start_fen: Optional[str] = None
    clocks: tuple[Optional[float], ...] = field(default=())  # seconds left after each move (None: unknown)

    def state(self, rules: Optional[ChessRules] = None) -> ChessState:
        """The position after the moves (a ``ChessState``)."""
        rules = rules or ChessRules()
        state = rules.new_match(2) if self.start_fen is None else rules.from_position(self.start_fen)
        for action in self.actions:
            state = rules.apply(state, action)
        return state


def result_tag(rules: ChessRules, state: ChessState, flag: Optional[int] = None) -> str:
    """The PGN result of ``state``: "1-0", "0-1", "1/2-1/2", or "*" while the game goes on. ``flag``:
    the seat whose time ran out (the result is then ``flag_result``'s)."""
    if flag is not None:
        res = rules.flag_result(state, flag)
    elif rules.is_over(state):
        res = rules.result(state)
    else:
        return "*"
    if res.drawn:
        return "1/2-1/2"
    return "1-0" if res.points[0] == 1.0 else "0-1"


def clock_comment(seconds: float) -> str:
    """``[%clk H:MM:SS]`` (whole seconds, rounded down; never below zero)."""
    whole = max(0, int(seconds))
    return f"[%clk {whole // 3600}:{whole // 60 % 60:02d}:{whole % 60:02d}]"


def _quote(value: str) -> str:
    return str(value).replace("\\", "\\\\").replace('"', '\\"')


def _time_control(clock: Optional[str]) -> Optional[str]:
    """PGN's TimeControl for our clock text: "300+5" and "300" as they are; a fixed extra time a move
    ("300d5") has no PGN form: None."""
    if not clock or clock == "none":
        return None
    base, plus, inc = clock.partition("+")
    try:
        float(base)
        if plus:
            float(inc)
    except ValueError:
        return None
    return clock


def export_pgn(state: ChessState, *, white: str = "?", black: str = "?", event: str = "Casual game",
               site: str = "Dice & Domino Compendium", date: Optional[_dt.date] = None, round_: str = "-",
               clocks: Optional[Sequence[Optional[float]]] = None, clock: Optional[str] = None,
               flag: Optional[int] = None, extra_tags: Optional[dict] = None,
               rules: Optional[ChessRules] = None) -> str:
    """The game of ``state`` as PGN text. ``clocks``: the time left (seconds) on the mover's clock
    after each move, one a move in order (a shorter list, or None entries, leave those moves without
    a comment); ``clock``: the clock's text ("300+5") for the TimeControl tag; ``flag``: the seat whose
    time ran out, when that ended the game."""
    rules = rules or ChessRules()
    result = result_tag(rules, state, flag)
    day = date or _dt.date.today()
    tags = {"Event": event, "Site": site, "Date": day.strftime("%Y.%m.%d"), "Round": round_,
            "White": white or "?", "Black": black or "?", "Result": result}
    if state.start_fen is not None:
        tags["SetUp"] = "1"
        tags["FEN"] = state.start_fen
    control = _time_control(clock)
    if control:
        tags["TimeControl"] = control
    if flag is not None:
        tags["Termination"] = "time forfeit"
    for key, value in (extra_tags or {}).items():
        tags.setdefault(key, value)
    lines = [f'[{k} "{_quote(v)}"]' for k, v in tags.items()]
    words: list[str] = []
    board = engine.new_board(state.start_fen)
    number = engine.fullmove_number(board)
    white_moves = engine.seat_to_move(board) == engine.WHITE
    for i, uci in enumerate(state.moves):
        if white_moves:
            words.append(f"{number}.")
        elif i == 0:
            words.append(f"{number}...")
        words.append(engine.san(board, uci))
        if clocks is not None and i < len(clocks) and clocks[i] is not None:
            words.append("{" + clock_comment(clocks[i]) + "}")
        board = engine.after(board, uci)
        if not white_moves:
            number += 1
        white_moves = not white_moves
    words.append(result)
    movetext, line = [], ""
    for w in words:  # lines of at most 79 characters, as the standard asks
        if line and len(line) + 1 + len(w) > 79:
            movetext.append(line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    movetext.append(line)
    return "\n".join(lines) + "\n\n" + "\n".join(movetext) + "\n"


def import_pgn(text: str) -> PgnGame:
    """The first game of a PGN text as our actions; ``PgnError`` (``.text`` in both languages) when
    it is no game we can play."""
    try:
        tags, moves, start, clocks = engine.read_pgn(text)
    except PgnError:
        raise
    except Exception as exc:  # anything unforeseen is still a refusal in words, not a traceback
        raise PgnError(Text(f"The PGN could not be read: {exc}.", f"PGN не удалось прочитать: {exc}.")) from None
    if start is not None:
        try:
            engine.new_board(start)
        except ValueError:
            raise PgnError(Text(f"The PGN's starting position (FEN) is not valid: {start}.",
                                f"Начальная позиция PGN (FEN) неверна: {start}.")) from None
    result = tags.get("Result", "*")
    if result not in ("1-0", "0-1", "1/2-1/2", "*"):
        result = "*"
    return PgnGame(tags=tags, actions=tuple(Action("move", (u,)) for u in moves), result=result,
                   start_fen=start, clocks=tuple(clocks))
