"""One card on the table as the pieces draw it: a face (a CardSpec) or a back, its highlight, and
what pointing at it does (tooltip, click, zoom)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui.art.cards import CardSpec, card_back, draw_card, render_card

#: the highlights that say "click me": none is drawn while the table's decision still refuses clicks
LIVE = ("playable", "hover")


def clicks_wait(table: Any) -> bool:
    """True while ``table`` shows the viewer's decision but still refuses clicks (its ``clicks_wait``)."""
    waits = getattr(table, "clicks_wait", None)
    return bool(waits is not None and waits())


def live_glow(table: Any, highlight: str | None) -> str | None:
    """``highlight``, unless it says "click me" while ``table`` still refuses clicks."""
    return None if highlight in LIVE and clicks_wait(table) else highlight


@dataclass
class Card:
    """``spec`` None draws the back of ``back`` (a game id). ``highlight``: selected, target,
    playable, hover, warning (see art.cards.HIGHLIGHTS)."""

    key: Any
    spec: CardSpec | None = None
    back: str = ""
    tip: str = ""
    on_click: Callable[[], Any] | None = None
    highlight: str | None = None
    dim: bool = False
    lift: int = 0  # px raised above its row (a selected card)
    face: CardSpec | None = None  # drawn instead of ``spec`` (a mini card without its text); ``spec`` zooms

    def image(self, size: tuple[int, int]) -> pygame.Surface:
        if self.spec is None:
            return card_back(self.back, size)
        return render_card(self.face or self.spec, size)


def draw(
    table: Any,
    surface: pygame.Surface,
    card: Card,
    pos: tuple[int, int],
    size: tuple[int, int],
    *,
    visible: pygame.Rect | None = None,
    row: pygame.Rect | None = None,
    shadow: bool = True,
    highlight: str | None = None,
) -> pygame.Rect:
    """Draw ``card`` at ``pos`` and register its spot (``visible``: the part not covered by the next
    card of a row, which is what the mouse can point at)."""
    glow = live_glow(table, highlight or card.highlight)
    rect = draw_card(surface, card.image(size), pos, glow, shadow=shadow, dim=card.dim)
    zoom = card.spec if card.spec is not None and size[0] < 180 else None
    table.spots.add(visible or rect, card.key, tip=card.tip, on_click=card.on_click, zoom=zoom, row=row)
    return rect
