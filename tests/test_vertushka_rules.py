"""Vertushka's rules: the book's examples, scoring, games and the match, the two-dice form,
table dice, and random matches of every option replayed from their records."""

import itertools
import random

import pytest
from play_helpers import finish_match, play, random_moves, replayed

from compendium.core.actions import Action
from compendium.core.match import Match
from compendium.core.rules import CHANCE, IllegalAction
from compendium.games.vertushka.rules import VertushkaRules, sides


@pytest.fixture
def rules():
    return VertushkaRules()


def faces(rules, state):
    return sorted(a.args[-1] for a in rules.legal_actions(state, rules.to_move(state)))


def test_book_example_first_tips(rules):
    # The first player throws a 5: the total is 5, and the second player may tip to 1, 3, 4 or 6.
    s = rules.new_match(2)
    assert rules.to_move(s) == CHANCE and rules.turn_of(s) == 0
    s = play(rules, s, "dice 5")
    assert s.total == 5 and rules.to_move(s) == 1
    assert faces(rules, s) == [1, 3, 4, 6]
    # The second player tips to 4: 5 + 4 = 9; the first player may now tip only to 1, 2 or 6.
    s = play(rules, s, "tip 4")
    assert s.total == 9 and rules.to_move(s) == 0
    assert faces(rules, s) == [1, 2, 6]


def test_refused_tips_say_why(rules):
    s = play(rules, rules.new_match(2), "dice 5", "tip 4")
    for bad, word in (("tip 5", "back"), ("tip 3", "underneath"), ("tip 4", "already on top"),
                      ("tip 7", "impossible"), ("tip", "tip F"), ("turn 2", "tip F"), ("dice 3", "thrown only")):
        with pytest.raises(IllegalAction) as exc:
            rules.apply(s, Action.parse(bad))
        assert word in exc.value.text.en and exc.value.text.ru
    assert rules.legal_actions(s, 1) == []


def book_24(rules):
    """The book's position: total 24 with 3 on top, 2 having been on top before (the book does not
    say which face was; any but 5 and 6 leaves both of the book's tips open)."""
    s = play(rules, rules.new_match(2), "dice 5", *(f"tip {f}" for f in (1, 2, 3, 1, 2, 4, 1, 2, 3)))
    assert s.total == 24 and s.tops == (3,)
    return s


def test_book_example_at_24_tipping_to_6_forces_the_opponent_past_31(rules):
    s = book_24(rules)
    s = play(rules, s, "tip 6")
    assert s.total == 30
    assert faces(rules, s) == [2, 4, 5]  # 3 is barred, 1 is underneath: every tip passes 31


def test_book_example_at_24_tipping_to_5_loses(rules):
    s = play(rules, book_24(rules), "tip 5")
    assert s.total == 29
    s = play(rules, s, "tip 1")  # the opponent makes 30 ...
    assert faces(rules, s) == [2, 3, 4]  # ... and every reply passes 31


def test_exactly_31_scores_3_and_the_other_player_throws_next(rules):
    mover = book_24(rules).mover
    s = play(rules, book_24(rules), "tip 1", "tip 2", "tip 4")  # 24 + 1 + 2 + 4 = 31, by the same player
    assert s.scores[mover] == 3 and s.scores[1 - mover] == 0 and s.exact[mover] == 1
    assert s.last_game.exact and s.last_game.total == 31 and s.total == 0 and s.tops == ()
    assert s.first == 1 and rules.to_move(s) == CHANCE and rules.turn_of(s) == 1
    s = play(rules, s, "dice 2")
    assert rules.to_move(s) == 0  # the player who did not throw tips first


def test_passing_31_gives_the_opponent_the_excess(rules):
    s = book_24(rules)
    s = play(rules, s, "tip 6")  # 30; the reply must pass 31
    mover = s.mover
    s = play(rules, s, "tip 4")  # 34: three over
    assert s.scores[1 - mover] == 3 and s.scores[mover] == 0 and s.over[mover] == 1
    assert not s.last_game.exact and s.last_game.scorer == 1 - mover and s.last_game.points == 3
    text = rules.describe(play(rules, book_24(rules), "tip 6"), Action.parse("tip 2"))
    assert "32" in text.en and "+1 point" in text.en and "+1 балл" in text.ru


