"""A match in progress, Qt-free: the record, the states it passed through, who acted, undo.

The GUI's match controller wraps this; tests and the command line use it directly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Optional

from compendium.core import chance
from compendium.core.actions import Action
from compendium.core.record import Record, actor_of, replay
from compendium.core.rules import CHANCE, SIMULTANEOUS, IllegalAction, Rules
from compendium.core.text import Text


@dataclass(frozen=True)
class LogEntry:
    actor: int
    action: Action
    text: Text


class Match:
    def __init__(self, rules: Rules, record: Record):
        self.rules = rules
        self.record = record
        self.options = rules.resolve_options(record.options)
        record.options = self.options
        state, states, actors = replay(rules, record)
        self.state = state
        self._states: list[Any] = states
        self._actors: list[int] = actors
        self.log: list[LogEntry] = [
            LogEntry(a, act, rules.describe(s, act)) for s, a, act in zip(states, actors, record.actions)
        ]
        seed = record.seed if record.seed is not None else random.randrange(2**31)
        record.seed = seed
        # The generator continues past the throws already made, so a resumed match does not repeat them.
        self.rng = random.Random(seed * 1_000_003 + len(record.actions))

    @staticmethod
    def new(rules: Rules, game_id: str, players: list[dict], options: Optional[dict] = None,
            seed: Optional[int] = None, table_dice: bool = False) -> "Match":
        record = Record(game=game_id, options=rules.resolve_options(options), players=players,
                        rules_version=rules.rules_version, seed=seed, table_dice=table_dice)
        return Match(rules, record)

    # --- who acts ------------------------------------------------------------------------------
    @property
    def to_move(self) -> Optional[int]:
        return self.rules.to_move(self.state)

    @property
    def over(self) -> bool:
        return self.rules.is_over(self.state)

    def seat(self, i: int) -> dict:
        return self.record.players[i]

    def is_person(self, seat: int) -> bool:
        return seat >= 0 and self.record.players[seat].get("kind", "person") == "person"

    # --- acting --------------------------------------------------------------------------------
    def apply(self, action: Action) -> LogEntry:
        if self.over:
            raise IllegalAction(Text("The match is over.", "Партия окончена."))
        actor = actor_of(self.rules, self.state, action)
        new_state = self.rules.apply(self.state, action)  # raises IllegalAction
        entry = LogEntry(actor, action, self.rules.describe(self.state, action))
        self._states.append(self.state)
        self._actors.append(actor)
        self.record.actions.append(action)
        self.log.append(entry)
        self.state = new_state
        return entry

    def roll(self) -> LogEntry:
        """Throws the dice with the match's seeded generator."""
        if self.to_move != CHANCE:
            raise IllegalAction(Text("It is not the moment to throw.", "Сейчас не время бросать кости."))
        return self.apply(chance.sample(self.rules, self.state, self.rng))

    # --- undo ----------------------------------------------------------------------------------
    def undo_target(self) -> Optional[int]:
        """How many actions to keep when undoing the last person's decision, or None.

        A decision can be taken back only while nothing random has happened since it: undo is
        never a way to throw the dice again. In table-dice mode a typed throw can be taken back
        (it corrects a typing slip; the real dice are still on the table).
        """
        if not self._actors:
            return None
        if self.record.table_dice and self._actors[-1] == CHANCE:
            return len(self._actors) - 1
        for i in range(len(self._actors) - 1, -1, -1):
            actor = self._actors[i]
            if actor == CHANCE:
                return None
            if actor >= 0 and self.is_person(actor):
                # A secret choice made with everybody at once can be taken back only while nobody
                # has decided after it and nothing was revealed (no changing one's mind once the
                # others' choices are known).
                if self.rules.to_move(self._states[i]) == SIMULTANEOUS and not self._still_secret(i):
                    return None
                return i
        return None

    def _still_secret(self, i: int) -> bool:
        """Whether the secret choice ``i`` is the last action and nothing was revealed by it (the
        same round of choices is still open, without this seat)."""
        if i != len(self._actors) - 1 or self.rules.to_move(self.state) != SIMULTANEOUS:
            return False
        return self._actors[i] not in self.rules.deciding(self.state)

    def can_undo(self) -> bool:
        return self.undo_target() is not None

    def undo(self) -> bool:
        keep = self.undo_target()
        if keep is None:
            return False
        self.state = self._states[keep]
        del self._states[keep:]
        del self._actors[keep:]
        del self.record.actions[keep:]
        del self.log[keep:]
        return True

    def state_before(self, k: int) -> Any:
        """The state in which action ``k`` (0-based) was made."""
        return self._states[k]
