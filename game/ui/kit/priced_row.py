"""PricedRow: a market of cards or tiles side by side, each with its price under it (a coin and a
number) and, for faces too small for words, its name; an empty place drawn as a recess; what the
viewer may buy now glows and takes a click."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui import text_fit
from game.ui.kit import card as card_piece
from game.ui.kit.card import Card
from game.ui.widgets import style


@dataclass
class Priced:
    """One place of the row: ``card`` (None: empty), its ``price`` and a tooltip for an empty place."""

    card: Card | None
    price: int
    tip: str = ""
    key: Any = None
    strong: bool = False  # a special place (its price in red)
    label: str = ""  # the card's name, written under it (cut with an ellipsis: the tooltip has it whole)


def draw_priced_row(
    table: Any,
    surface: pygame.Surface,
    rect: pygame.Rect,
    places: Sequence[Priced],
    *,
    size: int,
    shape_h: int | None = None,
    price_icon: pygame.Surface | None = None,
    gap: int = 4,
    label_lines: int = 1,
) -> list[pygame.Rect]:
    """Draw ``places`` centred in ``rect`` (cards ``size`` wide, ``shape_h`` tall, square by default)
    with their labels (up to ``label_lines`` lines) and prices beneath; returns the places' rects."""
    rect = pygame.Rect(rect)
    h = shape_h or size
    n = max(1, len(places))
    x0 = rect.centerx - (n * size + gap * (n - 1)) // 2
    out = []
    for i, p in enumerate(places):
        pos = (x0 + i * (size + gap), rect.y)
        if p.card is not None:
            r = card_piece.draw(table, surface, p.card, pos, (size, h), row=rect)
        else:
            r = pygame.Rect(pos, (size, h))
            pygame.draw.rect(surface, (214, 196, 160), r, border_radius=6)
            pygame.draw.rect(surface, style.GOLD_DARK, r, 1, border_radius=6)
            table.spots.add(r, p.key, tip=p.tip)
        y = r.bottom
        if any(q.label for q in places):
            label_h = 18 if label_lines == 1 else 16 * label_lines
            box = pygame.Rect(r.x - gap // 2, y + 1, r.w + gap, label_h)
            fits = dict(min_size=12, max_lines=label_lines, ellipsis_ok=True)
            text_fit.draw(surface, p.label, box, "bold", 14, style.INK, **fits)
            y += label_h
        icon_w = price_icon.get_width() + 2 if price_icon is not None else 0
        text_w = text_fit.text_width(str(p.price), "bold", 17)
        x = r.centerx - (icon_w + text_w) // 2
        if price_icon is not None:
            surface.blit(price_icon, (x, y + 3))
        ink = style.CRIMSON_DARK if p.strong else style.INK
        price = pygame.Rect(x + icon_w, y + 1, text_w + 4, 22)
        text_fit.draw(surface, str(p.price), price, "bold", 17, ink, align="left")
        out.append(r)
    return out
