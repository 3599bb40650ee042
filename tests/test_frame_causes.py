"""Causes of slow frames cut for issue 12 (benchmarks/ui.py measures the times; these tests check
the causes, which hold on any machine)."""

from __future__ import annotations

import dataclasses
import gc
import time

from compendium.core import registry
from compendium.core.ai import Player
from compendium.core.match import Match
from compendium.games.pig.rules import ROLL
from compendium.ui.controller import MatchController
from tests.test_stats import HOUR, T0, finish
from tests.test_stats_frame import _page


# --- the controller -------------------------------------------------------------------------------------------
class Instant(Player):
    def choose(self, rules, view, seat, rng):
        return ROLL


def test_a_quick_computer_move_is_shown_a_frame_after_the_one_before(qtbot):
    """With no pause before a computer's move, its quick answer is not drawn in the frame of the
    move before it (both refreshes in one frame: twice the work, the first never seen)."""
    plugin = dataclasses.replace(registry.load("pig"), make_ai=lambda level, rules: Instant())
    players = [{"kind": "computer", "level": "easy", "name": "C"}, {"kind": "person", "name": "A"}]
    match = Match.new(plugin.rules, "pig", players, seed=3)
    c = MatchController(plugin, match, None, computer_delay_ms=0, animation_ms=0)
    shown = []
    c.changed.connect(lambda: shown.append((time.monotonic(), len(match.record.actions))))
    c.start()
    qtbot.waitUntil(lambda: len(match.record.actions) >= 1, timeout=5000)
    qtbot.wait(50)
    c.stop()
    moved = next(i for i, (_, n) in enumerate(shown) if n >= 1)  # the computer's first move shown
    assert moved > 0
    assert shown[moved][0] - shown[moved - 1][0] >= 0.015  # (a timer may fire a little early)


# --- Golden General's legal actions -------------------------------------------------------------------------
def test_golden_general_legal_actions_as_made_afresh():
    from compendium.games.general.rules import LINES, ROLL as G_ROLL, golden_score_action, golden_splits

    rules = registry.load("golden-general").rules
    import random

    rng = random.Random(5)
    state = rules.new_match(2)
    checked = 0
    for _ in range(60):
        seat = rules.to_move(state)
        if seat is None:
            break
        if seat < 0:  # the dice
            state = rules.apply(state, rules.sample_chance(state, rng))
            continue
        legal = rules.legal_actions(state, seat)
        if state.throws:
            free = state.free_lines()
            n = state.n_dice
            rethrows = [] if state.throws >= 3 else [G_ROLL] + [
                type(G_ROLL)("roll", tuple(d + 1 for d in range(n) if mask >> d & 1)) for mask in range(1, 2 ** n - 1)]
            scores = [golden_score_action(a, b, g1) for g1, _ in golden_splits() for a in free for b in free if a != b]
            assert legal == rethrows + scores
            assert set(free) <= set(LINES)
            checked += 1
            again = rules.legal_actions(state, seat)
            assert again == legal and again is not legal
            legal.clear()  # a caller's list is its own
            assert rules.legal_actions(state, seat) == again
            legal = again
        state = rules.apply(state, rng.choice(legal))
    assert checked >= 5


# --- the statistics page (its matches: tests/test_stats_frame.py _page) ---------------------------------------
def test_the_axes_keep_their_pictures_when_the_page_is_shown_again(qtbot, monkeypatch):
    """Hidden and shown again, the charts' axes are not worked out and drawn again (a graphics
    widget repaints itself when its window is activated or deactivated)."""
    from compendium.ui import stats_page

    db, page = _page(qtbot)
    drawn = []
    original = stats_page.pg.AxisItem.generateDrawSpecs
    monkeypatch.setattr(stats_page.pg.AxisItem, "generateDrawSpecs",
                        lambda self, p: drawn.append(self) or original(self, p))
    page.hide()
    qtbot.wait(30)
    page.show()
    qtbot.waitUntil(lambda: page.updatesEnabled(), timeout=2000)
    qtbot.wait(100)
    assert drawn == []
    db.close()


