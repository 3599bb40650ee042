"""Open domino 10–32, the strong level's deeper search where nothing is unknown (``ai.deep_search``,
alpha-beta over both players' moves) and the games tuned with it: 13 (the finisher passes), 15 (no
exact 25 left to the opponent), 17 (the search is used); the deeper search never runs on a view with
anything unknown."""

import random
from dataclasses import replace

import pytest

from compendium.core.rules import CHANCE
from compendium.core.search import Budget, Cancelled
from compendium.games.od_placement import ai
from compendium.games.od_placement.rules import OdPlacementRules

RULES = OdPlacementRules()


def position(game, seed, plies, options=None):
    """A position after ``plies`` random moves (still going on)."""
    rng = random.Random(seed)
    s = RULES.new_match(2, dict(options or {}, game=game))
    while RULES.to_move(s) == CHANCE:
        s = RULES.apply(s, RULES.sample_chance(s, rng))
    for _ in range(plies):
        seat = RULES.to_move(s)
        legal = ai.candidates(RULES, s, seat)
        nxt = RULES.apply(s, rng.choice(legal))
        while RULES.to_move(nxt) == CHANCE:
            nxt = RULES.apply(nxt, RULES.sample_chance(nxt, rng))
        if RULES.is_over(nxt):
            break
        s = nxt
    return s


def strong_move(s, nodes=2400):
    seat = RULES.to_move(s)
    return ai.StrongPlayer(seconds=3600).next_move(RULES, RULES.view_for(s, seat), seat, random.Random(0),
                                                   Budget(nodes=nodes))


def test_the_deep_search_gives_a_legal_move_within_its_budget():
    s = position(17, 3, 6)
    seat = RULES.to_move(s)
    acts = ai.candidates(RULES, s, seat)
    budget = Budget(nodes=300)
    res = ai.deep_search(RULES, s, seat, list(acts), budget, depth=6)
    assert res.action in acts
    assert res.depth >= 1
    assert budget.nodes_used <= 300 + len(acts) + 1  # the first iteration always completes


def test_the_deep_search_obeys_a_cancel():
    import threading

    flag = threading.Event()
    flag.set()
    s = position(17, 3, 6)
    seat = RULES.to_move(s)
    with pytest.raises(Cancelled):
        ai.deep_search(RULES, s, seat, ai.candidates(RULES, s, seat), Budget(cancel=flag), depth=4)


def test_game17_strong_plays_the_deep_search():
    assert ai._TUNING[17].get("deep")
    s = position(17, 5, 4)
    seat = RULES.to_move(s)
    acts = ai.candidates(RULES, s, seat)
    if len(acts) < 2:
        pytest.skip("a single move")
    got = strong_move(s, nodes=400)
    assert got in acts


def test_the_deep_search_never_sees_an_unknown_tile(monkeypatch):
    """A game with face-down tiles (16) asked to search deep still plays from worlds, never the
    alpha-beta over the view's unknown tiles."""
    def boom(*args, **kw):
        raise AssertionError("deep search on a view with unknown tiles")

    monkeypatch.setattr(ai, "deep_search", boom)
    monkeypatch.setitem(ai._TUNING, 16, {"deep": True})
    s = position(16, 2, 3)
    seat = RULES.to_move(s)
    view = RULES.view_for(s, seat)
    assert ai.has_unknown(view)
    a = ai.StrongPlayer(seconds=3600).next_move(RULES, view, seat, random.Random(1), Budget(nodes=200))
    assert a in RULES.legal_actions(s, seat)


def test_game13_the_finisher_passes():
    s = position(13, 1, 4)
    seat = RULES.to_move(s)
    finished = replace(s, data=tuple(s.data[:2]) + (seat, s.moved[seat]))
    acts = ai.candidates(RULES, finished, seat)
    assert any(a.verb == "pass" for a in acts)
    assert strong_move(finished).verb == "pass"


def _exact_replies(s):
    """The opponent's replies in ``s`` that win at once."""
    seat = RULES.to_move(s)
    out = []
    for a in ai.candidates(RULES, s, seat):
        nxt = RULES.successor(s, a)
        if RULES.is_over(nxt) and RULES.result(nxt).points[seat] == 1:
            out.append(a)
    return out


@pytest.mark.parametrize("seed", [11, 23])
def test_game15_strong_leaves_no_exact_25(seed):
    """A position where some moves let the opponent reach exactly 25 and others do not: strong's
    move wins at once or leaves him none."""
    rng = random.Random(seed)
    for _ in range(40):
        s = position(15, rng.randrange(10 ** 6), rng.choice((2, 3, 4)))
        seat = RULES.to_move(s)
        if seat is None:
            continue
        acts = ai.candidates(RULES, s, seat)
        safe = []
        for a in acts:
            nxt = RULES.successor(s, a)
            if RULES.is_over(nxt):
                if RULES.result(nxt).points[seat] == 1:
                    safe.append(a)
                continue
            if not _exact_replies(nxt):
                safe.append(a)
        if safe and len(safe) < len(acts):
            break
    else:
        pytest.skip("no position with a choice found")
    got = strong_move(s)
    nxt = RULES.successor(s, got)
    assert got in safe, (got, safe)
    assert not RULES.is_over(nxt) or RULES.result(nxt).points[seat] == 1


def _groups_by_hand(tiles):
    """Tiles linked when they share a digit, counted as groups (a search over the tiles)."""
    left = list(tiles)
    groups = 0
    while left:
        groups += 1
        todo = [left.pop()]
        while todo:
            t = todo.pop()
            near = [u for u in left if {u.a, u.b} & {t.a, t.b}]
            for u in near:
                left.remove(u)
            todo += near
    return groups


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_game17_groups_are_the_tiles_sharing_digits(seed):
    s = position(17, seed, 10 * seed)
    spec = RULES.spec(s)
    for seat in (0, 1):
        tiles = spec.on_field(s, seat)
        assert ai._groups17(RULES, s, seat) == _groups_by_hand(tiles) <= len(tiles)
    # fewer groups of one's own is better
    seat = 0
    assert ai._term17(RULES, s, seat) == -ai._term17(RULES, s, 1 - seat)
