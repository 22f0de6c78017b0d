"""A game's progress on the table's strip: one cell per round (its icon, lit for the round being
played, its number under it) and the turn order as a row of badges, each with a tooltip."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.i18n import _
from game.ui import text_fit
from game.ui.kit.layout import cols
from game.ui.widgets import style


def draw_rounds(
    table: Any, surface: pygame.Surface, rect: pygame.Rect, icons: Sequence[str], current: int, tips: Sequence[str]
) -> None:
    """``icons[r]`` and ``tips[r]`` for round ``r`` (0-based); ``current`` the round being played."""
    for r, cell in enumerate(cols(rect, [1.0] * len(icons), gap=4)):
        glyph = style.icon(icons[r], 26, style.GOLD if r == current else style.TEXT_DIM)
        if glyph is not None:
            surface.blit(glyph, glyph.get_rect(midtop=(cell.centerx, cell.y)))
        number = pygame.Rect(cell.x, cell.bottom - 20, cell.w, 20)
        text_fit.draw(surface, str(r + 1), number, "text", 15, style.TEXT_DIM)
        table.spots.add(cell, ("round", r), tip=tips[r])


def draw_turn_order(
    table: Any,
    surface: pygame.Surface,
    rect: pygame.Rect,
    title: str,
    seats: Sequence[Any],
    badge: Callable[[Any, int], pygame.Surface],
    name: Callable[[Any], str],
    size: int = 30,
    key: str = "turn",
) -> None:
    """``title`` over the ``seats`` in order, each a ``badge(seat, size)`` saying "n. name" when pointed
    at (its spot's key ``(key, seat)``)."""
    head = pygame.Rect(rect.x, rect.y - 2, rect.w, 20)
    text_fit.draw(surface, title, head, "text", 15, style.TEXT_DIM, align="left")
    for i, seat in enumerate(seats):
        at = surface.blit(badge(seat, size), (rect.x + i * (size + 4), rect.y + 20))
        table.spots.add(at, (key, seat), tip=_("{n}. {name}").format(n=i + 1, name=name(seat)))
