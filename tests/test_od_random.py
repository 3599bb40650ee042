"""Random matches of the open-domino movement games 1–9 and their main variants, played to their
end with the invariants checked after every action: one tile a cell (but game 8's stacks and game
1's winning move), the tiles conserved (on the field, removed, lost, brought out), owners and faces
consistent, face-down digits never shown, the result consistent. The seeds are fixed.

The quick tests play 30 matches of each game; the slow ones (CI) 1,000 of each game, as the issue
asks."""

import random
from collections import Counter

import pytest

from compendium.core.rules import CHANCE, DRAW, LOSS, WIN
from compendium.games.od_movement.rules import OFFER, OVER, OdMovementRules
from compendium.games.open_domino.field import OFF, equal_contacts

R = OdMovementRules()

VARIANTS = {  # game -> (players, options) played in turn
    1: [(2, {}), (2, {"set": "B"}), (2, {"movement": "queen"}), (2, {"scoring_capture": True}),
        (2, {"own_contact": True}), (2, {"movement": "forward", "first": "top"}),
        (2, {"own_contact": True, "scoring_capture": True, "first": "lot"})],
    2: [(2, {}), (2, {"start": "random"}), (2, {"start": "hidden"}), (2, {"set": "B", "movement": "forward"}),
        (2, {"start": "hidden", "movement": "queen", "set": "B"})],
    3: [(2, {}), (2, {"goal": "count"}), (2, {"goal": "reach"}), (2, {"goal": "exact"}), (2, {"goal": "multi"}),
        (2, {"movement": "queen", "set": "B"}), (2, {"start": "random", "movement": "forward"})],
    4: [(2, {}), (2, {"tiles4": "fig4a"}), (2, {"tiles4": "fig4b"}), (2, {"forward": True}), (2, {"race": True})],
    5: [(2, {}), (2, {"start5": "fig2"}), (2, {"start5": "fig5"}), (2, {"compulsory": False}),
        (2, {"own_removed": True}), (2, {"forward": True})],
    6: [(2, {}), (2, {"set": "B"}), (2, {"tiles6": "fig2"}), (2, {"tiles6": "fig3"}),
        (2, {"tiles6": "fig3", "start": "random"}), (2, {"reverse": True}), (2, {"start": "random", "reverse": True})],
    7: [(2, {}), (2, {"hidden": True}), (2, {"set": "B", "first": "lot"})],
    8: [(2, {}), (2, {"stacks": "four"}), (2, {"stacks": "two"}), (2, {"stack_end": True}),
        (2, {"stacks": "four", "stack_end": True})],
    9: [(2, {}), (3, {}), (4, {}), (2, {"own_groups": True}), (2, {"set": "B", "moves9": 40})],
}

QUICK = 30
SLOW = 1000


def field_tiles(state) -> Counter:
    return Counter(p.tile for stack in state.cells for p in stack)


def all_of(groups) -> Counter:
    c = Counter()
    for g in groups:
        c.update(g)
    return c


