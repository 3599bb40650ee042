"""How long a computer player's first decision takes in a fresh process (the program just started).

For each game and level a new Python process configures the kernel's cache folder, sets up a
match with the computer in every seat and times the first decision (``choose`` on the first
position where a seat decides), player creation included. Each is run twice on one cache folder:
``first`` (an empty cache: the first time on this computer) and ``again`` (what every later start
sees).

    python benchmarks/first_decision.py [--games dice_poker,yacht,vertushka] [--players 2]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import json, random, sys, time
import numpy  # the application loads it on idle after its window is shown (MainWindow's warm-up)
from pathlib import Path
from compendium.core import config, registry
from compendium.core.rules import CHANCE, SIMULTANEOUS
config.configure(cache_dir=Path(sys.argv[1]))
game, level, players = sys.argv[2], sys.argv[3], int(sys.argv[4])
plugin = registry.load(game)
rules = plugin.rules
rng = random.Random(1)
state = rules.new_match(players, rules.resolve_options(registry.options(game)))
while rules.to_move(state) == CHANCE:
    state = rules.apply(state, rules.sample_chance(state, rng))
spent = 0.0
player = None
while not rules.is_over(state):  # up to the first decision between two moves or more
    mover = rules.to_move(state)
    if mover == CHANCE:
        state = rules.apply(state, rules.sample_chance(state, rng))
        continue
    seat = rules.deciding(state)[0] if mover == SIMULTANEOUS else mover
    view = rules.view_for(state, seat)
    start = time.perf_counter()
    if player is None:
        player = plugin.make_ai(level, rules)
    action = player.choose(rules, view, seat, rng)
    spent += time.perf_counter() - start
    if len(rules.legal_actions(state, seat)) > 1:
        break
    state = rules.apply(state, action)
print(json.dumps({"seconds": spent}))
"""


def run(cache: str, game: str, level: str, players: int) -> float:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", CHILD, cache, game, level, str(players)], env=env,
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])["seconds"]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default="dice_poker,yacht,vertushka")
    ap.add_argument("--players", type=int, default=2)
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from compendium.core import registry

    for game in [g for g in args.games.split(",") if g]:
        plugin = registry.load(game)
        for level in plugin.ai_levels:
            with tempfile.TemporaryDirectory() as cache:
                first = run(cache, game, level.key, args.players)
                again = run(cache, game, level.key, args.players)
            print(f"{game:12} {level.key:10} first decision: first time {first * 1e3:8.1f} ms, "
                  f"later starts {again * 1e3:8.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
