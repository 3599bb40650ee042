"""Real results: each seat wins, draws, loses or plays alone; points may be halves; the results
table keeps outcome and points (and an old database is migrated); statistics count draws."""

from __future__ import annotations

import random
import sqlite3
from dataclasses import replace

import pytest
from play_helpers import finish_match

from compendium.core import registry
from compendium.core.match import Match
from compendium.core.rules import DRAW, LOSS, SOLO, WIN, Result, derive_outcomes
from compendium.stats import queries
from compendium.storage import db as dbmod
from compendium.storage.db import Database


# --- the rules' Result ----------------------------------------------------------------------------
def test_a_unique_first_wins_the_rest_lose():
    res = Result.ranked([10, 30, 20])
    assert res.outcomes == (LOSS, WIN, LOSS) and res.points == (0.0, 1.0, 0.0)
    assert res.winners == (1,) and not res.drawn


def test_a_tie_on_top_is_a_draw_for_the_tied_players():
    res = Result.ranked([10, 30, 30, 5])
    assert res.ranks == (3, 1, 1, 4)  # the ranks are as before
    assert res.outcomes == (LOSS, DRAW, DRAW, LOSS) and res.drawn
    assert res.points == (0.0, 0.5, 0.5, 0.0)  # a draw of two is worth ½ each, as in chess
    three = Result.ranked([7, 7, 7])
    assert three.outcomes == (DRAW,) * 3 and three.points == pytest.approx((1 / 3,) * 3)
    assert Result.ranked([10, 12], higher_is_better=False).outcomes == (WIN, LOSS)


def test_one_player_is_a_solitaire_score():
    res = Result.ranked([42])
    assert res.outcomes == (SOLO,) and res.points == (None,) and res.ranks == (1,)
    assert derive_outcomes((1,)) == (SOLO,)


def test_pairs_share_a_win_and_two_pairs_level_draw():
    res = Result.ranked([101, 40, 101, 40], sides=[0, 1, 0, 1])
    assert res.outcomes == (WIN, LOSS, WIN, LOSS) and res.points == (1.0, 0.0, 1.0, 0.0)
    level = Result.ranked([60, 60, 60, 60], sides=[0, 1, 0, 1])
    assert level.outcomes == (DRAW,) * 4 and level.points == (0.5,) * 4  # two sides share the point


def test_a_game_may_state_outcomes_and_half_points():
    chess = Result((0.5, 0.5), (1, 1), ({}, {}), outcomes=(DRAW, DRAW), points=(0.5, 0.5))
    assert chess.scores == (0.5, 0.5) and chess.points == (0.5, 0.5)
    given = Result((3, 1), (1, 2), outcomes=(DRAW, DRAW))  # e.g. a match agreed drawn
    assert given.points == (0.5, 0.5)
    with pytest.raises(ValueError):
        Result((1, 0), (1, 2), outcomes=("won", LOSS))
    with pytest.raises(ValueError):
        Result((1, 0), (1, 2), sides=(0,))


def test_re_ranking_a_result_keeps_sides_and_derives_again():
    res = Result.ranked([50, 50, 50, 50], sides=[0, 1, 0, 1])
    after = Result(res.scores, (1, 2, 1, 2), res.extra, sides=res.sides)  # as Muggins does with its winner
    assert after.outcomes == (WIN, LOSS, WIN, LOSS)


# --- the games' own results ---------------------------------------------------------------------------
def test_pig_alone_is_a_solitaire_even_at_the_target():
    rules = registry.load("pig").rules
    state = rules.new_match(1, {})
    state = replace(state, scores=(101,), winner=0)
    res = rules.result(state)
    assert res.outcomes == (SOLO,) and res.scores == (101,)


def test_pig_target_reached_is_a_win():
    rules = registry.load("pig").rules
    state = replace(rules.new_match(3, {}), scores=(101, 101, 30), winner=1)
    assert rules.result(state).outcomes == (LOSS, WIN, LOSS)


def test_muggins_pairs_win_together():
    rules = registry.load("muggins").rules
    state = rules.new_match(4, {"teams": True})
    state = replace(state, scores=(105, 60), winner=0)
    res = rules.result(state)
    assert res.ranks == (1, 3, 1, 3) and res.outcomes == (WIN, LOSS, WIN, LOSS) and res.points == (1, 0, 1, 0)
    alone = replace(rules.new_match(3, {}), scores=(105, 105, 60), winner=1)
    assert rules.result(alone).outcomes == (LOSS, WIN, LOSS)


