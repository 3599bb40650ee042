"""Command line: ``compendium`` (no arguments) starts the application; sub-commands:

- ``compendium list [--json]``: the catalog;
- ``compendium replay FILE [--json]``: the standings a record reaches;
- ``compendium screenshot OUT.png [--game ID] [--lang en|ru] [--page home|game|stats]``;
- ``compendium solve pig --dice 1 --target 100``: the optimal first player's chance to win.

Imports are kept inside the commands so that each one starts quickly.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Optional


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="compendium", description="Dice & Domino Compendium")
    p.add_argument("--version", action="store_true", help="print the version and exit")
    sub = p.add_subparsers(dest="command")
    lp = sub.add_parser("list", help="print the catalog of games")
    lp.add_argument("--json", action="store_true", help="as JSON")
    rp = sub.add_parser("replay", help="replay a record file and print the standings")
    rp.add_argument("file")
    rp.add_argument("--json", action="store_true", help="as JSON")
    sp = sub.add_parser("screenshot", help="render the main window offscreen to a PNG")
    sp.add_argument("out")
    sp.add_argument("--game", default=None, help="open this game's page")
    sp.add_argument("--lang", choices=["en", "ru"], default="en")
    sp.add_argument("--page", choices=["home", "game", "stats", "match"], default=None)
    sp.add_argument("--width", type=int, default=1200)
    sp.add_argument("--height", type=int, default=800)
    so = sub.add_parser("solve", help="solve a game for optimal play")
    so.add_argument("game", choices=["pig"])
    so.add_argument("rest", nargs=argparse.REMAINDER)
    return p


def main(argv: Optional[list[str]] = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = _parser().parse_args(argv)
    if args.version:
        from compendium import __version__

        print(__version__)
        return 0
    if args.command is None:
        from compendium.ui.app import run

        return run()
    from compendium.core import config
    from compendium.storage.paths import cache_dir

    config.configure(cache_dir=cache_dir())  # where the kernel may keep cached files
    if args.command == "list":
        return _list(args.json)
    if args.command == "replay":
        return _replay(args.file, args.json)
    if args.command == "screenshot":
        from compendium.ui.app import screenshot

        return screenshot(args.out, game=args.game, lang=args.lang, page=args.page, size=(args.width, args.height))
    if args.command == "solve":
        from compendium.games.pig.solver import main_solve

        return main_solve(args.rest, cache_dir=cache_dir())
    return 2


def _list(as_json: bool) -> int:
    from compendium.catalog import load_catalog

    cat = load_catalog()
    if as_json:
        print(json.dumps(cat.to_json(), ensure_ascii=False, indent=1))
        return 0
    for group in cat.groups():
        head = f"{group.number}. " if group.number else ""
        print(f"{head}{group.name.en} / {group.name.ru}")
        for g in group.games:
            mark = "*" if g.playable else " "
            print(f"  {mark} {g.id:32} {g.name.en} / {g.name.ru}")
    print("\n* playable")
    return 0


def _language() -> str:
    """The command line's language: ``COMPENDIUM_LANG``, else the locale's (en unless Russian)."""
    import os

    env = os.environ.get("COMPENDIUM_LANG")
    if env in ("en", "ru"):
        return env
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name)
        if value:
            return "ru" if value.lower().startswith("ru") else "en"
    return "en"


def _say(text: str, stream=None) -> None:
    """Prints a line that cannot fail on a text the terminal's encoding lacks (or a lone
    surrogate): those characters are shown escaped."""
    stream = stream if stream is not None else sys.stdout
    try:
        print(text, file=stream)
    except UnicodeEncodeError:
        encoding = getattr(stream, "encoding", None) or "utf-8"
        print(text.encode(encoding, "backslashreplace").decode(encoding, "replace"), file=stream)


def _replay(path: str, as_json: bool) -> int:
    from compendium.core.loading import RecordError, load_record, open_match

    lang = _language()
    shown = path.encode("utf-8", "backslashreplace").decode("utf-8")
    try:
        with open(path, "rb") as fh:
            blob = fh.read(50 * 1024 * 1024 + 1)  # far above the loader's limit, which then refuses it
    except OSError as exc:
        what = "не удаётся прочитать" if lang == "ru" else "cannot read"
        _say(f"compendium: {what} {shown}: {exc.strerror}", sys.stderr)
        return 2
    try:
        record = load_record(blob)
        match = open_match(record)
    except RecordError as exc:
        _say(f"compendium: {shown}: {exc.message(lang)}", sys.stderr)
        return 2
    res = match.result  # a flag fall's result too
    names = [p.get("name") or f"Player {i + 1}" for i, p in enumerate(record.players)]
    over = match.over
    if as_json:
        _say(json.dumps({
            "game": record.game,
            "actions": len(record.actions),
            "over": over,
            "standings": [
                {"seat": i, "name": names[i], "score": res.scores[i], "rank": res.ranks[i],
                 "outcome": res.outcomes[i], "match_points": res.points[i],
                 **(res.extra[i] if i < len(res.extra) else {})}
                for i in range(len(names))
            ],
        }, ensure_ascii=False, indent=1))
    else:
        _say(f"{record.game}: {len(record.actions)} actions, {'finished' if over else 'not finished'}")
        for i in sorted(range(len(names)), key=lambda i: res.ranks[i]):
            _say(f"  {res.ranks[i]}. {names[i]}: {res.scores[i]}")
    return 0


def entry() -> int:
    try:
        return main()
    except BrokenPipeError:  # e.g. `compendium list | head`
        return 0


if __name__ == "__main__":
    raise SystemExit(entry())
