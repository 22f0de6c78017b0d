"""Setup controls: a "‹ value ›" stepper over a list of choices, and an on/off toggle."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.i18n import N_
from game.ui.widgets import style
from game.ui.widgets.button import Label, resolve


class Stepper:
    """Cycles through ``choices`` [(value, label)] with arrow buttons or a click on the value."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        choices: Sequence[tuple[Any, Label]],
        value: Any,
        on_change: Callable[[Any], None] | None = None,
        tooltip: Label = "",
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.choices = list(choices)
        self.index = next((i for i, (v, _) in enumerate(self.choices) if v == value), 0)
        self.on_change = on_change
        self.tooltip = tooltip
        self.hover = 0  # -1 left arrow, 1 right arrow / body, 0 none
        self.enabled = True

    @property
    def value(self) -> Any:
        return self.choices[self.index][0] if self.choices else None

    def set_value(self, value: Any) -> None:
        for i, (v, _) in enumerate(self.choices):
            if v == value:
                self.index = i

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        h = self.rect.height
        return pygame.Rect(self.rect.x, self.rect.y, h, h), pygame.Rect(self.rect.right - h, self.rect.y, h, h)

    def step(self, d: int) -> None:
        if not self.choices or not self.enabled:
            return
        self.index = (self.index + d) % len(self.choices)
        style.play_sound("click")
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        left, right = self._arrows()
        if event.type == pygame.MOUSEMOTION:
            self.hover = -1 if left.collidepoint(event.pos) else 1 if self.rect.collidepoint(event.pos) else 0
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.rect.collidepoint(event.pos):
            self.step(-1 if left.collidepoint(event.pos) or event.button == 3 else 1)
            return True
        elif event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(getattr(event, "logical_pos", (-1, -1))):
            self.step(-1 if event.y > 0 else 1)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        left, right = self._arrows()
        fill = (250, 244, 228) if self.enabled else (210, 204, 190)
        pygame.draw.rect(surface, fill, self.rect, border_radius=8)
        pygame.draw.rect(surface, style.GOLD_DARK, self.rect, 2, border_radius=8)
        for r, d in ((left, -1), (right, 1)):
            hot = self.hover == d and self.enabled and len(self.choices) > 1
            pygame.draw.rect(
                surface, style.CRIMSON if hot else style.PARCHMENT_DARK, r.inflate(-6, -6), border_radius=6
            )
            cx, cy = r.center
            s = r.height // 6
            pts = [(cx + s * d, cy), (cx - s * d, cy - s * 1.4), (cx - s * d, cy + s * 1.4)]
            if len(self.choices) > 1:
                pygame.draw.polygon(surface, style.TEXT_LIGHT if hot else style.INK, pts)
        label = resolve(self.choices[self.index][1]) if self.choices else ""
        size = 22 if self.rect.height >= 40 else 20
        style.blit_text(surface, label, self.rect.center, "bold", size, style.INK, anchor="center")


ON, OFF = N_("On"), N_("Off")  # a toggle's default labels (msgids)


class Toggle(Stepper):
    """An on/off stepper (two choices) with translated labels."""

    def __init__(self, rect, value: bool, on_change=None, tooltip: Label = "", on: Label = ON, off: Label = OFF):
        super().__init__(rect, [(True, on), (False, off)], bool(value), on_change, tooltip)
