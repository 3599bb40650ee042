"""Chess computer players (compendium/games/chess/ai.py): every level legal, tactics found by the
searching levels, cancel honoured, offers and claims answered, the master level with a (fake)
engine and without one."""

from __future__ import annotations

import random
import stat
import sys
import threading
import time
from pathlib import Path

import pytest

from compendium.core.actions import Action
from compendium.core.plugin import read_levels
from compendium.core.search import Budget, Cancelled
from compendium.games.chess import ai, uci
from compendium.games.chess.rules import ACCEPT, CLAIM, DECLINE, OFFER_DRAW, ChessRules

R = ChessRules()
FAKE = Path(__file__).resolve().parent / "fake_uci_engine.py"
LEVELS = [lv.key for lv in read_levels(Path(ai.__file__))]


def mv(u):
    return Action("move", (u,))


def test_levels_json_matches_the_players():
    assert LEVELS == ["beginner", "easy", "medium", "strong", "master"]
    assert set(LEVELS) == set(ai.LEVELS)
    for key in LEVELS:
        assert ai.make_player(key).level == key
    with pytest.raises(ValueError):
        ai.make_player("grandmaster")


@pytest.mark.parametrize("level", ["beginner", "easy", "medium", "strong"])
def test_every_level_plays_legal_moves_in_random_positions(level):
    rng = random.Random(7)
    player = ai.make_player(level)
    if isinstance(player, ai.ChessPlayer):
        player.seconds = min(player.seconds, 0.15)
    for _ in range(3):
        s = R.new_match(2)
        for _ in range(rng.randint(0, 40)):
            if R.is_over(s):
                break
            s = R.apply(s, rng.choice([a for a in R.legal_actions(s, R.to_move(s)) if a.verb == "move"]))
        if R.is_over(s):
            continue
        seat = R.to_move(s)
        action = player.next_move(R, s, seat, rng, Budget.seconds(0.3))
        assert action in R.legal_actions(s, seat)


MATE_IN_ONE = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"  # Ra8#
HANGING_QUEEN = "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1"  # Rxd5


@pytest.mark.parametrize("level", ["medium", "strong"])
def test_searching_levels_mate_in_one(level):
    s = R.from_position(MATE_IN_ONE)
    assert ai.make_player(level).next_move(R, s, 0, random.Random(1)) == mv("a1a8")


@pytest.mark.parametrize("level", ["easy", "medium", "strong"])
def test_takes_a_hanging_queen(level):
    s = R.from_position(HANGING_QUEEN)
    hits = sum(ai.make_player(level).next_move(R, s, 0, random.Random(i)) == mv("d2d5") for i in range(3))
    assert hits == 3


def test_strong_avoids_a_poisoned_capture():
    # the pawn on d5 is guarded by the pawn on e6: Qxd5 loses the queen for a pawn
    s = R.from_position("4k3/8/4p3/3p4/8/8/8/3QK3 w - - 0 1")
    assert ai.make_player("strong").next_move(R, s, 0, random.Random(1)) != mv("d1d5")


def test_strong_answers_within_its_second():
    s = R.apply(R.apply(R.new_match(2), mv("e2e4")), mv("e7e5"))
    player = ai.make_player("strong")
    t0 = time.monotonic()
    player.next_move(R, s, 0, random.Random(0))
    assert time.monotonic() - t0 < 1.6
    assert player.last_depth >= 2


def test_cancel_is_honoured():
    s = R.new_match(2)
    cancel = threading.Event()
    threading.Timer(0.1, cancel.set).start()
    player = ai.ChessPlayer("strong", seconds=30)
    t0 = time.monotonic()
    with pytest.raises(Cancelled):
        player.next_move(R, s, 0, random.Random(0), Budget.seconds(30, cancel=cancel))
    assert time.monotonic() - t0 < 1.5


def test_budget_deadline_shortens_the_search():
    player = ai.ChessPlayer("strong", seconds=30)
    t0 = time.monotonic()
    player.next_move(R, R.new_match(2), 0, random.Random(0), Budget.seconds(0.2))
    assert time.monotonic() - t0 < 0.8


def test_draw_offer_accepted_when_worse_declined_when_better():
    worse = R.apply(R.from_position("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1"), OFFER_DRAW)  # Black is a queen down
    assert ai.make_player("medium").next_move(R, worse, 1, random.Random(0)) == ACCEPT
    better = R.apply(R.from_position("4k3/8/8/8/8/8/8/Q3K3 b - - 0 1"), OFFER_DRAW)  # Black offers
    assert ai.make_player("medium").next_move(R, better, 0, random.Random(0)) == DECLINE


