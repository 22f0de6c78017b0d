"""Translated log lines for Joust for Fun events (``GameSpec.describe``)."""

from __future__ import annotations

from game.core.rules import Event
from game.games.joust import content as C
from game.games.joust.articles import contract
from game.i18n import _, ngettext

_names = None  # set while a table describes events: seat -> the player's name


def who(seat: int, viewer: int | None) -> str:
    """The player's name ('Player N' without a table). Lines about the viewer never fill a name slot
    with "You": they are separate second-person messages."""
    if _names is not None:
        return _names(seat)
    return _("Player {n}").format(n=seat + 1)


def knight_name(card: int) -> str:
    return _(C.ALL_KNIGHTS[card].name) if 0 <= card < len(C.ALL_KNIGHTS) else _("a face-down knight")


def court_name(card: int) -> str:
    return _(C.COURTS[card].name)


def describe(ev: Event, viewer: int | None, names=None) -> str:
    """One log line for ``ev`` as ``viewer`` sees it ('' for events not worth a line).

    ``names``: seat → player name (else 'Player N')."""
    global _names
    _names = names
    try:
        return contract(_describe(ev, viewer))
    finally:
        _names = None


def _describe(ev: Event, viewer: int | None) -> str:
    d = ev.data
    k = ev.kind
    if k == "setup_pick":
        if viewer == d["seat"]:
            return _("You place your knights face down.")
        return _("{p} places their knights face down.").format(p=who(d["seat"], viewer))
    if k == "knights_revealed":
        if d["first"] == viewer:
            return _("All knights are revealed. You start.")
        return _("All knights are revealed. {p} starts.").format(p=who(d["first"], viewer))
    if k == "turn_ended":  # A Knight's Tale: the player ends the turn (Fan Support declined)
        return end_line(d["seat"], viewer, _names)
    if k == "turn_start":
        if d["seat"] == viewer:
            return _("— Turn {t}: your turn —").format(t=d["turn"])
        return _("— Turn {t}: {p} —").format(t=d["turn"], p=who(d["seat"], viewer))
    if k == "knight_drawn":
        if d["seat"] == viewer:
            return _("You draw {k} into your stable.").format(k=knight_name(d["card"]))
        return _("{p} draws {k} into the stable.").format(p=who(d["seat"], viewer), k=knight_name(d["card"]))
    if k == "court_drawn":
        if d["seat"] == viewer:
            return _("You draw the court card {c}.").format(c=court_name(d["card"]))
        return _("{p} draws the court card {c}.").format(p=who(d["seat"], viewer), c=court_name(d["card"]))
    if k == "carousel_add":
        return _("{c} joins the Carousel.").format(c=court_name(d["card"]))
    if k == "carousel_drop":
        return _("{c} leaves the Carousel without effect.").format(c=court_name(d["card"]))
    if k == "court_target":
        if d.get("only"):
            return _("{c} goes to {k}, the only knight it can affect.").format(
                c=court_name(d["card"]), k=knight_name(d["knight"])
            )
        return _("{c} affects {k}.").format(c=court_name(d["card"]), k=knight_name(d["knight"]))
    if k == "court_skipped":
        if d["seat"] == viewer:
            return _("You stop at one knight for {c}.").format(c=court_name(d["card"]))
        return _("{p} stops at one knight for {c}.").format(p=who(d["seat"], viewer), c=court_name(d["card"]))
    if k == "reshuffle":
        return _("The knight deck is reshuffled.") if d["deck"] == "knight" else _("The court deck is reshuffled.")
    if k == "jousting":
        if d["seat"] == viewer:
            return _("You joust with {k}.").format(k=knight_name(d["card"]))
        return _("{p} jousts with {k}.").format(p=who(d["seat"], viewer), k=knight_name(d["card"]))
    if k == "attack":
        if d["attacker"] == viewer:
            return _("You attack {d}.").format(d=who(d["defender"], viewer))
        if d["defender"] == viewer:
            return _("{a} attacks you.").format(a=who(d["attacker"], viewer))
        return _("{a} attacks {d}.").format(a=who(d["attacker"], viewer), d=who(d["defender"], viewer))
    if k == "card_chosen":
        if "value" in ev.secret and viewer == d["seat"]:
            return _("You choose the combat card {v}.").format(v=ev.secret["value"])
        if viewer == d["seat"]:
            return _("You choose a combat card in secret.")
        return _("{p} chooses a combat card in secret.").format(p=who(d["seat"], viewer))
    if k == "reveal":
        if d["result"] == "strike":
            return _("Cards revealed: {a} against {d} — a strike!").format(a=d["att"], d=d["def"])
        return _("Cards revealed: {a} against {d} — blocked!").format(a=d["att"], d=d["def"])
    if k == "ability":
        copied = d["origin"] == "knight" and d.get("user", -1) not in (-1, d["card"])  # through Cosplay
        if (d["effect"] == C.FANS or (d["effect"] == C.DRAIN and d.get("idle"))) and not copied:
            return ""  # the gain's own line follows and names the card (one line, not two)
        user = d.get("user", -1)
        if d["origin"] == "knight" and user >= 0 and user != d["card"]:  # an ability copied through Cosplay
            return _("{knight}, as {source} through {card}: {text}").format(
                knight=knight_name(user),
                source=knight_name(d["card"]),
                card=court_name(_copy_card()),
                text=_after_colon(_told(d, viewer), d),
            )
        if d["effect"] == C.REFLECT and "value" in d and not copied:
            return _reflect_line(d, viewer)
        text = _told(d, viewer)
        if d["effect"] in (C.HEAL_SELF, C.HEAL_TEAM) and _trigger(d):
            return _heal_line(d, text)
        if d.get("idle"):
            return _("{k}: {text} No damage: nothing is healed.").format(k=_source_name(d), text=text)
        return _("{k}: {text}").format(k=_source_name(d), text=text)
    if k == "order_chosen":  # the move itself: a bot's reason for it goes on this line
        if d["seat"] == viewer:
            return _("You resolve the ability of {k} first.").format(k=_source_name(d))
        return _("{p} resolves the ability of {k} first.").format(p=who(d["seat"], viewer), k=_source_name(d))
    if k == "no_fans":
        if d["seat"] == viewer:
            line = _("You have no fans: nothing is taken.")
        else:
            line = _("{p} has no fans: nothing is taken.").format(p=who(d["seat"], viewer))
        return _("{k}: {text}").format(k=knight_name(d["card"]), text=line) if "card" in d else line
    if k == "damage":
        if d.get("armour_ignored"):  # not combat damage: the knight's armour does not reduce it
            return _armour_ignored(d)
        if d.get("armour_muted"):  # a silenced knight's armour: cancelled, said so the shield is no mystery
            return _armour_muted(d)
        if d.get("excess"):  # a knock-out: more damage than the health it had left
            line = ngettext(
                "{k} takes {d} damage, with only {n} health left.",
                "{k} takes {d} damage, with only {n} health left.",
                d["amount"],
            )
            return line.format(k=knight_name(d["card"]), d=d["amount"] + d["excess"], n=d["amount"])
        line = ngettext("{k} takes {n} damage ({t} in all).", "{k} takes {n} damage ({t} in all).", d["amount"])
        return line.format(k=knight_name(d["card"]), n=d["amount"], t=d["total"])
    if k == "muted":  # a silenced knight's strike or block abilities: why they do nothing, by name
        lent = [
            court_name(c) if o == "court" else knight_name(c) for o, c in d["sources"] if c != d["card"] or o == "court"
        ]
        line = _("{jester} on {k}: its abilities have no effect.")
        if lent:
            line = _("{jester} on {k}: its abilities have no effect, nor those of {lent}.")
        return line.format(jester=court_name(d["court"]), k=knight_name(d["card"]), lent=", ".join(dict.fromkeys(lent)))
    if k == "no_damage":  # a strike whose damage its modifiers bring to nothing
        return _("{k} takes no damage.").format(k=knight_name(d["card"]))
    if k == "heal":
        if not d["amount"]:  # a court card's healing on a knight without damage
            return _("{k} has no damage: nothing is healed.").format(k=knight_name(d["card"]))
        line = ngettext("{k} heals {n} damage.", "{k} heals {n} damage.", d["amount"])
        return line.format(k=knight_name(d["card"]), n=d["amount"])
    if k == "knockout":
        return _("{k} is knocked out!").format(k=knight_name(d["card"]))
    if k == "eliminated":
        if d["seat"] == viewer:
            return _("Your Maiden has fallen: you are out.")
        return _("{p} has no Maiden left and is out.").format(p=who(d["seat"], viewer))
    if k == "fans":
        source = _fan_source(d, viewer)
        if source:  # where they come from, so two gains in a row read as two different things
            if d["seat"] == viewer:
                line = ngettext(
                    "You gain {n} fan {source} ({t} in all).", "You gain {n} fans {source} ({t} in all).", d["amount"]
                )
                return line.format(n=d["amount"], t=d["total"], source=source)
            line = ngettext(
                "{p} gains {n} fan {source} ({t} in all).", "{p} gains {n} fans {source} ({t} in all).", d["amount"]
            )
            return line.format(p=who(d["seat"], viewer), n=d["amount"], t=d["total"], source=source)
        if d["seat"] == viewer:
            line = ngettext("You gain {n} fan ({t} in all).", "You gain {n} fans ({t} in all).", d["amount"])
            return line.format(n=d["amount"], t=d["total"])
        line = ngettext("{p} gains {n} fan ({t} in all).", "{p} gains {n} fans ({t} in all).", d["amount"])
        return line.format(p=who(d["seat"], viewer), n=d["amount"], t=d["total"])
    if k == "fans_lost":
        if d["seat"] == viewer:
            return ngettext("You lose {n} fan.", "You lose {n} fans.", d["amount"]).format(n=d["amount"])
        line = ngettext("{p} loses {n} fan.", "{p} loses {n} fans.", d["amount"])
        return line.format(p=who(d["seat"], viewer), n=d["amount"])
    if k == "trophy":
        if d["seat"] == viewer:
            return _("You win a trophy ({t} in all).").format(t=d["total"])
        return _("{p} wins a trophy ({t} in all).").format(p=who(d["seat"], viewer), t=d["total"])
    if k == "decree":
        return _decree_line(d, viewer)
    if k == "no_opponent":
        return _("No opposing knight to attack.")
    if k == "court_discarded":
        cards = d["cards"]
        line = ngettext("{cards} leaves play.", "{cards} leave play.", len(cards))
        return line.format(cards=", ".join(court_name(c) for c in cards))
    if k == "game_over":
        if d["winner"] < 0:
            return _("The tournament ends without a winner.")
        if d["winner"] == viewer:
            return _("You win the tournament!")
        return _("{p} wins the tournament!").format(p=who(d["winner"], viewer))
    return ""


