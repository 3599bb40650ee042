"""Where the shipped files are: the package's own ``compendium/assets/`` folder.

Everything the program shows from a file lives inside the package, so that an installed wheel,
an editable install, the checkout and the PyInstaller bundle all find it the same way, through
``importlib.resources``::

    compendium/assets/board/         checkers-start.svg, chess-start.svg, ...: the checkers and chess diagrams (made by resources/make_board_art.py)
    compendium/assets/cards/         AS.svg … KC.svg, back.svg: the playing cards of cribbage (made by resources/make_card_art.py)
    compendium/assets/dice/          die-N.svg, red-N.svg, ... (made by resources/make_art.py)
    compendium/assets/domino/        A-B.svg, A-B-v.svg, back.svg (made by resources/make_art.py)
    compendium/assets/field/         fig1a.svg, game9-hole.svg, ...: the open-domino field (made by resources/make_field_art.py)
    compendium/assets/pieces/        checkers-dm.svg, chess-wn.svg, ...: the pieces of the square board (made by resources/make_piece_art.py)
    compendium/assets/icons/         compendium.svg, the application icon (compendium.png: its picture, the window's)
    compendium/assets/sounds/        dice-throw.wav, dice-land.wav, tile.wav (made by resources/make_sounds.py)
    compendium/assets/translations/  compendium_ru.qm (compiled by translations/update.py --release)

The rules pages (``rules.<lang>.md``) name their pictures relative to the assets folder, e.g.
``dice/die-3.svg``: the game page gives :func:`resources_dir` to its QTextBrowser as search path.

This module is the one lookup point: Qt wants real file names, so it hands out ``Path`` objects.
"""

from __future__ import annotations

from functools import lru_cache
from importlib.resources import files
from pathlib import Path

ASSETS = "assets"


@lru_cache(maxsize=None)
def resources_dir() -> Path:
    """The assets folder: the art (dice/, domino/, icons/) and translations/.

    A real folder wherever the program runs: site-packages for a wheel, the checkout for an
    editable install, and the bundle's ``compendium/assets`` for PyInstaller (whose frozen importer
    maps ``files()`` to the folder the spec collects the data into)."""
    return Path(str(files("compendium") / ASSETS))


def translations_dir() -> Path:
    """The compiled interface translations (``compendium_<lang>.qm``)."""
    return resources_dir() / "translations"


def resource(*parts: str) -> Path:
    """A shipped file by its path inside the assets folder, e.g. ``resource("dice", "die-3.svg")``."""
    return resources_dir().joinpath(*parts)
