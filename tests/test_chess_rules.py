"""Chess rules (compendium/games/chess/rules.py through the engine facade): perft through our own
legal_actions/apply path, the special moves, the endings, the draws and their claims, random games."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from compendium.core.actions import Action
from compendium.core.rules import DRAW, LOSS, WIN, IllegalAction
from compendium.games.chess import engine
from compendium.games.chess.rules import ACCEPT, CLAIM, DECLINE, OFFER_DRAW, RESIGN, ChessRules

R = ChessRules()


def mv(uci: str) -> Action:
    return Action("move", (uci,))


def play(state, *ucis):
    for u in ucis:
        state = R.apply(state, mv(u) if u not in ("resign", "offer-draw", "accept-draw", "decline-draw", "claim-draw")
                        else Action(u))
    return state


def moves(state) -> set[str]:
    return {a.args[0] for a in R.legal_actions(state, R.to_move(state)) if a.verb == "move"}


def perft(state, depth: int) -> int:
    acts = [a for a in R.legal_actions(state, R.to_move(state)) if a.verb == "move"]
    if depth == 1:
        return len(acts)
    return sum(perft(R.apply(state, a), depth - 1) for a in acts)


# --- perft (the standard figures of the starting position and of "Kiwipete") ----------------------------
@pytest.mark.parametrize("depth,nodes", [(1, 20), (2, 400), (3, 8902), (4, 197281)])
def test_perft_start(depth, nodes):
    assert perft(R.new_match(2), depth) == nodes


@pytest.mark.slow
def test_perft_start_5():
    assert perft(R.new_match(2), 5) == 4865609


KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"


@pytest.mark.parametrize("depth,nodes", [(1, 48), (2, 2039), (3, 97862)])
def test_perft_kiwipete(depth, nodes):
    assert perft(R.from_position(KIWIPETE), depth) == nodes


def test_engine_perft_matches():
    assert engine.perft(engine.new_board(), 3) == 8902


# --- castling ---------------------------------------------------------------------------------------------
CASTLE = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"


def test_castling_allowed_both_sides():
    s = R.from_position(CASTLE)
    assert {"e1g1", "e1c1"} <= moves(s)
    s = play(s, "e1g1")
    assert R.board_of(s)[6] == "K" and R.board_of(s)[5] == "R" and 7 not in R.board_of(s)
    assert R.describe(R.from_position(CASTLE), mv("e1c1")).en == "O-O-O"
    assert "e8c8" in moves(s) and "e8g8" not in moves(s)  # the rook now on f1 watches f8


def test_castling_impossible_for_good_after_the_king_moved():
    s = play(R.from_position(CASTLE), "e1f1", "e8f8", "f1e1", "f8e8")
    assert not {"e1g1", "e1c1"} & moves(s)


def test_castling_impossible_for_good_with_a_rook_that_moved():
    s = play(R.from_position(CASTLE), "h1h2", "a8a7", "h2h1", "a7a8")
    assert "e1g1" not in moves(s) and "e1c1" in moves(s)
    s = play(s, "e1c1")
    assert "e8c8" not in moves(s) and "e8g8" in moves(s)


def test_castling_impossible_for_now_through_an_attacked_square():
    s = R.from_position("5r2/6k1/8/8/8/8/8/R3K2R w KQ - 0 1")  # the rook on f8 watches f1
    assert "e1g1" not in moves(s) and "e1c1" in moves(s)
    s2 = play(s, "a1a2", "f8b8")  # the rook goes away: castling short comes back
    assert "e1g1" in moves(s2)


def test_castling_impossible_for_now_out_of_check():
    s = R.from_position("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1")
    assert not {"e1g1", "e1c1"} & moves(s)
    assert R.check_square(s) == 4


def test_castling_impossible_for_now_with_pieces_between():
    s = R.from_position("4k3/8/8/8/8/8/8/RN2K1NR w KQ - 0 1")
    assert not {"e1g1", "e1c1"} & moves(s)
    s = play(s, "g1f3", "e8d8", "b1c3", "d8e8")
    assert {"e1g1", "e1c1"} <= moves(s)


# --- en passant --------------------------------------------------------------------------------------------
def test_en_passant_only_at_once():
    s = play(R.from_position("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"), "d7d5")
    assert "e5d6" in moves(s)
    taken = play(s, "e5d6")
    assert 35 not in R.board_of(taken) and R.board_of(taken)[43] == "P"  # d5 emptied, the pawn on d6
    assert R.describe(s, mv("e5d6")).en == "exd6"
    later = play(s, "e1e2", "e8f8")
    assert "e5d6" not in moves(later)


# --- promotion ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("piece", ["q", "r", "b", "n"])
def test_promotion_to_each_piece(piece):
    s = R.from_position("8/P3k3/8/8/8/8/8/4K3 w - - 0 1")
    assert {"a7a8q", "a7a8r", "a7a8b", "a7a8n"} <= moves(s) and "a7a8" not in moves(s)
    after = play(s, "a7a8" + piece)
    assert R.board_of(after)[56] == piece.upper()
    assert R.promotion_of(mv("a7a8" + piece)) == piece
    assert R.move_path(mv("a7a8" + piece)) == (48, 56)
    with pytest.raises(IllegalAction):
        play(s, "a7a8")


def test_promotion_san_with_check():
    s = R.from_position("8/P7/8/8/8/8/8/k3K3 w - - 0 1")
    assert R.describe(s, mv("a7a8q")).en == "a8=Q+"


# --- check, mate, stalemate, insufficient material ---------------------------------------------------------------
def test_check_and_the_king_must_get_out():
    s = play(R.from_position("4k3/8/8/8/8/8/8/4K2R w - - 0 1"), "h1h8")
    assert R.check_square(s) == 60
    assert R.describe(R.from_position("4k3/8/8/8/8/8/8/4K2R w - - 0 1"), mv("h1h8")).en == "Rh8+"
    assert moves(s) == {"e8e7", "e8d7", "e8f7"}
    with pytest.raises(IllegalAction) as err:
        play(s, "e8d8")
    assert "check" in err.value.text.en and "шах" in err.value.text.ru


def test_checkmate_fools_mate():
    s = play(R.new_match(2), "f2f3", "e7e5", "g2g4")
    assert R.describe(s, mv("d8h4")).en == "Qh4#"
    s = play(s, "d8h4")
    assert R.is_over(s) and R.to_move(s) is None
    res = R.result(s)
    assert res.outcomes == (LOSS, WIN) and res.points == (0.0, 1.0)
    assert s.reason == "checkmate" and "Black" in s.event.en and "Чёрные" in s.event.ru
    assert R.legal_actions(s, 0) == [] and R.legal_actions(s, 1) == []
    with pytest.raises(IllegalAction):
        R.apply(s, mv("e1f2"))


def test_stalemate_is_a_draw():
    s = play(R.from_position("7k/8/5QK1/8/8/8/8/8 w - - 0 1"), "f6f7")
    assert R.is_over(s) and s.reason == "stalemate"
    assert R.result(s).outcomes == (DRAW, DRAW) and R.result(s).points == (0.5, 0.5)


def test_insufficient_material_ends_the_game():
    s = play(R.from_position("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1"), "e1d2")
    assert R.is_over(s) and s.reason == "insufficient" and R.result(s).drawn
    # a bishop alone cannot mate either
    s = play(R.from_position("4k3/8/8/8/8/8/3r4/4KB2 w - - 0 1"), "e1d2")
    assert R.is_over(s) and s.reason == "insufficient"
    # a rook can: the game goes on
    s = play(R.from_position("4k3/8/8/8/8/8/3r4/4KR2 w - - 0 1"), "e1d2")
    assert not R.is_over(s)


# --- repetitions and the move counters --------------------------------------------------------------------------------
DANCE = ("g1f3", "g8f6", "f3g1", "f6g8")


def test_threefold_is_claimed_not_automatic():
    s = R.new_match(2)
    s = play(s, *DANCE)
    assert CLAIM not in R.legal_actions(s, 0)  # twice so far
    s = play(s, *DANCE)  # the start position for the third time, White to move
    assert not R.is_over(s)
    assert CLAIM in R.legal_actions(s, 0) and R.claimable(s) == engine.THREEFOLD
    assert "claimed" in R.status(s).en or "claim" in R.status(s).en
    over = R.apply(s, CLAIM)
    assert R.is_over(over) and over.reason == engine.THREEFOLD and R.result(over).points == (0.5, 0.5)
    # playing on, the claim passes when the position changes
    s2 = play(s, "e2e4")
    assert CLAIM not in R.legal_actions(s2, 1)
    with pytest.raises(IllegalAction):
        R.apply(s2, CLAIM)


def test_fivefold_ends_by_itself():
    s = R.new_match(2)
    for _ in range(4):
        assert not R.is_over(s)
        s = play(s, *DANCE)
    assert R.is_over(s) and s.reason == engine.FIVEFOLD and R.result(s).drawn


def test_fifty_move_claim():
    s = R.from_position("4k3/8/8/8/8/8/8/R3K3 w - - 98 80")
    assert CLAIM not in R.legal_actions(s, 0)
    s = play(s, "a1a2")
    assert CLAIM not in R.legal_actions(s, 1)
    s = play(s, "e8d8")  # the hundredth half-move without a capture or a pawn move
    assert CLAIM in R.legal_actions(s, 0) and R.claimable(s) == engine.FIFTY
    over = R.apply(s, CLAIM)
    assert R.is_over(over) and over.reason == engine.FIFTY
    # a pawn move starts the count again
    s = R.from_position("4k3/8/8/8/8/8/P7/R3K3 w - - 98 80")
    s = play(s, "a2a3", "e8d8")
    assert CLAIM not in R.legal_actions(s, 0)


def test_seventy_five_moves_end_by_itself():
    s = R.from_position("4k3/8/8/8/8/8/8/R3K3 w - - 149 100")
    assert not R.is_over(s)
    s = play(s, "a1a2")
    assert R.is_over(s) and s.reason == engine.SEVENTYFIVE and R.result(s).drawn


# --- resignation and draw offers --------------------------------------------------------------------------------------
def test_resign():
    s = play(R.new_match(2), "e2e4")
    s = R.apply(s, RESIGN)  # Black resigns
    assert R.is_over(s) and R.result(s).outcomes == (WIN, LOSS) and R.result(s).points == (1.0, 0.0)
    assert R.describe(R.new_match(2), RESIGN).ru == "Сдаётся"


def test_draw_offer_accepted_and_declined():
    s = R.new_match(2)
    assert OFFER_DRAW in R.legal_actions(s, 0)
    offered = R.apply(s, OFFER_DRAW)
    assert R.to_move(offered) == 1 and R.legal_actions(offered, 1) == [ACCEPT, DECLINE]
    with pytest.raises(IllegalAction):
        R.apply(offered, mv("e7e5"))
    agreed = R.apply(offered, ACCEPT)
    assert R.is_over(agreed) and agreed.reason == "agreed" and R.result(agreed).points == (0.5, 0.5)
    declined = R.apply(offered, DECLINE)
    assert R.to_move(declined) == 0 and not R.is_over(declined)
    assert OFFER_DRAW not in R.legal_actions(declined, 0)  # one offer a move
    with pytest.raises(IllegalAction):
        R.apply(declined, OFFER_DRAW)
    s = play(declined, "e2e4")
    assert OFFER_DRAW in R.legal_actions(s, 1)


def test_bad_actions_are_refused_in_both_languages():
    s = R.new_match(2)
    for bad in (mv("e2e5"), mv("e7e5"), mv("e3e4"), mv("zz"), Action("move", ("e2", "e4")), Action("jump"),
                Action("claim-draw"), Action("accept-draw")):
        with pytest.raises(IllegalAction) as err:
            R.apply(s, bad)
        assert err.value.text.en and err.value.text.ru
    with pytest.raises(IllegalAction) as err:
        R.apply(s, mv("e7e5"))
    assert "not yours" in err.value.text.en


def test_flag_result():
    s = R.new_match(2)
    assert R.flag_result(s, 0).outcomes == (LOSS, WIN)
    assert R.flag_result(s, 1).points == (1.0, 0.0)
    # White's flag falls but Black has a bare king: a draw
    s = R.from_position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")
    assert R.flag_result(s, 0).outcomes == (DRAW, DRAW)
    assert R.flag_result(s, 1).outcomes == (WIN, LOSS)
    assert ChessRules.offers_clock is True and ChessRules.uses_dice is False


def test_view_helpers():
    s = R.new_match(2)
    board = R.board_of(s)
    assert board[0] == "R" and board[4] == "K" and board[60] == "k" and board[59] == "q" and len(board) == 32
    assert R.last_move_path(s) == () and R.check_square(s) is None
    s = play(s, "e2e4")
    assert R.last_move_path(s) == (12, 28)
    assert R.move_path(mv("e1g1")) == (4, 6) and R.promotion_of(mv("e2e4")) is None
    assert R.status(s).en == "Black to move." and R.status(s).ru == "Ход чёрных."


def test_states_compare_by_moves():
    a = play(R.new_match(2), "e2e4", "e7e5")
    b = play(R.new_match(2), "e2e4", "e7e5")
    assert a == b and hash(a) == hash(b) and a.fen == b.fen


# --- random games to the end --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(6))
def test_random_games_reach_an_end(seed):
    rng = random.Random(seed)
    s = R.new_match(2)
    for _ in range(2000):
        if R.is_over(s):
            break
        seat = R.to_move(s)
        legal = R.legal_actions(s, seat)
        assert legal
        quiet = [a for a in legal if a.verb == "move"] or legal
        action = rng.choice(quiet if rng.random() < 0.995 else legal)
        s = R.apply(s, action)
    assert R.is_over(s)
    res = R.result(s)
    assert sum(res.points) == 1.0
    # the moves replay to the same end
    again = R.new_match(2)
    assert R.from_position(engine.START_FEN, s.moves).board.fen() == s.board.fen()
    assert again.moves == ()


# --- the layer: only engine.py imports python-chess ------------------------------------------------------------------------
def test_only_the_engine_imports_python_chess():
    root = Path(__file__).resolve().parent.parent / "compendium"
    offenders = []
    for path in root.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level:
                names = [node.module or ""]
            if any(n == "chess" or n.startswith("chess.") for n in names):
                offenders.append(path.relative_to(root).as_posix())
    assert sorted(set(offenders)) == ["games/chess/engine.py"]


# --- docs/records.md: the chess examples replay through the rules --------------------------------------------------------
def _chess_examples() -> list[dict]:
    import json
    import re

    text = (Path(__file__).resolve().parent.parent / "docs" / "records.md").read_text(encoding="utf-8")
    section = text.split("\n## Chess\n", 1)[1].split("\n## ", 1)[0]
    return [json.loads(e) for e in re.findall(r"```json\n(.*?)\n```", section, flags=re.DOTALL)]


def test_records_md_chess_examples_replay():
    examples = _chess_examples()
    assert len(examples) == 4
    ends = []
    for record in examples:
        assert record["game"] == "chess"
        s = R.new_match(2, record["options"])
        for text in record["actions"]:
            s = R.apply(s, Action.parse(text))
        ends.append((s.reason, R.result(s).points))
    assert ends == [("checkmate", (1.0, 0.0)), (engine.THREEFOLD, (0.5, 0.5)), ("agreed", (0.5, 0.5)),
                    ("resigned", (1.0, 0.0))]
    used = {Action.parse(a).verb for r in examples for a in r["actions"]}
    assert used == {"move", "resign", "offer-draw", "accept-draw", "decline-draw", "claim-draw"}
