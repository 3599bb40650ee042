"""What a game package exposes: rules, computer players, a view, its rules pages."""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Optional

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
    key: str
    name: Text
    about: Text


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
    variants: dict = field(default_factory=dict)  # catalog id of a variant -> the options it starts with

    def rules_page(self, lang: str) -> str:
        path = self.folder / f"rules.{lang}.md"
        if not path.exists():
            path = self.folder / "rules.en.md"
        return path.read_text(encoding="utf-8") if path.exists() else ""

    _rules: object = field(default=None, init=False, repr=False, compare=False)  # made on first use

    @property
    def rules(self):
        if self._rules is None:
            self._rules = self.make_rules()
        return self._rules
