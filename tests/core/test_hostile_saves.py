"""Hundreds of generated hostile save files: each gets a clear SaveError (or, if harmless, loads
consistently); none raises anything else, none executes code, and the autosave stays intact."""

from __future__ import annotations

import json

import pytest

from game.core.rng import Rng
from game.core.saves import SaveError, autosave_path, load_session, save_session
from game.core.session import Session
from tests.core.test_saves import played_session

CASES = 240


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, (*prefix, i))


def _set(node, path, value):
    if not path:
        return value
    node[path[0]] = _set(node[path[0]], path[1:], value)
    return node


WEIRD_VALUES = [
    None,
    True,
    -1,
    2**70,
    1e308,
    "",
    "x" * 10_000,
    [],
    {},
    [[[[]]]],
    {"__class__": "os.system"},
    "__import__('os').system('echo pwned')",
    [0, ["draw"]] * 50,
]


def mutate(raw: str, data: dict, rng: Rng) -> str:
    kind = rng.below(7)
    if kind == 0:  # truncated anywhere
        return raw[: rng.below(len(raw))]
    if kind == 1:  # random bytes flipped
        chars = list(raw)
        for _ in range(1 + rng.below(5)):
            chars[rng.below(len(chars))] = chr(rng.randint(0, 0x2FF))
        return "".join(chars)
    if kind == 2:  # a value anywhere replaced by a wrongly typed one
        doc = json.loads(raw)
        paths = list(_paths(doc))
        path = paths[1 + rng.below(len(paths) - 1)]
        return json.dumps(_set(doc, list(path), rng.choice(WEIRD_VALUES)))
    if kind == 3:  # a key removed somewhere
        doc = json.loads(raw)
        dict_paths = [p for p in _paths(doc) if p and isinstance(p[-1], str)]
        path = rng.choice(dict_paths)
        parent = doc
        for step in path[:-1]:
            parent = parent[step]
        del parent[path[-1]]
        return json.dumps(doc)
    if kind == 4:  # deeply nested
        depth = rng.randint(1000, 50_000)
        return json.dumps({**data, "options": "@"}).replace('"@"', "[" * depth + "]" * depth)
    if kind == 5:  # wrong version / format
        return json.dumps({**data, rng.choice(["schema", "format", "game"]): rng.choice(WEIRD_VALUES + [99, 0])})
    return json.dumps({**data, "actions": data["actions"] + [[rng.below(4), rng.choice(WEIRD_VALUES)]]})


@pytest.fixture(scope="module")
def valid_save(tmp_path_factory):
    path = tmp_path_factory.mktemp("saves") / "good.json"
    save_session(played_session(seed=6, moves=7), path)
    return path.read_text()


def test_generated_hostile_saves(tmp_path, valid_save, tourney_home):
    autosave = autosave_path()
    save_session(played_session(seed=9, moves=3), autosave)
    autosave_bytes = autosave.read_bytes()
    data = json.loads(valid_save)
    rng = Rng.from_seed(2026)
    refused = 0
    for i in range(CASES):
        path = tmp_path / f"hostile-{i}.json"
        text = mutate(valid_save, data, rng)
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        try:
            session = load_session(path)
        except SaveError as exc:
            refused += 1
            message = str(exc)
            assert message and "Traceback" not in message and len(message) < 400
        else:  # a harmless mutation: it must still be a consistent game
            assert isinstance(session, Session)
            assert session.store.state == load_session(path).store.state
    assert refused > CASES * 0.8
    assert autosave.read_bytes() == autosave_bytes
