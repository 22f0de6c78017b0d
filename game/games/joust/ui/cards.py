"""Card faces of Joust for Fun for the art pipeline: 24 knights, Maiden Fair, 18 court cards and
the five combat cards.

Bodies are composed from the ability data (already translated when the spec is built), so a face
always says exactly what the engine does.
"""

from __future__ import annotations

from game.games.joust import content as C
from game.i18n import N_
from game.ui.art.cards import CardSpec

KNIGHT_ACCENT = (46, 84, 120)
SCENARIO_ACCENT = (150, 60, 110)
COURT_ACCENT = (110, 40, 90)
COMBAT_ACCENT = (120, 30, 30)
COMBAT_ICONS = {1: "plain-dagger", 2: "pointy-sword", 3: "broadsword", 4: "two-handed-sword", 5: "sword-in-stone"}


def knight_spec(card: int, variant: str = C.STANDARD) -> CardSpec:
    """The face of knight ``card`` (Maiden Fair's health depends on the mode)."""
    k = C.ALL_KNIGHTS[card]
    body = "\n".join(C.ability_text(a) for a in k.abilities)
    return CardSpec(
        game="joust",
        title=k.name,
        subtitle=N_("Scenario knight") if k.scenario else N_("Knight"),
        value=k.strength,
        emblem="mounted-knight",
        art=k.icon,
        accent=SCENARIO_ACCENT if k.scenario else KNIGHT_ACCENT,
        body=body,
        stats=(("biceps", str(k.strength)), ("hearts", str(C.knight_health(card, variant)))),
        kind="knight",
    )


def court_spec(card: int, note: bool = True) -> CardSpec:
    """The face of court card ``card``; ``note``: its foot says when the Carousel leaves it out (the
    gallery's faces; on the table the mode is known)."""
    c = C.COURTS[card]
    return CardSpec(
        game="joust",
        title=c.name,
        subtitle=N_("Court card"),
        emblem="queen-crown",
        art=c.icon,
        accent=COURT_ACCENT,
        body=C.court_text(c),
        back="court",
        footer="" if c.carousel or not note else N_("Not used in the Carousel scenario"),
        kind="court",
    )


#: a combat card's title: its value in words, short and large on the small faces in both languages (the
#: Italian "Combattimento" came out tiny in the hand)
COMBAT_TITLES = {1: N_("One"), 2: N_("Two"), 3: N_("Three"), 4: N_("Four"), 5: N_("Five")}


def combat_spec(value: int) -> CardSpec:
    return CardSpec(
        game="joust",
        title=COMBAT_TITLES[value],
        value=value,
        emblem="sword-clash",
        art=COMBAT_ICONS[value],
        accent=COMBAT_ACCENT,
        back="combat",
        kind="combat",
    )


def card_spec(kind: str, ident: int, variant: str = C.STANDARD) -> CardSpec:
    """``kind``: "knight", "court" or "combat"; ``ident``: card id (combat: the value 1–5)."""
    if kind == "knight":
        return knight_spec(ident, variant)
    if kind == "court":
        return court_spec(ident)
    if kind == "combat":
        return combat_spec(ident)
    raise ValueError(f"unknown Joust card kind {kind!r}")


def gallery_specs() -> list[CardSpec]:
    """Every face: the knights (Maiden Fair as in her scenario), the court cards, the combat cards."""
    knights = [knight_spec(k) for k in C.DECK_KNIGHTS] + [knight_spec(C.MAIDEN, C.CAROUSEL)]
    courts = [court_spec(c) for c in range(len(C.COURTS))]
    return knights + courts + [combat_spec(v) for v in C.COMBAT_VALUES]
