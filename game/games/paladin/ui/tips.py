"""The words of the Paladin table's cards: a paladin's value and name, and a placed paladin's
tooltip (whose it is, what the viewer knows of it, who else looked at it)."""

from __future__ import annotations

from typing import Any

from game.games.paladin import content as C
from game.games.paladin.state import PaladinState
from game.i18n import _, ngettext


def slot_tip(table: Any, s: PaladinState, m: int, idx: int, owner: int, card: int, public: int, peekable: bool) -> str:
    """What pointing at a placed paladin says: whose it is, the card if the viewer knows it, who looked at it."""
    who, me = table.seat_name(owner), table._me()
    if table._is_you(owner):
        head = _("Your main paladin") if idx == 0 else _("Your paladin")
    else:
        head = _("Main paladin of {name}").format(name=who) if idx == 0 else _("Paladin of {name}").format(name=who)
    lines = [head]
    others = [table.seat_name(p) for p, pm, po in s.peeks if pm == m and po == owner and p != me]
    peekers = ", ".join(others)
    looked = card >= 0 and owner != me and not public
    if card >= 0:
        lines.append(card_text(card))
    elif peekable:
        lines.append(_("Click to look at it (only you will see it)."))
    else:
        lines.append(_("Face down."))
    if looked and peekers:
        lines.append(
            ngettext(
                "You looked at this card, and so did {names}.",
                "You looked at this card, and so did {names}.",
                len(others),
            ).format(names=peekers)
        )
    elif looked:
        lines.append(_("You looked at this card; nobody else did."))
    elif peekers and not public:
        lines.append(_("Looked at by: {names}").format(names=peekers))
    return "\n".join(lines)


def card_text(card: int) -> str:
    """A paladin's value and name (and what a red one does)."""
    name = _(C.card_name(card))
    if C.CARD_RED[card]:
        return _("{value} · {name} · red: wins ties, +1 honour").format(value=C.CARD_VALUE[card], name=name)
    return _("{value} · {name}").format(value=C.CARD_VALUE[card], name=name)


def eyes_tip(table: Any, peekers: list[int]) -> str:
    """What the eyes on a face-down paladin mean: who looked at it (only they know the card)."""
    you = table.viewer in peekers and table.viewer_is_human()
    names = ", ".join(table.seat_name(p) for p in peekers if not (you and p == table.viewer))
    if you and not names:
        return _("The eye: you looked at this card. Only you know it.")
    if you:
        return _("The eyes: looked at by you and {names}. Only you and they know this card.").format(names=names)
    return _("The eyes: looked at by {names}. Only they know this card.").format(names=names)


def token_tip(name: str, yours: bool, main: bool) -> str:
    """What the icons beside a placed paladin mean: whose token, the crown of a main paladin (the eyes
    of those who looked at it are right of the card: ``eyes_tip``)."""
    lines = [_("Your token") if yours else _("Token of {name}").format(name=name)]
    if main:
        lines.append(_("The crown: the main paladin, the one every rival at this mission must beat."))
    return "\n".join(lines)
