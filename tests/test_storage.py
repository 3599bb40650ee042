"""SQLite storage: profiles, matches written after every action, a damaged file moved aside."""

import sqlite3

import pytest

from compendium.storage import db as dbmod
from compendium.storage.db import ACTIVE, DAMAGED, FINISHED, Database


def test_schema_version_and_wal(data_dir):
    d = Database()
    assert d.path.parent == data_dir
    assert d.conn.execute("PRAGMA user_version").fetchone()[0] == dbmod.SCHEMA_VERSION
    assert d.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    d.close()
    d = Database()  # reopening migrates nothing and keeps the data
    assert d.recovered_from is None


def test_profiles():
    d = Database()
    a = d.add_profile("  Аня ")
    b = d.add_profile("Boris")
    assert a.name == "Аня" and a.colour != b.colour
    d.rename_profile(b.id, "Борис")
    d.archive_profile(a.id)
    assert [p.name for p in d.profiles()] == ["Борис"]
    assert [p.name for p in d.profiles(include_archived=True)] == ["Аня", "Борис"]
    with pytest.raises(ValueError):
        d.add_profile("   ")


def test_matches_and_results():
    d = Database()
    m1 = d.create_match("pig", '{"a": 1}')
    m2 = d.create_match("pig", '{"a": 2}')
    d.save_match(m1, '{"a": 3}')
    assert [m.id for m in d.matches(ACTIVE)] == [m1, m2]  # newest change first
    d.finish_match(m2, '{"done": true}', [
        {"seat": 0, "game": "pig", "profile": None, "kind": "computer", "level": "kper", "name": "C",
         "score": 201, "rank": 1, "won": True, "players": 2, "extra": {"burned": 30}},
    ])
    assert [m.id for m in d.matches(FINISHED)] == [m2]
    rows = d.results("pig")
    assert rows[0]["extra"] == {"burned": 30} and rows[0]["won"] is True


def test_damaged_database_is_moved_aside(data_dir):
    path = data_dir / "compendium.sqlite3"
    path.write_bytes(b"this is not a database" * 200)
    d = Database()
    assert d.recovered_from is not None and d.recovered_from.exists()
    assert d.recovered_from.read_bytes().startswith(b"this is not")
    assert d.profiles() == []  # a fresh, working database
    d.add_profile("Anna")


def test_database_from_a_newer_program_is_left_untouched(data_dir):
    """Not damage (issue 11): the file stays where it is, as it is; this session runs on a
    temporary database."""
    path = data_dir / "compendium.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 999")
    conn.close()
    before = path.read_bytes()
    d = Database()
    assert d.recovered_from is None and d.problem == dbmod.NEWER and d.temporary
    assert d.conn.execute("PRAGMA user_version").fetchone()[0] == dbmod.SCHEMA_VERSION
    d.add_profile("Anna")
    d.close()
    assert path.read_bytes() == before
    assert sorted(p.name for p in data_dir.iterdir()) == ["compendium.sqlite3"]


def test_damaged_record_is_backed_up(data_dir):
    d = Database()
    m = d.create_match("pig", "{broken")
    backup = d.mark_damaged(m)
    assert backup.read_text() == "{broken"
    assert d.match(m).status == DAMAGED
    assert d.matches(ACTIVE) == []


def test_settings():
    d = Database()
    assert d.setting("language") is None
    d.set_setting("language", "ru")
    d.set_setting("language", "en")
    assert d.setting("language") == "en"
