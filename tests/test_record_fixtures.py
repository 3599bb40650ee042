"""Records of every earlier format and rules version keep loading (DESIGN.md, "Records").

Each file in tests/fixtures/records was written by the program at that version; its expected
standings are fixed here. Never edit a fixture: add a new one when the format changes.
"""

from pathlib import Path

import pytest

from compendium.core import registry
from compendium.core.record import Record, replay

FIXTURES = Path(__file__).parent / "fixtures" / "records"

EXPECTED = {
    "pig-record-v1.json": {"scores": (101, 59), "ranks": (1, 2), "burned": (32, 28), "actions": 73},
    # Whole matches of the games of issues 3-5, played by their computer players (rules version 1).
    "yacht-record-v1.json": {"scores": (209, 175), "ranks": (1, 2), "actions": 198},
    "categor-record-v1.json": {"scores": (23, 19, 22), "ranks": (1, 3, 2), "actions": 72},
    "categor-psychological-record-v1.json": {"scores": (13, 9), "ranks": (1, 2), "actions": 36},
    "thirteen-record-v1.json": {"scores": (11, 0), "ranks": (1, 2), "actions": 18},
    "vertushka-record-v1.json": {"scores": (4, 6), "ranks": (2, 1), "actions": 111},
    "dice-poker-record-v1.json": {"scores": (-54, 54), "ranks": (2, 1), "actions": 198},
    "general-record-v1.json": {"scores": (124, 145), "ranks": (2, 1), "actions": 132},
    "golden-general-record-v1.json": {"scores": (152, 149), "ranks": (1, 2), "actions": 68},
    "cross-record-v1.json": {"scores": (125, 55, 45), "ranks": (1, 2, 3), "actions": 112},
    "muggins-record-v1.json": {"scores": (20, 101), "ranks": (2, 1), "actions": 51},
    "all-threes-record-v1.json": {"scores": (102, 81), "ranks": (1, 2), "actions": 56},
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_fixture_replays_to_its_standings(name):
    rec = Record.loads((FIXTURES / name).read_text(encoding="utf-8"))
    rules = registry.load(rec.game).rules
    state, _, _ = replay(rules, rec)
    res = rules.result(state)
    exp = EXPECTED[name]
    assert len(rec.actions) == exp["actions"]
    assert rules.is_over(state)
    assert res.scores == exp["scores"] and res.ranks == exp["ranks"]
    if "burned" in exp:
        assert tuple(e["burned"] for e in res.extra) == exp["burned"]


def test_every_fixture_is_checked():
    assert sorted(p.name for p in FIXTURES.glob("*.json")) == sorted(EXPECTED)
