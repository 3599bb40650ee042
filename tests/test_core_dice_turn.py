"""The shared dice turn of ``compendium.core.dice``: throws and their chances (against brute force),
sampling, typed table dice (count, faces, a refused minus sign) in both languages, the throw gate,
landing and keeping dice, the lines ones to sixes; and every dice game refusing a signed throw."""

import math
import random
from collections import Counter
from fractions import Fraction
from itertools import product

import pytest
from test_core_dice import GAMES

from compendium.core.actions import Action
from compendium.core.dice import (
    FACES,
    MATCH_OVER,
    NUMBER_LINE_NAMES,
    NUMBER_LINES,
    SAY_THROW_FIRST,
    THROW_NOW,
    chance_or,
    check_count,
    check_faces,
    check_throw,
    count_wanted,
    dice_action,
    dice_chances,
    face_impossible,
    keep_action,
    keep_places,
    landed,
    ordered_throws,
    read_dice,
    sample_dice,
    sample_throw,
    sign_refused,
    sub_keeps,
    throw_due,
    throw_lands,
    throw_multisets,
    typed_values,
    ways,
)
from compendium.core.rules import CHANCE, IllegalAction
from compendium.core.text import Text


def _refusal(call, *args, **kwargs) -> Text:
    with pytest.raises(IllegalAction) as e:
        call(*args, **kwargs)
    text = e.value.text
    assert text.en and text.ru and text.en != text.ru  # said in both languages
    return text


# --- ordered throws -------------------------------------------------------------------------------

@pytest.mark.parametrize("n", range(0, 5))
def test_ordered_throws_are_every_throw_in_die_order_with_equal_chances(n):
    throws = ordered_throws(n)
    assert [values for values, _ in throws] == list(product(range(1, 7), repeat=n))
    assert {p for _, p in throws} == {1 / 6 ** n}
    assert math.isclose(math.fsum(p for _, p in throws), 1.0)


def test_ordered_throws_of_dice_with_their_own_faces():
    throws = ordered_throws([range(2, 8), FACES])  # Thirteen's special die, then an ordinary one
    assert [values for values, _ in throws] == [(a, b) for a in range(2, 8) for b in range(1, 7)]
    assert {p for _, p in throws} == {1 / 36}
    assert ordered_throws([(1, 2), (1, 2, 3)]) == tuple(((a, b), 1 / 6) for a in (1, 2) for b in (1, 2, 3))


def test_ordered_throws_are_cached_and_refuse_a_negative_count():
    assert ordered_throws(3) is ordered_throws(3)
    assert ordered_throws(2) is ordered_throws([FACES, FACES])
    with pytest.raises(ValueError):
        ordered_throws(-1)


@pytest.mark.parametrize("n", [1, 2, 5])
def test_dice_chances_are_the_dice_actions_of_the_ordered_throws(n):
    chances = dice_chances(n)
    assert chances == [(Action("dice", values), p) for values, p in ordered_throws(n)]
    chances.clear()  # a new list each time: a caller may change it
    assert len(dice_chances(n)) == 6 ** n
    assert dice_chances(n)[0][0] is dice_chances(n)[0][0]  # the actions themselves are made once


# --- multisets with exact chances ---------------------------------------------------------------------

def _brute_force(n, kept=()):
    counts = Counter(tuple(sorted(kept + values)) for values in product(range(1, 7), repeat=n))
    return {dice: Fraction(c, 6 ** n) for dice, c in counts.items()}


@pytest.mark.parametrize("n", range(0, 6))
def test_multisets_match_brute_force_and_add_up_to_one_exactly(n):
    outcomes = throw_multisets(n)
    assert dict(outcomes) == _brute_force(n)
    assert len(outcomes) == len(dict(outcomes)) == math.comb(n + 5, 5)  # each multiset once
    assert sum(p for _, p in outcomes) == 1
    assert all(list(dice) == sorted(dice) for dice, _ in outcomes)


@pytest.mark.parametrize("n, kept", [(1, (6,)), (2, (3, 3)), (3, (1, 5)), (1, (2, 4, 4, 6)), (0, (1, 2))])
def test_multisets_with_kept_dice_match_brute_force(n, kept):
    outcomes = throw_multisets(n, kept)
    assert dict(outcomes) == _brute_force(n, kept)
    assert sum(p for _, p in outcomes) == 1
    assert throw_multisets(n, tuple(reversed(kept))) is outcomes  # the kept dice in any order, cached


