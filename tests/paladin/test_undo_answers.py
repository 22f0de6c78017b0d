"""Undo at the Paladin table after the bots have answered: the player's last move is taken back with
the bots' answers to it while none of those answers showed the player anything new (a face-down
paladin placed, a look at a card); an answer that turned a card up stops it, and the Undo button is off
with that reason as its tooltip. A bot asked again at the position taken back answers as before."""

from __future__ import annotations

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.core.store import Store
from game.games.paladin.state import PLACE
from game.games.paladin.ui.table import PaladinTable
from game.ui.scenes import persist
from tests import ui_driver

from .test_table import run_until_human

TIP = "Take back your last move (Ctrl+Z)"
ANSWER_SHOWED = "You cannot take your move back: the answer to it showed you something you had not seen before."


def _table(app, seed: int = 11) -> PaladinTable:
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "medium"), SeatConfig("bot", "medium"))
    persist.open_table(app, Session(get("paladin"), Options(3, "standard", seats), seed))
    table = app.top
    assert isinstance(table, PaladinTable)
    return table


def _answered(table: PaladinTable) -> bool:
    seats = [step.seat for step in table.store.history]
    return 0 in seats and seats[-1] != 0


def test_undo_takes_back_the_move_and_the_bots_quiet_answers(app):
    table = _table(app)
    for _turn in range(12):
        run_until_human(app, table)
        if table.view.phase == PLACE and _answered(table) and table.store.history[-1].events[-1].kind == "placed":
            break
        table.submit(next(a for a in table.legal if a[0] != "peek"))
    own = max(i for i, step in enumerate(table.store.history) if step.seat == 0)
    answers = [(step.seat, step.action) for step in table.store.history[own + 1 :]]
    mine = table.store.history[own].action
    assert answers and all(seat != 0 for seat, _a in answers)
    ui_driver.settle(app)
    assert table.undo_button.is_enabled and table.undo_button.tip_text == TIP
    ui_driver.click(app, table.undo_button.rect.center)
    assert len(table.store.history) == own and table.can_act() and mine in table.legal
    table.submit(mine)
    run_until_human(app, table)
    assert [(s.seat, s.action) for s in table.store.history[own + 1 :]][: len(answers)] == answers


def test_an_answer_that_turned_a_card_up_stops_undo(app):
    table = _table(app)
    for _turn in range(40):
        run_until_human(app, table)
        if _answered(table) and any(e.kind == "revealed" for s in table.store.history[-2:] for e in s.events):
            if table.store.history[-1].seat != 0:
                break
        table.submit(next(a for a in table.legal if a[0] != "peek"))
    else:
        raise AssertionError("no bot's answer turned a card up")
    ui_driver.settle(app)
    refusal = table.store.undo_refusal(0)
    assert refusal is not None and "answer to it" in refusal
    assert not table.undo_button.is_enabled and table.undo_button.tip_text == refusal
    moves = len(table.store.history)
    table.undo()
    assert len(table.store.history) == moves


def test_another_persons_move_is_never_taken_back():
    store = Store(get("paladin").rules, Options(3, "standard"), 11)
    store.answerers = frozenset({2})
    while 0 not in store.actors():
        seat = min(store.actors())
        store.apply(seat, store.legal_actions(seat)[0])
    store.apply(0, next(a for a in store.legal_actions(0) if a[0] == "place"))
    store.apply(1, next(a for a in store.legal_actions(1) if a[0] == "place"))  # seat 1: a person
    assert "another player has seen it" in store.undo_refusal(0)
    store.answerers = frozenset({1, 2})
    assert store.undo_refusal(0) is None and store.undo(0) == 2
