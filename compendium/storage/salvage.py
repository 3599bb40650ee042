"""What can still be read from a damaged database file (``compendium.storage.db`` moves such a
file aside and copies these rows into a fresh one): kept apart from the database module, since a
start with a sound file never needs it."""

from __future__ import annotations

import os
import shutil
import sqlite3
import tempfile
from pathlib import Path
from typing import Callable, Optional

# --- salvage: the rows still readable in a damaged file ----------------------------------------------
_TABLES = {  # table: the key its rows are walked by
    "profiles": ("rowid",), "matches": ("rowid",), "results": ("rowid",), "settings": ("rowid",),
    "actions": ("match_id", "idx"),
}


def salvage_read(path: Path, connect: Callable[[str], sqlite3.Connection]) -> tuple[int, dict]:
    """(schema version, {table: (columns, rows)}) of what can be read from a damaged file, read
    from a copy (the kept file is not touched) opened with ``connect`` (the database module's);
    (0, {}) when nothing can. Never raises."""
    try:
        if not path.is_file():
            return 0, {}
        with tempfile.TemporaryDirectory() as tmp:
            copy = Path(tmp) / "salvage.sqlite3"
            shutil.copyfile(path, copy)
            _pad(copy)
            wal = Path(str(path) + "-wal")
            if wal.is_file():
                shutil.copyfile(wal, Path(str(copy) + "-wal"))
            conn = connect(str(copy))
            try:
                try:
                    version = int(conn.execute("PRAGMA user_version").fetchone()[0])
                except sqlite3.DatabaseError:
                    version = 0
                tables = {}
                for table, key in _TABLES.items():
                    try:
                        columns = [r[1] for r in conn.execute(f"PRAGMA table_info({table})")]
                    except sqlite3.DatabaseError:
                        continue
                    if columns:
                        tables[table] = (columns, _salvage_rows(conn, table, columns, key))
                return version, tables
            finally:
                conn.close()
    except Exception:
        return 0, {}


def _pad(copy: Path) -> None:
    """A cut-off file grown back with zeros to the size its header gives: SQLite refuses a schema
    naming pages past the end of the file, and the tables before the cut can then be read."""
    with open(copy, "r+b") as f:
        header = f.read(100)
        if len(header) < 100 or not header.startswith(b"SQLite format 3\x00"):
            return
        size = int.from_bytes(header[16:18], "big")
        size = 65536 if size == 1 else size
        pages = int.from_bytes(header[28:32], "big")
        if size < 512 or size & (size - 1) or pages > 1_000_000:
            return
        f.seek(0, os.SEEK_END)
        length = f.tell()
        want = max(pages * size, -(-length // size) * size)
        if want > length:
            f.write(b"\x00" * (want - length))


def _salvage_rows(conn: sqlite3.Connection, table: str, columns: list[str], key: tuple) -> list:
    """Every row of a table that can be read: walked in key order from the start, and past a broken
    page by seeking further and further on, then from the end backwards."""
    names = ", ".join(columns)
    keys = ", ".join(key)
    width = len(key)
    found: dict = {}
    bound = f"({keys})" if width > 1 else keys
    marks = "(" + ", ".join("?" for _ in key) + ")" if width > 1 else "?"

    def walk(op: str, start, order: str) -> tuple[Optional[tuple], bool]:
        last = None
        sql = f"SELECT {keys}, {names} FROM {table}"
        params: tuple = ()
        if start is not None:
            sql += f" WHERE {bound} {op} {marks}"
            params = tuple(start)
        sql += " ORDER BY " + ", ".join(f"{k} {order}" for k in key)
        try:
            for row in conn.execute(sql, params):
                found[tuple(row[:width])] = row[width:]
                last = tuple(row[:width])
            return last, True
        except sqlite3.DatabaseError:
            return last, False

    failures, start, step = 0, None, 1
    while failures < 60:
        last, done = walk(">", start, "ASC")
        if done:
            break
        failures += 1
        if width > 1:
            break
        if last is not None:
            base, step = last[0], 1
        elif start is None:
            break  # not even the first row
        else:
            base = start[0]
        if base + step > 2 ** 62:
            break
        start = (base + step,)
        step *= 4
    walk("<", None, "DESC")
    return [found[k] for k in sorted(found, key=lambda k: tuple((0, v) if isinstance(v, (int, float)) else (1, str(v)) for v in k))]
