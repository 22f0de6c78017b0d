"""Tally: a count out of a few places drawn as pips — a first-to-N score (a best-of-three duel is two
pips a side) or tokens put on a board (four Strength places) — filled as they come, the newest one
ringed for a moment; and ``draw_strip``, a row of small token images or icons (what a player has
spent or played), as many as the room holds, each with its tooltip."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.ui.widgets import style

EMPTY = (70, 62, 80)
GHOST = (96, 84, 104)


def draw_tally(
    surface: pygame.Surface,
    rect: pygame.Rect,
    won: int,
    places: int,
    colour: tuple[int, int, int],
    *,
    glow: float = 0.0,
    vertical: bool = False,
    image: pygame.Surface | None = None,
    ghost: str = "",
) -> list[pygame.Rect]:
    """Draw ``places`` pips in ``rect`` (a row, or a column), the first ``won`` filled with ``colour``
    (or drawn as ``image``, a token); an empty place shows the icon ``ghost`` faintly; ``glow`` (0–1)
    rings the last one filled. Returns each pip's rect."""
    rect = pygame.Rect(rect)
    n = max(1, places)
    length, across = (rect.h, rect.w) if vertical else (rect.w, rect.h)
    d = max(6, min(across, (length - 4 * (n - 1)) // n))
    rects = []
    for i in range(n):
        at = i * (d + 4)
        r = pygame.Rect(rect.x, rect.y + at, d, d) if vertical else pygame.Rect(rect.x + at, rect.y, d, d)
        filled = i < won
        if filled and image is not None:
            surface.blit(pygame.transform.smoothscale(image, (d, d)) if image.get_width() != d else image, r)
        else:
            pygame.draw.circle(surface, colour if filled else EMPTY, r.center, d // 2)
            pygame.draw.circle(surface, style.GOLD if filled else style.GOLD_DARK, r.center, d // 2, 2)
            icon = style.icon(ghost, max(6, d - 10), GHOST) if ghost and not filled else None
            if icon is not None:
                surface.blit(icon, icon.get_rect(center=r.center))
        if filled and i == won - 1 and glow > 0:
            pygame.draw.circle(surface, style.GOLD, r.center, d // 2 + 3 + int(4 * glow), 2)
        rects.append(r)
    return rects


def draw_strip(
    table: Any,
    surface: pygame.Surface,
    rect: pygame.Rect,
    items: Sequence[tuple[pygame.Surface | str, str]],
    *,
    from_right: bool = False,
    key: Any = "strip",
) -> int:
    """Draw ``items`` (a token image, or a game-icons name shown on a small tile; and a tooltip) in a row
    from ``rect``'s left (or right) edge; returns how many fitted."""
    rect, h = pygame.Rect(rect), rect.h
    for i, (image, tip) in enumerate(items):
        at = rect.right - (i + 1) * (h + 4) + 4 if from_right else rect.x + i * (h + 4)
        tile = pygame.Rect(at, rect.y, h, h)
        if not rect.contains(tile):
            return i
        if isinstance(image, str):
            pygame.draw.rect(surface, (60, 48, 74), tile, border_radius=5)
            image = style.icon(image, h - 4, style.TEXT_LIGHT)
        if image is not None:
            surface.blit(image, image.get_rect(center=tile.center))
        if tip:
            table.spots.add(tile, (key, i), tip=tip)
    return len(items)
