"""Log lines for Glory's events (translated at display time). Duel events go to ``duel_text``."""

from __future__ import annotations

from collections.abc import Callable

from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory.state import OTTO
from game.i18n import N_, _, ngettext

PHASE_NAMES = {
    "journey": N_("Journey phase."),
    "registration": N_("Registration phase."),
    "tournament": N_("The tournament begins."),
    "final_journey": N_("Final journey."),
    "titles": N_("Title phase."),
}


def _who(seat, names: Callable[[int], str] | None = None) -> str:
    if seat is None:
        return _("A knight")
    if seat == OTTO:
        return _("Otto")
    if names is not None:
        return names(int(seat))
    return _("Player {n}").format(n=int(seat) + 1)


def _entrant(e: str, names: Callable[[int], str] | None = None) -> str:
    if e.startswith("p:"):
        return _who(int(e[2:]), names)
    if e == "o":
        return _("Otto")
    if e.startswith("k:") and e[2:] in C.KNIGHTS:
        return _(C.KNIGHTS[e[2:]].name)
    if e.startswith("c:") and e[2:] in C.JOURNEY:
        return _(C.JOURNEY[e[2:]].name)
    if e.startswith("t:") and e[2:] in C.TITLES:
        return _("The {title} challenger").format(title=_(C.TITLES[e[2:]].name))
    return _("a knight")


def gain_text(what: str, value) -> str:
    """A translated amount, e.g. '3 coins', 'the Royal Prestige token' (public helper for the UI)."""
    if what == "coins":
        return ngettext("{n} coin", "{n} coins", abs(value)).format(n=value)
    if what == "strength":
        return ngettext("{n} Strength token", "{n} Strength tokens", abs(value)).format(n=value)
    if what == "faith":
        return ngettext("{n} Faith token", "{n} Faith tokens", abs(value)).format(n=value)
    if what == "glory":
        return ngettext("{n} glory point", "{n} glory points", abs(value)).format(n=value)
    if what == "prestige":
        return _("the {colour} Prestige token").format(colour=_(C.PRESTIGE_NAMES[value]))
    if what == "relic":
        return _("a {relic} relic").format(relic=_(C.RELIC_NAMES[value]))
    if what in ("mount", "armor"):
        return _("{item} level {level}").format(item=_(C.EQUIPMENT_NAMES[what]), level=value)
    if what == "support" and value in C.SUPPORT_KINDS:
        return _("the {support} support").format(support=_(C.SUPPORT_KINDS[value].name))
    if what == "titles":
        return ngettext("{n} title, keep one", "{n} titles, keep one", int(value)).format(n=value)
    return str(value)


def _otto(d: dict) -> str:
    act = d["action"]
    tile = d.get("tile") or ""
    if act in ("support", "special") or (act == "event" and tile):
        kind = C.SUPPORT_TILES.get(tile, "")
        if kind:
            return _("Otto discards the {support}.").format(support=_(C.SUPPORT_KINDS[kind].name))
    if act == "travel":
        return _("Otto removes the face-up {type} cards.").format(type=_(C.JOURNEY_TYPE_NAMES[d["args"][0]]))
    if act == "event" and d.get("event") in C.EVENTS:
        return _("Otto takes the action of {event}.").format(event=_(C.EVENTS[d["event"]].name))
    if act == "objective":
        return _("Otto takes a personal objective.")
    if act == "initiative":
        return _("Otto takes the first place under the initiative track.")
    if act == "herald":
        return _("Otto sends his herald.")
    space = C.ACTION_SPACES.get(act)
    if space is not None:
        return _("Otto occupies {space}.").format(space=_(space.name))
    return _("Otto: {action}.").format(action=_(C.OTTO_ACTION_NAMES.get(act, act)))


