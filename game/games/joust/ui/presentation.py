"""How Joust looks in the app: menu emblem and colour, card faces, table, smoke screenshots."""

from __future__ import annotations

from typing import Any

from game.i18n import N_
from game.ui.presentation import Presentation, lazy


def _table(app: Any, session: Any) -> Any:
    from game.games.joust.ui.table import JoustTable

    return JoustTable(app, session)


def _cards() -> list:
    from game.games.joust.ui.cards import gallery_specs

    return gallery_specs()


def _smoke(table: Any) -> list:
    from game.games.joust.ui.smoke import smoke_states

    return smoke_states(table)


PRESENTATION = Presentation(
    table=_table,
    emblem="mounted-knight",
    accent=(46, 110, 70),
    order=3,
    card_specs=_cards,
    card_sizes=((150, 210), (132, 184), (110, 154), (100, 140), (96, 134)),
    card_accent=(34, 100, 60),
    back_styles={
        "court": ((110, 40, 90), "queen-crown", N_("Court"), 0),
        "combat": ((120, 30, 30), "sword-clash", N_("Combat"), 0),
    },
    smoke=_smoke,
    reference=lazy("game.games.joust.reference:chapters"),
    reference_picture=lazy("game.games.joust.ui.reference_art:picture"),
    story=lazy("game.games.joust.ui.story:story"),
    breakdown=lazy("game.games.joust.ui.story:breakdown"),
    score_text=lazy("game.games.joust.ui.story:score_text"),
)
