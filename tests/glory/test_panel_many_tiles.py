"""Another player's supports stay identifiable however many they own: past the room for whole names,
each tile keeps a name abbreviated at a syllable's end beside it ("Lady-in-Wait."), and its tooltip
names it in full."""

from __future__ import annotations

import pygame
import pytest

from game.games.glory import content as C
from game.games.glory.state import Tile
from game.games.glory.ui import players
from game.ui import text_fit
from tests.glory.test_table_ui import open_table, to_action_phase

KINDS = ["lady_in_waiting", "weapons_master", "moneylender", "chronicler", "armorer", "minstrel", "squire", "bishop"]


@pytest.mark.parametrize("n", [6, 8])
def test_every_tile_of_a_rival_with_many_is_named_beside_it(tourney_home, n):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        seat = next(p.seat for p in table.store.state.players if p.seat != table.viewer)
        rival = table.store.state.players[seat]
        rival.supports[:] = [Tile(f"t-{k}", k, active=i % 3 != 2) for i, k in enumerate(KINDS[:n])]
        table.refresh()
        table._land_panels()
        app.step(dt=0.05)
        rect = pygame.Rect(table.lay.others.x, table.lay.others.y, table.lay.others.w, table.lay.others.h // 2 - 3)
        surface = pygame.Surface(app.surface.get_size())
        table.spots.begin()
        with text_fit.recording() as got:
            players.draw_other(table, surface, rect, seat)
        table.spots.end()
        drawn = [r.text.replace("-\n", "-").replace("\n", " ") for r in got]  # a name on two lines, joined
        for i, kind in enumerate(KINDS[:n]):
            name = C.SUPPORT_KINDS[kind].name
            shown = [d for d in drawn if d == name or (d.endswith(".") and name.startswith(d[:-1]) and len(d) >= 4)]
            assert shown or any(d.startswith(name) for d in drawn), f"{name} is not named on the panel: {drawn}"
            spot = table.spots.find(("support", seat, i))
            assert spot is not None and spot.tip.startswith(name) and spot.rect.w >= 20
    finally:
        app.shutdown()


ODD_SIZES = (9, 10, 12)  # px at which the body font's hinting spaces letters oddly ("Mene str.", "Ve st")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_crowded_rows_tile_names_are_drawn_at_a_size_with_even_spacing(tourney_home, lang):
    from game import i18n

    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        i18n.set_language(lang)
        seat = next(p.seat for p in table.store.state.players if p.seat != table.viewer)
        rival = table.store.state.players[seat]
        rival.supports[:] = [Tile(f"t-{k}", k) for k in KINDS]
        table.refresh()
        table._land_panels()
        app.step(dt=0.05)
        names = {i18n._(C.SUPPORT_KINDS[k].name) for k in KINDS}
        others = table.lay.others
        rect = pygame.Rect(others.x, others.y, others.w, others.h // 2 - 3)
        surface = pygame.Surface(app.surface.get_size())
        table.spots.begin()
        with text_fit.recording() as got:
            players.draw_other(table, surface, rect, seat)
        table.spots.end()
        tiles = [
            r
            for r in got
            if r.text in names or (r.text.endswith(".") and any(n.startswith(r.text[:-1]) for n in names))
        ]
        assert tiles, str([(r.text, r.fit.size) for r in got])[-600:]
        odd = [(r.text, r.fit.size) for r in tiles if r.fit.size in ODD_SIZES]
        assert not odd, odd
    finally:
        i18n.set_language("en")
        app.shutdown()
