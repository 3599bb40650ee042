"""Pig's dice-tray view: the dice in their colours, the series, each player's progress.

The view holds no rules: it draws the state it is given and emits the action a person chose.
Space throws, Enter says «Enough!» (the shortcuts live on the match screen's window).
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from compendium.games.pig.rules import ONE, ROLL, STOP, TWO, is_pig_out
from compendium.ui.widgets.dice import DiceTray
from compendium.core.snapshot import Snapshot
from compendium.ui.widgets.game_view import GameView
from compendium.ui.widgets.style import enlarge


class PigView(GameView):
    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.tray = DiceTray(("red", "white"), self, size=96)
        self.series_label = QLabel(self)
        self.series_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        enlarge(self.series_label, 10, bold=True)
        self.throws_label = QLabel(self)
        self.throws_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.throws_label.setWordWrap(True)
        self.note_label = QLabel(self)
        self.note_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note_label.setWordWrap(True)
        enlarge(self.note_label, 3)
        self.target_label = QLabel(self)  # the target, shown all through the match
        self.target_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        enlarge(self.target_label, 2, bold=True)

        self.roll_button = QPushButton(self)
        self.stop_button = QPushButton(self)
        for b in (self.roll_button, self.stop_button):
            b.setMinimumHeight(54)
            enlarge(b, 4, bold=True)
        self.roll_button.setObjectName("primary")
        self.roll_button.clicked.connect(lambda: self.action_chosen.emit(ROLL))
        self.stop_button.clicked.connect(lambda: self.action_chosen.emit(STOP))
        # Window-wide keys, switched on only while a person is to decide (so that typing real
        # dice into the match screen's field is never taken for «Enough!»).
        self.add_shortcut(Qt.Key.Key_Space, self._space)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.add_shortcut(key, self._enter)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.roll_button, 2)
        buttons.addWidget(self.stop_button, 2)
        buttons.addStretch(1)

        self.players_grid = QGridLayout()
        self.players_grid.setHorizontalSpacing(10)
        self._rows: list[tuple[QLabel, QProgressBar, QLabel]] = []

        lay = QVBoxLayout(self)
        lay.addStretch(1)
        lay.addWidget(self.tray)
        lay.addWidget(self.series_label)
        lay.addWidget(self.throws_label)
        lay.addWidget(self.note_label)
        lay.addSpacing(8)
        lay.addLayout(buttons)
        lay.addSpacing(16)
        lay.addWidget(self.target_label)
        lay.addLayout(self.players_grid)
        lay.addStretch(1)
        self.retranslate()

    # --- protocol with the match screen ----------------------------------------------------------
    def setup(self, snapshot) -> None:
        state = snapshot.state
        self.tray.set_colours(["red"] if state.dice == ONE else (["red", "white"] if state.dice == TWO else ["white", "white"]))
        self.tray.show_values([None] * state.n_dice, dim=True)
        self._build_rows()

    def retranslate(self) -> None:
        self.roll_button.setText(self.tr("Throw  [Space]"))
        self.stop_button.setText(self.tr("Enough!  [Enter]"))
        self.roll_button.setToolTip(self.tr("Throw the dice again and add them to the series"))
        self.stop_button.setToolTip(self.tr("Write the series down and pass the dice on"))
        super().retranslate()

    def animate(self, entry, ms: int) -> None:
        values = tuple(entry.action.args)
        self.tray.roll(values, ms)

    def draw(self, snap: Snapshot) -> None:
        s = snap.state
        legal = snap.legal
        self.roll_button.setEnabled(ROLL in legal)
        self.stop_button.setEnabled(STOP in legal)
        self.enable_shortcuts(snap.may_act)
        self.target_label.setText(self.tr("First to %1 points wins").replace("%1", str(s.target)))
        if not s.throws and s.last_turn and not s.last_burned:
            # the turn just ended with «Enough!»: the series that was banked, not "Series: 0"
            banker = s.winner if s.winner is not None else (s.player - 1) % len(s.scores)
            banked = sum(sum(t) for t in s.last_turn)
            self.series_label.setText(self.tr("%1 banked %2").replace("%1", snap.name(banker)).replace("%2", str(banked)))
        else:
            self.series_label.setText(self.tr("Series: %1").replace("%1", str(s.series)))
        throws = s.throws if s.throws else s.last_turn
        shown = ",  ".join("–".join(str(v) for v in t) for t in throws)
        if s.throws:
            self.throws_label.setText(self.tr("This turn: %1").replace("%1", shown))
        elif s.last_turn:
            self.throws_label.setText(self.tr("Last turn: %1").replace("%1", shown))
        else:
            self.throws_label.setText("")
        if not self.tray.animating:
            if s.throws:
                self.tray.show_values(s.throws[-1])
            elif s.last_turn:
                self.tray.show_values(s.last_turn[-1], dim=True)
        note = ""
        if s.winner is not None:
            note = self.tr("%1 reaches %2 and wins!").replace("%1", snap.name(s.winner)).replace("%2", str(s.scores[s.winner]))
        elif s.last_burned and not s.throws and s.last_turn:
            prev = (s.player - 1) % len(s.scores)
            note = self.tr("Pig-out! %1 loses the series.").replace("%1", snap.name(prev))
        self.note_label.setText(note)
        self._update_rows()

    # --- players' progress -------------------------------------------------------------------------
    def _build_rows(self) -> None:
        self.clear_layout(self.players_grid)
        self._rows = []
        for i in range(len(self.snapshot.players)):
            name = QLabel(self)
            bar = QProgressBar(self)
            bar.setTextVisible(False)
            bar.setMaximumHeight(16)
            score = QLabel(self)
            self.players_grid.addWidget(name, i, 0)
            self.players_grid.addWidget(bar, i, 1)
            self.players_grid.addWidget(score, i, 2)
            self._rows.append((name, bar, score))
        self.players_grid.setColumnStretch(1, 1)

    def _update_rows(self) -> None:
        snap = self.snapshot
        s = snap.state
        for i, (name, bar, score) in enumerate(self._rows):
            colour = snap.colour(i) or "#3b7dd8"
            turn = i == s.player and s.winner is None
            name.setText(("▶ " if turn else "   ") + snap.name(i))
            if name.font().bold() != turn:  # a new font lays the row out again: only when it changes
                f = name.font()
                f.setBold(turn)
                name.setFont(f)
            if bar.maximum() != s.target:
                bar.setMaximum(s.target)
            bar.setValue(min(s.target, s.scores[i]))
            if bar.property("chunk") != colour:  # a style sheet re-polishes the bar: set once per colour
                bar.setProperty("chunk", colour)
                bar.setStyleSheet(f"QProgressBar::chunk {{ background: {colour}; }}")
            extra = f"  (+{s.series})" if turn and s.series else ""
            score.setText(f"{s.scores[i]}{extra}")

    # --- keys ------------------------------------------------------------------------------------------
    def _space(self) -> None:
        self.press(self.roll_button)

    def _enter(self) -> None:
        self.press(self.stop_button)


__all__ = ["PigView", "is_pig_out"]
