"""Computer players for English checkers (Qt-free), over the shared search (core/search.py).

* ``easy`` — looks two moves ahead (its own and the reply) with a noisy evaluation, and now and
  then plays any legal move: it sees a capture offered, but it hangs pieces too;
* ``medium`` — four moves ahead within 0.3 s, a little noise;
* ``strong`` — alpha-beta with iterative deepening and a transposition table kept between its
  moves, within 0.8 s by default (less when the application's budget is shorter).

The search does not run on the rules' state: a position is a tuple ``(dark, light, kings, mover,
ply)`` of the rules' masks, moves are the squares they visit, made with the rules' own
``paths_of`` and ``play_path`` (so the search plays the same game as ``CheckersRules``). A leaf
where the side to move must capture is not judged as it stands: the captures are played out first
(a quiescence inside ``value``), the pieces they win then counted.

The evaluation, for the seat searched for: men 100, kings 160; a man's advance (more near the
crowning rank); the back rank kept against the opponent's men (the squares that stop them being
crowned); the centre; mobility (the free steps of each side, counted on the masks); exchanges
welcomed when ahead; in an ending of kings, the stronger side's kings drawn towards the enemy. A
side without a move has lost (sooner is better for the winner).

The repetition and no-progress draws are the rules', seen at the root: a move that would draw
there at once is taken only when the search says the position is worse than a draw, and avoided
otherwise. Computer players never resign and never offer a draw; offered one, they accept only
when the position is worse for them.
"""

from __future__ import annotations

import random
from typing import Optional

from compendium.core.actions import Action
from compendium.core.ai import Advice, Player, make_level
from compendium.core.plugin import read_levels
from compendium.core.search import Budget, Cancelled, Model, alphabeta
from compendium.core.text import Text, plural_ru
from compendium.games.checkers.rules import (
    ACCEPT, CROWN_MASK, DECLINE, OFFER, PLAY, RANK_MASK, CheckersRules, captures, paths_of, play_path)

LEVELS = read_levels(__file__)  # levels.json beside this file: what the setup dialog lists

WIN = 100_000.0
MAN, KING = 100.0, 160.0
DRAW_MARGIN = 25.0  # how much worse than even the search must find a position to take a draw

_NOT_A = sum(1 << (r * 8 + f) for r in range(8) for f in range(8) if f != 0)
_NOT_H = sum(1 << (r * 8 + f) for r in range(8) for f in range(8) if f != 7)
_FULL = (1 << 64) - 1
_CENTRE = sum(1 << sq for sq in (18, 20, 27, 29, 34, 36, 43, 45))  # c3 e3 d4 f4 c5 e5 d6 f6: the middle
_INNER = sum(1 << sq for sq in (27, 29, 34, 36))  # d4 f4 c5 e5
# the back-rank squares that keep the opponent's men from being crowned (the "bridge" and the corner)
_GUARD = (sum(1 << sq for sq in (2, 6)), sum(1 << sq for sq in (57, 61)))  # c1 g1 / b8 f8
_BACK = (RANK_MASK[0], RANK_MASK[7])
# a man's advance, by rank from its own side: more near the crowning rank
_ADVANCE = (0, 0, 1, 2, 4, 7, 11, 0)


def _forward(men: int, seat: int) -> int:
    """The squares one diagonal step forward of ``men`` (seat 0 goes up)."""
    if seat == 0:
        return (((men & _NOT_H) << 9) | ((men & _NOT_A) << 7)) & _FULL
    return ((men & _NOT_H) >> 7) | ((men & _NOT_A) >> 9)


def _steps(me: int, kings: int, seat: int, empty: int) -> int:
    """How many steps (not captures) the side ``me`` has on ``empty``."""
    men = me & ~kings
    k = me & kings
    n = 0
    for mask, side in ((men, seat), (k, 0), (k, 1)):
        if not mask:
            continue
        if side == 0:
            n += ((((mask & _NOT_H) << 9) & _FULL) & empty).bit_count()
            n += ((((mask & _NOT_A) << 7) & _FULL) & empty).bit_count()
        else:
            n += (((mask & _NOT_H) >> 7) & empty).bit_count()
            n += (((mask & _NOT_A) >> 9) & empty).bit_count()
    return n


def _advance(men: int, seat: int) -> int:
    total = 0
    for r in range(1, 7):
        count = (men & RANK_MASK[r]).bit_count()
        if count:
            total += count * _ADVANCE[r if seat == 0 else 7 - r]
    return total


def _spread(kings: int, targets: int) -> int:
    """The sum over ``kings`` of the distance (in king steps) to the nearest of ``targets``."""
    tsq = [sq for sq in range(64) if targets >> sq & 1]
    total = 0
    k = kings
    while k:
        low = k & -k
        sq = low.bit_length() - 1
        k ^= low
        f, r = sq & 7, sq >> 3
        total += min(max(abs(f - (t & 7)), abs(r - (t >> 3))) for t in tsq)
    return total