def end_line(seat: int, viewer: int | None, names=None) -> str:
    """The line for A Knight's Tale's ``("end",)`` move (its ``turn_ended`` event)."""
    if seat == viewer:
        return _("You end your turn.")
    name = names(seat) if names is not None else _("Player {n}").format(n=seat + 1)
    return _("{p} ends the turn.").format(p=name)


def _decree_line(d: dict, viewer: int | None) -> str:
    """A Knight's Tale's Fan Support, named as the rule it is, with the fans it cost and those left
    (a player may call on it again while they last)."""
    k = knight_name(d["card"])
    if "fans" not in d:
        if d["seat"] == viewer:
            return _("You call on Fan Support: {n} fans for 1 damage to {k}.").format(n=d["cost"], k=k)
        return _("{p} calls on Fan Support: {n} fans for 1 damage to {k}.").format(
            p=who(d["seat"], viewer), n=d["cost"], k=k
        )
    left = d["fans"]
    if d["seat"] == viewer:
        line = ngettext(
            "You call on Fan Support: {n} fans for 1 damage to {k} ({left} fan left).",
            "You call on Fan Support: {n} fans for 1 damage to {k} ({left} fans left).",
            left,
        )
        return line.format(n=d["cost"], k=k, left=left)
    line = ngettext(
        "{p} calls on Fan Support: {n} fans for 1 damage to {k} ({left} fan left).",
        "{p} calls on Fan Support: {n} fans for 1 damage to {k} ({left} fans left).",
        left,
    )
    return line.format(p=who(d["seat"], viewer), n=d["cost"], k=k, left=left)


