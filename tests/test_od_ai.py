"""Open domino, movement games 1–9: the computer players. Legal moves from the view only, never a
resignation or an offer of a draw, the budget kept and a cancel obeyed, the search's own copy of
the game following the rules, draws accepted only when worse off, and (slow) strength."""

import random
import threading
import time
from dataclasses import replace

import pytest

from compendium.core.actions import Action
from compendium.core.ai import Advice
from compendium.core.rules import CHANCE
from compendium.core.search import Budget, Cancelled
from compendium.games.od_movement import ai
from compendium.games.od_movement.ai import LEVELS, NEVER, make_player
from compendium.games.od_movement.rules import OdMovementRules

RULES = OdMovementRules()

VARIANTS = [
    {"game": 1}, {"game": 1, "movement": "queen", "scoring_capture": True},
    {"game": 1, "own_contact": True, "movement": "forward"},
    {"game": 2}, {"game": 2, "start": "hidden"}, {"game": 2, "start": "random", "movement": "queen"},
    {"game": 3}, {"game": 3, "goal": "count"}, {"game": 3, "goal": "exact"},
    {"game": 3, "goal": "multi", "start": "random"}, {"game": 3, "goal": "reach"},
    {"game": 4}, {"game": 4, "race": True}, {"game": 4, "forward": True, "tiles4": "fig4a"},
    {"game": 5}, {"game": 5, "compulsory": False, "own_removed": True}, {"game": 5, "forward": True, "start5": "fig2"},
    {"game": 6}, {"game": 6, "reverse": True}, {"game": 6, "tiles6": "fig3", "start": "random"},
    {"game": 7}, {"game": 7, "hidden": True},
    {"game": 8}, {"game": 8, "stacks": "four", "stack_end": True}, {"game": 8, "stacks": "two"},
    {"game": 9}, {"game": 9, "own_groups": True},
]


def dealt(options, rng, players=2):
    s = RULES.new_match(players, options)
    while RULES.to_move(s) == CHANCE:
        s = RULES.apply(s, RULES.sample_chance(s, rng))
    return s


def moves_of(s, seat):
    return [a for a in RULES.legal_actions(s, seat) if a.verb not in NEVER]


def random_position(options, rng, plies, players=2):
    """A position after up to ``plies`` random moves (one where somebody is to move)."""
    s = dealt(options, rng, players)
    for _ in range(plies):
        seat = RULES.to_move(s)
        legal = moves_of(s, seat) if seat is not None else []
        if not legal:
            break
        nxt = RULES.apply(s, rng.choice(legal))
        if RULES.is_over(nxt):
            break
        s = nxt
    return s


def test_levels():
    assert [lv.key for lv in LEVELS] == ["easy", "medium", "strong"]
    assert all(lv.name.ru and lv.about.en and lv.about.ru for lv in LEVELS)
    for key in ("easy", "medium", "strong"):
        assert make_player(key).level == key
    with pytest.raises(ValueError):
        make_player("perfect")


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()))
def test_every_level_answers_a_legal_move_from_the_view(options):
    rng = random.Random(hash(tuple(sorted(options.items()))) % 1000)
    players = {level: make_player(level) for level in ("easy", "medium", "strong")}
    for k in range(3):
        s = random_position(options, rng, rng.randrange(0, 40))
        seat = RULES.to_move(s)
        if seat is None or not moves_of(s, seat):
            continue
        view = RULES.view_for(s, seat)
        legal = RULES.legal_actions(view, seat)
        for level, player in players.items():
            action = player.think(RULES, view, seat, random.Random(k), Budget.seconds(0.05))
            assert action in legal and action.verb not in NEVER, (level, action)


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()))
def test_the_search_follows_the_rules(options):
    """The players' fast copy of the game makes the same moves, with the same effects and ends,
    as OdMovementRules, over random games."""
    for seed in range(2):
        rng = random.Random(seed)
        players = rng.choice([2, 3, 4]) if options["game"] == 9 and not options.get("own_groups") else 2
        s = dealt(options, rng, players)
        for _ in range(150):
            if RULES.is_over(s):
                break
            seat = RULES.to_move(s)
            legal = moves_of(s, seat)
            if not legal:
                break  # game 9 with own groups: a deal may leave the first player without a slide
            game = ai._Game(RULES, s)
            fast = game.state(s)
            assert game.to_move(fast) == seat
            assert sorted(game.gen(fast, seat)) == sorted(ai._to_move(game, a) for a in legal)
            a = rng.choice(legal)
            nxt = RULES.apply(s, a)
            after = game.play(fast, ai._to_move(game, a))
            game.to_move(after)
            assert tuple(tuple(game.pieces[c] for c in stack) for stack in after.cells) == nxt.cells
            if RULES.is_over(nxt):
                assert after.end == nxt.ended
            else:
                assert after.end is None and after.mover == nxt.mover and after.quiet == nxt.quiet
                assert after.rem == tuple(len(x) for x in nxt.removed)
            s = nxt


