"""Every action within one 60 Hz frame: the longest GUI-thread work after each input.

One process builds the real main window offscreen (``compendium.ui.app.build_window`` on a
temporary data folder given by COMPENDIUM_DATA_DIR, filled with finished matches so that the
statistics page has something to draw), sized like a laptop's screen, and drives it with real input
events (``QTest`` key presses and mouse clicks, delivered the way Qt delivers them to the widget
that has the keyboard, shortcuts included):

* in each dice game, a person against the computer's easiest level: a throw (Space; in Thirteen and
  Vertushka the person's choice, which the next throw follows; in Categor the entry that the next
  throw follows), an entry on the score sheet (Enter) and a move of the sheet's cursor (Down);
* in Cross: a tile chosen (Right), a tile laid (Enter), a tile drawn (D);
* in the sidebar: a category opened or closed (a click), a keystroke in the search box;
* a game's rules page opened (a click on the game in the sidebar), and opened again;
* the statistics page opened (its toolbar button) and refiltered (another game in its list).

What is measured ("work after the input"): the input is delivered, then the event loop is run in
chunks (``processEvents``). A *stretch* of work is a run of back-to-back chunks that each found
something to do, from the delivery (or from the first busy chunk after an idle one) until a chunk
finds nothing left: it holds everything the input caused synchronously, the layout and the paint of
the window included (a paint posted while another event is handled counts in the same stretch).
Later events the input started (the dice animation's frames, the computer's reply when its thread is
done, the dice landing) make later stretches. For each input the benchmark keeps the longest stretch
until the screen has settled (the person may act again, or the match is over); it prints per kind
of action the median and the maximum of those longest stretches against the 16.7 ms budget of a
60 Hz frame.

    python benchmarks/ui.py [--actions 20] [--games pig,yacht,...] [--size 1280x800]
                            [--animation-ms 450] [--computer-delay-ms 0] [--matches 200] [--repeat 12]
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

BUDGET_MS = 1000 / 60
IDLE_S = 0.00025  # a processEvents call shorter than this found nothing to do


# --- measuring ---------------------------------------------------------------------------------------------
class Meter:
    """Runs the event loop after an input and measures its stretches of work."""

    def __init__(self, app):
        self.app = app

    def stretch(self, first=None) -> tuple[float, float]:
        """One stretch of work: ``first`` (the delivery of an input, if any), then processEvents
        back to back until a call finds nothing to do; its length in seconds, as wall time and as
        the GUI thread's own processor time (0, 0 if idle)."""
        start, cpu = time.perf_counter(), time.thread_time()
        if first is not None:
            first()
        busy = first is not None
        while True:
            t = time.perf_counter()
            self.app.processEvents()
            if time.perf_counter() - t < IDLE_S:
                break
            busy = True
        if not busy:
            return 0.0, 0.0
        return time.perf_counter() - start, time.thread_time() - cpu

    def after(self, deliver, settled=lambda: True, tail_s: float = 0.03, limit_s: float = 60.0):
        """Delivers an input and runs the event loop until ``settled()`` has held for ``tail_s``;
        returns the first stretch and the longest one, in milliseconds of wall time, and the
        longest one in milliseconds of the GUI thread's processor time (which leaves out the time
        other programs of a busy machine took the processor)."""
        first, first_cpu = self.stretch(deliver)
        longest, longest_cpu = first, first_cpu
        calm = None
        end = time.perf_counter() + limit_s
        while time.perf_counter() < end:
            time.sleep(0.0005)
            wall, cpu = self.stretch()
            longest, longest_cpu = max(longest, wall), max(longest_cpu, cpu)
            if settled():
                calm = calm or time.perf_counter()
                if time.perf_counter() - calm >= tail_s:
                    break
            else:
                calm = None
        return first * 1e3, longest * 1e3, longest_cpu * 1e3

    def idle(self, seconds: float) -> None:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            self.app.processEvents()
            time.sleep(0.002)


# --- how a person plays each game with the keyboard (as tests/test_gui_keyboard.py) --------------------------
def _sheet_key(view, skip=None):
    from PySide6.QtCore import Qt

    table = view.sheet.table
    item = table.item(table.currentRow(), table.currentColumn()) if table.currentRow() >= 0 else None
    where = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
    if where is None or not view.sheet.cell(*where).clickable or (skip is not None and where[0] == skip):
        return Qt.Key.Key_Down
    return Qt.Key.Key_Return


def _pig(c, view):
    from PySide6.QtCore import Qt

    return Qt.Key.Key_Return if c.state.series >= 12 else Qt.Key.Key_Space


def _yacht(c, view):
    from PySide6.QtCore import Qt

    return Qt.Key.Key_Space if c.state.throws == 0 else _sheet_key(view)


