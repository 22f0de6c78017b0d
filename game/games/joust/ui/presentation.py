"""How Joust looks in the app: menu emblem and colour, card faces, table, smoke screenshots."""

from __future__ import annotations

from game.i18n import N_
from game.ui import save_progress
from game.ui.presentation import Presentation, lazy

PRESENTATION = Presentation(
    save_progress=save_progress.turn_of("turn"),
    table=lazy("game.games.joust.ui.table:JoustTable"),
    emblem="mounted-knight",
    accent=(46, 110, 70),
    order=3,
    card_specs=lazy("game.games.joust.ui.cards:gallery_specs"),
    card_sizes=((150, 210), (132, 184), (110, 154), (100, 140), (96, 134)),
    card_accent=(34, 100, 60),
    back_styles={
        "court": ((110, 40, 90), "queen-crown", N_("Court"), 0),
        "combat": ((120, 30, 30), "sword-clash", N_("Combat"), 0),
    },
    smoke=lazy("game.games.joust.ui.smoke:smoke_states"),
    reference=lazy("game.games.joust.reference:chapters"),
    reference_picture=lazy("game.games.joust.ui.reference_art:picture"),
    story=lazy("game.games.joust.ui.story:story"),
    breakdown=lazy("game.games.joust.ui.story:breakdown"),
    score_text=lazy("game.games.joust.ui.story:score_text"),
)
