"""How long a computer player's first decision takes in a fresh process (the program just started),
and how its one-time preparation (``Player.prepare``) keeps that off the first decision.

For each game and level new Python processes configure the kernel's cache folder, set up a match
with the computer in every seat and time the first decision (``choose`` on the first position
where a seat decides between two moves or more):

* ``unprepared``: as a player without preparation would: on an empty cache folder (the first
  time on this computer), player creation and its lazy one-time work included;
* ``prepare``: the preparation the controller runs in a background thread when the match is set
  up, on an empty cache folder (``first time``) and again on the folder it filled (``later``);
* ``decision``: the first decision after that preparation (target: at most 50 ms);
* ``GUI``: with a real ``MatchController`` offscreen on an empty cache folder, ``set-up``: the
  controller's creation and start on the GUI thread (the players created, the preparation
  started); ``block``: after that, the longest time the GUI thread did not serve a 1 ms timer
  until the first computer move was made (the preparation and the decision run in other threads).

    python benchmarks/first_decision.py [--games dice-poker,yacht,vertushka] [--players 2] [--no-gui]
                                        [--repeat 3] [--check]

With ``--repeat`` each figure is the median of that many runs; ``--check`` exits with 1 when a
first decision after preparation took more than 50 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
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
from compendium.core.ai import as_player
from compendium.core.rules import CHANCE, SIMULTANEOUS
config.configure(cache_dir=Path(sys.argv[1]))
game, level, players, prepare = sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5] == "prepare"
plugin = registry.load(game)
rules = plugin.rules
rng = random.Random(1)
state = rules.new_match(players, rules.resolve_options(registry.options(game)))
out = {}
player = None
if prepare:  # as the controller does: create the players, then prepare them in the background
    start = time.perf_counter()
    player = as_player(plugin.make_ai(level, rules))
    out["create"] = time.perf_counter() - start
    start = time.perf_counter()
    for seat in range(players):
        player.prepare(rules, rules.view_for(state, seat), seat)
    out["prepare"] = time.perf_counter() - start
while rules.to_move(state) == CHANCE:
    state = rules.apply(state, rules.sample_chance(state, rng))
spent = 0.0
while not rules.is_over(state):  # up to the first decision between two moves or more
    mover = rules.to_move(state)
    if mover == CHANCE:
        state = rules.apply(state, rules.sample_chance(state, rng))
        continue
    seat = rules.deciding(state)[0] if mover == SIMULTANEOUS else mover
    view = rules.view_for(state, seat)
    start = time.perf_counter()
    if player is None:
        player = as_player(plugin.make_ai(level, rules))
    action = player.choose(rules, view, seat, rng)
    spent += time.perf_counter() - start
    if len(rules.legal_actions(state, seat)) > 1:
        break
    state = rules.apply(state, action)
out["decision"] = spent
print(json.dumps(out))
"""

GUI_CHILD = r"""
import json, os, sys, time
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
import numpy
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from compendium.core import config, registry
from compendium.core.match import Match
from compendium.core.rules import CHANCE
from compendium.ui.controller import MatchController
app = QApplication([])
config.configure(cache_dir=Path(sys.argv[1]))
game, level, players = sys.argv[2], sys.argv[3], int(sys.argv[4])
plugin = registry.load(game)
seats = [{"kind": "computer", "level": level, "name": f"C{i}"} for i in range(players)]
match = Match.new(plugin.rules, game, seats, registry.options(game), seed=1)
ticks = []
timer = QTimer()
timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
timer.start(1)
out = {"preparing": False}

def begin():
    start = time.perf_counter()
    ticks.append(start)
    c = MatchController(plugin, match, None, computer_delay_ms=0, animation_ms=0)
    c.start()
    ticks.append(time.perf_counter())
    out["setup"] = ticks[-1] - start  # creating the players and starting: on the GUI thread
    out["preparing"] = c.preparing
    out["controller"] = c
    begun.append(time.perf_counter())

begun = []
QTimer.singleShot(50, begin)

def check():
    if not begun:
        return
    moved = any(e.actor != CHANCE and e.actor >= 0 for e in match.log)
    if moved or time.perf_counter() - begun[0] > 60:
        first = next(i for i, t in enumerate(ticks) if t >= begun[0]) - 1  # the tick ending the set-up
        gaps = [b - a for a, b in zip(ticks[first:], ticks[first + 1:])]
        out["block"] = max(gaps)  # the longest the GUI thread was busy while the computer prepared and moved
        out["wall"] = time.perf_counter() - begun[0]
        out["moved"] = moved
        out.pop("controller").stop()
        app.quit()

poll = QTimer()
poll.timeout.connect(check)
poll.start(2)
app.exec()
print(json.dumps(out), flush=True)
os._exit(0)  # no teardown: a decision still running in Qt's thread pool must not crash the exit
"""


