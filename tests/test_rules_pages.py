"""The rules pages as a family reads them (issue 10, item 8), and the developers' record document.

A catalog variant's page opens with what the variant changes, under the variant's own name, and
then gives the base game's rules; the base game's page has no such lead. A game of a family engine
(the open-domino movement games: one engine, several games none of which is a variant of another)
opens with a whole page of its own — its start, a move, the end, its variants and choices — and
then gives the family's page (the field, the tiles, the endings every game of it shares). No players' page carries
the notation of saved records: that lives in docs/records.md, whose tables must list every move a
game makes and whose example records must replay."""

import json
import random
import re
from pathlib import Path

import pytest

from compendium.catalog import load_catalog
from compendium.core import registry
from compendium.core.actions import Action
from compendium.core.loading import open_match
from compendium.core.record import load_record
from compendium.core.rules import CHANCE, SIMULTANEOUS
from compendium.resources import resources_dir

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "docs" / "records.md"
GAMES = sorted(registry.playable_ids())
LANGS = ("en", "ru")
CYRILLIC = re.compile("[А-Яа-яЁё]")
PICTURE = re.compile(r'(?:src="|\]\()([^")]+\.(?:svg|png))')
# The headings the notation sections had, in both languages.
NOTATION_HEADINGS = ("Notation in saved records", "Запись ходов", "Как записываются ходы")
# A table row documenting a move: | `verb ...` | ...
NOTATION_ROW = re.compile(r"^\|\s*`[a-z_]+(?: [^`]*)?`\s*\|", re.MULTILINE)
# Inline notation of a whole move list, as the old sections ended: `roll`, `dice 3 2`, …
NOTATION_RUN = re.compile(r"`[a-z_]+(?: [\w:+]+)*`,\s*`[a-z_]+(?: [\w:+]+)*`")


def _is_variant(gid: str) -> bool:
    return registry.engine_of(gid) != gid


def _variant_of(gid: str):
    return load_catalog().game(gid).variant_of


def _name(gid: str, lang: str) -> str:
    return load_catalog().game(gid).name.get(lang)


def _headings(page: str) -> list[str]:
    return [line for line in page.splitlines() if line.startswith("#")]


VARIANTS = [g for g in GAMES if _is_variant(g) and _variant_of(g)]
# Played by an engine of another id, and a variant of no game: one game of a family (open domino).
FAMILY = [g for g in GAMES if _is_variant(g) and not _variant_of(g)]
BASES = [g for g in GAMES if not _is_variant(g)]
CHOICES = {"en": "## Choices made here", "ru": "## Выбор, сделанный здесь"}


def test_the_catalog_has_variants_with_pages():
    assert len(VARIANTS) >= 19 and "categor-big" in VARIANTS and "all-threes" in VARIANTS
    assert "categor" in BASES and "muggins" in BASES


# --- a variant leads with itself ---------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("gid", VARIANTS)
def test_a_variant_page_opens_with_the_variant(gid, lang):
    plugin = registry.load(gid)
    lead_file = plugin.folder / f"rules.{gid}.{lang}.md"
    assert lead_file.is_file(), f"{gid} has no lead of its own in {lang}: {lead_file.name}"
    page = plugin.rules_page(lang, gid)
    first = _headings(page)[0]
    assert first == f"# {_name(gid, lang)}", f"{gid} ({lang}) opens on {first!r}"
    # the lead is short and comes before the base game's page, which follows whole
    base = plugin.rules_page(lang)
    assert page.endswith(base) and page.index(base) > 0
    lead = page[: page.index(base)]
    assert len(lead.splitlines()) < 40
    assert _headings(lead) == [first], "the lead is one short section"
    # it says what it is a variant of, in the words of the base game's page
    parent = load_catalog().game(gid).variant_of
    assert parent
    said = {"en": _name(parent, "en").split(" (")[0],
            "ru": {"categor": "Катего", "muggins": "пятёрк", "cribbage": "криббедж"}[parent]}[lang]
    assert said.casefold() in lead.casefold(), f"{gid} ({lang}) does not name {said}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("gid", BASES)
