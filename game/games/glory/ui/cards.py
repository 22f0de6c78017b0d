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


def knight_spec(knight_id: str) -> CardSpec:
    k = C.KNIGHTS[knight_id]
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
    pool = JOURNEY_ART[t]
    value = jc.attack if t == "C" else (jc.cost or None) if t == "M" else None
    return CardSpec(
        "glory",
        jc.name,
        C.JOURNEY_TYPE_NAMES[t],
        value,
        TYPE_ICONS[t],
        pool[sum(map(ord, jc.name)) % len(pool)],
        TYPE_ACCENTS[t],
        body=tips.reward_text(jc.reward),
        back=TYPE_BACKS[t],
        stats=(("star-medal", str(jc.prestige)),) if t == "C" else (),
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
        body=tips.SUPPORT_TEXT[kind],
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
        body=tips.RELIC_TEXT[kind],
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
        body=tips.title_text(title_id),
        back="title",
        kind="title",
    )


def event_spec(event_id: str) -> CardSpec:
    e = C.EVENTS[event_id]
    return CardSpec(
        "glory",
        e.name,
        N_("Event"),
        e.round,
        "scroll-unfurled",
        EVENT_ICONS.get(event_id, "party-flags"),
        (70, 46, 100),
        body=tips.EVENT_TEXT[event_id],
        back=f"event{e.round}",
        shape="wide",
        kind="event",
    )


def character_spec(char_id: str) -> CardSpec:
    ch = C.CHARACTERS[char_id]
    return CardSpec(
        "glory",
        ch.name,
        N_("Character"),
        ch.level,
        "hood",
        CHARACTER_ICONS.get(char_id, "light-helm"),
        (90, 60, 36),
        body=tips.character_text(char_id).split("\n")[1],
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
        body=tips.gains_text(t.gains),
        shape="tile",
        kind="trophy",
    )


def automa_spec(card_id: str) -> CardSpec:
    card = C.AUTOMA[card_id]
    return CardSpec(
        "glory",
        card.name,
        N_("Otto"),
        None,
        "black-knight-helm",
        "black-knight-helm",
        (50, 50, 60),
        body=tips.otto_card_text(card_id),
        back="solo",
        kind="automa",
    )


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
