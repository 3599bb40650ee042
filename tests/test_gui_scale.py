"""GUI: things grow with the window, and the family's smaller troubles (issue 10, item 13).

* Dice and domino tiles are sized for a laptop's window (1366×700) and grow on a full-HD screen
  (1920×1080): a die, a tile on the table, a tile in the hand are clearly larger there.
* Golden General's swap buttons say what they do; dice poker's end says who won, with what, and
  leaves no button of the game; a message shown again stays its full time; no two family members
  share a name; long names in the domino points sheet are cut with the whole name in a tooltip.
"""

import random

import pytest
from gui_helpers import start_game
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox

from compendium.core.text import Text
from compendium.ui import controller as ctl
from compendium.ui import i18n

SMALL, LARGE = (1366, 700), (1920, 1080)


def settle(qtbot, window, size) -> None:
    window.resize(*size)
    for _ in range(5):
        QApplication.processEvents()
    qtbot.wait(20)
    QApplication.processEvents()


def play_randomly(qtbot, c, seed: int = 3, until=None) -> None:
    """Random legal actions of the person until the match is over (or ``until()`` holds)."""
    rng = random.Random(seed)
    for _ in range(2000):
        qtbot.waitUntil(lambda: c.phase in (ctl.PERSON, ctl.OVER, ctl.HANDOVER), timeout=30000)
        if c.phase == ctl.OVER or (until is not None and until()):
            return
        if c.phase == ctl.HANDOVER:
            c.handover_done()
            continue
        c.person_action(rng.choice(c.rules.legal_actions(c.state, c.acting_seat())))
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("game, level, grow", [("dice-poker", "simple", 1.8), ("yacht", "greedy", 1.4),
                                               ("pig", "easy", 1.4)])
def test_dice_grow_with_the_window(qtbot, window, game, level, grow):
    c = start_game(window, game, [0, level], preset=0 if game == "dice-poker" else None)
    view = window.match_screen.view
    play_randomly(qtbot, c, until=lambda: c.state is not None and bool(getattr(c.state, "dice", None)))
    settle(qtbot, window, SMALL)
    small = view.tray.die_size
    assert all(d.width() == small for d in view.tray.dice)
    settle(qtbot, window, LARGE)
    large = view.tray.die_size
    assert all(d.width() == large for d in view.tray.dice)
    assert large >= small * grow, (small, large)
    settle(qtbot, window, SMALL)
    assert view.tray.die_size == small  # and shrink back


def test_thirteens_dice_grow_with_the_window(qtbot, window):
    start_game(window, "thirteen", [0, "easy"])
    dice = window.match_screen.view.dice
    settle(qtbot, window, SMALL)
    small = dice.die_size
    settle(qtbot, window, LARGE)
    assert dice.die_size >= small * 1.4 and dice.special.width() == dice.plain.width() == dice.die_size
    settle(qtbot, window, SMALL)
    assert dice.die_size == small


@pytest.mark.parametrize("game", ["cross", "muggins"])
def test_domino_tiles_grow_with_the_window(qtbot, window, game):
    c = start_game(window, game, [0, "easy" if game == "cross" else "simple"])
    view = window.match_screen.view
    play_randomly(qtbot, c, until=lambda: len(c.rules.layout(c.state).tiles()) >= 3)
    settle(qtbot, window, SMALL)
    unit_small, hand_small, pile_small = view.table._transform()[0], view.hand.height(), view.boneyard.height()
    settle(qtbot, window, LARGE)
    unit_large, hand_large, pile_large = view.table._transform()[0], view.hand.height(), view.boneyard.height()
    assert unit_large >= 1.3 * unit_small, (unit_small, unit_large)  # a half-tile on the table, in pixels
    assert hand_large >= 1.3 * hand_small and pile_large > pile_small
    assert view.table.grab().width() == view.table.width()  # paints at the new size


