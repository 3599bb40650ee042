"""Random matches of English checkers played to their end, the invariants checked after every
action: the moves equal those of a plain reference generator written here over a dict board, the
pieces on dark squares only and never more than twelve a side, men never back, a capture removes
exactly the pieces jumped, the no-progress count and the repetition history as the rules say,
``apply`` equal to ``successor``, and the result consistent with how the game ended. Some matches
resign or offer draws on the way. The seeds are fixed: 200 matches in the quick run, 2,000 slow."""

import random

import pytest

from compendium.core.rules import DRAW, LOSS, WIN
from compendium.games.checkers.rules import (
    ACCEPT, DECLINE, NO_PROGRESS_PLIES, OFFER, OFFER_DRAW, OVER, RESIGN, CheckersRules, board_of, name)

R = CheckersRules()
QUICK = 200
SLOW = 2000


def reference_moves(board: dict, seat: int) -> set[tuple[int, ...]]:
    """Every legal move of ``seat`` on ``board`` ({square: code}), written plainly."""
    me = "d" if seat == 0 else "l"
    fwd = 1 if seat == 0 else -1

    def dirs(code):
        return [(1, 1), (-1, 1), (1, -1), (-1, -1)] if code[1] == "k" else [(1, fwd), (-1, fwd)]

    def at(f, r):
        return r * 8 + f if 0 <= f < 8 and 0 <= r < 8 else None

    caps: set = set()

    def jump(sq, code, path, taken, start):
        f, r = sq % 8, sq // 8
        more = False
        for df, dr in dirs(code):
            over, land = at(f + df, r + dr), at(f + 2 * df, r + 2 * dr)
            if over is None or land is None or over in taken:
                continue
            if board.get(over, "x")[0] not in ("d", "l") or board[over][0] == me:
                continue
            if land in board and land != start:
                continue
            more = True
            crowned = code[1] == "m" and land // 8 == (7 if seat == 0 else 0)
            if crowned:
                caps.add(path + (land,))
            else:
                jump(land, code, path + (land,), taken | {over}, start)
        if not more and len(path) > 1:
            caps.add(path)

    for sq, code in board.items():
        if code[0] == me:
            jump(sq, code, (sq,), frozenset(), sq)
    if caps:
        return caps
    steps = set()
    for sq, code in board.items():
        if code[0] != me:
            continue
        for df, dr in dirs(code):
            t = at(sq % 8 + df, sq // 8 + dr)
            if t is not None and t not in board:
                steps.add((sq, t))
    return steps


def check(before, action, after):
    b0, b1 = board_of(before), board_of(after)
    for board in (b0, b1):
        assert all((sq // 8 + sq % 8) % 2 == 0 for sq in board), "a piece on a light square"
        assert sum(1 for c in board.values() if c[0] == "d") <= 12
        assert sum(1 for c in board.values() if c[0] == "l") <= 12
    assert after.dark & after.light == 0 and after.kings & ~(after.dark | after.light) == 0
    assert R.successor(before, action) == after
    if action.verb != "move":
        assert b0 == b1
        return
    seat = before.mover
    path = tuple(int(p[1]) * 8 - 8 + "abcdefgh".index(p[0]) for p in action.args)
    assert name(path[0]) == action.args[0]
    code = b0[path[0]]
    assert code[0] == ("d" if seat == 0 else "l")
    capture = abs(path[1] // 8 - path[0] // 8) == 2
    jumped = {(a + b) // 2 for a, b in zip(path, path[1:])} if capture else set()
    assert set(b0) - set(b1) == ({path[0]} | jumped) - {path[-1]}
    assert all(b0[j][0] != code[0] for j in jumped)
    if code[1] == "m":
        ranks = [p // 8 for p in path]
        assert all((b - a) * (1 if seat == 0 else -1) > 0 for a, b in zip(ranks, ranks[1:])), "a man went back"
        last = 7 if seat == 0 else 0
        assert (b1[path[-1]][1] == "k") == (path[-1] // 8 == last)
        assert all(r != last for r in ranks[:-1]), "a man went on after it was crowned"
    else:
        assert b1[path[-1]] == code
    progress = capture or code[1] == "m"
    if after.phase != OVER or after.reason not in ("no-pieces",):
        assert after.quiet == (0 if progress else before.quiet + 1)
        assert after.history == (() if progress else before.history + (before.key,))
    assert after.quiet <= NO_PROGRESS_PLIES


def play(seed: int) -> tuple:
    rng = random.Random(seed)
    state = R.new_match(2)
    plies = 0
    may_talk = seed % 5 == 0  # every fifth match also resigns and offers draws now and then
    while not R.is_over(state):
        seat = R.to_move(state)
        legal = R.legal_actions(state, seat)
        assert legal
        if state.phase == OFFER:
            assert legal == [ACCEPT, DECLINE]
            action = ACCEPT if rng.random() < 0.3 else DECLINE
        else:
            got = {R.move_paths(state, seat)[a] for a in legal if a.verb == "move"}
            assert got == reference_moves(board_of(state), seat), (seed, plies)
            assert RESIGN in legal
            assert (OFFER_DRAW in legal) == (state.offered_at != state.plies)
            talk = [a for a in legal if a.verb != "move"] if may_talk and rng.random() < 0.02 else []
            action = rng.choice(talk or [a for a in legal if a.verb == "move"])
        after = R.apply(state, action)
        check(state, action, after)
        state = after
        plies += 1
        assert plies < 5000
    res = R.result(state)
    kind = state.ended
    if kind[0] == "draw":
        assert res.outcomes == (DRAW, DRAW) and res.points == (0.5, 0.5)
        assert state.reason in ("agreed", "repetition", "no-progress")
        if state.reason == "no-progress":
            assert state.quiet == NO_PROGRESS_PLIES
        if state.reason == "repetition":
            assert state.history.count(state.key) == 2
    else:
        winner = kind[1]
        assert res.outcomes[winner] == WIN and res.outcomes[1 - winner] == LOSS
        assert res.points[winner] == 1.0 and res.points[1 - winner] == 0.0
        loser = 1 - winner
        if state.reason == "no-pieces":
            assert not state.pieces(loser)
        elif state.reason == "blocked":
            assert state.pieces(loser) and not reference_moves(board_of(state), loser)
        else:
            assert state.reason == "resigned"
    assert R.legal_actions(state, 0) == R.legal_actions(state, 1) == []
    return state.reason, plies


def test_random_matches():
    reasons = {}
    for seed in range(QUICK):
        reason, _ = play(seed)
        reasons[reason] = reasons.get(reason, 0) + 1
    # random play reaches the usual ends
    assert {"no-pieces", "blocked", "repetition", "resigned", "agreed"} <= set(reasons)


@pytest.mark.slow
def test_many_random_matches():
    reasons = {}
    for seed in range(QUICK, QUICK + SLOW):
        reason, _ = play(seed)
        reasons[reason] = reasons.get(reason, 0) + 1
    assert {"no-pieces", "resigned", "agreed"} <= set(reasons)
