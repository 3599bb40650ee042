"""Starting the application, and rendering it offscreen for screenshots."""

from __future__ import annotations

import os
import sys
from typing import Optional

STYLE = """
QPushButton#primary { background: #2e7d4f; color: white; border-radius: 6px; padding: 6px 18px; }
QPushButton#primary:disabled { background: #a9c9b5; }
QPushButton { padding: 5px 12px; }
"""


def make_app(argv: Optional[list[str]] = None):
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("compendium")
    app.setApplicationDisplayName("Dice & Domino Compendium")
    app.setStyle("Fusion")
    app.setStyleSheet(STYLE)
    from PySide6.QtGui import QIcon

    from compendium.resources import resource

    icon = resource("icons", "compendium.svg")
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def open_database():
    from compendium.storage.db import Database

    return Database()


def configure_kernel() -> None:
    """Tells the Qt-free kernel where the program keeps cached files (the entry points of installed
    plugins, the computer players' solved tables): the kernel reads no user folder itself."""
    from compendium.core import config
    from compendium.storage.paths import cache_dir

    config.configure(cache_dir=cache_dir())


def build_window(db, lang: Optional[str] = None):
    from compendium.ui import i18n
    from compendium.ui.main_window import MainWindow

    configure_kernel()
    code = lang or db.setting("language") or i18n.system_language()
    i18n.set_language(code)
    return MainWindow(db)


def run() -> int:
    app = make_app()
    db = open_database()
    window = build_window(db)
    window.show()
    if db.recovered_from is not None:
        from PySide6.QtCore import QCoreApplication
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(window, QCoreApplication.translate("App", "The database was damaged"),
                            QCoreApplication.translate("App", "The saved data could not be read. It was moved to %1 "
                                                       "and a fresh database was started.").replace(
                                "%1", str(db.recovered_from)))
    return app.exec()


def screenshot(out: str, game: Optional[str] = None, lang: str = "en", page: Optional[str] = None,
               size: tuple[int, int] = (1200, 800)) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = make_app()
    db = open_database()
    window = build_window(db, lang)
    window.resize(*size)
    if game:
        try:
            window.open_game(game)
        except KeyError:
            print(f"compendium: no game with id {game!r}", file=sys.stderr)
            return 2
    if page == "stats":
        window.show_stats()
    elif page == "home":
        window.show_home()
    window.show()
    for _ in range(5):
        app.processEvents()
    ok = window.grab().save(out)
    if not ok:
        print(f"compendium: could not write {out}", file=sys.stderr)
        return 2
    print(out)
    return 0
