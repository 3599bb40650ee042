"""Records: a match is the list of its actions. Loading is replaying them through ``apply``.

Records are JSON only; nothing is ever unpickled or evaluated. A record that does not replay
raises ``RecordError`` naming the action number (1-based) and the reason.

``load_record(text or bytes)`` is the one way a record is read (the command line, Continue, the
database's migrations, the tests): any malformed input becomes a ``RecordError`` with a message in
both languages (``.text``). Before the JSON is parsed the size and the nesting depth are checked;
while it is parsed huge integers, NaN and Infinity are refused; afterwards every field's type,
every text (no lone surrogates: it could not be shown or saved), the number of players and of
actions. What depends on the game (its id, players within its range, the kinds of players and the
computer levels, the options) is checked by ``compendium.core.loading.check_record``;
``compendium.core.loading.open_match`` is the whole path from a record to a ``Match``.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from typing import Any, Optional, Union

from compendium.core.actions import Action, NotationError
from compendium.core.rules import CHANCE, SIMULTANEOUS, IllegalAction, Rules
from compendium.core.text import Text

FORMAT = "compendium-record"
VERSION = 2  # 2: the match clock ("clock", each action's thinking time, a flag fall); 1 is still read

MAX_BYTES = 2 * 1024 * 1024  # a record the program writes is a few kilobytes (a long match: tens)
MAX_DEPTH = 16  # a record nests four deep (record, actions, action, arguments)
MAX_DIGITS = 30  # integers longer than this are refused while parsing
MAX_INT = 2**63  # any integer of a record: |n| < MAX_INT
MAX_ARG = 2**31  # an integer argument of an action: |n| < MAX_ARG
MAX_PLAYERS = 16  # whatever the game allows (the game's own range applies as well)
MAX_ACTIONS = 100_000
MAX_TEXT = 1000  # characters of any one text (a name, a game id, an option's value)
MAX_MS = 10**10  # a thinking time in ms (115 days: far above any clock's)
PLAYER_KINDS = ("person", "computer")


class RecordError(Exception):
    """A record that cannot be loaded or replayed. ``reason`` (English) and ``text`` (both
    languages) say why; ``action_number`` (1-based) names the action at fault, if one is."""

    def __init__(self, reason: "Union[str, Text]", action_number: Optional[int] = None,
                 text: Optional[Text] = None):
        if isinstance(reason, Text):
            text, reason = reason, reason.en
        self.reason = reason
        self.action_number = action_number
        text = text if text is not None else Text(reason, reason)
        if action_number is not None:
            text = Text(f"action {action_number}: ", f"действие {action_number}: ") + text
        self.text = text
        super().__init__(text.en)

    def message(self, lang: str = "en") -> str:
        return self.text.get(lang)


def _err(en: str, ru: str, action_number: Optional[int] = None) -> RecordError:
    return RecordError(Text(en, ru), action_number)


# --- reading the text safely ---------------------------------------------------------------------
_STRINGS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")


def _check_depth(text: str) -> None:
    """Refuses nesting deeper than MAX_DEPTH before the JSON parser recurses into it (texts are
    left out: brackets inside a name do not count). The texts and everything but brackets are
    dropped by regular expressions, empty pairs collapse; the loop then walks brackets only."""
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub("", text)).replace("[]", "").replace("{}", "")
    depth = 0
    for c in brackets:
        if c == "[" or c == "{":
            depth += 1
            if depth > MAX_DEPTH:
                raise _err(f"the record nests deeper than {MAX_DEPTH} levels",
                           f"запись вложена глубже {MAX_DEPTH} уровней")
        else:
            depth -= 1


class _Refused(Exception):
    def __init__(self, error: RecordError):
        self.error = error


def _parse_int(s: str) -> int:
    if len(s) > MAX_DIGITS:
        raise _Refused(_err(f"an integer of {len(s)} digits", f"целое число из {len(s)} цифр"))
    return int(s)


def _parse_float(s: str) -> float:
    x = float(s)
    if not math.isfinite(x):
        raise _Refused(_err(f"a number out of range ({s[:20]})", f"число вне допустимых пределов ({s[:20]})"))
    return x


def _parse_constant(s: str):
    raise _Refused(_err(f"{s} is not a number a record may hold", f"{s} — недопустимое в записи число"))


def _where(path: tuple) -> str:
    return "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path).lstrip(".") or "record"


def _check_values(data: Any, path: tuple = ()) -> None:
    """Every text encodes (no lone surrogates) and is not too long; every integer is in range.
    A quick walk first; the place of a fault is looked for only when there is one."""
    stack = [data]
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            if len(value) > MAX_TEXT or not (value.isascii() or _encodes(value)):
                break
        elif isinstance(value, int):
            if not -MAX_INT < value < MAX_INT and not isinstance(value, bool):
                break
        elif isinstance(value, dict):
            stack.extend(value.keys())
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    else:
        return
    _find_fault(data, path)


def _encodes(s: str) -> bool:
    try:
        s.encode("utf-8")
        return True
    except UnicodeEncodeError:
        return False


def _find_fault(data: Any, path: tuple) -> None:
    stack = [(data, path)]
    while stack:
        value, at = stack.pop()
        if isinstance(value, str):
            _check_text(value, at)
        elif isinstance(value, bool) or value is None or isinstance(value, float):
            continue
        elif isinstance(value, int):
            if not -MAX_INT < value < MAX_INT:
                raise _err(f"{_where(at)}: the integer is out of range", f"{_where(at)}: целое число вне пределов")
        elif isinstance(value, dict):
            for k, v in value.items():
                _check_text(k, at)
                stack.append((v, at + (k,)))
        elif isinstance(value, list):
            stack.extend((v, at + (i,)) for i, v in enumerate(value))


def _check_text(s: str, at: tuple) -> None:
    if len(s) > MAX_TEXT:
        raise _err(f"{_where(at)}: a text of {len(s)} characters is too long",
                   f"{_where(at)}: текст из {len(s)} знаков слишком длинный")
    if not s.isascii():
        try:
            s.encode("utf-8")
        except UnicodeEncodeError:
            shown = s.encode("utf-8", "backslashreplace").decode("utf-8")[:60]
            raise _err(f"{_where(at)}: the text {shown!r} holds an unpaired surrogate and cannot be shown",
                       f"{_where(at)}: текст {shown!r} содержит одиночный суррогат и не может быть показан") from None


def _repaired(value: Any) -> Any:
    """``value`` with every text that cannot be encoded (a lone surrogate) made encodable, "?" for
    each bad character (the depth is already checked)."""
    if isinstance(value, str):
        return value if value.isascii() or _encodes(value) else value.encode("utf-8", "replace").decode("utf-8")
    if isinstance(value, list):
        return [_repaired(v) for v in value]
    if isinstance(value, dict):
        return {_repaired(k): _repaired(v) for k, v in value.items()}
    return value


def parse_json(source: "Union[str, bytes, bytearray]", repair_text: bool = False) -> Any:
    """The JSON value of a record's text or bytes, read safely (see the module's description).
    With ``repair_text`` a text holding a lone surrogate is mended ("?") instead of refused: a
    saved match of our own whose player's name was damaged goes on under the mended name."""
    if isinstance(source, (bytes, bytearray)):
        if len(source) > MAX_BYTES:
            raise _err(f"the file is too large ({len(source)} bytes; at most {MAX_BYTES})",
                       f"файл слишком велик ({len(source)} байт; не больше {MAX_BYTES})")
        try:
            text = bytes(source).decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise _err(f"the file is not UTF-8 text (byte {exc.start + 1}: {exc.reason})",
                       f"файл не в кодировке UTF-8 (байт {exc.start + 1}: {exc.reason})") from None
    elif isinstance(source, str):
        text = source
        if len(text) > MAX_BYTES:
            raise _err(f"the record is too large ({len(text)} characters; at most {MAX_BYTES})",
                       f"запись слишком велика ({len(text)} знаков; не больше {MAX_BYTES})")
    else:
        raise _err("a record is a text", "запись должна быть текстом")
    _check_depth(text)
    try:
        data = json.loads(text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant)
    except _Refused as exc:
        raise exc.error from None
    except json.JSONDecodeError as exc:
        raise _err(f"the file is not valid JSON ({exc.msg}: line {exc.lineno} column {exc.colno})",
                   f"файл не является правильным JSON ({exc.msg}: строка {exc.lineno}, столбец {exc.colno})") from None
    except (ValueError, RecursionError) as exc:
        raise _err(f"the file is not valid JSON ({exc})", f"файл не является правильным JSON ({exc})") from None
    if isinstance(data, dict):  # the counts first: a long list is refused before it is walked
        for key, most in (("actions", MAX_ACTIONS), ("players", MAX_PLAYERS)):
            if isinstance(data.get(key), list) and len(data[key]) > most:
                raise _too_many(key, len(data[key]))
    if repair_text:
        data = _repaired(data)
    _check_values(data)
    return data


