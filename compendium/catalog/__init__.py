"""The catalog: the book's 23 categories, every game they list, and the extra sections (Qt-free).

The data lives in ``catalog.json`` beside this module; it is read once (by the registry, which
takes the registrations from it; ``load_catalog`` is cached) with nothing but the standard library,
because the sidebar is built from it at start-up. No game module is imported here: a game is
playable when the engine its entry names (``"engine"``, default its own id) is present, which the
registry tells from the ``compendium/games`` folder and the entry-point names.

``catalog.json`` holds, for each game, the marks of the book's table (players, dice, chips, page,
difficulty I–V, pace А/Б/В, invented by the author, simultaneous play, playable without dice),
its English and Russian names, the Categor subgroup label where there is one, a short note on what
the source documents tell of it, related games in ``see_also`` (ids, linked from its page), for a
playable game a one-line ``blurb`` and the ``picture`` of its card on the start page (paths in
``compendium/assets``; a variant without one shows its game's), and, where the table is odd, the
printed row in ``raw``. A playable game's entry also names the engine that plays it and the
options it starts with (``engine``, ``options``; see ``compendium.core.registry``); ``playable``
is never written in the file.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Iterable, Optional

from compendium.core import registry
from compendium.core.registry import CATALOG_FILE
from compendium.core.info import GameInfo
from compendium.core.text import Text

__all__ = ["Catalog", "Category", "load_catalog", "CATALOG_FILE"]

# The keys of one game in ``Catalog.to_json``, in order.
GAME_KEYS = (
    "id", "name_ru", "name_en", "playable", "players", "players_min", "players_max", "dice", "chips",
    "page", "difficulty", "pace", "author", "simultaneous", "no_dice", "variant_of", "source",
)


def _fold(text: str) -> str:
    """Lower case with "ё" read as "е", for searching."""
    return text.casefold().replace("ё", "е")


@dataclass(frozen=True)
class Category:
    """One of the book's categories (``number`` 1..23) or an extra section (``number`` None)."""

    number: Optional[int]
    id: str  # "1".."23", or the section id ("domino", ...)
    name: Text
    games: list[GameInfo] = field(default_factory=list, hash=False)
    page: Optional[int] = None  # where the category starts in the book (table of contents)
    game_groups: dict[str, Text] = field(default_factory=dict, hash=False, compare=False)

    @property
    def is_section(self) -> bool:
        return self.number is None

    def group_of(self, game_id: str) -> Optional[Text]:
        """The subgroup label a game is printed under ("Простые варианты", ...), or None."""
        return self.game_groups.get(game_id)

    def grouped(self) -> list[tuple[Optional[Text], list[GameInfo]]]:
        """The games in book order, cut into runs that share a subgroup label (None: no label)."""
        runs: list[tuple[Optional[Text], list[GameInfo]]] = []
        for game in self.games:
            label = self.group_of(game.id)
            if runs and runs[-1][0] == label:
                runs[-1][1].append(game)
            else:
                runs.append((label, [game]))
        return runs


