"""The specs of games 26 to 31 (laying): see ``games.py`` for the hooks."""

from __future__ import annotations

SPECS: dict = {}