def test_a_base_game_page_has_no_variant_lead(gid, lang):
    plugin = registry.load(gid)
    page = plugin.rules_page(lang, gid)
    assert page == plugin.rules_page(lang) == (plugin.folder / f"rules.{lang}.md").read_text(encoding="utf-8")
    variant_names = {_name(v, lang) for v in VARIANTS}
    assert _headings(page)[0] not in {f"# {n}" for n in variant_names}


def _waiting(gid: str) -> bool:
    """A game of a family whose page is written but whose engine is not in the catalog yet."""
    catalog = load_catalog()
    return gid not in GAMES and gid in catalog and not catalog.game(gid).variant_of


def test_every_lead_file_belongs_to_a_catalog_variant_of_its_engine():
    found = 0
    for path in sorted((ROOT / "compendium" / "games").glob("*/rules.*.*.md")):
        gid, lang = path.name[len("rules."):-len(".md")].rsplit(".", 1)
        assert lang in LANGS, path
        if _waiting(gid):  # checked by test_a_family_game_s_own_page_file until it is playable
            continue
        assert gid in VARIANTS or gid in FAMILY, f"{path.name}: no playable catalog variant {gid!r}"
        assert registry.load(gid).folder == path.parent, f"{path.name} is not in its engine's folder"
        found += 1
    assert found == 2 * (len(VARIANTS) + len(FAMILY))


# --- a game of a family leads with a page of its own ---------------------------------------------------
def _own_part(page: str, base: str) -> str:
    assert page.endswith(base) and page.index(base) > 0
    return page[: page.index(base)]


def _check_own_page(own: str, gid: str, lang: str, where: str) -> None:
    first = _headings(own)[0]
    assert first == f"# {_name(gid, lang)}", f"{where} opens on {first!r}"
    assert [h for h in _headings(own) if not h.startswith("## ")] == [first], f"{where}: one title, then sections"
    assert 40 <= len(own.splitlines()) <= 130, f"{where}: {len(own.splitlines())} lines"
    assert CHOICES[lang] in own, f"{where} has no choices of its own"
    pictures = PICTURE.findall(own)
    assert pictures, f"{where} shows no picture of its start"
    missing = [src for src in pictures if not (resources_dir() / src).is_file()]
    assert not missing, f"{where}: pictures not found {missing}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("gid", FAMILY)
def test_a_family_game_page_opens_with_its_own_page(gid, lang):
    plugin = registry.load(gid)
    assert (plugin.folder / f"rules.{gid}.{lang}.md").is_file(), f"{gid} has no page of its own in {lang}"
    page = plugin.rules_page(lang, gid)
    base = plugin.rules_page(lang)
    _check_own_page(_own_part(page, base), gid, lang, f"{gid} ({lang})")
    # the family's page is about the family: it does not open with one of its games
    assert _headings(base)[0] not in {f"# {_name(g, lang)}" for g in FAMILY}


def _family_files() -> list[Path]:
    """The own pages of family games, playable or waiting for their engine (not of catalog variants)."""
    catalog = load_catalog()
    out = []
    for path in sorted((ROOT / "compendium" / "games").glob("*/rules.*.*.md")):
        gid = path.name[len("rules."):-len(".md")].rsplit(".", 1)[0]
        if gid in catalog and not catalog.game(gid).variant_of:
            out.append(path)
    return out


@pytest.mark.parametrize("path", _family_files(), ids=lambda p: p.name)
def test_a_family_game_s_own_page_file(path):
    """Also before the engine plays it: titled with the catalog's name, sections, a picture, the
    choices; its family's page beside it; the same sections in both languages."""
    gid, lang = path.name[len("rules."):-len(".md")].rsplit(".", 1)
    assert lang in LANGS
    own = path.read_text(encoding="utf-8")
    _check_own_page(own, gid, lang, path.name)
    assert (path.parent / f"rules.{lang}.md").is_file(), f"{path.name}: no family page beside it"
    other = path.with_name(f"rules.{gid}.{'ru' if lang == 'en' else 'en'}.md")
    assert other.is_file(), f"{path.name}: the other language is missing"
    assert len(_headings(own)) == len(_headings(other.read_text(encoding="utf-8"))), path.name
    assert bool(CYRILLIC.search(re.sub(r"«[^»]*»", "", own))) == (lang == "ru"), path.name