def test_golden_general_swap_buttons_have_words(qtbot, window):
    start_game(window, "golden-general", [0, "strong"])
    view = window.match_screen.view
    settle(qtbot, window, LARGE)
    for b in view.swap_buttons:
        assert "Swap" in b.text() and b.toolTip()
        die = view.rows[0].dice[view.swap_buttons.index(b)]
        centre = die.mapTo(window, die.rect().center()).x()
        assert abs(b.mapTo(window, b.rect().center()).x() - centre) <= 2
        assert b.width() == view.rows[0].die_size + 12  # centred under its colour's die
        assert b.fontMetrics().horizontalAdvance(b.text()) < b.width()
    i18n.set_language("ru")
    try:
        QApplication.processEvents()  # the language change reaches the widgets
        assert all("Обмен" in b.text() for b in view.swap_buttons)
    finally:
        i18n.set_language("en")
        QApplication.processEvents()


@pytest.mark.parametrize("preset", [0, 4])  # the score sheet; the ranking game
def test_dice_poker_end_says_who_won_and_hides_the_buttons(qtbot, window, preset):
    c = start_game(window, "dice-poker", [0, "strong"], preset=preset)
    view = window.match_screen.view
    play_randomly(qtbot, c)
    QApplication.processEvents()
    res = c.rules.result(c.state)
    winner = c.name(res.winners[0])
    text = view.prompt.text()
    assert winner in text and text != "The match is over"
    if preset == 0:
        assert str(max(c.rules.totals(c.state))) in text
    assert not view.throw_button.isVisible() and not view.stand_button.isVisible()


def test_a_repeated_message_stays_its_full_time(qtbot, window):
    start_game(window, "pig", [0, "kper"], {"target": 40})
    screen = window.match_screen
    screen.message_timer.setInterval(400)
    screen._message(Text("Not now", "Не сейчас"))
    qtbot.wait(250)
    screen._message(Text("Not now", "Не сейчас"))  # the same message again: its time starts again
    qtbot.wait(250)  # 500 ms after the first: the first message's time is over
    assert screen.message_label.text() == "Not now"
    qtbot.waitUntil(lambda: screen.message_label.text() == "", timeout=2000)


def test_no_two_family_members_share_a_name(qtbot, window, monkeypatch):
    from compendium.ui.profiles_dialog import ProfilesDialog, ask_name, name_in_use

    db = window.db
    assert name_in_use(db, "anna") and name_in_use(db, "  ANNA ") and not name_in_use(db, "Anna B.")
    anna = db.profiles()[0]
    assert not name_in_use(db, "Anna", except_id=anna.id)  # keeping one's own name
    answers = iter([("anna", True), ("Anna B.", True)])
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: next(answers))
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warnings.append(text))
    dlg = ProfilesDialog(db, window)
    qtbot.addWidget(dlg)
    dlg.add_button.click()
    assert [p.name for p in db.profiles()] == ["Anna", "Anna B."]
    assert len(warnings) == 1 and "already" in warnings[0] and "anna" in warnings[0]
    # renaming into another's name is refused too; cancelling leaves everything as it was
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("ANNA", True) if not warnings[1:] else ("", False))
    dlg.list.setCurrentRow(1)
    dlg.rename_button.click()
    assert [p.name for p in db.profiles()] == ["Anna", "Anna B."] and len(warnings) == 2
    # in Russian
    i18n.set_language("ru")
    try:
        answers = iter([("Anna", True), ("", False)])
        monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: next(answers))
        assert ask_name(window, db, "x") is None
        assert "В семье уже есть Anna" in warnings[-1]
    finally:
        i18n.set_language("en")
        QApplication.processEvents()
    assert QCoreApplication.translate("ProfilesDialog", "Name:") == "Name:"


def test_the_setup_dialog_refuses_a_taken_name(qtbot, window, monkeypatch):
    warnings = []
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("ANNA", True) if not warnings else ("", False))
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warnings.append(text))
    window.play("pig", dialog_hook=lambda dlg: dlg.add_person.click())
    assert len(warnings) == 1 and [p.name for p in window.db.profiles()] == ["Anna"]