def _child(code: str, cache: str, game: str, level: str, players: int, *extra: str) -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code, cache, game, level, str(players), *extra], env=env,
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def measure(game: str, level: str, players: int, gui: bool = True) -> dict:
    """Every figure of one level, each from a new process (see the module's description)."""
    out = {}
    with tempfile.TemporaryDirectory() as cache:
        out["unprepared"] = _child(CHILD, cache, game, level, players, "lazy")["decision"]
    with tempfile.TemporaryDirectory() as cache:
        first = _child(CHILD, cache, game, level, players, "prepare")
        later = _child(CHILD, cache, game, level, players, "prepare")
    out.update(create=first["create"], prepare_first=first["prepare"], decision_first=first["decision"],
               prepare_later=later["prepare"], decision_later=later["decision"])
    if gui:
        with tempfile.TemporaryDirectory() as cache:
            g = _child(GUI_CHILD, cache, game, level, players)
        out.update(gui_setup=g["setup"], gui_block=g["block"], gui_preparing=g["preparing"], gui_wall=g["wall"])
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default="pig,general,golden-general,yacht,dice-poker,vertushka,thirteen")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--no-gui", action="store_true", help="leave out the offscreen controller's GUI-thread block")
    ap.add_argument("--repeat", type=int, default=1, help="runs per figure (the median is shown)")
    ap.add_argument("--check", action="store_true", help="exit with 1 if a decision after preparation passed 50 ms")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from compendium.core import registry

    print(f"{'game':14} {'level':9} {'unprepared':>11} | {'prepare (background)':>22} | "
          f"{'first decision after':>22} | {'GUI thread, first time':>22}")
    print(f"{'':14} {'':9} {'first time':>11} | {'first time':>10} {'later':>11} | "
          f"{'first time':>10} {'later':>11} | {'set-up':>10} {'block':>11}")
    worst = 0.0
    for game in [g for g in args.games.split(",") if g]:
        plugin = registry.load(game)
        for level in plugin.ai_levels:
            runs = [measure(game, level.key, args.players, gui=not args.no_gui) for _ in range(max(1, args.repeat))]
            m = {k: (statistics.median(r[k] for r in runs) if isinstance(v, float) else v) for k, v in runs[0].items()}
            worst = max(worst, m["decision_first"], m["decision_later"])
            block = (f"{m['gui_setup'] * 1e3:7.1f} ms {m['gui_block'] * 1e3:7.1f} ms" + ("*" if m["gui_preparing"] else " ")
                     if "gui_block" in m else "")
            print(f"{game:14} {level.key:9} {m['unprepared'] * 1e3:8.1f} ms | "
                  f"{m['prepare_first'] * 1e3:7.1f} ms {m['prepare_later'] * 1e3:8.1f} ms | "
                  f"{m['decision_first'] * 1e3:7.1f} ms {m['decision_later'] * 1e3:8.1f} ms | {block}")
    print(f"\nlongest first decision after preparation: {worst * 1e3:.1f} ms (target 50 ms); "
          "* = the controller prepared the computer player in the background")
    print("unprepared: a first decision on an empty cache folder without preparation (as before it existed)")
    return 1 if args.check and worst > 0.05 else 0


if __name__ == "__main__":
    raise SystemExit(main())
