"""The controller saves only what is new: a save at the thousandth action writes (and reads) no
more than a save at the first, and undo keeps the stored actions equal to the record's."""

from __future__ import annotations

from compendium.core import registry
from compendium.core.match import Match
from compendium.games.pig.rules import ROLL, STOP
from compendium.storage.db import Database
from compendium.ui.controller import PERSON, MatchController


class Spy(Database):
    def __init__(self):
        super().__init__()
        self.tails = []

    def save_tail(self, match_id, keep, new):
        self.tails.append((keep, list(new)))
        super().save_tail(match_id, keep, new)


def _people_match(db):
    plugin = registry.load("pig")
    players = [{"kind": "person", "name": "A"}, {"kind": "person", "name": "B"}]
    match = Match.new(plugin.rules, "pig", players, {"target": 1000}, seed=11)
    c = MatchController(plugin, match, db, computer_delay_ms=0, animation_ms=0)
    c.start()
    return c, match


def _stored(db, match_id):
    return db.match(match_id).record


def test_each_save_writes_only_the_new_actions(qtbot):
    db = Spy()
    try:
        c, match = _people_match(db)
        for k in range(400):
            qtbot.waitUntil(lambda: c.phase == PERSON, timeout=2000)
            c.person_action(STOP if k % 3 == 2 else ROLL)
        qtbot.waitUntil(lambda: c.phase == PERSON, timeout=2000)
        assert len(match.record.actions) > 500
        # every save names only what is new since the one before: never the whole match again
        assert max(len(new) for _, new in db.tails) <= 1
        keeps = [keep for keep, _ in db.tails]
        assert keeps == sorted(keeps) and keeps[-1] == len(match.record.actions) - 1
        assert _stored(db, c.match_id) == match.record.dumps()
    finally:
        db.close()


def test_undo_then_a_new_decision_is_stored_as_the_record_is(qtbot):
    db = Spy()
    try:
        c, match = _people_match(db)
        for action in (ROLL, ROLL, STOP):
            qtbot.waitUntil(lambda: c.phase == PERSON, timeout=2000)
            c.person_action(action)
        qtbot.waitUntil(lambda: c.phase == PERSON, timeout=2000)
        n = len(match.record.actions)
        assert c.undo()  # takes back the banking (never a throw)
        qtbot.waitUntil(lambda: c.phase == PERSON, timeout=2000)
        cut = len(match.record.actions)
        assert cut < n
        assert _stored(db, c.match_id) == match.record.dumps()
        c.person_action(ROLL)  # a different decision where the undone one stood
        qtbot.waitUntil(lambda: c.phase == PERSON, timeout=2000)
        assert _stored(db, c.match_id) == match.record.dumps()
        assert (cut, []) in db.tails  # the undo cut the stored tail, nothing else was written again
    finally:
        db.close()
