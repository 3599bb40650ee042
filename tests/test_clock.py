"""The match clock (issue 15): the Qt-free clock (compendium/core/clock.py), records of version 2
(the clock, each action's thinking time, a flag fall), the match keeping its clock (resume, undo,
flag fall), the controller running it only while a seat decides, the clock on the match screen and
the setup dialog's "Clock" choice.

No game of this branch offers a clock yet: a test-only subclass of open domino game 1's rules (a
two-player board game without chance) does, through a copy of its plugin. Real games are unchanged.
"""

from __future__ import annotations

import dataclasses
import json
import threading
import time

import pytest

from compendium.core import registry
from compendium.core.ai import Player
from compendium.core.clock import ClockError, ClockSpec, ClockState, shown
from compendium.core.loading import load_record, open_match
from compendium.core.match import Match
from compendium.core.record import Record, RecordError
from compendium.core.rules import DRAW, LOSS, WIN, IllegalAction, Result

GAME = "open-domino-01"
PEOPLE = [{"kind": "person", "name": "Anna"}, {"kind": "person", "name": "Boris"}]


@pytest.fixture(scope="module")
def clocked():
    """(plugin, rules) of game 1 with ``offers_clock`` set: a test-only copy."""
    plugin = registry.load(GAME)
    base = type(plugin.rules)

    class ClockedRules(base):
        offers_clock = True

    rules = ClockedRules(plugin.rules.info)
    return dataclasses.replace(plugin, make_rules=lambda: rules), rules


def moves(rules, state, seat):
    return [a for a in rules.legal_actions(state, seat) if a.verb == "move"]


def new_match(rules, clock="300+5", players=PEOPLE):
    return Match.new(rules, GAME, [dict(p) for p in players], clock=clock, seed=1)


def play(match, *ms_list):
    """Each seat in turn makes its first legal move, having thought the given ms."""
    for ms in ms_list:
        seat = match.to_move
        match.apply(moves(match.rules, match.state, seat)[0], ms=ms)


# --- the spec --------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,base,inc,extra", [
    ("300+5", 300, 5, 0), ("300d5", 300, 0, 5), ("300", 300, 0, 0), ("600+5d3", 600, 5, 3),
    ("1.5+0.5", 1.5, 0.5, 0), (" 900+10 ", 900, 10, 0), ("0d30", 0, 0, 30),
])
def test_clock_texts_parse_and_write_back(text, base, inc, extra):
    spec = ClockSpec.parse(text)
    assert (spec.base, spec.increment, spec.extra) == (base, inc, extra)
    assert ClockSpec.parse(spec.text) == spec
    assert spec.text == text.strip()


@pytest.mark.parametrize("text", ["none", "None", "", None])
def test_none_is_no_clock(text):
    assert ClockSpec.parse(text) is None


@pytest.mark.parametrize("text,words", [
    ("-300", "negative"), ("300+-5", "negative"), ("300d-1", "negative"),
    ("abc", "not a clock"), ("5 min", "not a clock"), ("300+", "not a clock"), ("1e3", "not a clock"),
    ("99999999", "too long"), ("300+99999", "too long"), ("300d4000", "too long"), ("0", "needs some time"),
    ("9" * 100, "too long"),
])
def test_bad_clock_texts_are_refused_in_both_languages(text, words):
    with pytest.raises(ClockError) as err:
        ClockSpec.parse(text)
    assert words in err.value.text.en
    assert err.value.text.ru and err.value.text.ru != err.value.text.en
    assert isinstance(err.value, ValueError)


@pytest.mark.parametrize("args", [(-1,), (300, -5), (300, 0, -2), (float("nan"),), (float("inf"),), ("300",), (True,)])
def test_bad_clock_values_are_refused(args):
    with pytest.raises(ClockError):
        ClockSpec(*args)
    with pytest.raises(ClockError):
        ClockSpec.parse(12)