def _too_many(key: str, n: int) -> RecordError:
    if key == "actions":
        return _err(f"{n} actions; a record holds at most {MAX_ACTIONS}",
                    f"действий: {n}; запись вмещает не больше {MAX_ACTIONS}")
    return _err(f"{n} players; no game has more than {MAX_PLAYERS}",
                f"игроков: {n}; ни в одной игре их не больше {MAX_PLAYERS}")


def load_record(source: "Union[str, bytes, bytearray]", repair_text: bool = False) -> "Record":
    """A record from its text or bytes; ``RecordError`` for anything malformed (``repair_text``:
    see ``parse_json``)."""
    return Record.from_json(parse_json(source, repair_text))


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _player(p: Any, seat: int) -> dict:
    n = seat + 1
    if isinstance(p, str):  # early records named people only
        return {"kind": "person", "name": p}
    if not isinstance(p, dict):
        raise _err(f"player {n} is not an object", f"игрок {n} записан не объектом")
    kind = p.get("kind", "person")
    if kind not in PLAYER_KINDS:
        raise _err(f"player {n} is of an unknown kind {str(kind)[:40]!r} (person or computer)",
                   f"игрок {n} неизвестного вида {str(kind)[:40]!r} (человек или компьютер)")
    for key, ok, en, ru in (
        ("name", lambda v: isinstance(v, str), "a text", "текстом"),
        ("level", lambda v: isinstance(v, str), "a text", "текстом"),
        ("colour", lambda v: isinstance(v, str), "a text", "текстом"),
        ("profile", _is_int, "an integer", "целым числом"),
    ):
        if p.get(key) is not None and not ok(p[key]):
            raise _err(f"player {n}: '{key}' must be {en}", f"игрок {n}: «{key}» должно быть {ru}")
    return p


