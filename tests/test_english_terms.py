"""English terms in the English interface, the book's terms in the Russian one (issue 10, "the
family test"): no English text the interface shows holds a Cyrillic letter — the Qt sources, the
computer levels, the options and variants of every engine, the standings columns and every log
line of a random match of every game. And the computer levels are named by strength in both
languages, a computer seat's name following the interface's language."""

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from play_helpers import random_log_lines

from compendium.core import registry
from compendium.core.plugin import STRENGTHS, AILevel, computer_name, read_levels, seat_name
from compendium.core.text import Text, name_seats

ROOT = Path(__file__).resolve().parent.parent
CYRILLIC = re.compile("[А-Яа-яЁё]")
GAMES = sorted(registry.playable_ids())
ENGINES = sorted({registry.load(g).id for g in GAMES})
NAMES = ["Anna", "Boris", "Vera", "Gleb"]


def _english(texts, where):
    bad = [t for t in texts if CYRILLIC.search(t)]
    assert not bad, f"{where}: Cyrillic in English texts {bad}"


def test_qt_sources_are_english():
    root = ET.parse(ROOT / "translations" / "compendium_ru.ts").getroot()
    sources = [m.findtext("source") or "" for m in root.iter("message")]
    assert len(sources) > 100
    _english(sources, "compendium_ru.ts")


@pytest.mark.parametrize("engine", ENGINES)
def test_levels_are_english_and_have_a_strength(engine):
    plugin = registry.load(engine)
    path = plugin.folder / "levels.json"
    if path.exists():  # a game may borrow another's levels (golden general: general's)
        for lv in json.loads(path.read_text(encoding="utf-8"))["levels"]:
            assert lv["strength"] in STRENGTHS, (engine, lv["key"])
        assert read_levels(plugin.folder) == tuple(plugin.ai_levels)
    levels = plugin.ai_levels
    _english([t for lv in levels for t in (lv.name.en, lv.about.en, computer_name(lv, 2).en)], engine)
    order = list(STRENGTHS)
    ranks = [order.index(lv.strength) for lv in levels]
    assert ranks == sorted(ranks) and len(set(ranks)) == len(ranks), f"{engine}: levels weakest first, one a strength"


@pytest.mark.parametrize("engine", ENGINES)
def test_options_variants_and_columns_are_english(engine):
    plugin = registry.load(engine)
    rules = plugin.rules
    texts = []
    for opt in rules.options():
        texts.append(opt.label.en)
        texts += [label.en for _, label in opt.choices]
        if opt.help is not None:
            texts.append(opt.help.en)
    texts += [name.en for name, _ in rules.presets()]
    texts += [heading.en for _, heading in plugin.extra_columns]
    _english(texts, engine)


@pytest.mark.parametrize("gid", GAMES)
def test_every_log_line_is_english(gid):
    lines = 0
    for values, names, text in random_log_lines(gid, 7, NAMES):
        shown = name_seats(text.en, names)
        assert not CYRILLIC.search(shown), f"{gid} {values}: {shown!r}"
        lines += 1
    assert lines > 0


def test_pig_speaks_of_pig_outs_in_english_and_of_chirik_in_russian():
    plugin = registry.load("pig")
    burned = dict(plugin.extra_columns)["burned"]
    assert "pig-out" in burned.en and "чирик" in burned.ru
    goat = dict(registry.load("cross").extra_columns)["goat"]
    assert goat == Text("Goat", "«Козёл»")


# --- levels by strength ----------------------------------------------------------------------------
def test_a_level_is_named_by_strength_first_with_its_style_after():
    counter = AILevel("counter", Text("Counts tiles", "Считает кости"), Text("", ""), "strong")
    assert counter.title == Text("Strong", "Сильный")
    assert counter.label == Text("Strong — counts tiles", "Сильный — считает кости")
    plain = AILevel("easy", Text("Easy", "Лёгкий"), Text("", ""), "easy")
    assert plain.label == Text("Easy", "Лёгкий")  # a style repeating the strength is left out
    best = AILevel("optimal", Text("Perfect", "Безупречный"), Text("", ""), "best")
    assert best.label == Text("Best possible — perfect", "Сильнейший — безупречный")
    assert computer_name(counter, 2) == Text("Computer: Strong — counts tiles 2", "Компьютер: Сильный — считает кости 2")


def test_every_game_names_its_levels_by_strength():
    pig = {lv.key: lv for lv in registry.load("pig").ai_levels}
    assert [pig[k].strength for k in ("easy", "kper", "optimal")] == ["easy", "strong", "best"]
    assert pig["kper"].label.en == "Strong — keep pace"
    cross = {lv.key: lv for lv in registry.load("cross").ai_levels}
    assert cross["counter"].label.ru == "Сильный — считает кости"


def test_a_computer_seat_is_named_in_the_interface_language():
    levels = registry.load("cross").ai_levels
    seat = {"kind": "computer", "level": "counter", "name": "Computer: Strong — counts tiles 1", "number": 1}
    assert seat_name(seat, levels, "en") == "Computer: Strong — counts tiles 1"
    assert seat_name(seat, levels, "ru") == "Компьютер: Сильный — считает кости 1"
    only = {"kind": "computer", "level": "easy", "name": "Computer: Easy", "number": 0}
    assert seat_name(only, levels, "ru") == "Компьютер: Лёгкий"
    # a record from before: its stored name is shown as it is, whatever the language
    old = {"kind": "computer", "level": "counter", "name": "Computer: Counts tiles"}
    assert seat_name(old, levels, "ru") == "Computer: Counts tiles"
    person = {"kind": "person", "name": "Anna", "number": 3}
    assert seat_name(person, levels, "ru") == "Anna"
    unknown = {"kind": "computer", "level": "gone", "name": "Computer: Gone", "number": 0}
    assert seat_name(unknown, levels, "ru") == "Computer: Gone"


@pytest.mark.parametrize("engine", ENGINES)
def test_english_rules_pages_name_the_book_s_words_only_in_quotes_and_once(engine):
    """An English rules page speaks English; the book's Russian words appear only quoted («…»),
    each once (the game's title in the book, a term in parentheses)."""
    page = registry.load(engine).rules_page("en")
    outside = re.sub(r"«[^»]*»", "", page)
    assert not CYRILLIC.search(outside), f"{engine}: {CYRILLIC.findall(outside)[:10]}"
    quoted = [q.casefold() for q in re.findall(r"«([^»]*)»", page) if CYRILLIC.search(q)]
    twice = sorted({q for q in quoted if quoted.count(q) > 1})
    assert not twice, f"{engine}: the book's words repeated {twice}"


def test_no_english_half_of_a_text_in_the_code_holds_cyrillic():
    """Every ``Text(en, ru)`` and ``tr(...)`` written in the code: its English (first) argument,
    f-strings included, has no Cyrillic letter — messages no random match reaches (refusals,
    the computer's advice) included."""
    import ast

    bad = []
    for path in sorted((ROOT / "compendium").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and node.args:
                name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
                if name in ("Text", "tr"):
                    english = ast.unparse(node.args[0])
                    if CYRILLIC.search(english):
                        bad.append(f"{path.relative_to(ROOT)}:{node.lineno}: {english[:80]}")
    assert not bad, "\n".join(bad)
