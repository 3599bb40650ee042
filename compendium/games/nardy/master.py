"""Short nardy's ``master`` level: GNU Backgammon's neural network through ``gnubg_bridge`` (Qt-free).

Turns by gnubg's 2-ply search; with the cube on, the doubles and the answers by gnubg's chances
(``gnubg_bridge.cube_action`` / ``take_decision``) at the match's score, length and Crawford game.
The level is offered only for short nardy and only when GNU Backgammon's package works
(``offered``); should it be asked anyway (a long game, a record played elsewhere), it plays as
the strong level.
"""

from __future__ import annotations

import random
from typing import Optional

from compendium.core.actions import Action
from compendium.core.ai import Advice, Player
from compendium.core.search import Budget, Cancelled
from compendium.core.text import Text
from compendium.games.nardy import gnubg_bridge
from compendium.games.nardy.position import SHORT

KEY = "master"
NEEDS_GNUBG = Text("The master level needs GNU Backgammon's package (pip install gnubg).",
                   "Для уровня «Мастер» нужен пакет GNU Backgammon (pip install gnubg).")


def offered(variant: str) -> bool:
    """Whether the master level is offered for ``variant`` (short nardy with gnubg working)."""
    return variant == SHORT and gnubg_bridge.available()


def unavailable(options: dict) -> Optional[Text]:
    """The level's check (levels.json "check"; ``AILevel.unavailable``): None when it is offered for a
    match with ``options``; an empty Text for long nardy; ``NEEDS_GNUBG`` when gnubg does not work."""
    if options.get("variant", SHORT) != SHORT:
        return Text("", "")
    return None if gnubg_bridge.available() else NEEDS_GNUBG


class MasterPlayer(Player):
    level = KEY

    def __init__(self, name: Text, fallback: Player):
        self.name = name
        self._strong = fallback  # plays when gnubg cannot: the strong level

    def choose(self, rules, view, seat: int, rng: random.Random) -> Action:
        return self.think(rules, view, seat, rng, Budget())

    def think(self, rules, view, seat: int, rng: random.Random, budget: Budget) -> Action:
        if not self._plays(view):
            return self._strong.think(rules, view, seat, rng, budget)
        if budget.cancelled:
            raise Cancelled()
        return self._decide(rules, view, seat)[0]

    def advise(self, rules, view, seat: int) -> Advice:
        if not self._plays(view):
            return self._strong.advise(rules, view, seat)
        action, why = self._decide(rules, view, seat)
        return Advice(action, why)

    def prepare(self, rules, view, seat: int) -> None:
        gnubg_bridge.available()  # imports the package and loads its network once

    @staticmethod
    def _plays(view) -> bool:
        return getattr(view, "variant", None) == SHORT and gnubg_bridge.available()

    def _decide(self, rules, view, seat: int) -> tuple[Action, Text]:
        legal = rules.legal_actions(view, seat)
        verbs = {a.verb for a in legal}
        opts = view.opts
        my_pos = view.pos if view.turn == seat else view.pos.swapped()
        cube = dict(cube=view.cube, score=(view.score[seat], view.score[1 - seat]),
                    match_to=opts.match_to, crawford=view.crawford, gammons=opts.gammons)
        if "take" in verbs or "drop" in verbs:
            # the doubler throws next: the position as it sees it, the score as (doubler, taker)
            answer = gnubg_bridge.take_decision(my_pos.swapped(), cube=view.cube,
                                                score=(view.score[1 - seat], view.score[seat]),
                                                match_to=opts.match_to, crawford=view.crawford,
                                                gammons=opts.gammons)
            if answer == "take":
                return Action("take"), Text("GNU Backgammon takes.", "GNU Backgammon принимает.")
            return Action("drop"), Text("GNU Backgammon drops.", "GNU Backgammon сдаётся.")
        if "double" in verbs:
            owner = None if view.cube_owner is None else (0 if view.cube_owner == seat else 1)
            if gnubg_bridge.cube_action(my_pos, owner=owner, **cube) == "double":
                return Action("double"), Text("GNU Backgammon doubles.", "GNU Backgammon удваивает.")
        moves = [a for a in legal if a.verb == "move"]
        if not moves:
            return (Action("roll") if "roll" in verbs else legal[0]), Text("", "")
        if len(moves) == 1:
            return moves[0], Text("The only possible turn.", "Единственный возможный ход.")
        cubeful = opts.cube or opts.match_to > 1
        owner = None if view.cube_owner is None else (0 if view.cube_owner == seat else 1)
        steps = gnubg_bridge.best_turn(
            view.pos, tuple(view.dice), gammons=opts.gammons,
            cube=dict(cube=view.cube, owner=owner, score=cube["score"], match_to=opts.match_to,
                      crawford=view.crawford) if cubeful else None)
        from compendium.games.nardy.rules import action_for  # noqa: PLC0415

        return action_for(view, steps), Text("GNU Backgammon's best turn.", "Лучший ход по GNU Backgammon.")
