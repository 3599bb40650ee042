"""The start-up budget (DESIGN.md): the first window imports no game module, no pyqtgraph, no numpy."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import json, sys
from compendium.ui.app import build_window, make_app, open_database
app = make_app([])
w = build_window(open_database(), "en")
w.show()
app.processEvents()
print(json.dumps(sorted(m for m in sys.modules if m.startswith(("compendium.games.", "pyqtgraph", "numpy")))))
"""


def test_first_window_imports_no_game_and_no_charts(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", COMPENDIUM_DATA_DIR=str(tmp_path), PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120,
                         check=True)
    loaded = json.loads(out.stdout.strip().splitlines()[-1])
    assert loaded == []
