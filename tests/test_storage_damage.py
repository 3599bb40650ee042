"""Issue 11, storage: nothing crashes, nothing is lost.

Every case goes through the real start-up (``compendium.ui.app.run`` with Qt's event loop
replaced): the program starts, says what happened, keeps the old file and copies what can still be
read of it. The database of schema 2 in tests/fixtures/storage (made by the program before saves
became a table of actions) keeps opening and its saved matches keep continuing.
"""

import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from compendium.storage import db as dbmod
from compendium.storage.db import ACTIVE, DAMAGED, Database

FIXTURE = Path(__file__).parent / "fixtures" / "storage" / "compendium-schema2.sqlite3"
PROFILES, FINISHED, UNFINISHED = 2, 2, 3  # in the fixture


def _current(path: Path) -> None:
    """The fixture, migrated to this program's schema and checkpointed (one file, no WAL)."""
    shutil.copyfile(FIXTURE, path)
    d = Database(path)
    assert d.problem is None
    d.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    d.close()


def _start(monkeypatch):
    """The real start-up; returns (database, [(title, text) shown])."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    from compendium.ui import app as appmod

    opened, shown = [], []
    real_open = appmod.open_database
    monkeypatch.setattr(appmod, "open_database", lambda: opened.append(real_open()) or opened[-1])
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append((a[1], a[2])))
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    assert appmod.run() == 0
    main = next(w for w in QApplication.topLevelWidgets() if type(w).__name__ == "MainWindow" and w.isVisible())
    return opened[0], shown, main


def _close_all():
    """Closes and deletes the main windows now (as conftest's open_window does), then their
    databases."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    windows = [w for w in QApplication.topLevelWidgets() if type(w).__name__ == "MainWindow"]
    dbs = [w.db for w in windows]
    for w in windows:
        w.close()
        w.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    for db in dbs:
        db.close()


def _use(main, monkeypatch):
    """Goes through the pages that read the database: home, every saved match (continued and left),
    statistics, and the family members' list."""
    from PySide6.QtWidgets import QMessageBox

    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warnings.append(a[2]))
    main.show_home()
    for m in main.db.matches():
        screen = main.continue_match(m.id)
        if screen is not None:
            main._match_screen.leave()
        main.show_home()
    main.show_stats()
    main.db.profiles(include_archived=True)
    return warnings


def _damage_header(path):
    data = bytearray(path.read_bytes())
    data[0:100] = b"\x00" * 100
    path.write_bytes(bytes(data))


def _truncate(path):
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2 + 100])


def _overwrite_page(page):
    def damage(path):
        data = bytearray(path.read_bytes())
        data[page * 4096:(page + 1) * 4096] = os.urandom(4096)
        path.write_bytes(bytes(data))
    return damage


def _scatter(path):
    import random

    rng = random.Random(11)
    data = bytearray(path.read_bytes())
    for _ in range(40):
        data[rng.randrange(4096, len(data))] = rng.randrange(256)
    path.write_bytes(bytes(data))


def _garbage_side(suffix):
    def damage(path):
        Path(str(path) + suffix).write_bytes(os.urandom(20000))
    return damage


def _text_file(path):
    path.write_text("this is a shopping list, not a database\n" * 50)


def _folder(path):
    path.unlink()
    path.mkdir()
    (path / "something").write_text("x")


DAMAGE = {
    "truncated": (_truncate, None),
    "header overwritten": (_damage_header, 0),
    "page 2 overwritten": (_overwrite_page(1), None),
    "page 4 overwritten": (_overwrite_page(3), None),
    "page 7 overwritten": (_overwrite_page(6), None),
    "scattered bytes": (_scatter, None),
    "text file": (_text_file, 0),
    "folder": (_folder, 0),
}


@pytest.mark.parametrize("case", sorted(DAMAGE))
def test_a_damaged_database_is_kept_and_what_can_be_read_is_saved(qtbot, data_dir, monkeypatch, case):
    path = data_dir / "compendium.sqlite3"
    _current(path)
    damage, expected_rows = DAMAGE[case]
    damage(path)
    kept = path.read_bytes() if path.is_file() else None
    db, shown, main = _start(monkeypatch)
    try:
        if db.problem is None:  # the damage missed everything SQLite checks: nothing to say, all is there
            assert shown == [] and len(db.matches()) == UNFINISHED
        else:
            assert db.problem == dbmod.DAMAGED_FILE and not db.temporary
            assert len(shown) == 1 and shown[0][0] == "The database was damaged"
            assert str(db.recovered_from) in shown[0][1]
            assert db.recovered_from.exists()
            if kept is not None:
                assert db.recovered_from.read_bytes() == kept  # the old file is kept as it was
            saved = db.salvaged
            assert sum(saved.values()) == (expected_rows if expected_rows is not None else sum(saved.values()))
            assert len(db.profiles(True)) == saved["profiles"] <= PROFILES
            assert len(db.matches(ACTIVE)) == saved["unfinished"] <= UNFINISHED
            if any(saved.values()):
                assert f"{saved['profiles']} family members, {saved['finished']} finished matches, " \
                       f"{saved['unfinished']} unfinished matches" in shown[0][1]
            else:
                assert "Nothing could be read" in shown[0][1]
        _use(main, monkeypatch)
        db.add_profile("Anna")  # a working database
    finally:
        _close_all()


