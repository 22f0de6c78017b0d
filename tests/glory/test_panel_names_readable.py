"""A rival's supports and relics are named readably on their panel at three and four players, in
English and Italian, with the longest names there are: each whole (on one line or two), or cut at a
syllable's end still keeping five letters ("Maestro d’a.", never "Vet.", "Cron.", "Str."), and each
tile's tooltip names it in full. Four players' panels give the tiles a row of their own, under the
resources."""

from __future__ import annotations

import pygame
import pytest

from game.games.glory import content as C
from game.games.glory.state import Tile
from game.games.glory.ui import players
from game.i18n import _, set_language
from game.ui import text_fit
from tests.glory.test_table_ui import open_table, to_action_phase

LONGEST = ["lady_in_waiting", "weapons_master", "moneylender", "diplomat", "minstrel", "chronicler"]


def readable(name: str, drawn: list[str]) -> bool:
    """``name`` is drawn whole (its lines joined) or cut at a syllable with five letters at least."""
    for d in drawn:
        flat = d.replace("-\n", "-").replace("\n", " ")
        if flat in (name, _("{name} (used)").format(name=name)):
            return True
        head = flat[:-1]
        if flat.endswith(".") and name.startswith(head) and sum(ch.isalpha() for ch in head) >= 5:
            return True
    return False


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("count", [3, 4])
@pytest.mark.parametrize("n", [4, 6, 7])
def test_every_rivals_tile_is_named_readably(tourney_home, lang, count, n):
    app, table = open_table(count, seed=4)
    try:
        to_action_phase(app, table)
        set_language(lang)
        seat = next(p.seat for p in table.store.state.players if p.seat != table.viewer)
        rival = table.store.state.players[seat]
        rival.supports[:] = [Tile(f"t-{k}", k, active=i != 1) for i, k in enumerate(LONGEST[: min(n, 6)])]
        rival.relics[:] = [Tile("r-medallion", "medallion")] if n > 6 else []
        table.refresh()
        table._land_panels()
        app.step(dt=0.05)
        others = table.lay.others
        rect = pygame.Rect(others.x, others.y, others.w, (others.h - 6 * (count - 2)) // (count - 1))
        table.spots.begin()
        with text_fit.recording() as got:
            players.draw_other(table, pygame.Surface(app.surface.get_size()), rect, seat)
        table.spots.end()
        drawn = [r.text for r in got]
        names = [_(C.SUPPORT_KINDS[k].name) for k in LONGEST[: min(n, 6)]] + [_(C.RELIC_NAMES["medallion"])] * (n > 6)
        for i, name in enumerate(names):
            assert readable(name, drawn), f"{name} not readable: {drawn}"
            key = ("support", seat, i) if i < 6 else ("relic", seat, 0)
            spot = table.spots.find(key)
            assert spot is not None and spot.tip.startswith(name)
    finally:
        app.shutdown()
        set_language("en")


def test_two_lines_split_where_the_wider_line_is_narrowest():
    assert players.two_lines("Dama di compagnia", 13)[0] == "Dama di\ncompagnia"
    assert players.two_lines("Lady-in-Waiting", 13)[0] == "Lady-in-\nWaiting"
    assert players.two_lines("Cook", 13)[0] == "Cook"


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_viewers_six_supports_are_named_readably(tourney_home, lang):
    """The viewer's own row (taller tiles) puts long names on two lines, with smaller tiles if need be."""
    app, table = open_table(4, seed=4)
    try:
        to_action_phase(app, table)
        set_language(lang)
        me = table.store.state.players[table.viewer]
        me.supports[:] = [Tile(f"m-{k}", k) for k in LONGEST]
        table.refresh()
        table._land_panels()
        app.step(dt=0.05)
        table.spots.begin()
        with text_fit.recording() as got:
            players.draw_me(table, pygame.Surface(app.surface.get_size()), table.lay.me)
        table.spots.end()
        drawn = [r.text for r in got]
        for i, kind in enumerate(LONGEST):
            name = _(C.SUPPORT_KINDS[kind].name)
            assert readable(name, drawn), f"{name} not readable: {drawn}"
            assert table.spots.find(("support", table.viewer, i)).tip.startswith(name)
    finally:
        app.shutdown()
        set_language("en")
