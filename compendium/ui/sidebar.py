"""The sidebar: the book's 23 categories and the other sections, expandable to their games,
with counts, a search box (Russian and English names) and filters (behind a "Filters" button: the
row of filters is made the first time it is opened or used, not at start-up)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QToolButton, QVBoxLayout, QWidget

from compendium.catalog import load_catalog
from compendium.ui.category_list import CategoryList, Row
from compendium.ui.i18n import lang, t
from compendium.ui.qt import Qt

if TYPE_CHECKING:
    from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

ROMAN = ["I", "II", "III", "IV", "V"]
GREY, BLUE = "#6b6b6b", "#2f6f8f"  # a game not yet playable, a subgroup's heading


def _norm(s: str) -> str:
    return s.lower().replace("ё", "е")


class Sidebar(QWidget):
    game_chosen = Signal(str)
    # The game under the list's cursor or the mouse, a moment later (on the next idle turn, only
    # the last one): the page likely to be opened next, which the main window makes ahead.
    game_pointed = Signal(str)

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.catalog = load_catalog()
        self._searched: dict[str, str] = {}  # game id -> its names, normalised for the search
        self._shown: Optional[tuple] = None  # what the list shows now (see rebuild)
        self.search = QLineEdit(self)
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.rebuild)
        # The filters (players, difficulty, playable only) are opened with this button; their row
        # is made the first time it is opened or a filter is used (``filter_row``).
        self.filters_button = QToolButton(self)
        self.filters_button.setCheckable(True)
        self.filters_button.toggled.connect(self.show_filters)
        self._filter_row: Optional[QWidget] = None
        # the categories and their games: one painted list (long names wrap onto more lines; each
        # row's tooltip has its name whole)
        self.tree = CategoryList(self)
        self.tree.itemActivated.connect(self._by_key)
        self.tree.itemClicked.connect(self._activated)
        self.tree.typed.connect(self._typed)
        self._pointed: Optional[str] = None
        self._quiet = False  # the cursor put on a game by the list itself (a rebuild, the focus): no pointing
        self._point_timer = QTimer(self)
        self._point_timer.setSingleShot(True)
        self._point_timer.timeout.connect(self._emit_pointed)
        self.tree.currentItemChanged.connect(lambda item, _old: self._point(item))
        self.tree.itemEntered.connect(lambda item, _col: self._point(item, self.HOVER_MS))

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.filters_button)
        lay = self._lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addLayout(top)
        lay.addWidget(self.tree, 1)
        # the keyboard: one Tab (or Enter, or Down) from the search box to the results, then the filters
        QWidget.setTabOrder(self.search, self.tree)
        QWidget.setTabOrder(self.tree, self.filters_button)
        self.search.returnPressed.connect(self.focus_results)
        self.search.installEventFilter(self)
        self.tree.installEventFilter(self)
        self.retranslate()

    # --- the filters, made on first use -------------------------------------------------------------
    @property
    def filter_row(self) -> QWidget:
        """The row of filters under the search box (hidden until the "Filters" button opens it):
        made the first time it is needed."""
        if self._filter_row is None:
            self._make_filter_row()
        return self._filter_row

    @property
    def players(self) -> QSpinBox:
        return self.filter_row.players

    @property
    def difficulty(self) -> QComboBox:
        return self.filter_row.difficulty

    @property
    def playable_only(self) -> QCheckBox:
        return self.filter_row.playable_only

    @property
    def players_label(self) -> QLabel:
        return self.filter_row.players_label

    @property
    def difficulty_label(self) -> QLabel:
        return self.filter_row.difficulty_label

    def _make_filter_row(self) -> None:
        # (their classes are imported only now: each Qt class first named costs its type and enums)
        from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

        row = self._filter_row = QWidget(self)
        row.setVisible(self.filters_button.isChecked())
        row.players_label = QLabel(row)
        row.players = QSpinBox(row)
        row.players.setRange(0, 20)
        row.players.valueChanged.connect(self._filters_changed)
        row.difficulty_label = QLabel(row)
        row.difficulty = QComboBox(row)
        row.difficulty.currentIndexChanged.connect(self._filters_changed)
        row.playable_only = QCheckBox(row)
        row.playable_only.toggled.connect(self._filters_changed)
        line = QHBoxLayout()
        line.addWidget(row.players_label)
        line.addWidget(row.players)
        line.addWidget(row.difficulty_label)
        line.addWidget(row.difficulty, 1)
        lay = QVBoxLayout(row)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(line)
        lay.addWidget(row.playable_only)
        self._lay.insertWidget(1, row)  # under the search box, above the list
        QWidget.setTabOrder(self.filters_button, row.players)
        QWidget.setTabOrder(row.players, row.difficulty)
        QWidget.setTabOrder(row.difficulty, row.playable_only)
        self._filter_texts()

    def show_filters(self, shown: bool = True) -> None:
        """Opens (or closes) the row of filters; closed, the filters set there still apply (the
        button counts them)."""
        if shown or self._filter_row is not None:
            self.filter_row.setVisible(shown)
        if self.filters_button.isChecked() != shown:
            self.filters_button.setChecked(shown)
        self._button_text()

    def _filter_values(self) -> tuple[int, int, bool]:
        """(players, difficulty, playable only) as the filters are set: none before the row is made."""
        row = self._filter_row
        if row is None:
            return 0, 0, False
        return row.players.value(), row.difficulty.currentIndex(), row.playable_only.isChecked()

    def _filters_changed(self, *_) -> None:
        self._button_text()
        self.rebuild()

    def _button_text(self) -> None:
        n = sum(1 for v in self._filter_values() if v)
        text = self.tr("Filters")
        self.filters_button.setText(f"{text} ({n})" if n else text)

    def _filter_texts(self) -> None:
        row = self._filter_row
        if row is None:
            return
        row.players_label.setText(self.tr("Players:"))
        row.players.setSpecialValueText(self.tr("any"))
        row.players.setToolTip(self.tr("Show games for this many players"))
        row.difficulty_label.setText(self.tr("Difficulty:"))
        current = row.difficulty.currentIndex()
        row.difficulty.blockSignals(True)
        row.difficulty.clear()
        row.difficulty.addItem(self.tr("any"))
        for r in ROMAN:
            row.difficulty.addItem(self.tr("up to %1").replace("%1", r))
        row.difficulty.setCurrentIndex(max(0, current))
        row.difficulty.blockSignals(False)
        row.playable_only.setText(self.tr("Playable games only"))

    HOVER_MS = 150  # the mouse rests this long on a game to point at it (not every row it crosses)

    def _point(self, item: Optional[Row], delay_ms: int = 0) -> None:
        gid = item.game_id if item is not None else None
        if gid and not self._quiet:
            self._pointed = gid
            self._point_timer.start(delay_ms)

    def _emit_pointed(self) -> None:
        if self._pointed:
            self.game_pointed.emit(self._pointed)

    def _typed(self, text: str) -> None:
        """Letters typed in the list go on in the search box (which then has the keyboard)."""
        self.search.setFocus()
        self.search.insert(text)

    def focus_results(self) -> None:
        """Puts the keyboard in the list of games, on the first game found if none is current."""
        self.tree.setFocus(Qt.FocusReason.TabFocusReason)
        item = self.tree.currentItem()
        if item is None or not item.game_id:
            first = self._first_game()
            if first is not None:
                self.tree.setCurrentItem(first)

    def _first_game(self) -> Optional[Row]:
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            for row in top.children:
                if row.game_id:
                    top.setExpanded(True)
                    return row
        return None

    def eventFilter(self, obj, event) -> bool:
        if obj is self.search and event.type() == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Down:
            self.focus_results()
            return True
        if (obj is self.tree and event.type() == QEvent.Type.FocusIn and self.tree.currentItem() is None
                and event.reason() != Qt.FocusReason.MouseFocusReason):  # (a click puts the cursor where it clicks)
            first = self._first_game()
            if first is not None:
                self._quiet = True
                try:
                    self.tree.setCurrentItem(first)
                finally:
                    self._quiet = False
        return super().eventFilter(obj, event)

    def retranslate(self) -> None:
        self._shown = None  # the texts change: the list is made again
        self.search.setPlaceholderText(self.tr("Search games (Russian or English)"))
        self.tree.setAccessibleName(self.tr("Categories and their games"))
        self.filters_button.setToolTip(self.tr("Filter the list by the number of players, the difficulty "
                                                "and whether a game can be played here"))
        self._button_text()
        self._filter_texts()
        self.rebuild()

    def _matches(self, g, text: Optional[str] = None) -> bool:
        if text is None:
            text = _norm(self.search.text().strip())
        if text and text not in self._names(g):
            return False
        n, d, playable_only = self._filter_values()
        if n and not g.allows_players(n):
            return False
        if d and g.difficulty in ROMAN and ROMAN.index(g.difficulty) + 1 > d:
            return False
        if playable_only and not g.playable:
            return False
        return True

    def _names(self, g) -> str:
        """What the search looks in: the game's names and id, normalised (kept per game)."""
        found = self._searched.get(g.id)
        if found is None:
            found = self._searched[g.id] = "\n".join((_norm(g.name.en), _norm(g.name.ru), g.id))
        return found

    def rebuild(self) -> None:
        """The list of games as the search and the filters leave it. A keystroke that leaves the
        same games shown (most of a word typed on) changes nothing: the list is not made again."""
        text = _norm(self.search.text().strip())
        filtering = bool(text or any(self._filter_values()))
        shown = (filtering, lang(), tuple(g.id for g in self.catalog.games() if self._matches(g, text)))
        if shown == self._shown:
            return
        self._shown = shown
        selected = self.selected_game()
        expanded = {self.tree.topLevelItem(i).group_id
                    for i in range(self.tree.topLevelItemCount()) if self.tree.topLevelItem(i).isExpanded()}
        self.tree.clear()
        current = None
        for group in self.catalog.groups():
            games = [g for g in group.games if self._matches(g, text)]
            if filtering and not games:
                continue
            playable = sum(1 for g in games if g.playable)
            head = f"{group.number}. " if group.number else ""
            label = f"{head}{t(group.name)}  ({len(games)})"
            if playable:
                label += "  ★" + str(playable)
            tip = f"{head}{t(group.name)}\n" + self.tr("%1 games, %2 playable").replace(
                "%1", str(len(games))).replace("%2", str(playable))
            if not group.games:
                tip += "\n" + self.empty_reason(group)
            top = Row(label, tip, group_id=group.id)
            if not group.games:  # the book lists no game under this heading: say so when it is opened
                top.addChild(Row(self.tr("No games: the book lists none here"), self.empty_reason(group),
                                 italic=True, colour=GREY))
            label_now = None
            for g in games:
                label = group.group_of(g.id)
                if label is not None and label != label_now:
                    # the book's subgroup headings ("Simple variants", ...) as quiet rows, not games
                    top.addChild(Row("  " + t(label), t(label), italic=True, colour=BLUE))
                label_now = label
                name = t(g.name)
                if g.playable:
                    row = Row("★ " + name, name, game_id=g.id, bold=True)
                else:
                    row = Row("    " + name, name + "\n" + self.tr("Not yet playable: rules and marks only"),
                              game_id=g.id, colour=GREY)
                top.addChild(row)
                if g.id == selected:
                    current = row
            top.expanded = bool(top.children) and (filtering or group.id in expanded)
            self.tree.addTopLevelItem(top)
        if current is not None:
            self._quiet = True
            try:
                self.tree.setCurrentItem(current)
            finally:
                self._quiet = False

    def empty_reason(self, group) -> str:
        """Why a category shows no games, in words."""
        text = self.tr("The book's table of games lists no game under this heading, only the page where it "
                       "begins (%1), and the source excerpts hold none of its games: there is nothing to show yet.")
        return text.replace("%1", str(group.page) if group.page else "?")

    def selected_game(self) -> Optional[str]:
        item = self.tree.currentItem()
        return item.game_id if item else None

    def select(self, game_id: str) -> None:
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            for row in top.children:
                if row.game_id == game_id:
                    top.setExpanded(True)
                    self.tree.setCurrentItem(row)
                    return

    def _by_key(self, item: Row, column: int = 0) -> None:
        if item.game_id:
            self.game_chosen.emit(item.game_id)

    def _activated(self, item: Row, column: int = 0) -> None:
        gid = item.game_id
        if gid:
            self.game_chosen.emit(gid)
        else:
            item.setExpanded(not item.isExpanded())
