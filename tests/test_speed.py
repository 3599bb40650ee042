"""Issue 12 (speed to the frame): what the speed-ups must keep true.

The kept tables of the computer players (compendium.core.diskcache), the statistics figures kept
until the results change, the set-up dialog deleted after use, a finished computer decision that
lets go of its match, the registry's fingerprint of the import path, and the statistics page built
on idle after the window is shown."""

from __future__ import annotations

import os
import pickle

import pytest

from compendium.core import config, diskcache


@pytest.fixture
def cache(tmp_path):
    before = config.cache_dir()
    config.configure(cache_dir=tmp_path / "cache")
    yield tmp_path / "cache"
    config.configure(cache_dir=before)


# --- diskcache --------------------------------------------------------------------------------------
def test_a_kept_value_is_computed_once_then_read(cache):
    calls = []

    def compute():
        calls.append(1)
        return {("a", 1): [1.5, 2.5]}

    assert diskcache.kept("thing", 1, ("x", 3), compute) == {("a", 1): [1.5, 2.5]}
    assert diskcache.kept("thing", 1, ("x", 3), compute) == {("a", 1): [1.5, 2.5]}
    assert len(calls) == 1
    assert diskcache.kept("thing", 1, ("x", 4), compute) and len(calls) == 2  # other arguments
    assert diskcache.kept("thing", 2, ("x", 3), compute) and len(calls) == 3  # a new version key


def test_a_damaged_or_foreign_file_is_computed_again(cache):
    path = diskcache.path_for("thing", 1, "k")
    diskcache.kept("thing", 1, "k", lambda: 1)
    path.write_bytes(path.read_bytes()[:20])  # truncated
    assert diskcache.kept("thing", 1, "k", lambda: 2) == 2
    assert diskcache.kept("thing", 1, "k", lambda: 3) == 2  # written anew
    path.write_bytes(b"not a cache file")
    assert diskcache.kept("thing", 1, "k", lambda: 4) == 4
    with open(path, "wb") as fh:  # a file whose stored key is another one (a hash collision)
        fh.write(diskcache._MAGIC)
        pickle.dump(("'other'", 5), fh)
    assert diskcache.kept("thing", 1, "k", lambda: 6) == 6


def test_without_a_cache_folder_nothing_is_written(tmp_path):
    before = config.cache_dir()
    config.configure(cache_dir=None)
    try:
        assert diskcache.path_for("thing", 1) is None
        assert diskcache.kept("thing", 1, (), lambda: 7) == 7
    finally:
        config.configure(cache_dir=before)


def test_dice_poker_tables_read_back_equal_to_the_computed_ones(cache):
    import numpy as np

    from compendium.games.dice_poker import ai
    from compendium.games.dice_poker.rules import Variant

    computed = ai._first_stage_values("classic", 50, False)
    ai.first_stage_values.cache_clear()
    first = ai.first_stage_values("classic", 50, False)  # computed and written
    ai.first_stage_values.cache_clear()
    again = ai.first_stage_values("classic", 50, False)  # read
    for got in (first, again):
        assert got[0] == computed[0] and got[1].keys() == computed[1].keys()
        assert all(np.array_equal(got[1][k], computed[1][k]) for k in computed[1])
    assert any(p.name.startswith("dice-poker-first-stage-v") for p in cache.iterdir())
    v = Variant()
    ai._solos.cache_clear()
    assert ai._solos(v)["full"] == ai._solo(v, "full")


def test_vertushka_starts_read_back_equal(cache):
    from compendium.games.vertushka.ai import MatchSolver

    fresh = MatchSolver(21, 3)
    kept = MatchSolver(21, 3)
    assert kept._start == fresh._start and kept._win == {}  # the second one read its starts
    assert kept.start(1, 2, True) == fresh.start(1, 2, True)


# --- statistics kept until the results change -------------------------------------------------------
def test_statistics_follow_every_new_result():
    from tests.test_stats import finish

    from compendium.stats import queries
    from compendium.storage.db import Database

    db = Database()
    anna = db.add_profile("Anna")
    me = {"profile": anna.id, "name": "Anna"}
    finish(db, "pig", [{**me, "score": 100, "won": True}, {"level": "easy", "name": "PC", "score": 50}], 1.0)
    assert [r.matches for r in queries.summary(db, game="pig")] == [1, 1]
    stamp = db.results_stamp()
    assert db.results_stamp() == stamp  # reading changes nothing
    finish(db, "pig", [{**me, "score": 20}, {"level": "easy", "name": "PC", "score": 100, "won": True}], 2.0)
    assert db.results_stamp() != stamp
    rows = queries.summary(db, game="pig")
    assert [(r.matches, r.wins) for r in rows] == [(2, 1), (2, 1)]
    assert [len(s.points) for s in queries.timeline(db, "pig")] == [2]
    db.rename_profile(anna.id, "Anya")
    assert queries.summary(db, game="pig")[0].name == "Anya"
    db.close()


