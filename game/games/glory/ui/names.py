"""How the table names and marks Glory's seats and pieces: entrants, Otto, tiles, cards."""

from __future__ import annotations

import pygame

from game.games.glory.describe import entrant_text
from game.games.glory.state import OTTO
from game.i18n import _
from game.ui.kit.icon_badge import icon_badge
from game.ui.widgets import style


def seat_name(table, seat: int) -> str:
    """A seat's name, Otto included; "You" for the human at the screen (never in a name slot of a
    sentence: those have their own second-person message)."""
    if seat == OTTO:
        return _("Otto")
    return table.seat_name(seat)


def entrant_name(table, entrant: str) -> str:
    """``"k:<knight>"``, ``"p:<seat>"``, ``"o"`` (Otto) or ``""`` as readable text."""
    return entrant_text(entrant, table.seat_name) if entrant else ""


def entrant_seat(entrant: str) -> int | None:
    if entrant == "o":
        return OTTO
    if entrant.startswith("p:"):
        return int(entrant[2:])
    return None


def seat_badge(seat: int, size: int) -> pygame.Surface:
    """A player's badge, or Otto's black helm."""
    return icon_badge("black-knight-helm", size) if seat == OTTO else style.badge(seat, size)
