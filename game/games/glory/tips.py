"""What each piece of Glory does, in our own words (translated): action spaces, supports, relics,
events, characters, titles, trophies and journey rewards. The table's tooltips and card faces read
them, so pointing at a thing says what it does rather than repeating its name. Pure text (no pygame).
"""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory.describe import gain_text
from game.games.glory.labels import LEVELS
from game.games.glory.resource_labels import listing
from game.i18n import N_, _, ngettext

SUPPORT_TEXT = {
    "hermit": N_("Before the first clash: turn one of your used relics face up again."),
    "minstrel": N_("4 glory points when you take it."),
    "rogue": N_("Before the first clash: your opponent's attack −1 in that clash; you lose 1 glory point."),
    "veteran": N_("After the roll: +1 to your attack in this clash."),
    "squire": N_("After the roll: your lowest black (mount) die shows its best face."),
    "weapons_master": N_("After the roll: your lowest red (Strength) die shows its best face."),
    "chronicler": N_("Every title you score is worth 1 more glory point."),
    "sister": N_("Always on: one Faith token rerolls 1 more die."),
    "queen": N_("Always on: Travel Plans gives you 1 more journey card."),
    "armorer": N_("After the roll: your lowest white (armor) die shows its best face."),
    "king": N_("The Royal Prestige token when you take it."),
    "bishop": N_("Always on: one Faith token rerolls 2 more dice."),
    "emissary": N_("Always on: you may play 1 more journey card in each journey phase."),
    "lady_in_waiting": N_("Before the first clash: turn one of your used supports face up again."),
    "lady": N_("5 glory points when you take it."),
    "jester": N_("Before the first clash: your opponent's prestige −2 in that clash (for ties)."),
    "moneylender": N_("6 coins when you take it, and you lose 2 glory points."),
    "cook": N_("Before the first clash: +1 to your attack in that clash."),
    "herald": N_("Before the first clash: turn one of your face-down Prestige tokens face up."),
    "witch": N_("After the roll: your opponent's attack −1 in this clash; you lose 1 glory point."),
    "diplomat": N_("Always on: the Market and supports cost you 1 coin less."),
    "vassal": N_("The Overlord Prestige token when you take it."),
}
TIMING_TEXT = {
    "once": N_("Its bonus comes when you take it; the tile stays with you."),
    "passive": N_("Always on; never turned face down."),
    "tent": N_("Tent: once per duel, then face down until the maintenance phase."),
    "lance": N_("Lance: up to two per clash, then face down until the maintenance phase."),
    "phase": N_("Use it outside duels."),
}
RELIC_TEXT = {
    "medallion": N_("One clash: +1 to your attack."),
    "amulet": N_("One clash: +2 to your attack."),
    "ring": N_("One clash: reroll up to four dice."),
    "rosary": N_("One clash: your lowest white (armor) die shows its best face."),
}
EVENT_TEXT = {
    "harvest": N_("Every player gains 2 coins."),
    "wedding": N_("Every player gains 2 Strength tokens."),
    "recruitment1": N_("Action for the first pawn, 1 coin: take the special support lying on this card."),
    "journey": N_("Action for the first pawn, 1 coin: take three journey cards."),
    "crusade": N_("Action for the first pawn, 1 coin: 3 glory points and 3 Faith tokens."),
    "wandering": N_("Action for the first pawn, 1 coin: 5 Strength tokens."),
    "recruitment2": N_("Action for the first pawn, 1 coin: take the special support lying on this card."),
    "volunteer": N_("Action for the first pawn, free: take the special support lying on this card."),
    "to_arms": N_("Every player has one pawn fewer this round."),
    "war": N_("Every player loses 2 coins."),
    "loot": N_("Action for the first pawn: you pay 2 Strength tokens, your own level III mount or armor becomes IV."),
    "siege": N_("Action for the first pawn, 2 Strength tokens: 5 glory points."),
}
DIE_NAMES = {"red": N_("red (Strength)"), "black": N_("black (mount)"), "white": N_("white (armor)")}
SPACE_TEXT = {
    "travel": N_("Take two journey cards, one at a time, face up or blind (one more with the Queen support)."),
    "initiative": N_("1 coin, and you move to the front of the initiative track in the maintenance phase."),
    "market": N_("Raise your mount or armor by one level, paying coins."),
    "support": N_("Buy a support tile from the track."),
    "herald": N_("Register for this round's tournament at once."),
    "objective": N_("Draw three titles and keep one as a secret objective."),
}


