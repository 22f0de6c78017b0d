"""Paladin's discard pile during a move's animation: a paladin flying to the pile (beaten, or
discarded) is not on it yet, so the pile never shows the same card twice (its top and the card
flying to it); it is there once it lands."""

from __future__ import annotations

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.paladin import engine as E
from game.games.paladin.state import RESOLVE
from game.games.paladin.ui.smoke import drive
from game.ui.kit.timeline import Flight
from game.ui.scenes import persist
from tests.ui_driver import FRAME


def test_a_paladin_flying_to_the_discards_lands_before_the_pile_shows_it(app):
    seats = (SeatConfig("human", "", ""),) + (SeatConfig("bot", "easy"),) * 2
    persist.open_table(app, Session(get("paladin"), Options(3, "standard", seats), 3))
    table = app.top
    for _attempt in range(12):  # a rival's move sending a paladin to the discards
        drive(table, lambda st: st.phase == RESOLVE and E.actor(st) != table.viewer)
        seat = E.actor(table.store.state)
        before = len(table.store.state.discard)
        events = table.store.apply(seat, table.session.bot_choose(seat))
        table._after_action(seat, table.store.history[-1].action, events)
        if len(table.store.state.discard) > before:
            break
        table.skip_animations()
    else:
        raise AssertionError("no paladin went to the discards")
    pile = table.where("discard")
    seen = False
    for _i in range(400):  # the timeline run until the flight to the pile is under way
        flying = [a for a in table.timeline.running() if isinstance(a, Flight) and a.end_rect == pile]
        if any(a.delay <= a.t < a.delay + a.duration for a in flying):
            seen = True
            table._layer = None
            app.step(dt=FRAME)
            spot = table.spots.find("discard")
            assert table.discards_flying() >= 1
            assert spot is not None and spot.tip.startswith(f"{before} discarded paladin"), spot.tip  # not yet on it
            break
        table.timeline.update(0.02, 1.0)
    assert seen, "the flight to the discards was seen"
    table.skip_animations()
    table._layer = None
    app.step(dt=FRAME)
    assert table.discards_flying() == 0
    spot = table.spots.find("discard")
    assert spot is not None and spot.tip.startswith(f"{len(table.shown.discard)} discarded paladin")
