"""Card faces of Paladin for the art pipeline: 42 paladins and 18 missions."""

from __future__ import annotations

from game.games.paladin import content as C
from game.i18n import N_
from game.ui.art.cards import CardSpec

RED_ACCENT = (150, 26, 34)
BLACK_ACCENT = (44, 44, 56)
QUEEN_ACCENT = (120, 36, 70)
KING_ACCENT = (24, 112, 60)  # green: never the paladins' blue (the Deck beside the Missions pile)
#: the red paladins whose whole name is too long for the ribbon of a red card (its sword mark takes
#: a corner): the face shows the name they are known by; tooltips and the log keep the whole name
FACE_NAMES: dict[int, str] = {1: N_("Turpin"), 2: N_("Salomon"), 3: N_("Naimes"), 4: N_("Ogier")}


def card_spec(card: int) -> CardSpec:
    """The face of paladin card ``card`` (0..41). Red cards carry a sword mark, not only colour."""
    v = C.CARD_VALUE[card]
    red = C.CARD_RED[card]
    return CardSpec(
        game="paladin",
        title=FACE_NAMES.get(v, C.card_name(card)) if red else C.card_name(card),
        subtitle=C.RANK_NAMES[v] if red else N_("Black paladin"),
        value=v,
        emblem="relic-blade" if red else "cross-shield",
        art=C.RED_ICONS[v] if red else C.RANK_ICONS[v],
        accent=RED_ACCENT if red else BLACK_ACCENT,
        body=N_("Red: wins ties, +1 honour") if red else "",
        corners=("red-sword",) if red else (),
        kind="paladin-red" if red else "paladin",
    )


def mission_spec(mission: int) -> CardSpec:
    """The face of mission ``mission`` (0..17): its honour is the big number."""
    queen = C.queens_deck(mission)
    return CardSpec(
        game="paladin",
        title=C.MISSION_NAMES[mission],
        subtitle=N_("The Queen's Mission") if queen else N_("The King's Mission"),
        value=C.MISSION_HONOUR[mission],
        emblem="queen-crown" if queen else "crown",
        art=C.MISSION_ICONS[mission],
        accent=QUEEN_ACCENT if queen else KING_ACCENT,
        back="queen" if queen else "king",
        kind="mission",
    )


def gallery_specs() -> list[CardSpec]:
    """Every face of the game: 42 paladins, then 18 missions."""
    return [card_spec(c) for c in range(C.PALADIN_COUNT)] + [mission_spec(m) for m in range(C.MISSION_COUNT)]
