"""English checkers (issue 15): the rules (compendium/games/checkers/rules.py).

Perft from the start counts whole moves (a multi-jump is one move) and must give the published
figures 7, 49, 302, 1469, 7361, 36768, 179740, 845931 for depths 1–8 (7 and 8 are slow). Then the
moves themselves (compulsory capture, multi-jumps, crowning ends the move, kings one square both
ways), the ends (no piece, no move, repetition, the no-progress limit, resignation, draw offers),
the log lines, the view's helpers and a documented record that replays."""

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from compendium.core.actions import Action
from compendium.core.record import load_record, replay
from compendium.core.rules import DRAW, LOSS, WIN, IllegalAction
from compendium.games.checkers import rules as cr
from compendium.games.checkers.rules import (
    ACCEPT, DECLINE, NO_PROGRESS_PLIES, OFFER, OFFER_DRAW, PLAY, RESIGN, CheckersRules, board_of,
    last_move_path, move_path, parse_square)

R = CheckersRules()
PUBLISHED = [7, 49, 302, 1469, 7361, 36768, 179740, 845931]


def mv(*squares: str) -> Action:
    return Action("move", tuple(squares))


def moves(state) -> list[Action]:
    return [a for a in R.legal_actions(state, R.to_move(state)) if a.verb == "move"]


def sq(name: str) -> int:
    return parse_square(name)


def perft_api(state, depth: int) -> int:
    """Perft through the public API (legal_actions and apply)."""
    acts = moves(state)
    if depth == 1:
        return len(acts)
    return sum(perft_api(R.apply(state, a), depth - 1) for a in acts)


# --- perft --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("depth", range(1, 7))
def test_perft_from_the_start(depth):
    s = R.new_match(2)
    assert cr.perft(s.dark, s.light, s.kings, s.mover, depth) == PUBLISHED[depth - 1]


@pytest.mark.parametrize("depth", range(1, 6))
def test_perft_through_the_public_api(depth):
    assert perft_api(R.new_match(2), depth) == PUBLISHED[depth - 1]


@pytest.mark.slow
@pytest.mark.parametrize("depth", [7, 8])
def test_perft_deep(depth):
    s = R.new_match(2)
    assert cr.perft(s.dark, s.light, s.kings, s.mover, depth) == PUBLISHED[depth - 1]


@pytest.mark.slow
def test_perft_6_through_the_public_api():
    assert perft_api(R.new_match(2), 6) == PUBLISHED[5]


# --- the start ------------------------------------------------------------------------------------------
def test_the_start():
    s = R.new_match(2)
    board = board_of(s)
    assert len(board) == 24
    assert sorted(n for n, c in board.items() if c == "dm") == sorted(
        sq(x) for x in "a1 c1 e1 g1 b2 d2 f2 h2 a3 c3 e3 g3".split())
    assert sorted(n for n, c in board.items() if c == "lm") == sorted(
        sq(x) for x in "b8 d8 f8 h8 a7 c7 e7 g7 b6 d6 f6 h6".split())
    assert R.to_move(s) == 0 and R.turn_of(s) == 0
    assert last_move_path(s) == ()
    assert {a.notation for a in moves(s)} == {"move a3 b4", "move c3 b4", "move c3 d4", "move e3 d4",
                                              "move e3 f4", "move g3 f4", "move g3 h4"}
    assert RESIGN in R.legal_actions(s, 0) and OFFER_DRAW in R.legal_actions(s, 0)
    assert R.legal_actions(s, 1) == []
    assert R.game_id == "checkers" and R.offers_clock is True and R.uses_dice is False
    assert not R.has_hidden_information and R.view_for(s, 1) is s
    assert R.player_range() == (2, 2)
    assert R.resolve_options({}) == {}


def test_only_two_players_and_no_options():
    with pytest.raises(ValueError):
        R.new_match(3)
    with pytest.raises(ValueError):
        R.new_match(2, {"first": "light"})


