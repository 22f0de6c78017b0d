"""Log lines for Glory's events (translated at display time). Duel events go to ``duel_text``."""

from __future__ import annotations

from collections.abc import Callable

from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory.card_words import card_as_named
from game.games.glory.labels import LEVELS
from game.games.glory.otto_words import otto_why_not
from game.games.glory.state import OTTO
from game.i18n import N_, _, ngettext, pgettext

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


def entrant_text(e: str, names: Callable[[int], str] | None = None, *, inside: bool = False) -> str:
    """An entrant of a duel or the joust (``"p:<seat>"``, ``"o"``, ``"k:<knight>"``, ``"c:<card>"``,
    ``"t:<title>"``) as readable text; ``inside``: written inside a sentence ("the Brave title's knight")."""
    if inside and e.startswith("t:") and e[2:] in C.TITLES:
        return _("the {title} title's knight").format(title=_(C.TITLES[e[2:]].name))
    if e.startswith("p:"):
        return _who(int(e[2:]), names)
    if e == "o":
        return _("Otto")
    if e.startswith("k:") and e[2:] in C.KNIGHTS:
        return _(C.KNIGHTS[e[2:]].name)
    if e.startswith("c:") and e[2:] in C.JOURNEY:
        name = C.JOURNEY[e[2:]].name
        if inside and name in C.DEED_CHALLENGES:  # a deed, not a knight: "you against the Rescue challenge"
            return _("the {card} challenge").format(card=_(name))
        return _(name)
    if e.startswith("t:") and e[2:] in C.TITLES:
        return _("The {title} title's knight").format(title=_(C.TITLES[e[2:]].name))
    return _("a knight")


#: a relic gained, each with its own article ("an Amulet relic")
RELIC_GAINED = {
    "medallion": N_("a Medallion relic"),
    "amulet": N_("an Amulet relic"),
    "ring": N_("a Ring relic"),
    "rosary": N_("a Rosary relic"),
}


def with_cost(line: str, n: int) -> str:
    """A log line with the coins paid for it: "Gawain plays Milanese Armor (3 coins)." (none: as is)."""
    if not n:
        return line
    return ngettext("{line} ({n} coin).", "{line} ({n} coins).", n).format(line=line.rstrip("."), n=n)


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
        return _(RELIC_GAINED[value])
    if what in ("mount", "armor"):
        level = LEVELS[value] if isinstance(value, int) and 0 < value < len(LEVELS) else value
        return _("{item} level {level}").format(item=_(C.EQUIPMENT_WORDS[what]), level=level)
    if what == "support" and value in C.SUPPORT_KINDS:
        return _("the {support} support").format(support=_(C.SUPPORT_KINDS[value].name))
    if what == "titles":
        return ngettext("{n} title, keep one", "{n} titles, keep one", int(value)).format(n=value)
    return str(value)


def gain_source(source: str) -> str:
    """What a gain comes from, in a few words ("Minstrel", "initiative order"), or ""."""
    if source == "initiative":
        return _("compensation for the initiative order")
    if source == "trophy":
        return _("the joust's trophy")
    if source == "income":
        return _("income")
    if source in C.SUPPORT_KINDS:
        return _(C.SUPPORT_KINDS[source].name)
    if source in C.EVENTS:
        return _(C.EVENTS[source].name).rstrip("!")
    if source in C.ACTION_SPACES:
        return _(C.ACTION_SPACES[source].name)
    if source in C.JOURNEY:
        return _(C.JOURNEY[source].name)
    return ""


def _otto_glory(line: str, d: dict) -> str:
    """Otto's line, with the glory the move brought him in the Rivalry (said, never silent)."""
    n = d.get("glory", 0)
    if not n:
        return line
    return ngettext("{line} Otto scores {n} glory point.", "{line} Otto scores {n} glory points.", n).format(
        line=line, n=n
    )


def _otto(d: dict) -> str:
    line, why = _otto_line(d), _otto_passed(d.get("passed") or [], d.get("why") or [])
    return _otto_glory(f"{line.rstrip('.')} {why}." if why else line, d)