def test_the_page_assembly():
    plugin = registry.load("categor")
    assert plugin.variant_lead("categor", "en") == "" and plugin.variant_lead("", "en") == ""
    assert plugin.variant_lead("../categor/rules", "en") == ""  # no path tricks through the id
    assert plugin.rules_page("en", "categor-no-such-variant") == plugin.rules_page("en")
    big = plugin.rules_page("ru", "categor-big")
    assert big.startswith("# Большое катего\n") and "\n---\n" in big
    assert big.index("Большое катего") < big.index("# Катего")


# --- what every page keeps and leaves out ------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("gid", GAMES)
def test_no_page_carries_the_record_notation(gid, lang):
    page = registry.load(gid).rules_page(lang, gid)
    for heading in NOTATION_HEADINGS:
        assert heading.casefold() not in page.casefold(), f"{gid} ({lang}) still has {heading!r}"
    assert not NOTATION_ROW.search(page), f"{gid} ({lang}): {NOTATION_ROW.search(page).group(0)}"
    assert not NOTATION_RUN.search(page), f"{gid} ({lang}): {NOTATION_RUN.search(page).group(0)}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("gid", GAMES)
def test_every_picture_of_a_page_resolves(gid, lang):
    page = registry.load(gid).rules_page(lang, gid)
    missing = [src for src in PICTURE.findall(page) if not (resources_dir() / src).is_file()]
    assert not missing, f"{gid} ({lang}): pictures not found {missing}"


@pytest.mark.parametrize("gid", GAMES)
def test_an_english_page_names_the_book_s_words_only_in_quotes_and_once(gid):
    page = registry.load(gid).rules_page("en", gid)
    outside = re.sub(r"«[^»]*»", "", page)
    assert not CYRILLIC.search(outside), f"{gid}: {CYRILLIC.findall(outside)[:10]}"
    quoted = [q.casefold() for q in re.findall(r"«([^»]*)»", page) if CYRILLIC.search(q)]
    assert len(quoted) == len(set(quoted)), f"{gid}: the book's words repeated"


@pytest.mark.parametrize("gid", GAMES)
def test_the_russian_page_differs_and_keeps_the_choices(gid):
    plugin = registry.load(gid)
    en, ru = plugin.rules_page("en", gid), plugin.rules_page("ru", gid)
    assert en != ru and CYRILLIC.search(ru)
    assert "Choices made here" in en and "Выбор, сделанный здесь" in ru


def test_the_game_page_shows_the_variant_s_page(qtbot):
    from compendium.ui import i18n
    from compendium.ui.app import make_app
    from compendium.ui.game_page import GamePage

    make_app([])
    page = GamePage()
    qtbot.addWidget(page)
    try:
        for lang, first, base in (("en", "Big Categor", "What you need"), ("ru", "Большое катего", "Что понадобится")):
            i18n.set_language(lang)
            page.show_game("categor-big")
            shown = page.browser.toPlainText()
            assert shown.lstrip().startswith(first), shown[:80]
            assert shown.index(base) > shown.index(first)
            page.show_game("categor")
            assert not page.browser.toPlainText().lstrip().startswith(first)
    finally:
        i18n.set_language("en")


# --- docs/records.md ---------------------------------------------------------------------------------
def _sections() -> dict[str, str]:
    """The game sections of docs/records.md: heading -> text (those holding example records)."""
    text = RECORDS.read_text(encoding="utf-8")
    parts = re.split(r"^## (.+)$", text, flags=re.MULTILINE)
    return {parts[i].strip(): parts[i + 1] for i in range(1, len(parts), 2) if "```json" in parts[i + 1]}


