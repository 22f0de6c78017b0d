"""Each new decision of the viewer's on the Glory table ignores input for a moment once drawn, also
when the moves offered change while the viewer may still act (a title kept, a pawn placed as the
bots' turns end between two frames): a double click's second click never makes the next move, and
a press begun before the new offer is not a move on its release."""

from __future__ import annotations

import pygame

from tests.glory.test_table_ui import open_table, to_action_phase
from tests.ui_driver import FRAME, click, settle


def _frames(app, seconds: float) -> None:
    for _ in range(round(seconds / FRAME)):
        app.step(dt=FRAME)


def _new_offer(app, table) -> None:
    """The moves offered change while the viewer may act, and the next frame draws them."""
    p = table.store.state.players[table.viewer]
    p.coins = 0 if p.coins else 20  # the Market's entries go (or come)
    table.refresh()
    table.update_controls()
    app.step(dt=0.0)


def _place(table) -> tuple:
    """A space the viewer may take with one click, and where it is."""
    for a in table.legal:
        if a[0] == "place" and len(a) == 2 and a[1] in ("prayer", "training", "service"):
            return a, table.where(("space", a[1])).center
    raise AssertionError(f"no plain space to take: {table.legal}")


def test_a_click_as_the_offer_changes_is_ignored_until_the_guard_ends(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        settle(app)
        before = repr(table.legal)
        _new_offer(app, table)
        assert repr(table.legal) != before and table.can_act()
        action, pos = _place(table)
        moves = len(table.store.history)
        _frames(app, 0.3)  # a double click's second click, 0.3 s on
        click(app, pos, frames=1)
        assert len(table.store.history) == moves, "a click made the moment new moves came was a move"
        _frames(app, table.decision_guard + 0.05)  # a press within the guard restarts it: the player pauses
        click(app, pos)
        assert len(table.store.history) > moves and table.store.history[moves].action == action
    finally:
        app.shutdown()


def test_a_press_begun_before_the_new_offer_is_no_move_on_release(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        settle(app)
        action, pos = _place(table)
        moves = len(table.store.history)
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))], dt=FRAME)
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], dt=0.0)
        _new_offer(app, table)
        _frames(app, table.decision_guard + 0.2)
        app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], dt=FRAME)
        app.step(dt=FRAME)
        assert len(table.store.history) == moves
        click(app, pos)
        assert table.store.history[moves].action == action
    finally:
        app.shutdown()