class Catalog:
    """All categories and sections; games found by id, listed, or searched by name."""

    def __init__(self, categories: Iterable[Category], sections: Iterable[Category], raw: Optional[dict] = None):
        self.categories: list[Category] = list(categories)
        self.sections: list[Category] = list(sections)
        self._raw = raw or {}
        self._by_id: dict[str, GameInfo] = {}
        self._group_of_game: dict[str, Category] = {}
        for group in self.groups():
            for game in group.games:
                if game.id in self._by_id:
                    raise ValueError(f"catalog: game id {game.id!r} appears twice")
                self._by_id[game.id] = game
                self._group_of_game[game.id] = group

    # --- lookups -----------------------------------------------------------------------------
    def groups(self) -> list[Category]:
        """The book's categories, then the extra sections."""
        return self.categories + self.sections

    def game(self, game_id: str) -> GameInfo:
        try:
            return self._by_id[game_id]
        except KeyError:
            raise KeyError(f"no game with id {game_id!r} in the catalog") from None

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._by_id

    def games(self) -> list[GameInfo]:
        return [game for group in self.groups() for game in group.games]

    def category_of(self, game_id: str) -> Category:
        """The category or section that lists a game (KeyError if unknown)."""
        self.game(game_id)
        return self._group_of_game[game_id]

    def category(self, key: "int | str") -> Category:
        """A category by number (1..23) or by id ("12", "domino")."""
        key = str(key)
        for group in self.groups():
            if group.id == key:
                return group
        raise KeyError(f"no category or section {key!r}")

    def variants_of(self, game_id: str) -> list[GameInfo]:
        return [game for game in self.games() if game.variant_of == game_id]

    def related(self, game_id: str) -> list[GameInfo]:
        """The games a game's ``see_also`` names (unknown ids left out), in its order."""
        return [self._by_id[i] for i in self.game(game_id).see_also if i in self._by_id and i != game_id]

    def picture(self, game_id: str) -> tuple[str, ...]:
        """A game's card art: its own ``picture``, else that of the game it is a variant of."""
        game = self.game(game_id)
        if not game.picture and game.variant_of in self._by_id:
            return self._by_id[game.variant_of].picture
        return game.picture

    def playable(self) -> list[GameInfo]:
        return [game for game in self.games() if game.playable]

    def search(self, text: str) -> list[GameInfo]:
        """Games whose Russian or English name contains ``text`` (any case; "ё" matches "е")."""
        needle = _fold(text.strip())
        if not needle:
            return self.games()
        return [game for game in self.games()
                if needle in _fold(game.name.ru) or needle in _fold(game.name.en)]

    # --- export ------------------------------------------------------------------------------
    def to_json(self) -> dict:
        def game_json(game: GameInfo) -> dict:
            return {
                "id": game.id, "name_ru": game.name.ru, "name_en": game.name.en, "playable": game.playable,
                "players": game.players, "players_min": game.players_min, "players_max": game.players_max,
                "dice": game.dice, "chips": game.chips, "page": game.page, "difficulty": game.difficulty,
                "pace": game.pace, "author": game.author, "simultaneous": game.simultaneous,
                "no_dice": game.no_dice, "variant_of": game.variant_of, "source": game.source,
            }

        return {
            "categories": [
                {"number": c.number, "name_ru": c.name.ru, "name_en": c.name.en,
                 "games": [game_json(g) for g in c.games]}
                for c in self.categories
            ],
            "sections": [
                {"id": s.id, "number": None, "name_ru": s.name.ru, "name_en": s.name.en,
                 "games": [game_json(g) for g in s.games]}
                for s in self.sections
            ],
        }

    def raw_entry(self, game_id: str) -> Optional[str]:
        """The printed table row (with the reading chosen) for games whose row is odd, else None."""
        self.game(game_id)
        for group in self._raw.get("categories", []) + self._raw.get("sections", []):
            for entry in group.get("games", []):
                if entry["id"] == game_id:
                    return entry.get("raw")
        return None


# --- loading ---------------------------------------------------------------------------------
def _text(obj: Optional[dict]) -> Optional[Text]:
    if not obj:
        return None
    return Text(obj["en"], obj["ru"])


def _game(entry: dict, category_id: str, playable: set[str]) -> GameInfo:
    return GameInfo(
        id=entry["id"],
        name=Text(entry["name_en"], entry["name_ru"]),
        category=category_id,
        players=entry.get("players", "~"),
        players_min=entry.get("players_min", 1),
        players_max=entry.get("players_max"),
        dice=entry.get("dice", ""),
        chips=entry.get("chips", ""),
        page=entry.get("page"),
        difficulty=entry.get("difficulty", ""),
        pace=entry.get("pace", ""),
        author=bool(entry.get("author", False)),
        simultaneous=bool(entry.get("simultaneous", False)),
        no_dice=bool(entry.get("no_dice", False)),
        source=entry.get("source", ""),
        playable=entry["id"] in playable,
        variant_of=entry.get("variant_of"),
        note=_text(entry.get("note")),
        blurb=_text(entry.get("blurb")),
        picture=tuple(entry.get("picture") or ()),
        see_also=tuple(entry.get("see_also") or ()),
    )


def _category(obj: dict, playable: set[str], section: bool) -> Category:
    cid = obj["id"] if section else str(obj["number"])
    games = [_game(entry, cid, playable) for entry in obj.get("games", [])]
    groups = {entry["id"]: _text(entry["group"]) for entry in obj.get("games", []) if entry.get("group")}
    return Category(
        number=None if section else int(obj["number"]),
        id=cid,
        name=Text(obj["name_en"], obj["name_ru"]),
        games=games,
        page=obj.get("page"),
        game_groups=groups,
    )


def parse_catalog(data: dict, playable: Optional[set[str]] = None) -> Catalog:
    """A catalog from the JSON data (``playable``: the ids to mark playable; default: the games of
    the data whose engine is present)."""
    if playable is None:
        playable = registry.playable_in(data)
    categories = [_category(c, playable, section=False) for c in data.get("categories", [])]
    sections = [_category(s, playable, section=True) for s in data.get("sections", [])]
    return Catalog(categories, sections, raw=data)


@lru_cache(maxsize=1)
def load_catalog() -> Catalog:
    """The catalog read from ``catalog.json`` beside this module (read once, then cached)."""
    return parse_catalog(registry.catalog_data())
