"""Cross (or Muggins): how long the GUI thread works after a person lays a tile.

A window of the given size is opened offscreen on a fresh database; Anna plays against a computer
whose delay is long enough that its move never falls into the measured work. For each of Anna's
tiles: the action is chosen through the view (as a click on the hand or the table does), then the
event loop is run until it is idle; the time of the choice plus the first round of the event loop
(the repaint) is "lay a tile", and the longest single round after it is reported too (the glow of
the tile just laid, the log).

    python benchmarks/domino_frame.py [--game cross] [--size 1366x700] [--matches 3]

Prints the median and the maximum in milliseconds, of the GUI thread's CPU time (``--wall``: of
the wall-clock time, which on a shared machine includes waiting for the processor).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", default="cross")
    ap.add_argument("--size", default="1366x700")
    ap.add_argument("--matches", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--wall", action="store_true", help="wall-clock time (default: the GUI thread's CPU time, "
                                                        "which other programs on a busy machine do not inflate)")
    args = ap.parse_args()
    clock = time.perf_counter if args.wall else time.thread_time
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["COMPENDIUM_DATA_DIR"] = tempfile.mkdtemp()

    from compendium.ui import controller as ctl
    from compendium.ui.app import build_window, make_app
    from compendium.storage.db import Database

    app = make_app([])
    db = Database()
    db.add_profile("Anna")
    w = build_window(db, "en")
    w.computer_delay_ms = 150  # the computer's move comes after the measured work
    w.seed = args.seed
    width, height = (int(x) for x in args.size.split("x"))
    w.resize(width, height)
    w.show()
    app.processEvents()
    if hasattr(w, "prepare_stats_page"):
        w.prepare_stats_page()  # the statistics page is built on idle at start-up: not during a move
    rng = random.Random(args.seed)
    lay, after = [], []

    def idle(c, until):
        end = time.perf_counter() + until
        while time.perf_counter() < end:
            app.processEvents()
            if c.phase in (ctl.PERSON, ctl.OVER):
                return

    for _m in range(args.matches):
        def fill(dlg):
            dlg.count.setValue(2)
            dlg.seat_combos[0].setCurrentIndex(0)
            combo = dlg.seat_combos[1]
            combo.setCurrentIndex(next(i for i in range(combo.count()) if (combo.itemData(i) or {}).get("level")))

        w.play(args.game, dialog_hook=fill)
        screen = w.match_screen
        c = screen.controller
        for _ in range(400):
            idle(c, 30)
            if c.phase == ctl.OVER:
                break
            if c.phase == ctl.HANDOVER:
                c.handover_done()
                continue
            view = screen.view
            legal = c.rules.legal_actions(c.state, c.acting_seat())
            plays = [a for a in legal if a.verb == "play"]
            action = rng.choice(plays or legal)
            for _ in range(5):
                app.processEvents()  # everything before the choice is done
            t0 = clock()
            view._emit(action)
            app.processEvents()
            t1 = clock()
            if action.verb == "play":
                lay.append((t1 - t0) * 1000)
            longest = 0.0
            end = time.perf_counter() + 0.05
            while time.perf_counter() < end:
                a = clock()
                app.processEvents()
                longest = max(longest, clock() - a)
            if action.verb == "play":
                after.append(longest * 1000)
    print(f"{args.game} {args.size}: lay a tile  median {statistics.median(lay):.1f} ms  max {max(lay):.1f} ms"
          f"  (n={len(lay)});  longest later round  median {statistics.median(after):.1f}  max {max(after):.1f}")
    w.close()


if __name__ == "__main__":
    main()
