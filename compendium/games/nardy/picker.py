"""Choosing a whole turn of nardy die by die (Qt-free).

The rules give the seat to move every legal full step sequence of its turn (``sequences``: all
orders, all paths; steps in the mover's own numbers, ``(from, to)``, from 25 = the bar, to 0 = off)
and the dice thrown. A person moves one checker at a time; :class:`TurnPicker` says which checkers
may be taken now (``sources``), where each may go (``targets``: with one die, or with two or more
dice in one go — a combined move, taken as its single steps), and when a full turn is chosen
(``done``); ``back`` takes the last step back.

    picker = TurnPicker(sequences, (6, 5))
    picker.sources()       # {24, 13, 8, 6}
    picker.targets(24)     # {18: 1, 19: 1, 13: 2}: 18 or 19 with one die, 13 with both
    picker.step(24, 13)    # True: the steps (24, 18), (18, 13) (the first route found)
    picker.done()          # True; picker.steps() == ((24, 18), (18, 13))

A combined move whose routes differ (through 18 or through 19) takes the first route of the
sequences given; a person who wants the other picks its steps one by one.
"""

from __future__ import annotations

from itertools import permutations
from typing import Iterable, Optional, Sequence

Step = tuple[int, int]


def die_fits(step: Step, die: int) -> bool:
    """Whether ``die`` plays ``step``: exactly, or (bearing off) with a larger number."""
    f, t = step
    return f - t == die or (t == 0 and die > f)


def dice_of(dice: Sequence[int]) -> tuple[int, ...]:
    """The numbers to play: the two dice, or four of a double."""
    a, b = int(dice[0]), int(dice[1])
    return (a,) * 4 if a == b else (a, b)


def assignments(steps: Sequence[Step], dice: Sequence[int]) -> list[tuple[int, ...]]:
    """Every way of giving each step one of ``dice`` (each die used once), as the dice in step
    order; the ones using smaller dice first (a bear-off from 3 with 6-5 uses the 5)."""
    found = set()
    for order in permutations(dice, len(steps)):
        if all(die_fits(s, d) for s, d in zip(steps, order)):
            found.add(order)
    return sorted(found)


class TurnPicker:
    """The steps of a turn picked so far among the legal sequences (see the module's text)."""

    def __init__(self, sequences: Iterable[Sequence[Step]], dice: Optional[Sequence[int]]):
        self.sequences: list[tuple[Step, ...]] = []
        seen = set()
        for seq in sequences:
            seq = tuple((int(f), int(t)) for f, t in seq)
            if seq not in seen:
                seen.add(seq)
                self.sequences.append(seq)
        self.dice: tuple[int, ...] = dice_of(dice) if dice else ()
        self._steps: list[Step] = []

    # --- what may be picked -------------------------------------------------------------------------
    def _going_on(self) -> list[tuple[Step, ...]]:
        """The sequences that begin with the steps picked so far."""
        k = len(self._steps)
        prefix = tuple(self._steps)
        return [s for s in self.sequences if s[:k] == prefix]

    def next_steps(self) -> set[Step]:
        """The single steps that may be picked now."""
        k = len(self._steps)
        return {s[k] for s in self._going_on() if len(s) > k}

    def sources(self) -> set[int]:
        """The own points a checker may be taken from now (25: the bar)."""
        return {f for f, _ in self.next_steps()}

    def routes(self, src: int) -> dict[int, tuple[Step, ...]]:
        """Where a checker on ``src`` may go now → the steps that take it there (the fewest; among
        those, the first found): one step, or a combined move of the same checker."""
        k = len(self._steps)
        found: dict[int, tuple[Step, ...]] = {}
        for seq in self._going_on():
            at, chain = src, []
            for step in seq[k:]:
                if step[0] != at:
                    break
                chain.append(step)
                at = step[1]
                if at not in found or len(found[at]) > len(chain):
                    found[at] = tuple(chain)
                if at == 0:
                    break
        return found

    def targets(self, src: int) -> dict[int, int]:
        """Where a checker on ``src`` may go now → how many dice it takes (1: one die; 2 or more:
        several dice in one go). 0 is off the board."""
        return {dst: len(chain) for dst, chain in self.routes(src).items()}

    def target_with(self, src: int, die: int) -> Optional[int]:
        """Where ``die`` takes a checker on ``src`` now (None: it cannot)."""
        for f, t in sorted(self.next_steps(), key=lambda s: -s[1]):
            if f == src and die_fits((f, t), die) and die in self.remaining_dice():
                return t
        return None

    # --- picking ------------------------------------------------------------------------------------
    def step(self, src: int, dst: int) -> bool:
        """Moves a checker from ``src`` to ``dst`` (a single step or a combined move, taken as its
        steps); False (nothing changes) when it may not go there now."""
        chain = self.routes(int(src)).get(int(dst))
        if not chain:
            return False
        self._steps.extend(chain)
        return True

    def back(self) -> Optional[Step]:
        """Takes the last step back (the step, or None when nothing was picked)."""
        return self._steps.pop() if self._steps else None

    def reset(self) -> None:
        self._steps = []

    def done(self) -> bool:
        """A full legal sequence is chosen (also when there is nothing to play)."""
        prefix = tuple(self._steps)
        return any(s == prefix for s in self.sequences) or (not self.sequences and not prefix)

    def steps(self) -> tuple[Step, ...]:
        return tuple(self._steps)

    def remaining_dice(self) -> tuple[int, ...]:
        """The numbers not yet played (larger first), by the way of playing the steps so far that
        uses the smallest dice and can still be completed to a full sequence."""
        k = len(self._steps)
        if not self.dice:
            return ()
        best: Optional[tuple[int, ...]] = None
        for seq in self._going_on():
            for order in assignments(seq, self.dice):
                used = order[:k]
                if best is None or sorted(used) < sorted(best):
                    best = used
        left = list(self.dice)
        for d in best or ():
            left.remove(d)
        return tuple(sorted(left, reverse=True))


__all__ = ["TurnPicker", "assignments", "dice_of", "die_fits"]
