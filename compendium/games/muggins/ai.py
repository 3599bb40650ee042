"""Computer players for Pyaterka (Muggins) and All Threes (Qt-free).

Both see only ``rules.view_for(state, seat)``: their own hand, the table, how many tiles each
hand and the boneyard hold, and the numbers a player is known to lack (they drew or passed on
them).

* ``simple`` — lays the tile that scores most right now (on equal points, the heaviest tile).
* ``strong`` — counts the tiles seen: the unseen ones are dealt at random among the other hands
  and the boneyard, keeping what is known (sizes, numbers a player lacks), many times over (a
  determinised search, ``compendium.core.search.determinized``, within the decision's budget). For
  each of its moves it plays the next turns out in every such deal (the others greedily, as far
  as its own next turn), and weighs its points now, the points the others can make in reply, the
  tiles they must draw or the turns they must pass (blocking), its own next chance to score, the
  bonus for going out, and the pips it is left holding.
"""

from __future__ import annotations

import random
from typing import Optional

from compendium.core.actions import Action
from compendium.core.ai import Advice, Player
from compendium.core.domino import (
    ALL_TILES,
    Layout,
    Tile,
    arm_text,
    deal_unseen,
    hand_pips,
    parse_tile,
    tile_text,
)
from compendium.core.plugin import read_levels
from compendium.core.search import Budget, Cancelled, determinized
from compendium.core.text import Text
from compendium.games.muggins.rules import (
    DIVIDED,
    MugginsState,
    end_points,
    hand_bonus,
    scored,
)

LEVELS = read_levels(__file__)  # levels.json beside this file: what the setup dialog lists


def make_player(level: str) -> Player:
    if level == "simple":
        return SimplePlayer()
    if level == "strong":
        return StrongPlayer()
    raise ValueError(f"unknown level {level!r}")


def _plays(rules, view: MugginsState, seat: int) -> list[tuple[Tile, str, Action]]:
    """The legal plays as (tile, arm, action)."""
    return [(parse_tile(a.args[0]), a.args[1], a) for a in rules.legal_actions(view, seat) if a.verb == "play"]


def _points(view: MugginsState, layout: Layout) -> int:
    return scored(end_points(layout, view.setup.free_sides), view.setup.multiple)


def _forced(rules, view, seat) -> Optional[Advice]:
    """Advice when there is no choice (draw, pass, next)."""
    legal = rules.legal_actions(view, seat)
    if len(legal) != 1 or legal[0].verb == "play":
        return None
    why = {
        "draw": Text("No tile fits: draw from the boneyard.", "Ни одна кость не подходит: берите из базара."),
        "pass": Text("Nothing fits and the boneyard is empty: pass.", "Ничего не подходит, а базар пуст: пропускайте ход."),
        "next": Text("The hand is over: start the next one.", "Кон окончен: начинайте следующий."),
    }
    return Advice(legal[0], why.get(legal[0].verb, Text("The only move.", "Единственный ход.")))


def _play_text(t: Tile, arm: str) -> Text:
    where = arm_text(arm)
    return Text(f"Lay {tile_text(t)} {where.en}", f"Ставьте {tile_text(t)} {where.ru}")


class SimplePlayer(Player):
    level = "simple"
    name = LEVELS[0].name

    def _ranked(self, rules, view: MugginsState, seat: int):
        scored_plays = [(_points(view, view.layout.play(t, arm)), t[0] + t[1], t, arm, a)
                        for t, arm, a in _plays(rules, view, seat)]
        best = max(scored_plays, key=lambda x: x[:2], default=None)
        return best, [x for x in scored_plays if best and x[:2] == best[:2]]

    def choose(self, rules, view, seat, rng):
        forced = _forced(rules, view, seat)
        if forced:
            return forced.action
        _, ties = self._ranked(rules, view, seat)
        return rng.choice(ties)[4]

    def advise(self, rules, view, seat):
        forced = _forced(rules, view, seat)
        if forced:
            return forced
        best, _ = self._ranked(rules, view, seat)
        pts, _, t, arm, action = best
        if pts:
            why = _play_text(t, arm) + Text(f": it scores {pts} now.", f": это даёт {pts} очков сейчас.")
        else:
            why = _play_text(t, arm) + Text(": nothing scores now, so get rid of the heaviest tile.",
                                            ": сейчас ничто не даёт очков, сбросьте самую тяжёлую кость.")
        return Advice(action, why)


