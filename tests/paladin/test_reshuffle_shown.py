"""The reshuffle at a round's start shows on the piles when the log tells it: at the moment the log's
line "The discard pile is shuffled into a new deck." appears, the table already draws the discards as
an empty pile and the deck as holding them (a real game played to its first reshuffle, the person's
own move setting it off)."""

from __future__ import annotations

from game.core.registry import get
from game.core.rules import Action, Options, SeatConfig
from game.core.session import Session
from game.core.store import Store
from game.games.paladin.ui.table import PaladinTable
from game.ui.scenes import persist

LINE = "The discard pile is shuffled into a new deck."


def _moves_to_the_reshuffle(seed: int) -> list[tuple[int, Action]]:
    """A game's moves up to and with the first that sets off a reshuffle (each seat's last choice)."""
    store = Store(get("paladin").rules, Options(3, "standard"), seed)
    while True:
        seat = min(store.actors())
        events = store.apply(seat, store.legal_actions(seat)[-1])
        if any(e.kind == "reshuffled" for e in events):
            return store.actions


def test_the_piles_show_the_reshuffle_when_the_log_tells_it(app):
    seed = 11
    moves = _moves_to_the_reshuffle(seed)
    human, action = moves[-1]
    seats = tuple(SeatConfig("human", "", "Ada") if p == human else SeatConfig("bot", "random") for p in range(3))
    session = Session(get("paladin"), Options(3, "standard", seats), seed)
    for seat, move in moves[:-1]:
        session.store.apply(seat, move)
    persist.open_table(app, session)
    table = app.top
    assert isinstance(table, PaladinTable) and table.viewer == human
    for _frame in range(20):
        app.step(dt=0.05)
    assert table.can_act() and action in table.legal
    discards, deck = len(table.view.discard), len(table.view.deck)
    assert discards > deck
    table.submit(action)
    for _frame in range(3000):
        if LINE in [text for text, _colour in table.log_view.lines]:
            break
        if table.timeline.announcing is not None:
            table.timeline.advance()  # a click on the panel up
        app.step(dt=0.05)
    else:
        raise AssertionError("the reshuffle was never logged")
    shown = table.display
    assert shown is not None  # the move is still landing
    assert not shown.discard and len(shown.deck) >= deck + discards  # the pile turned over under the deck
    app.step(dt=0.05)
    assert table.click_spot("discard").tip.startswith("0 discarded paladins")
