"""Short nardy's master level through GNU Backgammon (compendium/games/nardy/gnubg_bridge.py, master.py).

The board and the steps convert both ways (gnubg counts each side from its own home, as we do);
the opening turns are the book's (3-1: 8/5 6/5, 6-1: 13/7 8/7), a checker on the bar enters, the
checkers are borne off (the package cuts its move tuples after a checker borne off: the bridge
decides those turns itself); every master turn over random positions is one of position.turns';
the cube: a won race is doubled and dropped, the start is neither doubled nor dropped, in money
play and in a match. Without the package (the import made to fail) the other levels are still
listed, the master level is left out with a note in both languages, and a master seat that is
asked anyway plays as the strong level. The tests that need the package are skipped without it."""

from __future__ import annotations

import random
import statistics
import sys
import time
from dataclasses import replace

import pytest

from compendium.core.actions import Action
from compendium.games.nardy import ai, gnubg_bridge, master
from compendium.games.nardy.position import LONG, SHORT, apply_steps, make, start, turns
from compendium.games.nardy.rules import NardyRules
import nardy_states as states

R = NardyRules()
needs_gnubg = pytest.mark.skipif(not gnubg_bridge.available(),
                                 reason="GNU Backgammon's package (gnubg) is not installed or does not load here")


def state_at(mine: dict, theirs: dict, dice=None, **options):
    return states.state_at(SHORT, mine, theirs, dice, **options)


def random_states(n: int, seed: int = 0, **options) -> list:
    return states.random_states(SHORT, n, seed, share=0.3, **options)


@pytest.fixture
def no_gnubg(monkeypatch):
    """The package's import fails (as where it is not installed); the bridge forgets what it knew."""
    monkeypatch.setitem(sys.modules, "gnubg", None)  # `import gnubg` raises ImportError
    monkeypatch.setattr(gnubg_bridge, "_gnubg", None)
    monkeypatch.setattr(gnubg_bridge, "_failed", None)
    yield
    # monkeypatch puts the module and the bridge's state back


def test_only_the_bridge_imports_gnubg():
    from pathlib import Path

    root = Path(gnubg_bridge.__file__).resolve().parents[3]
    importers = sorted(p.relative_to(root).as_posix() for p in (root / "compendium").rglob("*.py")
                       if any(line.strip().startswith(("import gnubg", "from gnubg"))
                              for line in p.read_text(encoding="utf-8").splitlines()))
    assert importers == ["compendium/games/nardy/gnubg_bridge.py"]


# --- conversions ----------------------------------------------------------------------------------
def test_steps_convert_both_ways():
    assert gnubg_bridge.steps_from_gnubg((8, 5, 6, 5)) == ((8, 5), (6, 5))
    assert gnubg_bridge.steps_from_gnubg((25, 22, 22, 16)) == ((25, 22), (22, 16))
    assert gnubg_bridge.steps_from_gnubg((6, 4, 1)) == ((6, 4), (1, 0))  # cut after a checker borne off
    assert gnubg_bridge.steps_from_gnubg(()) == ()
    assert gnubg_bridge.steps_to_gnubg(((25, 22), (6, 0))) == (25, 22, 6, 0)


def test_the_board_converts_both_ways():
    s = start(SHORT)
    board = gnubg_bridge.to_board(s)
    assert board[1][5] == 5 and board[1][7] == 3 and board[1][12] == 5 and board[1][23] == 2 and board[1][24] == 0
    assert gnubg_bridge.from_board(board) == s
    pos = make(SHORT, {25: 2, 6: 4, 1: 3}, {23: 1, 13: 5, 25: 1})
    board = gnubg_bridge.to_board(pos)
    assert board[1][24] == 2 and board[0][24] == 1 and board[0][22] == 1  # the bars, their 23
    back = gnubg_bridge.from_board(board)
    assert back == pos and back.mine[0] == 6 and back.theirs[0] == 8  # the borne-off are the rest
    with pytest.raises(ValueError):
        gnubg_bridge.to_board(start(LONG))


@needs_gnubg
def test_the_board_is_gnubgs_starting_position():
    g = gnubg_bridge._engine()  # called in the engine's thread, as the bridge calls it
    assert gnubg_bridge.to_board(start(SHORT)) == gnubg_bridge._in_engine(g.positionfromid, "4HPwATDgc/ABMA")
    # the side on roll is board[1]: a position that is won for us is won for gnubg's side on roll
    pos = make(SHORT, {1: 2}, {6: 5, 5: 5, 4: 5})
    assert gnubg_bridge.chances(pos)[0] > 0.99
    assert gnubg_bridge.chances(pos.swapped())[0] < 0.01


