"""Options declared once (compendium/core/options.py): the declaration gives the setup dialog's
Option list, the defaults, the checks with reasons in both languages, and the conversion between a
record's dict and the typed frozen value. Every game declares its options this way, and they
round-trip through a record unchanged."""

import json
from dataclasses import FrozenInstanceError, dataclass
from pathlib import Path

import pytest

from compendium.core import registry
from compendium.core.options import Option, Options, OptionsError, option
from compendium.core.record import Record, replay
from compendium.core.rules import IllegalAction, Rules
from compendium.core.text import Text

FIXTURES = Path(__file__).parent / "fixtures" / "records"
GAMES = sorted(registry.playable_ids())


# --- a small declaration -------------------------------------------------------------------------


@dataclass(frozen=True)
class Sample(Options):
    target: int = option(200, Text("Points to win", "Очки для победы"), minimum=10, maximum=1000)
    fast: bool = option(False, Text("Fast play", "Быстрая игра"),
                        help=Text("Fewer throws.", "Меньше бросков."))
    mode: str = option("a", Text("Mode", "Режим"), choices=(("a", Text("A", "А")), ("b", Text("B", "Б"))))
    n_dice: int = option(1, Text("Dice", "Кости"), key="dice",
                         choices=((1, Text("one", "одна")), (2, Text("two", "две"))))

    def refuse(self) -> None:
        if self.fast and self.target > 500:
            raise OptionsError(Text("Fast play goes to 500 at most.", "Быстрая игра — не больше 500."))


@dataclass(frozen=True, kw_only=True)
class SampleState(Sample):
    scores: tuple[int, ...]
    player: int = 0


def test_declared_gives_the_option_list_in_order():
    opts = Sample.declared()
    assert [o.key for o in opts] == ["target", "fast", "mode", "dice"]
    assert opts[0] == Option("target", Text("Points to win", "Очки для победы"), "int", 200, minimum=10, maximum=1000)
    assert opts[1].kind == "bool" and opts[1].help == Text("Fewer throws.", "Меньше бросков.")
    assert opts[2].kind == "choice" and [c for c, _ in opts[2].choices] == ["a", "b"]
    assert opts[3].kind == "choice" and opts[3].default == 1
    assert Sample.defaults() == {"target": 200, "fast": False, "mode": "a", "dice": 1}


def test_from_dict_completes_the_defaults_and_gives_a_frozen_typed_value():
    o = Sample.from_dict({"target": 300, "dice": 2})
    assert isinstance(o, Sample)
    assert (o.target, o.fast, o.mode, o.n_dice) == (300, False, "a", 2)
    with pytest.raises(FrozenInstanceError):
        o.target = 5
    assert Sample.from_dict(None) == Sample() == Sample.from_dict({})
    assert Sample.from_dict(o) == o  # a typed value is accepted as well


def test_to_dict_is_the_record_form_and_round_trips():
    o = Sample.from_dict({"mode": "b", "fast": True})
    d = o.to_dict()
    assert d == {"target": 200, "fast": True, "mode": "b", "dice": 1}  # record keys, not field names
    assert json.loads(json.dumps(d)) == d
    assert Sample.from_dict(json.loads(json.dumps(d))) == o
    assert o.values() == {"target": 200, "fast": True, "mode": "b", "n_dice": 1}  # field names


def test_a_class_deriving_from_the_options_carries_them_without_repeating_them():
    o = Sample.from_dict({"target": 50})
    state = SampleState(**o.values(), scores=(0, 0))
    assert state.target == 50 and state.n_dice == 1 and state.player == 0
    assert [x.key for x in SampleState.declared()] == ["target", "fast", "mode", "dice"]  # no state fields
    assert state.to_dict() == o.to_dict()


def _refusal(given):
    with pytest.raises(OptionsError) as err:
        Sample.from_dict(given)
    exc = err.value
    assert isinstance(exc, ValueError)  # callers that catch ValueError keep working
    assert exc.text.en and exc.text.ru and exc.text.en != exc.text.ru
    assert str(exc) == exc.text.en
    return exc.text


@pytest.mark.parametrize("given, en, ru", [
    ({"target": "200"}, "whole number", "целым числом"),
    ({"target": 2.5}, "whole number", "целым числом"),
    ({"target": True}, "whole number", "целым числом"),
    ({"target": 5}, "from 10 to 1000", "от 10 до 1000"),
    ({"target": 2000}, "from 10 to 1000", "от 10 до 1000"),
    ({"fast": 1}, "true or false", "«да» или «нет»"),
    ({"fast": "yes"}, "true or false", "«да» или «нет»"),
    ({"mode": "c"}, "one of", "одним из"),
    ({"dice": 3}, "one of", "одним из"),
    ({"dice": True}, "one of", "одним из"),  # true is not 1
    ({"dice": "1"}, "one of", "одним из"),
])
def test_values_of_a_wrong_type_range_or_choice_are_refused_in_both_languages(given, en, ru):
    text = _refusal(given)
    assert en in text.en and ru in text.ru
    key = next(iter(given))
    label = next(o.label for o in Sample.declared() if o.key == key)
    assert label.en in text.en and label.ru in text.ru  # the option is named as the dialog shows it


