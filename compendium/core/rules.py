"""The rules contract every game implements (Qt-free).

Modelled on OpenSpiel's split between a game and its states: a ``Rules`` object knows the game,
``State`` values are immutable, chance is an explicit pseudo-player (``CHANCE``) and so is a
simultaneous decision of every seat (``SIMULTANEOUS``). See DESIGN.md, "The rules contract".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Optional, Sequence

from compendium.core.actions import Action
from compendium.core.info import GameInfo
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


class OptionsError(ValueError):
    """Options that cannot start a match; ``text`` says why in both languages."""

    def __init__(self, text: Text):
        super().__init__(text.en)
        self.text = text


def _same_type(value: Any, other: Any) -> bool:
    """Whether ``value`` is of the type of ``other`` as JSON keeps it (true is not 1, 1 is not "1")."""
    if isinstance(other, bool) or isinstance(value, bool):
        return isinstance(other, bool) and isinstance(value, bool)
    if isinstance(other, int):
        return isinstance(value, int)
    return type(value) is type(other)


def unknown_options(keys) -> OptionsError:
    """The refusal of keys no option of the game has."""
    shown = ", ".join(sorted(keys))
    return OptionsError(Text(f"Unknown option(s): {shown}.", f"Неизвестные параметры: {shown}."))


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
    fixed: bool = False  # set by the catalog entry (one engine, several games): never shown to change
    when: tuple = ()  # ((other key, (values ...)), ...): the option matters only while those hold

    def applies(self, values: dict) -> bool:
        """Whether this option matters (and is shown) with the other options at ``values``."""
        return not self.fixed and all(values.get(key) in allowed for key, allowed in self.when)

    def _name(self) -> Text:
        return Text(f"«{self.label.en}» ({self.key})", f"«{self.label.ru}» ({self.key})")

    def check(self, value: Any) -> Any:
        """``value`` when this option may take it; otherwise ``OptionsError`` (a ``ValueError``)."""
        name = self._name()
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise OptionsError(Text(f"The option {name.en} must be true or false, not {value!r}.",
                                        f"Параметр {name.ru} должен быть «да» или «нет», а не {value!r}."))
        elif self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise OptionsError(Text(f"The option {name.en} must be a whole number, not {value!r}.",
                                        f"Параметр {name.ru} должен быть целым числом, а не {value!r}."))
            if not self.minimum <= value <= self.maximum:
                raise OptionsError(Text(
                    f"The option {name.en} must be a whole number from {self.minimum} to {self.maximum}, "
                    f"not {value}.",
                    f"Параметр {name.ru} должен быть целым числом от {self.minimum} до {self.maximum}, "
                    f"а не {value}."))
        elif self.kind == "choice":
            if not any(_same_type(value, c) and value == c for c, _ in self.choices):
                allowed = ", ".join(repr(c) for c, _ in self.choices)
                raise OptionsError(Text(f"The option {name.en} must be one of {allowed}, not {value!r}.",
                                        f"Параметр {name.ru} должен быть одним из: {allowed}, а не {value!r}."))
        else:
            raise OptionsError(Text(f"The option {self.key} has an unknown kind {self.kind!r}.",
                                    f"У параметра {self.key} неизвестный вид {self.kind!r}."))
        return value


WIN = "win"
DRAW = "draw"
LOSS = "loss"
SOLO = "solo"
OUTCOMES = (WIN, DRAW, LOSS, SOLO)


def derive_outcomes(ranks: Sequence[int], sides: Sequence[int] = ()) -> tuple[str, ...]:
    """Each seat's outcome from the ranks (1 = first).

    - One seat: ``SOLO`` (a solitaire has a score, never a win).
    - First place held by one side only: ``WIN`` for its seats (a side is a team: partners share a win;
      without ``sides`` every seat is a side of its own).
    - First place shared by several sides: ``DRAW`` for each of them, however many they are (two or
      three players level on top all drew; nobody won).
    - Every other seat: ``LOSS`` (also behind a draw on top: a third player behind two who drew lost).
    """
    n = len(ranks)
    if n == 1:
        return (SOLO,)
    side = tuple(sides) if sides else tuple(range(n))
    first = {side[i] for i, r in enumerate(ranks) if r == 1}
    top = WIN if len(first) == 1 else DRAW
    return tuple(top if side[i] in first else LOSS for i in range(n))


def derive_points(outcomes: Sequence[str], sides: Sequence[int] = ()) -> tuple[Optional[float], ...]:
    """Match points from outcomes: a win 1, a loss 0, a draw 1 shared among the sides that drew
    (½ each for two, as in chess; ⅓ for three), a solitaire None (it is a score, not a contest)."""
    side = tuple(sides) if sides else tuple(range(len(outcomes)))
    drawn = len({side[i] for i, o in enumerate(outcomes) if o == DRAW})
    table = {WIN: 1.0, LOSS: 0.0, SOLO: None}
    return tuple(1.0 / drawn if o == DRAW else table[o] for o in outcomes)


@dataclass(frozen=True)
class Result:
    """How a finished match (or the current standings) stands: scores and ranks, 1 = first.

    ``outcomes`` says for each seat whether it won, drew, lost or played alone (``WIN``, ``DRAW``,
    ``LOSS``, ``SOLO``) and ``points`` what that is worth (1, a share of 1, 0; None alone). Both are
    derived from the ranks (``derive_outcomes``, ``derive_points``) unless the game states them;
    ``sides`` names each seat's team in games of pairs, so that partners share a win instead of
    drawing with each other. Scores and points may be fractions (a chess draw is ½).
    """

    scores: tuple[float, ...]
    ranks: tuple[int, ...]
    extra: tuple[dict, ...] = field(default_factory=tuple)  # game-specific figures per seat
    outcomes: tuple[str, ...] = ()  # per seat; derived from ranks and sides when not given
    points: tuple[Optional[float], ...] = ()  # per seat; derived from the outcomes when not given
    sides: tuple[int, ...] = ()  # each seat's team; empty: every seat plays for itself

    def __post_init__(self):
        if self.sides and len(self.sides) != len(self.ranks):
            raise ValueError("sides must name one team a seat")
        if not self.outcomes:
            object.__setattr__(self, "outcomes", derive_outcomes(self.ranks, self.sides))
        elif len(self.outcomes) != len(self.ranks) or any(o not in OUTCOMES for o in self.outcomes):
            raise ValueError(f"outcomes must be one of {OUTCOMES} a seat: {self.outcomes!r}")
        if not self.points:
            object.__setattr__(self, "points", derive_points(self.outcomes, self.sides))
        elif len(self.points) != len(self.ranks):
            raise ValueError("points must be given one a seat")

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats ranked first (several after a tie on top; see ``outcomes`` for who won)."""
        return tuple(i for i, r in enumerate(self.ranks) if r == 1)

    @property
    def drawn(self) -> bool:
        return DRAW in self.outcomes

    @staticmethod
    def ranked(scores: Sequence[float], extra: Iterable[dict] = (), higher_is_better: bool = True,
               sides: Sequence[int] = ()) -> "Result":
        """Ranks from scores, ties sharing a rank (1, 1, 3 ...); outcomes and points follow."""
        key = [(-s if higher_is_better else s) for s in scores]
        ranks = tuple(1 + sum(1 for other in key if other < mine) for mine in key)
        return Result(tuple(scores), ranks, tuple(extra), sides=tuple(sides))


