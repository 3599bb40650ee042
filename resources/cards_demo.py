#!/usr/bin/env python3
"""Shows the cribbage table's widgets (compendium/ui/widgets/cards.py, pegboard.py) in a real window,
for looking at them; not a test. An opponent's hand face down, the play's pile with its count, the
starter, the person's hand (choose two cards for the crib: click, or the arrows, Space and Enter)
and the pegboard; ``--three`` gives it three tracks, ``--target 61|121|151`` its length, ``--ru``
speaks Russian, ``--select`` selects two cards at the start, ``--size 1366x700`` sizes the window and
``--shot FILE`` saves a picture of it and quits. Chosen cards are printed.

    python3 resources/cards_demo.py [--three] [--target 121] [--ru] [--select] [--size WxH] [--shot FILE]
    QT_QPA_PLATFORM=offscreen python3 resources/cards_demo.py --size 1366x700 --shot /tmp/cards.png
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QMainWindow, QVBoxLayout, QWidget  # noqa: E402

from compendium.ui import i18n  # noqa: E402
from compendium.ui.widgets.cards import CardWidget, HandRow, PileRow  # noqa: E402
from compendium.ui.widgets.pegboard import PegBoard  # noqa: E402

HAND = ["5H", "5S", "JD", "TC", "4H", "6D"]
PILE_EARLIER = ["KS", "QH", "9C"]
PILE = ["7S", "8D"]


def arg(flag: str) -> str:
    """The value after ``flag`` on the command line, or ""."""
    return sys.argv[sys.argv.index(flag) + 1] if flag in sys.argv[:-1] else ""


def main() -> None:
    app = QApplication(sys.argv)
    if "--ru" in sys.argv:
        i18n.set_language("ru")
    ru = "--ru" in sys.argv
    three = "--three" in sys.argv
    target = int(arg("--target") or "121")

    window = QMainWindow()
    window.setWindowTitle("Cribbage table")
    central = QWidget()
    column = QVBoxLayout(central)

    other = HandRow(height=80)
    other.set_cards(["??"] * 6, caption="Boris")
    column.addWidget(QLabel("Борис" if ru else "Boris"))
    column.addWidget(other)

    middle = QHBoxLayout()
    starter = CardWidget(height=100)
    starter.set_card("5C")
    pile = PileRow(height=100)
    pile.set_pile(PILE, 15, earlier=PILE_EARLIER, highlighted=PILE)
    middle.addWidget(starter)
    middle.addWidget(pile, 1)
    column.addLayout(middle)
    column.addStretch(1)

    hand = HandRow(height=130)
    hand.set_cards(HAND, caption="Anna")
    hand.set_choice(2)
    hand.set_highlighted(["5H", "TC"])
    hand.selection_changed.connect(lambda codes: print("selected:", codes, flush=True))
    hand.chosen.connect(lambda codes: print("chosen:", codes, flush=True))
    if "--select" in sys.argv:
        hand.toggle(2)
        hand.toggle(3)
    column.addWidget(QLabel("Анна" if ru else "Anna"))
    column.addWidget(hand)

    board = PegBoard(names=(["Анна", "Борис", "Вера"] if ru else ["Anna", "Boris", "Vera"])[: 3 if three else 2],
                     target=target)
    board.set_scores([(67, 59), (48, 40), (0, 0)][: 3 if three else 2], animate=False)
    column.addWidget(board)

    window.setCentralWidget(central)
    size = arg("--size")
    if size:
        w, h = (int(v) for v in size.split("x"))
        window.resize(w, h)
    else:
        window.resize(app.primaryScreen().availableGeometry().size())
    window.show()
    hand.setFocus()
    shot = arg("--shot")
    if shot:
        def save() -> None:
            window.grab().save(shot)
            app.quit()

        QTimer.singleShot(300, save)
    sys.exit(app.exec())


if __name__ == "__main__":
    main()
