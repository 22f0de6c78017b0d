"""ShellScene: a scene of pygame_gui widgets over a background, with a title; the base of the menu scenes.

What a shell scene paints under its widgets rarely changes, so ``paint`` draws it once into a layer
(again after a rebuild or ``repaint()``); ``draw_live`` draws what follows the mouse, every frame."""

from __future__ import annotations

import pygame

from game.ui import text_fit
from game.ui.scene import LOGICAL_SIZE, Scene
from game.ui.widgets import style


class ShellScene(Scene):
    """``build()`` creates the widgets in ``self.gui``; it runs again after a language change."""

    background_kind = "menu"
    escape_pops = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.rebuild()

    def build(self) -> None:
        """Create the widgets (the Gui is empty when this is called)."""

    def rebuild(self) -> None:
        self.gui.clear()
        self._layer: pygame.Surface | None = None
        with text_fit.where(self.name):
            self.build()

    def repaint(self) -> None:
        """Paint the layer again on the next frame (what it shows changed)."""
        self._layer = None

    def on_language_change(self) -> None:
        self.rebuild()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.escape_pops:
            self.back()

    def back(self) -> None:
        self.app.pop()

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(style.background(LOGICAL_SIZE, self.background_kind), (0, 0))

    def draw_title(self, surface: pygame.Surface, title: str, y: int = 70, size: int = 54) -> None:
        box = pygame.Rect(60, y - size, LOGICAL_SIZE[0] - 120, size * 2)
        with text_fit.where(self.name):
            text_fit.draw(surface, title, box.move(2, 3), "title", size, (0, 0, 0), min_size=28)
            text_fit.draw(surface, title, box, "title", size, style.GOLD, min_size=28)

    def draw_text(
        self,
        surface: pygame.Surface,
        text: str,
        rect: pygame.Rect | tuple[int, int, int, int],
        role: str = "text",
        size: int = 22,
        colour: tuple[int, int, int] = style.INK,
        **kw,
    ) -> text_fit.Fit:
        """A fitted text in ``rect`` (tagged with this scene for the text-fit test)."""
        with text_fit.where(self.name):
            return text_fit.draw(surface, text, pygame.Rect(rect), role, size, colour, **kw)

    def paint(self, surface: pygame.Surface) -> None:
        """Draw what lies under the widgets (cached; see the module docstring)."""
        self.draw_background(surface)

    def draw_live(self, surface: pygame.Surface) -> None:
        """Draw what changes from frame to frame (a hovered row, a tooltip's region)."""

    def draw(self, surface: pygame.Surface) -> None:
        layer = getattr(self, "_layer", None)
        if layer is None or layer.get_size() != surface.get_size():
            layer = pygame.Surface(surface.get_size())
            if pygame.display.get_surface() is not None:
                layer = layer.convert()
            self.paint(layer)
            self._layer = layer
        surface.blit(layer, (0, 0))
        self.draw_live(surface)
