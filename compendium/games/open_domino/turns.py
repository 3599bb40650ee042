"""What both open-domino engines (movement, games 1–9; relocation and laying, games 10–32) do alike
around the moves: the phases of a match, whose turn it is, the lot for the first move, answering a
draw offer, the end (Qt-free). Their rules classes derive from ``FieldTurns``; the state needs
``phase``, ``mover``, ``players``, ``offer_from`` and ``event``, ``ended`` and ``reason``."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional

from compendium.core.actions import Action
from compendium.core.options import OptionsError
from compendium.core.rules import CHANCE, IllegalAction, Rules
from compendium.core.text import Text

DEAL, LOT, PLAY, OFFER, OVER = "deal", "lot", "play", "offer", "over"

RESIGN = Action("resign")
OFFER_DRAW = Action("offer-draw")
ACCEPT = Action("accept-draw")
DECLINE = Action("decline-draw")


class FieldTurns(Rules):
    uses_dice = False

    def check_players(self, players: int, options: Optional[dict]) -> None:
        """Refuses a number of players the options do not allow (in both languages)."""
        low, high = self.player_range(options)
        if not low <= players <= high:
            raise OptionsError(Text(f"This game is for {low}–{high} players." if high != low else
                                    f"This game is for {low} players.",
                                    f"В эту игру играют {low}–{high} игрока." if high != low else
                                    f"В эту игру играют {low} игрока."))

    def to_move(self, state: Any) -> Optional[int]:
        if state.phase in (DEAL, LOT):
            return CHANCE
        if state.phase == OVER:
            return None
        if state.phase == OFFER:
            return 1 - state.offer_from
        return state.mover

    def turn_of(self, state: Any) -> Optional[int]:
        return None if state.phase in (DEAL, LOT, OVER) else self.to_move(state)

    def players_in(self, state: Any) -> int:
        return state.players

    def is_over(self, state: Any) -> bool:
        return state.phase == OVER

    def chance_outcomes(self, state: Any) -> list[tuple[Action, float]]:
        if state.phase == LOT:
            return [(Action("first", (0,)), 0.5), (Action("first", (1,)), 0.5)]
        raise NotImplementedError("a shuffle has too many outcomes: use sample_chance")

    def chance_from_text(self, state: Any, text: str) -> Action:
        raise IllegalAction(Text("The program shuffles the tiles; there is nothing to type in.",
                                 "Элементы перемешивает программа; вводить ничего не нужно."))

    def _finish(self, state: Any, kind: tuple, reason: str, text: Text, keep_event: bool = False) -> Any:
        """The match ends (``kind``: ("win", seat), ("lose", seat), ("draw",) or ("score",)); with
        ``keep_event`` what the last move did is told first."""
        event = text
        if keep_event and state.event is not None and state.event.en:
            event = Text(f"{state.event.en}. {text.en}", f"{state.event.ru}. {text.ru}")
        return replace(state, phase=OVER, ended=kind, reason=reason, event=event, offer_from=None)