def _fan_source(d: dict, viewer: int | None) -> str:
    """Where a gain of fans comes from, as a phrase ending the line ('' when not known)."""
    why = d.get("why", "")
    if why == "strike":
        return _("for the strike")
    if why == "block":
        return _("for the block")
    if why == "knockout":
        return _("for the knock-out")
    if why == "ability" and "card" in d:
        knight = knight_name(d.get("user", d["card"]))  # the knight that used it, a copied ability too
        return _("from {k}").format(k=court_name(d["card"]) if d.get("court") else knight)
    if why == "steal" and "giver" in d:
        return _("from you") if d["giver"] == viewer else _("from {p}").format(p=who(d["giver"], viewer))
    return ""


def _ability(d: dict) -> C.Ability | None:
    """The printed ability an "ability" event tells (None when unknown)."""
    try:
        if d["origin"] == "court":
            return C.COURTS[d["card"]].effects[d["ability"]].ability
        return C.ALL_KNIGHTS[d["card"]].abilities[d["ability"]]
    except (IndexError, KeyError, TypeError):
        return None


def _trigger(d: dict) -> str:
    """The keyword (Strike or Block) of the ability an "ability" event tells, '' when unknown."""
    ability = _ability(d)
    return ability.trigger if ability is not None else ""


def _heal_line(d: dict, text: str) -> str:
    """A healing set off by a strike or a block, told as such: "Sir Kay the Crowd-Pleaser blocks: heal 1
    damage from this knight.", "Sir Gawain Sunblade strikes with Healer's Herbs: …", a Strike X with
    the card that set it off: "Sir Gawain Sunblade strikes with a 5 (Strike 5): …" (a healing that
    finds no damage says so)."""
    user = d.get("user", -1)
    knight = knight_name(user if user >= 0 else d["card"])
    text = _after_colon(text, d)
    blocks = _trigger(d) == C.BLOCK
    ability = _ability(d)
    x = ability.x if ability is not None and not blocks else 0
    if x:  # a Strike X: told once the cards are shown, with the card that set it off
        if d["origin"] == "court":
            line = _("{k} strikes with a {x} ({card}, Strike {x}): {text}")
            line = line.format(k=knight, x=x, card=court_name(d["card"]), text=text)
        else:
            line = _("{k} strikes with a {x} (Strike {x}): {text}").format(k=knight, x=x, text=text)
    elif d["origin"] == "court":
        line = _("{k} blocks with {card}: {text}") if blocks else _("{k} strikes with {card}: {text}")
        line = line.format(k=knight, card=court_name(d["card"]), text=text)
    else:
        line = (_("{k} blocks: {text}") if blocks else _("{k} strikes: {text}")).format(k=knight, text=text)
    if d.get("idle"):
        return _("{line} No damage: nothing is healed.").format(line=line)
    return line


