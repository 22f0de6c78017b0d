"""Log lines for Glory's events (translated at display time)."""

from __future__ import annotations

from game.core.rules import Event
from game.games.glory import content as C
from game.i18n import _


def _who(seat) -> str:
    if seat is None:
        return _("A knight")
    if seat == 9:
        return _("Otto")
    return _("Player {n}").format(n=int(seat) + 1)


def describe(event: Event, seat: int | None = None) -> str:
    """One translated line for ``event`` ('' for events not worth a line)."""
    d = event.data
    k = event.kind
    if k == "round_start":
        return _("Round {r} begins: {event}.").format(r=d["round"], event=_(C.EVENTS[d["event"]].name))
    if k == "character_chosen":
        return _("{who} plays the {character}.").format(
            who=_who(d["seat"]), character=_(C.CHARACTERS[d["character"]].name)
        )
    if k == "pawn_placed":
        return _("{who} goes to {space}.").format(who=_who(d["seat"]), space=_(C.ACTION_SPACES[d["space"]].name))
    if k == "otto_action":
        return _("Otto: {action}.").format(action=_(C.OTTO_ACTION_NAMES.get(d["action"], d["action"])))
    if k == "support_gained":
        return _("{who} gains the {support}.").format(who=_who(d["seat"]), support=_(C.SUPPORT_KINDS[d["kind"]].name))
    if k == "upgrade":
        return _("{who} upgrades their {item} to level {level}.").format(
            who=_who(d["seat"]), item=_(C.EQUIPMENT_NAMES[d["item"]]), level=d["level"]
        )
    if k == "journey_played":
        card = C.JOURNEY.get(d["card"])
        return _("{who} plays {card}.").format(who=_who(d["seat"]), card=_(card.name) if card else "?")
    if k == "registered":
        return _("{who} registers for the tournament.").format(who=_who(d["who"]))
    if k == "duel_over":
        return _("Duel over: {winner} wins.").format(winner=_entrant(d["winner"]))
    if k == "titles_scored":
        return _("{who} scores {n} glory for titles.").format(who=_who(d["seat"]), n=d["glory"])
    if k == "game_over":
        return _("The game is over.")
    return ""


def _entrant(e: str) -> str:
    if e.startswith("p:"):
        return _who(int(e[2:]))
    if e == "o":
        return _("Otto")
    if e.startswith("k:"):
        return _(C.KNIGHTS[e[2:]].name)
    return _("a knight")
