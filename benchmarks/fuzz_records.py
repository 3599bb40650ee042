"""Damaged records through ``compendium replay``: every outcome must be a clean rejection or a
replay, never an exception, never more than 5 s a case.

    python3 benchmarks/fuzz_records.py [CASES] [SEED]

prints cases / rejected / replayed / other / slow, and the kinds of the others. The mutator is
tests/record_fuzz.py (the fuzz test uses it too).
"""

from __future__ import annotations

import collections
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import record_fuzz  # noqa: E402

os.environ.setdefault("COMPENDIUM_DATA_DIR", tempfile.mkdtemp(prefix="compendium-fuzz-data-"))


def main(argv: list[str]) -> int:
    n = int(argv[0]) if argv else 10_000
    seed = int(argv[1]) if len(argv) > 1 else 1
    folder = record_fuzz.temp_folder()
    counts: collections.Counter = collections.Counter()
    kinds: collections.Counter = collections.Counter()
    slowest = 0.0
    start = time.perf_counter()
    for _, blob in record_fuzz.cases(n, seed):
        outcome, detail, seconds = record_fuzz.run_cli(blob, folder)
        counts[outcome] += 1
        slowest = max(slowest, seconds)
        if outcome in ("other", "slow"):
            kinds[detail.split(":")[0] if outcome == "other" else "slow"] += 1
    print(f"cases {n}  rejected {counts['rejected']}  replayed {counts['replayed']}  "
          f"other {counts['other']}  slow (> {record_fuzz.LIMIT:.0f} s) {counts['slow']}  "
          f"slowest {slowest:.2f} s  total {time.perf_counter() - start:.0f} s")
    for kind, k in kinds.most_common():
        print(f"  {k:6}  {kind}")
    return 0 if counts["other"] == 0 and counts["slow"] == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
