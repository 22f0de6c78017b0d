"""The top bar while a move plays out with a panel on it (a knock-out): "Watch the last move; Enid
plays next" keeps the badge of the player it names, and the Italian says "(Spazio: salta)" in every
such line."""

from __future__ import annotations

import re

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust.ui.smoke import advance
from game.i18n import _, set_language
from game.ui.scenes import persist
from tests.ui_driver import FRAME


def test_a_knock_out_panel_keeps_the_badge_of_who_plays_next(app):
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 3))
    table = app.top
    app.settings.animation_speed = 1.0

    def knocked(st) -> bool:
        last = table.store.history[-1].events if table.store.history else []
        return any(e.kind == "knockout" for e in last) and table.rules.outcome(st) is None

    advance(table, knocked, 3000)
    st = table.store.state
    assert knocked(st), "no knock-out in this seed"
    actors = sorted(table.rules.actors(st))
    table.on_events([e.for_seat(table.viewer) for e in table.store.history[-1].events])  # shown again
    for _frame in range(600):
        if table.timeline.announcement is not None:
            break
        app.step(dt=FRAME)
    assert table.timeline.announcement is not None, "the knock-out's panel never came"
    status = table.current_status()
    assert "watch the last move" in status.lower(), status
    want = table.viewer if table.viewer in actors else actors[0]
    assert table.status_seat() == want, (status, table.status_seat())


def test_italian_says_space_skips_one_way():
    set_language("it")
    try:
        lines = [
            _("Watch the last move (Space skips)"),
            _("Watch the last move; you play next (Space skips)"),
            _("Watch the last move; {name} plays next (Space skips)"),
            _("Your turn: first watch the last move (Space skips)"),
            _("Still your turn: watch the last move play out (Space skips)"),
        ]
    finally:
        set_language("en")
    assert all(re.search(r"\(Spazio: salta\)$", line) for line in lines), lines
