"""The demo game's cards: twelve numbered faces."""

from __future__ import annotations

from game.ui.art.cards import CardSpec

ART = (
    "crown",
    "sword-brandish",
    "rose",
    "castle",
    "horseshoe",
    "lion",
    "eagle-emblem",
    "stone-tower",
    "fleur-de-lys",
    "heraldic-sun",
    "key",
    "trumpet-flag",
)


def card_spec(n: int) -> CardSpec:
    return CardSpec(game="demo", title=str(n), value=n, art=ART[(n - 1) % len(ART)], accent=(92, 70, 120))


def gallery_specs() -> list[CardSpec]:
    return [card_spec(n) for n in range(1, 13)]