def _otto_titles(d: dict) -> str:
    """Otto's titles at the end: how much, and which (his secret ones said to be his)."""
    n, secret = d["glory"], d.get("secret", [])
    named = [
        _("{title} (his secret title)").format(title=_(C.TITLES[t].name)) if t in secret else _(C.TITLES[t].name)
        for t in d.get("titles", ())
        if t in C.TITLES
    ]
    if not named:
        return ngettext(
            "Otto scores {n} glory point for titles.", "Otto scores {n} glory points for titles.", n
        ).format(n=n)
    return ngettext(
        "Otto scores {n} glory point for titles: {titles}.", "Otto scores {n} glory points for titles: {titles}.", n
    ).format(n=n, titles=", ".join(named))


def _otto_passed(kinds: list[str], why: list[str]) -> str:
    """Why Otto did what he did: the actions before it on his card, each with why it could not be done now."""
    names = [_(C.OTTO_ACTION_NAMES.get(k, k)) for k in kinds]
    if not names:
        return ""
    reasons = [otto_why_not(w) for w in why] if len(why) == len(names) else [""] * len(names)
    named = [_("{action}, {reason}").format(action=n, reason=r) if r else n for n, r in zip(names, reasons)]
    return _("(not possible on his card: {actions})").format(actions="; ".join(named))


def _otto_line(d: dict) -> str:
    act = d["action"]
    tile = d.get("tile") or ""
    if act in ("support", "special") or (act == "event" and tile):
        kind = C.SUPPORT_TILES.get(tile, "")
        if kind:
            return _("Otto discards the {support}.").format(support=_(C.SUPPORT_KINDS[kind].name))
    if act == "travel":
        return _("Otto takes the Travel Plans space and removes the face-up {type} cards.").format(
            type=_(C.JOURNEY_TYPE_NAMES[d["args"][0]])
        )
    if act == "event" and d.get("event") in C.EVENTS:
        return _("Otto takes the action of {event}.").format(event=_(C.EVENTS[d["event"]].name)).replace("!.", "!")
    if act == "objective":
        return _("Otto takes a secret title.")
    if act == "initiative":
        return _("Otto takes the first place under the initiative track.")
    if act == "herald":
        return _("Otto sends his herald.")
    space = C.ACTION_SPACES.get(act)
    if space is not None:
        return _("Otto takes the {space} space.").format(space=_(space.name))
    return _("Otto: {action}.").format(action=_(C.OTTO_ACTION_NAMES.get(act, act)))


