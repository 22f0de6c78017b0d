"""Flip: a card turning over in place (its back narrows to an edge, then its face widens), the
moment a hidden card is revealed. Like every timeline animation it is decoration over a state that
has already changed, and it plays at the player's speed and vanishes on skip."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.ui.art.cards import draw_card
from game.ui.kit.timeline import Anim

FLIP_SECONDS = 0.6


@dataclass
class Flip(Anim):
    """``back`` turns into ``face`` over ``rect`` (both images at the rect's size); ``clip``: only
    that part of it is drawn (a card overlapped by the ones laid on it turns over under them)."""

    back: pygame.Surface | None = None
    face: pygame.Surface | None = None
    rect: pygame.Rect = field(default_factory=pygame.Rect)
    duration: float = FLIP_SECONDS
    clip: pygame.Rect | None = None

    def frame(self) -> tuple[pygame.Surface | None, int]:
        """The image showing now and its width (the card seen edge-on at the middle)."""
        k = self.progress
        img = self.back if k < 0.5 else self.face
        return img, max(2, int(self.rect.w * abs(math.cos(math.pi * k))))

    def draw(self, surface: pygame.Surface) -> None:
        if self.t < self.delay:
            return
        img, w = self.frame()
        if img is None:
            return
        old = surface.get_clip()
        if self.clip is not None:
            surface.set_clip(self.clip.clip(old))
        pygame.draw.rect(surface, (24, 20, 30), self.rect, border_radius=8)  # the card's place, uncovered
        thin = pygame.transform.smoothscale(img, (w, self.rect.h))
        draw_card(surface, thin, thin.get_rect(center=self.rect.center).topleft)
        surface.set_clip(old)
