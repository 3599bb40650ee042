"""What a game package exposes: rules, computer players, a view, its rules pages."""

from __future__ import annotations

import importlib
import json
import sys
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Optional, Union

from compendium.core.text import Text


def resolve(target: str) -> Any:
    """The object named by ``"package.module:attribute"`` (``attribute`` may be dotted), importing
    the module now."""
    module_name, _, attr = target.partition(":")
    obj = importlib.import_module(module_name)
    for part in attr.split("."):
        obj = getattr(obj, part)
    return obj


class LazyFactory:
    """A callable standing for ``"package.module:attribute"`` that imports the module only when it
    is first called, then calls the attribute with the arguments it is given. Made by ``lazy``."""

    __slots__ = ("target", "_target_obj")

    def __init__(self, target: str):
        module_name, colon, attr = target.partition(":")
        if not (module_name and colon and attr):
            raise ValueError(f"a lazy target is written 'package.module:attribute', not {target!r}")
        self.target = target
        self._target_obj = None

    def __call__(self, *args, **kwargs):
        if self._target_obj is None:
            self._target_obj = resolve(self.target)
        return self._target_obj(*args, **kwargs)

    def __repr__(self) -> str:
        return f"lazy({self.target!r})"


def lazy(target: str) -> LazyFactory:
    """A factory for a plugin that imports its module on first call, so that importing the plugin
    module does not import the game's rules, computer players or view:
    ``make_view=lazy("compendium.games.yacht.view:YachtView")`` then ``make_view(parent)``."""
    return LazyFactory(target)


class _LevelOnlyAI(LazyFactory):
    """A ``make_ai`` that passes the level key on and leaves the rules out. Made by ``lazy_ai``."""

    __slots__ = ()

    def __call__(self, level: str, rules: object = None):
        return super().__call__(level)

    def __repr__(self) -> str:
        return f"lazy_ai({self.target!r})"


def lazy_ai(target: str) -> LazyFactory:
    """A ``make_ai`` (level key, rules) -> Player, lazy like ``lazy``, for a game whose
    ``make_player(level)`` needs only the level: ``make_ai=lazy_ai("compendium.games.cross.ai:make_player")``."""
    return _LevelOnlyAI(target)


@dataclass(frozen=True)
class AILevel:
    """A computer level: ``key`` (stored in records), ``name`` its game-specific style ("Counts
    tiles"), ``about`` what it does, ``strength`` one of ``STRENGTHS`` ("beginner" … "best"). The
    interface names a level by its strength first: ``title`` ("Strong"), ``label`` ("Strong —
    counts tiles", the style left out when it only repeats the strength)."""

    key: str
    name: Text
    about: Text
    strength: str = "medium"
    # a level that is not always offered (e.g. one that needs an optional package): "module:function",
    # the function given the match's options (a dict) answers None when the level is offered, else
    # why not (an empty Text when that needs no word: e.g. the level is not for this variant)
    check: str = ""

    def unavailable(self, options: Optional[dict] = None) -> Optional[Text]:
        """None when the level is offered for a match with ``options``; otherwise why not."""
        if not self.check:
            return None
        try:
            return resolve(self.check)(dict(options or {}))
        except Exception as exc:  # a broken check must not hide the other levels
            return Text(f"{self.key}: {exc}", f"{self.key}: {exc}")

    @property
    def title(self) -> Text:
        return STRENGTHS.get(self.strength, STRENGTHS["medium"])

    @property
    def label(self) -> Text:
        title = self.title

        def one(lang: str) -> str:
            head, style = title.get(lang), self.name.get(lang)
            if not style or style.casefold() == head.casefold():
                return head
            return f"{head} — {style[0].lower()}{style[1:]}"

        return Text(one("en"), one("ru"))


STRENGTHS = {
    "beginner": Text("Beginner", "Новичок"),  # below easy: a level that plays almost at random (chess)
    "easy": Text("Easy", "Лёгкий"),
    "medium": Text("Medium", "Средний"),
    "strong": Text("Strong", "Сильный"),
    "best": Text("Best possible", "Сильнейший"),
}
"""A computer level's strength, weakest first, as the interface names it in both languages."""


def computer_name(level: AILevel, number: int = 0) -> Text:
    """A computer seat's name in both languages: "Computer: Strong — counts tiles", with its
    ``number`` ("… 2") when several computers play (0: the only one)."""
    label = level.label
    tail = f" {number}" if number else ""
    return Text(f"Computer: {label.en}{tail}", f"Компьютер: {label.ru}{tail}")


def seat_name(player: dict, levels: "tuple[AILevel, ...] | list[AILevel]", lang: str) -> str:
    """The name a seat is shown under in the language ``lang``. A computer seat set up since the
    levels were named by strength carries ``"number"`` (an int, 0 for the only computer) instead
    of a fixed name: its name is made here, in the interface's language. Older records keep the
    name they stored (``"name"``, always present for other readers)."""
    if not isinstance(player, dict):
        return str(player)
    number = player.get("number")
    if player.get("kind") == "computer" and isinstance(number, int) and not isinstance(number, bool):
        level = next((lv for lv in levels if lv.key == player.get("level")), None)
        if level is not None:
            return computer_name(level, number).get(lang)
    return str(player.get("name", ""))


