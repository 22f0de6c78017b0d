"""A rival's move on the Paladin table: its line reaches the log as its last-move line appears on the
rival's panel (the panel's summary never runs ahead of the log)."""

from __future__ import annotations

import random

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.ui.scenes import persist
from tests.ui.test_log_follows_timeline import drive


def test_a_rivals_placement_is_in_the_log_as_its_last_move_line_shows(app):
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "medium"), SeatConfig("bot", "medium"))
    persist.open_table(app, Session(get("paladin"), Options(3, "standard", seats), 3))
    table = app.top
    seen: list = []

    def check() -> None:
        history = table.store.history
        if table.display is None or not history or history[-1].seat == table.viewer:
            return
        last = len(history) - 1
        if table.marks_upto == len(history) and history[-1].action[0] == "place" and table.timeline.busy:
            assert any(line.step == last for line in table.log_view.entries), "the panel tells a move the log has not"
            seen.append(last)

    drive(app, table, 600, [check], random.Random(2))
    assert len(set(seen)) >= 3  # rivals' placements were caught while they played
