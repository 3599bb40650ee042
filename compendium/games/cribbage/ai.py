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
from compendium.core.search import Budget, Cancelled, OutOfBudget
from compendium.core.text import Text
import compendium.games.cribbage.expect as expect
from compendium.games.cribbage.cards import DECK, HIDDEN, RANK, VALUE, card_object
from compendium.games.cribbage.options import FIVE, LOSING
from compendium.games.cribbage.rules import DISCARD, PASS, PLAY, SHOW, crib_known_to, shown_cards
from compendium.games.cribbage.scoring import peg_points, show_points

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


# --- medium ---------------------------------------------------------------------------------------------
def unseen_by(view, seat: int) -> list[str]:
    """The cards the seat has not seen: not in its hand, not laid, not the starter, not in the crib
    as it knows it (its own discards), not shown."""
    seen = set(view.hands[seat])
    seen.update(c for c in crib_known_to(view, seat) if c != HIDDEN)
    seen.update(c for _, c in view.laid)
    if view.starter:
        seen.add(view.starter)
    return [c for c in DECK if c not in seen]


def _crib_weight(view, seat: int) -> float:
    """How the crib's points count for the seat: +1 its side's crib, else against it (shared among
    the other sides)."""
    if own_crib(view, seat):
        return 1.0
    return -1.0 / max(1, view.setup.sides - 1)


class MediumPlayer(CribbagePlayer):
    level = "medium"

    def __init__(self, name: Optional[Text] = None):
        super().__init__(name or LEVELS[1].name)

    def crib_value(self, view, seat, discards, unseen) -> float:
        deal = view.setup.deal
        return expect.crib_estimate(discards, expect.table_name(deal.discard, deal.crib_from_deck))

    def discard(self, view, seat, legal, rng, budget):
        hand = view.hands[seat]
        unseen = unseen_by(view, seat)
        sign, weight = sign_of(view), _crib_weight(view, seat)
        parts = {}

        def value(a):
            kept = _kept(hand, a)
            h = expect.hand_points(kept, unseen)
            c = self.crib_value(view, seat, _discarded(a), unseen)
            parts[a] = (h, c)
            return sign * (h + weight * c)

        action, _ = _best(legal, value, rng)
        h, c = parts[action]
        kept, gone = _cards_text(_kept(hand, action)), _cards_text(_discarded(action))
        whose = Text("your crib", "ваш криб") if weight > 0 else Text("the opponent's crib", "криб соперника")
        return action, Text(f"Keep {kept.en}: about {_num(h)} points in the hand; {gone.en} go to {whose.en}: "
                            f"about {_num(c)} there.",
                            f"Оставьте {kept.ru}: около {_num(h)} очк. в руке; {gone.ru} — в {whose.ru}: "
                            f"там около {_num(c)} очк.")

    def play(self, view, seat, legal, rng, budget):
        pile = list(view.pile)
        nxt = _next_holder(view, seat)
        held = len(view.hands[nxt]) if nxt is not None else 0
        unseen = unseen_by(view, seat)
        sign = sign_of(view)

        def value(a):
            c = str(a.args[0])
            return sign * (peg_points(pile + [c]) - risk(pile, c, unseen, held) + 0.05 * VALUE[c])

        action, v = _best(legal, value, rng)
        return action, _play_why(action, sign * peg_points(pile + [str(action.args[0])]))


def _next_holder(view, seat: int) -> Optional[int]:
    """The next seat after ``seat`` that still holds cards and has not said go."""
    n = view.players
    for i in range(1, n):
        q = (seat + i) % n
        if view.hands[q] and q not in view.gone:
            return q
    return None


def _holds(unseen: Sequence[str], rank: int, held: int) -> float:
    """The chance that a hand of ``held`` cards drawn from ``unseen`` has a card of ``rank``."""
    if not held or not unseen:
        return 0.0
    u = sum(1 for c in unseen if RANK[c] == rank)
    return 1.0 - (1.0 - u / len(unseen)) ** held


def _holds_ten(unseen: Sequence[str], held: int) -> float:
    if not held or not unseen:
        return 0.0
    u = sum(1 for c in unseen if VALUE[c] == 10)
    return 1.0 - (1.0 - u / len(unseen)) ** held


