"""English checkers: the computer players (compendium/games/checkers/ai.py).

Every level answers a legal move in positions of random matches and honours the budget's cancel
flag; the strong level keeps to its time, sees a shot and does not hang a piece; offered a draw a
player accepts only when worse off; a drawing repetition is avoided when ahead and taken when
behind. A few whole matches strong against easy (slow) show the difference."""

import random
import threading
import time

import pytest

from compendium.core.actions import Action
from compendium.core.search import Budget, Cancelled
from compendium.games.checkers import ai
from compendium.games.checkers.rules import ACCEPT, DECLINE, OFFER_DRAW, CheckersRules

R = CheckersRules()
LEVELS = ("easy", "medium", "strong")


def mv(*squares: str) -> Action:
    return Action("move", tuple(squares))


def random_positions(n: int, seed: int = 0) -> list:
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        s = R.new_match(2)
        while not R.is_over(s) and len(out) < n:
            if rng.random() < 0.3:
                out.append(s)
            s = R.apply(s, rng.choice([a for a in R.legal_actions(s, s.mover) if a.verb == "move"]))
    return out


def test_the_levels():
    assert [lv.key for lv in ai.LEVELS] == list(LEVELS)
    for level in LEVELS:
        p = ai.make_player(level)
        assert p.level == level and p.name.en and p.name.ru
    with pytest.raises(ValueError):
        ai.make_player("grandmaster")


@pytest.mark.parametrize("level", LEVELS)
def test_every_answer_is_legal(level):
    p = ai.make_player(level)
    rng = random.Random(1)
    for s in random_positions(25, seed=LEVELS.index(level)):
        legal = R.legal_actions(s, s.mover)
        a = p.think(R, s, s.mover, rng, Budget.seconds(0.05))
        assert a in legal and a.verb == "move", a


def test_the_budget_s_cancel_flag_is_honoured():
    flag = threading.Event()
    flag.set()
    s = R.new_match(2)
    for level in LEVELS:
        with pytest.raises(Cancelled):
            ai.make_player(level).next_move(R, s, 0, random.Random(0), Budget.seconds(5, cancel=flag))
    # set while thinking: the search stops at once
    p = ai.StrongPlayer(seconds=30)
    flag = threading.Event()
    threading.Timer(0.2, flag.set).start()
    started = time.monotonic()
    with pytest.raises(Cancelled):
        p.next_move(R, s, 0, random.Random(0), Budget.seconds(30, cancel=flag))
    assert time.monotonic() - started < 5


def test_strong_keeps_to_its_time():
    p = ai.StrongPlayer(seconds=0.3)
    s = R.new_match(2)
    started = time.monotonic()
    p.next_move(R, s, 0, random.Random(0), Budget.seconds(2))
    assert time.monotonic() - started < 2.0
    started = time.monotonic()
    p.next_move(R, s, 0, random.Random(0), Budget.seconds(0.1))  # the application's budget is shorter
    assert time.monotonic() - started < 1.5


def test_strong_does_not_hang_a_piece():
    # dark to move: d4-e5 or d4-c5 walks into a capture; b2-a3 and b2-c3 are safe
    s = R.position({"d4": "dm", "b2": "dm", "f6": "lm", "b6": "lm", "d8": "lm"})
    p = ai.StrongPlayer(seconds=0.5)
    for seed in range(3):
        a = p.next_move(R, s, 0, random.Random(seed))
        after = R.apply(s, a)
        lost = bin(s.dark).count("1") - bin(after.dark).count("1")
        assert lost == 0, a
        replies = R.paths(after)
        assert not any(abs(p_[0] // 8 - p_[1] // 8) == 2 for p_ in replies), a


def test_a_draw_offer_is_accepted_only_when_worse_off():
    p = ai.make_player("strong")
    behind = R.apply(R.position({"a1": "dk", "h8": "lk", "f8": "lk", "b8": "lk"}, mover=1), OFFER_DRAW)
    assert p.next_move(R, behind, 0, random.Random(0)) == ACCEPT
    ahead = R.apply(R.position({"a1": "dk", "c1": "dk", "e1": "dk", "h8": "lk"}, mover=1), OFFER_DRAW)
    assert p.next_move(R, ahead, 0, random.Random(0)) == DECLINE
    advice = p.hint(R, ahead, 0)
    assert advice.action == DECLINE and advice.why.en and advice.why.ru


def test_computer_players_never_resign_or_offer():
    for level in LEVELS:
        p = ai.make_player(level)
        rng = random.Random(2)
        for s in random_positions(10, seed=5):
            a = p.next_move(R, s, s.mover, rng, Budget.seconds(0.05))
            assert a.verb == "move"


def test_a_drawing_repetition_is_avoided_when_ahead_and_taken_when_behind():
    dark_first = [mv("a1", "b2"), mv("h8", "g7"), mv("b2", "a1"), mv("g7", "h8"), mv("a1", "b2"), mv("h8", "g7"),
                  mv("b2", "a1")]  # then light's g7-h8 makes the start position appear a third time
    light_first = [mv("h8", "g7"), mv("a1", "b2"), mv("g7", "h8"), mv("b2", "a1"), mv("h8", "g7"), mv("a1", "b2"),
                   mv("g7", "h8")]  # then dark's b2-a1 does

    def cycled(pieces, mover, plies):
        s = R.position(pieces, mover=mover)
        for a in plies:
            s = R.apply(s, a)
        return s

    p = ai.make_player("strong")
    two_dark = {"a1": "dk", "c1": "dk", "h8": "lk"}
    two_light = {"a1": "dk", "h8": "lk", "f8": "lk"}
    for pieces, mover, plies, drawing, behind in [
            (two_dark, 0, dark_first, mv("g7", "h8"), True),  # light is behind: it takes the draw
            (two_light, 0, dark_first, mv("g7", "h8"), False),  # light is ahead: it plays on
            (two_light, 1, light_first, mv("b2", "a1"), True),  # dark is behind
            (two_dark, 1, light_first, mv("b2", "a1"), False)]:  # dark is ahead
        s = cycled(pieces, mover, plies)
        assert R.apply(s, drawing).reason == "repetition"
        a = p.next_move(R, s, s.mover, random.Random(0))
        if behind:
            assert a == drawing
        else:
            assert a != drawing and R.apply(s, a).phase == "play"


def test_advice():
    p = ai.make_player("strong")
    s = R.new_match(2)
    advice = p.hint(R, s, 0)
    assert advice.action in R.legal_actions(s, 0)
    assert advice.why.en.startswith(R.describe(s, advice.action).en)


@pytest.mark.slow
def test_strong_beats_easy():
    """Six matches from the start, seats alternating, strong within 8,000 nodes a move (about 0.1 s
    here; a node limit, not a time, so that the games are the same on a busy machine)."""
    points = 0.0
    for i in range(6):
        rng = random.Random(i)
        strong_seat = i % 2
        players = {strong_seat: ai.StrongPlayer(seconds=30.0, nodes=8000), 1 - strong_seat: ai.make_player("easy")}
        s = R.new_match(2)
        while not R.is_over(s):
            seat = R.to_move(s)
            s = R.apply(s, players[seat].next_move(R, s, seat, rng, Budget.seconds(2)))
        points += R.result(s).points[strong_seat]
    assert points >= 5
