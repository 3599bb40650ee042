"""One registration: a game is its catalog entry ("engine", "options"). A new variant of an
existing engine is one more entry; a built-in engine is its package; a plugin from outside is an
entry point. The kernel imports nothing from the interface, the storage or the statistics."""

import ast
import copy
import json
import random
import sys
from pathlib import Path

import pytest
from play_helpers import finish_match, random_moves

from compendium.catalog import parse_catalog
from compendium.core import registry
from compendium.core.match import Match
from compendium.core.record import Record, replay
from compendium.games.categor.rules import DEFAULTS, catalog_variants, variant_options

ROOT = Path(__file__).resolve().parent.parent

# The option sets the variants started with when each engine kept its own table (categor's
# VARIANTS in rules.py, muggins' plugin): the catalog must give exactly these.
FORMER_VARIANTS = {
    "categor": {
        "categor-big": {"entries": 2},
        "categor-multiplication": {"value": "product"},
        "categor-super": {"entries": 2, "combine": "product", "anywhere": True},
        "categor-cancelling": {"value": "product", "cancel": True},
        "categor-power": {"order": "falling", "stock": 10},
        "categor-fir-tree": {"order": "fir", "column_values": "fir"},
        "categor-pairs": {"teams": "pairs"},
        "categor-pairs-cancelling": {"teams": "pairs-cancel"},
        "categor-competition": {"teams": "duplicate"},
        "categor-pairs-capture": {"teams": "pairs-capture", "value": "product"},
        "categor-olympic": {"teams": "pairs", "throws": "shared", "hidden": "partner"},
        "categor-psychological": {"throws": "shared", "hidden": "all"},
        "categor-no-dice": {"throws": "named"},
        "categor-five-spare-throws": {"stock": 5},
        "categor-saved-throws": {"per_turn": 2},
        "categor-limited-throws": {"per_turn": 0, "stock": 20},
        "categor-town": {"per_turn": 0, "stock": 15, "beat": "previous", "value": "product"},
        "categor-village": {"per_turn": 0, "stock": 30, "village": True, "value": "product"},
    },
    "muggins": {"all-threes": {"multiple": 3}},
}

# Every game that was playable before the catalog became the registration, with its engine.
PLAYABLE = {
    "pig": "pig", "yacht": "yacht", "categor": "categor", "thirteen": "thirteen", "vertushka": "vertushka",
    "dice-poker": "dice-poker", "general": "general", "golden-general": "golden-general", "cross": "cross",
    "muggins": "muggins", "all-threes": "muggins", **{gid: "categor" for gid in FORMER_VARIANTS["categor"]},
    # issue 13: the open-domino movement games are one engine's configurations
    **{f"open-domino-0{n}": "od-movement" for n in range(1, 10)},
    # issue 14: the relocation and laying games 10–32 are one more engine's configurations
    **{f"open-domino-{n}": "od-placement" for n in range(10, 33)},
    # issue 15: English checkers and chess
    "checkers": "checkers", "chess": "chess",
    # issue 16: short and long nardy, one engine
    "short-nardy": "nardy", "long-nardy": "nardy",
    # issue 17: cribbage and its variants, one engine
    **{gid: "cribbage" for gid in ("cribbage", "cribbage-five-card", "cribbage-seven-card", "cribbage-three-players",
                                   "cribbage-four-players", "cribbage-partners", "cribbage-losing", "cribbage-muggins")},
}
SHARED_KERNELS = {"open-domino"}  # packages under games/ that several engines share; not engines themselves
# Engines whose rules are written but which are not registered yet (no plugin.py, no "engine" in the
# catalog): none now.
IN_THE_MAKING: set = set()


@pytest.fixture
def fresh_registry():
    """Forgets what the registry read and loaded, before and after the test (back to the built-in
    catalog and the installed entry points)."""
    registry.use_catalog(None)
    registry._external.cache_clear()
    yield registry
    registry.use_catalog(None)
    registry._external.cache_clear()


def one_more_entry(tmp_path, entry: dict, category: "int | None" = 12) -> Path:
    """A copy of the catalog with one more game in a category (None: the domino section); returns
    its path."""
    data = copy.deepcopy(registry.catalog_data())
    if category is None:
        next(s for s in data["sections"] if s["id"] == "domino")["games"].append(entry)
    else:
        data["categories"][category - 1]["games"].append(entry)
    path = tmp_path / "catalog.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


TINY = {
    "id": "categor-tiny", "name_ru": "Крошечное катего", "name_en": "Tiny Categor", "players": "~",
    "players_min": 1, "players_max": None, "dice": "2", "page": None, "variant_of": "categor",
    "engine": "categor", "options": {"per_turn": 0, "stock": 24, "value": "product"},
}


def test_the_catalog_registers_exactly_the_games_playable_before(fresh_registry):
    assert registry.playable_ids() == set(PLAYABLE)
    for gid, engine in PLAYABLE.items():
        assert registry.engine_of(gid) == engine
        assert registry.load(gid) is registry.load_engine(engine)
        assert registry.load(gid).id == engine


