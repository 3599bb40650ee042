"""Small helpers for the look shared by every page, and the interface's text size (applied at
every start before the window is built, so it lives here, not in the settings dialog)."""

from __future__ import annotations

from typing import Optional

from PySide6.QtWidgets import QWidget

# the whole interface's text: the application font, as a share of the system's own size
TEXT_SIZES = (("normal", 1.0), ("large", 1.15), ("largest", 1.3))  # Large fits 1366×700 everywhere
DEFAULT_TEXT_SIZE = "normal"
_BASE = "compendium_base_font"  # the application's property keeping the system's own font


def text_scale(db) -> float:
    key = db.setting("text_size", DEFAULT_TEXT_SIZE) if db is not None else DEFAULT_TEXT_SIZE
    return dict(TEXT_SIZES).get(key, 1.0)


def apply_text_size(db=None, scale: Optional[float] = None) -> None:
    """Sets the application font to the chosen size (``scale``, or the setting in ``db``): every
    widget without a font of its own follows at once."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        return
    if scale is None:
        scale = text_scale(db)
    base = app.property(_BASE)
    if base is None:  # the first time: the system's own font is the normal size
        base = app.font()
        app.setProperty(_BASE, base)
    font = type(base)(base)
    if base.pointSizeF() > 0:
        font.setPointSizeF(base.pointSizeF() * scale)
    elif base.pixelSize() > 0:
        font.setPixelSize(round(base.pixelSize() * scale))
    if font != app.font():
        app.setFont(font)
        if app.styleSheet() and app.topLevelWidgets():
            # widgets polished under the application's style sheet keep the font they were given
            # then: the style sheet applied again gives every one the new size
            app.setStyleSheet(app.styleSheet())


def own_viewport(area) -> QWidget:
    """Gives a scroll area (a list, a table, a text browser) a viewport made here, and returns it.
    The viewport Qt makes itself is of a private class: the first such widget handed to Python
    (``viewport()``) makes the bindings set up every widget class in turn to find its type, about
    10 ms and seventy enum types once per run, paid by whichever action asks first."""
    from PySide6.QtGui import QPalette

    viewport = QWidget()
    viewport.setBackgroundRole(QPalette.ColorRole.Base)  # as the area's own viewport is
    viewport.setAutoFillBackground(True)
    area.setViewport(viewport)
    return viewport


def enlarge(widget: QWidget, points: int, bold: bool = False) -> QWidget:
    """Makes a widget's text ``points`` larger (and bold), for titles and big buttons."""
    f = widget.font()
    f.setPointSize(f.pointSize() + points)
    if bold:
        f.setBold(True)
    widget.setFont(f)
    return widget
