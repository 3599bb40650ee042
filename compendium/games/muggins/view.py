"""The view of Muggins (All Fives) and All Threes: the shared domino table (``DominoGameView``);
the multiple that scores, the spinner and the bonus for the hands come from the rules."""

from __future__ import annotations

from compendium.ui.widgets.domino import DominoGameView


class MugginsView(DominoGameView):
    pass
