"""Space tapped through the rivals' turns only skips what is shown: it starts no blind series (no
"Clicks kept up …" toast, no input refused once the player's turn comes), and a toast never stands
over the action bar's buttons."""

from __future__ import annotations

import pygame

from tests.glory.test_table_ui import open_table, to_action_phase
from tests.ui_driver import FRAME, key

BLIND = "Clicks kept up through the others' turns are ignored: pause a moment, then play."


def test_space_kept_up_through_the_rivals_turns_is_no_blind_series(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        table.submit(table.legal[0])  # the viewer's pawn: the rivals play theirs, shown
        pressed = 0
        for _ in range(3000):
            if table.can_act() and not table.animating:
                break
            key(app, pygame.K_SPACE)  # a Space every few frames, as a player skipping
            pressed += 1
            for _ in range(3):
                app.step(dt=FRAME)
        assert pressed >= 3 and table.can_act()
        key(app, pygame.K_SPACE)  # and one more as the turn comes
        for _ in range(int(1.0 / FRAME)):
            app.step(dt=FRAME)
        assert BLIND not in table.toasts.texts, "Space presses were counted as a blind click series"
        assert not table.clicks_wait()
    finally:
        app.shutdown()


def test_a_toast_stands_above_the_action_bar(tourney_home):
    app, table = open_table(2, seed=4)
    try:
        to_action_phase(app, table)
        assert table.bar.rect.h
        table.toast("A long message that would cover the bar's buttons if drawn at the table's foot.")
        surface = pygame.Surface(app.window.get_size())
        anchor = table.toast_anchor()
        assert anchor[1] <= table.bar.rect.top, (anchor, table.bar.rect)
        table.draw_over(surface)
    finally:
        app.shutdown()
