"""Layout: a table's named regions, cut from its area with two helpers.

``split(rect, sizes, gap, vertical)`` cuts a rect into parts: an int is a fixed size in px, a float
a share of what the fixed parts leave. Tables return a ``Layout`` (a dict with attribute access)
from ``layout(area)``; the kit recomputes it when the area changes (the log shown or hidden).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame


class Layout(dict):
    """Named rects: ``lay.hand`` is ``lay["hand"]``."""

    def __getattr__(self, name: str) -> pygame.Rect:
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None


def split(rect: pygame.Rect, sizes: Sequence[int | float], gap: int = 10, vertical: bool = False) -> list[pygame.Rect]:
    """Cut ``rect`` along its width (or height, ``vertical``) into ``sizes`` (px, or shares of the rest)."""
    rect = pygame.Rect(rect)
    total = rect.h if vertical else rect.w
    fixed = sum(s for s in sizes if isinstance(s, int))
    shares = sum(s for s in sizes if isinstance(s, float)) or 1.0
    free = max(0, total - fixed - gap * (len(sizes) - 1))
    out = []
    at = rect.y if vertical else rect.x
    for s in sizes:
        length = s if isinstance(s, int) else int(free * s / shares)
        out.append(pygame.Rect(rect.x, at, rect.w, length) if vertical else pygame.Rect(at, rect.y, length, rect.h))
        at += length + gap
    return out


def rows(rect: pygame.Rect, sizes: Sequence[int | float], gap: int = 10) -> list[pygame.Rect]:
    """``split`` top to bottom."""
    return split(rect, sizes, gap, vertical=True)


def cols(rect: pygame.Rect, sizes: Sequence[int | float], gap: int = 10) -> list[pygame.Rect]:
    """``split`` left to right."""
    return split(rect, sizes, gap)
