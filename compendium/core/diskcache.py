"""One-time computations of the computer players kept on disk between runs (Qt-free).

A player that prepares tables before its first decision (a second or more) keeps them in the cache
folder the application gave the kernel (``compendium.core.config.cache_dir``), so that only the very
first match on a computer waits for them. Each value is a file named after what it is and a
*version key*: a player bumps its version when the meaning of its tables changes, and old files are
simply no longer read. A missing, damaged or unreadable file is computed again (and written anew);
without a cache folder nothing is written and the value is computed in memory.

    values = diskcache.kept("dice_poker-first-stage", 1, (school, bonus, saved), compute)

The values are pickled: they are the program's own files in the user's own cache folder.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from pathlib import Path
from typing import Any, Callable, Optional

from compendium.core import config

_MAGIC = b"compendium-diskcache-1\n"


def path_for(name: str, version: int, key: Any = ()) -> Optional[Path]:
    """The file a value is kept in (None without a cache folder)."""
    folder = config.cache_dir()
    if folder is None:
        return None
    digest = hashlib.sha1(repr(key).encode("utf-8")).hexdigest()[:16]
    return Path(folder) / f"{name}-v{int(version)}-{digest}.pickle"


def read(path: Path, key: Any) -> tuple[bool, Any]:
    """(True, value) when a sound file for ``key`` is there, else (False, None)."""
    try:
        with open(path, "rb") as fh:
            if fh.read(len(_MAGIC)) != _MAGIC:
                return False, None
            stored_key, value = pickle.load(fh)
    except Exception:  # missing, truncated, written by another version of a library ...
        return False, None
    if stored_key != repr(key):
        return False, None
    return True, value


def write(path: Path, key: Any, value: Any) -> None:
    """Writes a value atomically (a reader never sees half a file); failing to write is no error."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    except OSError:
        return
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(_MAGIC)
            pickle.dump((repr(key), value), fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except Exception:
        try:
            os.unlink(tmp)
        except OSError:
            pass


def kept(name: str, version: int, key: Any, compute: Callable[[], Any]) -> Any:
    """The value kept on disk for (name, version, key), else ``compute()`` (and kept from now on)."""
    path = path_for(name, version, key)
    if path is not None:
        found, value = read(path, key)
        if found:
            return value
    value = compute()
    if path is not None:
        write(path, key, value)
    return value