def test_categor_pairs_level_is_a_draw_of_the_pairs():
    rules = registry.load("categor").rules
    state = rules.new_match(4, {"teams": "pairs"})
    res = rules.result(state)  # nothing written yet: both pairs level
    assert res.outcomes == (DRAW,) * 4 and res.points == (0.5,) * 4
    assert rules.result(rules.new_match(1, {})).outcomes == (SOLO,)


# --- storage ----------------------------------------------------------------------------------------
def _row(seat, score, rank, outcome, points, players, name="Anna", profile=None):
    return {"seat": seat, "game": "chess", "profile": profile, "kind": "person", "level": None, "name": name,
            "score": score, "rank": rank, "outcome": outcome, "points": points, "players": players, "extra": {}}


def test_half_points_store_and_read_back():
    db = Database()
    m = db.create_match("chess", "{}")
    db.finish_match(m, "{}", [_row(0, 0.5, 1, DRAW, 0.5, 2), _row(1, 0.5, 1, DRAW, 0.5, 2, "Boris")])
    rows = db.results("chess")
    assert [(r["score"], r["points"], r["outcome"], r["won"]) for r in rows] == [
        (0.5, 0.5, DRAW, False), (0.5, 0.5, DRAW, False)]
    m2 = db.create_match("chess", "{}")
    db.finish_match(m2, "{}", [_row(0, 2.5, 1, WIN, 1.0, 2), _row(1, 3.0, 2, LOSS, 0.0, 2, "Boris")])
    rows = [r for r in db.results("chess") if r["match_id"] == m2]
    assert rows[0]["score"] == 2.5 and rows[0]["won"] is True
    assert rows[1]["score"] == 3 and isinstance(rows[1]["score"], int)  # a whole number stays whole
    db.close()


def test_rows_of_the_first_schema_still_store():
    """A caller that gives only "won" (as before) gets an outcome from it."""
    db = Database()
    m = db.create_match("pig", "{}")
    old = {"seat": 0, "game": "pig", "kind": "person", "name": "Anna", "score": 50, "rank": 1, "won": True,
           "players": 1}
    db.finish_match(m, "{}", [old])
    assert db.results("pig")[0]["outcome"] == SOLO and db.results("pig")[0]["points"] is None
    m = db.create_match("pig", "{}")
    db.finish_match(m, "{}", [{**old, "players": 2}, {**old, "seat": 1, "rank": 2, "won": False, "players": 2}])
    assert [(r["outcome"], r["points"]) for r in db.results("pig") if r["match_id"] == m] == [
        (WIN, 1.0), (LOSS, 0.0)]
    with pytest.raises(ValueError):
        db.finish_match(m, "{}", [{**old, "outcome": "won"}])
    db.close()


def test_an_old_database_is_migrated(tmp_path):
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(str(path))
    conn.executescript(dbmod.MIGRATIONS[0])  # the schema of version 1, as it was written then
    conn.execute("PRAGMA user_version = 1")
    conn.execute("INSERT INTO profiles(id, name, colour, archived, created) VALUES (1, 'Anna', '#d64541', 0, 0)")
    for match_id in (1, 2, 3):
        conn.execute("INSERT INTO matches(id, game, status, record, created, updated, finished)"
                     " VALUES (?, 'pig', 'finished', '{}', 0, 0, 0)", (match_id,))
    old_rows = [
        # match 1: Anna beats the computer
        (1, 0, 1, "person", None, "Anna", 101, 1, 1, 2),
        (1, 1, None, "computer", "optimal", "Computer", 80, 2, 0, 2),
        # match 2: a tie on top between Anna and the computer, a third player behind
        (2, 0, 1, "person", None, "Anna", 100, 1, 1, 3),
        (2, 1, None, "computer", "optimal", "Computer", 100, 1, 1, 3),
        (2, 2, None, "person", None, "Guest", 40, 3, 0, 3),
        # match 3: Anna alone ("won" by the old rule)
        (3, 0, 1, "person", None, "Anna", 77, 1, 1, 1),
    ]
    conn.executemany("INSERT INTO results(match_id, seat, game, profile_id, kind, level, name, score, rank, won,"
                     " players, extra, finished) VALUES (?, ?, 'pig', ?, ?, ?, ?, ?, ?, ?, ?, '{}', ?)",
                     [r + (float(r[0]),) for r in old_rows])
    conn.commit()
    conn.close()

    db = Database(path)
    assert db.recovered_from is None
    assert db.conn.execute("PRAGMA user_version").fetchone()[0] == dbmod.SCHEMA_VERSION >= 2
    got = {(r["match_id"], r["seat"]): (r["outcome"], r["points"], r["won"]) for r in db.results()}
    assert got == {
        (1, 0): (WIN, 1.0, True), (1, 1): (LOSS, 0.0, False),
        (2, 0): (DRAW, 0.5, False), (2, 1): (DRAW, 0.5, False), (2, 2): (LOSS, 0.0, False),
        (3, 0): (SOLO, None, False),
    }
    anna = queries.summary(db, profile_id=1)[0]
    assert (anna.matches, anna.wins, anna.draws, anna.losses, anna.solos, anna.solo_best) == (3, 1, 1, 0, 1, 77)
    assert anna.win_rate == pytest.approx(0.5) and anna.points == pytest.approx(1.5)
    db.close()
    again = Database(path)  # opening it again changes nothing
    assert {(r["match_id"], r["seat"]): r["outcome"] for r in again.results()}[(2, 0)] == DRAW
    again.close()


