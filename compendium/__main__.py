from compendium.cli import entry

raise SystemExit(entry())
