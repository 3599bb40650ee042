"""GUI: the settings a family needs: the size of all the text (applied at once and at every
start), full screen (F11), and short sounds for the dice and the tiles (on or off, kept)."""

import importlib.util
import sys
from pathlib import Path

import pytest
from gui_helpers import start_game, wait_for_person
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from compendium.ui import controller as ctl
from compendium.ui import sounds
from compendium.ui.settings_dialog import SettingsDialog, apply_text_size

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def normal_text_afterwards():
    yield
    apply_text_size(scale=1.0)  # the next tests see the normal font whatever happened here


@pytest.fixture
def heard(monkeypatch):
    """The sounds played, by name: a fake backend in place of QtMultimedia's."""
    played = []

    class Fake:
        def play(self, name):
            played.append(name)

    monkeypatch.setattr(sounds, "player", sounds.Sounds())
    sounds.player.backend = Fake()
    return played


def base_size() -> float:
    return QApplication.instance().property("compendium_base_font").pointSizeF()


def test_text_size_changes_the_whole_interface_at_once_and_at_every_start(qtbot, open_window):
    window = open_window("Anna")
    normal = QApplication.font().pointSizeF()
    assert normal == pytest.approx(base_size())
    label_before = window.home.font().pointSizeF()
    dlg = SettingsDialog(window.db, window)
    qtbot.addWidget(dlg)
    assert dlg.text_size.currentData() == "normal"
    dlg.text_size.setCurrentIndex(dlg.text_size.findData("large"))
    dlg.accept()
    assert window.db.setting("text_size") == "large"
    assert QApplication.font().pointSizeF() == pytest.approx(normal * 1.15)
    assert window.home.font().pointSizeF() > label_before  # the widgets follow at once
    # the next start: the setting is read back before the window is built
    apply_text_size(scale=1.0)
    from compendium.ui.main_window import MainWindow

    again = MainWindow(window.db)
    qtbot.addWidget(again)
    assert QApplication.font().pointSizeF() == pytest.approx(normal * 1.15)
    dlg = SettingsDialog(window.db, again)
    qtbot.addWidget(dlg)
    assert dlg.text_size.currentData() == "large"
    again.close()


def test_text_size_names_are_translated(qtbot, window):
    window.language.setCurrentIndex(1)
    dlg = SettingsDialog(window.db, window)
    qtbot.addWidget(dlg)
    assert [dlg.text_size.itemText(i) for i in range(3)] == ["Обычный", "Крупный", "Самый крупный"]
    assert dlg.sounds.text().startswith("Звуки")


@pytest.mark.parametrize("size", ["large", "largest"])
def test_setup_and_settings_dialogs_fit_a_laptop_with_large_text(qtbot, window, size):
    from compendium.catalog import load_catalog
    from compendium.core import registry
    from compendium.ui.setup_dialog import SetupDialog

    window.db.set_setting("text_size", size)
    apply_text_size(window.db)
    dlg = SettingsDialog(window.db, window)
    qtbot.addWidget(dlg)
    hint = dlg.minimumSizeHint()
    assert hint.width() <= 1366 and hint.height() <= 700
    for gid in ("cross", "dice-poker", "categor"):
        dlg = SetupDialog(window.db, registry.load(gid), load_catalog().game(gid), window)
        qtbot.addWidget(dlg)
        dlg.show()
        dlg.more_rules.setChecked(True)
        QApplication.processEvents()
        hint = dlg.minimumSizeHint()
        assert hint.width() <= 1366 and hint.height() <= 700, (gid, size, hint.toTuple())
        dlg.reject()


def test_f11_toggles_full_screen_and_escape_leaves_it(qtbot, window):
    window.activateWindow()
    qtbot.waitExposed(window)
    assert not window.isFullScreen()
    window.full_screen_action.trigger()
    assert window.isFullScreen() and window.full_screen_action.isChecked()
    window.full_screen_action.trigger()
    assert not window.isFullScreen() and not window.full_screen_action.isChecked()
    assert window.full_screen_action.shortcut().toString() == "F11"
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert window.isFullScreen()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isFullScreen()
    assert window.full_screen_action in window.toolbar.actions()
    assert window.full_screen_action.text() == "Full screen"


