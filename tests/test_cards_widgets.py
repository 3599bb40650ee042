"""The cribbage table's widgets (compendium/ui/widgets/cards.py, pegboard.py): a hand's cards selected
by mouse and by keyboard (one or two, face-down and unplayable cards never), the choice confirmed,
overlapping cards when the row is narrow, the play's count, the words in both languages; the
pegboard's holes and pegs for given scores at 61, 121 and 151, the pegs leapfrogging, two and three
tracks, and both widgets growing with the window and painting at every size."""

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from compendium.ui import i18n
from compendium.ui.widgets.cards import CardWidget, HandRow, PileRow, card_name
from compendium.ui.widgets.pegboard import PegBoard, lap_of

HAND = ["5H", "5S", "JD", "TC", "4H", "QH"]


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture
def hand(qtbot):
    row = HandRow(height=130)
    qtbot.addWidget(row)
    row.resize(800, 130)
    row.set_cards(HAND)
    row.set_choice(2)
    row.show()
    qtbot.waitExposed(row)
    return row


def signals(hand):
    changes, chosen = [], []
    hand.selection_changed.connect(changes.append)
    hand.chosen.connect(chosen.append)
    return changes, chosen


def click(qtbot, hand, index: int) -> None:
    qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=hand.card_rects()[index].center().toPoint())


# --- the hand ------------------------------------------------------------------------------------------
def test_two_cards_selected_by_mouse(qtbot, hand):
    changes, chosen = signals(hand)
    click(qtbot, hand, 2)
    assert changes[-1] == ["JD"]
    lifted = hand.card_rects()
    assert lifted[2].top() < lifted[1].top()  # a selected card stands higher
    click(qtbot, hand, 0)
    assert changes[-1] == ["5H", "JD"] == hand.selection()  # in the row's order
    click(qtbot, hand, 5)  # a third card: the one selected first drops out
    assert hand.selection() == ["5H", "QH"]
    click(qtbot, hand, 5)  # clicked again: no longer selected
    assert hand.selection() == ["5H"]
    assert chosen == []


def test_one_card_selected_by_mouse_and_confirmed_by_double_click(qtbot, hand):
    hand.set_choice(1)
    changes, chosen = signals(hand)
    click(qtbot, hand, 1)
    click(qtbot, hand, 3)
    assert hand.selection() == ["TC"] and changes == [["5S"], ["TC"]]
    qtbot.mouseDClick(hand, Qt.MouseButton.LeftButton, pos=hand.card_rects()[4].center().toPoint())
    assert chosen and chosen[-1] == ["4H"]


def test_two_cards_selected_by_keyboard_and_confirmed(qtbot, hand):
    changes, chosen = signals(hand)
    hand.setFocus()
    qtbot.keyClick(hand, Qt.Key.Key_Right)
    qtbot.keyClick(hand, Qt.Key.Key_Space)
    assert hand.selection() == ["5S"]
    qtbot.keyClick(hand, Qt.Key.Key_Return)  # one card of two: not confirmed
    assert chosen == []
    qtbot.keyClick(hand, Qt.Key.Key_End)
    qtbot.keyClick(hand, Qt.Key.Key_Left)
    qtbot.keyClick(hand, Qt.Key.Key_Space)
    assert hand.selection() == ["5S", "4H"]
    qtbot.keyClick(hand, Qt.Key.Key_Enter)
    assert chosen == [["5S", "4H"]]
    qtbot.keyClick(hand, Qt.Key.Key_Space)  # Space again: the card under the cursor is dropped
    assert hand.selection() == ["5S"]
    qtbot.keyClick(hand, Qt.Key.Key_Home)
    qtbot.keyClick(hand, Qt.Key.Key_Left)  # stays on the first card
    assert hand.key_index == 0


def test_one_card_selected_by_keyboard(qtbot, hand):
    hand.set_choice(1)
    _, chosen = signals(hand)
    hand.setFocus()
    qtbot.keyClick(hand, Qt.Key.Key_Space)
    qtbot.keyClick(hand, Qt.Key.Key_Right)
    qtbot.keyClick(hand, Qt.Key.Key_Space)
    assert hand.selection() == ["5S"]
    qtbot.keyClick(hand, Qt.Key.Key_Return)
    assert chosen == [["5S"]]


