"""The main window: the sidebar of categories and sections, and the pages (start, game, match,
statistics)."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QSplitter,
    QStackedWidget,
    QToolBar,
    QToolButton,
    QWidget,
)

from compendium.catalog import load_catalog
from compendium.core import registry
from compendium.ui import i18n
from compendium.ui.home import HomePage
from compendium.ui.qt import Qt, set_enum, set_shortcut
from compendium.ui.sidebar import Sidebar


class LanguageButton(QToolButton):
    """The toolbar's choice of language: a button that names the language in use and opens the list
    of languages (a menu, made when first opened: the start makes no list widget for it). It
    answers the few calls of a combo box the window and the tests use (``currentIndex``,
    ``setCurrentIndex``, ``itemData``, ``currentIndexChanged``)."""

    LANGUAGES = (("English", "en"), ("Русский", "ru"))
    currentIndexChanged = Signal(int)

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self._index = 0
        self._menu = None
        set_enum(self, "focusPolicy", "TabFocus")  # the keyboard reaches it; Space opens the list
        self.clicked.connect(self._open)
        self._show()

    def count(self) -> int:
        return len(self.LANGUAGES)

    def itemText(self, index: int) -> str:
        return self.LANGUAGES[index][0]

    def itemData(self, index: int) -> str:
        return self.LANGUAGES[index][1]

    def currentIndex(self) -> int:
        return self._index

    def currentData(self) -> str:
        return self.itemData(self._index)

    def setCurrentIndex(self, index: int) -> None:
        if 0 <= index < self.count() and index != self._index:
            self._index = index
            self._show()
            self.currentIndexChanged.emit(index)

    def _show(self) -> None:
        self.setText(self.itemText(self._index) + " \u25be")  # a small down-pointing triangle: a list opens
        if self._menu is not None:
            for i, action in enumerate(self._menu.actions()):
                action.setChecked(i == self._index)

    def _open(self) -> None:
        if self._menu is None:
            from PySide6.QtGui import QActionGroup
            from PySide6.QtWidgets import QMenu

            self._menu = QMenu(self)
            group = QActionGroup(self._menu)
            for i, (name, _code) in enumerate(self.LANGUAGES):
                action = self._menu.addAction(name)
                action.setCheckable(True)
                group.addAction(action)
                action.triggered.connect(lambda _=False, i=i: self.setCurrentIndex(i))
            self._show()
        # opened under the button, as a menu button opens its menu (the button keeps no menu of its
        # own: Qt would draw a second arrow beside the text's)
        self._menu.exec(self.mapToGlobal(self.rect().bottomLeft()))


class MainWindow(QMainWindow):
    def __init__(self, db, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.db = db
        from compendium.ui.widgets.style import apply_text_size

        apply_text_size(db)  # the family's text size, before anything is built
        self.fit_to_screen()
        # Each widget is made in its place (not moved there after): moving a widget under another
        # parent polishes it and all its children again under the application's style sheet.
        # side by side (its own orientation); the parent by name: the call QSplitter(self) would be checked
        # against the overload taking a Qt.Orientation first, which makes the whole Qt namespace
        split = QSplitter(parent=self)
        self.sidebar = Sidebar(split)
        self.sidebar.game_chosen.connect(self.open_game)
        self.sidebar.game_pointed.connect(lambda gid: self.game_page.prepare(gid))  # made ahead, on idle
        self.pages = QStackedWidget(split)
        self.home = HomePage(db, self.pages)
        self.home.continue_requested.connect(self.continue_match)
        self.home.delete_requested.connect(self.delete_match)
        self.home.game_requested.connect(self.open_game)
        self.pages.addWidget(self.home)
        self._game_page = None  # the pages the start does not show are made on first use
        self._match_screen = None
        self._stats_page = None
        self._warmed = False

        split.addWidget(self.sidebar)
        split.addWidget(self.pages)
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        split.setSizes([330, 870])
        self.setCentralWidget(split)
        # A match gets the whole width (score sheets and the domino table need it); the
        # toolbar's Home and the match screen's Leave bring the list of games back.
        self.pages.currentChanged.connect(
            lambda _: self.sidebar.setVisible(self.pages.currentWidget() is not self._match_screen))
        # Another page shown (the match screen left above all): the hidden statistics page reads
        # new results ahead, on idle, a little after that page's first paint.
        self.pages.currentChanged.connect(lambda _: QTimer.singleShot(STATS_AHEAD_MS, self, self._stats_ahead))

        self.toolbar = QToolBar(self)
        self.toolbar.setMovable(False)
        set_enum(self.toolbar, "toolButtonStyle", "ToolButtonTextOnly")
        self.addToolBar(self.toolbar)
        self.home_action = QAction(self)
        set_shortcut(self.home_action, "Alt+Home")
        self.home_action.triggered.connect(self.show_home)
        self.profiles_action = QAction(self)
        self.profiles_action.triggered.connect(self.edit_profiles)
        self.stats_action = QAction(self)
        self.stats_action.triggered.connect(self.show_stats)
        self.settings_action = QAction(self)
        self.settings_action.triggered.connect(self.edit_settings)
        self.quit_action = QAction(self)
        set_shortcut(self.quit_action, QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.find_action = QAction(self)
        set_shortcut(self.find_action, QKeySequence.StandardKey.Find)
        self.find_action.triggered.connect(lambda: self.sidebar.search.setFocus())
        self.addAction(self.find_action)
        self.full_screen_action = QAction(self)  # F11, and the toolbar's button
        self.full_screen_action.setCheckable(True)
        set_shortcut(self.full_screen_action, "F11")
        self.full_screen_action.triggered.connect(self.toggle_full_screen)
        self.addAction(self.full_screen_action)
        self.about_action = QAction(self)  # the program's version and licence
        self.about_action.triggered.connect(self.show_about)
        for a in (self.home_action, self.profiles_action, self.stats_action, self.settings_action,
                  self.full_screen_action, self.about_action):
            self.toolbar.addAction(a)
        spacer = QWidget(self)
        spacer.setSizePolicy(spacer.sizePolicy().horizontalPolicy().Expanding, spacer.sizePolicy().verticalPolicy())
        self.toolbar.addWidget(spacer)
        self.language_label = QLabel(self)
        self.language = LanguageButton(self)
        self.language.setCurrentIndex(1 if i18n.lang() == "ru" else 0)
        self.language.currentIndexChanged.connect(self._language_chosen)
        self.language_label.setBuddy(self.language)
        self.toolbar.addWidget(self.language_label)
        self.toolbar.addWidget(self.language)
        self._own_texts()  # the pages have set their own texts already

    DEFAULT_SIZE = (1200, 800)
    SMALL_SCREEN = (1400, 900)  # a screen smaller than this (a laptop's) gets the window maximised

    def fit_to_screen(self) -> bool:
        """Sizes the window within the screen's available geometry (without the task bar): the
        default size where it fits, never larger than the screen; returns whether the screen is
        small (under SMALL_SCREEN), where the window should open maximised."""
        from PySide6.QtGui import QGuiApplication

        screen = self.screen() or QGuiApplication.primaryScreen()
        w, h = self.DEFAULT_SIZE
        if screen is None:
            self.resize(w, h)
            return False
        avail = screen.availableGeometry()
        small = avail.width() < self.SMALL_SCREEN[0] or avail.height() < self.SMALL_SCREEN[1]
        if small:  # the whole screen, also where no window manager maximises it
            w, h = avail.width(), avail.height()
        self.resize(min(w, avail.width()), min(h, avail.height()))
        self.move(avail.x() + max(0, (avail.width() - self.width()) // 2),
                  avail.y() + max(0, (avail.height() - self.height()) // 2))
        return small

    def show_fitted(self) -> None:
        """Shows the window as it opens at start: maximised on a small screen, else the default size
        within the screen."""
        if self.fit_to_screen():
            self.showMaximized()
        else:
            self.show()

    def toggle_full_screen(self) -> None:
        """F11: the whole screen for the game, and back to the window as it was."""
        if self.isFullScreen():
            if getattr(self, "_maximised_before", False):
                self.showMaximized()
            else:
                self.showNormal()
        else:
            self._maximised_before = self.isMaximized()
            self.showFullScreen()
        self.full_screen_action.setChecked(self.isFullScreen())

    def keyPressEvent(self, event) -> None:
        # Escape leaves full screen, when nothing in the window used it (a view, a field)
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.toggle_full_screen()
            return
        super().keyPressEvent(event)

    # --- pages ------------------------------------------------------------------------------------------
    def show_home(self) -> None:
        if self._leave_match_page():
            self.home.reload()
            self.pages.setCurrentWidget(self.home)

    def open_game(self, game_id: str) -> None:
        if not self._leave_match_page():
            return
        self.sidebar.select(game_id)
        self.game_page.show_game(game_id)
        self.pages.setCurrentWidget(self.game_page)
        if self.game_page.play_button.isVisible():
            self.game_page.play_button.setFocus(Qt.FocusReason.OtherFocusReason)  # Enter: Play

    def prepare_stats_page(self) -> bool:
        """Builds the statistics page if it is not there yet (done on idle after the window is shown:
        pyqtgraph takes half a second to load); True when it was built now (and has read the figures)."""
        if self._stats_page is not None:
            return False
        from compendium.ui.stats_page import StatsPage  # pyqtgraph is loaded only here

        self._stats_page = StatsPage(self.db, self.pages)  # reads everything as it is made
        self.pages.addWidget(self._stats_page)
        return True

    def lay_out_stats_page(self) -> None:
        """Lays the statistics page out at the size it will be shown, while it is hidden (on idle
        after it is made): its first opening is then painted as every other one (a hidden widget
        gets its sizes, and pyqtgraph's charts their ranges, only when first shown: 20-30 ms more
        on the first opening, the charts painted twice)."""
        page = self._stats_page
        if page is None or page.isVisible():
            return
        page.make_ready()
        page.resize(self.pages.size())
        page.grab()  # hidden: laid out and sized through, then drawn once into a picture dropped

    def _stats_ahead(self) -> None:
        page = self._stats_page
        if page is not None and self.pages.currentWidget() not in (page, self._match_screen):  # not during a match
            try:
                page.reload_ahead()
            except Exception:  # the database closed (the window is closing): nothing to read ahead
                pass

    def show_stats(self, game_id: Optional[str] = None) -> None:
        if not self._leave_match_page():
            return
        if not self.prepare_stats_page():
            self._stats_page.reload()
        if game_id is not None:  # opened for one game (e.g. from its page): show that game
            index = self._stats_page.game.findData(game_id)
            if index >= 0:
                self._stats_page.game.setCurrentIndex(index)
        self.pages.setCurrentWidget(self._stats_page)

    @property
    def game_page(self):
        """A game's page (rules, marks, Play), made when a game is first opened."""
        if self._game_page is None:
            from compendium.ui.game_page import GamePage

            self._game_page = GamePage(self.pages)
            self._game_page.play_requested.connect(self.play)
            self._game_page.open_pgn_requested.connect(lambda gid: self.open_pgn(gid))
            self._game_page.game_requested.connect(self.open_game)
            self.pages.addWidget(self._game_page)
        return self._game_page

    @property
    def match_screen(self):
        if self._match_screen is None:
            from compendium.ui.match_screen import MatchScreen

            self._match_screen = MatchScreen(self.pages)
            self._match_screen.left.connect(self._match_left)
            self._match_screen.again.connect(self.play_again)
            self.pages.addWidget(self._match_screen)
        return self._match_screen

    def _leave_match_page(self) -> bool:
        """Leaving the match screen by another way than its button: the match is saved already."""
        if self._match_screen is not None and self.pages.currentWidget() is self._match_screen:
            self._match_screen.detach()
        return True

    def _match_left(self) -> None:
        self.home.reload()
        self.pages.setCurrentWidget(self.home)

    # --- matches ------------------------------------------------------------------------------------------
    def play(self, game_id: str, dialog_hook=None) -> None:
        plugin = registry.load(game_id)
        match = self._set_up(plugin, game_id, dialog_hook)
        if match is not None:
            self.start_match(plugin, match)

    def _set_up(self, plugin, game_id: str, dialog_hook=None):
        """A new match of ``game_id`` as the set-up dialog makes it (``dialog_hook`` fills it in
        instead of the person), or None when the person cancels."""
        from compendium.core.match import Match
        from compendium.ui.setup_dialog import SetupDialog

        info = load_catalog().game(game_id)
        dlg = SetupDialog(self.db, plugin, info, self)
        try:
            if dialog_hook is not None:
                dialog_hook(dlg)
            elif dlg.exec() != SetupDialog.DialogCode.Accepted:
                return None
            return Match.new(plugin.rules, game_id, dlg.players(), dlg.options(),
                             seed=self.seed, table_dice=dlg.table_dice.isChecked(), clock=dlg.clock())
        finally:
            dlg.deleteLater()  # parented to the window: it would live as long as the window otherwise

    def open_pgn(self, game_id: str = "chess", path: Optional[str] = None, dialog_hook=None):
        """A chess game from a PGN file (``path``; None: asks for one) played on from its last
        position: the set-up dialog chooses the players and the clock, the file's moves are made
        (untimed), and the match goes on. Returns the controller, or None when the file is no game
        that can be played on here — unreadable, from a set-up position, or over (the person is
        told why)."""
        from pathlib import Path

        from PySide6.QtWidgets import QFileDialog, QMessageBox

        from compendium.games.chess.pgn import PgnError, import_pgn
        from compendium.ui.i18n import t

        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a game in PGN"), "",
                                                  self.tr("PGN files (*.pgn);;All files (*)"))
            if not path:
                return None
        title = self.tr("Open a game in PGN")
        try:
            game = import_pgn(Path(path).read_text(encoding="utf-8", errors="replace"))
        except OSError as exc:
            QMessageBox.warning(self, title, self.tr("The file could not be read: %1").replace("%1", str(exc)))
            return None
        except PgnError as exc:
            QMessageBox.warning(self, title, t(exc.text))
            return None
        if game.start_fen is not None:
            QMessageBox.warning(self, title, self.tr(
                "This game starts from a set-up position: only games from the usual start can be played on here."))
            return None
        plugin = registry.load(game_id)
        rules = plugin.rules
        state = rules.new_match(2)
        for action in game.actions:
            state = rules.apply(state, action)
        if rules.is_over(state):  # kept out of the statistics: it was not played here
            QMessageBox.warning(self, title, self.tr("The game in this file is over: there is nothing to play on."))
            return None
        match = self._set_up(plugin, game_id, dialog_hook)
        if match is None:
            return None
        for action in game.actions:
            match.apply(action)
        return self.start_match(plugin, match)

    def start_match(self, plugin, match, match_id: Optional[int] = None):
        from compendium.ui.controller import MatchController

        controller = MatchController(plugin, match, self.db, match_id,
                                     computer_delay_ms=self.computer_delay_ms, animation_ms=self.animation_ms)
        screen = self.match_screen
        screen.attach(controller)
        from compendium.ui import sounds

        sounds.follow(controller, self.db)  # dice and tiles are heard (when the setting says so)
        self.pages.setCurrentWidget(screen)
        controller.start()
        return controller

    # The pace of the computer and of the dice, from the settings: read on first use (the settings
    # module is not needed to show the start page); setting one keeps it over what is read.
    _pace_read = False

    @property
    def computer_delay_ms(self) -> int:
        self._read_pace()
        return self._computer_delay_ms

    @computer_delay_ms.setter
    def computer_delay_ms(self, value: int) -> None:
        self._read_pace()
        self._computer_delay_ms = value

    @property
    def animation_ms(self) -> int:
        self._read_pace()
        return self._animation_ms

    @animation_ms.setter
    def animation_ms(self, value: int) -> None:
        self._read_pace()
        self._animation_ms = value

    def _read_pace(self) -> None:
        if not self._pace_read:
            self._pace_read = True
            self._load_pace()

    seed: Optional[int] = None  # tests fix the dice; people get fresh ones every match

    def play_again(self, game_id: str, players: list, options: dict, table_dice: bool, clock: Optional[str] = None):
        """A new match of the same game and variant (and clock); the next seat begins this time."""
        from compendium.core.match import Match

        plugin = registry.load(game_id)
        players = players[1:] + players[:1]
        match = Match.new(plugin.rules, game_id, players, options, seed=self.seed, table_dice=table_dice,
                          clock=clock if getattr(plugin.rules, "offers_clock", False) else None)
        return self.start_match(plugin, match)

    def continue_match(self, match_id: int):
        from compendium.core.loading import RecordError, check_record, load_record, open_match

        saved = self.db.match(match_id)
        if saved is None:
            return None
        try:  # any failure to load (bad JSON, bytes, bad encoding, a replay error...) is the same to the person
            if saved.problem:
                raise RecordError(saved.problem)
            record = load_record(saved.record, repair_text=True)  # a damaged name is mended, not lost
            plugin = check_record(record)
            match = open_match(record, plugin)
        except Exception as exc:
            self._cannot_continue(match_id, exc)
            return None
        return self.start_match(plugin, match, match_id)

    def _cannot_continue(self, match_id: int, exc: Exception) -> None:
        """Keeps a copy of a saved match that does not load, takes it off the list and says so."""
        from PySide6.QtWidgets import QMessageBox

        from compendium.core.loading import RecordError

        reason = exc.message(i18n.lang()) if isinstance(exc, RecordError) else (str(exc) or type(exc).__name__)
        try:
            backup = self.db.mark_damaged(match_id)
        except Exception:  # a database that cannot be written: the message still comes
            backup = None
        if backup is not None:
            text = self.tr("The saved match is damaged and cannot be loaded (%1). "
                           "A copy was kept in %2.").replace("%2", str(backup))
        else:
            text = self.tr("The saved match is damaged and cannot be loaded (%1). "
                           "No copy could be written.")
        QMessageBox.warning(self, self.tr("This match cannot be continued"), text.replace("%1", reason[:300]))
        self.home.reload()

    def delete_match(self, match_id: int) -> None:
        from PySide6.QtWidgets import QMessageBox  # (its enums are made on first use: not at start)

        answer = QMessageBox.question(self, self.tr("Delete"), self.tr("Delete this unfinished match for good?"))
        if answer == QMessageBox.StandardButton.Yes:
            self.db.delete_match(match_id)
            self.home.reload()

    def _load_pace(self) -> None:
        from compendium.ui.settings_dialog import animation_ms, computer_delay

        self._pace_read = True
        self._computer_delay_ms = computer_delay(self.db)
        self._animation_ms = animation_ms(self.db)

    def edit_settings(self) -> None:
        from compendium.ui import settings_dialog

        settings_dialog.SettingsDialog(self.db, self).exec()
        self._load_pace()
        screen = self._match_screen
        if screen is not None and screen.controller is not None:
            screen.controller.computer_delay_ms = self.computer_delay_ms
            screen.controller.animation_ms = self.animation_ms

    def show_about(self) -> None:
        from compendium.ui.about import AboutDialog

        AboutDialog(self).exec()

    def edit_profiles(self) -> None:
        from compendium.ui.profiles_dialog import ProfilesDialog

        ProfilesDialog(self.db, self).exec()

    # --- language -------------------------------------------------------------------------------------------
    def _language_chosen(self, index: int) -> None:
        code = self.language.itemData(index)
        if code != i18n.lang():
            self.db.set_setting("language", code)
            i18n.set_language(code)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            self.full_screen_action.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def retranslate(self) -> None:
        self._own_texts()
        self.sidebar.retranslate()
        self.home.retranslate()
        if self._game_page is not None:
            self._game_page.retranslate()
        if self._match_screen is not None:
            self._match_screen.retranslate()
        if self._stats_page is not None:
            self._stats_page.retranslate()

    def _own_texts(self) -> None:
        self.setWindowTitle(self.tr("Dice & Domino Compendium"))
        self.home_action.setText(self.tr("Home"))
        self.profiles_action.setText(self.tr("Family members"))
        self.stats_action.setText(self.tr("Statistics"))
        self.settings_action.setText(self.tr("Settings"))
        self.full_screen_action.setText(self.tr("Full screen"))
        self.full_screen_action.setToolTip(self.tr("Full screen (F11); F11 or Escape goes back"))
        self.about_action.setText(self.tr("About"))
        self.quit_action.setText(self.tr("Quit"))
        self.language_label.setText(self.tr("Language:") + " ")
        self.language.setAccessibleName(self.tr("Language"))
        self.language.blockSignals(True)
        self.language.setCurrentIndex(1 if i18n.lang() == "ru" else 0)
        self.language.blockSignals(False)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._warmed:  # once the first screen is up, the statistics page's code is loaded on idle
            self._warmed = True
            warm_statistics(self)

    def closeEvent(self, event) -> None:
        if self._match_screen is not None:
            self._match_screen.detach()
        super().closeEvent(event)


