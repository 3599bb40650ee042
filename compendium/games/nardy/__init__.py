"""Nardy (source 001 section 4): short nardy (backgammon) and long nardy, one engine for the family.

``position`` holds the board and the turn generator, ``rules`` the match; both are Qt-free.
"""


from compendium.games.nardy.plugin import plugin

__all__ = ["plugin"]