def test_spend_with_an_increment_adds_it_after_the_move():
    clock = ClockSpec(300, 5).start(2)
    clock = clock.spend(0, 12.5)
    assert clock.left == (292.5, 300)
    clock = clock.spend(1, 0)
    assert clock.left == (292.5, 305)
    assert not clock.flagged(0) and not clock.flagged(1)


def test_extra_time_is_spent_first_and_what_is_left_of_it_is_not_kept():
    clock = ClockSpec(300, 0, 5).start(2)
    after = clock.spend(0, 3)  # within the extra time: the main time does not move
    assert after.left == (300, 300)
    after = after.spend(0, 1)  # the 2 s unused before are not kept: still no change
    assert after.left == (300, 300)
    after = after.spend(0, 8)  # 5 s extra, then 3 s of the main time
    assert after.left == (297, 300)
    assert clock.available(0) == 305
    assert clock.main_after(0, 4) == 300 and clock.main_after(0, 7) == 298


def test_extra_time_and_increment_together():
    clock = ClockSpec(60, 2, 3).start(2).spend(1, 10)
    assert clock.left == (60, 60 - 7 + 2)


def test_the_flag_falls_when_the_main_time_is_spent():
    clock = ClockSpec(10, 5).start(2)
    fallen = clock.spend(0, 10)
    assert fallen.flagged(0) and fallen.left[0] == 0  # no increment after a fallen flag
    assert not fallen.flagged(1)
    assert clock.spend(0, 9.9).left[0] == pytest.approx(5.1)
    assert clock.fall(1).flagged(1)
    assert ClockState.replayed(ClockSpec(300, 5), 2, [(0, 10), (1, 20)]).left == (295, 285)


def test_times_are_shown_as_a_clock_shows_them():
    assert shown(300) == "5:00" and shown(299.99) == "4:59" and shown(3725) == "1:02:05"
    assert shown(9.46) == "0:09.4" and shown(0) == "0:00.0" and shown(-3) == "0:00.0"
    assert shown(10.5) == "0:10"


# --- the rules' defaults ----------------------------------------------------------------------------
def test_no_real_game_offers_a_clock_yet_and_the_default_flag_result(clocked):
    plugin = registry.load(GAME)
    assert plugin.rules.offers_clock is False
    _, rules = clocked
    state = rules.new_match(2, rules.resolve_options({}))
    res = rules.flag_result(state, 1)
    assert isinstance(res, Result)
    assert res.outcomes == (WIN, LOSS) and res.points == (1.0, 0.0)
    assert rules.flag_result(state, 0).outcomes == (LOSS, WIN)


# --- records ----------------------------------------------------------------------------------------
def test_a_record_without_a_clock_is_written_as_version_1(clocked):
    _, rules = clocked
    match = new_match(rules, clock=None)
    play(match, 100, 200)  # times are not kept without a clock
    data = json.loads(match.record.dumps())
    assert data["version"] == 1 and "clock" not in data
    assert all(isinstance(a, str) for a in data["actions"])


def test_version_2_round_trip_keeps_the_clock_and_the_times(clocked):
    plugin, rules = clocked
    match = new_match(rules, "300+5")
    play(match, 4000, 1500, 2250)
    data = json.loads(match.record.dumps())
    assert data["version"] == 2 and data["clock"] == "300+5"
    assert data["actions"][0] == {"action": match.record.actions[0].notation, "ms": 4000}
    again = open_match(load_record(match.record.dumps()), plugin)
    assert again.record.times == [4000, 1500, 2250]
    assert again.clock == match.clock
    assert again.clock.left == (300 - 4 + 5 + (-2.25 + 5), 300 - 1.5 + 5)
    assert again.record.dumps() == match.record.dumps()


def test_version_1_records_keep_loading(clocked):
    plugin, _ = clocked
    text = json.dumps({"format": "compendium-record", "version": 1, "game": GAME, "options": {},
                       "players": PEOPLE, "actions": ["move e2 e3", "move d7 d6"]})
    match = open_match(load_record(text), plugin)
    assert match.clock is None and len(match.record.actions) == 2
    assert json.loads(match.record.dumps())["version"] == 1


