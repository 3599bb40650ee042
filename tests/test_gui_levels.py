"""The set-up dialog names computer levels by strength first, the game's style after it, with the
level's description as its tooltip; a computer seat keeps its level and number, and its name is
made in the interface's language; the game page shows the book's pace letter only in Russian."""

from PySide6.QtCore import Qt

from compendium.catalog import load_catalog
from compendium.core import registry
from compendium.core.plugin import seat_name
from compendium.storage.db import Database
from compendium.ui import i18n
from compendium.ui.app import make_app
from compendium.ui.setup_dialog import SetupDialog


def test_setup_dialog_shows_strength_first_and_seats_follow_the_language(qtbot):
    make_app([])
    db = Database()
    plugin = registry.load("cross")
    dlg = SetupDialog(db, plugin, load_catalog().game("cross"))
    qtbot.addWidget(dlg)
    combo = dlg.seat_combos[0]
    labels = [combo.itemText(i) for i in range(combo.count())]
    assert "Computer: Easy" in labels and "Computer: Strong — counts tiles" in labels
    i = labels.index("Computer: Strong — counts tiles")
    assert combo.itemData(i, Qt.ItemDataRole.ToolTipRole).startswith(plugin.ai_levels[1].about.en[:20])
    for c in dlg.seat_combos:
        c.setCurrentIndex(i)
    seats = dlg.players()
    assert [(s["kind"], s["level"], s["number"]) for s in seats] == [("computer", "counter", n + 1)
                                                                     for n in range(len(seats))]
    assert seat_name(seats[0], plugin.ai_levels, "ru") == "Компьютер: Сильный — считает кости 1"
    assert seat_name(seats[1], plugin.ai_levels, "en") == "Computer: Strong — counts tiles 2"
    db.close()


def test_setup_dialog_in_russian(qtbot):
    make_app([])
    db = Database()
    i18n.set_language("ru")
    try:
        plugin = registry.load("pig")
        dlg = SetupDialog(db, plugin, load_catalog().game("pig"))
        qtbot.addWidget(dlg)
        combo = dlg.seat_combos[0]
        labels = [combo.itemText(i) for i in range(combo.count())]
        assert "Компьютер: Сильнейший — безупречный" in labels and "Компьютер: Сильный — держи темп" in labels
    finally:
        i18n.set_language("en")
    db.close()


def test_game_page_pace_in_words_in_english_with_the_book_s_letter_in_russian(qtbot):
    from compendium.ui.game_page import GamePage

    make_app([])
    g = load_catalog().game("yacht")
    assert g.pace == "Б"
    page = GamePage()
    qtbot.addWidget(page)
    assert "<b>Pace:</b> medium" in page._marks_html(g)
    i18n.set_language("ru")
    try:
        assert "<b>Динамика:</b> Б — средняя" in page._marks_html(g)
    finally:
        i18n.set_language("en")
