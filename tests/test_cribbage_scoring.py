"""Cribbage scoring (compendium/games/cribbage/scoring.py): the show, with the 29 hand and the
source's examples, every kind of combination of the play, and the whole distribution of show
scores over all 12,994,800 hands of four with a starter against the published table."""

import random
from itertools import combinations, product
from math import comb

import pytest

from compendium.games.cribbage.cards import DECK, RANKS, SUITS, card_name, rank, shuffled, suit, value
from compendium.games.cribbage.scoring import Combo, call_text, combo_text, peg, peg_points, show, show_points


def kinds(combos):
    out = {}
    for c in combos:
        out[c.kind] = out.get(c.kind, 0) + c.points
    return out


def check_same(hand, starter, crib=False):
    combos = show(hand, starter, crib)
    assert sum(c.points for c in combos) == show_points(hand, starter, crib)
    return combos


# --- cards -----------------------------------------------------------------------------------------
def test_the_deck_and_the_cards():
    assert len(DECK) == 52 == len(set(DECK))
    assert [rank(c) for c in ("AS", "5H", "TD", "JC", "QS", "KH")] == [1, 5, 10, 11, 12, 13]
    assert [value(c) for c in ("AS", "5H", "TD", "JC", "QS", "KH")] == [1, 5, 10, 10, 10, 10]
    assert suit("QH") == "H" and suit("TD") == "D"
    assert card_name("QH").en == "queen of hearts" and card_name("QH").ru == "дама червей"
    assert card_name("5S").en == "5 of spades" and card_name("AD").ru == "туз бубён"
    assert card_name("??").en == "a hidden card"
    for c in DECK:  # both languages, no Cyrillic in English
        name = card_name(c)
        assert name.en and name.ru and name.en != name.ru
        assert not any("а" <= ch <= "я" for ch in name.en.lower())
    a, b = shuffled(random.Random(1)), shuffled(random.Random(1))
    assert a == b and sorted(a) == sorted(DECK) and a != list(DECK)


# --- the show ---------------------------------------------------------------------------------------
def test_the_29_hand():
    combos = check_same(["5H", "5D", "5C", "JS"], "5S")
    assert sum(c.points for c in combos) == 29
    assert kinds(combos) == {"fifteen": 16, "pair": 12, "nobs": 1}
    assert [c.cards for c in combos if c.kind == "nobs"] == [("JS",)]
    assert len([c for c in combos if c.kind == "pair"]) == 6  # four of a kind: six pairs
    assert show_points(["5H", "5D", "5C", "5S"], "JS") == 28  # the jack as starter: no nobs (heels instead)


def test_the_source_s_show_example():
    """Ace, 4, 5, jack with a 6 starter: three fifteens, 5+J, A+4+J and 4+5+6, worth 6 (and the
    run 4-5-6 for 3)."""
    combos = check_same(["AS", "4H", "5D", "JC"], "6S")
    fifteens = {frozenset(c.cards) for c in combos if c.kind == "fifteen"}
    assert fifteens == {frozenset({"5D", "JC"}), frozenset({"AS", "4H", "JC"}), frozenset({"4H", "5D", "6S"})}
    assert kinds(combos) == {"fifteen": 6, "run": 3}


def test_runs():
    # 3-4-5-6 is one run of four, not two runs of three (the source's example reads 8 here: see below)
    combos = check_same(["3S", "4H", "5D", "6C"], "KS")
    assert [c for c in combos if c.kind == "run"] == [Combo("run", ("3S", "4H", "5D", "6C"), 4)]
    # a double run: 3-4-4-5 is two runs of three (6) and the pair (2): 8
    combos = check_same(["3S", "4H", "4D", "5C"], "KS")
    assert kinds(combos)["run"] == 6 and kinds(combos)["pair"] == 2
    assert sorted(c.cards for c in combos if c.kind == "run") == [("3S", "4D", "5C"), ("3S", "4H", "5C")]
    # a double double run 3-3-4-4-5: four runs of three and two pairs; a triple run 3-3-3-4-5: three runs, 3 pairs
    assert kinds(show(["3S", "3H", "4D", "4C"], "5S"))["run"] == 12
    assert kinds(show(["3S", "3H", "3D", "4C"], "5S")) == {"pair": 6, "run": 9, "fifteen": 6}
    # a run of five with the starter; the ace is low: Q-K-A is no run
    assert kinds(show(["9S", "TH", "JD", "QC"], "KS"))["run"] == 5
    assert "run" not in kinds(show(["QS", "KH", "AD", "7C"], "9S"))
    assert kinds(show(["AS", "2H", "3D", "9C"], "9S"))["run"] == 3


