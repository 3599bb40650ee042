"""From a record's text to a match: the one loader of the command line, Continue and the tests.

``load_record(text or bytes) -> Record`` reads and checks the record's form (``core.record``);
``check_record(record) -> Plugin`` checks what depends on the game: a known game, players within its
range (``Rules.player_range`` and the catalog's marks), people and computers only, computer levels
the game has, options within their declarations; ``open_match(record) -> Match`` replays it.
Each raises ``RecordError`` (``.text`` in both languages) for anything wrong, never another
exception for a malformed record.
"""

from __future__ import annotations

from typing import Any, Optional

from compendium.core import registry
from compendium.core.match import Match
from compendium.core.record import MAX_PLAYERS, Record, RecordError, load_record, parse_json
from compendium.core.rules import IllegalAction, OptionsError
from compendium.core.text import Text

__all__ = ["RecordError", "Record", "load_record", "parse_json", "check_record", "open_match", "plugin_of"]

_BROKEN = (ValueError, TypeError, IndexError, KeyError, AttributeError, ArithmeticError, IllegalAction)


def plugin_of(record: Record):
    """The plugin that plays the record's game (``RecordError`` for an unknown game)."""
    try:
        return registry.load(record.game)
    except (KeyError, ImportError, ValueError):
        shown = record.game[:60]
        raise RecordError(Text(f"unknown or unplayable game {shown!r}", f"неизвестная или недоступная игра {shown!r}")) from None


def _catalog_marks(game_id: str):
    """(least, most) players the catalog's entry of the game marks, or None."""
    try:
        from compendium.catalog import load_catalog

        info = load_catalog().game(game_id)
        return int(info.players_min or 1), (int(info.players_max) if info.players_max else None)
    except (KeyError, LookupError, AttributeError, TypeError, ValueError):
        return None


def _fixed_by_game(rules, game_id: str, given):
    """The options a catalog entry fixes (an engine playing several games: ``"game": 3``) completed
    from the entry when the record leaves them out; a record that contradicts its own game is refused."""
    if not isinstance(given, dict):
        return given
    try:
        fixed = [opt.key for opt in rules.options() if opt.fixed]
    except _BROKEN:
        return given
    if not fixed:
        return given
    start = registry.options(game_id)
    for key in fixed:
        if key not in start:
            continue
        if key in given and given[key] != start[key]:
            raise OptionsError(Text(f"the option {key} is {given[key]!r}, but the game {game_id} has {start[key]!r}",
                                    f"параметр {key} равен {given[key]!r}, а у игры {game_id} он {start[key]!r}"))
        given[key] = start[key]
    return given


def check_record(record: Record, plugin: Optional[Any] = None):
    """Checks what depends on the game; returns its plugin. The record's options become the
    resolved ones (defaults completed), as a match keeps them."""
    plugin = plugin if plugin is not None else plugin_of(record)
    rules = plugin.rules
    given = dict(record.options or {}) if isinstance(record.options, dict) else record.options
    try:
        given = _fixed_by_game(rules, record.game, given)
        options = rules.resolve_options(given)
    except (ValueError, TypeError) as exc:
        text = getattr(exc, "text", None)
        raise RecordError(Text("bad options: ", "неверные параметры: ")
                          + (text if isinstance(text, Text) else Text(str(exc), str(exc)))) from None
    try:
        least, most = rules.player_range(options)
    except _BROKEN:
        least, most = 1, None
    marks = _catalog_marks(record.game)
    if marks is not None:
        least = max(least, marks[0])
        most = marks[1] if most is None else (most if marks[1] is None else min(most, marks[1]))
    most = MAX_PLAYERS if most is None else min(most, MAX_PLAYERS)
    n = len(record.players)
    if not least <= n <= most:
        allowed = f"{least}" if least == most else f"{least}–{most}"
        raise RecordError(Text(f"{n} players; this game is played by {allowed}",
                               f"игроков: {n}; в эту игру играют {allowed}"))
    levels = {level.key for level in plugin.ai_levels}
    for seat, p in enumerate(record.players, start=1):
        level = p.get("level")
        if p.get("kind", "person") == "computer" and level is not None and level not in levels:
            shown = str(level)[:40]
            raise RecordError(Text(f"player {seat}: this game has no computer level {shown!r}",
                                   f"игрок {seat}: в этой игре нет компьютерного уровня {shown!r}"))
    record.options = options
    return plugin


def open_match(record: Record, plugin: Optional[Any] = None) -> Match:
    """The match a record reaches, replayed after ``check_record``; ``RecordError`` if it does not
    load (an action at fault is named by its number)."""
    plugin = check_record(record, plugin)
    try:
        return Match(plugin.rules, record)
    except RecordError:
        raise
    except _BROKEN as exc:
        raise RecordError(Text(f"the record does not replay ({type(exc).__name__}: {exc})",
                               f"запись не воспроизводится ({type(exc).__name__}: {exc})")) from None
