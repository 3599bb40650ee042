"""Optimal two-player Pig, solved exactly (Qt-free; needs numpy).

The method is the one of Neller and Presser ("Optimal Play of the Dice Game Pig", 2004): the chance
to win of the player about to decide, with every state's value defined by the best choice there.

A state is ``(i, j, k)``: the mover's banked score ``i``, the opponent's ``j`` and the series (turn
total) ``k``.  ``P(i, j, k)`` is the mover's chance to win when both sides play perfectly:

* ``P = 1`` once ``i + k`` reaches the target (the rules bank the series at once and the game ends);
* throwing is worth ``p_bust * (1 - P(j, i, 0)) + sum_g p_g * P(i, j, k + g)`` — on "чирик" the
  opponent moves next with the scores unchanged, otherwise the series grows by ``g``;
* stopping (only after at least one throw, ``k > 0``) is worth ``1 - P(j, i + k, 0)``.

Only ``W[i, j] = P(i, j, 0)`` is kept (a ``target x target`` float64 array).  Given ``W``, the values
of one ``(i, j)`` for every series are recomputed in one backward pass over the series (each value
needs only larger series, ``W[j, i]`` and ``W[j, i + k]``), which is how decisions and chances are
answered while playing.

How the table is solved
-----------------------
The sum ``i + j`` never decreases along a game: stopping moves to ``(j, i + k)`` (a larger sum),
"чирик" to ``(j, i)`` (the same sum).  So the pairs are solved one layer of equal ``i + j`` at a time,
from the largest sum down, all pairs of a layer at once with numpy.  Inside a layer ``(i, j)`` is
coupled only with its mirror ``(j, i)``, and only through the two numbers ``W[i, j]`` and ``W[j, i]``.

For a guess ``x`` of ``W[j, i]`` the backward pass gives the best choice at every series and, with
those choices fixed, every value as an affine function ``a + b * x`` of the guess.  The two affine
equations of a pair and its mirror are then solved exactly; the new values give new choices, and so
on (policy iteration — Newton's method on these piecewise-linear equations).  It settles in two to
four passes per layer; a pair that has not settled after many passes (not seen in practice) is
finished by bisection, which cannot fail because the mover's value falls as the mirror's rises.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional, Sequence

import numpy as np

from compendium.games.pig.rules import ONE, TWO, TWO_SAME, gain_distribution

DICE_MODES = (ONE, TWO, TWO_SAME)
MIN_TARGET = 10
MAX_TARGET = 1000
CACHE_FORMAT = 1  # part of the cache file name: bump it if the meaning of the table ever changes

_TOLERANCE = 1e-13  # a layer is done when no value moves by more than this between passes
_NEWTON_PASSES = 40  # passes before the bisection fallback takes over


def _check(target: int, dice: str) -> None:
    if dice not in DICE_MODES:
        raise ValueError(f"unknown dice mode {dice!r}; expected one of {', '.join(DICE_MODES)}")
    if isinstance(target, bool) or not isinstance(target, (int, np.integer)) \
            or not MIN_TARGET <= target <= MAX_TARGET:
        raise ValueError(f"target must be a whole number from {MIN_TARGET} to {MAX_TARGET}")


def _gains(dice: str) -> tuple[float, np.ndarray, int]:
    """(chance of "чирик", probabilities of the gains gmin..gmax as an array, gmin)."""
    bust, dist = gain_distribution(dice)
    gmin, gmax = min(dist), max(dist)
    probs = np.zeros(gmax - gmin + 1)
    for g, p in dist.items():
        probs[g - gmin] = p
    return bust, probs, gmin


# --- the table ----------------------------------------------------------------------------------

@dataclass
class PigTable:
    """The solved game: ``W[i, j]`` is the mover's chance to win at scores ``(i, j)`` with no series."""

    target: int
    dice: str
    W: np.ndarray
    _rows: dict = field(default_factory=dict, init=False, repr=False, compare=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        _check(self.target, self.dice)
        self.target = int(self.target)
        if self.W.shape != (self.target, self.target):
            raise ValueError(f"the table must be {self.target}x{self.target}, not {self.W.shape}")
        self._bust, dist = gain_distribution(self.dice)
        self._dist = sorted(dist.items())

    def _row(self, i: int, j: int) -> tuple[list[float], list[float]]:
        """Throw and stop values for every series of (i, j), indexed by the total ``t = i + k``.

        Entries at ``t >= target`` are 1 (already won); ``stop[i]`` (no throw yet) is -1, never chosen.
        """
        key = (i, j)
        rows = self._rows
        got = rows.get(key)
        if got is not None:
            return got
        T = self.target
        wj = self.W[j].tolist()
        top = T + max(g for g, _ in self._dist)
        best = [1.0] * (top + 1)
        roll = [1.0] * (top + 1)
        stop = [1.0] * (top + 1)
        lose_turn = self._bust * (1.0 - wj[i])
        dist = self._dist
        for t in range(T - 1, i - 1, -1):
            r = lose_turn
            for g, p in dist:
                r += p * best[t + g]
            s = 1.0 - wj[t] if t > i else -1.0
            roll[t] = r
            stop[t] = s
            best[t] = r if r >= s else s
        got = (roll, stop)
        with self._lock:
            if len(rows) > 4096:  # a match visits few pairs; keep the memo small anyway
                rows.clear()
            rows[key] = got
        return got

    def _where(self, i: int, j: int, k: int) -> tuple[int, int, int]:
        i, j, k = int(i), int(j), int(k)
        if not (0 <= i < self.target and 0 <= j < self.target and k >= 0):
            raise ValueError(f"no such position ({i}, {j}, {k}) in a game to {self.target}")
        return i, j, k

    def values(self, i: int, j: int, k: int) -> tuple[float, Optional[float]]:
        """(chance to win if you throw, chance if you stop — None when stopping is not allowed)."""
        i, j, k = self._where(i, j, k)
        if i + k >= self.target:
            return 1.0, 1.0
        roll, stop = self._row(i, j)
        return roll[i + k], (stop[i + k] if k > 0 else None)

    def win_chance(self, i: int, j: int, k: int = 0) -> float:
        """The mover's chance to win at (i, j, k) when both sides play perfectly from here."""
        r, s = self.values(i, j, k)
        return r if s is None or r >= s else s

    def should_roll(self, i: int, j: int, k: int) -> bool:
        """Whether throwing is the best choice (with no series yet, throwing is the only one)."""
        r, s = self.values(i, j, k)
        return s is None or r >= s

    def hold_at(self, i: int, j: int) -> int:
        """The smallest series at which the best choice is to stop (target - i if never)."""
        for k in range(1, self.target - i):
            if not self.should_roll(i, j, k):
                return k
        return self.target - i


# --- solving ------------------------------------------------------------------------------------

def solve(target: int, dice: str) -> PigTable:
    """Solve the two-player game to ``target`` with the given dice mode (pure computation)."""
    _check(target, dice)
    T = int(target)
    bust, probs, gmin = _gains(dice)
    G = len(probs)
    W = np.zeros((T, T))
    # columns of W read as "1 - W[j, t]" when stopping at total t; totals >= T are wins, so the
    # stop value there is never used (the backward pass sets those entries to 1 directly)
    for s in range(2 * T - 2, -1, -1):
        lo = max(0, s - T + 1)
        hi = min(s, T - 1)
        I = np.arange(lo, hi + 1)
        J = s - I
        _solve_layer(W, T, I, J, bust, probs, gmin, G)
    return PigTable(T, dice, W)


def _first_guess(W: np.ndarray, T: int, I: np.ndarray, J: np.ndarray) -> np.ndarray:
    """A starting guess for W[J, I] from the layer above (already solved)."""
    guess = np.full(len(I), 0.5)
    up = J + 1 < T
    guess[up] = W[J[up] + 1, I[up]]
    side = ~up & (I + 1 < T)
    guess[side] = W[J[side], I[side] + 1]
    return guess


def _solve_layer(W, T, I, J, bust, probs, gmin, G) -> None:
    n = len(I)
    mirror = np.arange(n - 1, -1, -1)  # (i, j) and (j, i) sit at mirrored places in the layer
    pre = _layer_constants(W, T, I, J)
    x = _first_guess(W, T, I, J)  # guess of W[j, i] for each pair
    settled = False
    for _ in range(_NEWTON_PASSES):
        a, b = _affine_pass(W, T, I, J, x, bust, probs, gmin, G, pre)
        a2, b2 = a[mirror], b[mirror]
        den = 1.0 - b * b2
        if np.any(den < 1e-9):  # both sides almost sure to lose their series: never seen
            break
        w = (a + b * a2) / den  # the pair's value, exact under the current choices
        new_x = w[mirror]
        moved = np.max(np.abs(new_x - x))
        x = new_x
        if moved <= _TOLERANCE:
            settled = True
            break
    if not settled:
        w = _bisect_layer(W, T, I, J, bust, probs, gmin, G)
    W[I, J] = w


def _layer_constants(W, T, I, J):
    """What a layer's passes share: the stop value ``1 - W[j, t]`` at every total (row ``t``) and
    whether stopping is allowed there (``i < t``), both as (T, n) arrays."""
    hold = 1.0 - W[J].T  # hold[t, p] = 1 - W[J[p], t]
    allowed = I[None, :] < np.arange(T)[:, None]
    return np.ascontiguousarray(hold), allowed


def _affine_pass(W, T, I, J, x, bust, probs, gmin, G, pre=None):
    """One backward pass over the totals for all pairs of a layer at once.

    With ``x`` a guess of ``W[j, i]`` per pair, the best choice at each total is taken by value, and
    the value under those choices is carried as ``A + B * x``.  Returns (A, B) at the start of the
    turn (total ``t = i``).  Row ``t`` of ``AB`` holds A for all pairs then B for all pairs.

    (The arithmetic is the same, operation for operation, as a plain loop over the pairs; the loop
    over the totals only avoids numpy calls: the per-total work is a handful of small array ops.)
    """
    n = len(I)
    tmin = int(I.min())
    gmax = gmin + G - 1
    hold_all, allowed = pre if pre is not None else _layer_constants(W, T, I, J)
    AB = np.empty((T + gmax + 1, 2 * n))
    AB[T:, :n] = 1.0
    AB[T:, n:] = 0.0
    shift = np.empty(2 * n)
    shift[:n] = bust
    shift[n:] = -bust
    rbx = np.empty(n)
    stop = np.empty(n, dtype=bool)
    add, multiply, greater, logical_and, copyto, dot = np.add, np.multiply, np.greater, np.logical_and, \
        np.copyto, np.dot
    for t in range(T - 1, tmin - 1, -1):
        row = AB[t]
        dot(probs, AB[t + gmin:t + gmax + 1], out=row)
        add(row, shift, out=row)
        ra = row[:n]
        rb = row[n:]
        hold = hold_all[t]
        multiply(rb, x, out=rbx)
        add(ra, rbx, out=rbx)
        greater(hold, rbx, out=stop)
        logical_and(stop, allowed[t], out=stop)
        copyto(ra, hold, where=stop)
        copyto(rb, 0.0, where=stop)
    idx = np.arange(n)
    return AB[I, idx], AB[I, n + idx]


def _values_at(W, T, I, J, x, bust, probs, gmin, G) -> np.ndarray:
    """W[i, j] for each pair when W[j, i] is taken to be ``x`` (the best choices for that x)."""
    a, b = _affine_pass(W, T, I, J, x, bust, probs, gmin, G)
    return a + b * x


def _bisect_layer(W, T, I, J, bust, probs, gmin, G) -> np.ndarray:
    """Safe fallback: solve w = f(g(w)) for every pair by bisection (f, g are non-increasing)."""
    n = len(I)
    mirror = np.arange(n - 1, -1, -1)
    lo = np.zeros(n)
    hi = np.ones(n)
    for _ in range(60):
        w = 0.5 * (lo + hi)
        mirror_w = _values_at(W, T, I[mirror], J[mirror], w, bust, probs, gmin, G)  # W[j,i] given w
        back = _values_at(W, T, I, J, mirror_w, bust, probs, gmin, G)
        too_low = back > w
        lo = np.where(too_low, w, lo)
        hi = np.where(too_low, hi, w)
    return 0.5 * (lo + hi)


# --- cache --------------------------------------------------------------------------------------

def cache_name(target: int, dice: str) -> str:
    return f"pig-v{CACHE_FORMAT}-{dice}-{int(target)}.npy"


def _read_cache(path: Path, target: int) -> Optional[np.ndarray]:
    try:
        with open(path, "rb") as fh:
            W = np.load(fh, allow_pickle=False)
    except (OSError, ValueError, EOFError):
        return None
    if not isinstance(W, np.ndarray) or W.dtype != np.float64 or W.shape != (target, target):
        return None
    if not np.all(np.isfinite(W)) or W.min() < 0.0 or W.max() > 1.0:
        return None
    return W


def _write_cache(path: Path, W: np.ndarray) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            np.save(fh, W, allow_pickle=False)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def load_or_solve(target: int, dice: str, cache_dir: Optional[Path] = None) -> PigTable:
    """The table from ``cache_dir`` if a sound copy is there; otherwise solved (and cached).

    A missing, truncated or otherwise damaged cache file is ignored and written anew.  Failing to
    write the cache (read-only disk, ...) is not an error: the solved table is returned anyway.
    """
    _check(target, dice)
    if cache_dir is None:
        return solve(target, dice)
    path = Path(cache_dir) / cache_name(target, dice)
    W = _read_cache(path, int(target))
    if W is not None:
        return PigTable(int(target), dice, W)
    table = solve(target, dice)
    try:
        _write_cache(path, table.W)
    except OSError:
        pass
    return table


# --- command line -------------------------------------------------------------------------------

_DICE_ARGS = {"1": ONE, "2": TWO, "2same": TWO_SAME}
_DICE_WORDS = {ONE: "one die (a 1 ends the series)",
               TWO: "two dice, red and white (a red 1 is «чирик»)",
               TWO_SAME: "two dice of one colour (a double is «чирик»)"}


def main_solve(argv: Sequence[str], cache_dir: Optional[Path] = None) -> int:
    """``compendium solve pig --dice 1 --target 100``: print the optimal first player's chance."""
    argv = list(argv)
    if argv and argv[0] == "pig":
        argv = argv[1:]
    parser = argparse.ArgumentParser(
        prog="compendium solve pig",
        description="Solve two-player Pig exactly and print the first player's chance to win.")
    parser.add_argument("--dice", choices=sorted(_DICE_ARGS), default="2",
                        help="1: one die; 2: red and white dice (the book's game); 2same: two dice of one colour")
    parser.add_argument("--target", type=int, default=None,
                        help="points to win (10..1000; default 100 with one die, 200 with two)")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse has printed the message
        return int(exc.code or 0)
    dice = _DICE_ARGS[args.dice]
    target = args.target if args.target is not None else (100 if dice == ONE else 200)
    try:
        table = load_or_solve(target, dice, cache_dir)
    except ValueError as exc:
        parser.print_usage()
        print(f"compendium solve pig: {exc}")
        return 2
    chance = table.W[0, 0]
    print(f"{chance:.4f}")
    print(f"The first player's chance to win with perfect play by both sides: {_DICE_WORDS[dice]}, "
          f"target {target}; the second player wins {1 - chance:.2%} of games.")
    return 0
