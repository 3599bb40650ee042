"""The catalog: the book's 23 categories with every game of its table, and the extra sections (Qt-free)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from compendium.catalog import CATALOG_FILE, Catalog, Category, load_catalog
from compendium.core.rules import GameInfo
from compendium.core.text import Text

# Games per category, counted by hand from the table "ПЕРЕЧЕНЬ ИГР" of 000_3bcebf57f34cc0d7.txt.
EXPECTED_COUNTS = {
    1: 14, 2: 4, 3: 13, 4: 3, 5: 5, 6: 9, 7: 3, 8: 4, 9: 7, 10: 7, 11: 5, 12: 27,
    13: 7, 14: 8, 15: 9, 16: 2, 17: 5, 18: 13, 19: 10, 20: 2, 21: 1, 22: 0, 23: 0,
}
EXPECTED_SECTIONS = {"more-dice": 1, "domino": 3, "open-domino": 32, "board-card": 12}

ROMAN = {"I", "II", "III", "IV", "V"}
PACES = {"А", "Б", "В"}  # Cyrillic letters only


@pytest.fixture(scope="module")
def cat() -> Catalog:
    return load_catalog()


def test_cached(cat):
    assert load_catalog() is cat


def test_23_categories_with_the_tables_counts(cat):
    assert [c.number for c in cat.categories] == list(range(1, 24))
    assert [c.id for c in cat.categories] == [str(n) for n in range(1, 24)]
    assert {c.number: len(c.games) for c in cat.categories} == EXPECTED_COUNTS
    assert sum(EXPECTED_COUNTS.values()) == 158
    for c in cat.categories:
        assert isinstance(c, Category) and not c.is_section
        assert c.name.ru and c.name.en
        assert all(g.category == c.id for g in c.games)
    assert cat.categories[21].games == [] and cat.categories[22].games == []


def test_category_names(cat):
    assert cat.category(12).name.ru == "Силовые игры семейства «Катего»"
    assert cat.category(17).name.ru == "Гоночные игры"
    assert cat.category(1).name.en == "Stop games"


def test_pig(cat):
    pig = cat.game("pig")
    assert isinstance(pig, GameInfo)
    assert pig.name == Text("Pig", "Свинья")
    assert pig.category == "1" and pig in cat.category(1).games
    assert (pig.difficulty, pig.pace, pig.page, pig.dice) == ("II", "А", 36, "2 (1)")
    assert pig.players == "~" and pig.players_min == 1 and pig.players_max is None
    assert not pig.author and not pig.simultaneous and not pig.no_dice
    assert pig.playable
    assert pig.source == "000_3bcebf57f34cc0d7.txt"
    assert pig.note is not None and "200" in pig.note.en and "200" in pig.note.ru


def test_marks(cat):
    thirteen = cat.game("thirteen")
    assert thirteen.simultaneous and thirteen.category == "19" and thirteen.name.ru == "Тринадцать"
    hundred = next(g for g in cat.games() if g.name.ru == "101")
    assert hundred.no_dice and hundred.simultaneous and hundred.category == "6"
    assert cat.game("sysna").simultaneous and cat.game("sysna").author and not cat.game("sysna").no_dice
    vertushka = cat.game("vertushka")
    assert vertushka.author and vertushka.players == "2" and (vertushka.players_min, vertushka.players_max) == (2, 2)
    assert cat.game("khamar-yal").players == "2-4" and cat.game("khamar-yal").author
    assert (cat.game("khamar-yal").players_min, cat.game("khamar-yal").players_max) == (2, 4)
    assert cat.game("narrow-path").players == "~2" and cat.game("narrow-path").players_min == 2
    assert cat.game("narrow-path").players_max is None
    assert cat.game("yacht").pace == "Б" and cat.game("yacht").difficulty == "IV"  # Latin "IV-B" in the OCR
    assert cat.game("newmarket").pace == "А" and cat.game("newmarket").difficulty == "I"
    assert cat.game("macao").chips == "10-20" and cat.game("sixteen").chips == "5xN"
    assert cat.game("battle-of-numbers-after-throws").dice == "–"
    assert cat.game("categor-no-dice").no_dice and cat.game("categor-no-dice").dice == "–"


def test_every_game_well_formed(cat):
    for g in cat.games():
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", g.id), g.id
        assert g.name.en.strip() and g.name.ru.strip(), g.id
        assert "(!!" not in g.name.ru and "*)" not in g.name.ru, g.id
        assert g.players and g.players_min >= 1, g.id
        assert g.players_max is None or g.players_max >= g.players_min, g.id
        assert g.source.endswith(".txt"), g.id
        if g.category.isdigit():
            assert g.difficulty in ROMAN and g.pace in PACES, g.id
            assert isinstance(g.page, int) and 36 <= g.page <= 250, g.id
            assert g.source == "000_3bcebf57f34cc0d7.txt"
            assert (g.players_max is None) == g.players.startswith("~"), g.id
        if g.note is not None:
            assert g.note.en.strip() and g.note.ru.strip(), g.id


def test_pages_follow_the_book(cat):
    for c in cat.categories:
        pages = [g.page for g in c.games]
        assert pages == sorted(pages), c.number


def test_ids_unique(cat):
    ids = [g.id for g in cat.games()]
    assert len(ids) == len(set(ids)) == 158 + sum(EXPECTED_SECTIONS.values())


def test_named_ids(cat):
    for gid, ru in [("pig", "Свинья"), ("yacht", "Яхта"), ("categor", "Катего"), ("thirteen", "Тринадцать"),
                    ("vertushka", "Вертушка"), ("general", "Генерал"), ("golden-general", "Золотой генерал"),
                    ("categor-big", "Большое катего"), ("categor-multiplication", "Катего с умножением"),
                    ("yahtzee", "Ятси"), ("mexico", "Мехико"), ("qwixx", "Квиксикс (Qwixx)")]:
        assert cat.game(gid).name.ru == ru
    assert cat.game("yahtzee").name.en == "Yahtzee"
    assert cat.game("mexico").name.en == "Mexico"
    assert cat.game("qwixx").name.en == "Qwixx"
    assert cat.game("chicago").name.en == "Chicago"


def test_unknown_game(cat):
    with pytest.raises(KeyError):
        cat.game("no-such-game")


def test_search(cat):
    pig = cat.game("pig")
    assert pig in cat.search("свин")
    assert pig in cat.search("СВИНЬЯ")
    assert pig in cat.search("pig")
    assert pig in cat.search("  Pig ")
    assert cat.game("categor-fir-tree") in cat.search("елочка")  # "ё" in the name, "е" typed
    assert cat.game("categor-fir-tree") in cat.search("ёлочка")
    assert cat.game("checkers") in cat.search("шашки")
    assert cat.search("zzzz-nothing") == []
    assert {g.id for g in cat.search("генерал")} == {"general", "golden-general"}


def test_categor_family(cat):
    family = cat.category(12)
    base = cat.game("categor")
    assert family.games[0] is base and base.variant_of is None and family.group_of("categor") is None
    variants = family.games[1:]
    assert len(variants) == 26
    assert all(v.variant_of == "categor" and v.id.startswith("categor-") for v in variants)
    assert cat.variants_of("categor") == variants
    labels = [(label.ru if label else None, len(games)) for label, games in family.grouped()]
    assert labels == [
        (None, 1), ("Простые варианты", 6), ("Парные варианты", 5), ("Психологические варианты", 2),
        ("Варианты с ограничением бросков", 5), ("Варианты с ограничением костей", 2),
        ("Варианты с однострочной таблицей", 3), ("Варианты с многострочной таблицей", 3),
    ]
    assert family.group_of("categor-golf").en == "Variants with a multi-row table"
    assert cat.game("categor-fir-tree").players == "2"
    # every variant has a note (the book's "КРАТКИЕ ХАРАКТЕРИСТИКИ ВАРИАНТОВ")
    assert all(g.note is not None for g in family.games)


def test_notes_only_where_the_sources_tell(cat):
    with_notes = {g.id for c in cat.categories for g in c.games if g.note is not None}
    expected = {"pig", "golden-general", "yacht", "thirteen", "vertushka"} | {g.id for g in cat.category(12).games}
    assert with_notes == expected
    assert all(g.note is not None for s in cat.sections for g in s.games)


def test_sections(cat):
    assert [s.id for s in cat.sections] == list(EXPECTED_SECTIONS)
    assert {s.id: len(s.games) for s in cat.sections} == EXPECTED_SECTIONS
    for s in cat.sections:
        assert s.is_section and s.number is None and s.name.en and s.name.ru
        assert all(g.category == s.id for g in s.games)
    assert cat.groups() == cat.categories + cat.sections
    poker = cat.game("dice-poker")
    assert poker.name.ru == "Покер на костях" and poker.dice == "5" and poker.players_min == 2
    assert poker.source == "004_6fe6207feb122fa0.txt"
    cross = cat.game("cross")
    assert cross.name.ru == "Крест" and (cross.players_min, cross.players_max) == (2, 4)
    assert cross.source == "002_1efc559df2bd292e.txt"
    assert cat.game("muggins").name.ru == "Пятёрка"
    assert cat.game("all-threes").name.ru == "Все тройки"
    assert cat.category_of("muggins").id == "domino"
    open_domino = cat.category("open-domino").games
    assert [g.id for g in open_domino] == [f"open-domino-{i:02d}" for i in range(1, 33)]
    assert all(g.source == "003_9badf845ddde0d0b.txt" for g in open_domino)
    board = {g.id for g in cat.category("board-card").games}
    assert {"checkers", "chess", "cribbage", "short-nardy", "long-nardy"} <= board
    assert all(cat.game(g).variant_of == "cribbage" for g in board if g.startswith("cribbage-"))


def test_playable_comes_from_the_registry(cat):
    from compendium.core.registry import playable_ids

    ids = playable_ids()
    assert {g.id for g in cat.playable()} == ids & {g.id for g in cat.games()}
    assert "pig" in ids


def test_to_json_shape(cat):
    data = cat.to_json()
    assert set(data) == {"categories", "sections"}
    assert len(data["categories"]) == 23
    game_keys = {"id", "name_ru", "name_en", "playable", "players", "players_min", "players_max", "dice",
                 "chips", "page", "difficulty", "pace", "author", "simultaneous", "no_dice", "variant_of",
                 "source"}
    for number, c in enumerate(data["categories"], start=1):
        assert set(c) == {"number", "name_ru", "name_en", "games"}
        assert c["number"] == number
        assert len(c["games"]) == EXPECTED_COUNTS[number]
        for g in c["games"]:
            assert set(g) == game_keys
    for s in data["sections"]:
        assert set(s) == {"id", "number", "name_ru", "name_en", "games"}
        assert s["number"] is None
        for g in s["games"]:
            assert set(g) == game_keys
    pig = data["categories"][0]["games"][0]
    assert pig == {
        "id": "pig", "name_ru": "Свинья", "name_en": "Pig", "playable": True, "players": "~",
        "players_min": 1, "players_max": None, "dice": "2 (1)", "chips": "–", "page": 36, "difficulty": "II",
        "pace": "А", "author": False, "simultaneous": False, "no_dice": False, "variant_of": None,
        "source": "000_3bcebf57f34cc0d7.txt",
    }
    json.dumps(data, ensure_ascii=False)  # serialisable as it is


def test_data_file_is_plain_json():
    data = json.loads(CATALOG_FILE.read_text(encoding="utf-8"))
    assert {"categories", "sections"} <= set(data)
    odd = {g["id"]: g["raw"] for c in data["categories"] for g in c["games"] if "raw" in g}
    assert {"rubicon", "thirteen", "syukterka", "narrow-path"} <= set(odd)


def test_loading_imports_no_qt_and_no_game_module():
    code = (
        "import sys\n"
        "from compendium.catalog import load_catalog\n"
        "load_catalog().games()\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'pyqtgraph', 'numpy', 'compendium.games.'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).resolve().parent.parent)
