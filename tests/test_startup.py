"""The start-up budget (DESIGN.md, issue 12): the first window imports only what it shows.

Building and painting the start window imports no game module, no pyqtgraph, no numpy, none of the
pages and dialogs it does not show (statistics, a game's page, the match screen, set-up, family
members, settings) and no ``importlib.metadata`` (the entry points of plugins from outside are read
straight from the ``*.dist-info`` folders, and kept in the cache folder). Each probe is a fresh
process, as a start is."""

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures" / "records"

PROBE = """
import json, sys
from compendium.ui.app import build_window, make_app, open_database
app = make_app([])
db = open_database()
SAVED
from compendium.ui import home
seen = {}  # whether Python's Qt namespace (94 enum types) was made by the time the first screen was painted
load_pictures = home.CardGrid.load_pictures
def pictures(self):  # (a timer started by the first paint: on a busy machine it may come within the probe)
    seen.setdefault("qt", "Qt" in sys.modules["PySide6.QtCore"].__dict__)
    load_pictures(self)
home.CardGrid.load_pictures = pictures
w = build_window(db, "en")
w.show()
app.processEvents()
w.repaint()
app.processEvents()
qt = seen.get("qt", "Qt" in sys.modules["PySide6.QtCore"].__dict__)
kinds = sorted({x.metaObject().className() for x in app.allWidgets()})  # before the probe below makes more
print(json.dumps({"modules": sorted(sys.modules), "qt": qt, "continue": w.home.list.count(), "kinds": kinds,
                  "title": w.windowTitle(), "groups": w.sidebar.tree.topLevelItemCount()}))
"""

NOT_AT_START = (
    "pyqtgraph", "numpy", "importlib.metadata",
    "compendium.ui.stats_page", "compendium.ui.match_screen", "compendium.ui.controller",
    "compendium.ui.setup_dialog", "compendium.ui.profiles_dialog", "compendium.ui.game_page",
    "compendium.ui.settings_dialog", "compendium.stats", "compendium.core.match", "compendium.core.loading",
)


def _start(data_dir: Path, saved: str = "") -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", COMPENDIUM_DATA_DIR=str(data_dir), PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", PROBE.replace("SAVED", saved)], env=env, capture_output=True,
                         text=True, timeout=120, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


# widget kinds the first screen does not show (each kind first made costs its type's set-up, its
# enums and its polish): the sidebar's filters are made when the "Filters" button first opens them,
# the list of languages when the toolbar's language button is first pressed; the categories are
# painted by one widget (no item view, header or delegate)
NOT_SHOWN_KINDS = ("QSpinBox", "QCheckBox", "QComboBox", "QMenu", "QTreeWidget", "QTreeView", "QHeaderView")


def _unwanted(modules: list) -> list:
    return [m for m in modules if m.startswith(NOT_AT_START) and (m in NOT_AT_START or m.startswith(
        tuple(p + "." for p in NOT_AT_START)))]


def test_first_window_imports_no_game_and_no_charts(tmp_path):
    first = _start(tmp_path)  # a first start: no database, no cache folder
    loaded = first["modules"]
    assert [m for m in loaded if m.startswith(("compendium.games.", "pyqtgraph", "numpy"))] == []
    assert _unwanted(loaded) == []
    assert first["title"] == "Dice & Domino Compendium" and first["groups"] > 20  # the real start page
    assert [k for k in first["kinds"] if k in NOT_SHOWN_KINDS] == []
    assert not first["qt"]  # built and painted without Python's Qt namespace (compendium.ui.qt)
    again = _start(tmp_path)  # a second start reads the database and the cache made by the first
    assert _unwanted(again["modules"]) == []
    assert [m for m in again["modules"] if m.startswith("compendium.games.")] == []


def test_a_saved_match_on_the_start_page_imports_no_rules_and_no_match_screen(tmp_path):
    """The Continue list names the seats of a saved match (its computer levels are data): the
    game's rules, computer players and view are not imported for it."""
    record = json.loads((FIXTURES / "pig-record-v1.json").read_text(encoding="utf-8"))
    record["actions"] = record["actions"][:4]
    saved = f"db.create_match('pig', {json.dumps(json.dumps(record))})"
    got = _start(tmp_path, saved)
    assert got["continue"] == 1
    assert not got["qt"]  # the Continue list too
    assert _unwanted(got["modules"]) == []
    assert [m for m in got["modules"] if m.startswith("compendium.games.")
            and m.rpartition(".")[2] in ("rules", "ai", "view")] == []


