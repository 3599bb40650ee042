"""Continue on a saved match whose record is wrong in any way: a message, never an exception
(the record goes through compendium.core.loading like the command line's)."""

import json

import pytest
from record_fuzz import FIXTURES

from compendium.storage.db import DAMAGED

PIG = (FIXTURES / "pig-record-v1.json").read_text(encoding="utf-8")
UNFINISHED = json.loads(PIG)
UNFINISHED["actions"] = UNFINISHED["actions"][:6]


def _text(**changes) -> str:
    data = dict(UNFINISHED, **changes)
    return json.dumps(data, ensure_ascii=False)


BAD = {
    "rules_version abc": _text(rules_version="abc"),
    "rules_version null": _text(rules_version=None),
    "a 5000-digit integer": _text(seed=0).replace('"seed": 0', '"seed": ' + "7" * 5000),
    "unknown computer level": _text(players=[{"kind": "person", "name": "A"},
                                             {"kind": "computer", "name": "C", "level": "god"}]),
    "option out of range": _text(options={"dice": "two", "target": -3, "overtaking": True}),
    "unknown player kind": _text(players=[{"kind": "alien", "name": "A"}, {"kind": "person", "name": "B"}]),
    "unknown game": _text(game="no-such-game"),
    "NaN": _text(seed=0).replace('"seed": 0', '"seed": NaN'),
    "deep": _text(seed=0).replace('"seed": 0', '"seed": ' + "[" * 5000 + "]" * 5000),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_continue_refuses_a_wrong_record_with_a_message(qtbot, window, monkeypatch, case):
    db = window.db
    mid = db.create_match("pig", BAD[case])
    window.home.reload()
    shown = []
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    assert window.continue_match(mid) is None
    assert shown and "damaged" in shown[0]
    assert db.match(mid).status == DAMAGED


def test_continue_mends_a_name_with_a_lone_surrogate(qtbot, window):
    """A saved match of our own whose player's name was damaged (a lone surrogate, which cannot be
    shown or saved) goes on under the mended name rather than being lost; a record file given to
    ``compendium replay`` is still refused (tests/test_record_fuzz.py)."""
    text = json.dumps(dict(UNFINISHED, players=[{"kind": "person", "name": "A\ud800"},
                                                {"kind": "person", "name": "B"}]))
    mid = window.db.create_match("pig", text)
    window.home.reload()
    c = window.continue_match(mid)
    assert c is not None and c.match.record.players[0]["name"] == "A?"
    c._save()
    assert window.db.match(mid).record.encode("utf-8")


def test_continue_still_opens_a_good_record(qtbot, window):
    mid = window.db.create_match("pig", _text())
    window.home.reload()
    c = window.continue_match(mid)
    assert c is not None and len(c.match.record.actions) == 6


def test_a_computer_seat_is_named_in_the_interface_language(qtbot, window):
    """A computer seat set up since levels are named by strength keeps its level and number; the
    Continue list and the match name it in the language of the interface, an older record's
    stored name is shown as it was."""
    from compendium.ui import i18n

    players = [{"kind": "person", "name": "Anna"},
               {"kind": "computer", "level": "optimal", "name": "Computer: Best possible — perfect", "number": 0},
               {"kind": "computer", "level": "kper", "name": "Computer: Old name"}]
    mid = window.db.create_match("pig", _text(players=players))
    i18n.set_language("ru")
    try:
        window.home.reload()
        items = [window.home.list.item(i).text() for i in range(window.home.list.count())]
        assert any("Anna, Компьютер: Сильнейший — безупречный, Computer: Old name" in s for s in items), items
        c = window.continue_match(mid)
        assert c is not None and c.name(1) == "Компьютер: Сильнейший — безупречный"
    finally:
        i18n.set_language("en")
    assert c.name(1) == "Computer: Best possible — perfect" and c.name(2) == "Computer: Old name"
