"""Choosing one move of a board game square by square (Qt-free).

A board game's view gives the legal moves of the person to act as paths: each action with the squares
it visits (checkers: the start and every landing square of a multi-jump; chess: from and to). A person
clicks, drags or keys squares one at a time; :class:`PathPicker` says after each square whether the
move is chosen, more squares are wanted, several actions share the path (a pawn's four promotions: the
view asks which), or the square fits no move.

A square picked after the start may be any later square of a path, not only the next one: a capture
of three jumps is chosen by its start and its last landing square, and the landing squares in between
are asked for only where two captures part (e.g. two routes that share the first jumps). Once a single
action is left (at least a start and one more square picked), it is done.

    picker = PathPicker({Action("move", ("c3", "e5", "c7")): (18, 36, 50), ...})
    picker.starts()        # {18, ...}: the squares a move may start on
    picker.step(18)        # "more": a start; picker.next_squares() are the squares it may go on to
    picker.step(50)        # "done": picker.chosen() == [Action("move", ("c3", "e5", "c7"))]

Results of :meth:`PathPicker.step`: ``"more"`` (go on), ``"done"`` (one action: ``chosen()[0]``),
``"choose"`` (several actions with the same path: ``chosen()`` lists them, the view asks which),
``"bad"`` (the square fits no move; nothing changed).
"""

from __future__ import annotations

from typing import Mapping, Optional, Sequence

from compendium.core.actions import Action

MORE, DONE, CHOOSE, BAD = "more", "done", "choose", "bad"


class PathPicker:
    """The squares picked so far among the paths of the legal moves (see the module's text)."""

    def __init__(self, paths: Mapping[Action, Sequence[int]]):
        self.paths: dict[Action, tuple[int, ...]] = {a: tuple(int(s) for s in p) for a, p in paths.items() if p}
        self._picked: list[int] = []
        self._at: dict[Action, int] = {}  # each action still matching → the index of its last picked square
        self.status = ""  # "" (nothing picked), MORE, DONE or CHOOSE

    # --- what may be picked -------------------------------------------------------------------------
    def starts(self) -> set[int]:
        """The squares a move may start on."""
        return {p[0] for p in self.paths.values()}

    def picked(self) -> tuple[int, ...]:
        """The squares picked so far (the start first)."""
        return tuple(self._picked)

    def next_squares(self) -> set[int]:
        """The squares that may be picked now (nothing picked: the starts; done or choosing: none).
        The last square picked is among them when a move may end there while another goes on."""
        if not self._picked:
            return self.starts()
        if self.status in (DONE, CHOOSE):
            return set()
        candidates = {s for a, i in self._at.items() for s in self.paths[a][i:]}
        return {s for s in candidates if self._match(s) is not None}

    def after(self, start: int) -> set[int]:
        """The squares that could follow ``start`` if it were picked now (nothing picked yet): the
        targets shown for a piece before it is selected."""
        trial = PathPicker(self.paths)
        return trial.next_squares() if trial.step(start) == MORE else set()

    def chosen(self) -> list[Action]:
        """The actions matching the squares picked so far, in the order the paths were given: the
        chosen action when done, the ones to choose among (same path) when choosing."""
        return [a for a in self.paths if a in self._at]

    # --- picking ------------------------------------------------------------------------------------
    def step(self, square: int) -> str:
        """Picks ``square``: "more", "done", "choose" or "bad" (then nothing changes)."""
        square = int(square)
        if self.status in (DONE, CHOOSE):
            return BAD
        at = self._match(square)
        if at is None:
            return BAD
        self._picked.append(square)
        self._at = at
        self.status = self._judge(at, len(self._picked))
        return self.status

    def back(self) -> None:
        """Takes the last square picked back (after "choose": back to before its last square)."""
        picked = self._picked[:-1]
        self.reset()
        for s in picked:
            self.step(s)

    def reset(self) -> None:
        """Nothing picked."""
        self._picked, self._at, self.status = [], {}, ""

    # --- the matching -------------------------------------------------------------------------------
    def _match(self, square: int) -> Optional[dict[Action, int]]:
        """The actions still matching with ``square`` picked next (each at the square's first place
        after its last picked one), or None when that would not be a valid pick."""
        if not self._picked:
            at = {a: 0 for a, p in self.paths.items() if p[0] == square}
        elif square == self._picked[-1]:  # ending here, where others go on
            at = {a: i for a, i in self._at.items() if i == len(self.paths[a]) - 1}
            if len(at) == len(self._at):
                at = {}
        else:
            at = {}
            for a, i in self._at.items():
                p = self.paths[a]
                if square in p[i + 1:]:
                    at[a] = p.index(square, i + 1)
        if not at:
            return None
        if self._judge(at, len(self._picked) + 1) == BAD:
            return None
        return at

    def _judge(self, at: dict[Action, int], picked: int) -> str:
        ended = [a for a, i in at.items() if i == len(self.paths[a]) - 1]
        if len(at) == 1 and (picked >= 2 or ended):
            return DONE
        if len(ended) == len(at):  # several, all at their ends: the same path or not told apart
            return CHOOSE if len({self.paths[a] for a in at}) == 1 else BAD
        return MORE


__all__ = ["BAD", "CHOOSE", "DONE", "MORE", "PathPicker"]
