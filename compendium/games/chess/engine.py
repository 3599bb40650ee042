"""The one door to python-chess (Qt-free): every other module of ours goes through this facade.

python-chess (the ``chess`` package on PyPI, GPL-3.0-or-later) knows the laws of chess: the moves,
castling, en passant, promotion, check, mate, stalemate, the repetitions and the move counters.
What the program needs of it is here, in our words:

* positions (``Board``: python-chess's board, handed round as an opaque value), made from the start,
  a FEN or a list of moves; ``fen``, ``pieces`` (square → piece letter), ``checked_king``;
* moves as UCI text (``e2e4``, ``e7e8q``, castling as the king's move ``e1g1``): ``legal_uci``,
  ``is_legal``, ``after`` (a new board, the old one untouched), ``san``;
* the end: ``ending`` (what ends the game by itself), ``claimable`` (threefold / fifty-move),
  ``insufficient``; ``perft`` for tests;
* PGN in and out (``read_pgn``), UCI parsing for the engine driver (``uci_ok``);
* the search helpers of the computer player (``search_moves``, ``noisy_moves``, ``push``, ``pop``,
  ``piece_list``, ``mobility``, ``zobrist``): a search pushes and pops on one board of its own.

Squares are ints 0..63, ``rank * 8 + file`` (a1 = 0, h8 = 63), python-chess's numbering.
"""

from __future__ import annotations

import io
import re
from typing import Any, Iterable, Optional

import chess
import chess.pgn
import chess.polyglot

from compendium.core.text import Text

Board = chess.Board
Move = chess.Move
START_FEN = chess.STARTING_FEN
WHITE, BLACK = 0, 1  # seats
PROMOTIONS = ("q", "r", "b", "n")

# what ends a game by itself (``ending``), in our words
CHECKMATE = "checkmate"
STALEMATE = "stalemate"
INSUFFICIENT = "insufficient"
FIVEFOLD = "fivefold"
SEVENTYFIVE = "seventy-five"
THREEFOLD = "threefold"
FIFTY = "fifty"

_TERMINATIONS = {
    chess.Termination.CHECKMATE: CHECKMATE,
    chess.Termination.STALEMATE: STALEMATE,
    chess.Termination.INSUFFICIENT_MATERIAL: INSUFFICIENT,
    chess.Termination.FIVEFOLD_REPETITION: FIVEFOLD,
    chess.Termination.SEVENTYFIVE_MOVES: SEVENTYFIVE,
    chess.Termination.THREEFOLD_REPETITION: THREEFOLD,
    chess.Termination.FIFTY_MOVES: FIFTY,
}


class PgnError(ValueError):
    """A PGN text that is not a game we can read; ``text`` says why in both languages."""

    def __init__(self, text: Text):
        super().__init__(text.en)
        self.text = text


# --- positions ------------------------------------------------------------------------------------
def new_board(fen: Optional[str] = None) -> Board:
    """The starting position, or the position of ``fen`` (ValueError when it is not a valid FEN)."""
    return chess.Board() if fen is None else chess.Board(fen)


def board_after(moves: Iterable[str], fen: Optional[str] = None) -> Board:
    """The position after the UCI ``moves`` from the start (or ``fen``); ValueError on an illegal move."""
    board = new_board(fen)
    for uci in moves:
        move = chess.Move.from_uci(uci)
        if move not in board.legal_moves:
            raise ValueError(f"illegal move {uci} in {board.fen()}")
        board.push(move)
    return board


def fen(board: Board) -> str:
    return board.fen()


def seat_to_move(board: Board) -> int:
    return WHITE if board.turn == chess.WHITE else BLACK


def pieces(board: Board) -> dict[int, str]:
    """Square → piece letter (``"PNBRQK"`` white, ``"pnbrqk"`` black)."""
    return {sq: p.symbol() for sq, p in board.piece_map().items()}


def checked_king(board: Board) -> Optional[int]:
    """The square of the king in check (of the side to move), or None."""
    return board.king(board.turn) if board.is_check() else None


def ply(board: Board) -> int:
    return len(board.move_stack)


def fullmove_number(board: Board) -> int:
    return board.fullmove_number


# --- moves ----------------------------------------------------------------------------------------
def legal_uci(board: Board) -> list[str]:
    """The legal moves of the side to move, as UCI text, in python-chess's generation order."""
    return [m.uci() for m in board.legal_moves]


def is_legal(board: Board, uci: str) -> bool:
    try:
        move = chess.Move.from_uci(uci)
    except (ValueError, TypeError):
        return False
    return move in board.legal_moves


def after(board: Board, uci: str) -> Board:
    """A new board after the legal move ``uci`` (the move stack kept, for the repetitions)."""
    new = board.copy()
    new.push(chess.Move.from_uci(uci))
    return new


def san(board: Board, uci: str) -> str:
    """The move in standard algebraic notation, with + or # ("Nf3", "exd5", "O-O", "e8=Q+")."""
    return board.san(chess.Move.from_uci(uci))


