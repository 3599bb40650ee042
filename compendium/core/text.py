"""Bilingual text for the Qt-free layers.

Rules code cannot call Qt's ``tr()``, yet every message a player reads must exist in English and
Russian. A ``Text`` carries both; the interface picks the one for the current language.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

LANGUAGES = ("en", "ru")


@dataclass(frozen=True)
class Text:
    en: str
    ru: str

    def get(self, lang: str) -> str:
        return self.ru if lang == "ru" else self.en

    def format(self, **kwargs) -> "Text":
        return Text(self.en.format(**kwargs), self.ru.format(**kwargs))

    def __str__(self) -> str:  # English is the neutral form for logs and exceptions
        return self.en

    def __add__(self, other: "Text") -> "Text":
        return Text(self.en + other.en, self.ru + other.ru)


def plural_ru(n: int, one: str, few: str, many: str) -> str:
    """Russian noun form for a count: 1 очко, 2 очка, 5 очков."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def points(n: int) -> Text:
    """'12 points' / '12 очков' with the right grammatical form."""
    return Text(f"{n} point" + ("" if abs(n) == 1 else "s"), f"{n} " + plural_ru(n, "очко", "очка", "очков"))


_SEAT = re.compile(r"\{seat:(\d+)\}")


def seat_ref(seat: int) -> Text:
    """A seat named in a rules message. Rules do not know the players' names: the interface puts
    each name in place of the reference (``name_seats``)."""
    return Text(f"{{seat:{seat}}}", f"{{seat:{seat}}}")


def seats_ref(seats: Sequence[int]) -> Text:
    """Several seats, "{seat:0}, {seat:2}"."""
    joined = ", ".join(f"{{seat:{s}}}" for s in seats)
    return Text(joined, joined)


def name_seats(text: str, names: Sequence[str]) -> str:
    """``text`` with every seat reference replaced by that seat's name (or its number, 1-based,
    when no name is known)."""
    def name(m: re.Match) -> str:
        seat = int(m.group(1))
        return names[seat] if seat < len(names) and names[seat] else f"#{seat + 1}"

    return _SEAT.sub(name, text)


def score_text(value) -> str:
    """A score or match points as people write them: whole numbers as they are, halves with "½"
    (a chess draw: "½", a win and a draw: "1½"), other fractions with up to two decimals."""
    v = float(value)
    if v.is_integer():
        return str(int(v))
    if (2 * v).is_integer():
        whole = int(abs(v))
        return ("-" if v < 0 else "") + (str(whole) if whole else "") + "½"
    return f"{v:.2f}".rstrip("0").rstrip(".")