# --- turns ----------------------------------------------------------------------------------------
@needs_gnubg
@pytest.mark.parametrize("dice, steps", [((3, 1), ((8, 5), (6, 5))), ((6, 1), ((13, 7), (8, 7)))])
def test_the_opening_turns(dice, steps):
    assert gnubg_bridge.best_turn(start(SHORT), dice) == steps  # gammons counted (money play)
    assert gnubg_bridge.best_turn(start(SHORT), dice, gammons=False) == steps  # the single game
    s = replace(R.new_match(2, {"variant": SHORT}), pos=start(SHORT), turn=0, phase="move", dice=dice,
                first_seat=0)
    action = ai.make_player("master").next_move(R, s, 0, random.Random(0))
    assert apply_steps(s.pos, steps) == apply_steps(s.pos, _steps(action))


def _steps(action: Action):
    from compendium.games.nardy.position import parse_steps

    return parse_steps(" ".join(action.args).replace("*", ""))


@needs_gnubg
def test_a_checker_on_the_bar_enters():
    # the source's figure 4: their 6 point (our 19) is held, so with 6-4 the checker enters on our 21
    pos = make(SHORT, {25: 1, 13: 5, 8: 3, 6: 5, 24: 1}, {6: 5, 8: 3, 13: 5, 24: 2})
    steps = gnubg_bridge.best_turn(pos, (6, 4))
    assert steps[0] == (25, 21)
    assert apply_steps(pos, steps) in turns(pos, (6, 4))


@needs_gnubg
@pytest.mark.parametrize("gammons", [True, False])
def test_checkers_are_borne_off(gammons):
    # a close race: 6/off 2/off (two left, the next 6 or a double finishes) beats 6/off 6/4
    pos = make(SHORT, {6: 2, 2: 2}, {1: 2, 2: 2, 3: 1})
    steps = gnubg_bridge.best_turn(pos, (6, 2), gammons=gammons)
    after = apply_steps(pos, steps)
    assert after in turns(pos, (6, 2)) and after.mine[0] == pos.mine[0] + 2
    pos = make(SHORT, {5: 3, 3: 2}, {6: 3, 5: 3, 4: 3, 3: 3, 2: 3})
    steps = gnubg_bridge.best_turn(pos, (5, 5), gammons=gammons)
    assert apply_steps(pos, steps).mine[0] == 14  # four checkers off, one left
    # the last checkers off: the game is won
    pos = make(SHORT, {1: 2}, {6: 3, 5: 3, 4: 3, 3: 3, 2: 3})
    assert apply_steps(pos, gnubg_bridge.best_turn(pos, (2, 1))).mine[0] == 15


@needs_gnubg
@pytest.mark.parametrize("options", [{}, {"cube": True, "gammons": True}, {"cube": True, "match_to": 5}])
def test_master_turns_are_legal_over_random_positions(options):
    player = ai.make_player("master")
    checked = 0
    times = []
    for s in random_states(60, seed=len(options), **options):
        mover = R.to_move(s)
        legal = R.legal_actions(s, mover)
        t = time.perf_counter()
        action = player.choose(R, s, mover, random.Random(0))
        times.append(time.perf_counter() - t)
        assert action in legal, (s, action)
        if s.phase == "move":
            steps = gnubg_bridge.best_turn(s.pos, s.dice)
            table = turns(s.pos, s.dice)
            after = apply_steps(s.pos, steps)
            assert after in table and table[after] == steps
            checked += 1
    assert checked >= 20
    assert statistics.median(times) < 1.0


@needs_gnubg
def test_decisions_from_many_threads():
    """The application asks from its worker threads: the package (whose move search crashed outside
    the thread that imported it) is called from one thread of its own, one call at a time."""
    import threading

    states = random_states(24, seed=11, cube=True)
    answers: dict[int, object] = {}

    def decide(i, s):
        try:
            if s.phase == "move":
                answers[i] = gnubg_bridge.best_turn(s.pos, s.dice)
            else:
                answers[i] = (gnubg_bridge.cube_action(s.pos), gnubg_bridge.take_decision(s.pos, match_to=5))
        except Exception as exc:  # noqa: BLE001 - reported by the assertion below
            answers[i] = exc

    for i, s in enumerate(states[:12]):  # one new thread after another
        t = threading.Thread(target=decide, args=(i, s))
        t.start()
        t.join()
    threads = [threading.Thread(target=decide, args=(i, s)) for i, s in enumerate(states) if i >= 12]
    for t in threads:  # and many at once
        t.start()
    for t in threads:
        t.join()
    assert len(answers) == len(states)
    assert not [a for a in answers.values() if isinstance(a, Exception)]


# --- the cube -------------------------------------------------------------------------------------
WON_RACE = ({2: 2, 3: 2}, {6: 2, 5: 2, 4: 2, 3: 2})  # we need two throws at most, they four