def describe(event: Event, seat: int | None = None, names: Callable[[int], str] | None = None) -> str:
    """One translated line for ``event`` ('' for events not worth a line), as ``seat`` reads it: lines
    about that seat are in the second person ("You go to…"). ``names`` gives the players' display names
    (default: "Player n")."""

    def who(s) -> str:
        return _who(s, names)

    def entrant(e: str) -> str:
        return entrant_text(e, names)

    def you(e: str) -> bool:
        return seat is not None and e == f"p:{seat}"

    d = event.data
    k = event.kind
    mine = seat is not None and d.get("seat") == seat
    if k.startswith("duel_") and k != "duel_over":
        from game.games.glory.duel_text import describe_duel_event

        entrants = d.get("entrants", ("", ""))
        sides = [entrant_text(x, names, inside=True) for x in entrants]
        side = next((i for i, x in enumerate(entrants) if you(x)), None)
        line = describe_duel_event(event, sides, side)
        if any(line.startswith(x) and x != entrant(e) for x, e in zip(sides, entrants)):
            line = line[:1].upper() + line[1:]  # a line that begins with "the Brave title's knight"
        return line
    if k == "round_start":
        return (
            _("Round {r} begins: {event}.").format(r=d["round"], event=_(C.EVENTS[d["event"]].name)).replace("!.", "!")
        )
    if k == "phase":
        return _(PHASE_NAMES[d["phase"]]) if d["phase"] in PHASE_NAMES else ""
    if k == "character_chosen":
        n = d.get("glory", 0)
        if mine:
            line = ngettext(
                "You play the {character} and start with {n} glory point.",
                "You play the {character} and start with {n} glory points.",
                n,
            )
        else:
            line = ngettext(
                "{who} plays the {character} and starts with {n} glory point.",
                "{who} plays the {character} and starts with {n} glory points.",
                n,
            )
        return line.format(who=who(d["seat"]), character=_(C.CHARACTERS[d["character"]].name), n=n)
    if k == "pawn_placed":
        line = _("You take the {space} space.") if mine else _("{who} takes the {space} space.")
        named = C.EVENTS[d["event"]] if d.get("event") in C.EVENTS else C.ACTION_SPACES[d["space"]]  # as on the board
        return line.format(who=who(d["seat"]), space=_(named.name))
    if k == "gain":
        if d["value"] == 0:
            return ""
        if isinstance(d["value"], int) and d["value"] < 0:
            line = _("You lose {what}.") if mine else _("{who} loses {what}.")
            return line.format(who=who(d["seat"]), what=gain_text(d["what"], -d["value"]))
        why = gain_source(d.get("source", "")) if d["what"] == "glory" else ""
        if d.get("source") == "exchange":  # setup: a journey card given back for each token
            line = _("You trade a journey card for {what}.") if mine else _("{who} trades a journey card for {what}.")
        elif why:  # every glory point says where it comes from
            line = _("You receive {what} ({why}).") if mine else _("{who} receives {what} ({why}).")
        else:
            line = _("You receive {what}.") if mine else _("{who} receives {what}.")
        return line.format(who=who(d["seat"]), what=gain_text(d["what"], d["value"]), why=why)
    if k == "otto_card":
        return ""
    if k == "otto_action":
        return _otto(d)
    if k == "support_gained":
        line = _("You gain the {support}.") if mine else _("{who} gains the {support}.")
        line = line.format(who=who(d["seat"]), support=_(C.SUPPORT_KINDS[d["kind"]].name))
        return with_cost(line, d.get("cost", 0))
    if k == "upgrade":
        line = (
            _("You upgrade your {item} to level {level}.")
            if mine
            else _("{who} upgrades their {item} to level {level}.")
        )
        level = LEVELS[d["level"]] if 0 < d["level"] < len(LEVELS) else d["level"]
        line = line.format(who=who(d["seat"]), item=_(C.EQUIPMENT_WORDS[d["item"]]), level=level)
        return with_cost(line, d.get("cost", 0))
    if k == "journey_drawn":
        if "card" in d:
            line = _("You take {card}.") if mine else _("{who} takes {card}.")
            return line.format(who=who(d["seat"]), card=card_as_named(d["card"]))  # Italian quotes the name
        line = _("You draw a {type} card.") if mine else _("{who} draws a {type} card.")
        return line.format(who=who(d["seat"]), type=_(C.JOURNEY_TYPE_NAMES[d["type"]]))
    if k == "journey_played":
        line = _("You play {card}.") if mine else _("{who} plays {card}.")
        return with_cost(line.format(who=who(d["seat"]), card=card_as_named(d["card"])), d.get("cost", 0))
    if k == "reward_unavailable":
        card = card_as_named(d["card"])
        if d.get("support") in C.SUPPORT_KINDS:
            line = _(
                "No {support} is left in the supports only journey cards give (not those of the support "
                "track): {card} gives its other reward."
            )
            return line.format(support=_(C.SUPPORT_KINDS[d["support"]].name), card=card)
        return _("{card}'s other reward can no longer be had.").format(card=card)
    if k == "journey_stop":
        return (_("You end your journey.") if mine else _("{who} ends their journey.")).format(who=who(d["seat"]))
    if k == "titles_drawn":
        n = d["count"]
        if mine:
            return ngettext("You draw {n} title.", "You draw {n} titles.", n).format(n=n)
        return ngettext("{who} draws {n} title.", "{who} draws {n} titles.", n).format(who=who(d["seat"]), n=n)
    if k == "exchange_done":
        line = _("You exchange no more journey cards.") if mine else _("{who} exchanges no more journey cards.")
        return line.format(who=who(d["seat"]))
    if k == "title_declined":
        line = _("You do not fight for the Brave title.") if mine else _("{who} does not fight for the Brave title.")
        return line.format(who=who(d["seat"]))
    if k == "title_kept":
        left = d.get("left", 0)
        if left > 0:  # one of several kept in turn: each line says how many are still to keep
            if mine:
                line = ngettext(
                    "You keep a secret title ({n} more to keep).", "You keep a secret title ({n} more to keep).", left
                )
            else:
                line = ngettext(
                    "{who} keeps a secret title ({n} more to keep).",
                    "{who} keeps a secret title ({n} more to keep).",
                    left,
                )
            return line.format(who=who(d["seat"]), n=left)
        line = _("You keep a secret title.") if mine else _("{who} keeps a secret title.")
        return line.format(who=who(d["seat"]))
    if k == "registered":
        return _registered_line(d, d["who"] == seat, who(d["who"]))
    if k == "registration_pass":
        line = _("You wait to see the others register.") if mine else _("{who} waits to see the others register.")
        return line.format(who=who(d["seat"]))
    if k == "knights_added":
        return _("Knights fill the free places of the joust.")
    if k == "initiative":
        order = ", ".join(pgettext("in a list", "you") if x == seat else who(x) for x in d["order"])
        return _("New initiative order: {order}.").format(order=order)
    if k == "maintenance":
        return _("Maintenance: income, supports and journey cards renewed.")
    if k == "duel_over":
        return ""  # the duel's end is told once, by its result (``duel_end``, or ``duel_auto`` for two knights)
    if k == "trophy":
        if d["trophy"]:
            trophy = _(C.TROPHIES[d["trophy"]].name)
            if you(d["winner"]):
                return _("You win the joust and the {trophy}.").format(trophy=trophy)
            return _("{winner} wins the joust and the {trophy}.").format(winner=entrant(d["winner"]), trophy=trophy)
        if you(d["winner"]):
            return _("You win the joust.")
        return _("{winner} wins the joust.").format(winner=entrant(d["winner"]))
    if k == "tournament_over":
        line = _("The tournament of round {r} is over.").format(r=d["round"])
        if d.get("champion_lost"):
            line += " " + _("You did not win it: Champion is lost, as it needs all three tournaments.")
        return line
    if k in ("tournament_choice", "tournament_chosen", "handicap"):
        return _setup_line(event, seat, who)
    if k == "titles_scored":
        n = d["glory"]
        titles = [t for t in d.get("titles", ()) if t in C.TITLES]
        scored = ", ".join(_(C.TITLES[t].name) for t in titles)
        extra = n - sum(C.TITLES[t].glory for t in titles)  # the Chronicler's glory per title scored
        if scored and extra > 0:
            scored = _("{titles}, Chronicler +{n}").format(titles=scored, n=extra)
        if not scored:
            if mine:
                return _("You score no title.")
            return _("{who} scores no title.").format(who=who(d["seat"]))
        if mine:
            return ngettext(
                "You score {n} glory point for titles: {titles}.", "You score {n} glory points for titles: {titles}.", n
            ).format(n=n, titles=scored)
        return ngettext(
            "{who} scores {n} glory point for titles: {titles}.",
            "{who} scores {n} glory points for titles: {titles}.",
            n,
        ).format(who=who(d["seat"]), n=n, titles=scored)
    if k == "otto_titles":
        return _otto_titles(d)
    if k == "game_over":
        return _("The game is over.")
    return ""


