"""Cribbage and its variants (five-card, seven-card, three and four players, partners, losing,
muggins): the cards, the scoring and the Qt-free rules (``cards``, ``scoring``, ``rules``), the
computer players (``ai``) and the table's view (``view``)."""

from compendium.games.cribbage.plugin import plugin

__all__ = ["plugin"]
