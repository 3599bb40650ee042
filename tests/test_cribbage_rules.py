"""Cribbage rules (compendium/games/cribbage/rules.py): the cut for the deal, each variant's deal,
the simultaneous discards, the starter and his heels, the play, the show in its order, muggins, the
order of counting deciding the game in each stage, losing cribbage, partners, what each seat may
see, the log lines, records, and random matches of every variant with their invariants."""

import random
import re
from dataclasses import replace
from pathlib import Path

import pytest
from play_helpers import finish_match, play, play_to_end, random_moves, replayed

from compendium.core.actions import Action
from compendium.core.match import Match
from compendium.core.record import Record, replay
from compendium.core.rules import CHANCE, SIMULTANEOUS, IllegalAction
from compendium.core.text import name_seats
from compendium.games.cribbage.cards import DECK, HIDDEN
from compendium.games.cribbage.options import DEALS
from compendium.games.cribbage.rules import (
    CUT,
    DEAL,
    DISCARD,
    OVER,
    PLAY,
    SHOW,
    STARTER,
    CribbageRules,
    show_hand,
)
from compendium.games.cribbage.scoring import show

ROOT = Path(__file__).resolve().parent.parent
VARIANTS = list(DEALS)
RULES = CribbageRules()


def players_of(variant):
    return DEALS[variant].players


def cut_for(dealer, n):
    """A cut in which ``dealer`` draws the lowest card."""
    cuts = ["KS", "KH", "KD", "KC"][:n]
    cuts[dealer] = "AS"
    return Action("cut", tuple(cuts))


