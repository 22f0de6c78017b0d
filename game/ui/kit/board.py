"""BoardArea: a board picture (cached, redrawn only when its key changes) with its spaces as spots."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame


class BoardArea:
    """``paint(size) -> Surface`` draws the board; it runs again only when ``key`` changes."""

    def __init__(self, paint: Callable[[tuple[int, int]], pygame.Surface]) -> None:
        self.paint = paint
        self._image: pygame.Surface | None = None
        self._key: Any = None

    def draw(
        self,
        table: Any,
        surface: pygame.Surface,
        rect: pygame.Rect,
        key: Any = None,
        spaces: list[tuple[pygame.Rect, Any, str, Callable[[], Any] | None]] = (),
    ) -> None:
        """Blit the board in ``rect`` and register ``spaces`` [(rect, key, tooltip, on_click)]."""
        rect = pygame.Rect(rect)
        k = (key, rect.size)
        if self._image is None or self._key != k:
            self._image, self._key = self.paint(rect.size), k
        surface.blit(self._image, rect)
        for space, skey, tip, on_click in spaces:
            table.spots.add(space, skey, tip=tip, on_click=on_click)
