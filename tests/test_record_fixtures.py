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
    assert tuple(e["burned"] for e in res.extra) == exp["burned"]


def test_every_fixture_is_checked():
    assert sorted(p.name for p in FIXTURES.glob("*.json")) == sorted(EXPECTED)
