"""Which games can be played and the plugin that plays each: the catalog is the one registration.

Every game is an entry of ``compendium/catalog/catalog.json``. An entry names the *engine* that
plays it and the *options* it starts with (variants are data: one engine, many entries)::

    {"id": "categor-big", ..., "engine": "categor", "options": {"entries": 2}}

``options`` default to none (the engine's defaults). An engine id is either

* a built-in package, ``compendium.games.<engine id, "-" read as "_">``, whose ``plugin`` attribute
  is the plugin object (no list of built-in games anywhere but the catalog), or
* the name of an entry point in the ``compendium.games`` group of a distribution installed from
  outside, whose value is ``"module:attribute"`` (a built-in package wins over an entry point of
  the same name).

An entry whose engine is present is playable; nothing else marks it. An entry that names no engine
is played by a plugin from outside registered under the entry's own id, if one is installed.
So a new variant of an existing engine is one catalog entry; a new game is a package under
``compendium/games/`` and its catalog entry; a plugin from outside declares an entry point named
after a catalog id (or after an engine that catalog entries name).

Listing the playable games reads the catalog file, looks for the few built-in packages the catalog
names and reads the entry-point names (kept in the cache folder given by ``compendium.core.config``);
no game module is imported until ``load``.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import os
import stat
import sys
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Optional

from compendium.core import config
from compendium.core.text import Text

GROUP = "compendium.games"
BUILTIN_PACKAGE = "compendium.games"
_ROOT = Path(__file__).resolve().parent.parent
CATALOG_FILE = _ROOT / "catalog" / "catalog.json"

_catalog_file = CATALOG_FILE


@dataclass(frozen=True)
class Entry:
    """One game of the catalog as the registry sees it."""

    id: str
    engine: str  # the engine that plays it (the one the entry names, else its own id)
    options: dict = field(default_factory=dict, hash=False)  # the options it starts with ({}: the defaults)
    name: Optional[Text] = None
    named: bool = True  # False: the entry names no engine; only a plugin from outside plays it


# --- the catalog -------------------------------------------------------------------------------
@lru_cache(maxsize=1)
def catalog_data() -> dict:
    """The catalog file's data as read (read once; ``compendium.catalog.load_catalog`` uses it too)."""
    with open(_catalog_file, encoding="utf-8") as fh:
        return json.load(fh)


def entries_in(data: dict) -> dict[str, Entry]:
    """Game id -> entry, for every game of a catalog's data (categories, then sections)."""
    out: dict[str, Entry] = {}
    for group in data.get("categories", []) + data.get("sections", []):
        for e in group.get("games", []):
            gid = e["id"]
            name = Text(e["name_en"], e["name_ru"]) if "name_en" in e and "name_ru" in e else None
            engine = e.get("engine")
            out[gid] = Entry(gid, engine or gid, dict(e.get("options") or {}), name, bool(engine))
    return out


@lru_cache(maxsize=1)
def _entries() -> dict[str, Entry]:
    return entries_in(catalog_data())


def use_catalog(path: "Optional[Path | str]" = None) -> None:
    """Reads the registrations from another catalog file from now on (None: the built-in one), and
    forgets what was read and loaded before; for tests and tools."""
    global _catalog_file
    _catalog_file = Path(path) if path is not None else CATALOG_FILE
    catalog_data.cache_clear()
    _entries.cache_clear()
    _loaded.clear()


def entry(game_id: str) -> Entry:
    """A game's catalog entry (KeyError if the catalog has no such game)."""
    try:
        return _entries()[game_id]
    except KeyError:
        raise KeyError(f"no game with id {game_id!r} in the catalog") from None


def engine_of(game_id: str) -> str:
    """The engine that plays a game: its catalog entry's, else the id itself (a plugin from outside)."""
    e = _entries().get(game_id)
    return e.engine if e is not None else game_id


def options(game_id: str) -> dict:
    """The options a game starts with (a copy; {} for an engine's own game: its defaults)."""
    e = _entries().get(game_id)
    return dict(e.options) if e is not None else {}


def variants(engine: str) -> dict[str, dict]:
    """The catalog's variants of an engine: game id -> options, for its entries but its own, in
    catalog order."""
    return {gid: dict(e.options) for gid, e in _entries().items() if e.engine == engine and gid != engine}


# --- engines -----------------------------------------------------------------------------------
def _module_of(engine: str) -> str:
    return f"{BUILTIN_PACKAGE}.{engine.replace('-', '_')}"


