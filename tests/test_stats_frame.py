"""The statistics page within a frame (issue 12): what a choice of another game does, structurally.

Timings are for benchmarks/ui.py; these tests check the causes of the slow frames that were cut."""

from __future__ import annotations

from compendium.storage.db import Database
from tests.test_stats import HOUR, T0, _pig_matches, finish


def _page(qtbot):
    from compendium.ui.stats_page import StatsPage

    db = Database()
    anna, boris = db.add_profile("Anna"), db.add_profile("Boris")
    _pig_matches(db, anna, boris, 9)
    # the same people in Yacht, so that the table and the keys keep their sizes (no layout)
    finish(db, "yacht", [{"profile": anna.id, "name": "Anna", "score": 200, "won": True},
                         {"profile": boris.id, "name": "Boris", "score": 150},
                         {"level": "easy", "name": "PC", "score": 120}], T0 + 50 * HOUR)
    finish(db, "yacht", [{"profile": anna.id, "name": "Anna", "score": 230}], T0 + 51 * HOUR)
    page = StatsPage(db)
    qtbot.addWidget(page)
    page.resize(1100, 800)
    page.show()
    qtbot.waitExposed(page)
    page.game.setCurrentIndex(page.game.findData("pig"))
    qtbot.wait(300)  # laid out for the game, painted
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
