"""While the Hint's sentence is shown, the tooltip of something above its box opens clear of the box (the
Hint stays readable), and so does a card's zoom."""

from __future__ import annotations

import pygame

from game.ui.kit.advice import Tip
from tests.glory.test_table_ui import open_table, to_action_phase
from tests.ui_driver import move


def test_a_tooltip_above_the_hint_box_opens_clear_of_it(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        why = "coins for the Market and a reason long enough to take two lines of the box"
        table.advice.tip = Tip(table.legal[0], "Patrol", why, len(table.store.history))
        table.advice.shown_for = 600.0
        app.step(dt=0.05)
        box = table.advice_rect()
        near = [
            s
            for s in table.spots.shown
            if s.tip
            and s.rect.bottom <= box.top
            and s.rect.bottom > box.top - 100
            and s.rect.colliderect(box.inflate(0, 200))
        ]
        assert near, "no spot with a tooltip just above the Hint's box"
        shown = 0
        for spot in near:
            move(app, spot.rect.center)
            for _ in range(30):  # the tooltip's delay
                app.step(dt=0.05)
            assert table.advice.text().startswith("Hint: ")
            tip = table.gui._tip
            if tip is not None:
                shown += 1
                assert not pygame.Rect(tip.rect).colliderect(box), f"{spot.key}: its tooltip {tip.rect} covers {box}"
            zoom = table.zoom.__dict__.get("rect")
            if spot.zoom is not None and zoom is not None:
                shown += 1
                assert not pygame.Rect(zoom).colliderect(box), f"{spot.key}: its zoom {zoom} covers {box}"
        assert shown
    finally:
        app.shutdown()
