"""Caption: a short line over part of the table ("Taken back", "Ada wins the mission") that fades
in and out while its event plays — the words of a step of a sequence, lighter than an
announcement: it never waits for a click."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pygame

from game.ui import text_fit
from game.ui.kit.timeline import Anim
from game.ui.widgets import style

CAPTION_SECONDS = 0.9
NBSP = "\u00a0"


def keep_parentheses(text: str) -> str:
    """``text`` with the spaces inside each parenthesis made unbreakable: "(1, red)" stays on one line."""
    return re.sub(r"\([^()]*\)", lambda m: m.group(0).replace(" ", NBSP), text)


@dataclass
class Caption(Anim):
    """``text`` centred on ``rect`` (a box of that width); ``big`` for a headline."""

    text: str = ""
    rect: pygame.Rect = field(default_factory=pygame.Rect)
    big: bool = False
    duration: float = CAPTION_SECONDS

    def alpha(self) -> int:
        """Opacity now: quick fade in, hold, fade out."""
        k = self.progress
        return int(255 * max(0.0, min(1.0, 5 * k, 5 * (1 - k) + 0.15)))

    def backing_alpha(self, a: int) -> int:
        """Opacity of the dark backing when the words are at ``a``."""
        return min(225, a)

    def frame_alpha(self, a: int) -> int:
        """Opacity of the gold frame when the words are at ``a``."""
        return a

    def max_lines(self) -> int:
        """How many lines the words may take in the box's width."""
        return 2

    def fitted(self) -> text_fit.Fit:
        """The words laid out in the box's width (the box is drawn around them)."""
        size = 32 if self.big else 22
        with text_fit.where("caption"):
            return text_fit.fit(
                keep_parentheses(self.text),
                "title",
                size,
                self.rect.w - 24,
                self.max_lines() * text_fit.line_height("title", size),
            )

    def draw(self, surface: pygame.Surface) -> None:
        if self.t < self.delay or not self.text:
            return
        fit = self.fitted()
        img = text_fit.render(fit, style.GOLD, "center")
        box = img.get_rect(center=self.rect.center).inflate(24, 12)
        a = self.alpha()
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (20, 16, 26, self.backing_alpha(a)), panel.get_rect(), border_radius=10)
        pygame.draw.rect(panel, (*style.GOLD_DARK, self.frame_alpha(a)), panel.get_rect(), 2, border_radius=10)
        surface.blit(panel, box)
        img.set_alpha(a)
        surface.blit(img, img.get_rect(center=box.center))
