"""Seeded sampling of chance events (dice throws)."""

from __future__ import annotations

import random
from typing import Any

from compendium.core.actions import Action


def sample(rules, state: Any, rng: random.Random) -> Action:
    return rules.sample_chance(state, rng)
