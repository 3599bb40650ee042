"""The plugin objects of General (``plugin``) and Golden General (``golden``): one engine, one
folder. General's rules pages are ``rules.*.md``; Golden General's are ``golden.*.md``."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from compendium.core.plugin import Plugin, lazy, resolve
from compendium.core.text import Text


@dataclass
class GeneralPlugin(Plugin):
    page: str = "rules"  # the rules pages are <page>.<lang>.md in the folder

    def rules_page(self, lang: str) -> str:
        for name in (f"{self.page}.{lang}.md", f"{self.page}.en.md"):
            path = self.folder / name
            if path.exists():
                return path.read_text(encoding="utf-8")
        return ""


def _make_ai(level: str, rules):
    from compendium.games.general.ai import make_player

    return make_player(level, rules.golden)


_LEVELS = resolve("compendium.games.general.ai:LEVELS")  # imports ai.py (and rules.py) now

plugin = GeneralPlugin(
    id="general",
    make_rules=lazy("compendium.games.general.rules:GeneralRules"),
    ai_levels=list(_LEVELS),
    make_ai=_make_ai,
    make_view=lazy("compendium.games.general.view:GeneralView"),
    folder=Path(__file__).resolve().parent,
    default_ai="strong",
    hint_level="strong",
    extra_columns=(("served", Text("First throw", "С 1-го броска")),),
)

golden = GeneralPlugin(
    id="golden-general",
    make_rules=lazy("compendium.games.general.rules:GoldenGeneralRules"),
    ai_levels=list(_LEVELS),
    make_ai=_make_ai,
    make_view=lazy("compendium.games.general.view:GoldenGeneralView"),
    folder=Path(__file__).resolve().parent,
    default_ai="strong",
    hint_level="strong",
    extra_columns=(("generals", Text("Generals", "«Генералы»")),),
    page="golden",
)
