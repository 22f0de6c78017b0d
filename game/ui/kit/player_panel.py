"""PlayerPanel: one player's framed area: a header with their badge, name ("You" for the viewer)
and score, a gold frame while it is their turn, and a body the game fills (cards, tokens)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import text_fit
from game.ui.widgets import style

HEADER_H = 38


class PlayerPanel:
    def __init__(self, kind: str = "dark") -> None:
        self.kind = kind  # dark (light text) or parchment (ink)

    def draw(
        self,
        table: Any,
        surface: pygame.Surface,
        rect: pygame.Rect,
        seat: int,
        *,
        score: str = "",
        active: bool = False,
        tip: str = "",
    ) -> pygame.Rect:
        """Draw the panel of ``seat`` in ``rect``; returns the body rect under the header."""
        rect = pygame.Rect(rect)
        style.draw_panel(surface, rect, self.kind)
        if active:
            pygame.draw.rect(surface, style.GOLD, rect, 3, border_radius=10)
        ink = style.TEXT_LIGHT if self.kind == "dark" else style.INK
        head = pygame.Rect(rect.x, rect.y + 4, rect.w, HEADER_H - 4)
        badge = style.badge(seat, 28)
        surface.blit(badge, badge.get_rect(midleft=(head.x + 8, head.centery)))
        score_w = 0
        if score:
            score_w = min(140, text_fit.text_width(score, "title", 22) + 12)
            text_fit.draw(
                surface,
                score,
                pygame.Rect(head.right - score_w - 10, head.y, score_w, head.h),
                "title",
                22,
                style.GOLD,
                align="right",
                min_size=15,
            )
        name = table.seat_name(seat)
        name_box = pygame.Rect(head.x + 42, head.y, head.w - 52 - score_w - 10, head.h)
        shown = ("» " + name) if active else name
        fit = text_fit.draw(surface, shown, name_box, "bold", 20, ink, align="left", ellipsis_ok=True)
        if tip or fit.ellipsized:
            table.spots.add(head, ("panel", seat), tip=tip or name)
        return pygame.Rect(rect.x + 10, head.bottom + 2, rect.w - 20, rect.bottom - head.bottom - 8)
