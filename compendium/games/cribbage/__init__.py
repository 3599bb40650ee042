"""Cribbage and its variants (five-card, seven-card, three and four players, partners, losing,
muggins): the cards, the scoring and the Qt-free rules. The computer players and the view come
later; until then the catalog lists the games without an engine."""
