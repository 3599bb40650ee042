"""The Qt-free kernel: actions, records, undo, the registry."""

import json

import pytest

from compendium.core import registry
from compendium.core.actions import Action, NotationError
from compendium.core.match import Match
from compendium.core.record import Record, RecordError
from compendium.core.rules import CHANCE, Option, Result
from compendium.core.text import Text, plural_ru, points
from compendium.games.pig.rules import ROLL, STOP, PigRules


def test_action_notation_and_json_round_trip():
    a = Action.parse("dice 3 5")
    assert a == Action("dice", (3, 5))
    assert a.notation == "dice 3 5"
    assert Action.from_json(a.to_json()) == a
    assert Action.from_json("stop") == Action("stop")
    assert Action.parse("score yacht").args == ("yacht",)
    for bad in ("", "   "):
        with pytest.raises(NotationError):
            Action.parse(bad)
    with pytest.raises(NotationError):
        Action.from_json({"args": [1]})
    with pytest.raises(NotationError):
        Action("dice", (True,))


def test_result_ranks_share_ties():
    assert Result.ranked([10, 30, 30, 5]).ranks == (3, 1, 1, 4)
    assert Result.ranked([10, 30], higher_is_better=False).ranks == (1, 2)


def test_option_checks():
    o = Option("target", Text("t", "t"), "int", 200, minimum=10, maximum=1000)
    assert o.check(100) == 100
    for bad in (5, 2000, "200", True):
        with pytest.raises(ValueError):
            o.check(bad)


def test_russian_plurals():
    assert [plural_ru(n, "очко", "очка", "очков") for n in (1, 2, 5, 11, 21, 22, 25, 112)] == [
        "очко", "очка", "очков", "очков", "очко", "очка", "очков", "очков"]
    assert points(1).en == "1 point" and points(3).ru == "3 очка"


def people(n):
    return [{"kind": "person", "name": f"P{i}"} for i in range(n)]


def test_undo_never_rethrows_dice():
    r = PigRules()
    m = Match.new(r, "pig", people(2), seed=3)
    assert not m.can_undo()
    m.apply(ROLL)
    m.apply(Action("dice", (4, 5)))
    assert not m.can_undo()  # the throw came after the decision: no taking it back
    m.apply(STOP)
    assert m.can_undo()  # "Enough!" can be taken back while nobody has thrown since
    m.undo()
    assert m.state.player == 0 and m.state.series == 9 and m.state.scores == (0, 0)
    m.apply(STOP)
    m.apply(ROLL)  # the next person asks to throw...
    m.roll()  # ...and the dice fall: nothing before this can be undone any more
    assert not m.can_undo()
    assert m.undo() is False


def test_undo_in_table_dice_mode_takes_back_a_typing_slip():
    r = PigRules()
    m = Match.new(r, "pig", people(2), table_dice=True)
    m.apply(ROLL)
    m.apply(r.chance_from_text(m.state, "3 4"))
    assert m.can_undo()
    m.undo()
    assert m.to_move == CHANCE


def test_undo_skips_computer_moves_back_to_the_person():
    r = PigRules()
    players = [{"kind": "person", "name": "A"}, {"kind": "computer", "name": "C", "level": "kper"}]
    m = Match.new(r, "pig", players, seed=1)
    m.apply(ROLL)
    m.apply(Action("dice", (3, 3)))
    m.apply(STOP)  # the person banks; computer seat 1 to move
    m.apply(ROLL)  # the computer decides to throw (no dice yet)
    assert m.can_undo()
    m.undo()
    assert m.state.player == 0 and m.state.series == 6


def test_resumed_match_does_not_repeat_throws():
    r = PigRules()
    m = Match.new(r, "pig", people(2), seed=11)
    m.apply(ROLL)
    m.roll()
    again = Match(r, Record.loads(m.record.dumps()))
    assert again.state == m.state
    fresh = Match.new(r, "pig", people(2), seed=11)
    # the resumed generator is not the one that made the first throw again
    assert again.rng.random() != fresh.rng.random()


def test_record_format_checks():
    for bad in ("[]", "{}", '{"format": "compendium-record", "version": 99, "game": "pig", "players": [1]}',
                "not json", '{"format": "compendium-record", "version": 1, "game": "pig", "players": []}'):
        with pytest.raises(RecordError):
            Record.loads(bad)
    rec = Record.loads(json.dumps({"format": "compendium-record", "version": 1, "game": "pig",
                                   "players": ["Anna", "Boris"], "actions": ["roll", {"verb": "dice", "args": [3, 4]}]}))
    assert rec.actions == [ROLL, Action("dice", (3, 4))]
    assert rec.players[0]["name"] == "Anna"


def test_registry_finds_pig_without_importing_it_at_listing():
    assert "pig" in registry.playable_ids()
    plugin = registry.load("pig")
    assert plugin.id == "pig" and plugin.rules.info.id == "pig"
    assert "Pig" in plugin.rules_page("en") and "Свинья" in plugin.rules_page("ru")
    with pytest.raises(KeyError):
        registry.load("no-such-game")


def test_registry_cache_of_entry_points(data_dir, monkeypatch):
    """The entry points of plugins installed from outside are kept in the cache folder the
    application gives the kernel (core.config), and scanned again only when needed."""
    from compendium.core import config

    monkeypatch.setattr(config, "_cache_dir", None)
    config.configure(cache_dir=data_dir / "cache")
    (data_dir / "cache").mkdir(exist_ok=True)
    registry._external.cache_clear()
    scans = []
    outside = {"outside-game": "json:loads"}  # a plugin from outside (its module is there to find)
    monkeypatch.setattr(registry, "_scan", lambda: scans.append(1) or dict(outside))
    assert "outside-game" in registry._external()
    registry._external.cache_clear()
    assert "outside-game" in registry._external()
    assert len(scans) == 1  # the second start read the cache
    cache = data_dir / "cache" / "entry-points.json"
    cache.write_text("{damaged", encoding="utf-8")
    registry._external.cache_clear()
    assert "outside-game" in registry._external() and len(scans) == 2  # a damaged cache is scanned again
    monkeypatch.setattr(registry, "_fingerprint", lambda: [["changed", 1]])
    registry._external.cache_clear()
    registry._external()
    assert len(scans) == 3  # something was installed: scan again
    registry._external.cache_clear()
