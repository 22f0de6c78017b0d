"""Card and tile faces of Glory, generated from the content data (texts from ``glory.tips``).

Knights are square tiles with their coat of arms; journey cards carry their reward options; supports,
relics, titles, events, characters, trophies and Otto's cards each get a face of their kind.
"""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory import tips
from game.i18n import N_
from game.ui.art.cards import CardSpec
from game.ui.art.heraldry import knight_arms
from game.ui.kit.faces import FaceKind

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
RELIC_ICONS = {"medallion": "medal", "amulet": "gem-pendant", "ring": "diamond-ring", "rosary": "prayer-beads"}
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


SUPPORT = FaceKind("glory", "support", N_("Support"), "meeple", (70, 90, 60), "tile")
SPECIAL = FaceKind("glory", "support", N_("Special support"), "meeple-king", (112, 84, 40), "tile")
RELIC = FaceKind("glory", "relic", N_("Relic"), "holy-symbol", (104, 80, 140), "tile")
TITLE = FaceKind("glory", "title", N_("Title"), "trumpet-flag", (40, 90, 70), back="title")
EVENT = FaceKind("glory", "event", N_("Event"), "scroll-unfurled", (70, 46, 100), "wide")
CHARACTER = FaceKind("glory", "character", N_("Character"), "hood", (90, 60, 36), back="character")
TROPHY = FaceKind("glory", "trophy", N_("Trophy"), "trophy-cup", (176, 130, 40), "tile")
OTTO_CARD = FaceKind("glory", "automa", N_("Otto"), "black-knight-helm", (50, 50, 60), back="solo")


def knight_spec(knight_id: str) -> CardSpec:
    k = C.KNIGHTS[knight_id]
    face = FaceKind("glory", "knight", C.KNIGHT_TYPE_NAMES[k.type], KNIGHT_ICONS.get(k.type, "visored-helm"))
    stats = (("laurels", str(k.glory)), ("star-medal", str(k.prestige)))
    return face.face(k.name, value=k.attack, arms=knight_arms(k.name), stats=stats, shape="tile")


def journey_spec(card_id: str) -> CardSpec:
    jc, t = C.JOURNEY[card_id], card_id[0]
    face = FaceKind("glory", "journey", C.JOURNEY_TYPE_NAMES[t], TYPE_ICONS[t], TYPE_ACCENTS[t], back=TYPE_BACKS[t])
    art = JOURNEY_ART[t][sum(map(ord, jc.name)) % len(JOURNEY_ART[t])]
    value = jc.attack if t == "C" else (jc.cost or None) if t == "M" else None
    stats = (("star-medal", str(jc.prestige)),) if t == "C" else ()
    footer = N_("Cost in coins") if t == "M" and jc.cost else ""
    return face.face(jc.name, art, value=value, body=tips.reward_text(jc.reward), stats=stats, footer=footer)


def support_spec(kind: str) -> CardSpec:
    sk = C.SUPPORT_KINDS[kind]
    return (SPECIAL if sk.special else SUPPORT).face(
        sk.name, SUPPORT_ICONS.get(kind, "meeple"), body=tips.SUPPORT_TEXT[kind]
    )


def relic_spec(kind: str) -> CardSpec:
    return RELIC.face(C.RELIC_NAMES[kind], RELIC_ICONS[kind], body=tips.RELIC_TEXT[kind])


def title_spec(title_id: str) -> CardSpec:
    t = C.TITLES[title_id]
    return TITLE.face(t.name, "ribbon-medal", value=t.glory, body=tips.title_text(title_id))


def event_spec(event_id: str) -> CardSpec:
    e = C.EVENTS[event_id]
    art = EVENT_ICONS.get(event_id, "party-flags")
    return EVENT.face(e.name, art, value=e.round, body=tips.EVENT_TEXT[event_id], back=f"event{e.round}")


def character_spec(char_id: str) -> CardSpec:
    ch = C.CHARACTERS[char_id]
    stats = (("coins", str(ch.coins)), ("biceps", str(ch.strength)), ("prayer", str(ch.faith)))
    stats += (("laurels", str(ch.glory)),)
    body = tips.character_text(char_id).split("\n")[1]
    return CHARACTER.face(ch.name, CHARACTER_ICONS.get(char_id, "light-helm"), value=ch.level, body=body, stats=stats)


def trophy_spec(trophy_id: str) -> CardSpec:
    t = C.TROPHIES[trophy_id]
    return TROPHY.face(t.name, "trophy", body=tips.gains_text(t.gains))


def automa_spec(card_id: str) -> CardSpec:
    return OTTO_CARD.face(C.AUTOMA[card_id].name, "black-knight-helm", body=tips.otto_card_text(card_id))


def gallery_specs() -> list[CardSpec]:
    """Every face of the game, kind by kind."""
    out = [knight_spec(k.id) for k in C.KNIGHT_LIST]
    seen: set[tuple[str, str]] = set()
    for cid, jc in C.JOURNEY.items():
        if (cid[0], jc.name) not in seen:  # one face per distinct card
            seen.add((cid[0], jc.name))
            out.append(journey_spec(cid))
    out += [support_spec(k) for k in C.SUPPORT_KINDS]
    out += [relic_spec(k) for k in C.RELIC_KINDS]
    out += [title_spec(t.id) for t in C.TITLE_LIST]
    out += [event_spec(e.id) for e in C.EVENT_LIST]
    out += [character_spec(c.id) for c in C.CHARACTER_LIST if c.id not in ("squire2", "squire3", "squire4")]
    out += [trophy_spec(t.id) for t in C.TROPHY_LIST]
    out += [automa_spec(c.id) for c in C.AUTOMA_CARDS]
    return out