@lru_cache(maxsize=None)
def _builtin(engine: str) -> bool:
    """Whether ``compendium.games.<engine>`` is there (found without importing it; the frozen
    application's importer answers this as well as the file system does)."""
    try:
        return importlib.util.find_spec(_module_of(engine)) is not None
    except (ImportError, ValueError):
        return False


# Folder -> [its modification time, its stamp] as last seen (read from the cache): a folder whose time
# has not changed since is not listed again.
_seen_folders: dict = {}


def _stamp(folder: str, st: os.stat_result):
    """What of an import-path folder tells whether its installed distributions changed: each
    ``*.dist-info`` and ``*.egg-info`` folder in it with its modification time ([] for a folder
    that holds none, whatever else is made in it); a file (a zip) by its own time."""
    if not stat.S_ISDIR(st.st_mode):
        return st.st_mtime_ns
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return st.st_mtime_ns
    out = []
    for name in names:
        if name.endswith((".dist-info", ".egg-info")):
            try:
                out.append([name, os.stat(os.path.join(folder, name)).st_mtime_ns])
            except OSError:
                continue
    return out


def _fingerprint() -> list:
    """Changes whenever a distribution is installed, replaced or removed on the import path (each
    install adds or replaces a ``*.dist-info`` folder), and only then: a folder that holds no
    distribution (the folder of the started script, a source folder on ``PYTHONPATH``) may change
    at will. A folder is listed only when its modification time differs from the last seen
    (``_seen_folders``), so a start with nothing new costs one ``stat`` per import-path entry."""
    out = []
    folders = {}
    try:
        here = os.getcwd()
    except OSError:
        here = None
    for entry_ in sys.path:
        # The current folder (where the program was started from) is no place packages are installed
        # in (a source checkout there may hold its own ``*.egg-info``, whose files change as one works).
        if entry_ in ("", ".") or (here is not None and os.path.abspath(entry_) == here):
            continue
        try:
            st = os.stat(entry_)
        except OSError:
            continue
        seen = _seen_folders.get(entry_)
        if isinstance(seen, list) and len(seen) == 2 and seen[0] == st.st_mtime_ns:
            stamp = seen[1]
        else:
            stamp = _stamp(entry_, st)
        folders[entry_] = [st.st_mtime_ns, stamp]
        out.append([entry_, stamp])
    _seen_folders.clear()
    _seen_folders.update(folders)
    return out


def _scan() -> dict[str, str]:
    found = _scan_folders()
    if found is not None:
        return found
    found = {}
    try:
        from importlib.metadata import entry_points

        for ep in entry_points(group=GROUP):
            found[ep.name] = ep.value
    except Exception:  # a broken installation must not stop the catalog from showing
        pass
    return found


def _entry_lines(text: str, group: str):
    """(name, value) of the entries of one group in an ``entry_points.txt`` (an INI file)."""
    inside = False
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line[0] in "#;":
            continue
        if line.startswith("[") and line.endswith("]"):
            inside = line[1:-1].strip() == group
        elif inside and "=" in line:
            name, _, value = line.partition("=")
            yield name.strip(), value.strip()


def _scan_folders() -> Optional[dict[str, str]]:
    """The entry points of the group as ``importlib.metadata.entry_points`` finds them (the first
    distribution of a name on the import path counts), read straight from the ``*.dist-info`` and
    ``*.egg-info`` folders: importing ``importlib.metadata`` alone costs a first start tens of
    milliseconds. None when the import path holds something else than folders (a zip file: then
    ``importlib.metadata`` reads it)."""
    import re

    found: dict[str, str] = {}
    seen: set[str] = set()
    for entry_ in sys.path:
        folder = entry_ or "."
        try:
            names = sorted(os.listdir(folder))
        except NotADirectoryError:
            return None
        except OSError:
            continue
        for name in names:
            if not name.endswith((".dist-info", ".egg-info")):
                continue
            dist = re.sub(r"[-_.]+", "_", name.rpartition(".")[0].partition("-")[0]).lower()
            if dist in seen:
                continue
            seen.add(dist)
            try:
                with open(os.path.join(folder, name, "entry_points.txt"), encoding="utf-8") as fh:
                    text = fh.read()
            except OSError:
                continue
            for key, value in _entry_lines(text, GROUP):
                found[key] = value
    return found


