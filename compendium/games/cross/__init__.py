"""Cross («Крест»): a domino game of points on the ends of a cross, rules, computer players and pages."""

from compendium.games.cross.plugin import plugin

__all__ = ["plugin"]
