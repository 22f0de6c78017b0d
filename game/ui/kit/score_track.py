"""ScoreTrack: a scale of points with every player's marker on it (glory, victory points), markers
staggered when they meet, each with a tooltip. A game whose totals are known to stay in a range
gives it as ``lap``: the scale is fixed at 0 to ``lap`` for the whole game (no marker moves when
another passes the end), and a score beyond it goes round again, its marker labelled "+lap"."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.ui import text_fit
from game.ui.widgets import style


def draw_score_track(
    table: Any,
    surface: pygame.Surface,
    rect: pygame.Rect,
    markers: Sequence[tuple[Any, pygame.Surface, int, str]],
    *,
    label: str = "",
    least: int = 60,
    every: int = 10,
    lap: int = 0,
) -> None:
    """Draw the scale across ``rect`` (0 to at least ``least``, a tick each ``every`` points, a number
    every other tick; 0 to ``lap`` always when given) and ``markers`` [(key, image, value, tooltip)]
    above it."""
    rect = pygame.Rect(rect)
    top = max(least, max((v for _k, _i, v, _t in markers), default=0) + every)
    top = lap if lap > 0 else (top + every - 1) // every * every
    rounds = {m[0]: max(0, m[2]) // lap if lap > 0 else 0 for m in markers}
    markers = [(k, image, v - rounds[k] * lap, tip) for k, image, v, tip in markers]
    if label:
        text_fit.draw(
            surface, label, pygame.Rect(rect.x, rect.y - 2, rect.w // 3, 20), "text", 15, style.TEXT_DIM, align="left"
        )
    bar = pygame.Rect(rect.x, rect.bottom - 22, rect.w, 6)
    pygame.draw.rect(surface, (90, 76, 54), bar, border_radius=3)
    for v in range(0, top + 1, every):
        px = bar.x + bar.w * v // top
        pygame.draw.line(surface, style.GOLD_DARK, (px, bar.y - 3), (px, bar.bottom + 3), 2)
        if v % (2 * every) == 0:
            box = pygame.Rect(px - 16, bar.bottom + 1, 32, 18)
            text_fit.draw(surface, str(v), box, "text", 13, style.TEXT_DIM, min_size=11)
    ordered = sorted(markers, key=lambda m: m[2])
    for k, (key, image, value, tip) in enumerate(ordered):
        # markers on one value stand side by side (none hidden behind another), all inside the rect
        same = [m[0] for m in ordered if m[2] == value]
        half = len(same) * image.get_width() // 2
        px = min(max(bar.x + bar.w * max(0, value) // top, rect.x + half), rect.right - half)
        px += int((same.index(key) - (len(same) - 1) / 2) * image.get_width())
        r = surface.blit(image, image.get_rect(midbottom=(px, bar.y - 2 - (k % 2) * 10)))
        if rounds[key]:  # once round the scale: its marker says by how much
            plus = pygame.Rect(r.x - 12, r.bottom - 2, r.w + 24, 16)
            text_fit.draw(surface, f"+{rounds[key] * lap}", plus, "bold", 12, style.GOLD, min_size=10)
        table.spots.add(r, key, tip=tip)
