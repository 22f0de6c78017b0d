"""Held moments: a result the viewer must see, which a click or Space does not sweep away.

``Held(seconds)`` is a ``Pause`` (a result on the timeline). ``skip_to_held(timeline, speed)``, called
for a click or Space while the table animates (``is_skip``), goes on to the next held moment still to
come instead of past it, and leaves one on screen alone for its first ``GUARD`` real seconds (a double
click on the move that decided it must not take it away); it returns False, to skip as usual, only
for the last held moment once it has been seen that long. ``KitTable.handle`` calls it first.

``skip_to_panel(timeline)``: a click or Space between two panels that wait for a click (a rival's
Contest, the end game's last Contests one by one) goes on to the next such panel, never past it: the
events before it are finished (what they land, lands) and the panel waits to be read.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.kit.timeline import MIN_SPEED, Anim, Announce, Pause, Timeline

GUARD = 0.6


@dataclass
class Held(Pause):
    """A result held on screen that a skip stops at (see the module docstring)."""


def is_skip(event: pygame.event.Event) -> bool:
    """A left click or Space: what skips a table's animations."""
    if event.type == pygame.MOUSEBUTTONDOWN:
        return event.button == 1
    return event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE


def _held(anims: list[Anim]) -> list[Held]:
    return [a for a in anims if isinstance(a, Held)]


def skip_to_held(timeline: Timeline, speed: float) -> bool:
    """Take a skip (see the module docstring): True when it was taken here."""
    ahead = [a for anims in timeline.queue for a in _held(anims)]
    now = _held(timeline.queue[0]) if ahead else []
    if now and (now[0].t - now[0].delay) / max(MIN_SPEED, speed) < GUARD:
        return True
    if not ahead or (now and len(ahead) == 1):
        return False
    if now:
        timeline.advance()
    while timeline.queue and not _held(timeline.queue[0]):
        timeline.advance()
    return True


def _waits_for_click(anims: list[Anim]) -> bool:
    return any(isinstance(a, Announce) and a.announcement is not None and a.announcement.until_click for a in anims)


def skip_to_panel(timeline: Timeline) -> bool:
    """Take a skip made while no panel is on screen (see the module docstring): True when a panel
    that waits for a click is still to come (the timeline now shows it)."""
    if not any(_waits_for_click(anims) for anims in timeline.queue):
        return False
    while timeline.queue and not _waits_for_click(timeline.queue[0]):
        timeline.advance()
    return True
