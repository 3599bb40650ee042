"""A score-sheet entry within one frame, checked by structure rather than by the clock: a die's
picture is painted once for each look and size and then only copied; a label in a steady box asks
no layout above it again when its text changes, and keeps its height for a shorter text; over a
match, the score sheet of Yacht, General and Categor never moves nor changes its size (a moved
sheet is repainted whole), and an entry repaints only the cells that changed."""

from gui_helpers import start_game, wait_for_person
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from compendium.ui import controller as ctl
from compendium.ui.widgets import dice
from compendium.ui.widgets.dice import DieFace, die_picture
from compendium.ui.widgets.scoresheet import Cell, ScoreSheet
from compendium.ui.widgets.steady import SteadyBox, steady


class Events(QObject):
    """Counts the events of the given kinds that reach the watched widgets."""

    def __init__(self, kinds, *widgets):
        super().__init__()
        self.kinds = set(kinds)
        self.seen: list[tuple[QObject, QEvent.Type]] = []
        for w in widgets:
            w.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        if event.type() in self.kinds:
            self.seen.append((obj, event.type()))
        return False

    def of(self, obj, kind=None) -> int:
        return sum(1 for o, k in self.seen if o is obj and (kind is None or k == kind))


# --- the dice -------------------------------------------------------------------------------------------------
def test_a_dies_picture_is_painted_once_for_each_look_and_then_copied(qtbot, monkeypatch):
    dice._PICTURES.clear()
    painted = []
    original = dice.paint_die
    monkeypatch.setattr(dice, "paint_die", lambda *a, **k: (painted.append(a[2:]), original(*a, **k)))
    holder = QWidget()
    qtbot.addWidget(holder)
    faces = [DieFace("white", holder, 48), DieFace("white", holder, 48)]
    faces[1].move(60, 0)
    for f in faces:
        f.set_value(5)
    holder.resize(120, 60)
    holder.show()
    qtbot.waitExposed(holder)
    qtbot.waitUntil(lambda: all(f._painted is not None for f in faces))
    holder.repaint()
    holder.repaint()
    assert len(painted) == 1  # two dice alike, painted twice: one picture drawn
    faces[0].held = True
    faces[0].show_changes()
    qtbot.waitUntil(lambda: faces[0]._painted[2])
    holder.repaint()
    holder.repaint()
    assert len(painted) == 2  # a new look is drawn once
    one = die_picture(5, "white", False, False, 48, 48, faces[1].devicePixelRatioF())
    assert one.cacheKey() == die_picture(5, "white", False, False, 48, 48, faces[1].devicePixelRatioF()).cacheKey()
    assert one.cacheKey() != die_picture(5, "red", False, False, 48, 48, faces[1].devicePixelRatioF()).cacheKey()


# --- the steady boxes -----------------------------------------------------------------------------------------
def _column(qtbot, label):
    parent = QWidget()
    qtbot.addWidget(parent)
    lay = QVBoxLayout(parent)
    box = steady(label, 1)
    lay.addWidget(box)
    below = QLabel("under the text", parent)
    lay.addWidget(below)
    lay.addStretch(1)
    parent.resize(300, 400)
    parent.show()
    qtbot.waitExposed(parent)
    return parent, box, below


def test_a_new_text_in_a_steady_box_asks_no_layout_above_again(qtbot):
    label = QLabel("Anna wrote 12 in Threes")  # the widest text first: the box is as wide
    parent, box, below = _column(qtbot, label)
    assert isinstance(box, SteadyBox) and label.parentWidget() is box
    qtbot.wait(20)
    where = below.geometry()
    events = Events({QEvent.Type.LayoutRequest}, parent)
    for text in ("Throw 2 of 3", "Throw 3 of 3", "", "Boris wrote 9 in Threes"):
        label.setText(text)
        qtbot.wait(5)
    assert events.of(parent) == 0
    assert below.geometry() == where
    assert label.geometry() == box.rect()  # the label fills its box


def test_a_steady_box_grows_for_a_longer_text_and_keeps_its_height_for_a_shorter_one(qtbot):
    label = QLabel("One line")
    label.setWordWrap(True)
    parent, box, below = _column(qtbot, label)
    qtbot.wait(20)
    one = box.height()
    label.setText(" ".join(["a long text that wraps"] * 12))
    qtbot.waitUntil(lambda: box.height() > one)
    assert label.height() >= label.heightForWidth(label.width())  # the whole text is shown
    tall = box.height()
    top = below.y()
    label.setText("Short again")
    qtbot.wait(20)
    assert box.height() == tall and below.y() == top  # nothing under it moves back up


