"""What the tests of a game family's rules pages and their pictures share (test_nardy_pages.py,
test_cribbage_pages.py): loading the art script, the page as the program assembles it, the
checks that an English page names the source's words only in quotes, that a Russian page is
Russian, that a page renders to its end, and that the program shows these files."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from compendium.core import registry
from compendium.resources import resources_dir

SVG = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}href"
CYRILLIC = re.compile("[А-Яа-яЁё]")
PICTURE = re.compile(r'(?:src="|\]\()([^")]+\.(?:svg|png))')
LANGS = ("en", "ru")
CHOICES = {"en": "## Choices made here", "ru": "## Выбор, сделанный здесь"}


def load_script(path: Path):
    """An art script (resources/make_*_art.py) imported as a module."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def page_text(folder: Path, name: str) -> str:
    return (folder / name).read_text(encoding="utf-8")


def headings(page: str) -> list[str]:
    return [line for line in page.splitlines() if line.startswith("#")]


def assembled(folder: Path, gid: str, lang: str) -> str:
    """The page the program shows (Plugin.rules_page): the game's own lead, a rule, the family's
    page; a game without a lead (the family's base game) shows the family's page alone."""
    family = page_text(folder, f"rules.{lang}.md")
    if not (folder / f"rules.{gid}.{lang}.md").is_file():
        return family
    return page_text(folder, f"rules.{gid}.{lang}.md").rstrip() + "\n\n---\n\n" + family


def check_english_quotes(page: str) -> None:
    """An English page names the source's Russian words only in «quotes», each once."""
    outside = re.sub(r"«[^»]*»", "", page)
    assert not CYRILLIC.search(outside), CYRILLIC.findall(outside)[:10]
    quoted = [q.casefold() for q in re.findall(r"«([^»]*)»", page) if CYRILLIC.search(q)]
    assert len(quoted) == len(set(quoted)), quoted


def check_russian(ru: str, en: str) -> None:
    """The Russian page is another text in Russian, both with their choices and without the
    developers' notation section."""
    assert ru != en and CYRILLIC.search(ru)
    assert "Choices made here" in en and "Выбор, сделанный здесь" in ru
    for heading in ("Notation in saved records", "Запись ходов", "Как записываются ходы"):
        assert heading.casefold() not in ru.casefold() and heading.casefold() not in en.casefold()


def shown_text(qtbot, page: str) -> str:
    """``page`` rendered as the rules browser renders it (its pictures found), as plain text; the
    last word of five letters or more of its last line must be there: nothing is cut off."""
    from PySide6.QtWidgets import QTextBrowser

    from compendium.ui.app import make_app

    make_app([])
    browser = QTextBrowser()
    qtbot.addWidget(browser)
    browser.setSearchPaths([str(resources_dir())])
    browser.setMarkdown(page)
    shown = browser.toPlainText()
    last_line = [line for line in page.strip().splitlines() if line.strip()][-1]
    assert re.findall(r"\w{5,}", last_line)[-1] in shown
    return shown


def check_program_shows(folder: Path, gid: str) -> None:
    """Once ``gid`` is playable, its plugin shows exactly the assembled page in each language."""
    if gid not in registry.playable_ids():
        pytest.skip(f"{gid} is not playable yet")
    plugin = registry.load(gid)
    for lang in LANGS:
        assert plugin.rules_page(lang, gid) == assembled(folder, gid, lang)
