"""Joust's words for the review: a move made or suggested worded as the move itself (a draw without
the card it drew or would have drawn), a combat card by its value (the player's own choice), and why the
strongest bot makes it (its public table reason)."""

from __future__ import annotations

from typing import Any

from game.core.rules import Action
from game.games.joust.reasons import table_reason
from game.i18n import _


def review_move_words(view: Any, seat: int, action: Action, names: Any = None) -> str:
    """The move in the imperative, naming nothing ``seat`` could not know before making it; '' else."""
    if action[0] == "draw":
        return _("Draw a knight") if action[1] == "knight" else _("Draw a court card")
    if action[0] == "card":
        return _("Choose the combat card {v}").format(v=action[1])
    return ""


def review_played_words(view: Any, seat: int, action: Action) -> str:
    """The move ``seat`` made, as the move itself ("You draw a court card"), never what it drew; ''
    for a move the log words well enough."""
    if action[0] == "draw":
        return _("You draw a knight") if action[1] == "knight" else _("You draw a court card")
    if action[0] == "card":
        return _("You choose the combat card {v}").format(v=action[1])
    return ""


def review_unlisted(view: Any, seat: int, action: Action) -> bool:
    """A combat card is a secret guess made at the same time as the rival's, played from a mix: one
    sampled alternative is no better move, so the review never lists it as costly."""
    return action[0] == "card"


def review_reason(view: Any, seat: int, action: Action) -> str:
    """Why the strongest bot makes ``action`` outside a combat, in public words; '' for a combat card
    (its reason names no more than that it is chosen in secret)."""
    if action[0] == "card":
        return ""
    why = table_reason(view, seat, action)
    return _("the strongest bot {why}").format(why=why) if why else ""