def test_a_computer_renamed_within_its_level_shows_its_newest_name():
    from tests.test_stats import finish

    from compendium.stats import queries
    from compendium.storage.db import Database

    db = Database()
    finish(db, "pig", [{"level": "easy", "name": "Old", "score": 10},
                       {"level": "easy", "name": "New", "score": 20, "won": True}], 5.0)
    finish(db, "pig", [{"level": "easy", "name": "Newest", "score": 10},
                       {"level": "easy", "name": "Older", "score": 20, "won": True}], 3.0)  # finished before
    rows = queries.summary(db, game="pig")
    assert [(r.name, r.matches, r.wins) for r in rows] == [("New", 4, 2)]  # the last seat of the last match
    db.close()


# --- the window -------------------------------------------------------------------------------------
def test_play_deletes_the_setup_dialog(window, qtbot):
    from PySide6.QtCore import QCoreApplication, QEvent

    from compendium.ui.setup_dialog import SetupDialog

    seen = []
    window.play("pig", dialog_hook=seen.append)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert seen and window.findChildren(SetupDialog) == []


def test_statistics_page_is_built_on_idle_and_follows_new_results(window, qtbot):
    from compendium.ui import main_window

    assert window._stats_page is None  # not at start-up
    qtbot.waitUntil(lambda: window._stats_page is not None, timeout=main_window.WARM_DELAY_MS + 10000)
    page = window._stats_page
    window.show_stats()
    assert not page.content.isVisible()  # nothing finished yet
    from tests.test_stats import finish

    finish(window.db, "pig", [{"profile": 1, "name": "Anna", "score": 100, "won": True},
                              {"level": "easy", "name": "PC", "score": 3}], 1.0)
    window.show_home()
    window.show_stats()
    assert page.content.isVisible() and page.table.rowCount() == 2


def test_a_finished_job_lets_go_of_its_closure():
    from compendium.ui import controller as ctl

    relay = ctl._Relay()
    got = []
    relay.done.connect(lambda *a: got.append(a))
    job = ctl._Job(lambda: 42, 1, "move", relay)
    job.run()
    assert got == [(1, "move", 42, None)] and job.fn is None and job.relay is None


def test_the_registry_fingerprint_leaves_the_current_folder_out(tmp_path, monkeypatch):
    import sys

    from compendium.core import registry

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", ["", str(tmp_path), os.path.dirname(os.__file__)])
    fingerprint = registry._fingerprint()
    assert [e for e, _ in fingerprint] == [os.path.dirname(os.__file__)]
    (tmp_path / "new-file").write_text("x")  # the current folder changes: the fingerprint does not
    assert registry._fingerprint() == fingerprint


def test_entry_points_are_read_from_the_folders_as_importlib_metadata_reads_them(tmp_path, monkeypatch):
    import sys
    from importlib.metadata import entry_points

    from compendium.core import registry

    for folder, dist, value in (("a", "Outside_Game-1.0.dist-info", "outside_game:plugin"),
                                ("b", "outside.game-2.0.dist-info", "shadowed:plugin"),  # the same distribution
                                ("b", "other-0.1.egg-info", "other_game:plugin")):
        info = tmp_path / folder / dist
        info.mkdir(parents=True)
        name = "other" if "other" in dist else "outside"
        (info / "entry_points.txt").write_text(
            f"# a comment\n[console_scripts]\nx = y:z\n\n[{registry.GROUP}]\n{name} = {value}\n", encoding="utf-8")
        (info / "METADATA").write_text(f"Name: {dist.partition('-')[0]}\nVersion: 1\n", encoding="utf-8")
    monkeypatch.setattr(sys, "path", [str(tmp_path / "a"), str(tmp_path / "b"), str(tmp_path / "missing")])
    found = registry._scan_folders()
    assert found == {"outside": "outside_game:plugin", "other": "other_game:plugin"}
    assert found == {ep.name: ep.value for ep in entry_points(group=registry.GROUP)}
    (tmp_path / "lib.zip").write_bytes(b"")
    monkeypatch.setattr(sys, "path", [str(tmp_path / "lib.zip")])
    assert registry._scan_folders() is None  # a zip on the path: importlib.metadata reads it


def test_a_timeline_point_writes_its_tip_when_asked(qtbot):
    from compendium.stats import queries
    from compendium.storage.db import Database
    from compendium.ui.stats_page import StatsPage
    from tests.test_stats import finish

    db = Database()
    anna = db.add_profile("Anna")
    finish(db, "pig", [{"profile": anna.id, "name": "Anna", "score": 100, "won": True},
                       {"level": "easy", "name": "PC", "score": 50}], 1_700_000_000.0)
    finish(db, "pig", [{"profile": anna.id, "name": "Anna", "score": 88, "won": True}], 1_700_003_600.0)
    page = StatsPage(db)
    qtbot.addWidget(page)
    page.game.setCurrentIndex(page.game.findData("pig"))
    import pyqtgraph as pg

    spots = [item for item in page.timeline_plot.getPlotItem().items if isinstance(item, pg.ScatterPlotItem) and item.isVisible()]
    assert len(spots) == 1
    tips = [spots[0].opts["tip"](x=p.pos().x(), y=p.pos().y(), data=p.data()) for p in spots[0].points()]
    assert tips[0].startswith("Anna: 100 (won)\n") and tips[1].startswith("Anna: 88 (played alone, personal best)\n")
    assert [p.symbol() for p in spots[0].points()] == ["star", "t1"]
    assert queries.SOLO in {p.data()[1].outcome for p in spots[0].points()}
    db.close()
