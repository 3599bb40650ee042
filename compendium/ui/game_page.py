"""A game's page: its marks from the book, its illustrated rules in the chosen language, the
variants, and "Play" for a playable game. A game whose rules are not in the sources shows what
is known of it and says plainly that it is not playable."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
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


class GamePage(QWidget):
    play_requested = Signal(str)
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
        head.addWidget(self.play_button)
        lay = QVBoxLayout(self)
        lay.addLayout(head)
        lay.addWidget(self.marks)
        lay.addWidget(self.status)
        lay.addWidget(self.browsers, 1)
        self.retranslate()

    def _new_browser(self) -> QTextBrowser:
        browser = QTextBrowser(self.browsers)
        browser.setOpenExternalLinks(True)
        browser.setSearchPaths([str(resources_dir())])
        self.browsers.addWidget(browser)
        return browser

    def rules_browser(self, game_id: str) -> QTextBrowser:
        """The browser holding ``game_id``'s rules page in the interface's language, rendered on
        first use and kept."""
        key = (game_id, lang())
        browser = self._rendered.pop(key, None)
        if browser is None:
            browser = self._new_browser()
            browser.setMarkdown(registry.load(game_id).rules_page(key[1], game_id))
        self._rendered[key] = browser  # the newest last
        while len(self._rendered) > KEEP_PAGES:
            old = self._rendered.pop(next(iter(self._rendered)))  # never the one shown now: it is second newest
            self.browsers.removeWidget(old)
            old.deleteLater()
        return browser

    def show_game(self, game_id: str) -> None:
        self.game_id = game_id
        self.retranslate()

    def retranslate(self) -> None:
        self.play_button.setText(self.tr("Play"))
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
