"""Space tapped through the end of a game skips animations, never a result panel unread: each panel
(the final journey, every player's titles, the end of the game) closes only once all its rows have
been shown and it has stood whole for the table's key guard."""

from __future__ import annotations

import pygame

from game.smoke import play_until
from game.ui.scenes.results import ResultsScene
from tests.glory.test_table_ends import NO_HERALD, _play_out_shown
from tests.glory.test_table_ui import open_table
from tests.ui_driver import FRAME, key

STEP = 0.05


def test_space_tapped_through_the_end_leaves_every_panel_read(tourney_home):
    app, table = open_table(2, seed=6)
    try:
        app.settings.animation_speed = 1.0
        play_until(table, lambda s: s.phase == "final_journey", prefer=NO_HERALD)
        _play_out_shown(table)
        shown: list[tuple[str, float, bool]] = []
        now, whole_for, whole = None, 0.0, False
        for i in range(3000):
            panel = table.timeline.announcement
            if panel is not now:
                if now is not None:
                    shown.append((now.title, whole_for, whole))
                now, whole_for, whole = panel, 0.0, False
            if isinstance(app.top, ResultsScene):
                break
            if i % 3 == 0:
                key(app, pygame.K_SPACE)  # Space tapped every few frames
                dt = FRAME
            else:
                app.step(dt=STEP)
                dt = STEP
            on = table.timeline.announcing
            if panel is not None and on is not None and on.announcement is panel:
                whole = on.t - on.delay >= panel.built_at
                whole_for += dt if whole else 0.0
        assert isinstance(app.top, ResultsScene)
        assert [t for t, _s, _w in shown].count("Titles") == 2, shown
        for title, seconds, complete in shown:
            assert complete and seconds >= table.key_guard - STEP, (title, seconds, shown)
    finally:
        app.shutdown()
