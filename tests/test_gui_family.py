"""GUI: the family test (issue 10) — a readable hand-over cover passed by Enter or Space, names
in every message, a log that wraps, secrets nobody can take back, outcomes shown when the dice
land."""

import pytest
from gui_helpers import person_decisions, start_game
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from compendium.games.categor.rules import variant_options
from compendium.ui import controller as ctl


@pytest.fixture
def family(open_window):
    return open_window("Anna", "Boris")


def _luminance(c: QColor) -> float:
    def ch(v: int) -> float:
        v = v / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * ch(c.red()) + 0.7152 * ch(c.green()) + 0.0722 * ch(c.blue())


def contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def text_contrast(widget) -> float:
    """The contrast between the commonest colour of ``widget`` as grabbed (its background) and
    its text: the colour of at least 30 pixels (not a stray pixel of anti-aliasing) furthest from it."""
    img = widget.grab().toImage()
    counts = {}
    for y in range(0, img.height()):
        for x in range(0, img.width()):
            rgb = img.pixel(x, y) & 0xFFFFFF
            counts[rgb] = counts.get(rgb, 0) + 1
    ranked = sorted(counts, key=counts.get, reverse=True)
    bg = QColor(ranked[0])
    return max((contrast(QColor(c), bg) for c in ranked[1:] if counts[c] >= 30), default=1.0)


def _cover_up(qtbot, family):
    c = start_game(family, "categor", [0, 1, "simple"], variant_options("categor-psychological"))
    screen = family.match_screen
    qtbot.waitUntil(lambda: c.phase == ctl.HANDOVER, timeout=10000)
    assert screen.stack.currentWidget() is screen.handover
    return c, screen


def test_the_hand_over_cover_is_readable(qtbot, family):
    c, screen = _cover_up(qtbot, family)
    cover = screen.handover
    assert "Anna" in cover.label.text()
    whole = cover.grab().toImage()
    # the cover is painted dark inside the match screen (not the window's light grey)
    assert _luminance(QColor(whole.pixel(5, 5))) < 0.05
    for label in (cover.label, cover.sub):
        assert text_contrast(label) >= 4.5, label.text()
    assert text_contrast(cover.button) >= 4.5
    assert cover.label.font().pointSize() >= cover.font().pointSize() + 10  # a large name


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
def test_enter_and_space_pass_the_cover(qtbot, family, key):
    c, screen = _cover_up(qtbot, family)
    assert screen.handover.button.hasFocus() or not family.isActiveWindow()
    qtbot.keyClick(screen.handover.button, key)
    assert c.phase == ctl.PERSON and screen.stack.currentWidget() is not screen.handover


def test_arrows_and_tab_do_nothing_on_the_cover(qtbot, family):
    c, screen = _cover_up(qtbot, family)
    screen.handover.button.setFocus()
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab):
        qtbot.keyClick(screen.handover.button, key)
        assert c.phase == ctl.HANDOVER
        focus = family.focusWidget()
        assert focus is None or focus is screen.handover.button or screen.handover.isAncestorOf(focus)
    assert family.language.currentIndex() == 0



# --- secrets: nobody takes back another person's secret decision ----------------------------------------
SECRET_GAMES = [
    ("categor", [0, 1, "simple"], variant_options("categor-psychological")),
    ("thirteen", [0, 1, "best"], {"simultaneous": True, "rounds": 1}),
    ("cross", [0, 1, "easy"], None),
    ("muggins", [0, 1, "simple"], {"target": 50}),
]


