"""The specs of games 18, 19, 21, 22, 24 and 25 (opening, choosing, laying): see ``games.py`` for the hooks."""

from __future__ import annotations

SPECS: dict = {}
