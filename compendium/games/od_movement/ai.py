"""Computer players for the open-domino movement games 1–9 (Qt-free).

They see only ``rules.view_for(state, seat)``: a face-down tile's digits are unknown there (-1), so
such a tile touches nothing in their search until it is seen, and its pips count as the average.

* ``easy`` — takes a tile (or wins, or brings a tile out) when a move does so at once, avoids a move
  that loses at once, and otherwise moves at random (a one-move look with noise);
* ``medium`` — looks two moves ahead, its own and the reply, with the game's evaluation;
* ``strong`` — alpha-beta with iterative deepening within a time budget (0.7 s by default, less
  when the application's budget is shorter), captures tried first and a transposition table keyed
  on the cells, the counts and the mover. Game 9 (at most three slides a turn) has a search of its
  own that looks much further: of the lines that hold against the best replies it takes the one
  where a reply that merely avoids losing at once is likeliest to lose later (``_Slides``).

The search does not run on the rules' state: a small copy of the game (``_Game`` and ``_S``: the
cells as stacks of small ints, the counts that decide the end) makes moves many times faster; it
follows ``OdMovementRules`` move for move (the tests hold it to that on random games), and the move
finally chosen is always one of the rules' ``legal_actions``.

The evaluation is the game's own sense of "good": material (tiles on the field, tiles removed) in
every game; game 1 the race to the opponent's scoring tile; games 2 and 7 the pips brought out and
the distance still to go (7: the exact 32 still reachable from the tiles left); game 3 its goal; game
4 captures, or the steps still needed in the race; game 5 the reverse of material (giveaway); game 6
the tiles turned (or handed over in the reverse variant); game 8 the tiles and whether a stack's top
can be touched; game 9 the safe slides left to the player to move.

Computer players never resign and never offer a draw; offered one, they accept only when their
evaluation says they are worse off.
"""

from __future__ import annotations

import random
import time
from typing import Optional

from compendium.core.actions import Action
from compendium.core.ai import Advice, Player, make_level
from compendium.core.plugin import read_levels
from compendium.core.search import Budget, Cancelled, Model, OutOfBudget, alphabeta
from compendium.core.text import Text
from compendium.games.open_domino.field import ACROSS, ALONG, BISHOP, KING, OFF, ROOK

LEVELS = read_levels(__file__)  # levels.json beside this file: what the setup dialog lists

WIN = 10_000.0
NEVER = ("resign", "offer-draw")  # a computer player never chooses these
UNKNOWN_PIPS = 6  # a tile nobody has seen counts as an average tile


# --- a fast copy of the game for the search -------------------------------------------------------
class _S:
    """A position in the search: ``cells`` a tuple of stacks (tuples of piece codes, bottom first),
    ``mover``, the counts (per seat: tiles and pips removed, pips and tiles brought out), ``quiet``,
    ``plies``, ``last`` (game 9: the tile id moved last), ``end`` (None or the rules' ``ended``)."""

    __slots__ = ("cells", "mover", "rem", "rpips", "out", "outn", "quiet", "plies", "last", "end", "resolved", "cnt")

    def __init__(self, cells, mover, rem, rpips, out, outn, quiet, plies, last, end):
        self.cells = cells
        self.mover = mover
        self.rem = rem
        self.rpips = rpips
        self.out = out
        self.outn = outn
        self.quiet = quiet
        self.plies = plies
        self.last = last
        self.end = end
        self.resolved = end is not None
        self.cnt = None


