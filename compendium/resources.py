"""Where the shipped files are: the checkout's ``resources/`` and ``translations/``, or the
PyInstaller bundle's copies of them."""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=None)
def _root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle and (Path(bundle) / "resources").is_dir():
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def resources_dir() -> Path:
    return _root() / "resources"


def translations_dir() -> Path:
    return _root() / "translations"


def resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)
