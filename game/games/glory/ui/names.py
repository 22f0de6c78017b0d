"""How the table names and marks Glory's seats and pieces: entrants, Otto, tiles, cards."""

from __future__ import annotations

import pygame

from game.games.glory import content as C
from game.games.glory.state import OTTO
from game.i18n import _
from game.ui.art.cache import memo
from game.ui.widgets import style


def seat_name(table, seat: int) -> str:
    """A seat's name, Otto included; "You" for the human at the screen (never in a name slot of a
    sentence: those have their own second-person message)."""
    if seat == OTTO:
        return _("Otto")
    return table.seat_name(seat)


def entrant_name(table, entrant: str) -> str:
    """``"k:<knight>"``, ``"p:<seat>"``, ``"o"`` (Otto) or ``""`` as readable text."""
    if not entrant:
        return ""
    if entrant == "o":
        return _("Otto")
    kind, _sep, rest = entrant.partition(":")
    if kind == "p":
        return table.seat_name(int(rest))
    knight = C.KNIGHTS.get(rest)
    return _(knight.name) if knight else rest


def entrant_seat(entrant: str) -> int | None:
    if entrant == "o":
        return OTTO
    if entrant.startswith("p:"):
        return int(entrant[2:])
    return None


def seat_badge(seat: int, size: int) -> pygame.Surface:
    """A player's badge, or Otto's black helm."""
    if seat != OTTO:
        return style.badge(seat, size)

    def build() -> pygame.Surface:
        img = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(img, (34, 32, 38), (size // 2, size // 2), size // 2)
        pygame.draw.circle(img, style.GOLD, (size // 2, size // 2), size // 2, 2)
        helm = style.icon("black-knight-helm", int(size * 0.7), style.TEXT_LIGHT)
        if helm is not None:
            img.blit(helm, helm.get_rect(center=(size // 2, size // 2)))
        return img

    return memo(("otto-badge", size), build)
