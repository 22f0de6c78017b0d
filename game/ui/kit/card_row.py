"""CardRow: cards side by side (or cascading down), overlapping as much as the room demands.

Used for knights in play, missions, a rival's hand as backs, a discard history. Each card's spot is
the part of it that shows, so pointing picks the card the player sees; the row's rect is given to
every spot so a zoom never covers the row.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.kit import card as card_piece
from game.ui.kit.card import Card


class CardRow:
    """``direction``: "right" (a row) or "down" (a cascade); ``align``: start, center, end."""

    def __init__(
        self,
        size: tuple[int, int],
        *,
        direction: str = "right",
        gap: int = 8,
        align: str = "start",
        min_step: int = 10,
        shadow: bool = True,
        step: int | None = None,
    ) -> None:
        """``step``: a fixed distance between cards (a cascade showing each card's top strip)."""
        self.size = size
        self.fixed_step = step
        self.direction = direction
        self.gap = gap
        self.align = align
        self.min_step = min_step
        self.shadow = shadow

    def step(self, n: int, room: int) -> int:
        """Distance between two cards' origins so ``n`` cards fit ``room`` px."""
        length = self.size[0] if self.direction == "right" else self.size[1]
        if self.fixed_step is not None:
            return self.fixed_step
        if n <= 1:
            return length + self.gap
        return max(self.min_step, min(length + self.gap, (room - length) // (n - 1)))

    def extent(self, n: int, room: int) -> int:
        length = self.size[0] if self.direction == "right" else self.size[1]
        return 0 if n == 0 else length + self.step(n, room) * (n - 1)

    def draw(self, table: Any, surface: pygame.Surface, rect: pygame.Rect, cards: list[Card]) -> list[pygame.Rect]:
        """Draw ``cards`` inside ``rect``; returns each card's rect."""
        rect = pygame.Rect(rect)
        w, h = self.size
        across = self.direction == "right"
        room = rect.w if across else rect.h
        step = self.step(len(cards), room)
        total = self.extent(len(cards), room)
        lead = {"center": (room - total) // 2, "end": room - total}.get(self.align, 0)
        rects = []
        row = pygame.Rect(rect.x + lead, rect.y, total, h) if across else pygame.Rect(rect.x, rect.y + lead, w, total)
        for i, c in enumerate(cards):
            x = rect.x + lead + i * step if across else rect.x
            y = rect.y if across else rect.y + lead + i * step
            y -= c.lift
            last = i == len(cards) - 1
            visible = None
            if not last and step < (w if across else h):
                visible = pygame.Rect(x, y, step, h) if across else pygame.Rect(x, y, w, step)
            rects.append(
                card_piece.draw(table, surface, c, (x, y), self.size, visible=visible, row=row, shadow=self.shadow)
            )
        return rects