class Checker:
    """The invariants of one match, checked after every action."""

    def __init__(self, state):
        self.game = state.game
        self.players = state.players
        self.start = None  # the tiles once laid out
        self.up = {}  # id(tile) -> its arrow (the start's, or its last turn's in game 6)
        self.steps = 0
        if state.phase not in ("deal",):
            self._laid(state)

    def _laid(self, state):
        self.start = field_tiles(state)
        assert all(n == 1 for n in self.start.values()), "a tile twice in one match"
        self.up_value = {p.tile: p.up for stack in state.cells for p in stack}
        self.up = {id(p.tile): p.up for stack in state.cells for p in stack}  # quick: by the tile objects
        self.face_down = {id(p.tile) for stack in state.cells for p in stack if not p.face_up}
        self.pips = sum(t.pips for t in self.start)
        self.count = len(self.start)
        self.ids = {id(p.tile) for stack in state.cells for p in stack}
        if self.game == 9:
            assert len(self.start) == 31
        elif self.game == 8:
            assert len(self.start) == 64
        else:
            assert len(self.start) in (24, 32, 48)

    def check(self, before, action, state):
        if self.start is None:
            self._laid(state)
        g = self.game
        cells = state.cells
        # --- one tile a cell -----------------------------------------------------------------
        for c, stack in enumerate(cells):
            if len(stack) > 1:
                if g == 8:
                    assert c in state.stack_cells[0] or c in state.stack_cells[1], "a stack off its home"
                else:
                    assert g == 1 and len(stack) == 2 and state.phase == OVER and state.reason == "scoring"
                    assert not stack[0].face_up and stack[0].tile.pips == 0
                    assert R.owner(state, stack[0]) != R.owner(state, stack[1])
        # --- the tiles are conserved ----------------------------------------------------------------
        field = [p.tile for stack in cells for p in stack]
        removed = [t for x in state.removed for t in x]
        lost = [t for x in state.lost_own for t in x]
        out = [t for x in state.out for t in x]
        if g == 6:  # turned tiles stay on the field
            assert not lost and not out
            on_field = set(map(id, field))
            assert all(id(t) in on_field for t in removed)
            whole = field
        elif g == 1:  # game 1 V2: a tile lost by touching its own is the opponent's capture as well
            whole = field + removed
            assert not out
            for s in range(self.players):
                assert not Counter(state.lost_own[s]) - Counter(state.removed[1 - s])
        else:
            whole = field + removed + lost + out
        # the same tile objects as at the start (quick), else compared by value (exact)
        if len(whole) != self.count or set(map(id, whole)) != self.ids:
            assert Counter(whole) == self.start, "tiles appeared or vanished"
        assert sum(t.pips for t in whole) == self.pips
        if g not in (2, 7):
            assert not out
        # --- owners and faces -----------------------------------------------------------------------
        changed, down = [], []
        for stack in cells:
            for p in stack:
                was = self.up.get(id(p.tile))
                if was is None:  # not the start's own object: by value
                    was = self.up_value[p.tile]
                if p.up != was:
                    changed.append(p)
                if not p.face_up:
                    down.append(p)
        for p in down:
            assert id(p.tile) in self.face_down, f"{p.tile} turned face down"
            if g == 1:
                assert p.tile.pips == 0  # only the scoring tiles
            else:
                assert g in (2, 7, 9)
        if g != 6:
            assert not changed, "an arrow turned"
        else:
            self._owners_of_game_6(before, action, state, changed)
            self.up.update({id(p.tile): p.up for p in changed})
            self.up_value.update({p.tile: p.up for p in changed})
        self.face_down = {id(p.tile) for p in down}
        if action.verb in ("move", "open", "slide"):
            self._contacts(before, state, changed)
        # --- what each seat sees (face-down digits never) ------------------------------------------
        if down or self.steps % 16 == 0:
            for seat in range(self.players):
                view = R.view_for(state, seat)
                if not down:
                    assert view.cells == cells
                    continue
                for stack, seen in zip(cells, view.cells):
                    assert len(stack) == len(seen)
                    for p, v in zip(stack, seen):
                        if p.face_up:
                            assert v == p
                        else:
                            assert v.upper is None and v.lower is None and not v.face_up
                            if not (g == 1 and p.tile.pips == 0):
                                assert (v.tile.a, v.tile.b) == (-1, -1), "a face-down tile's digits are seen"
        # --- turn and legality ---------------------------------------------------------------------------
        if state.phase == OVER:
            assert R.to_move(state) is None and state.ended is not None
            for seat in range(self.players):
                assert R.legal_actions(state, seat) == []
        else:
            mover = R.to_move(state)
            assert mover == CHANCE or 0 <= mover < self.players
            # (that the mover has something to do is checked by ``choose``, which asks for his actions)
        self.steps += 1
        if state.phase == OVER or self.steps % 16 == 0:
            self._result(state)

    def _contacts(self, before, state, turned):
        """Only the moved tile acts, through front contact, and it leaves no equal contact behind
        that its game would have acted on."""
        g = self.game
        geo = state.geo
        seat = R.to_move(before)
        dst = state.last[-1]
        cells = state.cells
        mine = [c for c in (dst,) if c != OFF and cells[c]]
        if g == 9:
            if state.phase != OVER:
                assert not equal_contacts(geo, cells, dst), "a slide made an equal contact and the game went on"
            else:
                assert state.reason in ("matched", "limit", "blocked", "resigned") and (
                    state.reason != "matched" or equal_contacts(geo, cells, dst))
            return
        # what a move took off the field: the moved tile, or what lay on the cell it went to or beside
        # that cell in its file
        src = state.last[0]
        near = {id(before.cells[src][-1].tile)}  # the moved tile itself (games 1 V2, 5 V1)
        if dst != OFF:
            for c in (dst, geo.above(dst), geo.below(dst)):
                if c is not None:
                    near.update(id(p.tile) for p in before.cells[c])
        for s in range(self.players):
            gone = state.removed[s][len(before.removed[s]):] + state.lost_own[s][len(before.lost_own[s]):]
            if g != 6:
                assert all(id(t) in near for t in gone), "a tile far from the move was removed"
        if g == 6:
            side = 1 - seat if state.opts.reverse else seat  # who owns the turned tiles now
            enemy = lambda p: R.owner(state, p) == 1 - side  # noqa: E731
            for c, stack in enumerate(cells):
                if stack and (stack[-1] in turned or (c == dst and not state.opts.reverse)):
                    assert R.owner(state, stack[-1]) == side
                    assert not equal_contacts(geo, cells, c, enemy), "the turning chain stopped short"
            return
        if state.reason == "scoring":
            return
        for c in mine:  # the moved tile, still on the field: no equal contact with the enemy remains
            top = cells[c][-1]
            if top.face_up and R.owner(state, top) == seat:
                enemy = lambda p: R.owner(state, p) == 1 - seat  # noqa: E731
                assert not equal_contacts(geo, cells, c, enemy), "an equal contact was left"

    def _owners_of_game_6(self, before, action, state, turned):
        if action.verb not in ("move", "open"):
            assert not turned
            return
        seat = R.to_move(before)
        if state.opts.reverse:  # the moved tile is handed over, and the chain runs from it
            for p in turned:
                assert R.owner(state, p) == 1 - seat
            if turned:
                assert state.cells[state.last[-1]][-1] in turned
            assert len(state.removed[1 - seat]) - len(before.removed[1 - seat]) == len(turned)
        else:
            for p in turned:
                assert R.owner(state, p) == seat
            assert len(state.removed[seat]) - len(before.removed[seat]) == len(turned)

    def _result(self, state):
        res = R.result(state)
        n = self.players
        assert len(res.ranks) == len(res.scores) == len(res.outcomes) == n
        assert min(res.ranks) == 1
        assert all(o in (WIN, DRAW, LOSS) for o in res.outcomes)
        if state.phase != OVER:
            return
        kind = state.ended
        if kind[0] == "win":
            assert res.outcomes[kind[1]] == WIN and res.ranks[kind[1]] == 1
            assert all(res.outcomes[s] == LOSS for s in range(n) if s != kind[1])
        elif kind[0] == "lose":
            assert res.outcomes[kind[1]] == LOSS
            assert all(res.outcomes[s] == WIN and res.ranks[s] == 1 for s in range(n) if s != kind[1])
        elif kind[0] == "draw":
            assert all(o == DRAW for o in res.outcomes)
        else:  # scored as it stands
            values, higher = R.criterion(state)
            best = max(values) if higher else min(values)
            for s in range(n):
                assert (res.ranks[s] == 1) == (values[s] == best or self.game in (1, 6, 9))
            if res.outcomes.count(WIN) == 1:
                assert self.game not in (1, 6, 9)
        if self.game == 7:
            for s in range(n):
                assert sum(t.pips for t in state.out[s]) <= 32 or kind == ("lose", s)


