"""Toasts: short messages at the bottom of a table that fade on their own (why a move was refused,
"Saved"), drawn over the widgets with fitted text."""

from __future__ import annotations

import pygame

from game.ui import text_fit
from game.ui.widgets import style

TOAST_SECONDS = 3.2


class Toasts:
    """Short messages that fade out (``texts``: what is shown now)."""

    def __init__(self) -> None:
        self.items: list[list] = []  # [text, age, kind]

    def push(self, text: str, kind: str = "warn") -> None:
        self.items = [t for t in self.items if t[0] != text][-2:]
        self.items.append([text, 0.0, kind])

    def update(self, dt: float) -> None:
        for t in self.items:
            t[1] += dt
        self.items = [t for t in self.items if t[1] < TOAST_SECONDS]

    @property
    def texts(self) -> list[str]:
        return [t[0] for t in self.items]

    def draw(self, surface: pygame.Surface, midbottom: tuple[int, int], width: int = 640) -> list[pygame.Rect]:
        """Draw the toasts, the newest lowest, from ``midbottom`` up; returns where they went."""
        x, y = midbottom
        drawn = []
        for text, age, kind in reversed(self.items):
            alpha = 255 if age < TOAST_SECONDS - 0.6 else int(255 * (TOAST_SECONDS - age) / 0.6)
            with text_fit.where("toast"):
                fit = text_fit.fit(text, "bold", 22, width, 3 * text_fit.line_height("bold", 22), min_size=17)
            img = text_fit.render(fit, style.TEXT_LIGHT)
            w, h = img.get_width() + 40, img.get_height() + 20
            box = pygame.Surface((w, h), pygame.SRCALPHA)
            fill = (120, 28, 36, 235) if kind == "warn" else (40, 60, 44, 235)
            pygame.draw.rect(box, fill, box.get_rect(), border_radius=10)
            pygame.draw.rect(box, (*style.GOLD, 255), box.get_rect(), 2, border_radius=10)
            box.blit(img, (20, 10))
            box.set_alpha(alpha)
            rect = box.get_rect(midbottom=(x, y))
            surface.blit(box, rect)
            drawn.append(rect)
            y = rect.top - 8
        return drawn
