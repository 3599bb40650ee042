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


GUI_SEED = 20261121  # the seed of the main windows below: the same dice and deals every run, no flaky test


@pytest.fixture
def open_window(qtbot):
    """Opens main windows (in English, 1280×800) on a fresh database in the test's data directory
    with these family members, the computer deciding at once, no animations and the seed
    GUI_SEED; at the end of the test each window is closed and deleted, then its database closed."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from compendium.storage.db import Database
    from compendium.ui.app import build_window, make_app

    opened = []

    def open_(*profiles):
        make_app([])
        db = Database()
        for name in profiles:
            db.add_profile(name)
        w = build_window(db, "en")
        w.computer_delay_ms = 0
        w.animation_ms = 0
        w.seed = GUI_SEED
        w.resize(1280, 800)
        qtbot.addWidget(w)
        w.show()
        opened.append((w, db))
        return w

    yield open_
    for w, _ in opened:
        w.close()
        w.deleteLater()
    # Deleted now, not at some later event loop: a window left alive on a closed database would
    # fail in a later test that changes the language (every widget then retranslates itself).
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    for _, db in opened:
        db.close()
    # A test that switched the interface to Russian leaves it in English for the next test run by
    # the same worker (the language is the program's, not a window's).
    from compendium.ui import i18n

    if i18n.lang() != "en":
        i18n.set_language("en")
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    # A computer player still being prepared in the background (compendium/ui/controller.py) ends
    # within this test, not during the next one.
    import threading

    from compendium.ui.controller import PREPARATION_THREAD

    for thread in threading.enumerate():
        if thread.name == PREPARATION_THREAD:
            thread.join(60)


@pytest.fixture
def window(open_window):
    """The main window of the GUI tests, with one family member: Anna."""
    return open_window("Anna")
