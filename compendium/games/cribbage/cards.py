"""The 52 cards of cribbage, as two-character codes (Qt-free).

A card is its rank ``A23456789TJQK`` followed by its suit ``S`` (spades), ``H`` (hearts), ``D``
(diamonds) or ``C`` (clubs): ``"AS"``, ``"TD"``, ``"QH"``. The rank orders runs (the ace is low
and never follows the king); the value is what a card adds to a count (ace 1, two to nine their
number, ten and the court cards 10).
"""

from __future__ import annotations

import random
from typing import Optional

from compendium.core.text import Text

RANKS = "A23456789TJQK"
SUITS = "SHDC"
DECK: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS)
"""Every card, in a fixed order: spades ace to king, then hearts, diamonds and clubs."""

HIDDEN = "??"
"""A card a view may not see."""

RANK: dict[str, int] = {c: RANKS.index(c[0]) + 1 for c in DECK}
VALUE: dict[str, int] = {c: min(10, RANK[c]) for c in DECK}
SUIT: dict[str, str] = {c: c[1] for c in DECK}
CARDS = frozenset(DECK)

_RANK_EN = ("ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
_RANK_RU = ("туз", "двойка", "тройка", "четвёрка", "пятёрка", "шестёрка", "семёрка", "восьмёрка",
            "девятка", "десятка", "валет", "дама", "король")
_SUIT_EN = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
_SUIT_RU = {"S": "пик", "H": "червей", "D": "бубён", "C": "треф"}
_SUIT_SIGN = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def is_card(code: object) -> bool:
    return isinstance(code, str) and code in CARDS


def rank(code: str) -> int:
    """1 (ace) to 13 (king)."""
    return RANK[code]


def suit(code: str) -> str:
    """"S", "H", "D" or "C"."""
    return SUIT[code]


def value(code: str) -> int:
    """What the card adds to a count: ace 1, 2–9 their number, 10 and court cards 10."""
    return VALUE[code]


def card_name(code: str) -> Text:
    """"queen of hearts" / "дама червей"; a hidden card is "a hidden card"."""
    if code not in CARDS:
        return Text("a hidden card", "закрытая карта")
    r, s = RANK[code] - 1, code[1]
    return Text(f"{_RANK_EN[r]} of {_SUIT_EN[s]}", f"{_RANK_RU[r]} {_SUIT_RU[s]}")


def short_name(code: str) -> str:
    """The card as printed in its corner: "10♥", "Q♠" (the same in both languages)."""
    if code not in CARDS:
        return "?"
    r = code[0]
    return ("10" if r == "T" else r) + _SUIT_SIGN[code[1]]


def shuffled(rng: Optional[random.Random] = None) -> list[str]:
    """The 52 cards in a random order drawn with ``rng``."""
    order = list(DECK)
    (rng or random).shuffle(order)
    return order