def test_overwritten_pages_lose_only_their_own_rows(data_dir):
    """A 4 KB overwrite of any one page after the first: quick_check fails, yet the rows of the
    other pages are copied. Measured on the fixture: 8 of its 13 pages lose nothing at all (the
    damaged page held an index or free space), and no page takes more than one table with it."""
    import random

    path = data_dir / "compendium.sqlite3"
    _current(path)
    pages = path.stat().st_size // 4096
    whole = 0
    for page in range(1, pages):
        for f in list(data_dir.iterdir()):
            f.unlink()
        _current(path)
        data = bytearray(path.read_bytes())
        data[page * 4096:(page + 1) * 4096] = random.Random(page).randbytes(4096)
        path.write_bytes(bytes(data))
        d = Database()
        assert d.problem == dbmod.DAMAGED_FILE, page
        s = d.salvaged
        lost = [k for k, n in (("profiles", PROFILES), ("finished", FINISHED), ("unfinished", UNFINISHED))
                if s[k] < n]
        assert len(lost) <= 1, (page, s)
        whole += not lost
        d.close()
    assert whole >= (pages - 1) // 2


def test_a_cut_off_file_keeps_the_tables_before_the_cut(data_dir):
    path = data_dir / "compendium.sqlite3"
    _current(path)
    _truncate(path)
    d = Database()
    assert d.problem == dbmod.DAMAGED_FILE
    assert d.salvaged["profiles"] == PROFILES and d.salvaged["finished"] == FINISHED
    assert [p.name for p in d.profiles()] == ["Аня", "Boris"]


@pytest.mark.parametrize("suffix", ["-wal", "-shm"])
def test_garbage_beside_the_database_loses_nothing(qtbot, data_dir, monkeypatch, suffix):
    path = data_dir / "compendium.sqlite3"
    _current(path)
    _garbage_side(suffix)(path)
    db, shown, main = _start(monkeypatch)
    try:
        if db.problem is None:
            assert shown == []
        else:
            assert db.problem == dbmod.DAMAGED_FILE
        assert len(db.profiles(True)) == PROFILES and len(db.matches()) == UNFINISHED
        assert len({r["match_id"] for r in db.results()}) == FINISHED
        assert _use(main, monkeypatch) == []
    finally:
        _close_all()


def _temporary_case(qtbot, monkeypatch, title, problem):
    db, shown, main = _start(monkeypatch)
    try:
        assert db.problem == problem and db.temporary
        assert len(shown) == 1 and shown[0][0] == title
        assert "temporary database: nothing you do now will be kept" in shown[0][1]
        db.add_profile("Anna")  # the session works
        _use(main, monkeypatch)
    finally:
        _close_all()
    return db


def test_a_newer_database_is_not_damage(qtbot, data_dir, monkeypatch):
    path = data_dir / "compendium.sqlite3"
    _current(path)
    with sqlite3.connect(path) as c:
        c.execute(f"PRAGMA user_version = {dbmod.SCHEMA_VERSION + 1}")
    before = path.read_bytes()
    _temporary_case(qtbot, monkeypatch, "Data from a newer version", dbmod.NEWER)
    assert path.read_bytes() == before
    assert not list(data_dir.glob("*.damaged-*"))


@pytest.mark.parametrize("what", ["file", "folder"])
def test_a_read_only_database_or_folder(qtbot, data_dir, monkeypatch, what):
    """As root every file is writable, so permission is given by ``_access`` (os.access)."""
    path = data_dir / "compendium.sqlite3"
    _current(path)
    before = path.read_bytes()
    target = path if what == "file" else data_dir
    monkeypatch.setattr(dbmod, "_access", lambda p, mode: not (Path(p) == target and mode & os.W_OK))
    _temporary_case(qtbot, monkeypatch, "The database cannot be written", dbmod.READ_ONLY)
    assert path.read_bytes() == before and not list(data_dir.glob("*.damaged-*"))