def gains_text(gains: tuple) -> str:
    """A list of gains as words ('3 coins, a Ring relic')."""
    out = []
    for what, value in gains:
        if what == "support":
            kind = C.SUPPORT_KINDS.get(str(value))
            out.append(_(kind.name) if kind else _("a support"))
        elif what == "titles":
            out.append(_("a new objective"))
        else:
            out.append(gain_text(what, value))
    return ", ".join(out)


def reward_text(options: tuple) -> str:
    """'A or B' over a journey card's reward options."""
    return _(" or ").join(gains_text(opt) for opt in options)


#: the most characters a hand-size card face prints (``game.ui.art.cards``: a longer text is left to the
#: tooltip and the zoom, and the face shows none)
FACE_CHARS = 48


def _face_gain(what: str, value, compact: bool) -> str:
    """One gain as a card face prints it: "Charmer Prestige", "2 glory" (``compact``: "Charmer")."""
    if what == "prestige":
        colour = _(C.PRESTIGE_NAMES[value])
        return colour if compact else _("{colour} Prestige").format(colour=colour)
    if what == "glory":
        return ngettext("{n} glory", "{n} glory", abs(value)).format(n=value)
    return gains_text(((what, value),))


def face_reward_text(options: tuple, room: int = FACE_CHARS) -> str:
    """A journey card's reward as its face prints it in ``room`` characters: the tooltip's words when
    they fit, else shorter ones (a Prestige token by its name and colour, glory without "points"), else
    the shortest (the token by its colour alone: the tooltip names it in full)."""
    full = reward_text(options)
    if len(full) <= room:
        return full
    for compact in (False, True):
        text = _(" or ").join(", ".join(_face_gain(w, v, compact) for w, v in opt) for opt in options)
        if len(text) <= room:
            break
    return text


def space_text(space: str, event: str = "") -> str:
    """What an action space gives (``event``: the round's event card, for the event space)."""
    if space == "event" and event in C.EVENTS:
        return _(EVENT_TEXT[event])
    if space in C.ACTION_GAINS:
        return _("Gain {what}.").format(what=gains_text(C.ACTION_GAINS[space]))
    return _(SPACE_TEXT[space]) if space in SPACE_TEXT else ""


def item_name(kind: str) -> str:
    """A support's or a relic's name."""
    if kind in C.SUPPORT_KINDS:
        return _(C.SUPPORT_KINDS[kind].name)
    return _(C.RELIC_NAMES[kind]) if kind in C.RELIC_NAMES else kind


def item_text(kind: str) -> str:
    """What a support or a relic does, in one line ('' for anything else)."""
    if kind in SUPPORT_TEXT:
        return _(SUPPORT_TEXT[kind])
    return _(RELIC_TEXT[kind]) if kind in RELIC_TEXT else ""


def support_text(kind: str) -> str:
    sk = C.SUPPORT_KINDS[kind]
    return _(SUPPORT_TEXT[kind]) + " " + _(TIMING_TEXT[sk.timing])


def title_text(title_id: str) -> str:
    """A title's condition: what a player needs (and spends) to score it."""
    t = C.TITLES[title_id]
    parts = []
    for what, n in t.needs:
        if what in C.RESOURCE_NAMES:
            parts.append(gain_text(what, n))
        elif what in C.SUPPORT_KINDS:
            parts.append(f"{n} × {_(C.SUPPORT_KINDS[what].name)}")
        elif what == "supports":
            parts.append(ngettext("{n} support", "{n} supports", n).format(n=n))
        elif what == "relics":
            parts.append(ngettext("{n} relic", "{n} relics", n).format(n=n))
        elif what == "prestige":
            parts.append(ngettext("{n} Prestige token", "{n} Prestige tokens", n).format(n=n))
    parts += _title_deeds(t, _("never used a Rogue"))
    return ", ".join(parts)


def face_title_text(title_id: str) -> str:
    """A title's condition as its card face prints it: the tooltip's words when they fit the face, else
    a support needed once by its name alone ("Minstrel, Queen, Squire") and the Rogue in two words."""
    full = title_text(title_id)
    if len(full) <= FACE_CHARS:
        return full
    t = C.TITLES[title_id]
    parts = []
    for what, n in t.needs:
        if what in C.SUPPORT_KINDS:
            name = _(C.SUPPORT_KINDS[what].name)
            parts.append(name if n == 1 else f"{n} × {name}")
        elif what == "glory":
            parts.append(ngettext("{n} glory", "{n} glory", n).format(n=n))
        else:
            parts.append(title_text_part(what, n))
    parts += _title_deeds(t, _("never a Rogue"))
    return ", ".join(parts)


