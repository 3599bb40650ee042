"""The specs of games 11, 12, 13, 14, 15, 17 and 20 (relocation): see ``games.py`` for the hooks."""

from __future__ import annotations

SPECS: dict = {}
