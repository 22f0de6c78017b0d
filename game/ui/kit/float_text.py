"""FloatText: a short text (−2, +1 fan, Knocked out!) rising from a place on the table and fading,
with an optional flash of colour over that place — damage and gains shown where they land."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui import text_fit
from game.ui.kit.timeline import Anim

FLOAT_SECONDS = 0.8
RISE_PX = 36


def float_box(rect: pygame.Rect, ceiling: int | None = None, size: int = 34) -> pygame.Rect:
    """All a :class:`FloatText` rising from ``rect`` may cover on its way (to keep labels clear)."""
    box = pygame.Rect(0, 0, max(rect.w, 160), size + 16)
    box.center = rect.center
    top = box.move(0, -RISE_PX)
    if ceiling is not None:
        top.top = max(top.top, ceiling)
        box.top = max(box.top, ceiling)
    return box.union(top)


@dataclass
class FloatText(Anim):
    """``text`` in ``colour`` rising from the centre of ``rect``; ``flash``: an RGBA veil over
    ``rect`` that fades in the first third (None: no veil)."""

    text: str = ""
    colour: tuple[int, int, int] = (255, 255, 255)
    rect: pygame.Rect = field(default_factory=pygame.Rect)
    ceiling: int | None = None  # the highest y the text may reach (the table's top)
    flash: tuple[int, int, int, int] | None = None
    size: int = 34
    duration: float = FLOAT_SECONDS

    def draw(self, surface: pygame.Surface) -> None:
        if self.t < self.delay:
            return
        p = self.progress
        if self.flash is not None and p < 0.35:
            veil = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            r, g, b, a = self.flash
            veil.fill((r, g, b, int(a * (1 - p / 0.35))))
            surface.blit(veil, self.rect)
        fit, at = self._placed()
        img = text_fit.render(fit, self.colour).copy()  # the rendering is cached: fade a copy
        img.set_alpha(int(255 * (1.0 if p < 0.7 else max(0.0, (1 - p) / 0.3))))
        surface.blit(img, img.get_rect(center=at.center))

    def text_rect(self) -> pygame.Rect:
        """Where the text is drawn at the animation's present time."""
        return self._placed()[1]

    def _placed(self) -> tuple[text_fit.Fit, pygame.Rect]:
        """The fitted text and where it stands at the present time (risen, never above ``ceiling``)."""
        p = self.progress
        k = p * p * (3 - 2 * p)
        box = pygame.Rect(0, 0, max(self.rect.w, 160), self.size + 16)
        box.center = (self.rect.centerx, self.rect.centery - int(RISE_PX * k))
        if self.ceiling is not None:  # never up into the top bar: it rises no higher than the table's top
            box.top = max(box.top, self.ceiling)
        fit = text_fit.fit(self.text, "title", self.size, box.w, box.h, min_size=14)
        at = pygame.Rect(0, 0, fit.width, fit.height)
        at.center = box.center
        return fit, at
