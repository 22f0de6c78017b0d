"""What a court card in play says when pointed at (on the court row and as a knight's badge): its
name, its rules text, the knights it affects and how long it stays — until the end of this turn, until
its player's next turn (a lasting card), or in the Carousel until newer cards push it out."""

from __future__ import annotations

from typing import Any

from game.games.joust import content as C
from game.games.joust.describe import knight_name
from game.i18n import _, ngettext

#: the court card that lends one knight another's abilities (Cosplay)
COPY_CARD = next(i for i, c in enumerate(C.COURTS) if c.effects and c.effects[0].kind == C.C_COPY)


def duration(table: Any, j: int) -> str:
    """How long the ``j``-th court card in play (of the table's board) stays in play."""
    v = table.board
    play = v.court[j]
    if v.variant == C.CAROUSEL:
        n = C.CAROUSEL_SIZE - len(v.court) + j + 1  # the cards still to join before this one is pushed out
        return ngettext(
            "It acts on every turn; it leaves the Carousel when {n} more card joins it.",
            "It acts on every turn; it leaves the Carousel when {n} more cards join it.",
            n,
        ).format(n=n)
    if C.COURTS[play.card].lasting and play.owner >= 0:
        if play.owner == table.viewer and table.viewer_is_human():
            return _("Stays in play until your next turn")
        return _("Stays in play until the next turn of {name}").format(name=table.seat_name(play.owner))
    return _("Leaves play at the end of this turn")


def court_tip(table: Any, j: int) -> str:
    """The tooltip of the ``j``-th court card in play."""
    v = table.board
    play = v.court[j]
    court = C.COURTS[play.card]
    lines = [_(court.name), C.court_text(court, lasting=False)]  # how long it stays: the last line
    names = [knight_name(v.knight(u).card) for u in play.targets if u >= 0 and v.knight(u)]
    if names:
        lines.append(_("Affects: {names}").format(names=", ".join(names)))
    lines.append(duration(table, j))
    return "\n".join(lines)


def badge_tip(table: Any, j: int, uid: int = -1) -> str:
    """The tooltip of knight ``uid``'s badge for the ``j``-th court card in play (what it gives, for how
    long; Cosplay's borrower: every ability it has borrowed)."""
    v = table.board
    court = C.COURTS[v.court[j].card]
    text = C.court_text(court, lasting=False)
    lines = [_("Affected by {card}").format(card=_(court.name)), text]
    play = v.court[j]
    lender = v.knight(play.targets[1]) if v.court[j].card == COPY_CARD and len(play.targets) > 1 else None
    if lender is not None and uid == play.targets[0]:  # the borrower: what it has borrowed, in full
        lines.append(_("Borrowed from {knight}:").format(knight=knight_name(lender.card)))
        lines += [C.ability_text(a) for a in C.ALL_KNIGHTS[lender.card].abilities]
    return "\n".join([*lines, duration(table, j)])
