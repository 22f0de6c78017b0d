"""At the table, Undo never re-rolls the bots: take a move back, play it again, and the bots answer
exactly as they did (a player cannot retry until a bot does what they like)."""

from __future__ import annotations

from tests.glory.test_table_ui import open_table, to_action_phase, wait_for_turn
from tests.ui_driver import press, settle


def test_undo_and_the_same_move_again_bring_the_same_answers_from_the_bots(tourney_home):
    app, table = open_table(3, seed=6)
    try:
        to_action_phase(app, table)
        compared = 0
        for _turn in range(10):
            before, move = len(table.store.history), table.legal[-1]
            table.submit(move)
            wait_for_turn(app, table)
            answers = table.store.actions[before + 1 :]
            if not answers or not table.undo_button.is_enabled:
                continue
            settle(app)
            press(app, table.undo_button)
            assert len(table.store.history) == before
            wait_for_turn(app, table)
            table.submit(move)
            wait_for_turn(app, table)
            assert table.store.actions[before + 1 :] == answers
            compared += 1
        assert compared >= 2
    finally:
        app.shutdown()
