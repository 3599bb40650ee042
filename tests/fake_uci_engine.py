"""A small fake UCI engine for the tests of compendium/games/chess/uci.py (run with the Python that
runs the tests). It plays the first legal move (python-chess, in tests only). Flags:
--skill-only (offers Skill Level, not UCI_Elo), --crash-on-go, --garbage (answers a move that is
no move), --illegal (answers a1a1-like illegal move), --silent (never answers go), --mute (never
answers uci), --log FILE (writes every command it gets)."""

import sys

import chess

flags = set(sys.argv[1:])
log = None
if "--log" in sys.argv:
    log = open(sys.argv[sys.argv.index("--log") + 1], "a", encoding="utf-8")
board = chess.Board()


def say(text):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


for raw in sys.stdin:
    line = raw.strip()
    if log:
        log.write(line + "\n")
        log.flush()
    if line == "uci":
        if "--mute" in flags:
            continue
        say("id name FakeFish 1")
        say("id author the tests")
        if "--skill-only" in flags:
            say("option name Skill Level type spin default 20 min 0 max 20")
        else:
            say("option name UCI_LimitStrength type check default false")
            say("option name UCI_Elo type spin default 1320 min 1320 max 3190")
            say("option name Skill Level type spin default 20 min 0 max 20")
        say("uciok")
    elif line == "isready":
        say("readyok")
    elif line.startswith("position"):
        words = line.split()
        if words[1] == "startpos":
            board = chess.Board()
            rest = words[2:]
        else:
            i = words.index("moves") if "moves" in words else len(words)
            board = chess.Board(" ".join(words[2:i]))
            rest = words[i:]
        if rest and rest[0] == "moves":
            for m in rest[1:]:
                board.push_uci(m)
    elif line.startswith("go"):
        if "--crash-on-go" in flags:
            sys.exit(3)
        if "--silent" in flags:
            continue
        if "--garbage" in flags:
            say("info depth 1 score cp 0")
            say("bestmove ???")
            continue
        if "--illegal" in flags:
            say("bestmove e2e5")
            continue
        move = next(iter(board.legal_moves))
        say("info depth 1 score cp 13 pv " + move.uci())
        say("bestmove " + move.uci())
    elif line == "stop":
        if "--silent" in flags:
            say("bestmove " + next(iter(board.legal_moves)).uci())
    elif line == "quit":
        break
