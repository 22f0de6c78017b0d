"""Translated log lines for Paladin events, as one seat may read them."""

from __future__ import annotations

from game.core.rules import Event, Seat
from game.games.paladin import content as C
from game.i18n import N_, _, ngettext

#: a black paladin named as the object of a sentence, in the languages that put an article there
RANK_OBJECTS: tuple[str, ...] = (
    N_("{value} Page"),
    N_("{value} Squire"),
    N_("{value} Man-at-Arms"),
    N_("{value} Sergeant"),
    N_("{value} Knight Errant"),
    N_("{value} Knight"),
    N_("{value} Knight Banneret"),
    N_("{value} Baron"),
    N_("{value} Marshal"),
    N_("{value} Champion"),
)


def seat_label(seat: int) -> str:
    return _("Player {n}").format(n=seat + 1)


def card_label(card: int, colour: bool = True) -> str:
    """'7 Baron' or '7 Oliver (red)' (``colour=False``: '7 Oliver')."""
    name = _(C.card_name(card))
    if colour and C.CARD_RED[card]:
        return _("{value} {name} (red)").format(value=C.CARD_VALUE[card], name=name)
    return _("{value} {name}").format(value=C.CARD_VALUE[card], name=name)


def card_object(card: int) -> str:
    """The card as a sentence's object: '7 Baron' ('il Barone (7)' in Italian, with its article); a
    red paladin, a proper name, as ``card_label``."""
    if C.CARD_RED[card]:
        return card_label(card)
    value = C.CARD_VALUE[card]
    return _(RANK_OBJECTS[value]).format(value=value)


def mission_label(mission_id: int) -> str:
    return _("“{name}” ({honour})").format(name=_(C.MISSION_NAMES[mission_id]), honour=C.MISSION_HONOUR[mission_id])


def describe(event: Event, seat: Seat | None, names=None) -> str:
    """One log line for ``event`` (already redacted for ``seat``); '' for events not worth a line.
    Lines about ``seat`` itself are second-person messages ("You place…").

    ``names`` maps a seat to a display name (default: "Player N").
    """
    name = names or seat_label
    d = event.data
    k = event.kind
    who = name(d["seat"]) if "seat" in d else ""
    mine = seat is not None and d.get("seat") == seat
    if k == "round_started":
        if d["dealer"] == seat:
            return _("Round {round}: you deal; new missions are laid out.").format(round=d["round"])
        return _("Round {round}: {dealer} deals; new missions are laid out.").format(
            round=d["round"], dealer=name(d["dealer"])
        )
    if k == "start_chosen":
        starter = d["starter"]
        if mine and starter == seat:
            return _("You choose to start.")
        if mine:
            return _("You choose {starter} to start.").format(starter=name(starter))
        if starter == seat:
            return _("{who} chooses you to start.").format(who=who)
        if starter == d.get("seat"):
            return _("{who} chooses to start.").format(who=who)
        return _("{who} chooses {starter} to start.").format(who=who, starter=name(starter))
    if k == "dealt":
        if "cards" in event.secret:
            cards = ", ".join(card_label(c) for c in event.secret["cards"])
            return _("You receive: {cards}.").format(cards=cards)
        if mine:
            return ngettext("You receive {n} card.", "You receive {n} cards.", d["count"]).format(n=d["count"])
        return ngettext("{who} receives {n} card.", "{who} receives {n} cards.", d["count"]).format(
            who=who, n=d["count"]
        )
    if k == "peeked":
        owner = name(d["owner"])
        if "card" in event.secret:
            return _("You look at {owner}'s paladin: {card}.").format(
                owner=owner, card=card_label(event.secret["card"])
            )
        if mine:
            return _("You look at a face-down paladin of {owner}.").format(owner=owner)
        if d["owner"] == seat:
            return _("{who} looks at one of your face-down paladins.").format(who=who)
        return _("{who} looks at a face-down paladin of {owner}.").format(who=who, owner=owner)
    if k == "placed":
        if d["main"]:
            line = (
                _("You place a main paladin at mission {m}.")
                if mine
                else _("{who} places a main paladin at mission {m}.")
            )
        else:
            line = _("You place a paladin at mission {m}.") if mine else _("{who} places a paladin at mission {m}.")
        return line.format(who=who, m=d["mission"] + 1)
    if k == "resolution_started":
        return _("All paladins are placed: the missions are now resolved in order.")
    if k == "revealed":
        line = (
            _("Mission {m}: your main paladin is {card}.")
            if mine
            else _("Mission {m}: the main paladin of {who} is {card}.")
        )
        return line.format(m=d["mission"] + 1, who=who, card=card_label(d["card"]))
    if k == "beat":
        line = _("You beat {other} with {card}.") if mine else _("{who} beats {other} with {card}.")
        return line.format(who=who, other=card_label(d["beaten_card"]), card=card_label(d["card"]))
    if k == "took_back":
        if "card" in event.secret:
            return _("You take back {card}.").format(card=card_label(event.secret["card"]))
        if mine:
            return _("You take a paladin back into hand.")
        return _("{who} takes a paladin back into hand.").format(who=who)
    if k == "discarded":
        if "card" in event.secret:
            return _("You discard {card} face down.").format(card=card_label(event.secret["card"]))
        if mine:
            return _("You discard a paladin face down.")
        return _("{who} discards a paladin face down.").format(who=who)
    if k == "mission_won":
        line = (
            _("You win the mission {mission} with {card}.")
            if mine
            else _("{who} wins the mission {mission} with {card}.")
        )
        return line.format(who=who, mission=mission_label(d["mission_id"]), card=card_label(d["card"]))
    if k == "reshuffled":
        return _("The discard pile is shuffled into a new deck.")
    if k == "game_over":
        return _("The game is over.")
    return ""
