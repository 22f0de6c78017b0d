"""The viewer's hand in one row while its cards fit side by side, or nearly once a little smaller
(a ten-card hand), else in two rows of smaller cards, one above the other, neither hiding any part
of the other: every card of the hand shows whole, its force, its name and its picture, whatever the
hand's size (a full hand, a drawn card and two Specials make fourteen)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame

from game.ui.kit import Card, HandFan

#: the room a row keeps between two cards
GAP = 8
#: the share of a card's width the next card may cover while the hand stays in one row, its cards a
#: little smaller (``SNUG``): a ten-card hand, common after a Special, is one row whose cards show
#: whole but a sliver of margin
ONE_ROW_OVERLAP = 0.06
#: the size of a hand's cards, as a share of the usual, when one row of usual cards would overlap
SNUG = 0.9
#: the size of the cards of a hand in two rows: both rows, a selected card's rise and the room under
#: the hand fit the height a row of usual cards takes with its lift
TWO_ROWS = 0.79
#: the room between the two rows
ROW_GAP = 6
#: how far a selected card of a two-row hand rises (its glow tells it is selected): never over the
#: other row's cards
LOWER_SELECT_LIFT = 8


class _Away:
    """The table as a fan sees it with the pointer elsewhere: the upper row neither lifts nor lights
    a card when the pointer is on the lower row."""

    def __init__(self, table: Any) -> None:
        self._table = table
        self.app = SimpleNamespace(mouse_pos=(-10_000, -10_000))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._table, name)


class SplitHand:
    """A hand laid out in one fan, or two fans of smaller cards when one row would make the cards
    overlap (the first half of the places on the upper row, in their order)."""

    def __init__(self, size: tuple[int, int], room_for: int) -> None:
        self.one = HandFan(size, gap=GAP, room_for=room_for)
        self.snug = HandFan((round(size[0] * SNUG), round(size[1] * SNUG)), gap=GAP, room_for=room_for)
        small = (round(size[0] * TWO_ROWS), round(size[1] * TWO_ROWS))
        self.upper = HandFan(small, gap=GAP, arc=0, select_lift=LOWER_SELECT_LIFT)
        self.lower = HandFan(small, gap=GAP, arc=0, select_lift=LOWER_SELECT_LIFT)

    def per_row(self, width: int, size: tuple[int, int]) -> int:
        """How many cards of ``size`` a row of ``width`` holds without any overlapping another."""
        return max(1, (width - size[0]) // (size[0] + GAP) + 1)

    def one_row_holds(self, width: int, size: tuple[int, int]) -> int:
        """How many cards of ``size`` one row of ``width`` holds, each covering at most
        ``ONE_ROW_OVERLAP`` of the one before it."""
        step = size[0] * (1.0 - ONE_ROW_OVERLAP)
        return max(1, int((width - size[0]) // step) + 1)

    def snug_row(self, area: pygame.Rect, places: int) -> bool:
        """Whether the hand is one row of the smaller cards (usual ones would cover each other)."""
        if places <= max(self.one.room_for, self.per_row(area.w, self.one.size)):
            return False
        return places <= self.one_row_holds(area.w, self.snug.size)

    def split(self, area: pygame.Rect, places: int) -> int:
        """The places on the upper row (0: one row)."""
        if places <= max(self.one.room_for, self.per_row(area.w, self.one.size)) or self.snug_row(area, places):
            return 0
        return (places + 1) // 2

    def rows(self, area: pygame.Rect, places: int) -> list[pygame.Rect]:
        """The rect of each row the hand takes (a fan draws its cards 8 px above its rect's bottom)."""
        if not self.split(area, places):
            h = self.one.size[1] + 16  # the snug row keeps the usual row's height: the hand does not move
            return [pygame.Rect(area.x, area.bottom - h, area.w, h)]
        h = self.lower.size[1] + 8
        lower = pygame.Rect(area.x, area.bottom - h, area.w, h)
        upper = pygame.Rect(area.x, lower.y - ROW_GAP - h + 8, area.w, h)
        return [upper, lower]

    def rect(self, area: pygame.Rect, places: int) -> pygame.Rect:
        """The whole hand (where a flight to the hand lands, where the pointer counts as on it)."""
        r = self.rows(area, places)
        return r[0].unionall(r[1:]).inflate(0, 10)

    def draw(self, table: Any, surface: pygame.Surface, area: pygame.Rect, cards: list[Card | None], **kw) -> None:
        """Draw ``cards`` (None: an empty place) in one row or two."""
        k = self.split(area, len(cards))
        if not k:
            (self.snug if self.snug_row(area, len(cards)) else self.one).draw(table, surface, area, cards, **kw)
            return
        upper, lower = self.rows(area, len(cards))
        top, bottom = cards[:k], cards[k:]
        self.upper.room_for = self.lower.room_for = max(k, len(bottom))
        front = pygame.Rect(lower.x, lower.bottom - 8 - self.lower.size[1], lower.w, self.lower.size[1] + 8)
        self.upper.draw(_Away(table) if front.collidepoint(table.app.mouse_pos) else table, surface, upper, top, **kw)
        if any(c is not None for c in bottom):
            self.lower.draw(table, surface, lower, bottom, **kw)
