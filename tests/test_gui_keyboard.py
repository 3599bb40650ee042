"""GUI: every playable engine played to its end against a computer with the keyboard alone — only
key events, sent to the widget that has the keyboard focus (never a click); after the set-up the
game's view has the focus. Plus Enter as the default action of the set-up dialog and of a game's
page, and the Tab order from the search box to the results."""

import pytest
from gui_helpers import start_game
from nardy_helpers import nardy_keys
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from compendium.core.domino import parse_tile
from compendium.games.categor.rules import variant_options
from compendium.ui import controller as ctl


@pytest.fixture
def window(open_window):
    return open_window("Anna")


def focused(window):
    return QApplication.focusWidget() or window


def key(qtbot, window, k) -> None:
    """A key (or a key with modifiers: ``(key, modifiers)``) sent where the keyboard is."""
    if isinstance(k, tuple):
        qtbot.keyClick(focused(window), *k)
    else:
        qtbot.keyClick(focused(window), k)


def sheet_keys(view, skip=None):
    """Down until the sheet's current box may be chosen (and is not ``skip``), then Enter."""
    table = view.sheet.table
    assert QApplication.focusWidget() is table, "the score sheet has the keyboard"
    item = table.item(table.currentRow(), table.currentColumn()) if table.currentRow() >= 0 else None
    where = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
    if where is None or not view.sheet.cell(*where).clickable or (skip is not None and where[0] == skip):
        return [Qt.Key.Key_Down]
    return [Qt.Key.Key_Return]


def pig_keys(c, view):
    return [Qt.Key.Key_Return if c.state.series >= 12 else Qt.Key.Key_Space]


def yacht_keys(c, view):
    return [Qt.Key.Key_Space] if c.state.throws == 0 else sheet_keys(view)


def general_keys(c, view):
    return [Qt.Key.Key_Space] if c.state.throws == 0 else sheet_keys(view)


def golden_keys(c, view):
    if c.state.throws == 0:
        return [Qt.Key.Key_Space]
    from compendium.games.general.rules import LINES

    skip = LINES.index(view.pending) if view.pending is not None else None
    return sheet_keys(view, skip)


def categor_keys(c, view):
    return sheet_keys(view)


def thirteen_keys(c, view):
    for i, b in enumerate(view.buttons.values()):
        if b.isVisible() and b.isEnabled():
            return [getattr(Qt.Key, f"Key_{i + 1}")]
    raise AssertionError("no button to press")


def vertushka_keys(c, view):
    faces = view.crosses[0].enabled_faces
    assert faces
    return [getattr(Qt.Key, f"Key_{min(faces)}")]


def dice_poker_keys(c, view):
    s = c.state
    if getattr(s, "throws", 1) == 0 or (view.throw_button.isVisible() and view.throw_button.isEnabled()
                                        and not view.sheet.isVisible()):
        return [Qt.Key.Key_Space] if view.throw_button.isEnabled() else [Qt.Key.Key_Return]
    if view.sheet.isVisible():
        if view.stand_button.isVisible() and view.stand_button.isEnabled():
            return [Qt.Key.Key_Return]
        return sheet_keys(view)
    return [Qt.Key.Key_Return]


def domino_keys(c, view):
    legal = c.rules.legal_actions(c.state, c.acting_seat())
    verbs = {a.verb for a in legal}
    if "play" in verbs:
        tiles = {parse_tile(str(a.args[0])) for a in legal if a.verb == "play"}
        if view._selected in tiles:
            return [Qt.Key.Key_Return]
        return [Qt.Key.Key_Right]
    if "draw" in verbs:
        return [Qt.Key.Key_D]
    if "pass" in verbs:
        return [Qt.Key.Key_P]
    return [Qt.Key.Key_Return]