class _Game(Model):
    """The movement games over small ints: move generation, moves, ends and the evaluation, for one
    match's options (built from a view)."""

    def __init__(self, rules, view):
        self.rules = rules
        o = view.opts
        self.o = o
        self.g = view.game
        self.n = view.players
        self.geo = ACROSS if view.across else ALONG
        geo = self.geo
        self.files, self.ranks, self.size = geo.files, geo.ranks, geo.size
        self.codes: dict = {}
        self.pieces: list = []
        self.upper: list[int] = []
        self.lower: list[int] = []
        self.owner: list[int] = []
        self.face: list[bool] = []
        self.scoring: list[bool] = []
        self.pips: list[int] = []
        self.tile: list[int] = []
        self.turned: list[int] = []
        self.opened: list[int] = []
        self._tile_ids: dict = {}
        for stack in view.cells:
            for p in stack:
                self.code(p)
        g = self.g
        # movement
        style = "king"
        if g in (1, 2, 3):
            style = o.movement
        elif g == 5 and o.forward:
            style = "forward"
        elif g == 7:
            style = "rook"
        elif g == 8:
            style = "queen"
        self.style = style
        self.steps = []  # per seat, per cell: the one-step targets
        for seat in (0, 1):
            fwd = geo.forward(seat)
            per = []
            for c in range(self.size):
                f, r = geo.fr(c)
                t = []
                for df, dr in KING:
                    if style == "forward" and dr != fwd:
                        continue
                    x = geo.cell(f + df, r + dr)
                    if x is not None:
                        t.append(x)
                per.append(tuple(t))
            self.steps.append(per)
        self.rays = [geo.rays(c, ROOK if style == "rook" else KING) for c in range(self.size)]
        self.diag_forward = bool(o.forward or o.race) if g == 4 else False
        self.diagonals = [[tuple(x for x in (geo.cell(geo.fr(c)[0] + df, geo.fr(c)[1] + dr) for df, dr in BISHOP
                                              if not self.diag_forward or dr == geo.forward(seat)) if x is not None)
                           for c in range(self.size)] for seat in (0, 1)]
        self.rank = [geo.fr(c)[1] for c in range(self.size)]
        self.file = [geo.fr(c)[0] for c in range(self.size)]
        self.above = [geo.above(c) for c in range(self.size)]
        self.below = [geo.below(c) for c in range(self.size)]
        # game 7: the cells ahead of a cell in its file, per seat
        self.ahead = [[tuple(geo.cell(self.file[c], rr) for rr in (range(self.rank[c] + 1, self.ranks) if seat == 0
                                                                 else range(self.rank[c] - 1, -1, -1)))
                       for c in range(self.size)] for seat in (0, 1)]
        self.lower_half = tuple(r * 8 + f for r in range(4) for f in range(8))
        self.stack_cells = tuple(view.stack_cells)

    # pieces as small ints
    def code(self, piece) -> int:
        c = self.codes.get(piece)
        if c is not None:
            return c
        c = len(self.pieces)
        self.codes[piece] = c
        self.pieces.append(piece)
        t = piece.tile
        up, lo = piece.upper, piece.lower
        self.upper.append(-1 if up is None else up)
        self.lower.append(-1 if lo is None else lo)
        own = self.rules.owner(_Probe(self.g, self.o), piece)
        self.owner.append(-1 if own is None else own)
        self.face.append(piece.face_up)
        self.scoring.append(self.g == 1 and not piece.face_up and t.a == 0 and t.b == 0)
        self.pips.append(t.pips if t.a >= 0 else UNKNOWN_PIPS)
        self.tile.append(self._tile_ids.setdefault(t, len(self._tile_ids)))
        self.turned.append(-1)
        self.opened.append(-1)
        self.turned[c] = self.code(piece.turned())
        self.opened[c] = self.code(piece.opened())
        return c

    def state(self, view) -> _S:
        n = self.n
        cells = tuple(tuple(self.code(p) for p in stack) for stack in view.cells)
        rem = tuple(len(view.removed[s]) for s in range(n))
        rpips = tuple(sum(t.pips if t.a >= 0 else UNKNOWN_PIPS for t in view.removed[s]) for s in range(n))
        out = tuple(sum(t.pips if t.a >= 0 else UNKNOWN_PIPS for t in view.out[s]) for s in range(n))
        outn = tuple(len(view.out[s]) for s in range(n))
        last = self._tile_ids.get(view.last_tile, -1) if view.last_tile is not None else -1
        mover = self.rules.to_move(view)
        self.cells0 = cells
        return _S(cells, mover, rem, rpips, out, outn, view.quiet, view.plies, last, None)

    # --- moves ------------------------------------------------------------------------------------
    def _hole(self, cells) -> Optional[int]:
        for c in self.lower_half:
            if not cells[c]:
                return c
        return None

    def _slides(self, s: _S, seat: int) -> list:
        cells = s.cells
        hole = self._hole(cells)
        if hole is None:
            return []
        out = []
        own_groups = self.o.own_groups
        for c in ALONG.steps(hole, ROOK):
            if c >= 32 or not cells[c]:
                continue
            p = cells[c][-1]
            if not self.face[p] or self.tile[p] == s.last:
                continue
            if own_groups and self.owner[p] != seat:
                continue
            out.append((c, (hole,)))
        out.sort()
        return out

    def _may_land(self, cells, seat: int, piece: int, cell: int) -> bool:
        stack = cells[cell]
        target = stack[-1]
        if len(stack) > 1 or self.owner[target] == seat:
            return False
        if self.scoring[target]:
            return not self.scoring[piece]
        return self.o.scoring_capture and self.scoring[piece]

    def gen(self, s: _S, seat: int) -> list:
        """Every move of ``seat``: (source, path) as the rules' ``moves`` gives them."""
        g = self.g
        if g == 9:
            return self._slides(s, seat)
        cells = s.cells
        owner = self.owner
        out = []
        style = self.style
        g1 = g == 1
        free = None
        for src in range(self.size):
            stack = cells[src]
            if not stack:
                continue
            piece = stack[-1]
            if owner[piece] != seat:
                continue
            if g == 4:
                out.extend((src, p) for p in self._diagonal(cells, seat, src, piece))
                continue
            if style == "king" or style == "forward":
                for c in self.steps[seat][src]:
                    if not cells[c] or (g1 and self._may_land(cells, seat, piece, c)):
                        out.append((src, (c,)))
            else:
                for ray in self.rays[src]:
                    for c in ray:
                        if cells[c]:
                            if g1 and self._may_land(cells, seat, piece, c):
                                out.append((src, (c,)))
                            break
                        out.append((src, (c,)))
            if g == 2:
                if self.rank[src] == (self.ranks - 1 if seat == 0 else 0):
                    out.append((src, (OFF,)))
                if not self.face[piece]:
                    out.append((src, (src,)))
            elif g == 7:
                if free is None:
                    free = self._free(cells, seat)
                if src in free:
                    out.append((src, (OFF,)))
                if not self.face[piece]:
                    out.append((src, (src,)))
        if g == 5 and self.o.compulsory:
            taking = [m for m in out if self._contacts_after(cells, seat, m[0], m[1][-1])]
            if taking:
                out = taking
        return out

    def _free(self, cells, seat: int) -> set:
        """Game 7: the cells whose tile has nothing ahead of it in its file (it may go out)."""
        files, ranks = self.files, self.ranks
        out = set()
        rows = range(ranks - 1, -1, -1) if seat == 0 else range(ranks)
        for f in range(files):
            for r in rows:
                c = r * files + f
                if cells[c]:
                    out.add(c)
                    break
        return out

    def _any_move(self, s: _S, seat: int) -> bool:
        g = self.g
        if g == 4:  # a plain diagonal step is found at once; jumps only when there is none
            cells = s.cells
            owner = self.owner
            for src in range(self.size):
                stack = cells[src]
                if stack and owner[stack[-1]] == seat:
                    for c in self.diagonals[seat][src]:
                        if not cells[c]:
                            return True
            return bool(self.gen(s, seat))
        if g in (9, 2, 7) or g == 1:
            if g == 7:
                cells = s.cells
                owner = self.owner
                for c in self._free(cells, seat):
                    if owner[cells[c][-1]] == seat:
                        return True
            return bool(self.gen(s, seat))
        cells = s.cells
        owner = self.owner
        style = self.style
        for src in range(self.size):
            stack = cells[src]
            if stack and owner[stack[-1]] == seat:
                targets = self.steps[seat][src] if style in ("king", "forward") else [r[0] for r in self.rays[src]]
                for c in targets:
                    if not cells[c]:
                        return True
        return False

    def _diagonal(self, cells, seat: int, src: int, piece: int) -> list:
        geo = self.geo
        forward = self.diag_forward
        fwd = 1 if seat == 0 else -1
        owner = self.owner
        out = [(c,) for c in self.diagonals[seat][src] if not cells[c]]
        if not any(cells[c] and owner[cells[c][-1]] == seat for c in self.diagonals[seat][src]):
            return out  # nothing of one's own to jump over
        base = list(cells)
        base[src] = ()

        def walk(at: int, path: tuple, seen: frozenset) -> None:
            fa, ra = self.file[at], self.rank[at]
            for df, dr in BISHOP:
                if forward and dr != fwd:
                    continue
                over = geo.cell(fa + df, ra + dr)
                land = geo.cell(fa + 2 * df, ra + 2 * dr)
                if over is None or land is None or land in seen or not base[over] or base[land]:
                    continue
                if owner[base[over][-1]] != seat:
                    continue
                new = path + (land,)
                out.append(new)
                base[land] = (piece,)
                stop = bool(self._hits(base, land, piece, seat))
                if not stop:
                    walk(land, new, seen | {land})
                base[land] = ()

        walk(src, (), frozenset({src}))
        return out

    def _hits(self, cells, cell: int, piece: int, seat: int) -> list:
        """The enemy neighbours ``piece`` on ``cell`` touches with equal digits."""
        out = []
        d = self.upper[piece]
        if d >= 0:
            up = self.above[cell]
            if up is not None and cells[up]:
                q = cells[up][-1]
                if self.lower[q] == d and self.owner[q] not in (seat, -1):
                    out.append(up)
        d = self.lower[piece]
        if d >= 0:
            dn = self.below[cell]
            if dn is not None and cells[dn]:
                q = cells[dn][-1]
                if self.upper[q] == d and self.owner[q] not in (seat, -1):
                    out.append(dn)
        return out

    def _contacts(self, cells, cell: int, which) -> list:
        piece = cells[cell][-1]
        out = []
        d = self.upper[piece]
        if d >= 0:
            up = self.above[cell]
            if up is not None and cells[up]:
                q = cells[up][-1]
                if self.lower[q] == d and which(q):
                    out.append(up)
        d = self.lower[piece]
        if d >= 0:
            dn = self.below[cell]
            if dn is not None and cells[dn]:
                q = cells[dn][-1]
                if self.upper[q] == d and which(q):
                    out.append(dn)
        return out

    def _contacts_after(self, cells, seat: int, src: int, dst: int) -> list:
        """The enemy tiles the move src→dst would touch (the rules' ``_captures``)."""
        if dst == OFF:
            return []
        piece = cells[src][-1]
        if dst == src:
            return []
        work = list(cells)
        work[src] = cells[src][:-1]
        work[dst] = (piece,)
        return self._hits(work, dst, piece, seat)

    # --- making a move ------------------------------------------------------------------------------
    def play(self, s: _S, move) -> _S:
        seat = s.mover
        src, path = move
        g = self.g
        o = self.o
        n = self.n
        cells = list(s.cells)
        if g == 9:
            hole = path[0]
            piece = cells[src][-1]
            cells[src] = ()
            cells[hole] = (piece,)
            st = _S(tuple(cells), seat, s.rem, s.rpips, s.out, s.outn, s.quiet, s.plies + 1, self.tile[piece], None)
            if self._contacts(cells, hole, lambda q: True):
                st.end = ("lose", seat)
            else:
                self._advance(st, seat)
            return st
        rem, rpips, out, outn = list(s.rem), list(s.rpips), list(s.out), list(s.outn)
        other = 1 - seat if n == 2 else None
        piece = cells[src][-1]
        cells[src] = cells[src][:-1]
        if not self.face[piece] and not self.scoring[piece]:
            piece = self.opened[piece]
        dst = path[-1]
        progress = False
        if dst == OFF:
            out[seat] += self.pips[piece]
            outn[seat] += 1
            progress = True
        else:
            if cells[dst]:  # game 1
                target = cells[dst][-1]
                if self.scoring[target]:
                    cells[dst] = cells[dst] + (piece,)
                    st = _S(tuple(cells), seat, s.rem, s.rpips, s.out, s.outn, 0, s.plies + 1, -1, ("win", seat))
                    return st
                rem[seat] += 1
                rpips[seat] += self.pips[target]
                cells[dst] = ()
                progress = True
            cells[dst] = (piece,)
            hits = self._hits(cells, dst, piece, seat) if self.face[piece] else []
            if g == 6:
                if hits:
                    progress = True
                    if o.reverse:  # the moved tile turns over to the opponent, and the chain runs from it
                        given = self.turned[piece]
                        cells[dst] = (given,)
                        rem[other] += 1
                        rpips[other] += self.pips[piece]
                        self._convert(cells, other, self._hits(cells, dst, given, other), rem, rpips)
                    else:
                        self._convert(cells, seat, hits, rem, rpips)
            elif g == 5 and o.own_removed:
                if hits:
                    cells[dst] = ()
                    progress = True
            elif g != 9:
                for h in hits:
                    stack = cells[h]
                    whole = g == 8 and len(stack) > 1
                    taken = stack if whole else stack[-1:]
                    cells[h] = () if whole else stack[:-1]
                    rem[seat] += len(taken)
                    rpips[seat] += sum(self.pips[p] for p in taken)
                    progress = True
                if g == 1 and o.own_contact and cells[dst]:
                    owner = self.owner
                    own = self._contacts(cells, dst, lambda q: owner[q] == seat)
                    if own:
                        for h in own + [dst]:
                            t = cells[h][-1]
                            rem[other] += 1
                            rpips[other] += self.pips[t]
                            cells[h] = cells[h][:-1]
                        progress = True
        st = _S(tuple(cells), seat, tuple(rem), tuple(rpips), tuple(out), tuple(outn),
                0 if progress else s.quiet + 1, s.plies + 1, self.tile[piece], None)
        end = self._decided(st, seat)
        if end is not None:
            st.end = end
        else:
            self._advance(st, seat)
        return st

    def _convert(self, cells: list, seat: int, hits: list, rem: list, rpips: list) -> None:
        """Game 6: the touched tiles not ``seat``'s turn round and become ``seat``'s, each turning
        further ones it now touches with equal digits (the rules' ``_convert``)."""
        todo = list(hits)
        owner = self.owner
        while todo:
            c = todo.pop()
            p = cells[c][-1]
            if owner[p] in (seat, -1):
                continue
            np_ = self.turned[p]
            cells[c] = cells[c][:-1] + (np_,)
            rem[seat] += 1
            rpips[seat] += self.pips[p]
            todo.extend(self._hits(cells, c, np_, seat))

    def _advance(self, st: _S, seat: int) -> None:
        """The next mover, or the end when nobody can move (the rules' ``_advance``)."""
        n = self.n
        nxt = (seat + 1) % n
        for k in range(n):
            if k == 1:
                st.last = -1  # after a pass the tile moved last may move again (game 9)
            if self._any_move(st, nxt):
                st.mover = nxt
                st.resolved = True
                return
            if self.g == 9 and not self.o.own_groups:
                break
            nxt = (nxt + 1) % n
        st.end = ("draw",) if self.g == 9 else ("score",)
        st.resolved = True

    def tally(self, st: _S) -> tuple[list[int], list[int]]:
        """``counts`` of a position, kept with it."""
        if st.cnt is None:
            st.cnt = self.counts(st.cells)
        return st.cnt

    def counts(self, cells) -> tuple[list[int], list[int]]:
        """Tiles and pips on the field per seat."""
        cnt = [0] * self.n
        pips = [0] * self.n
        owner = self.owner
        pp = self.pips
        for stack in cells:
            for p in stack:
                w = owner[p]
                if w >= 0:
                    cnt[w] += 1
                    pips[w] += pp[p]
        return cnt, pips

    def _decided(self, st: _S, seat: int):
        g = self.g
        o = self.o
        other = 1 - seat
        if g == 3 and o.goal != "more":
            got = st.rpips
            if o.goal == "count" and st.rem[seat] >= o.count:
                return ("win", seat)
            if o.goal == "reach" and got[seat] >= 48:
                return ("win", seat)
            if o.goal in ("exact", "multi"):
                if got[seat] > 48:
                    return ("lose", seat)
                hit = got[seat] == 48 or (o.goal == "multi" and got[seat] in (12, 24, 36, 48))
                if hit and st.quiet == 0:
                    return ("win", seat)
        if g == 7:
            total = st.out[seat]
            if total > 32:
                return ("lose", seat)
            if total == 32:
                return ("win", seat)
        if g == 4 and o.race:
            for s_ in (seat, other):
                if self._race_home(st.cells, s_):
                    return ("win", s_)
        cnt, pips = self.tally(st)
        mine, theirs = cnt[seat], cnt[other]
        if g in (6, 8) and (not mine or not theirs):
            empty = other if not theirs else seat
            if g == 6 and o.reverse:
                return ("win", empty)
            return ("lose", empty)
        if g == 8 and o.stack_end:
            for s_ in (0, 1):
                if any(not st.cells[c] for c in self.stack_cells[s_]):
                    return ("score",)
        if g == 2:
            fixed = st.out
            most = [fixed[s_] + pips[s_] for s_ in (0, 1)]
            if not mine and not theirs:
                return ("score",)
            if fixed[0] > most[1] or fixed[1] > most[0]:
                return ("score",)
        if g in (3, 5) and (not mine or not theirs):
            return ("score",)
        if g == 5 and o.forward and not (self._any_move(st, other) and self._any_move(st, seat)):
            return ("score",)
        if st.quiet >= 2 * o.limit:
            return ("score",)
        return None

    def _race_home(self, cells, seat: int) -> bool:
        owner = self.owner
        for c, stack in enumerate(cells):
            if stack and owner[stack[-1]] == seat:
                r = self.rank[c]
                if (seat == 0 and r < 4) or (seat == 1 and r >= 4):
                    return False
        return True

    def race_need(self, cells, seat: int) -> int:
        need = 0
        owner = self.owner
        for c, stack in enumerate(cells):
            if stack and owner[stack[-1]] == seat:
                r = self.rank[c]
                need += max(0, 4 - r) if seat == 0 else max(0, r - 3)
        return need

    # --- the end and the evaluation -------------------------------------------------------------------
    def criterion(self, st: _S) -> tuple[list[float], bool]:
        g = self.g
        o = self.o
        n = self.n
        if g in (2, 7):
            return [float(st.out[s]) for s in range(n)], True
        if g == 3 and o.goal in ("count", "reach", "exact", "multi"):
            return [float(st.rpips[s] if o.goal != "count" else st.rem[s]) for s in range(n)], True
        if g == 4 and not o.race:
            return [float(st.rem[s]) for s in range(n)], True
        if g == 4:
            return [-float(self.race_need(st.cells, s)) for s in range(n)], True
        cnt, _ = self.tally(st)
        if g == 5:
            return [float(c) for c in cnt], False
        if g in (1, 6, 9):
            return [0.0] * n, True
        return [float(c) for c in cnt], True

    def final(self, st: _S, seat: int) -> float:
        """The value of a finished game for ``seat``: +WIN a win, -WIN a loss (sooner wins and later
        losses a little better), 0 a draw."""
        end = st.end
        quick = min(st.plies, 999) * 0.1
        kind = end[0]
        if kind == "win":
            return WIN - quick if end[1] == seat else -WIN + quick
        if kind == "lose":
            return -WIN + quick if end[1] == seat else WIN - quick
        if kind == "draw":
            return 0.0
        if self.g in (1, 6, 9):
            return 0.0
        values, higher = self.criterion(st)
        if self.g == 7:
            values = [v if v <= 32 else -1.0 for v in values]
        if not higher:
            values = [-v for v in values]
        mine = values[seat]
        best_other = max(v for q, v in enumerate(values) if q != seat)
        if mine > best_other:
            return WIN - quick + (mine - best_other)
        if mine < best_other:
            return -WIN + quick + (mine - best_other)
        return 0.0

    def evaluate(self, st: _S, seat: int) -> float:
        """How good an unfinished position is for ``seat`` (one tile is worth about 10)."""
        g = self.g
        o = self.o
        if g == 9:
            return self._eval9(st, seat)
        other = 1 - seat
        cells = st.cells
        cnt, pips = self.tally(st)
        if g == 1:
            return 10.0 * (cnt[seat] - cnt[other]) + self._eval1(cells, seat)
        if g == 2:
            return self._eval2(st, seat) - self._eval2(st, other)
        if g == 3:
            if o.goal == "more":
                return 10.0 * (cnt[seat] - cnt[other])
            if o.goal == "count":
                return 10.0 * (st.rem[seat] - st.rem[other])
            return self._eval3(st.rpips[seat], cnt[other]) - self._eval3(st.rpips[other], cnt[seat])
        if g == 4:
            if o.race:
                return 4.0 * (self.race_need(cells, other) - self.race_need(cells, seat))
            ahead = self._advance_totals(cells)
            return 10.0 * (st.rem[seat] - st.rem[other]) + 0.5 * (ahead[seat] - ahead[other])
        if g == 5:
            return 10.0 * (cnt[other] - cnt[seat])
        if g == 6:
            if o.reverse:
                return 10.0 * (cnt[other] - cnt[seat])
            value = 10.0 * (cnt[seat] - cnt[other])
            if cnt[seat] > cnt[other] and cnt[other] <= 8:
                value -= 0.4 * self._hunt(cells, seat)
            return value
        if g == 7:
            return self._eval7(st, seat, pips)
        if g == 8:
            return 10.0 * (cnt[seat] - cnt[other]) - self._exposed(cells, seat) + self._exposed(cells, other)
        return 0.0

    def _eval1(self, cells, seat: int) -> float:
        """Game 1: the race to the opponent's scoring tile (king distance of the three nearest
        tiles, one's own against the opponent's)."""
        goals = [None, None]
        for c, stack in enumerate(cells):
            if stack and self.scoring[stack[-1]]:
                w = self.owner[stack[-1]]
                if w >= 0:
                    goals[w] = c
        value = 0.0
        for s, sign in ((seat, 1.0), (1 - seat, -1.0)):
            target = goals[1 - s]
            if target is None:
                continue
            tf, tr = self.file[target], self.rank[target]
            dists = []
            for c, stack in enumerate(cells):
                if stack and self.owner[stack[-1]] == s and not self.scoring[stack[-1]]:
                    d = max(abs(self.file[c] - tf), abs(self.rank[c] - tr))
                    dists.append(d)
            dists.sort()
            near = dists[:3]
            value += sign * sum(3.0 * (8 - d) for d in near) / max(1, len(near)) * 1.5
        return value

    def _eval2(self, st: _S, s: int) -> float:
        """Game 2: pips brought out, and the pips still on the field valued by how near the far
        edge they are."""
        value = 1.0 * st.out[s]
        far = self.ranks - 1
        for c, stack in enumerate(st.cells):
            if stack:
                p = stack[-1]
                if self.owner[p] == s:
                    r = self.rank[c] if s == 0 else far - self.rank[c]
                    value += self.pips[p] * (0.45 + 0.06 * r) + 2.0
        return value

    @staticmethod
    def _eval3(got: int, enemy_left: int) -> float:
        """Game 3 with a pip target: nearer 48 is better (the search sees busting as a loss)."""
        return 1.5 * min(got, 48) + 0.5 * min(enemy_left, 16)

    def _hunt(self, cells, seat: int) -> float:
        """Game 6, for the side ahead: for each enemy tile, how many king steps the nearest of the
        seat's tiles that could turn it (the right digit) is from a cell where it would (just
        above or below it), summed: so as to close in and turn the last tiles before the move
        limit ends the game drawn."""
        mine, theirs = [], []
        owner = self.owner
        files = self.files
        for c, stack in enumerate(cells):
            if stack:
                p = stack[-1]
                w = owner[p]
                if w == seat:
                    mine.append((self.file[c], self.rank[c], self.upper[p], self.lower[p]))
                elif w >= 0:
                    theirs.append((c, self.upper[p], self.lower[p]))
        total = 0
        for c, up, lo in theirs:
            best = 8
            for spot, want_lower in ((self.above[c], True), (self.below[c], False)):
                if spot is None or cells[spot]:
                    continue
                sf, sr = spot % files, spot // files
                digit = up if want_lower else lo
                for x, y, u, d in mine:
                    if (d if want_lower else u) == digit:
                        dist = max(abs(sf - x), abs(sr - y))
                        if dist < best:
                            best = dist
            total += best
        return float(total)

    def _advance_totals(self, cells) -> list[float]:
        """Per seat, the ranks its tiles have advanced from its own edge, summed."""
        total = [0.0, 0.0]
        owner = self.owner
        rank = self.rank
        far = self.ranks - 1
        for c, stack in enumerate(cells):
            if stack:
                w = owner[stack[-1]]
                if w == 0:
                    total[0] += rank[c]
                elif w == 1:
                    total[1] += far - rank[c]
        return total

    def _eval7(self, st: _S, seat: int, pips) -> float:
        """Game 7: pips brought out towards exactly 32, and whether the tiles still on the field can
        make up the rest exactly; tiles free to go out (nothing ahead in their file) a little."""
        cells = st.cells
        mask = (1 << 33) - 1
        reach = [1, 1]
        free = [0, 0]
        owner = self.owner
        files, ranks = self.files, self.ranks
        for f in range(files):
            top = bottom = -1
            for r in range(ranks):
                c = r * files + f
                stack = cells[c]
                if stack:
                    p = stack[-1]
                    w = owner[p]
                    if w >= 0:
                        reach[w] = (reach[w] | (reach[w] << self.pips[p])) & mask
                    if bottom < 0:
                        bottom = p
                    top = p
            if top >= 0 and owner[top] == 0:
                free[0] += 1
            if bottom >= 0 and owner[bottom] == 1:
                free[1] += 1
        value = 0.0
        for s, sign in ((seat, 1.0), (1 - seat, -1.0)):
            got = st.out[s]
            need = 32 - got
            v = 1.2 * got + 0.8 * min(free[s], 4) + 0.05 * pips[s]
            if need >= 0 and not (reach[s] >> need) & 1:
                v -= 25.0
            value += sign * v
        return value

    def _exposed(self, cells, seat: int) -> float:
        """Game 8: the tiles in the seat's stacks whose top an enemy tile could touch with equal
        digits by one queen move to the free cell just above or below it (the whole stack would
        go), each such stack weighted by its height."""
        total = 0.0
        owner = self.owner
        enemies = None
        for c, stack in enumerate(cells):
            if len(stack) < 2 or owner[stack[-1]] != seat:
                continue
            top = stack[-1]
            if enemies is None:
                enemies = [(x, cells[x][-1]) for x in range(self.size)
                           if cells[x] and owner[cells[x][-1]] not in (seat, -1)]
            for spot, mine, theirs in ((self.above[c], self.upper, self.lower), (self.below[c], self.lower, self.upper)):
                if spot is None or cells[spot] or mine[top] < 0:
                    continue
                if any(theirs[p] == mine[top] and self._line(cells, x, spot) for x, p in enemies):
                    total += 3.0 * len(stack)
                    break
        return total

    def _line(self, cells, frm: int, to: int) -> bool:
        """Whether a queen move leads from ``frm`` to ``to`` over free cells."""
        files = self.files
        fx, fy, tx, ty = frm % files, frm // files, to % files, to // files
        dx, dy = tx - fx, ty - fy
        if not (dx == 0 or dy == 0 or abs(dx) == abs(dy)) or (dx == 0 and dy == 0):
            return False
        sx = (dx > 0) - (dx < 0)
        sy = (dy > 0) - (dy < 0)
        x, y = fx + sx, fy + sy
        while (x, y) != (tx, ty):
            if cells[y * files + x]:
                return False
            x += sx
            y += sy
        return True

    def _eval9(self, st: _S, seat: int) -> float:
        """Game 9: the safe slides (those that make no equal contact) left to the next player;
        few is good for the one who has just moved."""
        safe = 0
        total = 0
        mover = st.mover
        for src, path in self._slides(st, mover):
            total += 1
            hole = path[0]
            cells = list(st.cells)
            cells[hole] = cells[src]
            cells[src] = ()
            if not self._contacts(cells, hole, lambda q: True):
                safe += 1
        value = 3.0 * (2 - safe) if total else 0.0
        return value if mover != seat else -value

    # --- the Model for core.search -------------------------------------------------------------------
    def to_move(self, st: _S):
        if not st.resolved:
            self._advance(st, (st.mover - 1) % self.n)
        return None if st.end is not None else st.mover

    def actions(self, st: _S, seat: int):
        return self.gen(st, seat)

    def successor(self, st: _S, move):
        return self.play(st, move)

    def value(self, st: _S, seat: int) -> float:
        if st.end is not None:
            return self.final(st, seat)
        return self.evaluate(st, seat)

    def key(self, st: _S):
        return (st.cells, st.rem, st.rpips, st.out, st.last if self.g == 9 else 0, st.quiet >= 2 * self.o.limit - 4)

    def gain(self, st: _S, move) -> int:
        """A cheap guess of what a move takes at once (for ordering): the pips or tiles it touches,
        a tile brought out, a win."""
        src, path = move
        dst = path[-1]
        cells = st.cells
        if dst == OFF:
            return 50 + self.pips[cells[src][-1]]
        if dst == src:
            return 0
        if cells[dst]:
            return 1000
        hits = self._contacts_after(cells, st.mover, src, dst)
        return 100 * len(hits) if hits else 0

    def order(self, st: _S, seat: int, moves):
        if self.g == 9 or len(moves) < 2:
            return moves
        gain = self.gain
        return sorted(moves, key=lambda m: -gain(st, m))


