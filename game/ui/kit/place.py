"""A place on a board (a slot of a bracket, an offer to pick): a rounded box, pale when empty, its
border lit blue while the viewer may click it, the occupant's badge or the place's label in it, and
its spot (tooltip, click). ``draw_place`` returns the rect it drew."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import text_fit
from game.ui.widgets import style

FILLED, EMPTY, LIT = (236, 222, 190), (222, 204, 166), (120, 190, 255)


def draw_place(table: Any, surface: pygame.Surface, rect: pygame.Rect, key: Any, **kw: Any) -> pygame.Rect:
    """Draw the place ``key`` in ``rect``: ``lit`` (a move now), ``filled`` (default True), ``badge``
    (a Surface centred in it), ``label`` (written when there is no badge), ``tip``, ``on_click``,
    ``radius`` of its corners."""
    lit, radius, badge = kw.get("lit", False), kw.get("radius", 8), kw.get("badge")
    pygame.draw.rect(surface, FILLED if kw.get("filled", True) else EMPTY, rect, border_radius=radius)
    pygame.draw.rect(surface, LIT if lit else style.GOLD_DARK, rect, 4 if lit else 2, border_radius=radius)
    if badge is not None:
        surface.blit(badge, badge.get_rect(center=rect.center))
    elif kw.get("label"):
        text_fit.draw(surface, kw["label"], rect, "title", 22, style.INK_SOFT, align="center")
    on_click: Callable[[], Any] | None = kw.get("on_click")
    table.spots.add(rect, key, tip=kw.get("tip", ""), on_click=on_click)
    return pygame.Rect(rect)
