"""The match clock on the screen: each seat's name and time left, in large digits.

The running clock is marked (a ▶ and a framed, tinted row) and turns red under ten seconds. It
shows what it is given (``show_times``) and changes only the labels whose text or look changed:
the controller's one clock timer calls it a few times a second, and nothing else of the window is
laid out or repainted for it.
"""

from __future__ import annotations

import math
from typing import Optional, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from compendium.core.clock import shown
from compendium.ui.widgets.style import enlarge

LOW = 10.0  # seconds: under this the time is shown in red
RED = "#c0392b"
RUNNING_BACKGROUND = "#fdf2d0"
RUNNING_BORDER = "#d4a017"


class ClockPanel(QWidget):
    """One row a seat: its name and its time left."""

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName("clock_panel")
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 4)
        self._grid.setHorizontalSpacing(12)
        self._grid.setVerticalSpacing(2)
        self._grid.setColumnStretch(1, 1)
        self._names: list[QLabel] = []
        self._times: list[QLabel] = []
        self._looks: list[tuple] = []  # (running, low) as each row was last styled

    def set_names(self, names: Sequence[str]) -> None:
        """One row a seat, named; rows beyond ``names`` go."""
        while len(self._names) > len(names):
            for widget in (self._names.pop(), self._times.pop()):
                self._grid.removeWidget(widget)
                widget.deleteLater()
            self._looks.pop()
        while len(self._names) < len(names):
            row = len(self._names)
            name = QLabel(self)
            enlarge(name, 2)
            time = QLabel(self)
            enlarge(time, 8, bold=True)
            time.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            font = time.font()
            font.setStyleHint(font.StyleHint.Monospace)
            font.setFixedPitch(True)
            time.setFont(font)
            self._grid.addWidget(name, row, 0)
            self._grid.addWidget(time, row, 1)
            self._names.append(name)
            self._times.append(time)
            self._looks.append(None)
        for label, text in zip(self._names, names):
            if label.text().lstrip("▶ ") != text:
                label.setText(text)
                self._looks[self._names.index(label)] = None  # the marker is written again

    def show_times(self, left: Sequence[float], running: Optional[int] = None, extra: float = 0.0) -> None:
        """Each seat's main time left (seconds); ``running``: the seat whose clock runs; ``extra``:
        what is left of that seat's extra time for its move (shown as +N)."""
        for seat, (label, seconds) in enumerate(zip(self._times, left)):
            on = seat == running
            spare = extra if on else 0.0
            text = shown(seconds) + (f"  +{math.ceil(spare)}" if spare > 0 else "")
            if label.text() != text:
                label.setText(text)
                label.setAccessibleName(f"{self._names[seat].text().lstrip('▶ ')}: {text}")
            look = (on, seconds + spare < LOW)
            if look != self._looks[seat]:
                self._looks[seat] = look
                self._style(seat, *look)

    def _style(self, seat: int, running: bool, low: bool) -> None:
        name, time = self._names[seat], self._times[seat]
        plain = name.text().lstrip("▶ ")
        name.setText(("▶ " + plain) if running else plain)
        colour = f"color: {RED};" if low else ""
        frame = (f"background: {RUNNING_BACKGROUND}; border: 2px solid {RUNNING_BORDER}; border-radius: 6px;"
                 " padding: 0px 6px;") if running else "padding: 2px 8px;"
        time.setStyleSheet(colour + frame)
        name.setStyleSheet("font-weight: bold;" if running else "")

    def time_text(self, seat: int) -> str:
        """The time the seat's row shows now (for tests and screen readers)."""
        return self._times[seat].text()

    def is_marked(self, seat: int) -> bool:
        return self._names[seat].text().startswith("▶ ")

    def is_red(self, seat: int) -> bool:
        return RED in self._times[seat].styleSheet()