def _told(d: dict, viewer: int | None) -> str:
    """An ability's text for the log: the printed one, but naming the player where it says "you" or
    "your" and that player is not the viewer."""
    if d["effect"] == C.DRAIN and "other" in d:  # who gives whom, by name ("you" only for the viewer)
        return _drain_line(d, viewer)
    if d["effect"] == C.REFLECT and d["seat"] != viewer:
        return _("Deal damage to the attacker equal to the block value of {p}.").format(p=who(d["seat"], viewer))
    if d["effect"] == C.HEAL_TEAM and d["seat"] != viewer:
        line = ngettext(
            "Heal {n} damage from each knight of {p}.", "Heal {n} damage from each knight of {p}.", d["amount"]
        )
        return line.format(n=d["amount"], p=who(d["seat"], viewer))
    return _ability_line(d)


def _reflect_line(d: dict, viewer: int | None) -> str:
    """A block that hits back, in our words: "Sir Ector Oldguard hits back: 4 damage to the attacker
    (Enid’s block value)", with the court card when one gives it (King's Favour)."""
    n, user = d["value"], d.get("user", -1)
    knight = knight_name(user if user >= 0 else d["card"])
    if d["seat"] == viewer:
        why = ngettext(
            "{n} damage to the attacker (your block value)", "{n} damage to the attacker (your block value)", n
        )
    else:
        why = ngettext(
            "{n} damage to the attacker ({p}’s block value)", "{n} damage to the attacker ({p}’s block value)", n
        )
    what = why.format(n=n, p=who(d["seat"], viewer))
    if d["origin"] == "court":
        return _("{k} hits back with {card}: {what}.").format(k=knight, card=court_name(d["card"]), what=what)
    return _("{k} hits back: {what}.").format(k=knight, what=what)


