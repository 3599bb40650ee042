"""The about box: the program's name and version, and its licence (the GNU GPL, version 3 or any
later version: LICENSE in the source and in the installed package's metadata)."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from compendium import __version__

LICENSE_ID = "GPL-3.0-or-later"  # as pyproject.toml and the metainfo say (tests/test_licence.py)
LICENSE_URL = "https://www.gnu.org/licenses/gpl-3.0.html"


class AboutDialog(QDialog):
    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.text = QLabel(self)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setOpenExternalLinks(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.text.setMinimumWidth(460)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.text)
        lay.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About the Compendium"))
        self.close_button.setText(self.tr("Close"))
        self.text.setText(self.html())

    def html(self) -> str:
        parts = [
            "<h3>" + self.tr("Dice & Domino Compendium") + "</h3>",
            "<p>" + self.tr("Version %1").replace("%1", __version__) + "</p>",
            "<p>" + self.tr("Dice, domino and board games with their rules, for a family playing on one "
                            "computer.") + "</p>",
            "<p>" + self.tr("This program is free software: you can redistribute it and/or modify it under "
                            "the terms of the GNU General Public License as published by the Free Software "
                            "Foundation, either version 3 of the License, or (at your option) any later "
                            "version.") + "</p>",
            "<p>" + self.tr("This program is distributed in the hope that it will be useful, but WITHOUT ANY "
                            "WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A "
                            "PARTICULAR PURPOSE. See the GNU General Public License for more details.") + "</p>",
            "<p>" + self.tr("Licence:") + f' <a href="{LICENSE_URL}">{LICENSE_ID}</a></p>',
        ]
        return "".join(parts)
