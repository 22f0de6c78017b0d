"""A row of an announcement with a tooltip (the titles panel's objective not met, told short) shows
its whole text when the pointer rests on it, while the panel is up."""

from __future__ import annotations

from game.ui.kit.banner import Announcement, Row
from tests.glory.test_table_ui import open_table


def test_a_panel_row_shows_its_tooltip_under_the_pointer(tourney_home):
    app, table = open_table(2, seed=6)
    try:
        full = "Noble not met: 1 × Minstrel, 1 × Queen, 1 × Squire, never used a Rogue"
        rows = [Row("Charming", "+4 glory", 1), Row("Noble not met: Minstrel, Queen…", "+0 glory", 1, tip=full)]
        a = Announcement("Titles", "", "", rows, "ribbon-medal", until_click=True)
        table.timeline.add(table.announce(a))
        for _ in range(20):
            app.step(dt=0.05)
            if table.timeline.announcement is a and a.row_rects:
                break
        assert table.timeline.announcement is a and len(a.row_rects) == 2
        app.mouse_pos = a.row_rects[1].center
        app.step(dt=0.05)
        assert table.gui.hovered_tip() == full
        app.mouse_pos = a.row_rects[0].center
        app.step(dt=0.05)
        assert table.gui.hovered_tip() == ""  # a row without a tooltip says nothing
    finally:
        app.shutdown()
