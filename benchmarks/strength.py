"""What the level-against-level benchmarks share (``nardy_strength.py``, ``cribbage_strength.py``):
the 95% interval of a win share and the line of each level's decision times."""

from __future__ import annotations

import math
import statistics


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson's interval (95% by default) of the share ``wins / n``."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return centre - half, centre + half


def times_text(results: list, levels: tuple, sep: str) -> str:
    """Each level's decisions: how many, the median and the largest time. Each result ends with a
    {level index: [seconds, ...]} of its match."""
    out = []
    for k, level in enumerate(levels):
        ts = [t for result in results for t in result[-1][k]]
        if ts:
            out.append(f"{level}: {len(ts)} decisions, median {1000 * statistics.median(ts):.1f} ms, "
                       f"max {1000 * max(ts):.0f} ms")
    return sep.join(out)
