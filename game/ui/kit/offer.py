"""An offer: a few cards to choose from, side by side and large, each with its text under it; a click
on a card chooses it (a setup's characters, objectives drawn, a draft)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.ui import text_fit
from game.ui.kit.card import Card
from game.ui.kit.hand import HandFan
from game.ui.kit.layout import cols
from game.ui.widgets import style


def draw_offer(
    table: Any, surface: pygame.Surface, rect: pygame.Rect, offers: Sequence[tuple[Card, str]], size=(110, 154)
) -> None:
    """Each (card, text) of ``offers`` in a column of ``rect``: the card ``size`` large at the top (its
    spot, tooltip and click from the ``Card``), its text fitted under it, on a parchment panel."""
    style.draw_panel(surface, rect, "parchment")
    top = size[1] + 16
    for (card, text), box in zip(offers, cols(rect.inflate(-24, -16), [1.0] * max(1, len(offers)), gap=16)):
        HandFan(size).draw(table, surface, pygame.Rect(box.x, box.y, box.w, top), [card], lift_on_hover=False)
        below = pygame.Rect(box.x, box.y + top + 2, box.w, box.h - top - 2)
        text_fit.draw(surface, text, below, "text", 16, style.INK, align="left", min_size=13)
