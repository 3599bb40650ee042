"""The statistics page: how long it takes to open, to reopen and to show another game.

A temporary database is filled with finished matches (three family members and a computer, in
seven games, each with its own figures), then a fresh process builds the main window at 1366×700,
shows it, lets the event loop run on its own for 2.5 s (as a person looks at the first screen before
clicking; the statistics page is made ready on idle meanwhile) and times:

* the first opening of the page (``MainWindow.show_stats`` and the paint that follows),
* opening it again from the start page,
* choosing another game in the page's game list (each game once: the median and the slowest),
* opening it again after a match was finished (the figures are read again).

Each figure is the wall time until the page is painted and the GUI thread's processor time of the
same (on a busy machine the wall time also holds what other programs took).

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

# game -> (fewest seats, most seats, {its own figure: (lowest, highest)}) as the games' plugins name them
GAMES = {
    "pig": (2, 3, {"burned": (0, 40)}),
    "yacht": (1, 3, {"yacht": (0, 2), "first_throw": (0, 3), "school": (0, 1)}),
    "dice-poker": (2, 2, {"total": (100, 300)}),
    "cross": (2, 4, {"penalties": (0, 30), "rounds_won": (0, 5), "goat": (0, 1)}),
    "categor-big": (2, 3, {"columns": (0, 8)}),
    "all-threes": (2, 3, {"hands_won": (0, 6), "bonus": (0, 60)}),
    "general": (2, 3, {"served": (0, 4)}),
}

CHILD = r"""
import json, statistics, sys, time
from PySide6.QtCore import QEventLoop, QTimer
from compendium.ui.app import make_app, open_database, build_window
app = make_app([])
db = open_database()
w = build_window(db, "en")
w.resize(1366, 700)
w.show()

def idle(seconds):  # an event loop runs on its own, as while a person looks at the screen
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()

idle(2.5)  # the first screen is looked at for a moment

def timed(step):
    # wall time until the page is painted (the step, then the event loop run until it finds nothing
    # left to do: the layout and the paint included), and the GUI thread's processor time of the
    # same (which leaves out what other programs of a busy machine took)
    start, cpu = time.perf_counter(), time.thread_time()
    step()
    while True:
        t = time.perf_counter()
        app.processEvents()
        if time.perf_counter() - t < 0.00025:
            break
    return time.perf_counter() - start, time.thread_time() - cpu

out = {}
out["first"] = timed(lambda: w.show_stats())
idle(1.0)  # the page reads the other choices ahead on idle
w.show_home(); app.processEvents()
out["again"] = timed(lambda: w.show_stats())
page = w._stats_page
combo = page.game
others = [i for i in range(combo.count()) if i != combo.currentIndex() and combo.itemData(i)]
times = []
for i in others:
    times.append(timed(lambda: combo.setCurrentIndex(i)))
    idle(0.05)
out["other"] = tuple(statistics.median(t[k] for t in times) for k in (0, 1))
out["other_max"] = tuple(max(t[k] for t in times) for k in (0, 1))
# a match is finished while the page is hidden: it is read again when it is opened
combo.setCurrentIndex(0)
w.show_home(); app.processEvents()
anna = db.profiles()[0]
mid = db.create_match("pig", "{}")
db.finish_match(mid, "{}", [
    {"seat": 0, "game": "pig", "profile": anna.id, "kind": "person", "level": None, "name": anna.name,
     "score": 100, "rank": 1, "players": 2, "outcome": "win", "points": 1.0, "extra": {"burned": 5}},
    {"seat": 1, "game": "pig", "profile": None, "kind": "computer", "level": "strong", "name": "Computer",
     "score": 50, "rank": 2, "players": 2, "outcome": "loss", "points": 0.0, "extra": {"burned": 9}}])
out["new_result"] = timed(lambda: w.show_stats())
print(json.dumps(out))
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
        lo, hi, figures = GAMES[game]
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
                         "extra": {k: rng.randint(a, b) for k, (a, b) in figures.items()}})
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
            out = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, check=True,
                                 cwd=ROOT)  # the code of this checkout (the current folder comes first)
            samples.append(json.loads(out.stdout.strip().splitlines()[-1]))
    return {k: tuple(statistics.median(s[k][i] for s in samples) for i in (0, 1)) for k in samples[0]}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--matches", type=int, nargs="+", default=[200, 10000])
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args(argv)
    names = {"first": "first open", "again": "reopen", "other": "another game (median of the games)",
             "other_max": "another game (the slowest)", "new_result": "reopen after a new result"}
    for n in args.matches:
        r = measure(n, args.runs)
        print(f"{n} matches (medians of {args.runs} runs; wall time / GUI thread's processor time):")
        for key, name in names.items():
            print(f"  {name:36} {r[key][0] * 1e3:7.1f} ms / {r[key][1] * 1e3:6.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