def _v2(**changes):
    data = {"format": "compendium-record", "version": 2, "game": GAME, "options": {}, "players": PEOPLE,
            "clock": "300+5", "actions": [{"action": "move e2 e3", "ms": 1000}, "move d7 d6"]}
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize("changes,words", [
    ({"clock": 300}, "'clock' must be a text"),
    ({"clock": "-300"}, "bad clock"),
    ({"clock": "fast"}, "bad clock"),
    ({"clock": "300+99999"}, "bad clock"),
    ({"version": 1}, "version 2"),
    ({"actions": [{"action": "move e2 e3", "ms": -5}]}, "'ms'"),
    ({"actions": [{"action": "move e2 e3", "ms": 1.5}]}, "'ms'"),
    ({"actions": [{"action": "move e2 e3", "ms": "1000"}]}, "'ms'"),
    ({"actions": [{"action": "move e2 e3", "ms": True}]}, "'ms'"),
    ({"actions": [{"action": "move e2 e3"}]}, "'ms'"),
    ({"actions": [{"action": "move e2 e3", "ms": 10**12}]}, "'ms'"),
    ({"actions": [{"action": "move e2 e3", "ms": 5, "who": 1}]}, "unknown field"),
    ({"actions": [{"action": 7, "ms": 5}]}, "not an action"),
    ({"actions": [{"action": None, "ms": 5}]}, "not an action"),
    ({"actions": [{"flag": 0}, "move e2 e3"]}, "nothing may follow"),
    ({"actions": ["move e2 e3", {"flag": 2}]}, "not in the match"),
    ({"actions": ["move e2 e3", {"flag": "0"}]}, "not in the match"),
    ({"actions": ["move e2 e3", {"flag": 0, "ms": 3}]}, "flag fall is written"),
    ({"clock": None, "actions": [{"action": "move e2 e3", "ms": 5}]}, "no clock"),
    ({"clock": None, "actions": ["move e2 e3", {"flag": 1}]}, "no clock"),
    ({"actions": [{"thinking": 0, "ms": 5}, "move e2 e3"]}, "nothing may follow"),
    ({"actions": ["move e2 e3", {"thinking": 1, "ms": -1}]}, "'ms'"),
    ({"actions": ["move e2 e3", {"thinking": 1}]}, "is written"),
    ({"actions": ["move e2 e3", {"thinking": 5, "ms": 1}]}, "not in the match"),
    ({"actions": ["move e2 e3", {"thinking": 1, "ms": 1, "x": 2}]}, "is written"),
    ({"actions": ["move e2 e3", {"flag": 1}, {"thinking": 1, "ms": 1}]}, "nothing may follow"),
    ({"clock": None, "actions": ["move e2 e3", {"thinking": 1, "ms": 5}]}, "no clock"),
])
def test_damaged_version_2_fields_are_a_clear_record_error(changes, words, clocked):
    plugin, _ = clocked
    with pytest.raises(RecordError) as err:
        open_match(load_record(_v2(**changes)), plugin)
    assert words in err.value.text.en, err.value.text.en
    assert err.value.text.ru


@pytest.mark.parametrize("changes,words", [
    ({"actions": [{"action": "move e2 e3", "ms": 306_000}]}, "longer than the time"),  # 300 s and no extra
    ({"actions": ["move e2 e3", {"flag": 0}]}, "not deciding"),  # seat 1 is to move
    ({"actions": ["move e2 e3", "resign", {"flag": 0}]}, "not deciding"),  # the match was over
    ({"actions": ["move e2 e3", {"thinking": 0, "ms": 5}]}, "not deciding"),
    ({"actions": ["move e2 e3", {"thinking": 1, "ms": 300_000}]}, "longer than the time"),
])
def test_a_record_whose_clock_does_not_add_up_is_refused(changes, words, clocked):
    plugin, _ = clocked
    with pytest.raises(RecordError) as err:
        open_match(load_record(_v2(**changes)), plugin)
    assert words in err.value.text.en


