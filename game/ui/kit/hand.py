"""HandFan: the viewer's hand, fanned along the bottom of the table.

Cards overlap as the room demands, sit on a gentle arc, lift a little under the mouse (when the
viewer may act) and further when selected. Each card's spot is its visible strip, and the whole fan
is the spots' row, so the zoomed card shows above the hand, never over it. With ``glide`` the cards
slide to new places (the hand closing up after a card is played) instead of jumping there.
"""

from __future__ import annotations

import math
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
        glide: float = 0.0,
    ) -> None:
        """``room_for``: the places the fan is laid out for (a hand's usual largest size): the cards
        fill them from the left, so a card drawn joins at the right end and none of the others slides
        under the pointer (0: the fan is centred on the cards it holds). ``select_lift`` and
        ``hover_lift``: how far a selected and a hovered card rise (a table whose hand sits right under
        clickable places keeps them within the hand's own room). ``glide``: seconds (the time constant)
        a card takes to slide to a new place, 0: it jumps; the table calls ``update`` every frame."""
        self.size = size
        self.gap = gap
        self.arc = arc
        self.room_for = room_for
        self.select_lift = select_lift
        self.hover_lift = hover_lift
        self.glide = glide
        self._x: dict[Any, float] = {}  # each card's x on screen now (while gliding)
        self._to: dict[Any, float] = {}  # each card's place's x, where it is going

    def update(self, dt: float) -> None:
        """Slide every card ``dt`` seconds further towards its place."""
        if not self.glide:
            return
        keep = math.exp(-dt / self.glide)
        for key, x in self._x.items():
            to = self._to.get(key, x)
            self._x[key] = to if abs(to - x) < 0.5 else to + (x - to) * keep

    def settle(self) -> None:
        """Every card at its place at once (animations skipped)."""
        self._x = dict(self._to)

    @property
    def moving(self) -> bool:
        """True while a card is still sliding to its place."""
        return any(self._x[k] != self._to.get(k, self._x[k]) for k in self._x)

    def _glide_xs(self, keys: list[Any], targets: list[float]) -> list[float]:
        """Where the cards are drawn: their places, or on the way there (a card new to the fan
        appears at its place)."""
        if not self.glide:
            return targets
        xs = [self._x.get(k, t) for k, t in zip(keys, targets)]
        self._x, self._to = dict(zip(keys, xs)), dict(zip(keys, targets))
        return xs

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
        xs = [round(x) for x in self._glide_xs([c.key for c in cards], [float(x0 + a * step) for a in at])]
        strips = [
            max(1, min(w + self.gap, xs[i + 1] - xs[i])) if i < n - 1 and at[i + 1] == at[i] + 1 else 0
            for i in range(n)
        ]  # a card covered by the next one shows its strip up to it
        mouse = table.app.mouse_pos
        hovered = None
        for i in range(n - 1, -1, -1):
            r = pygame.Rect(xs[i], base_y - self.select_lift, strips[i] or w, h + self.select_lift)
            if r.collidepoint(mouse):
                hovered = i
                break
        lift = self.select_lift
        lift_on_hover = lift_on_hover and not card_piece.clicks_wait(table)
        row = pygame.Rect(min(xs), base_y - lift, w + max(xs) - min(xs), h + lift)
        m = self.places(places)
        mid = (m - 1) / 2
        for i, c in enumerate(cards):
            place = (xs[i] - x0) / step if step else at[i]  # on its way: the arc follows the card
            arc = int(((place - mid) / max(1.0, mid)) ** 2 * self.arc) if m > 1 else 0
            y = base_y + arc - c.lift
            if c.highlight == "selected":
                y -= self.select_lift
            elif i == hovered and lift_on_hover:
                y -= self.hover_lift
            x = xs[i]
            visible = pygame.Rect(x, y, strips[i], h) if strips[i] else None
            shown = c.highlight or ("hover" if i == hovered else None)
            card_piece.draw(table, surface, c, (x, y), self.size, visible=visible, row=row, highlight=shown)