def test_the_entry_point_cache_outlives_changes_in_folders_that_hold_no_distribution(tmp_path, monkeypatch):
    """The cache of the entry points is kept while the import path's distributions stay as they
    were: a new file in the started script's folder (or any folder without distributions) does
    not force a scan, a new or replaced ``*.dist-info`` folder does."""
    from compendium.core import config, registry

    script, site = tmp_path / "script", tmp_path / "site"
    script.mkdir()
    (site / "some_lib-1.0.dist-info").mkdir(parents=True)
    monkeypatch.setattr(sys, "path", [str(script), str(site), os.path.dirname(os.__file__)])
    monkeypatch.setattr(config, "_cache_dir", None)
    config.configure(cache_dir=tmp_path / "cache")
    (tmp_path / "cache").mkdir()
    scans = []
    monkeypatch.setattr(registry, "_scan", lambda: scans.append(1) or {})
    monkeypatch.setattr(registry, "_seen_folders", {})

    def start() -> None:
        registry._seen_folders.clear()  # a new process knows only the cache
        registry._external.cache_clear()
        registry._external()

    try:
        start()
        start()
        assert len(scans) == 1  # the second start read the cache
        os.utime(script, ns=(1, 1))  # the script's folder changes (a new file there)
        (script / "notes.txt").write_text("x", encoding="utf-8")
        start()
        start()
        assert len(scans) == 1
        (site / "outside_game-0.1.dist-info").mkdir()  # a plugin is installed
        start()
        assert len(scans) == 2
        start()
        assert len(scans) == 2
        dist = site / "outside_game-0.1.dist-info"
        os.utime(dist, ns=(5, 5))  # reinstalled (the folder replaced)
        os.utime(site, ns=(5, 5))
        start()
        assert len(scans) == 3
    finally:
        registry._external.cache_clear()
        registry._seen_folders.clear()


def test_the_window_icon_is_the_packaging_s_picture_of_the_drawing():
    """The window's icon is a PNG (an SVG icon would load Qt's SVG module at start): the same
    picture the packaging ships, made from the same drawing."""
    packaging = ROOT / "packaging"
    icons = ROOT / "compendium" / "assets" / "icons"
    assert (icons / "compendium.png").read_bytes() == (packaging / "compendium.png").read_bytes()
    assert (icons / "compendium.svg").read_bytes() == (packaging / "compendium.svg").read_bytes()


def test_the_database_read_through_comes_after_the_first_screen(tmp_path):
    """``open_database`` leaves the read-through of an existing file (its cost grows with the file)
    for ``check``, which the start runs once the first screen is painted: a file damaged inside is
    found then and handled as at opening (moved aside, its readable rows saved into a fresh file)."""
    from compendium.storage.db import DAMAGED_FILE, Database

    path = tmp_path / "compendium.sqlite3"
    db = Database(path, check_later=True)
    assert not db.check_pending  # a new file is checked (and made) at once
    for i in range(5):
        db.add_profile(f"Person {i}")
    for _ in range(40):
        db.create_match("pig", json.dumps({"game": "pig", "players": [], "actions": []}))
    db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    conn = sqlite3.connect(path)
    page = dict(conn.execute("SELECT name, rootpage FROM sqlite_master"))["matches_status"]
    conn.close()
    with open(path, "r+b") as fh:  # the index of the matches: a broken page header
        fh.seek((page - 1) * 4096)
        fh.write(b"\x0d" + b"\xff" * 7)

    db = Database(path, check_later=True)
    assert db.problem is None and db.check_pending  # opened without reading it through
    assert db.check() is True
    assert db.problem == DAMAGED_FILE and db.recovered_from.is_file() and not db.check_pending
    assert db.salvaged == {"profiles": 5, "finished": 0, "unfinished": 40}
    assert len(db.matches()) == 40 and db.check() is False
    db.close()

    db = Database(path, check_later=True)  # the fresh file: nothing found
    assert db.check_pending and db.check() is False and db.problem is None
    db.close()


GC_PROBE = """
import gc, json
from compendium.ui.app import build_window, make_app, open_database
enabled_at_import = gc.isenabled()
app = make_app([])
during = gc.isenabled()
db = open_database()
w = build_window(db, "en")
w.show()
before_turn = gc.isenabled()
app.processEvents()
w.repaint()
app.processEvents()
after = gc.isenabled()
frozen = gc.get_freeze_count()
make_app([])  # a second call (as tests make) leaves the collector running
again = gc.isenabled()
print(json.dumps({"import": enabled_at_import, "during": during, "before_turn": before_turn, "after": after,
                  "frozen": frozen, "again": again, "continue_made": w.home._continue_box is not None}))
"""


