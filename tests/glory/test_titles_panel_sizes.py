"""The events and public titles panel beside the market: every title's line (the longest, Noble and
Equipped, in Italian too) and every event's words are whole and at 15 px at least."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.games.glory import board_text as B
from game.games.glory import content as C
from game.games.glory.ui import board
from game.ui import text_fit
from tests.glory.test_table_ui import open_table


@pytest.mark.parametrize("lang", ["en", "it"])
def test_titles_and_events_whole_at_15_px(tourney_home, lang):
    i18n.set_language(lang)
    app, table = open_table(3, seed=4)
    try:
        app.step(dt=0.05)
        titles, events = list(C.TITLES), list(C.EVENTS)
        surface = pygame.Surface(app.surface.get_size())
        for i in range(0, len(titles), 3):
            table.view.public_titles = (titles * 2)[i : i + 3]
            table.view.events = [events[i % len(events)], events[(i + 1) % len(events)], events[0]]
            with text_fit.recording() as got:
                board.draw_events_and_titles(table, surface, table.lay.titles)
            lines = {B.title_line(t) for t in table.view.public_titles}
            seen = {r.text: r.fit for r in got}
            assert lines <= set(seen)
            for text, fit in seen.items():
                assert fit.size >= 15 and not fit.ellipsized, (lang, text, fit)
    finally:
        i18n.set_language("en")
        app.shutdown()
