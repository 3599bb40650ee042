"""Computer players for short and long nardy (Qt-free), over the shared search (core/search.py).

* ``easy`` — greedy: the turn whose position scores best on a plain evaluation (pips, blots,
  made points; ``evaluate.plain_logit``), judged with a little random error;
* ``medium`` — the same one look ahead on the full evaluation (``evaluate.logit``: the race and
  its wastage, blots weighted by the shots at them, points, primes, anchors, the bar; long: blocks,
  the head, the home);
* ``strong`` — expectimax (``core.search.expectimax``): the medium level's best few turns, each
  valued by the opponent's best answer (on the full evaluation) to every one of the 21 throws,
  averaged over the throws; within 0.6 s (less when the application's budget is shorter). When
  the time runs out before every candidate's replies are seen, the one-look values stand.

A turn is chosen among the rules' legal actions (one per distinct resulting position); the search
itself runs on ``position.Position`` values and ``position.turns`` (the replies' head rule is the
ordinary one checker a turn). With the cube (short, when the option is on) every level doubles when
its chance to win on roll is at least ``DOUBLE_AT`` (the evaluation has no gammon estimate, so
there is no "too good to double") and takes when its chance is at least ``TAKE_AT``; in a match,
after the Crawford game, the trailer doubles at once (the leader's wins end the match anyway).
Computer players never resign.
"""

from __future__ import annotations

import random
from typing import Callable, Optional

from compendium.core.actions import Action
from compendium.core.ai import Advice, Player, make_level
from compendium.core.plugin import read_levels
from compendium.core.rules import CHANCE
from compendium.core.search import Budget, Cancelled, Model, expectimax
from compendium.core.text import Text
import compendium.games.nardy.evaluate as evaluate
from compendium.games.nardy.position import Position, apply_steps, parse_steps, step_text, turns
from compendium.games.nardy.rules import NState, turn_table

LEVELS = read_levels(__file__)  # levels.json beside this file: what the setup dialog lists

DOUBLE_AT = 0.70  # double on roll from this chance to win
TAKE_AT = 0.25  # take a double from this chance to win
THROWS = tuple((a, b, (1.0 if a == b else 2.0) / 36.0) for a in range(1, 7) for b in range(1, a + 1))


# --- the positions ------------------------------------------------------------------------------------


def chance_on_roll(pos: Position) -> float:
    """The chance of the seat that sees ``pos`` and throws next to win."""
    return 1.0 - evaluate.win_chance(pos.swapped())


def moves_of(rules, view, seat: int) -> list[tuple[Action, Position]]:
    """The legal turns with the positions they reach (seen by the seat moving): the rules' own
    table of turns when they have one (no step is replayed), else each legal action replayed."""
    if isinstance(view, NState) and view.phase == "move":
        return [(Action("move", tuple(step_text(st) for st in steps)), pos)
                for pos, steps in turn_table(view).items()]
    out = []
    for a in rules.legal_actions(view, seat):
        if a.verb != "move":
            continue
        steps = parse_steps(" ".join(str(x) for x in a.args).replace("*", ""))
        out.append((a, apply_steps(view.pos, steps) if steps else view.pos))
    return out


class Replies(Model):
    """Nardy for the search: a state is ``(pos, dice, mover)`` with ``pos`` seen by ``mover``
    (0: the seat deciding at the root, 1: its opponent); ``dice`` None before the throw. The
    opponent answers each throw with its best turn on ``judge`` (``others``)."""

    def __init__(self, judge: Callable[[Position], float]):
        self.judge = judge  # the chance of the seat that has just moved

    def to_move(self, s):
        pos, dice, mover = s
        if pos.mine[0] >= 15 or pos.theirs[0] >= 15:
            return None
        return CHANCE if dice is None else mover

    def chance_outcomes(self, s):
        return [((a, b), w) for a, b, w in THROWS]

    def actions(self, s, seat):
        pos, dice, _ = s
        return list(turns(pos, dice))

    def successor(self, s, action):
        pos, dice, mover = s
        if dice is None:
            return (pos, action, mover)
        return (action.swapped(), None, 1 - mover)

    def value(self, s, seat):
        pos, dice, mover = s
        # the seat that has just moved sees pos.swapped(); the mover throws (or plays) next
        if pos.theirs[0] >= 15:
            just = 1.0
        elif pos.mine[0] >= 15:
            just = 0.0
        else:
            just = self.judge(pos.swapped())
        return just if seat != mover else 1.0 - just

    def key(self, s):
        return s

    def best_reply(self, s, seat):
        """The opponent's turn: the best position for it on the judge."""
        pos, dice, _ = s
        options = turns(pos, dice)
        return max(options, key=self.judge)


