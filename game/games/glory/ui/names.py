"""Translated names of Glory's pieces as the table shows them (entrants, tiles, cards)."""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory.state import OTTO
from game.i18n import _


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


def support_name(tile_or_kind: str) -> str:
    kind = C.SUPPORT_TILES.get(tile_or_kind, tile_or_kind)
    sk = C.SUPPORT_KINDS.get(kind)
    return _(sk.name) if sk else tile_or_kind


def journey_name(card: str) -> str:
    jc = C.JOURNEY.get(card)
    return _(jc.name) if jc else _("a card")