def board_keys(c, view):
    """Checkers and chess, one key a call: the arrows to the next square of the first legal move,
    Enter there (and Enter in a promotion's chooser: the queen); after ten moves, Ctrl+Shift+R resigns."""
    board = view.board
    assert QApplication.focusWidget() is board, "the board has the keyboard"
    if board.choosing:
        return [Qt.Key.Key_Return]
    if len(c.match.record.actions) >= 20:
        return [(Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)]
    action = next(a for a in c.rules.legal_actions(c.state, c.acting_seat()) if a.verb == "move")
    path = c.rules.move_path(action)
    done = len(board.picker.picked()) or (1 if board.selected == path[0] else 0)  # squares picked so far
    target = path[min(done, len(path) - 1)]
    if board.key_cell is None:
        return [Qt.Key.Key_Right]
    if board.key_cell == target:
        return [Qt.Key.Key_Return]
    (fa, ra), (fb, rb) = board._screen_pos(board.key_cell), board._screen_pos(target)
    if fa != fb:
        return [Qt.Key.Key_Right if fb > fa else Qt.Key.Key_Left]
    return [Qt.Key.Key_Down if rb > ra else Qt.Key.Key_Up]


def cribbage_keys(c, view):
    """The hand: Space selects the card under the cursor (→ moves on), Enter discards or plays the
    card under the cursor; G says go, C cuts; the show: Enter; muggins: the count typed, Enter."""
    from compendium.games.cribbage.rules import DISCARD, PLAY, STARTER, shown_cards
    from compendium.games.cribbage.scoring import show_points

    state, seat = c.state, c.acting_seat()
    legal = c.rules.legal_actions(state, seat)
    verbs = {a.verb for a in legal}
    hand = view.hand
    if state.phase == DISCARD:
        if len(hand.selection()) < state.setup.deal.discard:
            return [Qt.Key.Key_Right] if hand.cards[hand.key_index] in hand.selection() else [Qt.Key.Key_Space]
        return [Qt.Key.Key_Return]
    if state.phase == STARTER:
        return [Qt.Key.Key_C]
    if state.phase == PLAY:
        if "go" in verbs:
            return [Qt.Key.Key_G]
        fits = {str(a.args[0]) for a in legal}
        if hand.cards[hand.key_index] in fits:
            return [Qt.Key.Key_Return]
        return [Qt.Key.Key_Right if hand.key_index < len(hand.cards) - 1 else Qt.Key.Key_Home]
    if "count" in verbs:
        cards, crib = shown_cards(state)
        return [getattr(Qt.Key, f"Key_{d}") for d in str(show_points(cards, state.starter, crib))] + \
            [Qt.Key.Key_Return]
    if "muggins" in verbs:
        return [Qt.Key.Key_P]
    return [Qt.Key.Key_Return]


GAMES = [
    ("pig", [0, "kper"], {"target": 40}, None, pig_keys),
    ("yacht", [0, "best"], None, None, yacht_keys),
    ("general", [0, "strong"], None, None, general_keys),
    ("golden-general", [0, "strong"], None, None, golden_keys),
    ("categor", [0, "simple"], variant_options("categor"), None, categor_keys),
    ("categor-psychological", [0, "simple"], variant_options("categor-psychological"), None, categor_keys),
    ("thirteen", [0, "best"], {"rounds": 1}, None, thirteen_keys),
    ("vertushka", [0, "easy"], {}, None, vertushka_keys),
    ("dice-poker-sheet", [0, "strong"], None, 0, dice_poker_keys),
    ("dice-poker-ranking", [0, "strong"], None, 4, dice_poker_keys),
    ("cross", [0, "easy"], None, None, domino_keys),
    ("muggins", [0, "simple"], {"target": 50}, None, domino_keys),
    ("checkers", [0, "easy"], None, None, board_keys),
    ("chess", [0, "beginner"], None, None, board_keys),
    ("short-nardy", [0, "easy"], None, None, nardy_keys),
    ("long-nardy", [0, "easy"], None, None, nardy_keys),
    ("cribbage", [0, "easy"], {"target": 61}, None, cribbage_keys),
    ("cribbage-muggins", [0, "easy"], {"target": 61}, None, cribbage_keys),
    ("cribbage-partners", [0, "easy", "easy", "easy"], {"target": 61}, None, cribbage_keys),
]


