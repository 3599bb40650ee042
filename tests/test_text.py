"""Seats in rules messages are references the interface turns into the players' names."""

from compendium.core.text import name_seats, seat_ref, seats_ref


def test_seat_references_become_names():
    assert name_seats(seat_ref(1).en, ["Anna", "Boris"]) == "Boris"
    both = seats_ref([0, 2])
    assert name_seats(f"{both.ru} — козлы", ["Anna", "Boris", "Grandma"]) == "Anna, Grandma — козлы"
    assert name_seats("{seat:3} opens", ["Anna"]) == "#4 opens"  # no name known: the seat's number


def test_the_match_log_names_the_seats(qtbot, open_window):
    from compendium.core import registry
    from compendium.core.match import Match

    w = open_window()  # closed, deleted and its database closed by the fixture
    plugin = registry.load("cross")
    players = [{"kind": "computer", "name": "Anna", "level": plugin.default_ai},
               {"kind": "computer", "name": "Boris", "level": plugin.default_ai}]
    c = w.start_match(plugin, Match.new(plugin.rules, "cross", players, seed=3))
    qtbot.waitUntil(lambda: len(c.match.log) >= 3, timeout=5000)
    lines = [w.match_screen.log.item(i).text() for i in range(w.match_screen.log.count())]
    assert any("Anna" in line or "Boris" in line for line in lines[:1])  # the deal names who opens
    assert not any("{seat:" in line for line in lines)
    c.stop()
