"""The command line: list, replay, screenshot, solve."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from compendium.cli import main

ROOT = Path(__file__).resolve().parent.parent


def test_list_json(capsys):
    assert main(["list", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [c["number"] for c in data["categories"]] == list(range(1, 24))
    pig = data["categories"][0]["games"][0]
    assert pig["id"] == "pig" and pig["playable"] is True and pig["name_ru"] == "Свинья"
    assert {"players", "dice", "chips", "page", "difficulty", "pace", "author", "simultaneous", "no_dice"} <= set(pig)
    assert {s["id"] for s in data["sections"]} >= {"domino", "open-domino", "board-card"}
    listed = [g for c in data["categories"] for g in c["games"]] + [g for s in data["sections"] for g in s["games"]]
    # Nothing is faked: a game is marked playable exactly when a plugin for it is installed, and
    # that plugin's engine starts a match; every other game says it is not playable yet.
    from compendium.core import registry

    playable = {g["id"] for g in listed if g["playable"]}
    assert playable == registry.playable_ids() & {g["id"] for g in listed}
    assert len(playable) < len(listed)
    for gid in playable:
        plugin = registry.load(gid)
        options = plugin.rules.resolve_options(plugin.variants.get(gid))
        least = plugin.rules.player_range(options)[0]
        assert plugin.rules.new_match(max(2, least), options) is not None


def write(tmp_path, actions, **extra):
    rec = {"format": "compendium-record", "version": 1, "game": "pig", "options": {"target": 20},
           "players": [{"kind": "person", "name": "Anna"}, {"kind": "person", "name": "Boris"}],
           "actions": actions, **extra}
    path = tmp_path / "rec.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    return path


def test_replay_standings(tmp_path, capsys):
    path = write(tmp_path, ["roll", "dice 6 6", "stop", "roll", "dice 1 3", "roll", "dice 5 5"])
    assert main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["over"] is True
    assert [(s["name"], s["score"], s["rank"]) for s in out["standings"]] == [("Anna", 22, 1), ("Boris", 0, 2)]
    assert out["standings"][1]["burned"] == 0
    assert main(["replay", str(path)]) == 0
    assert "1. Anna: 22" in capsys.readouterr().out


@pytest.mark.parametrize("actions, number, words", [
    (["roll", "dice 6 9"], 2, "impossible"),
    (["stop"], 1, "Throw at least once"),
    (["roll", "dice 6 6", "fly"], 3, "fly"),
])
def test_replay_bad_record_names_the_action(tmp_path, capsys, actions, number, words):
    path = write(tmp_path, actions)
    before = sorted(p.name for p in tmp_path.iterdir())
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"action {number}" in err and words in err
    assert sorted(p.name for p in tmp_path.iterdir()) == before  # nothing written


def test_replay_malformed_files(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["replay", str(bad)]) == 2
    assert main(["replay", str(tmp_path / "missing.json")]) == 2
    assert main(["replay", str(write(tmp_path, [], game="chess"))]) == 2


def test_screenshot(tmp_path):
    out = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    r = subprocess.run([sys.executable, "-m", "compendium", "screenshot", str(out), "--game", "pig", "--lang", "ru"],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and out.stat().st_size > 20000


def test_solve_prints_the_published_figure(capsys):
    assert main(["solve", "pig", "--dice", "1", "--target", "100"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "0.5306"
