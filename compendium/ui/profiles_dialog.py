"""Family members: add, rename, choose a colour, archive (an archived person keeps their
statistics but no longer appears in the seat lists). No two members share a name (compared
without regard to capitals, archived members included): ``ask_name`` asks again."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QInputDialog,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


def swatch(colour: str) -> QIcon:
    pm = QPixmap(16, 16)
    pm.fill(QColor(colour))
    return QIcon(pm)


def name_in_use(db, name: str, except_id: Optional[int] = None) -> bool:
    """Another family member (archived ones too) has this name, capitals aside."""
    key = " ".join(name.split()).casefold()
    return any(" ".join(p.name.split()).casefold() == key and p.id != except_id
               for p in db.profiles(include_archived=True))


def ask_name(parent: QWidget, db, title: str, text: str = "", except_id: Optional[int] = None) -> Optional[str]:
    """Asks for a family member's name until it is one nobody else has; None when the person
    cancels or leaves it empty. ``except_id``: the member being renamed (may keep their name)."""
    while True:
        name, ok = QInputDialog.getText(parent, title, QCoreApplication.translate("ProfilesDialog", "Name:"), text=text)
        name = name.strip()
        if not ok or not name:
            return None
        if not name_in_use(db, name, except_id):
            return name
        QMessageBox.warning(parent, title, QCoreApplication.translate(
            "ProfilesDialog", "There is already a family member called %1. Please choose another name "
            "(for example with an initial).").replace("%1", name))
        text = name


class ProfilesDialog(QDialog):
    def __init__(self, db, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.db = db
        self.setWindowTitle(self.tr("Family members"))
        self.setMinimumSize(420, 360)
        self.list = QListWidget(self)
        self.show_archived = QCheckBox(self.tr("Show archived"), self)
        self.show_archived.toggled.connect(self.reload)
        self.add_button = QPushButton(self.tr("Add…"), self)
        self.rename_button = QPushButton(self.tr("Rename…"), self)
        self.colour_button = QPushButton(self.tr("Colour…"), self)
        self.archive_button = QPushButton(self.tr("Archive"), self)
        self.add_button.clicked.connect(self.add)
        self.rename_button.clicked.connect(self.rename)
        self.colour_button.clicked.connect(self.colour)
        self.archive_button.clicked.connect(self.archive)
        self.list.currentRowChanged.connect(lambda _: self._buttons())
        side = QVBoxLayout()
        for b in (self.add_button, self.rename_button, self.colour_button, self.archive_button):
            side.addWidget(b)
        side.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(self.list, 1)
        row.addLayout(side)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        close.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(row)
        lay.addWidget(self.show_archived)
        lay.addWidget(close)
        self.reload()

    def reload(self) -> None:
        current = self._current()
        self.list.clear()
        for p in self.db.profiles(include_archived=self.show_archived.isChecked()):
            label = p.name + ("  " + self.tr("(archived)") if p.archived else "")
            item = QListWidgetItem(swatch(p.colour), label)
            item.setData(Qt.ItemDataRole.UserRole, p.id)
            self.list.addItem(item)
            if p.id == current:
                self.list.setCurrentItem(item)
        self._buttons()

    def _current(self) -> Optional[int]:
        item = self.list.currentItem() if hasattr(self, "list") else None
        return item.data(Qt.ItemDataRole.UserRole) if item else None

    def _buttons(self) -> None:
        pid = self._current()
        for b in (self.rename_button, self.colour_button, self.archive_button):
            b.setEnabled(pid is not None)
        p = self.db.profile(pid) if pid is not None else None
        self.archive_button.setText(self.tr("Restore") if p and p.archived else self.tr("Archive"))

    def add(self) -> None:
        name = ask_name(self, self.db, self.tr("New family member"))
        if name:
            self.db.add_profile(name)
            self.reload()
            self.list.setCurrentRow(self.list.count() - 1)

    def rename(self) -> None:
        pid = self._current()
        p = self.db.profile(pid) if pid is not None else None
        if p is None:
            return
        name = ask_name(self, self.db, self.tr("Rename"), p.name, except_id=pid)
        if name:
            self.db.rename_profile(pid, name)
            self.reload()

    def colour(self) -> None:
        pid = self._current()
        p = self.db.profile(pid) if pid is not None else None
        if p is None:
            return
        c = QColorDialog.getColor(QColor(p.colour), self, self.tr("Colour"))
        if c.isValid():
            self.db.set_profile_colour(pid, c.name())
            self.reload()

    def archive(self) -> None:
        pid = self._current()
        p = self.db.profile(pid) if pid is not None else None
        if p is None:
            return
        self.db.archive_profile(pid, not p.archived)
        self.reload()
