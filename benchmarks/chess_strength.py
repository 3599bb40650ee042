"""Chess: one computer level against another, and how long they think.

Seeded matches with the colours alternating; each decision is asked through ``Player.next_move``
with the application's budget (2 s; each level keeps to its own limit, ``--seconds`` lowers the
searching levels' limit to measure many games quickly). A match still going after ``--max-plies``
is scored as a draw ("cut"). Prints the first level's wins, draws and losses, its share of the points
(a win 1, a draw ½), how the matches ended, and the median and largest decision time of each level.

With ``--stockfish ELO`` the first level plays Stockfish (found on the PATH, also in /usr/games, or
``--engine PATH``) limited to that Elo (``UCI_LimitStrength``) with ``--movetime`` ms a move.

    python3 benchmarks/chess_strength.py --levels strong,medium --n 10
    python3 benchmarks/chess_strength.py --levels strong --stockfish 1350 --n 10
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from compendium.core.actions import Action  # noqa: E402
from compendium.core.search import Budget  # noqa: E402
from compendium.games.chess import ai, uci  # noqa: E402
from compendium.games.chess.rules import ChessRules  # noqa: E402

APP_SECONDS = 2.0


class StockfishSeat:
    """Stockfish at a limited Elo, asked like a computer player."""

    def __init__(self, path: str, elo: int, movetime_ms: int):
        self.engine = uci.UciEngine(path).start()
        self.limited = self.engine.limit_strength(elo)
        self.movetime_ms = movetime_ms
        self.level = f"stockfish-{elo}"

    def next_move(self, rules, state, seat, rng, budget=None):
        legal = rules.legal_actions(state, seat)
        if state.phase != "play":
            return Action("decline-draw")
        moves = rules.move_ucis(state)
        return Action("move", (self.engine.best_move(state.moves, fen=state.start_fen, movetime_ms=self.movetime_ms,
                                                      legal=moves),)) if legal else None


def play(rules, seats, rng, max_plies, times):
    state = rules.new_match(2)
    while not rules.is_over(state) and len(state.moves) < max_plies:
        seat = rules.to_move(state)
        t0 = time.perf_counter()
        action = seats[seat].next_move(rules, state, seat, rng, Budget.seconds(APP_SECONDS))
        times[seat].append(time.perf_counter() - t0)
        state = rules.apply(state, action)
    if not rules.is_over(state):
        return (0.5, 0.5), "cut"
    return rules.result(state).points, state.reason


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="strong,medium", help="first,second (second unused with --stockfish)")
    parser.add_argument("--n", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=None, help="the searching levels' time a move")
    parser.add_argument("--max-plies", type=int, default=300)
    parser.add_argument("--stockfish", type=int, default=None, metavar="ELO")
    parser.add_argument("--engine", default=None, help="the engine program (default: stockfish on the PATH)")
    parser.add_argument("--movetime", type=int, default=100)
    args = parser.parse_args(argv)
    names = args.levels.split(",")
    first = ai.make_player(names[0])
    if args.seconds is not None and isinstance(first, ai.ChessPlayer):
        first.seconds = min(first.seconds, args.seconds)
    if args.stockfish is not None:
        path = uci.find_engine(args.engine) or shutil.which("stockfish", path=os.environ.get("PATH", "") + ":/usr/games")
        if path is None:
            print("Stockfish not found: " + uci.WHERE_TO_GET.en)
            return 2
        second = StockfishSeat(path, args.stockfish, args.movetime)
        label2 = f"stockfish {second.limited} ({args.movetime} ms)"
    else:
        second = ai.make_player(names[1])
        if args.seconds is not None and isinstance(second, ai.ChessPlayer):
            second.seconds = min(second.seconds, args.seconds)
        label2 = names[1]
    rules = ChessRules()
    rng = random.Random(args.seed)
    wdl = Counter()
    ends = Counter()
    points = 0.0
    times = {0: [], 1: []}  # by player: first level, second
    for i in range(args.n):
        me = i % 2
        seats = (first, second) if me == 0 else (second, first)
        seat_times = ([], [])
        pts, reason = play(rules, seats, rng, args.max_plies, seat_times)
        times[0].extend(seat_times[me])
        times[1].extend(seat_times[1 - me])
        got = pts[me]
        points += got
        wdl["win" if got == 1 else "draw" if got == 0.5 else "loss"] += 1
        ends[reason] += 1
        print(f"game {i + 1}: {names[0]} as {'White' if me == 0 else 'Black'}: {got} ({reason})", flush=True)
    if isinstance(second, StockfishSeat):
        second.engine.close()
    if isinstance(first, ai.MasterPlayer):
        first.close()

    def stats(xs):
        return f"median {statistics.median(xs):.3f} s, max {max(xs):.3f} s" if xs else "-"

    print(f"\n{names[0]} vs {label2}: {wdl['win']} won, {wdl['draw']} drawn, {wdl['loss']} lost; "
          f"{points:.1f}/{args.n} = {100 * points / max(1, args.n):.0f} %")
    print("endings: " + ", ".join(f"{k} {v}" for k, v in ends.most_common()))
    print(f"decision time {names[0]}: {stats(times[0])}")
    print(f"decision time {label2}: {stats(times[1])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