def test_the_match_goes_to_6_points(rules):
    s = rules.new_match(2)
    games = 0
    while s.winner is None:
        s = play(rules, s, "dice 6")
        # tip 5, 6, 5, 6 ... never reaches 31 exactly from 6: 6+5+6+5+6 = 28, then 5 makes 33
        while s.tops:
            s = play(rules, s, "tip " + str(min(f for f in sides(s.tops[0]) if (0, f) != s.barred)))
        games += 1
        assert games < 20
    assert max(s.scores) >= 6 and rules.is_over(s)
    res = rules.result(s)
    assert res.ranks[s.winner] == 1 and res.ranks[1 - s.winner] == 2


def test_goal_and_target_options():
    r = VertushkaRules()
    s = play(r, r.new_match(2, {"goal": 1, "target": 20}), "dice 6", "tip 2", "tip 3", "tip 1", "tip 5", "tip 3")  # 20
    assert s.winner is not None and s.scores[s.winner] == 3


def test_two_dice_completed():
    r = VertushkaRules()
    s = r.new_match(2, {"dice": 2})
    s = play(r, s, "dice 5 2")
    assert s.total == 7 and rules_count(r, s) == 8  # four sides for each die
    s = play(r, s, "tip 1 4")  # die 1 from 5 to 4: the top faces 4 and 2 are added
    assert s.tops == (4, 2) and s.total == 13
    assert rules_count(r, s) == 7  # die 1 may not go back to 5; die 2 is free
    with pytest.raises(IllegalAction, match="back"):
        r.apply(s, Action.parse("tip 1 5"))
    s = play(r, s, "tip 2 6")
    assert s.tops == (4, 6) and s.total == 23
    assert Action.parse("tip 1 5") in r.legal_actions(s, r.to_move(s))  # the barred way back was die 2's now
    for bad in ("tip 5", "tip 3 4", "tip 0 4"):
        with pytest.raises(IllegalAction):
            r.apply(s, Action.parse(bad))


def rules_count(r, s):
    return len(r.legal_actions(s, r.to_move(s)))


@pytest.mark.parametrize("n_dice,typed,word", [
    (1, "7", "impossible"), (1, "0", "impossible"), (1, "3 4", "one value"), (2, "3", "two values"),
    (2, "6 9", "impossible"), (1, "five", "number"),
])
def test_impossible_typed_dice_are_refused(n_dice, typed, word):
    r = VertushkaRules()
    s = r.new_match(2, {"dice": n_dice})
    with pytest.raises(IllegalAction) as exc:
        r.apply(s, r.chance_from_text(s, typed))
    assert word in exc.value.text.en and exc.value.text.ru


def test_only_two_players():
    with pytest.raises(ValueError):
        VertushkaRules().new_match(3)


def random_match(rules, options, seed):
    m = Match.new(rules, "vertushka", [{"kind": "person", "name": "A"}, {"kind": "person", "name": "B"}],
                  options, seed=seed)
    rng = random.Random(seed)
    return finish_match(m, random_moves(rules, rng), rng)


OPTION_SETS = [dict(zip(("dice", "target", "goal"), v)) for v in itertools.product((1, 2), (20, 31, 60), (1, 6, 12))]


@pytest.mark.parametrize("options", OPTION_SETS + [p for _, p in VertushkaRules().presets()])
def test_random_matches_end_and_replay(options):
    rules = VertushkaRules()
    for seed in (1, 2):
        m = random_match(rules, options, seed)
        s = m.state
        assert s.scores[s.winner] >= options["goal"] and s.scores[1 - s.winner] < options["goal"]
        assert sum(1 for a in m.record.actions if a.verb == "dice") == s.game
        assert replayed(rules, m) == s