class _Probe:
    """What ``OdMovementRules.owner`` reads of a state."""

    __slots__ = ("game", "opts")

    def __init__(self, game, opts):
        self.game = game
        self.opts = opts


# --- the players ------------------------------------------------------------------------------------
def _candidates(rules, view, seat: int) -> list[Action]:
    return [a for a in rules.legal_actions(view, seat) if a.verb not in NEVER]


def _to_move(game: _Game, action: Action):
    geo = game.geo
    src = geo.parse(str(action.args[0]))
    if action.verb == "slide":
        return (src, (game._hole(game.cells0),))
    if action.verb == "open":
        return (src, (src,))
    return (src, tuple(geo.parse(str(a)) for a in action.args[1:]))


class OdPlayer(Player):
    """The shared part: the moves offered (never resigning or offering a draw), the answer to an
    offer of a draw, the reason given for a hint."""

    level = ""
    seconds: Optional[float] = None  # this level's own limit on a decision
    choose_nodes = 200  # ``choose``, asked without a budget (tests, tools), searches this many positions

    def choose(self, rules, view, seat, rng):
        """A quick decision without a budget: a few hundred positions searched (the application
        asks through ``next_move`` with its budget, and the level then uses its own time)."""
        return self.think(rules, view, seat, rng, Budget(nodes=self.choose_nodes))

    def think(self, rules, view, seat, rng, budget):
        return self._decide(rules, view, seat, rng, budget, explain=False)[0]

    def advise(self, rules, view, seat):
        action, why = self._decide(rules, view, seat, random.Random(0), Budget.seconds(self.seconds or 1.0))
        return Advice(action, why)

    def fallback(self, rules, view, seat, legal):
        usable = [a for a in legal if a.verb not in NEVER]
        return usable[0] if usable else legal[0]

    def _decide(self, rules, view, seat, rng, budget, explain: bool = True) -> tuple[Action, Optional[Text]]:
        if budget.cancelled:
            raise Cancelled()
        legal = _candidates(rules, view, seat)
        if not legal:
            raise ValueError("open domino: this seat has nothing to decide now")
        if legal[0].verb in ("accept-draw", "decline-draw"):
            return self._answer_offer(rules, view, seat, budget)
        if len(legal) == 1:
            return legal[0], Text(f"{legal[0].notation}: the only move.", f"{legal[0].notation}: единственный ход.")
        game = self._game(rules, view)
        root = game.state(view)
        moves = {_to_move(game, a): a for a in legal}
        move, value, depth = self.pick(game, root, seat, list(moves), rng, budget)
        action = moves[move]
        return action, self._why(rules, view, game, root, move, action, value, depth) if explain else None

    def pick(self, game: _Game, root: _S, seat: int, moves: list, rng, budget) -> tuple:
        raise NotImplementedError

    def _game(self, rules, view) -> _Game:
        """The search's copy of the game for a view's options, made once a match (its tables of
        moves per cell and of the pieces seen are kept)."""
        key = (id(rules), view.game, view.opts, view.players, view.across)
        games = self.__dict__.setdefault("_games", {})
        game = games.get(key)
        if game is None or game.rules is not rules:
            if len(games) > 8:
                games.clear()
            game = games[key] = _Game(rules, view)
        return game

    def _answer_offer(self, rules, view, seat, budget) -> tuple[Action, Text]:
        """Accept a draw only when the position looks worse for this seat."""
        mover = 1 - seat  # the offer is made on the offerer's turn
        game = self._game(rules, view)
        st = game.state(view)
        st.mover = mover
        st.resolved = False
        deadline = Budget(deadline=min(budget.deadline or time.monotonic() + 0.3, time.monotonic() + 0.3),
                          cancel=budget.cancel)
        if game.to_move(st) is None:
            value = game.value(st, seat)
        else:
            found = alphabeta(game, st, mover, deadline, max_depth=2)
            value = -found.value if game.n == 2 else game.evaluate(st, seat)
        if value < -5.0:
            return Action("accept-draw"), Text("Accept: the position is worse for you.",
                                               "Соглашайтесь: позиция для вас хуже.")
        return Action("decline-draw"), Text("Decline: the position is not worse for you.",
                                            "Отказывайтесь: позиция для вас не хуже.")

    def _why(self, rules, view, game, root, move, action, value, depth) -> Text:
        told = rules.describe(view, action)
        after = game.play(root, move)
        seat = root.mover
        parts_en, parts_ru = [], []
        if after.end is not None and game.final(after, seat) > WIN / 2:
            parts_en.append("it wins at once")
            parts_ru.append("это сразу выигрыш")
        elif value > WIN / 2:
            parts_en.append("it leads to a win whatever the reply")
            parts_ru.append("это ведёт к выигрышу при любом ответе")
        elif value < -WIN / 2:
            parts_en.append("every move loses against best play; this one holds out longest")
            parts_ru.append("при лучшей игре противника проигрывает любой ход; этот держится дольше всех")
        else:
            gained = (after.rem[seat] - root.rem[seat]) if game.g != 5 else 0
            if game.g in (2, 7) and after.out[seat] > root.out[seat]:
                parts_en.append(f"it brings {after.out[seat] - root.out[seat]} pips out")
                parts_ru.append(f"это выводит {after.out[seat] - root.out[seat]} очков")
            elif gained > 0:
                verb_en, verb_ru = ("turns", "переворачивает") if game.g == 6 else ("removes", "снимает")
                parts_en.append(f"it {verb_en} {gained} of the opponent's tiles")
                parts_ru.append(f"это {verb_ru} элементов противника: {gained}")
            if depth >= 2:
                parts_en.append(f"the best found looking {depth} moves ahead")
                parts_ru.append(f"лучший ход, если смотреть на {depth} {_moves_ru(depth)} вперёд")
            else:
                parts_en.append("the best at a glance")
                parts_ru.append("лучший ход на первый взгляд")
        return Text(f"{told.en}: " + "; ".join(parts_en) + ".", f"{told.ru}: " + "; ".join(parts_ru) + ".")


