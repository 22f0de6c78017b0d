"""A tooltip of the table opens only once the mouse has moved since a dialog over it closed: the pointer
left resting where the dialog's button was says nothing (in the bots' turns it would cover their banners)."""

from __future__ import annotations

import pygame

from game.ui.scenes.dialog import message
from tests.glory.test_table_ui import open_table, to_action_phase
from tests.ui_driver import key, move, settle


def test_no_table_tooltip_where_the_pointer_rests_after_a_dialog_closes(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        settle(app)
        spot = next(s for s in table.spots.shown if s.tip and s.zoom is None and s.on_click is not None)
        at = spot.rect.center
        dialog = message(app, "Title", "Text")
        app.step(dt=0.05)
        move(app, at, frames=5)  # the pointer comes to rest over the spot while the dialog is up
        key(app, pygame.K_RETURN)
        assert app.top is table and dialog not in app.stack
        for _ in range(40):
            app.step(dt=0.05)
            assert table.gui.showing_tip == "", "a tooltip opened where the pointer rested"
        move(app, (at[0] + 2, at[1] + 1), frames=40)  # the mouse moves: the tooltip may open again
        assert table.gui.showing_tip != ""
    finally:
        app.shutdown()
