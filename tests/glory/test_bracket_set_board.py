"""The "The bracket is set" panel after the viewer's own last registration stands over the joust's
board (the Tournament view), not over the last duel's stage: its hold and release wait their turn in
the timeline even when they come from the viewer's own move."""

from __future__ import annotations

from tests.glory.test_table_ui import open_table


def test_bracket_set_panel_stands_over_the_joust_board(tourney_home):
    app, table = open_table(2, extra=(("t1", "plaisance"),), seed=4)
    try:
        banner = None
        for _ in range(4000):
            shown = table.timeline.announcement
            if shown is not None and shown.title == "The bracket is set":
                banner = shown
                break
            if table.can_act() and table.bar.lock <= 0 and not table.timeline.busy:
                legal = table.legal
                table.submit(next((a for a in legal if a[0] == "register"), legal[0]))
            app.step(dt=0.05)
        assert banner is not None, "the joust never filled"
        assert table.view_shown() == "tournament"  # the filled bracket behind the panel, not a duel
        for _ in range(20):
            app.step(dt=0.05)
            assert table.timeline.announcement is banner  # the player reads it until they click
            assert table.view_shown() == "tournament"
        table.skip_animations()
        for _ in range(5):
            app.step(dt=0.05)
        assert table.timeline.announcement is not banner
        assert not table.ending  # released once the panel is gone: the joust's first duel may show
    finally:
        app.shutdown()
