"""Computer players for the open-domino relocation and laying games 10–32 (Qt-free).

They see only ``rules.view_for(state, seat)``: stacks, face-down tiles and hidden hands are unknown.
(First version: easy plays at random; medium and strong take the move whose result the game's
criterion likes best, one move ahead.)
"""

from __future__ import annotations

import random

from compendium.core.ai import Player, make_level
from compendium.core.plugin import read_levels

LEVELS = read_levels(__file__)
NEVER = ("resign", "offer-draw")


class EasyPlayer(Player):
    level = "easy"
    name = LEVELS[0].name

    def choose(self, rules, view, seat, rng: random.Random):
        legal = [a for a in rules.legal_actions(view, seat) if a.verb not in NEVER]
        return rng.choice(legal)


class GreedyPlayer(Player):
    def __init__(self, level: str, name):
        self.level = level
        self.name = name

    def choose(self, rules, view, seat, rng: random.Random):
        legal = [a for a in rules.legal_actions(view, seat) if a.verb not in NEVER]
        if view.phase == "offer":
            return legal[-1]
        best, best_v = None, None
        for a in legal:
            after = rules.successor(view, a)
            values, higher = rules.spec(after).criterion(rules, after)
            v = values[seat] - max((values[s] for s in range(len(values)) if s != seat), default=0)
            v = v if higher else -v
            v += rng.random() * 1e-3
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best


def MediumPlayer() -> Player:
    return GreedyPlayer("medium", LEVELS[1].name)


def StrongPlayer() -> Player:
    return GreedyPlayer("strong", LEVELS[2].name)


_PLAYERS = {"easy": EasyPlayer, "medium": MediumPlayer, "strong": StrongPlayer}


def make_player(level: str) -> Player:
    return make_level(_PLAYERS, level, "Open domino")
