"""What the application tells the kernel at start-up: where it may keep cached files.

The kernel reads no user folder of its own (it imports nothing from ``compendium.storage``); the
application (``compendium.ui.app.build_window``, the command line) calls ``configure`` once it knows
the folder. Until then, or with ``None``, nothing is cached on disk: the registry scans the
installed plugins at each start and the computer players that solve tables (Pig, Yacht) solve
them in memory.

It also tells the chess engine path chosen in Settings (``set_chess_engine``; empty: look for
``stockfish`` on the PATH), which the kernel's chess player reads (``chess_engine``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional

_cache_dir: Optional[Path] = None


def configure(*, cache_dir: "Optional[Path | str]") -> None:
    """Sets the folder for cached files (entry points, solved tables); None: cache nothing."""
    global _cache_dir
    _cache_dir = Path(cache_dir) if cache_dir is not None else None


def cache_dir() -> Optional[Path]:
    """The folder for cached files, or None when the application gave none."""
    return _cache_dir


CHESS_ENGINE_SETTING = "chess_engine"  # the key the application keeps the engine's path under
_chess_engine: Optional[str] = None


def set_chess_engine(path: "Optional[Path | str]") -> None:
    """The UCI chess engine program chosen in Settings; None or "": look on the PATH."""
    global _chess_engine
    _chess_engine = str(path).strip() if path is not None and str(path).strip() else None


def chess_engine() -> Optional[str]:
    """The chess engine program set in Settings, or None (look for ``stockfish`` on the PATH)."""
    return _chess_engine
