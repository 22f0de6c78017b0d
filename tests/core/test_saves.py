import json

import pytest

from game.core.registry import get
from game.core.rules import Options
from game.core.saves import SaveError, load_session, save_session
from game.core.session import Session


def played_session(seed=4, moves=5):
    session = Session(get("demo"), Options(2), seed)
    store = session.store
    for _ in range(moves):
        seat = min(store.actors())
        store.apply(seat, store.legal_actions(seat)[0])
    return session


def test_save_and_load_resume_exactly(tmp_path):
    session = played_session()
    path = tmp_path / "a.json"
    save_session(session, path)
    loaded = load_session(path)
    assert loaded.store.state == session.store.state
    assert loaded.store.actions == session.store.actions
    assert loaded.options == session.options


def test_second_save_keeps_the_previous_as_backup(tmp_path):
    path = tmp_path / "a.json"
    save_session(played_session(moves=2), path)
    first = path.read_text()
    save_session(played_session(moves=4), path)
    assert (tmp_path / "a.json.bak").read_text() == first
    assert not (tmp_path / "a.json.tmp").exists()


def corruptions():
    yield "empty", lambda d, raw: ""
    yield "truncated", lambda d, raw: raw[: len(raw) // 2]
    yield "not json", lambda d, raw: "print('hi')"
    yield "a list", lambda d, raw: "[]"
    yield "wrong format", lambda d, raw: json.dumps({**d, "format": "other"})
    yield "newer schema", lambda d, raw: json.dumps({**d, "schema": 99})
    yield "older schema", lambda d, raw: json.dumps({**d, "schema": 0})
    yield "unknown game", lambda d, raw: json.dumps({**d, "game": "chess"})
    yield "game not text", lambda d, raw: json.dumps({**d, "game": ["demo"]})
    yield "bad seed", lambda d, raw: json.dumps({**d, "seed": "x"})
    yield "bool seed", lambda d, raw: json.dumps({**d, "seed": True})
    yield "illegal move", lambda d, raw: json.dumps({**d, "actions": [[0, ["play", 77]]]})
    yield "move of wrong shape", lambda d, raw: json.dumps({**d, "actions": [["x"]]})
    yield "options wrong type", lambda d, raw: json.dumps({**d, "options": {"players": "two"}})
    yield "impossible players", lambda d, raw: json.dumps({**d, "options": {**d["options"], "players": 9}})
    yield "state mismatch", lambda d, raw: json.dumps({**d, "state": {"players": 2}})
    yield (
        "deeply nested",
        lambda d, raw: '{"format": "tourney-save", "schema": 1, "options": ' + "[" * 100000 + "]" * 100000 + "}",
    )
    yield "NaN", lambda d, raw: raw.replace('"seed":4', '"seed":NaN')


@pytest.mark.parametrize("name, corrupt", list(corruptions()), ids=[n for n, _ in corruptions()])
def test_hostile_saves_get_a_clear_error(tmp_path, name, corrupt):
    path = tmp_path / "s.json"
    save_session(played_session(), path)
    raw = path.read_text()
    path.write_text(corrupt(json.loads(raw), raw))
    with pytest.raises(SaveError) as err:
        load_session(path)
    assert str(err.value) and "Traceback" not in str(err.value)


def test_oversized_file_is_refused_without_reading(tmp_path, monkeypatch):
    import game.core.saves as saves

    monkeypatch.setattr(saves, "MAX_BYTES", 100)
    path = tmp_path / "big.json"
    path.write_text("{" + " " * 200 + "}")
    with pytest.raises(SaveError):
        load_session(path)


def test_missing_file(tmp_path):
    with pytest.raises(SaveError):
        load_session(tmp_path / "nope.json")
