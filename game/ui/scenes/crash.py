"""Shown after an unexpected error: where the report was written, back to the menu or quit.

When the way back has failed already (the menu crashed too, or this dialog did), the dialog is
``final``: it says so and offers only Quit, so it can never send the player round in a loop.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import _
from game.ui import text_fit
from game.ui.scene import LOGICAL_SIZE, Scene
from game.ui.widgets import style


class CrashScene(Scene):
    """Opaque on purpose: the scene that failed is not drawn again underneath."""

    name = "crash"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.info: dict[str, Any] = {}
        self.buttons: list[Any] = []

    def enter(self, payload: Any = None) -> None:
        if payload:
            self.info = dict(payload)
        self.build()

    def build(self) -> None:
        self.gui.clear()
        w = LOGICAL_SIZE[0]
        with text_fit.where(self.name):
            if self.info.get("final"):
                self.buttons = [self.gui.button((w // 2 - 140, 640, 280, 60), _("Quit"), self.app.quit)]
                return
            self.buttons = [
                self.gui.button((w // 2 - 290, 640, 280, 60), _("Return to the menu"), self.app.recover_to_menu),
                self.gui.button((w // 2 + 10, 640, 280, 60), _("Quit"), self.app.quit, kind="secondary"),
            ]

    def on_language_change(self) -> None:
        self.build()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(style.background(LOGICAL_SIZE, "menu"), (0, 0))
        rect = pygame.Rect(0, 0, 900, 520)
        rect.center = (LOGICAL_SIZE[0] // 2, 450)
        style.draw_panel(surface, rect)
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
        log_error = self.info.get("log_error")
        where = (
            _("No report could be written ({why}). It was meant for:").format(why=log_error)
            if log_error
            else _("A report was written to:")
        )
        inner = rect.inflate(-100, 0)
        with text_fit.where(self.name):
            text_fit.draw(
                surface,
                _("Something went wrong"),
                pygame.Rect(inner.x, rect.y + 30, inner.w, 60),
                "title",
                40,
                style.CRIMSON_DARK,
                min_size=24,
            )
            text_fit.draw(
                surface,
                body,
                pygame.Rect(inner.x, rect.y + 110, inner.w, 110),
                "text",
                25,
                style.INK,
                align="left",
                valign="top",
            )
            err = str(self.info.get("error", ""))[:160]
            text_fit.draw(
                surface,
                err,
                pygame.Rect(inner.x, rect.y + 230, inner.w, 60),
                "text",
                20,
                style.CRIMSON,
                align="left",
                valign="top",
                ellipsis_ok=True,
            )
            text_fit.draw(
                surface,
                where,
                pygame.Rect(inner.x, rect.y + 296, inner.w, 28),
                "bold",
                20,
                style.INK_SOFT,
                align="left",
            )
            text_fit.draw(
                surface,
                str(self.info.get("path", "")),
                pygame.Rect(inner.x, rect.y + 328, inner.w, 60),
                "text",
                19,
                style.INK_SOFT,
                align="left",
                valign="top",
                ellipsis_ok=True,
            )