def _golden(c, view):
    from PySide6.QtCore import Qt

    if c.state.throws == 0:
        return Qt.Key.Key_Space
    from compendium.games.general.rules import LINES

    return _sheet_key(view, LINES.index(view.pending) if view.pending is not None else None)


def _categor(c, view):
    return _sheet_key(view)


def _thirteen(c, view):
    from PySide6.QtCore import Qt

    for i, b in enumerate(view.buttons.values()):
        if b.isVisible() and b.isEnabled():
            return getattr(Qt.Key, f"Key_{i + 1}")
    raise RuntimeError("no button to press")


def _vertushka(c, view):
    from PySide6.QtCore import Qt

    return getattr(Qt.Key, f"Key_{min(view.crosses[0].enabled_faces)}")


def _dice_poker(c, view):
    from PySide6.QtCore import Qt

    s = c.state
    if getattr(s, "throws", 1) == 0 or (view.throw_button.isVisible() and view.throw_button.isEnabled()
                                        and not view.sheet.isVisible()):
        return Qt.Key.Key_Space if view.throw_button.isEnabled() else Qt.Key.Key_Return
    if view.sheet.isVisible():
        if view.stand_button.isVisible() and view.stand_button.isEnabled():
            return Qt.Key.Key_Return
        return _sheet_key(view)
    return Qt.Key.Key_Return


def _cross(c, view):
    from PySide6.QtCore import Qt

    from compendium.core.domino import parse_tile

    legal = c.rules.legal_actions(c.state, c.acting_seat())
    verbs = {a.verb for a in legal}
    if "play" in verbs:
        tiles = {parse_tile(str(a.args[0])) for a in legal if a.verb == "play"}
        return Qt.Key.Key_Return if view._selected in tiles else Qt.Key.Key_Right
    if "draw" in verbs:
        return Qt.Key.Key_D
    if "pass" in verbs:
        return Qt.Key.Key_P
    return Qt.Key.Key_Return


def _field(c, view):
    """Open domino on the field, by the keyboard: the arrows bring the cursor to a tile that can move,
    Enter picks it up, the arrows bring it to its first destination, Enter moves it."""
    from PySide6.QtCore import Qt

    b = view.board
    if b.key_cell is None:
        return Qt.Key.Key_Right
    if b.selected is None:
        target = min(b.choices, key=lambda cell: _distance(b, b.key_cell, cell))
    else:
        places = sorted(d for d in b.choices.get(b.selected, ()) if d >= 0 and d != b.selected)
        if not places:
            return Qt.Key.Key_Escape
        target = places[0]
    if b.key_cell == target:
        return Qt.Key.Key_Return
    (fa, ra), (fb, rb) = b._screen_pos(b.key_cell), b._screen_pos(target)
    if fa != fb:
        return Qt.Key.Key_Right if fb > fa else Qt.Key.Key_Left
    return Qt.Key.Key_Down if rb > ra else Qt.Key.Key_Up


def _distance(board, a, b) -> int:
    if a is None or a < 0:
        return 0
    (fa, ra), (fb, rb) = board._screen_pos(a), board._screen_pos(b)
    return abs(fa - fb) + abs(ra - rb)


# game id, name in the table, options, preset, plan
GAMES = {
    "pig": ("Pig", {"target": 100}, None, _pig),
    "yacht": ("Yacht", None, None, _yacht),
    "categor": ("Categor", None, None, _categor),
    "thirteen": ("Thirteen", None, None, _thirteen),
    "vertushka": ("Vertushka", None, None, _vertushka),
    "general": ("General", None, None, _yacht),
    "golden-general": ("Golden General", None, None, _golden),
    "dice-poker": ("dice poker", None, 0, _dice_poker),
    "cross": ("Cross", None, None, _cross),
    "open-domino-03": ("open domino", None, None, _field),
}


