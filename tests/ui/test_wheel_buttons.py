"""A wheel notch over the game log scrolls it in a real window: SDL also sends each notch as a
button press (4/5) whose position is the window's raw one while the GPU scales the picture; that
position must not move the pointer (it moved it off the log, and the wheel then did nothing)."""

from __future__ import annotations

import pygame

from game.core.rng import Rng
from tests.ui.test_log_panel import play_turns, tournament_table
from tests.ui_driver import FRAME


def test_a_wheel_button_press_leaves_the_pointer_where_it_was_and_the_log_scrolls(make_app):
    app = make_app(animation_speed=8.0, sound=False)
    table = tournament_table(app, "easy")
    box = table.log_view.box
    play_turns(app, table, 8, Rng.from_seed(4))
    pointer = box.rect.center
    raw = (int(pointer[0] * 0.88), int(pointer[1] * 0.88))  # the unscaled window's coordinates
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pointer, rel=(0, 0), buttons=(0, 0, 0)))
    before = box.offset
    for event in (
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=raw, button=4, touch=False),
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=raw, button=4, touch=False),
    ):
        app.dispatch(event)
        assert app.mouse_pos == pointer
    for _ in range(5):
        app.step(dt=FRAME)
    assert box.offset < before  # one notch up: the log moved towards its start
