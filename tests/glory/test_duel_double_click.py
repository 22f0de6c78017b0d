"""A double click on a duel button (the viewer's step's pass, where every step has it) makes one decision:
the next step's button in the same spot ignores the second click, at the normal speed and at 4×, and when
the hand moves the mouse a few pixels between the two clicks."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.settings import Settings
from game.ui.scenes import persist
from tests.glory.duel_host import play_to_duel, session
from tests.ui_driver import FRAME, read_on


def _live(table):
    ctx = table.store.state.duel
    return ctx.state if ctx is not None else None


def _my_step(app, table) -> bool:
    for _ in range(3000):
        if _live(table) is None:
            return False
        if table.can_act() and table.stage.pass_slot in table.bar.controls and not table.timeline.busy:
            return True
        read_on(app, table)
    return False


def _press(app, pos) -> None:
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step([motion, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], dt=FRAME / 2)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], dt=FRAME / 2)


@pytest.mark.parametrize(("speed", "gap", "wiggle"), [(1.0, 1, 0), (1.0, 6, 0), (4.0, 6, 0), (1.0, 6, 12)])
def test_a_double_click_on_a_duel_step_makes_one_decision(tourney_home, speed, gap, wiggle):
    sess = session(seed=3)
    want = lambda st: st.duel.reason == "tournament" and any(not c.is_player for c in st.duel.state.sides)  # noqa: E731
    assert play_to_duel(sess, want, seed=3)
    app = App(headless=True, settings=Settings(sound=False, animation_speed=speed))
    try:
        persist.open_table(app, sess)
        table = app.top
        checked = 0
        while checked < 6 and _my_step(app, table):
            for _ in range(40):  # the player reads the step, the mouse resting where it is
                app.step(dt=FRAME)
            spot = table.bar.slots[table.stage.pass_slot].center
            app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))], dt=FRAME)
            for _ in range(10):
                app.step(dt=FRAME)
            before = len(table.store.history)
            _press(app, spot)  # a double click: two clicks 0.1 s to 0.35 s apart
            for _ in range(gap):
                app.step(dt=FRAME)
            _press(app, (spot[0] + wiggle, spot[1]))  # a hand's double click may move the mouse a little
            for _ in range(3):
                app.step(dt=FRAME)
            mine = [h for h in table.store.history[before:] if h.seat == table.viewer]
            assert len(mine) <= 1, f"one double click made {len(mine)} duel decisions: {[h.action for h in mine]}"
            checked += len(mine)
        assert checked >= 2
    finally:
        app.shutdown()