def test_a_throw_is_heard_when_sounds_are_on(qtbot, window, heard):
    window.animation_ms = 20
    c = start_game(window, "pig", [0], {"target": 30})
    wait_for_person(qtbot, c)
    c.person_action(c.rules.legal_actions(c.state, c.acting_seat())[0])
    qtbot.waitUntil(lambda: "land" in heard, timeout=3000)
    assert heard[:2] == ["throw", "land"]  # the rattle, then the dice landing when they settle


def test_no_sound_when_the_setting_is_off_and_it_is_kept(qtbot, open_window, heard):
    window = open_window("Anna")
    dlg = SettingsDialog(window.db, window)
    qtbot.addWidget(dlg)
    assert dlg.sounds.isChecked()  # on until switched off
    dlg.sounds.setChecked(False)
    dlg.accept()
    assert window.db.setting("sounds") == "off"
    c = start_game(window, "pig", [0], {"target": 30})
    wait_for_person(qtbot, c)
    c.person_action(c.rules.legal_actions(c.state, c.acting_seat())[0])
    wait_for_person(qtbot, c)
    assert len(c.match.record.actions) >= 2 and heard == []
    dlg = SettingsDialog(window.db, window)
    qtbot.addWidget(dlg)
    assert not dlg.sounds.isChecked()  # read back from the database


def test_a_tile_laid_is_heard_and_a_shuffle_is_not(qtbot, window, heard):
    c = start_game(window, "muggins", [0, "simple"], {"target": 50})
    for _ in range(12):
        wait_for_person(qtbot, c)
        if c.phase == ctl.OVER:
            break
        legal = c.rules.legal_actions(c.state, c.acting_seat())
        plays = [a for a in legal if a.verb == "play"]
        c.person_action((plays or legal)[0])
        if plays:
            break
    assert "tile" in heard and "throw" not in heard and "land" not in heard


def test_no_multimedia_at_start_and_silence_without_a_device(qtbot, window):
    assert "PySide6.QtMultimedia" not in sys.modules  # never loaded at start-up
    quiet = sounds.Sounds()
    quiet.play("throw")  # the offscreen screen (or no QtMultimedia, no device): nothing, no error
    assert quiet.backend is None and quiet._unavailable
    quiet.play("land")


def test_the_sounds_are_made_by_the_project_and_current():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "resources" / "make_sounds.py")
    make_sounds = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_sounds)
    files = make_sounds.all_files()
    assert {p.name for p in files} == set(sounds.FILES.values())
    from compendium.resources import resource

    for path, data in files.items():
        assert resource("sounds", path.name) == path and path.is_file()
        assert path.read_bytes() == data, f"run: python3 resources/make_sounds.py ({path.name})"
        assert len(data) < 40_000  # short sounds


@pytest.mark.parametrize("name, seats, options, preset", [
    ("pig", [0, "kper"], {"target": 40}, None), ("yacht", [0, "best"], None, None),
    ("golden-general", [0, "strong"], None, None), ("categor-no-dice", [0, "simple"], None, None),
    ("thirteen", [0, "best"], {"rounds": 1}, None), ("vertushka", [0, "easy"], {}, None),
    ("dice-poker", [0, "strong"], None, 0), ("cross", [0, "easy"], None, None),
    ("muggins", [0, "simple"], {"target": 50}, None),
], ids=lambda v: v if isinstance(v, str) else None)
def test_match_screens_fit_a_laptop_with_large_text(qtbot, open_window, name, seats, options, preset):
    """Large text (in Russian, the longer words) still fits 1366×700: every button in the window."""
    from test_gui_fit import check_fit, play_to_the_end

    window = open_window("Anna")
    window.language.setCurrentIndex(1)
    window.db.set_setting("text_size", "large")
    apply_text_size(window.db)
    window.resize(1366, 700)
    c = start_game(window, name, seats, options, preset=preset)
    qtbot.waitUntil(lambda: c.phase in (ctl.PERSON, ctl.OVER, ctl.HANDOVER), timeout=30000)
    check_fit(window, "at the start, large text")
    play_to_the_end(qtbot, window, c, seed=len(name), middle=(4,))
    check_fit(window, "at the end, large text")
