"""GUI: the sidebar, a game page, profiles, the hand-over screen, and starting on a damaged database."""

from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from compendium.core import registry
from compendium.core.actions import Action
from compendium.core.match import Match
from compendium.core.plugin import Plugin
from compendium.core.rules import SIMULTANEOUS, GameInfo, IllegalAction, Result, Rules
from compendium.core.text import Text
from compendium.storage.db import Database
from compendium.ui import controller as ctl
from compendium.ui.app import build_window, make_app
from compendium.ui.widgets.game_view import GameView


@pytest.fixture
def window(qtbot):
    """A bare main window: no family member, the pace and animations as set (not conftest's)."""
    make_app([])
    db = Database()
    w = build_window(db, "en")
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close()


def test_sidebar_search_and_filters(window):
    sb = window.sidebar
    assert sb.tree.topLevelItemCount() == 23 + 4
    sb.search.setText("свин")
    names = [sb.tree.topLevelItem(0).child(i).text(0).strip("★ ") for i in range(sb.tree.topLevelItem(0).childCount())]
    assert "Pig" in names and "Geometric Pig" in names
    sb.search.setText("")
    sb.playable_only.setChecked(True)
    shown = {sb.tree.topLevelItem(i).child(j).data(0, Qt.ItemDataRole.UserRole)
             for i in range(sb.tree.topLevelItemCount()) for j in range(sb.tree.topLevelItem(i).childCount())}
    shown.discard(None)  # sub-headings of a family (the Categor variants' groups)
    assert "pig" in shown and shown <= {g.id for g in window.sidebar.catalog.playable()}
    assert sb.tree.topLevelItem(0).child(0).text(0).endswith("Pig")
    sb.playable_only.setChecked(False)
    sb.players.setValue(2)
    sb.difficulty.setCurrentIndex(1)  # up to I
    for i in range(sb.tree.topLevelItemCount()):
        top = sb.tree.topLevelItem(i)
        for j in range(top.childCount()):
            g = window.sidebar.catalog.game(top.child(j).data(0, Qt.ItemDataRole.UserRole))
            assert g.difficulty in ("I", "") and g.allows_players(2)


def test_the_filters_are_made_when_first_opened_and_apply_while_closed(window, qtbot):
    sb = window.sidebar
    assert sb._filter_row is None  # the start makes none of the filters' widgets
    every = sb.tree.topLevelItemCount()
    qtbot.mouseClick(sb.filters_button, Qt.MouseButton.LeftButton)
    assert sb._filter_row is not None and sb.filter_row.isVisible() and sb.filters_button.isChecked()
    assert sb.filters_button.text() == "Filters"
    sb.players.setValue(2)
    sb.playable_only.setChecked(True)
    assert sb.filters_button.text() == "Filters (2)"  # how many filters are set
    qtbot.mouseClick(sb.filters_button, Qt.MouseButton.LeftButton)  # closed: the filters still apply
    assert not sb.filter_row.isVisible() and not sb.filters_button.isChecked()
    shown = {sb.tree.topLevelItem(i).child(j).data(0, Qt.ItemDataRole.UserRole)
             for i in range(sb.tree.topLevelItemCount()) for j in range(sb.tree.topLevelItem(i).childCount())}
    shown.discard(None)
    assert shown and all(sb.catalog.game(g).playable and sb.catalog.game(g).allows_players(2) for g in shown)
    assert sb.filters_button.text() == "Filters (2)"
    sb.players.setValue(0)
    sb.playable_only.setChecked(False)
    assert sb.tree.topLevelItemCount() == every and sb.filters_button.text() == "Filters"
    # Tab from the list reaches the button, then the filters when they are open
    sb.show_filters(True)
    assert _next_tab_stop(sb.tree) is sb.filters_button
    assert _next_tab_stop(sb.filters_button) is sb.players


