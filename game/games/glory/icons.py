"""Which game-icons picture stands for each piece of Glory: journey types (with their accent colour
and card back), knight types, supports, relics, events, characters, action spaces, and the pool of
pictures journey cards draw theirs from (names only: data for the card faces, the board and the duel
stage; no drawing here)."""

from __future__ import annotations

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

SPACE_ICONS = {  # the action spaces
    "training": "biceps",
    "prayer": "prayer",
    "service": "coins",
    "travel": "crossroad",
    "initiative": "sprint",
    "patrol": "spears",
    "warmup": "muscle-up",
    "market": "shop",
    "support": "meeple-group",
    "herald": "trumpet-flag",
    "objective": "ribbon-medal",
    "event": "party-flags",
}
