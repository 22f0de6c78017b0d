"""Representative faces of every game, used by the gallery's art sheet and by bench/bench_art.py.

The games' own faces come from ``game/games/<id>/ui/cards.py``; these samples only exercise every
part of the card anatomy (value, marks, arms, stats, body text, tiles) so the look can be judged and
timed even before a game's UI exists.
"""

from __future__ import annotations

from game.i18n import N_
from game.ui.art.cards import CardSpec
from game.ui.art.heraldry import Arms


def sample_specs() -> list[CardSpec]:
    return [
        CardSpec("tournament", N_("Templar"), N_("Knight"), 5, "visored-helm", "black-knight-helm"),
        CardSpec("tournament", N_("Morning Star"), N_("Weapon"), 4, "crossed-swords", "spiked-mace"),
        CardSpec("tournament", N_("Destrier"), N_("Horse"), 9, "horseshoe", "horse-head"),
        CardSpec("tournament", N_("Gryphon"), N_("Shield"), 8, "shield", arms=Arms("azure", "gryphon")),
        CardSpec(
            "tournament",
            N_("Romance"),
            N_("Contest"),
            None,
            "laurels",
            "lovers",
            accent=(120, 70, 20),
            body=N_("The most cards with the same force wins."),
        ),
        CardSpec("paladin", N_("Paladin"), "", 7, None, "swordman", corners=("red-sword",), accent=(150, 26, 30)),
        CardSpec("paladin", N_("Paladin"), "", 3, None, "pikeman"),
        CardSpec("paladin", N_("Mission"), N_("Honour"), 5, "crown", "castle", back="king"),
        CardSpec(
            "joust",
            N_("Maiden Fair"),
            N_("Knight"),
            4,
            "mounted-knight",
            "swordwoman",
            body=N_("Fan Support: gain a fan when she blocks."),
            stats=(("biceps", "4"), ("hearts", "11")),
        ),
        CardSpec(
            "joust",
            N_("Entice Them With Pie"),
            N_("Court card"),
            None,
            "queen-crown",
            "pie-slice",
            body=N_("Always: +1 fan."),
        ),
        CardSpec(
            "glory",
            N_("Zawisza Czarny"),
            N_("Champion"),
            None,
            "laurels-trophy",
            arms=Arms("or", "eagle", "plain"),
            stats=(("crossed-swords", "9"), ("laurels", "5"), ("seven-pointed-star", "1")),
            shape="tile",
        ),
        CardSpec(
            "glory",
            N_("Weapons Master"),
            N_("Support"),
            None,
            "sword-clash",
            "sword-brandish",
            body=N_("During a clash, turn your Strength die to 5."),
            shape="tile",
        ),
    ]