def _from_outside(targets: dict[str, str]) -> dict[str, str]:
    """Leaves out entry points into the built-in games (an installation made before the built-in
    games stopped declaring entry points still lists them; the folder stands for those now)."""
    return {k: v for k, v in targets.items() if not v.startswith(BUILTIN_PACKAGE + ".")}


@lru_cache(maxsize=1)
def _external() -> dict[str, str]:
    """The engines installed from outside: entry-point name -> ``"module:attribute"``.

    Scanning every installed distribution costs tens of milliseconds at each start, so the answer
    is kept in the cache folder (``config.cache_dir()``, when the application gave one) with a
    fingerprint of the import path, and scanned again only when that changes.
    """
    folder = config.cache_dir()
    cache = folder / "entry-points.json" if folder is not None else None
    data = None
    if cache is not None:
        try:
            data = json.loads(cache.read_text(encoding="utf-8"))
            if isinstance(data.get("folders"), dict):
                _seen_folders.update(data["folders"])
        except (OSError, ValueError, AttributeError):
            data = None
    seen_before = dict(_seen_folders)
    fingerprint = _fingerprint()
    try:
        if data is not None and data.get("fingerprint") == fingerprint and isinstance(data.get("targets"), dict):
            targets = {str(k): str(v) for k, v in data["targets"].items()}
            if _seen_folders != seen_before:  # a folder changed but not its distributions: noted for next time
                _write_cache(cache, fingerprint, targets)
            return _from_outside(targets)
    except AttributeError:
        pass
    scanned = _scan()
    if cache is not None:
        _write_cache(cache, fingerprint, scanned)
    return _from_outside(scanned)


def _write_cache(cache: Path, fingerprint: list, targets: dict) -> None:
    try:
        tmp = cache.with_suffix(".tmp")
        tmp.write_text(json.dumps({"fingerprint": fingerprint, "folders": _seen_folders, "targets": targets}),
                       encoding="utf-8")
        os.replace(tmp, cache)
    except OSError:
        pass


def _present(target: str) -> bool:
    """Whether the module behind an entry point is there to import (found without importing it).

    A registered game whose module is missing (a broken installation, a plugin removed by hand)
    is listed as not playable instead of failing when it is opened."""
    module_name = target.partition(":")[0]
    try:
        return importlib.util.find_spec(module_name) is not None
    except (ImportError, ValueError):
        return False


def _installed(engine: str) -> bool:
    target = _external().get(engine)
    return target is not None and _present(target)


def has_engine(engine: str) -> bool:
    """Whether an engine is there to play: a built-in package or an installed plugin."""
    return _builtin(engine) or _installed(engine)


def _playable(e: Entry) -> bool:
    return has_engine(e.engine) if e.named else _installed(e.engine)


def playable_in(data: dict) -> set[str]:
    """The ids of a catalog's games whose engine is present (what makes a game playable)."""
    found = _entries() if data is catalog_data() else entries_in(data)
    return {gid for gid, e in found.items() if _playable(e)}


def playable_ids() -> set[str]:
    """Every game that can be played: the catalog's games whose engine is present, and the engines
    installed from outside (each plays the game of its own id)."""
    ids = playable_in(catalog_data())
    ids.update(name for name, target in _external().items() if _present(target))
    return ids


# --- loading -----------------------------------------------------------------------------------
_loaded: dict = {}  # engine id -> plugin object


def load_engine(engine: str):
    """The plugin object of an engine (imports its module on first use), with ``variants`` set to
    the catalog's variants of it (game id -> options)."""
    if engine in _loaded:
        return _loaded[engine]
    if _builtin(engine):
        module_name, attr = _module_of(engine), "plugin"
    else:
        target = _external().get(engine)
        if target is None or not _present(target):
            raise KeyError(f"no engine {engine!r}")
        module_name, _, attr = target.partition(":")
    plugin = getattr(importlib.import_module(module_name), attr or "plugin")
    try:
        plugin.variants = variants(engine)
    except AttributeError:  # a plugin from outside that keeps no variants
        pass
    _loaded[engine] = plugin
    return plugin


def load(game_id: str):
    """The plugin object that plays a game (imports its module on first use). A variant shares its
    engine's plugin; the options it starts with are ``options(game_id)``, also reachable as
    ``plugin.variants[game_id]``."""
    e = _entries().get(game_id)
    try:
        if e is not None and not _playable(e):
            raise KeyError(game_id)
        return load_engine(engine_of(game_id))
    except KeyError:
        raise KeyError(f"no playable game with id {game_id!r}") from None
