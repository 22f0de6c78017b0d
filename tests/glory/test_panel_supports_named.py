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


KINDS = ["armorer", "veteran", "minstrel", "lady_in_waiting", "rogue", "squire", "weapons_master", "sister"]


def test_eight_supports_each_have_a_name_beside_them_on_every_panel(tourney_home):
    """Eight supports and a Prestige token: the viewer's own panel and a rival's name every tile (the
    viewer's tiles smaller, to make room), the Minstrel too, which has no syllable's end to cut at."""
    from game.games.glory import content as C

    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        for p in table.store.state.players:
            p.supports[:] = [Tile(f"t{p.seat}-{i}", k, active=i % 3 != 0) for i, k in enumerate(KINDS)]
            p.prestige["charmer"] = True
        table.refresh()
        table._land_panels()
        app.step(dt=0.05)
        rival = next(p.seat for p in table.view.players if p.seat != table.viewer)
        half = pygame.Rect(table.lay.others.x, table.lay.others.y, table.lay.others.w, table.lay.others.h // 2 - 3)
        for seat, draw in (
            (table.viewer, lambda s: players.draw_me(table, s, table.lay.me)),
            (rival, lambda s: players.draw_other(table, s, half, rival)),
        ):
            surface = pygame.Surface(app.surface.get_size())
            table.spots.begin()
            with text_fit.recording() as got:
                draw(surface)
            table.spots.end()
            drawn = [r.text for r in got]
            for i, kind in enumerate(KINDS):
                name = C.SUPPORT_KINDS[kind].name
                named = [d for d in drawn if d.startswith(name) or (d.endswith(".") and name.startswith(d[:-1]))]
                assert named, f"{name} is not named on panel {seat}: {drawn}"
                assert table.spots.find(("support", seat, i)).tip.startswith(name)
    finally:
        app.shutdown()
