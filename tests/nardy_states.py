"""Match states of nardy that the tests of its computer players share (tests/test_nardy_ai.py,
tests/test_nardy_gnubg.py), Qt-free: a set position with seat 0 to play, and states met in random
games where a seat has a real choice."""

from __future__ import annotations

import random
from dataclasses import replace

from compendium.games.nardy.position import make
from compendium.games.nardy.rules import NardyRules

R = NardyRules()


def state_at(variant: str, mine: dict, theirs: dict, dice=None, **options):
    """A match of ``variant`` with seat 0 to play ``dice`` (or to decide, with the cube) in the
    position {own point: count} (25: the bar), both seats past their first turns."""
    s = R.new_match(2, {"variant": variant, **options})
    pos = make(variant, mine, theirs)
    if dice is None:
        return replace(s, pos=pos, turn=0, phase="decide", first_seat=0, moved=(3, 3))
    return replace(s, pos=pos, turn=0, phase="move", dice=tuple(sorted(dice, reverse=True)), first_seat=0,
                   moved=(3, 3))


def random_states(variant: str, n: int, seed: int = 0, share: float = 0.25, **options) -> list:
    """``n`` states of random games where a seat has more than one legal answer (each such state
    kept with the chance ``share``)."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        s = R.new_match(2, {"variant": variant, **options})
        while not R.is_over(s) and len(out) < n:
            mover = R.to_move(s)
            if mover == -1:
                outs = R.chance_outcomes(s)
                s = R.apply(s, rng.choices([a for a, _ in outs], [p for _, p in outs])[0])
                continue
            legal = [a for a in R.legal_actions(s, mover) if a.verb != "resign"]
            if len(legal) > 1 and rng.random() < share:
                out.append(s)
            s = R.apply(s, rng.choice(legal))
    return out
