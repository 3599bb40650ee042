"""Where the program keeps its data: the per-user data directory, or ``COMPENDIUM_DATA_DIR``.

Nothing here raises when a folder cannot be created: the database reports it at start-up."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def data_dir() -> Path:
    override = os.environ.get("COMPENDIUM_DATA_DIR")
    if override:
        path = Path(override)
    else:
        import appdirs

        path = Path(appdirs.user_data_dir("compendium", "compendium"))
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # the database says so at start-up and runs on a temporary one
    return path


def cache_dir() -> Path:
    override = os.environ.get("COMPENDIUM_DATA_DIR")
    if override:
        path = Path(override) / "cache"
    else:
        import appdirs

        path = Path(appdirs.user_cache_dir("compendium", "compendium"))
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:  # a folder that cannot be created: a temporary one (the cache is only a cache)
        path = Path(tempfile.gettempdir()) / f"compendium-cache-{os.getuid() if hasattr(os, 'getuid') else 0}"
        path.mkdir(parents=True, exist_ok=True)
    return path


def backups_dir() -> Path:
    path = data_dir() / "backups"
    path.mkdir(parents=True, exist_ok=True)
    return path
