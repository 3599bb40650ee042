"""Writes compendium/games/cribbage/crib_table.json: a crib's expected points for every discard by
ranks (suited or not), worked out exactly against the other 50 cards (``expect.table_entry``).
Tables: "two" (two-player games: two discards, two unknown cards), "three" (the seven-card game:
two discards, three unknown), "one" (three and four players: one discard, three unknown).

    python3 resources/make_crib_table.py
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from compendium.games.cribbage import expect  # noqa: E402


def main() -> None:
    data = expect.make_table()
    text = json.dumps(data, indent=1, sort_keys=False) + "\n"
    expect.TABLE_PATH.write_text(text, encoding="utf-8")
    print(f"wrote {expect.TABLE_PATH}")


if __name__ == "__main__":
    main()
