"""Open domino, games 10–32: does the benchmark's cheating player play perfectly where a game is small?

Benchmark only. Seeded matches are played with random (easy) moves until at most ``--left`` tiles are
still to be turned up; at the first decision there with two moves or more, every move is searched to
the game's end (alpha-beta over the whole state, the same evaluation; the search must see the whole
tree, else the position is counted as unsolved), and the move the cheat (od_strength.py's
``CheatPlayer``) picks with each node count is compared with the best: the same win, draw or loss, and
exactly the best value (the margin too). One position a match.

    python3 benchmarks/od_cheat_exact.py --game 25 --left 10 --cheat-nodes 150,600,2400 --n 10

Measured (a loaded machine): game 25 with at most 10 tiles left, 10 positions: the cheat's move was
exactly the best 8 times with 150 positions a decision, 9 with 600, 10 with 2400 (the whole-tree
searches took 105–3,298 positions); game 24 with at most 12 left, 7 positions: 7 with each count.
But game 25 with at most 12 tiles left, 8 positions (whole trees of 553–59,013 positions): the best
outcome (win, draw or loss) 5 times with 600, 2400 and 6000 positions alike, so there the cheat is
not yet perfect and its score against easy is a lower bound of the ceiling. Game 24 with at most 26
tiles left, 6 positions (whole trees of 2,123–13,984 positions): the best outcome 4 times with 150, 5
with 600 and with 2400. (With at most 16 left, 5 positions, and at most 12, 7: every time.) A cheat that
solved the rest whole from there (some 14,000 positions in 24, 60,000 in 25) would be truly optimal;
it was not run.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for p in (ROOT, ROOT / "benchmarks"):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

from compendium.core.rules import CHANCE  # noqa: E402
from compendium.core.search import Budget, RulesModel, alphabeta  # noqa: E402
from compendium.games.od_placement import ai  # noqa: E402
from compendium.games.od_placement.rules import OdPlacementRules  # noqa: E402
from od_strength import CheatPlayer  # noqa: E402

SOLVE = 3_000_000  # positions the whole-tree search may look at


def outcome(value: float) -> int:
    return 1 if value > ai.WIN / 2 else -1 if value < -ai.WIN / 2 else 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", type=int, default=25)
    ap.add_argument("--left", type=int, default=10, help="at most this many tiles still to turn up")
    ap.add_argument("--cheat-nodes", default="150,600,2400")
    ap.add_argument("--n", type=int, default=10, help="matches (one position each)")
    ap.add_argument("--solve", type=int, default=SOLVE, help="positions the whole-tree search may look at")
    args = ap.parse_args(argv)
    rules = OdPlacementRules()
    counts = [int(k) for k in args.cheat_nodes.split(",")]
    model = RulesModel(rules, value=lambda st, s: ai.evaluate(rules, st, s),
                       order=lambda st, s, a: [x for x in a if x.verb not in ai.NEVER])
    tally = {k: [0, 0, 0] for k in counts}  # positions, the best outcome, exactly the best value
    unsolved = 0
    for seed in range(args.n):
        rng = random.Random(seed)
        st = rules.new_match(2, {"game": args.game})
        easy = ai.make_player("easy")
        while not rules.is_over(st):
            seat = rules.to_move(st)
            if seat == CHANCE:
                st = rules.apply(st, rules.sample_chance(st, rng))
                continue
            acts = ai.candidates(rules, st, seat)
            left = sum(len(s) for s in st.supply) + (st.drawn is not None)
            if left <= args.left and len(acts) >= 2:
                started = time.perf_counter()
                values, looked, whole = {}, 0, True
                for a in acts:
                    res = alphabeta(model, st, seat, Budget(nodes=args.solve), rng=random.Random(0), actions=[a])
                    values[a], looked, whole = res.value, looked + res.nodes, whole and res.complete
                if not whole:
                    unsolved += 1
                    break
                best = max(values.values())
                for k in counts:
                    a = CheatPlayer(ai, k).next_move(rules, st, seat, random.Random(seed), Budget())
                    tally[k][0] += 1
                    tally[k][1] += outcome(values[a]) == outcome(best)
                    tally[k][2] += abs(values[a] - best) < 1e-6
                print(f"match {seed}: {left} tiles left, {len(acts)} moves, the whole tree {looked} positions "
                      f"({time.perf_counter() - started:.1f} s), best outcome {outcome(best)}", flush=True)
                break
            st = rules.apply(st, easy.next_move(rules, rules.view_for(st, seat), seat, rng, Budget.seconds(2)))
    print(f"game {args.game}, at most {args.left} tiles left: {unsolved} positions not solved whole")
    for k, (n, same, exact) in tally.items():
        print(f"  cheat {k} positions a decision: {n} positions, the best outcome {same}, exactly the best {exact}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