def describe(event: Event, seat: int | None = None, names: Callable[[int], str] | None = None) -> str:
    """One translated line for ``event`` ('' for events not worth a line). ``names`` gives the
    players' display names (default: "Player n")."""

    def who(s) -> str:
        return _who(s, names)

    def entrant(e: str) -> str:
        return _entrant(e, names)

    d = event.data
    k = event.kind
    if k.startswith("duel_") and k != "duel_over":
        from game.games.glory.duel_text import describe_duel_event

        sides = [entrant(x) for x in d.get("entrants", ("", ""))]
        return describe_duel_event(event, sides)
    if k == "round_start":
        return _("Round {r} begins: {event}.").format(r=d["round"], event=_(C.EVENTS[d["event"]].name))
    if k == "phase":
        return _(PHASE_NAMES[d["phase"]]) if d["phase"] in PHASE_NAMES else ""
    if k == "character_chosen":
        return _("{who} plays the {character}.").format(
            who=who(d["seat"]), character=_(C.CHARACTERS[d["character"]].name)
        )
    if k == "pawn_placed":
        return _("{who} goes to {space}.").format(who=who(d["seat"]), space=_(C.ACTION_SPACES[d["space"]].name))
    if k == "gain":
        if d["value"] == 0:
            return ""
        text = gain_text(d["what"], d["value"])
        if isinstance(d["value"], int) and d["value"] < 0:
            return _("{who} loses {what}.").format(who=who(d["seat"]), what=gain_text(d["what"], -d["value"]))
        return _("{who} receives {what}.").format(who=who(d["seat"]), what=text)
    if k == "otto_card":
        return ""
    if k == "otto_action":
        return _otto(d)
    if k == "support_gained":
        return _("{who} gains the {support}.").format(who=who(d["seat"]), support=_(C.SUPPORT_KINDS[d["kind"]].name))
    if k == "upgrade":
        return _("{who} upgrades their {item} to level {level}.").format(
            who=who(d["seat"]), item=_(C.EQUIPMENT_NAMES[d["item"]]), level=d["level"]
        )
    if k == "journey_drawn":
        if "card" in d:
            return _("{who} takes {card}.").format(who=who(d["seat"]), card=_(C.JOURNEY[d["card"]].name))
        return _("{who} draws a {type} card.").format(who=who(d["seat"]), type=_(C.JOURNEY_TYPE_NAMES[d["type"]]))
    if k == "journey_played":
        card = C.JOURNEY.get(d["card"])
        return _("{who} plays {card}.").format(who=who(d["seat"]), card=_(card.name) if card else "?")
    if k == "journey_stop":
        return _("{who} ends their journey.").format(who=who(d["seat"]))
    if k == "titles_drawn":
        return ngettext("{who} draws {n} title.", "{who} draws {n} titles.", d["count"]).format(
            who=who(d["seat"]), n=d["count"]
        )
    if k == "title_kept":
        return _("{who} keeps a personal objective.").format(who=who(d["seat"]))
    if k == "registered":
        return _("{who} registers for the tournament.").format(who=who(d["who"]))
    if k == "registration_pass":
        return _("{who} waits to see the others register.").format(who=who(d["seat"]))
    if k == "knights_added":
        return _("Knights fill the free places of the joust.")
    if k == "initiative":
        return _("New initiative order: {order}.").format(order=", ".join(who(x) for x in d["order"]))
    if k == "maintenance":
        return _("Maintenance: income, supports and journey cards renewed.")
    if k == "duel_over":
        return _("Duel over: {winner} wins.").format(winner=entrant(d["winner"]))
    if k == "trophy":
        if d["trophy"]:
            return _("{winner} wins the joust and the {trophy}.").format(
                winner=entrant(d["winner"]), trophy=_(C.TROPHIES[d["trophy"]].name)
            )
        return _("{winner} wins the joust.").format(winner=entrant(d["winner"]))
    if k == "tournament_over":
        return _("The tournament of round {r} is over.").format(r=d["round"])
    if k in ("tournament_choice", "tournament_chosen", "handicap"):
        return _setup_line(event, seat, who)
    if k == "titles_scored":
        return _("{who} scores {n} glory for titles.").format(who=who(d["seat"]), n=d["glory"])
    if k == "otto_titles":
        return _("Otto scores {n} glory for titles.").format(n=d["glory"])
    if k == "game_over":
        return _("The game is over.")
    return ""


def _setup_line(event: Event, viewer: int | None, who: Callable[[object], str]) -> str:
    """The tournament type chosen between rounds and the handicap, in the second person for the viewer."""
    d = event.data
    mine = viewer is not None and d["seat"] == viewer
    if event.kind == "tournament_choice":
        if mine and d["reason"] == "solo":
            return _("Choose the tournament of round {r}.").format(r=d["round"])
        if mine:
            return _("You have the least glory: you choose the tournament of round {r}.").format(r=d["round"])
        if d["reason"] == "solo":
            return _("{who} chooses the tournament of round {r}.").format(who=who(d["seat"]), r=d["round"])
        return _("{who} has the least glory and chooses the tournament of round {r}.").format(
            who=who(d["seat"]), r=d["round"]
        )
    if event.kind == "tournament_chosen":
        kind = _(C.TOURNAMENT_NAMES[d["kind"]])
        if mine:
            return _("You choose the {tournament} for round {r}.").format(tournament=kind, r=d["round"])
        return _("{who} chooses the {tournament} for round {r}.").format(
            who=who(d["seat"]), tournament=kind, r=d["round"]
        )
    if mine:
        return _("You start with a level {m} mount and level {a} armor.").format(m=d["mount"], a=d["armor"])
    return _("{who} takes a handicap: a level {m} mount and level {a} armor.").format(
        who=who(d["seat"]), m=d["mount"], a=d["armor"]
    )
