"""Computer players for Cross (Qt-free). They see only ``rules.view_for(state, seat)``.

* ``easy`` — takes the most points it can score now; with nothing to score it gets rid of its
  heaviest tile.
* ``counter`` — counts the tiles: every tile it has not seen is in another hand or in the bazaar,
  and a player who drew or passed is known to lack the values that were open then. It deals the
  unseen tiles anew many times, keeping what is known (a determinised search,
  ``compendium.core.search.determinized``, within the decision's budget), and for each move weighs
  the points it scores now, the points the next player could answer with (the best reply from the
  hand that player holds in each deal), the chance that the next player cannot follow at all
  (blocking), how many of its own tiles will still fit, and the pips it sheds against the penalty at
  the end of the round. Going out, or reaching the target, comes first.
"""

from __future__ import annotations

import random

from compendium.core.actions import Action
from compendium.core.ai import Advice, Player, make_level
from compendium.core.domino import ALL_TILES, deal_unseen, is_double, pips
from compendium.core.plugin import read_levels
from compendium.core.search import Budget, Cancelled, determinized
from compendium.core.text import Text
from compendium.games.cross.rules import DRAW, NEXT, PASS, layout_score
from compendium.games.cross.rules import move_text as describe_move

_WHY_FORCED = {
    DRAW: Text("No tile fits: draw from the boneyard.", "Подходящей кости нет: берите из базара."),
    PASS: Text("No tile fits and the boneyard is closed: pass.", "Подходящей кости нет, базар закрыт: пропускайте ход."),
    NEXT: Text("The round is over: deal the next one.", "Круг окончен: раздавайте следующий."),
}


def move_text(rules, action: Action) -> Text:
    """"6:4 left" / "6:4 налево" for a ``play`` action."""
    return describe_move(rules.parse_play(action))


class CrossPlayer(Player):
    """Shared part: forced moves, the choice among plays, never an illegal action."""

    def rate(self, rules, view, seat: int, plays: list[Action], rng: random.Random,
             budget: Budget) -> list[tuple[float, Text]]:
        """A value and a reason for each play (``rng`` and ``budget`` for a player that samples)."""
        raise NotImplementedError

    def _decide(self, rules, view, seat: int, rng: random.Random | None, budget: Budget) -> Advice:
        legal = rules.legal_actions(view, seat)
        if not legal:
            raise ValueError("Cross: this seat has nothing to decide now")
        if len(legal) == 1 and legal[0].verb != "play":
            return Advice(legal[0], _WHY_FORCED[legal[0]])
        deals = random.Random(rng.random() if rng is not None else 0)
        rated = self.rate(rules, view, seat, legal, deals, budget)
        best = max(v for v, _ in rated)
        top = [k for k, (v, _) in enumerate(rated) if v >= best - 1e-9]
        k = rng.choice(top) if rng is not None else top[0]
        return Advice(legal[k], rated[k][1])

    def choose(self, rules, view, seat: int, rng: random.Random) -> Action:
        return self.think(rules, view, seat, rng, Budget())

    def think(self, rules, view, seat: int, rng: random.Random, budget: Budget) -> Action:
        return self._decide(rules, view, seat, rng, budget).action

    def advise(self, rules, view, seat: int) -> Advice:
        return self._decide(rules, view, seat, None, Budget())


class EasyPlayer(CrossPlayer):
    level = "easy"
    name = Text("Computer (easy)", "Компьютер (лёгкий)")

    def rate(self, rules, view, seat, plays, rng, budget):
        out = []
        for a in plays:
            _, gained, laid = rules.preview(view, a)
            shed = sum(pips(t) for t in laid)
            move = move_text(rules, a)
            if gained:
                why = Text(f"{move.en}: scores {gained} now.", f"{move.ru}: сразу {gained} очков.")
            else:
                why = Text(f"{move.en}: nothing scores now, so get rid of the heaviest tile.",
                           f"{move.ru}: очков сейчас не взять — избавляемся от самой тяжёлой кости.")
            out.append((gained * 100 + shed, why))
        return out