def parse_san(board: Board, text: str) -> str:
    """The UCI text of a SAN move (ValueError when it is no legal move here)."""
    return board.parse_san(text).uci()


def squares_of(uci: str) -> tuple[int, int]:
    move = chess.Move.from_uci(uci)
    return move.from_square, move.to_square


def square_name(square: int) -> str:
    return chess.square_name(square)


def is_capture(board: Board, uci: str) -> bool:
    return board.is_capture(chess.Move.from_uci(uci))


def is_irreversible(board: Board, uci: str) -> bool:
    """A capture or a pawn move (the fifty-move counter starts again)."""
    return board.is_zeroing(chess.Move.from_uci(uci))


def uci_ok(text: str) -> bool:
    """Whether ``text`` is written like a UCI move (legal or not)."""
    try:
        chess.Move.from_uci(text)
    except (ValueError, TypeError):
        return False
    return text not in ("0000",)


# --- the end ----------------------------------------------------------------------------------------
def ending(board: Board) -> Optional[tuple[str, Optional[int]]]:
    """What ends the game by itself here, with the winning seat (None: a draw): checkmate,
    stalemate, insufficient material (neither side can mate), the fivefold repetition, the
    75-move rule. None while the game goes on. The draws a player must claim are ``claimable``."""
    out = board.outcome(claim_draw=False)
    if out is None:
        return None
    winner = None if out.winner is None else (WHITE if out.winner == chess.WHITE else BLACK)
    return _TERMINATIONS.get(out.termination, "draw"), winner


def claimable(board: Board) -> Optional[str]:
    """The draw the side to move may claim now: ``THREEFOLD`` (this position has stood on the board
    three times, the same side to move) or ``FIFTY`` (fifty moves by each side without a capture or
    a pawn move); None. (A claim announced with a move that would make it is not offered: the move
    is made first, then the claim.)"""
    if board.halfmove_clock >= 100:
        return FIFTY
    if board.is_repetition(3):
        return THREEFOLD
    return None


def insufficient(board: Board, seat: int) -> bool:
    """Whether ``seat`` has too little material to mate by any series of legal moves."""
    return board.has_insufficient_material(chess.WHITE if seat == WHITE else chess.BLACK)


def perft(board: Board, depth: int) -> int:
    """The number of move paths of ``depth`` plies (a check of move generation)."""
    if depth <= 0:
        return 1
    if depth == 1:
        return board.legal_moves.count()
    total = 0
    for move in list(board.legal_moves):
        board.push(move)
        total += perft(board, depth - 1)
        board.pop()
    return total


# --- PGN ---------------------------------------------------------------------------------------------
class _Builder(chess.pgn.GameBuilder):
    """python-chess's game builder, keeping its complaints on the game instead of logging them."""

    def handle_error(self, error: Exception) -> None:
        self.game.errors.append(error)


_TAG = re.compile(r"^\s*\[[^\]]*\]\s*$", re.MULTILINE)
_COMMENT = re.compile(r"\{[^}]*\}|;[^\n]*")
_NOISE = re.compile(r"^(\d*\.+|\$\d+|[!?]+|1-0|0-1|1/2-1/2|\*)$")


def _mainline_tokens(text: str) -> list[str]:
    """The words of the first game's movetext that should be moves (numbers, comments, variations,
    annotations and the result taken out), to catch words python-chess passes over in silence."""
    body = _COMMENT.sub(" ", text)
    lines = body.splitlines()
    # the first game: its tags, then its movetext up to the next tag section
    out_lines, seen_moves = [], False
    for line in lines:
        if _TAG.match(line):
            if seen_moves:
                break
            continue
        if line.strip():
            seen_moves = True
        out_lines.append(line)
    body = " ".join(out_lines)
    depth, flat = 0, []
    for ch in body:
        if ch == "(":
            depth += 1
            flat.append(" ")
        elif ch == ")":
            depth = max(0, depth - 1)
            flat.append(" ")
        elif depth == 0:
            flat.append(ch)
    words = []
    for word in "".join(flat).replace(".", ". ").split():
        word = re.sub(r"^\d+\.+", "", word) if re.match(r"^\d+\.+\S", word) else word
        if word and not _NOISE.match(word):
            words.append(word)
    return words


