"""The game log: a scrollable list of wrapped, coloured lines, newest at the bottom."""

from __future__ import annotations

import pygame

from game.ui.widgets import style

LINE_SIZE = 19


class LogPanel:
    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], max_lines: int = 400) -> None:
        self.rect = pygame.Rect(rect)
        self.lines: list[tuple[str, tuple[int, int, int]]] = []
        self.bullets: list[tuple[int, int, int] | None] = []
        self.max_lines = max_lines
        self.scroll = 0  # pixels scrolled up from the bottom
        self._cache: pygame.Surface | None = None
        self._cache_key: tuple = ()

    def add(
        self, text: str, colour: tuple[int, int, int] = style.INK, bullet: tuple[int, int, int] | None = None
    ) -> None:
        """Add a line; ``bullet`` colours its marker (the acting player's colour)."""
        if not text:
            return
        self.lines.append((text, colour))
        self.bullets.append(bullet)
        del self.lines[: -self.max_lines]
        del self.bullets[: -self.max_lines]
        self.scroll = 0
        self._cache = None

    def clear(self) -> None:
        self.lines.clear()
        self.bullets.clear()
        self._cache = None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            mouse = getattr(event, "logical_pos", None)
            if mouse is None or self.rect.collidepoint(mouse):
                self.scroll = max(0, self.scroll + event.y * 40)
                self._cache = None
                return True
        return False

    def _render(self) -> pygame.Surface:
        inner = self.rect.inflate(-24, -56)
        key = (len(self.lines), self.scroll, inner.size, self.lines[-1] if self.lines else None)
        if self._cache is not None and key == self._cache_key:
            return self._cache
        surf = pygame.Surface(inner.size, pygame.SRCALPHA)
        wrapped: list[tuple[str, tuple[int, int, int], tuple[int, int, int] | None]] = []
        for (text, colour), bullet in zip(self.lines, self.bullets):
            for i, ln in enumerate(style.wrap(text, "text", LINE_SIZE, inner.width - 14)):
                wrapped.append((ln, colour, (bullet or style.GOLD_DARK) if i == 0 else None))
        lh = style.font("text", LINE_SIZE).get_linesize() + 1
        total = len(wrapped) * lh
        self.scroll = min(self.scroll, max(0, total - inner.height))
        y = inner.height - total + self.scroll
        for ln, colour, bullet in wrapped:
            if 0 <= y and y + lh <= inner.height + 2:
                if bullet is not None:
                    pygame.draw.circle(surf, bullet, (4, y + lh // 2), 4 if bullet != style.GOLD_DARK else 3)
                surf.blit(style.text(ln, "text", LINE_SIZE, colour), (14, y))
            y += lh
        self._cache, self._cache_key = surf, key
        return surf

    def draw(self, surface: pygame.Surface, title: str) -> None:
        style.draw_panel(surface, self.rect)
        style.blit_text(surface, title, (self.rect.x + 16, self.rect.y + 12), "title", 22, style.CRIMSON_DARK)
        pygame.draw.line(
            surface, style.GOLD_DARK, (self.rect.x + 14, self.rect.y + 42), (self.rect.right - 14, self.rect.y + 42)
        )
        inner = self.rect.inflate(-24, -56)
        inner.top = self.rect.y + 48
        surface.blit(self._render(), inner)