def risk(pile: Sequence[str], card: str, unseen: Sequence[str], held: int) -> float:
    """A simple estimate of what the next player may score on ``card``: a ten to 15 or 31 after a
    count of 5 or 21, a pair (a pair royal when ``card`` makes a pair), a run on two close ranks."""
    count = sum(VALUE[c] for c in pile) + VALUE[card]
    if count == 31:
        return 0.0
    out = 0.0
    if count in (5, 21):
        out += 2 * _holds_ten(unseen, held)
    r = RANK[card]
    if count + VALUE[card] <= 31:
        paired = bool(pile) and RANK[pile[-1]] == r
        out += (6 if paired else 2) * _holds(unseen, r, held)
    if pile and not (RANK[pile[-1]] == r) and abs(RANK[pile[-1]] - r) <= 2:
        out += 3 * 0.3 * min(1.0, held / 2)
    return out


# --- strong ---------------------------------------------------------------------------------------------
_PEG: dict[tuple[int, ...], int] = {}


def peg_ranks(ranks: tuple[int, ...]) -> int:
    """``scoring.peg_points`` of a pile given by ranks (suits do not matter in the play)."""
    pts = _PEG.get(ranks)
    if pts is None:
        pts = peg_points([RANKS_CARD[r] for r in ranks])
        _PEG[ranks] = pts
    return pts


RANKS_CARD = {r: c for c in DECK[:13] for r in (RANK[c],)}  # a card standing for each rank


_VAL = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)  # a rank's value in the count


class PlayOut:
    """The rest of a play with every hand known, by ranks: ``margin`` of the seat's side (points
    scored by its side less the others', shared among them), two players by minimax, more by each
    player laying its best-scoring card. ``nodes`` counts the positions looked at; every 512 of
    them ``budget`` is asked whether to stop (``OutOfBudget``, ``Cancelled``)."""

    def __init__(self, setup, seat: int, budget: Optional[Budget] = None):
        self.n = setup.players
        self.five = setup.variant == FIVE
        side = setup.side(seat)
        other = -1.0 / max(1, setup.sides - 1)
        self.weight = tuple(1.0 if setup.side(q) == side else other for q in range(self.n))
        self.me = seat
        self.exhaustive = self.n == 2
        self.memo: dict = {}
        self.nodes = 0
        self.budget = budget

    def after_lay(self, hands, pile, count, q, gone, r):
        """(points for q's lay, and the value of the rest) after seat ``q`` lays rank ``r``."""
        hand = list(hands[q])
        hand.remove(r)
        hands = hands[:q] + (tuple(hand),) + hands[q + 1:]
        pile = pile + (r,)
        count += _VAL[r]
        pts = peg_ranks(pile)
        return self.weight[q] * pts + self.advance(hands, pile, count, q, gone, q)

    def advance(self, hands, pile, count, q, gone, last):
        n = self.n
        if count == 31:
            return self.reset(hands, q)
        for i in range(1, n + 1):
            q2 = (q + i) % n
            if q2 in gone or not hands[q2]:
                continue
            if count + _VAL[min(hands[q2])] <= 31:
                return self.turn(hands, pile, count, q2, gone, last)
            if q2 != last:  # q2 says go
                return self.advance(hands, pile, count, q2, gone | {q2}, last)
            break
        if last is None:
            return self.reset(hands, q)
        return self.weight[last] + self.reset(hands, last)

    def reset(self, hands, last):
        if self.five or not any(hands):
            return 0.0
        n = self.n
        for i in range(1, n + 1):
            q = (last + i) % n
            if hands[q]:
                return self.turn(hands, (), 0, q, frozenset(), None)
        return 0.0

    def turn(self, hands, pile, count, q, gone, last):
        """The value with seat ``q`` to lay (it has a card that fits)."""
        self.nodes += 1
        if not self.nodes & 511 and self.budget is not None:
            self.budget.nodes_used = self.nodes
            self.budget.check()
        key = (hands, pile, count, q, gone, last)
        got = self.memo.get(key)
        if got is not None:
            return got
        room = 31 - count
        fits = sorted({r for r in hands[q] if _VAL[r] <= room})
        if self.exhaustive:
            values = [self.after_lay(hands, pile, count, q, gone, r) for r in fits]
            best = max(values) if self.weight[q] > 0 else min(values)
        else:  # each lays its best-scoring card
            r = max(fits, key=lambda r: (peg_ranks(pile + (r,)), _VAL[r]))
            best = self.after_lay(hands, pile, count, q, gone, r)
        self.memo[key] = best
        return best