def test_a_step_and_the_view_helpers():
    s = R.apply(R.new_match(2), mv("c3", "d4"))
    assert s.mover == 1 and R.to_move(s) == 1
    assert last_move_path(s) == (sq("c3"), sq("d4"))
    assert board_of(s)[sq("d4")] == "dm" and sq("c3") not in board_of(s)
    assert move_path(mv("c3", "e5", "c7")) == (sq("c3"), sq("e5"), sq("c7"))
    assert move_path(RESIGN) == ()
    assert R.board_of(s) == board_of(s) and R.last_move_path(s) == last_move_path(s)
    assert R.move_paths(s, 1) == {a: move_path(a) for a in moves(s)}
    assert R.move_paths(s, 0) == {}


# --- captures ---------------------------------------------------------------------------------------------
def test_capture_is_compulsory():
    s = R.position({"c3": "dm", "g3": "dm", "d4": "lm", "h8": "lm"})
    assert moves(s) == [mv("c3", "e5")]
    with pytest.raises(IllegalAction) as e:
        R.apply(s, mv("g3", "h4"))
    assert "compulsory" in e.value.text.en and "обязательно" in e.value.text.ru
    after = R.apply(s, mv("c3", "e5"))
    assert board_of(after) == {sq("g3"): "dm", sq("e5"): "dm", sq("h8"): "lm"}
    assert after.quiet == 0


def test_any_capture_may_be_chosen_not_only_the_longest():
    # c3 can take d4 and go on over d6 or f6; e1 can take one piece only (f2)
    s = R.position({"c3": "dm", "e1": "dm", "d4": "lm", "d6": "lm", "f6": "lm", "f2": "lm", "h8": "lm"})
    assert set(moves(s)) == {mv("c3", "e5", "c7"), mv("c3", "e5", "g7"), mv("e1", "g3")}
    assert R.apply(s, mv("e1", "g3")).mover == 1


def test_a_multi_jump_is_one_move_with_diverging_branches():
    s = R.position({"c3": "dm", "d4": "lm", "d6": "lm", "f6": "lm", "h8": "lm"})
    assert set(moves(s)) == {mv("c3", "e5", "c7"), mv("c3", "e5", "g7")}
    with pytest.raises(IllegalAction) as e:
        R.apply(s, mv("c3", "e5"))  # a capture stops only when no jump is left
    assert "goes on" in e.value.text.en
    after = R.apply(s, mv("c3", "e5", "g7"))
    assert after.mover == 1
    assert board_of(after) == {sq("g7"): "dm", sq("d6"): "lm", sq("h8"): "lm"}
    assert R.describe(s, mv("c3", "e5", "g7")).en == "c3×e5×g7"
    # the picker's data: both share the first landing square
    paths = R.move_paths(s, 0)
    assert sorted(paths.values()) == sorted([tuple(map(sq, ("c3", "e5", "c7"))), tuple(map(sq, ("c3", "e5", "g7")))])


def test_a_triple_jump():
    s = R.position({"a1": "dm", "b2": "lm", "d4": "lm", "f6": "lm", "a7": "lm"})
    assert moves(s) == [mv("a1", "c3", "e5", "g7")]
    after = R.apply(s, mv("a1", "c3", "e5", "g7"))
    assert board_of(after) == {sq("g7"): "dm", sq("a7"): "lm"}


def test_men_capture_forwards_only():
    s = R.position({"d4": "dm", "c3": "lm", "h8": "lm"})
    assert mv("d4", "b2") not in moves(s)
    assert set(moves(s)) == {mv("d4", "c5"), mv("d4", "e5")}
    light = R.position({"e5": "lm", "f6": "dm", "a1": "dm"}, mover=1)  # behind a light man: no capture
    assert set(moves(light)) == {mv("e5", "d4"), mv("e5", "f4")}


