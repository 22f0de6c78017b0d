"""Skipping to the viewer's turn: the rivals' moves shown at once, one frame after another, until the
viewer must act; a panel on the way (an announcement) is never skipped: it shows and waits to be read
as usual, and once it is closed the skip goes on. The game's end stops it (its panels play as usual)."""

from __future__ import annotations

from typing import Any

from game.ui.kit.timeline import Anim, Announce


def _panel(anims: list[Anim]) -> bool:
    return any(isinstance(a, Announce) and a.announcement is not None for a in anims)


def may_skip(table: Any) -> bool:
    """Whether skipping to the viewer's turn means anything now: a human viewer, not their turn to act,
    the game not over."""
    return table.viewer_is_human() and not table.can_act() and table.rules.outcome(table.store.state) is None


def fast_forward(table: Any) -> bool:
    """One frame of the skip for a ``KitTable``: True while it goes on (False once the viewer may act
    or the game is over). The moves shown up to the next panel, or all of them when none is to come."""
    if not may_skip(table):
        return False
    timeline = table.timeline
    if not table.animating or timeline.announcement is not None:
        return True  # a bot thinks, or a panel waits to be read: the skip goes on after it
    if any(_panel(anims) for anims in timeline.queue):
        while timeline.queue and not _panel(timeline.queue[0]):
            timeline.advance()
        table.animating = timeline.busy
    else:
        table.skip_animations()
    return True
