"""Open domino, relocation and laying games 10–32: the computer players. Legal moves for every
level and seat of every game (with 1, 2, 3 and 4 players where the game has them), from the view
only (unknown tiles' digits -1), never a resignation, an offer or ``cannot`` while anything else is
legal; the worlds drawn for the unknown agree with the view; the time kept and a cancel obeyed; a
draw answered; and the strong level beating the easy one in a short series."""

import random
import statistics
import threading
import time
from collections import Counter

import pytest

from compendium.core.rules import CHANCE
from compendium.core.search import Budget, Cancelled
from compendium.games.od_placement import ai
from compendium.games.od_placement.ai import LEVELS, NEVER, make_player
from compendium.games.od_placement.rules import ALL_SPECS as SPECS
from compendium.games.od_placement.options import PLAYERS
from compendium.games.od_placement.rules import OFFER_DRAW, OdPlacementRules

RULES = OdPlacementRules()


def seat_counts(game):
    low, high = PLAYERS[game]
    return sorted({low, high, min(max(2, low), high), min(3, high) if high >= 3 else low})


CONFIGS = [(g, n) for g in sorted(SPECS) for n in seat_counts(g)]


def dealt(game, players, rng, options=None):
    s = RULES.new_match(players, dict(options or {}, game=game))
    while RULES.to_move(s) == CHANCE:
        s = RULES.apply(s, RULES.sample_chance(s, rng))
    return s


def moves_of(s, seat):
    return [a for a in RULES.legal_actions(s, seat) if a.verb not in NEVER]


def random_position(game, players, rng, plies, options=None):
    """A position after up to ``plies`` random moves where somebody is to move."""
    s = dealt(game, players, rng, options)
    for _ in range(plies):
        seat = RULES.to_move(s)
        legal = [a for a in moves_of(s, seat) if a.verb != "cannot"] if seat is not None else []
        if not legal:
            break
        nxt = RULES.apply(s, rng.choice(legal))
        while RULES.to_move(nxt) == CHANCE:
            nxt = RULES.apply(nxt, RULES.sample_chance(nxt, rng))
        if RULES.is_over(nxt):
            break
        s = nxt
    return s


def unknown_digits(view):
    return ai.has_unknown(view)


def all_tiles(s):
    out = Counter()
    for stack in s.cells:
        out.update(p.tile for p in stack)
    for group in (s.supply, s.hands, s.aside, s.taken, s.out):
        for part in group:
            out.update(part)
    for t in (s.drawn, s.selector):
        if t is not None:
            out[t] += 1
    return out


def check_move(s, seat, action):
    legal = RULES.legal_actions(s, seat)
    assert action in legal, (s.game, seat, action)
    assert action.verb not in NEVER
    if action.verb == "cannot":
        assert [a for a in legal if a.verb not in NEVER] == [action], "gave up a tile that could be placed"


# --- legality ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("level", [lv.key for lv in LEVELS])
@pytest.mark.parametrize("game,players", CONFIGS)
def test_every_level_plays_legal_moves_from_the_view_for_every_seat(game, players, level):
    rng = random.Random(game * 100 + players * 10 + len(level))
    seats = set()
    for start, decisions in ((0, 5), (rng.randrange(6, 30), 4), (rng.randrange(30, 90), 4)):
        s = random_position(game, players, rng, start)
        player = make_player(level)
        for _ in range(decisions):
            if RULES.is_over(s):
                break
            seat = RULES.to_move(s)
            view = RULES.view_for(s, seat)
            action = player.next_move(RULES, view, seat, rng, Budget.seconds(0.15))
            check_move(s, seat, action)
            seats.add(seat)
            s = RULES.apply(s, action)
            while RULES.to_move(s) == CHANCE:
                s = RULES.apply(s, RULES.sample_chance(s, rng))
    assert seats, "nobody was asked to move"


@pytest.mark.parametrize("game,players", CONFIGS)
def test_whole_matches_end_with_legal_moves(game, players):
    """Medium plays every seat to the end (game 32's relocations included: it never loops).

    Each decision gets a node limit, not a time: a deadline made the moves, and so the match's length,
    depend on the machine's load (game 31 on a busy machine once went past a thousand moves). The cap
    is far above any match seen; the games that could go round for ever end by the no-progress limit."""
    rng = random.Random(game + players)
    s = dealt(game, players, rng)
    player = make_player("medium")
    for _ in range(5000):
        if RULES.is_over(s):
            break
        seat = RULES.to_move(s)
        action = player.next_move(RULES, RULES.view_for(s, seat), seat, rng, Budget.seconds(None, nodes=60))
        check_move(s, seat, action)
        s = RULES.apply(s, action)
        while RULES.to_move(s) == CHANCE:
            s = RULES.apply(s, RULES.sample_chance(s, rng))
    assert RULES.is_over(s)


