"""Cribbage computer players (compendium/games/cribbage/ai.py) and the expectations they weigh
(compendium/games/cribbage/expect.py, crib_table.json).

Every level answers a legal move from its view in positions of random matches of every variant; a
player never reads a hidden card (two states differing only in the hidden cards give the same
decision); the expectation functions agree with a count by hand and with brute force; the crib
table is what its script makes; known discards and plays (the fives kept, a fifteen avoided in
losing cribbage, muggins counted in full and claimed); whole matches with computers in every seat
end; the decisions keep to their time (a timing test decides nothing else)."""

import random
import statistics
import time
from dataclasses import replace
from itertools import combinations

import pytest
from play_helpers import play, play_to_end

from compendium.core.actions import Action
from compendium.core.rules import CHANCE, SIMULTANEOUS
from compendium.core.search import Budget
from compendium.games.cribbage import ai, expect
from compendium.games.cribbage.cards import DECK
from compendium.games.cribbage.options import DEALS
from compendium.games.cribbage.rules import DISCARD, PLAY, SHOW, CribbageRules, show_position, shown_cards
from compendium.games.cribbage.scoring import show_points

R = CribbageRules()
VARIANTS = list(DEALS)
LEVELS = ("easy", "medium", "strong")


def make(level: str):
    """A player whose decisions do not depend on the time: the strong level bounded by samples only."""
    if level == "strong":
        return ai.StrongPlayer(seconds=1e6, samples=8)
    return ai.make_player(level)


def decide(player, state, seat, seed=0):
    """The player's own answer (not replaced by a fallback) from the seat's view."""
    return player.think(R, R.view_for(state, seat), seat, random.Random(seed), Budget())


def deciding_seat(state):
    mover = R.to_move(state)
    return R.deciding(state)[0] if mover == SIMULTANEOUS else mover


def random_states(variant, count, seed, every=3):
    """Decision states from random matches of ``variant`` (one in ``every``)."""
    rng = random.Random(seed)
    n = DEALS[variant].players
    out = []
    while len(out) < count:
        state = R.new_match(n, {"variant": variant})
        k = 0
        while not R.is_over(state) and len(out) < count:
            mover = R.to_move(state)
            if mover == CHANCE:
                state = R.apply(state, R.sample_chance(state, rng))
                continue
            seat = deciding_seat(state)
            k += 1
            if k % every == 0:
                out.append(state)
            state = R.apply(state, rng.choice(R.legal_actions(state, seat)))
    return out


# Two players, seat 0 deals: seat 1 (the non-dealer) leads.
def cut_for(dealer, n):
    cuts = ["KS", "KH", "KD", "KC"][:n]
    cuts[dealer] = "AS"
    return Action("cut", tuple(cuts))