def test_a_clock_in_a_game_without_one_is_refused():
    with pytest.raises(RecordError) as err:
        open_match(load_record(_v2()))  # the real game 1 offers no clock
    assert "not played with a clock" in err.value.text.en


def test_the_fixtures_of_version_1_keep_their_version():
    from pathlib import Path

    for path in (Path(__file__).parent / "fixtures" / "records").glob("*.json"):
        record = Record.loads(path.read_text(encoding="utf-8"))
        assert record.clock is None and record.flag is None and record.times == []
        assert record.version == 1


# --- the match --------------------------------------------------------------------------------------
def test_a_resumed_match_keeps_its_clock(clocked):
    plugin, rules = clocked
    match = new_match(rules, "180d3")
    play(match, 5000, 2000, 10_500, 700)
    assert match.clock.left == (180 - 2 - 7.5, 180)
    resumed = open_match(load_record(match.record.dumps()), plugin)
    assert resumed.clock == match.clock and resumed.time_left(0) == match.time_left(0)
    assert resumed.time_left(0, 4000) == pytest.approx(180 - 9.5 - 1)


def test_the_time_thought_before_the_match_was_left_is_kept(clocked):
    plugin, rules = clocked
    match = new_match(rules, "300")
    play(match, 2000)
    match.leave_thinking(1, 7250)
    data = json.loads(match.record.dumps())
    assert data["actions"][-1] == {"thinking": 1, "ms": 7250}
    resumed = open_match(load_record(match.record.dumps()), plugin)
    assert resumed.thinking() == (1, 7250) and len(resumed.record.actions) == 1
    play(resumed, 9000)  # the decision is made: its whole time is the action's
    assert resumed.thinking() is None and resumed.record.times == [2000, 9000]
    match.leave_thinking(1, 0)
    assert match.thinking() is None
    match.leave_thinking(1, 10**9)  # never beyond the time left
    assert match.thinking()[1] < 300_000


def test_the_clock_after_each_action(clocked):
    _, rules = clocked
    match = new_match(rules, "60+1")
    assert match.clocks() == []
    play(match, 2000, 3000, 4000)
    assert [c.left for c in match.clocks()] == [(59, 60), (59, 58), (56, 58)]
    assert match.clocks()[-1] == match.clock
    assert new_match(rules, None).clocks() == []


def test_undo_restores_the_clock_as_it_was(clocked):
    _, rules = clocked
    match = new_match(rules, "300+5")
    play(match, 4000, 6000)
    before = match.clock
    play(match, 20_000)
    assert match.clock != before
    assert match.undo()
    assert match.clock == before and match.record.times == [4000, 6000]
    play(match, 1000)
    assert match.record.times == [4000, 6000, 1000]


def test_a_move_after_the_time_ran_out_is_refused(clocked):
    _, rules = clocked
    match = new_match(rules, "10d2")
    move = moves(rules, match.state, 0)[0]
    with pytest.raises(IllegalAction):
        match.apply(move, ms=12_000)  # all of it: the flag fell as the time ran out
    assert not match.record.actions
    match.apply(move, ms=11_999)
    assert match.clock.left[0] == pytest.approx(0.001)


def test_a_flag_fall_ends_the_match_with_the_flag_result_and_replays(clocked):
    plugin, rules = clocked
    match = new_match(rules, "60+1")
    play(match, 3000, 4000, 5000)
    assert match.to_move == 1
    match.flag(1)
    assert match.over and match.to_move is None and match.flagged == 1
    assert match.result.outcomes == (WIN, LOSS)
    assert not match.can_undo()
    with pytest.raises(IllegalAction):
        match.apply(moves(rules, match.state, 1)[0], ms=1)
    with pytest.raises(IllegalAction):
        match.flag(0)
    data = json.loads(match.record.dumps())
    assert data["actions"][-1] == {"flag": 1}
    again = open_match(load_record(match.record.dumps()), plugin)
    assert again.over and again.flagged == 1 and again.result == match.result
    assert again.clock.flagged(1)


