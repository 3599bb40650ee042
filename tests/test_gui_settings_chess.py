"""GUI: the chess engine program in Settings (empty: stockfish on the PATH), kept in the database,
told to the kernel at once and at every start, in both languages."""

from PySide6.QtWidgets import QLineEdit

from compendium.core import config
from compendium.ui.settings_dialog import SettingsDialog


def test_chess_engine_path_is_kept_and_told_to_the_kernel(qtbot, open_window):
    window = open_window("Anna")
    try:
        dlg = SettingsDialog(window.db, window)
        qtbot.addWidget(dlg)
        field = dlg.findChild(QLineEdit)
        assert field is dlg.chess_engine and field.text() == ""
        assert "stockfish" in field.placeholderText() and "PATH" in field.placeholderText()
        field.setText("  /opt/engines/stockfish  ")
        dlg.accept()
        assert window.db.setting(config.CHESS_ENGINE_SETTING) == "/opt/engines/stockfish"
        assert config.chess_engine() == "/opt/engines/stockfish"
        # the next start reads it back
        config.set_chess_engine(None)
        from compendium.ui.app import apply_chess_engine

        apply_chess_engine(window.db)
        assert config.chess_engine() == "/opt/engines/stockfish"
        again = SettingsDialog(window.db, window)
        qtbot.addWidget(again)
        assert again.chess_engine.text() == "/opt/engines/stockfish"
        again.chess_engine.setText("")
        again.accept()
        assert config.chess_engine() is None and window.db.setting(config.CHESS_ENGINE_SETTING) == ""
    finally:
        config.set_chess_engine(None)


def test_chess_engine_field_in_russian(qtbot, open_window):
    from compendium.ui import i18n

    window = open_window("Anna")
    i18n.set_language("ru")
    try:
        dlg = SettingsDialog(window.db, window)
        qtbot.addWidget(dlg)
        assert "stockfish" in dlg.chess_engine.placeholderText()
        assert dlg.chess_engine.placeholderText() != "Empty: look for stockfish on the PATH"
        assert dlg.chess_engine.accessibleName() == "Шахматная программа"
    finally:
        i18n.set_language("en")
