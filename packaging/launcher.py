"""Entry point of the PyInstaller bundle (see compendium.spec)."""

from compendium.cli import main

raise SystemExit(main())
