"""The hand as the player saw it survives Save and Load: Tournament shows a hand in the order its cards
arrived (the engine keeps hands sorted), and a save keeps that order for the loaded table."""

from __future__ import annotations

from game.core import saves
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.ui.scenes import persist
from tests.ui_driver import settle, until_turn


def _shown(table) -> list[int]:
    return [c for c in table.hand_in_order() if c is not None]


def test_a_tournament_hand_keeps_its_order_through_save_and_load(app):
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("tournament"), Options(2, "standard", seats), 9))
    table = app.top
    shown = _shown(table)
    for _turn in range(12):
        until_turn(app, table)
        draws = [a for a in table.legal if a[0] == "draw"]
        table.submit(draws[0] if draws else next(a for a in table.legal if a[0] == "end"))
        settle(app)
        shown = _shown(table)
        if shown != sorted(shown):
            break
    assert shown != sorted(shown), "the arrival order never differed from the sorted one"
    path = persist.save_named(table.session, "arranged")
    app.go_to_menu()
    assert persist.open_save(app, path)
    settle(app)
    assert _shown(app.top) == shown
    assert saves.load_session(path).hand_order[0] == shown


def test_an_odd_hand_order_in_a_save_is_ignored(tourney_home):
    from game.core.saves import _hand_order

    assert _hand_order([[0, [3, 1]], [5, [2]], [1, "x"], [True, [1]], "junk"], 2) == {0: [3, 1]}
    assert _hand_order(None, 2) == {}
