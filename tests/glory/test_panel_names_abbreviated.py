"""A rival's supports in a four-player panel (one row under the name) are named whole or abbreviated
at a syllable's end with a full stop ("Veter."), never cut mid-word with "…", in English and
Italian; each tile's tooltip names it in full."""

from __future__ import annotations

import pygame
import pytest

from game.games.glory import content as C
from game.games.glory.state import Tile
from game.games.glory.ui import players
from game.i18n import _, set_language
from game.ui import text_fit
from tests.glory.test_table_ui import open_table, to_action_phase

KINDS = ["veteran", "chronicler", "witch", "weapons_master", "lady_in_waiting", "diplomat"]


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("n", [3, 4, 5])
def test_four_player_panels_name_supports_whole_or_abbreviated(tourney_home, lang, n):
    app, table = open_table(4, seed=4)
    try:
        to_action_phase(app, table)
        set_language(lang)
        seat = next(p.seat for p in table.store.state.players if p.seat != table.viewer)
        table.store.state.players[seat].supports[:] = [Tile(f"t-{k}", k) for k in KINDS[:n]]
        table.refresh()
        table._land_panels()
        app.step(dt=0.05)
        others = [p.seat for p in table.view.players if p.seat != table.viewer]
        rect = pygame.Rect(table.lay.others.x, table.lay.others.y, table.lay.others.w, table.lay.others.h // 3 - 4)
        table.spots.begin()
        with text_fit.recording() as got:
            players.draw_other(table, pygame.Surface(app.surface.get_size()), rect, seat)
        table.spots.end()
        assert seat in others
        drawn = [r.text for r in got]
        named = 0
        for i, kind in enumerate(KINDS[:n]):
            name = _(C.SUPPORT_KINDS[kind].name)
            shown = [d for d in drawn if d == name or (d.endswith(".") and name.startswith(d[:-1]) and len(d) >= 4)]
            named += bool(shown)
            assert not any(d.endswith("…") and name.startswith(d[:-1]) for d in drawn), f"{name} cut: {drawn}"
            spot = table.spots.find(("support", seat, i))
            assert spot is not None and spot.tip.startswith(name)
        assert named == n or n > 3, f"not every support is named: {drawn}"  # more: the tiles alone may show
    finally:
        app.shutdown()
        set_language("en")


MANY = [*KINDS, "squire", "hermit", "cook"]


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("n", [7, 9])
def test_many_supports_at_four_players_are_named_whole(tourney_home, lang, n):
    """Seven or more supports on a rival at four players: the last ones go up beside the resources,
    so every support is named whole (none abbreviated), each tile's tooltip naming it."""
    app, table = open_table(4, seed=4)
    try:
        to_action_phase(app, table)
        set_language(lang)
        seat = next(p.seat for p in table.store.state.players if p.seat != table.viewer)
        table.store.state.players[seat].supports[:] = [Tile(f"t-{k}", k) for k in MANY[:n]]
        table.refresh()
        table._land_panels()
        app.step(dt=0.05)
        rect = pygame.Rect(table.lay.others.x, table.lay.others.y, table.lay.others.w, table.lay.others.h // 3 - 4)
        table.spots.begin()
        with text_fit.recording() as got:
            players.draw_other(table, pygame.Surface(app.surface.get_size()), rect, seat)
        table.spots.end()
        drawn = [r.text for r in got]
        for i, kind in enumerate(MANY[:n]):
            name = _(C.SUPPORT_KINDS[kind].name)
            assert name in drawn, f"{name} not whole: {drawn}"
            spot = table.spots.find(("support", seat, i))
            assert spot is not None and spot.tip.startswith(name) and rect.contains(spot.rect)
    finally:
        app.shutdown()
        set_language("en")
