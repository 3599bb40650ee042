"""Chess PGN export and import (compendium/games/chess/pgn.py): tags, SAN, results, %clk comments,
round trips, and refusals in both languages for bad PGN."""

from __future__ import annotations

import datetime
import random

import pytest

from compendium.core.actions import Action
from compendium.games.chess.pgn import PgnError, clock_comment, export_pgn, import_pgn
from compendium.games.chess.rules import CLAIM, OFFER_DRAW, RESIGN, ACCEPT, ChessRules

R = ChessRules()
DAY = datetime.date(2026, 11, 24)


def play(state, *ucis):
    for u in ucis:
        state = R.apply(state, Action("move", (u,)))
    return state


def test_export_tags_san_result_and_clock():
    s = play(R.new_match(2), "f2f3", "e7e5", "g2g4", "d8h4")
    text = export_pgn(s, white="Anna", black="Boris", date=DAY, clocks=[299.4, 298, 290.99, 287], clock="300+5")
    assert '[White "Anna"]' in text and '[Black "Boris"]' in text and '[Date "2026.11.24"]' in text
    assert '[Result "0-1"]' in text and '[TimeControl "300+5"]' in text
    assert "1. f3 {[%clk 0:04:59]} e5 {[%clk 0:04:58]} 2. g4 {[%clk 0:04:50]} Qh4# {[%clk 0:04:47]} 0-1" in " ".join(text.split())
    assert all(len(line) < 80 for line in text.splitlines())
    assert text.index("[Event") < text.index("[Site") < text.index("[Date") < text.index("[Round") < text.index("[White")


def test_clock_comment_form():
    assert clock_comment(4 * 60 + 59.9) == "[%clk 0:04:59]"
    assert clock_comment(3725) == "[%clk 1:02:05]"
    assert clock_comment(-3) == "[%clk 0:00:00]"


def test_export_without_clock_has_no_comments_and_unfinished_is_star():
    s = play(R.new_match(2), "e2e4", "c7c5")
    text = export_pgn(s, date=DAY)
    assert "{" not in text and text.rstrip().endswith("1. e4 c5 *") and '[Result "*"]' in text
    assert "TimeControl" not in export_pgn(s, clock="300d5", date=DAY)


def test_export_results_draw_resign_and_flag():
    s = R.apply(R.apply(R.new_match(2), OFFER_DRAW), ACCEPT)
    assert '[Result "1/2-1/2"]' in export_pgn(s)
    s = R.apply(play(R.new_match(2), "e2e4"), RESIGN)
    assert '[Result "1-0"]' in export_pgn(s)
    s = play(R.new_match(2), "e2e4")
    text = export_pgn(s, flag=1)  # Black's time ran out
    assert '[Result "1-0"]' in text and '[Termination "time forfeit"]' in text
    bare = R.from_position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")
    assert '[Result "1/2-1/2"]' in export_pgn(bare, flag=0)  # Black cannot mate: a draw


def test_export_from_a_set_up_position_with_black_first():
    s = R.from_position("4k3/8/8/8/8/8/8/R3K3 b - - 0 40")
    s = play(s, "e8d7", "a1a7")
    text = export_pgn(s)
    assert '[SetUp "1"]' in text and '[FEN "4k3/8/8/8/8/8/8/R3K3 b - - 0 40"]' in text
    assert "40... Kd7 41. Ra7+" in text
    back = import_pgn(text)
    assert back.start_fen == s.start_fen and back.state(R) == s


@pytest.mark.parametrize("seed", range(4))
def test_round_trip_random_games(seed):
    rng = random.Random(seed)
    s = R.new_match(2)
    clocks = []
    left = [300.0, 300.0]
    while not R.is_over(s) and len(s.moves) < 160:
        legal = [a for a in R.legal_actions(s, R.to_move(s)) if a.verb == "move"]
        seat = R.to_move(s)
        left[seat] -= rng.uniform(0.5, 3)
        clocks.append(left[seat])
        s = R.apply(s, rng.choice(legal))
    text = export_pgn(s, white="A", black="B", clocks=clocks, clock="300+0")
    game = import_pgn(text)
    assert tuple(a.args[0] for a in game.actions) == s.moves
    assert game.state(R).fen == s.fen
    assert [int(c) for c in game.clocks] == [int(c) for c in clocks]
    assert game.tags["White"] == "A" and game.result == ("*" if not R.is_over(s) else game.result)


def test_claimed_draw_round_trip_result():
    s = R.new_match(2)
    for _ in range(2):
        s = play(s, "g1f3", "g8f6", "f3g1", "f6g8")
    s = R.apply(s, CLAIM)
    game = import_pgn(export_pgn(s))
    assert game.result == "1/2-1/2" and len(game.actions) == 8


def test_import_of_a_usual_pgn_with_variations_and_annotations():
    text = """[Event "Club"]
[White "X"]
[Black "Y"]
[Result "1-0"]

1. e4 e5 (1... c5 2. Nf3) 2. Nf3 $1 Nc6!? {a comment} 3. Bb5 a6 4. Ba4 Nf6 5. O-O 1-0
"""
    game = import_pgn(text)
    assert [a.args[0] for a in game.actions] == ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "e1g1"]
    assert game.result == "1-0" and game.tags["Event"] == "Club"


@pytest.mark.parametrize("bad", [
    "", "   ", "hello world", "1. e4 e5 2. Qxf7 *", "1. e4 e5 2. Zz9 *", '[FEN "bad"]\n\n1. e4 *',
    "}}}{{{ [[[", "1. e9 *", None, "1. e4 e5 2. Ke3 *",
])
def test_bad_pgn_is_refused_in_words(bad):
    with pytest.raises(PgnError) as err:
        import_pgn(bad)
    assert err.value.text.en and err.value.text.ru and err.value.text.en != err.value.text.ru
