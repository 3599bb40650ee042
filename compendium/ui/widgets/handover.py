"""The hand-over screen: covers the table while the laptop passes to the next person, so that
nobody sees another player's hidden tiles or entries."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from compendium.ui.widgets.style import enlarge


class HandoverScreen(QWidget):
    ready = Signal()

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName("handover")
        self.setAutoFillBackground(True)
        self.setStyleSheet("#handover { background: #25303b; } QLabel { color: white; }")
        self._name = ""
        self.label = QLabel(self)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        enlarge(self.label, 12)
        self.sub = QLabel(self)
        self.sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton(self)
        self.button.setMinimumHeight(48)
        self.button.clicked.connect(self.ready.emit)
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        lay.addWidget(self.label)
        lay.addWidget(self.sub)
        lay.addSpacing(20)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addStretch(1)
        self.retranslate()

    def show_for(self, name: str) -> None:
        self._name = name
        self.retranslate()
        self.show()
        self.raise_()
        self.button.setFocus()

    def retranslate(self) -> None:
        self.label.setText(self.tr("Pass the laptop to %1").replace("%1", self._name))
        self.sub.setText(self.tr("Everybody else, please look away."))
        self.button.setText(self.tr("I am %1 — show my game").replace("%1", self._name))
