"""Small helpers for the look shared by every page."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def enlarge(widget: QWidget, points: int, bold: bool = False) -> QWidget:
    """Makes a widget's text ``points`` larger (and bold), for titles and big buttons."""
    f = widget.font()
    f.setPointSize(f.pointSize() + points)
    if bold:
        f.setBold(True)
    widget.setFont(f)
    return widget
