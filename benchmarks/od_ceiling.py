"""Open domino, games 10–32: the ceiling of a game where luck decides — a *cheating* player against easy.

Benchmark only, NOT a level of the program: the "cheat" player is od_strength.py's ``CheatPlayer``,
given the whole state instead of its seat's view (every stack's order, face-down tiles, the other
player's hidden hand), so every game is one of perfect information for it, and it searches it with
alpha-beta (iterative deepening, the program's evaluation at the leaves) within ``--cheat-nodes``
positions a decision. What it scores against easy bounds what a fair player could score: when even
it stays below 80 %, no fair player reaches the target in that game. (It replaced this script's own
cheat, the strong search given the whole state, which measured weaker: game 25 55.0 % against
82.5 % over the same 20 matches.) ``--levels`` takes the pair as in od_strength.py (``cheat``,
``strong``, ``medium``, ``easy``); the matches are od_strength.py's own (the same seeding, seats and
first moves), so ``cheat,easy`` here and there and od_strength.py's ``strong,easy`` play the same deals.

Measured (200 matches each, seed 1, a loaded machine, so fewer positions where the game is long):
21 81.0 % (--cheat-nodes 600), 24 59.0 % (150), 25 74.5 % (2400), 29 65.3 % (150).

The cheat's score by its positions a decision, on the same matches (seed 1, load 7-32; Wilson 95 %):

| game | matches | 150 | 600 | 2400 | 6000 |
|---|---|---|---|---|---|
| 24 | 0-39 | 68.8 % (53.3-80.9) | 70.0 % (54.6-81.9) | 75.0 % (59.8-85.8) | – |
| 24 | 0-11 | 66.7 % | 83.3 % | 87.5 % | 91.7 % (64.6-98.5) |
| 25 | 0-39 | – | 67.5 % (52.0-79.9) | 72.5 % (57.2-83.9) | 76.2 % (61.1-86.8) |
| 25 | 0-199 | – | – | 74.5 % | 77.2 % (71.0-82.5) |
| 29 | 0-39 | 68.8 % (53.3-80.9) | 67.5 % (52.0-79.9) | – | – |
| 29 | 0-99 | – | 64.0 % (54.2-72.7) | – | – |
| 29 | 0-14, 19-21 | – | 66.7 % (43.7-83.7) | 69.4 % (46.4-85.6) | – |

Games 24 and 25 still gain with more positions (24 has not levelled off at 6000: its ceiling may pass
80 %); 29 levels off from 150 to 600, and 2400 adds little on 18 matches (load 11-28). Game 29 is
settled by the race for rank 2 right after rank 1 fills: the one who makes the last progress wins at
the no-progress limit (88 of the cheat's 90 decided matches at 600); benchmarks/od_race29.py finds
easy winning 35.5 % of the deals whatever the first player's rank-1 tiles show, and the cheat at 600
scores 25.7 % of those (37 of matches 0-99): no player reaches 80 % there. od_cheat_exact.py shows
the cheat short of perfect where whole trees are still small.

    python3 benchmarks/od_ceiling.py --games 24,25 [--n 40] [--start 0] [--nodes 2400]
        [--cheat-nodes 6000] [--levels cheat,easy] [--seed 1] [--options key=value,...] [--progress]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for p in (ROOT, ROOT / "benchmarks"):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

from od_strength import CHEAT_NODES  # noqa: E402
from od_strength import play_match as _play  # noqa: E402
from strength import wilson  # noqa: E402


def play_match(game: int, options: dict, levels: tuple, index: int, seed: int, nodes: int,
               cheat_nodes: int | None = None) -> tuple:
    """One match (od_strength.py's): (points of the first level, plies, how it ended). ``nodes``: the
    strong level's positions a decision; ``cheat_nodes`` the cheat's (``nodes`` when not given)."""
    job = ("od-placement", game, options, levels, None, index, seed, nodes,
           nodes if cheat_nodes is None else cheat_nodes)
    points, _, plies, reason, _ = _play(job)
    return points, plies, reason


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default="24,25")
    ap.add_argument("--n", type=int, default=40, help="matches a game")
    ap.add_argument("--start", type=int, default=0,
                    help="the first match's index (a series split into parts plays the same matches as one)")
    ap.add_argument("--nodes", type=int, default=2400, help="the strong level's positions a decision")
    ap.add_argument("--cheat-nodes", type=int, default=CHEAT_NODES, help="the cheating player's positions a decision")
    ap.add_argument("--levels", default="cheat,easy")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--options", default="")
    ap.add_argument("--progress", action="store_true", help="print each match's points as it ends")
    args = ap.parse_args(argv)
    levels = tuple(args.levels.split(","))
    options = {}
    for part in filter(None, args.options.split(",")):
        k, v = part.split("=")
        options[k] = {"true": True, "false": False}.get(v, int(v) if v.lstrip("-").isdigit() else v)
    print(f"{levels[0]} against {levels[1]}, matches {args.start}–{args.start + args.n - 1} of each game, "
          f"cheat {args.cheat_nodes} / strong {args.nodes} positions a decision")
    rows = []
    for game in (int(g) for g in args.games.split(",")):
        started = time.perf_counter()
        results = []
        for i in range(args.start, args.start + args.n):
            results.append(play_match(game, options, levels, i, args.seed, args.nodes, args.cheat_nodes))
            if args.progress:
                done = sum(r[0] for r in results)
                print(f"    match {i}: {results[-1][0]} ({done} of {len(results)} so far)", flush=True)
        wins = sum(1 for r in results if r[0] == 1)
        draws = sum(1 for r in results if r[0] == 0.5)
        points = sum(r[0] for r in results)
        share = points / len(results)
        low, high = wilson(points, len(results))
        reasons: dict = {}
        for r in results:
            reasons[r[2]] = reasons.get(r[2], 0) + 1
        print(f"game {game}: {levels[0]} scores {share:.1%} (95 % {low:.1%}–{high:.1%}; {wins} won, {draws} drawn, "
              f"{len(results) - wins - draws} lost); median {statistics.median(r[1] for r in results):.0f} "
              f"moves; ends {reasons} ({time.perf_counter() - started:.0f} s)", flush=True)
        rows.append((game, wins, draws, len(results) - wins - draws, share, low, high))
    print()
    print(f"| game | {levels[0]} won | drawn | lost | {levels[0]}'s share | 95 % interval |")
    print("|---|---|---|---|---|---|")
    for game, w, d, lost, share, low, high in rows:
        print(f"| {game} | {w} | {d} | {lost} | {share:.1%} | {low:.1%}–{high:.1%} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