# --- statistics ---------------------------------------------------------------------------------------
def _finish(db, game, seats, when):
    """seats: (profile or None, name, score, outcome, points); a computer when profile is None."""
    m = db.create_match(game, "{}")
    res_ranks = Result.ranked([s[2] for s in seats]).ranks
    rows = []
    for i, (profile, name, score, outcome, points) in enumerate(seats):
        rows.append({"seat": i, "game": game, "profile": profile, "kind": "person" if profile else "computer",
                     "level": None if profile else "easy", "name": name, "score": score, "rank": res_ranks[i],
                     "outcome": outcome, "points": points, "players": len(seats), "extra": {}})
    db.finish_match(m, "{}", rows)
    db.conn.execute("UPDATE results SET finished = ? WHERE match_id = ?", (when, m))
    return m


@pytest.fixture
def played():
    db = Database()
    anna = db.add_profile("Anna")
    boris = db.add_profile("Boris")
    _finish(db, "pig", [(anna.id, "Anna", 100, WIN, 1.0), (boris.id, "Boris", 60, LOSS, 0.0)], 1.0)
    _finish(db, "pig", [(anna.id, "Anna", 100, DRAW, 0.5), (boris.id, "Boris", 100, DRAW, 0.5)], 2.0)
    _finish(db, "pig", [(anna.id, "Anna", 55, SOLO, None)], 3.0)
    _finish(db, "pig", [(anna.id, "Anna", 88, SOLO, None)], 4.0)
    _finish(db, "pig", [(boris.id, "Boris", 101, WIN, 1.0), (None, "Computer: Easy", 90, LOSS, 0.0)], 5.0)
    _finish(db, "yacht", [(boris.id, "Boris", 180, SOLO, None)], 6.0)
    yield db, anna, boris
    db.close()


def test_summary_counts_wins_draws_losses_and_solitaires(played):
    db, anna, boris = played
    rows = {r.name: r for r in queries.summary(db, game="pig")}
    a = rows["Anna"]
    assert (a.matches, a.wins, a.draws, a.losses, a.solos, a.contests) == (4, 1, 1, 0, 2, 2)
    assert a.win_rate == pytest.approx(0.5)  # of the two matches against somebody
    assert a.points == pytest.approx(1.5) and a.solo_best == 88 and a.best == 100
    b = rows["Boris"]
    assert (b.wins, b.draws, b.losses, b.solos, b.solo_best) == (1, 1, 1, 0, None)
    assert b.win_rate == pytest.approx(1 / 3)
    only_alone = queries.summary(db, game="yacht")[0]
    assert (only_alone.matches, only_alone.wins, only_alone.contests, only_alone.win_rate) == (1, 0, 0, 0.0)
    assert only_alone.solo_best == 180


def test_win_share_counts_draws_and_leaves_solitaires_out(played):
    db, anna, boris = played
    share = {s.name: s for s in queries.win_share(db, "pig")}
    assert (share["Anna"].wins, share["Anna"].draws, share["Anna"].matches) == (1, 1, 2)
    assert (share["Boris"].wins, share["Boris"].draws, share["Boris"].matches) == (1, 1, 3)
    assert (share["Computer"].wins, share["Computer"].matches) == (0, 1)
    assert queries.win_share(db, "yacht") == []  # played alone only: nothing to share


