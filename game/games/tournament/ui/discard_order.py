"""The order of the cards picked to discard: a small numbered badge on each (1 first, the last one
picked ends on top of the discard pile), drawn over the hand while several are to be discarded."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import text_fit
from game.ui.widgets import style

BADGE = 24  # the badge's diameter


def badge_rect(card: pygame.Rect) -> pygame.Rect:
    """Where a picked card's badge stands: just above the part of it that shows (clear of the force
    in its corner, and of the next card when that one covers it)."""
    r = pygame.Rect(0, 0, BADGE, BADGE)
    r.midbottom = (card.centerx, card.top - 3)
    return r


def draw_discard_order(table: Any, surface: pygame.Surface, picked: list[int]) -> list[pygame.Rect]:
    """Number ``picked`` in the order they were picked, on their cards in the hand; returns the
    badges' rects (in that order)."""
    out = []
    for n, card in enumerate(picked, start=1):
        spot = table.spots.find(card)
        if spot is None:
            continue
        r = badge_rect(spot.rect)
        top = n == len(picked)
        pygame.draw.circle(surface, style.CRIMSON if top else (34, 32, 38), r.center, BADGE // 2)
        pygame.draw.circle(surface, style.GOLD, r.center, BADGE // 2, 2)
        text_fit.draw(surface, str(n), r, "bold", 16, style.TEXT_LIGHT)
        out.append(r)
    return out
