"""ShellScene: a scene made of widgets over a background, with a title; the base of the menu scenes."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.scene import LOGICAL_SIZE, Scene
from game.ui.widgets import style
from game.ui.widgets.button import Button


class ShellScene(Scene):
    """Holds ``self.widgets`` (anything with handle/draw); ``build()`` (re)creates them."""

    background_kind = "menu"
    escape_pops = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.widgets: list[Any] = []
        self.build()

    def build(self) -> None:
        """Create the widgets (called again after a language change)."""

    def on_language_change(self) -> None:
        self.build()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.escape_pops:
            self.back()
            return
        for w in reversed(self.widgets):
            if w.handle(event) and event.type != pygame.MOUSEMOTION:
                return

    def back(self) -> None:
        self.app.pop()

    def update(self, dt: float) -> None:
        for w in self.widgets:
            if hasattr(w, "update"):
                w.update(dt)

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(style.background(LOGICAL_SIZE, self.background_kind), (0, 0))

    def draw_title(self, surface: pygame.Surface, title: str, y: int = 70, size: int = 54) -> None:
        style.blit_text(surface, title, (LOGICAL_SIZE[0] // 2 + 2, y + 3), "title", size, (0, 0, 0), "center")
        style.blit_text(surface, title, (LOGICAL_SIZE[0] // 2, y), "title", size, style.GOLD, "center")

    def draw_widgets(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            w.draw(surface)
            tip = w.tip() if isinstance(w, Button) else (getattr(w, "tooltip", "") or "")
            if callable(tip):
                tip = tip()
            if tip and getattr(w, "visible", True):
                self.app.tooltip(w.rect, tip)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_widgets(surface)
