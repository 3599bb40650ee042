"""The rules contract every game implements (Qt-free).

Modelled on OpenSpiel's split between a game and its states: a ``Rules`` object knows the game,
``State`` values are immutable, chance is an explicit pseudo-player (``CHANCE``) and so is a
simultaneous decision of every seat (``SIMULTANEOUS``). See DESIGN.md, "The rules contract".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Optional, Sequence

from compendium.core.actions import Action
from compendium.core.text import Text

CHANCE = -1
"""``to_move`` answers this when dice are to be thrown (or typed in from real dice)."""

SIMULTANEOUS = -2
"""``to_move`` answers this while every seat decides on the same throw at once."""


class IllegalAction(Exception):
    """An action the rules do not allow here; ``text`` says why in words a player understands."""

    def __init__(self, text: Text):
        super().__init__(text.en)
        self.text = text


@dataclass(frozen=True)
class GameInfo:
    """What the catalog and the sidebar know of a game, without importing its code."""

    id: str
    name: Text
    category: str  # "1".."23" for the book's categories, or a section id ("domino", ...)
    players: str = "~"  # as the book writes it: "~" any number, "2", "2-4"
    players_min: int = 1
    players_max: Optional[int] = None  # None: any number
    dice: str = ""
    chips: str = ""
    page: Optional[int] = None
    difficulty: str = ""  # I..V
    pace: str = ""  # А, Б or В
    author: bool = False  # invented by the book's author (+)
    simultaneous: bool = False  # "!!!"
    no_dice: bool = False  # "*": playable without dice
    source: str = ""
    playable: bool = False
    variant_of: Optional[str] = None
    note: Optional[Text] = None  # what is known of a game whose rules are not in the sources

    def allows_players(self, n: int) -> bool:
        return n >= self.players_min and (self.players_max is None or n <= self.players_max)


@dataclass(frozen=True)
class Option:
    """One variant setting of a game, with its default. ``kind`` is "int", "bool" or "choice"."""

    key: str
    label: Text
    kind: str
    default: Any
    minimum: int = 0
    maximum: int = 0
    choices: tuple[tuple[Any, Text], ...] = ()
    help: Optional[Text] = None

    def check(self, value: Any) -> Any:
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise ValueError(f"option {self.key} must be true or false")
        elif self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int) or not self.minimum <= value <= self.maximum:
                raise ValueError(f"option {self.key} must be a whole number from {self.minimum} to {self.maximum}")
        elif self.kind == "choice":
            if value not in [c[0] for c in self.choices]:
                raise ValueError(f"option {self.key} must be one of {[c[0] for c in self.choices]}")
        return value


@dataclass(frozen=True)
class Result:
    """How a finished match (or the current standings) stands: scores and ranks, 1 = first."""

    scores: tuple[int, ...]
    ranks: tuple[int, ...]
    extra: tuple[dict, ...] = field(default_factory=tuple)  # game-specific figures per seat

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(i for i, r in enumerate(self.ranks) if r == 1)

    @staticmethod
    def ranked(scores: Sequence[int], extra: Iterable[dict] = (), higher_is_better: bool = True) -> "Result":
        """Ranks from scores, ties sharing a rank (1, 1, 3 ...)."""
        key = [(-s if higher_is_better else s) for s in scores]
        ranks = tuple(1 + sum(1 for other in key if other < mine) for mine in key)
        return Result(tuple(scores), ranks, tuple(extra))


class Rules:
    """Base class of a game's rules. Subclasses override the methods that raise."""

    info: GameInfo
    rules_version: int = 1
    has_hidden_information: bool = False
    uses_dice: bool = True  # False: chance is a shuffle (dominoes), nothing to type in from real dice

    # --- variants ----------------------------------------------------------------------------
    def options(self) -> list[Option]:
        return []

    def presets(self) -> list[tuple[Text, dict]]:
        """Named variants (option sets) offered first in the setup dialog; none by default."""
        return []

    def player_range(self, options: Optional[dict] = None) -> tuple[int, Optional[int]]:
        """How many players a set of options allows (least, most; None: any number). Games whose
        variants change it (pairs need four) override this; the catalog's marks apply as well."""
        info = getattr(self, "info", None)
        return (info.players_min, info.players_max) if info is not None else (1, None)

    def resolve_options(self, given: Optional[dict]) -> dict:
        """Defaults completed with the given values, each checked; unknown keys are refused."""
        given = dict(given or {})
        out = {}
        for opt in self.options():
            out[opt.key] = opt.check(given.pop(opt.key, opt.default))
        if given:
            raise ValueError(f"unknown option(s): {', '.join(sorted(given))}")
        return out

    # --- the game ------------------------------------------------------------------------------
    def new_match(self, players: int, options: Optional[dict] = None) -> Any:
        raise NotImplementedError

    def to_move(self, state: Any) -> Optional[int]:
        raise NotImplementedError

    def legal_actions(self, state: Any, seat: int) -> list[Action]:
        raise NotImplementedError

    def chance_outcomes(self, state: Any) -> list[tuple[Action, float]]:
        raise NotImplementedError

    def sample_chance(self, state: Any, rng) -> Action:
        """One chance outcome drawn with ``rng``. Games whose chance events are too many to list
        (a shuffle of 28 tiles) override this; the default walks ``chance_outcomes``."""
        outcomes = self.chance_outcomes(state)
        x = rng.random()
        acc = 0.0
        for action, p in outcomes:
            acc += p
            if x < acc:
                return action
        return outcomes[-1][0]

    def deciding(self, state: Any) -> list[int]:
        """While ``to_move`` is SIMULTANEOUS: the seats that still have to decide (by default,
        every seat with a legal action)."""
        return [seat for seat in range(self.players_in(state)) if self.legal_actions(state, seat)]

    def apply(self, state: Any, action: Action) -> Any:
        raise NotImplementedError

    def turn_of(self, state: Any) -> Optional[int]:
        """The seat whose turn it is, also while its dice are being thrown (``to_move`` is then
        CHANCE); None when the match is over or every seat decides at once."""
        mover = self.to_move(state)
        return mover if mover is not None and mover >= 0 else None

    def is_over(self, state: Any) -> bool:
        return self.to_move(state) is None

    def result(self, state: Any) -> Result:
        raise NotImplementedError

    def view_for(self, state: Any, seat: int) -> Any:
        return state

    # --- presentation helpers (still Qt-free) ----------------------------------------------------
    def describe(self, state: Any, action: Action) -> Text:
        """A log line for ``action`` applied to ``state`` (before it is applied)."""
        return Text(action.notation, action.notation)

    def players_in(self, state: Any) -> int:
        return len(self.result(state).scores)

    def chance_from_text(self, state: Any, text: str) -> Action:
        """An action for what real dice showed, typed by a person ("3 5"); checked by ``apply``."""
        raise IllegalAction(Text("This game has no dice to type in.", "В этой игре нечего вводить с костей."))

    # --- the fast path for searches (compendium.core.search) -------------------------------------
    def successor(self, state: Any, action: Action) -> Any:
        """The state after ``action``, for a computer player's search. By default ``apply``; a game
        may override it to skip checking actions that its own ``legal_actions`` or
        ``chance_outcomes`` produced (the search passes nothing else). Must give the same state
        as ``apply`` for those actions."""
        return self.apply(state, action)
