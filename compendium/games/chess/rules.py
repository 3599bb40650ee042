"""Chess, Qt-free rules (the laws as FIDE writes them; the move generation is python-chess's,
reached only through ``compendium.games.chess.engine``).

Seat 0 plays White and moves first; seat 1 plays Black. A move is ``move e2e4`` — the UCI text of
the move: from-square and to-square, a promotion adds the piece (``move e7e8q``), castling is the
king's move (``move e1g1``). Besides the moves: ``resign``; ``offer-draw`` (the other player answers
at once, ``accept-draw`` or ``decline-draw``; one offer a move); ``claim-draw`` when the position
has stood on the board three times with the same side to move, or when fifty moves of each side
have passed without a capture or a pawn move.

Choices made here: checkmate, stalemate, insufficient material (neither side can mate by any
series of legal moves), the fivefold repetition and the 75-move rule end the game by themselves;
the threefold repetition and the fifty-move rule are claimed. A win counts 1, a draw ½, a loss 0.
When a player's time runs out (``flag_result``) he loses, unless his opponent could not mate by any
series of legal moves: then it is a draw.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Optional

from compendium.core.actions import Action
from compendium.core.options import Options
from compendium.core.rules import IllegalAction, OptionsError, Result, Rules
from compendium.core.text import Text
import compendium.games.chess.engine as engine

PLAY, OFFER, OVER = "play", "offer", "over"

RESIGN = Action("resign")
OFFER_DRAW = Action("offer-draw")
ACCEPT = Action("accept-draw")
DECLINE = Action("decline-draw")
CLAIM = Action("claim-draw")

WIN_POINTS = (1.0, 0.0)
DRAW_POINTS = (0.5, 0.5)

_REASONS = {
    engine.CHECKMATE: Text("Checkmate", "Мат"),
    engine.STALEMATE: Text("Stalemate: a draw", "Пат: ничья"),
    engine.INSUFFICIENT: Text("Neither side can checkmate: a draw", "Ни одна сторона не может поставить мат: ничья"),
    engine.FIVEFOLD: Text("The same position for the fifth time: a draw",
                          "Одна и та же позиция в пятый раз: ничья"),
    engine.SEVENTYFIVE: Text("Seventy-five moves each without a capture or a pawn move: a draw",
                             "Семьдесят пять ходов каждой стороны без взятий и ходов пешками: ничья"),
    engine.THREEFOLD: Text("Draw claimed: the same position for the third time",
                           "Ничья по заявлению: одна и та же позиция в третий раз"),
    engine.FIFTY: Text("Draw claimed: fifty moves each without a capture or a pawn move",
                       "Ничья по заявлению: пятьдесят ходов каждой стороны без взятий и ходов пешками"),
    "resigned": Text("Resigns", "Сдаётся"),
    "agreed": Text("Draw agreed", "Ничья по соглашению"),
}

SIDE = (Text("White", "Белые"), Text("Black", "Чёрные"))


@dataclass(frozen=True)
class ChessState:
    """A position: the moves played (UCI) and what goes on around them. ``board`` is the cached
    python-chess board after ``moves`` (never changed: successors copy it)."""

    moves: tuple[str, ...] = ()
    phase: str = PLAY
    offer_from: Optional[int] = None  # who offered the draw now answered
    offered_at: int = -1  # the ply of the last offer (one offer a move)
    ended: Optional[tuple] = None  # ("win", seat) | ("draw",)
    reason: str = ""
    event: Optional[Text] = None  # what the last action did, for the log
    start_fen: Optional[str] = None  # a set-up position (tests, PGN imports); None: the usual start
    board: Any = field(default=None, compare=False, hash=False, repr=False)
    _memo: dict = field(default_factory=dict, compare=False, hash=False, repr=False)

    def __post_init__(self):
        if self.board is None:
            object.__setattr__(self, "board", engine.board_after(self.moves, self.start_fen))

    @property
    def fen(self) -> str:
        return engine.fen(self.board)

    @property
    def plies(self) -> int:
        return len(self.moves)


def _move_action(uci: str) -> Action:
    return Action("move", (uci,))


@dataclass(frozen=True)
class ChessOptions(Options):
    """Chess has no options: the laws are fixed; a clock is the match's, not the game's."""


class ChessRules(Rules):
    game_id = "chess"
    Options = ChessOptions
    rules_version = 1
    has_hidden_information = False
    uses_dice = False
    offers_clock = True

    # --- the start --------------------------------------------------------------------------------
    def new_match(self, players: int, options: Optional[dict] = None) -> ChessState:
        if players != 2:
            raise OptionsError(Text("Chess is for 2 players.", "В шахматы играют вдвоём."))
        self.resolve_options(options)
        return ChessState()

    def from_position(self, fen: str, moves: tuple[str, ...] = ()) -> ChessState:
        """A match from a set-up position (FEN) and moves after it (tests, PGN imports)."""
        state = ChessState(moves=tuple(moves), start_fen=fen)
        return self._settle(state)

    def players_in(self, state: ChessState) -> int:
        return 2

    def to_move(self, state: ChessState) -> Optional[int]:
        if state.phase == OVER:
            return None
        if state.phase == OFFER:
            return 1 - state.offer_from
        return engine.seat_to_move(state.board)

    def is_over(self, state: ChessState) -> bool:
        return state.phase == OVER

    def chance_outcomes(self, state: ChessState) -> list:
        return []

    def chance_from_text(self, state: ChessState, text: str) -> Action:
        raise IllegalAction(Text("Chess has no dice to type in.", "В шахматах нет костей, вводить нечего."))

    # --- the moves ------------------------------------------------------------------------------------
    def move_ucis(self, state: ChessState) -> list[str]:
        """The legal chess moves of the side to move (UCI), kept on the state once found."""
        moves = state._memo.get("uci")
        if moves is None:
            moves = state._memo["uci"] = engine.legal_uci(state.board) if state.phase == PLAY else []
        return moves

    def claimable(self, state: ChessState) -> Optional[str]:
        """``engine.THREEFOLD`` or ``engine.FIFTY`` when the side to move may claim a draw now."""
        if state.phase != PLAY:
            return None
        if "claim" not in state._memo:
            state._memo["claim"] = engine.claimable(state.board)
        return state._memo["claim"]

    def legal_actions(self, state: ChessState, seat: int) -> list[Action]:
        if self.to_move(state) != seat:
            return []
        if state.phase == OFFER:
            return [ACCEPT, DECLINE]
        out = [_move_action(u) for u in self.move_ucis(state)]
        out.append(RESIGN)
        if state.offered_at != state.plies:
            out.append(OFFER_DRAW)
        if self.claimable(state):
            out.append(CLAIM)
        return out

    def apply(self, state: ChessState, action: Action) -> ChessState:
        if state.phase == OVER:
            raise IllegalAction(Text("The game is over.", "Партия окончена."))
        if state.phase == OFFER:
            if action not in (ACCEPT, DECLINE):
                raise IllegalAction(Text("First answer the offer of a draw.", "Сначала ответьте на предложение ничьей."))
        elif action.verb == "move":
            if len(action.args) != 1 or not isinstance(action.args[0], str) or not engine.uci_ok(action.args[0]):
                raise IllegalAction(Text(f"{action.notation} is not a move: write it like move e2e4.",
                                         f"{action.notation} — не ход: его пишут так: move e2e4."))
            if action.args[0] not in self.move_ucis(state):
                raise IllegalAction(self._why(state, action.args[0]))
        elif action == OFFER_DRAW:
            if state.offered_at == state.plies:
                raise IllegalAction(Text("A draw may be offered once a move.", "Ничью можно предложить раз за ход."))
        elif action == CLAIM:
            if not self.claimable(state):
                raise IllegalAction(Text(
                    "A draw can be claimed only when the same position has stood three times or after fifty moves "
                    "each without a capture or a pawn move.",
                    "Ничью можно потребовать, только когда позиция повторилась трижды или прошло пятьдесят ходов "
                    "каждой стороны без взятий и ходов пешками."))
        elif action != RESIGN:
            raise IllegalAction(Text(f"{action.notation} is not a move of chess.", f"{action.notation} — не ход в шахматах."))
        return self.successor(state, action)

    def _why(self, state: ChessState, uci: str) -> Text:
        frm, _ = engine.squares_of(uci)
        name = engine.square_name(frm)
        piece = engine.pieces(state.board).get(frm)
        white = engine.seat_to_move(state.board) == engine.WHITE
        if piece is None:
            return Text(f"There is no piece on {name}.", f"На {name} нет фигуры.")
        if piece.isupper() != white:
            return Text("That piece is not yours.", "Это не ваша фигура.")
        if state.board.is_check():
            return Text("Your king is in check: that move does not get it out of check.",
                        "Вашему королю шах: этот ход не уводит его из-под шаха.")
        return Text(f"{uci} is not a legal move here.", f"{uci} — здесь невозможный ход.")

    def successor(self, state: ChessState, action: Action) -> ChessState:
        seat = self.to_move(state)
        verb = action.verb
        if verb == "move":
            uci = action.args[0]
            san = self._san(state, uci)
            new = ChessState(moves=state.moves + (uci,), start_fen=state.start_fen,
                             board=engine.after(state.board, uci), offered_at=state.offered_at,
                             event=Text(san, san))
            return self._settle(new)
        if verb == "resign":
            return self._finish(state, ("win", 1 - seat), "resigned")
        if verb == "offer-draw":
            return replace(state, phase=OFFER, offer_from=seat, offered_at=state.plies, _memo={},
                           event=Text("Offers a draw.", "Предлагает ничью."))
        if verb == "accept-draw":
            return self._finish(replace(state, offer_from=None), ("draw",), "agreed")
        if verb == "decline-draw":
            return replace(state, phase=PLAY, offer_from=None, _memo={},
                           event=Text("Declines the draw.", "Отказывается от ничьей."))
        if verb == "claim-draw":
            return self._finish(state, ("draw",), self.claimable(state))
        raise IllegalAction(Text(f"{action.notation} is not a move of chess.", f"{action.notation} — не ход в шахматах."))

    def _settle(self, state: ChessState) -> ChessState:
        """Ends the game when the position ends it by itself."""
        end = engine.ending(state.board)
        if end is None:
            return state
        kind, winner = end
        return self._finish(state, ("draw",) if winner is None else ("win", winner), kind, keep_event=True)

    def _finish(self, state: ChessState, ended: tuple, reason: str, keep_event: bool = False) -> ChessState:
        text = _REASONS.get(reason, Text(reason, reason))
        if ended[0] == "win" and reason == engine.CHECKMATE:
            side = SIDE[ended[1]]
            text = Text(f"Checkmate: {side.en} win", f"Мат: {side.ru} выиграли")
        event = text
        if keep_event and state.event is not None and state.event.en:
            event = Text(f"{state.event.en}. {text.en}", f"{state.event.ru}. {text.ru}")
        return replace(state, phase=OVER, ended=ended, reason=reason, event=event, offer_from=None, _memo={})

    # --- the end ----------------------------------------------------------------------------------------
    def result(self, state: ChessState) -> Result:
        kind = state.ended
        if kind is None or kind[0] == "draw":
            scores = DRAW_POINTS if kind is not None else (0.0, 0.0)
            return Result(scores, (1, 1), ({}, {}))
        winner = kind[1]
        scores = tuple(1.0 if s == winner else 0.0 for s in range(2))
        ranks = tuple(1 if s == winner else 2 for s in range(2))
        return Result(scores, ranks, ({}, {}))

    def flag_result(self, state: ChessState, seat: int) -> Result:
        """``seat``'s time ran out: he loses, unless the opponent could not mate by any series of
        legal moves (then a draw)."""
        if engine.insufficient(state.board, 1 - seat):
            return Result(DRAW_POINTS, (1, 1), ({}, {}))
        return Result(tuple(0.0 if s == seat else 1.0 for s in range(2)),
                      tuple(2 if s == seat else 1 for s in range(2)), ({}, {}))

    # --- what a view shows ------------------------------------------------------------------------------
    def board_of(self, state: ChessState) -> dict[int, str]:
        """Square (0..63, a1 = 0) → piece letter (``PNBRQK`` white, ``pnbrqk`` black)."""
        return engine.pieces(state.board)

    @staticmethod
    def move_path(action: Action) -> tuple[int, ...]:
        """The squares a move visits: from, to (castling: the king's)."""
        if action.verb != "move" or not action.args:
            return ()
        return engine.squares_of(str(action.args[0]))

    @staticmethod
    def promotion_of(action: Action) -> Optional[str]:
        """"q", "r", "b" or "n" for a promotion, else None."""
        if action.verb != "move" or not action.args:
            return None
        uci = str(action.args[0])
        return uci[4] if len(uci) == 5 and uci[4] in engine.PROMOTIONS else None

    def last_move_path(self, state: ChessState) -> tuple[int, ...]:
        return engine.squares_of(state.moves[-1]) if state.moves else ()

    def check_square(self, state: ChessState) -> Optional[int]:
        """The square of the king in check (the side to move's), or None."""
        return engine.checked_king(state.board)

    def status(self, state: ChessState) -> Text:
        """A line on how the game stands: whose move, check, an offer, a claimable draw, the end."""
        if state.phase == OVER:
            return state.event or Text("The game is over.", "Партия окончена.")
        if state.phase == OFFER:
            side = SIDE[state.offer_from]
            return Text(f"{side.en} offer a draw.", f"{side.ru} предлагают ничью.")
        side = SIDE[engine.seat_to_move(state.board)]
        line = Text(f"{side.en} to move", f"Ход {'белых' if side.en == 'White' else 'чёрных'}")
        if state.board.is_check():
            line = line + Text(", in check", ", шах")
        claim = self.claimable(state)
        if claim == engine.THREEFOLD:
            line = line + Text("; a draw may be claimed (threefold repetition)", "; можно потребовать ничью (троекратное повторение)")
        elif claim == engine.FIFTY:
            line = line + Text("; a draw may be claimed (fifty-move rule)", "; можно потребовать ничью (правило 50 ходов)")
        return line + Text(".", ".")

    def _san(self, state: ChessState, uci: str) -> str:
        return engine.san(state.board, uci)

    def describe(self, state: ChessState, action: Action) -> Text:
        if action.verb == "move" and action.args and state.phase == PLAY and action.args[0] in self.move_ucis(state):
            text = self._san(state, action.args[0])
            return Text(text, text)
        fixed = {
            "resign": Text("Resigns", "Сдаётся"),
            "offer-draw": Text("Offers a draw", "Предлагает ничью"),
            "accept-draw": Text("Accepts the draw", "Соглашается на ничью"),
            "decline-draw": Text("Declines the draw", "Отказывается от ничьей"),
            "claim-draw": Text("Claims a draw", "Требует ничью"),
        }
        return fixed.get(action.verb, Text(action.notation, action.notation))