def test_a_multiset_chance_as_a_float_is_the_multinomial_over_six_to_the_n():
    for dice, p in throw_multisets(5):
        assert float(p) == ways(dice) / 6 ** 5
    assert ways((1, 1, 2)) == 3 and ways((1, 2, 3, 4, 5)) == 120 and ways(()) == 1
    assert dict(throw_multisets(2, faces=(1, 2))) == {(1, 1): Fraction(1, 4), (1, 2): Fraction(1, 2),
                                                      (2, 2): Fraction(1, 4)}
    with pytest.raises(ValueError):
        throw_multisets(-1)


# --- sampling -------------------------------------------------------------------------------------

def test_sampling_draws_one_randint_a_die():
    a, b = random.Random(7), random.Random(7)
    assert sample_throw(a, 5) == tuple(b.randint(1, 6) for _ in range(5))
    assert sample_dice(a, 3) == Action("dice", tuple(b.randint(1, 6) for _ in range(3)))
    assert sample_throw(a, 0) == ()
    assert set(sample_throw(random.Random(1), 200, 2, 7)) == set(range(2, 8))


def test_sampled_throws_follow_the_chances():
    rng = random.Random(2026)
    counts = Counter(sum(sample_throw(rng, 2)) for _ in range(36000))
    for total in range(2, 13):
        expected = 1000 * (6 - abs(total - 7))
        assert abs(counts[total] - expected) < 5 * math.sqrt(expected)


# --- typed table dice -------------------------------------------------------------------------------

@pytest.mark.parametrize("text, signed", [
    ("-1 -1", "-1"), ("3 -5", "-5"), ("-3", "-3"), ("3,-5", "-5"), ("3, -5", "-5"), ("−2 4", "−2"),
    ("–1 2", "–1"), ("--4 4", "--4"), ("5 -12", "-12"), ("-356", "-356"),
])
def test_a_minus_before_a_number_is_a_sign_and_refused(text, signed):
    message = _refusal(typed_values, text, count=3)
    assert message == sign_refused(signed)
    assert f"«{signed}»" in message.en and f"«{signed}»" in message.ru
    assert "minus" in message.en and "минус" in message.ru
    assert _refusal(read_dice, text) == message


@pytest.mark.parametrize("text, values", [
    ("3-5", (3, 5)), ("3--5", (3, 5)), ("3 - 5", (3, 5)), ("3 – 5", (3, 5)), ("3–5-6", (3, 5, 6)),
    ("3-", (3,)), ("- 3", (3,)), ("3 -", (3,)),
])
def test_a_minus_between_numbers_or_alone_still_separates(text, values):
    assert typed_values(text) == values
    assert read_dice(text) == Action("dice", values)


def test_read_dice_reads_digits_together_only_for_the_known_count():
    assert read_dice("356", count=3) == dice_action((3, 5, 6)) == Action("dice", (3, 5, 6))
    assert read_dice("356") == Action("dice", (356,))


@pytest.mark.parametrize("values, n", [((3,), 2), ((3, 4, 5), 2), ((), 1), ((1, 2), 1), ((1, 1, 1, 1), 5)])
def test_a_throw_of_the_wrong_size_is_refused_in_both_languages(values, n):
    message = _refusal(check_count, values, n)
    assert message == count_wanted(n)
    assert f"type {n} value" in message.en and f"Бросается костей: {n}" in message.ru
    assert ("1 die is thrown" in message.en) == (n == 1)
    assert _refusal(check_throw, values, n) == message
    own = Text("Type two dice.", "Введите две кости.")
    assert _refusal(check_count, values, n, own) == own


@pytest.mark.parametrize("values, bad", [((0, 3), 0), ((3, 7), 7), ((1, 2, 9), 9), ((3, "x"), "x"), ((-1, 2), -1)])
def test_a_face_the_die_has_not_is_refused_in_both_languages(values, bad):
    message = _refusal(check_faces, values)
    assert message == face_impossible(bad)
    assert f"{bad} is impossible" in message.en and f"{bad} — невозможно" in message.ru
    assert _refusal(check_throw, values, len(values)) == message


def test_faces_of_another_die_and_a_game_s_own_message():
    check_faces((2, 7), low=2, high=7)
    assert _refusal(check_faces, (1,), low=2, high=7) == Text("A die shows 2 to 7 pips; 1 is impossible.",
                                                            "На кости бывает от 2 до 7 очков; 1 — невозможно.")
    own = _refusal(check_faces, (8,), message=lambda v: Text(f"no {v}", f"нет {v}"))
    assert own == Text("no 8", "нет 8")


def test_a_good_throw_passes_as_a_tuple():
    assert check_throw([3, 5, 6], 3) == (3, 5, 6)
    assert check_throw((), 0) == ()


