"""Cribbage: one computer level against another in whole matches, and how long they think.

Matches come in pairs dealt from the same shuffles (the same seed for the cut and every deal); the
levels change seats between the two matches of a pair, so neither gains from the seat, the first
deal or the run of the cards. Two-player variants: one seat each. Three or four players: the first
level sits at one seat (a different one from match to match), the second level takes the others;
partners: the first level is one pair of partners. Each decision is asked through
``Player.next_move`` with the application's budget (2 s). Prints the first level's share of the
matches won with a 95 % interval (Wilson) and the median and largest decision time of each level
(decisions with a single legal answer are not counted). The exit status is 0 when the first level
wins at least ``--target`` (default 0.65).

``--fixed`` takes the deadlines away (the strong level's own and the application's), so that only
the strong level's sample count (``--samples``, default 40) and node limit (``--nodes``) bound it:
the results then do not depend on the load.

    python3 benchmarks/cribbage_strength.py [--variant six] [--games 400] [--a strong] [--b easy]
        [--seed 1] [--jobs 1] [--samples 40] [--nodes N] [--fixed] [--target 0.65] [--progress 20]

Measured for issue 17 on the shared two-core machine (load average 2–4), six-card cribbage, two
matches at a time (``--jobs 2``), the code of the commit that wrote these lines:

* strong against easy, ``--games 400 --fixed --seed 1`` (40 samples, no deadline): strong won 280
  (70.0 %, 95 % interval 65.3–74.3 %); with ``--seed 3``: 268 (67.0 %, 62.2–71.4 %);
* medium against easy, ``--games 400 --fixed --seed 1``: medium won 245 (61.3 %, 56.4–65.9 %);
* with the deadlines (the strong level's own 0.8 s, the application's 2 s; ``--games 200 --seed 3``):
  strong won 126 (63.0 %, 56.1–69.4 %); its decisions (those with a choice) median 5.4 ms, max
  824 ms; medium's median under 0.1 ms (its largest, 1.3 s once, was the load's).

A pegging-aware discard (the best few discards also weighed by the play searched against sampled
hands) was tried: 68.0 % against 67.0 % on the same 400 matches (seed 3), within the noise, so
it was left out.
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

from compendium.core.rules import CHANCE, SIMULTANEOUS  # noqa: E402
from compendium.core.search import Budget  # noqa: E402
from compendium.games.cribbage import ai  # noqa: E402
from compendium.games.cribbage.options import DEALS  # noqa: E402
from compendium.games.cribbage.rules import CribbageRules  # noqa: E402
from strength import times_text, wilson  # noqa: E402  (beside this file)

APP_SECONDS = 2.0  # the controller's budget for a computer decision


def player(level: str, samples: int, nodes, fixed: bool):
    if level == "strong":
        return ai.StrongPlayer(seconds=1e6 if fixed else 0.8, samples=samples, nodes=nodes)
    return ai.make_player(level)


def seats_of(variant: str, index: int) -> dict:
    """seat -> which level (0: the first) in match ``index``."""
    deal = DEALS[variant]
    n = deal.players
    if deal.teams:
        team = index % 2
        return {s: 0 if s % 2 == team else 1 for s in range(n)}
    if n == 2:
        return {index % 2: 0, 1 - index % 2: 1}
    first = (index // 2 + index % 2) % n
    return {s: 0 if s == first else 1 for s in range(n)}


def play_game(job: tuple) -> tuple:
    """One match: (did the first level win, {level: [decision seconds]})."""
    variant, levels, samples, nodes, fixed, index, seed = job
    rules = CribbageRules()
    n = DEALS[variant].players
    state = rules.new_match(n, {"variant": variant})
    pair = index // 2
    deck = random.Random(seed * 1_000_003 + pair)  # the same shuffles for both matches of the pair
    rng = random.Random(seed * 7_919 + index)
    seats = seats_of(variant, index)
    players = {s: player(levels[k], samples, nodes, fixed) for s, k in seats.items()}
    times: dict = {0: [], 1: []}
    clock = time.perf_counter
    while not rules.is_over(state):
        mover = rules.to_move(state)
        if mover == CHANCE:
            state = rules.apply(state, rules.sample_chance(state, deck))
            continue
        seat = rules.deciding(state)[0] if mover == SIMULTANEOUS else mover
        view = rules.view_for(state, seat)
        legal = rules.legal_actions(view, seat)
        asked = clock()
        budget = Budget() if fixed else Budget.seconds(APP_SECONDS)
        action = players[seat].next_move(rules, view, seat, rng, budget)
        if len(legal) > 1:
            times[seats[seat]].append(clock() - asked)
        state = rules.apply(state, action)
    outcomes = rules.result(state).outcomes
    a_seat = min(s for s, k in seats.items() if k == 0)
    return outcomes[a_seat] == "win", times


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variant", choices=tuple(DEALS), default="six")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--a", default="strong", help="the first level")
    ap.add_argument("--b", default="easy", help="the second level")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--samples", type=int, default=40, help="the strong level's deals sampled in the play")
    ap.add_argument("--nodes", type=int, default=None, help="a node limit for the strong level")
    ap.add_argument("--fixed", action="store_true", help="no deadline for the strong level: samples and nodes only")
    ap.add_argument("--target", type=float, default=0.65)
    ap.add_argument("--progress", type=int, default=0, help="print the running count every N matches")
    args = ap.parse_args(argv)
    levels = (args.a, args.b)
    jobs = [(args.variant, levels, args.samples, args.nodes, args.fixed, i, args.seed) for i in range(args.games)]
    started = time.monotonic()
    results: list = []

    def progress(res) -> None:
        results.append(res)
        if args.progress and len(results) % args.progress == 0:
            won = sum(1 for w, _ in results if w)
            print(f"  {len(results)} matches: {args.a} won {won}; " + times_text(results, levels, "; "), flush=True)

    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            for res in pool.imap(play_game, jobs, chunksize=1):
                progress(res)
    else:
        for job in jobs:
            progress(play_game(job))
    n = len(results)
    won = sum(1 for w, _ in results if w)
    share = won / n
    lo, hi = wilson(won, n)
    print(f"{args.variant}: {args.a} against {args.b}: {n} matches, {args.a} won {won} "
          f"({100 * share:.1f}%, 95% interval {100 * lo:.1f}–{100 * hi:.1f}%)")
    print("  " + times_text(results, levels, "\n  "))
    print(f"  ({time.monotonic() - started:.0f} s)")
    return 0 if share >= args.target else 1


if __name__ == "__main__":
    sys.exit(main())