@pytest.mark.parametrize("game, seats, options", SECRET_GAMES, ids=[g[0] for g in SECRET_GAMES])
def test_nobody_undoes_another_persons_secret(qtbot, family, game, seats, options):
    import random

    c = start_game(family, game, seats, options)
    screen = family.match_screen
    rng = random.Random(3)
    refused = 0
    own = 0
    for step, _ in enumerate(person_decisions(qtbot, c, handover=True)):
        if step > 80:
            break
        if c.phase == ctl.HANDOVER:
            assert not c.can_undo() and not screen.undo_button.isEnabled()
            qtbot.keyClick(screen.handover.button, Qt.Key.Key_Return)
            continue
        me = c.acting_seat()
        keep = c.match.undo_target()
        if keep is not None and c.match.log[keep].actor != me:
            # the last decision is somebody else's: Undo is off, and Ctrl+Z changes nothing
            assert not c.can_undo() and not screen.undo_button.isEnabled()
            n = len(c.match.record.actions)
            qtbot.keyClick(screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            screen.undo()
            assert len(c.match.record.actions) == n and c.acting_seat() == me
            refused += 1
        elif keep is not None:
            assert c.can_undo()  # one's own decision may still be taken back
            own += 1
        c.person_action(rng.choice(c.rules.legal_actions(c.state, me)))
    assert refused >= 2


def test_hidden_rows_note_goes_at_the_end(qtbot, family):
    import random

    c = start_game(family, "categor", [0, "simple"], variant_options("categor-psychological"))
    view = family.match_screen.view
    rng = random.Random(4)
    seen = False
    for _ in person_decisions(qtbot, c, handover=True):
        seen = seen or "stay hidden until the end" in view.info.text()
        c.person_action(rng.choice(c.rules.legal_actions(c.state, c.acting_seat())))
    assert seen and "hidden" not in view.info.text()


# --- names in messages, a log that wraps -------------------------------------------------------------------
def test_the_log_wraps_long_lines(qtbot, family):
    c = start_game(family, "pig", [0, "kper"], {"target": 30})
    screen = family.match_screen
    qtbot.waitUntil(lambda: c.phase in (ctl.PERSON, ctl.OVER), timeout=10000)
    log = screen.log
    long = "Anna: " + " ".join(["a long line of the log that must wrap"] * 8)
    log.addItem(long)
    log.scrollToBottom()
    qtbot.wait(50)
    rect = log.visualItemRect(log.item(log.count() - 1))
    line = log.fontMetrics().height()
    assert rect.width() <= log.viewport().width()
    assert rect.height() >= 3 * line  # the long line takes several lines
    assert log.horizontalScrollBar().maximum() == 0 or not log.horizontalScrollBar().isVisible()


def test_messages_and_log_name_the_players(qtbot, family):
    from compendium.core.text import Text, seat_ref

    c = start_game(family, "vertushka", [0, "easy"], {})
    screen = family.match_screen
    qtbot.waitUntil(lambda: c.phase in (ctl.PERSON, ctl.OVER), timeout=10000)
    c.message.emit(seat_ref(0) + Text(" wins the match", " выигрывает матч"))
    assert screen.message_label.text() == "Anna wins the match"
    lines = [screen.log.item(i).text() for i in range(screen.log.count())]
    assert lines and not any("{seat" in x or "seat " in x for x in lines)


# --- outcomes appear when the dice land -----------------------------------------------------------------
def test_pig_shows_the_outcome_when_the_dice_land(qtbot, family):
    family.animation_ms = 400
    c = start_game(family, "pig", [0, "kper"], {"target": 100})
    screen = family.match_screen
    view = screen.view
    qtbot.waitUntil(lambda: c.phase == ctl.PERSON, timeout=10000)
    assert "100" in view.target_label.text()  # the target is shown all through the match
    for _ in range(3):
        qtbot.waitUntil(lambda: c.phase == ctl.PERSON, timeout=10000)
        texts = (view.series_label.text(), view.throws_label.text(), view.note_label.text())
        logged = screen.log.count()
        n = len(c.match.record.actions)
        qtbot.keyClick(view.roll_button, Qt.Key.Key_Space)
        assert c.phase == ctl.CHANCE_ROLL and len(c.match.record.actions) == n + 2  # thrown, still tumbling
        assert view.tray.animating
        assert (view.series_label.text(), view.throws_label.text(), view.note_label.text()) == texts
        assert screen.log.count() == logged and not view.roll_button.isEnabled()
        qtbot.waitUntil(lambda: c.phase != ctl.CHANCE_ROLL, timeout=5000)
        assert screen.log.count() > logged
        if c.phase != ctl.PERSON or not c.state.throws:
            break  # a pig-out passed the dice on (the computer may already have played its turn)
        throw = c.state.throws[-1]
        assert "–".join(map(str, throw)) in view.throws_label.text()


def test_pig_shows_the_banked_series(qtbot, family):
    c = start_game(family, "pig", [0, "kper"], {"target": 100})
    view = family.match_screen.view
    for state in person_decisions(qtbot, c):
        if state.series >= 10:
            banked = state.series
            view.stop_button.click()
            assert c.state.last_turn and not c.state.throws
            assert f"Anna banked {banked}" in view.series_label.text()
            break
        view.roll_button.click()
    else:
        pytest.fail("no series of 10 to bank")


def test_the_log_follows_the_match_to_its_end(qtbot, family):
    c = start_game(family, "pig", ["kper", "kper"], {"target": 100})
    screen = family.match_screen
    qtbot.waitUntil(lambda: c.phase == ctl.OVER, timeout=30000)
    qtbot.wait(50)
    bar = screen.log.verticalScrollBar()
    assert bar.maximum() > 0, (screen.log.count(), screen.log.viewport().height()) and bar.value() == bar.maximum()
    last = screen.log.visualItemRect(screen.log.item(screen.log.count() - 1))
    assert last.bottom() <= screen.log.viewport().height() + 1