# --- the turn around a throw ------------------------------------------------------------------------

DICE, ROLL = Action("dice", (3, 5)), Action("roll")


def test_the_throw_gate():
    assert throw_due(False, True, DICE) is True
    assert throw_due(False, False, ROLL) is False
    assert _refusal(throw_due, True, True, DICE) == MATCH_OVER
    assert _refusal(throw_due, True, False, ROLL) == MATCH_OVER
    assert _refusal(throw_due, False, True, ROLL) == THROW_NOW
    assert _refusal(throw_due, False, False, DICE) == SAY_THROW_FIRST
    now, early = Text("now", "сейчас"), Text("early", "рано")
    assert _refusal(throw_due, False, True, ROLL, now=now, early=early) == now
    assert _refusal(throw_due, False, False, DICE, now=now, early=early) == early


def test_who_moves_around_a_throw():
    assert chance_or(True, True, 1) is None
    assert chance_or(False, True, 1) == CHANCE
    assert chance_or(False, False, 1) == 1


def test_the_values_of_a_throw_land_in_the_places_thrown():
    assert landed((), 5, range(5), (1, 2, 3, 4, 5)) == (1, 2, 3, 4, 5)
    assert landed((6, 6, 6, 6, 6), 5, (1, 3), (2, 4)) == (6, 2, 6, 4, 6)
    assert landed((), 3, (2,), (5,)) == (0, 0, 5)  # before the first throw the others are 0
    assert landed([1, 1], 2, (), ()) == (1, 1)
    assert throw_lands((6, 6, 6, 6, 6), 5, (1, 3), (2, 4)) == (6, 2, 6, 4, 6)
    assert _refusal(throw_lands, (6, 6, 6), 3, (1, 2), (2,)) == count_wanted(2)
    assert _refusal(throw_lands, (), 3, (0, 1, 2), (2, 7, 1)) == face_impossible(7)


def test_keeping_dice():
    assert keep_action([6, 4, 4]) == Action("keep", (4, 4, 6))
    assert keep_places((4, 6, 4, 1, 4), (4, 4)) == (True, False, True, False, False)
    assert keep_places((4, 6, 4, 1, 4), (1, 6)) == (False, True, False, True, False)
    message = _refusal(keep_places, (4, 6, 4, 1, 4), (6, 6))
    assert message == Text("You cannot keep 6: there is no such die left on the table.",
                           "Нельзя оставить 6: такой кости на столе больше нет.")
    keeps = sub_keeps((1, 1, 2))
    assert keeps == [(1,), (1, 1), (1, 2), (2,)]  # one die at least stays and one is thrown
    assert len(sub_keeps((1, 2, 3, 4, 5))) == 2 ** 5 - 2
    assert sub_keeps((3,)) == []


# --- the lines ones to sixes ---------------------------------------------------------------------------

def test_the_lines_ones_to_sixes_are_named_once_in_both_languages():
    from compendium.games.dice_poker import rules as dice_poker
    from compendium.games.general import rules as general

    assert tuple(NUMBER_LINE_NAMES) == NUMBER_LINES
    assert NUMBER_LINE_NAMES["ones"] == Text("Ones", "Единицы")
    assert NUMBER_LINE_NAMES["sixes"] == Text("Sixes", "Шестёрки")
    assert all(name.en and name.ru for name in NUMBER_LINE_NAMES.values())
    for module, lines in ((general, general.NUMBERS), (dice_poker, dice_poker.SCHOOL)):
        assert lines == NUMBER_LINES
        assert list(module.LINE_NAMES)[:6] == list(NUMBER_LINES)
        assert all(module.LINE_NAMES[line] is NUMBER_LINE_NAMES[line] for line in NUMBER_LINES)


# --- every dice game ------------------------------------------------------------------------------

@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_dice_game_reads_a_minus_sign_as_a_separator(game):
    make, values, _ = GAMES[game]
    rules, state = make()
    for text in ("-1 -1", " ".join(f"-{v}" for v in values), f"{values[0]} -{values[1]}"):
        message = _refusal(rules.chance_from_text, state, text)
        assert "minus" in message.en and "минус" in message.ru
    assert rules.chance_from_text(state, "-".join(str(v) for v in values)) == Action("dice", values)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_dice_game_lists_chances_adding_up_to_one(game):
    make, _, _ = GAMES[game]
    rules, state = make()
    outcomes = rules.chance_outcomes(state)
    assert math.isclose(math.fsum(p for _, p in outcomes), 1.0)
    assert len(set(a for a, _ in outcomes)) == len(outcomes)
    assert all(a.verb == "dice" for a, _ in outcomes)
