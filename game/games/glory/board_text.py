"""The words of Glory's board, with no drawing: the phase's name, the rounds' tournaments, the round's event, the action spaces
shown and their tooltips, the support track's tiles and prices, the decks, events and public titles, who chooses the next tournament and what each offer
brings. The board modules under ``ui/`` draw them."""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory import tips
from game.games.glory.effects import discount
from game.games.glory.state import GloryState
from game.games.glory.tournament_choice import offer_layout
from game.i18n import N_, _, ngettext, pgettext

PHASE_NAMES = {
    "setup": N_("Setup"),
    "action": N_("Action phase"),
    "journey": N_("Journey phase"),
    "registration": N_("Registration"),
    "bonus_journey": N_("Extra journeys"),
    "tournament_choice": N_("Next tournament"),
    "final_journey": N_("Final journey"),
    "titles": N_("Titles"),
    "over": N_("Game over"),
}


def phase_name(phase: str) -> str:
    if phase == "tournament":
        return pgettext("glory phase", "Tournament")
    return _(PHASE_NAMES[phase]) if phase in PHASE_NAMES else phase


def rounds_shown(s: GloryState) -> list[tuple[str, str]]:
    """(icon, tooltip) of each round's tournament on the strip: its kind, or a die while not chosen."""
    out = []
    for r in range(C.ROUNDS):
        kind = s.tournament_types[r] if r < len(s.tournament_types) else ""
        icon = {C.PAS: "tower-flag", C.PLAISANCE: "trophy-cup"}.get(kind, "perspective-dice-six-faces-random")
        if kind:
            tip = _("Round {r}: {tournament}").format(r=r + 1, tournament=_(C.TOURNAMENT_NAMES[kind]))
        else:
            tip = _("Round {r}: chosen after the previous tournament by the player with the least glory").format(
                r=r + 1
            )
        out.append((icon, tip))
    return out


def current_event(s: GloryState) -> str:
    return s.events[s.round - 1] if s.events and 0 < s.round <= len(s.events) else ""


def visible_spaces(s: GloryState) -> list[str]:
    """The action spaces on the board this round (the event's own only when it has an action)."""
    ev = C.EVENTS.get(current_event(s))
    return [sp for sp in C.ACTION_SPACES if sp != "event" or (ev is not None and ev.action)]


def space_label(s: GloryState, space: str) -> str:
    return _(C.EVENTS[current_event(s)].name) if space == "event" else _(C.ACTION_SPACES[space].name)


def space_tip(s: GloryState, space: str, closed: bool) -> str:
    """What a space gives; ``closed``: the viewer could act but not here."""
    tip = f"{space_label(s, space)}: {tips.space_text(space, current_event(s))}"
    return tip + "\n" + _("You cannot use this space now.") if closed else tip


def track_price(s: GloryState, i: int) -> str:
    """The price of the support track's place ``i`` (a special space says so)."""
    cost = s.track_costs[i] if i < len(s.track_costs) else 0
    price = ngettext("{n} coin", "{n} coins", cost).format(n=cost)
    return _("Special space: {cost}").format(cost=price) if i < s.n_special else price


def paid_note(s: GloryState, viewer: int | None, printed: int) -> str:
    """ " (you pay 2: Diplomat −1)" when ``viewer``'s Diplomats make a printed price cheaper for them, else ""."""
    if viewer is None or not 0 <= viewer < s.n:
        return ""
    p = s.players[viewer]
    n = discount(p, printed)
    if n == printed:
        return ""
    return " " + _("(you pay {n}: {support} −{d})").format(
        n=n, support=_(C.SUPPORT_KINDS["diplomat"].name), d=printed - n
    )


def track_tile(s: GloryState, i: int, buyable: bool, viewer: int | None = None) -> tuple[str, str, str]:
    """(support kind, its name, tooltip) of the support track's place ``i``; an empty place: ("", "",
    what refills it and its price); ``buyable``: the viewer may buy it now; ``viewer``: the player
    whose Diplomats take coins off the printed price (the tooltip says what they pay and why)."""
    tile, price = (
        s.track[i],
        track_price(s, i) + paid_note(s, viewer, s.track_costs[i] if i < len(s.track_costs) else 0),
    )
    if not tile:
        return "", "", _("Empty: refilled in the maintenance phase.") + "\n" + price
    kind = C.SUPPORT_TILES.get(tile, tile)
    tip = f"{_(C.SUPPORT_KINDS[kind].name)} · {price}\n{tips.support_text(kind)}"
    return (
        kind,
        label_lines(_(C.SUPPORT_KINDS[kind].name)),
        tip + ("\n" + _("Click to buy it: a pawn on the Support space.") if buyable else ""),
    )