@needs_gnubg
@pytest.mark.parametrize("match", [{}, {"match_to": 7, "score": (2, 2)}, {"match_to": 7, "score": (3, 1)}])
def test_a_won_race_is_doubled_and_dropped(match):
    pos = make(SHORT, *WON_RACE)
    assert gnubg_bridge.cube_action(pos, **match) == "double"
    assert gnubg_bridge.take_decision(pos, **match) == "drop"


@needs_gnubg
@pytest.mark.parametrize("match", [{}, {"match_to": 7, "score": (2, 2)}, {"match_to": 5, "score": (1, 1)}])
def test_the_start_is_not_doubled_and_a_double_is_taken(match):
    assert gnubg_bridge.cube_action(start(SHORT), **match) == "no double"
    assert gnubg_bridge.take_decision(start(SHORT), **match) == "take"


@needs_gnubg
def test_match_score_matters():
    pos = start(SHORT)
    # after the Crawford game the trailer doubles at once; in the Crawford game nobody doubles
    assert gnubg_bridge.cube_action(pos, match_to=5, score=(1, 4)) == "double"
    assert gnubg_bridge.cube_action(make(SHORT, *WON_RACE), match_to=5, score=(1, 4), crawford=True) == "no double"
    # a cube the opponent owns cannot be turned
    assert gnubg_bridge.cube_action(make(SHORT, *WON_RACE), owner=1) == "no double"


@needs_gnubg
def test_the_master_player_doubles_and_answers_through_the_rules():
    player = ai.make_player("master")
    s = state_at(*WON_RACE, cube=True)
    assert Action("double") in R.legal_actions(s, 0)
    assert player.next_move(R, s, 0, random.Random(0)) == Action("double")
    answer = R.apply(s, Action("double"))
    taker = R.to_move(answer)
    assert taker == 1 and player.next_move(R, answer, 1, random.Random(0)) == Action("drop")
    s = state_at({24: 2, 13: 5, 8: 3, 6: 5}, {24: 2, 13: 5, 8: 3, 6: 5}, cube=True)
    assert player.next_move(R, s, 0, random.Random(0)) == Action("roll")
    answer = R.apply(s, Action("double"))
    assert player.next_move(R, answer, R.to_move(answer), random.Random(0)) == Action("take")


# --- the level list -------------------------------------------------------------------------------
def _offered(options: dict) -> list[str]:
    return [lv.key for lv in ai.LEVELS if lv.unavailable(options) is None]


def test_master_is_a_level_of_short_nardy_only():
    assert [lv.key for lv in ai.LEVELS] == ["easy", "medium", "strong", "master"]
    assert _offered({"variant": LONG}) == ["easy", "medium", "strong"]
    why = ai.LEVELS[3].unavailable({"variant": LONG})
    assert why is not None and why.en == "" and why.ru == ""  # not for long nardy: no note needed
    if gnubg_bridge.available():
        assert _offered({"variant": SHORT}) == ["easy", "medium", "strong", "master"]


def test_without_gnubg_the_other_levels_are_listed_with_a_note(no_gnubg):
    assert not gnubg_bridge.available() and gnubg_bridge.why_unavailable()
    assert _offered({"variant": SHORT}) == ["easy", "medium", "strong"]
    why = ai.LEVELS[3].unavailable({"variant": SHORT})
    assert why == master.NEEDS_GNUBG and "GNU Backgammon" in why.en and "GNU Backgammon" in why.ru
    assert "pip install gnubg" in why.en and "Мастер" in why.ru


def test_without_gnubg_a_master_seat_plays_as_strong(no_gnubg):
    player = ai.make_player("master")
    for s in random_states(8, seed=3):
        mover = R.to_move(s)
        assert player.next_move(R, s, mover, random.Random(0)) in R.legal_actions(s, mover)


def test_the_setup_dialog_leaves_the_master_out_without_gnubg(qtbot, no_gnubg):
    from compendium.catalog import load_catalog
    from compendium.core.plugin import game_plugin
    from compendium.storage.db import Database
    from compendium.ui.app import make_app
    from compendium.ui.setup_dialog import SetupDialog

    make_app([])
    plugin = game_plugin("compendium.games.nardy", default_ai="medium")
    plugin.variants = {"short-nardy": {"variant": SHORT}, "long-nardy": {"variant": LONG}}
    shown = {}
    for game in ("short-nardy", "long-nardy"):
        dlg = SetupDialog(Database(), plugin, load_catalog().game(game))
        qtbot.addWidget(dlg)
        combo = dlg.seat_combos[0]
        levels = [combo.itemData(i)["level"] for i in range(combo.count()) if combo.itemData(i)["kind"] == "computer"]
        assert levels == ["easy", "medium", "strong"]
        shown[game] = (dlg.level_note.isVisibleTo(dlg), dlg.level_note.text())
    assert shown["short-nardy"] == (True, master.NEEDS_GNUBG.en)
    assert shown["long-nardy"] == (False, "")
