"""The computer-player contract.

A computer player is given only ``rules.view_for(state, seat)``: it never sees hidden hands,
hidden entries or a shuffled boneyard. ``choose`` must return one of ``legal_actions``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Optional

from compendium.core.actions import Action
from compendium.core.text import Text


@dataclass(frozen=True)
class Advice:
    action: Action
    why: Text
    win_chance: Optional[float] = None  # the adviser's estimate of the seat's chance to win


class Player:
    level: str = ""
    name: Text = Text("Computer", "Компьютер")

    def choose(self, rules, view: Any, seat: int, rng: random.Random) -> Action:
        raise NotImplementedError

    def advise(self, rules, view: Any, seat: int) -> Advice:
        action = self.choose(rules, view, seat, random.Random(0))
        return Advice(action, Text("", ""))