def read_pgn(text: str) -> tuple[dict[str, str], list[str], Optional[str], list[Optional[float]]]:
    """The first game of a PGN text: its tags, its main line as UCI moves, the starting FEN when the
    game set one up (``[FEN ...]``, else None) and the clock after each move (``[%clk ...]``
    comments, seconds; None where there is none). Raises ``PgnError`` (in both languages) for a
    text without a game, a move that cannot be played or read, or a position that cannot be set up."""
    if not isinstance(text, str) or not text.strip():
        raise PgnError(Text("The PGN text is empty.", "Текст PGN пуст."))
    try:
        game = chess.pgn.read_game(io.StringIO(text), Visitor=_Builder)
    except Exception as exc:  # python-chess reports most faults in game.errors, a few by raising
        raise PgnError(Text(f"The PGN could not be read: {exc}.", f"PGN не удалось прочитать: {exc}.")) from None
    if game is None:
        raise PgnError(Text("No game was found in the PGN text.", "В тексте PGN не найдено партии."))
    if game.errors:
        first = game.errors[0]
        raise PgnError(Text(f"The PGN has a move or a position that cannot be played: {first}.",
                            f"В PGN есть ход или позиция, которые нельзя сыграть: {first}."))
    headers = dict(game.headers)
    start = headers.get("FEN") if "FEN" in headers else None
    nodes = list(game.mainline())
    moves = [n.move.uci() for n in nodes]
    words = _mainline_tokens(text)
    if len(words) > len(moves):
        odd = words[len(moves)] if words[:len(moves)] else words[0]
        raise PgnError(Text(f"The PGN has a word that is not a move: {odd}.",
                            f"В PGN есть слово, которое не является ходом: {odd}."))
    if not moves and not _TAG.search(text):
        raise PgnError(Text("No game was found in the PGN text.", "В тексте PGN не найдено партии."))
    clocks = [n.clock() for n in nodes]
    return headers, moves, start, clocks


# --- the computer player's search ----------------------------------------------------------------------
PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING = 1, 2, 3, 4, 5, 6
_VALUE = (0, 100, 320, 330, 500, 900, 20000)


def push(board: Board, move: Move) -> None:
    board.push(move)


def pop(board: Board) -> None:
    board.pop()


def move_uci(move: Move) -> str:
    return move.uci()


def move_of(uci: str) -> Move:
    return chess.Move.from_uci(uci)


def white_to_move(board: Board) -> bool:
    return board.turn == chess.WHITE


def in_check(board: Board) -> bool:
    return board.is_check()


def zobrist(board: Board) -> int:
    """The polyglot hash of the position (pieces, side to move, castling, en passant)."""
    return chess.polyglot.zobrist_hash(board)


def position_key(board: Board) -> Any:
    """A cheap key of the position (pieces, side to move, castling, en passant) for a search's
    table and its repetition checks (equal positions, equal keys)."""
    return board._transposition_key()


def _order_key(board: Board, move: Move) -> int:
    score = 0
    if move.promotion:
        score += _VALUE[move.promotion] * 10
    victim = board.piece_type_at(move.to_square)
    if victim:
        attacker = board.piece_type_at(move.from_square) or PAWN
        score += _VALUE[victim] * 10 - _VALUE[attacker] // 10 + 1000
    elif board.is_en_passant(move):
        score += 1000 + 990
    return score


def search_moves(board: Board, first: Optional[Move] = None) -> list[Move]:
    """The legal moves, the likeliest good ones first: ``first`` (a table's best move), promotions,
    captures of the most valuable piece by the least valuable one, then the quiet moves."""
    moves = list(board.legal_moves)
    moves.sort(key=lambda m: _order_key(board, m), reverse=True)
    if first is not None and first in moves:
        moves.remove(first)
        moves.insert(0, first)
    return moves


def noisy_moves(board: Board) -> list[Move]:
    """The legal captures and promotions, best first (for a quiescence search)."""
    moves = [m for m in board.generate_legal_moves() if m.promotion or board.is_capture(m)]
    moves.sort(key=lambda m: _order_key(board, m), reverse=True)
    return moves


def piece_list(board: Board) -> list[tuple[int, int, bool]]:
    """(square, piece type 1..6, white?) of every piece."""
    out = []
    for colour in (chess.WHITE, chess.BLACK):
        white = colour == chess.WHITE
        for ptype in range(1, 7):
            mask = board.pieces_mask(ptype, colour)
            while mask:
                low = mask & -mask
                out.append((low.bit_length() - 1, ptype, white))
                mask ^= low
    return out


def mobility(board: Board, square: int) -> int:
    """How many squares the piece on ``square`` attacks (a light measure of its freedom)."""
    return board.attacks_mask(square).bit_count()


def has_legal_move(board: Board) -> bool:
    return any(board.generate_legal_moves())


def is_draw_by_rule(board: Board) -> bool:
    """A draw a search should count as one: insufficient material, the fifty-move count reached or
    the position repeated (twice is enough inside a search)."""
    return (board.is_insufficient_material() or board.halfmove_clock >= 100
            or board.is_repetition(2))


def history_keys(board: Board) -> list:
    """The ``position_key`` of each position since the last capture or pawn move, oldest first,
    ending with the current one (those a repetition can return to)."""
    copy = board.copy()
    keys = [position_key(copy)]
    for _ in range(min(copy.halfmove_clock, len(copy.move_stack))):
        copy.pop()
        keys.append(position_key(copy))
    return keys[::-1]


def is_insufficient(board: Board) -> bool:
    """Neither side can mate by any series of legal moves."""
    return board.is_insufficient_material()