@dataclass
class Record:
    game: str
    options: dict
    players: list  # one dict a seat: {"kind": "person"|"computer", "name": ..., "profile": id, "level": ...}
    actions: list[Action] = field(default_factory=list)
    rules_version: int = 1
    seed: Optional[int] = None
    table_dice: bool = False
    clock: Optional[str] = None  # the clock's text (compendium.core.clock), None: no clock
    times: list = field(default_factory=list)  # each action's thinking time in ms (None: not timed)
    flag: Optional[int] = None  # the seat whose flag fell (its time ran out), ending the match
    thinking: Optional[tuple[int, int]] = None  # (seat, ms) the seat to act had thought when the match was left

    @property
    def version(self) -> int:
        """The layout this record needs: 2 when it has a clock, else 1 (a record without a clock
        is written as before, so that it reads the same everywhere)."""
        timed = self.flag is not None or self.thinking is not None or any(t is not None for t in self.times)
        return 2 if self.clock is not None or timed else 1

    def time_of(self, k: int) -> Optional[int]:
        """The thinking time (ms) of action ``k`` (0-based), or None."""
        return self.times[k] if k < len(self.times) else None

    def entries(self, start: int = 0) -> list:
        """The JSON values of the actions from ``start`` on, as the record's "actions" holds
        them: an action's notation, or ``{"action": notation, "ms": thinking time}`` when it was
        timed; the flag fall, a last ``{"flag": seat}``; the time the seat to act had already
        thought when the match was left, a last ``{"thinking": seat, "ms": time}``."""
        out: list = []
        for k in range(start, len(self.actions)):
            ms = self.time_of(k)
            out.append(self.actions[k].notation if ms is None else {"action": self.actions[k].notation, "ms": ms})
        if self.flag is not None:
            out.append({"flag": self.flag})
        elif self.thinking is not None:
            out.append({"thinking": self.thinking[0], "ms": self.thinking[1]})
        return out

    def to_json(self) -> dict:
        head = {
            "format": FORMAT,
            "version": self.version,
            "game": self.game,
            "rules_version": self.rules_version,
            "options": self.options,
            "players": self.players,
            "seed": self.seed,
            "table_dice": self.table_dice,
        }
        if self.clock is not None:
            head["clock"] = self.clock
        head["actions"] = self.entries()
        return head

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False)

    @staticmethod
    def from_json(data: Any) -> "Record":
        """A record from its JSON value, every field's type checked (``RecordError`` otherwise).
        The value is taken as parsed by ``parse_json``; ``load_record`` reads text or bytes."""
        if not isinstance(data, dict):
            raise _err("the record is not a JSON object", "запись не является объектом JSON")
        if data.get("format") != FORMAT:
            raise _err("this is not a compendium record (no 'format': 'compendium-record')",
                       "это не запись компендиума (нет 'format': 'compendium-record')")
        version = data.get("version")
        if not _is_int(version) or version < 1 or version > VERSION:
            shown = str(version)[:20]
            raise _err(f"unsupported record version {shown}", f"неподдерживаемая версия записи {shown}")
        game = data.get("game")
        if not isinstance(game, str) or not game:
            raise _err("the record names no game", "в записи не названа игра")
        rules_version = data.get("rules_version", 1)
        if not _is_int(rules_version) or rules_version < 1:
            raise _err("'rules_version' must be a positive integer", "«rules_version» должно быть целым числом больше нуля")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise _err("'options' must be an object", "«options» должно быть объектом")
        players = data.get("players")
        if not isinstance(players, list) or not players:
            raise _err("'players' must be a non-empty list", "«players» должно быть непустым списком")
        if len(players) > MAX_PLAYERS:
            raise _too_many("players", len(players))
        players = [_player(p, i) for i, p in enumerate(players)]
        seed = data.get("seed")
        if seed is not None and not _is_int(seed):
            raise _err("'seed' must be an integer", "«seed» должно быть целым числом")
        table_dice = data.get("table_dice", False)
        if not isinstance(table_dice, bool):
            raise _err("'table_dice' must be true or false", "«table_dice» должно быть true или false")
        raw = data.get("actions", [])
        if not isinstance(raw, list):
            raise _err("'actions' must be a list", "«actions» должно быть списком")
        if len(raw) > MAX_ACTIONS:
            raise _too_many("actions", len(raw))
        clock = data.get("clock")
        if clock is not None:
            if version < 2:
                raise _err("a clock needs a record of version 2", "часы записываются только в записи версии 2")
            clock = _clock_text(clock)
        actions = []
        times: list = []
        flag = thinking = None
        for i, item in enumerate(raw, start=1):
            if isinstance(item, dict) and ("action" in item or "flag" in item or "thinking" in item):
                if version < 2:
                    raise RecordError(Text("a timed action or a flag fall needs a record of version 2",
                                           "время хода и падение флажка записываются только в записи версии 2"), i)
                if "flag" in item:
                    flag = _flag_entry(item, i, len(raw), len(players), clock)
                    continue
                if "thinking" in item:
                    thinking = _thinking_entry(item, i, len(raw), len(players), clock)
                    continue
                item, ms = _timed_entry(item, i, clock)
            else:
                ms = None
            try:
                action = Action.from_json(item)
            except (NotationError, TypeError) as exc:
                raise RecordError(Text(f"not an action ({exc})", f"это не действие ({exc})"), i) from None
            if any(_is_int(a) and not -MAX_ARG < a < MAX_ARG for a in action.args):
                raise RecordError(Text("a number of the action is out of range",
                                       "число в действии вне допустимых пределов"), i)
            actions.append(action)
            times.append(ms)
        if not any(t is not None for t in times):
            times = []
        return Record(
            game=game,
            options=options,
            players=players,
            actions=actions,
            rules_version=rules_version,
            seed=seed,
            table_dice=table_dice,
            clock=clock,
            times=times,
            flag=flag,
            thinking=thinking,
        )

    @staticmethod
    def loads(text: "Union[str, bytes]") -> "Record":
        """The same as ``load_record``."""
        return load_record(text)


