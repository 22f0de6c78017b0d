"""Hot-seat privacy screen: hides the table until the next player says they are at the screen."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import _
from game.ui.scene import LOGICAL_SIZE, Scene
from game.ui.widgets import style
from game.ui.widgets.button import Button


class PassToScene(Scene):
    """Opaque on purpose: nothing of the previous player's hand shows through."""

    name = "pass"

    def __init__(self, app, seat: int, player_name: str, on_ready: Callable[[int], None]) -> None:
        super().__init__(app)
        self.seat = seat
        self.player_name = player_name
        self.on_ready = on_ready
        w = LOGICAL_SIZE[0]
        self.button = Button(
            (w // 2 - 220, 600, 440, 66),
            lambda: _("I am {name}: show my hand").format(name=self.player_name),
            self.ready,
            kind="gold",
            size=26,
            hotkey=pygame.K_SPACE,
        )

    def ready(self) -> None:
        if self.app.top is self:
            self.app.pop()
        self.on_ready(self.seat)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.ready()
            return
        self.button.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(style.background(LOGICAL_SIZE, "menu"), (0, 0))
        style.dim(surface, 120)
        cx = LOGICAL_SIZE[0] // 2
        sh = style.badge(self.seat, 150)
        surface.blit(sh, sh.get_rect(center=(cx, 270)))
        style.blit_text(
            surface,
            _("Pass the screen to {name}").format(name=self.player_name),
            (cx, 430),
            "title",
            50,
            style.GOLD,
            "center",
        )
        style.blit_text(
            surface,
            _("Only {name} should look at the next screen.").format(name=self.player_name),
            (cx, 500),
            "text",
            28,
            style.TEXT_LIGHT,
            "center",
        )
        self.button.draw(surface)
        style.blit_text(surface, _("Press Space when ready"), (cx, 700), "text", 20, style.TEXT_DIM, "center")
