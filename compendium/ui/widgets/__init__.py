"""Widgets shared by many games: dice, hand-over screen, score tables."""
