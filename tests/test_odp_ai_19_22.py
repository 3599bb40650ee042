"""Open domino game 19, the computer players' evaluation: a line that can still grow at its ends is worth
much more than one shut in (``ai._scan19``)."""

from dataclasses import replace

from compendium.games.od_placement import ai
from tests.test_odp_ai_19_21_22 import RULES, dealt, piece, put


def _down(p):
    return replace(p, face_up=False)


def _empty19():
    s = dealt(19)
    return replace(s, cells=tuple(() for _ in s.cells))


def test_19_a_line_shut_in_at_both_ends_is_worth_far_less_than_an_open_one():
    s = _empty19()
    line = {"d3": piece("B", 0, 1, 1), "d4": piece("B", 1, 2, 2), "d5": piece("B", 2, 3, 3)}
    open_ = put(s, line)
    # the other player's open tiles on d2 and d6 (equal digits, as the rules require) shut it in
    shut = put(s, dict(line, d2=piece("A", 0, 4, 0), d6=piece("A", 3, 4, 4)))
    one_end = put(s, dict(line, d2=piece("A", 0, 4, 0)))
    assert ai._scan19(open_)[0][0] == ai._scan19(shut)[0][0] == 3
    assert ai._lines19(open_, 0) > ai._lines19(one_end, 0) > ai._lines19(shut, 0) > 0
    assert ai._lines19(open_, 0) >= 4 * ai._lines19(shut, 0)
    assert ai._term19(RULES, open_, 0) > ai._term19(RULES, one_end, 0)


def test_19_an_own_face_down_tile_at_the_end_is_room_but_an_enemy_one_is_not():
    s = _empty19()
    line = {"d3": piece("B", 0, 1, 1), "d4": piece("B", 1, 2, 2), "d5": piece("B", 2, 3, 3)}
    mine = put(s, dict(line, d2=_down(piece("B", 0, 4, 4)), d6=_down(piece("B", 3, 4, 4))))
    his = put(s, dict(line, d2=_down(piece("A", 0, 4, 4)), d6=_down(piece("A", 3, 4, 4))))
    assert ai._lines19(mine, 0) == ai._lines19(put(s, line), 0)
    assert ai._lines19(his, 0) < ai._lines19(mine, 0)