# --- the score sheets in a match ------------------------------------------------------------------------------
def _play_turns(qtbot, window, game, level, turns):
    """Plays ``turns`` decisions of the person against the computer; returns the view and, for each
    decision after the first, the sheet's Move and Resize events and the dice repainted then."""
    c = start_game(window, game, [0, level])
    view = window.match_screen.view
    wait_for_person(qtbot, c)
    qtbot.wait(50)  # laid out and painted as it is
    sheet = view.sheet
    events = Events({QEvent.Type.Move, QEvent.Type.Resize}, sheet, sheet.table)
    for _ in range(turns):
        wait_for_person(qtbot, c)
        if c.phase == ctl.OVER:
            break
        throws = getattr(c.state, "throws", 1)
        if throws == 0 and view.throw_button.isEnabled():
            view.throw_button.click()
        else:
            cells = sheet.clickable_cells()
            assert cells
            sheet.choose(*cells[0])
        qtbot.wait(10)
    wait_for_person(qtbot, c)
    return view, events


def test_the_score_sheet_never_moves_nor_changes_its_size_in_a_match(qtbot, window):
    window.animation_ms = 0
    for game, level in (("yacht", "greedy"), ("general", "easy"), ("categor", "simple")):
        view, events = _play_turns(qtbot, window, game, level, 10)
        assert events.seen == [], (game, [(type(o).__name__, k) for o, k in events.seen])
        window.match_screen.leave()


def test_an_entry_repaints_only_the_cells_that_changed(qtbot):
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.resize(500, 400)
    sheet.show()
    qtbot.waitExposed(sheet)
    rows = ["Ones", "Twos", "Threes", "Fours", "Total"]
    cells = {(r, 0): Cell(str(r + 1)) for r in range(4)}
    cells[(2, 1)] = Cell("9", "offer", clickable=True)
    sheet.set_sheet(rows, ["Anna", "Boris"], cells, bold_rows=[4], active_column=1)
    qtbot.wait(50)
    viewport = sheet.table.viewport()
    painted = Events({QEvent.Type.Paint}, viewport, sheet.table.verticalHeader().viewport())
    areas = []
    painted.eventFilter = lambda obj, event: (areas.append((obj, sum(r.width() * r.height() for r in event.region())))
                                              if event.type() == QEvent.Type.Paint else None, False)[1]
    entry = dict(cells)
    entry[(2, 1)] = Cell("9")  # the offer written: one cell changes
    sheet.set_sheet(rows, ["Anna", "Boris"], entry, bold_rows=[4], active_column=1)
    qtbot.wait(50)
    cell = sheet.table.visualItemRect(sheet.table.item(2, 1))
    on_cells = sum(a for o, a in areas if o is viewport)
    assert 0 < on_cells <= 2 * cell.width() * cell.height()  # that cell (and its frame), not the sheet
    head = sheet.table.verticalHeader().viewport()
    on_names = sum(a for o, a in areas if o is head)
    assert on_names <= 2 * head.width() * cell.height()  # the name of that row at most (the keyboard's row)


def test_a_cell_written_again_in_its_own_item_looks_as_a_new_one(qtbot):
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.resize(300, 200)
    sheet.show()
    qtbot.waitExposed(sheet)
    sheet.set_sheet(["Ones"], ["Anna", "Boris"], {})  # the rows' height and the text's size settle
    qtbot.wait(20)
    looks = [Cell("9", "offer", "Click to write 9 here", clickable=True), Cell("9"), Cell("0", "zero"),
             Cell("12", "best"), Cell("", "hidden"), Cell("-3", "negative", "a tip"), Cell("7", "burned"),
             Cell("30", "total")]

    def seen(item):
        f = item.font()
        return (item.text(), item.background().color().name() if item.background().style() else None,
                item.foreground().color().name() if item.foreground().style() else None,
                (f.bold(), f.italic(), f.strikeOut()), item.toolTip(), item.flags())

    for active in (None, 0, 1):
        for before in looks:
            for after in looks:
                sheet.set_sheet(["Ones"], ["Anna", "Boris"], {(0, 0): before}, active_column=active)
                item = sheet.table.item(0, 0)
                now = 1 - (active or 0)
                sheet.set_sheet(["Ones"], ["Anna", "Boris"], {(0, 0): after}, active_column=now)
                assert sheet.table.item(0, 0) is item  # written in its own item
                fresh = sheet._item(after, False, now == 0, (0, 0))
                assert seen(item) == seen(fresh), (before, after, active)
