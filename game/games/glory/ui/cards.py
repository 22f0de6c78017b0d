"""Card and tile faces of Glory, generated from the content data for the art pipeline.

Knights are square tiles with their coat of arms; journey cards carry their reward options; supports,
relics, titles, events, characters, trophies and Otto's automa cards each get a face of their kind.
"""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory.describe import gain_text
from game.i18n import N_, _
from game.ui.art.cards import CardSpec
from game.ui.art.heraldry import knight_arms

TYPE_ACCENTS = {"R": (150, 40, 70), "M": (150, 110, 30), "C": (54, 48, 52)}
TYPE_ICONS = {"R": "rose", "M": "coins", "C": "crossed-swords"}
TYPE_BACKS = {"R": "romance", "M": "market", "C": "challenge"}
KNIGHT_ICONS = {
    "noble": "visored-helm",
    "veteran": "brutal-helm",
    "polish": "winged-emblem",
    "champion": "laurels-trophy",
    "king": "crown",
}
SUPPORT_ICONS = {
    "hermit": "tarot-09-the-hermit",
    "minstrel": "lyre",
    "rogue": "hooded-figure",
    "veteran": "brutal-helm",
    "squire": "horse-head",
    "weapons_master": "sword-brandish",
    "chronicler": "quill-ink",
    "sister": "nun-face",
    "queen": "queen-crown",
    "armorer": "anvil",
    "king": "old-king",
    "bishop": "monk-face",
    "emissary": "love-letter",
    "lady_in_waiting": "dress",
    "lady": "royal-love",
    "jester": "jester-hat",
    "moneylender": "money-stack",
    "cook": "cook",
    "herald": "trumpet-flag",
    "witch": "witch-face",
    "diplomat": "shaking-hands",
    "vassal": "meeple-king",
}
TIMING_TEXT = {
    "once": N_("Once: its bonus comes when you take it."),
    "passive": N_("Always on; never turned face down."),
    "tent": N_("Tent: use it before the first clash of a duel."),
    "lance": N_("Lance: use it after the roll (two per clash)."),
    "phase": N_("Use it outside duels."),
}
RELIC_ICONS = {"medallion": "medal", "amulet": "gem-pendant", "ring": "diamond-ring", "rosary": "prayer-beads"}
RELIC_TEXT = {
    "medallion": N_("One clash: +1 to your attack."),
    "amulet": N_("One clash: turn a die to its best face."),
    "ring": N_("One clash: reroll up to four dice."),
    "rosary": N_("One clash: an armor die shows its best face."),
}
EVENT_ICONS = {
    "harvest": "wheat",
    "wedding": "royal-love",
    "recruitment1": "meeple-group",
    "journey": "crossroad",
    "crusade": "jerusalem-cross",
    "wandering": "cloaked-figure-on-horseback",
    "recruitment2": "meeple-army",
    "volunteer": "shaking-hands",
    "to_arms": "trumpet",
    "war": "crossed-swords",
    "loot": "open-treasure-chest",
    "siege": "castle-ruins",
}
CHARACTER_ICONS = {
    "squire1": "light-helm",
    "squire2": "light-helm",
    "squire3": "light-helm",
    "squire4": "light-helm",
    "errant": "cloaked-figure-on-horseback",
    "courtier": "crowned-heart",
    "crusader": "templar-shield",
    "jouster": "mounted-knight",
    "marshal": "knight-banner",
    "templar": "templar-heart",
    "favourite": "queen-crown",
    "envoy": "tied-scroll",
}
#: pictures for journey cards, chosen per card name from the type's pool (stable, data-driven)
JOURNEY_ART = {
    "R": ("rose", "love-letter", "lovers", "love-song", "flowers", "harp", "diamond-ring", "lips", "heart-wings"),
    "M": ("coins", "shop", "trade", "money-stack", "swap-bag", "anvil", "knapsack", "shiny-purse", "scales"),
    "C": (
        "crossed-swords",
        "sword-clash",
        "duel",
        "broadsword",
        "battle-axe",
        "flail",
        "halberd",
        "spiked-mace",
        "two-handed-sword",
    ),
}
GAIN_ICONS = {
    "coins": "coins",
    "strength": "biceps",
    "faith": "prayer",
    "glory": "laurels",
    "prestige": "star-medal",
    "mount": "horse-head",
    "armor": "breastplate",
    "support": "meeple",
    "relic": "gem-pendant",
}


def _gain(what: str, value: object) -> str:
    if what == "support":
        kind = C.SUPPORT_KINDS.get(str(value))
        return _(kind.name) if kind else _("a support")
    if what == "titles":
        return _("a new objective")
    return gain_text(what, value)


def reward_text(options: tuple) -> str:
    """'A or B' over a card's reward options, each option a list of gains."""
    return _(" or ").join(", ".join(_gain(w, v) for w, v in opt) for opt in options)


def knight_spec(knight_id: str) -> CardSpec:
    k = C.KNIGHTS[knight_id]
    body = _(C.KNIGHT_TYPE_NAMES[k.type])
    if k.veteran:
        body += " · " + _("removes one of your dice")
    return CardSpec(
        "glory",
        k.name,
        C.KNIGHT_TYPE_NAMES[k.type],
        k.attack,
        KNIGHT_ICONS.get(k.type, "visored-helm"),
        arms=knight_arms(k.name),
        stats=(("laurels", str(k.glory)), ("star-medal", str(k.prestige))),
        shape="tile",
        kind="knight",
    )