def _clock_text(value: Any) -> str:
    """The record's clock text, checked (``RecordError`` in both languages otherwise)."""
    from compendium.core.clock import ClockError, ClockSpec

    if not isinstance(value, str):
        raise _err("'clock' must be a text such as \"300+5\"", "«clock» должно быть текстом, например \"300+5\"")
    try:
        spec = ClockSpec.parse(value)
    except ClockError as exc:
        raise RecordError(Text("bad clock: ", "неверные часы: ") + exc.text) from None
    return spec.text if spec is not None else None


def _timed_entry(item: dict, i: int, clock: Optional[str]) -> tuple[Any, int]:
    """(the action's JSON value, its thinking time in ms) of an entry ``{"action": ..., "ms": ...}``."""
    unknown = sorted(str(k)[:20] for k in item if k not in ("action", "ms"))
    if unknown:
        raise RecordError(Text(f"unknown field {unknown[0]!r} of a timed action",
                               f"неизвестное поле {unknown[0]!r} в ходе со временем"), i)
    ms = item.get("ms")
    if not _is_int(ms) or not 0 <= ms < MAX_MS:
        raise RecordError(Text("'ms' (the thinking time) must be a whole number of milliseconds, 0 or more",
                               "«ms» (время на ход) должно быть целым числом миллисекунд, не меньше 0"), i)
    if clock is None:
        raise RecordError(Text("a thinking time is recorded, but the match has no clock",
                               "записано время на ход, но партия играется без часов"), i)
    return item.get("action"), ms