def variants():
    """Every game with each of its own options changed alone from the default (one case each)."""
    out = []
    for opt in RULES.options():
        if opt.key in ("game", "first", "limit"):
            continue
        games = dict(opt.when).get("game", ())
        values = [c for c, _ in opt.choices if c != opt.default] if opt.choices else (
            [not opt.default] if isinstance(opt.default, bool) else [])
        for g in games:
            if g not in SPECS:
                continue
            for v in values:
                options = {opt.key: v}
                for need_key, need_values in opt.when:  # an option that needs another one set
                    if need_key != "game":
                        options[need_key] = need_values[0]
                try:
                    RULES.typed_options(dict(options, game=g))
                except ValueError:
                    continue
                out.append((g, options))
    return out


@pytest.mark.parametrize("game,options", variants(), ids=lambda x: str(x))
def test_legal_moves_in_every_variant(game, options):
    rng = random.Random(game)
    for players in seat_counts(game):
        try:
            s = random_position(game, players, rng, rng.randrange(0, 40), options)
        except ValueError:
            continue  # the variant is not for this many players
        for level in ("easy", "medium", "strong"):
            if RULES.is_over(s):
                break
            seat = RULES.to_move(s)
            action = make_player(level).next_move(RULES, RULES.view_for(s, seat), seat, rng, Budget.seconds(0.05))
            check_move(s, seat, action)
            s = RULES.apply(s, action)
            while RULES.to_move(s) == CHANCE:
                s = RULES.apply(s, RULES.sample_chance(s, rng))


def test_never_resigns_offers_or_gives_up_while_anything_else_is_legal():
    rng = random.Random(5)
    for game in (32,):
        for players in (1, 2):
            for seed in range(3):
                s = random_position(game, players, random.Random(seed), 40)
                for level in ("easy", "medium", "strong"):
                    seat = RULES.to_move(s)
                    if seat is None:
                        continue
                    a = make_player(level).next_move(RULES, RULES.view_for(s, seat), seat, rng, Budget.seconds(0.1))
                    check_move(s, seat, a)


# --- the view only ------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", [g for g in sorted(SPECS) if g in (16, 23, 32)] or sorted(SPECS)[:1])
def test_it_plays_from_a_view_with_unknown_digits(game):
    rng = random.Random(game)
    s = random_position(game, 2, rng, 6)
    seat = RULES.to_move(s)
    view = RULES.view_for(s, seat)
    assert unknown_digits(view), "the view should hide something in this game"
    for level in ("easy", "medium", "strong"):
        check_move(s, seat, make_player(level).next_move(RULES, view, seat, rng, Budget.seconds(0.2)))


@pytest.mark.parametrize("game", [g for g in sorted(SPECS) if g in (16, 23, 32)])
def test_the_decision_depends_on_the_view_only(game):
    """Two states that differ only in what the seat cannot see get the same move."""
    rng = random.Random(game * 7)
    s = random_position(game, 2, rng, 8)
    seat = RULES.to_move(s)
    # the same view: the unknown tiles of one back exchanged among themselves
    other = shuffled_hidden(s, random.Random(1))
    assert RULES.view_for(other, seat) == RULES.view_for(s, seat)
    player = ai.SearchPlayer("medium", LEVELS[1].name, seconds=30.0, worlds=2, answers=False)
    a = player.think(RULES, RULES.view_for(s, seat), seat, random.Random(3), Budget())
    b = player.think(RULES, RULES.view_for(other, seat), seat, random.Random(3), Budget())
    assert a == b


def shuffled_hidden(s, rng):
    """``s`` with its face-down field tiles and stacks shuffled among places of the same back."""
    from dataclasses import replace

    places = []
    for c, stack in enumerate(s.cells):
        for i, p in enumerate(stack):
            if not p.face_up:
                places.append(("cell", c, i))
    for k, stack in enumerate(s.supply):
        for i in range(len(stack)):
            places.append(("supply", k, i))

    def get(place):
        kind, a, i = place
        return s.cells[a][i].tile if kind == "cell" else s.supply[a][i]

    by_back = {}
    for place in places:
        t = get(place)
        by_back.setdefault((t.set, t.group), []).append(place)
    cells = [list(stack) for stack in s.cells]
    supply = [list(stack) for stack in s.supply]
    for group in by_back.values():
        tiles = [get(p) for p in group]
        rng.shuffle(tiles)
        for (kind, a, i), t in zip(group, tiles):
            if kind == "cell":
                cells[a][i] = replace(cells[a][i], tile=t)
            else:
                supply[a][i] = t
    return replace(s, cells=tuple(tuple(x) for x in cells), supply=tuple(tuple(x) for x in supply))


@pytest.mark.parametrize("game,players", CONFIGS)
def test_worlds_agree_with_the_view_and_keep_the_tiles(game, players):
    rng = random.Random(game * 3 + players)
    for plies in (0, 10, 40):
        s = random_position(game, players, rng, plies)
        seat = RULES.to_move(s)
        if seat is None:
            continue
        view = RULES.view_for(s, seat)
        world = ai.sample_world(RULES, view, rng)
        assert RULES.view_for(world, seat) == view
        assert all(t.a >= 0 for t in all_tiles(world)), "a world leaves nothing unknown"
        assert all_tiles(world) == all_tiles(s), "a world holds the same tiles as the game"


