"""The one view contract: a game's view draws the ``Snapshot`` the match screen gives it and emits
actions; it never reaches the controller, the match or its record, and never decides who may see
what (the controller does, in one place, when it builds the snapshot)."""

import ast
import random
from pathlib import Path

import pytest
from gui_helpers import click_cell, pass_cover, person_decisions, start_game

from compendium.core import registry
from compendium.core.snapshot import Snapshot
from compendium.games.categor.rules import HIDDEN, variant_options
from compendium.ui import controller as ctl
from compendium.ui.widgets.game_view import GameView

ROOT = Path(__file__).resolve().parent.parent / "compendium"
VIEW_MODULES = sorted(ROOT.glob("games/*/view.py")) + sorted((ROOT / "ui" / "widgets").glob("*.py"))

# What a view must not reach: the controller and the match with its record (attributes or imports),
# the controller's own queries, and ``rules.view_for`` (who sees what is decided by the controller).
FORBIDDEN_ATTRIBUTES = {"controller", "match", "record", "state_before", "view_for", "visible_state",
                        "person_may_act", "acting_seat", "seat_to_act"}
FORBIDDEN_MODULES = {"compendium.ui.controller", "compendium.core.match", "compendium.core.record"}


def _reaches(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in FORBIDDEN_ATTRIBUTES:
            found.append(f"{path.name}:{node.lineno} .{node.attr}")
        elif isinstance(node, ast.Name) and node.id in ("controller", "ctl"):
            found.append(f"{path.name}:{node.lineno} {node.id}")
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = {f"{node.module}.{a.name}" for a in node.names}
            if node.module in FORBIDDEN_MODULES or names & FORBIDDEN_MODULES:
                found.append(f"{path.name}:{node.lineno} from {node.module} import …")
        elif isinstance(node, ast.Import):
            found += [f"{path.name}:{node.lineno} import {a.name}" for a in node.names if a.name in FORBIDDEN_MODULES]
    return found


def test_the_source_tree_has_the_views_it_is_checked_for():
    names = {p.parent.name for p in VIEW_MODULES if p.name == "view.py"}
    assert {"pig", "yacht", "general", "categor", "thirteen", "vertushka", "dice_poker", "cross", "muggins"} <= names
    assert ROOT / "ui" / "widgets" / "domino.py" in VIEW_MODULES


@pytest.mark.parametrize("path", VIEW_MODULES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_view_reaches_the_controller_match_or_record(path):
    assert _reaches(path) == []


def test_the_scan_finds_what_it_forbids(tmp_path):
    bad = tmp_path / "view.py"
    bad.write_text("from compendium.ui import controller as ctl\n"
                   "def f(self):\n"
                   "    return self.controller.match.record.players, self.rules.view_for(1, 2), ctl.OVER\n")
    found = " ".join(_reaches(bad))
    for what in ("from compendium.ui import", ".controller", ".match", ".record", ".view_for", "ctl"):
        assert what in found


def _asks_view_for(path: Path) -> bool:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    return any(isinstance(node, ast.Attribute) and node.attr == "view_for" for node in ast.walk(tree))


def test_only_the_controller_asks_view_for_in_the_shell():
    """The screen's privacy is decided in one place: ``MatchController.snapshot`` (the controller's
    other calls give the computer players and the hint their own seat's view)."""
    users = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "ui").rglob("*.py") if _asks_view_for(p))
    assert users == ["ui/controller.py"]
    assert not [p for p in ROOT.glob("games/*/view.py") if _asks_view_for(p)]


def test_every_playable_game_has_a_game_view(qtbot):
    for gid in sorted(registry.playable_ids()):
        view = registry.load(gid).make_view(None)
        qtbot.addWidget(view)
        assert isinstance(view, GameView), gid


# --- privacy: the snapshots the view is given ------------------------------------------------------------

@pytest.fixture
def window(open_window):
    return open_window("Anna", "Boris")


def test_the_view_of_psychological_categor_never_gets_the_other_rows(qtbot, window, monkeypatch):
    """Two people and a computer, every row hidden from the others until the end: every snapshot the
    view is given shows only the viewer's own row (the person deciding, else the one last handed
    the laptop), also between the secret rounds; a person decides only for the seat they see."""
    given: list[Snapshot] = []
    for method in ("begin", "update_snapshot"):
        original = getattr(GameView, method)

        def record(self, snapshot, *args, _original=original, **kw):
            given.append(snapshot)
            return _original(self, snapshot, *args, **kw)

        monkeypatch.setattr(GameView, method, record)
    c = start_game(window, "categor", [0, 1, "expert"], variant_options("categor-psychological"))
    screen = window.match_screen
    view = screen.view
    rng = random.Random(3)
    for _ in person_decisions(qtbot, c, handover=True):
        if c.phase == ctl.HANDOVER:
            pass_cover(qtbot, screen)
            continue
        assert view.snapshot == c.snapshot()
        row, col = rng.choice(view.sheet.clickable_cells())
        click_cell(qtbot, view.sheet, row, col)
    assert c.phase == ctl.OVER
    secret = [s for s in given if not s.over]
    assert len(secret) > 30 and {s.viewer for s in secret} <= {-1, 0, 1}
    assert any(s.viewer == -1 for s in secret)  # before the laptop was first handed to anybody
    for s in secret:
        assert s.acting is None or s.acting == s.viewer
        for seat in range(3):
            if seat != s.viewer:
                assert all(e == (HIDDEN,) for e in s.state.cells[seat]), (s.phase, s.viewer, seat)
    assert given[-1].over and given[-1].viewer is None
    assert all(e != (HIDDEN,) for e in given[-1].state.cells[2])  # everything shown at the end


def test_snapshot_helpers_name_the_seats():
    from compendium.core.rules import Result
    from compendium.core.snapshot import COMPUTER, PERSON, PlayerInfo

    players = (PlayerInfo("Anna", PERSON, None, "#d04040"), PlayerInfo("", COMPUTER, "expert", ""))
    snap = Snapshot(rules=None, state=None, viewer=None, acting=0, turn=0, legal=(), players=players,
                    phase=PERSON, result=Result.ranked([3, 5]))
    assert snap.names == ["Anna", "2"] and snap.name(None) == "" and snap.name(-1) == "" and snap.name(7) == ""
    assert snap.colours == ["#d04040", ""] and snap.colour(5) == ""
    assert snap.may_act and snap.is_acting(0) and not snap.is_acting(1) and not snap.is_acting(None)
    assert players[1].is_computer and not players[0].is_computer
    assert snap.winners_names == "2"
