"""The scene contract. The app keeps a stack of scenes; only the top one gets input.

Scenes draw at the logical resolution ``LOGICAL_SIZE``; the app scales that to the window and maps
mouse positions back, so scenes never think about the window size. A scene's pygame_gui widgets
live in ``self.gui`` (made on first use); the app draws them right after ``draw`` and then calls
``draw_over`` for what must cover the widgets (banners, flying cards, a zoomed card).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.app import App
    from game.ui.gui import Gui

LOGICAL_SIZE = (1600, 900)


class Scene:
    """Base class: override what you need. ``app`` gives access to the stack, settings and art."""

    #: a dialog-like scene lets the scene below keep drawing underneath it
    overlay = False
    #: short id used by smoke screenshots and logs
    name = "scene"

    def __init__(self, app: App) -> None:
        self.app = app
        self._gui: Gui | None = None

    @property
    def gui(self) -> Gui:
        """This scene's pygame_gui widgets (one UIManager per scene, sharing one theme)."""
        if self._gui is None:
            from game.ui.gui import Gui

            self._gui = Gui(self.app)
        return self._gui

    @property
    def has_gui(self) -> bool:
        return self._gui is not None

    def enter(self, payload: Any = None) -> None:
        """Called when the scene becomes the top of the stack (pushed, or uncovered)."""

    def leave(self) -> None:
        """Called when the scene stops being the top of the stack (popped, or covered)."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event the widgets did not use, with mouse positions in logical coordinates."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical-resolution surface (the widgets are drawn after this)."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """Draw what covers this scene's widgets (called after them)."""

    def on_language_change(self) -> None:
        """Rebuild every translated text (labels, buttons)."""
