"""English checkers (American draughts), source 001 section 1."""


from compendium.games.checkers.plugin import plugin

__all__ = ["plugin"]