def deck_for(dealer, hands, extra=(), starter="2C"):
    """The deal order that gives each seat its cards (dealt one at a time from the dealer's
    left), then ``extra`` (the crib's card from the deck), then the starter, then the rest."""
    n = len(hands)
    per = len(hands[0])
    order = [hands[(dealer + 1 + i) % n][i // n] for i in range(n * per)]
    order += list(extra) + [starter]
    order += [c for c in DECK if c not in order]
    assert len(order) == 52 == len(set(order))
    return Action("deal", tuple(order))


def dealt(variant="six", dealer=0, hands=None, extra=(), starter="2C", **options):
    n = players_of(variant)
    state = RULES.new_match(n, {"variant": variant, **options})
    state = RULES.apply(state, cut_for(dealer, n))
    return RULES.apply(state, deck_for(dealer, hands, extra, starter))


def discard_all(state, discards):
    for seat, cards in discards.items():
        state = RULES.apply(state, Action("discard", (seat, *cards)))
    return state


# Two players, seat 0 deals: seat 1 (the non-dealer) leads.
HANDS_A = [["5S", "6D", "9C", "AD", "QS", "QH"], ["5H", "TD", "7C", "8S", "KS", "KH"]]
DISCARDS_A = {0: ("QS", "QH"), 1: ("KS", "KH")}


def in_play(hands=HANDS_A, discards=DISCARDS_A, starter="2C", variant="six", **options):
    state = discard_all(dealt(variant, 0, hands, starter=starter, **options), discards)
    return RULES.apply(state, Action("cut-starter"))


def scores(state):
    return tuple(state.scores)


# --- the cut for the deal --------------------------------------------------------------------------------
def test_the_lowest_card_deals_and_a_tie_cuts_again():
    state = RULES.new_match(2, {})
    assert state.phase == CUT and RULES.to_move(state) == CHANCE
    after = RULES.apply(state, Action.parse("cut 7H 3S"))
    assert after.phase == DEAL and after.dealer == 1 and RULES.turn_of(after) == 1
    after = RULES.apply(state, Action.parse("cut AH 3S"))
    assert after.dealer == 0  # the ace is low
    tie = RULES.apply(state, Action.parse("cut 4H 4S"))
    assert tie.phase == CUT and RULES.to_move(tie) == CHANCE
    assert "again" in RULES.describe(state, Action.parse("cut 4H 4S")).en
    three = RULES.new_match(3, {"variant": "three"})
    assert RULES.apply(three, Action.parse("cut 9H 2S 2D")).phase == CUT  # a tie for the lowest
    assert RULES.apply(three, Action.parse("cut 9H 9S 2D")).dealer == 2  # a tie above the lowest: no matter
    for bad in ("cut 7H 7H", "cut 7H", "cut 7H 3S 2D", "cut 7H XX", "deal 7H 3S", "play 7H"):
        with pytest.raises(IllegalAction):
            RULES.apply(state, Action.parse(bad))
    rng = random.Random(2)
    cut = RULES.sample_chance(state, rng)
    assert cut.verb == "cut" and len(set(cut.args)) == 2
    with pytest.raises(IllegalAction):
        RULES.chance_from_text(state, "7H 3S")
    with pytest.raises(NotImplementedError):
        RULES.chance_outcomes(state)


# --- each variant's deal ----------------------------------------------------------------------------------
@pytest.mark.parametrize("variant", VARIANTS)
def test_each_variant_deals_its_cards(variant):
    d = DEALS[variant]
    n = d.players
    state = RULES.new_match(n, {"variant": variant})
    state = RULES.apply(state, cut_for(1, n))
    order = RULES.sample_chance(state, random.Random(4))
    assert order.verb == "deal" and sorted(order.args) == sorted(DECK)
    state = RULES.apply(state, order)
    assert state.phase == DISCARD and RULES.to_move(state) == SIMULTANEOUS and state.hand_number == 1
    assert [len(h) for h in state.hands] == [d.cards] * n
    # one card at a time from the dealer's left
    assert state.hands[2 % n][0] == order.args[0] and state.hands[(1 + n) % n][0] == order.args[n - 1]
    assert state.crib == order.args[n * d.cards:n * d.cards + d.crib_from_deck]
    if variant in ("three", "seven"):
        assert len(state.crib) == 1  # one card from the deck to the crib
    else:
        assert state.crib == ()
    expected = [0] * (2 if d.teams else n)
    if variant == "five":  # three for the dealer's opponent at once
        expected[0] = 3
        assert [c.kind for c in RULES.last_combos(state)] == ["three"]
    assert list(state.scores) == expected
    state = discard_all(state, {s: state.hands[s][:d.discard] for s in range(n)})
    assert state.phase == STARTER
    assert len(state.crib) == {"six": 4, "five": 4, "seven": 5, "three": 4, "four": 4, "partners": 4,
                               "losing": 4, "muggins": 4}[variant]
    assert {len(h) for h in state.hands} == {{"five": 3, "seven": 5}.get(variant, 4)}
    assert RULES.to_move(state) == 0  # the seat on the dealer's right (dealer 1) cuts the starter
    assert RULES.player_range({"variant": variant}) == (n, n)
    with pytest.raises(IllegalAction):
        RULES.new_match(n + 1, {"variant": variant})


def test_the_target_defaults_by_variant_and_may_be_chosen():
    assert [RULES.new_match(players_of(v), {"variant": v}).setup.goal for v in ("six", "five", "seven")] == \
        [121, 61, 151]
    assert RULES.new_match(2, {"variant": "five", "target": 121}).setup.goal == 121
    opts = {o.key: o for o in RULES.options()}
    assert opts["variant"].fixed and not opts["target"].fixed
    assert opts["muggins_auto"].applies({"variant": "muggins"}) and not opts["muggins_auto"].applies({"variant": "six"})
    with pytest.raises(ValueError):
        RULES.resolve_options({"target": 100})


# --- the discards ------------------------------------------------------------------------------------------
def test_discards_are_simultaneous_and_hidden_until_all_have_chosen():
    state = dealt("six", 0, HANDS_A)
    assert RULES.deciding(state) == [0, 1]
    legal = RULES.legal_actions(state, 1)
    assert len(legal) == 15 and all(a.verb == "discard" and a.args[0] == 1 for a in legal)
    assert Action("discard", (1, "KS", "KH")) in legal
    for bad in ("discard 1 KS", "discard 1 KS KS", "discard 1 KS QS", "discard 5 KS KH", "discard KS KH",
                "play 5H", "cut-starter", "go"):
        with pytest.raises(IllegalAction):
            RULES.apply(state, Action.parse(bad))
    once = RULES.apply(state, Action.parse("discard 1 KS KH"))
    assert once.phase == DISCARD and RULES.deciding(once) == [0] and RULES.legal_actions(once, 1) == []
    with pytest.raises(IllegalAction):
        RULES.apply(once, Action.parse("discard 1 5H TD"))  # no second choice
    seen = RULES.view_for(once, 0)
    assert seen.discards[1] == (HIDDEN, HIDDEN) and "KS" not in repr(seen) and seen.hands[1] == (HIDDEN,) * 4
    assert RULES.view_for(once, 1).discards[1] == ("KS", "KH")
    assert "KS" not in RULES.describe(state, Action.parse("discard 1 KS KH")).en  # the log tells nobody
    both = RULES.apply(once, Action.parse("discard 0 QS QH"))
    assert both.phase == STARTER and both.crib == ("KS", "KH", "QS", "QH")  # from the dealer's left
    assert "KS" not in repr(RULES.view_for(both, 0)) and "QS" not in repr(RULES.view_for(both, 1))


def test_a_secret_discard_can_be_taken_back_until_the_other_decides():
    m = Match.new(RULES, "cribbage", [{"kind": "person", "name": "Anna"}, {"kind": "person", "name": "Boris"}],
                  seed=5)
    m.apply(cut_for(0, 2))
    m.apply(deck_for(0, HANDS_A))
    m.apply(Action.parse("discard 1 KS KH"))
    assert m.can_undo()
    m.apply(Action.parse("discard 0 QS QH"))
    assert not m.can_undo()


# --- the starter ---------------------------------------------------------------------------------------------
def test_the_non_dealer_cuts_the_starter_and_a_jack_is_his_heels():
    state = discard_all(dealt("six", 0, HANDS_A, starter="JC"), DISCARDS_A)
    assert RULES.to_move(state) == 1 and RULES.legal_actions(state, 1) == [Action("cut-starter")]
    assert RULES.legal_actions(state, 0) == []
    after = RULES.apply(state, Action("cut-starter"))
    assert after.starter == "JC" and after.phase == PLAY and RULES.to_move(after) == 1
    assert scores(after) == (2, 0) and [c.kind for c in RULES.last_combos(after)] == ["heels"]
    text = RULES.describe(state, Action("cut-starter"))
    assert "jack of clubs" in text.en and "валет треф" in text.ru and "heels" in text.en
    plain = RULES.apply(discard_all(dealt("six", 0, HANDS_A, starter="2C"), DISCARDS_A), Action("cut-starter"))
    assert scores(plain) == (0, 0) and plain.starter == "2C"
    # three players: the seat on the dealer's right cuts
    three = dealt("three", 1, [["AS", "2S", "3S", "4S", "5S"], ["AH", "2H", "3H", "4H", "5H"],
                               ["AD", "2D", "3D", "4D", "5D"]], extra=("KC",), starter="QC")
    three = discard_all(three, {0: ("AS",), 1: ("AH",), 2: ("AD",)})
    assert RULES.to_move(three) == 0 and three.crib == ("KC", "AD", "AS", "AH")
    assert RULES.to_move(RULES.apply(three, Action("cut-starter"))) == 2  # the dealer's left leads


# --- the play ------------------------------------------------------------------------------------------------
def test_the_play_go_last_card_and_the_count_starting_again():
    state = in_play()
    assert RULES.to_move(state) == 1 and RULES.count_of(state) == 0
    state = play(RULES, state, "play 5H")
    state = play(RULES, state, "play 5S")  # a pair
    assert scores(state) == (2, 0) and [c.kind for c in RULES.last_combos(state)] == ["pair"]
    state = play(RULES, state, "play TD", "play 9C")
    assert RULES.count_of(state) == 29 and RULES.pile_of(state) == ("5H", "5S", "TD", "9C")
    with pytest.raises(IllegalAction):
        RULES.apply(state, Action.parse("play 7C"))  # 36
    assert RULES.legal_actions(state, 1) == [Action("go")]
    state = play(RULES, state, "go")
    assert RULES.to_move(state) == 0 and RULES.legal_actions(state, 0) == [Action("play", ("AD",))]
    with pytest.raises(IllegalAction):
        RULES.apply(state, Action("go"))  # the ace fits
    state = play(RULES, state, "play AD")  # 30; nobody can go on: one for the go to seat 0, at once
    assert scores(state) == (3, 0) and [c.kind for c in RULES.last_combos(state)] == ["go"]
    assert RULES.count_of(state) == 0 and RULES.pile_of(state) == () and RULES.to_move(state) == 1
    state = play(RULES, state, "play 7C", "play 6D", "play 8S")  # 7, 6, 8: a run of three, and the last card
    assert scores(state) == (3, 4) and [c.kind for c in RULES.last_combos(state)] == ["run", "last"]
    assert state.phase == SHOW and RULES.to_move(state) == 1


def test_thirty_one_scores_two_and_no_last_card():
    hands = [["QD", "AS", "2C", "6C", "QS", "QH"], ["TD", "KS", "3H", "4H", "KD", "KH"]]
    state = in_play(hands, {0: ("QS", "QH"), 1: ("KD", "KH")}, starter="9S")
    state = play(RULES, state, "play TD", "play QD", "play KS", "play AS")
    assert scores(state) == (2, 0) and [c.kind for c in RULES.last_combos(state)] == ["thirty-one"]
    assert RULES.count_of(state) == 0 and RULES.to_move(state) == 1  # the next seat after 31 leads
    state = play(RULES, state, "play 3H", "play 2C", "play 4H")
    assert scores(state) == (2, 3)  # 3, 2, 4: a run in any order
    state = play(RULES, state, "play 6C")  # 15 with the last card
    assert scores(state) == (5, 3) and [c.kind for c in RULES.last_combos(state)] == ["fifteen", "last"]
    # 31 with the very last card: 2, no last card
    hands = [["KD", "AS", "QC", "9C", "QS", "QH"], ["TD", "KS", "JH", "2H", "4D", "4H"]]
    state = in_play(hands, {0: ("QS", "QH"), 1: ("4D", "4H")}, starter="3S")
    state = play(RULES, state, "play TD", "play KD", "play KS", "play AS")  # 31
    state = play(RULES, state, "play JH", "play QC", "play 2H", "play 9C")  # 10, 20, 22, 31
    assert [c.kind for c in RULES.last_combos(state)] == ["thirty-one"] and state.phase == SHOW


def test_three_players_go_round_the_table():
    hands = [["AS", "TS", "JS", "QS", "5D"], ["2H", "TH", "JH", "QH", "5C"], ["3D", "TD", "JD", "QD", "5H"]]
    state = dealt("three", 0, hands, extra=("KC",), starter="9C")
    state = discard_all(state, {0: ("5D",), 1: ("5C",), 2: ("5H",)})
    state = RULES.apply(state, Action("cut-starter"))
    assert RULES.to_move(state) == 1
    state = play(RULES, state, "play TH", "play TD", "play TS")  # 10, 20, 30
    assert scores(state) == (6, 0, 2)  # a pair for seat 2, a pair royal for seat 0
    assert RULES.legal_actions(state, 1) == [Action("go")]
    state = play(RULES, state, "go")
    assert RULES.to_move(state) == 2 and RULES.legal_actions(state, 2) == [Action("go")]
    state = play(RULES, state, "go")
    assert RULES.legal_actions(state, 0) == [Action("play", ("AS",))]
    state = play(RULES, state, "play AS")  # 31
    assert scores(state) == (8, 0, 2) and RULES.to_move(state) == 1 and RULES.count_of(state) == 0
    state = play(RULES, state, "play JH", "play JD", "play JS", "go", "go")  # seat 0 laid last and cannot go on
    assert scores(state) == (15, 0, 4) and [c.kind for c in RULES.last_combos(state)] == ["go"]
    assert RULES.to_move(state) == 1
    state = play(RULES, state, "play 2H", "play 3D", "play QS", "play QH", "go")
    # 2, 3, Q: 15 for seat 0; Q, Q: a pair for seat 1, who then takes the go (seat 2's queen would make 35)
    assert scores(state) == (17, 3, 4) and RULES.to_move(state) == 2
    state = play(RULES, state, "play QD")
    assert scores(state) == (17, 3, 5) and state.phase == SHOW and RULES.to_move(state) == 1


# --- the five-card game ---------------------------------------------------------------------------------------
def test_the_five_card_play_ends_at_the_first_31_or_go():
    hands = [["QD", "AS", "6C", "QS", "QH"], ["TD", "KS", "3H", "KD", "KH"]]
    state = in_play(hands, {0: ("QS", "QH"), 1: ("KD", "KH")}, starter="9S", variant="five")
    assert scores(state) == (0, 3)
    state = play(RULES, state, "play TD", "play QD", "play KS", "play AS")  # 31
    assert state.phase == SHOW and scores(state) == (2, 3)
    assert state.hands == (("6C",), ("3H",)) and show_hand(state, 1) == ("TD", "KS", "3H")
    hands = [["QD", "5C", "6C", "QS", "QH"], ["TD", "KS", "9H", "KD", "KH"]]
    state = in_play(hands, {0: ("QS", "QH"), 1: ("KD", "KH")}, starter="2S", variant="five")
    state = play(RULES, state, "play TD", "play QD", "play KS", "go")  # 30: seat 1 holds a 9, takes the go
    assert state.phase == SHOW and scores(state) == (0, 4)


# --- the show ----------------------------------------------------------------------------------------------------
def test_the_show_goes_non_dealer_dealer_crib_and_highlights_the_combos():
    state = play(RULES, in_play(), "play 5H", "play 5S", "play TD", "play 9C", "go", "play AD",
                 "play 7C", "play 6D", "play 8S")
    assert state.phase == SHOW and scores(state) == (3, 4)
    assert RULES.crib_of(state) is None
    order = []
    for _ in range(3):
        seat = RULES.to_move(state)
        assert RULES.legal_actions(state, seat) == [Action("show")]
        before = scores(state)
        cards = show_hand(state, seat) if state.show_step < 2 else state.crib
        text = RULES.describe(state, Action("show"))
        state = RULES.apply(state, Action("show"))
        expected = show(cards, "2C", crib=len(order) == 2)
        assert list(RULES.last_combos(state)) == expected
        gained = [a - b for a, b in zip(scores(state), before)]
        assert sum(gained) == sum(c.points for c in expected) and gained[seat] == sum(gained)
        assert ("crib" in text.en) == (len(order) == 2)
        order.append(seat)
    assert order == [1, 0, 0]
    # seat 1: 5H TD 7C 8S with 2C: 5+T, 7+8, 5+8+2 fifteens; seat 0: 5S 6D 9C AD with 2C; crib: K K Q Q 2C
    assert state.phase == DEAL and state.dealer == 1 and RULES.to_move(state) == CHANCE  # the deal passes left
    assert RULES.crib_of(state) == ("KS", "KH", "QS", "QH")
    nxt = RULES.apply(state, RULES.sample_chance(state, random.Random(1)))
    assert nxt.phase == DISCARD and nxt.hand_number == 2 and nxt.laid == () and nxt.starter is None


# --- muggins ------------------------------------------------------------------------------------------------------
def muggins_show(**options):
    state = play(RULES, in_play(variant="muggins", **options), "play 5H", "play 5S", "play TD", "play 9C", "go",
                 "play AD", "play 7C", "play 6D", "play 8S")
    assert state.phase == SHOW
    return state


def test_muggins_count_claim_and_pass():
    state = muggins_show()
    true = sum(c.points for c in show(show_hand(state, 1), "2C"))  # 5H TD 7C 8S + 2C
    assert true == 6 + 3 - 3 or true > 0
    legal = RULES.legal_actions(state, 1)
    assert legal == [Action("count", (n,)) for n in range(true + 1)]
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, Action("count", (true + 1,)))
    assert "more than the hand holds" in info.value.text.en and info.value.text.ru
    with pytest.raises(IllegalAction):
        RULES.apply(state, Action("show"))
    before = scores(state)
    short = RULES.apply(state, Action("count", (true - 2,)))
    assert scores(short) == (before[0], before[1] + true - 2)
    assert RULES.to_move(short) == 0 and RULES.last_combos(short) == ()  # no hint of what was missed
    assert RULES.legal_actions(short, 0) == [Action("muggins", (1,)), Action("muggins", (2,)), Action("pass")]
    with pytest.raises(IllegalAction):
        RULES.apply(short, Action("muggins", (3,)))  # more than was missed
    with pytest.raises(IllegalAction):
        RULES.apply(short, Action("muggins", (0,)))
    claimed = RULES.apply(short, Action("muggins", (2,)))
    assert scores(claimed) == (before[0] + 2, before[1] + true - 2)
    assert RULES.to_move(claimed) == 0 and claimed.show_step == 1 and RULES.last_combos(claimed)
    text = RULES.describe(short, Action("muggins", (2,)))
    assert "muggins" in text.en and "зевок" in text.ru
    passed = RULES.apply(short, Action("pass"))
    assert scores(passed) == scores(short) and passed.show_step == 1
    exact = RULES.apply(state, Action("count", (true,)))
    assert exact.show_step == 1 and RULES.to_move(exact) == 0 and list(RULES.last_combos(exact)) == \
        show(show_hand(state, 1), "2C")


def test_muggins_left_to_the_program():
    state = muggins_show(muggins_auto=True)
    assert RULES.legal_actions(state, 1) == [Action("show")]
    with pytest.raises(IllegalAction):
        RULES.apply(state, Action("count", (0,)))


# --- the order of counting decides the game ---------------------------------------------------------------------------
def near(state, *values):
    return replace(state, scores=tuple(values), backs=tuple(values))


def test_heels_win_before_anything_else():
    state = discard_all(dealt("six", 0, HANDS_A, starter="JC"), DISCARDS_A)
    after = RULES.apply(near(state, 119, 120), Action("cut-starter"))
    assert after.phase == OVER and RULES.result(after).outcomes == ("win", "loss")
    assert RULES.is_over(after) and RULES.to_move(after) is None
    assert "wins" in RULES.describe(near(state, 119, 120), Action("cut-starter")).en


def test_pegging_wins_at_once():
    state = near(in_play(), 0, 120)
    after = play(RULES, state, "play 5H", "play 5S")  # seat 0's pair: not for seat 1
    assert after.phase == PLAY
    state = near(in_play(), 119, 0)
    after = play(RULES, state, "play 5H", "play 5S")
    assert after.phase == OVER and RULES.result(after).winners == (0,)
    with pytest.raises(IllegalAction):
        RULES.apply(after, Action.parse("play TD"))
    state = near(in_play(), 0, 120)  # the last card wins for seat 1 before the show
    state = play(RULES, state, "play 5H", "play 5S", "play TD", "play 9C", "go", "play AD", "play 7C", "play 6D")
    after = play(RULES, state, "play 8S")
    assert after.phase == OVER and RULES.result(after).winners == (1,)


def show_state(**kw):
    return play(RULES, in_play(**kw), "play 5H", "play 5S", "play TD", "play 9C", "go", "play AD",
                "play 7C", "play 6D", "play 8S")


def test_the_non_dealer_s_show_comes_first():
    state = near(show_state(), 120, 120)  # both hands score: the non-dealer (seat 1) counts first
    after = RULES.apply(state, Action("show"))
    assert after.phase == OVER and RULES.result(after).outcomes == ("loss", "win")


def test_the_dealer_s_show_then_the_crib():
    state = near(show_state(), 120, 100)
    after = play(RULES, state, "show")
    assert after.phase == SHOW and after.show_step == 1
    after = play(RULES, after, "show")  # the dealer's hand: 5S 6D 9C AD with 2C scores
    assert after.phase == OVER and RULES.result(after).winners == (0,)
    # the dealer's hand scoring too little: the crib (K K Q Q, 2C: two pairs, 4) decides
    hand0 = sum(c.points for c in show(show_hand(state, 0), "2C"))
    state = near(show_state(), 121 - hand0 - 4, 0)
    after = play(RULES, state, "show", "show")
    assert after.phase == SHOW and after.show_step == 2
    after = play(RULES, after, "show")
    assert after.phase == OVER and RULES.result(after).winners == (0,) and after.scores[0] == 121


def test_losing_cribbage_the_first_to_reach_121_loses():
    state = near(show_state(variant="losing"), 100, 120)
    after = RULES.apply(state, Action("show"))
    assert after.phase == OVER and RULES.result(after).outcomes == ("win", "loss")
    assert "loses" in RULES.describe(state, Action("show")).en
    mid = RULES.result(near(show_state(variant="losing"), 30, 50))
    assert mid.ranks == (1, 2)  # fewer is better while it goes on


# --- partners ---------------------------------------------------------------------------------------------------------
def test_partners_add_their_points_and_share_the_result():
    hands = [["5S", "6S", "7S", "8S", "9S"], ["5H", "6H", "7H", "8H", "9H"], ["5D", "6D", "7D", "8D", "9D"],
             ["TC", "JC", "QC", "KC", "AC"]]
    state = dealt("partners", 3, hands, starter="2H")
    assert state.scores == (0, 0) and len(RULES.pegs_of(state)) == 2
    state = discard_all(state, {0: ("9S",), 1: ("9H",), 2: ("9D",), 3: ("AC",)})
    state = RULES.apply(state, Action("cut-starter"))
    assert RULES.to_move(state) == 0
    state = play(RULES, state, "play 5S", "play 5H", "play 5D")  # 5 (0), pair (1), pair royal and 15 (0+2)
    assert state.scores == (8, 2)
    assert RULES.pegs_of(state) == [(8, 0), (2, 0)]
    res = RULES.result(state)
    assert res.scores == (8, 2, 8, 2) and res.sides == (0, 1, 0, 1)
    over = near(state, 120, 2)
    over = play(RULES, over, "play TC")  # 25: nothing
    over = play(RULES, over, "play 6S")  # 31: seat 0 pegs 2
    assert over.phase == OVER and RULES.result(over).outcomes == ("win", "loss", "win", "loss")
    assert RULES.teams(over) == (0, 1, 0, 1)


# --- what each seat sees -----------------------------------------------------------------------------------------------
def test_view_for_hides_the_other_hands_the_crib_and_the_deck():
    state = discard_all(dealt("six", 0, HANDS_A, starter="7D"), DISCARDS_A)
    for seat in (0, 1):
        seen = RULES.view_for(state, seat)
        other = 1 - seat
        assert seen.hands[seat] == state.hands[seat] and set(seen.hands[other]) == {HIDDEN}
        assert set(seen.crib) == {HIDDEN} and set(seen.stock) == {HIDDEN} and len(seen.stock) == len(state.stock)
        assert seen.starter is None and "7D" not in repr(seen)
        assert RULES.legal_actions(seen, 1) == RULES.legal_actions(state, 1)
    cut = RULES.apply(state, Action("cut-starter"))
    assert RULES.view_for(cut, 0).starter == "7D"
    # in the show a hand is seen from its turn on, the crib from its own
    shown = play(RULES, cut, "play 5H", "play 5S", "play TD", "play 9C", "go", "play AD", "play 7C", "play 6D",
                 "play 8S")
    assert shown.phase == SHOW
    seen = RULES.view_for(shown, 0)
    assert show_hand(seen, 1) == show_hand(shown, 1) and set(seen.crib) == {HIDDEN}
    step2 = play(RULES, shown, "show", "show")
    assert RULES.view_for(step2, 1).crib == shown.crib and RULES.crib_of(RULES.view_for(step2, 1)) == shown.crib


def test_a_seat_never_sees_another_hand_in_four_handed_play():
    rng = random.Random(8)
    state = RULES.new_match(4, {"variant": "partners"})
    state = play_to_end_of_phase(state, rng, SHOW)
    for seat in range(4):
        seen = RULES.view_for(state, seat)
        for other in range(4):
            if other != seat:
                assert set(seen.hands[other]) <= {HIDDEN}, (seat, other)


def play_to_end_of_phase(state, rng, phase):
    while state.phase != phase:
        mover = RULES.to_move(state)
        if mover == CHANCE:
            state = RULES.apply(state, RULES.sample_chance(state, rng))
        else:
            seat = RULES.deciding(state)[0] if mover == SIMULTANEOUS else mover
            state = RULES.apply(state, rng.choice(RULES.legal_actions(state, seat)))
    return state


# --- the log -------------------------------------------------------------------------------------------------------------
def test_describe_in_both_languages():
    state = in_play()
    text = RULES.describe(state, Action.parse("play 5H"))
    assert text.en == "plays the 5 of hearts, count 5" and text.ru == "кладёт пятёрку червей, сумма 5"
    state = play(RULES, state, "play 5H")
    text = RULES.describe(state, Action.parse("play 5S"))
    assert text.en == "plays the 5 of spades, count 10: a pair for 2" and text.ru == "кладёт пятёрку пик, сумма 10: пара — 2 очка"
    state = play(RULES, state, "play 5S", "play TD", "play 9C")
    text = RULES.describe(state, Action("go"))
    assert "go" in text.en and "пропускаю" in text.ru
    text = RULES.describe(play(RULES, state, "go"), Action.parse("play AD"))
    assert "the go" in text.en
    state = play(RULES, state, "go", "play AD", "play 7C", "play 6D", "play 8S")
    text = RULES.describe(state, Action("show"))
    assert text.en == "shows the hand: 6 points (fifteen 2, fifteen 4, fifteen 6)"
    assert text.ru == "показывает руку: 6 очков (пятнадцать — 2, пятнадцать — 4, пятнадцать — 6)"
    named = name_seats(RULES.describe(RULES.new_match(2, {}), Action.parse("cut 7H 3S")).en, ["Anna", "Boris"])
    assert named == "Cut for the deal: Anna 7 of hearts, Boris 3 of spades — the lowest card deals: Boris"


def test_every_log_line_of_random_matches_is_in_both_languages():
    cyrillic = re.compile("[А-Яа-яЁё]")
    for variant in VARIANTS:
        rng = random.Random(3)
        lines = []
        play_to_end(RULES, RULES.new_match(players_of(variant), {"variant": variant}), random_moves(RULES, rng), rng,
                    each=lambda s, a, lines=lines: lines.append(RULES.describe(s, a)))
        assert lines
        names = ["Anna", "Boris", "Vera", "Gleb"][:players_of(variant)]
        seat_words = re.compile(r"\bseats?\b|\bмест[оаы]?\b|#\d|\{seat", re.IGNORECASE)
        for t in lines:
            assert t.en and t.ru and not cyrillic.search(t.en) and cyrillic.search(t.ru), (variant, t)
            for lang in ("en", "ru"):  # the players by their names (tests/test_names_in_messages.py)
                assert not seat_words.search(name_seats(t.get(lang), names)), (variant, t)


# --- records ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("variant", VARIANTS)
def test_a_record_replays_to_the_same_standings(variant):
    n = players_of(variant)
    rng = random.Random(12)
    m = Match.new(RULES, "cribbage", [{"kind": "person", "name": f"P{i}"} for i in range(n)], {"variant": variant},
                  seed=3)
    finish_match(m, random_moves(RULES, rng))
    again = replayed(RULES, m)
    assert again == m.state and RULES.result(again) == RULES.result(m.state)
    for a in m.record.actions:
        assert Action.parse(a.notation) == a


def test_a_damaged_record_is_refused():
    from compendium.core.record import RecordError

    record = Record(game="cribbage", options={}, players=[{"kind": "person"}] * 2,
                    actions=[Action.parse("cut 7H 3S"), Action.parse("play 5H")])
    with pytest.raises(RecordError):
        replay(RULES, record)


def records_section():
    text = (ROOT / "docs" / "records.md").read_text(encoding="utf-8")
    part = re.split(r"^## ", text, flags=re.MULTILINE)
    return next(p for p in part if p.startswith("Cribbage"))


def _fits(form, action):
    if form[0] != action.verb:
        return False
    words, args = form[1:], [str(a) for a in action.args]
    if words and words[-1] == "…":
        words = words[:-1]
        if len(args) < len(words):
            return False
    elif len(args) != len(words):
        return False
    return all(w.isupper() or w == a for w, a in zip(words, args))


def test_docs_records_md_lists_every_move_and_its_example_replays():
    section = records_section()
    forms = [m.split() for m in re.findall(r"^\|\s*`([^`]+)`\s*\|", section, flags=re.MULTILINE)]
    assert forms
    made = set()
    for variant in VARIANTS:
        rng = random.Random(5)
        play_to_end(RULES, RULES.new_match(players_of(variant), {"variant": variant}), random_moves(RULES, rng), rng,
                    each=lambda s, a: made.add(a))
    odd = sorted({a.notation[:40] for a in made if not any(_fits(f, a) for f in forms)})
    assert not odd
    for form in forms:
        assert any(_fits(form, a) for a in made), form
    examples = re.findall(r"```(?:json)?\n(\{.*?\})\n```", section, flags=re.DOTALL)
    assert examples
    for text in examples:
        record = Record.loads(text)
        assert record.game.startswith("cribbage")
        state, _, _ = replay(RULES, record)
        assert all(any(_fits(f, a) for f in forms) for a in record.actions)
        assert state.hand_number >= 1


# --- random matches --------------------------------------------------------------------------------------------------------
def check_invariants(before, state):
    n = state.players
    if state.hand_number:
        places = [c for h in state.hands for c in h] + [c for _, c in state.laid] + list(state.crib) + \
            [c for d in state.discards if d for c in d] + list(state.stock) + ([state.starter] if state.starter else [])
        assert len(places) == 52 and set(places) == set(DECK), "every card in exactly one place"
    assert all(a >= b for a, b in zip(state.scores, before.scores)), "scores never decrease"
    for side, (front, back) in enumerate(RULES.pegs_of(state)):
        assert back <= front and front == state.scores[side]
        if front != before.scores[side]:
            assert back == before.scores[side], "the back peg is where the front one was"
        else:
            assert back == before.backs[side]
    assert 0 <= state.count <= 31
    if state.phase == PLAY:
        assert state.hands[state.player] and 0 <= state.player < n
    assert len(RULES.result(state).scores) == n


def random_games(variant, games, seed):
    rng = random.Random(seed)
    n = players_of(variant)
    for _ in range(games):
        state = RULES.new_match(n, {"variant": variant})
        steps = 0
        while not RULES.is_over(state):
            mover = RULES.to_move(state)
            if mover == CHANCE:
                action = RULES.sample_chance(state, rng)
            else:
                seat = RULES.deciding(state)[0] if mover == SIMULTANEOUS else mover
                legal = RULES.legal_actions(state, seat)
                assert legal
                assert RULES.legal_actions(RULES.view_for(state, seat), seat) == legal  # decided from what it sees
                action = rng.choice(legal)
            after = RULES.apply(state, action)
            check_invariants(state, after)
            state = after
            steps += 1
            assert steps < 20000
        res = RULES.result(state)
        goal = state.setup.goal
        assert max(state.scores) >= goal and sorted(res.outcomes).count("win") >= 1
        reached = [s for s in range(n) if state.scores[state.setup.side(s)] >= goal]
        if variant == "losing":
            assert all(res.outcomes[s] == "loss" for s in reached)
        else:
            assert all(res.outcomes[s] == "win" for s in reached)


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games_end_with_their_invariants(variant):
    random_games(variant, 15, seed=VARIANTS.index(variant))


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
def test_a_thousand_random_games_per_variant(variant):
    random_games(variant, 1000, seed=100 + VARIANTS.index(variant))
