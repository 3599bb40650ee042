"""Finding games: the ``compendium.games`` entry-point group.

Built-in games register the same way (pyproject.toml). Listing the playable games reads only
entry-point names; a game's module is imported when the game is opened (``load``).
When the package runs from a source tree that was never installed, the built-in table below
stands in for the entry points.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import os
import sys
from functools import lru_cache

GROUP = "compendium.games"

BUILTIN = {
    "pig": "compendium.games.pig:plugin",
    "yacht": "compendium.games.yacht:plugin",
    "categor": "compendium.games.categor:plugin",
    "categor-big": "compendium.games.categor:plugin",
    "categor-multiplication": "compendium.games.categor:plugin",
    "categor-super": "compendium.games.categor:plugin",
    "categor-cancelling": "compendium.games.categor:plugin",
    "categor-power": "compendium.games.categor:plugin",
    "categor-fir-tree": "compendium.games.categor:plugin",
    "categor-pairs": "compendium.games.categor:plugin",
    "categor-pairs-cancelling": "compendium.games.categor:plugin",
    "categor-competition": "compendium.games.categor:plugin",
    "categor-pairs-capture": "compendium.games.categor:plugin",
    "categor-olympic": "compendium.games.categor:plugin",
    "categor-psychological": "compendium.games.categor:plugin",
    "categor-no-dice": "compendium.games.categor:plugin",
    "categor-five-spare-throws": "compendium.games.categor:plugin",
    "categor-saved-throws": "compendium.games.categor:plugin",
    "categor-limited-throws": "compendium.games.categor:plugin",
    "categor-town": "compendium.games.categor:plugin",
    "categor-village": "compendium.games.categor:plugin",
    "thirteen": "compendium.games.thirteen:plugin",
    "vertushka": "compendium.games.vertushka:plugin",
    "dice-poker": "compendium.games.dice_poker:plugin",
    "general": "compendium.games.general:plugin",
    "golden-general": "compendium.games.general:golden",
    "cross": "compendium.games.cross:plugin",
    "muggins": "compendium.games.muggins:plugin",
    "all-threes": "compendium.games.muggins:plugin",
}


def _fingerprint() -> list:
    """Changes whenever a package is installed or removed on the import path (each install adds
    or replaces a ``*.dist-info`` folder, which changes its parent folder's modification time)."""
    out = []
    for entry in sys.path:
        try:
            out.append([entry, os.stat(entry or ".").st_mtime_ns])
        except OSError:
            continue
    return out


def _scan() -> dict[str, str]:
    found: dict[str, str] = {}
    try:
        from importlib.metadata import entry_points

        for ep in entry_points(group=GROUP):
            found[ep.name] = ep.value
    except Exception:  # a broken installation must not stop the catalog from showing
        pass
    return found


@lru_cache(maxsize=1)
def _targets() -> dict[str, str]:
    """Built-in games plus every installed ``compendium.games`` entry point.

    Scanning every installed distribution costs tens of milliseconds at each start, so the answer
    is kept in the cache folder with a fingerprint of the import path and scanned again only when
    that changes.
    """
    found = dict(BUILTIN)
    cache = None
    fingerprint = _fingerprint()
    try:
        from compendium.storage.paths import cache_dir

        cache = cache_dir() / "entry-points.json"
        data = json.loads(cache.read_text(encoding="utf-8"))
        if data.get("fingerprint") == fingerprint and isinstance(data.get("targets"), dict):
            found.update({str(k): str(v) for k, v in data["targets"].items()})
            return found
    except (OSError, ValueError, AttributeError):
        pass
    scanned = _scan()
    found.update(scanned)
    if cache is not None:
        try:
            tmp = cache.with_suffix(".tmp")
            tmp.write_text(json.dumps({"fingerprint": fingerprint, "targets": scanned}), encoding="utf-8")
            os.replace(tmp, cache)
        except OSError:
            pass
    return found


def _present(target: str) -> bool:
    """Whether the module behind an entry point is there to import (found without importing it).

    A registered game whose module is missing (a broken installation, a plugin removed by hand)
    is listed as not playable instead of failing when it is opened."""
    module_name = target.partition(":")[0]
    try:
        return importlib.util.find_spec(module_name) is not None
    except (ImportError, ValueError):
        return False


def playable_ids() -> set[str]:
    return {gid for gid, target in _targets().items() if _present(target)}


_loaded: dict = {}


def load(game_id: str):
    """The plugin object of a game (imports its module on first use)."""
    if game_id in _loaded:
        return _loaded[game_id]
    target = _targets().get(game_id)
    if target is None:
        raise KeyError(f"no playable game with id {game_id!r}")
    module_name, _, attr = target.partition(":")
    module = importlib.import_module(module_name)
    plugin = getattr(module, attr or "plugin")
    _loaded[game_id] = plugin
    return plugin
