"""Qt-free kernel: the rules contract, actions, chance, records, replay, computer players, registry."""

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
from compendium.core.text import Text

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
