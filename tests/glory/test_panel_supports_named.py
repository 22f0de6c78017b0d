"""A player's supports and relics on their panel are named beside their tiles where the row has room
("Cook", "Rogue (used)"), and each tile's tooltip begins with its name, then what it does."""

from __future__ import annotations

import pygame

from game.games.glory import tips
from game.games.glory.state import Tile
from game.games.glory.ui import players
from game.ui import text_fit
from tests.glory.test_table_ui import open_table, to_action_phase


def test_the_viewers_supports_are_named_and_their_tooltips_say_what_they_do(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        me = table.store.state.players[table.viewer]
        me.supports[:] = [Tile("t-cook", "cook"), Tile("t-rogue", "rogue", active=False)]
        table.refresh()
        table._land_panels()
        app.step(dt=0.05)
        surface = pygame.Surface(app.surface.get_size())
        table.spots.begin()
        with text_fit.recording() as got:
            players.draw_me(table, surface, table.lay.me)
        table.spots.end()
        drawn = {r.text for r in got}
        assert {"Cook", "Rogue (used)"} <= drawn
        cook = table.spots.find(("support", table.viewer, 0))
        rogue = table.spots.find(("support", table.viewer, 1))
        assert cook.tip == "Cook\n" + tips.support_text("cook")
        assert rogue.tip.startswith("Rogue (used)\n")
    finally:
        app.shutdown()
