"""The scene contract. The app keeps a stack of scenes; only the top one gets input.

Scenes draw at the logical resolution ``LOGICAL_SIZE``; the app scales that to the window and maps
mouse positions back, so scenes never think about the window size.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.app import App

LOGICAL_SIZE = (1600, 900)


class Scene:
    """Base class: override what you need. ``app`` gives access to the stack, settings and art."""

    #: a dialog-like scene lets the scene below keep drawing underneath it
    overlay = False
    #: short id used by smoke screenshots and logs
    name = "scene"

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self, payload: Any = None) -> None:
        """Called when the scene becomes the top of the stack (pushed, or uncovered)."""

    def leave(self) -> None:
        """Called when the scene stops being the top of the stack (popped, or covered)."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event, with mouse positions already in logical coordinates."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical-resolution surface."""

    def on_language_change(self) -> None:
        """Rebuild every translated text (labels, buttons)."""

    def smoke_steps(self) -> int:
        """How many frames/bot turns smoke should drive this scene before its screenshot."""
        return 2
