"""Tally: a first-to-N score drawn as pips (a best-of-three duel is two pips a side), filled as they
are won, the newest one glowing for a moment."""

from __future__ import annotations

import pygame

from game.ui.widgets import style

EMPTY = (70, 62, 80)


def draw_tally(
    surface: pygame.Surface,
    rect: pygame.Rect,
    won: int,
    needed: int,
    colour: tuple[int, int, int],
    *,
    glow: float = 0.0,
    vertical: bool = False,
) -> list[pygame.Rect]:
    """Draw ``needed`` pips in ``rect`` (a row, or a column), the first ``won`` filled with ``colour``;
    ``glow`` (0–1) rings the last one won. Returns each pip's rect."""
    rect = pygame.Rect(rect)
    n = max(1, needed)
    length = rect.h if vertical else rect.w
    across = rect.w if vertical else rect.h
    d = max(6, min(across, (length - 6 * (n - 1)) // n))
    rects = []
    for i in range(n):
        at = i * (d + 6)
        r = pygame.Rect(rect.x, rect.y + at, d, d) if vertical else pygame.Rect(rect.x + at, rect.y, d, d)
        filled = i < won
        pygame.draw.circle(surface, colour if filled else EMPTY, r.center, d // 2)
        pygame.draw.circle(surface, style.GOLD if filled else style.GOLD_DARK, r.center, d // 2, 2)
        if filled and i == won - 1 and glow > 0:
            pygame.draw.circle(surface, style.GOLD, r.center, d // 2 + 3 + int(4 * glow), 2)
        rects.append(r)
    return rects
