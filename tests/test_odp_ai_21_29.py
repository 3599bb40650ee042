"""Open domino game 29: the strong level's own choice of which way round a tile goes on rank 1 in the
opening (``ai._decide29``, rollouts of the race for rank 2), on hand-built positions, and the benchmark
benchmarks/od_race29.py that measures how much the deal fixes."""

import random
from dataclasses import replace

from compendium.core.search import Budget
from compendium.games.od_placement import ai
from compendium.games.od_placement.rules import PLAY, OdPlacementRules
from compendium.games.open_domino import equipment as eq
from compendium.games.open_domino.equipment import Piece

R = OdPlacementRules()


def begin(seed: int = 0, **opts):
    s = R.new_match(2, {"game": 29, **opts})
    while R.to_move(s) == -1 or s.phase != PLAY:
        s = R.apply(s, R.sample_chance(s, random.Random(seed)))
    return s


def piece_up(tile, upper: int) -> Piece:
    return next(p for p in (Piece(tile, True), Piece(tile, False)) if p.upper == upper)


def last_of_rank_1(k: int = 0):
    """Seat 1 to lay h1, the last cell of rank 1 (each player has 4 tiles there and 12 in his stack),
    with a tile that is no double, its digits ``safe`` and ``risky``; h2 comes next and seat 0 turns
    up for it first. Every tile of seat 0 with ``safe`` is on rank 1, so none is left in his stack.
    ``k`` picks among such tiles. Returns (the state, safe, risky)."""
    s = begin()
    group0 = [t for t in eq.full_set(s.opts.set) if s.owner_of(t) == 0]
    group1 = [t for t in eq.full_set(s.opts.set) if s.owner_of(t) == 1]
    fits = []
    for t in group1:
        for safe, risky in ((t.a, t.b), (t.b, t.a)):
            with_safe = [u for u in group0 if safe in (u.a, u.b)]
            if not t.is_double and len(with_safe) <= 4 and any(risky in (u.a, u.b) for u in group0
                                                                if u not in with_safe):
                fits.append((t, safe, risky, with_safe))
    mine, safe, risky, with_safe = fits[k]
    row0 = (with_safe + [u for u in group0 if u not in with_safe])[:4]
    row1 = [u for u in group1 if u != mine][:3]
    layout = dict(zip(("a1", "c1", "e1", "g1"), row0)) | dict(zip(("b1", "d1", "f1"), row1))
    cells = list(s.cells)
    for name, t in layout.items():
        cells[s.geo.parse(name)] = (piece_up(t, t.a),)
    stack0 = tuple(u for u in group0 if u not in row0)
    stack1 = tuple(u for u in group1 if u not in row1 and u != mine)
    return replace(s, cells=tuple(cells), mover=1, drawn=mine, hands=((), ()), aside=((), ()),
                   supply=(stack0, stack1), quiet=0, plies=7, data=(12, 12)), safe, risky


def test_29_the_rank_1_tile_shows_the_digit_the_enemy_cannot_match():
    s, safe, risky = last_of_rank_1()
    assert s.supply[0] and not any(safe in (t.a, t.b) for t in s.supply[0])
    assert any(risky in (t.a, t.b) for t in s.supply[0]) and len(s.supply[0]) == len(s.supply[1]) == 12
    acts = ai.candidates(R, s, 1)
    assert {a.verb for a in acts} == {"lay"} and len(acts) == 2
    assert all(str(a.args[0]) == "h1" for a in acts)
    chosen = ai._decide29(R, s, 1, acts)
    assert R.successor(s, chosen).cells[s.geo.parse("h1")][-1].upper == safe
    # the strong level decides so, through its own view (the stacks hidden), within a node limit
    view = R.view_for(s, 1)
    got = ai.StrongPlayer(seconds=3600.0).next_move(R, view, 1, random.Random(0), Budget(nodes=2400))
    assert R.successor(s, got).cells[s.geo.parse("h1")][-1].upper == safe


def test_29_the_rollout_decision_is_the_same_every_time_and_only_in_the_opening():
    s, _, _ = last_of_rank_1(1)
    acts = ai.candidates(R, s, 1)
    assert ai._decide29(R, s, 1, acts) == ai._decide29(R, s, 1, list(acts))
    # a tile in a hand: the race has begun, the usual search decides
    anyone = s.supply[0][0]
    assert ai._decide29(R, replace(s, hands=((anyone,), ())), 1, acts) is None
    # returned tiles face up (the variant): not this decision either
    assert ai._decide29(R, replace(s, opts=replace(s.opts, open29=True)), 1, acts) is None


def test_29_a_rollout_scores_the_last_progress():
    s, _, risky = last_of_rank_1()
    acts = ai.candidates(R, s, 1)
    bad = next(a for a in acts if R.successor(s, a).cells[s.geo.parse("h1")][-1].upper == risky)
    # seat 0's top tile fits h2 over that digit and sends the h1 tile back: the race is his
    stack0 = sorted(s.supply[0], key=lambda t: risky in (t.a, t.b))
    after = R.successor(replace(s, supply=(tuple(stack0), s.supply[1])), bad)
    assert ai._race29(R, after, 1, random.Random(0)) == 0.0
    assert ai._race29(R, after, 0, random.Random(0)) == 1.0


# --- benchmarks/od_race29.py (the deal's share in a match, never part of the program) --------------------
def test_the_race_benchmark_tries_every_way_round_of_the_rank_1_tiles():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "benchmarks" / "od_race29.py"
    spec = importlib.util.spec_from_file_location("od_race29_for_test", path)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    points = bench.sweep(1)
    assert len(points) in (1, 2, 4, 8, 16) and set(points) <= {0.0, 0.5, 1.0}
    assert points == bench.sweep(1)  # the same matches every time
