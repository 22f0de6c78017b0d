"""Joust's moments on the review chart: every knock-out, told with the log's own line. Public events
only (a knock-out is seen by every seat). Pure: no pygame."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.games.joust.describe import describe


def review_moments(history: Sequence[Any], seat: int, names: Callable[[int], str]) -> list[tuple[int, str]]:
    """(move index, line) of every knight knocked out in ``history``, as ``seat`` reads the log."""
    out = []
    for i, step in enumerate(history):
        for ev in step.events:
            if ev.kind == "knockout":
                text = describe(ev.for_seat(seat), seat, names)
                if text:
                    out.append((i, text))
    return out