def test_a_game_may_give_another_result_for_a_flag_fall(clocked):
    plugin, rules = clocked

    class Drawn(type(rules)):
        def flag_result(self, state, seat):
            return Result((0.5, 0.5), (1, 1))

    drawn = Drawn(rules.info)
    match = Match.new(drawn, GAME, [dict(p) for p in PEOPLE], clock="60")
    match.flag(0)
    assert match.result.outcomes == (DRAW, DRAW)


def test_the_command_line_replays_a_flag_fall(clocked, tmp_path, monkeypatch, capsys):
    plugin, rules = clocked
    match = new_match(rules, "60")
    play(match, 1000)
    match.flag(1)
    path = tmp_path / "flag.json"
    path.write_text(match.record.dumps(), encoding="utf-8")
    from compendium import cli

    monkeypatch.setattr(registry, "load", lambda game_id: plugin)
    assert cli.main(["replay", "--json", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["over"] is True
    assert [s["outcome"] for s in out["standings"]] == [WIN, LOSS]


# --- the controller ---------------------------------------------------------------------------------
def _controller(plugin, match, db=None, **kw):
    from compendium.ui.controller import MatchController

    kw.setdefault("computer_delay_ms", 0)
    kw.setdefault("animation_ms", 0)
    return MatchController(plugin, match, db, **kw)


def test_the_clock_runs_only_while_a_person_decides(qtbot, clocked):
    from compendium.ui.controller import PERSON

    plugin, rules = clocked
    match = new_match(rules, "300")
    c = _controller(plugin, match)
    ticks = []
    c.clock_ticked.connect(lambda: ticks.append(1))
    c.start()
    assert c.phase == PERSON and c.clock_seat == 0 and c.has_clock
    qtbot.wait(250)
    assert ticks  # the one timer looks at the clock a few times a second
    left = c.clock_left(0)
    assert 290 < left < 299.9
    assert c.clock_left(1) == 300
    c.person_action(moves(rules, match.state, 0)[0])
    assert 150 <= match.record.times[0] <= 10_000
    assert c.clock_seat == 1 and c.clock_left(0) == match.clock.left[0]
    c.stop()  # leaving the match stops the clock
    assert c.clock_seat is None
    stopped = c.clock_left(1)
    qtbot.wait(150)
    assert c.clock_left(1) == stopped


def test_the_clock_is_paused_under_the_hand_over_cover(qtbot, clocked):
    from compendium.ui.controller import HANDOVER, PERSON

    plugin, rules = clocked

    class Private(type(rules)):
        def is_private(self, state):
            return True

    private = Private(rules.info)
    plugin = dataclasses.replace(plugin, make_rules=lambda: private)
    match = Match.new(private, GAME, [dict(p) for p in PEOPLE], clock="300")
    c = _controller(plugin, match)
    c.start()
    assert c.phase == HANDOVER and c.clock_seat is None
    qtbot.wait(200)
    assert c.clock_left(0) == 300  # nothing spent under the cover
    c.handover_done()
    assert c.phase == PERSON and c.clock_seat == 0
    qtbot.wait(120)
    c.person_action(moves(private, match.state, 0)[0])
    assert c.phase == HANDOVER and c.clock_seat is None
    spent = match.record.times[0]
    assert 100 <= spent < 10_000
    qtbot.wait(150)
    assert c.clock_left(1) == 300
    c.stop()


def test_a_resumed_match_goes_on_with_its_times(qtbot, clocked):
    plugin, rules = clocked
    from compendium.storage.db import Database

    db = Database()
    try:
        match = new_match(rules, "120+2")
        c = _controller(plugin, match, db)
        c.start()
        qtbot.wait(120)
        c.person_action(moves(rules, match.state, 0)[0])
        qtbot.wait(60)
        c.person_action(moves(rules, match.state, 1)[0])
        c.stop()
        saved = db.match(c.match_id).record
        resumed = open_match(load_record(saved), plugin)
        assert resumed.record.times == match.record.times and len(match.record.times) == 2
        assert resumed.clock == match.clock
        c2 = _controller(plugin, resumed, db, match_id=c.match_id)
        c2.start()
        assert c2.clock_seat == 0 and c2.clock_left(0) <= match.clock.left[0]
        qtbot.wait(150)
        c2.stop()  # left while Anna decides: the time she thought is kept
        saved = json.loads(db.match(c.match_id).record)
        assert saved["actions"][-1]["thinking"] == 0 and saved["actions"][-1]["ms"] >= 100
        again = open_match(load_record(db.match(c.match_id).record), plugin)
        c3 = _controller(plugin, again, db, match_id=c.match_id)
        c3.start()
        assert c3.clock_left(0) <= match.clock.left[0] - 0.1
        c3.person_action(moves(rules, again.state, 0)[0])
        assert again.record.times[-1] >= 100
        c3.stop()
        stored = json.loads(db.match(c.match_id).record)["actions"]
        assert len(stored) == 3 and all("thinking" not in a for a in stored if isinstance(a, dict))
        assert open_match(load_record(db.match(c.match_id).record), plugin).record.times == again.record.times
    finally:
        db.close()


def test_undo_in_the_controller_restores_the_clock(qtbot, clocked):
    plugin, rules = clocked
    match = new_match(rules, "300")
    c = _controller(plugin, match)
    c.start()
    c.person_action(moves(rules, match.state, 0)[0])
    before = match.clock
    qtbot.wait(100)
    c.person_action(moves(rules, match.state, 1)[0])
    assert match.clock != before
    assert c.undo()
    assert match.clock == before and c.clock_seat == 1
    c.stop()


def test_the_flag_falls_by_the_timer_and_ends_the_match(qtbot, clocked):
    from compendium.storage.db import Database
    from compendium.ui.controller import OVER

    plugin, rules = clocked
    db = Database()
    try:
        match = new_match(rules, "0.3")
        c = _controller(plugin, match, db)
        messages = []
        c.message.connect(messages.append)
        c.start()
        qtbot.waitUntil(lambda: c.phase == OVER, timeout=3000)
        assert match.flagged == 0 and match.result.outcomes == (LOSS, WIN)
        assert "flag" in messages[-1].en
        assert c.snapshot().over and c.snapshot().result.outcomes == (LOSS, WIN)
        stored = db.match(c.match_id)
        assert json.loads(stored.record)["actions"][-1] == {"flag": 0}
        rows = db.results(GAME)
        assert sorted((r["seat"], r["outcome"]) for r in rows) == [(0, LOSS), (1, WIN)]
    finally:
        db.close()


def test_a_late_person_move_is_a_flag_fall(qtbot, clocked):
    from compendium.ui.controller import OVER

    plugin, rules = clocked
    match = new_match(rules, "0.2")
    c = _controller(plugin, match)
    c.start()
    c._clock_timer.stop()  # the timer is late (a busy computer): the move itself finds the flag down
    time.sleep(0.25)
    assert not c.person_action(moves(rules, match.state, 0)[0])
    assert c.phase == OVER and match.flagged == 0 and not match.record.actions


class Watcher(Player):
    """A computer that notes its budget and answers the first move."""

    def __init__(self):
        self.budgets = []
        self.thought = threading.Event()

    def choose(self, rules, view, seat, rng):
        return moves(rules, view, seat)[0]

    def think(self, rules, view, seat, rng, budget):
        self.budgets.append((budget, time.monotonic()))
        self.thought.set()
        time.sleep(0.05)
        return moves(rules, view, seat)[0]


def test_a_computer_never_gets_more_time_than_its_clock_has(qtbot, clocked):
    plugin, rules = clocked
    watcher = Watcher()
    plugin = dataclasses.replace(plugin, make_ai=lambda level, r: watcher)
    players = [{"kind": "computer", "level": "easy", "name": "C"}, {"kind": "person", "name": "A"}]
    match = Match.new(rules, GAME, players, clock="20d1", seed=2)
    c = _controller(plugin, match, computer_seconds=30.0, computer_delay_ms=1500)
    c.start()
    qtbot.waitUntil(lambda: len(match.record.actions) == 1, timeout=10_000)
    budget, at = watcher.budgets[0]
    assert budget.deadline - at <= 1 + 20 / 20 + 0.01  # the extra time and a twentieth of the main time
    # the pause before the computer's move is shown is not its time
    assert match.record.times[0] < 1500
    assert match.clock.left[0] == 20
    c.stop()


# --- the screen --------------------------------------------------------------------------------------
def test_the_match_screen_shows_both_clocks(qtbot, clocked):
    from compendium.ui.match_screen import MatchScreen

    plugin, rules = clocked
    match = new_match(rules, "12d2")
    c = _controller(plugin, match)
    screen = MatchScreen()
    qtbot.addWidget(screen)
    screen.attach(c)
    screen.show()
    c.start()
    panel = screen.clock_panel
    assert panel.isVisible()
    assert panel.is_marked(0) and not panel.is_marked(1)
    assert panel.time_text(1) == "0:12" and not panel.is_red(1)
    assert panel.time_text(0).startswith("0:12  +")
    qtbot.waitUntil(lambda: panel.is_red(0), timeout=15_000)  # under 10 s left: red
    assert not panel.is_red(1)
    c.person_action(moves(rules, match.state, 0)[0])
    assert panel.is_marked(1) and not panel.is_marked(0)
    screen.detach()
    assert not panel.isVisible()


def test_the_match_screen_shows_no_clock_without_one(qtbot):
    from compendium.ui.match_screen import MatchScreen

    plugin = registry.load(GAME)
    match = Match.new(plugin.rules, GAME, [dict(p) for p in PEOPLE])
    c = _controller(plugin, match)
    screen = MatchScreen()
    qtbot.addWidget(screen)
    screen.attach(c)
    screen.show()
    c.start()
    assert not screen.clock_panel.isVisible() and not c.has_clock and c.clock_seat is None
    screen.detach()


def test_the_clock_widget_changes_only_what_changed(qtbot):
    from compendium.ui.widgets.clock import ClockPanel

    panel = ClockPanel()
    qtbot.addWidget(panel)
    panel.set_names(["Anna", "Boris"])
    panel.show_times([300, 9.5], running=0)
    assert panel.time_text(0) == "5:00" and panel.time_text(1) == "0:09.5"
    assert panel.is_marked(0) and panel.is_red(1) and not panel.is_red(0)
    sheet = panel._times[0].styleSheet()
    panel.show_times([299.5, 9.5], running=0)
    assert panel._times[0].styleSheet() is not None and panel._times[0].styleSheet() == sheet
    panel.set_names(["Anna", "Boris", "Vera"])
    panel.show_times([1, 2, 3])
    assert not any(panel.is_marked(i) for i in range(3))
    panel.set_names(["Anna"])
    assert len(panel._times) == 1


# --- the setup dialog --------------------------------------------------------------------------------
def _dialog(qtbot, db, plugin):
    from compendium.catalog import load_catalog
    from compendium.ui.setup_dialog import SetupDialog

    dlg = SetupDialog(db, plugin, load_catalog().game(GAME))
    qtbot.addWidget(dlg)
    dlg.show()
    return dlg


def test_the_setup_dialog_offers_a_clock_only_where_the_game_does(qtbot, clocked):
    from compendium.storage.db import Database

    db = Database()
    try:
        plain = _dialog(qtbot, db, registry.load(GAME))
        assert not plain.clock_box.isVisible() and plain.clock() is None
        plugin, _ = clocked
        dlg = _dialog(qtbot, db, plugin)
        assert dlg.clock_box.isVisible()
        assert dlg.clock_choice.currentIndex() == 0 and dlg.clock() is None  # none by default
        texts = [dlg.clock_choice.itemData(i) for i in range(dlg.clock_choice.count())]
        assert texts == [None, "300", "600+5", "900+10", "1500+10", "300d3", "other"]
        dlg.clock_choice.setCurrentIndex(2)
        assert dlg.clock() == "600+5" and not dlg.clock_fields.isVisible()
        dlg.clock_choice.setCurrentIndex(6)  # Other…
        assert dlg.clock_fields.isVisible()
        dlg.clock_base.setValue(3)
        dlg.clock_increment.setValue(2)
        dlg.clock_extra.setValue(1)
        assert dlg.clock() == "180+2d1" and dlg.problem() == ""
        dlg.clock_base.setValue(0)
        dlg.clock_increment.setValue(0)
        dlg.clock_extra.setValue(0)
        assert "needs some time" in dlg.problem()
        dlg.set_clock("900+10")
        assert dlg.clock_choice.currentIndex() == 3
        dlg.set_clock("45+1")
        assert dlg.clock() == "45+1" and dlg.clock_fields.isVisible()
        dlg.set_clock(None)
        assert dlg.clock() is None
        plain.reject()
        dlg.reject()
    finally:
        db.close()


def test_the_clock_choice_is_in_russian_too(qtbot, clocked):
    from compendium.storage.db import Database
    from compendium.ui import i18n

    db = Database()
    try:
        i18n.set_language("ru")
        plugin, _ = clocked
        dlg = _dialog(qtbot, db, plugin)
        assert dlg.clock_box.title() == "Часы"
        assert dlg.clock_choice.itemText(0) == "Нет"
        dlg.reject()
    finally:
        i18n.set_language("en")
        db.close()


def test_the_running_clock_repaints_only_its_labels(qtbot, clocked):
    from PySide6.QtCore import QEvent, QObject

    from compendium.ui.match_screen import MatchScreen

    plugin, rules = clocked
    match = new_match(rules, "300")
    c = _controller(plugin, match)
    screen = MatchScreen()
    qtbot.addWidget(screen)
    screen.resize(1200, 700)
    screen.attach(c)
    screen.show()
    c.start()
    qtbot.wait(300)  # the first layout and paints are done

    class Painted(QObject):
        def __init__(self):
            super().__init__()
            self.seen = []

        def eventFilter(self, obj, event):
            if event.type() in (QEvent.Type.Paint, QEvent.Type.LayoutRequest):
                self.seen.append(obj)
            return False

    spy = Painted()
    others = [screen.view, screen.standings.viewport(), screen.log.viewport(), screen.title, screen.turn_label]
    for w in others + screen.clock_panel._times:
        w.installEventFilter(spy)
    ticks = []
    c.clock_ticked.connect(lambda: ticks.append(1))
    qtbot.waitUntil(lambda: screen.clock_panel.time_text(0) == "4:58", timeout=5000)
    qtbot.waitUntil(lambda: any(w is screen.clock_panel._times[0] for w in spy.seen), timeout=2000)
    assert len(ticks) >= 5
    assert not [w for w in spy.seen if any(w is o for o in others)]
    c.stop()
    screen.detach()


def test_a_match_set_up_with_a_clock_and_played_again_keeps_it(qtbot, open_window, clocked, monkeypatch):
    from compendium.ui.controller import OVER

    plugin, _ = clocked
    real = registry.load
    monkeypatch.setattr(registry, "load", lambda gid: plugin if gid == GAME else real(gid))
    window = open_window()
    window.play(GAME, dialog_hook=lambda dlg: dlg.clock_choice.setCurrentIndex(2))
    c = window.match_screen.controller
    assert c.match.record.clock == "600+5" and c.has_clock
    assert window.match_screen.clock_panel.isVisible()
    c._flag_fall(c.clock_seat)
    assert c.phase == OVER
    window.match_screen.play_again()
    again = window.match_screen.controller
    assert again is not c and again.match.record.clock == "600+5" and not again.match.record.actions
    window.match_screen.detach()
