"""The options of short nardy (backgammon) and long nardy: one class for the whole engine.

``variant`` is fixed by the catalog entry (``short-nardy``: "short", ``long-nardy``: "long"); the
other options name the variant they belong to (``when``), so that the set-up dialog shows a game's
own options only. Every option is off by default: a single game worth one point.
"""

from __future__ import annotations

from dataclasses import dataclass

from compendium.core.options import Options, option
from compendium.core.text import Text

SHORT, LONG = "short", "long"
MATCH_MAX = 25

_SHORT = (("variant", (SHORT,)),)
_LONG = (("variant", (LONG,)),)


@dataclass(frozen=True)
class NardyOptions(Options):
    variant: str = option(SHORT, Text("Variant", "Вариант"), choices=(
        (SHORT, Text("Short nardy (backgammon)", "Короткие нарды")),
        (LONG, Text("Long nardy", "Длинные нарды")),
    ), fixed=True)
    match_to: int = option(1, Text("Match to (points)", "Матч до (очков)"), minimum=1, maximum=MATCH_MAX,
                           help=Text("A match of several games: whoever first has this many points wins it "
                                     "(1: a single game).",
                                     "Матч из нескольких партий: выигрывает тот, кто первым наберёт столько "
                                     "очков (1 — одна партия)."))
    gammons: bool = option(False, Text("Gammons and backgammons", "Марс и домашний марс"),
                           help=Text("A loser who has borne off no checker loses 2 points (a gammon), 3 if he "
                                     "still has one on the bar or in the winner's home (a backgammon).",
                                     "Проигравший, не снявший ни одной шашки, теряет 2 очка (марс), а если у него "
                                     "ещё есть шашка на баре или в доме победителя — 3 (домашний марс)."),
                           when=_SHORT)
    mars: bool = option(False, Text("Mars counts 2", "Марс — 2 очка"),
                        help=Text("A loser who has borne off no checker loses 2 points (a mars).",
                                  "Проигравший, не снявший ни одной шашки, теряет 2 очка (марс)."),
                        when=_LONG)
    cube: bool = option(False, Text("Doubling cube", "Кубик удвоения"),
                        help=Text("Before throwing, a player may offer to double the stake; the other takes "
                                  "(and owns the cube) or drops (and loses the game at the stake before).",
                                  "Перед броском игрок может предложить удвоить ставку; соперник принимает "
                                  "(и кубик переходит к нему) или отказывается (и проигрывает партию по "
                                  "прежней ставке)."),
                        when=_SHORT)
    crawford: bool = option(True, Text("Crawford rule", "Правило Кроуфорда"),
                            help=Text("In the game after a player first comes within one point of the match, "
                                      "nobody may double.",
                                      "В партии после того, как игроку впервые не хватает одного очка до победы "
                                      "в матче, удваивать нельзя."),
                            when=(("variant", (SHORT,)), ("cube", (True,)),
                                  ("match_to", tuple(range(2, MATCH_MAX + 1)))))
