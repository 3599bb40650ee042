"""Dice typed in by a person from real dice ("table dice" mode), Qt-free.

Every dice game's ``Rules.chance_from_text`` reads the typed text with ``typed_values`` and turns
the numbers into its ``dice`` action; whether there are as many numbers as dice thrown, and whether
each is a face the die has, stays each game's own check (most make it in ``apply``).
"""

from __future__ import annotations

from typing import Optional

from compendium.core.rules import IllegalAction
from compendium.core.text import Text

SEPARATORS = ",-–:;"
"""Characters a person may type between the dice, besides spaces: "3,5", "3-5", "3–5", "3:5", "3;5"."""

_TO_SPACE = str.maketrans({c: " " for c in SEPARATORS})


def numbers_wanted(example: str = "3 5 6") -> Text:
    """The message for text that is not numbers, with an example of what to type."""
    return Text(f"Type the dice as numbers, e.g. «{example}».", f"Введите очки цифрами, например «{example}».")


def typed_values(text: str, count: Optional[int] = None, message: Optional[Text] = None) -> tuple[int, ...]:
    """The numbers a person typed for a throw, in order: "3 5 6", "3, 5, 6", "3-5-6" → (3, 5, 6).

    With ``count`` (the number of dice thrown) the digits of exactly that many dice may also be
    typed together: "356" → (3, 5, 6). Nothing else is checked here (not the number of values, not
    their range). Text that is not numbers raises ``IllegalAction`` with ``message``, by default
    ``numbers_wanted()``.
    """
    parts = text.translate(_TO_SPACE).split()
    if count is not None and len(parts) == 1 and len(parts[0]) == count and parts[0].isdigit():
        parts = list(parts[0])
    try:
        return tuple(int(p) for p in parts)
    except ValueError:
        raise IllegalAction(message if message is not None else numbers_wanted()) from None
