"""How the screens after a game name a seat: "You" for the one person playing against bots (as the
table called them), otherwise the player's name ("Ada", "Bot 2", "Player 1" in a hot-seat game)."""

from __future__ import annotations

from typing import Any

from game.i18n import _


def the_viewer(session: Any) -> int | None:
    """The seat of the one person at the screen (None when several people, or none, play)."""
    humans = session.human_seats()
    return humans[0] if len(humans) == 1 else None


def seat_label(session: Any, seat: int) -> str:
    """``seat``'s name on the results and review screens: "You" for the person at the screen."""
    return _("You") if seat == the_viewer(session) else session.seat_name(seat)
