"""Showing the engine's events one after another (a card flies, then flips, then a banner), each for
its own duration, at the player's animation speed. Tables keep a list of steps and advance it."""

from __future__ import annotations

from collections.abc import Mapping

from game.core.rules import Event

MIN_SPEED = 0.25


class EventStep:
    """One event being shown: ``t`` runs from 0 to 1 over the event's duration."""

    __slots__ = ("event", "t", "started")

    def __init__(self, event: Event) -> None:
        self.event = event
        self.t = 0.0
        self.started = False


def advance(steps: list[EventStep], dt: float, speed: float, durations: Mapping[str, float]) -> bool:
    """Move the first step on by ``dt`` seconds at ``speed``; drop it once it is over.
    Returns True when a step ended this frame (the caller then starts the next one, or stops)."""
    if not steps:
        return False
    first = steps[0]
    first.t += dt * max(MIN_SPEED, speed) / durations[first.event.kind]
    if first.t < 1.0:
        return False
    steps.pop(0)
    return True
