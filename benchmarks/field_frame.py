"""The open-domino field (compendium/ui/widgets/field.py): how long the GUI thread works to show a
new picture of the field and repaint it.

A FieldBoard of the given size is shown offscreen with the printed start of Figure 1(A) (32
tiles on the 8×8 field); then, over and over, a move is shown: ``show_picture`` of the picture
after it (two or three cells changed), ``set_last_move`` and ``set_choices``, and the event loop
is run until the repaint is done. Prints the median and the maximum in milliseconds, of that and
of a whole new picture (every cell changed).

    python3 benchmarks/field_frame.py [--size 1000x640] [--moves 300] [--wall]
    python3 benchmarks/field_frame.py --window 1366x700 [--flipped] [--lang ru]   # a window to look at

``--window`` opens a real window of that size (the field beside a 300-pixel side panel) showing
Figure 1(A) with a few marks (a last move, a selected tile and its destinations, a stack, tiles
set aside), for screen pictures (``/work/shared/tools/real_window.sh``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# Figure 1(A) as printed (upper digit / lower digit), ranks 8, 7, 2, 1
FIG1A = {
    8: "3/1 1/4 5/6 0/0 2/2 4/5 0/3 6/2",
    7: "3/3 5/1 2/0 6/6 4/4 0/5 4/2 1/6",
    2: "5/5 2/3 0/1 4/4 6/6 1/2 6/0 3/4",
    1: "4/0 5/3 6/4 2/2 0/0 2/5 3/6 1/1",
}


def figure_1a(flipped: bool = False):
    """The printed Figure 1(A): the upper two ranks red with arrows down, the lower two yellow
    with arrows up; the two 0/0 tiles face down with a cross on the back, ringed."""
    from compendium.ui.widgets.field import FieldPicture, TileFace

    cells: list[tuple] = [()] * 64
    for rank, row in FIG1A.items():
        top = rank >= 7
        for f, text in enumerate(row.split()):
            a, b = (int(x) for x in text.split("/"))
            if (a, b) == (0, 0):
                face = TileFace(None, None, back=("cross",), marked=True)
            else:
                face = TileFace(a, b, "red" if top else "yellow", -1 if top else 1)
            cells[(rank - 1) * 8 + f] = (face,)
    return FieldPicture(8, 8, tuple(cells), flipped=flipped)


def across_from_1a():
    """Figure 1(A)'s tiles on the across field (16 × 4): ranks 8 and 7 side by side on rank 4,
    ranks 2 and 1 on rank 1 (a picture to look at, not a printed figure)."""
    from compendium.ui.widgets.field import FieldPicture

    fig = figure_1a()
    cells: list[tuple] = [()] * 64
    for i in range(16):
        cells[48 + i] = fig.cells[56 + i] if i < 8 else fig.cells[48 + i - 8]
        cells[i] = fig.cells[8 + i] if i < 8 else fig.cells[i - 8]
    return FieldPicture(16, 4, tuple(cells))


def moved(pic, src: int, dst: int):
    """The picture after the top tile of ``src`` went to ``dst`` (onto its stack)."""
    from dataclasses import replace

    cells = list(pic.cells)
    face = cells[src][-1]
    cells[src] = cells[src][:-1]
    cells[dst] = cells[dst] + (face,)
    return replace(pic, cells=tuple(cells))


def bench(args) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from compendium.ui.widgets.field import FieldBoard

    clock = time.perf_counter if args.wall else time.thread_time
    app = QApplication.instance() or QApplication([])
    board = FieldBoard()
    w, h = (int(x) for x in args.size.split("x"))
    board.resize(w, h)
    start = figure_1a()
    board.show_picture(start)
    board.show()
    app.processEvents()
    # a tile walks up and down a file, and back: each move changes two cells
    walk = [(8 + f, 16 + f) for f in range(8)] + [(16 + f, 8 + f) for f in range(8)]
    pic = start
    moves, whole = [], []
    for i in range(args.moves):
        src, dst = walk[i % len(walk)]
        after = moved(pic, src, dst)
        t0 = clock()
        board.show_picture(after)
        board.set_last_move((src, dst))
        board.set_choices({s: {s + 8} for s in range(8, 16) if not after.cells[s + 8]})
        app.processEvents()
        moves.append((clock() - t0) * 1000)
        pic = after
    other = figure_1a(flipped=False)
    from dataclasses import replace

    reversed_pic = replace(other, cells=tuple(reversed(other.cells)))
    for i in range(max(10, args.moves // 10)):
        t0 = clock()
        board.show_picture(reversed_pic if i % 2 == 0 else other)
        app.processEvents()
        whole.append((clock() - t0) * 1000)
    for name, times in (("a move (2 cells)", moves), ("a whole new picture", whole)):
        print(f"{name:>22}: median {statistics.median(times):6.2f} ms, max {max(times):6.2f} ms ({len(times)} times)")


def window(args) -> None:
    from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

    from compendium.ui import i18n
    from compendium.ui.widgets.field import OFF, FieldBoard, TileFace

    app = QApplication.instance() or QApplication([])
    i18n.set_language(args.lang)
    w, h = (int(x) for x in args.window.split("x"))
    top = QWidget()
    top.setWindowTitle("Figure 1(A)")
    row = QHBoxLayout(top)
    left = QVBoxLayout()
    prompt = QLabel("Anna: choose a tile, then where it goes (click, drag, or arrows and Enter).")
    left.addWidget(prompt)
    board = FieldBoard()
    left.addWidget(board, 1)
    row.addLayout(left, 1)
    side = QFrame()
    side.setFrameShape(QFrame.Shape.StyledPanel)
    side.setFixedWidth(300)
    QVBoxLayout(side).addWidget(QLabel("Standings\n\nAnna  0\nBoris  0"))
    row.addWidget(side)
    pic = figure_1a(args.flipped)
    if args.across:
        from dataclasses import replace

        pic = replace(across_from_1a(), flipped=args.flipped, aside=((), ()), aside_titles=("Anna", "Boris"))
        args.plain = True
    if not args.plain:
        pic = moved(pic, 9, 25)  # b2 -> b4 (the last move)
        pic = moved(pic, 53, 37)  # f7 -> f5
        pic = moved(pic, 12, 37)  # e2 -> f5: a stack of two
        from dataclasses import replace

        pic = replace(pic, aside=((TileFace(6, 6, "yellow", 1), TileFace(1, 2, "yellow", 1)),
                                  (TileFace(3, 3, "red", -1), TileFace(None, None, back=("circle", "cross")))),
                      aside_titles=("Anna: removed 2", "Boris: removed 2"))
    board.show_picture(pic)
    if not args.plain:
        board.set_last_move((12, 37))
        board.set_choices({s: {s + 8, s + 16} for s in range(8, 16) if pic.cells[s] and not pic.cells[s + 8]}
                          | {14: {22, 30, OFF}, 37: {45}})
        board._click(14)
    top.resize(w, h)
    top.show()
    from PySide6.QtCore import QTimer

    def focus():
        top.activateWindow()
        board.setFocus()
        if not args.plain:
            board._step(0, -1)

    QTimer.singleShot(300, focus)
    if args.seconds:
        QTimer.singleShot(int(args.seconds * 1000), app.quit)
    app.exec()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", default="1000x640")
    ap.add_argument("--moves", type=int, default=300)
    ap.add_argument("--wall", action="store_true", help="wall-clock time (default: the GUI thread's CPU time)")
    ap.add_argument("--window", default="", help="WxH: open a window to look at instead of measuring")
    ap.add_argument("--flipped", action="store_true")
    ap.add_argument("--across", action="store_true", help="the across field (16 × 4)")
    ap.add_argument("--plain", action="store_true", help="the printed figure only, no marks")
    ap.add_argument("--lang", default="en")
    ap.add_argument("--seconds", type=float, default=0)
    args = ap.parse_args()
    if args.window:
        window(args)
    else:
        bench(args)


if __name__ == "__main__":
    main()
