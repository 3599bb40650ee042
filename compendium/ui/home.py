"""The start page: unfinished matches to continue (newest first) and a short welcome."""

from __future__ import annotations

import datetime
from typing import Optional

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from compendium.catalog import load_catalog
from compendium.ui.i18n import lang, t
from compendium.ui.widgets.style import enlarge



def _levels(game: str) -> tuple:
    """The computer levels of a saved match's game (none if the game is not installed), which name
    its computer seats in the interface's language."""
    from compendium.core import registry

    try:
        return tuple(registry.load(game).ai_levels)
    except Exception:  # a game no longer installed: its seats keep their stored names
        return ()

class HomePage(QWidget):
    continue_requested = Signal(int)
    delete_requested = Signal(int)

    def __init__(self, db, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.db = db
        self.title = QLabel(self)
        enlarge(self.title, 10, bold=True)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.continue_title = QLabel(self)
        enlarge(self.continue_title, 4, bold=True)
        self.list = QListWidget(self)
        self.list.itemActivated.connect(lambda item: self.continue_requested.emit(item.data(Qt.ItemDataRole.UserRole)))
        self.empty = QLabel(self)
        self.continue_button = QPushButton(self)
        self.continue_button.setObjectName("primary")
        self.continue_button.clicked.connect(self._continue)
        self.delete_button = QPushButton(self)
        self.delete_button.clicked.connect(self._delete)
        self.list.currentRowChanged.connect(lambda _: self._buttons())
        buttons = QHBoxLayout()
        buttons.addWidget(self.continue_button)
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(self.intro)
        lay.addSpacing(12)
        lay.addWidget(self.continue_title)
        lay.addWidget(self.empty)
        lay.addWidget(self.list, 1)
        lay.addLayout(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Dice & Domino Compendium"))
        self.intro.setText(self.tr(
            "Choose a game on the left: the book's 23 categories of dice games and the domino, board and card "
            "games. Games marked ★ can be played here, by people in turn and by the computer in any seat."))
        self.continue_title.setText(self.tr("Continue"))
        self.empty.setText(self.tr("No unfinished matches. Start one from a game's page with “Play”."))
        self.continue_button.setText(self.tr("Continue this match"))
        self.delete_button.setText(self.tr("Delete"))
        self.reload()

    def reload(self) -> None:
        self.list.clear()
        cat = load_catalog()
        try:
            saved = self.db.matches()
        except Exception:  # a database that cannot be read: nothing to continue, the page still shows
            saved = []
        for m in saved:
            # the record reader and the seat names only where there is a match to list (the
            # start page of a new collection imports neither)
            from compendium.core.plugin import seat_name
            from compendium.core.record import parse_json

            try:
                rec = parse_json(m.record)  # the loader's safe reading: a damaged record shows "?"
                levels = _levels(m.game)
                names = ", ".join((seat_name(p, levels, lang()) if isinstance(p, dict) else str(p)) or "?"
                                  for p in rec.get("players", []))
                moves = len(rec.get("actions", []))
            except Exception:  # any odd record (deeply nested, not an object...) is listed as unknown
                names, moves = "?", 0
            try:
                game = t(cat.game(m.game).name)
            except KeyError:
                game = m.game
            try:
                when = datetime.datetime.fromtimestamp(m.updated).strftime("%d.%m.%Y %H:%M")
            except (ValueError, OverflowError, OSError, TypeError):
                when = "?"
            item = QListWidgetItem(f"{game} — {names}   ({when}, " + self.tr("%1 moves").replace("%1", str(moves)) + ")")
            item.setData(Qt.ItemDataRole.UserRole, m.id)
            self.list.addItem(item)
        self.empty.setVisible(self.list.count() == 0)
        self.list.setVisible(self.list.count() > 0)
        if self.list.count():
            self.list.setCurrentRow(0)
        self._buttons()

    def _buttons(self) -> None:
        has = self.list.currentItem() is not None
        self.continue_button.setVisible(self.list.count() > 0)
        self.delete_button.setVisible(self.list.count() > 0)
        self.continue_button.setEnabled(has)
        self.delete_button.setEnabled(has)

    def _continue(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.continue_requested.emit(item.data(Qt.ItemDataRole.UserRole))

    def _delete(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.delete_requested.emit(item.data(Qt.ItemDataRole.UserRole))
