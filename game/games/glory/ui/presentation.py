"""How Glory looks in the app: menu emblem and colour, card faces, table, smoke screenshots."""

from __future__ import annotations

from typing import Any

from game.ui.presentation import Presentation


def _table(app: Any, session: Any) -> Any:
    from game.games.glory.ui.table import GloryTable

    return GloryTable(app, session)


def _cards() -> list:
    from game.games.glory.ui.cards import gallery_specs

    return gallery_specs()


def _smoke(table: Any) -> list:
    return table.smoke_states()


PRESENTATION = Presentation(
    table=_table,
    emblem="laurel-crown",
    accent=(110, 60, 140),
    order=4,
    card_specs=_cards,
    smoke=_smoke,
)