def test_face_down_cards_are_never_selected(qtbot, hand):
    changes, chosen = signals(hand)
    hand.set_cards(HAND, face_down=True)
    hand.set_choice(2)
    click(qtbot, hand, 0)
    hand.setFocus()
    qtbot.keyClick(hand, Qt.Key.Key_Space)
    qtbot.keyClick(hand, Qt.Key.Key_Return)
    assert hand.selection() == [] and changes == [] and chosen == []
    hand.set_cards(["??", "??", "7C"])  # an opponent's hidden cards among shown ones
    hand.set_choice(1)
    click(qtbot, hand, 0)
    assert hand.selection() == []
    click(qtbot, hand, 2)
    assert hand.selection() == ["7C"]


def test_only_playable_cards_and_none_when_nothing_is_asked(qtbot, hand):
    hand.set_choice(1, playable=["5H", "4H"])
    assert hand.key_index == 0
    click(qtbot, hand, 2)
    assert hand.selection() == []
    click(qtbot, hand, 4)
    assert hand.selection() == ["4H"]
    hand.set_choice(0)
    assert hand.selection() == []
    click(qtbot, hand, 0)
    assert hand.selection() == []
    assert not hand.confirm()


def test_a_new_hand_keeps_only_the_cards_still_in_it(qtbot, hand):
    click(qtbot, hand, 0)
    click(qtbot, hand, 1)
    hand.set_cards(["5H", "JD", "TC", "4H"])
    assert hand.selection() == ["5H"]


def test_cards_overlap_in_a_narrow_row_and_a_click_takes_the_top_card(qtbot, hand):
    wide = hand.card_rects()
    assert all(a.right() < b.left() for a, b in zip(wide, wide[1:]))
    hand.resize(220, 130)
    narrow = hand.card_rects()
    assert all(a.right() > b.left() for a, b in zip(narrow, narrow[1:]))
    assert narrow[0].left() >= 0 and narrow[-1].right() <= hand.width()
    overlap = QPointF((narrow[1].left() + narrow[0].right()) / 2, narrow[1].center().y())
    assert narrow[0].contains(overlap) and narrow[1].contains(overlap)
    assert hand.index_at(overlap) == 1
    qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=overlap.toPoint())
    assert hand.selection() == ["5S"]


def test_words_in_both_languages(qtbot, hand):
    assert card_name("QH").en == "queen of hearts" and card_name("QH").ru == "дама червей"
    assert card_name("TD").ru == "десятка бубён" and card_name("??").en == "a hidden card"
    click(qtbot, hand, 5)
    assert hand.card_text(5) == "queen of hearts, selected, 6 of 6"
    assert hand.card_text(0) == "5 of hearts, may be chosen, 1 of 6"
    assert hand.accessibleDescription() == hand.card_text(5)
    i18n.set_language("ru")
    QApplication.processEvents()
    assert hand.card_text(5) == "дама червей, выбрана, 6 из 6"
    assert hand.accessibleName() == "Карты"
    hand.set_cards(["??"])
    assert hand.card_text(0) == "карта рубашкой вверх, 1 из 1"


def test_card_widget_names_its_card(qtbot):
    card = CardWidget(height=100)
    qtbot.addWidget(card)
    assert card.accessibleName() == "No card"
    card.set_card("AS")
    assert card.accessibleName() == "ace of spades"
    card.set_card("AS", face_down=True)
    assert card.accessibleName() == "A card face down"
    i18n.set_language("ru")
    QApplication.processEvents()
    assert card.accessibleName() == "Карта рубашкой вверх"
    card.set_card("KC")
    assert card.accessibleName() == "король треф"
    assert card.width() < card.height()


# --- the play's pile --------------------------------------------------------------------------------------
def test_pile_count_text_in_both_languages(qtbot):
    pile = PileRow(height=100)
    qtbot.addWidget(pile)
    pile.resize(700, 100)
    pile.set_pile(["7S", "8D", "6H"], 21, earlier=["KS", "QH", "9C"], highlighted=["7S", "8D", "6H"])
    assert pile.count_text() == "Count: 21"
    assert pile.accessibleDescription() == "Count: 21: 7 of spades, 8 of diamonds, 6 of hearts"
    rects = pile.card_rects()
    assert len(rects) == 6 and pile.text_rect().left() > rects[-1].right()
    pile.grab()
    i18n.set_language("ru")
    QApplication.processEvents()
    assert pile.count_text() == "Сумма: 21"
    assert pile.accessibleName() == "Выложенные карты"
    pile.set_pile([], 0)
    assert pile.count_text() == "Сумма: 0" and pile.accessibleDescription() == "Сумма: 0"
    pile.grab()


