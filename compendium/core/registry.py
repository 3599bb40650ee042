"""Finding games: the ``compendium.games`` entry-point group.

Built-in games register the same way (pyproject.toml). Listing the playable games reads only
entry-point names; a game's module is imported when the game is opened (``load``).
When the package runs from a source tree that was never installed, the built-in table below
stands in for the entry points.
"""

from __future__ import annotations

import importlib
from functools import lru_cache

GROUP = "compendium.games"

BUILTIN = {
    "pig": "compendium.games.pig:plugin",
}


@lru_cache(maxsize=1)
def _targets() -> dict[str, str]:
    found = dict(BUILTIN)
    try:
        from importlib.metadata import entry_points

        for ep in entry_points(group=GROUP):
            found[ep.name] = ep.value
    except Exception:  # a broken installation must not stop the catalog from showing
        pass
    return found


def playable_ids() -> set[str]:
    return set(_targets())


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