@pytest.mark.parametrize("name, seats, options, preset, plan", GAMES, ids=[g[0] for g in GAMES])
def test_a_whole_match_by_keys_alone(qtbot, window, name, seats, options, preset, plan):
    game = {"categor-psychological": "categor", "dice-poker-sheet": "dice-poker",
            "dice-poker-ranking": "dice-poker"}.get(name, name)
    c = start_game(window, game, seats, options, preset=preset)
    screen = window.match_screen
    view = screen.view
    presses = 0
    first = True
    while True:
        qtbot.waitUntil(lambda: c.phase in (ctl.PERSON, ctl.OVER, ctl.HANDOVER), timeout=30000)
        if c.phase == ctl.OVER:
            break
        if c.phase == ctl.HANDOVER:
            key(qtbot, window, Qt.Key.Key_Return)
            continue
        focus = QApplication.focusWidget()
        assert focus is view.focus_target() or view.isAncestorOf(focus), f"the focus is on {focus!r}"
        if first:  # after the set-up the game's view has the keyboard
            assert focus is view.focus_target()
            first = False
        for k in plan(c, view):
            key(qtbot, window, k)
        presses += 1
        assert presses < 3000, "the match does not end by keys"
    assert c.phase == ctl.OVER and c.match.over


# --- Enter as the default, Tab order ------------------------------------------------------------------------
def test_enter_starts_the_setup_dialog(qtbot, window):
    from compendium.core import registry
    from compendium.catalog import load_catalog
    from compendium.ui.setup_dialog import SetupDialog

    plugin = registry.load("pig")
    dlg = SetupDialog(window.db, plugin, load_catalog().game("pig"), window)
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.add_person.setFocus()
    assert dlg.start_button.isDefault()
    with qtbot.waitSignal(dlg.accepted, timeout=2000):
        qtbot.keyClick(dlg.count, Qt.Key.Key_Return)


def test_enter_presses_play_on_a_games_page(qtbot, window, monkeypatch):
    asked = []
    monkeypatch.setattr(window, "play", lambda gid, dialog_hook=None: asked.append(gid))
    window.game_page.play_requested.disconnect()
    window.game_page.play_requested.connect(window.play)
    window.open_game("pig")
    assert QApplication.focusWidget() is window.game_page.play_button
    qtbot.keyClick(window.game_page.play_button, Qt.Key.Key_Return)
    assert asked == ["pig"]


def test_one_tab_from_the_search_box_to_the_results(qtbot, window):
    side = window.sidebar
    side.search.setFocus()
    qtbot.keyClicks(side.search, "yacht")
    qtbot.keyClick(side.search, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is side.tree
    assert side.selected_game() == "yacht"
    side.search.setFocus()
    qtbot.keyClick(side.search, Qt.Key.Key_Return)
    assert QApplication.focusWidget() is side.tree and side.selected_game() == "yacht"


def test_tab_goes_down_the_setup_dialog(qtbot, window):
    from compendium.catalog import load_catalog
    from compendium.core import registry
    from compendium.ui.setup_dialog import SetupDialog

    dlg = SetupDialog(window.db, registry.load("pig"), load_catalog().game("pig"), window)
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.activateWindow()

    def tab_through():
        dlg.count.setFocus()
        seen = [dlg.count]
        while seen[-1] is not dlg.cancel_button and len(seen) < 30:
            qtbot.keyClick(dlg.focusWidget(), Qt.Key.Key_Tab)
            seen.append(dlg.focusWidget())
        return seen

    # the single rules are behind "More rules" (collapsed): Tab passes over them to the real dice
    assert tab_through() == [dlg.count, dlg.add_person, *dlg.seat_combos, dlg.preset, dlg.more_rules,
                             dlg.table_dice, dlg.start_button, dlg.cancel_button]
    dlg.more_rules.setFocus()
    qtbot.keyClick(dlg.more_rules, Qt.Key.Key_Space)  # Space opens them; Tab then goes through them
    assert dlg.more_rules.isChecked()
    options = [w for _, w in dlg.option_widgets.values()]
    expected = [dlg.count, dlg.add_person, *dlg.seat_combos, dlg.preset, dlg.more_rules, *options, dlg.table_dice,
                dlg.start_button, dlg.cancel_button]
    assert tab_through() == expected
    dlg.reject()