class StrongPlayer(MediumPlayer):
    level = "strong"

    def __init__(self, seconds: float = 0.8, samples: int = 40, nodes: Optional[int] = None):
        super().__init__(LEVELS[2].name)
        self.seconds = seconds
        self.samples = samples
        self.nodes = nodes  # a node limit as well (benchmarks and tests: the same decisions on any machine)

    def crib_value(self, view, seat, discards, unseen) -> float:
        deal = view.setup.deal
        unknown = expect.TABLES[expect.table_name(deal.discard, deal.crib_from_deck)][1]
        return expect.crib_points(discards, unseen, unknown)

    def play(self, view, seat, legal, rng, budget):
        inner = budget.within(self.seconds, self.nodes)
        pile = tuple(RANK[c] for c in view.pile)
        count = view.count
        mine = tuple(sorted(RANK[c] for c in view.hands[seat]))
        choices = sorted({RANK[str(a.args[0])]: a for a in legal}.items())
        unseen = unseen_by(view, seat)
        n = view.players
        sizes = [len(view.hands[q]) if q != seat else 0 for q in range(n)]
        out = PlayOut(view.setup, seat, inner)
        sums = {r: 0.0 for r, _ in choices}
        done = 0
        for _ in range(self.samples):
            hands = deal_unseen(unseen, sizes, view.gone, count, rng)
            if hands is None:
                break
            hands[seat] = mine
            hands = tuple(hands)
            try:  # a deal played out only in part does not count
                values = [out.after_lay(hands, pile, count, seat, view.gone, r) for r, _ in choices]
            except OutOfBudget:
                break
            for (r, _), v in zip(choices, values):
                sums[r] += v
            done += 1
            inner.nodes_used = out.nodes
            if inner.expired():
                break
        budget.nodes_used += out.nodes
        if budget.cancelled:
            raise Cancelled()
        if not done:
            return MediumPlayer.play(self, view, seat, legal, rng, budget)
        sign = sign_of(view)
        best = max(sign * sums[r] for r, _ in choices)
        top = [a for r, a in choices if sign * sums[r] >= best - 1e-9]
        action = rng.choice(top) if len(top) > 1 else top[0]
        margin = sign * best / done
        return action, Text(f"Play {card_object(action.args[0]).en}: the best margin for the rest of the play "
                            f"against {done} likely deals ({margin:+.1f}).",
                            f"Положите {card_object(action.args[0]).ru}: лучший перевес до конца розыгрыша "
                            f"на {done} вероятных раскладах ({margin:+.1f}).")


def deal_unseen(unseen: Sequence[str], sizes: Sequence[int], gone, count: int,
                rng: random.Random) -> Optional[list]:
    """The other hands drawn from ``unseen`` (as sorted ranks): ``sizes[q]`` cards each; a seat
    that said go on this count gets only cards that do not fit. None when that cannot be done."""
    pool = list(unseen)
    rng.shuffle(pool)
    hands: list = [()] * len(sizes)
    order = sorted(range(len(sizes)), key=lambda q: q not in gone)  # the seats that said go first
    for q in order:
        k = sizes[q]
        if not k:
            continue
        if q in gone:
            fit = [c for c in pool if count + VALUE[c] > 31]
            if len(fit) < k:
                return None
            take = fit[:k]
        else:
            if len(pool) < k:
                return None
            take = pool[:k]
        for c in take:
            pool.remove(c)
        hands[q] = tuple(sorted(RANK[c] for c in take))
    return hands


_PLAYERS: dict[str, Callable[[], Player]] = {"easy": EasyPlayer, "medium": MediumPlayer, "strong": StrongPlayer}



def make_player(level: str, rules=None) -> Player:
    """The computer player of ``level`` (easy, medium, strong)."""
    return make_level(_PLAYERS, level, "Cribbage")
