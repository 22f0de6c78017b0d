"""After a panel (an announcement) closes, the card the mouse was left over is not zoomed at once: the
zoom waits until the pointer moves (a big preview popped over the board right after "click to go on")."""

from __future__ import annotations

from game.ui.kit.banner import Announcement
from tests.ui.test_paladin_polish import resolving_table
from tests.ui_driver import FRAME, move


def test_no_zoom_after_a_panel_until_the_pointer_moves(app):
    table = resolving_table(app)
    spot = next(s for s in table.spots.shown if s.zoom is not None)
    move(app, spot.rect.center, frames=3)
    assert table.zoom.rect is not None or table.gui.showing_tip  # the card zooms under the mouse
    zoomed = table.zoom.rect is not None
    table.timeline.add(table.announce(Announcement("A round ends", seconds=1.0)))
    for _ in range(5):
        app.step(dt=FRAME)
        assert table.timeline.announcement is not None
        assert table.zoom.rect is None  # the panel is up: no zoom over it
    for _ in range(400):
        if table.timeline.announcement is None:
            break
        app.step(dt=FRAME)
    assert table.timeline.announcement is None
    for _ in range(5):  # the panel closed, the mouse still over the card: no preview pops up
        app.step(dt=FRAME)
        assert table.zoom.rect is None
    move(app, (spot.rect.centerx + 2, spot.rect.centery), frames=3)
    assert table.zoom.rect is not None if zoomed else table.gui.showing_tip  # moved: it zooms again
