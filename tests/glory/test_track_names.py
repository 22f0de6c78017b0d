"""Every support's name fits whole under its tile on the support track, in English and Italian (the
longest, "Weapons Master" / "Maestro d'armi", on two lines rather than cut)."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.games.glory import content as C
from game.games.glory.board_text import label_lines
from game.games.glory.ui import board
from game.ui import text_fit
from tests.glory.test_table_ui import open_table


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_support_name_fits_under_its_tile(tourney_home, lang):
    app, table = open_table(3, seed=4)
    try:
        i18n.set_language(lang)
        app.step(dt=0.05)
        tiles = {}
        for tile, kind in C.SUPPORT_TILES.items():
            tiles.setdefault(kind, tile)
        names = {label_lines(i18n._(k.name)) for kind, k in C.SUPPORT_KINDS.items() if kind in tiles}
        assert i18n._("Weapons Master") in names and (lang != "en" or "Lady-in-\nWaiting" in names)
        kinds = sorted(tiles)
        surface = pygame.Surface(table.table_rect.bottomright)
        seen = set()
        for start in range(0, len(kinds), len(table.view.track)):
            chunk = kinds[start : start + len(table.view.track)]
            table.view.track[: len(chunk)] = [tiles[k] for k in chunk]
            with text_fit.recording() as records:
                board.draw_track(table, surface, table.lay.track)
            for r in records:
                if r.text in names:
                    seen.add(r.text)
                    assert not r.fit.ellipsized, f"{r.text!r} is cut under its tile ({lang})"
        assert seen == names
    finally:
        app.shutdown()
