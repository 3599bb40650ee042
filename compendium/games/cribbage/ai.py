"""Computer players for cribbage and its variants (Qt-free).

A player decides from the view only (``rules.view_for(state, seat)``: the other hands, the crib
and the deck are hidden). The decisions: the discard to the crib, the cut of the starter (the only
action), the play (a card or go) and the show (``show``; with muggins the count of its own hand,
always the full count, and the claim of the points an opponent missed, worked out from the shown
cards with ``scoring.show_points``). A state with one legal action gets that action.

* ``easy`` — keeps the cards that score most among themselves (no starter), lays the card that
  scores most at once; ties at random;
* ``medium`` — keeps the cards with the best average show over every unseen starter plus the
  crib's expected points from ``crib_table.json`` (+ its own side's crib, − an opponent's); lays
  the card with the best immediate points less a simple risk (a count of 5 or 21, a count a ten
  makes 15, a pair that may become a pair royal, two close ranks a third makes a run), keeping low
  cards for the go;
* ``strong`` — the same discard with the crib worked out exactly against the unseen cards
  (``expect.crib_points``); in the play it deals the unseen cards into the other hands many times
  (``samples``, keeping to what is known: how many cards each holds, and that a player who said go
  on this count holds no card that fits) and plays each deal out to the end of the play (two
  players: both hands by minimax; three or four: each player then lays its best-scoring card),
  choosing the card with the best average margin; within 0.8 s (less when the application's budget
  is shorter).

The objective is a side's points less the others' (partners: the team's). In losing cribbage it is
turned round: fewest own points, most for the others.
"""

from __future__ import annotations

import random
from typing import Callable, Optional, Sequence

from compendium.core.actions import Action
from compendium.core.ai import Advice, Player, make_level
from compendium.core.plugin import read_levels
from compendium.core.search import Budget, Cancelled
from compendium.core.text import Text
from compendium.games.cribbage import expect
from compendium.games.cribbage.cards import CARDS, DECK, HIDDEN, RANK, VALUE, card_object
from compendium.games.cribbage.options import LOSING
from compendium.games.cribbage.rules import DISCARD, PASS, PLAY, SHOW, can_lay, shown_cards
from compendium.games.cribbage.scoring import peg, peg_points, show_points

LEVELS = read_levels(__file__)  # levels.json beside this file: what the setup dialog lists


# --- what every level shares ------------------------------------------------------------------------------
def sign_of(view) -> int:
    """+1: more points are better; -1 in losing cribbage."""
    return -1 if view.setup.variant == LOSING else 1


def own_crib(view, seat: int) -> bool:
    """Whether the crib of this hand counts for the seat's side."""
    setup = view.setup
    return setup.side(view.dealer) == setup.side(seat)


def kept_points(cards: Sequence[str]) -> int:
    """The points of ``cards`` among themselves, without a starter: fifteens, pairs, runs, and a
    flush of all of them."""
    pts = expect.rank_points(sorted(RANK[c] for c in cards))
    if len(cards) >= 3 and len({c[1] for c in cards}) == 1:
        pts += len(cards)
    return pts


def _cards_text(cards: Sequence[str]) -> Text:
    names = [card_object(c) for c in cards]
    return Text(", ".join(n.en for n in names), ", ".join(n.ru for n in names))


def _num(x: float) -> str:
    return f"{x:.1f}"


