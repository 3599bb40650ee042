"""The match log: the GUI thread's work after a new line, at several lengths of the log.

A new line lays the whole list out again and Qt measures every line then (its text wrapped to the
list's width). The list is made as the match screen makes it, once with the screen's
``LogDelegate`` (each line's size kept) and once with Qt's own delegate, the two alternated in one
process; for each length, ten new lines, each followed by the event loop's work (the layout and the
paint), timed as the GUI thread's processor time.

    python benchmarks/log_frame.py [--lengths 20,100,300,600] [--rounds 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lengths", default="20,100,300,600", help="lines in the log before the new ones")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QListWidget

    from compendium.ui.app import make_app
    from compendium.ui.match_screen import LogDelegate

    app = make_app([])

    def make(kept: bool) -> QListWidget:
        log = QListWidget()  # as MatchScreen makes it
        log.setWordWrap(True)
        log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        log.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        log.setResizeMode(QListWidget.ResizeMode.Adjust)
        log.setTextElideMode(Qt.TextElideMode.ElideNone)
        if kept:
            log.setItemDelegate(LogDelegate(log))
        log.resize(300, 400)
        log.show()
        return log

    lengths = [int(n) for n in args.lengths.split(",")]
    times: dict[tuple[int, bool], list[float]] = {}
    for _ in range(args.rounds):
        for n in lengths:
            for kept in (False, True):
                log = make(kept)
                for i in range(n):
                    log.addItem(f"Anna: plays 5:{i % 7} on the left end; the ends count {i} — scores {i % 5}")
                app.processEvents()
                for k in range(10):
                    log.addItem(f"Computer (easy): plays 6:{k % 7} right, the ends count 12 — scores 10")
                    start = time.thread_time()
                    app.processEvents()
                    times.setdefault((n, kept), []).append(time.thread_time() - start)
                log.close()
                log.deleteLater()
                app.processEvents()
    print("A new line in the match log: the GUI thread's processor time (ms), median and maximum")
    print(f"{'lines':>5}  {'Qt delegate med':>15}  {'max':>6}  {'LogDelegate med':>15}  {'max':>6}  ratio")
    for n in lengths:
        a, b = times[(n, False)], times[(n, True)]
        print(f"{n:>5}  {statistics.median(a) * 1e3:>15.2f}  {max(a) * 1e3:>6.2f}  "
              f"{statistics.median(b) * 1e3:>15.2f}  {max(b) * 1e3:>6.2f}  {statistics.median(b) / statistics.median(a):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
