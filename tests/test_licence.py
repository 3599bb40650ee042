"""The project is GPL-3.0-or-later (issue 15: python-chess and Stockfish are): LICENSE holds the
GPL's full text, and pyproject.toml, the metainfo and the about box all say the same, the about
box in both languages."""

from __future__ import annotations

import hashlib
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPDX = "GPL-3.0-or-later"

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    tomllib = pytest.importorskip("tomli")


def test_license_file_is_the_full_gpl_3():
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    lines = [line.strip() for line in text.splitlines()]
    assert lines[0] == "GNU GENERAL PUBLIC LICENSE" and lines[1] == "Version 3, 29 June 2007"
    assert "TERMS AND CONDITIONS" in text and "END OF TERMS AND CONDITIONS" in text
    assert "How to Apply These Terms to Your New Programs" in text
    assert len(lines) == 674
    # the FSF's text as Debian ships it in /usr/share/common-licenses/GPL-3
    assert hashlib.md5(text.encode("utf-8")).hexdigest() == "1ebbd3e34237af26da5dc08a4e440464"


def test_pyproject_says_gpl_3_or_later():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == {"text": SPDX}
    licences = [c for c in project.get("classifiers", []) if c.startswith("License ::")]
    assert licences == ["License :: OSI Approved :: GNU General Public License v3 or later (GPLv3+)"]


def test_metainfo_says_gpl_3_or_later():
    root = ET.parse(ROOT / "packaging" / "io.github.compendium.Compendium.metainfo.xml").getroot()
    assert root.findtext("project_license") == SPDX


def test_the_bundle_carries_the_licence():
    assert 'datas += _files("LICENSE")' in (ROOT / "packaging" / "compendium.spec").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_about_box_names_the_licence(qtbot, lang):
    from compendium import __version__
    from compendium.ui import i18n
    from compendium.ui.about import LICENSE_ID, AboutDialog
    from compendium.ui.app import make_app

    make_app([])
    assert LICENSE_ID == SPDX
    i18n.set_language(lang)
    try:
        box = AboutDialog()
        qtbot.addWidget(box)
        text = box.text.text()
        assert SPDX in text and __version__ in text
        if lang == "en":
            assert "GNU General Public License" in text and "version 3" in text and "any later version" in text
            assert box.windowTitle() == "About the Compendium"
        else:
            assert "Стандартной общественной лицензии GNU" in text and "версии 3" in text
            assert "более поздней версии" in text and "Версия" in text
            assert box.windowTitle() == "О программе" and box.close_button.text() == "Закрыть"
    finally:
        i18n.set_language("en")


def test_the_main_window_opens_the_about_box(qtbot, open_window, monkeypatch):
    from compendium.ui import about

    shown = []
    monkeypatch.setattr(about.AboutDialog, "exec", lambda self: shown.append(self.text.text()) or 0)
    window = open_window("Anna")
    assert window.about_action in window.toolbar.actions()
    window.about_action.trigger()
    assert shown and SPDX in shown[0]