def label_lines(name: str) -> str:
    """A name for a two-line label: a hyphenated single word breaks after its middle hyphen
    ("Lady-in-" / "Waiting"), as words break at spaces."""
    if " " in name or "-" not in name:
        return name
    cuts = [i + 1 for i, ch in enumerate(name) if ch == "-"]
    cut = min(cuts, key=lambda i: abs(len(name) - 2 * i))
    return name[:cut] + "\n" + name[cut:]


def deck_tip(n: int, blind: bool) -> str:
    tip = ngettext("{n} card in the deck", "{n} cards in the deck", n).format(n=n)
    return tip + ("\n" + _("Click to draw its top card blind.") if blind else "")


def journey_tip(card: str) -> str:
    """A journey card's name and reward, and what each support or relic it gives does."""
    jc = C.JOURNEY[card]
    items = [str(v) for opt in jc.reward for what, v in opt if what in ("support", "relic")]
    said = [f"{tips.item_name(k)}: {tips.item_text(k)}" for k in dict.fromkeys(items) if tips.item_text(k)]
    return "\n".join([f"{_(jc.name)}: {tips.journey_play_text(card)}", *said])


def event_line(lead: str, event: str) -> str:
    """An event beside the board: ``lead`` ("Now", "Next round"), its name and what it does."""
    return f"{lead}: {_(C.EVENTS[event].name)} — {_(tips.EVENT_TEXT[event])}"


def title_line(tid: str) -> str:
    ti = C.TITLES[tid]
    return _("{title}, {n} glory: {condition}").format(title=_(ti.name), n=ti.glory, condition=tips.title_text(tid))


def chooser_line(s: GloryState, name: str | None) -> str:
    """Who chooses the next round's tournament (``name`` None: the viewer); in solo the player chooses
    whatever the glory (RULES-NOTES), so the line does not speak of the least glory."""
    if s.solo is not None:
        if name is None:
            return _("Choose the tournament of round {r}.").format(r=s.round + 1)
        return _("{who} chooses the tournament of round {r}.").format(who=name, r=s.round + 1)
    from game.games.glory.tournament_choice import tied

    if tied(s):  # the tie-break, said: among equals, the later in initiative order
        if name is None:
            return _("Tied for the least glory, later in initiative: choose the tournament of round {r}.").format(
                r=s.round + 1
            )
        return _(
            "{name}, tied for the least glory but later in initiative, chooses the tournament of round {r}."
        ).format(name=name, r=s.round + 1)
    if name is None:
        return _("You have the least glory: choose the tournament of round {r}.").format(r=s.round + 1)
    return _("{name} has the least glory and chooses the tournament of round {r}.").format(name=name, r=s.round + 1)


def offer_groups(s: GloryState, kind: str) -> list[tuple[str, list[str]]]:
    """What choosing ``kind`` brings, as (label, knight types) lines: a town each for the Pas
    d'Armes; the places filled at once, then the types added, for the joust."""
    offer = offer_layout(s, kind) if s.tournament_offer else {}
    if kind == C.PAS:
        return [(_(C.TOWN_NAMES[town]), list(types)) for town, types in zip(C.TOWNS, offer.get("towns", ()))]
    placed = ", ".join(f"{slot + 1}" for slot, _t in offer.get("place", ()))
    return [
        (_("Places {list}").format(list=placed), [k for _s, k in offer.get("place", ())]),
        (_("Then added"), list(offer.get("add", ()))),
    ]


def knight_tip(knight: str, challenger: str | None, target: str = "") -> str:
    """A knight's tooltip on a tournament board: who challenges it (``challenger``: a name, "" for
    the viewer, None for nobody) and what a click does (``target``: "herald", "register" or "")."""
    tip = tips.knight_text(knight)
    if challenger is not None:
        tip += "\n" + (
            _("Challenged by {name}").format(name=challenger) if challenger else _("You challenge this knight")
        )
    if target:
        tip += "\n" + (_("Click to send your herald.") if target == "herald" else _("Click to register here."))
    return tip


def tournament_rules(kind: str) -> str:
    """How a tournament of ``kind`` plays, in two short sentences (over its board)."""
    if kind == C.PAS:
        return _(
            "Challenge a knight in one town, maybe a second in another (the Herald: a third). Duels go town "
            "by town; each win brings glory, a defeat does not stop you."
        )
    return _(
        "Take one of the eight places, or wait (the last one waiting must choose). A knockout: each win "
        "takes you a row on; the champion takes the trophy."
    )
