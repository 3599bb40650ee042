"""Open domino, relocation and laying games 10–32: one computer level against another, and how long
they think.

Seeded two-player matches of each game (``{"game": N}`` plus ``--options``): the seats alternate
between the levels, and so does the first move (the option "first"), so every pairing of seat and
first move is played equally often. Each decision is asked through ``Player.next_move`` with the
application's budget (2 s); the strong level keeps to its own limit (0.8 s by default, ``--budget``
to change it). Prints per game the first level's wins, draws and losses, its share of the points (a
win 1, a draw ½) and the median and largest decision time of each level. The exit status is 0 when
the first level scores at least 80 % in every game.

    python3 benchmarks/odp_strength.py [--games 10,16,23,32] [--n 200] [--budget 0.8]
        [--levels strong,easy] [--jobs 1] [--seed 1] [--options key=value,...]
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from compendium.core.rules import CHANCE  # noqa: E402
from compendium.core.search import Budget  # noqa: E402
from compendium.games.od_placement import ai  # noqa: E402
from compendium.games.od_placement.rules import ALL_SPECS as SPECS  # noqa: E402
from compendium.games.od_placement.options import PLAYERS  # noqa: E402
from compendium.games.od_placement.rules import OdPlacementRules  # noqa: E402

APP_SECONDS = 2.0  # the controller's budget for a computer decision


def player(level: str, budget: float | None):
    if level == "strong" and budget is not None:
        return ai.StrongPlayer(seconds=budget)
    return ai.make_player(level)


def play_match(job: tuple) -> tuple:
    """One match: (points of the first level, {level: [decision seconds]}, plies, how it ended)."""
    game, options, levels, budget, index, seed = job
    rules = OdPlacementRules()
    rng = random.Random(seed * 1_000_003 + game * 1009 + index)
    first_level_seat = index % 2
    opts = dict(options, game=game, first="bottom" if (index // 2) % 2 == 0 else "top")
    state = rules.new_match(2, opts)
    seats = {first_level_seat: levels[0], 1 - first_level_seat: levels[1]}
    players = {s: player(lv, budget) for s, lv in seats.items()}
    times: dict = {lv: [] for lv in levels}
    plies = 0
    while not rules.is_over(state):
        mover = rules.to_move(state)
        if mover == CHANCE:
            state = rules.apply(state, rules.sample_chance(state, rng))
            continue
        view = rules.view_for(state, mover)
        started = time.perf_counter()
        action = players[mover].next_move(rules, view, mover, rng, Budget.seconds(APP_SECONDS))
        times[seats[mover]].append(time.perf_counter() - started)
        assert action.verb not in ai.NEVER, action
        state = rules.apply(state, action)
        plies += 1
    points = rules.result(state).points[first_level_seat]
    return points, times, plies, state.reason


def two_player_games() -> list[int]:
    return [g for g in sorted(SPECS) if PLAYERS[g][0] <= 2 <= PLAYERS[g][1]]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default="", help="comma-separated game numbers (default: every two-player game)")
    ap.add_argument("--n", type=int, default=200, help="matches a game")
    ap.add_argument("--budget", type=float, default=None,
                    help="the strong level's limit on a decision in seconds (default: its own, 0.8)")
    ap.add_argument("--levels", default="strong,easy", help="the two levels, the one scored first")
    ap.add_argument("--jobs", type=int, default=1, help="matches played at once (processes)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--options", default="", help="key=value,... added to every game's options")
    args = ap.parse_args(argv)
    levels = tuple(args.levels.split(","))
    games = [int(g) for g in args.games.split(",")] if args.games else two_player_games()
    options = {}
    for part in filter(None, args.options.split(",")):
        k, v = part.split("=")
        options[k] = {"true": True, "false": False}.get(v, int(v) if v.lstrip("-").isdigit() else v)
    budget = f"{args.budget} s" if args.budget is not None else "its default"
    print(f"{levels[0]} against {levels[1]}, {args.n} matches a game, strong level's budget {budget}")
    all_ok = True
    rows = []
    for game in games:
        jobs = [(game, options, levels, args.budget, i, args.seed) for i in range(args.n)]
        started = time.perf_counter()
        if args.jobs > 1:
            with multiprocessing.Pool(args.jobs) as pool:
                results = pool.map(play_match, jobs, chunksize=1)
        else:
            results = [play_match(j) for j in jobs]
        score = sum(r[0] for r in results)
        wins = sum(1 for r in results if r[0] == 1)
        draws = sum(1 for r in results if r[0] == 0.5)
        share = score / len(results)
        all_ok = all_ok and share >= 0.8
        times: dict = {lv: [] for lv in levels}
        for r in results:
            for lv, ts in r[1].items():
                times[lv].extend(ts)
        reasons: dict = {}
        for r in results:
            reasons[r[3]] = reasons.get(r[3], 0) + 1
        plies = statistics.median(r[2] for r in results)
        print(f"game {game}: {levels[0]} scores {share:.1%} ({wins} won, {draws} drawn, "
              f"{len(results) - wins - draws} lost); median {plies:.0f} moves; ends {reasons}")
        cols = []
        for lv in levels:
            ts = times[lv]
            if ts:
                med, top = statistics.median(ts) * 1000, max(ts) * 1000
                print(f"    {lv:>7}: decisions {len(ts)}, median {med:.0f} ms, max {top:.0f} ms")
                cols.append(f"{med:.0f} / {top:.0f}")
            else:
                cols.append("–")
        rows.append((game, wins, draws, len(results) - wins - draws, share, cols))
        print(f"    ({time.perf_counter() - started:.0f} s)", flush=True)
    print()
    print(f"| game | {levels[0]} won | drawn | lost | {levels[0]}'s share | "
          + " | ".join(f"{lv} ms median / max" for lv in levels) + " |")
    print("|---|---|---|---|---|" + "---|" * len(levels))
    for game, w, d, lost, share, cols in rows:
        print(f"| {game} | {w} | {d} | {lost} | {share:.1%} | " + " | ".join(cols) + " |")
    return 0 if all_ok else 1


if __name__ == "__main__":
    sys.exit(main())
