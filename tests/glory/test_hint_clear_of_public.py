"""The Hint's sentence, moved above an open chooser, never covers public information (the titles, the
journey decks, the glory track): it goes over the viewer's own panel when the chooser
leaves that clear, else it is not shown (its outlines still show the move)."""

from __future__ import annotations

import pygame
import pytest

from tests.glory.test_table_ui import open_table, to_action_phase

PUBLIC = ("titles", "journeys", "track")  # the rivals' panels: the box's own place is over their bottom


@pytest.mark.parametrize("players", [3, 4])
def test_the_hints_sentence_above_a_chooser_covers_no_public_information(tourney_home, players):
    app, table = open_table(players, seed=4)
    try:
        to_action_phase(app, table)
        table.advice.text = lambda: "Take the Market: a Mount for your knight."
        opened = 0
        for slot, control in list(table.bar.controls.items()):
            if len(control.choices) < 2 or control.placeholder:
                continue
            table.bar.open_chooser(slot)
            app.step(dt=0.02)
            opened += 1
            where = table.advice_place()
            pop = pygame.Rect(table.bar.chooser_rect)
            if where is not None:
                assert not where.colliderect(pop), slot
                for key in PUBLIC:
                    assert not where.colliderect(table.lay[key]), f"{slot}: the Hint covers the {key}"
            table.bar.close_chooser()
            app.step(dt=0.02)
        assert opened >= 2
    finally:
        app.shutdown()