def test_timeline_marks_outcomes_and_the_personal_best(played):
    db, anna, boris = played
    series = {s.name: s for s in queries.timeline(db, "pig")}
    assert [(p.number, p.outcome, p.won) for p in series["Anna"].points] == [
        (1, WIN, True), (2, DRAW, False), (3, SOLO, False), (4, SOLO, False)]
    assert series["Anna"].solo_best == 88 and series["Boris"].solo_best is None
    assert queries.results_over_time(db, anna.id, "pig")[1] == (2.0, 100, False)  # a draw is not a win


def test_page_shows_draws_and_solitaires(played, qtbot):
    from compendium.ui.stats_page import StatsPage
    from tests.test_stats import drawn

    db, anna, boris = played
    page = StatsPage(db)
    qtbot.addWidget(page)
    page.resize(1200, 800)
    page.show()
    page.game.setCurrentIndex(page.game.findData("pig"))
    table = page.table
    heads = [table.horizontalHeaderItem(c).text().replace("\n", " ") for c in range(table.columnCount())]
    assert heads[:11] == ["Person", "Game", "Matches", "Wins", "Draws", "Losses", "Win rate", "Best", "Average",
                          "Played alone", "Personal best alone"]
    rows = {table.item(r, 0).text(): [table.item(r, c).text() for c in range(11)] for r in range(table.rowCount())}
    assert rows["Anna"][2:] == ["4", "1", "1", "0", "50%", "100", "85.8", "2", "88"]
    assert rows["Boris"][2:9] == ["3", "1", "1", "1", "33%", "101", "87.0"] and rows["Boris"][10] == ""
    drawn(qtbot, page)  # the charts a frame after the table
    assert "draw" in page.timeline_key.text() and "personal best" in page.timeline_key.text()
    page.game.setCurrentIndex(page.game.findData("yacht"))
    assert [table.item(0, c).text() for c in (3, 6, 10)] == ["0", "—", "180"]  # no win rate without a contest
    drawn(qtbot, page)
    assert page.share_stack.currentWidget() is page.share_note
    assert "played alone" in page.share_note.text()
    page.game.setCurrentIndex(0)
    assert page.table.rowCount() == 4


def test_migration_gives_pairs_their_shared_win_back(tmp_path):
    """An old row cannot tell partners who won together from a draw; the stored record can."""
    rules = registry.load("muggins").rules
    players = [{"kind": "person", "name": n} for n in ("Anna", "Boris", "Clara", "Dima")]
    m = finish_match(Match.new(rules, "muggins", players, {"teams": True}, seed=7),
                     lambda state, seat: random.Random(len(str(state))).choice(rules.legal_actions(state, seat)))
    res = rules.result(m.state)
    assert sorted(res.ranks)[:2] == [1, 1] and res.outcomes.count(WIN) == 2  # a pair won together

    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(str(path))
    conn.executescript(dbmod.MIGRATIONS[0])
    conn.execute("PRAGMA user_version = 1")
    for match_id, record in ((1, m.record.dumps()), (2, "{}")):
        conn.execute("INSERT INTO matches(id, game, status, record, created, updated, finished)"
                     " VALUES (?, 'muggins', 'finished', ?, 0, 0, 0)", (match_id, record))
    for seat in range(4):
        conn.execute("INSERT INTO results(match_id, seat, game, profile_id, kind, level, name, score, rank, won,"
                     " players, extra, finished) VALUES (1, ?, 'muggins', NULL, 'person', NULL, ?, ?, ?, ?, 4, '{}', 1)",
                     (seat, players[seat]["name"], res.scores[seat], res.ranks[seat], int(res.ranks[seat] == 1)))
    for seat in range(2):  # a record that does not replay: the shared first place stays a draw
        conn.execute("INSERT INTO results(match_id, seat, game, profile_id, kind, level, name, score, rank, won,"
                     " players, extra, finished) VALUES (2, ?, 'muggins', NULL, 'person', NULL, 'X', 100, 1, 1, 2,"
                     " '{}', 2)", (seat,))
    conn.commit()
    conn.close()

    db = Database(path)
    rows = db.results("muggins")
    assert [(r["outcome"], r["points"]) for r in rows if r["match_id"] == 1] == list(zip(res.outcomes, res.points))
    assert [r["outcome"] for r in rows if r["match_id"] == 2] == [DRAW, DRAW]
    db.close()


def test_scores_are_written_as_people_write_them():
    """A chess draw's half point reads ½ in the standings and the statistics, never 0.5 or 0.0."""
    from compendium.core.text import score_text

    assert [score_text(v) for v in (0.0, 1.0, 0.5, 1.5, 12, -0.5, 85.75)] == ["0", "1", "½", "1½", "12", "-½", "85.75"]
