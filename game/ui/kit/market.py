"""A market column: a deck (its name, its back, how many cards it holds) above the cards face up
beside it cascading down, each card's top strip showing. The deck glows and draws blind when that is
a move now; the cards carry their own clicks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import text_fit
from game.ui.kit.card import Card
from game.ui.kit.card_row import CardRow
from game.ui.widgets import style

HEAD_H = 48
LIT = (120, 220, 140)


def draw_market_column(
    table: Any,
    surface: pygame.Surface,
    rect: pygame.Rect,
    *,
    key: Any,
    name: str,
    back: pygame.Surface,
    count: int,
    tip: str,
    cards: list[Card],
    size: tuple[int, int],
    on_draw: Callable[[], Any] | None = None,
    max_step: int = 40,
) -> pygame.Rect:
    """Draw the deck ``key`` (``back`` a small back image, ``count`` its cards, ``tip``) at the top of
    ``rect`` and ``cards`` under it; ``on_draw`` set: the deck glows and a click draws. Returns the
    deck's rect (an anchor for cards flying from it)."""
    head = pygame.Rect(rect.x, rect.y, rect.w, HEAD_H)
    if on_draw is not None:
        pygame.draw.rect(surface, LIT, head, 2, border_radius=6)
    title = pygame.Rect(head.x + 2, head.y, head.w - 4, 20)
    text_fit.draw(surface, name, title, "bold", 16, style.TEXT_LIGHT, align="left")
    at = surface.blit(back, (head.x + 2, head.y + 20))
    room = pygame.Rect(at.right + 6, head.y + 20, head.right - at.right - 8, HEAD_H - 20)
    text_fit.draw(surface, str(count), room, "text", 16, style.TEXT_DIM, align="left")
    table.spots.add(head, key, tip=tip, on_click=on_draw)
    area = pygame.Rect(rect.x, head.bottom + 4, size[0], rect.bottom - head.bottom - 4)
    step = max(20, (area.h - size[1]) // max(1, len(cards) - 1))
    CardRow(size, direction="down", step=min(step, max_step), shadow=False).draw(table, surface, area, cards)
    return head