class StrongPlayer(Player):
    level = "strong"
    name = LEVELS[1].name

    def __init__(self, samples: int = 24):
        self.samples = samples

    def choose(self, rules, view, seat, rng):
        return self.think(rules, view, seat, rng, Budget())

    def think(self, rules, view, seat, rng, budget):
        forced = _forced(rules, view, seat)
        if forced:
            return forced.action
        return self._evaluate(rules, view, seat, rng, budget)[0][1]

    def advise(self, rules, view, seat):
        forced = _forced(rules, view, seat)
        if forced:
            return forced
        ranked = self._evaluate(rules, view, seat, random.Random(0))
        _, action, now, reply, blocked = ranked[0]
        t = parse_tile(action.args[0])
        why = _play_text(t, action.args[1])
        if now:
            why = why + Text(f": {now} points now", f": {now} очков сейчас")
        else:
            why = why + Text(": nothing to score now", ": сейчас очков нет")
        why = why + Text(f"; the others may answer with about {reply:.0f}", f"; ответ соперников — около {reply:.0f}")
        if blocked >= 0.5:
            why = why + Text(" and will often have to draw or pass", " и им часто придётся брать из базара или пропускать")
        return Advice(action, why + Text(".", "."))

    # --- the search ----------------------------------------------------------------------------
    def _evaluate(self, rules, view: MugginsState, seat: int, rng: random.Random, budget: Budget = None):
        """[(value, action, points now, expected reply, expected blocked turns)], best first.
        Up to ``samples`` deals are searched, fewer when the budget runs out (at least one)."""
        setup = view.setup
        me = setup.side(seat)
        hand = view.hands[seat]
        unseen = [t for t in ALL_TILES if t not in set(view.layout.tiles()) | set(hand)]
        factor = 1 / setup.multiple if setup.bonus == DIVIDED else 1.0
        results = []
        searched = []  # (tile, action, layout, points now, tiles kept) of the moves played out
        for t, arm, action in _plays(rules, view, seat):
            layout = view.layout.play(t, arm)
            now = _points(view, layout)
            rest = tuple(x for x in hand if x != t)
            if view.scores[me] + now >= setup.target:
                results.append((10_000.0 + now, action, now, 0.0, 0.0))
                continue
            if not rest:  # going out: the others' expected pips are the bonus
                their_tiles = sum(view.sizes[s] for s in range(view.players) if setup.side(s) != me)
                expected = round(their_tiles * hand_pips(unseen) / len(unseen)) if unseen else 0
                results.append((1_000.0 + now + hand_bonus(expected, setup.multiple, setup.bonus), action, now, 0.0, 0.0))
                continue
            searched.append((t, action, layout, now, rest))
        if searched:
            replies = {action: [0.0, 0.0] for _, action, _, _, _ in searched}  # reply, blocked

            def evaluate(deal, budget: Budget) -> dict:
                hands, boneyard = deal
                values = {}
                for _, action, layout, _, rest in searched:
                    if budget.cancelled:
                        raise Cancelled()
                    v, r, b = self._play_out(view, seat, layout, rest, hands, boneyard, factor)
                    values[action] = v
                    replies[action][0] += r
                    replies[action][1] += b
                return values

            found = determinized([action for _, action, _, _, _ in searched],
                                 lambda rng: self._sample(view, seat, unseen, rng), evaluate,
                                 budget if budget is not None else Budget(), rng, worlds=self.samples)
            n = found.worlds
            for t, action, _layout, now, rest in searched:
                value = now + found.values[action] - 0.25 * factor * hand_pips(rest) + 0.3 * len({v for x in rest for v in x})
                value += 0.2 * (t[0] == t[1])  # doubles are hard to place later
                reply, blocked = replies[action]
                results.append((value, action, now, reply / n, blocked / n))
        results.sort(key=lambda x: (-x[0], x[1]))
        return results

    def _sample(self, view: MugginsState, seat: int, unseen: list[Tile], rng: random.Random):
        """A deal of the unseen tiles to the other hands and the boneyard that keeps what is known."""
        order = [s for s in range(view.players) if s != seat]
        return deal_unseen(unseen, order, view.sizes, view.voids, rng)

    def _play_out(self, view, seat, layout, rest, hands, boneyard, factor):
        """Plays the others greedily up to this seat's next turn in one sampled deal.
        Returns (value for this seat, points the opponents made, their blocked turns)."""
        setup = view.setup
        me = setup.side(seat)
        value = reply = blocked = 0.0
        bone = list(boneyard)
        n = view.players
        for step in range(1, n):
            s = (seat + step) % n
            h = list(hands[s])
            friend = setup.side(s) == me
            best = self._greedy(view, layout, h)
            while best is None and bone:  # draws until a tile fits
                h.append(bone.pop(0))
                if not friend:
                    blocked += 0.5
                    value += 0.5 * 6 * factor
                best = self._greedy(view, layout, h)
            if best is None:
                if not friend:
                    blocked += 1
                    value += 2.0
                continue
            pts, t, new = best
            layout = new
            h.remove(t)
            if friend:
                value += pts
            else:
                value -= pts
                reply += pts
            if not h:  # someone went out: the hand is over
                pips = hand_pips(rest) + sum(hand_pips(hands[o]) for o in hands if o != s)
                bonus = hand_bonus(pips, setup.multiple, setup.bonus)
                value += bonus if friend else -bonus
                return value, reply, blocked
        mine = self._greedy(view, layout, list(rest))
        value += 0.5 * mine[0] if mine else -1.0
        return value, reply, blocked

    @staticmethod
    def _greedy(view, layout: Layout, hand: list[Tile]):
        """(points, tile, layout after) of the best-scoring play, the heaviest tile on a tie; None if nothing fits."""
        best = None
        for t in hand:
            for arm in layout.fits(t):
                new = layout.play(t, arm)
                key = (_points(view, new), t[0] + t[1])
                if best is None or key > best[0]:
                    best = (key, t, new)
        return None if best is None else (best[0][0], best[1], best[2])
