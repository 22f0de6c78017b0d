"""A playtest: Undo greyed out as the bots answered the player's placement, the pointer resting on it,
and no tooltip said why (the bots' moves hushed every tooltip until the mouse moved). A disabled
button's why is read from the table each frame, so a move never hushes it: it shows."""

from __future__ import annotations

from tests.paladin.test_undo_answers import ANSWERED
from tests.paladin.test_undo_grace import _placed_with_a_bot_ready, clock  # noqa: F401 - the fixture
from tests.ui_driver import FRAME, move


def test_undo_greying_out_under_the_resting_pointer_says_why(app, clock):  # noqa: F811
    table = _placed_with_a_bot_ready(app)
    move(app, table.undo_button.rect.center, frames=round(1.5 / FRAME))
    assert table.undo_button.is_enabled  # the player's move may still be taken back
    clock[0] += table.undo_grace + 0.1  # the bots answer, the pointer never moves
    for _frame in range(round(2.0 / FRAME)):
        app.step(dt=FRAME)
    assert table.store.history[-1].seat != 0 and not table.undo_button.is_enabled
    assert table.gui.showing_tip == ANSWERED
