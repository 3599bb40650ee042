"""GUI: cribbage and its seven variants at the table's view (compendium/games/cribbage/view.py).

A person against the computer plays a hand of each of the eight games through the real widgets:
the cards for the crib chosen by clicks (then the button or Enter), the starter cut (button or C),
the cards of the play by the keyboard (arrows and Enter; G says go), the show confirmed (Enter),
with muggins the count typed into the number box (a count above the hand's is refused with the
rules' message) and a claim or a pass. At every decision: the pegboard shows the scores, and no
card the person may not see is painted face up. Two people: the hand-over cover hides the first
person's hand before the second chooses."""

import pytest
from gui_helpers import pass_cover, start_game, wait_for_person
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from compendium.games.cribbage.cards import is_card
from compendium.games.cribbage.rules import DISCARD, PLAY, SHOW, STARTER, shown_cards
from compendium.games.cribbage.scoring import show_points
from compendium.ui import controller as ctl
from compendium.ui.widgets.cards import CardWidget, HandRow, PileRow

GAMES = [
    ("cribbage", 2), ("cribbage-five-card", 2), ("cribbage-seven-card", 2), ("cribbage-three-players", 3),
    ("cribbage-four-players", 4), ("cribbage-partners", 4), ("cribbage-losing", 2), ("cribbage-muggins", 2),
]


def face_up_cards(view) -> set:
    """Every card the view paints face up now."""
    shown = set()
    for row in view.findChildren(HandRow):
        if row.isVisibleTo(view) and not row.face_down:
            shown |= {c for c in row.cards if is_card(c)}
    for pile in view.findChildren(PileRow):
        if pile.isVisibleTo(view):
            shown |= {c for c in pile.cards + pile.earlier if is_card(c)}
    for card in view.findChildren(CardWidget):
        if card.isVisibleTo(view) and card.code is not None and not card.face_down and is_card(card.code):
            shown.add(card.code)
    return shown


def known_to(rules, state, seat) -> set:
    """The cards ``seat`` may see in ``state``: whatever its view shows as a card."""
    view = rules.view_for(state, seat)
    cards = {c for h in view.hands for c in h} | set(view.crib) | {c for _, c in view.laid}
    cards |= {c for d in view.discards if d for c in d}
    if view.starter:
        cards.add(view.starter)
    return {c for c in cards if is_card(c)}


def check_screen(c, view) -> None:
    """The pegboard shows the scores; nothing painted face up is hidden from the person."""
    state, rules = c.state, c.rules
    assert view.pegboard.scores() == [(f, b) for f, b in rules.pegs_of(state)]
    seat = view.snapshot.viewer
    assert seat is not None and seat >= 0
    n = len(c.match.record.actions)
    known = known_to(rules, state, seat)
    if n:
        known |= known_to(rules, c.match.state_before(n - 1), seat)
    hidden = face_up_cards(view) - known
    assert not hidden, f"cards hidden from {seat} painted face up: {hidden}"


def key(qtbot, window, k) -> None:
    qtbot.keyClick(QApplication.focusWidget() or window, k)


def click_card(qtbot, row, index: int) -> None:
    rect = row.card_rects()[index]
    point = QPointF(rect.left() + 3, rect.center().y())
    assert row.index_at(point) == index
    qtbot.mouseClick(row, Qt.MouseButton.LeftButton, pos=point.toPoint())


