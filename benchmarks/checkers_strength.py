"""English checkers: one computer level against another, and how long they think.

Matches come in pairs: both matches of a pair start from the same random opening (``--opening``
plies of random legal moves, seeded by the pair), and the levels change seats between them, so
neither level gains from the seat or the opening. Each decision is asked through
``Player.next_move`` with the application's budget (2 s); the strong level keeps to its own
limit (0.8 s; ``--budget`` to change it, e.g. to measure many matches quickly). Prints the first
level's wins, draws and losses, its share of the points (a win 1, a draw ½), how the matches ended
and the median and largest decision time of each level. The exit status is 0 when the first level
scores at least ``--target`` (default 90 %).

    python3 benchmarks/checkers_strength.py [--n 200] [--levels strong,easy] [--budget 0.8]
        [--nodes 20000] [--opening 4] [--jobs 2] [--seed 1] [--target 0.9]

Measured for issue 15 on the shared two-core machine (load 12–20): ``--n 200 --budget 5 --nodes
20000 --jobs 2`` (strong limited to 20,000 nodes, about 0.2 s of processor time, a quarter of its
default): strong 199 won, 1 drawn, 0 lost against easy (99.8 %), median 50 plies. At its default
(``--n 10 --seed 3``): 10 won of 10, strong's decisions median 800 ms, max 833 ms. Strong against
medium (20,000 nodes, 10 matches) 10 won; medium against easy (10) 9 won, 1 drawn.
"""

from __future__ import annotations

import argparse
from collections import Counter
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from compendium.core.search import Budget  # noqa: E402
from compendium.games.checkers import ai  # noqa: E402
from compendium.games.checkers.rules import CheckersRules  # noqa: E402

APP_SECONDS = 2.0  # the controller's budget for a computer decision


def player(level: str, budget: float | None, nodes: int | None = None):
    if level == "strong" and (budget is not None or nodes is not None):
        return ai.StrongPlayer(seconds=budget if budget is not None else 0.8, nodes=nodes)
    return ai.make_player(level)


def play_match(job: tuple) -> tuple:
    """One match: (points of the first level, {level: [decision seconds]}, plies (the opening
    included), how it ended)."""
    levels, budget, nodes, opening, index, seed = job
    rules = CheckersRules()
    pair = index // 2
    first_level_seat = index % 2
    rng = random.Random(seed * 1_000_003 + pair)
    state = rules.new_match(2)
    for _ in range(opening):  # the pair's opening, the same for both matches
        if rules.is_over(state):
            break
        state = rules.apply(state, rng.choice([a for a in rules.legal_actions(state, state.mover)
                                                if a.verb == "move"]))
    rng = random.Random(seed * 1_000_003 + index * 7919 + 1)
    seats = {first_level_seat: levels[0], 1 - first_level_seat: levels[1]}
    players = {s: player(lv, budget, nodes) for s, lv in seats.items()}
    times: dict = {lv: [] for lv in levels}
    clock = time.perf_counter
    while not rules.is_over(state):  # nothing is hidden: the players are given the state itself
        seat = rules.to_move(state)
        asked = clock()
        action = players[seat].next_move(rules, state, seat, rng, Budget.seconds(APP_SECONDS))
        times[seats[seat]].append(clock() - asked)
        assert action.verb == "move", action  # legal (next_move checks it); never a resignation or an offer
        state = rules.apply(state, action)
    return rules.result(state).points[first_level_seat], times, state.plies, state.reason


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", "--matches", type=int, default=200, help="matches (pairs of seats)")
    ap.add_argument("--budget", "--seconds", type=float, default=None,
                    help="the strong level's limit on a decision in seconds (default: its own, 0.8)")
    ap.add_argument("--nodes", type=int, default=None,
                    help="the strong level's limit on the nodes of a decision as well (the same strength on "
                         "a busy machine; it searches about 100,000 a second of processor time)")
    ap.add_argument("--levels", default="strong,easy", help="the two levels, the one scored first")
    ap.add_argument("--opening", type=int, default=4, help="random plies before the levels play")
    ap.add_argument("--jobs", type=int, default=1, help="matches played at once (processes)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--target", type=float, default=0.9, help="the first level's share needed")
    args = ap.parse_args(argv)
    levels = tuple(args.levels.split(","))
    budget = f"{args.budget} s" if args.budget is not None else "its default (0.8 s)"
    if args.nodes is not None:
        budget += f" and {args.nodes} nodes"
    print(f"{levels[0]} against {levels[1]}, {args.n} matches, {args.opening} random plies first, "
          f"strong level's budget {budget}", flush=True)
    jobs = [(levels, args.budget, args.nodes, args.opening, i, args.seed) for i in range(args.n)]
    started = time.perf_counter()
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            results = pool.map(play_match, jobs, chunksize=1)
    else:
        results = list(map(play_match, jobs))
    points = [r[0] for r in results]
    tally = Counter(points)  # 1.0: won, 0.5: drawn, 0.0: lost
    share = sum(points) / len(points)
    ends = dict(Counter(r[3] for r in results))
    print(f"{levels[0]} scores {share:.1%} ({tally[1.0]} won, {tally[0.5]} drawn, {tally[0.0]} lost); "
          f"median {statistics.median(r[2] for r in results):.0f} plies; ends {ends}")
    for lv in levels:
        ts = [t for r in results for t in r[1].get(lv, [])]
        if ts:
            print(f"    {lv:>7}: decisions {len(ts)}, median {statistics.median(ts) * 1000:.0f} ms, "
                  f"max {max(ts) * 1000:.0f} ms")
    print(f"    ({time.perf_counter() - started:.0f} s)")
    return 0 if share >= args.target else 1


if __name__ == "__main__":
    sys.exit(main())