def test_claims_a_draw_when_worse_not_when_better():
    # a queen against a rook, the fifty-move count reached
    s = R.from_position("4k3/8/8/8/8/8/r7/4K2Q w - - 100 90")
    assert CLAIM in R.legal_actions(s, 0)
    assert ai.make_player("strong").next_move(R, s, 0, random.Random(0)) != CLAIM
    s = R.from_position("4k3/8/8/8/8/8/r7/4K2Q b - - 100 90")
    assert ai.make_player("strong").next_move(R, s, 1, random.Random(0)) == CLAIM


def _fake_program(tmp_path: Path, *flags: str) -> str:
    path = tmp_path / "fakefish"
    path.write_text(f"#!/bin/sh\nexec {sys.executable} {FAKE} {' '.join(flags)} \"$@\"\n", encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)


def test_master_uses_the_engine(tmp_path):
    player = ai.MasterPlayer(engine_path=_fake_program(tmp_path), movetime_ms=30)
    try:
        assert not player.is_prepared(R, R.new_match(2), 0)
        player.prepare(R, R.new_match(2), 0)
        assert player.is_prepared(R, R.new_match(2), 0)
        assert player.available() and player.problem is None and player.limited == "elo 2200"
        s = R.new_match(2)
        action = player.next_move(R, s, 0, random.Random(0))
        assert action == mv(R.move_ucis(s)[0])  # the fake engine plays the first legal move
    finally:
        player.close()


def test_master_without_engine_plays_as_strong_and_says_where_to_get_one(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(uci, "EXTRA_DIRS", ())
    player = ai.MasterPlayer(engine_path=str(tmp_path / "nothing"))
    player.seconds = 0.2
    assert not player.available()
    assert "stockfishchess.org" in player.problem.en and "stockfishchess.org" in player.problem.ru
    s = R.from_position(MATE_IN_ONE)
    assert player.next_move(R, s, 0, random.Random(0)) == mv("a1a8")


def test_master_falls_back_when_the_engine_crashes(tmp_path):
    player = ai.MasterPlayer(engine_path=_fake_program(tmp_path, "--crash-on-go"), movetime_ms=30)
    player.seconds = 0.2
    s = R.from_position(MATE_IN_ONE)
    assert player.next_move(R, s, 0, random.Random(0)) == mv("a1a8")
    assert player.problem is not None and player.problem.ru


@pytest.mark.skipif(uci.find_engine(None) is None, reason="Stockfish is not installed")
def test_master_with_real_stockfish():
    player = ai.MasterPlayer(movetime_ms=100)
    try:
        s = R.from_position(MATE_IN_ONE)
        assert player.next_move(R, s, 0, random.Random(0)) == mv("a1a8")
        assert player.problem is None
    finally:
        player.close()


@pytest.mark.slow
def test_strong_beats_beginner():
    rng = random.Random(3)
    strong, weak = ai.make_player("strong"), ai.make_player("beginner")
    strong.seconds = 0.2
    score = 0.0
    for game in range(2):
        s = R.new_match(2)
        seats = (strong, weak) if game == 0 else (weak, strong)
        while not R.is_over(s) and len(s.moves) < 300:
            seat = R.to_move(s)
            s = R.apply(s, seats[seat].next_move(R, s, seat, rng))
        me = 0 if game == 0 else 1
        score += R.result(s).points[me] if R.is_over(s) else 0.5
    assert score >= 1.5


def test_benchmark_script_runs(capsys):
    import importlib.util

    path = Path(__file__).resolve().parent.parent / "benchmarks" / "chess_strength.py"
    spec = importlib.util.spec_from_file_location("chess_strength", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--levels", "easy,beginner", "--n", "2", "--max-plies", "20", "--seconds", "0.05"]) == 0
    out = capsys.readouterr().out
    assert "easy vs beginner" in out and "decision time easy: median" in out


def test_the_search_knows_the_games_repetitions():
    from compendium.games.chess import engine

    s = R.new_match(2)
    for u in ("g1f3", "g8f6", "f3g1", "f6g8") * 2:
        s = R.apply(s, mv(u))
    keys = engine.history_keys(s.board)
    assert len(keys) == 9 and keys.count(keys[-1]) == 3
    s = R.apply(s, mv("e2e4"))
    assert engine.history_keys(s.board) == [engine.position_key(s.board)]  # a pawn move: no way back
