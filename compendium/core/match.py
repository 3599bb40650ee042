"""A match in progress, Qt-free: the record, the states it passed through, who acted, undo.

The GUI's match controller wraps this; tests and the command line use it directly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Optional

from compendium.core import chance
from compendium.core.actions import Action
from compendium.core.clock import ClockError, ClockSpec, ClockState
from compendium.core.record import Record, RecordError, actor_of, replay
from compendium.core.rules import CHANCE, SIMULTANEOUS, IllegalAction, Result, Rules
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
        self.clock_spec: Optional[ClockSpec] = self._clock_spec()
        self.clock: Optional[ClockState] = self._replay_clock(check=True)

    # --- the clock -----------------------------------------------------------------------------
    def _clock_spec(self) -> Optional[ClockSpec]:
        text = self.record.clock
        if text is None:
            return None
        if not getattr(self.rules, "offers_clock", False):
            raise RecordError(Text("this game is not played with a clock", "в эту игру не играют с часами"))
        try:
            return ClockSpec.parse(text)
        except ClockError as exc:
            raise RecordError(Text("bad clock: ", "неверные часы: ") + exc.text) from None

    def _replay_clock(self, check: bool = False) -> Optional[ClockState]:
        """The clock after the recorded actions (their thinking times), the flag fall included.
        With ``check``: a time recorded for a throw, a move made after the flag fell, or a flag
        fall for a seat that was not deciding is a ``RecordError``."""
        record = self.record
        if self.clock_spec is None:
            if record.flag is not None or record.thinking is not None or any(t is not None for t in record.times):
                raise RecordError(Text("the record has clock times but no clock", "в записи есть время часов, но нет часов"))
            return None
        clock = self.clock_spec.start(len(record.players))
        for k, actor in enumerate(self._actors):
            ms = record.time_of(k)
            if ms is None:
                continue
            if check and actor < 0:
                raise RecordError(Text("a thinking time is recorded for a throw of the dice or a shared decision",
                                       "время записано для броска костей или общего решения"), k + 1)
            if check and ms / 1000 >= clock.available(actor):
                raise RecordError(Text("the thinking time is longer than the time the player had left",
                                       "время на ход больше, чем оставалось у игрока"), k + 1)
            clock = clock.spend(actor, ms / 1000)
        if record.flag is not None:
            if check and (self.rules.is_over(self.state) or record.flag not in self._deciders()):
                raise RecordError(Text(f"the flag of seat {record.flag} fell while it was not deciding",
                                       f"флажок места {record.flag} упал, когда оно не решало"))
            clock = clock.fall(record.flag)
        elif record.thinking is not None and check:
            seat, ms = record.thinking
            if self.rules.is_over(self.state) or seat not in self._deciders():
                raise RecordError(Text(f"a time thought by seat {seat}, which was not deciding",
                                       f"время места {seat}, которое не решало"))
            if ms / 1000 >= clock.available(seat):
                raise RecordError(Text("the time already thought is longer than the time the player had left",
                                       "потраченное время больше, чем оставалось у игрока"))
        return clock

    def clocks(self) -> list[Optional[ClockState]]:
        """The clock after each action (for a game's export, e.g. PGN's ``%clk``); empty without
        a clock. A flag fall is not in it (``clock`` has it)."""
        if self.clock_spec is None:
            return []
        clock = self.clock_spec.start(len(self.record.players))
        out = []
        for k, actor in enumerate(self._actors):
            ms = self.record.time_of(k)
            if ms is not None and actor >= 0:
                clock = clock.spend(actor, ms / 1000)
            out.append(clock)
        return out

    def _deciders(self) -> list[int]:
        mover = self.rules.to_move(self.state)
        if mover == SIMULTANEOUS:
            return list(self.rules.deciding(self.state))
        turn = self.rules.turn_of(self.state)
        return [turn] if turn is not None else []

    def thinking(self) -> Optional[tuple[int, int]]:
        """(seat, ms): the time the seat to act had already thought over its move when the match
        was left (``Record.thinking``; a resumed match goes on from there), or None."""
        return self.record.thinking

    def leave_thinking(self, seat: Optional[int], ms: int) -> None:
        """Keeps in the record that ``seat`` (to act) has already thought ``ms`` over its move:
        the match is left now and its clock goes on from there when it is continued."""
        if self.clock is None or self.over or seat is None or seat < 0 or ms <= 0:
            self.record.thinking = None
        else:  # below the time available: its flag would have fallen otherwise
            self.record.thinking = (seat, min(int(ms), max(0, int(self.clock.available(seat) * 1000) - 1)))

    @property
    def flagged(self) -> Optional[int]:
        """The seat whose flag fell (the match is then over), or None."""
        return self.record.flag

    def time_left(self, seat: int, thinking_ms: float = 0) -> Optional[float]:
        """The seat's main time left (seconds) once it has thought ``thinking_ms`` over its move
        (the move's extra time spent first); None without a clock."""
        if self.clock is None:
            return None
        return self.clock.main_after(seat, thinking_ms / 1000)

    def flag(self, seat: int) -> None:
        """The seat's time ran out: the match ends with ``Rules.flag_result``."""
        if self.clock is None:
            raise IllegalAction(Text("The match has no clock.", "Партия играется без часов."))
        if self.over:
            raise IllegalAction(Text("The match is over.", "Партия окончена."))
        self.record.flag = seat
        self.record.thinking = None
        self.clock = self.clock.fall(seat)

    @property
    def result(self) -> Result:
        """The standings: the rules' result, or after a flag fall ``Rules.flag_result``."""
        if self.record.flag is not None:
            return self.rules.flag_result(self.state, self.record.flag)
        return self.rules.result(self.state)

    @staticmethod
    def new(rules: Rules, game_id: str, players: list[dict], options: Optional[dict] = None,
            seed: Optional[int] = None, table_dice: bool = False, clock: Optional[str] = None) -> "Match":
        """A new match; ``clock``: the clock's text (``"300+5"``, compendium.core.clock) or None."""
        record = Record(game=game_id, options=rules.resolve_options(options), players=players,
                        rules_version=rules.rules_version, seed=seed, table_dice=table_dice,
                        clock=None if clock in (None, "none") else clock)
        return Match(rules, record)

    # --- who acts ------------------------------------------------------------------------------
    @property
    def to_move(self) -> Optional[int]:
        if self.record.flag is not None:
            return None
        return self.rules.to_move(self.state)

    @property
    def over(self) -> bool:
        return self.record.flag is not None or self.rules.is_over(self.state)

    def seat(self, i: int) -> dict:
        return self.record.players[i]

    def is_person(self, seat: int) -> bool:
        return seat >= 0 and self.record.players[seat].get("kind", "person") == "person"

    # --- acting --------------------------------------------------------------------------------
    def apply(self, action: Action, ms: Optional[int] = None) -> LogEntry:
        """Makes ``action``; ``ms`` is the time the seat thought over it (milliseconds), spent
        on the clock and kept in the record (matches with a clock; ignored without one). A move
        that took longer than the seat's time left is refused: the flag fell first (``flag``)."""
        if self.over:
            raise IllegalAction(Text("The match is over.", "Партия окончена."))
        actor = actor_of(self.rules, self.state, action)
        timed = self.clock is not None and ms is not None and actor >= 0
        if timed:
            ms = max(0, int(ms))
            if ms / 1000 >= self.clock.available(actor):
                raise IllegalAction(Text("Time is up: the move came after the flag fell.",
                                         "Время вышло: ход сделан после падения флажка."))
        new_state = self.rules.apply(self.state, action)  # raises IllegalAction
        entry = LogEntry(actor, action, self.rules.describe(self.state, action))
        self._states.append(self.state)
        self._actors.append(actor)
        if timed or self.record.times:
            del self.record.times[len(self.record.actions):]
            self.record.times.extend([None] * (len(self.record.actions) - len(self.record.times)))
            self.record.times.append(ms if timed else None)
        self.record.actions.append(action)
        self.record.thinking = None  # the decision is made: its time is the action's
        self.log.append(entry)
        self.state = new_state
        if timed:
            self.clock = self.clock.spend(actor, ms / 1000)
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
        if not self._actors or self.record.flag is not None:
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
        del self.record.times[keep:]
        self.record.thinking = None
        del self.log[keep:]
        self.clock = self._replay_clock()  # the clock as it was before the decision taken back
        return True

    def state_before(self, k: int) -> Any:
        """The state in which action ``k`` (0-based) was made."""
        return self._states[k]
