"""Expected show points, worked out exactly (Qt-free): what the computer players weigh when they
choose the cards for the crib.

* ``hand_points(kept, unseen)`` — a kept hand's average show over every starter it may get (each
  unseen card equally likely);
* ``crib_points(discards, unseen, unknown)`` — a crib's average score when it holds ``discards``
  and ``unknown`` more cards drawn from ``unseen`` (the others' discards, the deck's card), with a
  starter from the rest. The fifteens, pairs and runs depend on ranks only: the ranks of the
  starter and the unknown cards are taken together as one hypergeometric draw of ``unknown + 1``
  ranks; his nobs and the crib's flush (only with the starter) are added exactly.

The crib table (``crib_table.json``, made by ``resources/make_crib_table.py``) is ``crib_points``
for every discard by ranks (suited or not) against the other 50 cards (``table_entry``).
"""

from __future__ import annotations

import json
from functools import lru_cache
from math import comb
from pathlib import Path
from typing import Iterable, Sequence

from compendium.games.cribbage.cards import DECK, RANK, RANKS
from compendium.games.cribbage.scoring import _rank_points, show_points

TABLE_PATH = Path(__file__).with_name("crib_table.json")


def rank_points(ranks: Iterable[int]) -> int:
    """Fifteens, pairs and runs of cards with these ranks."""
    return _rank_points(tuple(sorted(ranks)))


def hand_points(kept: Sequence[str], unseen: Sequence[str]) -> float:
    """The kept hand's average show (not a crib) over the starters in ``unseen``."""
    if not unseen:
        return 0.0
    return sum(show_points(kept, s, False) for s in unseen) / len(unseen)


def _counts(cards: Iterable[str]) -> tuple[int, ...]:
    counts = [0] * 14
    for c in cards:
        counts[RANK[c]] += 1
    return tuple(counts)


@lru_cache(maxsize=256)
def _draws(counts: tuple[int, ...], size: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every multiset of ``size`` ranks drawn from cards with these rank counts, with its chance."""
    total = comb(sum(counts), size)
    out = []

    def walk(r: int, left: int, taken: list, ways: int) -> None:
        if left == 0:
            out.append((tuple(taken), ways / total))
            return
        if r > 13:
            return
        for m in range(min(left, counts[r]), -1, -1):
            walk(r + 1, left - m, taken + [r] * m, ways * comb(counts[r], m))

    walk(1, size, [], 1)
    return tuple(out)


def crib_points(discards: Sequence[str], unseen: Sequence[str], unknown: int) -> float:
    """The crib's expected score: ``discards`` plus ``unknown`` cards and the starter, all drawn
    from ``unseen`` (every card of it equally likely)."""
    n = len(unseen)
    own = [RANK[c] for c in discards]
    total = 0.0
    for ranks, chance in _draws(_counts(unseen), unknown + 1):
        total += chance * _rank_points(tuple(sorted(own + list(ranks))))
    # his nobs: a jack of the starter's suit in the crib
    by_suit = {s: 0 for s in "SHDC"}
    for c in unseen:
        by_suit[c[1]] += 1
    for c in discards:
        if c[0] == "J":
            total += by_suit[c[1]] / n
    if unknown and n > 1:
        unseen_set = set(unseen)
        hits = sum(1 for s in unseen if "J" + s[1] in unseen_set and s[0] != "J")
        total += hits / n * unknown / (n - 1)
    # the crib's flush: every card of it and the starter of one suit
    suits = {c[1] for c in discards}
    if len(suits) == 1:
        u = by_suit[next(iter(suits))]
        total += (len(discards) + unknown + 1) * comb(u, unknown + 1) / comb(n, unknown + 1)
    return total


# --- the table ---------------------------------------------------------------------------------------------
TABLES = {"two": (2, 2), "three": (2, 3), "one": (1, 3)}
"""name: (cards a player discards, unknown cards besides them in the crib). "two": the two-player
games (six, five, losing, muggins); "three": the seven-card game (the deck's card too); "one": three
and four players."""


def table_key(discards: Sequence[str]) -> str:
    """"5", "5-5", "5-J" (different suits) or "5-Js" (one suit): ranks low first."""
    ranks = sorted(RANK[c] for c in discards)
    key = "-".join(RANKS[r - 1] for r in ranks)
    if len(discards) == 2 and ranks[0] != ranks[1] and discards[0][1] == discards[1][1]:
        key += "s"
    return key


def table_keys(size: int) -> list[str]:
    if size == 1:
        return list(RANKS)
    out = []
    for a in range(13):
        for b in range(a, 13):
            out.append(f"{RANKS[a]}-{RANKS[b]}")
            if a != b:
                out.append(f"{RANKS[a]}-{RANKS[b]}s")
    return out


def cards_of_key(key: str) -> tuple[str, ...]:
    """Cards standing for a table key: the first in spades, the second in spades if suited, else hearts."""
    suited = key.endswith("s")
    ranks = key.rstrip("s").split("-")
    if len(ranks) == 1:
        return (ranks[0] + "S",)
    return (ranks[0] + "S", ranks[1] + ("S" if suited else "H"))


def table_entry(name: str, key: str) -> float:
    """One entry of the table: the crib's expectation with these discards against the other cards."""
    _, unknown = TABLES[name]
    cards = cards_of_key(key)
    unseen = [c for c in DECK if c not in cards]
    return round(crib_points(cards, unseen, unknown), 4)


def make_table() -> dict:
    return {name: {key: table_entry(name, key) for key in table_keys(size)} for name, (size, _) in TABLES.items()}


@lru_cache(maxsize=1)
def table() -> dict:
    return json.loads(TABLE_PATH.read_text(encoding="utf-8"))


def table_name(discard: int, crib_from_deck: int) -> str:
    if discard == 1:
        return "one"
    return "three" if crib_from_deck else "two"


def crib_estimate(discards: Sequence[str], name: str) -> float:
    """The table's expectation for a crib holding ``discards``."""
    return table()[name][table_key(discards)]
