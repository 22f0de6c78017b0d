"""Paladin's words for a move the player could have made instead, for the review ("Better: …"): the
move as advice, naming nothing the player could not know before making it. The log tells the moves
made, in the past ("You beat …"), so its lines cannot serve here."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.rules import Action
from game.games.paladin.describe import card_object, seat_label
from game.i18n import _


def review_move_words(view: Any, seat: int, action: Action, names: Callable[[int], str] | None = None) -> str:
    """The move ``seat`` could make from ``view``, as advice; '' for a placement (the Hint's words say
    it, naming the card) or a move this does not know."""
    name = names or seat_label
    kind = action[0]
    if kind == "start":
        if action[1] == seat:
            return _("Start the round yourself")
        return _("Let {name} start the round").format(name=name(action[1]))
    if kind == "peek" and len(action) == 3:
        return _("Look at a face-down paladin of {owner}").format(owner=name(action[2]))
    if kind == "beat":
        row = view.table[view.res_mission]
        return _("Beat {other} with {card}").format(
            other=card_object(row[view.leader][1]), card=card_object(row[view.res_pos][1])
        )
    if kind == "take":
        return _("Take your paladin back into your hand")
    if kind == "discard":
        return _("Discard your paladin face down")
    return ""
