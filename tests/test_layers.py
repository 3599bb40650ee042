"""The package's layers, checked over the source tree so that they stay true.

- ``core`` is the Qt-free kernel: it imports nothing of ``ui``, ``storage`` or ``stats``;
- rules and computer players (``games/*/rules.py``, ``games/*/ai.py``, ``games/*/plugin.py``,
  ``core``, ``stats``, ``storage``, ``catalog``) never import Qt or pyqtgraph;
- no import cycles among the package's modules: counting every import, also those made inside a
  function (a lazy import hides a cycle from start-up but not from the design).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "compendium"
QT = ("PySide6", "pyqtgraph", "shiboken6")


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


MODULES = _modules()


def _imports(name: str, path: Path) -> set[str]:
    """Every module ``name`` imports (absolute names), wherever in the file the import stands."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)] if node.level > 1 else base
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            out.add(mod)
            for alias in node.names:  # "from compendium.games.pig import rules" imports a module
                if f"{mod}.{alias.name}" in MODULES:
                    out.add(f"{mod}.{alias.name}")
    return out


IMPORTS = {name: _imports(name, path) for name, path in MODULES.items()}


def _internal(targets: set[str]) -> set[str]:
    """The package's own modules among ``targets`` (a submodule counts as its module)."""
    out = set()
    for t in targets:
        while t and t not in MODULES:
            t = t.rpartition(".")[0]
        if t.startswith("compendium"):
            out.add(t)
    return out


def _offenders(selected, forbidden) -> list[str]:
    bad = []
    for name in selected:
        for target in sorted(IMPORTS[name]):
            if any(target == f or target.startswith(f + ".") for f in forbidden):
                bad.append(f"{name} imports {target}")
    return bad


def test_the_tree_is_found():
    assert "compendium.core.rules" in MODULES and "compendium.ui.controller" in MODULES


def test_core_imports_nothing_above_it():
    core = [n for n in MODULES if n.startswith("compendium.core")]
    assert _offenders(core, ("compendium.ui", "compendium.storage", "compendium.stats")) == []


QT_FREE_PREFIXES = ("compendium.core", "compendium.storage", "compendium.stats", "compendium.catalog")
QT_FREE_GAME_MODULES = ("rules", "ai", "plugin", "solver")


def _qt_free(name: str) -> bool:
    if name.startswith(QT_FREE_PREFIXES):
        return True
    parts = name.split(".")
    return len(parts) >= 4 and parts[1] == "games" and parts[-1] in QT_FREE_GAME_MODULES


def test_rules_and_computer_players_never_import_qt():
    selected = [n for n in MODULES if _qt_free(n)]
    assert len(selected) > 20
    assert _offenders(selected, QT) == []


def test_no_import_cycles():
    graph = {name: _internal(targets) - {name} for name, targets in IMPORTS.items()}
    # a package's __init__ importing its own submodules is how packages work, not a cycle
    for name in graph:
        graph[name] = {t for t in graph[name] if not name.startswith(t + ".")}
    cycles = []
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                cycles.append(" -> ".join(stack[stack.index(nxt):] + [nxt]))
            elif nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node)
    assert cycles == []


@pytest.mark.parametrize("forbidden_pair", [("compendium.stats", "compendium.ui")])
def test_statistics_queries_do_not_import_the_interface(forbidden_pair):
    low, high = forbidden_pair
    selected = [n for n in MODULES if n.startswith(low)]
    assert _offenders(selected, (high,)) == []


def test_game_rules_and_players_import_no_shell():
    """A game's rules, computer players and plugin object are given what they need (the cache
    folder, for one) instead of reaching up into storage or the interface."""
    selected = [n for n in MODULES if n.startswith("compendium.games.") and _qt_free(n)]
    assert _offenders(selected, ("compendium.ui", "compendium.storage", "compendium.stats")) == []