def test_players_never_resign_or_offer_a_draw_in_whole_games():
    rng = random.Random(5)
    for g in (1, 3, 5, 7, 9):
        s = dealt({"game": g}, rng)
        players = [make_player("easy"), make_player("medium")]
        steps = 0
        while not RULES.is_over(s) and steps < 80:
            seat = RULES.to_move(s)
            view = RULES.view_for(s, seat)
            action = players[seat].next_move(RULES, view, seat, rng, Budget.seconds(0.2))
            assert action.verb not in NEVER
            s = RULES.apply(s, action)
            steps += 1


def busy(game=8, plies=12):
    rng = random.Random(3)
    return random_position({"game": game}, rng, plies)


@pytest.mark.parametrize("game", [4, 7, 8])
def test_a_strong_decision_keeps_to_a_small_budget(game):
    s = busy(game)
    seat = RULES.to_move(s)
    view = RULES.view_for(s, seat)
    player = make_player("strong")
    started = time.monotonic()
    action = player.next_move(RULES, view, seat, random.Random(1), Budget.seconds(0.2))
    assert time.monotonic() - started < 0.5
    assert action in RULES.legal_actions(view, seat)


def test_the_strong_level_keeps_to_its_own_limit_under_a_long_budget():
    s = busy(8)
    seat = RULES.to_move(s)
    started = time.monotonic()
    make_player("strong").next_move(RULES, RULES.view_for(s, seat), seat, random.Random(1), Budget.seconds(30))
    assert time.monotonic() - started < 1.5


@pytest.mark.parametrize("level", ["easy", "medium", "strong"])
def test_a_set_cancel_flag_raises_cancelled(level):
    s = busy(8)
    seat = RULES.to_move(s)
    flag = threading.Event()
    flag.set()
    with pytest.raises(Cancelled):
        make_player(level).next_move(RULES, RULES.view_for(s, seat), seat, random.Random(1), Budget(cancel=flag))


def test_a_cancel_while_thinking_stops_the_search_at_once():
    s = busy(8)
    seat = RULES.to_move(s)
    flag = threading.Event()
    player = ai.SearchPlayer(depth=64, seconds=None)  # no limit of its own: only the cancel stops it
    threading.Timer(0.1, flag.set).start()
    started = time.monotonic()
    with pytest.raises(Cancelled):
        player.next_move(RULES, RULES.view_for(s, seat), seat, random.Random(1), Budget(cancel=flag))
    assert time.monotonic() - started < 0.6