def deck_for(dealer, hands, starter):
    n, per = len(hands), len(hands[0])
    order = [hands[(dealer + 1 + i) % n][i // n] for i in range(n * per)] + [starter]
    order += [c for c in DECK if c not in order]
    return Action("deal", tuple(order))


def dealt(hands, variant="six", dealer=0, starter="2C", **options):
    state = R.new_match(len(hands), {"variant": variant, **options})
    state = R.apply(state, cut_for(dealer, len(hands)))
    return R.apply(state, deck_for(dealer, hands, starter))


def discarded(state, discards):
    for seat, cards in discards.items():
        state = R.apply(state, Action("discard", (seat, *cards)))
    return state


# --- the levels ----------------------------------------------------------------------------------------
def test_the_levels():
    assert [lv.key for lv in ai.LEVELS] == list(LEVELS)
    for level in LEVELS:
        p = ai.make_player(level)
        assert p.level == level and p.name.en and p.name.ru
    for lv in ai.LEVELS:
        assert lv.about.en and lv.about.ru
    with pytest.raises(ValueError):
        ai.make_player("grandmaster")


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("level", LEVELS)
def test_every_answer_is_legal_from_the_view(level, variant):
    p = make(level)
    for i, state in enumerate(random_states(variant, 25, seed=VARIANTS.index(variant) * 10 + LEVELS.index(level))):
        seat = deciding_seat(state)
        action = decide(p, state, seat, seed=i)
        assert action in R.legal_actions(state, seat), (state.phase, action)


@pytest.mark.parametrize("level", LEVELS)
def test_advice_is_legal_and_explained_in_both_languages(level):
    p = ai.make_player(level) if level != "strong" else make(level)
    for state in random_states("six", 12, seed=5):
        seat = deciding_seat(state)
        advice = p.hint(R, R.view_for(state, seat), seat)
        assert advice.action in R.legal_actions(state, seat)
        assert advice.why.en and advice.why.ru


# --- a player never reads a hidden card --------------------------------------------------------------------
def rehidden(state, seat, rng):
    """``state`` with the cards ``seat`` cannot see (the other hands, the stock, the crib) dealt
    anew among themselves: the same view, other hidden cards."""
    hidden = [i for i in range(state.players) if i != seat]
    shown_step = state.show_step if state.phase == SHOW else -1
    hidden = [q for q in hidden if not (state.phase == SHOW and show_position(state, q) <= shown_step)]
    pool = [c for q in hidden for c in state.hands[q]] + list(state.stock)
    crib_hidden = not (state.phase == SHOW and shown_step >= state.players)
    if crib_hidden:
        pool += list(state.crib)
    rng.shuffle(pool)
    hands = list(state.hands)
    for q in hidden:
        k = len(hands[q])
        hands[q], pool = tuple(pool[:k]), pool[k:]
    crib = state.crib
    if crib_hidden:
        crib, pool = tuple(pool[:len(crib)]), pool[len(crib):]
    return replace(state, hands=tuple(hands), crib=crib, stock=tuple(pool))


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("variant", ("six", "three", "partners", "seven"))
def test_the_decision_is_the_same_whatever_the_hidden_cards(level, variant):
    p = make(level)
    checked = 0
    for i, state in enumerate(random_states(variant, 30, seed=40 + VARIANTS.index(variant))):
        seat = deciding_seat(state)
        other = rehidden(state, seat, random.Random(i))
        assert R.view_for(other, seat) == R.view_for(state, seat)
        assert other != state or state.phase not in (DISCARD, PLAY)
        # the full states are given (not the views): the player must not look past what it may see
        a = p.think(R, state, seat, random.Random(i), Budget())
        b = p.think(R, other, seat, random.Random(i), Budget())
        assert a == b, (state.phase, a, b)
        checked += 1
    assert checked == 30


# --- the expectations ---------------------------------------------------------------------------------------
def test_hand_points_by_hand():
    five_five_five_jack = ["5C", "5D", "5H", "JS"]
    assert expect.hand_points(five_five_five_jack, ["5S"]) == 29  # the 29 hand
    # with the king of spades: seven fifteens 14, the pair royal 6, his nobs 1 = 21; with the 2 of
    # hearts: four fifteens 8 and the pair royal 6 = 14
    assert expect.hand_points(five_five_five_jack, ["5S", "KS", "2H"]) == pytest.approx((29 + 21 + 14) / 3)
    unseen = [c for c in DECK if c not in five_five_five_jack]
    assert expect.hand_points(five_five_five_jack, unseen) == pytest.approx(
        sum(show_points(five_five_five_jack, s) for s in unseen) / 48)


@pytest.mark.parametrize("discards, unknown, size", [
    (("5S", "JS"), 2, 11), (("5H", "5D"), 2, 12), (("7C",), 3, 10), (("JH", "QH"), 3, 9), (("2D", "3D"), 2, 14),
])
def test_crib_points_agree_with_brute_force(discards, unknown, size):
    rng = random.Random(size)
    rest = [c for c in DECK if c not in discards]
    unseen = rng.sample(rest, size)
    # make a flush and nobs possible: some cards of the discards' suit and jacks
    for c in ("AS", "9S", "JD", "KH", "4H", "JC", "8D", "3C"):
        if c not in discards and c not in unseen:
            unseen.append(c)
    total, ways = 0, 0
    for i, starter in enumerate(unseen):
        others = unseen[:i] + unseen[i + 1:]
        for extra in combinations(others, unknown):
            total += show_points(list(discards) + list(extra), starter, crib=True)
            ways += 1
    assert expect.crib_points(discards, unseen, unknown) == pytest.approx(total / ways)


def test_the_crib_table_is_what_its_script_makes():
    table = expect.table()
    for name, (size, _) in expect.TABLES.items():
        assert set(table[name]) == set(expect.table_keys(size))
    for name, key in (("two", "5-5"), ("two", "5-J"), ("two", "6-7s"), ("three", "A-K"), ("one", "5"), ("one", "K")):
        assert table[name][key] == expect.table_entry(name, key)
    assert table["two"]["5-5"] == max(table["two"].values())  # two fives are the best discard to one's crib
    assert expect.crib_estimate(("5D", "5C"), "two") == table["two"]["5-5"]
    assert expect.table_key(("JH", "5H")) == "5-Js"


# --- known decisions ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("level", ("medium", "strong"))
@pytest.mark.parametrize("dealer", (0, 1))
@pytest.mark.parametrize("others", (("2S", "9H"), ("AS", "2H"), ("3C", "4D")))
def test_the_fives_and_the_jack_are_kept(level, dealer, others):
    hands = [["5S", "5H", "5D", "JC", *others], ["3H", "8D", "KH", "QD", "7S", "AD"]]
    state = dealt(hands, dealer=dealer)
    action = decide(make(level), state, 0)
    assert set(action.args[1:]) == set(others)


def test_the_easy_level_keeps_what_scores_without_a_starter():
    hands = [["5S", "5H", "5D", "JC", "2S", "9H"], ["3C", "8D", "KH", "QD", "7S", "AH"]]
    action = decide(ai.make_player("easy"), dealt(hands), 0)
    assert set(action.args[1:]) == {"2S", "9H"}
    assert ai.kept_points(["5S", "5H", "5D", "JC"]) == 14


def losing_play_state(variant):
    """Seat 1 leads the ten of diamonds; seat 0 holds the 5 (a fifteen) and cards that make none."""
    hands = [["5S", "3D", "8C", "4H", "QS", "QH"], ["TD", "9C", "7S", "6H", "KS", "KH"]]
    state = discarded(dealt(hands, variant=variant, starter="2C"), {0: ("QS", "QH"), 1: ("KS", "KH")})
    state = play(R, state, "cut-starter", "play TD")
    assert state.phase == PLAY and state.player == 0 and state.count == 10
    return state


@pytest.mark.parametrize("level", LEVELS)
def test_losing_cribbage_avoids_a_fifteen(level):
    state = losing_play_state("losing")
    for seed in range(3):
        assert decide(make(level), state, 0, seed) != Action("play", ("5S",))


def test_the_easy_level_takes_the_fifteen_in_ordinary_cribbage():
    assert decide(ai.make_player("easy"), losing_play_state("six"), 0) == Action("play", ("5S",))


def test_losing_cribbage_keeps_the_fewest_points():
    hands = [["5S", "5H", "5D", "JC", "2S", "9H"], ["3C", "8D", "KH", "QD", "7S", "AH"]]
    state = dealt(hands, variant="losing", dealer=1)  # the opponent's crib: it may have the fives
    for level in LEVELS:
        action = decide(make(level), state, 0)
        assert len({c for c in action.args[1:] if c[0] == "5"}) >= 1, level


def muggins_state():
    rng = random.Random(3)
    while True:
        state = R.new_match(2, {"variant": "muggins"})
        while not R.is_over(state):
            mover = R.to_move(state)
            if mover == CHANCE:
                state = R.apply(state, R.sample_chance(state, rng))
                continue
            if state.phase == SHOW and state.declared is None:
                cards, crib = shown_cards(state)
                if show_points(cards, state.starter, crib) >= 4:
                    return state
            state = R.apply(state, rng.choice(R.legal_actions(state, deciding_seat(state))))


@pytest.mark.parametrize("level", LEVELS)
def test_muggins_counts_in_full_and_claims_what_was_missed(level):
    state = muggins_state()
    cards, crib = shown_cards(state)
    true = show_points(cards, state.starter, crib)
    owner = R.to_move(state)
    p = make(level)
    assert decide(p, state, owner) == Action("count", (true,))
    short = R.apply(state, Action("count", (true - 3,)))
    claimer = R.to_move(short)
    assert claimer != owner
    assert decide(p, short, claimer) == Action("muggins", (3,))


# --- whole matches ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("variant", VARIANTS)
def test_whole_matches_with_computers_in_every_seat_end(variant):
    n = DEALS[variant].players
    players = [make(LEVELS[(s + VARIANTS.index(variant)) % 3]) for s in range(n)]
    rng = random.Random(VARIANTS.index(variant))

    def choose(state, seat):
        return players[seat].next_move(R, R.view_for(state, seat), seat, rng, Budget(nodes=10**9))

    end = play_to_end(R, R.new_match(n, {"variant": variant}), choose, rng)
    res = R.result(end)
    assert "win" in res.outcomes and max(end.scores) >= end.setup.goal


@pytest.mark.slow
def test_strong_beats_easy_more_often_than_not():
    """A few matches (the benchmark plays 400: benchmarks/cribbage_strength.py)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
    import cribbage_strength as bench

    results = [bench.play_game(("six", ("strong", "easy"), 20, None, True, i, 7)) for i in range(24)]
    assert sum(1 for won, _ in results if won) >= 13


# --- the time a decision takes ---------------------------------------------------------------------------
def test_decisions_keep_to_their_time():
    """Loose bounds (the machine is shared): the median under a second, none far past it."""
    p = ai.make_player("strong")
    times = []
    for variant in ("six", "seven", "four"):
        for i, state in enumerate(random_states(variant, 15, seed=70 + VARIANTS.index(variant), every=2)):
            seat = deciding_seat(state)
            started = time.perf_counter()
            p.next_move(R, R.view_for(state, seat), seat, random.Random(i), Budget.seconds(2.0))
            times.append(time.perf_counter() - started)
    assert statistics.median(times) < 1.0
    assert max(times) < 6.0
