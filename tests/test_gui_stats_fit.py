"""GUI: the statistics page fits a laptop's window. With a few hundred finished matches of seven
games (each with its own figures) by three family members and the computer, the table never
scrolls sideways at 1366×700 or 1920×1080, in English and in Russian, whichever game is chosen;
a chosen game shows all its own figures."""

import importlib.util
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parent.parent


def _fill(path: Path, matches: int) -> None:
    spec = importlib.util.spec_from_file_location("_bench_stats", ROOT / "benchmarks" / "stats.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    mod.fill(path, matches)


def _check(window, page, where: str) -> None:
    QApplication.processEvents()
    table = page.table
    assert not table.horizontalScrollBar().isVisible(), f"{where}: the table scrolls sideways"
    shown = sum(table.columnWidth(c) for c in range(table.columnCount()) if not table.isColumnHidden(c))
    assert shown <= table.viewport().width(), f"{where}: columns {shown} px in {table.viewport().width()} px"
    inside = window.rect()
    box = table.geometry().translated(table.mapTo(window, table.rect().topLeft()) - table.geometry().topLeft())
    assert inside.contains(box), f"{where}: the table at {box.getRect()} is outside {inside.getRect()}"
    last = table.rowCount() - 1
    if last >= 0 and not table.verticalScrollBar().isVisible():  # rows that do not scroll are seen whole
        bottom = table.rowViewportPosition(last) + table.rowHeight(last)
        assert bottom <= table.viewport().height(), \
            f"{where}: the last row ends at {bottom} px in a {table.viewport().height()} px high table"
    for c in range(table.columnCount()):  # every heading readable in its column
        lines = table.horizontalHeaderItem(c).text().split("\n")
        if not table.isColumnHidden(c) and c >= 2:
            widest = max(table.horizontalHeader().fontMetrics().horizontalAdvance(line) for line in lines)
            assert widest <= table.columnWidth(c), f"{where}: heading {lines} cut in {table.columnWidth(c)} px"


@pytest.mark.parametrize("size", [(1366, 700), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_statistics_table_fits_the_window(open_window, data_dir, qtbot, language, size):
    from compendium.core import registry
    from compendium.stats import queries
    from compendium.ui import i18n

    _fill(data_dir / "compendium.sqlite3", 240)
    window = open_window()
    try:
        i18n.set_language(language)
        window.retranslate()
        window.resize(*size)
        window.show_stats()
        page = window._stats_page
        qtbot.waitUntil(lambda: page.isVisible(), timeout=5000)
        assert page.game.count() == 8  # all games and the seven
        for i in range(page.game.count()):
            page.game.setCurrentIndex(i)
            game = page.game.itemData(i)
            _check(window, page, f"{language} {size} {game or 'all games'}")
            if game:  # a chosen game shows every figure its plugin names
                own = [k for k, _ in registry.load(game).extra_columns]
                heads = [page.table.horizontalHeaderItem(c).text().replace("\n", " ")
                         for c in range(page.table.columnCount()) if not page.table.isColumnHidden(c)]
                for k, heading in registry.load(game).extra_columns:
                    assert i18n.t(heading) in heads, (game, k, heads)
                assert own and queries.summary(window.db, game=game)
        page.person.setCurrentIndex(1)  # one person, every game
        page.game.setCurrentIndex(0)
        _check(window, page, f"{language} {size} Anna, all games")
        page.game.setCurrentIndex(1)  # one person, one game: a table of one row
        _check(window, page, f"{language} {size} Anna, {page.game.itemData(1)}")
        page.game.setCurrentIndex(0)
        qtbot.wait(50)
        window.grab().save(f"/tmp/stats_fit_{language}_{size[0]}.png")
    finally:
        i18n.set_language("en")
        window.retranslate()


def test_a_table_of_one_row_shows_the_row_whole(qtbot):
    """One person and one game whose headings are one line each: the headings' row keeps its two
    lines' height, and the table is made tall enough for it and the row (it once took the headings'
    one-line hint and cut the row in half)."""
    from tests.test_stats_frame import _page

    db, page = _page(qtbot)
    page.person.setCurrentIndex(1)
    page.game.setCurrentIndex(page.game.findData("yacht"))
    assert page.table.rowCount() == 1
    _check(page, page, "Anna, yacht")
    db.close()


def test_columns_measured_as_qt_measures_them_and_cells_kept(open_window, data_dir, qtbot, monkeypatch):
    """The page measures its columns from the cells' texts, not by asking Qt for every cell's size: the
    widths are Qt's own (to a pixel, for rounding) for every choice, in both languages. Cells a choice
    does not need are kept and given to the next choice that needs more, so going back to all games
    makes no cell again; and a kept cell keeps its alignment."""
    from PySide6.QtCore import Qt

    from compendium.ui import i18n, stats_page

    _fill(data_dir / "compendium.sqlite3", 120)
    window = open_window()
    try:
        for language in ("en", "ru"):
            i18n.set_language(language)
            window.retranslate()
            window.resize(1366, 700)
            window.show_stats()
            page = window._stats_page
            qtbot.waitUntil(page.isVisible, timeout=5000)
            table = page.table
            for person in (0, 1):
                page.person.setCurrentIndex(person)
                for i in range(page.game.count()):
                    page.game.setCurrentIndex(i)
                    ours = page._contents_widths()
                    qts = [table.sizeHintForColumn(c) for c in range(table.columnCount())]
                    assert all(abs(a - b) <= 1 for a, b in zip(ours, qts)), (language, person, i, ours, qts)
                    assert len(ours) == table.columnCount()
        page.person.setCurrentIndex(0)
        page.game.setCurrentIndex(0)
        made = []
        real_init = stats_page._SortItem.__init__

        def counting_init(self, text, key):
            made.append(text)
            real_init(self, text, key)

        monkeypatch.setattr(stats_page._SortItem, "__init__", counting_init)
        page.game.setCurrentIndex(1)  # one game: fewer rows and columns
        page.game.setCurrentIndex(0)  # all games again: the kept cells come back
        assert made == []
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for r in range(table.rowCount()):
            assert table.item(r, 0).textAlignment() != right.value
            for c in range(2, table.columnCount()):
                assert table.item(r, c).textAlignment() == right.value, (r, c)
    finally:
        i18n.set_language("en")
        window.retranslate()
