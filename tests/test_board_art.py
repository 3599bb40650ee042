"""The diagrams of the checkers and chess rules pages (resources/make_board_art.py,
compendium/assets/board/) and the pages that show them.

Every picture exists, is the script's current output, parses, draws in Qt and carries no words
(only the board's notation), so that one picture serves both languages. The positions drawn are
the ones the pages describe: the two starts, and worked examples whose moves are legal (chess:
checked with python-chess; checkers: each hop of a jump goes over an enemy piece onto a free dark
square). The pages themselves are checked as the rules-page tests check a playable game's page,
also while the game's engine is not registered yet."""

from __future__ import annotations

import importlib.util
import re
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from compendium.catalog import load_catalog
from compendium.core import registry
from compendium.resources import resources_dir

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "resources" / "make_board_art.py"
BOARD = ROOT / "compendium" / "assets" / "board"
SVG = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}href"
NOTATION = re.compile(r"[a-h]|[1-8]")
CYRILLIC = re.compile("[А-Яа-яЁё]")
PICTURE = re.compile(r'(?:src="|\]\()([^")]+\.(?:svg|png))')
LANGS = ("en", "ru")
CHOICES = {"en": "## Choices made here", "ru": "## Выбор, сделанный здесь"}


def _load():
    spec = importlib.util.spec_from_file_location("make_board_art", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


art = _load()
STEMS = ["checkers-start", "checkers-jump", "checkers-crown", "checkers-crowned",
         "chess-start", "chess-castling", "chess-en-passant", "chess-promotion"]


def _root(stem: str):
    return ET.fromstring(art.all_files()[BOARD / f"{stem}.svg"])


def _pieces(stem: str) -> dict[str, str]:
    """The pieces on the board of a picture: square name -> the shape's id (the promotion's
    chooser, right of the board, left out)."""
    out = {}
    for g in _root(stem).findall(f"{SVG}g"):
        x, y = (float(v) for v in re.fullmatch(r"translate\((\S+) (\S+)\)", g.get("transform")).groups())
        f, r = round((x - art.EDGE) / art.CELL), 7 - round((y - art.EDGE) / art.CELL)
        if 0 <= f < 8 and 0 <= r < 8:
            out[art.FILES[f] + str(r + 1)] = g.find(f"{SVG}use").get(XLINK)[1:]
    return out


# --- the files ----------------------------------------------------------------------------------------
def test_the_script_writes_every_picture_and_nothing_else():
    files = art.all_files()
    assert sorted(p.stem for p in files) == sorted(STEMS)
    assert all(p.parent == BOARD for p in files)
    assert sorted(p.stem for p in BOARD.glob("*")) == sorted(STEMS), "stray files in compendium/assets/board"
    assert files == art.all_files()  # the same at every run


@pytest.mark.parametrize("stem", STEMS)
def test_every_picture_is_shipped_current_small_and_without_words(stem):
    path = BOARD / f"{stem}.svg"
    assert path.is_file(), f"{path.name} missing: run python3 resources/make_board_art.py"
    text = path.read_text(encoding="utf-8")
    assert text == art.all_files()[path], f"{path.name} is stale: run python3 resources/make_board_art.py"
    assert len(text.encode("utf-8")) < 30_000
    root = ET.fromstring(text)
    assert root.tag == f"{SVG}svg" and float(root.get("width")) > 0 and float(root.get("height")) > 0
    assert root.find(f".//{SVG}title") is None and root.find(f".//{SVG}desc") is None
    for element in root.iter():
        for chunk in (element.text, element.tail):
            if chunk and chunk.strip():
                assert NOTATION.fullmatch(chunk.strip()), (stem, chunk)
    ids = {e.get("id") for e in root.iter() if e.get("id")}
    for use in root.iter(f"{SVG}use"):
        assert use.get(XLINK)[1:] in ids, use.get(XLINK)


@pytest.mark.parametrize("stem", STEMS)
def test_every_picture_draws_in_qt(stem):
    QtSvg = pytest.importorskip("PySide6.QtSvg")
    renderer = QtSvg.QSvgRenderer(str(BOARD / f"{stem}.svg"))
    assert renderer.isValid()
    root = _root(stem)
    size = renderer.defaultSize()
    assert (size.width(), size.height()) == (round(float(root.get("width"))), round(float(root.get("height"))))


def test_the_board_has_a1_dark_and_h1_light():
    rects = [r for r in _root("chess-start").findall(f"{SVG}rect") if r.get("fill") in (art.LIGHT, art.DARK)]
    assert len(rects) == 64
    colour = {(float(r.get("x")), float(r.get("y"))): r.get("fill") for r in rects}
    assert colour[art.Diagram.corner(art.square("a1"))] == art.DARK
    assert colour[art.Diagram.corner(art.square("h1"))] == art.LIGHT
    assert colour[art.Diagram.corner(art.square("h8"))] == art.DARK


# --- the positions ------------------------------------------------------------------------------------
def test_the_checkers_start():
    pieces = _pieces("checkers-start")
    assert Counter(pieces.values()) == {"dm": 12, "lm": 12}
    for name, code in pieces.items():
        sq = art.square(name)
        assert art.is_dark(sq)
        assert int(name[1]) in ((1, 2, 3) if code == "dm" else (6, 7, 8))


def _check_jump(pieces: dict[int, str], path: tuple[str, ...], taken: tuple[str, ...]) -> None:
    sqs = [art.square(s) for s in path]
    mover = pieces[sqs[0]]
    assert mover[0] == "d"
    board = dict(pieces)
    del board[sqs[0]]
    jumped = []
    for a, b in zip(sqs, sqs[1:]):
        df, dr = b % 8 - a % 8, b // 8 - a // 8
        assert abs(df) == 2 and dr == 2, "a man jumps forward (up the board for dark)"
        middle = a + (dr // 2) * 8 + df // 2
        assert board.get(middle, "")[:1] == "l" and b not in board and art.is_dark(b)
        jumped.append(art.name(middle))
        del board[middle]
    assert tuple(jumped) == taken


def test_the_checkers_examples_are_legal_jumps():
    _check_jump(*art.CHECKERS_JUMP)
    _check_jump(*art.CHECKERS_CROWN)
    assert art.CHECKERS_JUMP[1] == ("c3", "e5", "c7") and art.CHECKERS_JUMP[2] == ("d4", "d6")
    assert art.CHECKERS_CROWN[1][-1][1] == "8"  # the crowning lands on the last row
    # the pictures: the positions before, the crowned king after
    assert _pieces("checkers-jump") == {art.name(sq): c for sq, c in art.CHECKERS_JUMP[0].items()}
    after = _pieces("checkers-crowned")
    assert after["d8"] == "dk" and "c7" not in after and "b6" not in after and after["e7"] == "lm"


def test_in_the_checkers_examples_the_jump_shown_is_the_only_capture():
    """Every other dark man has nothing to take, and the chain cannot go on from its last square
    (the crowning's pending jump over e7 is a king's, not a man's)."""
    for pieces, path, _ in (art.CHECKERS_JUMP, art.CHECKERS_CROWN):
        for sq, code in pieces.items():
            if code != "dm":
                continue
            targets = []
            for df in (-1, 1):
                f, r = sq % 8 + df, sq // 8 + 1
                f2, r2 = f + df, r + 1
                if 0 <= f2 < 8 and r2 < 8 and pieces.get(r * 8 + f, "")[:1] == "l" and (r2 * 8 + f2) not in pieces:
                    targets.append(art.name(r2 * 8 + f2))
            assert targets == ([path[1]] if art.name(sq) == path[0] else []), (art.name(sq), targets)


def test_the_chess_start():
    pieces = _pieces("chess-start")
    assert pieces == {art.name(sq): art.shape_id(c) for sq, c in art.from_fen(art.CHESS_START_FEN).items()}
    assert pieces["d1"] == "w-q" and pieces["e8"] == "b-k" and len(pieces) == 32


@pytest.mark.parametrize("example, san, stem", [("CHESS_CASTLING", "O-O", "chess-castling"),
                                                ("CHESS_EN_PASSANT", "exd6", "chess-en-passant"),
                                                ("CHESS_PROMOTION", "b8=Q+", "chess-promotion")])
def test_the_chess_examples_are_legal(example, san, stem):
    chess = pytest.importorskip("chess")
    fen, uci = getattr(art, example)
    board = chess.Board(fen)
    assert board.is_valid()
    move = chess.Move.from_uci(uci)
    assert move in board.legal_moves and board.san(move) == san
    assert {sq: p.symbol() for sq, p in board.piece_map().items()} == art.from_fen(fen)
    assert _pieces(stem) == {art.name(sq): art.shape_id(c) for sq, c in art.from_fen(fen).items()}


def test_the_promotion_shows_the_four_pieces():
    uses = [u.get(XLINK)[1:] for u in _root("chess-promotion").iter(f"{SVG}use")]
    assert Counter(uses) == {"w-q": 1, "w-r": 1, "w-b": 1, "w-n": 1, "w-p": 1, "w-k": 1, "b-k": 1}


# --- the pages ----------------------------------------------------------------------------------------
def _board_pages() -> list[Path]:
    """The rules pages of the square-board games (their folders named as their catalog ids), whether
    their engines are registered yet or not."""
    return [ROOT / "compendium" / "games" / gid / f"rules.{lang}.md" for gid in ("checkers", "chess") for lang in LANGS]


@pytest.mark.parametrize("path", _board_pages(), ids=lambda p: f"{p.parent.name}-{p.name}")
def test_a_board_game_page(path):
    gid, lang = path.parent.name, path.name.split(".")[1]
    assert path.is_file()
    page = path.read_text(encoding="utf-8")
    game = load_catalog().game(gid)
    headings = [line for line in page.splitlines() if line.startswith("#")]
    assert headings[0] == f"# {game.name.get(lang)}"
    assert [h for h in headings if not h.startswith("## ")] == [headings[0]]
    assert CHOICES[lang] in page and headings[-1] == CHOICES[lang]
    pictures = PICTURE.findall(page)
    assert pictures and all(src.startswith("board/") for src in pictures)
    missing = [src for src in pictures if not (resources_dir() / src).is_file()]
    assert not missing, missing
    other = path.with_name(f"rules.{'ru' if lang == 'en' else 'en'}.md").read_text(encoding="utf-8")
    assert len(headings) == len([line for line in other.splitlines() if line.startswith("#")])
    assert PICTURE.findall(other) == pictures, "both languages show the same pictures in the same order"
    outside = re.sub(r"«[^»]*»", "", page)
    if lang == "en":
        assert not CYRILLIC.search(outside), CYRILLIC.findall(outside)[:10]
        quoted = [q.casefold() for q in re.findall(r"«([^»]*)»", page) if CYRILLIC.search(q)]
        assert len(quoted) == len(set(quoted))
    else:
        assert CYRILLIC.search(page) and page != other
    for word in ("Notation in saved records", "Запись ходов", "Как записываются ходы"):
        assert word not in page


def test_every_board_picture_is_on_a_page():
    shown = {src for path in _board_pages() for src in PICTURE.findall(path.read_text(encoding="utf-8"))}
    assert shown == {f"board/{stem}.svg" for stem in STEMS}


@pytest.mark.parametrize("gid", ["checkers", "chess"])
def test_the_page_the_program_shows_is_the_file(gid):
    """Once the engine is registered, its plugin serves these files as the game's page."""
    if gid not in registry.playable_ids():
        pytest.skip(f"{gid} is not registered yet")
    plugin = registry.load(gid)
    for lang in LANGS:
        assert plugin.rules_page(lang, gid) == (ROOT / "compendium" / "games" / gid / f"rules.{lang}.md").read_text(
            encoding="utf-8")


def test_the_chess_page_names_the_clock_s_choices_and_scoring():
    en = (ROOT / "compendium" / "games" / "chess" / "rules.en.md").read_text(encoding="utf-8")
    ru = (ROOT / "compendium" / "games" / "chess" / "rules.ru.md").read_text(encoding="utf-8")
    for page, words in ((en, ("none", "increment", "extra time", "4:53", "**1**", "**½**", "**0**", "Claim a draw")),
                        (ru, ("без часов", "добавк", "дополнительн", "4:53", "**1**", "**½**", "**0**", "ничью"))):
        for word in words:
            assert word in page, word
