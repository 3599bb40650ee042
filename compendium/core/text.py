"""Bilingual text for the Qt-free layers.

Rules code cannot call Qt's ``tr()``, yet every message a player reads must exist in English and
Russian. A ``Text`` carries both; the interface picks the one for the current language.
"""

from __future__ import annotations

from dataclasses import dataclass

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
