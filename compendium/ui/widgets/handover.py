"""The hand-over screen: covers the table while the laptop passes to the next person, so that
nobody sees another player's hidden tiles or entries.

It is one dark, full-page cover with the next person's name in large letters and one big button;
Enter, Return and Space pass it, every other key (arrows, Tab) does nothing, so that a key pressed
by mistake never moves the focus to some other control of the window."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from compendium.ui.widgets.style import enlarge

BACKGROUND = "#1f2933"  # the cover's colour: white text on it has a contrast of about 14:1
TEXT = "#ffffff"
SUBTEXT = "#e4e7eb"

PASS_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class HandoverScreen(QWidget):
    ready = Signal()

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName("handover")
        # A plain QWidget in a stacked layout paints no style-sheet background: paint it ourselves
        # (paintEvent) and also let the style do it (WA_StyledBackground).
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            f"#handover {{ background: {BACKGROUND}; }}"
            f"#handover QLabel {{ color: {TEXT}; background: transparent; }}"
            f"#handover QLabel#handover_sub {{ color: {SUBTEXT}; }}"
            "#handover QPushButton { background: #f7c948; color: #1f2933; border: none; border-radius: 10px;"
            " padding: 14px 36px; font-weight: bold; }"
            "#handover QPushButton:focus { border: 3px solid #ffffff; }")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._name = ""
        self.label = QLabel(self)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        enlarge(self.label, 16, bold=True)
        self.sub = QLabel(self)
        self.sub.setObjectName("handover_sub")
        self.sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.sub.setWordWrap(True)
        enlarge(self.sub, 5)
        self.button = QPushButton(self)
        self.button.setMinimumHeight(64)
        enlarge(self.button, 5, bold=True)
        self.button.setDefault(True)
        self.button.clicked.connect(self.ready.emit)
        self.button.installEventFilter(self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(40, 40, 40, 40)
        lay.addStretch(1)
        lay.addWidget(self.label)
        lay.addSpacing(12)
        lay.addWidget(self.sub)
        lay.addSpacing(36)
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

    # --- painting and keys -------------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(BACKGROUND))
        p.end()

    def _key(self, event) -> bool:
        """Handles a key pressed on the cover; True when it is used up."""
        if event.key() in PASS_KEYS and not event.isAutoRepeat():
            if self.isVisible():
                self.ready.emit()
            return True
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return False  # window shortcuts (Ctrl+Q, Ctrl+Z) keep working; the controller checks them
        return True  # arrows, Tab and the rest do nothing here

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.button and event.type() == QEvent.Type.KeyPress:
            return self._key(event)
        return super().eventFilter(obj, event)

    def keyPressEvent(self, event) -> None:
        if not self._key(event):
            super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:
        self.button.setFocus()  # Tab stays on the cover
        return True
