"""Qt-free kernel: the rules contract, actions, chance, records, replay, computer players, registry."""

from compendium.core.text import Text
from compendium.core.actions import Action
from compendium.core.rules import (
    CHANCE,
    SIMULTANEOUS,
    GameInfo,
    IllegalAction,
    Option,
    Result,
    Rules,
)

__all__ = [
    "Action",
    "CHANCE",
    "SIMULTANEOUS",
    "GameInfo",
    "IllegalAction",
    "Option",
    "Result",
    "Rules",
    "Text",
]
