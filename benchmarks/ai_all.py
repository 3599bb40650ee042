"""Every playable game's computer players: how long one decision takes.

Positions come from matches played to the end by the game's default computer player in every
seat (seeded, with the game's default options unless a preset is named); every level of the game
then decides at each position, through ``rules.view_for`` as in a real match. Prints the median,
the 95th percentile and the slowest decision per level.

    python benchmarks/ai_all.py [--games yacht,cross] [--players 2] [--matches 3] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from compendium.core import registry  # noqa: E402
from compendium.core.rules import CHANCE, SIMULTANEOUS  # noqa: E402


def positions(plugin, players: int, matches: int, seed: int, limit: int = 400):
    """(state, seat) pairs where a seat decides, from self-play matches of the default player."""
    rules = plugin.rules
    rng = random.Random(seed)
    out = []
    for _ in range(matches):
        state = rules.new_match(players, rules.resolve_options({}))
        bots = {}
        steps = 0
        while not rules.is_over(state) and steps < 5000:
            steps += 1
            mover = rules.to_move(state)
            if mover == CHANCE:
                state = rules.apply(state, rules.sample_chance(state, rng))
                continue
            seat = rules.deciding(state)[0] if mover == SIMULTANEOUS else mover
            out.append((state, seat))
            bot = bots.setdefault(seat, plugin.make_ai(plugin.default_ai, rules))
            state = rules.apply(state, bot.choose(rules, rules.view_for(state, seat), seat, rng))
    rng.shuffle(out)
    return out[:limit]


def percentile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default="", help="comma-separated ids (default: every playable game but Pig, "
                                                "which benchmarks/ai.py measures)")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--matches", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    from compendium.core import config
    from compendium.storage.paths import cache_dir

    config.configure(cache_dir=cache_dir())  # the solved tables (Yacht) are kept between runs
    ids = [g for g in args.games.split(",") if g] or sorted(registry.playable_ids() - {"pig"})
    seen = set()
    for gid in ids:
        plugin = registry.load(gid)
        if plugin.id in seen:  # a catalog variant of an engine already measured
            continue
        seen.add(plugin.id)
        pos = positions(plugin, args.players, args.matches, args.seed)
        rules = plugin.rules
        for level in plugin.ai_levels:
            player = plugin.make_ai(level.key, rules)
            rng = random.Random(args.seed)
            times = []
            for state, seat in pos:
                view = rules.view_for(state, seat)
                start = time.perf_counter()
                player.choose(rules, view, seat, rng)
                times.append(time.perf_counter() - start)
            print(f"{plugin.id:14} {level.key:10} median {statistics.median(times) * 1e3:8.2f} ms   "
                  f"p95 {percentile(times, 0.95) * 1e3:8.2f} ms   max {max(times) * 1e3:8.2f} ms   "
                  f"({len(times)} positions)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
