"""The Qt-free move picker (compendium/core/picker.py): single steps, multi-jumps asked only where
they part, several actions on one path (promotions), back and reset, squares that fit no move."""

from compendium.core.actions import Action
from compendium.core.picker import BAD, CHOOSE, DONE, MORE, PathPicker


def sq(name: str) -> int:
    return (int(name[1]) - 1) * 8 + "abcdefgh".index(name[0])


def checkers(*names: str) -> tuple[Action, tuple[int, ...]]:
    return Action("move", names), tuple(sq(n) for n in names)


def chess(uci: str) -> tuple[Action, tuple[int, ...]]:
    return Action("move", (uci,)), (sq(uci[0:2]), sq(uci[2:4]))


def picker_of(*moves) -> PathPicker:
    return PathPicker(dict(moves))


def test_single_steps():
    p = picker_of(checkers("c3", "d4"), checkers("c3", "b4"), checkers("e3", "d4"))
    assert p.starts() == {sq("c3"), sq("e3")}
    assert p.next_squares() == {sq("c3"), sq("e3")}
    assert p.after(sq("c3")) == {sq("d4"), sq("b4")}
    assert p.after(sq("d4")) == set()
    assert p.step(sq("c3")) == MORE
    assert p.next_squares() == {sq("d4"), sq("b4")}
    assert p.picked() == (sq("c3"),)
    assert p.step(sq("d4")) == DONE
    assert p.chosen() == [Action("move", ("c3", "d4"))]
    assert p.next_squares() == set()
    assert p.step(sq("b4")) == BAD  # done: nothing more is taken


def test_a_piece_with_one_move_is_not_moved_by_selecting_it():
    p = picker_of(checkers("a3", "b4"))
    assert p.step(sq("a3")) == MORE
    assert p.chosen() == [Action("move", ("a3", "b4"))]
    assert p.step(sq("b4")) == DONE


def test_a_single_multi_jump_by_its_last_square_or_its_first_landing():
    move = checkers("c3", "e5", "c7", "a5")
    p = picker_of(move, checkers("g3", "h4"))
    assert p.step(sq("c3")) == MORE
    assert p.next_squares() == {sq("e5"), sq("c7"), sq("a5")}
    assert p.step(sq("a5")) == DONE
    assert p.chosen() == [move[0]]
    p.reset()
    assert p.step(sq("c3")) == MORE and p.step(sq("e5")) == DONE
    assert p.chosen() == [move[0]]


def test_multi_jumps_diverging_late_need_a_click_only_where_they_part():
    left = checkers("a1", "c3", "e5", "g7", "e9")[0], tuple(sq(n) for n in ("a1", "c3", "e5", "g7")) + (sq("c7"),)
    right = checkers("a1", "c3", "e5", "g7", "h8")[0], tuple(sq(n) for n in ("a1", "c3", "e5", "g7", "h8"))
    other = checkers("a1", "c3", "a5")
    p = picker_of(left, right, other)
    assert p.step(sq("a1")) == MORE
    # the shared landing squares go on matching both captures: more is wanted
    assert p.step(sq("e5")) == MORE
    assert set(p.chosen()) == {left[0], right[0]}
    assert p.next_squares() == {sq("g7"), sq("c7"), sq("h8")}
    assert p.step(sq("g7")) == MORE
    assert p.step(sq("h8")) == DONE
    assert p.chosen() == [right[0]]
    # the place where they part is enough: start, then the last square
    p.reset()
    assert p.step(sq("a1")) == MORE and p.step(sq("c7")) == DONE
    assert p.chosen() == [left[0]]
    # the third capture parts at c3: its a5 is enough too
    p.reset()
    assert p.step(sq("a1")) == MORE and p.step(sq("a5")) == DONE
    assert p.chosen() == [other[0]]


def test_two_routes_to_one_square_are_told_apart_by_a_landing_square():
    one = Action("move", ("a", "1")), (0, 18, 36)
    two = Action("move", ("b", "2")), (0, 16, 34, 36)
    p = picker_of(one, two)
    assert p.step(0) == MORE
    assert 36 not in p.next_squares()  # the end alone does not say which
    assert p.step(36) == BAD
    assert p.next_squares() == {18, 16, 34}
    assert p.step(34) == DONE and p.chosen() == [two[0]]


def test_a_move_may_end_where_another_goes_on():
    short = Action("move", ("s",)), (0, 18, 36)
    long = Action("move", ("l",)), (0, 18, 36, 54)
    p = picker_of(short, long)
    assert p.step(0) == MORE and p.step(36) == MORE
    assert p.next_squares() == {36, 54}
    assert p.step(36) == DONE and p.chosen() == [short[0]]
    p.back()
    assert p.status == MORE and p.picked() == (0, 36)
    assert p.step(54) == DONE and p.chosen() == [long[0]]


def test_promotions_share_a_path_and_are_chosen_among():
    moves = [chess("e7e8q"), chess("e7e8r"), chess("e7e8b"), chess("e7e8n"), chess("e7d8q"), chess("a2a3")]
    p = picker_of(*moves)
    assert p.step(sq("e7")) == MORE
    assert p.next_squares() == {sq("e8"), sq("d8")}
    assert p.step(sq("e8")) == CHOOSE
    assert p.chosen() == [Action("move", (u,)) for u in ("e7e8q", "e7e8r", "e7e8b", "e7e8n")]
    assert p.next_squares() == set()
    p.back()
    assert p.status == MORE and p.picked() == (sq("e7"),)
    assert p.step(sq("d8")) == DONE  # one promotion on d8 only (the others are not given here)
    assert p.chosen() == [Action("move", ("e7d8q",))]


def test_back_and_reset():
    p = picker_of(checkers("a1", "c3", "e5", "g7"), checkers("a1", "c3", "e5", "c7"))
    p.back()  # nothing picked: nothing happens
    assert p.picked() == () and p.status == ""
    assert p.step(sq("a1")) == MORE and p.step(sq("c3")) == MORE
    p.back()
    assert p.picked() == (sq("a1"),) and p.status == MORE
    assert p.next_squares() == {sq("c3"), sq("e5"), sq("g7"), sq("c7")}
    p.back()
    assert p.picked() == () and p.next_squares() == {sq("a1")}
    p.step(sq("a1"))
    p.step(sq("g7"))
    assert p.status == DONE
    p.back()
    assert p.status == MORE
    p.reset()
    assert p.picked() == () and p.status == "" and p.chosen() == []


def test_bad_squares_change_nothing():
    p = picker_of(checkers("c3", "d4"), chess("e2e4"))
    assert p.step(sq("d4")) == BAD  # not a start
    assert p.step(99) == BAD
    assert p.picked() == ()
    assert p.step(sq("c3")) == MORE
    assert p.step(sq("e4")) == BAD  # another piece's target
    assert p.step(sq("c3")) == BAD  # the start again
    assert p.picked() == (sq("c3"),) and p.status == MORE
    assert p.step(sq("d4")) == DONE


def test_no_paths_nothing_to_pick():
    p = PathPicker({})
    assert p.starts() == set() and p.next_squares() == set()
    assert p.step(0) == BAD
    assert p.after(0) == set()
