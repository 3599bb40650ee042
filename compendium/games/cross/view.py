"""Cross's view: the shared domino table (``DominoGameView``); everything the game adds — the
upside-down doubles, two doubles at once, the titles at the end of a round — comes from its rules
as actions and event lines."""

from __future__ import annotations

from compendium.ui.widgets.domino import DominoGameView


class CrossView(DominoGameView):
    pass