# --- the players ----------------------------------------------------------------------------------------


class NardyPlayer(Player):
    """``plies`` 1: the best-looking turn on ``judge`` (+ ``noise``, a random error in logit units);
    2: expectimax over the opponent's 21 throws for the ``width`` best-looking turns."""

    def __init__(self, level: str, name: Text, judge: Callable[[Position], float], plies: int = 1,
                 seconds: float = 0.6, width: int = 6, noise: float = 0.0, nodes: Optional[int] = None):
        self.level = level
        self.name = name
        self.judge = judge  # logit of the chance of the seat that has just moved
        self.plies = plies
        self.seconds = seconds
        self.width = width
        self.noise = noise
        self.nodes = nodes  # a node limit as well (benchmarks: the same matches on any machine)

    def choose(self, rules, view, seat: int, rng: random.Random) -> Action:
        return self.think(rules, view, seat, rng, Budget())

    def think(self, rules, view, seat: int, rng: random.Random, budget: Budget) -> Action:
        return self._decide(rules, view, seat, rng, budget)[0]

    def advise(self, rules, view, seat: int) -> Advice:
        action, why, chance = self._decide(rules, view, seat, random.Random(0), Budget())
        return Advice(action, why, chance)

    # --- the decision ---------------------------------------------------------------------------
    def _decide(self, rules, view, seat, rng, budget):
        if budget.cancelled:
            raise Cancelled()
        inner = budget.within(self.seconds, self.nodes)  # the decision's own deadline counts from its start
        legal = rules.legal_actions(view, seat)
        verbs = {a.verb for a in legal}
        if "take" in verbs or "drop" in verbs:
            return self._answer(view, seat)
        if "double" in verbs or ("roll" in verbs and "move" not in verbs):
            return self._cube(view, seat, verbs)
        moves = moves_of(rules, view, seat)
        if not moves:
            return legal[0], Text("", ""), None
        if len(moves) == 1:
            a, pos = moves[0]
            return a, Text("The only possible turn.", "Единственный возможный ход."), evaluate.win_chance(pos)
        if self.plies >= 2:
            return self._search(moves, view, rng, budget, inner)
        return self._glance(moves, rng)

    def _glance(self, moves, rng):
        best, best_v = None, None
        order = list(moves)
        rng.shuffle(order)  # equal turns are then chosen at random
        for a, pos in order:
            v = self.judge(pos)
            if self.noise:
                v += rng.gauss(0.0, self.noise)
            if best_v is None or v > best_v:
                best, best_v = (a, pos), v
        a, pos = best
        chance = evaluate.win_chance(pos)
        return a, _why(chance, 1), chance

    def _search(self, moves, view, rng, budget, inner):
        judge = self.judge
        scored = sorted(((judge(pos), i) for i, (_, pos) in enumerate(moves)), reverse=True)
        top = scored[0][0]
        keep = [i for v, i in scored[:self.width] if v >= top - 1.5]
        if len(keep) == 1:
            a, pos = moves[keep[0]]
            chance = evaluate.win_chance(pos)
            return a, _why(chance, 1), chance
        by_pos = {moves[i][1]: moves[i][0] for i in keep}
        model = Replies(lambda p: evaluate.sigmoid(judge(p)))
        root = (view.pos, tuple(view.dice), 0)
        found = expectimax(model, root, 0, inner, max_depth=2, rng=rng, others=model.best_reply,
                           actions=[moves[i][1] for i in keep])
        budget.nodes_used += inner.nodes_used
        if budget.cancelled:
            raise Cancelled()
        chance = found.value
        return by_pos[found.action], _why(chance, found.depth), chance

    # --- the cube -------------------------------------------------------------------------------
    def _my_pos(self, view, seat) -> Position:
        return view.pos if view.turn == seat else view.pos.swapped()

    def _cube(self, view, seat, verbs):
        chance = chance_on_roll(self._my_pos(view, seat))
        if "double" in verbs and _post_crawford_trailer(view, seat):
            return Action("double"), Text("Double: your opponent needs one point, so only your win is doubled.",
                                          "Удваивайте: сопернику не хватает одного очка, удвоится только ваша победа."), chance
        if "double" in verbs and should_double(chance):
            return Action("double"), Text(f"Double: {_pct(chance)} to win.",
                                          f"Удваивайте: {_pct(chance)} на победу."), chance
        return Action("roll"), Text(f"Roll: {_pct(chance)} to win.", f"Бросайте: {_pct(chance)} на победу."), chance

    def _answer(self, view, seat):
        chance = evaluate.win_chance(self._my_pos(view, seat))  # the doubler throws next
        if should_take(chance):
            return Action("take"), Text(f"Take: {_pct(chance)} to win.", f"Принимайте: {_pct(chance)} на победу."), chance
        return Action("drop"), Text(f"Drop: only {_pct(chance)} to win.",
                                    f"Сдавайте: всего {_pct(chance)} на победу."), chance


