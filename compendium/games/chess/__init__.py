"""Chess (FIDE laws, through python-chess: see ``engine``)."""


from compendium.games.chess.plugin import plugin

__all__ = ["plugin"]