def kind_of(game: str, key, view) -> str:
    """The kind of action a key press is, for the table."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    name = GAMES[game][0]
    if game.startswith("open-domino"):
        if key == Qt.Key.Key_Return:
            return "field: move a tile" if view.board.selected is not None else "field: pick up a tile"
        return "field: move the cursor"
    if game == "cross":
        return {Qt.Key.Key_Return: "Cross: lay a tile", Qt.Key.Key_Right: "Cross: choose a tile",
                Qt.Key.Key_D: "Cross: draw a tile"}.get(key, "Cross: pass")
    sheet = getattr(view, "sheet", None)
    on_sheet = sheet is not None and QApplication.focusWidget() is sheet.table
    if key == Qt.Key.Key_Down and on_sheet:
        return "score sheet: move the cursor"
    if game == "categor":
        return "throw: Categor (an entry, then the throw)"
    if key == Qt.Key.Key_Return and on_sheet:
        return f"score sheet: an entry ({name})"
    if key == Qt.Key.Key_Return and game == "pig":
        return "Pig: «Enough!»"
    if key == Qt.Key.Key_Return and game == "dice-poker":
        return "dice poker: stand"
    return f"throw: {name}"


# --- the session --------------------------------------------------------------------------------------------
def _load_stats_filler():
    spec = importlib.util.spec_from_file_location("_bench_stats", ROOT / "benchmarks" / "stats.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.fill


def run(args) -> dict[str, list[float]]:
    """Drives the window; returns for each kind of action the longest stretch (ms) after each input."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from compendium.ui import controller as ctl
    from compendium.ui.app import build_window, make_app, open_database

    app = make_app([])
    db = open_database()
    if not db.profiles():
        db.add_profile("Anna")
    window = build_window(db, "en")
    window.computer_delay_ms = args.computer_delay_ms
    window.animation_ms = args.animation_ms
    window.seed = args.seed
    w, h = args.size
    window.resize(w, h)
    window.show()
    meter = Meter(app)
    meter.idle(1.5)  # the first screen is looked at; the statistics page warms up on idle meanwhile
    longest: dict[str, list[float]] = defaultdict(list)
    firsts: dict[str, list[float]] = defaultdict(list)
    cpus: dict[str, list[float]] = defaultdict(list)

    def record(kind: str, times) -> None:
        firsts[kind].append(times[0])
        longest[kind].append(times[1])
        cpus[kind].append(times[2])

    def key_to_focus(k):
        return lambda: QTest.keyClick(QApplication.focusWidget() or window, k)

    # --- the games ---
    for game in args.games:
        name, options, preset, plan = GAMES[game]
        done = 0
        matches = 0
        while done < args.actions and matches < 5:
            matches += 1

            def fill(dlg, preset=preset, options=options):
                dlg.count.setValue(2)
                dlg.seat_combos[0].setCurrentIndex(0)
                combo = dlg.seat_combos[1]
                combo.setCurrentIndex(next(i for i in range(combo.count()) if (combo.itemData(i) or {}).get("level")))
                if preset is not None:
                    dlg.preset.setCurrentIndex(preset)
                if options is not None:
                    dlg.set_options(options)

            window.play(game, dialog_hook=fill)
            c = window.match_screen.controller
            view = window.match_screen.view

            def settled(c=c, view=view):
                return c.phase in (ctl.PERSON, ctl.OVER, ctl.HANDOVER) and not _animating(view)

            meter.after(lambda: None, settled)  # the computer may begin
            while done < args.actions and c.phase != ctl.OVER:
                if c.phase == ctl.HANDOVER:
                    meter.after(key_to_focus(Qt.Key.Key_Return), settled)
                    continue
                k = plan(c, view)
                kind = kind_of(game, k, view)
                record(kind, meter.after(key_to_focus(k), settled))
                done += 1
        window.match_screen.leave()
        meter.idle(0.05)

    # --- the sidebar, the rules pages, the statistics ---
    window.show_home()
    meter.idle(0.1)
    side = window.sidebar
    tree = side.tree

    def click_item(item):
        def deliver():
            QTest.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             tree.visualItemRect(item).center())
        return deliver

    if "sidebar" in args.parts:
        tops = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
        for n in range(args.repeat):
            top = tops[n % len(tops)]
            tree.scrollToItem(top)
            meter.idle(0.01)
            record("sidebar: a category opened or closed", meter.after(click_item(top)))
        side.search.setFocus()
        meter.idle(0.02)
        words = ["general", "dice", "pig"]
        for n in range(args.repeat):
            word = words[n % len(words)]
            for ch in word:
                record("sidebar: a keystroke in the search box",
                       meter.after(lambda ch=ch: QTest.keyClicks(side.search, ch)))
            for _ in word:
                record("sidebar: a keystroke in the search box",
                       meter.after(lambda: QTest.keyClick(side.search, Qt.Key.Key_Backspace)))
        side.search.clear()
        meter.idle(0.05)

    if "rules" in args.parts:
        from compendium.catalog import load_catalog

        playable = [g.id for g in load_catalog().games() if g.playable]
        half = max(1, min(len(playable), (args.repeat + 1) // 2))
        for n in range(args.repeat):  # each game opened once, then once again
            gid = playable[n % half]
            side.select(gid)
            item = tree.currentItem()
            tree.scrollToItem(item)
            meter.idle(0.01)
            kind = "a rules page opened" if n < half else "a rules page opened again"
            record(kind, meter.after(click_item(item)))
            if n % half == half - 1:  # back to the start page between the rounds
                window.show_home()
                meter.idle(0.02)
        window.show_home()
        meter.idle(0.05)

    if "stats" in args.parts:
        button = window.toolbar.widgetForAction(window.stats_action)
        home = window.toolbar.widgetForAction(window.home_action)
        for _ in range(args.repeat):
            record("statistics: the page opened",
                   meter.after(lambda: QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                                                        QPoint(button.width() // 2, button.height() // 2))))
            page = window._stats_page
            combo = page.game
            combo.setFocus()
            meter.idle(0.01)
            for _ in range(3):
                k = Qt.Key.Key_Down if combo.currentIndex() < combo.count() - 1 else Qt.Key.Key_Up
                record("statistics: another game chosen", meter.after(lambda k=k, combo=combo: QTest.keyClick(combo, k)))
            meter.after(lambda: QTest.mouseClick(home, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                                                 QPoint(home.width() // 2, home.height() // 2)))
    window.close()
    meter.idle(0.05)
    db.close()
    return {"longest": dict(longest), "first": dict(firsts), "cpu": dict(cpus)}


def _animating(view) -> bool:
    """Whether a dice tray of the view is still tumbling."""
    from compendium.ui.widgets.dice import DiceTray

    if view is None:
        return False
    try:
        return any(t.animating for t in view.findChildren(DiceTray))
    except RuntimeError:
        return False


def table(result: dict) -> tuple[str, bool]:
    """The table of the results, and whether every action's longest work (wall time) fits a frame."""
    rows = []
    ok_all = True
    longest, first, cpu = result["longest"], result["first"], result["cpu"]
    width = max([len(k) for k in longest] + [12])
    head = (f"{'action':<{width}}  {'n':>4}  {'input med':>9}  {'longest med':>11}  {'longest max':>11}  "
            f"{'cpu med':>7}  {'cpu max':>7}  within {BUDGET_MS:.1f} ms")
    rows.append(head)
    rows.append("-" * len(head))
    for kind in sorted(longest):
        xs = longest[kind]
        ok = max(xs) <= BUDGET_MS
        ok_all &= ok
        verdict = "yes" if ok else ("NO (wall only)" if max(cpu[kind]) <= BUDGET_MS else "NO")
        rows.append(f"{kind:<{width}}  {len(xs):>4}  {statistics.median(first[kind]):>9.2f}  "
                    f"{statistics.median(xs):>11.2f}  {max(xs):>11.2f}  {statistics.median(cpu[kind]):>7.2f}  "
                    f"{max(cpu[kind]):>7.2f}  {verdict}")
    return "\n".join(rows), ok_all


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--actions", type=int, default=20, help="inputs measured in each game")
    ap.add_argument("--games", default=",".join(GAMES), help="comma-separated game ids (or 'none')")
    ap.add_argument("--parts", default="sidebar,rules,stats", help="sidebar, rules, stats (or 'none')")
    ap.add_argument("--repeat", type=int, default=12, help="inputs of each kind outside the games")
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--animation-ms", type=int, default=450, help="the dice animation (the program's default 450)")
    ap.add_argument("--computer-delay-ms", type=int, default=0,
                    help="how long a computer's move waits before it is shown (the program's default 450; 0, the "
                         "default here, is the worst case: its search and its move may fall into the stretch "
                         "of the person's move)")
    ap.add_argument("--matches", type=int, default=200, help="finished matches in the statistics")
    ap.add_argument("--seed", type=int, default=12)
    ap.add_argument("--profile", metavar="FILE", help="also profile the run (cProfile), the statistics written to FILE "
                    "(read them with python -m pstats FILE); the times measured are then longer")
    args = ap.parse_args(argv)
    args.games = [] if args.games == "none" else [g for g in args.games.split(",") if g]
    for g in args.games:
        if g not in GAMES:
            ap.error(f"unknown game {g!r}; known: {', '.join(GAMES)}")
    args.parts = [] if args.parts == "none" else args.parts.split(",")
    args.size = tuple(int(v) for v in args.size.lower().split("x"))
    random.seed(args.seed)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as data_dir:
        os.environ["COMPENDIUM_DATA_DIR"] = data_dir
        if args.matches:
            _load_stats_filler()(Path(data_dir) / "compendium.sqlite3", args.matches)
        start = time.perf_counter()
        if args.profile:
            import cProfile

            profiler = cProfile.Profile()
            result = profiler.runcall(run, args)
            profiler.dump_stats(args.profile)
        else:
            result = run(args)
        text, ok = table(result)
    print(f"Longest GUI-thread work after each input (ms), window {args.size[0]}x{args.size[1]}, "
          f"dice animation {args.animation_ms} ms, {args.matches} finished matches in the statistics; "
          f"{time.perf_counter() - start:.0f} s")
    print(text)
    print("every action within one frame" if ok else "some actions take longer than one frame")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
