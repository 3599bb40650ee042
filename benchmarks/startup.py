"""Start-up time and peak memory of the application against a bare QMainWindow, in one run.

Each sample is a fresh Python process that imports what it needs, shows its window, lets the
event loop paint once and exits, printing its own wall time since process start and its peak
resident memory. Samples alternate between the two programs (and a first start of the application:
a new data folder, so no database and no cache); medians are reported.

    python benchmarks/startup.py [--runs 9] [--bytecode] [--floor] [--enums]

``--enums`` runs each program once more and lists the Python enum types PySide6 made before the
first paint and which line of the program's code asked for them (PySide6 6.11 makes every enum of a
class or namespace when Python first touches it; the ``Qt`` namespace alone is 94 of them).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PRELUDE = """
import time, os, resource, json
t0 = time.perf_counter()
c0 = time.process_time()
"""

EPILOGUE = """
app.processEvents()
w.repaint()
app.processEvents()
elapsed = time.perf_counter() - t0
cpu = time.process_time() - c0  # the process's own processor time: less shaken by a busy machine
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
print(json.dumps({"seconds": elapsed, "cpu": cpu, "rss_kib": rss}))
"""

BARE = PRELUDE + """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
w = QMainWindow()
w.resize(1200, 800)
w.show()
""" + EPILOGUE

# --floor: a window of plain PySide6 widgets of the kinds the start window shows (a splitter, a search
# field with its "Filters" button, a scroll area for the painted list of categories, a stacked page with
# a title and a scroll area, a toolbar with actions, a label and a button for the language), with none
# of the program's code: what those widget kinds alone cost against the bare window. The splitter is
# given its parent by name, as the program does: QSplitter(w) would make Python's Qt namespace (94 enum
# types, see compendium/ui/qt.py), which the program's start does not.
FLOOR = PRELUDE + """
from PySide6.QtWidgets import (QAbstractScrollArea, QHBoxLayout, QLabel, QLineEdit, QMainWindow, QApplication,
                               QScrollArea, QSplitter, QStackedWidget, QToolBar, QToolButton, QVBoxLayout, QWidget)
app = QApplication([])
w = QMainWindow()
split = QSplitter(parent=w)
side = QWidget(split)
lay = QVBoxLayout(side)
top = QHBoxLayout()
top.addWidget(QLineEdit(side), 1)
top.addWidget(QToolButton(side, text="Filters"))
lay.addLayout(top)
lay.addWidget(QAbstractScrollArea(side), 1)
pages = QStackedWidget(split)
home = QWidget(pages)
pages.addWidget(home)
home_lay = QVBoxLayout(home)
home_lay.addWidget(QLabel("Dice & Domino Compendium", home))
home_lay.addWidget(QScrollArea(home))
w.setCentralWidget(split)
bar = QToolBar(w)
w.addToolBar(bar)
for name in ("Home", "Family members", "Statistics", "Settings", "Full screen", "About"):
    bar.addAction(name)
bar.addWidget(QLabel("Language:", w))
bar.addWidget(QToolButton(w, text="English"))
w.resize(1200, 800)
w.show()
""" + EPILOGUE

APP = PRELUDE + """
from compendium.ui.app import make_app, open_database, build_window
app = make_app([])
db = open_database()
w = build_window(db, "en")
w.show()
""" + EPILOGUE


# --enums: put after PRELUDE; records each enum type made, with the innermost line of the program's own
# code (compendium/...) on the stack then (else the line of the bare or floor window's code, else none),
# and, at the end, whether the Qt namespace was made
ENUM_SPY = """
import enum as _enum, sys as _sys
_made = []
_create = _enum.EnumType._create_
def _spy(cls, class_name, names, **kw):
    f, where = _sys._getframe(1), "(PySide6 itself)"
    while f is not None:
        name = f.f_code.co_filename.replace(chr(92), "/")
        if "/compendium/" in name:
            where = name[name.rindex("/compendium/") + 1:] + ":" + str(f.f_lineno)
            break
        if name == "<string>":  # the benchmark's own program (the bare or floor window): its line
            where = "<string>:" + str(f.f_lineno)
        f = f.f_back
    _made.append(where)
    return _create(cls, class_name, names, **kw)
_enum.EnumType._create_ = _spy
"""

ENUM_REPORT = """
from PySide6 import QtCore as _QtCore
print(json.dumps({"made": _made, "qt": "Qt" in _QtCore.__dict__}))
"""


def enum_counts(code: str, data_dir: str, pycache: "str | None" = None) -> dict:
    """One run of ``code`` with the enum spy: {"made": [where, ...], "qt": whether Qt was made}; a
    line of the bare or floor window's own code is named by its text."""
    spied = PRELUDE + ENUM_SPY + code[len(PRELUDE):].rsplit("print(json.dumps(", 1)[0] + ENUM_REPORT
    got = sample(spied, data_dir, pycache)
    lines = spied.splitlines()
    got["made"] = [f"(the window's code: {lines[int(w[9:]) - 1].strip()})" if w.startswith("<string>:") else w
                   for w in got["made"]]
    return got


