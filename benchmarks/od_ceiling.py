"""Open domino, games 10–32: the ceiling of a game where luck decides — a *cheating* player against easy.

Benchmark only, NOT a level of the program: the "cheat" player is the strong level (``--nodes``
positions a decision, no deadline) given the whole state instead of its seat's view, so it knows
every stack's order and the other player's hidden hand; the unknown tiles are not sampled, its one
world is the true one. What it scores against easy is what a player who guessed every unknown
tile right would score with the same search: when even that stays below 80 %, no fair player of
that search can reach the target in that game. ``--levels`` takes the pair as in od_strength.py
(``cheat``, ``strong``, ``medium``, ``easy``); seats and first moves alternate the same way, and
the matches are seeded the same way, so ``cheat,easy`` and od_strength.py's ``strong,easy`` play
the same deals.

    python3 benchmarks/od_ceiling.py --games 24,25 [--n 40] [--nodes 2400] [--levels cheat,easy]
        [--seed 1] [--options key=value,...]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for p in (ROOT, ROOT / "benchmarks"):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

from compendium.core.rules import CHANCE  # noqa: E402
from compendium.core.search import Budget  # noqa: E402
from od_strength import APP_SECONDS, engine  # noqa: E402


def play_match(game: int, options: dict, levels: tuple, index: int, seed: int, nodes: int) -> tuple:
    """One match (seeded as od_strength.py seeds it): (points of the first level, plies, how it ended)."""
    rules_class, ai, _ = engine("od-placement")
    rules = rules_class()
    rng = random.Random(seed * 1_000_003 + game * 1009 + index)
    first_level_seat = index % 2
    opts = dict(options, game=game, first="bottom" if (index // 2) % 2 == 0 else "top")
    state = rules.new_match(2, opts)
    seats = {first_level_seat: levels[0], 1 - first_level_seat: levels[1]}
    players = {s: (ai.StrongPlayer(seconds=3600.0) if lv in ("cheat", "strong") else ai.make_player(lv))
               for s, lv in seats.items()}
    plies = 0
    while not rules.is_over(state):
        mover = rules.to_move(state)
        if mover == CHANCE:
            state = rules.apply(state, rules.sample_chance(state, rng))
            continue
        level = seats[mover]
        seen = state if level == "cheat" else rules.view_for(state, mover)  # the cheat sees everything
        budget = Budget(nodes=nodes) if level in ("cheat", "strong") else Budget.seconds(APP_SECONDS)
        action = players[mover].next_move(rules, seen, mover, rng, budget)
        state = rules.apply(state, action)
        plies += 1
    return rules.result(state).points[first_level_seat], plies, state.reason


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default="24,25")
    ap.add_argument("--n", type=int, default=40, help="matches a game")
    ap.add_argument("--nodes", type=int, default=2400, help="positions a decision for cheat and strong")
    ap.add_argument("--levels", default="cheat,easy")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--options", default="")
    args = ap.parse_args(argv)
    levels = tuple(args.levels.split(","))
    options = {}
    for part in filter(None, args.options.split(",")):
        k, v = part.split("=")
        options[k] = {"true": True, "false": False}.get(v, int(v) if v.lstrip("-").isdigit() else v)
    print(f"{levels[0]} against {levels[1]}, {args.n} matches a game, {args.nodes} positions a decision")
    rows = []
    for game in (int(g) for g in args.games.split(",")):
        started = time.perf_counter()
        results = [play_match(game, options, levels, i, args.seed, args.nodes) for i in range(args.n)]
        wins = sum(1 for r in results if r[0] == 1)
        draws = sum(1 for r in results if r[0] == 0.5)
        share = sum(r[0] for r in results) / len(results)
        reasons: dict = {}
        for r in results:
            reasons[r[2]] = reasons.get(r[2], 0) + 1
        print(f"game {game}: {levels[0]} scores {share:.1%} ({wins} won, {draws} drawn, "
              f"{len(results) - wins - draws} lost); median {statistics.median(r[1] for r in results):.0f} "
              f"moves; ends {reasons} ({time.perf_counter() - started:.0f} s)", flush=True)
        rows.append((game, wins, draws, len(results) - wins - draws, share))
    print()
    print(f"| game | {levels[0]} won | drawn | lost | {levels[0]}'s share |")
    print("|---|---|---|---|---|")
    for game, w, d, lost, share in rows:
        print(f"| {game} | {w} | {d} | {lost} | {share:.1%} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
