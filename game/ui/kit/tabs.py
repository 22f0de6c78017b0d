"""Tabs: a row of labelled tabs above a region, choosing what it shows (a board's spaces or its
tournament, a duel). Clicking a tab works whoever's turn it is; the chosen tab is lit."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import text_fit
from game.ui.widgets import style


def draw_tabs(
    table: Any,
    surface: pygame.Surface,
    rect: pygame.Rect,
    tabs: Sequence[tuple[Any, str, str]],
    current: Any,
    pick: Callable[[Any], Any],
    *,
    size: int = 17,
    align: str = "right",
) -> list[pygame.Rect]:
    """Draw ``tabs`` [(key, label, tooltip)] side by side from the right end of ``rect`` (``align``
    "left": from its left end, so a tab keeps its place whichever tabs follow it), each as wide as its
    label needs (the widest share of ``rect`` at most); returns their rects, left to right."""
    rect = pygame.Rect(rect)
    out: list[pygame.Rect] = []
    widths = [min(rect.w // max(1, len(tabs)), text_fit.text_width(label, "bold", size) + 28) for _k, label, _t in tabs]
    x = rect.x if align == "left" else rect.right - sum(widths) - 6 * (len(widths) - 1)
    for (key, label, tip), w in zip(tabs, widths):
        r = pygame.Rect(x, rect.y, w, rect.h)
        x += w + 6
        lit = key == current
        pygame.draw.rect(surface, style.GOLD if lit else (52, 44, 60), r, border_radius=8)
        pygame.draw.rect(surface, style.GOLD_DARK, r, 2, border_radius=8)
        ink = style.INK if lit else style.TEXT_LIGHT
        text_fit.draw(surface, label, r.inflate(-12, -2), "bold", size, ink, min_size=13)
        table.spots.add(r, ("tab", key), tip=tip, on_click=lambda k=key: pick(k), always=True)
        out.append(r)
    return out
