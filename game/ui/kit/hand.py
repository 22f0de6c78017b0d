"""HandFan: the viewer's hand, fanned along the bottom of the table.

Cards overlap as the room demands, sit on a gentle arc, lift a little under the mouse (when the
viewer may act) and further when selected. Each card's spot is its visible strip, and the whole fan
is the spots' row, so the zoomed card shows above the hand, never over it.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.kit import card as card_piece
from game.ui.kit.card import Card

SELECT_LIFT = 30
HOVER_LIFT = 12


class HandFan:
    def __init__(
        self,
        size: tuple[int, int],
        *,
        gap: int = 10,
        arc: int = 10,
        room_for: int = 0,
        select_lift: int = SELECT_LIFT,
        hover_lift: int = HOVER_LIFT,
    ) -> None:
        """``room_for``: the places the fan is laid out for (a hand's usual largest size): the cards
        fill them from the left, so a card drawn joins at the right end and none of the others slides
        under the pointer (0: the fan is centred on the cards it holds). ``select_lift`` and
        ``hover_lift``: how far a selected and a hovered card rise (a table whose hand sits right under
        clickable places keeps them within the hand's own room)."""
        self.size = size
        self.gap = gap
        self.arc = arc
        self.room_for = room_for
        self.select_lift = select_lift
        self.hover_lift = hover_lift

    def places(self, n: int) -> int:
        """How many places the fan is laid out for when it holds ``n`` cards."""
        return max(n, self.room_for)

    def layout(self, rect: pygame.Rect, n: int) -> tuple[int, int, int]:
        """(x of the first card, step between cards, y of the baseline) for ``n`` cards in ``rect``."""
        w, h = self.size
        m = self.places(n)
        step = w + self.gap if m <= 1 else max(14, min(w + self.gap, (rect.w - w) // (m - 1)))
        total = w + step * (m - 1) if m else 0
        return rect.x + (rect.w - total) // 2, step, rect.bottom - h - 8

    def draw(
        self,
        table: Any,
        surface: pygame.Surface,
        rect: pygame.Rect,
        cards: list[Card | None],
        *,
        lift_on_hover: bool = True,
        slots: list[int] | None = None,
    ) -> None:
        """Draw ``cards`` in their places. A None in ``cards`` is an empty place (a card that has just
        left keeps the others where they were); or ``slots`` gives the place of each card, in increasing
        order (with ``room_for``: a card played from the middle leaves its place empty, and none of the
        others moves). By default the first ``n`` places."""
        places = len(cards)
        if slots is None and None in cards:
            slots = [i for i, c in enumerate(cards) if c is not None]
        shown_cards: list[Card] = [c for c in cards if c is not None]
        cards = shown_cards
        n = len(cards)
        if not n:
            return
        at = list(slots) if slots is not None and len(slots) == n else list(range(n))
        places = max(places, n, at[-1] + 1)
        w, h = self.size
        x0, step, base_y = self.layout(rect, places)
        mouse = table.app.mouse_pos
        hovered = None
        for i in range(n - 1, -1, -1):
            covered = i < n - 1 and at[i + 1] == at[i] + 1
            r = pygame.Rect(x0 + at[i] * step, base_y - self.select_lift, step if covered else w, h + self.select_lift)
            if r.collidepoint(mouse):
                hovered = i
                break
        lift = self.select_lift
        row = pygame.Rect(x0 + at[0] * step, base_y - lift, w + step * (at[-1] - at[0]), h + lift)
        m = self.places(places)
        mid = (m - 1) / 2
        for i, c in enumerate(cards):
            arc = int(((at[i] - mid) / max(1.0, mid)) ** 2 * self.arc) if m > 1 else 0
            y = base_y + arc - c.lift
            if c.highlight == "selected":
                y -= self.select_lift
            elif i == hovered and lift_on_hover:
                y -= self.hover_lift
            x = x0 + at[i] * step
            covered = i < n - 1 and at[i + 1] == at[i] + 1
            visible = pygame.Rect(x, y, step, h) if covered else None
            shown = c.highlight or ("hover" if i == hovered else None)
            card_piece.draw(table, surface, c, (x, y), self.size, visible=visible, row=row, highlight=shown)
