"""How the demo game looks: its kit table and its twelve cards (it is never in the menu)."""

from __future__ import annotations

from typing import Any

from game.ui.presentation import Presentation


def _table(app: Any, session: Any) -> Any:
    from game.games.demo.ui.table import DemoTable

    return DemoTable(app, session)


def _cards() -> list:
    from game.games.demo.ui.cards import gallery_specs

    return gallery_specs()


PRESENTATION = Presentation(
    table=_table,
    emblem="sparkles",
    accent=(92, 70, 120),
    order=99,
    card_specs=_cards,
    card_sizes=((110, 154), (64, 90)),
)
