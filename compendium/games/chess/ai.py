"""Computer players for chess (Qt-free). The levels are in ``levels.json``:

* ``beginner`` — any legal move, a capture now and then: it often leaves pieces hanging;
* ``easy`` — looks one move ahead (and at the captures that follow), with plenty of noise;
* ``medium`` — two moves ahead with the captures that follow, a little noise, half a second;
* ``strong`` — an alpha-beta search with iterative deepening, a transposition table and a
  quiescence search on captures, within a second; the evaluation counts material, where the pieces
  stand (piece-square tables) and, lightly, how many squares the pieces reach;
* ``master`` — a UCI engine (Stockfish) found on the PATH or set in Settings, at a limited Elo;
  when there is none (or it fails) it plays as ``strong`` and ``problem`` says where to get one.

Every level answers a draw offer (it accepts when worse off) and claims a draw it may claim when it
stands worse. The search runs on a board of its own through ``compendium.games.chess.engine``.
"""

from __future__ import annotations

import logging
import random
import threading
from typing import Any, Optional

from compendium.core.actions import Action
from compendium.core.ai import Player, make_level
from compendium.core.search import Budget, Cancelled, OutOfBudget
from compendium.core.text import Text
import compendium.games.chess.engine as E
from compendium.games.chess.rules import ACCEPT, CLAIM, DECLINE, OFFER, ChessRules, ChessState

log = logging.getLogger(__name__)

MATE = 100000
INF = 10**9
VALUE = (0, 100, 320, 330, 500, 900, 0)

# piece-square tables (centipawns), White's view, printed from rank 8 down to rank 1
_PST_PRINTED = {
    E.PAWN: [
        0, 0, 0, 0, 0, 0, 0, 0,
        50, 50, 50, 50, 50, 50, 50, 50,
        10, 10, 20, 30, 30, 20, 10, 10,
        5, 5, 10, 25, 25, 10, 5, 5,
        0, 0, 0, 20, 20, 0, 0, 0,
        5, -5, -10, 0, 0, -10, -5, 5,
        5, 10, 10, -20, -20, 10, 10, 5,
        0, 0, 0, 0, 0, 0, 0, 0],
    E.KNIGHT: [
        -50, -40, -30, -30, -30, -30, -40, -50,
        -40, -20, 0, 0, 0, 0, -20, -40,
        -30, 0, 10, 15, 15, 10, 0, -30,
        -30, 5, 15, 20, 20, 15, 5, -30,
        -30, 0, 15, 20, 20, 15, 0, -30,
        -30, 5, 10, 15, 15, 10, 5, -30,
        -40, -20, 0, 5, 5, 0, -20, -40,
        -50, -40, -30, -30, -30, -30, -40, -50],
    E.BISHOP: [
        -20, -10, -10, -10, -10, -10, -10, -20,
        -10, 0, 0, 0, 0, 0, 0, -10,
        -10, 0, 5, 10, 10, 5, 0, -10,
        -10, 5, 5, 10, 10, 5, 5, -10,
        -10, 0, 10, 10, 10, 10, 0, -10,
        -10, 10, 10, 10, 10, 10, 10, -10,
        -10, 5, 0, 0, 0, 0, 5, -10,
        -20, -10, -10, -10, -10, -10, -10, -20],
    E.ROOK: [
        0, 0, 0, 0, 0, 0, 0, 0,
        5, 10, 10, 10, 10, 10, 10, 5,
        -5, 0, 0, 0, 0, 0, 0, -5,
        -5, 0, 0, 0, 0, 0, 0, -5,
        -5, 0, 0, 0, 0, 0, 0, -5,
        -5, 0, 0, 0, 0, 0, 0, -5,
        -5, 0, 0, 0, 0, 0, 0, -5,
        0, 0, 0, 5, 5, 0, 0, 0],
    E.QUEEN: [
        -20, -10, -10, -5, -5, -10, -10, -20,
        -10, 0, 0, 0, 0, 0, 0, -10,
        -10, 0, 5, 5, 5, 5, 0, -10,
        -5, 0, 5, 5, 5, 5, 0, -5,
        0, 0, 5, 5, 5, 5, 0, -5,
        -10, 5, 5, 5, 5, 5, 0, -10,
        -10, 0, 5, 0, 0, 0, 0, -10,
        -20, -10, -10, -5, -5, -10, -10, -20],
    E.KING: [
        -30, -40, -40, -50, -50, -40, -40, -30,
        -30, -40, -40, -50, -50, -40, -40, -30,
        -30, -40, -40, -50, -50, -40, -40, -30,
        -30, -40, -40, -50, -50, -40, -40, -30,
        -20, -30, -30, -40, -40, -30, -30, -20,
        -10, -20, -20, -20, -20, -20, -20, -10,
        20, 20, 0, 0, 0, 0, 20, 20,
        20, 30, 10, 0, 0, 10, 30, 20],
}
_KING_END_PRINTED = [
    -50, -40, -30, -20, -20, -30, -40, -50,
    -30, -20, -10, 0, 0, -10, -20, -30,
    -30, -10, 20, 30, 30, 20, -10, -30,
    -30, -10, 30, 40, 40, 30, -10, -30,
    -30, -10, 30, 40, 40, 30, -10, -30,
    -30, -10, 20, 30, 30, 20, -10, -30,
    -30, -30, 0, 0, 0, 0, -30, -30,
    -50, -30, -30, -30, -30, -30, -30, -50]


