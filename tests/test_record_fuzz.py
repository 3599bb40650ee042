"""Nothing crashes, nothing is lost (records): damaged records are refused with a message in both
languages, never with another exception, never slowly; the command line prints the message and
exits nonzero. The mutator is tests/record_fuzz.py; benchmarks/fuzz_records.py runs more cases."""

import io
import json
import time

import pytest
from record_fuzz import FIXTURES, cases, run_cli, temp_folder

from compendium import cli
from compendium.core.loading import RecordError, load_record, open_match
from compendium.core.record import MAX_ACTIONS, MAX_BYTES


def pig(**changes) -> dict:
    data = json.loads((FIXTURES / "pig-record-v1.json").read_text(encoding="utf-8"))
    data.update(changes)
    return data


def refused(source, *words) -> RecordError:
    start = time.perf_counter()
    with pytest.raises(RecordError) as info:
        open_match(load_record(source))
    assert time.perf_counter() - start < 1.0
    err = info.value
    assert err.text.en and err.text.ru and err.text.en != err.text.ru
    for w in words:
        assert w in err.text.en, err.text.en
    return err


def test_fixtures_load_through_the_loader():
    for path in sorted(FIXTURES.glob("*.json")):
        m = open_match(load_record(path.read_bytes()))
        assert m.over and len(m.record.actions) > 0


def test_malformed_text_is_refused():
    good = json.dumps(pig()).encode()
    refused(good[:40] + b"\xff" + good[40:], "UTF-8")
    refused(good[:40] + b"\xed\xa0\x80" + good[40:], "UTF-8")  # an encoded surrogate is not UTF-8
    refused(good.replace(b'"actions": [', b'"actions": [' + b"[" * 100_000 + b"]" * 100_000 + b",", 1), "nests")
    refused(good.replace(b'"seed": 42', b'"seed": ' + b"9" * 5000), "digits")
    refused(good.replace(b'"seed": 42', b'"seed": 99999999999999999999'), "out of range")
    refused(good[:-5], "JSON")
    refused(b"", "JSON")
    refused(b" " * (MAX_BYTES + 1), "too large")
    refused("[" * 30 + "]" * 30, "nests")
    assert load_record(b"\xef\xbb\xbf" + good).game == "pig"  # a byte-order mark is fine
    name = "[" * 40 + '"' + "]" * 3  # brackets inside a text do not count as nesting
    players = [{"kind": "person", "name": name}, {"kind": "person", "name": "B"}]
    assert load_record(json.dumps(pig(players=players))).players[0]["name"] == name


@pytest.mark.parametrize("value", ["null", "[]", '"abc"', "NaN", "Infinity", "-Infinity", "1e999", "true", "0", "1.5"])
def test_rules_version_must_be_a_positive_integer(value):
    text = json.dumps(pig()).replace('"rules_version": 1', f'"rules_version": {value}')
    refused(text)


@pytest.mark.parametrize("key,value", [("seed", "x"), ("table_dice", 1), ("options", []), ("players", {}),
                                       ("actions", {}), ("game", 5), ("version", 3), ("format", None)])
def test_field_types(key, value):
    refused(json.dumps(pig(**{key: value})))


def test_lone_surrogates_are_refused_with_a_message():
    players = [{"kind": "person", "name": "A\ud800"}, {"kind": "person", "name": "B"}]
    err = refused(json.dumps(pig(players=players)), "surrogate")
    err.text.en.encode("utf-8")  # the message itself can be printed
    err.text.ru.encode("utf-8")
    refused(json.dumps(pig(game="pig\udc80")), "surrogate")


def test_repair_text_mends_lone_surrogates_instead():
    from compendium.core.record import load_record

    players = [{"kind": "person", "name": "A\ud800"}, {"kind": "person", "name": "B\udc80\udc81"}]
    record = load_record(json.dumps(pig(players=players)), repair_text=True)
    assert [p["name"] for p in record.players] == ["A?", "B??"]
    assert load_record(json.dumps(pig()), repair_text=True).players == load_record(json.dumps(pig())).players


