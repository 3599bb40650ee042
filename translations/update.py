"""Keeps the Russian translation current.

    python translations/update.py          # lupdate: add new source strings to compendium_ru.ts
    python translations/update.py --release  # also compile compendium/assets/translations/compendium_ru.qm

The sources scanned are every Python file of the interface: ``compendium/ui``, ``compendium/stats``
and each game's ``view.py`` (the Qt-free layers carry their own English/Russian ``Text``).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS = ROOT / "translations" / "compendium_ru.ts"
# The compiled translation ships inside the package (see compendium/resources.py).
QM = ROOT / "compendium" / "assets" / "translations" / "compendium_ru.qm"


def sources() -> list[Path]:
    files = sorted((ROOT / "compendium" / "ui").rglob("*.py"))
    files += sorted((ROOT / "compendium" / "stats").rglob("*.py"))
    files += sorted((ROOT / "compendium" / "games").rglob("view*.py"))
    files += sorted((ROOT / "compendium" / "games").rglob("widgets*.py"))
    return [f for f in files if f.name != "__init__.py" or f.stat().st_size > 200]


def tool(name: str) -> str:
    found = shutil.which(name)
    if found:
        return found
    candidate = Path(sys.executable).with_name(name)
    if candidate.exists():
        return str(candidate)
    raise SystemExit(f"{name} not found: install PySide6")


def lupdate(ts: Path = TS) -> None:
    subprocess.run([tool("pyside6-lupdate"), *map(str, sources()), "-no-obsolete", "-locations", "none",
                    "-ts", str(ts)], check=True, capture_output=True)


def lrelease(ts: Path = TS, qm: Path = QM) -> None:
    subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True, capture_output=True)


if __name__ == "__main__":
    lupdate()
    if "--release" in sys.argv:
        lrelease()
    print(TS)