def test_fifteens_pairs_and_the_call():
    combos = check_same(["5S", "5H", "TD", "KC"], "QS")
    assert kinds(combos) == {"fifteen": 12, "pair": 2}  # each five with each of the three tens
    lines = call_text(combos)
    assert [t.en for t in lines] == ["fifteen 2", "fifteen 4", "fifteen 6", "fifteen 8", "fifteen 10",
                                     "fifteen 12", "a pair is 14"]
    assert lines[-1].ru == "пара — 14"
    lines = call_text(show(["4S", "5S", "6S", "JS"], "5S"))  # a 5 starter of spades: flush 5, nobs, runs
    assert lines[-1].en == "his nobs is " + str(show_points(["4S", "5S", "6S", "JS"], "5S"))


def test_flushes_and_nobs():
    assert kinds(show(["2H", "4H", "6H", "8H"], "KS")) == {"flush": 4}
    assert kinds(show(["2H", "4H", "6H", "8H"], "KH")) == {"flush": 5}
    assert "flush" not in kinds(show(["2H", "4H", "6H", "8H"], "KS", crib=True))  # the crib: only five
    assert kinds(show(["2H", "4H", "6H", "8H"], "KH", crib=True)) == {"flush": 5}
    assert "flush" not in kinds(show(["2H", "4H", "6H", "8S"], "KH"))  # the starter never makes four
    assert kinds(show(["2H", "4D", "6C", "JS"], "KS")) == {"nobs": 1}
    assert "nobs" not in kinds(show(["2H", "4D", "6C", "JS"], "KH"))
    # three-card hands (five-card game) and five-card hands (seven-card game)
    assert kinds(show(["2H", "4H", "8H"], "KS"))["flush"] == 3
    assert kinds(show(["2H", "4H", "8H"], "KH"))["flush"] == 4
    assert kinds(show(["2H", "4H", "8H", "QH", "AH"], "KS"))["flush"] == 5
    assert kinds(show(["2H", "4H", "8H", "QH", "AH"], "KH"))["flush"] == 6
    assert "flush" not in kinds(show(["2H", "4H", "8H", "QH", "AH"], "KS", crib=True))
    assert kinds(show(["2H", "4H", "8H", "QH", "AH"], "KH", crib=True))["flush"] == 6


def test_show_agrees_with_show_points_at_random():
    rng = random.Random(3)
    for _ in range(3000):
        n = rng.choice((3, 4, 5))
        dealt = rng.sample(DECK, n + 1)
        crib = rng.random() < 0.3
        check_same(dealt[:n], dealt[n], crib)


# --- the play --------------------------------------------------------------------------------------
def test_pegging_fifteen_and_thirty_one():
    assert peg(["QS", "5H"]) == [Combo("fifteen", ("QS", "5H"), 2)]
    assert peg(["7S", "8H"]) == [Combo("fifteen", ("7S", "8H"), 2)]
    assert peg(["4S", "JH", "AD"]) == [Combo("fifteen", ("4S", "JH", "AD"), 2)]
    assert peg(["KS", "QH", "AD", "TC"]) == [Combo("thirty-one", ("KS", "QH", "AD", "TC"), 2)]
    assert peg(["KS", "QH", "5D", "4C"]) == []  # 29
    assert peg([]) == []