@lru_cache(maxsize=None)
def _levels_in(path: Path) -> tuple[AILevel, ...]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return tuple(AILevel(lv["key"], Text(**lv["name"]), Text(**lv["about"]), lv.get("strength", "medium"),
                         lv.get("check", ""))
                 for lv in data["levels"])


def read_levels(where: "str | Path") -> tuple[AILevel, ...]:
    """A game's computer levels, weakest first, from ``levels.json`` in its folder (``where``: the
    folder or any file in it, e.g. ``__file__``). They are data, like the rules pages, so that the
    setup dialog lists them without importing the game's computer players."""
    folder = Path(where)
    if folder.suffix:
        folder = folder.parent
    return _levels_in(folder.resolve() / "levels.json")


@dataclass
class Plugin:
    id: str
    make_rules: Callable[[], object]
    ai_levels: list[AILevel]
    make_ai: Callable[[str, object], object]  # (level key, rules) -> Player
    make_view: Optional[Callable[..., object]]  # (parent) -> a GameView (compendium/ui/widgets/game_view.py)
    folder: Path
    default_ai: str = ""
    hint_level: str = ""  # the computer player that gives hints (the strongest)
    extra_columns: tuple = ()  # (key of Result.extra, Text heading) shown in the standings table
    # catalog id of a variant -> the options it starts with: set by the registry from the catalog's
    # entries that name this engine (catalog.json is the one place a variant is written)
    variants: dict = field(default_factory=dict)

    def rules_page(self, lang: str, game_id: str = "") -> str:
        """The rules page of the game ``game_id`` (default: the engine's own game) in ``lang``.

        The engine's page is ``rules.<lang>.md`` in its folder. A catalog variant of the engine
        has a short lead of its own, ``rules.<game id>.<lang>.md`` beside it (e.g.
        ``rules.categor-big.en.md``): what the variant changes, under the variant's name. Its page
        is that lead first, then the engine's page. A missing language falls back to English; a
        variant without a lead gets the engine's page alone."""
        base = self._page_text("rules", lang)
        lead = self.variant_lead(game_id, lang)
        if not lead.strip():
            return base
        return lead.rstrip() + "\n\n---\n\n" + base

    def variant_lead(self, game_id: str, lang: str) -> str:
        """A variant's own lead (``rules.<game id>.<lang>.md``), or "" when it has none."""
        if not game_id or game_id == self.id or "/" in game_id or "\\" in game_id:
            return ""
        return self._page_text(f"rules.{game_id}", lang)

    def _page_text(self, stem: str, lang: str) -> str:
        path = self.folder / f"{stem}.{lang}.md"
        if not path.exists():
            path = self.folder / f"{stem}.en.md"
        return path.read_text(encoding="utf-8") if path.exists() else ""

    _rules: object = field(default=None, init=False, repr=False, compare=False)  # made on first use

    @property
    def rules(self):
        if self._rules is None:
            self._rules = self.make_rules()
        return self._rules


def game_plugin(package: str, *, default_ai: str, hint_level: str = "", extra_columns: tuple = (),
                rules: str = "", view: str = "", levels: Union[str, list, None] = None,
                make_ai: Optional[Callable[..., object]] = None, id: str = "") -> Plugin:
    """A game's plugin filled in from its package by convention; a game's ``plugin.py`` is then
    ``plugin = game_plugin(__package__, default_ai="strong", ...)``.

    For the package ``compendium.games.dice_poker`` (name ``DicePoker``, engine id ``dice-poker``):

    * ``make_rules``: ``rules.py:DicePokerRules`` (``rules``: another class of ``rules.py``, or a
      whole ``"module:attribute"`` target);
    * ``ai_levels``: ``levels.json`` in the package's folder (``read_levels``; ``levels``: a list,
      or a ``"module:attribute"`` target);
    * ``make_ai``: ``ai.py:make_player(level)`` (``make_ai``: a callable ``(level, rules)`` for a game
      whose computer players need more than the level);
    * ``make_view``: ``view.py:DicePokerView`` (``view``: another class of ``view.py``, or a target);
    * ``folder``: the package's folder, with the rules pages ``rules.en.md`` and ``rules.ru.md``
      and a lead ``rules.<game id>.<lang>.md`` for each catalog variant (``Plugin.rules_page``).

    The rules, the computer players and the view are imported only when first used (``lazy``):
    loading the plugin imports none of them."""
    last = package.rpartition(".")[2]
    name = "".join(part.capitalize() for part in last.split("_"))

    def target(given: str, module: str, default: str) -> str:
        if ":" in (given or ""):
            return given
        return f"{package}.{module}:{given or default}"

    folder = Path(sys.modules[package].__file__).resolve().parent
    if levels is None:
        levels = read_levels(folder)
    elif isinstance(levels, str):
        levels = list(resolve(target(levels, "ai", "LEVELS")))  # imports that module now
    return Plugin(
        id=id or last.replace("_", "-"),
        make_rules=lazy(target(rules, "rules", f"{name}Rules")),
        ai_levels=list(levels),
        make_ai=make_ai if make_ai is not None else lazy_ai(f"{package}.ai:make_player"),
        make_view=lazy(target(view, "view", f"{name}View")),
        folder=folder,
        default_ai=default_ai,
        hint_level=hint_level,
        extra_columns=tuple(extra_columns),
    )
