"""GUI: English checkers through its view (compendium/games/checkers/view.py): a whole match against
the computer played through the real board (clicks, drags and keys in turn, every capture picked
square by square), the finished match stored; a multi-jump picked by its squares or by its last one;
a few moves by the keyboard alone; a draw offered and declined, then accepted; resigning; the hint
marked on the board; the move list and the pieces taken; the board turned to the person to move."""

import random

from board_helpers import BoardDriver
from gui_helpers import check_stored, start_game
from PySide6.QtCore import Qt

from compendium.core import registry
from compendium.core.actions import Action
from compendium.core.match import Match
from compendium.ui import controller as ctl


def move(*squares) -> Action:
    return Action("move", tuple(squares))


def people(window, moves=()):
    """A match of Anna (dark) against Boris (light) after ``moves``, on the screen."""
    plugin = registry.load("checkers")
    m = Match.new(plugin.rules, "checkers", [{"kind": "person", "name": "Anna"}, {"kind": "person", "name": "Boris"}], {})
    for mv in moves:
        m.apply(mv)
    return window.start_match(plugin, m)


def test_a_whole_match_against_the_computer(qtbot, window):
    c = start_game(window, "checkers", [0, "easy"])
    d = BoardDriver(qtbot, window)
    rng = random.Random(5)
    ways = ("click", "drag", "keys")
    turn = 0
    captures = 0
    while True:
        d.wait()
        if c.phase == ctl.OVER:
            break
        view = d.view
        assert view.board.flipped is False  # Anna plays dark, at the bottom
        moves = [a for a in d.legal() if a.verb == "move"]
        assert set(view.board.paths) == set(moves)
        action = rng.choice(moves)
        path = c.rules.move_path(action)
        if abs((path[1] >> 3) - (path[0] >> 3)) == 2:
            captures += 1
            assert view.status_label.text() == "Dark to move. A capture is compulsory."
        d.play(action, ways[turn % 3] if len(path) == 2 else ("click", "keys")[turn % 2])
        turn += 1
        assert turn < 400
    assert {"click", "drag", "keys"} <= d.ways
    rows, rec = check_stored(window, c, "checkers")
    view = window.match_screen.view
    moves_played = [a for a in rec.actions if a.verb == "move"]
    assert view.move_list.count() == (len(moves_played) + 1) // 2
    assert view.move_list.item(0).text().startswith("1. ")
    assert view.prompt.text()  # who won, or the draw


def test_a_multi_jump_picked_square_by_square_and_by_its_last_square(qtbot, window):
    before = [move("c3", "d4"), move("f6", "g5"), move("a3", "b4"), move("d6", "c5"), move("b4", "d6")]
    for by_last in (False, True):
        c = people(window, before)
        d = BoardDriver(qtbot, window)
        d.wait()
        assert c.acting_seat() == 1 and d.view.board.flipped  # Boris to move: the board is turned to him
        jump = move("c7", "e5", "c3")
        assert jump in d.legal()
        if by_last:
            d.click(c.rules.move_path(jump)[0])
            d.click(c.rules.move_path(jump)[-1])
            assert c.match.record.actions[-1] == jump
        else:
            d.play(jump)
        d.wait()
        assert not d.view.board.flipped  # Anna's turn
        assert d.view.taken_counts[1].text() == "2" and d.view.taken_counts[0].text() == "1"
        assert d.view.move_list.item(2).text() == "3. b4×d6 c7×e5×c3"
        assert d.view.board.last_move == tuple(c.rules.move_path(jump))
        window.match_screen.leave()


def test_a_few_moves_by_the_keyboard_alone(qtbot, window):
    c = start_game(window, "checkers", [0, "easy"])
    d = BoardDriver(qtbot, window)
    for _ in range(4):
        d.wait()
        if c.phase == ctl.OVER:
            break
        action = next(a for a in d.legal() if a.verb == "move")
        d.play(action, "keys")
    assert d.ways == {"keys"}
    # Ctrl+D offers a draw: the easy computer answers it
    d.wait()
    n = len(c.match.record.actions)
    d.key(Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert c.match.record.actions[n] == Action("offer-draw")


def test_a_draw_offered_declined_then_accepted_and_resigning(qtbot, window):
    c = people(window)
    d = BoardDriver(qtbot, window)
    d.wait()
    assert d.view.draw_button.isVisible() and d.view.resign_button.isVisible()
    assert not d.view.accept_button.isVisible()
    d.button("draw_button")
    d.wait()
    assert c.acting_seat() == 1
    assert d.view.accept_button.isVisible() and d.view.decline_button.isVisible()
    assert not d.view.draw_button.isVisible()
    assert "offers a draw" in d.view.prompt.text()
    d.button("decline_button")
    d.wait()
    assert c.acting_seat() == 0 and not d.view.draw_button.isVisible()  # one offer a move
    d.play(move("c3", "d4"))
    d.wait()
    d.key(Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # Boris offers by the key
    d.wait()
    d.key(Qt.Key.Key_Y)  # Anna accepts by the key
    d.wait()
    assert c.phase == ctl.OVER and c.match.result.drawn
    assert d.view.prompt.text() == "The game is drawn."
    window.match_screen.leave()
    c = people(window)
    d = BoardDriver(qtbot, window)
    d.wait()
    d.button("resign_button")
    d.wait()
    assert c.phase == ctl.OVER and c.match.result.outcomes == ("loss", "win")
    assert d.view.prompt.text() == "Boris wins."


def test_the_hint_is_marked_on_the_board(qtbot, window):
    c = start_game(window, "checkers", [0, "easy"])
    d = BoardDriver(qtbot, window)
    d.wait()
    qtbot.mouseClick(window.match_screen.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.match_screen.hint_label.text().startswith("Hint:"), timeout=30000)
    marked = d.view.board.last_move
    assert len(marked) == 2 and marked in set(d.view.board.paths.values())
    assert c.phase == ctl.PERSON and not c.match.record.actions  # nothing was played


def test_save_and_resume_mid_game_with_a_clock(qtbot, window):
    plugin = registry.load("checkers")
    m = Match.new(plugin.rules, "checkers", [{"kind": "person", "name": "Anna"},
                                             {"kind": "computer", "level": "easy", "number": 0}], {}, clock="300+5")
    c = window.start_match(plugin, m)
    d = BoardDriver(qtbot, window)
    for _ in range(3):
        d.wait()
        d.play(next(a for a in d.legal() if a.verb == "move"))
    d.wait()
    mid = c.match_id
    left = c.match.clock.left
    lines = d.view.move_list.count()
    qtbot.mouseClick(window.match_screen.leave_button, Qt.MouseButton.LeftButton)
    c2 = window.continue_match(mid)
    d.wait()
    assert c2.match.clock.left == left and c2.has_clock
    assert window.match_screen.clock_panel.isVisible()
    assert d.view.move_list.count() == lines


def test_the_computers_move_slides_into_place_a_persons_own_does_not(qtbot, window):
    window.animation_ms = 450
    c = start_game(window, "checkers", [0, "easy"])
    d = BoardDriver(qtbot, window)
    d.wait()
    slid = []
    board = d.view.board
    real = board.animate_move
    board.animate_move = lambda path, ms: (slid.append(tuple(path)), real(path, ms))
    d.play(next(a for a in d.legal() if a.verb == "move"))
    d.wait()
    assert slid == [tuple(c.rules.last_move_path(c.state))]  # the computer's reply only
