"""Typed dice ("table dice" mode): the shared reader ``compendium.core.dice`` and every dice game
that uses it; and the lazy factories of ``compendium.core.plugin`` the game plugins are built with."""

import sys

import pytest

from compendium.core.actions import Action
from compendium.core.dice import SEPARATORS, numbers_wanted, typed_values
from compendium.core.plugin import lazy, lazy_ai, resolve
from compendium.core.rules import IllegalAction
from compendium.core.text import Text

# --- typed_values -------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["3 5 6", "3,5,6", "3, 5, 6", "3-5-6", "3–5–6", "3:5:6", "3;5;6",
                                  "  3   5\t6 ", "3 ,5- 6", "3--5,,6"])
def test_every_separator_is_read(text):
    assert typed_values(text) == (3, 5, 6)


def test_separators_are_the_documented_ones():
    assert set(SEPARATORS) == set(",-–:;")


def test_range_and_count_are_left_to_the_game():
    assert typed_values("0 7 9 1") == (0, 7, 9, 1)
    assert typed_values("") == ()
    assert typed_values(" , ") == ()
    assert typed_values("12") == (12,)


def test_digits_typed_together_are_split_only_for_the_known_count():
    assert typed_values("33456", count=5) == (3, 3, 4, 5, 6)
    assert typed_values("45", count=2) == (4, 5)
    assert typed_values("5", count=1) == (5,)
    assert typed_values("45", count=3) == (45,)  # not as many digits as dice: one number, refused by the game
    assert typed_values("45") == (45,)
    assert typed_values("4 5", count=2) == (4, 5)
    assert typed_values("4-5", count=2) == (4, 5)


@pytest.mark.parametrize("text", ["three five", "3 x", "3.5", "5 ²", "3/5", "²²", "?"])
def test_text_that_is_not_numbers_is_refused_in_both_languages(text):
    with pytest.raises(IllegalAction) as e:
        typed_values(text, count=2)
    assert e.value.text == Text("Type the dice as numbers, e.g. «3 5 6».", "Введите очки цифрами, например «3 5 6».")
    assert str(e.value) == e.value.text.en


def test_a_game_may_give_its_own_message():
    assert numbers_wanted("3 5") == Text("Type the dice as numbers, e.g. «3 5».",
                                         "Введите очки цифрами, например «3 5».")
    own = Text("Type the top face.", "Введите верхнюю грань.")
    with pytest.raises(IllegalAction) as e:
        typed_values("five", message=own)
    assert e.value.text == own


# --- every dice game reads typed dice the same way ------------------------------------------------

def _pig():
    from compendium.games.pig.rules import ROLL, PigRules

    r = PigRules()
    return r, r.apply(r.new_match(2), ROLL)


def _yacht():
    from compendium.games.yacht.rules import ROLL, YachtRules

    r = YachtRules()
    return r, r.apply(r.new_match(1), ROLL)


def _general():
    from compendium.games.general.rules import ROLL, GeneralRules

    r = GeneralRules()
    return r, r.apply(r.new_match(1), ROLL)


def _categor():
    from compendium.games.categor.rules import CategorRules

    r = CategorRules()
    return r, r.new_match(2)


def _dice_poker():
    from compendium.games.dice_poker.rules import THROW, DicePokerRules

    r = DicePokerRules()
    return r, r.apply(r.new_match(1), THROW)


def _thirteen():
    from compendium.games.thirteen.rules import ThirteenRules

    r = ThirteenRules()
    return r, r.new_match(1)  # the special die (2..7) first


def _vertushka():
    from compendium.games.vertushka.rules import VertushkaRules

    r = VertushkaRules()
    return r, r.new_match(2, {"dice": 2})


THREE_FIVE = ("Type the dice as numbers, e.g. «3 5».", "Введите очки цифрами, например «3 5».")
THREE_FIVE_SIX = ("Type the dice as numbers, e.g. «3 5 6».", "Введите очки цифрами, например «3 5 6».")

GAMES = {
    # game: (a state at a throw, the values typed, the game's message for text that is not numbers)
    "pig": (_pig, (3, 5), THREE_FIVE),
    "yacht": (_yacht, (3, 5, 6, 1, 2), THREE_FIVE_SIX),
    "general": (_general, (3, 4, 5, 6, 6), THREE_FIVE_SIX),
    "categor": (_categor, (3, 5), THREE_FIVE),
    "dice-poker": (_dice_poker, (3, 5, 6, 1, 1), THREE_FIVE_SIX),
    "thirteen": (_thirteen, (7, 5), ("Type the two dice as numbers, the special die first, e.g. «7 5».",
                                     "Введите очки двух костей цифрами, сначала особую, например «7 5».")),
    "vertushka": (_vertushka, (5, 2), ("Type what the die shows on top as a number, e.g. «5».",
                                       "Введите цифрой, что выпало на верхней грани, например «5».")),
}


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("sep", [" ", ", ", "-", "–", ":", ";"])
def test_every_dice_game_reads_every_separator(game, sep):
    make, values, _ = GAMES[game]
    rules, state = make()
    action = rules.chance_from_text(state, sep.join(str(v) for v in values))
    assert action == Action("dice", values)
    rules.apply(state, action)  # a throw the game takes


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_dice_game_keeps_its_own_message(game):
    make, _, (en, ru) = GAMES[game]
    rules, state = make()
    with pytest.raises(IllegalAction) as e:
        rules.chance_from_text(state, "three five")
    assert e.value.text == Text(en, ru)


def test_only_yacht_reads_digits_typed_together():
    rules, state = _yacht()
    assert rules.chance_from_text(state, "35612") == Action("dice", (3, 5, 6, 1, 2))
    rules, state = _pig()
    assert rules.chance_from_text(state, "35") == Action("dice", (35,))  # refused by apply, as before
    with pytest.raises(IllegalAction):
        rules.apply(state, rules.chance_from_text(state, "35"))


# --- lazy plugin factories --------------------------------------------------------------------

def test_lazy_imports_on_first_call_and_passes_the_arguments():
    name = "compendium.core._lazy_probe"  # no such module
    factory = lazy("collections:namedtuple")
    assert repr(factory) == "lazy('collections:namedtuple')"
    assert factory("P", "x y")(1, y=2) == (1, 2)
    assert lazy("os.path:join")("a", "b").replace("\\", "/") == "a/b"
    assert resolve("compendium.core.text:Text.get") is Text.get
    probe = lazy(f"{name}:thing")
    assert name not in sys.modules
    with pytest.raises(ModuleNotFoundError):
        probe()


@pytest.mark.parametrize("target", ["compendium.core.text", "compendium.core.text:", ":Text", ""])
def test_lazy_refuses_a_target_without_module_and_attribute(target):
    with pytest.raises(ValueError):
        lazy(target)


def test_lazy_ai_passes_only_the_level():
    make_ai = lazy_ai("builtins:str")
    assert repr(make_ai) == "lazy_ai('builtins:str')"
    assert make_ai("strong", object()) == "strong"  # str("strong", rules) would raise
    assert make_ai("weak") == "weak"


def test_the_plugins_lazy_targets_exist():
    from compendium.core import registry
    from compendium.core.plugin import LazyFactory

    seen = 0
    for gid in sorted(registry.playable_ids()):
        plugin = registry.load(gid)
        for factory in (plugin.make_rules, plugin.make_ai, plugin.make_view):
            if isinstance(factory, LazyFactory):
                assert callable(resolve(factory.target)), factory
                seen += 1
    assert seen
