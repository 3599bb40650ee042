"""Open domino on the field: one computer level against another, and how long they think.

Both engines: ``--engine od-movement`` (games 1–9) and ``--engine od-placement`` (games 10–32).
Seeded two-player matches of each game (``{"game": N}`` plus ``--options``): the seats alternate
between the levels, and so does the first move (the option "first"), so every pairing of seat and
first move is played equally often. Each decision is asked through ``Player.next_move`` with the
application's budget (2 s); the strong level keeps to its own limit (0.7 s for games 1–9, 0.8 s for
10–32; ``--budget`` to change it, e.g. to measure many matches quickly; ``--nodes N`` instead limits
its every decision to N positions looked at, with no deadline, so that a busy machine plays the same
matches as an idle one — od-placement only; ``--calibrate`` prints how many positions its default
budget looks at per decision on this machine now). Prints per game the first
level's wins, draws and losses, its share of the points (a win 1, a draw ½), how the matches ended
and the median and largest decision time of each level, then the whole as a table. The exit status
is 0 when the first level scores at least 80 % in every game.

    python3 benchmarks/od_strength.py [--engine od-movement|od-placement] [--games 1,3] [--n 200]
        [--budget 0.7] [--levels strong,easy] [--jobs 2] [--seed 1] [--options key=value,...]
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

APP_SECONDS = 2.0  # the controller's budget for a computer decision


def engine(name: str):
    """(the rules' class, the computer players' module, the two-player games) of an engine."""
    if name == "od-movement":
        from compendium.games.od_movement import ai
        from compendium.games.od_movement.rules import OdMovementRules

        return OdMovementRules, ai, list(range(1, 10))
    from compendium.games.od_placement import ai
    from compendium.games.od_placement.options import PLAYERS
    from compendium.games.od_placement.rules import ALL_SPECS, OdPlacementRules

    return OdPlacementRules, ai, [g for g in sorted(ALL_SPECS) if PLAYERS[g][0] <= 2 <= PLAYERS[g][1]]


NO_DEADLINE = 3600.0  # a strong player's own limit while a node limit decides instead
CHEAT = "cheat"  # benchmark only: a player that sees the whole state (never a level of the program)
CHEAT_NODES = 6000  # its positions a decision (``--cheat-nodes``)


class CheatPlayer:
    """Benchmark only, never a level of the program: it is given the whole state (the stacks' order,
    face-down tiles, hidden hands), so every game is one of perfect information for it, and searches
    it with alpha-beta (iterative deepening, ``ai.evaluate`` at the leaves) within ``nodes`` positions.
    Against easy it shows the ceiling a fair player could reach in a game where luck decides."""

    def __init__(self, ai, nodes: int):
        self.ai = ai
        self.nodes = nodes

    def next_move(self, rules, state, seat, rng, budget):
        from compendium.core.search import RulesModel, alphabeta

        ai = self.ai
        acts = ai.candidates(rules, state, seat)
        if len(acts) == 1:
            return acts[0]
        rng.shuffle(acts)
        model = RulesModel(rules, value=lambda st, s: ai.evaluate(rules, st, s),
                           order=lambda st, s, a: [x for x in a if x.verb not in ai.NEVER])
        own = Budget(nodes=self.nodes)
        try:
            return alphabeta(model, state, seat, own, rng=rng, actions=acts).action
        finally:
            budget.nodes_used += own.nodes_used


def player(ai, level: str, budget: float | None, nodes: int | None = None, cheat_nodes: int = CHEAT_NODES):
    if level == CHEAT:
        return CheatPlayer(ai, cheat_nodes)
    if level == "strong" and nodes is not None:
        return ai.StrongPlayer(seconds=NO_DEADLINE)
    if level == "strong" and budget is not None:
        return ai.StrongPlayer(seconds=budget)
    return ai.make_player(level)


def decision_budget(level: str, nodes: int | None) -> Budget:
    if level == "strong" and nodes is not None:
        return Budget(nodes=nodes)
    return Budget.seconds(APP_SECONDS)


def play_match(job: tuple) -> tuple:
    """One match: (points of the first level, {level: [decision seconds]}, plies, how it ended)."""
    name, game, options, levels, budget, index, seed, nodes, cheat_nodes = job
    rules_class, ai, _ = engine(name)
    rules = rules_class()
    rng = random.Random(seed * 1_000_003 + game * 1009 + index)
    first_level_seat = index % 2
    opts = dict(options, game=game, first="bottom" if (index // 2) % 2 == 0 else "top")
    state = rules.new_match(2, opts)
    seats = {first_level_seat: levels[0], 1 - first_level_seat: levels[1]}
    players = {s: player(ai, lv, budget, nodes, cheat_nodes) for s, lv in seats.items()}
    times: dict = {lv: [] for lv in levels}
    looked: list = []  # positions the strong level looked at, decision by decision
    plies = 0
    while not rules.is_over(state):
        mover = rules.to_move(state)
        if mover == CHANCE:
            state = rules.apply(state, rules.sample_chance(state, rng))
            continue
        view = state if seats[mover] == CHEAT else rules.view_for(state, mover)
        if not rules.legal_actions(view, mover):
            # game 9: a deal can leave the first player without a slide (the rules then wait for a
            # move nobody can make); counted as the draw a blocked player means later in the game
            return 0.5, times, plies, "no-first-move", looked
        started = time.perf_counter()
        spent = decision_budget(seats[mover], nodes)
        action = players[mover].next_move(rules, view, mover, rng, spent)
        times[seats[mover]].append(time.perf_counter() - started)
        if seats[mover] in ("strong", CHEAT):
            looked.append(spent.nodes_used)
        assert action.verb not in ai.NEVER, action
        state = rules.apply(state, action)
        plies += 1
    points = rules.result(state).points[first_level_seat]
    return points, times, plies, state.reason, looked


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--engine", default="od-movement", choices=("od-movement", "od-placement"))
    ap.add_argument("--games", default="", help="comma-separated game numbers (default: every two-player game)")
    ap.add_argument("--n", "--matches", type=int, default=200, help="matches a game")
    ap.add_argument("--budget", "--seconds", type=float, default=None,
                    help="the strong level's limit on a decision in seconds (default: its own)")
    ap.add_argument("--nodes", type=int, default=None,
                    help="the strong level's limit on a decision in positions looked at, no deadline "
                         "(od-placement; the same matches on a busy machine as on an idle one)")
    ap.add_argument("--levels", default="strong,easy",
                    help="the two levels, the one scored first; 'cheat' is a benchmark-only player that "
                         "sees the whole state and searches it (the ceiling where luck decides)")
    ap.add_argument("--cheat-nodes", type=int, default=CHEAT_NODES,
                    help="the cheating player's positions a decision")
    ap.add_argument("--jobs", type=int, default=1, help="matches played at once (processes)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--start", type=int, default=0,
                    help="the first match's index: a series split into parts (--start 0 --n 100, --start 100 "
                         "--n 100) plays the same matches as one")
    ap.add_argument("--progress", action="store_true", help="print each match's points as it ends (--jobs 1)")
    ap.add_argument("--options", default="", help="key=value,... added to every game's options")
    args = ap.parse_args(argv)
    levels = tuple(args.levels.split(","))
    games = [int(g) for g in args.games.split(",")] if args.games else engine(args.engine)[2]
    options = {}
    for part in filter(None, args.options.split(",")):
        k, v = part.split("=")
        options[k] = {"true": True, "false": False}.get(v, int(v) if v.lstrip("-").isdigit() else v)
    budget = f"{args.budget} s" if args.budget is not None else "its default"
    if args.nodes is not None:
        budget = f"{args.nodes} positions a decision"
    print(f"{levels[0]} against {levels[1]}, {args.n} matches a game, strong level's budget {budget}")
    all_ok = True
    rows = []
    for game in games:
        jobs = [(args.engine, game, options, levels, args.budget, i, args.seed, args.nodes, args.cheat_nodes)
                for i in range(args.start, args.start + args.n)]
        started = time.perf_counter()
        if args.jobs > 1:
            with multiprocessing.Pool(args.jobs) as pool:
                results = pool.map(play_match, jobs, chunksize=1)
        else:
            results = []
            for j in jobs:
                results.append(play_match(j))
                if args.progress:
                    done = sum(r[0] for r in results)
                    print(f"    match {j[5]}: {results[-1][0]} ({done} of {len(results)} so far, "
                          f"{done / len(results):.1%})", flush=True)
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
        looked = [n for r in results for n in r[4]]
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
        if looked:
            print(f"    {'cheat' if CHEAT in levels else 'strong'} looked at {statistics.median(looked):.0f} positions a decision (median), "
                  f"{max(looked)} at most")
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
