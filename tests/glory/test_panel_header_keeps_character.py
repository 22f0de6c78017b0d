"""A rival whose supports need their panel's whole row: the header still reads its name and its
character (the latest moves never take the character's place); the moves are in the header's tooltip."""

from __future__ import annotations

import pygame

from game.games.glory import panel_text as P
from game.games.glory.state import Tile
from game.games.glory.ui import players
from game.ui import text_fit
from game.ui.kit import rows
from tests.glory.test_table_ui import after_a_patrol

KINDS = ["armorer", "veteran", "minstrel", "lady_in_waiting", "rogue", "squire", "weapons_master"]


def test_a_crowded_rivals_header_keeps_its_character(tourney_home):
    app, table, others = after_a_patrol(3)
    try:
        seat = next(s for s in others if table.recent_lines.get(s))
        rival = table.store.state.players[seat]
        rival.supports[:] = [Tile(f"t{i}", k) for i, k in enumerate(KINDS)]
        table.refresh()
        table._land_panels()
        app.step(dt=0.05)
        news = " ".join(table.recent_lines[seat][-2:])
        rect = rows(table.lay.others, [1.0] * len(others), gap=6)[others.index(seat)]
        surface = pygame.Surface(app.surface.get_size())
        table.spots.begin()
        with text_fit.recording() as got:
            players.draw_other(table, surface, rect, seat)
        table.spots.end()
        drawn = {r.text for r in got}
        assert P.header(table.panel_view.players[seat])[0] in drawn
        assert news not in drawn
        assert news in table.spots.find(("panel", seat)).tip
    finally:
        app.shutdown()