def test_unknown_keys_are_refused():
    text = _refusal({"target": 100, "colour": "red", "speed": 2})
    assert "colour, speed" in text.en and "colour, speed" in text.ru
    _refusal({"n_dice": 2})  # the field's name is not a record key


def test_the_refuse_hook_turns_down_combinations():
    text = _refusal({"fast": True, "target": 600})
    assert text == Text("Fast play goes to 500 at most.", "Быстрая игра — не больше 500.")
    assert Sample.from_dict({"fast": True, "target": 500}).fast


def test_declarations_that_cannot_work_are_caught():
    @dataclass(frozen=True)
    class NoRange(Options):
        n: int = option(3, Text("n", "n"))

    @dataclass(frozen=True)
    class BadDefault(Options):
        m: str = option("z", Text("m", "m"), choices=(("a", Text("a", "a")),))

    @dataclass(frozen=True)
    class OutOfRange(Options):
        k: int = option(0, Text("k", "k"), minimum=1, maximum=3)

    @dataclass(frozen=True)
    class SameKey(Options):
        a: bool = option(False, Text("a", "a"), key="x")
        b: bool = option(False, Text("b", "b"), key="x")

    for cls in (NoRange, BadDefault, OutOfRange, SameKey):
        with pytest.raises(TypeError):
            cls.declared()


def test_option_check_says_why_in_both_languages():
    o = Option("target", Text("Target", "Цель"), "int", 200, minimum=10, maximum=1000)
    assert o.check(10) == 10
    with pytest.raises(OptionsError) as err:
        o.check(5)
    assert "«Target»" in err.value.text.en and "«Цель»" in err.value.text.ru


class SampleRules(Rules):
    Options = Sample


class LegacyRules(Rules):
    def options(self):
        return [Option("x", Text("X", "Икс"), "bool", False)]


def test_rules_read_the_declaration():
    r = SampleRules()
    assert r.options() == Sample.declared()
    assert r.resolve_options({"dice": 2}) == {"target": 200, "fast": False, "mode": "a", "dice": 2}
    assert r.typed_options({"dice": 2}).n_dice == 2
    with pytest.raises(OptionsError):
        r.resolve_options({"fast": True, "target": 900})
    assert Rules().options() == [] and Rules().resolve_options(None) == {}


def test_rules_listing_options_by_hand_still_resolve_them():
    r = LegacyRules()
    assert r.resolve_options({}) == {"x": False}
    with pytest.raises(OptionsError) as err:
        r.resolve_options({"y": 1})
    assert "y" in err.value.text.ru


# --- every game --------------------------------------------------------------------------------


def _away_from_default(opt: Option):
    """Values of ``opt`` other than its default."""
    if opt.kind == "bool":
        return [not opt.default]
    if opt.kind == "int":
        return [v for v in (opt.minimum, opt.maximum) if v != opt.default]
    return [c for c, _ in opt.choices if c != opt.default]


def _option_sets(rules):
    """The defaults, every preset, and each option moved away from its default (where the game can
    play that combination)."""
    sets = [{}] + [values for _, values in rules.presets()]
    for opt in rules.options():
        for value in _away_from_default(opt):
            sets.append({opt.key: value})
    return sets


def _players(rules, options) -> list[dict]:
    """Seats for the least number of players these options start a match with."""
    least, most = rules.player_range(options)
    for n in range(max(2, least, rules.info.players_min), (most or 12) + 1):
        try:
            rules.new_match(n, options)
        except (ValueError, IllegalAction):
            continue
        return [{"kind": "computer", "name": f"C{i}", "level": "simple"} for i in range(n)]
    raise AssertionError(f"no number of players starts a match with {options}")


@pytest.mark.parametrize("gid", GAMES)
def test_game_declares_its_options_once(gid):
    rules = registry.load(gid).rules
    assert rules.Options is not None and issubclass(rules.Options, Options)
    assert rules.options() == rules.Options.declared()
    assert rules.resolve_options({}) == rules.Options.defaults()


@pytest.mark.parametrize("gid", GAMES)
def test_game_options_round_trip_through_a_record(gid):
    plugin = registry.load(gid)
    rules = plugin.rules
    tried = 0
    for given in _option_sets(rules) + [plugin.variants.get(gid) or {}]:
        try:
            options = rules.resolve_options(given)
        except OptionsError:
            continue  # a combination this game refuses (Categor)
        tried += 1
        typed = rules.typed_options(options)
        assert typed.to_dict() == options
        assert list(options) == [o.key for o in rules.options()]  # every key, in declared order
        rec = Record(game=gid, options=options, players=_players(rules, options), seed=1)
        back = Record.loads(rec.dumps())
        assert back.options == options  # same keys, same JSON values
        assert rules.resolve_options(back.options) == options
        assert rules.typed_options(back.options) == typed
        state, _, _ = replay(rules, back)  # the options start a match
        assert state is not None
    assert tried > len(rules.options())


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("*.json")), ids=lambda p: p.name)
def test_stored_records_keep_their_options_exactly(path):
    rec = Record.loads(path.read_text(encoding="utf-8"))
    rules = registry.load(rec.game).rules
    assert rules.resolve_options(rec.options) == rec.options
    assert rules.typed_options(rec.options).to_dict() == rec.options