def test_long_names_in_the_domino_points_sheet_are_cut_with_a_tooltip(qtbot, open_window):
    long = "Alexandra Konstantinovna Rimskaya-Korsakova"
    window = open_window(long, "Boris")
    start_game(window, "cross", [0, 1])
    settle(qtbot, window, SMALL)
    view = window.match_screen.view
    table = view.sheet.table
    header = table.verticalHeader()
    item = table.verticalHeaderItem(0)
    assert item.text().endswith("…") and long.startswith(item.text()[:-1]) and item.toolTip() == long
    assert table.verticalHeaderItem(1).text() == "Boris"
    for row in range(2):
        shown = table.verticalHeaderItem(row).text()
        assert header.fontMetrics().horizontalAdvance(shown) + 6 <= header.width(), (shown, header.width())


def test_a_tile_laid_repaints_only_its_place_and_paints_the_same(qtbot):
    """The table keeps its tiles where they were when one more is laid, repaints only around it,
    and what it shows is what a table painted afresh shows."""
    from PySide6.QtGui import QRegion

    from compendium.core.domino import ALL_TILES, CENTRE, Layout
    from compendium.ui.widgets.domino import DominoTable

    rng = random.Random(7)
    table = DominoTable()
    qtbot.addWidget(table)
    table.resize(900, 340)
    table.show()
    qtbot.waitExposed(table)
    layout = Layout(use_spinner=True)
    tiles = list(ALL_TILES)
    rng.shuffle(tiles)
    layout = layout.play(tiles.pop(), CENTRE)
    requested = []
    original = DominoTable.update

    def spy(self, *args):
        requested.append(QRegion(args[0]) if args else QRegion(self.rect()))
        return original(self, *args)

    partial = 0
    for _ in range(12):
        fitting = [(t, arm) for t in tiles for arm in layout.fits(t)]
        if not fitting:
            break
        before = {(s.arm, s.index): table.to_pixels(s.rect) for s in table.arrangement().spots}
        table.grab()  # paints: the base layer is there
        t, arm = rng.choice(fitting)
        tiles.remove(t)
        layout = layout.play(t, arm)
        requested.clear()
        DominoTable.update = spy
        try:
            table.set_layout(layout, {e.arm: e.count for e in layout.open_ends()}, False)
        finally:
            DominoTable.update = original
        after = {(s.arm, s.index): table.to_pixels(s.rect) for s in table.arrangement().spots}
        region = requested[-1]
        if all(after[k] == r for k, r in before.items()):  # the table did not have to grow
            area = sum(r.width() * r.height() for r in region)
            if area < table.width() * table.height() / 2:
                partial += 1
        fresh = DominoTable()
        qtbot.addWidget(fresh)
        fresh.resize(table.size())
        fresh._arrangement, fresh._cache = table.arrangement(), ()
        fresh.set_layout(layout, {e.arm: e.count for e in layout.open_ends()}, False)
        fresh._cache = (layout, table.width(), table.height(), fresh._max_unit)
        fresh._arrangement = table.arrangement()
        assert table.grab().toImage() == fresh.grab().toImage()  # added to the base = painted whole
    assert partial >= 6


@pytest.mark.parametrize("game, level", [("cross", "easy"), ("dice-poker", "simple"), ("general", "easy")])
def test_the_text_by_the_dice_and_tiles_grows_too(qtbot, window, game, level):
    start_game(window, game, [0, level], preset=0 if game == "dice-poker" else None)
    view = window.match_screen.view
    settle(qtbot, window, SMALL)
    small = view.prompt.font().pointSizeF()
    settle(qtbot, window, LARGE)
    assert view.prompt.font().pointSizeF() >= 1.25 * small
    settle(qtbot, window, SMALL)
    assert abs(view.prompt.font().pointSizeF() - small) < 0.1