# --- time, cancel, offers -----------------------------------------------------------------------------
@pytest.mark.parametrize("game", sorted(SPECS))
def test_the_default_level_decides_quickly(game):
    rng = random.Random(game)
    player = make_player("medium")
    times = []
    for seed in range(3):
        s = random_position(game, 2 if PLAYERS[game][1] >= 2 else 1, random.Random(seed), 5 + 15 * seed)
        for _ in range(4):
            if RULES.is_over(s):
                break
            seat = RULES.to_move(s)
            started = time.perf_counter()
            a = player.next_move(RULES, RULES.view_for(s, seat), seat, rng, Budget.seconds(2.0))
            times.append(time.perf_counter() - started)
            s = RULES.apply(s, a)
            while RULES.to_move(s) == CHANCE:
                s = RULES.apply(s, RULES.sample_chance(s, rng))
    assert times
    assert statistics.median(times) < 1.0, times
    assert max(times) < 4.0, times


def test_the_strong_level_keeps_a_short_budget():
    rng = random.Random(2)
    player = make_player("strong")
    for game in sorted(SPECS):
        s = random_position(game, 2 if PLAYERS[game][1] >= 2 else 1, rng, 12)
        seat = RULES.to_move(s)
        if seat is None:
            continue
        started = time.perf_counter()
        player.next_move(RULES, RULES.view_for(s, seat), seat, rng, Budget.seconds(0.3))
        assert time.perf_counter() - started < 3.0, game


def test_a_cancel_stops_the_decision():
    rng = random.Random(1)
    s = random_position(sorted(SPECS)[0], 2, rng, 4)
    seat = RULES.to_move(s)
    flag = threading.Event()
    flag.set()
    for level in ("easy", "medium", "strong"):
        with pytest.raises(Cancelled):
            make_player(level).next_move(RULES, RULES.view_for(s, seat), seat, rng, Budget.seconds(1.0, cancel=flag))


@pytest.mark.parametrize("game", [g for g in sorted(SPECS) if PLAYERS[g][0] <= 2 <= PLAYERS[g][1]])
def test_an_offer_of_a_draw_is_answered(game):
    rng = random.Random(game)
    s = random_position(game, 2, rng, 6)
    seat = RULES.to_move(s)
    if OFFER_DRAW not in RULES.legal_actions(s, seat):
        pytest.skip("no offer possible here")
    offered = RULES.apply(s, OFFER_DRAW)
    other = RULES.to_move(offered)
    for level in ("easy", "medium", "strong"):
        a = make_player(level).next_move(RULES, RULES.view_for(offered, other), other, rng, Budget.seconds(0.2))
        assert a.verb in ("accept-draw", "decline-draw")


def test_levels_are_the_three_strengths():
    assert [lv.key for lv in LEVELS] == ["easy", "medium", "strong"]
    for lv in LEVELS:
        assert lv.name.en and lv.name.ru and lv.about.en and lv.about.ru
    with pytest.raises(ValueError):
        make_player("grandmaster")


# --- strength --------------------------------------------------------------------------------------------
def series(game, matches, seed=1):
    """Strong (600 positions a move, about 0.2 s on an idle machine; a node limit, so a busy machine
    plays the same matches) against easy, seats and the first move alternating: strong's points."""
    points = 0.0
    for i in range(matches):
        rng = random.Random(seed * 1000 + game * 10 + i)
        strong_seat = i % 2
        s = RULES.new_match(2, {"game": game, "first": "bottom" if (i // 2) % 2 == 0 else "top"})
        players = {strong_seat: ai.StrongPlayer(seconds=3600), 1 - strong_seat: make_player("easy")}
        while not RULES.is_over(s):
            seat = RULES.to_move(s)
            if seat == CHANCE:
                s = RULES.apply(s, RULES.sample_chance(s, rng))
                continue
            budget = Budget(nodes=600) if seat == strong_seat else Budget.seconds(2.0)
            a = players[seat].next_move(RULES, RULES.view_for(s, seat), seat, rng, budget)
            s = RULES.apply(s, a)
        points += RULES.result(s).points[strong_seat]
    return points


@pytest.mark.parametrize("game", [g for g in (23, 32) if g in SPECS])
def test_strong_beats_easy_in_a_short_series(game):
    assert series(game, 4) >= 3


def test_a_hint_is_a_legal_move_with_a_reason():
    rng = random.Random(4)
    for game in sorted(SPECS)[:4]:
        s = random_position(game, 2, rng, 10)
        seat = RULES.to_move(s)
        if seat is None:
            continue
        advice = make_player("medium").hint(RULES, RULES.view_for(s, seat), seat)
        check_move(s, seat, advice.action)
        assert advice.why.en and advice.why.ru
