"""Computer players for the open-domino relocation and laying games 10–32 (Qt-free).

They see only ``rules.view_for(state, seat)``: the stacks' order and faces, face-down tiles and other
players' hidden hands are unknown there (digits -1). Where something unknown matters (a tile to be
turned up, a face-down tile to be opened, the opponent's next tile), the player draws *worlds*: the
unknown places filled at random with the tiles it has not seen (all the game's tiles minus the ones
in view, each unknown place getting a tile of the set and colour group its back shows). It never
looks at more than the view.

The players are generic over the game's ``Spec`` (the interpreter's hooks), so a new game is covered
without code here; a few games add a term to the evaluation where their goal needs one (``_TERMS``:
game 10 the way to the far edge, 11, 12 and 20 the way into the other half, 16 the tiles not yet
opened, 27 lines growing toward five, 32 how likely the next tile is to fit, 15 a move to exactly 25
or only over it within reach, 17 the own tiles that could still be removed, 19 lines with room to
grow, 22 the advance and what a tile risks (in place of the shared exposure below), 29 who makes
the last move before the no-progress limit, 30 the races for rank 8 as a chance to win; laying games
where a tile that fits nowhere costs weigh the same for every player's stack), and ``_TUNING`` gives
a game its own search: 15 and 17 an alpha-beta search over both players' moves (nothing is hidden
there), 21 and 29 more worlds, 29 a prune of moves that are never better and its own decision which
way round a tile goes on rank 1 (rollouts of the race for rank 2 that settles the match), 24 its own
decision instead of the search (the lay after which the fewest of the unseen tiles fit: the
opponent's next one is any of them), 25 both players' moves searched in sampled orders of the stacks
(the last 8 tiles to the game's end), 30 its own search (each move played to the end many times by
two random players, the stacks dealt again for each playout).
Game 13 also weighs the race's last tiles (who can get his last tile across while it is his move),
27 the free cells where the next tile completes a five (times the chance it may go there).

* ``easy`` — a random move, preferring one that scores (or wins) at once;
* ``medium`` (default) — one move ahead with the evaluation: the game's own criterion (its result
  measure, ``Spec.criterion``) against the best other player's, plus what the position promises:
  own tiles left exposed to an equal contact by an enemy tile, the enemy's exposed to one's own, the
  way to the far side where the game is a transfer, the cells where tiles still fit where the game
  is laying everything; a turn of several decisions (open then place, turn up then lay, relocate
  until the tile fits) is followed to its end;
* ``strong`` — the best few of those moves again against the opponent's best answer, in several
  worlds where something is unknown (the values averaged), within its time (0.8 s, less when the
  application's budget is shorter; a cancel stops it at once). Where nothing is unknown and the game
  asks for it (``_TUNING`` "deep": 15, 17), an alpha-beta search over both players' moves instead
  (iterative deepening, at most "depth" moves deep, moves that touch tiles first).

Computer players never resign, never offer a draw and never give up a tile (``cannot``) while
anything else is legal; offered a draw, they accept only when their evaluation says they are worse
off.
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from dataclasses import replace
from typing import Optional

from compendium.core.actions import Action
from compendium.core.ai import Advice, Player, make_level
from compendium.core.plugin import read_levels
from compendium.core.rules import CHANCE
from compendium.core.search import Budget, Cancelled, Model, OutOfBudget, RulesModel, alphabeta
from compendium.core.text import Text
from compendium.games.open_domino.equipment import Piece, Tile
from compendium.games.od_placement.opening_laying import SPECS as _OPENING_LAYING

LEVELS = read_levels(__file__)  # levels.json beside this file: what the setup dialog lists

NEVER = ("resign", "offer-draw")  # a computer player never chooses these
GIVE_UP = "cannot"  # chosen only when it is the only move
WIN = 1000.0
CRIT = 10.0  # the weight of one unit of the game's criterion
EXPOSED = 1.5  # an own tile an enemy tile could touch with equal digits next (times the chance)
THREAT = 0.8  # an enemy tile one's own could touch
REVEALING = ("draw", "open")  # moves that turn up a tile nobody has seen
FOLLOW = 3  # at most this many decisions of one turn are followed after the first


# --- the candidates -----------------------------------------------------------------------------------
def candidates(rules, state, seat: int) -> list[Action]:
    """The moves a computer player considers: never a resignation or an offer, never ``cannot``
    unless it is the only move."""
    legal = [a for a in rules.legal_actions(state, seat) if a.verb not in NEVER]
    usable = [a for a in legal if a.verb != GIVE_UP]
    return usable or legal


def _check(budget: Optional[Budget]) -> None:
    """Counts one position looked at against ``budget`` and stops the search when it is spent (a
    deadline, a node limit — which makes a benchmark's decisions the same on a busy machine — or a
    cancel)."""
    if budget is not None:
        budget.tick()


# --- worlds: the unknown filled in --------------------------------------------------------------------
_UNIVERSE: dict = {}


def universe(rules, view) -> Counter:
    """Every tile in play in a match like ``view``'s (its game, options and players): the tiles an
    example deal leaves on the field, in the stacks and hands and anywhere else (tiles a deal puts
    out of play, such as game 14's 0/0, are not counted)."""
    key = (view.opts, view.players)
    got = _UNIVERSE.get(key)
    if got is not None:
        return got
    st = rules.new_match(view.players, view.opts.to_dict())
    rng = random.Random(0)
    guard = 0
    while rules.to_move(st) == CHANCE and guard < 8:
        st = rules.apply(st, rules.sample_chance(st, rng))
        guard += 1
    tiles: Counter = Counter()
    for stack in st.cells:
        tiles.update(p.tile for p in stack)
    for group in (st.supply, st.hands, st.aside, st.taken, st.out):
        for part in group:
            tiles.update(part)
    for t in (st.drawn, st.selector):
        if t is not None:
            tiles[t] += 1
    tiles.update(_tiles_in(st.data))
    if len(_UNIVERSE) > 64:
        _UNIVERSE.clear()
    _UNIVERSE[key] = tiles
    return tiles


def _known(tile) -> bool:
    return tile.a >= 0


def has_unknown(view) -> bool:
    """Whether anything in the view is unknown (a stack, a face-down tile, a hidden hand)."""
    if any(view.supply):
        return True
    for stack in view.cells:
        for p in stack:
            if not _known(p.tile):
                return True
    return any(not _known(t) for h in view.hands for t in h)


def _tiles_in(value):
    """The tiles anywhere in a game's small values (``PState.data``), which every seat sees."""
    if isinstance(value, Tile):
        yield value
    elif isinstance(value, (tuple, list)):
        for v in value:
            yield from _tiles_in(v)


def sample_world(rules, view, rng: random.Random):
    """A state consistent with ``view``: every unknown tile replaced by one of the tiles not in view
    (of the set and group its back shows when such a tile is left), at random. A view with nothing
    unknown is returned as it is."""
    if not has_unknown(view):
        return view
    seen: Counter = Counter()
    for stack in view.cells:
        seen.update(p.tile for p in stack if _known(p.tile))
    for group in (view.supply, view.hands, view.aside, view.taken, view.out):
        for part in group:
            seen.update(t for t in part if _known(t))
    for t in (view.drawn, view.selector):
        if t is not None and _known(t):
            seen[t] += 1
    seen.update(t for t in _tiles_in(view.data) if _known(t))  # a game's own open records (21: used tiles)
    left = universe(rules, view) - seen
    by_back: dict = {}
    for t, n in left.items():
        by_back.setdefault((t.set, t.group), []).extend([t] * n)
    for pile in by_back.values():
        rng.shuffle(pile)
    spare = [t for pile in by_back.values() for t in pile]
    rng.shuffle(spare)
    used: Counter = Counter()

    def fill(tile):
        if _known(tile):
            return tile
        pile = by_back.get((tile.set, tile.group))
        while pile:
            t = pile.pop()
            if used[t] < left[t]:
                used[t] += 1
                return t
        while spare:
            t = spare.pop()
            if used[t] < left[t]:
                used[t] += 1
                return t
        return tile  # nothing left to put there (should not happen): it stays unknown

    cells = tuple(tuple(p if _known(p.tile) else replace(p, tile=fill(p.tile)) for p in stack)
                  for stack in view.cells)
    supply = tuple(tuple(fill(t) for t in s) for s in view.supply)
    hands = tuple(tuple(fill(t) for t in h) for h in view.hands)
    return replace(view, cells=cells, supply=supply, hands=hands)


# --- the evaluation ---------------------------------------------------------------------------------
def _others(rules, state, seat: int) -> list[int]:
    return [s for s in rules.in_game(state) if s != seat]


def terminal(rules, state, seat: int) -> float:
    """The value of a finished game for ``seat``: a win far above anything else, then the margin."""
    res = rules.result(state)
    spec = rules.spec(state)
    values, higher = spec.criterion(rules, state)
    sign = 1.0 if higher else -1.0
    if state.players == 1:
        return CRIT * sign * values[0]
    others = [values[s] for s in range(state.players) if s != seat]
    margin = sign * (values[seat] - max(others) if higher else values[seat] - min(others))
    n = state.players
    rank = res.ranks[seat]
    if len(set(res.ranks)) == 1:
        return 0.1 * margin
    better = sum(1 for r in res.ranks if r > rank)
    worse = sum(1 for r in res.ranks if r < rank)
    return WIN * (better - worse) / (n - 1) + 0.1 * margin


def material(rules, state, seat: int) -> float:
    """The game's criterion for ``seat`` against the best other player (higher is better)."""
    spec = rules.spec(state)
    term = _MATERIAL.get(state.game)
    if term is not None:
        return term(rules, state, seat)
    values, higher = spec.criterion(rules, state)
    sign = 1.0 if higher else -1.0
    others = _others(rules, state, seat)
    if not others:
        return sign * values[seat]
    best = max(sign * values[s] for s in others)
    return sign * values[seat] - best


def _digit_chances(rules, state, seat: int) -> list[float]:
    """For each digit 0–6, how likely ``seat`` is to have a tile with it to put down next: 1 for a
    digit on a tile he may relocate or holds open in his hand, else the share of his stack's (or the
    common stack's) tiles with it."""
    spec = rules.spec(state)
    chance = [0.0] * 7
    if spec.relocate:
        for c in spec.movable(state, seat):
            t = state.cells[c][-1].tile
            if _known(t):
                chance[t.a] = chance[t.b] = 1.0
    for t in state.hands[seat] if seat < len(state.hands) else ():
        if _known(t):
            chance[t.a] = chance[t.b] = 1.0
    if spec.lay and state.supply:
        k = spec.stack_of(state, seat)
        if k < len(state.supply):
            stack = [t for t in state.supply[k] if _known(t)]
            if stack:
                counts = [0] * 7
                for t in stack:
                    counts[t.a] += 1
                    if t.b != t.a:
                        counts[t.b] += 1
                for d in range(7):
                    chance[d] = max(chance[d], min(1.0, 3.0 * counts[d] / len(stack)))
    if spec.open_tiles and any(spec.openable(state, seat)):
        for d in range(7):
            chance[d] = max(chance[d], 0.3)
    return chance


def _open_tiles(state, owner: int):
    """(cell, the piece on top) for every face-up tile of ``owner`` on top of a cell."""
    for c, stack in enumerate(state.cells):
        if stack:
            p = stack[-1]
            if p.face_up and state.owner_of(p.tile) == owner:
                yield c, p


def exposure(rules, state, owner: int, by: int) -> float:
    """How many of ``owner``'s open tiles ``by`` could touch next with equal digits (each exposed
    end weighted by the chance that ``by`` has such a digit to put there)."""
    geo = state.geo
    cells = state.cells
    chance = _digit_chances(rules, state, by)
    if not any(chance):
        return 0.0
    total = 0.0
    for c, p in _open_tiles(state, owner):
        up = geo.above(c)
        if up is not None and not cells[up]:
            total += chance[p.upper]
        down = geo.below(c)
        if down is not None and not cells[down]:
            total += chance[p.lower]
    return total


def evaluate(rules, state, seat: int) -> float:
    """How good ``state`` is for ``seat`` (higher is better)."""
    if state.phase == "over":
        return terminal(rules, state, seat)
    spec = rules.spec(state)
    value = CRIT * material(rules, state, seat)
    others = _others(rules, state, seat)
    kind = spec.interaction_of(state)
    if state.owners and kind in ("remove", "flip") and others and state.game not in _OWN_RISK:
        value -= EXPOSED * sum(exposure(rules, state, seat, o) for o in others) / len(others)
        value += THREAT * sum(exposure(rules, state, o, seat) for o in others) / len(others)
    term = _TERMS.get(state.game)
    if term is not None:
        value += term(rules, state, seat)
    elif spec.lay:
        value += _term_fit(rules, state, seat)
    return value


# --- terms of single games ----------------------------------------------------------------------------
def _advance(state, seat: int) -> tuple[float, int]:
    """The sum and the best of ``seat``'s own open tiles' ranks counted from his own side."""
    geo = state.geo
    total, best = 0.0, 0
    for c, stack in enumerate(state.cells):
        if stack and stack[-1].face_up and state.owner_of(stack[-1].tile) == seat:
            r = geo.fr(c)[1]
            r = r if seat == 0 else geo.ranks - 1 - r
            total += r
            best = max(best, r)
    return total, best


def _term10(rules, state, seat):
    """Game 10: the way to the far edge (the tiles on the far rank, the best and the total advance)."""
    value = 0.0
    for s, sign in ((seat, 1.0), (1 - seat, -1.0)):
        total, best = _advance(state, s)
        value += sign * (0.15 * total + 1.5 * best + (6.0 if best == state.geo.ranks - 1 else 0.0))
    return value


def _material16(rules, state, seat):
    """Game 16: the own tiles still on the field, open or not yet opened, against the best other's."""
    spec = rules.spec(state)
    if state.players > 2:
        return -float(len(state.aside[seat])) + max(len(state.aside[s]) for s in _others(rules, state, seat))
    mine = len(spec.on_field(state, seat, open_only=False))
    theirs = len(spec.on_field(state, 1 - seat, open_only=False))
    return float(mine - theirs)


def _fits(state, pool) -> float:
    """The share of ``pool``'s tiles that could be laid with an equal contact somewhere now."""
    if not pool:
        return 0.0
    geo = state.geo
    cells = state.cells
    needs = set()
    for c, stack in enumerate(cells):
        if stack:
            continue
        u = geo.above(c)
        d = geo.below(c)
        up = cells[u][-1] if u is not None and cells[u] else None
        dn = cells[d][-1] if d is not None and cells[d] else None
        want_up = up.lower if up is not None and up.face_up else None
        want_dn = dn.upper if dn is not None and dn.face_up else None
        if want_up is None and want_dn is None:
            continue
        needs.add((want_up, want_dn))
    fit = 0
    for t in pool:
        for hi, lo in ((t.a, t.b), (t.b, t.a)):
            if any((u is None or u == hi) and (d is None or d == lo) for u, d in needs):
                fit += 1
                break
    return fit / len(pool)


def _fit_free(state, pool, need: str) -> float:
    """The share of ``pool``'s tiles that could be laid somewhere now: on a free cell without a
    different digit touching, and (``need`` "equal") with an equal one."""
    if not pool:
        return 0.0
    geo = state.geo
    cells = state.cells
    needs = set()
    for c, stack in enumerate(cells):
        if stack:
            continue
        u = geo.above(c)
        d = geo.below(c)
        up = cells[u][-1] if u is not None and cells[u] else None
        dn = cells[d][-1] if d is not None and cells[d] else None
        want_up = up.lower if up is not None and up.face_up else None
        want_dn = dn.upper if dn is not None and dn.face_up else None
        if want_up is None and want_dn is None:
            if need != "equal":
                return 1.0  # an open cell takes any tile
            continue
        needs.add((want_up, want_dn))
    fit = 0
    for t in pool:
        for hi, lo in ((t.a, t.b), (t.b, t.a)):
            if any((u is None or u == hi) and (d is None or d == lo) for u, d in needs):
                fit += 1
                break
    return fit / len(pool)


def _term_fit(rules, state, seat):
    """Laying games where a tile that fits nowhere costs (it goes to the hand or under the stack):
    a field where the opponent's next tiles are less likely to fit, one's own more likely."""
    spec = rules.spec(state)
    if not spec.lay or spec.unlayable not in ("hand", "under") or state.players < 2 or not state.supply:
        return 0.0
    need = spec.need_kind
    value = 0.0
    for s in rules.in_game(state):
        k = spec.stack_of(state, s)
        if k >= len(state.supply):
            continue
        pool = [t for t in state.supply[k] if _known(t)] or [t for t in state.hands[s] if _known(t)]
        share = _fit_free(state, pool, need)
        value += 0.3 * CRIT * share if s == seat else -0.6 * CRIT * share / max(1, state.players - 1)
    return value


def _term32(rules, state, seat):
    """Game 32: a field where the next player's tile is less likely to fit is better for the one who
    just laid (with 2+ players); alone, a field where more tiles fit."""
    pool = [t for t in (state.supply[0] if state.supply else ()) if _known(t)]
    if state.drawn is not None and state.mover != seat:
        pool.append(state.drawn)
    share = _fits(state, pool)
    if state.players == 1:
        return 20.0 * share
    if state.drawn is not None and state.mover == seat:
        return 0.0
    return -20.0 * share


def _runs(state, seat: int) -> float:
    """Game 27: ``seat``'s unfinished lines (two to four own tiles in a row along a rank, a file or a
    diagonal, with room to grow), each worth the square of its length."""
    cells = state.cells
    own = _own27(state, seat)
    total = 0.0
    for nxt_of, prev_of in _steps27(state.geo):
        for c, mine in enumerate(own):
            if not mine:
                continue
            prev = prev_of[c]
            if prev is not None and own[prev]:
                continue  # counted from the start of the run
            n = 1
            nxt = nxt_of[c]
            while nxt is not None and own[nxt]:
                n += 1
                nxt = nxt_of[nxt]
            if 2 <= n < 5:
                room = (prev is not None and not cells[prev]) + (nxt is not None and not cells[nxt])
                if room:
                    total += n * n * (0.5 + 0.25 * room)
    return total


def _own27(state, seat: int) -> list:
    """Game 27: per cell, whether its top tile is ``seat``'s and open (any open tile with a common
    stack)."""
    common = not state.owners
    owner = {key: s for key, s in state.owners}
    return [bool(st) and st[-1].face_up and (common or owner.get((st[-1].tile.set, st[-1].tile.group)) == seat)
            for st in state.cells]


def _steps27(geo) -> tuple:
    """Per line direction (rank, file, two diagonals): the next cell and the previous cell of every
    cell of ``geo`` along it (None off the field), made once per geometry."""
    hit = _RAYS27.get(("steps", geo))
    if hit is None:
        out = []
        for df, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
            nxt, prev = [], []
            for c in range(geo.size):
                f, r = geo.fr(c)
                nxt.append(geo.cell(f + df, r + dr))
                prev.append(geo.cell(f - df, r - dr))
            out.append((tuple(nxt), tuple(prev)))
        hit = _RAYS27[("steps", geo)] = tuple(out)
    return hit


def _term27(rules, state, seat):
    """Game 27: one's own lines growing toward five against the others', and the free cells where one
    tile would complete a five (``_fives27``)."""
    if not state.owners:
        return 0.0
    mine = _runs(state, seat)
    theirs = max((_runs(state, s) for s in _others(rules, state, seat)), default=0.0)
    value = 0.25 * (mine - 0.8 * theirs) + _term_fit(rules, state, seat)
    if state.players == 2 and state.phase == "play":
        for s, sign in ((seat, 1.0), (1 - seat, -1.0)):
            chance = _fives27(rules, state, s)
            if chance:
                value += sign * (_NEXT27 if state.mover == s else _SOON27) * chance
    return value


def _fives27(rules, state, seat: int) -> float:
    """Game 27: how likely ``seat``'s next tile completes a five: the free cells where one own tile
    more makes five or more own tiles in a line (gaps included), and the share of the tiles his next
    one may be (the one turned up for him, else his stack's) that may be laid on one of them (with
    an equal contact there; on a cell with no open neighbour above or below, only a tile that fits
    nowhere else)."""
    geo = state.geo
    cells = state.cells
    own = _own27(state, seat)
    if sum(own) < 4:
        return 0.0
    targets = []
    for c, rays in enumerate(_rays27(geo)):
        if cells[c]:
            continue
        for fwd, back in rays:
            n = 1
            for ray in (fwd, back):
                for x in ray:
                    if not own[x]:
                        break
                    n += 1
            if n >= 5:
                targets.append(c)
                break
    if not targets:
        return 0.0
    if state.mover == seat and state.drawn is not None and _known(state.drawn):
        pool = [state.drawn]
    else:
        k = rules.spec(state).stack_of(state, seat)
        pool = [t for t in state.supply[k] if _known(t)] if k < len(state.supply) else []
    if not pool:
        return 0.0

    above, below = _updown27(geo)

    def wants(c):
        u, d = above[c], below[c]
        up = cells[u][-1] if u is not None and cells[u] else None
        dn = cells[d][-1] if d is not None and cells[d] else None
        return (up.lower if up is not None and up.face_up else None,
                dn.upper if dn is not None and dn.face_up else None)

    aims = [wants(c) for c in targets]
    needs = set()
    if (None, None) in aims:  # a cell with no open neighbour: only for a tile that fits nowhere else
        for c in range(geo.size):
            if not cells[c]:
                w = wants(c)
                if w != (None, None):
                    needs.add(w)
    hit = 0
    for t in pool:
        ways = ((t.a, t.b), (t.b, t.a))
        for u, d in aims:
            if u is None and d is None:
                ok = not any((nu is None or nu == hi) and (nd is None or nd == lo)
                             for nu, nd in needs for hi, lo in ways)
            else:
                ok = any((u is None or u == hi) and (d is None or d == lo) for hi, lo in ways)
            if ok:
                hit += 1
                break
    return hit / len(pool)


_RAYS27: dict = {}


def _rays27(geo) -> tuple:
    """Per cell of ``geo``, per line direction (rank, file, two diagonals), the cells either way from
    it (at most four each: a five needs no more), made once per geometry."""
    hit = _RAYS27.get(geo)
    if hit is None:
        out = []
        for c in range(geo.size):
            f0, r0 = geo.fr(c)
            rays = []
            for df, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
                pair = []
                for sign in (1, -1):
                    ray = []
                    for k in range(1, 5):
                        x = geo.cell(f0 + sign * df * k, r0 + sign * dr * k)
                        if x is None:
                            break
                        ray.append(x)
                    pair.append(tuple(ray))
                rays.append(tuple(pair))
            out.append(tuple(rays))
        hit = _RAYS27[geo] = tuple(out)
    return hit


def _updown27(geo) -> tuple:
    """Per cell of ``geo`` the cell above it and the cell below it (None at the edge), made once."""
    hit = _RAYS27.get(("updown", geo))
    if hit is None:
        hit = _RAYS27[("updown", geo)] = (tuple(geo.above(c) for c in range(geo.size)),
                                          tuple(geo.below(c) for c in range(geo.size)))
    return hit


_NEXT27 = 40.0  # a five one tile away for the player to move (times the chance his tile goes there)
_SOON27 = 15.0  # the same for the other player (he moves after, and may find it blocked)


def _term_across(rules, state, seat):
    """Transfer games (11, 12, 20; in 13 matches showed it hurt): own open tiles on their way into the other half."""
    if not state.owners:
        return 0.0
    mine, _ = _advance(state, seat)
    theirs = max((_advance(state, s)[0] for s in _others(rules, state, seat)), default=0.0)
    return 0.4 * (mine - theirs)




def _captures15(rules, state, seat: int) -> tuple[bool, bool]:
    """Game 15: whether ``seat`` has a move to exactly 25 now, and whether he has a move that keeps
    him at or under 25 (moving is compulsory: without one he goes over)."""
    total = sum(t.a + t.b for t in state.taken[seat])
    win = safe = False
    for a in rules.spec(state).relocations(rules, state, seat):
        pips = sum(state.cells[c][-1].tile.a + state.cells[c][-1].tile.b for c in _contacts(rules, state, a)
                   if state.owner_of(state.cells[c][-1].tile) not in (seat, None))
        if total + pips == 25:
            return True, True
        if total + pips < 25:
            safe = True
    return win, safe


def _term15(rules, state, seat):
    """Game 15: the next move's sure things: the player to move wins with a move to exactly 25 and
    loses when every move takes him over; the other's chances a move later count less."""
    if not state.owners or state.players != 2:
        return 0.0
    value = 0.0
    mover = state.mover
    for s, sign in ((seat, 1.0), (1 - seat, -1.0)):
        win, safe = _captures15(rules, state, s)
        sure = s == mover
        if win:
            value += sign * (SURE15 if sure else THREAT15)
        elif not safe:
            value -= sign * (SURE15 if sure else THREAT15)
    return value


def _settled13(rules, state, seat, acts):
    """Game 13: who has finished has won whatever he does next (his moves do not count toward the
    margin): he passes."""
    if not state.opts.v2_13 and rules.spec(state).finisher(state) == seat:
        return next((a for a in acts if a.verb == "pass"), None)
    return None


# a game's move to make at once without a search, where the game is already settled (None: search)
_SETTLED = {13: _settled13}


# --- game 13 ---------------------------------------------------------------------------------------------
def _crossers13(rules, state, seat: int) -> tuple[int, int]:
    """Game 13: (``seat``'s tiles still on his own side, how many of them could cross now)."""
    spec = rules.spec(state)
    home = len(spec.on_field(state, seat)) - spec.target_count(state, seat)
    if home <= 0 or home > _HOME13:
        return home, 0
    geo = state.geo
    half = geo.size // 2
    across = (lambda c: c >= half) if seat == 0 else (lambda c: c < half)
    names = {geo.name(c): c for c in range(geo.size)}
    srcs = set()
    for a in spec.relocations(rules, state, seat):
        src, dst = names[a.args[0]], names[a.args[1]]
        if not across(src) and across(dst):
            srcs.add(src)
    return home, len(srcs)


def _term13(rules, state, seat):
    """Game 13: the race's last tiles. The race itself goes a tile a move for both; what decides it
    is who gets his last tiles across first, so near the end (a few tiles still at home) a player
    whose last tile can cross while it is his move has all but won, the other must block it; the
    home tiles that could cross next count a little for either."""
    if state.opts.v2_13 or state.opts.remove13 or not state.owners or state.players != 2:
        return 0.0
    if rules.spec(state).finisher(state) is not None:
        return 0.0
    value = 0.0
    for s, sign in ((seat, 1.0), (1 - seat, -1.0)):
        home, can = _crossers13(rules, state, s)
        if not can:
            continue
        if home == 1:
            value += sign * (_NEXT13 if state.mover == s else _SOON13)
        else:
            value += sign * _CROSS13 * min(can, home)
    return value


_HOME13 = 2  # looked at only with at most this many tiles still at home (the rest of the race goes by itself)
_NEXT13 = 60.0  # the last tile can cross and its owner is to move: he finishes
_SOON13 = 15.0  # it can cross, but the other moves first (and may block it)
_CROSS13 = 3.0  # a home tile that could cross, with a few left
def _groups17(rules, state, seat: int) -> int:
    """Game 17: the fewest own tiles ``seat`` could be left with: his tiles linked by a shared digit
    form groups, and a group can be worked down to one tile (a tile moved onto an own one sharing a
    digit removes it and stays), never further."""
    parent = list(range(7))

    def root(d):
        while parent[d] != d:
            parent[d] = parent[parent[d]]
            d = parent[d]
        return d

    used = set()
    for t in rules.spec(state).on_field(state, seat):
        parent[root(t.a)] = root(t.b)
        used.add(t.a)
    return len({root(d) for d in used})


def _term17(rules, state, seat):
    """Game 17: the tiles each player could still be left with at best (the groups of own tiles
    sharing digits), the fewer the better."""
    if state.opts.pips17 or state.players != 2:
        return 0.0
    return GROUPS17 * (_groups17(rules, state, 1 - seat) - _groups17(rules, state, seat))


GROUPS17 = 6.0  # a group of own tiles that will stay at least one tile (a tile on the field is CRIT)
SURE15 = 400.0  # the player to move: a win (or a loss) one move away
THREAT15 = 25.0  # the other player: his chance after the next move


# --- games 19, 21, 22 ------------------------------------------------------------------------------------
def _lines19(state, seat: int) -> float:
    """Game 19: ``seat``'s lines of own open tiles (two or more in a row along the game's directions),
    each worth the square of its length, more with room to grow at its ends (a free cell or an own
    tile still face down, which may be opened where it lies)."""
    return _scan19(state)[seat][1]


def _rays(geo, dirs) -> tuple:
    """Every straight run of cells across the field along ``dirs``, from the edge it starts at."""
    key = (geo, dirs)
    got = _RAYS.get(key)
    if got is None:
        rays = []
        for df, dr in dirs:
            for c in range(geo.size):
                f, r = geo.fr(c)
                if geo.cell(f - df, r - dr) is not None:
                    continue
                ray = []
                while c is not None:
                    ray.append(c)
                    f, r = f + df, r + dr
                    c = geo.cell(f, r)
                rays.append(tuple(ray))
        got = _RAYS[key] = tuple(rays)
    return got


_RAYS: dict = {}
_SCAN19: list = [None, None]  # the last field scanned and what was found (evaluation asks several times)


def _scan19(state) -> tuple:
    """Game 19, one pass over the field for both players: for each seat (his longest line, his lines
    worth as in ``_lines19``)."""
    cells = state.cells
    if _SCAN19[0] is cells and _SCAN19[1][0] == (state.owners, state.opts):
        return _SCAN19[1][1]
    owner_of = state.owner_of
    # per cell: 0 free, 1 + seat an open tile of seat, 3 + seat a face-down one, 5 anything else
    grid = []
    for st in cells:
        if not st:
            grid.append(0)
            continue
        p = st[-1]
        o = owner_of(p.tile)
        grid.append(5 if o not in (0, 1) else (1 + o if p.face_up else 3 + o))
    best = [0, 0]
    worth = [0.0, 0.0]
    for ray in _rays(state.geo, _GAME19.directions(state)):
        n = len(ray)
        i = 0
        while i < n:
            g = grid[ray[i]]
            if g not in (1, 2):
                i += 1
                continue
            j = i + 1
            while j < n and grid[ray[j]] == g:
                j += 1
            seat = g - 1
            run = j - i
            if run > best[seat]:
                best[seat] = run
            if run >= 2:
                room = (i > 0 and grid[ray[i - 1]] in (0, 3 + seat)) + (j < n and grid[ray[j]] in (0, 3 + seat))
                worth[seat] += run * run * (_ROOM19[0] + _ROOM19[1] * room)
            i = j
    out = ((best[0], worth[0]), (best[1], worth[1]))
    _SCAN19[0], _SCAN19[1] = cells, ((state.owners, state.opts), out)
    return out


def _material19(rules, state, seat):
    """Game 19: the longest own line against the other's (the game's criterion, from one scan)."""
    if state.players != 2:
        values, _ = rules.spec(state).criterion(rules, state)
        return values[seat] - max(values[s] for s in _others(rules, state, seat))
    scan = _scan19(state)
    return float(scan[seat][0] - scan[1 - seat][0])


def _term19(rules, state, seat):
    """Game 19: own lines growing (and with room to grow) against the other's."""
    scan = _scan19(state)
    return _W19 * (scan[seat][1] - scan[1 - seat][1])


_W19 = 0.5
# a line's worth: its length squared times (the first + the second for each end with room to grow).
# Strong vs easy, 200 matches, --nodes 2400: 85.0 % (150 won, 40 drawn, 10 lost; 95 % 79.4-89.3 %);
# with (0.5, 0.25) before 78.5 % over 198 (72.3-83.7 %). Tried: _W19 0.3 instead of 0.5, 69.2 % over
# matches 0-12 (80.8 % before on them).
_ROOM19 = (0.25, 0.5)
_GAME19 = _OPENING_LAYING[19]


def _risk22(state, owner: int) -> float:
    """Game 22: what ``owner`` may lose to the other player's next tile: each own open tile next to a
    free cell where the other may lay (his back rank, or touching his own tile beyond it) with the
    digits that take it off, weighted by how likely his next tile has them (his stack's tiles) and by
    what the tile is worth (one point in the other half, its advance)."""
    geo = state.geo
    cells = state.cells
    enemy = 1 - owner
    k = enemy if len(state.supply) > enemy else 0
    pool = [t for t in state.supply[k] if _known(t)] if state.supply else []
    if not pool:
        return 0.0
    back = geo.ranks - 1 if enemy == 1 else 0
    risk = 0.0
    for c, p in _open_tiles(state, owner):
        for n, mine_d in ((geo.above(c), p.upper), (geo.below(c), p.lower)):
            if n is None or cells[n]:
                continue
            beyond = geo.above(n) if n == geo.above(c) else geo.below(n)
            other = cells[beyond][-1] if beyond is not None and cells[beyond] else None
            his = other is not None and other.face_up and state.owner_of(other.tile) == enemy
            if not his and geo.fr(n)[1] != back:
                continue
            if other is not None and other.face_up:
                far = other.lower if n == geo.above(c) else other.upper
                hits = sum(1 for t in pool if {t.a, t.b} == {mine_d, far} or t.a == t.b == mine_d == far)
            else:
                hits = sum(1 for t in pool if mine_d in (t.a, t.b))
            if not hits:
                continue
            r = geo.fr(c)[1]
            adv = r if owner == 0 else geo.ranks - 1 - r
            worth = (CRIT if in_half_of(geo, c, enemy) else 0.0) + _A22 * adv + 1.0
            risk += hits / len(pool) * worth
    return risk


def in_half_of(geo, cell: int, seat: int) -> bool:
    r = geo.fr(cell)[1]
    return r < geo.ranks // 2 if seat == 0 else r >= geo.ranks // 2


def _term22(rules, state, seat):
    """Game 22: own tiles on their way into the other half, and what each side may lose next."""
    mine, _ = _advance(state, seat)
    theirs, _ = _advance(state, 1 - seat)
    return (_A22 * (mine - theirs) - _R22 * _risk22(state, seat) + _T22 * _risk22(state, 1 - seat))


_A22, _R22, _T22 = 0.4, 1.0, 0.5
# Game 22 weighs what a tile risks by itself (``_risk22``), so the shared exposure term is left out
# there: it counted every own open end next to a free cell, though the other may lay a tile only on his
# back rank or against his own tile, so it mostly charged for contacts he cannot make (and preferred a
# tile on the back rank to one that pushes a column on). Strong vs easy, 200 matches at --nodes 2400:
# 81.5 % (146 won, 34 drawn, 20 lost; 95 % 75.5-86.3 %), with the shared term 76.8 % (70.4-82.1 %).
# Tried on top of it and not kept (the same matches): the risk weights _R22, _T22 at 1.5, 0.75 81.8 %
# over 200 (one half point more: no difference), the advance _A22 at 0.6 81.2 % over 200; a term for
# each file's final front (the cell where the two columns will meet taken as uniform over the free cells
# between them, 3 x the points it gives) 79.1 % of 55 (74.5 % without), then 81.6 % of 106 (83.0 %); 12
# worlds against the answer instead of 6, twice the positions, 77.1 % of 72 (78.5 %). Before it, on the
# old evaluation: 24 worlds (8 answered) 85.0 % of 20 (80.0 %), four times the positions; each of the
# best 8 moves against every tile the other may turn up (his stack known as a set, each distinct tile on
# top in turn, weighted by its count) instead of sampled worlds: it hits the 2400-position limit in the
# early game and plays a match in minutes on a busy machine, too slow to measure here.
_OWN_RISK = {22}
# Tried against this (strong vs easy, --nodes 2400, matches 0-59: 79.2 %) and not better on the same
# matches: the risk over the other's next 3 tiles instead of his next one 78.3 % (60), over 6 70.4 %
# (27; 74.1 % before); a term for each side's chance to lay into the other half within 3 tiles
# (0.3 x CRIT) 79.1 % (55; 79.1 %); the last 16 tiles searched 6 decisions deep with _look30 78.6 %
# (35; 77.1 %). The cheating benchmark player (the whole state, --cheat-nodes 1000) scores 97.4 % (36
# won, 2 drawn, none lost of 38; 86.5-99.5 %): far above a fair player here, because knowing the order
# of both stacks is worth much in this game, so its ceiling does not say luck caps the fair player.


# --- games 24, 25, 29, 30
def _term30(rules, state, seat):
    """Game 30: the points now and the races for rank 8 as a chance to win (``_shaped30``; the
    criterion ``evaluate`` adds is taken off again)."""
    return _shaped30(rules, state, seat)


def _term29(rules, state, seat, weight: float = 0.8):
    """Game 29: a tile sent back can be laid back at once, sending the other's back, so play goes
    round until the no-progress limit, which scores the hands as they are then: ahead is whoever
    makes the last move before it. When the player to move can lay a hand tile on the next cell
    and the moves left before the limit are odd, both sending back in turn lets him make that last
    move: one tile more in the other's hand, one fewer in his (two units of the criterion)."""
    limit = state.opts.limit
    if state.phase != "play" or not limit or state.players != 2:
        return 0.0
    left = limit * len(rules.in_game(state)) - state.quiet
    if left <= 0 or left % 2 == 0:
        return 0.0
    mover = state.mover
    spec = rules.spec(state)
    if not any(rules.placements(state, mover, t, "hand") for t in set(spec.hand_tiles(state, mover)) if _known(t)):
        return 0.0
    return CRIT * 2.0 * weight * (1.0 if mover == seat else -1.0)


def _prune29(rules, view, seat, acts):
    """Game 29: never turn up a tile while one in the hand fits the next cell. Laying the hand tile
    does all a fitting tile from the stack would (send back, or earn a move) without the risk of a
    tile that fits nowhere going to the hand; and while play goes round before the no-progress
    limit, the one who keeps laying back makes the last move, so turning up instead only throws
    that away (the match ends at the limit almost always, won by whoever made the last progress)."""
    plays = [a for a in acts if a.verb == "play"]
    return plays if plays and any(a.verb == "draw" for a in acts) else acts


def _race29(rules, state, seat: int, rng: random.Random) -> float:
    """Game 29, one rollout in a world: both players lay a hand tile that fits the next cell when
    they have one, else turn up, and turn a tile laid on rank 1 either way at random. Once
    ``_CUT29`` moves pass without progress the race for rank 2 is over: 1 when ``seat`` made the
    last progress (who does wins at the no-progress limit), 0 when the other did; a game that ends
    first counts its result."""
    last = None
    for _ in range(_PLIES29):
        if state.phase == "over":
            return rules.result(state).points[seat]
        mover = rules.to_move(state)
        if mover is None or mover == CHANCE:
            break
        acts = [a for a in rules.legal_actions(state, mover) if a.verb not in NEVER and a.verb != GIVE_UP]
        if not acts:
            break
        plays = [a for a in acts if a.verb == "play"]
        if plays:
            act = plays[0]
        else:
            act = rng.choice(acts)  # a random way round, drawn even when turning up (as measured)
            if any(a.verb == "draw" for a in acts):
                act = Action("draw")
        state = rules.successor(state, act)
        if state.quiet == 0:
            last = mover
        elif state.quiet >= _CUT29:
            break
    return 0.5 if last is None else float(last == seat)


def _decide29(rules, world, seat, acts):
    """Game 29, the strong level: which way round a tile goes on rank 1 in the opening (both hands
    still empty). The upper digit decides the race for rank 2 that settles the match: whoever first
    turns up a tile that fits the cell above an enemy tile sends it back, makes the last progress
    and wins at the no-progress limit. So each way round is played out (``_race29``) in
    ``_WORLDS29`` worlds with both stacks shuffled again (nothing in them is known yet), the same
    worlds for both, and the one that wins more often is laid. Elsewhere (None) the usual search."""
    lays = [a for a in acts if a.verb == "lay"]
    if (len(lays) != 2 or len(lays) != len(acts) or any(world.hands) or any(world.aside)
            or world.players != 2 or world.opts.open29):
        return None
    geo = world.geo
    cell = geo.parse(str(lays[0].args[0]))
    if cell is None or geo.fr(cell)[1] != 0:
        return None
    rng = random.Random(world.plies * 7919 + seat * 104729 + 1)  # the same decision for the same position
    wins = {a: 0.0 for a in lays}
    for _ in range(_WORLDS29):
        supply = []
        for stack in world.supply:
            order = list(stack)
            rng.shuffle(order)
            supply.append(tuple(order))
        shuffled = replace(world, supply=tuple(supply))
        seed = rng.random()
        for a in lays:
            wins[a] += _race29(rules, rules.successor(shuffled, a), seat, random.Random(seed))
    return max(lays, key=lambda a: wins[a])


_WORLDS29 = 24  # worlds a decision (about 0.15 s)
_CUT29 = 12  # moves without progress after which a rollout's race is over
_PLIES29 = 200  # a rollout's moves at most


def _open_cells24(state, cells) -> int:
    """Game 24: the free cells with no tile above or below them (any tile fits there)."""
    geo = state.geo
    n = 0
    for c, stack in enumerate(cells):
        if stack:
            continue
        u, d = geo.above(c), geo.below(c)
        if (u is None or not cells[u]) and (d is None or not cells[d]):
            n += 1
    return n


def _decide24(rules, state, seat, acts):
    """Game 24 (one common stack; no variant): where to lay the tile turned up. The next tile, the
    opponent's, comes from the same unseen tiles as every later one, so sampled worlds only add noise:
    the lay is chosen by the share of the unseen tiles (the stack, as a world holds it: the same tiles
    in another order) that would fit anywhere after it, the fewer the better for the one who lays;
    among equal shares (early: a free cell with nothing above or below takes any tile, so every tile
    fits) the one that leaves the fewest such open cells: the field closes sooner while the next tile
    to face it is the opponent's. (30 matches, 2400 positions: 58.3 %; more open cells 56.7 %. Over
    200 matches 50.7 %, the search it replaces 48.8 %: no more than luck allows a fair player here —
    the cheating benchmark player scores 59.0 % — but a decision in 2 ms instead of the search's 0.8 s.)"""
    o = state.opts
    if o.hand24 or o.clear24 or state.players != 2 or state.drawn is None or state.mover != seat:
        return None
    lays = [a for a in acts if a.verb == "lay"]
    if len(lays) != len(acts) or not state.supply:
        return None
    pool = [t for t in state.supply[0] if _known(t)]
    geo = state.geo
    tile = state.drawn
    best, best_key = None, None
    for a in lays:
        dst = geo.parse(str(a.args[0]))
        if dst is None:
            return None
        cells = list(state.cells)
        cells[dst] = (Piece(tile, a.args[1] == "up"),)
        after = replace(state, cells=tuple(cells))
        key = (_fit_free(after, pool, "free"), _open_cells24(state, after.cells))
        if best_key is None or key < best_key:
            best, best_key = a, key
    return best


_MATERIAL = {16: _material16, 19: _material19}
# a game's own search settings for the strong level, where the shared ones serve it badly:
# {game: {"width": moves answered, "worlds": worlds for a revealing move, "most_worlds": worlds answered,
#         "prune": (rules, view, seat, moves) -> the moves worth searching (medium's too),
#         "deep": where nothing is unknown, an alpha-beta search over the moves of both (``deep_search``),
#         "depth": at most this many moves deep,
#         "decide": (rules, world, seat, moves) -> the strong level's move without the search, or None,
#         "pick": (rules, view, seat, moves, rng, budget) -> the strong level's move, its own search}}
_TUNING: dict = {15: {"deep": True, "depth": 2}, 17: {"deep": True, "depth": 4}}
_TERMS = {10: _term10, 11: _term_across, 12: _term_across, 15: _term15, 17: _term17, 20: _term_across, 27: _term27, 32: _term32}
_TERMS[19] = _term19
_TERMS[13] = _term13
# Game 21, tried and not kept: deciding by the exact chances of the unseen choosing tiles instead of
# sampled worlds (each move minus the opponent's best answer with every possible next tile, that answer
# valued against this player's average best move with the tile after; to the end when cheap) scored
# 54.8 % against easy over the 200 matches where these worlds score 61.0 %; with the opponent's answer
# averaged over his moves instead of his best, 61.3 % (seed 1, 2400 positions a decision).
# Also tried: each move followed three decisions deep (the opponent's answer his best by his own
# evaluation, then this player's best with his next tile; ``_look30``) in up to 60 worlds, since a
# decision has few moves here (3 median, 9 at most): 58.3 % over 54 matches (0-26 and 100-126,
# 45.1-70.5 %), no better than these worlds' 61.0 % over 200 (not run on the same matches).
_TUNING[21] = {"width": 8, "most_worlds": 60}  # the opponent's next choosing tile decides much: many worlds
_TERMS[22] = _term22
_TERMS[29] = _term29
# Game 29: strong vs easy over matches 0-199 at --nodes 2400 (seed 1): 55.5 % (48.6-62.2 %) with
# _decide29, 49.5 % (42.6-56.4 %) without; of the 200 pairs of matches 27 went better, 15 worse, the
# rest alike (the deal decides most). In all 200 matches without it, the winner was the last player
# to make progress, at move 9 (median). Tried and not better: a term for tiles whose upper end is open
# (the share of the other's tiles that could match it against one's own): 44.7 % over matches 0-75
# with equal weights, 46.0 % over 0-62 weighing the enemy's chance three times (40.8 % and 47.6 %
# without, the same matches). A ceiling: benchmarks/od_race29.py.
_TUNING[29] = {"prune": _prune29, "most_worlds": 24, "worlds": 12, "decide": _decide29}
_TERMS[30] = _term30
_TUNING[24] = {"decide": _decide24}
# Game 24, tried and not kept: in a throwaway simulator of this game (the same field, tiles and
# contact rule) against random lays, which is what easy does here, 400 matches each with the seats
# alternating, every rule for the lay scored 44-53 %: this one (fewest fitting tiles, then fewest
# open cells) 51.1 %, fewest fitting tiles alone 51.8 %, fewest open cells alone 52.8 %, the most
# fitting tiles 44.4 %, two decisions ahead (the opponent's next tile and random lay, then one's
# own next tile) 52.0 % over 200, and flat Monte Carlo from 30 tiles left (30 random continuations
# a move, the same stack orders for every move) 51.5 %. A lay changes the next tiles' chances for
# both players almost alike; only knowing the stack's order (the cheating benchmark player) pays.


def _pick25(rules, view, seat, acts, rng, budget):
    """Game 25, the strong level: every move searched with alpha-beta (both players at their best) in
    world after world of the unseen stacks' orders, and the move best on average chosen. Once at most
    ``_LEFT25`` tiles are still to be turned up, each world is searched to the game's end (at most
    ``_CAP25`` positions); before, ``_DEPTH25`` decisions deep with the evaluation at the leaves (at
    most ``_EARLY25`` positions a world). A world not searched that far within its positions ends
    the series; when that is the first world, the answer is None (the usual search decides)."""
    if view.opts.show25 != "no" or view.players != 2:
        return None
    depth, cap = 64, _CAP25
    if sum(len(s) for s in view.supply) > _LEFT25:
        depth, cap = _DEPTH25, _EARLY25
    model = _exact_model(rules)
    totals = {a: 0.0 for a in acts}
    worlds = 0
    while worlds < _WORLDS25 and not (worlds and budget.expired()):
        world = sample_world(rules, view, rng)
        left = None if budget.nodes is None else budget.nodes - budget.nodes_used
        inner = Budget(deadline=budget.deadline, nodes=cap if left is None else max(1, min(cap, left)),
                       cancel=budget.cancel)
        values, table = {}, {}
        try:
            for a in acts:
                res = alphabeta(model, world, seat, inner, max_depth=depth, actions=[a], table=table)
                if not res.complete and res.depth < depth:
                    break
                values[a] = res.value
        finally:
            budget.nodes_used += inner.nodes_used
        if len(values) < len(acts):
            break
        for a in acts:
            totals[a] += values[a]
        worlds += 1
        if not has_unknown(view):
            break
    if not worlds:
        return None
    return max(acts, key=lambda a: totals[a])


def _exact_model(rules):
    return RulesModel(rules, value=lambda st, s: evaluate(rules, st, s),
                      order=lambda st, s, a: [x for x in a if x.verb not in NEVER])


_LEFT25 = 8  # tiles still to be turned up (both stacks) from which the end is searched whole
_CAP25 = 1200  # positions one world may take
_DEPTH25 = 3  # decisions searched before that: the move, the answer, the next move
_EARLY25 = 300  # positions one world may take before that
_WORLDS25 = 24  # worlds at most
# Strong vs easy, 200 matches at --nodes 2400: 67.0 % (99 won, 70 drawn, 31 lost; 95 % 60.2-73.1 %);
# with the usual search until 8 tiles are left 64.0 % (94/68/38; 57.1-70.3 %), with it alone 57.2 %.
# On matches 0-59: 71.7 % (the usual search early 68.3 %, alone 62.5 %); 2 decisions deep early
# 70.0 %; the end searched whole from 10 tiles left (2400 positions a world) 69.2 %, from 12 65.8 %.
_TUNING[25] = {"pick": _pick25}


# --- game 30 ---------------------------------------------------------------------------------------------
def _open_tops30(state) -> list[tuple[int, int]]:
    """Game 30: (file index, the digit on top) of every column one tile short of rank 8."""
    geo = state.geo
    cells = state.cells
    out = []
    for f in range(geo.files):
        top = geo.cell(f, geo.ranks - 1)
        below = geo.cell(f, geo.ranks - 2)
        if top is None or below is None or cells[top] or not cells[below]:
            continue
        p = cells[below][-1]
        if p.face_up and p.upper is not None:
            out.append((f, p.upper))
    return out


def _worth30(rules, state, seat: int, f: int) -> float:
    """What filling file ``f``'s rank-8 cell scores for ``seat`` (the file's number, or with the
    scoring "files" his tiles in that file and the one laid)."""
    if state.opts.score30 != "files":
        return float(f + 1)
    geo = state.geo
    by = rules.spec(state).laid_by(state)
    return 1.0 + sum(1 for r in range(geo.ranks - 1) if by[geo.cell(f, r)] == seat)


def _spread30(rules, state) -> float:
    """Game 30: how far the final margin may still move (in points): every file whose rank 8 is
    free may still go to either player, as far as the tiles left can fill the columns."""
    geo = state.geo
    cells = state.cells
    left = sum(len(s) for s in state.supply) + sum(len(a) for a in state.aside) + (state.drawn is not None)
    need, var = 0, 0.0
    for f in range(geo.files):
        if cells[geo.cell(f, geo.ranks - 1)]:
            continue
        h = sum(1 for r in range(geo.ranks - 1) if cells[geo.cell(f, r)])
        need += geo.ranks - h
        var += float(f + 1) ** 2
    if not need:
        return 0.5
    return max(0.5, (var * min(1.0, left / need)) ** 0.5)


def _shaped30(rules, state, seat):
    """Game 30: the expected margin (the points now and the races, ``_race30``) made a chance to
    win: a lead counts as much as it is likely to last until the end (so, as at the end, a win is
    what counts, not its margin)."""
    now = material(rules, state, seat)
    m = now + _race30(rules, state, seat) / CRIT
    sigma = _spread30(rules, state)
    return WIN * math.erf(m / (sigma * math.sqrt(2.0))) + 0.1 * m - CRIT * now


def _dry30(n: int, k: int) -> list[float]:
    """out[t]: the chance that the first t tiles turned up from a stack of n, k of them good, hold no
    good one (the stack's order unknown: every order equally likely; t = 0 … n)."""
    out = [1.0]
    p = 1.0
    for i in range(n):
        bad = n - k - i
        p = p * bad / (n - i) if bad > 0 else 0.0
        out.append(p)
    return out


def _race_chances30(first: tuple, second: tuple) -> tuple[float, float]:
    """Game 30: two players turn up tiles in turn, ``first`` first, each from his own stack, until one
    turns up a good tile (one with the digit on a column's top): the chance each is the one. A side
    is (tiles in his stack, good ones among them, whether a good tile already waits beside the
    field: then it is his at his first turn). Exact for stacks turned up without putting back, so a
    race late in the game, with few tiles left, is not taken for a coin that may fall either way."""
    (n1, k1, sure1), (n2, k2, sure2) = first, second
    if sure1:
        return 1.0, 0.0
    dry1 = _dry30(n1, k1)
    if sure2:
        got1 = 1.0 - dry1[min(1, n1)]
        return got1, 1.0 - got1
    dry2 = _dry30(n2, k2)
    got1 = sum((dry1[j - 1] - dry1[j]) * dry2[min(j - 1, n2)] for j in range(1, n1 + 1))
    got2 = sum((dry2[j - 1] - dry2[j]) * dry1[min(j, n1)] for j in range(1, n2 + 1))
    return got1, got2


def _race30(rules, state, seat):
    """Game 30: each column one tile short of rank 8 is a race for its file's points: turn by turn,
    the player to move first, whoever first turns up a tile with the digit on top takes it
    (``_race_chances30``: a waiting tile that shows it makes it his at his next turn; the tile just
    turned up is counted back in the stack, so the values do not hang on one world's tile). The
    value: the points one expects to get there less the other's (times ``CRIT``)."""
    tops = _open_tops30(state)
    if not tops or state.players != 2 or len(rules.in_game(state)) != 2:
        return 0.0
    spec = rules.spec(state)
    mover = state.mover
    pools, sure = {}, {}
    for s in (mover, 1 - mover):
        k = spec.stack_of(state, s)
        pools[s] = [t for t in state.supply[k] if _known(t)] if k < len(state.supply) else []
        sure[s] = {d for t in (state.aside[s] if s < len(state.aside) else ()) if _known(t) for d in (t.a, t.b)}
    if state.drawn is not None and _known(state.drawn):
        pools[mover] = pools[mover] + [state.drawn]
    value = 0.0
    for f, d in tops:
        side = {s: (len(pools[s]), sum(1 for t in pools[s] if d in (t.a, t.b)), d in sure[s]) for s in pools}
        got1, got2 = _race_chances30(side[mover], side[1 - mover])
        got = {mover: got1, 1 - mover: got2}
        value += got[seat] * _worth30(rules, state, seat, f) - got[1 - seat] * _worth30(rules, state, 1 - seat, f)
    return CRIT * value


# --- game 31 ------------------------------------------------------------------------------------------------
def _flippable31(state, seat: int) -> int:
    """Game 31: how many more of ``seat``'s tiles the other could still turn face down at most: his
    open tiles on the field, the tiles left in his stack and the one he has turned up."""
    mine = sum(1 for _, _ in _open_tiles(state, seat))
    drawn = 1 if state.drawn is not None and state.mover == seat else 0
    return mine + (len(state.supply[seat]) if seat < len(state.supply) else 0) + drawn


def _quiet31(rules, state, seat, action) -> bool:
    """Whether ``action`` turns nothing face down (a pass, a move or a lay touching no tile)."""
    if action.verb == "move":
        return not _contacts(rules, state, action)
    if action.verb == "lay" and state.drawn is not None and len(action.args) >= 2:
        dst = state.geo.parse(str(action.args[0]))
        if dst is None:
            return False
        return not rules.contacts(state, state.cells, dst, Piece(state.drawn, action.args[1] == "up"))
    return action.verb == "pass"


def _settled31(rules, state, seat, acts):
    """Game 31 (the default winner, more enemy tiles turned): once the lead is larger than all the other
    could still turn of one's own tiles (or the deficit larger than all one could still turn of his),
    no move changes the result: a pass where allowed (both passing ends the game), else a move that
    turns nothing (the no-progress limit ends the game the sooner), chosen without a search."""
    if state.opts.score31 != "flipped" or state.players != 2 or not state.owners:
        return None
    other = 1 - seat
    lead = state.flips[seat] - state.flips[other]
    if not (lead > _flippable31(state, seat) or -lead > _flippable31(state, other)):
        return None
    for a in acts:
        if a.verb == "pass":
            return a
    for a in acts:
        if a.verb != "draw" and _quiet31(rules, state, seat, a):
            return a
    return next((a for a in acts if a.verb == "draw"), acts[0])


_SETTLED[31] = _settled31


# --- a turn followed to its end -------------------------------------------------------------------------
class Search:
    """The decisions of one turn and the opponent's answer, over rules' states (a world)."""

    def __init__(self, rules, seat: int, rng: random.Random, budget: Optional[Budget]):
        self.rules = rules
        self.seat = seat
        self.rng = rng
        self.budget = budget

    def value(self, state, seat: int) -> float:
        return evaluate(self.rules, state, seat)

    def step(self, state, action):
        rules = self.rules
        nxt = rules.successor(state, action)
        guard = 0
        while rules.to_move(nxt) == CHANCE and guard < 4:  # a reshuffle during the game
            nxt = rules.apply(nxt, rules.sample_chance(nxt, self.rng))
            guard += 1
        return nxt

    def finish_turn(self, state, seat: int, depth: int = FOLLOW):
        """``seat``'s turn continued greedily while it is still his (open then place, turn up then
        lay, relocations until a tile fits, an extra move): (value for ``seat``, the state after)."""
        rules = self.rules
        if state.phase == "over" or rules.to_move(state) != seat or depth <= 0:
            return self.value(state, seat), state
        acts = candidates(rules, state, seat)
        if not acts:
            return self.value(state, seat), state
        if _relocating(state, acts):
            return self.value(state, seat), state  # valued as it stands: relocations are chosen apart
        best, best_state = None, state
        for a in acts:
            _check(self.budget)
            nxt = self.step(state, a)
            v = self.value(nxt, seat)
            if best is None or v > best:
                best, best_state = v, nxt
        if best_state.phase != "over" and rules.to_move(best_state) == seat:
            return self.finish_turn(best_state, seat, depth - 1)
        return best, best_state

    def root_values(self, state, acts: list) -> dict:
        """Every root move's value: the move, the rest of the turn followed greedily."""
        out = {}
        for a in acts:
            _check(self.budget)
            nxt = self.step(state, a)
            out[a] = self.finish_turn(nxt, self.seat)[0]
        return out

    def answered(self, state, action) -> float:
        """The move, the rest of the turn, then the next player's best answer (his own best turn by
        his own evaluation), valued for the seat searched for."""
        rules = self.rules
        nxt = self.step(state, action)
        _, after = self.finish_turn(nxt, self.seat)
        if after.phase == "over":
            return self.value(after, self.seat)
        mover = rules.to_move(after)
        if mover is None or mover == CHANCE or mover == self.seat:
            return self.value(after, self.seat)
        acts = candidates(rules, after, mover)
        if not acts:
            return self.value(after, self.seat)
        if _relocating(after, acts):
            return self.value(after, self.seat)
        best_for_him, mine = None, 0.0
        for a in acts:
            _check(self.budget)
            reply = self.step(after, a)
            his, final = self.finish_turn(reply, mover, depth=1)
            if best_for_him is None or his > best_for_him:
                best_for_him, mine = his, self.value(final, self.seat)
        return mine


# --- perfect information: a deeper search ------------------------------------------------------------------
SOONER = 0.01  # a win's value falls (a loss's rises) by this much a move later: the quickest win first


def _key(state):
    """What decides a position's future (the transposition table's key): the field, whose turn, the
    tiles taken and set aside, the counters the game's end looks at."""
    return (state.cells, state.mover, state.phase, state.taken, state.aside, state.flips, state.out,
            state.hands, state.left, state.data, state.quiet, state.passes, state.moved)


class DeepModel(Model):
    """A position with nothing unknown searched as a game tree (``core.search.alphabeta``): the moves a
    computer player considers, the rules' successor, the evaluation for the seat searched for; a
    finished game is worth more the sooner it is won."""

    def __init__(self, rules, seat: int, plies: int):
        self.rules = rules
        self.seat = seat
        self.plies = plies
        self.rng = random.Random(0)

    def to_move(self, state):
        if state.phase == "over":
            return None
        mover = self.rules.to_move(state)
        return None if mover is None else mover

    def actions(self, state, seat):
        return candidates(self.rules, state, seat)

    def chance_outcomes(self, state):
        return self.rules.chance_outcomes(state)

    def successor(self, state, action):
        return self.rules.successor(state, action)

    def value(self, state, seat):
        v = evaluate(self.rules, state, self.seat)
        if state.phase == "over" and v != 0.0:
            later = SOONER * (state.plies - self.plies)
            v = v - later if v > 0 else v + later
        return v

    def key(self, state):
        return _key(state)

    def order(self, state, seat, actions):
        """Moves that touch tiles first (a capture, a removal, a win are among them), by the game's
        own guess where it has one (``_ORDER``)."""
        guess = _ORDER.get(state.game, _touches)
        scored = [(guess(self.rules, state, seat, a), k, a) for k, a in enumerate(actions)]
        scored.sort(key=lambda x: (-x[0], x[1]))
        return [a for _, _, a in scored]


def _contacts(rules, state, action):
    """The cells a ``move`` would touch with equal digits (an empty list for other moves)."""
    if action.verb != "move" or len(action.args) < 3:
        return []
    geo = state.geo
    src, dst = geo.parse(str(action.args[0])), geo.parse(str(action.args[1]))
    if src is None or dst is None or not state.cells[src]:
        return []
    piece = state.cells[src][-1]
    cells = list(state.cells)
    cells[src] = cells[src][:-1]
    return rules.contacts(state, cells, dst, replace(piece, up=action.args[2] == "up")) or []


def _touches(rules, state, seat, action) -> float:
    return float(len(_contacts(rules, state, action)))


def _order15(rules, state, seat, action) -> float:
    """Game 15: a capture to exactly 25 first, then captures by their pips, a capture over 25 last."""
    if not state.owners:
        return _touches(rules, state, seat, action)
    total = sum(t.a + t.b for t in state.taken[seat])
    pips = sum(state.cells[c][-1].tile.a + state.cells[c][-1].tile.b for c in _contacts(rules, state, action)
               if state.owner_of(state.cells[c][-1].tile) not in (seat, None))
    if total + pips == 25:
        return 100.0
    if total + pips > 25:
        return -100.0
    return float(pips)


_ORDER: dict = {15: _order15}


def deep_search(rules, state, seat: int, acts: list, budget: Budget, depth: int = 64):
    """Iterative-deepening alpha-beta from ``state`` (nothing unknown) over ``acts`` for ``seat``, at
    most ``depth`` moves deep: the ``SearchResult`` of the deepest iteration completed within
    ``budget``."""
    model = DeepModel(rules, seat, state.plies)
    return alphabeta(model, state, seat, budget, max_depth=depth, actions=acts, table={})


def _relocating(state, acts: list) -> bool:
    """A turn where the tile turned up fits nowhere and field tiles may be relocated to make room
    (game 32)."""
    return state.drawn is not None and any(a.verb == GIVE_UP for a in acts) or (
        state.drawn is not None and acts and all(a.verb in ("move", GIVE_UP) for a in acts))


def _lays_after(rules, state, seat: int) -> list[Action]:
    return [a for a in candidates(rules, state, seat) if a.verb == "lay"]


def relocation(search: Search, state, acts: list, deep: bool) -> Action:
    """Which field tile to relocate when the tile turned up fits nowhere: one after which it fits
    (the best such lay by the evaluation); else (``deep``) one after which a second relocation makes
    it fit; else one at random that does not undo the last relocation."""
    rules, seat, rng = search.rules, search.seat, search.rng
    moves = [a for a in acts if a.verb == "move"]
    if not moves:
        return acts[0]
    rng.shuffle(moves)
    best, best_v = None, None
    afters = {}
    try:
        for a in moves:
            if best is not None:
                _check(search.budget)
            elif search.budget is not None and search.budget.cancelled:
                raise Cancelled()
            nxt = search.step(state, a)
            afters[a] = nxt
            if nxt.phase != "play" or rules.to_move(nxt) != seat or nxt.drawn is None:
                continue
            lays = _lays_after(rules, nxt, seat)
            for lay in lays:
                v = search.value(search.step(nxt, lay), seat)
                if best_v is None or v > best_v:
                    best, best_v = a, v
    except Cancelled:
        raise
    except OutOfBudget:
        pass
    if best is not None:
        return best
    back = None
    if len(state.last) == 2:
        geo = state.geo
        back = (geo.name(state.last[1]), geo.name(state.last[0]))
    fresh = [a for a in moves if tuple(a.args[:2]) != back] or moves
    if deep and state.relocations < 19:
        try:
            for a in fresh:
                nxt = afters.get(a)
                if nxt is None:
                    break
                if nxt.phase != "play" or nxt.drawn is None:
                    continue
                for b in candidates(rules, nxt, seat):
                    _check(search.budget)
                    if b.verb != "move":
                        continue
                    if _lays_after(rules, search.step(nxt, b), seat):
                        return a
        except Cancelled:
            raise
        except OutOfBudget:
            pass
    return rng.choice(fresh)


# --- the players ------------------------------------------------------------------------------------------
class OdpPlayer(Player):
    """The shared part: the candidates, worlds, the answer to an offer of a draw, a hint's reason."""

    level = ""
    seconds = 0.3  # this level's own limit on a decision
    worlds = 1  # worlds drawn when something is unknown (more while the time lasts)

    def choose(self, rules, view, seat, rng):
        return self.think(rules, view, seat, rng, Budget.seconds(self.seconds))

    def think(self, rules, view, seat, rng, budget):
        return self._decide(rules, view, seat, rng, budget)[0]

    def advise(self, rules, view, seat):
        action, why = self._decide(rules, view, seat, random.Random(0), Budget.seconds(self.seconds))
        return Advice(action, why)

    def fallback(self, rules, view, seat, legal):
        usable = [a for a in legal if a.verb not in NEVER and a.verb != GIVE_UP]
        return usable[0] if usable else legal[0]

    def _budget(self, budget: Budget) -> Budget:
        deadline = time.monotonic() + self.seconds
        if budget.deadline is not None:
            deadline = min(deadline, budget.deadline)
        return Budget(deadline=deadline, nodes=budget.nodes, cancel=budget.cancel)

    def _decide(self, rules, view, seat, rng, budget) -> tuple[Action, Text]:
        if budget.cancelled:
            raise Cancelled()
        acts = candidates(rules, view, seat)
        if not acts:
            raise ValueError("open domino: this seat has nothing to decide now")
        if acts[0].verb in ("accept-draw", "decline-draw"):
            return self._answer_offer(rules, view, seat, rng, budget)
        if len(acts) == 1:
            return acts[0], Text(f"{acts[0].notation}: the only move.", f"{acts[0].notation}: единственный ход.")
        inner = self._budget(budget)
        try:
            action = self.pick(rules, view, seat, acts, rng, inner)
        finally:
            budget.nodes_used += inner.nodes_used
        if budget.cancelled:
            raise Cancelled()
        return action, self._why(rules, view, action)

    def pick(self, rules, view, seat, acts, rng, budget) -> Action:
        raise NotImplementedError

    def _answer_offer(self, rules, view, seat, rng, budget) -> tuple[Action, Text]:
        """Accept a draw only when the position looks worse for this seat."""
        world = sample_world(rules, view, rng)
        value = evaluate(rules, replace(world, phase="play", offer_from=None), seat)
        if value < -2 * CRIT:
            return Action("accept-draw"), Text("Accept: the position is worse for you.",
                                               "Соглашайтесь: позиция для вас хуже.")
        return Action("decline-draw"), Text("Decline: the position is not worse for you.",
                                            "Отказывайтесь: позиция для вас не хуже.")

    @staticmethod
    def _why(rules, view, action) -> Text:
        told = rules.describe(view, action) if not has_unknown(view) else Text(action.notation, action.notation)
        return Text(f"{told.en}: the best found.", f"{told.ru}: лучший найденный ход.")


class EasyPlayer(OdpPlayer):
    """A random move, preferring one that wins or scores at once."""

    level = "easy"
    name = LEVELS[0].name
    seconds = 0.2

    def pick(self, rules, view, seat, acts, rng, budget):
        world = sample_world(rules, view, rng)
        search = Search(rules, seat, rng, budget)
        if _relocating(world, acts):
            moves = [a for a in acts if a.verb == "move"]
            return rng.choice(moves) if moves else acts[0]
        base = material(rules, world, seat)
        best, best_v = [], None
        try:
            for a in acts:
                _check(budget)
                nxt = search.step(world, a)
                if nxt.phase == "over":
                    v = terminal(rules, nxt, seat)
                    v = WIN if v > 0 else (-WIN if v < 0 else 0.0)
                else:
                    v = 1.0 if material(rules, nxt, seat) > base else 0.0
                if best_v is None or v > best_v:
                    best, best_v = [a], v
                elif v == best_v:
                    best.append(a)
        except OutOfBudget:
            pass
        return rng.choice(best or acts)


class SearchPlayer(OdpPlayer):
    """``medium``: every move with the rest of its turn, valued, in ``worlds`` worlds when something
    is unknown. ``strong`` (``answers``): then the best ``width`` of them against the opponent's best
    answer, in as many worlds as the time allows."""

    most_worlds = 6  # worlds searched against the answer at most

    def __init__(self, level: str, name: Text, seconds: float, worlds: int, answers: bool, width: int = 6):
        self.level = level
        self.name = name
        self.seconds = seconds
        self.worlds = worlds
        self.answers = answers
        self.width = width

    def pick(self, rules, view, seat, acts, rng, budget):
        unknown = has_unknown(view)
        first = sample_world(rules, view, rng)
        search = Search(rules, seat, rng, budget)
        if _relocating(first, acts):
            return relocation(search, first, acts, deep=self.answers)
        prune = _TUNING.get(view.game, {}).get("prune")  # a game's own rule against moves never better
        if prune is not None:
            acts = prune(rules, view, seat, acts) or acts
            if len(acts) == 1:
                return acts[0]
        settled = _SETTLED.get(view.game)
        if settled is not None:
            now = settled(rules, first, seat, acts)
            if now is not None:
                return now
        decide = _TUNING.get(view.game, {}).get("decide") if self.answers else None
        if decide is not None:  # the strong level's own decision in a game (None: search as usual)
            now = decide(rules, first, seat, acts)
            if now is not None:
                return now
        rng.shuffle(acts)  # equal moves are then chosen at random
        own = _TUNING.get(view.game, {}).get("pick")  # a game's own search for the strong level
        if own is not None and self.answers and len(rules.in_game(first)) == 2:
            now = own(rules, view, seat, acts, rng, budget)
            if now is not None:  # None: the game's own search does not apply here, search as usual
                return now
        if self.answers and not unknown and _TUNING.get(view.game, {}).get("deep") \
                and len(rules.in_game(first)) == 2:
            return deep_search(rules, first, seat, acts, budget, _TUNING[view.game].get("depth", 64)).action
        # one move ahead (the moves valued before the time runs out: at least one)
        totals = {}
        soft = Search(rules, seat, rng, Budget(cancel=budget.cancel))
        try:
            for a in acts:
                totals[a] = (search if totals else soft).root_values(first, [a])[a]
        except Cancelled:
            raise
        except OutOfBudget:
            acts = [a for a in acts if a in totals]
        # what turns up an unknown tile is valued again in more worlds (the rest do not depend on them)
        revealing = [a for a in acts if a.verb in REVEALING] if unknown else []
        counts = {a: 1 for a in acts}
        for _ in range(_TUNING.get(view.game, {}).get("worlds", self.worlds) - 1 if revealing else 0):
            if budget.expired():
                break
            try:
                values = search.root_values(sample_world(rules, view, rng), revealing)
            except Cancelled:
                raise
            except OutOfBudget:
                break
            for a in revealing:
                totals[a] += values[a]
                counts[a] += 1
        totals = {a: totals[a] / counts[a] for a in acts}
        ranked = sorted(acts, key=lambda a: -totals[a])
        if not self.answers or len(rules.in_game(first)) < 2:
            return ranked[0]
        tuning = _TUNING.get(view.game, {})
        # the best few against the answer, world after world while the time lasts (in the first
        # world, the moves answered before the time ran out are compared among themselves)
        few = ranked[:tuning.get("width", self.width)]
        sums = {a: 0.0 for a in few}
        worlds = 0
        world = first
        while worlds < tuning.get("most_worlds", self.most_worlds):
            values = {}
            try:
                for a in few:
                    values[a] = search.answered(world, a)
            except Cancelled:
                raise
            except OutOfBudget:
                if worlds == 0 and len(values) >= 2:
                    few = [a for a in few if a in values]
                    for a in few:
                        sums[a] += values[a]
                    worlds = 1
                break
            for a in few:
                sums[a] += values[a]
            worlds += 1
            if not unknown or budget.expired():
                break
            world = sample_world(rules, view, rng)
        if not worlds:
            return ranked[0]
        return max(few, key=lambda a: sums[a])


def MediumPlayer() -> SearchPlayer:
    return SearchPlayer("medium", LEVELS[1].name, seconds=0.3, worlds=3, answers=False)


def StrongPlayer(seconds: float = 0.8) -> SearchPlayer:
    return SearchPlayer("strong", LEVELS[2].name, seconds=seconds, worlds=4, answers=True)


_PLAYERS = {"easy": EasyPlayer, "medium": MediumPlayer, "strong": StrongPlayer}


def make_player(level: str) -> Player:
    return make_level(_PLAYERS, level, "Open domino")


def _look30(search, state, depth: int) -> float:
    """Game 30 in one world: ``search.seat`` tries each of his moves, the other player makes the
    move his own evaluation likes best, ``depth`` decisions deep; the value at the end."""
    rules, seat = search.rules, search.seat
    if state.phase == "over" or depth <= 0:
        return search.value(state, seat)
    mover = rules.to_move(state)
    if mover is None or mover == CHANCE:
        return search.value(state, seat)
    acts = candidates(rules, state, mover)
    if not acts:
        return search.value(state, seat)
    if mover == seat:
        best = None
        for a in acts:
            _check(search.budget)
            v = _look30(search, search.step(state, a), depth - 1)
            if best is None or v > best:
                best = v
        return best
    his, after = None, None
    for a in acts:
        _check(search.budget)
        nxt = search.step(state, a)
        v = search.value(nxt, mover)
        if his is None or v > his:
            his, after = v, nxt
    return _look30(search, after, depth - 1)


def _pick30(rules, view, seat, acts, rng, budget):
    """Game 30, the strong level where the playouts (``_playouts30``) do not apply (bets, file
    scoring, a common stack): every move followed ``_DEPTH30`` decisions deep (``_look30``) in
    world after world of the unknown stacks, while the budget lasts (at most ``_WORLDS30``); the
    move best on average. The first world is always searched to the end."""
    totals = {a: 0.0 for a in acts}
    worlds = 0
    while worlds < _WORLDS30:
        world = sample_world(rules, view, rng)
        search = Search(rules, seat, rng, budget if worlds else Budget(cancel=budget.cancel))
        try:
            values = {a: _look30(search, search.step(world, a), _DEPTH30 - 1) for a in acts}
        except Cancelled:
            raise
        except OutOfBudget:
            break
        if worlds == 0:
            budget.nodes_used += search.budget.nodes_used
        for a in acts:
            totals[a] += values[a]
        worlds += 1
        if budget.expired() or not has_unknown(view):
            break
    return max(acts, key=lambda a: totals[a])


_DEPTH30 = 4  # decisions looked ahead: the move, the answer, the next move, the next answer
_WORLDS30 = 16  # worlds at most (about 170 positions a decision, 0.2 s)
# strong vs easy, 200 matches at --nodes 2400: 71.8 % (65.1-77.5 %) with the exact race chances
# (``_race_chances30``), 71.2 % with a chance a turn, 66.5 % with the answer-only search before. The
# ceiling (benchmarks/od_ceiling.py, the cheating player against easy, the same matches): 93.0 % over
# 100 (86.3-96.6 %) at 600 positions a decision, and it still rises with more: at 2400 it won all of
# matches 0-39 (100 %, 91.2-100 %; 35 of them at 600), so seeing the stacks' order is worth nearly
# every match and bounds a fair player only loosely. Tried and not kept, each 2-4 times slower and
# behind on the few matches a busy machine allowed (against the search here on the same matches):
# six decisions deep (6 of 9 won, 8 of 9), 48 worlds (65.4 % of 13, 84.6 %), 16 worlds and up to 32
# while the two best moves' difference is under twice its standard error (63.3 % of 15, 80.0 %).


# game 30, the strong level's playouts: the field as eight columns (height, the digit on top), played
# to the end many times from each move with the stacks shuffled again (within each back, as the view
# shows them) and both players laying at random, taking a rank-8 cell whenever they can
def _board30(rules, world):
    """(heights, tops, rank-1 cells filled, points by seat, stacks by seat as digit pairs, tiles
    waiting beside the field by seat, the player to move) of a game-30 world; None when its options
    are not the plain two-player game the playouts know (bets, file scoring, a common stack)."""
    o = world.opts
    if world.players != 2 or o.bets30 or o.score30 == "files" or o.common30:
        return None
    geo = world.geo
    spec = rules.spec(world)
    heights, tops = [0] * geo.files, [-1] * geo.files
    for f in range(geo.files):
        for r in range(geo.ranks):
            stack = world.cells[geo.cell(f, r)]
            if not stack:
                break
            heights[f] = r + 1
            tops[f] = stack[-1].upper
    started = sum(1 for f in range(geo.files) if heights[f])
    points = [spec.points(world, s) for s in range(2)]
    stacks = [[(t.a, t.b) for t in world.supply[spec.stack_of(world, s)]] for s in range(2)]
    aside = [[(t.a, t.b) for t in world.aside[s]] for s in range(2)]
    return heights, tops, started, points, stacks, aside, world.mover


def _lays30(heights, tops, started, tile) -> list:
    """(file, the digit left on top) of every legal lay of ``tile``, once for each action the rules
    list (a double has one orientation, any other tile two on a fresh rank-1 cell)."""
    a, b = tile
    out = []
    for f in range(started):
        if heights[f] < 8:
            if tops[f] == a:
                out.append((f, b))
            elif tops[f] == b:
                out.append((f, a))
    if started < 8:
        out.append((started, a))
        if a != b:
            out.append((started, b))
    return out


def _playout30(board, rng) -> int:
    """One game played to the end from ``board`` (changed in place) by two random players that take a
    rank-8 cell whenever they can: the final points of seat 0 less seat 1's."""
    heights, tops, started, points, stacks, aside, mover = board
    idle = 0
    while idle < 2:
        s = mover
        mover = 1 - s
        choices = [(t, lay) for t in dict.fromkeys(aside[s]) for lay in _lays30(heights, tops, started, t)]
        if not choices:
            if not stacks[s]:
                idle += 1
                continue
            t = stacks[s].pop()
            choices = [(t, lay) for lay in _lays30(heights, tops, started, t)]
            if not choices:
                aside[s].append(t)
                idle = 0
                continue
        else:
            t = None
        idle = 0
        scoring = [c for c in choices if heights[c[1][0]] == 7]
        tile, (f, top) = rng.choice(scoring or choices)
        if t is None:
            aside[s].remove(tile)
        if f == started:
            started += 1
        heights[f] += 1
        tops[f] = top
        if heights[f] == 8:
            points[s] += f + 1
    return points[0] - points[1]


def _playouts30(rules, view, seat, acts, rng, budget):
    """Game 30, the strong level: each move followed by playouts to the end (``_playout30``) in
    worlds drawn again for each, ``_PLAYOUTS30`` of them at most, while the budget lasts (a playout
    counts as one position); the move that wins most (a draw a half, the margin breaking ties)."""
    world = sample_world(rules, view, rng)
    board = _board30(rules, world)
    if board is None:
        return _pick30(rules, view, seat, acts, rng, budget)
    geo = world.geo
    spec = rules.spec(world)
    moves = {}
    for a in acts:
        if a.verb not in ("lay", "play"):
            return _pick30(rules, view, seat, acts, rng, budget)
        tile = world.drawn if a.verb == "lay" else next(t for t in world.aside[seat] if t.name == a.args[0])
        f, r = geo.fr(geo.parse(str(a.args[-2])))
        top = Piece(tile, a.args[-1] == "up").upper
        moves.setdefault((a.verb, tile, f, top), a)
    if len(moves) == 1:
        return next(iter(moves.values()))
    # the stacks' tiles redealt within each back (set and colour group), which the view shows
    classes = []
    for s in range(2):
        k = spec.stack_of(world, s)
        places: dict = {}
        for i, t in enumerate(view.supply[k]):
            places.setdefault((t.set, t.group), []).append(i)
        classes.append([(idx, [board[4][s][i] for i in idx]) for idx in places.values()])
    heights, tops, started, points, stacks, aside, _ = board
    totals = {key: 0.0 for key in moves}
    counts = {key: 0 for key in moves}
    rounds = 0
    while rounds < _PLAYOUTS30:
        try:
            for key in moves:
                budget.tick(soft=not rounds)  # every move gets one playout, whatever the budget
                verb, tile, f, top = key
                dealt = [list(stacks[0]), list(stacks[1])]
                for s in range(2):
                    for idx, tiles in classes[s]:
                        rng.shuffle(tiles)
                        for i, t in zip(idx, tiles):
                            dealt[s][i] = t
                h, tp, pts, side = list(heights), list(tops), list(points), [list(aside[0]), list(aside[1])]
                if verb == "play":
                    side[seat].remove((tile.a, tile.b))
                n = started + 1 if f == started else started
                h[f] += 1
                tp[f] = top
                if h[f] == 8:
                    pts[seat] += f + 1
                margin = _playout30((h, tp, n, pts, dealt, side, 1 - seat), rng) * (1 if seat == 0 else -1)
                totals[key] += (1.0 if margin > 0 else 0.5 if margin == 0 else 0.0) + 0.001 * margin
                counts[key] += 1
        except Cancelled:
            raise
        except OutOfBudget:
            break
        rounds += 1
    return moves[max(totals, key=lambda key: totals[key] / counts[key])]


_PLAYOUTS30 = 300  # playouts a move at most (the budget ends them sooner when there are many moves)
# Strong vs easy, 200 matches at --nodes 2400 (seed 1): 76.8 % (151 won, 5 drawn, 44 lost; Wilson 95 %
# 70.4-82.1 %), the four-deep search in worlds (``_pick30``) 71.8 % before; 600 playouts a decision
# (median), a decision 0.19 s (median, a loaded machine). On matches 0-59: 79.2 % here, 69.2 % with
# ``_pick30``; at most 100 playouts a move 65.8 %; playout players that also avoid laying rank 7 while
# anything else fits 61.7 %. On matches 0-29: 76.7 % here, at most 1000 a move (the 2400 positions then
# end them: 2000 a decision, median) 66.7 %. These screens differ more than their few matches explain
# well, so the gain over ``_pick30`` (5 points over 200, about one standard error) is not yet certain. In a quick model of the game outside the program (the same rules on
# eight columns against a random player, up to 1000 matches each), nothing else beat the four-deep
# search (64.1 % there of 1000): 4 worlds instead of 16 63.3 %, 6 or 8 deep 62.2 % / 63.7 % (600),
# exact chances for the next tiles instead of worlds (the move, the other's tile and answer, one's
# own tile and answer) 65.2 % (600), the other's answer half his best and half the average of his
# moves 57.4 % (two deep; 60.6 % with his best), a term for the columns one tile short of rank 7
# (who fills rank 8 from there, counted in 3000 random matches) or dead columns left out of the
# spread: within a point.
_TUNING[30] = {"pick": _playouts30}
