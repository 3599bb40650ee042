"""Qt's ``Qt`` namespace, made when it is first used, and enum properties set without it.

PySide6 builds every enum of a class or namespace the first time Python touches it: for the ``Qt``
namespace that is 94 enum types (some 15 ms of processor time), paid by ``from PySide6.QtCore import
Qt``, by any call that takes or returns one of its values (``widget.focusPolicy()`` as much as
``setFocusPolicy``), and by any call with an overload that takes one, which PySide6 tries first:
``QSplitter(parent)`` (there is ``QSplitter(Qt.Orientation, parent)``), ``QAction.setShortcut``,
``QPainter.setPen``, ``setBrush`` and ``fillRect``, ``QPen(colour, width)``, ``QBrush(colour)``.

The start window is built and painted without it: the modules it imports name ``Qt`` through
``LazyQt`` below, which imports the real namespace on the first attribute asked for (a key pressed,
a dialog opened, or the main window's warm-up once the first screen is painted); the enum settings
the first screen makes are set by the property's name and the value's name (``set_enum``), which
Qt converts itself; shortcuts by ``set_shortcut``; and the painting uses ``solid_pen``, paths
filled and stroked, text drawn in a palette's colour (``QStylePainter.drawItemText``), or sets the
pen only where its colour changes.
"""

from __future__ import annotations


class LazyQt:
    """Stands for ``PySide6.QtCore.Qt``: ``Qt.Key.Key_F11`` reads the real namespace, imported on
    the first such read; each member read is then kept here, so later reads cost no more than the
    real namespace's."""

    def __getattr__(self, name: str):
        from PySide6.QtCore import Qt as real

        value = getattr(real, name)
        setattr(self, name, value)
        return value


Qt = LazyQt()

# Qt.ItemDataRole.UserRole as a number: item views take roles as ints, and the enum's members compare
# equal to them (an IntEnum), so the start's lists need not make the namespace for it
USER_ROLE = 0x0100


def set_enum(obj, prop: str, value: str) -> None:
    """Sets the enum (or flags) property ``prop`` of a Qt object by its value's name, e.g.
    ``set_enum(area, "horizontalScrollBarPolicy", "ScrollBarAlwaysOff")`` or several flags as
    ``"LinksAccessibleByMouse|LinksAccessibleByKeyboard"``: Qt converts the name itself, so Python
    makes no enum type for it. A name Qt does not know is an error, not a silent no-op."""
    if not obj.setProperty(prop, value):
        raise ValueError(f"{type(obj).__name__} has no property {prop!r} taking {value!r}")


def set_shortcut(action, keys) -> None:
    """Gives ``action`` its shortcut: ``keys`` is a sequence as text ("Alt+Home", "F11") or a
    ``QKeySequence.StandardKey`` (then the platform's first binding for it, as
    ``QKeySequence(standard_key)`` takes; none where the platform has none). Equal to
    ``action.setShortcut(QKeySequence(keys))``, whose overloads would be checked against a
    ``Qt.Key`` first, making the whole ``Qt`` namespace; the list form is not."""
    from PySide6.QtGui import QKeySequence

    if isinstance(keys, str):
        bindings = [QKeySequence.fromString(keys, QKeySequence.SequenceFormat.NativeText)]
    else:
        bindings = QKeySequence.keyBindings(keys)[:1]
    action.setShortcuts(bindings)


def solid_pen(colour, width: float = 1):
    """A solid pen of ``colour`` and ``width``: what ``QPen(colour, width)`` (and a painter's
    ``setPen(colour)``) makes, made without that constructor, whose overloads are checked against
    Qt enums first. Its ``brush()`` is a solid brush of the colour (``QBrush(colour)`` would make the
    Qt namespace as well)."""
    from PySide6.QtGui import QPen

    pen = QPen()
    pen.setColor(colour)
    pen.setWidthF(width)
    return pen
