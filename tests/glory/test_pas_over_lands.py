"""The end of a Pas d'Armes lands on its own board: while its panel waits for the player's click, the
middle of the table keeps that tournament's board (the table had moved on to the next tournament's
choice behind the panel); once the panel is gone, the phase's own view comes back."""

from __future__ import annotations

import copy

import pygame

from game.core.rules import Event
from game.games.glory import content as C
from tests.glory.test_table_ui import open_table, to_action_phase
from tests.ui_driver import key, waiting_announcement


def test_the_middle_keeps_the_ended_tournaments_board_behind_its_panel(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        before = table.view_shown()
        assert before != "tournament"
        table.kept_board = copy.deepcopy(table.view)  # a tournament board kept from the round
        pas = table.view.tournament_types.index(C.PAS) + 1
        table.on_events([Event("tournament_over", {"round": pas})])
        for _ in range(200):
            if waiting_announcement(table):
                break
            app.step(dt=0.05)
        assert waiting_announcement(table), "the Pas d'Armes panel never came"
        assert table.view_shown() == "tournament"  # its board, not the table moved on
        for _ in range(20):
            if not waiting_announcement(table):
                break
            key(app, pygame.K_SPACE)
        for _ in range(40):
            app.step(dt=0.05)
        assert table.view_shown() == before
    finally:
        app.shutdown()
