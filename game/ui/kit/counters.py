"""Counters: a row of small icons each followed by a number (coins, tokens, levels, fans), every one
with a tooltip saying what it counts. A counter that just changed can be lit."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui import text_fit
from game.ui.widgets import style


@dataclass
class Counter:
    """``icon``: a surface (a token, a tinted icon); ``text``: the number (or a short word)."""

    icon: pygame.Surface | None
    text: str
    tip: str = ""
    key: Any = None
    lit: bool = False  # changed since the viewer last looked: drawn in gold on a light plate


def draw_counters(
    table: Any,
    surface: pygame.Surface,
    pos: tuple[int, int],
    counters: Sequence[Counter],
    *,
    height: int = 28,
    size: int = 20,
    colour: tuple[int, int, int] = style.TEXT_LIGHT,
    gap: int = 12,
    right: int | None = None,
) -> int:
    """Draw ``counters`` left to right from ``pos`` (their row ``height`` tall), stopping before
    ``right``; each registers a spot with its tip. Returns the x after the last one drawn."""
    x, y = pos
    for c in counters:
        icon_w = c.icon.get_width() if c.icon is not None else 0
        text_w = text_fit.text_width(c.text, "bold", size) if c.text else 0
        w = icon_w + (4 if icon_w and text_w else 0) + text_w
        if right is not None and x + w > right:
            break
        r = pygame.Rect(x, y, w, height)
        if c.lit:
            pygame.draw.rect(surface, (120, 96, 40), r.inflate(8, 2), border_radius=6)
        if c.icon is not None:
            surface.blit(c.icon, c.icon.get_rect(midleft=(x, r.centery)))
        if c.text:
            box = pygame.Rect(x + w - text_w, y, text_w + 2, height)
            text_fit.draw(surface, c.text, box, "bold", size, style.GOLD if c.lit else colour, align="left")
        if c.tip:
            table.spots.add(r, c.key, tip=c.tip)
        x += w + gap
    return x
