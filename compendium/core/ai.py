"""The computer-player contract.

A computer player is given only ``rules.view_for(state, seat)``: it never sees hidden hands,
hidden entries or a shuffled boneyard. A game's player implements ``choose`` (and ``advise`` for
hints); a player that searches may implement ``think``, which is also given a ``Budget`` (a
deadline, a node limit and a cancel flag: see ``compendium.core.search``).

The application asks through ``next_move`` and ``hint``, which are the same for every game: they
pass the budget on, check that the answer is one of ``legal_actions`` and otherwise fall back to a
legal move (``fallback``), so no game needs a wrapper of its own against illegal answers.

A player whose first decision needs one-time work (a solved table: seconds the first time on a
computer, a disk read later) does it in ``prepare``, which the application runs in a background
thread as soon as a match with that player is set up, so that no decision waits for it; such
tables are kept in the cache folder under a version key (``compendium.core.diskcache``).
``is_prepared`` says, at once, whether that work is already done in this process.
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping, Optional

from compendium.core.actions import Action
from compendium.core.search import Budget, Cancelled
from compendium.core.text import Text

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Advice:
    action: Action
    why: Text
    win_chance: Optional[float] = None  # the adviser's estimate of the seat's chance to win


class Player:
    level: str = ""
    name: Text = Text("Computer", "Компьютер")

    def choose(self, rules, view: Any, seat: int, rng: random.Random) -> Action:
        raise NotImplementedError

    def think(self, rules, view: Any, seat: int, rng: random.Random, budget: Budget) -> Action:
        """``choose`` within ``budget``. Players that search override this (and usually make
        ``choose`` call it with an unlimited budget); the default ignores the budget."""
        return self.choose(rules, view, seat, rng)

    def advise(self, rules, view: Any, seat: int) -> Advice:
        action = self.choose(rules, view, seat, random.Random(0))
        return Advice(action, Text("", ""))

    def prepare(self, rules, view: Any, seat: int) -> None:
        """Does now the one-time work this player's decisions in a match like ``view``'s need (loads
        its solved tables from the cache folder, or builds them and keeps them there), so that its
        first decision takes no longer than any other. Called from a background thread; it must
        be safe to call from several threads, and cheap once done. The default has nothing to do.
        A failure here is not fatal: the decision then does the work itself."""

    def is_prepared(self, rules, view: Any, seat: int) -> bool:
        """Whether ``prepare`` has nothing left to do for a match like ``view``'s (checked at
        once, without doing the work). True by default."""
        return True

    def fallback(self, rules, view: Any, seat: int, legal: list[Action]) -> Action:
        """The move made when the answer is not legal (the first legal one by default)."""
        return legal[0]

    # --- what the application calls ----------------------------------------------------------------
    def next_move(self, rules, view: Any, seat: int, rng: random.Random, budget: Optional[Budget] = None,
                  on_illegal: Optional[Callable[[Action, Action], None]] = None) -> Action:
        """The seat's move: ``think`` within ``budget`` (unlimited when None), checked against
        ``legal_actions``; an illegal answer is replaced by ``fallback`` (and reported to
        ``on_illegal(answer, replacement)`` when given). Raises ``Cancelled`` when the budget's
        cancel flag is set, and ValueError when the seat has nothing to decide."""
        budget = budget if budget is not None else Budget()
        legal = rules.legal_actions(view, seat)
        if not legal:
            raise ValueError(f"{type(self).__name__}: seat {seat} has nothing to decide now")
        if budget.cancelled:
            raise Cancelled()
        action = self.think(rules, view, seat, rng, budget)
        if budget.cancelled:
            raise Cancelled()
        if action in legal:
            return action
        log.warning("%s answered an illegal %r; playing a legal move instead", type(self).__name__, action)
        replacement = self.fallback(rules, view, seat, legal)
        if on_illegal is not None:
            on_illegal(action, replacement)
        return replacement

    def hint(self, rules, view: Any, seat: int) -> Advice:
        """``advise``, its move checked against ``legal_actions`` like ``next_move``'s."""
        legal = rules.legal_actions(view, seat)
        if not legal:
            raise ValueError(f"{type(self).__name__}: seat {seat} has nothing to decide now")
        advice = self.advise(rules, view, seat)
        if advice.action in legal:
            return advice
        return replace(advice, action=self.fallback(rules, view, seat, legal))


class _Adapted(Player):
    """A computer player that only has ``choose`` (and perhaps ``advise``), given the shared
    ``next_move`` and ``hint``."""

    def __init__(self, inner):
        self.inner = inner
        self.level = getattr(inner, "level", "")
        self.name = getattr(inner, "name", Player.name)

    def choose(self, rules, view, seat, rng):
        return self.inner.choose(rules, view, seat, rng)

    def prepare(self, rules, view, seat):
        if hasattr(self.inner, "prepare"):
            self.inner.prepare(rules, view, seat)

    def is_prepared(self, rules, view, seat):
        if hasattr(self.inner, "is_prepared"):
            return self.inner.is_prepared(rules, view, seat)
        return not hasattr(self.inner, "prepare")  # it cannot tell: prepared once a match

    def advise(self, rules, view, seat):
        if hasattr(self.inner, "advise"):
            return self.inner.advise(rules, view, seat)
        return super().advise(rules, view, seat)


def as_player(obj) -> Player:
    """``obj`` when it is a ``Player``; otherwise an object with ``choose`` made into one."""
    return obj if isinstance(obj, Player) else _Adapted(obj)


def make_level(players: Mapping[str, Callable[[], Player]], level: str, game: str) -> Player:
    """The player of ``level`` from a game's {level key: class or factory}; a level the game does
    not have is refused with the ones it has."""
    try:
        factory = players[level]
    except KeyError:
        raise ValueError(f"{game} has no computer level {level!r}; choose one of {', '.join(players)}") from None
    return factory()
