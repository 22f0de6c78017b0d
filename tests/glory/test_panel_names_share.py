"""A rival's row of supports too long for every name shares the room by need: the short names take only
what they need, so the long ones ("Maestro d’armi", "Dama di compagnia") get the rest and are shown
whole, or cut later than an equal share would cut them; each tile's tooltip names it in full."""

from __future__ import annotations

import pygame

from game.games.glory import content as C
from game.games.glory.state import Tile
from game.games.glory.ui import players
from game.i18n import _, set_language
from game.ui import text_fit
from tests.glory.test_table_ui import open_table, to_action_phase

KINDS = ["veteran", "chronicler", "witch", "weapons_master", "lady_in_waiting", "diplomat"]


def test_fair_shares_give_short_names_their_need_and_the_rest_to_long_ones():
    assert players.fair_shares([50, 60], 200) == [50, 60]
    assert players.fair_shares([40, 120, 150], 240) == [40, 100, 100]
    assert sum(players.fair_shares([30, 90, 200, 70], 300)) <= 300


def test_three_player_panel_names_every_support_whole_in_italian(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        set_language("it")
        seat = next(p.seat for p in table.store.state.players if p.seat != table.viewer)
        table.store.state.players[seat].supports[:] = [Tile(f"t-{k}", k) for k in KINDS]
        table.refresh()
        table._land_panels()
        app.step(dt=0.05)
        rect = pygame.Rect(table.lay.others.x, table.lay.others.y, table.lay.others.w, table.lay.others.h // 2 - 4)
        table.spots.begin()
        with text_fit.recording() as got:
            players.draw_other(table, pygame.Surface(app.surface.get_size()), rect, seat)
        table.spots.end()
        drawn = [r.text.replace("-\n", "-").replace("\n", " ") for r in got]  # a name on two lines, joined
        for i, kind in enumerate(KINDS):
            name = _(C.SUPPORT_KINDS[kind].name)
            whole = name in drawn
            assert whole or kind == "lady_in_waiting", f"{name} not whole: {drawn}"
            if not whole:  # the longest may still be cut, at a syllable, and later than before
                assert any(d.endswith(".") and name.startswith(d[:-1]) and len(d) > 8 for d in drawn), drawn
            spot = table.spots.find(("support", seat, i))
            assert spot is not None and spot.tip.startswith(name)
    finally:
        app.shutdown()
        set_language("en")