def test_each_variant_starts_with_the_options_it_had(fresh_registry):
    for engine, table in FORMER_VARIANTS.items():
        assert registry.variants(engine) == table
        assert registry.load(engine).variants == table
        for gid, options in table.items():
            assert registry.options(gid) == options
            assert registry.load(gid).variants[gid] == options
    assert catalog_variants() == FORMER_VARIANTS["categor"]
    assert variant_options("categor-town") == {**DEFAULTS, **FORMER_VARIANTS["categor"]["categor-town"]}
    assert variant_options("categor") == DEFAULTS


def test_a_new_variant_is_one_catalog_entry(tmp_path, fresh_registry):
    registry.use_catalog(one_more_entry(tmp_path, TINY))
    assert "categor-tiny" in registry.playable_ids()
    assert parse_catalog(registry.catalog_data()).game("categor-tiny").playable
    plugin = registry.load("categor-tiny")
    assert plugin is registry.load("categor") and plugin.id == "categor"
    assert registry.options("categor-tiny") == plugin.variants["categor-tiny"] == TINY["options"]
    # Categor's setup dialog offers it among its presets, under the catalog's name.
    presets = dict((name.en, values) for name, values in plugin.rules.presets())
    assert presets["Tiny Categor"] == plugin.rules.resolve_options(TINY["options"])
    # A match of it starts with those options, plays to the end and replays from its record.
    m = Match.new(plugin.rules, "categor-tiny", [{"kind": "person", "name": n} for n in "AB"],
                  registry.options("categor-tiny"), seed=3)
    assert {k: m.record.options[k] for k in TINY["options"]} == TINY["options"]
    finish_match(m, random_moves(plugin.rules, random.Random(5)))
    record = Record.loads(m.record.dumps())
    again, _, _ = replay(registry.load(record.game).rules, record)
    assert again == m.state


def test_the_setup_dialog_opens_a_new_variant_with_its_options(qtbot, tmp_path, fresh_registry):
    from compendium.storage.db import Database
    from compendium.ui.app import make_app
    from compendium.ui.setup_dialog import SetupDialog

    make_app([])
    registry.use_catalog(one_more_entry(tmp_path, TINY))
    plugin = registry.load("categor-tiny")
    db = Database()
    try:
        dlg = SetupDialog(db, plugin, parse_catalog(registry.catalog_data()).game("categor-tiny"))
        qtbot.addWidget(dlg)
        assert dlg.options() == plugin.rules.resolve_options(TINY["options"])
        assert dlg.preset.currentText() == "Tiny Categor"
        assert dlg.problem() == ""
    finally:
        db.close()


def test_a_new_domino_variant_is_one_catalog_entry(tmp_path, fresh_registry):
    threes = {"multiple": 3, "target": 250, "cross": False}
    entry = {"id": "long-threes", "name_ru": "Длинные тройки", "name_en": "Long Threes", "variant_of": "muggins",
             "engine": "muggins", "options": threes}
    registry.use_catalog(one_more_entry(tmp_path, entry, category=None))
    assert "long-threes" in registry.playable_ids()
    plugin = registry.load("long-threes")
    assert plugin.id == "muggins" and plugin.variants == {"all-threes": {"multiple": 3}, "long-threes": threes}
    options = plugin.rules.resolve_options(registry.options("long-threes"))
    assert {k: options[k] for k in threes} == threes and plugin.rules.new_match(2, options) is not None


def test_an_entry_whose_engine_is_missing_is_not_playable(tmp_path, fresh_registry):
    entry = {**TINY, "id": "nowhere", "engine": "no-such-engine"}
    registry.use_catalog(one_more_entry(tmp_path, entry))
    assert "nowhere" not in registry.playable_ids()
    assert not parse_catalog(registry.catalog_data()).game("nowhere").playable
    with pytest.raises(KeyError):
        registry.load("nowhere")


