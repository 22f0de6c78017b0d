"""Clicks kept up on a combat card through a rival's turn never choose the secret defence the moment
it appears, however slowly the frames come (a loaded machine, the new decision's first frame drawn at
length): the guards count at most ``GUARD_FRAME`` of a frame. A deliberate click once the defence has
been on screen a moment is taken at once."""

from __future__ import annotations

import pygame

from game.games.joust.state import COMBAT, NONE
from game.games.joust.ui.smoke import advance
from game.ui.kit.table import STREAK_GAP
from tests import ui_driver
from tests.joust.test_table import open_table


def _rivals_turn(app):
    """A two-player table where the rival's turn has begun: its attack on the human follows."""
    table = open_table(app, seed=1)
    advance(table, lambda st: st.phase == "draw" and st.active != 0 and st.turn >= 2, limit=2000)
    assert table.store.state.active != table.viewer
    return table


def _press(app, table, dt: float) -> None:
    card = table.spots.find(("hand", 1))
    if card is None:  # the hand is not drawn in this frame (a panel over it)
        app.step(dt=dt)
        return
    pos = card.rect.center
    app.step(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ],
        dt=dt,
    )


def _defending(table) -> bool:
    st = table.store.state
    return st.phase == COMBAT and st.defender == table.viewer and st.pick_def == NONE and table.can_act()


def _to_the_defence(app, table) -> None:
    for _ in range(2000):
        if _defending(table):
            return
        app.step(dt=0.05)
    raise AssertionError("the human never defended")


def test_clicks_kept_up_through_slow_frames_never_choose_the_defence(app):
    """A combat card clicked on every frame while the frames take 0.3 s (one click each, 0.3 s apart):
    the rival's whole turn, then the defence; no click is ever taken as the defence."""
    table = _rivals_turn(app)
    moves = len(table.store.history)
    for _frame in range(300):
        _press(app, table, dt=0.3)
        mine = [m for m in table.store.history[moves:] if m.seat == table.viewer]
        assert not mine, f"a click kept up through the rival's turn chose {mine[0].action}"
        if _defending(table):  # the defence is drawn (the rival chooses its card after yours)
            break
    assert _defending(table)


def test_the_defence_drawn_in_a_slow_frame_still_waits_its_guard(app):
    """The frame that shows the defence took 0.6 s to draw: a click made meanwhile, or just after it
    shows, is refused; one made half a second later (normal frames) is the defence."""
    table = _rivals_turn(app)
    _to_the_defence(app, table)
    moves = len(table.store.history)
    app.step(dt=0.6)  # the slow frame that follows the one drawing the defence
    ui_driver.click(app, table.spots.find(("hand", 1)).rect.center, frames=1)
    assert len([m for m in table.store.history[moves:] if m.seat == table.viewer]) == 0
    for _ in range(round(max(0.5, STREAK_GAP) / 0.05) + 2):
        app.step(dt=0.05)
    ui_driver.click(app, table.spots.find(("hand", 1)).rect.center)
    assert [m.action for m in table.store.history[moves:] if m.seat == table.viewer] == [("card", 1)]


def test_a_deliberate_click_a_moment_after_the_defence_shows_is_taken_first_time(app):
    table = _rivals_turn(app)
    _to_the_defence(app, table)
    moves = len(table.store.history)
    for wait in (0.55,):  # the turn's guard (TURN_GUARD) has run: the first click is the move
        for _ in range(round(wait / 0.05)):
            app.step(dt=0.05)
    ui_driver.click(app, table.spots.find(("hand", 1)).rect.center)
    assert [m.action for m in table.store.history[moves:] if m.seat == table.viewer] == [("card", 1)]