def test_the_language_button_opens_its_list_and_switches_the_language(window, qtbot):
    from PySide6.QtCore import QTimer

    button = window.language
    assert button.currentIndex() == 0 and button.text().startswith("English") and button._menu is None
    chosen = []

    def choose_russian():  # the list is open (the button waits in it): the person picks Russian
        menu = button._menu
        chosen.append([a.text() for a in menu.actions()])
        menu.actions()[1].trigger()
        menu.close()

    QTimer.singleShot(50, choose_russian)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert chosen == [["English", "Русский"]]
    qtbot.waitUntil(lambda: window.home_action.text() == "Главная", timeout=3000)
    assert button.currentIndex() == 1 and button.text().startswith("Русский")
    assert window.db.setting("language") == "ru"
    assert [a.isChecked() for a in button._menu.actions()] == [False, True]
    button.setCurrentIndex(0)  # the next tests start in English
    qtbot.waitUntil(lambda: window.home_action.text() == "Home", timeout=3000)
    assert window.db.setting("language") == "en"


def _next_tab_stop(widget):
    """The next widget that takes Tab after ``widget``."""
    w = widget.nextInFocusChain()
    while w is not widget and not (w.focusPolicy() & Qt.FocusPolicy.TabFocus):
        w = w.nextInFocusChain()
    return w


def test_unplayable_game_page_says_so(window):
    window.open_game("hex")  # described by the book only in passing
    page = window.game_page
    assert not page.play_button.isVisible()
    assert "Not yet playable" in page.status.text()
    assert page.browser.toPlainText().strip()
    window.open_game("pig")
    assert page.play_button.isVisible() and "Pig" in page.browser.toPlainText()


