"""Records: a match is the list of its actions. Loading is replaying them through ``apply``.

Records are JSON only; nothing is ever unpickled or evaluated. A record that does not replay
raises ``RecordError`` naming the action number (1-based) and the reason.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Optional

from compendium.core.actions import Action, NotationError
from compendium.core.rules import CHANCE, SIMULTANEOUS, IllegalAction, Rules

FORMAT = "compendium-record"
VERSION = 1


class RecordError(Exception):
    def __init__(self, reason: str, action_number: Optional[int] = None):
        self.reason = reason
        self.action_number = action_number
        where = f"action {action_number}: " if action_number is not None else ""
        super().__init__(where + reason)


@dataclass
class Record:
    game: str
    options: dict
    players: list  # one dict a seat: {"kind": "person"|"computer", "name": ..., "profile": id, "level": ...}
    actions: list[Action] = field(default_factory=list)
    rules_version: int = 1
    seed: Optional[int] = None
    table_dice: bool = False

    def to_json(self) -> dict:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "rules_version": self.rules_version,
            "options": self.options,
            "players": self.players,
            "seed": self.seed,
            "table_dice": self.table_dice,
            "actions": [a.notation for a in self.actions],
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False)

    @staticmethod
    def from_json(data: Any) -> "Record":
        if not isinstance(data, dict):
            raise RecordError("the record is not a JSON object")
        if data.get("format") != FORMAT:
            raise RecordError("this is not a compendium record (no 'format': 'compendium-record')")
        version = data.get("version")
        if not isinstance(version, int) or version < 1 or version > VERSION:
            raise RecordError(f"unsupported record version {version!r}")
        game = data.get("game")
        if not isinstance(game, str):
            raise RecordError("the record names no game")
        options = data.get("options", {})
        players = data.get("players")
        if not isinstance(options, dict):
            raise RecordError("'options' must be an object")
        if not isinstance(players, list) or not players:
            raise RecordError("'players' must be a non-empty list")
        raw = data.get("actions", [])
        if not isinstance(raw, list):
            raise RecordError("'actions' must be a list")
        actions = []
        for i, item in enumerate(raw, start=1):
            try:
                actions.append(Action.from_json(item))
            except (NotationError, TypeError) as exc:
                raise RecordError(f"not an action ({exc})", i) from None
        seed = data.get("seed")
        return Record(
            game=game,
            options=options,
            players=[p if isinstance(p, dict) else {"kind": "person", "name": str(p)} for p in players],
            actions=actions,
            rules_version=int(data.get("rules_version", 1)),
            seed=seed if isinstance(seed, int) else None,
            table_dice=bool(data.get("table_dice", False)),
        )

    @staticmethod
    def loads(text: str) -> "Record":
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, TypeError) as exc:
            raise RecordError(f"the file is not valid JSON ({exc})") from None
        return Record.from_json(data)


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
    except ValueError as exc:
        raise RecordError(f"bad options: {exc}") from None
    try:
        state = rules.new_match(len(record.players), options)
    except (ValueError, IllegalAction) as exc:
        raise RecordError(f"cannot start the match: {exc}") from None
    states = []
    actors = []
    for i, action in enumerate(record.actions, start=1):
        if rules.is_over(state):
            raise RecordError("the match was already over", i)
        actor = actor_of(rules, state, action)
        try:
            new_state = rules.apply(state, action)
        except IllegalAction as exc:
            raise RecordError(f"{action.notation}: {exc.text.en}", i) from None
        except (ValueError, TypeError, IndexError, KeyError) as exc:
            raise RecordError(f"{action.notation}: not a valid action ({exc})", i) from None
        states.append(state)
        actors.append(actor)
        state = new_state
    return state, states, actors


def is_chance(actor: int) -> bool:
    return actor == CHANCE
