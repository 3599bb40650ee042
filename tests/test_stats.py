"""Statistics: the figures computed from finished matches, and the page that shows them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from compendium.stats import queries
from compendium.storage.db import Database

T0 = 1_700_000_000.0  # a fixed clock, so the order of matches does not depend on the test's speed
HOUR = 3600.0


def finish(db: Database, game: str, seats: list[dict], when: float) -> int:
    """Stores one finished match. A seat: profile (or computer level), name, score, won, extra."""
    match_id = db.create_match(game, "{}")
    order = sorted(range(len(seats)), key=lambda i: (not seats[i].get("won", False), -seats[i]["score"]))
    rows = []
    for i, s in enumerate(seats):
        computer = "level" in s
        rows.append({
            "seat": i, "game": game, "profile": s.get("profile"),
            "kind": "computer" if computer else "person", "level": s.get("level"),
            "name": s["name"], "score": s["score"], "rank": s.get("rank", order.index(i) + 1),
            "won": s.get("won", False), "players": len(seats), "extra": s.get("extra", {}),
        })
    db.finish_match(match_id, "{}", rows)
    # finish_match stamps the current time; the tests set their own, out of insertion order on purpose
    db.conn.execute("UPDATE results SET finished = ? WHERE match_id = ?", (when, match_id))
    return match_id


def drawn(qtbot, page) -> None:
    """Waits for the charts in sight of a shown page: a choice fills the table at once and draws
    the charts in the next frames (a chart a frame, each within a 60 Hz frame)."""
    qtbot.waitUntil(lambda: not page.charts_pending(), timeout=2000)


@pytest.fixture
def family():
    """Anna, Boris and an archived Grandma; four matches of Pig and two of another game."""
    db = Database()
    anna = db.add_profile("Anna")
    boris = db.add_profile("Boris")
    gran = db.add_profile("Grandma")
    pc = {"level": "optimal", "name": "Computer: Optimal"}

    def me(p, score, burned, won=False):
        return {"profile": p.id, "name": p.name, "score": score, "won": won, "extra": {"burned": burned}}

    # Inserted in this order, finished at times 1, 2, 4, 3 (hours): the fourth match ended before the third.
    finish(db, "pig", [me(anna, 100, 30, True), me(boris, 60, 10), {**pc, "score": 80, "extra": {"burned": 0}}],
           T0 + 1 * HOUR)
    finish(db, "pig", [me(anna, 45, 50), me(boris, 102, 5, True), {**pc, "score": 70, "extra": {"burned": 15}}],
           T0 + 2 * HOUR)
    finish(db, "pig", [me(anna, 101, 0, True), me(boris, 90, 20)], T0 + 4 * HOUR)
    finish(db, "pig", [me(gran, 100, 7, True), {**pc, "score": 50, "extra": {"burned": 25}}], T0 + 3 * HOUR)
    # A game with other extra figures, one of them not a number, and one where the lowest score wins.
    finish(db, "yacht", [{"profile": anna.id, "name": "Anna", "score": 200, "won": True,
                          "extra": {"bonus": 35, "note": "five of a kind"}},
                         {"profile": boris.id, "name": "Boris", "score": 150, "extra": {"bonus": 0}}], T0 + 5 * HOUR)
    finish(db, "goat", [{"profile": anna.id, "name": "Anna", "score": 12, "won": True},
                        {"profile": boris.id, "name": "Boris", "score": 40}], T0 + 6 * HOUR)
    finish(db, "goat", [{"profile": anna.id, "name": "Anna", "score": 30},
                        {"profile": boris.id, "name": "Boris", "score": 8, "won": True}], T0 + 7 * HOUR)
    db.archive_profile(gran.id)
    db.rename_profile(boris.id, "Boris P.")  # the table follows the profile's current name
    yield db, anna, boris, gran
    db.close()


def _row(rows, name, game="pig"):
    found = [r for r in rows if r.name == name and r.game == game]
    assert len(found) == 1, (name, game, rows)
    return found[0]


# --- queries --------------------------------------------------------------------------------------
def test_summary_per_person_and_game(family):
    db, anna, boris, gran = family
    rows = queries.summary(db, game="pig")
    assert [(r.name, r.kind) for r in rows] == [
        ("Anna", "person"), ("Boris P.", "person"), ("Grandma", "person"), ("Computer: Optimal", "computer")]

    a = _row(rows, "Anna")
    assert (a.profile, a.matches, a.wins, a.best, a.burned) == (anna.id, 3, 2, 101, 80)
    assert a.win_rate == pytest.approx(2 / 3)
    assert a.average == pytest.approx((100 + 45 + 101) / 3)
    assert a.totals == {"burned": 80}

    b = _row(rows, "Boris P.")
    assert (b.matches, b.wins, b.best, b.burned) == (3, 1, 102, 35)
    assert b.win_rate == pytest.approx(1 / 3)
    assert b.average == pytest.approx(84.0)

    g = _row(rows, "Grandma")
    assert g.archived and (g.matches, g.wins, g.win_rate, g.best, g.average, g.burned) == (1, 1, 1.0, 100, 100.0, 7)

    c = _row(rows, "Computer: Optimal")
    assert (c.profile, c.level, c.matches, c.wins, c.win_rate, c.best, c.burned) == (None, "optimal", 3, 0, 0.0, 80, 40)
    assert c.average == pytest.approx(200 / 3)


def test_summary_of_one_person_has_every_game_and_no_computers(family):
    db, anna, boris, gran = family
    rows = queries.summary(db, profile_id=anna.id)
    assert [(r.game, r.name) for r in rows] == [("goat", "Anna"), ("pig", "Anna"), ("yacht", "Anna")]
    yacht = _row(rows, "Anna", "yacht")
    assert yacht.totals == {"bonus": 35}  # the text figure is not summed
    assert yacht.burned == 0
    assert queries.summary(db, profile_id=anna.id, game="pig")[0].matches == 3
    assert queries.summary(db, profile_id=gran.id, game="yacht") == []


def test_best_score_where_the_lowest_score_wins(family):
    db, anna, boris, gran = family
    rows = queries.summary(db, game="goat")
    assert _row(rows, "Anna", "goat").best == 12
    assert _row(rows, "Boris P.", "goat").best == 8
    # The direction is read from all of the game's matches, also when one person is asked for.
    assert queries.summary(db, profile_id=boris.id, game="goat")[0].best == 8


def test_results_over_time_are_in_finishing_order(family):
    db, anna, boris, gran = family
    assert queries.results_over_time(db, anna.id, "pig") == [
        (T0 + 1 * HOUR, 100, True), (T0 + 2 * HOUR, 45, False), (T0 + 4 * HOUR, 101, True)]
    assert queries.results_over_time(db, gran.id, "pig") == [(T0 + 3 * HOUR, 100, True)]
    assert queries.results_over_time(db, gran.id, "yacht") == []


def test_timeline_numbers_the_matches_of_a_game(family):
    db, anna, boris, gran = family
    series = {s.name: s for s in queries.timeline(db, "pig")}
    assert set(series) == {"Anna", "Boris P.", "Grandma"}  # no computers unless asked
    anna_points = [(p.number, p.score, p.won) for p in series["Anna"].points]
    assert anna_points == [(1, 100, True), (2, 45, False), (4, 101, True)]
    assert [p.number for p in series["Grandma"].points] == [3]
    with_pc = queries.timeline(db, "pig", computers=True)
    assert [p.number for p in with_pc[-1].points] == [1, 2, 3] and with_pc[-1].kind == "computer"
    only = queries.timeline(db, "pig", profile_id=boris.id)
    assert [s.name for s in only] == ["Boris P."]
    assert [p.number for p in only[0].points] == [1, 2, 3]  # one person: their own matches counted


def test_win_share(family):
    db, anna, boris, gran = family
    assert [tuple(s[:3]) for s in queries.win_share(db, "pig")] == [
        ("Anna", 2, False), ("Boris P.", 1, False), ("Grandma", 1, False), ("Computer", 0, True)]
    share = queries.win_share(db)
    assert [(s.name, s.wins, s.matches) for s in share] == [
        ("Anna", 4, 6), ("Boris P.", 2, 6), ("Grandma", 1, 1), ("Computer", 0, 3)]
    assert share[0].profile == anna.id and share[0].colour == anna.colour
    assert [(s.name, s.wins) for s in queries.win_share(db, "goat")] == [("Anna", 1), ("Boris P.", 1)]


def test_score_distribution_and_games(family):
    db, anna, boris, gran = family
    assert queries.score_distribution(db, "pig", anna.id) == [45, 100, 101]
    assert queries.score_distribution(db, "pig") == [45, 50, 60, 70, 80, 90, 100, 100, 101, 102]
    assert queries.games_played(db) == ["goat", "pig", "yacht"]
    assert queries.extra_heading("burned", ["pig"]).ru == "Сгорело на «чириках»"
    assert queries.extra_heading("bonus", ["pig"]) is None
    assert queries.extra_heading("burned", ["no-such-game"]) is None


def test_no_results_at_all():
    db = Database()
    db.add_profile("Anna")
    assert queries.summary(db) == []
    assert queries.win_share(db) == []
    assert queries.games_played(db) == []
    db.close()


def test_queries_do_not_import_qt():
    code = ("import sys, compendium.stats.queries; "
            "bad = [m for m in ('PySide6', 'pyqtgraph', 'numpy') if m in sys.modules]; "
            "assert not bad, bad")
    root = Path(__file__).resolve().parent.parent
    subprocess.run([sys.executable, "-c", code], check=True, cwd=root)


# --- the page ---------------------------------------------------------------------------------------
def _cells(table, row):
    return [table.item(row, c).text() if table.item(row, c) else "" for c in range(table.columnCount())]


def _headers(table):
    # long headings are broken into two lines to keep their columns narrow
    return [table.horizontalHeaderItem(c).text().replace("\n", " ") for c in range(table.columnCount())]


def test_page_shows_the_table_and_charts(family, qtbot, tmp_path):
    from compendium.ui.stats_page import StatsPage, game_name

    db, anna, boris, gran = family
    page = StatsPage(db)
    qtbot.addWidget(page)
    page.resize(1000, 820)
    page.show()
    page.reload()

    assert not page.empty.isVisible() and page.content.isVisible()
    persons = [page.person.itemText(i) for i in range(page.person.count())]
    assert persons == ["All family members", "Anna", "Boris P.", "Grandma (archived)"]
    games = [page.game.itemData(i) for i in range(page.game.count())]
    assert games[0] is None and sorted(games[1:]) == ["goat", "pig", "yacht"]

    # Everyone, every game: 4 rows of Pig (computer included), 2 of Yacht, 2 of Goat.
    assert page.table.rowCount() == 8

    page.game.setCurrentIndex(page.game.findData("pig"))
    table = page.table
    assert table.rowCount() == 4
    assert _headers(table) == ["Person", "Game", "Matches", "Wins", "Draws", "Losses", "Win rate", "Best", "Average",
                               "Lost to pig-outs"]
    rows = {_cells(table, r)[0]: _cells(table, r) for r in range(table.rowCount())}
    assert rows["Anna"] == ["Anna", game_name("pig"), "3", "2", "0", "1", "67%", "101", "82.0", "80"]
    assert rows["Boris P."][2:] == ["3", "1", "0", "2", "33%", "102", "84.0", "35"]
    assert rows["Grandma (archived)"][2:] == ["1", "1", "0", "0", "100%", "100", "100.0", "7"]
    # a computer row is named by its level in the interface's language, not by the stored name
    assert rows["Computer: Best possible — perfect"][2:] == ["3", "0", "0", "3", "0%", "80", "66.7", "40"]
    drawn(qtbot, page)
    assert page.timeline_stack.currentWidget() is not page.timeline_note
    assert all(n in page.timeline_key.text() for n in ("Anna", "Boris P.", "Grandma", "won the match"))
    assert "Computer" not in page.timeline_key.text()  # the computer's line would crowd the chart

    # One person: only their rows; the generic extra figure of Yacht gets its key as heading.
    page.person.setCurrentIndex(page.person.findData(anna.id))
    assert table.rowCount() == 1 and _cells(table, 0)[0] == "Anna"
    page.game.setCurrentIndex(0)
    assert table.rowCount() == 3
    # Yacht's plugin does not name a "bonus" figure, so no raw key becomes a column.
    assert _headers(table)[9:] == ["Lost to pig-outs"] and "bonus" not in _headers(table)
    # All games and several of them: the per-game charts ask for a game instead of mixing scores.
    drawn(qtbot, page)
    assert page.timeline_stack.currentWidget() is page.timeline_note

    # A person who never played the chosen game.
    page.person.setCurrentIndex(page.person.findData(gran.id))
    page.game.setCurrentIndex(page.game.findData("yacht"))
    assert table.rowCount() == 0 and page.no_rows.isVisible()
    assert "Grandma" in page.no_rows.text()

    # The chooser keeps its choice across reloads.
    page.reload()
    assert page.chosen_profile() == gran.id and page.chosen_game() == "yacht"

    page.person.setCurrentIndex(page.person.findData(anna.id))
    page.game.setCurrentIndex(page.game.findData("pig"))
    qtbot.wait(100)  # let the chart axes take their final sizes before the picture is taken
    out = tmp_path / "stats.png"
    assert page.grab().save(str(out))
    assert out.exists() and out.stat().st_size > 0

    # The look of the page, for a person to check: everyone, Pig.
    page.person.setCurrentIndex(0)
    qtbot.wait(100)
    page.grab().save("/tmp/stats_page.png")


def test_page_empty_state(qtbot):
    from compendium.ui.stats_page import StatsPage

    db = Database()
    db.add_profile("Anna")
    page = StatsPage(db)
    qtbot.addWidget(page)
    page.show()
    page.reload()
    assert page.empty.isVisible() and not page.content.isVisible()
    assert "Play a match to the end and its results appear here." in page.empty.text()
    assert page.table.rowCount() == 0
    qtbot.wait(50)
    page.grab().save("/tmp/stats_page_empty.png")
    # The first finished match appears on the next reload (the page is reloaded each time it opens).
    finish(db, "pig", [{"profile": 1, "name": "Anna", "score": 100, "won": True, "extra": {"burned": 3}}], T0)
    page.reload()
    assert not page.empty.isVisible() and page.table.rowCount() == 1
    db.close()


def test_page_follows_the_language(family, qtbot):
    from compendium.ui.stats_page import StatsPage
    from compendium.ui import i18n

    db, anna, boris, gran = family
    page = StatsPage(db)
    qtbot.addWidget(page)
    page.game.setCurrentIndex(page.game.findData("pig"))
    try:
        i18n.set_language("ru")
        page.retranslate()
        assert _headers(page.table)[-1] == "Сгорело на «чириках»"
        assert page.game.currentData() == "pig"
    finally:
        i18n.set_language("en")
        page.retranslate()
    assert _headers(page.table)[-1] == "Lost to pig-outs"


# --- the newest matches, the histogram per person, and the page after a new result ------------------
def _pig_matches(db, anna, boris, count: int, start: int = 0) -> None:
    """``count`` Pig matches of Anna and Boris (and now and then the computer, or Anna alone)."""
    for m in range(start, start + count):
        seats = [{"profile": anna.id, "name": "Anna", "score": 40 + (m * 37) % 90, "won": m % 3 != 1}]
        if m % 5 == 4:  # Anna alone
            seats[0]["won"] = False
        else:
            seats.append({"profile": boris.id, "name": "Boris", "score": 30 + (m * 53) % 100, "won": m % 3 == 1})
        if m % 4 == 0:
            seats.append({"level": "easy", "name": "PC", "score": 10 + m % 70})
        finish(db, "pig", seats, T0 + m * HOUR)


def test_the_newest_matches_are_numbered_among_all_of_them():
    db = Database()
    anna, boris = db.add_profile("Anna"), db.add_profile("Boris")
    _pig_matches(db, anna, boris, 23)
    for profile in (None, anna.id, boris.id):
        full = {s.name: s for s in queries.timeline(db, "pig", profile_id=profile)}
        newest = {s.name: s for s in queries.timeline(db, "pig", profile_id=profile, last=6)}
        total = max(p.number for s in full.values() for p in s.points)
        assert len({p.number for s in newest.values() for p in s.points}) == 6
        for name, s in full.items():
            kept = [p for p in s.points if p.number > total - 6]
            if kept:
                assert newest[name].points == kept, (profile, name)
                assert newest[name].solo_best == s.solo_best  # over every match, not the newest only
            else:
                assert name not in newest
    db.close()


def test_the_score_histogram_counts_every_score_once_per_person(family):
    db, anna, boris, gran = family
    for profile in (None, anna.id, boris.id):
        found = queries.score_histogram(db, "pig", profile_id=profile)
        scores = queries.score_distribution(db, "pig", profile)
        assert sum(sum(s.counts) for s in found.series) == len(scores)
        assert all(len(s.counts) == found.bars for s in found.series)
        assert found.start <= min(scores) and max(scores) < found.start + found.bars * found.width
        assert found.bars <= 13
        for s in found.series:
            if s.profile is not None:
                mine = queries.score_distribution(db, "pig", s.profile)
                assert s.counts == [sum(1 for x in mine if found.start + i * found.width <= x
                                        < found.start + (i + 1) * found.width) for i in range(found.bars)]
    everyone = queries.score_histogram(db, "pig")
    assert [(s.name, s.kind) for s in everyone.series] == [
        ("Anna", "person"), ("Boris P.", "person"), ("Grandma", "person"), ("Computer", "computer")]
    assert everyone.series[0].colour == anna.colour
    assert queries.score_histogram(db, "no-such-game") is None


@pytest.mark.parametrize("language, computer", [("en", "Computer"), ("ru", "Компьютер")])
def test_page_histogram_has_bars_and_a_key_per_person(family, qtbot, language, computer):
    import pyqtgraph as pg

    from compendium.ui import i18n
    from compendium.ui.stats_page import COMPUTER_COLOUR, StatsPage

    db, anna, boris, gran = family
    try:
        i18n.set_language(language)
        page = StatsPage(db)
        qtbot.addWidget(page)
        page.resize(1000, 700)
        page.show()
        page.game.setCurrentIndex(page.game.findData("pig"))
        page.left_tabs.setCurrentIndex(1)
        bars = [i for i in page.histogram_plot.getPlotItem().items if isinstance(i, pg.BarGraphItem) and i.isVisible()]
        colours = [b.opts["brush"].color().name() for b in bars]
        assert colours == [anna.colour, boris.colour, gran.colour, COMPUTER_COLOUR]
        key = page.histogram_key.text()
        for name in ("Anna", "Boris P.", "Grandma", computer):
            assert name in key
        assert key.index("Anna") < key.index("Boris P.") < key.index(computer)
        # One person: that person's bars only (the others' are hidden, kept on the plot for later).
        page.person.setCurrentIndex(page.person.findData(boris.id))
        drawn(qtbot, page)
        bars = [i for i in page.histogram_plot.getPlotItem().items if isinstance(i, pg.BarGraphItem) and i.isVisible()]
        assert [b.opts["brush"].color().name() for b in bars] == [boris.colour]
        assert "Boris P." in page.histogram_key.text() and "Anna" not in page.histogram_key.text()
        qtbot.wait(50)
        page.grab().save(f"/tmp/stats_histogram_{language}.png")
    finally:
        i18n.set_language("en")


def test_the_timeline_shows_the_newest_matches_and_says_so(qtbot, monkeypatch):
    from compendium.ui.stats_page import StatsPage

    monkeypatch.setattr(queries, "TIMELINE_MATCHES", 5)
    db = Database()
    anna, boris = db.add_profile("Anna"), db.add_profile("Boris")
    _pig_matches(db, anna, boris, 9)
    page = StatsPage(db)
    qtbot.addWidget(page)
    page.game.setCurrentIndex(page.game.findData("pig"))
    assert "The newest 5 of 9 matches." in page.timeline_key.text()
    x0, x1 = page.timeline_plot.getPlotItem().viewRange()[0]
    assert 4 < x0 < 5 and 9 < x1 < 10
    db.close()


def test_the_page_follows_a_new_result_after_reading_ahead(qtbot):
    """What the page keeps (the figures read ahead on idle, the charts' items) never hides a new
    result: the next opening shows it in the table and in every chart."""
    import pyqtgraph as pg

    from compendium.ui.stats_page import StatsPage

    db = Database()
    anna, boris = db.add_profile("Anna"), db.add_profile("Boris")
    _pig_matches(db, anna, boris, 7)
    finish(db, "yacht", [{"profile": anna.id, "name": "Anna", "score": 200, "won": True}], T0)
    page = StatsPage(db)
    qtbot.addWidget(page)
    page.show()
    page.game.setCurrentIndex(page.game.findData("pig"))
    qtbot.waitUntil(lambda: not page._ahead, timeout=5000)  # every choice read ahead

    def figures():
        drawn(qtbot, page)
        rows = {page.table.item(r, 0).text(): page.table.item(r, 2).text() for r in range(page.table.rowCount())}
        points = [i for i in page.timeline_plot.getPlotItem().items if isinstance(i, pg.ScatterPlotItem) and i.isVisible()]
        last = max(max(s.getData()[0]) for s in points)
        page.left_tabs.setCurrentIndex(1)
        bars = [i for i in page.histogram_plot.getPlotItem().items if isinstance(i, pg.BarGraphItem) and i.isVisible()]
        counted = sum(sum(b.opts["height"]) for b in bars)
        page.left_tabs.setCurrentIndex(0)
        wins = page.share_plot.getPlotItem().getAxis("left")._tickLevels[0]
        labels = [i.textItem.toPlainText() for i in page.share_plot.getPlotItem().items if isinstance(i, pg.TextItem) and i.isVisible()]
        return rows, last, counted, len(wins), labels

    before = figures()
    # ("PC" was stored for Pig's level "easy": the page names it by its level)
    assert before[0] == {"Anna": "7", "Boris": "6", "Computer: Easy": "2"} and before[1] == 7
    # Boris wins a match against Anna and a new computer level.
    finish(db, "pig", [{"profile": anna.id, "name": "Anna", "score": 10},
                       {"profile": boris.id, "name": "Boris", "score": 99, "won": True},
                       {"level": "hard", "name": "Hard PC", "score": 5}], T0 + 100 * HOUR)
    page.reload()
    after = figures()
    assert after[0] == {"Anna": "8", "Boris": "7", "Computer: Easy": "2", "Hard PC": "1"}  # an unknown level keeps its name
    assert after[1] == 8  # the newest match is the eighth
    assert after[2] == before[2] + 3
    assert after[4] != before[4] and any("of 7" in label or "of 6" in label for label in after[4])
    db.close()


def test_the_page_is_made_ready_a_small_step_at_a_time(family, monkeypatch, tmp_path):
    """The main window's idle warm-up: pyqtgraph loaded a step at a time (once a process), then
    each database's figures read a query at a time and kept, so that the page is made at once."""
    from compendium.ui import stats_page

    db = family[0]
    steps = 0
    while stats_page.warm_step(db):
        steps += 1
        assert steps < 2000
    assert stats_page.pg is not None and stats_page.np is not None
    assert not stats_page.warm_step(db)  # nothing left
    # the figures were read: the views need no query that reads every row again
    for name in ("result_tallies", "result_totals", "result_directions"):
        monkeypatch.setattr(db, name, lambda: pytest.fail("read again"))
    assert [r.name for r in queries.summary(db, game="pig")][:2] == ["Anna", "Boris P."]
    # another database (another window) gets its own steps
    other = Database(tmp_path / "other.sqlite3")
    finish(other, "pig", [{"profile": None, "name": "Guest", "score": 10, "won": True}], T0)
    assert stats_page.warm_step(other)
    while stats_page.warm_step(other):
        pass
    assert queries.games_played(other) == ["pig"]
    other.close()


def test_page_names_computer_rows_in_the_interface_language(family, qtbot):
    from compendium.ui import i18n
    from compendium.ui.stats_page import StatsPage

    db = family[0]
    try:
        i18n.set_language("ru")
        page = StatsPage(db)
        qtbot.addWidget(page)
        page.resize(1000, 700)
        page.show()
        page.reload()
        page.game.setCurrentIndex(page.game.findData("pig"))
        names = [_cells(page.table, r)[0] for r in range(page.table.rowCount())]
        assert "Компьютер: Сильнейший — безупречный" in names  # stored as "Computer: Optimal"
        assert not any("Computer" in n for n in names)
    finally:
        i18n.set_language("en")
