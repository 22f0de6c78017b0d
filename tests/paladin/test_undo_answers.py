"""Undo at the Paladin table never takes back a bot's answer: once a rival has answered the player's
move (where it placed is on the table), the Undo button is off and says why, and Ctrl+Z changes nothing
but a toast with the same reason. Before the answer is shown the player's move is taken back alone."""

from __future__ import annotations

import pygame

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.core.store import Store
from game.games.paladin.state import PLACE
from game.games.paladin.ui.table import PaladinTable
from game.ui.scenes import persist
from tests import ui_driver

from .test_table import run_until_human

ANSWERED = (
    "You cannot take your move back: another player has seen it and moved since. "
    "Undo takes back only a move nobody has answered yet."
)


def _table(app, seed: int = 11) -> PaladinTable:
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "medium"), SeatConfig("bot", "medium"))
    persist.open_table(app, Session(get("paladin"), Options(3, "standard", seats), seed))
    table = app.top
    assert isinstance(table, PaladinTable)
    return table


def test_a_bots_answer_shown_is_never_taken_back(app):
    table = _table(app)
    for _turn in range(12):
        run_until_human(app, table)
        seats = [step.seat for step in table.store.history]
        if table.view.phase == PLACE and 0 in seats and seats[-1] != 0 and table.store.history[-1].events:
            if table.store.history[-1].events[-1].kind == "placed":
                break
        table.submit(next(a for a in table.legal if a[0] != "peek"))
    else:
        raise AssertionError("no bot answered a placement of the player")
    ui_driver.settle(app)
    moves = len(table.store.history)
    assert not table.undo_button.is_enabled and table.undo_button.tip_text == ANSWERED
    ui_driver.key(app, pygame.K_z, pygame.KMOD_CTRL, frames=2)
    assert len(table.store.history) == moves
    assert ANSWERED in table.toasts.texts


def test_the_players_own_move_alone_is_taken_back_before_any_answer():
    store = Store(get("paladin").rules, Options(3, "standard"), 11)
    while 0 not in store.actors():
        seat = min(store.actors())
        store.apply(seat, store.legal_actions(seat)[0])
    moves = len(store.history)
    store.apply(0, next(a for a in store.legal_actions(0) if a[0] == "place"))
    assert store.undo_refusal(0) is None
    store.apply(1, next(a for a in store.legal_actions(1) if a[0] == "place"))
    assert store.undo_refusal(0) == ANSWERED
    store.undo(1)
    assert store.undo(0) == 1 and len(store.history) == moves