def test_the_timeline_symbols_are_drawn_once(qtbot):
    """The timeline's pens and brushes are the same objects at every choice: pyqtgraph's picture
    of each symbol (kept by pen and brush object) is made once, not again at every choice."""
    db, page = _page(qtbot)
    page.game.setCurrentIndex(page.game.findData("yacht"))
    qtbot.waitUntil(lambda: not page.charts_pending(), timeout=2000)
    sizes = [len(spots.fragmentAtlas) for _, spots in page._timeline_items]
    for game in ("pig", "yacht", "pig"):
        page.game.setCurrentIndex(page.game.findData(game))
        qtbot.waitUntil(lambda: not page.charts_pending(), timeout=2000)
    assert [len(spots.fragmentAtlas) for _, spots in page._timeline_items] == sizes
    db.close()


def test_the_chart_items_are_made_ahead(qtbot):
    """``make_ready`` (on idle, the page hidden) makes the items of the game with most participants:
    a choice then makes none."""
    db, page = _page(qtbot, show=False)
    page.make_ready()
    made = (len(page._timeline_items), len(page._histogram_items))
    assert made[0] >= 2 and made[1] >= 2
    page.show()
    qtbot.waitExposed(page)
    for game in ("pig", "yacht"):
        page.game.setCurrentIndex(page.game.findData(game))
        qtbot.waitUntil(lambda: not page.charts_pending(), timeout=2000)
    page.left_tabs.setCurrentIndex(1)  # the histogram too
    qtbot.waitUntil(lambda: not page.charts_pending(), timeout=2000)
    assert (len(page._timeline_items), len(page._histogram_items)) == made
    db.close()


def test_a_choice_sets_no_axis_title_and_works_out_no_automatic_range(qtbot, monkeypatch):
    """Choosing another game neither sets an axis's title again (pyqtgraph's SI prefix, on by
    default, did at every change of range: the rich text made anew and the axis laid out) nor works
    out the bounds of the charts' items for an automatic range (every drawing sets its ranges)."""
    from compendium.ui import stats_page

    db, page = _page(qtbot)
    for plot in (page.timeline_plot, page.histogram_plot, page.share_plot):
        item = plot.getPlotItem()
        assert item.getViewBox().autoRangeEnabled() == [False, False]
        assert not any(item.getAxis(side).autoSIPrefix for side in ("left", "bottom"))
    titled, bounded = [], []
    label_class = type(page.timeline_plot.getPlotItem().getAxis("left"))
    original = label_class._updateLabel
    monkeypatch.setattr(label_class, "_updateLabel", lambda self: titled.append(self) or original(self))
    box = stats_page.pg.ViewBox
    bounds = box.childrenBounds
    monkeypatch.setattr(box, "childrenBounds", lambda self, *a, **k: bounded.append(self) or bounds(self, *a, **k))
    for game in ("yacht", "pig", None):
        page.game.setCurrentIndex(page.game.findData(game))
        qtbot.waitUntil(lambda: not page.charts_pending(), timeout=2000)
    page.left_tabs.setCurrentIndex(1)  # the histogram too
    qtbot.waitUntil(lambda: not page.charts_pending(), timeout=2000)
    assert titled == [] and bounded == []
    db.close()