def _flag_entry(item: dict, i: int, n_entries: int, n_players: int, clock: Optional[str]) -> int:
    """The seat of a flag fall entry ``{"flag": seat}``, checked."""
    if set(item) != {"flag"}:
        raise RecordError(Text("a flag fall is written {\"flag\": seat} and nothing else",
                               "падение флажка записывается как {\"flag\": место} и ничего больше"), i)
    if i != n_entries:
        raise RecordError(Text("a flag fall ends the match: nothing may follow it",
                               "падение флажка заканчивает партию: после него ничего не бывает"), i)
    seat = item["flag"]
    if not _is_int(seat) or not 0 <= seat < n_players:
        raise RecordError(Text(f"the flag fell for a seat that is not in the match ({str(seat)[:20]})",
                               f"флажок упал у места, которого нет в партии ({str(seat)[:20]})"), i)
    if clock is None:
        raise RecordError(Text("a flag fell, but the match has no clock", "упал флажок, но партия играется без часов"), i)
    return seat


def _thinking_entry(item: dict, i: int, n_entries: int, n_players: int, clock: Optional[str]) -> tuple[int, int]:
    """(seat, ms) of an entry ``{"thinking": seat, "ms": N}``: the time the seat to act had
    already thought over its move when the match was left (it goes on from there)."""
    if set(item) != {"thinking", "ms"}:
        raise RecordError(Text("a time already thought is written {\"thinking\": seat, \"ms\": N} and nothing else",
                               "уже потраченное время записывается как {\"thinking\": место, \"ms\": N} и ничего больше"), i)
    if i != n_entries:
        raise RecordError(Text("the time already thought is the last entry: nothing may follow it",
                               "уже потраченное время — последняя запись: после неё ничего не бывает"), i)
    seat, ms = item["thinking"], item["ms"]
    if not _is_int(seat) or not 0 <= seat < n_players:
        raise RecordError(Text(f"a time thought by a seat that is not in the match ({str(seat)[:20]})",
                               f"время места, которого нет в партии ({str(seat)[:20]})"), i)
    if not _is_int(ms) or not 0 <= ms < MAX_MS:
        raise RecordError(Text("'ms' (the thinking time) must be a whole number of milliseconds, 0 or more",
                               "«ms» (время на ход) должно быть целым числом миллисекунд, не меньше 0"), i)
    if clock is None:
        raise RecordError(Text("a thinking time is recorded, but the match has no clock",
                               "записано время на ход, но партия играется без часов"), i)
    return seat, ms


def actor_of(rules: Rules, state: Any, action: Action) -> int:
    """Who makes ``action`` in ``state``: a seat, CHANCE, or for simultaneous play the seat the
    action names as its first argument."""
    mover = rules.to_move(state)
    if mover == SIMULTANEOUS:
        return int(action.args[0]) if action.args and isinstance(action.args[0], int) else SIMULTANEOUS
    return mover


def replay(rules: Rules, record: Record) -> tuple[Any, list, list[int]]:
    """Replays a record; returns (final state, list of states before each action, actors)."""
    try:
        options = rules.resolve_options(record.options)
    except (ValueError, TypeError) as exc:
        text = getattr(exc, "text", None)
        raise RecordError(Text("bad options: ", "неверные параметры: ") + (text if text is not None else Text(str(exc), str(exc)))) from None
    try:
        state = rules.new_match(len(record.players), options)
    except IllegalAction as exc:
        raise RecordError(Text("cannot start the match: ", "партию нельзя начать: ") + exc.text) from None
    except (ValueError, TypeError, KeyError, IndexError) as exc:
        raise RecordError(Text(f"cannot start the match: {exc}", f"партию нельзя начать: {exc}")) from None
    states = []
    actors = []
    for i, action in enumerate(record.actions, start=1):
        if rules.is_over(state):
            raise RecordError(Text("the match was already over", "партия уже была окончена"), i)
        try:
            actor = actor_of(rules, state, action)
            new_state = rules.apply(state, action)
        except IllegalAction as exc:
            raise RecordError(Text(f"{action.notation}: ", f"{action.notation}: ") + exc.text, i) from None
        except (ValueError, TypeError, IndexError, KeyError, AttributeError, ArithmeticError) as exc:
            raise RecordError(Text(f"{action.notation}: not a valid action ({exc})",
                                   f"{action.notation}: недопустимое действие ({exc})"), i) from None
        states.append(state)
        actors.append(actor)
        state = new_state
    return state, states, actors


def is_chance(actor: int) -> bool:
    return actor == CHANCE
