"""Hover tooltips: scenes register (rect, text) each frame; the layer shows the hovered one after a delay."""

from __future__ import annotations

import pygame

from game.ui.widgets import style

DELAY = 0.45  # seconds of hovering before a tooltip shows


class TooltipLayer:
    def __init__(self) -> None:
        self._regions: list[tuple[pygame.Rect, str]] = []
        self._current: str = ""
        self._hover_time = 0.0
        self.mouse = (-1, -1)
        self.last_rect: pygame.Rect | None = None  # where the last tooltip was drawn (for partial redraws)

    def begin_frame(self) -> None:
        """Forget last frame's regions (scenes register again while drawing)."""
        self._regions.clear()

    def add(self, rect: pygame.Rect, text: str) -> None:
        if text:
            self._regions.append((pygame.Rect(rect), text))

    def update(self, dt: float, mouse: tuple[int, int]) -> None:
        self.mouse = mouse
        hovered = ""
        for rect, text in reversed(self._regions):
            if rect.collidepoint(mouse):
                hovered = text
                break
        if hovered != self._current:
            self._current, self._hover_time = hovered, 0.0
        else:
            self._hover_time += dt

    @property
    def showing(self) -> str:
        return self._current if self._current and self._hover_time >= DELAY else ""

    def draw(self, surface: pygame.Surface, force: str = "") -> None:
        text = force or self.showing
        self.last_rect = None
        if not text:
            return
        lines = style.wrap(text, "text", 20, 360)
        imgs = [style.text(ln, "text", 20, style.INK) for ln in lines]
        w = max(i.get_width() for i in imgs) + 20
        h = sum(i.get_height() for i in imgs) + 14
        x, y = self.mouse[0] + 16, self.mouse[1] + 20
        sw, sh = surface.get_size()
        x = min(x, sw - w - 4)
        if y + h > sh - 4:
            y = self.mouse[1] - h - 8
        rect = pygame.Rect(x, y, w, h)
        self.last_rect = rect.inflate(8, 10)
        pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=6)
        pygame.draw.rect(surface, (250, 243, 224), rect, border_radius=6)
        pygame.draw.rect(surface, style.GOLD_DARK, rect, 1, border_radius=6)
        yy = y + 7
        for img in imgs:
            surface.blit(img, (x + 10, yy))
            yy += img.get_height()
