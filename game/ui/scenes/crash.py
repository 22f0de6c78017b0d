"""Shown after an unexpected error: where the report was written, back to the menu or quit.

When the way back has failed already (the menu crashed too, or this dialog did), the dialog is
``final``: it says so and offers only Quit, so it can never send the player round in a loop.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import _
from game.ui.scene import LOGICAL_SIZE, Scene
from game.ui.widgets import style
from game.ui.widgets.button import Button


class CrashScene(Scene):
    """Opaque on purpose: the scene that failed is not drawn again underneath."""

    name = "crash"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.info: dict[str, Any] = {}
        self.buttons: list[Button] = []

    def enter(self, payload: Any = None) -> None:
        if payload:
            self.info = dict(payload)
        w = LOGICAL_SIZE[0]
        if self.info.get("final"):
            self.buttons = [Button((w // 2 - 140, 640, 280, 60), lambda: _("Quit"), self.app.quit)]
            return
        self.buttons = [
            Button((w // 2 - 290, 640, 280, 60), lambda: _("Return to the menu"), self.app.recover_to_menu),
            Button((w // 2 + 10, 640, 280, 60), lambda: _("Quit"), self.app.quit, kind="secondary"),
        ]

    def handle(self, event: pygame.event.Event) -> None:
        for b in self.buttons:
            if b.handle(event) and event.type != pygame.MOUSEMOTION:
                return

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(style.background(LOGICAL_SIZE, "menu"), (0, 0))
        rect = pygame.Rect(0, 0, 900, 520)
        rect.center = (LOGICAL_SIZE[0] // 2, 450)
        style.draw_panel(surface, rect)
        style.blit_text(
            surface, _("Something went wrong"), (rect.centerx, rect.y + 60), "title", 40, style.CRIMSON_DARK, "center"
        )
        if self.info.get("final"):
            body = _(
                "An unexpected error stopped the game, and the menu could not be opened after it. Your last "
                "autosave is safe: start Tourney again and choose Continue."
            )
        else:
            body = _(
                "An unexpected error stopped the game. Your last autosave is safe: choose Continue in the menu "
                "to pick up where you left off."
            )
        style.blit_paragraphs(
            surface, body, pygame.Rect(rect.x + 50, rect.y + 110, rect.width - 100, 110), "text", 25, style.INK
        )
        err = str(self.info.get("error", ""))[:160]
        style.blit_paragraphs(
            surface, err, pygame.Rect(rect.x + 50, rect.y + 230, rect.width - 100, 60), "text", 20, style.CRIMSON
        )
        log_error = self.info.get("log_error")
        where = (
            _("No report could be written ({why}). It was meant for:").format(why=log_error)
            if log_error
            else _("A report was written to:")
        )
        style.blit_text(surface, where, (rect.x + 50, rect.y + 300), "bold", 20, style.INK_SOFT)
        style.blit_paragraphs(
            surface,
            str(self.info.get("path", "")),
            pygame.Rect(rect.x + 50, rect.y + 328, rect.width - 100, 60),
            "text",
            19,
            style.INK_SOFT,
        )
        for b in self.buttons:
            b.draw(surface)
