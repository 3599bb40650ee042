"""A game's page: its marks from the book, its illustrated rules in the chosen language, the
variants, and "Play" for a playable game. A game whose rules are not in the sources shows what
is known of it and says plainly that it is not playable."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from compendium.catalog import load_catalog
from compendium.core import registry
from compendium.resources import resources_dir
from compendium.ui.i18n import lang, t
from compendium.ui.widgets.style import enlarge

KEEP_PAGES = 6  # rules pages kept rendered (the ones shown last)

PACE = {"А": ("fast", "быстрая"), "Б": ("medium", "средняя"), "В": ("slow", "медленная")}


def _link(game) -> str:
    """A link to a game's page (★ for a playable game), for the page's labels."""
    return f'<a href="game:{game.id}">' + ("★ " if game.playable else "") + t(game.name) + "</a>"


class RulesBrowser(QTextBrowser):
    """A rules page. A hidden widget's resize kept for its showing says that it had no size
    before, and the text edit then lays its whole text out again even at the width it was laid out
    at (a page made ahead, whose height changed since): such a resize keeps its known width."""

    _laid_width = -1  # the viewport's width at the last resize

    def resizeEvent(self, event) -> None:
        size = event.size()
        if not event.oldSize().isValid() and size.width() == self._laid_width:
            event = QResizeEvent(size, QSize(size.width(), -1))
        self._laid_width = size.width()
        super().resizeEvent(event)


def _deliver_resizes(browser: QTextBrowser) -> None:
    """Delivers the resize events that Qt keeps for a hidden ``browser`` and its viewport until
    they are shown: the text edit lays its text out at its width in them. The text's layout may
    bring the scroll bar, which narrows the viewport: again then."""
    pending = Qt.WidgetAttribute.WA_PendingResizeEvent
    for _ in range(4):
        done = True
        for w in (browser, browser.viewport()):
            if w.testAttribute(pending):
                done = False
                w.setAttribute(pending, False)
                QApplication.sendEvent(w, QResizeEvent(w.size(), QSize()))
        if done:
            break


class GamePage(QWidget):
    play_requested = Signal(str)
    open_pgn_requested = Signal(str)  # chess: a game from a PGN file, to play on
    game_requested = Signal(str)  # a related game's link

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.game_id: Optional[str] = None
        self.title = QLabel(self)
        enlarge(self.title, 8, bold=True)
        self.subtitle = QLabel(self)
        self.subtitle.setStyleSheet("color: #555;")
        self.marks = QLabel(self)
        self.marks.setWordWrap(True)
        self.marks.setTextFormat(Qt.TextFormat.RichText)
        self.marks.linkActivated.connect(self._link)
        self.play_button = QPushButton(self)
        self.play_button.setObjectName("primary")
        self.play_button.setMinimumHeight(44)
        enlarge(self.play_button, 3, bold=True)
        self.play_button.setAutoDefault(True)  # Enter presses Play when it has the focus
        self.play_button.clicked.connect(lambda: self.game_id and self.play_requested.emit(self.game_id))
        # chess only: "Open a PGN game…" beside Play
        self.pgn_button = QPushButton(self)
        self.pgn_button.setMinimumHeight(44)
        self.pgn_button.clicked.connect(lambda: self.game_id and self.open_pgn_requested.emit(self.game_id))
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.status.linkActivated.connect(self._link)
        for label in (self.marks, self.status):  # the related games' links, by mouse and by Tab
            label.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                          | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        # A playable game's rules page is rendered once per language in a browser of its own, kept
        # in a stack: showing it again neither parses the markdown nor lays it out again (a hidden
        # browser is kept at the stack's size). The KEEP_PAGES pages shown last are kept (each holds
        # its pictures). A game that is not playable shows its short note in one shared browser.
        self.browsers = QStackedWidget(self)
        self._rendered: dict[tuple[str, str], QTextBrowser] = {}  # the oldest shown first
        self.notes = self._new_browser()
        self.browser = self.notes  # the browser shown now

        head = QHBoxLayout()
        titles = QVBoxLayout()
        titles.addWidget(self.title)
        titles.addWidget(self.subtitle)
        head.addLayout(titles, 1)
        head.addWidget(self.pgn_button)
        head.addWidget(self.play_button)
        lay = QVBoxLayout(self)
        lay.addLayout(head)
        lay.addWidget(self.marks)
        lay.addWidget(self.status)
        lay.addWidget(self.browsers, 1)
        self.retranslate()

    def _new_browser(self) -> QTextBrowser:
        browser = RulesBrowser(self.browsers)
        browser.setOpenExternalLinks(True)
        browser.setSearchPaths([str(resources_dir())])
        self.browsers.addWidget(browser)
        return browser

    def rules_browser(self, game_id: str) -> QTextBrowser:
        """The browser holding ``game_id``'s rules page in the interface's language, rendered on
        first use (or ahead, by ``prepare``) and kept."""
        key = (game_id, lang())
        browser = self._rendered.pop(key, None)
        if browser is None:
            browser = self._new_browser()
            browser.setMarkdown(registry.load(game_id).rules_page(key[1], game_id))
        self._rendered[key] = browser  # the newest last
        self._forget_old()
        return browser

    def _forget_old(self) -> None:
        """Keeps the KEEP_PAGES pages used last, and always the one shown now."""
        for key in list(self._rendered):
            if len(self._rendered) <= KEEP_PAGES:
                break
            old = self._rendered[key]
            if old is self.browser:
                continue
            del self._rendered[key]
            self.browsers.removeWidget(old)
            old.deleteLater()

    # --- a page made ahead ------------------------------------------------------------------------------
    # Opening a rules page the first time costs its markdown, its pictures and the layout of its
    # text at the page's width (about 20 ms: more than a frame). The page a person is likely to
    # open next (the game under the sidebar's cursor: ``Sidebar.game_pointed``) is made ahead on
    # idle, one at a time: its document is laid out at the width it will be shown at, pictures
    # loaded, so that showing it costs only its paint. It is kept like a page shown (at most
    # KEEP_PAGES pages in all, the page shown now always among them).
    def prepare(self, game_id: str) -> bool:
        """Makes ``game_id``'s rules page ahead of its showing (see above); True if it made one now."""
        key = (game_id, lang())
        if key in self._rendered:
            return False
        try:
            game = load_catalog().game(game_id)
        except KeyError:
            return False
        if not game.playable:
            return False
        browser = self._new_browser()
        browser.setMarkdown(registry.load(game_id).rules_page(key[1], game_id))
        self._rendered[key] = browser  # the newest: the one likely to be shown next
        self._lay_out_ahead(browser)
        self._forget_old()
        return True

    def _lay_out_ahead(self, browser: QTextBrowser) -> None:
        """Gives the hidden ``browser`` the stack's size and delivers the resize events Qt would
        otherwise keep until it is shown (the text edit lays its document out in them, then again
        when the scroll bar comes), then lays the whole document out, pictures loaded."""
        self.window().ensurePolished()  # (and so its children: the page, the new browser)
        if not self.isVisible():  # a hidden page of the pages' stack: the size it will be shown at
            parent = self.parentWidget()
            if parent is not None:
                self.setGeometry(parent.contentsRect())
            self.layout().activate()
        browser.setGeometry(self.browsers.contentsRect())
        # laid out once, at the width beside the scroll bar a rules page needs (not at the full
        # width first, then again when the bar comes)
        browser.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        _deliver_resizes(browser)
        browser.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        _deliver_resizes(browser)  # a page shorter than the window: without the bar after all
        browser.document().size()  # the whole layout now (it is otherwise finished on timers)

    def show_game(self, game_id: str) -> None:
        self.game_id = game_id
        self.retranslate()

    def retranslate(self) -> None:
        self.play_button.setText(self.tr("Play"))
        self.pgn_button.setText(self.tr("Open a PGN game…"))
        self.pgn_button.setToolTip(self.tr("Play on from a chess game saved in PGN by this or another program"))
        self.pgn_button.setVisible(self.game_id == "chess")
        if self.game_id is None:
            return
        g = load_catalog().game(self.game_id)
        other = g.name.en if lang() == "ru" else g.name.ru
        self.title.setText(t(g.name))
        self.subtitle.setText(other)
        self.marks.setText(self._marks_html(g) + self._family_html(g))
        self.play_button.setVisible(g.playable)
        if g.playable:
            self.status.setText("")
            self.browser = self.rules_browser(g.id)
        else:
            self.status.setText("<b>" + self.tr("Not yet playable.") + "</b> " +
                                self.tr("The compendium lists this game with the book's marks; its rules are not "
                                        "in the source excerpts or are not built yet, so there is nothing to play.")
                                + self._playable_relative_html(g))
            note = t(g.note) if g.note else self.tr("The source excerpts give only this game's name and marks.")
            self.browser = self.notes
            self.notes.setMarkdown(note)
        self.browsers.setCurrentWidget(self.browser)

    def _family_html(self, g) -> str:
        """The game's place among its variants: what it is a variant of, or which variants it has."""
        cat = load_catalog()
        group = cat.category_of(g.id)
        head = f"{group.number}. " if group.number else ""
        html = "<br><b>" + self.tr("Category") + ":</b> " + head + t(group.name)
        if g.variant_of:
            parent = cat.game(g.variant_of)
            html += " &nbsp;·&nbsp; <b>" + self.tr("Variant of") + ":</b> " + t(parent.name)
        variants = cat.variants_of(g.id)
        if variants:
            names = ", ".join(("★ " if v.playable else "") + t(v.name) for v in variants)
            html += "<br><b>" + self.tr("Variants (%1)").replace("%1", str(len(variants))) + ":</b> " + names
        related = cat.related(g.id)
        if related:
            html += "<br><b>" + self.tr("See also") + ":</b> " + ", ".join(_link(r) for r in related)
        return html

    def _playable_relative_html(self, g) -> str:
        """For a game that cannot be played: the related games of its ``see_also`` that can."""
        playable = [r for r in load_catalog().related(g.id) if r.playable]
        if not playable:
            return ""
        return "<br>" + self.tr("A game very much like it can be played here: %1.").replace(
            "%1", ", ".join(_link(r) for r in playable))

    def _link(self, href: str) -> None:
        if href.startswith("game:"):
            self.game_requested.emit(href[len("game:"):])

    def _marks_html(self, g) -> str:
        rows = []
        if g.players:
            players = self.tr("any number") if g.players.strip() in ("~", "") else g.players.replace("~", "")
            rows.append((self.tr("Players"), players))
        if g.dice:
            rows.append((self.tr("Dice"), g.dice))
        if g.chips and g.chips not in ("–", "-"):
            rows.append((self.tr("Counters"), g.chips))
        if g.difficulty:
            rows.append((self.tr("Difficulty"), f"{g.difficulty} " + self.tr("(of I–V)")))
        if g.pace:
            en, ru = PACE.get(g.pace, (g.pace, g.pace))
            # the book's marks А/Б/В are shown only in Russian: «Темп: Б — средний», "Pace: medium"
            rows.append((self.tr("Pace"), f"{g.pace} — {ru}" if lang() == "ru" else en))
        if g.page:
            rows.append((self.tr("Page in the book"), str(g.page)))
        flags = []
        if g.author:
            flags.append(self.tr("invented by the book's author"))
        if g.simultaneous:
            flags.append(self.tr("simultaneous play (!!!)"))
        if g.no_dice:
            flags.append(self.tr("playable without dice (*)"))
        if flags:
            rows.append((self.tr("Marks"), ", ".join(flags)))
        return " &nbsp;·&nbsp; ".join(f"<b>{k}:</b> {v}" for k, v in rows)
