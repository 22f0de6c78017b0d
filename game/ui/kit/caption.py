"""Captioned cards: a small card with its words written beside it, so the table reads without
hovering (an event, a public objective, a character); the card still zooms when pointed at."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import text_fit
from game.ui.kit import card as card_piece
from game.ui.kit.card import Card
from game.ui.widgets import style


def draw_captioned(
    table: Any,
    surface: pygame.Surface,
    rect: pygame.Rect,
    card: Card,
    size: tuple[int, int],
    text: str,
    *,
    ink: tuple[int, int, int] = style.INK,
    text_size: int = 16,
    min_size: int = 13,
) -> pygame.Rect:
    """Draw ``card`` at the left of ``rect`` (vertically centred) and ``text`` fitted in the rest;
    the caption shares the card's tooltip and zoom. Returns the card's rect."""
    rect = pygame.Rect(rect)
    pos = (rect.x, rect.y + max(0, (rect.h - size[1]) // 2))
    got = card_piece.draw(table, surface, card, pos, size, shadow=False)
    words = pygame.Rect(got.right + 8, rect.y, rect.right - got.right - 8, rect.h)
    text_fit.draw(surface, text, words, "text", text_size, ink, align="left", min_size=min_size)
    if card.tip:
        table.spots.add(words, card.key, tip=card.tip, on_click=card.on_click, zoom=card.spec, row=rect)
    return got
