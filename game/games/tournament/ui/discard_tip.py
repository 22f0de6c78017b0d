"""The discard pile's tooltip: the whole pile is public, so it names every card in it, newest first,
and says the top may be taken only while taking it is the player's move."""

from __future__ import annotations

from game.games.tournament.describe import card_label
from game.i18n import _


def discard_tip(discard: list[int], can_take: bool) -> str:
    """The tooltip of a discard pile (top last in ``discard``); ``can_take``: the viewer draws now."""
    if not discard:
        return ""
    lines = [_("Top of the discard pile: {card}.").format(card=card_label(discard[-1]))]
    if can_take:
        lines[0] += " " + _("Click to take it.")
    below = discard[-2::-1]
    if below:
        lines.append(_("Below it, newest first: {cards}.").format(cards=", ".join(card_label(c) for c in below)))
    return "\n".join(lines)
