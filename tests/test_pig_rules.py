"""Pig's rules, with the book's worked example and the variants."""

import random

import pytest
from play_helpers import dice, finish_match, play, random_moves, replayed

from compendium.core.actions import Action
from compendium.core.match import Match
from compendium.core.record import Record, RecordError, replay
from compendium.core.rules import CHANCE, IllegalAction
from compendium.games.pig.rules import (
    ONE,
    ROLL,
    STOP,
    TWO,
    TWO_SAME,
    PigRules,
    gain_distribution,
)


@pytest.fixture
def rules():
    return PigRules()


def test_book_example_series_banked(rules):
    # Before the turn the player has 50; throws 3-2, 6-5, 6-6 make 28; stopping gives 78.
    s = rules.new_match(2)
    s = s.__class__(**{**s.__dict__, "scores": (50, 0)})
    s = play(rules, s, ROLL, dice(3, 2), ROLL, dice(6, 5), ROLL, dice(6, 6))
    assert s.series == 28
    banked = rules.apply(s, STOP)
    assert banked.scores == (78, 0)
    assert banked.player == 1


def test_book_example_chirik_on_fourth_throw(rules):
    s = rules.new_match(2)
    s = s.__class__(**{**s.__dict__, "scores": (50, 0)})
    s = play(rules, s, ROLL, dice(3, 2), ROLL, dice(6, 5), ROLL, dice(6, 6), ROLL, dice(1, 4))
    assert s.scores == (50, 0)
    assert s.burned == (28, 0)  # the book suggests writing the burned points down
    assert s.player == 1 and s.series == 0


def test_white_one_is_not_chirik(rules):
    s = play(rules, rules.new_match(2), ROLL, dice(4, 1))
    assert s.series == 5 and s.player == 0


def test_same_colour_variant_double_is_chirik():
    r = PigRules()
    s = r.new_match(2, {"dice": TWO_SAME})
    s = play(r, s, ROLL, dice(1, 4))
    assert s.series == 5
    s = play(r, s, ROLL, dice(3, 3))
    assert s.series == 0 and s.player == 1 and s.burned == (5, 0)


def test_one_die_classic():
    r = PigRules()
    s = r.new_match(2, {"dice": ONE, "target": 100})
    s = play(r, s, ROLL, dice(6), ROLL, dice(5))
    assert s.series == 11
    with pytest.raises(IllegalAction):
        r.apply(play(r, s, ROLL), dice(3, 4))
    s = play(r, s, ROLL, dice(1))
    assert s.series == 0 and s.player == 1


def test_reaching_target_wins_at_once(rules):
    s = rules.new_match(3, {"target": 20})
    s = play(rules, s, ROLL, dice(6, 6), ROLL, dice(5, 4))
    assert s.winner == 0
    assert rules.to_move(s) is None
    res = rules.result(s)
    assert res.winners == (0,) and res.scores[0] == 21


def test_overtaking_rule():
    r = PigRules()
    s = r.new_match(3, {"overtaking": True})
    s = s.__class__(**{**s.__dict__, "scores": (30, 35, 60), "player": 0})
    s = play(r, s, ROLL, dice(3, 3))
    assert "overtaken: {seat:1} loses 10" in r.describe(s, STOP).en
    s = play(r, s, STOP)  # 30 -> 36 passes 35; 60 untouched
    assert s.scores == (36, 25, 60)
    s = s.__class__(**{**s.__dict__, "scores": (8, 8, 60), "player": 1})
    s = play(r, s, ROLL, dice(2, 2), ROLL, dice(6, 6), ROLL, dice(6, 6), ROLL, dice(6, 6), ROLL, dice(6, 6), STOP)
    # 8 -> 60: catches up with the leader exactly (60 -> 50) and overtakes the tied seat 0 (8 -> 0, never below 0)
    assert s.scores == (0, 60, 50)
    assert r.rules_version == 1


def test_overtaking_off_by_default(rules):
    s = rules.new_match(2)
    s = s.__class__(**{**s.__dict__, "scores": (30, 35)})
    s = play(rules, s, ROLL, dice(3, 3), STOP)
    assert s.scores == (36, 35)


def test_illegal_actions_have_clear_messages(rules):
    s = rules.new_match(2)
    with pytest.raises(IllegalAction) as e:
        rules.apply(s, STOP)
    assert "Throw at least once" in e.value.text.en and e.value.text.ru
    s = rules.apply(s, ROLL)
    with pytest.raises(IllegalAction) as e:
        rules.apply(s, dice(7, 1))
    assert "7 is impossible" in e.value.text.en
    with pytest.raises(IllegalAction):
        rules.apply(s, dice(0, 3))
    with pytest.raises(IllegalAction):
        rules.apply(s, dice(3))
    with pytest.raises(IllegalAction):
        rules.apply(s, ROLL)
    with pytest.raises(IllegalAction):
        rules.apply(rules.new_match(2), Action("jump"))


def test_legal_actions_and_chance(rules):
    s = rules.new_match(2)
    assert rules.legal_actions(s, 0) == [ROLL]
    assert rules.legal_actions(s, 1) == []
    s = rules.apply(s, ROLL)
    assert rules.to_move(s) == CHANCE
    outcomes = rules.chance_outcomes(s)
    assert len(outcomes) == 36 and abs(sum(p for _, p in outcomes) - 1) < 1e-12
    s = rules.apply(s, dice(2, 2))
    assert rules.legal_actions(s, 0) == [ROLL, STOP]


def test_gain_distribution():
    bust, gains = gain_distribution(TWO)
    assert bust == pytest.approx(1 / 6)
    assert sum(gains.values()) == pytest.approx(5 / 6)
    assert min(gains) == 3 and max(gains) == 12
    bust, gains = gain_distribution(ONE)
    assert bust == pytest.approx(1 / 6) and sorted(gains) == [2, 3, 4, 5, 6]


def test_typed_dice(rules):
    s = rules.apply(rules.new_match(2), ROLL)
    assert rules.chance_from_text(s, "3 5") == dice(3, 5)
    assert rules.chance_from_text(s, "3-5") == dice(3, 5)
    with pytest.raises(IllegalAction):
        rules.chance_from_text(s, "three five")


@pytest.mark.parametrize("mode", [TWO, TWO_SAME, ONE])
def test_random_matches_end_and_replay(mode):
    """Random legal play always ends, and the record replays to the same state."""
    r = PigRules()
    rng = random.Random(7)
    for n in (1, 2, 4):
        m = Match.new(r, "pig", [{"kind": "person", "name": f"P{i}"} for i in range(n)],
                      {"dice": mode, "target": 60}, seed=rng.randrange(1000))
        finish_match(m, random_moves(r, rng), limit=5000)
        assert m.over
        state = replayed(r, m)
        assert state == m.state
        assert max(state.scores) >= 60


def test_record_errors_name_the_action(rules):
    rec = Record("pig", {}, [{"name": "A"}, {"name": "B"}], [ROLL, dice(3, 4), STOP, STOP])
    with pytest.raises(RecordError) as e:
        replay(rules, rec)
    assert e.value.action_number == 4
    rec = Record("pig", {}, [{"name": "A"}], [ROLL, dice(9, 4)])
    with pytest.raises(RecordError) as e:
        replay(rules, rec)
    assert e.value.action_number == 2 and "impossible" in str(e.value)
    with pytest.raises(RecordError):
        replay(rules, Record("pig", {"target": "lots"}, [{"name": "A"}], []))
