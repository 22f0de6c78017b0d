"""Whose colour a Tournament log line's bullet takes: the player the event is about, else the mover,
and none for the game's own news (the last cards of the deck, the final Contests, the game over)."""

from __future__ import annotations

from game.core.rules import Event

NEUTRAL = frozenset({"last_cards", "final_contests", "game_over"})


def log_seat(event: Event, mover: int | None) -> int | None:
    """The seat whose bullet the line of ``event`` takes (None: no bullet)."""
    if event.kind in NEUTRAL:
        return None
    seat = event.data.get("seat")
    if isinstance(seat, int) and not isinstance(seat, bool):
        return seat
    return mover