def test_pegging_pairs():
    assert peg(["9S", "9H"]) == [Combo("pair", ("9S", "9H"), 2)]
    assert peg(["9S", "9H", "9D"]) == [Combo("pair-royal", ("9S", "9H", "9D"), 6)]
    assert peg(["2S", "2H", "2D", "2C"]) == [Combo("double-pair-royal", ("2S", "2H", "2D", "2C"), 12)]
    assert peg(["9S", "9H", "3D", "9C"]) == []  # not in a row (30)
    assert peg(["JS", "QH"]) == []  # same value, different rank
    # a pair completing 15 and 31 scores both
    assert kinds(peg(["5S", "5H", "5D"])) == {"fifteen": 2, "pair-royal": 6}
    assert kinds(peg(["KS", "9H", "6D", "3C", "3S"])) == {"thirty-one": 2, "pair": 2}
    assert peg_points(["7S", "7H", "AD"]) == 2


def test_pegging_runs_in_any_order():
    assert peg(["3S", "4H", "5D"]) == [Combo("run", ("3S", "4H", "5D"), 3)]
    assert peg(["3S", "5H", "4D"]) == [Combo("run", ("3S", "5H", "4D"), 3)]
    assert kinds(peg(["9S", "JH", "QD", "TC"])) == {"run": 4}  # 9, J, Q, 10: a run of four
    assert kinds(peg(["JH", "QD", "KC"])) == {"run": 3}
    assert kinds(peg(["6S", "5H", "4D"])) == {"fifteen": 2, "run": 3}
    assert peg(["KS", "AH", "2D"]) == []  # the ace is low
    assert peg(["QS", "KH", "AD"]) == []
    # the longest run of the last cards: 2-4-3 (3), then 2-4-3-5 (4), then 2-4-3-5-6 (5)
    assert kinds(peg(["2S", "4H", "3D"])) == {"run": 3}
    assert kinds(peg(["2S", "4H", "3D", "5C"])) == {"run": 4}
    assert kinds(peg(["2S", "4H", "3D", "5C", "6S"])) == {"run": 5}  # count 20
    # a run with an older card breaking it: 7, 3, 4, 5 is a run of three only
    assert kinds(peg(["7S", "3H", "4D", "5C"])) == {"run": 3}
    # a repeated rank breaks a run: 3, 4, 4, 5 scores nothing for the last five; 4, 5, 4? nothing
    assert peg(["3S", "4H", "4D", "5C"]) == []
    assert peg(["4H", "5C", "4D"]) == []
    assert peg(["3S", "4H", "5D", "4C"]) == []
    # a run of seven, ace to seven (28): 7 points
    seven = ["AS", "2H", "3D", "4C", "5S", "6H", "7D"]
    assert peg(seven) == [Combo("run", tuple(seven), 7)]
    assert kinds(peg(["4C", "2H", "AS", "3D", "6H", "5S", "7D"])) == {"run": 7}
    assert kinds(peg(["AS", "2H", "3D", "4C", "5S", "6H"])) == {"run": 6}


def test_the_combo_texts_are_in_both_languages():
    for c in (Combo("fifteen", ("7S", "8H"), 2), Combo("pair-royal", ("9S", "9H", "9D"), 6),
              Combo("run", ("3S", "4H", "5D"), 3), Combo("go", ("3S",), 1), Combo("nobs", ("JS",), 1)):
        t = combo_text(c)
        assert t.en and t.ru and t.en != t.ru
    assert combo_text(Combo("fifteen", ("7S", "8H"), 2)).en == "fifteen for 2"


# --- the whole distribution ----------------------------------------------------------------------------
PUBLISHED = {0: 1009008, 1: 99792, 2: 2813796, 3: 505008, 4: 2855676, 5: 697508, 6: 1800268, 7: 751324,
             8: 1137236, 9: 361224, 10: 388740, 11: 51680, 12: 317340, 13: 19656, 14: 90100, 15: 9168,
             16: 58248, 17: 11196, 18: 2708, 19: 0, 20: 8068, 21: 2496, 22: 444, 23: 356, 24: 3680, 25: 0,
             26: 0, 27: 0, 28: 76, 29: 4}


