"""Random matches of every open-domino relocation and laying game (``OdPlacementRules``): whatever is
played, no tile is lost or made, no tile put down touches a different digit end to end, every legal
action applies, and the game ends. 30 matches a game here; 1,000 a game in the slow run."""

import random

import pytest

from compendium.core.rules import CHANCE
from compendium.games.od_placement.options import PLAYERS
from compendium.games.od_placement.rules import ALL_SPECS, OdPlacementRules

R = OdPlacementRules()
GAMES = sorted(ALL_SPECS)
PUTS = ("move", "lay", "play")


def players_for(game: int, seed: int) -> int:
    low, high = PLAYERS[game]
    return low + seed % (high - low + 1)


def play(game: int, seed: int, check_all: bool = False):
    rng = random.Random(seed)
    n = players_for(game, seed)
    spec = ALL_SPECS[game]
    state = R.new_match(n, {"game": game})
    count = None
    for _ in range(20000):
        if R.is_over(state):
            break
        who = R.to_move(state)
        if who == CHANCE:
            state = R.apply(state, R.sample_chance(state, rng))
            continue
        if count is None:
            count = sorted(spec.inventory(state))
            size = len(count)
        acts = R.legal_actions(state, who)
        assert acts, (game, seed, state.phase, state.mover)
        if check_all:
            for a in rng.sample(acts, min(3, len(acts))):
                R.apply(state, a)
        pick = [a for a in acts if a.verb not in ("resign", "offer-draw")] or acts
        action = rng.choice(pick)
        after = R.apply(state, action)
        if action.verb in PUTS and action.args[-2] != "off":
            dst = after.geo.parse(str(action.args[-2]))
            stack = after.cells[dst]
            if stack and stack[-1].face_up:
                assert R.contacts(after, after.cells, dst, stack[-1]) is not None, (game, seed, action.notation)
        state = after
        if check_all:
            assert sorted(spec.inventory(state)) == count, (game, seed, action.notation)
        else:
            assert len(spec.inventory(state)) == size, (game, seed, action.notation)
    else:
        pytest.fail(f"game {game} seed {seed} did not end")
    if count is not None:
        assert sorted(spec.inventory(state)) == count, (game, seed)
    result = R.result(state)
    assert len(result.ranks) == n
    return state


@pytest.mark.parametrize("game", GAMES)
def test_random_matches_keep_every_rule(game):
    for seed in range(30):
        play(game, seed, check_all=seed < 10)


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_a_thousand_random_matches(game):
    for seed in range(1000):
        play(game, 10_000 + seed)