def test_a_man_crowned_ends_the_move():
    # d6 takes e7 and lands on f8: crowned; as a king it could take g7 next, but the move ends
    s = R.position({"d6": "dm", "e7": "lm", "g7": "lm", "a7": "lm"})
    assert moves(s) == [mv("d6", "f8")]
    assert R.describe(s, mv("d6", "f8")).en == "d6×f8, crowned"
    after = R.apply(s, mv("d6", "f8"))
    assert board_of(after)[sq("f8")] == "dk"
    assert after.mover == 1 and sq("g7") in board_of(after)
    # a step to the far rank crowns as well
    s2 = R.position({"c7": "dm", "h2": "lm"})
    after2 = R.apply(s2, mv("c7", "d8"))
    assert board_of(after2)[sq("d8")] == "dk"
    assert R.describe(s2, mv("c7", "d8")).en == "c7–d8, crowned"
    # light men are crowned on rank 1
    s3 = R.position({"b2": "lm", "h8": "dm"}, mover=1)
    assert board_of(R.apply(s3, mv("b2", "a1")))[sq("a1")] == "lk"


def test_kings_move_and_capture_one_square_both_ways():
    s = R.position({"d4": "dk", "h8": "lm"})
    assert set(moves(s)) == {mv("d4", "c3"), mv("d4", "e3"), mv("d4", "c5"), mv("d4", "e5")}
    back = R.position({"d4": "dk", "c3": "lm", "h8": "lm"})
    assert moves(back) == [mv("d4", "b2")]
    far = R.position({"d4": "dk", "b2": "lm", "h8": "lm"})  # no flying kings
    assert mv("d4", "a1") not in moves(far) and len(moves(far)) == 4
    zig = R.position({"d6": "dk", "c5": "lm", "c3": "lm", "e3": "lm", "h8": "lm"})  # back twice, then forward
    assert moves(zig) == [mv("d6", "b4", "d2", "f4")]
    loop = R.position({"c3": "dk", "d4": "lm", "d6": "lm", "b6": "lm", "b4": "lm", "h8": "lm"})
    # a king may go round and come back to where it started (the square is free again)
    assert set(moves(loop)) == {mv("c3", "e5", "c7", "a5", "c3"), mv("c3", "a5", "c7", "e5", "c3")}
    after = R.apply(loop, mv("c3", "e5", "c7", "a5", "c3"))
    assert board_of(after) == {sq("c3"): "dk", sq("h8"): "lm"}
    light_king = R.position({"e5": "lk", "f6": "dm", "a1": "dm"}, mover=1)
    assert moves(light_king) == [mv("e5", "g7")]


def test_a_king_crowned_by_its_man_keeps_being_a_king():
    s = R.position({"c7": "dm", "h2": "lm"})
    s = R.apply(s, mv("c7", "d8"))
    s = R.apply(s, mv("h2", "g1"))
    assert set(moves(s)) == {mv("d8", "c7"), mv("d8", "e7")}
    s = R.apply(s, mv("d8", "e7"))
    assert board_of(s)[sq("e7")] == "dk" and s.quiet == 1  # a king's move is no progress


# --- the ends -----------------------------------------------------------------------------------------------
def test_no_piece_left_loses():
    s = R.position({"c3": "dm", "d4": "lm"})
    after = R.apply(s, mv("c3", "e5"))
    assert R.is_over(after) and R.to_move(after) is None
    assert after.ended == ("win", 0) and after.reason == "no-pieces"
    res = R.result(after)
    assert res.outcomes == (WIN, LOSS) and res.points == (1.0, 0.0) and res.winners == (0,)
    assert R.legal_actions(after, 0) == R.legal_actions(after, 1) == []
    with pytest.raises(IllegalAction):
        R.apply(after, RESIGN)
    assert R.describe(s, mv("c3", "e5")).en == "c3×e5. Light has no pieces left: Dark wins."


