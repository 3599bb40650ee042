"""Short or long nardy: one computer level against another, and how long they think.

Games come in pairs: both games of a pair are thrown with the same dice (the same seed), and the
levels change seats and who starts between them (the opening throw is given so that the first
level starts the even games and the second the odd ones), so neither gains from the seat, the
start or the run of the dice. Each game is a single game (1 point, no cube: the options' defaults;
``--cube`` turns the cube on, and then a game's points count). Each decision is asked through
``Player.next_move`` with the application's budget (2 s). Prints the first level's share of the
points with a 95 % interval (Wilson), the games it won, and the median and largest decision time of
each level (the decisions with a single legal answer are played at once and not counted). The exit
status is 0 when the first level scores at least ``--target`` (default 75 %).

    python3 benchmarks/nardy_strength.py --variant short|long [--games 400] [--a strong] [--b easy]
        [--seed 1] [--jobs 1] [--budget 0.6] [--nodes N] [--cube] [--target 0.75] [--progress 20]

Measured for issue 16 (commit c294ef9) on the shared two-core machine, load average 7–9, two
games at a time (``--jobs 2 --seed 1``), the default 0.6 s strong level:

* short, strong against easy: 400 games, strong won 384 (96.0 %, 95 % interval 93.6–97.5 %);
  strong's decisions median 243 ms, max 1442 ms; easy's median 0 ms, max 382 ms;
* long, strong against easy: 400 games, strong won 394 (98.5 %, 96.8–99.3 %); strong median
  138 ms, max 1637 ms; easy median 0 ms, max 665 ms;
* strong against medium (``--seed 2``): short 100 games, strong won 53 (53 %, 43.3–62.5 %); long
  60 games, strong won 34 (56.7 %, 44.1–68.4 %): the look at the replies adds little to the same
  evaluation, as far as games this few can tell.

The largest times are the load's (the deadline is 0.6 s from the start of a decision): on the same
machine less loaded (load 2.4) strong's slowest of 300 random decisions took 0.43 s, median 0.05 s.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from compendium.core.actions import Action  # noqa: E402
from compendium.core.search import Budget  # noqa: E402
from compendium.games.nardy import ai  # noqa: E402
from compendium.games.nardy.rules import NardyRules  # noqa: E402
from strength import times_text, wilson  # noqa: E402  (beside this file)

APP_SECONDS = 2.0  # the controller's budget for a computer decision


def player(level: str, budget: float | None, nodes: int | None):
    if level == "strong" and (budget is not None or nodes is not None):
        return ai.StrongPlayer(seconds=budget if budget is not None else 0.6, nodes=nodes)
    return ai.make_player(level)


def play_game(job: tuple) -> tuple:
    """One game: (points of the first level, points of the second, {level: [decision seconds]})."""
    variant, levels, budget, nodes, cube, index, seed = job
    rules = NardyRules()
    state = rules.new_match(2, {"variant": variant, "cube": cube} if cube else {"variant": variant})
    pair = index // 2
    a_seat = index % 2  # the first level's seat: changes between the two games of a pair
    a_starts = pair % 2 == 0
    if index % 2:
        a_starts = not a_starts
    dice = random.Random(seed * 1_000_003 + pair)  # the same throws for both games of the pair
    rng = random.Random(seed * 7_919 + index)
    seats = {a_seat: 0, 1 - a_seat: 1}  # seat -> which level (0: the first)
    players = {s: player(levels[k], budget, nodes) for s, k in seats.items()}
    times: dict = {0: [], 1: []}
    clock = time.perf_counter
    while not rules.is_over(state):
        mover = rules.to_move(state)
        if mover == -1:  # chance
            if state.phase == "opening":
                hi, lo = sorted(dice.sample(range(1, 7), 2), reverse=True)
                starter = a_seat if a_starts else 1 - a_seat
                throw = (hi, lo) if starter == 0 else (lo, hi)
            else:
                throw = (dice.randint(1, 6), dice.randint(1, 6))
            state = rules.apply(state, Action("dice", throw))
            continue
        legal = rules.legal_actions(state, mover)
        asked = clock()
        action = players[mover].next_move(rules, state, mover, rng, Budget.seconds(APP_SECONDS))
        if len([a for a in legal if a.verb != "resign"]) > 1:
            times[seats[mover]].append(clock() - asked)
        assert action.verb != "resign", action
        state = rules.apply(state, action)
    points = rules.result(state).points
    return points[a_seat], points[1 - a_seat], times


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variant", choices=("short", "long"), default="short")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--a", default="strong", help="the first level")
    ap.add_argument("--b", default="easy", help="the second level")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--budget", type=float, default=None, help="the strong level's own seconds (default 0.6)")
    ap.add_argument("--nodes", type=int, default=None, help="a node limit for the strong level")
    ap.add_argument("--cube", action="store_true", help="play with the doubling cube (short)")
    ap.add_argument("--target", type=float, default=0.75)
    ap.add_argument("--progress", type=int, default=0, help="print the running count every N games")
    args = ap.parse_args(argv)
    levels = (args.a, args.b)
    jobs = [(args.variant, levels, args.budget, args.nodes, args.cube, i, args.seed) for i in range(args.games)]
    started = time.monotonic()
    results: list = []

    def progress(res) -> None:
        results.append(res)
        if args.progress and len(results) % args.progress == 0:
            won = sum(1 for a, b, _ in results if a > b)
            print(f"  {len(results)} games: {args.a} won {won}; " + times_text(results, levels, "; "), flush=True)

    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            for res in pool.imap(play_game, jobs, chunksize=1):
                progress(res)
    else:
        for job in jobs:
            progress(play_game(job))
    won = sum(1 for a, b, _ in results if a > b)
    pts_a = sum(a for a, _, _ in results)
    pts_b = sum(b for _, b, _ in results)
    n = len(results)
    if args.cube:
        share = pts_a / max(pts_a + pts_b, 1)
        print(f"{args.variant}: {args.a} against {args.b}: {n} games, {args.a} won {won}; points "
              f"{pts_a}:{pts_b} ({100 * share:.1f}% of the points)")
    else:
        share = won / n
        lo, hi = wilson(won, n)
        print(f"{args.variant}: {args.a} against {args.b}: {n} games, {args.a} won {won} "
              f"({100 * share:.1f}%, 95% interval {100 * lo:.1f}–{100 * hi:.1f}%)")
    print("  " + times_text(results, levels, "\n  "))
    print(f"  ({time.monotonic() - started:.0f} s)")
    return 0 if share >= args.target else 1


if __name__ == "__main__":
    sys.exit(main())
