"""Open domino games 24 and 29, where luck decides much: the strong level's own decision in 24 (a lay
that leaves the fewest of the unseen tiles a place for the opponent's next one), game 29's view (the tiles everybody saw sent back into a hidden hand stay in
sight), and the benchmark-only cheating player both benchmarks share. Node limits only, no deadlines."""

import random
import sys
from dataclasses import replace
from pathlib import Path

from compendium.core.search import Budget
from compendium.games.od_placement import ai
from compendium.games.od_placement.rules import PLAY, OdPlacementRules
from compendium.games.open_domino import equipment as eq
from compendium.games.open_domino.equipment import Piece

from tests.test_odp_laying import begin, field, pc, tl

R = OdPlacementRules()
ROOT = Path(__file__).resolve().parent.parent


def strong_move(state, seat: int = 0):
    return ai.StrongPlayer(seconds=3600.0).next_move(R, R.view_for(state, seat), seat, random.Random(0),
                                                     Budget(nodes=2400))


# --- game 24 --------------------------------------------------------------------------------------------
def test_24_strong_lays_where_fewest_unseen_tiles_fit_for_the_opponent():
    """Every cell full but a1 and a2 (a3 above shows a 5 downward). The 5/6 turned up may go on a2
    (5 up: a1 then takes any tile with a 6) or on a1 (then a2 between a3's 5 and it takes only 5/5
    or 5/6, none of them unseen): strong lays on a1."""
    s = begin(24)
    filler = Piece(tl("A", 0, 0), True)
    layout = {s.geo.name(c): filler for c in range(s.geo.size)}
    del layout["a1"], layout["a2"]
    layout["a3"] = pc(tl("B", 1, 5), 1)  # its lower end, toward a2, shows 5
    s = field(s, layout)
    pool = tuple(t for t in eq.full_set("A") if 6 in (t.a, t.b) and 5 not in (t.a, t.b))
    s = replace(s, mover=0, phase=PLAY, drawn=tl("A", 5, 6), supply=(pool,), hands=((), ()))
    lays = [a for a in R.legal_actions(s, 0) if a.verb == "lay"]
    assert {a.args[0] for a in lays} == {"a1", "a2"}
    a = strong_move(s)
    assert a.verb == "lay" and a.args[0] == "a1"


def test_24_strong_plays_whole_matches_against_easy_within_node_limits():
    for seed in range(2):
        s = begin(24, seed=seed)
        rng = random.Random(seed)
        players = {0: ai.StrongPlayer(seconds=3600.0), 1: ai.make_player("easy")}
        while not R.is_over(s):
            m = R.to_move(s)
            if m == -1:
                s = R.apply(s, R.sample_chance(s, rng))
                continue
            budget = Budget(nodes=2400) if m == 0 else Budget(nodes=400)
            s = R.apply(s, players[m].next_move(R, R.view_for(s, m), m, rng, budget))
        assert R.result(s).points[0] in (0.0, 0.5, 1.0)


# --- game 29 --------------------------------------------------------------------------------------------
def sent_back_29():
    """Game 29: seat 0 lays on h2 and sends the enemy's h1 tile back into his hidden hand."""
    s = begin(29)
    enemy = tl("A", 0, 2, 0)
    own_row = [t for t in eq.group("A", 1) if not t.is_double][:7]
    layout = {f"{f}1": pc(t, t.b) for f, t in zip("abcdefg", own_row)}
    layout["h1"] = pc(enemy, 2)
    s = field(s, layout)
    s = replace(s, mover=0, drawn=tl("A", 2, 3, 1), phase=PLAY)
    lay = next(a for a in R.legal_actions(s, 0) if a.verb == "lay")
    return R.apply(s, lay), enemy


def test_29_a_tile_sent_back_stays_in_sight_in_the_hidden_hand():
    s, enemy = sent_back_29()
    assert enemy in s.hands[1]
    seen = R.view_for(s, 0).hands[1]
    assert enemy in seen  # everybody saw it go back (the log names it)
    assert sum(1 for t in seen if t.a == -1) == len(s.hands[1]) - 1  # the rest of his hand stays hidden
    assert R.view_for(s, 1).hands[1] == s.hands[1]
    # worlds fill only the rest of the hand: the tile sent back is always where it is
    for k in range(5):
        world = ai.sample_world(R, R.view_for(s, 0), random.Random(k))
        assert list(world.hands[1]).count(enemy) == list(s.hands[1]).count(enemy)


def test_29_a_tile_sent_back_and_laid_again_is_no_longer_known_in_the_hand():
    s, enemy = sent_back_29()
    s = replace(s, mover=1, drawn=None, phase=PLAY)
    play = next((a for a in R.legal_actions(s, 1) if a.verb == "play" and a.args[0] == enemy.name), None)
    assert play is not None  # the hole h1 is next and it fits there again
    after = R.apply(s, play)
    assert enemy not in after.hands[1]
    assert R.spec(after).known(after)[1] == ()
    assert all(t.a == -1 for t in R.view_for(after, 0).hands[1])


# --- the benchmark-only cheating player -------------------------------------------------------------------
def test_both_benchmarks_share_one_cheating_player():
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        import od_ceiling
        import od_strength
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    assert not hasattr(od_ceiling, "CheatPlayer") or od_ceiling.CheatPlayer is od_strength.CheatPlayer
    job = ("od-placement", 25, {}, ("cheat", "easy"), None, 0, 1, 200, 200)
    points, _, plies, reason, looked = od_strength.play_match(job)
    assert od_ceiling.play_match(25, {}, ("cheat", "easy"), 0, 1, 200) == (points, plies, reason)
    assert looked and max(looked) <= 200 + 50