def choose(rng, state, seat):
    actions = R.legal_actions(state, seat)
    assert actions, "a player to move has nothing to do"
    moves = [a for a in actions if a.verb not in ("resign", "offer-draw")]
    if state.phase == OFFER:
        assert {a.verb for a in actions} == {"accept-draw", "decline-draw"}
        return rng.choice(actions)
    assert moves, "a player to move may only resign"
    if rng.random() < 0.0003:  # now and then a resignation or an offer of a draw
        return rng.choice([a for a in actions if a.verb in ("resign", "offer-draw")])
    return rng.choice(moves)


def play_one(game: int, index: int, seed_base: int) -> object:
    players, opts = VARIANTS[game][index % len(VARIANTS[game])]
    rng = random.Random(seed_base * 100003 + game * 1009 + index)
    state = R.new_match(players, {"game": game, **opts})
    check = Checker(state)
    steps = 0
    while not R.is_over(state):
        assert steps < 5000, "the match does not end"
        mover = R.to_move(state)
        action = R.sample_chance(state, rng) if mover == CHANCE else choose(rng, state, mover)
        after = R.apply(state, action)
        check.check(state, action, after)
        if action.verb == "move" and after.last:  # the notation's path is the state's last path
            assert after.last[-1] in (OFF, state.geo.parse(str(action.args[-1])))
        state = after
        steps += 1
    return state


def play_many(game: int, count: int, seed_base: int) -> Counter:
    reasons = Counter()
    for i in range(count):
        end = play_one(game, i, seed_base)
        reasons[end.reason] += 1
    return reasons


@pytest.mark.parametrize("game", range(1, 10))
def test_random_matches_quick(game):
    reasons = play_many(game, QUICK, seed_base=1)
    assert sum(reasons.values()) == QUICK


@pytest.mark.slow
@pytest.mark.parametrize("game", range(1, 10))
def test_random_matches_thousand(game):
    reasons = play_many(game, SLOW, seed_base=2)
    assert sum(reasons.values()) == SLOW


def test_one_rules_object_serves_matches_in_turn():
    """The rules keep the last moves they found: matches played in turn on one rules object go as
    each goes alone on its own."""

    def run(rules_for, seeds):
        states = {k: rules_for(k).new_match(2, {"game": g}) for k, g in seeds.items()}
        rngs = {k: random.Random(k) for k in seeds}
        logs = {k: [] for k in seeds}
        for _ in range(120):
            for k in seeds:
                r, s = rules_for(k), states[k]
                if r.is_over(s):
                    continue
                m = r.to_move(s)
                a = r.sample_chance(s, rngs[k]) if m == CHANCE else rngs[k].choice(
                    [x for x in r.legal_actions(s, m) if x.verb not in ("resign", "offer-draw")])
                logs[k].append(a.notation)
                states[k] = r.apply(s, a)
        return logs

    seeds = {1: 5, 2: 5, 3: 6, 4: 1, 5: 8}  # two matches of game 5 among them
    shared = OdMovementRules()
    own = {k: OdMovementRules() for k in seeds}
    assert run(lambda k: shared, seeds) == run(lambda k: own[k], seeds)
