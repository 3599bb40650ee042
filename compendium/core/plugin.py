"""What a game package exposes: rules, computer players, a view, its rules pages."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

from compendium.core.text import Text


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
    make_view: Optional[Callable[..., object]]  # (parent) -> QWidget implementing the view protocol
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
