"""The statistics page: a table of figures per person and game, and three charts.

pyqtgraph (and numpy) are loaded only when the page is made, never at start-up (DESIGN.md,
"Start-up budget"); after the first screen the main window has them loaded on idle a small step at
a time (``warm_step``), so that the window never stops answering for long. The figures themselves
come from the Qt-free ``compendium.stats.queries``.
"""

from __future__ import annotations

import datetime
import html
import math
import sqlite3
import weakref
from collections import Counter
from typing import Optional

from PySide6.QtCore import QEvent, QLocale, QSize, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QFontMetricsF, QIcon, QPainter, QPen, QPixmap, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGraphicsItem,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from compendium.core.text import score_text
from compendium.stats import queries
from compendium.ui.i18n import lang, t
from compendium.ui.widgets.style import enlarge

COMPUTER_COLOUR = "#8a8f98"
GUEST_COLOUR = "#5f7d8c"
WIN_STAR = "#f5b301"
DRAW_MARK = "#a7b4c2"  # a draw: a silver diamond
SOLO_BEST_PEN = "#222222"  # the personal best of the matches played alone: a triangle with a dark edge
INK = "#222222"
AXIS = "#666666"
AHEAD_MS = 15  # between two choices read ahead: a click waits for one at most
FRAME_MS = 16  # a 60 Hz frame: what a choice leaves to draw is drawn in the next one
MAX_TABLE_HEIGHT = 300  # more rows than fit scroll; the charts keep most of the page


def game_name(game_id: str) -> str:
    """A game's name in the interface language, from the catalog; its id if the catalog lacks it."""
    try:
        from compendium.catalog import load_catalog

        return t(load_catalog().game(game_id).name)
    except Exception:  # an unknown id (a game since removed) or a catalog that cannot be read
        return game_id


def computer_label(game_id: str, level: Optional[str], stored: str) -> str:
    """A computer row's name in the interface language, from its game's levels ("Computer:
    Strong — counts tiles"); the name the record stored if the game or the level is unknown."""
    try:
        from compendium.core import registry
        from compendium.core.plugin import computer_name

        found = next((lv for lv in registry.load(game_id).ai_levels if lv.key == level), None)
    except Exception:  # a game no longer installed: its stored name
        found = None
    return computer_name(found).get(lang()) if found is not None else stored


_swatches: dict = {}


def _swatch(colour: str, size: int = 14) -> QIcon:
    """A round spot of a colour (made once a colour)."""
    if (colour, size) not in _swatches:
        _swatches[colour, size] = _make_swatch(colour, size)
    return _swatches[colour, size]


def _make_swatch(colour: str, size: int) -> QIcon:
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor(colour))
    p.setPen(QColor(colour).darker(130))
    p.drawEllipse(1, 1, size - 2, size - 2)
    p.end()
    return QIcon(pix)


def _integer_step(maximum: float) -> int:
    """A tick step that gives at most about eight whole-number ticks up to ``maximum``."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000):
        if maximum / step <= 8:
            return step
    return 10000


def _two_lines(heading: str) -> str:
    """A long column heading broken at the space nearest its middle, so the column stays narrow."""
    if len(heading) <= 9 or " " not in heading:
        return heading
    middle = len(heading) / 2
    cut = min((i for i, ch in enumerate(heading) if ch == " "), key=lambda i: abs(i - middle))
    return heading[:cut] + "\n" + heading[cut + 1:]


class _SortItem(QTableWidgetItem):
    """A table cell that sorts by a value of its own (numbers sort as numbers, not as text)."""

    def __init__(self, text: str, key):
        super().__init__(text)
        self.key = key

    def __lt__(self, other):
        if isinstance(other, _SortItem):
            try:
                return self.key < other.key
            except TypeError:
                return str(self.key) < str(other.key)
        return super().__lt__(other)


def _opaque(pen: QPen) -> QPen:
    """The pen with its see-through colour mixed with white (the charts' background)."""
    colour = pen.color()
    alpha = colour.alphaF()
    if alpha >= 1.0:
        return pen
    mixed = QColor(*(round(c * alpha + 255 * (1 - alpha)) for c in (colour.red(), colour.green(), colour.blue())))
    out = QPen(pen)
    out.setColor(mixed)
    return out


pg = None  # pyqtgraph, once _load() has run
np = None  # numpy, likewise


def _load() -> None:
    """Loads pyqtgraph and numpy (at once, if warm_step has not done it already)."""
    global pg, np, _Axis
    if pg is None:
        import numpy
        import pyqtgraph

        np = numpy
        pg = pyqtgraph
        _Axis = _axis_class()


def _library_steps():
    # PySide6 makes its classes and enums when they are first touched, and pyqtgraph touches every
    # one of QtCore, QtGui and QtWidgets as it loads (a fifth of a second): a dozen at a time first.
    import importlib

    import PySide6

    for module in ("QtCore", "QtGui", "QtWidgets"):
        lib = getattr(PySide6, module)
        names = dir(lib)
        for i in range(0, len(names), 12):
            for name in names[i:i + 12]:
                getattr(lib, name, None)
            yield
    # what pyqtgraph needs besides Qt and numpy, a module at a time
    for module in ("PySide6.QtSvg", "PySide6.QtTest", "PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets", "subprocess",
                   "multiprocessing", "xml.etree.ElementTree", "decimal", "pydoc", "cProfile", "numpy.typing"):
        try:
            importlib.import_module(module)
        except Exception:  # not there: pyqtgraph copes (or says so when the page is made)
            pass
        yield
    _load()  # pyqtgraph's own code: the one step that cannot be cut (about 0.1 s)


def _figure_steps(db):
    # the figures, a query at a time, then the games' names and their own figures' headings
    yield from queries.warm(db)
    for game in queries.games_played(db):
        game_name(game)
        queries.extra_heading("", [game])  # loads the game's plugin
        yield


_library = None  # the steps loading pyqtgraph (once a process)
_figures: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()  # db -> its steps


def warm_step(db=None) -> bool:
    """Does the next small step of making the statistics page ready: loading pyqtgraph (and what it
    needs), then reading the figures of ``db``; True while there are steps left. The main window
    calls it on idle after the first screen is shown, then makes the page (which does at once
    whatever is left)."""
    global _library
    if _library is None:
        _library = _library_steps()
    try:
        next(_library)
        return True
    except StopIteration:
        pass
    except Exception:  # pyqtgraph cannot be loaded: the page says so when it is made
        return False
    if db is None:
        return False
    try:
        steps = _figures.setdefault(db, _figure_steps(db))
        next(steps)
        return True
    except StopIteration:
        return False
    except Exception:  # a database that cannot be read now: the page reads (and reports) it itself
        return False


_pens: dict = {}  # (colour, width) -> the pen, made once
_brushes: dict = {}  # colour -> the brush, made once


def _pen(colour, width: float):
    """The chart pen of a colour and width, the same object each time: pyqtgraph keeps each symbol
    drawn with a pen and brush (by the objects, not their colours) in a picture atlas; new ones at
    every choice drew every symbol again and grew the atlas."""
    key = (colour, width)
    if key not in _pens:
        _pens[key] = pg.mkPen(colour, width=width)
    return _pens[key]


def _brush(colour):
    """The chart brush of a colour, the same object each time (see ``_pen``)."""
    if colour not in _brushes:
        _brushes[colour] = pg.mkBrush(colour)
    return _brushes[colour]


def _brush_of(colour: QColor):
    """The chart brush of a QColor (its alpha too), the same object each time (see ``_pen``)."""
    key = colour.rgba()
    if key not in _brushes:
        _brushes[key] = pg.mkBrush(colour)
    return _brushes[key]


def _axis_class():
    class Axis(_AxisPainting, pg.AxisItem):
        __doc__ = _AxisPainting.__doc__

    return Axis


_Axis = None  # made by _load() (its base class is pyqtgraph's)


class _AxisPainting:
    """An axis that paints its ticks and numbers straight onto the chart: pyqtgraph's own records
    them in a QPicture and replays that at every paint (measured: milliseconds an axis, most of a
    chart's paint). Painted into a pixmap kept while the axis does not change (DeviceCoordinateCache),
    an axis costs next to nothing to show again. pyqtgraph's AxisItem is its second base
    (``_axis_class``), made when pyqtgraph is loaded."""

    def __init__(self, orientation: str, **options):
        super().__init__(orientation, **options)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def drawPicture(self, p, axisSpec, tickSpecs, textSpecs):
        # The grid's and the small ticks' pens are see-through; on the white chart the same colour
        # mixed with white looks the same and is drawn ten times faster (Qt draws a see-through line
        # without smoothing point by point).
        super().drawPicture(p, axisSpec, [(_opaque(pen), a, b) for pen, a, b in tickSpecs], textSpecs)

    def event(self, event) -> bool:
        # The page hidden and shown again (another page, then back) activates and deactivates the
        # chart's scene, and a graphics widget repaints itself at each (its pixmap made anew: two
        # axes' numbers worked out and drawn again, about 2 ms a chart at every opening). An axis
        # looks the same in an active and an inactive window.
        if event.type() in (QEvent.Type.WindowActivate, QEvent.Type.WindowDeactivate):
            return True
        return super().event(event)

    def paint(self, p, opt, widget):
        p.save()
        try:
            if self.style["tickFont"]:
                p.setFont(self.style["tickFont"])
            specs = self.generateDrawSpecs(p)
            if specs is not None:
                self.drawPicture(p, *specs)
        finally:
            p.restore()


class _Table(QTableWidget):
    """A table that says when its width changes (the page then shares the width among columns)."""

    resized = None

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.resized is not None and event.size().width() != event.oldSize().width():
            self.resized()


class _Key(QWidget):
    """A chart's key under it: rich text on white, wrapped to the width. A new text is painted
    without laying anything out unless the key's height changes (a word-wrapped QLabel lays out
    every box up to the window at each new text: measured 5-12 ms a choice)."""

    MARGINS = (12, 4, 12, 8)  # left, top, right, bottom

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self._text = ""
        self._doc = QTextDocument(self)
        self._doc.setDocumentMargin(0)
        self._least = 0  # the height of the text given to set_least
        self._least_line = 0  # of one line of it
        self._height = 0

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        if text == self._text:
            return
        self._text = text
        self._doc.setHtml(f'<div style="color:{INK};">{text}</div>')
        self._fit()
        self.update()

    def set_least(self, sample: str, lines: int = 1) -> None:
        """The key as high as ``lines`` lines of ``sample`` (rich text, one line) at least: a key
        that grew and shrank with its text would lay the page out again each time. On a page too
        small for that it gives way down to one line."""
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultFont(self.font())
        doc.setHtml(sample)
        self._least_line = math.ceil(doc.size().height())
        doc.setHtml("<br>".join([sample] * lines))
        self._least = math.ceil(doc.size().height())
        self._fit()

    def _fit(self) -> None:
        left, top, right, bottom = self.MARGINS
        self._doc.setDefaultFont(self.font())
        self._doc.setTextWidth(max(1, self.width() - left - right))
        height = max(self._least, math.ceil(self._doc.size().height())) + top + bottom
        if height != self._height:
            self._height = height
            self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(200, self._height)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self._least_line)  # the same whatever the text: no new layout

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor("white"))
        left, top, _, _ = self.MARGINS
        p.translate(left, top)
        self._doc.drawContents(p)
        p.end()