class CounterPlayer(CrossPlayer):
    """Counts the tiles it has seen; plays for points, against the next player's reply, for blocks."""

    level = "counter"
    name = Text("Computer (counts tiles)", "Компьютер (считает кости)")
    reply_weight = 0.9  # the next player's likely best answer counts almost as much as our own points
    follow_weight = 0.3  # what we could score next time with the tiles we keep
    block_weight = 6.0  # the chance that the next player cannot lay a tile at all
    fit_weight = 1.5  # each of our tiles that still fits (up to three)
    double_weight = 2.0  # a double laid: doubles are the hardest tiles to place later

    worlds = 256  # deals of the unseen tiles searched for each decision (fewer if time runs out)

    def rate(self, rules, view, seat, plays, rng, budget):
        cfg = view.cfg
        n = view.players
        hand = rules.hand(view, seat)
        unseen = [t for t in ALL_TILES if t not in hand and t not in view.layout.tiles()]
        nxt = (seat + 1) % n
        others = [q for q in range(n) if q != seat]
        sizes = {q: rules.hand_size(view, q) for q in others}
        my_net = rules.net(view, seat)
        penalties_count = view.penalties_on or not cfg.points_count
        pip_weight = 1.0 if not cfg.points_count else (0.5 if penalties_count else 0.15)
        out: list = [None] * len(plays)
        searched = []  # (index, play, layout after, its value without the next player's reply)
        for i, a in enumerate(plays):
            layout, gained, laid = rules.preview(view, a)
            rest = tuple(t for t in hand if t not in laid)
            move = move_text(rules, a)
            if not rest:
                out[i] = (10_000.0 + gained, Text(f"{move.en}: goes out and ends the round.",
                                                  f"{move.ru}: последняя кость — круг окончен."))
                continue
            if cfg.points_count and gained and my_net + gained >= cfg.target:
                out[i] = (20_000.0 + gained, Text(f"{move.en}: scores {gained} and wins the match.",
                                                  f"{move.ru}: {gained} очков — и победа в партии."))
                continue
            fits_after = sum(1 for t in rest if layout.fits(t))
            follow = max((layout_score(layout.play(t, arm)) for t in rest for arm in layout.fits(t)), default=0) \
                if cfg.points_count else 0
            shed = sum(pips(t) for t in laid)
            value = (gained + self.follow_weight * follow + self.fit_weight * min(fits_after, 3)
                     + pip_weight * shed + self.double_weight * sum(1 for t in laid if is_double(t)))
            if len(rest) == 1 and rest[0] in ((0, 0), (6, 6)):
                value -= 0.5 * (cfg.lone_00 if rest[0] == (0, 0) else cfg.lone_66)
            answers = self._answers(layout, unseen, cfg.points_count)
            searched.append((i, a, answers, value, move, gained, fits_after))
        if searched:
            seen = {a: [0.0, 0.0] for _, a, *_ in searched}  # the reply and the block, summed over deals

            def evaluate(theirs, budget: Budget) -> dict:
                """The next player's best reply and whether it can follow at all, in one deal."""
                if budget.cancelled:
                    raise Cancelled()
                values = {}
                for _, a, answers, _, _, _, _ in searched:
                    reply, blocked = self._reply(answers, theirs)
                    seen[a][0] += reply
                    seen[a][1] += blocked
                    values[a] = self.block_weight * blocked - self.reply_weight * reply
                return values

            found = determinized([a for _, a, *_ in searched],
                                 lambda r: deal_unseen(unseen, others, sizes, view.voids, r)[0][nxt],
                                 evaluate, budget, rng, worlds=self.worlds)
            for i, a, _, value, move, gained, fits_after in searched:
                reply, blocked = (x / found.worlds for x in seen[a])
                out[i] = (value + found.values[a], self._why(move, gained, reply, blocked, fits_after))
        return out

    @staticmethod
    def _answers(layout, unseen, points_count: bool) -> dict:
        """{tile: the most it scores when laid on ``layout``} for the unseen tiles that fit."""
        out = {}
        for t in unseen:
            arms = layout.fits(t)
            if arms:
                out[t] = max(layout_score(layout.play(t, arm)) for arm in arms) if points_count else 0
        return out

    @staticmethod
    def _reply(answers: dict, theirs) -> tuple[float, float]:
        """(the best points the next player can score with the hand ``theirs``, 1.0 if no tile of it
        fits), from ``_answers``."""
        found = [answers[t] for t in theirs if t in answers]
        return float(max(found, default=0)), 0.0 if found else 1.0

    @staticmethod
    def _why(move: Text, gained: int, reply: float, blocked: float, fits: int) -> Text:
        parts_en, parts_ru = [], []
        if gained:
            parts_en.append(f"scores {gained}")
            parts_ru.append(f"{gained} очков сразу")
        if reply >= 1:
            parts_en.append(f"the next player may answer with about {round(reply)}")
            parts_ru.append(f"следующий может ответить примерно на {round(reply)}")
        elif blocked >= 0.5:
            parts_en.append("the next player probably cannot follow")
            parts_ru.append("следующему, скорее всего, нечем ходить")
        parts_en.append(f"{fits} of your tiles still fit")
        parts_ru.append(f"подходят ещё ваших костей: {fits}")
        return Text(f"{move.en}: " + "; ".join(parts_en) + ".", f"{move.ru}: " + "; ".join(parts_ru) + ".")


LEVELS = read_levels(__file__)  # levels.json beside this file: what the setup dialog lists

_PLAYERS = {"easy": EasyPlayer, "counter": CounterPlayer}


def make_player(level: str) -> Player:
    return make_level(_PLAYERS, level, "Cross")
