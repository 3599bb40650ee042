"""What the tests of the rules and of the computer players share: actions written briefly, matches
played to their end by random or computer decisions, and a match replayed from its record."""

import random
import time

from compendium.core.actions import Action
from compendium.core.record import Record, replay
from compendium.core.rules import CHANCE, SIMULTANEOUS


def dice(*v):
    """The chance action that lands the dice on these values."""
    return Action("dice", tuple(v))


def play(rules, state, *actions):
    """The state after these actions (each an Action or its notation), applied in turn."""
    for a in actions:
        state = rules.apply(state, Action.parse(a) if isinstance(a, str) else a)
    return state


def _deciding(rules, state, mover):
    """The seat that decides now: the mover, or the first seat still deciding when the seats
    decide at once."""
    return rules.deciding(state)[0] if mover == SIMULTANEOUS else mover


def play_to_end(rules, state, choose, rng, limit=20000, each=None):
    """Plays on from ``state`` until the match is over and returns the final state: chance events
    are drawn with ``rng``, each decision is ``choose(state, seat)``; ``each(state, action)`` sees
    every action before it is applied. At most ``limit`` actions."""
    steps = 0
    while not rules.is_over(state):
        assert steps < limit, "the match does not end"
        mover = rules.to_move(state)
        action = rules.sample_chance(state, rng) if mover == CHANCE else choose(state, _deciding(rules, state, mover))
        if each is not None:
            each(state, action)
        state = rules.apply(state, action)
        steps += 1
    return state


def finish_match(m, choose, rng=None, limit=None):
    """Plays the Match ``m`` on until it is over and returns it: the dice are the match's own seeded
    throws (or drawn with ``rng`` when given), each decision is ``choose(state, seat)``. At most
    ``limit`` actions when given."""
    steps = 0
    while not m.over:
        assert limit is None or steps < limit, "the match does not end"
        mover = m.to_move
        if mover != CHANCE:
            m.apply(choose(m.state, _deciding(m.rules, m.state, mover)))
        elif rng is None:
            m.roll()
        else:
            m.apply(m.rules.sample_chance(m.state, rng))
        steps += 1
    return m


def random_moves(rules, rng):
    """``choose`` for the functions above: any legal action, drawn with ``rng``."""
    return lambda state, seat: rng.choice(rules.legal_actions(state, seat))


def timed(choose, times):
    """``choose`` that appends the time each decision takes to ``times``."""

    def timed_choose(state, seat):
        started = time.perf_counter()
        action = choose(state, seat)
        times.append(time.perf_counter() - started)
        return action

    return timed_choose


def computer_moves(rules, players, rng, times=None, check=True):
    """``choose`` for the functions above: each seat's computer player decides from what the seat
    may see; the time each decision takes is appended to ``times`` when given, and with ``check``
    the action must be legal."""
    decide = lambda view, seat: players[seat].choose(rules, view, seat, rng)
    if times is not None:
        decide = timed(decide, times)

    def choose(state, seat):
        action = decide(rules.view_for(state, seat), seat)
        if check:
            assert action in rules.legal_actions(state, seat), f"{action.notation} is illegal"
        return action

    return choose


def replayed(rules, m):
    """The final state of the Match ``m`` replayed from its record, written out and read back."""
    state, _, _ = replay(rules, Record.loads(m.record.dumps()))
    return state


def random_log_lines(gid, seed, names=("Anna", "Boris", "Vera", "Gleb")):
    """Every log line (a two-language Text, the seats not yet named) that a random match writes, for
    each preset of catalog entry ``gid`` (or its variant's options), three players where the game
    allows: yields (options, the players' names, Text)."""
    from compendium.core import registry

    plugin = registry.load(gid)
    rules = plugin.rules
    presets = ([values for _, values in rules.presets()] or [{}]) if gid == plugin.id else [plugin.variants[gid]]
    rng = random.Random(seed)
    for values in presets:
        least, most = rules.player_range(values)
        n = max(least, min(3, most if most is not None else 3))
        lines = []
        play_to_end(rules, rules.new_match(n, rules.resolve_options(values)),
                    lambda s, seat: rng.choice(rules.legal_actions(s, seat)), rng,
                    each=lambda state, action, lines=lines: lines.append(rules.describe(state, action)))
        for text in lines:
            yield values, list(names[:n]), text
