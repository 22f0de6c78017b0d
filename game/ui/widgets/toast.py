"""Short messages that fade out (e.g. why an action was refused)."""

from __future__ import annotations

import pygame

from game.ui.widgets import style


class Toasts:
    LIFETIME = 3.2

    def __init__(self) -> None:
        self.items: list[list] = []  # [text, age, kind]

    def push(self, text: str, kind: str = "warn") -> None:
        self.items = [t for t in self.items if t[0] != text][-2:]
        self.items.append([text, 0.0, kind])

    def update(self, dt: float) -> None:
        for t in self.items:
            t[1] += dt
        self.items = [t for t in self.items if t[1] < self.LIFETIME]

    @property
    def texts(self) -> list[str]:
        return [t[0] for t in self.items]

    def draw(self, surface: pygame.Surface, midbottom: tuple[int, int]) -> None:
        x, y = midbottom
        for text, age, kind in reversed(self.items):
            alpha = 255 if age < self.LIFETIME - 0.6 else int(255 * (self.LIFETIME - age) / 0.6)
            lines = style.wrap(text, "bold", 22, 640)
            imgs = [style.text(ln, "bold", 22, style.TEXT_LIGHT) for ln in lines]
            w = max(i.get_width() for i in imgs) + 40
            h = sum(i.get_height() for i in imgs) + 20
            box = pygame.Surface((w, h), pygame.SRCALPHA)
            fill = (120, 28, 36, 235) if kind == "warn" else (40, 60, 44, 235)
            pygame.draw.rect(box, fill, box.get_rect(), border_radius=10)
            pygame.draw.rect(box, (*style.GOLD, 255), box.get_rect(), 2, border_radius=10)
            yy = 10
            for img in imgs:
                box.blit(img, img.get_rect(midtop=(w // 2, yy)))
                yy += img.get_height()
            box.set_alpha(alpha)
            rect = box.get_rect(midbottom=(x, y))
            surface.blit(box, rect)
            y = rect.top - 8
