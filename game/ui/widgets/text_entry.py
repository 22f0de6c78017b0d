"""A one-line text field (player names, save names) fed by pygame TEXTINPUT/KEYDOWN events."""

from __future__ import annotations

import pygame

from game.ui.widgets import style


class TextEntry:
    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], value: str = "", max_len: int = 24) -> None:
        self.rect = pygame.Rect(rect)
        self.value = value
        self.max_len = max_len
        self.focused = False
        self.placeholder = ""
        self._blink = 0.0

    def focus(self, on: bool = True) -> None:
        self.focused = on
        self._blink = 0.0

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focus(self.rect.collidepoint(event.pos))
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            allowed = "".join(ch for ch in event.text if ch.isprintable())
            self.value = (self.value + allowed)[: self.max_len]
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.focus(False)
                return event.key != pygame.K_ESCAPE
            return True  # swallow other keys while typing
        return False

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (255, 250, 238), self.rect, border_radius=6)
        pygame.draw.rect(surface, style.CRIMSON if self.focused else style.GOLD_DARK, self.rect, 2, border_radius=6)
        shown = self.value or self.placeholder
        colour = style.INK if self.value else (160, 150, 135)
        r = style.blit_text(surface, shown, (self.rect.x + 10, self.rect.centery), "text", 22, colour, "midleft")
        if self.focused and self._blink < 0.55:
            x = r.right + 2 if self.value else self.rect.x + 10
            pygame.draw.line(surface, style.INK, (x, self.rect.y + 8), (x, self.rect.bottom - 8), 2)
