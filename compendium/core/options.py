"""A game's options, declared once (Qt-free).

A game writes its options as the fields of a frozen dataclass derived from ``Options``; each field
carries what the setup dialog shows (``option(default, label, ...)``). Everything else is read from
that one declaration:

- the ``Option`` list the setup dialog builds its widgets from (``declared()``, and so
  ``Rules.options()`` when a game sets ``Rules.Options``);
- the defaults (``defaults()``);
- the checking of a record's or the dialog's dict, with reasons in English and Russian
  (``OptionsError.text``): the type, the range, the choices, unknown keys, and through the
  ``refuse`` hook the combinations a game cannot play;
- the typed, frozen value (``from_dict``) and the dict a record stores (``to_dict``: the same keys
  and JSON values as before).

A game's own frozen class that needs the options together with more (a state, a configuration
fixed at the start) derives from its options class instead of repeating the fields; the extra
fields go in a ``@dataclass(frozen=True, kw_only=True)`` subclass and ``values()`` gives the
option fields to pass on.

Example::

    @dataclass(frozen=True)
    class PigOptions(Options):
        target: int = option(200, Text("Points to win", "Очки для победы"), minimum=10, maximum=1000)
        overtaking: bool = option(False, Text("Overtaking rule", "Правило обгона"))

``Option`` (one entry of the list) and ``OptionsError`` are defined beside the rules contract in
``compendium.core.rules`` and are available from here as well.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, ClassVar, Optional, TypeVar

from compendium.core.rules import Option, OptionsError, unknown_options
from compendium.core.text import Text

__all__ = ["KINDS", "Option", "Options", "OptionsError", "option", "unknown_options"]

KINDS = ("int", "bool", "choice")

_META = "compendium.option"


@dataclass(frozen=True)
class _Spec:
    label: Text
    kind: Optional[str]
    minimum: Optional[int]
    maximum: Optional[int]
    choices: tuple
    help: Optional[Text]
    key: Optional[str]
    fixed: bool = False
    when: tuple = ()


def option(default: Any, label: Text, *, minimum: Optional[int] = None, maximum: Optional[int] = None,
           choices: tuple = (), help: Optional[Text] = None, key: Optional[str] = None,
           kind: Optional[str] = None, fixed: bool = False, when: tuple = ()) -> Any:
    """A field of an ``Options`` class: its default and what the setup dialog shows.

    The kind follows from the arguments: "choice" with ``choices`` ((value, Text), ...), "bool" for a
    true/false default, "int" (with ``minimum`` and ``maximum``) for a whole number. ``key`` is the
    name in records and dicts when it differs from the field's name. ``fixed``: the option is set by
    the catalog entry that starts the game (one engine, several games) and never shown to change;
    ``when``: ((other key, (values ...)), ...), the option matters only while the others hold those
    values (the setup dialog shows it only then)."""
    spec = _Spec(label=label, kind=kind, minimum=minimum, maximum=maximum, choices=tuple(choices), help=help,
                 key=key, fixed=fixed, when=tuple((k, tuple(v)) for k, v in when))
    return field(default=default, metadata={_META: spec})


_T = TypeVar("_T", bound="Options")


@dataclass(frozen=True)
class Options:
    """Base of a game's declared options: a frozen dataclass whose ``option`` fields are the options.

    Fields without ``option`` metadata (in subclasses that add a state or a configuration) are not
    options: they are neither declared, nor read from a dict, nor written to one."""

    _declared: ClassVar[dict] = {}

    # --- the declaration ---------------------------------------------------------------------------
    @classmethod
    def _fields(cls) -> tuple[tuple[str, Option], ...]:
        """(field name, Option) of every option field, in declaration order; checked once."""
        cached = Options._declared.get(cls)
        if cached is not None:
            return cached
        out = []
        for f in fields(cls):
            spec = f.metadata.get(_META)
            if spec is None:
                continue
            out.append((f.name, _make_option(f.name, f.default, spec)))
        keys = [o.key for _, o in out]
        if len(keys) != len(set(keys)):
            raise TypeError(f"{cls.__name__}: two options share a key")
        cached = tuple(out)
        Options._declared[cls] = cached
        return cached

    @classmethod
    def declared(cls) -> list[Option]:
        """The options as the setup dialog shows them, in declaration order."""
        return [o for _, o in cls._fields()]

    @classmethod
    def defaults(cls) -> dict:
        """Every option's default, by key."""
        return {o.key: o.default for _, o in cls._fields()}

    # --- dict <-> typed value -------------------------------------------------------------------
    @classmethod
    def from_dict(cls: type[_T], given: Optional[dict] = None) -> _T:
        """The typed options of a record's or the dialog's dict: defaults completed with the given
        values, each checked, unknown keys refused, then the game's ``refuse`` hook.
        Raises ``OptionsError`` (a ``ValueError``) with the reason in both languages."""
        if isinstance(given, Options):
            given = given.to_dict()
        given = dict(given or {})
        values = {}
        for name, opt in cls._fields():
            values[name] = opt.check(given.pop(opt.key, opt.default))
        if given:
            raise unknown_options(given)
        made = cls(**values)
        made.refuse()
        return made

    def to_dict(self) -> dict:
        """The dict a record stores: every option by key, with its JSON value."""
        return {opt.key: getattr(self, name) for name, opt in type(self)._fields()}

    def values(self) -> dict:
        """Every option by field name: to build a subclass (a state) carrying these options."""
        return {name: getattr(self, name) for name, _ in type(self)._fields()}

    # --- the game's hook --------------------------------------------------------------------------
    def refuse(self) -> None:
        """Raises ``OptionsError`` for a combination of options the game cannot play; by default
        every combination of valid values is playable."""


def _make_option(name: str, default: Any, spec: _Spec) -> Option:
    kind = spec.kind
    if kind is None:
        if spec.choices:
            kind = "choice"
        elif isinstance(default, bool):
            kind = "bool"
        elif isinstance(default, int):
            kind = "int"
        else:
            raise TypeError(f"option {name}: give choices for a default of {default!r}")
    if kind not in KINDS:
        raise TypeError(f"option {name}: unknown kind {kind!r}")
    if kind == "int" and (spec.minimum is None or spec.maximum is None):
        raise TypeError(f"option {name}: a whole number needs a minimum and a maximum")
    if kind == "choice" and not spec.choices:
        raise TypeError(f"option {name}: a choice needs choices")
    opt = Option(key=spec.key or name, label=spec.label, kind=kind, default=default,
                 minimum=spec.minimum if spec.minimum is not None else 0,
                 maximum=spec.maximum if spec.maximum is not None else 0,
                 choices=spec.choices, help=spec.help, fixed=spec.fixed, when=spec.when)
    try:
        opt.check(default)
    except OptionsError as exc:
        raise TypeError(f"option {name}: its default does not pass its own check ({exc})") from None
    return opt