def test_players_must_fit_the_game():
    poker = json.loads((FIXTURES / "dice-poker-record-v1.json").read_text(encoding="utf-8"))
    poker["players"] = poker["players"][:1]
    refused(json.dumps(poker), "1 players")
    refused(json.dumps(pig(players=[{"kind": "robot", "name": "R"}, {"kind": "person"}])), "kind")
    refused(json.dumps(pig(players=[{"kind": "person", "name": 5}, {"kind": "person"}])), "name")
    refused(json.dumps(pig(players=[{"kind": "person", "profile": "x"}, {"kind": "person"}])), "profile")
    refused(json.dumps(pig(players=[{"kind": "computer", "level": "god"}, {"kind": "person"}])), "level")
    refused(json.dumps(pig(players=[])), "players")


def test_forty_thousand_players_are_refused_at_once():
    categor = json.loads((FIXTURES / "categor-record-v1.json").read_text(encoding="utf-8"))
    categor["players"] = categor["players"] * 13_334  # 2.2 MB: over the size limit
    refused(json.dumps(categor), "too large")
    categor["players"] = categor["players"][:20_000]
    refused(json.dumps(categor), "20000 players")
    categor["players"] = categor["players"][:17]
    refused(json.dumps(categor), "17 players")


def test_options_game_and_actions():
    refused(json.dumps(pig(options={"target": -5})), "options")
    refused(json.dumps(pig(options={"nonsense": 1})), "options")
    refused(json.dumps(pig(game="no-such-game")), "unknown")
    err = refused(json.dumps(pig(actions=["roll", "dice 9 9"])))
    assert err.action_number == 2 and "action 2" in err.text.en and "действие 2" in err.text.ru
    err = refused(json.dumps(pig(actions=["roll", {"verb": "dice", "args": [1, [2]]}])))
    assert err.action_number == 2
    err = refused(json.dumps(pig(actions=["roll", "dice 5 " + "9" * 40])))
    assert err.action_number == 2
    refused(json.dumps(pig(actions=["roll"] * (MAX_ACTIONS + 1))), "actions")


def _cli(tmp_path, blob: bytes, *extra):
    path = tmp_path / "rec.json"
    path.write_bytes(blob)
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    err = io.TextIOWrapper(io.BytesIO(), encoding="ascii")  # a terminal that cannot show much
    import contextlib

    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(["replay", str(path), *extra])
    out.flush()
    err.flush()
    return code, out.buffer.getvalue().decode(), err.buffer.getvalue().decode("ascii")


def test_cli_prints_a_message_in_the_chosen_language(tmp_path, monkeypatch):
    players = [{"kind": "person", "name": "A\ud800"}, {"kind": "person", "name": "B"}]
    code, out, err = _cli(tmp_path, json.dumps(pig(players=players)).encode())
    assert code == 2 and "surrogate" in err and "Traceback" not in err
    monkeypatch.setenv("COMPENDIUM_LANG", "ru")
    code, out, err = _cli(tmp_path, json.dumps(pig(actions=["roll", "dice 9 9"])).encode())
    assert code == 2 and "\\u0434\\u0435\\u0439\\u0441\\u0442\\u0432\\u0438\\u0435 2" in err  # «действие 2», escaped
    code, out, err = _cli(tmp_path, b"\xff\xfe")
    assert code == 2 and err.startswith("compendium:")


def test_cli_replays_names_a_terminal_cannot_show(tmp_path, monkeypatch):
    code, out, err = _cli(tmp_path, (FIXTURES / "pig-record-v1.json").read_bytes())
    assert code == 0 and "Аня" in out


def _check_cases(n: int, seed: int) -> dict:
    folder = temp_folder()
    counts = {"rejected": 0, "replayed": 0}
    for _, blob in cases(n, seed):
        outcome, detail, _ = run_cli(blob, folder)
        assert outcome in counts, (outcome, detail, blob[:300])
        counts[outcome] += 1
        if outcome == "replayed":  # the same loader in the program gives the same standings
            m = open_match(load_record(blob))
            res = m.rules.result(m.state)
            shown = json.loads(detail)
            assert [s["rank"] for s in shown["standings"]] == list(res.ranks)
            assert [s["score"] for s in shown["standings"]] == list(res.scores)
            assert shown["actions"] == len(m.record.actions)
    return counts


def test_fuzz_records():
    counts = _check_cases(2000, seed=11)
    assert counts["rejected"] > 1000 and counts["replayed"] > 100, counts


@pytest.mark.slow
def test_fuzz_records_more():
    _check_cases(5000, seed=12)  # benchmarks/fuzz_records.py runs any number