def journey_spec(card_id: str) -> CardSpec:
    jc = C.JOURNEY[card_id]
    t = card_id[0]
    stats: tuple[tuple[str, str], ...] = ()
    value: int | None = None
    if t == "C":
        value = jc.attack
        stats = (("star-medal", str(jc.prestige)),)
    elif t == "M" and jc.cost:
        value = jc.cost
    return CardSpec(
        "glory",
        jc.name,
        C.JOURNEY_TYPE_NAMES[t],
        value,
        TYPE_ICONS[t],
        TYPE_ICONS[t],
        TYPE_ACCENTS[t],
        body=reward_text(jc.reward),
        back=TYPE_BACKS[t],
        stats=stats,
        footer=N_("Cost in coins") if t == "M" and jc.cost else "",
        kind="journey",
    )


def support_spec(kind: str) -> CardSpec:
    sk = C.SUPPORT_KINDS[kind]
    return CardSpec(
        "glory",
        sk.name,
        N_("Special support") if sk.special else N_("Support"),
        None,
        "meeple-king" if sk.special else "meeple",
        SUPPORT_ICONS.get(kind, "meeple"),
        (112, 84, 40) if sk.special else (70, 90, 60),
        body=TIMING_TEXT[sk.timing],
        shape="tile",
        kind="support",
    )


def relic_spec(kind: str) -> CardSpec:
    return CardSpec(
        "glory",
        C.RELIC_NAMES[kind],
        N_("Relic"),
        None,
        "holy-symbol",
        RELIC_ICONS[kind],
        (104, 80, 140),
        body=RELIC_TEXT[kind],
        shape="tile",
        kind="relic",
    )


def title_spec(title_id: str) -> CardSpec:
    t = C.TITLES[title_id]
    return CardSpec(
        "glory",
        t.name,
        N_("Title"),
        t.glory,
        "trumpet-flag",
        "ribbon-medal",
        (40, 90, 70),
        body=title_text(title_id),
        back="title",
        kind="title",
    )


def title_text(title_id: str) -> str:
    t = C.TITLES[title_id]
    parts = []
    for what, n in t.needs:
        name = C.RESOURCE_NAMES.get(what)
        if name:
            parts.append(f"{n} {_(name)}")
        elif what in C.SUPPORT_KINDS:
            parts.append(f"{n} × {_(C.SUPPORT_KINDS[what].name)}")
        elif what == "supports":
            parts.append(_("{n} supports").format(n=n))
        elif what == "relics":
            parts.append(_("{n} relics").format(n=n))
        elif what == "prestige":
            parts.append(_("{n} Prestige tokens").format(n=n))
    if t.played:
        parts.append(_("{n} {type} cards played").format(n=t.played[1], type=_(C.JOURNEY_TYPE_NAMES[t.played[0]])))
    if t.duel:
        parts.append(_("win a duel against attack {a}").format(a=t.duel[0]))
    if t.equipped:
        parts.append(_("mount and armor at level IV"))
    return ", ".join(parts)


def event_spec(event_id: str) -> CardSpec:
    e = C.EVENTS[event_id]
    cost = ", ".join(f"{n} {_(C.RESOURCE_NAMES.get(w, w))}" for w, n in e.cost)
    return CardSpec(
        "glory",
        e.name,
        N_("Event"),
        e.round,
        "scroll-unfurled",
        "party-flags",
        (70, 46, 100),
        body=_("Adds an action space.") if e.action else _("Changes this round."),
        footer=cost,
        back=f"event{e.round}",
        shape="wide",
        kind="event",
    )


def character_spec(char_id: str) -> CardSpec:
    ch = C.CHARACTERS[char_id]
    body = _("Income: {c} coins, {s} Strength, {f} Faith").format(
        c=ch.income_coins, s=ch.income_strength, f=ch.income_faith
    )
    return CardSpec(
        "glory",
        ch.name,
        N_("Character"),
        ch.level,
        "hood",
        "cloaked-figure-on-horseback",
        (90, 60, 36),
        body=body,
        back="character",
        stats=(
            ("coins", str(ch.coins)),
            ("biceps", str(ch.strength)),
            ("prayer", str(ch.faith)),
            ("laurels", str(ch.glory)),
        ),
        kind="character",
    )


def trophy_spec(trophy_id: str) -> CardSpec:
    t = C.TROPHIES[trophy_id]
    return CardSpec(
        "glory",
        t.name,
        N_("Trophy"),
        None,
        "trophy-cup",
        "trophy",
        (176, 130, 40),
        body=", ".join(_gain(w, v) for w, v in t.gains),
        shape="tile",
        kind="trophy",
    )


def automa_spec(card_id: str) -> CardSpec:
    card = C.AUTOMA[card_id]
    lines = [f"{'I' * (i + 1)}: {_(C.OTTO_ACTION_NAMES[a[0]])}" for i, a in enumerate(card.actions)]
    return CardSpec(
        "glory",
        card.name,
        N_("Otto"),
        None,
        "black-knight-helm",
        "black-knight-helm",
        (50, 50, 60),
        body="  ·  ".join(lines),
        back="solo",
        kind="automa",
    )


def gallery_specs() -> list[CardSpec]:
    """Every face of the game, kind by kind."""
    out = [knight_spec(k.id) for k in C.KNIGHT_LIST]
    seen: set[str] = set()
    for cid, jc in C.JOURNEY.items():
        if (cid[0], jc.name) not in seen:  # one face per distinct card
            seen.add((cid[0], jc.name))
            out.append(journey_spec(cid))
    out += [support_spec(k) for k in C.SUPPORT_KINDS]
    out += [relic_spec(k) for k in C.RELIC_KINDS]
    out += [title_spec(t.id) for t in C.TITLE_LIST]
    out += [event_spec(e.id) for e in C.EVENT_LIST]
    out += [character_spec(c.id) for c in C.CHARACTER_LIST]
    out += [trophy_spec(t.id) for t in C.TROPHY_LIST]
    out += [automa_spec(c.id) for c in C.AUTOMA_CARDS]
    return out