def test_the_collector_pauses_while_the_first_window_is_made(tmp_path):
    """The garbage collector is paused from ``make_app`` (a new QApplication) until the event loop
    first turns, and only then: the objects the start made (some 30,000: PySide6's classes and
    enums, the modules, the widgets) are then frozen out of later collections and collection
    resumes. Importing the module changes nothing, and a second ``make_app`` leaves it running."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", COMPENDIUM_DATA_DIR=str(tmp_path), PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", GC_PROBE], env=env, capture_output=True, text=True, timeout=120,
                         check=True)
    got = json.loads(out.stdout.strip().splitlines()[-1])
    assert got["import"] is True
    assert got["during"] is False and got["before_turn"] is False
    assert got["after"] is True and got["again"] is True
    assert got["frozen"] > 10000
    assert got["continue_made"] is False  # nothing saved: the Continue list is not made at all


HOOK_PROBE = """
import json, sys
import compendium.catalog, compendium.storage.db  # loaded before PySide6, as the start does
from compendium.ui.app import make_app
before = set(sys.modules)
app = make_app([])
import shibokensupport.feature as feature
seen = feature.pyside_feature_dict
names = sorted(n for n in before if sys.modules.get(n) is not None)
differ = [n for n in names if seen.get(n) != (0 if feature._mod_uses_pyside(sys.modules[n]) else -1)]
print(json.dumps({"missing": [n for n in names if n not in seen], "differ": differ,
                  "storage": seen.get("compendium.storage.db"), "typing": seen.get("typing"),
                  "app": seen.get("compendium.ui.app")}))
"""


def test_pyside_s_import_hook_is_told_which_loaded_modules_name_pyside(tmp_path):
    """``make_app`` gives PySide6's import hook its answer for every module loaded by then (whether
    its source names PySide6), so that the hook does not read each one's whole source the first
    time an import statement names it: the same answer the hook works out itself, for each."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", COMPENDIUM_DATA_DIR=str(tmp_path), PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", HOOK_PROBE], env=env, capture_output=True, text=True, timeout=120,
                         check=True)
    got = json.loads(out.stdout.strip().splitlines()[-1])
    assert got["missing"] == [] and got["differ"] == []
    assert got["storage"] == -1 and got["typing"] == -1 and got["app"] == 0


def test_the_start_up_benchmark_s_floor_window_runs_without_the_program(tmp_path):
    """``benchmarks/startup.py --floor`` measures a window of plain PySide6 widgets of the start
    window's kinds: it shows and reports, and loads none of the program's modules."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("startup_benchmark", ROOT / "benchmarks" / "startup.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    code = bench.FLOOR.replace("print(json.dumps({", "import sys\nprint(json.dumps({'ours': [m for m in sys.modules "
                                                      "if m.startswith('compendium')], ")
    got = bench.sample(code, str(tmp_path))
    assert got["ours"] == [] and got["seconds"] > 0 and got["rss_kib"] > 0


def test_the_start_up_benchmark_names_the_enum_types_a_window_makes_and_where(tmp_path):
    """``benchmarks/startup.py --enums`` lists the enum types PySide6 makes before the first paint,
    each with the line that asked for it, and says whether the Qt namespace was made: a bare window
    makes no Qt namespace; a splitter made with its parent as the only argument does (its
    overload taking a Qt.Orientation is tried), and the list names that line."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("startup_benchmark", ROOT / "benchmarks" / "startup.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    bare = bench.enum_counts(bench.BARE, str(tmp_path))
    assert bare["made"] and not bare["qt"]
    split = bench.BARE.replace("w.show()", "from PySide6.QtWidgets import QSplitter\nsplit = QSplitter(w)\nw.show()")
    got = bench.enum_counts(split, str(tmp_path))
    assert got["qt"] and "(the window's code: split = QSplitter(w))" in got["made"]


def test_a_new_database_is_made_safe_on_the_disk_after_the_first_screen(tmp_path):
    """A first start makes its database without waiting for the disk (the schema's writes would
    wait some eight times); ``check``, which the start runs once the first screen is painted, then
    makes it safe with a checkpoint that waits for the disk: the file alone (without its log) holds
    the schema then. A file opened otherwise, or an existing one, is made as before."""
    import shutil

    from compendium.storage.db import SCHEMA_VERSION, Database

    path = tmp_path / "compendium.sqlite3"
    db = Database(path, check_later=True)
    assert db.settle_pending and not db.check_pending and db.problem is None
    assert db.conn.execute("PRAGMA synchronous").fetchone()[0] == 1  # NORMAL for the session, as before
    db.add_profile("Anna")  # usable at once
    assert db.check() is False and not db.settle_pending
    copy = tmp_path / "alone.sqlite3"
    shutil.copyfile(path, copy)  # the file without its log
    conn = sqlite3.connect(copy)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert conn.execute("SELECT name FROM profiles").fetchall() == [("Anna",)]
    conn.close()
    db.close()

    db = Database(path, check_later=True)  # an existing file: read through later, nothing to settle
    assert db.check_pending and not db.settle_pending
    db.close()
    other = Database(tmp_path / "other.sqlite3")  # not for the start: made as before
    assert not other.settle_pending
    other.close()
