"""A tooltip is drawn whole: the Hint's sentence in the strip at the bottom lies under it, never over it."""

from __future__ import annotations

import pygame

from game.ui.kit.advice import Tip
from tests.glory.test_table_ui import open_table, to_action_phase
from tests.ui_driver import move


def test_a_tooltip_over_the_hint_strip_is_drawn_over_the_hints_sentence(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        table.advice.tip = Tip(table.legal[0], "Patrol", "coins for the Market", len(table.store.history))
        table.advice.shown_for = 60.0
        hint = pygame.Rect(table.lay["hint"])
        low = [s for s in table.spots.shown if s.tip and s.rect.bottom <= hint.top and s.rect.bottom > hint.top - 80]
        assert low, "no spot with a tooltip just above the hint strip"
        spot = max(low, key=lambda s: s.rect.bottom)
        move(app, (spot.rect.centerx, spot.rect.bottom - 2))
        tip = None
        for _ in range(40):  # the tooltip's delay
            app.step(dt=0.05)
            tip = table.gui._tip
            if tip is not None:
                break
        assert tip is not None and table.advice.text().startswith("Hint: ")
        over = pygame.Rect(tip.rect).clip(hint)
        assert over.w > 20 and over.h > 4, f"the tooltip {tip.rect} does not reach the hint strip {hint}"
        app.step(dt=0.05)
        with_tip = pygame.image.tobytes(app.surface.subsurface(over), "RGB")
        table.gui.hush_tips()  # the same frame without the tooltip
        app.step(dt=0.05)
        assert table.gui._tip is None
        without = pygame.image.tobytes(app.surface.subsurface(over), "RGB")
        assert with_tip != without, "the Hint's box covers the tooltip"
    finally:
        app.shutdown()