class Game(Model):
    """Checkers for the search: positions ``(dark, light, kings, mover, ply)``, moves as paths."""

    def __init__(self, noise: float = 0.0, rng: Optional[random.Random] = None):
        self.noise = noise
        self.rng = rng or random.Random(0)

    @staticmethod
    def root(state) -> tuple:
        return (state.dark, state.light, state.kings, state.mover, 0)

    # --- the Model ------------------------------------------------------------------------------
    def to_move(self, s):
        return s[3]

    def actions(self, s, seat):
        dark, light, kings, mover, _ = s
        me, op = (dark, light) if mover == 0 else (light, dark)
        return paths_of(me, op, kings, mover)

    def successor(self, s, path):
        dark, light, kings, mover, ply = s
        me, op = (dark, light) if mover == 0 else (light, dark)
        me, op, kings, _ = play_path(me, op, kings, mover, path)
        return (me, op, kings, 1, ply + 1) if mover == 0 else (op, me, kings, 0, ply + 1)

    def key(self, s):
        return s[:4]

    def order(self, s, seat, actions):
        if len(actions) < 2 or len(actions[0]) > 2 or abs(actions[0][0] - actions[0][1]) not in (7, 9):
            return sorted(actions, key=len, reverse=True)  # captures: the longest first
        crown = CROWN_MASK[seat]
        kings = s[2]
        return sorted(actions, key=lambda p: not (crown >> p[1] & 1 and not kings >> p[0] & 1))

    def value(self, s, seat):
        v = self._quiet(s, 8, -WIN * 2, WIN * 2)  # for the side to move
        if self.noise:
            v += self.rng.gauss(0.0, self.noise)
        return v if s[3] == seat else -v

    # --- the evaluation -------------------------------------------------------------------------
    def _quiet(self, s, depth: int, alpha: float, beta: float) -> float:
        """The value for the side to move once its compulsory captures are played out (negamax)."""
        dark, light, kings, mover, ply = s
        me, op = (dark, light) if mover == 0 else (light, dark)
        if depth > 0:
            caps = captures(me, op, kings, mover)
            if caps:
                best = -WIN * 2
                for p in caps:
                    v = -self._quiet(self.successor(s, p), depth - 1, -beta, -alpha)
                    if v > best:
                        best = v
                        if v > alpha:
                            alpha = v
                            if alpha >= beta:
                                break
                return best
        return self.evaluate(me, op, kings, mover, ply)

    @staticmethod
    def evaluate(me: int, op: int, kings: int, seat: int, ply: int = 0) -> float:
        """The position for ``seat`` (pieces ``me``) to move, against ``op``."""
        empty = ~(me | op) & _FULL
        my_steps = _steps(me, kings, seat, empty)
        if not my_steps and not captures(me, op, kings, seat):
            return -(WIN - ply)  # no move: lost (the later, the better for the loser)
        other = 1 - seat
        my_men, op_men = me & ~kings, op & ~kings
        my_k, op_k = (me & kings).bit_count(), (op & kings).bit_count()
        my_n, op_n = my_men.bit_count(), op_men.bit_count()
        mine = MAN * my_n + KING * my_k
        theirs = MAN * op_n + KING * op_k
        v = mine - theirs
        # exchanges are welcome to the side ahead (and unwelcome to the side behind)
        pieces = my_n + my_k + op_n + op_k
        if mine != theirs:
            v += (mine - theirs) * (24 - pieces) / 40.0
        v += 2.0 * (_advance(my_men, seat) - _advance(op_men, other))
        if op_men:
            v += 12.0 * (my_men & _GUARD[seat]).bit_count() + 4.0 * (my_men & _BACK[seat]).bit_count()
        if my_men:
            v -= 12.0 * (op_men & _GUARD[other]).bit_count() + 4.0 * (op_men & _BACK[other]).bit_count()
        v += 3.0 * ((me & _CENTRE).bit_count() - (op & _CENTRE).bit_count())
        v += 3.0 * ((me & kings & _INNER).bit_count() - (op & kings & _INNER).bit_count())
        v += 2.0 * (my_steps - _steps(op, kings, other, empty))
        # an ending: the stronger side brings its kings to the enemy
        if mine > theirs and my_k and not my_n:
            v -= 4.0 * _spread(me & kings, op)
        elif theirs > mine and op_k and not op_n:
            v += 4.0 * _spread(op & kings, me)
        return v


