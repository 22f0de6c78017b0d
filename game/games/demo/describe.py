"""The demo game's log lines, one per event, as the viewer may read them (the worked example of the
second-person rule: "You draw a card." / "{name} draws a card.")."""

from __future__ import annotations

from collections.abc import Callable

from game.core.rules import Event
from game.i18n import _


def describe(event: Event, viewer: int | None, names: Callable[[int], str] | None = None) -> str:
    seat = event.data.get("seat")
    you = seat == viewer
    name = names(seat) if names is not None and seat is not None else str(seat)
    if event.kind == "card_drawn":
        card = event.get("card")
        if you and card is not None:
            return _("You draw the {card}.").format(card=card)
        return _("You draw a card.") if you else _("{name} draws a card.").format(name=name)
    if event.kind == "card_played":
        card = event.data["card"]
        return (
            _("You play the {card}.").format(card=card)
            if you
            else _("{name} plays the {card}.").format(name=name, card=card)
        )
    if event.kind == "passed":
        return _("You pass.") if you else _("{name} passes.").format(name=name)
    return ""
