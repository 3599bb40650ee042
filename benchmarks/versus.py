"""A computer level against its own earlier version: seeded two-player matches, seats alternating.

The old player is the game's ``ai.py`` as it was at a git revision (run from the repository);
the new one is today's, asked through ``Player.next_move`` with the controller's budget. Prints
the wins of each side, the ties, and how long their decisions took.

    python benchmarks/versus.py --game cross --level counter --old HEAD~3 [--matches 200] [--seed 1]
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from compendium.core import registry  # noqa: E402
from compendium.core.rules import CHANCE, SIMULTANEOUS  # noqa: E402
from compendium.core.search import Budget  # noqa: E402


def old_module(game: str, rev: str):
    """The game's ai.py at ``rev``, imported under another name."""
    text = subprocess.run(["git", "show", f"{rev}:compendium/games/{game}/ai.py"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout
    path = Path(tempfile.mkdtemp()) / f"old_{game}_ai.py"
    path.write_text(text, encoding="utf-8")
    spec = importlib.util.spec_from_file_location(f"old_{game}_ai", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", required=True)
    ap.add_argument("--level", required=True)
    ap.add_argument("--old", required=True, help="git revision of the old ai.py")
    ap.add_argument("--matches", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seconds", type=float, default=2.0, help="the new player's budget per decision")
    ap.add_argument("--options", default="", help="key=value,... (ints and true/false understood)")
    args = ap.parse_args(argv)
    plugin = registry.load(args.game)
    rules = plugin.rules
    options = {}
    for part in filter(None, args.options.split(",")):
        k, v = part.split("=")
        options[k] = {"true": True, "false": False}.get(v, int(v) if v.lstrip("-").isdigit() else v)
    options = rules.resolve_options(options)
    old = old_module(args.game, args.old).make_player(args.level)
    new = plugin.make_ai(args.level, rules)
    wins = {"new": 0, "old": 0, "tie": 0}
    times = {"new": [], "old": []}
    start = time.monotonic()
    for g in range(args.matches):
        rng = random.Random(args.seed * 100_003 + g)
        sides = ("new", "old") if g % 2 == 0 else ("old", "new")
        rngs = {s: random.Random(rng.random()) for s in sides}
        state = rules.new_match(2, options)
        steps = 0
        while not rules.is_over(state) and steps < 20_000:
            steps += 1
            mover = rules.to_move(state)
            if mover == CHANCE:
                state = rules.apply(state, rules.sample_chance(state, rng))
                continue
            seat = rules.deciding(state)[0] if mover == SIMULTANEOUS else mover
            side = sides[seat]
            view = rules.view_for(state, seat)
            t0 = time.perf_counter()
            if side == "new":
                action = new.next_move(rules, view, seat, rngs[side], Budget.seconds(args.seconds))
            else:
                action = old.choose(rules, view, seat, rngs[side])
            times[side].append(time.perf_counter() - t0)
            state = rules.apply(state, action)
        ranks = rules.result(state).ranks
        if ranks[0] == ranks[1]:
            wins["tie"] += 1
        else:
            wins[sides[ranks.index(1)]] += 1
    decided = wins["new"] + wins["old"]
    share = wins["new"] / decided if decided else 0.5
    print(f"{args.game} {args.level}: new {wins['new']}, old {wins['old']}, ties {wins['tie']} "
          f"of {args.matches} (new wins {100 * share:.1f}% of the decided; {time.monotonic() - start:.0f} s)")
    for side in ("new", "old"):
        t = times[side]
        print(f"  {side}: {len(t)} decisions, median {statistics.median(t) * 1e3:.2f} ms, max {max(t) * 1e3:.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
