"""Actions: small immutable values with a JSON form and a short text notation.

An action is a verb and a tuple of arguments, e.g. ``roll``, ``stop``, ``dice 3 5``,
``score yacht``. Arguments are integers or words. Records store the notation; docs/records.md
documents it for every game (the players' rules pages do not).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

Arg = Union[int, str]


class NotationError(ValueError):
    """The text is not an action in notation form."""


_GOOD_VERBS: set[str] = set()  # verbs already checked


@dataclass(frozen=True, order=True)
class Action:
    verb: str
    args: tuple[Arg, ...] = ()

    def __post_init__(self) -> None:
        # Games make thousands of actions at a time (Golden General lists 2,400 legal ones): a verb
        # found good once is remembered, and plain integer arguments pass at once.
        verb = self.verb
        if type(verb) is not str or verb not in _GOOD_VERBS:
            if not verb or not verb.replace("_", "").replace("-", "").isalnum() or " " in verb:
                raise NotationError(f"bad verb {verb!r}")
            if type(verb) is str:
                _GOOD_VERBS.add(verb)
        for a in self.args:
            if type(a) is int:
                continue
            if isinstance(a, bool) or not isinstance(a, (int, str)):
                raise NotationError(f"bad argument {a!r}")
            if isinstance(a, str) and (not a or " " in a):
                raise NotationError(f"bad argument {a!r}")

    @staticmethod
    def of(verb: str, *args: Arg) -> "Action":
        return Action(verb, tuple(args))

    # --- text notation -------------------------------------------------------------------------
    @property
    def notation(self) -> str:
        return " ".join([self.verb, *(str(a) for a in self.args)])

    def __str__(self) -> str:
        return self.notation

    @staticmethod
    def parse(text: str) -> "Action":
        parts = text.split()
        if not parts:
            raise NotationError("empty action")
        args: list[Arg] = []
        for p in parts[1:]:
            try:
                args.append(int(p))
            except ValueError:
                args.append(p)
        return Action(parts[0], tuple(args))

    # --- JSON form -----------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {"verb": self.verb, "args": list(self.args)} if self.args else {"verb": self.verb}

    @staticmethod
    def from_json(data) -> "Action":
        if isinstance(data, str):
            return Action.parse(data)
        if not isinstance(data, dict) or not isinstance(data.get("verb"), str):
            raise NotationError("an action must be an object with a 'verb'")
        args = data.get("args", [])
        if not isinstance(args, list):
            raise NotationError("'args' must be a list")
        return Action(data["verb"], tuple(args))