def decide(qtbot, window, c, ways: set) -> None:
    """One decision of the person through the widgets."""
    view = window.match_screen.view
    state, seat = c.state, c.acting_seat()
    legal = c.rules.legal_actions(state, seat)
    verbs = {a.verb for a in legal}
    before = len(c.match.record.actions)
    if state.phase == DISCARD:
        k = state.setup.deal.discard
        hand = view.hand
        assert list(hand.cards) == list(state.hands[seat])
        for i in range(k):
            click_card(qtbot, hand, i)
        assert hand.selection() == list(state.hands[seat][:k])
        assert view.discard_button.isVisible() and view.discard_button.isEnabled()
        if len(ways) % 2:
            qtbot.mouseClick(view.discard_button, Qt.MouseButton.LeftButton)
            ways.add("discard button")
        else:
            key(qtbot, window, Qt.Key.Key_Return)
            ways.add("discard enter")
        expected = ("discard", (seat, *state.hands[seat][:k]))
    elif state.phase == STARTER:
        assert view.cut_button.isVisible() and "C)" in view.cut_button.text()
        key(qtbot, window, Qt.Key.Key_C)
        ways.add("cut")
        expected = ("cut-starter", ())
    elif state.phase == PLAY and "go" in verbs:
        assert view.go_button.isVisible()
        key(qtbot, window, Qt.Key.Key_G)
        ways.add("go")
        expected = ("go", ())
    elif state.phase == PLAY:
        hand = view.hand
        assert QApplication.focusWidget() is hand
        fits = {str(a.args[0]) for a in legal}
        assert hand.playable == fits
        for _ in range(10):
            if hand.cards[hand.key_index] in fits:
                break
            key(qtbot, window, Qt.Key.Key_Right if hand.key_index < len(hand.cards) - 1 else Qt.Key.Key_Home)
        card = hand.cards[hand.key_index]
        assert card in fits
        key(qtbot, window, Qt.Key.Key_Return)
        ways.add("play")
        expected = ("play", (card,))
    elif "count" in verbs:
        cards, crib = shown_cards(state)
        true = show_points(cards, state.starter, crib)
        assert QApplication.focusWidget() is view.count_box
        if true < 29 and "too high" not in ways:  # more than the hand holds: refused, nothing recorded
            messages = []
            c.message.connect(messages.append)
            qtbot.keyClicks(view.count_box, str(true + 1))
            key(qtbot, window, Qt.Key.Key_Return)
            assert len(c.match.record.actions) == before and c.phase == ctl.PERSON
            assert messages and "more than the hand holds" in messages[-1].en
            c.message.disconnect(messages.append)
            ways.add("too high")
            view.count_box.selectAll()
        n = max(0, true - 1) if "short count" not in ways else true
        qtbot.keyClicks(view.count_box, str(n))
        key(qtbot, window, Qt.Key.Key_Return)
        ways.add("short count" if n < true else "count")
        expected = ("count", (n,))
    elif "muggins" in verbs:
        if "claim" not in ways:
            qtbot.keyClicks(view.claim_box, "1")
            qtbot.mouseClick(view.claim_button, Qt.MouseButton.LeftButton)
            ways.add("claim")
            expected = ("muggins", (1,))
        else:
            key(qtbot, window, Qt.Key.Key_P)
            ways.add("pass")
            expected = ("pass", ())
    else:
        assert state.phase == SHOW and verbs == {"show"}
        assert view.show_button.isVisible()
        key(qtbot, window, Qt.Key.Key_Return)
        ways.add("show")
        expected = ("show", ())
    actions = c.match.record.actions
    assert len(actions) > before, f"nothing was chosen in {state.phase}"
    made = actions[before]
    assert (made.verb, tuple(made.args)) == expected


@pytest.mark.parametrize("game, players", GAMES, ids=[g[0] for g in GAMES])
def test_a_hand_against_the_computer_by_the_widgets(qtbot, window, game, players):
    c = start_game(window, game, [0] + ["easy"] * (players - 1))
    view = window.match_screen.view
    ways: set = set()
    decisions = 0
    while True:
        wait_for_person(qtbot, c)
        if c.phase == ctl.OVER or c.state.hand_number > 1 and c.state.phase == DISCARD:
            break
        check_screen(c, view)
        decide(qtbot, window, c, ways)
        decisions += 1
        assert decisions < 200
    assert {"play", "show" if game != "cribbage-muggins" else "count"} & ways
    assert "discard button" in ways or "discard enter" in ways
    if game == "cribbage-muggins":
        assert "too high" in ways
    # the scores on the board, the move list and the prompt follow the match
    assert view.pegboard.scores() == [tuple(p) for p in c.rules.pegs_of(c.state)]
    assert view.move_list.count() >= 5
    assert view.prompt.text()


def test_the_show_steps_through_its_combinations(qtbot, window):
    c = start_game(window, "cribbage", [0, "easy"])
    view = window.match_screen.view
    ways: set = set()
    seen = []
    for _ in range(300):
        wait_for_person(qtbot, c)
        if c.phase == ctl.OVER:
            break
        if view._show is not None and view._show["ordered"]:
            seen.append(view._show)
            break
        decide(qtbot, window, c, ways)
    assert seen, "no show with points was seen"
    show = seen[0]
    view.step_timer.stop()
    view._show_index = 0
    view.step_show()
    first = show["ordered"][0]
    assert set(view.show_row.highlighted) == set(first.cards) - {show["starter"]} or \
        set(view.show_row.highlighted) == set(first.cards)
    assert view.calls_label.text() == show["calls"][0]
    for _ in show["ordered"]:
        view.step_show()
    assert not view.stepping
    assert view.calls_label.text() == ", ".join(show["calls"])
    # Space and → step at once while the show is stepped through and the hand has nothing to choose
    view._show_index = 0
    view.step_timer.start(60000)  # no step by the timer during the test
    view.hand.set_choice(0)
    view._step_keys()
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)
    assert view._show_index == 1
    if len(show["ordered"]) > 1:
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Right)
        assert view._show_index == 2