class Rules:
    """Base class of a game's rules. Subclasses override the methods that raise."""

    game_id: str = ""
    """The catalog entry whose marks (name, players, dice ...) this engine's ``info`` is: the
    catalog is the one place a game is described; an engine never writes its entry again."""
    rules_version: int = 1
    has_hidden_information: bool = False
    uses_dice: bool = True  # False: chance is a shuffle (dominoes), nothing to type in from real dice
    offers_clock: bool = False  # True: the setup dialog offers a match clock (compendium.core.clock)

    def __init__(self, info: Optional[GameInfo] = None):
        if info is not None:
            self._info = info

    @property
    def info(self) -> GameInfo:
        """The game's catalog entry (``game_id``), read on first use; tests may set another."""
        info = self.__dict__.get("_info")
        if info is None:
            if not self.game_id:
                raise AttributeError(f"{type(self).__name__} names no catalog entry (game_id)")
            from compendium.catalog import load_catalog

            info = self._info = load_catalog().game(self.game_id)
        return info

    @info.setter
    def info(self, value: GameInfo) -> None:
        self._info = value

    # --- variants ----------------------------------------------------------------------------
    Options: Optional[type] = None
    """The game's options, declared once (``compendium.core.options``); None: no options."""

    def options(self) -> list[Option]:
        """What the setup dialog offers: read from ``Options`` when the game declares it."""
        return self.Options.declared() if self.Options is not None else []

    def presets(self) -> list[tuple[Text, dict]]:
        """Named variants (option sets) offered first in the setup dialog; none by default."""
        return []

    def player_range(self, options: Optional[dict] = None) -> tuple[int, Optional[int]]:
        """How many players a set of options allows (least, most; None: any number). Games whose
        variants change it (pairs need four) override this; the catalog's marks apply as well."""
        info = getattr(self, "info", None)
        return (info.players_min, info.players_max) if info is not None else (1, None)

    def typed_options(self, given: Optional[dict]) -> Any:
        """The typed options (``Options``) of a dict: see ``Options.from_dict``."""
        if self.Options is None:
            raise TypeError(f"{type(self).__name__} declares no Options class")
        return self.Options.from_dict(given)

    def resolve_options(self, given: Optional[dict]) -> dict:
        """Defaults completed with the given values, each checked; unknown keys and combinations
        the game cannot play are refused (``OptionsError``, a ``ValueError`` with ``text`` in both
        languages). The dict a record stores."""
        if self.Options is not None:
            return self.typed_options(given).to_dict()
        given = dict(given or {})
        out = {}
        for opt in self.options():
            out[opt.key] = opt.check(given.pop(opt.key, opt.default))
        if given:
            raise unknown_options(given)
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

    def flag_result(self, state: Any, seat: int) -> Result:
        """The result when ``seat``'s flag falls (its time on the clock ran out) in ``state``: by
        default that seat loses and the others win. A game may say otherwise (chess: a draw when
        the opponent could not mate by any series of legal moves)."""
        standing = self.result(state)  # the game's own figures (extra) stay as they were
        n = len(standing.scores)
        return Result(tuple(0.0 if i == seat else 1.0 for i in range(n)),
                      tuple(2 if i == seat else 1 for i in range(n)), standing.extra,
                      outcomes=tuple(LOSS if i == seat else WIN for i in range(n)))

    def view_for(self, state: Any, seat: int) -> Any:
        return state

    def is_private(self, state: Any) -> bool:
        """Whether a seat holds something the others may not see in this match (hands): the
        screen is then shown to one person at a time, with the hand-over cover between people. By
        default the game's ``has_hidden_information``; an engine whose variants differ answers per
        match (open domino game 29: its hands are hidden, the engine's other games are open)."""
        return self.has_hidden_information

    def keeps_secrets(self, state: Any) -> bool:
        """Whether ``view_for`` hides something in ``state`` although the game is not one of
        hidden information (a variant that hides the other players' rows). While it does, a screen
        shared by several people shows what seat -1 may see: nobody's secrets."""
        return False

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