STATS_AHEAD_MS = 100  # after another page is shown: the statistics page reads new results ahead
WARM_DELAY_MS = 600  # after the window is shown: the first screen is painted and looked at by then


def widget_types_in() -> None:
    """Hands Python the first widget that Qt made itself (a scroll area's viewport): the bindings then
    set up every widget class in turn to find its type (about 10 ms, once per run). Done here on
    idle, it is not paid by the start (see ``style.own_viewport``) nor by the first rules page opened."""
    from PySide6.QtWidgets import QScrollArea

    area = QScrollArea()
    area.viewport()
    area.deleteLater()


def qt_namespace_in() -> None:
    """Makes Python's ``Qt`` namespace (its 94 enum types: 15-35 ms, once per run) on idle once the
    first screen is up: the start is painted without it (``compendium.ui.qt``), and the first key,
    click or hover that names it would pay for it otherwise."""
    from PySide6.QtCore import Qt  # noqa: F401


def settle_heap() -> None:
    """Moves every object the program holds now (its modules, Qt's and pyqtgraph's classes, the
    catalog: some 70,000 once the statistics page is ready) out of the garbage collector's sight
    (``gc.freeze``). They live as long as the program; a full collection walked all of them each
    time (20-40 ms on a busy machine, holding the interpreter lock: a frame lost whichever thread
    started it, a computer player's search or the window's). Collections now look only at what was
    made since. Done once, after the warm-up; it takes no time."""
    import gc

    gc.freeze()


