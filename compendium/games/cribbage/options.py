"""The options of cribbage: one engine for the eight catalog games (Qt-free).

``variant`` is fixed by the catalog entry; ``target`` may change the points of the game (by
default the variant's own: 61 in the five-card game, 151 in the seven-card game, 121 otherwise);
``muggins_auto`` matters in cribbage with muggins only.
"""

from __future__ import annotations

from dataclasses import dataclass

from compendium.core.options import Options, option
from compendium.core.text import Text

SIX, FIVE, SEVEN, THREE, FOUR, PARTNERS, LOSING, MUGGINS = (
    "six", "five", "seven", "three", "four", "partners", "losing", "muggins")


@dataclass(frozen=True)
class Deal:
    """What a variant deals: players, cards to each, cards each puts in the crib, cards the crib
    takes from the deck, the points of the game, and whether diagonal partners play together."""

    players: int
    cards: int
    discard: int
    crib_from_deck: int
    target: int
    teams: bool = False


DEALS = {
    SIX: Deal(2, 6, 2, 0, 121),
    FIVE: Deal(2, 5, 2, 0, 61),
    SEVEN: Deal(2, 7, 2, 1, 151),
    THREE: Deal(3, 5, 1, 1, 121),
    FOUR: Deal(4, 5, 1, 0, 121),
    PARTNERS: Deal(4, 5, 1, 0, 121, teams=True),
    LOSING: Deal(2, 6, 2, 0, 121),
    MUGGINS: Deal(2, 6, 2, 0, 121),
}


@dataclass(frozen=True)
class CribbageOptions(Options):
    variant: str = option(SIX, Text("Variant", "Вариант"), choices=(
        (SIX, Text("Six-card cribbage", "Шестикарточный криббедж")),
        (FIVE, Text("Five-card cribbage", "Пятикарточный криббедж")),
        (SEVEN, Text("Seven-card cribbage", "Семикарточный криббедж")),
        (THREE, Text("Three players", "Для трёх игроков")),
        (FOUR, Text("Four players", "Для четырёх игроков")),
        (PARTNERS, Text("Partners", "Парный")),
        (LOSING, Text("Losing cribbage", "Поддавки")),
        (MUGGINS, Text("Cribbage with muggins", "С «зеванием»")),
    ), fixed=True)
    target: int = option(0, Text("Game points", "Очки партии"), choices=(
        (0, Text("As the variant says (61, 121 or 151)", "Как в варианте (61, 121 или 151)")),
        (61, Text("61", "61")), (121, Text("121", "121")), (151, Text("151", "151")),
    ), help=Text("The first to reach them wins (in losing cribbage: loses).",
                 "Кто первым их наберёт, выигрывает (в поддавках — проигрывает)."))
    muggins_auto: bool = option(False, Text("Let the program count the hands for people",
                                            "Пусть программа считает руки за людей"),
                                help=Text("Off: each player counts their own hand and the opponent may claim "
                                          "the points missed.",
                                          "Выключено: каждый сам считает свою руку, а соперник может забрать "
                                          "пропущенные очки."),
                                when=(("variant", (MUGGINS,)),))