def test_pile_fits_a_narrow_row(qtbot):
    pile = PileRow(height=100)
    qtbot.addWidget(pile)
    pile.resize(330, 100)
    pile.set_pile(["AS", "2S", "3S", "AH", "2H", "3H", "AD"], 12, earlier=["KS", "QH", "9C", "TD"])
    assert pile.text_rect().right() <= pile.width() + 0.5
    assert pile.card_rects()[-1].right() < pile.text_rect().left()
    pile.grab()


# --- the pegboard ----------------------------------------------------------------------------------------
@pytest.fixture
def board(qtbot):
    b = PegBoard(names=["Anna", "Boris"], target=121)
    qtbot.addWidget(b)
    b.animation_ms = 0
    b.resize(1000, b.height())
    b.show()
    qtbot.waitExposed(b)
    return b


def same(a: QPointF, b: QPointF) -> bool:
    return abs(a.x() - b.x()) < 1e-6 and abs(a.y() - b.y()) < 1e-6


@pytest.mark.parametrize("target, lap, laps", [(61, 60, 1), (121, 60, 2), (151, 50, 3)])
def test_holes_for_every_score(board, target, lap, laps):
    board.set_target(target)
    assert lap_of(target) == board.lap() == lap and (target - 1) == lap * laps
    half = lap // 2
    for track in (0, 1):
        holes = [board.hole_center(track, s) for s in range(1, lap + 1)]
        assert len({(round(p.x(), 3), round(p.y(), 3)) for p in holes}) == lap  # every hole its own place
        out, back = holes[:half], holes[half:]
        assert len({p.y() for p in out}) == 1 and len({p.y() for p in back}) == 1 and back[0].y() > out[0].y()
        assert all(a.x() < b.x() for a, b in zip(out, out[1:]))  # out along the upper row
        assert all(a.x() > b.x() for a, b in zip(back, back[1:]))  # and back along the lower one
        assert same(back[0], QPointF(out[-1].x(), back[0].y())) and same(back[-1], QPointF(out[0].x(), back[-1].y()))
        steps = [b.x() - a.x() for a, b in zip(out, out[1:])]
        assert steps[4] > steps[3] * 1.3 and steps[3] == pytest.approx(steps[0])  # groups of five
        for s in range(1, lap + 1):  # every lap uses the same holes
            for k in range(1, laps):
                assert same(board.hole_center(track, s + k * lap), board.hole_center(track, s))
        starts = [board.hole_center(track, 0, peg) for peg in (0, 1)]
        assert starts[0].x() < out[0].x() and not same(starts[0], starts[1])
    game = board.hole_center(0, target)
    assert same(game, board.hole_center(1, target)) and same(game, board.hole_center(1, target + 5))
    assert game.x() < board.hole_center(0, 0).x()  # the game hole: at the left, by the start
    tracks = [board.hole_center(t, 1).y() for t in (0, 1)]
    assert tracks[1] > board.hole_center(0, lap).y() > tracks[0]  # each track its own two rows
    for t in (0, 1):
        for s in range(0, target + 1):
            p = board.hole_center(t, s)
            assert 0 <= p.x() <= board.width() and 0 <= p.y() <= board.height()


@pytest.mark.parametrize("target", [61, 121, 151])
def test_pegs_stand_in_their_scores_holes(board, target):
    board.set_target(target)
    board.set_scores([(57, 49), (12, 0)])
    assert board.scores() == [(57, 49), (12, 0)]
    front, back = board.peg_centers(0)
    assert same(front, board.hole_center(0, 57)) and same(back, board.hole_center(0, 49))
    front, back = board.peg_centers(1)
    assert same(front, board.hole_center(1, 12)) and back.x() < board.hole_center(1, 1).x()  # in a start hole
    board.set_scores([(target, 57), (40, 12)])
    assert same(board.peg_centers(0)[0], board.hole_center(1, target))  # in the game hole
    board.grab()


def test_pegs_leapfrog(board):
    assert board.peg_scores(0) == (0, 0)
    board.set_scores([(5, 0), (0, 0)])
    first = board.peg_scores(0)
    assert sorted(first) == [0, 5]
    mover = first.index(5)
    board.set_scores([(9, 5), (0, 0)])  # the peg behind jumps over the front one
    assert board.peg_scores(0)[mover] == 5 and board.peg_scores(0)[1 - mover] == 9
    board.set_scores([(11, 9), (3, 0)])
    assert board.peg_scores(0)[mover] == 11 and board.peg_scores(0)[1 - mover] == 9
    assert sorted(board.peg_scores(1)) == [0, 3]
    board.set_scores([(30, 20), (3, 0)])  # not a step from where the pegs stand (a new start): both set
    assert sorted(board.peg_scores(0)) == [20, 30]
    assert board.peg_scores(1) == tuple(board.peg_scores(1))
    board.set_scores([(0, 0), (0, 0)])  # a new game
    assert board.peg_scores(0) == (0, 0)


