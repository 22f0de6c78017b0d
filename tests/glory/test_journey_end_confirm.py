"""Playtest: in a journey the duel's buttons come one after another where "End your journey" then
appears, and a player clicking that spot ended a journey with a journey card still playable, beyond
undo. With a playable journey card left, the bar's "End your journey" asks first (EN and IT); Cancel
keeps the journey, the dialog's "End your journey" ends it."""

from __future__ import annotations

from game import i18n
from game.ui.scenes.dialog import DialogScene
from tests.glory.test_table_ui import open_table, to_action_phase
from tests.ui_driver import click, move, press, settle

STOP = ("stop",)


def to_a_journey_with_a_card_to_play(app, table) -> None:
    """Travel whenever possible and take journey cards until the journey lets the viewer play or stop."""
    for _ in range(6000):
        if app.top is table and table.can_act() and table.bar.lock <= 0 and table.legal:
            legal = table.legal
            if STOP in legal and any(a[0] == "play" for a in legal):
                return
            travel = [a for a in legal if a[:2] == ("place", "travel") or a[0] == "take"]
            table.submit(travel[0] if travel else next((a for a in legal if a != STOP and a[0] != "play"), legal[0]))
        if table.animating:
            table.skip_animations()
        app.step(dt=0.05)
    raise AssertionError("no journey with a card to play came")


def test_ending_a_journey_with_a_playable_card_asks_first(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        to_a_journey_with_a_card_to_play(app, table)
        move(app, table.lay["hint"].center, frames=2)
        settle(app, 1.0)
        n = len({a[1] for a in table.legal if a[0] == "play"})
        before = len(table.store.history)
        click(app, table.bar.rects_of(STOP)[0].center)
        assert isinstance(app.top, DialogScene) and len(table.store.history) == before
        assert app.top.message == (
            f"You still have {n} journey card{'s' if n != 1 else ''} you can play. End your journey?"
        )
        i18n.set_language("it")
        try:
            assert "Concludere il viaggio?" in app.top.message and app.top.message != "End your journey?"
        finally:
            i18n.set_language("en")
        press(app, app.top.buttons[1])  # Cancel: the journey goes on
        assert app.top is table and len(table.store.history) == before and STOP in table.legal
        move(app, table.lay["hint"].center, frames=2)
        settle(app, 1.0)
        click(app, table.bar.rects_of(STOP)[0].center)
        assert isinstance(app.top, DialogScene)
        press(app, app.top.buttons[0])  # End your journey
        assert app.top is table and table.store.history[before].action == STOP
    finally:
        app.shutdown()
