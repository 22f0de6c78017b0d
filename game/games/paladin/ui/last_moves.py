"""What every other player last did this round (BGA-style "last move" marks): only the public part
of each move — where a paladin went, whose card was looked at just before, what was decided at a
mission — never the card placed. A player's turn of placing is a peek and a placement: both are
told. The marks stay until that player moves again (the viewer's own moves do not clear them);
moves of an earlier round are dropped: their missions are no longer on the table."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class LastMove:
    """``kind``: place, peek, beat, take, discard or start; ``mission``: the mission's index this
    round (None for start); ``target``: the owner looked at (peek) or the seat chosen (start);
    ``peek``: for a placement, the (mission, owner) looked at just before it."""

    kind: str
    mission: int | None = None
    target: int | None = None
    peek: tuple[int, int] | None = None


def _move_of(step: Any) -> LastMove | None:
    a = step.action
    kind = a[0]
    if kind == "place":
        return LastMove("place", a[2])
    if kind == "peek":
        return LastMove("peek", a[1], a[2])
    if kind == "start":
        return LastMove("start", None, a[1])
    if kind in ("beat", "take", "discard"):
        m = next((e.data["mission"] for e in step.events if "mission" in e.data), None)
        return LastMove(kind, m)
    return None


def last_moves(history: Sequence[Any], viewer: int | None, round_no: int | None = None) -> dict[int, LastMove]:
    """Seat → its latest move in round ``round_no`` (default: the round the history ends in), for
    every seat but the viewer's. A placement right after the same seat's peek carries the peek."""
    rounds: dict[int, dict[int, LastMove]] = {}
    current = 1
    prev: Any = None
    for step in history:
        move = _move_of(step)
        if step.seat != viewer and move is not None:
            if move.kind == "place" and prev is not None and prev.seat == step.seat and prev.action[0] == "peek":
                move = LastMove("place", move.mission, peek=(prev.action[1], prev.action[2]))
            rounds.setdefault(current, {})[step.seat] = move
        for e in step.events:
            if e.kind == "round_started":
                current = e.data["round"]
        prev = step
    return dict(rounds.get(current if round_no is None else round_no, {}))