def test_two_people_the_cover_hides_the_first_hand(qtbot, open_window):
    window = open_window("Anna", "Boris")
    c = start_game(window, "cribbage", [0, 1])
    screen = window.match_screen
    view = screen.view
    wait_for_person(qtbot, c, handover=True)
    if c.phase == ctl.HANDOVER:
        pass_cover(qtbot, screen)
    first = c.acting_seat()
    assert c.state.phase == DISCARD
    assert list(view.hand.cards) == list(c.state.hands[first])
    check_screen(c, view)
    ways: set = set()
    decide(qtbot, window, c, ways)
    wait_for_person(qtbot, c, handover=True)
    assert c.phase == ctl.HANDOVER  # the cover is up before the second person decides
    assert screen.stack.currentWidget() is screen.handover and not view.isVisible()
    pass_cover(qtbot, screen)
    second = c.acting_seat()
    assert second != first
    assert list(view.hand.cards) == list(c.state.hands[second])
    assert not (face_up_cards(view) & set(c.state.hands[first]))
    check_screen(c, view)


def test_russian_texts(qtbot, open_window, monkeypatch):
    monkeypatch.setenv("COMPENDIUM_LANG", "ru")
    window = open_window("Anna")
    window.language.setCurrentIndex(1)
    c = start_game(window, "cribbage-partners", [0, "easy", "easy", "easy"])
    wait_for_person(qtbot, c)
    view = window.match_screen.view
    assert "криб" in view.prompt.text().lower()
    assert view.discard_button.text() != "Discard to crib (Enter)"
    assert " и " in view.pegboard.names[0] and len(view.pegboard.names) == 2


def test_the_hint_selects_its_cards_and_the_language_switches(qtbot, window):
    from compendium.core.actions import Action

    c = start_game(window, "cribbage", [0, "easy"])
    wait_for_person(qtbot, c)
    view = window.match_screen.view
    hand = c.state.hands[0]
    view.show_hint(Action("discard", (0, hand[1], hand[3])))
    assert view.hand.selection() == [hand[1], hand[3]] and view.discard_button.isEnabled()
    assert c.state.phase == DISCARD
    window.language.setCurrentIndex(1)  # Russian while the match goes on
    qtbot.waitUntil(lambda: view.discard_button.text() == "Сбросить в криб (Enter)", timeout=3000)
    assert "криб" in view.prompt.text() and view.move_list.item(0).text().startswith("Жребий")
    window.language.setCurrentIndex(0)
    qtbot.waitUntil(lambda: view.discard_button.text() == "Discard to crib (Enter)", timeout=3000)
    assert view.move_list.item(0).text().startswith("Cut for the deal")


def test_undo_takes_the_move_list_back(qtbot, window):
    c = start_game(window, "cribbage", [0, "easy"])
    view = window.match_screen.view
    ways: set = set()
    for _ in range(50):
        wait_for_person(qtbot, c)
        if c.state.phase == PLAY and any(a.verb == "play" for a in c.rules.legal_actions(c.state, 0)):
            break
        decide(qtbot, window, c, ways)
    assert c.state.phase == PLAY
    lines = view.move_list.count()
    hand = list(c.state.hands[0])
    decide(qtbot, window, c, ways)  # a card laid
    wait_for_person(qtbot, c)
    assert view.move_list.count() > lines
    assert c.can_undo()
    window.match_screen.undo()
    wait_for_person(qtbot, c)
    assert c.state.phase == PLAY and c.acting_seat() == 0
    assert view.move_list.count() == lines
    assert list(view.hand.cards) == hand


def test_the_hint_of_the_strong_player_marks_the_cards(qtbot, window):
    c = start_game(window, "cribbage", [0, "medium"])
    screen = window.match_screen
    view = screen.view
    wait_for_person(qtbot, c)
    assert c.state.phase == DISCARD
    screen.hint()
    qtbot.waitUntil(lambda: len(view.hand.selection()) == 2, timeout=20000)
    assert set(view.hand.selection()) <= set(c.state.hands[0]) and view.discard_button.isEnabled()
    assert screen.hint_label.text().startswith("Hint")
    key(qtbot, window, Qt.Key.Key_Return)  # the hinted discard is made
    wait_for_person(qtbot, c)
    assert any(a.verb == "discard" and a.args[0] == 0 for a in c.match.record.actions)
