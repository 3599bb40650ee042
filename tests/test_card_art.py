"""The playing cards of cribbage (resources/make_card_art.py, compendium/assets/cards/): every file
the card widgets paint exists, is an SVG that Qt renders, and is what the script writes now."""

import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "resources" / "make_card_art.py"
CARDS = ROOT / "compendium" / "assets" / "cards"
CODES = [r + s for s in "SHDC" for r in "A23456789TJQK"]
NAMES = CODES + ["back"]
SVG = "{http://www.w3.org/2000/svg}"


def art():
    spec = importlib.util.spec_from_file_location("make_card_art", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_script_writes_exactly_the_52_cards_and_the_back():
    assert len(set(CODES)) == 52
    assert sorted(p.name for p in art().all_files()) == sorted(f"{n}.svg" for n in NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_each_card_exists_parses_and_is_current(name):
    path = CARDS / f"{name}.svg"
    assert path.is_file(), f"{path.name} missing: run python3 resources/make_card_art.py"
    text = path.read_text(encoding="utf-8")
    assert text == art().all_files()[path], f"{path.name} is stale: run python3 resources/make_card_art.py"
    root = ET.fromstring(text)
    assert root.tag == f"{SVG}svg"
    assert root.get("viewBox") == "0 0 100 140"
    assert root.find(f"{SVG}title").text


def test_titles_name_the_cards():
    files = art().all_files()
    titles = {p.stem: ET.fromstring(t).find(f"{SVG}title").text for p, t in files.items()}
    assert titles["QH"] == "queen of hearts" and titles["TD"] == "ten of diamonds" and titles["AS"] == "ace of spades"
    assert titles["back"] == "card face down"
    assert len(set(titles.values())) == 53


@pytest.mark.parametrize("code", CODES)
def test_pips_and_colours(code):
    """2–10 show as many pips as their rank (and the two of the corners); red suits red, black black."""
    module = art()
    text = module.card_svg(code)
    rank, suit = code
    symbols = text.count("scale(")  # every suit symbol is one scaled group (and the ten's narrow index)
    corners = 2 + (2 if rank == "T" else 0)
    if rank in "23456789T":
        assert symbols - corners == (10 if rank == "T" else int(rank))
    colour = module.RED if suit in "HD" else module.BLACK
    assert f'fill="{colour}"' in text
    assert (module.RED if suit in "SC" else module.BLACK) not in text


def test_qt_renders_every_card(qapp):
    from PySide6.QtSvg import QSvgRenderer

    for name in NAMES:
        renderer = QSvgRenderer(str(CARDS / f"{name}.svg"))
        assert renderer.isValid(), name
        assert renderer.viewBoxF().width() == 100 and renderer.viewBoxF().height() == 140