def test_an_unreadable_database(qtbot, data_dir, monkeypatch):
    path = data_dir / "compendium.sqlite3"
    _current(path)
    before = path.read_bytes()
    monkeypatch.setattr(dbmod, "_access", lambda p, mode: not (Path(p) == path and mode & os.R_OK))
    _temporary_case(qtbot, monkeypatch, "The database cannot be read", dbmod.UNREADABLE)
    assert path.read_bytes() == before and not list(data_dir.glob("*.damaged-*"))


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root may write anything")
def test_a_read_only_file_for_real(qtbot, data_dir, monkeypatch):
    path = data_dir / "compendium.sqlite3"
    _current(path)
    path.chmod(0o444)
    try:
        _temporary_case(qtbot, monkeypatch, "The database cannot be written", dbmod.READ_ONLY)
    finally:
        path.chmod(0o644)


def test_a_data_folder_that_cannot_be_created(qtbot, tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    monkeypatch.setenv("COMPENDIUM_DATA_DIR", str(blocker / "data"))
    _temporary_case(qtbot, monkeypatch, "The data folder cannot be used", dbmod.UNAVAILABLE)


# --- odd values in the columns ------------------------------------------------------------------------
BAD_UTF8 = "CAST(x'41ff42c328' AS TEXT)"
TEXT_COLUMNS = [
    ("profiles", "name"), ("profiles", "colour"),
    ("matches", "game"), ("matches", "status"), ("matches", "record"),
    ("actions", "action"),
    ("results", "game"), ("results", "kind"), ("results", "level"), ("results", "name"), ("results", "extra"),
    ("results", "outcome"),
    ("settings", "key"), ("settings", "value"),
]


def _poke(path, sql):
    c = sqlite3.connect(path)
    c.execute("INSERT OR REPLACE INTO settings(key, value) VALUES ('language', 'en')")
    c.execute(sql)
    c.commit()
    c.close()


@pytest.mark.parametrize("table,column", TEXT_COLUMNS, ids=[f"{t}.{c}" for t, c in TEXT_COLUMNS])
def test_invalid_utf8_in_a_text_column_never_raises(qtbot, data_dir, monkeypatch, table, column):
    path = data_dir / "compendium.sqlite3"
    _current(path)
    where = " WHERE rowid IN (SELECT rowid FROM %s LIMIT 1)" % table if table != "actions" else \
        " WHERE match_id = (SELECT MIN(match_id) FROM actions) AND idx = 3"
    _poke(path, f"UPDATE {table} SET {column} = {BAD_UTF8}{where}")
    db, shown, main = _start(monkeypatch)
    try:
        assert shown == []
        warnings = _use(main, monkeypatch)
        if (table, column) in {("matches", "record"), ("actions", "action")}:
            assert len(warnings) == 1 and "A copy was kept in" in warnings[0]
            assert list((data_dir / "backups").iterdir())
            assert len(db.matches()) == UNFINISHED - 1
        elif (table, column) == ("matches", "game"):
            assert len(warnings) <= 1  # a finished match's game: nothing to continue
    finally:
        _close_all()


def test_text_in_updated_and_ff_in_a_name(qtbot, data_dir, monkeypatch):
    path = data_dir / "compendium.sqlite3"
    _current(path)
    _poke(path, "UPDATE matches SET updated = 'yesterday' WHERE id = 3")
    _poke(path, "UPDATE profiles SET name = CAST(x'416eff6e61' AS TEXT) WHERE id = 1")
    db, shown, main = _start(monkeypatch)
    try:
        assert shown == []
        assert db.profile(1).name == "An\ufffdna"
        assert len(db.matches()) == UNFINISHED
        assert _use(main, monkeypatch) == []
        main.open_game("pig")
    finally:
        _close_all()


@pytest.mark.parametrize("record", [
    "X'7b2262726f6b656e'",  # a BLOB
    "'" + "[" * 100000 + "'",  # nested too deep for json
    "'{\"format\": \"compendium-record\", \"version\": 1, \"game\": \"pig\", \"players\": 7}'",
    "'{\"format\": \"compendium-record\", \"version\": 1, \"game\": \"nope\", \"players\": [{\"name\": \"A\"}]}'",
], ids=["blob", "deep", "bad players", "unknown game"])
def test_a_saved_match_that_does_not_load_is_backed_up_and_taken_off(qtbot, data_dir, monkeypatch, record):
    path = data_dir / "compendium.sqlite3"
    _current(path)
    _poke(path, "DELETE FROM actions WHERE match_id = 4")
    _poke(path, f"UPDATE matches SET record = {record} WHERE id = 4")
    db, shown, main = _start(monkeypatch)
    try:
        assert shown == [] and len(db.matches()) == UNFINISHED
        warnings = _use(main, monkeypatch)
        assert len(warnings) == 1 and "cannot be loaded" in warnings[0]
        assert [m.id for m in db.matches(DAMAGED)] == [4] and len(db.matches()) == UNFINISHED - 1
        copy = next((data_dir / "backups").iterdir())
        assert copy.stat().st_size > 0
        assert _use(main, monkeypatch) == []  # off the list for good
    finally:
        _close_all()


def test_a_lone_surrogate_in_a_name_does_not_stop_saving(qtbot, data_dir, monkeypatch):
    path = data_dir / "compendium.sqlite3"
    _current(path)
    c = sqlite3.connect(path)
    head = c.execute("SELECT record FROM matches WHERE id = 3").fetchone()[0]
    c.execute("UPDATE matches SET record = ? WHERE id = 3", (head.replace('"Аня"', '"\\udc80"'),))
    c.commit()
    c.close()
    db, shown, main = _start(monkeypatch)
    try:
        screen = main.continue_match(3)
        assert screen is not None
        ctl = main._match_screen.controller
        before = len(db.match(3).record)
        ctl.match.roll() if ctl.match.to_move == -1 else None
        ctl._save()
        main._match_screen.leave()
        assert db.match(3) is not None and len(db.match(3).record) >= before
    finally:
        _close_all()


# --- the database of schema 2 -------------------------------------------------------------------------
def test_the_schema_2_fixture_opens_and_its_matches_continue(qtbot, data_dir, monkeypatch):
    from compendium.core import registry
    from compendium.core.match import Match
    from compendium.core.record import Record

    old = sqlite3.connect(FIXTURE)
    records = {i: r for i, r in old.execute("SELECT id, record FROM matches WHERE status = 'active'")}
    old_results = old.execute("SELECT match_id, seat, outcome, points FROM results ORDER BY 1, 2").fetchall()
    old.close()
    shutil.copyfile(FIXTURE, data_dir / "compendium.sqlite3")
    db, shown, main = _start(monkeypatch)
    try:
        assert shown == [] and db.problem is None
        assert db.conn.execute("PRAGMA user_version").fetchone()[0] == dbmod.SCHEMA_VERSION
        assert [p.name for p in db.profiles()] == ["Аня", "Boris"]
        assert [(r["match_id"], r["seat"], r["outcome"], r["points"]) for r in db.results()] == old_results
        assert {m.id for m in db.matches()} == set(records)
        for match_id, text in records.items():
            assert Record.loads(db.match(match_id).record).to_json() == Record.loads(text).to_json()
            n = len(Record.loads(text).actions)
            assert db.conn.execute("SELECT COUNT(*) FROM actions WHERE match_id = ?", (match_id,)).fetchone()[0] == n
            assert main.continue_match(match_id) is not None
            ctl = main._match_screen.controller
            assert ctl.match.record.actions[:n] == Record.loads(text).actions  # (a throw may follow at once)
            main._match_screen.leave()
        rec = Record.loads(db.match(4).record)
        m = Match(registry.load("pig").rules, rec)
        before = len(rec.actions)
        m.apply(registry.load("pig").rules.legal_actions(m.state, m.to_move)[0]) if m.to_move >= 0 else m.roll()
        db.save_actions(4, [a.notation for a in m.record.actions])
        assert len(Record.loads(db.match(4).record).actions) == before + 1
    finally:
        _close_all()


def test_a_database_that_stops_taking_writes_never_traps_a_match(qtbot, window):
    """The file turns read-only while the program runs (``PRAGMA query_only``: every write fails
    with "attempt to write a readonly database"): a match still starts, is played, says once that
    it is not saved, and can be left."""
    from compendium.core import registry
    from compendium.core.match import Match
    from compendium.core.rules import CHANCE

    window.db.conn.execute("PRAGMA query_only = ON")
    pig = registry.load("pig")
    match = Match.new(pig.rules, "pig", [{"kind": "person", "name": "Anna"}, {"kind": "person", "name": "Boris"}],
                      {"target": 30}, seed=1)
    c = window.start_match(pig, match)
    screen = window.match_screen
    assert "could not be saved" in screen.message_label.text()
    for _ in range(6):
        if c.match.to_move == CHANCE:
            c.match.roll()
        else:
            c.person_action(pig.rules.legal_actions(c.match.state, c.match.to_move)[0])
        c._save()
    screen.leave()
    assert window.pages.currentWidget() is not screen
    window.db.conn.execute("PRAGMA query_only = OFF")
    assert window.db.matches() == []
