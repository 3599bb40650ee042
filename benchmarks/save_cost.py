"""What one save costs, in bytes written, at 10, 100 and 1,000 actions (and over a whole match).

Usage: python3 benchmarks/save_cost.py [--src DIR]   (DIR: a checkout whose compendium to measure;
default: this one). The same calls run on the old storage (schema 2: the whole record rewritten
by ``save_match``) and the new (schema 3: ``save_actions`` appends rows; ``save_match`` still
takes a whole record and writes only what changed).

Method: the database is in WAL mode, as the program runs it, with automatic checkpoints turned
off (``PRAGMA wal_autocheckpoint = 0``) so the -wal file only grows. Every page SQLite writes in a
transaction is appended to the WAL as one frame (page size + 24-byte header), so the growth of
the -wal file over one save is exactly what that save wrote (the main file is not written until a
checkpoint, which later copies each distinct page once: at most the same amount again). Actions
are Pig-like notations ("roll", "dice 3 4", "hold"); the record is built as the program builds it.
"""

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

parser = argparse.ArgumentParser()
parser.add_argument("--src", default=str(Path(__file__).resolve().parent.parent))
parser.add_argument("--whole", type=int, default=1800, help="actions of the whole match to sum over")
args = parser.parse_args()
sys.path.insert(0, args.src)

from compendium.storage.db import Database  # noqa: E402

HEAD = {"format": "compendium-record", "version": 1, "game": "pig", "rules_version": 1,
        "options": {"dice": "two", "target": 200, "overtaking": False},
        "players": [{"kind": "person", "name": "Аня", "profile": 1}, {"kind": "computer", "name": "Computer",
                                                                      "level": "kper"}],
        "seed": 12345, "table_dice": False}


def action(rng):
    return rng.choice(["roll", "hold", f"dice {rng.randint(1, 6)} {rng.randint(1, 6)}"])


def record(actions):
    return json.dumps(dict(HEAD, actions=actions), ensure_ascii=False)


def run(mode: str, upto: int, measure: set, checkpoints: bool = False):
    """Plays ``upto`` actions, saving after each; returns {n: (bytes, seconds)} for the saves that
    bring the match to n actions, and the total bytes written by all saves."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "compendium.sqlite3"
        db = Database(path)
        if not checkpoints:
            db.conn.execute("PRAGMA wal_autocheckpoint = 0")
        wal = Path(str(path) + "-wal")
        rng = random.Random(1)
        actions: list = []
        mid = db.create_match("pig", record(actions))
        out, total, slowest = {}, 0, 0.0
        head = json.dumps(HEAD, ensure_ascii=False)
        for n in range(1, upto + 1):
            actions.append(action(rng))
            before = wal.stat().st_size if wal.exists() else 0
            t = time.perf_counter()
            if mode == "save_tail":  # what the match controller does: only the new action
                db.save_tail(mid, n - 1, actions[-1:])
            elif mode == "save_actions":
                db.save_actions(mid, actions, head)
            else:
                db.save_match(mid, record(actions))
            dt = time.perf_counter() - t
            slowest = max(slowest, dt)
            grown = wal.stat().st_size - before
            total += grown
            if n in measure:
                out[n] = (grown, dt)
        db.close()
        return out, total, slowest


modes = ["save_match"] + [m for m in ("save_actions", "save_tail") if hasattr(Database, m)]
print(f"compendium from {args.src}")
print("bytes written to the WAL by one save (time of that save), at the save that brings the match to n actions:")
for mode in modes:
    points = {10, 100, 1000}
    out, _, _ = run(mode, 1000, points)
    cells = "  ".join(f"n={n}: {out[n][0]:>7,} B ({out[n][1] * 1000:.2f} ms)" for n in sorted(points))
    print(f"  {mode:<13} {cells}")
for mode in modes:
    _, total, _ = run(mode, args.whole, set())
    print(f"  {mode:<13} a whole match of {args.whole} actions, saved after each: {total / 1e6:.2f} MB written")
for mode in modes:  # as the program runs: SQLite checkpoints the WAL itself (every 1,000 pages), inside a save
    _, _, slowest = run(mode, args.whole, set(), checkpoints=True)
    print(f"  {mode:<13} with automatic checkpoints, the slowest of the {args.whole} saves: {slowest * 1000:.1f} ms")
