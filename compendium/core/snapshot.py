"""What a game's view may see of a match at one moment (Qt-free).

The match controller builds a ``Snapshot`` after every change and the match screen hands it to the
game's view; the view draws it and emits the actions a person chooses. A view never reaches the
controller, the match or its record: whatever it needs is here. Who may see what is decided once,
by the controller, when it builds the snapshot (``state`` has already passed through
``rules.view_for`` for ``viewer``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Optional

from compendium.core.actions import Action

# The phases of a match as the screen sees them.
PERSON = "person"  # a person is to decide
COMPUTER = "computer"  # a computer player is thinking
CHANCE_ROLL = "rolling"  # a throw is being animated
TYPING = "typing"  # a throw of real dice is to be typed in
HANDOVER = "handover"  # the laptop is being handed to the next person
OVER = "over"  # the match is over


@dataclass(frozen=True)
class PlayerInfo:
    """One seat at the table as the screen shows it."""

    name: str
    kind: str = PERSON  # PERSON or COMPUTER
    level: Optional[str] = None  # a computer player's level
    colour: str = ""  # "#rrggbb", or "" for none

    @property
    def is_computer(self) -> bool:
        return self.kind == COMPUTER


@dataclass(frozen=True)
class Snapshot:
    """What the person at the screen may see now, and what they may do."""

    rules: Any  # the game's rules, for read-only queries (offers, what a line would give)
    state: Any  # the state as ``viewer`` may see it
    viewer: Optional[int]  # whose eyes the screen shows; None: everything may be shown; -1: nobody's secrets
    acting: Optional[int]  # the seat a person decides for now; None when no person may act
    turn: Optional[int]  # the seat whose turn it is (whose throw; during simultaneous play, deciding now)
    legal: tuple[Action, ...]  # the legal actions of ``acting`` (empty when nobody at the screen may act)
    players: tuple[PlayerInfo, ...]
    phase: str  # PERSON, COMPUTER, CHANCE_ROLL, TYPING, HANDOVER or OVER
    options: Mapping[str, Any] = field(default_factory=dict)  # the match's variant options
    over: bool = False
    result: Any = None  # the rules' Result: the standings now, the final ones once over
    waiting: tuple[int, ...] = ()  # during simultaneous play: the seats still to decide
    before_last: Any = None  # the state in which the last action was made, as ``viewer`` may see it
    last_entry: Any = None  # the match log's last LogEntry (None before the first action)
    animation_ms: int = 0  # how long a throw is animated
    # The actions played so far, in order (games without hidden information only: empty otherwise),
    # for a board game's list of moves and its export; with a match clock, its text ("300+5") and
    # the main time (seconds) left to each action's actor after it (None: not timed), and the seat
    # whose flag fell.
    history: tuple[Action, ...] = ()
    clock: Optional[str] = None
    clock_after: tuple[Optional[float], ...] = ()
    flag: Optional[int] = None

    # --- helpers every view needs ---------------------------------------------------------------------
    @property
    def may_act(self) -> bool:
        """A person at the screen is to decide now."""
        return self.acting is not None

    def is_acting(self, seat: Optional[int]) -> bool:
        """A person decides for ``seat`` now."""
        return self.acting is not None and self.acting == seat

    def name(self, seat: Optional[int]) -> str:
        if seat is None or seat < 0 or seat >= len(self.players):
            return ""
        return self.players[seat].name or f"{seat + 1}"

    @property
    def names(self) -> list[str]:
        return [self.name(i) for i in range(len(self.players))]

    def colour(self, seat: int) -> str:
        return self.players[seat].colour if 0 <= seat < len(self.players) else ""

    @property
    def colours(self) -> list[str]:
        return [p.colour for p in self.players]

    @property
    def winners_names(self) -> str:
        """The winners' names, comma-separated (empty before a result is known)."""
        if self.result is None:
            return ""
        return ", ".join(self.name(i) for i in self.result.winners)


__all__ = ["CHANCE_ROLL", "COMPUTER", "HANDOVER", "OVER", "PERSON", "PlayerInfo", "Snapshot", "TYPING"]