def test_no_move_left_loses():
    s = R.position({"a5": "dm", "c5": "dm", "a7": "lm"})
    after = R.apply(s, mv("a5", "b6"))
    assert after.ended == ("win", 0) and after.reason == "blocked"
    assert R.result(after).outcomes == (WIN, LOSS)
    assert "no move" in R.describe(s, mv("a5", "b6")).en
    # a position set up with the mover blocked is over at once
    stuck = R.position({"a5": "dm", "c5": "dm", "b6": "dm", "a7": "lm"}, mover=1)
    assert stuck.ended == ("win", 0)


def test_threefold_repetition_draws():
    s = R.position({"a1": "dk", "h8": "lk"})
    cycle = [mv("a1", "b2"), mv("h8", "g7"), mv("b2", "a1"), mv("g7", "h8")]
    for a in cycle:
        s = R.apply(s, a)
    assert s.phase == PLAY  # the start position for the second time
    for a in cycle[:-1]:
        s = R.apply(s, a)
        assert s.phase == PLAY
    assert "third time" in R.describe(s, cycle[-1]).en
    s = R.apply(s, cycle[-1])
    assert s.ended == ("draw",) and s.reason == "repetition"
    res = R.result(s)
    assert res.outcomes == (DRAW, DRAW) and res.points == (0.5, 0.5)


def test_a_man_move_clears_the_repetition_history():
    s = R.position({"a1": "dk", "c1": "dm", "h8": "lk"})
    s = R.apply(s, mv("a1", "b2"))
    assert len(s.history) == 1
    s = R.apply(s, mv("h8", "g7"))
    s = R.apply(s, mv("c1", "d2"))
    assert s.history == () and s.quiet == 0


def test_the_no_progress_limit_draws():
    s = R.position({"a1": "dk", "h8": "lk", "c1": "dm"})
    s = replace(s, quiet=NO_PROGRESS_PLIES - 1)
    after = R.apply(s, mv("a1", "b2"))
    assert after.ended == ("draw",) and after.reason == "no-progress"
    assert R.result(after).outcomes == (DRAW, DRAW)
    assert "40 moves each" in R.describe(s, mv("a1", "b2")).en
    # a man's move resets the count instead
    fresh = R.apply(s, mv("c1", "d2"))
    assert fresh.phase == PLAY and fresh.quiet == 0


def test_the_no_progress_limit_by_play():
    # two kings a side wander without repeating a position three times: 80 plies, then a draw
    s = R.position({"a1": "dk", "c1": "dk", "h8": "lk", "f8": "lk"})
    plies = 0
    while not R.is_over(s):
        options = moves(s)
        # a move that offers no capture, to a position seen least so far
        def rank(x, s=s):
            after = R.successor(s, x)
            offers = any(len(p) > 2 or abs(p[0] - p[1]) not in (7, 9) for p in R.paths(after))
            return offers, after.history.count(after.key), x
        a = min(options, key=rank)
        s = R.apply(s, a)
        plies += 1
    assert s.reason == "no-progress" and plies == NO_PROGRESS_PLIES


def test_resign():
    s = R.apply(R.new_match(2), mv("c3", "d4"))
    after = R.apply(s, RESIGN)
    assert after.ended == ("win", 0) and after.reason == "resigned"
    assert R.result(after).outcomes == (WIN, LOSS)
    assert R.describe(s, RESIGN) == cr.Text("Resigns.", "Сдаётся.")
    assert cr.end_text(after).en == "Light resigns: Dark wins."


