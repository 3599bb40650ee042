"""The nardy rules pages (compendium/games/nardy/rules*.md) and their pictures
(resources/make_nardy_art.py, compendium/assets/nardy/).

Every picture exists, is the script's current output, parses, draws in Qt and carries no words (only
the points' numbers and stack counts), so that one picture serves both languages. The positions
drawn are the ones the pages describe: the two starts, and the worked examples (5-3 played two
ways, entering with 6-4 when 19 is closed, bearing off with 6-4), with fifteen checkers a side; once
the engine's turn generator (compendium/games/nardy/position.py) is there, the examples' moves are
checked with it. The pages: an own page for each game and the family's page, in both languages,
with the same sections and pictures; they show only existing pictures, keep "Choices made here",
and say what the source got wrong (Fig. 4's lost numbers, the garbled head sentence). They are
checked as the program assembles them (Plugin.rules_page: the own page, a rule, the family's page)
also while the engine is not registered yet."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from compendium.catalog import load_catalog
from compendium.resources import resources_dir
from page_helpers import (CHOICES, LANGS, PICTURE, SVG, XLINK, assembled, check_english_quotes,
                          check_program_shows, check_russian, headings, load_script, page_text, shown_text)

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "resources" / "make_nardy_art.py"
NARDY = ROOT / "compendium" / "assets" / "nardy"
FOLDER = ROOT / "compendium" / "games" / "nardy"
GAMES = ("short-nardy", "long-nardy")
DIAGRAMS = ["short-start", "short-5-3", "short-enter", "short-bear-off", "long-start", "long-wall"]
CHECKERS = ["checker-white", "checker-black"]


art = load_script(SCRIPT)


def _root(stem: str):
    return ET.fromstring(art.all_files()[NARDY / f"{stem}.svg"])


# --- the files ----------------------------------------------------------------------------------------
def test_the_script_writes_every_picture_and_nothing_else():
    files = art.all_files()
    assert sorted(p.stem for p in files) == sorted(DIAGRAMS + CHECKERS)
    assert all(p.parent == NARDY for p in files)
    assert sorted(p.stem for p in NARDY.glob("*")) == sorted(DIAGRAMS + CHECKERS), "stray files in assets/nardy"
    assert files == art.all_files()  # the same at every run


@pytest.mark.parametrize("stem", DIAGRAMS + CHECKERS)
def test_every_picture_is_shipped_current_and_small(stem):
    path = NARDY / f"{stem}.svg"
    assert path.is_file(), f"{path.name} missing: run python3 resources/make_nardy_art.py"
    text = path.read_text(encoding="utf-8")
    assert text == art.all_files()[path], f"{path.name} is stale: run python3 resources/make_nardy_art.py"
    assert len(text.encode("utf-8")) < 30_000
    root = ET.fromstring(text)
    assert root.tag == f"{SVG}svg" and float(root.get("width")) > 0 and float(root.get("height")) > 0
    ids = {e.get("id") for e in root.iter() if e.get("id")}
    for use in root.iter(f"{SVG}use"):
        assert use.get(XLINK)[1:] in ids, use.get(XLINK)


@pytest.mark.parametrize("stem", DIAGRAMS)
def test_a_diagram_carries_no_words(stem):
    root = _root(stem)
    assert root.find(f".//{SVG}title") is None and root.find(f".//{SVG}desc") is None
    for element in root.iter():
        for chunk in (element.text, element.tail):
            if chunk and chunk.strip():
                assert chunk.strip().isdigit(), (stem, chunk)


@pytest.mark.parametrize("stem", CHECKERS)
def test_a_checker_is_a_square_with_a_title(stem):
    root = _root(stem)
    assert root.get("viewBox") == "0 0 100 100"
    assert root.find(f"{SVG}title").text in ("white checker", "black checker")


@pytest.mark.parametrize("stem", DIAGRAMS + CHECKERS)
def test_every_picture_draws_in_qt(stem):
    QtSvg = pytest.importorskip("PySide6.QtSvg")
    renderer = QtSvg.QSvgRenderer(str(NARDY / f"{stem}.svg"))
    assert renderer.isValid()
    root = _root(stem)
    size = renderer.defaultSize()
    assert (size.width(), size.height()) == (round(float(root.get("width"))), round(float(root.get("height"))))


def test_the_board_is_numbered_as_the_program_shows_it():
    """1..12 along the bottom from right to left, 13..24 along the top from left to right, the bar
    between 6|7 and 18|19, the trays on the right."""
    xs = {p: art.point_x(p) for p in range(1, 25)}
    assert [xs[p] for p in range(1, 13)] == sorted((xs[p] for p in range(1, 13)), reverse=True)
    assert [xs[p] for p in range(13, 25)] == sorted(xs[p] for p in range(13, 25))
    for p in range(1, 13):
        assert xs[p] == xs[25 - p]  # point p faces point 25 - p
        assert art.slot(p, 0)[1] > art.slot(25 - p, 0)[1]  # the low numbers at the bottom
    assert xs[7] < art.RIGHT_HALF - art.BAR < art.RIGHT_HALF < xs[6]
    assert max(xs.values()) < art.TRAY_X
    labels = {int(t.text): (float(t.get("x")), float(t.get("y"))) for t in _root("short-start").iter(f"{SVG}text")}
    assert sorted(labels) == list(range(1, 25))
    assert labels[1][1] > labels[24][1] and labels[1][0] > labels[12][0] and labels[13][0] < labels[24][0]


# --- the positions ------------------------------------------------------------------------------------
def _count(points, bar, off) -> dict[str, int]:
    out = {"w": 0, "b": 0}
    for side, n in points.values():
        out[side] += n
    for where in (bar, off):
        for side, n in where.items():
            out[side] += n
    return out


def _drawn(stem: str) -> dict[str, int]:
    """The checkers a picture draws on the points and the bar (a stack over five shows five)."""
    out = {"w": 0, "b": 0}
    for use in _root(stem).iter(f"{SVG}use"):
        out[use.get(XLINK)[1:]] += 1
    return out


def test_the_starts():
    short = art.short_start()
    assert {p: v for p, v in short.items() if v[0] == "w"} == {24: ("w", 2), 13: ("w", 5), 8: ("w", 3), 6: ("w", 5)}
    assert {p: v for p, v in short.items() if v[0] == "b"} == {1: ("b", 2), 12: ("b", 5), 17: ("b", 3), 19: ("b", 5)}
    assert art.long_start() == {24: ("w", 15), 12: ("b", 15)}
    assert _drawn("short-start") == {"w": 15, "b": 15}
    assert _drawn("long-start") == {"w": 5, "b": 5}  # five each, the last showing 15
    assert sorted(t.text for t in _root("long-start").iter(f"{SVG}text") if t.get("font-weight") == "bold") == ["15", "15"]


@pytest.mark.parametrize("name", ["SHORT_5_3", "SHORT_ENTER", "SHORT_BEAR_OFF", "LONG_WALL"])
def test_every_example_has_fifteen_a_side_and_open_landings(name):
    points, bar, off, dice, ways = getattr(art, name)
    assert _count(points, bar, off) == {"w": 15, "b": 15}
    for way in ways:
        for path in way:
            for p in path[1:]:
                if p:  # not off
                    side, n = points.get(p, ("w", 0))
                    most = 1 if name.startswith("LONG") else 2  # one checker closes a point in long nardy
                    assert side == "w" or n < most, f"{name}: White stops on {p}, which Black holds"


def test_the_5_3_example():
    points, _, _, dice, ways = art.SHORT_5_3
    assert points == art.short_start() and dice == (5, 3)
    assert ways == [[(8, 3), (6, 3)], [(24, 21, 16)]]
    assert points[19] == ("b", 5)  # why the 5 cannot be played first


def test_the_entering_example_is_the_source_s_fig_4():
    """Point 6 of Black's home (White's 19) is held, so the checker enters on Black's 4 (White's 21)."""
    points, bar, _, dice, ways = art.SHORT_ENTER
    assert bar == {"w": 1} and dice == (6, 4) and ways == [[(25, 21)]]
    assert points[19][0] == "b" and points[19][1] >= 2
    assert 21 not in points
    assert art.SHUT_POINTS["short-enter"] == (19,)


def test_the_bear_off_example_is_the_source_s_fig_5():
    points, bar, _, dice, ways = art.SHORT_BEAR_OFF
    assert not bar and dice == (6, 4) and ways == [[(6, 0)], [(4, 0)]]
    assert all(1 <= p <= 6 for p, (side, _) in points.items() if side == "w")


def test_the_wall_example():
    """24/19 closes White's 19..24, six in a row on Black's way; one Black checker is ahead of it
    (in Black's home, White's 13..18), the rest behind it."""
    points, _, _, _, ways = art.LONG_WALL
    assert ways == [[(24, 19)]]
    white = {p for p, (side, _) in points.items() if side == "w"}
    assert set(range(20, 25)) <= white and 19 not in points
    black = {p: n for p, (side, n) in points.items() if side == "b"}
    assert [p for p in black if 13 <= p <= 18] == [art.LONG_WALL_AHEAD] and black[art.LONG_WALL_AHEAD] == 1
    assert _drawn("long-wall") == {"w": 5 + 2 * 4 + 2, "b": 5 + 2 + 2 + 1}


def test_the_wall_example_is_allowed_only_with_the_checker_ahead():
    points, _, _, dice, _ = art.LONG_WALL
    position, pos = _position(points, variant="long")
    assert any(steps[0] == (24, 19) for steps in position.sequences(pos, dice))
    behind = {p: v for p, v in points.items() if p != art.LONG_WALL_AHEAD}
    behind[12] = ("b", points[12][1] + 1)  # the same checker still on Black's head
    position, pos = _position(behind, variant="long")
    assert not any((24, 19) in steps for steps in position.sequences(pos, dice))


def _position(points, bar=None, off=None, variant="short"):
    """An example as position.py's Position of White to move: White's own numbers are the pictures'
    (absolute) ones; Black's own p is White's 25 - p in short nardy, ((p + 11) % 24) + 1 in long
    nardy (the same formula both ways)."""
    position = pytest.importorskip("compendium.games.nardy.position")
    black = (lambda p: 25 - p) if variant == "short" else (lambda p: ((p + 11) % 24) + 1)
    mine, theirs = [0] * 26, [0] * 26
    for p, (side, n) in points.items():
        if side == "w":
            mine[p] = n
        else:
            theirs[black(p)] = n
    mine[25], theirs[25] = (bar or {}).get("w", 0), (bar or {}).get("b", 0)
    mine[0], theirs[0] = (off or {}).get("w", 0), (off or {}).get("b", 0)
    return position, position.Position(variant, tuple(mine), tuple(theirs))


def _steps(way) -> tuple:
    return tuple((a, b) for path in way for a, b in zip(path, path[1:]))


def test_the_examples_are_legal_turns_for_the_engine():
    position, pos = _position(*art.SHORT_5_3[:3])
    assert pos == position.start(position.SHORT)
    results = position.turns(pos, (5, 3))
    for way in art.SHORT_5_3[4]:
        assert position.apply_steps(pos, _steps(way)) in results
    assert not any(steps[:1] == ((24, 19),) for steps in position.sequences(pos, (5, 3)))

    position, pos = _position(*art.SHORT_ENTER[:3])
    sequences = position.sequences(pos, (6, 4))
    assert sequences and all(steps[0] == (25, 21) for steps in sequences)

    position, pos = _position(*art.SHORT_BEAR_OFF[:3])
    both = position.apply_steps(pos, ((6, 0), (4, 0)))
    assert both in position.turns(pos, (6, 4)) and both.mine[0] == pos.mine[0] + 2

    long = position.start(position.LONG)
    assert long.mine[24] == 15 and long.theirs[24] == 15


# --- the pages ----------------------------------------------------------------------------------------
def _text(name: str) -> str:
    return page_text(FOLDER, name)


_headings = headings


def _assembled(gid: str, lang: str) -> str:
    """The page the program shows: the game's own page, a rule, the family's."""
    return assembled(FOLDER, gid, lang)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("gid", GAMES)
def test_an_own_page(gid, lang):
    own = _text(f"rules.{gid}.{lang}.md")
    headings = _headings(own)
    assert headings[0] == f"# {load_catalog().game(gid).name.get(lang)}"
    assert [h for h in headings if not h.startswith("## ")] == [headings[0]]
    assert headings[-1] == CHOICES[lang]
    other = _text(f"rules.{gid}.{'ru' if lang == 'en' else 'en'}.md")
    assert len(headings) == len(_headings(other))
    assert PICTURE.findall(own) == PICTURE.findall(other), "both languages show the same pictures in the same order"
    assert PICTURE.findall(own)[0] == f"nardy/{gid.split('-')[0]}-start.svg", "the start comes first"


@pytest.mark.parametrize("lang", LANGS)
def test_the_family_page(lang):
    page = _text(f"rules.{lang}.md")
    headings = _headings(page)
    assert headings[0] not in {f"# {load_catalog().game(g).name.get(lang)}" for g in GAMES}
    assert headings[-1] == CHOICES[lang]
    assert len(headings) == len(_headings(_text(f"rules.{'ru' if lang == 'en' else 'en'}.md")))
    for notation in ("24/18", "bar/22", "6/off", "13/7\\*", "24/18 13/11"):
        assert notation in page, notation


def test_every_diagram_is_on_a_page_and_every_picture_exists():
    shown = [src for path in FOLDER.glob("rules*.md") for src in PICTURE.findall(path.read_text(encoding="utf-8"))]
    assert {src for src in shown if src.startswith("nardy/")} == {f"nardy/{stem}.svg" for stem in DIAGRAMS}
    missing = [src for src in shown if not (resources_dir() / src).is_file()]
    assert not missing, missing


@pytest.mark.parametrize("gid", GAMES)
def test_the_english_page_names_the_source_s_words_only_in_quotes_and_once(gid):
    check_english_quotes(_assembled(gid, "en"))


@pytest.mark.parametrize("gid", GAMES)
def test_the_russian_page_is_russian(gid):
    check_russian(_assembled(gid, "ru"), _assembled(gid, "en"))


@pytest.mark.parametrize("lang, words", [
    ("en", ("6-4", "lost the numbers", "8/3 6/3", "24/21/16", "bar/21", "6/off 4/off", "Crawford", "gammon",
            "blot", "off by default")),
    ("ru", ("6-4", "пропали выпавшие числа", "8/3 6/3", "24/21/16", "bar/21", "6/off 4/off", "Кроуфорд", "марс",
            "блот", "двор", "бар", "куб удвоения", "по умолчанию")),
])
def test_the_short_page_says(lang, words):
    page = _text(f"rules.short-nardy.{lang}.md")
    for word in words:
        assert word in page, word


@pytest.mark.parametrize("lang, words", [
    ("en", ("6-6, 4-4 or 3-3", "2-1, 6-2 or", "5-5", "garbled", "*cannot pass*", "at least one", "head",
            "no draws", "Mars", "move by move")),
    ("ru", ("6-6, 4-4 и 3-3", "2-1, 6-2 или 5-5", "искажена", "*не проходит*", "хотя бы одна", "голов",
            "Ничьих нет", "Марс", "на каждом шаге")),
])
def test_the_long_page_says(lang, words):
    page = _text(f"rules.long-nardy.{lang}.md")
    for word in words:
        assert word in page, word


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("gid", GAMES)
def test_the_page_renders_to_its_end(qtbot, gid, lang):
    shown = shown_text(qtbot, _assembled(gid, lang))
    assert "13/7*" in shown  # the star of a hit is shown, not taken for emphasis


@pytest.mark.parametrize("gid", GAMES)
def test_the_catalog_card_shows_the_start(gid):
    picture = load_catalog().picture(gid)
    assert picture == (f"nardy/{gid.split('-')[0]}-start.svg",)
    assert (resources_dir() / picture[0]).is_file()


@pytest.mark.parametrize("gid", GAMES)
def test_the_page_the_program_shows_is_these_files(gid):
    check_program_shows(FOLDER, gid)
