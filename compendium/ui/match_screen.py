"""The match screen shared by every game: whose turn it is, the game's own view, the standings,
the log, undo, a hint, typing in real dice, hand-over, leave-and-continue-later."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSplitter,
    QStackedLayout,
    QStyledItemDelegate,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from compendium.core.ai import Advice
from compendium.core.rules import CHANCE, DRAW, SOLO, WIN
from compendium.core.text import name_seats, score_text
from compendium.ui import controller as ctl
from compendium.ui.i18n import t
from compendium.ui.widgets.clock import ClockPanel
from compendium.ui.widgets.handover import HandoverScreen
from compendium.ui.widgets.scoresheet import two_lines
from compendium.ui.widgets.style import enlarge


class LogDelegate(QStyledItemDelegate):
    """The log's lines measured once. Each new line lays the whole list out again, and Qt then
    measures every line, its text wrapped to the list's width: the time of an action grew with the
    log (about 7 ms a new line at 600 lines, against 2 ms at 20). Each line's size is kept for its
    text and the width it wraps to (the log's lines are plain text in the list's font); a narrower
    or wider list measures its lines again, and a new font or style forgets every size."""

    LIMIT = 5000  # sizes kept (the lines of a long match at a few widths)

    def __init__(self, view: QListWidget):
        super().__init__(view)
        self._sizes: dict[tuple, object] = {}
        view.installEventFilter(self)

    def sizeHint(self, option, index):
        key = (index.data(Qt.ItemDataRole.DisplayRole), option.rect.width())
        found = self._sizes.get(key)
        if found is None:
            if len(self._sizes) >= self.LIMIT:
                self._sizes.clear()
            found = self._sizes[key] = super().sizeHint(option, index)
        return found

    def eventFilter(self, obj, event) -> bool:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._sizes.clear()
        return False


class MatchScreen(QWidget):
    left = Signal()  # the person chose to leave (the match stays in "Continue" unless finished)
    again = Signal(str, list, dict, bool, object)  # game, players, options, table dice, clock (text or None): the same again

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.controller: Optional[ctl.MatchController] = None
        self.view = None
        self._logged = 0  # how many log entries of the match are already in the list
        self._log_rows: list[tuple[int, int]] = []  # (entry index, row) of each line of the log
        self._standing_heads: Optional[list[str]] = None  # the standings' header as last set

        self.title = QLabel(self)
        enlarge(self.title, 6, bold=True)
        self.turn_label = QLabel(self)
        enlarge(self.turn_label, 3)
        self.message_label = QLabel(self)
        self.message_label.setWordWrap(True)
        self.message_label.setStyleSheet("color: #b03020;")
        self.message_timer = QTimer(self)  # one timer: a message shown again shows its full time again
        self.message_timer.setSingleShot(True)
        self.message_timer.setInterval(6000)
        self.message_timer.timeout.connect(self.message_label.clear)
        self.hint_label = QLabel(self)
        self.hint_label.setWordWrap(True)
        self.hint_label.setStyleSheet("color: #20607a;")
        # Shown while the computer players' tables are read or built in the background (the first
        # match of a level on this computer may take a second or two): the window stays usable.
        self.preparing_label = QLabel(self)
        self.preparing_label.setStyleSheet("color: #20607a;")
        self.preparing_label.setContentsMargins(0, 0, 16, 0)  # apart from whose turn it is
        self.preparing_label.hide()

        self.view_holder = QWidget(self)
        self.view_layout = QVBoxLayout(self.view_holder)
        self.view_layout.setContentsMargins(0, 0, 0, 0)

        # typing in what real dice showed
        self.dice_row = QWidget(self)
        self.dice_prompt = QLabel(self.dice_row)
        self.dice_edit = QLineEdit(self.dice_row)
        self.dice_edit.setMaximumWidth(160)
        self.dice_ok = QPushButton(self.dice_row)
        self.dice_ok.clicked.connect(self._typed)
        self.dice_edit.returnPressed.connect(self._typed)
        dr = QHBoxLayout(self.dice_row)
        dr.addStretch(1)
        dr.addWidget(self.dice_prompt)
        dr.addWidget(self.dice_edit)
        dr.addWidget(self.dice_ok)
        dr.addStretch(1)

        self.standings = QTableWidget(self)
        self.standings.verticalHeader().setVisible(False)
        self.standings.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.standings.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.standings.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # to read, not to use: Tab passes it by
        self.standings.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.standings.horizontalHeader().setStretchLastSection(True)
        self.log_title = QLabel(self)
        self.log = QListWidget(self)
        # long lines wrap: the log never needs a horizontal scrollbar
        self.log.setWordWrap(True)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.log.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.log.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.log.setItemDelegate(LogDelegate(self.log))
        # Wrapped lines are measured when the list lays itself out, after new lines were added:
        # the log stays at its end while it was there (a person scrolling up stays where they are).
        self._log_at_bottom = True
        bar = self.log.verticalScrollBar()
        bar.valueChanged.connect(lambda v: setattr(self, "_log_at_bottom", v >= bar.maximum() - 2))
        bar.rangeChanged.connect(lambda lo, hi: self._log_at_bottom and bar.setValue(hi))

        self.undo_button = QPushButton(self)
        self.hint_button = QPushButton(self)
        self.leave_button = QPushButton(self)
        self.again_button = QPushButton(self)
        self.again_button.setObjectName("primary")
        self.again_button.clicked.connect(self.play_again)
        self.undo_button.clicked.connect(self.undo)
        self.hint_button.clicked.connect(self.hint)
        self.leave_button.clicked.connect(self.leave)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self, activated=self.undo)
        QShortcut(QKeySequence(Qt.Key.Key_F1), self, activated=self.hint)
        QShortcut(QKeySequence(Qt.Key.Key_H), self, activated=self.hint)

        # the match clock (matches played with one): both times, large, above the standings
        self.clock_panel = ClockPanel(self)
        self.clock_panel.hide()

        side = QWidget(self)
        sl = QVBoxLayout(side)
        sl.setContentsMargins(0, 0, 0, 0)
        sl.addWidget(self.clock_panel)
        sl.addWidget(self.standings, 2)
        sl.addWidget(self.log_title)
        sl.addWidget(self.log, 3)

        centre = QWidget(self)
        cl = QVBoxLayout(centre)
        cl.setContentsMargins(0, 0, 0, 0)
        cl.addWidget(self.view_holder, 1)
        cl.addWidget(self.dice_row)
        cl.addWidget(self.message_label)
        cl.addWidget(self.hint_label)

        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(centre)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        side.setMaximumWidth(420)  # the game's own view gets the room; the log scrolls
        split.setSizes([900, 360])

        bottom = QHBoxLayout()
        bottom.addWidget(self.undo_button)
        bottom.addWidget(self.hint_button)
        bottom.addStretch(1)
        bottom.addWidget(self.again_button)
        bottom.addWidget(self.leave_button)

        head = QHBoxLayout()
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(self.preparing_label)
        head.addWidget(self.turn_label)

        body = QWidget(self)
        bl = QVBoxLayout(body)
        bl.addLayout(head)
        line = QFrame(self)
        line.setFrameShape(QFrame.Shape.HLine)
        bl.addWidget(line)
        bl.addWidget(split, 1)
        bl.addLayout(bottom)

        self.handover = HandoverScreen(self)
        self.handover.ready.connect(self._handover_ready)
        self.stack = QStackedLayout(self)
        self.stack.addWidget(body)
        self.stack.addWidget(self.handover)
        self._body = body
        self.retranslate()

    # --- attaching a match ---------------------------------------------------------------------------
    def attach(self, controller: ctl.MatchController) -> None:
        self.detach()
        self.controller = controller
        plugin = controller.plugin
        self.view = plugin.make_view(self.view_holder)
        self.view_layout.addWidget(self.view)
        self.view.action_chosen.connect(controller.person_action)
        controller.changed.connect(self.refresh)
        controller.chance_shown.connect(self._chance)
        controller.message.connect(self._message)
        controller.hint_ready.connect(self._hint)
        controller.preparing_changed.connect(self._preparing)
        controller.clock_ticked.connect(self._show_clock)
        self._preparing(controller.preparing)
        self.clock_panel.setVisible(controller.has_clock)
        self.view.begin(controller.snapshot())
        self.message_label.clear()
        self.hint_label.clear()
        self._clear_log()
        self.refresh()

    def detach(self) -> None:
        if self.controller is not None:
            self.controller.stop()
            for sig in (self.controller.changed, self.controller.chance_shown, self.controller.message,
                        self.controller.hint_ready, self.controller.preparing_changed,
                        self.controller.clock_ticked):
                try:
                    sig.disconnect()
                except (RuntimeError, TypeError):
                    pass
        if self.view is not None:
            self.view.setParent(None)
            self.view.deleteLater()
        self.controller = None
        self.view = None
        self.preparing_label.hide()
        self.clock_panel.hide()

    # --- actions -------------------------------------------------------------------------------------
    def undo(self) -> None:
        if self.controller is not None and self.isVisible() and self.controller.undo():
            self.hint_label.clear()
            self.message_label.clear()

    def hint(self) -> None:
        if self.controller is not None and self.isVisible() and self.controller.person_may_act():
            self.hint_label.setText(self.tr("Thinking about a hint…"))
            self.controller.request_hint()

    def play_again(self) -> None:
        c = self.controller
        if c is None or c.phase != ctl.OVER:
            return
        rec = c.match.record
        game, players, options, table = rec.game, [dict(p) for p in rec.players], dict(rec.options), rec.table_dice
        clock = rec.clock
        self.detach()
        self.again.emit(game, players, options, table, clock)

    def leave(self) -> None:
        self.detach()
        self.left.emit()

    def _typed(self) -> None:
        if self.controller is not None and self.controller.type_throw(self.dice_edit.text()):
            self.dice_edit.clear()
            self.message_label.clear()

    def _handover_ready(self) -> None:
        if self.controller is not None:
            self.controller.handover_done()

    # --- drawing -------------------------------------------------------------------------------------
    def _chance(self, entry, ms: int) -> None:
        if self.view is not None and self.controller is not None:
            self.view.update_snapshot(self.controller.snapshot(), redraw=False)  # the state after the throw
            self.view.animate(entry, ms)

    def _named(self, text) -> str:
        """A rules text in the interface's language with the players' names for its seat references."""
        c = self.controller
        names = [c.name(i) for i in range(len(c.match.record.players))] if c is not None else []
        return name_seats(t(text), names)

    def _message(self, text) -> None:
        shown = self._named(text)
        self.message_label.setText(shown)
        self.message_timer.start()  # restarted: an earlier message's time no longer counts

    PREPARING_NOTE_MS = 150  # a preparation shorter than this (a cached table read) is not announced

    def _preparing(self, running: bool) -> None:
        """The note while the computer players are prepared in the background (from a moment
        after it starts, so that a quick one does not flash it)."""
        if not running:
            self.preparing_label.hide()
            return
        c = self.controller
        QTimer.singleShot(self.PREPARING_NOTE_MS, self.preparing_label,  # dies with the label
                          lambda: c is not None and c is self.controller and c.preparing
                          and self.preparing_label.show())

    def _show_clock(self) -> None:
        """The clock's times as they are now (the controller's clock timer calls this: only the
        clock's labels change)."""
        c = self.controller
        if c is None or not c.has_clock:
            return
        seats = range(len(c.match.record.players))
        running = c.clock_seat
        self.clock_panel.show_times([c.clock_left(i) for i in seats], running,
                                    c.clock_extra_left(running) if running is not None else 0.0)

    def _hint(self, advice: Advice) -> None:
        c = self.controller
        if c is None:
            return
        words = self._named(advice.why) or advice.action.notation
        self.hint_label.setText(self.tr("Hint: %1").replace("%1", words))
        if self.view is not None:
            self.view.show_hint(advice.action)

    def refresh(self) -> None:
        c = self.controller
        if c is None:
            return
        from compendium.catalog import load_catalog

        try:
            name = load_catalog().game(c.match.record.game).name
        except KeyError:
            name = c.rules.info.name
        self.title.setText(t(name))
        if c.phase == ctl.CHANCE_ROLL and c.animation_ms > 0:
            # The dice are tumbling: the view keeps the state after the throw for its animation,
            # but nothing shows the outcome (texts, standings, log) before the dice land; the
            # controller redraws everything when they have.
            self.undo_button.setEnabled(False)
            self.hint_button.setEnabled(False)
            if self.view is not None:
                self.view.update_snapshot(c.snapshot(back=1))  # the table as it was before the throw
                self.view.update_snapshot(c.snapshot(), redraw=False)  # for the animation
            return
        seat = c.seat_to_act()
        if c.has_clock:
            self.clock_panel.set_names([c.name(i) for i in range(len(c.match.record.players))])
            self._show_clock()
        if c.phase == ctl.OVER:
            res = c.match.result  # a flag fall's too
            if res.outcomes == (SOLO,):  # a match played alone has a score, not a winner
                score = res.scores[0]
                shown = str(int(score)) if float(score).is_integer() else str(score)
                self.turn_label.setText(self.tr("Game over — score: %1").replace("%1", shown))
            elif WIN in res.outcomes:
                winners = ", ".join(c.name(i) for i, o in enumerate(res.outcomes) if o == WIN)
                self.turn_label.setText(self.tr("Game over — winner: %1").replace("%1", winners))
            else:
                drawn = ", ".join(c.name(i) for i, o in enumerate(res.outcomes) if o == DRAW)
                self.turn_label.setText(self.tr("Game over — a draw: %1").replace("%1", drawn))
        elif c.phase == ctl.COMPUTER:
            self.turn_label.setText(self.tr("%1 is thinking…").replace("%1", c.name(seat)))
        elif c.phase == ctl.TYPING:
            self.turn_label.setText(self.tr("%1: throw the real dice and type what they show").replace("%1", c.name(seat)))
        else:
            self.turn_label.setText(self.tr("%1's turn").replace("%1", c.name(seat)))
        if c.phase != ctl.PERSON:
            self.hint_label.clear()
        self.dice_row.setVisible(c.phase == ctl.TYPING)
        if c.phase == ctl.TYPING:
            self.dice_edit.setFocus()
        elif c.phase == ctl.PERSON:
            self._focus_view()
        self.undo_button.setEnabled(c.can_undo())
        self.again_button.setVisible(c.phase == ctl.OVER)
        self.hint_button.setEnabled(c.person_may_act())
        self.leave_button.setText(self.tr("Back to the games") if c.phase == ctl.OVER else self.tr("Leave (continue later)"))
        if c.phase == ctl.HANDOVER:
            self.stack.setCurrentWidget(self.handover)
            self.handover.show_for(c.name(c.seat_to_act()))
        else:
            self.stack.setCurrentWidget(self._body)
        self._fill_standings()
        self._fill_log()
        if self.view is not None:
            self.view.update_snapshot(c.snapshot())

    def _focus_view(self) -> None:
        """A person is to decide: the keyboard goes to the game's view, unless it is already there
        or on a control of the match screen the person chose (Undo, Hint, the log)."""
        if self.view is None:
            return
        target = self.view.focus_target()
        focus = self.window().focusWidget() if self.window() is not None else None
        chosen = (self.undo_button, self.hint_button, self.again_button, self.leave_button, self.log)
        if focus is not None and (focus is self.view or self.view.isAncestorOf(focus)
                                  or (focus in chosen and focus.isVisible() and focus.isEnabled())):
            return
        target.setFocus(Qt.FocusReason.OtherFocusReason)

    def _fill_standings(self) -> None:
        """Writes the standings into the table's items, changing only what changed (new items, a new
        header or a text set again would lay out and repaint the whole table after every action)."""
        c = self.controller
        res = c.match.result
        extra = list(c.plugin.extra_columns)
        heads = [self.tr("Player"), self.tr("Score")] + [t(h) for _, h in extra]
        table = self.standings
        if heads != self._standing_heads:
            self._standing_heads = heads
            table.setColumnCount(len(heads))
            table.setHorizontalHeaderLabels([two_lines(h, 10) for h in heads])
            for k, h in enumerate(heads):
                table.horizontalHeaderItem(k).setToolTip(h)
        players = c.match.record.players
        if table.rowCount() != len(players):
            table.setRowCount(len(players))
        seat = c.seat_to_act()
        for i, p in enumerate(players):
            who = c.name(i)
            row = [("▶ " if i == seat and c.phase != ctl.OVER else "") + who, score_text(res.scores[i])]
            for key, _ in extra:
                row.append(str(res.extra[i].get(key, "") if i < len(res.extra) else ""))
            for k, text in enumerate(row):
                item = table.item(i, k)
                if item is None:
                    item = QTableWidgetItem(text)
                    table.setItem(i, k, item)
                elif item.text() != text:
                    item.setText(text)
            colour = p.get("colour") or ""
            first = table.item(i, 0)
            if first.data(Qt.ItemDataRole.UserRole) != colour:
                first.setData(Qt.ItemDataRole.UserRole, colour)
                if colour:
                    from PySide6.QtGui import QColor

                    first.setForeground(QColor(colour).darker(120))
                else:
                    first.setData(Qt.ItemDataRole.ForegroundRole, None)

    def _fill_log(self) -> None:
        """Appends the match's new log entries (the lines already there stay: an undo that took
        entries back removes only those); the list follows its end (see ``_log_at_bottom``)."""
        c = self.controller
        entries = c.match.log
        log = self.log
        if self._logged > len(entries):  # an undo: the lines of the entries taken back go
            while self._log_rows and self._log_rows[-1][0] >= len(entries):
                _, row = self._log_rows.pop()
                item = log.takeItem(row)
                del item
            self._logged = len(entries)
        added = False
        for k in range(self._logged, len(entries)):
            e = entries[k]
            self._logged = k + 1
            if not t(e.text):
                continue
            seat = e.actor
            if seat == CHANCE or seat < 0:
                seat = c.rules.turn_of(c.match.state_before(k))
            text = self._named(e.text)
            log.addItem(f"{c.name(seat)}: {text}" if seat is not None else text)
            self._log_rows.append((k, log.count() - 1))
            added = True
        if added:
            # New lines are laid out with the list's next layout: the range grows then and the
            # scroll bar follows it to the end (rangeChanged, above); no synchronous layout here.
            self._log_at_bottom = True
            bar = log.verticalScrollBar()
            bar.setValue(bar.maximum())

    def _clear_log(self) -> None:
        self.log.clear()
        self._logged = 0
        self._log_rows = []  # (entry index, row) of each line, to take back an undone entry's lines

    def retranslate(self) -> None:
        self.undo_button.setText(self.tr("Undo  [Ctrl+Z]"))
        self.undo_button.setToolTip(self.tr("Take back your last decision (never a throw of the dice)"))
        self.hint_button.setText(self.tr("Hint  [F1]"))
        self.hint_button.setToolTip(self.tr("Ask the strongest computer player what it would do"))
        self.leave_button.setText(self.tr("Leave (continue later)"))
        self.again_button.setText(self.tr("Play again"))
        self.again_button.setToolTip(self.tr("The same game and variant again; the next player begins"))
        self.log_title.setText(self.tr("Log of the match"))
        self.preparing_label.setText(self.tr("Preparing the computer player…"))
        self.dice_prompt.setText(self.tr("The dice show:"))
        self.dice_edit.setPlaceholderText(self.tr("e.g. 3 5"))
        self.dice_ok.setText(self.tr("Enter"))
        self.handover.retranslate()
        if self.view is not None:
            self.view.retranslate()
        self._standing_heads = None
        if self.controller is not None:
            self._clear_log()
            self.refresh()
