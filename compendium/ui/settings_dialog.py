"""Settings: the interface language, the size of the text, how fast the computer plays, dice
animation, sounds and the chess engine program. Everything is kept in the database and applied at
once; the text size is applied again at every start (``apply_text_size``), before the window is
built, and so is the chess engine's path (``compendium.ui.app.apply_chess_engine``)."""

from __future__ import annotations

from typing import Optional

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QWidget,
)

from compendium.core import config
from compendium.ui import i18n
from compendium.ui.widgets.style import DEFAULT_TEXT_SIZE, TEXT_SIZES, apply_text_size, text_scale  # noqa: F401

# milliseconds a computer player waits before showing its move, so that people can follow it
PACES = (("slow", 1200), ("normal", 600), ("fast", 150))
DEFAULT_PACE = "normal"
DICE_ANIMATION_MS = 450

def computer_delay(db) -> int:
    pace = db.setting("computer_pace", DEFAULT_PACE)
    return dict(PACES).get(pace, dict(PACES)[DEFAULT_PACE])


def animation_ms(db) -> int:
    return DICE_ANIMATION_MS if db.setting("animation", "on") == "on" else 0


class SettingsDialog(QDialog):
    def __init__(self, db, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.db = db
        self.setWindowTitle(self.tr("Settings"))
        self.setMinimumWidth(420)
        self.language = QComboBox(self)
        self.language.addItem("English", "en")
        self.language.addItem("Русский", "ru")
        self.language.setCurrentIndex(1 if i18n.lang() == "ru" else 0)
        self.pace = QComboBox(self)
        names = {"slow": self.tr("Slow: easy to follow"), "normal": self.tr("Normal"),
                 "fast": self.tr("Fast")}
        for key, _ in PACES:
            self.pace.addItem(names[key], key)
        self.pace.setCurrentIndex(max(0, self.pace.findData(db.setting("computer_pace", DEFAULT_PACE))))
        self.animation = QCheckBox(self.tr("Show the dice tumbling before they settle"), self)
        self.animation.setChecked(db.setting("animation", "on") == "on")
        self.text_size = QComboBox(self)
        sizes = {"normal": self.tr("Normal size"), "large": self.tr("Large"), "largest": self.tr("Largest")}
        for key, _ in TEXT_SIZES:
            self.text_size.addItem(sizes[key], key)
        self.text_size.setCurrentIndex(max(0, self.text_size.findData(db.setting("text_size", DEFAULT_TEXT_SIZE))))
        from compendium.ui import sounds

        self.sounds = QCheckBox(self.tr("Sounds: dice thrown, tiles laid"), self)
        self.sounds.setChecked(sounds.wanted(db))
        self.chess_engine = QLineEdit(self)
        self.chess_engine.setText(db.setting(config.CHESS_ENGINE_SETTING, "") or "")
        self.chess_engine.setPlaceholderText(self.tr("Empty: look for stockfish on the PATH"))
        self.chess_engine.setToolTip(self.tr(
            "The program of a UCI chess engine (such as Stockfish) for the strongest chess level. Install "
            "Stockfish from your system's packages or from stockfishchess.org."))
        self.chess_engine.setAccessibleName(self.tr("Chess engine program"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Save"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("Language:"), self.language)
        form.addRow(self.tr("Text size:"), self.text_size)
        form.addRow(self.tr("Computer players move:"), self.pace)
        form.addRow(self.animation)
        form.addRow(self.sounds)
        form.addRow(self.tr("Chess engine:"), self.chess_engine)
        form.addRow(buttons)

    def accept(self) -> None:
        self.db.set_setting("computer_pace", self.pace.currentData())
        self.db.set_setting("animation", "on" if self.animation.isChecked() else "off")
        from compendium.ui import sounds

        self.db.set_setting(sounds.SETTING, "on" if self.sounds.isChecked() else "off")
        sounds.set_enabled(self.sounds.isChecked())
        self.db.set_setting(config.CHESS_ENGINE_SETTING, self.chess_engine.text().strip())
        config.set_chess_engine(self.chess_engine.text())
        self.db.set_setting("text_size", self.text_size.currentData())
        apply_text_size(self.db)
        code = self.language.currentData()
        self.db.set_setting("language", code)
        if code != i18n.lang():
            i18n.set_language(code)
        super().accept()
