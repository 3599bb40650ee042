"""Pig's computer players: how long the exact tables take to solve, and how long a decision takes.

Solve times are for the two tables the application most needs (one die to 100, the classic game;
red and white dice to 200, the book's game), computed afresh (no cache).  Decision times are the
median and 95th percentile of ``choose`` over random two-player positions, once the table is
solved; for the perfect player they are given cold (its per-position memo emptied before every
call, the worst case) and warm (the memo kept, as in a real match).

    python benchmarks/ai.py [--states 2000] [--seed 1] [--big]

``--big`` also times the largest table the options allow (two dice to 1000; about a minute and a
half on a 2-core laptop).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from compendium.games.pig import solver  # noqa: E402
from compendium.games.pig.ai import make_player  # noqa: E402
from compendium.games.pig.rules import ONE, TWO, TWO_SAME, PigRules, is_pig_out  # noqa: E402


def time_solve(target: int, dice: str) -> tuple[float, solver.PigTable]:
    start = time.perf_counter()
    table = solver.solve(target, dice)
    return time.perf_counter() - start, table


def random_positions(rules, rng, dice, target, count):
    """Two-player positions where seat 0 or 1 decides, most of them in the middle of a series."""
    base = rules.new_match(2, {"dice": dice, "target": target})
    out = []
    while len(out) < count:
        scores = (rng.randrange(target), rng.randrange(target))
        seat = rng.randrange(2)
        throws, series = (), 0
        while rng.random() < 0.85:
            throw = tuple(rng.randint(1, 6) for _ in range(base.n_dice))
            if is_pig_out(dice, throw):
                continue
            if scores[seat] + series + sum(throw) >= target:
                break
            throws += (throw,)
            series += sum(throw)
        out.append((replace(base, scores=scores, player=seat, series=series, throws=throws), seat))
    return out


def percentile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def time_decisions(player, rules, positions, rng, before=None):
    times = []
    for state, seat in positions:
        if before is not None:
            before()
        start = time.perf_counter()
        player.choose(rules, state, seat, rng)
        times.append(time.perf_counter() - start)
    return statistics.median(times), percentile(times, 0.95)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--states", type=int, default=2000, help="random positions per level and game")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--big", action="store_true", help="also solve two dice to 1000")
    args = ap.parse_args(argv)

    games = [(100, ONE), (200, TWO)]
    if args.big:
        games.append((1000, TWO))
    tables = {}
    for target, dice in games:
        seconds, table = time_solve(target, dice)
        tables[(target, dice)] = table
        print(f"solve {dice} to {target}: {seconds:.2f} s (first player wins {table.W[0, 0]:.4f})")
    seconds, table = time_solve(200, TWO_SAME)
    tables[(200, TWO_SAME)] = table
    print(f"solve {TWO_SAME} to 200: {seconds:.2f} s (first player wins {table.W[0, 0]:.4f})")

    rules = PigRules()
    rng = random.Random(args.seed)
    for (target, dice), table in tables.items():
        positions = random_positions(rules, rng, dice, target, args.states)
        for level in ("easy", "kper", "optimal"):
            player = make_player(level)
            if level == "optimal":
                player._tables[(target, dice)] = table
                med, p95 = time_decisions(player, rules, positions, rng, before=table._rows.clear)
                print(f"decide {level:8} {dice:8} to {target:4} cold: median {med * 1e3:.3f} ms, "
                      f"p95 {p95 * 1e3:.3f} ms over {len(positions)} positions")
                med, p95 = time_decisions(player, rules, positions, rng)
                label = "warm"
            else:
                med, p95 = time_decisions(player, rules, positions, rng)
                label = "    "
            print(f"decide {level:8} {dice:8} to {target:4} {label}: median {med * 1e3:.3f} ms, "
                  f"p95 {p95 * 1e3:.3f} ms over {len(positions)} positions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
