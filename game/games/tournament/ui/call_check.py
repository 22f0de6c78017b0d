"""Calling a Contest the player would not win is asked first (like ending a turn with a knight still
to play, ``end_check``): the call gives the Contest to a rival ("you trail") or may do so (King's
Favour "you may lead", a rival's hidden Chivalry cards may beat the caller). A Contest the player
leads, or ties as the caller, is called at once. The dialog is the shared question (``scenes.question``)."""

from __future__ import annotations

from typing import Any

from game.games.tournament import content as C
from game.games.tournament import prompts
from game.i18n import _
from game.ui.scenes import question as asking

WIDTH = 760


def question(table: Any, card: int) -> str | None:
    """The question before calling ``card`` now, or None when the viewer wins it."""
    standing, winner = prompts.call_standing(table.view, card, table.viewer)
    contest, rival = _(C.NAME[card]), table.seat_name(winner)
    if standing == "trail":
        return _("You trail in the {contest}: calling it now gives it to {rival}. Call it anyway?").format(
            contest=contest, rival=rival
        )
    if standing == "may":
        return _(
            "You may lead in the {contest}, but the cards hidden in {rival}’s hand may beat you. Call it anyway?"
        ).format(contest=contest, rival=rival)
    return None


def press(table: Any, action: Any) -> bool:
    """Ask before a call the viewer would not win; True when the question was asked (the call then
    waits for "Call"), False when ``action`` is not such a call."""
    if action[0] != "contest" or table.viewer is None:
        return False
    card = action[1]
    if question(table, card) is None:
        return False

    def call() -> None:
        if tuple(action) in {tuple(a) for a in table.legal}:
            table.submit(action)

    asking.ask(
        table.app,
        lambda: _("Call the {contest}?").format(contest=_(C.NAME[card])),
        lambda: question(table, card) or "",
        [(lambda: _("Call"), call), (lambda: _("Not yet"), None)],
        WIDTH,
    )
    return True
