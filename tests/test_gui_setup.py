"""GUI: the set-up dialog puts the players and the computers' strength first; the single rules wait
behind "More rules" (collapsed at first, a summary in words beside it), and the dialog fits a
laptop's screen with the rules open too. Enter starts the match."""

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from compendium.catalog import load_catalog
from compendium.core import registry
from compendium.ui.setup_dialog import SetupDialog

WIDTH, HEIGHT = 1366, 700


def open_dialog(qtbot, window, gid):
    dlg = SetupDialog(window.db, registry.load(gid), load_catalog().game(gid), window)
    qtbot.addWidget(dlg)
    dlg.show()
    QApplication.processEvents()
    return dlg


def test_the_rules_start_collapsed_with_a_summary_in_words(qtbot, window):
    dlg = open_dialog(qtbot, window, "cross")
    assert not dlg.more_rules.isChecked() and not dlg.option_box.isVisible()
    assert all(not w.isVisible() for _, w in dlg.option_widgets.values())
    assert dlg.more_rules.isVisible() and dlg.more_rules.text() == "More rules"
    assert dlg.rules_summary.text() == "The book's rules"
    short = dlg.height()
    dlg.more_rules.click()
    QApplication.processEvents()
    assert dlg.option_box.isVisible() and dlg.height() > short
    assert dlg.more_rules.text() == "Hide the rules"
    dlg.set_options({"sealing": True})
    assert dlg.rules_summary.text() == "One rule changed"
    dlg.set_options({"two_doubles": True, "officer": True})
    assert dlg.rules_summary.text() == "3 rules changed"
    dlg.preset.setCurrentIndex(1)  # another variant: its own rules, nothing changed from it
    assert dlg.rules_summary.text() == "The rules of the chosen variant"
    dlg.preset.setCurrentIndex(0)
    assert dlg.rules_summary.text() == "The book's rules"
    dlg.more_rules.click()
    QApplication.processEvents()
    assert not dlg.option_box.isVisible() and dlg.height() <= short + 2
    dlg.reject()


def test_the_summary_follows_the_language(qtbot, window):
    window.language.setCurrentIndex(1)
    dlg = open_dialog(qtbot, window, "dice-poker")
    assert dlg.more_rules.text() == "Ещё правила"
    assert dlg.rules_summary.text() == "Правила как в книге"
    dlg.set_options({"even_odd": False, "four_bonus": True})
    assert dlg.rules_summary.text() == "Изменено правил: 2"
    dlg.reject()


def test_a_catalog_variant_is_summarised_as_the_variants_rules(qtbot, window):
    dlg = open_dialog(qtbot, window, "all-threes")
    assert dlg.rules_summary.text() == "The rules of the chosen variant"
    assert dlg.changed_rules() == []
    dlg.reject()


def test_dice_poker_options_are_words_not_formulas(qtbot, window):
    rules = registry.load("dice-poker").rules
    for opt in rules.options():
        for text in [opt.label, *(label for _, label in opt.choices)]:
            for s in (text.en, text.ru):
                assert "×" not in s and "(число" not in s and "(count" not in s, s


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_setup_dialog_fits_a_laptop_with_the_rules_open(qtbot, open_window, lang):
    window = open_window("Anna")
    if lang == "ru":
        window.language.setCurrentIndex(1)
    for info in load_catalog().games():
        if not info.playable:
            continue
        dlg = open_dialog(qtbot, window, info.id)
        if dlg.more_rules.isVisible():
            dlg.more_rules.setChecked(True)
        dlg.count.setValue(dlg.count.maximum())
        QApplication.processEvents()
        hint = dlg.minimumSizeHint()
        assert hint.width() <= WIDTH and hint.height() <= HEIGHT, (info.id, hint.toTuple())
        assert dlg.width() <= WIDTH and dlg.height() <= HEIGHT, (info.id, dlg.size().toTuple())
        for button in (dlg.start_button, dlg.cancel_button):
            box = QRect(button.mapTo(dlg, QPoint(0, 0)), button.size())
            assert dlg.rect().contains(box), f"{info.id}: {button.text()!r} is outside the dialog"
        dlg.reject()
        dlg.deleteLater()


def test_enter_on_the_more_rules_button_starts_the_match(qtbot, window):
    dlg = open_dialog(qtbot, window, "pig")
    dlg.activateWindow()
    dlg.more_rules.setFocus()
    assert dlg.start_button.isDefault()
    qtbot.keyClick(dlg.more_rules, Qt.Key.Key_Return)
    assert dlg.result() == SetupDialog.DialogCode.Accepted


def test_one_engine_s_games_show_only_their_own_rules(qtbot, window):
    """The open-domino movement games are one engine: the game number is fixed by the catalog entry
    and never shown, each game shows only its own rules, and a rule that depends on another appears
    only with it (the number of tiles to remove, when that is the goal)."""
    dlg = open_dialog(qtbot, window, "open-domino-03")
    assert dlg.rules_summary.text() == "The book's rules"
    dlg.more_rules.click()
    QApplication.processEvents()
    shown = {key for key, (_, w) in dlg.option_widgets.items() if w.isVisible()}
    assert {"goal", "movement", "set", "start", "limit", "first"} <= shown
    assert not shown & {"game", "tiles4", "stacks", "moves9", "hidden", "count"}
    dlg.set_options({"goal": "count"})
    QApplication.processEvents()
    assert dlg.option_widgets["count"][1].isVisible()
    assert dlg.options()["game"] == 3 and dlg.rules_summary.text() == "One rule changed"
    dlg.reject()
    dlg = open_dialog(qtbot, window, "open-domino-09")
    dlg.more_rules.click()
    QApplication.processEvents()
    shown = {key for key, (_, w) in dlg.option_widgets.items() if w.isVisible()}
    assert shown == {"first", "set", "moves9", "own_groups"}
    assert dlg.count.maximum() == 4
    dlg.set_options({"own_groups": True})
    QApplication.processEvents()
    assert dlg.count.maximum() == 2
    dlg.reject()