def test_filling_the_page_in_reads_the_profiles_once_and_looks_for_no_module(qtbot, monkeypatch):
    """The page filled in again after a new result reads the profiles once (the figures asked for
    them four or five times), does not look for the games' modules at each row (the headings of
    the games' own figures): the playable games are worked out once, and does not make its lists of
    people and games again when they are the same."""
    from compendium.core import registry
    from compendium.stats import queries

    db, page = _page(qtbot)
    queries.extra_heading("", ["pig"])  # as the page's warm-up does
    anna = db.profiles()[0]
    finish(db, "pig", [{"profile": anna.id, "name": "Anna", "score": 99, "won": True},
                       {"level": "easy", "name": "PC", "score": 3}], T0 + 900 * HOUR)
    asked, looked, cleared = [], [], []
    for combo in (page.person, page.game):
        monkeypatch.setattr(combo, "clear", lambda combo=combo: cleared.append(combo))
    profiles = db.profiles
    monkeypatch.setattr(db, "profiles", lambda *a, **k: asked.append(1) or profiles(*a, **k))
    monkeypatch.setattr(registry, "playable_ids", lambda: looked.append(1) or set())
    page.reload()
    qtbot.waitUntil(lambda: not page.charts_pending(), timeout=2000)
    assert len(asked) <= 2  # the person list's own, and the figures' one
    assert looked == []
    assert cleared == []  # the same people and games: their lists are not made again
    assert page.chosen_game() == "pig" and page.game.count() == 3
    db.close()


def test_new_results_are_read_ahead_while_the_page_is_hidden(qtbot, monkeypatch):
    """New results (a match finished) are read while the page is hidden, a step at a time: the
    figures a query a step, the lists and the table in one, each chart in one of its own, then the
    page drawn once into a picture; opening the page then reads and draws nothing and works out no
    axis (it filled the table, drew both charts and worked out their axes in the opening's frame)."""
    from compendium.ui import stats_page

    db, page = _page(qtbot)
    page.hide()
    anna = db.profiles()[0]
    finish(db, "pig", [{"profile": anna.id, "name": "Anna", "score": 120, "won": True},
                       {"level": "easy", "name": "PC", "score": 3}], T0 + 900 * HOUR)
    steps = []
    for name in ("_fill_table", "_draw_timeline", "_draw_share"):
        original = getattr(stats_page.StatsPage, name)
        monkeypatch.setattr(stats_page.StatsPage, name,
                            lambda self, *a, name=name, original=original: steps.append(name) or original(self, *a))
    assert page.reload_ahead()
    assert steps == []  # the figures first, a query a step; the table, then each chart, in steps of their own
    qtbot.waitUntil(lambda: steps != [], timeout=2000)
    assert steps == ["_fill_table"]
    qtbot.waitUntil(lambda: not page._ahead_fill.isActive(), timeout=2000)
    assert sorted(steps) == ["_draw_share", "_draw_timeline", "_fill_table"]
    assert not page.reload_ahead()  # nothing new since
    steps.clear()
    drawn = []
    original = stats_page.pg.AxisItem.generateDrawSpecs
    monkeypatch.setattr(stats_page.pg.AxisItem, "generateDrawSpecs",
                        lambda self, p: drawn.append(self) or original(self, p))
    page.reload()  # as the main window does when the page is opened
    page.show()
    qtbot.waitExposed(page)
    qtbot.wait(50)
    assert steps == []
    assert drawn == []  # the axes were drawn ahead, into their pictures
    db.close()


def test_the_main_window_reads_new_results_ahead_when_a_page_is_left(qtbot, monkeypatch):
    from compendium.ui.main_window import MainWindow

    asked = []
    window = type("W", (), {})()
    window.pages = type("P", (), {"currentWidget": lambda self: "home"})()
    window._match_screen = "match"
    window._stats_page = type("S", (), {"reload_ahead": lambda self: asked.append(1)})()
    MainWindow._stats_ahead(window)
    assert asked == [1]
    window.pages.currentWidget = lambda: "match"  # not during a match
    MainWindow._stats_ahead(window)
    assert asked == [1]


def test_the_page_makes_one_locale_a_language(qtbot):
    """The numbers of the table are written with one QLocale (one was made for each cell)."""
    db, page = _page(qtbot, show=False)
    assert page._locale() is page._locale()
    db.close()


# --- the heap ----------------------------------------------------------------------------------
def test_settle_heap_freezes_what_the_program_holds():
    from compendium.ui.main_window import settle_heap

    try:
        settle_heap()
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
