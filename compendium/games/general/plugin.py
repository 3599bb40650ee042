"""The plugin objects of General (``plugin``) and Golden General (``golden``): one engine, one
folder. General's rules pages are ``rules.*.md``; Golden General's are ``golden.*.md``."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from compendium.core.plugin import Plugin
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


def _rules():
    from compendium.games.general.rules import GeneralRules

    return GeneralRules()


def _golden_rules():
    from compendium.games.general.rules import GoldenGeneralRules

    return GoldenGeneralRules()


def _make_ai(level: str, rules):
    from compendium.games.general.ai import make_player

    return make_player(level, rules.golden)


def _make_view(parent=None):
    from compendium.games.general.view import GeneralView

    return GeneralView(parent)


def _make_golden_view(parent=None):
    from compendium.games.general.view import GoldenGeneralView

    return GoldenGeneralView(parent)


def _levels():
    from compendium.games.general.ai import LEVELS

    return list(LEVELS)


plugin = GeneralPlugin(
    id="general",
    make_rules=_rules,
    ai_levels=_levels(),
    make_ai=_make_ai,
    make_view=_make_view,
    folder=Path(__file__).resolve().parent,
    default_ai="strong",
    hint_level="strong",
    extra_columns=(("served", Text("First throw", "С 1-го броска")),),
)

golden = GeneralPlugin(
    id="golden-general",
    make_rules=_golden_rules,
    ai_levels=_levels(),
    make_ai=_make_ai,
    make_view=_make_golden_view,
    folder=Path(__file__).resolve().parent,
    default_ai="strong",
    hint_level="strong",
    extra_columns=(("generals", Text("Generals", "«Генералы»")),),
    page="golden",
)
