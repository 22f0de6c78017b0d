"""Joust's words for a move the review suggests but the player did not make: a draw without the
card it would have drawn, a combat card by its value (the player's own choice), and why the
strongest bot makes it (its public table reason)."""

from __future__ import annotations

from typing import Any

from game.core.rules import Action
from game.games.joust.reasons import table_reason
from game.i18n import _


def review_move_words(view: Any, seat: int, action: Action) -> str:
    """The move in the imperative, naming nothing ``seat`` could not know before making it; '' else."""
    if action[0] == "draw":
        return _("Draw a knight") if action[1] == "knight" else _("Draw a court card")
    if action[0] == "card":
        return _("Choose the combat card {v}").format(v=action[1])
    return ""


def review_reason(view: Any, seat: int, action: Action) -> str:
    """Why the strongest bot makes ``action`` outside a combat, in public words; '' for a combat card
    (its reason names no more than that it is chosen in secret)."""
    if action[0] == "card":
        return ""
    why = table_reason(view, seat, action)
    return _("the strongest bot {why}").format(why=why) if why else ""