def warm_statistics(parent) -> None:
    """Loads the statistics page's libraries (numpy, pyqtgraph: half a second) while nothing else
    happens, so that the page opens at once when asked for: both are imported in a thread (importing
    them makes classes and no Qt object; the window stays free to answer meanwhile), then the page
    is built on the event loop's idle time once they are in. A failed import is left for the page
    itself to report when it is opened."""
    import threading

    from PySide6.QtCore import QTimer

    def libraries_in() -> None:
        try:
            import numpy  # noqa: F401
            import pyqtgraph  # noqa: F401
        except Exception:
            pass

    worker = threading.Thread(target=libraries_in, name="warm-statistics", daemon=True)

    def page_in() -> None:
        if worker.is_alive():  # not yet: look again a little later rather than wait for it
            QTimer.singleShot(50, parent, page_in)
            return
        try:
            from compendium.ui import stats_page  # light: the libraries are in, from the thread

            if stats_page.warm_step(parent.db):  # the figures (and plugins), a small step at a time
                QTimer.singleShot(0, parent, page_in)
                return
            if parent.prepare_stats_page():  # builds the page, which draws the figures read
                QTimer.singleShot(0, parent, laid_out)
                return
        except Exception:
            pass
        settle_heap()

    def laid_out() -> None:
        try:
            parent.lay_out_stats_page()
        except Exception:
            pass
        settle_heap()

    def start() -> None:
        widget_types_in()
        QTimer.singleShot(0, parent, qt_namespace_in)  # a step of its own: the window answers in between
        worker.start()
        QTimer.singleShot(50, parent, page_in)

    QTimer.singleShot(WARM_DELAY_MS, parent, start)
