"""Whose colour a Paladin log line's bullet takes: the player the event is about (the dealer of a new
round, who placed, beat, won), or none for the game's own news (the resolution beginning, the discard
pile reshuffled, the game over): never the mover's by default."""

from __future__ import annotations

from game.core.rules import Event

NEUTRAL = frozenset({"resolution_started", "reshuffled", "game_over"})


def log_seat(event: Event, mover: int | None) -> int | None:
    """The seat whose bullet the line of ``event`` takes (None: no bullet)."""
    d = event.data
    if event.kind == "round_started":
        return d["dealer"]
    if event.kind in NEUTRAL:
        return None
    seat = d.get("seat")
    if isinstance(seat, int) and not isinstance(seat, bool):
        return seat
    return mover
