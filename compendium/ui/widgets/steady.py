"""Steady places for texts that change: a new text beside or above the dice does not move what
lies under it, nor asks the layouts of the whole window to be done again.

A word-wrapped label that grew or shrank by a line (or by the two pixels a dash from a fallback
font adds) made its layout move everything below it, and a moved score sheet is repainted whole;
and any new text in a label asked every layout up to the window's to be redone. A label in a
``SteadyBox`` lies in a box without a layout: Qt tells no layout above about its new text, and the
box keeps its height unless the text needs more room (it never gets lower while its width stays).
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class SteadyBox(QWidget):
    """Holds ``label`` (which it takes as its child), at least ``lines`` lines high."""

    def __init__(self, label: QLabel, lines: int = 2, parent: Optional[QWidget] = None):
        super().__init__(parent if parent is not None else label.parentWidget())
        self.label = label
        self.lines = lines
        label.setParent(self)
        label.move(0, 0)
        self._width = -1
        self._height = 0
        self._min_width = 0
        policy = label.sizePolicy()
        self.setSizePolicy(policy.horizontalPolicy(), QSizePolicy.Policy.Fixed)
        label.installEventFilter(self)
        self._fit(grow_only=False)

    def base(self) -> int:
        """The height of ``lines`` lines of the label's text (and its margins)."""
        label = self.label
        m = label.contentsMargins()
        fm = label.fontMetrics()
        # a line as Qt lays it out (its height may exceed the line spacing), with letters of the
        # fallback fonts the texts use (dashes, guillemets, Cyrillic, marks)
        sample = "\n".join(["Ág—«»Жй✕★"] * self.lines)
        text = fm.boundingRect(QRect(0, 0, 100000, 100000), int(Qt.TextFlag.TextWordWrap), sample).height()
        lines = max(text, self.lines * max(fm.lineSpacing(), fm.height()))
        return lines + m.top() + m.bottom() + 2 * label.frameWidth()

    def needed(self) -> int:
        """The height the label's text needs at the box's width now."""
        label = self.label
        if not label.text():
            return 0
        if label.wordWrap():
            return label.heightForWidth(max(1, self.width()))
        return label.sizeHint().height()

    def _fit(self, grow_only: bool = True) -> None:
        label = self.label
        if label.minimumWidth() == label.maximumWidth() and self.minimumWidth() != label.minimumWidth():
            self.setFixedWidth(label.minimumWidth())  # a label of a fixed width: the box too
        if not label.wordWrap() and label.minimumWidth() != label.maximumWidth():
            # a one-line text: the box as wide as the widest text shown since the font last changed
            width = label.sizeHint().width() if label.text() else 0
            if grow_only:
                width = max(width, self._min_width)
            if width != self._min_width:
                self._min_width = width
                self.setMinimumWidth(width)
        height = max(self.base(), self.needed(), label.minimumHeight())
        if grow_only:
            height = max(height, self._height)
        if height != self._height:
            self._height = height
            self.setFixedHeight(height)  # a box of a fixed size asks no layout again when its label changes
        label.setGeometry(0, 0, self.width(), self.height())

    def sizeHint(self) -> QSize:
        return QSize(max(self._min_width, self.label.sizeHint().width()), self._height)

    def minimumSizeHint(self) -> QSize:
        return QSize(max(self._min_width, self.label.minimumSizeHint().width()), self._height)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.width() != self._width:  # another width: the room is measured again
            self._width = self.width()
            self._fit(grow_only=False)
        else:
            self.label.setGeometry(0, 0, self.width(), self.height())

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # the label's text or font changed
            self._fit()
            return True
        return super().event(event)

    def eventFilter(self, obj, event) -> bool:
        if obj is self.label and event.type() == QEvent.Type.FontChange:
            self._fit(grow_only=False)
        return False


def steady(label: QLabel, lines: int = 2) -> SteadyBox:
    """``label`` in a ``SteadyBox``: add the box to the layout instead of the label."""
    return SteadyBox(label, lines)


__all__ = ["SteadyBox", "steady"]
