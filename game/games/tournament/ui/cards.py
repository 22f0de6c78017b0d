"""Card faces of Tournament for the art pipeline: 40 Chivalry cards, 9 Contests, 3 Specials.

Shield cards carry the heraldic charge named on them (Cock … Dragon) as their picture.
"""

from __future__ import annotations

from game.games.tournament import content as C
from game.i18n import N_
from game.ui.art.cards import CardSpec
from game.ui.art.heraldry import arms_for_charge

ACCENTS = {
    C.KNIGHT: (46, 62, 120),
    C.WEAPON: (130, 36, 36),
    C.HORSE: (104, 70, 34),
    C.SHIELD: (38, 96, 64),
    C.CONTEST: (150, 112, 26),
    C.SPECIAL: (92, 50, 116),
}
EMBLEMS = {
    C.KNIGHT: "visored-helm",
    C.WEAPON: "crossed-swords",
    C.HORSE: "horse-head",
    C.SHIELD: "shield",
    C.CONTEST: "trumpet-flag",
    C.SPECIAL: "sparkles",
}
KNIGHT_ART = (
    "pikeman",
    "swordman",
    "duel",
    "light-helm",  # the Crusader: a great helm with its cross (a cross or a shield read as a Shield card)
    "hooded-figure",  # the Templar: a warrior monk in his mantle
    "crested-helmet",
    "brutal-helm",
    "black-knight-helm",
    "visored-helm",
    "knight-banner",
)
WEAPON_ART = (
    "plain-dagger",
    "flail",
    "flanged-mace",
    "spiked-mace",
    "battle-axe",
    "pointy-sword",
    "broadsword",
    "sword-brandish",
    "two-handed-sword",
    "barbed-spear",
)
HORSE_ART = (
    "donkey",
    "pegasus",
    "saddle",
    "hoof",
    "horseshoe",
    "cloaked-figure-on-horseback",
    "cavalry",
    "chess-knight",
    "mounted-knight",
    "horse-head",
)
CHARGES = ("cock", "boar", "antelope", "bear", "basilisk", "angel", "unicorn", "gryphon", "lion", "dragon")
CONTEST_ART = (
    "sword-clash",
    "spears",
    "bordered-shield",
    "holy-grail",
    "gauntlet",
    "hunting-horn",
    "crown",
    "drama-masks",
    "rose",
)
SPECIAL_ART = ("roast-chicken", "imperial-crown", "laurels")
#: each Contest's rule as printed on its face: short enough to be shown on a card in hand in both
#: languages (the full wording is in its tooltip, its announcement and the rules)
CONTEST_FACE_RULES = (
    N_("Most force in Weapons in play wins."),
    N_("Most force in Horses in play wins."),
    N_("Most force in Shields in play wins."),
    N_("Most force in Knights in play wins."),
    N_("Most force in one Knight Combo wins."),
    N_("Most Knight Combos in play wins."),
    N_("Most Chivalry cards in play and hand wins."),
    N_("Most force of all cards in play wins."),
    N_("Most cards of one force value wins."),
)
CONTEST_TEXT_SCALE = 1.2  # a Contest's face is its rule: read at a glance in the hand, in both languages


def card_spec(card: int) -> CardSpec:
    """The face of Tournament card ``card`` (0..51)."""
    kind = C.KIND[card]
    common = dict(game="tournament", title=C.NAME[card], subtitle=C.KIND_NAMES[kind], emblem=EMBLEMS[kind])
    if C.is_chivalry(card):
        force = C.FORCE[card]
        i = force - 1
        if kind == C.SHIELD:
            return CardSpec(**common, value=force, arms=arms_for_charge(CHARGES[i]), accent=ACCENTS[kind], kind=kind)
        art = {C.KNIGHT: KNIGHT_ART, C.WEAPON: WEAPON_ART, C.HORSE: HORSE_ART}[kind][i]
        return CardSpec(**common, value=force, art=art, accent=ACCENTS[kind], kind=kind)
    if kind == C.CONTEST:
        cat = C.category(card)
        return CardSpec(
            **common,
            art=CONTEST_ART[cat],
            accent=ACCENTS[kind],
            body=CONTEST_FACE_RULES[cat],
            kind=kind,
            text_scale=CONTEST_TEXT_SCALE,
        )
    i = card - C.FIRST_SPECIAL
    return CardSpec(**common, art=SPECIAL_ART[i], accent=ACCENTS[kind], body=C.SPECIAL_RULE, kind=kind)


def gallery_specs() -> list[CardSpec]:
    """Every face of the game, in card id order (Knights, Weapons, Horses, Shields, Contests, Specials)."""
    return [card_spec(c) for c in C.ALL_CARDS]