class CheckersPlayer(Player):
    """A search of ``depth`` moves (both sides') or as deep as ``seconds`` allow; ``noise``: the
    evaluation's random error (in hundredths of a man); ``blunder``: the chance of any move."""

    def __init__(self, level: str, name: Text, depth: int = 64, seconds: float = 0.8,
                 noise: float = 0.0, blunder: float = 0.0, nodes: Optional[int] = None):
        self.level = level
        self.name = name
        self.depth = depth
        self.seconds = seconds
        self.nodes = nodes  # a limit on the nodes of a decision as well (benchmarks: the same on any machine)
        self.noise = noise
        self.blunder = blunder
        self.table: dict = {}  # the transposition table, kept between moves

    def choose(self, rules, view, seat: int, rng: random.Random) -> Action:
        return self.think(rules, view, seat, rng, Budget())

    def think(self, rules, view, seat: int, rng: random.Random, budget: Budget) -> Action:
        action, _why = self._decide(rules, view, seat, rng, budget)
        return action

    def advise(self, rules, view, seat: int) -> Advice:
        action, why = self._decide(rules, view, seat, random.Random(0), Budget())
        return Advice(action, why)

    # --- the decision ---------------------------------------------------------------------------
    def _decide(self, rules, view, seat, rng, budget):
        if budget.cancelled:
            raise Cancelled()
        if view.phase == OFFER:
            return self._answer(rules, view, seat, rng, budget)
        paths = rules.paths(view, seat)
        if not paths:  # nothing to move (the game is over): whatever is legal
            legal = rules.legal_actions(view, seat)
            return legal[0], Text("", "")
        moves = {p: a for a, p in rules.move_paths(view, seat).items()}
        if len(paths) == 1:
            return moves[paths[0]], Text("The only legal move.", "Единственный возможный ход.")
        if self.blunder and rng.random() < self.blunder:
            p = rng.choice(paths)
            return moves[p], Text("A move at random.", "Случайный ход.")
        game = Game(self.noise, rng)
        root = Game.root(view)
        # the moves that would end in a draw by the rules (repetition, no progress) at once
        drawing = [p for p in paths if rules.successor(view, moves[p]).phase != PLAY]
        playing = [p for p in paths if p not in drawing] or paths
        order = list(playing)
        rng.shuffle(order)  # equal moves are then chosen at random
        inner = budget.within(self.seconds, self.nodes)
        if len(self.table) > 400_000:
            self.table.clear()
        found = alphabeta(game, root, seat, inner, max_depth=self.depth, actions=order, table=self.table)
        budget.nodes_used += inner.nodes_used
        if budget.cancelled:
            raise Cancelled()
        best, value = found.action, found.value
        if drawing and playing is not paths and value < -DRAW_MARGIN:
            best, value = drawing[0], 0.0
        return moves[best], self._why(rules, view, best, moves[best], value, found.depth)

    def _answer(self, rules, view, seat, rng, budget):
        """A draw offered: accepted only when the position is worse for this seat."""
        game = Game()
        root = Game.root(view)
        inner = budget.within(min(self.seconds, 0.3), self.nodes)
        found = alphabeta(game, root, root[3], inner, max_depth=self.depth, table=self.table)
        budget.nodes_used += inner.nodes_used
        value = found.value if root[3] == seat else -found.value
        if value < -DRAW_MARGIN:
            return ACCEPT, Text("Accept: the position is worse for you.", "Соглашайтесь: позиция для вас хуже.")
        return DECLINE, Text("Decline: the position is not worse for you.", "Отказывайтесь: позиция для вас не хуже.")

    @staticmethod
    def _why(rules, view, path, action, value, depth) -> Text:
        told = rules.describe(view, action)
        if value > WIN / 2:
            en, ru = "it wins whatever the reply", "это выигрывает при любом ответе"
        elif value < -WIN / 2:
            en, ru = ("every move loses against best play; this one holds out longest",
                      "при лучшей игре противника проигрывает любой ход; этот держится дольше всех")
        elif depth >= 2:
            en = f"the best found looking {depth} moves ahead"
            ru = f"лучший ход, если смотреть на {depth} {plural_ru(depth, 'ход', 'хода', 'ходов')} вперёд"
        else:
            en, ru = "the best at a glance", "лучший ход на первый взгляд"
        return Text(f"{told.en}: {en}.", f"{told.ru}: {ru}.")


def EasyPlayer() -> CheckersPlayer:
    return CheckersPlayer("easy", LEVELS[0].name, depth=2, seconds=0.2, noise=60.0, blunder=0.1)


def MediumPlayer() -> CheckersPlayer:
    return CheckersPlayer("medium", LEVELS[1].name, depth=4, seconds=0.3, noise=10.0)


def StrongPlayer(seconds: float = 0.8, nodes: Optional[int] = None) -> CheckersPlayer:
    return CheckersPlayer("strong", LEVELS[2].name, depth=64, seconds=seconds, nodes=nodes)


_PLAYERS = {"easy": EasyPlayer, "medium": MediumPlayer, "strong": StrongPlayer}


def make_player(level: str, rules: Optional[CheckersRules] = None) -> Player:
    """The computer player of ``level`` (easy, medium, strong)."""
    return make_level(_PLAYERS, level, "Checkers")
