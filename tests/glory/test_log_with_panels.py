"""A move shown with a panel (the start of a round) has its line in the log as the panel opens, not
only once the player has closed it."""

from __future__ import annotations

from tests.glory.test_table_ui import open_table


def test_the_round_starts_line_is_in_the_log_while_its_panel_is_up(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        for _ in range(4000):
            a = table.timeline.announcement
            if a is not None and a.title.startswith("Round 1"):
                break
            if a is not None:
                table.timeline.advance()  # another panel (a character, a choice): read on
            if table.can_act() and table.bar.lock <= 0 and not table.animating:
                table.submit(table.legal[0])
            app.step(dt=0.05)
        else:
            raise AssertionError("the round's panel never showed")
        for _ in range(3):
            app.step(dt=0.02)
        assert table.timeline.announcement is a, "the panel closed on its own"
        lines = [e.text for e in table.log_view.entries]
        assert any(t.startswith("Round 1 begins") for t in lines), lines[-5:]
    finally:
        app.shutdown()
