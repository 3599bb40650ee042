"""Starting the application, and rendering it offscreen for screenshots."""

from __future__ import annotations

import os
import sys
from typing import Optional

# The Qt-free modules the start page needs are imported before PySide6: after PySide6 is loaded, its
# import hook reads the source of each module an import statement names for the first time (looking
# for its "__feature__" switches), which costs time and keeps every such text in memory.
from compendium.catalog import load_catalog  # noqa: F401  (with the registry, core.text, core.info, json)
from compendium.storage import db as _storage  # noqa: F401  (sqlite3, dataclasses, pathlib, shutil)

STYLE = """
QPushButton#primary { background: #2e7d4f; color: white; border-radius: 6px; padding: 6px 18px; }
QPushButton#primary:disabled { background: #a9c9b5; }
QPushButton { padding: 5px 12px; }
"""


def pause_collection() -> bool:
    """Pauses the garbage collector while the first window is made; ``make_app`` resumes it when
    the event loop first turns (``resume_collection`` on a zero timer: the window is painted by
    then). Starting makes some 30,000 objects (PySide6's classes and enums, the modules, the
    catalog, the widgets' wrappers) that live as long as the program: the collector would walk the
    young ones again and again (forty-odd collections at a start). True when it paused it now (not
    when collection was off already, by whoever runs the program)."""
    import gc

    if not gc.isenabled():
        return False
    gc.disable()
    return True


def resume_collection() -> None:
    """Resumes the collection paused by ``pause_collection``. What the start made is frozen first
    (``gc.freeze``: kept out of every later collection, as ``main_window.settle_heap`` does after
    the warm-up): it lives as long as the program. A start leaves few cycles of garbage (some
    hundred objects), and they are kept with the rest."""
    import gc

    gc.freeze()
    gc.enable()


def note_modules_without_qt() -> None:
    """Tells PySide6's import hook, for every module loaded now that it has not looked at yet,
    whether the module's source names PySide6: what the hook works out itself the first time an
    import statement names a module after PySide6 is loaded (it reads the module's whole source
    through ``inspect.getsource`` and keeps the lines in ``linecache``, for its ``__feature__``
    switches). The start names some sixty such modules (``typing``, ``inspect``, ``dataclasses``,
    the storage...: 12-15 ms of reading, and their lines held in memory). Here the answer is the
    same (the source file searched for "PySide6"; a module without one: no), worked out from the
    file's bytes. Left as it was when PySide6 has no such hook (another version)."""
    try:
        from shibokensupport.feature import pyside_feature_dict as seen
    except Exception:
        return
    if not isinstance(seen, dict):
        return
    stdlib = getattr(sys, "stdlib_module_names", ())
    for name, module in list(sys.modules.items()):
        if name in seen or module is None:
            continue
        uses = False
        path = getattr(module, "__file__", None)
        if name.partition(".")[0] in stdlib:  # the standard library names no PySide6
            pass
        elif isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as fh:
                    uses = b"PySide6" in fh.read()
            except OSError:
                uses = False
        seen[name] = 0 if uses else -1


def make_app(argv: Optional[list[str]] = None):
    # the collector is paused from PySide6's loading until the event loop first turns (the first
    # screen is up by then); a second call (tests) resumes it at once
    paused = pause_collection()
    from PySide6.QtWidgets import QApplication

    note_modules_without_qt()

    app = QApplication.instance()
    if app is not None and paused:
        import gc

        gc.enable()
    if app is None:
        # The style is named on the command line Qt reads (as "-style Fusion" would be): made once,
        # and no QStyle object is handed to Python (each Qt class first used from Python costs the
        # making of all its enums).
        args = list(argv if argv is not None else sys.argv[:1]) or ["compendium"]
        app = QApplication(args[:1] + ["-style", "Fusion"] + args[1:])
        if paused:
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, resume_collection)
    elif app.style().name().lower() != "fusion":
        # (a second call, as in the tests: setting the same style again would replace the style
        # object under widgets still waiting to be deleted, a crash seen in the tests)
        app.setStyle("Fusion")
    app.setApplicationName("compendium")
    app.setApplicationDisplayName("Dice & Domino Compendium")
    app.setStyleSheet(STYLE)
    from PySide6.QtGui import QIcon

    from compendium.resources import resource

    # The picture (the packaging's 256-pixel rendering of compendium.svg), not the drawing: an SVG
    # icon loads Qt's SVG module and icon engine plug-in at start (a megabyte and more of memory).
    icon = resource("icons", "compendium.png")
    if not icon.exists():
        icon = resource("icons", "compendium.svg")
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def open_database():
    """The database, opened for the start: the read-through of the file that finds damage is left
    for ``check_database`` once the first screen is painted (opening it costs the same whatever its
    size then)."""
    from compendium.storage.db import Database

    return Database(check_later=True)


