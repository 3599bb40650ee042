"""The benchmark that checks the cheating player against a whole-tree search where a game is small
(benchmarks/od_cheat_exact.py; benchmark only). Node limits only, no deadlines."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def bench():
    spec = importlib.util.spec_from_file_location("od_cheat_exact_for_test", ROOT / "benchmarks" / "od_cheat_exact.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_cheat_plays_the_best_move_in_the_last_turns_of_game_25(capsys):
    assert bench().main(["--game", "25", "--left", "5", "--n", "3", "--cheat-nodes", "600"]) == 0
    out = capsys.readouterr().out
    assert "0 positions not solved whole" in out
    line = next(x for x in out.splitlines() if "cheat 600 positions" in x)
    n = int(line.split(": ")[1].split()[0])
    assert n >= 1 and line.endswith(f"the best outcome {n}, exactly the best {n}")