def test_the_jump_is_animated(qtbot, board):
    board.animation_ms = 300
    board.set_scores([(6, 0), (0, 0)])
    qtbot.waitUntil(lambda: not board.animating, timeout=3000)
    board.set_scores([(10, 6), (0, 0)])
    assert board.animating
    mover = board.peg_scores(0).index(10)
    qtbot.waitUntil(lambda: 0.3 < board._progress < 0.7, timeout=3000)
    drawn, lift = board._drawn_center(0, mover)
    assert lift > 0 and not same(drawn, board.hole_center(0, 10))
    board.grab()
    qtbot.waitUntil(lambda: not board.animating, timeout=3000)
    assert same(board._drawn_center(0, mover)[0], board.hole_center(0, 10))


def test_two_and_three_tracks(qtbot, board):
    two = board.height()
    board.set_tracks(["Anna", "Boris", "Vera"])
    assert len(board.scores()) == 3 and board.height() > two
    board.set_scores([(20, 14), (31, 29), (7, 2)])
    rows = [board.hole_center(t, r).y() for t in range(3) for r in (1, 60)]
    assert rows == sorted(rows) and len(set(rows)) == 6
    assert board.colours[0] != board.colours[1] != board.colours[2]
    assert "Vera: score 7 (before: 2)" in board.accessibleDescription()
    board.grab()
    board.set_tracks(["Anna and Vera", "Boris and Gleb"])  # partners: a track a team
    assert len(board.scores()) == 2 and board.height() == two


def test_pegboard_words_in_both_languages(qtbot, board):
    board.set_scores([(67, 59), (48, 40)])
    assert board.accessibleName() == "Cribbage board"
    assert board.accessibleDescription() == \
        "Anna: score 67 (before: 59); Boris: score 48 (before: 40); the game hole: 121"
    i18n.set_language("ru")
    QApplication.processEvents()
    assert board.accessibleName() == "Доска для криббеджа"
    assert board.track_text(0) == "Anna: счёт 67 (до этого: 59)"
    assert board.accessibleDescription().endswith("финишная лунка: 121")


def in_window(qtbot, *widgets):
    window = QWidget()
    column = QVBoxLayout(window)
    for w in widgets:
        column.addWidget(w)
    column.addStretch(1)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_they_grow_with_the_window_and_fit_a_laptop(qtbot):
    hand, pile, board = HandRow(height=120), PileRow(height=100), PegBoard(names=["Anna", "Boris", "Vera"])
    hand.set_cards(HAND)
    pile.set_pile(["7S", "8D"], 15)
    board.set_scores([(120, 118), (64, 60), (3, 0)])
    window = in_window(qtbot, hand, pile, board)
    sizes = {}
    for size in ((1366, 700), (1920, 1080)):
        window.resize(*size)
        QApplication.processEvents()
        sizes[size] = (hand.height(), pile.height(), board.height(), board._geometry().pitch)
        g = board._geometry()
        assert g.x0 >= 0 and g.x0 + g.width <= board.width() + 0.5 and g.y0 + g.height <= board.height() + 0.5
        assert g.pitch >= 14  # holes and pegs easy to see
        assert hand.card_size()[0] >= 60  # cards readable
        assert all(r.right() <= hand.width() for r in hand.card_rects())
        assert hand.height() + pile.height() + board.height() < size[1] * 0.75
        window.grab()
    small, large = sizes[(1366, 700)], sizes[(1920, 1080)]
    assert all(b > a for a, b in zip(small, large))


@pytest.mark.parametrize("size", [(1366, 120), (1920, 180), (300, 90), (120, 60), (40, 30)])
def test_they_paint_at_every_size(qtbot, size):
    hand, pile, board = HandRow(), PileRow(), PegBoard(names=["Anna", "Boris"], target=151)
    for w in (hand, pile, board):
        qtbot.addWidget(w)
        w.setFixedHeight(size[1])
        w.resize(*size)
    hand.set_cards(HAND)
    hand.set_choice(2)
    hand.toggle(1)
    hand.set_highlighted(["5H"])
    pile.set_pile(["7S", "8D"], 15, earlier=["KC"])
    board.set_scores([(150, 140), (151, 100)])
    for w in (hand, pile, board):
        w.show()
        assert not w.grab().isNull()
