"""The records' mutator: damaged copies of the record fixtures, for the fuzz test
(tests/test_record_fuzz.py) and benchmarks/fuzz_records.py.

``mutate(data, rng) -> bytes`` makes one damaged file from a fixture's data: keys deleted,
duplicated or swapped, values of another type, huge integers, NaN and Infinity, deep nesting,
invalid UTF-8, lone surrogates, many players, truncation, random bytes, changed actions.
``run_cli(data) -> (outcome, detail)`` feeds one file to ``compendium replay`` in this process and
classifies what happened: "rejected" (a message, a nonzero exit), "replayed" (exit 0),
"other" (an exception: detail names it) or "slow" (over ``LIMIT`` seconds).
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import random
import signal
import tempfile
import time
from pathlib import Path

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "records"
LIMIT = 5.0

HUGE = "\u0001huge\u0001"
DEEP = "\u0001deep\u0001"
NAN = "\u0001nan\u0001"
INF = "\u0001inf\u0001"
SURROGATE = "\u0001sur\u0001"


def fixtures() -> list[dict]:
    return [json.loads(p.read_text(encoding="utf-8")) for p in sorted(FIXTURES.glob("*.json"))]


def _odd_value(rng: random.Random):
    return rng.choice([None, True, False, 0, -1, 1, 2, 7, 10**6, -(10**12), 1.5, "", "abc", "x" * 300,
                       [], [1, 2], {}, {"a": 1}, HUGE, NAN, INF, DEEP, SURROGATE, "person", "computer",
                       "pig", "yacht", "roll", "stop"])


def _paths(data, prefix=()):
    """Every (container, key) pair in the data."""
    out = []
    if isinstance(data, dict):
        for k, v in data.items():
            out.append((data, k))
            out.extend(_paths(v))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out.append((data, i))
            out.extend(_paths(v))
    return out


def _mutate_action(actions: list, rng: random.Random) -> None:
    if not actions:
        actions.append(_odd_value(rng))
        return
    i = rng.randrange(len(actions))
    how = rng.randrange(9)
    if how == 0:
        del actions[i]
    elif how == 1:
        actions.insert(i, actions[i])
    elif how == 2:
        j = rng.randrange(len(actions))
        actions[i], actions[j] = actions[j], actions[i]
    elif how == 3 and isinstance(actions[i], str):
        parts = actions[i].split()
        k = rng.randrange(len(parts))
        parts[k] = str(rng.choice([0, -1, 7, 99, 10**9, 10**30, "x", "6:6", "9:9", "centre", "north"]))
        actions[i] = " ".join(parts)
    elif how == 4:
        actions[i] = _odd_value(rng)
    elif how == 5:
        del actions[i:]
    elif how == 6:
        actions[i] = {"verb": rng.choice(["roll", "stop", "dice", "score", "play", "x"]),
                      "args": [_odd_value(rng) for _ in range(rng.randrange(4))]}
    elif how == 7:
        actions.extend(actions * rng.choice([1, 2, 50]))
    else:
        actions[i] = rng.choice(["roll", "stop", "dice 1 1", "dice 6 6 6 6 6", "pass", "draw", "keep 1 2"])


def mutate(original: dict, rng: random.Random) -> bytes:
    data = json.loads(json.dumps(original))
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        how = rng.randrange(16)
        paths = _paths(data) if isinstance(data, (dict, list)) else []
        if how == 0 and paths:  # delete a key
            box, k = rng.choice(paths)
            del box[k]
        elif how == 1 and paths:  # change a value's type
            box, k = rng.choice(paths)
            box[k] = _odd_value(rng)
        elif how == 2 and paths:  # swap two values
            (b1, k1), (b2, k2) = rng.choice(paths), rng.choice(paths)
            if b1 is not b2 or k1 != k2:
                try:
                    b1[k1], b2[k2] = copy.deepcopy(b2[k2]), copy.deepcopy(b1[k1])
                except (KeyError, IndexError):
                    pass
        elif how == 3 and isinstance(data, dict):  # a top-level field becomes something odd
            data[rng.choice(["format", "version", "game", "rules_version", "options", "players", "seed",
                             "table_dice", "actions"])] = _odd_value(rng)
        elif how in (4, 5) and isinstance(data, dict) and isinstance(data.get("actions"), list):
            _mutate_action(data["actions"], rng)
        elif how == 6 and isinstance(data, dict) and isinstance(data.get("players"), list) and data["players"]:
            players = data["players"]
            n = rng.choice([0, 1, 3, 5, 9, 64, 1000, 40_000 if rng.random() < 0.02 else 100])
            data["players"] = (players * (n // len(players) + 1))[:n]
        elif how == 7 and isinstance(data, dict) and isinstance(data.get("players"), list) and data["players"]:
            p = rng.choice(data["players"])
            if isinstance(p, dict):
                p[rng.choice(["kind", "level", "name", "profile", "colour"])] = rng.choice(
                    [_odd_value(rng), "robot", "god", "nobody", "a\ud800b", SURROGATE])
        elif how == 8 and isinstance(data, dict) and isinstance(data.get("options"), dict):
            opts = data["options"]
            key = rng.choice(list(opts) + ["nonsense"]) if opts else "nonsense"
            opts[key] = rng.choice([_odd_value(rng), -5, 0, 1000, 10**18, "unknown"])
        elif how == 9 and isinstance(data, dict):
            data["game"] = rng.choice(["pig", "yacht", "categor", "cross", "muggins", "thirteen", "general",
                                       "dice-poker", "unknown-game", "", "../../etc", "pig\ud800"])
        elif how == 10 and isinstance(data, dict):
            data["rules_version"] = rng.choice([None, [], "abc", NAN, INF, HUGE, -1, 0, 2, 10**9, True])
        # the others work on the text below
    text = json.dumps(data, ensure_ascii=rng.random() < 0.5, indent=rng.choice([None, 1]))
    text = (text.replace(json.dumps(HUGE), "9" * rng.choice([20, 400, 5000, 100_000]))
            .replace(json.dumps(NAN), "NaN").replace(json.dumps(INF), rng.choice(["Infinity", "-Infinity", "1e999"]))
            .replace(json.dumps(DEEP), "[" * rng.choice([50, 1000, 100_000]) + "]" * 0)
            .replace(json.dumps(SURROGATE), '"\\udc80x"'))
    blob = text.encode("utf-8", "surrogatepass")
    last = rng.randrange(20)
    if last == 0:  # invalid UTF-8
        at = rng.randrange(len(blob) + 1)
        blob = blob[:at] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x80\x80", b"\xfe\xfe"]) + blob[at:]
    elif last == 1:  # truncated
        blob = blob[: rng.randrange(len(blob) + 1)]
    elif last == 2:  # random bytes flipped
        b = bytearray(blob)
        for _ in range(rng.randrange(1, 6)):
            if b:
                b[rng.randrange(len(b))] = rng.randrange(256)
        blob = bytes(b)
    elif last == 3 and rng.random() < 0.2:  # all random
        blob = bytes(rng.randrange(256) for _ in range(rng.randrange(200)))
    elif last == 4:  # deep nesting, closed
        depth = rng.choice([100, 5000, 200_000])
        blob = blob.replace(b'"actions": [', b'"actions": [' + b"[" * depth + b"]" * depth + b",", 1)
    elif last == 5:  # a duplicated key (the last one counts)
        blob = blob.replace(b'"game":', b'"game": "yacht", "game":', 1) if rng.random() < 0.5 else \
            blob.replace(b'"players":', b'"players": 5, "players":', 1)
    return blob


class _Slow(Exception):
    pass


def _alarm(signum, frame):
    raise _Slow()


def run_cli(blob: bytes, folder: Path) -> tuple[str, str, float]:
    """Feeds one file to ``compendium replay --json`` in this process; (outcome, detail, seconds)."""
    from compendium import cli

    path = folder / "case.json"
    path.write_bytes(blob)
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")  # strict, like a real terminal
    err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    start = time.perf_counter()
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, LIMIT)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli.main(["replay", str(path), "--json"])
        out.flush()
        err.flush()
    except _Slow:
        return "slow", "over the limit", time.perf_counter() - start
    except BaseException as exc:  # noqa: BLE001 - the point is to see every kind
        return "other", f"{type(exc).__name__}: {str(exc)[:120]}", time.perf_counter() - start
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    seconds = time.perf_counter() - start
    if seconds > LIMIT:
        return "slow", f"{seconds:.1f} s", seconds
    if code == 0:
        return "replayed", out.buffer.getvalue().decode("utf-8"), seconds
    return "rejected", err.buffer.getvalue().decode("utf-8", "replace")[:200], seconds


def cases(n: int, seed: int = 1):
    """(fixture index, bytes) for n cases spread over every fixture."""
    rng = random.Random(seed)
    fx = fixtures()
    for i in range(n):
        k = i % len(fx)
        yield k, mutate(fx[k], rng)


def temp_folder() -> Path:
    return Path(tempfile.mkdtemp(prefix="compendium-fuzz-"))