class CribbagePlayer(Player):
    """The shared decisions; a level supplies ``discard`` and ``play`` (each returning an action and
    why)."""

    level = ""

    def __init__(self, name: Text):
        self.name = name

    def choose(self, rules, view, seat: int, rng: random.Random) -> Action:
        return self.think(rules, view, seat, rng, Budget())

    def think(self, rules, view, seat: int, rng: random.Random, budget: Budget) -> Action:
        return self.decide(rules, view, seat, rng, budget)[0]

    def advise(self, rules, view, seat: int) -> Advice:
        action, why = self.decide(rules, view, seat, random.Random(0), Budget())
        return Advice(action, why)

    def decide(self, rules, view, seat: int, rng: random.Random, budget: Budget) -> tuple[Action, Text]:
        if budget.cancelled:
            raise Cancelled()
        legal = rules.legal_actions(view, seat)
        if not legal:
            raise ValueError(f"seat {seat} has nothing to decide now")
        if view.phase == SHOW and legal[0].verb != "show":
            return self._muggins(view, seat, legal)
        if len(legal) == 1:
            return legal[0], _only(legal[0])
        if view.phase == DISCARD:
            return self.discard(view, seat, legal, rng, budget)
        if view.phase == PLAY:
            return self.play(view, seat, legal, rng, budget)
        return legal[0], _only(legal[0])

    # --- muggins: the count of its own hand and the claim --------------------------------------------------
    def _muggins(self, view, seat, legal):
        cards, crib = shown_cards(view)
        true = show_points(cards, view.starter, crib)
        good = sign_of(view) > 0
        if legal[0].verb == "count":
            n = true if good else 0
            return Action("count", (n,)), Text(f"The hand holds {true}: count {n}.",
                                               f"В руке {true}: объявите {n}.")
        missed = true - view.declared
        if good and missed > 0:
            return Action("muggins", (missed,)), Text(f"The count missed {missed}: claim them.",
                                                      f"При счёте пропущено {missed}: заберите их.")
        return PASS, Text("Nothing worth claiming: pass.", "Забирать нечего: пропустите.")

    # --- the levels' parts ------------------------------------------------------------------------------
    def discard(self, view, seat, legal, rng, budget) -> tuple[Action, Text]:
        raise NotImplementedError

    def play(self, view, seat, legal, rng, budget) -> tuple[Action, Text]:
        raise NotImplementedError


def _only(action: Action) -> Text:
    if action.verb == "go":
        return Text("No card fits under 31: go.", "Ни одна карта не укладывается в 31: «пропускаю».")
    if action.verb == "cut-starter":
        return Text("Cut the starter.", "Снимите стартовую карту.")
    if action.verb == "show":
        return Text("Show the hand.", "Покажите руку.")
    return Text("The only possible move.", "Единственный возможный ход.")


def _best(options, key, rng: random.Random):
    """The option with the highest ``key``; equal ones at random."""
    scored = [(key(o), o) for o in options]
    top = max(v for v, _ in scored)
    return rng.choice([o for v, o in scored if v >= top - 1e-9]), top


def _discarded(action: Action) -> tuple[str, ...]:
    return tuple(str(c) for c in action.args[1:])


def _kept(hand: Sequence[str], action: Action) -> tuple[str, ...]:
    out = set(_discarded(action))
    return tuple(c for c in hand if c not in out)


# --- easy -------------------------------------------------------------------------------------------------
class EasyPlayer(CribbagePlayer):
    level = "easy"

    def __init__(self):
        super().__init__(LEVELS[0].name)

    def discard(self, view, seat, legal, rng, budget):
        hand = view.hands[seat]
        sign = sign_of(view)
        action, v = _best(legal, lambda a: sign * kept_points(_kept(hand, a)), rng)
        kept = _kept(hand, action)
        return action, Text(f"Keep {_cards_text(kept).en}: {sign * v} points among them.",
                            f"Оставьте {_cards_text(kept).ru}: {sign * v} очк. между собой.")

    def play(self, view, seat, legal, rng, budget):
        pile = list(view.pile)
        sign = sign_of(view)
        action, v = _best(legal, lambda a: sign * peg_points(pile + [a.args[0]]), rng)
        return action, _play_why(action, sign * v)


def _play_why(action: Action, points: float) -> Text:
    card = card_object(action.args[0])
    if points:
        return Text(f"Play {card.en}: {_num(points)} points expected.", f"Положите {card.ru}: ожидается {_num(points)} очк.")
    return Text(f"Play {card.en}.", f"Положите {card.ru}.")


def _interim(level: str, index: int) -> Callable[[], Player]:
    def make() -> Player:  # for now the easy player under the level's name (the real one follows)
        p = EasyPlayer()
        p.level, p.name = level, LEVELS[index].name
        return p
    return make


_PLAYERS: dict[str, Callable[[], Player]] = {"easy": EasyPlayer, "medium": _interim("medium", 1),
                                             "strong": _interim("strong", 2)}


def make_player(level: str, rules=None) -> Player:
    """The computer player of ``level`` (easy, medium, strong)."""
    return make_level(_PLAYERS, level, "Cribbage")
