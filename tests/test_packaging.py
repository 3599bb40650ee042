"""The packaging files parse and carry what desktops, software centres and PyInstaller need.

No Qt here: these checks read the files as plain text, INI, XML, Python source and PNG bytes."""

from __future__ import annotations

import ast
import configparser
import struct
import xml.etree.ElementTree as ET
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent.parent / "packaging"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def test_desktop_entry_has_required_keys():
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive: Name[ru], not name[ru]
    parser.read(PACKAGING / "compendium.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    for key in ("Type", "Name", "Name[ru]", "Comment", "Comment[ru]", "Exec", "Icon", "Categories", "Terminal"):
        assert entry.get(key), f"missing {key}"
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "compendium"
    assert entry["Icon"] == "compendium"
    assert entry["Terminal"] == "false"
    categories = entry["Categories"].split(";")
    assert entry["Categories"].endswith(";")
    assert "Game" in categories and "BoardGame" in categories


def test_metainfo_parses_with_id_names_and_launchable():
    root = ET.parse(PACKAGING / "io.github.compendium.Compendium.metainfo.xml").getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == "io.github.compendium.Compendium"
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    names = {el.get(XML_LANG, "en"): el.text for el in root.findall("name")}
    summaries = {el.get(XML_LANG, "en"): el.text for el in root.findall("summary")}
    assert names.get("en") and names.get("ru")
    assert summaries.get("en") and summaries.get("ru")
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == "compendium.desktop"
    assert (PACKAGING / launchable.text).is_file()
    assert root.find("content_rating") is not None
    release = root.find("releases/release")
    assert release.get("version") == "0.1.0" and release.get("date") == "2026-11-21"


def test_spec_is_python_and_builds_one_folder():
    text = (PACKAGING / "compendium.spec").read_text(encoding="utf-8")
    tree = ast.parse(text)
    called = {node.func.id for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}
    assert {"Analysis", "PYZ", "EXE", "COLLECT"} <= called  # COLLECT: a one-folder build
    assert "exclude_binaries=True" in text
    assert "collect_submodules(\"compendium.games\")" in text
    assert "launcher.py" in text
    assert (PACKAGING / "launcher.py").is_file()
    ast.parse((PACKAGING / "launcher.py").read_text(encoding="utf-8"))


def test_icon_png_is_256_square():
    data = (PACKAGING / "compendium.png").read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    length, chunk = struct.unpack(">I4s", data[8:16])
    assert chunk == b"IHDR" and length == 13
    width, height = struct.unpack(">II", data[16:24])
    assert (width, height) == (256, 256)


def test_icon_svg_is_shipped_in_the_package_too():
    svg = PACKAGING / "compendium.svg"
    copy = PACKAGING.parent / "compendium" / "assets" / "icons" / "compendium.svg"
    assert ET.parse(svg).getroot().tag.endswith("svg")
    assert copy.read_bytes() == svg.read_bytes()
