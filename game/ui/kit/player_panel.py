"""PlayerPanel: one player's framed area: a header with their badge, name ("You" for the viewer),
an optional note after the name (their character, "passed") and score, a gold frame while it is
their turn, and a body the game fills (cards, tokens)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import text_fit
from game.ui.widgets import style

HEADER_H = 38


class PlayerPanel:
    def __init__(self, kind: str = "dark", score_w: int = 140) -> None:
        self.kind = kind  # dark (light text) or parchment (ink)
        self.score_w = score_w  # the widest the score may be (a score in words needs more)

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
        note: str = "",
        badge: pygame.Surface | None = None,
        name: str | None = None,
    ) -> pygame.Rect:
        """Draw the panel of ``seat`` in ``rect``; returns the body rect under the header. ``badge`` and
        ``name`` stand in for the seat's own (an automaton that is not a seat)."""
        rect = pygame.Rect(rect)
        style.draw_panel(surface, rect, self.kind)
        if active:
            pygame.draw.rect(surface, style.GOLD, rect, 3, border_radius=10)
        ink = style.TEXT_LIGHT if self.kind == "dark" else style.INK
        head = pygame.Rect(rect.x, rect.y + 4, rect.w, HEADER_H - 4)
        badge = badge or style.badge(seat, 28)
        surface.blit(badge, badge.get_rect(midleft=(head.x + 8, head.centery)))
        score_w = 0
        if score:
            score_w = min(self.score_w, text_fit.text_width(score, "title", 22) + 12)
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
        name = table.seat_name(seat) if name is None else name
        name_box = pygame.Rect(head.x + 42, head.y, head.w - 52 - score_w - 10, head.h)
        shown = ("» " + name) if active else name
        if note:  # the name takes what it needs (up to 60%), the note the rest
            name_w = min(int(name_box.w * 0.6), text_fit.text_width(shown, "bold", 20) + 4)
            dim = style.TEXT_DIM if self.kind == "dark" else style.INK_SOFT
            note_box = pygame.Rect(name_box.x + name_w + 10, head.y, name_box.w - name_w - 10, head.h)
            text_fit.draw(surface, note, note_box, "text", 17, dim, align="left", min_size=13, ellipsis_ok=True)
            name_box.w = name_w
        fit = text_fit.draw(surface, shown, name_box, "bold", 20, ink, align="left", ellipsis_ok=True)
        if tip or fit.ellipsized:
            table.spots.add(head, ("panel", seat), tip=tip or name)
        return pygame.Rect(rect.x + 10, head.bottom + 2, rect.w - 20, rect.bottom - head.bottom - 8)
