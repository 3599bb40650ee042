"""The statistics page: how long it takes to open, to reopen and to show another game.

A temporary database is filled with finished matches (three family members and a computer, in
Pig, Yacht and dice poker), then a fresh process builds the main window, shows it, lets the event
loop run idle for a moment (as a person looks at the first screen before clicking) and times:

* the first opening of the page (``MainWindow.show_stats`` and the paint that follows),
* opening it again from the start page,
* choosing another game in the page's game list.

    python benchmarks/stats.py [--matches 200 10000] [--runs 3]

Times are medians over ``--runs`` fresh processes.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

GAMES = {"pig": (2, 3), "yacht": (1, 3), "dice_poker": (2, 2)}

CHILD = r"""
import json, sys, time
from PySide6.QtWidgets import QApplication
from compendium.ui.app import make_app, open_database, build_window
app = make_app([])
db = open_database()
w = build_window(db, "en")
w.show()
app.processEvents()
end = time.perf_counter() + 1.5  # the first screen is looked at for a moment
while time.perf_counter() < end:
    app.processEvents()
    time.sleep(0.005)

def timed(step):
    start = time.perf_counter()
    step()
    app.processEvents()
    w.repaint()
    app.processEvents()
    return time.perf_counter() - start

first = timed(lambda: w.show_stats())
w.show_home(); app.processEvents()
again = timed(lambda: w.show_stats())
page = w._stats_page
combo = page.game
others = [i for i in range(combo.count()) if i != combo.currentIndex() and combo.itemData(i)]
other = timed(lambda: combo.setCurrentIndex(others[0])) if others else float("nan")
print(json.dumps({"first": first, "again": again, "other": other}))
"""


def fill(path: Path, matches: int, seed: int = 1) -> None:
    sys.path.insert(0, str(ROOT))
    from compendium.storage.db import Database

    rng = random.Random(seed)
    db = Database(path)
    people = [db.add_profile(n) for n in ("Anna", "Boris", "Vera")]
    t0 = 1_700_000_000.0
    for m in range(matches):
        game = rng.choice(sorted(GAMES))
        lo, hi = GAMES[game]
        n = rng.randint(lo, hi)
        seats = rng.sample(people + [None], n)
        scores = [rng.randint(0, 250) for _ in seats]
        best = max(scores)
        winners = [i for i, s in enumerate(scores) if s == best]
        rows = []
        for i, p in enumerate(seats):
            if n == 1:
                outcome, points = "solo", None
            elif i in winners:
                outcome, points = ("win", 1.0) if len(winners) == 1 else ("draw", 1.0 / len(winners))
            else:
                outcome, points = "loss", 0.0
            rows.append({"seat": i, "game": game, "profile": p.id if p else None,
                         "kind": "person" if p else "computer", "level": None if p else "strong",
                         "name": p.name if p else "Computer", "score": scores[i],
                         "rank": 1 if i in winners else 2, "players": n, "outcome": outcome, "points": points,
                         "extra": {"burned": rng.randint(0, 40)} if game == "pig" else {"bonus": 35}})
        mid = db.create_match(game, "{}")
        db.finish_match(mid, "{}", rows)
        db.conn.execute("UPDATE results SET finished = ? WHERE match_id = ?", (t0 + m * 60.0, mid))
    db.conn.commit()
    db.close()


def measure(matches: int, runs: int) -> dict:
    with tempfile.TemporaryDirectory() as data_dir:
        fill(Path(data_dir) / "compendium.sqlite3", matches)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", COMPENDIUM_DATA_DIR=data_dir, PYTHONPATH=str(ROOT))
        samples = []
        for _ in range(runs):
            out = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, check=True)
            samples.append(json.loads(out.stdout.strip().splitlines()[-1]))
    return {k: statistics.median(s[k] for s in samples) for k in samples[0]}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--matches", type=int, nargs="+", default=[200, 10000])
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args(argv)
    for n in args.matches:
        r = measure(n, args.runs)
        print(f"{n:6} matches: first open {r['first'] * 1e3:7.1f} ms, reopen {r['again'] * 1e3:6.1f} ms, "
              f"another game {r['other'] * 1e3:6.1f} ms (medians of {args.runs})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
