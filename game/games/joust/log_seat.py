"""Whose colour a Joust log line's bullet takes: a line about a strike (damage dealt, a knight knocked
out) takes the striker's, the one who dealt it; the end of the game the winner's; any other line the
player it is about, else the mover."""

from __future__ import annotations

from game.core.rules import Event

STRUCK = frozenset({"damage", "no_damage", "knockout"})


def log_seat(event: Event, mover: int | None) -> int | None:
    """The seat whose bullet the line of ``event`` takes."""
    d = event.data
    if event.kind == "game_over" and isinstance(d.get("winner"), int) and d["winner"] >= 0:
        return d["winner"]
    by = d.get("by")
    if event.kind in STRUCK and isinstance(by, int) and not isinstance(by, bool) and by >= 0:
        return by
    seat = d.get("seat")
    if isinstance(seat, int) and not isinstance(seat, bool):
        return seat
    return mover