def _tables(printed: list[int]) -> tuple[list[int], list[int]]:
    """(White's table, Black's table) by square 0..63 from a table printed rank 8 first."""
    white = [printed[(7 - sq // 8) * 8 + sq % 8] for sq in range(64)]
    black = [printed[(sq // 8) * 8 + sq % 8] for sq in range(64)]
    return white, black


PST = {ptype: _tables(printed) for ptype, printed in _PST_PRINTED.items()}
KING_END = _tables(_KING_END_PRINTED)
MOBILITY = {E.KNIGHT: 4, E.BISHOP: 3, E.ROOK: 2, E.QUEEN: 1}


def evaluate(board, mobility: bool = True) -> int:
    """The position's value for the side to move, in centipawns."""
    pieces = E.piece_list(board)
    heavy = sum(VALUE[p] for _, p, _ in pieces if p in (E.KNIGHT, E.BISHOP, E.ROOK, E.QUEEN))
    endgame = heavy <= 2 * 1300
    score = 0
    material = 0
    kings = [0, 0]
    for sq, ptype, white in pieces:
        side = 0 if white else 1
        if ptype == E.KING:
            kings[side] = sq
            v = KING_END[side][sq] if endgame else PST[ptype][side][sq]
        else:
            v = VALUE[ptype] + PST[ptype][side][sq]
            material += VALUE[ptype] if white else -VALUE[ptype]
            if mobility and ptype in MOBILITY:
                v += MOBILITY[ptype] * (E.mobility(board, sq) - 4)
        score += v if white else -v
    if endgame and abs(material) >= 400:
        score += _mop_up(kings, 0 if material > 0 else 1) * (1 if material > 0 else -1)
    return score if E.white_to_move(board) else -score


def _mop_up(kings: list[int], winner: int) -> int:
    """In a won ending: drive the lone king to the edge and bring one's own king near it."""
    loser = kings[1 - winner]
    lf, lr = loser % 8, loser // 8
    edge = max(3 - lf, lf - 4) + max(3 - lr, lr - 4)  # 0 in the centre … 6 in a corner
    wf, wr = kings[winner] % 8, kings[winner] // 8
    near = 14 - (abs(wf - lf) + abs(wr - lr))
    return 10 * edge + 4 * near


class ChessPlayer(Player):
    """A searching player: ``depth`` plies at most within ``seconds``; ``noise`` centipawns of
    randomness on the root moves; ``capture_bias`` for the beginner's random moves."""

    level = "strong"
    name = Text("Computer", "Компьютер")

    def __init__(self, level: str = "strong", depth: int = 64, seconds: float = 1.0, noise: int = 0,
                 random_moves: bool = False, quiescence: bool = True, mobility: bool = True):
        self.level = level
        self.depth = depth
        self.seconds = seconds
        self.noise = noise
        self.random_moves = random_moves
        self.quiescence = quiescence
        self.mobility = mobility
        self.problem: Optional[Text] = None
        self.last_depth = 0
        self.last_nodes = 0

    # --- the contract -------------------------------------------------------------------------------
    def choose(self, rules, view, seat, rng):
        return self.think(rules, view, seat, rng, Budget.seconds(self.seconds))

    def think(self, rules: ChessRules, view: ChessState, seat: int, rng: random.Random, budget: Budget) -> Action:
        legal = rules.legal_actions(view, seat)
        if view.phase == OFFER:
            return ACCEPT if self._standing(view, seat) <= -150 else DECLINE
        if CLAIM in legal and self._standing(view, seat) < 0:
            return CLAIM
        moves = rules.move_ucis(view)
        if len(moves) == 1:
            return Action("move", (moves[0],))
        return Action("move", (self.pick(view, moves, rng, budget),))

    def _standing(self, view: ChessState, seat: int) -> int:
        """How ``seat`` stands (centipawns): the position and a short look at the captures."""
        board = view.board.copy(stack=False)
        try:
            value = _Search(board, Budget.seconds(0.2), quiescence=True, mobility=self.mobility).quiesce(-INF, INF, 0)
        except OutOfBudget:
            value = evaluate(board, self.mobility)
        return value if E.seat_to_move(board) == seat else -value

    def pick(self, view: ChessState, moves: list[str], rng: random.Random, budget: Budget) -> str:
        """The chosen move (UCI) among ``moves`` in ``view``."""
        if self.random_moves:
            return self._beginner(view, moves, rng)
        limit = Budget(deadline=_sooner(budget.deadline, Budget.seconds(self.seconds).deadline),
                       nodes=budget.nodes, cancel=budget.cancel)
        search = _Search(view.board.copy(), limit, quiescence=self.quiescence, mobility=self.mobility,
                         noise=self.noise, rng=rng)
        best = search.root(self.depth)
        self.last_depth, self.last_nodes = search.completed_depth, search.nodes
        return best if best in moves else moves[0]

    def _beginner(self, view: ChessState, moves: list[str], rng: random.Random) -> str:
        captures = [m for m in moves if E.is_capture(view.board, m)]
        if captures and rng.random() < 0.4:
            return rng.choice(captures)
        return rng.choice(moves)


def _sooner(a: Optional[float], b: Optional[float]) -> Optional[float]:
    if a is None:
        return b
    if b is None:
        return a
    return min(a, b)


class _Search:
    """Negamax alpha-beta with iterative deepening, a transposition table and quiescence."""

    def __init__(self, board, budget: Budget, *, quiescence: bool = True, mobility: bool = True, noise: int = 0,
                 rng: Optional[random.Random] = None):
        self.board = board
        self.budget = budget
        self.use_q = quiescence
        self.mobility = mobility
        self.noise = noise
        self.rng = rng or random.Random(0)
        self.table: dict = {}
        self.nodes = 0
        self.completed_depth = 0
        self.path: list = E.history_keys(board)  # the game's positions since the last capture or pawn move

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes & 255 == 0:
            self.budget.nodes_used += 256
            self.budget.check()

    def root(self, max_depth: int) -> str:
        board = self.board
        moves = E.search_moves(board)
        jitter = {m: (self.rng.randint(-self.noise, self.noise) if self.noise else 0) for m in moves}
        best_move = moves[0]
        for depth in range(1, max_depth + 1):
            try:
                alpha, found = -INF, None
                ordered = sorted(moves, key=lambda m: m != best_move)
                for move in ordered:
                    E.push(board, move)
                    self.path.append(E.position_key(board))
                    try:
                        value = -self.negamax(depth - 1, -INF, -alpha + self.noise, 1) + jitter[move]
                    finally:
                        self.path.pop()
                        E.pop(board)
                    if value > alpha:
                        alpha, found = value, move
                best_move = found or best_move
                self.completed_depth = depth
                if alpha >= MATE - 100:
                    break
            except Cancelled:
                raise
            except OutOfBudget:
                if depth == 1 and found is not None:
                    best_move = found
                break
        return E.move_uci(best_move)

    def negamax(self, depth: int, alpha: int, beta: int, ply: int) -> int:
        self._tick()
        board = self.board
        if board.halfmove_clock >= 100 or self.path.count(self.path[-1]) > 1:
            return 0
        if depth <= 0:
            if not E.has_legal_move(board):
                return -(MATE - ply) if E.in_check(board) else 0
            return self.quiesce(alpha, beta, 0) if self.use_q else evaluate(board, self.mobility)
        key = self.path[-1]
        entry = self.table.get(key)
        first = None
        if entry is not None:
            e_depth, e_value, e_flag, first = entry
            if e_depth >= depth:
                if e_flag == 0 or (e_flag < 0 and e_value <= alpha) or (e_flag > 0 and e_value >= beta):
                    return e_value
        moves = E.search_moves(board, first)
        if not moves:
            return -(MATE - ply) if E.in_check(board) else 0
        if E.is_insufficient(board):
            return 0
        start_alpha, best, best_move = alpha, -INF, None
        for move in moves:
            E.push(board, move)
            self.path.append(E.position_key(board))
            try:
                value = -self.negamax(depth - 1, -beta, -alpha, ply + 1)
            finally:
                self.path.pop()
                E.pop(board)
            if value > best:
                best, best_move = value, move
            if value > alpha:
                alpha = value
            if alpha >= beta:
                break
        flag = 0 if start_alpha < best < beta else (-1 if best <= start_alpha else 1)
        self.table[key] = (depth, best, flag, best_move)
        return best

    def quiesce(self, alpha: int, beta: int, qply: int) -> int:
        self._tick()
        board = self.board
        stand = evaluate(board, self.mobility)
        if stand >= beta:
            return stand
        if stand > alpha:
            alpha = stand
        if qply >= 6:
            return stand
        for move in E.noisy_moves(board):
            E.push(board, move)
            try:
                value = -self.quiesce(-beta, -alpha, qply + 1)
            finally:
                E.pop(board)
            if value >= beta:
                return value
            if value > alpha:
                alpha = value
        return alpha


class MasterPlayer(ChessPlayer):
    """A UCI engine at a limited Elo; without one (or when it fails) the ``strong`` search, and
    ``problem`` tells why and where to get an engine."""

    ELO = 2200

    def __init__(self, elo: int = ELO, movetime_ms: int = 1000, engine_path: Optional[str] = None):
        super().__init__("master", seconds=1.0)
        self.elo = elo
        self.movetime_ms = movetime_ms
        self.engine_path = engine_path
        self._engine = None
        self._lock = threading.Lock()
        self.limited = ""

    def _uci(self):
        import compendium.games.chess.uci as uci

        if self._engine is not None and self._engine.running:
            return self._engine
        path = uci.find_engine(self.engine_path) if self.engine_path else uci.configured_engine()
        if path is None:
            raise uci.EngineError(Text("No chess engine was found. " + uci.WHERE_TO_GET.en,
                                       "Шахматная программа не найдена. " + uci.WHERE_TO_GET.ru))
        engine = uci.UciEngine(path).start()
        self.limited = engine.limit_strength(self.elo)
        self._engine = engine
        return engine

    def available(self) -> bool:
        """Whether the engine runs (started now if need be); ``problem`` says why not."""
        import compendium.games.chess.uci as uci

        try:
            with self._lock:
                self._uci()
            self.problem = None
            return True
        except uci.EngineError as exc:
            self.problem = exc.text
            return False

    def prepare(self, rules, view, seat) -> None:
        """Starts the engine (in the application's background thread) so the first move waits less."""
        self.available()

    def is_prepared(self, rules, view, seat) -> bool:
        return self.problem is not None or (self._engine is not None and self._engine.running)

    def pick(self, view: ChessState, moves: list[str], rng: random.Random, budget: Budget) -> str:
        import compendium.games.chess.uci as uci

        if self.problem is None:
            ms = self.movetime_ms
            left = budget.remaining()
            if left != float("inf"):
                ms = max(50, min(ms, int(left * 1000 * 0.8)))
            try:
                with self._lock:
                    eng = self._uci()
                    return eng.best_move(view.moves, fen=view.start_fen, movetime_ms=ms, cancel=budget.cancel,
                                         legal=moves)
            except uci.EngineError as exc:
                log.warning("chess engine failed: %s; playing with the program's own search", exc)
                self.problem = exc.text
                self.close()
        return super().pick(view, moves, rng, budget)

    def close(self) -> None:
        engine, self._engine = self._engine, None
        if engine is not None:
            engine.close()

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass


LEVELS: dict[str, Any] = {
    "beginner": lambda: ChessPlayer("beginner", random_moves=True),
    "easy": lambda: ChessPlayer("easy", depth=1, seconds=0.3, noise=80, mobility=False),
    "medium": lambda: ChessPlayer("medium", depth=2, seconds=0.5, noise=15),
    "strong": lambda: ChessPlayer("strong", depth=64, seconds=0.9),  # within 1 s, the overhead included
    "master": lambda: MasterPlayer(),
}


def make_player(level: str = "medium") -> Player:
    return make_level(LEVELS, level, "chess")