def _post_crawford_trailer(view, seat: int) -> bool:
    """After the Crawford game, with the opponent one point short of the match: any game the
    opponent wins ends the match whatever the cube, so the trailer doubles at once."""
    opts = getattr(view, "opts", None)
    match_to = getattr(opts, "match_to", 1)
    score = getattr(view, "score", (0, 0))
    return match_to > 1 and not getattr(view, "crawford", False) and score[1 - seat] == match_to - 1 \
        and score[seat] < match_to - 1


def should_double(chance: float) -> bool:
    """The cube rule of our levels: double on roll from ``DOUBLE_AT`` to win."""
    return chance >= DOUBLE_AT


def should_take(chance: float) -> bool:
    """Take from ``TAKE_AT`` to win."""
    return chance >= TAKE_AT


def _pct(chance: float) -> str:
    return f"{round(100 * chance)}%"


def _why(chance: float, depth: int) -> Text:
    if depth >= 2:
        return Text(f"The best turn against every throw of the reply: {_pct(chance)} to win.",
                    f"Лучший ход с учётом любого броска соперника: {_pct(chance)} на победу.")
    return Text(f"The best-looking turn: {_pct(chance)} to win.",
                f"Лучший на первый взгляд ход: {_pct(chance)} на победу.")


def EasyPlayer() -> NardyPlayer:
    return NardyPlayer("easy", LEVELS[0].name, evaluate.plain_logit, plies=1, noise=0.3)


def MediumPlayer() -> NardyPlayer:
    return NardyPlayer("medium", LEVELS[1].name, evaluate.logit, plies=1)


def StrongPlayer(seconds: float = 0.6, nodes: Optional[int] = None) -> NardyPlayer:
    return NardyPlayer("strong", LEVELS[2].name, evaluate.logit, plies=2, seconds=seconds, nodes=nodes)


def MasterPlayer() -> Player:  # short nardy through GNU Backgammon (master.py, gnubg_bridge.py)
    from compendium.games.nardy.master import MasterPlayer as Master  # noqa: PLC0415

    return Master(LEVELS[3].name, StrongPlayer())


_PLAYERS: dict[str, Callable[[], Player]] = {"easy": EasyPlayer, "medium": MediumPlayer, "strong": StrongPlayer,
                                             "master": MasterPlayer}


def make_player(level: str, rules=None) -> Player:
    """The computer player of ``level`` (easy, medium, strong)."""
    return make_level(_PLAYERS, level, "Nardy")
