"""A toast on the Paladin table (clicks kept up through the rivals' turns, a move refused) stands
over the missions' cards, never over the hand the player is about to click."""

from __future__ import annotations

import pygame

from .test_table import open_table, run_until_human


def test_a_toast_never_covers_the_hand(app):
    table = open_table(app)
    run_until_human(app, table)
    table.toast("Clicks kept up through the others' turns are ignored: pause a moment, then play.")
    app.step(dt=0.05)
    rects = table.toasts.draw(pygame.Surface(app.surface.get_size()), table.toast_anchor())
    hand = [table.click_spot(c).rect for c in table.view.hands[table.viewer]]
    assert rects and hand
    for rect in rects:
        assert not any(rect.colliderect(h) for h in hand), (rect, hand)
        assert not rect.colliderect(table.lay.hand)
        assert rect.colliderect(table.mission_rect(0).union(table.mission_rect(2)))
