"""Whose colour a Glory log line's bullet takes: the player the event is about, or none for a line
about no player (a round, a phase, a clash beginning, Otto, a knight): never the mover's by default."""

from __future__ import annotations

from game.core.rules import Event
from game.games.glory.state import OTTO

WINNER_KINDS = ("duel_over", "trophy")
NEUTRAL = {"round_start", "phase", "knights_added", "initiative", "maintenance", "tournament_over", "game_over"}
NEUTRAL |= {"otto_action", "otto_card", "otto_titles"}


def _player(x: object) -> int | None:
    """A player's seat (not Otto's, not a knight's), from a seat or an entrant ("p:1")."""
    if isinstance(x, str):
        return int(x[2:]) if x.startswith("p:") and x[2:].isdigit() else None
    if isinstance(x, int) and not isinstance(x, bool) and x != OTTO:
        return x
    return None


def log_seat(event: Event, mover: int | None) -> int | None:
    """The seat whose bullet the line of ``event`` takes (None: no bullet)."""
    d = event.data
    if "seat" in d:
        return _player(d["seat"])
    if event.kind in WINNER_KINDS:
        return _player(d.get("winner"))
    if event.kind == "registered":
        return _player(d.get("who"))
    if event.kind in NEUTRAL or event.kind.startswith("duel_"):
        return None
    return mover