def _hand_classes(starter_rank: int):
    """The hands of four beside a starter of ``starter_rank`` in spades, in classes that score the
    same: yields (a representative hand, how many hands it stands for). Scores do not change when
    suits are swapped, so only the ranks, a flush (four, or five with the starter) and his nobs
    (the jack of spades in hand) tell hands apart; each class is counted by formula and scored by
    the scorer on one real hand of it."""
    rs = starter_rank
    for ranks in combinations_with_repeats():
        counts = {r: ranks.count(r) for r in set(ranks)}
        avail = {r: (3 if r == rs else 4) for r in counts}
        if any(counts[r] > avail[r] for r in counts):
            continue
        total = 1
        for r, c in counts.items():
            total *= comb(avail[r], c)
        distinct = len(counts) == 4
        f5 = 1 if distinct and rs not in counts else 0  # all four in spades
        f4 = 3 if distinct else 0  # all four in hearts, diamonds or clubs
        jack = 11
        nobs = 0
        if jack in counts and rs != jack:
            nobs = comb(3, counts[jack] - 1)
            for r, c in counts.items():
                if r != jack:
                    nobs *= comb(avail[r], c)
        f5_nobs = f5 if jack in counts else 0
        classes = {("none", False): total - f4 - f5 - (nobs - f5_nobs), ("none", True): nobs - f5_nobs,
                   ("four", False): f4, ("five", f5_nobs > 0): f5}
        for (flush, with_nobs), weight in classes.items():
            if weight:
                yield _representative(ranks, rs, flush, with_nobs), weight


def combinations_with_repeats():
    from itertools import combinations_with_replacement

    return combinations_with_replacement(range(1, 14), 4)


def _representative(ranks, rs, flush, with_nobs):
    if flush == "five":
        return [RANKS[r - 1] + "S" for r in ranks]
    if flush == "four":
        return [RANKS[r - 1] + "H" for r in ranks]
    # any real hand of these ranks that is of this class
    options = []
    for r in sorted(set(ranks)):
        suits = [s for s in SUITS if not (r == rs and s == "S")]
        options.append([tuple(RANKS[r - 1] + s for s in pick) for pick in combinations(suits, ranks.count(r))])
    for parts in product(*options):
        hand = [c for part in parts for c in part]
        if len({c[1] for c in hand}) == 1:
            continue
        if ("JS" in hand) == with_nobs:
            return hand
    raise AssertionError(f"no hand of ranks {ranks}")


def distribution():
    counts = [0] * 30
    for rs in range(1, 14):
        starter = RANKS[rs - 1] + "S"
        seen = 0
        for hand, weight in _hand_classes(rs):
            assert starter not in hand and len(set(hand)) == 4
            counts[show_points(hand, starter)] += 4 * weight  # the starter's suit: four alike
            seen += weight
        assert seen == comb(51, 4)
    return counts


def test_the_published_table_adds_up():
    assert sum(PUBLISHED.values()) == comb(52, 4) * 48 == 12_994_800


def test_the_whole_distribution_matches_the_published_table():
    counts = distribution()
    assert sum(counts) == 12_994_800
    assert {n: counts[n] for n in range(30)} == PUBLISHED
    assert counts[19] == counts[25] == counts[26] == counts[27] == 0 and counts[29] == 4


def _brute_against_classes(starters):
    for starter in starters:
        rs = rank(starter)
        brute = [0] * 30
        rest = [c for c in DECK if c != starter]
        for hand in combinations(rest, 4):
            brute[show_points(hand, starter)] += 1
        by_class = [0] * 30
        for hand, weight in _hand_classes(rs):
            by_class[show_points(hand, starter)] += weight
        assert brute == by_class, starter


def test_the_classes_agree_with_the_real_hands():
    """The classes by formula against hands dealt for real: for a few starters every hand."""
    _brute_against_classes(("JS", "5S", "AS"))


@pytest.mark.slow
def test_every_real_hand_beside_a_spade_starter():
    """Every hand of four beside each of the 13 spade starters scored one by one (a quarter of all
    12,994,800 pairs: the other suits' starters are the same hands with suits swapped)."""
    _brute_against_classes([r + "S" for r in RANKS])
