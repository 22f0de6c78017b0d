"""Hot-seat privacy screen: hides the table until the next player says they are at the screen."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import _
from game.ui import text_fit
from game.ui.scene import LOGICAL_SIZE, Scene
from game.ui.widgets import style


class PassToScene(Scene):
    """Opaque on purpose: nothing of the previous player's hand shows through."""

    name = "pass"

    def __init__(self, app, seat: int, player_name: str, on_ready: Callable[[int], None]) -> None:
        super().__init__(app)
        self.seat = seat
        self.player_name = player_name
        self.on_ready = on_ready
        self.build()

    def build(self) -> None:
        self.gui.clear()
        w = LOGICAL_SIZE[0]
        with text_fit.where(self.name):
            self.button = self.gui.button(
                (w // 2 - 260, 600, 520, 66),
                _("I am {name}: show my hand").format(name=self.player_name),
                self.ready,
                kind="gold",
                size=26,
                hotkey=pygame.K_SPACE,
            )

    def on_language_change(self) -> None:
        self.build()

    def ready(self) -> None:
        if self.app.top is self:
            self.app.pop()
        self.on_ready(self.seat)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.ready()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(style.background(LOGICAL_SIZE, "menu"), (0, 0))
        style.dim(surface, 120)
        cx = LOGICAL_SIZE[0] // 2
        sh = style.badge(self.seat, 150)
        surface.blit(sh, sh.get_rect(center=(cx, 270)))
        with text_fit.where(self.name):
            text_fit.draw(
                surface,
                _("Pass the screen to {name}").format(name=self.player_name),
                pygame.Rect(100, 395, 1400, 70),
                "title",
                50,
                style.GOLD,
                min_size=28,
            )
            text_fit.draw(
                surface,
                _("Only {name} should look at the next screen.").format(name=self.player_name),
                pygame.Rect(100, 480, 1400, 44),
                "text",
                28,
                style.TEXT_LIGHT,
            )
            text_fit.draw(
                surface, _("Press Space when ready"), pygame.Rect(100, 686, 1400, 30), "text", 20, style.TEXT_DIM
            )
