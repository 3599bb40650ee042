"""Where the program keeps its data: the per-user data directory, or ``COMPENDIUM_DATA_DIR``."""

from __future__ import annotations

import os
from pathlib import Path


def data_dir() -> Path:
    override = os.environ.get("COMPENDIUM_DATA_DIR")
    if override:
        path = Path(override)
    else:
        import appdirs

        path = Path(appdirs.user_data_dir("compendium", "compendium"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def cache_dir() -> Path:
    override = os.environ.get("COMPENDIUM_DATA_DIR")
    if override:
        path = Path(override) / "cache"
    else:
        import appdirs

        path = Path(appdirs.user_cache_dir("compendium", "compendium"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def backups_dir() -> Path:
    path = data_dir() / "backups"
    path.mkdir(parents=True, exist_ok=True)
    return path