def sample(code: str, data_dir: str, pycache: "str | None" = None) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", COMPENDIUM_DATA_DIR=data_dir, PYTHONPATH=str(ROOT))
    if pycache is not None:  # --bytecode: the modules' compiled code is kept (in a temporary folder)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = pycache
    # The process start itself (interpreter boot) is counted for both programs alike.
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=9)
    ap.add_argument("--bytecode", action="store_true",
                    help="let Python keep the modules' compiled code between runs, as an installed program has it "
                         "(pip and PyInstaller ship it), even where PYTHONDONTWRITEBYTECODE is set; by default the "
                         "environment decides")
    ap.add_argument("--floor", action="store_true",
                    help="also measure a window of plain PySide6 widgets of the kinds the start window shows, "
                         "with none of the program's code (what those widget kinds alone cost)")
    ap.add_argument("--enums", action="store_true",
                    help="also list the enum types PySide6 makes before the first paint, by the line of the "
                         "program that asked for them, and whether the Qt namespace (94 enums) was made")
    args = ap.parse_args(argv)
    stale = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "compendium").rglob("__pycache__") if any(p.iterdir()))
    if stale and not args.bytecode and os.environ.get("PYTHONDONTWRITEBYTECODE"):
        print(f"warning: compiled modules lie in the source tree ({', '.join(stale[:3])}{', ...' if len(stale) > 3 else ''}): "
              "the program reads them (as after the README's install step, which compiles them) instead of "
              "compiling its source at each start; remove the __pycache__ folders to measure that", file=sys.stderr)
    with tempfile.TemporaryDirectory() as data_dir, tempfile.TemporaryDirectory() as cache:
        pycache = cache if args.bytecode else None
        sample(APP, data_dir, pycache)  # warm the file cache and create the database once
        sample(BARE, data_dir, pycache)
        bare, app, first, floor = [], [], [], []
        for _ in range(args.runs):
            bare.append(sample(BARE, data_dir, pycache))
            if args.floor:
                floor.append(sample(FLOOR, data_dir, pycache))
            app.append(sample(APP, data_dir, pycache))
            with tempfile.TemporaryDirectory() as fresh:  # a first start: no database, no cache folder
                first.append(sample(APP, fresh, pycache))
    bt = statistics.median(s["seconds"] for s in bare)
    at = statistics.median(s["seconds"] for s in app)
    ft = statistics.median(s["seconds"] for s in first)
    bm = statistics.median(s["rss_kib"] for s in bare)
    am = statistics.median(s["rss_kib"] for s in app)
    fm = statistics.median(s["rss_kib"] for s in first)
    compiled = ("kept between runs (--bytecode)" if args.bytecode else
                "read from the source tree's __pycache__ folders (compiled before, as by the README's install step)"
                if stale and os.environ.get("PYTHONDONTWRITEBYTECODE") else
                "compiled from the source at every start (PYTHONDONTWRITEBYTECODE is set)"
                if os.environ.get("PYTHONDONTWRITEBYTECODE") else "as Python keeps it")
    print(f"runs: {args.runs} each, alternating; the modules' bytecode: {compiled}")
    print(f"bare QMainWindow: median {bt * 1000:.0f} ms to shown, peak memory {bm / 1024:.1f} MiB")
    print(f"compendium:       median {at * 1000:.0f} ms to shown, peak memory {am / 1024:.1f} MiB")
    print(f"first start:      median {ft * 1000:.0f} ms to shown, peak memory {fm / 1024:.1f} MiB")
    print(f"ratio: time {at / bt:.2f}x (first start {ft / bt:.2f}x; target <= 1.5), "
          f"memory {am / bm:.2f}x (first start {fm / bm:.2f}x; target <= 1.3)")
    if floor:
        lt = statistics.median(s["seconds"] for s in floor)
        lm = statistics.median(s["rss_kib"] for s in floor)
        lc = statistics.median(s["cpu"] for s in floor)
        bc0 = statistics.median(s["cpu"] for s in bare)
        print(f"floor (the start window's widget kinds, no program code): median {lt * 1000:.0f} ms to shown "
              f"({lt / bt:.2f}x), processor {lc * 1000:.0f} ms ({lc / bc0:.2f}x), peak memory {lm / 1024:.1f} MiB "
              f"({lm / bm:.2f}x)")
    if args.enums:
        with tempfile.TemporaryDirectory() as data_dir:
            kinds = (("bare", BARE), ("floor", FLOOR), ("compendium", APP)) if args.floor else (("bare", BARE), ("compendium", APP))
            for label, code in kinds:
                enum_counts(code, data_dir)  # (the program's first run makes its database)
                got = enum_counts(code, data_dir)
                print(f"enum types made before the first paint, {label}: {len(got['made'])} "
                      f"(the Qt namespace {'made' if got['qt'] else 'not made'})")
                if label != "bare":
                    for where, n in Counter(got["made"]).most_common(12):
                        print(f"  {n:4d}  {where}")
    bc, ac, fc = (statistics.median(s["cpu"] for s in runs) for runs in (bare, app, first))
    print(f"detail: processor time to shown, median: bare {bc * 1000:.0f} ms, compendium {ac * 1000:.0f} ms, "
          f"first start {fc * 1000:.0f} ms (ratio {ac / bc:.2f}x, first start {fc / bc:.2f}x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
