"""The view of chess: the square board with the pieces, the panel beside it (whose move and the
check, the pieces each side has taken as small pictures with the material ahead, the moves in
standard notation numbered "1. e4 e5", the buttons to offer, claim or answer a draw and to resign)
— ``BoardGameView`` (compendium/ui/widgets/board_view.py) — and "Save as PGN…" (Ctrl+S), the game
written through ``compendium/games/chess/pgn.py`` with the clock's times when the match has a clock.

A move is picked on the board (click, drag, or the arrows with Enter): the piece, then its square;
a promotion asks for the piece in a small chooser (click, or the arrows and Enter, or Q R B N)."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton, QWidget

from compendium.core.snapshot import Snapshot
from compendium.games.chess import engine
from compendium.games.chess.pgn import export_pgn
from compendium.ui.i18n import t
from compendium.ui.widgets.board_view import BoardGameView

START = {"p": 8, "n": 2, "b": 2, "r": 2, "q": 1}
ORDER = "qrbnp"
VALUE = {"q": 9, "r": 5, "b": 3, "n": 3, "p": 1}


def san_moves(start_fen: Optional[str], moves: tuple[str, ...], known: list[str]) -> list[str]:
    """The SAN of each of ``moves`` from ``start_fen``; ``known``: the SAN of a prefix already worked
    out (kept when it still matches: only the new moves are written)."""
    known = list(known[:len(moves)])
    if len(known) == len(moves):
        return known
    board = engine.board_after(moves[:len(known)], start_fen)
    for uci in moves[len(known):]:
        known.append(engine.san(board, uci))
        board = engine.after(board, uci)
    return known


def taken_pieces(pieces: dict[int, str]) -> tuple[list[str], list[str]]:
    """The pieces White has taken (Black's, lower case) and Black has taken (White's, upper case),
    strongest first, from what is missing on the board (a promoted piece counts as its pawn)."""
    out = []
    for white in (False, True):  # the side whose pieces are missing: Black's are White's takings
        count = {k: 0 for k in START}
        for code in pieces.values():
            if code.isupper() == white and code.lower() in count:
                count[code.lower()] += 1
        promoted = sum(max(0, count[k] - START[k]) for k in "nbrq")
        missing = {k: max(0, START[k] - count[k]) for k in START}
        missing["p"] = max(0, missing["p"] - promoted)
        out.append([(k.upper() if white else k) for k in ORDER for _ in range(missing[k])])
    return out[0], out[1]


class ChessView(BoardGameView):
    shows_taken_pieces = True

    def __init__(self, parent: Optional[QWidget] = None):
        self._san_cache: tuple[Optional[str], tuple[str, ...], list[str]] = (None, (), [])
        super().__init__(parent)
        self.save_button = QPushButton(self)
        self.save_button.clicked.connect(lambda: self.save_pgn())
        self.button_box.addWidget(self.save_button)
        self.save_button.setMinimumHeight(30)
        # always on (also once the game is over, and while the computer thinks)
        QShortcut(QKeySequence("Ctrl+S"), self, activated=lambda: self.press(self.save_button),
                  context=Qt.ShortcutContext.WindowShortcut)
        self.retranslate_texts()

    def retranslate_texts(self) -> None:
        super().retranslate_texts()
        if hasattr(self, "save_button"):
            self.save_button.setText(self.tr("Save as PGN…"))
            self.save_button.setToolTip(self.tr("Write the game to a PGN file, which other chess programs read (Ctrl+S)"))

    # --- what chess shows -------------------------------------------------------------------------
    def sans(self, snapshot: Snapshot) -> list[str]:
        state = snapshot.state
        fen, moves, known = self._san_cache
        if fen != state.start_fen or moves != state.moves[:len(moves)]:
            known = []
        known = san_moves(state.start_fen, state.moves, known)
        self._san_cache = (state.start_fen, state.moves, known)
        return known

    def move_lines(self, snapshot: Snapshot) -> list[str]:
        state = snapshot.state
        sans = self.sans(snapshot)
        board = engine.new_board(state.start_fen)
        number = engine.fullmove_number(board)
        black_first = engine.seat_to_move(board) != engine.WHITE
        lines = []
        i = 0
        if black_first and sans:
            lines.append(f"{number}. … {sans[0]}")
            number, i = number + 1, 1
        while i < len(sans):
            pair = " ".join(sans[i:i + 2])
            lines.append(f"{number}. {pair}")
            number, i = number + 1, i + 2
        return lines

    def taken(self, snapshot: Snapshot, seat: int) -> tuple[tuple[str, ...], str]:
        took = taken_pieces(self.pieces(snapshot))
        mine, theirs = took[seat], took[1 - seat]
        ahead = sum(VALUE[c.lower()] for c in mine) - sum(VALUE[c.lower()] for c in theirs)
        return tuple(mine), f"+{ahead}" if ahead > 0 else ""

    def check_square(self, snapshot: Snapshot) -> Optional[int]:
        return snapshot.rules.check_square(snapshot.state)

    def status(self, snapshot: Snapshot) -> str:
        return t(snapshot.rules.status(snapshot.state))

    # --- PGN ----------------------------------------------------------------------------------------
    def pgn_text(self) -> str:
        """The game so far as PGN (the names of the players, the clock's times after each move)."""
        snap = self.snapshot
        clocks = None
        if snap.clock and snap.clock_after:
            clocks = [left for action, left in zip(snap.history, snap.clock_after) if action.verb == "move"]
        return export_pgn(snap.state, white=snap.name(0), black=snap.name(1), clocks=clocks,
                          clock=snap.clock, flag=snap.flag, rules=snap.rules)

    def save_pgn(self, path: Optional[str] = None) -> bool:
        """Writes the game to ``path`` (None: asks for a file). True when written."""
        if self.snapshot is None:
            return False
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game as PGN"), "game.pgn",
                                                  self.tr("PGN files (*.pgn);;All files (*)"))
            if not path:
                return False
            if not Path(path).suffix:
                path += ".pgn"
        try:
            Path(path).write_text(self.pgn_text(), encoding="utf-8")
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Save as PGN"),
                                self.tr("The file could not be written: %1").replace("%1", str(exc)))
            return False
        return True


__all__ = ["ChessView", "san_moves", "taken_pieces"]
