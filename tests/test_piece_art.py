"""The pieces of checkers and chess (resources/make_piece_art.py, compendium/assets/pieces/): every
file the board paints exists, is an SVG that Qt renders, and is what the script writes now."""

import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "resources" / "make_piece_art.py"
PIECES = ROOT / "compendium" / "assets" / "pieces"
NAMES = [f"checkers-{c}" for c in ("dm", "dk", "lm", "lk")] + [f"chess-{s}{k}" for s in "wb" for k in "pnbrqk"]


def art():
    spec = importlib.util.spec_from_file_location("make_piece_art", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_script_writes_exactly_the_pieces():
    assert sorted(p.name for p in art().all_files()) == sorted(f"{n}.svg" for n in NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_each_piece_exists_parses_and_is_current(name):
    path = PIECES / f"{name}.svg"
    assert path.is_file(), f"{path.name} missing: run python3 resources/make_piece_art.py"
    text = path.read_text(encoding="utf-8")
    assert text == art().all_files()[path], f"{path.name} is stale: run python3 resources/make_piece_art.py"
    root = ET.fromstring(text)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 100 100"
    assert root.find("{http://www.w3.org/2000/svg}title").text


def test_qt_renders_every_piece(qapp):
    from PySide6.QtSvg import QSvgRenderer

    for name in NAMES:
        assert QSvgRenderer(str(PIECES / f"{name}.svg")).isValid(), name


def test_white_is_light_and_black_is_dark():
    from PySide6.QtGui import QColor

    module = art()
    assert QColor(module.CHESS_COLOURS["w"][0]).lightness() > 200 > 60 > QColor(module.CHESS_COLOURS["b"][0]).lightness()
    assert QColor(module.CHESS_COLOURS["w"][1]).lightness() < 60 and QColor(module.CHESS_COLOURS["b"][1]).lightness() > 200
