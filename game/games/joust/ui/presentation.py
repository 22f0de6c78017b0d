"""How Joust looks in the app: menu emblem and colour, card faces, table, smoke screenshots."""

from __future__ import annotations

from typing import Any

from game.ui.presentation import Presentation


def _table(app: Any, session: Any) -> Any:
    from game.games.joust.ui.table import JoustTable

    return JoustTable(app, session)


def _cards() -> list:
    from game.games.joust.ui.cards import gallery_specs

    return gallery_specs()


def _smoke(table: Any) -> list:
    return table.smoke_states()


PRESENTATION = Presentation(
    table=_table,
    emblem="mounted-knight",
    accent=(46, 110, 70),
    order=3,
    card_specs=_cards,
    smoke=_smoke,
)
