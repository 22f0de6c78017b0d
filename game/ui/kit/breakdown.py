"""Breakdown: a total shown as the terms it adds up from — a row of chips (a colour, an icon, a signed
number, a tooltip each) followed by "= total". A duel's attack (dice, supports, relic), a contest's
score, a bid: wherever a player should see where a number comes from."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui import text_fit
from game.ui.widgets import style

GAP = 4


@dataclass
class Term:
    value: int
    fill: tuple[int, int, int]
    tip: str = ""
    icon: str = ""  # a game-icons name drawn before the number
    signed: bool = False  # show "+2" rather than "2"
    ink: tuple[int, int, int] = style.TEXT_LIGHT


def draw_breakdown(
    table: Any,
    surface: pygame.Surface,
    rect: pygame.Rect,
    terms: Sequence[Term],
    total: int | None,
    *,
    key: Any = "breakdown",
    strong: bool = False,
    align: str = "left",
) -> list[pygame.Rect]:
    """Draw ``terms`` as chips across ``rect`` and "= total" after them (``strong``: gold rims, a
    result being read; ``align`` "right" ends them at the rect's right); each chip's tooltip is a spot
    ``(key, i)``. Returns the chips' rects."""
    rect = pygame.Rect(rect)
    tail = f"= {total}" if total is not None else ""
    tail_w = text_fit.text_width(tail, "title", 24) + 8 if tail else 0
    w = max(30, min(64, (rect.w - tail_w) // max(1, len(terms)) - GAP))
    if align == "right":
        used = len(terms) * (w + GAP) + tail_w
        rect = pygame.Rect(rect.right - used, rect.y, used, rect.h)
    out = []
    for i, t in enumerate(terms):
        chip = pygame.Rect(rect.x + i * (w + GAP), rect.y, w, rect.h)
        out.append(draw_term(table, surface, chip, t, key=(key, i), strong=strong))
    if tail:
        x = rect.x + len(terms) * (w + GAP) + 2
        text_fit.draw(
            surface, tail, pygame.Rect(x, rect.y, rect.right - x, rect.h), "title", 24, style.GOLD, align="left"
        )
    return out


def draw_term(
    table: Any, surface: pygame.Surface, chip: pygame.Rect, t: Term, *, key: Any = None, strong: bool = False
) -> pygame.Rect:
    """One chip of a breakdown in ``chip`` (a game may place chips itself, e.g. beside dice rows)."""
    pygame.draw.rect(surface, t.fill, chip, border_radius=8)
    pygame.draw.rect(surface, style.GOLD if strong else style.GOLD_DARK, chip, 2, border_radius=8)
    x = chip.x + 4
    ico = style.icon(t.icon, chip.h - 10, t.ink) if t.icon else None
    if ico is not None:
        surface.blit(ico, ico.get_rect(midleft=(chip.x + 3, chip.centery)))
        x += ico.get_width()
    number = (f"+{t.value}" if t.signed and t.value > 0 else str(t.value)).replace("-", "−")
    text_fit.draw(surface, number, pygame.Rect(x, chip.y, chip.right - x - 2, chip.h), "bold", 18, t.ink, min_size=11)
    if t.tip:
        table.spots.add(chip, key, tip=t.tip)
    return chip