def check_database(window, db) -> bool:
    """The database's read-through left by ``open_database``; True when it found the file damaged
    now (set aside as at opening, what could be read saved into a fresh file): the start page then
    reads it again, and ``startup_notice`` tells."""
    check = getattr(db, "check", None)
    if check is None or not check():
        return False
    window.home.reload()
    return True


def configure_kernel() -> None:
    """Tells the Qt-free kernel where the program keeps cached files (the entry points of installed
    plugins, the computer players' solved tables): the kernel reads no user folder itself."""
    from compendium.core import config
    from compendium.storage.paths import cache_dir

    config.configure(cache_dir=cache_dir())


def apply_chess_engine(db) -> None:
    """Tells the kernel the chess engine program kept in the settings (empty: look on the PATH)."""
    from compendium.core import config

    try:
        path = db.setting(config.CHESS_ENGINE_SETTING, "") or ""
    except Exception:  # a damaged file not checked yet (``check_database``): look on the PATH
        path = ""
    config.set_chess_engine(path)


def build_window(db, lang: Optional[str] = None):
    import linecache

    from compendium.ui import i18n
    from compendium.ui.main_window import MainWindow

    # PySide6's import hook has read the source of each module imported since PySide6 (looking for
    # "__feature__" switches; it keeps its answer) into linecache, which keeps those texts: a
    # megabyte and more the window can use instead (a traceback reads the files again if needed).
    linecache.clearcache()
    configure_kernel()
    apply_chess_engine(db)
    try:
        chosen = lang or db.setting("language")
    except Exception:  # a damaged file not checked yet (``check_database``): the system's language
        chosen = None
    code = chosen or i18n.system_language()
    i18n.set_language(code)
    return MainWindow(db)


def startup_notice(db) -> Optional[tuple[str, str]]:
    """What to tell the person about the database at start-up (title, text), or None: a damaged
    file (kept, and how many rows were saved from it), a file of a newer version, a file or folder
    that cannot be used (the session runs on a temporary database and keeps nothing)."""
    from PySide6.QtCore import QCoreApplication

    from compendium.storage import db as dbmod

    temporary = QCoreApplication.translate("App", "This session runs on a temporary database: nothing you do now will be kept.")
    problem = getattr(db, "problem", None)
    if problem == dbmod.DAMAGED_FILE and not db.temporary:
        saved = db.salvaged or {}
        text = QCoreApplication.translate("App", "The saved data could not be read in full. The damaged file was kept as %1.").replace(
            "%1", str(db.recovered_from))
        if any(saved.values()):
            text += " " + QCoreApplication.translate("App", "Saved from it into a fresh database: %1 family members, %2 finished matches, "
                             "%3 unfinished matches.").replace("%1", str(saved.get("profiles", 0))).replace(
                "%2", str(saved.get("finished", 0))).replace("%3", str(saved.get("unfinished", 0)))
        else:
            text += " " + QCoreApplication.translate("App", "Nothing could be read from it; a fresh database was started.")
        return QCoreApplication.translate("App", "The database was damaged"), text
    if problem == dbmod.NEWER:
        return QCoreApplication.translate("App", "Data from a newer version"), QCoreApplication.translate("App", 
            "The database %1 was written by a newer version of the program. It was left untouched.").replace(
            "%1", str(db.path)) + " " + temporary
    if problem == dbmod.READ_ONLY:
        return QCoreApplication.translate("App", "The database cannot be written"), QCoreApplication.translate("App", 
            "The database %1 or its folder is read-only. It was left untouched.").replace(
            "%1", str(db.path)) + " " + temporary
    if problem == dbmod.UNREADABLE:
        return QCoreApplication.translate("App", "The database cannot be read"), QCoreApplication.translate("App", 
            "There is no permission to read the database %1. It was left untouched.").replace(
            "%1", str(db.path)) + " " + temporary
    if problem is not None:
        return QCoreApplication.translate("App", "The data folder cannot be used"), QCoreApplication.translate("App", 
            "The data folder %1 cannot be used (%2).").replace("%1", str(db.path.parent)).replace(
            "%2", db.detail) + " " + temporary
    return None


def run() -> int:
    app = make_app()
    db = open_database()
    window = build_window(db)
    window.show_fitted()
    if getattr(db, "check_pending", False) or getattr(db, "settle_pending", False):
        app.processEvents()  # the first screen is painted before the whole file is read through
        check_database(window, db)  # (or, a new file, made safe on the disk)
    notice = startup_notice(db)
    if notice is not None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(window, *notice)
    return app.exec()


def screenshot(out: str, game: Optional[str] = None, lang: str = "en", page: Optional[str] = None,
               size: tuple[int, int] = (1200, 800)) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = make_app()
    db = open_database()
    window = build_window(db, lang)
    check_database(window, db)
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
