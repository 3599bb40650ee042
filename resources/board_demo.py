#!/usr/bin/env python3
"""Shows the square board (compendium/ui/widgets/board.py) in a real window, for looking at it; not a
test. A chess position (white to move: a capture, a check, a pawn that may promote) or, with
``--checkers``, a checkers position with a double jump; ``--flipped`` shows it from seat 1's side,
``--click e7,d8`` clicks squares (``--choose``: e7,d8, opening the promotion chooser), ``--check SQ``
marks a king in check, ``--ru`` speaks Russian. Chosen moves are printed.

    python3 resources/board_demo.py [--checkers] [--flipped] [--click c3,e5] [--choose] [--check e8] [--ru]
    /work/shared/tools/real_window.sh /tmp/board.png 1366x700 6 -- python3 resources/board_demo.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication, QMainWindow  # noqa: E402

from compendium.core.actions import Action  # noqa: E402
from compendium.ui import i18n  # noqa: E402
from compendium.ui.widgets.board import SquareBoard  # noqa: E402


def sq(name: str) -> int:
    return (int(name[1]) - 1) * 8 + "abcdefgh".index(name[0])


CHESS = {"e1": "K", "d1": "Q", "a1": "R", "h1": "R", "c1": "B", "f3": "N", "e7": "P", "a2": "P", "b2": "P",
         "f2": "P", "g2": "P", "h2": "P", "e8": "k", "d8": "r", "h8": "r", "c8": "b", "b8": "n", "a7": "p",
         "b7": "p", "f7": "p", "g7": "p", "d5": "q", "e4": "p"}
CHESS_MOVES = ["e7d8q", "e7d8r", "e7d8b", "e7d8n", "e7f8q", "e7f8r", "e7f8b", "e7f8n", "f3e5", "f3d4", "f3g5",
               "f3h4", "f3g1", "d1e2", "a2a3", "a2a4", "b2b3", "b2b4", "e1e2", "e1f1"]
CHECKERS = {"c3": "dm", "e3": "dm", "g3": "dm", "a1": "dm", "b2": "dm", "h2": "dk", "d4": "lm", "d6": "lm",
            "f6": "lm", "b6": "lm", "h8": "lk", "a7": "lm", "f8": "lm"}
CHECKERS_MOVES = [("c3", "e5", "g7"), ("c3", "e5", "c7"), ("g3", "h4"), ("g3", "f4"), ("e3", "f4")]


def arg(flag: str) -> str:
    """The value after ``flag`` on the command line, or ""."""
    return sys.argv[sys.argv.index(flag) + 1] if flag in sys.argv[:-1] else ""


def main() -> None:
    app = QApplication(sys.argv)
    if "--ru" in sys.argv:
        i18n.set_language("ru")
    board = SquareBoard()
    if "--checkers" in sys.argv:
        board.show_position({sq(s): c for s, c in CHECKERS.items()}, "--flipped" in sys.argv,
                            last=(sq("e7"), sq("f8")))
        board.set_paths({Action("move", m): tuple(sq(s) for s in m) for m in CHECKERS_MOVES})
    else:
        board.show_position({sq(s): c for s, c in CHESS.items()}, "--flipped" in sys.argv,
                            last=(sq("d8"), sq("d5")), check=sq(arg("--check")) if arg("--check") else None)
        board.set_paths({Action("move", (u,)): (sq(u[:2]), sq(u[2:4])) for u in CHESS_MOVES})
    board.action_chosen.connect(lambda a: print("chosen:", a.notation, flush=True))
    clicks = "e7,d8" if "--choose" in sys.argv else arg("--click")
    for name in clicks.split(",") if clicks else ():
        board._click(sq(name))
    window = QMainWindow()
    window.setWindowTitle("SquareBoard")
    window.setCentralWidget(board)
    window.resize(app.primaryScreen().availableGeometry().size())  # maximised even without a window manager
    window.show()
    board.setFocus()
    sys.exit(app.exec())


if __name__ == "__main__":
    main()
