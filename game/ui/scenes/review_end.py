"""The review chart's last point for a finished game: the result. A point is the player's chance after
a decision, judged from what they knew then; once the game is over nothing is left to judge, so the
line ends on what happened (1 for a win, a share for a shared win, 0 for a loss): the decision that
won (or lost) the game takes the result, or a point for the end follows the player's last decision."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def with_result(decisions: Sequence[dict[str, Any]], outcome: Any, seat: int, moves: int) -> list[dict[str, Any]]:
    """``decisions`` (rows with "move", "chance", "spread") ending on the result of ``outcome`` for
    ``seat`` (an ``Outcome``, or None while the game goes on); ``moves``: how many moves the game had."""
    rows = [dict(d) for d in decisions]
    if outcome is None or not rows or moves <= 0:
        return rows
    end = {"move": moves - 1, "chance": outcome.reward(seat), "spread": 0.0, "end": True}
    if rows[-1]["move"] >= moves - 1:  # the player's own move ended the game
        rows[-1] = {**rows[-1], "chance": end["chance"], "spread": 0.0, "end": True}
    else:
        rows.append(end)
    return rows
