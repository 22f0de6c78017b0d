"""What every other player did since the viewer last acted (BGA-style "last move" marks): only the
public part of each move — where a paladin went, whose card was looked at, what was decided at a
mission — never the card placed. Moves of a round that has since ended are dropped: their missions
are no longer on the table."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class LastMove:
    """``kind``: place, peek, beat, take, discard or start; ``mission``: the mission's index this
    round (None for start); ``target``: the owner looked at (peek) or the seat chosen (start)."""

    kind: str
    mission: int | None = None
    target: int | None = None


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


def last_moves(history: Sequence[Any], viewer: int | None) -> dict[int, LastMove]:
    """Seat → its latest move after ``viewer``'s last step (every seat but the viewer's)."""
    start = 0
    for i in range(len(history) - 1, -1, -1):
        if history[i].seat == viewer:
            start = i + 1
            break
    moves: dict[int, LastMove] = {}
    for step in history[start:]:
        move = _move_of(step)
        if step.seat != viewer and move is not None:
            moves[step.seat] = move
        if any(e.kind == "round_started" for e in step.events):
            moves = {}
    return moves
