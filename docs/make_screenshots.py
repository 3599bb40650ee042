"""Renders the screenshots shown in the README, offscreen, from a temporary data directory.

    python docs/make_screenshots.py

Writes docs/home-en.png (the start page), docs/main-en.png, docs/main-ru.png, docs/pig-match.png, docs/statistics.png and one
match picture each of Yacht, Categor, Cross and Golden General.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["COMPENDIUM_DATA_DIR"] = tempfile.mkdtemp(prefix="compendium-shots-")


def settle(app, ms: int = 200) -> None:
    import time

    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        app.processEvents()


def match_shot(app, w, db, anna, gid: str, lang: str, seats: int, steps: int) -> None:
    """Plays ``steps`` of Anna's decisions in a match against the computer and saves
    docs/<gid>-match.png."""
    from compendium.core import registry
    from compendium.core.match import Match
    from compendium.ui import controller as ctl
    from compendium.ui import i18n

    i18n.set_language(lang)
    plugin = registry.load(gid)
    rules = plugin.rules
    players = [{"kind": "person", "profile": anna.id, "name": anna.name, "colour": anna.colour}]
    for k in range(1, seats):
        computer = "Компьютер" if lang == "ru" else "Computer"
        players.append({"kind": "computer", "level": plugin.default_ai, "name": f"{computer} {k}",
                        "colour": "#7f8c8d"})
    options = plugin.variants.get(gid)
    least = rules.player_range(rules.resolve_options(options))[0]
    assert seats >= least
    c = w.start_match(plugin, Match.new(rules, gid, players, options, seed=11))
    adviser = plugin.make_ai(plugin.hint_level or plugin.default_ai, rules)
    rng = random.Random(5)
    done = 0
    for _ in range(2000):
        settle(app, 10)
        if c.phase == ctl.OVER or done >= steps:
            break
        if c.phase == ctl.HANDOVER:
            c.handover_done()
        if c.phase == ctl.PERSON:
            seat = c.acting_seat()
            c.person_action(adviser.choose(rules, rules.view_for(c.state, seat), seat, rng))
            done += 1
    settle(app, 300)
    w.grab().save(str(ROOT / "docs" / f"{gid}-match.png"))
    w.match_screen.leave()
    i18n.set_language("en")


def main() -> int:
    from compendium.core import registry
    from compendium.core.match import Match
    from compendium.core.rules import CHANCE
    from compendium.games.pig.ai import make_player
    from compendium.ui import controller as ctl
    from compendium.ui.app import build_window, make_app, open_database

    app = make_app([])
    db = open_database()
    anna = db.add_profile("Anna")
    boris = db.add_profile("Boris")
    grandma = db.add_profile("Grandma")
    plugin = registry.load("pig")
    rules = plugin.rules
    rng = random.Random(2026)
    # A few finished matches so that the statistics page has something to show.
    kper = make_player("kper")
    easy = make_player("easy")
    people = [(anna, kper), (boris, easy), (grandma, kper)]
    for n in range(int(os.environ.get("SHOTS_MATCHES", "9"))):
        seats = [people[n % 3], people[(n + 1) % 3]]
        players = [{"kind": "person", "profile": p.id, "name": p.name, "colour": p.colour} for p, _ in seats]
        m = Match.new(rules, "pig", players, {"target": 100}, seed=rng.randrange(10**6))
        while not m.over:
            if m.to_move == CHANCE:
                m.roll()
            else:
                m.apply(seats[m.to_move][1].choose(rules, m.state, m.to_move, rng))
        c = ctl.MatchController(plugin, m, db)
        c.match_id = db.create_match("pig", m.record.dumps())
        c._finish()

    w = build_window(db, "en")  # the start page: Continue, the games played lately, the games' cards
    w.resize(1280, 820)
    w.show()
    settle(app, 400)  # the cards' pictures come just after the first paint
    w.grab().save(str(ROOT / "docs" / "home-en.png"))
    w.close()

    for lang in ("en", "ru"):
        w = build_window(db, lang)
        w.resize(1280, 820)
        w.open_game("pig")
        w.show()
        settle(app)
        w.grab().save(str(ROOT / "docs" / f"main-{lang}.png"))
        w.close()

    w = build_window(db, "en")
    w.resize(1280, 820)
    w.computer_delay_ms = 0
    w.animation_ms = 0
    players = [{"kind": "person", "profile": anna.id, "name": anna.name, "colour": anna.colour},
               {"kind": "computer", "level": "optimal", "name": "Computer: optimal", "colour": "#7f8c8d"}]
    m = Match.new(rules, "pig", players, {}, seed=77)
    c = w.start_match(plugin, m)
    w.show()
    from compendium.games.pig.rules import ROLL, STOP

    for _ in range(400):
        settle(app, 20)
        if c.phase == ctl.PERSON:
            s = c.state
            if sum(1 for e in c.match.log) > 60 and s.player == 0 and len(s.throws) >= 2:
                break
            c.person_action(STOP if s.series >= 25 else ROLL)
    w.match_screen.hint()
    settle(app, 1500)
    w.grab().save(str(ROOT / "docs" / "pig-match.png"))
    w.match_screen.leave()
    # One picture of each kind of table: a score sheet, the Categor sheet, the domino cross,
    # Golden General's two groups of coloured dice (Anna's moves made by the strongest player).
    for gid, lang, seats, steps in (("yacht", "en", 2, 14), ("categor", "ru", 3, 5),
                                    ("cross", "en", 3, 6), ("golden-general", "ru", 2, 3)):
        match_shot(app, w, db, anna, gid, lang, seats, steps)
    w.show_stats()
    settle(app, 300)
    w.grab().save(str(ROOT / "docs" / "statistics.png"))
    print("written:", *sorted(p.name for p in (ROOT / "docs").glob("*.png")))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
