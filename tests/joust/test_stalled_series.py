"""A blind series held up by a stalled display: the player's clicks kept up through the rival's turn
stop reaching the table for a moment (the display stalled, as a screenshot grab stalls an X server),
while the table goes on drawing the defence that no one sees. The first click after the stall must
not be the defence: a pause ends a blind series only once the decision that came during it has stood
``STREAK_GAP`` too. A player who then stops a moment plays at once."""

from __future__ import annotations

from game.ui.kit.table import STREAK_GAP
from tests import ui_driver
from tests.joust.test_blind_defence import _defending, _press, _rivals_turn

FRAME = 0.05
RHYTHM = 6  # frames between two presses of the series: 0.3 s


def _series_into_the_defence(app, table) -> int:
    """Press every 0.3 s through the rival's turn until the defence is drawn; the frames since the last
    press then (the series is still on: less than ``RHYTHM`` of them)."""
    for _press_no in range(400):
        _press(app, table, dt=FRAME)
        for since in range(1, RHYTHM):
            app.step(dt=FRAME)
            if _defending(table):  # the defence is drawn (the rival chooses its card after yours)
                return since
    raise AssertionError("the human never defended")


def _mine(table, moves: int) -> list:
    return [m.action for m in table.store.history[moves:] if m.seat == table.viewer]


def test_the_first_click_after_a_stall_is_not_the_defence_drawn_during_it(app):
    table = _rivals_turn(app)
    moves = len(table.store.history)
    since = _series_into_the_defence(app, table)
    assert not _mine(table, moves)
    stalled = round(0.9 / FRAME) - since  # no press for 0.9 s in all: the display stalled
    for _ in range(stalled):
        app.step(dt=FRAME)
    _press(app, table, dt=FRAME)
    app.step(dt=FRAME)
    assert not _mine(table, moves), "a click after the stall chose the defence drawn during it"


def test_after_the_stall_a_real_pause_plays_the_first_click(app):
    table = _rivals_turn(app)
    moves = len(table.store.history)
    _series_into_the_defence(app, table)
    for _ in range(round(0.9 / FRAME)):
        app.step(dt=FRAME)
    _press(app, table, dt=FRAME)  # the click that came after the stall: refused
    assert not _mine(table, moves)
    for _ in range(round(STREAK_GAP / FRAME) + 2):  # the player stops to look
        app.step(dt=FRAME)
    ui_driver.click(app, table.spots.find(("hand", 1)).rect.center)
    assert _mine(table, moves) == [("card", 1)]
