"""GUI: chess through its view (compendium/games/chess/view.py): a short game played to mate by two
people through the real board; a promotion chosen in the chooser (by a click and by its letter); a
whole random game against the weakest computer to its end by any rule; a few moves by the keyboard
alone; draws offered, declined, accepted and claimed; resigning; the hint marked on the board; the
move list in numbered SAN and the pieces taken; "Save as PGN" with the clock's times; a game saved
and resumed with a clock, the times kept."""

import random

from board_helpers import BoardDriver
from gui_helpers import check_stored, start_game
from PySide6.QtCore import Qt

from compendium.core import registry
from compendium.core.actions import Action
from compendium.core.match import Match
from compendium.games.chess.pgn import import_pgn
from compendium.games.chess.view import taken_pieces
from compendium.ui import controller as ctl


def move(uci: str) -> Action:
    return Action("move", (uci,))


def people(window, moves=(), clock=None):
    """A match of Anna (White) against Boris (Black) after ``moves``, on the screen."""
    plugin = registry.load("chess")
    m = Match.new(plugin.rules, "chess", [{"kind": "person", "name": "Anna"}, {"kind": "person", "name": "Boris"}], {},
                  clock=clock)
    for uci in moves:
        m.apply(move(uci), ms=1000 if clock else None)
    return window.start_match(plugin, m)


def test_a_short_game_to_mate_between_two_people(qtbot, window):
    c = people(window)
    d = BoardDriver(qtbot, window)
    ways = ("click", "drag", "keys")
    for i, uci in enumerate(["e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7"]):
        d.wait()
        assert d.view.board.flipped == (i % 2 == 1)  # turned to the person to move
        d.play(move(uci), ways[i % 3])
    d.wait()
    assert c.phase == ctl.OVER
    assert [d.view.move_list.item(i).text() for i in range(d.view.move_list.count())] == \
        ["1. e4 e5", "2. Bc4 Nc6", "3. Qh5 Nf6", "4. Qxf7#"]
    assert d.view.prompt.text() == "Anna wins."
    assert "Checkmate" in d.view.status_label.text()
    assert d.view.taken_rows[0].codes == ("p",) and d.view.taken_counts[0].text() == "+1"
    check_stored(window, c, "chess")


def test_a_promotion_chosen_in_the_chooser(qtbot, window):
    before = ["h2h4", "g7g5", "h4g5", "h7h6", "g5h6", "f8g7", "h6g7", "g8f6"]
    for way, piece, expected in (("click", "", "g7h8n"), ("keys", "q", "g7h8q")):
        c = people(window, before)
        d = BoardDriver(qtbot, window)
        d.wait()
        d.play(move(expected), way, piece)
        assert "chooser" in d.ways
        d.wait()
        assert c.rules.board_of(c.state)[63] == expected[-1].upper()
        assert d.view.move_list.item(4).text() == {"n": "5. gxh8=N", "q": "5. gxh8=Q+"}[expected[-1]]
        window.match_screen.leave()


def test_escape_closes_the_chooser(qtbot, window):
    c = people(window, ["h2h4", "g7g5", "h4g5", "h7h6", "g5h6", "f8g7", "h6g7", "g8f6"])
    d = BoardDriver(qtbot, window)
    d.wait()
    d.click(54)  # g7
    d.click(63)  # h8
    assert d.view.board.choosing and len(d.view.board.offered) == 4
    qtbot.keyClick(d.view.board, Qt.Key.Key_Escape)
    assert not d.view.board.choosing and len(c.match.record.actions) == 8


def test_a_whole_random_game_against_the_weakest_computer(qtbot, window):
    c = start_game(window, "chess", [0, "beginner"])
    d = BoardDriver(qtbot, window)
    rng = random.Random(3)
    turn = 0
    while True:
        d.wait()
        if c.phase == ctl.OVER:
            break
        legal = d.legal()
        if "claim-draw" in {a.verb for a in legal}:
            assert d.view.claim_button.isVisible()
        if "accept-draw" in {a.verb for a in legal}:
            d.button("decline_button")
            continue
        moves = [a for a in legal if a.verb == "move"]
        action = rng.choice(moves)
        d.play(action, ("click", "drag", "keys")[turn % 3], rng.choice("qrbn"))
        turn += 1
        assert turn < 400
    rows, rec = check_stored(window, c, "chess")
    assert c.match.result.points in ((1.0, 0.0), (0.0, 1.0), (0.5, 0.5))
    view = window.match_screen.view
    plies = len(c.state.moves)
    assert view.move_list.count() == (plies + 1) // 2


