"""The middle's tabs answer a real click during the others' turns (a bot thinking, a rival's duel
playing): the click picks the tab and skips no animation."""

from __future__ import annotations

from tests.glory.test_table_ui import open_table, to_action_phase
from tests.ui_driver import click, settle


def test_the_tournament_tab_is_picked_by_a_click_while_the_viewer_may_not_act(tourney_home, monkeypatch):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        settle(app)
        assert table.view.pas or table.view.bracket
        spot = table.click_spot(("tab", "tournament"))
        assert spot is not None and table.view_shown() != "tournament"
        monkeypatch.setattr(table, "can_act", lambda: False)  # a bot's turn
        skipped = []
        monkeypatch.setattr(table, "skip_animations", lambda: skipped.append(1))
        table.animating = True  # something plays (a rival's duel): the click must not skip it
        click(app, spot.rect.center)
        assert table.tabs.picked == "tournament" and table.view_shown() == "tournament"
        assert not skipped
    finally:
        app.shutdown()