def _title_deeds(t, no_rogue: str) -> list[str]:
    """The parts of a title's condition that are deeds rather than things held: cards played, a duel
    won, full equipment, no Rogue (in the words ``no_rogue``)."""
    parts = []
    if t.played:
        n, kind = t.played[1], _(C.JOURNEY_TYPE_NAMES[t.played[0]])
        parts.append(ngettext("{n} {type} card played", "{n} {type} cards played", n).format(n=n, type=kind))
    if t.duel:
        parts.append(_("win a duel against attack {a}").format(a=t.duel[0]))
    if t.equipped:
        parts.append(_("mount and armor at level IV"))
    if t.no_rogue_used:
        parts.append(no_rogue)
    return parts


def title_text_part(what: str, n: int) -> str:
    """One need of a title's condition (a resource, a number of supports, relics or Prestige tokens)."""
    if what in C.RESOURCE_NAMES:
        return gain_text(what, n)
    if what == "supports":
        return ngettext("{n} support", "{n} supports", n).format(n=n)
    if what == "relics":
        return ngettext("{n} relic", "{n} relics", n).format(n=n)
    if what == "prestige":
        return ngettext("{n} Prestige token", "{n} Prestige tokens", n).format(n=n)
    return ""


def character_text(char_id: str) -> str:
    """A character card's text: start, income, equipment, objectives."""
    ch = C.CHARACTERS[char_id]
    lines = [
        _("Start — {list}.").format(
            list=listing(
                (("coins", ch.coins), ("strength", ch.strength), ("faith", ch.faith), ("glory", ch.glory))
                + (("mount", LEVELS[ch.mount]), ("armor", LEVELS[ch.armor]))
            )
        ),
        _("Income each round — {list}.").format(
            list=listing((("coins", ch.income_coins), ("strength", ch.income_strength), ("faith", ch.income_faith)))
        ),
        _("Draws {n} titles and keeps {k}.").format(n=ch.titles_drawn, k=ch.titles_kept),
    ]
    if ch.support:
        lines.append(_("Starts with the {support}.").format(support=_(C.SUPPORT_KINDS[ch.support].name)))
    return "\n".join(lines)


def and_list(items: list[str]) -> str:
    """'a, b and c' (one item alone, as it is)."""
    if len(items) < 2:
        return "".join(items)
    return _("{list} and {last}").format(list=", ".join(items[:-1]), last=items[-1])


def trophy_text(trophy_id: str) -> str:
    gains = C.TROPHIES[trophy_id].gains if trophy_id in C.TROPHIES else C.STANDARD_TROPHY
    words = and_list([gains_text((g,)) for g in gains])
    return _("The joust's winner takes {gains}.").format(gains=words)


def journey_play_text(card_id: str) -> str:
    """What playing a journey card means: a Challenge card is a duel (its opponent's attack and
    prestige, won for the reward, lost keeping the card), a Market card costs coins."""
    jc = C.JOURNEY[card_id]
    reward = reward_text(jc.reward)
    if jc.type == "C":
        line = _(
            "A duel against attack {a}, prestige {p}: win it for {reward}; lose it and you keep the card for "
            "another try."
        ).format(a=jc.attack, p=jc.prestige, reward=reward)
        if jc.polish:
            line += " " + _("Adds a white die to the attack each clash.")
        if jc.veteran:
            line += " " + _("Its opponent rolls one {colour} die fewer.").format(colour=_(DIE_NAMES[jc.veteran]))
        return line
    if jc.type == "M" and jc.cost:
        return ngettext("Pay {n} coin for {reward}.", "Pay {n} coins for {reward}.", jc.cost).format(
            n=jc.cost, reward=reward
        )
    return reward


def knight_text(knight_id: str) -> str:
    k = C.KNIGHTS[knight_id]
    line = _("{name} ({type}): attack {a}, glory value {g}, prestige {p}.").format(
        name=_(k.name), type=_(C.KNIGHT_TYPE_NAMES[k.type]), a=k.attack, g=k.glory, p=k.prestige
    )
    if k.type == "polish":
        line += " " + _("Adds a white die to the attack each clash.")
    if k.veteran:
        line += " " + _("Its opponent rolls one {colour} die fewer.").format(colour=_(DIE_NAMES[k.veteran]))
    return line
