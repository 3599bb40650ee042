"""A catalog variant (Pairs Categor, All Threes) opens its engine's setup dialog with its own
options, its preset named, and a number of players the variant allows."""

import pytest

from compendium.catalog import load_catalog
from compendium.core import registry
from compendium.storage.db import Database
from compendium.ui.app import make_app
from compendium.ui.setup_dialog import SetupDialog


@pytest.mark.parametrize("gid, preset, players", [
    ("categor-pairs", "Pairs Categor", 4), ("all-threes", "All Threes to 100", 2),
    ("categor-fir-tree", None, 2),
])
def test_variant_opens_with_its_options(qtbot, gid, preset, players):
    make_app([])
    db = Database()
    plugin = registry.load(gid)
    dlg = SetupDialog(db, plugin, load_catalog().game(gid))
    qtbot.addWidget(dlg)
    assert dlg.options() == plugin.rules.resolve_options(plugin.variants[gid])
    if preset:
        assert dlg.preset.currentText() == preset
    least, most = plugin.rules.player_range(dlg.options())
    assert dlg.count.minimum() >= least and dlg.count.value() == players
    assert dlg.problem() == ""
    db.close()


def test_options_that_do_not_combine_are_refused_with_a_message(qtbot):
    make_app([])
    db = Database()
    plugin = registry.load("categor")
    dlg = SetupDialog(db, plugin, load_catalog().game("categor"))
    qtbot.addWidget(dlg)
    dlg.set_options({"teams": "pairs"})
    assert dlg.count.value() >= 4  # the count follows what the variant allows
    dlg.count.setMinimum(2)
    dlg.count.setValue(3)
    assert "even number" in dlg.problem()  # three cannot form pairs: said in words, no match starts
    from compendium.ui import i18n

    i18n.set_language("ru")
    try:
        assert "чётное" in dlg.problem() or "четное" in dlg.problem()  # and in Russian
    finally:
        i18n.set_language("en")
    db.close()
