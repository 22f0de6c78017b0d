from __future__ import annotations

import enum
from dataclasses import dataclass, field

import pytest

from game.core.rules import Options, SeatConfig
from game.core.serial import SerialError, from_jsonable, to_jsonable


class Colour(enum.Enum):
    RED = "red"
    BLUE = "blue"


@dataclass
class Inner:
    n: int
    tags: set[str] = field(default_factory=set)


@dataclass
class Outer:
    name: str
    items: list[Inner]
    pair: tuple[int, str]
    many: tuple[int, ...]
    by_id: dict[int, Colour]
    maybe: Inner | None = None
    ratio: float = 0.5


def sample() -> Outer:
    return Outer("x", [Inner(1, {"a", "b"}), Inner(2)], (3, "y"), (1, 2, 3), {4: Colour.RED, 5: Colour.BLUE}, None)


def test_round_trip_keeps_equality_and_types():
    o = sample()
    back = from_jsonable(Outer, to_jsonable(o))
    assert back == o
    assert isinstance(back.pair, tuple) and isinstance(back.items[0].tags, set)
    assert back.by_id[4] is Colour.RED


def test_options_round_trip():
    opts = Options(3, "classic", (SeatConfig("human", "", "Ann"), SeatConfig("bot", "hard")), (("mode", "x"),))
    assert from_jsonable(Options, to_jsonable(opts)) == Options(
        3, "classic", (SeatConfig("human", "", "Ann"), SeatConfig("bot", "hard")), (("mode", "x"),)
    )


@pytest.mark.parametrize(
    "mutate, where",
    [
        (lambda d: d.update(name=5), "$.name"),
        (lambda d: d.pop("items"), "$.items"),
        (lambda d: d.update(pair=[1]), "$.pair"),
        (lambda d: d["items"][0].update(n="1"), "$.items[0].n"),
        (lambda d: d.update(by_id=[[4, "green"]]), "$.by_id"),
        (lambda d: d.update(extra=1), "unknown fields"),
        (lambda d: d.update(ratio=True), "$.ratio"),
    ],
)
def test_bad_values_name_their_path(mutate, where):
    data = to_jsonable(sample())
    mutate(data)
    with pytest.raises(SerialError) as err:
        from_jsonable(Outer, data)
    assert where in str(err.value)


def test_deep_nesting_is_refused():
    data: object = 1
    for _ in range(200):
        data = [data]
    with pytest.raises(SerialError):
        from_jsonable(list[list[int]], data)
