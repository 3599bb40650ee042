"""Computer players for Categor and its variants (Qt-free).

Two levels:

* ``simple`` — matches the throw's rank to the columns' rank: a high throw goes to a valuable free
  column, a low one to a cheap column; it throws again only when a spare throw is plentiful and
  the throw is poor.
* ``expert`` — estimates each side's chance of taking every column: the entries already written
  are known; every empty box is filled in the model by the throws still to come, the best of them
  going to the most valuable boxes (order statistics of the throws left), within the row's order
  in Power and Fir-Tree. A move is judged by the expected points of the player's side minus the
  average of the other sides'. A spare throw is used when the expected gain of throwing again is
  among the best chances the remaining spare throws will meet.

Both see only ``rules.view_for(state, seat)``; a hidden row counts as wholly unknown.
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import lru_cache
from math import comb
from typing import Optional

from compendium.core.actions import Action
from compendium.core.ai import Advice, Player
from compendium.core.plugin import read_levels
from compendium.core.text import Text, seat_ref
from compendium.games.categor.rules import (
    AGAIN,
    CANCELLED,
    DASH,
    FREE,
    HIDDEN,
    SIMUL,
    CategorState,
    Config,
    current_value,
    dice_value,
    free_slot,
    open_boxes,
    writable,
)

LEVELS = read_levels(__file__)  # levels.json beside this file: what the setup dialog lists

NEAR = 0.6  # points of expected utility within which simultaneous choices are drawn at random
Dist = tuple  # ((value, probability), ...) sorted by value; value None = nothing that can win


# --- distributions -------------------------------------------------------------------------------


@lru_cache(maxsize=None)
def throw_dist(value: str, fixed: Optional[int] = None) -> Dist:
    """What one throw is worth: two dice, or (Village) one die beside a die fixed at ``fixed``."""
    out: dict[int, float] = {}
    pairs = [(fixed, d) for d in range(1, 7)] if fixed else [(a, b) for a in range(1, 7) for b in range(1, 7)]
    for a, b in pairs:
        v = dice_value(value, a, b)
        out[v] = out.get(v, 0.0) + 1 / len(pairs)
    return tuple(sorted(out.items()))


@lru_cache(maxsize=None)
def named_dist(value: str) -> Dist:
    """How a player naming his own values is expected to choose: mostly high values."""
    vals = sorted(set(dice_value(value, a, b) for a in range(1, 7) for b in range(1, 7)))
    weights = [1.45 ** i for i in range(len(vals))]
    total = sum(weights)
    return tuple((v, w / total) for v, w in zip(vals, weights))


def mix(dists: list[Dist]) -> Dist:
    out: dict[int, float] = {}
    for d in dists:
        for v, p in d:
            out[v] = out.get(v, 0.0) + p / len(dists)
    return tuple(sorted(out.items()))


@lru_cache(maxsize=4096)
def best_of(dist: Dist, m10: int) -> Dist:
    """The best of ``m10 / 10`` throws (a fraction mixes the neighbouring whole numbers)."""
    if m10 <= 10:
        return dist
    lo, frac = divmod(m10, 10)
    out = []
    acc = 0.0
    prev = 0.0
    for v, p in dist:
        acc += p
        cdf = (1 - frac / 10) * acc ** lo + frac / 10 * acc ** (lo + 1)
        out.append((v, cdf - prev))
        prev = cdf
    return tuple(out)


@lru_cache(maxsize=4096)
def order_stats(dist: Dist, n: int) -> tuple[Dist, ...]:
    """Distributions of the largest, second largest, … of ``n`` throws drawn from ``dist``."""
    vals = [v for v, _ in dist]
    cdfs = []
    acc = 0.0
    for _, p in dist:
        acc += p
        cdfs.append(min(1.0, acc))
    # below[k][i]: P(the k-th largest <= vals[i]) = P(at most k draws exceed vals[i])
    result = []
    per_value = []
    for f in cdfs:
        g = 1 - f
        binom = [comb(n, j) * g ** j * f ** (n - j) for j in range(n + 1)]
        run = []
        acc = 0.0
        for b in binom:
            acc += b
            run.append(acc)
        per_value.append(run)
    for k in range(n):
        prev = 0.0
        d = []
        for i, v in enumerate(vals):
            cdf = per_value[i][k]
            if cdf - prev > 1e-12:
                d.append((v, cdf - prev))
            prev = cdf
        result.append(tuple(d))
    return tuple(result)


SMOOTH = (1, 2, 4, 2, 1)  # weights of the neighbouring ranks, from two ranks above to two below


@lru_cache(maxsize=4096)
def smoothed_stats(dist: Dist, n: int) -> tuple[Dist, ...]:
    """Order statistics blurred over the neighbouring ranks: nobody places his throws in exactly
    the order of their size, and a model that assumed it would overrate ceding a column to stay
    one rank ahead of everybody in all the others."""
    stats = order_stats(dist, n)
    out = []
    for i in range(n):
        acc: dict = {}
        total = 0.0
        for k, w in enumerate(SMOOTH):
            j = i + k - len(SMOOTH) // 2
            if 0 <= j < n:
                total += w
                for v, p in stats[j]:
                    acc[v] = acc.get(v, 0.0) + w * p
        out.append(tuple(sorted((v, p / total) for v, p in acc.items())))
    return tuple(out)


def point(v) -> Dist:
    return ((v, 1.0),)


def combine(a: Dist, b: Dist, how: str) -> Dist:
    out: dict = {}
    for x, p in a:
        for y, q in b:
            if x is None or y is None:
                z = None
            else:
                z = x + y if how == "sum" else x * y
            out[z] = out.get(z, 0.0) + p * q
    return _sorted(out)


def _sorted(d: dict) -> Dist:
    none = d.pop(None, 0.0)
    items = sorted(d.items())
    return (((None, none),) if none > 1e-12 else ()) + tuple(items)


def add_sides(dists: list[Dist]) -> Dist:
    """A pair's total: the partners' values added (a missing value counts 0)."""
    total: Dist = point(0)
    for d in dists:
        total = combine(total, tuple((0 if v is None else v, p) for v, p in d), "sum")
    return total


def win_chances(dists: dict) -> dict:
    """Chance of each side to have the single highest positive value (sides independent)."""
    xs = sorted({x for d in dists.values() for x, _ in d if x is not None and x > 0})
    below = {}
    for s, d in dists.items():
        acc = sum(p for v, p in d if v is None)
        items = [(v, p) for v, p in d if v is not None]
        i = 0
        arr = []
        for x in xs:
            while i < len(items) and items[i][0] < x:
                acc += items[i][1]
                i += 1
            arr.append(acc)
        below[s] = arr
    index = {x: j for j, x in enumerate(xs)}
    out = {}
    for s, d in dists.items():
        total = 0.0
        for x, p in d:
            if x is None or x <= 0:
                continue
            j = index[x]
            for t in dists:
                if t != s:
                    p *= below[t][j]
            total += p
        out[s] = total
    return out


def equal_chance(a: Dist, b: Dist) -> float:
    bd = dict(b)
    return sum(p * bd.get(v, 0.0) for v, p in a if v is not None and v > 0)


# --- the model of a sheet --------------------------------------------------------------------------


class Model:
    """Expected points of every side for a sheet, the empty boxes filled by the model."""

    def __init__(self, view: CategorState, seat: int):
        self.view = view
        self.seat = seat
        self.cfg: Config = view.cfg

    def hidden_draw(self) -> Dist:
        """A hidden row in a game where everybody writes the same throws: its values are the
        throws seen so far (those of the seat's own row) and the throws still to come."""
        cfg = self.cfg
        base = throw_dist(cfg.value) if cfg.throws == "shared" else self.draw(self.seat, 1)
        past = [e for entries in self.view.cells[self.seat] for e in entries if e is not FREE and e > 0]
        if cfg.throws != "shared" or not past:
            return base
        f = len(past) / (cfg.n_cols * cfg.entries)
        out = {v: (1 - f) * p for v, p in base}
        for v in past:
            out[v] = out.get(v, 0.0) + f / len(past)
        return tuple(sorted(out.items()))

    # -- what a seat's future throws are worth
    def draw(self, r: int, n_free: int) -> Dist:
        cfg = self.cfg
        v = self.view
        if cfg.throws == "named":
            return named_dist(cfg.value)
        if cfg.village:
            base = mix([throw_dist(cfg.value, (v.turns[r] + i) % 6 + 1) for i in range(max(1, n_free))])
        else:
            base = throw_dist(cfg.value)
        if cfg.simultaneous or n_free <= 0:
            return base
        spare = v.bank[r] + (cfg.per_turn - 1) * max(0, n_free - 1)
        m = 1 + min(3.0, max(0.0, spare / n_free))
        return best_of(base, int(round(m * 10)))

    # -- a row's distribution in every column
    def row(self, r: int, cells_row: tuple) -> list[tuple[Dist, list[Dist]]]:
        """Per column: (distribution of the row's value there, distributions of its empty boxes)."""
        cfg = self.cfg
        closed = self.view.closed
        hidden = any(HIDDEN in e for e in cells_row)
        boxes = []
        for c, entries in enumerate(cells_row):
            if closed[c] is not None and not hidden:
                continue
            for k, e in enumerate(entries):
                if e is FREE or e == HIDDEN:
                    boxes.append((c, k))
        slot: dict[tuple[int, int], Dist] = {}
        if boxes:
            if cfg.direction[r] != 0 and not hidden:
                slot = self._ordered(r, cells_row, [c for c, _ in boxes])
            else:
                # Each empty box keeps the place its column has among all the row's boxes: the
                # k-th most valuable of them expects about the k-th best of the throws left.
                every = sorted(((c, k) for c in range(cfg.n_cols) for k in range(cfg.entries)),
                               key=lambda b: (-cfg.col_values[b[0]], -b[0], b[1]))
                place = {b: i / max(1, len(every) - 1) for i, b in enumerate(every)}
                n = len(boxes)
                draw = self.hidden_draw() if hidden else self.draw(r, n)
                stats = smoothed_stats(draw, n)
                slot = {b: stats[round(place[b] * (n - 1))] for b in boxes}
        out = []
        for c, entries in enumerate(cells_row):
            parts = []
            pending = []
            for k, e in enumerate(entries):
                if (c, k) in slot:
                    parts.append(slot[(c, k)])
                    pending.append(slot[(c, k)])
                elif e is FREE:
                    parts.append(point(None))
                elif e == DASH:
                    parts.append(point(None))
                else:
                    parts.append(point(e))
            d = parts[0]
            if len(parts) == 2:
                d = combine(parts[0], parts[1], cfg.combine)
            out.append((d, pending))
        return out

    def _ordered(self, r: int, cells_row: tuple, free_cols: list[int]) -> dict:
        """Empty boxes of a row whose entries must fall (or rise): each run of empty boxes shares
        the values left between its written neighbours, in order; what cannot fit is a dash."""
        cfg = self.cfg
        falling = cfg.direction[r] < 0
        base = self.draw(r, len(free_cols))
        values = [v for v, _ in base]
        prob = dict(base)
        nums = {c: e[0] for c, e in enumerate(cells_row) if e[0] is not FREE and e[0] > 0}
        throws_left = len(free_cols) + max(0, self.view.bank[r])
        out = {}
        runs: list[list[int]] = []
        for c in sorted(free_cols):  # runs of empty boxes with no written number between them
            if runs and not any(j in nums for j in range(runs[-1][-1] + 1, c)):
                runs[-1].append(c)
            else:
                runs.append([c])
        for run in runs:
            left = [nums[j] for j in range(run[0]) if j in nums]
            right = [nums[j] for j in range(run[-1] + 1, cfg.n_cols) if j in nums]
            if falling:
                hi = min(left) if left else 10 ** 6
                lo = max(right) if right else -1
            else:
                lo = max(left) if left else -1
                hi = min(right) if right else 10 ** 6
            allowed = [v for v in values if lo < v < hi]
            if falling:
                allowed.reverse()  # from the value the leftmost box wants to the rightmost's
            cells = list(run)
            if len(allowed) < len(cells):
                keep = sorted(sorted(cells, key=lambda c: (-cfg.col_values[c], -c))[:len(allowed)])
                for c in cells:
                    if c not in keep:
                        out[(c, 0)] = point(None)
                cells = keep
            if not cells:
                continue
            g = len(cells)
            for i, c in enumerate(cells):
                chunk = allowed[i * len(allowed) // g:(i + 1) * len(allowed) // g]
                mass = sum(prob[v] for v in chunk)
                if mass <= 0:
                    out[(c, 0)] = point(None)
                    continue
                fill = 1 - (1 - mass) ** max(1.0, throws_left / g)
                d = [(v, fill * prob[v] / mass) for v in sorted(chunk)]
                out[(c, 0)] = (((None, 1 - fill),) if fill < 1 else ()) + tuple(d)
        return out

    # -- columns
    def column(self, t: int, c: int, rows: dict) -> dict:
        """Chance of each side of sheet ``t`` to take column ``c``; ``rows[r]`` as from ``row``."""
        cfg = self.cfg
        seats = cfg.tables[t]
        mark = self.view.closed[c]
        if mark == CANCELLED:
            return {}
        if mark is not None:
            return {mark: 1.0}
        rv = {r: rows[r][c][0] for r in seats}
        if cfg.pairs:
            fixed = {r: d[0][0] for r, d in rv.items() if len(d) == 1 and d[0][0] is not None and d[0][0] > 0}
            excluded = set()
            if cfg.n_teams >= 3:
                seen: dict[int, set] = {}
                for r, v in fixed.items():
                    seen.setdefault(v, set()).add(cfg.team_of[r])
                excluded = {v for v, ts in seen.items() if len(ts) > 1}
            sides = {}
            for s in range(cfg.n_teams):
                members = cfg.members(s)
                sides[s] = add_sides([point(0) if fixed.get(r) in excluded else rv[r] for r in members])
            chances = win_chances(sides)
            if cfg.teams in ("pairs-cancel", "pairs-capture"):
                dbl = {s: equal_chance(*[rv[r] for r in cfg.members(s)]) for s in sides}
                none_doubled = 1.0
                for s in sides:
                    none_doubled *= 1 - dbl[s]
                for s in sides:
                    others = none_doubled / (1 - dbl[s]) if dbl[s] < 1 else 0.0
                    for o in sides:
                        if o != s and dbl[o] >= 1:
                            others = 0.0
                    if cfg.teams == "pairs-cancel":
                        chances[s] = chances[s] * (dbl[s] + (1 - dbl[s]) * others)
                    else:
                        chances[s] = dbl[s] * others + none_doubled * chances[s]
            return chances
        chances = win_chances({r: rv[r] for r in seats})
        if cfg.cancel:
            written = {e for r in seats for e in self.view.cells[r][c] if e is not FREE and e > 0}
            survive = 1.0
            for r in seats:
                for d in rows[r][c][1]:
                    survive *= 1 - sum(p for v, p in d if v in written)
            chances = {s: p * survive for s, p in chances.items()}
        return chances

    def expected(self, rows: dict, skip: Optional[int] = None, only: Optional[int] = None) -> list[float]:
        """Expected points of every seat (a pair's points credited to both partners)."""
        cfg = self.cfg
        pts = [0.0] * cfg.players
        for t in range(len(cfg.tables)):
            for c in range(cfg.n_cols):
                if c == skip or (only is not None and c != only):
                    continue
                for side, p in self.column(t, c, rows).items():
                    for r in (cfg.members(side) if cfg.pairs else (side,)):
                        pts[r] += p * cfg.col_values[c]
        return pts

    def utility(self, pts: list[float], seat: int) -> float:
        """The seat's team's expected points minus the average of the other teams'."""
        cfg = self.cfg
        teams: dict[int, float] = {}
        for r, p in enumerate(pts):
            team = cfg.team_of[r]
            if cfg.pairs:
                teams[team] = p  # both partners carry the pair's points
            else:
                teams[team] = teams.get(team, 0.0) + p
        mine = teams.pop(cfg.team_of[seat])
        return mine - (sum(teams.values()) / len(teams) if teams else 0.0)


# --- judging the moves ----------------------------------------------------------------------------------


class Judge:
    """Utilities of the moves open to a seat: writing a value in a box, or a dash."""

    def __init__(self, view: CategorState, seat: int):
        self.view = view
        self.seat = seat
        self.model = Model(view, seat)
        self.cfg = view.cfg
        self.rows = {r: self.model.row(r, view.cells[r]) for r in range(self.cfg.players)}
        self._rest: dict = {}
        self._memo: dict = {}

    def _with(self, r: int, c: int, v) -> tuple:
        cells = self.view.cells[r]
        entries = list(cells[c])
        entries[free_slot(tuple(entries))] = v
        return cells[:c] + (tuple(entries),) + cells[c + 1:]

    def value(self, r: int, c: int, v) -> float:
        """Utility of writing ``v`` (a number or DASH) into the free box of row ``r``, column ``c``."""
        key = (r, c, v)
        if key not in self._memo:
            self._memo[key] = self._value(r, c, v)
        return self._memo[key]

    def _value(self, r: int, c: int, v) -> float:
        cfg = self.cfg
        new_row = self._with(r, c, v)
        closed = self._closes(r, c, v)
        if cfg.direction[r] != 0 or closed is not None:
            model = Model(self._after(r, c, new_row, closed), self.seat) if closed is not None else self.model
            rows = dict(self.rows)
            rows[r] = model.row(r, new_row)
            return model.utility(model.expected(rows), self.seat)
        if (r, c) not in self._rest:
            rows = dict(self.rows)
            rows[r] = self.model.row(r, self._with(r, c, 0))  # the other boxes do not depend on v
            self._rest[(r, c)] = (self.model.expected(rows, skip=c), rows)
        rest, rows = self._rest[(r, c)]
        pending = rows[r][c][1]  # a second box of the column still empty (Big, Super)
        vals = [e for e in new_row[c] if e is not FREE]
        if len(vals) == 2:
            d = combine(point(vals[0]), point(vals[1]), cfg.combine)
        elif pending:
            d = combine(point(vals[0]), pending[0], cfg.combine)
        else:
            d = point(vals[0])
        row = list(rows[r])
        row[c] = (d, pending)
        rows = dict(rows)
        rows[r] = row
        col = self.model.expected(rows, only=c)
        return self.model.utility([a + b for a, b in zip(rest, col)], self.seat)

    def _closes(self, r: int, c: int, v) -> Optional[object]:
        """The mark a column gets when ``v`` lands in it (cancelled or captured), else None."""
        cfg = self.cfg
        if v is DASH or v <= 0:
            return None
        if cfg.cancel:
            written = [e for q in range(cfg.players) for e in self.view.cells[q][c] if e is not FREE and e > 0]
            return CANCELLED if v in written else None
        if cfg.teams == "pairs-capture" and cfg.entries == 1:
            partner = [q for q in cfg.members(cfg.team_of[r]) if q != r]
            if partner and self.view.cells[partner[0]][c][0] == v:
                return cfg.team_of[r]
        return None

    def _after(self, r: int, c: int, new_row: tuple, closed) -> CategorState:
        cells = self.view.cells[:r] + (new_row,) + self.view.cells[r + 1:]
        marks = self.view.closed[:c] + (closed,) + self.view.closed[c + 1:]
        return replace(self.view, cells=cells, closed=marks)

    def best_for(self, v: int, boxes: list[tuple[int, int]]) -> tuple[float, Optional[tuple[int, int]]]:
        best, where = float("-inf"), None
        for r, c in boxes:
            u = self.value(r, c, v)
            if u > best:
                best, where = u, (r, c)
        return best, where


def _choose_place(view: CategorState, seat: int, judge: Judge, v: Optional[int],
                  dashes: list[int], boxes: list[tuple[int, int]]) -> tuple[float, Action]:
    """Best write or dash for value ``v`` in a PLACE phase or a simultaneous round."""
    cfg = view.cfg
    simul = view.phase == SIMUL
    best = (float("-inf"), None)
    if v is not None:
        u, where = judge.best_for(v, boxes)
        if where is not None:
            r, c = where
            if simul:
                act = Action("place", (seat, c + 1))
            else:
                act = Action("write", (c + 1, r) if cfg.anywhere else (c + 1,))
            best = (u, act)
    for c in dashes:
        u = judge.value(seat, c, DASH)
        if u > best[0]:
            best = (u, Action("dash", (seat, c + 1) if simul else (c + 1,)))
    return best


class CategorPlayer(Player):
    def __init__(self, level: str):
        self.level = level
        self.name = next(lv.name for lv in LEVELS if lv.key == level)

    def choose(self, rules, view, seat: int, rng: random.Random) -> Action:
        return self.decide(rules, view, seat, rng)[0]

    def advise(self, rules, view, seat: int) -> Advice:
        action, why = self.decide(rules, view, seat, random.Random(0))
        return Advice(action, why)

    def decide(self, rules, view: CategorState, seat: int, rng: random.Random) -> tuple[Action, Text]:
        legal = rules.legal_actions(view, seat)
        if not legal:
            raise ValueError("no legal action")
        if len(legal) == 1:
            return legal[0], _why_forced(legal[0])
        if self.level == "simple":
            action = _simple(view, seat, legal, rng)
            return action, _why(view, seat, action, None)
        action, chance = _expert(view, seat, legal, rng)
        return action, _why(view, seat, action, chance)


# --- the simple player ---------------------------------------------------------------------------------


def _rank(dist: Dist, v: int) -> float:
    """Where ``v`` stands among the values a throw may take (0 the lowest, 1 the highest)."""
    below = sum(p for x, p in dist if x < v)
    at = sum(p for x, p in dist if x == v)
    return below + at / 2


def _simple(view: CategorState, seat: int, legal: list[Action], rng: random.Random) -> Action:
    cfg = view.cfg
    if view.phase == SIMUL and cfg.throws == "named":
        boxes = sorted({a.args[1] for a in legal if a.verb == "name"}, key=lambda c: -cfg.col_values[c - 1])
        c = boxes[0] if rng.random() < 0.6 else rng.choice(boxes)
        values = [a.args[2] for a in legal if a.verb == "name" and a.args[1] == c]
        top = values[-max(1, len(values) // 3):]
        return Action("name", (seat, c, rng.choice(top)))
    v = current_value(view)
    dist = throw_dist(cfg.value, (view.turns[seat] % 6 + 1) if cfg.village else None)
    rank = min(0.999, max(0.0, _rank(dist, v) + rng.uniform(-0.12, 0.12)))
    if AGAIN in legal:
        free = len(open_boxes(view, seat))
        spare = view.bank[seat] + (cfg.per_turn - 1) * max(0, free - 1)
        if rank < 0.3 and spare >= free / 2:
            return AGAIN
    writes = [a for a in legal if a.verb in ("write", "place")]
    if not writes:
        dashes = [a for a in legal if a.verb == "dash"]
        if dashes:
            return min(dashes, key=lambda a: cfg.col_values[a.args[-1] - 1])
        return AGAIN
    cols = sorted({(a.args[-1] if a.verb == "place" else a.args[0]) for a in writes},
                  key=lambda c: (cfg.col_values[c - 1], c))
    target = cols[min(len(cols) - 1, int(rank * len(cols)))]
    options = [a for a in writes if (a.args[-1] if a.verb == "place" else a.args[0]) == target]
    if cfg.anywhere and len(options) > 1:
        own = [a for a in options if a.args[1] == seat]
        others = [a for a in options if a.args[1] != seat]
        options = own if rank >= 0.5 and own else others or own
    return rng.choice(options)


# --- the expert ------------------------------------------------------------------------------------------


def _expert(view: CategorState, seat: int, legal: list[Action], rng: random.Random) -> tuple[Action, Optional[float]]:
    cfg = view.cfg
    judge = Judge(view, seat)
    if view.phase == SIMUL and cfg.teams != "duplicate":
        # Everybody writes at once, blind to the others' choices: a predictable player would tie
        # with anyone reasoning alike, so the choice is drawn among the nearly best moves.
        v = current_value(view)
        scored = []
        for a in legal:
            c = a.args[1] - 1
            value = DASH if a.verb == "dash" else a.args[2] if a.verb == "name" else v
            scored.append((judge.value(seat, c, value), a))
        top = max(u for u, _ in scored)
        near = [a for u, a in scored if u >= top - NEAR]
        return rng.choice(near), None
    dashes = sorted({a.args[-1] - 1 for a in legal if a.verb == "dash"})
    v = current_value(view)
    if view.phase == SIMUL:
        boxes = [(seat, a.args[1] - 1) for a in legal if a.verb == "place"]
    else:
        boxes = [(a.args[1] if cfg.anywhere else seat, a.args[0] - 1) for a in legal if a.verb == "write"]
    now, action = _choose_place(view, seat, judge, v, dashes, boxes)
    if AGAIN in legal and _throw_again(view, seat, judge, now, v):
        return AGAIN, None
    if action is None:
        return (AGAIN if AGAIN in legal else legal[0]), None
    chance = None
    if action.verb in ("write", "place"):
        r = action.args[1] if action.verb == "write" and cfg.anywhere else seat
        c = action.args[-1] - 1 if action.verb == "place" else action.args[0] - 1
        if r == seat:
            rows = dict(judge.rows)
            rows[r] = judge.model.row(r, judge._with(r, c, v))
            chance = judge.model.column(cfg.table_of(r), c, rows).get(cfg.side_of(r), 0.0)
    return action, chance


def _throw_again(view: CategorState, seat: int, judge: Judge, now: float, v: int) -> bool:
    """Whether to spend a spare throw: the expected gain of one more throw, compared with the
    gains the remaining spare throws are likely to meet on the turns still to come."""
    cfg = view.cfg
    free = len(open_boxes(view, seat))
    spare = view.bank[seat] + (cfg.per_turn - 1) * max(0, free - 1)
    if spare <= 0:
        return now == float("-inf")
    dist = throw_dist(cfg.value, (view.turns[seat] % 6 + 1) if cfg.village else None)
    dashes = [c for r, c in open_boxes(view, seat)] if cfg.order != "free" else []
    best = {}
    for x, _ in dist:
        u, _a = _choose_place(view, seat, judge, x, dashes, writable(view, seat, x))
        best[x] = u
    finite = [u for u in best.values() if u > float("-inf")]
    floor = min(finite) if finite else 0.0
    expect = sum(p * (best[x] if best[x] > float("-inf") else floor) for x, p in dist)
    if now == float("-inf"):
        return True
    gain = expect - now
    if gain <= 0:
        return False
    share = sum(p for x, p in dist if expect - best[x] >= gain - 1e-9)
    return share <= spare / free + 1e-9


# --- explanations ------------------------------------------------------------------------------------


def _why_forced(action: Action) -> Text:
    if action == AGAIN:
        return Text("This throw fits nowhere: throw again.", "Этот бросок некуда записать: бросайте ещё раз.")
    return Text("The only possible move.", "Единственный возможный ход.")


def _why(view: CategorState, seat: int, action: Action, chance: Optional[float]) -> Text:
    if action == AGAIN:
        return Text("Throw again: this throw is weak and a spare throw is worth spending now.",
                    "Бросьте ещё раз: бросок слабый, и запасной бросок стоит потратить сейчас.")
    if action.verb == "dash":
        c = action.args[-1]
        return Text(f"Give up column {c} with a dash: it keeps room for the other columns.",
                    f"Поставьте прочерк в столбце {c}: так останется место для других столбцов.")
    if action.verb == "name":
        _, c, v = action.args
        return Text(f"Name {v} for column {c}.", f"Назовите {v} для столбца {c}.")
    c = action.args[-1] if action.verb == "place" else action.args[0]
    v = current_value(view)
    text = Text(f"Write {v} in column {c}", f"Запишите {v} в столбец {c}")
    if action.verb == "write" and view.cfg.anywhere and action.args[1] != seat:
        text = text + Text(" in the row of ", " в строке: ") + seat_ref(action.args[1])
    if chance is not None:
        pct = round(100 * chance)
        text = text + Text(f": about {pct}% to take it.", f": шансы взять его около {pct}%.")
    else:
        text = text + Text(".", ".")
    return text


def make_player(level: str) -> CategorPlayer:
    if level not in {lv.key for lv in LEVELS}:
        level = "expert"
    return CategorPlayer(level)


__all__ = ["LEVELS", "CategorPlayer", "make_player", "Model", "Judge"]
