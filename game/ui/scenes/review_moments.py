"""The review chart's moments: the game's turning events (Joust's knock-outs) marked where they happened,
a small crimson pennant standing on the plot's floor at their move, each with the log's own line as its
tooltip. A game names its moments with ``extra["review_moments"]`` (history, seat, names → (move index,
line) pairs); a game without them shows none."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui.widgets import style

SIZE = 14  # the pennant's height in px


def moments(spec: Any, history: Sequence[Any], seat: int, names: Callable[[int], str]) -> list[tuple[int, str]]:
    """(move number, 1-based, line) of every moment of the game, for ``seat``."""
    find = getattr(spec, "extra", {}).get("review_moments")
    return [(i + 1, text) for i, text in find(history, seat, names)] if find else []


def moment_rect(plot: pygame.Rect, x: int) -> pygame.Rect:
    """Where the pennant of a moment at ``x`` stands: on the plot's floor."""
    return pygame.Rect(x - SIZE // 2, plot.bottom - SIZE - 3, SIZE, SIZE + 2)


def draw_moment(surface: pygame.Surface, plot: pygame.Rect, x: int) -> pygame.Rect:
    """A pennant at ``x`` on the plot's floor: a staff and a crimson flag."""
    r = moment_rect(plot, x)
    pygame.draw.line(surface, style.INK, (x, r.bottom), (x, r.top), 2)
    pygame.draw.polygon(surface, style.CRIMSON, [(x + 1, r.top), (r.right + 2, r.top + 4), (x + 1, r.top + 8)])
    return r
