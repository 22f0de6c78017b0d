"""Escape closes an open chooser of the bar first ("Take resources …", "Add Strength …"); only with
nothing open does it ask to leave the game (the chooser never stays open under the leave dialog)."""

from __future__ import annotations

import pygame

from game.app import App
from game.settings import Settings
from game.ui.scenes import persist
from tests.glory.duel_host import session
from tests.ui_driver import key, settle, until_turn


def test_escape_closes_the_open_chooser_before_asking_to_leave(tourney_home):
    sess = session(seed=4)
    app = App(headless=True, settings=Settings(sound=False, animation_speed=4.0))
    try:
        persist.open_table(app, sess)
        table = app.top
        for _ in range(40):  # the setup's choices, then the first action space
            until_turn(app, table)
            if table.phase() == "action":
                break
            table.submit(table.legal[0])
        settle(app)
        slot = next(s for s, c in table.bar.controls.items() if len(c.choices) > 1)
        table.bar.open_chooser(slot)
        app.step(dt=0.05)
        assert table.bar.chooser_for == slot and table.bar.chooser_buttons()
        key(app, pygame.K_ESCAPE, frames=2)
        assert app.top is table, "Escape asked to leave with a chooser open"
        assert not table.bar.chooser_for and not table.bar.chooser_buttons()
        key(app, pygame.K_ESCAPE, frames=2)
        assert app.top is not table and getattr(app.top, "name", "") == "dialog"  # now: leave the game?
    finally:
        app.shutdown()
