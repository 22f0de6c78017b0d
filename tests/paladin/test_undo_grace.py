"""Undo at the Paladin table after the player's own move: the bots hold their answer a moment
(``undo_grace``) while Undo may still take the move back, so the player has time to use it; once the
moment is over the bot plays. After an Undo the button's tooltip says the move was taken back (not
that it "cannot" be), and the answer a bot had ready for the move taken back is never played."""

from __future__ import annotations

import time
from types import SimpleNamespace

import pytest

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.paladin.state import PLACE
from game.games.paladin.ui.table import PaladinTable
from game.ui import table as table_module
from game.ui.scenes import persist

from .test_table import run_until_human

TAKEN_BACK = "Your move is taken back: make another. Undo takes back only the move you have just made."


@pytest.fixture
def clock(monkeypatch) -> list[float]:
    """The table's clock, stopped: a test moves it on by hand (the bots think in a real thread)."""
    now = [1000.0]
    monkeypatch.setattr(table_module, "time", SimpleNamespace(monotonic=lambda: now[0]))
    monkeypatch.setattr(table_module, "BOT_MIN_SECONDS", 0.0)
    return now


def _placed_with_a_bot_ready(app) -> PaladinTable:
    """A 3-player table where Ada has just placed a paladin (a move Undo may take back) and the next
    bot, thinking in a thread, has its answer ready."""
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("paladin"), Options(3, "standard", seats), 11))
    table = app.top
    assert isinstance(table, PaladinTable)
    for _turn in range(6):
        run_until_human(app, table)
        places = [a for a in table.legal if a[0] == "place"]
        if table.view.phase == PLACE and places:
            break
        table.submit(next(a for a in table.legal if a[0] != "peek"))
    table.bot_mode = "thread"
    table.submit(places[0])
    assert table.store.history[-1].seat == 0 and table.store.undo_refusal(0) is None
    for _frame in range(400):  # the bot's answer arrives (real time: it thinks in a thread)
        table.skip_animations()
        app.step(dt=0.05)
        if table.thinking is not None and not table._results.empty():
            break
        time.sleep(0.01)
    assert not table._results.empty(), "the bot never answered"
    return table


def test_a_bot_waits_while_undo_may_take_back_the_players_move(app, clock):
    table = _placed_with_a_bot_ready(app)
    for _frame in range(10):
        app.step(dt=0.05)
    assert table.store.history[-1].seat == 0  # the bot's answer waits
    assert table.undo_button.is_enabled
    clock[0] += table.undo_grace + 0.1
    for _frame in range(10):
        app.step(dt=0.05)
    assert table.store.history[-1].seat != 0  # the moment over, the bot played
    assert not table.undo_button.is_enabled  # its answer is on the table: Undo no longer takes the move back


def test_after_an_undo_the_tooltip_says_the_move_was_taken_back_and_the_stale_answer_is_dropped(app, clock):
    table = _placed_with_a_bot_ready(app)
    moves = len(table.store.history)
    table.undo()
    app.step(dt=0.05)
    assert len(table.store.history) == moves - 1 and table.can_act()
    clock[0] += table.undo_grace + 0.1
    for _frame in range(10):
        app.step(dt=0.05)
    assert len(table.store.history) == moves - 1  # the answer to the move taken back is not played
    assert not table.undo_button.is_enabled and table.undo_button.tip_text == TAKEN_BACK