def _registered_line(d: dict, mine: bool, name: str) -> str:
    """Where a coat of arms goes: the knight and town challenged, or the place of the joust."""
    where = d.get("where", [])
    if d.get("knight") in C.KNIGHTS and len(where) == 2:
        knight, town = _(C.KNIGHTS[d["knight"]].name), _(C.TOWN_NAMES[C.TOWNS[where[0]]])
        line = _("You challenge {knight} in {town}.") if mine else _("{who} challenges {knight} in {town}.")
        return line.format(who=name, knight=knight, town=town)
    if len(where) == 1:
        line = _("You take place {n} of the joust.") if mine else _("{who} takes place {n} of the joust.")
        return line.format(who=name, n=where[0] + 1)
    line = _("You register for the tournament.") if mine else _("{who} registers for the tournament.")
    return line.format(who=name)


def _setup_line(event: Event, viewer: int | None, who: Callable[[object], str]) -> str:
    """The tournament type chosen between rounds and the handicap, in the second person for the viewer."""
    d = event.data
    mine = viewer is not None and d["seat"] == viewer
    if event.kind == "tournament_choice":
        if mine and d["reason"] == "solo":
            return _("Choose the tournament of round {r}.").format(r=d["round"])
        if mine and d["reason"] == "tie":
            return _(
                "You are tied for the least glory and later in initiative order: you choose the tournament of round {r}."
            ).format(r=d["round"])
        if mine:
            return _("You have the least glory: you choose the tournament of round {r}.").format(r=d["round"])
        if d["reason"] == "tie":
            return _(
                "{who} is tied for the least glory and later in initiative order: chooses the tournament of round {r}."
            ).format(who=who(d["seat"]), r=d["round"])
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
        return _("You start with a level {m} mount and level {a} armor.").format(
            m=LEVELS[d["mount"]], a=LEVELS[d["armor"]]
        )
    return _("{who} takes a handicap: a level {m} mount and level {a} armor.").format(
        who=who(d["seat"]), m=LEVELS[d["mount"]], a=LEVELS[d["armor"]]
    )