def _drain_line(d: dict, viewer: int | None) -> str:
    """A drain told in the third person: who gives fans to whom ("you" only for the viewer)."""
    n, giver, taker = d["amount"], d["other"], d["seat"]
    if giver == viewer:
        return ngettext("You give {p} {n} fan.", "You give {p} {n} fans.", n).format(p=who(taker, viewer), n=n)
    if taker == viewer:
        return ngettext("{p} gives you {n} fan.", "{p} gives you {n} fans.", n).format(p=who(giver, viewer), n=n)
    line = ngettext("{giver} gives {taker} {n} fan.", "{giver} gives {taker} {n} fans.", n)
    return line.format(giver=who(giver, viewer), taker=who(taker, viewer), n=n)


def _after_colon(text: str, d: dict) -> str:
    """An ability's printed text going on after a colon: lower case ("…through Cosplay: gain 1 fan"),
    unless it opens with a player's name (a drain's line)."""
    if d["effect"] == C.DRAIN and "other" in d:
        return text
    return text[:1].lower() + text[1:]


def _copy_card() -> int:
    """The court card that lends a knight another's abilities (Cosplay)."""
    return next(i for i, c in enumerate(C.COURTS) if c.effects and c.effects[0].kind == C.C_COPY)


def _source_name(d: dict) -> str:
    if d["origin"] == "court" and d["card"] < len(C.COURTS) and C.COURTS[d["card"]].effects:
        return court_name(d["card"])
    return knight_name(d["card"])


def _ability_line(d: dict) -> str:
    return C.effect_text(d["effect"], d["amount"])


def _armour_muted(d: dict) -> str:
    """A strike's damage line for a knight whose armour a court card (Jester's Distraction) cancels."""
    if d.get("excess"):
        line = ngettext(
            "{k} takes {d} damage, with only {n} health left: {jester} cancels its armour ({a}).",
            "{k} takes {d} damage, with only {n} health left: {jester} cancels its armour ({a}).",
            d["amount"],
        )
    else:
        line = ngettext(
            "{k} takes {n} damage ({t} in all): {jester} cancels its armour ({a}).",
            "{k} takes {n} damage ({t} in all): {jester} cancels its armour ({a}).",
            d["amount"],
        )
    jester, armour = court_name(d["silencer"]), f"−{d['armour_muted']}"
    return line.format(
        k=knight_name(d["card"]),
        n=d["amount"],
        t=d["total"],
        d=d["amount"] + d.get("excess", 0),
        jester=jester,
        a=armour,
    )


def _armour_ignored(d: dict) -> str:
    """A damage line for a knight whose armour did not reduce it (an ability's damage, not combat's)."""
    if d.get("excess"):
        line = ngettext(
            "{k} takes {d} damage, armour ignored, with only {n} health left.",
            "{k} takes {d} damage, armour ignored, with only {n} health left.",
            d["amount"],
        )
        return line.format(k=knight_name(d["card"]), d=d["amount"] + d["excess"], n=d["amount"])
    line = ngettext(
        "{k} takes {n} damage, armour ignored ({t} in all).",
        "{k} takes {n} damage, armour ignored ({t} in all).",
        d["amount"],
    )
    return line.format(k=knight_name(d["card"]), n=d["amount"], t=d["total"])
