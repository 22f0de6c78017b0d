"""How the demo game looks: its kit table and its twelve cards (it is never in the menu)."""

from __future__ import annotations

from game.ui.presentation import Presentation, lazy

PRESENTATION = Presentation(
    table=lazy("game.games.demo.ui.table:DemoTable"),
    emblem="sparkles",
    accent=(92, 70, 120),
    order=99,
    card_specs=lazy("game.games.demo.ui.cards:gallery_specs"),
    card_sizes=((110, 154), (64, 90)),
)
