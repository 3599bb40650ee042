"""GUI: the start page a family understands. The playable games as cards (exactly the catalog's
playable games, each with a picture, a name and a line in both languages) that a click, Enter or
Space opens and the arrow keys walk; Continue (a started match) and the games played lately on top,
one quiet line when there is nothing to continue; the empty categories explained in words; related
games linked from a game's page (Yahtzee to Yacht), all from the catalog's data; no name in the
sidebar cut off, in English and Russian at 1366×700."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
from gui_helpers import start_game
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QStyle

from compendium.catalog import load_catalog
from compendium.resources import resources_dir
from compendium.ui import i18n
from compendium.ui.home import card_games

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def russian():
    i18n.set_language("ru")
    QApplication.processEvents()  # the windows retranslate on the LanguageChange event
    yield
    i18n.set_language("en")


def _record(game: str) -> str:
    return json.dumps({"version": 1, "game": game, "seed": 1, "options": {},
                       "players": [{"kind": "person", "name": "Anna"}, {"kind": "person", "name": "Boris"}],
                       "actions": []})


def _finish(db, game: str) -> None:
    mid = db.create_match(game, _record(game))
    db.finish_match(mid, _record(game), [
        {"seat": s, "game": game, "kind": "person", "name": n, "score": 10 - s, "rank": s + 1, "players": 2,
         "outcome": "win" if s == 0 else "loss", "points": 1 - s} for s, n in enumerate(("Anna", "Boris"))])


# --- the catalog's data ------------------------------------------------------------------------
def test_every_playable_game_has_a_line_and_art_that_exists():
    cat = load_catalog()
    for g in cat.playable():
        assert g.blurb is not None and g.blurb.en and g.blurb.ru, g.id
        assert g.blurb.en != g.blurb.ru and len(g.blurb.en) <= 80 and len(g.blurb.ru) <= 80, g.id
        for path in cat.picture(g.id):
            assert (resources_dir() / path).is_file(), (g.id, path)
    assert cat.picture("categor-big") == cat.game("categor").picture  # a variant shows its game's art


def test_see_also_names_known_games():
    cat = load_catalog()
    linked = [g for g in cat.games() if g.see_also]
    assert linked
    for g in linked:
        assert g.id not in g.see_also and len(set(g.see_also)) == len(g.see_also), g.id
        for other in g.see_also:
            assert other in cat, (g.id, other)
        assert [r.id for r in cat.related(g.id)] == list(g.see_also)
    assert "yacht" in cat.game("yahtzee").see_also and cat.game("yacht").playable
    assert not cat.game("yahtzee").playable


# --- the cards ---------------------------------------------------------------------------------
def test_the_cards_are_exactly_the_playable_games(qtbot, window):
    cat = load_catalog()
    grid = window.home.cards
    assert sorted(g.id for g in grid.games) == sorted(g.id for g in cat.playable())
    assert [g.id for g in grid.games] == [g.id for g in card_games(cat)]
    firsts = [g.variant_of is None for g in grid.games]
    assert firsts == sorted(firsts, reverse=True)  # the games of their own first, then the variants
    for i, g in enumerate(grid.games):
        assert grid.name(i) == g.name.en and grid.blurb(i) == g.blurb.en
        assert g.name.en in grid.tooltip(i)
        names, lines = grid.text_lines(i)
        assert " ".join(names) == g.name.en or names[-1].endswith("…")
        assert lines and lines[0]
    grid.load_pictures()
    assert all(p is not None and not p.isNull() for p in grid.pixmaps)
    assert grid.isVisibleTo(window) and grid.accessibleName() == "Games to play"


def test_the_cards_in_russian(qtbot, window, russian):
    grid = window.home.cards
    for i, g in enumerate(grid.games):
        assert grid.name(i) == g.name.ru and grid.blurb(i) == g.blurb.ru
        assert g.name.ru in grid.tooltip(i)
    assert window.home.games_title.text() == "Во что сыграть"
    assert grid.accessibleName() == "Во что сыграть"


def test_enter_on_a_card_opens_its_page(qtbot, window):
    grid = window.home.cards
    grid.setFocus()
    grid.set_current(grid.index_of("yacht"))
    qtbot.keyClick(grid, Qt.Key.Key_Return)
    assert window.pages.currentWidget() is window.game_page and window.game_page.game_id == "yacht"
    assert window.sidebar.selected_game() == "yacht"
    window.show_home()
    grid.set_current(grid.index_of("cross"))
    qtbot.keyClick(grid, Qt.Key.Key_Space)
    assert window.game_page.game_id == "cross"
    window.show_home()
    QApplication.processEvents()
    qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=grid.card_rect(1).center())
    assert window.pages.currentWidget() is window.game_page and window.game_page.game_id == grid.games[1].id


def test_arrow_keys_walk_the_cards(qtbot, window):
    grid = window.home.cards
    QApplication.processEvents()
    assert grid.columns >= 2
    grid.setFocus()
    grid.set_current(0)
    qtbot.keyClick(grid, Qt.Key.Key_Right)
    assert grid.current == 1
    qtbot.keyClick(grid, Qt.Key.Key_Down)
    assert grid.current == 1 + grid.columns
    qtbot.keyClick(grid, Qt.Key.Key_Left)
    assert grid.current == grid.columns
    qtbot.keyClick(grid, Qt.Key.Key_Up)
    assert grid.current == 0
    qtbot.keyClick(grid, Qt.Key.Key_Up)  # nothing above the first row
    assert grid.current == 0
    qtbot.keyClick(grid, Qt.Key.Key_End)
    assert grid.current == len(grid.games) - 1
    qtbot.keyClick(grid, Qt.Key.Key_Right)  # nothing beyond the last card
    assert grid.current == len(grid.games) - 1
    # the last card was scrolled into view
    viewport = window.home.scroll.viewport()
    rect = grid.card_rect(grid.current)
    top = grid.mapTo(viewport, rect.topLeft()).y()
    assert 0 <= top and top + rect.height() <= viewport.height()
    qtbot.keyClick(grid, Qt.Key.Key_Home)
    assert grid.current == 0 and grid.games[0].name.en in grid.accessibleDescription()


def test_tab_reaches_the_cards_from_the_continue_list(qtbot, window):
    home = window.home
    window.db.create_match("pig", _record("pig"))
    home.reload()
    chain, w = [], home.list
    for _ in range(8):
        chain.append(w)
        w = w.nextInFocusChain()
        while not (w.focusPolicy() & Qt.FocusPolicy.TabFocus) or not w.isVisibleTo(window):
            w = w.nextInFocusChain()
    assert chain[:3] == [home.list, home.continue_button, home.delete_button]
    assert home.cards in chain[3:5]


# --- Continue and played lately ----------------------------------------------------------------
def test_nothing_to_continue_is_one_quiet_line(qtbot, window):
    home = window.home
    assert home.list.count() == 0
    assert home.empty.isVisibleTo(window) and not home.continue_box.isVisibleTo(window)
    assert not home.recent.isVisibleTo(window)
    # compact: the title, the intro and the one line leave the cards near the top
    top = home.scroll.mapTo(home, QPoint(0, 0)).y()
    assert top < 220, top


def test_the_continue_list_is_made_when_there_is_a_match_to_list(qtbot, window):
    """A start with nothing saved makes no list of matches nor its buttons (only the quiet line);
    the first saved match makes them, under the "Continue" heading and before the games played
    lately, in the Tab order."""
    from PySide6.QtWidgets import QListWidget, QPushButton

    home = window.home
    home.reload()
    assert home._continue_box is None
    assert home.findChildren(QListWidget) == [] and home.findChildren(QPushButton) == []
    window.db.create_match("pig", _record("pig"))
    home.reload()
    assert home._continue_box is not None and home.continue_box.isVisibleTo(window)
    assert home.list.count() == 1 and not home.empty.isVisibleTo(window)
    lay = home.layout()
    assert lay.indexOf(home.continue_box) == lay.indexOf(home.recent) - 1
    assert home.continue_button.text() == "Continue this match" and home.delete_button.text() == "Delete"
    assert home.continue_button.isEnabled() and home.delete_button.isEnabled()


def test_continue_shows_a_started_match_newest_first(qtbot, window):
    start_game(window, "pig", [0, "kper"], {"target": 40})
    window.match_screen.leave_button.click()
    assert window.pages.currentWidget() is window.home
    home = window.home
    assert home.list.count() == 1 and home.list.item(0).text().startswith("Pig — Anna")
    assert home.continue_box.isVisibleTo(window) and not home.empty.isVisibleTo(window)
    start_game(window, "yacht", [0, "best"])
    window.match_screen.leave_button.click()
    assert home.list.count() == 2 and home.list.item(0).text().startswith("Yacht — Anna")  # the newest first
    assert home.list.height() >= 2 * home.row_height()
    home.continue_button.click()
    assert window.pages.currentWidget() is window.match_screen
    assert window.match_screen.controller.match.record.game == "yacht"


def test_played_lately_links_the_games(qtbot, window):
    _finish(window.db, "muggins")
    _finish(window.db, "vertushka")
    home = window.home
    home.reload()
    assert home.recent.isVisibleTo(window)
    text = home.recent.text()
    assert 'href="game:vertushka"' in text and 'href="game:muggins"' in text
    assert text.index("Vertushka") < text.index("Muggins")  # the latest first
    home.recent.linkActivated.emit("game:muggins")
    assert window.pages.currentWidget() is window.game_page and window.game_page.game_id == "muggins"


def test_the_start_page_fits_a_laptop(qtbot, window):
    for game in ("pig", "yacht", "cross", "muggins", "categor", "general"):
        window.db.create_match(game, _record(game))
        _finish(window.db, game)
    window.home.reload()
    window.resize(1366, 700)
    QApplication.processEvents()
    hint = window.minimumSizeHint()
    assert hint.width() <= 1366 and hint.height() <= 700
    home = window.home
    assert home.list.count() == 6 and home.list.height() <= 5 * home.row_height()
    viewport = home.scroll.viewport()
    grid = home.cards
    for i in range(grid.columns):  # a whole row of cards is in view under Continue
        rect = grid.card_rect(i)
        box = QRect(grid.mapTo(viewport, rect.topLeft()), rect.size())
        assert viewport.rect().contains(box), (i, box, viewport.rect())
    assert grid.columns >= 3


# --- the sidebar -------------------------------------------------------------------------------
def _empty_categories():
    return [g for g in load_catalog().groups() if not g.games]


def _top(sidebar, group_id):
    tree = sidebar.tree
    for i in range(tree.topLevelItemCount()):
        if tree.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole + 1) == group_id:
            return tree.topLevelItem(i)
    raise AssertionError(group_id)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_empty_categories_are_explained(qtbot, window, lang):
    empty = _empty_categories()
    assert {g.id for g in empty} == {"22", "23"}
    i18n.set_language(lang)
    QApplication.processEvents()  # the windows retranslate on the LanguageChange event
    try:
        for group in empty:
            top = _top(window.sidebar, group.id)
            reason = window.sidebar.empty_reason(group)
            assert str(group.page) in reason and reason in top.toolTip(0)
            assert top.childCount() == 1
            why = top.child(0)
            assert why.text(0) and why.toolTip(0) == reason
            assert not why.data(0, Qt.ItemDataRole.UserRole)  # not a game
            if lang == "ru":
                assert "книг" in reason and "книг" in why.text(0)
            else:
                assert "book" in reason and "book" in why.text(0)
    finally:
        i18n.set_language("en")


def _rows(tree):
    out = []
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        out.append(top)
        out.extend(top.child(j) for j in range(top.childCount()))
    return out


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_no_name_in_the_sidebar_is_cut(qtbot, window, lang):
    """Every row's text is whole in its row (wrapped if it must) at 1366×700, and its tooltip holds
    the full name."""
    i18n.set_language(lang)
    QApplication.processEvents()  # the windows retranslate on the LanguageChange event
    try:
        window.resize(1366, 700)
        tree = window.sidebar.tree
        for i in range(tree.topLevelItemCount()):
            tree.topLevelItem(i).setExpanded(True)
        QApplication.processEvents()
        assert 250 <= window.sidebar.width() <= 420
        margin = tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree) + 1
        checked = 0
        for item in _rows(tree):
            text = item.text(0)
            rect = tree.visualItemRect(item)
            if not rect.isValid():
                tree.scrollToItem(item)
                rect = tree.visualItemRect(item)
            fm = QFontMetrics(item.font(0))
            room = rect.adjusted(margin, 0, -margin, 0)
            needed = fm.boundingRect(QRect(0, 0, room.width(), 10000), int(Qt.TextFlag.TextWordWrap), text)
            assert needed.height() <= rect.height() and needed.width() <= room.width(), (text, rect, needed)
            assert rect.height() < needed.height() + fm.height(), (text, rect, needed)  # no empty line either
            assert rect.right() <= tree.viewport().width(), text
            name = text.replace("★", "").strip()
            if item.parent() is None:
                name = name.rsplit("(", 1)[0].strip()
            if item.parent() is not None and item.parent().childCount() == 1 and not item.data(0, Qt.ItemDataRole.UserRole):
                assert item.toolTip(0)  # an empty category's line: the tooltip says why at length
            else:
                assert name in item.toolTip(0), (text, item.toolTip(0))
            checked += 1
        assert checked > 200
        long_one = _top(window.sidebar, "12")
        assert tree.visualItemRect(long_one).height() >= 2 * QFontMetrics(long_one.font(0)).height() or \
            QFontMetrics(long_one.font(0)).horizontalAdvance(long_one.text(0)) <= tree.viewport().width()
    finally:
        i18n.set_language("en")


# --- related games -----------------------------------------------------------------------------
def test_yahtzee_points_to_yacht(qtbot, window):
    window.open_game("yahtzee")
    page = window.game_page
    assert not page.play_button.isVisible()
    assert 'href="game:yacht"' in page.status.text() and "Yacht" in page.status.text()
    assert "can be played here" in page.status.text()
    page.status.linkActivated.emit("game:yacht")
    assert page.game_id == "yacht" and window.sidebar.selected_game() == "yacht"
    assert page.play_button.isVisible()


def test_yahtzee_points_to_yacht_in_russian(qtbot, window, russian):
    window.open_game("yahtzee")
    status = window.game_page.status.text()
    assert 'href="game:yacht"' in status and "Яхта" in status and "можно сыграть здесь" in status


def test_every_relation_is_a_link_on_the_page(qtbot, window):
    cat = load_catalog()
    page = window.game_page
    for g in cat.games():
        if not g.see_also:
            continue
        window.open_game(g.id)
        for other in cat.related(g.id):
            assert f'href="game:{other.id}"' in page.marks.text(), (g.id, other.id)
        playable = [o for o in cat.related(g.id) if o.playable]
        if not g.playable and playable:
            assert all(f'href="game:{o.id}"' in page.status.text() for o in playable)
    window.open_game("thirteen")  # no relations: no "See also"
    assert "See also" not in page.marks.text()


# --- cheap to build ----------------------------------------------------------------------------
def test_the_cards_import_no_game(tmp_path):
    """The start page is built from the catalog alone: no game's code is imported for it."""
    code = (
        "import sys\n"
        "from compendium.ui.app import make_app, open_database, build_window\n"
        "app = make_app([])\n"
        "w = build_window(open_database(), 'en')\n"
        "w.show(); app.processEvents(); w.home.cards.load_pictures()\n"
        "assert len(w.home.cards.games) >= 20\n"
        "print(sorted(m for m in sys.modules if m.startswith('compendium.games.')))\n"
    )
    # (no compiled modules written into the source tree: benchmarks/startup.py would read them)
    env = {"QT_QPA_PLATFORM": "offscreen", "COMPENDIUM_DATA_DIR": str(tmp_path), "PYTHONPATH": str(ROOT),
           "PATH": "/usr/bin:/bin", "PYTHONDONTWRITEBYTECODE": "1"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_a_card_without_art_gets_a_drawn_picture(qtbot):
    from compendium.ui.home import picture

    for domino in (False, True):
        pix = picture((), domino, 48)
        image = pix.toImage()
        assert not pix.isNull() and image.pixelColor(24, 24).alpha() > 0  # something is drawn in the middle
    assert picture(("dice/none-such.svg",), False, 40).toImage().pixelColor(20, 20).alpha() > 0


def test_the_pictures_come_after_the_first_paint(qtbot, open_window):
    """The cards are painted at once; their pictures are read once the page is on the screen."""
    window = open_window()
    grid = window.home.cards
    qtbot.waitUntil(lambda: all(p is not None for p in grid.pixmaps), timeout=5000)
    side = grid.picture_side()
    for pix in grid.pixmaps:
        assert round(pix.width() / pix.devicePixelRatio()) == side