def _moves_ru(n: int) -> str:
    """"ход", "хода" or "ходов" after the number ``n``."""
    if n % 10 == 1 and n % 100 != 11:
        return "ход"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "хода"
    return "ходов"


class EasyPlayer(OdPlayer):
    """Takes what a move takes at once (a win, a tile, pips brought out), avoids a move that loses
    at once, and otherwise moves at random."""

    level = "easy"
    name = LEVELS[0].name
    seconds = 0.2

    def pick(self, game, root, seat, moves, rng, budget):
        scored = []
        base = self._material(game, root, seat)
        for m in moves:
            if budget.cancelled:
                raise Cancelled()
            after = game.play(root, m)
            if after.end is not None or game.to_move(after) is None:
                v = game.final(after, seat)
            else:
                v = self._material(game, after, seat) - base
            scored.append((v + rng.random() * 0.5, m))
        best = max(v for v, _ in scored)
        move = next(m for v, m in scored if v >= best)
        return move, best, 1

    @staticmethod
    def _material(game, st, seat) -> float:
        """The game's plain sense of gain: tiles (or pips brought out) only."""
        g = game.g
        if g == 9:
            return 0.0
        if g in (2, 7):
            return float(st.out[seat])
        cnt, _ = game.counts(st.cells)
        other = 1 - seat
        if g == 5:
            return 10.0 * (cnt[other] - cnt[seat])
        if g == 6 and game.o.reverse:
            return 10.0 * (cnt[other] - cnt[seat])
        if g == 3 and game.o.goal in ("reach", "exact", "multi"):
            return float(st.rpips[seat])
        if g == 4 and game.o.race:
            return -float(game.race_need(st.cells, seat))
        return 10.0 * (cnt[seat] - cnt[other])


