"""The cribbage rules pages (compendium/games/cribbage/rules*.md) and their pictures
(resources/make_cribbage_art.py, compendium/assets/cribbage/).

Every picture exists, is the script's current output, parses, draws in Qt and carries no words (only
numbers: counts and points), so that one picture serves both languages; the cards it draws are the
project's own card files. The examples drawn and the worked examples the pages quote are checked
against the scoring (compendium/games/cribbage/scoring.py): the 29 hand; ace, 4, 5, jack with a 6
starter, whose fifteens are worth 6; runs with a pair; a count of the play with a run, a fifteen, a
pair and thirty-one. The pages: the family's page (the six-card game's, which the base game
``cribbage`` shows) and a short lead for each of the seven variants, in both languages, with the
same sections and pictures; the screen's keys and buttons, the options and the choices of
rules.py and scoring.py are on it. They are checked as the program assembles them (Plugin.rules_page:
the lead, a rule, the family's page) also while the engine is not registered yet."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from compendium.catalog import load_catalog
from compendium.games.cribbage.options import CribbageOptions
from compendium.games.cribbage.scoring import peg, peg_points, show, show_points
from compendium.resources import resources_dir
from page_helpers import (CHOICES, CYRILLIC, LANGS, PICTURE, SVG, XLINK, assembled, check_english_quotes,
                          check_program_shows, check_russian, headings, load_script, page_text, shown_text)

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "resources" / "make_cribbage_art.py"
ART = ROOT / "compendium" / "assets" / "cribbage"
CARDS = ROOT / "compendium" / "assets" / "cards"
FOLDER = ROOT / "compendium" / "games" / "cribbage"
VARIANTS = ("cribbage-five-card", "cribbage-seven-card", "cribbage-three-players", "cribbage-four-players",
            "cribbage-partners", "cribbage-losing", "cribbage-muggins")
VARIANT = {"cribbage-five-card": "five", "cribbage-seven-card": "seven", "cribbage-three-players": "three",
           "cribbage-four-players": "four", "cribbage-partners": "partners", "cribbage-losing": "losing",
           "cribbage-muggins": "muggins"}
FIGURES = ["table", "hand-29", "show-example", "pegging"]


art = load_script(SCRIPT)


def _root(stem: str):
    return ET.fromstring(art.all_files()[ART / f"{stem}.svg"])


def _own_texts(stem: str) -> list[str]:
    """The figure's own texts, in order (not the cards' corner indices, which are in its defs)."""
    root = _root(stem)
    cards = {id(e) for d in root.iter(f"{SVG}defs") for e in d.iter()}
    return [e.text for e in root.iter(f"{SVG}text") if id(e) not in cards]


def _used(stem: str) -> list[str]:
    """The cards a figure draws, in painting order: card codes, or "back" for a card face down."""
    return [use.get(XLINK)[len("#card-"):] for use in _root(stem).iter(f"{SVG}use")]


# --- the files ----------------------------------------------------------------------------------------
def test_the_script_writes_every_figure_and_nothing_else():
    files = art.all_files()
    assert sorted(p.stem for p in files) == sorted(FIGURES)
    assert all(p.parent == ART and p.suffix == ".svg" for p in files)
    assert sorted(p.stem for p in ART.glob("*")) == sorted(FIGURES), "stray files in assets/cribbage"
    assert files == art.all_files()  # the same at every run


@pytest.mark.parametrize("stem", FIGURES)
def test_every_figure_is_shipped_current_and_small(stem):
    path = ART / f"{stem}.svg"
    assert path.is_file(), f"{path.name} missing: run python3 resources/make_cribbage_art.py"
    text = path.read_text(encoding="utf-8")
    assert text == art.all_files()[path], f"{path.name} is stale: run python3 resources/make_cribbage_art.py"
    assert len(text.encode("utf-8")) < 30_000
    root = ET.fromstring(text)
    assert root.tag == f"{SVG}svg" and float(root.get("width")) > 0 and float(root.get("height")) > 0
    ids = [e.get("id") for e in root.iter() if e.get("id")]
    assert len(ids) == len(set(ids))
    for use in root.iter(f"{SVG}use"):
        assert use.get(XLINK)[1:] in ids, use.get(XLINK)
    assert set(ids) == {use.get(XLINK)[1:] for use in root.iter(f"{SVG}use")}, "every card defined is drawn"


@pytest.mark.parametrize("stem", FIGURES)
def test_a_figure_is_made_of_the_project_s_own_cards(stem):
    """Each card drawn is the drawing of its file in assets/cards (without the title)."""
    root = _root(stem)
    for group in root.find(f"{SVG}defs"):
        name = group.get("id")[len("card-"):]
        own = ET.fromstring((CARDS / f"{name}.svg").read_text(encoding="utf-8"))
        drawn = [e for e in own if e.tag != f"{SVG}title"]
        assert [e.tag for e in group] == [e.tag for e in drawn], name
        assert [e.attrib for e in group] == [e.attrib for e in drawn], name


@pytest.mark.parametrize("stem", FIGURES)
def test_a_figure_carries_no_words(stem):
    root = _root(stem)
    assert root.find(f".//{SVG}title") is None and root.find(f".//{SVG}desc") is None
    cards = {id(e) for d in root.iter(f"{SVG}defs") for e in d.iter()}  # the cards' corners: A 2 … K
    for element in root.iter():
        if id(element) in cards:
            continue
        for chunk in (element.text, element.tail):
            if chunk and chunk.strip():
                assert re.fullmatch(r"\+?\d+", chunk.strip()), (stem, chunk)


@pytest.mark.parametrize("stem", FIGURES)
def test_every_figure_draws_in_qt(stem):
    QtSvg = pytest.importorskip("PySide6.QtSvg")
    renderer = QtSvg.QSvgRenderer(str(ART / f"{stem}.svg"))
    assert renderer.isValid()
    root = _root(stem)
    size = renderer.defaultSize()
    assert (size.width(), size.height()) == (round(float(root.get("width"))), round(float(root.get("height"))))


# --- what the figures show --------------------------------------------------------------------------------
def test_the_table():
    """Two hands (the opponent's face down), the crib of four face down, the deck and the starter
    face up, and the board with two tracks."""
    used = _used("table")
    assert used.count("back") == 4 + 4 + 4
    assert [c for c in used if c != "back"] == [art.TABLE_STARTER, *art.TABLE_HAND]
    assert len(set(used) - {"back"}) == 5, "no card twice"
    pegs = [c for c in _root("table").iter(f"{SVG}circle") if c.get("fill") in art.TRACKS]
    assert sorted(c.get("fill") for c in pegs) == sorted(art.TRACKS * 2), "two pegs a track"


def test_the_29_hand():
    hand, starter = art.HAND_29
    assert _used("hand-29") == [*hand, starter]
    assert sorted(c[0] for c in hand) == ["5", "5", "5", "J"] and starter[0] == "5"
    jack = next(c for c in hand if c[0] == "J")
    assert jack[1] == starter[1], "the jack of the starter's suit"
    assert show_points(hand, starter, False) == 29
    kinds = [c.kind for c in show(hand, starter, False)]
    assert kinds.count("fifteen") == 8 and kinds.count("pair") == 6 and kinds.count("nobs") == 1


def test_the_show_example_is_the_book_s():
    """Ace, 4, 5, jack in hand, a 6 as the starter: the fifteens 5+J, A+4+J, 4+5+6 give 6; the run
    4-5-6 gives 3; no nobs, no flush: 9."""
    hand, starter = art.SHOW_EXAMPLE
    assert sorted(c[0] for c in hand) == sorted("A45J") and starter[0] == "6"
    combos = show(hand, starter, False)
    fifteens = [c for c in combos if c.kind == "fifteen"]
    assert sum(c.points for c in fifteens) == 6
    assert sorted(sorted(c.cards) for c in fifteens) == sorted(sorted(g) for g in art.SHOW_FIFTEENS)
    runs = [c for c in combos if c.kind == "run"]
    assert [sorted(c.cards) for c in runs] == [sorted(art.SHOW_RUN)] and runs[0].points == 3
    assert show_points(hand, starter, False) == 9
    used = _used("show-example")
    assert used[:5] == [*hand, starter]
    assert used[5:] == [c for group in (*art.SHOW_FIFTEENS, art.SHOW_RUN) for c in group]
    totals = _own_texts("show-example")
    assert totals == ["2", "4", "6", "9"]
    # the jack of the starter's suit would add one, as the pages say
    assert show_points([c if c[0] != "J" else "J" + starter[1] for c in hand], starter, False) == 10


def test_the_pegging_figure_scores_as_the_play_does():
    """The count of the play the figure draws: a run of three, fifteen, a pair, thirty-one, each for
    the card that makes it, and the counts under the cards."""
    pile, counts, scored = [], [], []
    values = {"A": 1, "T": 10, "J": 10, "Q": 10, "K": 10}
    for card in art.PEGGING:
        pile.append(card)
        counts.append(sum(values.get(c[0]) or int(c[0]) for c in pile))
        scored.append(peg(pile))
    assert [sum(c.points for c in s) for s in scored] == list(art.PEGGING_POINTS)
    assert [[c.kind for c in s] for s in scored] == [[], [], ["run"], ["fifteen"], ["pair"], ["thirty-one"]]
    assert counts[-1] == 31
    assert _used("pegging") == list(art.PEGGING)
    texts = _own_texts("pegging")
    assert [t for t in texts if not t.startswith("+")] == [str(n) for n in counts]
    assert [t for t in texts if t.startswith("+")] == [f"+{p}" for p in art.PEGGING_POINTS if p]


def test_the_runs_with_a_pair_the_pages_quote():
    def runs_and_pairs(hand, starter):
        return sum(c.points for c in show(hand, starter, False) if c.kind in ("run", "pair"))

    assert runs_and_pairs(["3S", "4H", "4D", "5C"], "9D") == 8  # two runs of three and a pair
    assert show_points(["3S", "4H", "4D", "5C"], "9D", False) == 8  # and no fifteen with a 9
    assert runs_and_pairs(["3S", "4H", "5D", "5C"], "6S") == 10  # two runs of four and a pair
    runs = [c for c in show(["3S", "4H", "5D", "6C"], "KD", False) if c.kind == "run"]
    assert [c.points for c in runs] == [4]  # 3, 4, 5, 6 alone: one run of four


def test_the_flushes_and_runs_the_leads_quote():
    """Five-card: a flush of three 3, 4 with the starter, the crib's 5; seven-card: five 5, 6 with the
    starter, the crib's only 6; a run of six in a seven-card show; a six-card crib: only 5."""
    def flush(hand, starter, crib):
        return sum(c.points for c in show(hand, starter, crib) if c.kind == "flush")

    assert (flush(["2S", "3S", "4S"], "KD", False), flush(["2S", "3S", "4S"], "KS", False)) == (3, 4)
    assert (flush(["2S", "3S", "4S", "9S"], "KD", True), flush(["2S", "3S", "4S", "9S"], "KS", True)) == (0, 5)
    assert (flush(["2S", "3S", "4S", "9S"], "KD", False), flush(["2S", "3S", "4S", "9S"], "KS", False)) == (4, 5)
    five = ["2S", "3S", "4S", "9S", "TS"]
    assert (flush(five, "KD", False), flush(five, "KS", False)) == (5, 6)
    assert (flush(five, "KD", True), flush(five, "KS", True)) == (0, 6)
    runs = [c for c in show(["2S", "3H", "4D", "5C", "6S"], "7H", False) if c.kind == "run"]
    assert [c.points for c in runs] == [6]
    assert peg_points(["AS", "2H", "3D", "4C", "5S", "6H", "7D"]) == 7  # the play's run of seven, count 28


# --- the pages ----------------------------------------------------------------------------------------
def _text(name: str) -> str:
    return page_text(FOLDER, name)


_headings = headings


def _assembled(gid: str, lang: str) -> str:
    """The page the program shows: a variant's lead, a rule, the family's page; the base game
    ``cribbage`` has no lead and shows the family's page alone."""
    return assembled(FOLDER, gid, lang)


def _section(page: str, heading: str) -> str:
    start = page.index(heading)
    nxt = page.find("\n## ", start + len(heading))
    return page[start:nxt if nxt >= 0 else len(page)]


@pytest.mark.parametrize("lang", LANGS)
def test_the_family_page(lang):
    page = _text(f"rules.{lang}.md")
    headings = _headings(page)
    assert headings[0] == f"# {load_catalog().game('cribbage').name.get(lang)}"
    assert [h for h in headings if not h.startswith("## ")] == [headings[0]]
    assert headings[-1] == CHOICES[lang]
    other = _text(f"rules.{'ru' if lang == 'en' else 'en'}.md")
    assert len(headings) == len(_headings(other)), "the same sections in both languages"
    assert PICTURE.findall(page) == PICTURE.findall(other), "both languages show the same pictures in the same order"
    assert PICTURE.findall(page) == [f"cribbage/{stem}.svg" for stem in ("table", "pegging", "show-example", "hand-29")]


def test_the_base_game_shows_the_family_page_and_has_no_lead():
    assert not list(FOLDER.glob("rules.cribbage.*.md")), "the engine's own game shows rules.<lang>.md alone"
    assert sorted(p.name for p in FOLDER.glob("rules.*.*.md")) == sorted(
        f"rules.{gid}.{lang}.md" for gid in VARIANTS for lang in LANGS)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("gid", VARIANTS)
def test_a_variant_s_lead(gid, lang):
    lead = _text(f"rules.{gid}.{lang}.md")
    headings = _headings(lead)
    assert headings == [f"# {load_catalog().game(gid).name.get(lang)}"], "one title and no sections"
    assert len(lead.splitlines()) < 40
    assert load_catalog().game(gid).variant_of == "cribbage"
    assert {"en": "cribbage", "ru": "криббедж"}[lang] in lead.casefold()
    assert {"en": "six-card", "ru": "шестикарточн"}[lang] in lead.casefold(), "it says what it changes from"
    assert bool(CYRILLIC.search(re.sub(r"«[^»]*»", "", lead))) == (lang == "ru")


@pytest.mark.parametrize("gid, lang, words", [
    ("cribbage-five-card", "en", ("Five cards", "three", "3 points", "first 31 or go", "61")),
    ("cribbage-five-card", "ru", ("по пять карт", "три", "3 очка", "31", "61")),
    ("cribbage-seven-card", "en", ("Seven cards", "one card from the pack", "five", "151")),
    ("cribbage-seven-card", "ru", ("по семь карт", "одну карту из колоды", "пять", "151")),
    ("cribbage-three-players", "en", ("Five cards", "one card from the pack", "one card", "121")),
    ("cribbage-three-players", "ru", ("по пять карт", "одну карту из колоды", "одну карту", "121")),
    ("cribbage-four-players", "en", ("Five cards", "one card", "121")),
    ("cribbage-four-players", "ru", ("по пять карт", "одну карту", "121")),
    ("cribbage-partners", "en", ("opposite", "first and third", "pair", "121")),
    ("cribbage-partners", "ru", ("напротив", "по диагонали", "первое и третье", "пар", "121")),
    ("cribbage-losing", "en", ("first to reach 121 loses",)),
    ("cribbage-losing", "ru", ("первым наберёт 121, проигрывает",)),
    ("cribbage-muggins", "en", ("muggins", "fewer points", "Count", "Claim", "Pass",
                                "Let the program count the hands for people")),
    ("cribbage-muggins", "ru", ("зевок", "меньше", "Посчитать", "Забрать", "Пропустить", "(**P**)", "Пусть программа считает руки за людей")),
])
def test_a_lead_says_what_its_variant_changes(gid, lang, words):
    lead = _text(f"rules.{gid}.{lang}.md")
    for word in words:
        assert word in lead, word


def test_the_leads_agree_with_the_rules_deals():
    """The cards dealt, discarded and taken from the pack, and the points of the game, as
    options.py's DEALS has them."""
    from compendium.games.cribbage.options import DEALS

    words = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
    for gid in VARIANTS:
        deal = DEALS[VARIANT[gid]]
        lead = _text(f"rules.{gid}.en.md").casefold()
        if deal.cards != 6:
            assert f"{words[deal.cards]} cards** each" in lead, gid
        assert str(deal.target) in lead, gid
        assert ("one card from the pack" in lead) == bool(deal.crib_from_deck), gid


@pytest.mark.parametrize("lang, words", [
    ("en", ("52 cards", "121", "his heels", "his nobs", "Fifteen", "Pair royal", "Double pair royal", "Run",
            "Thirty-one", "last card", "Flush", "only the flush of five",
            # the book's worked examples with their numbers
            "5♣ 5♦ 5♥ J♠", "5♠", "**29**", "19, 25, 26 and 27", "Ace, 4, 5 and jack", "**6 points**",
            "adds **3**", "worth 9", "3, 4, 4, 5", "3, 4, 5, 5, 6",
            # the order of counting
            "the dealer's 2 for his heels", "the dealer's hand", "the crib")),
    ("ru", ("52 карты", "121", "криб", "стартер", "Валет в старте", "«его пятки»", "Валет масти старта",
            "«его нос»", "Пятнадцать", "Тройка (королевская пара)", "Квартет", "Последовательность",
            "Тридцать одно", "последнюю карту", "Масть", "«пропускаю»", "«пятнадцать два, пятнадцать четыре",
            "5♣ 5♦ 5♥", "5♠", "**29**", "19, 25, 26 и 27", "туз, четвёрка, пятёрка и валет", "**6 очков**",
            "добавляет **3**", "стоит 9", "3, 4, 4, 5", "3, 4, 5, 5, 6",
            "порядок подсчёта", "рука сдающего")),
])
def test_the_family_page_says(lang, words):
    page = _text(f"rules.{lang}.md")
    for word in words:
        assert word in page, word


@pytest.mark.parametrize("lang, words", [
    ("en", ("Discard to crib", "Cut the starter", "(**C**)", "Go", "(**G**)", "Show the hand", "Show the crib",
            "**Enter**", "**Space**", "**←**/**→**", "dimmed", "Count", "Claim", "Pass", "(**P**)", "(**F1**)")),
    ("ru", ("Сбросить в криб", "Снять стартер", "(**C**)", "Пропускаю", "(**G**)", "Показать руку", "Показать криб",
            "**Enter**", "**пробел**", "**←**/**→**", "затемнены", "Посчитать", "Забрать", "Пропустить", "(**P**)",
            "(**F1**)")),
])
def test_the_screen_section_names_the_keys_and_buttons(lang, words):
    page = _text(f"rules.{lang}.md")
    screen = _section(page, {"en": "## Playing on the screen", "ru": "## Игра на экране"}[lang])
    for word in words:
        assert word in screen, word


@pytest.mark.parametrize("lang", LANGS)
def test_the_choices_collect_the_rules_choices_and_the_options(lang):
    page = _text(f"rules.{lang}.md")
    choices = " ".join(_section(page, CHOICES[lang]).split())
    said = {
        "en": ("ace", "right", "Go is played for you", "run of seven scores 7", "lost a card", "Flushes",
               "seven-card", "at once", "losing cribbage", "That is more than the hand holds", "next hand",
               "face down"),
        "ru": ("туз", "справа", "«Пропускаю» говорится за вас", "из семи даёт 7", "пропала карта", "Масть",
               "семикарточной", "сразу", "в поддавках", "Это больше, чем есть в руке", "Следующую сдачу",
               "закрытыми"),
    }[lang]
    for word in said:
        assert word in choices, word
    for opt in CribbageOptions.declared():
        if not opt.fixed:  # the variant is the catalog's, not a choice
            assert opt.label.get(lang) in choices, opt.key


@pytest.mark.parametrize("gid", ("cribbage",) + VARIANTS)
def test_the_english_page_names_the_book_s_words_only_in_quotes_and_once(gid):
    check_english_quotes(_assembled(gid, "en"))


@pytest.mark.parametrize("gid", ("cribbage",) + VARIANTS)
def test_the_russian_page_is_russian(gid):
    ru, en = _assembled(gid, "ru"), _assembled(gid, "en")
    check_russian(ru, en)
    assert not re.search(r"^\|\s*`[a-z_]+(?: [^`]*)?`\s*\|", ru + en, flags=re.MULTILINE), "no record notation"


def test_every_figure_is_on_a_page_and_every_picture_exists():
    shown = [src for path in FOLDER.glob("rules*.md") for src in PICTURE.findall(path.read_text(encoding="utf-8"))]
    assert {src for src in shown} == {f"cribbage/{stem}.svg" for stem in FIGURES}
    missing = [src for src in shown if not (resources_dir() / src).is_file()]
    assert not missing, missing


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("gid", ("cribbage",) + VARIANTS)
def test_the_page_renders_to_its_end(qtbot, gid, lang):
    shown = shown_text(qtbot, _assembled(gid, lang))
    assert "5♣ 5♦ 5♥" in shown
    assert shown.count("|") < 4, "the tables are tables"


def test_the_records_document_s_examples_are_json_fences():
    text = (ROOT / "docs" / "records.md").read_text(encoding="utf-8")
    section = re.split(r"^## ", text, flags=re.MULTILINE)
    cribbage = next(p for p in section if p.startswith("Cribbage"))
    assert cribbage.count("```json\n") == 2 and cribbage.count("```") == 4, "two examples, each fenced and closed"


def test_the_catalog_picture_if_the_catalog_has_one():
    catalog = load_catalog()
    for gid in ("cribbage",) + VARIANTS:
        picture = catalog.picture(gid)
        if picture:
            assert picture == ("cribbage/table.svg",), gid
            assert (resources_dir() / picture[0]).is_file()


@pytest.mark.parametrize("gid", ("cribbage",) + VARIANTS)
def test_the_page_the_program_shows_is_these_files(gid):
    check_program_shows(FOLDER, gid)
