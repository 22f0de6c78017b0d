"""An announcement whose rows appear one by one: a click while they appear shows them all (the panel
stays, to be read); once every row is shown a click closes it."""

from __future__ import annotations

from game.ui.kit.banner import Announcement, Row
from game.ui.kit.timeline import Announce, Timeline


def test_a_click_on_a_building_panel_shows_every_row_then_the_next_click_closes_it():
    a = Announcement("Titles", rows=[Row(f"row {i}", "+1") for i in range(12)], row_delay=0.5, until_click=True)
    timeline = Timeline()
    timeline.add([Announce(announcement=a)])
    timeline.update(1.0, 1.0)  # two rows shown, ten still to come
    shown = timeline.announcing
    assert shown is not None and shown.t - shown.delay < a.built_at
    assert timeline.finish_rows()  # the first click: every row at once
    assert timeline.announcement is a and shown.t - shown.delay >= a.built_at
    assert all(a.row_shown_at(i) <= shown.t - shown.delay for i in range(len(a.rows)))
    assert not timeline.finish_rows()  # built: the next click is the one that closes it
    timeline.advance()
    assert timeline.announcement is None