class SearchPlayer(OdPlayer):
    """Alpha-beta over ``_Game`` to ``depth`` moves (both sides') or as deep as ``seconds`` allow."""

    def __init__(self, depth: int = 64, seconds: Optional[float] = None, level: str = "",
                 name: Optional[Text] = None):
        self.depth = depth
        self.seconds = seconds
        if level:
            self.level = level
        if name is not None:
            self.name = name

    def pick(self, game, root, seat, moves, rng, budget):
        deadline = budget.deadline
        if self.seconds is not None:
            own = time.monotonic() + self.seconds
            deadline = own if deadline is None else min(deadline, own)
        inner = Budget(deadline=deadline, nodes=budget.nodes, cancel=budget.cancel)
        rng.shuffle(moves)  # equal moves are then chosen at random
        if game.g == 9 and self.depth > 2:
            move, value, depth = _Slides(game, seat, inner).best(root, moves)
            budget.nodes_used += inner.nodes_used
            return move, value, depth
        found = alphabeta(game, root, seat, inner, max_depth=self.depth, actions=moves)
        budget.nodes_used += inner.nodes_used
        if budget.cancelled:
            raise Cancelled()
        return found.action, found.value, found.depth


class _Slides:
    """Game 9's own search. Its moves are few (at most three), so it looks far ahead; the other
    players are assumed to avoid a slide that loses at once and otherwise to be as likely to
    make one safe slide as another, and each of their turns is valued as mostly their best answer
    and partly the average of their safe answers: of two lines that hold equally against the
    best answers, the one where a wrong answer loses is taken."""

    BEST = 0.7  # the weight of the others' best answer (the rest: the average of their safe ones)

    def __init__(self, game: _Game, seat: int, budget: Budget):
        self.game = game
        self.seat = seat
        self.budget = budget
        self.memo: dict = {}
        self.cut = False

    def value(self, st: _S, depth: int) -> float:
        budget = self.budget
        budget.tick()
        game = self.game
        mover = game.to_move(st)
        if mover is None:
            return game.final(st, self.seat) / WIN
        if depth <= 0:
            self.cut = True
            return max(-0.5, min(0.5, game.evaluate(st, self.seat) / 100.0))
        key = (st.cells, st.last, mover, depth)
        got = self.memo.get(key)
        if got is not None:
            if got[1]:
                self.cut = True
            return got[0]
        outer, self.cut = self.cut, False
        values = []
        safe = []
        for m in game.gen(st, mover):
            after = game.play(st, m)
            v = self.value(after, depth - 1)
            values.append(v)
            if not (after.end is not None and after.end == ("lose", mover)):
                safe.append(v)
        if mover == self.seat:
            result = max(values)
        elif not safe:
            result = min(values)
        else:
            result = self.BEST * min(safe) + (1 - self.BEST) * sum(safe) / len(safe)
        self.memo[key] = (result, self.cut)
        self.cut = self.cut or outer
        return result

    def best(self, root: _S, moves: list) -> tuple:
        game = self.game
        found = (moves[0], 0.0, 0)
        for depth in range(1, 200):
            self.cut = False
            try:
                best_move, best_value = None, -2.0
                for m in moves:
                    v = self.value(game.play(root, m), depth - 1)
                    if v > best_value:
                        best_move, best_value = m, v
            except Cancelled:
                raise
            except OutOfBudget:
                break
            found = (best_move, best_value * WIN, depth)
            if not self.cut:
                break
        return found


def MediumPlayer() -> SearchPlayer:
    return SearchPlayer(depth=2, seconds=0.3, level="medium", name=LEVELS[1].name)


def StrongPlayer(seconds: float = 0.7) -> SearchPlayer:
    return SearchPlayer(depth=64, seconds=seconds, level="strong", name=LEVELS[2].name)


_PLAYERS = {"easy": EasyPlayer, "medium": MediumPlayer, "strong": StrongPlayer}


def make_player(level: str) -> Player:
    return make_level(_PLAYERS, level, "Open domino")
