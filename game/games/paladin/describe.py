"""Translated log lines for Paladin events, as one seat may read them."""

from __future__ import annotations

from game.core.rules import Event, Seat
from game.games.paladin import content as C
from game.i18n import _, ngettext


def seat_label(seat: int) -> str:
    return _("Player {n}").format(n=seat + 1)


def card_label(card: int) -> str:
    """'7 Baron' or '7 Oliver (red)'."""
    name = _(C.card_name(card))
    if C.CARD_RED[card]:
        return _("{value} {name} (red)").format(value=C.CARD_VALUE[card], name=name)
    return _("{value} {name}").format(value=C.CARD_VALUE[card], name=name)


def mission_label(mission_id: int) -> str:
    return _("{name} ({honour})").format(name=_(C.MISSION_NAMES[mission_id]), honour=C.MISSION_HONOUR[mission_id])


def describe(event: Event, seat: Seat | None, names=None) -> str:
    """One log line for ``event`` (already redacted for ``seat``); '' for events not worth a line.

    ``names`` maps a seat to a display name (default: "Player N").
    """
    name = names or seat_label
    d = event.data
    k = event.kind
    who = name(d["seat"]) if "seat" in d else ""
    if k == "round_started":
        return _("Round {round}: {dealer} deals; new missions are laid out.").format(
            round=d["round"], dealer=name(d["dealer"])
        )
    if k == "start_chosen":
        return _("{who} chooses {starter} to start.").format(who=who, starter=name(d["starter"]))
    if k == "dealt":
        if "cards" in event.secret:
            cards = ", ".join(card_label(c) for c in event.secret["cards"])
            return _("You receive: {cards}.").format(cards=cards)
        return ngettext("{who} receives {n} card.", "{who} receives {n} cards.", d["count"]).format(
            who=who, n=d["count"]
        )
    if k == "peeked":
        owner = name(d["owner"])
        if "card" in event.secret:
            return _("You look at the paladin of {owner}: {card}.").format(
                owner=owner, card=card_label(event.secret["card"])
            )
        return _("{who} looks at a face-down paladin of {owner}.").format(who=who, owner=owner)
    if k == "placed":
        if d["main"]:
            return _("{who} places a main paladin at mission {m}.").format(who=who, m=d["mission"] + 1)
        return _("{who} places a paladin at mission {m}.").format(who=who, m=d["mission"] + 1)
    if k == "resolution_started":
        return _("All paladins are placed: the missions are resolved.")
    if k == "revealed":
        return _("Mission {m}: the main paladin of {who} is {card}.").format(
            m=d["mission"] + 1, who=who, card=card_label(d["card"])
        )
    if k == "beat":
        return _("{who} beats {other} with {card}.").format(
            who=who, other=card_label(d["beaten_card"]), card=card_label(d["card"])
        )
    if k == "took_back":
        if "card" in event.secret:
            return _("You take back {card}.").format(card=card_label(event.secret["card"]))
        return _("{who} takes a paladin back into hand.").format(who=who)
    if k == "discarded":
        if "card" in event.secret:
            return _("You discard {card}.").format(card=card_label(event.secret["card"]))
        return _("{who} discards a paladin face down.").format(who=who)
    if k == "mission_won":
        return _("{who} wins {mission} with {card}.").format(
            who=who, mission=mission_label(d["mission_id"]), card=card_label(d["card"])
        )
    if k == "reshuffled":
        return _("The discard pile is shuffled into a new deck.")
    if k == "game_over":
        return _("The game is over.")
    return ""
