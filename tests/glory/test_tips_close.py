"""A tooltip closes when what it explains is clicked, and when a move changes the table (the player's,
or a bot's while the player watches); it opens again only once the mouse moves."""

from __future__ import annotations

import pygame

from tests.glory.test_table_ui import open_table, to_action_phase
from tests.ui_driver import click, move


def _tip_over(app, table, rect: pygame.Rect):
    move(app, rect.center)
    for _ in range(40):  # the tooltip's delay
        app.step(dt=0.05)
        if table.gui._tip is not None:
            return table.gui._tip
    return None


def _inert_spot(table):
    """A spot with a tooltip and no click of its own (a public title, a support on the track)."""
    return next(s for s in table.spots.shown if s.tip and s.on_click is None and s.rect.w > 20)


def test_a_click_on_an_element_closes_its_tooltip(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        spot = _inert_spot(table)
        assert _tip_over(app, table, spot.rect) is not None
        click(app, spot.rect.center)
        for _ in range(30):  # the pointer rests where it clicked: no tooltip comes back
            app.step(dt=0.05)
            assert table.gui._tip is None
        move(app, (spot.rect.centerx + 2, spot.rect.centery))
        assert _tip_over(app, table, pygame.Rect(spot.rect.centerx + 2, spot.rect.centery, 1, 1)) is not None
    finally:
        app.shutdown()


def test_a_move_closes_the_tooltip_open_over_the_table(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        spot = _inert_spot(table)
        assert _tip_over(app, table, spot.rect) is not None
        moves = len(table.store.history)
        table.submit(table.legal[0])  # the player's move; the bots play on under the still mouse
        for _ in range(10):
            app.step(dt=0.05)
        assert len(table.store.history) > moves
        assert table.gui._tip is None
        for _ in range(40):
            app.step(dt=0.05)
            assert table.gui._tip is None, "a tooltip opened again under the still mouse while the bots played"
    finally:
        app.shutdown()
