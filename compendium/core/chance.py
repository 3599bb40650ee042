"""Seeded sampling of chance events (dice throws)."""

from __future__ import annotations

import random
from typing import Any

from compendium.core.actions import Action


def sample(rules, state: Any, rng: random.Random) -> Action:
    outcomes = rules.chance_outcomes(state)
    x = rng.random()
    acc = 0.0
    for action, p in outcomes:
        acc += p
        if x < acc:
            return action
    return outcomes[-1][0]
