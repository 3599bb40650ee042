"""The view of English checkers: the square board with the men and kings, the panel beside it (whose
move, the pieces each side has taken, the moves so far as "c3–d4" and "c3×e5×c7", the buttons to
offer a draw, resign or answer an offer) — ``BoardGameView`` (compendium/ui/widgets/board_view.py).

A move is picked square by square on the board (click, drag, or the arrows with Enter): the piece,
then where it goes; a multi-jump asks for its landing squares only where two captures part."""

from __future__ import annotations

from compendium.core.snapshot import Snapshot
from compendium.games.checkers.rules import DARK, describe_path, end_text, move_path
from compendium.ui.i18n import t
from compendium.ui.widgets.board_view import BoardGameView

PIECES = 12  # each side's men at the start


class CheckersView(BoardGameView):
    def move_lines(self, snapshot: Snapshot) -> list[str]:
        paths = [move_path(a) for a in snapshot.history if a.verb == "move"]
        lines = []
        for i in range(0, len(paths), 2):
            pair = " ".join(describe_path(p) for p in paths[i:i + 2] if p)
            lines.append(f"{i // 2 + 1}. {pair}")
        return lines

    def taken(self, snapshot: Snapshot, seat: int) -> tuple[tuple[str, ...], str]:
        state = snapshot.state
        left = bin(state.pieces(1 - seat)).count("1")
        return (), str(PIECES - left)

    def status(self, snapshot: Snapshot) -> str:
        state = snapshot.state
        end = end_text(state)
        if end is not None:
            return t(end)
        line = self.tr("Dark to move.") if state.mover == DARK else self.tr("Light to move.")
        if snapshot.may_act and any(abs((p[1] >> 3) - (p[0] >> 3)) == 2 for p in self.paths(snapshot).values()):
            line += " " + self.tr("A capture is compulsory.")
        return line


__all__ = ["CheckersView"]
