"""Memory across many matches in one process: does the program keep what a finished match used?

One process builds the real main window offscreen (a temporary data folder), then plays matches
with computers in every seat through the set-up dialog, the controller and the match screen, one
after the other, as fast as the controller goes (no pauses, no animations). After each match it
collects garbage and reads the process's resident memory. Prints the memory after the first match
and after the last one, and the growth per match (a least-squares slope over the matches after the
first five, when caches have filled).

    python benchmarks/memory.py [--matches 50] [--game dice-poker] [--level simple] [--players 2]
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def rss_mib() -> float:
    with open("/proc/self/statm") as fh:
        pages = int(fh.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2 ** 20


def slope(ys: list[float]) -> float:
    n = len(ys)
    if n < 2:
        return 0.0
    mx, my = (n - 1) / 2, sum(ys) / n
    return sum((x - mx) * (y - my) for x, y in enumerate(ys)) / sum((x - mx) ** 2 for x in range(n))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--matches", type=int, default=50)
    ap.add_argument("--game", default="dice-poker")
    ap.add_argument("--level", default="simple")
    ap.add_argument("--players", type=int, default=2)
    args = ap.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as data_dir:
        os.environ["COMPENDIUM_DATA_DIR"] = data_dir
        from PySide6.QtCore import QEvent

        from compendium.ui import controller as ctl
        from compendium.ui.app import build_window, make_app, open_database

        app = make_app([])
        db = open_database()
        window = build_window(db, "en")
        window.computer_delay_ms = 0
        window.animation_ms = 0
        window.show()
        app.processEvents()

        def fill(dlg):
            dlg.count.setValue(args.players)
            for combo in dlg.seat_combos:
                combo.setCurrentIndex(next(i for i in range(combo.count())
                                           if (combo.itemData(i) or {}).get("level") == args.level))

        memory = []
        start = time.perf_counter()
        for _ in range(args.matches):
            window.play(args.game, dialog_hook=fill)
            c = window.match_screen.controller
            deadline = time.perf_counter() + 120
            while c.phase != ctl.OVER and time.perf_counter() < deadline:
                app.processEvents()
                time.sleep(0.001)
            if c.phase != ctl.OVER:
                print("a match did not end within two minutes", file=sys.stderr)
                return 1
            window.show_home()
            for _ in range(3):
                app.processEvents()
            # deleteLater() waits for an event loop to come back to; here no loop runs (processEvents
            # only), so the deferred deletions are sent by hand, as app.exec() would
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
            gc.collect()
            memory.append(rss_mib())
        seconds = time.perf_counter() - start
        db.close()
    tail = memory[5:] if len(memory) > 10 else memory
    print(f"{args.matches} matches of {args.game} ({args.players} x {args.level}) in {seconds:.1f} s")
    print(f"resident memory after the first match {memory[0]:.1f} MiB, after the last {memory[-1]:.1f} MiB")
    print(f"growth: {slope(tail):.3f} MiB per match (least squares over matches {len(memory) - len(tail) + 1}..{len(memory)})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