def test_draw_offer_accepted_and_declined():
    s = R.new_match(2)
    offered = R.apply(s, OFFER_DRAW)
    assert offered.phase == OFFER and R.to_move(offered) == 1 and R.turn_of(offered) == 1
    assert R.legal_actions(offered, 1) == [ACCEPT, DECLINE]
    assert R.legal_actions(offered, 0) == []
    with pytest.raises(IllegalAction):
        R.apply(offered, mv("c3", "d4"))
    drawn = R.apply(offered, ACCEPT)
    assert drawn.ended == ("draw",) and drawn.reason == "agreed"
    assert R.result(drawn).points == (0.5, 0.5)
    back = R.apply(offered, DECLINE)
    assert back.phase == PLAY and R.to_move(back) == 0
    assert OFFER_DRAW not in R.legal_actions(back, 0)  # one offer a move
    with pytest.raises(IllegalAction):
        R.apply(back, OFFER_DRAW)
    after = R.apply(R.apply(back, mv("c3", "d4")), mv("b6", "a5"))
    assert OFFER_DRAW in R.legal_actions(after, 0)
    assert R.describe(s, OFFER_DRAW).en == "Offers a draw."
    assert R.describe(offered, ACCEPT).en == "Accepts the draw."
    assert R.describe(offered, DECLINE).ru == "Отказывается от ничьей."


def test_illegal_moves_are_refused_with_a_reason():
    s = R.new_match(2)
    for action, words in [(mv("b6", "a5"), "no piece of yours"), (mv("c3", "c4"), "cannot go"),
                          (mv("c3"), "names the squares"), (mv("c3", "z9"), "names the squares"),
                          (Action("roll"), "not a move"), (mv("c3", "e5"), "cannot go")]:
        with pytest.raises(IllegalAction) as e:
            R.apply(s, action)
        assert words in e.value.text.en, (action, e.value.text.en)
        assert e.value.text.ru


def test_apply_and_successor_agree_and_states_are_values():
    s = R.new_match(2)
    for a in [mv("c3", "d4"), mv("f6", "e5"), mv("d4", "f6")]:
        assert R.apply(s, a) == R.successor(s, a)
        s = R.apply(s, a)
    assert hash(s) == hash(replace(s))


def test_describe():
    s = R.new_match(2)
    assert R.describe(s, mv("c3", "d4")) == cr.Text("c3–d4", "c3–d4")
    assert R.describe(s, Action("move", ("x",))).en == "move x"
    s2 = R.position({"c3": "dm", "d4": "lm", "d6": "lm", "h8": "lm"})
    assert R.describe(s2, mv("c3", "e5", "c7")) == cr.Text("c3×e5×c7", "c3×e5×c7")


def test_the_standings_while_playing():
    res = R.result(R.new_match(2))
    assert res.scores == (12.0, 12.0) and res.extra[0] == {"men": 12, "kings": 0}


# --- records -------------------------------------------------------------------------------------------------
RECORDS = Path(__file__).resolve().parent.parent / "docs" / "records.md"


def _documented_records() -> list[str]:
    text = RECORDS.read_text(encoding="utf-8")
    section = re.split(r"^## ", text, flags=re.MULTILINE)
    checkers = [s for s in section if s.startswith("English checkers")]
    assert checkers, "docs/records.md has no section on English checkers"
    return re.findall(r"```json\n(.*?)\n```", checkers[0], flags=re.DOTALL)


def test_the_documented_record_replays():
    examples = _documented_records()
    assert examples
    for text in examples:
        record = load_record(text)
        assert record.game == "checkers"
        state, states, actors = replay(R, record)
        assert len(states) == len(record.actions)
        assert any(len(a.args) > 2 for a in record.actions), "the example shows a multi-jump"
        assert R.is_over(state)
        assert R.result(state).outcomes == (LOSS, WIN)


def test_a_record_of_a_whole_match_replays():
    import random
    rng = random.Random(3)
    s = R.new_match(2)
    actions = []
    while not R.is_over(s):
        a = rng.choice(moves(s))
        actions.append(a.notation)
        s = R.apply(s, a)
    text = json.dumps({"format": "compendium-record", "version": 1, "game": "checkers", "options": {},
                       "players": [{"kind": "person", "name": "A"}, {"kind": "person", "name": "B"}],
                       "actions": actions})
    state, _, _ = replay(R, load_record(text))
    assert state == s and R.result(state) == R.result(s)
