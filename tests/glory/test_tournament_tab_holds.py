"""The Tournament tab picked during a rival's duel holds through the rest of the tournament (the
middle went back to the next duel at once, so the bracket could not be followed); the viewer's own
duel still takes the middle."""

from __future__ import annotations

from game.games.glory.ui import table as glory_table
from tests.glory.test_table_ui import open_table, to_action_phase


def test_the_tournament_tab_holds_between_rivals_duels(tourney_home, monkeypatch):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        middle = ["duel"]
        monkeypatch.setattr(glory_table.M, "middle_view", lambda *a: middle[0])
        own = [False]
        monkeypatch.setattr(table, "_own_duel", lambda: own[0])
        assert table.view_shown() == "duel"
        table.tabs.pick("tournament")  # the player clicks the Tournament tab during a rival's duel
        assert table.view_shown() == "tournament"
        for now in ("tournament", "duel", "tournament", "duel"):  # the tournament goes on, duel after duel
            middle[0] = now
            assert table.view_shown() == "tournament", now
        own[0] = True  # the viewer's own duel comes: it is shown
        assert table.view_shown() == "duel"
        middle[0] = "spaces"  # the next phase: the phase's own view
        assert table.view_shown() == "spaces"
    finally:
        app.shutdown()