class StatsPage(QWidget):
    def __init__(self, db, parent: Optional[QWidget] = None):
        _load()
        super().__init__(parent)
        self.db = db

        self.title = QLabel(self)
        enlarge(self.title, 10, bold=True)

        self.person_label = QLabel(self)
        self.person = QComboBox(self)
        self.person.setMinimumContentsLength(16)
        self.person.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.game_label = QLabel(self)
        self.game = QComboBox(self)
        self.game.setMinimumContentsLength(18)
        self.game.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.person_label.setBuddy(self.person)
        self.game_label.setBuddy(self.game)
        self.person.currentIndexChanged.connect(lambda _: self._refresh())
        self.game.currentIndexChanged.connect(lambda _: self._refresh())
        bigger = self.person.font()
        bigger.setPointSize(bigger.pointSize() + 1)
        for w in (self.person_label, self.person, self.game_label, self.game):
            w.setFont(bigger)
        choosers = QHBoxLayout()
        choosers.addWidget(self.person_label)
        choosers.addWidget(self.person)
        choosers.addSpacing(24)
        choosers.addWidget(self.game_label)
        choosers.addWidget(self.game)
        choosers.addSpacing(16)
        # said when the all-games table leaves out the games' own figures for want of room
        self.more_note = QLabel(self)
        self.more_note.setStyleSheet("color: #555;")
        self.more_note.hide()
        choosers.addWidget(self.more_note)
        choosers.addStretch(1)

        # Shown instead of everything else while no match has been played to the end.
        self.empty = QLabel(self)
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        enlarge(self.empty, 5)
        self.empty.setStyleSheet("color: #555; padding: 40px;")

        self._heads: list = []  # the table's headings as set
        self._spare_cells = ([], [], [])  # see _fill_table
        self._extra_from = 0  # the first column of a game's own figures
        self.table = _Table(self)
        self.table.resized = self._fit_table
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.setSortingEnabled(True)
        enlarge(self.table, 1)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 12)
        # The headings' row two lines high whatever the headings (a long one is broken in two): a
        # row that grew with another game's headings would lay the page out again at a choice.
        self.table.setColumnCount(1)
        self.table.setHorizontalHeaderLabels(["M\nM"])
        self.table.horizontalHeader().setMinimumHeight(self.table.horizontalHeader().sizeHint().height())
        self.table.setColumnCount(0)
        self.no_rows = QLabel(self)  # when the chosen person has no finished match in the chosen game
        self.no_rows.setStyleSheet("color: #555;")
        self.no_rows.setWordWrap(True)

        table_box = QWidget(self)
        tl = QVBoxLayout(table_box)
        tl.setContentsMargins(0, 0, 0, 0)
        tl.addWidget(self.no_rows)
        tl.addWidget(self.table)

        # Charts: scores over time and their distribution on the left, wins by person on the right.
        self.timeline_plot = self._make_plot()
        self.histogram_plot = self._make_plot()
        self.share_plot = self._make_plot()
        # The score axes keep one width (room for four-digit scores and the axis title): a chart
        # whose axis grew with its numbers would lay itself out again at each choice.
        tick_font = QFont(self.font())
        tick_font.setPointSize(11)
        title_font = QFont(self.font())
        title_font.setPointSize(12)
        score_axis = (QFontMetrics(tick_font).horizontalAdvance("-8888") + QFontMetrics(title_font).height() + 24)
        for plot in (self.timeline_plot, self.histogram_plot):
            plot.getPlotItem().getAxis("left").setWidth(score_axis)
        # The key of the timeline is a line of text under the chart, where it never hides a point.
        self.timeline_key = _Key(self)
        enlarge(self.timeline_key, 1)
        # two lines: the people and the marks, wrapped with many of them or a long Russian word
        self.timeline_key.set_least('<span style="font-size:17pt;">&#9733;</span>&nbsp;M', lines=2)
        self.timeline_note, self.timeline_stack = self._with_note(self._keyed(self.timeline_plot, self.timeline_key))
        # The histogram's key (whose bars are whose) under it too.
        self.histogram_key = _Key(self)
        enlarge(self.histogram_key, 1)
        self.histogram_key.set_least('<span style="font-size:15pt;">&#9632;</span>&nbsp;M')
        self.histogram_note, self.histogram_stack = self._with_note(self._keyed(self.histogram_plot, self.histogram_key))
        # The charts' items, made once and given new data at each refresh.
        self._timeline_items: list = []  # (line, points) a person
        self._histogram_items: list = []  # (bars,) a participant
        self._share_bars: list = []  # the wins' and the draws' bars
        self._share_labels: list = []  # ("n of m",) a bar
        self._labels: dict = {}  # plot -> the axis titles it shows
        self._listed: dict = {}  # chooser -> the (text, data[, colour]) items it lists
        self._axis_state: dict = {}  # (axis, setter) -> the values it was last given
        # set once: a grid set again lays its axis out again
        for plot in (self.timeline_plot, self.histogram_plot):
            plot.getPlotItem().showGrid(x=False, y=True, alpha=0.2)
        self.share_plot.getPlotItem().showGrid(x=True, y=False, alpha=0.2)
        self.share_plot.getPlotItem().invertY(True)  # the first person at the top
        self._stale: set = set()  # the charts not yet drawn for the current choice
        self._next_frame = QTimer(self)  # draws the charts left for the next frame
        self._next_frame.setSingleShot(True)
        self._next_frame.setInterval(FRAME_MS)
        self._next_frame.timeout.connect(self._draw_next)
        self._shown = QTimer(self)  # paints the page once it is laid out in sight (showEvent)
        self._shown.setSingleShot(True)
        self._shown.setInterval(0)
        self._shown.timeout.connect(lambda: self.setUpdatesEnabled(True))
        self._ahead: list = []  # the choices still to read ahead
        self.share_note, self.share_stack = self._with_note(self.share_plot)
        self.left_tabs = QTabWidget(self)
        self.left_tabs.addTab(self.timeline_stack, "")
        self.left_tabs.addTab(self.histogram_stack, "")
        self.left_tabs.currentChanged.connect(lambda _: self._draw_visible())
        self.right_tabs = QTabWidget(self)
        self.right_tabs.addTab(self.share_stack, "")
        charts = QSplitter(Qt.Orientation.Horizontal, self)
        charts.addWidget(self.left_tabs)
        charts.addWidget(self.right_tabs)
        charts.setChildrenCollapsible(False)
        charts.setSizes([560, 440])  # scaled to the width the splitter gets

        self.content = QWidget(self)
        cl = QVBoxLayout(self.content)
        cl.setContentsMargins(0, 0, 0, 0)
        cl.addWidget(table_box, 0)
        cl.addWidget(charts, 1)

        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addLayout(choosers)
        lay.addSpacing(4)
        lay.addWidget(self.empty, 1)
        lay.addWidget(self.content, 1)
        self.retranslate()

    def showEvent(self, event) -> None:
        # Painted once the page's boxes are laid out for it being in sight: painted as it is shown,
        # each box laid out after that painted the charts again (three or four paints an opening).
        self.setUpdatesEnabled(False)
        super().showEvent(event)
        self._shown.start()

    # --- building blocks ------------------------------------------------------------------------
    def _make_plot(self) -> pg.PlotWidget:
        # the axes made with their pens (each change of an axis's style sets its title again)
        axes = {side: _Axis(side, pen=pg.mkPen(AXIS), textPen=pg.mkPen(INK)) for side in ("left", "bottom")}
        plot = pg.PlotWidget(self, background="w", axisItems=axes, enableMenu=False)  # no menu is made at all
        plot.setMinimumHeight(220)
        item = plot.getPlotItem()
        item.setMenuEnabled(False)
        item.hideButtons()
        item.setMouseEnabled(x=False, y=False)  # no accidental panning or zooming
        # Every drawing sets both ranges itself: with pyqtgraph's automatic range left on until the
        # first one, that first setXRange worked out the bounds of every item just added (about
        # 5 ms, in the frame of a choice) only to throw them away.
        item.getViewBox().disableAutoRange()
        tick_font = QFont(self.font())
        tick_font.setPointSize(11)
        for side in ("left", "bottom"):
            axis = item.getAxis(side)
            axis.setStyle(tickFont=tick_font, tickTextOffset=6)
            axis.setZValue(-1)  # its grid behind the bars and points
            # No SI prefix (kilo, milli) on the numbers: with a title and no unit pyqtgraph uses one
            # only below 1 or from 10^9, never reached here, but it set the title's rich text again
            # and laid the axis out at every change of range (two axes, each chart, each choice).
            axis.enableAutoSIPrefix(False)
        return plot

    def _keyed(self, chart: QWidget, key: QWidget) -> QWidget:
        """A chart with its key under it."""
        box = QWidget(self)
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(chart, 1)
        lay.addWidget(key)
        return box

    def _with_note(self, chart: QWidget) -> tuple[QLabel, QStackedWidget]:
        """A chart with a white panel in its place that says why there is nothing to draw."""
        note = QLabel(self)
        note.setWordWrap(True)
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        note.setStyleSheet("background: white; color: #555; padding: 24px;")
        enlarge(note, 2)
        stack = QStackedWidget(self)
        stack.addWidget(chart)
        stack.addWidget(note)
        return note, stack

    @staticmethod
    def _show(stack: QStackedWidget, note: QLabel, message: Optional[str]) -> None:
        if message:
            note.setText(message)
            stack.setCurrentWidget(note)
        else:
            stack.setCurrentIndex(0)

    def _axis_set(self, axis, method: str, *args) -> None:
        """Calls an axis's setter when its value changes: any call lays the axis out and paints it
        again, even with the same value."""
        if self._axis_state.get((id(axis), method)) != args:
            self._axis_state[id(axis), method] = args
            getattr(axis, method)(*args)

    def _axis_labels(self, plot: pg.PlotWidget, bottom: str, left: str) -> None:
        if self._labels.get(plot) == (bottom, left):
            return  # a title set again lays the axis out again
        self._labels[plot] = (bottom, left)
        style = {"color": INK, "font-size": "12pt"}
        plot.getPlotItem().setLabel("bottom", bottom, **style)
        plot.getPlotItem().setLabel("left", left, **style)

    _locales: dict = {}  # language -> its QLocale, made once (a table filled in asked for one per cell)

    def _locale(self) -> QLocale:
        code = lang()
        found = self._locales.get(code)
        if found is None:
            found = self._locales[code] = QLocale(QLocale.Language.Russian if code == "ru" else QLocale.Language.English)
        return found

    def _number(self, value, decimals: int = 0) -> str:
        if isinstance(value, float) and decimals:
            return self._locale().toString(value, "f", decimals)
        return self._locale().toString(int(round(value)))

    def _score(self, value) -> str:
        """A score as written: whole numbers as they are, a half as "½" (a chess draw), another
        fraction with its decimals."""
        if value is None:
            return ""
        if float(value).is_integer():
            return self._locale().toString(int(value))
        if (2 * float(value)).is_integer():  # a chess draw's ½
            return score_text(value)
        text = self._locale().toString(float(value), "f", 2)
        return text.rstrip("0").rstrip(self._locale().decimalPoint())

    # --- what is chosen ---------------------------------------------------------------------------
    def chosen_profile(self) -> Optional[int]:
        return self.person.currentData()

    def chosen_game(self) -> Optional[str]:
        return self.game.currentData()

    def _chart_game(self, games: list[str]) -> Optional[str]:
        """The game the per-game charts show: the chosen one, or the only one played so far."""
        chosen = self.chosen_game()
        if chosen:
            return chosen
        return games[0] if len(games) == 1 else None

    def _person_name(self, profile_id: int) -> str:
        p = self.db.profile(profile_id)
        return p.name if p else "?"

    # --- filling in -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.title.setText(self.tr("Statistics"))
        self.person_label.setText(self.tr("Person:"))
        self.game_label.setText(self.tr("Game:"))
        self.more_note.setText(self.tr("Choose a game to see its own figures."))
        self.empty.setText(self.tr("No finished matches yet.") + "\n\n"
                           + self.tr("Play a match to the end and its results appear here."))
        self.left_tabs.setTabText(0, self.tr("Scores over time"))
        self.left_tabs.setTabText(1, self.tr("Score distribution"))
        self.right_tabs.setTabText(0, self.tr("Wins by person"))
        self.reload(force=True)

    _shown_stamp = None  # the database's results_stamp() when the page was last filled in

    def reload(self, force: bool = False) -> None:
        """Reads everything again (the page is reloaded each time it is shown); nothing to do when
        nothing was written to the database since the page was last filled in (every change to
        results, profiles or settings goes through it), unless ``force``."""
        stamp = self.db.results_stamp()
        if not force and stamp == self._shown_stamp:
            if not self.isVisible() and self.charts_pending():  # read ahead (reload_ahead), not all drawn yet
                self._draw_visible()
            return
        self._shown_stamp = stamp
        person, game = self.chosen_profile(), self.chosen_game()
        people = [(p.name + (" " + self.tr("(archived)") if p.archived else ""), p.id, p.colour)
                  for p in self.db.profiles(include_archived=True)]
        people.insert(0, (self.tr("All family members"), None, None))
        named = sorted(((game_name(g), g) for g in queries.games_played(self.db)), key=lambda x: x[0].casefold())
        named.insert(0, (self.tr("All games"), None))
        # The lists are made again only when they change (a new result of a game and people already
        # listed changes neither): a list made again is measured again and lays the page out.
        for combo, items in ((self.person, people), (self.game, named)):
            if self._listed.get(combo) == items:
                continue
            self._listed[combo] = items
            combo.blockSignals(True)
            combo.clear()
            for item in items:
                if len(item) == 3 and item[2] is not None:
                    combo.addItem(_swatch(item[2]), item[0], item[1])
                else:
                    combo.addItem(item[0], item[1])
            # Keep what was chosen if it still exists.
            chosen = person if combo is self.person else game
            combo.setCurrentIndex(max(0, combo.findData(chosen)) if chosen is not None else 0)
            combo.blockSignals(False)
        self._refresh()

    # --- filled in ahead ----------------------------------------------------------------------------
    # New results (a match finished) are read while the page is hidden, on idle, a small step at a
    # time: the lists and the table, then a chart a step (``AHEAD_MS`` apart). Opening the page then
    # only paints it; filled in at its opening, the table and both charts were about 25 ms of its
    # frame. Opened before the steps are done, it draws what is left as before.
    _hold_charts = False  # the page filled in ahead: its charts left for the next steps
    _ahead_reads = None  # the figures' reads still to do (queries.warm)
    _ahead_painted: Optional[tuple] = None  # (results_stamp(), the charts drawn into a picture ahead for it)
    _ahead_fill: Optional[QTimer] = None

    def reload_ahead(self) -> bool:
        """Starts filling the hidden page in again for new results (see above); True if it did."""
        if self.isVisible() or self.db.results_stamp() == self._shown_stamp:
            return False
        if self._ahead_fill is None:
            self._ahead_fill = QTimer(self)
            self._ahead_fill.setInterval(AHEAD_MS)
            self._ahead_fill.timeout.connect(self._fill_ahead_step)
        self._ahead_reads = queries.warm(self.db)  # the figures, an SQL aggregate a step
        self._fill_ahead_step()  # the first of them now; the table, then the charts, in the next steps
        self._ahead_fill.start()
        return True

    def _fill_ahead_step(self) -> None:
        """One step of ``reload_ahead``: a figure read, the page filled in (but its charts), or a chart drawn."""
        if self.isVisible():
            self._ahead_fill.stop()  # shown meanwhile: the page draws what is left itself
            return
        try:
            if self.db.results_stamp() != self._shown_stamp:
                if self._ahead_reads is not None:
                    try:
                        next(self._ahead_reads)
                        return
                    except StopIteration:
                        self._ahead_reads = None
                self._hold_charts = True
                try:
                    self.reload()
                finally:
                    self._hold_charts = False
                return
            for chart in self._wanted():
                if chart in self._stale:
                    self._draw_chart(chart)
                    return
            if self._ahead_painted is None or self._ahead_painted[0] != self._shown_stamp:
                self._ahead_painted = (self._shown_stamp, set())
            for chart in self._wanted():
                if chart not in self._ahead_painted[1]:
                    # Last, each chart drawn once into a picture dropped, a step each (the whole
                    # page at once was a step of 10 ms): their new axes are worked out and kept in
                    # their pictures now, not in the opening's paint.
                    self._ahead_painted[1].add(chart)
                    getattr(self, chart + "_plot").grab()
                    return
        except sqlite3.ProgrammingError:  # the database was closed under the page
            pass
        self._ahead_fill.stop()

    def _refresh(self) -> None:
        games = queries.games_played(self.db)
        has_any = bool(games)
        self.empty.setVisible(not has_any)
        self.content.setVisible(has_any)
        for w in (self.person_label, self.person, self.game_label, self.game):
            w.setVisible(has_any)
        if not has_any:
            self.table.setRowCount(0)
            self.more_note.hide()
            return
        self._fill_table()
        # The charts of the new choice: those in sight now, a hidden tab's when it is shown.
        self._chart_for = self._chart_game(games)
        self._stale = {"timeline", "histogram", "share"}
        if self.isVisible():
            # Not painted until drawn for the choice (in the next frames): a choice that lays the
            # page out (all games and a game have tables of different heights) painted both charts
            # at their new sizes with the old figures in the table's frame, then again.
            for chart in self._wanted():
                self._chart_box(chart).setUpdatesEnabled(False)
        self._draw_visible(first=True)
        self._warm_start()

    def _chart_box(self, chart: str) -> QWidget:
        """The box of a chart and its key or note (see ``_draw_visible``)."""
        return {"timeline": self.timeline_stack, "histogram": self.histogram_stack, "share": self.share_stack}[chart]

    _stale: set = set()  # the charts not yet drawn for the current choice
    _chart_for: Optional[str] = None  # the game the per-game charts show

    def _wanted(self) -> list[str]:
        """The charts in sight: the left tab's and the wins'."""
        return ["timeline" if self.left_tabs.currentIndex() == 0 else "histogram", "share"]

    def charts_pending(self) -> bool:
        """Whether a chart in sight is still to be drawn for the current choice (in the next frame)."""
        return any(chart in self._stale for chart in self._wanted())

    def _draw_visible(self, first: bool = False) -> None:
        """Draws the stale charts in sight. On a page in sight a chart a frame, after the table:
        the table with the choice, the left chart in the next frame (``FRAME_MS`` later), the wins'
        chart in the one after, so that no frame is longer than a 60 Hz frame (all three in one
        were about 25 ms). ``first``: the table was filled in this frame."""
        if self._hold_charts and not self.isVisible():
            return  # filled in ahead: a chart a step (reload_ahead)
        drawn = first
        for chart in self._wanted():
            if chart not in self._stale:
                continue
            if drawn and self.isVisible():
                # ``FRAME_MS`` after this frame is painted (a zero timer runs once the events
                # posted now, the layout and the paint, are done): timed from the choice, a frame
                # longer than ``FRAME_MS`` ran straight on into the next chart's drawing.
                QTimer.singleShot(0, self._next_frame, self._next_frame.start)
                return
            self._draw_chart(chart)
            drawn = True

    def _draw_chart(self, chart: str) -> None:
        """Draws one chart for the current choice."""
        self._stale.discard(chart)
        if chart == "share":
            self._draw_share()
        else:
            getattr(self, "_draw_" + chart)(self._chart_for)
        self._settle(getattr(self, chart + "_plot"))
        box = self._chart_box(chart)
        if not box.updatesEnabled():
            box.setUpdatesEnabled(True)  # painted (once) with the next frame

    def _draw_next(self) -> None:
        try:
            self._draw_visible()
        except sqlite3.ProgrammingError:  # the database was closed under the page in the meantime
            pass

    @staticmethod
    def _settle(plot) -> None:
        """Does now what pyqtgraph leaves to the next paint: the view's new range applied to its
        items and axes. Left to the paint, each applied change dirties the chart again and it is
        painted two or three times over (measured: three paints of the wins' chart a choice)."""
        plot.scene().prepareForPaint()

    # --- figures read ahead -----------------------------------------------------------------------
    # After the page is filled in, the figures of every other choice (each game, each person) are
    # read on idle, a choice at a time, so that choosing one only draws it. They are kept until a
    # result is stored (compendium.stats.queries keeps them under Database.results_stamp()).
    _ahead: list = []
    _ahead_stamp = None

    def _warm_start(self) -> None:
        stamp = self.db.results_stamp()
        if stamp == self._ahead_stamp:
            return
        self._ahead_stamp = stamp
        games = [self.game.itemData(i) for i in range(self.game.count())]
        people = [self.person.itemData(i) for i in range(self.person.count())]
        self._ahead = [(p, g) for p in people for g in games]
        if not hasattr(self, "_ahead_timer"):
            self._ahead_timer = QTimer(self)
            self._ahead_timer.setInterval(AHEAD_MS)
            self._ahead_timer.timeout.connect(self._warm_step)
        self._ahead_timer.start()

    def _warm_step(self) -> None:
        if self.isVisible() and self.charts_pending():  # a choice's charts are being drawn: not in their frames
            return
        try:
            if not self._ahead or self.db.results_stamp() != self._ahead_stamp:
                self._ahead_timer.stop()  # done, or the results changed: the next filling-in starts again
                self._ahead_stamp = None if self._ahead else self._ahead_stamp
                return
            profile, game = self._ahead.pop(0)
            queries.summary(self.db, profile_id=profile, game=game)
            if game:
                queries.timeline(self.db, game, profile_id=profile, last=queries.TIMELINE_MATCHES)
                queries.score_histogram(self.db, game, profile_id=profile)
            if profile is None:
                queries.win_share(self.db, game)
        except Exception:  # a database closed under the page: nothing more to read ahead
            self._ahead = []
            self._ahead_timer.stop()

    def _fill_table(self) -> None:
        profile, game = self.chosen_profile(), self.chosen_game()
        names = {g: game_name(g) for g in queries.games_played(self.db)}
        rows = queries.summary(self.db, profile_id=profile, game=game)
        rows.sort(key=lambda r: names.get(r.game, r.game).casefold())  # by the name shown; stable within a game
        # A game's own figures get a column when its plugin names them (Plugin.extra_columns);
        # other keys a game keeps in its results are for its own use and stay out of the table.
        extra_keys: list[str] = []
        headings = []
        games = {r.game for r in rows}
        for r in rows:
            for k in r.totals:
                heading = queries.extra_heading(k, games) if k not in extra_keys else None
                if heading is not None:
                    extra_keys.append(k)
                    headings.append(heading)
        # Matches played alone are scores, not wins: their own columns appear once there are any.
        alone = any(r.solos for r in rows)
        heads = [self.tr("Person"), self.tr("Game"), self.tr("Matches"), self.tr("Wins"), self.tr("Draws"),
                 self.tr("Losses"), self.tr("Win rate"), self.tr("Best"), self.tr("Average")]
        if alone:
            heads += [self.tr("Played alone"), self.tr("Personal best alone")]
        self._extra_from = len(heads)  # the game's own figures from here on
        heads += [t(heading) for heading in headings]
        heads = [_two_lines(h) for h in heads]

        # The cells are made once and given new texts (a new choice rewrites them in place).
        table = self.table
        table.setSortingEnabled(False)
        table.resized = None  # fitted once filled in (a width change while the headings are half set has none to fit)
        # Cells the new choice does not need are taken out and kept (``_spare_cells``: the first
        # column's, the second's, the rest's) for the next choice that needs more: making the
        # all-games table's 600 cells again after a game's cost 3-4 ms.
        spare = self._spare_cells
        rows_now, columns_now = table.rowCount(), table.columnCount()
        for i in range(rows_now):
            for j in range(len(heads) if i < len(rows) else 0, columns_now):
                item = table.takeItem(i, j)
                if item is not None:
                    spare[min(j, 2)].append(item)
        if heads != self._heads:
            table.setColumnCount(len(heads))
            table.setHorizontalHeaderLabels(heads)
            self._heads = heads
        table.setRowCount(len(rows))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        grey = QBrush(QColor("#555"))

        texts: list[list[str]] = [[] for _ in heads]  # for measuring the columns (_contents_widths)
        self._cell_texts = texts

        def put(i: int, j: int, text: str, key) -> QTableWidgetItem:
            texts[j].append(text)
            item = table.item(i, j)
            if item is None:
                kept = spare[min(j, 2)]
                if kept:
                    item = kept.pop()
                    item.setText(text)
                    item.key = key
                else:
                    item = _SortItem(text, key)
                    if j >= 2:
                        item.setTextAlignment(right)
                table.setItem(i, j, item)
            else:
                item.setText(text)
                item.key = key
            return item

        for i, r in enumerate(rows):
            name = computer_label(r.game, r.level, r.name) if r.kind == queries.COMPUTER else r.name
            if r.archived:
                name += " " + self.tr("(archived)")
            who = put(i, 0, name, (r.kind == queries.COMPUTER, name.casefold()))
            colour = r.colour or (COMPUTER_COLOUR if r.kind == queries.COMPUTER else GUEST_COLOUR)
            who.setIcon(_swatch(colour))
            if r.kind == queries.COMPUTER:
                who.setForeground(grey)
            else:
                who.setData(Qt.ItemDataRole.ForegroundRole, None)
            who.setToolTip(name)
            put(i, 1, names[r.game], names[r.game].casefold()).setToolTip(names[r.game])
            cells = [
                (self._number(r.matches), r.matches),
                (self._number(r.wins), r.wins),
                (self._number(r.draws), r.draws),
                (self._number(r.losses), r.losses),
                # the share of the matches against somebody; none yet: a dash
                (self._number(r.win_rate * 100) + "%", r.win_rate) if r.contests else ("—", -1),
                (self._score(r.best), r.best),
                (self._number(r.average, 1), r.average),
            ]
            if alone:
                cells.append((self._number(r.solos), r.solos))
                cells.append((self._score(r.solo_best), r.solo_best) if r.solo_best is not None else ("", -1e18))
            for k in extra_keys:
                value = r.totals.get(k)
                if value is None:
                    cells.append(("", -1))
                else:
                    cells.append((self._number(value, 1 if isinstance(value, float) else 0), value))
            for j, (text, key) in enumerate(cells, start=2):
                put(i, j, text, key)
        table.setSortingEnabled(True)
        table.resized = self._fit_table
        self._fit_table()

        if rows:
            self.no_rows.hide()
        else:
            self.no_rows.setText(self._nothing_for(profile, game))
            self.no_rows.show()

    def _nothing_for(self, profile: Optional[int], game: Optional[str]) -> str:
        """Why a table or chart is empty for the chosen person and game."""
        if profile is not None and game:
            return self.tr("%1 has not finished a match of %2 yet.").replace(
                "%1", self._person_name(profile)).replace("%2", game_name(game))
        if profile is not None:
            return self.tr("%1 has not finished a match yet.").replace("%1", self._person_name(profile))
        return self.tr("No finished matches for this choice yet.")

    def _contents_widths(self) -> list[int]:
        """Each column's width for its cells, as ``sizeHintForColumn`` gives it, but measured from the
        cells' texts (``_cell_texts``, kept by ``_fill_table``): Qt asks the item delegate for every
        cell's size, which took 4-5 ms for the all-games table (28 rows, 23 columns) at every choice.
        A text's width is kept (``_text_widths``). The space a cell needs beside its text (the
        delegate's margins; in the first column also the colour swatch) comes from Qt's own measure
        once, and again after a change of font or style (``_cell_pads``)."""
        table = self.table
        columns = table.columnCount()
        look = (table.font().key(), table.style().name())  # what the widths and pads depend on
        if self._text_widths.get("look") != look:
            self._text_widths = {"look": look}
        known = self._text_widths
        metrics = None
        texts = []
        for c in range(columns):
            widest = 0
            for text in self._cell_texts[c] if c < len(self._cell_texts) else ():
                width = known.get(text)
                if width is None:
                    metrics = metrics or QFontMetricsF(table.font())
                    width = known[text] = math.ceil(metrics.horizontalAdvance(text))
                widest = max(widest, width)
            texts.append(widest)
        rows = table.rowCount()
        if (self._cell_pads is None or self._cell_pads[0] != look) and rows:
            # Qt's measure against the texts': the first column has the swatch, the others only margins
            pads = [table.sizeHintForColumn(c) - texts[c] for c in range(columns)]
            self._cell_pads = (look, pads[0], max(pads[1:], default=pads[0]))
        if self._cell_pads is None or self._cell_pads[0] != look:
            return [table.sizeHintForColumn(c) for c in range(columns)]
        _, first, others = self._cell_pads
        return [(texts[c] + (first if c == 0 else others)) if rows else 0 for c in range(columns)]

    _cell_texts: list = []  # the table's texts, a list a column (see _fill_table)
    _spare_cells: tuple = ()  # cells taken out of the table, kept to be used again (see _fill_table)
    _text_widths: dict = {}  # a text's width in the table's font (and "look": that font and the style)
    _cell_pads: Optional[tuple] = None  # (font and style, first column's pad, the others'): see _contents_widths

    def _fit_table(self) -> None:
        """Columns as wide as their contents, the spare width to the Person and Game columns; the
        table no taller than its rows (up to a limit), so that the charts get the rest of the page.

        Never wider than the page: in the all-games view the games' own figures that do not fit are
        left out (a note says to choose a game for them), then the Person and Game columns give way
        (their texts shortened with "…", whole in their tips)."""
        table, header = self.table, self.table.horizontalHeader()
        columns = table.columnCount()
        if not columns:
            self.more_note.hide()
            return
        metrics = header.fontMetrics()
        widths = []
        contents = self._contents_widths()
        for c in range(columns):
            lines = table.horizontalHeaderItem(c).text().split("\n")
            heading = max(metrics.horizontalAdvance(line) for line in lines)
            widths.append(max(contents[c], heading + 14) + 6)
        # the headings' row is kept two lines high (its minimum), whatever the headings' own hint; the
        # rows all have the default height (nobody can resize them: their header is hidden), and asking
        # each row for its height made the header lay out its new rows there and then (4 ms, 28 rows)
        height = (max(header.sizeHint().height(), header.minimumHeight()) + 2 * table.frameWidth()
                  + table.rowCount() * table.verticalHeader().defaultSectionSize() + 2)
        room = table.width() - 2 * table.frameWidth()
        if height > MAX_TABLE_HEIGHT:  # the rows scroll: their scroll bar takes a strip
            room -= table.verticalScrollBar().sizeHint().width()
        hidden: list[int] = []
        if not self.chosen_game() and sum(widths) > room:  # all of them or none: not some games' only
            hidden = list(range(self._extra_from, columns))
        shown = sum(widths) - sum(widths[c] for c in hidden)
        spare = room - shown
        if spare > 0:  # the names get some room, then every column a share of what is left
            for c in (0, 1):
                more = min(spare, 120)
                widths[c] += more
                spare -= more
            shown_columns = [c for c in range(columns) if c not in hidden]
            for n, c in enumerate(shown_columns):
                widths[c] += spare // len(shown_columns) + (1 if n < spare % len(shown_columns) else 0)
        else:  # the names give way, down to about ten letters each
            least = metrics.averageCharWidth() * 10 + 30
            over = -spare
            for c in (1, 0):
                give = min(over, max(0, widths[c] - least))
                widths[c] -= give
                over -= give
        header.blockSignals(True)
        for c, w in enumerate(widths):
            table.setColumnHidden(c, c in hidden)
            header.resizeSection(c, w)
        header.blockSignals(False)
        self.more_note.setVisible(bool(hidden))
        if sum(w for c, w in enumerate(widths) if c not in hidden) > room:  # the scroll bar takes a line
            height += table.horizontalScrollBar().sizeHint().height()
        # A chosen game's table as tall as the game with the most rows: choosing another game then
        # never lays the page out again (the charts resized and painted twice over).
        spare_rows = self._most_rows() - table.rowCount() if self.chosen_game() else 0
        if spare_rows > 0:
            height += spare_rows * table.verticalHeader().defaultSectionSize()
        table.setFixedHeight(min(height, MAX_TABLE_HEIGHT))

    _rows_for: tuple = ()  # (results stamp, person) the most rows were counted for
    _rows_most = 0

    def _most_rows(self) -> int:
        """The most rows a game has in the table of the chosen person (every game's rows are read
        and kept for the page's figures anyway)."""
        key = (self.db.results_stamp(), self.chosen_profile())
        if key != self._rows_for:
            counts = Counter(r.game for r in queries.summary(self.db, profile_id=key[1]))
            self._rows_for, self._rows_most = key, max(counts.values(), default=0)
        return self._rows_most

    def _draw_timeline(self, game: Optional[str]) -> None:
        """The newest matches' scores, one line a person: the plot's items are made once and given new
        data each time (making them again costs more than drawing them)."""
        plot = self.timeline_plot.getPlotItem()
        if game is None:
            self._keep_items(plot, self._timeline_items, 0)
            self._show(self.timeline_stack, self.timeline_note,
                       self.tr("Choose a game to see the scores match after match."))
            return
        profile = self.chosen_profile()
        series = queries.timeline(self.db, game, profile_id=profile, last=queries.TIMELINE_MATCHES)
        series = [s for s in series if s.points]
        if not series:
            self._keep_items(plot, self._timeline_items, 0)
            self._show(self.timeline_stack, self.timeline_note, self._nothing_for(profile, game))
            return
        self._show(self.timeline_stack, self.timeline_note, None)
        self._axis_labels(self.timeline_plot, self.tr("Match"), self.tr("Score"))
        first, last, scores, key = None, 1, [], []
        seen = set()
        self._keep_items(plot, self._timeline_items, len(series))
        for (curve, spots), s in zip(self._timeline_items, series):
            colour = s.colour or GUEST_COLOUR
            xs = [p.number for p in s.points]
            ys = [p.score for p in s.points]
            last = max(last, xs[-1])
            first = xs[0] if first is None else min(first, xs[0])
            scores += ys
            curve.setData(xs, ys, pen=_pen(colour, 3))
            # One array per property (the brushes and pens shared), the tip written when hovered:
            # a page over thousands of matches draws at once.
            line_pen = _pen(colour, 2)
            styles = {
                queries.WIN: ("star", 24, _brush(WIN_STAR), line_pen),  # a win: a big gold star
                queries.DRAW: ("d", 19, _brush(DRAW_MARK), line_pen),  # a draw: a silver diamond
                "best": ("t1", 19, _brush(colour), _pen(SOLO_BEST_PEN, 2)),
                "": ("o", 11, _brush(colour), _pen("w", 1.5)),
            }
            symbols, sizes, brushes, pens = [], [], [], []
            tips = np.empty(len(s.points), dtype=object)  # one object a point (not read as a 2-D array)
            best_marked = False
            for i, p in enumerate(s.points):
                best = p.outcome == queries.SOLO and not best_marked and p.score == s.solo_best
                if p.outcome in (queries.WIN, queries.DRAW):
                    style = p.outcome
                    seen.add(p.outcome)
                elif best:  # the best score of the matches played alone (the first time it was made)
                    best_marked = True
                    seen.add(queries.SOLO)
                    style = "best"
                else:
                    style = ""
                symbol, size, brush, pen = styles[style]
                symbols.append(symbol)
                sizes.append(size)
                brushes.append(brush)
                pens.append(pen)
                tips[i] = (s.name, p, best)
            spots.setData(x=xs, y=ys, symbol=symbols, size=sizes, brush=brushes, pen=pens, data=tips)
            key.append(f'<span style="color:{colour}; font-size:15pt;">&#9679;</span>&nbsp;{html.escape(s.name)}')
        key.append(f'<span style="color:{WIN_STAR}; font-size:17pt;">&#9733;</span>&nbsp;'
                   + html.escape(self.tr("won the match")))
        if queries.DRAW in seen:
            key.append(f'<span style="color:{DRAW_MARK}; font-size:15pt;">&#9670;</span>&nbsp;'
                       + html.escape(self.tr("draw")))
        if queries.SOLO in seen:
            key.append(f'<span style="color:{SOLO_BEST_PEN}; font-size:15pt;">&#9650;</span>&nbsp;'
                       + html.escape(self.tr("personal best, played alone")))
        text = "&nbsp;&nbsp;&nbsp;&nbsp;".join(key)
        if first > 1:  # older matches are left out: say so
            text += "<br>" + html.escape(self.tr("The newest %1 of %2 matches.").replace(
                "%1", self._number(last - first + 1)).replace("%2", self._number(last)))
        self.timeline_key.setText(text)
        step = _integer_step(last - first + 1)
        self._axis_set(plot.getAxis("bottom"), "setTickSpacing", step, step)
        plot.setXRange(first - 0.4, last + 0.4, padding=0)
        lo, hi = min(scores), max(scores)
        pad = max(2.0, (hi - lo) * 0.1)  # room for the stars at the top and the bottom
        plot.setYRange(lo - pad, hi + pad, padding=0)

    def make_ready(self) -> None:
        """Makes ahead, on idle, the charts' items for the game with most participants (a choice
        that needs more items than made so far makes them: 1-2 ms a person, in the frame of the
        choice)."""
        lines = bars = 0
        for game in queries.games_played(self.db):
            series = queries.timeline(self.db, game, profile_id=None, last=queries.TIMELINE_MATCHES)
            lines = max(lines, sum(1 for s in series if s.points))
            found = queries.score_histogram(self.db, game, profile_id=None)
            bars = max(bars, len(found.series) if found is not None else 0)
        while len(self._timeline_items) < lines:
            self._timeline_items.append(self._new_timeline_items())
        while len(self._histogram_items) < bars:
            self._histogram_items.append((pg.BarGraphItem(x0=[], height=[], width=1),))

    def _new_timeline_items(self) -> tuple:
        curve = pg.PlotDataItem()
        spots = pg.ScatterPlotItem(hoverable=True, tip=lambda x, y, data: self._tip(
            data, {queries.WIN: self.tr("won"), queries.DRAW: self.tr("draw"),
                   queries.SOLO: self.tr("played alone")}, self.tr("personal best")))
        return curve, spots

    def _keep_items(self, plot, pool: list, count: int) -> None:
        """``count`` sets of items of ``pool`` shown on ``plot`` (made when there are too few), the
        others hidden (kept on it for the next time: taking items off a plot and adding them again cost
        about 1 ms an item, 5 ms when the timeline came back after "all games"; a hidden item counts
        in no range, draws nothing and takes no hover)."""
        if pool is self._timeline_items:
            make = self._new_timeline_items
        elif pool is self._histogram_items:
            def make():
                return (pg.BarGraphItem(x0=[], height=[], width=1),)
        else:
            def make():
                return (self._new_share_label(),)
        while len(pool) < count:
            pool.append(make())
        on = plot.items
        for i, items in enumerate(pool):
            for item in items:
                if i < count:
                    if item not in on:
                        plot.addItem(item)
                    if not item.isVisible():
                        item.setVisible(True)
                elif item.isVisible():
                    item.setVisible(False)

    def _tip(self, data, notes: dict, best_word: str) -> str:
        """The tip of one point of the timeline: who, the score, what the match was, and when."""
        name, p, best = data
        when = datetime.datetime.fromtimestamp(p.finished).strftime("%d.%m.%Y %H:%M")
        words = [notes[p.outcome]] if p.outcome in notes else []
        if best:
            words.append(best_word)
        return f"{name}: {self._score(p.score)}" + (f" ({', '.join(words)})" if words else "") + f"\n{when}"

    def _draw_histogram(self, game: Optional[str]) -> None:
        """How the scores are spread: side by side, a bar a participant in each range of scores, in
        their colours, named in a key under the chart."""
        plot = self.histogram_plot.getPlotItem()
        if game is None:
            self._keep_items(plot, self._histogram_items, 0)
            self._show(self.histogram_stack, self.histogram_note,
                       self.tr("Choose a game to see how its scores are spread."))
            return
        profile = self.chosen_profile()
        found = queries.score_histogram(self.db, game, profile_id=profile)
        if found is None or not found.series:
            self._keep_items(plot, self._histogram_items, 0)
            self._show(self.histogram_stack, self.histogram_note, self._nothing_for(profile, game))
            return
        self._show(self.histogram_stack, self.histogram_note, None)
        width, series = found.width, found.series
        self._keep_items(plot, self._histogram_items, len(series))
        edges = [found.start + i * width for i in range(found.bars + 1)]
        each = width * 0.9 / len(series)
        key = []
        for i, ((bars,), s) in enumerate(zip(self._histogram_items, series)):
            computer = s.kind == queries.COMPUTER
            colour = COMPUTER_COLOUR if computer else (s.colour or GUEST_COLOUR)
            bars.setOpts(x0=[e + width * 0.05 + i * each for e in edges[:-1]], width=each, height=s.counts,
                         brush=pg.mkBrush(colour), pen=pg.mkPen("w", width=0.5))
            name = self.tr("Computer") if computer else s.name
            key.append(f'<span style="color:{colour}; font-size:15pt;">&#9632;</span>&nbsp;{html.escape(name)}')
        self.histogram_key.setText("&nbsp;&nbsp;&nbsp;&nbsp;".join(key))
        self._axis_labels(self.histogram_plot, self.tr("Score"), self.tr("Matches"))
        most = max(max(s.counts) for s in series)
        step = _integer_step(most)
        self._axis_set(plot.getAxis("left"), "setTickSpacing", step, step)
        self._axis_set(plot.getAxis("bottom"), "setTickSpacing", width * _integer_step(found.bars), width)
        plot.setYRange(0, most * 1.1 + 0.5, padding=0)
        plot.setXRange(edges[0] - width * 0.2, edges[-1] + width * 0.1, padding=0)

    def _new_share_label(self):
        label_font = QFont(self.font())
        label_font.setPointSize(11)
        label = pg.TextItem("", color=INK, anchor=(-0.12, 0.5))  # a little right of the bar's end
        label.setFont(label_font)
        return label

    def _draw_share(self) -> None:
        plot = self.share_plot.getPlotItem()
        game = self.chosen_game()
        shares = queries.win_share(self.db, game)
        if not shares:
            self._keep_items(plot, self._share_labels, 0)
            for bars in self._share_bars:
                bars.setVisible(False)
            if self.db.result_count(game=game):  # every match in this choice was played alone
                message = self.tr("Only matches played alone so far: they have scores, not wins.")
            else:
                message = self.tr("No finished matches for this choice yet.")
            self._show(self.share_stack, self.share_note, message)
            return
        self._show(self.share_stack, self.share_note, None)
        chosen = self.chosen_profile()
        names, brushes, pens = [], [], []
        for s in shares:
            name = self.tr("Computer") if s.computer else s.name
            names.append(name)
            colour = QColor(COMPUTER_COLOUR if s.computer else (s.colour or GUEST_COLOUR))
            if chosen is not None and s.profile != chosen:
                colour.setAlpha(90)  # the chosen person stands out
            brushes.append(_brush_of(colour))
            pens.append(_pen(INK, 2) if chosen is not None and s.profile == chosen else _pen("w", 1))
        ys = list(range(len(shares)))
        wins = [s.wins for s in shares]
        if not self._share_bars:
            self._share_bars = [pg.BarGraphItem(x0=[], y=[], height=0.6, width=[]) for _ in range(2)]
            for bars in self._share_bars:
                plot.addItem(bars)
        won, drawn = self._share_bars
        # Horizontal bars: names read along the left axis, however long they are.
        won.setOpts(x0=0, y=ys, height=0.6, width=wins, brushes=brushes, pens=pens)
        won.setVisible(True)
        # Draws follow the wins as a paler piece of the same bar.
        any_draws = any(s.draws for s in shares)
        if any_draws:
            pale = []
            for b in brushes:
                c = QColor(b.color())
                c.setAlpha(max(40, c.alpha() // 3))
                pale.append(_brush_of(c))
            drawn.setOpts(x0=wins, y=ys, height=0.6, width=[s.draws for s in shares], brushes=pale, pens=pens)
        drawn.setVisible(any_draws)
        self._keep_items(plot, self._share_labels, len(shares))
        for (label,), y, s in zip(self._share_labels, ys, shares):
            text = self.tr("%1 of %2").replace("%1", str(s.wins)).replace("%2", str(s.matches))
            if s.draws:
                text += ", " + self.tr("draws: %1").replace("%1", str(s.draws))
            label.setText(text)
            label.setPos(s.wins + s.draws, y)
        left = plot.getAxis("left")
        self._axis_set(left, "setTicks", [[(y, n) for y, n in zip(ys, names)]])
        most = max(max(s.wins + s.draws for s in shares), 1)
        step = _integer_step(most)
        self._axis_set(plot.getAxis("bottom"), "setTickSpacing", step, step)
        # room for the labels right of the bars (longer when they name draws)
        plot.setXRange(0, most * (1.9 if any_draws else 1.45) + 0.6, padding=0)
        plot.setYRange(-0.6, len(shares) - 0.4, padding=0)
        self._axis_labels(self.share_plot, self.tr("Wins and draws") if any_draws else self.tr("Wins"), "")