def test_medium_is_quick():
    rng = random.Random(8)
    times = []
    for g in range(1, 10):
        s = random_position({"game": g}, rng, 10)
        seat = RULES.to_move(s)
        if seat is None or not moves_of(s, seat):
            continue
        started = time.process_time()  # the processor's time: other programs running do not count
        make_player("medium").next_move(RULES, RULES.view_for(s, seat), seat, rng, Budget.seconds(2.0))
        times.append(time.process_time() - started)
    assert sorted(times)[len(times) // 2] < 0.2


def test_hints_give_a_legal_move_and_a_reason_in_both_languages():
    rng = random.Random(2)
    for g in range(1, 10):
        s = random_position({"game": g}, rng, 6)
        seat = RULES.to_move(s)
        if seat is None or not moves_of(s, seat):
            continue
        view = RULES.view_for(s, seat)
        advice = ai.StrongPlayer(seconds=0.1).hint(RULES, view, seat)
        assert isinstance(advice, Advice)
        assert advice.action in moves_of(view, seat)
        assert advice.why.en and advice.why.ru and advice.why.en != advice.why.ru


def _game1_win_in_one():
    """Game 1, seat 0 to move with a tile next to the opponent's scoring tile."""
    s = dealt({"game": 1}, random.Random(0))
    cells = [()] * 64
    fig = {c: st for c, st in enumerate(s.cells) if st}
    scoring = {c: st for c, st in fig.items() if not st[-1].face_up}
    (mine_goal,) = [c for c, st in scoring.items() if st[-1].up]
    (their_goal,) = [c for c, st in scoring.items() if not st[-1].up]
    cells[mine_goal] = fig[mine_goal]
    cells[their_goal] = fig[their_goal]
    attacker = next(st for c, st in fig.items() if st[-1].up and st[-1].face_up)
    defender = next(st for c, st in fig.items() if not st[-1].up and st[-1].face_up)
    cells[their_goal - 9] = attacker  # diagonally below-left of the enemy goal (e8 -> d7)
    cells[20] = defender
    return replace(s, cells=tuple(cells), mover=0), their_goal


@pytest.mark.parametrize("level", ["easy", "medium", "strong"])
def test_every_level_takes_a_win_in_one(level):
    s, goal = _game1_win_in_one()
    action = make_player(level).next_move(RULES, RULES.view_for(s, 0), 0, random.Random(1), Budget.seconds(0.3))
    after = RULES.apply(s, action)
    assert RULES.is_over(after) and after.ended == ("win", 0), action


def test_easy_takes_a_tile_when_it_can():
    rng = random.Random(11)
    taken = 0
    for _ in range(60):
        s = random_position({"game": 3}, rng, rng.randrange(4, 30))
        seat = RULES.to_move(s)
        if seat is None:
            continue
        legal = moves_of(s, seat)
        capturing = [a for a in legal if len(RULES.apply(s, a).removed[seat]) > len(s.removed[seat])]
        if not capturing:
            continue
        action = make_player("easy").next_move(RULES, RULES.view_for(s, seat), seat, rng, Budget.seconds(0.2))
        assert action in capturing
        taken += 1
    assert taken >= 3


def test_a_draw_is_accepted_only_when_worse_off():
    rng = random.Random(4)
    s = dealt({"game": 3}, rng)
    # seat 1 loses most of its tiles: it is clearly worse off
    cells = list(s.cells)
    for c in range(48, 64):
        if c % 8 < 6:
            cells[c] = ()
    worse = replace(s, cells=tuple(cells), mover=0)
    offered = RULES.apply(worse, Action("offer-draw"))
    assert RULES.to_move(offered) == 1
    player = make_player("strong")
    assert player.next_move(RULES, RULES.view_for(offered, 1), 1, rng, Budget.seconds(0.5)) == Action("accept-draw")
    # the other way round: seat 1 offers while seat 0 is far ahead; seat 0 declines
    better = replace(worse, mover=1)
    offered = RULES.apply(better, Action("offer-draw"))
    assert player.next_move(RULES, RULES.view_for(offered, 0), 0, rng, Budget.seconds(0.5)) == Action("decline-draw")


def test_game_7_never_brings_out_more_than_32():
    rng = random.Random(6)
    player = make_player("medium")
    for _ in range(3):
        s = dealt({"game": 7}, rng)
        while not RULES.is_over(s):
            seat = RULES.to_move(s)
            view = RULES.view_for(s, seat)
            action = (player if seat == 0 else make_player("easy")).next_move(RULES, view, seat, rng,
                                                                               Budget.seconds(0.2))
            s = RULES.apply(s, action)
        assert s.reason != "bust" or s.ended != ("lose", 0)


def play_match(game, index, strong, seed=7):
    """strong (a node budget: deterministic) against easy; seats and the first move alternate."""
    rng = random.Random(seed * 1000 + game * 50 + index)
    strong_seat = index % 2
    s = RULES.new_match(2, {"game": game, "first": "bottom" if (index // 2) % 2 == 0 else "top"})
    players = {strong_seat: strong, 1 - strong_seat: make_player("easy")}
    while not RULES.is_over(s):
        mover = RULES.to_move(s)
        if mover == CHANCE:
            s = RULES.apply(s, RULES.sample_chance(s, rng))
            continue
        if not RULES.legal_actions(s, mover):
            return 0.5  # game 9: a deal may leave the first player without a slide (a rules matter)
        budget = Budget(nodes=400) if mover == strong_seat else Budget()
        s = RULES.apply(s, players[mover].next_move(RULES, RULES.view_for(s, mover), mover, rng, budget))
    return RULES.result(s).points[strong_seat]


@pytest.mark.slow
@pytest.mark.parametrize("game", range(1, 10))
def test_strong_beats_easy(game):
    strong = ai.SearchPlayer(depth=64, seconds=None, level="strong")  # the node budget decides: no flakiness
    points = sum(play_match(game, i, strong) for i in range(20))
    assert points >= 14, points
