"""Cribbage and its variants, Qt-free rules.

The lowest card of a cut deals first (the ace is low; a tie for the lowest cuts again); the deal
then passes to the left. Each hand: the dealer deals one card at a time from their left (six each
for two players; five each in the five-card game and for three or four players; seven in the
seven-card game), and the three-player and seven-card games put one card from the deck into the
crib. Every player puts one or two cards into the crib at the same time, unseen by the others; the
crib belongs to the dealer. The player on the dealer's right cuts the starter (a jack: "his heels",
2 to the dealer at once). In the play the players lay cards in turn from the dealer's left, the
count never above 31; a player who cannot lay says "go"; the last to lay when nobody can takes 1
("go", or "last" for the last card of the play), 31 takes 2 and no go; the count then starts again.
The five-card game ends the play at the first 31 or go. Then the show: the hands from the dealer's
left, the dealer's hand, the crib. The first to reach the game's points wins at that moment,
whatever the stage (the order of counting: heels, the play, the hands in turn, the crib); in losing
cribbage the first to reach them loses. Partners (seats 0 and 2 against 1 and 3) add their points.
With muggins each player counts their own hand and the opponent may claim what was missed.

Notation: chance ``cut 7H 3S`` (one card a seat, in seat order) and ``deal C ...`` (the 52 cards
in the order they are dealt); ``discard S C [C]`` (seat S's cards to the crib: the seats decide at
once, so the move names its seat), ``cut-starter``, ``play C``, ``go``, ``show``; muggins:
``count N``, ``muggins N``, ``pass``.

Choices made here:
- Muggins: a count above the hand's true score is refused ("That is more than the hand holds"),
  so a player can only miss points, never claim too many; the opponent may claim up to the points
  missed (more is refused) or pass. The combinations are highlighted once the count is settled.
- A seat whose turn comes in the play and that cannot lay says "go" itself; the last player to
  lay, when nobody else can go on, is not asked: their go point is given at once.
- After the show the next hand is dealt at once (the deal is the chance event of the next hand).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations
from typing import Optional, Sequence

from compendium.core.actions import Action
from compendium.core.rules import CHANCE, SIMULTANEOUS, IllegalAction, Result, Rules
from compendium.core.text import Text, plural_ru, seat_ref
from compendium.games.cribbage.cards import CARDS, HIDDEN, RANK, VALUE, card_name, card_object, shuffled
from compendium.games.cribbage.options import DEALS, FIVE, LOSING, MUGGINS, SIX, CribbageOptions, Deal
from compendium.games.cribbage.scoring import Combo, call_text, combo_text, peg, show, show_points

CUT, DEAL, DISCARD, STARTER, PLAY, SHOW, OVER = "cut-for-deal", "deal", "discard", "starter", "play", "show", "over"

CUT_STARTER = Action("cut-starter")
GO = Action("go")
SHOW_ACTION = Action("show")
PASS = Action("pass")


@dataclass(frozen=True, kw_only=True)
class Setup(CribbageOptions):
    """The options of a match and its number of players, fixed at its start."""

    players: int

    @property
    def deal(self) -> Deal:
        return DEALS[self.variant]

    @property
    def goal(self) -> int:
        return self.target or self.deal.target

    @property
    def teams(self) -> bool:
        return self.deal.teams

    @property
    def sides(self) -> int:
        return 2 if self.teams else self.players

    def side(self, seat: int) -> int:
        return seat % 2 if self.teams else seat

    @property
    def muggins(self) -> bool:
        """Whether people count their own hands (muggins, unless the program counts for them)."""
        return self.variant == MUGGINS and not self.muggins_auto


@dataclass(frozen=True)
class CribbageState:
    setup: Setup
    phase: str = CUT
    scores: tuple[int, ...] = ()  # per side (a player, or a pair of partners): the front peg
    backs: tuple[int, ...] = ()  # per side: the back peg (the score before the side's last points)
    dealer: int = 0
    hand_number: int = 0  # the hand being played (1 for the first); 0 before the first deal
    cuts: tuple[str, ...] = ()  # the last cut for the deal, one card a seat
    hands: tuple[tuple[str, ...], ...] = ()  # per seat: the cards still held ("??": hidden from this view)
    discards: tuple[Optional[tuple[str, ...]], ...] = ()  # while discarding: per seat, None until chosen
    crib: tuple[str, ...] = ()
    stock: tuple[str, ...] = ()  # the rest of the dealt deck, in order (the starter is its first card)
    starter: Optional[str] = None
    laid: tuple[tuple[int, str], ...] = ()  # the play so far: (seat, card) in order
    pile_start: int = 0  # laid[pile_start:] is the pile of the current count
    player: int = 0  # whose turn it is in the play
    gone: frozenset = frozenset()  # the seats that said go on this count
    show_step: int = 0  # the show: 0 .. players-1 the hands from the dealer's left; players: the crib
    declared: Optional[int] = None  # muggins: the count declared, waiting for a claim or a pass
    combos: tuple[Combo, ...] = ()  # what the last action scored (to highlight)
    events: tuple[tuple, ...] = ()  # what the last action brought about (see ``event_text``)
    loser: Optional[int] = None  # losing cribbage: the side that reached the points
    winner: Optional[int] = None  # the side that won

    @property
    def players(self) -> int:
        return self.setup.players

    @property
    def pile(self) -> tuple[str, ...]:
        return tuple(c for _, c in self.laid[self.pile_start:])

    @property
    def count(self) -> int:
        return sum(VALUE.get(c, 0) for _, c in self.laid[self.pile_start:])


# --- helpers the rules, the view and the computer players share ---------------------------------------
def show_owner(state: CribbageState, step: Optional[int] = None) -> int:
    """The seat whose hand is shown at a step of the show (the crib's step: the dealer)."""
    step = state.show_step if step is None else step
    n = state.players
    return state.dealer if step >= n else (state.dealer + 1 + step) % n


def show_position(state: CribbageState, seat: int) -> int:
    """The step of the show at which ``seat``'s hand is shown."""
    return (seat - state.dealer - 1) % state.players


def show_hand(state: CribbageState, seat: int) -> tuple[str, ...]:
    """The seat's hand for the show: the cards kept after the discard (laid or still held)."""
    return tuple(c for s, c in state.laid if s == seat) + state.hands[seat]


def shown_cards(state: CribbageState, step: Optional[int] = None) -> tuple[tuple[str, ...], bool]:
    """(cards, is the crib) counted at a step of the show."""
    step = state.show_step if step is None else step
    if step >= state.players:
        return state.crib, True
    return show_hand(state, show_owner(state, step)), False


def can_lay(hand: Sequence[str], count: int) -> list[str]:
    """The cards of ``hand`` that keep the count at 31 or under."""
    return [c for c in hand if c in VALUE and count + VALUE[c] <= 31]


def player_text(seat: int) -> Text:
    return seat_ref(seat)  # the interface puts the player's name here


def _pts(n: int) -> Text:
    return Text(f"{n} point" + ("" if n == 1 else "s"), f"{n} " + plural_ru(n, "очко", "очка", "очков"))


def _combos_text(combos: Sequence[Combo]) -> Text:
    parts = [combo_text(c) for c in combos]
    return Text(", ".join(p.en for p in parts), ", ".join(p.ru for p in parts))


def event_text(event: tuple, actor: Optional[int] = None) -> Text:
    """A sentence for one event. The acting seat (``actor``) is left unnamed: the match log names
    it already; other seats are seat references the interface names."""
    kind = event[0]

    def subject(seat: int) -> Text:
        return Text("", "") if seat == actor else player_text(seat) + Text(" ", " ")

    if kind == "cut":
        _, cuts, dealer = event
        shown = Text("Cut for the deal: ", "Жребий на сдачу: ")
        for i, c in enumerate(cuts):
            sep = Text(", ", ", ") if i else Text("", "")
            shown = shown + sep + player_text(i) + Text(" ", " ") + card_name(c)
        if dealer is None:
            return shown + Text(" — a tie for the lowest card: cut again", " — младших карт поровну: тянут снова")
        return shown + Text(" — the lowest card deals: ", " — сдаёт младшая карта: ") + player_text(dealer)
    if kind == "deal":
        _, number, cards = event
        return Text(f"deals hand {number}: {cards} cards each", f"сдаёт {number}-ю руку: по {cards} карт")
    if kind == "discard":
        _, seat, k = event
        return subject(seat) + Text("puts " + ("a card" if k == 1 else f"{k} cards") + " in the crib",
                                    "кладёт в криб " + ("карту" if k == 1 else f"{k} карты"))
    if kind == "crib":
        return Text("The crib is complete", "Криб собран")
    if kind == "starter":
        _, seat, card = event
        return subject(seat) + Text(f"cuts the starter: {card_name(card).en}", f"снимает стартовую карту: {card_name(card).ru}")
    if kind == "play":
        _, seat, card, count, combos = event
        text = subject(seat) + Text(f"plays {card_object(card).en}, count {count}",
                                    f"кладёт {card_object(card).ru}, сумма {count}")
        return text + Text(": ", ": ") + _combos_text(combos) if combos else text
    if kind == "go":
        return subject(event[1]) + Text("cannot lay a card: go", "не может положить карту: «пропускаю»")
    if kind == "score":
        _, seat, combos = event
        who = Text("", "") if seat == actor else player_text(seat) + Text(" scores ", " получает: ")
        return who + _combos_text(combos)
    if kind == "reset":
        return Text("the count starts again", "сумма обнуляется")
    if kind == "play-over":
        return Text("The play is over: the show", "Розыгрыш окончен: показ")
    if kind == "show":
        _, seat, crib, total, combos = event
        what = Text("the crib", "криб") if crib else Text("the hand", "руку")
        text = subject(seat) + Text(f"shows {what.en}: {_pts(total).en}", f"показывает {what.ru}: {_pts(total).ru}")
        calls = call_text(combos)
        if calls:
            text = text + Text(" (", " (") + Text(", ".join(t.en for t in calls), ", ".join(t.ru for t in calls)) + \
                Text(")", ")")
        return text
    if kind == "count":
        _, seat, crib, n = event
        what = Text("the crib", "криб") if crib else Text("the hand", "руку")
        return subject(seat) + Text(f"counts {what.en}: {_pts(n).en}", f"считает {what.ru}: {_pts(n).ru}")
    if kind == "muggins":
        _, seat, m = event
        return subject(seat) + Text(f"claims the {_pts(m).en} missed: muggins!", f"забирает пропущенные {_pts(m).ru}: «зевок»!")
    if kind == "pass":
        return subject(event[1]) + Text("claims nothing", "ничего не забирает")
    if kind == "win":
        _, seat, score = event
        return subject(seat) + Text(f"reaches {score} and wins the match!", f"набирает {score} и выигрывает партию!")
    if kind == "lose":
        _, seat, score = event
        return subject(seat) + Text(f"reaches {score} and loses the match!", f"набирает {score} и проигрывает партию!")
    return Text(kind, kind)


class CribbageRules(Rules):
    rules_version = 1
    Options = CribbageOptions
    has_hidden_information = True
    uses_dice = False

    game_id = "cribbage"

    # --- variants --------------------------------------------------------------------------------
    def player_range(self, options: Optional[dict] = None) -> tuple[int, Optional[int]]:
        variant = options.get("variant") if isinstance(options, dict) else getattr(options, "variant", None)
        n = DEALS.get(variant, DEALS[SIX]).players
        return n, n

    # --- the game ----------------------------------------------------------------------------------
    def new_match(self, players: int, options: Optional[dict] = None) -> CribbageState:
        o = self.typed_options(options)
        need = DEALS[o.variant].players
        if players != need:
            raise IllegalAction(Text(f"This cribbage is played by {need} players.",
                                     f"В этот криббедж играют {need} игрока."))
        setup = Setup(**o.values(), players=players)
        zero = (0,) * setup.sides
        return CribbageState(setup=setup, scores=zero, backs=zero, hands=((),) * players)

    def to_move(self, state: CribbageState) -> Optional[int]:
        phase = state.phase
        if phase == OVER:
            return None
        if phase in (CUT, DEAL):
            return CHANCE
        if phase == DISCARD:
            return SIMULTANEOUS
        if phase == STARTER:
            return (state.dealer - 1) % state.players
        if phase == PLAY:
            return state.player
        owner = show_owner(state)
        return owner if state.declared is None else (owner + 1) % state.players

    def turn_of(self, state: CribbageState) -> Optional[int]:
        if state.phase == DEAL:
            return state.dealer
        mover = self.to_move(state)
        return mover if mover is not None and mover >= 0 else None

    def deciding(self, state: CribbageState) -> list[int]:
        if state.phase != DISCARD:
            return []
        return [s for s, d in enumerate(state.discards) if d is None]

    def legal_actions(self, state: CribbageState, seat: int) -> list[Action]:
        phase = state.phase
        if phase == DISCARD:
            if not 0 <= seat < state.players or state.discards[seat] is not None:
                return []
            hand = state.hands[seat]
            if HIDDEN in hand:
                return []
            return [Action("discard", (seat, *cards)) for cards in combinations(hand, state.setup.deal.discard)]
        if seat != self.to_move(state):
            return []
        if phase == STARTER:
            return [CUT_STARTER]
        if phase == PLAY:
            hand = state.hands[seat]
            if HIDDEN in hand:
                return []
            cards = can_lay(hand, state.count)
            return [Action("play", (c,)) for c in cards] if cards else [GO]
        if phase == SHOW:
            cards, crib = shown_cards(state)
            if HIDDEN in cards or state.starter is None:
                return []
            if not state.setup.muggins:
                return [SHOW_ACTION]
            true = show_points(cards, state.starter, crib)
            if state.declared is None:
                return [Action("count", (n,)) for n in range(true + 1)]
            return [Action("muggins", (m,)) for m in range(1, true - state.declared + 1)] + [PASS]
        return []

    def chance_outcomes(self, state: CribbageState) -> list[tuple[Action, float]]:
        raise NotImplementedError("a shuffle of the 52 cards is too large to list: use sample_chance")

    def sample_chance(self, state: CribbageState, rng) -> Action:
        order = shuffled(rng)
        if state.phase == CUT:
            return Action("cut", tuple(order[:state.players]))
        return Action("deal", tuple(order))

    def chance_from_text(self, state: CribbageState, text: str) -> Action:
        raise IllegalAction(Text("The computer shuffles and deals the cards; there is nothing to type in.",
                                 "Карты тасует и сдаёт компьютер; вводить ничего не нужно."))

    # --- applying actions ----------------------------------------------------------------------------
    def apply(self, state: CribbageState, action: Action) -> CribbageState:
        after = self._apply(state, action)
        if after.scores != state.scores:  # one move of a side's pegs an action: the back peg where the front was
            after = replace(after, backs=tuple(old if new != old else back for old, new, back
                                               in zip(state.scores, after.scores, after.backs)))
        return after

    def _apply(self, state: CribbageState, action: Action) -> CribbageState:
        phase = state.phase
        if phase == OVER:
            raise IllegalAction(Text("The match is over.", "Партия окончена."))
        if phase == CUT:
            return self._cut(state, action)
        if phase == DEAL:
            return self._deal(state, action)
        if action.verb in ("cut", "deal"):
            raise IllegalAction(Text("The cards are not being dealt now.", "Сейчас карты не сдают."))
        if phase == DISCARD:
            return self._discard(state, action)
        if phase == STARTER:
            if action != CUT_STARTER:
                raise IllegalAction(Text("The starter is cut first.", "Сначала снимают стартовую карту."))
            return self._cut_starter(state)
        if phase == PLAY:
            if action.verb == "play":
                return self._play(state, action)
            if action == GO:
                return self._go(state)
            raise IllegalAction(Text("Lay a card, or say go when none fits.",
                                     "Положите карту или скажите «пропускаю», если ни одна не подходит."))
        return self._show(state, action)

    def _cut(self, state: CribbageState, action: Action) -> CribbageState:
        if action.verb != "cut":
            raise IllegalAction(Text("First each player cuts a card for the deal.",
                                     "Сначала каждый снимает карту на сдачу."))
        cuts = tuple(str(a) for a in action.args)
        if len(cuts) != state.players or len(set(cuts)) != len(cuts) or not all(c in CARDS for c in cuts):
            raise IllegalAction(Text(f"Each of the {state.players} players cuts one different card.",
                                     f"Каждый из {state.players} игроков снимает одну, свою карту."))
        low = min(RANK[c] for c in cuts)
        lowest = [s for s, c in enumerate(cuts) if RANK[c] == low]
        if len(lowest) > 1:
            return replace(state, cuts=cuts, events=(("cut", cuts, None),), combos=())
        return replace(state, phase=DEAL, cuts=cuts, dealer=lowest[0], events=(("cut", cuts, lowest[0]),), combos=())

    def _deal(self, state: CribbageState, action: Action) -> CribbageState:
        order = tuple(str(a) for a in action.args)
        if action.verb != "deal" or len(order) != 52 or set(order) != CARDS:
            raise IllegalAction(Text("A deal is the order of all 52 cards.", "Сдача — это порядок всех 52 карт."))
        setup, n = state.setup, state.players
        per = setup.deal.cards
        hands = [[] for _ in range(n)]
        for i in range(n * per):
            hands[(state.dealer + 1 + i) % n].append(order[i])
        extra = setup.deal.crib_from_deck
        crib = order[n * per:n * per + extra]
        number = state.hand_number + 1
        state = replace(state, phase=DISCARD, hand_number=number, hands=tuple(tuple(h) for h in hands),
                        discards=(None,) * n, crib=crib, stock=order[n * per + extra:], starter=None, laid=(),
                        pile_start=0, gone=frozenset(), show_step=0, declared=None, combos=(),
                        events=(("deal", number, per),))
        if setup.variant == FIVE:  # the dealer's opponent scores three at once
            state = self._score(state, (state.dealer + 1) % n, (Combo("three", (), 3),))
        return state

    def _discard(self, state: CribbageState, action: Action) -> CribbageState:
        k = state.setup.deal.discard
        form = Text("Name the seat and the cards for the crib, e.g. «discard 0 5H JD».",
                    "Укажите место и карты для криба, например «discard 0 5H JD».")
        if action.verb != "discard" or not action.args or not isinstance(action.args[0], int):
            raise IllegalAction(form)
        seat, cards = action.args[0], tuple(str(a) for a in action.args[1:])
        if not 0 <= seat < state.players:
            raise IllegalAction(Text(f"There is no seat {seat}.", f"Места {seat} нет."))
        if state.discards[seat] is not None:
            raise IllegalAction(Text("This player has already put cards in the crib.",
                                     "Этот игрок уже положил карты в криб."))
        if len(cards) != k or len(set(cards)) != k:
            raise IllegalAction(Text("Put one card in the crib." if k == 1 else f"Put {k} different cards in the crib.",
                                     "Положите в криб одну карту." if k == 1 else f"Положите в криб {k} разные карты."))
        hand = state.hands[seat]
        for c in cards:
            if c not in hand:
                raise IllegalAction(Text(f"There is no {card_name(c).en} in this hand.",
                                         f"В этой руке нет карты «{card_name(c).ru}»."))
        hands = _put(state.hands, seat, tuple(c for c in hand if c not in cards))
        discards = _put(state.discards, seat, cards)
        events: tuple = (("discard", seat, k),)
        if any(d is None for d in discards):
            return replace(state, hands=hands, discards=discards, events=events, combos=())
        n = state.players
        crib = state.crib + tuple(c for i in range(n) for c in discards[(state.dealer + 1 + i) % n])
        return replace(state, phase=STARTER, hands=hands, discards=(), crib=crib, events=events + (("crib",),),
                       combos=())

    def _cut_starter(self, state: CribbageState) -> CribbageState:
        if not state.stock or state.stock[0] not in CARDS:
            raise IllegalAction(Text("This view cannot see the deck.", "В этом виде колода скрыта."))
        starter, cutter = state.stock[0], self.to_move(state)
        state = replace(state, starter=starter, stock=state.stock[1:], phase=PLAY,
                        player=(state.dealer + 1) % state.players, pile_start=0, gone=frozenset(), combos=(),
                        events=(("starter", cutter, starter),))
        if RANK[starter] == 11:  # his heels: two to the dealer at once
            state = self._score(state, state.dealer, (Combo("heels", (starter,), 2),))
        return state

    def _play(self, state: CribbageState, action: Action) -> CribbageState:
        seat = state.player
        hand = state.hands[seat]
        if len(action.args) != 1:
            raise IllegalAction(Text("Name one card, e.g. «play 5H».", "Назовите одну карту, например «play 5H»."))
        card = str(action.args[0])
        if card not in hand or card not in CARDS:
            raise IllegalAction(Text(f"There is no {card_name(card).en} in this hand.",
                                     f"В этой руке нет карты «{card_name(card).ru}»."))
        count = state.count + VALUE[card]
        if count > 31:
            raise IllegalAction(Text(f"That makes {count}: the count may not pass 31.",
                                     f"Получится {count}: сумма не может быть больше 31."))
        laid = state.laid + ((seat, card),)
        combos = tuple(peg([c for _, c in laid[state.pile_start:]]))
        state = replace(state, hands=_put(state.hands, seat, tuple(c for c in hand if c != card)), laid=laid,
                        combos=(), events=(("play", seat, card, count, combos),))
        state = self._score(state, seat, combos, event=False)
        if state.phase == OVER:
            return state
        return self._advance(state, seat)

    def _go(self, state: CribbageState) -> CribbageState:
        seat = state.player
        hand = state.hands[seat]
        if HIDDEN in hand:
            raise IllegalAction(Text("This view cannot see the hand.", "В этом виде рука скрыта."))
        if can_lay(hand, state.count):
            raise IllegalAction(Text("You have a card that fits: lay it.", "У вас есть подходящая карта: положите её."))
        state = replace(state, gone=state.gone | {seat}, combos=(), events=(("go", seat),))
        return self._advance(state, seat)

    def _advance(self, state: CribbageState, seat: int) -> CribbageState:
        """Who acts after ``seat`` laid a card or said go: the next seat that may still lay (or must
        say go); when nobody can, the go point, the count starting again or the end of the play."""
        n = state.players
        if state.count == 31:
            return self._reset(state, seat)
        last = state.laid[-1][0] if len(state.laid) > state.pile_start else None
        for i in range(1, n + 1):
            q = (seat + i) % n
            if q in state.gone or not state.hands[q]:
                continue
            if can_lay(state.hands[q], state.count):
                return replace(state, player=q)
            if q != last:
                return replace(state, player=q)  # q says go
            break
        if last is None:
            return self._reset(state, seat)
        kind = "go" if any(state.hands) else "last"
        state = self._score(state, last, (Combo(kind, (state.laid[-1][1],), 1),))
        if state.phase == OVER:
            return state
        return self._reset(state, last)

    def _reset(self, state: CribbageState, last: int) -> CribbageState:
        """The count starts again after 31 or a go; the play ends when the hands are empty (or in
        the five-card game at once)."""
        n = state.players
        state = replace(state, pile_start=len(state.laid), gone=frozenset())
        if state.setup.variant == FIVE or not any(state.hands):
            return replace(state, phase=SHOW, show_step=0, declared=None, events=state.events + (("play-over",),))
        for i in range(1, n + 1):
            q = (last + i) % n
            if state.hands[q]:
                return replace(state, player=q, events=state.events + (("reset",),))
        raise AssertionError("a hand holds cards")

    def _show(self, state: CribbageState, action: Action) -> CribbageState:
        cards, crib = shown_cards(state)
        owner = show_owner(state)
        if HIDDEN in cards or state.starter is None:
            raise IllegalAction(Text("This view cannot see the cards shown.", "В этом виде показанные карты скрыты."))
        combos = tuple(show(cards, state.starter, crib))
        true = sum(c.points for c in combos)
        if not state.setup.muggins:
            if action != SHOW_ACTION:
                raise IllegalAction(Text("Show the hand: «show».", "Покажите руку: «show»."))
            state = replace(state, combos=(), events=(("show", owner, crib, true, combos),))
            state = self._score(state, owner, combos, event=False)
            return state if state.phase == OVER else self._next_show(state)
        if state.declared is None:
            if action.verb != "count" or len(action.args) != 1 or not isinstance(action.args[0], int):
                raise IllegalAction(Text("Count the hand: «count N».", "Сосчитайте руку: «count N»."))
            n = action.args[0]
            if n < 0:
                raise IllegalAction(Text("A count is 0 or more.", "Счёт не бывает меньше 0."))
            if n > true:
                raise IllegalAction(Text("That is more than the hand holds.", "Это больше, чем есть в руке."))
            state = replace(state, combos=(), events=(("count", owner, crib, n),))
            if n:  # the combinations are highlighted once the count is settled (no hint of what was missed)
                state = replace(self._score(state, owner, (Combo("count", cards, n),), event=False), combos=())
                if state.phase == OVER:
                    return state
            if n == true:
                return self._next_show(replace(state, combos=combos))
            return replace(state, declared=n)
        claimer = (owner + 1) % state.players
        missed = true - state.declared
        if action == PASS:
            state = replace(state, declared=None, combos=combos, events=(("pass", claimer),))
            return self._next_show(state)
        if action.verb != "muggins" or len(action.args) != 1 or not isinstance(action.args[0], int):
            raise IllegalAction(Text("Claim the missed points («muggins N») or pass.",
                                     "Заберите пропущенные очки («muggins N») или пропустите («pass»)."))
        m = action.args[0]
        if not 1 <= m <= missed:
            raise IllegalAction(Text(f"The count missed only {_pts(missed).en}.",
                                     f"При счёте пропущено только {_pts(missed).ru}."))
        state = replace(state, declared=None, combos=combos, events=(("muggins", claimer, m),))
        state = self._score(state, claimer, (Combo("muggins", cards, m),), event=False)
        return state if state.phase == OVER else self._next_show(state)

    def _next_show(self, state: CribbageState) -> CribbageState:
        step = state.show_step + 1
        if step <= state.players:
            return replace(state, show_step=step, declared=None)
        # the hand is over: the deal passes to the left
        return replace(state, phase=DEAL, show_step=step, declared=None, dealer=(state.dealer + 1) % state.players)

    def _score(self, state: CribbageState, seat: int, combos: Sequence[Combo], event: bool = True) -> CribbageState:
        """Adds the combinations' points to the seat's side (one move of its pegs); the match ends
        at once when the side reaches the game's points."""
        combos = tuple(combos)
        if not combos:
            return state
        pts = sum(c.points for c in combos)
        events = state.events + (("score", seat, combos),) if event else state.events
        if not pts:
            return replace(state, combos=state.combos + combos, events=events)
        setup = state.setup
        side = setup.side(seat)
        old = state.scores[side]
        new = old + pts
        changes = dict(combos=state.combos + combos, scores=_put(state.scores, side, new),
                       backs=_put(state.backs, side, old))
        if new >= setup.goal:
            if setup.variant == LOSING:
                winners = [s for s in range(setup.sides) if s != side]
                changes.update(phase=OVER, loser=side, winner=winners[0] if len(winners) == 1 else None)
                events += (("lose", seat, new),)
            else:
                changes.update(phase=OVER, winner=side)
                events += (("win", seat, new),)
        return replace(state, events=events, **changes)

    # --- results and views --------------------------------------------------------------------------
    def result(self, state: CribbageState) -> Result:
        setup = state.setup
        n = state.players
        scores = [state.scores[setup.side(s)] for s in range(n)]
        sides = [setup.side(s) for s in range(n)] if setup.teams else []
        losing = setup.variant == LOSING
        res = Result.ranked(scores, [{} for _ in range(n)], higher_is_better=not losing, sides=sides)
        if state.phase == OVER:
            if state.loser is not None:
                ranks = tuple(2 if setup.side(s) == state.loser else 1 for s in range(n))
            else:
                ranks = tuple(1 if setup.side(s) == state.winner else max(2, r) for s, r in enumerate(res.ranks))
            res = Result(res.scores, ranks, res.extra, sides=res.sides)
        return res

    def view_for(self, state: CribbageState, seat: int) -> CribbageState:
        """What ``seat`` may see: its own hand and the cards it put in the crib; the others' hands
        and the crib once they are shown (or the match is over); the others' discards never; the
        deck's order never."""
        n = state.players
        stock = (HIDDEN,) * len(state.stock)
        if state.phase in (OVER, DEAL, CUT):
            return replace(state, stock=stock)

        def hidden(cards):
            return (HIDDEN,) * len(cards)

        shown = state.show_step if state.phase == SHOW else -1
        hands = tuple(h if s == seat or show_position(state, s) <= shown else hidden(h)
                      for s, h in enumerate(state.hands))
        crib = state.crib if shown >= n else crib_known_to(state, seat)
        discards = tuple(d if d is None or s == seat else hidden(d) for s, d in enumerate(state.discards))
        return replace(state, stock=stock, hands=hands, crib=crib, discards=discards)

    def describe(self, state: CribbageState, action: Action) -> Text:
        after = self.apply(state, action)
        mover = self.to_move(state)
        actor = action.args[0] if mover == SIMULTANEOUS and action.args else self.turn_of(state)
        return _join([event_text(e, actor=actor) for e in after.events])

    # --- what the view shows (Qt-free) --------------------------------------------------------------------
    def hand_of(self, state: CribbageState, seat: int) -> tuple[str, ...]:
        return state.hands[seat]

    def pile_of(self, state: CribbageState) -> tuple[str, ...]:
        return state.pile

    def count_of(self, state: CribbageState) -> int:
        return state.count

    def crib_of(self, state: CribbageState) -> Optional[tuple[str, ...]]:
        """The crib once it is shown (its turn in the show, or after), else None."""
        if state.phase == SHOW and state.show_step >= state.players or state.phase in (DEAL, OVER) and state.crib:
            return state.crib
        return None

    def starter_of(self, state: CribbageState) -> Optional[str]:
        return state.starter

    def pegs_of(self, state: CribbageState) -> list[tuple[int, int]]:
        """(front, back) peg of each track: a seat, or a pair of partners."""
        return list(zip(state.scores, state.backs))

    def last_combos(self, state: CribbageState) -> tuple[Combo, ...]:
        return state.combos

    def target(self, state: CribbageState) -> int:
        return state.setup.goal

    def teams(self, state: CribbageState) -> Optional[tuple[int, ...]]:
        return tuple(state.setup.side(s) for s in range(state.players)) if state.setup.teams else None


# --- small helpers --------------------------------------------------------------------------------------
def crib_known_to(state: CribbageState, seat: int) -> tuple[str, ...]:
    """The crib as ``seat`` knows it before it is shown: the cards it put there itself, the rest
    hidden. The crib holds the cards from the deck first, then each seat's discards from the
    dealer's left (``_discard``)."""
    k = state.setup.deal.discard
    first = len(state.crib) - state.players * k
    if first < 0 or not 0 <= seat < state.players:
        return (HIDDEN,) * len(state.crib)
    start = first + ((seat - state.dealer - 1) % state.players) * k
    return tuple(c if start <= i < start + k else HIDDEN for i, c in enumerate(state.crib))


def _put(values: tuple, i: int, value) -> tuple:
    return values[:i] + (value,) + values[i + 1:]


def _join(texts: list[Text]) -> Text:
    texts = [t for t in texts if t.en]
    if not texts:
        return Text("", "")
    out = texts[0]
    for t in texts[1:]:
        if t.en[0].islower() or t.en[0] == "{":
            sep = Text("; ", "; ")
        else:
            sep = Text(" ", " ") if out.en.endswith(("!", ".")) else Text(". ", ". ")
        out = out + sep + t
    return out
