"""The shared score sheet: cells drawn by kind, only clickable cells chosen (mouse and keyboard),
a band of team names above the columns."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF

from compendium.ui.app import make_app
from compendium.ui.widgets.scoresheet import Cell, ScoreSheet


def make_sheet(qtbot, groups=None):
    make_app([])
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    cells = {
        (0, 0): Cell("3"), (0, 1): Cell("6", "offer", "Score 6 in line 3", clickable=True),
        (1, 0): Cell("—", "zero"), (1, 1): Cell("12", "offer", clickable=True),
        (2, 0): Cell("11", "burned"), (2, 1): Cell("", "hidden"),
        (3, 0): Cell("-10", "negative"), (3, 1): Cell("10", "best"),
        (4, 0): Cell("4", "total"), (4, 1): Cell("28", "total"),
    }
    sheet.set_sheet(["Threes", "Full house", "Column 12", "Twos", "Total"], ["Anna", "Computer"], cells,
                    bold_rows=[4], active_column=1, column_colours=["#c0392b", "#7f8c8d"], column_groups=groups)
    sheet.resize(520, 330)
    sheet.show()
    return sheet


def test_only_clickable_cells_are_chosen(qtbot):
    sheet = make_sheet(qtbot)
    assert sheet.clickable_cells() == [(0, 1), (1, 1)]
    chosen = []
    sheet.cell_chosen.connect(lambda r, c: chosen.append((r, c)))
    table = sheet.table
    # The keyboard: the first offer is current; Down moves to the next offer, Enter chooses it.
    table.setFocus()
    assert (table.currentRow(), table.currentColumn()) == (0, 1)
    qtbot.keyClick(table, Qt.Key.Key_Down)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert chosen[-1] == (1, 1)
    chosen.clear()
    for row, col in [(0, 0), (0, 1), (2, 1)]:
        rect = table.visualItemRect(table.item(row, col))
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert chosen == [(0, 1)]
    assert table.item(2, 1).text() == "?"  # a hidden entry
    assert table.item(2, 0).font().strikeOut()  # a burned column


def test_team_band_above_the_columns(qtbot, tmp_path):
    sheet = make_sheet(qtbot, groups=["Team 1", "Team 1"])
    table = sheet.table
    assert table.item(0, 0).text() == "Team 1" and table.columnSpan(0, 0) == 2
    chosen = []
    sheet.cell_chosen.connect(lambda r, c: chosen.append((r, c)))
    rect = table.visualItemRect(table.item(1, 1))  # the first sheet row sits below the band
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert chosen == [(0, 1)]
    sheet.choose(1, 1)
    assert chosen == [(0, 1), (1, 1)]
    assert sheet.grab().save(str(tmp_path / "sheet.png"))


def test_row_names_are_never_cut(qtbot):
    # Dice poker's Russian sheet cut «Первый этап» and «Большой стрит» to "Первый эта", "Большой ст":
    # the row names' column is as wide as its longest name, in whatever font the rows shrank to.
    make_app([])
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    rows = ["Единицы", "Первый этап", "Большой стрит", "Малый стрит", "Всего"] + [f"Строка {i}" for i in range(15)]
    cells = {(r, 0): Cell(str(r)) for r in range(len(rows))}
    sheet.set_sheet(rows, ["Аня", "Компьютер"], cells)
    for height in (900, 420):  # rows of full height, then shrunk with a smaller font
        sheet.resize(600, height)
        sheet.show()
        qtbot.waitUntil(lambda: sheet.table.verticalHeader().width() > 0)
        head = sheet.table.verticalHeader()
        for r, name in enumerate(rows):
            item = sheet.table.verticalHeaderItem(r)
            painted = QFontMetrics(item.font())  # Qt paints a row's name in the name's own font
            assert painted.horizontalAdvance(name) < head.width(), (name, height, head.width())
        # the text is as large as the rows allow (the table's own size at most), never needlessly small
        row = head.sectionSize(0)
        font = QFont(sheet.table.font())
        assert QFontMetricsF(font).height() <= row - 3 or font.pointSizeF() == 7.0
        if font.pointSizeF() < sheet._point:
            font.setPointSizeF(font.pointSizeF() + 0.5)
            assert QFontMetricsF(font).height() > row - 3
