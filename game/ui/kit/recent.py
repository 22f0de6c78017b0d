"""What the other players did since the viewer last acted: the moves to highlight on the table
(Board Game Arena's "last move" marks), read from the action log, redacted for the viewer."""

from __future__ import annotations

from typing import Any

from game.core.rules import Event, Seat


def last_move(history: list[Any], viewer: Seat | None) -> int:
    """Index of the viewer's last move in ``history`` (-1 when they have not moved yet)."""
    for i in range(len(history) - 1, -1, -1):
        if history[i].seat == viewer:
            return i
    return -1


def recent_events(history: list[Any], viewer: Seat | None, limit: int = 200) -> list[tuple[Seat, Event]]:
    """(mover, event as the viewer sees it) for every event from the viewer's last move on, that move
    included (what happens automatically after it — an automaton's turn, a resolution — is news to
    them too); at most the last ``limit`` moves. The table picks what concerns the others."""
    start = max(last_move(history, viewer), len(history) - limit, 0)
    return [(step.seat, ev.for_seat(viewer)) for step in history[start:] for ev in step.events]
