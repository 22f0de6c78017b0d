"""Hotspots: the clickable, hoverable places of a custom-drawn table (a card, a pile, a board space).

Pieces register a ``Spot`` for everything they draw that a player can point at: its rect, a
tooltip, an optional click callback, an optional zoom (a card face to show enlarged) and the rect
of the row it belongs to (the zoom panel never covers that row). The kit's table hit-tests the
spots of the last frame drawn (what the player saw), shows tooltips and zooms, and calls
``on_click`` when the player may act (``always=True``: also during others' turns).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame


@dataclass
class Spot:
    rect: pygame.Rect
    key: Any = None
    tip: str = ""
    on_click: Callable[[], Any] | None = None
    zoom: Any = None  # a CardSpec (or a surface) shown enlarged while hovered
    row: pygame.Rect | None = None  # the group this spot belongs to: the zoom keeps clear of it
    always: bool = False  # clickable whoever's turn it is (inspecting, toggling a view)


class Spots:
    """The spots of one frame; ``hit(pos)`` answers from the previous complete frame. Spots of the
    table's cached layer are kept (``begin_static``) and come first, under the live ones."""

    def __init__(self) -> None:
        self._drawing: list[Spot] = []
        self._static: list[Spot] = []
        self._filling_static = False
        self.shown: list[Spot] = []

    def begin_static(self) -> None:
        """The cached layer is being drawn again: its spots replace the kept ones."""
        self._static = []
        self._filling_static = True

    def end_static(self) -> None:
        self._filling_static = False

    def begin(self) -> None:
        """Start a frame (pieces add their spots while they draw)."""
        self._drawing = []

    def end(self) -> None:
        """The frame is drawn: its spots become what the player sees."""
        self.shown = self._static + self._drawing

    def add(self, rect: pygame.Rect, key: Any = None, **kw: Any) -> Spot:
        spot = Spot(pygame.Rect(rect), key, **kw)
        (self._static if self._filling_static else self._drawing).append(spot)
        return spot

    def hit(self, pos: tuple[int, int]) -> Spot | None:
        """The topmost spot under ``pos`` (the last drawn wins)."""
        for spot in reversed(self.shown):
            if spot.rect.collidepoint(pos):
                return spot
        return None

    def find(self, key: Any) -> Spot | None:
        """The spot drawn for ``key`` (tests and smoke click it)."""
        for spot in reversed(self.shown):
            if spot.key == key:
                return spot
        return None
