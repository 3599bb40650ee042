"""The statistics page within a frame (issue 12): what a choice of another game does, structurally.

Timings are for benchmarks/ui.py; these tests check the causes of the slow frames that were cut."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject

from compendium.storage.db import Database
from tests.test_stats import HOUR, T0, finish


def _page(qtbot, show=True):
    """A statistics page on two games' matches (pig and yacht, the same people and kinds of match);
    shown with pig chosen and its charts drawn, or (``show=False``) made and sized but hidden."""
    from compendium.ui.stats_page import StatsPage

    db = Database()
    anna, boris = db.add_profile("Anna"), db.add_profile("Boris")
    # the same people and kinds of match in both games: the table and the keys keep their sizes
    for n, game in enumerate(("pig", "yacht")):
        for m in range(9):
            finish(db, game, [{"profile": anna.id, "name": "Anna", "score": 40 + (m * 37) % 90, "won": m % 3 != 1},
                              {"profile": boris.id, "name": "Boris", "score": 30 + (m * 53) % 100, "won": m % 3 == 1},
                              {"level": "easy", "name": "PC", "score": 10 + m}], T0 + (100 * n + m) * HOUR)
    page = StatsPage(db)
    qtbot.addWidget(page)
    page.resize(1100, 800)
    if not show:
        return db, page
    page.show()
    qtbot.waitExposed(page)
    page.game.setCurrentIndex(page.game.findData("pig"))
    # laid out for the game and its charts drawn (they come in the frames after the choice: on a
    # loaded machine a fixed wait could end before them), then painted
    qtbot.waitUntil(lambda: not page.charts_pending(), timeout=10000)
    qtbot.wait(100)
    return db, page


def test_a_choice_leaves_no_range_for_the_paint_to_apply(qtbot):
    """The charts' new ranges are applied to their items and axes as the choice is made, not at
    the next paint (where each applied change dirtied the chart again: three paints a choice)."""
    db, page = _page(qtbot)
    page.game.setCurrentIndex(page.game.findData("yacht"))
    for plot in (page.timeline_plot, page.share_plot):
        box = plot.getPlotItem().getViewBox()
        assert not box._matrixNeedsUpdate
        # the axes already show the new range
        assert plot.getPlotItem().getAxis("bottom").range == list(box.viewRange()[0])
    db.close()


class _Events(QObject):
    """Counts the paints and the layout requests of the widgets it watches."""

    def __init__(self):
        super().__init__()
        self.paints: dict = {}
        self.layouts = 0

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            self.paints[obj] = self.paints.get(obj, 0) + 1
        elif event.type() == QEvent.Type.LayoutRequest:
            self.layouts += 1
        return False


def test_another_game_lays_nothing_out_and_paints_each_chart_once(qtbot):
    """A choice between games of as many rows: the keys and the table keep their sizes, so that
    nothing is laid out again; each chart in sight is painted once, a frame after the table."""
    db, page = _page(qtbot)
    events = _Events()
    boxes = [page, page.content, page.timeline_key.parentWidget(), page.table.parentWidget()]
    for w in boxes + [page.timeline_plot.viewport(), page.share_plot.viewport()]:
        w.installEventFilter(events)
    page.game.setCurrentIndex(page.game.findData("yacht"))
    assert page.table.rowCount() == 3 and page.table.item(0, 1).text() == "Yacht"  # the table at once
    assert page.charts_pending()  # the charts in the next frames
    qtbot.waitUntil(lambda: not page.charts_pending(), timeout=2000)
    qtbot.wait(100)
    assert events.layouts == 0
    assert events.paints.get(page.timeline_plot.viewport()) == 1
    assert events.paints.get(page.share_plot.viewport()) == 1
    db.close()


def test_the_page_shown_again_paints_each_chart_once(qtbot):
    """Shown again, the page is painted once its boxes are laid out, not once before and again
    after each box's layout (three or four paints of each chart an opening)."""
    db, page = _page(qtbot)
    qtbot.waitUntil(lambda: not page.charts_pending(), timeout=2000)
    page.hide()
    qtbot.wait(30)
    events = _Events()
    for w in (page.timeline_plot.viewport(), page.share_plot.viewport()):
        w.installEventFilter(events)
    page.show()
    assert not page.updatesEnabled()  # nothing painted until the boxes are laid out
    qtbot.waitUntil(lambda: page.updatesEnabled(), timeout=2000)
    qtbot.wait(100)
    assert events.paints.get(page.timeline_plot.viewport()) == 1
    assert events.paints.get(page.share_plot.viewport()) == 1
    db.close()


def test_all_games_and_back_take_no_item_off_a_chart(qtbot, monkeypatch):
    """All games shows notes instead of the per-game charts; coming back to a game shows their items
    again. The items stay on their plots, hidden meanwhile: taking them off and adding them again cost
    about a millisecond an item, in the frame of the choice."""
    import pyqtgraph as pg

    db, page = _page(qtbot)
    page.left_tabs.setCurrentIndex(1)  # the histogram's items made too
    qtbot.waitUntil(lambda: not page.charts_pending(), timeout=2000)
    page.left_tabs.setCurrentIndex(0)
    qtbot.waitUntil(lambda: not page.charts_pending(), timeout=2000)
    calls = []
    monkeypatch.setattr(pg.PlotItem, "addItem", lambda self, *a, **k: calls.append(("add", a)))
    monkeypatch.setattr(pg.PlotItem, "removeItem", lambda self, *a, **k: calls.append(("remove", a)))
    timeline = page.timeline_plot.getPlotItem()
    for game in (None, "pig", None, "yacht"):
        page.game.setCurrentIndex(page.game.findData(game) if game else 0)
        qtbot.waitUntil(lambda: not page.charts_pending(), timeout=2000)
        shown = [i for i in timeline.items if isinstance(i, pg.ScatterPlotItem) and i.isVisible()]
        assert len(shown) == (0 if game is None else 2)  # a line for Anna and one for Boris
    assert calls == []
    db.close()
