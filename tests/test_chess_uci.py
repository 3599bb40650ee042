"""The UCI engine driver (compendium/games/chess/uci.py) against a small fake engine
(tests/fake_uci_engine.py) and, when it is installed, against Stockfish."""

from __future__ import annotations

import os
import shutil
import stat
import sys
import threading
import time
from pathlib import Path

import pytest

from compendium.core import config
from compendium.core.search import Cancelled
from compendium.games.chess import uci
from compendium.games.chess.rules import ChessRules

FAKE = Path(__file__).resolve().parent / "fake_uci_engine.py"
R = ChessRules()


def fake(*flags: str) -> list[str]:
    return [sys.executable, str(FAKE), *flags]


def fake_program(tmp_path: Path, *flags: str) -> str:
    """An executable file running the fake engine (as a program found by path would be)."""
    path = tmp_path / "fakefish"
    path.write_text(f"#!/bin/sh\nexec {sys.executable} {FAKE} {' '.join(flags)} \"$@\"\n", encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return str(path)


def test_handshake_options_and_a_move(tmp_path):
    logfile = tmp_path / "log.txt"
    with uci.UciEngine(fake("--log", str(logfile))) as eng:
        assert eng.name == "FakeFish 1"
        assert "UCI_Elo" in eng.options and eng.options["UCI_Elo"]["min"] == "1320"
        assert eng.limit_strength(1000) == "elo 1320"  # clamped to the engine's range
        assert eng.limit_strength(1800) == "elo 1800"
        legal = R.move_ucis(R.new_match(2))
        move = eng.best_move(["e2e4"], movetime_ms=50)
        assert move in R.move_ucis(R.apply(R.new_match(2), __import__("compendium.core.actions", fromlist=["Action"]).Action("move", ("e2e4",))))
        assert eng.best_move([], movetime_ms=50, legal=legal) in legal
        fen = "4k3/8/8/8/8/8/8/R3K3 b - - 0 1"
        assert eng.best_move([], fen=fen, movetime_ms=50).startswith("e8")
    sent = logfile.read_text(encoding="utf-8")
    assert "setoption name UCI_LimitStrength value true" in sent and "setoption name UCI_Elo value 1800" in sent
    assert "position startpos moves e2e4" in sent and "go movetime 50" in sent and "quit" in sent
    assert f"position fen {fen}" in sent


def test_skill_level_when_no_elo_option(tmp_path):
    logfile = tmp_path / "log.txt"
    with uci.UciEngine(fake("--skill-only", "--log", str(logfile))) as eng:
        assert eng.limit_strength(1600) == "skill 5"
        assert eng.limit_strength(9999) == "skill 20"
    assert "setoption name Skill Level value 5" in logfile.read_text(encoding="utf-8")


@pytest.mark.parametrize("flag,words", [
    ("--crash-on-go", "stopped"), ("--garbage", "not a legal move"), ("--illegal", "not a legal move"),
])
def test_failures_are_engine_errors_in_both_languages(flag, words):
    eng = uci.UciEngine(fake(flag)).start()
    with pytest.raises(uci.EngineError) as err:
        eng.best_move([], movetime_ms=20, legal=R.move_ucis(R.new_match(2)), grace=3.0)
    assert words in err.value.text.en and err.value.text.ru
    assert not eng.running


def test_silence_is_an_error_after_the_grace():
    eng = uci.UciEngine(fake("--silent")).start()
    t0 = time.monotonic()
    with pytest.raises(uci.EngineError) as err:
        eng.best_move([], movetime_ms=20, grace=0.5)
    assert time.monotonic() - t0 < 3 and "in time" in err.value.text.en


def test_a_program_that_does_not_speak_uci():
    with pytest.raises(uci.EngineError) as err:
        uci.UciEngine(fake("--mute"), start_timeout=0.5).start()
    assert "UCI" in err.value.text.en and "UCI" in err.value.text.ru
    with pytest.raises(uci.EngineError):
        uci.UciEngine(["/bin/true"], start_timeout=2).start()


def test_missing_program():
    with pytest.raises(uci.EngineError) as err:
        uci.UciEngine("/no/such/engine").start()
    assert "stockfishchess.org" in err.value.text.en and "stockfishchess.org" in err.value.text.ru


def test_cancel_stops_the_engine_at_once():
    eng = uci.UciEngine(fake("--silent")).start()
    cancel = threading.Event()
    threading.Timer(0.2, cancel.set).start()
    t0 = time.monotonic()
    with pytest.raises(Cancelled):
        eng.best_move([], movetime_ms=10000, cancel=cancel)
    assert time.monotonic() - t0 < 2
    eng.close()


def test_find_engine_from_settings_then_path(tmp_path, monkeypatch):
    program = fake_program(tmp_path)
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.setattr(uci, "EXTRA_DIRS", ())
    assert uci.find_engine(None) is None
    assert uci.find_engine(program) == program
    assert uci.find_engine(str(tmp_path / "missing")) is None
    config.set_chess_engine(program)
    try:
        assert uci.configured_engine() == program
    finally:
        config.set_chess_engine(None)
    assert config.chess_engine() is None
    bindir = tmp_path / "bin"
    bindir.mkdir()
    shutil.copy(program, bindir / "stockfish")
    monkeypatch.setenv("PATH", str(bindir))
    assert uci.find_engine(None) == str(bindir / "stockfish")
    with uci.UciEngine(uci.find_engine(None)) as eng:
        assert eng.best_move([], movetime_ms=20)


STOCKFISH = uci.find_engine(None)


@pytest.mark.skipif(STOCKFISH is None, reason="Stockfish is not installed")
def test_real_stockfish_limited():
    with uci.UciEngine(STOCKFISH) as eng:
        assert eng.limit_strength(1500).startswith(("elo", "skill"))
        state = R.new_match(2)
        for _ in range(6):
            move = eng.best_move(state.moves, movetime_ms=50, legal=R.move_ucis(state))
            state = R.apply(state, __import__("compendium.core.actions", fromlist=["Action"]).Action("move", (move,)))
        assert len(state.moves) == 6


def test_no_process_left_behind():
    eng = uci.UciEngine(fake()).start()
    proc = eng._proc
    eng.close()
    assert proc.poll() is not None
    assert os.name != "posix" or proc.returncode is not None
