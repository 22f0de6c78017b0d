"""Pile: a deck or a discard pile with its count, drawn as a small stack (backs, or the top card
face up), an empty outline when there is nothing, and a glow when clicking it is a move now."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import text_fit
from game.ui.art.cards import CardSpec, card_back, draw_card, render_card
from game.ui.kit.card import live_glow
from game.ui.widgets import style


class Pile:
    def __init__(self, size: tuple[int, int], back: str, back_style: str = "default") -> None:
        self.size = size
        self.back = back  # the game whose card back the deck shows
        self.back_style = back_style  # one of that game's back styles (a court deck, a combat deck)

    def draw(
        self,
        table: Any,
        surface: pygame.Surface,
        pos: tuple[int, int],
        *,
        label: str,
        count: int,
        top: CardSpec | None = None,
        face_up: bool = False,
        tip: str = "",
        on_click: Callable[[], Any] | None = None,
        key: Any = None,
        empty_text: str = "",
        back_style: str | None = None,
        face: pygame.Surface | None = None,
    ) -> pygame.Rect:
        """Draw the pile with its top-left corner at ``pos`` (the label above it); returns its rect.
        ``face_up``: show ``top`` (a discard pile), else backs. ``on_click``: a move now (it glows).
        ``back_style``: the back shown this time, when the pile's top changes deck (else the pile's own);
        ``face``: the top's face as the game's table draws it (else the art's face of ``top``)."""
        w, h = self.size
        x, y = pos
        text_fit.draw(
            surface, label, pygame.Rect(x - 20, y - 30, w + 40, 26), "bold", 19, style.TEXT_LIGHT, min_size=14
        )
        rect = pygame.Rect(x, y, w, h)
        glow = live_glow(table, "playable") if on_click is not None else None
        if count <= 0:
            pygame.draw.rect(surface, style.GOLD_DARK, rect, 2, border_radius=8)
            if empty_text:
                text_fit.draw(surface, empty_text, rect.inflate(-10, -10), "text", 18, style.TEXT_DIM, min_size=14)
        elif face_up and top is not None:
            rect = draw_card(surface, face if face is not None else render_card(top, self.size), (x, y), glow)
        else:
            depth = min(4, (count + 9) // 10)
            for i in range(depth):
                draw_card(
                    surface,
                    card_back(self.back, self.size, back_style or self.back_style),
                    (x + i * 2, y - i * 2),
                    glow if i == depth - 1 else None,
                )
            rect = pygame.Rect(x, y - 2 * (depth - 1), w + 2 * (depth - 1), h + 2 * (depth - 1))
        zoom = top if face_up and top is not None and w < 180 else None
        table.spots.add(rect, key, tip=tip, on_click=on_click, zoom=zoom, row=rect)
        return rect