def test_a_plugin_from_outside_is_an_entry_point(tmp_path, monkeypatch, fresh_registry):
    """A distribution installed from outside declares ``compendium.games`` = ``module:plugin`` under a
    catalog id that names no engine; that game becomes playable. Stale entry points into the
    built-in games (an installation made before) are left out."""
    gid = next(g for g, e in registry._entries().items() if not e.named)
    module = tmp_path / "outside_game.py"
    module.write_text("from dataclasses import replace\n"
                      "from compendium.games.pig import plugin as pig\n"
                      f"plugin = replace(pig, id={gid!r})\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    from compendium.core import config

    monkeypatch.setattr(config, "_cache_dir", None)  # scanned, not read from a cache of an earlier test
    assert gid not in registry.playable_ids()
    monkeypatch.setattr(registry, "_scan", lambda: {gid: "outside_game:plugin",
                                                    "categor-big": "compendium.games.general:golden"})
    registry._external.cache_clear()
    assert gid in registry.playable_ids()
    assert parse_catalog(registry.catalog_data()).game(gid).playable
    assert registry.load(gid).id == gid
    assert registry.load("categor-big").id == "categor"  # the stale entry point is not used
    sys.modules.pop("outside_game", None)


def test_every_built_in_engine_is_a_package_named_by_the_catalog():
    engines = {e.engine for e in registry._entries().values() if e.named}
    packages = {p.name.replace("_", "-") for p in (ROOT / "compendium" / "games").iterdir()
                if (p / "__init__.py").exists()} - SHARED_KERNELS - IN_THE_MAKING
    assert engines == packages == set(PLAYABLE.values())
    for coming in IN_THE_MAKING:  # not an engine yet: nothing registers it
        assert not (ROOT / "compendium" / "games" / coming.replace("-", "_") / "plugin.py").exists()
        assert coming not in engines
    for kernel in SHARED_KERNELS:  # a shared kernel is no engine: no plugin, no catalog entry names it
        assert not (ROOT / "compendium" / "games" / kernel.replace("-", "_") / "plugin.py").exists()
        assert kernel not in engines
    for engine in engines:
        plugin = registry.load_engine(engine)
        assert plugin.id == engine and plugin.folder.name == engine.replace("-", "_")


def test_no_entry_points_are_declared_for_built_in_games():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert not any(line.strip() == '[project.entry-points."compendium.games"]' for line in text.splitlines())
    assert not hasattr(registry, "BUILTIN")


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


def test_the_kernel_imports_nothing_from_the_layers_above():
    above = ("compendium.ui", "compendium.storage", "compendium.stats", "PySide6")
    for path in sorted((ROOT / "compendium" / "core").glob("*.py")):
        bad = {m for m in _imports(path) if m.startswith(above)}
        assert not bad, f"{path.name} imports {bad}"
    for path in sorted((ROOT / "compendium" / "games").glob("*/*.py")):
        if path.name == "view.py":
            continue
        bad = {m for m in _imports(path) if m.startswith(above)}
        assert not bad, f"games/{path.parent.name}/{path.name} imports {bad}"


def test_no_computer_player_or_rules_module_imports_its_plugin():
    for path in sorted((ROOT / "compendium" / "games").glob("*/*.py")):
        if path.name in ("rules.py", "ai.py", "solver.py", "levels.py"):
            package = f"compendium.games.{path.parent.name}"
            assert not {m for m in _imports(path) if m in (f"{package}.plugin", package)}, path


def test_the_pig_and_yacht_players_keep_their_tables_where_the_application_says(tmp_path, monkeypatch):
    from compendium.core import config

    monkeypatch.setattr(config, "_cache_dir", None)
    assert registry.load("yacht").make_ai("best", None).cache_dir is None  # nothing given: in memory
    config.configure(cache_dir=tmp_path)
    assert registry.load("yacht").make_ai("best", None).cache_dir == tmp_path
    assert registry.load("pig").make_ai("optimal", None).cache_dir == tmp_path


def test_a_plugin_is_filled_in_by_convention():
    plugin = registry.load("dice-poker")
    assert plugin.make_rules.target == "compendium.games.dice_poker.rules:DicePokerRules"
    assert plugin.make_view.target == "compendium.games.dice_poker.view:DicePokerView"
    assert plugin.make_ai.target == "compendium.games.dice_poker.ai:make_player"
    assert plugin.folder == ROOT / "compendium" / "games" / "dice_poker"
    golden = registry.load("golden-general")
    assert type(golden.rules).__name__ == "GoldenGeneralRules" and golden.rules.golden
    assert golden.make_view.target == "compendium.games.general.view:GoldenGeneralView"
    assert "Golden General" in golden.rules_page("en") and "Золотой генерал" in golden.rules_page("ru")


def test_loading_a_plugin_imports_none_of_its_game_code():
    """The setup dialog lists a game's computer levels from its levels.json: loading every plugin
    imports no rules, computer player or view (nor numpy through them)."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from compendium.core import registry\n"
        "for gid in sorted(registry.playable_ids()):\n"
        "    plugin = registry.load(gid)\n"
        "    assert plugin.ai_levels and plugin.default_ai in {lv.key for lv in plugin.ai_levels}, gid\n"
        "loaded = sorted(m for m in sys.modules if m.startswith('compendium.games.')\n"
        "                and m.rpartition('.')[2] in ('rules', 'ai', 'view', 'solver'))\n"
        "print(loaded)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         cwd=str(Path(__file__).resolve().parent.parent))
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_a_record_takes_the_game_its_catalog_entry_fixes():
    """One engine plays nine games: a record names its game by the catalog entry; the option that
    entry fixes (``"game": 5``) is completed from it, and a record contradicting it is refused."""
    from compendium.core.loading import open_match
    from compendium.core.record import RecordError, load_record

    def record(options):
        return load_record(json.dumps({"format": "compendium-record", "version": 1, "game": "open-domino-05",
                                       "options": options, "players": [{"kind": "person", "name": "A"},
                                                                       {"kind": "person", "name": "B"}],
                                       "actions": []}))

    match = open_match(record({"start5": "fig2"}))
    assert match.record.options["game"] == 5 and match.state.game == 5
    with pytest.raises(RecordError) as err:
        open_match(record({"game": 3}))
    assert "game" in str(err.value)
