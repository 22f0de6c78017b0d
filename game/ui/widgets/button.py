"""A clickable button drawn in the house style, with hover, press, disabled state and a tooltip."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.widgets import style

Label = str | Callable[[], str]


def resolve(label: Label) -> str:
    """A label is either a fixed string or a callable that translates at draw time."""
    return label() if callable(label) else label


class Button:
    """``kind``: "primary" (crimson), "secondary" (parchment), "ghost" (dark, for bars), "gold"."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: Label,
        on_click: Callable[[], None] | None = None,
        *,
        kind: str = "primary",
        icon: str = "",
        tooltip: Label = "",
        enabled: bool = True,
        size: int = 24,
        hotkey: int | None = None,
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self.kind = kind
        self.icon = icon
        self.tooltip = tooltip
        self.enabled = enabled
        self.size = size
        self.hotkey = hotkey
        self.hover = False
        self.pressed = False
        self.selected = False
        self.visible = True

    def handle(self, event: pygame.event.Event) -> bool:
        """Update hover/press from ``event``; returns True when the event was consumed (a click)."""
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            if not self.hover:
                self.pressed = False
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.hover = True
            self.pressed = self.enabled
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.enabled and self.rect.collidepoint(event.pos):
                self.click()
                return True
        elif event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey and self.enabled:
            self.click()
            return True
        return False

    def click(self) -> None:
        style.play_sound("click")
        if self.on_click is not None:
            self.on_click()

    def colours(self) -> tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]:
        """(fill, border, text) for the current state."""
        if self.kind == "secondary":
            fill, border, ink = style.PARCHMENT, style.GOLD_DARK, style.INK
        elif self.kind == "ghost":
            fill, border, ink = (52, 46, 66), (96, 84, 110), style.TEXT_LIGHT
        elif self.kind == "gold":
            fill, border, ink = style.GOLD, style.GOLD_DARK, style.INK
        else:
            fill, border, ink = style.CRIMSON, style.GOLD, style.TEXT_LIGHT
        if self.selected:
            fill, border, ink = style.GOLD, style.GOLD_DARK, style.INK
        if not self.enabled:
            return (64, 58, 72), (96, 88, 104), (150, 142, 158)
        if self.hover:
            fill = tuple(min(255, c + 22) for c in fill)  # type: ignore[assignment]
        return fill, border, ink

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        fill, border, ink = self.colours()
        r = self.rect.move(0, 1) if self.pressed else self.rect
        if not self.pressed:
            pygame.draw.rect(surface, (0, 0, 0), r.move(0, 3), border_radius=8)
        pygame.draw.rect(surface, fill, r, border_radius=8)
        pygame.draw.rect(surface, border, r, 2, border_radius=8)
        label = resolve(self.label)
        img = style.text(label, "bold", self.size, ink) if label else None
        ico = style.icon(self.icon, int(self.size * 1.1), ink) if self.icon else None
        width = (img.get_width() if img else 0) + ((ico.get_width() + (8 if img else 0)) if ico else 0)
        x = r.centerx - width // 2
        if ico:
            surface.blit(ico, ico.get_rect(midleft=(x, r.centery)))
            x += ico.get_width() + 8
        if img:
            surface.blit(img, img.get_rect(midleft=(x, r.centery)))

    def tip(self) -> str:
        return resolve(self.tooltip) if self.tooltip else ""