def _examples(section: str) -> list[str]:
    return re.findall(r"```json\n(.*?)\n```", section, flags=re.DOTALL)


def _forms(section: str) -> list[list[str]]:
    """The documented forms of moves: the first cell of each table row, split into words."""
    return [m.split() for m in re.findall(r"^\|\s*`([^`]+)`\s*\|", section, flags=re.MULTILINE)]


def _fits(form: list[str], action: Action) -> bool:
    """Whether a move is of a documented form: the verb, then placeholders (capitals) or literal
    words; a final "…" lets the last placeholder repeat."""
    if form[0] != action.verb:
        return False
    words, args = form[1:], [str(a) for a in action.args]
    repeat = bool(words) and words[-1] == "…"
    if repeat:
        words = words[:-1]
        if len(args) < len(words):
            return False
    elif len(args) != len(words):
        return False
    for word, arg in zip(words, args):
        if not word.isupper() and word != arg:
            return False
    return True


def _engines(section: str) -> set[str]:
    return {registry.engine_of(json.loads(e)["game"]) for e in _examples(section)}


def test_records_md_covers_every_engine():
    covered = set().union(*(_engines(s) for s in _sections().values()))
    assert covered == {registry.engine_of(g) for g in GAMES}


@pytest.mark.parametrize("heading", sorted(_sections()))
def test_every_example_record_replays(heading):
    section = _sections()[heading]
    examples = _examples(section)
    assert examples
    for text in examples:
        record = load_record(text)
        match = open_match(record)
        assert len(match.record.actions) == len(record.actions)
        odd = [a.notation for a in record.actions if not any(_fits(f, a) for f in _forms(section))]
        assert not odd, f"{heading}: example moves of no documented form {odd[:3]}"


@pytest.mark.parametrize("heading", sorted(_sections()))
def test_every_documented_form_is_shown_replaying_or_made_by_the_game(heading, random_moves_by_engine):
    """Each form in a table is used by an example record (which replays) or made by a random match."""
    section = _sections()[heading]
    used = [a for e in _examples(section) for a in load_record(e).actions]  # version 2's timed entries too
    made = [a for engine in _engines(section) for a in random_moves_by_engine.get(engine, [])]
    forms = _forms(section)
    assert forms
    for form in forms:
        assert any(_fits(form, a) for a in used + made), f"{heading}: `{' '.join(form)}` is never used"


@pytest.fixture(scope="module")
def random_moves_by_engine():
    """Engine -> the moves random matches of each of its catalog games made (one match each)."""
    moves: dict[str, list[Action]] = {}
    for gid in GAMES:
        plugin = registry.load(gid)
        rules = plugin.rules
        options = rules.resolve_options(plugin.variants.get(gid, {}))
        least, most = rules.player_range(options)
        n = max(least, min(4, most or 4))  # more players: more of the rarer moves (a pass)
        rng = random.Random(5)
        state = rules.new_match(n, options)
        seen = moves.setdefault(plugin.id, [])
        steps = 0
        while not rules.is_over(state) and steps < 5000:
            mover = rules.to_move(state)
            if mover == CHANCE:
                action = rules.sample_chance(state, rng)
            else:
                seat = rules.deciding(state)[0] if mover == SIMULTANEOUS else mover
                action = rng.choice(rules.legal_actions(state, seat))
            seen.append(Action.parse(action.notation))
            state = rules.apply(state, action)
            steps += 1
    return moves


def test_every_move_a_game_makes_is_documented(random_moves_by_engine):
    sections = _sections()
    for engine, made in random_moves_by_engine.items():
        forms = [f for s in sections.values() if engine in _engines(s) for f in _forms(s)]
        assert forms, f"docs/records.md has no section for {engine}"
        odd = sorted({a.notation for a in made if not any(_fits(f, a) for f in forms)})
        assert not odd, f"{engine}: moves not in docs/records.md: {odd[:5]}"
