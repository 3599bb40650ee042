"""The contract every playable game keeps (DESIGN.md): it loads, has both rules pages with the
"Choices made here" section, every preset starts and plays to the end with random moves and
replays from its record, and each computer level only makes legal moves."""

import random

import pytest
from play_helpers import play_to_end

from compendium.core import registry
from compendium.core.actions import Action
from compendium.core.record import Record, replay

GAMES = sorted(registry.playable_ids())


def play_out(plugin, players, options, rng, chooser, limit=20000):
    rules = plugin.rules
    options = rules.resolve_options(options)
    actions = []

    def choose(state, seat):
        legal = rules.legal_actions(state, seat)
        assert legal, f"seat {seat} must act but has no legal action"
        action = chooser(rules, state, seat, legal)
        assert action in legal, f"{action.notation} is not among the legal actions"
        return action

    state = play_to_end(rules, rules.new_match(players, options), choose, rng, limit,
                        each=lambda _, action: actions.append(Action.parse(action.notation)))  # the notation round-trips
    return options, actions, state


@pytest.mark.parametrize("gid", GAMES)
def test_game_loads_with_both_rules_pages(gid):
    plugin = registry.load(gid)
    assert gid == plugin.id or gid in plugin.variants
    for lang, heading in (("en", "Choices made here"), ("ru", "Выбор, сделанный здесь")):
        page = plugin.rules_page(lang, gid)
        assert heading.lower() in page.lower(), f"{gid} rules.{lang}.md lacks '{heading}'"
    assert plugin.ai_levels and plugin.make_view is not None


@pytest.mark.parametrize("gid", GAMES)
def test_every_preset_plays_to_the_end_and_replays(gid):
    """An engine plays each of its presets; a catalog variant (e.g. All Threes) its own options."""
    plugin = registry.load(gid)
    rules = plugin.rules
    if gid == plugin.id:
        presets = [values for _, values in rules.presets()] or [{}]
    else:
        presets = [plugin.variants[gid]]
    rng = random.Random(7)
    for values in presets:
        least, most = rules.player_range(values)
        lo = max(2, least) if most is None or most >= 2 else least
        options, actions, state = play_out(plugin, lo, values, rng, lambda r, s, seat, legal: rng.choice(legal))
        record = Record(game=gid, options=options, players=[{"kind": "person", "name": str(i)} for i in range(lo)],
                        actions=actions)
        again, _, _ = replay(rules, record)
        assert again == state
        assert len(rules.result(state).scores) == lo


@pytest.mark.parametrize("gid", GAMES)
def test_every_computer_level_moves_legally(gid):
    plugin = registry.load(gid)
    rng = random.Random(11)
    for level in plugin.ai_levels:
        player = plugin.make_ai(level.key, plugin.rules)
        options = plugin.variants.get(gid, {})
        least, most = plugin.rules.player_range(options)
        play_out(plugin, max(2, least) if most is None or most >= 2 else least, options, rng,
                 lambda r, s, seat, legal, player=player: player.choose(r, r.view_for(s, seat), seat, rng))


@pytest.mark.parametrize("gid", GAMES)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_rules_page_renders_to_its_end_with_every_picture(qtbot, gid, lang):
    """The game page shows the whole page: an unclosed HTML tag silently drops everything after
    it, so the last section (the choices) must be on screen; every picture must exist."""
    import re

    from compendium.resources import resources_dir
    from compendium.ui.app import make_app

    make_app([])
    page = registry.load(gid).rules_page(lang, gid)
    from PySide6.QtWidgets import QTextBrowser

    browser = QTextBrowser()
    qtbot.addWidget(browser)
    browser.setSearchPaths([str(resources_dir())])
    browser.setMarkdown(page)
    shown = browser.toPlainText()
    heading = "Choices made here" if lang == "en" else "Выбор, сделанный здесь"
    assert heading.lower() in shown.lower()
    last_line = [line for line in page.strip().splitlines() if line.strip()][-1]
    words = re.findall(r"\w{5,}", last_line)
    assert not words or words[-1] in shown, f"the page stops before its last line: {last_line!r}"
    pictures = re.findall(r'(?:src="|\]\()([^")]+\.(?:svg|png))', page)
    missing = [src for src in pictures if not (resources_dir() / src).exists()]
    assert not missing, f"pictures not found under compendium/assets/: {missing}"