def test_a_few_moves_by_the_keyboard_alone(qtbot, window):
    c = start_game(window, "chess", [0, "beginner"])
    d = BoardDriver(qtbot, window)
    for uci in ("e2e4", "d2d4", "g1f3"):
        d.wait()
        action = move(uci)
        if action not in d.legal():
            action = next(a for a in d.legal() if a.verb == "move")
        d.play(action, "keys")
    assert d.ways == {"keys"}
    d.wait()
    n = len(c.match.record.actions)
    d.key(Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)  # resigns
    assert c.match.record.actions[n] == Action("resign")
    d.wait()
    assert c.phase == ctl.OVER


def test_draws_offered_declined_accepted_and_claimed(qtbot, window):
    c = people(window)
    d = BoardDriver(qtbot, window)
    d.wait()
    d.button("draw_button")
    d.wait()
    assert d.view.accept_button.isVisible() and "offers a draw" in d.view.prompt.text()
    d.key(Qt.Key.Key_N)  # declined by the key
    d.wait()
    assert c.acting_seat() == 0 and not c.match.over
    window.match_screen.leave()
    c = people(window, ["e2e4"])
    d = BoardDriver(qtbot, window)
    d.wait()
    d.button("draw_button")
    d.wait()
    d.button("accept_button")
    d.wait()
    assert c.phase == ctl.OVER and c.match.result.drawn and d.view.prompt.text() == "The game is drawn."
    window.match_screen.leave()
    # the knights out and back twice: the third time the position stands, a draw may be claimed
    c = people(window, ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"])
    d = BoardDriver(qtbot, window)
    d.wait()
    assert not d.view.claim_button.isVisible()
    d.play(move("f6g8"))
    d.wait()
    assert d.view.claim_button.isVisible() and "claimed" in d.view.status_label.text()
    d.button("claim_button")
    d.wait()
    assert c.phase == ctl.OVER and c.match.result.drawn


def test_resigning(qtbot, window):
    c = people(window, ["e2e4"])
    d = BoardDriver(qtbot, window)
    d.wait()
    d.button("resign_button")
    d.wait()
    assert c.phase == ctl.OVER and c.match.result.outcomes == ("win", "loss")
    assert d.view.prompt.text() == "Anna wins."


def test_the_hint_is_marked_on_the_board(qtbot, window, monkeypatch):
    c = start_game(window, "chess", [0, "beginner"])
    d = BoardDriver(qtbot, window)
    d.wait()
    qtbot.mouseClick(window.match_screen.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.match_screen.hint_label.text().startswith("Hint:"), timeout=30000)
    marked = d.view.board.last_move
    assert len(marked) == 2 and marked in set(d.view.board.paths.values())
    assert not c.match.record.actions


def test_save_as_pgn_with_the_clock(qtbot, window, tmp_path):
    people(window, ["e2e4", "e7e5", "g1f3"], clock="300+5")
    d = BoardDriver(qtbot, window)
    d.wait()
    assert window.match_screen.clock_panel.isVisible()
    path = tmp_path / "game.pgn"
    assert d.view.save_button.isVisible()
    assert d.view.save_pgn(str(path))
    text = path.read_text(encoding="utf-8")
    assert '[White "Anna"]' in text and '[Black "Boris"]' in text and '[TimeControl "300+5"]' in text
    assert "1. e4 {[%clk 0:05:04]} e5 {[%clk 0:05:04]} 2. Nf3 {[%clk 0:05:08]} *" in text  # 300 - 1 + 5, twice for White
    game = import_pgn(text)
    assert [a.args[0] for a in game.actions] == ["e2e4", "e7e5", "g1f3"]


def test_save_and_resume_mid_game_with_a_clock(qtbot, window):
    plugin = registry.load("chess")
    m = Match.new(plugin.rules, "chess", [{"kind": "person", "name": "Anna"},
                                          {"kind": "computer", "level": "beginner", "number": 0}], {}, clock="600+5")
    c = window.start_match(plugin, m)
    d = BoardDriver(qtbot, window)
    for uci in ("e2e4", "d2d4"):
        d.wait()
        action = move(uci)
        d.play(action if action in d.legal() else next(a for a in d.legal() if a.verb == "move"))
    d.wait()
    mid = c.match_id
    left = c.match.clock.left
    assert left[0] > 600 and left[1] > 600  # the increment added after each quick move
    lines = [d.view.move_list.item(i).text() for i in range(d.view.move_list.count())]
    qtbot.mouseClick(window.match_screen.leave_button, Qt.MouseButton.LeftButton)
    c2 = window.continue_match(mid)
    d.wait()
    assert c2.match.clock.left == left
    assert [d.view.move_list.item(i).text() for i in range(d.view.move_list.count())] == lines
    assert window.match_screen.clock_panel.isVisible()


def test_the_pieces_taken_count_a_promoted_piece_as_its_pawn():
    white_took, black_took = taken_pieces({0: "K", 63: "k", 8: "Q", 9: "Q", 48: "p"})
    # White has two queens (one promoted: a pawn short, not a queen more) and no other pieces
    assert black_took == ["R", "R", "B", "B", "N", "N"] + ["P"] * 7
    assert white_took == ["q", "r", "r", "b", "b", "n", "n"] + ["p"] * 7


def test_a_pgn_game_opened_from_the_game_page_to_play_on(qtbot, window, tmp_path, monkeypatch):
    from gui_helpers import choose_seat
    from PySide6.QtWidgets import QMessageBox

    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warned.append(a[2]))
    window.open_game("chess")
    page = window.game_page
    assert page.pgn_button.isVisible() and page.pgn_button.text() == "Open a PGN game…"
    path = tmp_path / "game.pgn"
    path.write_text('[Event "?"]\n[White "X"]\n[Black "Y"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 {[%clk 0:04:59]} Nc6 *\n',
                    encoding="utf-8")

    def fill(dlg):
        for combo, who in zip(dlg.seat_combos, [0, "beginner"]):
            choose_seat(combo, who)

    c = window.open_pgn("chess", str(path), dialog_hook=fill)
    d = BoardDriver(qtbot, window)
    d.wait()
    assert c.state.moves == ("e2e4", "e7e5", "g1f3", "b8c6") and c.acting_seat() == 0
    assert d.view.move_list.item(1).text() == "2. Nf3 Nc6"
    d.play(move("f1b5"))
    window.match_screen.leave()
    # a finished game, a game from a set-up position and a file that is no game are refused, in words
    path.write_text("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n", encoding="utf-8")
    assert window.open_pgn("chess", str(path), dialog_hook=fill) is None
    path.write_text('[FEN "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]\n[SetUp "1"]\n\n1. O-O *\n', encoding="utf-8")
    assert window.open_pgn("chess", str(path), dialog_hook=fill) is None
    path.write_text("1. e5 *\n", encoding="utf-8")
    assert window.open_pgn("chess", str(path), dialog_hook=fill) is None
    assert len(warned) == 3 and "over" in warned[0] and "set-up position" in warned[1]
    window.open_game("checkers")
    assert not window.game_page.pgn_button.isVisible()


def test_a_flag_fall_ends_the_game(qtbot, window):
    c = people(window, ["e2e4"], clock="3")
    d = BoardDriver(qtbot, window)
    d.wait()
    qtbot.waitUntil(lambda: c.phase == ctl.OVER, timeout=10000)  # Black thinks too long
    assert c.match.result.outcomes == ("win", "loss")
    assert d.view.status_label.text() == "Boris ran out of time."
    assert d.view.prompt.text() == "Anna wins."
    assert "0-1" not in d.view.pgn_text() and '[Termination "time forfeit"]' in d.view.pgn_text()
