"""Reveal: the moment face-down cards are shown together (a combat, a bid), as one animation.

The table dims, the cards appear large side by side, turn over together around their vertical
axis, and a verdict line grows under them (with an optional line telling what it does); each card
has a caption (whose it is). It runs on the
event timeline, so it follows the speed setting and a click or Space skips it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.ui import text_fit
from game.ui.art.cards import draw_card
from game.ui.kit.timeline import Anim
from game.ui.widgets import style

REVEAL_SECONDS = 1.9
FLIP_START, FLIP_END = 0.15, 0.45  # share of the time the cards take to turn over
VERDICT_AT = 0.5


@lru_cache(maxsize=32)
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((8, 6, 12, alpha))
    return veil


@dataclass
class Reveal(Anim):
    """``backs``/``faces``: one image each per card (all the same size); ``captions`` under each;
    ``verdict`` (text, colour) appears once they are face up. ``area``: where it is centred."""

    backs: list[pygame.Surface] = field(default_factory=list)
    faces: list[pygame.Surface] = field(default_factory=list)
    captions: list[str] = field(default_factory=list)
    verdict: tuple[str, tuple[int, int, int]] = ("", (255, 255, 255))
    detail: str = ""  # a line under the verdict telling what it does (who is hit, for how much)
    area: pygame.Rect = field(default_factory=pygame.Rect)
    duration: float = REVEAL_SECONDS

    def card_rects(self) -> list[pygame.Rect]:
        """Where each card is drawn (centred in ``area``, a gap between them)."""
        if not self.faces:
            return []
        w, h = self.faces[0].get_size()
        gap = max(60, w // 2)
        total = len(self.faces) * w + (len(self.faces) - 1) * gap
        x0 = self.area.centerx - total // 2
        y = self.area.centery - h // 2 - 30
        return [pygame.Rect(x0 + i * (w + gap), y, w, h) for i in range(len(self.faces))]

    def draw(self, surface: pygame.Surface) -> None:
        if self.t < self.delay:
            return
        p = self.progress
        surface.blit(_veil(self.area.size, int(170 * min(1.0, p / 0.1)) // 10 * 10), self.area)
        flip = max(0.0, min(1.0, (p - FLIP_START) / (FLIP_END - FLIP_START)))
        rects = self.card_rects()
        for i, rect in enumerate(rects):
            image = self.backs[i] if flip < 0.5 else self.faces[i]
            w = int(rect.w * abs(math.cos(math.pi * flip)))
            lift = int(24 * math.sin(math.pi * flip))
            if w >= 2:
                img = image if w == rect.w else pygame.transform.smoothscale(image, (w, rect.h))
                draw_card(surface, img, (rect.centerx - w // 2, rect.y - lift), shadow=w == rect.w)
            if i < len(self.captions):
                cap = pygame.Rect(rect.x - 40, rect.y - 40, rect.w + 80, 32)
                text_fit.draw(surface, self.captions[i], cap, "bold", 22, style.TEXT_LIGHT, min_size=14)
        text, colour = self.verdict
        if text and p >= VERDICT_AT and rects:
            k = min(1.0, (p - VERDICT_AT) / 0.15)
            size = int(34 + 12 * k)
            box = pygame.Rect(self.area.x, rects[0].bottom + 16, self.area.w, 64)
            text_fit.draw(surface, text, box, "title", size, colour, min_size=20)
            if self.detail:
                line = pygame.Rect(self.area.x + 20, box.bottom + 4, self.area.w - 40, 36)
                text_fit.draw(surface, self.detail, line, "bold", 24, style.TEXT_LIGHT, min_size=14)