def test_profiles_dialog(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    from compendium.ui.profiles_dialog import ProfilesDialog

    dlg = ProfilesDialog(window.db, window)
    qtbot.addWidget(dlg)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Дедушка", True))
    dlg.add_button.click()
    assert dlg.list.count() == 1 and dlg.list.item(0).text() == "Дедушка"
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Grandpa", True))
    dlg.rename_button.click()
    assert window.db.profiles()[0].name == "Grandpa"
    dlg.archive_button.click()
    assert dlg.list.count() == 0 and window.db.profiles() == []
    dlg.show_archived.setChecked(True)
    assert "(archived)" in dlg.list.item(0).text()


class BlankView(GameView):
    """The view of the tiny games below: it shows nothing; they are played through the controller."""


# --- a tiny game with hidden information, to drive the hand-over screen -------------------------------

@dataclass(frozen=True)
class SecretState:
    secrets: tuple
    turn: int = 0


class SecretRules(Rules):
    has_hidden_information = True
    info = GameInfo(id="secret-test", name=Text("Secret", "Секрет"), category="test", playable=True)

    def new_match(self, players, options=None):
        return SecretState(secrets=(None,) * players)

    def to_move(self, s):
        return None if s.turn >= len(s.secrets) else s.turn

    def legal_actions(self, s, seat):
        return [Action("pick", (v,)) for v in (1, 2, 3)] if seat == s.turn else []

    def apply(self, s, a):
        if a.verb != "pick" or a.args[0] not in (1, 2, 3):
            raise IllegalAction(Text("Pick 1, 2 or 3.", "Выберите 1, 2 или 3."))
        secrets = list(s.secrets)
        secrets[s.turn] = a.args[0]
        return SecretState(tuple(secrets), s.turn + 1)

    def result(self, s):
        return Result.ranked([v or 0 for v in s.secrets])


def test_handover_screen_between_people(qtbot, window):
    plugin = Plugin(id="secret-test", make_rules=SecretRules, ai_levels=[], make_ai=lambda *a: None,
                    make_view=lambda parent=None: BlankView(parent), folder=Path("."))
    players = [{"kind": "person", "name": "Anna"}, {"kind": "person", "name": "Boris"}]
    match = Match.new(plugin.rules, "secret-test", players)
    c = window.start_match(plugin, match)
    screen = window.match_screen
    assert c.phase == ctl.HANDOVER
    assert screen.stack.currentWidget() is screen.handover and "Anna" in screen.handover.label.text()
    assert not c.person_action(Action("pick", (2,)))  # nothing can be played behind the cover
    qtbot.mouseClick(screen.handover.button, Qt.MouseButton.LeftButton)
    assert c.phase == ctl.PERSON
    assert c.person_action(Action("pick", (2,)))
    assert c.phase == ctl.HANDOVER and "Boris" in screen.handover.label.text()
    screen.handover.button.click()
    assert c.person_action(Action("pick", (3,)))
    assert c.phase == ctl.OVER


def test_start_on_a_damaged_database_shows_a_message(qtbot, data_dir, monkeypatch):
    from PySide6.QtWidgets import QApplication, QMessageBox

    from compendium.ui import app as appmod

    (data_dir / "compendium.sqlite3").write_bytes(b"\x00garbage" * 500)
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    assert appmod.run() == 0
    assert shown and "kept as" in shown[0]
    assert list(data_dir.glob("compendium.sqlite3.damaged-*"))
    for w in QApplication.topLevelWidgets():
        w.close()


class _BrokenPlayer:
    def __init__(self, mode):
        self.mode = mode

    def choose(self, rules, view, seat, rng):
        if self.mode == "raise":
            raise RuntimeError("out of cheese")
        return Action("fly")


@pytest.mark.parametrize("mode", ["raise", "illegal"])
def test_a_failing_computer_player_never_stalls_the_match(qtbot, window, mode):
    from dataclasses import replace as dc_replace

    pig = registry.load("pig")
    plugin = dc_replace(pig, make_ai=lambda level, rules: _BrokenPlayer(mode))
    players = [{"kind": "computer", "name": "C", "level": "kper"}, {"kind": "person", "name": "Anna"}]
    match = Match.new(plugin.rules, "pig", players, {"target": 30}, seed=1)
    window.computer_delay_ms = 0
    window.animation_ms = 0
    c = window.start_match(plugin, match)
    qtbot.waitUntil(lambda: c.phase == ctl.PERSON, timeout=5000)
    assert match.record.actions[0].verb == "roll"  # the seat's first legal move was made for it
    assert "first legal move" in window.match_screen.message_label.text()


def test_settings_dialog(qtbot, window):
    from compendium.ui.settings_dialog import SettingsDialog

    dlg = SettingsDialog(window.db, window)
    qtbot.addWidget(dlg)
    dlg.pace.setCurrentIndex(dlg.pace.findData("fast"))
    dlg.animation.setChecked(False)
    dlg.language.setCurrentIndex(1)
    dlg.accept()
    window._load_pace()
    assert window.computer_delay_ms == 150 and window.animation_ms == 0
    qtbot.waitUntil(lambda: window.stats_action.text() == "Статистика", timeout=3000)
    assert window.db.setting("language") == "ru" and window.language.currentIndex() == 1
    window.language.setCurrentIndex(0)
    qtbot.waitUntil(lambda: window.stats_action.text() == "Statistics", timeout=3000)


# --- a tiny simultaneous game: every seat picks a number in secret, then all are revealed --------------

@dataclass(frozen=True)
class GuessState:
    picks: tuple  # the revealed picks of finished rounds, one tuple a round
    pending: tuple  # this round's secret picks (None: not yet decided)
    rounds: int = 2


class GuessRules(Rules):
    info = GameInfo(id="guess-test", name=Text("Guess", "Угадайка"), category="test", playable=True)

    def new_match(self, players, options=None):
        return GuessState(picks=(), pending=(None,) * players)

    def to_move(self, s):
        return None if len(s.picks) >= s.rounds else SIMULTANEOUS

    def legal_actions(self, s, seat):
        if self.to_move(s) is None or s.pending[seat] is not None:
            return []
        return [Action("pick", (seat, v)) for v in (1, 2, 3)]

    def apply(self, s, a):
        seat, value = a.args
        if a not in self.legal_actions(s, seat):
            raise IllegalAction(Text("Not now.", "Не сейчас."))
        pending = s.pending[:seat] + (value,) + s.pending[seat + 1:]
        if None in pending:
            return GuessState(s.picks, pending, s.rounds)
        return GuessState(s.picks + (pending,), (None,) * len(pending), s.rounds)

    def view_for(self, s, seat):
        hidden = tuple(p if i == seat or p is None else 0 for i, p in enumerate(s.pending))
        return GuessState(s.picks, hidden, s.rounds)

    def result(self, s):
        return Result.ranked([sum(r[i] for r in s.picks) for i in range(len(s.pending))])


class _PickThree:
    def choose(self, rules, view, seat, rng):
        assert all(p in (None, 0) for i, p in enumerate(view.pending) if i != seat)  # sees no secret
        return Action("pick", (seat, 3))


def test_simultaneous_decisions_computers_then_people_behind_the_cover(qtbot, window):
    plugin = Plugin(id="guess-test", make_rules=GuessRules, ai_levels=[], make_ai=lambda *a: _PickThree(),
                    make_view=lambda parent=None: BlankView(parent), folder=Path("."))
    players = [{"kind": "person", "name": "Anna"}, {"kind": "computer", "name": "C"},
               {"kind": "person", "name": "Boris"}]
    match = Match.new(plugin.rules, "guess-test", players)
    window.computer_delay_ms = 0
    c = window.start_match(plugin, match)
    screen = window.match_screen
    # The computer decides first, then Anna is called to the laptop.
    qtbot.waitUntil(lambda: c.phase == ctl.HANDOVER, timeout=3000)
    assert match.state.pending == (None, 3, None)
    assert "Anna" in screen.handover.label.text()
    screen.handover.button.click()
    assert c.acting_seat() == 0 and c.seat_to_act() == 0
    assert c.snapshot().state.pending == (None, 0, None)  # the computer's pick is not shown
    assert c.person_action(Action("pick", (0, 1)))
    # Nobody has decided after Anna yet, but the cover is up for Boris: whoever presses Undo now
    # has not shown who they are, so nobody takes back a secret decision behind the cover.
    assert c.phase == ctl.HANDOVER and not c.can_undo()
    assert c.phase == ctl.HANDOVER and "Boris" in screen.handover.label.text()
    screen.handover.button.click()
    assert c.acting_seat() == 2 and c.snapshot().state.pending == (0, 0, None)
    assert not c.person_action(Action("pick", (0, 2)))  # Anna cannot decide again for herself
    assert c.person_action(Action("pick", (2, 2)))
    assert match.state.picks == ((1, 3, 2),)
    assert not c.can_undo()  # the picks are revealed: nobody takes theirs back
    # Round two, played the same way, ends the match.
    qtbot.waitUntil(lambda: c.phase == ctl.HANDOVER, timeout=3000)
    screen.handover.button.click()
    c.person_action(Action("pick", (0, 2)))
    screen.handover.button.click()
    c.person_action(Action("pick", (2, 3)))
    assert c.phase == ctl.OVER
    assert plugin.rules.result(match.state).scores == (3, 6, 5)


def test_a_secret_choice_cannot_be_taken_back_once_others_have_chosen():
    rules = GuessRules()
    players = [{"kind": "person", "name": "Anna"}, {"kind": "computer", "name": "C"}]
    match = Match.new(rules, "guess-test", players)
    match.apply(Action("pick", (0, 1)))
    assert match.undo_target() == 0  # only Anna has chosen: she may change her mind
    match.apply(Action("pick", (1, 3)))
    assert match.undo_target() is None  # the computer chose after her (and all was revealed)


def test_the_window_s_settings_made_without_qt_enums_are_those_the_enums_give(window):
    """The start window sets its enum properties by name and its shortcuts through lists
    (``compendium.ui.qt``, no Qt namespace at start): the values are those the Qt enums give."""
    from PySide6.QtGui import QKeySequence

    assert window.toolbar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextOnly
    assert window.language.focusPolicy() == Qt.FocusPolicy.TabFocus
    assert window.centralWidget().orientation() == Qt.Orientation.Horizontal
    home = window.home
    assert home.recent.textFormat() == Qt.TextFormat.RichText
    assert home.recent.textInteractionFlags() == (Qt.TextInteractionFlag.LinksAccessibleByMouse
                                                  | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
    assert home.scroll.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert home.scroll.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert home.cards.focusPolicy() == Qt.FocusPolicy.StrongFocus
    assert window.home_action.shortcut() == QKeySequence("Alt+Home")
    assert window.full_screen_action.shortcut() == QKeySequence(Qt.Key.Key_F11)
    assert window.quit_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Quit)
    assert window.find_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Find)
    assert len(window.find_action.shortcuts()) <= 1  # the first binding only, as before
    with pytest.raises(ValueError):
        from compendium.ui.qt import set_enum

        set_enum(home.scroll, "focusPolicy", "NoSuchPolicy")
