import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Every test gets its own data directory: the user's own data is never touched."""
    d = tmp_path / "data"
    d.mkdir()
    monkeypatch.setenv("COMPENDIUM_DATA_DIR", str(d))
    monkeypatch.setenv("COMPENDIUM_LANG", "en")
    return d
